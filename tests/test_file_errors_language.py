"""A refused game file is explained in the user's language: by the app's Open and by the command line."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from test_cli_language import wordmastermind
from test_gui_side_rule_messages import speak  # noqa: F401 (a fixture)
from test_translations import french

CUT_OFF = '{"kind": "wordmastermind", "schema_version": 1, "players": ['
WRONG_TYPE = '{"kind": "wordmastermind", "schema_version": 1, "settings": 3}'


def test_opening_a_broken_game_file_in_a_german_window_says_why_in_german(
        window: Any, tmp_path: Path, dialogs: Any, speak: Callable[[str], None]) -> None:
    speak("de")
    cut = tmp_path / "cut.wmm"
    cut.write_text(CUT_OFF, "utf-8")
    wrong = tmp_path / "wrong.wmm"
    wrong.write_text(WRONG_TYPE, "utf-8")
    assert not window.open_path(cut)
    assert not window.open_path(wrong)
    assert dialogs.texts("critical") == [
        f"{cut}: die Datei ist abgeschnitten: sie endet mitten in den Daten (Zeile 1, Spalte 61)",
        f"{wrong}: settings: erwartet wurde ein Objekt, gefunden eine Zahl",
    ]


def test_the_command_line_refuses_a_broken_game_file_in_german(tmp_path: Path) -> None:
    game = tmp_path / "game.wmm"
    game.write_text('{"kind": "wordmastermind", "schema_version": 1}', "utf-8")
    done = wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "report", game)
    assert done.returncode == 1
    assert done.stderr.strip() == f"wordmastermind: {game}: settings: fehlt"
    game.write_bytes(b'{"kind": "wordmastermind", "name": "\xff"}')
    done = wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "report", game)
    assert done.stderr.strip() == f"wordmastermind: {game}: keine Spieldatei: Byte 36 ist kein UTF-8-Text"


def _refusal(read: Callable[[object], object], document: object) -> BaseException:
    try:
        read(document)
    except Exception as error:  # noqa: BLE001 - the refusal is what is looked at
        return error
    raise AssertionError(f"{document!r} was read")


def test_every_game_s_file_reader_refuses_in_the_user_s_language() -> None:
    from wordmastermind.files.i18n import render_error
    from wordmastermind.files.password.file import game_from_json as password
    from wordmastermind.files.rondo.file import game_from_json as rondo
    from wordmastermind.files.wachtwoord.file import game_from_json as wachtwoord
    from wordmastermind.files.wmm.file import game_from_json as wmm
    from wordmastermind.files.woordspel.file import game_from_json as woordspel

    cases = [
        (wmm, {"kind": "scrabble", "schema_version": 1},
         "this is a 'scrabble' document, not a Wörter-MasterMind game",
         "dies ist ein Dokument der Art 'scrabble', keine Wörter-MasterMind-Partie"),
        (woordspel, {"kind": "chess", "schema_version": 1},
         "kind: this is a 'chess' document, not a Woordspel game",
         "kind: dies ist ein Dokument der Art 'chess', keine Woordspel-Partie"),
        (wachtwoord, {"kind": "rondo", "schema_version": 1},
         "this is a RONDO game file (kind 'rondo'), not a Wachtwoord one (.wwd); a RONDO game file's name "
         "ends in .rondo",
         "dies ist eine Spieldatei von RONDO (Art 'rondo'), keine von Wachtwoord (.wwd); der Name einer "
         "Spieldatei von RONDO endet auf .rondo"),
        (rondo, {"kind": "rondo", "schema_version": 99},
         "written by a newer wordmastermind (schema version 99); this version reads up to 1: please update",
         "von einem neueren wordmastermind geschrieben (Schemaversion 99); diese Version liest bis 1:"
         " bitte aktualisieren"),
        (password, {"kind": "password", "schema_version": 0},
         "schema_version: 0 is not a valid version", "schema_version: 0 ist keine gültige Version"),
        (wachtwoord, {"kind": "wachtwoord", "schema_version": 1, "method": "classic"},
         "method: expected 'american' or 'dutch', found 'classic'",
         "method: erwartet wurde 'american' oder 'dutch', gefunden 'classic'"),
        (rondo, {"kind": "rondo", "schema_version": 1,
                 "sides": [{"members": [{"name": "Ann", "born": "1990-13-01"}], "start_word": "AB"}]},
         "sides[0].members[0].born: expected a date as YYYY-MM-DD, not '1990-13-01'",
         "sides[0].members[0].born: erwartet wurde ein Datum als JJJJ-MM-TT, nicht '1990-13-01'"),
    ]
    for read, document, english, german in cases:
        error = _refusal(read, document)
        assert (str(error), render_error(error, "de")) == (english, german)


def test_a_device_and_a_newer_game_file_are_refused_in_dutch_and_french(tmp_path: Path) -> None:
    from wordmastermind.files.wmm.file import SCHEMA_VERSION

    newer = tmp_path / "newer.wmm"
    newer.write_text('{"kind": "wordmastermind", "schema_version": 99}', "utf-8")
    said = {lang: wordmastermind(tmp_path, {"LANG": lang}, "report", newer).stderr.strip()
            for lang in ("nl_NL.UTF-8", "fr_FR.UTF-8")}
    assert said == {
        "nl_NL.UTF-8": f"wordmastermind: {newer}: geschreven door een nieuwere wordmastermind"
                       f" (schemaversie 99); deze versie leest tot en met {SCHEMA_VERSION}: werk het programma bij",
        "fr_FR.UTF-8": french(f"wordmastermind: {newer} : écrit par un wordmastermind plus récent"
                              f" (version de schéma 99) ; cette version lit jusqu’à {SCHEMA_VERSION} : mettez-le"
                              " à jour"),
    }
    done = wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "report", "/dev/null")
    assert done.stderr.strip() == ("wordmastermind: /dev/null: dies ist keine gewöhnliche Datei"
                                   " (eine Pipe, ein Gerät oder ein Socket): nur Dateien werden gelesen")


def test_a_roster_that_is_no_table_is_refused_in_german_and_dutch(tmp_path: Path) -> None:
    headless = tmp_path / "roster.csv"
    headless.write_text("Spieler;Farbe\nAnna;rot\n", "utf-8")
    done = wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "new", tmp_path / "g.wmm", "--roster", headless)
    assert done.stderr.strip() == (
        f"wordmastermind: {headless}: keine Spalte 'secret' in Zeile 1 (gefunden: 'Spieler', 'Farbe');"
        " gebraucht: 'name' (oder Naam, Nom, Spieler, …) und 'secret' (oder Geheimwort, Geheim woord,"
        " Mot secret, …), in einer Zeile weit oben")
    pdf = tmp_path / "roster.xlsx"
    pdf.write_bytes(b"%PDF-1.4 not a table")
    done = wordmastermind(tmp_path, {"LANG": "nl_NL.UTF-8"}, "new", tmp_path / "g.wmm", "--roster", pdf)
    assert done.stderr.strip() == f"wordmastermind: {pdf}: geen leesbaar rekenblad: dit is een PDF-document"
    assert not (tmp_path / "g.wmm").exists()


def _wachtwoord_saved_as_rondo(tmp_path: Path) -> Path:
    """A Wachtwoord score sheet saved by the app, then given RONDO's suffix."""
    from wordmastermind.core.wachtwoord.game import Method, Team, TeamGame, WinnerBy
    from wordmastermind.files.wachtwoord.file import save_wachtwoord

    saved = tmp_path / "avond.wwd"
    save_wachtwoord(TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), Method.AMERICAN, WinnerBy.POINTS, ()),
                    saved)
    return saved.rename(tmp_path / "avond.rondo")


