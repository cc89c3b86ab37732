"""RONDO: cards, the holder, word forming, points, who starts and the sheet."""

from __future__ import annotations

import datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordmastermind.core.errors import RuleError
from wordmastermind.core.rondo.cards import (
    WOORDSPEL_VALUES,
    Erase,
    Joker,
    Letter,
    LetterValues,
    card_value,
    cards_text,
    parse_cards,
)
from wordmastermind.core.rondo.errors import (
    CardError,
    HolderError,
    LetterValuesError,
    SetupError,
    StartError,
    TurnError,
)
from wordmastermind.core.rondo.game import REPORT_LANGUAGES, Game
from wordmastermind.core.rondo.holder import Holder, Turn, check_turn, laid_slots, turn_points
from wordmastermind.core.rondo.sheet import compute_sheet
from wordmastermind.core.rondo.sides import Player, Side, who_starts

D = datetime.date
VALUES = LetterValues()


def h(text: str) -> Holder:
    return Holder.parse(text)


def t(text: str, exchanges: int = 0) -> Turn:
    return Turn(h(text), exchanges)


def two_players() -> Game:
    return Game((Side.solo("Anna", D(1970, 5, 1), "RAT"), Side.solo("Bas", D(2010, 2, 3), "ZON")))


def play(game: Game, *turns: Turn) -> Game:
    for turn in turns:
        game = game.with_turn(turn)
    return game


def check_error(previous: str, after: str, message: str, **kwargs: bool) -> None:
    with pytest.raises(TurnError) as info:
        check_turn(h(previous), t(after), **kwargs)
    assert str(info.value) == message


# --- cards and values -------------------------------------------------------


def test_errors_are_rule_errors() -> None:
    for error in (CardError, HolderError, TurnError, SetupError, StartError, LetterValuesError):
        assert issubclass(error, RuleError) and issubclass(error, ValueError)


def test_card_values_joker_1_erase_minus_2() -> None:
    assert card_value(Letter("Q"), VALUES) == 7
    assert card_value(Joker("Q"), VALUES) == 1
    assert card_value(Erase(), VALUES) == -2
    assert card_value(Erase(face_down=True), VALUES) == -2


def test_default_values_are_the_woordspel_table() -> None:
    # spelregels woordspel (Brettspielnetz.de): A1 B3 C5 D2 E1 F5 G3 H3 I2 J6 K4 L4 M4 N1 O2 P5 Q7 R2 S3 T2 U3 V4 W5 X7 Y5 Z5
    expected = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                        [1, 3, 5, 2, 1, 5, 3, 3, 2, 6, 4, 4, 4, 1, 2, 5, 7, 2, 3, 2, 3, 4, 5, 7, 5, 5]))
    assert dict(VALUES.values) == expected == dict(WOORDSPEL_VALUES)


def test_letter_values_are_editable_and_rescore() -> None:
    game = play(two_players(), t("QUA"))
    assert compute_sheet(game).columns[1].total == 7 + 3 + 1
    edited = Game(game.sides, VALUES.with_value("Q", 10), turns=game.turns)
    assert compute_sheet(edited).columns[1].total == 10 + 3 + 1


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ({**dict(WOORDSPEL_VALUES), "Q": -1}, "the value of Q must be a whole number of at least 0, not -1"),
        ({**dict(WOORDSPEL_VALUES), "1": 3}, "the letter values name '1', which is no letter A-Z"),
        ({k: v for k, v in WOORDSPEL_VALUES if k != "Z"}, "the letter values miss Z"),
    ],
)
def test_bad_letter_values(table: dict[str, int], message: str) -> None:
    with pytest.raises(LetterValuesError) as info:
        LetterValues.from_mapping(table)
    assert str(info.value) == message


