"""The command line, driven as a game master would drive it."""

from __future__ import annotations

import dataclasses
import json
import re
import subprocess
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from wordmastermind.cli.entry import main
from wordmastermind.core.wmm.scoring import words_guessed_at_end
from wordmastermind.files.wmm.file import load_game

RULES_ROSTER = [
    ("Alfons", "Salat"),
    ("Gustav", "Motel"),
    ("Beatrix", "Tisch"),
    ("Emil", "Lampe"),
    ("Fritzchen", "Kerze"),
]


class Run:
    def __init__(self, capsys: pytest.CaptureFixture[str]) -> None:
        self.capsys = capsys

    def __call__(self, *args: object) -> tuple[int, str, str]:
        code = 0
        try:
            main([str(a) for a in args])
        except SystemExit as exit_:
            code = int(exit_.code or 0)
        out, err = self.capsys.readouterr()
        return code, out, err

    def ok(self, *args: object) -> str:
        code, out, err = self(*args)
        assert (code, err) == (0, ""), err
        return out

    def fails(self, *args: object) -> str:
        code, out, err = self(*args)
        assert code == 1
        assert out == ""
        assert err.startswith("wordmastermind: ")
        return err

    def evaluation(self, game: Path, *more: object) -> dict[str, Any]:
        return json.loads(self.ok("evaluate", game, "--json", *more))  # type: ignore[no-any-return]

    def new(self, *args: object, unknown: tuple[str, ...] = (), words: str = "German nouns") -> str:
        """``new`` with ``args``, which makes the game: its output. It warns of the secret words ``unknown`` (what
        each line says), which the word lists (``words``) do not know, and of nothing else: by default of none, as
        the rules example's secrets are all nouns the lists know in the singular."""
        code, out, err = self("new", *args)
        assert (code, err) == (0, unknown_secrets(*unknown, words=words)), err
        return out


def unknown_secrets(*lines: str, words: str = "German nouns") -> str:
    """What ``new`` says on stderr of the secret words that the word lists do not know, ``lines`` saying each (the
    real lists the run built); nothing for none."""
    if not lines:
        return ""
    count = f"{len(lines)} secret words; the game keeps them" if len(lines) > 1 else "1 secret word; the game keeps it"
    return (f"warning: the word lists ({words}) do not know {count} all the same:\n"
            + "".join(f"  {line}\n" for line in lines))


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Run:
    return Run(capsys)


