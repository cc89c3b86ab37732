"""Every dialog fits the screen it is on (issue 28): a laptop's 1366 × 768, at 100 % and at 150 %.

A game master at 150 % on a small screen saw the mail dialog reach past the
screen's bottom, its Close button with it. Qt's scale is fixed when the
application starts, so each screen gets a child process: pytest runs
``screen_fit_walk.py`` there, with Qt's offscreen platform given one
screen of 1366 × 768 pixels at the logical DPI of the scale (96: 100 %, 144:
150 %, a screen of 911 × 512 for the layouts), in English and in German.
Every dialog the menus reach (with a game of 20 players), and the crash
dialog, must open inside the screen's available area, stay inside filled in
and on each of its tabs (and not grow there), keep its buttons whole and
its fields unsqueezed, and leave room for a real title bar; see
``screen_fit_walk.py``. The fitting itself is
:mod:`wordmastermind.gui.widgets.screen_fit`'s, tested on its own below.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSize  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from screen_fit_walk import SCREEN  # noqa: E402
from test_suite_hygiene import run_pytest  # noqa: E402

WALK = Path(__file__).resolve().parent / "screen_fit_walk.py"


def screen_config(folder: Path, width: int, height: int, percent: int) -> Path:
    """Qt's offscreen platform's configuration: one screen, its DPI that of the scale."""
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "laptop", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96 * percent // 100, "logicalBaseDpi": 96, "dpr": 1.0,
    }]}), encoding="utf-8")
    return config


def run_on_screen(walk: Path, tmp_path: Path, width: int, height: int, percent: int,
                  environment: dict[str, str]) -> str:
    """pytest on ``walk`` in a child process whose Qt has one screen of ``width`` × ``height`` at ``percent``
    (and ``environment``); its output, once it passed."""
    config = screen_config(tmp_path, width, height, percent)
    home = tmp_path / "home"
    home.mkdir()
    result = run_pytest([str(walk)], home, tmp_path / "basetemp", environment={
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "QT_ENABLE_HIGHDPI_SCALING": "1",
        "QT_SCALE_FACTOR": "1",
        "QT_SCREEN_SCALE_FACTORS": "",
        **environment,
    })
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-3000:]
    return result.stdout


@pytest.mark.slow
@pytest.mark.parametrize("percent", [100, 150])
def test_every_dialog_fits_a_1366_by_768_screen(tmp_path: Path, percent: int) -> None:
    said = run_on_screen(WALK, tmp_path, 1366, 768, percent, {SCREEN: f"1366x768@{percent}"})
    assert "2 passed" in said, said[-3000:]


# -- the fitting itself, on the suite's own screen (800 × 800 unless told otherwise) --------------


def _dialog(qtbot: Any, least: QSize, wanted: QSize | None = None) -> tuple[QDialog, QWidget, QDialogButtonBox]:
    """A dialog holding a part at least ``least`` large, a text that wraps and a Close button, fitted."""
    from wordmastermind.gui.widgets.screen_fit import fit_to_screen

    dialog = QDialog()
    qtbot.addWidget(dialog)
    part = QWidget(dialog)
    part.setMinimumSize(least)
    text = QLabel("A text that wraps. " * 40, dialog)
    text.setWordWrap(True)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    for widget in (part, text, buttons):
        layout.addWidget(widget)
    fit_to_screen(dialog, wanted)
    return dialog, part, buttons


def _inside(dialog: QDialog) -> bool:
    return dialog.screen().availableGeometry().contains(dialog.frameGeometry())


def test_a_dialog_opens_at_the_size_it_asks_for_where_there_is_room(qtbot: Any) -> None:
    dialog, _part, _buttons = _dialog(qtbot, QSize(100, 100), QSize(500, 400))
    dialog.show()
    qtbot.waitExposed(dialog)
    assert (dialog.width(), dialog.height()) == (500, 400)
    assert _inside(dialog)


def test_a_dialog_larger_than_its_screen_is_made_smaller_and_moved_inside(qtbot: Any) -> None:
    dialog, _part, _buttons = _dialog(qtbot, QSize(100, 100), QSize(3000, 2000))
    dialog.move(-500, 5000)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: _inside(dialog))
    area = dialog.screen().availableGeometry()
    assert dialog.width() <= area.width() and dialog.height() <= area.height()


def test_what_does_not_fit_scrolls_and_the_buttons_stay_on_the_screen(qtbot: Any) -> None:
    area = QApplication.primaryScreen().availableGeometry()
    dialog, part, buttons = _dialog(qtbot, QSize(area.width() + 200, area.height() + 200))
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: _inside(dialog))
    scroll = part.parentWidget()
    while scroll is not None and not isinstance(scroll, QScrollArea):
        scroll = scroll.parentWidget()
    assert scroll is not None and scroll.window() is dialog
    assert part.size() == part.minimumSize()  # not squeezed: it scrolls
    assert buttons.parentWidget() is dialog and dialog.rect().contains(buttons.geometry())
    assert scroll.verticalScrollBar().maximum() > 0


def test_a_dialog_whose_layout_grows_stays_inside(qtbot: Any) -> None:
    dialog, part, _buttons = _dialog(qtbot, QSize(100, 100))
    dialog.show()
    qtbot.waitExposed(dialog)
    area = dialog.screen().availableGeometry()
    part.setMinimumHeight(area.height() - 150)  # a tab with more in it, a longer text
    qtbot.waitUntil(lambda: dialog.height() >= area.height() - 150 and _inside(dialog))
    part.setMinimumHeight(area.height() + 100)  # more than there is room for: it scrolls now
    qtbot.waitUntil(lambda: _inside(dialog) and part.height() == area.height() + 100)
