"""An HTML mail part as text: a line for each paragraph, line break or table row; the quoted original marked.

Tags, scripts and styles are left out; a table's cells are parted by a tab.
What the player quotes is marked as plain text marks it, with ``>`` before
each line, so that the reader of the guesses
(:mod:`wordmastermind.core.wmm.mail_guesses`) leaves it out:

- a ``<blockquote>`` (Thunderbird's and Apple Mail's ``type="cite"``;
  not Gmail's indent, a blockquote with ``border:none``) and Thunderbird's
  attribution above it (``moz-cite-prefix``); Gmail's ``gmail_quote``
  block with its attribution (Yahoo's ``yahoo_quoted``, GMX's ``name="quote"``);
- Outlook's original, which it does not put in a blockquote: from its
  ``<div id="divRplyFwdMsg">``, ``<div id="appendonsend">`` or
  ``<div id="mail-editor-reference-message-container">``, or from a ``<hr>``
  or a ``border-top`` div right before a header block (``From: … Sent: …``,
  ``Von: … Gesendet: …``, any of the four languages) *everything* to the end.

>>> html_text("<p>Hallo,</p><div>Alfons: SALAT<br>Emil&nbsp;-&nbsp;LAMPE</div><blockquote>Otto: STEIG</blockquote>")
'Hallo,\\nAlfons: SALAT\\nEmil - LAMPE\\n> Otto: STEIG'
>>> html_text("<div>Emil: LAMPE</div><hr><b>Von:</b> Joe<br><b>Gesendet:</b> Mittwoch<br><b>An:</b> Emil"
...           "<table><tr><td>Alfons</td><td>Emil</td></tr></table>")
'Emil: LAMPE\\n> Von: Joe\\n> Gesendet: Mittwoch\\n> An: Emil\\n> Alfons\\tEmil'
"""

from __future__ import annotations

from html.parser import HTMLParser

from wordmastermind.core.wmm.reply_quotes import is_header_block

_BLOCKS = {
    "p", "div", "br", "tr", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "table", "hr",
    "ul", "ol", "dl", "dt", "dd", "section", "article", "header", "footer", "address", "center", "thead", "tbody",
}
_CELLS = {"td", "th"}
_HIDDEN = {"script", "style", "head", "title", "template"}
_OUTLOOK_IDS = ("divrplyfwdmsg", "appendonsend", "mail-editor-reference-message-container")
"""The ids where Outlook (desktop, web, Mac) begins the original (``x_`` before them when quoted again)."""
_QUOTE_CLASSES = ("gmail_quote", "yahoo_quoted", "moz-cite-prefix")
_MAYBE = "\x00"
"""A line that marks where the original may begin: it does if a header block follows."""
_HEADER_LOOK = 3
"""How many lines after a ``<hr>`` the header block may begin."""


def html_text(html: str) -> str:
    """The text of an HTML part, a line for each paragraph, line break or table row; quoted lines with ``>``."""
    reader = _TextReader()
    reader.feed(html)
    reader.close()
    reader.flush()
    lines: list[str] = []
    original = False
    for index, (text, quoted) in enumerate(reader.lines):
        if text == _MAYBE:
            original = original or _header_follows(reader.lines[index + 1 : index + 20])
        else:
            lines.append("> " + text if quoted or original else text)
    return "\n".join(lines)


def _header_follows(following: list[tuple[str, bool]]) -> bool:
    """Whether a header block begins in the first lines of ``following``."""
    lines = [text for text, _ in following if text != _MAYBE][: _HEADER_LOOK + 5]
    return any(is_header_block(lines, i) for i in range(min(_HEADER_LOOK, len(lines))))


class _TextReader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines: list[tuple[str, bool]] = []
        self.current: list[str] = []
        self.current_quoted = False
        self.hidden = 0
        self.quoted = 0
        self.original = False
        self.divs: list[bool] = []
        """For each open div: whether it opened a quote."""
        self.blockquotes: list[bool] = []
        self.pre = 0
        self.row_cells = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _HIDDEN:
            self.hidden += 1
            return
        if tag == "body":  # a <head> left open ends here
            self.hidden = 0
        if tag in _BLOCKS:
            self.flush()
        values = {key: (value or "").lower() for key, value in attrs}
        if tag == "tr":
            self.row_cells = 0
        elif tag in _CELLS:
            if self.row_cells:
                self.current.append("\t")
            self.row_cells += 1
        elif tag == "pre":
            self.pre += 1
        elif tag == "blockquote":
            cite = not ("border:none" in values.get("style", "").replace(" ", "") and "type" not in values
                        and "class" not in values)  # Gmail's indent is no quote
            self.blockquotes.append(cite)
            self.quoted += cite
        elif tag == "div":
            if values.get("id", "").removeprefix("x_") in _OUTLOOK_IDS:
                self.original = True
            quote = (any(name in values.get("class", "").split() for name in _QUOTE_CLASSES)
                     or values.get("name") == "quote")  # GMX, web.de
            self.divs.append(quote)
            self.quoted += quote
            if "border-top" in values.get("style", ""):
                self.lines.append((_MAYBE, False))
        if tag == "hr":
            self.lines.append((_MAYBE, False))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in ("br", "hr", "img", "meta", "link", "input", "wbr"):
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in _HIDDEN:
            self.hidden = max(0, self.hidden - 1)
            return
        if tag in _BLOCKS:
            self.flush()
        if tag == "pre":
            self.pre = max(0, self.pre - 1)
        elif tag == "blockquote" and self.blockquotes:
            self.quoted -= self.blockquotes.pop()
        elif tag == "div" and self.divs:
            self.quoted -= self.divs.pop()

    def handle_data(self, data: str) -> None:
        if self.hidden:
            return
        if self.pre:
            first, *others = data.split("\n")
            self._add(first)
            for line in others:
                self.flush()
                self._add(line)
        else:
            self._add(data)

    def _add(self, data: str) -> None:
        if data.strip():
            self.current_quoted = self.current_quoted or bool(self.quoted) or self.original
        self.current.append(data)

    def flush(self) -> None:
        """End the current line (a block begins or ends)."""
        cells = "".join(self.current).replace("\xa0", " ").split("\t")
        text = "\t".join(" ".join(cell.split()) for cell in cells).strip()
        if text:
            self.lines.append((text, self.current_quoted))
        self.current = []
        self.current_quoted = False
