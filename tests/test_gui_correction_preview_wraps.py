"""The correction dialog's preview wraps its sentences at the pane's width and keeps its tables' columns, the
dialog 900 pixels wide, in German, in games of 20 and of 100, with the fonts at 100 % and at 150 %
(``correction_preview_walk.py``, in a child process with a screen of 1920 × 1080 at that scale)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from screen_fit_walk import SCREEN
from test_dialogs_fit import run_on_screen

WALK = Path(__file__).resolve().parent / "correction_preview_walk.py"


@pytest.mark.parametrize("percent", [100, 150])
def test_the_correction_preview_reads_without_scrolling_sideways(tmp_path: Path, percent: int) -> None:
    # the fonts' DPI that of the scale, the pixels as they are: every font, the fixed one too, as large again
    said = run_on_screen(WALK, tmp_path, 1920, 1080, percent, {SCREEN: f"1920x1080@{percent}",
                                                               "QT_ENABLE_HIGHDPI_SCALING": "0"})
    assert "2 passed" in said, said[-3000:]


def test_a_sentence_wraps_between_words_whatever_the_width(qtbot: Any) -> None:
    """Qt's own wrap broke ``++o 8`` between its marks ("+" at a line's end, "+o 8" below it: two marks), and a
    name at its hyphen; the mail's writers break a line at its spaces only, and not at the one in ``(WF) 6``."""
    from wordmastermind.gui.mail.mail_text import MailTextView

    line = ("- Dein Rateversuch 1: RKFND bei Müller-Lüdenscheidt: ++o 8, jetzt RVFDS bei Müller-Lüdenscheidt:"
            " +++++ 15, Wertungsfaktor (WF) 6")
    view = MailTextView()
    qtbot.addWidget(view)
    view.setPlainText(line)
    view.show()
    qtbot.waitExposed(view)
    assert view.toPlainText() == line
    document = view.document()
    for width in range(160, 900, 3):
        document.setTextWidth(width)
        layout = document.firstBlock().layout()
        starts = [layout.lineAt(n).textStart() for n in range(layout.lineCount())]
        assert len(starts) > 1 or width > 700
        text = document.firstBlock().text()
        assert all(text[start - 1] == " " for start in starts[1:]), (width, [text[s:s + 5] for s in starts])
