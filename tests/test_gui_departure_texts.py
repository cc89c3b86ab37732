"""What the withdraw and takeover dialogs say, read as a game master reads it, in English and German (a refusal
in all four languages).

Found in the withdraw dialog: after round 2 its story said "Rounds 1 to 2 stay as they were" (rounds are named as
everywhere now: "Rounds 1–2"); a refusal shown alone began with a small letter ("die Partie endete nach Runde
2"); and where the word leaving ends the game, the warning said only that the player's later guesses would be
refused, when every guess after the end is (the note under the choice says the game ends).
"""

from __future__ import annotations

from typing import Any

import pytest

from test_gui_departures import click, open_dialog, random_game_dialog
from wordmastermind.gui.i18n import Translators
from wordmastermind.gui.wmm.departure_dialogs import TakeOverDialog, WithdrawDialog

KEPT = {
    "en": ("Rounds 1–2 stay as they were. From round 3 on, Beatrix makes no guess, and a guess entered for them"
           " there is refused.", "Rounds 1–2 keep Beatrix's name in the reports."),
    "de": ("Die Runden 1–2 bleiben, wie sie waren. Ab Runde 3 rät Beatrix nicht mehr, und ein dort trotzdem"
           " eingetragener Rateversuch wird abgelehnt.", "Die Runden 1–2 behalten in den Berichten den Namen Beatrix."),
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_after_round_2_the_rounds_kept_are_named_as_everywhere(qtbot: Any, window: Any, language: str) -> None:
    assert Translators().install(language)  # English again after the test (conftest)
    sheet = window.wmm
    sheet.load_demo()  # the rules' example: two rounds
    story, names = KEPT[language]
    dialog = open_dialog(qtbot, window, WithdrawDialog, lambda: sheet.game_page.departures.withdraw("Beatrix"))
    assert dialog.round_spin.value() == 2
    assert dialog.story.text() == story
    dialog.reject()
    dialog = TakeOverDialog(sheet.document, "Beatrix", window)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Otto")
    dialog.round_spin.setValue(2)
    assert names in dialog.story.text()


ENDED = {"en": "The game ended after round 2.", "de": "Die Partie endete nach Runde 2.",
         "nl": "Het spel eindigde na ronde 2.", "fr": "La partie s’est terminée après la manche 2."}


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_a_refusal_shown_alone_is_a_sentence(qtbot: Any, window: Any, tmp_path: Any, language: str) -> None:
    """Over after round 2 anyway: nobody withdraws after it. Said alone under the story, it starts with a
    capital letter and ends with a full stop."""
    assert Translators().install(language)
    dialog = random_game_dialog(qtbot, window, tmp_path, 6, 1, "Player 001")
    dialog.round_spin.setValue(2)
    assert dialog.error.isVisibleTo(dialog) and not dialog.ok_button.isEnabled()
    assert dialog.error.text() == ENDED[language]
    dialog.reject()


ENDS = {
    "en": ("The game ends after round 1: every guess entered in round 2 will be refused.",
           "Player 001 withdrew after round 1, so no guess of theirs counts from round 2 on. Their guesses entered"
           " in round 2 will be refused.",
           "Player 004 withdrew after round 1, so no guess of theirs counts from round 2 on. Their guesses entered"
           " in rounds 2–3 will be refused. The game ends after round 3: every guess entered in round 4 will be"
           " refused."),
    "de": ("Die Partie endet nach Runde 1: Jeder in Runde 2 eingetragene Rateversuch wird abgelehnt.",
           "Player 001 hat sich nach Runde 1 zurückgezogen, daher zählt ab Runde 2 kein Rateversuch dieses Spielers"
           " mehr. Die in Runde 2 eingetragenen werden abgelehnt.",
           "Player 004 hat sich nach Runde 1 zurückgezogen, daher zählt ab Runde 2 kein Rateversuch dieses Spielers"
           " mehr. Die in den Runden 2–3 eingetragenen werden abgelehnt. Die Partie endet nach Runde 3: Jeder in"
           " Runde 4 eingetragene Rateversuch wird abgelehnt."),
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_where_the_choice_ends_the_game_with_it_the_warning_says_every_later_guess_falls_away(
        qtbot: Any, window: Any, tmp_path: Any, language: str) -> None:
    """Six players, Player 001 withdrawn after round 1: their word leaving ends the game with it, and every
    guess of round 2 falls away, not only theirs; the word staying, the game goes on without their guesses."""
    assert Translators().install(language)
    ends_at_once, goes_on, _ = ENDS[language]
    dialog = random_game_dialog(qtbot, window, tmp_path, 6, 1, "Player 001")
    assert dialog.leaves.isChecked() and dialog.warning.text() == ends_at_once
    dialog.stays.click()
    assert dialog.warning.text() == goes_on
    dialog.reject()


@pytest.mark.parametrize("language", ["en", "de"])
def test_where_the_choice_ends_the_game_later_the_warning_says_which_guesses_fall_away(
        qtbot: Any, window: Any, tmp_path: Any, language: str) -> None:
    """Five players, Player 004 withdrawn after round 1: the word leaving ends the game after round 3, their
    guesses of rounds 2–3 refused for the withdrawal, every guess of round 4 for the end. OK makes it so."""
    assert Translators().install(language)
    dialog = random_game_dialog(qtbot, window, tmp_path, 5, 2, "Player 004")
    assert dialog.leaves.isChecked() and dialog.warning.text() == ENDS[language][2]
    document = window.wmm.document
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    rounds = document.evaluation.rounds
    assert len(rounds) == 4 and rounds[3].guesses
    assert all(guess.problem is not None and guess.problem.code == "guess.game_over" for guess in rounds[3].guesses)
    refused = {guess.round for round_ in rounds for guess in round_.guesses
               if guess.guesser == "Player 004" and guess.problem is not None}
    assert refused == {2, 3, 4}
