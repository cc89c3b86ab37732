"""The default texts of the players' mails: the English here, German, Dutch and French in the gettext catalogs.

The subject and the text of the mail after a round (``subject``,
``template``) and of the lot's mail before round 1 (``lot_subject``,
``lot_template``: no guesses and no points yet), with the placeholders of
:mod:`wordmastermind.files.mail.template`, and the few words the mails say
themselves. The codes are ``mail.default.<key>``;
:mod:`wordmastermind.files.mail.message` gives them in a language
(``DEFAULT_SUBJECTS`` and the others), ``tools/update_catalogs.py`` keeps
the catalogs in step. A module of its own without the catalogs, so that
their list of tables (``files/i18n.py``) does not import the mail code.
"""

from __future__ import annotations

from wordmastermind.core.messages import Table

MAIL_TEXTS = Table({
    "mail.default.subject": "{title}: round {round}",
    "mail.default.template": (
        "Dear {name},\n"
        "\n"
        "Here is the report of round {round}.\n"
        "\n"
        "{your_guesses}\n"
        "\n"
        "Your word: {your_word}. Word points so far: {word_points}; guess points: {guess_points}.\n"
        "\n"
        "{answer}\n"
        "\n"
        "{report}\n"
        "\n"
        "Best wishes,\n"
        "Your game master\n"
    ),
    "mail.default.lot_subject": "{title}: the lot for round {round}",
    "mail.default.lot_template": (
        "Dear {name},\n"
        "\n"
        "The game begins: here is the lot for round {round}.\n"
        "\n"
        "Your word: {your_word}\n"
        "\n"
        "{answer}\n"
        "\n"
        "{report}\n"
        "\n"
        "Best wishes,\n"
        "Your game master\n"
    ),
    "mail.default.final_subject": "{title}: final standings",
    "mail.default.final_template": (
        "Dear {name},\n"
        "\n"
        "Final standings: the game is over after round {round}.\n"
        "\n"
        "{your_guesses}\n"
        "\n"
        "Your word: {your_word}. Word points: {word_points}; guess points: {guess_points}.\n"
        "\n"
        "{report}\n"
        "\n"
        "Thank you for playing,\n"
        "Your game master\n"
    ),
    "mail.default.game": "Wörter-MasterMind",
    "mail.default.over": "nobody, the game is over.",
    "mail.default.nobody": "nobody",
    "mail.default.no_address": "no e-mail address",
    "mail.default.bad_address": "not a valid e-mail address: {address}",
    "mail.default.by_post": "gets a letter (the roster says: by post)",
    "mail.default.withdrawn": "withdrew after round {round}, no mail",
})
