"""What went out to the players, and what changed since: the log of mails and letters, and corrections.

Every mail and letter is recorded in the game (:class:`~wordmastermind.core.wmm.game.Sent`). A round's
report carries a snapshot of what it told each player: their guesses with marks and points, their
points of the round, their word's points, their total and rank, whether their word is in play, and
what comes next for them (whom they may guess at, or that the game is over)
(:func:`~wordmastermind.core.wmm.snapshots.snapshot`), as
the players saw them; and what it told every player alike of the next round: the other words guessed so
far (the rest are in play) and the weighting factor WF, the worth of their next guesses. When the game
master corrects a round after its report went out, the snapshot no longer matches: the round (and every
later one that went out) is "changed after it was sent" (:func:`changed_rounds`), and each player it
changed for gets a correction saying what changed, old → new (:func:`corrections`). A player nothing
changed for is told nothing.

>>> from wordmastermind.core.wmm.evaluation import evaluate
>>> from wordmastermind.core.wmm.examples import rules_example
>>> game = rules_example()
>>> sent = sent_reports(evaluate(game), 2, "round", ["Alfons", "Emil"], "2026-12-01T18:00+01:00")
>>> game = game.with_sent(sent)
>>> changed_rounds(evaluate(game))
()
>>> row = next(i for i, g in enumerate(game.rounds[1].guesses) if g.guesser == "Alfons")
>>> fixed = game.with_guess(2, row, Guess("Alfons", "Emil", "LAMPA"))
>>> changed_rounds(evaluate(fixed))
(2,)
>>> [(c.player, [(x.what, x.old, x.new) for x in c.changes][:1]) for c in corrections(evaluate(fixed), 2)]
[('Alfons', [('guess.1', 'LAMPE → Emil: +++++ 15', 'LAMPA → Emil: ++++ 12')]), ('Emil', [('word', 'guessed 2', 'play')])]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import lru_cache
from typing import NamedTuple

from wordmastermind.core.messages import Text
from wordmastermind.core.words import name_key
from wordmastermind.core.wmm.departures import report_withheld
from wordmastermind.core.wmm.evaluation import evaluation_after
from wordmastermind.core.wmm.game import Game, Guess, Sent  # noqa: F401 (Guess: the doctest's)
from wordmastermind.core.wmm.place_names import earlier_places, name_in_round, same_place
from wordmastermind.core.wmm.player_view import PlayerView, names_unmasked, player_view
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.wmm.snapshots import FIELDS, RoundSnapshots, snapshots

REPORT_KINDS = ("round", "final", "correction", "letter")
"""The kinds of mail and letter that tell a player a round's results (and carry a snapshot)."""

LATER_FIELDS = frozenset({"word", "next", "guessed", "wf"})
"""Fields that snapshots written before 2026-11-29 (``word``, ``next``) or 2026-11-30 (``guessed``, ``wf``)
lack: a change is only seen where the old one has them."""
NEXT_ROUND_FIELDS = frozenset({"next", "guessed", "wf"})
"""What a report told of the next round (the words still in play, their worth, whom to guess at): told anew
by the next round's report, so compared only while none went out since."""


@dataclass(frozen=True, slots=True)
class Change:
    """One thing a correction tells: ``what`` (a code of :data:`~wordmastermind.core.wmm.snapshots.FIELDS`), its
    old and its new value."""

    what: str
    old: str
    new: str


@dataclass(frozen=True, slots=True)
class Correction:
    """What changed for one player (roster name) in round ``round`` since its report went out.

    ``places``: each earlier name of a place taken over since, with its name now
    (:func:`~wordmastermind.core.wmm.place_names.earlier_places`): the next round's players are compared by
    place."""

    player: str
    round: int
    changes: tuple[Change, ...]
    places: tuple[tuple[str, str], ...] = ()
    told: str = ""
    """The name the round's report went to, where another played the place then (it was taken over since)."""
    withdrawn: tuple[str, ...] = ()
    """The players who withdrew after the round (they may be why the next round changed)."""
    words: tuple[tuple[str, str], ...] = ()
    """Each other word a change tells of (``guessed.Emil``) that the round's report may name now, by its owner
    as the change names them: guessed by the end of the round (or gone with its player), or every word once
    the game is over then; a word in play is never among them."""


