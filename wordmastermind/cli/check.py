"""``wordmastermind check``: do the word lists know these words, and if not, why?

The check only reports: it exits 0 whatever the words are. Input it cannot
use (an unreadable game file or word list) is an error like in any command:
one line on stderr, exit 1.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from wordmastermind.cli.help_texts import help_text as h
from wordmastermind.core.lexicon import WordCheck, check_noun, check_word
from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.core.spelling import LANGUAGES
from wordmastermind.core.words import WordRules
from wordmastermind.files.messages import said

if TYPE_CHECKING:
    from wordmastermind.cli.parser import CommandAdder


def add_check_parser(sub: object, command: CommandAdder) -> argparse.ArgumentParser:
    """Add ``check`` through the parser's ``command(name, run, help)`` helper."""
    del sub  # the helper knows the sub-parsers; kept for the caller's symmetry
    p = command("check", cmd_check, h("help.check"))
    p.add_argument("words", nargs="+", metavar="WORD", help=h("help.check.words"))
    p.add_argument("--lang", choices=LANGUAGES, help=h("help.check.lang"))
    p.add_argument("--noun", action="store_true", help=h("help.check.noun"))
    p.add_argument("--game", type=Path, metavar="GAME", help=h("help.check.game"))
    p.add_argument("--list", dest="own_list", type=Path, metavar="FILE", help=h("help.check.list"))
    p.add_argument("--replace", action="store_true", help=h("help.check.replace"))
    return p


def cmd_check(args: argparse.Namespace) -> None:
    # Imported here so that the command line starts without the list code.
    from wordmastermind.core.lexicon import with_own_list
    from wordmastermind.files.lexicon_check import lexicon_for_check
    from wordmastermind.files.lexicon_store import LexiconError, load_lexicon, read_own_list

    rules: WordRules | None = None
    language: str = args.lang or "de"
    if args.game is not None:
        from wordmastermind.files.wmm.file import load_game

        settings = load_game(args.game).settings
        rules = settings.word_rules
        language = args.lang or settings.word_language
    noun = args.noun
    try:
        if args.replace or language not in LANGUAGES:  # the built-in lists are not loaded at all
            lexicon = load_lexicon(language, own_list=args.own_list, replace=args.replace)
        else:
            # The cache, or (the first check on this machine) the words asked looked up in the lists
            # themselves while the cache is built in the background, at the normal priority.
            own = read_own_list(args.own_list) if args.own_list is not None else None
            lexicon = lexicon_for_check(language, args.words, noun=noun and language == "de")
            if own is not None:
                lexicon = with_own_list(lexicon, own)
    except LexiconError as error:
        print(f"wordmastermind: {spoken(said(error))}", file=sys.stderr)
        raise SystemExit(1) from None
    if noun and language != "de" and not args.replace and args.own_list is None:
        print(spoken(CLI.say("cli.check.no_nouns", language=CLI.say(f"cli.language.{language}"))))
        noun = False
    check = check_noun if noun else check_word
    for text in args.words:
        print(_line(check(lexicon, text, rules)))


def _line(result: WordCheck) -> str:
    if result.known:
        return spoken(CLI.say("cli.check.known", word=result.word))
    return spoken(CLI.say("cli.check.refused", word=result.word, reason=result.reason or ""))
