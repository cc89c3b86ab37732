"""A round's guesses from the players' mails: which mail counts, what it holds, what is taken.

The mailbox is read elsewhere (:mod:`wordmastermind.files.mail.imap`); here
the mails are values (:class:`InMail`) and :func:`plan_intake` works out,
player by player, what entering them would do, and the game with them
entered. The rules:

- a mail belongs to the player one of whose roster addresses sent it (any
  case; the display name does not count); any other is a stranger's, and
  one from an address several players have is nobody's, unless the game
  master takes it as a player's (:attr:`Choices.senders`: a player writing
  from another address), as it stays once taken; a mail whose
  sender cannot be read, or that has several, is listed and not taken;
- a mail arrived before the round opened (:mod:`.round_window`) is not
  the round's: a player's is listed as early and taken only when the game
  master takes that mail (:attr:`Choices.take`); a stranger's is counted;
  so is a player's that was the round before's (:func:`.earlier_round`),
  dealt with there, never offered again;
- a mail taken for another round is never offered again; one taken for
  this round is not taken again, and a newer one replaces that player's
  guesses of the round;
- of a player's mails the latest to arrive counts (the server's time, not
  the sender's ``Date``), the others are superseded; a mail after the
  round's deadline is late and counts only with :attr:`Choices.include_late`
  or when taken by the game master; a mail left out (:attr:`Choices.leave`)
  does not count;
- a round that is closed (a later round has opened) takes no mail, and a player who withdrew before the
  round (:mod:`.departures`) sends none: their latest mail is listed with the reason;
- each guess is checked by the rules as a typed one is. A mail with a line
  meant as a guess that cannot be read (a broken line, a name not taken
  from a suggestion), or with a guess that breaks a rule, is refused whole
  and the player's guesses stay as they were, unless the game master takes
  its good lines (:attr:`Choices.good_lines`): then its guesses go in, one
  that breaks a rule marked with the reason as a typed one is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Literal

from wordmastermind.core.errors import RoundOrderError
from wordmastermind.core.messages import WMM, Message, MessageOrEmpty, Table
from wordmastermind.core.wmm.deadline import is_late
from wordmastermind.core.wmm.departures import withdrawal_of
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game, Guess, Player, Round, TakenMail
from wordmastermind.core.wmm.in_mail import InMail
from wordmastermind.core.wmm.mail_guesses import MAIL_LINES, GuessLine, MailText, OtherLine, Suggestion, read_mail_text
from wordmastermind.core.wmm.place_names import earlier_places
from wordmastermind.core.wmm.next_round import ANSWER_WORDS
from wordmastermind.core.wmm.replies import Answered, answered, asked_unlogged, sent_mails, stale_reason
from wordmastermind.core.wmm.round_changes import unmatched
from wordmastermind.core.wmm.round_window import bare_address, earlier_round, is_closed, opened_at
from wordmastermind.core.words import name_key

__all__ = ["INTAKE", "MAX_TEXT", "Choices", "InMail", "Intake", "Outcome", "PlayerIntake", "bare_address",
           "owing", "plan_intake"]


MAX_TEXT = 100_000
"""The characters of a mail's text that are read; a longer mail is :attr:`InMail.cut`."""

INTAKE = Table({
    "intake.line": "line {line} (\"{text}\"): {reason}",
    "intake.other_line": "not taken: another line of the mail breaks a rule",
    "intake.other_unclear": "not taken: another line of the mail is not clear",
    "intake.with_mail": "not taken: the mail is not taken",
    "intake.no_guess": "the mail holds no guess",
    "intake.late": "the mail came after the deadline ({deadline})",
    "intake.early": "the mail came before round {round} opened",
    "intake.left": "left out by the game master",
    "intake.closed": "round {round} is closed: its report went out and round {next} has begun",
    "intake.cut": "the mail is too long: only its beginning was read",
    "intake.ask": "the game master will tell you why",
})
"""What becomes of a player's mail, and why (the catalogs translate it)."""

Outcome = Literal["taken", "already", "refused", "empty", "late", "early", "stale", "left"]


