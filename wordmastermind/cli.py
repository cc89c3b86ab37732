"""The command line: run a whole game of Wörter-MasterMind from a terminal.

Every command exits 0 on success. On any error it prints a one-line reason
on stderr (then, where rows are at fault, one line per bad row), exits 1,
and leaves the game file untouched.
"""

from __future__ import annotations

import argparse
import getpass
import json
import os
import secrets
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn

from wordmastermind import __version__
from wordmastermind.core.errors import RosterError, RoundError, RuleError
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.results import Evaluation, GuessResult
from wordmastermind.core.wmm.evaluation import check_round as check_round_rules
from wordmastermind.core.wmm.game import Game, Round, Settings
from wordmastermind.core.wmm.lot import with_drawn_lot
from wordmastermind.core.wmm.marks import mark
from wordmastermind.core.report import Audience, Report, ReportRequest
from wordmastermind.core.wmm.roster import check_roster
from wordmastermind.core.words import normalize_word
from wordmastermind.files.wmm.file import load_game, save_game
from wordmastermind.files.wmm.imports import problems_at_lines, read_guesses, read_roster
from wordmastermind.files.jsonread import DocumentError
from wordmastermind.files.tables import TableFileError
from wordmastermind.games import COPY_MARK, OVERVIEW_MARK, GameKind, RecordFormat, by_kind, for_suffix
from wordmastermind.textable import format_table



class CommandError(Exception):
    """A command that cannot be carried out: a reason, and the rows at fault."""

    def __init__(self, reason: str, details: Sequence[str] = ()) -> None:
        super().__init__(reason)
        self.details = list(details)


# ---------------------------------------------------------------- commands


def cmd_mark(args: argparse.Namespace) -> None:
    secret, guess = normalize_word(args.secret), normalize_word(args.guess)
    if not secret or not guess:
        raise CommandError("give a secret word and a guess")
    print(mark(secret, guess))


def cmd_new(args: argparse.Namespace) -> None:
    path: Path = args.game
    if path.exists() and not args.force:
        raise CommandError(f"{path} exists already; pass --force to replace it")
    settings = Settings(args.title or path.stem, args.length, args.umlauts, args.points_only, args.language)
    players, lines = read_roster(args.roster)
    try:
        check_roster(players, settings.word_rules)
    except RosterError as error:
        raise CommandError(
            f"{args.roster}: {error}; no game written", problems_at_lines(error, lines)
        ) from None
    save_game(Game(settings, tuple(players)), path)
    print(f"{path}: new game with {len(players)} players ({settings.word_rules.describe()})")


def cmd_lot(args: argparse.Namespace) -> None:
    game = load_game(args.game)
    check_roster(game.players, game.settings.word_rules)
    if game.lot is not None and not args.redraw and not game.rounds:
        raise CommandError(
            f"the lot is drawn already (seed {game.lot.seed}); pass --redraw to draw it again"
        )
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    game = with_drawn_lot(game, seed)
    save_game(game, args.game)
    assert game.lot is not None
    k = len(game.lot.assignment[0][1])
    print(f"Round 1 by lot (seed {seed}), {k} guess{'es' if k > 1 else ''} each:")
    width = max(len(name) for name, _ in game.lot.assignment)
    for guesser, targets in game.lot.assignment:
        print(f"  {guesser.ljust(width)} -> {', '.join(targets)}")


def cmd_guesses(args: argparse.Namespace) -> None:
    game = load_game(args.game)
    number: int = args.round
    guesses, lines = read_guesses(args.file)
    notes = game.rounds[number - 1].notes if number <= len(game.rounds) else ""
    try:
        changed, later = check_round_rules(game, number, Round(tuple(guesses), notes))
    except RoundError as error:
        raise CommandError(
            f"{args.file}: {error}; nothing written", problems_at_lines(error, lines)
        ) from None
    if later:
        raise CommandError(
            f"round {number} would make {len(later)} guess(es) of later rounds illegal;"
            " nothing written",
            [f"round {g.round}, row {g.row + 1} ({g.guesser} at {g.target}: {g.word}): {g.problem}"
             for g in later]
            + [f"correct round {later[0].round} first, then import round {number} again"],
        )
    save_game(changed, args.game)
    result = evaluate(changed, upto=number)
    this = result.rounds[number - 1]
    print(f"Round {number}: {len(guesses)} guess{'es' if len(guesses) != 1 else ''} saved.")
    secret_of = {p.name: p.secret for p in changed.players}
    for name in this.revealed:
        print(f"  {name}'s word was guessed: {secret_of[name]}")
    if this.game_over:
        print("The game is over.")


