"""Every report's texts come from the gettext catalogs, in every language the report has (issue 18).

The report modules keep no dictionary of translations: their English is a
message table, their German, Dutch and French are the catalogs' entries.
A report in German, Dutch or French holds none of its table's English
where the catalog says otherwise.
"""

from __future__ import annotations

import ast
import dataclasses
import datetime
from collections.abc import Callable
from pathlib import Path

import pytest

from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.player_view import view_before
from wordmastermind.core.wmm.round_report import overview_report
from wordmastermind.core.messages import Table
from wordmastermind.core.password.game import Game as PasswordGame
from wordmastermind.core.password.game import Side as PasswordSide
from wordmastermind.core.password.log import NO, Answer, LetterQuestion
from wordmastermind.core.password.report import PASSWORD_REPORT, password_report
from wordmastermind.core.report import Audience, Heading, Paragraph, Report
from wordmastermind.core.rondo.game import Game as RondoGame
from wordmastermind.core.rondo.holder import Holder, Turn
from wordmastermind.core.rondo.report import RONDO_REPORT, rondo_report
from wordmastermind.core.rondo.sides import Side as RondoSide
from wordmastermind.core.wachtwoord.game import Method, Team, TeamGame, TeamRound, WinnerBy, missed, won
from wordmastermind.core.wachtwoord.lists import LISTS_REPORT, Difficulty, WordList, word_lists_report
from wordmastermind.core.wachtwoord.report import WACHTWOORD_REPORT, wachtwoord_report
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example, table_example
from wordmastermind.core.wmm.intake import InMail, Intake, PlayerIntake
from wordmastermind.core.wmm.lot_report import LOT_REPORT, lot_report
from wordmastermind.core.wmm.mail_guesses import GuessLine
from wordmastermind.core.wmm.own_guesses import OWN_GUESSES, own_guesses, own_guesses_blocks
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.core.wmm.round_report_texts import ROUND_REPORT
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.core.woordspel.game import Game as WoordspelGame
from wordmastermind.core.woordspel.moves import Pass
from wordmastermind.core.woordspel.play import Play
from wordmastermind.core.woordspel.report import WOORDSPEL_REPORT, woordspel_report
from wordmastermind.files import i18n
from wordmastermind.files.mail.default_texts import MAIL_TEXTS
from wordmastermind.files.mail.message import build_mails
from wordmastermind.files.mail.receipt_texts import RECEIPTS
from wordmastermind.files.mail.receipts import receipts, reminders
from wordmastermind.files.po import parse_po

PACKAGE = Path(i18n.__file__).resolve().parent.parent
T = i18n.translation


def pieces(report: Report) -> set[str]:
    """Every piece of text a reader sees on its own: headings, paragraphs, titles, sheet names, cells."""
    found = {report.title, report.subject, report.text_sheet, *report.warnings}
    for block in report.blocks:
        if isinstance(block, (Heading, Paragraph)):
            found.add(block.text)
        else:
            found |= {c.title for c in block.columns} | {block.sheet, block.group_title}
            found |= {cell for row in block.rows for cell in row if isinstance(cell, str)}
    return found - {""}


def the_words(language: str) -> Report:
    return round_report(player_view(evaluate(rules_example().with_notes(2, "Salat und Tisch")), 2), language=language, catalogs=T)


def the_overview(language: str) -> Report:
    return overview_report(evaluate(table_example()), 2, language=language, catalogs=T)


def the_final(language: str) -> Report:
    return round_report(player_view(evaluate(random_game(players=6, rounds=30, seed=1, hit_chance=0.3)), 2), language=language, catalogs=T)


def the_lot(language: str) -> Report:
    return lot_report(player_view(evaluate(table_example(rounds=0)), 0), language, catalogs=T)


def the_own_guesses(language: str) -> Report:
    own = own_guesses(evaluate(rules_example()), "Alfons", 2)
    return Report("", own_guesses_blocks(own, language=language, catalogs=T))


