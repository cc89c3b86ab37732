"""Players who come and go: a withdrawal, a place taken over, and a removal refused once a player has played.

The rules are silent on a player who stops; this is the reading the game master applies
(``docs/rules.md``, "Players who withdraw"):

- **Withdrawing after round N** leaves rounds 1 to N exactly as they were. From round N+1 on the
  player makes no guess. Their word either *leaves* the game at the end of round N, as a guessed
  word does (it earns no more word points, and guesses at it are refused), or *stays* in play.
  The guesses per round stay what the roster at the start gave; the game ends when a player who
  still plays has fewer words to guess at than that.
- **Taking over a place after round N**: a new person plays it from round N+1, with the same secret
  word. The roster entry gets the new name and addresses; the history is told under the name it was
  played under (:mod:`~wordmastermind.core.wmm.place_names`).
- **A player who has played is not removed**: :func:`removal_problems` says why, and the way out.
- **Who gets a report**: a player who withdrew after round N gets the reports of rounds 1 to N (round N's
  marks their last guesses, and tells them of no round N+1, but that they withdrew: :func:`withdrawn_reader`)
  and the final report, no report in between (:func:`report_withheld`).

Each is a new document, so that undo keeps the old one:

>>> from wordmastermind.core.wmm.examples import rules_example
>>> game = withdraw(rules_example(), "Emil", 1)
>>> game.withdrawals
(Withdrawal(player='Emil', after_round=1, word='leaves'),)
>>> withdrawal_of(undo_withdrawal(game, "emil"), "Emil") is None
True
>>> game = take_over(rules_example(), "Beatrix", "Otto", email="otto@example.org", after_round=1)
>>> [p.name for p in game.players], name_in_round(game, "Otto", 1), earlier_names(game, "Otto")
(['Alfons', 'Gustav', 'Otto', 'Emil', 'Fritzchen'], 'Beatrix', ('Beatrix',))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from wordmastermind.core.errors import RuleError
from wordmastermind.core.messages import WMM, Message
from wordmastermind.core.wmm.game import Game, Player
from wordmastermind.core.wmm.next_round import withdrawn_after
from wordmastermind.core.wmm.place_names import earlier_names, name_in_round  # noqa: F401 (the doctests')
from wordmastermind.core.wmm.records import WORD_CHOICES, Takeover, Withdrawal, takeover_of, withdrawal_of
from wordmastermind.core.wmm.rounds_named import rounds_named
from wordmastermind.core.words import name_key

if TYPE_CHECKING:
    from wordmastermind.core.wmm.player_view import PlayerView
    from wordmastermind.core.wmm.results import Evaluation

__all__ = ["WORD_CHOICES", "DepartureError", "guesses_after", "removal_problems", "report_withheld", "take_over",
           "takeover_of", "undo_takeover", "undo_withdrawal", "withdraw", "withdrawal_of", "withdrawal_outcome",
           "withdrawn_reader"]


class DepartureError(RuleError):
    """A withdrawal or takeover the game cannot take (the message says why)."""


def _player(game: Game, name: str) -> tuple[int, Player]:
    key = name_key(name)
    for row, player in enumerate(game.players):
        if name_key(player.name) == key:
            return row, player
    raise DepartureError(WMM.say("guess.not_a_player", name=name))


def _check_round(game: Game, after_round: int, evaluation: Evaluation | None = None) -> None:
    """Refuse a round a player cannot leave after: before the first, one not entered, or after the end.

    ``evaluation``: the game's (to that round at least), where the caller has it: not evaluated again."""
    if after_round < 1:
        raise DepartureError(WMM.say("departure.round_from_one"))
    count = len(game.rounds)
    if after_round > count:
        raise DepartureError(WMM.say("departure.round_not_entered", round=after_round, count=count))
    if evaluation is None or evaluation.game is not game or evaluation.round < after_round:
        from wordmastermind.core.wmm.evaluation import evaluate

        evaluation = evaluate(game, upto=after_round)
    ended = evaluation.game_over_after  # the first round after which it was over
    if ended is not None and ended <= after_round:
        raise DepartureError(WMM.say("round.over", round=ended))


def withdraw(game: Game, name: str, after_round: int, word: str = "leaves", *, past_reports: bool = False,
             evaluation: Evaluation | None = None) -> Game:
    """``name`` stops playing after round ``after_round``; their word ``leaves`` or ``stays``.

    Refused (:class:`DepartureError`) for a name not in the roster, a player who withdrew already,
    a round before the first or not yet entered, or a game over by then; also after a round whose next
    round's report went out already (:func:`reported_after`: what the players were told would change),
    unless ``past_reports`` (the game master means it: a correction tells them). ``evaluation``: the
    game's, where the caller has it (whether it was over by then is read from it, not evaluated again).
    """
    if word not in WORD_CHOICES:
        raise DepartureError(WMM.say("departure.word", word=repr(word)))
    _row, player = _player(game, name)
    earlier = withdrawal_of(game, player.name)
    if earlier is not None:
        raise DepartureError(WMM.say("departure.withdrawn", name=player.name, round=earlier.after_round))
    _check_round(game, after_round, evaluation)
    reported = reported_after(game, after_round)
    if reported and not past_reports:
        raise DepartureError(WMM.say("departure.reported", name=player.name, round=after_round, reported=reported))
    return replace(game, withdrawals=(*game.withdrawals, Withdrawal(player.name, after_round, word)))


