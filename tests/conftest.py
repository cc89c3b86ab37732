"""Test set-up: Qt runs offscreen, every test has a HOME of its own, and nothing a test starts outlives it."""

from __future__ import annotations

import atexit
import contextlib
import gc
import glob
import multiprocessing
import os
import shutil
import signal
import sys
import tempfile
import threading
import time
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from imap_support import ImapServer
    from smtp_support import MemoryKeyring, Server

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# -- the clock's time zone: the same on every machine -------------------------------------
#
# The mails' dates and times are shown in this computer's time zone, and the
# tests say which times a game master or a player reads. They run in UTC,
# whatever zone the machine keeps (and so do the processes they start); a
# test of another zone sets it for itself.
if hasattr(time, "tzset"):  # POSIX (Windows reads TZ in another form)
    os.environ["TZ"] = "UTC"
    time.tzset()

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
    """One word-list cache for the whole run: the real lists are built at most once, and at the normal
    priority (the app builds at a low one, for its window; a test only waits for them)."""
    from wordmastermind.files import lexicon_store

    lexicon_store.low_priority_builds = False
    if os.environ.get("PYTEST_XDIST_WORKER") is None:
        return tmp_path_factory.mktemp("lexicon-cache", numbered=False)
    # Tests in parallel (pytest-xdist): the workers share one cache, next to their own folders,
    # and the first to come builds the German lists while the others wait for them.
    shared = tmp_path_factory.getbasetemp().parent / "lexicon-cache"
    shared.mkdir(exist_ok=True)
    with _held(shared / "build.lock"):
        if not lexicon_store.has_cache("de", shared):
            lexicon_store.load_lexicon("de", cache_dir=shared)
    return shared


@contextlib.contextmanager
def _held(path: Path, deadline: float = 600.0) -> Iterator[None]:
    """Hold the lock file ``path`` (the app's own kind), waiting for another worker's turn to end."""
    from wordmastermind.files.lockfile import LockFile

    lock = LockFile(path)
    end = time.monotonic() + deadline
    while not lock.acquire():  # another worker builds: the lock is gone when it has
        if time.monotonic() > end:
            raise TimeoutError(f"{path} still held after {deadline:.0f} s")
        time.sleep(0.1)
    try:
        yield
    finally:
        lock.release()


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

GRACE_SECONDS = 10.0
"""How long a thread or a process a test started may take to end after the test (polled: what ends at once
costs nothing; a loaded machine may take seconds to schedule a thread's last steps)."""


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


# -- every widget a test makes dies with it, when the test ends -----------------------------
#
# A widget without a parent is deleted when Python lets go of it. If only a
# reference cycle holds it (an attribute or a callback that points back), that
# is whenever Python's cyclic collector happens to run: perhaps while Qt is
# painting it, a crash that comes and goes. A signal connected to a lambda
# that captures a widget keeps it for ever instead. So as soon as a Qt test's
# body ends, a QObject that Python owns and only a cycle holds fails the test
# (it is kept until teardown, then deleted by Qt first); at teardown every
# window the test left is closed and deleted, the deletions are done, and a
# QObject of the app's that still lives then has leaked: that fails too.

_QT_BEFORE = pytest.StashKey[tuple[set[Any], set[int]]]()
_CYCLES = pytest.StashKey[tuple[list[str], list[Any]]]()


def _qt_application() -> Any:
    if "PySide6.QtWidgets" not in sys.modules:
        return None
    from PySide6.QtWidgets import QApplication

    return QApplication.instance()


def _new_windows(app: Any, before: set[Any]) -> list[Any]:
    """The windows without a parent that were not there before."""
    return [w for w in app.topLevelWidgets() if w not in before and w.parentWidget() is None]


def _app_qobjects() -> list[Any]:
    """The app's QObjects that Python knows of and that still live."""
    import shiboken6
    from PySide6.QtCore import QObject

    return [thing for thing in shiboken6.getAllValidWrappers()
            if isinstance(thing, QObject) and type(thing).__module__.startswith("wordmastermind.")]


