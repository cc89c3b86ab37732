"""The rules presets a Woordspel game is scored by: the tile set, the rack,
the bonus for laying a full rack, the first move, exchanges and the end.

Three presets, each from its published rules (``docs/rules.md`` names the
sources):

- ``woordspel``: Brettspielnetz.de's Woordspel ("Brettspielnetz.de:
  spelregels woordspel", Bram Schoonhoven): 104 tiles, 8 on a rack, a full
  rack laid doubles the move, a first word of at least 4 letters, no
  exchange (only the one-time redeal after two passes), Y may stand for IJ,
  three passes in a row end the game (not those of turns 1 and 2), two
  word bonuses under a word count once, and no bonus for going out.
- ``scrabble-en``: Scrabble in English (the rules of the English game as
  Hasbro and Mattel publish them; the tiles as in every English set): 100
  tiles, 7 on a rack, 50 points for a full rack, a first word of at least 2
  letters, exchanges, word bonuses multiply, six scoreless turns in a row
  end the game, and the player who goes out adds the others' tiles left; in
  a game of two, as in the NASPA and WESPA tournament rules, twice the
  opponent's tiles left, and the opponent's score is not reduced.
- ``scrabble-nl``: Scrabble in Dutch (the Dutch set: 102 tiles; the rules
  as the English game's: 7 on a rack, 50 points, 2 letters first): IJ is
  two tiles, I and J, so Y stands only for Y.
- ``scrabble-pl``: Scrabble in Polish (the Polish set: 100 tiles of 32
  letters, with Ą Ć Ę Ł Ń Ó Ś Ź Ż and without Q, V and X; the rules as the
  English game's), as the Polish Scrabble Federation (PFS) plays it.

>>> WOORDSPEL_RULES.total, SCRABBLE_EN.total, SCRABBLE_NL.total, SCRABBLE_PL.total
(104, 100, 102, 100)
>>> SCRABBLE_EN.values["Q"], SCRABBLE_NL.values["Y"], WOORDSPEL_RULES.values["Y"], SCRABBLE_PL.values["Ź"]
(10, 8, 5, 9)
>>> SCRABBLE_PL.letters[:4], "Q" in SCRABBLE_PL.letters
('AĄBC', False)
>>> preset("scrabble-en") is SCRABBLE_EN, preset("chess")
(True, None)
>>> [rules.language for rules in PRESETS]
['nl', 'en', 'nl', 'pl']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from wordmastermind.core.woordspel.board import BLANK, LETTERS, TILES


@dataclass(frozen=True, slots=True)
class Rules:
    """One preset. ``tiles``: (letter or ``?``, value, how many), every
    letter of its set in its alphabet's order (A-Z in English and Dutch)
    and the blank last; ``bingo``: the points added for laying a full
    rack, or 0 where the move is doubled instead (Woordspel)."""

    key: str
    tiles: tuple[tuple[str, int, int], ...]
    rack_size: int
    bingo: int
    first_word: int
    exchange: bool
    y_for_ij: bool
    scoreless_turns: int
    """Turns in a row without points that end the game."""
    passes_only: bool
    """Only passes count towards the end (Woordspel), not exchanges or
    withdrawn plays; passes in turns 1 and 2 do not count and are a redeal."""
    out_bonus: bool
    """The player who goes out adds the others' tiles left."""
    challenge_bonus: bool
    """A word challenged in vain earns its player the bonus the record gives."""
    word_bonuses_multiply: bool
    """Two word bonuses under one word multiply (Scrabble: 2 x 2, 3 x 3);
    in Woordspel a word counts one word bonus, the largest."""
    most_players: int = 2
    """Players a game may have: 2 in Woordspel, 2 to 4 in Scrabble."""
    tournament_end: bool = False
    """In a game of two, the player who goes out adds twice the opponent's
    tiles left and the opponent's score is not reduced (the NASPA and WESPA
    tournament rules, the ending every tournament record follows); a game of
    three or four ends as ``out_bonus`` says."""
    language: str = "nl"
    """The language of its words: the word list a game's words are checked
    against (``nl``: Woordspel and Scrabble in Dutch; ``en``, ``pl``)."""
    values: Mapping[str, int] = field(init=False, compare=False, hash=False, repr=False)
    counts: Mapping[str, int] = field(init=False, compare=False, hash=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "values", {tile: value for tile, value, _ in self.tiles})
        object.__setattr__(self, "counts", {tile: count for tile, _, count in self.tiles})

    def __reduce__(self) -> tuple[object, tuple[str]]:
        """A preset is pickled by its key (a game read in a worker process keeps the very preset)."""
        return (_preset_or_raise, (self.key,))

    @property
    def letters(self) -> str:
        """The set's letters, in its alphabet's order (no blank)."""
        return "".join(tile for tile, _, _ in self.tiles if tile != BLANK)

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    @property
    def is_woordspel(self) -> bool:
        return self.key == WOORDSPEL_KEY