def cmd_notes(args: argparse.Namespace) -> None:
    game = load_game(args.game)
    save_game(game.with_notes(args.round, args.text), args.game)
    print(f"Round {args.round}: notes saved.")



def overview_path(path: Path, mark: str = OVERVIEW_MARK) -> Path:
    """``round3.docx`` -> ``round3-GM-overview.docx``: named as what it holds.

    A name that says already it is the game master's (either mark) is kept.
    """
    if any(m.lower() in path.stem.lower() for m in (OVERVIEW_MARK, COPY_MARK)):
        return path
    return path.with_name(f"{path.stem}-{mark}{path.suffix}")


def cmd_report(args: argparse.Namespace) -> None:
    """The report of any saved game: a round of Wörter-MasterMind, the score sheet of the others."""
    game, record = document_kind(args.game, "write a report of")
    if args.round is not None and not game.rounds:
        raise CommandError(f"--round is for Wörter-MasterMind games only: {game.report} covers the whole game")
    if args.overview and game.copy_mark is None:
        raise CommandError(f"{game.report} has no game master's copy: it holds no secrets,"
                           " so leave out --overview")
    language = report_language(game.report, args.language, game.languages())
    request = ReportRequest(Audience.GAME_MASTER if args.overview else Audience.PLAYERS, language, args.round)
    formats = record or game
    document = formats.reader.load()(args.game)
    try:
        report = formats.reporter.load()(document, request)
    except ValueError as error:
        raise CommandError(str(error)) from None
    for warning in report.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    outputs = {kind: getattr(args, kind) for kind in ("docx", "xlsx", "pdf", "txt")}
    if not any(outputs.values()):
        from wordmastermind.files.writers.text import render_text

        sys.stdout.write(render_text(report))
        return
    for kind, path in outputs.items():
        if path is None:
            continue
        target = overview_path(path, game.copy_mark) if args.overview and game.copy_mark else path
        write_report_file(kind, report, target)
        print(target)


def report_language(what: str, wanted: str | None, languages: Sequence[str]) -> str | None:
    """``wanted`` if ``what`` can be written in it (``None``: the game's own), else refuse naming those it can."""
    if wanted is None or wanted in languages:
        return wanted
    *others, last = languages
    listed = f"{', '.join(others)} or {last}" if others else last
    raise CommandError(f"{what} can be written in {listed}, not {wanted}")


def write_report_file(kind: str, report: Report, path: Path) -> None:
    if kind == "pdf":
        from wordmastermind.gui.offscreen import ensure_gui_application
        from wordmastermind.gui.printing import write_pdf

        ensure_gui_application()
        write_pdf(report, path)
        return
    from wordmastermind.files.writers import write_report

    try:
        write_report(report, path)
    except OSError as error:
        raise CommandError(f"{path}: cannot be written: {error.strerror or error}") from None
    except ValueError as error:
        raise CommandError(f"{path}: {error}") from None


def cmd_mail(args: argparse.Namespace) -> None:
    from wordmastermind.files import mail

    if not args.eml and not args.smtp:
        raise CommandError("say where the mails go: --eml DIR, --smtp HOST:PORT, or both")
    settings = _smtp_settings(args, mail) if args.smtp else None  # checked before any work
    game = load_game(args.game)
    result = evaluate(game)
    number = args.round if args.round is not None else result.round
    if not 1 <= number <= result.round:
        raise CommandError(f"there is no round {number} to mail: the game has {result.round}")
    template = args.template.read_text(encoding="utf-8") if args.template else None
    try:
        mails = mail.build_mails(
            result, number, template=template, subject_template=args.subject,
            sender=args.sender, language=args.language or game.settings.language,
        )
    except (mail.MailError, ValueError) as error:
        raise CommandError(str(error)) from None
    if args.only:
        wanted = {name.strip().casefold() for name in args.only.split(",") if name.strip()}
        mails = [m for m in mails if m.name.casefold() in wanted]
    for skipped in (m for m in mails if not m.sendable):
        print(f"skipped {skipped.name}: {skipped.skipped}")
    sendable = [m for m in mails if m.sendable]
    if args.eml:
        for path in mail.write_eml(sendable, args.eml):
            print(path)
    if settings is not None:
        password = _smtp_password(args, settings, mail)
        results = mail.send_mails(sendable, settings, password)
        for one in results:
            print(f"{one.status} {one.name}" + (f": {one.reason}" if one.reason else ""))
        failed = [r.name for r in results if r.failed]
        if failed:
            raise CommandError(
                f"{len(failed)} of {len(results)} mails failed",
                [f"send them again with: --only {','.join(failed)!r}"],
            )


