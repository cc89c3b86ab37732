"""PASSWORD: what the player with the hand may still ask each opponent on the rolled circle."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from wordmastermind.core.messages import Message
from wordmastermind.core.password.board import CHANCE_CIRCLES
from wordmastermind.core.password.messages import PASSWORD, listed

if TYPE_CHECKING:
    from wordmastermind.core.password.play import _Play


@dataclass(frozen=True, slots=True)
class TargetOptions:
    """What the player with the hand may still ask ``target`` on the rolled circle.

    ``circle_letters``: the letters a circle question would ask about (empty
    when no circle question is left); ``letters``: the letters that may be
    asked; ``again``: the found letters for "does it occur again?".
    """

    target: str
    circle: int
    circle_letters: str
    letters: str
    again: str

    @property
    def any(self) -> bool:
        return bool(self.circle_letters or self.letters or self.again)

    def describe(self) -> Message:
        """What may be asked, as a message: ``for Bob: circle 5; letter S, L``."""
        parts: list[Message] = []
        if self.circle_letters:
            parts.append(PASSWORD.say("password.options.circle", circle=self.circle))
        if self.letters:
            parts.append(PASSWORD.say("password.options.letter", letters=", ".join(self.letters)))
        if self.again:
            parts.append(PASSWORD.say("password.options.again", letters=", ".join(self.again)))
        return PASSWORD.say("password.options.for", target=self.target, options=listed(parts))


@dataclass(frozen=True, slots=True)
class Options:
    """The questions the player with the hand may ask after rolling ``circle``,
    one :class:`TargetOptions` per opponent still in."""

    asker: str
    circle: int
    targets: tuple[TargetOptions, ...]

    @property
    def must_pass(self) -> bool:
        return not any(t.any for t in self.targets)


def _options_for(play_: _Play, asker: int, circle: int) -> tuple[TargetOptions, ...]:
    board = play_.game.board
    found: list[TargetOptions] = []
    for target, name in enumerate(play_.names):
        if target == asker or not play_.alive[target]:
            continue
        know = play_.know[target]
        circle_letters = ""
        if circle not in CHANCE_CIRCLES and know.circle_refusal(board, circle) is None:
            circle_letters = know.open_letters(board, circle)
        letters = "".join(c for c in board.letters(circle) if know.letter_refusal(c) is None)
        again = "".join(
            c for c in board.letters(circle) if c in know.found and know.again_refusal(c) is None
        )
        found.append(TargetOptions(name, circle, circle_letters, letters, again))
    return tuple(found)