def test_card_notation() -> None:
    assert parse_cards("r*a-#.") == (Letter("R"), Joker("A"), Erase(), Erase(True), None)
    assert cards_text(parse_cards(" r * a - ")) == "R*A-"
    with pytest.raises(CardError, match=r"position 2: '3' is no card"):
        parse_cards("A3")
    with pytest.raises(CardError, match="a joker stands for one letter A-Z, not 'AB'"):
        Joker("AB")


# --- the holder -------------------------------------------------------------


def test_holder_has_3_to_9_slots() -> None:
    assert len(h("ABCDEFGHI").slots) == 9
    with pytest.raises(HolderError) as info:
        h("ABCDEFGHIJ")
    assert str(info.value) == "the holder has at most 9 slots, not 10"
    with pytest.raises(HolderError) as info:
        h("AB")
    assert str(info.value) == "the holder has at least 3 slots, not 2"


def test_first_word_goes_into_three_slots() -> None:
    check_turn(Holder.empty(), t("RAT"))
    with pytest.raises(TurnError) as info:
        check_turn(Holder.empty(), t("RATS"))
    assert str(info.value) == "the first word goes into the 3 slots of the closed holder, not 4"


def test_grow_by_one_at_either_end() -> None:
    check_turn(h("RAT"), t("RATS"))
    check_turn(h("RAT"), t("BRAT"))
    assert laid_slots(h("RAT"), t("BRAT")) == (1,)
    assert laid_slots(h("RAT"), Turn(h("BRAT"), grew="end")) == (1, 2, 3, 4)


def test_holder_grew_by_two() -> None:
    check_error("RAT", "BRATS", "the holder grew by 2 slots; it may grow by at most one slot per turn")


def test_holder_cannot_shrink() -> None:
    check_error("RATS", "RAT", "the holder cannot shrink: it had 4 slots, now 3")


def test_holder_to_nine_but_not_ten() -> None:
    check_turn(h("ABCDEFGH"), t("ABCDEFGHI"))
    with pytest.raises(HolderError, match="at most 9 slots, not 10"):
        check_turn(h("ABCDEFGHI"), t("ABCDEFGHIJ"))


def test_every_slot_holds_a_card() -> None:
    check_error("RAT", "RA.", "slot 3 is empty: every slot holds a card after a turn")


def test_grew_said_but_not_grown() -> None:
    with pytest.raises(TurnError, match="the holder did not grow, so it did not grow at the front"):
        check_turn(h("RAT"), Turn(h("BAT"), grew="front"))


# --- word forming -----------------------------------------------------------


def test_a_new_word_is_at_most_one_letter_longer() -> None:
    # Rules: "Ieder nieuw woord mag één letter langer zijn dan het voorgaande."
    check_turn(h("-OOR"), t("DOOR"))   # OOR -> DOOR: one letter longer
    check_turn(h("-OOR"), t("-OORN"))  # OOR -> OORN, one slot pulled out
    check_error("-OOR", "DOORN", "the word DOORN has 5 letters, OOR had 3: "
                "a new word may be at most one letter longer than the previous one")
    check_error("--TEN", "ROTEN", "the word ROTEN has 5 letters, TEN had 3: "
                "a new word may be at most one letter longer than the previous one")


def test_a_word_two_letters_longer_is_refused_in_the_game() -> None:
    game = play(two_players(), t("OOR"), t("DOOR"), t("-OOR"))
    with pytest.raises(TurnError) as info:
        game.with_turn(Turn(h("DOORN"), grew="end"))
    assert str(info.value) == ("turn 4 (Anna): the word DOORN has 5 letters, OOR had 3: "
                               "a new word may be at most one letter longer than the previous one")


def test_erase_card_only_at_the_ends() -> None:
    check_turn(h("RATS"), t("-ATS"))
    check_turn(h("RATS"), t("RAT-"))
    check_turn(h("BOTEN"), t("--TEN"))  # a prefix wiped by two erase cards
    check_error("RATS", "R-TS", "slot 2: an erase card goes only at the start or end of the word, not between letters")


