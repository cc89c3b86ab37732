"""Example games: the rules' own example as a demo, and a table-sized game.

The demo follows the rules text: Alfons's secret is SALAT, and in round 2
Gustav, Beatrix, Emil and Fritzchen guess SAHNE, TOLLE, ATLAS and SALSA at it.
With every word guessed once in round 1, WF is 1 in round 2, so the points are
the rules' own Ratepunkte:

>>> from wordmastermind.core.wmm.evaluation import evaluate
>>> result = evaluate(rules_example())
>>> [(g.guesser, g.word, str(g.marks), g.points) for g in result.rounds[1].guesses][:4]
[('Gustav', 'SAHNE', '++', 6), ('Beatrix', 'TOLLE', '+o', 5), ('Emil', 'ATLAS', '++ooo', 12), ('Fritzchen', 'SALSA', '+++o', 11)]
>>> result.problems
()

The other secrets, and the guesses of round 1 (drawn by lot), are the app's
own: German nouns in the singular nominative, as the rules want secrets, so
the demo warns of none of them. The one word of the demo the word lists do
not know is SALSA, the rules' own guess.

>>> [(g.guesser, g.word, str(g.marks), g.points) for g in result.rounds[0].guesses if g.target == "Gustav"]
[('Beatrix', 'MOTTE', '+++o', 4)]
"""

from __future__ import annotations

import random

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game, Guess, Player, Round, Settings
from wordmastermind.core.wmm.lot import draw_lot
from wordmastermind.core.wmm.scoring import guesses_per_round

RULES_PLAYERS = (
    ("Alfons", "SALAT"),
    ("Gustav", "MOTEL"),
    ("Beatrix", "TISCH"),
    ("Emil", "LAMPE"),
    ("Fritzchen", "KERZE"),
)

NOUNS = (  # German nouns in the singular nominative, as the word lists know them
    "ABEND ACKER ADLER AMPEL APFEL BIRNE BLUME BODEN BRIEF DAMPF DECKE DOLCH ENKEL ERBSE "
    "FEDER FISCH FLUSS GABEL GARBE GEIST GLANZ GRUBE HAFEN HONIG HOTEL KAMPF KATER KERZE "
    "KLANG KNOPF KRONE LAMPE LEBER MAUER MOTTE NEBEL NUDEL ORGEL PALME PFERD QUARK "
    "RASEN REGEN RINDE SAHNE SALAT SCHAL SEIFE SOCKE STALL STERN STOCK TAFEL TANNE TISCH "
    "TOLLE TRAUM WANNE WELLE WOLKE ZANGE ZWERG"
).split()

TABLE_NAMES = (
    "Alfons", "Beatrix", "Christa", "Dieter", "Emil", "Fritzchen",
    "Gustav", "Hanna", "Ingrid", "Jürgen", "Karla", "Ludwig",
)


def rules_example() -> Game:
    """The rules' example as a game of five, after two rounds."""
    names = [name for name, _ in RULES_PLAYERS]
    players = tuple(Player(name, secret) for name, secret in RULES_PLAYERS)
    lot = draw_lot(names, 1, seed=2000)
    first_words = {"Alfons": "TOLLE", "Gustav": "MOTTE", "Beatrix": "FISCH", "Emil": "KAMPF",
                   "Fritzchen": "KERBE"}
    round1 = Round(
        tuple(
            Guess(guesser, targets[0], first_words[targets[0]])
            for guesser, targets in lot.assignment
        ),
        notes="Runde 1 wurde ausgelost.",
    )
    round2 = Round(
        (
            Guess("Gustav", "Alfons", "SAHNE"),
            Guess("Beatrix", "Alfons", "TOLLE"),
            Guess("Emil", "Alfons", "ATLAS"),
            Guess("Fritzchen", "Alfons", "SALSA"),
            Guess("Alfons", "Emil", "LAMPE"),
        ),
        notes="Alle raten bei Alfons: sein Wort ist fast heraus.",
    )
    settings = Settings(title="Joes Wörter-MasterMind: the rules' example")
    return Game(settings, players, lot, (round1, round2))


def table_example(rounds: int = 3, seed: int = 12, hit_chance: float = 0.04) -> Game:
    """A legal game of twelve players with real names and nouns.

    A guess is the target's secret with ``hit_chance``; a miss is never
    anybody's secret, so a secret can appear in a report only as news.
    """
    rng = random.Random(seed)
    secrets = rng.sample(NOUNS, len(TABLE_NAMES))
    misses = [w for w in NOUNS if w not in secrets]
    players = tuple(Player(n, s) for n, s in zip(TABLE_NAMES, secrets))
    k = guesses_per_round(len(players))
    lot = draw_lot(list(TABLE_NAMES), k, seed)
    game = Game(Settings(title="Herbstpartie 2026"), players, lot)
    secret_of = dict(zip(TABLE_NAMES, secrets))
    for number in range(1, rounds + 1):
        state = evaluate(game)
        if state.game_over:
            break
        guesses = []
        for guesser in TABLE_NAMES:
            targets = list(state.targets_next_round(guesser))
            chosen = targets if number == 1 else rng.sample(targets, min(k, len(targets)))
            for target in chosen:
                hit = number > 1 and rng.random() < hit_chance
                word = secret_of[target] if hit else rng.choice(misses)
                guesses.append(Guess(guesser, target, word))
        game = game.with_round(number, Round(tuple(guesses), notes=f"Runde {number}."))
    return game
