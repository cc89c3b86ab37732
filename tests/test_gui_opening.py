"""Opening a game as the game master sees it: the window first, then the game; only the page and the round
shown are built; the word lists' arrival changes only the secret words' cells."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, Qt, QTimer

from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.wmm.file import save_game
from wordmastermind.gui.roles import WARNING_ROLE
from wordmastermind.gui.wmm.roster_model import SECRET


def saved_game(folder: Path, players: int = 12, rounds: int = 6) -> Path:
    game = random_game(players, rounds, seed=7, hit_chance=0.0)
    assert len(game.rounds) == rounds
    path = folder / "club.wmm"
    save_game(game, path)
    return path


class Frames(QObject):
    """What the window showed at each of its frames: the open game's file, and the status bar's message."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.seen: list[tuple[Path | None, str, bool]] = []
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen.append((self.window.wmm.document.path, self.window.statusBar().currentMessage(),
                              self.window.wmm.start_panel.isVisible()))
        return False


def start_watched(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, path: Path, watch: Any, run: Any) -> None:
    """Start the app as ``wordmastermind-gui PATH`` does: ``watch(window)`` is made as the window is shown, and
    ``run(watcher)`` runs instead of the event loop (see test_gui_window), then the window closes."""
    from PySide6.QtWidgets import QApplication

    from wordmastermind.gui import app as app_module
    from wordmastermind.gui.settings import AppSettings
    from wordmastermind.gui.window.main_window import MainWindow

    monkeypatch.setattr(AppSettings, "user", classmethod(lambda cls: AppSettings.at(tmp_path / "s.ini")))
    monkeypatch.setattr(app_module, "recovery_folder", lambda: tmp_path / "rec")
    watchers: list[Any] = []
    show = MainWindow.show

    def watched_show(window: Any) -> None:
        watchers.append(watch(window))
        show(window)

    def loop(app: QApplication) -> int:
        [watcher] = watchers
        run(watcher)
        watcher.window.close()
        return 0

    monkeypatch.setattr(MainWindow, "show", watched_show)
    monkeypatch.setattr(QApplication, "exec", loop)
    assert app_module.main([str(path)]) == 0


def test_the_window_is_on_screen_before_the_game_given_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: Any, qtbot: Any
) -> None:
    path = saved_game(tmp_path)
    shown: dict[str, Any] = {}

    def run(frames: Frames) -> None:
        window = frames.window
        qtbot.waitUntil(lambda: window.wmm.document.path == path)
        content = window.wmm.content()
        qtbot.waitUntil(lambda: content.rounds.built and content.rounds.page().table.isVisible())
        shown.update(first=frames.seen[0], title=window.windowTitle(), message=window.statusBar().currentMessage(),
                     page=content.pages.currentWidget() is content.rounds,
                     round=content.rounds.page().current_round())

    start_watched(monkeypatch, tmp_path, path, Frames, run)
    # The first frame: no game yet, nor the start panel, and the status bar says which game comes.
    assert shown.pop("first") == (None, "Opening club.wmm…", False)
    # Then the game, at its last round, and the message is gone.
    assert "club.wmm" not in shown.pop("message")
    assert shown == {"title": "club.wmm[*] — wordmastermind", "page": True, "round": 6}


def test_opening_builds_the_page_shown_and_its_round_only(
    window: Any, tmp_path: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from wordmastermind.gui.wmm.round_model import RoundModel

    built: list[int] = []
    build_rows = RoundModel.build_rows

    def counted(model: Any) -> Any:
        built.append(model.number)
        return build_rows(model)

    monkeypatch.setattr(RoundModel, "build_rows", counted)
    path = saved_game(tmp_path)
    assert window.open_path(path)
    content = window.wmm.content()
    assert content.pages.currentWidget() is content.rounds
    page = content.rounds.page()
    assert set(built) == {6}  # the last round's rows, no other's
    assert not content.game_built and not content.players.built and not content.words.built
    # The game master goes to round 3: its guesses are made now, and shown.
    tabs = page.tabs
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(2).center())
    assert page.current_round() == 3 and built[-1] == 3
    guesses = window.wmm.document.game.rounds[2].guesses
    model = page.round_model
    assert [model.index(r, 2).data() for r in range(model.rowCount() - 1)] == [g.word for g in guesses]
    # The Game page, built when the game master goes to it, holds the game's roster.
    pages = content.pages.tabBar()
    qtbot.mouseClick(pages, Qt.MouseButton.LeftButton, pos=pages.tabRect(0).center())
    assert content.game_built
    roster = window.wmm.game_page.roster_model
    qtbot.waitUntil(window.wmm.game_page.roster.isVisible)
    assert [roster.index(r, 0).data() for r in range(roster.rowCount() - 1)] == [
        p.name for p in window.wmm.document.game.players]


