"""No secret in anything players receive: the game master's title, notes, names and return address hide
Alfons's SALAT in every disguise of the attack, and in generated ones; every player-facing output is
written (the round report and the lot in every format with their metadata, the mails with their HTML and
attachment, receipts, reminders, letters) and read back, and the word is in none of them.

The search reads through disguises (:func:`wordmastermind.core.masking.names_secret`) and also looks for
the plain letters; Alfons's own mail is left out (his word is his to read).
"""

from __future__ import annotations

import dataclasses
import email.policy
import io
import zipfile
from datetime import date, datetime, timezone
from email.message import EmailMessage
from email.parser import BytesParser
from pathlib import Path

import pypdf
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordmastermind.core.confusables import LOOKS_LIKE
from wordmastermind.core.masking import fold, mask_secrets, names_secret
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game, Settings
from wordmastermind.core.wmm.intake import InMail, plan_intake
from wordmastermind.core.wmm.letter import build_letters
from wordmastermind.core.wmm.lot_report import lot_report
from wordmastermind.core.wmm.player_view import player_view, view_before
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.files.i18n import translation
from wordmastermind.files.mail.message import build_mails, mail_attachment, mail_report
from wordmastermind.files.mail.receipts import receipts, reminders
from wordmastermind.files.writers import report_bytes
from wordmastermind.files.writers.letter_pdf import write_letters_pdf

SECRET = "SALAT"
"""Alfons's word: still in play after round 2 of the rules' example."""

DISGUISES = {
    "plain": "SALAT",
    "lower": "salat",
    "spaced": "S A L A T",
    "dotted": "S.A.L.A.T",
    "dashed": "S-A-L-A-T",
    "underscored": "S_A_L_A_T",
    "middle dots": "S·A·L·A·T",
    "struck through": "S\u0336A\u0336L\u0336A\u0336T\u0336",
    "grapheme joiner": "SA\u034fLAT",
    "variation selector": "SAL\ufe0fAT",
    "Cyrillic A": "S\u0410LAT",
    "Greek Alpha": "S\u0391LAT",
    "Hangul filler before": "\u3164SALAT",
    "Hangul filler after": "SALAT\u3164",
    "zero-width space": "SA\u200bLAT",
    "soft hyphen": "Sa\u00adlat",
    "full width": "\uff33\uff21\uff2c\uff21\uff34",
    "mathematical bold": "\U0001d412\U0001d400\U0001d40b\U0001d400\U0001d413",
    "dot below": "S\u0323ALAT",
    "Cyrillic small": "s\u0430l\u0430t",
    "no-break spaces": "S\u00a0A\u00a0L\u00a0A\u00a0T",
}
"""The disguises of the attack by name (the first 15 of its report and more)."""

NAME_SAFE = {name: text for name, text in DISGUISES.items()
             if not any(ord(c) in (0x200B, 0x00AD, 0x00A0) for c in text)}
"""Those a player's name may hold (a name refuses invisible format characters)."""


def disguised_game(disguise: str, *, in_name: bool = True) -> Game:
    """The rules' example after round 2, the secret hidden in the title, the notes of both rounds and a name."""
    game = rules_example()
    game = game.with_settings(dataclasses.replace(game.settings, title=f"Herbst: wer knackt {disguise}?",
                                                  language="en"))
    game = game.with_notes(1, f"Tipp: {disguise}!").with_notes(2, f"Fast: {disguise}.\n\nBis bald.")
    if in_name:
        row = next(i for i, p in enumerate(game.players) if p.name == "Gustav")
        game = game.with_player(row, dataclasses.replace(game.players[row], name=f"Gustav {disguise}"))
    # a postal address is printed as entered (the post needs it, and it goes on its own player's letter only)
    players = tuple(dataclasses.replace(p, email=f"{p.name.split()[0].lower()}@example.org",
                                        address=f"Familie {p.name.split()[0]}\nAm Markt 3\n10115 Berlin")
                    for p in game.players)
    return dataclasses.replace(game, players=players)


# -- reading back what was written ---------------------------------------------------------------


def pdf_text(data: bytes) -> str:
    reader = pypdf.PdfReader(io.BytesIO(data))
    meta = reader.metadata or {}
    return "\n".join([*(page.extract_text() for page in reader.pages), *(str(v) for v in meta.values())])


def docx_text(data: bytes) -> str:
    import docx

    document = docx.Document(io.BytesIO(data))
    parts = [p.text for p in document.paragraphs]
    parts += [cell.text for table in document.tables for row in table.rows for cell in row.cells]
    for section in document.sections:
        parts += [p.text for p in section.header.paragraphs] + [p.text for p in section.footer.paragraphs]
    props = document.core_properties
    parts += [props.title or "", props.subject or "", props.keywords or "", props.comments or ""]
    return "\n".join(parts)