def test_erase_card_left_in_the_middle_by_growth() -> None:
    check_error("-ATS", "K-ATS", "slot 2: an erase card goes only at the start or end of the word, not between letters")


def test_word_needs_three_letters() -> None:
    check_error("RAT", "-AT", "the word AT has 2 letters; a word needs at least 3")
    check_error("RATS", "--TS", "the word TS has 2 letters; a word needs at least 3")


def test_a_letter_of_the_previous_word_stays() -> None:
    check_turn(h("RAT"), t("BAT"))
    check_error("RAT", "BUS", "no letter of the previous word RAT stays: at least one must stay uncovered")


def test_covered_erase_card_is_not_a_kept_letter() -> None:
    # Only the erase card lies where it was: no letter of ATS stays.
    check_error("-ATS", "-OND", "no letter of the previous word ATS stays: at least one must stay uncovered")


def test_a_turn_must_lay_a_card_and_form_a_new_word() -> None:
    check_error("RAT", "RAT", "no card was laid: a turn forms a new word, or is entered as skipped")
    check_error("RAT", "R*AT", "the word is still RAT: a turn must form a new word")


def test_joker_keeps_its_letter_until_covered() -> None:
    assert h("R*AT").word == "RAT"
    check_turn(h("R*AT"), t("R*ATS"))          # the joker still stands for A
    check_turn(h("R*AT"), t("R*OT"))            # R, T stay; the joker is covered by another
    # A joker standing for another letter is a different card: the old one is covered.
    assert laid_slots(h("*RAT"), t("*BAT")) == (1,)
    check_error("*R*A*T", "*B*O*S", "no letter of the previous word RAT stays: at least one must stay uncovered")
    assert turn_points(t("R*ATS"), VALUES) == 2 + 1 + 2 + 3


# --- points -----------------------------------------------------------------


def test_points_are_all_cards_in_the_holder() -> None:
    assert turn_points(t("RAT"), VALUES) == 5
    assert turn_points(t("BRAT"), VALUES) == 8


def test_exchanges_cost_two_each() -> None:
    assert turn_points(t("RAT", 1), VALUES) == 3
    assert turn_points(t("RAT", 3), VALUES) == -1
    with pytest.raises(TurnError, match="exchanges must be a whole number of at least 0, not -1"):
        Turn(h("RAT"), -1)


def test_skipped_turn_is_a_stroke_with_no_points_but_exchanges_cost() -> None:
    assert turn_points(Turn.skipped(), VALUES) == 0
    assert turn_points(Turn.skipped(2), VALUES) == -4
    game = play(two_players(), t("ZON"), Turn.skipped(), Turn.skipped(1))
    sheet = compute_sheet(game)
    bas, anna = sheet.columns[1], sheet.columns[0]
    assert [(e.word, e.points, e.stroke) for e in bas.entries] == [("ZON", 8, False), ("", -2, True)]
    assert (anna.strokes, anna.total, bas.strokes, bas.total) == (1, 0, 1, 6)


def test_erase_card_counts_for_every_following_player_until_covered() -> None:
    game = Game((Side.solo("Anna", D(1970, 1, 1), "QUA"), Side.solo("Bas", D(1980, 1, 1), "ZON"),
                 Side.solo("Cor", D(1990, 1, 1), "RAT")))
    game = play(game, t("RAT"), t("RATS"), t("-ATS"), t("-ATE"), t("-ATEN"), t("KATEN"))
    sheet = compute_sheet(game)
    by_turn = {e.turn: e.points for c in sheet.columns for e in c.entries}
    # -ATS and the two turns after it carry the erase card's -2; KATEN covers it.
    assert by_turn == {1: 5, 2: 8, 3: 6 - 2, 4: 4 - 2, 5: 5 - 2, 6: 4 + 1 + 2 + 1 + 1}


