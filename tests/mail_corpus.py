"""Players' replies to the game master's mail, as real mail clients write them: a corpus for the intake's tests.

Every mail here is made by code (none is copied from anywhere): the game
master's round mail (:func:`original_mail`, with the lot's and the
standings' table rows that begin with players' names, and an example line
``Alfons: WORT`` that must never be read as a guess), and a player's reply
to it (:func:`reply`) quoted the way each client in :data:`CLIENTS` quotes:

========================  ===============================================================
client                    how it quotes (parts sent)
========================  ===============================================================
``outlook``               Outlook for Windows: the original unquoted below a header block
                          ``Von: … Gesendet: …`` (plain text and HTML, its ``border-top`` div)
``outlook-plain``         Outlook composing plain text: ``-----Ursprüngliche Nachricht-----``
                          and the header block above the unquoted original (plain text only)
``outlook-html``          ``outlook``'s HTML alone (as an Exchange relay passes it on)
``outlook-web``           Outlook on the web / new Outlook: ``________________________________``
                          and the header block (plain), ``appendonsend``, ``<hr>`` and
                          ``divRplyFwdMsg`` (HTML)
``outlook-web-html``      ``outlook-web``'s HTML alone
``outlook-mac-html``      Outlook for Mac: ``mail-editor-reference-message-container`` (HTML only)
``thunderbird``           attribution ``Am … schrieb …:`` and ``>`` lines, the reply above (plain)
``thunderbird-bottom``    the same, the reply *below* the quote (bottom-posting)
``thunderbird-html``      ``moz-cite-prefix`` and ``<blockquote type="cite">`` (HTML only)
``gmail``                 attribution wrapped over two lines and ``>`` lines (plain), a
                          ``gmail_quote`` block (HTML)
``gmail-html``            ``gmail``'s HTML alone
``apple-mail``            ``> Am 02.12.2026 um 09:03 schrieb …:`` and ``>`` lines (plain),
                          ``<blockquote type="cite">`` (HTML)
``apple-mail-html``       ``apple-mail``'s HTML alone
``webmail-html``          GMX / web.de: ``<div name="quote">`` with ``Gesendet: … Von: …``
                          above the original (HTML only)
========================  ===============================================================

Each client writes its attribution and header block in the reply's
``language`` (:data:`LANGUAGES`: ``de``, ``en``, ``nl``, ``fr``); in French
with a no-break space (U+00A0) before the colon (``a écrit\u00a0:``,
``De\u00a0:``), as French typing has it (Thunderbird's attribution here with
a plain one), and the HTML writes a no-break space as ``&nbsp;``.

:data:`CASES` are named replies with what a game master expects of them:
the guesses, the broken lines, the suggestions, lines that must be ignored
and the parts that are not read (the quote, the signature). A test reads a
case as the intake does::

    text = in_mail(case.raw, case.received).text
    read = read_mail_text(text, case.names)
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email.policy import SMTP
from email.utils import format_datetime

LANGUAGES = ("de", "en", "nl", "fr")
ROSTER = ("Alfons", "Gustav", "Beatrix", "Emil", "Fritzchen")
"""The rules' example game's players: the roster of most cases."""
GAME_MASTER = ("Joe Grimm", "spielleiter@example.org")
TIME = timezone(timedelta(hours=1))
SENT = datetime(2026, 12, 2, 9, 3, tzinfo=TIME)
"""When the game master's round mail went out (a Wednesday)."""
REPLIED = datetime(2026, 12, 3, 18, 15, tzinfo=TIME)
"""When the replies of :data:`CASES` are dated."""
EXAMPLE_WORDS = frozenset({"WORT", "WORD", "WOORD", "MOT"})
"""The word of the game master's example line (``Alfons: WORT``): a guess of it was read from the quote."""

CLIENTS = (
    "outlook", "outlook-plain", "outlook-html", "outlook-web", "outlook-web-html", "outlook-mac-html",
    "thunderbird", "thunderbird-bottom", "thunderbird-html", "gmail", "gmail-html", "apple-mail",
    "apple-mail-html", "webmail-html",
)
BOTTOM_POSTING = frozenset({"thunderbird-bottom"})
"""The clients whose reply stands below the quote."""


def address(name: str) -> str:
    """A player's roster address: ``Emil`` -> ``emil@example.org``."""
    return name.lower().replace(" ", ".").translate(str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})) + "@example.org"


# -- the game master's mail -----------------------------------------------------------------

