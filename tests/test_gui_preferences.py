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
