"""The app's report files: the lot exported and printed, names in the report's language, one warning per export."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import docx
import openpyxl  # type: ignore[import-untyped]
import pypdf

from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game
from wordmastermind.files.wmm.file import save_game


def opened(window: Any, tmp_path: Path, game: Game, name: str = "partie.wmm") -> Path:
    path = tmp_path / name
    save_game(game, path)
    window.open_path(path)
    return path


def before_round_one() -> Game:
    game = rules_example()
    return replace(game, rounds=())


def export(window: Any, label_start: str) -> Any:
    actions = window.current_sheet().exports()
    return next(a for a in actions if a.label.startswith(label_start))


def test_the_lot_is_exported_before_round_one(window: Any, tmp_path: Path) -> None:
    game = before_round_one()
    opened(window, tmp_path, game)
    window._fill_export_menu()
    labels = [a.text() for a in window.export_menu.actions()]
    assert labels[:4] == [
        "The lot for round 1 as Word…",
        "The lot for round 1 as Excel…",
        "The lot for round 1 as PDF…",
        "The lot for round 1 as text…",
    ]
    word = export(window, "The lot for round 1 as Word")
    assert word.default_name == "partie-lot.docx"
    assert window.export_to(word, tmp_path / word.default_name)
    (table,) = docx.Document(str(tmp_path / "partie-lot.docx")).tables
    rows = [[cell.text for cell in row.cells] for row in table.rows]
    assert game.lot is not None
    assert rows[1:] == [[guesser, ", ".join(targets)] for guesser, targets in game.lot.assignment]
    excel = export(window, "The lot for round 1 as Excel")
    assert window.export_to(excel, tmp_path / excel.default_name)
    assert openpyxl.load_workbook(tmp_path / "partie-lot.xlsx").sheetnames == ["Report", "Lot"]


def test_the_lot_is_printed_before_round_one(window: Any, tmp_path: Path) -> None:
    opened(window, tmp_path, before_round_one())
    report = window.wmm.printable_report()
    assert report is not None and report.title.endswith("the lot for round 1")


def test_no_lot_no_lot_export(window: Any, tmp_path: Path) -> None:
    opened(window, tmp_path, replace(before_round_one(), lot=None))
    assert not any(a.label.startswith("The lot") for a in window.current_sheet().exports())


def test_default_names_follow_the_report_language(window: Any, tmp_path: Path) -> None:
    game = rules_example()
    opened(window, tmp_path, game.with_settings(replace(game.settings, language="de")), "spiel.wmm")
    names = [a.default_name for a in window.current_sheet().exports()]
    assert "spiel-Runde-2.docx" in names
    assert "spiel-Runde-2-GM-overview.pdf" in names
    assert "spiel-Auslosung.xlsx" in names
    assert not any("round" in name or "-lot." in name for name in names)
    for language, round_2, lot in (("nl", "ronde-2", "loting"), ("fr", "manche-2", "tirage-au-sort")):
        opened(window, tmp_path, game.with_settings(replace(game.settings, language=language)), "spiel.wmm")
        names = [a.default_name for a in window.current_sheet().exports()]
        assert {f"spiel-{round_2}.docx", f"spiel-{round_2}-GM-overview.pdf", f"spiel-{lot}.xlsx"} <= set(names)


def test_one_warning_per_export_names_every_masked_word(window: Any, tmp_path: Path, dialogs: Any) -> None:
    game = rules_example().with_notes(2, "Salat? Motel? Wer weiß.")
    opened(window, tmp_path, game)
    for suffix, name in (("docx", "Word"), ("xlsx", "Excel"), ("pdf", "PDF")):
        assert window.export_to(export(window, f"Round 2 report as {name}"), tmp_path / f"r2.{suffix}")
    warnings = dialogs.texts("warning")
    assert len(warnings) == 3  # one per export, not one per masked word
    for warning, suffix in zip(warnings, ("docx", "xlsx", "pdf")):
        assert "Alfons" in warning and "Gustav" in warning
        assert f"r2.{suffix}" in warning  # the file was written all the same
    text = " ".join(page.extract_text() for page in pypdf.PdfReader(str(tmp_path / "r2.pdf")).pages)
    assert "SALAT" not in text.upper() and "MOTEL" not in text.upper()


def test_an_unsaved_games_exports_and_rosters_are_named_in_its_language(window: Any) -> None:
    game = rules_example()
    for language, stem, roster, with_secrets in (
        ("de", "Partie", "Spielerliste", "Spielerliste-mit-Geheimwörtern"),
        ("nl", "spel", "spelers", "spelers-met-geheime-woorden"),
        ("fr", "partie", "joueurs", "joueurs-avec-mots-secrets"),
        ("en", "game", "roster", "roster-with-secrets"),
    ):
        window.wmm.document.replace(game.with_settings(replace(game.settings, language=language)), None)
        names = {a.default_name for a in window.wmm.exports()}
        assert {f"{stem}-{roster}.xlsx", f"{stem}-{roster}.csv",
                f"{stem}-{with_secrets}.xlsx", f"{stem}-{with_secrets}.csv"} <= names, (language, names)
        assert all(name.startswith(f"{stem}-") for name in names)


def test_a_side_games_score_sheet_is_named_in_its_language(qtbot: Any, tmp_path: Path) -> None:
    import datetime

    from wordmastermind.core.rondo.game import Game as Rondo
    from wordmastermind.core.rondo.sides import Side
    from wordmastermind.core.wachtwoord.game import Team, TeamGame
    from wordmastermind.gui.rondo.sheet import RondoSheet
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    day = datetime.date(1970, 5, 1)
    rondo = Rondo((Side.solo("Anna", day, "RAT"), Side.solo("Bas", day, "ZON")))
    for sheet, game, stem in ((RondoSheet(), rondo, "rondo"),
                              (WachtwoordSheet(), TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie")),
                               "wachtwoord")):
        qtbot.addWidget(sheet)
        sheet.document.replace(replace(game, language="nl"), None)
        assert {a.default_name for a in sheet.exports()} >= {f"{stem}-scoreblad.docx", f"{stem}-scoreblad.txt"}
        sheet.document.replace(game, tmp_path / f"avond.{stem}")
        assert "avond-sheet.xlsx" in {a.default_name for a in sheet.exports()}
