"""The games wordmastermind keeps: the one place that lists them.

Each :class:`GameKind` says what a game's files are called (the document
``kind`` inside, the file suffix), the languages its reports are written in,
and where its parts live in each layer: the reader of its file, its score
summary, its report, its tab. Those parts are named, not imported, so that
knowing the games costs nothing at start-up; :meth:`Ref.load` imports one
when it is needed.

Every layer finds a game here: the command line's ``score`` and ``report``,
the main window's tabs and the files' kinds and suffixes. A new game is a
package in each layer and one entry below.

>>> [game.suffix for game in GAMES]
['.wmm', '.wwd', '.rondo', '.woordspel', '.password']
>>> by_kind("rondo").title
'RONDO'
>>> for_suffix(".GCG").game.key
'woordspel'
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Ref:
    """Where a part lives, as ``"package.module:name"``; imported on :meth:`load`."""

    target: str

    def load(self) -> Any:
        module, _, name = self.target.partition(":")
        return getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class RecordFormat:
    """A file format a game's records come in besides its own file (GCG for Woordspel).

    Its reader, score summary and report stand in for the game's own on such files.
    """

    suffix: str
    reader: Ref
    scorer: Ref
    reporter: Ref
    game_key: str

    @property
    def game(self) -> GameKind:
        return by_key(self.game_key)


@dataclass(frozen=True)
class GameKind:
    """One game the app keeps: its names, its file, and where each layer keeps its code."""

    key: str
    """The game's package name in every layer (``core/rondo``, ``files/rondo``, ``gui/rondo``)."""
    kind: str
    """The ``kind`` its files name (``"wordmastermind"``)."""
    suffix: str
    """Its files' suffix, with the dot."""
    title: str
    """Its name, the same in every language."""
    report: str
    """What ``report`` writes, for messages: "a RONDO score sheet"."""
    word_language: str
    """The language of the word lists its tab checks words with."""
    report_languages: Ref
    """The languages its reports can be written in (a tuple of codes, the default first)."""
    reader: Ref
    """``load(path) -> document``: reads its file, refusing a bad one with a message."""
    scorer: Ref
    """``score_summary(document) -> ScoreSummary``: the totals and the winner."""
    reporter: Ref
    """``build_report(document, ReportRequest) -> Report``: its report or score sheet."""
    tab: Ref
    """The class of its tab in the main window (built with ``checker=`` and ``language=``)."""
    copy_mark: str | None = None
    """The file-name mark of the game master's copy (``report --overview``); ``None``: it has none."""
    rounds: bool = False
    """Its report covers one round (``report --round``), not the whole game."""
    rules_title: str = ""
    """The heading of its part of ``docs/rules.md`` (the rules text's own title); "": its title."""

    @property
    def rules_heading(self) -> str:
        return self.rules_title or self.title

    def languages(self) -> tuple[str, ...]:
        languages: tuple[str, ...] = self.report_languages.load()
        return languages


OVERVIEW_MARK = "GM-overview"
"""The file-name mark of Wörter-MasterMind's game master's overview."""
COPY_MARK = "GM-copy"
"""The file-name mark of a side game's game master's copy."""


def _game(key: str, kind: str, suffix: str, title: str, report: str, word_language: str,
          languages: str, reader: str, scorer: str, reporter: str, tab: str,
          copy_mark: str | None = None, rounds: bool = False, rules_title: str = "") -> GameKind:
    core, files, gui = (f"wordmastermind.{layer}.{key}" for layer in ("core", "files", "gui"))
    return GameKind(
        key=key, kind=kind, suffix=suffix, title=title, report=report, word_language=word_language,
        report_languages=Ref(f"{core}.{languages}"), reader=Ref(f"{files}.{reader}"),
        scorer=Ref(f"{core}.{scorer}"), reporter=Ref(f"{core}.{reporter}"), tab=Ref(f"{gui}.{tab}"),
        copy_mark=copy_mark, rounds=rounds, rules_title=rules_title,
    )


WMM = _game("wmm", "wordmastermind", ".wmm", "Wörter-MasterMind", "a Wörter-MasterMind report", "de",
            "game:REPORT_LANGUAGES", "file:load_game", "summary:score_summary",
            "round_report:build_report", "sheet:WmmSheet", copy_mark=OVERVIEW_MARK, rounds=True,
            rules_title="Joes Wörter-MasterMind")
WACHTWOORD = _game("wachtwoord", "wachtwoord", ".wwd", "Wachtwoord", "a Wachtwoord score sheet", "nl",
                   "game:REPORT_LANGUAGES", "file:load_wachtwoord", "summary:score_summary",
                   "report:build_report", "sheet:WachtwoordSheet")
RONDO = _game("rondo", "rondo", ".rondo", "RONDO", "a RONDO score sheet", "nl",
              "game:REPORT_LANGUAGES", "file:load_rondo", "summary:score_summary",
              "report:build_report", "sheet:RondoSheet")
WOORDSPEL = _game("woordspel", "woordspel", ".woordspel", "Woordspel", "a Woordspel score sheet", "nl",
                  "game:REPORT_LANGUAGES", "file:load_woordspel", "summary:score_summary",
                  "report:build_report", "sheet:WoordspelSheet", copy_mark=COPY_MARK)
PASSWORD = _game("password", "password", ".password", "PASSWORD", "a PASSWORD score sheet", "fr",
                 "game:REPORT_LANGUAGES", "file:load_password", "summary:score_summary",
                 "report:build_report", "sheet:PasswordSheet", copy_mark=COPY_MARK)

GAMES: tuple[GameKind, ...] = (WMM, WACHTWOORD, RONDO, WOORDSPEL, PASSWORD)
"""Every game, in the order of the main window's tabs."""

GCG = RecordFormat(
    ".gcg",
    reader=Ref("wordmastermind.files.woordspel.gcg.reading:load_gcg"),
    scorer=Ref("wordmastermind.files.woordspel.gcg.rescoring:score_summary"),
    reporter=Ref("wordmastermind.files.woordspel.gcg.rescoring:build_report"),
    game_key="woordspel",
)
RECORD_FORMATS: tuple[RecordFormat, ...] = (GCG,)
"""Other programs' records that a game reads (by suffix: they name no ``kind``)."""


def by_key(key: str) -> GameKind:
    return next(game for game in GAMES if game.key == key)


def by_kind(kind: str) -> GameKind | None:
    """The game whose files name ``kind``, if any."""
    return next((game for game in GAMES if game.kind == kind), None)


def by_suffix(suffix: str) -> GameKind | None:
    """The game whose files end in ``suffix`` (any case), if any."""
    return next((game for game in GAMES if game.suffix == suffix.lower()), None)


def for_suffix(suffix: str) -> RecordFormat | None:
    """The record format of files ending in ``suffix`` (any case), if it is one."""
    return next((f for f in RECORD_FORMATS if f.suffix == suffix.lower()), None)
