"""Room in the mail dialog at 1100 × 800: each mail's result read whole on its line, the names above without
a gap, the results given the width that the addresses do not need.

Run by ``test_mail_dialog_room.py`` in a child process whose Qt (the offscreen platform) has a screen of
1920 × 1080 at the scale that :data:`SCALE` names (the suite's own screen, 800 × 800, is too small)."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QScrollArea, QSplitter

pytest.importorskip("pytestqt")

from test_gui_rounds_room import french_window, german_window, room_for_text, settle  # noqa: E402,F401  (fixtures)
from test_mail_dialog import save_and_wait  # noqa: E402


SCALE = "WORDMASTERMIND_TEST_MAIL_SCALE"
"""The scale of the child's screen, in per cent."""


def test_the_results_are_read_whole_in_a_mail_dialog_of_1100_by_800(
        qtbot: Any, french_window: Any, tmp_path: Path) -> None:
    """The Results column was 105 pixels of 330: "enregistré : Alfons.eml" wrapped onto a second line, three rows
    showed, and a line of names sat in 68 pixels, most of them empty."""
    from wordmastermind.core.wmm.simulate import random_game

    if not os.environ.get(SCALE):
        pytest.skip(f"run by test_mail_dialog_room.py, which gives {SCALE}")
    scale = int(os.environ[SCALE]) / 100  # the fonts' scale: the dialog's pixels grow with it
    game = random_game(20, 4, seed=2026, hit_chance=0.02)
    game = game.with_players(replace(p, email=f"{p.name.lower().replace(' ', '.')}@example.org")
                             for p in game.players)
    french_window.wmm.document.replace(game, None)
    french_window.wmm.show_rounds(4)
    dialog = french_window.wmm.mail_players()
    try:
        dialog.resize(round(1100 * scale), round(800 * scale))
        dialog.sender_edit.setText("Joe <joe@example.org>")
        dialog.folder_edit.setText(str(tmp_path / "courriels"))
        save_and_wait(dialog)
        settle(qtbot)
        table = dialog.results_table
        assert table.rowCount() == 20
        line = table.fontMetrics().lineSpacing()
        assert all(table.rowHeight(row) < 2 * line for row in range(20))  # a row a line
        assert table.viewport().height() >= 5 * table.rowHeight(0)  # five rows show at once, at least
        for row in range(20):
            result = table.item(row, 2).text()
            assert result.startswith("enregistré\u00a0: ")  # French: a no-break space before the colon
            assert table.fontMetrics().horizontalAdvance(result) <= room_for_text(table, 2), (
                result, [table.horizontalHeader().sectionSize(c) for c in range(3)],
                [splitter.sizes() for splitter in dialog.findChildren(QSplitter)])
            assert table.item(row, 1).toolTip() == table.item(row, 1).text()  # an address cut is whole there
        assert table.horizontalHeader().sectionSize(1) <= table.width() // 4 + 1
        who = dialog.who_label
        assert who.height() <= 2 * who.fontMetrics().lineSpacing() + 2
    finally:
        dialog.reject()


GERMAN_NAMES = [f"{first} {last}" for last in ("Schmidt-Hohenberg", "Zimmermann-Lüdenscheid")
                for first in ("Anna", "Bernd", "Charlotte", "Dieter", "Elisabeth", "Friedrich", "Gudrun",
                              "Hans-Joachim", "Ingeborg", "Jürgen")]


