"""Players' names as a list said in the reader's language: ``Emil, Otto and Käthe``, ``Emil, Otto und Käthe``.

A message's parameter (:func:`listed`), rendered when the message is: the round's mail names whom a player may
guess at so, a refused guess of round 1 whom the lot drew. Where a name holds a comma of its own (a roster of
"surname, first name") the names are set apart by semicolons. Its own module, beside the next round's texts
whose lists it first said (hence the codes), so that the rules' checks can say a list too.
"""

from __future__ import annotations

from collections.abc import Sequence

from wordmastermind.core import messages

LISTS = messages.Table({
    "next.list_two": "{first} and {last}",
    "next.list_more": "{first}, {more}",
    "next.list_more_apart": "{first}; {more}",
})


def said(items: Sequence[str], translate: messages.Translate) -> str:
    """``items`` as :func:`listed` says them, in the language of ``translate``: each join made as it is rendered
    (:func:`~wordmastermind.core.messages.filler`), not a message holding the rest of the list (sixty names, a
    chain of sixty messages rendered for each of sixty players' mails).

    >>> from wordmastermind.core.messages import English, render
    >>> names = ["Klein, Fritz", "Emil", "Otto"]
    >>> said(names, English()), said(names[1:], English()) == render(listed(names[1:]), English())
    ('Klein, Fritz; Emil and Otto', True)
    """
    if len(items) < 2:
        return "".join(items)
    more = messages.filler(LISTS, _more(items), translate)
    joined = messages.filler(LISTS, "next.list_two", translate)(first=items[-2], last=items[-1])
    for item in reversed(items[:-2]):
        joined = more(first=item, more=joined)
    return joined


def listed(items: Sequence[str]) -> messages.Text:
    """``items`` as a list said in the reader's language: a message's parameter.

    >>> str(listed(["Emil", "Otto", "Käthe"])), listed(["Emil"]), str(listed(["Klein, Fritz", "Emil", "Otto"]))
    ('Emil, Otto and Käthe', 'Emil', 'Klein, Fritz; Emil and Otto')
    """
    if len(items) < 2:
        return "".join(items)
    more = _more(items)
    joined: messages.Text = LISTS.say("next.list_two", first=items[-2], last=items[-1])
    for item in reversed(items[:-2]):
        joined = LISTS.say(more, first=item, more=joined)
    return joined


def _more(items: Sequence[str]) -> str:
    """The code of the join before the last two: names set apart by semicolons where one holds a comma."""
    return "next.list_more_apart" if any("," in item for item in items) else "next.list_more"
