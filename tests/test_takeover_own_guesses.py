"""A player's own guesses in a round's letter or mail name a place taken over after the round as the round
knew it, as the report below them does.

A French game master's play-test by post: Éloïse took Gaël's place after round 3; the round-3 letters made
after that told Zoé "ARBRE, Mot de : Éloïse Fontaine", who had not played yet, above a report that said "Mot
de Gaël Leroy" for the same guess.
"""

from __future__ import annotations

from pathlib import Path

from test_cli import Run, csv_file, lot_round, rules_game, run  # noqa: F401  (fixtures)
from test_cli_departures import played  # noqa: F401  (a fixture)
from test_takeover_letter_word import letter_text


def test_the_own_guesses_of_a_round_before_a_takeover_name_the_place_as_it_was_called(
        played: Path, tmp_path: Path, run: Run) -> None:
    run.ok("player", played, "Alfons", "--address", "Alfons Abendroth, Am Markt 3, 10115 Berlin")
    run.ok("takeover", played, "Gustav", "--by", "Käthe", "--after-round", 2)
    text = letter_text(run, played, tmp_path / "alfons.pdf", "--round", 2, "--only", "Alfons")
    # round 2: Alfons guessed TOLLE at Gustav's word; Käthe plays the place from round 3 on
    assert "Your guess Word of Marks Points TOLLE Gustav " in text, text
    assert "Gustav's word" in text and "TOLLE Käthe" not in text, text
    french = letter_text(run, played, tmp_path / "alfons-fr.pdf", "--round", 2, "--only", "Alfons",
                         "--language", "fr")
    assert "Votre proposition Mot de Résultat Points TOLLE Gustav " in french, french
    # the next round is Käthe's to play: its lines name her
    assert "Käthe: ___" in text, text