def _owned_by(app: Any, thing: Any) -> bool:
    """Whether ``thing`` is the application's (it or one of its parents has the application as parent).

    QObject's own ``parent()``: an item model's ``parent()`` (:class:`IntakeModel`'s) takes an index and gives
    one, whose ``parent()`` is an index again, for ever (a failing test's traceback keeps such a model alive)."""
    from PySide6.QtCore import QObject

    while thing is not None:
        if thing is app:
            return True
        thing = QObject.parent(thing)
    return False


def _uses_qt(item: pytest.Item) -> bool:
    app = _qt_application()
    if app is None or _QT_BEFORE not in item.stash:
        return False
    return "qapp" in getattr(item, "fixturenames", ()) or bool(_new_windows(app, item.stash[_QT_BEFORE][0]))


@pytest.hookimpl(hookwrapper=True, trylast=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """As a Qt test's body ends (before pytest-qt closes its widgets): what only a cycle holds."""
    yield
    if _uses_qt(item):
        item.stash[_CYCLES] = _held_by_cycles()
        _skip_deleted_widgets(item)


def _skip_deleted_widgets(item: pytest.Item) -> None:
    """pytest-qt closes the widgets a test registered: not one the app deleted itself meanwhile
    (a main window a language switch replaced), whose Python side is all that is left."""
    import shiboken6

    def alive(widget: Callable[[], Any]) -> Callable[[], Any]:
        def get() -> Any:
            found = widget()
            return found if found is not None and shiboken6.isValid(found) else None

        return get

    registered = getattr(item, "qt_widgets", None)
    if isinstance(registered, list):
        item.qt_widgets = [(alive(widget), before_close) for widget, before_close in registered]  # type: ignore[attr-defined]


def _told(thing: Any) -> str:
    """A thing in a cycle, briefly: a function by its place, a bound method by its name, else its type."""
    code = getattr(thing, "__code__", None)
    if hasattr(thing, "__func__"):
        return f"bound method {thing.__func__.__qualname__}"
    if code is not None:
        return f"{getattr(thing, '__qualname__', code.co_name)} at {Path(code.co_filename).name}:{code.co_firstlineno}"
    if hasattr(thing, "func") and callable(thing):
        return f"partial({_told(thing.func)})"
    return type(thing).__name__


def _path_round(root: Any, garbage: dict[int, Any]) -> list[Any] | None:
    """The shortest way from ``root`` round to itself through ``garbage`` (None: it is in no cycle)."""
    came_from: dict[int, Any] = {id(root): None}
    queue = [root]
    while queue:
        holder = queue.pop(0)
        for held in gc.get_referents(holder):
            if held is root:
                path = [holder]
                while came_from[id(path[-1])] is not None:
                    path.append(came_from[id(path[-1])])
                return list(reversed(path))
            if id(held) in garbage and id(held) not in came_from:
                came_from[id(held)] = holder
                queue.append(held)
    return None


def _told_path(path: list[Any], end: Any) -> str:
    """The steps of ``path`` (then ``end``), dicts, tuples and cells left out, attributes named."""
    steps = []
    for before, thing in zip(path, [*path[1:], end]):
        if isinstance(thing, (dict, tuple)) or type(thing).__name__ == "cell":
            continue
        key = next((f".{k} " for k, v in before.items() if v is thing), "") if isinstance(before, dict) else ""
        steps.append(key + ("itself" if thing is path[0] else _told(thing)))
    return " → ".join([_told(path[0]), *steps])


def _holding_cycle(root: Any, plain: dict[int, Any]) -> tuple[list[Any], list[Any]] | None:
    """The cycle through ``plain`` that keeps ``root``: the way from it to ``root`` (empty if ``root``
    is in it) and the cycle itself; None if no such cycle (only an exception's frames hold it)."""
    path = _path_round(root, plain)
    if path is not None:
        return [], path
    chain: dict[int, Any] = {id(root): None}
    queue = [root]
    while queue:
        held = queue.pop(0)
        for holder in gc.get_referrers(held):
            if id(holder) not in plain or id(holder) in chain:
                continue
            chain[id(holder)] = held
            path = _path_round(holder, plain)
            if path is not None:
                way = [holder]
                while chain[id(way[-1])] is not None:
                    way.append(chain[id(way[-1])])
                return way[:-1], path
            queue.append(holder)
    return None


def _held_by_cycles() -> tuple[list[str], list[Any]]:
    """The QObjects that Python owns and only a reference cycle keeps alive (each told with its cycle),
    and all the garbage (kept, not freed: Qt deletes those QObjects first).

    Not told: what only an exception's traceback holds (its frames hold the
    objects they ran on: the test's windows are deleted by Qt all the same),
    and a QObject other than a widget that only dead widgets' wrappers hold.
    """
    import types

    import shiboken6
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QWidget

    start, flags = len(gc.garbage), gc.get_debug()
    gc.set_debug(flags | gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        # a weak proxy among the garbage may point at what is gone: it is no QObject, and asking it would raise
        garbage = [thing for thing in gc.garbage[start:] if type(thing) not in weakref.ProxyTypes]
        del gc.garbage[start:]
    finally:
        gc.set_debug(flags)

    def alive(thing: Any) -> bool:
        return isinstance(thing, QObject) and shiboken6.isValid(thing)

    roots = [thing for thing in garbage if alive(thing) and shiboken6.ownedByPython(thing)]
    if not roots:
        return [], []
    plain = {id(thing): thing for thing in garbage if not isinstance(thing, (types.FrameType, types.TracebackType))}
    told: list[str] = []
    for root in roots:
        found = _holding_cycle(root, plain)
        if found is None:
            continue
        way, cycle = found
        if not isinstance(root, QWidget) and not any(alive(t) for t in (*way, *cycle) if t is not root):
            continue
        story = _told_path(cycle, cycle[0]) if not way else f"{_told_path(way, root)}, in the cycle {_told_path(cycle, cycle[0])}"
        told.append(f"{type(root).__module__}.{type(root).__name__}: {story}")
    return told[:8], garbage


def _close_and_delete(widgets: list[Any]) -> list[str]:
    """Close ``widgets`` (a message box they ask is answered Cancel and named) and delete them later."""
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []

    def unanswered(_parent: Any, _title: str, text: str, *_args: Any, **_kwargs: Any) -> Any:
        shown.append(text)
        return QMessageBox.StandardButton.Cancel

    saved = {name: QMessageBox.__dict__[name] for name in MESSAGE_BOXES}
    for name in MESSAGE_BOXES:
        setattr(QMessageBox, name, staticmethod(unanswered))
    try:
        for widget in widgets:
            widget.close()
            widget.deleteLater()
    finally:
        for name, original in saved.items():
            setattr(QMessageBox, name, original)
    return shown


def _delete_later_now() -> None:
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def english_after_the_test() -> Iterator[None]:
    """The interface speaks English again after a test that switched it (its translators are the
    application's children): a test run after it, in the same worker, is not in another language."""
    yield
    app = _qt_application()
    if app is None:
        return
    from PySide6.QtCore import QTranslator

    for translator in app.findChildren(QTranslator):
        app.removeTranslator(translator)
        translator.deleteLater()
    from wordmastermind.gui.i18n import SOURCE_LANGUAGE, Translators

    Translators().install(SOURCE_LANGUAGE)  # says so to the app (interface_language)


@pytest.fixture(autouse=True)
def widgets_die_with_the_test(request: pytest.FixtureRequest) -> Iterator[None]:
    """Close and delete every window a Qt test leaves, then collect; fail on a lifetime bug.

    The test fails if, when its body ends, a QObject that Python owns is kept
    alive only by a reference cycle (Python's collector would delete it at a
    random moment), or if a QObject of the app's outlives the test (leaked,
    e.g. by a signal connected to a lambda that captures it). A test without
    a QApplication pays nothing.
    """
    item = request.node
    app = _qt_application()
    if app is not None:
        item.stash[_QT_BEFORE] = (set(app.topLevelWidgets()), {id(thing) for thing in _app_qobjects()})
    yield
    cycles, garbage = item.stash.get(_CYCLES, ([], []))
    item.stash[_CYCLES] = ([], [])
    problems = [f"kept alive only by a reference cycle, deleted whenever Python's collector runs: {cycle}"
                for cycle in cycles]
    if _uses_qt(item) or garbage:
        funcargs = getattr(item, "funcargs", None)
        if isinstance(funcargs, dict):  # the fixtures' values, all torn down by now (pytest drops them after)
            funcargs.update(dict.fromkeys(funcargs))
        problems += _tear_down_qt(item.stash[_QT_BEFORE] if _QT_BEFORE in item.stash else (set(), set()), garbage)
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)


def _delete_others(garbage: list[Any]) -> None:
    """Delete (later) the QObjects other than widgets that Python owns and only cycles held."""
    import shiboken6
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QWidget

    for thing in garbage:
        if isinstance(thing, QObject) and not isinstance(thing, QWidget) and shiboken6.isValid(thing) \
                and shiboken6.ownedByPython(thing):
            thing.deleteLater()


def _tear_down_qt(before: tuple[set[Any], set[int]], garbage: list[Any]) -> list[str]:
    """Close and delete the test's windows and what only cycles held; what of the app's still lives."""
    import shiboken6
    from PySide6.QtWidgets import QWidget

    app = _qt_application()
    windows, objects = before
    problems: list[str] = []
    _delete_others(garbage)
    cyclic = [t for t in garbage if isinstance(t, QWidget) and shiboken6.isValid(t) and t.parentWidget() is None]
    for _round in range(5):
        left = list(dict.fromkeys(_new_windows(app, windows) + [w for w in cyclic if shiboken6.isValid(w)]))
        boxes = _close_and_delete(left)
        if boxes:
            problems.append(f"a message box as the test's windows closed would have blocked the suite: {boxes}")
        _delete_later_now()
        if not left:
            break
    del garbage[:], cyclic, left
    gc.collect()
    names = [f"{type(t).__module__}.{type(t).__name__}" for t in _app_qobjects()
             if id(t) not in objects and not _owned_by(app, t)]
    if names:
        problems.append("outlived the test (leaked): "
                        + ", ".join(f"{name} ×{names.count(name)}" for name in dict.fromkeys(names)))
    return problems


@pytest.fixture
def qtmodeltester(request: pytest.FixtureRequest) -> Iterator[Any]:
    """pytest-qt's model tester, which lets go of a model the test's widgets took with them.

    A sheet a test made (and the model in it) is deleted as soon as the test
    lets go of it: nothing but the test holds it (see above). The tester's
    connections to such a model went with it.
    """
    import shiboken6
    from pytestqt.modeltest import ModelTester

    tester = ModelTester(request.config)
    yield tester
    model = getattr(tester, "_model", None)
    if model is None or shiboken6.isValid(model):
        tester._cleanup()


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
    """Start local SMTP servers: ``start(handler=None, **aiosmtpd_options)``; all stop after the test.

    Each start waits for its server with a deadline (a server that does not
    start is stopped at once and fails the test); every server started is
    stopped, its thread joined and its event loop closed, whether the test
    passed or not, and each even if stopping another failed.
    """
    from smtp_support import start_local_server, stop_local_server

    started: list[Server] = []

    def start(*args: Any, **kwargs: Any) -> Server:
        server = start_local_server(*args, **kwargs)
        started.append(server)
        return server

    try:
        yield start
    finally:
        errors: list[BaseException] = []
        for server in started:
            try:
                stop_local_server(server.controller)
            except Exception as error:  # the others are stopped all the same
                errors.append(error)
        if errors:
            raise errors[0]


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
    """pymap on 127.0.0.1 and a free port, user ``gm``, its demo mails in INBOX; stopped after the test.

    The start waits (with a deadline) until pymap lets the user in; a pymap that does not is stopped there.
    """
    from imap_support import start_imap_server

    server = start_imap_server(tmp_path_factory.mktemp("imap"))
    try:
        yield server
    finally:
        server.stop()
