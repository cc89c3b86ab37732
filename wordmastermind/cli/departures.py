"""``withdraw`` and ``takeover``: a player who stops, and a new person who plays a place on.

The rules are :mod:`wordmastermind.core.wmm.departures`'s: withdrawing after round N leaves rounds 1
to N as they were; the player makes no more guesses and gets no more mails or letters, and their
word leaves the game (the next report reveals it) or stays in play. A takeover after round N gives
the place, with its secret word, to a new person from round N+1 on: the roster entry gets the new
name and addresses, the history keeps the name it was played under. ``--undo`` takes either back.

A name that is no player's is refused (exit 2) with the closest names of the roster, as ``--only``
refuses it; a request the game cannot take (a round not entered, a player who withdrew already, a
new name that is a player's) is said in the rule's words, exit 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from wordmastermind.cli.errors import UsageError
from wordmastermind.cli.help_texts import help_text as h
from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.cli.only import one_player
from wordmastermind.cli.told import say_if_told
from wordmastermind.core.errors import RuleError
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.words import name_key
from wordmastermind.files.wmm.file import load_game_stamped, save_game

if TYPE_CHECKING:
    from wordmastermind.cli.parser import CommandAdder


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(spoken(CLI.say("cli.not_positive", value=value)))
    return value


def add_departures_parsers(command: CommandAdder) -> None:
    """Add ``withdraw`` and ``takeover`` through the parser's ``command(name, run, help)`` helper."""
    p = command("withdraw", cmd_withdraw, h("help.withdraw"))
    p.description = h("help.withdraw.about")
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("name", metavar="NAME", help=h("help.withdraw.name"))
    p.add_argument("--after-round", type=_positive, metavar="N", help=h("help.withdraw.after_round"))
    p.add_argument("--word", choices=("leaves", "stays"), help=h("help.withdraw.word"))
    p.add_argument("--undo", action="store_true", help=h("help.withdraw.undo"))
    p.add_argument("--even-if-reported", action="store_true", help=h("help.withdraw.even_if_reported"))

    p = command("takeover", cmd_takeover, h("help.takeover"))
    p.description = h("help.takeover.about")
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("name", metavar="NAME", help=h("help.takeover.name"))
    p.add_argument("--by", metavar="NEW-NAME", help=h("help.takeover.by"))
    p.add_argument("--email", default="", metavar="ADDRESS", help=h("help.takeover.email"))
    p.add_argument("--address", default="", metavar="TEXT", help=h("help.takeover.address"))
    p.add_argument("--after-round", type=_positive, metavar="N", help=h("help.takeover.after_round"))
    p.add_argument("--undo", action="store_true", help=h("help.takeover.undo"))


def add_include_withdrawn(p: argparse.ArgumentParser) -> None:
    """``--include-withdrawn``, which sent the final report to the players who withdrew: it goes to them
    anyway now (:func:`~wordmastermind.core.wmm.departures.report_withheld`). Kept, unlisted, so that a game
    master's scripts still run."""
    p.add_argument("--include-withdrawn", action="store_true", help=argparse.SUPPRESS)


def cmd_withdraw(args: argparse.Namespace) -> None:
    from wordmastermind.core.wmm.departures import (
        guesses_after,
        undo_withdrawal,
        withdraw,
        withdrawal_of,
        withdrawal_outcome,
    )
    from wordmastermind.core.wmm.evaluation import evaluate

    if args.undo and (args.after_round is not None or args.word is not None):
        raise UsageError(CLI.say("cli.withdraw.undo_alone"))
    if not args.undo and args.after_round is None:
        raise UsageError(CLI.say("cli.withdraw.give"))
    loaded = load_game_stamped(args.game)
    game = loaded.value
    name = player_named(game, args.name)
    if args.undo:
        changed = _ruled(lambda: undo_withdrawal(game, name))
        save_game(changed, args.game, since=loaded.stamp)
        print(spoken(CLI.say("cli.withdraw.undone", name=name)))
        return
    number: int = args.after_round
    before = evaluate(game)  # the game as it was and as it is now, each evaluated once: all is said of them
    try:
        changed = withdraw(game, name, number, args.word or "leaves", past_reports=args.even_if_reported,
                           evaluation=before)
    except RuleError as error:
        reported = getattr(error.message, "code", "") == "departure.reported"
        raise UsageError(error.message, [CLI.say("cli.withdraw.even_if_reported")] if reported else []) from None
    save_game(changed, args.game, since=loaded.stamp)
    withdrawal = withdrawal_of(changed, name)
    assert withdrawal is not None
    after = evaluate(changed)
    fate, ending = withdrawal_outcome(before, after, name, named=False)
    print(spoken(CLI.say("cli.withdraw.done", name=name, round=number, fate=fate)))
    if ending is not None:  # the withdrawal ends the game
        print(spoken(CLI.say("cli.warning", warning=ending)), file=sys.stderr)
    say_if_told(before, after)
    if guesses_after(changed, withdrawal):
        from wordmastermind.core.messages import WMM

        warning = WMM.say("departure.guesses_after", name=name, round=number, next=number + 1)
        print(spoken(CLI.say("cli.warning", warning=warning)), file=sys.stderr)


