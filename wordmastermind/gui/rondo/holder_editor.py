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

from typing import TYPE_CHECKING

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QKeyEvent
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
from wordmastermind.core.rondo.holder import MAX_SLOTS, Growth, Holder, Turn
from wordmastermind.gui.i18n import Retranslating, rule_text
from wordmastermind.gui.rondo.holder_texts import describe, growth_text, notice_text, points_text, problem_slots
from wordmastermind.gui.rondo.holder_texts import side_text
from wordmastermind.gui.rondo.laid_turn import FACE_DOWN, LaidTurn, Notice, Refusal
from wordmastermind.gui.rondo.slot_card import SlotCard
from wordmastermind.gui.widgets.colors import PROBLEM_STYLE

if TYPE_CHECKING:
    from wordmastermind.core.messages import Message


class HolderEditor(Retranslating, QWidget):
    """The holder after the turn, laid card by card; see the module text for the keys."""

    changed = Signal()
    """The turn being laid changed (cards, slots, exchanges or the notation)."""
    playRequested = Signal()
    """Enter was pressed on a slot or in the notation field."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._turn = LaidTurn()

        self.grow_front_button = self._grow_button("front")
        self.grow_end_button = self._grow_button("end")
        self.cards = [SlotCard(self, i, self) for i in range(MAX_SLOTS)]
        row = QHBoxLayout()
        row.setSpacing(2)
        row.addWidget(self.grow_front_button)
        for card in self.cards:
            row.addWidget(card)
        row.addWidget(self.grow_end_button)
        row.addStretch(1)

        self.slot_count_label = QLabel()
        self.slot_count_label.setWordWrap(True)
        self.joker_button = self._action_button(self.start_joker)
        self.joker_button.setCheckable(True)
        self.erase_button = self._action_button(self._lay_erase)
        self.face_down_button = self._action_button(self._lay_face_down)
        self.clear_button = self._action_button(self.clear_current)
        self.take_back_button = self._action_button(self.take_back_slot)
        actions = QHBoxLayout()
        for button in (self.joker_button, self.erase_button, self.face_down_button,
                       self.clear_button, self.take_back_button):
            actions.addWidget(button)
        actions.addStretch(1)

        self.notation = QLineEdit(cards_text(self._turn.slots))
        self.exchanges_spin = QSpinBox()
        self.exchanges_spin.setRange(0, 20)
        self.exchanges_spin.setMaximumWidth(self.fontMetrics().horizontalAdvance("M") * 6)
        self.notation_label = QLabel()
        self.notation_label.setBuddy(self.notation)
        self.exchanges_label = QLabel()
        self.exchanges_label.setBuddy(self.exchanges_spin)
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.notation_label, self.notation)
        form.addRow(self.exchanges_label, self.exchanges_spin)

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
        self.retranslate()

    def retranslate(self) -> None:
        self.grow_front_button.setAccessibleName(self.tr("Pull out a slot at the front"))
        self.grow_end_button.setAccessibleName(self.tr("Pull out a slot at the end"))
        for button, text, tip in (
            (self.joker_button, self.tr("&Joker"), self.tr(
                "Lay a joker (key *): the next letter typed is the letter it stands for; "
                "a joker is worth {0}").format(JOKER_VALUE)),
            (self.erase_button, self.tr("E&rase"), self.tr(
                "Lay an erase card (key -), worth {0}: only at the start or end of the word"
            ).format(ERASE_VALUE)),
            (self.clear_button, self.tr("&Clear"),
             self.tr("Take back the card laid in this slot (Backspace or Delete)")),
            (self.take_back_button, self.tr("Take &back slot"),
             self.tr("Push the slot pulled out this turn back in")),
        ):
            button.setText(text)
            button.setToolTip(tip)
        self.face_down_button.setText(self.tr("Face &down"))  # its tip follows the variant
        self.notation.setToolTip(self.tr(
            "The holder after the turn as text: A-Z letters, *A a joker for A, - an erase "
            "card, # a card face down, . an empty slot"))
        self.notation.setPlaceholderText(self.tr("e.g. RATS, *RAT, -ATS"))
        self.exchanges_spin.setToolTip(self.tr("Cards exchanged before the turn: 2 points each"))
        self.notation_label.setText(self.tr("&Notation:"))
        self.exchanges_label.setText(self.tr("E&xchanged cards:"))
        self._refresh(sync_notation=False)

    def _grow_button(self, side: Growth) -> QToolButton:
        button = QToolButton()
        button.setText("+")
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        font = button.font()
        font.setBold(True)
        button.setFont(font)
        button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        button.clicked.connect(self._grow_front if side == "front" else self._grow_end)
        return button

    @Slot()
    def _grow_front(self) -> None:
        self.grow("front")

    @Slot()
    def _grow_end(self) -> None:
        self.grow("end")

    @Slot()
    def _lay_erase(self) -> None:
        self.lay(Erase())

    @Slot()
    def _lay_face_down(self) -> None:
        self.lay(FACE_DOWN)

    def _action_button(self, run: Callable[[], object]) -> QPushButton:
        button = QPushButton()
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the focus on the slot
        button.clicked.connect(run)
        return button

    # -------------------------------------------------------------- state

    def set_context(
        self, previous: Holder, values: LetterValues, beginner: bool, context: object
    ) -> None:
        """Show the turn to be laid on ``previous``. ``context`` names the turn: while it
        stays the same (a letter value edited, say) the cards laid so far stay."""
        self._turn.values = values
        self._turn.beginner = beginner
        if context != self._turn.context or previous != self._turn.previous:
            self._turn.context = context
            self._turn.previous = previous
            self.reset()
        else:
            self._refresh()

    def reset(self) -> None:
        """Start the turn again: the holder as it lies, nothing exchanged."""
        self._turn.reset()
        self.exchanges_spin.blockSignals(True)
        self.exchanges_spin.setValue(0)
        self.exchanges_spin.blockSignals(False)
        self._refresh()

    @property
    def previous(self) -> Holder:
        return self._turn.previous

    @property
    def current(self) -> int:
        """The slot (0-based) that typing goes to."""
        return self._turn.current

    @property
    def slots(self) -> tuple[CardSlot, ...]:
        return tuple(self._turn.slots)

    @property
    def exchanges(self) -> int:
        return int(self.exchanges_spin.property("value"))

    def turn(self) -> Turn:
        """The turn as laid; raises RondoError when the notation cannot be read."""
        return self._turn.turn(self.exchanges)

    def problem(self) -> Message | None:
        """Why the turn cannot be played as it lies, or None."""
        return self._turn.problem(self.exchanges)

    def refuse(self, reason: Notice) -> None:
        """Show why an action (or the Play button) was refused: a sentence, a rule's error, a :class:`Refusal`."""
        self._turn.notice = reason
        self._refresh(sync_notation=False)

    # ------------------------------------------------------------ actions

    def select(self, index: int, *, focus: bool = True) -> None:
        if 0 <= index < len(self._turn.slots):
            if index != self._turn.current:
                self._turn.pending_joker = False
            self._turn.current = index
            if focus:
                self.cards[index].setFocus(Qt.FocusReason.OtherFocusReason)
            self._refresh(sync_notation=False)

    def shift(self, step: int) -> None:
        self.select(max(0, min(len(self._turn.slots) - 1, self._turn.current + step)))

    def _edited(self) -> None:
        self._turn.touched = True
        self._turn.notice = ""
        self._turn.notation_error = ""
        self._refresh()
        self.changed.emit()

    def lay(self, card: Letter | Joker | Erase) -> bool:
        """Lay ``card`` in the current slot and move on; a card the rules never allow
        here is refused with the reason."""
        if card == FACE_DOWN:
            if not self._turn.beginner:
                self.refuse(Refusal("face down"))
                return False
            others = [i + 1 for i, s in enumerate(self._turn.slots)
                      if s == FACE_DOWN and i != self._turn.current and s != self._turn.before(i)]
            if others:
                self.refuse(Refusal("face down twice", others[0]))
                return False
        self._turn.slots[self._turn.current] = card
        self._turn.pending_joker = False
        self.joker_button.setChecked(False)
        self._turn.current = min(self._turn.current + 1, len(self._turn.slots) - 1)
        self.cards[self._turn.current].setFocus(Qt.FocusReason.OtherFocusReason)
        self._edited()
        return True

    def start_joker(self) -> None:
        """The next letter typed becomes a joker standing for it (again: cancel)."""
        self._turn.pending_joker = not self._turn.pending_joker
        self.joker_button.setChecked(self._turn.pending_joker)
        self._turn.notice = ""
        self.cards[self._turn.current].setFocus(Qt.FocusReason.OtherFocusReason)
        self._refresh(sync_notation=False)

    def clear_current(self) -> None:
        self.clear(self._turn.current)

    def clear(self, index: int) -> None:
        """Take back the card laid in slot ``index``: what lay there before shows again."""
        self._turn.pending_joker = False
        self.joker_button.setChecked(False)
        self._turn.slots[index] = self._turn.before(index)
        self.cards[self._turn.current].setFocus(Qt.FocusReason.OtherFocusReason)
        self._edited()

    def grow(self, side: Growth) -> bool:
        """Pull the holder out by one slot at ``side``; refused with the reason when
        the rules do not allow it."""
        count = len(self._turn.slots)
        if self._turn.previous.is_empty:
            self.refuse(Refusal("closed"))
            return False
        if self._turn.grown():
            self.refuse(Refusal("grown", "front" if self._turn.offset() == 1 else "end"))
            return False
        if count >= MAX_SLOTS:
            self.refuse(Refusal("full"))
            return False
        if side == "front":
            self._turn.slots.insert(0, None)
            self._turn.current = 0
        else:
            self._turn.slots.append(None)
            self._turn.current = len(self._turn.slots) - 1
        self._turn.grew = side
        self.cards[self._turn.current].setFocus(Qt.FocusReason.OtherFocusReason)
        self._edited()
        return True

    def take_back_slot(self) -> None:
        """Push the slot pulled out this turn back in (its card goes with it)."""
        if not self._turn.grown():
            self.refuse(Refusal("not grown"))
            return
        if len(self._turn.slots) == len(self._turn.previous.slots) + 1 and self._turn.offset() == 1:
            del self._turn.slots[0]
        else:
            del self._turn.slots[-1]
        self._turn.grew = None
        self._turn.current = min(self._turn.current, len(self._turn.slots) - 1)
        self.cards[self._turn.current].setFocus(Qt.FocusReason.OtherFocusReason)
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
            self.select(len(self._turn.slots) - 1)
        elif key in (keys.Key_Return, keys.Key_Enter):
            self.playRequested.emit()
        elif key == keys.Key_Backspace:
            index = self._turn.current
            if self._turn.slots[index] == self._turn.before(index) and index > 0:
                index -= 1
                self._turn.current = index
            self.clear(index)
        elif key == keys.Key_Delete:
            self.clear_current()
        elif key == keys.Key_Space:
            self.shift(1)
        elif event.text() == "+":
            self.grow("front" if self._turn.current == 0 and len(self._turn.slots) > 1 else "end")
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
            self.lay(Joker(char) if self._turn.pending_joker else Letter(char))
        else:
            self.refuse(Refusal("no card", text))
        return True

    @Slot(str)
    def _notation_edited(self, text: str) -> None:
        self._turn.touched = True
        self._turn.notice = ""
        try:
            holder = Holder.parse(text)
        except RondoError as error:
            self._turn.notation_error = error.message
            self._refresh(sync_notation=False)
            self.changed.emit()
            return
        self._turn.notation_error = ""
        self._turn.slots = list(holder.slots)
        self._turn.grew = None  # typed: read from the cards
        self._turn.pending_joker = False
        self._turn.current = min(self._turn.current, len(self._turn.slots) - 1)
        self._refresh(sync_notation=False)
        self.changed.emit()

    @Slot(int)
    def _exchanges_changed(self, _value: int) -> None:
        self._refresh(sync_notation=False)
        self.changed.emit()

    # -------------------------------------------------------------- views

    def _refresh(self, sync_notation: bool = True) -> None:
        count = len(self._turn.slots)
        self._turn.current = max(0, min(self._turn.current, count - 1))
        problem = self.problem()
        bad = set(problem_slots(problem)) if problem and self._turn.touched else set()
        offset = self._turn.offset()
        for i, widget in enumerate(self.cards):
            widget.setVisible(i < count)
            if i >= count:
                continue
            card = self._turn.slots[i]
            before = self._turn.before(i)
            laid = card is not None and card != before
            j = i - offset
            new_slot = not (0 <= j < len(self._turn.previous.slots))
            value = None if card is None else card_value(card, self._turn.values)
            description = describe(card, laid, self._turn.values)
            if new_slot:
                description += self.tr(" (slot pulled out this turn)")
            widget.show_card(
                card, value, laid=laid, new_slot=new_slot, bad=i + 1 in bad,
                current=i == self._turn.current,
                pending_joker=self._turn.pending_joker and i == self._turn.current,
                description=description,
            )
        if sync_notation and not self._turn.notation_error:
            text = cards_text(self._turn.slots)
            if self.notation.text() != text:
                self.notation.setText(text)
        self._show_growth(count)
        self._show_buttons()
        self._show_points()
        if self._turn.notice:
            self.problem_label.setText(notice_text(self._turn.notice))
        elif self._turn.touched and problem:
            self.problem_label.setText(rule_text(problem))
        else:
            self.problem_label.clear()

    def _show_growth(self, count: int) -> None:
        text, why = growth_text(self._turn)
        self.slot_count_label.setText(text)
        can_grow = not self._turn.previous.is_empty and count < MAX_SLOTS
        for button, side in ((self.grow_front_button, side_text("front")),
                             (self.grow_end_button, side_text("end"))):
            button.setEnabled(can_grow or self._turn.grown())
            tip = self.tr("Pull out one slot at the {0}").format(side)
            button.setToolTip(f"{tip}. {why}" if why else tip)

    def _show_buttons(self) -> None:
        self.face_down_button.setEnabled(self._turn.beginner)
        self.face_down_button.setToolTip(
            self.tr("Lay any card face down as an erase card (key #), worth {0}; once per "
                    "turn").format(ERASE_VALUE)
            if self._turn.beginner else
            self.tr("Only in the beginner variant: a card face down as an erase card"))
        self.take_back_button.setEnabled(self._turn.grown())
        self.joker_button.setChecked(self._turn.pending_joker)

    def _show_points(self) -> None:
        self.points_label.setText(points_text(self._turn, self.exchanges, self.word_note))
