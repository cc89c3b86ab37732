"""Text that every document format can hold.

XML 1.0, and with it .docx and .xlsx, cannot hold most control characters,
the non-characters U+FFFE and U+FFFF, or surrogates on their own (which a
Python string may carry after a lenient decode). A name or a note that
contains one must not make writing a report fail, so every writer passes
every string through :func:`clean_text`, which drops them.

>>> clean_text("Jo\\x00e\\x07s\\tWörter\\x1b\\n")
'Joes\\tWörter\\n'
>>> clean_text("A\\ud800B\\uffffC")
'ABC'
"""

from __future__ import annotations

import re

_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def clean_text(s: str) -> str:
    """``s`` without the characters XML 1.0 cannot hold.

    Tab, line feed and carriage return are kept; so is everything else
    XML allows, umlauts and ß included.
    """
    return _ILLEGAL.sub("", s)
