"""Every dialog of the app opens inside its screen, and stays inside as its tabs change (issue 28).

Not collected by itself: ``test_dialogs_fit.py`` runs it in a child process
whose Qt (the offscreen platform) has one screen of the size and scale it
names in :data:`SCREEN` (``1366x768@150``: a laptop at 150 %). Each dialog
the menus of every tab reach (``dialog_walk``), with a game of 20 players
open, is looked at as it opens, filled in (the mail dialog's mails saved,
the fetch dialog's listing of a closed round and a failed fetch), then with
each page of each of its tabs and each folding part toggled: its frame must
lie inside the screen's available area, at its smallest it must leave room
for a real title bar (the offscreen platform's frame is 2 pixels), a tab
must not make it grow, no field may be squeezed below its height, and its
buttons must be inside it. The crash dialog (no menu opens it) is built here.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

import shiboken6  # noqa: E402

from PySide6.QtCore import QMargins, QRect, QSize, Qt  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QLineEdit,
    QMessageBox,
    QTabWidget,
    QToolButton,
    QWidget,
)

from wordmastermind.core.wmm.intake import InMail  # noqa: E402

from dialog_walk import leaf_actions, opened_by  # noqa: E402
from test_keyboard import _open_game, window_in  # noqa: E402,F401 (window_in: a fixture)
from dialog_walk import bad_file  # noqa: E402

SCREEN = "WORDMASTERMIND_TEST_SCREEN"
"""The screen the child process was given: ``WIDTHxHEIGHT@PERCENT``."""

COMMON_FRAME = QMargins(4, 36, 4, 4)
"""A title bar and borders as large as a desktop's (the offscreen platform's frame is 2 pixels wide)."""

REAL_ABOUT = QMessageBox.about
"""Help ▸ About's real box (the ``dialogs`` fixture answers it unseen)."""

NAMES = (
    "Annemarie Schulze-Wittenberg", "Bernhard von Hohenlohe", "Carla Brückner", "Dietrich Oberholzer",
    "Elisabeth Müller-Lüdenscheidt", "Friedrich Wilhelm Kaltenbrunner", "Gertrud Abendroth", "Hannelore Zimmermann",
    "Ingeborg Schwarzenberger", "Joachim Fahrenkrog", "Katharina Liebenstein", "Ludwig Sonnenschein",
    "Margarethe Hoffmannsthal", "Norbert Quadflieg", "Ottilie Rosenbaum", "Paul-Gerhard Wunderlich",
    "Rosemarie Vogelsang", "Siegfried Eulenburg", "Theodora Grünewald", "Ulrich Zwanziger",
)


def screen_asked() -> tuple[QSize, float]:
    """The screen the child process was given: its size in pixels and its scale."""
    found = re.fullmatch(r"(\d+)x(\d+)@(\d+)", os.environ.get(SCREEN, ""))
    if found is None:
        pytest.skip(f"run by test_dialogs_fit.py, which gives {SCREEN}")
    width, height, percent = (int(part) for part in found.groups())
    return QSize(width, height), percent / 100


def twenty_players(language: str) -> Any:
    """A game of 20 players with long names: most by mail, some by post, two with neither."""
    from dataclasses import replace

    from wordmastermind.core.wmm.simulate import random_game

    game = random_game(len(NAMES), 3, seed=1, hit_chance=0.0)
    for row, name in enumerate(NAMES):
        login = name.split()[0].lower()
        email = f"{login}.spieler@beispiel-verein.example.org" if row % 6 else ""
        address = f"{name}, Lange Straße {row + 1}, 12345 Musterstadt" if row % 6 == 0 or row % 7 == 0 else ""
        game = game.with_player(row, replace(game.players[row], name=name, email=email,
                                             address=address if row != 18 else ""))
    return game.with_settings(replace(game.settings, language=language, title="Herbstpartie der Wortfreunde"))


def roster_file(folder: Path) -> Path:
    """20 players with long names and addresses, two of them with a secret that breaks a rule."""
    lines = ["name,secret,email,address"]
    for row, name in enumerate(NAMES):
        secret = "XY" if row in (3, 11) else "HOSEN"
        lines.append(f'{name},{secret},{name.split()[0].lower()}@beispiel-verein.example.org,'
                     f'"{name}, Lange Straße {row + 1}, 12345 Musterstadt"')
    path = folder / f"roster-{len(list(folder.iterdir()))}.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def settle() -> None:
    """Let Qt lay out and place what changed (posted layout requests and moves, no waiting)."""
    for _ in range(3):
        QApplication.processEvents()


