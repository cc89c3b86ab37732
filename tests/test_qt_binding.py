"""The Qt binding must not corrupt Python's reference counts.

PySide6 6.12.0 on CPython 3.11 drops a reference to None on every Qt call
that returns nothing, and to True on every signal emitted from Python. After
a few thousand calls the interpreter aborts ("none_dealloc" or
"bool_dealloc"). pyproject.toml excludes that release; this test catches any
binding that brings the bug back, instead of letting the app crash at random.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtGui import QPainterPath


class Emitter(QObject):
    flag = Signal(bool)


def test_qt_calls_keep_the_reference_counts_of_none_and_true(qtbot: object) -> None:
    emitter = Emitter()
    path = QPainterPath()
    before_none, before_true = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(200):
        path.addEllipse(QPointF(1, 1), 2, 2)  # returns nothing
        emitter.flag.emit(True)
    lost_none = before_none - sys.getrefcount(None)
    lost_true = before_true - sys.getrefcount(True)
    if sys.version_info < (3, 12):  # immortal from 3.12 on: counts are meaningless
        assert lost_none < 50, f"the Qt binding leaks references to None ({lost_none})"
        assert lost_true < 50, f"the Qt binding leaks references to True ({lost_true})"
