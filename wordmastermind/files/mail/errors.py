"""What keeps mail from being built, saved or sent: one error class for each."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wordmastermind.core.messages import Message, Text


class MailError(Exception):
    """Something that keeps mail from being built, saved or sent."""


class TemplateError(MailError, ValueError):
    """A template that cannot be filled in."""


class UnknownPlaceholderError(TemplateError):
    """A placeholder the templates do not know."""

    def __init__(self, message: Message, placeholder: str) -> None:
        super().__init__(message)
        self.placeholder = placeholder


class SecretInTemplateError(TemplateError):
    """The template's own text names a secret word still in play."""

    def __init__(self, message: Message, owner: str) -> None:
        super().__init__(message)
        self.owner = owner


class MailboxError(MailError):
    """The mailbox could not be read; ``kind`` says why, for a message in the interface's language.

    ``login`` (user or password refused), ``unreachable`` (no such server, no
    answer, connection refused), ``tls`` (the secure connection failed),
    ``folder`` (no such folder), ``server`` (the server refused a command,
    sent an answer that cannot be read or closed the connection midway) or
    ``timeout`` (the server went silent, or did not finish before the
    fetch's deadline); ``detail`` is what the server or the network said.
    """

    def __init__(self, message: Message, kind: str, detail: Text = "") -> None:
        super().__init__(message)
        self.kind = kind
        self.detail = detail


class KeyringError(MailError):
    """The system keyring could not be used."""
