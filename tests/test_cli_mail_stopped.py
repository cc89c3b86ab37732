"""``mail`` stopped while it sends (Ctrl-C, the terminal closed): the mail being sent goes, no other, and the game's
log keeps what went out, so that sending the rest sends nobody a mail twice. A real SMTP server (aiosmtpd)."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from wordmastermind.files.wmm.file import load_game

from smtp_support import Server
from test_cli_mail import SENDER, new_game, run


@pytest.mark.parametrize("stop", ["SIGINT", pytest.param("SIGHUP", marks=pytest.mark.skipif(
    not hasattr(signal, "SIGHUP"), reason="no terminal hang-up on Windows"))])
def test_a_mail_run_stopped_half_way_keeps_what_went_out_and_sends_the_rest_once(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server, stop: str) -> None:
    """Found by a German game master: Ctrl-C while the round's mails went out ended in a traceback; the server
    had taken three mails, the game's log had none, and sending again sent everyone the report twice."""
    game = new_game(tmp_path, capsys)
    number = getattr(signal, stop)

    def game_master_stops(count: int) -> None:  # as the second mail arrives: Ctrl-C, or the terminal closed
        if count == 2:
            os.kill(os.getpid(), number)

    smtp_server.handler.on_received = game_master_stops
    smtp = ("--from", SENDER, "--smtp", smtp_server.address, "--security", "none")
    handler_before = signal.getsignal(number)
    code, out, err = run(capsys, "mail", game, "--round", 1, *smtp)
    assert signal.getsignal(number) == handler_before  # the run's own handling is over with it
    assert code == 1
    assert "stopping: the mail being sent goes out, no other" in err
    went = smtp_server.handler.recipients()
    assert len(went) == 2  # the one being sent when the stop came went out, no other
    assert out.splitlines()[:2] == [f"sent {name}" for name in ("Alfons", "Gustav")]
    assert "not sent: sending was stopped" in out
    logged = {s.player: s.status for s in load_game(game).sent if s.round == 1}
    assert [name for name, status in logged.items() if status == "sent"] == ["Alfons", "Gustav"]
    assert "send them again with: --only 'Beatrix,Emil,Fritzchen'" in err
    # the rest, as the command says: nobody gets the mail twice
    smtp_server.handler.on_received = None
    code, _out, err = run(capsys, "mail", game, "--round", 1, *smtp, "--only", "Beatrix,Emil,Fritzchen")
    assert code == 0, err
    assert sorted(smtp_server.handler.recipients()) == sorted(
        f"{name.lower()}@example.org" for name in ("Alfons", "Gustav", "Beatrix", "Emil", "Fritzchen"))


def test_the_same_mail_command_run_again_sends_only_to_those_who_did_not_get_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    """Found by a German game master: after a failure (the server hung up on the third mail), running the
    same command again sent every player the report a second time; the lot too."""
    game = new_game(tmp_path, capsys)
    smtp = ("--from", SENDER, "--smtp", smtp_server.address, "--security", "none")
    smtp_server.handler.drop_data_for = {"beatrix@example.org"}
    code, _out, _err = run(capsys, "mail", game, "--round", 1, *smtp)
    assert code == 1 and smtp_server.handler.count() == 4  # Beatrix's failed
    code, out, err = run(capsys, "mail", game, "--round", 1, *smtp)  # the same command again
    assert code == 0, err
    assert smtp_server.handler.recipients()[4:] == ["beatrix@example.org"]
    assert "skipped Alfons: it went out to them on " in out and "(--resend sends it again)" in out
    assert "sent Beatrix" in out
    code, out, err = run(capsys, "mail", game, "--round", 1, *smtp, "--resend")  # asked for: to all again
    assert code == 0 and smtp_server.handler.count() == 10, err
    code, out, err = run(capsys, "mail", game, "--lot", *smtp)
    assert code == 0 and smtp_server.handler.count() == 15, err
    code, out, err = run(capsys, "mail", game, "--lot", *smtp)  # the lot again: nobody
    assert code == 0 and smtp_server.handler.count() == 15, err
    assert out.count("it went out to them on") == 5


