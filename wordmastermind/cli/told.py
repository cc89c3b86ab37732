"""What the command line says when a change reaches a round whose report already went out, and a correction
made again."""

from __future__ import annotations

from collections.abc import Sequence

from wordmastermind.cli.errors import CommandError
from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.core.messages import Message
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.results import Evaluation


def say_if_told(before: Game | Evaluation, after: Game | Evaluation) -> None:
    """Say which correction to send if ``after`` changed a round whose report went out (:func:`correction_owed`)."""
    owed = correction_owed(before, after)
    if owed is not None:
        print(spoken(owed))


def correction_owed(before: Game | Evaluation, after: Game | Evaluation) -> Message | None:
    """Which correction to send if ``after`` changed a round whose report went out: unless the correction owed
    is the one ``before`` owed already (a change that left every player's results as they were); else None.
    Each a game, or its evaluation where the caller has it (it is not evaluated again)."""
    from wordmastermind.core.wmm.sent_log import changed_rounds

    if not _game(after).sent:
        return None
    now = _evaluated(after)
    changed = changed_rounds(now)  # each of these looks at every report that went out: sought once each
    to_tell = _to_tell(now, changed) if changed else {}
    if not to_tell:  # changed only for players who withdrew, in reports not theirs: nobody to tell
        return None
    then = _evaluated(before)
    owed = changed_rounds(then)
    if changed != owed or to_tell != _to_tell(then, owed):
        return of_rounds("cli.told.changed", changed[0], changed)
    return None


def _game(state: Game | Evaluation) -> Game:
    return state.game if isinstance(state, Evaluation) else state


def _evaluated(state: Game | Evaluation) -> Evaluation:
    from wordmastermind.core.wmm.evaluation import evaluate

    return state if isinstance(state, Evaluation) else evaluate(state)


def _to_tell(evaluation: Evaluation, changed: tuple[int, ...]) -> dict[str, object]:
    """The corrections owed of the rounds ``changed`` (the evaluation's :func:`changed_rounds`), by player: as
    the correction mails and letters go (a player who withdrew is owed those of the reports that went to them;
    a withdrawal whose player's word was guessed already changes nothing anybody was told)."""
    from wordmastermind.core.wmm.sent_log import find_corrections

    return dict(find_corrections(evaluation, changed[0], changed).by_player)


def correction_again(correction: bool, result: Evaluation, number: int, kind: str) -> Evaluation:
    """``result``'s game evaluated as its log was before the latest correction of round ``number`` on went out
    (by mail, ``kind`` ``correction``; by letter, ``letter``): ``--again`` makes that correction again. One that
    covers earlier rounds too (rounds 2–3, asked for as round 3's) is named, with the ``--round`` that asks for
    it: made of round 3 on, it would not be the one that went out."""
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.sent_log import before_latest, find_corrections

    if not correction:
        raise CommandError(CLI.say("cli.again.correction_only"))
    before = before_latest(result.game, number, kind)
    if before is not None:
        _not_covered(result.game, before, number)
        return evaluate(before)
    owed = find_corrections(result, number).rounds  # none went out this way: the one owed now, else the other way's
    other = before_latest(result.game, number, "letter" if kind == "correction" else "correction")
    if not owed and other is not None:
        _not_covered(result.game, other, number)
        owed = find_corrections(evaluate(other), number).rounds
    raise CommandError(of_rounds("cli.again.none", number, owed))


def _not_covered(game: Game, before: Game, number: int) -> None:
    """Raise if the correction ``before`` leaves out of ``game``'s log (:func:`before_latest`) covers a round
    before ``number``: it is the correction of those rounds, asked for with the first of them."""
    from wordmastermind.core.wmm.rounds_named import rounds_named

    kept = {id(record) for record in before.sent}
    rounds = sorted({record.round for record in game.sent if id(record) not in kept})
    if rounds and rounds[0] < number:  # it covers rounds[0] and number: several
        raise CommandError(CLI.say("cli.again.covered", round=number, rounds=rounds_named(rounds).words,
                                   first=rounds[0]))


def correction_said(key: str, result: Evaluation, number: int) -> Message:
    """The message ``key`` of the correction of round ``number`` in ``result``: naming each round it covers, as
    its mails' subjects would (:func:`of_rounds`)."""
    from wordmastermind.core.wmm.sent_log import find_corrections

    return of_rounds(key, number, find_corrections(result, number).rounds)


def of_rounds(key: str, number: int, rounds: Sequence[int]) -> Message:
    """The message ``key`` of round ``number``, or, where ``rounds`` are more than one, ``key``'s ``_rounds``
    message naming them all (``2–3``: :func:`~wordmastermind.core.wmm.rounds_named.rounds_named`)."""
    from wordmastermind.core.wmm.rounds_named import rounds_named

    return rounds_named(rounds or (number,)).say(CLI, key, round=number)