def _smtp_settings(args: argparse.Namespace, mail: Any) -> Any:
    host, _, port = args.smtp.rpartition(":")
    if not host or not port.isdigit():
        raise CommandError(f"--smtp {args.smtp}: write it as HOST:PORT, e.g. mail.example.org:587")
    try:
        return mail.SmtpSettings(host, int(port), args.security, args.user)
    except mail.MailError as error:
        raise CommandError(str(error)) from None


def _smtp_password(args: argparse.Namespace, settings: Any, mail: Any) -> str | None:
    """From an environment variable, the keyring, or a prompt: never from a file."""
    if not settings.username:
        return None
    if args.password_env:
        password = os.environ.get(args.password_env)
        if password is None:
            raise CommandError(f"the environment variable {args.password_env} is not set")
        return password
    try:
        kept: str | None = mail.password_from_keyring(settings)
    except mail.MailError:
        kept = None
    if kept:
        return kept
    if not sys.stdin.isatty():
        raise CommandError("no password: run in a terminal, keep it in the keyring, or use --password-env")
    password = getpass.getpass(f"SMTP password for {settings.username}@{settings.host}: ")
    if args.keyring:
        mail.store_password_in_keyring(settings, password)
    return password


def cmd_candidates(args: argparse.Namespace) -> None:
    from wordmastermind.core.wmm.candidates import analyse, contradictions

    game = load_game(args.game)
    result = evaluate(game, upto=args.round)
    rules = game.settings.word_rules
    if args.words is not None:
        from wordmastermind.files.tables import decode_text

        raw = args.words.read_bytes() if args.words.exists() else None
        if raw is None:
            raise CommandError(f"{args.words}: no such file")
        listed = (normalize_word(line) for line in decode_text(raw).splitlines())
        words = sorted({w for w in listed if w and not w.startswith("#") and rules.problem(w) is None})
    else:
        from wordmastermind.core.lexicon import nouns_for
        from wordmastermind.files.lexicon_store import load_lexicon

        words = list(nouns_for(load_lexicon("de"), rules))
    found = analyse(result, words)
    if args.json:
        players = []
        for item in found:
            entry: dict[str, Any] = {"name": item.name, "candidates": item.count, "by_round": list(item.counts)}
            if args.list:
                entry["words"] = list(item.words)
            players.append(entry)
        json.dump({"round": result.round, "words_in_list": len(words), "players": players},
                  sys.stdout, ensure_ascii=False, indent=2)
        print()
        return
    print(f"After round {result.round}, {len(words)} words in the list (for the game master only):")
    rows = [[item.name, item.count, " > ".join(str(n) for n in item.counts)] for item in found]
    print(format_table(["Player", "Candidates", "By round"], rows))
    if args.list:
        for item in found:
            print(f"\n{item.name}: {', '.join(item.words) or '(none: the word is not in the list)'}")
    hints = contradictions(result)
    if hints:
        print("\nGuesses that could not be the word by earlier marks:")
        for hint in hints:
            print(f"  {hint}")


def cmd_score(args: argparse.Namespace) -> None:
    """Totals and winner of any saved sheet, whatever the game."""
    game, record = document_kind(args.file, "score")
    formats = record or game
    summary = formats.scorer.load()(formats.reader.load()(args.file)).to_json(game.kind)
    if args.json:
        json.dump(summary, sys.stdout, ensure_ascii=False, indent=2)
        print()
        return
    players = summary["players"]
    print(format_table(["Player", "Total"], [[p["name"], p["total"]] for p in players]))
    if "teams" in summary:
        print()
        print(format_table(["Team", "Members", "Total"],
                           [[t["name"], ", ".join(t["members"]), t["total"]] for t in summary["teams"]]))
    winner = summary["winner"]
    print(f"\nWinner: {winner}" if winner else "\nUndecided: no winner yet")
    for difference in summary.get("differences", ()):
        print(f"note: {_difference_text(difference)}")


