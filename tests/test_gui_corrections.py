"""A round corrected after its report went out: marked on the Rounds page, and a correction to the players it
changed for, old → new; the mark goes once they are told."""

from __future__ import annotations

import email
import email.policy
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from wordmastermind.gui.mail.correction_dialog import CorrectionDialog
from wordmastermind.gui.wmm.round_model import WORD

from smtp_support import Server
from test_corrections import plain_text
from test_gui_recipients import YES, click, open_game, send
from test_mail_dialog import wait_until


def mail_round_2(window: Any, dialogs: Any, letters: Path | None = None) -> None:
    """Send round 2's report to every player with an address (answering the question Yes), and save the
    postal players' ``letters``."""
    dialog = window.wmm.mail_players()
    try:
        dialogs.answers.append(YES)
        send(dialog)
        if letters is not None:
            assert dialog.save_letters(letters) is not None
    finally:
        dialog.wait_for_sending()
        dialog.reject()


def retype(qtbot: Any, page: Any, row: int, word: str) -> None:
    """Type another word over a guess of the round shown: the cell, Return, the word, Return."""
    window = page.window()
    window.activateWindow()  # back from the mail dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    page.table.setFocus()
    page.table.setCurrentIndex(page.proxy.index(row, WORD))
    qtbot.keyClick(page.table, Qt.Key.Key_Return)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    for char in word:  # to whatever has the focus, as a keyboard would (a completion list, say)
        qtbot.keyClick(QApplication.focusWidget(), char)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.table.state() != page.table.State.EditingState)


def game_menu(window: Any) -> list[str]:
    window._fill_game_menu()
    return [action.text() for action in window.game_menu.actions()]


def test_a_withdrawal_that_changes_nothing_anybody_else_was_told_marks_no_round(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any) -> None:
    """Found by a French game master: a player whose word was guessed already withdrew after the round that
    went out, and a correction was asked for that nobody could be sent."""
    from wordmastermind.core.wmm.departures import withdraw

    open_game(window, tmp_path, smtp_server)
    mail_round_2(window, dialogs)  # Emil's LAMPE was guessed in round 2
    document = window.wmm.document
    document.edit("Withdraw Emil", lambda game: withdraw(game, "Emil", 2))
    page = window.wmm.show_rounds(2)
    assert not page.banner.isVisible() and page.tabs.tabToolTip(1) == ""
    assert "Send a &Correction…" not in game_menu(window)
    document.edit("Withdraw Gustav", lambda game: withdraw(game, "Gustav", 2))  # his word leaves: others' targets
    assert page.banner.isVisible() and "Send a &Correction…" in game_menu(window)


def test_a_round_changed_after_it_went_out_is_marked_and_corrected_for_those_it_changed_for(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any, qtbot: Any) -> None:
    open_game(window, tmp_path, smtp_server)
    mail_round_2(window, dialogs)
    assert smtp_server.handler.count() == 4
    page = window.wmm.show_rounds(2)
    assert not page.banner.isVisible() and page.tabs.tabToolTip(1) == ""
    assert "Send a &Correction…" not in game_menu(window)

    retype(qtbot, page, 4, "zebra")  # Alfons's LAMPE at Emil was ZEBRA: Emil's word is in play, for all to guess
    assert window.wmm.document.game.rounds[1].guesses[4].word == "ZEBRA"
    assert page.tabs.tabToolTip(1) == "Changed after it was sent" and page.tabs.tabToolTip(0) == ""
    assert page.banner.isVisible() and page.correction_button.isVisible()
    assert page.banner_label.text() == ("Changed after it was sent: round 2. The players told otherwise by mail"
                                        " (round 2: Alfons, Gustav, Emil, Fritzchen) can be sent a correction, old → new.")
    assert game_menu(window)[-1] == "Send a &Correction…"

    click(page.correction_button)
    dialog = window.findChild(CorrectionDialog)
    assert dialog is not None and dialog.isVisible()
    try:
        listed = [dialog.players_list.item(i).text() for i in range(dialog.players_list.count())]
        assert listed == ["Alfons <alfons@example.org>", "Gustav <gustav@example.org>", "Emil <emil@example.org>",
                          "Fritzchen <fritzchen@example.org>"]  # whose figures, word or next round changed
        assert dialog.intro.text().startswith("Changed after its report went out: round 2. Each player it told"
                                              " otherwise gets a correction: what changed for them")
        text = dialog.text_view.toPlainText()
        assert "LAMPE at Emil: +++++ 15, now ZEBRA at Emil: oo 4" in text
        dialogs.answers.append(YES)
        sent: list[bool] = []
        dialog.sent.connect(lambda: sent.append(True))
        click(dialog.send_button)
        assert dialogs.texts("question")[-1] == (
            "Send a correction of round 2 by mail to 4 players: Alfons, Gustav, Emil, Fritzchen?")
        wait_until(lambda: bool(sent))
        assert "Mails sent: 4 of 4" in dialog.status_label.text()
    finally:
        dialog.wait()
        dialog.reject()
    corrections = smtp_server.handler.messages()[4:]
    assert [m.rcpt_tos for m in corrections] == [[f"{name}@example.org"] for name in
                                                 ("alfons", "gustav", "emil", "fritzchen")]
    alfons = email.message_from_bytes(corrections[0].data, policy=email.policy.default)
    assert isinstance(alfons, email.message.EmailMessage)
    content = plain_text(alfons)
    assert "LAMPE at Emil: +++++ 15" in content and "ZEBRA at Emil: oo 4" in content  # old, now new
    # the mark is gone, and the log keeps what went out
    assert not page.banner.isVisible() and page.tabs.tabToolTip(1) == ""
    assert "Send a &Correction…" not in game_menu(window)
    log = window.wmm.document.game.sent
    assert [(r.kind, r.player, r.status) for r in log[-4:]] == [
        ("correction", name, "sent") for name in ("Alfons", "Gustav", "Emil", "Fritzchen")]
    assert window.wmm.document.undo_stack.undoText() == "Correction of round 2 sent"
    window.wmm.document.undo_stack.undo()  # not told after all: marked again
    assert page.banner.isVisible() and page.tabs.tabToolTip(1) == "Changed after it was sent"


