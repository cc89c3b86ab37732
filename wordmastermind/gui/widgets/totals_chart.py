"""A line chart of every player's total over the rounds, painted with QPainter.

Round 0 is the common start (everybody at 0, no marker); rounds 1..R carry a
marker each. Colours come from a 12-colour qualitative palette; players 13 and
up reuse it with another dash style and marker shape (round or square), so
all 100 players of a big game look different. Text, axes and background
follow the widget's QPalette, so light and dark themes both work.

Painting makes few calls per player (one polyline, one point set), partly
for speed and partly because every void PySide6 6.12.0 call on CPython 3.11
drops a reference to None.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QLineF, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor, QFocusEvent, QFontMetricsF, QHelpEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPalette,
    QPen, QPolygonF,
)
from PySide6.QtWidgets import QToolTip, QWidget

from wordmastermind.gui.i18n import Retranslating, says_one

# Mid-lightness colours: contrast >= 3:1 against white and against #202020.
PALETTE: tuple[str, ...] = (
    "#1f77b4", "#e8710a", "#2ca02c", "#d62728", "#9467bd", "#8c6d31",
    "#d4459c", "#0f9fa8", "#7f7f7f", "#7e8c00", "#8d49f2", "#b58900",
)
DASHES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine,
          Qt.PenStyle.DashDotLine, Qt.PenStyle.DashDotDotLine)
CAPS = (Qt.PenCapStyle.RoundCap, Qt.PenCapStyle.SquareCap)  # marker shapes: dot, square
MARGIN = 8.0
SWATCH = 26.0  # width of the line sample in the legend


def nice_step(span: float, max_ticks: float) -> int:
    """The smallest 1, 2 or 5 x 10^n step that needs at most *max_ticks* steps (at least 1).

    >>> [nice_step(s, 5) for s in (4, 9, 40, 130, 1000)]
    [1, 2, 10, 50, 200]
    """
    raw = span / max(max_ticks, 1.0)
    if raw <= 1:
        return 1
    magnitude = 10 ** math.floor(math.log10(raw))
    return next(int(m * magnitude) for m in (1, 2, 5, 10) if m * magnitude >= raw)


def _blend(a: QColor, b: QColor, t: float) -> QColor:
    """*a* mixed with *t* parts of *b*."""
    return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * t,
                           a.greenF() + (b.greenF() - a.greenF()) * t,
                           a.blueF() + (b.blueF() - a.blueF()) * t)


def player_style(player: int) -> tuple[QColor, Qt.PenStyle, Qt.PenCapStyle]:
    """Colour, dash and marker shape (cap) of player *player*; unique for the first 120."""
    cycle = player // len(PALETTE)
    return QColor(PALETTE[player % len(PALETTE)]), DASHES[cycle % len(DASHES)], CAPS[cycle % len(CAPS)]


@dataclass(frozen=True)
class _Layout:
    """Everything paintEvent needs, computed once per data/size/font change."""

    plot: QRectF
    y_ticks: list[tuple[float, str]]  # pixel y, label
    x_ticks: list[tuple[float, str]]  # pixel x, label
    label_width: float  # of the widest y tick label
    points: list[list[QPointF]]  # per player: rounds 0..R
    lines: list[QPolygonF]  # per player: rounds 0..R
    markers: list[QPolygonF]  # per player: rounds 1..R
    marker_size: float
    legend: list[tuple[QRectF, int, str, str]]  # row, player, elided name, total
    more: tuple[QRectF, str] | None
    line_width: float


class TotalsChart(Retranslating, QWidget):
    """Every player's total after each round as one line; see :meth:`set_data`."""

    highlightChanged = Signal(object)  # the highlighted name, or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names: tuple[str, ...] = ()
        self._totals: tuple[tuple[int, ...], ...] = ()
        self._highlight: str | None = None
        self._layout: _Layout | None = None
        self._layout_size = QSize()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Tab reaches it; the arrow keys pick a player's line
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Chart of the totals"))
        self._layout = None  # its legend says "+3 more"
        self._describe()
        self.update()

    # ---- data and state -------------------------------------------------------------
    def set_data(self, names: Sequence[str], totals: Sequence[Sequence[int]]) -> None:
        """Show *names* with ``totals[r][i]`` = player i's total after round r+1."""
        rows = tuple(tuple(int(v) for v in row) for row in totals)
        if any(len(row) != len(names) for row in rows):
            raise ValueError("every round needs one total per player")
        self._names, self._totals = tuple(names), rows
        self._layout = None
        if self._highlight is not None and self._highlight not in self._names:
            self.highlight(None)
        self._describe()
        self.update()

    def text_alternative(self) -> str:
        """What the chart shows, in words: the standings it draws, each player's total after the last round,
        highest first (the legend's order)."""
        if not self._names:
            return self.tr("No players yet")
        if not self._totals:
            return self.tr("No rounds yet")
        last, loc = self._totals[-1], self.locale()
        order = self._standing_order()
        totals = "; ".join(self.tr("{name}: {total}").format(name=self._names[i], total=loc.toString(last[i]))
                           for i in order)
        return self.tr("Totals after round {round}: {totals}.").format(round=loc.toString(len(self._totals)),
                                                                       totals=totals)

    def _standing_order(self) -> list[int]:
        """The players, highest total after the last round first (the legend's order)."""
        last = self._totals[-1] if self._totals else (0,) * len(self._names)
        return sorted(range(len(self._names)), key=lambda i: -last[i])

    def _describe(self) -> None:
        """Keep the text alternative a screen reader reads up to date with what is drawn."""
        text = self.text_alternative()
        if self.accessibleDescription() != text:
            self.setAccessibleDescription(text)

    def totals(self) -> tuple[tuple[int, ...], ...]:
        """The totals shown: ``totals()[r][i]`` is player i's total after round r+1."""
        return self._totals

    def highlight(self, name: str | None) -> None:
        """Draw *name*'s line thick and dim the others; None shows all alike."""
        if name is not None and name not in self._names:
            raise ValueError(f"no player {name!r}")
        if name != self._highlight:
            self._highlight = name
            self.update()
            self.highlightChanged.emit(name)

    def highlighted(self) -> str | None:
        return self._highlight

    def pen_for(self, player: int) -> QPen:
        """The pen player *player*'s line is drawn with right now."""
        colour, dash, _ = player_style(player)
        width = self._geometry().line_width
        if self._highlight is not None:
            if self._names[player] == self._highlight:
                width = 2 * width + 1
            else:
                colour, width = QColor(colour.red(), colour.green(), colour.blue(), 64), 1.0
        return QPen(colour, width, dash, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)

    def _marker_pen(self, player: int, size: float) -> QPen:
        pen = self.pen_for(player)
        if self._highlight == self._names[player]:
            size += 2
        return QPen(pen.color(), size, Qt.PenStyle.SolidLine, player_style(player)[2])

    # ---- what is where --------------------------------------------------------------
    def position_of(self, player: int, round_: int) -> QPointF:
        """Pixel position of *player*'s total after round *round_* (0 = start)."""
        return QPointF(self._geometry().points[player][round_])

    def point_at(self, pos: QPoint | QPointF) -> tuple[str, int, int] | None:
        """(name, round, total) of the marker nearest *pos*, if one is close enough."""
        layout = self._geometry()
        best, best_d = None, max(6.0, layout.marker_size)
        for i in self._draw_order():
            for r, p in enumerate(layout.points[i][1:], start=1):
                d = math.hypot(p.x() - pos.x(), p.y() - pos.y())
                if d <= best_d:  # '<=': of equally near points the one drawn on top wins
                    best, best_d = (self._names[i], r, self._totals[r - 1][i]), d
        return best

    def legend_entries(self) -> list[str]:
        """The names the legend shows, top to bottom, then the "+N more" line if any."""
        layout = self._geometry()
        return [self._names[i] for _, i, _, _ in layout.legend] + (
            [layout.more[1]] if layout.more else [])

    def legend_rect(self, name: str) -> QRectF | None:
        """Where *name*'s legend row is (to click it), or None if it is not shown."""
        return next((QRectF(row) for row, i, _, _ in self._geometry().legend
                     if self._names[i] == name), None)

    def tooltip_at(self, pos: QPoint | QPointF) -> str | None:
        """The tooltip for *pos*: a point or a legend row."""
        hit = self.point_at(pos)
        if hit is None and self._totals:
            hit = next(((self._names[i], len(self._totals), self._totals[-1][i])
                        for row, i, _, _ in self._geometry().legend if row.contains(QPointF(pos))),
                       None)
        if hit is None:
            return None
        name, round_, total = hit
        text = (self.tr("{name}: {total} point after round {round}") if says_one(abs(total))
                else self.tr("{name}: {total} points after round {round}"))
        return text.format(name=name, total=self.locale().toString(total), round=round_)

    def _draw_order(self) -> list[int]:
        order = [i for i, n in enumerate(self._names) if n != self._highlight]
        return order + [i for i, n in enumerate(self._names) if n == self._highlight]

    # ---- geometry -------------------------------------------------------------------
    def _geometry(self) -> _Layout:
        """The cached layout; computed again after new data, a resize or a new font."""
        if self._layout is None or self._layout_size != self.size():
            self._layout, self._layout_size = self._compute_layout(), self.size()
        return self._layout

    def _compute_layout(self) -> _Layout:
        fm, loc = QFontMetricsF(self.font()), self.locale()
        w, h, n, rounds = float(self.width()), float(self.height()), len(self._names), len(self._totals)
        last = self._totals[-1] if self._totals else (0,) * n
        # Legend: as wide as the names need, at most 3/8 of the widget; names come
        # first, the column of last totals only shows if the names fit beside it.
        totals_w = max((fm.horizontalAdvance(loc.toString(v)) for v in last), default=0.0) + 12
        names_w = max((fm.horizontalAdvance(s) for s in self._names), default=0.0)
        room = w * 3 / 8 - SWATCH - 6
        show_totals = names_w + totals_w <= room
        totals_w = totals_w if show_totals else 0.0
        name_w = max(0.0, min(names_w, room - totals_w))
        legend_w = SWATCH + 6 + name_w + totals_w
        # Vertical: half a line above for the top label; tick labels and title below.
        top = MARGIN + fm.height() / 2
        bottom = h - MARGIN - 2 * fm.height() - 10
        plot_h = max(bottom - top, 1.0)
        values = [v for row in self._totals for v in row] + [0]
        step = nice_step(max(values) - min(values) or 1, plot_h / (2.5 * fm.height()))
        lo, hi = math.floor(min(values) / step) * step, math.ceil(max(values) / step) * step
        hi = max(hi, lo + step)
        y_labels = [(v, loc.toString(v)) for v in range(lo, hi + 1, step)]
        label_w = max(fm.horizontalAdvance(s) for _, s in y_labels)
        left = MARGIN + fm.height() + 8 + label_w + 6
        right = w - MARGIN - legend_w - 16
        plot = QRectF(left, top, max(right - left, 1.0), plot_h)

        def to_px(r: int, v: int) -> QPointF:
            return QPointF(plot.left() + plot.width() * r / max(rounds, 1),
                           plot.bottom() - plot.height() * (v - lo) / (hi - lo))

        x_step = nice_step(rounds, plot.width() / (fm.horizontalAdvance(loc.toString(rounds)) + 24))
        x_ticks = [(to_px(r, lo).x(), loc.toString(r)) for r in range(0, rounds + 1, x_step)]
        y_ticks = [(to_px(0, v).y(), s) for v, s in y_labels]
        line_width = 2.0 if n <= len(PALETTE) else 1.5
        size = min(7.0 if n <= len(PALETTE) else 5.0, max(3.0, plot.width() / max(rounds, 1) / 2))
        points = [[to_px(0, 0)] + [to_px(r + 1, row[i]) for r, row in enumerate(self._totals)]
                  for i in range(n)]
        lines = [QPolygonF(pts) for pts in points]
        markers = [QPolygonF(pts[1:]) for pts in points]
        # Legend rows, highest last total first; "+N more" when they do not all fit.
        row_h = max(fm.height() + 4, 12.0)
        fits = max(int((h - top - MARGIN) // row_h), 0)
        order = sorted(range(n), key=lambda i: -last[i]) if rounds else []
        shown = order if len(order) <= fits else order[:max(fits - 1, 0)]
        x0 = w - MARGIN - legend_w
        legend = [(QRectF(x0, top + k * row_h, legend_w, row_h), i,
                   fm.elidedText(self._names[i], Qt.TextElideMode.ElideRight, name_w),
                   loc.toString(last[i]) if show_totals else "") for k, i in enumerate(shown)]
        more = None
        if len(shown) < len(order) and fits > 0:
            more = (QRectF(x0, top + len(shown) * row_h, legend_w, row_h),
                    self.tr("+{count} more").format(count=loc.toString(len(order) - len(shown))))
        return _Layout(plot, y_ticks, x_ticks, label_w, points, lines, markers, size, legend, more,
                       line_width)

    # ---- Qt -------------------------------------------------------------------------
    def minimumSizeHint(self) -> QSize:
        return QSize(320, 200)

    def sizeHint(self) -> QSize:
        return QSize(640, 360)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LocaleChange,
                            QEvent.Type.LanguageChange, QEvent.Type.StyleChange):
            self._layout = None
            if event.type() != QEvent.Type.FontChange:
                self._describe()  # in the new language, its numbers as the new locale writes them
            self.update()
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.tooltip_at(event.pos())
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click on a legend row toggles its highlight, one on a point highlights it."""
        if event.button() != Qt.MouseButton.LeftButton or not self._totals:
            return super().mousePressEvent(event)
        pos = event.position()
        row_hit = [self._names[i] for row, i, _, _ in self._geometry().legend if row.contains(pos)]
        hit = self.point_at(pos)
        if row_hit:
            self.highlight(None if self._highlight == row_hit[0] else row_hit[0])
        elif hit is not None:
            self.highlight(hit[0])
        elif self._geometry().plot.contains(pos):
            self.highlight(None)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Down or Right highlights the next player's line (highest total first), Up or Left the one before;
        Escape shows all alike again."""
        key, order = event.key(), [self._names[i] for i in self._standing_order()]
        forward = key in (Qt.Key.Key_Down, Qt.Key.Key_Right)
        if order and (forward or key in (Qt.Key.Key_Up, Qt.Key.Key_Left)):
            at = order.index(self._highlight) if self._highlight in order else (-1 if forward else len(order))
            self.highlight(order[(at + (1 if forward else -1)) % len(order)])
        elif key == Qt.Key.Key_Escape and self._highlight is not None:
            self.highlight(None)
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()  # its focus frame

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        pal = self.palette()
        bg, base, fg = (pal.color(QPalette.ColorRole.Window), pal.color(QPalette.ColorRole.Base),
                        pal.color(QPalette.ColorRole.WindowText))
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), bg)
        if self.hasFocus():  # where the keyboard is: a dotted frame in the highlight colour
            p.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 1, Qt.PenStyle.DotLine))
            p.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -1.5, -1.5))
        if not self._names or not self._totals:
            p.setPen(fg)
            text = self.tr("No rounds yet") if self._names else self.tr("No players yet")
            p.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, text)
            return
        g, fm = self._geometry(), QFontMetricsF(self.font())
        plot = g.plot
        p.fillRect(plot, base)
        p.setPen(QPen(_blend(base, fg, 0.15), 1))
        p.drawLines([QLineF(plot.left(), y, plot.right(), y) for y, _ in g.y_ticks]
                    + [QLineF(x, plot.top(), x, plot.bottom()) for x, _ in g.x_ticks])
        p.setPen(QPen(_blend(bg, fg, 0.6), 1))
        p.drawPolyline(QPolygonF([plot.topLeft(), plot.bottomLeft(), plot.bottomRight()]))
        p.setPen(fg)
        fh = fm.height()
        for y, s in g.y_ticks:
            p.drawText(QRectF(plot.left() - 6 - g.label_width, y - fh / 2, g.label_width, fh),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, s)
        for x, s in g.x_ticks:
            p.drawText(QRectF(x - 40, plot.bottom() + 4, 80, fh), Qt.AlignmentFlag.AlignHCenter, s)
        p.drawText(QRectF(plot.left(), plot.bottom() + 6 + fh, plot.width(), fh),
                   Qt.AlignmentFlag.AlignHCenter, self.tr("Round"))
        p.save()
        p.translate(MARGIN, plot.center().y())
        p.rotate(-90)
        p.drawText(QRectF(-plot.height() / 2, 0, plot.height(), fh),
                   Qt.AlignmentFlag.AlignHCenter, self.tr("Points"))
        p.restore()
        p.setClipRect(plot.adjusted(-6, -6, 6, 6))
        for i in self._draw_order():
            p.setPen(self.pen_for(i))
            p.drawPolyline(g.lines[i])
            p.setPen(self._marker_pen(i, g.marker_size))
            p.drawPoints(g.markers[i])
        p.setClipping(False)
        for row, i, name, total in g.legend:
            y = row.center().y()
            p.setPen(self.pen_for(i))
            p.drawLine(QLineF(row.left(), y, row.left() + SWATCH, y))
            p.setPen(self._marker_pen(i, 6.0))
            p.drawPoints(QPolygonF([QPointF(row.left() + SWATCH / 2, y)]))
            p.setPen(fg if self._highlight in (None, self._names[i]) else _blend(bg, fg, 0.5))
            p.drawText(row.adjusted(SWATCH + 6, 0, 0, 0),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
            p.drawText(row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, total)
        if g.more:
            p.setPen(fg)
            p.drawText(g.more[0].adjusted(SWATCH + 6, 0, 0, 0),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, g.more[1])
