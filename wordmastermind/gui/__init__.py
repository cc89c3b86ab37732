"""The desktop app (PySide6): windows, dialogs and widgets."""

import PySide6.QtCore  # noqa: F401  (every part of the app uses it; it brings PySide's import hook)

from wordmastermind.gui.pyside_hooks import read_sources_lightly

read_sources_lightly()  # before the app's modules are imported: see the module
