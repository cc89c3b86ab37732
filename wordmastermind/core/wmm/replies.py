"""Which mail of the game master's a player's mail answers, and which round's guesses that mail asked for.

The intake reads no subject (round 1's report, "Herbst: Runde 1", asks for round 2's guesses, so "AW: Herbst:
Runde 1" is round 2's), but a reply names the mail it answers: its ``In-Reply-To`` and ``References`` headers
(:attr:`~wordmastermind.core.wmm.in_mail.InMail.replies_to`) hold that mail's Message-ID, which the game's log of
sent mails keeps (:attr:`Sent.message_id <wordmastermind.core.wmm.records.Sent.message_id>`). The mail asked for:

- the lot (round 0): round 1's guesses;
- round N's report: round N+1's; a correction of rounds N to M (one mail), round M+1's, unless the game is over
  and the correction covers its last round or went out after the final report: then none (round M+1 never opens);
- a reminder or a receipt for round N: round N's;
- the final report: none (no round follows it).

A player's late answer to round 1's reminder that arrives once round 2 opened is not round 2's: it is listed
apart, with why (:func:`stale_reason`), until the game master takes it. So is a reply to the final report
("thanks, well played", a figure argued): it asks for no guess, though the last round is the one read once it
went out, and a reply to a correction that asked for none ("it answers the correction of rounds 1–2, sent after
the game ended", or "…, which ended the game" where the correction itself told the game over). A correction is
named as its mail's subject named it: one that told of withdrawals alone by who withdrew ("it answers the mail
saying Käthe withdrew", :mod:`.told_corrections`). A mail that names no mail the log has (a new mail, a game
written before the log kept Message-IDs) is the round's as any other.

>>> from datetime import datetime
>>> from wordmastermind.core.wmm.game import Game, Guess, Round, Sent
>>> at = "2026-12-02T09:03:00+01:00"
>>> game = Game(rounds=(Round((Guess("Emil", "Otto", "LAMPE"),)),), openings=((1, at), (2, at)),
...             sent=(Sent("reminder", 1, "Emil", at, message_id="<r1@gm>"), Sent("round", 1, "Emil", at,
...                                                                                message_id="<1@gm>")))
>>> sent = sent_mails(game)
>>> [(sent[key].kind, sent[key].round, sent[key].asks) for key in ("<r1@gm>", "<1@gm>")]
[('reminder', 1, 1), ('round', 1, 2)]
>>> mail = InMail("emil@x", datetime.fromisoformat(at), "<e@x>", replies_to=("<r1@gm>",))
>>> str(stale_reason(game, 2, mail, sent))
'it answers the reminder for round 1, which is closed'
>>> stale_reason(game, 2, InMail("emil@x", mail.received, "<e@x>", replies_to=("<own@x>", "<1@gm>")), sent) is None
True
>>> over = game.with_sent([Sent("final", 2, "Emil", at, message_id="<2@gm>")])
>>> str(stale_reason(over, 2, InMail("emil@x", mail.received, "<e@x>", replies_to=("<2@gm>",)), sent_mails(over)))
'it answers the final report'

A correction of rounds 1 and 2 is one mail, which asked for round 3's guesses (the game goes on):

>>> sent_mails(game.with_sent([Sent("correction", n, "Emil", at, message_id="<c@gm>") for n in (1, 2)]))["<c@gm>"]
Answered(kind='correction', round=2, asks=3, rounds=(1, 2), withdrawn=(), ended=False)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from wordmastermind.core.messages import Message, Param, Table
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.in_mail import InMail
from wordmastermind.core.wmm.spoken_list import listed
from wordmastermind.core.wmm.round_window import is_closed
from wordmastermind.core.wmm.rounds_named import rounds_named
from wordmastermind.core.wmm.told_corrections import Told, told_by_mail
from wordmastermind.core.words import name_key

REPLIES = Table({
    "intake.answers_lot": "it answers the mail of the lot, which asked for round {round}'s guesses, and round "
                          "{round} is closed",
    "intake.answers_round": "it answers round {report}'s report, which asked for round {round}'s guesses, and "
                            "round {round} is closed",
    "intake.answers_correction": "it answers the correction of round {report}, which asked for round {round}'s "
                                 "guesses, and round {round} is closed",
    "intake.answers_correction_rounds": "it answers the correction of rounds {rounds}, which asked for round "
                                        "{round}'s guesses, and round {round} is closed",
    "intake.answers_reminder": "it answers the reminder for round {round}, which is closed",
    "intake.answers_receipt": "it answers the receipt for round {round}, which is closed",
    "intake.answers_final": "it answers the final report",
    "intake.answers_late_correction": "it answers the correction of round {report}, sent after the game ended",
    "intake.answers_late_correction_rounds": "it answers the correction of rounds {rounds}, sent after the game "
                                             "ended",
    "intake.answers_ending_correction": "it answers the correction of round {report}, which ended the game",
    "intake.answers_ending_correction_rounds": "it answers the correction of rounds {rounds}, which ended the game",
    # a correction that told of withdrawals alone, named as its subject names it: by who withdrew
    "intake.answers_correction_withdrawn": "it answers the mail saying {names} withdrew, which asked for round "
                                           "{round}'s guesses, and round {round} is closed",
    "intake.answers_correction_withdrawn_many": "it answers the mail saying {names} withdrew, which asked for "
                                                "round {round}'s guesses, and round {round} is closed",
    "intake.answers_late_correction_withdrawn": "it answers the mail saying {names} withdrew, sent after the game "
                                                "ended",
    "intake.answers_late_correction_withdrawn_many": "it answers the mail saying {names} withdrew, sent after the "
                                                     "game ended",
    "intake.answers_ending_correction_withdrawn": "it answers the mail saying {names} withdrew, which ended the game",
    "intake.answers_ending_correction_withdrawn_many": "it answers the mail saying {names} withdrew, which ended the "
                                                       "game",
})
"""Why a player's mail that answers a mail of a closed round, the final report (of round ``report``) or a
correction that asked for no guess is not taken for the round read: ``…_late_correction`` one sent after the game
ended, ``…_ending_correction`` one that ended it (it told the game over, the report before it had not). A
correction of several rounds (``rounds``, ``1–2``, as its subject names them:
:func:`~wordmastermind.core.wmm.rounds_named.rounds_named`) has a code of its own, ``…_rounds``; one that told
of withdrawals alone, ``…_withdrawn`` (``…_withdrawn_many`` for several), with ``names``, who withdrew, as its
subject names them; ``report`` is the last round the player's mail named (a correction covers rounds 2–3, but to
a player only round 3 changed for it was "correction of round 3": ``report`` 3, no ``rounds``)."""

FINAL = "intake.answers_final"
"""The code of the reason of a reply to the final report (the app lists those apart from the closed rounds')."""

LATE_CORRECTION = frozenset(code for code in REPLIES.templates if code.startswith("intake.answers_late_correction"))
"""The codes of the reason of a reply to a correction sent after the game ended, which asked for no guess (the
app lists those apart too)."""

ENDING_CORRECTION = frozenset(code for code in REPLIES.templates
                              if code.startswith("intake.answers_ending_correction"))
"""The codes of the reason of a reply to a correction that ended the game, which asked for no guess (listed apart
too)."""


@dataclass(frozen=True, slots=True)
class Answered:
    """A mail the game master sent: its ``kind`` (of :data:`~wordmastermind.core.wmm.records.SENT_KINDS`), its
    ``round`` as the log keeps it (0: the lot; a correction's: the last round it covers), the round whose
    guesses it asked for (None: none, the final report, a correction once the game is over), and the ``rounds``
    its mail named: one but for a correction of several rounds, and a correction's those it told its player of,
    as its subject named them (of rounds 2–3 the log keeps for a player only round 3 changed for: round 3; the
    rounds it covers where the log cannot tell, :mod:`.told_corrections`)."""

    kind: str
    round: int
    asks: int | None
    rounds: tuple[int, ...] = ()
    withdrawn: tuple[str, ...] = ()
    """A correction's that told of withdrawals alone: who withdrew, as its subject names them."""
    ended: bool = False
    """A correction's that asks for no guess: it ended the game (it told the game over, the report before it had
    not), rather than going out after its end."""


def _asks(kind: str, number: int) -> int | None:
    if kind in ("reminder", "receipt"):
        return number
    if kind in ("lot", "round", "correction"):
        return number + 1
    return None  # the final report, a letter


def sent_mails(game: Game) -> dict[str, Answered]:
    """The mails the game's log keeps with their Message-ID, by that id (a correction of several rounds, one
    mail, by the last it covers). A correction asks for no guess once the game is over after a round it covers,
    or when it went out after the final report (the log keeps what went out in its order)."""
    rounds: dict[str, list[int]] = {}
    kinds: dict[str, str] = {}
    late: set[str] = set()  # corrections logged after a final report
    ended = False
    for record in game.sent:
        ended = ended or record.kind == "final"
        if not record.message_id:
            continue
        kinds.setdefault(record.message_id, record.kind)
        rounds.setdefault(record.message_id, []).append(record.round)
        if ended and record.kind == "correction":
            late.add(record.message_id)
    corrected = "correction" in kinds.values()
    over = evaluate(game).game_over_after if corrected else None
    told = told_by_mail(game) if corrected else {}
    found: dict[str, Answered] = {}
    for key, kind in kinds.items():
        covered = tuple(sorted(set(rounds[key])))
        number = covered[-1]
        asks = _asks(kind, number)
        if kind == "correction" and over is not None and (key in late or number >= over):
            asks = None  # the round after it never opens
        news = told.get(key, Told())
        named = tuple(sorted({fix.round for fix in news.fixes})) or covered  # as its subject named them
        found[key] = Answered(kind, number, asks, named, news.withdrawn,
                              asks is None and key not in late and news.ended)
    return found


def asked_unlogged(game: Game, player: str, number: int) -> bool:
    """Whether a mail that went to ``player`` (the roster's name) before the log kept Message-IDs asked for round
    ``number``'s guesses: its answer lines said the language's word whatever the words' length (``Emil: WORT``).

    >>> from wordmastermind.core.wmm.game import Sent
    >>> game = Game(sent=(Sent("lot", 0, "Emil", "2026-11-29T09:00+01:00"),
    ...                   Sent("round", 1, "Emil", "2026-12-02T09:00+01:00", message_id="<1@gm>")))
    >>> asked_unlogged(game, "emil", 1), asked_unlogged(game, "Emil", 2), asked_unlogged(game, "Otto", 1)
    (True, False, False)
    """
    key = name_key(player)
    return any(not record.message_id and record.status != "failed" and name_key(record.player) == key
               and _asks(record.kind, record.round) == number for record in game.sent)


def answered(mail: InMail, sent: Mapping[str, Answered]) -> Answered | None:
    """The mail of ``sent`` (:func:`sent_mails`) that ``mail`` answers: the nearest it names; None if it names
    none of them."""
    return next((sent[key] for key in mail.replies_to if key in sent), None)


def stale_reason(game: Game, number: int, mail: InMail, sent: Mapping[str, Answered]) -> Message | None:
    """Why ``mail``, read for round ``number``, is not that round's: it answers a mail that asked for an earlier
    round's guesses, and that round is closed; or it answers the final report, or a correction once the game was
    over, which asked for none. None if it names no such mail (it is the round's as any other)."""
    found = answered(mail, sent)
    if found is None:
        return None
    if found.kind == "final":
        return REPLIES.say(FINAL, report=found.round)
    if found.kind == "correction" and found.asks is None:
        return _correction_reason("intake.answers_ending_correction" if found.ended else
                                  "intake.answers_late_correction", found)
    if found.asks is None or not 1 <= found.asks < number or not is_closed(game, found.asks):
        return None
    if found.kind == "correction":
        return _correction_reason("intake.answers_correction", found, round=found.asks)
    return REPLIES.say(f"intake.answers_{found.kind}", round=found.asks, report=found.round)


def _correction_reason(code: str, found: Answered, **params: Param) -> Message:
    """The reason ``code`` for a reply to the correction ``found``, named as its subject names it: by who withdrew,
    or by its rounds (``report``: the last of them)."""
    rounds = found.rounds or (found.round,)
    if found.withdrawn:
        many = "_many" if len(found.withdrawn) > 1 else ""
        return REPLIES.say(f"{code}_withdrawn{many}", names=listed(found.withdrawn), report=rounds[-1], **params)
    return rounds_named(rounds).say(REPLIES, code, report=rounds[-1], **params)