class Fit:
    """Looks at a window: what is wrong with its place on the screen, state by state."""

    def __init__(self, qtbot: Any, folder: Path) -> None:
        self.qtbot = qtbot
        self.folder = folder
        self.where = ""
        self.looked: list[str] = []

    def problems(self, window: QWidget, state: str, before: QSize | None) -> list[tuple[str, str]]:
        """What is wrong with ``window`` in ``state``: outside the screen, too large for a real title bar, grown
        (from ``before``), its layout or a field squeezed, a button cut off."""
        if not shiboken6.isValid(window) or not window.isVisible():
            return []  # gone meanwhile (a progress dialog, its reading done): nothing to look at
        screen = window.screen()
        area = screen.availableGeometry()
        frame = window.frameGeometry()
        found = []
        if not float(screen.devicePixelRatio()).is_integer():
            # A pixel and a half to the layouts' pixel: the frame's edges are rounded to whole ones.
            area = area.adjusted(-1, -1, 1, 1)
        if not area.contains(frame):
            found.append(f"its frame {_rect(frame)} is not inside the screen's available area {_rect(area)}")
        least = window.minimumSize().grownBy(COMMON_FRAME)  # the offscreen platform's frame is 2 pixels wide
        if least.width() > area.width() or least.height() > area.height():
            found.append(f"at its smallest, {window.minimumWidth()}×{window.minimumHeight()}, it leaves no room "
                         f"for a common title bar")
        if before is not None and (window.width() > before.width() or window.height() > before.height()):
            found.append(f"it grew from {before.width()}×{before.height()} to {window.width()}×{window.height()}")
        layout = window.layout()
        if layout is not None and layout.hasHeightForWidth() and \
                window.height() < (wrapped := layout.totalMinimumHeightForWidth(window.width())):
            found.append(f"its layout is squeezed: {window.height()} high, {wrapped} at least for its width")
        squeezed = [control for control in window.findChildren(QWidget) if isinstance(control, CONTROLS)
                    and not isinstance(control.parentWidget(), (QAbstractSpinBox, QComboBox))  # their own field
                    and control.isVisibleTo(window) and control.height() < control.minimumSizeHint().height()]
        found += [f"its {type(control).__name__} {_text(control)!r} is squeezed to {control.height()} high, "
                  f"{control.minimumSizeHint().height()} at least" for control in squeezed]
        for box in window.findChildren(QDialogButtonBox):
            for button in box.findChildren(QAbstractButton):
                if button.isVisibleTo(window):
                    place = QRect(button.mapTo(window, button.rect().topLeft()), button.size())
                    if not window.rect().contains(place):
                        found.append(f"its button {button.text()!r} at {_rect(place)} is cut off")
        name = f"{self.where}: {type(window).__name__} {window.windowTitle()!r}, {state}"
        return [(name, problem) for problem in found]

    def check(self, window: QWidget, state: str, before: QSize | None = None) -> list[tuple[str, str]]:
        """What is wrong in ``state``, once Qt has had the time to place the window (none if nothing)."""
        settle()
        try:
            self.qtbot.waitUntil(lambda: not self.problems(window, state, before), timeout=500)
        except self.qtbot.TimeoutError:
            return self.problems(window, state, before)
        return []

    def __call__(self, window: QWidget) -> list[tuple[str, str]]:
        """Look at ``window`` as it opened, then on every page of its tabs and with its folds opened."""
        self.qtbot.waitUntil(window.isVisible)
        self.looked.append(f"{type(window).__name__} {window.windowTitle()!r}")
        found = self.check(window, "as it opens")
        if not shiboken6.isValid(window) or not window.isVisible():
            return found
        if fill_in(window, self.folder, self.qtbot):
            found += self.check(window, "filled in")
        for tabs in window.findChildren(QTabWidget):  # a page may not make it grow: the others would not need it
            first, before = tabs.currentIndex(), window.size()
            for index in range(tabs.count()):
                if tabs.isVisible() and tabs.isTabEnabled(index):
                    tabs.setCurrentIndex(index)
                    found += self.check(window, f"on its tab {tabs.tabText(index)!r}", before)
            tabs.setCurrentIndex(first)
        for button in window.findChildren(QToolButton):
            if button.isVisible() and button.isCheckable() and button.arrowType() != Qt.ArrowType.NoArrow:
                button.toggle()
                found += self.check(window, f"with {button.text()!r} toggled")
                button.toggle()
        return found


def fill_in(window: QWidget, folder: Path, qtbot: Any) -> bool:
    """Fill the mail dialog and the fetch dialog as they are after their work; whether ``window`` is one."""
    from wordmastermind.gui.mail.dialog import MailDialog
    from wordmastermind.gui.mail.inbox_dialog import InboxDialog

    if isinstance(window, MailDialog):  # the mails saved: every player's row, the folder's long path
        window.sender_edit.setText("Spielleiter der Herbstpartie <spielleiter@beispiel-verein.example.org>")
        window.folder_edit.setText(str(folder / "Rundbriefe_der_Herbstpartie_der_Wortfreunde" / "Runde_3"))
        window.update_preview()
        assert window.save_files(), window.status_label.text()
        return True
    if isinstance(window, InboxDialog):
        # Every player's mail read for round 1 (closed since round 2 began), then a fetch that failed:
        # its reason below the listing, the account unfolded to correct it.
        window.round_spin.setValue(1)
        window.mails = [InMail(player.email, datetime(2026, 11, 30, 8, row, tzinfo=timezone.utc), f"<{row}@test>",
                               "Tipps", f"{window.game().players[(row + 1) % len(NAMES)].name}: SAHNE\n")
                        for row, player in enumerate(window.game().players) if player.email]
        window.before, window.read_round = 0, 1
        window.replan()
        assert window.closed_label.isVisibleTo(window) and window.model.rowCount()
        window.account_button.setChecked(False)
        account = window.account
        account.host_edit.setText("127.0.0.1")
        account.security_combo.setCurrentIndex(account.security_combo.findData("none"))
        account.port_spin.setValue(1)  # nobody answers there
        with qtbot.waitSignal(window.fetched, timeout=20_000):
            window.fetch()
        assert window.account.isVisibleTo(window), window.status_label.text()
        return True
    return False


