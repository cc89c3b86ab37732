"""What the command line says of a correction that covers several rounds: round 2 changed after rounds 2 and 3
went out, and round 3 with it. Where it names the correction, it names both rounds ("rounds 2–3"), as the
mails' subjects and the app do; where there is no correction, the round asked for."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Guess
from wordmastermind.files.wmm.file import save_game

from test_cli_mail import run
from test_corrections import round_two_with_lampa
from test_corrections_several_rounds import rounds_two_and_three_changed

SENDER = ("--from", "gm@example.org")


def saved(tmp_path: Path) -> Path:
    path = tmp_path / "game.wmm"
    save_game(rounds_two_and_three_changed(), path)
    return path


def test_a_change_reaching_two_rounds_that_went_out_names_both(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Rounds 2 and 3 were mailed; round 2 entered again with Alfons's LAMPE written LAMPA changes both."""
    changed = rounds_two_and_three_changed()
    row = next(i for i, g in enumerate(changed.rounds[1].guesses) if g.guesser == "Alfons")
    path = tmp_path / "game.wmm"
    save_game(changed.with_guess(2, row, Guess("Alfons", "Emil", "LAMPE")), path)  # as it went out
    code, out, err = run(capsys, "guesses", path, "--round", 2, round_two_with_lampa(tmp_path))
    assert code == 0, err
    assert out.splitlines()[-1] == (
        "The reports of rounds 2–3 went out before this change: tell the players with mail --round 2 --correction"
        " (by post: letters --round 2 --correction).")


def test_no_correction_letter_of_two_rounds_names_both(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Everyone it changed for gets mail: no letter to write. In English, and in German."""
    path = saved(tmp_path)
    code, out, err = run(capsys, "letters", path, "--round", 2, "--correction", "--pdf", tmp_path / "fix.pdf")
    assert code == 0, err
    assert out.splitlines()[-1] == ("no correction of rounds 2–3 to write by letter: whom it changed for gets mail,"
                                    " or was told by letter already")
    monkeypatch.setenv("LANGUAGE", "de")
    code, out, err = run(capsys, "letters", path, "--round", 2, "--correction", "--pdf", tmp_path / "fix.pdf")
    assert code == 0, err
    assert out.splitlines()[-1] == ("keine Korrektur der Runden 2–3 per Brief zu schreiben: wem sie etwas ändert,"
                                    " der bekommt Mail oder erfuhr es schon per Brief")
    assert not (tmp_path / "fix.pdf").exists()


def test_again_of_a_correction_of_two_rounds_not_made_that_way_names_both(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--again before the correction went out, and by letter after it went out by mail (as .eml files)."""
    path = saved(tmp_path)
    none = "no correction of rounds 2–3 went out this way: there is none to make again"
    code, _out, err = run(capsys, "mail", path, "--round", 2, "--correction", "--again", *SENDER,
                          "--eml", tmp_path / "again")
    assert code != 0 and none in err
    code, _out, err = run(capsys, "mail", path, "--round", 2, "--correction", *SENDER, "--eml", tmp_path / "fix")
    assert code == 0, err
    code, _out, err = run(capsys, "letters", path, "--round", 2, "--correction", "--again",
                          "--pdf", tmp_path / "fix.pdf")
    assert code != 0 and none in err
    assert not (tmp_path / "fix.pdf").exists()


def test_again_with_no_correction_at_all_names_the_round_asked_for(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = rules_example()
    game = dataclasses.replace(game, players=tuple(dataclasses.replace(p, email=f"{p.name.lower()}@example.org")
                                                   for p in game.players))
    path = tmp_path / "game.wmm"
    save_game(game, path)
    code, _out, err = run(capsys, "mail", path, "--round", 2, "--correction", "--again", *SENDER,
                          "--eml", tmp_path / "again")
    assert code != 0 and "no correction of round 2 went out this way: there is none to make again" in err


COVERED = {
    "en": "no correction of round 3 went out this way: the correction that covers round 3 is the one of rounds 2–3,"
          " asked for with --round 2",
    "de": "keine Korrektur der Runde 3 ging auf diesem Weg hinaus: die Korrektur, die Runde 3 abdeckt, ist die der"
          " Runden 2–3, zu verlangen mit --round 2",
    "nl": "er ging op deze weg geen correctie van ronde 3 uit: de correctie die ronde 3 dekt, is die van de rondes"
          " 2–3, te vragen met --round 2",
    "fr": "aucune correction de la manche 3 n’est partie par cette voie\u00a0: la correction qui couvre la manche 3 est"
          " celle des manches 2–3, à demander avec --round 2",
}


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_again_of_round_3_names_the_correction_of_rounds_2_and_3_that_covers_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """The correction of rounds 2–3 went out by mail (as .eml files); asked for again as round 3's, by letter or
    by mail, it is named, and the option that asks for it: nothing is made of round 3 alone."""
    path = saved(tmp_path)
    code, _out, err = run(capsys, "mail", path, "--round", 2, "--correction", *SENDER, "--eml", tmp_path / "fix")
    assert code == 0, err
    monkeypatch.setenv("LANGUAGE", language)
    code, _out, err = run(capsys, "letters", path, "--round", 3, "--correction", "--again",
                          "--pdf", tmp_path / "fix.pdf")
    assert code != 0 and COVERED[language] in err, err
    code, _out, err = run(capsys, "mail", path, "--round", 3, "--correction", "--again", *SENDER,
                          "--eml", tmp_path / "again")
    assert code != 0 and COVERED[language] in err, err
    assert not (tmp_path / "fix.pdf").exists() and not (tmp_path / "again").exists()
