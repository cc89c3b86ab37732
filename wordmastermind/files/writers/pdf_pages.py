"""A PDF's pages drawn once for the PDFs that have them alike, to the byte.

A run's mails attach the players' report, and the player its answer example
names gets it with another name there (:mod:`~wordmastermind.core.wmm.reader_reports`):
a paragraph on the first page. Their PDF's other pages are the run's, to
the byte, and drawing them (ReportLab setting every cell's text) is most of
the work of a PDF. :class:`PageRecorder` stands for the canvas in
:func:`~wordmastermind.files.writers.pdf_layout.draw_report`: it keeps each
page's calls (the few a report is drawn with) and draws them on the canvas
when the page is done; a page whose calls a PDF drew a moment ago
(:data:`_DRAWN`, the last :data:`KEPT` pages) gets that page's content
instead, where it is the same in this PDF: where each character the page
shows has the code in this PDF's font subsets it had in that one's (a
ReportLab document numbers the characters of an embedded font in the order
they are first drawn; ASCII has its own codes). Any other page is drawn as
it always was; so is every page of a PDF not drawn through the recorder (a
letter's, the printout's).

Of ReportLab's canvas, its page's content (``_code``), document (``_doc``) and
font (``_fontname``, ``_fontsize``) are read, and of its TrueType fonts the
state their documented subsetting keeps for a document (``splitString``,
``getSubsetInternalName``: ``state[doc]``, its ``assignments`` and
``internalName``); a page in a font that is not a TrueType one is drawn, and a
canvas without them (another ReportLab) draws every page.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from wordmastermind.files.writers.pdf_bidi import right_to_left, visual

KEPT = 48
"""How many pages drawn are kept: a round report of 100 players is some 20."""

Call = tuple[str, tuple[Any, ...], tuple[tuple[str, Any], ...]]
"""A canvas call: its method, arguments (hashable) and keyword arguments."""

_STRINGS = {"drawString", "drawRightString", "drawCentredString"}
_METHODS = ("setFont", "setFillGray", "setFillColorRGB", "setStrokeGray", "setLineWidth", "drawString",
            "drawRightString", "drawCentredString", "rect", "lines")
"""The canvas's methods a report is drawn with (:func:`~wordmastermind.files.writers.pdf_layout.draw_report`)."""


@dataclass(frozen=True, slots=True)
class _Page:
    """A page's content as a PDF drew it, and what it asks of the fonts of another PDF to be its content too."""

    code: tuple[str, ...]
    codes: tuple[tuple[str, str, tuple[tuple[int, int | None], ...]], ...]
    """For each font the page draws text in: its name, its internal name in the PDF, and the code in its
    subsets of each character drawn in it (None: one the font lacks)."""

    def fits(self, canvas: Any) -> bool:
        """Whether the page is the same in ``canvas``'s PDF: each character with the same code, each font with
        the same internal name."""
        from reportlab.pdfbase import pdfmetrics

        doc = canvas._doc
        for name, internal, codes in self.codes:
            state = getattr(pdfmetrics.getFont(name), "state", {}).get(doc)
            if state is None or state.internalName != internal:
                return False
            assignments = state.assignments
            if any(assignments.get(char) != code for char, code in codes):
                return False
        return True


class _Drawn:
    """The last :data:`KEPT` pages drawn, by their calls (thread-safe)."""

    def __init__(self) -> None:
        self._pages: OrderedDict[tuple[Any, ...], _Page] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple[Any, ...]) -> _Page | None:
        with self._lock:
            page = self._pages.get(key)
            if page is not None:
                self._pages.move_to_end(key)
            return page

    def put(self, key: tuple[Any, ...], page: _Page) -> None:
        with self._lock:
            self._pages[key] = page
            self._pages.move_to_end(key)
            while len(self._pages) > KEPT:
                self._pages.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._pages.clear()


_DRAWN = _Drawn()


