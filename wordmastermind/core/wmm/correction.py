"""What a correction tells a player: what of a round's report changed for them since it went out.

A correction goes to each player whose marks, points, total, rank, word or next round of a round changed
after the round's report was sent (:func:`~wordmastermind.core.wmm.sent_log.corrections`), and to everyone
the report told the next round if what it told them all alike changed: another word guessed now, or no
longer, and the next round's weighting factor WF (the worth of their next guesses). A player nothing
changed for gets none. It names the round, lists each change as old → new, and then gives the
corrected report (the writers' part).

>>> from wordmastermind.core.wmm.sent_log import Change, Correction
>>> fix = Correction("Alfons", 2, (Change("guess.1", "LAMPE → Emil: +++++ 15", "LAMPA → Emil: ++++ 12"),
...                                Change("total", "31", "28"), Change("rank", "1", "2")))
>>> print("\\n".join(corrections_told([fix], "en", None)))
The report of round 2 you received was corrected after it went out. What changed for you:
- Your guess 1: LAMPE at Emil: +++++ 15, now LAMPA at Emil: ++++ 12
- Your total: 31, now 28
- Your rank: 1, now 2
The corrected report follows.

The corrections of several rounds (a round and those after it that went out) are told each apart, and the
corrected report (the last round's) follows once. What every player was told alike reads so, another
player's word named where the round's report may name it now (guessed by then, or the game over), never
while it is in play:

>>> fix = Correction("Gustav", 3, (Change("guessed.Emil", "play", "guessed 3"), Change("guessed.Otto", "guessed 2",
...                                "play"), Change("wf", "10", "9")), words=(("Emil", "LAMPE"),))
>>> print("\\n".join(correction_lines(fix, "en", None)[1:]))
- Emil's word LAMPE: in play, now guessed in round 3
- Otto's word: guessed in round 2, now in play
- The next round's weighting factor (WF): 10, now 9
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from wordmastermind.core import messages
from wordmastermind.core.wmm.next_round import spoken_list
from wordmastermind.core.wmm.place_names import same_place
from wordmastermind.core.wmm.rounds_named import rounds_named
from wordmastermind.core.wmm.sent_log import Change, Correction, next_told

CORRECTION = messages.Table({
    "correction.subject": "{title}: correction of round {round}",
    "correction.subject_rounds": "{title}: correction of rounds {rounds}",
    "correction.subject_withdrawn": "{title}: {names} withdrew",
    "correction.subject_withdrawn_many": "{title}: {names} withdrew",
    "correction.intro": "The report of round {round} you received was corrected after it went out. "
                        "What changed for you:",
    "correction.intro_place": "The report of round {round}, which went to {name} before you took the place "
                              "over, was corrected after it went out. What changed for the place:",
    "correction.intro_withdrawn": "Since the report of round {round} went out, {names} withdrew. "
                                  "What changed for you:",
    "correction.intro_withdrawn_many": "Since the report of round {round} went out, {names} withdrew. "
                                       "What changed for you:",
    "correction.intro_withdrawn_place": "Since the report of round {round} went to {name}, whose place you took "
                                        "over, {names} withdrew. What changed for the place:",
    "correction.intro_withdrawn_place_many": "Since the report of round {round} went to {name}, whose place you "
                                             "took over, {names} withdrew. What changed for the place:",
    "correction.change": "- {what}: {old}, now {new}",
    "correction.guess": "Your guess {number}",
    "correction.earlier_guess": "Your guess {number} of round {round}",
    "correction.guess_value": "{word} at {target}: {result}",
    "correction.points": "Your guess points of the round",
    "correction.word_points": "Your word's points",
    "correction.total": "Your total",
    "correction.rank": "Your rank",
    "correction.word": "Your word",
    "correction.word_play": "in play",
    "correction.word_guessed": "guessed in round {round}",
    "correction.word_left": "out of the game with its player after round {round}",
    "correction.guessed": "{owner}'s word",
    "correction.guessed_word": "{owner}'s word {word}",
    "correction.wf": "The next round's weighting factor (WF)",
    "correction.wf_none": "none",
    "correction.next": "Your next round",
    "correction.next_over": "none: the game is over",
    "correction.next_one": "one guess at {targets}",
    "correction.next_many": "{count} guesses at {targets}",
    "correction.next_none": "no guess",
    "correction.next_one_count": "one guess at {players} players",
    "correction.next_many_count": "{count} guesses at {players} players",
    "correction.next_gone": "{next}: no longer at {gone}",
    "correction.next_added": "{next}: now also at {added}",
    "correction.next_gone_added": "{next}: no longer at {gone}, now also at {added}",
    "correction.none": "(none)",
    "correction.follows": "The corrected report follows.",
    "correction.greeting": "Dear {name},",
    "correction.closing": "Best wishes,\nYour game master",
})
"""The texts of a correction (the catalogs translate them)."""


def _label(change: Change, texts: messages.Texts, words: dict[str, str]) -> str:
    """What ``change`` is of, in words; ``words``: the other words the players may read now, by owner (see
    :attr:`~wordmastermind.core.wmm.sent_log.Correction.words`)."""
    field, _dot, number = change.what.partition(".")
    if field == "guess":
        return texts["guess"].format(number=number)
    if field == "earlier":  # earlier.2.1: a guess of round 2 this report was the first to tell of
        round_, _dot, number = number.partition(".")
        return texts["earlier_guess"].format(number=number, round=round_)
    if field == "guessed":  # guessed.Emil: another player's word, guessed now or no longer (named once told)
        word = words.get(number)
        return texts["guessed_word"].format(owner=number, word=word) if word else texts["guessed"].format(owner=number)
    return texts[field] if field in ("points", "word_points", "total", "rank", "word", "wf", "next") else change.what


SHORT_LIST = 5
"""The most players a correction names in a next round that changed: longer lists are said by their count,
with the players that left the list and came into it."""


def _value(what: str, value: str, texts: messages.Texts) -> str:
    """A snapshot's value as the player reads it (the next round's: see :func:`_next_values`): a word's state
    in words, the rest as kept."""
    if not value:
        return texts["wf_none" if what == "wf" else "none"]  # no WF: the game was over
    if what == "word" or what.startswith("guessed."):
        state, _space, number = value.partition(" ")
        return texts["word_play"] if state == "play" else texts[f"word_{state}"].format(round=number)
    if what.startswith(("guess.", "earlier.")) and " → " in value:  # LAMPE → Emil: +++++ 15 said LAMPE at Emil
        word, _arrow, rest = value.partition(" → ")
        target, colon, result = rest.rpartition(": ")
        if colon:
            return texts["guess_value"].format(word=word, target=target, result=result)
    return value


def _next_values(change: Change, place: Callable[[str], str], language: str, catalogs: messages.Catalogs | None,
                 texts: messages.Texts) -> tuple[str, str]:
    """A changed next round, old and new, in words: ``2 guesses, at Emil and Otto``; lists of more than
    :data:`SHORT_LIST` players by their count, the new one naming who left it and who came into it
    (``2 guesses, at 94 players: no longer at Emil``), each player by ``place`` (a place taken over since
    neither left nor came)."""
    try:
        told = [next_told(value) if value else None for value in (change.old, change.new)]
    except ValueError:  # a damaged file's snapshot: as kept
        return change.old or texts["none"], change.new or texts["none"]

    def said(value: str, next_: tuple[int, tuple[str, ...]] | None, counted: bool) -> str:
        if next_ is None:
            return texts["next_over"] if value else texts["none"]
        count, targets = next_
        if count == 0:
            return texts["next_none"]
        if counted:
            return texts["next_one_count" if count == 1 else "next_many_count"].format(
                count=count, players=len(targets))
        return texts["next_one" if count == 1 else "next_many"].format(
            count=count, targets=spoken_list(targets, language, catalogs))

    old, new = told
    if old is None or new is None or not old[1] or not new[1] or max(len(old[1]), len(new[1])) <= SHORT_LIST:
        return said(change.old, old, False), said(change.new, new, False)
    before, after = said(change.old, old, True), said(change.new, new, True)
    before_places, after_places = {place(name) for name in old[1]}, {place(name) for name in new[1]}
    gone = spoken_list([name for name in old[1] if place(name) not in after_places], language, catalogs)
    added = spoken_list([name for name in new[1] if place(name) not in before_places], language, catalogs)
    key = "next_gone_added" if gone and added else "next_gone" if gone else "next_added" if added else ""
    return before, texts[key].format(next=after, gone=gone, added=added) if key else after


def withdrawal_only(correction: Correction) -> bool:
    """Nothing of the round's report was corrected: players withdrew since it went out, and only the next
    round changed."""
    return bool(correction.withdrawn) and all(change.what == "next" for change in correction.changes)


def withdrawals_told(fixes: Sequence[Correction]) -> tuple[str, ...]:
    """Who withdrew, where a player's ``fixes`` tell of nothing else (:func:`withdrawal_only`): their correction
    is named by them (:func:`correction_subject`); else none."""
    if not fixes or not all(withdrawal_only(fix) for fix in fixes):
        return ()
    return tuple(dict.fromkeys(name for fix in fixes for name in fix.withdrawn))


def correction_texts(language: str, catalogs: messages.Catalogs | None) -> messages.Texts:
    """The texts of a correction in ``language`` (its mail's greeting and closing among them)."""
    return messages.Texts(CORRECTION, "correction.", messages.translation(language, catalogs))


def corrections_told(fixes: Sequence[Correction], language: str, catalogs: messages.Catalogs | None
                     ) -> tuple[str, ...]:
    """What a player's ``fixes`` tell, each round's apart (a blank line between), and then, once, that the
    corrected report follows."""
    lines: list[str] = []
    for fix in fixes:
        told = correction_lines(fix, language, catalogs)
        if lines:  # a paragraph of its own: the first goes on from the greeting ("Hallo Emil,\n\ndie Auswertung")
            told = (told[0][:1].upper() + told[0][1:], *told[1:])
        lines += [*([""] if lines else []), *told]
    return (*lines, correction_texts(language, catalogs)["follows"])


def correction_lines(correction: Correction, language: str, catalogs: messages.Catalogs | None) -> tuple[str, ...]:
    """The correction of one round: what happened, and each change (old → new)."""
    texts = correction_texts(language, catalogs)
    if withdrawal_only(correction):  # nothing was corrected: someone stopped, and the next round is other
        key = "intro_withdrawn_place" if correction.told else "intro_withdrawn"  # told: a place taken over since
        intro = texts[key if len(correction.withdrawn) == 1 else f"{key}_many"]
    else:
        intro = texts["intro_place"] if correction.told else texts["intro"]
    lines = [intro.format(round=correction.round, name=correction.told,
                          names=spoken_list(correction.withdrawn, language, catalogs))]
    place = same_place(correction.places)
    words = dict(correction.words)
    for change in correction.changes:
        said = (_next_values(change, place, language, catalogs, texts) if change.what == "next" else
                [_value(change.what, value, texts) for value in (change.old, change.new)])
        lines.append(texts["change"].format(what=_label(change, texts, words), old=said[0], new=said[1]))
    return tuple(lines)


def correction_subject(title: str, number: int, language: str, catalogs: messages.Catalogs | None,
                       fixes: Sequence[Correction] = ()) -> str:
    """``Herbstpartie 2026: Korrektur der Runde 1``; of the rounds the player's ``fixes`` correct, where they
    are more than one: ``Herbstpartie 2026: Korrektur der Runden 1–3``; to a player whose ``fixes`` only tell
    of withdrawals, who withdrew: ``Herbstpartie 2026: Käthe hat sich zurückgezogen``.

    >>> from dataclasses import replace
    >>> fix = Correction("Alfons", 2, (Change("total", "31", "28"),))
    >>> correction_subject("Autumn", 2, "en", None, [fix, replace(fix, round=3)])
    'Autumn: correction of rounds 2–3'
    >>> correction_subject("Autumn", 2, "en", None, [replace(fix, round=3)])
    'Autumn: correction of round 3'
    >>> correction_subject("Autumn", 2, "en", None, [fix, replace(fix, round=4)])
    'Autumn: correction of rounds 2 and 4'
    """
    texts = correction_texts(language, catalogs)
    names = withdrawals_told(fixes)
    if names:
        return texts["subject_withdrawn" if len(names) == 1 else "subject_withdrawn_many"].format(
            title=title, names=spoken_list(names, language, catalogs))
    named = rounds_named([fix.round for fix in fixes] or [number])
    return texts[named.code("subject")].format(title=title, round=named.numbers[0],
                                                rounds=messages.render(named.words, texts.translate))
