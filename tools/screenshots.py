"""Screenshots of the app's main views, for a person to look at.

Runs the real app on an X server (starts Xvfb if no DISPLAY is set) with a
game of 12 players after 3 rounds, and captures the screen for each view:

    .venv/bin/python tools/screenshots.py [--out DIR] [--size 1280x800] [--scale 1.5]

Needs Debian's xvfb and libxcb-cursor0 (Qt's xcb platform). The pictures go
to DIR (default: screenshots/ in the current folder).

    .venv/bin/python tools/screenshots.py --readme

makes the README's two pictures in docs/images/ instead: the Rounds page of
a generated game of 20 players in German (the real app, ``wordmastermind-gui
GAME``, on Qt's offscreen platform with a HOME of its own), and page 1 of
that game's round report as the app's own PDF writer makes it
(``wordmastermind report --pdf``), turned into a picture by ``pdftoppm``
(Debian's poppler-utils).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any


def start_xvfb(size: str) -> subprocess.Popen[bytes] | None:
    if os.environ.get("DISPLAY"):
        return None
    if shutil.which("Xvfb") is None:
        raise SystemExit("no DISPLAY and no Xvfb: apt-get install xvfb")
    display = ":93"
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{size}x24", "-nolisten", "tcp"])
    os.environ["DISPLAY"] = display
    time.sleep(1.0)
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--scale", default="1", help="QT_SCALE_FACTOR, e.g. 1.5 for 150%%")
    parser.add_argument("--readme", action="store_true", help="the README's pictures, into docs/images/")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--readme-child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.readme_child is not None:
        shoot_rounds_page(args.readme_child, args.out)
        return
    if args.readme:
        readme_pictures(Path(__file__).resolve().parent.parent / "docs" / "images")
        return
    if args.child:
        shoot(args.out, args.size)
        return
    # The app runs in a child process: should Qt abort, the X server still stops.
    server = start_xvfb(args.size)
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", QT_SCALE_FACTOR=args.scale)
    try:
        command = [sys.executable, __file__, "--child", "--out", str(args.out), "--size", args.size]
        raise SystemExit(subprocess.call(command, env=env))
    finally:
        if server is not None:
            server.terminate()


README_NAMES = (
    "Alfons", "Beatrix", "Christa", "Dieter", "Emil", "Fritzchen", "Gustav", "Hanna", "Ingrid", "Jürgen",
    "Karla", "Ludwig", "Marlene", "Norbert", "Olga", "Paul", "Renate", "Siegfried", "Trude", "Ulrich",
)


def readme_game(rounds: int = 4, seed: int = 7) -> Any:
    """A game of 20 players after ``rounds`` rounds, its reports in German, the next deadline set."""
    import random

    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.examples import NOUNS
    from wordmastermind.core.wmm.game import Game, Guess, Player, Round, Settings
    from wordmastermind.core.wmm.lot import draw_lot
    from wordmastermind.core.wmm.scoring import guesses_per_round

    rng = random.Random(seed)
    secrets = dict(zip(README_NAMES, rng.sample(NOUNS, len(README_NAMES))))
    misses = [word for word in NOUNS if word not in secrets.values()]
    per_round = guesses_per_round(len(README_NAMES))
    game = Game(Settings(title="Herbstpartie 2026", language="de"),
                tuple(Player(name, secret) for name, secret in secrets.items()),
                draw_lot(list(README_NAMES), per_round, seed))
    for number in range(1, rounds + 1):
        state = evaluate(game)
        guesses = [
            Guess(guesser, target, secrets[target] if number > 2 and rng.random() < 0.05 else rng.choice(misses))
            for guesser in README_NAMES
            for target in rng.sample(sorted(state.targets_next_round(guesser)), per_round)
        ]
        game = game.with_round(number, Round(tuple(guesses), notes=f"Runde {number}: alle Briefe da."))
    return game.with_deadline(rounds + 1, "2026-12-12T18:00")


def readme_pictures(images: Path) -> None:
    """docs/images/rounds-de.png and docs/images/round-report.png, made in a HOME of their own."""
    from wordmastermind.files.wmm.file import save_game

    images.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="wmm-readme-") as home:
        game_file = Path(home) / "Herbstpartie.wmm"
        save_game(readme_game(), game_file)
        env = {key: value for key, value in os.environ.items() if not key.startswith(("XDG_", "LC_", "LANG"))}
        env.update(HOME=home, QT_QPA_PLATFORM="offscreen", LANGUAGE="de", LANG="de_DE.UTF-8", QT_SCALE_FACTOR="1")
        command = [sys.executable, __file__, "--readme-child", str(game_file), "--out", str(images / "rounds-de.png")]
        subprocess.run(command, env=env, check=True, timeout=300)
        pdf = Path(home) / "runde4.pdf"
        subprocess.run([sys.executable, "-m", "wordmastermind", "report", str(game_file), "--round", "4",
                        "--pdf", str(pdf), "--language", "de"], env=env, check=True, timeout=300)
        picture = images / "round-report"
        subprocess.run(["pdftoppm", "-png", "-r", "90", "-f", "1", "-l", "1", "-singlefile", str(pdf), str(picture)],
                       check=True, timeout=120)
    print(images / "rounds-de.png")
    print(picture.with_suffix(".png"))


def shoot_rounds_page(game_file: Path, out: Path) -> None:
    """Start the app as ``wordmastermind-gui GAME`` in German; once the game is open, grab its Rounds page."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from wordmastermind.gui import settings as keys
    from wordmastermind.gui.app import main as app_main
    from wordmastermind.gui.settings import AppSettings
    from wordmastermind.gui.window.main_window import MainWindow

    app = QApplication([sys.argv[0]])
    app.setOrganizationName(keys.ORGANIZATION)
    app.setApplicationName(keys.APPLICATION)
    AppSettings.user().set(keys.LANGUAGE, "de")  # in this run's own HOME
    deadline = time.monotonic() + 120

    def grab_when_open() -> None:
        windows = [widget for widget in app.topLevelWidgets() if isinstance(widget, MainWindow)]
        sheet = windows[0].wmm if windows else None
        if sheet is None or not sheet.document.game.players:
            if time.monotonic() > deadline:
                raise SystemExit("the game did not open")
            QTimer.singleShot(200, grab_when_open)
            return
        window = windows[0]
        window.resize(1440, 900)
        sheet.show_rounds(4)
        if window.checkers is not None:
            window.checkers.get("de").wait()  # the German lists there: no busy bar, no word unchecked
        end = time.monotonic() + 2.0
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.02)
        window.grab().save(str(out))
        sheet.document.undo_stack.setClean()
        window.close()
        app.quit()

    QTimer.singleShot(200, grab_when_open)
    raise SystemExit(app_main([str(game_file)]))


