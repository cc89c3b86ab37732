"""The round table as a working sheet: sorted, filtered, searched, guesses deleted and moved."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QToolButton

from wordmastermind.core.wmm.game import Game, Guess
from wordmastermind.gui.wmm.round_model import GUESSER, POINTS, WORD


def shown(page: Any, column: int) -> list[str]:
    """The column's texts as the table shows them, top to bottom."""
    model = page.table.model()
    return [model.index(r, column).data() for r in range(model.rowCount())]


def click_header(qtbot: Any, page: Any, column: int) -> None:
    header = page.table.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))


def type_text(qtbot: Any, text: str) -> None:
    for char in text:
        qtbot.keyClick(QApplication.focusWidget(), char)
        

def press(qtbot: Any, key: Qt.Key) -> None:
    """Press ``key`` where the focus is, and wait until the focus moved on (an editor opened, or the next
    cell's, or back to the table): Qt commits an edit on Enter through the event loop, then closes the editor."""
    widget = QApplication.focusWidget()
    qtbot.keyClick(widget, key)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not widget, timeout=30_000)


def round_two(qtbot: Any, window: Any) -> Any:
    window.wmm.load_demo()
    page = window.wmm.show_rounds(2)
    window.show()
    qtbot.waitExposed(window)
    return page


def test_a_header_click_sorts_the_round_and_the_saved_order_stays(qtbot: Any, window: Any) -> None:
    page = round_two(qtbot, window)
    entered = ["SAHNE", "TOLLE", "ATLAS", "SALSA", "LAMPE", ""]
    assert shown(page, WORD) == entered
    click_header(qtbot, page, WORD)
    assert shown(page, WORD) == ["ATLAS", "LAMPE", "SAHNE", "SALSA", "TOLLE", ""]  # the new row stays last
    click_header(qtbot, page, WORD)
    assert shown(page, WORD) == ["TOLLE", "SALSA", "SAHNE", "LAMPE", "ATLAS", ""]
    click_header(qtbot, page, WORD)
    assert shown(page, WORD) == entered  # a third click: the entry order again
    click_header(qtbot, page, POINTS)
    points = [float(p) for p in shown(page, POINTS)[:-1]]
    assert points == sorted(points)
    # The saved game keeps the entry order.
    assert [g.word for g in window.wmm.document.game.rounds[1].guesses] == entered[:-1]


def test_typing_and_undo_work_in_a_sorted_round(qtbot: Any, window: Any) -> None:
    page = round_two(qtbot, window)
    click_header(qtbot, page, WORD)
    # Correct the word shown first (ATLAS, Emil at Alfons, saved third) from the keyboard.
    page.table.setFocus()
    page.table.setCurrentIndex(page.table.model().index(0, WORD))
    press(qtbot, Qt.Key.Key_Return)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    type_text(qtbot, "zebra")
    press(qtbot, Qt.Key.Key_Return)
    game = window.wmm.document.game
    assert [g.word for g in game.rounds[1].guesses] == ["SAHNE", "TOLLE", "ZEBRA", "SALSA", "LAMPE"]
    assert shown(page, WORD) == ["LAMPE", "SAHNE", "SALSA", "TOLLE", "ZEBRA", ""]
    # A new guess typed into the empty row, still last while sorted.
    enter_row(qtbot, page, "Beatrix", "Emil", "kampe")
    assert window.wmm.document.game.rounds[1].guesses[-1] == Guess("Beatrix", "Emil", "KAMPE")
    assert shown(page, WORD)[0] == "KAMPE" and shown(page, WORD)[-1] == ""
    window.undo_action.trigger()
    window.undo_action.trigger()
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert [g.word for g in window.wmm.document.game.rounds[1].guesses] == ["SAHNE", "TOLLE", "ATLAS", "SALSA", "LAMPE"]


def test_the_filter_box_shows_one_players_rows(qtbot: Any, window: Any) -> None:
    page = round_two(qtbot, window)
    qtbot.keyClicks(page.filter, "emil")
    # Emil guessed ATLAS at Alfons and was guessed at with LAMPE by Alfons.
    assert shown(page, WORD) == ["ATLAS", "LAMPE", ""]
    page.filter.clear()
    qtbot.keyClicks(page.filter, "Alf")
    assert shown(page, WORD) == ["SAHNE", "TOLLE", "ATLAS", "SALSA", "LAMPE", ""]
    page.filter.clear()
    qtbot.keyClicks(page.filter, "Fritz")
    assert shown(page, GUESSER) == ["Fritzchen", ""]
    page.filter.clear()
    qtbot.keyClicks(page.filter, "be")  # the box completes the players' names
    assert page.filter.completer().currentCompletion() == "Beatrix"


