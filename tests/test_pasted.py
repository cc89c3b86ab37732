"""Guesses pasted into a round's table: what the game master sees come out."""

from __future__ import annotations

import pytest

from wordmastermind.core.errors import Problem
from wordmastermind.core.wmm.game import Guess
from wordmastermind.files.wmm.pasted import parse_pasted_guesses

SAHNE = Guess("Gustav", "Alfons", "SAHNE")
EXPECTED = 'write guesser, target and word, e.g. "Gustav, Alfons, SAHNE" or "Gustav: SAHNE -> Alfons"'


def one_guess(line: str) -> Guess:
    guesses, lines, problems = parse_pasted_guesses(line)
    assert problems == []
    assert lines == [1]
    assert len(guesses) == 1
    return guesses[0]


def said(problems: list[Problem]) -> list[tuple[int | None, str | None, str]]:
    """Each problem as the game master reads it: its row, its column and its English message."""
    return [(p.row, None if p.field is None else str(p.field), str(p.message)) for p in problems]


@pytest.mark.parametrize(
    "line",
    [
        "Gustav: SAHNE -> Alfons",
        "Gustav:SAHNE->Alfons",
        "Gustav: SAHNE → Alfons",
        "Gustav:SAHNE→Alfons",
        "Gustav: SAHNE => Alfons",
        "Gustav: SAHNE > Alfons",
        "  Gustav :  sahne  ->  Alfons  ",
    ],
)
def test_guesser_colon_word_arrow_target(line: str) -> None:
    assert one_guess(line) == SAHNE


@pytest.mark.parametrize(
    "line",
    ["Gustav, Alfons, SAHNE", "Gustav,Alfons,sahne", "Gustav; Alfons; SAHNE", "Gustav;Alfons;Sahne"],
)
def test_three_fields_guesser_target_word(line: str) -> None:
    assert one_guess(line) == SAHNE


@pytest.mark.parametrize(
    "line", ["Gustav -> Alfons: SAHNE", "Gustav→Alfons:sahne", "Gustav => Alfons : SAHNE"]
)
def test_guesser_arrow_target_colon_word(line: str) -> None:
    assert one_guess(line) == SAHNE


def test_a_spreadsheet_block_without_header() -> None:
    text = "Gustav\tAlfons\tSAHNE\nEmil\tAlfons\tatlas\nAlfons\tGustav\tTisch\n"
    guesses, lines, problems = parse_pasted_guesses(text)
    assert guesses == [
        SAHNE,
        Guess("Emil", "Alfons", "ATLAS"),
        Guess("Alfons", "Gustav", "TISCH"),
    ]
    assert lines == [1, 2, 3]
    assert problems == []


def test_a_spreadsheet_block_with_a_german_header_skips_it() -> None:
    text = "Rater\tZiel\tWort\nGustav\tAlfons\tSAHNE\nEmil\tAlfons\tATLAS\n"
    guesses, lines, problems = parse_pasted_guesses(text)
    assert guesses == [SAHNE, Guess("Emil", "Alfons", "ATLAS")]
    assert lines == [2, 3]
    assert problems == []


def test_a_reordered_header_gives_the_column_order() -> None:
    text = "word\tguesser\ttarget\nSAHNE\tGustav\tAlfons\nATLAS\tEmil\tAlfons\n"
    guesses, lines, problems = parse_pasted_guesses(text)
    assert guesses == [SAHNE, Guess("Emil", "Alfons", "ATLAS")]
    assert lines == [2, 3]
    assert problems == []


def test_header_names_match_loosely_and_in_dutch() -> None:
    guesses, _, problems = parse_pasted_guesses(" Rate-Wort \tSPIELER\tBei\nsahne\tGustav\tAlfons")
    assert (guesses, problems) == ([SAHNE], [])
    guesses, _, problems = parse_pasted_guesses("Doel\tVan\tWoord\nAlfons\tGustav\tSAHNE")
    assert (guesses, problems) == ([SAHNE], [])


def test_the_header_may_follow_blank_lines_and_have_empty_cells_at_the_end() -> None:
    text = "\n  \nZiel\tRater\tWort\t\t\nAlfons\tGustav\tSAHNE\t\t\n"
    guesses, lines, problems = parse_pasted_guesses(text)
    assert (guesses, lines, problems) == ([SAHNE], [4], [])


def test_empty_cells_at_the_end_of_a_spreadsheet_row_are_fine() -> None:
    guesses, lines, problems = parse_pasted_guesses("Gustav\tAlfons\tSAHNE\t\t\t\nEmil\tAlfons\tATLAS\t")
    assert guesses == [SAHNE, Guess("Emil", "Alfons", "ATLAS")]
    assert lines == [1, 2]
    assert problems == []


def test_a_header_order_holds_for_spreadsheet_rows_only() -> None:
    text = "Wort\tZiel\tRater\nSAHNE\tAlfons\tGustav\nEmil, Alfons, ATLAS\n"
    guesses, lines, problems = parse_pasted_guesses(text)
    assert guesses == [SAHNE, Guess("Emil", "Alfons", "ATLAS")]
    assert lines == [2, 3]
    assert problems == []