def shoot(out: Path, size: str) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from wordmastermind.core.wmm.examples import table_example
    from wordmastermind.core.wmm.game import Guess
    from wordmastermind.gui.window.main_window import MainWindow
    from wordmastermind.gui.window.recovery import RecoveryStore
    from wordmastermind.gui.settings import AppSettings

    out.mkdir(parents=True, exist_ok=True)
    app = QApplication([sys.argv[0]])
    folder = Path(tempfile.mkdtemp())
    from wordmastermind.gui.word_checker import WordCheckers

    checkers = WordCheckers()  # the real word lists
    window = MainWindow(AppSettings.at(folder / "s.ini"), RecoveryStore(folder / "recovery"), checkers=checkers)
    checkers.get("de").wait()
    # The whole screen, in logical pixels (at 150% that is 2/3 of the pixels).
    screen_area = QGuiApplication.primaryScreen().availableGeometry()
    width, height = screen_area.width(), screen_area.height()
    window.setGeometry(screen_area)
    window.show()

    def settle() -> None:
        end = time.monotonic() + 0.4
        while time.monotonic() < end:
            app.processEvents()

    def snap(name: str) -> None:
        settle()
        screen = QGuiApplication.primaryScreen()
        picture = screen.grabWindow(0)
        path = out / f"{name}.png"
        picture.save(str(path))
        print(path)

    snap("01-start")
    game = table_example()
    sheet = window.wmm
    sheet.document.replace(game, folder / "Herbstpartie.wmm")
    sheet.pages.setCurrentWidget(sheet.game_page)
    snap("02-game")
    sheet.game_page.show_secrets.setChecked(True)
    snap("03-game-secrets-shown")
    sheet.game_page.show_secrets.setChecked(False)
    page = sheet.show_rounds(3)
    snap("04-round-3")
    # A new round with a complete guess, a bad one and one being typed.
    page.show_round(4)
    players = [p.name for p in game.players]
    page.insert_guesses(
        [
            Guess(players[0], players[1], "APFEL"),
            Guess(players[6], players[7], "QUARX"),
            Guess(players[2], players[2], "REGEN"),
            Guess(players[3], players[4], "TAS"),
            Guess(players[5], "", ""),
        ]
    )
    page.focus_new_row()
    snap("05-round-4-entry")
    sheet.pages.setCurrentWidget(sheet.content().candidates)
    snap("05b-candidates")
    sheet.pages.setCurrentWidget(sheet.content().chart)
    snap("06-chart")
    sheet.pages.setCurrentWidget(sheet.content().words)
    sheet.words_page.show_player(players[0])
    snap("07-words")
    # The dialogs of what leaves the app.
    from dataclasses import replace

    game = sheet.document.game
    with_mail = game.with_players(
        replace(p, email=f"{p.name.lower()}@example.org") for p in game.players
    )
    sheet.document.edit("addresses", lambda _g: with_mail)
    mail = sheet.mail_players()
    mail.resize(min(1100, width), min(760, height))
    snap("08-mail")
    mail.reject()
    roster = folder / "roster.csv"
    roster.write_text(
        "Name;Geheimwort;E-Mail\n"
        + "".join(f"{p.name};{p.secret};{p.name.lower()}@example.org\n" for p in game.players[:10])
        + "alfons;Tisch;\nOtto;Kuh;otto@example.org\n",
        encoding="utf-8",
    )
    from wordmastermind.files.wmm.imports import preview_roster
    from wordmastermind.gui.import_dialog import ImportPreviewDialog

    preview = ImportPreviewDialog(preview_roster(roster), "roster", window)
    preview.resize(min(1000, width), min(640, height))
    preview.show()
    snap("09-import-preview")
    preview.reject()
    shoot_wachtwoord(window, snap)
    shoot_rondo(window, folder, snap)
    shoot_woordspel(window, snap)
    shoot_password(window, snap)
    QTimer.singleShot(0, app.quit)
    window.wmm.document.undo_stack.setClean()
    window.close()


