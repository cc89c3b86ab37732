"""Reading a file for an import away from the window: a worker process, a progress dialog with Cancel.

:func:`read_in_background` runs a module-level function (such as
:func:`~wordmastermind.files.wmm.imports.preview_roster`) in a worker
process (:mod:`wordmastermind.gui.read_worker`) and waits for it in an
event loop of its own, so the window keeps repainting however long a
large spreadsheet takes. A busy progress dialog, modal to the window,
names the file; its Cancel stops the worker at once (the process is
killed and waited for) and gives ``None``, with nothing changed. An error
for the user (:class:`OSError`, :class:`ValueError`) is raised here as it
was raised there, with the same message; a bug in the worker raises
:class:`RuntimeError` with the worker's traceback.
"""

from __future__ import annotations

import os
import pickle
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QEventLoop, QObject, QProcess, QProcessEnvironment, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from wordmastermind.gui.read_worker import FLAG
from wordmastermind.gui.widgets.screen_fit import fit_to_screen

T = TypeVar("T")


def read_in_background(
    parent: QWidget, path: Path, function: Callable[..., T], *args: Any, **kwargs: Any
) -> T | None:
    """``function(*args, **kwargs)``, run in a worker process while a progress dialog
    over ``parent`` says that ``path`` is read; ``None`` if the game master cancels."""
    reader = BackgroundRead(parent, path)
    try:
        return reader.run(function, *args, **kwargs)
    finally:
        reader.deleteLater()


def worker_command() -> tuple[str, list[str]]:
    """The program and arguments that start the worker, from source or in the frozen app."""
    if getattr(sys, "frozen", False):
        return sys.executable, [FLAG]
    return sys.executable, ["-m", "wordmastermind.gui.read_worker"]


def worker_environment() -> QProcessEnvironment:
    """The app's environment, with this copy of the package first on Python's path."""
    environment = QProcessEnvironment.systemEnvironment()
    if not getattr(sys, "frozen", False):
        root = str(Path(__file__).resolve().parent.parent.parent)
        path = environment.value("PYTHONPATH")
        environment.insert("PYTHONPATH", root + (os.pathsep + path if path else ""))
    return environment


class BackgroundRead(QObject):
    """One read in a worker process, with its progress dialog."""

    def __init__(self, parent: QWidget, path: Path) -> None:
        super().__init__(parent)
        self.path = path
        self.cancelled = False
        self.process = QProcess(self)
        self.dialog = QProgressDialog(
            self.tr("Reading {0}…").format(path.name), self.tr("Cancel"), 0, 0, parent
        )
        self.dialog.setWindowTitle(self.tr("Import"))
        fit_to_screen(self.dialog)
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setMinimumDuration(0)
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self.dialog.canceled.connect(self.cancel)
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
                raise OSError(
                    self.tr("{0}: cannot be read: the reading process did not start ({1})").format(
                        self.path, process.errorString()
                    )
                )
            process.write(request)
            process.closeWriteChannel()
            self.dialog.show()
            if process.state() != QProcess.ProcessState.NotRunning:
                self._loop.exec()
        finally:
            self._stop()
        if self.cancelled:
            return None
        value: T = self._outcome()
        return value

    def cancel(self) -> None:
        """Stop waiting: the worker is stopped, its result never used."""
        self.cancelled = True
        self._loop.quit()

    def _stop(self) -> None:
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
            raise OSError(
                self.tr("{0}: cannot be read: the reading stopped unexpectedly ({1})").format(
                    self.path, last[0] if last else self.tr("exit code {0}").format(process.exitCode())
                )
            )
        kind, value = outcome
        if kind == "value":
            return value
        if kind == "error":
            raise value
        raise RuntimeError(f"reading {self.path} failed in the worker process:\n{value}")