_ORIGINAL_TEXTS = {
    "de": {
        "hello": "Hallo {name},", "intro": "hier ist die Auswertung der Runde {round}.",
        "how": "Schick mir deine Tipps bis Sonntag, eine Zeile je Tipp, so:",
        "word": "WORT", "lot": "Wer rät bei wem", "player": "Spieler", "at": "Rät bei",
        "standings": "Stand", "rank": "Platz", "name": "Name", "points": "Punkte", "total": "Gesamt",
        "bye": "Viele Grüße", "gm": "dein Spielleiter",
    },
    "en": {
        "hello": "Dear {name},", "intro": "here is the report of round {round}.",
        "how": "Send me your guesses by Sunday, one line for each, like this:",
        "word": "WORD", "lot": "Who guesses at whom", "player": "Player", "at": "Guesses at",
        "standings": "Standings", "rank": "Rank", "name": "Name", "points": "Points", "total": "Total",
        "bye": "Best wishes,", "gm": "your game master",
    },
    "nl": {
        "hello": "Beste {name},", "intro": "hier is het verslag van ronde {round}.",
        "how": "Stuur me je gokken voor zondag, een regel per gok, zo:",
        "word": "WOORD", "lot": "Wie raadt bij wie", "player": "Speler", "at": "Raadt bij",
        "standings": "Stand", "rank": "Plaats", "name": "Naam", "points": "Punten", "total": "Totaal",
        "bye": "Groeten,", "gm": "je spelleider",
    },
    "fr": {
        "hello": "Bonjour {name},", "intro": "voici le compte rendu du tour {round}.",
        "how": "Envoie-moi tes propositions avant dimanche, une ligne par proposition :",
        "word": "MOT", "lot": "Qui devine chez qui", "player": "Joueur", "at": "Devine chez",
        "standings": "Classement", "rank": "Rang", "name": "Nom", "points": "Points", "total": "Total",
        "bye": "Amitiés,", "gm": "ton meneur de jeu",
    },
}


def original_mail(name: str = "Emil", language: str = "de", roster: tuple[str, ...] = ROSTER, round: int = 2) -> str:
    """The game master's mail after a round, as the app writes it: its tables' rows begin with players' names.

    Its example line (``Alfons: WORT`` in German) and its table rows are
    what a reader must never take for the player's guesses.
    """
    t = _ORIGINAL_TEXTS[language]
    wide = max(len(n) for n in roster) + 2
    lot = [f"{t['player']:<{wide}}{t['at']}", f"{'-' * (wide - 2):<{wide}}{'-' * wide}"]
    lot += [f"{n:<{wide}}{roster[(i + 2) % len(roster)]}" for i, n in enumerate(roster)]
    standings = [f"{t['rank']:<5}  {t['name']:<{wide}}{t['points']:>8}  {t['total']:>6}",
                 f"-----  {'-' * (wide - 2)}    {'-' * 6}  {'-' * 6}"]
    standings += [f"{i + 1:>5}  {n:<{wide}}{20 - 3 * i:>8}  {31 - 4 * i:>6}" for i, n in enumerate(roster)]
    example = f"{roster[0]}: {t['word']}"
    return "\n".join([
        t["hello"].format(name=name), "", t["intro"].format(round=round), "", t["how"], "", example, "",
        t["lot"], "=" * len(t["lot"]), "", *lot, "", t["standings"], "=" * len(t["standings"]), "", *standings, "",
        t["bye"], t["gm"], "",
    ])


# -- dates and headers as each client writes them ------------------------------------------

_WEEKDAYS = {
    "de": "Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag".split(),
    "en": "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(),
    "nl": "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag".split(),
    "fr": "lundi mardi mercredi jeudi vendredi samedi dimanche".split(),
}
_MONTHS = {
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(),
    "en": "January February March April May June July August September October November December".split(),
    "nl": "januari februari maart april mei juni juli augustus september oktober november december".split(),
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(),
}
_GMAIL_WEEKDAYS = {"de": "Mo. Di. Mi. Do. Fr. Sa. So.", "en": "Mon Tue Wed Thu Fri Sat Sun",
                   "nl": "ma di wo do vr za zo", "fr": "lun. mar. mer. jeu. ven. sam. dim."}
_GMAIL_MONTHS = {"de": "Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.",
                 "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
                 "nl": "jan feb mrt apr mei jun jul aug sep okt nov dec",
                 "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc."}
_HEADER_KEYS = {  # from, sent, to, subject; the separator line of a plain-text Outlook reply
    "de": ("Von", "Gesendet", "An", "Betreff", "-----Ursprüngliche Nachricht-----"),
    "en": ("From", "Sent", "To", "Subject", "-----Original Message-----"),
    "nl": ("Van", "Verzonden", "Aan", "Onderwerp", "-----Oorspronkelijk bericht-----"),
    "fr": ("De", "Envoyé", "À", "Objet", "-----Message d'origine-----"),
}
_REPLY_PREFIX = {"de": "AW: ", "en": "RE: ", "nl": "RE: ", "fr": "RE : "}


def _gm() -> str:
    return f"{GAME_MASTER[0]} <{GAME_MASTER[1]}>"


def _hm(when: datetime) -> str:
    return f"{when.hour:02d}:{when.minute:02d}"


