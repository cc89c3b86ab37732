"""The report attached to the players' mails: as PDF, Word or Excel, with a safe file name.

The file is made once for all players (the players' report is the same for
each of them) and named after the game's title and the round, in the mail's
language (the last round's, once the game is over, as the final standings); the
name is a plain file name that cannot leave a folder it is saved in
(:func:`~wordmastermind.files.mail.eml.safe_file_stem`).

>>> attachment_name("Herbst/partie: <2026>", 3, "pdf", "de")
'Herbst_partie_ _2026_ - Runde 3.pdf'
>>> attachment_name("Herbstpartie", 0, "docx", "en")
'Herbstpartie - lot.docx'
>>> attachment_name("Herbstpartie", 9, "pdf", "de", final=True)
'Herbstpartie - Endstand.pdf'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from wordmastermind.core.report import Report
from wordmastermind.files.mail.eml import safe_file_stem
from wordmastermind.files.mail.errors import MailError
from wordmastermind.files.mail.messages import MAIL

KINDS = ("pdf", "docx", "xlsx")
"""What the report may be attached as."""

_TYPES: Mapping[str, tuple[str, str]] = {
    "pdf": ("application", "pdf"),
    "docx": ("application", "vnd.openxmlformats-officedocument.wordprocessingml.document"),
    "xlsx": ("application", "vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
}

_NAMES: Mapping[str, Mapping[str, str]] = {
    "en": {"round": "{title} - round {round}", "lot": "{title} - lot", "final": "{title} - final standings"},
    "de": {"round": "{title} - Runde {round}", "lot": "{title} - Auslosung", "final": "{title} - Endstand"},
    "nl": {"round": "{title} - ronde {round}", "lot": "{title} - loting", "final": "{title} - eindstand"},
    "fr": {"round": "{title} - manche {round}", "lot": "{title} - tirage au sort",
           "final": "{title} - classement final"},
}


@dataclass(frozen=True, slots=True)
class Attachment:
    filename: str
    data: bytes
    maintype: str
    subtype: str


def check_kind(kind: str) -> str:
    """``kind`` as attached (``PDF`` and ``.pdf`` are ``pdf``); raises :class:`MailError` for any other."""
    wanted = kind.strip().lower().lstrip(".")
    if wanted not in KINDS:
        raise MailError(MAIL.say("mail.attach_kind", kind=repr(kind), kinds=", ".join(KINDS)))
    return wanted


def attachment_name(title: str, number: int, kind: str, language: str, *, final: bool = False) -> str:
    """The file name for round ``number``'s report (0: the lot; ``final``: the report of the game's last round,
    its final standings) of the game ``title``."""
    names = _NAMES.get(language, _NAMES["en"])
    which = "lot" if number == 0 else "final" if final else "round"
    stem = names[which].format(title=" ".join(title.split()), round=number)
    return f"{safe_file_stem(stem)}.{check_kind(kind)}"


def report_attachment(report: Report, kind: str, filename: str, *, copies: bool = False) -> Attachment:
    """``report`` as a file of ``kind`` named ``filename``, made by the report writers in memory (``copies``:
    see :func:`~wordmastermind.files.writers.report_bytes`).

    Raises :class:`MailError` for a kind that cannot be attached.
    """
    from wordmastermind.files.outputs import OutputError
    from wordmastermind.files.writers import report_bytes

    kind = check_kind(kind)
    try:
        data = report_bytes(report, kind, copies=copies)
    except OutputError as error:
        from wordmastermind.files.messages import said

        raise MailError(MAIL.say("mail.attach_failed", kind=kind, error=said(error))) from None
    maintype, subtype = _TYPES[kind]
    return Attachment(filename, data, maintype, subtype)