def test_a_header_that_does_not_name_all_three_columns_is_reported() -> None:
    text = "Rater\tSpieler\tWort\nGustav\tAlfons\tSAHNE\n"
    guesses, lines, problems = parse_pasted_guesses(text)
    assert guesses == [SAHNE]
    assert lines == [2]
    assert said(problems) == [
        (0, None, 'cannot read the header "Rater | Spieler | Wort": '
                "name the columns guesser, target and word once each")
    ]


def test_only_the_first_line_can_be_a_header() -> None:
    # A later header-like row is read as a guess; the core then finds no player "Rater".
    guesses, lines, _ = parse_pasted_guesses("Gustav\tAlfons\tSAHNE\nRater\tZiel\tWort\n")
    assert guesses == [SAHNE, Guess("Rater", "Ziel", "WORT")]
    assert lines == [1, 2]


def test_a_mixed_block() -> None:
    text = (
        "Gustav: SAHNE -> Alfons\n"
        "Emil, Alfons, ATLAS\n"
        "Alfons; Gustav; TISCH\n"
        "Berta\tEmil\tBLUME\n"
        "Emil -> Berta: STERN\n"
        "Berta:Gustav→Alfons\n"
    )
    guesses, lines, problems = parse_pasted_guesses(text)
    assert guesses == [
        SAHNE,
        Guess("Emil", "Alfons", "ATLAS"),
        Guess("Alfons", "Gustav", "TISCH"),
        Guess("Berta", "Emil", "BLUME"),
        Guess("Emil", "Berta", "STERN"),
        Guess("Berta", "Alfons", "GUSTAV"),
    ]
    assert lines == [1, 2, 3, 4, 5, 6]
    assert problems == []


def test_windows_line_endings() -> None:
    text = "Rater\tZiel\tWort\r\nGustav\tAlfons\tSAHNE\r\n\r\nEmil: ATLAS -> Alfons\r\nBerta, Emil, BLUME\r\n"
    guesses, lines, problems = parse_pasted_guesses(text)
    assert guesses == [SAHNE, Guess("Emil", "Alfons", "ATLAS"), Guess("Berta", "Emil", "BLUME")]
    assert lines == [2, 4, 5]
    assert problems == []


def test_blank_lines_are_skipped_and_line_numbers_still_count() -> None:
    text = "\n\nGustav, Alfons, SAHNE\n   \n\t\t\n;;\n , , \nEmil, Alfons, ATLAS\n\n"
    guesses, lines, problems = parse_pasted_guesses(text)
    assert guesses == [SAHNE, Guess("Emil", "Alfons", "ATLAS")]
    assert lines == [3, 8]
    assert problems == []


@pytest.mark.parametrize("text", ["", "\n", "  \r\n\t\n"])
def test_nothing_pasted_gives_nothing(text: str) -> None:
    assert parse_pasted_guesses(text) == ([], [], [])


def test_bad_lines_are_reported_with_their_lines_and_good_lines_kept() -> None:
    text = (
        "Gustav SAHNE\n"
        "Emil, Alfons, ATLAS\n"
        "\n"
        "Berta, Emil\n"
        "Alfons; Gustav; TISCH; BLUME\n"
        "Berta\tEmil\n"
        "Gustav: SAHNE\n"
        "Berta: BLUME -> Emil\n"
        "Gustav, , SAHNE\n"
        "Gustav: -> Alfons\n"
    )
    guesses, lines, problems = parse_pasted_guesses(text)
    assert guesses == [Guess("Emil", "Alfons", "ATLAS"), Guess("Berta", "Emil", "BLUME")]
    assert lines == [2, 8]
    assert said(problems) == [
        (0, None, f'cannot read "Gustav SAHNE": {EXPECTED}'),
        (3, None, 'cannot read "Berta, Emil": found 2 fields, expected 3: '
                'guesser, target and word, e.g. "Gustav, Alfons, SAHNE"'),
        (4, None, 'cannot read "Alfons; Gustav; TISCH; BLUME": found 4 fields, expected 3: '
                'guesser, target and word, e.g. "Gustav; Alfons; SAHNE"'),
        (5, None, 'cannot read "Berta | Emil": found 2 cells, expected 3: '
                "guesser, target and word"),
        (6, None, f'cannot read "Gustav: SAHNE": {EXPECTED}'),
        (8, None, 'cannot read "Gustav, , SAHNE": the target is empty'),
        (9, None, 'cannot read "Gustav: -> Alfons": the word is empty'),
    ]
    assert [str(p).split(":")[0] for p in problems] == [
        "row 1", "row 4", "row 5", "row 6", "row 7", "row 9", "row 10"
    ]