def open_through_the_file_menu(window: Any, dialogs: Any, tab: Any, path: Path) -> None:
    """File ▸ Open in ``tab``, the file dialog answered with ``path``."""
    window.tabs.setCurrentWidget(tab)
    dialogs.files = [str(path)]
    window.open_action.trigger()


def test_file_open_opens_another_game_s_file_in_that_game_s_tab(
        window: Any, tmp_path: Path, dialogs: Any) -> None:
    from wordmastermind.games import RONDO, WACHTWOORD

    wrong = _wachtwoord_saved_as_rondo(tmp_path)  # the suffix says RONDO; the file says Wachtwoord
    rondo = window.sheet_of_kind(RONDO.kind)
    open_through_the_file_menu(window, dialogs, rondo, wrong)
    assert dialogs.texts("critical") == []
    wachtwoord = window.current_sheet()
    assert wachtwoord.kind == WACHTWOORD.kind and wachtwoord is window.sheet_of_kind(WACHTWOORD.kind)
    assert window.tabs.tabText(window.tabs.currentIndex()).replace("&", "") == "Wachtwoord"
    assert wachtwoord.document.path == wrong and wachtwoord.document.game.team1.a_player == "Fred"
    assert window.statusBar().currentMessage() == "avond.rondo is a Wachtwoord game file: opened in the Wachtwoord tab."
    assert not rondo.shows_game()
    # a file no game can read is refused as before, in the tab its suffix names
    chess = tmp_path / "partie.rondo"
    chess.write_text('{"kind": "chess", "schema_version": 1}', "utf-8")
    open_through_the_file_menu(window, dialogs, rondo, chess)
    assert dialogs.texts("critical") == [f"{chess}: kind: this is a 'chess' document, not a RONDO score sheet"]
    assert window.current_sheet() is rondo


