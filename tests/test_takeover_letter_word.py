"""The letter that brings a new player into a place tells them the place's secret word, as the mail does.

A French game master's play-test by post: Éloïse took Gaël's place after round 3; the command line said to
send her round 3's letter, "which gives the place's word", and the letter said "the guesses, the points and
the word here are the place's" but named no word: she never learnt MONDE. The mail says it ("Your word").
"""

from __future__ import annotations

from pathlib import Path

from test_cli import Run, csv_file, lot_round, rules_game, run  # noqa: F401  (fixtures)
from test_cli_departures import played  # noqa: F401  (a fixture)


def letter_text(run: Run, game: Path, out: Path, *args: object) -> str:
    from pypdf import PdfReader

    code, _out, err = run("letters", game, "--pdf", out, *args)
    assert code == 0, err
    return " ".join(" ".join(page.extract_text().split()) for page in PdfReader(out).pages)


def test_the_letter_to_the_new_player_of_a_place_tells_its_secret_word(played: Path, tmp_path: Path,
                                                                       run: Run) -> None:
    run.ok("takeover", played, "Gustav", "--by", "Käthe", "--address", "Käthe Kurz, Weg 1, 12345 Ort",
           "--after-round", 1)
    text = letter_text(run, played, tmp_path / "käthe.pdf", "--round", 1, "--only", "Käthe")
    assert ("You play Gustav's place from round 2 on: the guesses, points and word here are the place's, played by"
            " Gustav until now. The place's secret word: MOTEL.") in text, text
    french = letter_text(run, played, tmp_path / "käthe-fr.pdf", "--round", 1, "--only", "Käthe", "--language", "fr")
    assert "jouée jusqu’ici par Gustav. Le mot secret de la place : MOTEL." in french, french
    # her own round's letter, and the other players' letters, say no word of hers
    assert "MOTEL" not in letter_text(run, played, tmp_path / "round2.pdf", "--round", 2, "--only", "Käthe")
    run.ok("player", played, "Alfons", "--address", "Alfons Abendroth, Am Markt 3, 10115 Berlin")
    assert "MOTEL" not in letter_text(run, played, tmp_path / "alfons.pdf", "--round", 1, "--only", "Alfons")