def test_the_filter_box_offers_its_clear_button_once_it_holds_text(qtbot: Any, window: Any) -> None:
    page = round_two(qtbot, window)
    cross = page.filter.findChild(QToolButton)  # Qt's clear button: none until the box holds text
    assert cross is None or not cross.isVisible()
    qtbot.keyClicks(page.filter, "emil")
    assert shown(page, WORD) == ["ATLAS", "LAMPE", ""]
    cross = page.filter.findChild(QToolButton)
    assert cross is not None
    qtbot.waitUntil(cross.isVisible)
    qtbot.mouseClick(cross, Qt.MouseButton.LeftButton)
    assert page.filter.text() == ""
    assert shown(page, WORD) == ["SAHNE", "TOLLE", "ATLAS", "SALSA", "LAMPE", ""]
    qtbot.keyClicks(page.filter, "alf")  # and again, the button as before
    assert page.filter.findChildren(QToolButton) == [cross]
    assert shown(page, WORD) == ["SAHNE", "TOLLE", "ATLAS", "SALSA", "LAMPE", ""]


def test_the_round_proxy_keeps_the_model_contract(qtmodeltester: Any, window: Any) -> None:
    window.wmm.load_demo()
    page = window.wmm.show_rounds(2)
    page.table.sortByColumn(WORD, Qt.SortOrder.DescendingOrder)
    page.proxy.set_player("al")
    qtmodeltester.check(page.proxy, force_py=True)


def test_moving_guesses_between_rounds_in_the_core() -> None:
    game = Game().with_round(1, [Guess("Gustav", "Alfons", "sahne"), Guess("Emil", "Alfons", "tolle")])
    moved = game.with_guesses_moved(1, [0], 2)
    assert [[g.word for g in r.guesses] for r in moved.rounds] == [["TOLLE"], ["SAHNE"]]
    back = moved.with_guesses_moved(2, [0], 1)
    assert [[g.word for g in r.guesses] for r in back.rounds] == [["TOLLE", "SAHNE"], []]


def menu_action(menu: Any, text: str) -> Any:
    for action in menu.actions():
        if action.text().replace("&", "") == text:
            return action
    raise AssertionError(f"no {text!r} in {[a.text() for a in menu.actions()]}")


def select_rows(qtbot: Any, page: Any, rows: list[int]) -> None:
    """Click the first row's word, Ctrl+click the others'."""
    table = page.table
    table.setFocus()
    for n, row in enumerate(rows):
        modifier = Qt.KeyboardModifier.ControlModifier if n else Qt.KeyboardModifier.NoModifier
        center = table.visualRect(table.model().index(row, WORD)).center()
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, modifier, center)


def test_edit_delete_guess_removes_the_selected_rows_in_one_undo(qtbot: Any, window: Any) -> None:
    page = round_two(qtbot, window)
    window.edit_menu.aboutToShow.emit()
    delete = menu_action(window.edit_menu, "Delete Guess")
    page.table.setFocus()
    page.table.setCurrentIndex(page.table.model().index(5, WORD))  # the empty row: nothing to delete
    page.table.clearSelection()
    assert not delete.isEnabled()
    click_header(qtbot, page, WORD)  # sorted: ATLAS, LAMPE, SAHNE, SALSA, TOLLE
    select_rows(qtbot, page, [0, 2])
    assert delete.isEnabled()
    delete.trigger()
    assert [g.word for g in window.wmm.document.game.rounds[1].guesses] == ["TOLLE", "SALSA", "LAMPE"]
    window.undo_action.trigger()  # one Undo for the action
    assert [g.word for g in window.wmm.document.game.rounds[1].guesses] == ["SAHNE", "TOLLE", "ATLAS", "SALSA", "LAMPE"]
    # The platform's Delete key is the same action.
    select_rows(qtbot, page, [1])
    qtbot.keyClick(page.table, Qt.Key.Key_Delete)
    assert "LAMPE" not in [g.word for g in window.wmm.document.game.rounds[1].guesses]


