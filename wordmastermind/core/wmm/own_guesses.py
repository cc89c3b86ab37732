"""A player's own guesses of one round, with their marks and points: the top of their mail.

Each player's mail (and, later, their postal letter) opens with what they
guessed in the round: one line per guess with the word, whose word it was
aimed at, the marks (or the KP in the points-only variant) and the points
it scored, then their total and rank after the round. This module gives
that as neutral data (:func:`own_guesses`) and as report blocks
(:func:`own_guesses_blocks`) any writer can render.

Nothing here is a secret the player may not see: the words are the
player's own guesses, the targets are named by their owners' names, and
marks and points are for everybody.

>>> from wordmastermind.core.wmm.examples import rules_example
>>> from wordmastermind.core.wmm.evaluation import evaluate
>>> own = own_guesses(evaluate(rules_example()), "Alfons", 2)
>>> [(g.word, g.target, g.marks, g.points) for g in own.guesses][:1]
[('LAMPE', 'Emil', '+++++', 15)]
"""

from __future__ import annotations

from dataclasses import dataclass

from wordmastermind.core import messages

from wordmastermind.core.report import Block, Cell, Column, Paragraph, Table
from wordmastermind.core.words import name_key
from wordmastermind.core.wmm.round_report_texts import LANGUAGES
from wordmastermind.core.wmm.next_round import spoken_list
from wordmastermind.core.wmm.place_names import name_in_round
from wordmastermind.core.wmm.prepared_roster import prepared
from wordmastermind.core.wmm.results import Evaluation

OWN_GUESSES = messages.Table({
    "report.own.heading": "Your guesses:",
    "report.own.word": "Your guess",
    "report.own.target": "Word of",
    "report.own.marks": "Marks",
    "report.own.kp": "KP",
    "report.own.points": "Points",
    "report.own.invalid": "not valid",
    "report.own.none": "You made no guess in round {round}.",
    "report.own.withdrawn": "You withdrew after round {round}.",
    "report.own.total": "Points this round: {gained}. Your total: {total} points, rank {rank} of {players}.",
    "report.own.total_word": "Points this round: {gained} for your guesses, {word} for your word.\nYour total:"
                             " {total} points, rank {rank} of {players}.",
    "report.own.took_over": "You play {before}'s place from round {round} on: the guesses, points and word here"
                             " are the place's, played by {before} until now.",
    "report.own.won": "You won the game.",
    "report.own.won_tied": "You won the game, tied with {others}.",
    "report.own.word_guessed": "{word}, guessed in round {round} by {guessers}",
    "report.own.word_guessed_in": "{word}, guessed in round {round}",
})


@dataclass(frozen=True, slots=True)
class OwnGuess:
    """One guess of the player's: ``marks`` is empty for a guess that breaks a rule."""

    word: str
    target: str
    marks: str
    kp: int
    points: int
    valid: bool
    wf: int
    """The WF and the V of the target word that weighted it (points = KP × WF / V)."""
    v: int
    hit: bool
    """Whether it was the target's secret word."""
    named: str = ""
    """The target as the round's report names it: a place taken over after the round under the name it had
    then (Gaël's, not Éloïse's, who plays it from the next round on); ``""``: as ``target``."""


@dataclass(frozen=True, slots=True)
class OwnGuesses:
    """A player's guesses of round ``round``, and where they stand after it."""

    name: str
    round: int
    guesses: tuple[OwnGuess, ...]
    gained: int
    """The points the player's guesses scored in the round."""
    total: int
    rank: int
    players: int
    word_gained: int = 0
    """The word points the player's own word earned in the round (the standings' gain is both)."""
    withdrew_after: int | None = None
    """The round after which the player withdrew, if it was before this one."""
    won_with: tuple[str, ...] | None = None
    """In the final report, if the player won: who shares first place with them (``()``: nobody)."""
    took_over: tuple[str, int] | None = None
    """The place was taken over after this round by the player it is told to: whose it was, and the round the
    player plays it from (the report is the place's, not theirs yet)."""


def own_guesses(evaluation: Evaluation, name: str, number: int) -> OwnGuesses:
    """``name``'s guesses of round ``number`` (1 to the last evaluated), in the order entered.

    The total and rank are those after round ``number``. Raises
    :class:`KeyError` for a name not in the roster and :class:`ValueError`
    for a round the evaluation does not have.
    """
    if not 1 <= number <= evaluation.round:
        raise ValueError(f"there is no round {number}: the game has {evaluation.round}")
    key = name_key(name)
    names = [p.name for p in evaluation.players]
    index = prepared(evaluation.game).loose.get(key)  # the first player of that name key, as below
    if index is None:
        index = next((i for i, n in enumerate(names) if name_key(n) == key), None)
    if index is None:
        raise KeyError(name)
    round_ = evaluation.rounds[number - 1]
    guesses = tuple(
        OwnGuess(
            word=g.word,
            target=g.target,
            marks="" if g.marks is None else str(g.marks),
            kp=g.kp,
            points=g.points,
            valid=g.valid,
            wf=g.wf,
            v=g.v,
            hit=g.hit,
            named=name_in_round(evaluation.game, g.target, number),
        )
        for g in round_.guesses_by(key)
    )
    totals = round_.totals
    before = evaluation.rounds[number - 2].totals[index] if number > 1 else 0
    gained = sum(g.points for g in guesses)
    gone = next((w.after_round for w in evaluation.game.withdrawals
                 if name_key(w.player) == key and w.after_round < number), None)
    ranks = evaluation.ranks_after(number)
    takeovers = [t for t in evaluation.game.takeovers if name_key(t.player) == key]
    latest = max(takeovers, key=lambda t: t.after_round) if takeovers else None
    won_with = tuple(names[i] for i, rank in enumerate(ranks) if rank == 1 and i != index) \
        if evaluation.game_over_after == number and ranks[index] == 1 else None
    return OwnGuesses(
        name=names[index],
        round=number,
        guesses=guesses,
        gained=gained,
        word_gained=totals[index] - before - gained,
        withdrew_after=gone,
        total=totals[index],
        rank=ranks[index],
        players=len(names),
        won_with=won_with,
        took_over=(latest.before_name, latest.after_round + 1) if latest and latest.after_round >= number else None,
    )


