"""Game ▸ Fetch Guesses from the Mailbox…: a round's guesses from the players' mails, then the receipts.

The dialog reads the round's mails in a thread (a progress bar, Cancel):
only those that arrived since the round before opened
(:func:`~wordmastermind.core.wmm.round_window.mail_window`), whole only
those from a player's address. It lists what they hold
(:mod:`.intake_rows`, :mod:`.intake_model`, :mod:`.intake_view`): the
mails that count, player by player, apart from those that do not. The game
master decides mail by mail and line by line with ticks; every tick plans
the round again with the new :class:`~wordmastermind.core.wmm.intake.Choices`
and the listing follows at once. Nothing changes in the game until Enter:
then the sheet enters the plan as one undoable step (``enter``). Send
Receipts (:mod:`.inbox_receipts`) mails each player the receipt they are
owed once, after a confirmation naming them. The rules are
:mod:`wordmastermind.core.wmm.intake`'s, as for ``inbox``.
"""

from __future__ import annotations

import ssl
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.intake import Choices, InMail, Intake
from wordmastermind.gui.i18n import interface_language, rule_text
from wordmastermind.gui.roles import ROW_KEY_ROLE
from wordmastermind.gui.mail.fetch_thread import FetchThread
from wordmastermind.gui.mail.inbox_receipts import InboxReceipts
from wordmastermind.gui.mail.intake_model import MAIL, IntakeModel
from wordmastermind.gui.mail.intake_rows import Toggle, intake_rows, toggled
from wordmastermind.gui.mail.intake_view import IntakeView
from wordmastermind.gui.mail.mailbox_account import MailboxAccount
from wordmastermind.gui.mail.parts import ERROR_COLOR, show_status, status_lines
from wordmastermind.gui import settings as keys
from wordmastermind.gui.settings import AppSettings
from wordmastermind.gui.widgets.screen_fit import fit_to_screen

if TYPE_CHECKING:
    from wordmastermind.core.wmm.game import Sent
    from wordmastermind.core.wmm.intake import PlayerIntake
    from wordmastermind.files.mail.imap import Fetched

Enter = Callable[[int, Sequence[InMail], Choices, int], "Intake | None"]
"""The sheet's entering: round, mails, choices, mails before the window; the intake entered (None: nothing
new). Planned again on the game as it is then; raises RoundOrderError for a round that takes no guesses."""
Record = Callable[[int, "Sequence[PlayerIntake]", "Sequence[Sent]"], None]
"""The sheet's keeping of the receipts that went out for a round, and of the log's records of those sent or
failed (one undoable step)."""

WANTED = QSize(1180, 640)
"""The size the dialog asks for, where the screen has room."""