def withdrawal_outcome(before: Evaluation, after: Evaluation, name: str, *,
                       named: bool = True) -> tuple[Message, Message | None]:
    """What ``name``'s withdrawal does, as the game master is told before it (the app's dialog, for each choice
    of the word) and after it (``withdraw``): what becomes of the word, and the end of the game where the
    withdrawal brings it (None: it does not). ``before`` and ``after`` are the game's evaluations without the
    withdrawal and with it. The word's fate names the player ("Gustav's word stays in play"); not ``named``,
    it follows a sentence that does ("Gustav withdrew after round 2; their word stays in play").

    The word was guessed by then, or stays in play, or leaves: the next round's report reveals it, or, where
    the game is over after the round the player leaves after, that round's report, the final one. The end is
    said where the game is over sooner with the withdrawal than without it.

    >>> from wordmastermind.core.wmm.evaluation import evaluate
    >>> from wordmastermind.core.wmm.examples import rules_example
    >>> game = rules_example()
    >>> [m.english() for m in withdrawal_outcome(evaluate(game), evaluate(withdraw(game, "Gustav", 1)), "Gustav")
    ...  if m is not None]
    ["Gustav's word leaves the game: the report of round 2 reveals it"]
    >>> withdrawal_outcome(evaluate(game), evaluate(withdraw(game, "Gustav", 1, "stays")), "Gustav", named=False)[0]
    Message(code='departure.their_word_stays', params={})
    """
    withdrawal = withdrawal_of(after.game, name)
    if withdrawal is None:
        raise ValueError(f"{name} has not withdrawn")
    name, number = withdrawal.player, withdrawal.after_round
    guessed = after.player(name).guessed_in_round
    ended = after.game_over_after
    word, whose = ("departure.word_", {"name": name}) if named else ("departure.their_word_", {})
    if guessed is not None and guessed <= number:
        fate = WMM.say(word + "guessed", **whose, guessed=guessed)
    elif withdrawal.word == "stays":
        fate = WMM.say(word + "stays", **whose)
    elif ended is not None and ended <= number:  # no round after it: the final report reveals the word
        fate = WMM.say(word + "leaves_final", **whose, final=ended)
    else:
        fate = WMM.say(word + "leaves", **whose, next=number + 1)
    was = before.game_over_after
    if ended is None or (was is not None and was <= ended):  # not over, or over as soon without it
        return fate, None
    if ended <= number:
        return fate, WMM.say("departure.ends_game", name=name, round=ended)
    return fate, WMM.say("departure.ends_game_later", name=name, round=number, final=ended)


def reported_after(game: Game, after_round: int) -> int:
    """The latest round after ``after_round`` whose report went out (by mail, or letters written), 0 if none:
    a withdrawal after ``after_round`` would change what the players were told of it (the player's guesses
    there would count nothing, their word might have left the game earlier)."""
    return max((record.round for record in game.sent if record.round > after_round
                and record.kind in ("round", "final", "letter") and record.status != "failed"), default=0)


def undo_withdrawal(game: Game, name: str) -> Game:
    """Take ``name``'s withdrawal back: they play on as if they had never stopped."""
    _row, player = _player(game, name)
    if withdrawal_of(game, player.name) is None:
        raise DepartureError(WMM.say("departure.not_withdrawn", name=player.name))
    key = name_key(player.name)
    return replace(game, withdrawals=tuple(w for w in game.withdrawals if name_key(w.player) != key))


def report_withheld(view: PlayerView, roster_name: str) -> int | None:
    """The round after which ``roster_name`` (the roster's name) withdrew, if the report of the view's round is
    not theirs to get (no mail, no letter); None if it is.

    A player who withdrew after round N gets the reports of the rounds they played, round N's too (it marks
    their last guesses, sent before they stopped), and the final report, which tells how the game they played
    in ended; no report of a round between (they play no more). Every report goes through the view, which
    masks what the players may not read yet: the withdrawn player reads what the others read.

    >>> from wordmastermind.core.wmm.evaluation import evaluate
    >>> from wordmastermind.core.wmm.examples import rules_example
    >>> from wordmastermind.core.wmm.player_view import player_view
    >>> result = evaluate(withdraw(rules_example(), "Emil", 1))
    >>> [report_withheld(player_view(result, n), "Emil") for n in (0, 1, 2)], result.game_over
    ([None, None, 1], False)
    """
    gone = withdrawn_after(view, roster_name)
    if gone is None or view.number <= gone or view.state.game_over:
        return None
    return gone


