"""The example games' words as the German lists see them: the app's own examples show no warning of their own.

The rules want each secret to be a German noun in the singular nominative; the app warns of any other
(a plural, a word the lists do not know) in the roster and on the rounds page. The rules' example
(**File ▸ Open the Rules' Example**) is the first game a new game master opens: its secrets and the
guesses the app made up for it are words the real lists know as nouns in the singular nominative, and so are
the table example's nouns (its secrets and guesses, also of the README's pictures). The one word the lists do
not know is SALSA, a guess of the rules' own text (their example of the second S that gets nothing), left as
the rules have it.
"""

from __future__ import annotations

from pathlib import Path

from wordmastermind.core.lexicon import Lexicon, check_noun
from wordmastermind.core.wmm.examples import NOUNS, rules_example, table_example
from wordmastermind.core.wmm.game import Game
from wordmastermind.files.lexicon_store import load_lexicon

RULES_OWN_UNKNOWN = {"SALSA": "not a known noun"}
"""The rules' text's own guess the lists do not know: its warning is the rules', not the app's."""


def words_of(game: Game) -> list[str]:
    """Every secret and every guessed word of ``game``, in order, each once."""
    words = [player.secret for player in game.players]
    words += [guess.word for rnd in game.rounds for guess in rnd.guesses]
    return list(dict.fromkeys(words))


def warnings(lexicon: Lexicon, game: Game) -> dict[str, str]:
    """What the lists say against each word of ``game`` that they do not know as a singular noun."""
    rules = game.settings.word_rules
    checks = [check_noun(lexicon, word, rules) for word in words_of(game)]
    return {check.word: str(check.reason) for check in checks if not check.known}


def test_the_rules_examples_words_are_singular_nouns_of_the_real_lists(lexicon_cache: Path) -> None:
    german = load_lexicon("de", cache_dir=lexicon_cache)  # the run's one build of the real lists
    demo = rules_example()
    assert [p.secret for p in demo.players] == ["SALAT", "MOTEL", "TISCH", "LAMPE", "KERZE"]
    assert warnings(german, demo) == RULES_OWN_UNKNOWN
    assert not demo.accepted_words  # SALSA is left to the game master, as the rules' example has it


def test_the_table_examples_nouns_are_singular_nouns_of_the_real_lists(lexicon_cache: Path) -> None:
    german = load_lexicon("de", cache_dir=lexicon_cache)
    assert {word: str(check_noun(german, word).reason) for word in NOUNS if not check_noun(german, word).known} == {}
    assert warnings(german, table_example()) == {}
    assert warnings(german, table_example(rounds=8, seed=7, hit_chance=0.08)) == {}