def the_receipts(language: str) -> Report:
    game = rules_example()
    sent = datetime.datetime(2026, 11, 1, 12, 0, tzinfo=datetime.UTC)
    mail = InMail("alfons@example.org", sent, "<1@example.org>", "Runde 2", "Emil: LAMPE")
    intake = Intake(2, (PlayerIntake("Alfons", "taken", mail, (GuessLine(1, "Emil: LAMPE", "Emil", "LAMPE"),)),
                        PlayerIntake("Emil", "empty", mail)), (), game)
    mails = [*receipts(intake, view_before(game, intake.number), "gm@example.org", language),
             *reminders(view_before(game, 2), 2, game.players[:1], "gm@example.org", language)]
    # why a mail is skipped is said in the reader's language (a code): here rendered in the one tested
    lines = {line.strip(" :") for m in mails for line in (m.subject, *m.body.splitlines(), i18n.render(m.skipped, language))}
    return Report("", tuple(Paragraph(line) for line in lines if line))


def the_mails(language: str) -> Report:
    game = rules_example()
    game = dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"{p.name.lower()}@example.org" if i else "") for i, p in enumerate(game.players)))
    evaluation = evaluate(game)
    mails = [m for number in (0, 2) for m in build_mails(player_view(evaluation, number), sender="gm@example.org", language=language)]
    # why a mail is skipped is said in the reader's language (a code): here rendered in the one tested
    lines = {line.strip(" :") for m in mails for line in (m.subject, *m.body.splitlines(), i18n.render(m.skipped, language))}
    lines |= {part.strip(" :.") for line in list(lines) for part in line.split(": ")}
    return Report("", tuple(Paragraph(line) for line in lines if line))


def the_wachtwoord(language: str) -> Report:
    a = tuple(won(*w) if w else missed() for w in ((2, 8), (1, 5), None, (1, 7), (2, 6)))
    b = tuple(won(*w) if w else missed() for w in ((1, 8), (2, 7), (1, 9), (2, 2), (1, 7)))
    game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), Method.AMERICAN, WinnerBy.POINTS,
                    (TeamRound(a, b),))
    return wachtwoord_report(game, language=language, catalogs=T)


def the_lists(language: str) -> Report:
    lists = (WordList("A1", ("huis", "boom", "fiets", "water", "kast")),
             WordList("B1", ("deur", "raam", "zee", "lamp", "stoel")))
    return word_lists_report(lists, Difficulty.HARD, language, catalogs=T)


def the_rondo(language: str) -> Report:
    game = RondoGame((RondoSide.solo("Anna", datetime.date(1970, 5, 1), "RAT"),
                      RondoSide.solo("Bas", datetime.date(2010, 2, 3), "ART")), rounds=2)
    for turn in (Turn(Holder.parse("ZON")), Turn.skipped(), Turn(Holder.parse("ZONE"))):
        game = game.with_turn(turn)
    return rondo_report(game, language, catalogs=T)


def the_woordspel(language: str) -> Report:
    game = WoordspelGame(("Anna", "Bas")).with_move(Play.parse("8H LEES")).with_move(Play.parse("9G ZO"))
    for _ in range(3):
        game = game.with_move(Pass())
    return woordspel_report(game.with_end(("EN", "Q")), Audience.GAME_MASTER, language, catalogs=T)


def the_password(language: str) -> Report:
    game = PasswordGame((PasswordSide("Anna", secret="CHAT"), PasswordSide("Bob", secret="DAME")))
    game = game.with_entry(LetterQuestion("Anna", "Bob", 2, "D", Answer.at(1)))
    game = game.with_entry(LetterQuestion("Anna", "Bob", 2, "S", NO))
    return password_report(game, Audience.GAME_MASTER, language, catalogs=T)


