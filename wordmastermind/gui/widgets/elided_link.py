"""A one-line link that gives way: cut short with "…" where its whole text does not fit, the whole in its tip.

A status bar gives its permanent widgets the width their text asks for first, and
its passing message what is left. A long link (a guess in another round now breaks
a rule) left the message beside it (the word lists are ready, say) a few letters
at 850 px in German, the two run together. This link asks for no more than a
share of the widget it is in (in a status bar: while the bar shows a message), and says
the rest in its tip. It watches that widget only while it is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget
from shiboken6 import Shiboken

SHARE = 0.5
"""The most of its parent's width the link asks for; in a status bar, while the bar shows a message."""


class ElidedLink(QLabel):
    """A link of one line: :meth:`set_link` gives its text and target; ``linkActivated`` says the target."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self._text = ""
        self._href = ""
        self._host: QWidget | None = None  # the parent whose width it follows, while shown

    def set_link(self, text: str, href: str) -> None:
        self._text, self._href = text, href
        self.updateGeometry()
        self._fit(self.width() if self.isVisible() else self._whole())

    def link_text(self) -> str:
        """The link's whole text, whether it is cut short or not."""
        return self._text

    def href(self) -> str:
        return self._href

    def sizeHint(self) -> QSize:
        hint = QSize(self._whole(), super().sizeHint().height())
        host = self.parentWidget()
        if isinstance(host, QStatusBar) and not host.currentMessage():
            return hint  # no message to leave room for
        if host is not None and host.width() > 0:
            hint.setWidth(min(hint.width(), int(host.width() * SHARE)))
        return hint

    def minimumSizeHint(self) -> QSize:
        return QSize(min(self._whole(), self.fontMetrics().averageCharWidth() * 12), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit(event.size().width())

    def event(self, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Show or (kind == QEvent.Type.ParentChange and self.isVisible()):
            self._follow(self.parentWidget())
            self.updateGeometry()  # its share of this parent's width
        elif kind == QEvent.Type.Hide:
            self._follow(None)
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() == QEvent.Type.Resize:
            self.updateGeometry()  # its share of the new width
        return False

    def _follow(self, parent: QWidget | None) -> None:
        host = self._host
        if host is not None and Shiboken.isValid(host):  # not when the window's end takes its status bar first
            host.removeEventFilter(self)
            if isinstance(host, QStatusBar):
                host.messageChanged.disconnect(self._message_changed)
        self._host = parent
        if parent is not None:
            parent.installEventFilter(self)
            if isinstance(parent, QStatusBar):
                parent.messageChanged.connect(self._message_changed)

    @Slot(str)
    def _message_changed(self, _message: str) -> None:
        self.updateGeometry()

    def _whole(self) -> int:
        margins = self.contentsMargins()
        return self.fontMetrics().horizontalAdvance(self._text) + margins.left() + margins.right() + 2 * self.margin()

    def _fit(self, width: int) -> None:
        margins = self.contentsMargins()
        room = width - margins.left() - margins.right() - 2 * self.margin()
        metrics = self.fontMetrics()
        shown = self._text  # where it fits as _whole measured it: elidedText may want a pixel more
        if metrics.horizontalAdvance(shown) > room:
            shown = metrics.elidedText(shown, Qt.TextElideMode.ElideRight, max(0, room))
        self.setToolTip(self._text if shown != self._text else "")
        href = _escape(self._href).replace('"', "&quot;")
        super().setText(f'<a href="{href}">{_escape(shown)}</a>')


def _escape(text: str) -> str:
    """``text`` as rich text shows it (not :func:`html.escape`: its module's 2 ms are not the start's to pay)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
