"""``labels --json``: whose address is on the sheet of labels, and who has none and why, as one JSON document."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from wordmastermind.files.wmm.file import load_game, save_game

from test_cli_mail import new_game, run
from test_cli_mail_json import NAMES, parsed

POST = {"Gustav": "Gustav Gans, Hauptstr. 1, 12345 Berlin", "Emil": "Emil Tischbein, Gartenweg 2, 50667 Köln"}


@pytest.mark.parametrize("language", ["en", "de"])
def test_labels_json_gives_each_players_label_or_why_none(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """A script could tell whose label is on the sheet, and who got none and why, only from lines of text."""
    game = new_game(tmp_path, capsys)
    loaded = load_game(game)
    save_game(loaded.with_players(tuple(replace(p, email="", address=POST[p.name]) if p.name in POST else p
                                        for p in loaded.players)), game)
    monkeypatch.setenv("LANGUAGE", language)
    pdf = tmp_path / "labels.pdf"
    code, out, err = run(capsys, "labels", game, "--pdf", pdf, "--json")
    assert code == 0, err
    data = parsed(out)
    assert [(o["player"], o["status"]) for o in data["labels"]] == [
        (name, "written" if name in POST else "skipped") for name in NAMES]
    assert [o["file"] for o in data["labels"] if o["status"] == "written"] == [str(pdf)] * 2
    assert data["files"] == [str(pdf)] and pdf.read_bytes().startswith(b"%PDF")
    skipped = [o["reason"] for o in data["labels"] if o["status"] == "skipped"]
    assert {reason["code"] for reason in skipped} == {"letter.no_address"}
    assert skipped[0]["text"] == {"en": "Alfons has no postal address: no letter",
                                  "de": "Alfons hat keine Postanschrift: kein Brief"}[language]
    assert data["totals"] == {"players": 5, "sent": 0, "failed": 0, "skipped": 3, "written": 2}
    assert (data["said"], data["warnings"], err) == ([], [], "")
    # --only a player with no postal address: nobody gets a label, the exit says so, the JSON says why
    code, out, err = run(capsys, "labels", game, "--pdf", tmp_path / "none.pdf", "--only", "Alfons", "--json")
    assert code == 1 and err.startswith("wordmastermind: ")
    nobody = parsed(out)
    assert [(o["player"], o["status"], o["reason"]["code"]) for o in nobody["labels"]] == [
        ("Alfons", "skipped", "letter.no_address")]
    assert nobody["files"] == [] and not (tmp_path / "none.pdf").exists()
