"""Woordspel: tiles, board, notation, scoring, legal moves, the game and its end."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordmastermind.core.errors import RuleError
from wordmastermind.core.woordspel.game import REPORT_LANGUAGES, Game, SetupError
from wordmastermind.core.woordspel.moves import EndError, Exchange, Pass, Penalty
from wordmastermind.core.woordspel.board import (
    CENTRE,
    TILE_COUNTS,
    TILE_VALUES,
    TOTAL_TILES,
    BoardDefinition,
    BoardError,
    Bonus,
    Coordinate,
    Direction,
    NotationError,
    RackError,
    Square,
    WoordspelError,
    parse_rack,
)
from wordmastermind.core.woordspel.play import BoardState, MoveError, Play
from wordmastermind.core.woordspel.rules import SCRABBLE_EN
from wordmastermind.core.woordspel.score import score_play
from wordmastermind.core.woordspel.simulate import random_game

BOARD = BoardDefinition()


def p(text: str, **kwargs: object) -> Play:
    return Play.parse(text, **kwargs)  # type: ignore[arg-type]


def new_game() -> Game:
    return Game(("Anna", "Bas"))


def after_lees() -> Game:
    """Anna has laid LEES from h8 across (h8 L, i8 E, j8 E, k8 S)."""
    return new_game().with_move(p("8H LEES"))


def words(score_or_game: object) -> list[tuple[str, int]]:
    score = score_or_game
    return [(w.text, w.points) for w in score.words]  # type: ignore[attr-defined]


def refused(game: Game, move: object) -> str:
    before = game
    with pytest.raises(WoordspelError) as info:
        game.with_move(move)  # type: ignore[arg-type]
    assert game == before  # bad input never changes the game
    return str(info.value)


# --- tiles and the board --------------------------------------------------------


def test_errors_are_rule_errors() -> None:
    for error in (WoordspelError, NotationError, BoardError, RackError, MoveError, SetupError,
                  EndError):
        assert issubclass(error, RuleError) and issubclass(error, ValueError)


def test_tile_table_is_the_rules_table() -> None:
    # Letter / Waarde / Frequentie from the rules text
    values = [1, 3, 5, 2, 1, 5, 3, 3, 2, 6, 4, 4, 4, 1, 2, 5, 7, 2, 3, 2, 3, 4, 5, 7, 5, 5]
    counts = [7, 3, 2, 6, 16, 2, 4, 4, 5, 2, 3, 3, 3, 8, 5, 2, 1, 6, 4, 5, 3, 3, 2, 1, 1, 1]
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    assert {k: TILE_VALUES[k] for k in letters} == dict(zip(letters, values))
    assert {k: TILE_COUNTS[k] for k in letters} == dict(zip(letters, counts))
    assert sum(counts) == 102
    assert TILE_VALUES["?"] == 0 and TILE_COUNTS["?"] == 2
    assert TOTAL_TILES == 104


def test_standard_board_layout() -> None:
    bonuses = Counter(b for b in BOARD.bonuses if b is not None)
    assert bonuses == {Bonus.TRIPLE_WORD: 8, Bonus.DOUBLE_WORD: 17, Bonus.TRIPLE_LETTER: 12,
                       Bonus.DOUBLE_LETTER: 24}
    assert BOARD.bonus(CENTRE) is Bonus.DOUBLE_WORD
    assert [str(s) for s in (CENTRE,)] == ["h8"]
    for name, bonus in [("a1", Bonus.TRIPLE_WORD), ("o15", Bonus.TRIPLE_WORD),
                        ("b2", Bonus.DOUBLE_WORD), ("f2", Bonus.TRIPLE_LETTER),
                        ("d1", Bonus.DOUBLE_LETTER), ("g7", Bonus.DOUBLE_LETTER)]:
        assert BOARD.bonus(Square.parse(name)) is bonus
    rows = BOARD.rows()
    assert rows == tuple(reversed(rows))  # symmetric: row 1 and row 15 alike
    assert BoardDefinition.parse(rows) == BOARD and BOARD.is_standard


def test_board_definition_is_editable_and_checked() -> None:
    edited = BOARD.with_bonus(Square.parse("i8"), Bonus.TRIPLE_LETTER)
    assert edited.bonus(Square.parse("i8")) is Bonus.TRIPLE_LETTER and not edited.is_standard
    assert BOARD.bonus(Square.parse("i8")) is None  # the original is a value, unchanged
    rows = list(BOARD.rows())
    rows[2] = rows[2][:5] + "x" + rows[2][6:]
    with pytest.raises(BoardError) as info:
        BoardDefinition.parse(rows)
    assert str(info.value).startswith("f3: 'x' is no bonus")
    rows = list(BOARD.rows())
    with pytest.raises(BoardError, match="row 4 has 14 squares, not 15"):
        BoardDefinition.parse([*rows[:3], rows[3][:-1], *rows[4:]])


def test_coordinates_row_first_across_column_first_down() -> None:
    assert Coordinate.parse("8H") == Coordinate(Square(7, 7), Direction.ACROSS)
    assert Coordinate.parse("h8") == Coordinate(Square(7, 7), Direction.DOWN)
    assert Coordinate.parse("15o") == Coordinate(Square.parse("o15"), Direction.ACROSS)
    assert str(Coordinate.parse("a12")) == "A12" and str(Coordinate.parse("12a")) == "12A"
    for bad in ("16A", "A0", "P8", "8", "H", "88"):
        with pytest.raises(NotationError, match="is no coordinate"):
            Coordinate.parse(bad)


def test_racks_hold_at_most_eight_known_tiles() -> None:
    assert parse_rack("ab? c") == "ABC?"
    with pytest.raises(RackError, match="has 9 tiles; a rack holds at most 8"):
        parse_rack("AAAAEEEEE")
    with pytest.raises(RackError, match="has 2 Q; the game has 1"):
        parse_rack("QQ")


# --- scoring ---------------------------------------------------------------------


def test_the_rules_example_lees_scores_18() -> None:
    # "het woord lees gelegd, de woordwaarde is 9 en er is een bonus van twee keer de
    # woordwaarde, er is dus een score behaald van 18 punten"
    score = new_game().preview(p("8H LEES"))
    assert [(w.text, w.letter_points, w.factor, w.points) for w in score.words] == [
        ("LEES", 9, 2, 18)]
    assert score.points == 18
    # the same word down, or ending on the centre, scores the same
    assert new_game().preview(p("H8 LEES")).points == 18
    assert new_game().preview(p("8E LEES")).points == 18


def test_a_cross_word_move_scores_every_word() -> None:
    # AN under L and E of LEES forms AN across and LA, EN down; i9 doubles the N.
    score = after_lees().preview(p("9H AN"))
    assert [(w.text, w.letter_points, w.factor, w.points) for w in score.words] == [
        ("AN", 1 + 2 * 1, 1, 3), ("LA", 4 + 1, 1, 5), ("EN", 1 + 2 * 1, 1, 3)]
    assert score.points == 11


def test_a_bonus_counts_only_when_first_covered() -> None:
    # LEES covered the centre; ZO played through it later gets no word bonus.
    game = after_lees().with_move(p("9G ZO"))
    assert game.sheet().rows[-1].points == 12 + 6
    later = game.preview(p("H7 A.O"))
    # h7 A, h8 L (old, its double word spent), h9 O: 1 + 4 + 2
    first = later.words[0]
    assert (first.text, first.factor, first.points) == ("ALO", 1, 7)


def test_two_word_bonuses_in_one_word_count_once() -> None:
    # ROOS down through the centre, then KAARSEN along row 5 covers e5 and k5,
    # both double word: doubled once (26), not four times (52).
    game = new_game().with_move(p("H5 ROOS"))
    score = game.preview(p("5E KAA.SEN"))
    assert [(w.text, w.letter_points, w.factor, w.points) for w in score.words] == [
        ("KAARSEN", 4 + 1 + 1 + 2 + 3 + 1 + 1, 2, 26)]
    assert game.preview(p("5E KAARSEN")) == score  # the R may be written or dotted


def test_a_double_and_a_triple_word_in_one_word_take_the_triple() -> None:
    # BOTERHAM from a8 (triple word) to h8 (double word): x3, not x6.
    score = new_game().preview(p("8A BOTERHAM"))
    word = score.words[0]
    assert (word.letter_points, word.factor, word.points) == (3 + 2 + 2 + 2 * 1 + 2 + 3 + 1 + 4, 3, 57)


def test_a_move_with_all_eight_tiles_scores_double() -> None:
    score = new_game().preview(p("8A BOTERHAM"))
    assert score.all_tiles and score.word_points == 57 and score.points == 114
    seven = new_game().preview(p("8B OTERHAM"))
    assert not seven.all_tiles and seven.points == seven.word_points


def test_a_blank_may_stand_for_a_different_letter_in_each_word() -> None:
    # The blank at i9 is the N of AN and the R of ER: worth 0 in both.
    score = after_lees().preview(p("9H An", cross={"i9": "R"}))
    assert words(score) == [("An", 1), ("LA", 5), ("Er", 1)]
    assert score.points == 7
    assert [(str(t.square), t.tile, t.reading) for t in score.placed] == [
        ("h9", "A", "A"), ("i9", "?", "N")]
    game = after_lees().with_move(p("9H An", cross={"i9": "R"}))
    assert game.state().at(Square.parse("i9")).face == "n"  # type: ignore[union-attr]
    # the same letter in both words is the default
    assert words(after_lees().preview(p("9H An"))) == [("An", 1), ("LA", 5), ("En", 1)]


def test_a_later_word_may_read_a_blank_on_the_board_as_another_letter() -> None:
    game = after_lees().with_move(p("9H An", cross={"i9": "R"}))
    # AAS along row 9: the blank, laid as the N of AN, is read as an A now
    score = game.preview(p("9H AaS"))
    assert words(score) == [("AaS", 1 + 0 + 3), ("ES", 1 + 3)]
    assert words(game.preview(p("9H .nS"))) == [("AnS", 4), ("ES", 4)]


def test_only_a_blank_stands_for_another_letter() -> None:
    assert refused(after_lees(), p("9H AN", cross={"i9": "R"})) == (
        "turn 2 (Bas): i9 holds N, which stands only for N, not R: only a blank may stand "
        "for another letter in a cross-word")
    assert refused(after_lees(), p("9H AN", cross={"o1": "R"})) == (
        "turn 2 (Bas): o1 lies in no cross-word of this play")


def test_y_may_stand_for_y_or_for_ij() -> None:
    # IJS with the Y tile as IJ: Y 5 + S 3; with the I and J tiles: 2 + 6 + 3.
    as_ij = after_lees().preview(p("K7 ĲS"))
    assert words(as_ij) == [("IJS", 8)]
    assert [(t.tile, t.reading) for t in as_ij.placed] == [("Y", "IJ")]
    assert after_lees().preview(p("K7 [IJ]S")) == as_ij
    assert words(after_lees().preview(p("K6 IJS"))) == [("IJS", 11)]
    assert words(after_lees().preview(p("K7 YS"))) == [("YS", 8)]
    # ...but not the other way round: I and J tiles are two letters, and an E is no IJ
    game = after_lees().with_move(p("K7 ĲS"))
    assert words(game.preview(p("K7 Y.T"))) == [("YST", 10)]  # read as Y in a later word
    assert refused(after_lees(), p("I8 ĲS")) == (
        "turn 2 (Bas): i8 already holds E: a word through it uses that letter, not Ĳ")


def test_word_notation_round_trips() -> None:
    play = p("k7 Ĳs.", rack="Y?", cross={"k8": "t"})
    assert play.notation == "K7 Ĳs."
    assert p(play.notation, rack="Y?", cross={"k8": "T"}) == play


def test_play_from_tiles_on_the_board() -> None:
    state = after_lees().state()
    play = Play.from_tiles(state, [(Square.parse("l8"), "T")])
    assert play.notation == "8H ....T"
    down = Play.from_tiles(state, [(Square.parse("h9"), "A"), (Square.parse("h10"), "s")])
    assert down.notation == "H8 .As"
    with pytest.raises(MoveError, match="the tiles are not in one line"):
        Play.from_tiles(state, [(Square.parse("g9"), "A"), (Square.parse("h10"), "S")])
    with pytest.raises(MoveError, match="h10 is empty: the tiles of a move form one word, without a gap"):
        Play.from_tiles(state, [(Square.parse("h9"), "A"), (Square.parse("h11"), "S")])
    with pytest.raises(MoveError, match="h8 already holds a tile"):
        Play.from_tiles(state, [(Square.parse("h8"), "A")])


# --- legal moves ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("move", "message"),
    [
        ("8I LEES", "turn 1 (Anna): the first word must cover the centre square h8"),
        ("8H LES", "turn 1 (Anna): the first word needs at least 4 letters; LES has 3"),
        ("8A ABCDEFGHI", "turn 1 (Anna): a move lays at most 8 tiles (a full rack); this one lays 9"),
        ("8L LEESTAFEL", ("turn 1 (Anna): LEESTAFEL from l8 runs off the board: it needs 9 squares "
                          "across, and column o is the last")),
        ("H8 ....", "turn 1 (Anna): h8 is empty, but '.' stands for a tile already on the board"),
    ],
)
def test_bad_first_moves(move: str, message: str) -> None:
    assert refused(new_game(), p(move)) == message


@pytest.mark.parametrize(
    ("move", "message"),
    [
        ("H7 ZO", "turn 2 (Bas): h8 already holds L: a word through it uses that letter, not O"),
        ("2B ZO", ("turn 2 (Bas): 2B ZO touches no tile on the board: every word after the first "
                   "builds on tiles already there")),
        ("8L T", ("turn 2 (Bas): the word runs on: k8, just before it, holds S; write the whole "
                  "word from its first letter")),
        ("8H LEES", "turn 2 (Bas): 8H LEES lays no tile: every square of it is already covered"),
        ("O13 ZOEN", ("turn 2 (Bas): ZOEN from o13 runs off the board: it needs 4 squares down, "
                      "and row 15 is the last")),
    ],
)
def test_bad_later_moves(move: str, message: str) -> None:
    assert refused(after_lees(), p(move)) == message


def test_a_play_uses_only_tiles_from_the_rack() -> None:
    assert refused(new_game(), p("8H LEES", rack="AELST")) == (
        "turn 1 (Anna): the rack AELST lacks E for this play")
    assert refused(new_game(), p("8H LEeS", rack="EELS")) == (
        "turn 1 (Anna): the rack EELS lacks a blank for this play")
    assert new_game().with_move(p("8H LEeS", rack="ELS?")).sheet().rows[0].points == 16


def test_no_more_tiles_of_a_letter_than_the_game_has() -> None:
    game = new_game().with_move(p("8H QUIZ"))
    assert refused(game, p("I8 .Q")) == (
        "turn 2 (Bas): the game has 1 Q, and 1 already lie on the board: this play needs 1")
    assert refused(game, p("9H ZO", rack="Q")) == (
        "turn 2 (Bas): the rack Q holds Q, but the game has no more of them off the board")


def test_the_current_rack_goes_with_the_next_turn() -> None:
    game = new_game().with_racks(("EELSSTU?", None))
    assert len(game.unseen(0)) == 104 - 8
    assert refused(game, p("8H LEEK")) == "turn 1 (Anna): the rack EELSSTU? lacks K for this play"
    game = game.with_move(p("8H LEES"))
    assert game.moves[0].rack == "EELSSTU?" and game.racks == (None, None)  # type: ignore[union-attr]


def test_a_turn_of_four_players_keeps_the_other_players_racks() -> None:
    """Anna's turn takes only her rack: the racks typed for Cor, say, were all lost (and the game held two
    racks for four players)."""
    game = Game(("Anna", "Bas", "Cor", "Dirk"), rules=SCRABBLE_EN)
    game = game.with_racks(("EELSST?", None, "AGINORT", "BDEHKMN"))
    game = game.with_move(p("8H LEES"))
    assert game.moves[0].rack == "EELSST?"  # type: ignore[union-attr]
    assert game.racks == (None, None, "AGINORT", "BDEHKMN")


def test_a_pass_keeps_the_rack() -> None:
    game = new_game().with_racks(("EELSSTU?", None)).with_move(Pass())
    assert game.moves[0] == Pass("EELSSTU?") and game.racks[0] == "EELSSTU?"


def test_exchanges_score_nothing_and_are_checked() -> None:
    game = after_lees().with_move(Exchange("QX", rack="AQXZ")).with_move(Exchange(count=3))
    rows = game.sheet().rows
    assert [(r.kind, r.text, r.points) for r in rows[1:]] == [("exchange", "-QX", 0),
                                                             ("exchange", "-3", 0)]
    assert refused(after_lees(), Exchange("QX", rack="AQZ")) == (
        "turn 2 (Bas): the rack AQZ lacks X to exchange")
    with pytest.raises(MoveError, match="an exchange puts back 1 to 8 tiles, not 0"):
        Exchange()


def test_players() -> None:
    with pytest.raises(SetupError, match="Woordspel is played by 2 players, not 3"):
        Game(("A", "B", "C"))  # type: ignore[arg-type]
    with pytest.raises(SetupError, match="both players are called Anna"):
        Game(("Anna", "anna"))
    with pytest.raises(SetupError, match="a player needs a name"):
        Game(("Anna", "  "))


# --- the sheet, the end -----------------------------------------------------------


def test_running_totals_and_turn_order() -> None:
    game = after_lees().with_move(p("9G ZO")).with_move(Pass()).with_move(p("9G ..N"))
    sheet = game.sheet()
    assert [(r.turn, sheet.players[r.player], r.text, r.points, r.total) for r in sheet.rows] == [
        (1, "Anna", "8H LEES", 18, 18),
        (2, "Bas", "9G ZO", 18, 18),
        (3, "Anna", "-", 0, 18),
        (4, "Bas", "9G ..N", 9 + 3, 30),  # ZON (N on i9 doubled) and EN down
    ]
    assert sheet.rows[-1].words == ("ZON", "EN")
    assert sheet.next_player == 0 and sheet.totals == (18, 30)


def test_three_passes_in_a_row_end_the_game() -> None:
    game = after_lees()
    for _ in range(3):  # turns 2, 3, 4: turn 2 does not count
        game = game.with_move(Pass())
    assert not game.sheet().over
    game = game.with_move(Pass())  # turn 5: passes in turns 3, 4 and 5
    sheet = game.sheet()
    assert sheet.over and sheet.ending == "passes" and sheet.pass_turns == (3, 4, 5)
    assert sheet.next_player is None and not sheet.final and sheet.winner is None
    assert refused(game, p("9G ZO")) == "turn 6 (Bas): the game is over: three passes in a row (turns 3 to 5)"


def test_a_play_or_exchange_breaks_a_run_of_passes() -> None:
    game = after_lees().with_move(Pass()).with_move(Pass()).with_move(Pass())
    game = game.with_move(Exchange(count=2)).with_move(Pass()).with_move(Pass())
    assert not game.sheet().over
    assert game.with_move(Pass()).sheet().over


def test_redeal_after_both_players_pass_in_turns_1_and_2() -> None:
    game = new_game().with_move(Pass()).with_move(Pass())
    sheet = game.sheet()
    assert sheet.redealt and not sheet.over and sheet.next_player == 0
    # the first word still has to come, on the centre
    assert refused(game, p("8I LEES")) == "turn 3 (Anna): the first word must cover the centre square h8"
    game = game.with_move(p("8H LEES"))
    assert game.sheet().rows[-1].points == 18
    # passes in turns 1 and 2 did not count: three more passes end it
    for _ in range(2):
        game = game.with_move(Pass())
    assert not game.sheet().over
    assert game.with_move(Pass()).sheet().over
    # no redeal when only one player passed, or a player exchanged
    assert not new_game().with_move(Pass()).with_move(Exchange(count=8)).sheet().redealt
    assert not after_lees().with_move(Pass()).sheet().redealt


def test_end_of_game_deduction_after_three_passes() -> None:
    game = after_lees().with_move(p("9G ZO"))
    for _ in range(3):
        game = game.with_move(Pass())
    final = game.with_end(("EN", "QX?"))
    sheet = final.sheet()
    assert sheet.scored == (18, 18)
    assert sheet.deductions == (1 + 1, 7 + 7 + 0)
    assert sheet.totals == (16, 4) and sheet.winner == 0 and sheet.final
    assert [(r.kind, r.text, r.points, r.total) for r in sheet.rows[-2:]] == [
        ("end", "(EN)", -2, 16), ("end", "(QX?)", -14, 4)]
    # the tiles left must exist off the board
    with pytest.raises(EndError, match="the racks left hold Z, more than the tiles off the board"):
        game.with_end(("Z", ""))
    # a rack that is no rack is said by its player, as the field names it ("Tiles left by Anna")
    with pytest.raises(WoordspelError, match="the tiles left by Anna 'A1B': '1' is no tile"):
        game.with_end(("A1B", ""))


def test_going_out_needs_an_empty_bag_and_gives_no_bonus() -> None:
    game = random_game(seed=0)  # Anna went out; Bas kept G and K
    assert game.end is not None and game.end.racks == ("", "GK")
    sheet = game.sheet()
    assert sheet.ending == "out" and sheet.final
    assert sheet.deductions == (0, 3 + 4)
    assert sheet.totals == (sheet.scored[0], sheet.scored[1] - 7)  # no bonus for Anna
    assert sheet.winner == (0 if sheet.totals[0] > sheet.totals[1] else 1)
    # with tiles still in the bag the game is not over
    short = Game(game.players, moves=game.moves[:10])
    with pytest.raises(EndError, match="the bag still holds"):
        short.with_end(("", "A"))
    with pytest.raises(EndError, match="both players still hold tiles"):
        short.with_end(("E", "A"))


def test_a_draw_has_no_winner() -> None:
    game = after_lees().with_move(p("9G ZO"))
    for _ in range(3):
        game = game.with_move(Pass())
    sheet = game.with_end(("E", "A")).sheet()
    assert sheet.totals == (17, 17) and sheet.winner is None


def test_moves_after_the_end_are_refused_and_the_end_can_be_removed() -> None:
    game = after_lees()
    for _ in range(4):
        game = game.with_move(Pass())
    final = game.with_end(("", ""))
    assert refused(final, Penalty(0, 5)) == "the game has ended: remove the end of the game to add a move"
    assert final.without_end() == game


def test_penalties_are_not_turns() -> None:
    game = after_lees().with_move(Penalty(0, 10)).with_move(p("9G ZO"))
    sheet = game.sheet()
    assert [(r.kind, r.turn, r.player, r.points, r.total) for r in sheet.rows] == [
        ("play", 1, 0, 18, 18), ("penalty", None, 0, -10, 8), ("play", 2, 1, 18, 18)]


def test_withdrawn_play_scores_nothing_and_leaves_no_tile() -> None:
    game = after_lees().with_move(p("9G ZO", withdrawn=True))
    sheet = game.sheet()
    assert [(r.kind, r.points, r.total) for r in sheet.rows[1:]] == [
        ("play", 18, 18), ("withdrawn", -18, 0)]
    assert sheet.state.at(Square.parse("g9")) is None and sheet.next_player == 0


def test_edits_check_every_later_move() -> None:
    game = after_lees().with_move(p("9G ZO"))
    with pytest.raises(MoveError, match=r"turn 2 \(Bas\): h9 already holds E: .* not O"):
        game.with_move_replaced(0, p("H8 LEES"))
    assert game.with_move_replaced(1, p("9H AN")).sheet().rows[1].points == 11
    with pytest.raises(MoveError, match="the first word must cover the centre"):
        game.without_move(0)
    assert game.without_last_move() == after_lees()
    assert game.with_players(("Anna", "Cor")).sheet().players == ("Anna", "Cor")


def test_another_board_definition_rescores_the_game() -> None:
    board = BOARD.with_bonus(CENTRE, Bonus.TRIPLE_WORD)
    assert after_lees().with_board(board).sheet().rows[0].points == 27


def test_unseen_tiles_are_the_bag_and_the_opponents_rack() -> None:
    game = after_lees().with_racks((None, "AGINOZ??"))
    off_board = Counter(TILE_COUNTS) - Counter("EELS")
    assert Counter(game.unseen(0)) == off_board  # Anna's rack is not known
    assert Counter(game.unseen(1)) == off_board - Counter("AGINOZ??")
    assert len(game.unseen(1)) == 104 - 4 - 8
    assert "?" not in game.unseen(1)
    assert Counter(game.unseen(0, rack="EEEE")) == off_board - Counter("EEEE")


# --- properties ---------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000))
def test_scores_of_random_games(seed: int) -> None:
    game = random_game(seed)
    sheet = game.sheet()
    for row in sheet.rows:
        if row.kind != "play":
            continue
        score = row.score
        assert score is not None
        assert score.points >= 0
        assert score.all_tiles == (len(score.placed) == 8)
        assert score.points == sum(w.points for w in score.words) * (2 if score.all_tiles else 1)
        for word in score.words:
            assert word.points == word.letter_points * word.factor
            assert word.factor in (1, 2, 3) and word.length >= 2
    totals = [0, 0]
    for row in sheet.rows:
        totals[row.player] += row.points
    assert tuple(totals) == sheet.totals
    assert sheet.state.tile_count + len("".join(game.end.racks if game.end else "")) <= 104


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(3, 30))
def test_unseen_tiles_of_unfinished_random_games(seed: int, turns: int) -> None:
    game = random_game(seed, turns=turns)
    sheet = game.sheet()
    for player in (0, 1):
        rack = (game.end.racks[player] if game.end else game.racks[player]) or ""
        unseen = game.unseen(player)
        assert len(unseen) == 104 - sheet.state.tile_count - len(rack)
        assert Counter(unseen) + Counter(sheet.state.tiles()) + Counter(rack) == Counter(TILE_COUNTS)


LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@given(
    st.text(LETTERS + LETTERS.lower(), min_size=4, max_size=8),
    st.integers(0, 7),
    st.sampled_from(Direction),
)
def test_first_move_scores_its_letters_doubled_on_the_centre(
    word: str, offset: int, direction: Direction
) -> None:
    offset %= len(word)
    dr, dc = direction.step
    start = Square(7 - dr * offset, 7 - dc * offset)
    play = Play(Coordinate(start, direction), tuple(word))
    tiles = Counter("?" if c.islower() else c for c in word)
    if any(count > TILE_COUNTS[tile] for tile, count in tiles.items()):
        with pytest.raises(RackError, match="the game has"):
            score_play(BoardState(), BOARD, play)
        return
    score = score_play(BoardState(), BOARD, play)
    letters = 0
    factor = 1
    for i, char in enumerate(word):
        bonus = BOARD.bonus(Square(start.row + dr * i, start.col + dc * i))
        value = 0 if char.islower() else TILE_VALUES[char]
        letters += value * (bonus.letter_factor if bonus else 1)
        factor = max(factor, bonus.word_factor if bonus else 1)
    assert factor >= 2  # the centre, or a triple word at a8, o8, h1 or h15
    assert score.points == letters * factor * (2 if len(word) == 8 else 1) >= 0
    assert score.words[0].text == word


@given(st.lists(st.sampled_from([*LETTERS, *LETTERS.lower(), "IJ", "ij", "."]), min_size=1,
                max_size=15), st.sampled_from(["8H", "H8", "1A", "A1"]))
def test_play_notation_round_trips(tokens: list[str], coordinate: str) -> None:
    play = Play(Coordinate.parse(coordinate), tuple(tokens))
    assert Play.parse(play.notation) == play


def test_accepted_words_are_remembered_and_change_no_score() -> None:
    game = Game(("Anna", "Bas")).with_move(Play.parse("8H LEES"))
    accepted = game.with_accepted("lees")
    assert accepted.accepted_words == {"LEES"} and accepted.sheet().totals == game.sheet().totals
    assert accepted.with_move(Pass()).accepted_words == {"LEES"}
    assert accepted.with_accepted("LEES", accepted=False) == game
    with pytest.raises(RuleError, match="no word to accept"):
        game.with_accepted("")


def test_the_reports_language_belongs_to_the_game_and_every_edit_keeps_it() -> None:
    from wordmastermind.core.woordspel.report import WOORDSPEL_REPORT, LANGUAGES

    assert REPORT_LANGUAGES == LANGUAGES == ("en", *(WOORDSPEL_REPORT.languages or ())) == ("en", "nl")
    assert new_game().language == "en"
    game = Game(("Anna", "Bas"), language="nl")
    edits = [
        game.with_move(p("8H LEES")),
        game.with_move(p("8H LEES")).with_move_replaced(0, p("H8 LEES")),
        game.with_move(p("8H LEES")).with_move(Pass()).without_move(1),
        game.with_move(p("8H LEES")).without_last_move(),
        game.with_racks(("EELSSTU?", None)),
        game.with_players(("Cor", "Dirk")),
        game.with_board(BOARD.with_bonus(CENTRE, Bonus.TRIPLE_WORD)),
        game.with_title("Clubavond", "Ronde 3"),
        game.with_accepted("zo"),
    ]
    ended = game.with_move(p("8H LEES")).with_move(p("9G ZO"))
    for _ in range(3):
        ended = ended.with_move(Pass())
    edits += [ended.with_end(("EN", "Q")), ended.with_end(("EN", "Q")).without_end()]
    assert [g.language for g in edits] == ["nl"] * len(edits)
    for wrong in ("fr", "NL", 1, None):
        with pytest.raises(SetupError, match="the reports' language is one of en, nl, not"):
            Game(("Anna", "Bas"), language=wrong)  # type: ignore[arg-type]