def shoot_wachtwoord(window: Any, snap: Callable[[str], None]) -> None:
    """The Wachtwoord tab: live at the table mid-word, then the sheet of the rules' example."""
    from wordmastermind.core.wachtwoord.game import Team, TeamGame
    from wordmastermind.core.wachtwoord.play import guessed, miss

    sheet = window.sheet_for(Path("x.wwd"))
    window.tabs.setCurrentWidget(sheet)
    game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"))
    for step in (miss, guessed, guessed, miss, miss, guessed, miss, miss):
        game = step(game)
    sheet.document.replace(game, None)
    sheet._show_content()
    sheet.live.password.setText("apotheker")
    sheet.live.clue.setText("apothek")
    snap("10-wachtwoord-live")
    sheet.load_demo()
    sheet.modes.setCurrentWidget(sheet.entry)
    snap("11-wachtwoord-sheet")
    sheet.document.undo_stack.setClean()


def shoot_rondo(window: Any, folder: Path, snap: Callable[[str], None]) -> None:
    """The RONDO tab: a turn being laid in the holder, a refused one, teams, letter values."""
    from PySide6.QtCore import QDate

    from wordmastermind.core.rondo.cards import Erase

    sheet = window.sheet_for(folder / "rondo.rondo")
    window.tabs.setCurrentWidget(sheet)
    sheet.new_document()
    players = (("Anna", QDate(1970, 5, 1), "RAT"), ("Bas", QDate(2010, 2, 3), "ART"),
               ("Cor", QDate(1980, 1, 1), "*Z*O*O"))
    sheet.player_count.setValue(len(players))
    for i, (name, born, word) in enumerate(players):
        sheet.name_edits[i].setText(name)
        sheet.born_edits[i].setDate(born)
        sheet.word_edits[i].setText(word)
    sheet.apply_setup()
    editor = sheet.holder_editor
    for word, grow in (("ZON", None), ("E", "end"), ("-", None)):
        editor.select(0)
        if grow is not None:
            editor.grow(grow)
        for char in word:
            editor.typed(char)
        sheet.play()
    # Bas's turn, being laid: a slot pulled out at the end, an S, a joker for the B
    editor.grow("end")
    editor.typed("S")
    editor.select(0)
    editor.typed("*")
    editor.typed("B")
    sheet.exchanges_spin.setValue(1)
    editor.select(1)
    snap("12-rondo-turn")
    editor.lay(Erase())  # an erase card between letters: refused, with the reason
    snap("13-rondo-erase-in-the-middle")
    editor.reset()
    # teams of two
    sheet.new_document()
    form = sheet.setup
    form.teams_radio.setChecked(True)
    sheet.player_count.setValue(3)
    teams = (("Noord", "RAT", ("Anna", "Bert")), ("", "ZON", ("Cor", "Dirk")),
             ("Zuid", "*A*R*T", ("Eva", "Fleur")))
    for i, (name, word, members) in enumerate(teams):
        form.team_name_edits[i].setText(name)
        form.team_word_edits[i].setText(word)
        for j, member in enumerate(members):
            form.member_name_edits[i][j].setText(member)
            form.member_born_edits[i][j].setDate(QDate(1960 + 7 * i + 3 * j, 1 + i, 1 + j))
    sheet.apply_setup()
    editor.select(0)
    for char in "ZOO":
        editor.typed(char)
    sheet.play()
    snap("14-rondo-teams")
    sheet.values_model.set_value("Z", 8)
    sheet.setup_tabs.setCurrentIndex(1)
    sheet.values_table.selectRow(25)
    sheet.values_table.scrollToBottom()
    snap("15-rondo-letter-values")
    sheet.document.undo_stack.setClean()


