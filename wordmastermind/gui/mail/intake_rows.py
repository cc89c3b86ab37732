"""The fetch dialog's listing as rows: what a round's mails hold, made once per plan.

:func:`intake_rows` turns an :class:`~wordmastermind.core.wmm.intake.Intake`
into a tree of :class:`IntakeRow` values (three texts each: the mail or
line, when the mail arrived, what becomes of it), grouped so that what is
taken or waits for the game master stands apart from what does not count:

- **Mails that count**: a player each, with the guesses to enter (one
  that breaks a rule marked with the reason, as on the Rounds page), the
  lines not taken and why, a name to take from a suggestion (``Emli →
  Emil?``) and, for a mail with a bad line, "Take the good lines";
- then a group each for the mails that do not count: before the round
  opened (and how many more mails came before it), answering a mail of a
  closed round (a late answer to its reminder, say), answering the final
  report ("thanks, well played"), answering a correction sent after the
  game ended, answering a correction that ended it, after the deadline,
  superseded, left out, not from a player, from an address several
  players have, that cannot be read; and a count of the mails taken for
  another round.

A row the game master may tick carries a :class:`Toggle`; :func:`toggled`
says what ticking it does to the :class:`~wordmastermind.core.wmm.intake.Choices`.
Every date is the mail's arrival in this computer's time zone, written as
the interface's language writes it; every text from a mail passes
:func:`~wordmastermind.core.printable.printable`. The texts belong to the
``IntakeRows`` translation context.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Literal

from PySide6.QtCore import QCoreApplication

from wordmastermind.core.printable import printable
from wordmastermind.core.wmm.intake import Choices, InMail, Intake, PlayerIntake
from wordmastermind.core.wmm.replies import ENDING_CORRECTION, FINAL, LATE_CORRECTION
from wordmastermind.core.wmm.rounds_named import rounds_named
from wordmastermind.files.mail.dates import local_date
from wordmastermind.gui.i18n import counted, filled, rule_text

translate = QCoreApplication.translate

SUGGESTED = frozenset({"intake.suggest", "intake.did_you_mean"})
"""The reasons of a line whose suggestion's row says it all."""

Kind = Literal["group", "count", "player", "guess", "marked", "line", "suggestion", "good_lines", "mail"]
ToggleKind = Literal["counting", "take", "left", "instead", "name", "good_lines"]


@dataclass(frozen=True, slots=True)
class Toggle:
    """What a tick on a row changes (see :func:`toggled`)."""

    kind: ToggleKind
    """counting: the mail that counts (untick: leave it out); take: a mail before the round opened, after the
    deadline or answering a mail of a closed round, the final report or a correction sent after the game ended;
    left: a mail left out; instead: a superseded mail (tick: it counts, the newer ones are left out); name: a
    suggested name; good_lines: the good lines of a mail with a bad one."""
    message_id: str
    line: int = 0
    written: str = ""
    newer: tuple[str, ...] = ()
    """For ``instead``: the player's newer mails that are left out when this one is ticked."""


@dataclass(frozen=True, slots=True)
class IntakeRow:
    """One row of the listing: its texts, its tick, and the rows under it."""

    key: tuple[str, ...]
    """What the row stands for, the same from one plan to the next."""
    kind: Kind
    texts: tuple[str, str, str]
    tips: tuple[str, str, str] = ("", "", "")
    """Each cell's tooltip: its whole text (a long one is cut in the column), or what a tick does."""
    toggle: Toggle | None = None
    checked: bool = False
    locked: bool = False
    """Ticked or not, it cannot be changed here (a mail taken before, a closed round)."""
    bad: bool = False
    """Shown in the colour of a problem: a mail refused, a guess marked."""
    children: tuple[IntakeRow, ...] = field(default=())

    def shape(self) -> tuple[object, ...]:
        """The keys of this row and of every row under it: two plans with the same shape differ only in texts."""
        return (self.key, tuple(child.shape() for child in self.children))