def test_a_postal_player_is_named_and_gets_a_corrected_letter(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any, qtbot: Any) -> None:
    import pypdf

    from test_mail_dialog_post import postal_game

    open_game(window, tmp_path, smtp_server, postal_game())  # Alfons, Gustav by mail; Emil, Fritzchen by post
    mail_round_2(window, dialogs, letters=tmp_path / "letters.pdf")
    page = window.wmm.show_rounds(2)
    retype(qtbot, page, 4, "zebra")  # Emil's word in play again: everyone told otherwise, by mail or letter
    assert page.tabs.tabToolTip(1) == "Changed after it was sent"
    assert page.banner_label.text().endswith("(round 2: Alfons, Gustav) can be sent a correction, old → new. By"
                                             " post, a corrected letter is needed for round 2: Emil, Fritzchen.")
    click(page.correction_button)
    correction = window.findChild(CorrectionDialog)
    assert correction is not None
    try:
        assert correction.postal_label.text() == "By post, these players need a corrected letter: Emil, Fritzchen."
        view = correction.players_list
        assert [view.item(i).text() for i in range(view.count())] == [
            "Alfons <alfons@example.org>", "Gustav <gustav@example.org>", "Emil (by post: a corrected letter)",
            "Fritzchen (by post: a corrected letter)"]
        assert not view.item(2).flags() & Qt.ItemFlag.ItemIsEnabled
        view.item(0).setCheckState(Qt.CheckState.Unchecked)
        view.item(1).setCheckState(Qt.CheckState.Unchecked)
        assert not correction.send_button.isEnabled()  # nobody ticked: nothing to send
        letters = correction.save_letters(tmp_path / "correction.pdf")
        assert letters == tmp_path / "correction.pdf"
        assert correction.status_label.text() == f"2 correction letters saved in {letters}."
    finally:
        correction.reject()
    text = " ".join(" ".join(page_.extract_text().split()) for page_ in pypdf.PdfReader(str(letters)).pages)
    assert "Dear Emil," in text and "Your rank: 2, now 1" in text  # what changed for him, old → new
    assert "Your word: guessed in round 2, now in play" in text and "Dear Fritzchen," in text
    last = window.wmm.document.game.sent[-2:]
    assert [(r.kind, r.player, r.status, r.file) for r in last] == [
        ("letter", name, "written", str(letters)) for name in ("Emil", "Fritzchen")]
    assert window.wmm.document.undo_stack.undoText() == "Correction letters of round 2 saved"
    assert smtp_server.handler.count() == 2  # no correction mail went out
    assert page.banner.isVisible() and "By post" not in page.banner_label.text()  # Alfons, Gustav still to be told


