"""The columns of roster and round files: each column's name, then the headers accepted for it.

Headers are compared as :func:`~wordmastermind.files.tables.rows.column_key`
compares them: ignoring case, spaces, hyphens and underscores.
"""

from __future__ import annotations

ROSTER_COLUMNS = {
    "name": ("name", "spieler", "spielername", "naam", "speler", "player", "nom", "joueur"),
    "secret": ("secret", "geheimwort", "wachtwoord", "geheim", "secretword", "wort", "word", "geheimwoord",
               "motsecret", "mot"),
    "email": ("email", "e-mail", "mail"),
    "address": ("address", "adresse", "adres", "anschrift"),
}

GUESS_COLUMNS = {
    "guesser": ("guesser", "rater", "ratender", "spieler", "player", "van", "speler"),
    "target": ("target", "ziel", "bei", "naar", "doel", "at"),
    "word": ("word", "wort", "ratewort", "guess", "woord"),
}
