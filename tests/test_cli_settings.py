"""``settings``: a game's settings shown and changed from the command line, as the app's Game page changes them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from test_cli import RULES_ROSTER, Run, csv_file, lot_round, run  # noqa: F401  (run: the fixture)
from test_cli_language import wordmastermind
from test_translations import french
from wordmastermind.core.wmm.game import Guess, Round, Settings
from wordmastermind.files.wmm.file import load_game, save_game


@pytest.fixture
def dutch_club(tmp_path: Path, run: Run) -> Path:
    """A game with Dutch reports, made as a Dutch club makes it: its words are German nouns all the same."""
    game = tmp_path / "club.wmm"
    run.new(game, "--roster", csv_file(tmp_path / "roster.csv", "name,secret", RULES_ROSTER),
           "--language", "nl")
    return game


def test_settings_prints_the_games_settings(dutch_club: Path, run: Run) -> None:
    assert run.ok("settings", dutch_club) == (
        f"Settings of {dutch_club}:\n"
        "  Title:         club\n"
        "  Word length:   5 letters\n"
        "  Umlauts and ß: not allowed (A-Z only)\n"
        "  Reports show:  marks (+ and o)\n"
        "  Reports in:    Dutch\n"
        "  Word language: German nouns\n"
        "  Mails carry:   no attachment\n"
    )
    assert json.loads(run.ok("settings", dutch_club, "--json")) == {
        "title": "club", "word_length": 5, "umlauts": False, "points_only": False, "language": "nl",
        "word_language": "de", "word_language_chosen": True, "attachment": "none", "changed": [], "told": None,
        "warnings": [],
    }


def test_settings_changes_what_the_options_say_and_prints_what_changed(dutch_club: Path, run: Run) -> None:
    code, out, err = run("settings", dutch_club, "--title", " Herfstspel 2026 ", "--words", "nl", "--points-only",
                         "--attach", "pdf", "--umlauts")
    assert code == 0 and err == (  # Fritzchen's German KERZE is no Dutch word: said, and the change made
        "warning: the word lists (Dutch words) do not know 1 secret word; the game keeps it all the same:\n"
        "  Fritzchen's secret word KERZE: not a known word\n")
    assert out == (
        f"{dutch_club}: settings changed:\n"
        "  Title:         club → Herfstspel 2026\n"
        "  Umlauts and ß: not allowed (A-Z only) → allowed\n"
        "  Reports show:  marks (+ and o) → points only (KP)\n"
        "  Word language: German nouns → Dutch words\n"
        "  Mails carry:   no attachment → the report as PDF\n"
    )
    assert load_game(dutch_club).settings == Settings("Herfstspel 2026", 5, True, True, "nl", "pdf", "nl")
    changed = json.loads(run.ok("settings", dutch_club, "--no-points-only", "--language", "de", "--attach", "none",
                                "--json"))
    assert changed["changed"] == ["points_only", "language", "attachment"]
    assert load_game(dutch_club).settings == Settings("Herfstspel 2026", 5, True, False, "de", "", "nl")
    run.ok("lot", dutch_club, "--seed", 1)  # the game plays on with them


def test_settings_as_they_are_already_writes_nothing(dutch_club: Path, run: Run) -> None:
    before = dutch_club.stat().st_mtime_ns, dutch_club.read_bytes()
    out = run.ok("settings", dutch_club, "--language", "nl", "--words", "de", "--attach", "none")
    assert out.startswith(f"{dutch_club}: the settings are so already; nothing written:\n  Title:")
    assert (dutch_club.stat().st_mtime_ns, dutch_club.read_bytes()) == before


def test_what_the_core_refuses_is_refused_and_nothing_written(dutch_club: Path, run: Run) -> None:
    before = dutch_club.read_bytes()
    assert run.fails("settings", dutch_club, "--length", 16, "--title", "Neu") == (
        "wordmastermind: word length 16 is outside 2 to 15; nothing written\n")
    assert run.fails("settings", dutch_club, "--title", "Herfst\nspel") == (
        "wordmastermind: the title is one line: it holds a line break; nothing written\n")
    code, _out, err = run("settings", dutch_club, "--words", "en")  # there are no English word lists
    assert code == 2 and "--words" in err and "'en'" in err
    assert dutch_club.read_bytes() == before


def test_a_word_length_the_secret_words_do_not_have_is_refused_naming_them(dutch_club: Path, run: Run) -> None:
    before = dutch_club.read_bytes()
    assert run.fails("settings", dutch_club, "--length", 6, "--points-only").splitlines() == [
        "wordmastermind: 5 secret words or guesses of the game would not fit 6 letters, A-Z; nothing written",
        "  row 1, secret: SALAT has 5 letters, the game needs 6",
        "  row 2, secret: MOTEL has 5 letters, the game needs 6",
        "  row 3, secret: TISCH has 5 letters, the game needs 6",
        "  row 4, secret: LAMPE has 5 letters, the game needs 6",
        "  row 5, secret: KERZE has 5 letters, the game needs 6",
        "  to play with other word rules, make the game again (new GAME --roster FILE --force with --length N or"
        " --umlauts) with secret words that fit them",
    ]
    assert dutch_club.read_bytes() == before


def test_umlauts_a_guess_has_stay_allowed(tmp_path: Path, run: Run) -> None:
    game = tmp_path / "game.wmm"
    run.new(game, "--roster", csv_file(tmp_path / "roster.csv", "name,secret", RULES_ROSTER), "--umlauts")
    run.ok("lot", game, "--seed", 1)
    guesses = lot_round(game)
    guesses[2] = (*guesses[2][:2], "BÄREN")
    run.ok("guesses", game, "--round", 1, csv_file(tmp_path / "r1.csv", "guesser,target,word", guesses))
    before = game.read_bytes()
    guesser, target, _word = guesses[2]
    assert run.fails("settings", game, "--no-umlauts").splitlines()[:2] == [
        "wordmastermind: 1 secret word or guess of the game would not fit 5 letters, A-Z; nothing written",
        f"  round 1, row 3 ({guesser} at {target}: BÄREN): BÄREN: Ä is not allowed (this game allows only A-Z)",
    ]
    assert game.read_bytes() == before


def reported_game(tmp_path: Path, run: Run, first_word: str) -> Path:
    """A game whose round 1 report went out by mail: the round's first guess ``first_word``, the others TOLLE."""
    roster = [(name, secret, f"{name.lower()}@example.org") for name, secret in RULES_ROSTER]
    game = tmp_path / "game.wmm"
    run.new(game, "--roster", csv_file(tmp_path / "roster.csv", "name,secret,email", roster))
    run.ok("lot", game, "--seed", 1)
    rows = lot_round(game)
    marked = load_game(game).with_round(1, Round(tuple(Guess(g, t, first_word if i == 0 else w)
                                                       for i, (g, t, w) in enumerate(rows))))
    save_game(marked, game)
    run.ok("mail", game, "--round", 1, "--from", "gm@example.org", "--eml", tmp_path / "mails")
    return game


