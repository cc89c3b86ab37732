"""The totals chart: what a game master sees and can point at."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QColor, QHelpEvent, QImage, QPalette
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from wordmastermind.gui.widgets.totals_chart import PALETTE, TotalsChart, nice_step, player_style

NAMES = ["Anna", "Bernd", "Claudia"]
TOTALS = [[5, 12, 3], [17, 20, 9], [42, 28, 30]]  # after rounds 1, 2, 3


def make_chart(qtbot: QtBot, names: list[str], totals: list[list[int]], w: int = 800, h: int = 450) -> TotalsChart:
    chart = TotalsChart()
    qtbot.addWidget(chart)
    chart.resize(w, h)
    chart.set_data(names, totals)
    return chart


def colours_in(image: QImage) -> set[int]:
    return {image.pixel(x, y) for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}


def pixels_near(image: QImage, colour: QColor, tolerance: int = 40) -> int:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if abs(c.red() - colour.red()) + abs(c.green() - colour.green()) + abs(c.blue() - colour.blue()) <= tolerance:
                count += 1
    return count


def test_point_at_names_the_player_round_and_total_under_the_mouse(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, NAMES, TOTALS)
    for player, name in enumerate(NAMES):
        for round_ in (1, 2, 3):
            pos = chart.position_of(player, round_).toPoint()
            assert chart.point_at(pos) == (name, round_, TOTALS[round_ - 1][player])
            assert chart.point_at(pos + QPoint(3, -2)) == (name, round_, TOTALS[round_ - 1][player])


def test_points_sit_where_the_axes_say(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, NAMES, TOTALS)
    start, anna_3, bernd_3 = chart.position_of(0, 0), chart.position_of(0, 3), chart.position_of(1, 3)
    assert chart.position_of(2, 0) == start  # everybody starts at 0 in round 0
    assert anna_3.x() > chart.position_of(0, 2).x() > chart.position_of(0, 1).x() > start.x()
    assert anna_3.y() < bernd_3.y() < start.y()  # more points are higher up
    assert anna_3.x() < chart.width() and anna_3.y() > 0


def test_far_from_any_point_and_at_the_common_start_there_is_nothing(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, NAMES, TOTALS)
    assert chart.point_at(QPoint(2, 2)) is None
    assert chart.point_at(chart.position_of(0, 0).toPoint()) is None
    assert chart.tooltip_at(QPoint(2, 2)) is None


def test_hovering_shows_the_tooltip(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, NAMES, TOTALS)
    chart.show()
    pos = chart.position_of(0, 3).toPoint()
    assert chart.tooltip_at(pos) == "Anna: 42 points after round 3"
    QApplication.sendEvent(chart, QHelpEvent(QEvent.Type.ToolTip, pos, chart.mapToGlobal(pos)))
    assert QToolTip.text() == "Anna: 42 points after round 3"
    QToolTip.hideText()


def test_one_point_is_singular(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, ["Dora"], [[1]])
    assert chart.tooltip_at(chart.position_of(0, 1).toPoint()) == "Dora: 1 point after round 1"


def test_a_legend_row_tells_the_last_total(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, NAMES, TOTALS)
    row = chart.legend_rect("Claudia")
    assert row is not None
    assert chart.tooltip_at(row.center()) == "Claudia: 30 points after round 3"


def test_the_legend_lists_players_by_last_total_highest_first(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, NAMES, TOTALS)
    assert chart.legend_entries() == ["Anna", "Claudia", "Bernd"]
    rows = [chart.legend_rect(name) for name in chart.legend_entries()]
    assert all(r is not None for r in rows)
    tops = [r.top() for r in rows if r is not None]
    assert tops == sorted(tops)
    assert all(r is not None and r.left() > chart.position_of(0, 3).x() for r in rows)  # right of the plot


def test_ties_in_the_legend_keep_the_players_order(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, ["Zora", "Anton", "Max"], [[10, 10, 12]])
    assert chart.legend_entries() == ["Max", "Zora", "Anton"]


def test_twelve_players_all_fit_in_the_legend(qtbot: QtBot) -> None:
    names = [f"Spieler {i}" for i in range(12)]
    chart = make_chart(qtbot, names, [[i * 3 for i in range(12)]] * 6)
    assert chart.legend_entries() == names[::-1]


def test_a_hundred_players_in_a_small_chart_end_with_n_more(qtbot: QtBot) -> None:
    names = [f"Player {i}" for i in range(100)]
    chart = make_chart(qtbot, names, [[i for i in range(100)]] * 3, w=400, h=250)
    entries = chart.legend_entries()
    match = re.fullmatch(r"\+(\d+) more", entries[-1])
    assert match is not None
    shown = entries[:-1]
    assert shown == [f"Player {i}" for i in range(99, 99 - len(shown), -1)]
    assert len(shown) + int(match.group(1)) == 100
    assert len(shown) >= 5
    for name in shown:
        row = chart.legend_rect(name)
        assert row is not None and row.bottom() <= chart.height() and row.right() <= chart.width()
    assert chart.legend_rect("Player 0") is None


def test_a_tall_chart_has_room_for_all_hundred(qtbot: QtBot) -> None:
    names = [f"P{i}" for i in range(100)]
    chart = make_chart(qtbot, names, [list(range(100))], w=800, h=2400)
    assert len(chart.legend_entries()) == 100
    assert not any(e.endswith("more") for e in chart.legend_entries())


def test_no_rounds_yet_paints_a_message_and_has_nothing_to_point_at(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, NAMES, [], w=400, h=250)
    image = chart.grab().toImage()
    assert len(colours_in(image)) > 1  # the text is there, not just the background
    assert chart.point_at(QPoint(200, 125)) is None
    assert chart.legend_entries() == []
    empty = make_chart(qtbot, [], [], w=400, h=250)
    assert len(colours_in(empty.grab().toImage())) > 1


def test_the_message_goes_once_the_first_round_is_in(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, NAMES, [], w=400, h=250)
    before = chart.grab().toImage()
    chart.set_data(NAMES, TOTALS[:1])
    after = chart.grab().toImage()
    assert after != before
    assert chart.point_at(chart.position_of(0, 1).toPoint()) == ("Anna", 1, 5)


def test_highlight_draws_one_line_thick_and_dims_the_others(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, NAMES, TOTALS)
    normal = [chart.pen_for(i).widthF() for i in range(3)]
    assert len(set(normal)) == 1
    with qtbot.waitSignal(chart.highlightChanged) as signal:
        chart.highlight("Bernd")
    assert signal.args == ["Bernd"]
    assert chart.highlighted() == "Bernd"
    assert chart.pen_for(1).widthF() > normal[1] > chart.pen_for(0).widthF()
    assert chart.pen_for(0).color().alpha() < 255 and chart.pen_for(1).color().alpha() == 255
    chart.highlight(None)
    assert [chart.pen_for(i).widthF() for i in range(3)] == normal


def test_highlight_changes_the_pixels_on_screen(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, ["Anna", "Bernd"], [[10, 40], [30, 50], [60, 55]], w=500, h=300)
    anna, bernd = QColor(PALETTE[0]), QColor(PALETTE[1])
    before = chart.grab().toImage()
    chart.highlight("Anna")
    after = chart.grab().toImage()
    assert pixels_near(after, anna) > 1.4 * pixels_near(before, anna)  # thicker
    assert pixels_near(after, bernd) < 0.3 * pixels_near(before, bernd)  # dimmed


def test_clicking_a_legend_entry_toggles_its_highlight(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, NAMES, TOTALS)
    chart.show()
    row = chart.legend_rect("Claudia")
    assert row is not None
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=row.center().toPoint())
    assert chart.highlighted() == "Claudia"
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=row.center().toPoint())
    assert chart.highlighted() is None


def test_clicking_a_point_highlights_its_player(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, NAMES, TOTALS)
    chart.show()
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=chart.position_of(1, 2).toPoint())
    assert chart.highlighted() == "Bernd"


def test_highlighting_an_unknown_player_is_refused(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, NAMES, TOTALS)
    with pytest.raises(ValueError):
        chart.highlight("Nobody")


def test_new_data_replaces_the_old_even_with_fewer_players(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, NAMES, TOTALS)
    chart.highlight("Claudia")
    old_claudia = chart.position_of(2, 3).toPoint()
    with qtbot.waitSignal(chart.highlightChanged) as signal:
        chart.set_data(["Dora", "Emil"], [[4, 8]])
    assert signal.args == [None]
    assert chart.highlighted() is None
    assert chart.legend_entries() == ["Emil", "Dora"]
    assert chart.point_at(chart.position_of(1, 1).toPoint()) == ("Emil", 1, 8)
    hit = chart.point_at(old_claudia)
    assert hit is None or hit[0] in ("Dora", "Emil")
    with pytest.raises(IndexError):
        chart.position_of(2, 1)
    with pytest.raises(IndexError):
        chart.position_of(0, 2)


def test_totals_must_match_the_players(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, NAMES, TOTALS)
    with pytest.raises(ValueError):
        chart.set_data(NAMES, [[1, 2]])
    assert chart.legend_entries() == ["Anna", "Claudia", "Bernd"]  # unchanged


def test_resizing_moves_the_points(qtbot: QtBot) -> None:
    chart = make_chart(qtbot, NAMES, TOTALS, w=400, h=300)
    small = chart.position_of(0, 3)
    chart.resize(800, 600)
    big = chart.position_of(0, 3)
    assert big.x() > small.x()
    assert chart.point_at(big.toPoint()) == ("Anna", 3, 42)


def test_painting_a_big_game_in_a_dark_theme(qtbot: QtBot) -> None:
    names = [f"Player {i}" for i in range(100)]
    totals = [[(i * 7 + r * 13) % 50 + r * 10 for i in range(100)] for r in range(40)]
    chart = make_chart(qtbot, names, totals)
    palette = QPalette(chart.palette())
    for role, colour in ((QPalette.ColorRole.Window, "#2b2b2b"), (QPalette.ColorRole.Base, "#1e1e1e"),
                         (QPalette.ColorRole.WindowText, "#e6e6e6")):
        palette.setColor(role, QColor(colour))
    chart.setPalette(palette)
    image = chart.grab().toImage()
    assert image.pixelColor(1, 1) == QColor("#2b2b2b")  # the theme's background, not a white box
    assert len(colours_in(image)) > 50
    assert chart.point_at(chart.position_of(99, 40).toPoint()) is not None


def test_size_hints() -> None:
    chart = TotalsChart()
    assert (chart.minimumSizeHint().width(), chart.minimumSizeHint().height()) == (320, 200)
    assert chart.sizeHint().width() >= 320 and chart.sizeHint().height() >= 200


def test_the_palette_reads_on_light_and_dark_backgrounds() -> None:
    def luminance(c: QColor) -> float:
        lin = [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in (c.redF(), c.greenF(), c.blueF())]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    def contrast(a: QColor, b: QColor) -> float:
        la, lb = sorted((luminance(a), luminance(b)))
        return (lb + 0.05) / (la + 0.05)

    assert len(set(PALETTE)) >= 12
    for colour in map(QColor, PALETTE):
        assert contrast(colour, QColor("white")) >= 3.0
        assert contrast(colour, QColor("#202020")) >= 3.0


def test_a_hundred_players_all_look_different() -> None:
    styles = {(c.name(), dash, cap) for c, dash, cap in map(player_style, range(100))}
    assert len(styles) == 100


@pytest.mark.parametrize(
    ("span", "max_ticks", "step"),
    [(0, 5, 1), (4, 5, 1), (9, 5, 2), (40, 5, 10), (130, 5, 50), (1000, 5, 200), (611, 8, 100), (7, 100, 1)],
)
def test_nice_steps(span: int, max_ticks: int, step: int) -> None:
    assert nice_step(span, max_ticks) == step


def test_nice_steps_are_one_two_or_five_times_a_power_of_ten() -> None:
    for span in range(1, 5000, 37):
        for max_ticks in (2, 5, 7, 12):
            step = nice_step(span, max_ticks)
            assert re.fullmatch(r"[125]0*", str(step))
            assert span / step <= max_ticks