class PageRecorder:
    """The canvas :func:`~wordmastermind.files.writers.pdf_layout.draw_report` draws on: ``canvas``'s calls kept
    for each page and drawn on it when the page is done (:meth:`showPage`, :meth:`finish`), or the page's
    content taken from a PDF that drew it a moment ago. :attr:`taken` counts the pages so taken."""

    def __init__(self, canvas: Any) -> None:
        self._canvas = canvas
        self._calls: list[Call] = []
        self._lines: dict[int, Any] = {}  # a call of ``lines``: the lines as given (a list), by the call's place
        self._methods = {name: getattr(canvas, name) for name in _METHODS}
        self._kept = all(hasattr(canvas, name) for name in ("_code", "_doc", "_fontname", "_fontsize"))
        """Whether pages are kept and taken: ReportLab's canvas as this module reads it."""
        self.taken = 0

    def setFont(self, *args: Any) -> None:  # noqa: N802 - ReportLab's names
        self._calls.append(("setFont", args, ()))

    def setFillGray(self, *args: Any) -> None:  # noqa: N802
        self._calls.append(("setFillGray", args, ()))

    def setFillColorRGB(self, *args: Any) -> None:  # noqa: N802
        self._calls.append(("setFillColorRGB", args, ()))

    def setStrokeGray(self, *args: Any) -> None:  # noqa: N802
        self._calls.append(("setStrokeGray", args, ()))

    def setLineWidth(self, *args: Any) -> None:  # noqa: N802
        self._calls.append(("setLineWidth", args, ()))

    def drawString(self, *args: Any, **kwargs: Any) -> None:  # noqa: N802
        self._calls.append(("drawString", args, tuple(sorted(kwargs.items())) if kwargs else ()))

    def drawRightString(self, *args: Any) -> None:  # noqa: N802
        self._calls.append(("drawRightString", args, ()))

    def drawCentredString(self, *args: Any) -> None:  # noqa: N802
        self._calls.append(("drawCentredString", args, ()))

    def rect(self, *args: Any, **kwargs: Any) -> None:
        self._calls.append(("rect", args, tuple(sorted(kwargs.items())) if kwargs else ()))

    def lines(self, lines: Any) -> None:
        self._lines[len(self._calls)] = lines
        self._calls.append(("lines", tuple(map(tuple, lines)), ()))

    def showPage(self) -> None:  # noqa: N802
        self.finish()
        self._canvas.showPage()

    def finish(self) -> None:
        """Draw the page begun (the last one: before the PDF is saved)."""
        calls, given = self._calls, self._lines
        self._calls, self._lines = [], {}
        if not calls:
            return
        canvas = self._canvas
        if not self._kept:
            self._draw(calls, given)
            return
        font = (canvas._fontname, canvas._fontsize)
        key = (font, tuple(calls))
        page = _DRAWN.get(key)
        if page is not None and page.fits(canvas):
            canvas._code.extend(page.code)
            self.taken += 1
            return
        start = len(canvas._code)
        self._draw(calls, given)
        codes = _codes(calls, font[0], canvas)
        if codes is not None:
            _DRAWN.put(key, _Page(tuple(canvas._code[start:]), codes))

    def _draw(self, calls: list[Call], given: dict[int, Any]) -> None:
        """Make the ``calls`` on the canvas (``given``: the lines of each call of ``lines``, as given)."""
        methods = self._methods
        for place, (name, args, kwargs) in enumerate(calls):
            if kwargs:
                methods[name](*args, **dict(kwargs))
            elif name == "lines":
                methods[name](given[place])
            else:
                methods[name](*args)


def _codes(calls: list[Call], font: str, canvas: Any) -> tuple[tuple[str, str, tuple[tuple[int, int | None],
                                                                                  ...]], ...] | None:
    """For each font the ``calls`` drew text in (the page beginning in ``font``), its internal name and the
    codes of the characters drawn, as ``canvas``'s PDF has them now; None if a font is not a TrueType one."""
    from reportlab.pdfbase import pdfmetrics

    texts: dict[str, list[tuple[str, bool]]] = {}
    for name, args, kwargs in calls:
        if name == "setFont":
            font = args[0]
        elif name in _STRINGS:  # drawString's own (an address line's way): see pdf.new_canvas
            texts.setdefault(font, []).append((args[2], name == "drawString" and dict(kwargs).get("own", False)))
    chars: dict[str, list[int]] = {}
    for name, strings in texts.items():
        joined = "".join(text for text, _own in strings)
        if right_to_left(joined):  # drawn as the canvas draws it: in visual order, Arabic joined
            joined = "".join(visual(text, own) for text, own in strings)
        chars[name] = sorted(map(ord, set(joined.replace("\xa0", " "))))  # ReportLab draws a no-break space so
    out = []
    doc = canvas._doc
    for name, used in chars.items():
        state = getattr(pdfmetrics.getFont(name), "state", {}).get(doc)
        if state is None or getattr(state, "internalName", None) is None:
            return None
        assignments = state.assignments
        out.append((name, state.internalName, tuple((char, assignments.get(char)) for char in used)))
    return tuple(out)
