"""Wörter-MasterMind's reports and mails in Dutch and French: no English left in them.

Each report and mail is made in English and in the language tested, from the
same game, and read back as a player gets it (the Word file, the text, the
mail's text and HTML). A word of the English version that is not the game's
own (a name, a secret, a guess, the title) must not turn up in the other
language's version, unless it is one of the few words both languages share,
listed below with each language.
"""

from __future__ import annotations

import dataclasses
import email.policy
import re
from email.parser import BytesParser
from html.parser import HTMLParser
from pathlib import Path

import pytest

from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.report import Report
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example, table_example
from wordmastermind.core.wmm.game import REPORT_LANGUAGES, Game, Player
from wordmastermind.core.wmm.lot_report import lot_report
from wordmastermind.core.wmm.round_report import overview_report, round_report
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.i18n import render, translation
from wordmastermind.files.mail.eml import write_eml
from wordmastermind.files.mail.message import build_mails, mail_attachment
from wordmastermind.files.writers import write_report
from wordmastermind.files.writers.text import render_text

SHARED = {"kp", "wf", "mastermind", "wörter", "a", "z", "ä", "ö", "ü", "ss", "docx", "joe"}
"""In every language: the rules' abbreviations, the game's name, the letters ("A to Z, Ä, Ö, Ü and ß"), a file's suffix,
the game master's name in the sender's address (``joe@example.org``, where the players answer)."""
SAME_WORDS = {
    # Words that are Dutch (or French) as they are English, each checked by a reader.
    "nl": {"in", "variant", "letters", "of", "per", "is", "e", "mail"},  # "of": or; "e" of e-mailadres; "mail": Dutch too
    "fr": {"points", "total", "secret", "secrets", "final"},
}

WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


def words(text: str) -> set[str]:
    return {w.casefold() for w in WORD.findall(text)}


def own_words(game: Game) -> set[str]:
    """What the game master and the players wrote: names, secrets, guesses, title, notes."""
    parts = [game.settings.title]
    parts += [f"{p.name} {p.secret} {p.email}" for p in game.players]
    parts += [f"{g.guesser} {g.target} {g.word}" for r in game.rounds for g in r.guesses]
    parts += [r.notes for r in game.rounds]
    return words(" ".join(parts)) | {"player"}  # the simulated players are called "Player 001"


def docx_text(path: Path) -> str:
    import docx

    document = docx.Document(str(path))
    parts = [p.text for p in document.paragraphs]
    for table in document.tables:
        parts += [cell.text for row in table.rows for cell in row.cells]
    parts += [document.core_properties.title or "", document.core_properties.subject or ""]
    return "\n".join(parts)


def xlsx_text(path: Path) -> str:
    import openpyxl

    book = openpyxl.load_workbook(path)
    parts = list(book.sheetnames)
    for sheet in book.worksheets:
        parts += [str(c.value) for row in sheet.iter_rows() for c in row if c.value is not None]
    return "\n".join(parts)


def english_left(english: str, other: str, game: Game, language: str) -> set[str]:
    marks = {w for w in words(other) if set(w) == {"o"}}  # the Kringel of the marks: ++ooo
    return (words(english) & words(other)) - own_words(game) - marks - SHARED - SAME_WORDS[language]


def as_read(report: Report, folder: Path, stem: str) -> str:
    """The report as its readers get it: the Word file, the workbook and the text, together."""
    write_report(report, folder / f"{stem}.docx")
    write_report(report, folder / f"{stem}.xlsx")
    return "\n".join((docx_text(folder / f"{stem}.docx"), xlsx_text(folder / f"{stem}.xlsx"),
                      render_text(report), *report.warnings))


def masked_notes_game() -> Game:
    game = rules_example().with_notes(2, "Salat and Hosen are close.")
    return game


def final_game() -> Game:
    game = random_game(players=6, rounds=30, seed=1, hit_chance=0.3)
    assert evaluate(game).game_over_after == 2
    return game


