"""A round's deadline on the rounds page: a box to tick and a date and time, committed as one undo step.

The game file keeps the deadline as entered (``docs/file-formats.md``):
here it is written as ``2026-12-01T18:00``, the local time of the computer
that reads the mails; a deadline with a time zone (set with the command
line's ``deadline``) is shown as written and kept until it is changed.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDate, QDateTime, QTime, Signal
from PySide6.QtWidgets import QCheckBox, QDateTimeEdit, QHBoxLayout, QWidget

from wordmastermind.gui.i18n import Retranslating

FORMAT = "yyyy-MM-ddTHH:mm"


class DeadlineField(Retranslating, QWidget):
    """``committed(text)``: the deadline the game master set (``""``: none)."""

    committed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.check = QCheckBox()
        self.edit = QDateTimeEdit()
        self.edit.setCalendarPopup(True)
        self.edit.setDisplayFormat("yyyy-MM-dd HH:mm")
        self.edit.setSpecialValueText(" ")  # no deadline: an empty box, not a made-up date
        self.edit.setDateTime(self.edit.minimumDateTime())
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.check)
        layout.addWidget(self.edit)
        layout.addStretch(1)
        self._shown = ""
        self.check.toggled.connect(self._toggled)
        self.edit.editingFinished.connect(self._commit)
        self.retranslate()

    def retranslate(self) -> None:
        self.check.setText(self.tr("&Deadline:"))
        self.check.setToolTip(self.tr("Mails after it are late: Fetch Guesses from the Mailbox does not take them"))

    def show_deadline(self, text: str) -> None:
        """Show ``text`` (the game's deadline of the round, ``""``: none)."""
        self._shown = text
        self.check.blockSignals(True)
        self.check.setChecked(bool(text))
        self.check.blockSignals(False)
        self.edit.setEnabled(bool(text))
        shown = minute_of(text) if text else self.edit.minimumDateTime()
        if self.edit.dateTime() != shown:  # the same again would repaint the box, and the page under it
            self.edit.setDateTime(shown)

    def text(self) -> str:
        """The deadline as set, ``""`` when the box is not ticked."""
        if not self.check.isChecked():
            return ""
        written = self.edit.dateTime().toString(FORMAT)
        return self._shown if self._shown[:16] == written else written  # a zone set elsewhere stays

    def _toggled(self, on: bool) -> None:
        self.edit.setEnabled(on)
        if on and not self._shown:  # a week from now at 18:00, to be changed
            soon = QDateTime.currentDateTime().addDays(7)
            soon.setTime(QTime(18, 0))
            self.edit.setDateTime(soon)
        self._commit()

    def _commit(self) -> None:
        text = self.text()
        if text != self._shown:
            self.committed.emit(text)


def minute(at: datetime) -> QDateTime:
    """``at`` to the minute, as the date boxes show it (made directly: parsing a format costs a frame's tenth)."""
    return QDateTime(QDate(at.year, at.month, at.day), QTime(at.hour, at.minute))


def minute_of(text: str) -> QDateTime:
    """A date and time written as the game file keeps them (``2026-12-01T18:00``…), to the minute; invalid if not."""
    try:
        return minute(datetime.strptime(text[:16], "%Y-%m-%dT%H:%M"))
    except ValueError:
        return QDateTime()