@dataclass(frozen=True, slots=True)
class Choices:
    """What the game master decided about single mails and lines (the fetch dialog, ``inbox``'s options)."""

    take: frozenset[str] = frozenset()
    """Message-IDs of mails taken although they came before the round opened or after its deadline, or answer a
    mail of a closed round or the final report (:mod:`.replies`)."""
    leave: frozenset[str] = frozenset()
    """Message-IDs of mails left out: they do not count (the player's latest other mail does)."""
    good_lines: frozenset[str] = frozenset()
    """Message-IDs of mails whose guesses are taken although a line cannot be read or a guess breaks a rule."""
    names: frozenset[tuple[str, int, str]] = frozenset()
    """Suggestions taken: (Message-ID, line, the name as written)."""
    all_names: bool = False
    """Every suggestion taken (``inbox --take-suggestions``)."""
    include_late: bool = False
    """Every late mail taken (``inbox --include-late``)."""
    senders: frozenset[tuple[str, str]] = frozenset()
    """Mails from an address no player has (or several have) taken as a player's: (Message-ID, roster name);
    a player writing from another address (``inbox --take-for``)."""

    def accepts(self, mail: InMail, suggestion: Suggestion) -> bool:
        return self.all_names or (mail.message_id, suggestion.number, suggestion.written) in self.names


@dataclass(frozen=True)
class PlayerIntake:
    """What becomes of one player's mails."""

    player: str
    outcome: Outcome
    """taken (entered, or would be); already (this mail was taken before); refused (``reason``);
    empty (no guess in it); late, early, stale, left (no mail counts: every one came after the deadline,
    before the round opened, answers a mail of a closed round or the final report, or was left out)."""
    mail: InMail | None
    """The mail that counts; None when none does."""
    taken: tuple[GuessLine, ...] = ()
    marked: tuple[OtherLine, ...] = ()
    """Of the guesses taken with the good lines of a mail: those that break a rule, with the reason."""
    not_taken: tuple[OtherLine, ...] = ()
    """Every line that is not taken, with the reason: ignored and broken lines, names not taken from
    a suggestion, and the guesses of a refused mail."""
    reason: MessageOrEmpty = ""
    suggestions: tuple[Suggestion, ...] = ()
    """Every name suggested in the mail that counts, taken or not."""
    takeable: int = 0
    """For a refused mail: how many guesses its good lines would give (0: none, or it cannot be taken)."""
    superseded: tuple[InMail, ...] = ()
    late: tuple[InMail, ...] = ()
    early: tuple[InMail, ...] = ()
    left: tuple[InMail, ...] = ()
    stale: tuple[tuple[InMail, Message], ...] = ()
    """Mails that answer a mail of the game master's that asked for a closed round's guesses, or the final report,
    each with why (:func:`~wordmastermind.core.wmm.replies.stale_reason`): taken only when the game master takes
    them."""
    dropped: tuple[Guess, ...] = ()
    """For a mail taken: the player's guesses the round holds (from an earlier mail, or typed) at a target the
    mail has none at, which go as it replaces them."""

    @property
    def guesses(self) -> tuple[Guess, ...]:
        return tuple(Guess(self.player, line.target, line.word) for line in self.taken)

    @property
    def mails(self) -> tuple[InMail, ...]:
        """Every mail of the player's that the intake looked at, the one that counts first."""
        counting = () if self.mail is None else (self.mail,)
        return (*counting, *self.superseded, *self.late, *self.early, *(m for m, _ in self.stale), *self.left)


