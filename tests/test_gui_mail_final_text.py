"""The mail dialog after the round that ended the game starts from the final report's mail, as the command
line's ``mail`` does; an earlier round of the same game still from the round's."""

from __future__ import annotations

from typing import Any

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Player
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.gui.mail.dialog import MailDialog


def finished() -> Any:
    game = random_game(4, 30, seed=1)  # over before round 30: a word left unguessed, the others guessed
    game = game.with_players(Player(p.name, p.secret, email=f"p{i}@example.org") for i, p in enumerate(game.players))
    result = evaluate(game)
    assert result.game_over
    return result


def dialog_after(qtbot: Any, number: int) -> MailDialog:
    dialog = MailDialog(finished(), number, sender="Joe <joe@example.org>")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_last_rounds_mail_starts_as_the_final_standings(qtbot: Any) -> None:
    """The game's reports are in German (its default): the final mail's German text, its preview filled in."""
    result = finished()
    dialog = dialog_after(qtbot, result.round)
    assert dialog.language() == "de"
    assert dialog.subject_edit.text() == "{title}: Endstand"
    assert dialog.template_edit.toPlainText().startswith("Hallo {name},\n\nEndstand: die Partie ist nach Runde {round} aus.")
    qtbot.waitUntil(lambda: f"Endstand: die Partie ist nach Runde {result.round} aus." in dialog.preview_edit.toPlainText())


def test_an_earlier_round_of_the_finished_game_starts_as_a_rounds_mail(qtbot: Any) -> None:
    dialog = dialog_after(qtbot, 2)
    assert "Endstand" not in dialog.subject_edit.text()
    assert "Endstand" not in dialog.template_edit.toPlainText()


def test_the_final_text_follows_a_change_of_the_reports_language(qtbot: Any) -> None:
    dialog = dialog_after(qtbot, finished().round)
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("en"))
    qtbot.waitUntil(lambda: dialog.subject_edit.text() == "{title}: final standings")
    assert dialog.template_edit.toPlainText().startswith("Dear {name},\n\nFinal standings: the game is over after")
