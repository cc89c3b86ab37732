"""The plain-text report never pads a table past its widest sensible column.

A cell wider than MAX_COLUMN wraps onto more lines inside its column (at
spaces where it can), at most MAX_CELL_LINES of them; the rest of a longer
cell is cut, ending in "…". So a huge name cannot blow a report up to
hundreds of megabytes: each row is as wide as the capped columns.
"""

from __future__ import annotations

from dataclasses import replace

from wordmastermind.core.wmm.round_report import overview_report
from wordmastermind.core.report import Column, Report, Table
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game, Player
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.files.writers.text import MAX_CELL_LINES, MAX_COLUMN, display_width, render_text


def table_text(*rows: tuple[str | int, ...]) -> list[str]:
    table = Table((Column("Name"), Column("Total", numeric=True)), tuple(rows))
    return render_text(Report("", (table,))).splitlines()


def test_a_long_cell_wraps_inside_its_column_and_the_next_column_stays_put() -> None:
    name = "Anna-Maria Leutheusser-Schnarrenberger von und zu Hohenberg"  # 59 characters
    lines = table_text((name, 31), ("Emil", 9))
    assert max(display_width(line) for line in lines) <= MAX_COLUMN + 2 + 5
    assert lines[0] == "Name".ljust(MAX_COLUMN) + "  Total"
    assert lines[1] == "-" * MAX_COLUMN + "  -----"
    assert lines[2] == "Anna-Maria Leutheusser-Schnarrenberger".ljust(MAX_COLUMN) + "     31"
    assert lines[3] == "von und zu Hohenberg"
    assert lines[4] == "Emil".ljust(MAX_COLUMN) + "      9"


def test_a_word_longer_than_the_column_is_broken_and_a_huge_cell_is_cut() -> None:
    lines = table_text(("X" * (MAX_COLUMN + 5), 1))
    assert lines[2:] == ["X" * MAX_COLUMN + "      1", "XXXXX"]
    huge = "Alfons " * 700_000  # about 5 MB
    lines = table_text((huge, 1), ("Emil", 2))
    assert len(lines) == 2 + MAX_CELL_LINES + 1
    assert all(display_width(line) <= MAX_COLUMN + 7 for line in lines)
    assert lines[2 + MAX_CELL_LINES - 1].rstrip().endswith("…")
    assert lines[-1].startswith("Emil")


def test_a_tiny_table_is_as_before() -> None:
    assert table_text(("Alfons", 31), ("Emil", 9)) == ["Name    Total", "------  -----", "Alfons     31", "Emil        9"]


def test_a_report_with_a_player_of_five_megabytes_grows_only_with_what_it_shows() -> None:
    """Before, every row of every table was padded to the name: 77 MB of text for a 4.8 MB name."""
    game = rules_example()
    long_name = "Alfons" * 800_000
    players = (Player(long_name, "SALAT"), *game.players[1:])
    game = Game(replace(game.settings), players, None, ())  # built as a file could hold it
    text = render_text(overview_report(evaluate(game.with_round(1, ())), 1))
    assert len(text) < 3 * len(long_name)  # the name's heading and its rule, once each
    table_lines = [line for line in text.splitlines() if long_name[:MAX_COLUMN] in line]
    assert table_lines and all(len(line) < 200 for line in table_lines if long_name not in line)



def test_a_french_reports_text_keeps_the_catalogs_no_break_spaces_and_its_columns() -> None:
    """French puts U+00A0 before ``?``, ``:``, ``;``, ``!`` and inside « »; the French catalog has it there, and the
    text's paragraphs kept it, but its table cells and headings had it as a plain space ("la lettre D ?", "Mot
    d’Emil : LAMPE"), where a mail reader may break the line before the "?" or the ":". A no-break space is one
    character wide: the columns stay aligned, the heading's rule as long as the heading."""
    from wordmastermind.core.wmm.player_view import player_view
    from wordmastermind.files.i18n import translation

    from test_report_catalogs import the_password, translated

    catalog = translated("fr")
    asked = catalog["report.password.q_letter"].format(letter="D")
    assert asked == "la lettre D\u00a0?"
    lines = render_text(the_password("fr")).splitlines()
    head = next(line for line in lines if line.startswith("#  "))
    row = next(line for line in lines if line.startswith("1  "))
    assert asked in row, row
    assert row.index(asked) == head.index(catalog["report.password.question"])
    assert row.index("oui") == head.index(catalog["report.password.answer"])

    assert "\u00a0: {word}" in catalog["report.round.word_guessed"]
    lines = render_text(round_report(player_view(evaluate(rules_example()), 2), language="fr",
                                     catalogs=translation)).splitlines()
    heading = "Mot d’Emil\u00a0: LAMPE, trouvé à la manche 2"
    assert heading in lines, [line for line in lines if "LAMPE" in line]
    assert lines[lines.index(heading) + 1] == "-" * len(heading)


def test_a_no_break_space_in_a_cell_is_kept_one_column_wide() -> None:
    said, name = "Emil\u00a0: «\u00a0LAMPE\u00a0»", "Anna\u202fMaria"  # 16 and 10 characters
    assert table_text((said, 31), (name, 9)) == [
        "Name".ljust(16) + "  Total", "-" * 16 + "  -----", said + "     31", name.ljust(16) + "      9"]
