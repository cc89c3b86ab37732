"""``wordmastermind inbox`` and ``remind``: guesses from the mailbox (a real IMAP server, pymap), receipts, reminders."""

from __future__ import annotations

from datetime import datetime, timezone

from imap_support import DEMO_MAILS, ImapServer, mail


def test_the_imap_server_takes_mails_and_gives_them_back(imap_server: ImapServer) -> None:
    imap_server.append(mail("gustav@example.org", "Alfons: SAHNE\n",
                            date=datetime(2026, 11, 30, 12, tzinfo=timezone.utc), message_id="<1@test>"))
    messages = imap_server.fetch_all()
    assert len(messages) == DEMO_MAILS + 1
    assert b"Alfons: SAHNE" in messages[-1][1]