def xlsx_text(data: bytes) -> str:
    import openpyxl

    book = openpyxl.load_workbook(io.BytesIO(data))
    parts = [sheet.title for sheet in book.worksheets]
    parts += [str(cell.value) for sheet in book.worksheets for row in sheet.iter_rows() for cell in row
              if cell.value is not None]
    props = book.properties
    parts += [props.title or "", props.subject or "", props.keywords or "", props.description or ""]
    with zipfile.ZipFile(io.BytesIO(data)) as archive:  # every part, properties and all
        parts += [archive.read(name).decode("utf-8", "replace") for name in archive.namelist()
                  if name.startswith("docProps/")]
    return "\n".join(parts)


def mail_text(message: EmailMessage) -> str:
    parts = [str(message["Subject"]), str(message["To"])]
    for part in message.walk():
        if part.is_multipart():
            continue
        filename = part.get_filename()
        if filename:
            parts.append(filename)
        content = part.get_content()
        if isinstance(content, bytes):
            parts.append(pdf_text(content) if content.startswith(b"%PDF") else content.decode("latin-1"))
        else:
            parts.append(content)
    return "\n".join(parts)


def outputs(game: Game, folder: Path, *, address: str = "") -> dict[str, str]:
    """Every output meant for players, as text read back from what was written."""
    evaluation = evaluate(game)
    found: dict[str, str] = {}
    view = player_view(evaluation, 2)
    report = round_report(view)
    for suffix in (".txt", ".docx", ".xlsx", ".pdf"):
        data = report_bytes(report, suffix)
        read = {".txt": lambda raw: raw.decode("utf-8"), ".docx": docx_text, ".xlsx": xlsx_text, ".pdf": pdf_text}
        found[f"round report {suffix}"] = read[suffix](data)
    lot_view = player_view(evaluation, 0)
    lot = lot_report(lot_view)
    found["lot .txt"] = report_bytes(lot, ".txt").decode("utf-8")
    found["lot .pdf"] = pdf_text(report_bytes(lot, ".pdf"))
    for number, which in ((2, "round"), (0, "lot")):
        mail_view = player_view(evaluation, number)
        shown = mail_report(mail_view, "en")
        attachment = mail_attachment(mail_view, shown, "pdf", language="en")
        for mail in build_mails(mail_view, sender="gm@example.org", language="en", report=shown,
                                attachments=[attachment]):
            if mail.message is not None and mail.name != "Alfons":
                found[f"{which} mail to {mail.name}"] = mail_text(mail.message) + "\n" + (mail.html or "")
    mails = [InMail(f"{p.name.split()[0].lower()}@example.org", datetime(2026, 12, 3, 9, tzinfo=timezone.utc),
                    f"<{i}@x>", "Tipps", "Alfons: SAHNE\nBeatrix: TOLLE") for i, p in enumerate(game.players)]
    intake = plan_intake(game, 3, mails)
    before = view_before(game, 3)
    for mail in [*receipts(intake, before, "gm@example.org", "en"),
                 *reminders(before, 3, game.players, "gm@example.org", "en")]:
        if mail.message is not None and mail.name != "Alfons":
            found.setdefault(f"receipt or reminder to {mail.name}", "")
            found[f"receipt or reminder to {mail.name}"] += mail_text(mail.message)
    letters = build_letters(view, everyone=True, date=date(2026, 12, 4))
    sender, _ = view.text(address or "Joe Grimm, Hauptstraße 1, 12345 Berlin", "address")
    path = folder / "letters.pdf"
    write_letters_pdf([letter for letter in letters.letters if letter.name != "Alfons"], report, path,
                      sender=sender, place="Berlin")
    found["letters .pdf"] = pdf_text(path.read_bytes())
    return found


def leaks(found: dict[str, str]) -> list[str]:
    """The outputs that still name the secret, disguised or not."""
    return [name for name, text in found.items() if names_secret(text, SECRET) or SECRET in fold(text).upper()]


# -- the tests -----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(DISGUISES))
def test_every_disguise_is_masked_in_every_output_players_receive(name: str, tmp_path: Path) -> None:
    disguise = DISGUISES[name]
    game = disguised_game(disguise, in_name=name in NAME_SAFE)
    assert names_secret(disguise, SECRET), name  # the matcher sees through it
    found = outputs(game, tmp_path, address=f"Joe Grimm, {disguise} 1, Berlin")
    assert len(found) > 15
    assert leaks(found) == [], name
    report = round_report(player_view(evaluate(game), 2))
    assert report.warnings and "Alfons" in report.warnings[0]  # said once to the game master


