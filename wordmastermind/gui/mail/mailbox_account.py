"""The mailbox's account in the app: server, port, security, user and folder kept in the settings, the password in the keyring.

The password is typed, or taken from the system keyring (service
``wordmastermind-imap``, as the command line's ``inbox --keyring``); it is
kept there only when asked and once a fetch has worked, never in the
settings or a file.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLineEdit, QSpinBox, QWidget

from wordmastermind.files.mail.imap import KEYRING_SERVICE, SSL_PORT, ImapSettings
from wordmastermind.files.mail.smtp import SECURITIES, Security
from wordmastermind.gui import settings as keys
from wordmastermind.gui.i18n import rule_text
from wordmastermind.gui.mail.narrow import WrappingCheckBox, whole_placeholder
from wordmastermind.gui.settings import AppSettings

PORTS = {"ssl": SSL_PORT, "starttls": 143, "none": 143}

class MailboxAccount(QGroupBox):
    """The account's fields; :meth:`remember` keeps all but the password in the settings."""

    def __init__(self, store: AppSettings | None, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Mailbox"), parent)
        self.store = store
        self.host_edit = QLineEdit(store.get(keys.IMAP_HOST) if store else "")
        self.host_edit.setPlaceholderText(self.tr("imap.example.org"))
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(store.get(keys.IMAP_PORT) if store else SSL_PORT)
        self.security_combo = QComboBox()
        names = {"ssl": self.tr("SSL/TLS"), "starttls": self.tr("STARTTLS"), "none": self.tr("None (unencrypted)")}
        for security in ("ssl", "starttls", "none"):
            self.security_combo.addItem(names[security], security)
        kept = store.get(keys.IMAP_SECURITY) if store else "ssl"
        self.security_combo.setCurrentIndex(max(0, self.security_combo.findData(kept)))
        self._security = self.security()
        self.security_combo.currentIndexChanged.connect(self._security_changed)
        self.user_edit = QLineEdit(store.get(keys.IMAP_USER) if store else "")
        self.password_edit = QLineEdit()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.setPlaceholderText(self.tr("from the system keyring, if kept there"))
        whole_placeholder(self.password_edit)  # squeezed with the dialog, its end was cut (German at 150 %)
        # on as many lines as its column's width needs: on one, it made the dialog wider than a laptop's screen
        self.remember_check = WrappingCheckBox(self.tr("&Remember the password in the system keyring"))
        # on two lines at most: each more made the dialog's smallest size too tall for a laptop's screen at 150 %
        self.remember_check.setMinimumWidth(self.remember_check.sizeHint().width() * 3 // 5)
        self.folder_edit = QLineEdit(store.get(keys.IMAP_FOLDER) if store else "INBOX")
        server = QFormLayout()  # two columns, the server's and the account's: low enough for a small screen
        server.addRow(self.tr("&Server:"), self.host_edit)
        server.addRow(self.tr("&Port:"), self.port_spin)
        server.addRow(self.tr("&Encryption:"), self.security_combo)
        account = QFormLayout()
        account.addRow(self.tr("&User:"), self.user_edit)
        account.addRow(self.tr("Pass&word:"), self.password_edit)
        account.addRow("", self.remember_check)
        account.addRow(self.tr("F&older:"), self.folder_edit)
        columns = QHBoxLayout(self)
        columns.addLayout(server, 1)
        columns.addLayout(account, 1)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """As low as its fields are at its narrowest, the keyring's box on the lines it wraps onto there: Qt's is as
        low as for one line, and the dialog at its smallest cut the box's text in half."""
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self.heightForWidth(hint.width())))

    def security(self) -> Security:
        value = str(self.security_combo.currentData())
        return next((s for s in SECURITIES if s == value), "ssl")

    def port(self) -> int:
        return int(self.port_spin.cleanText() or 0)

    def folder(self) -> str:
        return self.folder_edit.text().strip() or "INBOX"

    def _security_changed(self) -> None:
        new = self.security()
        if self.port() == PORTS[self._security]:
            self.port_spin.setValue(PORTS[new])
        self._security = new

    def settings(self) -> ImapSettings:
        """The account as entered (no password); raises MailError if incomplete."""
        return ImapSettings(self.host_edit.text(), self.port(), self.security(), self.user_edit.text().strip() or None)

    def password(self, settings: ImapSettings) -> str | None:
        """The password typed, or the keyring's; None when one is needed and there is none."""
        from wordmastermind.files.mail.errors import MailError
        from wordmastermind.files.mail.smtp import password_from_keyring

        typed = self.password_edit.text()
        if typed or not settings.username:
            return typed
        try:
            return password_from_keyring(settings, KEYRING_SERVICE) or None
        except MailError:
            return None

    def remember(self, worked: bool) -> str:
        """Keep the account in the settings, and a typed password in the keyring once it has ``worked``
        and the box is ticked; what went wrong with the keyring, or ""."""
        from wordmastermind.files.mail.errors import MailError
        from wordmastermind.files.mail.smtp import store_password_in_keyring

        try:
            settings = self.settings()
        except MailError:
            return ""
        if self.store is not None:
            self.store.set(keys.IMAP_HOST, settings.host)
            self.store.set(keys.IMAP_PORT, settings.port)
            self.store.set(keys.IMAP_SECURITY, settings.security)
            self.store.set(keys.IMAP_USER, settings.username or "")
            self.store.set(keys.IMAP_FOLDER, self.folder())
        typed = self.password_edit.text()
        if worked and typed and settings.username and self.remember_check.isChecked():
            try:
                store_password_in_keyring(settings, typed, KEYRING_SERVICE)
            except MailError as error:
                return rule_text(error)
        return ""
