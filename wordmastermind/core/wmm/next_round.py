"""What a player is to do next: the next round's deadline, whom they guess at, how many guesses, how to answer.

Every message a player receives while the game runs (the round report, the
mail and the letter after a round, the lot, a reminder) ends with it, so
that nobody has to ask: the deadline (or that there is none), the players
they may guess at, how many guesses they have (after round 1, at which
weighting factor), and one line per target in the form the intake reads
(``Emil: WORT``). The names are the ones the
players see (:class:`~wordmastermind.core.wmm.player_view.PlayerView`);
the word of the answer lines is the language's own (``WORT``, ``WORD``,
``WOORD``, ``MOT``), unless the game's words have its length: there it could be
a guess (German ``WORT`` in a game of 4-letter words, Dutch ``WOORD`` of 5,
French ``MOT`` of 3), and the lines say as many question marks instead
(``Emil: ????``), which no guess is. Once the game is over there is no next round.

>>> from wordmastermind.core.wmm.evaluation import evaluate
>>> from wordmastermind.core.wmm.examples import rules_example
>>> from wordmastermind.core.wmm.player_view import player_view
>>> view = player_view(evaluate(rules_example().with_deadline(3, "2026-12-12T18:00")), 2)
>>> step = next_step(view, "Gustav")
>>> step.number, step.deadline, step.guesses, step.targets, step.wf
(3, '2026-12-12T18:00', 1, ('Alfons', 'Beatrix', 'Fritzchen'), 4)
>>> answer_lines(step, "WORD", "en", None)
('Alfons: WORD', 'Beatrix: WORD', 'Fritzchen: WORD')
>>> print("\\n".join(next_step_lines(step, "en", None)))
Deadline for round 3: Saturday, 12 December 2026, 18:00.
In round 3 you have one guess, weighting factor (WF) 4. You may guess at Alfons, Beatrix and Fritzchen.
How to answer: one line per guess, like this:
Alfons: WORD
Beatrix: WORD
Fritzchen: WORD
>>> spoken_list(["Emil", "Otto", "Käthe"], "en", None), spoken_list(["Emil"], "en", None)
('Emil, Otto and Käthe', 'Emil')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from wordmastermind.core import messages
from wordmastermind.core.masking import MASK
from wordmastermind.core.wmm.player_view import PlayerView
from wordmastermind.core.wmm.scoring import guesses_per_round
from wordmastermind.core.wmm.spoken_list import listed, said
from wordmastermind.core.words import name_key

if TYPE_CHECKING:  # the report's records: made where a report is (the app's start reads next steps only)
    from wordmastermind.core.report import Paragraph

NEXT = messages.Table({
    "next.word": "WORD",
    # an answer line, as the intake reads it (French keeps its colon with the name: "Emil\u00a0: MOT")
    "next.answer_line": "{name}: {word}",
    "next.date": "{weekday}, {day_name} {month_name} {year}, {hour:02d}:{minute:02d}",
    "next.day_one": "1",
    "next.weekdays": "Monday Tuesday Wednesday Thursday Friday Saturday Sunday",
    "next.months": "January February March April May June July August September October November December",
    "next.deadline": "Deadline for round {round}: {deadline}.",
    "next.no_deadline": "as soon as everyone has answered",
    "next.guess_one": "In round {round} you have one guess. You may guess at {targets}.",
    # the same in English; French says "the word of" one player, "the words of" several
    "next.guess_one_at_one": "In round {round} you have one guess. You may guess at {targets}.",
    "next.guess_many": "In round {round} you have {count} guesses. You may guess at {targets}.",
    # after round 1, with the weighting factor of the round's guesses (round 1's are unweighted)
    "next.guess_one_wf": "In round {round} you have one guess, weighting factor (WF) {wf}. You may guess at "
                         "{targets}.",
    "next.guess_one_at_one_wf": "In round {round} you have one guess, weighting factor (WF) {wf}. You may guess "
                                "at {targets}.",
    "next.guess_many_wf": "In round {round} you have {count} guesses, weighting factor (WF) {wf}. You may guess at "
                          "{targets}.",
    "next.answer": "How to answer: one line per guess, like this:",
    "next.answer_slip": "How to answer: on the slip below, one line per guess, as in:",
    "next.answer_all": "How to answer: one line per guess, as \"{example}\": the name of the player whose word "
                       "you guess, then your word.",
    "next.send_mail": "Answer this mail, or write to {address}.",
    "next.reply": "Answer this mail.",
    "next.send_post": "Send your answer to {address}.",
    "next.nobody": "nobody",
    "next.withdrawn": "You withdrew after round {round}: you make no more guesses. The final standings will"
                      " reach you when the game is over.",
})
"""What a player is told of the next round; a list of names as the language says it (``Emil und Otto``,
``Emil, Otto und Käthe``); the word of an answer line; a deadline's date, with the weekday and month
names as the language writes them (space-separated: the catalogs translate them; a language that writes the
month as a number lists the numbers, ``01 02 …``); the first of a month as the language writes it (French:
``1er``), the other days are their numbers (``{day_name:0>2}`` pads them: ``01.12.2026``)."""


ANSWER_WORDS = frozenset({"WORD", "WORT", "WOORD", "MOT"})
"""The word of an answer line in each language (``next.word``): a line the player left as it was
(``Emil: WORT``) is no guess (:mod:`~wordmastermind.core.wmm.mail_guesses`), where the word cannot be one."""

BLANK = "?"
"""What an answer line says, once per letter, where the language's word could be a guess: ``Emil: ????``."""


