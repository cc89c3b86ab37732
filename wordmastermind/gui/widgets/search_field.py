"""A line edit for searching and filtering, with Qt's clear button once it holds text."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit, QWidget


class SearchField(QLineEdit):
    """A line edit that offers Qt's clear button (the cross that empties it) once something is typed.

    Qt shows that button only while the field holds text, so it is
    enabled at the first text, not when the field is made: Qt looks its
    icon up in the system's icon theme, some 2-3 ms that the start of a
    window with such a field (the rounds page has two) would wait for.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.textChanged.connect(self._offer_clearing)

    def _offer_clearing(self, text: str) -> None:
        if text:
            self.textChanged.disconnect(self._offer_clearing)
            self.setClearButtonEnabled(True)
