"""The mail templates: text with ``{placeholder}`` fields, checked before use.

A template is read as :meth:`string.Formatter.parse` reads a format string:
``{name}`` is a field, ``{total:>4}`` one with a format spec, ``{{`` and
``}}`` literal braces. Only the placeholders of :data:`PLACEHOLDERS` are
fields; anything else (an attribute, an index, a conversion, a number, a
nested field) is refused with a message naming it and its line.

>>> render_template("Hallo {name}, Runde {round}: {{Wertung}}", {"name": "Jürgen", "round": 2})
'Hallo Jürgen, Runde 2: {Wertung}'
>>> render_template("Hallo {nmae}", {"name": "Jürgen"})
Traceback (most recent call last):
...
wordmastermind.files.mail.errors.UnknownPlaceholderError: unknown placeholder {nmae} in line 1; did you mean {name}?
"""

from __future__ import annotations

import difflib
import string
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from wordmastermind.files.mail.errors import TemplateError, UnknownPlaceholderError
from wordmastermind.files.mail.messages import MAIL

PLACEHOLDERS: Mapping[str, str] = {
    "name": "the player's name",
    "round": "the number of the round",
    "total": "the player's total",
    "rank": "the player's rank",
    "guess_points": "the player's guess points",
    "word_points": "the points of the player's word",
    "targets": "whom the player may guess at next round (or that the game is over)",
    "deadline": "the next round's deadline, with the weekday (or that there is none)",
    "answer": "what the player does next: the deadline, whom and how often to guess (and the weighting factor), how"
              " to answer and where to",
    "your_word": "the player's own secret word; once guessed, with the round and who guessed it",
    "your_guesses": "the player's own guesses of the round, with marks and points, then their total and rank",
    "report": "the round report for the players, as plain text",
    "title": "the title of the game",
}
"""Every placeholder a template may use, with what it stands for."""


@dataclass(frozen=True, slots=True)
class _Field:
    name: str
    spec: str


_Part = str | _Field


def _line_of(text: str, index: int) -> int:
    return text.count("\n", 0, index) + 1


def parse_template(template: str) -> tuple[_Part, ...]:
    """The literal text and the placeholders of ``template``, checked.

    ``{{`` and ``}}`` stand for literal braces. Raises :class:`TemplateError`
    (a :class:`ValueError`) naming the culprit for an unknown placeholder or
    a stray brace. A template read before is not read again (every mail of a
    run fills in the same ones); one refused is refused each time.
    """
    return _parsed(template)


@lru_cache(maxsize=32)
def _parsed(template: str) -> tuple[_Part, ...]:
    parts: list[_Part] = []
    literal: list[str] = []
    at = 0  # where the next piece starts in ``template``
    pieces = iter(string.Formatter().parse(template))
    while True:
        try:
            piece = next(pieces, None)
        except ValueError:  # the piece that starts at ``at`` is no literal and no field
            raise _refusal(template, at) from None
        if piece is None:
            break
        text, name, spec, conversion = piece
        literal.append(text)
        at += len(text) + text.count("{") + text.count("}")  # a literal brace is written twice
        if name is None:
            continue
        written = _written(template, at, name, spec or "", conversion)
        field = _field(template, at, written[1:-1])
        if "".join(literal):
            parts.append("".join(literal))
        literal = []
        parts.append(field)
        at += len(written)
    if "".join(literal):
        parts.append("".join(literal))
    return tuple(parts)


def _written(template: str, at: int, name: str, spec: str, conversion: str | None) -> str:
    """The field at ``at`` as written, braces included (an empty spec may have its colon)."""
    head = "{" + name + ("" if conversion is None else "!" + conversion)
    plain = f"{head}:{spec}}}" if spec else head + "}"
    return plain if template.startswith(plain, at) else f"{head}:{spec}}}"


