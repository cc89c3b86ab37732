"""``wordmastermind letters``: a letter with an answer slip says how to answer once, for its slip; the report it
carries no longer says it again its own way (PDF and Word, the lot's letter and a round's)."""

from __future__ import annotations

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
