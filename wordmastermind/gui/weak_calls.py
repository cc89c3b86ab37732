"""A part's call back to the widget that owns it, without holding that widget.

A model or a panel that keeps a bound method of its sheet (to ask it for a
word's warning, say) makes a reference cycle: sheet → part → method →
sheet. Python's cyclic collector, not Qt, then decides when a sheet
without a parent is deleted: whenever it runs, perhaps while Qt paints
the sheet. :func:`weak_method` keeps the method weakly instead: the part
calls it while its owner lives, and gets ``gone`` once the owner is gone.
Signals need none of this: a signal connected to a bound method holds it
weakly already (a lambda that captures the widget it would hold for ever).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Generic, ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


class WeakMethod(Generic[P, R]):
    """A bound method held weakly; called once its object is gone, it returns ``gone``."""

    def __init__(self, method: Callable[P, R], gone: R) -> None:
        self._method: weakref.WeakMethod[Callable[P, R]] = weakref.WeakMethod(method)
        self._gone = gone

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        method = self._method()
        return self._gone if method is None else method(*args, **kwargs)


def weak_method(method: Callable[P, R], gone: R) -> Callable[P, R]:
    """``method`` (a bound method of the owner), held weakly; see the module's description.

    >>> class Sheet:
    ...     def warning(self, word: str) -> str | None:
    ...         return f"{word}?"
    >>> sheet = Sheet()
    >>> call = weak_method(sheet.warning, None)
    >>> call("ZOEF")
    'ZOEF?'
    >>> del sheet
    >>> call("ZOEF") is None
    True
    """
    return WeakMethod(method, gone)
