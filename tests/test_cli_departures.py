"""``wordmastermind withdraw`` and ``takeover``: a player who stops, and a new person on a place, as a game master runs them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from wordmastermind.cli.messages import CLI
from wordmastermind.core.messages import WMM
from wordmastermind.files.i18n import render
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.sent_log import sent_reports
from wordmastermind.files.wmm.file import load_game, save_game

from test_cli import Run, csv_file, lot_round, rules_game, run  # noqa: F401  (fixtures)
from test_cli_language import wordmastermind
from test_translations import french

NAMES = ["Alfons", "Gustav", "Beatrix", "Emil", "Fritzchen"]


def second_round(game: Path, tmp_path: Path, run: Run, *, without: str = "") -> None:
    """Round 2: each player (but ``without``) guesses once at the next player's word, a word nobody has."""
    rows = [(g, NAMES[(i + 1) % len(NAMES)], "TOLLE") for i, g in enumerate(NAMES) if g != without]
    run.ok("guesses", game, "--round", 2, csv_file(tmp_path / "r2.csv", "guesser,target,word", rows))


@pytest.fixture
def played(rules_game: Path, tmp_path: Path, run: Run) -> Path:
    """The rules game with rounds 1 and 2 entered."""
    run.ok("guesses", rules_game, "--round", 1, csv_file(tmp_path / "r1.csv", "guesser,target,word",
                                                           lot_round(rules_game)))
    second_round(rules_game, tmp_path, run)
    return rules_game


def refused(run: Run, *args: object) -> str:
    """The one line a refusal prints (exit 2, nothing on standard output)."""
    code, out, err = run(*args)
    assert (code, out) == (2, ""), err
    assert err.startswith("wordmastermind: ") and len(err.splitlines()) == 1, err
    return err.removeprefix("wordmastermind: ").rstrip("\n")


# -- withdraw -------------------------------------------------------------------


def test_a_withdrawal_is_saved_said_and_taken_back(played: Path, run: Run) -> None:
    out = run.ok("withdraw", played, "Emil", "--after-round", 2)
    assert out == "Emil withdrew after round 2; their word leaves the game: the report of round 3 reveals it.\n"
    data = json.loads(played.read_text(encoding="utf-8"))
    assert data["withdrawals"] == [{"player": "Emil", "after_round": 2, "word": "leaves"}]
    assert played.with_name(played.name + ".bak").exists()  # saved as every change is, the old file kept
    standings = {p["name"]: p for p in run.evaluation(played)["players"]}
    assert (standings["Emil"]["withdrawn_after"], standings["Emil"]["word_left_after"]) == (2, 2)
    assert "withdrawn_after" not in standings["Alfons"]
    assert "withdrew after round 2, word left" in run.ok("evaluate", played)

    out = run.ok("withdraw", played, "emil", "--undo")  # any case, as names match everywhere
    assert out == "Emil plays on: the withdrawal is taken back.\n"
    assert load_game(played).withdrawals == ()
    assert "withdrawals" not in json.loads(played.read_text(encoding="utf-8"))


def test_a_word_that_stays_and_a_word_guessed_before_are_said_so(played: Path, tmp_path: Path, run: Run) -> None:
    out = run.ok("withdraw", played, "Gustav", "--after-round", 2, "--word", "stays")
    assert out == "Gustav withdrew after round 2; their word stays in play.\n"
    assert load_game(played).withdrawals[0].word == "stays"
    # Alfons's word guessed in round 3: whatever its choice, it is said guessed
    run.ok("guesses", played, "--round", 3, csv_file(tmp_path / "r3.csv", "guesser,target,word",
                                                      [("Beatrix", "Alfons", "SALAT")]))
    out = run.ok("withdraw", played, "Alfons", "--after-round", 3)
    assert out == "Alfons withdrew after round 3; their word was guessed in round 3.\n"


def test_guesses_after_the_withdrawal_are_warned_of(played: Path, run: Run) -> None:
    code, out, err = run("withdraw", played, "Emil", "--after-round", 1)
    assert code == 0
    assert out.startswith("Emil withdrew after round 1; ")
    assert err == "warning: Emil withdrew after round 1, so no guess of theirs counts from round 2 on\n"
    assert load_game(played).withdrawals[0].after_round == 1
    problems = [g["problem"] for g in run.evaluation(played)["guesses"] if g["guesser"] == "Emil" and g["round"] == 2]
    assert problems == ["Emil withdrew after round 1"]