def _difference_text(difference: dict[str, Any]) -> str:
    """One line for a score the GCG file states differently from these rules."""
    where = f"line {difference['line']}, " if difference.get("line") else ""
    move = f"move {difference['move']} " if difference.get("move") else ""
    return (f"{where}{move}({difference.get('player', '')}): the file says "
            f"{difference.get('file')}, these rules give {difference.get('ours')}")


def document_kind(path: Path, verb: str) -> tuple[GameKind, RecordFormat | None]:
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
        raise CommandError(f"{path}: {error}") from None
    kind = data.get("kind") if isinstance(data, dict) else None
    game = by_kind(kind) if isinstance(kind, str) else None
    if game is None:
        raise CommandError(f"{path}: cannot {verb} a {kind!r} document" if kind
                           else f"{path}: not a wordmastermind document")
    return game, None


def cmd_gui(args: argparse.Namespace) -> None:
    from wordmastermind.gui.app import main as gui_main  # Qt only when asked for

    code = gui_main([str(args.game)] if args.game else [])
    if code:
        raise SystemExit(code)


def cmd_evaluate(args: argparse.Namespace) -> None:
    game = load_game(args.game)
    result = evaluate(game, upto=args.round)
    if args.json:
        json.dump(evaluation_json(result), sys.stdout, ensure_ascii=False, indent=2)
        print()
    else:
        print(evaluation_text(result))


# ------------------------------------------------------------------ output


def guess_json(g: GuessResult) -> dict[str, Any]:
    return {
        "round": g.round,
        "row": g.row + 1,
        "guesser": g.guesser,
        "target": g.target,
        "word": g.word,
        "plus": g.marks.plus if g.marks else 0,
        "kringel": g.marks.kringel if g.marks else 0,
        "marks": str(g.marks) if g.marks else "",
        "kp": g.kp,
        "v": g.v,
        "wf": g.wf,
        "points": g.points,
        "hit": g.hit,
        "valid": g.valid,
        "problem": g.problem,
    }


def evaluation_json(result: Evaluation) -> dict[str, Any]:
    return {
        "title": result.game.settings.title,
        "round": result.round,
        "guesses_per_round": result.k,
        "wf_next": result.wf_next,
        "game_over": result.game_over,
        "game_over_after": result.game_over_after,
        "guesses": [guess_json(g) for g in result.guesses],
        "players": [
            {
                "name": p.name,
                "v": p.v,
                "guess_points": p.guess_points,
                "word_points": p.word_points,
                "total": p.total,
                "rank": p.rank,
                "guessed_in_round": p.guessed_in_round,
                "guesses_received": p.guesses_received,
                "rounds_in_play": p.rounds_in_play,
            }
            for p in result.standings
        ],
        "problems": [str(p) for p in (*result.roster_problems, *result.lot_problems)],
    }


def evaluation_text(result: Evaluation) -> str:
    settings = result.game.settings
    out = [f"{settings.title or 'Wörter-MasterMind'}: after round {result.round}"]
    status = (
        f"the game ended after round {result.game_over_after}"
        if result.game_over
        else f"next round: {result.k} guess{'es' if result.k > 1 else ''} per player,"
        f" WF {result.wf_next}"
    )
    out.append(status[0].upper() + status[1:])
    for problem in (*result.roster_problems, *result.lot_problems):
        out.append(f"! {problem}")
    for round_ in result.rounds:
        out += ["", f"Round {round_.number} (WF {round_.wf})"]
        if not round_.guesses:
            out.append("no guesses")
            continue
        rows = [
            [
                g.guesser,
                g.target,
                g.word,
                (str(g.kp) if settings.points_only else str(g.marks)) if g.marks else "",
                g.points if g.valid else None,
                ("guessed!" if g.hit else "") if g.valid else f"! {g.problem}",
            ]
            for g in round_.guesses
        ]
        shown = "KP" if settings.points_only else "Marks"
        out.append(format_table(["Guesser", "Target", "Word", shown, "Points", "Note"], rows))
    out += ["", "Standings"]
    rows = [
        [
            p.rank,
            p.name,
            p.guess_points,
            p.word_points,
            p.total,
            p.v,
            "in play" if p.in_play else f"guessed in round {p.guessed_in_round}",
        ]
        for p in result.standings
    ]
    out.append(format_table(["Rank", "Player", "Guess pts", "Word pts", "Total", "V", "Word"], rows))
    return "\n".join(out)


