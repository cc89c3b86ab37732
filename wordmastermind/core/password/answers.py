"""PASSWORD: the answers checked against the recorded passwords, and the answer one would give."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from wordmastermind.core.password.errors import TurnError
from wordmastermind.core.password.log import Answer, Question, true_answer, truthful
from wordmastermind.core.password.messages import PASSWORD
from wordmastermind.core.password.play import _Play, play
from wordmastermind.core.password.state import State

if TYPE_CHECKING:
    from wordmastermind.core.password.game import Game


@dataclass(frozen=True, slots=True)
class WrongAnswer:
    """An answer (as corrected so far) that the recorded password contradicts.

    ``given`` is the answer said at the table; ``answer`` the one that stands
    now, which differs from it once a correction was itself wrong.
    """

    number: int
    target: str
    answer: Answer
    right: Answer
    given: Answer

    @property
    def corrected(self) -> bool:
        return self.answer != self.given


def wrong_answers(game: Game, state: State | None = None) -> tuple[WrongAnswer, ...]:
    """The answers that contradict a recorded password, with the right ones.

    Answers about a player whose password is not recorded are taken as given.

    >>> from wordmastermind.core.password.game import Game, Side
    >>> from wordmastermind.core.password.log import LetterQuestion
    >>> game = Game((Side("Anna"), Side("Bob", secret="DAME")))
    >>> game = game.with_entry(LetterQuestion("Anna", "Bob", 2, "D", Answer.at(2)))
    >>> [(w.number, str(w.answer), str(w.right)) for w in wrong_answers(game)]
    [(1, 'yes, position 2', 'yes, position 1')]

    A correction that is wrong too keeps the answer given beside it:

    >>> [(str(w.given), str(w.answer)) for w in wrong_answers(game.with_correction(1, Answer.at(3)))]
    [('yes, position 2', 'yes, position 3')]
    """
    state = play(game) if state is None else state
    secrets = {s.name: s.secret for s in game.sides}
    wrong = []
    for step in state.steps:
        if step.given is None or step.target is None or step.asked is None:
            continue
        secret = secrets[step.target]
        if secret and step.answer is not None and not truthful(secret, step.asked, step.answer):
            right = true_answer(secret, step.asked, positions=game.niveau == 1)
            wrong.append(WrongAnswer(step.number, step.target, step.answer, right, step.given))
    return tuple(wrong)


def suggested_answer(game: Game, question: Question) -> Answer | None:
    """The answer the recorded password gives to ``question`` now, or ``None``
    if the target's password is not recorded. Raises if it may not be asked.

    >>> from wordmastermind.core.password.game import Game, Side
    >>> from wordmastermind.core.password.log import LetterQuestion
    >>> game = Game((Side("Anna"), Side("Bob", secret="SALSA")))
    >>> str(suggested_answer(game, LetterQuestion("Anna", "Bob", 2, "S", Answer.no())))
    'yes, position 1'
    """
    probe = _Play(game)
    state = probe.run()
    if probe.hand is None:
        raise TurnError(PASSWORD.say("password.play.over", winner=state.winner or ""))
    asker = game.index(question.asker)
    if asker != probe.hand:
        raise TurnError(PASSWORD.say("password.play.turn", hand=probe.names[probe.hand], asker=probe.names[asker]))
    target = probe.target(asker, question)
    asked = probe.ask(target, question)
    secret = game.sides[target].secret
    if not secret:
        return None
    return true_answer(secret, asked, positions=game.niveau == 1)
