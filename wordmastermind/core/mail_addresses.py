"""Whether a text is an e-mail address a mail can be sent to: the one rule, for the roster's check and the mails.

An address is ``user@domain`` (a plain ASCII user part, a domain with a dot,
which may hold umlauts: it is sent IDNA-encoded), or written as address books
copy it, ``Emil Meier <emil@example.org>``.

>>> mail_address("Emil Meier <emil@müller.de>")
('emil', 'xn--mller-kva.de')
>>> mail_address("juergen@weiß.example")  # not weiss.example, another domain
('juergen', 'xn--wei-7ka.example')
>>> mail_address("emil@example") is None, mail_address("anna at example.org") is None
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable

_NOT_IN_ADDRESS = frozenset("<>(),;:\"[]\\")


def plain_address(text: str) -> str:
    """The address of ``text``: ``emil@example.org`` of ``Emil Meier <emil@example.org>``; else ``text`` stripped."""
    text = text.strip()
    if text.endswith(">") and "<" in text:  # a display name and the address in angle brackets
        from email.utils import parseaddr  # not on a big game's way to the screen: only for such addresses

        return parseaddr(text)[1] or text
    return text


def owners(entries: Iterable[tuple[str, str]]) -> dict[str, list[str]]:
    """Who has each address, of ``entries`` (a name, an address): by the address alone, in any case, each name
    once. An address of several names is a family's: mail to one of them reaches the others.

    >>> owners([("Fritz", "klein@example.de"), ("Ulrike", "Ulrike <Klein@Example.de>"), ("Emil", "e@x.org")])
    {'klein@example.de': ['Fritz', 'Ulrike'], 'e@x.org': ['Emil']}
    """
    found: dict[str, list[str]] = {}
    for name, address in entries:
        names = found.setdefault(plain_address(address).casefold(), [])
        if name not in names:
            names.append(name)
    return found


def sharers(found: dict[str, list[str]], name: str, address: str) -> list[str]:
    """The others who have ``name``'s ``address`` too, of ``found`` (:func:`owners`)."""
    return [other for other in found.get(plain_address(address).casefold(), ()) if other != name]


def mail_address(text: str) -> tuple[str, str] | None:
    """The user part and the domain (IDNA-encoded) of the address ``text``, plain or as address books copy it
    (:func:`plain_address`), or ``None`` if it is none a mail can go to."""
    return address_parts(plain_address(text))


def address_parts(text: str) -> tuple[str, str] | None:
    """The user part and the domain (IDNA-encoded) of the plain address ``text`` (``user@domain``), or ``None``
    if it is none a mail can go to. A user part with umlauts would need SMTPUTF8: it is none."""
    local, at, domain = text.strip().rpartition("@")
    if (
        not at
        or not local
        or not domain
        or "@" in local
        or any(c.isspace() or c in _NOT_IN_ADDRESS for c in local + domain)
        or not local.isascii()
        or "." not in domain.strip(".")
    ):
        return None
    if domain.isascii():
        try:
            return local, domain.encode("idna").decode("ascii")  # checked: no label too long or empty
        except UnicodeError:
            return None
    import idna  # only for a domain with umlauts: not on a big game's way to the screen

    try:  # IDNA 2008, as mail programs and registries encode now: weiß.de is not weiss.de (Python's codec)
        return local, idna.encode(domain, uts46=True).decode("ascii")
    except (idna.IDNAError, UnicodeError):  # a label too long or empty, a character no domain may hold
        return None