def test_withdraw_refuses_what_cannot_be_and_changes_nothing(played: Path, run: Run) -> None:
    before = played.read_bytes()
    assert refused(run, "withdraw", played, "Emli", "--after-round", 2) == "Emli: no such player; did you mean Emil?"
    assert refused(run, "withdraw", played, "Zorro", "--after-round", 2) == (
        "Zorro: no such player; the players are Alfons, Gustav, Beatrix, Emil, Fritzchen")
    assert refused(run, "withdraw", played, "Emil", "--after-round", 3) == (
        "round 3 has not been entered yet (the game has 2 rounds)")
    assert refused(run, "withdraw", played, "Emil", "--undo") == "Emil has not withdrawn"
    assert refused(run, "withdraw", played, "Emil") == (
        "give the last round the player played with --after-round N, or --undo to take the withdrawal back")
    assert refused(run, "withdraw", played, "Emil", "--undo", "--after-round", 1) == (
        "--undo takes the withdrawal back: leave out --after-round and --word")
    code, _out, err = run("withdraw", played, "Emil", "--after-round", 0)
    assert code == 2 and "0 is not 1 or more" in err  # argparse's refusal
    code, _out, err = run("withdraw", played, "Emil", "--after-round", 1, "--word", "goes")
    assert code == 2 and "invalid choice" in err
    assert played.read_bytes() == before
    run.ok("withdraw", played, "Emil", "--after-round", 2)
    after = played.read_bytes()
    assert refused(run, "withdraw", played, "Emil", "--after-round", 2) == "Emil withdrew after round 2 already"
    assert played.read_bytes() == after


def test_a_withdrawal_before_a_round_whose_report_went_out_is_refused_unless_meant(
        played: Path, tmp_path: Path, run: Run) -> None:
    """Found by a French game master: withdrawn after round 1 once round 2's letters had gone out, a player's
    round-2 guesses silently counted nothing, and the report the players had was wrong."""
    game = load_game(played)  # round 2's report went out
    save_game(game.with_sent(sent_reports(evaluate(game), 2, "round", NAMES, "2026-12-02T09:03:00+01:00")), played)
    before = played.read_bytes()
    code, out, err = run("withdraw", played, "Emil", "--after-round", 1)
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "wordmastermind: the report of round 2 went out already: withdrawn after round 1, Emil would not have"
        " played the rounds after it that the players were told of; withdraw them after round 2",
        "  to withdraw after that round all the same (the later reports change, and a correction tells the"
        " players): --even-if-reported"]
    assert played.read_bytes() == before
    run.ok("withdraw", played, "Emil", "--after-round", 2)  # after the round the players were told of: as ever
    run.ok("withdraw", played, "Emil", "--undo")
    code, out, err = run("withdraw", played, "Emil", "--after-round", 1, "--even-if-reported")  # meant: and told
    assert code == 0 and "--correction" in out
    assert err == "warning: Emil withdrew after round 1, so no guess of theirs counts from round 2 on\n"
    assert [(w.player, w.after_round) for w in load_game(played).withdrawals] == [("Emil", 1)]


