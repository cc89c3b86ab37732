"""Test set-up: Qt runs offscreen, every test has a HOME of its own, and nothing a test starts outlives it."""

from __future__ import annotations

import atexit
import glob
import multiprocessing
import os
import shutil
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from imap_support import ImapServer
    from smtp_support import MemoryKeyring, Server

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# -- the user's folders: never the real ones ----------------------------------------------
#
# Everything the app, Qt, platformdirs, fontconfig or a keyring keep in the
# user's folders goes under HOME and the XDG folders. Until the first test
# sets its own, they point into a folder of this run (removed at its end), so
# that not even collecting the tests can write into the real user's folders.

USER_FOLDERS = {
    "XDG_CONFIG_HOME": ".config",
    "XDG_CACHE_HOME": ".cache",
    "XDG_STATE_HOME": ".local/state",
    "XDG_DATA_HOME": ".local/share",
}
_RUN_HOME = Path(tempfile.mkdtemp(prefix="wordmastermind-tests-home-"))
atexit.register(shutil.rmtree, _RUN_HOME, ignore_errors=True)


def use_home(home: Path) -> None:
    """Point HOME, the XDG folders and Qt's settings paths at ``home``."""
    home.mkdir(parents=True, exist_ok=True)
    os.environ["HOME"] = str(home)
    for variable, folder in USER_FOLDERS.items():
        os.environ[variable] = str(home / folder)
    os.environ.pop("XDG_CONFIG_DIRS", None)  # the system's defaults are read, never written
    if "PySide6.QtCore" in sys.modules:  # QSettings reads the folders once: tell it again
        from PySide6.QtCore import QSettings

        for settings_format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
            QSettings.setPath(settings_format, QSettings.Scope.UserScope, str(home / ".config"))


use_home(_RUN_HOME)


@pytest.fixture(scope="session")
def lexicon_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One word-list cache for the whole run: the real lists are built at most once."""
    return tmp_path_factory.mktemp("lexicon-cache", numbered=False)


LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""What gettext (and the command line) reads the user's language from."""


@pytest.fixture(autouse=True)
def own_home(tmp_path_factory: pytest.TempPathFactory, lexicon_cache: Path) -> Iterator[Path]:
    """Each test's own HOME and XDG folders; the app's cache folder in it is the run's shared one."""
    home = tmp_path_factory.mktemp("home")
    cache = home / USER_FOLDERS["XDG_CACHE_HOME"]
    cache.mkdir(parents=True)
    (cache / "wordmastermind").symlink_to(lexicon_cache, target_is_directory=True)
    saved = {name: os.environ.get(name) for name in ("HOME", "XDG_CONFIG_DIRS", *USER_FOLDERS, *LANGUAGE_VARIABLES)}
    use_home(home)
    for name in LANGUAGE_VARIABLES:  # the suite runs in English whatever the locale of who runs it
        os.environ.pop(name, None)
    os.environ["LANG"] = "C.UTF-8"
    try:
        yield home
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


# -- no message box blocks the suite -------------------------------------------------------

MESSAGE_BOXES = ("question", "warning", "critical", "information")


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_teardown(item: pytest.Item) -> Iterator[None]:
    """Turn a message box at teardown (a window asking to save as pytest-qt closes it) into an error.

    Offscreen, nobody can answer a real message box: the suite would wait
    for ever. Where the test answers them itself (the ``dialogs`` fixture),
    its answers stand; elsewhere the box is answered Cancel and the test
    fails at teardown, naming what was asked.
    """
    shown: list[str] = []
    saved: dict[str, Any] = {}
    if "PySide6.QtWidgets" in sys.modules:
        from PySide6.QtWidgets import QMessageBox

        def unanswered(_parent: Any, _title: str, text: str, *_args: Any, **_kwargs: Any) -> Any:
            shown.append(text)
            return QMessageBox.StandardButton.Cancel

        for name in MESSAGE_BOXES:
            current = getattr(QMessageBox, name)
            if type(current).__name__ == "builtin_function_or_method":  # not answered by the test
                saved[name] = current
                setattr(QMessageBox, name, staticmethod(unanswered))
    yield
    if saved:
        from PySide6.QtWidgets import QMessageBox

        for name, original in saved.items():
            setattr(QMessageBox, name, original)
    if shown:
        raise AssertionError(f"{item.nodeid}: a message box at teardown would have blocked the suite: {shown}")


# -- nothing a test starts outlives it ------------------------------------------------------

