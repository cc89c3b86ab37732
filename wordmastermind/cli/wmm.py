"""The Wörter-MasterMind commands: mark, new, lot, guesses, notes, candidates and evaluate."""

from __future__ import annotations

import argparse
import json
import secrets
import sys
from pathlib import Path
from collections.abc import Callable, Sequence
from typing import Any

from wordmastermind.cli.errors import CommandError, CommandWarning, warn
from wordmastermind.cli.evaluation_json import cycle_collector_paused, evaluation_json
from wordmastermind.cli.json_output import print_json
from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.cli.moments import deadline_said, moment_said
from wordmastermind.cli.secret_words import unknown_secrets, word_language_said
from wordmastermind.files.messages import placed, said
from wordmastermind.cli.table import format_table
from wordmastermind.cli.told import say_if_told
from wordmastermind.core.errors import RosterError, RoundError
from wordmastermind.core.messages import WMM, Message, Param
from wordmastermind.core.wmm.evaluation import check_round as check_round_rules
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game, Player, Round, Settings
from wordmastermind.core.wmm.lot import with_drawn_lot
from wordmastermind.core.wmm.marks import mark
from wordmastermind.core.wmm.place_names import EnteredNames, name_in_round
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.wmm.roster import check_roster
from wordmastermind.core.wmm.round_changes import left_out_by
from wordmastermind.core.words import WordRules, names_listed, normalize_word
from wordmastermind.files.wmm.file import load_game, load_game_stamped, save_game
from wordmastermind.files.wmm.imports import (
    address_warnings_at_lines,
    problems_at_lines,
    read_guesses,
    read_roster,
    unread_warning,
)


# ---------------------------------------------------------------- commands


def cmd_mark(args: argparse.Namespace) -> None:
    secret, guess = normalize_word(args.secret), normalize_word(args.guess)
    if not secret or not guess:
        raise CommandError(CLI.say("cli.mark.give_both"))
    print(mark(secret, guess))


def cmd_new(args: argparse.Namespace) -> None:
    path: Path = args.game
    if path.exists() and not args.force:
        raise CommandError(CLI.say("cli.new.exists", path=str(path)))
    settings = Settings(args.title or path.stem, args.length, args.umlauts, args.points_only,
                        args.language or new_game_language(), words_in=args.words)
    players, lines, unread = read_roster(args.roster)
    players, lines = _skipping(players, lines, args.skip_line or (), args.roster)
    try:
        check_roster(players, settings.word_rules)
    except RosterError as error:
        raise CommandError(
            CLI.say("cli.no_game_written", file=str(args.roster), error=error.message),
            [*problems_at_lines(error, lines), *_skip_hint(args.roster, settings.word_rules)],
        ) from None
    game = Game(settings, tuple(players))
    save_game(game, path)
    print(spoken(CLI.say("cli.new.made", path=str(path), count=len(players), rules=settings.word_rules.describe(),
                         words=word_language_said(settings), language=CLI.say(f"cli.language.{settings.language}"))))
    roster_warnings = [unread_warning(unread), *address_warnings_at_lines(players, lines)]
    warn([*(CommandWarning(placed(str(args.roster), w)) for w in roster_warnings if w is not None),
          unknown_secrets(game)])  # as settings --words warns of them: the game is made all the same


def _skipping(players: list[Player], lines: list[int], skipped: Sequence[int], roster: Path,
              ) -> tuple[list[Player], list[int]]:
    """The roster's players and their lines in the file, but those on the lines ``skipped`` (``--skip-line``)."""
    for line in skipped:
        if line not in lines:
            raise CommandError(CLI.say("cli.new.no_such_line", line=line, file=str(roster)))
    kept = [(player, line) for player, line in zip(players, lines) if line not in skipped]
    return [player for player, _line in kept], [line for _player, line in kept]


def _skip_hint(roster: Path, rules: WordRules) -> list[Message]:
    """How to make the game without the lines at fault, where each problem is a line's and the rest is fine (a
    sum line under the players, say): ``--skip-line 26``, as the app's Import Without Line 26; else nothing."""
    from wordmastermind.files.wmm.imports import preview_roster

    fixed = preview_roster(roster, rules).without_bad_lines()
    if fixed is None:
        return []
    return [CLI.say("cli.new.skip_hint", options=" ".join(f"--skip-line {line}" for line in fixed.left_out))]