def test_what_the_correction_letters_font_cannot_print_is_said_after_they_are_saved(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any, qtbot: Any) -> None:
    import dataclasses

    from test_mail_dialog_post import postal_game

    game = postal_game()  # Alfons, Gustav by mail; Emil, Fritzchen by post
    row = next(i for i, p in enumerate(game.players) if p.name == "Emil")
    game = game.with_player(row, dataclasses.replace(game.players[row], name="Emil 漢"))
    fritz = next(i for i, p in enumerate(game.players) if p.name == "Fritzchen")
    game = game.with_player(fritz, dataclasses.replace(game.players[fritz], address=""))  # Emil 漢's letter alone
    open_game(window, tmp_path, smtp_server, game)
    mail_round_2(window, dialogs, letters=tmp_path / "letters.pdf")
    page = window.wmm.show_rounds(2)
    retype(qtbot, page, 4, "zebra")  # Emil 漢 (by letter) told otherwise
    click(page.correction_button)
    correction = window.findChild(CorrectionDialog)
    assert correction is not None
    try:
        letters = correction.save_letters(tmp_path / "correction.pdf")
        assert letters == tmp_path / "correction.pdf"
        said = correction.status_label.text()
        assert said.startswith(f"1 correction letter saved in {letters}.\n"), said  # not "1 … letters"
        assert "the PDF's font cannot print 漢" in said
        assert correction.save_letters(tmp_path / "correction.docx") == tmp_path / "correction.docx"
        assert correction.status_label.text() == f"1 correction letter saved in {tmp_path / 'correction.docx'}."
    finally:
        correction.reject()


def test_a_correction_can_be_saved_as_eml_files_for_the_game_masters_own_mail_program(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any, qtbot: Any) -> None:
    """Found by a game master without an SMTP server: the round's mails were saved as .eml files, but a
    correction could only be sent."""
    open_game(window, tmp_path, smtp_server)
    mail_round_2(window, dialogs)
    page = window.wmm.show_rounds(2)
    retype(qtbot, page, 4, "zebra")
    click(page.correction_button)
    dialog = window.findChild(CorrectionDialog)
    assert dialog is not None
    try:
        dialog.players_list.item(1).setCheckState(Qt.CheckState.Unchecked)  # Gustav was told by phone
        assert dialog.files_button.isEnabled()
        written = dialog.save_files(tmp_path / "corrections")
        assert [path.name for path in written] == ["Alfons.eml", "Emil.eml", "Fritzchen.eml"]
        assert dialog.status_label.text() == (
            f"3 corrections saved in {tmp_path / 'corrections'}: send them from your mail program.")
    finally:
        dialog.reject()
    alfons = email.message_from_bytes(written[0].read_bytes(), policy=email.policy.default)
    assert alfons["To"] == "Alfons <alfons@example.org>"
    assert "LAMPE at Emil: +++++ 15, now ZEBRA at Emil: oo 4" in plain_text(alfons)
    assert smtp_server.handler.count() == 4  # nothing sent
    log = window.wmm.document.game.sent
    assert [(r.kind, r.player, r.status, Path(r.file).name) for r in log[-3:]] == [
        ("correction", name, "written", f"{name}.eml") for name in ("Alfons", "Emil", "Fritzchen")]
    assert page.banner.isVisible()  # Gustav is still owed one: the mark stays until he is told


def test_a_change_of_the_next_rounds_wf_is_a_correction_for_every_player_told_it(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any, qtbot: Any) -> None:
    """Found by a play-tester: Fritzchen's SALSA at Alfons retyped ATLAS (Emil's guess) leaves Alfons's word one
    different guess fewer, and round 3's WF is 3, not 4; the dialog offered a correction to Fritzchen alone."""
    open_game(window, tmp_path, smtp_server)
    mail_round_2(window, dialogs)
    page = window.wmm.show_rounds(2)
    retype(qtbot, page, 3, "atlas")
    assert window.wmm.document.game.rounds[1].guesses[3].word == "ATLAS"
    click(page.correction_button)
    dialog = window.findChild(CorrectionDialog)
    assert dialog is not None
    try:
        listed = [dialog.players_list.item(i).text() for i in range(dialog.players_list.count())]
        assert listed == ["Alfons <alfons@example.org>", "Gustav <gustav@example.org>", "Emil <emil@example.org>",
                          "Fritzchen <fritzchen@example.org>"]
        assert "the next round's WF" in dialog.intro.text()
        dialog.players_list.setCurrentRow(2)
        text = dialog.text_view.toPlainText()
        assert "- The next round's weighting factor (WF): 4, now 3\n" in text
        assert "Your" not in text.partition("The corrected report follows.")[0]  # Emil's own figures are as told
    finally:
        dialog.reject()


