"""What the command line says when a change reaches a round whose report already went out, and a correction
made again."""

from __future__ import annotations

from wordmastermind.cli.errors import CommandError
from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.results import Evaluation


def say_if_told(before: Game, after: Game) -> None:
    """Say which correction to send if ``after`` changed a round whose report went out: unless the correction
    owed is the one ``before`` owed already (a change that left every player's results as they were)."""
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.sent_log import changed_rounds, find_corrections

    if not after.sent:
        return
    now = evaluate(after)
    changed = changed_rounds(now)
    if not changed:
        return
    then = evaluate(before)
    if changed != changed_rounds(then) or find_corrections(now, changed[0]) != find_corrections(then, changed[0]):
        print(spoken(CLI.say("cli.told.changed", round=changed[0])))


def correction_again(correction: bool, result: Evaluation, number: int, kind: str) -> Evaluation:
    """``result``'s game evaluated as its log was before the latest correction of round ``number`` on went out
    (by mail, ``kind`` ``correction``; by letter, ``letter``): ``--again`` makes that correction again."""
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.sent_log import before_latest

    if not correction:
        raise CommandError(CLI.say("cli.again.correction_only"))
    before = before_latest(result.game, number, kind)
    if before is None:
        raise CommandError(CLI.say("cli.again.none", round=number))
    return evaluate(before)
