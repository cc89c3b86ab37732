"""When a round opened, on the rounds page: shown (recorded, worked out, or not known), set or cleared.

A round opens when the report of the round before goes out (the lot, for
round 1): Game ▸ Mail the Players… and its letters record that moment;
the game master may set it here too, or clear it
(:mod:`wordmastermind.core.wmm.round_window`). Mails that arrived before it
are not the round's. Without a recorded moment the opening is worked out
from the mails taken for earlier rounds or the previous round's deadline;
the field says which. The moment is kept with the computer's time zone
(``2026-12-02T09:03:00+01:00``, as the game file writes it); each change is one undo step of the page's.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from PySide6.QtCore import QDateTime, Signal
from PySide6.QtWidgets import (
    QDateTimeEdit,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QWidget,
    QWidgetAction,
)

from wordmastermind.core.wmm.game import Game
from wordmastermind.gui.i18n import Retranslating, interface_language
from wordmastermind.gui.wmm.deadline_field import minute

FORMAT = "yyyy-MM-ddTHH:mm"
Source = Literal["recorded", "mails", "deadline", ""]


def opening_of(game: Game, number: int) -> tuple[datetime | None, Source]:
    """When round ``number`` opened, and how that is known: recorded, worked out from the mails
    taken for earlier rounds or from the previous round's deadline; ``(None, "")`` when not known."""
    from wordmastermind.core.wmm.round_window import moment, opened_at

    kept = moment(game.opening(number)) if game.opening(number) else None
    if kept is not None:
        return kept, "recorded"
    found = opened_at(game, number)
    if found is None:
        return None, ""
    deadline = moment(game.deadline(number - 1)) if number > 1 and game.deadline(number - 1) else None
    return found, "deadline" if deadline is not None and deadline == found else "mails"


class OpeningField(Retranslating, QWidget):
    """``committed(text)``: the opening the game master set (``""``: cleared)."""

    committed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        # Beside the deadline, in one row: the round's table keeps the height. A push button with a menu opens
        # it at a click and makes room for its arrow beside the text (a tool button draws it over the text).
        self.button = QPushButton()
        self.menu = QMenu(self.button)
        self.edit = QDateTimeEdit()
        self.edit.setDisplayFormat("yyyy-MM-dd HH:mm")
        self.set_button = QPushButton()
        chooser = QWidget()
        choosing = QHBoxLayout(chooser)
        choosing.addWidget(self.edit)
        choosing.addWidget(self.set_button)
        choose = QWidgetAction(self.menu)
        choose.setDefaultWidget(chooser)
        self.menu.addAction(choose)
        self.now_action = self.menu.addAction("")
        self.clear_action = self.menu.addAction("")
        self.button.setMenu(self.menu)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.button)
        self._kept = ""
        self._shown: tuple[int, datetime | None, Source] | None = None  # the round shown, its opening and how known
        self.set_button.clicked.connect(self._set)
        self.now_action.triggered.connect(self._now)
        self.clear_action.triggered.connect(self._clear)
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(self.tr("Open&ing"))
        self.button.setToolTip(self.tr("Set, or clear, when the round opened"))
        self.edit.setToolTip(self.tr("When the round opened: Set records the date and time chosen here"))
        self.set_button.setText(self.tr("&Set"))
        self.set_button.setToolTip(self.tr("Record the date and time beside as the round's opening"))
        self.now_action.setText(self.tr("It Opens &Now"))
        self.now_action.setToolTip(self.tr("Record this moment as the round's opening"))
        self.clear_action.setText(self.tr("C&lear the Opening"))
        self.clear_action.setToolTip(self.tr("Forget the recorded opening: it is worked out again, if it can be"))
        self._say(interface_language())

    def show_opening(self, game: Game, number: int, language: str) -> None:
        """Show when round ``number`` of ``game`` opened, its date as ``language`` writes it."""
        at, source = opening_of(game, number)
        self._shown = (number, at, source)
        self._kept = game.opening(number)
        self._say(language)
        shown = (at or datetime.now().astimezone()).astimezone()
        if self.edit.dateTime() != minute(shown):  # the same again would repaint the box, and the page under it
            self.edit.setDateTime(minute(shown))
        self.clear_action.setEnabled(bool(self._kept))

    def _say(self, language: str) -> None:
        """The label and its tooltip: when the round shown opened, and how that is known (none shown: nothing)."""
        if self._shown is None:
            return
        number, at, source = self._shown
        why = self.tr("A round opens when the report of the round before goes out: mailed or saved as letters"
                      " in Game ▸ Mail the Players…, or set here. Mails that arrived before it are not the round's.")
        if at is None:
            text = self.tr("Opened: not known")
            how = self.tr("Round {0} has no recorded opening, and none can be worked out: every mail may be"
                          " its.").format(number)
        else:
            from wordmastermind.files.mail.dates import local_date  # the mail's dates: only for a date to show

            when = local_date(at, language)
            text = (self.tr("Opened: {0}") if source == "recorded" else self.tr("Opened: {0} (worked out)")).format(
                when)
            how = {
                "recorded": self.tr("Round {0} opened on {1}, as recorded."),
                "mails": self.tr("No opening of round {0} is recorded: {1} is worked out from the last mail taken"
                                 " for an earlier round."),
                "deadline": self.tr("No opening of round {0} is recorded: {1} is worked out from the deadline of"
                                    " round {2}."),
            }[source].format(number, when, number - 1)
        self.label.setText(text)
        self.label.setToolTip(how + "\n\n" + why)

    def text(self) -> str:
        """The date and time in the box, as the game file keeps an opening (this computer's zone)."""
        written = self.edit.dateTime().toString(FORMAT)
        return datetime.fromisoformat(written).astimezone().isoformat(timespec="seconds")

    def _set(self) -> None:
        self.menu.hide()
        text = self.text()
        if text != self._kept:
            self.committed.emit(text)

    def _now(self) -> None:
        self.committed.emit(datetime.now().astimezone().isoformat(timespec="seconds"))

    def _clear(self) -> None:
        if self._kept:
            self.committed.emit("")
