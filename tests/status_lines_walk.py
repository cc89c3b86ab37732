"""The status of the fetch, reminder and correction dialogs in whole lines, in German, at the dialog's smallest
size and at 911 × 512, with a long status: a server's error and several warnings.

Each was a label that wraps. Dragged to its smallest (and the fetch dialog at 911 × 512, which it could not be:
the status made it 556 high), the status had less height than its lines: it showed the top half of a line, or
stopped after some lines with no sign that more followed, and the rest was nowhere. It is now a WholeLines, as
the mail dialog's: whole lines only, three at least, more where there is room, the last one shown ending in "…"
where more follow, the whole status in its tip. Run by ``test_gui_status_lines.py`` in a child process whose Qt
(the offscreen platform) has a screen of 1920 × 1080, its fonts at 100 % or 150 % (:data:`SCALE`)."""

from __future__ import annotations

import os
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect, Qt  # noqa: E402

from correction_preview_walk import word_guessed_after_round_two_went_out  # noqa: E402
from mail_room_walk import whole_lines_in_view  # noqa: E402
from test_gui_inbox_whole import replies_read  # noqa: E402
from test_gui_rounds_room import settle  # noqa: E402
from wordmastermind.core.wmm.simulate import random_game  # noqa: E402
from wordmastermind.gui.i18n import Translators  # noqa: E402
from wordmastermind.gui.mail.correction_dialog import CorrectionDialog  # noqa: E402
from wordmastermind.gui.mail.remind_dialog import RemindDialog  # noqa: E402

SCALE = "WORDMASTERMIND_TEST_STATUS_SCALE"
"""The scale of the child's screen, in per cent."""

LONG_STATUS = "\n".join(
    ["Senden fehlgeschlagen: (535, b'5.7.8 Benutzername und Passwort wurden nicht akzeptiert. Weitere"
     " Informationen unter https://support.example.org/mail/?p=BadCredentials d2e1a72fcca58-7a1b2c3d4e5f.42"
     " - gsmtp')"]
    + [f"Warnung: Hans-Joachim Zimmermann-Lüdenscheid {row} hat keine E-Mail-Adresse und bekommt nichts."
       for row in range(1, 13)])
"""A server's error and several warnings, as long as a status gets."""


def german_dialog(which: str) -> Any:
    """The German fetch, reminder or correction dialog of a game of 20."""
    if which == "inbox":
        return replies_read(20)
    assert Translators().install("de")  # English again after the test (conftest)
    if which == "remind":
        game = random_game(20, 3, seed=1, hit_chance=0.0)
        return RemindDialog(lambda: game, 3)
    return CorrectionDialog(word_guessed_after_round_two_went_out(20), 2)


@pytest.mark.parametrize("size", ["smallest", (911, 512)])
@pytest.mark.parametrize("which", ["inbox", "remind", "correction"])
def test_a_long_status_shows_in_whole_lines_above_the_buttons_and_is_whole_in_its_tip(
        qtbot: Any, which: str, size: Any) -> None:
    if not os.environ.get(SCALE):
        pytest.skip(f"run by test_gui_status_lines.py, which gives {SCALE}")
    dialog = german_dialog(which)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog._set_status(LONG_STATUS, error=True)
    settle(qtbot)
    dialog.resize(*((1, 1) if size == "smallest" else size))  # dragged as small as it goes; or a laptop's size
    settle(qtbot)
    if size != "smallest":  # the layout's pixels: at 150 %, the screen's 1366 × 768
        assert (dialog.width(), dialog.height()) == size
    status = dialog.status_label
    assert status.text() == LONG_STATUS
    assert not whole_lines_in_view(status), "a line of the status is cut"
    shown = status.visibleRegion().boundingRect().height()
    assert shown >= 3 * status.fontMetrics().lineSpacing(), shown  # the error, and the first warnings
    assert status.geometry().bottom() < dialog.buttons.geometry().top()  # nothing under the buttons
    needed = status.fontMetrics().boundingRect(QRect(0, 0, status.width(), 100_000),
                                               Qt.TextFlag.TextWordWrap, LONG_STATUS).height()
    if shown < needed:  # not all of it shows
        assert status.toolTip() == LONG_STATUS, "the status is cut, and nowhere whole"