def _long_date(when: datetime, language: str) -> str:
    """Outlook's "Sent" date: ``Mittwoch, 2. Dezember 2026 09:03``."""
    day, month = _WEEKDAYS[language][when.weekday()], _MONTHS[language][when.month - 1]
    if language == "de":
        return f"{day}, {when.day}. {month} {when.year} {_hm(when)}"
    if language == "en":
        hour = when.hour % 12 or 12
        return f"{day}, {month} {when.day}, {when.year} {hour}:{when.minute:02d} {'AM' if when.hour < 12 else 'PM'}"
    return f"{day} {when.day} {month} {when.year} {_hm(when)}"


def attribution(client: str, language: str, when: datetime = SENT) -> str:
    """The line a client writes above the quote (Outlook writes a header block instead: :func:`header_block`)."""
    gm, name = _gm(), GAME_MASTER[0]
    if client.startswith("thunderbird"):
        return {
            "de": f"Am {when:%d.%m.%y} um {_hm(when)} schrieb {name}:",
            "en": f"On {when.month}/{when.day}/{when:%y} {when.hour % 12 or 12}:{when.minute:02d} "
                  f"{'AM' if when.hour < 12 else 'PM'}, {name} wrote:",
            "nl": f"Op {when:%d-%m-%Y} om {_hm(when)} schreef {name}:",
            "fr": f"Le {when:%d/%m/%Y} à {_hm(when)}, {name} a écrit :",  # a plain space: Thunderbird's
        }[language]
    if client.startswith("gmail"):
        day = _GMAIL_WEEKDAYS[language].split()[when.weekday()]
        month = _GMAIL_MONTHS[language].split()[when.month - 1]
        return {
            "de": f"Am {day}, {when.day}. {month} {when.year} um {_hm(when)} Uhr schrieb {gm}:",
            "en": f"On {day}, {month} {when.day}, {when.year} at {when.hour % 12 or 12}:{when.minute:02d} "
                  f"{'AM' if when.hour < 12 else 'PM'} {gm} wrote:",
            "nl": f"Op {day} {when.day} {month} {when.year} om {_hm(when)} schreef {gm}:",
            "fr": f"Le {day} {when.day} {month} {when.year} à {_hm(when)}, {gm} a écrit\u00a0:",
        }[language]
    month = _GMAIL_MONTHS[language].split()[when.month - 1]
    return {  # Apple Mail
        "de": f"Am {when:%d.%m.%Y} um {_hm(when)} schrieb {gm}:",
        "en": f"On {month} {when.day}, {when.year}, at {_hm(when)}, {gm} wrote:",
        "nl": f"Op {when.day} {month}. {when.year} om {_hm(when)} heeft {gm} het volgende geschreven:",
        "fr": f"Le {when.day} {month} {when.year} à {_hm(when)}, {gm} a écrit\u00a0:",
    }[language]


def header_block(language: str, to: str, subject: str, when: datetime = SENT, *, gmx: bool = False) -> list[str]:
    """Outlook's header block above the original (GMX and web.de put ``Gesendet`` first)."""
    key_from, key_sent, key_to, key_subject, _ = _HEADER_KEYS[language]
    colon = "\u00a0:" if language == "fr" else ":"
    lines = [f"{key_from}{colon} {_gm()}", f"{key_sent}{colon} {_long_date(when, language)}",
             f"{key_to}{colon} {to}", f"{key_subject}{colon} {subject}"]
    return [lines[1], lines[0], *lines[2:]] if gmx else lines


def _wrapped(line: str, width: int = 76) -> list[str]:
    """A long attribution as Gmail's plain text wraps it: after the ``<`` of the address."""
    if len(line) <= width or "<" not in line:
        return [line]
    cut = line.rindex("<") + 1
    return [line[:cut], line[cut:]]


def _quoted(text: str) -> list[str]:
    return ["> " + line if line else ">" for line in text.split("\n")]


# -- HTML ----------------------------------------------------------------------------------

def _text_html(text: str, *, paragraph: str = "div") -> str:
    """Plain text as a mail client's HTML: a block per line, rows of columns as a table."""
    out: list[str] = []
    rows: list[list[str]] = []

    def table() -> None:
        if rows:
            out.append("<table style=\"border-collapse: collapse\"><tbody>" + "".join(
                "<tr>" + "".join(f"<td style=\"padding: 2px 8px\">{html.escape(cell)}</td>" for cell in row) + "</tr>"
                for row in rows) + "</tbody></table>")
            rows.clear()

    for line in text.split("\n"):
        cells = [cell for cell in line.strip().split("  ") if cell.strip()]
        if len(cells) > 1:
            rows.append([cell.strip() for cell in cells])
            continue
        table()
        if paragraph == "p":
            out.append(f"<p class=\"MsoNormal\">{_escaped(line) or '&nbsp;'}<o:p></o:p></p>")
        else:
            out.append(f"<div>{_escaped(line) if line else '<br>'}</div>")
    table()
    return "\n".join(out)