@dataclass(frozen=True)
class Intake:
    number: int
    players: tuple[PlayerIntake, ...]
    strangers: tuple[InMail, ...]
    """Mails since the round opened that are no player's."""
    game: Game
    """The game with every taken mail entered (the same game when none is)."""
    changed: bool = field(default=False)
    shared: tuple[tuple[InMail, tuple[str, ...]], ...] = ()
    """Mails from an address that more than one player has in the roster: whose they are is not known."""
    unreadable: tuple[InMail, ...] = ()
    """Mails that cannot be taken whatever they hold (:attr:`InMail.problem`)."""
    elsewhere: tuple[tuple[InMail, int], ...] = ()
    """Mails taken for another round, with that round: never offered again."""
    before: int = 0
    """Mails that arrived before the round opened and are no player's: only counted."""
    earlier: tuple[tuple[InMail, int], ...] = ()
    """Players' mails of an earlier round (:func:`.earlier_round`), with that round: only counted."""
    opened: datetime | None = None
    closed: bool = False


def owing(game: Game, number: int) -> list[Player]:
    """The players with no guess in round ``number`` yet, in the roster's order (whom ``remind`` mails)."""
    rounds = game.rounds
    guessed = {name_key(g.guesser) for g in rounds[number - 1].guesses} if 1 <= number <= len(rounds) else set()
    return [p for p in game.players if name_key(p.name) not in guessed]


def plan_intake(game: Game, number: int, mails: Sequence[InMail], choices: Choices = Choices(), *,
                before: int = 0) -> Intake:
    """What entering ``mails`` into round ``number`` would do, and the game with them entered.

    ``before`` counts the mails the fetch did not read because they came before its window.
    Raises :class:`RoundOrderError` for a round that cannot take guesses
    (out of order, round 1 before the lot).
    """
    if not 1 <= number <= len(game.rounds) + 1:
        game.with_round(number, Round())  # says why
    if number == 1 and game.lot is None:
        raise RoundOrderError(WMM.say("round.lot_first"))
    opened, closed = opened_at(game, number), is_closed(game, number)
    owners: dict[str, list[Player]] = {}
    for player in game.players:
        for address in {bare_address(a) for a in player.addresses}:
            owners.setdefault(address, []).append(player)
    taken_for = {m.message_id: m.round for m in game.mails_taken}
    # a mail taken for a player before, or now by the game master's word, is theirs whatever its sender
    assigned = {m.message_id: game.player(m.player) for m in game.taken_in(number)}
    assigned.update((message_id, game.player(name)) for message_id, name in choices.senders)
    by_player: dict[str, list[InMail]] = {}
    strangers: list[InMail] = []
    shared: list[tuple[InMail, tuple[str, ...]]] = []
    unreadable: list[InMail] = []
    elsewhere: list[tuple[InMail, int]] = []
    earlier: list[tuple[InMail, int]] = []
    seen: set[str] = set()
    for mail in sorted(mails, key=lambda m: m.received):  # stable: of two at one time, the later in the mailbox
        if mail.message_id in seen:  # the same mail twice (copied, or sent again by the client)
            continue
        seen.add(mail.message_id)
        if mail.problem:
            unreadable.append(mail)
            continue
        other_round = taken_for.get(mail.message_id)
        if other_round is not None and other_round != number:
            elsewhere.append((mail, other_round))
            continue
        found = owners.get(bare_address(mail.sender), [])
        chosen = assigned.get(mail.message_id)
        if chosen is not None and len(found) != 1:  # the game master says whose it is (or said so before)
            found = [chosen]
        if not found:
            if opened is not None and mail.received < opened:
                before += 1
            else:
                strangers.append(mail)
        elif len(found) > 1:
            shared.append((mail, tuple(p.name for p in found)))
        elif mail.message_id not in choices.take and (
                gone_by := earlier_round(game, number, opened, found[0].name, mail.received)) is not None:
            earlier.append((mail, gone_by))  # dealt with in its round: counted
        else:
            by_player.setdefault(found[0].name, []).append(mail)
    names = [p.name for p in game.players]
    look = _Look(game, number, names, choices, opened, closed, sent_mails(game))
    firsts = [look.player(player, by_player[player.name]) for player in game.players if player.name in by_player]
    final, changed_game = _check(game, number, firsts, choices)
    held = game.rounds[number - 1].guesses if number <= len(game.rounds) else ()
    final = [_dropping(intake, held) for intake in final]
    if any(intake.outcome == "already" for intake in final):
        final = _marked_before(changed_game, number, final)
    return Intake(number, tuple(final), tuple(strangers), changed_game, changed_game is not game, tuple(shared),
                  tuple(unreadable), tuple(elsewhere), before, tuple(earlier), opened, closed)


