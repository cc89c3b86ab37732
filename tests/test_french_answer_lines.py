"""A French game's answer lines keep French's no-break space before the colon: « Anaïs : MOT », as every other
French text does, on the letter, its answer slip, the mail and the report's example.

A French game master's play-test by post: the letter said "comme : Anaïs: MOT · Benoît: MOT" and the slip
"Anaïs: ______", where the rest of the letter wrote "Date limite : …" (the lines were made in the code, not
by the catalogs). A player who fills in a line as the letter writes it has their guess read.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.mail_guesses import read_mail_text
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.files.mail.message import build_mails
from wordmastermind.files.wmm.file import load_game

from test_cli_mail import ok

ROSTER = ("Prénom;Nom de famille;Mot secret;Adresse postale;Canal\n"
          "Anaïs;Durand;LIVRE;3 rue des Lilas, 75011 Paris;poste\n"
          "Benoît;Laurent;POIRE;8 place du Marché, 33000 Bordeaux;poste\n"
          "Cécile;Simon;VERRE;5 allée des Chênes, 44000 Nantes;poste\n"
          "Zoé;Bernard;FLEUR;1 quai de la Loire, 37000 Tours;poste\n"
          "Gaël;Leroy;MONDE;7 impasse Saint-Éloi, 59000 Lille;poste\n"
          "Noël;Moreau;SUCRE;22 rue de la République, 13001 Marseille;poste\n")


def french_game(tmp_path: Path, capsys: pytest.CaptureFixture[str], language: str = "fr") -> Path:
    roster = tmp_path / "joueurs.csv"
    roster.write_text(ROSTER, encoding="utf-8")
    game = tmp_path / "partie.wmm"
    ok(capsys, "new", game, "--roster", roster, "--language", language, "--words", "fr")
    ok(capsys, "lot", game, "--seed", 3)
    return game


def pdf_lines(path: Path) -> list[str]:
    from pypdf import PdfReader

    return [line for page in PdfReader(path).pages for line in page.extract_text().splitlines()]


def docx_lines(path: Path) -> list[str]:
    import docx

    document = docx.Document(str(path))
    texts = [p.text for p in document.paragraphs]
    texts += [p.text for table in document.tables for row in table.rows for cell in row.cells
              for p in cell.paragraphs]
    return [line for text in texts for line in text.splitlines()]


def test_a_french_letter_and_its_slip_write_name_space_colon(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    game = french_game(tmp_path, capsys)
    for way in (("--pdf", tmp_path / "tirage.pdf"), ("--docx", tmp_path / "tirage.docx")):
        ok(capsys, "letters", game, "--lot", *way, "--only", "Anaïs Durand", "--from-address",
           "Meneur de jeu, 1 rue Centrale, 75001 Paris")
    targets = load_game(game).lot.targets("Anaïs Durand")  # type: ignore[union-attr]
    assert len(targets) == 2
    pdf = pdf_lines(tmp_path / "tirage.pdf")  # the PDF's text gives a no-break space as a space
    assert f"{targets[0]} : MOT · {targets[1]} : MOT" in pdf, pdf
    for target in targets:
        assert any(line.startswith(f"{target} : ___") for line in pdf), pdf
        assert not any(f"{target}:" in line for line in pdf), pdf
    words = docx_lines(tmp_path / "tirage.docx")
    assert f"{targets[0]}\u00a0:\u00a0MOT · {targets[1]}\u00a0:\u00a0MOT" in words, words
    for target in targets:
        assert any(line.startswith(f"{target}\u00a0: ___") for line in words), words


def test_an_english_letter_keeps_name_colon(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = french_game(tmp_path, capsys, "en")
    ok(capsys, "letters", game, "--lot", "--pdf", tmp_path / "lot.pdf", "--only", "Anaïs Durand")
    targets = load_game(game).lot.targets("Anaïs Durand")  # type: ignore[union-attr]
    pdf = pdf_lines(tmp_path / "lot.pdf")
    assert f"{targets[0]}: WORD · {targets[1]}: WORD" in pdf, pdf
    assert any(line.startswith(f"{targets[0]}: ___") for line in pdf), pdf


def test_a_french_mail_and_report_write_name_space_colon_and_its_line_filled_in_is_read(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = load_game(french_game(tmp_path, capsys))
    view = player_view(evaluate(game), 0)
    mail = next(m for m in build_mails(view, sender="MJ <mj@example.fr>", language="fr")
                if m.name == "Anaïs Durand")
    targets = game.lot.targets("Anaïs Durand")  # type: ignore[union-attr]
    lines = mail.body.splitlines()
    for target in targets:
        assert f"{target}\u00a0: MOT" in lines, mail.body
    assert not any(": MOT" in line and "\u00a0: MOT" not in line for line in lines), mail.body
    names = [p.name for p in game.players]
    filled = f"{targets[0]}\u00a0: BALLE\n{targets[1]}\u00a0: MOT\n"
    read = read_mail_text(filled, names, length=5)
    assert [(g.target, g.word) for g in read.guesses] == [(targets[0], "BALLE")]
    assert not read.broken


def test_the_french_reports_example_writes_name_space_colon(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    game = french_game(tmp_path, capsys)
    ok(capsys, "report", game, "--lot", "--txt", tmp_path / "tirage.txt")
    text = " ".join((tmp_path / "tirage.txt").read_text(encoding="utf-8").splitlines())
    assert "comme «\u00a0Gaël Leroy\u00a0: MOT\u00a0»\u00a0: le nom du joueur" in text, text


def test_a_french_receipt_lists_the_guesses_taken_as_name_space_colon() -> None:
    """The receipt of a mail lists the guesses it counts as the answer lines are written: « Emil : TOLLE »."""
    from wordmastermind.core.wmm.intake import plan_intake
    from wordmastermind.core.wmm.player_view import view_before
    from wordmastermind.files.mail.receipts import receipts

    from test_intake_rounds import at, game_with_lot, mail

    game = game_with_lot()
    intake = plan_intake(game, 1, [mail("gustav@example.org", "Emil: TOLLE", at(1, 10), "<g1@x>")])
    for language, line in (("fr", "  Emil\u00a0: TOLLE"), ("en", "  Emil: TOLLE")):
        (taken,) = receipts(intake, view_before(game, 1), "MJ <mj@example.fr>", language)
        assert line in taken.body.splitlines(), taken.body