def _escaped(text: str) -> str:
    """Text as HTML, a no-break space as the clients write it: ``&nbsp;``."""
    return html.escape(text).replace("\u00a0", "&nbsp;")


def _header_html(lines: list[str], *, bold_space: str = "") -> str:
    parts = []
    for line in lines:
        key, _, value = line.partition(":")
        parts.append(f"<b>{_escaped(key)}:{bold_space}</b> {html.escape(value.strip())}")
    return "<br>\n".join(parts)


def _page(body: str, language: str, head: str = "") -> str:
    return (f"<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=utf-8\">{head}</head>"
            f"<body lang=\"{language}\">{body}</body></html>")


# -- the replies ---------------------------------------------------------------------------

def _parts(client: str, body: str, original: str, language: str, to: str, subject: str) -> tuple[str | None, str | None]:
    """The plain text and the HTML a client sends (None where it sends none)."""
    head = header_block(language, to, subject)
    kind = client.removesuffix("-html") if client.endswith("-html") else client
    plain: str | None = None
    page: str | None = None
    if kind == "outlook" or client == "outlook-plain":
        if client == "outlook-plain":
            plain = "\n".join([body, "", _HEADER_KEYS[language][4], *head, "", original])
        else:
            plain = "\n".join([body, "", *head, "", original])
        page = _page(
            "<div class=\"WordSection1\">" + _text_html(body, paragraph="p")
            + "<p class=\"MsoNormal\"><o:p>&nbsp;</o:p></p><div>"
            "<div style=\"border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm\">"
            f"<p class=\"MsoNormal\"><span lang=\"{language.upper()}\">{_header_html(head)}<o:p></o:p></span></p>"
            "</div></div><p class=\"MsoNormal\"><o:p>&nbsp;</o:p></p>"
            + _text_html(original, paragraph="p") + "</div>",
            language, "<style><!-- p.MsoNormal {margin:0cm; font-family:\"Calibri\",sans-serif;} --></style>")
        if client == "outlook-plain":
            page = None
    elif kind == "outlook-web":
        plain = "\n".join([body, "", "_" * 32, *head, "", original])
        page = _page(
            f"<div style=\"font-family: Aptos, Arial, sans-serif; font-size: 12pt\">{_text_html(body)}</div>"
            "<div id=\"appendonsend\"></div><hr style=\"display:inline-block;width:98%\" tabindex=\"-1\">"
            "<div id=\"divRplyFwdMsg\" dir=\"ltr\"><font face=\"Calibri, sans-serif\" style=\"font-size:11pt\">"
            f"{_header_html(head)}</font><div>&nbsp;</div></div>{_text_html(original)}", language)
    elif kind == "outlook-mac":
        page = _page(
            f"<div>{_text_html(body)}</div><div id=\"mail-editor-reference-message-container\">"
            "<div class=\"ocpExternalImageFix\" style=\"border-style:solid none none;border-width:1pt medium medium;"
            f"border-color:#b5c4df;padding:3pt 0in 0in\">{_header_html(head, bold_space=' ')}<br></div>"
            f"<div><br></div>{_text_html(original)}</div>", language)
    elif kind in ("thunderbird", "thunderbird-bottom"):
        quote = [attribution(client, language), *_quoted(original)]
        plain = "\n".join([*quote, "", body] if client in BOTTOM_POSTING else [body, "", *quote])
        if client == "thunderbird-html":
            plain = None
            page = _page(
                f"<p>{'<br>'.join(_escaped(line) for line in body.split(chr(10)))}</p>"
                f"<div class=\"moz-cite-prefix\">{_escaped(attribution(client, language))}<br></div>"
                f"<blockquote type=\"cite\" cite=\"mid:round2@example.org\">{_text_html(original)}</blockquote>",
                language)
    elif kind == "gmail":
        said = attribution(client, language)
        plain = "\n".join([body, "", *_wrapped(said), "", *_quoted(original)])
        page = (f"<div dir=\"ltr\">{_text_html(body)}</div><br><div class=\"gmail_quote gmail_quote_container\">"
                f"<div dir=\"ltr\" class=\"gmail_attr\">{_escaped(said)}<br></div>"
                "<blockquote class=\"gmail_quote\" style=\"margin:0px 0px 0px 0.8ex;border-left:1px solid "
                f"rgb(204,204,204);padding-left:1ex\">{_text_html(original)}</blockquote></div>")
    elif kind == "apple-mail":
        said = attribution(client, language)
        plain = "\n".join([body, "", "> " + said, ">", *_quoted(original)])
        page = _page(
            f"{_text_html(body)}<div><br><blockquote type=\"cite\"><div>{_escaped(said)}</div>"
            f"<br class=\"Apple-interchange-newline\">{_text_html(original)}</blockquote></div>", language)
    elif kind == "webmail":
        gmx = header_block(language, to, subject, gmx=True)
        page = _page(
            f"<div style=\"font-family: Verdana;font-size: 12.0px;\">{_text_html(body)}<div>&nbsp;</div>"
            "<div name=\"quote\" style=\"margin:10px 5px 5px 10px; padding: 10px 0 10px 10px; "
            "border-left:2px solid #C3D9E5;\"><div style=\"margin:0 0 10px 0;\">"
            f"{_header_html(gmx)}</div><div name=\"quoted-content\">{_text_html(original)}</div></div></div>",
            language)
    else:
        raise ValueError(f"no such client: {client!r}; choose from {', '.join(CLIENTS)}")
    if client.endswith("-html"):
        plain = None
    return plain, page