CONTROLS = (QLineEdit, QComboBox, QAbstractButton, QAbstractSpinBox)
"""What must keep its height to be used: a field, a button."""


def _text(control: QWidget) -> str:
    text = getattr(control, "text", None) or getattr(control, "currentText", None)
    return str(text()) if callable(text) else ""


def _rect(rect: QRect) -> str:
    return f"{rect.width()}×{rect.height()} at ({rect.x()}, {rect.y()})"


def walk_the_menus(window: Any, fit: Fit, dialogs: Any, folder: Path, wait: Callable[[int], None]) -> list[Any]:
    """Every item of every menu of the current tab; an import reads a file (the roster: 20 players)."""
    sheet = window.current_sheet()
    skipped = {window.quit_action, window.close_action, window.new_action, window.undo_action, window.redo_action,
               window.demo_action}
    imports = {action.label: (number, action) for number, action in enumerate(sheet.imports())}
    found: list[Any] = []
    for menu in [action.menu() for action in window.menuBar().actions()]:
        for action in leaf_actions(menu):
            if action in skipped or action.menu() is window.recent_menu:
                continue
            dialogs.files = []
            if action.text() in imports:
                number, file_import = imports[action.text()]
                if sheet is window.wmm and number == 0:
                    dialogs.files = [str(roster_file(folder))]
                else:
                    dialogs.files = [str(bad_file(folder, file_import.file_filter, sheet is window.wmm))]
            fit.where = f"{type(sheet).__name__}, {menu.title()} ▸ {action.text()}"
            found += opened_by(action.trigger, wait, fit)
    return found


def each_tab_with_a_game(window: Any, language: str, folder: Path, qtbot: Any) -> Iterator[Any]:
    """Each tab in turn with a game open: Wörter-MasterMind's of 20 players."""
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        qtbot.waitUntil(lambda: window.tabs.currentWidget() is window.current_sheet())
        sheet = window.current_sheet()
        if sheet is window.wmm:
            game = twenty_players(language if language in ("de", "en") else "de")
            sheet.document.replace(game, None)
            sheet.show_rounds(len(game.rounds))
        else:
            _open_game(sheet, folder)
        yield sheet
        sheet.document.undo_stack.setClean()  # leave without being asked to save


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_dialog_opens_and_stays_inside_the_screen(
        window_in: Any, dialogs: Any, tmp_path: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch,
        language: str) -> None:
    size, scale = screen_asked()
    monkeypatch.setattr(QMessageBox, "about", REAL_ABOUT)
    window = window_in(language)
    area = window.screen().availableGeometry()
    assert (area.width(), area.height()) == (round(size.width() / scale), round(size.height() / scale)), area
    window.setGeometry(area)  # as big as it gets: its dialogs open over it
    inputs = tmp_path / "inputs"
    inputs.mkdir()
    fit = Fit(qtbot, tmp_path)
    found: list[Any] = []
    for _sheet in each_tab_with_a_game(window, language, tmp_path, qtbot):
        found += walk_the_menus(window, fit, dialogs, inputs, qtbot.wait)
    found += crash_dialog(window, fit)
    looked = " ".join(fit.looked)
    found += [("the walk", f"did not reach the {dialog}") for dialog in (
        "MailDialog", "InboxDialog", "RemindDialog", "PreferencesDialog", "HelpDialog", "ImportPreviewDialog",
        "WordListsDialog", "QPrintPreviewDialog", "QPrintDialog", "QMessageBox", "CrashDialog", "WithdrawDialog",
        "TakeOverDialog") if dialog not in looked]
    assert not found, f"{len(found)} problems at {size.width()}×{size.height()} and {scale:.0%}:\n" + "\n".join(
        f"{where}: {problem}" for where, problem in found)


def crash_dialog(window: Any, fit: Fit) -> list[Any]:
    """The crash dialog, with a long traceback and a long log path, over the window."""
    from wordmastermind.gui.crash_dialog import CrashDialog

    details = "Traceback (most recent call last):\n" + "\n".join(
        f'  File "/home/spielleiter/.local/lib/python3.12/site-packages/wordmastermind/gui/wmm/module_{n}.py", '
        f"line {n * 17}, in a_function_with_a_rather_long_name_{n}" for n in range(60))
    log = Path("/home/spielleiter/.local/state/wordmastermind/log/wordmastermind-2024-11-03.log")
    dialog = CrashDialog(details, log, True, window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    fit.where = "an unexpected error"
    return opened_by(dialog.open, fit.qtbot.wait, fit)