def _last_reported(sent: Iterable[Sent], number: int) -> dict[str, int]:
    """The last round before ``number`` whose report went to each player (by name key): a report of round
    ``number`` is the first to tell them of their guesses of the rounds after it."""
    last: dict[str, int] = {}
    for r in sent:
        if r.kind in REPORT_KINDS and r.status != "failed" and r.round < number:
            key = name_key(r.player)
            last[key] = max(r.round, last.get(key, 0))
    return last


def _told_earlier(fields: Iterable[str]) -> set[int]:
    """The earlier rounds whose guesses a snapshot holds, its fields (:func:`_fields`) given (``earlier.2.1``:
    round 2; ``earlier.2``: round 2, in which the player made no guess)."""
    return {int(parts[1]) for parts in (key.split(".") for key in fields)
            if len(parts) in (2, 3) and parts[0] == "earlier" and parts[1].isdecimal()}


def next_told(value: str) -> tuple[int, tuple[str, ...]] | None:
    """A snapshot's ``next``: how many guesses the player was told to make, and at whom; None for ``over``.

    >>> next_told("2\\tEmil\\tMüller, Hans")
    (2, ('Emil', 'Müller, Hans'))

    The first snapshots that kept it (2026-11-29) wrote ``2 Emil, Otto``, which is read as before
    (a name holding ", " as two names: they did so).

    >>> next_told("2 Emil, Otto"), next_told("0"), next_told("over")
    ((2, ('Emil', 'Otto')), (0, ()), None)

    Anything else (a damaged file's) raises :class:`ValueError`.
    """
    if value == "over":
        return None
    if "\t" in value:
        count, *targets = value.split("\t")
    else:
        count, _space, listed = value.partition(" ")
        targets = listed.split(", ") if listed else []
    return int(count), tuple(targets)


def _by_place(told: str, place: Callable[[str], str]) -> object:
    """A snapshot's ``next``, its players by place, to be compared (a damaged one as kept)."""
    try:
        found = next_told(told) if told else None
    except ValueError:
        return told
    return found if found is None else (found[0], tuple(place(name) for name in found[1]))


def _fields(text: str) -> dict[str, str]:
    fields = dict(line.partition("\t")[::2] for line in text.splitlines() if line)
    told = fields.get("next", "")
    if told.partition(" ")[0].isdecimal() and "\t" not in told:  # the first form (next_told): as written now
        count, targets = next_told(told) or (0, ())
        fields["next"] = "\t".join((str(count), *targets))
    return fields


def changes(before: dict[str, str], after: dict[str, str], *, told_next: bool = True,
            place: Callable[[str], str] = name_key) -> tuple[Change, ...]:
    """What differs between two snapshots, each as read (:func:`_fields`; the dicts are changed), in the order
    of the new one (a guess gone: at its place).

    A field of :data:`LATER_FIELDS` counts only where the old snapshot has it; those of
    :data:`NEXT_ROUND_FIELDS` only while ``told_next`` (no later round's report went out since, which told
    the next round anew), their players by ``place`` (:func:`same_place`): a place taken over since is not
    another player. Each other word whose state changed is one change (``guessed.Emil``: ``play``, ``guessed
    3``); the WF is none once the game is over, which ``next`` tells.

    >>> [(c.what, c.old, c.new) for c in changes({"guessed": "2 Otto", "wf": "10", "next": "1\\tEmil"},
    ...                                          {"guessed": "2 Otto\\t3 Emil", "wf": "9", "next": "0"})]
    [('guessed.Emil', 'play', 'guessed 3'), ('wf', '10', '9'), ('next', '1\\tEmil', '0')]
    """
    for fields in (before, after):  # earlier.2: round 2 was told of, without a guess; its guesses are compared
        for key in [k for k in fields if k.startswith("earlier.") and k.count(".") == 1]:
            del fields[key]
    for key in LATER_FIELDS:
        if key not in before or (key in NEXT_ROUND_FIELDS and not told_next) or (
                key == "next" and _by_place(before[key], place) == _by_place(after.get(key, ""), place)) or (
                key == "wf" and not after.get(key)):
            after.pop(key, None)
            before.pop(key, None)
    if "guessed" in before:
        _words_by_place(before, after, place)
    keys = list(dict.fromkeys([*after, *before]))
    keys.sort(key=_order)
    return tuple(Change(k, before.get(k, ""), after.get(k, "")) for k in keys if before.get(k) != after.get(k))


