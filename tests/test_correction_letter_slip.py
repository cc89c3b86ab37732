"""A correction letter sent while the next round is open carries a fresh answer slip for it.

Found by a game master: round 2's report went out, round 3 was being played (a few answers already entered),
and a typo in round 2 was corrected. The postal player whose own figures changed got a correction letter
with the corrected report, but no slip: the round they still had to answer was open, and the letter had
nothing to answer it on. A slip was only ever added while no guess of round 3 was entered, and only when
the correction changed whom the player guesses at.
"""

from __future__ import annotations

import dataclasses
import datetime
from pathlib import Path

import pytest

from wordmastermind.core.wmm.correction_letters import build_correction_letters
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game, Guess
from wordmastermind.core.wmm.reader_reports import players_report
from wordmastermind.files.i18n import translation
from wordmastermind.files.writers.letters import write_letters

from test_corrections import mailed, told_round_two
from test_letters_said_once import _said

GM = "Joe Grimm, Hauptstraße 1, 12345 Berlin"

SLIP = {  # what Fritzchen reads on the slip: its heading, a line per player he may guess at, its cut line
    "en": ("Answer for round 3: Fritzchen", "Alfons: ____", "Send to: Joe Grimm", "Cut here and send back"),
    "de": ("Antwort für Runde 3: Fritzchen", "Alfons: ____", "Senden an: Joe Grimm",
           "Hier abschneiden und zurückschicken"),
    "fr": ("Réponse pour la manche 3 : Fritzchen", "Alfons : ____", "À envoyer à : Joe Grimm",
           "Découpez ici et renvoyez"),
}


def corrected(*round_three: Guess) -> Game:
    """The rules' example told after round 2, Fritzchen by post; his SALSA at Alfons of round 2 corrected to
    ATLAS (only his own figures and the WF change, not whom anybody guesses at), and ``round_three`` entered."""
    game = mailed(rules_example())
    postal = dataclasses.replace(game.players[4], email="", address="Fritz Frech, Schulweg 9, 99999 Kleckersdorf")
    game = told_round_two(dataclasses.replace(game, players=(*game.players[:4], postal)))
    row = next(i for i, g in enumerate(game.rounds[1].guesses) if g.guesser == "Fritzchen")
    game = game.with_guess(2, row, Guess("Fritzchen", "Alfons", "ATLAS"))
    for number, guess in enumerate(round_three):
        game = game.with_guess(3, number, guess)
    return game


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_a_correction_letter_while_the_next_round_is_open_carries_a_fresh_answer_slip(
        tmp_path: Path, language: str) -> None:
    game = corrected(Guess("Gustav", "Alfons", "HALLO"))  # round 3 open: Gustav answered, Fritzchen not yet
    letters, view = build_correction_letters(evaluate(game), 2, date=datetime.date(2026, 12, 3), language=language,
                                             return_address=GM, catalogs=translation)
    (fritzchen,) = letters.letters
    assert view is not None and fritzchen.slip is not None
    out = tmp_path / "fix.pdf"
    write_letters("pdf", letters.letters, players_report(view, language, translation), out, sender=GM)
    said = _said(out).replace("\u00a0", " ")
    heading, line, send_to, cut = SLIP[language]
    assert heading in said and line in said and send_to in said and cut in said
    assert "Emil: ____" not in said and "Emil : ____" not in said  # Emil's word was guessed in round 2: no line for it


def test_no_slip_once_the_player_answered_the_open_round_or_a_later_round_began() -> None:
    answered = corrected(Guess("Fritzchen", "Beatrix", "HALLO"))  # his one guess of round 3 is in
    letters, _view = build_correction_letters(evaluate(answered), 2, date=datetime.date(2026, 12, 3),
                                              return_address=GM)
    assert [(letter.name, letter.slip) for letter in letters.letters] == [("Fritzchen", None)]
    later = corrected(*(Guess(p.name, "Alfons" if p.name != "Alfons" else "Gustav", "HALLO")
                        for p in rules_example().players))
    later = later.with_guess(4, 0, Guess("Gustav", "Alfons", "HUPEN"))
    letters, _view = build_correction_letters(evaluate(later), 2, date=datetime.date(2026, 12, 3),
                                              return_address=GM)
    assert [(letter.name, letter.slip) for letter in letters.letters] == [("Fritzchen", None)]
