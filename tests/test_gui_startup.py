"""Starting the app through its entry point: what it loads before its window is on screen."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

FIRST_FRAME = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from wordmastermind.gui.window import main_window

class FirstFrame(QObject):
    seen = False
    def eventFilter(self, watched, event):
        if not self.seen and event.type() == QEvent.Type.Paint:
            self.seen = True
            loaded = sorted(sys.modules)
            QTimer.singleShot(0, lambda: (print(" ".join(loaded)), QApplication.instance().quit()))
        return False

first = FirstFrame()
show = main_window.MainWindow.show
def show_watched(self):
    self.installEventFilter(first)
    show(self)
main_window.MainWindow.show = show_watched
from wordmastermind.gui.app import main
main([])
"""


def test_the_first_frame_comes_without_the_word_lists_code(tmp_path: Path) -> None:
    # The app's own settings say the example game was offered already, as after a first start.
    config = Path(os.environ["XDG_CONFIG_HOME"]) / "wordmastermind"
    config.mkdir(parents=True, exist_ok=True)
    (config / "wordmastermind.conf").write_text("[ui]\ndemo_offered=true\n", encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True, env=env, timeout=120,
        cwd=tmp_path, check=False,
    )
    assert done.returncode == 0, done.stderr
    loaded = set(done.stdout.split())
    assert "wordmastermind.gui.app" in loaded
    # The word lists (and what reads them) wait for the first word checked.
    assert not loaded & {
        "wordmastermind.files.lexicon_store", "wordmastermind.core.lexicon", "wordmastermind.core.noun_rows",
    }
    # Nor does the start-up wait for a game's evaluation, its pages or the other games' tabs.
    assert not {m for m in loaded if m.startswith(("wordmastermind.gui.rondo", "wordmastermind.gui.woordspel"))}