def right_click_and_choose(qtbot: Any, page: Any, row: int, path: list[str]) -> None:
    """Right-click the row, then choose the entries of ``path`` in the menu and its submenus."""
    from PySide6.QtCore import QTimer

    table = page.table
    rect = table.visualRect(table.model().index(row, WORD))
    chosen: list[str] = []

    def choose() -> None:
        menu = QApplication.activePopupWidget()
        assert menu is not None
        for text in path[:-1]:
            menu = menu_action(menu, text).menu()
        action = menu_action(menu, path[-1])
        chosen.append(action.text())
        QApplication.activePopupWidget().close()
        action.trigger()

    QTimer.singleShot(200, choose)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.RightButton, pos=rect.center())
    from PySide6.QtGui import QContextMenuEvent

    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, rect.center(), table.viewport().mapToGlobal(rect.center()))
    QApplication.sendEvent(table.viewport(), event)
    qtbot.waitUntil(lambda: bool(chosen))


def test_the_rows_menu_moves_a_guess_to_another_round_undoably(qtbot: Any, window: Any) -> None:
    page = round_two(qtbot, window)
    select_rows(qtbot, page, [2])  # Emil's ATLAS at Alfons, typed into round 2 by mistake
    right_click_and_choose(qtbot, page, 2, ["Move to Round", "Round 1"])
    game = window.wmm.document.game
    assert [g.word for g in game.rounds[1].guesses] == ["SAHNE", "TOLLE", "SALSA", "LAMPE"]
    assert game.rounds[0].guesses[-1] == Guess("Emil", "Alfons", "ATLAS")
    window.undo_action.trigger()
    game = window.wmm.document.game
    assert [g.word for g in game.rounds[1].guesses] == ["SAHNE", "TOLLE", "ATLAS", "SALSA", "LAMPE"]
    assert len(game.rounds[0].guesses) == 5
    select_rows(qtbot, page, [4])  # the new round is offered too: the move starts it
    right_click_and_choose(qtbot, page, 4, ["Move to Round", "Round 3 (new)"])
    assert window.wmm.document.game.rounds[2].guesses == (Guess("Alfons", "Emil", "LAMPE"),)
    window.undo_action.trigger()
    select_rows(qtbot, page, [0])
    right_click_and_choose(qtbot, page, 0, ["Delete Guess"])
    assert [g.word for g in window.wmm.document.game.rounds[1].guesses] == ["TOLLE", "ATLAS", "SALSA", "LAMPE"]


