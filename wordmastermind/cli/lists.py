"""``wordmastermind lists``: draw Wachtwoord word lists from the Dutch common words.

The words are those of :mod:`wordmastermind.files.wachtwoord.common_words`
(no names, no English, with their accents), or the game master's own list
(``--words``).

Prints the lists, or writes them as Word, Excel, PDF or text with ``--out``
(the suffix says which). ``--seed`` draws the same lists again.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from wordmastermind.cli.errors import CommandError
from wordmastermind.cli.help_texts import help_text as h
from wordmastermind.cli.messages import CLI
from wordmastermind.files.messages import said
from wordmastermind.cli.reports import write_report_file
from wordmastermind.core.wachtwoord.lists import MAX_ROUNDS, Difficulty

if TYPE_CHECKING:
    from wordmastermind.cli.parser import CommandAdder

SUFFIXES = ("docx", "xlsx", "pdf", "txt")


def add_lists_parser(command: CommandAdder) -> argparse.ArgumentParser:
    """Add ``lists`` through the parser's ``command(name, run, help)`` helper."""
    p = command("lists", cmd_lists, h("help.lists"))
    p.add_argument("--difficulty", choices=[d.value for d in Difficulty], default="medium",
                   help=h("help.lists.difficulty"))
    p.add_argument("--rounds", type=int, default=3, metavar="N", help=h("help.lists.rounds", most=MAX_ROUNDS))
    p.add_argument("--seed", type=int, metavar="S", help=h("help.lists.seed"))
    p.add_argument("--language", choices=("nl", "en"), default="nl", help=h("help.lists.language"))
    p.add_argument("--words", type=Path, metavar="FILE", help=h("help.lists.words"))
    p.add_argument("--out", type=Path, metavar="FILE", help=h("help.lists.out"))
    return p


def cmd_lists(args: argparse.Namespace) -> None:
    from wordmastermind.core.wachtwoord.errors import WachtwoordError
    from wordmastermind.core.wachtwoord.lists import draw_lists, word_lists_report
    from wordmastermind.files.wachtwoord.common_words import password_pool
    from wordmastermind.files.i18n import translation
    from wordmastermind.files.lexicon_store import LexiconError, load_lexicon

    suffix = args.out.suffix.lower().lstrip(".") if args.out is not None else "txt"
    if suffix not in SUFFIXES:
        raise CommandError(CLI.say("cli.lists.suffix", path=str(args.out), suffix=suffix))
    difficulty = Difficulty(args.difficulty)
    try:
        if args.words is None:
            pool = password_pool(difficulty)  # Dutch common words: no names, no English, with accents
        else:
            lexicon = load_lexicon("nl", own_list=args.words, replace=True)
            pool = sorted({w.lower() for w in lexicon.words if w.isalpha()})
    except (LexiconError, OSError) as error:
        raise CommandError(said(error)) from None
    try:
        lists = draw_lists(pool, args.rounds, random.Random(args.seed))
        report = word_lists_report(lists, difficulty, args.language, catalogs=translation)
    except WachtwoordError as error:
        raise CommandError(said(error)) from None
    if args.out is None:
        from wordmastermind.files.writers.text import render_text

        sys.stdout.write(render_text(report))
        return
    write_report_file(suffix, report, args.out)
    print(args.out)
