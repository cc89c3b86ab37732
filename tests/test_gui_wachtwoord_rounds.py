"""The Wachtwoord tab as the game master drives it (issue 20): running totals, every round, a
leader until the game is over, the starting team, and the clue check's warnings."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from test_gui_wachtwoord import A_LIST, B_LIST, click_word, enter_example, set_up  # noqa: E402


@pytest.fixture
def sheet(qtbot: Any) -> Any:
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    widget = WachtwoordSheet()
    qtbot.addWidget(widget)
    return widget


def row_of(sheet: Any, round_number: int, player: str) -> list[str | None]:
    model = sheet.model
    for r in range(model.rowCount()):
        if model.index(r, 0).data() == str(round_number) and model.index(r, 1).data() == player:
            return [model.index(r, c).data() for c in range(2, model.columnCount())]
    raise AssertionError(f"no row for {player} in round {round_number}")


def column(sheet: Any, title: str) -> int:
    model = sheet.model
    titles = [model.headerData(c, _horizontal()) for c in range(model.columnCount())]
    return titles.index(title) - 2


def _horizontal() -> Any:
    from PySide6.QtCore import Qt

    return Qt.Orientation.Horizontal


def test_the_sheet_shows_running_totals_as_the_printed_sheet(sheet: Any) -> None:
    enter_example(sheet)
    annie = row_of(sheet, 1, "Annie")
    joop = row_of(sheet, 1, "Joop")
    b = [column(sheet, f"B{i}") for i in range(1, 5)] + [column(sheet, "B5*")]
    a = [column(sheet, f"A{i}") for i in range(1, 5)] + [column(sheet, "A5*")]
    assert [annie[i] for i in b] == ["8", "8", "17", "17", "31"]
    assert [joop[i] for i in a] == ["8", "8", "8", "8", "20"]
    # the points per word as a second view
    sheet.view_box.setCurrentIndex(sheet.view_box.findText("Points per word"))
    assert [row_of(sheet, 1, "Annie")[i] for i in b] == ["8", "0", "9", "0", "14"]


def test_the_tab_shows_every_round(sheet: Any) -> None:
    enter_example(sheet)
    sheet.entry.new_round_button.click()
    click_word(sheet, 1, 10)
    assert row_of(sheet, 1, "Annie")[-1] == "31"  # round 1 is still there
    assert row_of(sheet, 2, "Fred")[-1] == "10"
    assert row_of(sheet, 2, "Fred & Annie")[-1] == "10"


def test_a_leader_until_the_agreed_rounds_are_played(sheet: Any) -> None:
    enter_example(sheet)
    assert "Leader: Fred & Annie" in sheet.totals_label.text()
    assert "Winner" not in sheet.totals_label.text()
    sheet.setup.agreed.setValue(1)
    sheet.setup.apply_button.click()
    assert sheet.problem_label.text() == ""
    assert "Winner: Fred & Annie" in sheet.totals_label.text()
    assert not sheet.entry.new_round_button.isEnabled() and not sheet.live.new_round_button.isEnabled()
    assert "The game is over." in sheet.live.turn_label.text() and not sheet.end_button.isEnabled()
    assert not sheet.new_round() and "the game is over after 1 rounds" in sheet.problem_label.text()
    assert len(sheet.document.game.rounds) == 1


def test_the_game_master_ends_the_game_and_can_take_it_back(sheet: Any, tmp_path: Path) -> None:
    set_up(sheet)
    click_word(sheet, *A_LIST[0])
    assert not sheet.end_button.isEnabled()  # a round is being played
    assert not sheet.toggle_end() and "round 1 is not finished" in sheet.problem_label.text()
    for a, b in zip(A_LIST[1:], B_LIST):
        click_word(sheet, *b)
        click_word(sheet, *a)
    click_word(sheet, *B_LIST[-1])
    sheet.end_button.click()
    assert "Winner: Fred & Annie" in sheet.totals_label.text()
    path = tmp_path / "ended.wwd"
    sheet.save(path)
    assert json.loads(path.read_text("utf-8"))["ended"] is True
    assert sheet.end_button.text().replace("&", "") == "Resume the game"
    sheet.end_button.click()
    assert "Leader: Fred & Annie" in sheet.totals_label.text()


def test_the_starting_team_alternates_or_as_the_game_master_sets_it(sheet: Any, tmp_path: Path) -> None:
    enter_example(sheet)
    sheet.entry.new_round_button.click()
    live = sheet.live
    assert "Joop" in live.turn_label.text()  # round 2 starts with 2A
    assert sheet.starts_box.currentText() == "alternating: Joop & Marie"
    sheet.starts_box.setCurrentIndex(sheet.starts_box.findText("Fred & Annie"))
    sheet.starts_box.activated.emit(sheet.starts_box.currentIndex())
    assert "Fred" in live.turn_label.text() and "Joop" not in live.turn_label.text()
    path = tmp_path / "starts.wwd"
    sheet.save(path)
    rounds = json.loads(path.read_text("utf-8"))["rounds"]
    assert "starts" not in rounds[0] and rounds[1]["starts"] == 1
    sheet.document.undo_stack.undo()
    assert "Joop" in live.turn_label.text()


def test_a_clue_containing_the_password_is_a_warning_and_guessed_stays(sheet: Any) -> None:
    set_up(sheet)
    live = sheet.live
    live.password.setText("kat")
    live.clue.setText("kater")
    assert "contains the password" in live.clue_label.text() and "Refused" not in live.clue_label.text()
    assert live.guessed_button.isEnabled()
    live.password.setText("tolk")
    live.clue.setText("tol")
    assert "Refused" in live.clue_label.text() and not live.guessed_button.isEnabled()


def test_an_irregular_form_is_refused_and_a_changed_vowel_warned(qtbot: Any) -> None:
    from wordmastermind.core.lexicon import make_lexicon
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet
    from wordmastermind.gui.word_checker import WordChecker

    checker = WordChecker(load=lambda: make_lexicon("nl", words=[("kist", 5.0), ("kasten", 4.5)]))
    sheet = WachtwoordSheet(checker=checker)
    qtbot.addWidget(sheet)
    set_up(sheet)
    live = sheet.live
    live.password.setText("schip")
    live.clue.setText("schepen")
    assert "form of the password" in live.clue_label.text()
    assert not live.guessed_button.isEnabled()

    live.password.setText("kist")
    checker.wait(10)
    qtbot.waitUntil(lambda: checker.lexicon() is not None)
    live.clue.setText("kasten")
    assert "may be a form of the password" in live.clue_label.text()
    assert live.guessed_button.isEnabled()


@pytest.mark.parametrize(("language", "label"), [("en", "Points to:"), ("nl", "Punten voor:"),
                                                 ("de", "Punkte für:"), ("fr", "Points pour\u00a0:")])
def test_the_entry_says_whom_the_points_go_to(qtbot: Any, language: str, label: str) -> None:
    from PySide6.QtWidgets import QLabel

    from wordmastermind.gui.i18n import Translators
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    translators = Translators()
    assert translators.install(language)
    try:
        sheet = WachtwoordSheet()
        qtbot.addWidget(sheet)
        texts = [w.text() for w in sheet.entry.findChildren(QLabel)]
        assert label in texts and "Geraden door:" not in texts
    finally:
        translators.install("en")


def test_a_three_player_game_reopened_over_names_its_buttons_and_says_it_is_over(sheet: Any) -> None:
    """Found by a scorekeeper: a finished three-player game reopened showed its two "… guessed" buttons blank,
    and Enter Words said "Round 2 is over. Start a new round" of a game that was over."""
    from wordmastermind.core.wachtwoord.game import Method, TrioGame, TrioRound, TrioWord

    words = tuple(TrioWord(("Lies",), 10) for _ in range(5))
    game = TrioGame(("Kees", "Lies", "Wim"), Method.AMERICAN, rounds=(TrioRound("Kees", words),), ended=True)
    sheet.document.replace(game, None)
    assert [button.text() for button in sheet.live.trio_buttons[:2]] == ["Lies guessed", "Wim guessed"]
    assert sheet.live.turn_label.text() == "The game is over."
    assert sheet.entry.next_label.text() == "The game is over."
    assert not sheet.entry.add_button.isEnabled() and not sheet.entry.new_round_button.isEnabled()