_MAILERS = {
    "outlook": "Microsoft Outlook 16.0", "thunderbird": "Mozilla Thunderbird", "gmail": "",
    "apple-mail": "Apple Mail (2.3774.600.62)", "webmail": "GMX Freemail", "outlook-web": "", "outlook-mac": "",
}


def reply(client: str, *, sender: str, subject: str, date: datetime, message_id: str, body: str,
          original: str | None = None, language: str = "de",
          thread: tuple[str, ...] = ("<round2.1764662580@example.org>",)) -> bytes:
    """A whole RFC 822 reply from ``sender`` (``"Emil <emil@example.org>"``) as ``client`` writes it.

    ``body`` is the player's own new text; ``original`` the game master's
    mail (:func:`original_mail` by default) that the client quotes its way,
    in ``language``. A client that sends HTML too sends
    multipart/alternative; the ``-html`` clients send only HTML. ``thread``:
    the Message-IDs of the mails it answers, the first mail first and the
    one answered last, named as the client names them (:func:`thread_headers`).
    """
    if client not in CLIENTS:
        raise ValueError(f"no such client: {client!r}; choose from {', '.join(CLIENTS)}")
    name = sender.split("<")[0].strip() or "Emil"
    original = original_mail(name, language) if original is None else original
    first_subject = subject.split(":", 1)[1].strip() if subject[:4].upper() in ("AW: ", "RE: ", "RE :") else subject
    plain, page = _parts(client, body, original, language, sender, first_subject)
    message = EmailMessage(policy=SMTP)
    message["From"] = sender
    message["To"] = _gm()
    message["Subject"] = subject
    message["Date"] = format_datetime(date)
    message["Message-ID"] = message_id
    for name, value in thread_headers(client, thread):
        message[name] = value
    message["Content-Language"] = language
    mailer = _MAILERS.get(client.removesuffix("-html").removesuffix("-bottom").removesuffix("-plain"), "")
    if mailer:
        message["X-Mailer" if "Mozilla" not in mailer else "User-Agent"] = mailer
    if plain is not None:
        message.set_content(plain, charset="utf-8", cte="quoted-printable")
        if client.startswith("thunderbird"):
            message.set_param("format", "flowed")
    if page is not None:
        if plain is None:
            message.set_content(page, subtype="html", charset="utf-8", cte="quoted-printable")
        else:
            message.add_alternative(page, subtype="html", charset="utf-8", cte="quoted-printable")
    raw = message.as_bytes()
    if client.startswith("thunderbird") and len(thread) > 1:  # References folded, an id a line
        folded = b"References: " + b"\r\n ".join(t.encode() for t in thread) + b"\r\n"
        raw = re.sub(rb"^References: .*?\r\n(?! )", lambda _found: folded, raw, count=1, flags=re.M | re.S)
    return raw


def thread_headers(client: str, thread: tuple[str, ...]) -> list[tuple[str, str]]:
    """The headers with which ``client`` says which mails a reply answers (``thread``: the first first, the one
    answered last): Outlook (for Windows, on the web, for Mac) sets ``In-Reply-To`` alone beside its own
    ``Thread-Topic`` and ``Thread-Index`` (no ``References``); Gmail, Apple Mail and webmail set ``In-Reply-To``
    and ``References`` (Thunderbird folds it, an id a line: :func:`reply` does so)."""
    if not thread:
        return []
    answered = thread[-1]
    if client.startswith("outlook"):
        return [("Thread-Topic", "Tipps"), ("Thread-Index", "AdtkVq3hQk2fL9w8Rj6X0b7c1d2e3f=="),
                ("In-Reply-To", answered)]
    return [("In-Reply-To", answered), ("References", " ".join(thread))]


