"""What the command line says when a change reaches a round whose report already went out."""

from __future__ import annotations

from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.core.wmm.game import Game


def say_if_told(before: Game, after: Game) -> None:
    """Say which correction to send if ``after`` changed a round whose report went out (and ``before`` had not
    already: a correction owed before is not news)."""
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.sent_log import changed_rounds

    if not after.sent:
        return
    changed = changed_rounds(evaluate(after))
    if changed and changed != changed_rounds(evaluate(before)):
        print(spoken(CLI.say("cli.told.changed", round=changed[0])))