def test_a_game_opened_again_shows_its_last_round(window: Any, tmp_path: Path) -> None:
    path = saved_game(tmp_path)
    other = tmp_path / "short.wmm"
    save_game(random_game(8, 3, seed=3, hit_chance=0.0), other)
    assert window.open_path(path)
    window.wmm.show_rounds(2)
    assert window.open_path(other)
    assert window.wmm.rounds_page.current_round() == 3


def test_when_the_word_lists_arrive_only_the_secret_words_change(
    qtbot: Any, tmp_path: Path, dialogs: Any, qtmodeltester: Any
) -> None:
    from dataclasses import replace

    from conftest import small_lexicon

    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.gui.settings import AppSettings
    from wordmastermind.gui.window.main_window import MainWindow
    from wordmastermind.gui.window.recovery import RecoveryStore
    from wordmastermind.gui.word_checker import WordCheckers

    gate = threading.Event()

    def load(language: str) -> Any:
        gate.wait(10)
        return small_lexicon(language)

    game = rules_example()
    game = game.with_player(3, replace(game.players[3], secret="QUARX"))  # Emil's: not in the lists
    path = tmp_path / "quarx.wmm"
    save_game(game, path)
    checkers = WordCheckers(load=load)
    window = MainWindow(AppSettings.at(tmp_path / "settings.ini"), RecoveryStore(tmp_path / "recovery"),
                        checkers=checkers)
    checkers.setParent(window)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        assert window.open_path(path)
        sheet = window.wmm
        sheet.pages.setCurrentWidget(sheet.game_page)
        model = sheet.game_page.roster_model
        model.set_show_secrets(True)
        assert model.index(3, SECRET).data(WARNING_ROLE) is None  # the lists are not here yet
        changes: list[tuple[int, int, int, int]] = []
        others: list[str] = []
        model.dataChanged.connect(
            lambda first, last, _roles: changes.append((first.row(), first.column(), last.row(), last.column())))
        for name in ("modelReset", "layoutChanged", "rowsInserted", "rowsRemoved", "headerDataChanged"):
            getattr(model, name).connect(lambda *_args, name=name: others.append(name))
        with qtbot.waitSignal(sheet.checker.ready, timeout=10_000):
            gate.set()
    finally:
        gate.set()
    assert changes and all(first == last == SECRET for _, first, _, last in changes)
    assert others == []
    assert model.index(3, SECRET).data(WARNING_ROLE) == "not a known noun"
    assert model.index(0, SECRET).data(WARNING_ROLE) is None  # SALAT
    assert "Right-click to accept it" in model.index(3, SECRET).data(Qt.ItemDataRole.ToolTipRole)
    qtmodeltester.check(model, force_py=True)
    # Accepting the word changes its cell at once.
    [(_label, accept)] = model.word_actions(model.index(3, SECRET))
    accept()
    assert model.index(3, SECRET).data(WARNING_ROLE) is None
    window.wmm.document.undo_stack.setClean()
    checkers.stop()