def new_game_language() -> str:
    """A new game's report language: the one the environment asks for, where the game has it, else English."""
    from wordmastermind.core.wmm.game import REPORT_LANGUAGES
    from wordmastermind.files.i18n import environment_language

    language = environment_language()
    return language if language in REPORT_LANGUAGES else "en"


def cmd_lot(args: argparse.Namespace) -> None:
    loaded = load_game_stamped(args.game)
    game = loaded.value
    check_roster(game.players, game.settings.word_rules)
    if game.lot is not None and not args.redraw and not game.rounds:
        raise CommandError(CLI.say("cli.lot.drawn", seed=game.lot.seed))
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    game = with_drawn_lot(game, seed)
    save_game(game, args.game, since=loaded.stamp)
    assert game.lot is not None
    k = len(game.lot.assignment[0][1])
    print(spoken(CLI.say("cli.lot.title", seed=seed, count=k)))
    width = max(len(name) for name, _ in game.lot.assignment)
    for guesser, targets in game.lot.assignment:
        print(f"  {guesser.ljust(width)} -> {names_listed(targets)}")


def cmd_guesses(args: argparse.Namespace) -> None:
    loaded = load_game_stamped(args.game)
    game = loaded.value
    number: int = args.round
    guesses, lines = read_guesses(args.file)
    guesses = list(EnteredNames(game, number).guesses(guesses))  # as the roster spells them, or as they were
    held = game.rounds[number - 1] if number <= len(game.rounds) else Round()
    entered = (*held.guesses, *guesses) if args.add else tuple(guesses)
    try:
        changed, later, result = check_round_rules(game, number, Round(entered, held.notes))
    except RoundError as error:  # a guess of the file: with --add, after the round's own
        raise CommandError(
            CLI.say("cli.nothing_written", file=str(args.file), error=error.message),
            problems_at_lines(error, [0] * (len(entered) - len(guesses)) + lines),
        ) from None
    if not guesses:  # a header alone would empty the round, as the app's preview says
        raise CommandError(CLI.say("cli.guesses.none", file=str(args.file)))
    dropped = left_out_by(held.guesses, guesses)
    if dropped and not (args.add or args.replace):  # guesses taken from the mailbox, say: never lost unseen
        raise CommandError(
            CLI.say("cli.guesses.would_drop", file=str(args.file), round=number, count=len(dropped)),
            [*(CLI.say("cli.guesses.dropped_guess", guesser=g.guesser, target=g.target, word=g.word) for g in dropped),
             CLI.say("cli.guesses.add_or_replace")],
        )
    if later:
        raise CommandError(
            CLI.say("cli.guesses.later", round=number, count=len(later)),
            [CLI.say("cli.guesses.later_guess", round=g.round, row=g.row + 1,  # the names as in that round
                     guesser=name_in_round(game, g.guesser, g.round), target=name_in_round(game, g.target, g.round),
                     word=g.word, problem=g.problem or "") for g in later]
            + [CLI.say("cli.guesses.correct_first", later=later[0].round, round=number)],
        )
    save_game(changed, args.game, since=loaded.stamp)
    this = result.rounds[number - 1]
    print(spoken(CLI.say("cli.guesses.added", round=number, count=len(guesses), total=len(entered)) if args.add
                 else CLI.say("cli.guesses.saved", round=number, count=len(guesses))))
    secret_of = {p.name: p.secret for p in changed.players}
    for name in this.revealed:
        print("  " + spoken(CLI.say("cli.guesses.revealed", name=name, secret=secret_of[name])))
    if this.game_over:
        print(spoken(CLI.say("cli.guesses.over", round=number)))  # its guesses not in yet still count
    say_if_told(game, result)


def cmd_notes(args: argparse.Namespace) -> None:
    loaded = load_game_stamped(args.game)
    save_game(loaded.value.with_notes(args.round, args.text), args.game, since=loaded.stamp)
    print(spoken(CLI.say("cli.notes.saved", round=args.round)))


