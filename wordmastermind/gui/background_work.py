"""Reading a file for an import, or making a report's file for an export, away from the window: a worker
process, a progress dialog with Cancel.

:func:`read_in_background` runs a module-level function (such as
:func:`~wordmastermind.files.wmm.imports.preview_roster`) in a worker
process (:mod:`wordmastermind.files.file_worker`) and waits for it in an
event loop of its own, so the window keeps repainting however long a
large spreadsheet takes. :func:`make_in_background` does the same for an
export: the worker makes the file's bytes (the app writes them), or the
letters and labels for the post (written there). A busy
progress dialog, modal to the window, names the file once the work has
taken :data:`PROGRESS_AFTER_MS` (a quick export does not flash it; the
window's input is held back meanwhile, under a busy cursor); its Cancel stops
the worker at once (the process is killed and waited for): a read gives
``None`` and changes nothing; a making raises :class:`Cancelled`, the
bytes never written (a letter the worker had written whole already, one
to a file in a folder, stays). An
error for the user (:class:`OSError`, :class:`ValueError`) is raised here
as it was raised there, with the same message; a bug in the worker raises
:class:`RuntimeError` with the worker's traceback.
"""

from __future__ import annotations

import os
import pickle
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast

from PySide6.QtCore import QEventLoop, QObject, QProcess, QProcessEnvironment, Qt, QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from wordmastermind.files.file_worker import FLAG
from wordmastermind.gui.widgets.screen_fit import fit_to_screen

T = TypeVar("T")

PROGRESS_AFTER_MS = 500
"""How long the work runs before its progress dialog shows: a file made or read sooner (most are: the worker
starts in some 160 ms) does not flash a dialog. Until then the window takes no clicks or keys (they wait, as in
any busy program) and shows a busy cursor."""


class Cancelled(Exception):
    """The game master cancelled an export while its file was made: nothing was written."""


def read_in_background(
    parent: QWidget, path: Path, function: Callable[..., T], *args: Any, **kwargs: Any
) -> T | None:
    """``function(*args, **kwargs)``, run in a worker process while a progress dialog
    over ``parent`` says that ``path`` is read; ``None`` if the game master cancels."""
    reader = BackgroundWork(parent, path)
    try:
        return reader.run(function, *args, **kwargs)
    finally:
        reader.deleteLater()


def make_in_background(
    parent: QWidget, path: Path, function: Callable[..., T], *args: Any, **kwargs: Any
) -> T:
    """``function(*args, **kwargs)`` (what is to be written to ``path``), run in a worker process while a
    progress dialog over ``parent`` says that ``path`` is written. Raises :class:`Cancelled` if the game
    master cancels."""
    maker = BackgroundWork(parent, path, writing=True)
    try:
        made = maker.run(function, *args, **kwargs)
    finally:
        maker.deleteLater()
    if maker.cancelled:
        raise Cancelled(str(path))
    return cast(T, made)  # None only when cancelled


def worker_command() -> tuple[str, list[str]]:
    """The program and arguments that start the worker, from source or in the frozen app."""
    if getattr(sys, "frozen", False):
        return sys.executable, [FLAG]
    return sys.executable, ["-m", "wordmastermind.files.file_worker"]


def worker_environment() -> QProcessEnvironment:
    """The app's environment, with this copy of the package first on Python's path."""
    environment = QProcessEnvironment.systemEnvironment()
    if not getattr(sys, "frozen", False):
        root = str(Path(__file__).resolve().parent.parent.parent)
        path = environment.value("PYTHONPATH")
        environment.insert("PYTHONPATH", root + (os.pathsep + path if path else ""))
    return environment