def test_a_game_given_that_cannot_be_read_leaves_the_start_panel(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: Any, qtbot: Any
) -> None:
    from PySide6.QtWidgets import QApplication

    from wordmastermind.gui import app as app_module
    from wordmastermind.gui.settings import AppSettings

    monkeypatch.setattr(AppSettings, "user", classmethod(lambda cls: AppSettings.at(tmp_path / "s.ini")))
    monkeypatch.setattr(app_module, "recovery_folder", lambda: tmp_path / "rec")
    broken = tmp_path / "broken.wmm"
    broken.write_text("not a game", encoding="utf-8")
    seen: list[bool] = []

    def run(app: QApplication) -> int:
        window = next(w for w in QApplication.topLevelWidgets() if w.isVisible() and w.windowTitle())
        qtbot.waitUntil(lambda: bool(dialogs.texts("critical")))  # the error is shown
        qtbot.waitUntil(window.wmm.start_panel.isVisible)  # and the start panel is back
        seen.append(window.wmm.document.path is None)
        window.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", run)
    assert app_module.main([str(broken)]) == 0
    assert seen == [True]


def test_the_word_lists_load_once_the_opened_game_is_on_screen(window: Any, tmp_path: Path, qtbot: Any) -> None:
    from dataclasses import replace

    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.gui.wmm.round_model import WORD

    game = rules_example()
    game = game.with_player(3, replace(game.players[3], secret="QUARX"))
    path = tmp_path / "quarx.wmm"
    save_game(game, path)
    loading: list[str] = []
    window.checkers.loading.connect(loading.append)
    assert window.open_path(path)
    assert loading == []  # not while the game is being opened: its page comes first
    model = window.wmm.rounds_page.round_model
    salsa = next(r for r in range(model.rowCount()) if model.index(r, WORD).data() == "SALSA")
    assert model.index(salsa, WORD).data(WARNING_ROLE) is None  # nothing to say yet
    qtbot.waitUntil(lambda: model.index(salsa, WORD).data(WARNING_ROLE) == "not a known noun", timeout=5000)
    assert loading == ["de"]



class Painted(QObject):
    """At a table's first frame, and at the zero-timer that follows it: had the word lists begun to load?"""

    def __init__(self, viewport: Any, loading: list[str]) -> None:
        super().__init__(viewport)
        self.loading = loading
        self.seen: list[bool] = []
        viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.seen and event.type() == QEvent.Type.Paint:
            self.seen.append(bool(self.loading))
            QTimer.singleShot(0, self.after)  # the event loop free again, once the frame is painted
        return False

    def after(self) -> None:
        self.seen.append(bool(self.loading))


def test_the_word_lists_wait_until_the_opened_games_tables_are_painted_and_the_window_answers(
    window: Any, tmp_path: Path, qtbot: Any
) -> None:
    """Their loading (its imports, the lists' reading, the tables asked again) would compete with the game's
    first frame and with what the game master does next: it begins a moment after that frame."""
    path = saved_game(tmp_path, players=30, rounds=4)
    loading: list[str] = []
    window.checkers.loading.connect(loading.append)
    assert window.open_path(path)
    page = window.wmm.rounds_page
    round_table, standings = Painted(page.table.viewport(), loading), Painted(page.standings.viewport(), loading)
    qtbot.waitUntil(lambda: bool(loading), timeout=5000)
    assert loading == ["de"]
    # Both tables were painted before the lists began to load. The lists wait LET_AFTER_FRAME_MS after the frame
    # began, so the turn of the event loop after the paint comes first too, where the paint takes less (under
    # load 7 it took more, once in a whole suite: that says nothing of the order this test is about).
    assert round_table.seen[:1] == [False] and standings.seen[:1] == [False]


class Written(QObject):
    """At each of the window's frames once the game is open: was it written to the settings file as the
    most recent game by then?"""

    def __init__(self, window: Any, file: Path, game: Path) -> None:
        super().__init__(window)
        self.window, self.file, self.game = window, file, str(game.resolve())
        self.seen: list[bool] = []
        window.installEventFilter(self)

    def written(self) -> bool:
        return self.file.exists() and self.game in self.file.read_text(encoding="utf-8")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.window.wmm.document.path is not None:
            self.seen.append(self.written())
        return False