def test_another_game_s_file_opened_says_so_in_the_interface_s_language(
        window: Any, tmp_path: Path, dialogs: Any, speak: Callable[[str], None]) -> None:
    wrong = _wachtwoord_saved_as_rondo(tmp_path)
    said = []
    for language in ("de", "nl", "fr"):
        speak(language)
        assert window.open_path(wrong)
        said.append(window.statusBar().currentMessage())
    assert said == [
        "avond.rondo ist eine Spieldatei von Wachtwoord: im Reiter Wachtwoord geöffnet.",
        "avond.rondo is een spelbestand van Wachtwoord: geopend op het tabblad Wachtwoord.",
        "avond.rondo est un fichier de partie de Wachtwoord\N{NO-BREAK SPACE}: ouvert dans l’onglet Wachtwoord.",
    ]
    assert dialogs.texts("critical") == []


def test_another_game_s_file_is_named_in_every_language_both_ways(tmp_path: Path) -> None:
    import datetime

    from wordmastermind.core.rondo.game import Game
    from wordmastermind.core.rondo.sides import Side
    from wordmastermind.files.i18n import render_error
    from wordmastermind.files.rondo.file import load_rondo, save_rondo
    from wordmastermind.files.wachtwoord.file import load_wachtwoord

    rondo = tmp_path / "ronde.rondo"
    save_rondo(Game((Side.solo("Anna", datetime.date(1970, 5, 1), "RAT"),
                     Side.solo("Bas", datetime.date(2010, 2, 3), "ART"))), rondo)
    rondo = rondo.rename(tmp_path / "ronde.wwd")
    said = {language: render_error(_refusal(load_wachtwoord, rondo), language) for language in ("en", "de", "nl", "fr")}
    assert said == {
        "en": f"{rondo}: this is a RONDO game file (kind 'rondo'), not a Wachtwoord one (.wwd); a RONDO game "
              "file's name ends in .rondo",
        "de": f"{rondo}: dies ist eine Spieldatei von RONDO (Art 'rondo'), keine von Wachtwoord (.wwd); der Name "
              "einer Spieldatei von RONDO endet auf .rondo",
        "nl": f"{rondo}: dit is een spelbestand van RONDO (soort 'rondo'), geen van Wachtwoord (.wwd); de naam van "
              "een spelbestand van RONDO eindigt op .rondo",
        "fr": french(f"{rondo} : ceci est un fichier de partie de RONDO (type 'rondo'), pas de Wachtwoord (.wwd) ;"
                     " le nom d’un fichier de partie de RONDO se termine par .rondo"),
    }
    wachtwoord = _wachtwoord_saved_as_rondo(tmp_path)
    assert str(_refusal(load_rondo, wachtwoord)) == (
        f"{wachtwoord}: this is a Wachtwoord game file (kind 'wachtwoord'), not a RONDO one (.rondo); a Wachtwoord "
        "game file's name ends in .wwd")


