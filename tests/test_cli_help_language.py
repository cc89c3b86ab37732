"""``--help`` and argparse's own refusals in the language of the environment."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from test_cli_language import wordmastermind

DUMP = """
import json, sys
from wordmastermind.cli.parser import build_parser

parser = build_parser()
commands = next(a for a in parser._actions if a.choices).choices
texts = {"": [parser.description, parser.epilog, *(a.help for a in parser._actions)]}
for name, sub in commands.items():
    texts[name] = [sub.description, *(a.help for a in sub._actions)]
json.dump(texts, sys.stdout)
"""

SAME = {"en, de, nl or fr", "Wörter-MasterMind", "==SUPPRESS=="}  # the last: a hidden option, no help to translate


def help_texts(tmp_path: Path, env: dict[str, str]) -> dict[str, list[str | None]]:
    script = tmp_path / "dump_help.py"
    script.write_text(DUMP, "utf-8")
    clean = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                            env={**clean, **env}, timeout=120, check=True)
    texts: dict[str, list[str | None]] = json.loads(result.stdout)
    return texts


@pytest.mark.parametrize("lang", ["de_DE.UTF-8", "nl_NL.UTF-8", "fr_FR.UTF-8"])
def test_every_help_text_is_translated(tmp_path: Path, lang: str) -> None:
    english = help_texts(tmp_path, {"LANG": "C.UTF-8"})
    translated = help_texts(tmp_path, {"LANG": lang})
    assert english.keys() == translated.keys()
    untranslated = [
        f"{command}: {text}"
        for command in english
        for text, said in zip(english[command], translated[command], strict=True)
        if text and text == said and text not in SAME
    ]
    assert untranslated == []


def test_help_and_argparse_speak_german(tmp_path: Path) -> None:
    done = wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "new", "--help")
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert lines[0].startswith("Aufruf: wordmastermind new [-h]")
    assert "Positionsargumente:" in lines and "Optionen:" in lines
    assert any("diese Hilfe zeigen und beenden" in line for line in lines)
    assert any("Wortlänge (Vorgabe 5)" in line for line in lines)
    refused = wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "new", "game.wmm")
    assert refused.returncode == 2
    assert refused.stderr.splitlines()[-1] == (
        "wordmastermind new: Fehler: diese Argumente fehlen: --roster"
    )
    wrong = wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "evaluate", "g.wmm", "--round", "x")
    assert wrong.stderr.splitlines()[-1] == (
        "wordmastermind evaluate: Fehler: Argument --round: ungültiger Wert: 'x'"
    )


def test_french_help_keeps_the_space_before_its_colons(tmp_path: Path) -> None:
    """French writes a (non-breaking) space before a colon, as the rest of the French help does: argparse adds
    the colon to its headings itself ("arguments positionnels:")."""
    done = wordmastermind(tmp_path, {"LANG": "fr_FR.UTF-8"}, "check", "--help")
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert lines[0].startswith("utilisation\u00a0: wordmastermind check")
    assert "arguments positionnels\u00a0:" in lines and "options\u00a0:" in lines


def test_help_stays_english_in_an_english_environment(tmp_path: Path) -> None:
    done = wordmastermind(tmp_path, {"LC_ALL": "C"}, "new", "--help")
    assert done.stdout.startswith("usage: wordmastermind new [-h]")
    assert "word length (default 5)" in done.stdout


GAME_WORDS = {"de": (r"Spiel(?:e|s|en)?", r"(?:im|aus dem) Spiel"),  # a game, but "in play"/"out of play"
              "nl": (r"[Pp]artij(?:en)?", r"GCG-partij(?:en)?|stenen van de partij"),  # GCG: as Woordspel's tab
              "fr": (r"[Jj]eux?", r"en jeu|(?:le|du) jeu|meneur de jeu")}  # a game is une partie; le jeu: play
"""Per language: the word the app does not use for a game, and the phrases where it is another thing."""


@pytest.mark.parametrize("language", sorted(GAME_WORDS))
def test_the_command_line_calls_a_game_what_the_app_calls_it(language: str) -> None:
    """The German app says "Partie" (Neue Partie, Die Partie ist zu Ende): its command line said "Spiel"
    ("neues Spiel mit 5 Spielern", "Das Spiel endete nach Runde 3"). Dutch says "spel", French "partie", as their
    apps do."""
    from wordmastermind.cli.help_texts import HELP
    from wordmastermind.cli.messages import CLI
    from wordmastermind.files.i18n import translation

    catalog = translation(language)
    word, other = GAME_WORDS[language]
    wrong = []
    for table in (CLI, HELP):
        for code, template in table.templates.items():
            for text in (catalog.pgettext(code, template.text),
                         *([catalog.npgettext(code, template.text, template.plural, 2)] if template.plural else [])):
                rest = re.sub(rf"\b(?:{other})\b", "", text)
                wrong += [f"{code}: {text}" for _ in re.finditer(rf"\b{word}\b", rest)][:1]
    assert wrong == []


RULE_GAME_PHRASES = (r"(?:im|aus dem) Spiel", r"Spiel zu dritt",  # in play, out of play; a variant of the game
                     r"das Spiel hat (?:\{most\}|davon)")  # the tiles that come with Woordspel
"""German phrases of the rules' and reports' messages where "Spiel" is not one game."""


def test_the_german_rules_reports_and_mails_call_a_game_a_partie() -> None:
    """The app and the command line say "Partie", but the rules' refusals ("Runde 3 braucht erst Runde 2 (das
    Spiel hat 1 Runde)", "HOSE hat 4 Buchstaben, das Spiel verlangt 5"), the reports and the final mail ("das Spiel
    ist nach Runde 4 aus") still said "Spiel" for one game."""
    from wordmastermind.cli.messages import all_tables
    from wordmastermind.files.i18n import translation

    catalog = translation("de")
    wrong = []
    for table in all_tables().values():
        if table.languages is not None and "de" not in table.languages:
            continue
        for code, template in table.templates.items():
            for text in (catalog.pgettext(code, template.text),
                         *([catalog.npgettext(code, template.text, template.plural, 2)] if template.plural else [])):
                rest = re.sub("|".join(RULE_GAME_PHRASES), "", text)
                wrong += [f"{code}: {text}" for _ in re.finditer(r"\bSpiel(?:e|s|es)?\b", rest, re.IGNORECASE)][:1]
    assert wrong == []


