"""The mail dialog on a narrow screen: its lower panes under one another, check boxes whose text wraps.

On a laptop's 1366 × 768 screen at 150 % (911 × 512 for the layouts) the
recipients, the ways out and the results side by side were wider than the
dialog: each pane scrolled sideways, the ways out's tabs read "Al…", "P…",
"P…", and the Post tab's form was wider than its pane even on 1920 × 1080 at
150 %, the duplex box's text cut. :class:`PaneFlow` puts the three panes
side by side where there is room for them, else the results under the ways
out, else all three under one another: the ways out always as wide as their
tabs' whole titles. :class:`WrappingCheckBox` is a check box whose text
goes on as many lines as its width needs, so that a form of them fits a
narrow pane (its labels then above their fields: ``WrapLongRows``).
:func:`wrapping` makes the mail's text and its preview wrap at their width,
as a mail program shows a plain-text mail (unwrapped, a long sentence or
address scrolled sideways, even on 1920 × 1080). :func:`listing` makes a
choice of many players a list that scrolls: Fusion's popup of a hundred
names was as tall as the screen, its last name cut, a small arrow to reach
the others. At 911 × 512 the mail's text showed one line before its pane
scrolled, and at the dialog's narrowest the whole dialog scrolled sideways:
:func:`showing_lines` keeps :data:`TEXT_LINES` lines of the text in view,
:func:`never_squeezed` keeps the mail's pane as large as what it holds, and
the panes below go in a pane that scrolls down (:func:`scrolling_down`), so
that the dialog's smallest layout fits the screen. :func:`whole_placeholder`
keeps a field as wide as its hint (the password's, in the mail and fetch
dialogs: squeezed, German lost its end). :class:`FormPage` is a form whose
labels go above their fields all together where the page is too narrow for
every row side by side (Qt's ``WrapLongRows`` decides row by row: with the
desktop's fonts at 150 % only the password's label went above its field, and
the Post tab's "Page:"); :func:`tab_pane` lets a tab's page be as wide as it
would like where there is room (its labels beside their fields).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QPaintEvent, QPalette, QResizeEvent, QTextOption
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLayout,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStyle,
    QStyleOptionButton,
    QStyleOptionFocusRect,
    QStyleOptionFrame,
    QStylePainter,
    QWidget,
)

from wordmastermind.gui.widgets.screen_fit import Scroller, scrolling

SIDE, UNDER, COLUMN = "side", "under", "column"
"""The panes' arrangements: side by side; the results under the ways out; all three under one another."""


def least_width(widget: QWidget) -> int:
    """How narrow ``widget`` may be, as a layout sees it."""
    return max(widget.minimumWidth(), widget.minimumSizeHint().width())


