"""A round's guesses from the players' mails: which mail counts, what it holds, what is taken.

The mailbox is read elsewhere (:mod:`wordmastermind.files.mail.imap`);
here the mails are values (:class:`InMail`) and :func:`plan_intake` works
out, player by player, what entering them would do, and the game with
them entered. The rules:

- a mail belongs to the player whose roster e-mail address sent it (any
  case; the display name does not count); any other is a stranger's, and
  one from an address several players have is nobody's;
- of a player's mails the latest by its date counts, the others are
  superseded; a mail after the round's deadline is late and counts only
  with ``include_late``;
- a mail taken into the round before (:attr:`Game.mails_taken
  <wordmastermind.core.wmm.game.Game.mails_taken>`) is not taken again; a
  newer one replaces that player's guesses of the round;
- each guess is checked by the rules as a typed one is; a mail with a
  broken line or a guess that breaks a rule is refused whole, and the
  player's guesses stay as they were.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Literal

from wordmastermind.core.errors import RoundOrderError
from wordmastermind.core.messages import WMM
from wordmastermind.core.wmm.deadline import is_late
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.results import GuessResult
from wordmastermind.core.wmm.game import Game, Guess, Player, Round, TakenMail
from wordmastermind.core.wmm.mail_guesses import GuessLine, OtherLine, read_mail_text
from wordmastermind.core.words import name_key


@dataclass(frozen=True, slots=True)
class InMail:
    """One mail from the mailbox: its sender's address, when it was sent, its text."""

    sender: str
    sent: datetime
    """Aware: the Date header (or, without one, when the server got it)."""
    message_id: str
    subject: str
    text: str


Outcome = Literal["taken", "already", "refused", "empty", "late"]


@dataclass(frozen=True)
class PlayerIntake:
    """What becomes of one player's mails."""

    player: str
    outcome: Outcome
    """taken (entered, or would be); already (this mail was taken before);
    refused (it breaks a rule: ``reason``); empty (no guess in it); late
    (every mail came after the deadline)."""
    mail: InMail | None
    """The mail that counts; None when all were late."""
    taken: tuple[GuessLine, ...] = ()
    not_taken: tuple[OtherLine, ...] = ()
    """Every line that is not taken, with the reason: ignored and broken
    lines, and the guesses of a refused mail."""
    reason: str = ""
    superseded: tuple[InMail, ...] = ()
    late: tuple[InMail, ...] = ()

    @property
    def guesses(self) -> tuple[Guess, ...]:
        return tuple(Guess(self.player, line.target, line.word) for line in self.taken)


@dataclass(frozen=True)
class Intake:
    number: int
    players: tuple[PlayerIntake, ...]
    strangers: tuple[InMail, ...]
    game: Game
    """The game with every taken mail entered (the same game when none is)."""
    changed: bool = field(default=False)
    shared: tuple[tuple[InMail, tuple[str, ...]], ...] = ()
    """Mails from an address that more than one player has in the roster: whose they are is not known."""


def bare_address(address: str) -> str:
    """The address alone, compared in any case: ``Gustav <G@x.org>`` -> ``g@x.org``."""
    text = address.strip()
    if "<" in text and text.endswith(">"):
        text = text[text.rindex("<") + 1 : -1]
    return text.strip().casefold()


def owing(game: Game, number: int) -> list[Player]:
    """The players with no guess in round ``number`` yet, in the roster's order (whom ``remind`` mails)."""
    rounds = game.rounds
    guessed = {name_key(g.guesser) for g in rounds[number - 1].guesses} if 1 <= number <= len(rounds) else set()
    return [p for p in game.players if name_key(p.name) not in guessed]


def plan_intake(game: Game, number: int, mails: Sequence[InMail], *, include_late: bool = False) -> Intake:
    """What entering ``mails`` into round ``number`` would do, and the game with them entered.

    Raises :class:`RoundOrderError` for a round that cannot take guesses
    (out of order, round 1 before the lot).
    """
    if not 1 <= number <= len(game.rounds) + 1:
        game.with_round(number, Round())  # says why
    if number == 1 and game.lot is None:
        raise RoundOrderError(WMM.say("round.lot_first"))
    owners: dict[str, list[Player]] = {}
    for player in game.players:
        if player.email:
            owners.setdefault(bare_address(player.email), []).append(player)
    by_player: dict[str, list[InMail]] = {}
    strangers: list[InMail] = []
    shared: list[tuple[InMail, tuple[str, ...]]] = []
    for mail in mails:
        found = owners.get(bare_address(mail.sender), [])
        if not found:
            strangers.append(mail)
        elif len(found) > 1:
            shared.append((mail, tuple(p.name for p in found)))
        else:
            by_player.setdefault(found[0].name, []).append(mail)
    names = [p.name for p in game.players]
    firsts = [
        _first_look(game, number, player, by_player[player.name], names, include_late)
        for player in game.players
        if player.name in by_player
    ]
    final, changed_game = _check(game, number, firsts)
    while changed_game is not game and number < len(game.rounds):
        blamed = _check_later(game, changed_game, number, final)
        if not blamed:
            break
        final = [_refused_later(i, blamed[i.player]) if i.player in blamed else i for i in final]
        final, changed_game = _check(game, number, final)
    return Intake(number, tuple(final), tuple(strangers), changed_game, changed_game is not game, tuple(shared))


