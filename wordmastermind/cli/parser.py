"""The command line's parser: every command with its options and help, and what runs it."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from wordmastermind import __version__
from wordmastermind.cli.check import add_check_parser
from wordmastermind.cli.departures import add_departures_parsers, add_include_withdrawn
from wordmastermind.cli.gui import cmd_gui
from wordmastermind.cli.help_texts import help_text as h
from wordmastermind.cli.help_texts import speak_argparse, speak_placeholders
from wordmastermind.cli.inbox import cmd_inbox, cmd_remind
from wordmastermind.cli.letters import add_letters_parsers
from wordmastermind.cli.lists import add_lists_parser
from wordmastermind.cli.mail import cmd_mail
from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.cli.player import add_player_parser
from wordmastermind.cli.reports import cmd_report, cmd_score
from wordmastermind.cli.settings import ATTACH_CHOICES, cmd_settings
from wordmastermind.cli.wmm import (
    cmd_candidates,
    cmd_deadline,
    cmd_open,
    cmd_evaluate,
    cmd_guesses,
    cmd_lot,
    cmd_mark,
    cmd_new,
    cmd_notes,
)
from wordmastermind.core.wmm.game import NEW_GAME_WORDS, WORD_LISTS
from wordmastermind.core.wmm.game import REPORT_LANGUAGES as WMM_LANGUAGES
from wordmastermind.core.woordspel.rules import PRESETS

RULES_PRESETS = tuple(rules.key for rules in PRESETS)
"""The rules presets ``--rules`` names (a GCG record's)."""
from wordmastermind.games import COPY_MARK, GAMES, OVERVIEW_MARK, RECORD_FORMATS

CommandAdder = Callable[[str, Callable[[argparse.Namespace], None], str], argparse.ArgumentParser]
"""``command(name, run, help)`` in :func:`build_parser`: adds a command, returns its parser."""


def _suffixes() -> str:
    """Every file suffix the registry knows, for help texts: ".wmm, .wwd, ... or .gcg"."""
    *others, last = [game.suffix for game in GAMES] + [record.suffix for record in RECORD_FORMATS]
    return spoken(CLI.say("cli.or", others=", ".join(others), last=last))


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(spoken(CLI.say("cli.not_positive", value=value)))
    return value


def _seconds(text: str) -> float:
    value = float(text)
    if not value > 0:
        raise argparse.ArgumentTypeError(spoken(CLI.say("cli.not_positive", value=text)))
    return value


def _not_negative(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(spoken(CLI.say("cli.negative", value=value)))
    return value


def add_sending_options(p: argparse.ArgumentParser, prefix: str = "", required: bool = True) -> None:
    """``mail``'s options for where the mails go: --from, --eml, --smtp, --bcc and the SMTP login.

    ``inbox`` names the SMTP login ``--smtp-user`` and so on (``prefix``):
    its own ``--user`` is the mailbox's.
    """
    p.add_argument("--from", dest="sender", required=required, metavar="ADDRESS", help=h("help.send.from"))
    p.add_argument("--eml", type=Path, metavar="DIR", help=h("help.send.eml"))
    p.add_argument("--smtp", metavar="HOST:PORT", help=h("help.send.smtp"))
    p.add_argument("--bcc", metavar="ADDRESS", help=h("help.send.bcc"))
    p.add_argument(f"--{prefix}security", choices=("starttls", "ssl", "none"), default="starttls",
                   help=h("help.send.security"))
    p.add_argument(f"--{prefix}user", metavar="NAME", help=h("help.send.user"))
    p.add_argument(f"--{prefix}password-env", metavar="VAR", help=h("help.send.password_env"))
    p.add_argument(f"--{prefix}keyring", action="store_true", help=h("help.send.keyring"))


def add_inbox_parsers(command: CommandAdder) -> None:
    p = command("inbox", cmd_inbox, h("help.inbox"))
    p.description = h("help.inbox.about")
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("--round", type=_positive, required=True, metavar="N", help=h("help.round"))
    p.add_argument("--imap", required=True, metavar="HOST:PORT", help=h("help.inbox.imap"))
    p.add_argument("--security", choices=("starttls", "ssl", "none"), help=h("help.inbox.security"))
    p.add_argument("--user", required=True, metavar="NAME", help=h("help.inbox.user"))
    p.add_argument("--password-env", metavar="VAR", help=h("help.inbox.password_env"))
    p.add_argument("--keyring", action="store_true", help=h("help.inbox.keyring"))
    p.add_argument("--folder", default="INBOX", metavar="NAME", help=h("help.inbox.folder"))
    p.add_argument("--include-late", action="store_true", help=h("help.inbox.include_late"))
    p.add_argument("--take", action="append", metavar="MESSAGE-ID", help=h("help.inbox.take"))
    p.add_argument("--take-for", action="append", nargs=2, metavar=("MESSAGE-ID", "NAME"),
                   help=h("help.inbox.take_for"))
    p.add_argument("--leave", action="append", metavar="MESSAGE-ID", help=h("help.inbox.leave"))
    p.add_argument("--take-good-lines", action="append", metavar="MESSAGE-ID", help=h("help.inbox.good_lines"))
    p.add_argument("--take-suggestions", action="store_true", help=h("help.inbox.take_suggestions"))
    p.add_argument("--apply", action="store_true", help=h("help.inbox.apply"))
    p.add_argument("--json", action="store_true", help=h("help.inbox.json"))
    p.add_argument("--timeout", type=_seconds, default=120.0, metavar="SECONDS", help=h("help.inbox.timeout"))
    p.add_argument("--receipts", action="store_true", help=h("help.inbox.receipts"))
    p.add_argument("--again", action="store_true", help=h("help.inbox.again"))
    p.add_argument("--only", metavar="NAMES", help=h("help.inbox.only"))
    add_sending_options(p, "smtp-", required=False)

    p = command("remind", cmd_remind, h("help.remind"))
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("--round", type=_positive, required=True, metavar="N", help=h("help.round"))
    p.add_argument("--only", metavar="NAMES", help=h("help.remind.only"))
    p.add_argument("--resend", action="store_true", help=h("help.remind.resend"))
    p.add_argument("--json", action="store_true", help=h("help.remind.json"))
    add_sending_options(p)


def build_parser() -> argparse.ArgumentParser:
    speak_argparse()
    parser = argparse.ArgumentParser(prog="wordmastermind", description=h("help.description"),
                                     epilog=h("help.epilog"))
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}", help=h("help.version"))
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, run: Callable[[argparse.Namespace], None], help: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help, description=help)
        p.set_defaults(run=run)
        return p

    p = command("mark", cmd_mark, h("help.mark"))
    p.add_argument("secret", metavar="SECRET", help=h("help.mark.secret"))
    p.add_argument("guess", metavar="GUESS", help=h("help.mark.guess"))

    p = command("new", cmd_new, h("help.new"))
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.new.game"))
    p.add_argument("--roster", type=Path, required=True, metavar="FILE", help=h("help.new.roster"))
    p.add_argument("--length", type=int, default=5, metavar="N", help=h("help.new.length"))
    p.add_argument("--umlauts", action="store_true", help=h("help.new.umlauts"))
    p.add_argument("--points-only", action="store_true", help=h("help.new.points_only"))
    p.add_argument("--title", metavar="T", help=h("help.new.title"))
    p.add_argument("--language", choices=WMM_LANGUAGES, help=h("help.new.language"))
    p.add_argument("--words", choices=WORD_LISTS, default=NEW_GAME_WORDS, help=h("help.new.words"))
    p.add_argument("--force", action="store_true", help=h("help.new.force"))
    p.add_argument("--skip-line", type=_positive, action="append", metavar="N", help=h("help.new.skip_line"))

    p = command("settings", cmd_settings, h("help.settings"))
    p.description = h("help.settings.about")
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("--title", metavar="T", help=h("help.settings.title"))
    p.add_argument("--length", type=int, metavar="N", help=h("help.settings.length"))
    p.add_argument("--umlauts", action=argparse.BooleanOptionalAction, help=h("help.settings.umlauts"))
    p.add_argument("--points-only", action=argparse.BooleanOptionalAction, help=h("help.settings.points_only"))
    p.add_argument("--language", choices=WMM_LANGUAGES, help=h("help.settings.language"))
    p.add_argument("--words", choices=WORD_LISTS, help=h("help.settings.words"))
    p.add_argument("--attach", choices=ATTACH_CHOICES, help=h("help.settings.attach"))
    p.add_argument("--json", action="store_true", help=h("help.settings.json"))

    add_player_parser(command)

    p = command("lot", cmd_lot, h("help.lot"))
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("--seed", type=_not_negative, metavar="N", help=h("help.lot.seed"))
    p.add_argument("--redraw", action="store_true", help=h("help.lot.redraw"))

    p = command("guesses", cmd_guesses, h("help.guesses"))
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("--round", type=_positive, required=True, metavar="N", help=h("help.round"))
    p.add_argument("file", type=Path, metavar="FILE", help=h("help.guesses.file"))
    entry = p.add_mutually_exclusive_group()
    entry.add_argument("--add", action="store_true", help=h("help.guesses.add"))
    entry.add_argument("--replace", action="store_true", help=h("help.guesses.replace"))

    p = command("notes", cmd_notes, h("help.notes"))
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("--round", type=_positive, required=True, metavar="N", help=h("help.round"))
    p.add_argument("text", metavar="TEXT", help=h("help.notes.text"))

    p = command("deadline", cmd_deadline, h("help.deadline"))
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("--round", type=_positive, required=True, metavar="N", help=h("help.round"))
    p.add_argument("--at", metavar="DATE-TIME", help=h("help.deadline.at"))
    p.add_argument("--clear", action="store_true", help=h("help.deadline.clear"))

    add_departures_parsers(command)

    p = command("open", cmd_open, h("help.open"))
    p.description = h("help.open.about")
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("--round", type=_positive, required=True, metavar="N", help=h("help.round"))
    p.add_argument("--at", metavar="DATE-TIME", help=h("help.open.at"))
    p.add_argument("--clear", action="store_true", help=h("help.open.clear"))

    p = command("report", cmd_report, h("help.report"))
    p.description = h("help.report.about")
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.report.game", suffixes=_suffixes()))
    p.add_argument("--round", type=_positive, metavar="N", help=h("help.report.round"))
    p.add_argument("--lot", action="store_true", help=h("help.report.lot"))
    for kind, said in (("docx", h("help.report.docx")), ("xlsx", h("help.report.xlsx")),
                       ("pdf", h("help.report.pdf")), ("txt", h("help.report.txt"))):
        p.add_argument(f"--{kind}", type=Path, metavar="F", help=said)
    p.add_argument("--overview", action="store_true",
                   help=h("help.report.overview", overview=OVERVIEW_MARK, copy=COPY_MARK))
    p.add_argument("--language", choices=("en", "de", "nl", "fr"), help=h("help.report.language"))
    p.add_argument("--rules", choices=RULES_PRESETS, help=h("help.rules"))

    p = command("mail", cmd_mail, h("help.mail"))
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("--round", type=_positive, metavar="N", help=h("help.mail.round"))
    p.add_argument("--lot", action="store_true", help=h("help.mail.lot"))
    p.add_argument("--attach", metavar="KIND", help=h("help.mail.attach"))
    add_sending_options(p)
    p.add_argument("--template", type=Path, metavar="FILE", help=h("help.mail.template"))
    p.add_argument("--subject", metavar="TEXT", help=h("help.mail.subject"))
    p.add_argument("--language", choices=WMM_LANGUAGES, help=h("help.mail.language"))
    p.add_argument("--only", metavar="NAMES", help=h("help.mail.only"))
    p.add_argument("--correction", action="store_true", help=h("help.mail.correction"))
    p.add_argument("--again", action="store_true", help=h("help.mail.again"))
    p.add_argument("--resend", action="store_true", help=h("help.mail.resend"))
    p.add_argument("--json", action="store_true", help=h("help.mail.json"))
    add_include_withdrawn(p)

    add_inbox_parsers(command)
    add_letters_parsers(command)
    add_check_parser(sub, command)
    add_lists_parser(command)

    p = command("candidates", cmd_candidates, h("help.candidates"))
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("--round", type=_not_negative, metavar="N", help=h("help.candidates.round"))
    p.add_argument("--json", action="store_true", help=h("help.json"))
    p.add_argument("--list", action="store_true", help=h("help.candidates.list"))
    p.add_argument("--words", type=Path, metavar="FILE", help=h("help.candidates.words"))

    p = command("score", cmd_score, h("help.score"))
    p.add_argument("file", type=Path, metavar="FILE", help=h("help.score.file"))
    p.add_argument("--json", action="store_true", help=h("help.json"))
    p.add_argument("--rules", choices=RULES_PRESETS, help=h("help.rules"))

    p = command("gui", cmd_gui, h("help.gui"))
    p.add_argument("game", type=Path, nargs="?", metavar="GAME", help=h("help.gui.game"))

    p = command("evaluate", cmd_evaluate, h("help.evaluate"))
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("--round", type=_not_negative, metavar="N", help=h("help.evaluate.round"))
    p.add_argument("--json", action="store_true", help=h("help.evaluate.json"))
    speak_placeholders(parser)
    return parser
