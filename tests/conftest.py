"""Test set-up: Qt runs offscreen, and the app's settings stay out of the user's."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from smtp_support import MemoryKeyring, Server

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@dataclass
class Dialogs:
    """Scripted answers for the app's dialogs, and a record of what they said.

    ``answers`` are consumed in order by question/warning boxes; ``files``
    by file dialogs. With no answer left, a question is answered No, an
    unsaved-changes warning Discard, and a file dialog is cancelled.
    """

    answers: list[Any] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    shown: list[tuple[str, str]] = field(default_factory=list)

    def next_answer(self, default: Any) -> Any:
        return self.answers.pop(0) if self.answers else default

    def texts(self, kind: str | None = None) -> list[str]:
        return [text for k, text in self.shown if kind is None or k == kind]


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Iterator[Dialogs]:
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    script = Dialogs()
    buttons = QMessageBox.StandardButton

    def record(kind: str, default: Any) -> Any:
        def box(_parent: Any, _title: str, text: str, *args: Any, **kwargs: Any) -> Any:
            script.shown.append((kind, text))
            return script.next_answer(default)

        return box

    monkeypatch.setattr(QMessageBox, "question", record("question", buttons.No))
    monkeypatch.setattr(QMessageBox, "warning", record("warning", buttons.Discard))
    monkeypatch.setattr(QMessageBox, "critical", record("critical", buttons.Ok))
    monkeypatch.setattr(QMessageBox, "information", record("information", buttons.Ok))
    monkeypatch.setattr(QMessageBox, "about", record("about", None))

    def file_dialog(*_args: Any, **_kwargs: Any) -> tuple[str, str]:
        return (script.files.pop(0) if script.files else "", "")

    monkeypatch.setattr(QFileDialog, "getOpenFileName", file_dialog)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", file_dialog)
    yield script


SMALL_NOUNS = (
    "Salat", "Hosen", "Tisch", "Lampe", "Kerze", "Sahne", "Atlas", "Tolle", "Kampf",
    "Abend", "Birne", "Feder", "Gabel", "Nebel", "Regen", "Wolke",
)


def small_german_lexicon() -> Any:
    """A few German nouns (and SALATE as a plural), instead of the real lists."""
    from wordmastermind.core.lexicon import make_lexicon

    rows = [{"lemma": w, "pos": "Substantiv", "nominativ singular": w} for w in SMALL_NOUNS]
    rows[0] = dict(rows[0], **{"nominativ plural": "Salate"})
    return make_lexicon("de", noun_rows=rows)


SMALL_DUTCH = (
    "apotheker", "pillen", "recept", "griezelfilm", "hitchcock", "tolk", "taal", "gestolen",
    "dief", "ring", "jockey", "paard", "renbaan", "stilte", "rust",
)


def small_dutch_lexicon() -> Any:
    """A few Dutch words, instead of the real lists."""
    from wordmastermind.core.lexicon import make_lexicon

    return make_lexicon("nl", words=[(w, 4.0) for w in SMALL_DUTCH])


SMALL_FRENCH = (
    "chat", "chien", "dame", "date", "dune", "rade", "radar", "route", "rouge", "mare",
    "lame", "rame", "dames", "élève", "cœur", "porte-clé", "radio",
)


def small_french_lexicon() -> Any:
    """A few French words (with accents, a ligature and a hyphen), instead of the real lists."""
    from wordmastermind.core.lexicon import make_lexicon

    return make_lexicon("fr", words=[(w, 4.0 - i / 100) for i, w in enumerate(SMALL_FRENCH)])


def small_lexicon(language: str) -> Any:
    if language == "de":
        return small_german_lexicon()
    if language == "nl":
        return small_dutch_lexicon()
    if language == "fr":
        return small_french_lexicon()
    raise AssertionError(f"no small {language} lexicon in the tests")


@pytest.fixture
def make_window(qtbot: Any, tmp_path: Path, dialogs: Dialogs) -> Any:
    """Build main windows that share one settings file and recovery folder."""
    from wordmastermind.gui.window.main_window import MainWindow
    from wordmastermind.gui.window.recovery import RecoveryStore
    from wordmastermind.gui.settings import AppSettings

    from wordmastermind.gui.word_checker import WordCheckers

    def make() -> MainWindow:
        checkers = WordCheckers(load=small_lexicon)
        window = MainWindow(
            AppSettings.at(tmp_path / "settings.ini"), RecoveryStore(tmp_path / "recovery"), checkers=checkers
        )
        checkers.setParent(window)
        qtbot.addWidget(window)
        window.resize(1200, 800)
        window.show()
        window.activateWindow()
        qtbot.waitActive(window)
        return window

    return make


@pytest.fixture
def window(make_window: Any) -> Any:
    return make_window()


# -- mail: a local SMTP server and a keyring in memory (see smtp_support.py) --


@pytest.fixture
def start_server() -> Iterator[Callable[..., Server]]:
    """Start local SMTP servers: ``start(handler=None, **aiosmtpd_options)``; all stop after the test."""
    from smtp_support import start_local_server

    started: list[Server] = []

    def start(*args: Any, **kwargs: Any) -> Server:
        server = start_local_server(*args, **kwargs)
        started.append(server)
        return server

    try:
        yield start
    finally:
        for server in started:
            server.controller.stop()


@pytest.fixture
def smtp_server(start_server: Callable[..., Server]) -> Server:
    """A plain local SMTP server: no TLS, no login, every recipient welcome."""
    return start_server()


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    """The keyring for the test: a dict, never the system's."""
    import keyring
    from smtp_support import MemoryKeyring

    before = keyring.get_keyring()
    fake = MemoryKeyring()
    keyring.set_keyring(fake)
    try:
        yield fake
    finally:
        keyring.set_keyring(before)