def _tiles(values: str, counts: str, letters: str = LETTERS) -> tuple[tuple[str, int, int], ...]:
    """The tile table from two rows of numbers: ``letters`` (A-Z) then the blank."""
    value_row = [int(v) for v in values.split()]
    count_row = [int(c) for c in counts.split()]
    return tuple(zip([*letters, BLANK], value_row, count_row, strict=True))


WOORDSPEL_KEY = "woordspel"

WOORDSPEL_RULES = Rules(WOORDSPEL_KEY, TILES, rack_size=8, bingo=0, first_word=4, exchange=False,
                        y_for_ij=True, scoreless_turns=3, passes_only=True, out_bonus=False,
                        challenge_bonus=False, word_bonuses_multiply=False)

def _scrabble(key: str, values: str, counts: str, letters: str = LETTERS) -> Rules:
    """A Scrabble preset: its tiles under the rules every edition shares, its words in the language
    its key ends with (``scrabble-en``: English)."""
    return Rules(key, _tiles(values, counts, letters), rack_size=7, bingo=50, first_word=2, exchange=True,
                 y_for_ij=False, scoreless_turns=6, passes_only=False, out_bonus=True, challenge_bonus=True,
                 word_bonuses_multiply=True, most_players=4, tournament_end=True, language=key.split("-")[1])


SCRABBLE_EN = _scrabble(
    "scrabble-en",
    # A B C D  E F G H I J K L M N O P  Q R S T U V W X Y  Z ?
    "1 3 3 2  1 4 2 4 1 8 5 1 3 1 1 3 10 1 1 1 1 4 4 8 4 10 0",
    "9 2 2 4 12 2 3 2 9 1 1 4 2 6 8 2 1 6 4 6 4 2 2 1 2 1 2",
)

SCRABBLE_NL = _scrabble(
    "scrabble-nl",
    # A B C D  E F G H I J K L M  N O P  Q R S T U V W X Y Z ?
    "1 3 5 2  1 4 3 4 1 4 3 3 3  1 1 3 10 2 2 2 4 4 5 8 8 4 0",
    "6 2 2 5 18 2 3 2 4 2 3 3 3 10 6 2 1 5 5 5 3 2 2 1 1 2 2",
)

SCRABBLE_PL = _scrabble(
    "scrabble-pl",
    # A Ą B C Ć D E Ę F G H I J K L Ł M N Ń O Ó P R S Ś T U W Y Z Ź Ż ?
    "1 5 3 2 6 2 1 5 5 3 3 1 3 2 2 3 2 1 7 1 5 2 1 1 5 2 3 1 2 1 9 5 0",
    "9 1 2 3 1 3 7 1 1 2 2 8 2 3 3 2 3 5 1 6 1 3 4 4 1 3 2 4 4 5 1 1 2",
    "AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ",
)

PRESETS: tuple[Rules, ...] = (WOORDSPEL_RULES, SCRABBLE_EN, SCRABBLE_NL, SCRABBLE_PL)
"""Every preset, Woordspel's (the default) first."""

ANY_COUNTS: Mapping[str, int] = {
    tile: max(rules.counts.get(tile, 0) for rules in PRESETS)
    for tile in dict.fromkeys(tile for rules in PRESETS for tile, _, _ in rules.tiles)
}
"""The most tiles of each letter any preset has: what a rack may hold before
the game's preset is known."""

MOST_ON_RACK = max(rules.rack_size for rules in PRESETS)


def _preset_or_raise(key: str) -> Rules:
    found = preset(key)
    if found is None:
        raise ValueError(f"no rules preset {key!r}")
    return found


def preset(key: str) -> Rules | None:
    """The preset named ``key`` (``woordspel``, ``scrabble-en``, ``scrabble-nl``, ``scrabble-pl``), or None."""
    return next((rules for rules in PRESETS if rules.key == key), None)


_LEXICONS = (
    (SCRABBLE_EN, ("TWL", "OTCWL", "OWL", "NWL", "CSW", "SOWPODS", "COLLINS", "ENABLE", "ECWL", "CEL", "AMERICA")),
    (SCRABBLE_NL, ("OSWL", "OSPS_NL", "NSF_NL", "DUTCH", "NL", "VANDALE")),
    (SCRABBLE_PL, ("OSPS", "POLISH", "PL")),
    (WOORDSPEL_RULES, ("WOORDSPEL", "BRETTSPIELNETZ")),
)


def preset_for_lexicon(lexicon: str) -> Rules | None:
    """The preset a GCG record's ``#lexicon`` points to, or None.

    >>> preset_for_lexicon("NWL2020").key, preset_for_lexicon("CSW21").key, preset_for_lexicon("OSPS44").key
    ('scrabble-en', 'scrabble-en', 'scrabble-pl')
    >>> preset_for_lexicon("Chess")
    """
    name = lexicon.strip().upper()
    for rules, prefixes in _LEXICONS:
        if any(name.startswith(prefix) for prefix in prefixes):
            return rules
    return None