def shoot_woordspel(window: Any, snap: Callable[[str], None]) -> None:
    """The Woordspel tab: a game under way with a move previewed, a refused move, the end."""
    from wordmastermind.core.woordspel.game import Game
    from wordmastermind.core.woordspel.moves import Exchange
    from wordmastermind.core.woordspel.board import Direction, Square
    from wordmastermind.core.woordspel.play import Play

    sheet = window.sheet_for(Path("x.woordspel"))
    window.tabs.setCurrentWidget(sheet)
    if window.checkers is not None:
        window.checkers.get("nl").wait()  # the Dutch list: unknown words are flagged
    game = Game(("Anna", "Bas"), title="Clubavond", description="Ronde 3")
    for notation, rack in (("8H LEES", "EELSSTU?"), ("I6 HOEF", None), ("K7 ĲS", None),
                           ("6F ZIC.T", None), ("J3 KAS.", None)):
        game = game.with_move(Play.parse(notation, rack=rack))
    game = game.with_move(Play.parse("10I MAN", withdrawn=True))  # a phony, taken back
    game = game.with_move(Exchange(count=3)).with_move(Play.parse("10H STAND"))
    game = game.with_racks(("EKLNOW?R", None))
    sheet.document.replace(game, None)
    sheet._show_content()
    sheet.entry.start_at(Square.parse("l4"), Direction.DOWN)
    for char in "wolk":
        sheet.entry.type_text(char)
    sheet.board.setFocus()
    snap("16-woordspel-preview")
    sheet.entry_panel.notation.setText("6I ZON")  # i6 holds H: refused, with the reason
    sheet.entry.set_notation("6I ZON")
    sheet.play()
    sheet.pages.setCurrentWidget(sheet.tiles)
    snap("17-woordspel-refused")
    sheet.entry.start_at(Square.parse("l4"), Direction.DOWN)  # a new word: ZON goes
    for char in "wolk":
        sheet.entry.type_text(char)
    sheet.play()
    for _ in range(3):
        sheet.pass_turn()
    sheet.end_panel.left_edits[0].setText("ENR?")
    sheet.end_panel.left_edits[1].setText("QGI")
    sheet.end_game()
    sheet.pages.setCurrentWidget(sheet.end_panel)
    snap("18-woordspel-end")
    sheet.document.undo_stack.setClean()


