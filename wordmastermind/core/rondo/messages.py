"""RONDO's rule messages: the English templates of the holder's and the turn's errors.

See :mod:`wordmastermind.core.messages`. A message about slots carries them,
1-based, as the parameter ``slots`` (a tuple), so that the holder editor
marks them without reading the text.
"""

from __future__ import annotations

from wordmastermind.core.messages import Table

RONDO = Table({
    "rondo.turn": "turn {turn} ({side}): {problem}",
    "rondo.game_over": "turn {turn}: the game is over after the agreed {rounds} rounds",
    "rondo.slot": "slot {slot}",
    "rondo.slots": "slots {first} and {last}",
    "rondo.holder_most": "the holder has at most {most} slots, not {count}",
    "rondo.holder_least": "the holder has at least {least} slots, not {count}",
    "rondo.first_word": "the first word goes into the {least} slots of the closed holder, not {count}",
    "rondo.shrink": "the holder cannot shrink: it had {before} slots, now {count}",
    "rondo.grew_too_much": "the holder grew by {grown} slots; it may grow by at most one slot per turn",
    "rondo.did_not_grow": "the holder did not grow, so it did not grow at the {side}",
    "rondo.side.front": "front",
    "rondo.side.end": "end",
    "rondo.empty": "{where} is empty: every slot holds a card after a turn",
    "rondo.empties": "{where} are empty: every slot holds a card after a turn",
    "rondo.face_down_beginner": "{where}: a card laid face down counts as an erase card only in the beginner variant",
    "rondo.face_down_once": "{where}: only one card per turn may be laid face down",
    "rondo.erase_between": "{where}: an erase card goes only at the start or end of the word, not between letters",
    "rondo.word_short": (
        "the word {word} has {count} letter; a word needs at least {least}",
        "the word {word} has {count} letters; a word needs at least {least}",
    ),
    "rondo.no_letter": (
        "the holder holds no letter, so the word has {count} letter; a word needs at least {least}",
        "the holder holds no letter, so the word has {count} letters; a word needs at least {least}",
    ),
    "rondo.nothing_laid": "no card was laid: a turn forms a new word, or is entered as skipped",
    "rondo.same_word": "the word is still {word}: a turn must form a new word",
    "rondo.nothing_stays": "no letter of the previous word {word} stays: at least one must stay uncovered",
})
"""RONDO's messages."""
