"""PASSWORD's rule messages: the English templates of its errors (the board, a password, the set-up).

See :mod:`wordmastermind.core.messages`: the code is the catalogs' ``msgctxt``,
the English their ``msgid``; the German, Dutch and French are in the
gettext catalogs.
"""

from __future__ import annotations

from wordmastermind.core.messages import Table

PASSWORD = Table({
    # the board and the dice (core/password/board.py)
    "password.no_circle": "there is no circle {circle}: two dice make 2 to 12",
    "password.board.chance": "circle {circle} is a chance circle: it has no letters of its own",
    "password.board.twice": "the board gives circle {circle} twice",
    "password.board.missing": "the board misses the letters of circle {circles}",
    "password.board.text": "circle {circle}: the letters are text, not {letters}",
    "password.board.no_letter": "circle {circle}: {char} is no letter A-Z",
    "password.board.size": "circle {circle} has {count} letters; a circle has {size}",
    "password.board.letter_twice": "circle {circle} has {letter} twice",
    "password.die": "a die shows 1 to 6, not {value}",
    # a password (core/password/board.py)
    "password.who.a_password": "a password",
    "password.who.password_of": "{name}'s password",
    "password.word.empty": "{what} needs at least {least} letters",
    "password.word.letter": "{word}: {char} is not a letter (a password is one word of letters A-Z)",
    "password.word.length": (
        "{word} has {count} letter; a password has {least} to {most}",
        "{word} has {count} letters; a password has {least} to {most}",
    ),
    # the set-up (core/password/game.py)
    "password.who.side": "a player or team",
    "password.who.member": "{name}: a team member",
    "password.setup.niveau": "the variant is niveau 1 or niveau 2, not {niveau}",
    "password.setup.length_niveau_1": "only the niveau 2 variant agrees a word length",
    "password.setup.length": "niveau 2 needs the agreed word length, {least} to {most}, not {length}",
    "password.setup.no_name": "a player or team needs a name",
    "password.setup.member_no_name": "{name}: a team member needs a name",
    "password.setup.members_same": "{name}: two members are called {member}",
    "password.setup.sides": "PASSWORD is played by {least} to {most} players or teams, not {count}",
    "password.setup.same_name": "two players or teams are called {name}",
    "password.setup.secret_length": (
        "{name}'s password {secret} has {count} letters; every password has {length} in this game"
    ),
    "password.setup.starter": "the starter is one of the {count} players, not {starter}",
    "password.setup.fixed": (
        "questions have been asked: the number of players is fixed (start a new game to change it)"
    ),
    "password.no_player": "there is no player {name} (players: {names})",
    "password.no_correction": "no correction given",
    "password.log_empty": "the log has no entry to remove",
})
"""PASSWORD's messages."""
