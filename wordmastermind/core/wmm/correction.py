"""What a correction tells a player: what of a round's report changed for them since it went out.

A correction goes to each player whose marks, points, total, rank, word or next round of a round changed
after the round's report was sent (:func:`~wordmastermind.core.wmm.sent_log.corrections`); a player nothing
changed for gets none. It names the round, lists each change as old → new, and then gives the
corrected report (the writers' part).

>>> from wordmastermind.core.wmm.sent_log import Change, Correction
>>> fix = Correction("Alfons", 2, (Change("guess.1", "LAMPE → Emil: +++++ 15", "LAMPA → Emil: ++++ 12"),
...                                Change("total", "31", "28"), Change("rank", "1", "2")))
>>> print("\\n".join(correction_lines(fix, "en", None)))
The report of round 2 you received was corrected after it went out. What changed for you:
- Your guess 1: LAMPE → Emil: +++++ 15, now LAMPA → Emil: ++++ 12
- Your total: 31, now 28
- Your rank: 1, now 2
The corrected report follows.
"""

from __future__ import annotations

from wordmastermind.core import messages
from wordmastermind.core.wmm.next_round import spoken_list
from wordmastermind.core.wmm.sent_log import Change, Correction

CORRECTION = messages.Table({
    "correction.subject": "{title}: correction of round {round}",
    "correction.intro": "The report of round {round} you received was corrected after it went out. "
                        "What changed for you:",
    "correction.change": "- {what}: {old}, now {new}",
    "correction.guess": "Your guess {number}",
    "correction.points": "Your points of the round",
    "correction.word_points": "Your word's points",
    "correction.total": "Your total",
    "correction.rank": "Your rank",
    "correction.word": "Your word",
    "correction.word_play": "in play",
    "correction.word_guessed": "guessed in round {round}",
    "correction.word_left": "out of the game with its player after round {round}",
    "correction.next": "Your next round",
    "correction.next_over": "none: the game is over",
    "correction.next_one": "one guess, at {targets}",
    "correction.next_many": "{count} guesses, at {targets}",
    "correction.next_none": "no guess",
    "correction.none": "(none)",
    "correction.follows": "The corrected report follows.",
})
"""The texts of a correction (the catalogs translate them)."""


def _label(change: Change, texts: messages.Texts) -> str:
    field, _dot, number = change.what.partition(".")
    if field == "guess":
        return texts["guess"].format(number=number)
    return texts[field] if field in ("points", "word_points", "total", "rank", "word", "next") else change.what


def _value(what: str, value: str, language: str, catalogs: messages.Catalogs | None, texts: messages.Texts) -> str:
    """A snapshot's value as the player reads it: a word's state and the next round in words, the rest as kept."""
    if not value:
        return texts["none"]
    if what == "word":
        state, _space, number = value.partition(" ")
        return texts["word_play"] if state == "play" else texts[f"word_{state}"].format(round=number)
    if what == "next":
        if value == "over":
            return texts["next_over"]
        count, _space, targets = value.partition(" ")
        names = spoken_list(targets.split(", ") if targets else [], language, catalogs)
        key = "next_none" if count == "0" else "next_one" if count == "1" else "next_many"
        return texts[key].format(count=count, targets=names)
    return value


def correction_lines(correction: Correction, language: str, catalogs: messages.Catalogs | None) -> tuple[str, ...]:
    """The correction's opening: the round, each change (old → new), and that the corrected report follows."""
    texts = messages.Texts(CORRECTION, "correction.", messages.translation(language, catalogs))
    lines = [texts["intro"].format(round=correction.round)]
    for change in correction.changes:
        said = [_value(change.what, value, language, catalogs, texts)
                for value in (change.old, change.new)]
        lines.append(texts["change"].format(what=_label(change, texts), old=said[0], new=said[1]))
    lines.append(texts["follows"])
    return tuple(lines)


def correction_subject(title: str, number: int, language: str, catalogs: messages.Catalogs | None) -> str:
    """``Herbstpartie 2026: Korrektur der Runde 1``."""
    texts = messages.Texts(CORRECTION, "correction.", messages.translation(language, catalogs))
    return texts["subject"].format(title=title, round=number)
