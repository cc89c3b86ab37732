"""PySide's look at every module imported, made as cheap as the answer it needs.

PySide replaces Python's ``import`` to serve its ``__feature__`` switches
(``from __feature__ import snake_case``). The first time an import statement
returns a module, it asks whether that module's source names ``PySide6``,
and to answer it reads the source through :func:`inspect.getsource`: the
linecache, the encoding detected, the whole file split into lines and kept
in memory. The app imports some 130 modules before a big game is ready to
work in, which made that question about 13 ms of the start (124 µs a module).

:func:`read_sources_lightly` gives PySide the same answer from the file's
bytes (20 µs a module). PySide keeps the answers in its own table
(``pyside_feature_dict``), which gets the answers PySide would have put there
for every module read from a source file. If a PySide version asks this
elsewhere, nothing is changed and PySide reads the sources as before.
"""

from __future__ import annotations

import sys
from types import ModuleType

FEATURE_MODULE = "shibokensupport.feature"
"""PySide's own module of the ``__feature__`` import (shiboken6 loads it with PySide6.QtCore)."""


def read_sources_lightly() -> bool:
    """Let PySide tell from a module's bytes whether it uses PySide; True if PySide is asked this way now."""
    feature = sys.modules.get(FEATURE_MODULE)
    if feature is None:
        return False
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is uses_pyside:
        return True
    if not callable(original) or not isinstance(getattr(feature, "pyside_feature_dict", None), dict):
        return False  # not the PySide this was written for: it reads the sources as it does
    setattr(feature, "_mod_uses_pyside", uses_pyside)  # noqa: B010 (a module's private name)
    return True


def uses_pyside(module: ModuleType) -> bool:
    """Whether the module's source names PySide6, as PySide's own check says, without Python's linecache.

    Like PySide's check, a module without a source file (built in, an
    extension, bytecode only) does not.
    """
    spec = getattr(module, "__spec__", None)
    origin = getattr(spec, "origin", None)
    if not isinstance(origin, str) or not origin.endswith(".py"):
        return False
    try:
        with open(origin, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return False
