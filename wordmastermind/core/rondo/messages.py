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
    "rondo.too_long": (
        "the word {word} has {count} letters, {previous} had {before}: "
        "a new word may be at most one letter longer than the previous one"
    ),
    "rondo.nothing_laid": "no card was laid: a turn forms a new word, or is entered as skipped",
    "rondo.same_word": "the word is still {word}: a turn must form a new word",
    "rondo.nothing_stays": "no letter of the previous word {word} stays: at least one must stay uncovered",
    "rondo.turn.exchanges": "exchanges must be a whole number of at least 0, not {exchanges}",
    "rondo.turn.grew": "the holder grows at the 'front' or the 'end', not {grew}",
    "rondo.turn.skipped_grew": "a skipped turn does not pull out a slot",
    # cards and their values (core/rondo/cards.py)
    "rondo.card.letter": "a letter card",
    "rondo.card.joker": "a joker",
    "rondo.card.one_letter": "{what} stands for one letter A-Z, not {letter}",
    "rondo.card.joker_letter": "position {position}: '*' (a joker) needs the letter it stands for",
    "rondo.card.no_card": "position {position}: {char} is no card (A-Z, *A for a joker, - erase, # face down, . empty)",
    "rondo.values.no_letter": "the letter values name {letter}, which is no letter A-Z",
    "rondo.values.twice": "the letter values give {letter} twice",
    "rondo.values.value": "the value of {letter} must be a whole number of at least 0, not {value}",
    "rondo.values.missing": "the letter values miss {letters}",
    "rondo.values.none_for": "the letter values give no value for {letter}",
    # the sides (core/rondo/sides.py, game.py)
    "rondo.who.player": "a player",
    "rondo.who.team_name": "the team's name",
    "rondo.setup.no_name": "a player needs a name",
    "rondo.setup.side_size": "{name}: a side is one player or a team of two, not {count}",
    "rondo.setup.a_side_size": "a side: a side is one player or a team of two, not {count}",
    "rondo.setup.mixed_sides": "either every side is one player or every side is a team of two",
    "rondo.setup.player_count": "RONDO is played by {least} to {most} players, not {count}",
    "rondo.setup.team_count": "RONDO is played by {least} to {most} teams, not {count}",
    "rondo.setup.same_name": "two sides are called {name}",
    "rondo.setup.rounds": "the agreed number of rounds is at least 1, not {rounds}",
    "rondo.no_word_to_accept": "there is no word to accept",
    "rondo.no_turns": "the game has no turns to remove",
    # who starts (core/rondo/sides.py, game.py)
    "rondo.start.empty_slot": "{name}: the start word has an empty slot",
    "rondo.start.three_cards": "{name}: the start word is {count} letter cards or jokers, not {cards}",
    "rondo.start.missing": "who starts needs a start word from {names}",
    "rondo.start.tie": (
        "{names} and {last} tie at {points} points and their youngest were born on the same day ({born}): "
        "who starts cannot be decided"
    ),
    "rondo.start.not_started": "{name} has no start word yet: a side without a start word cannot begin",
    "rondo.start.other_starter_words": (
        "with these start words {new} would start instead of {old}, but the turns entered so far "
        "were played from {old} on"
    ),
    "rondo.start.other_starter": (
        "with these letter values {new} would start instead of {old}, but the turns entered so far "
        "were played from {old} on"
    ),
    # what the tab refuses before a game is set up (gui/rondo)
    "rondo.set_up_first": "Set up the players first.",
})
"""RONDO's messages."""
