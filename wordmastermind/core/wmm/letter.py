"""The postal players' letters: who gets one, and what each says, as neutral data.

A player who plays by post gets on paper what an e-mail player gets by mail
(:mod:`wordmastermind.files.mail.message`): a letter with the game master's
return line and the player's address for a window envelope, the place and
date, a salutation, the player's own guesses of the round with marks and
points, total and rank (:mod:`wordmastermind.core.wmm.own_guesses`), whom
they guess at next, and then the players' report. The page itself (DIN 5008
form B or the US #10 window) is the writer's: ``files/writers/letter_pdf.py``.

Who gets a letter: by default the players with a postal address and no
e-mail address (the others get the mail); with ``everyone`` every player
with a postal address. A player without an address is listed with the
reason and left out. The secret-word rules are the mail's: the letters are
built from a :class:`~wordmastermind.core.wmm.player_view.PlayerView`, so
the title and the names are what the players may read, and the letter
holds the players' report and the player's own guesses.

>>> address_lines("Anna Abel, Weg 1, 12345 Ort")
('Anna Abel', 'Weg 1', '12345 Ort')
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from wordmastermind.core import messages
from wordmastermind.core.errors import RuleError
from wordmastermind.core.messages import Message
from wordmastermind.core.report import Block, Paragraph, Report
from wordmastermind.core.wmm.departures import report_withheld
from wordmastermind.core.wmm.game import Player
from wordmastermind.core.wmm.next_round import NextStep, answer_line, day_name, deadline_words, month_name, \
    next_step, next_step_lines, send_line, spoken_list, withdrawn_line
from wordmastermind.core.wmm.own_guesses import own_guesses, own_guesses_blocks, own_word
from wordmastermind.core.wmm.player_names import PARTICLES, fold
from wordmastermind.core.wmm.player_view import PlayerView
from wordmastermind.core.wmm.reader_reports import ReaderReports, players_report
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.words import spoken_name

LETTER = messages.Table({
    "letter.text.salutation": "Dear {name},",
    "letter.text.round": "Here is your result of round {round} of {title}.",
    "letter.text.lot": "Here is the lot for round 1 of {title}: you guess at {targets}.",
    # the same in English; French says "the word of" one player, "the words of" several
    "letter.text.lot_one": "Here is the lot for round 1 of {title}: you guess at {targets}.",
    "letter.text.your_word": "Your secret word, as you sent it: {word}.",
    # to the new player of a place, in the letter of the round before theirs: the place's word, which they
    # cannot know (a mail tells it in its {your_word})
    "letter.text.place_word": "The place's secret word: {word}.",
    "letter.text.final": "Final standings: here is your result of the last round of {title}. The game is over.",
    "letter.text.slip": "Answer for round {round}: {name}",
    "letter.text.slip_deadline": "Deadline: {deadline}",
    "letter.text.slip_to": "Send to: {address}",
    "letter.text.slip_cut": "Cut here and send back",
    "letter.text.closing": "With best wishes,",
    "letter.text.game": "the game",
    "letter.text.nobody": "nobody",
    "letter.text.date": "{day_name} {month_name} {year}",
    "letter.no_address": "{name} has no postal address: no letter",
    "letter.withdrawn": "{name} withdrew after round {round}: no letter",
    "letter.has_email": "{name} gets the mail (use --all for a letter too)",
    "letter.too_many_lines": "{name}'s address has {count} lines; the window field holds {most}",
    "letter.line_too_long": "{name}'s address line '{line}' is too long for the window field: shorten it in the"
                            " roster's address, or break it over two lines (a shorter name may stand as the"
                            " address's first line)",
    "letter.return_too_long": "the game master's address is too long for the return line of the window field",
    "letter.nobody": "no player gets a letter: none has a postal address without an e-mail address (--all: every address)",
    "letter.nobody_all": "no player gets a letter: none of them has a postal address",
})

LANGUAGES = ("en", "de", "nl", "fr")


class LetterError(RuleError):
    """An address that does not fit the window field, naming the player (or the game master's own)."""


def address_lines(address: str) -> tuple[str, ...]:
    """An address's lines: its line breaks, or on one line, its commas; blank lines dropped."""
    parts = address.splitlines() if "\n" in address.strip() or "\r" in address.strip() else address.split(",")
    return tuple(" ".join(part.split()) for part in parts if part.strip())


def country(lines: Sequence[str]) -> str:
    """The country an address ends in: its last line, if it holds no digit and the line above it does (the
    postcode's); ``""`` for an address without one, as at home.

    >>> country(("Björn Weiß", "Rue de la Gare 5", "1003 Lausanne", "SCHWEIZ"))
    'SCHWEIZ'
    >>> country(("Käthe Müller", "Hauptstraße 12", "80331 München"))
    ''
    """
    if len(lines) < 2 or any(c.isdigit() for c in lines[-1]) or not any(c.isdigit() for c in lines[-2]):
        return ""
    return lines[-1]


def abroad_without_country(letters: Sequence[Letter], sender: str) -> tuple[str, ...]:
    """The players whose address ends in a country (:func:`country`) while the game master's (``sender``)
    names none: the return line of their letter and the window of their answer slip, which they post back
    from abroad, lack the game master's country."""
    if not sender.strip() or country(address_lines(sender)):
        return ()
    return tuple(letter.name for letter in letters if country(letter.address))


def addressed(name: str, lines: Sequence[str]) -> tuple[str, ...]:
    """An address's lines under the player's name where the address does not name them: no line above the
    street (the first line with a digit) holds their first name, or their family name with nothing but a
    title, an initial or "family" (``Familie Mueller``, ``Dr. Klein``, ``Mme Dupré``), as when the roster
    keeps the name in a column of its own, or the address begins with a c/o line or a house's name (also one
    named after the family: ``Château de Montaigne``, ``Boerderij De Vries``).

    >>> addressed("Bram", ("Dorpsstraat 1", "1234 AB Dorp"))
    ('Bram', 'Dorpsstraat 1', '1234 AB Dorp')
    >>> addressed("Emil", ("Emil Ernst", "Am Markt 3", "10115 Berlin"))
    ('Emil Ernst', 'Am Markt 3', '10115 Berlin')
    >>> addressed("Player 7", ("Player 7", "Weg 1"))  # a name with a digit, already there
    ('Player 7', 'Weg 1')
    >>> addressed("Kurz, Eva", ("c/o Meier", "Am Hang 2", "12345 Ort"))
    ('Eva Kurz', 'c/o Meier', 'Am Hang 2', '12345 Ort')
    >>> addressed("Käthe Müller", ("Familie Mueller", "Weg 1", "12345 Ort"))  # the family: it is her name
    ('Familie Mueller', 'Weg 1', '12345 Ort')
    >>> addressed("Anna", ("Hof Sonnenschein", "Am Anger", "Dorf"))
    ('Anna', 'Hof Sonnenschein', 'Am Anger', 'Dorf')
    >>> addressed("Fritzchen", ("Fritz Frech", "Schulweg 9", "99999 Ort"))  # a name the roster shortens
    ('Fritz Frech', 'Schulweg 9', '99999 Ort')
    >>> addressed("Anne-Sophie de Montaigne", ("Château de Montaigne", "Lieu-dit Le Bourg", "24230 Saint-Michel"))
    ('Anne-Sophie de Montaigne', 'Château de Montaigne', 'Lieu-dit Le Bourg', '24230 Saint-Michel')
    >>> addressed("Fritz Klein", ("Dr. F. Klein", "Weg 1", "12345 Ort"))
    ('Dr. F. Klein', 'Weg 1', '12345 Ort')
    """
    if not lines or name.casefold() in lines[0].casefold():  # no address; or it begins with the name
        return tuple(lines)
    street = next((i for i, line in enumerate(lines) if any(char.isdigit() for char in line)), len(lines))
    parts = [part for part in _NAME_PART.findall(fold(name)) if len(part) > 1 and part not in PARTICLES]
    family = set(parts[-1:]) if len(parts) > 1 else set()
    given = set(parts) - family
    for line in lines[:street]:
        words = _NAME_PART.findall(fold(line))
        if any(_same(word, part) for word in words for part in given):
            return tuple(lines)  # Fritz Frech is Fritzchen's name
        named = [word for word in words if any(_same(word, part) for part in family)]
        if named and all(word in named or word in _BESIDE_FAMILY or len(word) == 1 for word in words):
            return tuple(lines)  # Familie Mueller is Käthe Müller's
    return (spoken_name(name), *lines)


def _same(word: str, part: str) -> bool:
    """Whether a word of an address is a part of the name: the same, or the one begins the other (Fritz,
    Fritzchen), both of three letters at least."""
    return word == part or (min(len(word), len(part)) >= 3 and (part.startswith(word) or word.startswith(part)))


_NAME_PART = re.compile(r"[^\W\d_]+")
_BESIDE_FAMILY = PARTICLES | frozenset({
    "familie", "fam", "famille", "family", "gezin", "herr", "frau", "hr", "fr", "dr", "prof", "mr", "mrs", "ms",
    "miss", "mme", "mlle", "monsieur", "madame", "dhr", "mevr", "mw", "heer", "mevrouw", "und", "and", "en", "et"})
"""What may stand beside a family name in an address line that names the player (folded): "family", a title,
"and" (initials too); a line with other words names a house or a farm (Château de Montaigne)."""


def recipients(players: Sequence[Player], *, everyone: bool = False, only: Sequence[str] = (),
               withdrawn: Mapping[str, int] | None = None,
               ) -> tuple[list[tuple[Player, tuple[str, ...]]], tuple[Message, ...]]:
    """The players who get a letter (or a label), each with their address's lines (:func:`addressed`), and
    why the others do not.

    By default those the roster sends letters (:attr:`~wordmastermind.core.wmm.game.Player.by_post`:
    by post or both, or with no channel chosen a postal address and no e-mail address); ``everyone``:
    every player with an address; ``only``: these players (by name, any case),
    e-mail or not. A player without an address is left out, saying so, and so is one in ``withdrawn``
    (their name in ``players``: the round after which they withdrew), whatever the other choices.
    """
    wanted = {name.casefold() for name in only}
    gone = {name.casefold(): number for name, number in (withdrawn or {}).items()}
    chosen: list[tuple[Player, tuple[str, ...]]] = []
    left_out: list[Message] = []
    for player in players:
        if wanted and player.name.casefold() not in wanted:
            continue
        lines = addressed(spoken_name(player.name), address_lines(player.address))
        if player.name.casefold() in gone:
            left_out.append(LETTER.say("letter.withdrawn", name=player.name, round=gone[player.name.casefold()]))
        elif not lines:
            left_out.append(LETTER.say("letter.no_address", name=player.name))
        elif not player.by_post and not everyone and not wanted:
            left_out.append(LETTER.say("letter.has_email", name=player.name))
        else:
            chosen.append((player, lines))
    return chosen, tuple(left_out)


SLIP_BLANK = "_" * 16
"""Where the player writes a guess on the answer slip."""


@dataclass(frozen=True, slots=True)
class Slip:
    """The answer slip at the end of a letter, for the player to fill in and send back to the game master:
    a heading with the round and the player's name, the deadline, where to send it, and one line per
    player they may guess at (``Emil: ________``)."""

    heading: str
    deadline: str
    send_to: str
    lines: tuple[str, ...]
    cut: str
    """The words on the line to cut along."""


@dataclass(frozen=True, slots=True)
class Letter:
    """One player's letter: the address lines, the texts and the player's own guesses as report blocks.

    ``next_lines`` say what the player does next (the deadline, whom and how often they guess, how to
    answer and where to: :mod:`~wordmastermind.core.wmm.next_round`); ``slip`` is the answer slip (None
    once the game is over)."""

    name: str
    address: tuple[str, ...]
    date: str
    salutation: str
    opening: str
    guesses: tuple[Block, ...]
    next_lines: tuple[str, ...]
    closing: str
    slip: Slip | None = None
    report: Report | None = None
    """The players' report this letter carries where it is not the run's: the player the run's answer
    example names reads another name (:mod:`~wordmastermind.core.wmm.reader_reports`)."""
    lot: bool = False
    """The lot's letter, before round 1: what it carries is short (the lot's table), so that it and its answer
    slip belong on one page wherever they fit there."""
    says: frozenset[str] = frozenset()
    """What its own words (``next_lines``) tell that the report it carries says too
    (:attr:`~wordmastermind.core.report.Paragraph.says`): the report in it leaves that out, so that the letter
    says it once (:func:`next_says`)."""


@dataclass(frozen=True, slots=True)
class Letters:
    """The letters of one round (0: the lot), in roster order, and the players left out with the reason."""

    letters: tuple[Letter, ...]
    left_out: tuple[Message, ...]
    title: str
    """The game's title as the players may read it."""


def answer_slip(step: NextStep, name: str, return_address: str, s: messages.Texts, language: str,
          catalogs: messages.Catalogs | None) -> Slip:
    return Slip(heading=s["slip"].format(round=step.number, name=name),
                deadline=s["slip_deadline"].format(deadline=deadline_words(step.deadline, language, catalogs)),
                send_to=s["slip_to"].format(address=", ".join(address_lines(return_address))) if return_address
                else "",
                lines=tuple(answer_line(target, SLIP_BLANK, language, catalogs) for target in step.targets),
                cut=s["slip_cut"])


def next_says(step: NextStep | None) -> frozenset[str]:
    """What a letter's next lines (:func:`~wordmastermind.core.wmm.next_round.next_step_lines`) of ``step`` tell
    that its report says too: the next round's guesses and weighting factor, its deadline, and, with players to
    guess at, how to answer (an example line per target, for its answer slip); nothing once the game is over.

    >>> sorted(next_says(NextStep(3, "", ("Emil",), 1))), next_says(None)
    (['answer', 'deadline', 'guesses'], frozenset())
    """
    if step is None:
        return frozenset()
    return frozenset({"guesses", "deadline", *(("answer",) if step.targets else ())})


def withdrawn_players(view: PlayerView) -> dict[str, int]:
    """The players (as the view names them) who withdrew before the view's round, and after which round: they get
    no letter of it, unless it is the final report (:func:`~wordmastermind.core.wmm.departures.report_withheld`)."""
    found = {}
    for player in view.game.players:
        gone = report_withheld(view, view.roster_name(player.name))
        if gone is not None:
            found[player.name] = gone
    return found


def unset_deadline(evaluation: Evaluation, number: int) -> int | None:
    """The round after ``number``, if round ``number``'s letters are the latest and tell players by post to
    answer it "as soon as everyone has answered" (it has no deadline), which they cannot know; else None."""
    if number < evaluation.round or evaluation.game_over or evaluation.game.deadline(number + 1):
        return None
    return number + 1


def letter_date(date: datetime.date, language: str, catalogs: messages.Catalogs | None) -> str:
    """The letter's date as letters write it in ``language``: ``29 November 2026``, ``29.11.2026``,
    ``le 1er décembre 2026`` (``{day_name}`` is the day, the first of the month as French writes it: see
    :func:`~wordmastermind.core.wmm.next_round.day_name`;
    ``{month_name}`` the month's name, or its number where the catalog has numbers, as German's).

    >>> letter_date(datetime.date(2026, 11, 29), "en", None)
    '29 November 2026'
    """
    s = messages.Texts(LETTER, "letter.text.", messages.translation(language, catalogs))
    return s["date"].format(year=date.year, month_name=month_name(date.month, language, catalogs),
                            day_name=day_name(date.day, language, catalogs))


def build_letters(view: PlayerView, *, language: str = "en", everyone: bool = False,
                  only: Sequence[str] = (), date: datetime.date, return_address: str = "",
                  catalogs: messages.Catalogs | None = None) -> Letters:
    """The letters after the view's round (0: the lot), as the players may read the game then.

    ``everyone``: every player with an address, e-mail or not; ``only``: just
    these players (by name), whatever their e-mail. ``return_address``: the
    game master's, where the answers go (the slip says it). A player who
    withdrew gets the letter of their last round (it says they guess no more)
    and the final one, none between. Refusals and the reasons in ``left_out``
    are messages of :data:`LETTER`.
    """
    if language not in LANGUAGES:
        raise ValueError(f"no letter texts for language {language!r}; choose from {', '.join(LANGUAGES)}")
    s = messages.Texts(LETTER, "letter.text.", messages.translation(language, catalogs))
    state, number = view.state, view.number
    title = state.game.settings.title or s["game"]
    only = [view.name(name) for name in only]
    results = {p.name: p for p in state.players}
    letters: list[Letter] = []
    chosen, left_out = recipients(state.game.players, everyone=everyone, only=only,
                                  withdrawn=withdrawn_players(view))
    send = send_line(False, ", ".join(address_lines(return_address)), language, catalogs)
    readers = ReaderReports(view, None, lambda reader: players_report(view, language, catalogs, reader))
    for player, lines in chosen:
        guesses: tuple[Block, ...] = ()
        if number == 0:
            drawn = state.targets_next_round(player.name)
            targets = spoken_list(drawn, language, catalogs) or s["nobody"]
            opening = s["lot_one" if len(drawn) == 1 else "lot"].format(title=title, targets=targets)
            guesses = (Paragraph(s["your_word"].format(word=player.secret)),)  # their own: the lot mail says it too
        elif state.game_over:
            opening = s["final"].format(title=title)
        else:
            opening = s["round"].format(round=number, title=title)
        if number > 0 and player.name in results:
            own = own_guesses(state, player.name, number)
            guesses = own_guesses_blocks(own, points_only=state.game.settings.points_only,
                                         language=language, catalogs=catalogs)
            if own.took_over is not None:  # after the line that says whose place it is
                word = Paragraph(s["place_word"].format(word=own_word(state, player.name, language, catalogs)))
                guesses = (guesses[0], word, *guesses[1:])
        step = next_step(view, player.name)
        stopped = results[player.name].withdrawn_after if step is not None and player.name in results else None
        next_lines: tuple[str, ...]
        if stopped is not None:  # the letter of their last round: no next round for them, no answer slip
            step, next_lines = None, (withdrawn_line(stopped, language, catalogs),)
        else:
            next_lines = next_step_lines(step, language, catalogs, send, slip=True) if step is not None else ()
        slip = answer_slip(step, player.name, return_address, s, language, catalogs) if step is not None else None
        says = next_says(step) if stopped is None else frozenset({"withdrawn"})
        letters.append(Letter(
            name=player.name, address=lines,
            date=letter_date(date, language, catalogs),
            salutation=s["salutation"].format(name=spoken_name(player.name)), opening=opening,
            guesses=guesses, next_lines=next_lines, closing=s["closing"], slip=slip,
            report=readers.own(player.name), lot=number == 0, says=says,
        ))
    return Letters(tuple(letters), left_out, title)
