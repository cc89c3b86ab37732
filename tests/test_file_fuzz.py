"""Every game's file, damaged in 2,500 ways: refused with the game's own message, or opened whole.

A file that opens must then score, and give its reports in every language
and for every audience (each round of a Wörter-MasterMind game, with its
mails, letters and next steps), without an error: a file the app took in
never breaks it later. A fuzz test (seeded:
the same files every run) damages a saved game of each kind the way hand
edits, other programs and broken disks do (a value of another type or out of
range, a field dropped, a list entry doubled, a value from elsewhere in the
file) and opens it through the game's own reader, as File ▸ Open does.
"""

from __future__ import annotations

import copy
import importlib
import json
import random
from collections.abc import Iterator
from dataclasses import replace
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any

import pytest

from wordmastermind.core.report import Audience, ReportRequest
from wordmastermind.core.wmm.departures import take_over, withdraw
from wordmastermind.core.wmm.records import ReceiptSent, Sent, TakenMail
from wordmastermind.files.i18n import translation
from wordmastermind.files.jsonread import DocumentError
from wordmastermind.files.writers import report_file
from wordmastermind.games import GAMES, GameKind, by_key

SEED = 20261129
DAMAGED = 250
"""Damaged files per saved game: 2,500 in all, one in eight or so still fit to open."""

Json = Any
Path_ = tuple[str | int, ...]

ODD_VALUES: tuple[Json, ...] = (
    None, True, False, 0, -1, 1, 7, 2**40, -(2**40), 10**30, 3.5, float("nan"), "", "x", "ä" * 300,
    "\x00\x1b[31m", "=SUM(A1)", "2026-13-45T99:99", "Player 001", "SALAT", [], [None], {}, {"a": 1},
)
"""What a damaged field may hold instead: other types, edges of ranges, control characters, names."""


# -- saved games of every kind ---------------------------------------------------------------------------------


def wmm_game() -> object:
    """Six players, three rounds to the game's end, and one of every record: a deadline, an opening, an
    accepted word, a withdrawal, a takeover, a mail sent, a receipt, a mail taken."""
    from wordmastermind.core.wmm.simulate import random_game

    game = random_game(6, 4, seed=SEED, hit_chance=0.05)
    names = [player.name for player in game.players]
    game = game.with_deadline(3, "2026-11-20T18:00").with_opening(2, "2026-11-10T08:00:00+01:00")
    game = withdraw(game.with_accepted("QWXYZ"), names[1], 2)
    game = take_over(game, names[2], "Neue Spielerin", email="neu@example.org", after_round=2)
    return replace(
        game,
        sent=(Sent("round", 1, names[0], "2026-11-09T10:00:00+01:00"),),
        receipts=(ReceiptSent(2, names[3], "r2"),),
        mails_taken=(TakenMail(2, names[4], "<r2@example.org>", datetime(2026, 11, 11, tzinfo=timezone.utc)),),
    )


def side_games() -> dict[str, list[object]]:
    """The side games' saved games, as their file tests build them."""
    import test_password_file as password
    import test_rondo_file as rondo
    import test_wachtwoord_file as wachtwoord
    import test_woordspel_file as woordspel
    from wordmastermind.core.wachtwoord.game import Method

    return {
        "wachtwoord": [wachtwoord.example_game(), wachtwoord.example_game(Method.DUTCH), wachtwoord.trio_game()],
        "rondo": [rondo.solo_game(), rondo.team_game()],
        "woordspel": [woordspel.played(), woordspel.ended()],
        "password": [password.finished_game(), password.team_game()],
    }


def saved_games(key: str) -> list[object]:
    """The saved games of ``key``'s game that the damage starts from."""
    return [wmm_game()] if key == "wmm" else side_games()[key]


def saved_json(kind: GameKind, game: object) -> Json:
    """``game`` as its file holds it (its game's own writer)."""
    files = importlib.import_module(f"wordmastermind.files.{kind.key}.file")
    return json.loads(json.dumps(files.game_to_json(game)))


# -- the damage ------------------------------------------------------------------------------------------------