def test_ctrl_f_finds_a_word_or_a_name_in_every_round_and_goes_to_the_row(qtbot: Any, window: Any) -> None:
    page = round_two(qtbot, window)
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    bar = page.find_bar
    qtbot.waitUntil(bar.field.hasFocus)
    qtbot.keyClicks(bar.field, "tolle")
    hits = [bar.hits.item(i).text() for i in range(bar.hits.count())]
    assert hits == ["Round 1, row 4: Emil at Alfons: TOLLE", "Round 2, row 2: Beatrix at Alfons: TOLLE"]
    qtbot.keyClick(bar.field, Qt.Key.Key_Return)  # the first hit: round 1
    assert page.current_round() == 1
    current = page.table.currentIndex()
    assert current.data() == "TOLLE" and page.table.source_row(current) == 3
    # A name: every guess by or at Fritzchen; a click on a hit selects it even while sorted and filtered.
    click_header(qtbot, page, WORD)
    qtbot.keyClicks(page.filter, "Gustav")
    qtbot.keyClick(page.table, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    bar.field.clear()
    qtbot.keyClicks(bar.field, "fritz")
    assert bar.hits.count() == 3  # KERBE and KAMPF in round 1, SALSA in round 2
    item = bar.hits.item(2)
    qtbot.mouseClick(bar.hits.viewport(), Qt.MouseButton.LeftButton, pos=bar.hits.visualItemRect(item).center())
    assert page.current_round() == 2
    assert page.table.currentIndex().data() == "SALSA"
    qtbot.keyClick(bar.field, Qt.Key.Key_Escape)
    assert not bar.isVisible()


def test_an_edit_that_breaks_a_later_round_marks_its_tab_and_links_to_the_row(qtbot: Any, window: Any) -> None:
    window.wmm.load_demo()
    page = window.wmm.show_rounds(1)
    window.show()
    qtbot.waitExposed(window)
    tabs = page.tabs
    assert tabs.tabIcon(1).isNull() and not tabs.tabToolTip(1)
    # In round 1, Emil guessed TOLLE at Alfons; correct it to SALAT, Alfons's word:
    # the four guesses at Alfons in round 2 now break a rule.
    model = page.table.model()
    row = next(r for r in range(model.rowCount()) if model.index(r, WORD).data() == "TOLLE")
    page.table.setFocus()
    page.table.setCurrentIndex(model.index(row, WORD))
    qtbot.keyClick(page.table, Qt.Key.Key_Return)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    type_text(qtbot, "salat")
    press(qtbot, Qt.Key.Key_Return)
    assert not tabs.tabIcon(1).isNull()
    assert tabs.tabToolTip(1) == "4 guesses in this round break a rule"
    assert tabs.tabIcon(0).isNull()
    notice = page.problems.notice
    assert notice.isVisible() and notice.parent() is window.statusBar()
    assert notice.link_text().startswith("Round 2, row 1 now breaks a rule: Alfons's word was guessed in round 1")
    assert notice.link_text() in notice.text() or notice.toolTip() == notice.link_text()  # whole, or in its tip
    notice.linkActivated.emit(notice.href())  # the link clicked
    assert page.current_round() == 2
    assert page.table.currentIndex().data() == "SAHNE"  # Gustav's guess at Alfons, row 1
    assert not notice.isVisible()
    window.undo_action.trigger()
    assert tabs.tabIcon(1).isNull()


def test_the_link_to_a_broken_row_leaves_the_status_bar_message_whole_in_a_narrow_window(
        qtbot: Any, window: Any) -> None:
    """Found at 850 px in German: the link took the width its whole text asked for, and the message beside it
    ("the word lists are ready") was cut to a few letters, the two run together. Now the link gives way: cut
    short with "…", the whole in its tip, and whole again once the message is gone."""
    from PySide6.QtGui import QFontMetrics

    window.wmm.load_demo()
    page = window.wmm.show_rounds(1)
    window.resize(850, 600)
    window.show()
    qtbot.waitExposed(window)
    model = page.table.model()
    row = next(r for r in range(model.rowCount()) if model.index(r, WORD).data() == "TOLLE")
    bar = window.statusBar()
    message = "The German word lists are ready."
    qtbot.waitUntil(lambda: bar.currentMessage() == message)  # the demo's words are checked: the lists came
    assert model.setData(model.index(row, WORD), "SALAT")  # Alfons's word: round 2's guesses at him break a rule
    notice = page.problems.notice
    qtbot.waitUntil(lambda: notice.isVisible() and notice.width() <= bar.width() // 2)
    assert notice.x() > QFontMetrics(bar.font()).horizontalAdvance(message) + 10  # the message has its room
    whole = notice.link_text()
    assert whole.startswith("Round 2, row 1 now breaks a rule") and whole.endswith("(and 3 more)")
    assert whole not in notice.text() and "…" in notice.text() and notice.toolTip() == whole
    bar.clearMessage()  # as it does after 4 s
    qtbot.waitUntil(lambda: whole in notice.text())  # room for all of it now
    assert notice.toolTip() == ""


def enter_row(qtbot: Any, page: Any, guesser: str, target: str, word: str) -> list[str]:
    """Type a guess into the new row; the note the row then shows, and the completions offered for the target."""
    from wordmastermind.gui.roles import COMPLETION_ROLE
    from wordmastermind.gui.wmm.round_model import NOTE, TARGET

    page.focus_new_row()
    row = page.round_model.rowCount() - 1
    type_text(qtbot, guesser)
    press(qtbot, Qt.Key.Key_Tab)
    offered = page.round_model.index(row, TARGET).data(COMPLETION_ROLE)
    type_text(qtbot, target)
    press(qtbot, Qt.Key.Key_Tab)
    type_text(qtbot, word)
    press(qtbot, Qt.Key.Key_Return)
    return [page.round_model.index(row, NOTE).data(), *offered]


def test_typing_a_player_who_may_not_be_guessed_at_names_the_real_reason(qtbot: Any, window: Any) -> None:
    window.wmm.load_demo()
    page = window.wmm.show_rounds(3)
    window.show()
    qtbot.waitExposed(window)
    # Emil's word was guessed in round 2: "Em" completes to Emil, and the row says why it scores nothing.
    note, *offered = enter_row(qtbot, page, "Gustav", "Em", "lampe")
    assert "Emil" in offered
    assert note == "Emil's word was guessed in round 2"
    note, *_ = enter_row(qtbot, page, "Beatrix", "Alf", "salat")
    assert note == "guessed!"
    # One guess a round in this game: none left for Beatrix; and not at Alfons twice.
    note, *_ = enter_row(qtbot, page, "Beatrix", "Fri", "kampf")
    assert note == "Beatrix already has 1 guess in this round"
    note, *_ = enter_row(qtbot, page, "Beatrix", "Alf", "sahne")
    assert note == "Beatrix already guesses at Alfons in this round (row 2)"
    # Round 1 follows the lot.
    page.show_round(1)
    lot = window.wmm.document.game.lot
    stranger = next(p.name for p in window.wmm.document.game.players
                    if p.name not in lot.targets("Gustav") and p.name != "Gustav")
    note, *offered = enter_row(qtbot, page, "Gustav", stranger, "tolle")
    assert offered[:len(lot.targets("Gustav"))] == list(lot.targets("Gustav"))
    assert stranger in offered
    assert note == f"in round 1 the lot lets Gustav guess at {', '.join(lot.targets('Gustav'))}, not at {stranger}"


def twenty_players() -> Game:
    from wordmastermind.core.wmm.game import Player
    from wordmastermind.core.wmm.lot import with_drawn_lot

    names = ["Alfons", "Beatrix", "Bernadette-Sophie", "Cäcilia", "Dietrich", "Emil", "Fritzchen",
             "Gustav", "Hildegard", "Ingeborg", "Jonathan", "Kunigunde", "Leopold", "Maximiliane",
             "Norbert", "Ottilie", "Pankratius", "Quirin", "Rosalinde", "Sieglinde"]
    secrets = ["SALAT", "HOSEN", "KERZE", "LAMPE", "TISCH", "FISCH", "BIRNE", "APFEL", "MOTTE", "NADEL",
               "PFERD", "HUMOR", "KRONE", "SONNE", "BLATT", "WOLKE", "REGEN", "STURM", "FEDER", "ZANGE"]
    players = [Player(n, s, email=f"{n.lower()}@postspiele-beispiel.example") for n, s in zip(names, secrets)]
    return with_drawn_lot(Game(players=tuple(players)), seed=7)


def test_columns_fit_their_texts_and_keep_the_widths_the_user_sets(qtbot: Any, make_window: Any) -> None:
    from wordmastermind.gui.wmm.roster_model import ADDRESS, EMAIL

    window = make_window()
    window.wmm.document.replace(twenty_players(), None)
    page = window.wmm.game_page
    roster, lot = page.roster, page.lot
    width = roster.fontMetrics().horizontalAdvance
    header = roster.horizontalHeader()
    longest = max(width(p.email) for p in window.wmm.document.game.players)
    assert header.sectionSize(EMAIL) > longest  # the e-mail addresses are shown whole
    assert header.sectionSize(ADDRESS) < header.sectionSize(EMAIL) // 3  # the empty address column is narrow
    model = lot.model()
    for row in range(model.rowCount()):
        for column in (0, 1):  # no name cut in the lot
            assert lot.horizontalHeader().sectionSize(column) > width(model.index(row, column).data())
    rounds = window.wmm.show_rounds(1)
    table = rounds.table
    # The game master widens the e-mail column and narrows the round's word column:
    # a new window keeps both.
    header.resizeSection(EMAIL, longest + 150)
    table.horizontalHeader().resizeSection(WORD, 55)
    window.close()
    again = make_window()
    again.wmm.document.replace(twenty_players(), None)
    assert again.wmm.game_page.roster.horizontalHeader().sectionSize(EMAIL) == longest + 150
    assert again.wmm.show_rounds(1).table.horizontalHeader().sectionSize(WORD) == 55


def test_an_undo_step_names_its_guesses_in_the_right_number(qtbot: Any, window: Any) -> None:
    """Found by a German game master: "1 Rateversuch(e) in Runde 1 löschen" in the Edit menu."""
    window.wmm.load_demo()
    page = window.wmm.show_rounds(1)
    stack = window.wmm.document.undo_stack
    page.table.round_model().remove_rows([0])
    assert stack.undoText() == "Delete 1 guess in round 1"
    page.table.round_model().remove_rows([0, 1])
    assert stack.undoText() == "Delete 2 guesses in round 1"