def test_beginner_variant_one_face_down_card_per_turn() -> None:
    check_error("RATS", "#ATS",
                "slot 1: a card laid face down counts as an erase card only in the beginner variant")
    check_turn(h("RATS"), t("#ATS"), beginner=True)
    assert turn_points(t("#ATS"), VALUES) == -2 + 1 + 2 + 3
    with pytest.raises(TurnError) as info:
        check_turn(h("BRATS"), t("#RAT#"), beginner=True)
    assert str(info.value) == "slots 1 and 5: only one card per turn may be laid face down"
    # one left from an earlier turn plus one new is fine
    check_turn(h("#ATS"), t("#ATE#"), beginner=True)
    check_error("RATS", "R#TS", "slot 2: an erase card goes only at the start or end of the word, not between letters",
                beginner=True)


def test_beginner_variant_in_the_game() -> None:
    plain = play(two_players(), t("ZON"), t("ZONE"))
    with pytest.raises(TurnError, match=r"turn 3 \(Bas\): slot 1: a card laid face down"):
        plain.with_turn(t("#ONE"))
    beginner = Game(plain.sides, beginner=True, turns=plain.turns).with_turn(t("#ONE"))
    assert compute_sheet(beginner).columns[1].total == 8 + (-2 + 2 + 1 + 1)


# --- players, who starts, the sheet ----------------------------------------


def test_two_to_six_players() -> None:
    sides = [Side.solo(n, D(1990, 1, i + 1), "RAT") for i, n in enumerate("ABCDEFG")]
    Game(tuple(sides[:2]))
    Game(tuple(sides[:6]))
    with pytest.raises(SetupError, match="RONDO is played by 2 to 6 players, not 1"):
        Game(tuple(sides[:1]))
    with pytest.raises(SetupError, match="RONDO is played by 2 to 6 players, not 7"):
        Game(tuple(sides))


def test_teams_of_two_from_four_players() -> None:
    p = [Player(n, D(1990, 1, i + 1)) for i, n in enumerate("ABCD")]
    rat = parse_cards("RAT")
    game = Game((Side((p[0], p[2]), rat), Side((p[1], p[3]), rat)))  # type: ignore[arg-type]
    assert [s.name for s in game.sides] == ["A & C", "B & D"]
    # tie at 5: the youngest player (D, born 4 January) is in the second team
    assert compute_sheet(game).starter == "B & D"
    with pytest.raises(SetupError, match="a side is one player or a team of two, not 3"):
        Side((p[0], p[1], p[2]))
    with pytest.raises(SetupError, match="either every side is one player or every side is a team of two"):
        Game((Side((p[0], p[1])), Side((p[2],))))


def test_highest_start_word_starts() -> None:
    sides = [Side.solo("Anna", D(2015, 1, 1), "RAT"), Side.solo("Bas", D(1950, 1, 1), "ZON")]
    assert who_starts(sides, VALUES) == 1


def test_start_tie_goes_to_the_youngest() -> None:
    sides = [Side.solo("Anna", D(1970, 5, 1), "RAT"), Side.solo("Bas", D(2010, 2, 3), "ART"),
             Side.solo("Cor", D(2012, 1, 1), "*Z*O*O")]
    assert who_starts(sides, VALUES) == 1  # Cor is younger but 3 < 5


def test_start_tie_on_the_same_birthday() -> None:
    sides = [Side.solo("Anna", D(2000, 5, 1), "RAT"), Side.solo("Bas", D(2000, 5, 1), "ART")]
    with pytest.raises(StartError) as info:
        who_starts(sides, VALUES)
    assert str(info.value) == (
        "Anna and Bas tie at 5 points and their youngest were born on the same day "
        "(2000-05-01): who starts cannot be decided"
    )