SHOWN = """
import argparse, json, sys
from wordmastermind.cli.parser import build_parser

parser = build_parser()
commands = next(a for a in parser._actions if a.choices).choices
shown = {"": parser.format_help(), **{name: sub.format_help() for name, sub in commands.items()}}
names = [a.metavar for p in (parser, *commands.values()) for a in p._actions if a.metavar]
json.dump({"help": shown, "placeholders": [m for n in names for m in ([n] if isinstance(n, str) else n)]},
          sys.stdout)
"""

SAME_PLACEHOLDERS = {"": {"N", "S", "T", "VAR", "MESSAGE-ID"},  # a letter, an abbreviation, a mail header's name
                     "de": {"NAME", "TEXT", "HOST:PORT"}, "nl": set(), "fr": {"F", "SECRET"}}
"""The placeholders that are the same word in English and the language."""


def shown_help(tmp_path: Path, env: dict[str, str]) -> dict[str, Any]:
    script = tmp_path / "shown_help.py"
    script.write_text(SHOWN, "utf-8")
    clean = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                            env={**clean, **env}, timeout=120, check=True)
    shown: dict[str, Any] = json.loads(result.stdout)
    return shown


def english_placeholders(found: list[str], text: str, same: set[str]) -> list[str]:
    """The English placeholders of ``found`` that ``text`` names (as a word of its own), but for ``same``."""
    return sorted({name for name in set(found) - same if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)})


@pytest.mark.parametrize("lang", ["de_DE.UTF-8", "nl_NL.UTF-8", "fr_FR.UTF-8"])
def test_the_placeholders_are_in_the_language_of_the_help(tmp_path: Path, lang: str) -> None:
    """`check --help` in German showed "WORD [WORD ...]" under a German text: every placeholder of every
    command's usage, and every one a help text, a command-line message or a translated page names, is in
    its language."""
    from wordmastermind.cli.messages import CLI
    from wordmastermind.files.i18n import translation

    language = lang[:2]
    english = shown_help(tmp_path, {"LANG": "C.UTF-8"})["placeholders"]
    translated = shown_help(tmp_path, {"LANG": lang})
    same = SAME_PLACEHOLDERS[""] | SAME_PLACEHOLDERS[language]
    assert set(translated["placeholders"]) - same, "no placeholder translated"
    wrong = [f"{command or 'wordmastermind'} --help: {names}" for command, text in translated["help"].items()
             if (names := english_placeholders(english, text, same))]
    catalog = translation(language)
    wrong += [f"{code}: {names}" for code, template in CLI.templates.items()
              if (names := english_placeholders(english, catalog.pgettext(code, template.text), same))]
    docs = Path(__file__).resolve().parent.parent / "docs" / language
    wrong += [f"{page.name}: {command}" for page in sorted(docs.glob("*.md"))
              for command in re.findall(r"`wordmastermind [^`]*`", " ".join(page.read_text("utf-8").split()))
              if english_placeholders(english, command, same)]
    assert wrong == []
    check = translated["help"]["check"]
    assert {"de": "WORT [WORT ...]", "nl": "WOORD [WOORD ...]", "fr": "MOT [MOT ...]"}[language] in check


@pytest.mark.parametrize(("lang", "together", "two"), [
    ("fr_FR.UTF-8", "argument --replace : incompatible avec l’argument --add", "argument --take-for : 2 arguments attendus"),
    ("nl_NL.UTF-8", "argument --replace: niet toegestaan samen met argument --add",
     "argument --take-for: 2 argumenten verwacht"),
    ("de_DE.UTF-8", "Argument --replace: nicht zusammen mit Argument --add erlaubt",
     "Argument --take-for: 2 Argumente erwartet"),
])
def test_argparse_refuses_options_that_exclude_each_other_or_lack_a_value_in_the_environments_language(
        tmp_path: Path, lang: str, together: str, two: str) -> None:
    """A French game master's play-test: 'guesses --add --replace' ended "argument --replace : not allowed with
    argument --add", and 'inbox --take-for ID' (without the name) "expected 2 arguments", in English amid the
    French; argparse's other refusals spoke French already."""
    both = wordmastermind(tmp_path, {"LANG": lang}, "guesses", "g.wmm", "r.csv", "--round", "1", "--add", "--replace")
    assert both.returncode == 2
    assert both.stderr.splitlines()[-1].replace("\u00a0", " ").endswith(together), both.stderr
    half = wordmastermind(tmp_path, {"LANG": lang}, "inbox", "g.wmm", "--round", "1", "--imap", "h:1", "--user", "u",
                          "--take-for", "<id@example.org>")
    assert half.returncode == 2
    assert half.stderr.splitlines()[-1].replace("\u00a0", " ").endswith(two), half.stderr