def test_every_way_out_shows_and_the_results_have_room_in_german(
        qtbot: Any, german_window: Any, tmp_path: Path) -> None:
    """The German ways out: 'Post: Briefe und Etiketten' was behind a scroll arrow at 1280 wide (at 100 % and
    150 %), and long names took the results' width: at 150 % 'gespeichert: …' kept its first word and scrolled.
    Every tab shows (its title whole at 100 %, in its tip always); the result has the widest column."""
    from wordmastermind.core.wmm.simulate import random_game

    if not os.environ.get(SCALE):
        pytest.skip(f"run by test_mail_dialog_room.py, which gives {SCALE}")
    game = random_game(20, 4, seed=2026, hit_chance=0.02)
    for row, name in enumerate(GERMAN_NAMES):
        address = name.lower().replace(" ", ".").replace("ü", "ue") + "@beispiel-verein.example.org"
        game = game.with_player(row, replace(game.players[row], name=name, email=address))
    german_window.wmm.document.replace(game, None)
    german_window.wmm.show_rounds(4)
    dialog = german_window.wmm.mail_players()  # at the size it asks for
    try:
        settle(qtbot)
        bar = dialog.delivery_tabs.tabBar()
        for tab in range(bar.count()):
            assert bar.rect().contains(bar.tabRect(tab)), (tab, bar.tabRect(tab), bar.rect())
            if os.environ[SCALE] == "100":  # where the screen has room, the titles are whole
                assert bar.tabRect(tab).width() >= bar.tabSizeHint(tab).width(), tab
        assert [bar.tabToolTip(i) for i in range(bar.count())] == [
            "Als .eml-Dateien speichern", "Per SMTP senden", "Post: Briefe und Etiketten"]
        dialog.sender_edit.setText("Joe <joe@example.org>")
        dialog.folder_edit.setText(str(tmp_path / "mails"))
        save_and_wait(dialog)
        settle(qtbot)
        table = dialog.results_table
        assert table.rowCount() == 20
        sizes = [table.horizontalHeader().sectionSize(column) for column in range(3)]
        assert sizes[2] >= 2 * max(sizes[:2]) - 30, sizes  # the result: the widest, near half the table
        assert not table.horizontalScrollBar().isVisible()
        for row in range(20):
            for column in (0, 1):  # a name or address cut is whole in its tip
                assert table.item(row, column).toolTip() == table.item(row, column).text()
            text = table.item(row, 2).text()
            if os.environ[SCALE] == "100":  # where the screen has room, each result is whole
                assert table.fontMetrics().horizontalAdvance(text) <= room_for_text(table, 2), text
    finally:
        dialog.reject()