def test_no_server_is_said_once_not_once_per_player(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by a German game master: with no server listening, the same line stood there eleven times."""
    from imap_support import free_port

    game = new_game(tmp_path, capsys)
    code, out, err = run(capsys, "mail", game, "--round", 1, "--from", SENDER, "--smtp", f"127.0.0.1:{free_port()}",
                         "--security", "none")
    assert code == 1
    lines = out.splitlines()
    assert len(lines) == 2 and lines[0].startswith("failed Alfons: ") and "connection" in lines[0]
    assert lines[1] == "failed too, for the same reason: Gustav, Beatrix, Emil, Fritzchen"
    assert "send them again with: --only 'Alfons,Gustav,Beatrix,Emil,Fritzchen'" in err


def test_the_new_player_of_a_place_taken_over_gets_the_report_the_others_had(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    """Found in the app: after a takeover, the report the takeover said to send the new person was marked as
    sent to them (the log keeps the place under its new name), and nobody got it."""
    game = new_game(tmp_path, capsys)
    smtp = ("--from", SENDER, "--smtp", smtp_server.address, "--security", "none")
    assert run(capsys, "mail", game, "--round", 1, *smtp)[0] == 0
    code, _out, err = run(capsys, "takeover", game, "Beatrix", "--by", "Otto", "--email", "otto@example.org")
    assert code == 0, err
    code, out, err = run(capsys, "mail", game, "--round", 1, *smtp)
    assert code == 0, err
    assert smtp_server.handler.recipients()[5:] == ["otto@example.org"]  # Otto only: the others had it
    assert "sent Otto" in out and out.count("it went out to them on") == 4


def test_ctrl_c_while_a_mailbox_does_not_answer_stops_with_one_line(tmp_path: Path) -> None:
    """Found by a game master: Ctrl-C while a slow IMAP server kept `inbox` waiting did nothing, and a second
    one ended it with two tracebacks."""
    import socket
    import subprocess
    import sys
    import threading

    from test_cli import RULES_ROSTER, csv_file

    roster = csv_file(tmp_path / "roster.csv", "name,secret", RULES_ROSTER)
    game = tmp_path / "game.wmm"
    env = {**os.environ, "HOME": str(tmp_path), "WMM_TEST_IMAP_PASSWORD": "x"}
    for args in (("new", game, "--roster", roster), ("lot", game, "--seed", 1)):
        subprocess.run([sys.executable, "-m", "wordmastermind", *map(str, args)], env=env, check=True,
                       capture_output=True, timeout=120)
    with socket.socket() as listener:  # a mailbox that takes the connection and never says a word
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        port = listener.getsockname()[1]
        accepted: list[socket.socket] = []
        waiter = threading.Thread(target=lambda: accepted.append(listener.accept()[0]))
        waiter.start()
        with ctrl_c_reaches_the_children():
            process = subprocess.Popen(
                [sys.executable, "-m", "wordmastermind", "inbox", str(game), "--round", "1", "--imap",
                 f"127.0.0.1:{port}", "--security", "none", "--user", "gm", "--password-env",
                 "WMM_TEST_IMAP_PASSWORD", "--timeout", "120"],
                env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            waiter.join(timeout=60)
            assert accepted, "inbox never connected"
            process.send_signal(signal.SIGINT)
            _out, err = process.communicate(timeout=60)
        finally:
            if process.poll() is None:
                process.kill()
                process.communicate()
            for connection in accepted:
                connection.close()
    assert process.returncode == 130, err
    assert err == "wordmastermind: stopped (Ctrl-C): no file is left half-written\n"


@contextmanager
def ctrl_c_reaches_the_children() -> Iterator[None]:
    """A process started in the ``with`` gets Ctrl-C as from a game master's terminal, though this run may ignore
    it. A shell without job control ignores SIGINT for what it starts in the background (``./.ci/run &`` from a
    script), Python then leaves it ignored, and a child inherits that: Ctrl-C did nothing to it, and it waited for
    its mailbox's 30 s. A signal this process catches is at its default in a child."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)
