"""Players who come and go, in the app (issue 29): withdrawing, taking a place over, and a removal refused.

The game master works as in the rules' example (five players, two rounds): Game ▸ Withdraw a Player…
and Take Over a Place…, the roster's right-click menu, the Players page's buttons, the Delete key and
Remove selected players. Each step is one undo step, said before it happens, and shown in every table.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox

from test_gui_entry import focus, press, type_text
from wordmastermind.core.wmm.departures import take_over, takeover_of, withdraw, withdrawal_of
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.lot import with_drawn_lot
from wordmastermind.gui.roles import STATUS_ROLE
from wordmastermind.gui.widgets.colors import WARNING_STYLE
from wordmastermind.gui.wmm.departure_dialogs import TakeOverDialog, WithdrawDialog
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.round_model import GUESSER, NOTE, TARGET, RoundModel
from wordmastermind.gui.wmm.round_model import WORD as WORD_COLUMN
from wordmastermind.gui.wmm.roster_model import NAME, STATUS, RosterModel
from wordmastermind.gui.wmm.standings_model import PLAYER, WORD, StandingsModel

YES = QMessageBox.StandardButton.Yes


# ---------------------------------------------------------------- helpers


def game_menu(window: Any) -> dict[str, QAction]:
    window.game_menu.aboutToShow.emit()  # filled as it opens
    return {action.text(): action for action in window.game_menu.actions()}


def open_dialog(qtbot: Any, window: Any, kind: type, run: Any) -> Any:
    run()
    dialog = window.findChild(kind)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def click(qtbot: Any, button: Any) -> None:
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def choose_player(dialog: Any, name: str) -> None:
    index = dialog.player_combo.findText(name)
    assert index >= 0, name
    dialog.player_combo.setCurrentIndex(index)


def standing(model: StandingsModel, name: str) -> tuple[str, str]:
    """The Player and Word cells of ``name``'s row in the standings."""
    for row in range(model.rowCount()):
        shown = model.index(row, PLAYER).data()
        if shown == name or shown.endswith(f"(now {name})"):
            return shown, model.index(row, WORD).data()
    raise AssertionError(f"{name} not in the standings")


@pytest.fixture
def menu_choice(qtbot: Any) -> Iterator[list[Any]]:
    """Right-click menus answered as they open: the first text put in the list is the item chosen (none: the
    menu is closed); each menu's items are added to the list (a list of their texts)."""
    script: list[Any] = []

    def answer() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            return
        wanted = next((script.pop(i) for i, text in enumerate(script) if isinstance(text, str)), None)
        script.append([action.text() for action in menu.actions() if not action.isSeparator()])
        chosen = next((a for a in menu.actions() if wanted is not None and a.text() == wanted), None)
        menu.close()
        if chosen is not None:
            chosen.trigger()

    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(answer)
    timer.start()
    yield script
    timer.stop()


def right_click_roster(window: Any, row: int) -> None:
    view = window.wmm.game_page.roster
    rect = view.visualRect(view.model().index(row, NAME))
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, rect.center(), view.viewport().mapToGlobal(rect.center()))
    view.contextMenuEvent(event)


# ---------------------------------------------------------------- withdrawing


