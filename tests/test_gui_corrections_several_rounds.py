"""The app's correction of round 2 that covers round 3 too: the dialog and its question name both rounds, as the
mails' subjects and the undo step do, and a mail the server refused is on the Sent page for both rounds."""

from __future__ import annotations

import email.policy
from email.parser import BytesParser
from pathlib import Path
from typing import Any

from wordmastermind.gui.mail.correction_dialog import CorrectionDialog

from smtp_support import REFUSED, Server
from test_corrections_several_rounds import NAMES, TITLE, rounds_two_and_three_changed
from test_gui_recipients import YES, click, open_game
from test_gui_sent_log import table
from test_mail_dialog import wait_until


def correct(window: Any, dialogs: Any, page: Any, question: str | None) -> CorrectionDialog:
    """Open the correction from the round's banner, send it to every player listed (answering the question
    ``question`` Yes, if one is asked) and wait until it is over; the dialog, still open."""
    click(page.correction_button)
    (dialog,) = [found for found in window.findChildren(CorrectionDialog) if found.isVisible()]
    sent: list[bool] = []
    dialog.sent.connect(lambda: sent.append(True))
    asked = len(dialogs.texts("question"))
    if question is not None:
        dialogs.answers.append(YES)
    click(dialog.send_button)
    assert dialogs.texts("question")[asked:] == ([question] if question is not None else [])
    wait_until(lambda: bool(sent))
    return dialog


def test_a_correction_of_two_rounds_is_named_so_and_a_refused_mail_is_logged_for_both(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any) -> None:
    smtp_server.handler.refuse = {"alfons@example.org"}
    open_game(window, tmp_path, smtp_server, rounds_two_and_three_changed())
    page = window.wmm.show_rounds(2)
    assert page.banner.isVisible()
    dialog = correct(window, dialogs, page, "Send a correction of rounds 2–3 by mail to 5 players: Alfons, Gustav,"
                                            " Beatrix, Emil, Fritzchen?")
    try:
        assert dialog.intro.text().startswith("Changed after their reports went out: rounds 2–3. Each player they"
                                              " told otherwise gets a correction")
        assert dialog.status_label.text().startswith("Mails sent: 4 of 5. Not sent: Alfons (")
    finally:
        dialog.wait()
        dialog.reject()
    got = [BytesParser(policy=email.policy.default).parsebytes(m.data) for m in smtp_server.handler.messages()]
    assert [(str(m["To"]), str(m["Subject"])) for m in got][2] == (
        "Emil <emil@example.org>", f"{TITLE}: correction of rounds 2–3")
    document = window.wmm.document
    assert document.undo_stack.undoText() == "Correction of rounds 2–3 sent"
    # Alfons's mail failed: for round 2 and for round 3, as the others' went out for both
    sent_page = window.wmm.show_sent()
    sent_page.only_failed.setChecked(True)
    rows = table(sent_page)
    assert [row[:4] for row in rows] == [("correction", "2", "Alfons", "failed"),
                                         ("correction", "3", "Alfons", "failed")]
    assert all(REFUSED in row[4] for row in rows)
    failed = [r for r in document.game.sent if r.status == "failed"]
    assert len({r.message_id for r in failed}) == 1 and failed[0].message_id
    assert [(r.round, r.player) for r in document.game.sent if r.kind == "correction" and r.status == "sent"] == [
        (number, name) for number in (2, 3) for name in NAMES if name != "Alfons"]
    # both rounds stay marked for him; sent again, it covers them both and the mark goes
    page = window.wmm.show_rounds(2)
    assert page.banner.isVisible()
    assert "told otherwise by mail (Alfons) can" in page.banner_label.text()  # named once, for both rounds
    assert "(round 2: Alfons; round 3: Alfons)" in page.banner_label.toolTip()
    smtp_server.handler.refuse = set()
    dialog = correct(window, dialogs, page, None)  # to him alone: no question
    dialog.wait()
    dialog.reject()
    subject = BytesParser(policy=email.policy.default).parsebytes(smtp_server.handler.messages()[-1].data)["Subject"]
    assert str(subject) == f"{TITLE}: correction of rounds 2–3"
    assert document.undo_stack.undoText() == "Correction of rounds 2–3 sent"
    assert not page.banner.isVisible()
