"""The round report's texts: the English here, the German, Dutch and French in the gettext catalogs.

The codes are ``report.round.<key>`` (:mod:`wordmastermind.core.wmm.round_report`
reads them by key through :class:`~wordmastermind.core.messages.Texts` and
fills in the placeholders); ``tools/update_catalogs.py`` keeps the catalogs
in step. The game's terms follow the rules: Plus and Kringel (plus en
kringel, plus et rond), KP and WF keep their letters in every language, as
the players know them. ``file_name`` is the word of a round report's
default file name ("partie-Runde-2.docx"); ``file_game`` the name of a game
not saved yet, ``file_roster`` and ``file_with_secrets`` the roster exports'
("Partie-Spielerliste.xlsx").
"""

from __future__ import annotations

from wordmastermind.core import messages

LANGUAGES = ("en", "de", "nl", "fr")
"""The languages of Wörter-MasterMind's reports and mails."""

ROUND_REPORT = messages.Table({
    "report.round.game": "Wörter-MasterMind",
    "report.round.title": "{title}, round {round}",
    "report.round.final_title": "{title}, round {round}: final standings",
    "report.round.overview_title": "{title}, round {round}: full overview for the game master only",
    "report.round.overview_warning": "This overview contains every secret word. It is for the game master only.",
    "report.round.settings": "{players} players, words of {length} letters ({letters}).",
    "report.round.letters_plain": "A to Z",
    "report.round.letters_umlauts": "A to Z, Ä, Ö, Ü and ß",
    "report.round.points_only": "Variant: the points of a guess are reported instead of its marks.",
    "report.round.guessed": "Guessed in round {round}: {owner}'s word {word}.",
    "report.round.none_guessed": "No word was guessed in round {round}.",
    "report.round.next": "Next round: {k} per player, weighting factor (WF) {wf}.",
    "report.round.one_guess": "1 guess",
    "report.round.guesses": "{k} guesses",
    "report.round.over": "The game is over after round {round}.",
    "report.round.words": "The words",
    "report.round.word_of": "{owner}'s word",
    "report.round.word_guessed": "{owner}'s word: {word}, guessed in round {round}",
    "report.round.word_column": "Word of",
    "report.round.round": "Round",
    "report.round.word": "Word",
    "report.round.marks": "Marks",
    "report.round.kp": "KP",
    "report.round.points": "Points",
    "report.round.guesser": "Guesser",
    "report.round.no_guesses": "No guesses yet.",
    "report.round.standings": "Standings",
    "report.round.rank": "Rank",
    "report.round.name": "Name",
    "report.round.guess_points": "Guess points",
    "report.round.word_points": "Word points",
    "report.round.total": "Total",
    "report.round.gain": "This round",
    "report.round.status": "Word",
    "report.round.in_play": "in play",
    "report.round.guessed_in": "guessed in round {round}",
    "report.round.never_guessed": "never guessed",
    "report.round.word_never": "{owner}'s word: {word}, never guessed",
    "report.round.word_left": "{owner}'s word: {word}, not guessed: it left the game when they withdrew after"
                              " round {round}",
    "report.round.left_news": "{owner} withdrew after round {round}; their word {word} leaves the game unguessed.",
    "report.round.withdrew_news": "{owner} withdrew after round {round}.",
    "report.round.stays_news": "{owner} withdrew after round {round}; their word stays in play.",
    "report.round.takeover_news": "{name} plays {before}'s place from round {round}.",
    "report.round.word_left_status": "withdrew after round {round}, word left",
    "report.round.withdrawn_status": "{status}, withdrew after round {round}",
    "report.round.now": "{before} (now {name})",
    "report.round.final_standings": "Final standings",
    "report.round.winner": "The winner: {names}.",
    "report.round.winners": "The winners (tied): {names}.",
    "report.round.notes": "Notes",
    "report.round.secrets": "Secret words",
    "report.round.secret": "Secret word",
    "report.round.email": "E-mail",
    "report.round.sheet_guesses": "Guesses",
    "report.round.sheet_standings": "Standings",
    "report.round.sheet_secrets": "Secrets",
    "report.round.sheet_points": "Points",
    "report.round.points_by_round": "Points by round",
    "report.round.round_column": "Round {round}",
    "report.round.sheet_report": "Report",
    "report.round.masked": "{owner}'s secret word was in the {where} and is masked in the players' report.",
    "report.round.masked_many": "Secret words still in play were in the game master's texts and are masked "
                                "in the players' report: {owners}.",
    "report.round.masked_owner": "{owner}'s (in the {where})",
    "report.round.where_and": " and the ",
    "report.round.where_notes": "notes",
    "report.round.where_title": "title",
    "report.round.where_name": "players' names",
    "report.round.where_address": "return address",
    "report.round.file_name": "round-{round}",
    "report.round.file_game": "game",
    "report.round.file_roster": "roster",
    "report.round.file_with_secrets": "roster-with-secrets",
})


def round_texts(language: str, catalogs: messages.Catalogs | None) -> messages.Texts:
    """The round report's texts in ``language`` (one of :data:`LANGUAGES`), from ``catalogs``."""
    if language not in LANGUAGES:
        raise ValueError(f"no report texts for language {language!r}; choose from {', '.join(LANGUAGES)}")
    return messages.Texts(ROUND_REPORT, "report.round.", messages.translation(language, catalogs))
