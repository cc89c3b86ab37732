"""What the mail dialog's parts share: its state, its widgets, and what one part calls of another.

:class:`~wordmastermind.gui.mail.dialog.MailDialog` builds the widgets; what
they do is in its parts, each a class on :class:`MailParts` in a module of
its own: :mod:`.preview`, :mod:`.sending` and :mod:`.results`. This names
the dialog's state and widgets and, for the type checker only, the methods
a part calls that another part (or the dialog itself) defines.
"""

from __future__ import annotations

import ssl
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
)

from wordmastermind.core.wmm.player_view import PlayerView
from wordmastermind.core.report import Report
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.files.mail.message import Addressee, MailMaker, PlayerMail
from wordmastermind.files.mail.smtp import SendResult
from wordmastermind.gui.mail.mail_text import MailTextView
from wordmastermind.gui.widgets.colors import BAD
from wordmastermind.gui.widgets.whole_lines import StatusLines

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from wordmastermind.core.wmm.game import Sent
    from wordmastermind.files.mail.smtp import Security, SmtpSettings
    from wordmastermind.gui.mail.sending import SendThread

ERROR_COLOR = QColor(BAD.red(), BAD.green(), BAD.blue()).name()
"""Text in the colour of a problem (BAD itself is a translucent background)."""

STATUS_LINES = 3
"""A status's lines in view at least, where it has as many (what was done and the first warnings): the rest is in
its tip, the last line shown ending in "…"."""


def status_lines() -> StatusLines:
    """A dialog's status: whole lines only, :data:`STATUS_LINES` at least, more where there is room (a wrapping
    label in a dialog at its smallest showed the top half of a line, or none of the last ones); cut, it ends in a
    link that shows it whole."""
    return StatusLines(least=STATUS_LINES)


def show_status(label: QLabel, text: str, *, error: bool = False) -> None:
    """``text`` in ``label`` (a :func:`status_lines`), in the colour of a problem if ``error``; whole in its tip."""
    label.setStyleSheet(f"color: {ERROR_COLOR};" if error else "")
    label.setText(text)
    label.setToolTip(text)


class MailParts(QDialog):
    """The common ground of the mail dialog's parts (never built on its own)."""

    evaluation: Evaluation
    number: int
    copy_to: str
    """Where a blind copy of every mail goes, as the settings keep it (:data:`~wordmastermind.gui.settings.MAIL_BCC`)."""
    ssl_context: ssl.SSLContext | None
    results: list[SendResult]
    problem: str
    _thread: SendThread | None
    _saving: bool
    """Whether the thread saves the mails as files (else it sends them)."""
    _rows_sent: list[int]
    _password_typed: str
    _security: str
    _preview_timer: QTimer

    # the mail and its preview
    language_combo: QComboBox
    sender_edit: QLineEdit
    subject_edit: QLineEdit
    template_edit: QPlainTextEdit
    reset_button: QPushButton
    error_label: QLabel
    preview_combo: QComboBox
    show_secret_check: QCheckBox
    preview_edit: MailTextView
    preview_note: QLabel
    attach_combo: QComboBox
    warning_label: QLabel
    _reports: dict[str, Report]
    _view: PlayerView | None
    _maker: MailMaker | None
    """The mails as the template stood at the last pause (None: it has an error); makes the preview's."""
    _addressees: list[Addressee] | None
    _warnings: dict[tuple[str, bool], list[str]]
    _mail_views: dict[str, PlayerView]
    # the ways out
    folder_edit: QLineEdit
    save_button: QPushButton
    host_edit: QLineEdit
    port_spin: QSpinBox
    security_combo: QComboBox
    user_edit: QLineEdit
    password_edit: QLineEdit
    remember_check: QCheckBox
    plain_warning: QLabel
    send_button: QPushButton
    # the results
    progress_bar: QProgressBar
    status_label: QLabel
    results_table: QTableWidget
    retry_button: QPushButton
    stop_button: QPushButton

    if TYPE_CHECKING:
        # dialog.py
        sending_finished: SignalInstance
        def language(self) -> str: ...
        def sender_address(self) -> str: ...
        def folder(self) -> str: ...
        def template(self) -> str: ...
        def subject_template(self) -> str: ...
        def _update_buttons(self) -> None: ...

        # preview.py
        def view(self) -> PlayerView: ...
        def mail_maker(self, sender: str | None = None, previous: MailMaker | None = None) -> MailMaker: ...
        def addressees(self) -> list[Addressee]: ...
        def _show_preview(self) -> None: ...
        def update_preview(self) -> None: ...
        def report_kind(self) -> str: ...
        def attach_kind(self) -> str: ...

        # recipients.py
        def chosen_names(self) -> list[str]: ...
        def all_chosen(self) -> bool: ...
        def chosen_rows(self) -> list[int]: ...
        def _sync_recipients(self) -> None: ...
        def tick_only(self, names: Iterable[str]) -> None: ...

        # post.py
        def _show_who(self) -> None: ...

        # sending.py / post.py: what went out, for the game's log
        def _log(self, records: tuple[Sent, ...]) -> None: ...

        # sending.py
        def security(self) -> Security: ...
        def smtp_settings(self) -> SmtpSettings: ...
        @property
        def busy(self) -> bool: ...

        # results.py
        def _set_status(self, text: str, *, error: bool = False) -> None: ...
        def result_text(self, result: SendResult) -> str: ...
        def show_results(self, results: Sequence[SendResult]) -> None: ...
        def _add_row(self, mail: PlayerMail | Addressee, text: str, *, failed: bool = False) -> None: ...
        def _set_row(self, row: int, text: str, *, failed: bool = False) -> None: ...
        def bring_results_into_view(self) -> None: ...