# -- the cases -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Case:
    """A player's reply and what the game master expects of it."""

    name: str
    raw: bytes
    """The whole mail, as the mailbox gives it."""
    names: tuple[str, ...]
    """The roster's names."""
    guesses: tuple[tuple[str, str], ...]
    """Every guess read, in order: (target, word)."""
    broken: tuple[str, ...] = ()
    """The texts of the lines that cannot be read (the mail is held)."""
    suggestions: tuple[tuple[str, str, str], ...] = ()
    """(written, target, word) of the guesses at a name close to a player's."""
    ignored: tuple[str, ...] = ()
    """Texts that must be among the ignored lines (a greeting, a sentence, a table row)."""
    not_read: tuple[str, ...] = ("quote",)
    """The parts listed as one ignored line each, in order: ``quote`` (the quoted original), ``signature``."""
    original: str = ""
    """The quoted mail's text: none of its lines is read."""
    body: str = ""
    """The player's own text (the HTML's text for a mail written in HTML)."""
    client: str = ""
    language: str = "de"
    sender: str = "emil@example.org"
    received: datetime = REPLIED


_HELLO = {"de": "Hallo Joe,", "en": "Hi Joe,", "nl": "Hoi Joe,", "fr": "Bonjour Joe,"}
_HERE = {"de": "hier meine Tipps für Runde 3:", "en": "here are my guesses for round 3:",
         "nl": "hier zijn mijn gokken voor ronde 3:", "fr": "voici mes propositions pour le tour 3 :"}
_BYE = {"de": "Viele Grüße", "en": "Best regards,", "nl": "Groetjes,", "fr": "Cordialement,"}


def standard_body(language: str = "de", guesses: tuple[str, ...] = ("Alfons: SALAT", "Gustav: HOSEN"),
                  signer: str = "Emil") -> str:
    """A reply's own text as a player writes it: greeting, a line, the guesses, the sign-off and name."""
    return "\n".join([_HELLO[language], "", _HERE[language], "", *guesses, "", _BYE[language], signer])


def _case(name: str, client: str, body: str, guesses: tuple[tuple[str, str], ...], *, language: str = "de",
          names: tuple[str, ...] = ROSTER, player: str = "Emil", broken: tuple[str, ...] = (),
          suggestions: tuple[tuple[str, str, str], ...] = (), ignored: tuple[str, ...] = (),
          not_read: tuple[str, ...] = ("quote",), original: str | None = None) -> Case:
    """A reply by ``player`` with ``client`` to the game master's mail to them (``original``, if not the usual)."""
    original = original_mail(player, language, names) if original is None else original
    sender = address(player)
    raw = reply(client, sender=f"{player} <{sender}>", subject=f"{_REPLY_PREFIX[language]}Wörter-MasterMind: Runde 2",
                date=REPLIED, message_id=f"<{name}@mail.example.org>", body=body, original=original,
                language=language)
    return Case(name, raw, names, guesses, broken=broken, suggestions=suggestions, ignored=ignored,
                not_read=not_read, original=original, body=body, client=client, language=language, sender=sender)


def _raw(name: str, text: str, *, subtype: str = "plain", sender: str = "Emil <emil@example.org>") -> bytes:
    """A mail as a client without any quoting writes it (a new mail, not a reply)."""
    message = EmailMessage(policy=SMTP)
    message["From"] = sender
    message["To"] = _gm()
    message["Subject"] = "Tipps"
    message["Date"] = format_datetime(REPLIED)
    message["Message-ID"] = f"<{name}@mail.example.org>"
    message.set_content(text, subtype=subtype, charset="utf-8", cte="quoted-printable")
    return message.as_bytes()


_TWO = (("Alfons", "SALAT"), ("Gustav", "HOSEN"))
_FAMILY = ("Jürgen", "Käthe", "Fritzchen", "Anna", "Anna Maria", "Emil", "Emilia", "Hildegard", "Otto")
"""A roster with umlauts, a name that begins another's and two that begin alike."""


_IN_QUOTES = ("«\u00a0Anna Maria\u00a0: LAMPE\u00a0»", "«Alfons: SALAT»", "« Gustav : HOSEN »",
              "“Beatrix\u202f: TISCH”", "„Fritzchen: KERZE“", "\"Anna Maria: BIRNE\"", "‹\u00a0Alfons\u00a0: TOLLE\u00a0›")
"""A French player's guesses, each line in quotes: guillemets with no-break spaces inside and before the colon
(U+00A0, or the narrow U+202F), as French typing puts them, with plain spaces, or with none."""
_FROM_QUOTES = (("Anna Maria", "LAMPE"), ("Alfons", "SALAT"), ("Gustav", "HOSEN"), ("Beatrix", "TISCH"),
                ("Fritzchen", "KERZE"), ("Anna Maria", "BIRNE"), ("Alfons", "TOLLE"))
_WITH_ANNA_MARIA = (*ROSTER, "Anna Maria")


