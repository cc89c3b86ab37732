"""Wachtwoord's rule messages: the English templates of its errors and of the clue checks.

See :mod:`wordmastermind.core.messages`: the code is the catalogs' ``msgctxt``,
the English their ``msgid``; the German, Dutch and French are in the
gettext catalogs.
"""

from __future__ import annotations

from wordmastermind.core.messages import Table

WACHTWOORD = Table({
    # who a name is (core/wachtwoord/game.py)
    "wachtwoord.who.player": "a player",
    "wachtwoord.who.player_number": "player {number}",
    "wachtwoord.who.a_player": "the A-player",
    "wachtwoord.who.b_player": "the B-player",
    "wachtwoord.who.leader": "the leader",
    "wachtwoord.who.guesser": "a guesser",
    "wachtwoord.who.clue_giver": "the clue-giver",
    # the game (core/wachtwoord/game.py)
    "wachtwoord.dial_value": "the dial value must be a whole number from 0 to 10, not {value}",
    "wachtwoord.name_empty": "a player's name must not be empty, not {name}",
    "wachtwoord.name_needed": "{field}: a name is needed",
    "wachtwoord.name_twice": "player names must differ: {name} appears twice",
    "wachtwoord.misses_in_play": "a word in play has 0 to 9 missed clues (the tenth ends it), not {misses}",
    "wachtwoord.misses_negative": "the number of missed clues must be 0 or more, not {misses}",
    "wachtwoord.misses_most": "a word has at most 10 missed clues, not {misses}",
    "wachtwoord.above_dial": ("{word} has had {count} missed clue: the dial shows {value}, so it cannot be won at"
                              " {entered} (Undo takes a miss back)",
                              "{word} has had {count} missed clues: the dial shows {value}, so it cannot be won"
                              " at {entered} (Undo takes a miss back)"),
    "wachtwoord.team": "the team must be 1, 2 or null (nobody), not {team}",
    "wachtwoord.zero_wins": "nobody can win a word at dial value 0: after the tenth missed clue nobody scores",
    "wachtwoord.role": "a role is 1A, 1B, 2A or 2B, not {role}",
    "wachtwoord.guessers": "at most the two guessers can get a word, not {count}",
    "wachtwoord.guesser_twice": "{name} is named twice",
    "wachtwoord.trio_players": "the three-player game needs 3 players, not {count}",
    "wachtwoord.starts": "the starting team must be 1, 2 or null (alternating), not {team}",
    "wachtwoord.agreed_rounds": "the agreed number of rounds is at least 1, not {rounds}",
    # clue words (core/wachtwoord/clues.py)
    "wachtwoord.clue.empty": "the clue is empty",
    "wachtwoord.clue.words": "the clue must be one word: {word} is more than one",
    "wachtwoord.clue.hyphen": "the clue must be one word without a hyphen: {word}",
    "wachtwoord.password.empty": "the password is empty",
    "wachtwoord.password.words": "the password must be one word: {word} is more than one",
    "wachtwoord.password.hyphen": "the password must be one word without a hyphen: {word}",
    "wachtwoord.clue.itself": "{clue} is the password itself",
    "wachtwoord.clue.part": "{clue} is a part of the password {password}",
    "wachtwoord.clue.contains": "{clue} contains the password {password}",
    "wachtwoord.clue.form": "{clue} is a form of the password {password}",
    "wachtwoord.clue.maybe_form": "{clue} may be a form of the password {password}: the game master decides",
    # word lists (core/wachtwoord/lists.py)
    "wachtwoord.lists.too_few": (
        "the word list has too few different words for this: {found} found, {needed} needed; "
        "choose another difficulty or fewer rounds"
    ),
    "wachtwoord.lists.rounds": "lists are drawn for 1 to {most} rounds, not {rounds}",
    "wachtwoord.lists.no_word": "there is no word {word} on list {list}",
    "wachtwoord.lists.language": "no word-list printout in {language}; choose one of: en, nl",
    # playing (core/wachtwoord/play.py, turn_order.py)
    "wachtwoord.round_ended": (
        "round {round} ended after {word}, when a side reached {target} points; "
        "start a new round for the next word"
    ),
    "wachtwoord.round_ended_trio": (
        "round {round} ended after {word}, when a player reached {target} points; "
        "start a new round for the next word"
    ),
    "wachtwoord.round_over": "round {round} is over: every word is played; start a new round for the next word",
    "wachtwoord.team_word": "a team game's word is won by a team or by nobody",
    "wachtwoord.trio_word": "a three-player game's word is won by one or both guessers",
    "wachtwoord.which_team": "say which team guessed the word: 1 or 2",
    "wachtwoord.which_guesser": "say who guessed the word: one guesser, or both at the same moment",
    "wachtwoord.round_not_over": "round {round} is not over yet: finish its words first",
    "wachtwoord.round_one": "round 1 has not been played yet",
    "wachtwoord.game_over": "the game is over after {rounds} rounds: no new round",
    "wachtwoord.team_order": "in the team game the clues follow the rules' order",
    "wachtwoord.word_label": "a word is named like A1 or B3, not {word}",
    "wachtwoord.dial_zero": "after 10 missed clues the word is over and nobody scores",
    # the score sheet (core/wachtwoord/sheet.py)
    "wachtwoord.sheet.after_end": "round {round}: the Dutch round ended after {ended}, so {word} cannot be played",
    "wachtwoord.sheet.in_play": "round {round} is over, so no word can be in play with {misses} missed clues",
    "wachtwoord.sheet.lists": (
        "round {round}: the A-list has {a} words and the B-list {b}; words are played A1, B1, A2, B2, ..., "
        "so the A-list is at most one word ahead"
    ),
    "wachtwoord.sheet.american_list": "round {round}: the American method has 5 words per list, not {count}",
    "wachtwoord.sheet.american_round": "round {round}: the American method has 5 words per round, not {count}",
    "wachtwoord.sheet.clue_giver": "round {round}: the clue-giver {name} is not a player",
    "wachtwoord.sheet.stranger": "round {round}, word {word}: {name} is not a player",
    "wachtwoord.sheet.giver_scores": "round {round}, word {word}: {name} gives the clues this round and cannot score",
    "wachtwoord.sheet.unfinished": "round {round} is not finished, but round {next} follows",
    "wachtwoord.sheet.agreed": "the game has {agreed} agreed rounds, so round {round} cannot be played",
    "wachtwoord.sheet.ended_open": "round {round} is not finished, so the game cannot be ended yet",
    # what the tab refuses (gui/wachtwoord)
    "wachtwoord.set_up_first": "set up the players first",
    "wachtwoord.team_start_only": "only a team game has a starting team",
    "wachtwoord.variant_played": "words have been played: start a new game to change between two teams and three"
                                 " players",
})
"""Wachtwoord's messages."""
