"""A window sized to what it would like, but never larger than the screen it opens on.

A dialog asking for 1180 × 640 on a laptop's 1366 × 768 screen at 150 %
(910 × 512 for the layout) would reach past the screen's bottom and its
buttons with it. :func:`fit_size` gives the size to ask for, :func:`keep_inside`
moves a window shown back inside the available area (its frame too).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

SHARE = 0.94
"""The part of the available area a window may take at most."""


def screen_of(widget: QWidget) -> QScreen | None:
    """The screen ``widget`` is on (or will open on: its parent's), else the primary one."""
    parent = widget.parentWidget()
    for candidate in (widget, parent.window() if parent is not None else None):
        if candidate is not None and candidate.isVisible():
            return candidate.screen()
    return (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()


def available(widget: QWidget) -> QRect:
    screen = screen_of(widget)
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 700)


def fit_size(widget: QWidget, wanted: QSize) -> QSize:
    """``wanted``, made smaller where the available area of ``widget``'s screen is smaller."""
    area = available(widget)
    most = QSize(int(area.width() * SHARE), int(area.height() * SHARE))
    least = widget.minimumSizeHint()
    width = max(min(wanted.width(), most.width()), min(least.width(), area.width()))
    height = max(min(wanted.height(), most.height()), min(least.height(), area.height()))
    return QSize(width, height)


def keep_inside(widget: QWidget) -> None:
    """Move (and if need be shrink) a shown window so that its frame lies inside its screen's available area."""
    area = available(widget)
    frame = widget.frameGeometry()
    extra = QSize(frame.width() - widget.width(), frame.height() - widget.height())
    if frame.width() > area.width() or frame.height() > area.height():
        widget.resize(min(widget.width(), area.width() - extra.width()),
                      min(widget.height(), area.height() - extra.height()))
        frame = widget.frameGeometry()
    x = min(max(frame.left(), area.left()), area.right() - frame.width() + 1)
    y = min(max(frame.top(), area.top()), area.bottom() - frame.height() + 1)
    if (x, y) != (frame.left(), frame.top()):
        widget.move(x, y)
