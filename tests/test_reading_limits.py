"""Hostile files a user may be handed: each refused on one line, none a traceback or a hang.

JSON nested a thousand levels deep or with a number of thousands of digits,
for every game kind on the command line and in the app's Open; a GCG record
with such a number or a strange character encoding; a named pipe (FIFO), a
device such as ``/dev/zero`` or a file far too large, given to every reader
(game files, GCG, rosters and rounds, word lists, mail templates). The
readers read regular files only, up to the limits in docs/file-formats.md.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from test_cli import Run, two_rounds

from wordmastermind.files.jsonread import DocumentError, load_json
from wordmastermind.files.reading import GAME_FILE_LIMIT, RECORD_LIMIT, TABLE_FILE_LIMIT
from wordmastermind.files.woordspel.gcg.reading import GcgError, load_gcg
from wordmastermind.games import GAMES

COMMAND = Path(sys.executable).parent / "wordmastermind"
DEEP = "[" * 100_000 + "]" * 100_000
LONG_NUMBER = "9" * 5000


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Run:
    return Run(capsys)


def one_line(err: str) -> str:
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    return lines[0]


def hostile_documents(folder: Path, suffix: str) -> dict[str, Path]:
    """A game file of ``suffix`` nested too deep, and one with a number too long."""
    kind = next(g.kind for g in GAMES if g.suffix == suffix)
    deep = folder / f"deep{suffix}"
    deep.write_text(DEEP)
    inside = folder / f"deep-inside{suffix}"
    inside.write_text(f'{{"kind": "{kind}", "schema_version": 1, "players": {DEEP}}}')
    number = folder / f"number{suffix}"
    number.write_text(f'{{"kind": "{kind}", "schema_version": {LONG_NUMBER}}}')
    return {"deep": deep, "inside": inside, "number": number}


@pytest.mark.parametrize("suffix", [g.suffix for g in GAMES])
def test_deep_json_and_long_numbers_on_the_command_line(tmp_path: Path, run: Run, suffix: str) -> None:
    for what, path in hostile_documents(tmp_path, suffix).items():
        for command in ("score", "report"):
            message = one_line(run.fails(command, path))
            assert message.startswith(f"wordmastermind: {path}: ")
            if what == "number":
                assert "a number of more than 4300 digits" in message
            else:
                assert "nested more than" in message


@pytest.mark.parametrize("suffix", [g.suffix for g in GAMES])
def test_deep_json_and_long_numbers_in_the_apps_open(window: Any, dialogs: Any, tmp_path: Path,
                                                     suffix: str) -> None:
    for path in hostile_documents(tmp_path, suffix).values():
        assert not window.open_path(path)
        message = dialogs.texts("critical")[-1]
        assert "\n" not in message and ("nested more than" in message or "4300 digits" in message)


def test_a_gcg_record_with_long_numbers_or_strange_encodings(tmp_path: Path, run: Run) -> None:
    players = "#player1 An An\n#player2 Bo Bo\n"
    records = {
        "score.gcg": (players + f">An: EELSSTU? 8H LEES +{LONG_NUMBER} 18\n", "line 3: the score"),
        "total.gcg": (players + f">An: EELSSTU? 8H LEES +18 {LONG_NUMBER}\n", "line 3: the running total"),
        "count.gcg": (players + f">An: EELSSTU? -{LONG_NUMBER} +0 0\n", "line 3"),
        "digits.gcg": (players + ">An: EELSSTU? -\u00b2 +0 0\n", "line 3"),
        "punycode.gcg": ("#character-encoding punycode\n" + players, "punycode"),
        "nul.gcg": ("#character-encoding utf-8\x00\n" + players, "line 1"),
        "rot13.gcg": ("#character-encoding rot13\n" + players, "rot13"),
    }
    for name, (text, expected) in records.items():
        path = tmp_path / name
        path.write_bytes(text.encode("utf-8"))
        with pytest.raises(GcgError) as refused:
            load_gcg(path)
        assert expected in str(refused.value) and "\n" not in str(refused.value), name
        for command in ("score", "report"):
            assert expected in one_line(run.fails(command, path)), name
    latin = tmp_path / "latin.gcg"
    latin.write_bytes(("#character-encoding ISO-8859-1\n#player1 Jo Jörg\n#player2 Bo Bo\n").encode("latin-1"))
    assert load_gcg(latin).game.players[0] == "Jörg"


# --- pipes, devices and files too large ---------------------------------------------


@pytest.fixture
def game(tmp_path: Path, run: Run) -> Path:
    return two_rounds(tmp_path, run)


def every_reader(game: Path, given: Path) -> list[list[str]]:
    """A command for each reader, reading ``given``."""
    return [
        ["score", str(given.with_suffix(".wmm"))],
        ["report", str(given.with_suffix(".wwd"))],
        ["score", str(given.with_suffix(".gcg"))],
        ["new", str(game.with_name("new.wmm")), "--roster", str(given.with_suffix(".csv"))],
        ["guesses", str(game), "--round", "3", str(given.with_suffix(".xlsx"))],
        ["check", "SALAT", "--lang", "de", "--list", str(given.with_suffix(".txt")), "--replace"],
        ["candidates", str(game), "--words", str(given.with_suffix(".list"))],
        ["mail", str(game), "--from", "gm@example.org", "--eml", str(game.parent / "mails"),
         "--template", str(given.with_suffix(".tmpl"))],
    ]


SUFFIXES = (".wmm", ".wwd", ".gcg", ".csv", ".xlsx", ".txt", ".list", ".tmpl")


def run_command(args: list[str]) -> subprocess.CompletedProcess[str]:
    """The installed command, in a process of its own: a reader that hangs is killed."""
    return subprocess.run([str(COMMAND), *args], capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_is_refused_at_once_by_every_reader(tmp_path: Path, game: Path) -> None:
    for suffix in SUFFIXES:
        os.mkfifo(tmp_path / f"pipe{suffix}")
    before = game.read_bytes()
    for args in every_reader(game, tmp_path / "pipe"):
        done = run_command(args)
        assert done.returncode == 1, (args, done.stdout, done.stderr)
        assert "not a regular file" in one_line(done.stderr), args
    assert game.read_bytes() == before


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_device_is_refused_by_every_reader(tmp_path: Path, game: Path) -> None:
    for suffix in SUFFIXES:
        (tmp_path / f"zero{suffix}").symlink_to("/dev/zero")
    for args in every_reader(game, tmp_path / "zero"):
        done = run_command(args)
        assert done.returncode == 1, (args, done.stdout, done.stderr)
        assert "not a regular file" in one_line(done.stderr), args


def test_a_file_over_its_limit_is_refused_unread(tmp_path: Path, game: Path, run: Run) -> None:
    # Sparse files: as large as they say, without taking the disk.
    limits = {".wmm": GAME_FILE_LIMIT, ".gcg": RECORD_LIMIT, ".csv": TABLE_FILE_LIMIT}
    for suffix, limit in limits.items():
        with open(tmp_path / f"big{suffix}", "wb") as handle:
            handle.truncate(limit + 1)
    with pytest.raises(DocumentError, match="the file is too large"):
        load_json(tmp_path / "big.wmm")
    assert "the file is too large (32 MB" in one_line(run.fails("score", tmp_path / "big.wmm"))
    assert "the file is too large (4 MB" in one_line(run.fails("score", tmp_path / "big.gcg"))
    assert "the file is too large (8 MB" in one_line(
        run.fails("guesses", game, "--round", 3, tmp_path / "big.csv"))


def test_a_file_just_under_the_limit_is_read(tmp_path: Path, game: Path, run: Run) -> None:
    padded = tmp_path / "padded.wmm"
    text = game.read_text(encoding="utf-8")
    padded.write_text(text + " " * (2 * 1024 * 1024), encoding="utf-8")
    assert "Alfons" in run.ok("score", padded)


# --- tables: an unclosed quote, a workbook that unpacks to far too much -------------


def roster_refused(roster: Path, run: Run) -> str:
    """Why ``roster`` cannot be read, as reading it says and as ``new`` says it, writing no game."""
    from wordmastermind.files.tables.rows import TableFileError
    from wordmastermind.files.wmm.imports import read_roster

    with pytest.raises(TableFileError) as refused:
        read_roster(roster)
    message = str(refused.value)
    game = roster.parent / "g.wmm"
    assert one_line(run.fails("new", game, "--roster", roster)) == f"wordmastermind: {message}"
    assert not game.exists()
    return message


def test_a_name_with_a_comma_and_no_quotes_is_refused_at_its_line(tmp_path: Path, run: Run) -> None:
    """``Dupont, Marie,TABLE,m@x.fr`` under ``nom,mot secret,courriel`` would be the player "Dupont" with the
    secret MARIE and the address TABLE: refused, naming the line and the way out; in quotes it is read."""
    from wordmastermind.files.wmm.imports import read_roster

    roster = tmp_path / "joueurs.csv"
    rows = ["nom,mot secret,courriel", "Anaïs,SALON,a@x.fr", "Dupont, Marie,TABLE,m@x.fr", "Léa,CHIEN,l@x.fr",
            "Zoé,PLUIE,z@x.fr"]
    roster.write_text("\n".join(rows) + "\n", encoding="utf-8")
    assert roster_refused(roster, run) == (
        f'{roster}: line 3 has 4 values, but the header (line 1) has 3 columns: put a value that holds a comma or'
        ' semicolon in quotes ("Dupont, Marie"), or give the extra column a title')
    rows[2] = '"Dupont, Marie",TABLE,m@x.fr'
    roster.write_text("\n".join(rows) + "\n", encoding="utf-8")
    players, lines, _ = read_roster(roster)
    assert (players[1].name, players[1].secret, players[1].email) == ("Dupont, Marie", "TABLE", "m@x.fr")
    # empty cells after the header's last column (as spreadsheets export them) are no values
    roster.write_text("name,secret\nAlfons,Salat,,\nGustav,Hosen,\n", encoding="utf-8")
    assert [p.name for p in read_roster(roster)[0]] == ["Alfons", "Gustav"]


def test_an_unclosed_quote_in_a_csv_is_reported_at_its_line(tmp_path: Path, run: Run) -> None:
    from wordmastermind.files.wmm.imports import read_roster

    roster = tmp_path / "roster.csv"
    roster.write_text('name,secret,address\nAlfons,Salat,"Weg 1\n"\nGustav,Hosen,"Platz 2\n'
                      'Beatrix,Tisch,Allee 3\nEmil,Lampe,Ring 4\n', encoding="utf-8")
    assert roster_refused(roster, run) == (f"{roster}: line 3: a quote (\") opens a cell here and is never closed, "
                                           "so the rest of the file would be read into that cell; close it or remove it")
    roster.write_text('name,secret,address\nAlfons,Salat,"Weg 1\nKöln"\nGustav,Hosen,"Platz ""2"""\n'
                      'Beatrix,Tisch,Allee 3\nEmil,Lampe,"Ring 4"', encoding="utf-8")
    players, lines, _ = read_roster(roster)
    assert [p.address for p in players] == ["Weg 1\nKöln", 'Platz "2"', "Allee 3", "Ring 4"]
    assert lines == [2, 3, 4, 5]