@lru_cache(maxsize=1024)
def _order(key: str) -> tuple[int, tuple[int, ...]]:
    """Where a change of the field ``key`` stands among a correction's: by :data:`FIELDS`, then by number."""
    return (FIELDS.index(key.partition(".")[0]) if key.partition(".")[0] in FIELDS else len(FIELDS),
            tuple(int(part) for part in key.split(".")[1:] if part.isdecimal()))


def guessed_told(value: str) -> dict[str, str]:
    """A snapshot's ``guessed``: each other word guessed by then, its owner → the round it was guessed in.

    >>> guessed_told("3 Emil\\t2 Müller, Hans"), guessed_told("")
    ({'Emil': '3', 'Müller, Hans': '2'}, {})
    """
    told: dict[str, str] = {}
    for entry in value.split("\t"):
        number, _space, owner = entry.partition(" ")
        if entry:
            told[owner or number] = number if owner else "?"  # a damaged file's: kept, to be compared as it is
    return told


def _words_by_place(before: dict[str, str], after: dict[str, str], place: Callable[[str], str]) -> None:
    """``guessed`` of two snapshots as one field per word guessed in either (``guessed.Emil``: ``guessed 3``,
    or ``play``), each owner by ``place`` under the newer name, to be compared as the rest."""
    old, new = (guessed_told(fields.pop("guessed", "")) for fields in (before, after))
    owners = {place(name): name for name in old} | {place(name): name for name in new}
    for fields, told in ((before, old), (after, new)):
        rounds = {place(name): number for name, number in told.items()}
        for key, owner in owners.items():
            fields[f"guessed.{owner}"] = f"guessed {rounds[key]}" if key in rounds else "play"


def sent_reports(evaluation: Evaluation, number: int, kind: str, players: Iterable[str], at: str,
                 *, status: str = "sent", reasons: Sequence[Text] = (), file: str = "",
                 view: PlayerView | None = None) -> tuple[Sent, ...]:
    """The log's records of round ``number``'s report (``kind``: round, final or correction) to ``players``
    (roster names) at ``at``, each with its snapshot; ``reasons``: why each failed (``status`` failed), kept
    in the log as its English (the game file's text, as the sent log has always had it).
    ``view``: ``player_view(evaluation, number)`` where the caller made it already (the mails were made of it)."""
    if view is not None and view.number != number:
        raise ValueError(f"the view is of round {view.number}, the records of round {number}")
    names = tuple(players)
    if not names:
        return ()
    if kind not in REPORT_KINDS or number <= 0 or status == "failed":
        view = None
    elif view is None:
        view = player_view(evaluation, number)
    made = snapshots(view) if view is not None else None
    told = _last_told(evaluation.game.sent) if kind == "correction" else {}
    reported = _last_reported(evaluation.game.sent, number) if view is not None else {}
    records = []
    for index, name in enumerate(names):
        # a correction tells of the earlier rounds the report it corrects told of; a report, of those not told
        earlier = _told_earlier(_fields(told.get((number, name_key(name)), ""))) if kind == "correction" else \
            range(reported.get(name_key(name), 0) + 1, number)
        shot = "" if made is None else made.of(name, earlier)
        reason = str(reasons[index]) if index < len(reasons) else ""
        records.append(Sent(kind, number, name, at, status, reason, file, shot))
    return tuple(records)


def _last_told(sent: Iterable[Sent]) -> dict[tuple[int, str], str]:
    """The snapshot each player was last told of each round: (round, name key) → snapshot."""
    told: dict[tuple[int, str], str] = {}
    for record in sent:
        if record.kind in REPORT_KINDS and record.status != "failed" and record.snapshot:
            told[(record.round, name_key(record.player))] = record.snapshot
    return told