def _field(template: str, at: int, inside: str) -> _Field:
    """The placeholder ``{inside}`` written at ``at``, or why it is none.

    A placeholder ends at its first ``}``, also where the formatter would
    read on (in ``[...]``, after ``!``); a ``{`` in it is a stray brace.
    """
    line = _line_of(template, at)
    inside = inside.partition("}")[0]
    if "{" in inside:
        raise _stray_opening(line)
    name, _colon, spec = inside.partition(":")
    name = name.strip()
    if not name:
        raise UnknownPlaceholderError(
            MAIL.say("mail.empty_placeholder", placeholder=f"{{{inside}}}", line=line, known=_known()), inside
        )
    if name not in PLACEHOLDERS:
        close = difflib.get_close_matches(name, list(PLACEHOLDERS), n=1)
        placeholder = f"{{{inside}}}"
        said = (MAIL.say("mail.unknown_placeholder", placeholder=placeholder, line=line, close=f"{{{close[0]}}}")
                if close else
                MAIL.say("mail.unknown_placeholder_list", placeholder=placeholder, line=line, known=_known()))
        raise UnknownPlaceholderError(said, name)
    return _Field(name, spec)


def _refusal(template: str, at: int) -> TemplateError:
    """Why the text from ``at`` on cannot be read: its first brace is the culprit."""
    braces = [i for i in (template.find("{", at), template.find("}", at)) if i >= 0]
    i = min(braces, default=at)
    line = _line_of(template, i)
    if template.startswith("}", i):
        return TemplateError(MAIL.say("mail.stray_closing", line=line))
    end = template.find("}", i + 1)
    other = template.find("{", i + 1)
    if end >= 0 and not 0 <= other < end:
        _field(template, i, template[i + 1 : end])  # a placeholder the formatter reads otherwise
    return _stray_opening(line)


def _stray_opening(line: int) -> TemplateError:
    return TemplateError(MAIL.say("mail.stray_opening", line=line))


def _known() -> str:
    return ", ".join(f"{{{name}}}" for name in PLACEHOLDERS)


def template_placeholders(template: str) -> tuple[str, ...]:
    """The placeholders ``template`` uses, in order of first use."""
    names = [p.name for p in parse_template(template) if isinstance(p, _Field)]
    return tuple(dict.fromkeys(names))


def has_format_specs(template: str) -> bool:
    """Whether a placeholder of ``template`` has a format spec (``{total:>4}``): one a value may not take."""
    return any(isinstance(p, _Field) and p.spec for p in parse_template(template))


def template_text(template: str) -> str:
    """The literal text of ``template``, placeholders left out."""
    return "".join(p if isinstance(p, str) else " " for p in parse_template(template))


def render_template(template: str, values: Mapping[str, object]) -> str:
    """``template`` with its placeholders filled in from ``values``.

    A placeholder may carry a format spec (``{total:>4}``). A placeholder
    missing from ``values`` is a :class:`TemplateError`, never a KeyError.
    """
    return "".join(text for _name, text in render_pieces(template, values))


def render_pieces(template: str, values: Mapping[str, object]) -> list[tuple[str | None, str]]:
    """``template`` filled in, piece by piece: (the placeholder's name, or None for literal text; the text).

    >>> render_pieces("Hallo {name}!", {"name": "Jo"})
    [(None, 'Hallo '), ('name', 'Jo'), (None, '!')]
    """
    out: list[tuple[str | None, str]] = []
    for part in parse_template(template):
        if isinstance(part, str):
            out.append((None, part))
            continue
        if part.name not in values:
            raise UnknownPlaceholderError(MAIL.say("mail.no_value", placeholder=f"{{{part.name}}}"), part.name)
        try:
            out.append((part.name, format(values[part.name], part.spec)))
        except (ValueError, TypeError) as error:
            raise TemplateError(
                MAIL.say("mail.format", placeholder=f"{{{part.name}:{part.spec}}}", error=str(error))
            ) from error
    return out