def _first_look(game: Game, number: int, player: Player, mails: list[InMail], names: list[str],
                include_late: bool) -> PlayerIntake:
    """A player's mails sorted out, the counting one read; the rules are checked later, for all at once."""
    deadline = game.deadline(number)
    ordered = sorted(mails, key=lambda m: m.sent)  # stable: of two at the same time, the later in the mailbox
    late = tuple(m for m in ordered if not include_late and is_late(deadline, m.sent))
    on_time = [m for m in ordered if m not in late]
    if not on_time:
        return PlayerIntake(player.name, "late", None, late=late,
                            reason=WMM.say("intake.late", deadline=deadline or ""))
    mail, superseded = on_time[-1], tuple(on_time[:-1])
    read = read_mail_text(mail.text, names)
    ignored = read.ignored
    recorded = {m.message_id for m in game.taken_in(number) if name_key(m.player) == name_key(player.name)}
    newer_taken = any(m.message_id in recorded and m.sent >= mail.sent for m in (*late, *superseded))
    if mail.message_id in recorded or newer_taken:
        return PlayerIntake(player.name, "already", mail, read.guesses, ignored,
                            superseded=superseded, late=late)
    if read.broken:
        first = read.broken[0]
        not_taken = _refused_lines(read.guesses, {}, ignored + read.broken)
        return PlayerIntake(player.name, "refused", mail, (), not_taken,
                            WMM.say("intake.line", line=first.number, text=first.text, reason=first.reason),
                            superseded, late)
    if not read.guesses:
        return PlayerIntake(player.name, "empty", mail, (), ignored, WMM.say("intake.no_guess"), superseded, late)
    return PlayerIntake(player.name, "taken", mail, read.guesses, ignored, superseded=superseded, late=late)


def _refused_lines(guesses: tuple[GuessLine, ...], problems: dict[int, str],
                   others: tuple[OtherLine, ...], other: str = "intake.other_line") -> tuple[OtherLine, ...]:
    """Every line of a refused mail with its reason, in the mail's order."""
    lines = [OtherLine(g.number, g.text, problems.get(g.number) or WMM.say(other)) for g in guesses]
    return tuple(sorted([*lines, *others], key=lambda line: line.number))


def _check(game: Game, number: int, intakes: list[PlayerIntake]) -> tuple[list[PlayerIntake], Game]:
    """The rules on the guesses to be taken, all players' at once; a player with a bad one is refused."""
    while True:
        taking = [i for i in intakes if i.outcome == "taken"]
        if not taking:
            return intakes, game
        changed = _entered(game, number, taking)
        first_new = len(changed.rounds[number - 1].guesses) - sum(len(i.taken) for i in taking)
        owner: list[tuple[PlayerIntake, GuessLine]] = [(i, line) for i in taking for line in i.taken]
        problems: dict[str, dict[int, str]] = {}
        for result in evaluate(changed, upto=number).rounds[number - 1].problems:
            if result.row >= first_new:
                intake, line = owner[result.row - first_new]
                problems.setdefault(intake.player, {})[line.number] = result.problem or ""
        if not problems:
            return intakes, changed
        intakes = [_refused(i, problems[i.player]) if i.player in problems else i for i in intakes]


def _check_later(game: Game, changed: Game, number: int, intakes: list[PlayerIntake]) -> dict[str, str]:
    """The players whose guesses would make a guess of a later round illegal (a word guessed earlier, say), and why.

    Each taking player's mail is tried alone on ``game``; if no one mail
    does it but all of them together do, every taking player is named.
    """
    def later(of: Game) -> list[GuessResult]:
        return [g for r in evaluate(of).rounds[number:] for g in r.problems]

    before = {(g.round, g.row) for g in later(game)}

    def new(of: Game) -> list[GuessResult]:
        return [g for g in later(of) if (g.round, g.row) not in before]

    together = new(changed)
    if not together:
        return {}
    taking = [i for i in intakes if i.outcome == "taken"]
    blamed = {i.player: found[0] for i in taking if (found := new(_entered(game, number, [i])))}
    if not blamed:
        blamed = {i.player: together[0] for i in taking}
    return {player: WMM.say("intake.later", round=g.round, guesser=g.guesser, target=g.target, problem=g.problem or "")
            for player, g in blamed.items()}


def _refused(intake: PlayerIntake, problems: dict[int, str]) -> PlayerIntake:
    first = min(problems)
    text = next(line.text for line in intake.taken if line.number == first)
    return replace(
        intake, outcome="refused", taken=(),
        not_taken=_refused_lines(intake.taken, problems, intake.not_taken),
        reason=WMM.say("intake.line", line=first, text=text, reason=problems[first]),
    )


def _refused_later(intake: PlayerIntake, reason: str) -> PlayerIntake:
    return replace(intake, outcome="refused", taken=(), reason=reason,
                   not_taken=_refused_lines(intake.taken, {}, intake.not_taken, "intake.with_mail"))


def _entered(game: Game, number: int, taking: list[PlayerIntake]) -> Game:
    """``game`` with each taking player's guesses of round ``number`` replaced by their mail's."""
    current = game.rounds[number - 1] if number <= len(game.rounds) else Round()
    replaced = {name_key(i.player) for i in taking}
    kept = tuple(g for g in current.guesses if name_key(g.guesser) not in replaced)
    new = tuple(g for i in taking for g in i.guesses)
    changed = game.with_round(number, replace(current, guesses=kept + new))
    records = [TakenMail(number, i.player, i.mail.message_id) for i in taking if i.mail is not None]
    return changed.with_taken(number, records)