def unfilled(word: str, length: int | None) -> bool:
    """Whether ``word`` (as the intake reads it) is the answer lines' word left as it was: a language's word
    that is no guess in a game of words of ``length`` letters (None: not known, every language's word).

    >>> unfilled("WORT", 5), unfilled("WORT", 4), unfilled("WOORD", 5), unfilled("MOT", None)
    (True, False, False, True)
    """
    return word in ANSWER_WORDS and len(word) != length


@dataclass(frozen=True, slots=True)
class NextStep:
    """One player's next round: its number and deadline (ISO as entered, or ``""``), whom and how often to guess."""

    number: int
    deadline: str
    targets: tuple[str, ...]
    guesses: int
    length: int = 0
    """The game's word length (0: not known): the answer lines' word never has it (:func:`answer_word`)."""
    wf: int = 0
    """The weighting factor (WF) of the round's guesses; 0: not said (round 1's guesses are unweighted)."""


def next_step(view: PlayerView, name: str) -> NextStep | None:
    """What player ``name`` (as the players see it) does in the round after the view's; None once the game is over."""
    state = view.state
    if state.game_over:
        return None
    number = view.number + 1
    targets = state.targets_next_round(name)
    return NextStep(number, view.game.deadline(number), targets,
                    min(guesses_per_round(max(len(view.game.players), 4)), len(targets)),
                    view.game.settings.word_length, state.wf_next if view.number else 0)


def withdrawn_after(view: PlayerView, roster_name: str) -> int | None:
    """The round after which the player ``roster_name`` (the roster's name) withdrew, once the view's rounds
    reach it (:attr:`~wordmastermind.core.wmm.results.PlayerResult.withdrawn_after`); None while they play.

    A withdrawn player gets no more reminders or receipts, and of the reports only their last round's and the
    final one (:func:`~wordmastermind.core.wmm.departures.report_withheld`).

    >>> from wordmastermind.core.wmm.departures import withdraw
    >>> from wordmastermind.core.wmm.evaluation import evaluate
    >>> from wordmastermind.core.wmm.examples import rules_example
    >>> from wordmastermind.core.wmm.player_view import player_view
    >>> result = evaluate(withdraw(rules_example(), "Emil", 1))
    >>> [withdrawn_after(player_view(result, n), "Emil") for n in (0, 1, 2)]
    [None, 1, 1]
    """
    return view.state.player(view.name(roster_name)).withdrawn_after  # the view's game renames its records too


def withdrawn_line(after_round: int, language: str, catalogs: messages.Catalogs | None) -> str:
    """What a player who withdrew after ``after_round`` reads where the others read their next round: the
    report of their last round is the last but the final one (:func:`~.departures.report_withheld`).

    >>> withdrawn_line(2, "en", None).split(": ")[0]
    'You withdrew after round 2'
    """
    return _texts(language, catalogs)["withdrawn"].format(round=after_round)


def answer_lines(step: NextStep, word: str, language: str, catalogs: messages.Catalogs | None) -> tuple[str, ...]:
    """One line per player ``step`` may guess at, as the intake reads it: ``Emil: WORT`` (:func:`answer_line`, its
    text translated once for all of them)."""
    line = _texts(language, catalogs)["answer_line"]
    return tuple(line.format(name=target, word=word) for target in step.targets)


