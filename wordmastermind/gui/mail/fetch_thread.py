"""The fetch dialog's reading of the mailbox, away from the window: a thread, and signals to say how far it got.

The job is :func:`~wordmastermind.files.mail.imap.fetch_mails` with the
dialog's account and the round's window; it runs in a Python thread and
tells the window through queued signals. Not a QThread: the fetch starts
and joins a thread of its own (its deadline), which a thread Python does
not know of could not do without leaving a stray entry in ``threading``'s
list of threads.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from wordmastermind.files.mail.imap import Fetched

Job = Callable[[Callable[[int, int], None], Callable[[], bool]], "Fetched | None"]
"""The reading: called with a progress callback and a stop test; the mails read (None: stopped)."""


class FetchThread(QObject):
    """Runs the reading in a thread of its own; ``finished`` (queued to the window) when it is over."""

    progressed = Signal(int, int)
    finished = Signal()

    def __init__(self, job: Job, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._job = job
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="mailbox fetch", daemon=True)
        self.fetched: Fetched | None = None
        self.error: BaseException | None = None

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    def wait(self, timeout_ms: int) -> bool:
        """Wait for the thread to end; whether it did."""
        self._thread.join(timeout_ms / 1000)
        return not self._thread.is_alive()

    @property
    def stopped(self) -> bool:
        return self._stop.is_set()

    def _run(self) -> None:
        try:
            self.fetched = self._job(self.progressed.emit, self._stop.is_set)
        except Exception as error:  # shown in the window, never lost in a thread
            self.error = error
        finally:
            try:
                self.finished.emit()  # queued: the window takes it in its own thread
            except RuntimeError:  # the window is gone already: nobody to tell
                pass
