"""The mail dialog's recipients: every player with a tick, as the reminders list them.

Every player who can get the mail is ticked at the start, but those it went
to by SMTP already, who are listed with when (a second sending after a
failure sends nobody the mail twice; a tick sends it to them again); a
player without a (valid) address, or whose roster entry says "by post", is
listed unticked and greyed, with the reason. Saving and sending take only the ticked
players: one player's mail goes out again by ticking only them
(:meth:`MailRecipients.tick_only`). Choosing a player in the list shows
their mail in the preview. A player who withdrew is ticked as any other for
the report of their last round and the final report, and listed greyed, with
the reason, for a round between
(:func:`~wordmastermind.core.wmm.departures.report_withheld`). The texts
belong to the ``MailDialog`` translation context.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
)

from wordmastermind.core.mail_addresses import owners, sharers
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.words import name_key
from wordmastermind.files.mail.message import Addressee
from wordmastermind.gui.i18n import rule_text
from wordmastermind.gui.mail.parts import MailParts

translate = QCoreApplication.translate

_LINE = 36
"""The recipients' list is at least as wide as so many characters: a name and its address, with their tick."""

_WARNING = QBrush(QColor(0x8A, 0x53, 0x00))
"""A shared address's players, in the colour of a warning (as ``WARNING_STYLE``)."""


