"""The rules' refusals of every game reach a German, Dutch or French game master without English (issue 18).

Each game's tab is driven into its kinds of refusal (a guess or a roster
word that breaks a rule, a bad card, a clue that is part of the password, a
move through another letter, a question the log cannot take, ...), and
everything the tab then shows is looked at as in ``test_no_english_de_nl_fr.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

from shown_texts import shown_texts  # noqa: E402
from wordmastermind.gui.roles import ROW_KEY_ROLE, ROW_KIND_ROLE  # noqa: E402
from wordmastermind.gui.roles import STATUS_ROLE  # noqa: E402
from test_gui_side_rule_messages import speak  # noqa: E402,F401 (a fixture)
from test_no_english_de_nl_fr import LANGUAGES, English  # noqa: E402

LEFT = Qt.MouseButton.LeftButton


@pytest.mark.parametrize("language", LANGUAGES)
def test_wmm_refusals_hold_no_english(make_window: Any, qtbot: Any, language: str) -> None:
    from test_gui_entry import demo_round_three, press, type_text
    from wordmastermind.gui.wmm.roster_model import NAME, SECRET

    english = English(language)
    window = make_window()
    window.switch_language(language)
    try:
        page = demo_round_three(window)
        for text in ("Alfons", "Alfons", "hosen"):  # a guess at one's own word
            type_text(qtbot, text)
            press(qtbot, Qt.Key.Key_Tab if text != "hosen" else Qt.Key.Key_Return)
        for text in ("Fra", "Alfons", "salat"):  # a guesser who is no player
            type_text(qtbot, text)
            press(qtbot, Qt.Key.Key_Tab if text != "salat" else Qt.Key.Key_Return)
        assert page.round_model.index(0, 0).data(STATUS_ROLE) == "bad"
        english.look("a round with bad guesses", shown_texts(page))
        sheet = window.wmm
        model = sheet.game_page.roster_model
        model.setData(model.index(1, SECRET), "QUARK")  # a word the lists do not know: a warning
        sheet.checker.lexicon()
        qtbot.waitUntil(lambda: sheet.checker.lexicon() is not None, timeout=5000)
        sheet.pages.setCurrentWidget(sheet.content().candidates)
        qtbot.waitUntil(lambda: sheet.candidates_page.hints.count() > 0, timeout=3000)
        english.look("the candidates page", shown_texts(sheet.candidates_page))
        sheet.pages.setCurrentWidget(sheet.game_page)
        for column, value in ((SECRET, "Hose"), (SECRET, "BÄREN"), (NAME, "Gustav")):  # length, letters, twice
            model.setData(model.index(0, column), value)
            assert any(model.index(row, column).data(Qt.ItemDataRole.ToolTipRole) for row in range(model.rowCount()))
            english.look("a roster with bad rows", shown_texts(sheet.game_page))
        english.look("the window", shown_texts(window))
        sheet.document.undo_stack.setClean()
    finally:
        window.translators.install("en")
    assert not english.found, english.report()


@pytest.mark.parametrize("language", LANGUAGES)
def test_side_games_refusals_hold_no_english(qtbot: Any, speak: Callable[[str], None], language: str) -> None:
    from test_gui_password import ask, guess
    from test_gui_side_rule_messages import (
        password_game,
        password_sheet,
        rondo_two_players,
        wachtwoord_sheet,
        woordspel_two_moves,
    )
    from wordmastermind.core.rondo.cards import LETTERS
    from wordmastermind.gui.rondo.values_model import VALUE

    speak(language)
    english = English(language)

    rondo = rondo_two_players(qtbot, ("Anna", "anna"))
    qtbot.mouseClick(rondo.apply_button, LEFT)  # two sides of one name
    assert rondo.setup_problem.text()
    english.look("RONDO set-up", shown_texts(rondo))
    rondo = rondo_two_players(qtbot)
    qtbot.mouseClick(rondo.apply_button, LEFT)
    rondo.holder_edit.clear()
    qtbot.keyClicks(rondo.holder_edit, "Z!N")  # no such card
    assert rondo.holder_editor.problem() is not None
    english.look("RONDO, a bad card", shown_texts(rondo))
    rondo.holder_edit.clear()
    qtbot.keyClicks(rondo.holder_edit, "NOT")
    qtbot.mouseClick(rondo.play_button, LEFT)
    rondo.values_model.setData(rondo.values_model.index(LETTERS.index("Z"), VALUE), 0)  # changes who starts
    assert rondo.values_problem.text()
    english.look("RONDO, letter values", shown_texts(rondo))

    wachtwoord = wachtwoord_sheet(qtbot, ("Fred", "fred", "Joop", "Marie"))  # players of one name
    assert wachtwoord.problem_label.text()
    english.look("Wachtwoord set-up", shown_texts(wachtwoord))
    wachtwoord = wachtwoord_sheet(qtbot)
    assert not wachtwoord.add_word(1, 0)  # a word at dial value zero
    english.look("Wachtwoord, dial value 0", shown_texts(wachtwoord))
    wachtwoord.live.password.setText("apotheker")
    for clue in ("apothek", "vergeet-mij-niet"):  # part of the password; not one word
        wachtwoord.live.clue.setText(clue)
        assert wachtwoord.live.clue_label.text()
        english.look("Wachtwoord, a clue refused", shown_texts(wachtwoord))

    woordspel = woordspel_two_moves(qtbot)
    woordspel.entry_panel.notation.clear()
    qtbot.keyClicks(woordspel.entry_panel.notation, "8H ZO")  # through another letter
    qtbot.keyClick(woordspel.entry_panel.notation, Qt.Key.Key_Return)
    assert woordspel.entry_panel.problem_label.text() and woordspel.model.rowCount() == 2
    english.look("Woordspel, a play through a letter", shown_texts(woordspel))
    woordspel.entry_panel.exchange_edit.setText("9")  # an exchange of nine tiles
    qtbot.mouseClick(woordspel.entry_panel.exchange_button, LEFT)
    english.look("Woordspel, an exchange of nine", shown_texts(woordspel))

    password = password_sheet(qtbot)
    form = password.setup
    for i, (team, members) in enumerate((("Les Bleus", "Anna, anna"), ("Les Verts", "Cor, Dirk"))):
        form.name_edits[i].setText(team)
        form.member_edits[i].setText(members)
    form.secret_edits[0].setText("porte-clé")  # no single word
    qtbot.mouseClick(form.apply_button, LEFT)  # two members of one name
    assert form.problem.text() and form.secret_notes[0].text()
    english.look("PASSWORD set-up", shown_texts(password))
    password = password_game(qtbot)
    assert not password.board_editor.set_letters(4, "rtbf")  # a circle of four letters
    ask(qtbot, password, 2, "Bob", "letter", "D", position=6)  # outside the password
    assert password.problem_label.text()
    english.look("PASSWORD, a position outside", shown_texts(password))
    ask(qtbot, password, 5, "Cor", "circle", yes=False)
    guess(qtbot, password, "Cor", "radio", right=False)
    ask(qtbot, password, 2, "Anna", "letter", "D", yes=False)
    guess(qtbot, password, "Cor", "radio", right=False)  # guessed before
    english.look("PASSWORD, a word guessed before", shown_texts(password))
    assert not english.found, english.report()


@pytest.mark.parametrize("language", LANGUAGES)
def test_start_up_questions_and_the_crash_dialog_hold_no_english(
        make_window: Any, dialogs: Any, qtbot: Any, tmp_path: Path, language: str) -> None:
    from dataclasses import replace

    from wordmastermind.gui.crash_dialog import CrashDialog
    from wordmastermind.gui.window.main_window import MainWindow
    from wordmastermind.gui.window.recovery import RecoveryStore

    english = English(language)
    crashed = make_window()
    crashed.switch_language(language)  # the settings keep the language for the next run
    try:
        crashed.wmm.new_document()  # unsaved work in a new game, autosaved, then the app dies
        crashed.wmm.document.edit("Title", lambda game: game.with_settings(replace(game.settings, title="Herbst")))
        crashed.autosave(crashed.wmm)
        crashed._timers[id(crashed.wmm)].stop()
        restarted = MainWindow(crashed.settings, RecoveryStore(tmp_path / "recovery"),
                               checkers=crashed.checkers, translators=crashed.translators)  # the app's next run
        qtbot.addWidget(restarted)
        assert restarted.translators.language == language
        restarted.start()  # offers the unsaved work back (answered No), and the rules' example
        assert dialogs.texts("question")
        english.look("the start", [(f"message box ({kind})", text) for kind, text in dialogs.shown])
        dialog = CrashDialog("Traceback (most recent call last): ...", tmp_path / "log", True, restarted)
        qtbot.addWidget(dialog)
        english.look("the crash dialog", (item for item in shown_texts(dialog) if "Traceback" not in item[1]))
        crashed.wmm.document.undo_stack.setClean()
    finally:
        crashed.translators.install("en")
    assert not english.found, english.report()


def mail_lines(model: Any) -> Iterator[tuple[str, str]]:
    """The cells of the fetch's listing, but a mail's subject (the sender's words, not the app's)."""
    for index in model.walk():
        yield "listing", index.data()
        group = index.parent().data(ROW_KEY_ROLE)
        if index.data(ROW_KIND_ROLE) != "mail" or group in (("group", "shared"), ("group", "unreadable")):
            yield "listing", index.siblingAtColumn(2).data()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_mailbox_fetch_says_why_it_leaves_a_guess_without_english(
        make_window: Any, qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: Any,
        language: str) -> None:
    from test_cli_inbox import fill_mailbox, new_game
    from test_gui_inbox import fetch, fill_account

    from wordmastermind.gui.mail.inbox_dialog import InboxDialog

    english = English(language)
    window = make_window()
    window.switch_language(language)
    dialog = None
    try:
        game = new_game(tmp_path, capsys)
        fill_mailbox(imap_server)  # guesses at one's own word, from strangers, superseded, late, ...
        assert window.open_path(game)
        window.wmm.commands()[1].run()  # Game ▸ Fetch Guesses from the Mailbox…
        dialog = window.findChild(InboxDialog)
        assert dialog is not None
        fill_account(dialog, imap_server, password="wrong")
        fetch(dialog)
        english.look("a wrong password", shown_texts(dialog))
        fill_account(dialog, imap_server)
        fetch(dialog)
        assert dialog.model.rowCount()
        english.look("the mails read", [(where, text) for where, text in shown_texts(dialog)
                                        if not where.startswith("IntakeView")])
        english.look("the mails read", mail_lines(dialog.model))
    finally:
        if dialog is not None:
            dialog.wait()
            dialog.close()
        window.translators.install("en")
    assert not english.found, english.report()


@pytest.mark.parametrize("language", LANGUAGES)
def test_mailing_the_players_reports_without_english(
        qtbot: Any, speak: Callable[[str], None], smtp_server: Any, language: str, dialogs: Any) -> None:
    from dataclasses import replace

    from test_mail_dialog import mail_evaluation, send_and_wait

    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.gui.mail.dialog import MailDialog

    speak(language)
    english = English(language)
    game = mail_evaluation().game  # Beatrix has no address: skipped, and says why
    evaluation = evaluate(game.with_settings(replace(game.settings, language=language, title="Herbst")))
    dialog = MailDialog(evaluation, 2, sender="Joe <joe@example.org>",
                        smtp=smtp_server.settings("none", None))
    qtbot.addWidget(dialog)
    dialog.show()
    english.look("the mail dialog", shown_texts(dialog))
    send_and_wait(dialog, dialog.send_button, dialogs)
    assert smtp_server.handler.count() == 4
    english.look("the mails sent", shown_texts(dialog))
    assert not english.found, english.report()