def _marked_before(game: Game, number: int, intakes: list[PlayerIntake]) -> list[PlayerIntake]:
    """The mails taken before with their guesses marked, as when they were taken (their good lines taken, the
    others breaking a rule): a receipt made again lists those apart, as scoring nothing, as the first did."""
    round_ = game.rounds[number - 1]
    problems: dict[tuple[str, str, str], Message] = {}
    for result in evaluate(game, upto=number).rounds[number - 1].problems:
        if result.problem is not None:
            guess = round_.guesses[result.row]
            problems[(name_key(guess.guesser), name_key(guess.target), guess.word)] = result.problem
    marked = []
    for intake in intakes:
        if intake.outcome == "already":
            key = name_key(intake.player)
            bad = [(line, problems.get((key, name_key(line.target), line.word))) for line in intake.taken]
            intake = replace(intake, marked=tuple(OtherLine(line.number, line.text, problem)
                                                  for line, problem in bad if problem is not None))
        marked.append(intake)
    return marked


def _dropping(intake: PlayerIntake, held: Sequence[Guess]) -> PlayerIntake:
    """``intake`` with the guesses of its player that the round holds at a target its mail, taken, has none at:
    they go as it replaces them (a new word at the same target is the player's newer one)."""
    if intake.outcome != "taken":
        return intake
    key = name_key(intake.player)
    theirs = [guess for guess in held if name_key(guess.guesser) == key]
    dropped = tuple(theirs[row] for row in unmatched(theirs, intake.guesses, _target))
    return replace(intake, dropped=dropped) if dropped else intake


def _target(guess: Guess) -> str:
    return name_key(guess.target)