class MailRecipients(MailParts):
    """The players ticked to get the mail (a part of :class:`~.dialog.MailDialog`)."""

    recipients_list: QListWidget
    tick_all_button: QPushButton
    tick_none_button: QPushButton
    _unticked: set[str]
    """The players who can get the mail but were unticked (roster names)."""
    _had_it: dict[str, str]
    """The players the mail went to by SMTP already (roster names), and when (ISO, as the log keeps it)."""

    def _build_recipients(self) -> QGroupBox:
        self._had_it = had_it(self.evaluation.game, self.number)
        self._unticked = set(self._had_it)
        self.recipients_list = QListWidget()
        self.recipients_list.setWordWrap(True)  # a long note (an address shared, say) is read whole
        self.recipients_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.recipients_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # a name and an address on a line, their box on it (a line longer wraps; an address does not)
        self.recipients_list.setMinimumWidth(self.recipients_list.fontMetrics().averageCharWidth() * _LINE)
        self.recipients_list.setToolTip(translate("MailDialog", "Only the players ticked get the mail."))
        self.recipients_list.itemChanged.connect(self._recipient_ticked)
        self.recipients_list.currentRowChanged.connect(self._recipient_chosen)
        self.tick_all_button = QPushButton(translate("MailDialog", "Tic&k All"))
        self.tick_all_button.clicked.connect(self.tick_all)
        self.tick_none_button = QPushButton(translate("MailDialog", "Untick All"))
        self.tick_none_button.clicked.connect(self.tick_none)
        box = QGroupBox(translate("MailDialog", "Recipients"))
        layout = QVBoxLayout(box)
        layout.addWidget(self.recipients_list, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.tick_all_button)
        buttons.addWidget(self.tick_none_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        return box

    # ---------------------------------------------------------------- the list

    def _sync_recipients(self) -> None:
        """The list as the addressees say (each player's address, or why they get none)."""
        mails = self.addressees()
        view = self.recipients_list
        view.blockSignals(True)
        if view.count() != len(mails):
            view.clear()
            for _mail in mails:
                QListWidgetItem(view).setCheckState(Qt.CheckState.Unchecked)  # a box for every player
        # one address, several players: each reads the other's secret word
        found = owners((mail.name, mail.address) for mail in mails if mail.sendable)
        for row, mail in enumerate(mails):
            item = view.item(row)
            text = self._recipient_text(mail)
            others = sharers(found, mail.name, mail.address)
            if mail.sendable and others:
                text = translate("MailDialog", "{0} (one address with {1}: each reads the other's secret word)"
                                 ).format(text, ", ".join(others))
            if item.text() != text:
                item.setText(text)
                item.setToolTip(text)
                item.setForeground(_WARNING if others and mail.sendable else QBrush())
            if mail.sendable:
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable)
                ticked = mail.name not in self._unticked
            else:
                item.setFlags(Qt.ItemFlag.ItemIsSelectable)  # greyed: no tick to give
                ticked = False
            state = Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked
            if item.checkState() != state:
                item.setCheckState(state)
        view.blockSignals(False)
        if view.currentRow() < 0 and view.count():
            view.setCurrentRow(max(0, self.preview_combo.currentIndex()))

    def _recipient_text(self, mail: Addressee) -> str:
        if mail.sendable and mail.name in self._had_it:
            when = said_on(self._had_it[mail.name])
            return translate("MailDialog", "{0} <{1}> (sent on {2})").format(mail.name, mail.address, when)
        if mail.sendable:
            return f"{mail.name} <{mail.address}>"
        if getattr(mail.skipped, "code", None) == "mail.default.withdrawn":  # it says "no mail" itself
            return f"{mail.name} ({rule_text(mail.skipped)})"
        return translate("MailDialog", "{0} (no mail: {1})").format(mail.name, rule_text(mail.skipped))

    def _recipient_ticked(self, item: QListWidgetItem) -> None:
        row = self.recipients_list.row(item)
        mails = self.addressees()
        if not 0 <= row < len(mails) or not mails[row].sendable:
            return
        name = mails[row].name
        if item.checkState() == Qt.CheckState.Checked:
            self._unticked.discard(name)
        else:
            self._unticked.add(name)
        self._show_preview()
        self._update_buttons()

    def _recipient_chosen(self, row: int) -> None:
        if 0 <= row < self.preview_combo.count() and row != self.preview_combo.currentIndex():
            self.preview_combo.setCurrentIndex(row)

    def _show_recipient(self, row: int) -> None:
        """The player chosen for the preview is chosen in the list too."""
        if 0 <= row < self.recipients_list.count() and row != self.recipients_list.currentRow():
            self.recipients_list.setCurrentRow(row)

    # ---------------------------------------------------------------- who is ticked

    def chosen_names(self) -> list[str]:
        """The players ticked who can get the mail (roster names, in roster order)."""
        return [mail.name for mail in self.addressees() if mail.sendable and mail.name not in self._unticked]

    def all_chosen(self) -> bool:
        """Whether every player who can get the mail is ticked."""
        return not any(mail.sendable and mail.name in self._unticked for mail in self.addressees())

    def tick_only(self, names: Iterable[str]) -> None:
        """Tick only the players ``names`` (roster names, any case): to send their mail again, say."""
        wanted = {name.casefold() for name in names}
        self._unticked = {mail.name for mail in self.addressees() if mail.name.casefold() not in wanted}
        self._sync_recipients()
        self._show_preview()
        self._update_buttons()

    def tick_all(self) -> None:
        self.tick_only(mail.name for mail in self.addressees())

    def tick_none(self) -> None:
        self.tick_only(())

    def chosen_rows(self) -> list[int]:
        """The roster rows of the players ticked; with every player ticked, also of those who get no mail
        (the table says why)."""
        chosen = set(self.chosen_names())
        everyone = self.all_chosen()
        return [row for row, mail in enumerate(self.addressees())
                if mail.name in chosen or (everyone and not mail.sendable)]


def had_it(game: Game, number: int, kinds: tuple[str, ...] = ("lot", "round", "final")) -> dict[str, str]:
    """The players (roster names) whom the mail of round ``number`` (0: the lot's; ``kinds`` ``("reminder",)``:
    its reminder) went to by SMTP, and when (ISO, as the log keeps it: :func:`said_on` says it)."""
    from wordmastermind.core.wmm.sent_log import mailed_to

    went = mailed_to(game, number, kinds)
    return {player.name: went[name_key(player.name)] for player in game.players if name_key(player.name) in went}


def said_on(at: str) -> str:
    """When a mail went (ISO, as the log keeps it), as the interface's language writes a date."""
    from datetime import datetime

    from wordmastermind.files.mail.dates import local_date
    from wordmastermind.gui.i18n import interface_language

    return local_date(datetime.fromisoformat(at), interface_language())