def guillemets_original(player: str, roster: tuple[str, ...] = ROSTER) -> str:
    """A French game master's mail whose lines in guillemets look like guesses: the example, a player's own
    guesses of the round before; none may be read from the quote."""
    lines = original_mail(player, "fr", roster).split("\n")
    at = lines.index("Envoie-moi tes propositions avant dimanche, une ligne par proposition :")
    return "\n".join([*lines[: at + 2], "«\u00a0Alfons\u00a0: MOT\u00a0»", "",
                      "Tes propositions de la manche 2\u00a0:", "«\u00a0Gustav\u00a0: TOLLE\u00a0»",
                      "“Beatrix: STUHL”", *lines[at + 3:]])


def _guillemets_cases() -> list[Case]:
    """A French reply whose guesses stand in quotes, from every kind of client, quoting a mail that has such lines."""
    body = "\n".join(["Bonjour Joe,", "", "voici mes propositions pour le tour 3\u00a0:", "", *_IN_QUOTES, "",
                      "Cordialement,", "Emil"])
    return [_case(f"french-guillemets-{client}", client, body, _FROM_QUOTES, language="fr", names=_WITH_ANNA_MARIA,
                  ignored=("Bonjour Joe,",), original=guillemets_original("Emil", _WITH_ANNA_MARIA))
            for client in ("outlook", "outlook-plain", "outlook-html", "outlook-web", "outlook-mac-html", "thunderbird",
                           "thunderbird-bottom", "thunderbird-html", "gmail", "gmail-html", "apple-mail",
                           "apple-mail-html", "webmail-html")]


