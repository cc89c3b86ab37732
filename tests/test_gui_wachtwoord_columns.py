"""The on-screen Wachtwoord sheet has the printed sheet's columns (issue 32, item 10).

The tab showed the words in the order played, A1, B1, A2, B2, ..., while the printed sheet (and the
rules' own example) has the A-list's words, then the B-list's: A1 ... A5*, B1 ... B5*. Now the screen
has the printed sheet's columns, in its order, with the same numbers in them, by the American method and
the Dutch one, and with three players (1 ... 5*).
"""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

from side_games_long import wachtwoord_dutch, wachtwoord_teams, wachtwoord_trio  # noqa: E402
from wordmastermind.core.wachtwoord.report import wachtwoord_report  # noqa: E402
from wordmastermind.files.i18n import translation  # noqa: E402

GAMES = {"American": wachtwoord_teams, "Dutch": wachtwoord_dutch, "three players": wachtwoord_trio}


@pytest.fixture
def sheet(qtbot: Any) -> Any:
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    widget = WachtwoordSheet()
    qtbot.addWidget(widget)
    return widget


def shown_columns(sheet: Any) -> list[str]:
    model = sheet.model
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def cell(value: Any) -> str:
    return "" if value is None else str(value)


@pytest.mark.parametrize("method", GAMES)
def test_the_columns_on_screen_are_the_printed_sheets(sheet: Any, method: str) -> None:
    game = GAMES[method]()
    sheet.document.replace(game, None)
    sheet._show_content()
    printed = wachtwoord_report(game, catalogs=translation).tables()[0].columns
    columns = shown_columns(sheet)
    assert columns[2:-1] == [c.title for c in printed][1:-1]
    assert (columns[0], columns[1], columns[-1]) == ("Round", "Player", "Total")
    # and each player's running totals stand in the same columns as on paper, round by round
    model = sheet.model
    running = [t for t in wachtwoord_report(game, catalogs=translation).tables() if t.sheet == "Rounds"]
    assert len(running) == len(game.rounds)
    for number, table in enumerate(running, start=1):
        rows = [[cell(model.index(r, c).data()) for c in range(1, model.columnCount())]
                for r in range(model.rowCount()) if model.index(r, 0).data() == str(number)]
        for printed_row, row in zip(table.rows, rows):  # the players' rows; the teams' follow on screen
            assert row[0].startswith(str(printed_row[0]))  # "Els (clues)": the round's clue-giver
            assert row[1:] == [cell(v) for v in printed_row[1:]], (number, printed_row[0])


def test_the_rules_example_reads_as_the_printed_sheet(sheet: Any) -> None:
    from test_gui_wachtwoord import enter_example

    enter_example(sheet)
    columns = shown_columns(sheet)
    assert columns == ["Round", "Player", "A1", "A2", "A3", "A4", "A5*", "B1", "B2", "B3", "B4", "B5*", "Total"]
    model = sheet.model
    annie = next(r for r in range(model.rowCount()) if model.index(r, 1).data() == "Annie")
    assert [cell(model.index(annie, c).data()) for c in range(2, model.columnCount())] == \
        ["", "", "", "", "", "8", "8", "17", "17", "31", "31"]  # as the rules print Annie's row