def places(value: Json, path: Path_ = ()) -> Iterator[tuple[Path_, Json]]:
    """Every value of a JSON document with where it is, the document itself first."""
    yield path, value
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from places(inner, (*path, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from places(inner, (*path, index))


def shape(path: Path_) -> Path_:
    """Which field a place is, whichever entry of a list it is in: ``("rounds", "#", "guesses", "#", "word")``."""
    return tuple("#" if isinstance(step, int) else step for step in path)


def damaged(rng: random.Random, document: Json) -> Json:
    """A copy of ``document`` with one to three fields damaged, each field as likely as another (a game's
    thousand guesses' words do not crowd out its one deadline)."""
    document = copy.deepcopy(document)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        found = [(path, value) for path, value in places(document) if path]
        by_shape: dict[Path_, list[Path_]] = {}
        for place, _ in found:
            by_shape.setdefault(shape(place), []).append(place)
        path = rng.choice(by_shape[rng.choice(sorted(by_shape, key=repr))])
        parent = document
        for step in path[:-1]:
            parent = parent[step]
        how = rng.random()
        if how < 0.55:
            parent[path[-1]] = copy.deepcopy(rng.choice(ODD_VALUES))
        elif how < 0.7:
            del parent[path[-1]]
        elif how < 0.85 and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[path[-1]]))
        else:
            parent[path[-1]] = copy.deepcopy(rng.choice(found)[1])
    return document


def mails_and_letters(game: Any, evaluation: Any) -> None:
    """What the rules' game makes of a game besides its reports, after each round and the lot: every player's
    mail (in each mail language), the letters, each player's next step with the deadline, and the window of
    the round's mails (its opening)."""
    from wordmastermind.core.wmm.letter import build_letters
    from wordmastermind.core.wmm.next_round import deadline_line, next_step, targets_line
    from wordmastermind.core.wmm.player_view import player_view
    from wordmastermind.core.wmm.round_window import is_closed, mail_window
    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.files.mail.message import LANGUAGES, build_mails

    for number in range(0 if game.lot is not None else 1, evaluation.round + 1):
        view = player_view(evaluation, number)
        for language in LANGUAGES:
            try:
                mails = build_mails(view, sender="Spielleitung <gm@example.org>", language=language)
            except MailError as error:  # a lot that no longer fits the roster, say: it is drawn again
                assert str(error).strip()
                continue
            for mail in mails:
                assert mail.message is not None or mail.skipped
        build_letters(view, everyone=True, date=date(2026, 11, 29), catalogs=translation)
        for player in game.players:
            step = next_step(view, player.name)
            if step is not None:
                deadline_line(step, "de", translation)
                targets_line(step, "de", translation)
        mail_window(game, number + 1)
        is_closed(game, number + 1)


def reports(kind: GameKind, game: object) -> None:
    """Everything the app and the command line make of an opened game: the score, and every report."""
    kind.scorer.load()(game)
    build = kind.reporter.load()
    rounds: list[int | None] = [None]
    if kind.rounds:
        from wordmastermind.core.wmm.evaluation import evaluate

        evaluation = evaluate(game)
        rounds = [*range(1, evaluation.round + 1)] or [None]
        mails_and_letters(game, evaluation)
    for language in kind.languages():
        for audience in Audience:
            for number in rounds:
                request = ReportRequest(audience, language, number, translation)
                try:
                    report = build(game, request)
                except ValueError as error:  # a game with no rounds yet says so, as `report` does
                    assert kind.rounds and "no rounds" in str(error), error
                    continue
                assert report_file(report, "txt")[0]


@pytest.mark.slow
@pytest.mark.parametrize("key", [game.key for game in GAMES])
def test_a_damaged_file_is_refused_with_a_reason_or_opens_whole(tmp_path: Path, key: str) -> None:
    kind = by_key(key)
    read = kind.reader.load()
    rng = random.Random(f"{SEED}-{key}")
    path = tmp_path / f"game{kind.suffix}"
    opened = refused = 0
    for game in saved_games(key):
        document = saved_json(kind, game)
        reports(kind, game)
        for number in range(DAMAGED):
            bad = damaged(rng, document)
            path.write_text(json.dumps(bad), encoding="utf-8")
            case = (number, json.dumps(bad)[:2000])
            try:
                opened_game = read(path)
            except DocumentError as error:
                assert str(error).strip(), case  # the message names the field and what is wrong
                refused += 1
                continue
            reports(kind, opened_game)
            opened += 1
    assert opened and refused  # both kinds of damage came up: the test tried what it says
