"""``wordmastermind mail``: the report attached, the lot by mail, the final report, one warning per run."""

from __future__ import annotations

import dataclasses
import email.policy
import io
from email.message import EmailMessage
from email.parser import BytesParser
from pathlib import Path

import pytest

from wordmastermind.cli.entry import main
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Player
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.wmm.file import load_game, save_game

from smtp_support import Server

ROSTER = [("Alfons", "Salat"), ("Gustav", "Hosen"), ("Beatrix", "Tisch"), ("Emil", "Lampe"),
          ("Fritzchen", "Kerze")]
SENDER = "Spielleiter <gm@example.org>"


def run(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = 0
    try:
        main([str(a) for a in args])
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def ok(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[str, str]:
    code, out, err = run(capsys, *args)
    assert code == 0, err
    return out, err


def new_game(tmp_path: Path, capsys: pytest.CaptureFixture[str], *, lot: bool = True, rounds: int = 1) -> Path:
    roster = tmp_path / "roster.csv"
    roster.write_text("name,secret,email\n" + "".join(f"{n},{s},{n.lower()}@example.org\n" for n, s in ROSTER),
                      encoding="utf-8")
    game = tmp_path / "game.wmm"
    ok(capsys, "new", game, "--roster", roster, "--title", "Herbst/Partie")
    if lot:
        ok(capsys, "lot", game, "--seed", 1)
    for number in range(1, rounds + 1 if lot else 1):
        assignment = load_game(game).lot.assignment  # type: ignore[union-attr]
        rows = "".join(f"{g},{t},TOLLE\n" for g, targets in assignment for t in targets)
        file = tmp_path / f"r{number}.csv"
        file.write_text("guesser,target,word\n" + rows, encoding="utf-8")
        ok(capsys, "guesses", game, "--round", number, file)
    return game


def read(path: Path) -> EmailMessage:
    message = BytesParser(policy=email.policy.default).parsebytes(path.read_bytes())
    assert isinstance(message, EmailMessage)
    return message


def attachments(message: EmailMessage) -> list[tuple[str, str, bytes]]:
    found = []
    for part in message.iter_attachments():
        data = part.get_content()
        assert isinstance(data, bytes)
        found.append((part.get_filename() or "", part.get_content_type(), data))
    return found


# -- attachments --------------------------------------------------------------


def test_the_report_is_attached_as_word_excel_or_pdf(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import docx
    import openpyxl
    import pypdf

    game = new_game(tmp_path, capsys)
    for kind in ("docx", "xlsx", "pdf"):
        folder = tmp_path / kind
        ok(capsys, "mail", game, "--from", SENDER, "--eml", folder, "--attach", kind.upper() if kind == "pdf" else kind)
        files = sorted(folder.glob("*.eml"))
        assert len(files) == 5
        datas = {}
        for file in files:
            message = read(file)
            assert message.get_content_type() == "multipart/mixed"
            assert message.get_body(("plain",)) is not None and message.get_body(("html",)) is not None
            (name, content_type, data), = attachments(message)
            assert name == f"Herbst_Partie - round 1.{kind}"  # no folder in the name, in the game's language
            datas[file.stem] = data
        # the same players' report for everybody but Emil, whom its answer example names: his names Alfons
        assert len(set(datas.values())) == 2 and len({datas[n] for n in datas if n != "Emil"}) == 1
        data = datas["Alfons"]
        if kind == "docx":
            text = "\n".join(p.text for p in docx.Document(io.BytesIO(data)).paragraphs)
            assert content_type.endswith("wordprocessingml.document")
        elif kind == "xlsx":
            book = openpyxl.load_workbook(io.BytesIO(data))
            text = "\n".join([ws.title for ws in book.worksheets] + [
                str(c.value) for ws in book.worksheets for row in ws.iter_rows() for c in row if c.value is not None
            ])
            assert content_type.endswith("spreadsheetml.sheet")
        else:
            text = "\n".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages)
            assert content_type == "application/pdf"
        assert "Herbst/Partie" in text and "Standings" in text, (kind, text[:300])
        for _name, secret in ROSTER:
            assert secret.upper() not in text  # the players' report: no secret in play
    import gc

    assert gc.get_freeze_count() == 0  # the run's objects, left alone while the mails were made, are the collector's


def test_an_attachment_goes_over_smtp_too(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                          smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys)
    out, _err = ok(capsys, "mail", game, "--from", SENDER, "--smtp", smtp_server.address, "--security", "none",
                   "--attach", "xlsx")
    assert out.count("sent ") == 5
    for received in smtp_server.handler.messages():
        message = BytesParser(policy=email.policy.default).parsebytes(received.data)
        assert isinstance(message, EmailMessage)
        (name, _type, data), = attachments(message)
        assert name == "Herbst_Partie - round 1.xlsx" and data.startswith(b"PK")


def test_an_unknown_attachment_kind_is_refused_before_anything_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = new_game(tmp_path, capsys)
    code, out, err = run(capsys, "mail", game, "--from", SENDER, "--eml", tmp_path / "mails", "--attach", "odt")
    assert code == 1 and out == ""
    assert err == "wordmastermind: cannot attach the report as 'odt': choose one of pdf, docx, xlsx\n"
    assert not (tmp_path / "mails").exists()


# -- the lot ------------------------------------------------------------------


def test_the_lot_by_mail(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys, rounds=0)
    lot = load_game(game).lot
    assert lot is not None
    out, err = ok(capsys, "mail", game, "--lot", "--from", SENDER, "--eml", tmp_path / "mails", "--attach", "docx")
    assert err == ""
    files = sorted((tmp_path / "mails").glob("*.eml"))
    assert len(files) == 5
    for file in files:
        message = read(file)
        name = message["To"].addresses[0].display_name
        assert str(message["Subject"]) == "Herbst/Partie: the lot for round 1"
        body = message.get_body(("plain",)).get_content().replace("\r\n", "\n")  # type: ignore[union-attr]
        targets = " and ".join(lot.targets(name))
        assert f"In round 1 you have one guess. You may guess at {targets}.\n" in body
        assert "Deadline for round 1: as soon as everyone has answered.\n" in body
        assert "Herbst/Partie: the lot for round 1" in body  # the lot report itself
        html = message.get_body(("html",)).get_content()  # type: ignore[union-attr]
        for owner, secret in ROSTER:
            assert (secret.upper() in body) == (owner == name)
            assert (secret.upper() in html) == (owner == name)
        (attached, _type, _data), = attachments(message)
        assert attached == "Herbst_Partie - lot.docx"


def test_the_lot_before_it_is_drawn_is_a_clear_message(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys, lot=False)
    code, out, err = run(capsys, "mail", game, "--lot", "--from", SENDER, "--eml", tmp_path / "mails")
    assert (code, out) == (1, "")
    assert err == "wordmastermind: the lot for round 1 has not been drawn yet: draw it with 'wordmastermind lot'\n"
    assert not (tmp_path / "mails").exists()
    code, _out, err = run(capsys, "mail", game, "--from", SENDER, "--eml", tmp_path / "mails")
    assert code == 1 and "no round to mail yet" in err and "--lot" in err
    code, _out, err = run(capsys, "mail", game, "--lot", "--round", 1, "--from", SENDER, "--eml", tmp_path / "m")
    assert code == 1 and "--lot or --round" in err


# -- the warning and the end of the game --------------------------------------


def test_one_warning_per_run_lists_every_masked_word(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys)
    ok(capsys, "notes", game, "--round", 1, "Salat is nearly out, and so are the Hosen.")
    _out, err = ok(capsys, "mail", game, "--from", SENDER, "--eml", tmp_path / "mails")
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("warning: ")
    assert "Alfons" in lines[0] and "Gustav" in lines[0]


def test_the_last_mail_of_a_finished_game_reveals_every_word(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    game = random_game(4, 30, seed=1)
    game = game.with_players(Player(p.name, p.secret, email=f"p{i}@example.org") for i, p in enumerate(game.players))
    result = evaluate(game)
    assert result.game_over
    last = result.round
    unguessed = [p.name for p in result.players if p.in_play]
    assert unguessed
    secret = {p.name: p.secret for p in game.players}[unguessed[0]]
    game = game.with_notes(last, f"The last word was {secret}.")
    path = tmp_path / "over.wmm"
    save_game(game, path)
    _out, err = ok(capsys, "mail", path, "--from", SENDER, "--eml", tmp_path / "mails")
    assert err == ""  # nothing masked, nothing to warn of
    for file in sorted((tmp_path / "mails").glob("*.eml")):
        body = read(file).get_body(("plain",)).get_content()  # type: ignore[union-attr]
        assert f"The last word was {secret}." in body


def test_the_final_reports_file_is_named_as_the_final_standings(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    game = random_game(4, 30, seed=1)
    game = game.with_players(Player(p.name, p.secret, email=f"p{i}@example.org") for i, p in enumerate(game.players))
    game = game.with_settings(dataclasses.replace(game.settings, title="Herbst"))
    last = evaluate(game).round
    path = tmp_path / "over.wmm"
    save_game(game, path)
    names = {}
    for language in ("en", "de", "nl", "fr"):
        folder = tmp_path / language
        ok(capsys, "mail", path, "--from", SENDER, "--eml", folder, "--attach", "pdf", "--language", language)
        found = {name for file in folder.glob("*.eml") for name, _type, _data in attachments(read(file))}
        (names[language],) = found
    title = "Herbst"
    assert names == {"en": f"{title} - final standings.pdf", "de": f"{title} - Endstand.pdf",
                     "nl": f"{title} - eindstand.pdf", "fr": f"{title} - classement final.pdf"}
    ok(capsys, "mail", path, "--from", SENDER, "--eml", tmp_path / "before", "--attach", "pdf", "--round", last - 1)
    for file in (tmp_path / "before").glob("*.eml"):  # a round before the last is a round's report still
        assert [name for name, _type, _data in attachments(read(file))] == [f"{title} - round {last - 1}.pdf"]


def test_the_command_as_its_own_process_leaves_nothing_to_collect_on_its_way_out(tmp_path: Path) -> None:
    """Run as a process (no arguments given to main), the command line freezes what it made as the process ends
    (Python's last collection has nothing to look through); called with arguments (a test, a script), nothing."""
    import subprocess
    import sys

    code = ("import atexit, gc, sys; from wordmastermind.cli.entry import main; sys.argv = ['wordmastermind', "
            "'--version']\natexit.register(lambda: print('frozen', gc.get_freeze_count() > 0))\n"
            "try:\n    main()\nexcept SystemExit:\n    pass")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().endswith("frozen True")  # atexit: its own (registered first) runs last
    import gc

    with pytest.raises(SystemExit):
        main(["--version"])
    assert gc.get_freeze_count() == 0