def drag_over(window: Any, path: Path) -> Any:
    """Drag ``path`` from a file manager over the window, as Qt delivers it: the mime data the drag carries
    if the window would take the file dropped (the pointer says so), else None."""
    from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
    from PySide6.QtGui import QDragEnterEvent
    from PySide6.QtWidgets import QApplication

    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    enter = QDragEnterEvent(QPoint(window.rect().center()), Qt.DropAction.CopyAction, data,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    return data if enter.isAccepted() else None


def drop(window: Any, path: Path) -> bool:
    """Drag ``path`` from a file manager onto the window and let go, as Qt delivers it: the drag enters, and
    only if the window takes it is it dropped. Whether the window took it."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QDropEvent
    from PySide6.QtWidgets import QApplication

    data = drag_over(window, path)
    if data is None:
        return False
    where, buttons, keys = window.rect().center(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    dropped = QDropEvent(QPointF(where), Qt.DropAction.CopyAction, data, buttons, keys)
    QApplication.sendEvent(window, dropped)
    return dropped.isAccepted()


def test_a_dropped_file_opens_in_the_tab_of_the_game_it_says_it_is_as_file_open_opens_it(
        window: Any, tmp_path: Path, dialogs: Any) -> None:
    from wordmastermind.games import RONDO, WACHTWOORD

    rondo, wachtwoord = window.sheet_of_kind(RONDO.kind), window.sheet_of_kind(WACHTWOORD.kind)
    wrong = _wachtwoord_saved_as_rondo(tmp_path)  # the suffix says RONDO; the file says Wachtwoord
    window.tabs.setCurrentWidget(rondo)
    assert drop(window, wrong)
    assert window.current_sheet() is wachtwoord and wachtwoord.document.path == wrong
    assert window.statusBar().currentMessage() == "avond.rondo is a Wachtwoord game file: opened in the Wachtwoord tab."
    assert not rondo.shows_game()
    # a name no game has (a mail program saved the attachment so): the file says which game it is
    exported = wrong.rename(tmp_path / "avond.json")
    window.tabs.setCurrentWidget(rondo)
    assert drop(window, exported)
    assert window.current_sheet() is wachtwoord and wachtwoord.document.path == exported
    assert window.statusBar().currentMessage() == "avond.json is a Wachtwoord game file: opened in the Wachtwoord tab."
    assert dialogs.texts("critical") == []
    # a file no game reads is not taken: nothing opens, nothing is said
    notes = tmp_path / "notes.txt"
    notes.write_text("Fred 120, Joop 80", "utf-8")
    chess = tmp_path / "partie.json"
    chess.write_text('{"kind": "chess", "schema_version": 1}', "utf-8")
    assert not drop(window, notes) and not drop(window, chess)
    assert window.current_sheet() is wachtwoord and wachtwoord.document.path == exported
    assert dialogs.texts("critical") == []
    # one that names a game by its suffix is refused there, with the reason, as File ▸ Open refuses it
    chess = chess.rename(tmp_path / "partie.rondo")
    assert drop(window, chess)
    assert dialogs.texts("critical") == [f"{chess}: kind: this is a 'chess' document, not a RONDO score sheet"]
    assert window.current_sheet() is rondo


def test_a_file_only_dragged_over_the_window_builds_no_tab(window: Any, tmp_path: Path, dialogs: Any) -> None:
    """Passing a file over the window on its way elsewhere costs nothing: the pointer says the window takes
    it, and the tab it would open in (built when first needed) is built only when the file is dropped."""
    from wordmastermind.games import RONDO, WACHTWOORD

    wrong = _wachtwoord_saved_as_rondo(tmp_path)
    rondo = tmp_path / "ronde.rondo"
    rondo.write_text('{"kind": "rondo", "schema_version": 1}', "utf-8")
    built = [sheet.kind for sheet in window.sheets]
    assert WACHTWOORD.kind not in built and RONDO.kind not in built
    assert drag_over(window, wrong) is not None and drag_over(window, rondo) is not None
    assert [sheet.kind for sheet in window.sheets] == built
    assert drop(window, wrong)
    assert window.current_sheet().kind == WACHTWOORD.kind and window.current_sheet().document.path == wrong
    assert RONDO.kind not in [sheet.kind for sheet in window.sheets]
    assert dialogs.texts("critical") == []


def test_a_file_without_its_columns_names_them_as_the_dutch_help_does(tmp_path: Path) -> None:
    """The help says 'kolommen Rader, Doel en Woord' and 'kolommen Naam en Geheim woord'; a file without them was
    refused naming German titles only ('Rater, Ratender, Spieler', 'Spieler, Spielername, Naam',
    'Geheimwort, Wachtwoord, Geheim')."""
    table = tmp_path / "lijst.csv"
    table.write_text("Wie,Wat\nAnneke,TAFEL\n", "utf-8")
    dutch = {"LANGUAGE": "nl"}
    done = wordmastermind(tmp_path, dutch, "new", tmp_path / "spel.wmm", "--roster", table)
    assert done.stderr.strip() == (
        f"wordmastermind: {table}: geen kolommen 'name' en 'secret' in regel 1 (gevonden: 'Wie', 'Wat'); nodig:"
        " 'name' (of Naam, Nom, Spieler, …) en 'secret' (of Geheimwort, Geheim woord, Mot secret, …), in één"
        " regel bovenaan")
    roster = tmp_path / "spelers.csv"
    roster.write_text("Naam,Geheim woord\nAnneke,TAFEL\nBram,STOEL\nCor,KAARS\nDirk,FIETS\n", "utf-8")
    assert wordmastermind(tmp_path, dutch, "new", tmp_path / "spel.wmm", "--roster", roster).returncode == 0
    done = wordmastermind(tmp_path, dutch, "guesses", tmp_path / "spel.wmm", "--round", 1, table)
    assert done.stderr.strip() == (
        f"wordmastermind: {table}: geen kolommen 'guesser', 'target' en 'word' in regel 1 (gevonden: 'Wie',"
        " 'Wat'); nodig: 'guesser' (of Rater, Rader, Joueur, …); 'target' (of Ziel, Doel, Cible, …) en 'word'"
        " (of Wort, Woord, Mot, …), in één regel bovenaan")  # three columns: 'a, b en c', not 'a en b en c'