class Told(NamedTuple):
    """What the log says the players were told (:func:`told_in`)."""

    snapshots: dict[tuple[int, str], str]
    """The snapshot each player was told last of each round: (round, name key) → snapshot."""
    last: dict[str, int]
    """The last round each player was told (name key → round): :func:`last_rounds_told`."""


def told_in(sent: Iterable[Sent]) -> Told:
    """What the log ``sent`` says the players were told."""
    snapshots = _last_told(sent)
    return Told(snapshots, _last_rounds(snapshots))


def last_rounds_told(sent: Iterable[Sent]) -> dict[str, int]:
    """The last round whose results the log says each player was told (name key → round): only that round's
    report still tells them what comes next (:data:`NEXT_ROUND_FIELDS`), so an earlier round's corrections
    change as a later round's report goes out to them (see :func:`corrections`)."""
    return told_in(sent).last


def _last_rounds(told: Iterable[tuple[int, str]]) -> dict[str, int]:
    """The last round of each name key among ``told``'s (round, name key) pairs."""
    last: dict[str, int] = {}
    for round_, key in told:
        last[key] = max(round_, last.get(key, 0))
    return last


def corrections(evaluation: Evaluation, number: int, view: PlayerView | None = None,
                *, told: Told | None = None) -> tuple[Correction, ...]:
    """For each player who was told round ``number``'s results and for whom they changed since: what changed.
    Not to a player who withdrew before the round: its report is not theirs (unless it is the final one,
    :func:`~wordmastermind.core.wmm.departures.report_withheld`), nor a correction of it. ``view``:
    ``player_view(evaluation, number)``, where the caller has it; ``told``: what the log says the players were
    told (:func:`told_in`), where the caller has it (asking of every round)."""
    if not 1 <= number <= evaluation.round:
        return ()
    shots, last = told_in(evaluation.game.sent) if told is None else told  # last: its report told the next round
    renamed = tuple(earlier_places(evaluation.game).items())
    place = same_place(renamed)
    gone = tuple(w.player for w in evaluation.game.withdrawals if w.after_round == number)
    stopped = {name_key(w.player): w.after_round for w in evaluation.game.withdrawals if w.after_round <= number}
    found = []
    made: RoundSnapshots | None = None  # what the round's report tells now, made once for every player
    for player in evaluation.game.players:
        key = name_key(player.name)
        old = shots.get((number, key))
        if old is None:
            continue
        view = view or player_view(evaluation, number)
        if key in stopped and report_withheld(view, player.name) is not None:
            continue
        made = made or snapshots(view)
        first = old.startswith("earlier.")  # the rounds it told of stand first, as snapshots are made
        before = _fields(old) if first else None  # read once: the rounds it told of, and what it told
        text = made.of(player.name, () if before is None else _told_earlier(before))
        if text == old:  # word for word what it told: nothing changed for them (nothing more read)
            continue
        before = _fields(old) if before is None else before
        if not first and (earlier := _told_earlier(before)):  # written otherwise: the rounds it told of
            text = made.of(player.name, earlier)
        now = _fields(text)
        own = stopped.get(key)  # they withdrew by then: the next round is not theirs, nor news their word left
        found_changes = changes(before, now, told_next=own is None and number >= last[key], place=place)
        if own is not None:
            found_changes = tuple(c for c in found_changes if (c.what, c.new) != ("word", f"left {own}"))
        if found_changes:
            then = name_in_round(evaluation.game, player.name, number)
            went_to = then if name_key(then) != name_key(player.name) else ""
            found.append(Correction(player.name, number, found_changes, renamed, went_to, gone,
                                    _words_told(evaluation, view, place, found_changes)))
    return tuple(found)


def _words_told(evaluation: Evaluation, view: PlayerView, place: Callable[[str], str],
                found: Iterable[Change]) -> tuple[tuple[str, str], ...]:
    """The other words the changes ``found`` tell of (``guessed.Emil``) that the view's round report may name
    (none still hidden from the players: see :attr:`Correction.words`), each with its owner as named there."""
    owners = [change.what.partition(".")[2] for change in found if change.what.startswith("guessed.")]
    if not owners:
        return ()
    told = {place(view.name(p.name)): p.secret for p in evaluation.game.players if p.name not in view.hidden}
    return tuple((owner, told[place(owner)]) for owner in owners if place(owner) in told)


