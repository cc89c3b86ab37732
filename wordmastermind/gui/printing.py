"""Reports on paper: File ▸ Print and Print Preview print the pages of the PDF.

:func:`wordmastermind.files.writers.pdf.draw_report` lays the report out
and draws it on a canvas; here that canvas is a QPainter on the printer (or
on its preview), so that the printout is the PDF, page for page: at its
real size, over as many pages as it needs, each table across the text width
with its header row on every page, no heading (nor a table's title) left
at the foot of a page, a board whole on one page, black on white whatever the app's theme. The pages are the printer's paper,
with its margins or at least 18 mm.

The printout is set in the PDFs' own font, DejaVu Sans Condensed, which
the program ships (:mod:`wordmastermind.files.writers.pdf_fonts`), loaded
into Qt when the first report is printed: Greek, Cyrillic, Hebrew and
Arabic print as in the PDF (Qt orders and joins right-to-left text
itself). Where Qt's measure of a piece of text is wider than the layout's,
it is narrowed to the width it was given, so that nothing runs into the
next column.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPagedPaintDevice, QPainter, QPen

from wordmastermind.core.report import Report


_families: list[str] = []
_LEFT_TO_RIGHT = "\u200e"
"""The left-to-right mark: Qt takes a line's direction from its first letter, the PDF runs every line left to right."""


def _family() -> str:
    """The family of the PDFs' font, loaded into Qt once (Helvetica's stand-in if the files cannot be read)."""
    if not _families:
        from PySide6.QtGui import QFontDatabase

        from wordmastermind.files.writers.pdf_fonts import FILES, FOLDER

        for file in FILES.values():
            loaded = QFontDatabase.addApplicationFont(str(FOLDER / file))
            if loaded >= 0:
                _families.extend(QFontDatabase.applicationFontFamilies(loaded))
        if not _families:
            _families.append("Helvetica")
    return _families[0]


def printout_name(report: Report) -> str:
    """The name a printout of ``report`` goes by: its title, made a file name (a print queue shows it, and
    Qt's print dialog offers it as the PDF file of "Print to file", in place of ``print.pdf`` for every
    printout). Qt takes what follows a name's last dot for a suffix: a title holding a dot keeps its
    whole name by one more, ``.pdf``.

    >>> printout_name(Report("Spielrunde 2026, Runde 3", ())), printout_name(Report("Club 2.0: round 3", ()))
    ('Spielrunde 2026, Runde 3', 'Club 2.0 - round 3.pdf')
    """
    from wordmastermind.files.mail.eml import safe_file_stem

    name = safe_file_stem(report.title.replace(": ", " - "))  # a title's colon, as a file name takes it
    return f"{name}.pdf" if "." in name else name


def print_report(report: Report, device: QPagedPaintDevice) -> None:
    """Print ``report`` on ``device`` (a printer, its preview, a PDF writer): the PDF's pages on its paper."""
    from wordmastermind.files.writers.pdf import Page, draw_report
    from wordmastermind.files.writers.pdf_text import MARGIN

    layout = device.pageLayout()
    paper = layout.fullRect(QPageLayout.Unit.Point)
    margins = layout.margins(QPageLayout.Unit.Point)
    margin = max(MARGIN, margins.left(), margins.top(), margins.right(), margins.bottom())
    painter = QPainter()
    if not painter.begin(device):
        return  # the printer could not be opened: Qt's print dialog has said so
    try:
        origin = layout.paintRect(QPageLayout.Unit.Point).topLeft()
        draw_report(report, QtCanvas(painter, device, paper.height(), origin), Page(paper.width(), paper.height(), margin))
    finally:
        painter.end()