def test_a_workbook_that_unpacks_to_more_than_a_roster_needs(tmp_path: Path, run: Run) -> None:
    import time
    import zipfile

    from wordmastermind.files.tables.rows import TableFileError
    from wordmastermind.files.tables.spreadsheets import MAX_UNPACKED_BYTES
    from wordmastermind.files.wmm.imports import read_roster

    assert MAX_UNPACKED_BYTES <= 16 * 1024 * 1024
    row = ('<row r="{0}"><c r="A{0}" t="inlineStr"><is><t>Spieler</t></is></c>'
           '<c r="B{0}" t="inlineStr"><is><t>SALAT</t></is></c></row>')
    sheet = ('<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/'
             'spreadsheetml/2006/main"><sheetData>'
             + "".join(row.format(i) for i in range(1, 200_001)) + "</sheetData></worksheet>")
    workbook = tmp_path / "huge.xlsx"
    with zipfile.ZipFile(workbook, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types xmlns="http://schemas.'
                         'openxmlformats.org/package/2006/content-types"/>')
        archive.writestr("xl/workbook.xml", '<?xml version="1.0"?><workbook/>')
        archive.writestr("xl/worksheets/sheet1.xml", sheet)
    assert workbook.stat().st_size < TABLE_FILE_LIMIT
    started = time.process_time()  # CPU time: a busy machine does not stretch it
    with pytest.raises(TableFileError, match=r"would unpack to \d+ MB, more than the 8 MB"):
        read_roster(workbook)
    assert time.process_time() - started < 2.0
    assert "would unpack to" in one_line(run.fails("new", tmp_path / "g.wmm", "--roster", workbook))
