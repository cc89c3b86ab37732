"""The command line's parser: every command with its options and help, and what runs it."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from wordmastermind import __version__
from wordmastermind.cli.check import add_check_parser
from wordmastermind.cli.gui import cmd_gui
from wordmastermind.cli.inbox import cmd_inbox, cmd_remind
from wordmastermind.cli.lists import add_lists_parser
from wordmastermind.cli.mail import cmd_mail
from wordmastermind.cli.reports import cmd_report, cmd_score
from wordmastermind.cli.wmm import (
    cmd_candidates,
    cmd_deadline,
    cmd_evaluate,
    cmd_guesses,
    cmd_lot,
    cmd_mark,
    cmd_new,
    cmd_notes,
)
from wordmastermind.core.wmm.game import REPORT_LANGUAGES as WMM_LANGUAGES
from wordmastermind.games import COPY_MARK, GAMES, OVERVIEW_MARK, RECORD_FORMATS

CommandAdder = Callable[[str, Callable[[argparse.Namespace], None], str], argparse.ArgumentParser]
"""``command(name, run, help)`` in :func:`build_parser`: adds a command, returns its parser."""


def _suffixes() -> str:
    """Every file suffix the registry knows, for help texts: ".wmm, .wwd, ... or .gcg"."""
    *others, last = [game.suffix for game in GAMES] + [record.suffix for record in RECORD_FORMATS]
    return f"{', '.join(others)} or {last}"


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not 1 or more")
    return value


def _not_negative(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"{value} is negative")
    return value


def add_sending_options(p: argparse.ArgumentParser, prefix: str = "", required: bool = True) -> None:
    """``mail``'s options for where the mails go: --from, --eml, --smtp and the SMTP login.

    ``inbox`` names the SMTP login ``--smtp-user`` and so on (``prefix``):
    its own ``--user`` is the mailbox's.
    """
    p.add_argument("--from", dest="sender", required=required, metavar="ADDRESS",
                   help="the sender, e.g. 'Spielleiter <gm@example.org>'")
    p.add_argument("--eml", type=Path, metavar="DIR", help="write one .eml file per player to DIR")
    p.add_argument("--smtp", metavar="HOST:PORT", help="send through this SMTP server")
    p.add_argument(f"--{prefix}security", choices=("starttls", "ssl", "none"), default="starttls",
                   help="how to protect the SMTP connection (default: starttls)")
    p.add_argument(f"--{prefix}user", metavar="NAME", help="the SMTP user name (the password is asked for)")
    p.add_argument(f"--{prefix}password-env", metavar="VAR",
                   help="read the SMTP password from this environment variable instead")
    p.add_argument(f"--{prefix}keyring", action="store_true",
                   help="keep a typed SMTP password in the system keyring")


def add_inbox_parsers(command: CommandAdder) -> None:
    p = command("inbox", cmd_inbox,
                "a round's guesses from the mailbox (IMAP, read-only): shown, or entered with --apply")
    p.description = (
        "Read a round's guesses from the players' mails in an IMAP mailbox, which is opened read-only"
        " and never changed. A mail belongs to the player whose roster address sent it; of several,"
        " the latest counts. One guess a line: 'Gustav: SAHNE', 'Gustav SAHNE' or 'Gustav - SAHNE'."
        " Without --apply it prints what it read and would do, player by player."
    )
    p.add_argument("game", type=Path, metavar="GAME")
    p.add_argument("--round", type=_positive, required=True, metavar="N")
    p.add_argument("--imap", required=True, metavar="HOST:PORT", help="the mailbox's IMAP server")
    p.add_argument("--security", choices=("starttls", "ssl", "none"),
                   help="how to protect the IMAP connection (default: ssl on port 993, else starttls)")
    p.add_argument("--user", required=True, metavar="NAME", help="the mailbox's user name")
    p.add_argument("--password-env", metavar="VAR",
                   help="read the IMAP password from this environment variable (default: keyring or prompt)")
    p.add_argument("--keyring", action="store_true", help="keep a typed IMAP password in the system keyring")
    p.add_argument("--folder", default="INBOX", metavar="NAME", help="the folder to read (default INBOX)")
    p.add_argument("--include-late", action="store_true", help="take mails sent after the round's deadline too")
    p.add_argument("--apply", action="store_true",
                   help="enter the guesses and record the mails taken (a second run changes nothing)")
    p.add_argument("--receipts", action="store_true",
                   help="send every player who wrote a receipt: the guesses taken, each line not taken and why")
    add_sending_options(p, "smtp-", required=False)

    p = command("remind", cmd_remind, "mail every player who has no guess in round N yet a reminder")
    p.add_argument("game", type=Path, metavar="GAME")
    p.add_argument("--round", type=_positive, required=True, metavar="N")
    add_sending_options(p)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="wordmastermind",
        description="The game master's evaluator for Joes Wörter-MasterMind.",
        epilog="A game: new, then lot, then guesses for each round; evaluate any time.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, run: Callable[[argparse.Namespace], None], help: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help, description=help)
        p.set_defaults(run=run)
        return p

    p = command("mark", cmd_mark, "print the marks of GUESS against SECRET, e.g. ++ooo")
    p.add_argument("secret", metavar="SECRET")
    p.add_argument("guess", metavar="GUESS")

    p = command("new", cmd_new, "start a game file from a roster (CSV or XLSX)")
    p.add_argument("game", type=Path, metavar="GAME", help="the game file to write (.wmm)")
    p.add_argument("--roster", type=Path, required=True, metavar="FILE",
                   help="columns name and secret; optional email and address")
    p.add_argument("--length", type=int, default=5, metavar="N", help="word length (default 5)")
    p.add_argument("--umlauts", action="store_true", help="allow Ä, Ö, Ü and ß in words")
    p.add_argument("--points-only", action="store_true",
                   help="the variant that reports points instead of marks")
    p.add_argument("--title", metavar="T", help="the game's title (default: the file name)")
    p.add_argument("--language", choices=WMM_LANGUAGES,
                   help="the language of the game's reports and mails; a Dutch or French game's words are"
                        " checked in Dutch or French (default: the language LANGUAGE, LC_ALL, LC_MESSAGES"
                        " or LANG asks for, as gettext reads them, if it is one of these; else en)")
    p.add_argument("--force", action="store_true", help="replace an existing file")

    p = command("lot", cmd_lot, "draw and record the round-1 assignment by lot")
    p.add_argument("game", type=Path, metavar="GAME")
    p.add_argument("--seed", type=_not_negative, metavar="N",
                   help="draw from this seed (default: a random one, recorded)")
    p.add_argument("--redraw", action="store_true", help="replace a lot drawn before")

    p = command("guesses", cmd_guesses, "import a round's guesses (CSV or XLSX)")
    p.add_argument("game", type=Path, metavar="GAME")
    p.add_argument("--round", type=_positive, required=True, metavar="N")
    p.add_argument("file", type=Path, metavar="FILE", help="columns guesser, target and word")

    p = command("notes", cmd_notes, "set the game master's notes for a round")
    p.add_argument("game", type=Path, metavar="GAME")
    p.add_argument("--round", type=_positive, required=True, metavar="N")
    p.add_argument("text", metavar="TEXT")

    p = command("deadline", cmd_deadline,
                "set a round's deadline for the guesses by mail: later mails are late for 'inbox'")
    p.add_argument("game", type=Path, metavar="GAME")
    p.add_argument("--round", type=_positive, required=True, metavar="N")
    p.add_argument("--at", metavar="DATE-TIME",
                   help="e.g. 2026-12-01T18:00 (this computer's local time) or 2026-12-01T18:00+01:00")
    p.add_argument("--clear", action="store_true", help="remove the round's deadline")

    p = command("report", cmd_report,
                "write a report of any saved game: Word, Excel, PDF or text (default: text on screen)")
    p.description = (
        "Write the report of a saved game, in the game's own language unless --language says otherwise."
        " A Wörter-MasterMind game (.wmm) gets the report of one round; a Wachtwoord (.wwd), RONDO"
        " (.rondo), Woordspel (.woordspel, or a .gcg record) or PASSWORD (.password) game gets its"
        " whole score sheet. Without --docx, --xlsx, --pdf or --txt the text is printed."
    )
    p.add_argument("game", type=Path, metavar="GAME", help=f"the game file: {_suffixes()}")
    p.add_argument("--round", type=_positive, metavar="N",
                   help="the round (.wmm only; default: the last)")
    p.add_argument("--lot", action="store_true",
                   help="the lot for round 1 instead of a round (.wmm only): each player's drawn"
                        " players, the word length and the guesses per round; no secret word")
    for kind, name in (("docx", "Word"), ("xlsx", "Excel"), ("pdf", "PDF"), ("txt", "plain text")):
        p.add_argument(f"--{kind}", type=Path, metavar="F", help=f"write the report as {name} to F")
    p.add_argument("--overview", action="store_true",
                   help="the game master's copy, with every secret, named as the app names it:"
                        f" a .wmm round's full overview (file names get '-{OVERVIEW_MARK}'), or a"
                        " Woordspel or PASSWORD copy with the racks or passwords (file names get"
                        f" '-{COPY_MARK}'); Wachtwoord and RONDO have none")
    p.add_argument("--language", choices=("en", "de", "nl", "fr"),
                   help="the report's language (default: the game's own; a .gcg record's: en)."
                        " Wörter-MasterMind: en, de, nl or fr (the game's set with 'new --language');"
                        " Wachtwoord, RONDO, Woordspel: en or nl; PASSWORD: en or fr")

    p = command("mail", cmd_mail, "mail every player their round report or the lot (.eml files or SMTP)")
    p.add_argument("game", type=Path, metavar="GAME")
    p.add_argument("--round", type=_positive, metavar="N", help="the round (default: the last)")
    p.add_argument("--lot", action="store_true",
                   help="mail the lot for round 1 instead of a round's report (before round 1, say)")
    p.add_argument("--attach", metavar="KIND",
                   help="attach the players' report as a file: pdf, docx or xlsx")
    add_sending_options(p)
    p.add_argument("--template", type=Path, metavar="FILE",
                   help="the mail text, with placeholders such as {name}, {round}, {total}, {report}")
    p.add_argument("--subject", metavar="TEXT", help="the subject, with the same placeholders")
    p.add_argument("--language", choices=WMM_LANGUAGES, help="the mails' language (default: the game's)")
    p.add_argument("--only", metavar="NAMES", help="only these players (comma-separated), e.g. to retry")

    add_inbox_parsers(command)
    add_check_parser(sub, command)
    add_lists_parser(command)

    p = command("candidates", cmd_candidates,
                "how many nouns still fit each secret word (for the game master only)")
    p.add_argument("game", type=Path, metavar="GAME")
    p.add_argument("--round", type=_not_negative, metavar="N", help="after rounds 1 to N only")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--list", action="store_true", help="also list the words")
    p.add_argument("--words", type=Path, metavar="FILE",
                   help="your own word list (one per line) instead of the German nouns")

    p = command("score", cmd_score, "print the totals and the winner of a saved sheet")
    p.add_argument("file", type=Path, metavar="FILE")
    p.add_argument("--json", action="store_true", help="print JSON")

    p = command("gui", cmd_gui, "open the desktop app (with GAME, if given)")
    p.add_argument("game", type=Path, nargs="?", metavar="GAME")

    p = command("evaluate", cmd_evaluate, "show marks, points and standings")
    p.add_argument("game", type=Path, metavar="GAME")
    p.add_argument("--round", type=_not_negative, metavar="N", help="evaluate rounds 1 to N only")
    p.add_argument("--json", action="store_true", help="print JSON instead of tables")
    return parser