# ----------------------------------------------------------------- parsing


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
    p.add_argument("--language", choices=("en", "de"), default="en",
                   help="the language of the game's reports and mails (default en)")
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

    p = command("report", cmd_report,
                "write a report of any saved game: Word, Excel, PDF or text (default: text on screen)")
    p.description = (
        "Write the report of a saved game, in the game's own language unless --language says otherwise."
        " A Wörter-MasterMind game (.wmm) gets the report of one round; a Wachtwoord (.wwd), RONDO"
        " (.rondo), Woordspel (.woordspel, or a .gcg record) or PASSWORD (.password) game gets its"
        " whole score sheet. Without --docx, --xlsx, --pdf or --txt the text is printed."
    )
    p.add_argument("game", type=Path, metavar="GAME",
                   help="the game file: .wmm, .wwd, .rondo, .woordspel, .gcg or .password")
    p.add_argument("--round", type=_positive, metavar="N",
                   help="the round (.wmm only; default: the last)")
    for kind, name in (("docx", "Word"), ("xlsx", "Excel"), ("pdf", "PDF"), ("txt", "plain text")):
        p.add_argument(f"--{kind}", type=Path, metavar="F", help=f"write the report as {name} to F")
    p.add_argument("--overview", action="store_true",
                   help="the game master's copy, with every secret, named as the app names it:"
                        f" a .wmm round's full overview (file names get '-{OVERVIEW_MARK}'), or a"
                        " Woordspel or PASSWORD copy with the racks or passwords (file names get"
                        f" '-{COPY_MARK}'); Wachtwoord and RONDO have none")
    p.add_argument("--language", choices=("en", "de", "nl", "fr"),
                   help="the report's language (default: the game's own; a .gcg record's: en)."
                        " Wörter-MasterMind: en or de (the game's set with 'new --language');"
                        " Wachtwoord, RONDO, Woordspel: en or nl; PASSWORD: en or fr")

    p = command("mail", cmd_mail, "mail every player their round report (.eml files or SMTP)")
    p.add_argument("game", type=Path, metavar="GAME")
    p.add_argument("--round", type=_positive, metavar="N", help="the round (default: the last)")
    p.add_argument("--from", dest="sender", required=True, metavar="ADDRESS",
                   help="the sender, e.g. 'Spielleiter <gm@example.org>'")
    p.add_argument("--eml", type=Path, metavar="DIR", help="write one .eml file per player to DIR")
    p.add_argument("--smtp", metavar="HOST:PORT", help="send through this SMTP server")
    p.add_argument("--security", choices=("starttls", "ssl", "none"), default="starttls",
                   help="how to protect the connection (default: starttls)")
    p.add_argument("--user", metavar="NAME", help="the SMTP user name (the password is asked for)")
    p.add_argument("--password-env", metavar="VAR",
                   help="read the password from this environment variable instead")
    p.add_argument("--keyring", action="store_true", help="keep a typed password in the system keyring")
    p.add_argument("--template", type=Path, metavar="FILE",
                   help="the mail text, with placeholders such as {name}, {round}, {total}, {report}")
    p.add_argument("--subject", metavar="TEXT", help="the subject, with the same placeholders")
    p.add_argument("--language", choices=("en", "de"), help="the mails' language (default: the game's)")
    p.add_argument("--only", metavar="NAMES", help="only these players (comma-separated), e.g. to retry")

    from wordmastermind.cli_check import add_check_parser

    add_check_parser(sub, command)

    from wordmastermind.cli_lists import add_lists_parser

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


def fail(reason: str, details: Sequence[str] = ()) -> NoReturn:
    print(f"wordmastermind: {reason}", file=sys.stderr)
    for line in details:
        print(f"  {line}", file=sys.stderr)
    raise SystemExit(1)


def main(argv: Sequence[str] | None = None) -> None:
    args = build_parser().parse_args(argv)
    try:
        args.run(args)
    except CommandError as error:
        fail(str(error), error.details)
    except (DocumentError, TableFileError) as error:
        fail(str(error))
    except RosterError as error:
        fail(f"the game's roster is not valid: {error}", [str(p) for p in error.problems])
    except RuleError as error:
        fail(str(error))
    except BrokenPipeError:
        sys.stderr.close()
        raise SystemExit(1) from None


if __name__ == "__main__":
    main()