def cmd_deadline(args: argparse.Namespace) -> None:
    from wordmastermind.core.errors import SettingsError
    from wordmastermind.core.wmm.deadline import normal_deadline

    if (args.at is None) == (not args.clear):
        raise CommandError(CLI.say("cli.deadline.give"))
    loaded = load_game_stamped(args.game)
    try:
        at = "" if args.clear else normal_deadline(args.at)
    except SettingsError as error:
        raise CommandError(CLI.say("cli.nothing_written_after", error=said(error))) from None
    if at:
        _refuse_after_the_end(loaded.value, args.round)
    save_game(loaded.value.with_deadline(args.round, at), args.game, since=loaded.stamp)
    print(spoken(CLI.say("cli.deadline.set", round=args.round, at=deadline_said(at)) if at
                 else CLI.say("cli.deadline.none", round=args.round)))


def _refuse_after_the_end(game: Game, number: int) -> None:
    """A round after the one the game ended with has no deadline and does not open: refused, as its guesses are."""
    ended = evaluate(game).game_over_after
    if ended is not None and number > ended:
        raise CommandError(WMM.say("round.over", round=ended))


def cmd_open(args: argparse.Namespace) -> None:
    from datetime import datetime

    from wordmastermind.core.errors import SettingsError
    from wordmastermind.core.wmm.deadline import parse_deadline

    if args.at is not None and args.clear:
        raise CommandError(CLI.say("cli.open.give"))
    loaded = load_game_stamped(args.game)
    game = loaded.value
    if not 1 <= args.round <= len(game.rounds) + 1:
        raise CommandError(CLI.say("cli.open.round", round=args.round, count=len(game.rounds),
                                   next=len(game.rounds) + 1))
    try:
        moment = datetime.now().astimezone() if args.at is None else parse_deadline(args.at)
    except SettingsError as error:
        raise CommandError(CLI.say("cli.nothing_written_after", error=said(error))) from None
    at = "" if args.clear else moment.isoformat(timespec="minutes")
    if at:
        _refuse_after_the_end(game, args.round)
    save_game(game.with_opening(args.round, at), args.game, since=loaded.stamp)
    print(spoken(CLI.say("cli.open.set", round=args.round, at=moment_said(at)) if at
                 else CLI.say("cli.open.none", round=args.round)))
    deadline = game.deadline(args.round)
    if at and deadline and moment > parse_deadline(deadline):  # no mail of the round could be in time
        late = CLI.say("cli.open.after_deadline", round=args.round, deadline=deadline_said(deadline))
        print(spoken(CLI.say("cli.warning", warning=late)), file=sys.stderr)


def cmd_candidates(args: argparse.Namespace) -> None:
    from wordmastermind.core.wmm.candidates import analyse, contradictions

    game = load_game(args.game)
    result = evaluate(game, upto=args.round)
    rules = game.settings.word_rules
    if args.words is not None:
        from wordmastermind.files.reading import WORD_LIST_LIMIT, read_limited
        from wordmastermind.files.tables.csv_text import decode_text

        try:
            raw = read_limited(args.words, WORD_LIST_LIMIT)
        except FileNotFoundError:
            raise CommandError(CLI.say("cli.no_such_file", path=str(args.words))) from None
        except OSError as error:  # a folder, a pipe, a device, too large: said
            raise CommandError(CLI.say("cli.cannot_read", path=str(args.words),
                                       reason=error.strerror or str(error))) from None
        listed = (normalize_word(line) for line in decode_text(raw).splitlines())
        words = sorted({w for w in listed if w and not w.startswith("#") and rules.problem(w) is None})
    else:
        from wordmastermind.core.lexicon import secret_words_for
        from wordmastermind.files.lexicon_store import load_lexicon

        words = list(secret_words_for(load_lexicon(game.settings.word_language), rules))
    found = analyse(result, words)
    if args.json:
        players = []
        for item in found:
            entry: dict[str, Any] = {"name": item.name, "candidates": item.count, "by_round": list(item.counts)}
            if args.list:
                entry["words"] = list(item.words)
            players.append(entry)
        from wordmastermind.cli.json_output import said_json

        # the hints the text lists under the table, each as its code, parameters and text
        json.dump({"round": result.round, "words_in_list": len(words), "players": players,
                   "contradictions": [said_json(hint.message) for hint in contradictions(result)]},
                  sys.stdout, ensure_ascii=False, indent=2)
        print()
        return
    from wordmastermind.files.i18n import render

    say = _in_language(game.settings.language)
    print(say("cli.cand.title" if result.round else "cli.cand.title_start", round=result.round, count=len(words)))
    rows = [[item.name, item.count, " > ".join(str(n) for n in item.counts)] for item in found]
    if rows:
        print(format_table([say("cli.col.player"), say("cli.col.candidates"), say("cli.col.by_round")], rows))
    else:  # an empty table would look like a failure
        print(say("cli.cand.no_word_in_play"))
    if args.list:
        for item in found:
            print(f"\n{item.name}: {', '.join(item.words) or say('cli.cand.none')}")
    hints = contradictions(result)
    if hints:
        print("\n" + say("cli.cand.contradictions"))
        for hint in hints:
            print(f"  {render(hint.message, game.settings.language)}")