def test_the_game_master_still_reads_every_word_and_the_final_report_tells_them() -> None:
    from wordmastermind.core.wmm.round_report import overview_report

    game = disguised_game(DISGUISES["dotted"])
    overview = overview_report(evaluate(game), 2)
    assert "S.A.L.A.T" in overview.text() and "SALAT" in overview.text()
    assert "Gustav S.A.L.A.T" in overview.text()


def test_a_title_is_one_line() -> None:
    with pytest.raises(Exception, match="one line"):
        Settings("Herbst\nSALAT")
    with pytest.raises(Exception, match="one line"):
        Settings("Herbst\u2028SALAT")


_SEPARATORS = st.sampled_from(["", " ", ".", "-", "_", "·", "  ", ". ", "\u00a0"])
_MARKS = st.sampled_from(["", "\u0336", "\u0323", "\u0301", "\u034f", "\ufe0f", "\u200b", "\u00ad"])
_LOOKALIKES = {latin: [c for c, l in LOOKS_LIKE.items() if l == latin] for latin in "salt"}


@st.composite
def disguised(draw: st.DrawFn) -> str:
    """SALAT written letter by letter: in either case or a look-alike, marks after it, separators between."""
    separator = draw(_SEPARATORS)
    letters = []
    for latin in SECRET.lower():
        form = draw(st.sampled_from(["lower", "upper", "look-alike"]))
        char = latin if form == "lower" else latin.upper()
        if form == "look-alike" and _LOOKALIKES[latin]:
            char = draw(st.sampled_from(_LOOKALIKES[latin]))
        letters.append(char + draw(_MARKS))
    return separator.join(letters)


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(disguise=disguised(), before=st.sampled_from(["", "Tipp: ", "(", "»"]),
       after=st.sampled_from(["", "!", " ist es", "_2", ")"]))
def test_a_generated_disguise_is_masked_in_the_title_and_the_notes(disguise: str, before: str, after: str) -> None:
    text = before + disguise + after
    masked, owners = mask_secrets(text, {"Alfons": SECRET})
    assert owners == ("Alfons",) and not names_secret(masked, SECRET), (text, masked)
    game = disguised_game(disguise, in_name=False).with_notes(2, text)
    view = player_view(evaluate(game), 2)
    report = round_report(view)
    assert not names_secret(report.text(), SECRET), text
    for mail in build_mails(view, sender="gm@example.org", language="en", report=report):
        if mail.name != "Alfons":
            assert not names_secret(mail.subject + mail.body + (mail.html or ""), SECRET), (text, mail.name)


@pytest.mark.slow
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(disguise=disguised())
def test_a_generated_disguise_is_in_no_written_output(disguise: str, tmp_path: Path) -> None:
    assert leaks(outputs(disguised_game(disguise, in_name=False), tmp_path)) == []


def test_words_that_only_contain_the_letters_are_left_alone() -> None:
    for text in ("Salate", "Salatteller", "Atlas", "Sal at", "Basalat"):
        masked, _ = mask_secrets(text, {"Alfons": SECRET})
        assert (masked == text) == (text != "Sal at"), text  # a word split by one space is still the word


def test_eml_files_and_the_parsed_message_agree(tmp_path: Path) -> None:
    """The mails go out as .eml files: what a mail program reads holds no secret either."""
    from wordmastermind.files.mail.eml import write_eml

    game = disguised_game(DISGUISES["Greek Alpha"])
    view = player_view(evaluate(game), 2)
    mails = [m for m in build_mails(view, sender="gm@example.org", language="en") if m.name != "Alfons"]
    for path in write_eml(mails, tmp_path):
        message = BytesParser(policy=email.policy.default).parsebytes(path.read_bytes())
        assert isinstance(message, EmailMessage)
        assert not names_secret(mail_text(message), SECRET), path.name


def test_every_builder_of_player_output_takes_the_player_view() -> None:
    """The one door: what players receive is built from a PlayerView, never from a game or its evaluation."""
    import inspect
    import typing

    from wordmastermind.core.wmm import letter, lot_report as lot, round_report as rounds
    from wordmastermind.core.wmm.player_view import PlayerView
    from wordmastermind.files.mail import message, receipts as receipt

    builders = [rounds.round_report, lot.lot_report, letter.build_letters, message.build_mails,
                message.mail_report, message.mail_attachment, receipt.receipts, receipt.reminders]
    for builder in builders:
        hints = typing.get_type_hints(builder)
        views = [name for name in inspect.signature(builder).parameters if hints.get(name) is PlayerView]
        assert views, f"{builder.__module__}.{builder.__name__} takes no PlayerView"
    # and none of them masks on its own, around the door
    for module in (rounds, lot, letter, message, receipt):
        assert "mask_secrets(" not in inspect.getsource(module), module.__name__
