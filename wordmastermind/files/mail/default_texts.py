"""The default texts of the players' mails, in every language a game's mails are written in.

The subject and the text of the mail after a round and of the lot's mail
(before round 1), with the placeholders of
:mod:`wordmastermind.files.mail.template`, and the few words the mails say
themselves (:data:`TEXTS`). Each language has the same keys and placeholders
as English.
"""

from __future__ import annotations

from collections.abc import Mapping

DEFAULT_SUBJECTS: Mapping[str, str] = {
    "en": "{title}: round {round}",
    "de": "{title}: Runde {round}",
    "nl": "{title}: ronde {round}",
    "fr": "{title} : manche {round}",
}

DEFAULT_TEMPLATES: Mapping[str, str] = {
    "en": (
        "Dear {name},\n"
        "\n"
        "here is the report of round {round}. Your guesses:\n"
        "\n"
        "{your_guesses}\n"
        "\n"
        "Your word: {your_word}. It has earned you {word_points} word points so far, "
        "your guesses {guess_points} guess points.\n"
        "Next round you may guess at: {targets}\n"
        "\n"
        "{report}\n"
        "\n"
        "Best wishes,\n"
        "your game master\n"
    ),
    "de": (
        "Hallo {name},\n"
        "\n"
        "hier ist die Auswertung der Runde {round}. Deine Rateversuche:\n"
        "\n"
        "{your_guesses}\n"
        "\n"
        "Dein Geheimwort: {your_word}. Es hat dir bisher {word_points} Wortpunkte gebracht, "
        "deine Rateversuche {guess_points} Ratepunkte.\n"
        "In der nächsten Runde darfst du raten bei: {targets}\n"
        "\n"
        "{report}\n"
        "\n"
        "Viele Grüße\n"
        "dein Spielleiter\n"
    ),
    "nl": (
        "Beste {name},\n"
        "\n"
        "hier is het verslag van ronde {round}. Jouw raadpogingen:\n"
        "\n"
        "{your_guesses}\n"
        "\n"
        "Jouw geheime woord: {your_word}. Het heeft je tot nu toe {word_points} woordpunten opgeleverd, "
        "je raadpogingen {guess_points} raadpunten.\n"
        "Volgende ronde mag je raden bij: {targets}\n"
        "\n"
        "{report}\n"
        "\n"
        "Met vriendelijke groet,\n"
        "je spelleider\n"
    ),
    "fr": (
        "Bonjour {name},\n"
        "\n"
        "voici le rapport de la manche {round}. Vos propositions :\n"
        "\n"
        "{your_guesses}\n"
        "\n"
        "Votre mot secret : {your_word}. Il vous a rapporté jusqu'ici {word_points} points du mot, "
        "et vos propositions {guess_points} points de proposition.\n"
        "À la prochaine manche, vous proposez sur les mots de : {targets}\n"
        "\n"
        "{report}\n"
        "\n"
        "Bien cordialement,\n"
        "votre maître du jeu\n"
    ),
}

DEFAULT_LOT_SUBJECTS: Mapping[str, str] = {
    "en": "{title}: the lot for round {round}",
    "de": "{title}: Auslosung für Runde {round}",
    "nl": "{title}: loting voor ronde {round}",
    "fr": "{title} : tirage au sort pour la manche {round}",
}

DEFAULT_LOT_TEMPLATES: Mapping[str, str] = {
    "en": (
        "Dear {name},\n"
        "\n"
        "the game begins: here is the lot for round {round}.\n"
        "\n"
        "Your word: {your_word}\n"
        "In round {round} you guess at: {targets}\n"
        "\n"
        "{report}\n"
        "\n"
        "Best wishes,\n"
        "your game master\n"
    ),
    "de": (
        "Hallo {name},\n"
        "\n"
        "die Partie beginnt: hier ist die Auslosung für Runde {round}.\n"
        "\n"
        "Dein Geheimwort: {your_word}\n"
        "In Runde {round} rätst du bei: {targets}\n"
        "\n"
        "{report}\n"
        "\n"
        "Viele Grüße\n"
        "dein Spielleiter\n"
    ),
    "nl": (
        "Beste {name},\n"
        "\n"
        "het spel begint: hier is de loting voor ronde {round}.\n"
        "\n"
        "Jouw geheime woord: {your_word}\n"
        "In ronde {round} raad je bij: {targets}\n"
        "\n"
        "{report}\n"
        "\n"
        "Met vriendelijke groet,\n"
        "je spelleider\n"
    ),
    "fr": (
        "Bonjour {name},\n"
        "\n"
        "la partie commence : voici le tirage au sort pour la manche {round}.\n"
        "\n"
        "Votre mot secret : {your_word}\n"
        "À la manche {round}, vous proposez sur les mots de : {targets}\n"
        "\n"
        "{report}\n"
        "\n"
        "Bien cordialement,\n"
        "votre maître du jeu\n"
    ),
}
"""The mail of the lot (round 0: before round 1), which has no guesses and no points yet."""

TEXTS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "game": "Wörter-MasterMind",
        "over": "nobody, the game is over.",
        "nobody": "nobody",
        "no_address": "no e-mail address",
        "bad_address": "not a valid e-mail address: {address}",
    },
    "de": {
        "game": "Wörter-MasterMind",
        "over": "niemandem mehr, die Partie ist zu Ende.",
        "nobody": "niemandem",
        "no_address": "keine E-Mail-Adresse",
        "bad_address": "keine gültige E-Mail-Adresse: {address}",
    },
    "nl": {
        "game": "Wörter-MasterMind",
        "over": "niemand meer, het spel is afgelopen.",
        "nobody": "niemand",
        "no_address": "geen e-mailadres",
        "bad_address": "geen geldig e-mailadres: {address}",
    },
    "fr": {
        "game": "Wörter-MasterMind",
        "over": "personne, la partie est terminée.",
        "nobody": "personne",
        "no_address": "pas d'adresse électronique",
        "bad_address": "adresse électronique non valable : {address}",
    },
}