def test_a_short_spreadsheet_row_under_a_header_names_the_header_order() -> None:
    _, _, problems = parse_pasted_guesses("Wort\tRater\tZiel\nSAHNE\tGustav\n")
    assert said(problems) == [
        (1, None, 'cannot read "SAHNE | Gustav": found 2 cells, expected 3: '
                "word, guesser and target")
    ]


def test_an_empty_cell_inside_a_spreadsheet_row_is_reported() -> None:
    _, _, problems = parse_pasted_guesses("\tAlfons\tSAHNE\nGustav\t\tSAHNE")
    assert said(problems) == [
        (0, None, 'cannot read " | Alfons | SAHNE": the guesser is empty'),
        (1, None, 'cannot read "Gustav |  | SAHNE": the target is empty'),
    ]


@pytest.mark.parametrize(
    "line",
    [
        "Gustav -> Alfons SAHNE",  # no colon
        "Gustav, Alfons; SAHNE",  # two kinds of separator
        "Gustav: SAHNE: Alfons",  # two colons
        "Gustav -> Alfons: SAHNE -> Emil",  # an arrow on both sides
        "Gustav: SAHNE -> Alfons -> Emil",  # two arrows
    ],
)
def test_lines_in_no_accepted_format(line: str) -> None:
    guesses, lines, problems = parse_pasted_guesses(line)
    assert (guesses, lines, said(problems)) == ([], [], [(0, None, f'cannot read "{line}": {EXPECTED}')])


def test_a_long_line_is_cut_short_in_the_message() -> None:
    line = "Liebe Mitspieler, anbei die Rateworte der zweiten Runde und ein Gruß an alle"
    _, _, problems = parse_pasted_guesses(line)
    assert said(problems) == [
        (0, None, 'cannot read "Liebe Mitspieler, anbei die Rateworte der zweiten Runde und…": '
                'found 2 fields, expected 3: guesser, target and word, e.g. "Gustav, Alfons, SAHNE"')
    ]


def test_names_with_spaces_and_umlauts() -> None:
    text = (
        "Anna Maria: Bären -> Jörg\n"
        "Jörg, Anna Maria, Höfe\n"
        "Günter von Bülow\tAnna Maria\tKÄSE\n"
        "Jörg -> Günter von Bülow: Straße\n"
    )
    guesses, lines, problems = parse_pasted_guesses(text)
    assert guesses == [
        Guess("Anna Maria", "Jörg", "BÄREN"),
        Guess("Jörg", "Anna Maria", "HÖFE"),
        Guess("Günter von Bülow", "Anna Maria", "KÄSE"),
        Guess("Jörg", "Günter von Bülow", "STRAẞE"),
    ]
    assert lines == [1, 2, 3, 4]
    assert problems == []


def test_a_word_with_an_umlaut_is_kept_upper_case() -> None:
    assert one_guess("Gustav: bären -> Alfons").word == "BÄREN"


def test_game_rules_are_not_checked_here() -> None:
    # A word of the wrong length, a digit, an unknown name: the core reports these.
    guesses, _, problems = parse_pasted_guesses("Niemand, Alfons, SAH\nGustav: SAHN3 -> Alfons\n")
    assert guesses == [Guess("Niemand", "Alfons", "SAH"), Guess("Gustav", "Alfons", "SAHN3")]
    assert problems == []


@pytest.mark.parametrize(
    "line",
    [
        '"Gustav": SAHNE -> Alfons',
        'Gustav: SAHNE -> "Alfons"',
        '"Gustav", "Alfons", SAHNE',
        "„Gustav“; „Alfons“; „SAHNE“",
        "“Gustav” -> “Alfons”: SAHNE",
        "'Gustav': SAHNE → 'Alfons'",
        "‚Gustav‘, ‚Alfons‘, sahne",
        "« Gustav » : SAHNE -> « Alfons »",
        "»Gustav« -> ›Alfons‹: SAHNE",
        '"Gustav"\t"Alfons"\tSAHNE',
        '"Gustav: SAHNE -> Alfons"',
    ],
)
def test_names_in_quotes_are_read_as_the_names(line: str) -> None:
    assert one_guess(line) == SAHNE


def test_a_name_in_quotes_may_hold_the_separator() -> None:
    assert one_guess('"Dupont, Marie", Alfons, SAHNE') == Guess("Dupont, Marie", "Alfons", "SAHNE")
    assert one_guess('"Dupont; Marie"; Alfons; SAHNE') == Guess("Dupont; Marie", "Alfons", "SAHNE")


def test_quotes_inside_a_name_or_an_apostrophe_stay() -> None:
    assert one_guess("'t Hart: SAHNE -> Jan 'Pit' de Vries") == Guess("'t Hart", "Jan 'Pit' de Vries", "SAHNE")


def test_a_quoted_name_without_a_guesser_is_still_no_guess() -> None:
    guesses, _lines, problems = parse_pasted_guesses('"Beatrix": BROT')
    assert guesses == []
    assert said(problems) == [(0, None, f'cannot read ""Beatrix": BROT": {EXPECTED}')]
