"""The addresses in a mail's headers: the players', and the game master's as sender.

An address is written plain (``emil@example.org``) or as address books copy
it (``Emil Meier <emil@example.org>``); a domain with umlauts is
IDNA-encoded, and anything else is refused naming the text as written.
"""

from __future__ import annotations

from email.headerregistry import Address

from wordmastermind.core.mail_addresses import address_parts, plain_address
from wordmastermind.files.mail.errors import MailError
from wordmastermind.files.mail.messages import MAIL


def parse_address(text: str, display_name: str = "") -> Address:
    """An address for a header; a domain with umlauts is IDNA-encoded.

    Raises :class:`MailError` for anything that is not a plain ``user@domain``
    (:func:`~wordmastermind.core.mail_addresses.address_parts`; a local part
    with umlauts would need SMTPUTF8 and is refused).
    """
    parts = address_parts(text)
    if parts is None:
        raise MailError(MAIL.say("mail.address", text=repr(text.strip())))
    try:
        return Address(display_name=display_name, username=parts[0], domain=parts[1])
    except Exception as error:  # the parser raises more than ValueError
        raise MailError(MAIL.say("mail.address", text=repr(text.strip()))) from error


def player_address(text: str, name: str = "") -> Address:
    """One of a roster's addresses (``Player.addresses``) for a header, shown under the player's ``name``: plain
    (``emil@example.org``) or as address books copy it (``Emil Meier <emil@example.org>``).

    >>> str(player_address("Emil Meier <emil@example.org>", "Emil"))
    'Emil <emil@example.org>'

    Raises :class:`MailError`, naming the text as written, for anything else.
    """
    try:
        return parse_address(plain_address(text), name)
    except MailError:
        raise MailError(MAIL.say("mail.address", text=repr(text.strip()))) from None


def parse_sender(sender: str) -> Address:
    """``"Joe <joe@example.org>"`` or ``"joe@example.org"`` as an :class:`Address`."""
    from email.utils import parseaddr

    name, address = parseaddr(sender)
    if not address:
        raise MailError(MAIL.say("mail.sender", text=repr(sender)))
    return parse_address(address, name)