@dataclass(frozen=True, slots=True)
class _Look:
    """One player's mails sorted out and the counting one read; the rules are checked later, for all at once."""

    game: Game
    number: int
    names: list[str]
    choices: Choices
    opened: datetime | None
    closed: bool
    sent: dict[str, Answered]
    """The mails the game master sent, by Message-ID: what a reply answers (:mod:`.replies`)."""

    def player(self, player: Player, mails: list[InMail]) -> PlayerIntake:
        game, number, choices = self.game, self.number, self.choices
        gone = withdrawal_of(game, player.name)
        if gone is not None and gone.after_round < number:
            return self.withdrawn(player, mails, gone.after_round)
        deadline = game.deadline(number)
        recorded = {m.message_id for m in game.taken_in(number) if name_key(m.player) == name_key(player.name)}
        take = choices.take | recorded  # a mail taken stays taken
        left = tuple(m for m in mails if m.message_id in choices.leave and m.message_id not in recorded)
        rest = [m for m in mails if m not in left]
        early = tuple(m for m in rest if self.opened is not None and m.received < self.opened
                      and m.message_id not in take)
        rest = [m for m in rest if m not in early]
        stale = tuple((m, why) for m in rest if m.message_id not in take
                      and (why := stale_reason(game, number, m, self.sent)) is not None)
        rest = [m for m in rest if all(m is not old for old, _ in stale)]
        late = tuple(m for m in rest if not choices.include_late and m.message_id not in take
                     and is_late(deadline, m.received))
        on_time = [m for m in rest if m not in late]
        base = PlayerIntake(player.name, "taken", None, late=late, early=early, left=left, stale=stale)
        if not on_time:
            if late:
                outcome: Outcome = "late"
                reason = INTAKE.say("intake.late", deadline=deadline)
            elif early:
                outcome, reason = "early", INTAKE.say("intake.early", round=number)
            elif stale:
                outcome, reason = "stale", stale[-1][1]
            else:
                outcome, reason = "left", INTAKE.say("intake.left")
            return replace(base, outcome=outcome, reason=reason)
        mail, superseded = on_time[-1], tuple(on_time[:-1])
        read = self.read(mail, player)
        own = name_key(player.name)  # "Otto hier" from Otto: he says who writes, he guesses at nobody
        selves = [line for line in read.guesses if line.spaced and name_key(line.target) == own]
        guesses = [line for line in read.guesses if line not in selves]
        unclear = list(read.broken)
        for suggestion in read.suggestions:
            if choices.accepts(mail, suggestion):
                guesses.append(suggestion.guess())
            else:
                unclear.append(OtherLine(suggestion.number, suggestion.text, suggestion.reason))
        guesses.sort(key=lambda line: line.number)
        unclear.sort(key=lambda line: line.number)
        ignored = [*(_signature(line, own) for line in read.ignored),
                   *(OtherLine(line.number, line.text, MAIL_LINES.say("intake.own_name")) for line in selves)]
        if mail.cut:
            ignored.append(OtherLine(0, "", INTAKE.say("intake.cut")))
        base = replace(base, mail=mail, suggestions=read.suggestions, superseded=superseded)
        if mail.message_id in recorded:
            return replace(base, outcome="already", taken=tuple(guesses), not_taken=_in_order([*ignored, *unclear]))
        if self.closed:
            reason = INTAKE.say("intake.closed", round=number, next=number + 1)
            not_taken = _refused_lines(guesses, {}, [*ignored, *unclear], "intake.with_mail")
            return replace(base, outcome="refused", not_taken=not_taken, reason=reason)
        good = mail.message_id in choices.good_lines
        if unclear and not good:
            first = unclear[0]
            return replace(
                base, outcome="refused",
                not_taken=_refused_lines(guesses, {}, [*ignored, *unclear], "intake.other_unclear"),
                reason=INTAKE.say("intake.line", line=first.number, text=first.text, reason=first.reason),
                takeable=len(guesses))
        if not guesses:
            return replace(base, outcome="empty", not_taken=_in_order([*ignored, *unclear]),
                           reason=INTAKE.say("intake.no_guess"))
        return replace(base, taken=tuple(guesses), not_taken=_in_order([*ignored, *unclear]))


    def read(self, mail: InMail, player: Player) -> MailText:
        """The mail's text read: its answer lines' word left unfilled is no guess, unless it has the game's length;
        then it is, but for a line as the mail it answers wrote it where that mail may be of the form before (the
        log of sent mails keeps every mail since, and the mail names none of them): as its quote has it, or where
        it quotes nothing and the round's mail went to the player before the log kept Message-IDs, as that form
        wrote a line (``Emil: WORT``)."""
        game, length = self.game, self.game.settings.word_length
        old = answered(mail, self.sent) is None
        form: frozenset[str] = frozenset()
        if old and asked_unlogged(game, player.name, self.number):  # the lines of that form, as it wrote them
            form = frozenset(f"{name}: {word}" for name in self.names for word in ANSWER_WORDS if len(word) == length)
        return read_mail_text(mail.text, self.names, earlier_places(game), length=length, old_form=old,
                              unquoted_form=form)

    def withdrawn(self, player: Player, mails: list[InMail], after_round: int) -> PlayerIntake:
        """A player who withdrew before the round: no mail of theirs is taken, the latest is listed with why."""
        mail, superseded = mails[-1], tuple(mails[:-1])
        read = self.read(mail, player)
        others = [*read.ignored, *read.broken, *(OtherLine(s.number, s.text, s.reason) for s in read.suggestions)]
        return PlayerIntake(player.name, "refused", mail, superseded=superseded,
                            not_taken=_refused_lines(read.guesses, {}, others, "intake.with_mail"),
                            reason=WMM.say("guess.withdrawn", name=player.name, round=after_round))


def _in_order(lines: Sequence[OtherLine]) -> tuple[OtherLine, ...]:
    return tuple(sorted(lines, key=lambda line: line.number))


def _signature(line: OtherLine, sender: str) -> OtherLine:
    """``line``, or the sender's own name alone (``Alfons`` under the guesses) said as their signature."""
    reason = line.reason
    if isinstance(reason, Message) and reason.code == "intake.no_word" and \
            name_key(str(reason.params.get("name", ""))) == sender:
        return OtherLine(line.number, line.text, MAIL_LINES.say("intake.own_signature"))
    return line


