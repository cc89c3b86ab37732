"""Mail the app writes itself (receipts, reminders), sent with the mail dialog's SMTP settings and code.

The server, user and sender are those the mail dialog (Game ▸ Mail the
Players…) keeps in the settings; the password is the one it keeps in the
system keyring. Sending runs in the mail dialog's :class:`SendThread`.
The texts belong to the ``OutgoingMail`` translation context.
"""

from __future__ import annotations

import ssl
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from wordmastermind.files.mail.message import PlayerMail
from wordmastermind.files.mail.smtp import SendResult, SmtpSettings
from wordmastermind.gui import settings as keys
from wordmastermind.gui.i18n import rule_text
from wordmastermind.gui.mail.sending import SendThread
from wordmastermind.gui.settings import AppSettings

translate = QCoreApplication.translate


def stored_smtp(store: AppSettings | None) -> tuple[SmtpSettings, str, str] | str:
    """The SMTP server, its password and the sender the mail dialog keeps; or why there are none."""
    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.files.mail.smtp import password_from_keyring

    if store is None or not store.get(keys.SMTP_HOST) or not store.get(keys.MAIL_SENDER):
        return translate("OutgoingMail", "Set your address and the SMTP server in Game ▸ Mail the Players… first.")
    try:
        settings = SmtpSettings(store.get(keys.SMTP_HOST), store.get(keys.SMTP_PORT),
                                store.get(keys.SMTP_SECURITY),  # type: ignore[arg-type]
                                store.get(keys.SMTP_USER) or None,
                                bcc=keys.copy_address(store.get(keys.MAIL_BCC), store.get(keys.MAIL_SENDER)))
        password = password_from_keyring(settings) or "" if settings.username else ""
    except MailError as error:
        return rule_text(error)
    if settings.username and not password:
        return translate("OutgoingMail", "The system keyring has no SMTP password for {0}: keep it there in"
                                         " Game ▸ Mail the Players… first.").format(settings.username)
    return settings, password, store.get(keys.MAIL_SENDER)


def start_sending(parent: QWidget, mails: Sequence[PlayerMail], settings: SmtpSettings, password: str,
                  done: Callable[[SendThread], None], context: ssl.SSLContext | None = None) -> SendThread:
    """Send ``mails`` in a thread; ``done(thread)`` when it is over (its ``results`` or ``error``)."""
    from wordmastermind.files.mail.smtp import send_mails

    def job(progress: Callable[[int, int, SendResult], None], stop: Callable[[], bool]) -> list[SendResult]:
        return send_mails(mails, settings, password or None, progress=progress, context=context, stop=stop)

    thread = SendThread(job, parent)
    thread.ended.connect(done)
    thread.start()
    return thread


def finished_text(thread: SendThread) -> tuple[str, bool]:
    """What a finished sending thread did, in a line, and whether anything went wrong."""
    if thread.error:
        return translate("OutgoingMail", "Sending stopped: {0}").format(rule_text(thread.error)), True
    return sent_summary(thread.results)


def sent_summary(results: Sequence[SendResult]) -> tuple[str, bool]:
    """One line on what became of the mails, and whether any failed."""
    sent = sum(r.sent for r in results)
    failed = [f"{r.name} ({rule_text(r.reason)})" for r in results if r.failed]
    skipped = [f"{r.name} ({rule_text(r.reason)})" for r in results if not r.sent and not r.failed]
    if len(results) == 1:  # the one mail: no "1 of 1 mails"
        text = (translate("OutgoingMail", "The mail was sent.") if sent else
                translate("OutgoingMail", "The mail was not sent."))
    else:
        text = translate("OutgoingMail", "Mails sent: {0} of {1}.").format(sent, len(results))
    if failed:
        text += " " + translate("OutgoingMail", "Not sent: {0}").format("; ".join(failed))
    if skipped:
        text += " " + translate("OutgoingMail", "Skipped: {0}").format("; ".join(skipped))
    return text, bool(failed)
