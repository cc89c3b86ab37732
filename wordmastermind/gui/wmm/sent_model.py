"""The log of what went out to the players, as a table: when, what, which round, to whom, and how it went.

One row per record of the game's :attr:`~wordmastermind.core.wmm.game.Game.sent`,
in the order sent: a mail sent or failed (and why), a mail or a letter
saved as a file (and which). The rows follow the game: a sending adds rows
(inserted, nothing reset), an undo takes them away, a renamed player's rows
change their cells. Besides the shown texts, each cell answers the named
roles of :data:`ROLE_NAMES` with the record's own values.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from datetime import datetime
from typing import Any

from PySide6.QtCore import QByteArray, QObject, Qt
from PySide6.QtGui import QColor

from wordmastermind.core.wmm.game import Sent
from wordmastermind.gui import i18n
from wordmastermind.gui.roles import SORT_ROLE
from wordmastermind.gui.rowmodel import Index, Row
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.game_model import GameRowModel

WHEN, KIND, ROUND, PLAYER, STATUS, DETAIL = range(6)
_PLACE, _RECORD = 6, 7
"""The row's fields past the columns: its place in the log (what identifies it: the log only grows at its
end, and an undo takes from its end), and the record itself."""

_USER = Qt.ItemDataRole.UserRole.value
KIND_ROLE = _USER + 40
"""The record's kind (lot, round, final, correction, receipt, reminder or letter)."""
ROUND_ROLE = _USER + 41
"""The round it was about (0: the lot), a number."""
PLAYER_ROLE = _USER + 42
"""To whom (the roster's name)."""
SENT_STATUS_ROLE = _USER + 43
"""How it went: sent, failed or written."""
AT_ROLE = _USER + 44
"""When, as the game keeps it (an ISO date and time with its zone)."""
REASON_ROLE = _USER + 45
"""Why it failed, as the game master was told ("" if it did not)."""
FILE_ROLE = _USER + 46
"""The file written, if any."""

ROLE_NAMES = {
    KIND_ROLE: "kind", ROUND_ROLE: "round", PLAYER_ROLE: "player", SENT_STATUS_ROLE: "status",
    AT_ROLE: "at", REASON_ROLE: "reason", FILE_ROLE: "file",
}
"""Each role's name, as :meth:`SentModel.roleNames` gives them (with Qt's own)."""

FAILED = QColor(200, 30, 30)


def when_text(at: str) -> str:
    """When, in this computer's time zone, as the interface's language writes it in a list (``01.12.2026 18:00``;
    the text kept, if it is no date)."""
    from wordmastermind.files.mail.dates import local_date
    from wordmastermind.gui.i18n import interface_language

    try:
        moment = datetime.fromisoformat(at)
    except ValueError:
        return at
    return local_date(moment, interface_language())


class SentModel(GameRowModel):
    """The game's log of what went out, one row per record."""

    _language = ""  # the interface's language the rows were made in

    def __init__(self, document: GameDocument, parent: QObject | None = None) -> None:
        super().__init__(document, parent)
        self.reset()

    def headers(self) -> Sequence[str]:
        return (self.tr("When"), self.tr("What"), self.tr("Round"), self.tr("Player"), self.tr("Status"),
                self.tr("Reason or file"))

    def inputs(self) -> tuple[object, ...]:
        return (self.document.game.sent,)

    def kind_text(self, kind: str) -> str:
        return {
            "lot": self.tr("the lot"),
            "round": self.tr("round report"),
            "final": self.tr("final report"),
            "correction": self.tr("correction"),
            "receipt": self.tr("receipt"),
            "reminder": self.tr("reminder"),
            "letter": self.tr("letter"),
        }.get(kind, kind)

    def status_text(self, status: str) -> str:
        return {"sent": self.tr("sent"), "failed": self.tr("failed"), "written": self.tr("saved")}.get(status, status)

    def retranslate(self) -> None:
        """The titles, dates, kinds and states in the interface's language: the same rows, no reset."""
        if self._language != i18n.interface_language():  # else made in it: at the page's start
            super().retranslate()

    def build_rows(self) -> list[Row]:
        self._language = i18n.interface_language()
        rows: list[Row] = []
        for place, record in enumerate(self.document.game.sent):
            detail = record.reason if record.status == "failed" else record.file
            rows.append((when_text(record.at), self.kind_text(record.kind), record.round or "", record.player,
                         self.status_text(record.status), detail, place, record))
        return rows

    def row_key(self, row: Row) -> Hashable:
        key: Hashable = row[_PLACE]
        return key

    def shows(self) -> dict[int, tuple[int, ...]]:
        return {_PLACE: ()}  # a record changed (its roles) changes its whole row

    def record(self, row: int) -> Sent:
        """The record shown in ``row``."""
        record = self.row(row)[_RECORD]
        assert isinstance(record, Sent)
        return record

    def roleNames(self) -> dict[int, QByteArray]:  # noqa: N802 - Qt's name
        names = dict(super().roleNames())
        names.update({role: QByteArray(name.encode()) for role, name in ROLE_NAMES.items()})
        return names

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(index)
        record = self.record(index.row())
        if role == SORT_ROLE:
            return (record.at, index.row()) if index.column() == WHEN else (
                record.round if index.column() == ROUND else self.text(index))
        if role == Qt.ItemDataRole.ToolTipRole:
            if index.column() == DETAIL and self.text(index):
                return self.text(index)
            if index.column() == WHEN:
                return record.at
            return None
        if role == Qt.ItemDataRole.ForegroundRole and record.status == "failed" and index.column() in (STATUS, DETAIL):
            return FAILED
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == ROUND:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        values = {KIND_ROLE: record.kind, ROUND_ROLE: record.round, PLAYER_ROLE: record.player,
                  SENT_STATUS_ROLE: record.status, AT_ROLE: record.at, REASON_ROLE: record.reason,
                  FILE_ROLE: record.file}
        return values.get(role)
