"""Light and dark themes: the system's look by default, or Qt's Fusion style in light or dark.

A game master may play by lamplight: the dark theme keeps every colour the
app uses for meaning (red for a broken rule, orange for a warning) readable,
because those are translucent tints laid over the palette's base colour.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

THEMES = ("system", "light", "dark")


def dark_palette() -> QPalette:
    palette = QPalette()
    window, base, text = QColor(45, 45, 48), QColor(30, 30, 32), QColor(232, 232, 232)
    disabled = QColor(130, 130, 130)
    for role, colour in (
        (QPalette.ColorRole.Window, window), (QPalette.ColorRole.WindowText, text),
        (QPalette.ColorRole.Base, base), (QPalette.ColorRole.AlternateBase, QColor(40, 40, 43)),
        (QPalette.ColorRole.ToolTipBase, QColor(60, 60, 64)), (QPalette.ColorRole.ToolTipText, text),
        (QPalette.ColorRole.Text, text), (QPalette.ColorRole.Button, window),
        (QPalette.ColorRole.ButtonText, text), (QPalette.ColorRole.BrightText, QColor(255, 90, 90)),
        (QPalette.ColorRole.Link, QColor(110, 170, 255)), (QPalette.ColorRole.Highlight, QColor(42, 130, 218)),
        (QPalette.ColorRole.HighlightedText, QColor(255, 255, 255)),
        (QPalette.ColorRole.PlaceholderText, disabled), (QPalette.ColorRole.Mid, QColor(90, 90, 94)),
    ):
        palette.setColor(role, colour)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return palette


def apply_theme(app: QApplication, theme: str, system_style: str) -> None:
    """Use ``theme`` ("system", "light" or "dark"); an unknown name is the system's.

    ``system_style`` is the style the app started with, to go back to.
    """
    if theme in ("light", "dark"):
        app.setStyle("Fusion")
        app.setPalette(dark_palette() if theme == "dark" else app.style().standardPalette())
    else:
        app.setStyle(system_style)
        app.setPalette(app.style().standardPalette())
