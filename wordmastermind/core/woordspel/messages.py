"""Woordspel's rule messages: the English templates of its errors.

See :mod:`wordmastermind.core.messages`: the code is the catalogs' ``msgctxt``,
the English their ``msgid``; the German, Dutch and French are in the
gettext catalogs. Squares (``h8``), coordinates (``8H``) and tiles are
parameters, written as the game writes them in every language.
"""

from __future__ import annotations

from wordmastermind.core.messages import Table

WOORDSPEL = Table({
    # the players and the game (core/woordspel/game.py)
    "woordspel.who.player": "player {number}",
    "woordspel.players": "Woordspel is played by {players} players, not {count}",
    "woordspel.no_name": "a player needs a name",
    "woordspel.same_name": "both players are called {name}",
    "woordspel.same_names": "two players are called {name}",
    "woordspel.players_up_to": "these rules are played by 2 to {most} players, not {count}",
    "woordspel.racks": "a game has {players} racks, not {count}",
    "woordspel.ended": "the game has ended: remove the end of the game to add a move",
    "woordspel.no_moves": "the game has no moves to remove",
    "woordspel.end_first": "remove the end of the game first",
    "woordspel.end_racks": "the end of the game gives {players} racks, not {count}",
    "woordspel.end_points": ("the end of the game gives the points of {count} player; the game has {players}",
                             "the end of the game gives the points of {count} players; the game has {players}"),
    "woordspel.end_point": "a player's points at the end of the game are a whole number, not {points}",
    "woordspel.no_word_to_accept": "there is no word to accept",
    "woordspel.turn": "turn {turn} ({name}): {problem}",
    "woordspel.over_at_turn": "turn {turn} ({name}): the game is over: {ending}",
    "woordspel.ending.passes": "three passes in a row (turns {first} to {last})",
    "woordspel.ending.out": "a player has no tiles left and the bag is empty",
    "woordspel.ending.on": "the game goes on",
    "woordspel.ending.scoreless": "{count} turns in a row without points (turns {first} to {last})",
    # squares, coordinates and the board (core/woordspel/board.py)
    "woordspel.no_square_at": "no square at row {row}, column {col}: the board is {size} by {size}",
    "woordspel.no_square": "{text} is no square: columns a-o, rows 1-{size} (h8 is the centre)",
    "woordspel.no_coordinate": (
        "{text} is no coordinate: write the row first for a word across (8H), "
        "the column first for a word down (H8)"
    ),
    "woordspel.board.rows": "a board definition has {size} rows, not {count}",
    "woordspel.board.row": "row {row} has {count} squares, not {size}",
    "woordspel.board.code": (
        "{square}: {char} is no bonus (. none, d double letter, t triple letter, D double word, T triple word)"
    ),
    "woordspel.board.squares": "a board definition has {squares} squares, not {count}",
    "woordspel.board.bonus": "{square}: {bonus} is no bonus",
    "woordspel.state.squares": "a board holds {squares} squares, not {count}",
    # tiles and racks (core/woordspel/board.py)
    "woordspel.what.tiles": "the tiles",
    "woordspel.what.rack": "the rack",
    "woordspel.what.exchanged": "the tiles exchanged",
    "woordspel.what.rack_of": "the rack of {name}",
    "woordspel.what.rack_left": "rack {number} left",
    "woordspel.what.the_rack_left": "the rack left",
    "woordspel.what.left_by": "the tiles left by {name}",
    "woordspel.no_tile": "{what} {text}: {char} is no tile (letters A-Z, ? for a blank)",
    "woordspel.rack.size": "{what} {text} has {count} tiles; a rack holds at most {most}",
    "woordspel.rack.letters": "{what} {text} has {count} {tile}; the game has {most}",
    "woordspel.rack.blanks": ("{what} {text} has {count} blank; the game has {most}",
                              "{what} {text} has {count} blanks; the game has {most}"),
    "woordspel.tiles.none": "no tile",
    "woordspel.tiles.and": "{rest} and {last}",
    "woordspel.tiles.blank": "a blank",
    "woordspel.tiles.and_blank": "{letters} and a blank",
    "woordspel.tiles.two_blanks": "a blank and a blank",
    "woordspel.tiles.and_two_blanks": "{letters}, a blank and a blank",
    "woordspel.tiles.blanks": "{count} blanks",
    "woordspel.tiles.and_blanks": "{letters} and {count} blanks",
    "woordspel.rack.no_room": "the rack {rack} holds {tiles}, which the board leaves no room for",
    "woordspel.rack.none_left": "the rack {rack} holds {tiles}, but the game has no more of them off the board",
    "woordspel.rack.player_none_left": (
        "the rack of {name}, {rack}, holds {tiles}, but the game has no more of them off the board"
    ),
    "woordspel.rack.held": (
        "the rack {rack} was held in turn {turn} too, when {name} had {other}: together they hold {tiles} "
        "more than the tiles off the board then"
    ),
    "woordspel.rack.player_held": (
        "the rack of {player}, {rack}, was held in turn {turn} too, when {name} had {other}: together they "
        "hold {tiles} more than the tiles off the board then"
    ),
    "woordspel.rack.both_none_left": (
        "the racks of {first} and {second} together hold {tiles}, but the game has no more of them off the board"
    ),
    # moves (core/woordspel/moves.py, play.py)
    "woordspel.exchange.count": "the number of tiles exchanged is a whole number, not {count}",
    "woordspel.exchange.named": "{named} tiles are named ({tiles}), but {count} exchanged",
    "woordspel.exchange.size": "an exchange puts back 1 to {most} tiles, not {count}",
    "woordspel.exchange.lacks": "the rack {rack} lacks {tiles} to exchange",
    "woordspel.penalty.player": "a penalty is for player 0 or 1, not {player}",
    "woordspel.penalty.points": "a penalty takes 0 points or more, not {points}",
    "woordspel.word.no_tile": (
        "the word {word}, position {position}: {char} is no tile (A-Z a tile, a-z a blank standing for "
        "that letter, . a tile on the board, Ĳ or [IJ] the Y as IJ)"
    ),
    "woordspel.word.empty": "the word is empty",
    "woordspel.cross.no_letter": "the cross-word reading at {square}: {reading} is no letter (A-Z, or IJ)",
    "woordspel.cross.twice": "{square}: two readings for one cross-word",
    "woordspel.play.no_word": "a play needs a word",
    "woordspel.play.token": "{token} is no tile of a word",
    "woordspel.play.notation": "{text} is no play: write the coordinate and the word, as in 8H LEES",
    "woordspel.laid.none": "no tile is laid",
    "woordspel.laid.no_tile": "{square}: {token} is no tile",
    "woordspel.laid.twice": "{square}: two tiles on one square",
    "woordspel.laid.taken": "{square} already holds a tile",
    "woordspel.laid.line": "the tiles are not in one line: {first} and {odd} share no row or column",
    "woordspel.laid.gap": "{square} is empty: the tiles of a move form one word, without a gap",
    # a play on the board (core/woordspel/score.py)
    "woordspel.score.through": "{square} already holds {tile}: a word through it uses that letter, not {shown}",
    "woordspel.score.off_across": (
        "{word} from {square} runs off the board: it needs {count} squares across, and column o is the last"
    ),
    "woordspel.score.off_down": (
        "{word} from {square} runs off the board: it needs {count} squares down, and row {size} is the last"
    ),
    "woordspel.score.dot": "{square} is empty, but '.' stands for a tile already on the board",
    "woordspel.score.no_tile": "{play} lays no tile: every square of it is already covered",
    "woordspel.score.too_many": "a move lays at most {most} tiles (a full rack); this one lays {count}",
    "woordspel.score.runs_before": (
        "the word runs on: {square}, just before it, holds {face}; write the whole word from its first letter"
    ),
    "woordspel.score.runs_after": (
        "the word runs on: {square}, just after it, holds {face}; write the whole word from its first letter"
    ),
    "woordspel.score.centre": "the first word must cover the centre square {centre}",
    "woordspel.score.first_short": "the first word needs at least {least} letters; {word} has {count}",
    "woordspel.score.touches": (
        "{play} touches no tile on the board: every word after the first builds on tiles already there"
    ),
    "woordspel.score.unused_cross": "{square} lies in no cross-word of this play",
    "woordspel.score.no_word": "{play} forms no word of two letters or more",
    "woordspel.score.cross": (
        "{square} holds {tile}, which stands only for {tile}, not {reading}: "
        "only a blank may stand for another letter in a cross-word"
    ),
    "woordspel.score.cross_y": (
        "{square} holds {tile}, which stands only for {tile} or IJ, not {reading}: "
        "only a blank may stand for another letter in a cross-word"
    ),
    "woordspel.score.no_such_tile": "these rules have no tile {tile}: it counts 0",
    "woordspel.score.no_ij": "{square}: these rules have no IJ tile; a Y stands only for Y (IJ is two tiles, I and J)",
    "woordspel.rack.too_big": "the rack {rack} holds {count} tiles; these rules put {most} on a rack",
    "woordspel.score.lacks": "the rack {rack} lacks {tiles} for this play",
    "woordspel.score.lacks_empty": "the rack (empty) lacks {tiles} for this play",
    "woordspel.score.letters_used": (
        "the game has {most} {tile}, and {count} already lie on the board: this play needs {needed}"
    ),
    "woordspel.score.blanks_used": (
        "the game has {most} blanks, and {count} already lie on the board: this play needs {needed}"
    ),
    # the end of the game (core/woordspel/sheet.py)
    "woordspel.end.too_many": "the racks left hold {tiles}, more than the tiles off the board",
    "woordspel.end.not_over": (
        "the game is not over: it ends after three passes in a row, or when a player has no tiles left "
        "and the bag is empty; both players still hold tiles"
    ),
    "woordspel.end.bag": (
        "the bag still holds {count} tile: the game ends when a player has no tiles left and the bag is empty "
        "(the racks left and the board must account for all 104 tiles)",
        "the bag still holds {count} tiles: the game ends when a player has no tiles left and the bag is empty "
        "(the racks left and the board must account for all 104 tiles)",
    ),
    "woordspel.end.out": "{name} has no tiles left but did not play the last turn: "
                         "a player runs out of tiles by laying them",
    "woordspel.end.record": "the end of the game: the record gives {name} {record} points, these rules"
                            " {ours}; the record's points are taken",
    # what the tab refuses (gui/woordspel)
    "woordspel.set_up_first": "set up the players first",
    "woordspel.two_players_only": "{name} is a game of {count} players; the tab keeps games of two. Score it and"
                                  " write its score sheet on the command line: wordmastermind score,"
                                  " wordmastermind report.",
})
"""Woordspel's messages."""
