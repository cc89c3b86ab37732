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
            if "Qt" in vars(sys.modules["PySide6.QtCore"]):  # PySide made the Qt namespace's enums
                loaded.append("<Qt-namespace>")
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


def loaded_at_the_first_frame(folder: Path) -> set[str]:
    """The modules loaded when the app, started as a user starts it, has painted its window."""
    # The app's own settings say the example game was offered already, as after a first start.
    config = Path(os.environ["XDG_CONFIG_HOME"]) / "wordmastermind"
    config.mkdir(parents=True, exist_ok=True)
    (config / "wordmastermind.conf").write_text("[ui]\ndemo_offered=true\n", encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True, env=env, timeout=120,
        cwd=folder, check=False,
    )
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split())


def test_the_first_frame_comes_without_the_word_lists_code(tmp_path: Path) -> None:
    loaded = loaded_at_the_first_frame(tmp_path)
    assert "wordmastermind.gui.app" in loaded
    # The word lists (and what reads them) wait for the first word checked.
    assert not loaded & {
        "wordmastermind.files.lexicon_store", "wordmastermind.core.lexicon", "wordmastermind.core.noun_rows",
    }
    # Nor does the start-up wait for a game's evaluation, its pages or the other games' tabs.
    assert not {m for m in loaded if m.startswith(("wordmastermind.gui.rondo", "wordmastermind.gui.woordspel"))}


def test_the_first_frame_comes_without_what_only_a_command_needs(tmp_path: Path) -> None:
    loaded = loaded_at_the_first_frame(tmp_path)
    assert "wordmastermind.gui.app" in loaded
    # Mail, reports, tables and their libraries wait for their commands.
    libraries = {"pandas", "openpyxl", "docx", "reportlab", "email", "smtplib"}
    assert not {m for m in loaded if m.split(".")[0] in libraries}
    ours = (
        "wordmastermind.files.mail", "wordmastermind.gui.mail", "wordmastermind.files.tables",
        "wordmastermind.files.writers", "wordmastermind.gui.printing", "wordmastermind.gui.report_export",
        "wordmastermind.gui.import_dialog", "wordmastermind.gui.help_dialog", "wordmastermind.gui.crash_dialog",
        "wordmastermind.gui.preferences", "wordmastermind.gui.widgets.report_language",
    )
    assert not {m for m in loaded if m.startswith(ours)}
    # The rules' code waits for a game: the empty one is made when first asked for.
    assert not {m for m in loaded if m.startswith("wordmastermind.core")}
    # The side games' code waits for their tabs.
    side_games = {"wachtwoord", "rondo", "woordspel", "password"}
    assert not {m for m in loaded if side_games & set(m.split("."))}
    # Saving (atomic writes: hashing, temporary files) waits for the first save, reading JSON for
    # the first file read, the lock files for the first autosave or another run's work; the locks need
    # neither the network's host lookup nor the secrets module.
    assert not loaded & {
        "wordmastermind.files.atomic", "wordmastermind.files.lockfile", "socket", "secrets", "hashlib", "json",
    }
    # Nothing names Qt's namespace (Qt.AlignmentFlag, Qt.FocusPolicy, ...) before the window is on screen:
    # the first use makes all its 93 enums, some 12 ms.
    assert "<Qt-namespace>" not in loaded
    # A start with no option builds no argument parser (whose help texts are looked up in the
    # system's message catalogs, with the locale module), and, with no X display to check, no ctypes.
    assert not loaded & {"locale", "ctypes"}


GAME_SHOWN = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QTableView
from wordmastermind.gui.window import main_window

class Shown(QObject):
    # The modules loaded once the round's table and the standings have each painted with their rows, taken
    # as the second of them paints: what the game master then sees, whatever comes after that paint. (A
    # repaint asked for once the tables are found could come after the lists' moment on a loaded machine.)
    def __init__(self):
        super().__init__()
        self.painted, self.loaded = set(), None
    def eventFilter(self, watched, event):
        if self.loaded is None and event.type() == QEvent.Type.Paint:
            table = watched.parent()
            if isinstance(table, QTableView) and watched is table.viewport() and table.model() is not None \\
                    and table.model().rowCount() >= 5:
                self.painted.add(table)
                if len(self.painted) == 2:
                    self.loaded = sorted(sys.modules)
                    QTimer.singleShot(0, self.done)
        return False
    def done(self):
        print(" ".join(self.loaded))
        QApplication.instance().quit()

show = main_window.MainWindow.show
def show_watched(self):
    self.shown = Shown()
    QApplication.instance().installEventFilter(self.shown)
    show(self)
main_window.MainWindow.show = show_watched
from wordmastermind.gui.app import main
main([sys.argv[1]])
"""


def test_a_game_given_is_worked_with_before_the_word_lists_load(tmp_path: Path) -> None:
    """The game's round and standings are painted before the word lists' loading (its imports, the lists'
    reading) competes with them; nor do they wait for email's modules (the mails' dates)."""
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.files.wmm.file import save_game

    game = tmp_path / "example.wmm"
    save_game(rules_example(), game)
    config = Path(os.environ["XDG_CONFIG_HOME"]) / "wordmastermind"
    config.mkdir(parents=True, exist_ok=True)
    (config / "wordmastermind.conf").write_text("[ui]\ndemo_offered=true\n", encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", GAME_SHOWN, str(game)], capture_output=True, text=True, env=env, timeout=120,
        cwd=tmp_path, check=False,
    )
    assert done.returncode == 0, done.stderr
    loaded = set(done.stdout.split())
    assert "wordmastermind.gui.wmm.rounds_page" in loaded
    assert not loaded & {
        "wordmastermind.files.lexicon_store", "wordmastermind.core.lexicon", "importlib.metadata", "email.utils",
    }
    # Nor for saving's module and its hashing (the file's stamp is made when first asked for), pasting's
    # reading of tables, or the rows' diffing (for rows inserted, removed or moved).
    assert not loaded & {
        "wordmastermind.files.atomic", "hashlib", "wordmastermind.files.wmm.pasted", "wordmastermind.files.tables",
        "difflib",
    }