def changed_rounds(evaluation: Evaluation) -> tuple[int, ...]:
    """The rounds whose report went out and was changed since: the first round a player was told
    otherwise, and every later round that went out.

    A round whose every report tells now what it told then (:func:`_told_alike`) changed for nobody; only
    another is compared with what its reports told, player by player (:func:`corrections`)."""
    game = evaluation.game
    sent_rounds = sorted({r.round for r in game.sent if r.kind in REPORT_KINDS and r.round >= 1})
    told = told_in(game.sent)
    plain = names_unmasked(game)
    for number in sent_rounds:
        if not _told_alike(evaluation, number, told.snapshots, plain) and corrections(evaluation, number, told=told):
            return tuple(n for n in sent_rounds if n >= number)
    return ()


def _told_alike(evaluation: Evaluation, number: int, told: dict[tuple[int, str], str], plain: bool) -> bool:
    """Whether round ``number``'s report tells each player it went to (``told``: :func:`_last_told`) word for
    word what it told them: then it changed for nobody (:func:`changes` finds nothing in a snapshot the same).
    ``plain``: no view of the game masks a name (:func:`~.player_view.names_unmasked`), so that the players
    see the round as the evaluation has it, and no view is made (masking its title, say, changes no result)."""
    if not 1 <= number <= evaluation.round:
        return True  # no report of it to compare
    theirs = [(player.name, old) for player in evaluation.game.players
              if (old := told.get((number, name_key(player.name)))) is not None]
    if not theirs:
        return True
    made = RoundSnapshots(evaluation_after(evaluation, number), number, str) if plain else \
        snapshots(player_view(evaluation, number))  # plain: each name as the roster has it
    # the rounds told of before it stand first: a snapshot with none there is made with none, and equals one
    # that has them nowhere
    return all(made.of(name, _told_earlier(_fields(old)) if old.startswith("earlier.") else ()) == old
               for name, old in theirs)


@dataclass(frozen=True, slots=True)
class Corrections:
    """The corrections of the rounds ``rounds`` (each changed after it went out), by player (roster name)."""

    rounds: tuple[int, ...]
    by_player: dict[str, tuple[Correction, ...]]
    withheld: dict[str, tuple[int, ...]] = field(default_factory=dict)
    """The rounds of ``rounds`` whose report is not a player's to get, by name key: they withdrew before them
    (:func:`~wordmastermind.core.wmm.departures.report_withheld`)."""

    @property
    def last(self) -> int:
        """The last round corrected: its report carries the corrected standings."""
        return self.rounds[-1] if self.rounds else 0

    def rounds_of(self, player: str) -> tuple[int, ...]:
        """The rounds of :attr:`rounds` whose report goes to ``player`` (roster name): every one, but after
        their withdrawal none before the final report."""
        withheld = self.withheld.get(name_key(player), ())
        return tuple(n for n in self.rounds if n not in withheld)

    def report_of(self, player: str) -> int:
        """The round whose corrected report ``player``'s correction carries: the last of theirs (:meth:`rounds_of`),
        :attr:`last` but for a player who withdrew before it (their last round's, or the final one); 0: none."""
        theirs = self.rounds_of(player)
        return theirs[-1] if theirs else 0


def find_corrections(evaluation: Evaluation, first: int, changed: Sequence[int] | None = None) -> Corrections:
    """What changed for whom in round ``first`` and in the later rounds that went out and changed since: a
    correction of an early round tells each player also how their later totals and ranks changed (of the
    rounds whose report was theirs: see :meth:`Corrections.rounds_of`).
    ``changed``: :func:`changed_rounds` of ``evaluation``, where the caller has them (not sought again)."""
    rounds = tuple(n for n in (changed_rounds(evaluation) if changed is None else changed) if n >= first)
    told = told_in(evaluation.game.sent)
    if first not in rounds:
        rounds = (first,) if corrections(evaluation, first, told=told) else ()
    gone = [p.name for p in evaluation.game.players if any(name_key(w.player) == name_key(p.name)
                                                            for w in evaluation.game.withdrawals)]
    by_player: dict[str, list[Correction]] = {}
    withheld: dict[str, list[int]] = {}
    for number in rounds:
        view = player_view(evaluation, number)
        for correction in corrections(evaluation, number, view, told=told):
            by_player.setdefault(correction.player, []).append(correction)
        for name in gone:
            if report_withheld(view, name) is not None:
                withheld.setdefault(name_key(name), []).append(number)
    return Corrections(rounds, {name: tuple(found) for name, found in by_player.items()},
                       {key: tuple(numbers) for key, numbers in withheld.items()})