def test_allowing_umlauts_after_a_report_went_out_says_to_send_a_correction(tmp_path: Path, run: Run) -> None:
    """A guess entered marked for its Ä (taken from a mail as it was) counts once umlauts are allowed: the
    report of its round that went out says otherwise."""
    game = reported_game(tmp_path, run, "BÄREN")
    assert run.ok("settings", game, "--language", "de") == (  # the reports say the same in German
        f"{game}: settings changed:\n  Reports in: English → German\n")
    told = ("Round 1's report went out before this change: tell the players with mail --round 1 --correction"
            " (by post: letters --round 1 --correction).")
    before = game.read_bytes()
    assert run.ok("settings", game, "--umlauts").splitlines()[-1] == told
    game.write_bytes(before)  # a script is told so in the JSON (it printed the line after it, which broke it)
    assert json.loads(run.ok("settings", game, "--umlauts", "--json"))["told"] == {
        "code": "cli.told.changed", "params": {"round": "1"}, "text": told}


@pytest.mark.parametrize("first_word", ["BÄREN", "BAREN"])
def test_settings_that_the_evaluation_does_not_read_evaluate_nothing(
        tmp_path: Path, run: Run, monkeypatch: pytest.MonkeyPatch, first_word: str) -> None:
    """Only the word rules change what a game's evaluation gives: changing anything else evaluates nothing (a
    game of 100 players and 40 rounds whose reports went out took seconds of looking through the log of what
    went out, for a title). Umlauts allowed where no guess has one evaluate the game to check its guesses, but
    leave every report as it was: nothing is looked for in the log then."""
    from wordmastermind.core.wmm import evaluation, sent_log

    game = reported_game(tmp_path, run, first_word)
    done: list[str] = []
    evaluate, changed_rounds = evaluation.evaluate, sent_log.changed_rounds
    monkeypatch.setattr(evaluation, "evaluate", lambda *a, **k: done.append("evaluated") or evaluate(*a, **k))
    monkeypatch.setattr(sent_log, "changed_rounds", lambda *a: done.append("log read") or changed_rounds(*a))
    assert run.ok("settings", game, "--title", "Herbst", "--language", "de", "--attach", "pdf",
                  "--points-only").startswith(f"{game}: settings changed:\n")
    assert run("settings", game, "--words", "nl")[0] == 0  # the lists warn of the secret words: no evaluation
    assert done == []
    told = run.ok("settings", game, "--umlauts")
    if first_word == "BAREN":  # no report changes: evaluated once each way to check the guesses, no more
        assert done == ["evaluated", "evaluated"] and "correction" not in told
    else:  # BÄREN counts now: round 1's report says otherwise
        assert done == ["evaluated", "evaluated", "log read", "log read"] and "--correction" in told


