"""PASSWORD's rule messages: the English templates of its errors (the board, a password, the set-up, the log, its play and the grids).

See :mod:`wordmastermind.core.messages`: the code is the catalogs' ``msgctxt``,
the English their ``msgid``; the German, Dutch and French are in the
gettext catalogs.
"""

from __future__ import annotations

from collections.abc import Sequence

from wordmastermind.core.messages import Table, Text

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
    "password.word.letter_of": "{name}'s password {word}: {char} is not a letter (a password is one word of letters A-Z)",
    "password.word.hyphen": "{word}: the rules admit no hyphenated word (a password is one word of letters A-Z)",
    "password.word.hyphen_of": (
        "{name}'s password {word}: the rules admit no hyphenated word (a password is one word of letters A-Z)"
    ),
    "password.word.length": (
        "{word} has {count} letter; a password has {least} to {most}",
        "{word} has {count} letters; a password has {least} to {most}",
    ),
    "password.word.length_of": (
        "{name}'s password {word} has {count} letter; a password has {least} to {most}",
        "{name}'s password {word} has {count} letters; a password has {least} to {most}",
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
    "password.no_player_plain": "there is no player {name}",
    "password.listed": "{first}; {rest}",
    # the log's entries on their own (core/password/log.py)
    "password.who.asker": "the asker",
    "password.who.asked": "the player asked",
    "password.who.passer": "the player who passes",
    "password.who.circle_question": "a circle question",
    "password.who.letter_question": "a letter question",
    "password.who.again_question": "an again question",
    "password.who.word_guess": "a word guess",
    "password.who.guessed_word": "a guessed word",
    "password.who.correction": "a correction",
    "password.log.no_name": "{what} needs a name",
    "password.log.letter": "a question asks for one letter A-Z, not {letter}",
    "password.log.needs_answer": "{what} needs an answer, not {value}",
    "password.log.no_position": "{what} is answered yes or no, without a position",
    "password.log.word_text": "a guessed word is text, not {value}",
    "password.log.correction_number": "a correction names an entry number of at least 1, not {value}",
    "password.answer.yes": "yes",
    "password.answer.no": "no",
    "password.answer.at": "yes, position {position}",
    "password.answer.not_bool": "an answer is yes or no, not {value}",
    "password.answer.no_with_position": 'a "no" has no position',
    "password.answer.position": (
        "a position is a whole number 1 to {most} (a password has at most {most} letters), not {position}"
    ),
    # the play of the log (core/password/play.py, answers.py)
    "password.entry": "entry {number} ({label}): {error}",
    "password.label.correction": "correction of entry {number}",
    "password.label.pass": "{asker} passes",
    "password.label.asks": "{asker} asks {target}",
    "password.play.disqualified": "the winner's password can be refused only once the game is over",
    "password.play.over": "the game is over: {winner} has won",
    "password.play.turn": "it is {hand}'s turn, not {asker}'s",
    "password.play.own": "a player cannot ask about their own password",
    "password.play.out": "{name} is out: the password {word} was found in entry {number}",
    "password.play.answered": "for {name}, {reason}",
    "password.play.chance": "circle {circle} is a chance circle: ask for a letter, any letter",
    "password.play.not_on_circle": "{letter} is not on circle {circle} ({letters})",
    "password.play.word_yes": "the answer is yes: {word} is {name}'s recorded password",
    "password.play.word_no": "the answer is no: {word} is not {name}'s recorded password",
    "password.play.niveau_2_position": "in the niveau 2 variant a yes gives no position",
    "password.play.needs_position": "a yes names the position of {letter} in the password",
    "password.play.outside": "position {position} is outside {name}'s password ({count} letters)",
    "password.play.must_ask": "{asker} still has a question on circle {circle} ({options})",
    "password.correct.no_entry": "there is no entry {number} before this one to correct",
    "password.correct.pass": "entry {number} is a pass: only an answer can be corrected",
    "password.correct.correction": "entry {number} is a correction: only an answer can be corrected",
    "password.correct.word": (
        "entry {number} is a word guess, which is settled at the table and cannot be corrected; "
        "remove the entries back to it instead"
    ),
    "password.correct.same": 'entry {number} is answered "{answer}" already',
    "password.correct.conflict": (
        "the corrected answer contradicts entry {number}: {error}; "
        "if entry {number} is wrong too, correct both together"
    ),
    # what may still be asked (core/password/options.py)
    "password.options.for": "for {target}: {options}",
    "password.options.circle": "circle {circle}",
    "password.options.letter": "letter {letters}",
    "password.options.again": "again {letters}",
    # the grid: answers that contradict earlier ones (core/password/grid.py)
    "password.grid.word_found": 'the word was found to be {word} (entry {number}); it does not answer "{answer}" here',
    "password.grid.word_length": "{word} has {count} letters; every word has {length}",
    "password.grid.word_misfit": '{word} does not fit the answer "{answer}" of entry {number}',
    "password.grid.none_of": "none of {letters} is in the word (crossed in entry {number})",
    "password.grid.found": "{letter} was found in the word ({places})",
    "password.grid.place_at": "position {position}, entry {number}",
    "password.grid.place": "entry {number}",
    "password.grid.all_crossed": "entry {number} said one of {letters} is in the word; they cannot all be crossed",
    "password.grid.crossed": "{letter} was crossed for this word (entry {number})",
    "password.grid.known_at": "{letter} is already known at position {position} (entry {number})",
    "password.grid.position_taken": "position {position} is already {other} (entry {number})",
    "password.grid.all_known": "all {length} letters of the word are known already",
    # the grid: why a question is answered already
    "password.asked.circle_found": "every letter of circle {circle} has been found",
    "password.asked.circle_no": "circle {circle} is answered: no letter of it is in the word",
    "password.asked.circle_no_other": (
        "circle {circle} is answered: no letter of it other than the found ones is in the word"
    ),
    "password.asked.circle_yes": "circle {circle} is answered: yes (entry {number})",
    "password.asked.letter_found_at": (
        "{letter} is already found (position {position}, entry {number}): ask whether it occurs again"
    ),
    "password.asked.letter_found": "{letter} is already found (entry {number}): ask whether it occurs again",
    "password.asked.letter_crossed": "{letter} is already crossed (entry {number})",
    "password.asked.again_unfound": "{letter} has not been found yet: ask for the letter first",
    "password.asked.again_complete": "{letter} is answered: it does not occur again (entry {number})",
    "password.asked.again_full": "all {length} letters are known",
    "password.asked.word_guessed": "{word} was guessed already (entry {number})",
    # what the tab refuses before a game is set up, or after it is over (gui/password)
    "password.set_up_first": "Set up the players first.",
    "password.game_over": "the game is over",
})
"""PASSWORD's messages."""


def listed(parts: Sequence[Text]) -> Text:
    """``parts`` joined by semicolons, as one message (each part translated where it is one).

    >>> str(listed([PASSWORD.say("password.options.circle", circle=3), "x"]))
    'circle 3; x'
    """
    if not parts:
        return ""
    text = parts[-1]
    for part in reversed(parts[:-1]):
        text = PASSWORD.say("password.listed", first=part, rest=text)
    return text