def test_a_round_changed_only_in_what_it_told_of_the_next_round_is_unmarked_once_that_rounds_report_went_out(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any) -> None:
    """Round 1's report told everyone whom to guess at in round 2. Gustav withdrew after round 1 (he made no
    guess in round 2): the others' round 2 changed, so round 1 is marked. Round 2's report then tells them round 2 anew: there is nothing left
    to correct of round 1, and neither tab keeps the mark (it stayed, for ever, as the app remembered round 1's
    answer from round 1's own records, and round 2's record is what changed)."""
    from wordmastermind.core.wmm.departures import withdraw
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.sent_log import sent_reports

    from test_mail_dialog import mail_evaluation

    game = mail_evaluation().game
    game = game.without_guesses(2, [i for i, g in enumerate(game.rounds[1].guesses) if g.guesser == "Gustav"])
    game = game.with_sent(sent_reports(evaluate(game), 1, "round", [p.name for p in game.players if p.email],
                                       "2026-12-01T18:00:00+01:00"))
    open_game(window, tmp_path, smtp_server, game)
    page = window.wmm.show_rounds(2)  # the round mailed
    assert [page.tabs.tabToolTip(i) for i in range(2)] == ["", ""]
    window.wmm.document.edit("Withdraw Gustav", lambda game: withdraw(game, "Gustav", 1))
    assert [page.tabs.tabToolTip(i) for i in range(2)] == ["Changed after it was sent", ""]
    assert page.banner.isVisible() and "(round 1: Alfons, Emil, Fritzchen)" in page.banner_label.text()

    mail_round_2(window, dialogs)  # to Alfons, Emil and Fritzchen: their round 2 as it now is
    assert [r.round for r in window.wmm.document.game.sent].count(2) == 3
    assert [page.tabs.tabToolTip(i) for i in range(2)] == ["", ""]
    assert page.tabs.tabIcon(0).isNull() and page.tabs.tabIcon(1).isNull()
    assert not page.banner.isVisible() and "Send a &Correction…" not in game_menu(window)
    window.wmm.document.undo_stack.undo()  # not sent after all: round 1 is marked again
    assert [page.tabs.tabToolTip(i) for i in range(2)] == ["Changed after it was sent", ""]
    assert page.banner.isVisible() and "Send a &Correction…" in game_menu(window)


def test_a_withdrawn_player_is_sent_the_correction_of_their_last_round_the_mark_names_them_for(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any, qtbot: Any) -> None:
    """Beatrix withdrew after round 2, whose report she got; round 3's went to the others. Her SAHNE of round 2
    had been typed TOLLE: retyped, the banner names her for round 2's correction, but the dialog listed her
    greyed out, "withdrew after round 2, no mail" (the correction carried round 3's report), and the mark
    stayed. She is listed, ticked, and gets round 2's correction with round 2's report; the mark goes."""
    import dataclasses

    from wordmastermind.core.wmm.departures import withdraw
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.core.wmm.game import Guess
    from wordmastermind.core.wmm.sent_log import sent_reports

    at = "2026-12-01T18:00:00+01:00"
    game = rules_example()
    game = dataclasses.replace(game, players=tuple(dataclasses.replace(p, email=f"{p.name.lower()}@example.org")
                                                   for p in game.players))
    names = [p.name for p in game.players]
    game = withdraw(game.with_sent(sent_reports(evaluate(game), 2, "round", names, at)), "Beatrix", 2, "stays")
    game = game.with_round(3, [Guess("Alfons", "Gustav", "MOTEL"), Guess("Gustav", "Alfons", "SALTO"),
                               Guess("Emil", "Fritzchen", "KERZE"), Guess("Fritzchen", "Gustav", "HOTEL")])
    game = game.with_sent(sent_reports(evaluate(game), 3, "round", [n for n in names if n != "Beatrix"], at))
    open_game(window, tmp_path, smtp_server, game)
    page = window.wmm.show_rounds(2)
    assert not page.banner.isVisible()
    retype(qtbot, page, 1, "sahne")  # Beatrix's guess at Alfons
    assert window.wmm.document.game.rounds[1].guesses[1] == Guess("Beatrix", "Alfons", "SAHNE")
    assert "(round 2: Beatrix)" in page.banner_label.text()
    click(page.correction_button)
    dialog = window.findChild(CorrectionDialog)
    assert dialog is not None
    try:
        assert [(dialog.players_list.item(i).text(), dialog.players_list.item(i).checkState())
                for i in range(dialog.players_list.count())] == [
            ("Beatrix <beatrix@example.org>", Qt.CheckState.Checked)]
        text = dialog.text_view.toPlainText()
        assert "- Your guess 1: TOLLE at Alfons: +o 5, now SAHNE at Alfons: ++ 6\n" in text
        assert "the rules' example, round 2\n" in text and "MOTEL" not in text  # round 2's report, not round 3's
        sent: list[bool] = []
        dialog.sent.connect(lambda: sent.append(True))
        click(dialog.send_button)  # to one player: sent without a question
        wait_until(lambda: bool(sent))
        assert dialog.status_label.text() == "The mail was sent."
    finally:
        dialog.wait()
        dialog.reject()
    assert [m.rcpt_tos for m in smtp_server.handler.messages()] == [["beatrix@example.org"]]
    assert not page.banner.isVisible() and page.tabs.tabToolTip(1) == "" and page.tabs.tabToolTip(2) == ""
    assert [(r.kind, r.round, r.player) for r in window.wmm.document.game.sent if r.kind == "correction"] == [
        ("correction", 2, "Beatrix")]