def test_a_game_that_chose_no_word_language_says_its_words_follow_the_reports(tmp_path: Path, run: Run) -> None:
    """A file from before the word language: its words are in its reports' language, and change with it."""
    game = tmp_path / "old.wmm"
    run.new(game, "--roster", csv_file(tmp_path / "roster.csv", "name,secret", RULES_ROSTER))
    save_game(load_game(game).with_settings(Settings("old", language="en")), game)
    assert "  Word language: German nouns, as the reports' language has it (none chosen: they follow it)\n" in (
        run.ok("settings", game))
    code, out, err = run("settings", game, "--language", "nl")
    assert code == 0 and err.splitlines() == [  # the words follow the reports: Dutch words now
        "warning: the word lists (Dutch words) do not know 1 secret word; the game keeps it all the same:",
        "  Fritzchen's secret word KERZE: not a known word"]
    assert out.splitlines()[1:] == [
        "  Reports in:    English → Dutch",
        "  Word language: German nouns, as the reports' language has it (none chosen: they follow it)"
        " → Dutch words, as the reports' language has it (none chosen: they follow it)",
    ]
    assert run.ok("settings", game, "--words", "nl").splitlines()[1:] == [  # chosen now: kept whatever the reports
        "  Word language: Dutch words, as the reports' language has it (none chosen: they follow it) → Dutch words"]
    assert json.loads(run.ok("settings", game, "--json"))["word_language_chosen"] is True


@pytest.mark.parametrize(("lang", "expected"), [
    ("de_DE.UTF-8", ["Einstellungen von club.wmm:", "  Titel:                club", "  Wortlänge:            5 Buchstaben",
                     "  Umlaute und ß:        nicht erlaubt (nur A–Z)", "  Berichte zeigen:      Wertungen (+ und o)",
                     "  Sprache der Berichte: Niederländisch", "  Wortsprache:          deutsche Substantive",
                     "  Anhang der Mails:     kein Anhang"]),
    ("nl_NL.UTF-8", ["Instellingen van club.wmm:", "  Titel:                 club",
                     "  Woordlengte:           5 letters", "  Umlauten en ß:         niet toegestaan (alleen A–Z)",
                     "  Verslagen tonen:       tekens (+ en o)", "  Taal van de verslagen: Nederlands",
                     "  Woordtaal:             Duitse zelfstandige naamwoorden",
                     "  Bijlage van de mails:  geen bijlage"]),
    ("fr_FR.UTF-8", [french(line) for line in (
        "Réglages de club.wmm :", "  Titre :                      club",
        "  Longueur des mots :          5 lettres", "  Trémas et ß :                interdits (A–Z seulement)",
        "  Les rapports montrent :      les marques (+ et o)", "  Langue des rapports :        néerlandais",
        "  Langue des mots :            noms allemands",
        "  Pièce jointe des courriels : aucune pièce jointe")]),
])
def test_the_settings_are_said_in_the_users_language(tmp_path: Path, lang: str, expected: list[str]) -> None:
    roster = csv_file(tmp_path / "roster.csv", "name,secret", RULES_ROSTER)
    made = wordmastermind(tmp_path, {"LANG": lang}, "new", "club.wmm", "--roster", roster, "--language", "nl")
    assert made.returncode == 0, made.stderr
    shown = wordmastermind(tmp_path, {"LANG": lang}, "settings", "club.wmm")
    assert shown.stdout.splitlines() == expected, shown.stderr
    if lang.startswith("de"):
        assert made.stdout == ("club.wmm: neue Partie mit 5 Spielern (5 Buchstaben, A–Z; deutsche Substantive;"
                               " Berichte auf Niederländisch)\n")
        changed = wordmastermind(tmp_path, {"LANG": lang}, "settings", "club.wmm", "--length", "4")
        assert changed.returncode == 1 and changed.stderr.splitlines()[:2] == [
            "wordmastermind: 5 Geheimwörter oder Rateversuche der Partie würden nicht zu 4 Buchstaben, A–Z passen;"
            " nichts geschrieben",
            "  Zeile 1, Geheimwort: SALAT hat 5 Buchstaben, die Partie verlangt 4",
        ]
        helped = wordmastermind(tmp_path, {"LANG": lang}, "settings", "--help")
        assert "Ohne Option die Einstellungen der Partie ausgeben" in " ".join(helped.stdout.split())


# -- a word language whose lists do not know a secret word: warned of, the change made --------------------------

