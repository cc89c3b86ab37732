"""The correction dialog's preview reads without scrolling sideways: the mail's sentences wrap between words at
the pane's width, its tables keep their columns.

In German, in a game of 20 (and of 100), the correction's lines, "Deine nächste Runde: 2
Rateversuche, bei 19 Mitspielern, jetzt 2 Rateversuche, bei 18 Mitspielern: nicht mehr bei …", ran off the
pane's right side in the dialog 900 pixels wide, and more so with the desktop's fonts at 150 %: each had to be
read by scrolling sideways, the report's tables with it. Run by ``test_gui_correction_preview_wraps.py`` in a
child process whose Qt (the offscreen platform) has a screen of 1920 × 1080, its fonts at 100 % or 150 % (the
suite's own screen, 800 × 800, has no room for the dialog 900 pixels wide)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from mail_text_lines import mail_lines, room as pane_room  # noqa: E402
from screen_fit_walk import screen_asked  # noqa: E402
from wordmastermind.core.wmm.evaluation import evaluate  # noqa: E402
from wordmastermind.core.wmm.game import Guess  # noqa: E402
from wordmastermind.core.wmm.results import Evaluation  # noqa: E402
from wordmastermind.core.wmm.sent_log import sent_reports  # noqa: E402
from wordmastermind.core.wmm.simulate import random_game  # noqa: E402
from wordmastermind.files.writers.text import WIDTH  # noqa: E402
from wordmastermind.gui.i18n import Translators  # noqa: E402
from wordmastermind.gui.mail.correction_dialog import CorrectionDialog  # noqa: E402

AT = "2026-12-02T09:03:00+01:00"


def word_guessed_after_round_two_went_out(players: int) -> Evaluation:
    """A German game of ``players`` whose round 2 went out by mail to all; then the first guess of round 2 is
    found to have been its target's word: the guesser's figures change, everyone's next round too."""
    game = random_game(players, 3, 7, hit_chance=0)
    game = game.with_settings(dataclasses.replace(game.settings, language="de"))
    game = dataclasses.replace(game, players=tuple(
        dataclasses.replace(player, email=f"spieler{row}@example.org") for row, player in enumerate(game.players)))
    game = game.with_sent(sent_reports(evaluate(game), 2, "round", [p.name for p in game.players], AT))
    first = game.rounds[1].guesses[0]
    secret = {p.name: p.secret for p in game.players}[first.target]
    return evaluate(game.with_guess(2, 0, Guess(first.guesser, first.target, secret)))


@pytest.mark.parametrize("players", [20, 100])
def test_the_correction_preview_wraps_its_sentences_and_keeps_its_tables(
        qtbot: Any, players: int) -> None:
    _screen, scale = screen_asked()  # a child process's screen, 1920 × 1080, its fonts at 100 % or 150 %
    assert Translators().install("de")  # English again after the test (conftest)
    dialog = CorrectionDialog(word_guessed_after_round_two_went_out(players), 2)
    qtbot.addWidget(dialog)
    view = dialog.text_view
    dialog.resize(900, 560)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() == 900
    for row in (0, 1):  # the guesser's correction, and another player's (their next round)
        dialog.players_list.setCurrentRow(row)
        mail = dialog.mails[row]
        text = view.toPlainText()
        assert text == f"An: {mail.message['To']}\nBetreff: {mail.subject}\n\n{mail.body}"  # whole
        assert "nicht mehr bei" in text
        room = pane_room(view)
        widest_table = 0.0
        for line, kept, block, shown in mail_lines(view):
            assert shown or not line
            if kept:
                assert len(shown) == 1, line  # a table's row on one line: its columns stay in line
                widest_table = max(widest_table, shown[0][1])
            else:
                # the sentence within the pane, its words whole: each line after the first begins after a space
                assert all(width <= room for _start, width in shown), (line, [w for _s, w in shown], room)
                assert all(block.text()[start - 1] == " " for start, _width in shown[1:]), line
                if scale == 1 and len(line) <= WIDTH:  # the report's paragraphs, as its writer wrapped them
                    assert len(shown) == 1, line  # not wrapped again, their last word alone on a line
        # the pane scrolls sideways only as far as a table wider than it needs, not for a sentence
        assert view.horizontalScrollBar().maximum() <= max(0.0, widest_table - room) + 1