def _cases() -> tuple[Case, ...]:
    cases = [
        _case("outlook-de", "outlook", standard_body("de"), _TWO, ignored=("Hallo Joe,", "Viele Grüße")),
        _case("outlook-plain-en", "outlook-plain", standard_body("en"), _TWO, language="en",
              ignored=("Hi Joe,", "Best regards,")),
        _case("outlook-html-en", "outlook-html", standard_body("en"), _TWO, language="en"),
        _case("outlook-web-de", "outlook-web", standard_body("de"), _TWO),
        _case("outlook-web-html-nl", "outlook-web-html", standard_body("nl"), _TWO, language="nl"),
        _case("outlook-mac-html-fr", "outlook-mac-html", standard_body("fr"), _TWO, language="fr"),
        _case("thunderbird-de-signature", "thunderbird",
              "Hallo Joe,\n\nAlfons: SALAT\nGustav: HOSEN\n\n-- \nEmil Mustermann\nTel. 0123 456789",
              _TWO, not_read=("signature", "quote")),
        _case("thunderbird-bottom-en", "thunderbird-bottom", "Alfons: SALAT\nGustav: HOSEN\n\nCheers,\nEmil",
              _TWO, language="en"),
        _case("thunderbird-html-nl", "thunderbird-html", standard_body("nl"), _TWO, language="nl"),
        _case("gmail-de", "gmail", standard_body("de"), _TWO, ignored=("hier meine Tipps für Runde 3:",)),
        _case("gmail-fr", "gmail", standard_body("fr"), _TWO, language="fr", ignored=("Bonjour Joe,",)),
        _case("gmail-html-en", "gmail-html", standard_body("en"), _TWO, language="en"),
        _case("apple-mail-de", "apple-mail", standard_body("de"), _TWO),
        _case("apple-mail-html-nl", "apple-mail-html", standard_body("nl"), _TWO, language="nl"),
        _case("webmail-html-de", "webmail-html", standard_body("de"), _TWO),
        # the ways of writing a guess
        _case("punctuation-and-quotes", "gmail",
              "Hallo,\n\nAlfons: SALAT.\nGustav: „HOSEN“!\nBeatrix: \"TISCH\"?\nFritzchen: «KERZE»\n"
              "Alfons : 'TOLLE' .\n\nGruß Emil",
              (("Alfons", "SALAT"), ("Gustav", "HOSEN"), ("Beatrix", "TISCH"), ("Fritzchen", "KERZE"),
               ("Alfons", "TOLLE")), ignored=("Hallo,", "Gruß Emil")),
        _case("bullets-and-numbers", "outlook",
              "Hallo Joe,\n\n- Alfons: SALAT\n* Gustav: HOSEN\n• Beatrix: TISCH\n1. Fritzchen: KERZE\n2) Alfons: TOLLE\n",
              (("Alfons", "SALAT"), ("Gustav", "HOSEN"), ("Beatrix", "TISCH"), ("Fritzchen", "KERZE"),
               ("Alfons", "TOLLE"))),
        _case("separators", "thunderbird",
              "Alfons = SALAT\nGustav -> HOSEN\nBeatrix → TISCH\nFritzchen – KERZE\nAlfons\tTOLLE\nGustav — HOSE\n"
              "Beatrix - TASCHE\nFritzchen  kerne",
              (("Alfons", "SALAT"), ("Gustav", "HOSEN"), ("Beatrix", "TISCH"), ("Fritzchen", "KERZE"),
               ("Alfons", "TOLLE"), ("Gustav", "HOSE"), ("Beatrix", "TASCHE"), ("Fritzchen", "KERNE"))),
        _case("two-on-a-line", "gmail", "Alfons: SALAT, Gustav: HOSEN\nBeatrix: TISCH; Fritzchen: KERZE\n\nLG Emil",
              (("Alfons", "SALAT"), ("Gustav", "HOSEN"), ("Beatrix", "TISCH"), ("Fritzchen", "KERZE"))),
        _case("umlauts-spelt-out", "outlook-web", "Juergen: LAMPE\nKAETHE: WOLKE\nfritzchen: feuer\nJÜRGEN: ofen",
              (("Jürgen", "LAMPE"), ("Käthe", "WOLKE"), ("Fritzchen", "FEUER"), ("Jürgen", "OFEN")),
              names=_FAMILY),
        _case("first-letters", "apple-mail",
              "Fritz: FEUER\nHilde: LAMPE\nAnna Maria: BROT\nAnna: KORB\nEmil: SALAT\nEmilia: TASSE\nJürg: OFEN",
              (("Fritzchen", "FEUER"), ("Hildegard", "LAMPE"), ("Anna Maria", "BROT"), ("Anna", "KORB"),
               ("Emil", "SALAT"), ("Emilia", "TASSE"), ("Jürgen", "OFEN")), names=_FAMILY, player="Otto"),
        _case("a-slip-of-a-name", "thunderbird", "Hallo Joe,\n\nEmli: TASCH\nGustav: HOSEN\n\nBis bald\nFritzchen",
              (("Gustav", "HOSEN"),), suggestions=(("Emli", "Emil", "TASCH"),), player="Fritzchen",
              ignored=("Hallo Joe,", "Bis bald")),
        _case("a-word-too-many", "gmail", "Alfons: SALAT\nFritzchen: KER ZE\nEmil hat bestimmt SALAT",
              (("Alfons", "SALAT"),), broken=("Fritzchen: KER ZE",), ignored=("Emil hat bestimmt SALAT",),
              player="Gustav"),
        _case("pasted-table-rows", "outlook",
              "Alfons: SALAT\n\nZur Erinnerung, die Auslosung:\nAlfons     Beatrix, Gustav\nGustav     Beatrix",
              (("Alfons", "SALAT"),), ignored=("Alfons Beatrix, Gustav", "Gustav Beatrix")),
        _case("letters-not-allowed", "thunderbird", "Alfons: ST3RN\nGustav: HO SEN\n", (("Alfons", "ST3RN"),),
              broken=("Gustav: HO SEN",)),
        _case("signed-with-surname", "apple-mail", "Alfons: SALAT\n\nViele Grüße\nEmil Mustermann", (("Alfons", "SALAT"),)),
        _case("dutch", "gmail",
              "Hoi Joe,\n\nMijn gokken:\nAlfons: salat\nGustav: hosen.\n\nMet vriendelijke groet,\nEmil",
              _TWO, language="nl", ignored=("Hoi Joe,", "Mijn gokken:", "Met vriendelijke groet,")),
        _case("french", "thunderbird",
              "Bonjour Joe,\n\nAlfons : « SALAT »\nGustav : HOSEN\n\nMerci et à bientôt,\nEmil",
              _TWO, language="fr", ignored=("Bonjour Joe,",)),
        Case("html-only-new-mail", _raw(
            "html-only-new-mail",
            "<html><body><p>Hallo Joe,</p><ul><li>Alfons: SALAT</li><li>Gustav: HOSEN</li></ul>"
            "<table><tr><td>Beatrix</td><td>TISCH</td></tr></table><p>Gruß<br>Emil</p></body></html>",
            subtype="html"), ROSTER, (*_TWO, ("Beatrix", "TISCH")), ignored=("Hallo Joe,",), not_read=(),
            body="Hallo Joe,\nAlfons: SALAT\nGustav: HOSEN\nBeatrix\tTISCH\nGruß\nEmil"),
        Case("plain-new-mail-no-quote", _raw("plain-new-mail-no-quote", "Alfons: SALAT\nGustav: HOSEN\n"),
             ROSTER, _TWO, not_read=(), body="Alfons: SALAT\nGustav: HOSEN\n"),
        *_guillemets_cases(),
    ]
    return tuple(cases)


CASES: tuple[Case, ...] = _cases()
"""The named cases; :func:`case` finds one by name."""


def case(name: str) -> Case:
    return next(c for c in CASES if c.name == name)


__all__ = [
    "CASES", "CLIENTS", "GAME_MASTER", "LANGUAGES", "REPLIED", "ROSTER", "SENT", "EXAMPLE_WORDS", "Case", "address",
    "attribution", "case", "guillemets_original", "header_block", "original_mail", "reply", "standard_body",
]