def answer_line(name: str, word: str, language: str, catalogs: messages.Catalogs | None) -> str:
    """An answer line, as the intake reads it and ``language`` writes it: ``Emil: WORT``; in French the
    colon keeps its no-break space, ``Emil\u00a0: MOT`` (the intake reads a line with any space there).

    >>> answer_line("Emil", "WORD", "en", None)
    'Emil: WORD'
    """
    return _texts(language, catalogs)["answer_line"].format(name=name, word=word)


def _texts(language: str, catalogs: messages.Catalogs | None) -> messages.Texts:
    return messages.Texts(NEXT, "next.", messages.translation(language, catalogs))


def spoken_list(items: Sequence[str], language: str, catalogs: messages.Catalogs | None) -> str:
    """``items`` as ``language`` lists them: ``Emil``, ``Emil und Otto``, ``Emil, Otto und Käthe``; set apart
    by semicolons where a name holds a comma (``Klein, Fritz; Emil und Otto``: see
    :func:`~wordmastermind.core.words.names_listed`)."""
    return said(items, messages.translation(language, catalogs))


def answer_word(language: str, catalogs: messages.Catalogs | None, length: int = 0) -> str:
    """The word standing for the guess in an answer line: ``WORD``, ``WORT``, ``WOORD``, ``MOT``; in a game of
    words of ``length`` letters, where it could be a guess, as many question marks (the intake reads neither).

    >>> answer_word("en", None, 5), answer_word("en", None, 4)
    ('WORD', '????')
    """
    word = _texts(language, catalogs)["word"]
    return BLANK * length if len(word) == length else word


def deadline_words(deadline: str, language: str, catalogs: messages.Catalogs | None) -> str:
    """A deadline as entered (``2026-12-12T18:00``) as the reader writes it, with the weekday:
    ``Saturday, 12 December 2026, 18:00``; ``Samstag, 12.12.2026, 18:00 Uhr``. The time is the one
    entered (a zone, if given, is not converted); no deadline: that there is none.

    >>> deadline_words("2026-12-12T18:00+01:00", "en", None)
    'Saturday, 12 December 2026, 18:00'
    >>> deadline_words("", "en", None)
    'as soon as everyone has answered'
    """
    texts = _texts(language, catalogs)
    if not deadline:
        return texts["no_deadline"]
    try:
        moment = datetime.fromisoformat(deadline)
    except ValueError:  # the file reader refuses it: a text from elsewhere is said as it is
        return deadline.replace("T", " ")
    weekdays, months = texts["weekdays"].split(), texts["months"].split()
    return texts["date"].format(weekday=weekdays[moment.weekday()] if len(weekdays) == 7 else "",
                                month_name=months[moment.month - 1] if len(months) == 12 else moment.month,
                                day_name=day_name(moment.day, language, catalogs), year=moment.year,
                                hour=moment.hour, minute=moment.minute)


def day_name(day: int, language: str, catalogs: messages.Catalogs | None) -> str:
    """The day of the month as ``language`` writes it in a date: its number, the first as French writes it.

    >>> day_name(1, "en", None), day_name(12, "en", None)
    ('1', '12')
    """
    return _texts(language, catalogs)["day_one"] if day == 1 else str(day)


def month_name(month: int, language: str, catalogs: messages.Catalogs | None) -> str:
    """The month's name (1: January) in ``language``; its number if the catalog lacks the names."""
    months = _texts(language, catalogs)["months"].split()
    return months[month - 1] if len(months) == 12 else str(month)


def deadline_line(step: NextStep, language: str, catalogs: messages.Catalogs | None) -> str:
    """``Deadline for round 3: Saturday, 12 December 2026, 18:00.``"""
    return _texts(language, catalogs)["deadline"].format(
        round=step.number, deadline=deadline_words(step.deadline, language, catalogs))


def targets_line(step: NextStep, language: str, catalogs: messages.Catalogs | None) -> str:
    """``In round 3 you have 2 guesses, weighting factor (WF) 4. You may guess at Emil, Otto and Käthe.``
    (the weighting factor where the step has one: :attr:`NextStep.wf`)."""
    texts = _texts(language, catalogs)
    targets = spoken_list(step.targets, language, catalogs) or texts["nobody"]
    key = "guess_many" if step.guesses > 1 else "guess_one_at_one" if len(step.targets) == 1 else "guess_one"
    return texts[key + ("_wf" if step.wf else "")].format(round=step.number, count=step.guesses, targets=targets,
                                                          wf=step.wf)