def csv_file(path: Path, header: str, rows: list[tuple[str, ...]]) -> Path:
    path.write_text("\n".join([header, *(",".join(r) for r in rows)]) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def rules_game(tmp_path: Path, run: Run) -> Path:
    roster = csv_file(tmp_path / "roster.csv", "name,secret", RULES_ROSTER)
    game = tmp_path / "game.wmm"
    run.new(game, "--roster", roster, "--title", "Regelbeispiel")
    run.ok("lot", game, "--seed", 1)
    return game


def lot_round(game: Path, word: str = "TOLLE") -> list[tuple[str, str, str]]:
    lot = load_game(game).lot
    assert lot is not None
    return [(g, t, word) for g, targets in lot.assignment for t in targets]


def test_mark_prints_the_rules_examples(run: Run) -> None:
    assert [run.ok("mark", "SALAT", w).strip() for w in ["SAHNE", "tolle", " ATLAS ", "Salsa"]] == [
        "++", "+o", "++ooo", "+++o"
    ]
    assert run.ok("mark", "SALAT", "HOCKE").strip() == "-"
    assert "SALATE has 6 letters" in run.fails("mark", "SALAT", "SALATE")


def test_help_is_there_for_every_command(run: Run) -> None:
    for command in ["mark", "new", "settings", "lot", "guesses", "notes", "evaluate", "report", "mail", "check",
                    "candidates", "score", "gui"]:
        code, out, _ = run(command, "--help")
        assert code == 0
        assert out.startswith("usage: wordmastermind " + command)


def test_the_installed_command_runs(tmp_path: Path) -> None:
    script = Path(sys.executable).parent / "wordmastermind"
    out = subprocess.run([script, "mark", "SALAT", "ATLAS"], capture_output=True, text=True, check=True)
    assert out.stdout == "++ooo\n"


def test_new_lists_every_bad_roster_row_and_writes_nothing(tmp_path: Path, run: Run) -> None:
    roster = csv_file(
        tmp_path / "roster.csv",
        "Name;Geheimwort".replace(";", ","),
        [("Alfons", "Salat"), ("alfons", "Hosen"), ("", "Tisch"), ("Emil", "Lamp"), ("Jörg", "Bären")],
    )
    err = run.fails("new", tmp_path / "g.wmm", "--roster", roster)
    lines = err.splitlines()
    assert lines[0] == f"wordmastermind: {roster}: the roster cannot start a game: 4 problems; no game written"
    assert lines[1:] == [
        "  line 3, name: alfons is already line 2 (names must differ, ignoring case)",
        "  line 4, name: no name given",
        "  line 5, secret: LAMP has 4 letters, the game needs 5",
        "  line 6, secret: BÄREN: Ä is not allowed (this game allows only A-Z)",
    ]
    assert not (tmp_path / "g.wmm").exists()


def test_new_refuses_fewer_than_four_players_and_an_existing_file(tmp_path: Path, run: Run) -> None:
    roster = csv_file(tmp_path / "r.csv", "name,secret", RULES_ROSTER[:3])
    assert "the game needs at least 4 players, this roster has 3" in run.fails(
        "new", tmp_path / "g.wmm", "--roster", roster
    )
    (tmp_path / "g.wmm").write_text("precious")
    roster = csv_file(tmp_path / "r.csv", "name,secret", RULES_ROSTER)
    assert "exists already" in run.fails("new", tmp_path / "g.wmm", "--roster", roster)
    assert (tmp_path / "g.wmm").read_text() == "precious"


def test_umlauts_and_length_options(tmp_path: Path, run: Run) -> None:
    roster = csv_file(
        tmp_path / "r.csv", "name,secret",
        [("Jörg", "Straße"), ("Änne", "Bärtig"), ("Ute", "Käfige"), ("Ole", "Möhren")],
    )
    run.new(tmp_path / "g.wmm", "--roster", roster, "--length", 6, "--umlauts", unknown=(
        "Änne's secret word BÄRTIG: not a known noun", "Ute's secret word KÄFIGE: plural of KÄFIG",
        "Ole's secret word MÖHREN: plural of MÖHRE"))
    game = load_game(tmp_path / "g.wmm")
    assert game.settings.word_length == 6 and game.settings.umlauts
    assert game.players[0].secret == "STRAẞE"


def test_lot_is_balanced_recorded_and_not_redrawn_by_accident(rules_game: Path, run: Run) -> None:
    lot = load_game(rules_game).lot
    assert lot is not None and lot.seed == 1
    targets = [t for _, ts in lot.assignment for t in ts]
    assert sorted(targets) == sorted(n for n, _ in RULES_ROSTER)
    assert "the lot is drawn already (seed 1)" in run.fails("lot", rules_game, "--seed", 2)
    out = run.ok("lot", rules_game, "--seed", 2, "--redraw")
    assert out.startswith("Round 1 by lot (seed 2), 1 guess each:")
    assert load_game(rules_game).lot.seed == 2  # type: ignore[union-attr]


def test_round_one_must_follow_the_lot(tmp_path: Path, rules_game: Path, run: Run) -> None:
    before = rules_game.read_bytes()
    rows = lot_round(rules_game)
    guesser, target, _ = rows[0]
    other = next(n for n, _ in RULES_ROSTER if n not in (guesser, target))
    bad = csv_file(tmp_path / "r1.csv", "guesser,target,word", [(guesser, other, "TOLLE"), *rows[1:]])
    err = run.fails("guesses", rules_game, "--round", 1, bad)
    assert f"line 2: in round 1 the lot lets {guesser} guess at {target}, not at {other}" in err
    assert rules_game.read_bytes() == before


def test_a_round_with_bad_rows_lists_all_and_writes_nothing(tmp_path: Path, rules_game: Path, run: Run) -> None:
    run.ok("guesses", rules_game, "--round", 1, csv_file(tmp_path / "r1.csv", "guesser,target,word", lot_round(rules_game)))
    before = rules_game.read_bytes()
    bad = csv_file(
        tmp_path / "r2.csv",
        "Rater,Ziel,Wort",
        [
            ("Alfons", "Alfons", "TASSE"),
            ("Gustav", "Zorro", "TASSE"),
            ("Beatrix", "Alfons", "TOL"),
            ("emil ", "ALFONS", "SAHNE"),
            ("Emil", "Gustav", "SAHNE"),
            ("Fritzchen", "Alfons", "SALÄT"),
        ],
    )
    err = run.fails("guesses", rules_game, "--round", 2, bad)
    assert err.splitlines() == [
        f"wordmastermind: {bad}: round 2 breaks the rules: 5 problems; nothing written",
        "  line 2: Alfons cannot guess at their own word",
        "  line 3: Zorro is not a player",
        "  line 4: TOL has 3 letters, the game needs 5",
        "  line 6: Emil already has 1 guess in this round",
        "  line 7: SALÄT: Ä is not allowed (this game allows only A-Z)",
    ]
    assert rules_game.read_bytes() == before


def test_a_guess_made_twice_names_the_line_of_the_first_in_the_file(
        tmp_path: Path, rules_game: Path, run: Run) -> None:
    """The file's first line is its header: the first guess is on line 2, as the spreadsheet shows it."""
    run.ok("guesses", rules_game, "--round", 1, csv_file(tmp_path / "r1.csv", "guesser,target,word", lot_round(rules_game)))
    twice = csv_file(tmp_path / "r2.csv", "guesser,target,word",
                     [("Emil", "Gustav", "SAHNE"), ("Alfons", "Beatrix", "TASSE"), ("Emil", "Gustav", "SALSA")])
    assert run.fails("guesses", rules_game, "--round", 2, twice).splitlines()[1:] == [
        "  line 4: Emil already guesses at Gustav in this round (line 2)"]


def test_rounds_come_in_order(tmp_path: Path, rules_game: Path, run: Run) -> None:
    empty = csv_file(tmp_path / "r.csv", "guesser,target,word", [])
    assert "round 3 needs round 1 first (the game has no rounds yet)" in run.fails(
        "guesses", rules_game, "--round", 3, empty
    )


def test_a_round_file_with_a_header_alone_wipes_no_round(tmp_path: Path, rules_game: Path, run: Run) -> None:
    from wordmastermind.files.wmm.imports import preview_guesses

    round1 = csv_file(tmp_path / "r1.csv", "guesser,target,word", lot_round(rules_game, "QQQQQ"))
    run.ok("guesses", rules_game, "--round", 1, round1)
    before = rules_game.read_bytes()
    empty = csv_file(tmp_path / "r.csv", "guesser,target,word", [])
    err = run.fails("guesses", rules_game, "--round", 1, empty)
    assert err == f"wordmastermind: {empty}: there are no guesses to import; nothing written\n"
    assert rules_game.read_bytes() == before
    preview = preview_guesses(empty, load_game(rules_game), 1)  # what the app shows for the same file
    assert not preview.ok and "there are no guesses to import" in str(preview.problems[0])


def test_the_rules_example_scores_as_the_rules_say(tmp_path: Path, rules_game: Path, run: Run) -> None:
    """Round 2 with WF 1: Gustav 6, Beatrix 5, Emil 12 for their guesses at SALAT."""
    round1 = [(g, t, "QQQQQ") for g, t, _ in lot_round(rules_game)]
    run.ok("guesses", rules_game, "--round", 1, csv_file(tmp_path / "r1.csv", "guesser,target,word", round1))
    round2 = [("Gustav", "Alfons", "SAHNE"), ("Beatrix", "Alfons", "TOLLE"),
              ("Emil", "Alfons", "ATLAS"), ("Fritzchen", "Alfons", "SALSA")]
    run.ok("guesses", rules_game, "--round", 2, csv_file(tmp_path / "r2.csv", "guesser,target,word", round2))
    result = run.evaluation(rules_game)
    assert result["round"] == 2 and result["guesses_per_round"] == 1
    at_salat = [(g["guesser"], g["marks"], g["points"]) for g in result["guesses"] if g["round"] == 2]
    assert at_salat == [("Gustav", "++", 6), ("Beatrix", "+o", 5), ("Emil", "++ooo", 12), ("Fritzchen", "+++o", 11)]
    alfons = next(p for p in result["players"] if p["name"] == "Alfons")
    # 5 guesses received (1 in round 1, 4 in round 2) and 2 rounds in play.
    assert (alfons["v"], alfons["word_points"]) == (5, 5 * 2 + 2)
    assert result["wf_next"] == 5
    for player in result["players"]:
        assert player["total"] == player["guess_points"] + player["word_points"]


def test_evaluate_round_n_and_the_text_table(tmp_path: Path, rules_game: Path, run: Run) -> None:
    run.ok("guesses", rules_game, "--round", 1, csv_file(tmp_path / "r1.csv", "guesser,target,word", lot_round(rules_game)))
    assert run.evaluation(rules_game, "--round", 0)["guesses"] == []
    text = run.ok("evaluate", rules_game)
    assert text.startswith("Regelbeispiel: after round 1\nNext round: 1 guess per player, WF 1\n")
    assert "Rank  Player" in text and "Round 1 (WF 1)" in text
    assert "there is no round 4" in run.fails("evaluate", rules_game, "--round", 4)


def test_points_only_variant_shows_kp(tmp_path: Path, run: Run) -> None:
    roster = csv_file(tmp_path / "roster.csv", "name,secret", RULES_ROSTER)
    game = tmp_path / "p.wmm"
    run.new(game, "--roster", roster, "--points-only")
    run.ok("lot", game, "--seed", 3)
    run.ok("guesses", game, "--round", 1, csv_file(tmp_path / "r1.csv", "guesser,target,word", lot_round(game, "ATLAS")))
    text = run.ok("evaluate", game)
    assert "KP" in text.split("Round 1 (WF 1)")[1].splitlines()[1]
    assert "++" not in text


def test_reimporting_a_round_that_breaks_a_later_one_is_refused(tmp_path: Path, rules_game: Path, run: Run) -> None:
    round1 = lot_round(rules_game, "QQQQQ")
    run.ok("guesses", rules_game, "--round", 1, csv_file(tmp_path / "r1.csv", "guesser,target,word", round1))
    run.ok("guesses", rules_game, "--round", 2,
           csv_file(tmp_path / "r2.csv", "guesser,target,word", [("Gustav", "Alfons", "SAHNE")]))
    before = rules_game.read_bytes()
    # Now round 1 is corrected: whoever guessed at Alfons really wrote SALAT.
    fixed = [(g, t, "SALAT" if t == "Alfons" else w) for g, t, w in round1]
    err = run.fails("guesses", rules_game, "--round", 1, csv_file(tmp_path / "r1b.csv", "guesser,target,word", fixed))
    assert "round 1 would make 1 guess of later rounds illegal; nothing written" in err
    assert "round 2, row 1 (Gustav at Alfons: SAHNE): Alfons's word was guessed in round 1" in err
    assert rules_game.read_bytes() == before
    # Correcting the later round first lets the earlier one in, and all is re-evaluated.
    run.ok("guesses", rules_game, "--round", 2,
           csv_file(tmp_path / "r2.csv", "guesser,target,word", [("Gustav", "Beatrix", "TISCH")]))
    out = run.ok("guesses", rules_game, "--round", 1, csv_file(tmp_path / "r1b.csv", "guesser,target,word", fixed))
    assert "Alfons's word was guessed: SALAT" in out
    result = run.evaluation(rules_game)
    assert {p["name"]: p["guessed_in_round"] for p in result["players"]}["Alfons"] == 1
    assert {p["name"]: p["guessed_in_round"] for p in result["players"]}["Beatrix"] == 2


def test_notes_are_kept(tmp_path: Path, rules_game: Path, run: Run) -> None:
    run.ok("guesses", rules_game, "--round", 1, csv_file(tmp_path / "r1.csv", "guesser,target,word", lot_round(rules_game)))
    run.ok("notes", rules_game, "--round", 1, "Viel Glück in Runde 2!")
    assert load_game(rules_game).rounds[0].notes == "Viel Glück in Runde 2!"
    assert "no round 2" in run.fails("notes", rules_game, "--round", 2, "x")


def test_a_broken_game_file_is_reported_in_one_line(tmp_path: Path, run: Run) -> None:
    game = tmp_path / "g.wmm"
    game.write_text('{"kind": "wordmastermind", "schema_version": 1, "players": [')
    err = run.fails("evaluate", game)
    assert err.count("\n") == 1 and "cut off" in err
    assert game.read_text().endswith("[")


def test_a_whole_game_to_its_end(tmp_path: Path, run: Run) -> None:
    """Seven players (k = 2): the game ends when 5 words are guessed (rules' table)."""
    roster = [("Anna", "ABEND"), ("Bernd", "BIRNE"), ("Clara", "CHLOR"), ("Dora", "DACKEL"[:5]),
              ("Egon", "EIMER"), ("Frieda", "FEDER"), ("Gerd", "GABEL")]
    game = tmp_path / "end.wmm"
    run.new(game, "--roster", csv_file(tmp_path / "r.csv", "name,secret", roster), unknown=())
    run.ok("lot", game, "--seed", 11)
    secret = dict(roster)
    run.ok("guesses", game, "--round", 1,
           csv_file(tmp_path / "r1.csv", "guesser,target,word", lot_round(game, "XXXXX")))
    number = 1
    result = run.evaluation(game)
    while not result["game_over"]:
        number += 1
        in_play = [p["name"] for p in result["players"] if p["guessed_in_round"] is None]
        # Each round Anna guesses one word still in play right; Bernd misses.
        target = next(n for n in in_play if n != "Anna")
        miss = next(n for n in in_play if n not in ("Bernd", target))
        rows = [("Anna", target, secret[target]), ("Bernd", miss, "XXXXX")]
        run.ok("guesses", game, "--round", number, csv_file(tmp_path / f"r{number}.csv", "guesser,target,word", rows))
        result = run.evaluation(game)
        assert number < 10
    guessed = [p for p in result["players"] if p["guessed_in_round"] is not None]
    assert len(guessed) == words_guessed_at_end(7) == 5
    assert result["game_over_after"] == number == 6
    assert not run.evaluation(game, "--round", number - 1)["game_over"]
    ranks = [p["rank"] for p in result["players"]]
    assert ranks == sorted(ranks) and ranks[0] == 1
    before = game.read_bytes()
    err = run.fails("guesses", game, "--round", number + 1,
                    csv_file(tmp_path / "late.csv", "guesser,target,word", [("Anna", "Bernd", "BIRNE")]))
    assert f"the game ended after round {number}" in err
    assert game.read_bytes() == before


# --- reports ----------------------------------------------------------------------


def two_rounds(tmp_path: Path, run: Run) -> Path:
    """The rules' example as files: round 1 by lot, round 2 at Alfons's SALAT."""
    roster = csv_file(tmp_path / "roster.csv", "name,secret", RULES_ROSTER)
    game = tmp_path / "game.wmm"
    run.new(game, "--roster", roster, "--title", "Regelbeispiel")
    run.ok("lot", game, "--seed", 1)
    run.ok("guesses", game, "--round", 1,
           csv_file(tmp_path / "r1.csv", "guesser,target,word", lot_round(game, "QQQQQ")))
    round2 = [("Gustav", "Alfons", "SAHNE"), ("Beatrix", "Alfons", "TOLLE"),
              ("Emil", "Alfons", "ATLAS"), ("Fritzchen", "Alfons", "SALSA")]
    run.ok("guesses", game, "--round", 2, csv_file(tmp_path / "r2.csv", "guesser,target,word", round2))
    return game


def test_report_prints_the_text_report(tmp_path: Path, run: Run) -> None:
    game = two_rounds(tmp_path, run)
    text = run.ok("report", game)
    assert "Regelbeispiel, round 2" in text.splitlines()[:2]
    assert "ATLAS" in text and "++ooo" in text
    assert "SALAT" not in text
    german = run.ok("report", game, "--round", "1", "--language", "de")
    assert "Regelbeispiel, Runde 1" in german.splitlines()[:2]


def test_report_writes_every_format(tmp_path: Path, run: Run) -> None:
    import docx
    import openpyxl
    import pypdf

    game = two_rounds(tmp_path, run)
    out = tmp_path / "out"
    out.mkdir()
    printed = run.ok("report", game, "--round", 2, "--docx", out / "r2.docx", "--xlsx", out / "r2.xlsx",
                     "--pdf", out / "r2.pdf", "--txt", out / "r2.txt").split()
    assert sorted(Path(p).name for p in printed) == ["r2.docx", "r2.pdf", "r2.txt", "r2.xlsx"]
    words = [p.text for p in docx.Document(str(out / "r2.docx")).paragraphs]
    assert "Regelbeispiel, round 2" in words
    book = openpyxl.load_workbook(out / "r2.xlsx")
    assert "Standings" in book.sheetnames
    pdf = pypdf.PdfReader(str(out / "r2.pdf"))
    assert len(pdf.pages) >= 1
    assert "ATLAS" in (out / "r2.txt").read_text(encoding="utf-8")


def test_the_overview_is_named_as_such_and_holds_the_secrets(tmp_path: Path, run: Run) -> None:
    game = two_rounds(tmp_path, run)
    printed = run.ok("report", game, "--overview", "--txt", tmp_path / "r2.txt").split()
    assert printed == [str(tmp_path / "r2-GM-overview.txt")]
    assert not (tmp_path / "r2.txt").exists()
    text = (tmp_path / "r2-GM-overview.txt").read_text(encoding="utf-8")
    assert "for the game master only" in text
    assert all(secret.upper() in text for _, secret in RULES_ROSTER)


def test_notes_that_name_a_secret_are_masked_with_a_warning(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run = Run(capsys)
    game = two_rounds(tmp_path, run)
    run.ok("notes", game, "--round", 2, "Salat is nearly out!")
    code, out, err = run("report", game)
    assert code == 0
    assert "Salat" not in out and "••••• is nearly out!" in out
    assert err == "warning: Alfons's secret word was in the notes and is masked in the players' report.\n"


def test_report_refuses_a_round_that_is_not_there(tmp_path: Path, run: Run) -> None:
    game = two_rounds(tmp_path, run)
    assert "there is no round 5 to report" in run.fails("report", game, "--round", 5)
    assert "cannot write a report as '.odt'" in run.fails("report", game, "--docx", tmp_path / "x.odt")


# --- mail -------------------------------------------------------------------------


def game_with_addresses(tmp_path: Path, run: Run) -> Path:
    rows = [(n, s, f"{n.lower()}@example.org") for n, s in RULES_ROSTER]
    rows[2] = (rows[2][0], rows[2][1], "")  # Beatrix has no e-mail address
    roster = csv_file(tmp_path / "roster.csv", "name,secret,email", rows)
    game = tmp_path / "game.wmm"
    run.new(game, "--roster", roster, "--title", "Regelbeispiel")
    run.ok("lot", game, "--seed", 1)
    run.ok("guesses", game, "--round", 1,
           csv_file(tmp_path / "r1.csv", "guesser,target,word", lot_round(game, "QQQQQ")))
    return game


def test_mail_writes_one_eml_per_player_with_an_address(tmp_path: Path, run: Run) -> None:
    import email
    from email import policy

    game = game_with_addresses(tmp_path, run)
    out = run.ok("mail", game, "--from", "Spielleiter <gm@example.org>", "--eml", tmp_path / "mails")
    assert "skipped Beatrix:" in out
    files = sorted((tmp_path / "mails").glob("*.eml"))
    assert len(files) == 4
    for file in files:
        message = email.message_from_bytes(file.read_bytes(), policy=policy.default)
        name = message["To"].addresses[0].display_name
        body = message.get_body(("plain",)).get_content()  # type: ignore[union-attr]
        own = dict(RULES_ROSTER)[name].upper()
        others = [s.upper() for n, s in RULES_ROSTER if n != name]
        assert own in body  # your own word, in your own mail only
        assert not any(secret in file.read_bytes().decode("utf-8", "replace") for secret in others)


def test_mail_warns_of_notes_that_name_a_secret_as_report_does(tmp_path: Path, run: Run) -> None:
    game = game_with_addresses(tmp_path, run)
    run.ok("notes", game, "--round", 1, "Salat is nearly out!")
    code, out, err = run("mail", game, "--from", "gm@example.org", "--eml", tmp_path / "mails")
    assert code == 0
    assert err == "warning: Alfons's secret word was in the notes and is masked in the players' report.\n"


def test_mail_needs_a_destination_and_a_valid_server(tmp_path: Path, run: Run) -> None:
    game = game_with_addresses(tmp_path, run)
    assert "--eml DIR, --smtp HOST:PORT" in run.fails("mail", game, "--from", "gm@example.org")
    assert "write it as HOST:PORT" in run.fails("mail", game, "--from", "gm@example.org", "--smtp", "nowhere")


# --- mail through a real SMTP server on 127.0.0.1 (tests/smtp_support.py) ---------

import email  # noqa: E402
import email.policy  # noqa: E402
import shlex  # noqa: E402
from collections import Counter  # noqa: E402
from collections.abc import Callable  # noqa: E402

from smtp_support import Handler, Server, accept_login  # noqa: E402

SENDER = "Spielleiter <gm@example.org>"
ADDRESSES = {n: f"{n.lower()}@example.org" for n, _ in RULES_ROSTER if n != "Beatrix"}
"""The players with an address in game_with_addresses, in roster order."""


def mail_smtp(game: Path, server: Server, *more: object) -> list[object]:
    return ["mail", game, "--from", SENDER, "--smtp", server.address, "--security", "none", *more]


def test_mail_over_smtp_reaches_every_player_with_an_address(
    tmp_path: Path, run: Run, smtp_server: Server
) -> None:
    game = game_with_addresses(tmp_path, run)
    out = run.ok(*mail_smtp(game, smtp_server))
    *lines, opened = out.splitlines()
    assert lines == ["skipped Beatrix: no e-mail address", *(f"sent {n}" for n in ADDRESSES)]
    assert re.fullmatch(r"Round 2 opened on [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ 20\d\d, \d\d:\d\d\.", opened), (
        opened)  # the report went out: said as the players' mails say a moment, not 2026-11-29T17:26:39+00:00
    received = smtp_server.handler.messages()
    assert [m.rcpt_tos for m in received] == [[a] for a in ADDRESSES.values()]
    assert Counter(smtp_server.handler.recipients()) == Counter(ADDRESSES.values())  # one each
    secrets = {n: s.upper() for n, s in RULES_ROSTER}
    for message in received:
        assert message.mail_from == "gm@example.org"
        parsed = email.message_from_bytes(message.data, policy=email.policy.default)
        to = parsed["To"].addresses[0]
        assert (to.display_name, to.addr_spec) == (
            next(n for n, a in ADDRESSES.items() if a == message.rcpt_tos[0]), message.rcpt_tos[0]
        )
        body = parsed.get_body(("plain",)).get_content()  # type: ignore[union-attr]
        assert secrets[to.display_name] in body  # each their own word, nobody else's
        assert not [s for n, s in secrets.items() if n != to.display_name and s in body]


def test_mail_over_smtp_names_the_failed_and_resends_only_them(
    tmp_path: Path, run: Run, smtp_server: Server
) -> None:
    game = game_with_addresses(tmp_path, run)
    smtp_server.handler.refuse = {"gustav@example.org"}
    code, out, err = run(*mail_smtp(game, smtp_server))
    assert code == 1
    assert err.splitlines() == [
        "wordmastermind: 1 of 4 mails failed",
        "  send them again with: --only 'Gustav'",
    ]
    assert out.splitlines() == [
        "skipped Beatrix: no e-mail address",
        "sent Alfons",
        "failed Gustav: the server refused the recipient: 550 no such user here",
        "sent Emil",
        "sent Fritzchen",
        f"Round 2 opened on {said_moment(load_game(game).opening(2))}.",
    ]
    assert smtp_server.handler.count() == 3
    assert "gustav@example.org" not in smtp_server.handler.recipients()

    smtp_server.handler.refuse = set()
    suggested = shlex.split(err.splitlines()[1].split("with: ", 1)[1])  # as a shell would pass it
    assert suggested == ["--only", "Gustav"]
    assert run.ok(*mail_smtp(game, smtp_server, *suggested)) == "sent Gustav\n"  # round 2 opened before
    assert smtp_server.handler.count() == 4
    assert smtp_server.handler.recipients()[-1] == "gustav@example.org"
    assert Counter(smtp_server.handler.recipients()) == Counter(ADDRESSES.values())


def test_mail_over_smtp_logs_in_with_a_password_from_the_environment(
    tmp_path: Path, run: Run, start_server: Callable[..., Server], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = game_with_addresses(tmp_path, run)
    server = start_server(Handler(require_login=True), authenticator=accept_login("gm", "gehéim 1"),
                          auth_require_tls=False)
    # Without a login the server takes no mail.
    code, out, err = run(*mail_smtp(game, server))
    assert (code, err.splitlines()[0]) == (1, "wordmastermind: 4 of 4 mails failed")
    first, *rest = ADDRESSES  # the same reason for every mail: said once
    assert out.splitlines()[1:] == [
        f"failed {first}: the server refused the sender gm@example.org: 530 5.7.0 Authentication required",
        f"failed too, for the same reason: {', '.join(rest)}"]
    monkeypatch.setenv("WMM_TEST_SMTP_PASSWORD", "falsch")
    code, out, err = run(*mail_smtp(game, server, "--user", "gm", "--password-env", "WMM_TEST_SMTP_PASSWORD"))
    assert (code, err.splitlines()[0]) == (1, "wordmastermind: 4 of 4 mails failed")
    assert out.splitlines()[1:] == [f"failed {first}: login failed: 535 5.7.8 Authentication credentials invalid",
                                    f"failed too, for the same reason: {', '.join(rest)}"]
    assert server.handler.count() == 0

    monkeypatch.setenv("WMM_TEST_SMTP_PASSWORD", "gehéim 1")
    out = run.ok(*mail_smtp(game, server, "--user", "gm", "--password-env", "WMM_TEST_SMTP_PASSWORD"))
    assert out.splitlines()[1:-1] == [f"sent {n}" for n in ADDRESSES]
    assert out.splitlines()[-1].startswith("Round 2 opened on ")
    assert Counter(server.handler.recipients()) == Counter(ADDRESSES.values())
    assert {m.login for m in server.handler.messages()} == {b"gm"}


def test_mail_over_smtp_with_a_password_variable_that_is_not_set(
    tmp_path: Path, run: Run, start_server: Callable[..., Server], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = game_with_addresses(tmp_path, run)
    server = start_server(Handler(require_login=True), authenticator=accept_login("gm", "gehéim 1"),
                          auth_require_tls=False)
    monkeypatch.delenv("WMM_TEST_SMTP_PASSWORD", raising=False)
    code, out, err = run(*mail_smtp(game, server, "--user", "gm", "--password-env", "WMM_TEST_SMTP_PASSWORD"))
    assert code == 1
    assert err == "wordmastermind: the environment variable WMM_TEST_SMTP_PASSWORD is not set\n"
    assert out == "skipped Beatrix: no e-mail address\n"  # and nothing tried
    assert server.handler.count() == 0


# --- candidates -------------------------------------------------------------------


def test_candidates_counts_the_words_that_fit(tmp_path: Path, run: Run) -> None:
    game = two_rounds(tmp_path, run)
    words = tmp_path / "words.txt"
    words.write_text("# a game master's own list\nSalat\nSalta\nSamba\nTalas\nHosen\nLampe\nKerze\nTisch\n",
                     encoding="utf-8")
    result = json.loads(run.ok("candidates", game, "--words", words, "--json", "--list"))
    alfons = next(p for p in result["players"] if p["name"] == "Alfons")
    assert alfons["candidates"] == 1 and alfons["words"] == ["SALAT"]
    assert alfons["by_round"][0] == 8
    assert set(result["players"][0]) == {"name", "candidates", "by_round", "words"}
    plain = json.loads(run.ok("candidates", game, "--words", words, "--json"))
    assert "words" not in plain["players"][0]
    text = run.ok("candidates", game, "--words", words)
    assert text.startswith("After round 2, 8 words in the list (for the game master only):")
    assert "Alfons" in text
    assert result["contradictions"] == []


def test_candidates_json_gives_the_guesses_that_contradict_earlier_marks(tmp_path: Path, run: Run) -> None:
    """The rules' round 2 is illustrative: guesses that no longer fit round 1's marks. The text lists them under
    the table; the JSON said nothing of them."""
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.files.wmm.file import save_game

    game = tmp_path / "example.wmm"
    save_game(rules_example(), game)
    words = tmp_path / "words.txt"
    words.write_text("Salat\nHosen\nTisch\n", encoding="utf-8")
    text = run.ok("candidates", game, "--words", words)
    said = "round 2: Gustav guessed SAHNE at Alfons, which cannot be the word after TOLLE got +o in round 1"
    assert f"\n  {said}\n" in text
    hints = json.loads(run.ok("candidates", game, "--words", words, "--json"))["contradictions"]
    assert len(hints) == text.count("cannot be the word") == 3
    assert (hints[0]["code"], hints[0]["text"]) == ("candidates.contradiction", said)
    assert hints[0]["params"] == {"round": "2", "guesser": "Gustav", "word": "SAHNE", "target": "Alfons",
                                  "earlier": "TOLLE", "marks": "+o", "earlier_round": "1"}


def test_candidates_of_a_game_over_say_no_word_is_in_play(tmp_path: Path, run: Run) -> None:
    """Not an empty table, which looked like a failure."""
    from wordmastermind.core.wmm.simulate import random_game
    from wordmastermind.files.wmm.file import save_game

    game = tmp_path / "over.wmm"
    save_game(random_game(4, 3, seed=1, hit_chance=1.0), game)  # every word guessed in round 1
    words = tmp_path / "words.txt"
    words.write_text("Salat\nHosen\n", encoding="utf-8")
    assert run.ok("candidates", game, "--words", words) == (
        "After round 1, 2 words in the list (for the game master only):\n"
        "No word is in play any more: every one was guessed or left the game.\n")


def test_candidates_of_a_game_of_dutch_words_count_the_dutch_list(tmp_path: Path, run: Run) -> None:
    roster = csv_file(tmp_path / "roster.csv", "name,secret",
                      [("Anna", "PAARD"), ("Bram", "FIETS"), ("Cor", "KAART"), ("Dirk", "STOEL")])
    game = tmp_path / "spel.wmm"
    run.new(game, "--roster", roster, "--language", "de", "--words", "nl", unknown=())
    run.ok("lot", game, "--seed", 1)
    result = json.loads(run.ok("candidates", game, "--json", "--list"))
    words = set(result["players"][0]["words"])
    assert {"PAARD", "FIETS", "KAART", "STOEL"} <= words  # Dutch words, not German nouns


def test_a_dutch_clubs_game_plays_with_german_nouns_unless_it_says_otherwise(tmp_path: Path, run: Run) -> None:
    roster = csv_file(tmp_path / "roster.csv", "name,secret",
                      [("Anna", "SALAT"), ("Bram", "KERZE"), ("Cor", "TISCH"), ("Dirk", "LAMPE")])
    game = tmp_path / "spel.wmm"
    run.new(game, "--roster", roster, "--language", "nl", unknown=())  # Dutch reports
    run.ok("lot", game, "--seed", 1)
    result = json.loads(run.ok("candidates", game, "--json", "--list"))
    words = set(result["players"][0]["words"])
    assert {"SALAT", "KERZE", "TISCH", "LAMPE"} <= words and "FIETS" not in words  # German nouns
    assert "nl or fr (default de, whatever the reports' language)" in " ".join(run.ok("new", "--help").split())
    code, _out, err = run("new", tmp_path / "x.wmm", "--roster", roster, "--words", "en")  # no English lists
    assert code == 2 and "--words" in err and "'en'" in err


def test_new_says_the_word_language_beside_the_report_language(tmp_path: Path, run: Run) -> None:
    """A Dutch club making a game with Dutch reports is told that its words are German nouns all the same."""
    roster = csv_file(tmp_path / "roster.csv", "name,secret", RULES_ROSTER)
    out = run.new(tmp_path / "club.wmm", "--roster", roster, "--language", "nl")
    assert out == f"{tmp_path / 'club.wmm'}: new game with 5 players (5 letters, A-Z; German nouns; reports in Dutch)\n"
    out = run.new(tmp_path / "fr.wmm", "--roster", roster, "--language", "fr", "--words", "fr",
                  unknown=("Fritzchen's secret word KERZE: not a known word",), words="French words")
    assert out.endswith("(5 letters, A-Z; French words; reports in French)\n")

# --- score ------------------------------------------------------------------------


def test_score_prints_totals_and_no_winner_while_the_game_goes_on(tmp_path: Path, run: Run) -> None:
    game = two_rounds(tmp_path, run)
    summary = json.loads(run.ok("score", game, "--json"))
    assert summary["kind"] == "wordmastermind"
    assert summary["winner"] is None
    totals = {p["name"]: p["total"] for p in run.evaluation(game)["players"]}
    assert {p["name"]: p["total"] for p in summary["players"]} == totals
    assert "Undecided: no winner yet" in run.ok("score", game)


def test_score_names_the_winner_of_a_finished_game(tmp_path: Path, run: Run) -> None:
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.core.wmm.game import Guess, Round
    from wordmastermind.files.wmm.file import save_game

    finished = rules_example().with_round(
        3, Round((Guess("Beatrix", "Alfons", "SALAT"), Guess("Alfons", "Fritzchen", "KERZE"),
                  Guess("Emil", "Gustav", "MOTEL")))
    )
    path = tmp_path / "done.wmm"
    save_game(finished, path)
    summary = json.loads(run.ok("score", path, "--json"))
    best = summary["players"][0]
    assert summary["winner"] == best["name"]
    assert f"Winner: {best['name']}" in run.ok("score", path)
    (tmp_path / "x.json").write_text('{"kind": "chess"}')
    assert "cannot score a 'chess' document" in run.fails("score", tmp_path / "x.json")


def test_score_works_for_every_kind_of_sheet(tmp_path: Path, run: Run) -> None:
    from test_rondo_file import solo_game
    from test_wachtwoord_file import example_game

    from wordmastermind.core.rondo.summary import score_summary as rondo_summary
    from wordmastermind.files.rondo.file import save_rondo
    from wordmastermind.files.wachtwoord.file import save_wachtwoord

    save_wachtwoord(dataclasses.replace(example_game(), agreed_rounds=1), tmp_path / "fred.wwd")
    summary = json.loads(run.ok("score", tmp_path / "fred.wwd", "--json"))
    assert summary["kind"] == "wachtwoord"
    assert {p["name"]: p["total"] for p in summary["players"]} == {"Fred": 12, "Annie": 31, "Joop": 20, "Marie": 9}
    assert [t["total"] for t in summary["teams"]] == [43, 29]
    assert summary["winner"] == "Fred & Annie"
    text = run.ok("score", tmp_path / "fred.wwd")
    assert "Winner: Fred & Annie" in text and "Fred, Annie" in text

    game = solo_game()
    save_rondo(game, tmp_path / "game.rondo")
    summary = json.loads(run.ok("score", tmp_path / "game.rondo", "--json"))
    assert summary == {**rondo_summary(game).to_json("rondo"), "warnings": []}  # a script finds the key always
    assert summary["kind"] == "rondo" and "teams" not in summary


def test_lists_draws_wachtwoord_word_lists_from_your_own_list(run: Run, tmp_path: Path) -> None:
    words = ["huis", "boom", "fiets", "water", "kast", "tafel", "lamp", "deur", "raam", "stoel",
             "kerk", "markt", "brood", "melk", "kaas", "appel", "peer", "druif", "trein", "auto",
             "school", "klok", "muur", "vloer", "jas", "hoed", "schoen", "boek", "krant", "fluit"]
    own = tmp_path / "woorden.txt"
    own.write_text("# mijn lijst\n" + "\n".join(words) + "\n", encoding="utf-8")
    out = run.ok("lists", "--words", own, "--rounds", 1, "--seed", 4)
    assert "Ronde 1" in out and "A-lijst" in out and "5*" in out
    assert sum(word in out.split() for word in words) == 10
    assert run.ok("lists", "--words", own, "--rounds", 1, "--seed", 4) == out
    target = tmp_path / "lists.docx"
    assert run.ok("lists", "--words", own, "--rounds", 2, "--out", target).strip() == str(target)
    assert target.stat().st_size > 0
    assert "too few different words" in run.fails("lists", "--words", own, "--rounds", 4)
    assert "not .odt" in run.fails("lists", "--words", own, "--out", tmp_path / "x.odt")


def test_score_rescores_a_gcg_record_and_names_the_differences(run: Run, tmp_path: Path) -> None:
    from test_gcg import RECORD

    path = tmp_path / "clubavond.gcg"
    path.write_text(RECORD, encoding="utf-8")
    summary = json.loads(run.ok("score", path, "--json"))
    assert summary["kind"] == "woordspel"
    assert [p["name"] for p in summary["players"]] == ["Anna de Vries", "Bas Jansen"]
    assert summary["differences"][0] == {"move": 4, "line": 11, "player": "Bas Jansen", "file": 16, "ours": 11}
    text = run.ok("score", path)
    assert "note: line 11, move 4 (Bas Jansen): the file says 16, these rules give 11" in text
    bad = tmp_path / "bad.gcg"
    # an event without its word cannot be read (a 2-letter opening is read now: Scrabble's rule)
    bad.write_text("#player1 A A\n#player2 B B\n>A: ABC 8H +4 4\n", encoding="utf-8")
    assert "bad.gcg: line 3" in run.fails("score", bad)


def test_score_reads_woordspel_and_password_sheets(run: Run, tmp_path: Path) -> None:
    from test_gcg import RECORD

    import random

    from wordmastermind.core.password.simulate import random_game
    from wordmastermind.files.woordspel.gcg.reading import read_gcg
    from wordmastermind.files.password.file import save_password
    from wordmastermind.files.woordspel.file import save_woordspel

    game = read_gcg(RECORD).game
    save_woordspel(game, tmp_path / "club.woordspel")
    summary = json.loads(run.ok("score", tmp_path / "club.woordspel", "--json"))
    assert summary["kind"] == "woordspel" and "differences" not in summary
    password = random_game(random.Random(3), ["CHAT", "LOUP", "OURS"], 30)
    save_password(password, tmp_path / "p.password")
    summary = json.loads(run.ok("score", tmp_path / "p.password", "--json"))
    assert summary["kind"] == "password" and len(summary["players"]) == len(password.sides)


def test_reports_are_in_the_games_language(run: Run, tmp_path: Path) -> None:
    import dataclasses

    from wordmastermind.files.wmm.file import load_game, save_game

    game = two_rounds(tmp_path, run)
    assert "Regelbeispiel, round 2" in run.ok("report", game).splitlines()[:2]
    german = load_game(game)
    save_game(german.with_settings(dataclasses.replace(german.settings, language="de")), game)
    assert "Regelbeispiel, Runde 2" in run.ok("report", game).splitlines()[:2]
    assert "Regelbeispiel, round 2" in run.ok("report", game, "--language", "en").splitlines()[:2]
    roster = csv_file(tmp_path / "roster2.csv", "name,secret", RULES_ROSTER)
    run.new(tmp_path / "neu.wmm", "--roster", roster, "--language", "de")
    assert load_game(tmp_path / "neu.wmm").settings.language == "de"


# --- mail: no keyring, nowhere to write ------------------------------------------


@pytest.fixture
def no_keyring() -> Any:
    """The machine has no keyring: keyring's own backend for that, not a stand-in of ours."""
    import keyring
    from keyring.backends import fail

    before = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    yield
    keyring.set_keyring(before)


def test_keyring_where_there_is_none_says_so_before_any_mail(
    tmp_path: Path, run: Run, smtp_server: Server, no_keyring: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    import getpass

    game = game_with_addresses(tmp_path, run)
    mails = tmp_path / "mails"
    args = mail_smtp(game, smtp_server, "--user", "gm", "--keyring", "--eml", mails)
    for terminal in (False, True):
        if terminal:  # the game master at a terminal, typing the password
            monkeypatch.setattr(sys.stdin, "isatty", lambda: True, raising=False)
            monkeypatch.setattr(getpass, "getpass", lambda _prompt="": "geheim")
        code, out, err = run(*args)
        assert (code, out) == (1, "")
        assert "Traceback" not in err and len(err.splitlines()) == 1, err
        assert err.startswith("wordmastermind: --keyring: there is no system keyring here")
        assert "leave out --keyring" in err
        assert smtp_server.handler.messages() == []
        assert not mails.exists()


def test_mail_into_a_folder_that_cannot_be_made_is_one_line(tmp_path: Path, run: Run) -> None:
    game = game_with_addresses(tmp_path, run)
    plain = tmp_path / "plain"
    plain.write_text("a file, not a folder")
    err = run.fails("mail", game, "--from", SENDER, "--eml", plain / "mails")
    assert err == f"wordmastermind: {plain / 'mails'}: cannot be written: {plain} is a file, not a folder\n"
    err = run.fails("mail", game, "--from", SENDER, "--eml", plain)
    assert err == f"wordmastermind: {plain}: cannot be written: it is a file, not a folder\n"
    assert plain.read_text() == "a file, not a folder"


def said_moment(at: str) -> str:
    """A recorded moment as the English command line words it, at this computer's time (the suite's: UTC)."""
    moment = datetime.fromisoformat(at).astimezone()
    return f"{moment:%A}, {moment.day} {moment:%B} {moment.year}, {moment:%H:%M}"


def test_new_warns_of_an_address_no_mail_can_go_to_at_its_line_and_writes_the_game(tmp_path: Path, run: Run) -> None:
    """Found when the lot's mails skipped two players: the roster had taken "emil@example" without a word."""
    roster = tmp_path / "roster.csv"
    roster.write_text("Name,Secret,E-Mail\nAlfons,SALAT,alfons@example.org\nEmil,LAMPE,emil@example\n"
                      "Anna,HOSEN,anna at example.org\nBert,KERZE,Bert Kurz <bert@example.org>\n", encoding="utf-8")
    code, _, err = run("new", tmp_path / "g.wmm", "--roster", roster)
    assert code == 0 and err.splitlines() == [
        f"warning: {roster}: line 3, e-mail: emil@example is not an e-mail address like name@example.org: no mail"
        " can go to Emil there",
        f"warning: {roster}: line 4, e-mail: anna at example.org is not an e-mail address like name@example.org: no"
        " mail can go to Anna there",
        *unknown_secrets("Anna's secret word HOSEN: plural of HOSE").splitlines(),  # the lists' word, said after
    ]
    assert (tmp_path / "g.wmm").exists()  # the game is played all the same: the address can be put right later


def test_a_roster_with_a_sum_line_is_made_a_game_without_it(tmp_path: Path, run: Run) -> None:
    """Found by a German game master: new refused an Excel roster with a sum line under the players, with no way
    out but editing the file (the app has Import Without Line N)."""
    roster = tmp_path / "roster.csv"
    roster.write_text("Name,Secret,E-Mail\nAlfons,SALAT,alfons@example.org\nGustav,HOSEN,\nBeatrix,TISCH,\n"
                      "Emil,LAMPE,\nSumme Spieler:,,4\n", encoding="utf-8")
    game = tmp_path / "g.wmm"
    code, _, err = run("new", game, "--roster", roster)
    assert code == 1 and not game.exists()
    assert err.splitlines()[-1] == "  without the lines at fault the roster makes a game: --skip-line 6"
    code, _, err = run("new", game, "--roster", roster, "--skip-line", 7)
    assert code == 1 and f"--skip-line 7: line 7 of {roster} holds no player" in err
    code, out, err = run("new", game, "--roster", roster, "--skip-line", 6)
    assert code == 0, err
    assert [p.name for p in load_game(game).players] == ["Alfons", "Gustav", "Beatrix", "Emil"]


def test_players_who_share_an_e_mail_address_are_warned_of_at_new_and_at_mail(tmp_path: Path, run: Run) -> None:
    """Found by a German game master: Fritz and Ulrike shared the family's address; the lot's mails and every
    report put both their secret words in one mailbox, and neither new nor mail said so."""
    roster = tmp_path / "roster.csv"
    roster.write_text("Name,Secret,E-Mail\nAlfons,SALAT,alfons@example.org\nFritz,REGEN,familie.klein@example.de\n"
                      "Ulrike,SONNE,Ulrike <Familie.Klein@example.de>\nBert,KERZE,bert@example.org\n",
                      encoding="utf-8")
    game = tmp_path / "g.wmm"
    code, _, err = run("new", game, "--roster", roster)
    assert code == 0 and err.splitlines() == [
        f"warning: {roster}: line 3, e-mail: familie.klein@example.de is Ulrike's address too: mail to one of them"
        " reaches the other, with their secret word, and a mail from it is nobody's guess until you say whose",
        f"warning: {roster}: line 4, e-mail: Ulrike <Familie.Klein@example.de> is Fritz's address too: mail to one"
        " of them reaches the other, with their secret word, and a mail from it is nobody's guess until you say"
        " whose",
    ]
    assert run("lot", game, "--seed", 1)[0] == 0
    code, _, err = run("mail", game, "--lot", "--from", "gm@example.org", "--eml", tmp_path / "lot")
    assert code == 0 and ("warning: Fritz, Ulrike get their mails at one address, familie.klein@example.de: each"
                          " can read the other's secret word") in err.splitlines()


def test_a_round_file_that_would_drop_guesses_of_the_round_is_refused_naming_them(
        tmp_path: Path, rules_game: Path, run: Run) -> None:
    """Found by a Dutch game master: ten guesses came from the mailbox; a file with the one guess that came late
    replaced the round, and the ten were gone, unsaid. Now the import names them and asks for --add or --replace."""
    round1 = lot_round(rules_game)
    run.ok("guesses", rules_game, "--round", 1, csv_file(tmp_path / "r1.csv", "guesser,target,word", round1[1:]))
    before = rules_game.read_bytes()
    late = csv_file(tmp_path / "late.csv", "guesser,target,word", round1[:1])
    err = run.fails("guesses", rules_game, "--round", 1, late)
    assert err.splitlines() == [
        f"wordmastermind: {late}: round 1 holds {len(round1) - 1} guesses the file does not; nothing written",
        *(f"  {g} at {t}: {w}" for g, t, w in round1[1:]),
        "  --add adds the file's guesses to the round; --replace makes the file the whole round, without these",
    ]
    assert rules_game.read_bytes() == before
    out = run.ok("guesses", rules_game, "--round", 1, late, "--add")
    assert out.splitlines()[0] == f"Round 1: 1 guess added, {len(round1)} in all."
    assert sorted((g.guesser, g.target, g.word) for g in load_game(rules_game).rounds[0].guesses) == sorted(round1)
    # the whole round again with a word corrected: nothing dropped, nothing asked
    fixed = [(g, t, "SALAT" if t == "Alfons" else w) for g, t, w in round1]
    run.ok("guesses", rules_game, "--round", 1, csv_file(tmp_path / "fixed.csv", "guesser,target,word", fixed))
    run.ok("guesses", rules_game, "--round", 1, late, "--replace")
    assert len(load_game(rules_game).rounds[0].guesses) == 1


def test_a_round_entered_again_keeps_the_guesses_it_holds_marked(tmp_path: Path, run: Run) -> None:
    """A guess that breaks a rule, entered marked (from a mail, with --take-good-lines), is no reason to refuse
    the round entered again as it stands, with another guess corrected."""
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.core.wmm.game import Guess
    from wordmastermind.files.wmm.file import save_game

    game = rules_example()
    marked = Guess("Alfons", "Emil", "LAMPEN")  # six letters: marked, it scores nothing
    game = game.with_round(2, dataclasses.replace(game.rounds[1], guesses=(*game.rounds[1].guesses, marked)))
    path = tmp_path / "game.wmm"
    save_game(game, path)
    rows = [(g.guesser, g.target, g.word) for g in game.rounds[1].guesses]
    out = run.ok("guesses", path, "--round", 2, csv_file(tmp_path / "r2.csv", "guesser,target,word", rows))
    assert out.startswith(f"Round 2: {len(rows)} guesses saved.")
    new = [(rows[0][0], rows[0][1], "KERZEN"), *rows[1:]]
    err = run.fails("guesses", path, "--round", 2, csv_file(tmp_path / "r2b.csv", "guesser,target,word", new))
    assert "line 2: KERZEN has 6 letters, the game needs 5" in err  # a new guess that breaks a rule is refused


def test_a_round_file_with_first_names_only_names_the_players_who_have_them(tmp_path: Path, run: Run) -> None:
    """Found by a German game master: a round sheet that keeps first names only ("Käthe", "Fritz") was refused
    as a whole, each "not a player"."""
    roster = tmp_path / "roster.csv"
    roster.write_text("name,secret\n\"Müller, Käthe\",KATZE\nFritz Klein,REGEN\nJürgen Weiß,SONNE\nAnna Berg,HOSEN\n"
                      "Otto Lang,TISCH\n", encoding="utf-8")
    game = tmp_path / "g.wmm"
    run.new(game, "--roster", roster, unknown=("Anna Berg's secret word HOSEN: plural of HOSE",))
    run.ok("lot", game, "--seed", 1)
    lot = dict(load_game(game).lot.assignment)  # type: ignore[union-attr]
    first = {name: name.split(", ")[-1].split(" ")[0] for name in lot}
    rows = "".join(f"{first[guesser]},{first[targets[0]]},LAMPE\n" for guesser, targets in lot.items())
    file = tmp_path / "r1.csv"
    file.write_text("guesser,target,word\n" + rows, encoding="utf-8")
    run.ok("guesses", game, "--round", 1, file)
    assert sorted(g.guesser for g in load_game(game).rounds[0].guesses) == sorted(lot)