@pytest.mark.parametrize("word", ["leaves", "stays"])
def test_withdrawing_after_round_2_shows_what_happens_and_is_one_undo_step(
        qtbot: Any, window: Any, word: str) -> None:
    sheet = window.wmm
    sheet.load_demo()  # the rules' example: five players, two rounds
    page = sheet.show_rounds(2)
    menu = game_menu(window)
    assert "&Withdraw a Player…" in menu and "&Take Over a Place…" in menu
    dialog = open_dialog(qtbot, window, WithdrawDialog, menu["&Withdraw a Player…"].trigger)
    choose_player(dialog, "Beatrix")
    assert dialog.round_spin.value() == 2 and dialog.round_spin.minimum() == 1  # the last round entered
    assert dialog.leaves.isChecked() and dialog.leaves.text() == "The word &leaves the game at the end of round 2"
    assert dialog.story.text() == ("Rounds 1–2 stay as they were. From round 3 on, Beatrix makes no guess,"
                                   " and a guess entered for them there is refused.")
    assert not dialog.warning.isVisibleTo(dialog) and dialog.ok_button.isEnabled()
    dialog.round_spin.setValue(1)
    assert dialog.leaves.text() == "The word &leaves the game at the end of round 1"
    assert dialog.story.text().startswith("Round 1 stays as it was. From round 2 on, Beatrix makes no guess")
    assert dialog.warning.text() == ("Beatrix withdrew after round 1, so no guess of theirs counts from round 2"
                                     " on. Their guesses entered in round 2 will be refused.")
    dialog.round_spin.setValue(2)
    if word == "stays":
        dialog.stays.click()
    document = sheet.document
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert withdrawal_of(document.game, "Beatrix") is not None
    assert withdrawal_of(document.game, "Beatrix").word == word
    assert document.undo_stack.undoText() == "Withdraw Beatrix"

    # The standings say so, in italics; the status strip counts those still playing.
    standings = page.standings_model
    fate = "word left" if word == "leaves" else "word in play"
    assert standing(standings, "Beatrix") == ("Beatrix", f"withdrew after round 2; {fate}")
    row = next(r for r in range(standings.rowCount()) if standings.index(r, PLAYER).data() == "Beatrix")
    assert standings.index(row, PLAYER).data(Qt.ItemDataRole.FontRole).italic()
    assert "4 of 5 players still playing" in sheet.status.text()
    roster = sheet.game_page.roster_model
    assert roster.index(2, STATUS).data() == (
        "withdrew after round 2; the word left the game" if word == "leaves"
        else "withdrew after round 2; the word stays in play")

    # Ctrl+Z takes it back whole; Redo brings it again.
    window.undo_action.trigger()
    assert withdrawal_of(document.game, "Beatrix") is None
    assert standing(standings, "Beatrix") == ("Beatrix", "in play")
    assert roster.index(2, STATUS).data() == ""
    window.redo_action.trigger()
    assert withdrawal_of(document.game, "Beatrix") is not None
    assert page.caption.text().endswith("Withdrew after it: Beatrix.")  # round 2's line

    # A guess by her in round 3 is refused, and the note says why.
    window.activateWindow()  # back from the dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    page.show_round(3)
    page.focus_new_row()
    for text, key in (("Beatrix", Qt.Key.Key_Tab), ("Alfons", Qt.Key.Key_Tab), ("salat", Qt.Key.Key_Return)):
        type_text(qtbot, text)
        press(qtbot, key)
    model = page.round_model
    assert model.index(0, 0).data(STATUS_ROLE) == "bad"
    assert model.index(0, NOTE).data() == "Beatrix withdrew after round 2"
    assert model.index(0, NOTE).data(Qt.ItemDataRole.ToolTipRole) == "Beatrix withdrew after round 2"


def test_the_withdrawal_is_taken_back_from_the_rosters_menu(qtbot: Any, window: Any, menu_choice: list[Any]) -> None:
    sheet = window.wmm
    sheet.load_demo()
    document = sheet.document
    document.edit("Withdraw Emil", lambda game: withdraw(game, "Emil", 1))
    sheet.pages.setCurrentWidget(sheet.game_page)
    menu_choice.append("Take Back the Withdrawal of Emil")
    right_click_roster(window, 3)
    assert menu_choice[-1] == ["Take Back the Withdrawal of Emil"]
    assert withdrawal_of(document.game, "Emil") is None
    assert document.undo_stack.undoText() == "Take back the withdrawal of Emil"
    # A player who plays: withdraw, or let someone take the place over.
    right_click_roster(window, 3)
    assert menu_choice[-1] == ["Withdraw Emil…", "Let Someone Take Over Emil's Place…"]


def test_the_roster_offers_nothing_before_a_round_is_entered(qtbot: Any, window: Any, menu_choice: list[Any]) -> None:
    sheet = window.wmm
    sheet.load_demo()
    sheet.document.replace(replace(rules_example(), rounds=()), None)
    sheet.pages.setCurrentWidget(sheet.game_page)
    right_click_roster(window, 0)
    assert menu_choice == []  # no menu at all: nothing to offer
    assert "&Withdraw a Player…" not in game_menu(window)