GRACE_SECONDS = 2.0
"""How long a thread or a process a test started may take to end after the test."""


def _children() -> set[int]:
    """This process's running child processes (Linux: from /proc; elsewhere: multiprocessing's)."""
    pids = {child.pid for child in multiprocessing.active_children() if child.pid is not None}
    for listing in glob.glob(f"/proc/{os.getpid()}/task/*/children"):
        try:
            pids.update(int(pid) for pid in Path(listing).read_text().split())
        except OSError:
            continue
    running = set()
    for pid in pids:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
        except (OSError, IndexError):
            state = "R" if not sys.platform.startswith("linux") else "gone"
        if state not in ("Z", "X", "gone"):
            running.add(pid)
    return running


def _running_qthreads() -> list[Any]:
    if "PySide6.QtCore" not in sys.modules:
        return []
    import gc

    from PySide6.QtCore import QThread, QThreadPool

    pool = QThreadPool.globalInstance()
    left: list[Any] = []
    if not pool.waitForDone(int(GRACE_SECONDS * 1000)):
        left.append(f"{pool.activeThreadCount()} task(s) of Qt's thread pool")
    main = QThread.currentThread()
    for thing in gc.get_objects():
        if isinstance(thing, QThread) and thing is not main:
            try:
                if thing.isRunning() and not thing.wait(int(GRACE_SECONDS * 1000)):
                    left.append(f"QThread {type(thing).__name__} {thing.objectName()!r}")
            except RuntimeError:  # its C++ side is gone: not running
                continue
    return left


def _native_threads() -> int:
    return len(os.listdir("/proc/self/task")) if os.path.isdir("/proc/self/task") else 0


@pytest.fixture(autouse=True)
def nothing_outlives_the_test() -> Iterator[None]:
    """Fail a test that leaves a thread, a QThread or a child process running.

    Each gets a short grace to end; a child process that does not is killed
    (so one test's leak does not spoil the next), the test fails all the same.
    """
    threads = set(threading.enumerate())
    children = _children()
    native = _native_threads()
    yield
    deadline = time.monotonic() + GRACE_SECONDS
    left: list[str] = []
    for thread in threading.enumerate():
        if thread not in threads and thread is not threading.current_thread():
            thread.join(max(0.0, deadline - time.monotonic()))
            if thread.is_alive():
                left.append(f"thread {thread.name!r}")
    if _native_threads() > native:  # a thread Python does not know of: a QThread?
        left += _running_qthreads()
    new = _children() - children
    while new and time.monotonic() < deadline:
        time.sleep(0.05)
        new &= _children()
    for pid in sorted(new):
        left.append(f"child process {pid}")
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (OSError, ChildProcessError):
            pass
    if left:
        pytest.fail(f"{', '.join(left)} still running after the test", pytrace=False)


@dataclass
class Dialogs:
    """Scripted answers for the app's dialogs, and a record of what they said.

    ``answers`` are consumed in order by question/warning boxes; ``files``
    by file dialogs. With no answer left, a question is answered No, an
    unsaved-changes warning Discard, and a file dialog is cancelled.
    """

    answers: list[Any] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    shown: list[tuple[str, str]] = field(default_factory=list)

    def next_answer(self, default: Any) -> Any:
        return self.answers.pop(0) if self.answers else default

    def texts(self, kind: str | None = None) -> list[str]:
        return [text for k, text in self.shown if kind is None or k == kind]


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Iterator[Dialogs]:
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    script = Dialogs()
    buttons = QMessageBox.StandardButton

    def record(kind: str, default: Any) -> Any:
        def box(_parent: Any, _title: str, text: str, *args: Any, **kwargs: Any) -> Any:
            script.shown.append((kind, text))
            return script.next_answer(default)

        return box

    monkeypatch.setattr(QMessageBox, "question", record("question", buttons.No))
    monkeypatch.setattr(QMessageBox, "warning", record("warning", buttons.Discard))
    monkeypatch.setattr(QMessageBox, "critical", record("critical", buttons.Ok))
    monkeypatch.setattr(QMessageBox, "information", record("information", buttons.Ok))
    monkeypatch.setattr(QMessageBox, "about", record("about", None))

    def file_dialog(*_args: Any, **_kwargs: Any) -> tuple[str, str]:
        return (script.files.pop(0) if script.files else "", "")

    monkeypatch.setattr(QFileDialog, "getOpenFileName", file_dialog)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", file_dialog)
    yield script