def withdrawn_reader(view: PlayerView, reader: str) -> int | None:
    """The round after which ``reader`` (a name as the players see it; ``""``: nobody in particular) withdrew,
    if they did by the view's round while the game goes on; None if not. The report of it they get (their last
    round's, by mail, letter or correction) leaves out the next round, which they no longer play (its guesses
    per player and WF, its deadline, how to answer) and says instead that they withdrew. The final report has
    no next round, for anybody.

    >>> from wordmastermind.core.wmm.evaluation import evaluate
    >>> from wordmastermind.core.wmm.examples import rules_example
    >>> from wordmastermind.core.wmm.player_view import player_view
    >>> result = evaluate(withdraw(rules_example(), "Emil", 1))
    >>> [withdrawn_reader(player_view(result, n), "Emil") for n in (0, 1)], withdrawn_reader(player_view(result, 1),
    ...                                                                                      "Alfons")
    ([None, 1], None)
    """
    if not reader or view.state.game_over or not any(name_key(p.name) == name_key(reader)
                                                       for p in view.state.players):
        return None
    return withdrawn_after(view, view.roster_name(reader))


def guesses_after(game: Game, withdrawal: Withdrawal) -> tuple[int, ...]:
    """The rounds after the withdrawal that hold guesses by the player: they count no more."""
    key = name_key(withdrawal.player)
    return tuple(
        number for number, round_ in enumerate(game.rounds, 1)
        if number > withdrawal.after_round and any(name_key(g.guesser) == key for g in round_.guesses)
    )


def take_over(game: Game, name: str, by: str, *, email: str = "", address: str = "",
              after_round: int | None = None) -> Game:
    """``by`` takes over the place of ``name`` after round ``after_round`` (default: the last entered).

    The secret word stays; the entry gets the new name and addresses (mail goes to the new ones);
    the history keeps the earlier name (:class:`Takeover`).
    """
    row, player = _player(game, name)
    number = len(game.rounds) if after_round is None else after_round
    by = by.strip()
    if not by:
        raise DepartureError(WMM.say("departure.no_new_name"))
    taken = next((p.name for i, p in enumerate(game.players) if i != row and name_key(p.name) == name_key(by)), None)
    if taken is not None:
        raise DepartureError(WMM.say("departure.name_taken", name=taken))
    gone = withdrawal_of(game, player.name)
    if gone is not None:
        raise DepartureError(WMM.say("departure.withdrawn_place", name=player.name, round=gone.after_round))
    last = takeover_of(game, player.name)
    if last is not None and number <= last.after_round:
        raise DepartureError(WMM.say("departure.takeover_order", name=player.name, round=last.after_round))
    _check_round(game, number)
    record = Takeover(by, number, player.name, player.email, player.address, player.channel)
    new = Player(by, player.secret, email, address, "", player.attachment)
    changed = game.with_player(row, new)
    return replace(changed, takeovers=(*changed.takeovers, record))


def undo_takeover(game: Game, name: str) -> Game:
    """Take back the latest takeover of the place now called ``name``: the one before plays it again."""
    row, player = _player(game, name)
    last = takeover_of(game, player.name)
    if last is None:
        raise DepartureError(WMM.say("departure.no_takeover", name=player.name))
    old = Player(last.before_name, player.secret, last.before_email, last.before_address, last.before_channel,
                 player.attachment)
    kept = tuple(t for t in game.takeovers if t is not last)
    return replace(game, takeovers=kept).with_player(row, old)


def removal_problems(game: Game, rows: Iterable[int], way: str) -> tuple[Message, ...]:
    """Why the players in ``rows`` cannot be removed: they guessed, or were guessed at, in some round.

    ``way`` names where to withdraw them (the app's menu, the command). Empty: they can go.
    """
    problems = []
    for row in sorted(set(rows)):
        if not 0 <= row < len(game.players):
            continue
        name = game.players[row].name
        key = name_key(name)
        guessed = [n for n, r in enumerate(game.rounds, 1) if any(name_key(g.guesser) == key for g in r.guesses)]
        at = [n for n, r in enumerate(game.rounds, 1) if any(name_key(g.target) == key for g in r.guesses)]
        if not name or not (guessed or at):
            continue
        if guessed:
            named, code = rounds_named(guessed), "departure.guesses_in"
        else:
            named, code = rounds_named(at), "departure.guessed_at"
        problem = WMM.say(named.code(code), name=name, rounds=named.words)  # round 2, rounds 1–2
        problems.append(WMM.say("departure.withdraw_instead", problem=problem, way=way))
    return tuple(problems)