class PaneFlow(QWidget):
    """The recipients, the ways out and the results: side by side where there is room, else the results under
    the ways out, else the three under one another. It may be as narrow as its narrowest pane; each arrangement
    keeps the splitters, whose handles the user may move."""

    rearranged = Signal(str)
    """The panes took another arrangement (:data:`SIDE`, :data:`UNDER` or :data:`COLUMN`): they may want
    another height."""

    def __init__(self, recipients: QWidget, ways: QWidget, results: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.inner = QSplitter()
        self.inner.addWidget(ways)
        self.inner.addWidget(results)
        self.outer = QSplitter(self)
        self.outer.addWidget(recipients)
        self.outer.addWidget(self.inner)
        for splitter in (self.outer, self.inner):
            splitter.setChildrenCollapsible(False)
        self.panes = (recipients, ways, results)
        self.arrangement = ""

    def arrangement_for(self, width: int) -> str:
        """The arrangement the panes take ``width`` wide."""
        recipients, ways, results = (least_width(pane) for pane in self.panes)
        handle = self.outer.handleWidth()
        if width >= recipients + ways + results + 2 * handle:
            return SIDE
        if width >= recipients + max(ways, results) + handle:
            return UNDER
        return COLUMN

    def _arrange(self) -> None:
        arrangement = self.arrangement_for(self.width())
        if arrangement == self.arrangement:
            return
        self.arrangement = arrangement
        recipients, ways, results = self.panes
        self.outer.setOrientation(Qt.Orientation.Vertical if arrangement == COLUMN else Qt.Orientation.Horizontal)
        self.inner.setOrientation(Qt.Orientation.Horizontal if arrangement == SIDE else Qt.Orientation.Vertical)
        wide = least_width(ways)
        if arrangement == SIDE:  # the names narrower than the forms beside, the results widest: read whole
            self._share(self.outer, (2, 7), [recipients.sizeHint().width(), wide + wide * 5 // 3])
            # the ways out as wide as their forms like (each label beside its field: FormPage), where the results
            # keep their least width: at 150 % the SMTP form's labels went above their fields for want of 14 pixels
            room = self.outer.sizes()[1] - self.inner.handleWidth()
            liked = max(wide, min(ways.sizeHint().width(), room - least_width(results)))
            if liked > wide:  # and keep it: the results take a change of width
                self._share(self.inner, (0, 1), [liked, room - liked])
            else:
                self._share(self.inner, (3, 4), [wide, wide * 5 // 3])
        else:  # the results' rows read (five at least, at 1100 × 800), the ways out the rest: their forms scroll
            self._share(self.inner, (1, 1), [ways.minimumSizeHint().height(), results.sizeHint().height()])
            if arrangement == UNDER:  # the names as narrow as they may be: the ways out and the results the rest
                self._share(self.outer, (0, 1), [least_width(recipients), self.width()])
            else:
                self._share(self.outer, (0, 1), [recipients.minimumSizeHint().height(), self.height()])
        self.updateGeometry()  # another height, at least
        self.rearranged.emit(arrangement)

    @staticmethod
    def _share(splitter: QSplitter, stretches: tuple[int, int], sizes: list[int]) -> None:
        for index, stretch in enumerate(stretches):
            splitter.setStretchFactor(index, stretch)
        splitter.setSizes(sizes)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.outer.setGeometry(self.rect())  # first: the splitters share the new width
        self._arrange()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # a pane would like another size (the splitter said so)
            self._arrange()
            self.updateGeometry()
        return super().event(event)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """As narrow as the narrowest pane (they go under one another), as low as the arrangement is."""
        return QSize(max(least_width(pane) for pane in self.panes), self.outer.minimumSizeHint().height())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Side by side, each as wide as it would like (the ways out as their tabs, the results wider)."""
        recipients, ways, _ = self.panes
        wide = least_width(ways)
        return QSize(recipients.sizeHint().width() + wide + wide * 5 // 3 + 2 * self.outer.handleWidth(),
                     self.outer.sizeHint().height())


class WrappingCheckBox(QCheckBox):
    """A check box whose text goes on as many lines as its width needs (Qt's is cut where it is narrower), the
    box beside the first. It is at least as wide as its longest word."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        policy = self.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Preferred)
        policy.setVerticalPolicy(QSizePolicy.Policy.Preferred)  # Qt's Fixed keeps it at one line's height
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _option(self) -> QStyleOptionButton:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        return option

    def _line(self) -> int:
        """The height of a check box of one line."""
        return super().sizeHint().height()

    def _text_rect(self, width: int) -> QRect:
        """Where the text goes, ``width`` wide: beside the box, its first line where a box of one line has it."""
        option = self._option()
        option.rect = QRect(0, 0, width, self._line())
        contents = self.style().subElementRect(QStyle.SubElement.SE_CheckBoxContents, option, self)
        top = max(0, (self._line() - self.fontMetrics().height()) // 2)
        return QRect(contents.left(), top, max(1, contents.width()), 1 << 20)

    def _flags(self) -> int:
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        if self.style().styleHint(QStyle.StyleHint.SH_UnderlineShortcut, self._option(), self):
            return int(flags | Qt.TextFlag.TextShowMnemonic)
        return int(flags | Qt.TextFlag.TextHideMnemonic)

    def text_height(self, width: int) -> int:
        """The height of its text, ``width`` wide: its lines."""
        room = self._text_rect(width)
        return self.fontMetrics().boundingRect(room, self._flags(), self.text()).height()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        room = self._text_rect(width)
        return max(self._line(), room.top() * 2 + self.text_height(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        words = self.text().replace("&&", "\0").replace("&", "").replace("\0", "&").split()
        longest = max((self.fontMetrics().horizontalAdvance(word) for word in words), default=0)
        return QSize(self._text_rect(1 << 12).left() + longest + 2, self._line())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        return QSize(hint.width(), self.heightForWidth(hint.width()))

    def hitButton(self, pos: QPoint) -> bool:  # noqa: N802 - Qt's name
        return self.rect().contains(pos)  # its text on every line, as Qt's box of one line

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QStylePainter(self)
        option = self._option()
        box = QStyleOptionButton(option)
        box.rect = QRect(0, 0, self.width(), self._line())
        box.rect = self.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, box, self)
        painter.drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorCheckBox, box)
        room = self._text_rect(self.width())
        room.setHeight(self.height() - room.top())
        painter.drawItemText(room, self._flags(), option.palette, self.isEnabled(), self.text(),
                             QPalette.ColorRole.WindowText)
        if self.hasFocus():
            focus = QStyleOptionFocusRect()
            focus.initFrom(self)
            focus.rect = self.fontMetrics().boundingRect(room, self._flags(), self.text()).adjusted(-2, -1, 2, 1)
            painter.drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, focus)


LINE_EDIT_MARGIN = 2
"""The room Qt's line edit leaves on each side of its text, inside its frame's contents."""


def whole_placeholder(edit: QLineEdit) -> None:
    """``edit`` at least as wide as its hint (its placeholder text) needs to be read whole."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    contents = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    frame = option.rect.width() - contents.width()
    text = edit.fontMetrics().horizontalAdvance(edit.placeholderText())
    edit.setMinimumWidth(text + frame + 2 * LINE_EDIT_MARGIN + 1)


def wrapping(edit: QPlainTextEdit) -> None:
    """``edit``'s lines wrap at its width, between words where they can, else anywhere (a long address): it never
    scrolls sideways."""
    edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
    edit.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)


LISTED = 15
"""How many names a choice's list shows at once (it scrolls through the others)."""


def listing(combo: QComboBox) -> None:
    """``combo``'s popup a list of :data:`LISTED` rows at most that scrolls, as wide as its longest entry (the combo
    may be narrower: its entries must be told apart), whatever the style (Fusion's ignores ``maxVisibleItems``)."""
    combo.setStyleSheet("QComboBox { combobox-popup: 0; }")
    combo.setMaxVisibleItems(LISTED)
    view = combo.view()
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)  # the popup's style had turned it off
    bar = view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, view)
    view.setMinimumWidth(view.sizeHintForColumn(0) + view.fontMetrics().averageCharWidth() + bar + 2 * view.frameWidth())


def share_height(parts: QSplitter, arrangement: str) -> None:
    """The mail and its preview above (``parts``' first), the panes below: three fifths of the height to the mail
    where the panes are side by side, else half (the results under the ways out want their rows)."""
    above = 3 if arrangement in (SIDE, "") else 1
    below = 2 if arrangement in (SIDE, "") else 1
    parts.setStretchFactor(0, above)
    parts.setStretchFactor(1, below)
    parts.setSizes([above * 1000, below * 1000])


TEXT_LINES = 4
"""The lines of the mail's text in view at least, however low the dialog."""


def showing_lines(edit: QPlainTextEdit, lines: int = TEXT_LINES) -> None:
    """``edit`` at least as tall as ``lines`` lines of its text, its frame and its document's margins need."""
    margins = 2 * edit.document().documentMargin() + 2 * edit.frameWidth()
    edit.setMinimumHeight(lines * edit.fontMetrics().lineSpacing() + int(margins + 0.5))


def bar_width(area: QScrollArea) -> int:
    """The width of ``area``'s vertical scroll bar."""
    return area.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, area)


def never_squeezed(area: QScrollArea) -> QScrollArea:
    """``area`` at least as large as what it holds at its smallest (and the width of a scroll bar more): it
    scrolls down only where that grows (a message shown under the text), never sideways."""
    page = area.widget()
    if page is not None:
        least = page.minimumSizeHint()
        area.setMinimumSize(least.width() + bar_width(area), least.height())
    return area


def scrolling_down(page: QWidget, lines: int, name: str) -> QScrollArea:
    """``page`` in a pane that scrolls down where it is lower than ``page`` at its smallest (at least ``lines``
    lines high), never sideways: as wide as ``page`` at its narrowest and a scroll bar."""
    area = scrolling(page, lines=lines, name=name)
    area.setMinimumWidth(page.minimumSizeHint().width() + bar_width(area))
    return area


class TabPane(Scroller):
    """A tab's page that scrolls down: as wide as the page would like and its scroll bar. Qt's scroll area would be
    36 lines wide at most, and gave a scroll bar, shown, the page's width: with the fonts at 150 % on 1800 pixels
    the French Post form's labels went above their fields, and the English ones for want of a pixel."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        page = self.widget()
        if page is not None:
            hint.setWidth(max(hint.width(), page.sizeHint().width() + bar_width(self) + 2 * self.frameWidth()))
        return hint


def tab_pane(page: QWidget, name: str) -> QScrollArea:
    """``page`` in a :class:`TabPane` that a screen reader calls ``name``."""
    return scrolling(page, name=name, kind=TabPane)


class FormPage(QWidget):
    """A page holding :attr:`form`: every label beside its field where the page is wide enough for each row so,
    else every label above its field. It may be as narrow as its labels and fields above one another (its pane
    never scrolls sideways for it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.form.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # its least width: minimumSizeHint's
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)

    def _columns(self) -> tuple[int, int]:
        """The widest label, and the widest field at its narrowest (as the form measures them)."""
        labels = fields = 0
        for row in range(self.form.rowCount()):
            label = self.form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            if label is not None and not label.isEmpty():
                labels = max(labels, label.sizeHint().width())
            for role in (QFormLayout.ItemRole.FieldRole, QFormLayout.ItemRole.SpanningRole):
                field = self.form.itemAt(row, role)
                if field is not None and not field.isEmpty():
                    fields = max(fields, field.minimumSize().width())
        return labels, fields

    def beside_width(self) -> int:
        """How wide the page must be for every label beside its field."""
        margins = self.form.contentsMargins()
        labels, fields = self._columns()
        return margins.left() + margins.right() + labels + max(self.form.horizontalSpacing(), 0) + fields

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """As wide as every label beside its field needs (a check box's text on two lines leaves the width to the
        results beside: the Post tab's duplex box on one line took a third of theirs, in French at 150 %)."""
        return QSize(self.beside_width(), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """As narrow as the labels above their fields; as low as the form is laid out now."""
        margins = self.form.contentsMargins()
        return QSize(margins.left() + margins.right() + max(self._columns()),
                     super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        policy = (QFormLayout.RowWrapPolicy.DontWrapRows if event.size().width() >= self.beside_width()
                  else QFormLayout.RowWrapPolicy.WrapAllRows)
        if self.form.rowWrapPolicy() != policy:
            self.form.setRowWrapPolicy(policy)  # the layout asks for the height the rows now need
        super().resizeEvent(event)