ONCE = {
    "en": ("Gustav withdrew after round 2; their word stays in play.",
           "Gustav plays on: the withdrawal is taken back.",
           "warning: Emil withdrew after round 1, so no guess of theirs counts from round 2 on",
           "the report of round 2 went out already: withdrawn after round 1, Emil would not have played the rounds"
           " after it that the players were told of; withdraw them after round 2",
           "Emil: no such player; the place is played by Otto now"),
    "de": ("Gustav hat sich nach Runde 2 zurückgezogen; das Geheimwort bleibt im Spiel.",
           "Gustav spielt weiter: der Rückzug ist zurückgenommen.",
           "Warnung: Emil hat sich nach Runde 1 zurückgezogen, daher zählt ab Runde 2 kein Rateversuch dieses"
           " Spielers mehr",
           "der Bericht der Runde 2 ging schon hinaus: nach Runde 1 zurückgezogen, hätte Emil die Runden danach, von"
           " denen die Spieler erfuhren, nicht gespielt; ziehen Sie den Spieler nach Runde 2 zurück",
           "Emil: kein solcher Spieler; den Platz spielt jetzt Otto"),
    "fr": tuple(french(text) for text in (
           "Gustav a quitté la partie après la manche 2 ; son mot reste en jeu.",
           "Gustav continue de jouer : le retrait est annulé.",
           "avertissement : Emil a quitté la partie après la manche 1 : à partir de la manche 2, aucune de ses"
           " propositions ne compte",
           "le compte rendu de la manche 2 est déjà parti : retiré après la manche 1, Emil n’aurait pas joué les"
           " manches suivantes dont les joueurs ont été informés ; retirez ce joueur après la manche 2",
           "Emil : aucun joueur de ce nom ; la place est désormais jouée par Otto")),
}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_what_withdraw_and_takeover_say_names_the_player_once(
        played: Path, run: Run, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """Found reading the command line's answers: "Gustav withdrew after round 2; Gustav's word stays in play.",
    "Gustav's withdrawal is taken back: Gustav plays on.", "Emil: no such player; Emil's place is played by Otto
    now": each named the player twice where once says it."""
    monkeypatch.setenv("LANGUAGE", language)
    stays, back, warned, reported, now = ONCE[language]
    assert run.ok("withdraw", played, "Gustav", "--after-round", 2, "--word", "stays") == stays + "\n"
    assert run.ok("withdraw", played, "Gustav", "--undo") == back + "\n"
    code, _out, err = run("withdraw", played, "Emil", "--after-round", 1)
    assert (code, err) == (0, warned + "\n")
    run.ok("withdraw", played, "Emil", "--undo")
    game = load_game(played)  # round 2's report went out: a withdrawal after round 1 is refused
    save_game(game.with_sent(sent_reports(evaluate(game), 2, "round", NAMES, "2026-12-02T09:03:00+01:00")), played)
    code, out, err = run("withdraw", played, "Emil", "--after-round", 1)
    assert (code, out, err.splitlines()[0]) == (2, "", f"wordmastermind: {reported}")
    run.ok("takeover", played, "Emil", "--by", "Otto")
    assert refused(run, "takeover", played, "Emil", "--undo") == now


def test_a_game_that_ended_takes_no_withdrawal_after_its_end(rules_game: Path, tmp_path: Path, run: Run) -> None:
    rows = [(g, t, {"Alfons": "SALAT", "Gustav": "HOSEN", "Beatrix": "TISCH", "Emil": "LAMPE",
                    "Fritzchen": "KERZE"}[t]) for g, t, _ in lot_round(rules_game)]
    run.ok("guesses", rules_game, "--round", 1, csv_file(tmp_path / "r1.csv", "guesser,target,word", rows))
    assert refused(run, "withdraw", rules_game, "Emil", "--after-round", 1) == "the game ended after round 1"


# -- takeover -------------------------------------------------------------------


def test_a_takeover_gives_the_place_a_new_name_and_address_and_is_taken_back(played: Path, run: Run) -> None:
    before = load_game(played)
    totals = {p["name"]: p["total"] for p in run.evaluation(played)["players"]}
    out = run.ok("takeover", played, "Beatrix", "--by", "Otto", "--email", "otto@example.org")
    assert out == ("Otto plays Beatrix's place from round 3; mail goes to otto@example.org.\n"
                   "Otto has had no report yet: send the report of round 2, which gives the place's word and the"
                   " next round (mail --round 2 --only Otto).\n")
    game = load_game(played)
    otto = game.players[2]
    assert (otto.name, otto.secret, otto.email) == ("Otto", "TISCH", "otto@example.org")
    assert [(t.player, t.after_round, t.before_name) for t in game.takeovers] == [("Otto", 2, "Beatrix")]
    data = json.loads(played.read_text(encoding="utf-8"))
    assert data["takeovers"] == [{"player": "Otto", "after_round": 2, "before_name": "Beatrix"}]
    # the points and the guesses stay with the place
    assert {p["name"]: p["total"] for p in run.evaluation(played)["players"]} == {
        ("Otto" if name == "Beatrix" else name): total for name, total in totals.items()}

    out = run.ok("takeover", played, "otto", "--undo")
    assert out == "Otto's takeover is taken back: Beatrix plays the place again.\n"
    game = load_game(played)
    assert game.players == before.players and game.takeovers == ()


def test_a_takeover_after_an_earlier_round_and_by_post(played: Path, run: Run) -> None:
    out = run.ok("takeover", played, "Gustav", "--by", "Käthe", "--address", "Käthe Kurz, Weg 1, 12345 Ort",
                 "--after-round", 1)
    assert out == ("Käthe plays Gustav's place from round 2; letters go to Käthe Kurz, Weg 1, 12345 Ort.\n"
                   "Käthe has had no report yet: send the report of round 1, which gives the place's word and the"
                   " next round (letters --round 1 --only Käthe).\n")
    out = run.ok("takeover", played, "Käthe", "--by", "Lotte", "--after-round", 2)
    assert out == "Lotte plays Käthe's place from round 3; no address is known: no mail or letter goes out to them.\n"
    assert [t.before_name for t in load_game(played).takeovers] == ["Gustav", "Käthe"]
    # the place's earlier name points to its name now
    assert refused(run, "takeover", played, "Gustav", "--undo") == "Gustav: no such player; the place is played by Lotte now"
    run.ok("takeover", played, "Lotte", "--undo")
    assert load_game(played).players[1].name == "Käthe"


def test_takeover_refuses_what_cannot_be_and_changes_nothing(played: Path, run: Run) -> None:
    before = played.read_bytes()
    assert refused(run, "takeover", played, "Beatrice", "--by", "Otto") == (
        "Beatrice: no such player; did you mean Beatrix?")
    assert refused(run, "takeover", played, "Beatrix", "--by", "gustav") == "Gustav is a player already"
    assert refused(run, "takeover", played, "Beatrix", "--by", "Otto", "--after-round", 3) == (
        "round 3 has not been entered yet (the game has 2 rounds)")
    assert refused(run, "takeover", played, "Beatrix", "--by", "Otto", "--email", "otto(at)example.org") == (
        "--email: not a valid e-mail address: 'otto(at)example.org'")
    assert refused(run, "takeover", played, "Beatrix", "--undo") == "nobody has taken over Beatrix's place"
    assert refused(run, "takeover", played, "Beatrix") == (
        "give the new player's name with --by NEW-NAME, or --undo to take the takeover back")
    assert refused(run, "takeover", played, "Beatrix", "--undo", "--by", "Otto") == (
        "--undo takes the latest takeover back: leave out --by, --email, --address and --after-round")
    assert played.read_bytes() == before
    run.ok("withdraw", played, "Emil", "--after-round", 2)
    after = played.read_bytes()
    assert refused(run, "takeover", played, "Emil", "--by", "Otto") == (
        "Emil withdrew after round 2: take the withdrawal back first")
    assert played.read_bytes() == after


def test_help_is_there_for_both(run: Run) -> None:
    for command in ("withdraw", "takeover"):
        code, out, _ = run(command, "--help")
        assert code == 0 and out.startswith("usage: wordmastermind " + command)
        assert "--undo" in out and "--after-round" in out


# -- in German ------------------------------------------------------------------


@pytest.fixture
def german_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    run = Run(capsys)
    roster = csv_file(tmp_path / "roster.csv", "name,secret", [(n, s) for n, s in zip(
        NAMES, ["Salat", "Hosen", "Tisch", "Lampe", "Kerze"])])
    game = tmp_path / "spiel.wmm"
    run.new(game, "--roster", roster, "--language", "de", unknown=("Gustav's secret word HOSEN: plural of HOSE",))
    run.ok("lot", game, "--seed", 1)
    run.ok("guesses", game, "--round", 1, csv_file(tmp_path / "r1.csv", "guesser,target,word", lot_round(game)))
    return game


def test_the_commands_speak_the_language_lang_asks_for(tmp_path: Path, german_game: Path) -> None:
    german = {"LANG": "de_DE.UTF-8"}
    done = wordmastermind(tmp_path, german, "withdraw", german_game, "Emli", "--after-round", 1)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "wordmastermind: Emli: kein solcher Spieler; meinten Sie Emil?\n"
    done = wordmastermind(tmp_path, german, "withdraw", german_game, "Emil", "--after-round", 1)
    assert done.returncode == 0, done.stderr
    said = CLI.say("cli.withdraw.done", name="Emil", round=1,
                   fate=WMM.say("departure.their_word_leaves", next=2))
    assert done.stdout == render(said, "de") + "\n"
    done = wordmastermind(tmp_path, german, "withdraw", german_game, "Emil", "--after-round", 1)
    assert done.returncode == 2
    assert done.stderr == f"wordmastermind: {render(WMM.say('departure.withdrawn', name='Emil', round=1), 'de')}\n"
    done = wordmastermind(tmp_path, german, "takeover", german_game, "Beatrix", "--by", "Otto", "--email",
                          "otto@example.org")
    assert done.returncode == 0, done.stderr
    said = CLI.say("cli.takeover.mail", by="Otto", name="Beatrix", round=2, email="otto@example.org")
    hint = CLI.say("cli.takeover.send", by="Otto", round=1, command="mail --round 1 --only Otto")
    assert done.stdout == render(said, "de") + "\n" + render(hint, "de") + "\n"
    done = wordmastermind(tmp_path, german, "withdraw", "--help")
    assert done.returncode == 0 and "Optionen" in done.stdout  # argparse's words in German too


@pytest.mark.parametrize(("players", "seed", "name", "said", "warning", "over"), [
    # there is no round 2 to report: the final report, round 1's, reveals the word
    (6, 1, "Player 001", "the report of round 1, the final one, reveals it.",
     "withdrawn after round 1, Player 001 ends the game with it: too few words are left in play; round 1's report"
     " is the final one, naming the winner and every secret word", 1),
    # over after round 3, not after round 4 as played: it said "withdrawn after round 3, … ends the game with it"
    (5, 2, "Player 004", "the report of round 2 reveals it.",
     "withdrawn after round 1, Player 004 ends the game after round 3: too few words are left in play then; round"
     " 3's report is the final one, naming the winner and every secret word", 3),
])
def test_a_withdrawal_that_ends_the_game_says_so(
        tmp_path: Path, run: Run, players: int, seed: int, name: str, said: str, warning: str, over: int) -> None:
    """Found in the app: a withdrawal left too few words in play and ended the game, unsaid; found with random
    games: the game it ended some rounds later was said to end with the round it was withdrawn after."""
    from wordmastermind.core.wmm.simulate import random_game

    game = tmp_path / "g.wmm"
    save_game(random_game(players=players, rounds=30, seed=seed, hit_chance=0.3), game)
    code, out, err = run("withdraw", game, name, "--after-round", 1)
    assert code == 0, err
    assert out == f"{name} withdrew after round 1; their word leaves the game: {said}\n"
    assert f"warning: {warning}" in err.splitlines()
    assert evaluate(load_game(game)).game_over_after == over


@pytest.mark.parametrize(("env", "said"), [
    ({"LANG": "de_DE.UTF-8"}, "Player 001 hat sich nach Runde 1 zurückgezogen; das Geheimwort scheidet aus"
                              " dem Spiel aus: der Bericht von Runde 1, der Schlussbericht, nennt es."),
    ({"LANG": "nl_NL.UTF-8"}, "Player 001 heeft zich na ronde 1 teruggetrokken; het geheime woord gaat uit"
                              " het spel: het verslag van ronde 1, het eindverslag, maakt het bekend."),
    ({"LANG": "fr_FR.UTF-8"}, french("Player 001 a quitté la partie après la manche 1 ; son mot quitte"
                                     " le jeu : le compte rendu de la manche 1, le compte rendu final, le révèle.")),
])
def test_a_withdrawal_that_ends_the_game_names_the_final_report_in_every_language(
        tmp_path: Path, env: dict[str, str], said: str) -> None:
    """Found in play: a withdrawal that ended the game said "the report of round 2 reveals it", a round that
    never comes; the game master's language says which report does."""
    from wordmastermind.core.wmm.simulate import random_game

    game = tmp_path / "g.wmm"
    save_game(random_game(players=6, rounds=30, seed=1, hit_chance=0.3), game)  # over after round 2 as played
    done = wordmastermind(tmp_path, env, "withdraw", game, "Player 001", "--after-round", 1)
    assert done.returncode == 0, done.stderr
    assert done.stdout == said + "\n"


def test_a_withdrawal_evaluates_the_game_before_and_after_it_once_each(
        played: Path, run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    """Found measuring a game of 100 players and 40 rounds: one withdrawal evaluated the whole game four times
    (five where a report had gone out), a quarter of a second each; what it says needs the game as it was and
    as it is, each once."""
    import wordmastermind.core.wmm.evaluation as evaluation

    game = load_game(played)  # round 2's report went out: whether a correction is owed is said too
    save_game(game.with_sent(sent_reports(evaluate(game), 2, "round", NAMES, "2026-12-02T09:03:00+01:00")), played)
    evaluated: list[int] = []

    def counted(game: Any, upto: int | None = None, previous: Any = None) -> Any:
        evaluated.append(len(game.withdrawals))
        return evaluate(game, upto, previous)

    monkeypatch.setattr(evaluation, "evaluate", counted)
    code, out, err = run("withdraw", played, "Emil", "--after-round", 2)
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "Emil withdrew after round 2; their word leaves the game: the report of round 3 reveals it.",
        "Round 2's report went out before this change: tell the players with mail --round 2 --correction (by post:"
        " letters --round 2 --correction)."]
    assert sorted(evaluated) == [0, 1]  # the game without the withdrawal and with it