def test_a_withdrawal_evaluates_only_the_games_it_makes_once(
        qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Found measuring a game of 100 players and 40 rounds: each story the dialog told evaluated the game as it
    was (whether it was over by then, which the app knew) and as it would be, and OK both again. The notes tell
    of both choices of the word: each game is evaluated once, whichever is chosen, and OK takes the chosen one's."""
    import wordmastermind.core.wmm.evaluation as evaluation

    sheet = window.wmm
    sheet.load_demo()
    document = sheet.document
    assert document.evaluation.player("Beatrix").withdrawn_after is None  # the app shows the game: evaluated
    evaluate = evaluation.evaluate
    evaluated: list[tuple[tuple[str, str], ...]] = []

    def counted(game: Any, upto: int | None = None, previous: Any = None) -> Any:
        evaluated.append(tuple((w.player, w.word) for w in game.withdrawals))
        return evaluate(game, upto, previous)

    monkeypatch.setattr(evaluation, "evaluate", counted)
    dialog = open_dialog(qtbot, window, WithdrawDialog, lambda: sheet.game_page.departures.withdraw("Beatrix"))
    assert dialog.story.text().startswith("Rounds 1–2 stay as they were.")
    both = [(("Beatrix", "leaves"),), (("Beatrix", "stays"),)]
    assert evaluated == both  # the notes: the game as each choice would make it
    dialog.stays.click()
    dialog.leaves.click()
    dialog.stays.click()
    assert evaluated == both  # told of already
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert document.evaluation.player("Beatrix").withdrawn_after == 2  # shown as withdrawn
    assert withdrawal_of(document.game, "Beatrix").word == "stays"
    assert evaluated == both  # the note's evaluation is the game's


def test_the_dialog_offers_the_rounds_entered_only(qtbot: Any, window: Any) -> None:
    sheet = window.wmm
    sheet.load_demo()
    dialog = open_dialog(qtbot, window, WithdrawDialog, sheet.game_page.departures.withdraw)
    dialog.round_spin.setValue(2)
    choose_player(dialog, "Gustav")
    assert dialog.ok_button.isEnabled()
    # Round 5 is not entered: the spin box stops at the last round entered.
    dialog.round_spin.setValue(5)
    assert dialog.round_spin.value() == 2
    dialog.reject()


def test_the_dialog_refuses_a_round_before_one_whose_report_went_out(qtbot: Any, window: Any) -> None:
    """Found by a French game master: withdrawn after round 1 once round 2's report had gone out, a player's
    round-2 guesses counted nothing, and the report the players had was wrong."""
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.sent_log import sent_reports

    sheet = window.wmm
    sheet.load_demo()
    document = sheet.document
    game = document.game
    told = sent_reports(evaluate(game), 2, "round", [p.name for p in game.players], "2026-12-02T09:03:00+01:00")
    document.edit("round 2 went out", lambda game: game.with_sent(told))
    dialog = open_dialog(qtbot, window, WithdrawDialog, sheet.game_page.departures.withdraw)
    choose_player(dialog, "Gustav")
    dialog.round_spin.setValue(1)
    assert dialog.error.isVisibleTo(dialog) and not dialog.ok_button.isEnabled()
    assert dialog.error.text() == ("The report of round 2 went out already: withdrawn after round 1, Gustav would"
                                   " not have played the rounds after it that the players were told of; withdraw"
                                   " them after round 2.")
    dialog.round_spin.setValue(2)
    assert not dialog.error.isVisibleTo(dialog) and dialog.ok_button.isEnabled()
    dialog.reject()


ENDS_AFTER_1 = ("Withdrawn after round 1, Player 001 ends the game with it: too few words are left in play; round"
                " 1's report is the final one, naming the winner and every secret word.")


def random_game_dialog(qtbot: Any, window: Any, tmp_path: Any, players: int, seed: int, name: str) -> Any:
    """Withdraw a Player… on ``name`` after round 1, in a random game of ``players`` opened from its file."""
    from wordmastermind.core.wmm.simulate import random_game
    from wordmastermind.files.wmm.file import save_game

    path = tmp_path / "g.wmm"
    save_game(random_game(players=players, rounds=30, seed=seed, hit_chance=0.3), path)
    assert window.open_path(path)
    dialog = open_dialog(qtbot, window, WithdrawDialog, window.wmm.game_page.departures.withdraw)
    choose_player(dialog, name)
    dialog.round_spin.setValue(1)
    return dialog


def notes(dialog: Any) -> tuple[str, str]:
    """The notes under "the word leaves" and "the word stays", as the dialog shows them."""
    return dialog.leaves_note.text(), dialog.stays_note.text()


def test_the_notes_say_what_each_choice_does_for_the_game(qtbot: Any, window: Any) -> None:
    """The rules' example: withdrawn after round 2, Beatrix's word leaves (round 3's report reveals it) or
    stays; after round 2, Emil's word was guessed in round 2 already."""
    sheet = window.wmm
    sheet.load_demo()
    dialog = open_dialog(qtbot, window, WithdrawDialog, lambda: sheet.game_page.departures.withdraw("Beatrix"))
    stays_note = "Beatrix's word stays in play. It can be guessed and keeps earning word points."
    assert notes(dialog) == ("Beatrix's word leaves the game: the report of round 3 reveals it. It earns no more"
                             " word points.", stays_note)
    dialog.stays.click()  # the notes are of both choices, whichever is chosen
    assert notes(dialog) == ("Beatrix's word leaves the game: the report of round 3 reveals it. It earns no more"
                             " word points.", stays_note)
    dialog.round_spin.setValue(1)
    assert notes(dialog)[0].startswith("Beatrix's word leaves the game: the report of round 2 reveals it.")
    dialog.round_spin.setValue(2)
    choose_player(dialog, "Emil")  # LAMPE was guessed in round 2: nothing to choose
    assert not dialog.word_box.isEnabled()
    assert notes(dialog) == ("Emil's word was guessed in round 2.", "Emil's word was guessed in round 2.")
    dialog.reject()


def test_the_note_of_the_choice_that_ends_the_game_says_so_whichever_is_chosen(
        qtbot: Any, window: Any, tmp_path: Any) -> None:
    """Found in play: withdrawing a player whose word left the game ended it after round 1, with no word; with
    "the word stays" chosen, the note under "the word leaves" said the next report would reveal it."""
    dialog = random_game_dialog(qtbot, window, tmp_path, 6, 1, "Player 001")
    leaves_note = ("Player 001's word leaves the game: the report of round 1, the final one, reveals it. "
                   + ENDS_AFTER_1)
    stays_note = "Player 001's word stays in play. It can be guessed and keeps earning word points."
    assert notes(dialog) == (leaves_note, stays_note) and dialog.ok_button.isEnabled()
    assert dialog.leaves_note.styleSheet() == WARNING_STYLE and dialog.stays_note.styleSheet() == ""
    assert dialog.story.text() == "Round 1 stays as it was."  # no round 2 to guess in: the game is over
    dialog.stays.click()  # the word staying, the game goes on; the other choice's note is as it was
    assert notes(dialog) == (leaves_note, stays_note)
    assert dialog.leaves_note.styleSheet() == WARNING_STYLE
    assert dialog.story.text() == ("Round 1 stays as it was. From round 2 on, Player 001 makes no guess, and a"
                                   " guess entered for them there is refused.")
    dialog.leaves.click()
    assert notes(dialog) == (leaves_note, stays_note)
    dialog.round_spin.setValue(2)  # over after round 2 anyway: nobody withdraws after it
    assert dialog.error.isVisibleTo(dialog) and not dialog.ok_button.isEnabled()
    assert notes(dialog) == ("It earns no more word points.", "It can be guessed and keeps earning word points.")
    assert dialog.leaves_note.styleSheet() == ""
    dialog.reject()


def test_a_withdrawal_that_ends_the_game_rounds_later_says_after_which(
        qtbot: Any, window: Any, tmp_path: Any) -> None:
    """Found with random games: the word leaving after round 1, the game was over after round 3 (not 4), and
    the note said "withdrawn after round 3 … ends the game with it"."""
    dialog = random_game_dialog(qtbot, window, tmp_path, 5, 2, "Player 004")
    dialog.stays.click()
    assert notes(dialog) == (
        "Player 004's word leaves the game: the report of round 2 reveals it. Withdrawn after round 1, Player 004"
        " ends the game after round 3: too few words are left in play then; round 3's report is the final one,"
        " naming the winner and every secret word.",
        "Player 004's word stays in play. It can be guessed and keeps earning word points.")
    dialog.reject()


def test_the_word_choice_is_offered_only_for_a_word_still_in_play(qtbot: Any, window: Any) -> None:
    """Found in play: withdrawing a player whose word was guessed offered "the word leaves" and "the word
    stays", though neither could be."""
    sheet = window.wmm
    sheet.load_demo()  # Emil's LAMPE was guessed in round 2
    dialog = open_dialog(qtbot, window, WithdrawDialog, sheet.game_page.departures.withdraw)
    dialog.round_spin.setValue(2)
    choose_player(dialog, "Emil")
    assert not dialog.word_box.isEnabled()
    assert dialog.word_box.toolTip() == "Emil's word was guessed in round 2: it is out of play already."
    choose_player(dialog, "Gustav")
    assert dialog.word_box.isEnabled() and dialog.word_box.toolTip() == ""
    dialog.reject()


# ---------------------------------------------------------------- taking a place over


def test_taking_over_a_place_renames_it_and_the_rounds_before_keep_the_old_name(
        qtbot: Any, window: Any, menu_choice: list[Any]) -> None:
    sheet = window.wmm
    sheet.load_demo()
    document = sheet.document
    sheet.pages.setCurrentWidget(sheet.game_page)
    menu_choice.append("Let Someone Take Over Beatrix's Place…")
    right_click_roster(window, 2)
    dialog = window.findChild(TakeOverDialog)
    assert dialog is not None and dialog.name() == "Beatrix"
    qtbot.waitUntil(dialog.isVisible)
    assert not dialog.ok_button.isEnabled()  # no new name yet
    assert dialog.error.text() == "The new player needs a name."
    dialog.name_edit.setFocus()
    type_text(qtbot, "Otto")
    dialog.email_edit.setText("otto@example.org")
    dialog.round_spin.setValue(1)
    assert dialog.story.text() == ("From round 2 on, Otto plays Beatrix's place, with the same secret word. Round 1"
                                   " keeps Beatrix's name in the reports. Mail goes to otto@example.org from now on."
                                   " Send Otto the report of round 1: it gives the place's word and the next round.")
    assert dialog.warning.text() == "The guesses of round 2 under this place count as Otto's."
    dialog.name_edit.setText("Gustav")
    assert dialog.error.text() == "Gustav is a player already." and not dialog.ok_button.isEnabled()
    dialog.name_edit.setText("Otto")
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert document.undo_stack.undoText() == "Otto takes over Beatrix's place"
    assert takeover_of(document.game, "Otto") is not None

    # The roster has the new name and addresses, and the story.
    roster = sheet.game_page.roster_model
    assert roster.index(2, NAME).data() == "Otto"
    assert roster.index(2, STATUS).data() == "took over from Beatrix after round 1"
    lot = sheet.game_page.lot_model  # the lot of round 1 names the players as round 1 knew them
    assert [(lot.index(r, 0).data(), lot.index(r, 1).data()) for r in (1, 2)] == [
        ("Gustav", "Beatrix (now Otto)"), ("Beatrix (now Otto)", "Gustav")]

    # Round 1 shows the name played then (the editor holds the roster's); round 2 the new one.
    page = sheet.show_rounds(1)
    model = page.round_model
    row = next(r for r in range(model.rowCount()) if model.index(r, GUESSER).data().startswith("Beatrix"))
    assert model.index(row, GUESSER).data() == "Beatrix (now Otto)"
    assert model.index(row, GUESSER).data(Qt.ItemDataRole.EditRole) == "Otto"
    page.filter.setText("otto")  # the filter finds the place under either name
    assert page.proxy.rowCount() == 3  # Otto's guess, the guess at Otto, and the empty row
    page.filter.clear()
    # The standings name the place as the round's report does: Beatrix's up to the takeover, then with Otto.
    assert standing(page.standings_model, "Beatrix")[0] == "Beatrix"
    page.show_round(2)
    assert "Otto" in [model.index(r, GUESSER).data() for r in range(model.rowCount())]
    assert standing(page.standings_model, "Otto")[0] == "Beatrix (now Otto)"

    # The roster's menu takes it back: Beatrix plays again.
    sheet.pages.setCurrentWidget(sheet.game_page)
    menu_choice.append("Take Back the Takeover (Beatrix Plays Again)")
    right_click_roster(window, 2)
    assert roster.index(2, NAME).data() == "Beatrix" and roster.index(2, STATUS).data() == ""
    assert document.undo_stack.undoText() == "Take back the takeover: Beatrix plays again"


def test_a_round_before_the_takeover_takes_the_name_it_was_played_under(qtbot: Any, window: Any) -> None:
    """Otto took Beatrix's place over after round 1. Correcting round 1 from Beatrix's mail, the game master
    types "Beatrix": the guess is the place's, as round 1 shows it; in round 2, that name says whose place it is."""
    sheet = window.wmm
    sheet.load_demo()
    document = sheet.document
    document.edit("take over", lambda game: take_over(game, "Beatrix", "Otto", after_round=1))
    page = sheet.show_rounds(1)
    model = page.round_model
    row = next(r for r in range(model.rowCount()) if model.index(r, GUESSER).data().startswith("Beatrix"))
    kept = [model.index(row, column).data() for column in (TARGET, WORD_COLUMN)]
    document.edit("the guess mistyped: delete it", lambda game: game.without_guesses(1, [row]))
    page.focus_new_row()  # and type it again, as Beatrix's mail has it
    for text in ("beatrix", kept[0], kept[1]):
        type_text(qtbot, text)
        press(qtbot, Qt.Key.Key_Tab if text != kept[1] else Qt.Key.Key_Return)
    last = model.rowCount() - 2  # above the empty row
    assert [model.index(last, c).data() for c in (GUESSER, TARGET, WORD_COLUMN)] == ["Beatrix (now Otto)", *kept]
    assert model.index(last, NOTE).data() == ""  # no problem: the place's guess
    document.edit("a guess in round 2 under the old name", lambda game: game.with_guess(
        2, 0, replace(game.rounds[1].guesses[0], guesser="Beatrix")))
    page.show_round(2)
    assert model.index(0, NOTE).data() == "Otto took Beatrix's place over after round 1: write Otto"


def test_the_players_page_shows_who_came_and_went_and_its_buttons_act(qtbot: Any, window: Any) -> None:
    from test_gui_players_page import choose, open_players_tab

    sheet = window.wmm
    sheet.load_demo()
    document = sheet.document
    document.edit("two", lambda game: take_over(withdraw(game, "Emil", 2), "Beatrix", "Otto", after_round=1))
    page = open_players_tab(qtbot, window)
    texts = [page.players.item(i).text() for i in range(page.players.count())]
    assert texts == ["Alfons", "Gustav", "Otto (took over from Beatrix)", "Emil (withdrew after round 2)", "Fritzchen"]
    assert page.players.item(3).font().italic()
    choose(qtbot, page, "Emil (withdrew after round 2)")
    assert page.caption.text().endswith("Emil: withdrew after round 2; the word left the game.")
    assert page.withdraw_button.text() == "Take Back the W&ithdrawal" and not page.take_over_button.isEnabled()
    click(qtbot, page.withdraw_button)
    assert withdrawal_of(document.game, "Emil") is None
    assert page.players.item(3).text() == "Emil" and page.withdraw_button.text() == "W&ithdraw…"
    choose(qtbot, page, "Alfons")
    own = page.guesses_model
    targets = [own.index(r, 2).data() for r in range(own.rowCount())]
    assert targets == ["Fritzchen", "Emil"]
    choose(qtbot, page, "Gustav")
    targets = [own.index(r, 2).data() for r in range(own.rowCount())]
    assert targets == ["Beatrix (now Otto)", "Alfons"]
    dialog = open_dialog(qtbot, window, WithdrawDialog, page.withdraw_button.click)
    assert dialog.name() == "Gustav"
    dialog.reject()
    dialog = open_dialog(qtbot, window, TakeOverDialog, page.take_over_button.click)
    assert dialog.name() == "Gustav"
    dialog.reject()


# ---------------------------------------------------------------- removing


def test_removing_a_player_who_played_is_refused_with_the_way_out(qtbot: Any, window: Any, dialogs: Any) -> None:
    sheet = window.wmm
    sheet.load_demo()
    page = sheet.game_page
    sheet.pages.setCurrentWidget(page)
    page.roster.selectRow(2)
    click(qtbot, page.remove_players)
    assert dialogs.texts("warning") == [
        "A player who has played stays in the game: the rounds need them.\n\n"
        "• Beatrix has guesses in rounds 1–2; to let the player stop, withdraw them"
        " (Game ▸ Withdraw a Player…)"]
    assert [p.name for p in sheet.document.game.players][2] == "Beatrix"
    assert sheet.document.undo_stack.undoText() != "Remove Beatrix"


def test_removing_a_player_who_withdrew_already_says_so(qtbot: Any, window: Any, dialogs: Any) -> None:
    sheet = window.wmm
    sheet.load_demo()
    sheet.document.edit("Withdraw Emil", lambda game: withdraw(game, "Emil", 2))
    page = sheet.game_page
    sheet.pages.setCurrentWidget(page)
    page.roster.selectRow(3)
    click(qtbot, page.remove_players)
    assert dialogs.texts("warning")[0].endswith(
        "• Emil withdrew after round 2 already, and stays in the rounds played")
    assert len(sheet.document.game.players) == 5


def test_removing_a_player_the_lot_was_drawn_with_asks_first(qtbot: Any, window: Any, dialogs: Any) -> None:
    sheet = window.wmm
    sheet.load_demo()
    game = with_drawn_lot(replace(rules_example(), rounds=()), 7)
    sheet.document.replace(game, None)
    page = sheet.game_page
    sheet.pages.setCurrentWidget(page)
    page.roster.setFocus()
    page.roster.selectRow(4)
    qtbot.keyClick(page.roster, Qt.Key.Key_Delete)  # answered No: nothing removed
    assert dialogs.texts("question") == [
        "The lot for round 1 was drawn with Fritzchen. Without them it no longer fits the roster: draw it again on"
        " the Game page afterwards.\n\nRemove them?"]
    assert len(sheet.document.game.players) == 5
    dialogs.answers.append(YES)
    qtbot.keyClick(page.roster, Qt.Key.Key_Delete)
    assert [p.name for p in sheet.document.game.players] == ["Alfons", "Gustav", "Beatrix", "Emil"]
    assert "Does not fit the roster" in page.lot_label.text()


def test_a_player_who_never_played_goes_without_a_question(qtbot: Any, window: Any, dialogs: Any) -> None:
    sheet = window.wmm
    sheet.load_demo()
    sheet.document.edit("add", lambda game: game.with_player(5, replace(game.players[0], name="Zora")))
    page = sheet.game_page
    sheet.pages.setCurrentWidget(page)
    page.roster.selectRow(5)
    click(qtbot, page.remove_players)
    assert dialogs.shown == []
    assert len(sheet.document.game.players) == 5


# ---------------------------------------------------------------- the models


@pytest.mark.parametrize("make", [RosterModel, StandingsModel, RoundModel], ids=["roster", "standings", "round"])
def test_the_models_keep_the_contract_through_comings_and_goings(qtmodeltester: Any, make: Any) -> None:
    document = GameDocument(rules_example())
    model = make(document)
    qtmodeltester.check(model, force_py=True)
    document.edit("withdraw", lambda game: withdraw(game, "Emil", 1))
    document.edit("take over", lambda game: take_over(game, "Beatrix", "Otto", after_round=2))
    if isinstance(model, RoundModel):
        assert "Beatrix (now Otto)" in [model.index(r, TARGET).data() for r in range(model.rowCount())]
    qtmodeltester.check(model, force_py=True)
    document.undo_stack.undo()
    document.undo_stack.undo()
    qtmodeltester.check(model, force_py=True)


def test_the_standings_name_a_place_taken_over_as_the_rounds_report_does(qtbot: Any) -> None:
    """A play-tester's game: Xaver Lenz took Otto Hahn's place over after round 3. The app's standings beside
    round 3 said "Otto Hahn (jetzt Xaver Lenz)" where the report of round 3 says "Otto Hahn", and beside round 4
    "Xaver Lenz" where its report says "Otto Hahn (jetzt Xaver Lenz)". The reports' rule (docs/rules.md): a report
    of round N or earlier names the place as it was called; a later one names both."""
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.player_view import player_view
    from wordmastermind.core.wmm.round_report import round_report
    from wordmastermind.core.wmm.simulate import random_game

    game = random_game(6, 5, 3, hit_chance=0)
    game = take_over(game, game.players[2].name, "Xaver Lenz", after_round=3)
    evaluation = evaluate(game)
    assert evaluation.round == 5
    model = StandingsModel(GameDocument(game))
    for number in range(1, 6):
        model.set_round(number)
        shown = sorted(model.index(row, PLAYER).data() for row in range(model.rowCount()))
        report = round_report(player_view(evaluation, number))
        standings = next(block for block in report.blocks if getattr(block, "sheet", "") == "Standings")
        assert shown == sorted(row[1] for row in standings.rows), number
        expected = "Player 003" if number <= 3 else "Player 003 (now Xaver Lenz)"
        assert expected in shown and "Xaver Lenz" not in shown, (number, shown)


# ---------------------------------------------------------------- the mail


def over_with_a_withdrawal() -> Any:
    """A game of five over after round 3, Player 002 withdrawn after round 1; everybody has an address."""
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.simulate import random_game

    game = random_game(5, 30, 1, hit_chance=0.4)
    game = game.with_players(replace(p, email=f"p{row}@example.org") for row, p in enumerate(game.players))
    evaluation = evaluate(withdraw(game, "Player 002", 1))
    assert evaluation.game_over_after == 3
    return evaluation


def recipients(dialog: Any) -> list[tuple[str, bool, bool]]:
    view = dialog.recipients_list
    return [(view.item(i).text(), view.item(i).checkState() == Qt.CheckState.Checked,
             bool(view.item(i).flags() & Qt.ItemFlag.ItemIsEnabled)) for i in range(view.count())]


def test_the_final_report_goes_to_a_player_who_withdrew_ticked_as_any_other(qtbot: Any) -> None:
    """It went to them only with a tick under the list ("Also send the final report to players who withdrew"),
    unticked; the game master expects it to go, and unticks the player to leave them out."""
    from wordmastermind.gui.mail.dialog import MailDialog

    dialog = MailDialog(over_with_a_withdrawal(), 3, sender="Joe <joe@example.org>")
    qtbot.addWidget(dialog)
    dialog.show()
    assert not hasattr(dialog, "withdrawn_check")
    assert recipients(dialog)[1] == ("Player 002 <p1@example.org>", True, True)
    assert "Player 002" in dialog.chosen_names()
    dialog.recipients_list.item(1).setCheckState(Qt.CheckState.Unchecked)
    assert "Player 002" not in dialog.chosen_names()


def test_a_player_who_withdrew_gets_the_mail_of_their_last_round_and_none_after(qtbot: Any) -> None:
    """Found by a game master: Emil sent his guesses of round 1 and withdrew after it; the dialog listed him
    greyed for round 1's mail ("withdrew after round 1, no mail"), though it marks his guesses."""
    from test_mail_dialog import mail_evaluation

    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.gui.mail.dialog import MailDialog

    evaluation = evaluate(withdraw(mail_evaluation().game, "Emil", 1))
    last = MailDialog(evaluation, 1, sender="Joe <joe@example.org>")
    qtbot.addWidget(last)
    last.show()
    emil = next(row for row, item in enumerate(recipients(last)) if item[0].startswith("Emil"))
    assert recipients(last)[emil][1:] == (True, True) and "Emil" in last.chosen_names()
    last.preview_combo.setCurrentText("Emil")
    shown = last.preview_edit.toPlainText()  # the game's mails are German
    assert "Hallo Emil," in shown and "Du hast dich nach Runde 1 zurückgezogen: du rätst nicht mehr." in shown
    assert "In Runde 2 hast du" not in shown and "Antworte auf diese Mail" not in shown
    assert last.preview_note.text() == "4 of 5 players get a mail."  # Beatrix has no address
    after = MailDialog(evaluation, 2, sender="Joe <joe@example.org>")
    qtbot.addWidget(after)
    after.show()
    assert ("Emil (withdrew after round 1, no mail)", False, False) in recipients(after)
    assert "Emil" not in after.chosen_names()
