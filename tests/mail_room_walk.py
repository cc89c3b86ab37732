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
from PySide6.QtWidgets import QSplitter

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
        assert who.parentWidget().parentWidget().height() <= 2 * who.fontMetrics().lineSpacing() + 2
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
