"""Benchmark: ``wordmastermind inbox`` in a game master's real mailbox, years of mail in it.

A game of 20 players whose round 1 opened on 1 December. Two folders of
one real IMAP server (pymap, started here on 127.0.0.1): the big one holds
5,000 earlier mails (strangers' and the players' own, from January to
November) and the 20 players' new mails of the round; the small one the
same 20 new mails alone. ``wordmastermind inbox GAME --round 1`` runs as a
whole process (Python's start, the imports, the login, the search, the
headers, the 20 bodies, the plan, the listing) on each folder in turn;
medians of the time passed and of the command's CPU time (the server's is
not in it). Goal: the big folder at most 2 times the small one, since the
fetch asks the server only for the round's mails.

Nothing is written into the source tree; the game and the server's files
go to a temporary folder.

Run by hand: ``.venv/bin/python benchmarks/inbox.py [--samples N] [--earlier N]``.
Not part of the test suite.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # timing (imported next) keeps bytecode out of the tree

import argparse  # noqa: E402
import os  # noqa: E402
import resource  # noqa: E402
import subprocess  # noqa: E402
import time  # noqa: E402
from datetime import datetime, timedelta, timezone  # noqa: E402
from email.message import EmailMessage  # noqa: E402
from email.utils import format_datetime  # noqa: E402
from pathlib import Path  # noqa: E402

from timing import ROOT, child_env, in_new_folder, machine_load, median_ms, verdict  # noqa: E402

sys.path.insert(0, str(ROOT / "tests"))
from imap_support import PASSWORD, USER, ImapServer, start_imap_server  # noqa: E402

from wordmastermind.core.wmm.game import Game, Player, Settings  # noqa: E402
from wordmastermind.core.wmm.lot import with_drawn_lot  # noqa: E402
from wordmastermind.files.wmm.file import save_game  # noqa: E402

PLAYERS = 20
EARLIER = 5_000
RATIO_GOAL = 2.0
OPENED = datetime(2026, 12, 1, 9, tzinfo=timezone(timedelta(hours=1)))
WORDS = ("SALAT", "HOSEN", "TISCH", "LAMPE", "WOLKE", "FEUER", "KERZE", "STERN", "BLUME", "STEIN",
         "TASSE", "GABEL", "MESSE", "KANNE", "BIRNE", "APFEL", "DECKE", "WAGEN", "TAUBE", "ZANGE")


def the_game(folder: Path) -> tuple[Path, Game]:
    players = tuple(Player(f"Spieler{i:02d}", WORDS[i], f"spieler{i:02d}@example.org") for i in range(PLAYERS))
    game = with_drawn_lot(Game(Settings("Benchmark", language="de"), players), seed=7)
    game = game.with_opening(1, OPENED.isoformat())
    path = folder / "game.wmm"
    save_game(game, path)
    return path, game


def message(sender: str, text: str, when: datetime, number: int) -> bytes:
    mail = EmailMessage()
    mail["From"] = sender
    mail["To"] = "spielleiter@example.org"
    mail["Subject"] = f"Mail {number}"
    mail["Date"] = format_datetime(when)
    mail["Message-ID"] = f"<{number}@bench.example.org>"
    mail.set_content(text + "\n\n" + "Viele Grüße\n" + "Lorem ipsum dolor sit amet. " * 20)
    return mail.as_bytes()


def fill(server: ImapServer, game: Game, earlier: int) -> None:
    """Folder Big: ``earlier`` old mails and the round's 20; folder Small: the round's 20 alone."""
    for folder in ("Big", "Small"):
        server.create(folder)
    start = datetime(2026, 1, 1, 8, tzinfo=timezone.utc)
    step = (OPENED - timedelta(days=2) - start) / earlier
    old = []
    for i in range(earlier):
        when = start + step * i
        sender = game.players[i % PLAYERS].email if i % 5 == 0 else f"news{i % 97}@example.net"
        old.append((message(sender, "Alte Mail", when, i), when))
    assert game.lot is not None
    new = []
    for i, (guesser, targets) in enumerate(game.lot.assignment):
        player = game.player(guesser)
        assert player is not None
        when = OPENED + timedelta(hours=1, minutes=i)
        text = "\n".join(f"{target}: TOLLE" for target in targets)
        new.append((message(player.email, text, when, 100_000 + i), when))
    server.append_many(old + new, "Big")
    server.append_many(new, "Small")


def run_inbox(command: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """Seconds passed and the command's CPU seconds (user and system)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, env=env, cwd=cwd, capture_output=True, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr.decode(errors='replace')}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def measure(folder: Path, samples: int, earlier: int) -> None:
    path, game = the_game(folder)
    server = start_imap_server(folder)
    try:
        print(f"filling the mailbox: {earlier} earlier mails and the round's {PLAYERS} ...", flush=True)
        fill(server, game, earlier)
        home = folder / "home"
        home.mkdir()
        env = child_env(home, IMAP_PASSWORD=PASSWORD)
        base = [sys.executable, "-m", "wordmastermind.cli.entry", "inbox", str(path), "--round", "1",
                "--imap", server.address, "--security", "none", "--user", USER, "--password-env", "IMAP_PASSWORD",
                "--folder"]
        run_inbox(base + ["Small"], env, folder)  # once, for the bytecode and the server's caches
        run_inbox(base + ["Big"], env, folder)
        wall: dict[str, list[float]] = {"Big": [], "Small": []}
        cpu: dict[str, list[float]] = {"Big": [], "Small": []}
        for _ in range(samples):
            for name in ("Big", "Small"):
                seconds, cpu_seconds = run_inbox(base + [name], env, folder)
                wall[name].append(seconds)
                cpu[name].append(cpu_seconds)
    finally:
        server.stop()
    print(machine_load())
    print(f"inbox, {PLAYERS} new mails, median of {samples}:")
    for name, label in (("Small", f"the {PLAYERS} new mails alone"), ("Big", f"{earlier} earlier + {PLAYERS} new")):
        print(f"  {label:28s} {median_ms(wall[name]):8.0f} ms passed   {median_ms(cpu[name]):8.0f} ms CPU")
    ratio = median_ms(wall["Big"]) / median_ms(wall["Small"])
    cpu_ratio = median_ms(cpu["Big"]) / median_ms(cpu["Small"])
    print(f"  big / small: {ratio:.2f} passed, {cpu_ratio:.2f} CPU (goal at most {RATIO_GOAL}): "
          f"{verdict(max(ratio, cpu_ratio), RATIO_GOAL)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=5)
    parser.add_argument("--earlier", type=int, default=EARLIER)
    args = parser.parse_args()
    os.environ.setdefault("TZ", "UTC")
    in_new_folder(lambda folder: measure(folder, args.samples, args.earlier))


if __name__ == "__main__":
    main()