def cmd_takeover(args: argparse.Namespace) -> None:
    from wordmastermind.core.wmm.departures import take_over, takeover_of, undo_takeover

    if args.undo and (args.by is not None or args.email or args.address or args.after_round is not None):
        raise UsageError(CLI.say("cli.takeover.undo_alone"))
    if not args.undo and args.by is None:
        raise UsageError(CLI.say("cli.takeover.give"))
    loaded = load_game_stamped(args.game)
    game = loaded.value
    name = player_named(game, args.name)
    if args.undo:
        last = takeover_of(game, name)
        changed = _ruled(lambda: undo_takeover(game, name))
        save_game(changed, args.game, since=loaded.stamp)
        assert last is not None
        print(spoken(CLI.say("cli.takeover.undone", name=name, before=last.before_name)))
        return
    _check_email(args.email)
    changed = _ruled(lambda: take_over(game, name, args.by, email=args.email, address=args.address,
                                       after_round=args.after_round))
    save_game(changed, args.game, since=loaded.stamp)
    record = takeover_of(changed, args.by)
    assert record is not None
    by = record.player
    player = changed.player(by)
    assert player is not None
    number = record.after_round + 1
    if player.addresses:
        line = CLI.say("cli.takeover.mail", by=by, name=name, round=number, email=player.addresses[0])
    elif player.address:
        from wordmastermind.core.wmm.letter import address_lines

        line = CLI.say("cli.takeover.post", by=by, name=name, round=number,
                       address=", ".join(address_lines(player.address)))
    else:
        line = CLI.say("cli.takeover.nowhere", by=by, name=name, round=number)
    print(spoken(line))
    if record.after_round >= 1 and (player.addresses or player.address):  # the new player knows nothing yet
        import re
        import shlex

        command = "mail" if player.addresses else "letters"
        quoted = by if re.fullmatch(r"[\w@%+=:,./-]+", by) else shlex.quote(by)  # Käthe as she is, 'Ann Lee'
        print(spoken(CLI.say("cli.takeover.send", by=by, round=record.after_round,
                             command=f"{command} --round {record.after_round} --only {quoted}")))


def player_named(game: Game, written: str) -> str:
    """The roster's name of the player ``written`` names; refused (exit 2) with the closest names, or with the
    place's name now for a name a takeover replaced."""
    names = [player.name for player in game.players]
    try:
        return one_player(written, names)
    except UsageError:
        now = _now_called(game, written)
        if now is None:
            raise
        raise UsageError(CLI.say("cli.departure.now_called", name=written.strip(), now=now)) from None


def _now_called(game: Game, written: str) -> str | None:
    """The name the place is played under now, if ``written`` is a name a takeover replaced."""
    key = name_key(written)
    current = {name_key(p.name) for p in game.players}
    for takeover in sorted(game.takeovers, key=lambda t: t.after_round):
        if name_key(takeover.before_name) == key and name_key(takeover.player) in current:
            return takeover.player
    return None


def _ruled(change: Callable[[], Game]) -> Game:
    """``change()``'s game; a request the rules refuse is said in their words, exit 2."""
    try:
        return change()
    except RuleError as error:
        raise UsageError(error.message) from None


def _check_email(text: str) -> None:
    """Refuse (exit 2) an ``--email`` that holds an address mail cannot go to."""
    from wordmastermind.core.wmm.game import Player
    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.files.mail.addresses import player_address
    from wordmastermind.files.messages import said

    for address in Player("", "", text).addresses:
        try:
            player_address(address)
        except MailError as error:  # said with what was written
            raise UsageError(CLI.say("cli.takeover.email", error=said(error))) from None
