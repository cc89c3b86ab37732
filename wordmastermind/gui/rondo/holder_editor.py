"""The card holder as a row of slots: lay a turn's cards the way they lie on the table.

The editor starts each turn with the holder as it lies (the previous word's
cards) and lets the game master lay cards into its slots, pull the holder
out by one slot at the front or the end, and count exchanged cards. It
shows live what the turn would score and which rule it breaks, using
:func:`~wordmastermind.core.rondo.holder.check_turn` and
:func:`~wordmastermind.core.rondo.holder.turn_points`; the rules are the core's, never
repeated here.

The notation field (``A``-``Z``, ``*E`` a joker, ``-`` an erase card, ``#``
face down, ``.`` empty) is part of the editor and stays in step with the
slots both ways, so the turn can be typed as text too.

Keys on a slot: a letter lays a letter card and moves on; ``*`` then a
letter lays a joker; ``-`` an erase card; ``#`` a card face down (beginner
variant); ``+`` pulls out a slot (on slot 1 at the front, elsewhere at the
end); Backspace takes back the card laid (in this slot, or else the one
before); Delete or ``.`` takes back this slot's card; Space, the arrow keys,
Home and End move; Enter plays the turn.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.rondo.cards import (
    ERASE_VALUE,
    JOKER_VALUE,
    LETTERS,
    Erase,
    Joker,
    Letter,
    LetterValues,
    card_value,
    cards_text,
)
from wordmastermind.core.rondo.cards import Slot as CardSlot
from wordmastermind.core.rondo.errors import RondoError
from wordmastermind.core.rondo.holder import (
    EXCHANGE_COST,
    MAX_SLOTS,
    MIN_SLOTS,
    Growth,
    Holder,
    Turn,
    check_turn,
    growth,
    turn_points,
)
from wordmastermind.gui.widgets.colors import PROBLEM_STYLE, WARNING_STYLE

FACE_DOWN = Erase(face_down=True)
_SLOTS_IN_MESSAGE = re.compile(r"^slots? ((?:\d+(?:, | and )?)+)")

# Card faces: fixed colours with dark ink, so they read the same on light and dark themes.
KEPT_FACE = QColor(236, 236, 236)
LAID_FACE = QColor(255, 243, 196)
ERASE_FACE = QColor(248, 215, 218)
INK = QColor(30, 30, 30)
FAINT_INK = QColor(110, 110, 110)
BAD_EDGE = QColor(200, 30, 30)


def problem_slots(message: str) -> tuple[int, ...]:
    """The 1-based slots a rule message starts with ("slot 2: ...", "slots 1 and 4 are ...")."""
    found = _SLOTS_IN_MESSAGE.match(message)
    return tuple(int(n) for n in re.findall(r"\d+", found.group(1))) if found else ()


class SlotCard(QWidget):
    """One slot of the holder, drawn as the card lying in it; focusable."""

    def __init__(self, editor: HolderEditor, index: int) -> None:
        super().__init__(editor)
        self._editor = editor
        self.index = index
        self.card: CardSlot = None
        self.value: int | None = None
        self.laid = False
        self.new_slot = False
        self.bad = False
        self.current = False
        self.pending_joker = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled, False)

    def sizeHint(self) -> QSize:
        height = self.fontMetrics().height()
        return QSize(round(height * 3.0), round(height * 4.0))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def show_card(
        self, card: CardSlot, value: int | None, *, laid: bool, new_slot: bool, bad: bool,
        current: bool, pending_joker: bool, description: str,
    ) -> None:
        self.card, self.value, self.laid, self.new_slot = card, value, laid, new_slot
        self.bad, self.current, self.pending_joker = bad, current, pending_joker
        self.setAccessibleName(self.tr("Slot {0}").format(self.index + 1))
        self.setAccessibleDescription(description)
        self.setToolTip(description)
        self.update()

    # events ---------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self._editor.select(self.index)
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._editor.select(self.index, focus=False)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._editor.key(event):
            super().keyPressEvent(event)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        card = self.card
        rect = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        radius = rect.width() / 8
        # the card (or the empty slot)
        if card is None and not self.pending_joker:
            pen = QPen(palette.color(QPalette.ColorRole.Mid), 1.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            if isinstance(card, Erase):
                face = ERASE_FACE
            else:
                face = LAID_FACE if self.laid or self.pending_joker else KEPT_FACE
            painter.setPen(QPen(FAINT_INK if not self.laid else INK, 1.2))
            painter.setBrush(face)
        painter.drawRoundedRect(rect, radius, radius)
        if card == FACE_DOWN:
            painter.setBrush(QBrush(FAINT_INK, Qt.BrushStyle.BDiagPattern))
            painter.setPen(Qt.PenStyle.NoPen)
            inner = rect.adjusted(4, 4, -4, -4)
            painter.drawRoundedRect(inner, radius / 2, radius / 2)
        # the big face of the card, between the bands of small marks
        band = rect.height() * 0.24
        big = QFont(self.font())
        big.setPixelSize(max(8, round(rect.height() * 0.42)))
        big.setBold(True)
        painter.setFont(big)
        painter.setPen(INK if self.laid or self.pending_joker else FAINT_INK)
        face_text = ""
        if self.pending_joker:
            face_text = "*?"
        elif isinstance(card, (Letter, Joker)):
            face_text = card.letter
        elif card == FACE_DOWN:
            face_text = "#"
        elif isinstance(card, Erase):
            face_text = "\u2212"
        painter.drawText(rect.adjusted(0, band * 0.6, 0, -band * 0.6), Qt.AlignmentFlag.AlignCenter,
                         face_text)
        # small marks: slot number, joker, value
        small = QFont(self.font())
        small.setPixelSize(max(7, round(band * 0.95)))
        painter.setFont(small)
        corner = rect.adjusted(rect.width() * 0.1, 1, -rect.width() * 0.1, -1)
        painter.setPen(FAINT_INK if card is not None else palette.color(QPalette.ColorRole.Text))
        painter.drawText(corner, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft,
                         str(self.index + 1))
        if isinstance(card, Joker) or self.pending_joker:
            painter.drawText(corner, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight,
                             self.tr("J"))
        if self.value is not None:
            small.setBold(True)
            painter.setFont(small)
            painter.setPen(INK)
            painter.drawText(corner, Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignRight,
                             str(self.value).replace("-", "\u2212"))
        if self.laid and card is not None:
            painter.setPen(INK)
            painter.drawText(corner, Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignLeft,
                             "\u2022")
        # where the typing goes, and what breaks a rule
        if self.bad:
            painter.setPen(QPen(BAD_EDGE, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.current:
            color = palette.color(QPalette.ColorRole.Highlight)
            painter.setPen(QPen(color, 3 if self.hasFocus() else 1.5,
                                Qt.PenStyle.SolidLine if self.hasFocus() else Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), radius, radius)
        painter.end()


class HolderEditor(QWidget):
    """The holder after the turn, laid card by card; see the module text for the keys."""

    changed = Signal()
    """The turn being laid changed (cards, slots, exchanges or the notation)."""
    playRequested = Signal()
    """Enter was pressed on a slot or in the notation field."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._previous = Holder.empty()
        self._values = LetterValues()
        self._beginner = False
        self._context: object = None
        self._slots: list[CardSlot] = list(self._previous.slots)
        self._grew: Growth | None = None  # where the holder was pulled out, when done here
        self._current = 0
        self._pending_joker = False
        self._touched = False
        self._notice = ""  # why the last action was refused; until the next edit
        self._notation_error = ""  # why the notation field cannot be read

        self.grow_front_button = self._grow_button("front")
        self.grow_end_button = self._grow_button("end")
        self.cards = [SlotCard(self, i) for i in range(MAX_SLOTS)]
        row = QHBoxLayout()
        row.setSpacing(2)
        row.addWidget(self.grow_front_button)
        for card in self.cards:
            row.addWidget(card)
        row.addWidget(self.grow_end_button)
        row.addStretch(1)

        self.slot_count_label = QLabel()
        self.slot_count_label.setWordWrap(True)
        self.joker_button = self._action_button(self.tr("&Joker"), self.tr(
            "Lay a joker (key *): the next letter typed is the letter it stands for; "
            "a joker is worth {0}").format(JOKER_VALUE), self.start_joker)
        self.joker_button.setCheckable(True)
        self.erase_button = self._action_button(self.tr("E&rase"), self.tr(
            "Lay an erase card (key -), worth {0}: only at the start or end of the word"
        ).format(ERASE_VALUE), lambda: self.lay(Erase()))
        self.face_down_button = self._action_button(self.tr("Face &down"), "",
                                                    lambda: self.lay(FACE_DOWN))
        self.clear_button = self._action_button(self.tr("&Clear"), self.tr(
            "Take back the card laid in this slot (Backspace or Delete)"), self.clear_current)
        self.take_back_button = self._action_button(self.tr("Take &back slot"), self.tr(
            "Push the slot pulled out this turn back in"), self.take_back_slot)
        actions = QHBoxLayout()
        for button in (self.joker_button, self.erase_button, self.face_down_button,
                       self.clear_button, self.take_back_button):
            actions.addWidget(button)
        actions.addStretch(1)

        self.notation = QLineEdit()
        self.notation.setToolTip(self.tr(
            "The holder after the turn as text: A-Z letters, *A a joker for A, - an erase "
            "card, # a card face down, . an empty slot"))
        self.notation.setPlaceholderText(self.tr("e.g. RATS, *RAT, -ATS"))
        self.exchanges_spin = QSpinBox()
        self.exchanges_spin.setRange(0, 20)
        self.exchanges_spin.setToolTip(self.tr("Cards exchanged before the turn: 2 points each"))
        self.exchanges_spin.setMaximumWidth(self.fontMetrics().horizontalAdvance("M") * 6)
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("&Notation:"), self.notation)
        form.addRow(self.tr("E&xchanged cards:"), self.exchanges_spin)

        self.points_label = QLabel()
        self.points_label.setWordWrap(True)
        self.word_note: Callable[[str], str | None] | None = None
        """What the word list says against the word being laid (a warning, shown under the points)."""
        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet(PROBLEM_STYLE)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(row)
        column.addWidget(self.slot_count_label)
        column.addLayout(actions)
        column.addLayout(form)
        column.addWidget(self.points_label)
        column.addWidget(self.problem_label)

        # Tab goes left to right along the holder, then on to the buttons and fields
        chain: list[QWidget] = [self.grow_front_button, *self.cards, self.grow_end_button,
                                self.joker_button, self.erase_button, self.face_down_button,
                                self.clear_button, self.take_back_button, self.notation,
                                self.exchanges_spin]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

        self.notation.textEdited.connect(self._notation_edited)
        self.notation.returnPressed.connect(self.playRequested)
        self.exchanges_spin.valueChanged.connect(self._exchanges_changed)
        self._refresh()

    def _grow_button(self, side: Growth) -> QToolButton:
        button = QToolButton()
        button.setText("+")
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setAccessibleName(
            self.tr("Pull out a slot at the front") if side == "front"
            else self.tr("Pull out a slot at the end"))
        font = button.font()
        font.setBold(True)
        button.setFont(font)
        button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        button.clicked.connect(lambda: self.grow(side))
        return button

    def _action_button(self, text: str, tip: str, run: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the focus on the slot
        button.clicked.connect(run)
        return button

    # -------------------------------------------------------------- state

    def set_context(
        self, previous: Holder, values: LetterValues, beginner: bool, context: object
    ) -> None:
        """Show the turn to be laid on ``previous``. ``context`` names the turn: while it
        stays the same (a letter value edited, say) the cards laid so far stay."""
        self._values = values
        self._beginner = beginner
        if context != self._context or previous != self._previous:
            self._context = context
            self._previous = previous
            self.reset()
        else:
            self._refresh()

    def reset(self) -> None:
        """Start the turn again: the holder as it lies, nothing exchanged."""
        self._slots = list(self._previous.slots)
        self._grew = None
        self._current = 0
        self._pending_joker = False
        self._touched = False
        self._notice = ""
        self._notation_error = ""
        self.exchanges_spin.blockSignals(True)
        self.exchanges_spin.setValue(0)
        self.exchanges_spin.blockSignals(False)
        self._refresh()

    @property
    def previous(self) -> Holder:
        return self._previous

    @property
    def current(self) -> int:
        """The slot (0-based) that typing goes to."""
        return self._current

    @property
    def slots(self) -> tuple[CardSlot, ...]:
        return tuple(self._slots)

    @property
    def exchanges(self) -> int:
        return int(self.exchanges_spin.property("value"))

    def turn(self) -> Turn:
        """The turn as laid; raises RondoError when the notation cannot be read."""
        if self._notation_error:
            raise RondoError(self._notation_error)
        return Turn(Holder(tuple(self._slots)), self.exchanges, self._entered_growth())

    def problem(self) -> str | None:
        """Why the turn cannot be played as it lies, or None."""
        if self._notation_error:
            return self._notation_error
        try:
            check_turn(self._previous, self.turn(), beginner=self._beginner)
        except RondoError as error:
            return str(error)
        return None

    def refuse(self, reason: str) -> None:
        """Show why an action (or the Play button) was refused."""
        self._notice = reason
        self._refresh(sync_notation=False)

    def _entered_growth(self) -> Growth | None:
        grown = len(self._slots) == len(self._previous.slots) + 1
        return self._grew if grown else None

    def _offset(self) -> int:
        """How far the previous cards moved right (1 after pulling out a front slot)."""
        try:
            turn = Turn(Holder(tuple(self._slots)), 0, self._entered_growth())
        except RondoError:
            return 0
        return 1 if growth(self._previous, turn) == "front" else 0

    def _before(self, index: int) -> CardSlot:
        """The card that lay in slot ``index`` before the turn (None in a new slot)."""
        j = index - self._offset()
        return self._previous.slots[j] if 0 <= j < len(self._previous.slots) else None

    def _grown(self) -> bool:
        return not self._previous.is_empty and len(self._slots) > len(self._previous.slots)

    # ------------------------------------------------------------ actions

    def select(self, index: int, *, focus: bool = True) -> None:
        if 0 <= index < len(self._slots):
            if index != self._current:
                self._pending_joker = False
            self._current = index
            if focus:
                self.cards[index].setFocus(Qt.FocusReason.OtherFocusReason)
            self._refresh(sync_notation=False)

    def shift(self, step: int) -> None:
        self.select(max(0, min(len(self._slots) - 1, self._current + step)))

    def _edited(self) -> None:
        self._touched = True
        self._notice = ""
        self._notation_error = ""
        self._refresh()
        self.changed.emit()

    def lay(self, card: Letter | Joker | Erase) -> bool:
        """Lay ``card`` in the current slot and move on; a card the rules never allow
        here is refused with the reason."""
        if card == FACE_DOWN:
            if not self._beginner:
                self.refuse(self.tr(
                    "a card laid face down counts as an erase card only in the beginner "
                    "variant, and this game does not play it"))
                return False
            others = [i + 1 for i, s in enumerate(self._slots)
                      if s == FACE_DOWN and i != self._current and s != self._before(i)]
            if others:
                self.refuse(self.tr(
                    "only one card per turn may be laid face down, and slot {0} already is"
                ).format(others[0]))
                return False
        self._slots[self._current] = card
        self._pending_joker = False
        self.joker_button.setChecked(False)
        self._current = min(self._current + 1, len(self._slots) - 1)
        self.cards[self._current].setFocus(Qt.FocusReason.OtherFocusReason)
        self._edited()
        return True

    def start_joker(self) -> None:
        """The next letter typed becomes a joker standing for it (again: cancel)."""
        self._pending_joker = not self._pending_joker
        self.joker_button.setChecked(self._pending_joker)
        self._notice = ""
        self.cards[self._current].setFocus(Qt.FocusReason.OtherFocusReason)
        self._refresh(sync_notation=False)

    def clear_current(self) -> None:
        self.clear(self._current)

    def clear(self, index: int) -> None:
        """Take back the card laid in slot ``index``: what lay there before shows again."""
        self._pending_joker = False
        self.joker_button.setChecked(False)
        self._slots[index] = self._before(index)
        self.cards[self._current].setFocus(Qt.FocusReason.OtherFocusReason)
        self._edited()

    def grow(self, side: Growth) -> bool:
        """Pull the holder out by one slot at ``side``; refused with the reason when
        the rules do not allow it."""
        count = len(self._slots)
        if self._previous.is_empty:
            self.refuse(self.tr(
                "the first word goes into the {0} slots of the closed holder; it is pulled "
                "out from the second word on").format(MIN_SLOTS))
            return False
        if self._grown():
            where = self.tr("front") if self._offset() == 1 else self.tr("end")
            self.refuse(self.tr(
                "the holder already grew by one slot this turn (at the {0}); it may grow "
                "by at most one slot per turn").format(where))
            return False
        if count >= MAX_SLOTS:
            self.refuse(self.tr("the holder has {0} slots, its most: it cannot be pulled "
                                "out any further").format(MAX_SLOTS))
            return False
        if side == "front":
            self._slots.insert(0, None)
            self._current = 0
        else:
            self._slots.append(None)
            self._current = len(self._slots) - 1
        self._grew = side
        self.cards[self._current].setFocus(Qt.FocusReason.OtherFocusReason)
        self._edited()
        return True

    def take_back_slot(self) -> None:
        """Push the slot pulled out this turn back in (its card goes with it)."""
        if not self._grown():
            self.refuse(self.tr("the holder was not pulled out this turn"))
            return
        if len(self._slots) == len(self._previous.slots) + 1 and self._offset() == 1:
            del self._slots[0]
        else:
            del self._slots[-1]
        self._grew = None
        self._current = min(self._current, len(self._slots) - 1)
        self.cards[self._current].setFocus(Qt.FocusReason.OtherFocusReason)
        self._edited()

    def key(self, event: QKeyEvent) -> bool:
        """A key pressed on a slot; True when it was used."""
        key = event.key()
        keys = Qt.Key
        if key == keys.Key_Left:
            self.shift(-1)
        elif key == keys.Key_Right:
            self.shift(1)
        elif key == keys.Key_Home:
            self.select(0)
        elif key == keys.Key_End:
            self.select(len(self._slots) - 1)
        elif key in (keys.Key_Return, keys.Key_Enter):
            self.playRequested.emit()
        elif key == keys.Key_Backspace:
            index = self._current
            if self._slots[index] == self._before(index) and index > 0:
                index -= 1
                self._current = index
            self.clear(index)
        elif key == keys.Key_Delete:
            self.clear_current()
        elif key == keys.Key_Space:
            self.shift(1)
        elif event.text() == "+":
            self.grow("front" if self._current == 0 and len(self._slots) > 1 else "end")
        else:
            return self.typed(event.text())
        return True

    def typed(self, text: str) -> bool:
        """A character typed on a slot, as in the notation; True when it was used."""
        if len(text) != 1 or not text.isprintable() or text.isspace():
            return False
        char = text.upper()
        if char == "*":
            self.start_joker()
        elif char == "-":
            self.lay(Erase())
        elif char == "#":
            self.lay(FACE_DOWN)
        elif char == ".":
            self.clear_current()
        elif char in LETTERS:
            self.lay(Joker(char) if self._pending_joker else Letter(char))
        else:
            self.refuse(self.tr(
                "{0!r} is no card: type a letter A-Z, * and a letter for a joker, - for an "
                "erase card").format(text))
        return True

    @Slot(str)
    def _notation_edited(self, text: str) -> None:
        self._touched = True
        self._notice = ""
        try:
            holder = Holder.parse(text)
        except RondoError as error:
            self._notation_error = str(error)
            self._refresh(sync_notation=False)
            self.changed.emit()
            return
        self._notation_error = ""
        self._slots = list(holder.slots)
        self._grew = None  # typed: read from the cards
        self._pending_joker = False
        self._current = min(self._current, len(self._slots) - 1)
        self._refresh(sync_notation=False)
        self.changed.emit()

    @Slot(int)
    def _exchanges_changed(self, _value: int) -> None:
        self._refresh(sync_notation=False)
        self.changed.emit()

    # -------------------------------------------------------------- views

    def _describe(self, card: CardSlot, laid: bool) -> str:
        if card is None:
            return self.tr("empty")
        if isinstance(card, Letter):
            text = self.tr("letter {0}").format(card.letter)
        elif isinstance(card, Joker):
            text = self.tr("joker standing for {0}").format(card.letter)
        elif card.face_down:
            text = self.tr("a card face down (erase card)")
        else:
            text = self.tr("erase card")
        value = card_value(card, self._values)
        points = self.tr("{0} points").format(value) if value != 1 else self.tr("1 point")
        state = self.tr("laid this turn") if laid else self.tr("lying from before")
        return f"{text}, {points}, {state}"

    def _refresh(self, sync_notation: bool = True) -> None:
        count = len(self._slots)
        self._current = max(0, min(self._current, count - 1))
        problem = self.problem()
        bad = set(problem_slots(problem)) if problem and self._touched else set()
        offset = self._offset()
        for i, widget in enumerate(self.cards):
            widget.setVisible(i < count)
            if i >= count:
                continue
            card = self._slots[i]
            before = self._before(i)
            laid = card is not None and card != before
            j = i - offset
            new_slot = not (0 <= j < len(self._previous.slots))
            value = None if card is None else card_value(card, self._values)
            description = self._describe(card, laid)
            if new_slot:
                description += self.tr(" (slot pulled out this turn)")
            widget.show_card(
                card, value, laid=laid, new_slot=new_slot, bad=i + 1 in bad,
                current=i == self._current,
                pending_joker=self._pending_joker and i == self._current,
                description=description,
            )
        if sync_notation and not self._notation_error:
            text = cards_text(self._slots)
            if self.notation.text() != text:
                self.notation.setText(text)
        self._show_growth(count)
        self._show_buttons()
        self._show_points()
        if self._notice:
            self.problem_label.setText(self._notice)
        elif self._touched and problem:
            self.problem_label.setText(problem)
        else:
            self.problem_label.clear()

    def _show_growth(self, count: int) -> None:
        previous = len(self._previous.slots)
        if self._previous.is_empty:
            text = self.tr("{0} slots: the closed holder takes the first word.").format(count)
            why = self.tr("The first word goes into the closed holder; it is pulled out from "
                          "the second word on.")
        elif self._grown():
            text = self.tr("{0} slots (at most {1}); pulled out by one this turn.").format(
                count, MAX_SLOTS)
            why = self.tr("The holder grows by at most one slot per turn; it already grew.")
        elif count >= MAX_SLOTS:
            text = self.tr("{0} slots: fully pulled out.").format(count)
            why = self.tr("The holder has at most {0} slots.").format(MAX_SLOTS)
        else:
            text = self.tr("{0} slots (at most {1}); + pulls out one more.").format(
                count, MAX_SLOTS)
            why = ""
        if count < previous:
            text = self.tr("{0} slots: the holder had {1}.").format(count, previous)
        self.slot_count_label.setText(text)
        can_grow = not self._previous.is_empty and count < MAX_SLOTS
        for button, side in ((self.grow_front_button, self.tr("front")),
                             (self.grow_end_button, self.tr("end"))):
            button.setEnabled(can_grow or self._grown())
            tip = self.tr("Pull out one slot at the {0}").format(side)
            button.setToolTip(f"{tip}. {why}" if why else tip)

    def _show_buttons(self) -> None:
        self.face_down_button.setEnabled(self._beginner)
        self.face_down_button.setToolTip(
            self.tr("Lay any card face down as an erase card (key #), worth {0}; once per "
                    "turn").format(ERASE_VALUE)
            if self._beginner else
            self.tr("Only in the beginner variant: a card face down as an erase card"))
        self.take_back_button.setEnabled(self._grown())
        self.joker_button.setChecked(self._pending_joker)

    def _show_points(self) -> None:
        if self._notation_error:
            self.points_label.setText(self.tr("The notation cannot be read."))
            return
        if not self._touched:
            self.points_label.setText(self.tr(
                "Click a slot and type the letters laid; + pulls out a slot."))
            return
        turn = Turn(Holder(tuple(self._slots)), self.exchanges)
        points = turn_points(turn, self._values)
        word = Holder(tuple(self._slots)).word or "—"
        cost = ""
        if self.exchanges:
            cost_of = EXCHANGE_COST * self.exchanges
            cost = self.tr(" ({0} − {1} for exchanges)").format(points + cost_of, cost_of)
        text = self.tr("<b>{0}</b>: {1} points{2}").format(word, points, cost)
        note = self.word_note(word) if self.word_note is not None and word != "—" else None
        if note:
            text += f"<br><span style='{WARNING_STYLE}'>{html.escape(note)}</span>"
        self.points_label.setText(text)