def cmd_evaluate(args: argparse.Namespace) -> None:
    with cycle_collector_paused():
        game = load_game(args.game)
        result = evaluate(game, upto=args.round)
        if args.json:
            print_json(evaluation_json(result))  # one string, written at once
        else:
            print(evaluation_text(result))


# ------------------------------------------------------------------ output


def _in_language(language: str) -> Callable[..., str]:
    """``say(code, **params)``: a message of the command line's table in ``language``."""
    from wordmastermind.files.i18n import render

    def say(code: str, /, **params: Param) -> str:
        return render(CLI.say(code, **params), language)

    return say


def evaluation_text(result: Evaluation) -> str:
    """The tables ``evaluate`` prints, in the game's report language."""
    from wordmastermind.files.i18n import render

    settings = result.game.settings
    language = settings.language
    say = _in_language(language)
    out = [say("cli.eval.title" if result.round else "cli.eval.title_start", title=settings.title or "Wörter-MasterMind",
               round=result.round)]
    out.append(say("cli.eval.over", round=result.game_over_after or 0) if result.game_over
               else say("cli.eval.next", count=result.k, wf=result.wf_next))
    for problem in (*result.roster_problems, *result.lot_problems):
        out.append(f"! {render(problem.as_message(), language)}")
    for round_ in result.rounds:
        out += ["", say("cli.eval.round", round=round_.number, wf=round_.wf)]
        if not round_.guesses:
            out.append(say("cli.eval.no_guesses"))
            continue
        rows = [
            [
                name_in_round(result.game, g.guesser, round_.number),  # as the round knew the place
                name_in_round(result.game, g.target, round_.number),
                g.word,
                (str(g.kp) if settings.points_only else str(g.marks)) if g.marks else "",
                g.points if g.valid else None,
                (say("cli.eval.guessed") if g.hit else "") if g.valid else f"! {render(g.problem or '', language)}",
            ]
            for g in round_.guesses
        ]
        shown = "KP" if settings.points_only else say("cli.col.marks")
        out.append(format_table([say("cli.col.guesser"), say("cli.col.target"), say("cli.col.word"), shown,
                                 say("cli.col.points"), say("cli.col.note")], rows))
    out += ["", say("cli.eval.standings")]
    rows = [
        [
            p.rank,
            p.name,
            p.guess_points,
            p.word_points,
            p.total,
            p.v,
            _status(p, say),
        ]
        for p in result.standings
    ]
    out.append(format_table([say("cli.col.rank"), say("cli.col.player"), say("cli.col.guess_points"),
                             say("cli.col.word_points"), say("cli.col.total"), "V", say("cli.col.status")], rows))
    return "\n".join(out)


def _status(player: Any, say: Callable[..., str]) -> str:
    """A word's state in ``evaluate``'s standings: in play, guessed, or gone with its withdrawn player."""
    if player.word_left_after is not None:
        return say("cli.eval.word_left", round=player.word_left_after)
    status = say("cli.eval.in_play") if player.in_play else say("cli.eval.guessed_in", round=player.guessed_in_round or 0)
    if player.withdrawn_after is not None:
        return say("cli.eval.withdrawn", status=status, round=player.withdrawn_after)
    return status