def correction_records(evaluation: Evaluation, first: int, players: Iterable[str], at: str,
                       kind: str = "correction", status: str = "sent", file: str = "",
                       failed: Sequence[tuple[str, Text]] = ()) -> tuple[Sent, ...]:
    """The log's records of corrections that went out to ``players`` at ``at``: one per round they cover
    (:meth:`Corrections.rounds_of`), with its snapshot now (so those rounds are no longer changed after they
    were sent); then those of the corrections that failed, ``failed`` (player, why), one per round each covers
    too, with no snapshot (those rounds stay changed)."""
    names, reasons, found = tuple(players), dict(failed), find_corrections(evaluation, first)
    records: list[Sent] = []
    none: dict[str, Text] = {}
    for group, said, why in ((names, status, none), (tuple(reasons), "failed", reasons)):
        for number in found.rounds:
            theirs = [name for name in group if number in found.rounds_of(name)]
            records += sent_reports(evaluation, number, kind, theirs, at, status=said, file="" if why else file,
                                    reasons=[why[name] for name in theirs] if why else ())
    return tuple(records)


def mailed_to(game: Game, number: int, kinds: tuple[str, ...] = ("lot", "round", "final")) -> dict[str, str]:
    """The players (by :func:`~wordmastermind.core.words.name_key`) whom the mail of round ``number`` (0: the
    lot's; ``kinds`` ``("reminder",)``: its reminder) went to by SMTP, each with when (ISO, as the log keeps
    it): a sending again skips them, unless asked (a run after a failure sends nobody the mail twice). Not a
    place taken over after that round: its record may be the one before's, and the new person is to get that
    round's report (the log keeps the place under its name now)."""
    taken_over = {name_key(t.player) for t in game.takeovers if t.after_round >= number}
    return {name_key(record.player): record.at for record in game.sent
            if record.round == number and record.kind in kinds and record.status == "sent"
            and name_key(record.player) not in taken_over}


def before_latest(game: Game, first: int, kind: str) -> Game | None:
    """``game`` as its log was before the latest records of ``kind`` (``correction``: the correction mails;
    ``letter``: the letters) of round ``first`` or later, those of one moment: for a correction made again
    (``--again``: it was written as .eml files to look at, or its letters were lost), from what the players
    were told before it. None if there are no such records."""
    records = game.sent if kind != "letter" else _correction_letters(game.sent)
    moments = {record.at for record in records
               if record.kind == kind and record.round >= first and record.status != "failed"}
    if not moments:
        return None
    latest = max(moments, key=_moment)
    dropped = {id(record) for record in records if record.kind == kind and record.at == latest}
    return replace(game, sent=tuple(record for record in game.sent if id(record) not in dropped))


def _correction_letters(sent: Sequence[Sent]) -> tuple[Sent, ...]:
    """The letters of ``sent`` (in the order they were written) that corrected a round's report to the player:
    each follows a report of its round to them, by mail or by letter. (The log keeps them as letters: the
    letters of a later round, written after, are no correction and are left as they are.)"""
    seen: set[tuple[int, str]] = set()
    found: list[Sent] = []
    for record in sent:
        if record.kind not in REPORT_KINDS or record.status == "failed":
            continue
        key = (record.round, record.player)
        if record.kind == "letter" and key in seen:
            found.append(record)
        seen.add(key)
    return tuple(found)


def _moment(at: str) -> float:
    """A record's time, to compare those written with different UTC offsets (summer, winter); one that cannot
    be read, as the earliest."""
    try:
        return datetime.fromisoformat(at).timestamp()
    except ValueError:
        return float("-inf")
