"""The columns of roster and round files: each column's name, then the headers accepted for it.

A roster names its players in one column (``Name``), or in two: a first name and a surname (``Vorname`` and
``Nachname``, or ``Name`` for the surname beside a ``Vorname``), read as ``Fritz Klein``; a Dutch list's
``Tussenvoegsel`` (or a middle name) between them: ``Jan de Vries``. Its postal address is one column
(``Adresse``), or that and the postcode, town and country in columns of their own (``PLZ``, ``Ort``; ``Code
postal``, ``Ville``), read as the address's last lines: ``Am Markt 3`` / ``10115 Berlin``.

Headers are compared as :func:`~wordmastermind.files.tables.rows.column_key`
compares them: ignoring case, spaces, hyphens and underscores.
"""

from __future__ import annotations

from collections.abc import Mapping

ROSTER_FIELDS = ("name", "secret", "email", "address", "channel", "attachment")
"""A player's fields in the order of the app's players table, which a pasted row fills from its column on."""

ROSTER_COLUMNS = {
    "name": ("name", "naam", "nom", "spieler", "spielername", "speler", "player", "joueur"),
    "first_name": ("firstname", "first", "givenname", "forename", "vorname", "rufname", "voornaam", "roepnaam",
                   "prénom", "prenom"),
    "infix": ("tussenvoegsel", "tussenvoegsels", "tussenv", "voorvoegsel", "voorvoegsels", "namenszusatz",
              "middlename", "middle", "particule"),
    "surname": ("surname", "lastname", "familyname", "nachname", "familienname", "achternaam", "familienaam",
                "nomdefamille"),
    "secret": ("secret", "geheimwort", "geheim woord", "mot secret", "wachtwoord", "geheim", "secretword", "wort",
               "word", "mot"),
    "email": ("email", "e-mail", "mail", "courriel", "emailaddress", "mailaddress", "emailadresse", "mailadresse",
              "emailadres", "mailadres", "adresseemail", "adressemail", "adressecourriel", "adresseélectronique",
              "adresseelectronique"),
    "address": ("address", "adresse", "adres", "anschrift", "postaladdress", "postaddress", "postanschrift",
                "postadresse", "postadres", "adressepostale", "street", "streetaddress", "straße", "straat", "rue"),
    # the address's last lines, where a list keeps them in columns of their own (read into the address)
    "postcode": ("postcode", "postalcode", "zip", "zipcode", "plz", "postleitzahl", "codepostal", "cp"),
    "town": ("town", "city", "ort", "wohnort", "stadt", "plaats", "woonplaats", "ville", "localité", "localite",
             "commune"),
    "country": ("country", "land", "pays"),
    "channel": ("channel", "weg", "versand", "kanaal", "canal"),
    "attachment": ("attachment", "anhang", "bijlage", "piècejointe", "piecejointe"),
}
"""A roster's columns by code, each with the titles read as it. After the code, the title the command line's help
gives in German, Dutch and French (``name``: Naam, Nom): a file without the column is refused naming the first
three, so the game master reads the one the help told them."""

CHANNEL_WORDS = {
    "": "", "mail": "mail", "e-mail": "mail", "email": "mail", "courriel": "mail",
    "post": "post", "letter": "post", "brief": "post", "poste": "post", "lettre": "post",
    "both": "both", "beides": "both", "beide": "both", "lesdeux": "both", "les deux": "both",
    "by address": "", "nach adresse": "", "volgens adres": "", "selon l'adresse": "",
}
"""A roster file's way of sending, in any of the four languages (and as the app's roster shows it), by code."""

ATTACHMENT_WORDS = {
    "": "", "none": "none", "keiner": "none", "kein": "none", "geen": "none", "aucune": "none", "aucun": "none",
    "pdf": "pdf", "docx": "docx", "word": "docx", "xlsx": "xlsx", "excel": "xlsx",
    "game's choice": "", "wie die partie": "", "wie das spiel": "", "zoals het spel": "", "choix de la partie": "",
}
"""A roster file's attachment, in any of the four languages (and as the app's roster shows it; German's older
"wie das Spiel" too), by code."""



def word_code(written: str, words: Mapping[str, str]) -> str:
    """A roster's word for a way of sending or an attachment as its code (``E-Mail`` → ``mail``); a word not known
    stays, for the rules to refuse. An apostrophe is one, typed ' or shown ’ (the French roster shows "selon
    l’adresse").

    >>> word_code(" Les  Deux ", CHANNEL_WORDS), word_code("Word", ATTACHMENT_WORDS), word_code("fax", CHANNEL_WORDS)
    ('both', 'docx', 'fax')
    """
    key = " ".join(written.split()).casefold().replace("’", "'")
    return words.get(key, key)


GUESS_COLUMNS = {
    "guesser": ("guesser", "rater", "rader", "joueur", "ratender", "spieler", "player", "van", "speler",
                "devineur", "de"),
    "target": ("target", "ziel", "doel", "cible", "bei", "naar", "at", "doelwit", "bij", "chez", "sur"),
    "word": ("word", "wort", "woord", "mot", "ratewort", "guess", "raadwoord", "proposition"),
}
"""A round file's columns, ordered as :data:`ROSTER_COLUMNS`: after the code, the help's German, Dutch and French
title (Rater, Rader, Joueur)."""
