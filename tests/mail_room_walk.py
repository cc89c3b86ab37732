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

from test_gui_rounds_room import french_window, room_for_text, settle  # noqa: E402,F401  (a fixture)
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
