"""Write ``wordmastermind/core/confusables.py``: the letters that look like a Latin letter, and which.

    .venv/bin/pip install confusable-homoglyphs   # once, a developer's tool only
    .venv/bin/python tools/update_confusables.py

The source is Unicode's confusables data (``confusables.txt``, Unicode
Technical Standard #39) as the package confusable-homoglyphs ships it. Kept:
each *letter* (Unicode category L) confusable with one Latin letter ``a`` to
``z``, that NFKD does not already make that letter (a full-width ``Ａ`` is
NFKC's business): Cyrillic ``а``, Greek ``Α``, Cherokee ``Ꭺ`` and the rest.
The app reads none of this at run time: the table is a module of the core.
"""

from __future__ import annotations

import json
import sys
import unicodedata
from importlib import resources
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "wordmastermind" / "core" / "confusables.py"
LETTERS = "abcdefghijklmnopqrstuvwxyz"

HEAD = '''"""Letters that look like a Latin letter, and which: Unicode's confusables (UTS #39), for finding a disguised secret.

Made by ``tools/update_confusables.py`` from Unicode's confusables data; do
not edit by hand. Only letters that NFKD does not already make a Latin
letter are here (Cyrillic ``а`` for ``a``, Greek ``Ο`` for ``o``, and so on).

>>> LOOKS_LIKE["а"], LOOKS_LIKE["Α"]
('a', 'a')
"""

from __future__ import annotations

_PAIRS = (  # one text: each letter, then the Latin letter it looks like
'''


def table() -> dict[str, str]:
    data = json.loads(resources.files("confusable_homoglyphs").joinpath("confusables.json").read_text("utf-8"))
    found: dict[str, str] = {}
    for latin in LETTERS + LETTERS.upper():
        for entry in data.get(latin, []):
            char = entry["c"]
            if len(char) != 1 or char in LETTERS + LETTERS.upper():
                continue
            if not unicodedata.category(char).startswith("L"):
                continue  # a symbol or a mark that looks like a letter is not a letter in a word
            nfkd = unicodedata.normalize("NFKD", char).lower()
            if nfkd[:1] in LETTERS:
                continue
            found[char] = latin.lower()
    return dict(sorted(found.items()))


def main() -> int:
    pairs = table()
    lines = []
    line = '    "'
    for char, latin in pairs.items():
        piece = char + latin
        if len(line) + len(piece) > 110:
            lines.append(line + '"')
            line = '    "'
        line += piece
    lines.append(line + '"')
    body = HEAD + "\n".join(lines) + '\n)\n\nLOOKS_LIKE: dict[str, str] = {_PAIRS[i]: _PAIRS[i + 1] for i in range(0, len(_PAIRS), 2)}\n"""Each such letter -> the Latin letter (a to z) it looks like."""\n'
    TARGET.write_text(body, encoding="utf-8")
    print(f"{TARGET.relative_to(ROOT)}: {len(pairs)} letters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
