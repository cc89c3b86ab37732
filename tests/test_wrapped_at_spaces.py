"""Lines broken at spaces as textwrap breaks them (files/writers/line_breaks.wrapped_at_spaces): a report's
paragraphs and a mail's long lines, filled word by word."""

from __future__ import annotations

import textwrap

from hypothesis import given
from hypothesis import strategies as st

from wordmastermind.files.writers.line_breaks import GLUE, glued, wrapped_at_spaces

_WORD = st.text(st.sampled_from(["a", "B", "ü", "«", "»", ":", "-", GLUE, "1", ".", "\u00a0"]), min_size=1,
                max_size=30)


def textwraps(text: str, width: int) -> list[str]:
    return textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False)


@given(words=st.lists(_WORD, max_size=40), width=st.integers(1, 90))
def test_words_one_space_apart_are_filled_as_textwrap_fills_them(words: list[str], width: int) -> None:
    text = " ".join(words)
    assert wrapped_at_spaces(text, width) == textwraps(text, width)


@given(text=st.lists(st.sampled_from(["a", "bb", " ", "  ", "\t", "\r", "\x0b", "\x0c", "ü", "\u2003"]),
                     max_size=40).map("".join), width=st.integers(-1, 40))
def test_any_other_text_is_textwraps(text: str, width: int) -> None:
    try:
        expected = textwraps(text, width)
    except ValueError:  # a width below 1
        expected = None
    try:
        made = wrapped_at_spaces(text, width)
    except ValueError:
        made = None
    assert made == expected


def test_a_mails_long_line_of_names() -> None:
    line = "You may guess at " + ", ".join(f"Player {n:03}" for n in range(1, 61)) + "."
    assert wrapped_at_spaces(glued(line), 76) == textwraps(glued(line), 76)


@given(st.lists(st.sampled_from(["a", " ", "«", "»", ":", ";", "!", "?", ")", "(", "1", "é", "\n"]), max_size=40)
       .map("".join))
def test_a_text_without_a_kept_space_is_glued_as_it_is(text: str) -> None:
    """glued() leaves a text alone that has none of the characters a kept space stands beside, and glues the
    spaces of any other as its two patterns do (the first as it was first written: lookbehinds first)."""
    import re

    from wordmastermind.files.writers import line_breaks

    kept = re.compile(r"(?<=«) | (?=[»:;!?])|(?<=\)) (?=\d)")  # the spaces kept, as first written
    both = kept.sub(GLUE, line_breaks._QUOTED.sub(lambda q: q.group().replace(" ", GLUE), text))
    assert glued(text) == both


@given(st.text(max_size=30))
def test_the_width_of_a_text_in_columns_is_each_characters(text: str) -> None:
    """display_width, ASCII at once and each other character remembered, is what it was character by
    character: none for a combining or format character, two for a wide one."""
    import unicodedata

    from wordmastermind.files.writers.text import display_width

    expected = sum(0 if unicodedata.combining(c) or unicodedata.category(c) in ("Mn", "Me", "Cf")
                   else 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in text)
    assert display_width(text) == expected
