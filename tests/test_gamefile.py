"""The game file: what it stores, how it is saved, what it refuses."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game, Guess, Player, Round, Settings
from wordmastermind.core.wmm.lot import draw_lot
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files import atomic
from wordmastermind.files.wmm.file import (
    SCHEMA_VERSION,
    GameFileError,
    game_from_json,
    game_to_json,
    load_game,
    save_game,
)


def example_game() -> Game:
    names = ["Alfons", "Gustav", "Beatrix", "Emil", "Fritzchen"]
    secrets = ["SALAT", "HOSEN", "TISCH", "LAMPE", "KERZE"]
    players = tuple(
        Player(n, s, email=f"{n.lower()}@example.org", address=f"{n}weg 1\n12345 Ort")
        for n, s in zip(names, secrets)
    )
    lot = draw_lot(names, 1, seed=42)
    round1 = Round(
        tuple(Guess(g, targets[0], "TOLLE") for g, targets in lot.assignment), notes="Gut gestartet!"
    )
    settings = Settings("Rundbrief-Partie", 5, umlauts=False, points_only=True)
    return Game(settings, players, lot, (round1,))


def test_a_saved_game_loads_as_the_same_game(tmp_path: Path) -> None:
    game = example_game()
    save_game(game, tmp_path / "g.wmm")
    assert load_game(tmp_path / "g.wmm") == game


def test_a_long_random_game_round_trips_with_the_same_evaluation(tmp_path: Path) -> None:
    game = random_game(12, 10, seed=5, hit_chance=0.2)
    save_game(game, tmp_path / "g.wmm")
    loaded = load_game(tmp_path / "g.wmm")
    assert loaded == game
    assert [p.total for p in evaluate(loaded).players] == [p.total for p in evaluate(game).players]


def test_the_file_stores_only_what_the_game_master_entered(tmp_path: Path) -> None:
    save_game(example_game(), tmp_path / "g.wmm")
    data = json.loads((tmp_path / "g.wmm").read_text(encoding="utf-8"))
    assert data["kind"] == "wordmastermind"
    assert data["schema_version"] == SCHEMA_VERSION
    assert set(data["rounds"][0]["guesses"][0]) == {"guesser", "target", "word"}
    keys = set(all_keys(data))
    assert keys == {
        "kind", "schema_version", "app_version", "settings", "title", "word_length", "umlauts",
        "points_only", "language", "players", "name", "secret", "email", "address", "lot", "seed",
        "assignment", "guesser", "targets", "rounds", "notes", "guesses", "target", "word",
        "accepted_words",
    }


def all_keys(value: object) -> list[str]:
    if isinstance(value, dict):
        return [k for key, item in value.items() for k in [key, *all_keys(item)]]
    if isinstance(value, list):
        return [k for item in value for k in all_keys(item)]
    return []


def test_umlauts_and_addresses_are_kept_as_text(tmp_path: Path) -> None:
    game = Game(
        Settings("Große Runde", 6, umlauts=True),
        tuple(Player(n, s, address="Straße 1") for n, s in
              [("Jörg", "STRAßE"), ("Änne", "BÄRTE"), ("Ute", "KÄFIGE"), ("Ole", "MÖHREN")]),
    )
    save_game(game, tmp_path / "g.wmm")
    loaded = load_game(tmp_path / "g.wmm")
    assert loaded.players[0].secret == "STRAẞE"
    assert len(loaded.players[0].secret) == 6
    assert "Jörg" in (tmp_path / "g.wmm").read_text(encoding="utf-8")


def test_saving_again_keeps_the_previous_version_as_backup(tmp_path: Path) -> None:
    path = tmp_path / "g.wmm"
    first = example_game()
    save_game(first, path)
    second = first.with_notes(1, "Korrigiert")
    save_game(second, path)
    assert load_game(path) == second
    assert load_game(atomic.backup_path(path)) == first


def test_a_failed_save_leaves_the_old_file_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "g.wmm"
    game = example_game()
    save_game(game, path)
    before = path.read_bytes()

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(GameFileError, match="No space left on device"):
        save_game(game.with_notes(1, "neu"), path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.wmm"]


def write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "g.wmm"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def good_json() -> dict[str, object]:
    return game_to_json(example_game())


def test_a_file_from_a_newer_version_is_refused(tmp_path: Path) -> None:
    data = good_json() | {"schema_version": SCHEMA_VERSION + 1}
    with pytest.raises(GameFileError, match=f"newer wordmastermind.*schema version {SCHEMA_VERSION + 1}"):
        load_game(write(tmp_path, data))


def test_a_truncated_file_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "g.wmm"
    save_game(example_game(), path)
    cut = path.read_bytes()[:200]
    path.write_bytes(cut)
    with pytest.raises(GameFileError, match="cut off"):
        load_game(path)
    assert path.read_bytes() == cut


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["players"][1].update(secret=5), r"players\[1\]\.secret: expected text, found a number"),
        (lambda d: d["players"][0].pop("name"), r"players\[0\]\.name: missing"),
        (lambda d: d["rounds"][0]["guesses"][2].update(wrod="X"), r"rounds\[0\]\.guesses\[2\]: unknown field wrod"),
        (lambda d: d["settings"].update(word_length=1), r"settings\.word_length: word length 1 is outside 2 to 15"),
        (lambda d: d["settings"].update(umlauts="yes"), r"settings\.umlauts: expected true or false, found text"),
        (lambda d: d["lot"].update(seed=True), r"lot\.seed: expected a whole number, found true/false"),
        (lambda d: d.update(kind="chess"), r"'chess' document, not a Wörter-MasterMind game"),
        (lambda d: d.update(kind="wachtwoord"), r"this is a Wachtwoord game file \(kind 'wachtwoord'\), not a "
                                                r"Wörter-MasterMind one \(\.wmm\); a Wachtwoord game file's name "
                                                r"ends in \.wwd"),
        (lambda d: d.pop("schema_version"), r"schema_version: missing"),
    ],
)
def test_a_wrong_field_is_refused_with_its_name(tmp_path: Path, change, message: str) -> None:  # type: ignore[no-untyped-def]
    data = good_json()
    change(data)
    with pytest.raises(GameFileError, match=message):
        load_game(write(tmp_path, data))


def test_other_bad_files_are_refused_with_a_reason(tmp_path: Path) -> None:
    path = tmp_path / "g.wmm"
    path.write_bytes(b"")
    with pytest.raises(GameFileError, match="empty"):
        load_game(path)
    path.write_bytes(b"PK\x03\x04\xff\xfe binary")
    with pytest.raises(GameFileError, match="not UTF-8"):
        load_game(path)
    path.write_text("[1, 2, 3]")
    with pytest.raises(GameFileError, match="expected an object, found a list"):
        load_game(path)
    with pytest.raises(GameFileError, match="no such file"):
        load_game(tmp_path / "missing.wmm")


def test_a_version_1_file_still_opens(tmp_path: Path) -> None:
    data = good_json()
    data["schema_version"] = 1
    del data["accepted_words"]
    assert load_game(write(tmp_path, data)) == example_game()


def test_accepted_words_are_kept(tmp_path: Path) -> None:
    game = example_game().with_accepted("Quarx").with_accepted("  lampe ")
    save_game(game, tmp_path / "g.wmm")
    assert load_game(tmp_path / "g.wmm").accepted_words == {"QUARX", "LAMPE"}


def test_the_words_language_is_kept_apart_from_the_reports(tmp_path: Path) -> None:
    from dataclasses import replace

    game = example_game()
    dutch_club = game.with_settings(replace(game.settings, language="nl", words_in="de"))
    save_game(dutch_club, tmp_path / "g.wmm")
    data = json.loads((tmp_path / "g.wmm").read_text(encoding="utf-8"))
    assert (data["settings"]["language"], data["settings"]["word_language"]) == ("nl", "de")
    loaded = load_game(tmp_path / "g.wmm")
    assert loaded == dutch_club
    assert loaded.settings.word_language == "de"


@pytest.mark.parametrize(("reports", "words"), [("en", "de"), ("de", "de"), ("nl", "nl"), ("fr", "fr")])
def test_an_older_file_checks_its_words_in_its_reports_language_as_before(
    tmp_path: Path, reports: str, words: str
) -> None:
    from dataclasses import replace

    data = good_json()
    data["schema_version"] = 6
    data["settings"]["language"] = reports  # type: ignore[index]
    path = write(tmp_path, data)
    game = load_game(path)
    assert game.settings.word_language == words
    german = game.with_settings(replace(game.settings, language="de"))
    assert german.settings.word_language == "de"  # it follows its reports, as it did
    save_game(game, path)  # saved again, it still follows them
    assert "word_language" not in json.loads(path.read_text(encoding="utf-8"))["settings"]
    assert load_game(path) == game


@pytest.mark.parametrize("value", ["en", "", "DE", 3])
def test_a_words_language_without_word_lists_is_refused(tmp_path: Path, value: object) -> None:
    data = good_json()
    data["settings"]["word_language"] = value  # type: ignore[index]
    with pytest.raises(GameFileError, match=r"settings\.word_language: expected"):
        load_game(write(tmp_path, data))


def test_the_reports_language_is_kept_and_checked(tmp_path: Path) -> None:
    from dataclasses import replace

    from wordmastermind.core.wmm.examples import rules_example

    game = rules_example()
    german = game.with_settings(replace(game.settings, language="de"))
    save_game(german, tmp_path / "de.wmm")
    assert load_game(tmp_path / "de.wmm").settings.language == "de"
    data = game_to_json(german)
    del data["settings"]["language"]  # older files: English
    assert game_from_json(data).settings.language == "en"
    data["settings"]["language"] = "fr"
    assert game_from_json(data).settings.language == "fr"
    data["settings"]["language"] = "es"
    with pytest.raises(GameFileError,
                       match=r"settings\.language: the reports' language is one of en, de, nl, fr, not 'es'"):
        game_from_json(data)


def test_guesses_read_straight_are_the_guesses_the_constructor_makes() -> None:
    """The reader cleans each name and word once and makes the guesses of them clean (Guess.cleaned):
    the same values, equal and alike in hash, as Guess() makes of the texts in the file, also of texts
    that are not clean (spaces around them, a decomposed umlaut, lower case, ß)."""
    data = game_to_json(random_game(6, 3, seed=11, hit_chance=0.1))
    texts = [("  Player 1 ", "Player 2\t", " ko\u0308nig "), ("Player 2", " Player 1", "fuß"),
             ("Player 3", "Player 1", "salat"), ("Player 1", "Player 3", "SALAT")]
    data["rounds"][0]["guesses"] = [{"guesser": g, "target": t, "word": w} for g, t, w in texts]
    read = game_from_json(data).rounds[0].guesses
    made = tuple(Guess(g, t, w) for g, t, w in texts)
    assert read == made
    assert [hash(guess) for guess in read] == [hash(guess) for guess in made]
    assert [repr(guess) for guess in read] == [repr(guess) for guess in made]
    assert read[0] == Guess("Player 1", "Player 2", "KÖNIG") and read[1].word == "FUẞ"
    big = random_game(30, 8, seed=3, hit_chance=0.05)
    loaded = game_from_json(json.loads(json.dumps(game_to_json(big))))
    assert loaded == big
    assert all(g == Guess(g.guesser, g.target, g.word) for r in loaded.rounds for g in r.guesses)


def test_a_name_unfit_for_a_player_is_still_refused_in_a_guess() -> None:
    """Read straight or field by field, a guess naming no possible player is refused, naming the field."""
    data = game_to_json(random_game(6, 2, seed=11, hit_chance=0.1))
    data["rounds"][1]["guesses"][0]["target"] = "Player\u202e 2"
    with pytest.raises(GameFileError, match=r"rounds\[1\]\.guesses\[0\]\.target"):
        game_from_json(data)
