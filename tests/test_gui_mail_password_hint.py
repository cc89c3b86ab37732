"""The mail dialog's SMTP password hint reads whole where the fonts are larger, in English and German, its panes
side by side on 1920 × 1080, and the SMTP form's labels all beside their fields or all above them
(``mail_hint_walk.py``, in a child process with that screen)."""

from __future__ import annotations

from pathlib import Path

from screen_fit_walk import SCREEN
from test_dialogs_fit import run_on_screen

WALK = Path(__file__).resolve().parent / "mail_hint_walk.py"


def test_the_smtp_password_hint_reads_whole_where_the_fonts_are_larger(tmp_path: Path) -> None:
    said = run_on_screen(WALK, tmp_path, 1920, 1080, 100, {SCREEN: "1920x1080@100"})
    assert "7 passed" in said, said[-3000:]
