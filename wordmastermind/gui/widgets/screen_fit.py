"""A dialog sized to what it would like, but never larger than the screen it opens on (issue 28).

A dialog asking for 1100 × 760 on a laptop's 1366 × 768 screen at 150 %
(911 × 512 for the layouts) would reach past the screen's bottom, and its
Close button with it. :func:`fit_to_screen`, called once as a dialog is
built, keeps it inside the available area of its screen (the taskbar and
the panels left out) with its frame: as it opens, it takes the size it
asked for (or would like), made smaller where the screen is smaller, and is
placed over its parent inside that area; when its layout asks for more
(a tab with more in it, a longer text), it is made smaller or moved back in.
Where even its smallest layout does not fit, what it holds but its buttons
goes into a scroll area, so that the buttons stay on the screen.

:func:`scrolling` is for a part that may be shorter or narrower than what
it holds (a tab's page of many fields), so that it does not make its
dialog larger than the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialogButtonBox,
    QFrame,
    QLayout,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

SHARE = 0.94
"""The part of the available area a dialog asks for at most (its smallest layout may take it all)."""

GUESSED_FRAME = QMargins(4, 36, 4, 4)
"""A title bar and borders, while the window system has not said how large its own are (an X11 window
manager says so once the window is on the screen): as large as common ones."""


def available(widget: QWidget) -> QRect:
    """The available area of the screen ``widget`` is on (or opens on: its parent's), else the primary one's."""
    parent = widget.parentWidget()
    screen = widget.screen() if widget.isVisible() or parent is None else parent.window().screen()
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 700)


def frame_of(window: QWidget, unknown: QMargins = GUESSED_FRAME) -> QMargins:
    """The width of ``window``'s frame on each side: the window system's, or ``unknown`` while it has not said."""
    frame, inner = window.frameGeometry(), window.geometry()
    if frame == inner:
        return unknown
    return QMargins(inner.left() - frame.left(), inner.top() - frame.top(),
                    frame.right() - inner.right(), frame.bottom() - inner.bottom())


def room(window: QWidget, frame: QMargins | None = None) -> QSize:
    """The largest size of ``window`` whose frame (``frame``, else :func:`frame_of`'s) fits the available area."""
    area, frame = available(window), frame_of(window) if frame is None else frame
    return QSize(area.width() - frame.left() - frame.right(), area.height() - frame.top() - frame.bottom())


def inside(frame: QRect, area: QRect) -> QPoint:
    """Where ``frame`` goes to lie inside ``area`` (its left and top edges kept where it is larger)."""
    x = max(min(frame.left(), area.right() - frame.width() + 1), area.left())
    y = max(min(frame.top(), area.bottom() - frame.height() + 1), area.top())
    return QPoint(x, y)


def scrolling(page: QWidget, lines: int = 0, name: str = "", kind: type[Scroller] | None = None) -> QScrollArea:
    """``page`` in a scroll area without a frame: it may then be shorter or narrower than what it holds (at
    least ``lines`` lines of text high, if given); where there is room, it is as tall as ``page`` would like.
    ``name`` is what a screen reader says for the area (Tab reaches it); ``kind``: the area's class, if not
    :class:`Scroller`."""
    area = (kind or Scroller)()
    area.setAccessibleName(name)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setWidget(page)
    if lines:
        area.setMinimumHeight(lines * area.fontMetrics().lineSpacing() + 2)
    return area


class Scroller(QScrollArea):
    """A scroll area that would like to be as tall as what it holds would like to be, for its width (a text
    that wraps into more lines where it is narrower); Qt's is as tall as for some width of its own."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        page = self.widget()
        if page is not None and page.hasHeightForWidth():
            wanted = page.heightForWidth(self.viewport().width())
            if wanted > 0:
                hint.setHeight(wanted + 2 * self.frameWidth())
        return hint

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """As low as the lines it was made to show at least (:func:`scrolling`), where it was given them: Qt's
        is a scroll bar's length, which kept a line of names 68 pixels high, half of it empty."""
        hint = super().minimumSizeHint()
        if self.minimumHeight() > 0:
            hint.setHeight(min(hint.height(), self.minimumHeight()))
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()  # a new width: what it would like may be another height


def fit_to_screen(window: QWidget, wanted: QSize | None = None) -> ScreenFit:
    """Keep ``window`` inside its screen from now on; it opens at ``wanted`` (else the size it has then)
    where there is room."""
    return ScreenFit(window, wanted)


class ScreenFit(QObject):
    """Sizes and places its parent, a dialog, as it opens and whenever its layout changes (see the module)."""

    def __init__(self, window: QWidget, wanted: QSize | None = None) -> None:
        super().__init__(window)
        self._wanted = wanted
        self._shown = False
        self._settled = False
        self._laid_out = True
        self._scrolled: QScrollArea | None = None
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.keep_inside)
        window.installEventFilter(self)

    def window(self) -> QWidget:
        parent = self.parent()
        assert isinstance(parent, QWidget)
        return parent

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()  # the window's own events: the filter is on it alone
        if kind == QEvent.Type.Show:
            self._open()
        elif kind == QEvent.Type.Hide:
            self._settled = False
        elif kind in (QEvent.Type.LayoutRequest, QEvent.Type.Resize) or (
                kind == QEvent.Type.Move and not self._settled):
            self._laid_out |= kind == QEvent.Type.LayoutRequest
            self._later.start()  # once the layout (or the window system) is done
        return False

    def _open(self) -> None:
        """Its size and place as it opens: what it asked for within the room, over its parent."""
        window = self.window()
        first = not self._shown
        self._shown = True
        if first:
            asked = self._wanted or window.size()
            area, most = available(window), room(window)
            share = QSize(int(area.width() * SHARE), int(area.height() * SHARE))
            width = min(max(min(asked.width(), share.width()), smallest(window).width()), most.width())
            self._scroll_if_too_small(width)
            height = min(max(min(asked.height(), share.height()), smallest(window, width).height()), most.height())
            window.resize(QSize(width, height).expandedTo(window.minimumSize()))
            if not window.testAttribute(Qt.WidgetAttribute.WA_Moved):
                self._center(window)
        self.keep_inside()
        self._later.start()  # again once the window system has placed it (and said how large its frame is)

    def _center(self, window: QWidget) -> None:
        """Over the middle of its parent's window (else of the available area)."""
        parent = window.parentWidget()
        middle = parent.window().frameGeometry().center() if parent is not None else available(window).center()
        frame = frame_of(window)
        width = window.width() + frame.left() + frame.right()
        height = window.height() + frame.top() + frame.bottom()
        window.move(middle.x() - width // 2, middle.y() - height // 2)

    def keep_inside(self) -> None:
        """Make the window smaller where it is larger than the room (and, where what it holds changed, taller
        where its layout is squeezed: a text that wraps into more lines), and move its frame inside the area."""
        window = self.window()
        laid_out, self._laid_out = self._laid_out, False
        if not window.isVisible():
            return
        if window.frameGeometry() != window.geometry():
            self._settled = True  # the window system has said where it is, and how large its frame is
        most = room(window)
        width = max(min(window.width(), most.width()), smallest(window).width())
        self._scroll_if_too_small(width)
        need = smallest(window, width).height() if laid_out else window.minimumHeight()
        height = min(max(window.height(), need), max(most.height(), need))
        if (width, height) != (window.width(), window.height()):
            window.resize(width, height)
        frame = frame_of(window)
        whole = QRect(window.pos(), QSize(window.width() + frame.left() + frame.right(),
                                          window.height() + frame.top() + frame.bottom()))
        place = inside(whole, available(window))
        if place != whole.topLeft():
            window.move(place)

    # ---------------------------------------------------------------- the last resort

    def _scroll_if_too_small(self, width: int) -> None:
        """Where even the smallest layout (``width`` wide) is larger than the room: what the window holds, but
        its buttons, in a scroll area. Only a frame the window system has told of counts here (none before):
        the layout is not changed for a frame that may be smaller than the guess."""
        window = self.window()
        most = room(window, frame_of(window, QMargins()))
        least = smallest(window, width)
        if self._scrolled is not None or (least.width() <= most.width() and least.height() <= most.height()):
            return
        layout = window.layout()
        if layout is not None:
            self._scrolled = scroll_layout(window, layout)


def smallest(window: QWidget, width: int = 0) -> QSize:
    """The smallest size of ``window``'s layout, ``width`` wide (else as wide as the window), below which it
    squeezes what it holds; where a text wraps, it is taller the narrower it is."""
    least = window.minimumSize().expandedTo(window.minimumSizeHint())
    layout = window.layout()
    if layout is not None:
        least.setHeight(max(least.height(), least_height(layout, max(width or window.width(), least.width()))))
    return least


def least_height(layout: QLayout, width: int) -> int:
    """The height below which ``layout``, ``width`` wide, squeezes what it holds.

    Qt's smallest size of a window leaves out the texts that wrap; and a
    column lays out each part whose height follows its width (a text that
    wraps, or what holds one) at the height it would like for that width,
    squeezing the others where there is less room: so that height counts.
    """
    if not layout.hasHeightForWidth():
        return layout.totalMinimumSize().height()
    least = layout.totalMinimumHeightForWidth(width)
    if not isinstance(layout, QBoxLayout) or layout.direction() not in (
            QBoxLayout.Direction.TopToBottom, QBoxLayout.Direction.BottomToTop):
        return least
    margins = layout.contentsMargins()
    inner = width - margins.left() - margins.right()
    items = [item for item in (layout.itemAt(i) for i in range(layout.count()))
             if item is not None and not item.isEmpty()]
    heights = [item.heightForWidth(max(min(inner, item.maximumSize().width()), item.minimumSize().width()))
               if item.hasHeightForWidth() else item.minimumSize().height() for item in items]
    column = sum(heights) + max(layout.spacing(), 0) * max(len(items) - 1, 0) + margins.top() + margins.bottom()
    return max(least, column)


def scroll_layout(window: QWidget, layout: QLayout) -> QScrollArea:
    """Move ``layout`` (``window``'s) into a scroll area that takes its place; its button boxes stay below it."""
    items = [layout.itemAt(i) for i in range(layout.count())]
    boxes = [box for item in items if item is not None and isinstance(box := item.widget(), QDialogButtonBox)]
    for box in boxes:
        layout.removeWidget(box)
    margins = layout.contentsMargins()
    content = ScrolledContent()
    content.setLayout(layout)  # the layout and what it holds leave the window for the content
    area = scrolling(content, name=window.windowTitle())  # the window's content: a screen reader says its title
    outer = QVBoxLayout(window)
    outer.setContentsMargins(0, 0, 0, margins.bottom() if boxes else 0)
    outer.addWidget(area, 1)
    for box in boxes:
        row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        row.setContentsMargins(margins.left(), 0, margins.right(), 0)
        row.addWidget(box)
        outer.addLayout(row)
    window.setMinimumSize(0, 0)  # the content's size no longer holds the window
    area.show()
    outer.activate()
    return area


class ScrolledContent(QWidget):
    """What a window holds, in its scroll area: as tall as the area, or as its smallest layout where that is
    taller. (A scroll area makes what holds a text that wraps as tall as it would like to be.)"""

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        layout = self.layout()
        return least_height(layout, width) if layout is not None else -1