def points_only(game: Game) -> Game:
    return dataclasses.replace(game, settings=dataclasses.replace(game.settings, points_only=True, umlauts=True))


def test_wmm_reports_in_english_german_dutch_and_french() -> None:
    assert REPORT_LANGUAGES == ("en", "de", "nl", "fr")


@pytest.mark.parametrize("language", ["nl", "fr"])
def test_round_reports_hold_no_english(language: str, tmp_path: Path) -> None:
    cases = [
        ("round", masked_notes_game(), 2, False),  # notes masked: the warning too
        ("overview", masked_notes_game(), 2, True),
        ("final", final_game(), 2, False),
        ("points", points_only(rules_example()), 1, False),
    ]
    for name, game, number, overview in cases:
        evaluation = evaluate(game)
        english = (overview_report(evaluation, number, language="en") if overview
                   else round_report(player_view(evaluation, number), language="en"))
        other = (overview_report(evaluation, number, language=language, catalogs=translation) if overview
                 else round_report(player_view(evaluation, number), language=language, catalogs=translation))
        english_text = as_read(english, tmp_path, f"{name}-en")
        other_text = as_read(other, tmp_path, f"{name}-{language}")
        assert english_left(english_text, other_text, game, language) == set(), (name, sorted(english_left(english_text, other_text, game, language)))
        assert other.subject and other.text_sheet


@pytest.mark.parametrize("language", ["nl", "fr"])
def test_the_lot_report_holds_no_english(language: str, tmp_path: Path) -> None:
    game = points_only(table_example(rounds=0))
    english = as_read(lot_report(player_view(evaluate(game), 0), "en"), tmp_path, "lot-en")
    other = as_read(lot_report(player_view(evaluate(game), 0), language, catalogs=translation), tmp_path, f"lot-{language}")
    assert english_left(english, other, game, language) == set()


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def html_text(html: str) -> str:
    parser = _Text()
    parser.feed(html)
    return " ".join(parser.parts)


def mails_as_read(game: Game, number: int, language: str, folder: Path) -> str:
    """Every player's mail as their mail program shows it: subject, text, HTML, the attachment's name."""
    evaluation = evaluate(game)
    from wordmastermind.files.mail.message import mail_report

    report = mail_report(player_view(evaluation, number), language)
    attachment = mail_attachment(player_view(evaluation, number), report, "docx", language=language)
    mails = build_mails(player_view(evaluation, number), sender="Joe <joe@example.org>", language=language, report=report, attachments=[attachment])
    parts = [render(mail.skipped, language) for mail in mails]  # shown in the reader's language
    for path in write_eml(mails, folder / language / str(number)):
        with path.open("rb") as handle:
            message = BytesParser(policy=email.policy.default).parse(handle)
        parts.append(str(message["Subject"]))
        for body in message.walk():
            if body.get_content_type() == "text/plain":
                parts.append(body.get_content())
            elif body.get_content_type() == "text/html":
                parts.append(html_text(body.get_content()))
            elif body.get_filename():
                parts.append(body.get_filename())
    return "\n".join(parts)


def with_addresses(game: Game) -> Game:
    players = [Player(p.name, p.secret, email=f"p{i}@example.org" if i else "not an address")
               for i, p in enumerate(game.players)]
    return game.with_players(players)


@pytest.mark.parametrize("language", ["nl", "fr"])
def test_mails_hold_no_english(language: str, tmp_path: Path) -> None:
    cases = [
        (with_addresses(masked_notes_game()), 2),  # the round's mail, one player without an address
        (with_addresses(points_only(rules_example())), 1),
        (with_addresses(final_game()), 2),  # the final report: "the game is over"
        (with_addresses(table_example(rounds=0)), 0),  # the lot
    ]
    for game, number in cases:
        english = mails_as_read(game, number, "en", tmp_path / "en")
        other = mails_as_read(game, number, language, tmp_path / language)
        assert english_left(english, other, game, language) == set(), (
            number, sorted(english_left(english, other, game, language)))
