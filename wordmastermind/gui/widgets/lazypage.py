"""A tab page that is built, and its module imported, when first needed.

Start-up stays fast: only the page the user sees is built at once.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from types import MethodType
from typing import Any, Generic, TypeVar

from PySide6.QtCore import Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

W = TypeVar("W", bound=QWidget)


class LazyPage(QWidget, Generic[W]):
    shown = Signal()
    """The page is on screen (built by then): a page that follows changes only while shown catches up."""

    def __init__(self, build: Callable[[], W], parent: QWidget | None = None) -> None:
        """``build`` makes the page; a bound method (of the page's owner, say) is held weakly,
        as it would make a reference cycle through the owner (see :mod:`~wordmastermind.gui.weak_calls`)."""
        super().__init__(parent)
        self._build: weakref.WeakMethod[Callable[[], W]] | Callable[[], W] | None = (
            weakref.WeakMethod(build) if isinstance(build, MethodType) else build
        )
        self._page: W | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    @staticmethod
    def of(module: str, name: str, *args: object) -> LazyPage[Any]:
        """A page of class ``name`` of ``module``, made of ``args``: the module is imported when first needed."""

        def build() -> QWidget:
            from importlib import import_module

            page: QWidget = getattr(import_module(module), name)(*args)
            return page

        return LazyPage(build)

    @property
    def built(self) -> bool:
        return self._page is not None

    def page(self) -> W:
        """The page, built now if it was not yet."""
        if self._page is None:
            build = self._build() if isinstance(self._build, weakref.WeakMethod) else self._build
            if build is None:
                raise RuntimeError("the page's owner is gone: nothing builds it")
            self._page = build()
            self._build = None  # built once: nothing more to hold
            layout = self.layout()
            assert layout is not None
            layout.addWidget(self._page)
        return self._page

    def showEvent(self, event: QShowEvent) -> None:
        self.page()
        super().showEvent(event)
        self.shown.emit()