GERMAN_SECRETS = [("Alfons", "Salat"), ("Gustav", "Birne"), ("Beatrix", "Tisch"), ("Emil", "Sahne"),
                  ("Fritzchen", "Kerze")]
"""German nouns all; the real lists of Dutch words know SALAT, TISCH and SAHNE, those of French SALAT and TISCH."""


@pytest.fixture
def german_game(tmp_path: Path, run: Run) -> Path:
    """A game of German nouns under way: the lot drawn, round 1 played."""
    game = tmp_path / "herbst.wmm"
    run.new(game, "--roster", csv_file(tmp_path / "roster.csv", "name,secret", GERMAN_SECRETS), unknown=())
    run.ok("lot", game, "--seed", 1)
    run.ok("guesses", game, "--round", 1, csv_file(tmp_path / "r1.csv", "guesser,target,word", lot_round(game)))
    return game


def test_new_word_lists_that_do_not_know_a_secret_word_are_warned_of_and_the_change_made(
        german_game: Path, run: Run) -> None:
    """The word lists the test run built (the real ones): the app's roster marks such a word; settings said
    nothing of them."""
    code, out, err = run("settings", german_game, "--words", "nl")
    assert code == 0 and out == f"{german_game}: settings changed:\n  Word language: German nouns → Dutch words\n"
    assert err.splitlines() == [
        "warning: the word lists (Dutch words) do not know 2 secret words; the game keeps them all the same:",
        "  Gustav's secret word BIRNE: not a known word",
        "  Fritzchen's secret word KERZE: not a known word",
    ]
    assert load_game(german_game).settings.word_language == "nl"  # the game master decides
    code, out, err = run("settings", german_game, "--words", "fr", "--json")
    assert (code, err) == (0, "")  # a script gets them as data, with the rest of the answer
    answer = json.loads(out)
    assert answer["word_language"] == "fr" and answer["changed"] == ["word_language"] and answer["told"] is None
    assert answer["warnings"] == [{
        "code": "cli.unknown_secrets", "params": {"count": "3", "words": "French words"},
        "text": "the word lists (French words) do not know 3 secret words; the game keeps them all the same:",
        "details": [{"code": "cli.unknown_secret", "params": {"player": name, "word": word, "reason": "not a known word"},
                     "text": f"{name}'s secret word {word}: not a known word"}
                    for name, word in (("Gustav", "BIRNE"), ("Emil", "SAHNE"), ("Fritzchen", "KERZE"))],
    }]
    assert run.ok("settings", german_game, "--words", "de").endswith("French words → German nouns\n")
    assert run.ok("settings", german_game, "--words", "de", "--title", "Herbst")  # the same lists: nothing to say


def test_a_secret_word_the_game_master_accepted_is_not_warned_of(german_game: Path, run: Run) -> None:
    save_game(load_game(german_game).with_accepted("Kerze"), german_game)  # as the app's roster accepts it
    code, _out, err = run("settings", german_game, "--words", "nl")
    assert code == 0 and err.splitlines() == [
        "warning: the word lists (Dutch words) do not know 1 secret word; the game keeps it all the same:",
        "  Gustav's secret word BIRNE: not a known word",
    ]


@pytest.mark.parametrize(("lang", "words", "expected"), [
    ("de_DE.UTF-8", "nl", ["Warnung: die Wortlisten (niederländische Wörter) kennen 2 Geheimwörter nicht; die Partie"
                           " behält sie trotzdem:", "  das Geheimwort von Gustav, BIRNE: kein bekanntes Wort",
                           "  das Geheimwort von Fritzchen, KERZE: kein bekanntes Wort"]),
    ("nl_NL.UTF-8", "fr", ["waarschuwing: de woordenlijsten (Franse woorden) kennen 3 geheime woorden niet; het"
                           " spel houdt ze toch:", "  het geheime woord van Gustav, BIRNE: geen bekend woord",
                           "  het geheime woord van Emil, SAHNE: geen bekend woord",
                           "  het geheime woord van Fritzchen, KERZE: geen bekend woord"]),
    ("fr_FR.UTF-8", "nl", [french(line) for line in (
        "avertissement : les listes de mots (mots néerlandais) ne connaissent pas 2 mots secrets ; la partie les"
        " garde quand même :", "  le mot secret de Gustav, BIRNE : mot inconnu",
        "  le mot secret de Fritzchen, KERZE : mot inconnu")]),
])
def test_the_unknown_secret_words_are_said_in_the_users_language(
        german_game: Path, tmp_path: Path, lang: str, words: str, expected: list[str]) -> None:
    changed = wordmastermind(tmp_path, {"LANG": lang}, "settings", german_game.name, "--words", words)
    assert changed.returncode == 0 and changed.stderr.splitlines() == expected, changed.stderr
