"""The side tabs' small words (issue 32, item 8): one wording, and whole texts.

The Woordspel status line sent the game master to "(Einde van de partij)" while the tab page is named
"Einde van het spel"; the status line names the page as the page is named, in every language. The
starting-team box of Wachtwoord kept the width of the first names it showed ("om beurten: I" once the
teams had longer ones), and PASSWORD's grids elided their player's name and status ("trouvé par Ann…").
The walk over every tab at 100 % and 150 % is ``test_side_tabs_fit.py``; these are the quick checks.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QCoreApplication  # noqa: E402

import side_games_long  # noqa: E402
from side_tabs_fit_walk import combo_cut, grid_problems  # noqa: E402

LANGUAGES = ("en", "de", "nl", "fr")


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    from wordmastermind.gui.i18n import Translators

    translators = Translators()
    assert translators.install(request.param)
    try:
        yield request.param
    finally:
        translators.install("en")


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_status_line_names_the_end_page_as_the_tab_does(qtbot: Any, language: str) -> None:
    from wordmastermind.gui.woordspel.sheet import WoordspelSheet

    sheet = WoordspelSheet()
    qtbot.addWidget(sheet)
    page = sheet.pages.tabText(sheet.pages.indexOf(sheet.end_panel)).replace("&", "")
    status = QCoreApplication.translate(
        "WoordspelStandings", "Enter the tiles each player has left (End of the game) to deduct them.")
    assert re.findall(r"\(([^)]*)\)", status) == [page], (status, page)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_starting_team_box_shows_longer_names_whole(qtbot: Any, language: str) -> None:
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    sheet = WachtwoordSheet()
    qtbot.addWidget(sheet)
    sheet.load_demo()  # short names first: the box is shown at their width
    sheet.resize(1300, 700)
    sheet.show()
    qtbot.waitExposed(sheet)
    sheet.document.replace(side_games_long.wachtwoord_teams(), None)
    qtbot.waitUntil(lambda: combo_cut(sheet.starts_box) is None, timeout=2000)
    assert side_games_long.LONG[2] in sheet.starts_box.currentText()


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_password_grids_show_each_name_and_status_whole(qtbot: Any, language: str) -> None:
    from wordmastermind.gui.password.sheet import PasswordSheet

    sheet = PasswordSheet()
    qtbot.addWidget(sheet)
    sheet.resize(1200, 800)
    sheet.show()
    qtbot.waitExposed(sheet)
    sheet.document.replace(side_games_long.password_game(), None)
    sheet._show_content()
    QCoreApplication.processEvents()
    headings = [line for view in sheet.findChildren(_grid_view()) if view.isVisible() for line in view.heading_lines()]
    assert any(side_games_long.LONG[0] in text for text, _shown in headings)  # "out: found by" her
    assert not grid_problems(sheet)


def _grid_view() -> Any:
    from wordmastermind.gui.password.grid_view import GridView

    return GridView
