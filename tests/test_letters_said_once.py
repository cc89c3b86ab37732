"""``wordmastermind letters``: a letter with an answer slip says how to answer once, for its slip; the report it
carries no longer says it again its own way (PDF and Word, the lot's letter and a round's); nor the next round's
guesses and WF, which the letter's own lines say. A correction letter, whose own lines say neither, keeps them in
its report."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pypdf
import pytest
from test_cli import Run
from test_letters import GM, lot_game, postal_game

HOW = {"en": ("How to answer:", "How to answer: on the slip below, one line per guess, as in:"),
       "de": ("So antwortest du:", "So antwortest du: auf dem Abschnitt unten, ein Rateversuch je Zeile, etwa so:"),
       "fr": ("répondre :", "Pour répondre : sur le coupon ci-dessous, une proposition par ligne, comme :")}


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Run:
    return Run(capsys)


def _said(path: Path) -> str:
    if path.suffix == ".pdf":
        return " ".join(" ".join(page.extract_text().split()) for page in pypdf.PdfReader(str(path)).pages)
    import docx

    document = docx.Document(str(path))
    return " ".join(" ".join(p.text.split()) for p in document.paragraphs)


@pytest.mark.parametrize(("kind", "language", "lot"), [("pdf", "en", True), ("docx", "de", True),
                                                       ("pdf", "fr", False), ("docx", "en", False)])
def test_a_letter_says_how_to_answer_once_for_its_slip(tmp_path: Path, run: Run, kind: str, language: str,
                                                       lot: bool) -> None:
    """The lot's letter (12 players) or a round's (the rules' example): "How to answer" once, the slip's (the
    report's own line, "one line per guess, as "Player 002: WORD": the name of the player…", followed it)."""
    out = tmp_path / f"letters.{kind}"
    game = lot_game(tmp_path, 12) if lot else postal_game(tmp_path)
    run.ok("letters", game, *(("--lot",) if lot else ()), f"--{kind}", out, "--language", language,
           "--from-address", GM, "--only", "Player 001" if lot else "Emil")
    said = _said(out)
    label, slip = HOW[language]
    assert said.count(label) == 1 and slip in said


GUESSES = {  # a letter's own words on the next round's guesses and WF, and the report's line on them
    "en": ("In round 3 you have one guess, weighting factor (WF) 4.", "Next round: 1 guess per player"),
    "de": ("In Runde 3 hast du einen Rateversuch, Wertungsfaktor (WF) 4.", "Nächste Runde: 1 Rateversuch pro Spieler"),
    "nl": ("In ronde 3 heb je één raadpoging, wegingsfactor (WF) 4.", "Volgende ronde: 1 raadpoging per speler"),
    "fr": ("À la manche 3, vous avez une proposition, facteur de pondération (WF) 4.",
           "Manche suivante : 1 proposition par joueur"),
}


@pytest.mark.parametrize(("kind", "language"), [("pdf", "en"), ("docx", "de"), ("pdf", "nl"), ("docx", "fr")])
def test_a_letter_says_the_next_rounds_guesses_and_weighting_factor_once(tmp_path: Path, run: Run, kind: str,
                                                                         language: str) -> None:
    """As the mail: the letter's own lines said "In round 3 you have one guess", its report again "Next round: 1
    guess per player, weighting factor (WF) 4"; now its own lines say both, once."""
    out = tmp_path / f"letters.{kind}"
    run.ok("letters", postal_game(tmp_path), f"--{kind}", out, "--language", language, "--from-address", GM,
           "--only", "Emil")
    said = _said(out).replace("\u00a0", " ")
    own, reports = GUESSES[language]
    assert said.count(own) == 1 and reports not in said


@pytest.mark.parametrize(("kind", "language"), [("pdf", "en"), ("docx", "de"), ("pdf", "nl"), ("docx", "fr")])
def test_a_correction_letter_with_a_new_answer_slip_keeps_its_reports_example_answer(tmp_path: Path, kind: str,
                                                                                    language: str) -> None:
    """A correction letter that changes whom the player guesses at carries a new answer slip. Its own lines tell
    what changed, not how to answer: the report's line on how to answer, with its example answer for the reader
    ("Emil: WORD"), was left out all the same, as from a round's letter, which says it for its slip. It is kept
    now, as the correction mail keeps it; the report's line on the next round's guesses too."""
    import datetime

    from test_corrections import alfons_row, mailed, told_round_two

    from wordmastermind.core.wmm.correction_letters import build_correction_letters
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.core.wmm.game import Guess
    from wordmastermind.core.wmm.next_round import answer_word, report_lines
    from wordmastermind.core.wmm.reader_reports import players_report
    from wordmastermind.files.i18n import translation
    from wordmastermind.files.writers.letters import write_letters

    game = mailed(rules_example())
    postal = dataclasses.replace(game.players[4], email="", address="Fritz Frech, Schulweg 9, 99999 Kleckersdorf")
    game = dataclasses.replace(game, players=(*game.players[:4], postal))
    game = told_round_two(game).with_guess(2, alfons_row(game), Guess("Alfons", "Emil", "LAMPA"))  # LAMPE in play
    letters, view = build_correction_letters(evaluate(game), 2, date=datetime.date(2026, 12, 3), language=language,
                                             return_address=GM, catalogs=translation)
    (fritzchen,) = letters.letters
    assert fritzchen.slip is not None and view is not None
    out = tmp_path / f"fix.{kind}"
    write_letters(kind, letters.letters, players_report(view, language, translation), out, sender=GM)
    said = _said(out).replace("\u00a0", " ")
    example = report_lines(3, "", "Emil", language, translation, 5)[1].text.replace("\u00a0", " ")
    assert f"Emil{' :' if language == 'fr' else ':'} {answer_word(language, translation, 5)}" in example
    assert example in said
    assert GUESSES[language][1] in said
