"""Random but legal games of Woordspel: for property tests and benchmarks.

The words are random letters (the program does not check words against a
word list), the tiles come from a shuffled bag, and every play is checked
by the rules.

>>> game = random_game(seed=7)
>>> sheet = game.sheet()
>>> sheet.final, sheet.state.tile_count + len("".join(game.end.racks)) <= 104
(True, True)
"""

from __future__ import annotations

import random

from wordmastermind.core.woordspel.game import Game
from wordmastermind.core.woordspel.moves import GameEnd, Move, Pass
from wordmastermind.core.woordspel.board import (
    BLANK,
    CENTRE,
    FIRST_WORD,
    LETTERS,
    RACK_SIZE,
    SIZE,
    TILES,
    BoardDefinition,
    Direction,
    Square,
    WoordspelError,
    sort_tiles,
)
from wordmastermind.core.woordspel.play import BoardState, Play
from wordmastermind.core.woordspel.score import score_play

TRIES = 40
"""Random attempts at a play before the player passes."""


def random_play(rng: random.Random, state: BoardState, board: BoardDefinition,
                rack: str) -> Play | None:
    """A random legal play from ``rack`` on ``state``, or ``None`` if none was found."""
    for _ in range(TRIES):
        play = _attempt(rng, state, rack)
        if play is None:
            continue
        try:
            score_play(state, board, play)
        except WoordspelError:
            continue
        return play
    return None


def _attempt(rng: random.Random, state: BoardState, rack: str) -> Play | None:
    tiles = list(rack)
    direction = rng.choice((Direction.ACROSS, Direction.DOWN))
    dr, dc = direction.step
    cells = state.cells
    if state.is_empty:
        if len(tiles) < FIRST_WORD:
            return None
        count = rng.randint(FIRST_WORD, len(tiles))
        offset = rng.randrange(count)
        squares = [(CENTRE.row + dr * (i - offset), CENTRE.col + dc * (i - offset))
                   for i in range(count)]
    else:
        anchors = [i for i in range(SIZE * SIZE) if cells[i] is None and _touches(cells, i)]
        if not anchors or not tiles:
            return None
        row, col = divmod(rng.choice(anchors), SIZE)
        count = rng.randint(1, len(tiles))
        squares = [(row, col)]
        r, c = row, col
        for _ in range(rng.randint(0, count - 1)):
            r, c = r - dr, c - dc
            while 0 <= r and 0 <= c and cells[r * SIZE + c] is not None:
                r, c = r - dr, c - dc
            if r < 0 or c < 0:
                break
            squares.insert(0, (r, c))
        r, c = row, col
        while len(squares) < count:
            r, c = r + dr, c + dc
            while r < SIZE and c < SIZE and cells[r * SIZE + c] is not None:
                r, c = r + dr, c + dc
            if r >= SIZE or c >= SIZE:
                break
            squares.append((r, c))
    if any(not (0 <= r < SIZE and 0 <= c < SIZE) for r, c in squares):
        return None
    chosen = rng.sample(tiles, len(squares))
    placed = [
        (Square(r, c), rng.choice(LETTERS).lower() if tile == BLANK else tile)
        for (r, c), tile in zip(squares, chosen)
    ]
    try:
        return Play.from_tiles(state, placed, rack=rack)
    except WoordspelError:
        return None


def _touches(cells: tuple[object, ...], index: int) -> bool:
    row, col = divmod(index, SIZE)
    return any(
        0 <= row + dr < SIZE and 0 <= col + dc < SIZE and cells[(row + dr) * SIZE + col + dc]
        is not None
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
    )


def random_game(seed: int, *, turns: int | None = None,
                players: tuple[str, str] = ("Anna", "Bas")) -> Game:
    """A game played with random legal plays until its end, or for ``turns`` turns.

    Every turn records the rack before it. A game cut short keeps the
    players' current racks; a game played out has its end entered.
    """
    rng = random.Random(seed)
    board = BoardDefinition()
    bag = [tile for tile, _, count in TILES for _ in range(count)]
    rng.shuffle(bag)
    racks = [sort_tiles(bag[:RACK_SIZE]), sort_tiles(bag[RACK_SIZE:2 * RACK_SIZE])]
    del bag[:2 * RACK_SIZE]
    state = BoardState()
    moves: list[Move] = []
    passes = 0
    turn = 0
    end: GameEnd | None = None
    while turns is None or turn < turns:
        player = turn % 2
        turn += 1
        play = random_play(rng, state, board, racks[player])
        if play is None:
            moves.append(Pass(racks[player]))
            passes = passes + 1 if turn > 2 else 0
            if passes == 3:
                end = GameEnd((racks[0], racks[1]))
                break
            continue
        passes = 0
        score = score_play(state, board, play)
        state = state.with_play(score, turn)
        moves.append(play)
        left = list(racks[player])
        for tile in score.placed:
            left.remove(tile.tile)
        drawn = bag[:RACK_SIZE - len(left)]
        del bag[:len(drawn)]
        racks[player] = sort_tiles(left + drawn)
        if not racks[player] and not bag:
            end = GameEnd((racks[0], racks[1]))
            break
    game = Game(players, board, tuple(moves), end=end,
                racks=(None, None) if end is not None else (racks[0], racks[1]))
    game.sheet()
    return game
