"""The fetch dialog's decisions, mail by mail and line by line: a real IMAP server (pymap), the app's window.

The game master ticks a mail in or out, takes a mail before the round
opened or after the deadline, a suggested name, the good lines of a mail
with a bad one; each tick plans the round again and the listing follows at
once; Enter enters the plan as one undo step.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from wordmastermind.gui.mail.inbox_dialog import InboxDialog
from wordmastermind.gui.roles import PROBLEM_ROLE

from imap_support import ImapServer, mail
from test_cli_inbox import at, guesses_of, new_game, ok
from test_gui_inbox import click, dialogs_to_close, fetch, fill_account, find, groups, open_fetch, rows, tick, when

__all__ = ["dialogs_to_close"]  # the fixture, used here


def round_of(window: Any, number: int = 1) -> list[tuple[str, str, str]]:
    rounds = window.wmm.document.game.rounds
    return [(g.guesser, g.target, g.word) for g in rounds[number - 1].guesses] if len(rounds) >= number else []


def fetched(window: Any, game: Path, server: ImapServer, opened: list[InboxDialog], number: int | None = None
            ) -> InboxDialog:
    dialog = open_fetch(window, game)
    opened.append(dialog)
    if number is not None:
        dialog.round_spin.setValue(number)
    fill_account(dialog, server)
    fetch(dialog)
    return dialog


def test_leaving_the_counting_mail_makes_the_previous_one_count(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        dialogs_to_close: list[InboxDialog]) -> None:
    game = new_game(tmp_path, capsys)
    imap_server.append(mail("emil@example.org", "Alfons: SAHNE\n", date=at(9), message_id="<e1@test>"))
    imap_server.append(mail("emil@example.org", "Alfons: TOLLE\n", date=at(10), message_id="<e2@test>"))
    dialog = fetched(window, game, imap_server, dialogs_to_close)
    assert groups(dialog)["Mails that count"][:2] == [f"[x] Emil | {when(at(10))} | 1 guess to enter",
                                                      "Alfons: TOLLE |  | line 1"]
    assert groups(dialog)["Superseded by a later mail"] == [f"[ ] Emil | {when(at(9))} | Tipps"]
    tick(dialog, "Emil", "player")  # out: the earlier mail counts, at once
    found = groups(dialog)
    assert found["Mails that count"][:2] == [f"[x] Emil | {when(at(9))} | 1 guess to enter",
                                             "Alfons: SAHNE |  | line 1"]
    assert found["Left out by you"] == [f"[ ] Emil | {when(at(10))} | Tipps"]
    assert "Superseded by a later mail" not in found
    tick(dialog, "Emil", "mail")  # the newer one back in
    assert groups(dialog)["Superseded by a later mail"] == [f"[ ] Emil | {when(at(9))} | Tipps"]
    tick(dialog, "Emil", "mail")  # the superseded one ticked: it counts instead, the newer one is left out
    assert groups(dialog)["Left out by you"] == [f"[ ] Emil | {when(at(10))} | Tipps"]
    click(dialog.enter_button)
    assert round_of(window) == [("Emil", "Alfons", "SAHNE")]
    stack = window.wmm.document.undo_stack
    assert stack.count() == 1 and stack.undoText() == "Enter round 1 from the mailbox"
    assert guesses_of(game) == []  # entered in the app, not saved yet


def round_2_opened(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """Round 1 entered (opened at 8:00), round 2 opened at 10:00 with a deadline at 12:00."""
    game = new_game(tmp_path, capsys)
    guesses = tmp_path / "round1.csv"
    guesses.write_text("guesser,target,word\nAlfons,Beatrix,STUHL\n", encoding="utf-8")
    ok(capsys, "guesses", game, "--round", 1, guesses)
    ok(capsys, "open", game, "--round", 1, "--at", "2026-11-30T08:00+00:00")
    ok(capsys, "open", game, "--round", 2, "--at", "2026-11-30T10:00+00:00")
    ok(capsys, "deadline", game, "--round", 2, "--at", "2026-11-30T12:00+00:00")
    return game


def test_a_mail_before_the_round_opened_or_after_the_deadline_is_taken_one_by_one(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        dialogs_to_close: list[InboxDialog]) -> None:
    game = round_2_opened(tmp_path, capsys)
    imap_server.append(mail("gustav@example.org", "Emil: BIRNE\n", date=at(9, 30), message_id="<g2@test>"))
    imap_server.append(mail("beatrix@example.org", "Fritzchen: KERZE\n", date=at(9, 45), message_id="<b2@test>"))
    imap_server.append(mail("fritz@example.org", "Gustav: HOSEN\n", date=at(11), message_id="<f2@test>"))
    imap_server.append(mail("emil@example.org", "Alfons: SAHNE\n", date=at(12, 30), message_id="<e2@test>"))
    imap_server.append(mail("alfons@example.org", "Beatrix: TISCH\n", date=at(13), message_id="<a2@test>"))
    dialog = fetched(window, game, imap_server, dialogs_to_close, number=2)
    found = groups(dialog)
    assert found["Mails that count"][0] == f"[x] Fritzchen | {when(at(11))} | 1 guess to enter"
    early = found[f"Before round 2 opened ({when(at(10))})"]
    assert early[:2] == [f"[ ] Gustav | {when(at(9, 30))} | Tipps", f"[ ] Beatrix | {when(at(9, 45))} | Tipps"]
    assert early[2].endswith("more mails came before round 2 opened")  # the demo's strangers, counted only
    assert found[f"After the deadline ({when(at(12))})"] == [f"[ ] Alfons | {when(at(13))} | Tipps",
                                                            f"[ ] Emil | {when(at(12, 30))} | Tipps"]
    assert dialog.window_label.text() == f"Round 2 opened on {when(at(10))}. Deadline: {when(at(12))}."
    tick(dialog, "Gustav", "mail")  # that one mail, not Beatrix's
    tick(dialog, "Emil", "mail")  # that one late mail, not Alfons's
    found = groups(dialog)
    assert [line.split(" | ")[0] for line in found["Mails that count"] if line.startswith("[")] == [
        "[x] Gustav", "[x] Emil", "[x] Fritzchen"]
    assert found[f"After the deadline ({when(at(12))})"] == [f"[ ] Alfons | {when(at(13))} | Tipps"]
    dialog.late_check.setChecked(True)  # every late mail
    assert f"After the deadline ({when(at(12))})" not in groups(dialog)
    dialog.late_check.setChecked(False)
    tick(dialog, "Gustav", "player")  # taken although early: untaken again
    assert f"[ ] Gustav | {when(at(9, 30))} | Tipps" in groups(dialog)[f"Before round 2 opened ({when(at(10))})"]
    click(dialog.enter_button)
    assert sorted(round_of(window, 2)) == [("Emil", "Alfons", "SAHNE"), ("Fritzchen", "Gustav", "HOSEN")]
    assert window.wmm.document.undo_stack.count() == 1


def test_a_suggested_name_and_the_good_lines_of_a_mail_with_a_bad_one(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        dialogs_to_close: list[InboxDialog]) -> None:
    game = new_game(tmp_path, capsys)
    imap_server.append(mail("gustav@example.org", "Hallo,\nEmli: BIRNE\n", date=at(9), message_id="<g1@test>"))
    imap_server.append(mail("beatrix@example.org", "Fritzchen: KERZE\nEmil: SAL AT\n", date=at(9, 10),
                            message_id="<b1@test>"))
    imap_server.append(mail("emil@example.org", "Alfons: SAHNE\nEmil: LAMPE\n", date=at(9, 20), message_id="<e1@test>"))
    dialog = fetched(window, game, imap_server, dialogs_to_close)
    counting = groups(dialog)["Mails that count"]
    assert f"[x] Gustav | {when(at(9))} | not taken: line 2 (\"Emli: BIRNE\"): Emli is no player: did you mean Emil?" \
        in counting
    assert "[ ] Emli → Emil? |  | line 2: Emli: BIRNE" in counting
    assert "[ ] Take the good lines (1 guess)" in counting  # Beatrix's
    assert not dialog.enter_button.isEnabled()
    tick(dialog, "Emli → Emil?")
    counting = groups(dialog)["Mails that count"]
    assert counting[counting.index(f"[x] Gustav | {when(at(9))} | 1 guess to enter") + 1] == "Emil: BIRNE |  | line 2"
    assert "[x] Emli → Emil? |  | line 2: Emli: BIRNE" in counting
    tick(dialog, "Take the good lines (1 guess)")
    tick(dialog, "Take the good lines (2 guesses)")  # Emil's: one of them breaks a rule
    counting = groups(dialog)["Mails that count"]
    assert f"[x] Beatrix | {when(at(9, 10))} | 1 guess to enter" in counting
    assert f"[x] Emil | {when(at(9, 20))} | 2 guesses to enter, 1 of them marked" in counting
    assert "Emil: LAMPE |  | marked: Emil cannot guess at their own word" in counting
    marked = find(dialog, "Emil: LAMPE")
    assert marked.data(Qt.ItemDataRole.BackgroundRole) is not None  # in the colour of a problem
    click(dialog.enter_button)
    assert round_of(window) == [("Gustav", "Emil", "BIRNE"), ("Beatrix", "Fritzchen", "KERZE"),
                                ("Emil", "Alfons", "SAHNE"), ("Emil", "Emil", "LAMPE")]
    document = window.wmm.document
    assert document.undo_stack.count() == 1
    assert [p.row for p in document.evaluation.rounds[0].problems] == [3]
    model = window.wmm.rounds_page.round_model  # marked on the Rounds page, as a typed guess
    assert "cannot guess at their own word" in model.index(3, 0).data(PROBLEM_ROLE)


def test_the_mails_that_do_not_count_are_grouped_apart_and_cleaned(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        qtmodeltester: Any, dialogs_to_close: list[InboxDialog]) -> None:
    from wordmastermind.core.wmm.game import Player

    game = new_game(tmp_path, capsys)
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL\n", date=datetime(2099, 1, 1, tzinfo=timezone.utc),
                            message_id="<a1@test>"), arrived=at(9))  # its own date far from its arrival
    imap_server.append(mail("alfons@example.org, gustav@example.org", "Beatrix: STUHL\n", date=at(9, 5),
                            message_id="<two@test>"))  # two senders: nobody's
    imap_server.append(mail("fritz@example.org", "Gustav: HOSEN\n", date=at(9, 10), message_id="<f1@test>"))
    imap_server.append(mail("spam@example.net", "Kaufen!\n", date=at(9, 20), message_id="<s1@test>",
                            subject="\u202eniwegeG\u202c Gewinn\x07 jetzt"))
    assert window.open_path(game)
    document = window.wmm.document
    document.edit("shared", lambda g: g.with_player(4, Player("Fritzchen", "KERZE", "emil@example.org")))
    document.save()
    imap_server.append(mail("emil@example.org", "Alfons: SAHNE\n", date=at(9, 30), message_id="<e1@test>"))
    dialog = fetched(window, game, imap_server, dialogs_to_close)
    qtmodeltester.check(dialog.model)
    found = groups(dialog)
    assert found["Mails that count"][0] == f"[x] Alfons | {when(at(9))} (dated 01 Jan 2099) | 1 guess to enter"
    assert found["From an address several players have"] == [
        f"emil@example.org | {when(at(9, 30))} | an address of Emil, Fritzchen"]
    assert found["Cannot be read"] == [f"alfons@example.org | {when(at(9, 5))} | the mail has several senders:"
                                       " alfons@example.org, gustav@example.org"]
    strangers = found["Not from a player"]
    assert f"spam@example.net | {when(at(9, 20))} | niwegeG Gewinn jetzt" in strangers, strangers
    assert not any(ch in "\n".join(rows(dialog)) for ch in "\u202e\u202c\x07")
    assert list(found)[0] == "Mails that count" and "Mails that count" not in list(found)[1:]
    tip = find(dialog, "Alfons", "player").siblingAtColumn(1).data(Qt.ItemDataRole.ToolTipRole)
    assert "its own date says 01 Jan 2099" in tip and "the arrival counts" in tip


def test_a_closed_round_says_why_nothing_can_be_taken_and_how_to_correct_it(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        dialogs_to_close: list[InboxDialog]) -> None:
    game = round_2_opened(tmp_path, capsys)
    imap_server.append(mail("gustav@example.org", "Emil: BIRNE\n", date=at(9), message_id="<g1@test>"))
    dialog = fetched(window, game, imap_server, dialogs_to_close, number=1)
    assert dialog.closed_label.isVisible()
    assert dialog.closed_label.text().startswith("Round 1 is closed: its report went out and round 2 has begun")
    assert "by hand on the Rounds page" in dialog.closed_label.text()
    assert not dialog.enter_button.isEnabled()
    player = find(dialog, "Gustav", "player")
    assert not player.flags() & Qt.ItemFlag.ItemIsUserCheckable  # nothing to decide in a closed round
    assert "round 1 is closed" in player.siblingAtColumn(2).data()


def test_a_tick_by_mouse_plans_again_and_the_list_keeps_its_place(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        qtbot: Any, dialogs_to_close: list[InboxDialog]) -> None:
    from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

    game = new_game(tmp_path, capsys)
    for hour, name in enumerate(("alfons", "gustav", "beatrix", "fritz")):
        imap_server.append(mail(f"{name}@example.org", "Hallo\n", date=at(8 + hour), message_id=f"<{name}@test>"))
    imap_server.append(mail("emil@example.org", "Alfons: SAHNE\n", date=at(9), message_id="<e1@test>"))
    imap_server.append(mail("emil@example.org", "Alfons: TOLLE\n", date=at(10), message_id="<e2@test>"))
    dialog = fetched(window, game, imap_server, dialogs_to_close)
    view = dialog.view
    view.collapse(find(dialog, "Alfons", "player"))  # folded by the game master: stays folded
    emil = find(dialog, "Emil", "player")
    view.setCurrentIndex(emil)
    view.scrollTo(emil)
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = view.visualRect(emil)
    option.features |= QStyleOptionViewItem.ViewItemFeature.HasCheckIndicator
    box = view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, option, view)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=box.center())
    assert groups(dialog)["Left out by you"] == [f"[ ] Emil | {when(at(10))} | Tipps"]
    assert not view.isExpanded(find(dialog, "Alfons", "player"))
    assert view.isExpanded(find(dialog, "Emil", "player"))
    assert view.currentIndex().data() == "Emil"


def test_the_dialog_fits_a_small_screen(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], dialogs_to_close: list[InboxDialog]) -> None:
    game = new_game(tmp_path, capsys)
    dialog = open_fetch(window, game)
    dialogs_to_close.append(dialog)
    area = dialog.screen().availableGeometry()
    assert area.contains(dialog.frameGeometry()), (dialog.frameGeometry(), area)
    dialog.account_button.setChecked(True)  # unfolded, as the first time
    least = dialog.minimumSizeHint()
    assert least.width() <= 1366 // 1.5 and least.height() <= 768 // 1.5, least  # a laptop at 150 %


def test_a_mail_taken_for_another_round_is_only_counted(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        dialogs_to_close: list[InboxDialog]) -> None:
    game = new_game(tmp_path, capsys)
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL\n", date=at(9), message_id="<a1@test>"))
    dialog = fetched(window, game, imap_server, dialogs_to_close)
    click(dialog.enter_button)
    dialog.round_spin.setValue(2)  # another round: its own mails, read again
    assert dialog.model.rowCount() == 0 and "Fetch to read the mails of round 2" in dialog.status_label.text()
    imap_server.append(mail("gustav@example.org", "Alfons: SAHNE\n", date=at(10), message_id="<g2@test>"))
    fetch(dialog)
    found = groups(dialog)
    assert found["Mails that count"] == [f"[x] Gustav | {when(at(10))} | 1 guess to enter", "Alfons: SAHNE |  | line 1"]
    assert "1 mail was taken for another round" in found
    assert find(dialog, "1 mail was taken").data(Qt.ItemDataRole.ToolTipRole) == "Taken for round 1: never offered again."
    assert dialog.window_label.text() == f"Round 2 opened on {when(at(9))} (worked out: no opening was recorded)."
