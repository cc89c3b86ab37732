"""The word lists' cache looked up where it lies: a key's value found by a binary search over the file's
bytes is the value its line holds, and a lookup leaves the section as it is (not decoded, not split)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordmastermind.files.lexicon_store import cache_path, load_lexicon
from wordmastermind.files.lexicon_tables import SortedTable

# Letters on either side of the tab and the hyphen in the order of bytes, umlauts and ß (two bytes in
# UTF-8), a letter of three bytes, and an apostrophe: keys that are prefixes of others, too.
LETTERS = "aAbzZäÄöüßé'-ẞ"
KEYS = st.text(alphabet=LETTERS, min_size=1, max_size=6)
VALUES = st.sampled_from(["", "4.5", "p\tHAUS", "g\tHAUS\tP\tHÄUSER", "Ähre"])


def table_of(entries: dict[str, str], before: bytes, after: bytes) -> SortedTable:
    """The table of ``entries`` as the cache writes a section (sorted lines, joined by newlines), with
    other bytes before and after it, as the other sections and the header lie around it in the file."""
    body = "\n".join(key + ("\t" + value if value else "") for key, value in sorted(entries.items()))
    data = before + body.encode("utf-8") + after
    return SortedTable(data, len(before), len(before) + len(body.encode("utf-8")))


@given(st.dictionaries(KEYS, VALUES, max_size=40), st.lists(st.text(alphabet=LETTERS + "\t", max_size=7)),
       st.sampled_from([b"", b'{"format": 3}\n', b"Zebra\nzz"]), st.sampled_from([b"", b"\nAal", b"\n\n"]))
def test_a_lookup_finds_what_the_line_says(entries: dict[str, str], probes: list[str], before: bytes,
                                           after: bytes) -> None:
    table = table_of(entries, before, after)
    for key in [*entries, *probes, ""]:
        assert table.find(key) == entries.get(key), key
    assert len(table) == len(entries)
    assert list(table.keys()) == sorted(entries)
    assert dict(table.items()) == entries


def test_a_lookup_leaves_the_section_unsplit() -> None:
    table = table_of({f"wort{n:05d}": str(n) for n in range(5000)}, b"", b"")
    assert table.find("wort04321") == "4321"
    assert table.find("wort9") is None
    assert len(table) == 5000
    assert table.find("wort\udc80") is None  # text no UTF-8 file holds
    assert table._lines is None  # no list of 5,000 lines was made to answer
    assert sum(1 for _ in table.keys()) == 5000


@pytest.mark.slow
def test_the_real_german_lists_are_found_as_their_lines_say(lexicon_cache: Path) -> None:
    """Every section of the real cache: a sample of its keys, and words it does not hold (made up,
    upper case, capitalised), found by the search as by the section's lines read whole."""
    load_lexicon("de", cache_dir=lexicon_cache)
    data = cache_path("de", lexicon_cache).read_bytes()
    end = data.index(b"\n")
    header = json.loads(data[:end])
    sample = random.Random(2026)
    for name, (start, stop) in header["sections"].items():
        table = SortedTable(data, end + 1 + start, end + 1 + stop)
        lines = data[end + 1 + start : end + 1 + stop].decode("utf-8").split("\n")
        whole = dict(line.partition("\t")[::2] for line in lines)
        keys = sample.sample(sorted(whole), min(2000, len(whole)))
        made_up = ["".join(sample.choice("aehnrstuäöüß") for _ in range(sample.randint(1, 9))) for _ in range(2000)]
        probes = [*keys, *made_up, *(key.upper() for key in keys[:300]), *(key.capitalize() for key in keys[:300])]
        assert [table.find(key) for key in probes] == [whole.get(key) for key in probes], name
        assert len(table) == len(lines)
