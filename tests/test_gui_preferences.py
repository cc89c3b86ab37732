"""Edit ▸ Settings: the theme and the interface language."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication


def test_the_dark_theme_and_back(window: Any, dialogs: Any) -> None:
    from wordmastermind.gui import settings as keys

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.palette().color(QPalette.ColorRole.Base)
    try:
        window.apply_theme("dark")
        assert app.style().name().lower() == "fusion"
        assert app.palette().color(QPalette.ColorRole.Base).lightness() < 60
        assert window.settings.get(keys.THEME) == "dark"
        window.apply_theme("light")
        assert app.palette().color(QPalette.ColorRole.Base).lightness() > 200
    finally:
        window.apply_theme("system")
    assert app.palette().color(QPalette.ColorRole.Base) == before


def test_the_settings_dialog_offers_every_language_and_theme(window: Any) -> None:
    from wordmastermind.gui.preferences import PreferencesDialog

    dialog = PreferencesDialog(window.settings, window)
    assert [dialog.language.itemData(i) for i in range(dialog.language.count())] == ["", "en", "de", "nl", "fr"]
    assert [dialog.language.itemText(i) for i in range(1, 5)] == ["English", "Deutsch", "Nederlands", "Français"]
    assert [dialog.theme.itemData(i) for i in range(dialog.theme.count())] == ["system", "light", "dark"]
    assert dialog.chosen_language() == "" and dialog.chosen_theme() == "system"
    assert window.preferences_action.shortcuts() or window.preferences_action.text() == "&Settings…"
    dialog.close()


def test_a_language_chosen_in_the_settings_turns_the_open_window_without_losing_anything(
        window: Any, qtbot: Any) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDialogButtonBox

    from wordmastermind.gui import settings as keys
    from wordmastermind.gui.preferences import PreferencesDialog

    window.wmm.load_demo()
    window.wmm.document.edit("Notes", lambda game: game.with_notes(1, "Gut gespielt"))
    window.wmm.show_rounds(2)
    page = window.wmm.rounds_page
    qtbot.keyClicks(page.filter, "Gus")  # typed, not yet a player's whole name
    undo_steps = window.wmm.document.undo_stack.count()

    def choose_german() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PreferencesDialog)
        dialog.language.setCurrentIndex(dialog.language.findData("de"))
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(0, choose_german)
    try:
        window.preferences_action.trigger()
        assert window.settings.get(keys.LANGUAGE) == "de"
        assert window.menuBar().actions()[0].text() == "&Datei" and window.isVisible()
        assert window.wmm.rounds_page is page and page.filter.text() == "Gus"
        assert window.tabs.currentWidget() is window.wmm and window.wmm.shows_game()
        assert window.wmm.document.undo_stack.count() == undo_steps and window.wmm.document.modified
        assert window.undo_action.text().startswith("Rü&ckgängig")
    finally:
        window.wmm.document.undo_stack.setClean()
        window.translators.install("en")
