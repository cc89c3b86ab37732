"""The worker process that reads and checks a file for an import, or makes a report's file for an
export, away from the app.

The app (:mod:`wordmastermind.gui.background_work`) starts this module as a
process of its own (``python -m wordmastermind.files.file_worker``; the frozen
app as ``wordmastermind-gui --file-worker``), writes one pickled call to its
standard input (a module-level function, its arguments) and reads the
pickled outcome from its standard output: the value, the error a user is
shown (an :class:`OSError` or :class:`ValueError`, with its message), or the
traceback of a bug. A process, not a thread: pandas, openpyxl, python-docx
and ReportLab hold Python's lock for long stretches, which would stall the
window, and a process can be stopped when the game master cancels.

Nothing here imports Qt, so the worker starts quickly.
"""

from __future__ import annotations

import os
import pickle
import sys
import traceback
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

from wordmastermind.files.jsonread import DocumentError

FLAG = "--file-worker"
"""The frozen app's argument that makes it this worker (see installer/entry_gui.py)."""

Call = tuple[Callable[..., Any], Sequence[Any], Mapping[str, Any]]
Outcome = tuple[Literal["value", "error", "bug"], Any]
"""``("value", result)``, ``("error", exception)`` or ``("bug", traceback text)``."""


def run(function: Callable[..., Any], args: Sequence[Any], kwargs: Mapping[str, Any]) -> Outcome:
    """Call ``function``; its result, the error to show the user, or a bug's traceback."""
    try:
        return "value", function(*args, **kwargs)
    except MemoryError:
        return "error", ValueError("there is not enough memory for this file")
    except (OSError, ValueError) as error:
        return "error", portable(error)
    except Exception:  # a bug: the app reports it with its traceback
        return "bug", traceback.format_exc()


def portable(error: OSError | ValueError) -> OSError | ValueError:
    """``error`` itself if it comes back whole from pickling, else one of its
    base classes with the same message (an error whose constructor takes more
    than the message cannot be rebuilt by pickle)."""
    try:
        again = pickle.loads(pickle.dumps(error))
    except Exception:  # noqa: BLE001 - whatever breaks, the message still goes back
        again = None
    if type(again) is type(error) and str(again) == str(error):
        return error
    from wordmastermind.files.messages import said  # the message itself, to be said in any language

    if isinstance(error, DocumentError):
        return DocumentError(error.message)
    for kind in (OSError, ValueError):
        if isinstance(error, kind):
            return kind(said(error))
    return ValueError(said(error))


def main() -> int:
    """Read one call from standard input, run it, write its outcome to standard output."""
    # The descriptors, not sys.stdin and sys.stdout: a frozen windowed app may have neither.
    with os.fdopen(os.dup(0), "rb") as source:
        function, args, kwargs = pickle.loads(source.read())
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # a stray print cannot spoil the outcome
    sys.stdout = sys.stderr
    outcome = run(function, args, kwargs)
    try:
        data = pickle.dumps(outcome, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - a value that cannot be sent back is a bug
        data = pickle.dumps(("bug", traceback.format_exc()))
    with out:
        out.write(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