class InboxDialog(InboxReceipts):
    """Fetch, decide, Enter, Send Receipts."""

    fetched = Signal()
    """Emitted when a fetch is over (read, failed or cancelled)."""

    def __init__(self, game: Callable[[], Game], number: int, enter: Enter, parent: QWidget | None = None, *,
                 record: Record | None = None, settings: AppSettings | None = None,
                 ssl_context: ssl.SSLContext | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Fetch Guesses from the Mailbox"))
        self.game = game
        self._enter = enter
        self._record = record
        self.store = settings
        self.ssl_context = ssl_context
        self.mails: list[InMail] = []
        self.before = 0
        """Mails of the folder that came before the fetch's window (not read)."""
        self.read_round: int | None = None
        """The round whose mails were read (None: none yet)."""
        self.choices = Choices()
        self.intake: Intake | None = None
        self._fetch: FetchThread | None = None
        self._taken_for: set[str] = set()
        """The Message-IDs of mails from no player's address taken as a player's (read whole from then on)."""

        fetching = self._build_fetching(settings, game(), number)
        self.window_label = QLabel()
        self.window_label.setWordWrap(True)
        self.closed_label = QLabel()
        self.closed_label.setWordWrap(True)
        self.closed_label.setStyleSheet(f"color: {ERROR_COLOR};")
        self.closed_label.hide()
        self.model = IntakeModel(self)
        self.model.toggled.connect(self._toggled)
        self.view = IntakeView(self.model)
        self.view.setAccessibleName(self.tr("Mails of the round"))
        self.view.setAccessibleDescription(self.tr("What each player's mails hold, player by player, then the mails"
                                                   " that do not count; what is ticked is entered"))
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)

        self.status_label = status_lines()  # whole lines, as many as fit: the tip has them all
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.enter_button = self.buttons.addButton(self.tr("En&ter"), QDialogButtonBox.ButtonRole.ActionRole)
        self.enter_button.clicked.connect(self.enter)
        self.receipts_button = self.buttons.addButton(self.tr("Send Re&ceipts"),
                                                      QDialogButtonBox.ButtonRole.ActionRole)
        self.receipts_button.clicked.connect(self.send_receipts)
        self.take_for_button = self.buttons.addButton(self.tr("Take as a &Player's Mail…"),
                                                      QDialogButtonBox.ButtonRole.ActionRole)
        self.take_for_button.setToolTip(self.tr("A mail from an address no player has, or several have: choose whose"
                                                " it is. It is read again, as theirs."))
        self.take_for_button.clicked.connect(self.ask_whose)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(fetching)
        layout.addWidget(self.window_label)
        layout.addWidget(self.closed_label)
        layout.addWidget(self.view, 1)  # the listing has all the width, and every height left
        layout.addWidget(self.summary_label)
        layout.addWidget(self.status_label)
        layout.addWidget(self.buttons)
        self.view.selectionModel().currentChanged.connect(self._current_changed)
        self._update_buttons()
        fit_to_screen(self, WANTED)

    def _build_fetching(self, settings: AppSettings | None, game: Game, number: int) -> QWidget:
        """Above the listing: the mailbox's account (folded to a line once it is kept), the round, Fetch."""
        self.account = MailboxAccount(settings)
        self.account_button = QToolButton()
        self.account_button.setText(self.tr("Mailbox &Account"))
        self.account_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.account_button.setCheckable(True)
        self.account_button.setAutoRaise(True)
        self.account_button.toggled.connect(self._show_account)
        self.account_label = QLabel()
        self.round_spin = QSpinBox()
        self.round_spin.setRange(1, len(game.rounds) + 1)
        self.round_spin.setValue(min(max(number, 1), len(game.rounds) + 1))
        self.round_spin.valueChanged.connect(self._round_changed)
        round_label = QLabel(self.tr("Rou&nd:"))
        round_label.setBuddy(self.round_spin)
        self.late_check = QCheckBox(self.tr("Take &late mails too"))
        self.late_check.setToolTip(self.tr("Every mail after the deadline counts as if it had come in time."))
        self.late_check.toggled.connect(self._late_toggled)
        self.fetch_button = QPushButton(self.tr("&Fetch"))
        self.fetch_button.clicked.connect(self.fetch)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(0)
        top = QWidget()
        rows = QVBoxLayout(top)
        rows.setContentsMargins(0, 0, 0, 0)
        account_row = QHBoxLayout()
        account_row.addWidget(self.account_button, 0, Qt.AlignmentFlag.AlignLeft)  # not centred, its line folded
        account_row.addWidget(self.account_label, 1)
        rows.addLayout(account_row)
        rows.addWidget(self.account)  # the dialog's width: the password's hint and the keyring's box read whole
        fetch_row = QHBoxLayout()
        fetch_row.addWidget(round_label)
        fetch_row.addWidget(self.round_spin)
        fetch_row.addWidget(self.late_check)
        fetch_row.addWidget(self.fetch_button)
        fetch_row.addWidget(self.cancel_button)
        fetch_row.addWidget(self.progress_bar, 1)
        rows.addLayout(fetch_row)
        kept = settings is not None and bool(settings.get(keys.IMAP_HOST))
        self.account_button.setChecked(not kept)  # the first time it is filled in; then folded
        self._show_account(not kept)
        return top

    def _show_account(self, shown: bool) -> None:
        """Unfold the account's fields, or fold them to one line naming the account."""
        self.account.setVisible(shown)
        self.account_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        if self.account_button.isChecked() != shown:
            self.account_button.setChecked(shown)
        account = self.account
        host = account.host_edit.text().strip()
        user = account.user_edit.text().strip()
        where = f"{user} @ {host}" if user else host
        self.account_label.setText("" if shown or not host else self.tr("{0}, folder {1}").format(
            where, account.folder()))
        self.account_label.setVisible(not shown and bool(host))

    # ---------------------------------------------------------------- state

    @property
    def busy(self) -> bool:
        return self._fetch is not None or self._send is not None

    def _update_buttons(self) -> None:
        self.fetch_button.setEnabled(not self.busy)
        self.cancel_button.setEnabled(self._fetch is not None)
        intake = self.intake
        self.enter_button.setEnabled(not self.busy and intake is not None and intake.changed)
        self.take_for_button.setEnabled(not self.busy and self.stranger() is not None)
        self._update_receipts_button()

    def _set_status(self, text: str, *, error: bool = False) -> None:
        show_status(self.status_label, text, error=error)

    # ---------------------------------------------------------------- fetching

    def fetch(self) -> None:
        """Read the round's window of the mailbox in a thread; the listing follows when it is read."""
        from wordmastermind.core.wmm.round_window import mail_window
        from wordmastermind.files.mail.errors import MailError
        from wordmastermind.files.mail.imap import fetch_mails

        if self.busy:
            return
        try:
            settings = self.account.settings()
        except MailError:
            self._set_status(self.tr("Enter the mailbox's server first."), error=True)
            self._show_account(True)
            self.account.host_edit.setFocus()
            return
        password = self.account.password(settings)
        if password is None:
            self._set_status(self.tr("Enter the password for {0}: the system keyring has none.").format(
                settings.username), error=True)
            self._show_account(True)
            self.account.password_edit.setFocus()
            return
        folder, context = self.account.folder(), self.ssl_context
        number = self.round_spin.value()
        window = mail_window(self.game(), number).choosing(self._taken_for)

        def wanted(head: InMail) -> bool:
            return window.wanted(head.sender, head.message_id)

        def job(progress: Callable[[int, int], None], stop: Callable[[], bool]) -> Fetched | None:
            return fetch_mails(settings, password or "", folder, context, since=window.since, wanted=wanted,
                               progress=progress, stop=stop)

        self.progress_bar.setRange(0, 0)  # busy until the server says how many
        self._set_status(self.tr("Reading the mailbox at {0}…").format(settings.host))
        thread = FetchThread(job, self)
        thread.setProperty("round", number)
        thread.progressed.connect(self._progressed, Qt.ConnectionType.QueuedConnection)
        thread.finished.connect(self._fetched, Qt.ConnectionType.QueuedConnection)
        self._fetch = thread
        self._update_buttons()
        thread.start()

    def cancel(self) -> None:
        """Stop reading: the mails read so far are not used."""
        if self._fetch is not None:
            self._fetch.stop()
            self._set_status(self.tr("Cancelling…"))

    def _progressed(self, done: int, total: int) -> None:
        self.progress_bar.setRange(0, max(total, 1))
        self.progress_bar.setValue(done)

    def _fetched(self) -> None:
        thread = self._fetch
        if thread is None:
            return
        self._fetch = None
        thread.deleteLater()
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(0)
        if thread.stopped:
            self._set_status(self.tr("Cancelled: nothing was read."))
        elif thread.error is not None:
            self._set_status(self._failure(thread.error), error=True)
            self._show_account(True)
        elif thread.fetched is not None:
            self.progress_bar.setValue(1)
            number = int(thread.property("round"))
            if number != self.read_round:  # another round's mails: the choices were about those
                self.choices = Choices(include_late=self.late_check.isChecked())
                self._taken_for = set()
            self.mails, self.before, self.read_round = list(thread.fetched.mails), thread.fetched.before, number
            keyring = self.account.remember(worked=True)
            self._show_account(self.account_button.isChecked())  # its line names the account that worked
            self.replan()
            if keyring:
                self._set_status(self.status_label.text() + "\n" + keyring, error=True)
        self._update_buttons()
        self.fetched.emit()

    def _failure(self, error: BaseException) -> str:
        from wordmastermind.files.mail.errors import MailboxError

        where = self.account.host_edit.text().strip()
        kind = error.kind if isinstance(error, MailboxError) else ""
        detail = rule_text(error.detail) if isinstance(error, MailboxError) else str(error)  # a code: said here
        if kind == "login":
            return self.tr("The mailbox refused the user or password ({0}).").format(detail)
        if kind == "unreachable":
            return self.tr("The server {0} cannot be reached: check the server and port ({1}).").format(where, detail)
        if kind == "tls":
            return self.tr("The secure connection to {0} failed: check the security and port ({1}).").format(
                where, detail)
        if kind == "folder":
            return self.tr("The mailbox has no folder {0}.").format(self.account.folder())
        # the whole reason (the connection dropped, the deadline passed, the session ended), not only its detail
        return self.tr("The mailbox could not be read: {0}").format(rule_text(error))

    # ---------------------------------------------------------------- planning

    def replan(self) -> None:
        """Plan the round again with the mails read and the choices made, on the game as it is now."""
        from wordmastermind.core.errors import RoundOrderError
        from wordmastermind.core.wmm.intake import plan_intake

        highest = len(self.game().rounds) + 1  # an Enter adds a round: the spin box follows the game
        if self.round_spin.maximum() != highest:
            self.round_spin.blockSignals(True)
            self.round_spin.setMaximum(highest)
            self.round_spin.blockSignals(False)
        number = self.read_round
        if number is None or number != self.round_spin.value():
            return
        try:
            intake = plan_intake(self.game(), number, self.mails, self.choices, before=self.before)
        except RoundOrderError as error:
            self._show(None)
            self._set_status(rule_text(error), error=True)
            return
        self._show(intake)
        if intake.closed:
            self._set_status(self.tr("Nothing can be entered in round {0}: it is closed.").format(number), error=True)
        elif intake.changed:  # how many players' mails are new: those entered before are no news
            new = sum(one.outcome == "taken" for one in intake.players)
            self._set_status((self.tr("1 player's mail is new: Enter takes its guesses into round {0}.") if new == 1
                              else self.tr("{1} players' mails are new: Enter takes their guesses into round {0}.")
                              ).format(number, new))
        else:
            self._set_status(self.tr("Nothing new to enter in round {0}.").format(number))

    def _show(self, intake: Intake | None) -> None:
        """The listing, the round's window and the summary of ``intake`` (None: nothing to show)."""
        self.intake = intake
        if intake is None:
            self.model.clear()
            for label in (self.window_label, self.summary_label):
                label.clear()
            self.closed_label.hide()
            self._update_buttons()
            return
        self.model.show(intake_rows(intake, self.choices, interface_language()))
        self.window_label.setText(self._window_text(intake))
        self.closed_label.setText(self.tr(
            "Round {0} is closed: its report went out and round {1} has begun, so no mail can be taken into it"
            " here. To correct it, change its guesses by hand on the Rounds page (or clear when round {1} opened"
            " there, if it has not begun).").format(intake.number, intake.number + 1))
        self.closed_label.setVisible(intake.closed)
        players = sum(len(one.mails) for one in intake.players)
        if len(self.mails) == 1:
            summary = (self.tr("Round {0}: 1 mail read, from a player.") if players else
                       self.tr("Round {0}: 1 mail read, not from a player."))
        else:
            summary = (self.tr("Round {0}: {1} mails read, 1 from a player.") if players == 1 else
                       self.tr("Round {0}: {1} mails read, {2} from players."))
        self.summary_label.setText(summary.format(intake.number, len(self.mails), players))
        self._update_buttons()

    def _window_text(self, intake: Intake) -> str:
        """When the round opened (recorded or worked out) and its deadline, in the interface's language."""
        from wordmastermind.core.wmm.round_window import moment
        from wordmastermind.files.mail.dates import local_date

        language = interface_language()
        game, number = intake.game, intake.number
        if intake.opened is None:
            text = self.tr("When round {0} opened is not known: every mail read may be its.").format(number)
        elif game.opening(number):
            text = self.tr("Round {0} opened on {1}.").format(number, local_date(intake.opened, language))
        else:
            text = self.tr("Round {0} opened on {1} (worked out: no opening was recorded).").format(
                number, local_date(intake.opened, language))
        deadline = moment(game.deadline(number)) if game.deadline(number) else None
        if deadline is not None:
            text += " " + self.tr("Deadline: {0}.").format(local_date(deadline, language))
        return text

    def _toggled(self, toggle: object, on: bool) -> None:
        assert isinstance(toggle, Toggle)
        self.choices = toggled(self.choices, toggle, on)
        self.replan()

    def _late_toggled(self, on: bool) -> None:
        from dataclasses import replace

        self.choices = replace(self.choices, include_late=on)
        self.replan()

    def _round_changed(self, number: int) -> None:
        if self.read_round is None:
            return
        if number == self.read_round:
            self.replan()
            return
        self._show(None)
        self._set_status(self.tr("Fetch to read the mails of round {0}: each round has its own.").format(number))

    # ---------------------------------------------------------------- a mail from another address

    def stranger(self) -> InMail | None:
        """The mail of the current row if it came from an address no player has, or several have, else None."""
        intake, current = self.intake, self.view.currentIndex()
        if intake is None or intake.closed or not current.isValid():
            return None
        key = current.siblingAtColumn(MAIL).data(ROW_KEY_ROLE)
        mails = (*intake.strangers, *(mail for mail, _names in intake.shared))
        return next((mail for mail in mails if key == ("mail", mail.message_id)), None)

    def _current_changed(self) -> None:
        self._update_buttons()

    def ask_whose(self) -> None:
        """Ask whose the current row's mail is (a player writing from another address); see :meth:`take_for`."""
        mail = self.stranger()
        if mail is None or self.busy or self.read_round is None:
            return
        from wordmastermind.gui.mail.whose_mail import whose_question

        sharing = next((names for shared, names in self.intake.shared if shared is mail), ()) if self.intake else ()
        ask = whose_question(self, mail, sharing, [player.name for player in self.game().players], self.read_round)
        ask.textValueSelected.connect(self._whose_chosen)
        ask.open()

    def _whose_chosen(self, name: str) -> None:
        ask = self.sender()
        message_id = ask.property("message_id") if ask is not None else None
        if isinstance(message_id, str):
            self.take_for(message_id, name)

    def take_for(self, message_id: str, name: str) -> None:
        """Take the mail ``message_id`` as player ``name``'s: it is read again, whole, and planned as theirs
        (``inbox --take-for``); Enter records it, so that it stays theirs."""
        from dataclasses import replace

        self.choices = replace(self.choices, senders=self.choices.senders | {(message_id, name)})
        self._taken_for.add(message_id)
        self.fetch()

    # ---------------------------------------------------------------- entering

    def enter(self) -> None:
        """Enter the plan (one undoable step of the game), planned again on the game as it is now."""
        from wordmastermind.core.errors import RoundOrderError

        intake = self.intake
        if intake is None or not intake.changed or self.busy:
            return
        number = intake.number
        try:
            entered = self._enter(number, self.mails, self.choices, self.before)
        except RoundOrderError as error:
            self._set_status(rule_text(error), error=True)
            return
        self.replan()  # the game as it is now: what was entered shows as taken
        if entered is None:
            return
        self._set_status(self.tr("Round {0}: the guesses are entered (Edit ▸ Undo takes them back).").format(number))

    # ---------------------------------------------------------------- closing

    def wait(self, timeout_ms: int = 60_000) -> None:
        """Stop what runs and wait for its thread (the dialog closes, a test ends)."""
        if self._fetch is not None:
            self._fetch.stop()
            self._fetch.wait(timeout_ms)
            self._fetched()
        self.wait_for_receipts(timeout_ms)

    def done(self, result: int) -> None:
        self.wait()
        super().done(result)