def test_a_game_given_is_the_most_recent_at_once_and_written_to_the_settings_after_its_first_frame(
    window: Any, tmp_path: Path, qtbot: Any
) -> None:
    """Qt writes changed settings as soon as the event loop turns: ahead of the game's first frame, if the
    start's own change (the game, now the most recent file) were left to it."""
    path = saved_game(tmp_path)
    frames = Written(window, tmp_path / "settings.ini", path)  # the window fixture's settings file
    window.start_after_first_frame(path)
    window.update()
    qtbot.waitUntil(lambda: window.wmm.document.path == path)
    assert window.settings.recent_files()[0] == str(path.resolve())  # in effect at once
    qtbot.waitUntil(lambda: bool(frames.seen))
    assert frames.seen[0] is False
    qtbot.waitUntil(frames.written, timeout=5000)


class FirstFrame(QObject):
    """At the window's first frame: the tab shown, the games whose start panel is on screen, and the title."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.seen: tuple[str, list[str], str] | None = None
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.seen is None and event.type() == QEvent.Type.Paint:
            window = self.window
            self.seen = (window.tabs.tabText(window.tabs.currentIndex()),
                         [s.kind for s in window.sheets if s.start_panel is not None and s.start_panel.isVisible()],
                         window.windowTitle())
        return False


def another_games_file(tmp_path: Path, game: str, name: str, kind_first: bool = True) -> Path:
    """A Wachtwoord or RONDO game saved as ``name``; with ``kind_first`` False its ``kind`` is written last, as a
    file written by hand may have it."""
    import json

    from test_rondo_file import solo_game
    from test_wachtwoord_file import example_game

    from wordmastermind.files.rondo.file import save_rondo
    from wordmastermind.files.wachtwoord.file import save_wachtwoord

    path = tmp_path / name
    if game == "rondo":
        save_rondo(solo_game(), path)
    else:
        save_wachtwoord(example_game(), path)
    if not kind_first:
        data = json.loads(path.read_text("utf-8"))
        data["kind"] = data.pop("kind")  # the last member now
        path.write_text(json.dumps(data, indent=1), "utf-8")
    return path


@pytest.mark.parametrize(("game", "name", "kind_first", "first_tab"), [
    ("wachtwoord", "avond.json", True, "Wachtwoord"),  # another suffix: the file's first line names its game
    ("rondo", "club.wmm", True, "RONDO"),  # a RONDO game saved as .wmm
    ("wachtwoord", "avond.wwd", True, "Wachtwoord"),  # its own suffix
    ("rondo", "club.rondo", False, "Wörter-MasterMind"),  # its kind further on: neutral, no start panel
    ("rondo", "club.wmm", False, "Wörter-MasterMind"),
])
def test_the_first_frame_shows_no_start_panel_of_another_game_than_the_one_given(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: Any, qtbot: Any,
    game: str, name: str, kind_first: bool, first_tab: str,
) -> None:
    """Found starting the app with a Wachtwoord game saved as .json: its first frame showed Wörter-MasterMind's
    start panel (hidden only for a file named .wmm), and a RONDO game saved as .wmm showed the Wörter-MasterMind
    tab, before the game's tab came. The file's first bytes say which game it is; where they cannot (its kind
    comes further on), the first frame shows no start panel at all. Its title named the Wörter-MasterMind tab's
    untitled game; it names the file given."""
    path = another_games_file(tmp_path, game, name, kind_first)
    first: list[Any] = []
    shown: dict[str, Any] = {}

    def run(frame: FirstFrame) -> None:
        window = frame.window
        qtbot.waitUntil(lambda: frame.seen is not None)
        first.append(frame.seen)
        sheet = window.sheet_of_kind(game)  # built by now, or built here: after the first frame either way
        qtbot.waitUntil(lambda: sheet.document.path == path)
        shown.update(tab=window.tabs.currentWidget() is sheet, panel=sheet.start_panel.isVisible(),
                     undo=window.undo_group.activeStack() is sheet.document.undo_stack, title=window.windowTitle())

    start_watched(monkeypatch, tmp_path, path, FirstFrame, run)
    assert first == [(first_tab, [], f"{name}[*] — wordmastermind")]  # no start panel, of any game; the file
    # Then the game, in its own tab, which Undo and the title follow.
    assert shown == {"tab": True, "panel": False, "undo": True, "title": f"{name}[*] — wordmastermind"}