def toggled(choices: Choices, toggle: Toggle, on: bool) -> Choices:
    """The game master's choices once the row of ``toggle`` is ticked (``on``) or unticked.

    >>> counting = Toggle("counting", "<e2@x>")
    >>> left = toggled(Choices(), counting, False)
    >>> left.leave
    frozenset({'<e2@x>'})
    >>> toggled(left, Toggle("left", "<e2@x>"), True) == Choices()
    True
    >>> toggled(Choices(), Toggle("instead", "<e1@x>", newer=("<e2@x>", "<e3@x>")), True).leave == {"<e2@x>", "<e3@x>"}
    True
    """
    mail = frozenset({toggle.message_id})
    kind = toggle.kind
    if kind == "counting":
        if on:
            return replace(choices, leave=choices.leave - mail)
        if toggle.message_id in choices.take:  # taken although early or late: it is not taken after all
            return replace(choices, take=choices.take - mail)
        return replace(choices, leave=choices.leave | mail)
    if kind == "take":
        return replace(choices, take=choices.take | mail if on else choices.take - mail,
                       leave=choices.leave - mail if on else choices.leave)
    if kind == "left":
        return replace(choices, leave=choices.leave - mail if on else choices.leave | mail)
    if kind == "instead":
        newer = frozenset(toggle.newer)
        return replace(choices, leave=(choices.leave | newer) - mail) if on else choices
    if kind == "name":
        name = frozenset({(toggle.message_id, toggle.line, toggle.written)})
        return replace(choices, names=choices.names | name if on else choices.names - name)
    return replace(choices, good_lines=choices.good_lines | mail if on else choices.good_lines - mail)


def _answer_group(code: str) -> str:
    """The group a reply held back with the reason ``code`` is listed in: a reply to the final report, to a
    correction sent after the game ended or to one that ended it (each asked for no guess), apart from one to a
    mail of a closed round."""
    if code == FINAL:
        return "final"
    if code in LATE_CORRECTION:
        return "late_correction"
    return "ending_correction" if code in ENDING_CORRECTION else "stale"