def whole_lines_in_view(label: Any) -> list[int]:
    """The pixel rows of the text of ``label`` that show part of a line only: those below the last whole line in
    view that are not empty (the part of a line cut at the bottom of what shows). In the screen's pixels."""
    seen = label.visibleRegion().boundingRect()
    window = label.window()  # what shows there, as the window draws it (a pane that scrolls cuts its part)
    image = window.grab(QRect(label.mapTo(window, seen.topLeft()), seen.size())).toImage()
    ratio = image.devicePixelRatio()  # at 150 %, a pixel of the layout is one and a half of the screen's
    line = label.fontMetrics().lineSpacing()
    ground = image.pixel(image.width() - 1, image.height() - 1)  # the right end of the last row: no text there
    first = round((seen.height() // line) * line * ratio)  # below the lines that show whole
    return [y for y in range(first, image.height())
            if any(image.pixel(x, y) != ground for x in range(image.width()))]


def german_mail_dialog(german_window: Any, players: int) -> Any:
    """The German mail dialog of round 3 of a game of ``players`` with long names: every sixth without an e-mail
    address (and without a postal one)."""
    from screen_fit_walk import NAMES
    from wordmastermind.core.wmm.simulate import random_game

    if not os.environ.get(SCALE):
        pytest.skip(f"run by test_mail_dialog_room.py, which gives {SCALE}")
    game = random_game(players, 3, seed=1, hit_chance=0.0)
    game = game.with_players(replace(player, name=f"{NAMES[row % len(NAMES)]} {row // len(NAMES) + 1}",
                                     email=f"spieler{row}@beispiel-verein.example.org" if row % 6 else "")
                             for row, player in enumerate(game.players))
    german_window.wmm.document.replace(game, None)
    german_window.wmm.show_rounds(3)
    return german_window.wmm.mail_players()


@pytest.mark.parametrize("players", [20, 100])
def test_the_results_show_after_saving_at_911_by_512_and_the_names_above_in_whole_lines(
        qtbot: Any, german_window: Any, tmp_path: Path, players: int) -> None:
    """At 911 × 512 (1366 × 768 at 150 %) the results were under the fold of the pane below after a saving: the game
    master saw neither the progress nor a result without scrolling; and the line of who gets what showed "Per Mail:
    …" and the top half of its second line. The results now scroll into view as the saving begins and ends, and
    the names show in whole lines, the last one ending in "…" (the tip has them all)."""
    dialog = german_mail_dialog(german_window, players)
    try:
        dialog.resize(911, 512)  # the layout's pixels: at 150 %, the screen's 1366 × 768
        dialog.sender_edit.setText("Joe <joe@example.org>")
        dialog.folder_edit.setText(str(tmp_path / "mails"))
        settle(qtbot)
        assert (dialog.width(), dialog.height()) == (911, 512)
        assert dialog.who_label.text().startswith("Per Mail: ")
        assert not whole_lines_in_view(dialog.who_label), "a line of names is cut"
        save_and_wait(dialog)
        settle(qtbot)
        assert dialog.results_table.rowCount() == players
        box = dialog.results_table.parentWidget()  # the group "Ergebnisse"
        area = box.parentWidget()
        while not isinstance(area, QScrollArea):  # the pane below the mail, which scrolls
            area = area.parentWidget()
        pane = area.viewport()
        for part in (box, dialog.progress_bar, dialog.results_table):
            place = part.rect().translated(part.mapTo(pane, part.rect().topLeft()))
            assert pane.rect().contains(place), (type(part).__name__, place, pane.rect())
        assert "gespeichert" in dialog.status_label.text()
        assert not whole_lines_in_view(dialog.who_label), "a line of names is cut"
    finally:
        dialog.reject()


def test_the_line_of_who_gets_what_shows_whole_however_the_pane_below_is_scrolled(
        qtbot: Any, german_window: Any, tmp_path: Path) -> None:
    """The line of who gets what was the top of the pane below, which scrolls where the dialog is low: scrolled
    a little (by the wheel, or to bring the results into view as a saving ends), it showed the bottom half of
    "Per Mail: …". It is above the pane now, in whole lines (three at most: the tip has every name), and the pane
    scrolls under it."""
    dialog = german_mail_dialog(german_window, 100)
    try:
        dialog.resize(911, 512)  # the layout's pixels: at 150 %, the screen's 1366 × 768
        dialog.sender_edit.setText("Joe <joe@example.org>")
        dialog.folder_edit.setText(str(tmp_path / "mails"))
        settle(qtbot)
        who = dialog.who_label
        spacing = who.fontMetrics().lineSpacing()

        def whole() -> None:
            assert who.text().startswith("Per Mail: ")
            assert who.visibleRegion().boundingRect() == who.rect(), "the line of names is cut"
            assert who.height() % spacing == 0 and 1 <= who.height() // spacing <= 3, who.height()
            assert not whole_lines_in_view(who), "a line of names is cut"

        whole()
        save_and_wait(dialog)  # the results scrolled into view
        settle(qtbot)
        bar = dialog.lower_area.verticalScrollBar()
        assert bar.maximum() > 0, "the pane below does not scroll at this size: nothing is tried"
        for value in sorted({0, 1, spacing // 2, spacing + 3, bar.value(), bar.maximum()}):
            bar.setValue(value)
            settle(qtbot)
            whole()
    finally:
        dialog.reject()


@pytest.mark.parametrize(("width", "height"), [(911, 512), (1800, 1000)])
def test_a_status_of_several_lines_shows_in_whole_lines_and_is_read_whole(
        qtbot: Any, german_window: Any, tmp_path: Path, width: int, height: int) -> None:
    """The results' status was a label in a pane one line high and a little that scrolled: "Niemand bekommt einen
    Brief." and, cut in half, the top of the line saying who was left out and why (the only place it is said). It
    shows whole lines now, three at least, as many as there is room for, the last one ending in "…" where more
    follow; its tip has the whole status."""
    dialog = german_mail_dialog(german_window, 100)
    try:
        dialog.resize(width, height)  # the layout's pixels: at 150 %, 911 × 512 is the screen's 1366 × 768
        settle(qtbot)
        assert dialog.save_letters(tmp_path / "briefe.pdf") is None  # nobody has a postal address
        settle(qtbot)
        status = dialog.status_label
        text = status.text()
        assert text.startswith("Niemand bekommt einen Brief.\nAusgelassen: "), text
        assert not whole_lines_in_view(status), "a line of the status is cut"
        shown = status.visibleRegion().boundingRect().height()
        assert shown >= 3 * status.fontMetrics().lineSpacing(), shown  # what became of it, and the first reasons
        if shown < status.sizeHint().height():  # not all of it shows
            assert status.toolTip() == text, "the status is cut, and nowhere whole"
            assert status.link.isVisible() and ">Alles zeigen…</a>" in status.link.text()  # and shows whole from it
            assert status.link.geometry().bottom() < shown, "the link is cut"
        dialog.tell("Eine Zeile mehr.")  # a line added keeps the tip whole
        settle(qtbot)
        assert status.text().endswith("\nEine Zeile mehr.")
        assert not whole_lines_in_view(status), "a line of the status is cut"
        if status.visibleRegion().boundingRect().height() < status.sizeHint().height():
            assert status.toolTip() == status.text(), "the status is cut, and nowhere whole"
    finally:
        dialog.reject()
