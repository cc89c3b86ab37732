"""Several addresses per player, in the roster: a new address typed over the old one keeps the old one after it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication

from wordmastermind.gui.wmm.roster_model import EMAIL

from test_cli_inbox import new_game


def type_into(qtbot: Any, view: Any, row: int, column: int, text: str) -> None:
    """Type ``text`` over a cell, as the game master does: the cell chosen, the text typed, Enter."""
    index = view.model().index(row, column)
    pages = view.window().wmm.pages
    pages.setCurrentIndex(pages.indexOf(view.window().wmm.game_page))  # the Game page, as its tab is clicked
    assert view.isVisible()
    view.setFocus()
    view.setCurrentIndex(index)
    view.edit(index)
    editor = QApplication.focusWidget()
    assert editor is not view, "no editor opened"
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.state() != QAbstractItemView.State.EditingState)  # the delegate commits queued


def test_a_new_address_keeps_the_old_one_and_says_so(
        window: Any, qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys)
    assert window.open_path(game)
    page = window.wmm.game_page
    view, model = page.roster, page.roster_model
    document = window.wmm.document
    assert model.index(0, EMAIL).data(Qt.ItemDataRole.ToolTipRole) is None  # one address: nothing to say
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    type_into(qtbot, view, 0, EMAIL, "alfons.neu@example.net")
    alfons = document.game.players[0]
    assert alfons.email == "alfons.neu@example.net; alfons@example.org"
    assert alfons.addresses[0] == "alfons.neu@example.net"  # mail goes to the new one
    assert model.index(0, EMAIL).data() == "alfons.neu@example.net; alfons@example.org"
    assert ("Alfons's old address alfons@example.org is kept as a second address: mail from it still"
            " counts. To remove it, type the field without it.") in said
    tip = model.index(0, EMAIL).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == ("Mail goes to alfons.neu@example.net; guesses are taken from every address:"
                   " alfons.neu@example.net, alfons@example.org. To remove an address, type the field without it.")
    assert document.undo_stack.count() == 1 and document.undo_stack.undoText() == "Change E-mail of Alfons"
    # the field typed without the old address: it goes
    type_into(qtbot, view, 0, EMAIL, "alfons.neu@example.net")
    assert document.game.players[0].email == "alfons.neu@example.net"
    assert model.index(0, EMAIL).data(Qt.ItemDataRole.ToolTipRole) is None
    document.undo_stack.undo()
    document.undo_stack.undo()
    assert document.game.players[0].email == "alfons@example.org"


def test_an_address_for_a_player_without_one_or_a_new_player_is_taken_as_typed(
        window: Any, qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from dataclasses import replace

    game = new_game(tmp_path, capsys)
    assert window.open_path(game)
    document = window.wmm.document
    document.edit("no address", lambda g: g.with_player(4, replace(g.players[4], email="")))
    page = window.wmm.game_page
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    type_into(qtbot, page.roster, 4, EMAIL, "fritz@example.org")
    assert document.game.players[4].email == "fritz@example.org"
    assert not [text for text in said if "old address" in text]
    type_into(qtbot, page.roster, 4, EMAIL, "Fritz <FRITZ@example.org>")  # the same address: not kept twice
    assert document.game.players[4].email == "Fritz <FRITZ@example.org>"


def opened(window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Any, Any, Any]:
    """The roster of a game of five players with e-mail addresses, on the Game page: its view, model, document."""
    assert window.open_path(new_game(tmp_path, capsys))
    page = window.wmm.game_page
    window.wmm.pages.setCurrentWidget(page)
    return page.roster, page.roster_model, window.wmm.document


def warned(cell: Any) -> str:
    """The warning a roster cell shows: its tooltip, in the warning's colour, no refusal."""
    from wordmastermind.gui.roles import PROBLEM_ROLE, WARNING_ROLE
    from wordmastermind.gui.widgets.colors import WARN

    said = cell.data(Qt.ItemDataRole.ToolTipRole)
    assert said == cell.data(WARNING_ROLE) and isinstance(said, str)
    assert cell.data(Qt.ItemDataRole.BackgroundRole) == WARN and cell.data(PROBLEM_ROLE) is None  # no refusal
    return said


def test_an_address_no_mail_can_go_to_is_marked_where_it_was_typed(
        window: Any, qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from wordmastermind.gui.roles import WARNING_ROLE

    view, model, document = opened(window, tmp_path, capsys)
    type_into(qtbot, view, 1, EMAIL, "gustav at example.org")  # the game master's slip: kept, and marked
    assert document.game.players[1].email.startswith("gustav at example.org")
    assert warned(model.index(1, EMAIL)) == ("gustav at example.org is not an e-mail address like"
                                             " name@example.org: no mail can go to Gustav there")
    assert model.index(0, EMAIL).data(WARNING_ROLE) is None  # alfons@example.org is fine
    document.undo_stack.undo()
    assert model.index(1, EMAIL).data(WARNING_ROLE) is None


def test_letters_chosen_for_a_player_without_a_postal_address_are_warned_of_at_the_address(
        window: Any, qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from test_gui_sent_log import pick
    from wordmastermind.gui.roles import WARNING_ROLE
    from wordmastermind.gui.wmm.roster_model import ADDRESS, CHANNEL

    view, model, document = opened(window, tmp_path, capsys)
    assert model.index(3, ADDRESS).data(WARNING_ROLE) is None  # Emil gets mails: no address needed
    pick(qtbot, view, 3, CHANNEL, 2)  # Emil: by post
    assert document.game.players[3].channel == "post"
    assert warned(model.index(3, ADDRESS)) == (
        "Emil is to get letters but has no postal address: no letter can go to them")
    assert model.index(3, EMAIL).data(WARNING_ROLE) is None
    try:
        window.switch_language("de")
        assert warned(model.index(3, ADDRESS)) == (
            "Emil soll Briefe bekommen, hat aber keine Postanschrift: es kann kein Brief an Emil gehen")
    finally:
        window.switch_language("en")
    type_into(qtbot, view, 3, ADDRESS, "Weg 1, 12345 Ort")
    assert model.index(3, ADDRESS).data(WARNING_ROLE) is None


def test_mails_chosen_for_a_player_without_an_e_mail_address_are_warned_of_at_the_e_mail(
        window: Any, qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from dataclasses import replace

    from test_gui_sent_log import pick
    from wordmastermind.gui.wmm.roster_model import CHANNEL

    view, model, document = opened(window, tmp_path, capsys)
    document.edit("no address", lambda g: g.with_player(4, replace(g.players[4], email="")))
    pick(qtbot, view, 4, CHANNEL, 1)  # Fritzchen: by e-mail
    assert document.game.players[4].channel == "mail"
    assert warned(model.index(4, EMAIL)) == (
        "Fritzchen is to get mails but has no e-mail address: no mail can go to them")