def test_start_word_is_three_letters() -> None:
    with pytest.raises(StartError) as info:
        Side.solo("Anna", D(2000, 5, 1), "RA-")
    assert str(info.value) == "Anna: the start word is 3 letter cards or jokers, not 'RA-'"
    with pytest.raises(StartError, match="who starts needs a start word from Anna, Bas"):
        who_starts([Side.solo("Anna", D(2000, 5, 1)), Side((Player("Bas", D(2001, 1, 1)),))], VALUES)


def test_a_side_without_a_start_word_cannot_begin() -> None:
    # Bas has not laid his start word yet: Anna starts though Bas is younger, and
    # the sheet works until Bas's turn, which is refused.
    sides = (Side.solo("Anna", D(2000, 5, 1), "RAT"), Side.solo("Bas", D(2001, 1, 1)),
             Side.solo("Cor", D(1990, 1, 1), "ART"))
    assert who_starts(sides, VALUES) == 0
    game = Game(sides).with_turn(t("ZON"))
    sheet = compute_sheet(game)
    assert sheet.starter == "Anna" and sheet.next_side == "Bas"
    assert [(c.name, c.started) for c in sheet.columns] == [("Anna", True), ("Bas", False), ("Cor", True)]
    assert sheet.not_started == ("Bas",)
    for turn in (t("ZONE"), Turn.skipped()):
        with pytest.raises(TurnError) as info:
            game.with_turn(turn)
        assert str(info.value) == "turn 2 (Bas): Bas has no start word yet: a side without a start word cannot begin"
    started = game.with_sides((sides[0], Side.solo("Bas", D(2001, 1, 1), "*R*A*T"), sides[2]))
    assert compute_sheet(started.with_turn(t("ZONE"))).columns[1].total == 9


def test_a_late_start_word_may_not_change_who_started() -> None:
    sides = (Side.solo("Anna", D(2000, 5, 1), "RAT"), Side.solo("Bas", D(2001, 1, 1)))
    game = Game(sides).with_turn(t("ZON"))
    with pytest.raises(StartError) as info:
        game.with_sides((sides[0], Side.solo("Bas", D(2001, 1, 1), "ZON")))
    assert str(info.value) == ("with these start words Bas would start instead of Anna, but the turns "
                               "entered so far were played from Anna on")
    assert Game(sides).with_sides((sides[0], Side.solo("Bas", D(2001, 1, 1), "ZON"))).sides[1].start_word


def test_turns_go_clockwise_from_the_starter() -> None:
    game = Game((Side.solo("Anna", D(1970, 1, 1), "RAT"), Side.solo("Bas", D(1980, 1, 1), "QUA"),
                 Side.solo("Cor", D(1990, 1, 1), "ZON")))
    game = play(game, t("RAT"), t("RATS"), t("BATS"), t("BOTS"))
    sheet = compute_sheet(game)
    assert sheet.starter == "Bas"
    turns = {c.name: [(e.turn, e.round, e.word) for e in c.entries] for c in sheet.columns}
    assert turns == {"Anna": [(3, 1, "BATS")], "Bas": [(1, 1, "RAT"), (4, 2, "BOTS")],
                     "Cor": [(2, 1, "RATS")]}
    assert sheet.next_side == "Cor"


def test_sheet_running_totals() -> None:
    game = play(two_players(), t("ZON"), t("ZONE", 1), Turn.skipped(), t("ZONES"))
    bas, anna = compute_sheet(game).columns[1], compute_sheet(game).columns[0]
    assert [(e.word, e.points, e.total) for e in bas.entries] == [("ZON", 8, 8), ("", 0, 8)]
    assert [(e.word, e.exchanges, e.points, e.total) for e in anna.entries] == [
        ("ZONE", 1, 7, 7), ("ZONES", 0, 12, 19)]


def test_bad_turn_in_the_game_names_turn_and_player() -> None:
    game = play(two_players(), t("ZON"))
    with pytest.raises(TurnError) as info:
        game.with_turn(t("ZONDER"))
    assert str(info.value) == (
        "turn 2 (Anna): the holder grew by 3 slots; it may grow by at most one slot per turn")
    assert game.without_last_turn().turns == ()


