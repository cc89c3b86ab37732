"""Every QSettings key the app uses, declared once with its type and default.

No other module calls ``QSettings.value`` with a string key: they read and
write through :class:`AppSettings` and the :class:`Setting` constants here,
in the manner of Picard's ``options.py``. The store is passed in, never
reached as a global, so tests use a throw-away file.

Secret words are hidden at every start on purpose: "show secrets" is not a
setting, so a game master never opens the app in front of players with the
secrets showing.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar, cast

from PySide6.QtCore import QByteArray, QSettings

T = TypeVar("T")

ORGANIZATION = "wordmastermind"
APPLICATION = "wordmastermind"
MAX_RECENT_FILES = 8


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One key of the settings file, with its default and the type its value is read as."""

    key: str
    default: T
    kind: type


WINDOW_GEOMETRY: Setting[QByteArray] = Setting("window/geometry", QByteArray(), QByteArray)
WINDOW_STATE: Setting[QByteArray] = Setting("window/state", QByteArray(), QByteArray)
RECENT_FILES: Setting[list[str]] = Setting("files/recent", [], list)
LAST_FOLDER: Setting[str] = Setting("files/last_folder", "", str)
LANGUAGE: Setting[str] = Setting("ui/language", "", str)  # "" follows the system
THEME: Setting[str] = Setting("ui/theme", "system", str)  # "system", "light" or "dark"
DEMO_OFFERED: Setting[bool] = Setting("ui/demo_offered", False, bool)
AUTOSAVE_SECONDS: Setting[int] = Setting("files/autosave_seconds", 2, int)
# Mail: where and how to send. Never the password: that is asked for or
# kept in the system keyring.
MAIL_SENDER: Setting[str] = Setting("mail/sender", "", str)
MAIL_FOLDER: Setting[str] = Setting("mail/folder", "", str)
MAIL_TEMPLATE: Setting[str] = Setting("mail/template", "", str)  # "" = the default text
MAIL_SUBJECT: Setting[str] = Setting("mail/subject", "", str)  # "" = the default subject
SMTP_HOST: Setting[str] = Setting("mail/smtp_host", "", str)
SMTP_PORT: Setting[int] = Setting("mail/smtp_port", 587, int)
SMTP_SECURITY: Setting[str] = Setting("mail/smtp_security", "starttls", str)
SMTP_USER: Setting[str] = Setting("mail/smtp_user", "", str)
# A blind copy of every mail the app sends, to the game master: "" none, BCC_SENDER the address in
# From (the mail dialog's sender), else this address. On the envelope only, never in a header.
MAIL_BCC: Setting[str] = Setting("mail/bcc", "", str)
BCC_SENDER = "<sender>"
# The mailbox the players' guesses come to (Game > Fetch Guesses from the
# Mailbox); its password only in the system keyring (wordmastermind-imap).
IMAP_HOST: Setting[str] = Setting("mail/imap_host", "", str)
IMAP_PORT: Setting[int] = Setting("mail/imap_port", 993, int)
IMAP_SECURITY: Setting[str] = Setting("mail/imap_security", "ssl", str)
IMAP_USER: Setting[str] = Setting("mail/imap_user", "", str)
IMAP_FOLDER: Setting[str] = Setting("mail/imap_folder", "INBOX", str)
# The game master's own postal address (the letters' return line, its lines
# separated by commas) and place (before the date).
LETTERS_ADDRESS: Setting[str] = Setting("letters/address", "", str)
LETTERS_PLACE: Setting[str] = Setting("letters/place", "", str)
# The column widths the game master set, per table (empty: fitted to the texts).
ROUND_COLUMNS: Setting[list[str]] = Setting("tables/round_widths", [], list)
ROSTER_COLUMNS: Setting[list[str]] = Setting("tables/roster_widths", [], list)
LOT_COLUMNS: Setting[list[str]] = Setting("tables/lot_widths", [], list)

ALL_SETTINGS: tuple[Setting[object], ...] = cast(
    tuple[Setting[object], ...],
    (WINDOW_GEOMETRY, WINDOW_STATE, RECENT_FILES, LAST_FOLDER, LANGUAGE, THEME, DEMO_OFFERED,
     AUTOSAVE_SECONDS, MAIL_SENDER, MAIL_FOLDER, MAIL_TEMPLATE, MAIL_SUBJECT,
     SMTP_HOST, SMTP_PORT, SMTP_SECURITY, SMTP_USER, MAIL_BCC,
     IMAP_HOST, IMAP_PORT, IMAP_SECURITY, IMAP_USER, IMAP_FOLDER, LETTERS_ADDRESS, LETTERS_PLACE,
     ROUND_COLUMNS, ROSTER_COLUMNS, LOT_COLUMNS),
)


class AppSettings:
    """Typed access to one QSettings store."""

    def __init__(self, store: QSettings) -> None:
        self.store = store

    @classmethod
    def at(cls, path: Path) -> AppSettings:
        """Settings kept in an INI file at ``path`` (tests, portable use)."""
        return cls(QSettings(str(path), QSettings.Format.IniFormat))

    @classmethod
    def user(cls) -> AppSettings:
        """The user's own settings, where the platform keeps them."""
        return cls(QSettings(ORGANIZATION, APPLICATION))

    def get(self, setting: Setting[T]) -> T:
        if not self.store.contains(setting.key):
            return _copy(setting.default)
        value = self.store.value(setting.key)
        if setting.kind is list:
            if value is None:
                return cast(T, [])
            return cast(T, [str(v) for v in value] if isinstance(value, list) else [str(value)])
        if setting.kind is bool:
            if isinstance(value, str):
                return cast(T, value.lower() in ("true", "1", "yes"))
            return cast(T, bool(value))
        if setting.kind is int:
            try:
                return cast(T, int(str(value)))
            except (TypeError, ValueError):
                return _copy(setting.default)
        if setting.kind is QByteArray:
            return cast(T, value if isinstance(value, QByteArray) else QByteArray())
        return cast(T, str(value))

    def set(self, setting: Setting[T], value: T) -> None:
        self.store.setValue(setting.key, value)

    def recent_files(self) -> list[str]:
        return [f for f in self.get(RECENT_FILES) if f]

    def add_recent_file(self, path: Path) -> None:
        name = str(Path(path).resolve())
        files = [name] + [f for f in self.recent_files() if f != name]
        self.set(RECENT_FILES, files[:MAX_RECENT_FILES])
        self.set(LAST_FOLDER, str(Path(name).parent))

    def remove_recent_file(self, path: str) -> None:
        self.set(RECENT_FILES, [f for f in self.recent_files() if f != path])

    def sync(self) -> None:
        self.store.sync()


def copy_address(kept: str, sender: str) -> str:
    """Where the blind copy of every mail goes, from :data:`MAIL_BCC` as kept: ``""`` nowhere,
    :data:`BCC_SENDER` the address of ``sender`` (``Joe <joe@example.org>``), else the address kept."""
    from email.utils import parseaddr

    kept = kept.strip()
    if kept == BCC_SENDER:
        return parseaddr(sender)[1].strip()
    return kept


def _copy(value: T) -> T:
    return cast(T, list(value)) if isinstance(value, list) else value