def next_step_lines(step: NextStep, language: str, catalogs: messages.Catalogs | None,
                    send: str = "", slip: bool = False) -> tuple[str, ...]:
    """What a player reads of their next round: the deadline, whom and how often they guess, how to answer
    (an example line per target; ``slip``: a letter's, whose answer slip has the lines), and ``send`` (where
    to: see :func:`send_line`), if given."""
    texts = _texts(language, catalogs)
    lines = [deadline_line(step, language, catalogs), targets_line(step, language, catalogs)]
    if step.targets:
        lines += [texts["answer_slip" if slip else "answer"],
                  *answer_lines(step, answer_word(language, catalogs, step.length), language, catalogs)]
    if send:
        lines.append(send)
    return tuple(lines)


def send_line(by_mail: bool, address: str, language: str, catalogs: messages.Catalogs | None) -> str:
    """Where the answer goes: a mail's ``Answer this mail[, or write to ADDRESS].``, a letter's
    ``Send your answer to ADDRESS.`` (``""`` without an address)."""
    texts = _texts(language, catalogs)
    if by_mail:
        return texts["send_mail"].format(address=address) if address else texts["reply"]
    return texts["send_post"].format(address=address) if address else ""


def answer_example(names: Iterable[str], reader: str = "") -> str:
    """The player a report's answer example names (``"Emil: WORD"``): the shortest of ``names`` (a short
    line), never the ``reader``'s own (in their own mail it reads as a guess at their own word) nor, while
    another is left, one masked for a secret in it (its dots show nothing); ``""`` if none is left.

    >>> answer_example(["Fritzchen", "Emil", "Alfons"]), answer_example(["Fritzchen", "Emil", "Alfons"], "emil")
    ('Emil', 'Alfons')
    >>> answer_example(["Fritzchen", "•••••"])
    'Fritzchen'
    """
    key = name_key(reader) if reader else None
    others = [name for name in names if name_key(name) != key]
    return min([name for name in others if MASK not in name] or others, key=len, default="")


def report_example(view: PlayerView, reader: str = "") -> str:
    """The player the players' report of the view's round names in its answer example, for ``reader`` (a name
    as the players see it; ``""``: nobody in particular): one whose word is in play (for the lot: any player);
    ``""`` once the game is over.

    Two readers get the same report unless this differs for them: only the player the example names for
    everybody else reads another name.

    >>> from wordmastermind.core.wmm.evaluation import evaluate
    >>> from wordmastermind.core.wmm.examples import rules_example
    >>> from wordmastermind.core.wmm.player_view import player_view
    >>> view = player_view(evaluate(rules_example()), 1)
    >>> report_example(view), report_example(view, "Emil"), report_example(view, "Otto")
    ('Emil', 'Alfons', 'Emil')
    """
    if view.number == 0:
        return answer_example((player.name for player in view.game.players), reader)
    if view.state.game_over:  # no next round: nothing to answer
        return ""
    return answer_example((player.name for player in view.state.players if player.in_play), reader)


def report_lines(number: int, deadline: str, example: str, language: str,
                 catalogs: messages.Catalogs | None, length: int) -> tuple[Paragraph, Paragraph]:
    """What a report for all the players says of round ``number`` (the next): its deadline, and how to
    answer, with an example line for the player ``example`` (as the players see the name), in a game of words
    of ``length`` letters (:func:`answer_word`). Each paragraph says what it tells (:attr:`Paragraph.says`): a
    mail that tells its reader the deadline and how to answer in its own words leaves them out of its report.

    >>> [(p.says, p.text) for p in report_lines(2, "", "Emil", "en", None, 5)]
    [('deadline', 'Deadline for round 2: as soon as everyone has answered.'), ('answer', 'How to answer: one line \
per guess, as "Emil: WORD": the name of the player whose word you guess, then your word.')]
    >>> report_lines(2, "", "Emil", "en", None, 4)[1].text
    'How to answer: one line per guess, as "Emil: ????": the name of the player whose word you guess, then your word.'
    """
    from wordmastermind.core.report import Paragraph

    texts = _texts(language, catalogs)
    step = NextStep(number, deadline, (), 0, length)
    return (Paragraph(deadline_line(step, language, catalogs), says="deadline"),
            Paragraph(texts["answer_all"].format(
                example=answer_line(example, answer_word(language, catalogs, length), language, catalogs)),
                says="answer"))