def own_word(evaluation: Evaluation, name: str, language: str = "en",
             catalogs: messages.Catalogs | None = None) -> str:
    """``name``'s secret word as their mail tells it (``{your_word}``): once guessed, with the round and who
    guessed it, named as that round's report names its guessers.

    >>> from wordmastermind.core.wmm.examples import rules_example
    >>> from wordmastermind.core.wmm.evaluation import evaluate
    >>> evaluation = evaluate(rules_example())
    >>> own_word(evaluation, "Alfons"), own_word(evaluation, "Emil")
    ('SALAT', 'LAMPE, guessed in round 2 by Alfons')
    """
    key = name_key(name)
    secret = next(p.secret for p in evaluation.game.players if name_key(p.name) == key)
    number = evaluation.player(name).guessed_in_round
    if number is None:
        return secret
    game = evaluation.game
    guessers = dict.fromkeys(name_in_round(game, g.guesser, number)
                             for g in evaluation.rounds[number - 1].guesses_at(name) if g.hit)
    s = messages.Texts(OWN_GUESSES, "report.own.", messages.translation(language, catalogs))
    if not guessers:
        return s["word_guessed_in"].format(word=secret, round=number)
    return s["word_guessed"].format(word=secret, round=number,
                                    guessers=spoken_list(list(guessers), language, catalogs))


def own_heading(language: str = "en", catalogs: messages.Catalogs | None = None) -> str:
    """The heading :func:`own_guesses_blocks` sets over a player's guesses ("Your guesses:").

    >>> own_heading()
    'Your guesses:'
    """
    return messages.Texts(OWN_GUESSES, "report.own.", messages.translation(language, catalogs))["heading"]


def own_guesses_blocks(own: OwnGuesses, *, points_only: bool = False, language: str = "en",
                       catalogs: messages.Catalogs | None = None, heading: bool = False) -> tuple[Block, ...]:
    """``own`` as a table of the guesses and a line with the total and rank, its texts from ``catalogs``.

    In the points-only variant the KP stand where the marks would. ``heading``: "Your guesses:" over the
    table (a mail's text says no more before it); a player who made no guess, or withdrew, is not promised
    any: the line that says so stands alone.

    >>> from wordmastermind.core.wmm.examples import rules_example
    >>> from wordmastermind.core.wmm.evaluation import evaluate
    >>> own = own_guesses(evaluate(rules_example()), "Alfons", 2)
    >>> own_guesses_blocks(own, heading=True)[0].text
    'Your guesses:'
    >>> from dataclasses import replace
    >>> [b.text for b in own_guesses_blocks(replace(own, guesses=(), withdrew_after=1), heading=True)][:1]
    ['You withdrew after round 1.']
    """
    if language not in LANGUAGES:
        raise ValueError(f"no texts for language {language!r}; choose from {', '.join(LANGUAGES)}")
    s = messages.Texts(OWN_GUESSES, "report.own.", messages.translation(language, catalogs))
    said = s["total_word" if own.word_gained else "total"].format(
        gained=own.gained, word=own.word_gained, total=own.total, rank=own.rank, players=own.players)
    if own.won_with is not None:  # the final report: the winner is told so, not only "rank 1 of 7"
        others = spoken_list(own.won_with, language, catalogs)
        said += " " + (s["won_tied"].format(others=others) if own.won_with else s["won"])
    blocks = _guesses_and_total(own, Paragraph(said), s, points_only)
    if heading and own.guesses:
        blocks = (Paragraph(s["heading"], keep_with_next=True), *blocks)
    if own.took_over is None:
        return blocks
    before, start = own.took_over  # the new player of a place reads the place's report, not yet theirs
    return (Paragraph(s["took_over"].format(before=before, round=start)), *blocks)


def _guesses_and_total(own: OwnGuesses, total: Paragraph, s: messages.Texts, points_only: bool) -> tuple[Block, ...]:
    """The guesses' table (or why there is none) and the line with the total."""
    if not own.guesses:
        if own.withdrew_after is not None:  # no guess to make: they stopped playing
            return (Paragraph(s["withdrawn"].format(round=own.withdrew_after)), total)
        return (Paragraph(s["none"].format(round=own.round)), total)
    columns = (
        Column(s["word"], width=12),
        Column(s["target"], width=16),
        Column(s["kp"], numeric=True, width=6) if points_only else Column(s["marks"], width=8),
        Column(s["points"], numeric=True, width=7),
    )
    rows: list[tuple[Cell, ...]] = []
    for guess in own.guesses:
        shown: Cell = (guess.kp if points_only else guess.marks) if guess.valid else s["invalid"]
        rows.append((guess.word, guess.named or guess.target, shown, guess.points))
    return (Table(columns, tuple(rows)), total)