def shoot_password(window: Any, snap: Callable[[str], None]) -> None:
    """The PASSWORD tab: a game of four in progress with its grids and log, a wrong
    answer to correct, the candidates for the game master, the board's letters."""
    import random

    from PySide6.QtWidgets import QApplication

    from wordmastermind.core.password.game import Game, Side
    from wordmastermind.core.password.log import (
        NO,
        YES,
        AgainQuestion,
        Answer,
        CircleQuestion,
        LetterQuestion,
        WordGuess,
    )

    sheet = window.sheet_for(Path("x.password"))
    window.tabs.setCurrentWidget(sheet)
    game = Game((Side("Anna", secret="CHAT"), Side("Bob", secret="DAME"),
                 Side("Cor", secret="RADAR"), Side("Dirk", secret="ROUTE")))
    for entry in (
        CircleQuestion("Anna", "Bob", 2, YES),
        LetterQuestion("Anna", "Bob", 2, "D", Answer.at(1)),
        CircleQuestion("Anna", "Cor", 5, NO),
        LetterQuestion("Bob", "Cor", 8, "R", Answer.at(1)),
        AgainQuestion("Bob", "Cor", 8, "R", Answer.at(5)),
        CircleQuestion("Bob", "Dirk", 7, YES),
        LetterQuestion("Bob", "Dirk", 7, "E", Answer.at(4)),  # wrong: ROUTE has E at 5
        LetterQuestion("Bob", "Anna", 4, "T", Answer.at(4)),
        LetterQuestion("Bob", "Anna", 6, "H", Answer.at(2)),
        WordGuess("Bob", "Anna", "CHAT", YES),
        LetterQuestion("Bob", "Cor", 7, "A", Answer.at(2)),
        LetterQuestion("Bob", "Dirk", 2, "S", NO),
        LetterQuestion("Cor", "Bob", 6, "M", Answer.at(3)),
        CircleQuestion("Cor", "Dirk", 12, NO),
        LetterQuestion("Dirk", "Bob", 7, "E", Answer.at(4)),
    ):
        game = game.with_entry(entry)
    sheet.document.replace(game, None)
    sheet._show_content()
    sheet.rng = random.Random(12)
    sheet.entry.roll()  # 4 and 3: the vowel circle
    sheet.entry.question.set_target("Cor")
    sheet.entry.question.set_kind("again")
    sheet.entry.question.set_letter("A")
    snap("20-password-game")
    sheet.log.select_entry(7)
    snap("21-password-wrong-answer")
    checker = window.checkers.get("fr") if window.checkers is not None else None
    if checker is not None:
        checker.wait()
        sheet.bottom_tabs.setCurrentWidget(sheet.candidates)
        end = time.monotonic() + 20
        while (sheet.candidates.busy or checker.lexicon() is None) and time.monotonic() < end:
            QApplication.processEvents()
            time.sleep(0.05)
        snap("22-password-candidates")
    sheet.bottom_tabs.setCurrentWidget(sheet.log)
    sheet.left_tabs.setCurrentWidget(sheet.board_page)
    snap("23-password-board")
    sheet.left_tabs.setCurrentWidget(sheet.setup_page)
    snap("24-password-players")
    sheet.document.undo_stack.setClean()


if __name__ == "__main__":
    main()
