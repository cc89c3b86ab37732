"""Finding a secret word in the game master's own text, however it is written, and masking it.

The game master's title and notes go to the players; a secret still in play
must not. Text and secret are compared *folded*: NFKC (so full-width letters
and ligatures are plain letters), without format characters (a soft hyphen, a
zero-width space or joiner, a bidi mark: Unicode category Cf), case-folded
(``ß`` and ``ẞ`` as ``ss``). A secret counts where no letter stands right
before or after it: ``SALAT``, ``salat_2``, ``TISCH1`` and ``(Sa\\u00adlat)``
all name a secret, ``Salate`` and ``Lampenschirm`` do not.

>>> mask_secrets("Fast! Sa\\u00adlat_2 ist bald heraus.", {"Alfons": "SALAT"})
('Fast! •••••_2 ist bald heraus.', ('Alfons',))
>>> mask_secrets("Grüsse an alle Salate", {"Alfons": "SALAT", "Emil": "GRÜẞE"})
('••••• an alle Salate', ('Emil',))
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping

MASK = "•"
"""What stands for each letter of a masked secret."""


def fold(text: str) -> str:
    """``text`` as secrets are compared: NFKC, no format characters, case-folded.

    >>> fold("Stra\\u00adẞE") == fold("strasse") == "strasse"
    True
    >>> fold("ＳＡＬＡＴ") == fold("Sal\\u200bat")
    True
    """
    kept = "".join(char for char in text if unicodedata.category(char) != "Cf")
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", kept).casefold())


def names_secret(text: str, secret: str) -> bool:
    """Whether ``text`` names ``secret`` (folded, with no letter right before or after it).

    >>> names_secret("Think of SALAT1", "SALAT"), names_secret("Salate", "SALAT")
    (True, False)
    """
    return bool(_Folded(text).find(secret))


def mask_secrets(text: str, secrets: Mapping[str, str]) -> tuple[str, tuple[str, ...]]:
    """``text`` with every secret of ``secrets`` (owner: secret) masked, and the owners found.

    Each place a secret stands, with any format characters inside it, becomes
    one :data:`MASK` per letter of the secret. The owners come in the order
    of ``secrets``.
    """
    folded = _Folded(text)
    spans: list[tuple[int, int, int]] = []  # start, end, letters of the secret
    found: list[str] = []
    for owner, secret in secrets.items():
        places = folded.find(secret)
        if places:
            found.append(owner)
            spans += [(start, end, len(secret)) for start, end in places]
    if not spans:
        return text, ()
    out: list[str] = []
    at = 0
    for start, end, letters in sorted(spans):
        if start < at:  # inside a secret masked already
            continue
        out += [text[at:start], MASK * letters]
        at = end
    out.append(text[at:])
    return "".join(out), tuple(found)


class _Folded:
    """``text`` folded, each folded character knowing the stretch of ``text`` it came from.

    The text is cut into clusters (a character with the combining marks
    after it; format characters belong to none), and each cluster is folded
    on its own, so that a place in the folded text leads back to the
    clusters, and the format characters between them, that it stands for.
    """

    def __init__(self, text: str) -> None:
        clusters: list[list[int]] = []  # [start, end] in text
        for index, char in enumerate(text):
            category = unicodedata.category(char)
            if category == "Cf":
                continue
            if clusters and category.startswith("M"):
                clusters[-1][1] = index + 1
            else:
                clusters.append([index, index + 1])
        pieces: list[str] = []
        self.starts: list[int] = []
        self.ends: list[int] = []
        for start, end in clusters:
            piece = fold(text[start:end])
            pieces.append(piece)
            self.starts += [start] * len(piece)
            self.ends += [end] * len(piece)
        self.text = "".join(pieces)

    def find(self, secret: str) -> list[tuple[int, int]]:
        """Where ``secret`` stands in the original text, as (start, end) stretches."""
        target = fold(secret)
        if not target:
            return []
        folded = self.text
        places: list[tuple[int, int]] = []
        start = folded.find(target)
        while start >= 0:
            end = start + len(target)
            before = start > 0 and folded[start - 1].isalpha()
            after = end < len(folded) and folded[end].isalpha()
            if not (before or after):
                places.append((self.starts[start], self.ends[end - 1]))
            start = folded.find(target, start + 1)
        return places