SMALL_NOUNS = (
    "Salat", "Hosen", "Tisch", "Lampe", "Kerze", "Sahne", "Atlas", "Tolle", "Kampf",
    "Abend", "Birne", "Feder", "Gabel", "Nebel", "Regen", "Wolke",
)


def small_german_lexicon() -> Any:
    """A few German nouns (and SALATE as a plural), instead of the real lists."""
    from wordmastermind.core.lexicon import make_lexicon

    rows = [{"lemma": w, "pos": "Substantiv", "nominativ singular": w} for w in SMALL_NOUNS]
    rows[0] = dict(rows[0], **{"nominativ plural": "Salate"})
    return make_lexicon("de", noun_rows=rows)


SMALL_DUTCH = (
    "apotheker", "pillen", "recept", "griezelfilm", "hitchcock", "tolk", "taal", "gestolen",
    "dief", "ring", "jockey", "paard", "renbaan", "stilte", "rust",
)


def small_dutch_lexicon() -> Any:
    """A few Dutch words, instead of the real lists."""
    from wordmastermind.core.lexicon import make_lexicon

    return make_lexicon("nl", words=[(w, 4.0) for w in SMALL_DUTCH])


SMALL_FRENCH = (
    "chat", "chien", "dame", "date", "dune", "rade", "radar", "route", "rouge", "mare",
    "lame", "rame", "dames", "élève", "cœur", "porte-clé", "radio",
)


def small_french_lexicon() -> Any:
    """A few French words (with accents, a ligature and a hyphen), instead of the real lists."""
    from wordmastermind.core.lexicon import make_lexicon

    return make_lexicon("fr", words=[(w, 4.0 - i / 100) for i, w in enumerate(SMALL_FRENCH)])


def small_lexicon(language: str) -> Any:
    if language == "de":
        return small_german_lexicon()
    if language == "nl":
        return small_dutch_lexicon()
    if language == "fr":
        return small_french_lexicon()
    raise AssertionError(f"no small {language} lexicon in the tests")


@pytest.fixture
def make_window(qtbot: Any, tmp_path: Path, dialogs: Dialogs) -> Any:
    """Build main windows that share one settings file and recovery folder."""
    from wordmastermind.gui.window.main_window import MainWindow
    from wordmastermind.gui.window.recovery import RecoveryStore
    from wordmastermind.gui.settings import AppSettings

    from wordmastermind.gui.word_checker import WordCheckers

    def make() -> MainWindow:
        checkers = WordCheckers(load=small_lexicon)
        window = MainWindow(
            AppSettings.at(tmp_path / "settings.ini"), RecoveryStore(tmp_path / "recovery"), checkers=checkers
        )
        checkers.setParent(window)
        qtbot.addWidget(window)
        window.resize(1200, 800)
        window.show()
        window.activateWindow()
        qtbot.waitActive(window)
        return window

    return make


@pytest.fixture
def window(make_window: Any) -> Any:
    return make_window()


# -- mail: a local SMTP server and a keyring in memory (see smtp_support.py) --


@pytest.fixture
def start_server() -> Iterator[Callable[..., Server]]:
    """Start local SMTP servers: ``start(handler=None, **aiosmtpd_options)``; all stop after the test."""
    from smtp_support import start_local_server

    started: list[Server] = []

    def start(*args: Any, **kwargs: Any) -> Server:
        server = start_local_server(*args, **kwargs)
        started.append(server)
        return server

    try:
        yield start
    finally:
        for server in started:
            server.controller.stop()


@pytest.fixture
def smtp_server(start_server: Callable[..., Server]) -> Server:
    """A plain local SMTP server: no TLS, no login, every recipient welcome."""
    return start_server()


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    """The keyring for the test: a dict, never the system's."""
    import keyring
    from smtp_support import MemoryKeyring

    before = keyring.get_keyring()
    fake = MemoryKeyring()
    keyring.set_keyring(fake)
    try:
        yield fake
    finally:
        keyring.set_keyring(before)


# -- mail in: a real IMAP server (pymap, in memory; see imap_support.py) ------


@pytest.fixture
def imap_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ImapServer]:
    """pymap on 127.0.0.1 and a free port, user ``gm``, its demo mails in INBOX; stopped after the test."""
    from imap_support import start_imap_server

    server = start_imap_server(tmp_path_factory.mktemp("imap"))
    try:
        yield server
    finally:
        server.stop()