class _Rows:
    """The listing of one plan, in the interface's ``language``."""

    def __init__(self, intake: Intake, choices: Choices, language: str) -> None:
        self.intake = intake
        self.choices = choices
        self.language = language
        self.closed = intake.closed

    # -- single texts ---------------------------------------------------------

    def when(self, moment: datetime) -> str:
        return local_date(moment, self.language)

    def arrived(self, mail: InMail) -> str:
        """When ``mail`` arrived; its own date beside it when that is far from the arrival."""
        text = self.when(mail.received)
        if mail.misdated and mail.dated is not None:
            day = self.when(mail.dated).rsplit(" ", 1)[0]  # its date alone: the time is in the tooltip
            return translate("IntakeRows", "{0} (dated {1})").format(text, day)
        return text

    def about(self, mail: InMail) -> str:
        """A mail's sender, subject and Message-ID, for its tooltip."""
        sender = printable(mail.sender) or translate("IntakeRows", "no sender")
        subject = printable(mail.subject) or translate("IntakeRows", "(no subject)")
        text = translate("IntakeRows", "From {0}, subject: {1}").format(sender, subject)
        text += "\n" + translate("IntakeRows", "Message-ID: {0}").format(printable(mail.message_id))
        if mail.misdated and mail.dated is not None:
            text += "\n" + translate(
                "IntakeRows", "It arrived on {0}, but its own date says {1}: the arrival counts.").format(
                self.when(mail.received), self.when(mail.dated))
        return text

    # -- the mails that count -------------------------------------------------

    def outcome(self, one: PlayerIntake) -> str:
        count = len(one.taken)
        if one.outcome == "taken":
            text = counted(count, translate("IntakeRows", "{0} guess to enter"),
                          translate("IntakeRows", "{0} guesses to enter"))
            if one.marked:
                text += ", " + counted(len(one.marked), translate("IntakeRows", "{0} of them marked", "one"),
                                      translate("IntakeRows", "{0} of them marked"))
            return text
        if one.outcome == "already":
            return counted(count, translate("IntakeRows", "{0} guess entered"),
                          translate("IntakeRows", "{0} guesses entered"))
        reason = printable(rule_text(one.reason))
        if one.outcome == "refused":
            return translate("IntakeRows", "not taken: {0}").format(reason)
        return translate("IntakeRows", "no guess: {0}").format(reason)

    def player(self, one: PlayerIntake) -> IntakeRow:
        mail = one.mail
        assert mail is not None
        recorded = one.outcome == "already"
        if recorded:
            tip = translate("IntakeRows", "Taken before: to change the round, correct its guesses on the Rounds page.")
        elif self.closed:
            tip = translate("IntakeRows", "The round is closed: no mail can be taken into it.")
        else:
            tip = translate("IntakeRows", "Untick to leave this mail out: the player's previous mail counts then.")
        outcome = self.outcome(one)
        return IntakeRow(
            ("player", one.player), "player", (one.player, self.arrived(mail), outcome),
            (tip + "\n\n" + self.about(mail), self.about(mail), outcome),
            Toggle("counting", mail.message_id), True, recorded or self.closed,
            bad=one.outcome == "refused", children=tuple(self.lines(one, mail)))

    def lines(self, one: PlayerIntake, mail: InMail) -> Iterable[IntakeRow]:
        """What the mail holds: the good lines' tick, the guesses, the suggestions, the lines not taken."""
        player, message_id = one.player, mail.message_id
        good = message_id in self.choices.good_lines
        if (one.outcome == "refused" and one.takeable) or good:
            count = one.takeable if one.outcome == "refused" else len(one.taken)
            text = counted(count, translate("IntakeRows", "Take the good lines ({0} guess)"),
                          translate("IntakeRows", "Take the good lines ({0} guesses)"))
            tip = translate("IntakeRows", "The guesses that can be read go in; one that breaks a rule goes in"
                                          " marked with the reason, as on the Rounds page.")
            yield IntakeRow(("good", player, message_id), "good_lines", (text, "", ""), (tip, "", ""),
                            Toggle("good_lines", message_id), good, self.closed or one.outcome == "already")
        marked = {(line.number, line.text): line.reason for line in one.marked}
        for guess in one.taken:
            text = translate("IntakeRows", "{0}: {1}").format(guess.target, printable(guess.word))
            problem = marked.get((guess.number, guess.text))
            line = translate("IntakeRows", "line {0}").format(guess.number)
            key = ("guess", player, message_id, str(guess.number), guess.target)
            if problem is None:
                yield IntakeRow(key, "guess", (text, "", line), (printable(guess.text), "", ""))
            else:
                why = translate("IntakeRows", "marked: {0}").format(printable(rule_text(problem)))
                yield IntakeRow(key, "marked", (text, "", why), (printable(guess.text), "", why), bad=True)
        for gone in one.dropped:  # entered from an earlier mail, or typed: the mail replaces them
            text = translate("IntakeRows", "{0}: {1}").format(gone.target, printable(gone.word))
            why = translate("IntakeRows", "goes from the round: not in this mail")
            yield IntakeRow(("dropped", player, message_id, gone.target, gone.word), "line", (text, "", why),
                            (translate("IntakeRows", "In the round now; this mail, taken, replaces the player's"
                                                     " guesses of the round, and this one is not in it."), "", why),
                            bad=True)
        suggested = set()
        for suggestion in one.suggestions:
            suggested.add(suggestion.number)
            taken = self.choices.accepts(mail, suggestion)
            text = translate("IntakeRows", "{0} → {1}?").format(printable(suggestion.written), suggestion.target)
            where = translate("IntakeRows", "line {0}: {1}").format(suggestion.number, printable(suggestion.text))
            tip = translate("IntakeRows", "Tick to read it as a guess at {0}: {1}").format(
                suggestion.target, printable(suggestion.word))
            yield IntakeRow(("name", player, message_id, str(suggestion.number), suggestion.written), "suggestion",
                            (text, "", where), (tip, "", where),
                            Toggle("name", message_id, suggestion.number, suggestion.written), taken,
                            self.closed or one.outcome == "already")
        for other in one.not_taken:
            if other.number in suggested and getattr(other.reason, "code", "") in SUGGESTED:
                continue  # its suggestion's row says it
            reason = printable(rule_text(other.reason))
            if other.number == 0:  # the mail as a whole (cut short)
                texts = (reason, "", "")
            else:
                texts = (translate("IntakeRows", "line {0}: {1}").format(other.number, printable(other.text)), "",
                         reason)
            yield IntakeRow(("line", player, message_id, str(other.number), other.text), "line", texts, texts)

    # -- the mails that do not count ------------------------------------------

    def mail_row(self, player: str, mail: InMail, toggle: Toggle | None, tip: str, *, checked: bool = False,
                 sender: bool = False, why: str = "", locked: bool = False) -> IntakeRow:
        """A mail that does not count: who sent it, when it arrived, its subject (or ``why``)."""
        name = (printable(mail.sender) or translate("IntakeRows", "no sender")) if sender else player
        third = why or printable(mail.subject)
        about = self.about(mail)
        return IntakeRow(("mail", mail.message_id), "mail", (name, self.arrived(mail), third),
                         ((tip + "\n\n" + about) if tip else about, about, third), toggle, checked,
                         (self.closed or locked) and toggle is not None)

    def groups(self) -> Iterable[IntakeRow]:
        intake = self.intake
        number = intake.number
        players = intake.players
        counting = [self.player(one) for one in players if one.mail is not None]
        if counting:
            yield self.group("counting", translate("IntakeRows", "Mails that count"), counting)
        early = [self.mail_row(one.player, mail, Toggle("take", mail.message_id), translate(
            "IntakeRows", "Tick to take this mail although it came before round {0} opened.").format(number))
            for one in players for mail in one.early]
        if intake.before:
            text = counted(intake.before, translate("IntakeRows", "{0} more mail came before round {1} opened"),
                          translate("IntakeRows", "{0} more mails came before round {1} opened"), number)
            early.append(IntakeRow(("before",), "count", (text, "", ""), (text, "", "")))
        if early:
            opened = "" if intake.opened is None else self.when(intake.opened)
            yield self.group("early", translate("IntakeRows", "Before round {0} opened ({1})").format(number, opened),
                             early)
        answers = (  # a reply to the final report, or to a correction once the game was over, asks for no guess
            ("stale", translate("IntakeRows", "Answers to a mail of a closed round"), translate(
                "IntakeRows", "Tick to take this mail for round {0} although it answers a mail of a closed round.")),
            ("final", translate("IntakeRows", "Answers to the final report"), translate(
                "IntakeRows", "Tick to take this mail for round {0} although it answers the final report.")),
            ("late_correction", translate("IntakeRows", "Answers to a correction sent after the game ended"),
             translate("IntakeRows", "Tick to take this mail for round {0} although it answers a correction sent "
                                     "after the game ended.")),
            ("ending_correction", translate("IntakeRows", "Answers to a correction that ended the game"),
             translate("IntakeRows", "Tick to take this mail for round {0} although it answers a correction that "
                                     "ended the game.")))
        for name, title, tip in answers:
            stale = [self.mail_row(one.player, mail, Toggle("take", mail.message_id), tip.format(number),
                                   why=printable(rule_text(why)))
                     for one in players for mail, why in one.stale if _answer_group(why.code) == name]
            if stale:
                yield self.group(name, title, stale)
        late = [self.mail_row(one.player, mail, Toggle("take", mail.message_id), translate(
            "IntakeRows", "Tick to take this mail although it came after the deadline."))
            for one in players for mail in one.late]
        if late:
            yield self.group("late", translate("IntakeRows", "After the deadline ({0})").format(self.deadline()), late)
        superseded = [self.mail_row(one.player, old, Toggle("instead", old.message_id, newer=self.newer(one, old)),
                                    translate("IntakeRows", "Tick to make this mail count instead of the newer ones."),
                                    locked=one.outcome == "already")  # a mail taken stays taken
                      for one in players for old in one.superseded]
        if superseded:
            yield self.group("superseded", translate("IntakeRows", "Superseded by a later mail"), superseded)
        left = [self.mail_row(one.player, mail, Toggle("left", mail.message_id),
                              translate("IntakeRows", "Tick to take this mail back in."))
                for one in players for mail in one.left]
        if left:
            yield self.group("left", translate("IntakeRows", "Left out by you"), left)
        if intake.strangers:
            yield self.group("strangers", translate("IntakeRows", "Not from a player"), [
                self.mail_row("", mail, None, "", sender=True) for mail in intake.strangers])
        if intake.shared:
            yield self.group("shared", translate("IntakeRows", "From an address several players have"), [
                self.mail_row("", mail, None, "", sender=True, why=filled(translate(
                    "IntakeRows", "an address of {0}"), ", ".join(names))) for mail, names in intake.shared])
        if intake.unreadable:
            yield self.group("unreadable", translate("IntakeRows", "Cannot be read"), [
                self.mail_row("", mail, None, "", sender=True, why=printable(rule_text(mail.problem)))
                for mail in intake.unreadable])
        if intake.elsewhere:
            text = counted(len(intake.elsewhere), translate("IntakeRows", "{0} mail was taken for another round"),
                          translate("IntakeRows", "{0} mails were taken for another round"))
            named = rounds_named(n for _mail, n in intake.elsewhere)
            tip = (translate("IntakeRows", "Taken for rounds {0}: never offered again.") if named.several else
                   translate("IntakeRows", "Taken for round {0}: never offered again.")).format(rule_text(named.words))
            yield IntakeRow(("elsewhere",), "count", (text, "", ""), (tip, "", ""))
        if intake.earlier:
            text = counted(len(intake.earlier), translate("IntakeRows", "{0} mail was for round {1} or before"),
                          translate("IntakeRows", "{0} mails were for round {1} or before"), number - 1)
            tip = translate("IntakeRows", "Each came by round {0}'s deadline, or before the mail taken from its player"
                            " for it: dealt with in its round, never offered again.").format(number - 1)
            yield IntakeRow(("earlier",), "count", (text, "", ""), (tip, "", ""))

    def group(self, name: str, title: str, rows: Sequence[IntakeRow]) -> IntakeRow:
        return IntakeRow(("group", name), "group", (title, "", ""), (title, "", ""), children=tuple(rows))

    def deadline(self) -> str:
        from wordmastermind.core.wmm.round_window import moment

        text = self.intake.game.deadline(self.intake.number)
        at = moment(text) if text else None
        return text if at is None else self.when(at)

    @staticmethod
    def newer(one: PlayerIntake, old: InMail) -> tuple[str, ...]:
        """The player's mails after ``old`` that count or supersede it: left out when ``old`` is ticked."""
        later = [*one.superseded, *(() if one.mail is None else (one.mail,))]
        return tuple(m.message_id for m in later if m.received >= old.received and m is not old)


def intake_rows(intake: Intake, choices: Choices, language: str) -> tuple[IntakeRow, ...]:
    """The listing of ``intake`` planned with ``choices``, its dates as ``language`` writes them."""
    return tuple(_Rows(intake, choices, language).groups())