class QtCanvas:
    """The part of ReportLab's canvas that :func:`~wordmastermind.files.writers.pdf.draw_report` draws with,
    on a QPainter: points from the foot of the page up become the device's pixels from the top down."""

    def __init__(self, painter: QPainter, device: QPagedPaintDevice, height: float, origin: QPointF) -> None:
        self.painter = painter
        self.device = device
        self.height = height
        self.origin = origin
        self.scale_x = device.logicalDpiX() / 72
        self.scale_y = device.logicalDpiY() / 72
        self.fill = QColor(0, 0, 0)
        self.stroke = QColor(0, 0, 0)
        self.line_width = 1.0
        self.font_name = "Helvetica"
        self.font_size = 10.0
        self.fonts: dict[tuple[str, float], tuple[QFont, QFontMetricsF]] = {}

    def _point(self, x: float, y: float) -> QPointF:
        return QPointF((x - self.origin.x()) * self.scale_x, (self.height - y - self.origin.y()) * self.scale_y)

    # ---------------------------------------------------------------- state

    def setFont(self, name: str, size: float) -> None:  # noqa: N802 - ReportLab's names
        self.font_name, self.font_size = name, size

    def setFillGray(self, gray: float) -> None:  # noqa: N802
        self.fill = QColor.fromRgbF(gray, gray, gray)

    def setFillColorRGB(self, red: float, green: float, blue: float) -> None:  # noqa: N802
        self.fill = QColor.fromRgbF(red, green, blue)

    def setStrokeGray(self, gray: float) -> None:  # noqa: N802
        self.stroke = QColor.fromRgbF(gray, gray, gray)

    def setLineWidth(self, width: float) -> None:  # noqa: N802
        self.line_width = width

    def showPage(self) -> None:  # noqa: N802
        self.device.newPage()

    # ---------------------------------------------------------------- drawing

    def rect(self, x: float, y: float, width: float, height: float, stroke: int = 1, fill: int = 0) -> None:
        corner = self._point(x, y + height)
        area = QRectF(corner.x(), corner.y(), width * self.scale_x, height * self.scale_y)
        if fill:
            self.painter.fillRect(area, self.fill)
        if stroke:
            self.painter.setPen(QPen(self.stroke, self.line_width * self.scale_x))
            self.painter.drawRect(area)

    def lines(self, lines: list[tuple[float, float, float, float]]) -> None:
        self.painter.setPen(QPen(self.stroke, self.line_width * self.scale_x))
        self.painter.drawLines([QLineF(self._point(x1, y1), self._point(x2, y2)) for x1, y1, x2, y2 in lines])

    def drawString(self, x: float, y: float, text: str) -> None:  # noqa: N802
        self._text(x, y, text, 0.0)

    def drawRightString(self, x: float, y: float, text: str) -> None:  # noqa: N802
        self._text(x, y, text, 1.0)

    def drawCentredString(self, x: float, y: float, text: str) -> None:  # noqa: N802
        self._text(x, y, text, 0.5)

    def _font(self) -> tuple[QFont, QFontMetricsF]:
        key = (self.font_name, self.font_size)
        made = self.fonts.get(key)
        if made is None:
            font = QFont(_family())
            font.setStretch(QFont.Stretch.Condensed)  # the condensed face the PDF uses, not the system's wider one
            font.setStyleHint(QFont.StyleHint.SansSerif)
            font.setPointSizeF(self.font_size)
            font.setBold(self.font_name.endswith("Bold"))
            made = self.fonts[key] = (font, QFontMetricsF(font, self.device))
        return made

    def _text(self, x: float, y: float, text: str, anchor: float) -> None:
        """``text`` on the baseline ``y``: from ``x`` on (anchor 0), ending at it (1) or around it (0.5)."""
        from wordmastermind.files.writers.pdf_text import width

        font, metrics = self._font()
        text = _LEFT_TO_RIGHT + text  # a line runs left to right as a whole, as in the PDF ("דוד's word")
        given = width(text, self.font_name, self.font_size) * self.scale_x
        drawn = metrics.horizontalAdvance(text)
        shown = min(given, drawn)
        point = self._point(x, y)
        point.setX(point.x() - anchor * shown)
        painter = self.painter
        painter.setFont(font)
        painter.setPen(self.fill)
        if drawn <= given:
            painter.drawText(point, text)
            return
        painter.save()
        painter.translate(point)
        painter.scale(given / drawn, 1.0)
        painter.drawText(QPointF(0, 0), text)
        painter.restore()