def test_agreed_rounds_end_the_game_and_name_the_winner() -> None:
    game = Game(two_players().sides, rounds=1)
    game = play(game, t("ZON"), t("ZONE"))
    sheet = compute_sheet(game)
    assert sheet.over and sheet.next_side is None and sheet.winners == ("Anna",)
    with pytest.raises(TurnError, match="turn 3: the game is over after the agreed 1 rounds"):
        game.with_turn(t("ZONES"))


def test_tied_winners_share() -> None:
    game = play(Game(two_players().sides, rounds=1), t("ZON"), t("ZIN"))  # 8 and 8
    sheet = compute_sheet(game)
    assert [c.total for c in sheet.columns] == [8, 8]
    assert sheet.winners == ("Anna", "Bas")


def test_game_holder_is_the_last_laid() -> None:
    game = play(two_players(), t("ZON"), Turn.skipped())
    assert str(game.holder()) == "ZON"
    assert two_players().holder() == Holder.empty()


def test_the_score_sheets_language_is_one_the_report_has_texts_for() -> None:
    from wordmastermind.core.rondo.report import RONDO_REPORT, LANGUAGES

    assert REPORT_LANGUAGES == LANGUAGES == ("en", *(RONDO_REPORT.languages or ())) == ("en", "nl")
    assert two_players().language == "en"
    assert Game(two_players().sides, language="nl").language == "nl"
    for wrong in ("fr", "", "NL", 1, None):
        with pytest.raises(SetupError, match="the reports' language is one of en, nl, not "):
            Game(two_players().sides, language=wrong)  # type: ignore[arg-type]


# --- properties -------------------------------------------------------------

cards = st.one_of(
    st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ").map(Letter),
    st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ").map(Joker),
    st.booleans().map(Erase),
)
holders = st.lists(cards, min_size=3, max_size=9).map(lambda c: Holder(tuple(c)))


@given(holders)
def test_notation_round_trips(holder: Holder) -> None:
    assert Holder.parse(str(holder)) == holder


@given(holders, st.integers(0, 5))
def test_points_are_the_card_sum_minus_exchanges(holder: Holder, exchanges: int) -> None:
    expected = sum(
        VALUES.value(c.letter) if isinstance(c, Letter) else 1 if isinstance(c, Joker) else -2
        for c in holder.slots if c is not None
    )
    assert turn_points(Turn(holder, exchanges), VALUES) == expected - 2 * exchanges


@given(st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=1, max_size=3),
       st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=1, max_size=3), st.integers(0, 2))
def test_an_erase_card_between_letters_is_always_refused(left: str, right: str, erases: int) -> None:
    middle = "-" * (erases + 1)
    after = left + middle + right
    previous = "X" * max(3, len(after) - 1)
    with pytest.raises(TurnError) as info:
        check_turn(h(previous), t(after))
    assert str(info.value) == (
        f"slot {len(left) + 1}: an erase card goes only at the start or end of the word, "
        "not between letters")


@given(st.lists(st.tuples(st.booleans(), st.integers(0, 3)), min_size=1, max_size=12))
def test_running_total_is_the_sum_of_points(plan: list[tuple[bool, int]]) -> None:
    # alternate two legal words; a True entry skips instead
    game = two_players()
    for skip, exchanges in plan:
        if skip:
            game = game.with_turn(Turn.skipped(exchanges))
        else:
            word = "ZOT" if game.holder().word == "ZON" else "ZON"
            game = game.with_turn(t(word, exchanges))
    sheet = compute_sheet(game)
    for column in sheet.columns:
        assert column.total == sum(e.points for e in column.entries)
        assert column.strokes == sum(e.word == "" for e in column.entries)
    assert sum(len(c.entries) for c in sheet.columns) == len(plan)