class BackgroundWork(QObject):
    """One read (or, ``writing``, one file made for an export) in a worker process, with its progress dialog."""

    def __init__(self, parent: QWidget, path: Path, *, writing: bool = False) -> None:
        super().__init__(parent)
        self.path = path
        self.writing = writing
        self.cancelled = False
        self.process = QProcess(self)
        label = self.tr("Writing {0}…") if writing else self.tr("Reading {0}…")
        self.dialog = QProgressDialog(label.format(path.name), self.tr("Cancel"), 0, 0, parent)
        self.dialog.setWindowTitle(self.tr("Export") if writing else self.tr("Import"))
        fit_to_screen(self.dialog)
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self.dialog.reset()  # stops Qt's own timer, which would show the dialog after 4 s: the app shows it
        self.dialog.canceled.connect(self.cancel)
        self._progress_later = QTimer(self)
        self._progress_later.setSingleShot(True)
        self._progress_later.timeout.connect(self._show_progress)
        self._loop = QEventLoop(self)
        self._output = bytearray()
        self._errors = bytearray()

    def run(self, function: Callable[..., T], *args: Any, **kwargs: Any) -> T | None:
        """The function's value; ``None`` if cancelled. Raises what the function raised."""
        request = pickle.dumps((function, args, kwargs), protocol=pickle.HIGHEST_PROTOCOL)
        process = self.process
        program, arguments = worker_command()
        process.setProgram(program)
        process.setArguments(arguments)
        process.setProcessEnvironment(worker_environment())
        process.readyReadStandardOutput.connect(self._read_output)
        process.readyReadStandardError.connect(self._read_errors)
        process.finished.connect(self._loop.quit)
        try:
            process.start()
            if not process.waitForStarted(30_000):
                failed = (self.tr("{0}: cannot be written: the writing process did not start ({1})") if self.writing
                          else self.tr("{0}: cannot be read: the reading process did not start ({1})"))
                raise OSError(failed.format(self.path, process.errorString()))
            process.write(request)
            process.closeWriteChannel()
            if process.state() != QProcess.ProcessState.NotRunning:
                self._wait()
        finally:
            self._stop()
        if self.cancelled:
            return None
        value: T = self._outcome()
        return value

    def _wait(self) -> None:
        """Wait for the worker: first without the window's input, then, once the progress dialog shows (it is
        modal and has Cancel), with it."""
        self._progress_later.start(PROGRESS_AFTER_MS)
        QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        try:
            self._loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)  # until done, or the dialog shows
        finally:
            QApplication.restoreOverrideCursor()
        if self.dialog.isVisible() and self.process.state() != QProcess.ProcessState.NotRunning:
            self._loop.exec()

    def _show_progress(self) -> None:
        self.dialog.show()
        self._loop.quit()  # to wait on with the dialog's input

    def cancel(self) -> None:
        """Stop waiting: the worker is stopped, its result never used."""
        self.cancelled = True
        self._loop.quit()

    def _stop(self) -> None:
        self._progress_later.stop()
        if self.process.state() != QProcess.ProcessState.NotRunning:
            self.process.kill()
            self.process.waitForFinished(30_000)
        self.dialog.canceled.disconnect(self.cancel)
        self.dialog.hide()
        self.dialog.deleteLater()

    def _read_output(self) -> None:
        self._output += self.process.readAllStandardOutput().data()

    def _read_errors(self) -> None:
        self._errors += self.process.readAllStandardError().data()

    def _outcome(self) -> Any:
        self._read_output()
        self._read_errors()
        process = self.process
        outcome: Any = None
        if process.exitStatus() == QProcess.ExitStatus.NormalExit and process.exitCode() == 0:
            try:
                outcome = pickle.loads(bytes(self._output))
            except Exception:  # noqa: BLE001 - told below, as a stop without an answer
                outcome = None
        if not (isinstance(outcome, tuple) and len(outcome) == 2):
            last = bytes(self._errors).decode("utf-8", "replace").strip().splitlines()[-1:]
            stopped = (self.tr("{0}: cannot be written: the writing stopped unexpectedly ({1})") if self.writing
                       else self.tr("{0}: cannot be read: the reading stopped unexpectedly ({1})"))
            raise OSError(stopped.format(
                self.path, last[0] if last else self.tr("exit code {0}").format(process.exitCode())))
        kind, value = outcome
        if kind == "value":
            return value
        if kind == "error":
            raise value
        doing = "writing" if self.writing else "reading"
        raise RuntimeError(f"{doing} {self.path} failed in the worker process:\n{value}")
