"""``score`` and ``report`` of any saved game, whatever the game: found through :mod:`wordmastermind.games`."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from wordmastermind.cli.errors import CommandError
from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.core.messages import Message, Text
from wordmastermind.files.messages import said
from wordmastermind.cli.table import format_table
from wordmastermind.core.report import Audience, Report, ReportRequest
from wordmastermind.files.i18n import translation
from wordmastermind.files.jsonread import DocumentError
from wordmastermind.games import COPY_MARK, OVERVIEW_MARK, WMM, GameKind, RecordFormat, by_kind, for_suffix


def overview_path(path: Path, mark: str = OVERVIEW_MARK) -> Path:
    """``round3.docx`` -> ``round3-GM-overview.docx``: named as what it holds.

    A name that says already it is the game master's (either mark) is kept.
    """
    if any(m.lower() in path.stem.lower() for m in (OVERVIEW_MARK, COPY_MARK)):
        return path
    return path.with_name(f"{path.stem}-{mark}{path.suffix}")


def cmd_report(args: argparse.Namespace) -> None:
    """The report of any saved game: a round of Wörter-MasterMind, the score sheet of the others."""
    game, record = document_kind(args.game)
    if args.round is not None and not game.rounds:
        raise CommandError(CLI.say("cli.report.round_wmm_only", what=_what(game)))
    lot = getattr(args, "lot", False)
    if lot and game.kind != WMM.kind:
        raise CommandError(CLI.say("cli.report.lot_wmm_only", what=_what(game)))
    if lot and (args.round is not None or args.overview):
        raise CommandError(CLI.say("cli.report.lot_alone"))
    if args.overview and game.copy_mark is None:
        raise CommandError(CLI.say("cli.report.no_copy", what=_what(game)))
    language = report_language(_what(game), args.language, game.languages())
    request = ReportRequest(Audience.GAME_MASTER if args.overview else Audience.PLAYERS, language, args.round,
                            catalogs=translation)
    targets = report_targets(args, game.copy_mark)
    formats = record or game
    document = read_document(formats, args.game, getattr(args, "rules", None), record is not None)
    try:
        report = _lot_report(document, language) if lot else formats.reporter.load()(document, request)
    except ValueError as error:
        raise CommandError(said(error)) from None
    for warning in report.warnings:
        print(spoken(CLI.say("cli.warning", warning=warning)), file=sys.stderr)
    if not targets:
        from wordmastermind.files.writers.text import render_text

        sys.stdout.write(render_text(report))
        return
    for kind, target in targets.items():
        write_report_file(kind, report, target)
        print(target)
        if target.suffix.lower() == ".pdf":  # what the PDF's font could not print, said once it is written
            from wordmastermind.files.writers.pdf import font_warnings

            for warning in font_warnings(report):
                print(spoken(CLI.say("cli.warning", warning=warning)), file=sys.stderr)


def read_document(formats: GameKind | RecordFormat, path: Path, rules: str | None, is_record: bool) -> Any:
    """The document at ``path``; a GCG record by the rules preset named ``rules`` (its own choice if None)."""
    if rules is None:
        return formats.reader.load()(path)
    if not is_record:
        raise CommandError(CLI.say("cli.rules_gcg_only", path=str(path)))
    from wordmastermind.core.woordspel.rules import preset

    return formats.reader.load()(path, rules=preset(rules))


def _what(game: GameKind) -> Message:
    """``a Wörter-MasterMind report``, ``a RONDO score sheet``: what a game's report is, said in the user's language."""
    return CLI.say("cli.report.wmm" if game.rounds else "cli.report.sheet", title=game.title)


def _lot_report(game: Any, language: str | None) -> Report:
    """The lot for round 1 of a Wörter-MasterMind game; before the lot is drawn, what to do."""
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.lot_report import NOT_DRAWN, lot_report
    from wordmastermind.core.wmm.player_view import player_view

    if game.lot is None:
        raise ValueError(CLI.say("cli.report.draw_first", error=NOT_DRAWN))
    return lot_report(player_view(evaluate(game), 0), language, catalogs=translation)


def report_targets(args: argparse.Namespace, copy_mark: str | None) -> dict[str, Path]:
    """The file of each format asked for, each checked before any is written:
    never the game read, nor any other game file, nor one path twice."""
    from wordmastermind.files.outputs import OutputError, check_outputs
    from wordmastermind.files.writers import check_report_path

    targets: dict[str, Path] = {}
    for kind in ("docx", "xlsx", "pdf", "txt"):
        path: Path | None = getattr(args, kind)
        if path is not None:
            targets[kind] = overview_path(path, copy_mark) if args.overview and copy_mark else path
    try:
        check_outputs(list(targets.values()), reading=[args.game])
        for target in targets.values():
            check_report_path(target)
    except OutputError as error:
        raise CommandError(said(error)) from None
    return targets


def report_language(what: Text, wanted: str | None, languages: Sequence[str]) -> str | None:
    """``wanted`` if ``what`` can be written in it (``None``: the game's own), else refuse naming those it can."""
    if wanted is None or wanted in languages:
        return wanted
    *others, last = languages
    listed = CLI.say("cli.or", others=", ".join(others), last=last) if others else last
    raise CommandError(CLI.say("cli.report.languages", what=what, languages=listed, language=wanted))


def write_report_file(kind: str, report: Report, path: Path) -> None:
    """Write ``report`` as ``kind``; a failure keeps an existing file and is one line."""
    from wordmastermind.files.outputs import OutputError
    from wordmastermind.files.writers import write_report

    try:
        write_report(report, path)
    except OSError as error:
        raise CommandError(CLI.say("cli.cannot_write", path=str(path), reason=error.strerror or str(error))) from None
    except OutputError as error:  # names the path itself
        raise CommandError(said(error)) from None
    except ValueError as error:
        raise CommandError(CLI.say("cli.path_error", path=str(path), error=said(error))) from None


def cmd_score(args: argparse.Namespace) -> None:
    """Totals and winner of any saved sheet, whatever the game."""
    game, record = document_kind(args.file, scoring=True)
    formats = record or game
    document = read_document(formats, args.file, getattr(args, "rules", None), record is not None)
    result = formats.scorer.load()(document)
    summary = result.to_json(game.kind)
    if args.json:
        from wordmastermind.cli.errors import CommandWarning
        from wordmastermind.cli.json_output import warnings_json

        # each warning as settings --json gives it: its code, parameters and text in the environment's language
        summary["warnings"] = warnings_json(CommandWarning(warning) for warning in result.warnings)
        json.dump(summary, sys.stdout, ensure_ascii=False, indent=2)
        print()
        return
    players = summary["players"]
    player, total = spoken(CLI.say("cli.col.player")), spoken(CLI.say("cli.col.total"))
    print(format_table([player, total], [[p["name"], p["total"]] for p in players]))
    if "teams" in summary:
        print()
        print(format_table([spoken(CLI.say("cli.col.team")), spoken(CLI.say("cli.col.members")), total],
                           [[t["name"], ", ".join(t["members"]), t["total"]] for t in summary["teams"]]))
    winner = summary["winner"]
    print()
    if winner:
        print(spoken(CLI.say("cli.score.winner", winner=winner)))
    else:
        print(spoken(CLI.say("cli.score.draw" if summary["result"] == "draw" else "cli.score.undecided")))
    if result.rules is not None:  # the rules preset it was scored by (Woordspel's games)
        print(spoken(CLI.say("cli.score.rules", rules=CLI.say(f"cli.rules.{result.rules}"))))
    for difference in summary.get("differences", ()):
        print(spoken(_difference_text(difference)))
    for warning in result.warnings:  # the rules a record's moves break, in the environment's language
        print(spoken(CLI.say("cli.warning", warning=spoken(warning))))


def _difference_text(difference: dict[str, Any]) -> Message:
    """One line for a score the GCG file states differently from these rules."""
    said = {"player": str(difference.get("player", "")), "file": str(difference.get("file")),
            "ours": str(difference.get("ours"))}
    if difference.get("line") and difference.get("move"):
        return CLI.say("cli.score.differs_line", line=difference["line"], move=difference["move"], **said)
    if difference.get("move"):
        return CLI.say("cli.score.differs_move", move=difference["move"], **said)
    return CLI.say("cli.score.differs", **said)


_NO_JSON = frozenset({"document.not_json", "document.cut_off", "document.not_utf8"})
"""The reader's refusals of a file that holds no JSON at all, or broken JSON."""


def document_kind(path: Path, scoring: bool = False) -> tuple[GameKind, RecordFormat | None]:
    """The game of the file at ``path``: a record of another program (GCG) by its
    suffix, with the format it is in; any other by the ``kind`` its JSON names
    (whatever its suffix)."""
    from wordmastermind.files.jsonread import load_json

    record = for_suffix(path.suffix)
    if record is not None:
        return record.game, record
    try:
        data = load_json(path)
    except DocumentError as error:
        from wordmastermind.files.outputs import GAME_SUFFIXES

        if error.message.code in _NO_JSON and path.suffix.lower() not in GAME_SUFFIXES:
            # a roster, a spreadsheet, a text given for a game: no need to say where its JSON breaks
            raise CommandError(CLI.say("cli.not_a_document", path=str(path))) from None
        raise CommandError(CLI.say("cli.path_error", path=str(path), error=said(error))) from None
    kind = data.get("kind") if isinstance(data, dict) else None
    game = by_kind(kind) if isinstance(kind, str) else None
    if game is None:
        refusal = "cli.cannot_score_kind" if scoring else "cli.cannot_report_kind"
        raise CommandError(CLI.say(refusal, path=str(path), kind=str(kind)) if kind
                           else CLI.say("cli.not_a_document", path=str(path)))
    return game, None
