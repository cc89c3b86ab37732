"""An HTML mail as text: the quoted original of every client marked with ``>``, the player's own text not."""

from __future__ import annotations

import email.policy
from email.parser import BytesParser

import pytest
from mail_corpus import CLIENTS, LANGUAGES, REPLIED, original_mail, reply, standard_body

from wordmastermind.files.mail.html_text import html_text

HTML_CLIENTS = [client for client in CLIENTS if client != "outlook-plain" and not client.startswith("thunderbird")
                or client == "thunderbird-html"]


def html_part(raw: bytes) -> str:
    message = BytesParser(policy=email.policy.default).parsebytes(raw)
    part = message.get_body(preferencelist=("html",))
    assert part is not None
    content = part.get_content()
    assert isinstance(content, str)
    return content


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("client", HTML_CLIENTS)
def test_the_original_is_marked_and_the_reply_is_not(client: str, language: str) -> None:
    body = standard_body(language)
    raw = reply(client, sender="Emil <emil@example.org>", subject="Re: Runde 2", date=REPLIED,
                message_id="<1@example.org>", body=body, language=language)
    lines = html_text(html_part(raw)).split("\n")
    own = [line for line in body.split("\n") if line]
    assert lines[: len(own)] == own
    rest = lines[len(own):]
    assert rest and all(line.startswith("> ") for line in rest)
    original = {" ".join(line.split()) for line in original_mail("Emil", language).split("\n") if line.strip()}
    assert original <= {" ".join(line[2:].split()) for line in rest}


def test_a_blockquote_is_a_quote_but_gmails_indent_is_not() -> None:
    text = html_text('<div>Emil: LAMPE</div><blockquote style="margin:0 0 0 40px;border:none;padding:0px">'
                     "<div>Otto: STEIG</div></blockquote><blockquote type=\"cite\"><div>Alfons: WORT</div>"
                     "<blockquote><div>Gustav: ALT</div></blockquote></blockquote><div>Fritz: FEUER</div>")
    assert text.split("\n") == ["Emil: LAMPE", "Otto: STEIG", "> Alfons: WORT", "> Gustav: ALT", "Fritz: FEUER"]


def test_a_gmail_quote_with_its_attribution_is_marked_and_the_text_below_is_not() -> None:
    text = html_text('<div dir="ltr">Emil: LAMPE</div><div class="gmail_quote"><div class="gmail_attr">'
                     "On Wed, Joe wrote:<br></div><blockquote class=\"gmail_quote\"><div>Alfons: WORT</div>"
                     "</blockquote></div><div>Otto: STEIG</div>")
    assert text.split("\n") == ["Emil: LAMPE", "> On Wed, Joe wrote:", "> Alfons: WORT", "Otto: STEIG"]


@pytest.mark.parametrize("marker", [
    '<div id="divRplyFwdMsg" dir="ltr">', '<div id="x_divRplyFwdMsg">', '<div id="appendonsend"></div><div>',
    '<div id="mail-editor-reference-message-container">',
])
def test_outlooks_original_is_marked_to_the_end(marker: str) -> None:
    text = html_text(f"<div>Emil: LAMPE</div>{marker}<b>From:</b> Joe<br><b>Sent:</b> Wednesday</div>"
                     "<p>Alfons: WORT</p><table><tr><td>Alfons</td><td>Beatrix</td></tr></table>")
    assert text.split("\n") == ["Emil: LAMPE", "> From: Joe", "> Sent: Wednesday", "> Alfons: WORT",
                                "> Alfons\tBeatrix"]


def test_a_rule_or_a_border_marks_the_original_only_before_a_header_block() -> None:
    outlook = ('<p>Emil: LAMPE</p><div style="border:none;border-top:solid #E1E1E1 1.0pt">'
               "<p><b>Von:</b> Joe<br><b>Gesendet:</b> Mittwoch<br><b>An:</b> Emil</p></div><p>Alfons: WORT</p>")
    assert html_text(outlook).split("\n") == ["Emil: LAMPE", "> Von: Joe", "> Gesendet: Mittwoch", "> An: Emil",
                                               "> Alfons: WORT"]
    plain_rule = "<p>Emil: LAMPE</p><hr><p>Otto: STEIG</p><p>Von: mir</p>"
    assert html_text(plain_rule).split("\n") == ["Emil: LAMPE", "Otto: STEIG", "Von: mir"]


def test_cells_are_parted_by_a_tab_and_hidden_parts_left_out() -> None:
    text = html_text("<html><head><title>T</title><style>p {}</style><body><script>x()</script>"
                     "<table><tr><th>Wer</th><th>Wort</th></tr><tr><td>Emil</td><td> LAMPE </td></tr></table>"
                     "<pre>Otto: STEIG\nFritz: FEUER</pre><ul><li>Alfons:&nbsp;SALAT</li></ul>")
    assert text.split("\n") == ["Wer\tWort", "Emil\tLAMPE", "Otto: STEIG", "Fritz: FEUER", "Alfons: SALAT"]
