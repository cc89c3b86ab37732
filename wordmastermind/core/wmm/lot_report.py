"""The lot report of Wörter-MasterMind: round 1 as drawn, as a neutral :class:`Report`.

Before round 1 every player learns the players drawn for them by lot
(rules 2.3), the word length and how many guesses each player makes in the
round. It holds no secret word: it goes to every player.

It is built from a :class:`~wordmastermind.core.wmm.player_view.PlayerView`
of the game before round 1 (the one door for what players receive): a
secret in the title or a name is masked there.

>>> from wordmastermind.core.wmm.evaluation import evaluate
>>> from wordmastermind.core.wmm.examples import table_example
>>> from wordmastermind.core.wmm.player_view import player_view
>>> report = lot_report(player_view(evaluate(table_example()), 0))
>>> report.title
'Herbstpartie 2026: the lot for round 1'
>>> report.tables()[0].columns[1].title
'Guesses at'
"""

from __future__ import annotations

from wordmastermind.core import messages
from wordmastermind.core.messages import WMM
from wordmastermind.core.report import Audience, Block, Column, Heading, Paragraph, Report, Table
from wordmastermind.core.wmm.lot import lot_problems
from wordmastermind.core.wmm.next_round import report_example, report_lines
from wordmastermind.core.wmm.place_names import name_in_round
from wordmastermind.core.wmm.player_view import PlayerView, masked_warning
from wordmastermind.core.wmm.round_report_texts import round_texts
from wordmastermind.core.wmm.scoring import guesses_per_round
from wordmastermind.core.words import names_listed

# The game's name, its settings and "k guesses" are said as in the round report.
SHARED = ("game", "settings", "letters_plain", "letters_umlauts", "points_only", "guesses")

LOT_REPORT = messages.Table({
    "report.lot.title": "{title}: the lot for round 1",
    "report.lot.round_one": "In round 1 each player makes {k}, one at the word of each player drawn for them; "
                            "every word receives {k}.",
    "report.lot.round_one_single": "In round 1 each player makes one guess, at the word of the player drawn for "
                                   "them; every word receives one guess.",
    "report.lot.lot": "The lot",
    "report.lot.player": "Player",
    "report.lot.targets": "Guesses at",
    # the same in English; French says "the word of" the one player drawn, "the words of" several
    "report.lot.target": "Guesses at",
    "report.lot.sheet": "Lot",
    "report.lot.sheet_report": "Report",
    "report.lot.file_name": "lot",
})

NOT_DRAWN = WMM.say("lot.not_drawn")
"""Why there is no lot report yet (a rule message: said in the user's language)."""


def lot_report(view: PlayerView, language: str | None = None, *, catalogs: messages.Catalogs | None = None,
               reader: str = "") -> Report:
    """The players' report of the round-1 lot, in ``language`` (``None``: the game's own), its texts from ``catalogs``;
    as ``reader`` gets it (:func:`~wordmastermind.core.wmm.next_round.report_example`).

    Raises :class:`ValueError`, saying why, before the lot is drawn or when it no longer
    fits the roster (a player added or renamed since).
    """
    game = view.game
    language = language or game.settings.language
    round_said = round_texts(language, catalogs)
    lot_said = messages.Texts(LOT_REPORT, "report.lot.", messages.translation(language, catalogs))
    s = {**{key: round_said[key] for key in SHARED}, **lot_said}
    lot = game.lot
    if lot is None:
        raise ValueError(NOT_DRAWN)
    names = [p.name for p in game.players]
    k = guesses_per_round(len(names))
    problems = lot_problems(lot, names, k)
    if problems:
        raise ValueError(WMM.say("lot.unfit", problem=problems[0].message))
    settings = game.settings

    def drawn(name: str) -> str:  # as the lot was drawn: a place taken over since, under its name of round 1
        return name_in_round(game, name, 1)

    title = s["title"].format(title=settings.title or s["game"])
    # one guess: at the one player drawn (no "one at the word of each player drawn"), one guess per word
    round_one = s["round_one_single"] if k == 1 else s["round_one"].format(k=s["guesses"].format(k=k))
    letters = s["letters_umlauts" if settings.umlauts else "letters_plain"]
    blocks: list[Block] = [
        Heading(title),
        Paragraph(s["settings"].format(players=len(names), length=settings.word_length, letters=letters)),
    ]
    if settings.points_only:
        blocks.append(Paragraph(s["points_only"]))
    blocks += [
        Paragraph(round_one, emphasis=True, says="guesses"),
        *report_lines(1, game.deadline(1), report_example(view, reader), language, catalogs, settings.word_length),
        Heading(s["lot"]),
        Table(
            (Column(s["player"], width=16), Column(s["target" if k == 1 else "targets"], width=16 * k)),
            tuple((drawn(player), names_listed(drawn(target) for target in lot.targets(player))) for player in names),
            sheet=s["sheet"],
        ),
    ]
    return Report(title=title, blocks=tuple(blocks), subject=s["game"], audience=Audience.PLAYERS,
                  warnings=masked_warning(view.masked, round_said), text_sheet=s["sheet_report"],
                  language=language)