KINDS: dict[str, tuple[Callable[[str], Report], Table, tuple[str, ...]]] = {
    "round": (the_words, ROUND_REPORT, ("de", "nl", "fr")),
    "overview": (the_overview, ROUND_REPORT, ("de", "nl", "fr")),
    "final": (the_final, ROUND_REPORT, ("de", "nl", "fr")),
    "lot": (the_lot, LOT_REPORT, ("de", "nl", "fr")),
    "own guesses": (the_own_guesses, OWN_GUESSES, ("de", "nl", "fr")),
    "receipts": (the_receipts, RECEIPTS, ("de", "nl", "fr")),
    "mails": (the_mails, MAIL_TEXTS, ("de", "nl", "fr")),
    "Wachtwoord": (the_wachtwoord, WACHTWOORD_REPORT, ("nl",)),
    "Wachtwoord lists": (the_lists, LISTS_REPORT, ("nl",)),
    "RONDO": (the_rondo, RONDO_REPORT, ("nl",)),
    "Woordspel": (the_woordspel, WOORDSPEL_REPORT, ("nl",)),
    "PASSWORD": (the_password, PASSWORD_REPORT, ("fr",)),
}


def translated(language: str) -> dict[str, str]:
    return {e.context or "": e.msgstr[0] for e in parse_po(i18n.po_file(language).read_text("utf-8"))
            if e.msgid and e.translated}


@pytest.mark.parametrize(("kind", "language"), [(k, lang) for k, (_, _, ls) in KINDS.items() for lang in ls])
def test_a_report_in_another_language_holds_none_of_its_english(kind: str, language: str) -> None:
    make, table, _languages = KINDS[kind]
    catalog = translated(language)
    report = make(language)
    english = pieces(make("en"))
    seen = pieces(report)
    # a text of several lines (a mail's closing: "Best wishes,\nYour game master") is seen line by line
    left = sorted(
        line for code, template in table.templates.items()
        if "{" not in template.text and catalog[code] != template.text
        for line in template.text.split("\n") if line in english and line in seen
    )
    assert left == [], f"the {language} {kind} report holds English"
    assert seen != english
    said = {line for code, text in catalog.items() if code in table.templates and "{" not in text
            for line in text.split("\n")}
    assert seen & said, f"the {language} {kind} report holds none of the catalog's texts"


def test_the_german_report_of_the_rules_example_reads_german() -> None:
    report = the_words("de")
    headings = [b.text for b in report.blocks if isinstance(b, Heading)]
    assert headings[0] == "Joes Wörter-MasterMind: the rules' example, Runde 2"
    assert "Die Wörter" in headings and "Stand" in headings and "Anmerkungen" in headings
    standings = next(t for t in report.tables() if t.sheet == "Stand")
    assert [c.title for c in standings.columns] == [
        "Platz", "Name", "Ratepunkte", "Wortpunkte", "Gesamt", "Diese Runde", "Wort"]
    assert report.warnings == ("Geheimwörter, die noch im Spiel sind, standen in Texten des Spielleiters"
                               " und sind im Bericht für die Spieler verdeckt: das von Alfons (Anmerkungen),"
                               " das von Beatrix (Anmerkungen).",)
    text = report.text()
    for key in ("Standings", "Guess points", "Word points", "in play", "Notes", "The words", "Round"):
        assert key not in text.split("\n")


def test_the_side_games_sheets_read_their_language() -> None:
    assert the_rondo("nl").title == "RONDO-scoreblad"
    assert the_woordspel("nl").title.startswith("Woordspel-scoreblad")
    assert the_password("fr").title.startswith("Feuille de PASSWORD")
    assert "Moeilijkheid: moeilijk." in the_lists("nl").text()


@pytest.mark.parametrize("module", [
    "core/wmm/round_report_texts.py", "core/wmm/lot_report.py", "core/wmm/own_guesses.py",
    "core/wachtwoord/report.py", "core/wachtwoord/lists.py", "core/rondo/report.py",
    "core/woordspel/report.py", "core/password/report.py", "files/mail/receipts.py",
    "files/mail/default_texts.py", "files/mail/message.py", "gui/wmm/report_files.py",
])
def test_no_report_module_keeps_translations_of_its_own(module: str) -> None:
    tree = ast.parse((PACKAGE / module).read_text("utf-8"))
    dictionaries = [
        target.id for node in tree.body if isinstance(node, (ast.Assign, ast.AnnAssign))
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Name) and isinstance(node.value, ast.Dict)
        and any(isinstance(k, ast.Constant) and k.value in ("de", "nl", "fr") for k in node.value.keys)
    ]
    assert dictionaries == [], f"{module}: translations belong in the gettext catalogs"