def _refused_lines(guesses: Sequence[GuessLine], problems: dict[int, Message], others: Sequence[OtherLine],
                   other: str = "intake.other_line") -> tuple[OtherLine, ...]:
    """Every line of a refused mail with its reason, in the mail's order (``problems`` by guess index)."""
    lines = [OtherLine(g.number, g.text, problems.get(i) or INTAKE.say(other)) for i, g in enumerate(guesses)]
    return _in_order([*lines, *others])


def _check(game: Game, number: int, intakes: list[PlayerIntake], choices: Choices) -> tuple[list[PlayerIntake], Game]:
    """The rules on the guesses to be taken, all players' at once.

    A player with a guess that breaks a rule is refused, and the rest tried
    again; a mail whose good lines the game master takes keeps its guesses,
    the bad ones marked.
    """
    while True:
        taking = [i for i in intakes if i.outcome == "taken"]
        if not taking:
            return intakes, game
        changed = _entered(game, number, taking)
        first_new = len(changed.rounds[number - 1].guesses) - sum(len(i.taken) for i in taking)
        owner: list[tuple[PlayerIntake, int]] = [(i, n) for i in taking for n in range(len(i.taken))]
        problems: dict[str, dict[int, Message]] = {}
        for result in evaluate(changed, upto=number).rounds[number - 1].problems:
            if result.row >= first_new:
                intake, index = owner[result.row - first_new]
                if result.problem is not None:
                    problems.setdefault(intake.player, {})[index] = _in_mail_terms(result.problem, owner, first_new)
        good = {i.player for i in taking if i.mail is not None and i.mail.message_id in choices.good_lines}
        refused = set(problems) - good
        if not refused:
            return [_marked(i, problems[i.player]) if i.player in problems else i for i in intakes], changed
        intakes = [_refused(i, problems[i.player]) if i.player in refused else i for i in intakes]


def _in_mail_terms(problem: Message, owner: list[tuple[PlayerIntake, int]], first_new: int) -> Message:
    """A guess's problem as the mail's lines say it: a guess twice at a target names the earlier line, not
    the row of the round (which counts the other players' guesses)."""
    if problem.code != "guess.twice":
        return problem
    row = problem.params.get("row")
    if not isinstance(row, int) or row - 1 < first_new:
        return problem
    intake, index = owner[row - 1 - first_new]
    return WMM.say("guess.twice_line", guesser=problem.params["guesser"], target=problem.params["target"],
                   line=intake.taken[index].number)


def _marked(intake: PlayerIntake, problems: dict[int, Message]) -> PlayerIntake:
    marked = tuple(OtherLine(line.number, line.text, problems[i]) for i, line in enumerate(intake.taken) if i in problems)
    return replace(intake, marked=marked)


def _refused(intake: PlayerIntake, problems: dict[int, Message]) -> PlayerIntake:
    first = min(problems)
    line = intake.taken[first]
    return replace(
        intake, outcome="refused", taken=(), takeable=len(intake.taken),
        not_taken=_refused_lines(intake.taken, problems, intake.not_taken),
        reason=INTAKE.say("intake.line", line=line.number, text=line.text, reason=problems[first]),
    )


def _entered(game: Game, number: int, taking: list[PlayerIntake]) -> Game:
    """``game`` with each taking player's guesses of round ``number`` replaced by their mail's."""
    current = game.rounds[number - 1] if number <= len(game.rounds) else Round()
    replaced = {name_key(i.player) for i in taking}
    kept = tuple(g for g in current.guesses if name_key(g.guesser) not in replaced)
    new = tuple(g for i in taking for g in i.guesses)
    changed = game.with_round(number, replace(current, guesses=kept + new))
    records = [TakenMail(number, i.player, i.mail.message_id, i.mail.received) for i in taking if i.mail is not None]
    return changed.with_taken(number, records)
