"""The app's correction of round 2 that covers round 3 too, when it does not go out: the undo step names both
rounds, as it does when the correction went out ("Correction of rounds 2–3 sent"), and so does the Rounds page's
banner of the rounds changed after they were sent."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wordmastermind.gui.mail.correction_dialog import CorrectionDialog

from smtp_support import Server
from test_corrections_several_rounds import NAMES, rounds_two_and_three_changed
from test_gui_corrections_several_rounds import correct
from test_gui_recipients import click, open_game

QUESTION = "Send a correction of rounds 2–3 by mail to 5 players: Alfons, Gustav, Beatrix, Emil, Fritzchen?"


def test_the_banner_names_the_rounds_changed_after_they_were_sent(
        window: Any, tmp_path: Path, smtp_server: Server) -> None:
    open_game(window, tmp_path, smtp_server, rounds_two_and_three_changed())
    page = window.wmm.show_rounds(2)
    assert page.banner.isVisible()
    assert page.banner_label.text().startswith(
        "Changed after they were sent: rounds 2–3. The players told otherwise by mail (Alfons")
    assert page.banner_label.toolTip().startswith(
        "Changed after they were sent: rounds 2–3. The players told otherwise by mail (round 2: Alfons")
    window.switch_language("de")
    assert window.wmm.show_rounds(2).banner_label.text().startswith("Nach dem Versand geändert: Runden 2–3. ")


def test_a_correction_of_two_rounds_that_every_server_refused_is_named_so_in_the_undo_step(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any) -> None:
    smtp_server.handler.refuse = {f"{name.lower()}@example.org" for name in NAMES}
    open_game(window, tmp_path, smtp_server, rounds_two_and_three_changed())
    dialog = correct(window, dialogs, window.wmm.show_rounds(2), QUESTION)
    try:
        assert dialog.status_label.text().startswith("Mails sent: 0 of 5. Not sent: Alfons (")
    finally:
        dialog.wait()
        dialog.reject()
    stack = window.wmm.document.undo_stack
    assert [(r.round, r.status) for r in window.wmm.document.game.sent[10:]] == [
        (number, "failed") for number in (2, 3) for _name in NAMES]
    assert stack.undoText() == "Correction of rounds 2–3 not sent"
    window.switch_language("de")
    assert stack.undoText() == "Korrektur der Runden 2–3 nicht gesendet"


def test_a_correction_of_two_rounds_saved_as_eml_files_is_named_so_in_the_undo_step(
        window: Any, tmp_path: Path, smtp_server: Server) -> None:
    open_game(window, tmp_path, smtp_server, rounds_two_and_three_changed())
    click(window.wmm.show_rounds(2).correction_button)
    (dialog,) = [found for found in window.findChildren(CorrectionDialog) if found.isVisible()]
    try:
        written = dialog.save_files(tmp_path / "corrections")
        assert len(written) == 5
    finally:
        dialog.reject()
    assert window.wmm.document.undo_stack.undoText() == "Correction of rounds 2–3 saved as files"
    assert smtp_server.handler.count() == 0


def test_the_question_names_the_rounds_the_ticked_players_mails_cover(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any) -> None:
    """Gustav's, Beatrix's and Fritzchen's mails correct round 3 alone (their subject says so): sent to them, the
    question names round 3; with Emil ticked again, whose mail corrects both, rounds 2–3."""
    from PySide6.QtCore import Qt

    open_game(window, tmp_path, smtp_server, rounds_two_and_three_changed())
    click(window.wmm.show_rounds(2).correction_button)
    (dialog,) = [found for found in window.findChildren(CorrectionDialog) if found.isVisible()]
    try:
        for row in (0, 3):  # Alfons, Emil
            dialog.players_list.item(row).setCheckState(Qt.CheckState.Unchecked)
        click(dialog.send_button)  # answered No: nothing goes out
        assert dialogs.texts("question")[-1] == (
            "Send a correction of round 3 by mail to 3 players: Gustav, Beatrix, Fritzchen?")
        dialog.players_list.item(3).setCheckState(Qt.CheckState.Checked)
        click(dialog.send_button)
        assert dialogs.texts("question")[-1] == (
            "Send a correction of rounds 2–3 by mail to 4 players: Gustav, Beatrix, Emil, Fritzchen?")
        window.switch_language("de")
        dialog.players_list.item(3).setCheckState(Qt.CheckState.Unchecked)
        click(dialog.send_button)
        assert dialogs.texts("question")[-1].startswith("Eine Korrektur der Runde 3 ")
    finally:
        dialog.reject()
    assert smtp_server.handler.count() == 0
