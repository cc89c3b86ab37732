"""The game master's own text (title, notes) never gives away a secret still in play.

A secret written in the notes or the title is masked in the players' report
and in the mails however it is disguised: in NFD, with ß as SS, with a soft
hyphen or a zero-width character inside, in full-width letters, or with a
suffix (``SALAT_2``, ``TISCH1``). The game master gets one warning per
export, naming every masked word's owner.
"""

from __future__ import annotations

import unicodedata
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.round_report import overview_report
from wordmastermind.core.report import Report
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game, Player
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.files.i18n import translation

SOFT_HYPHEN, ZERO_WIDTH_SPACE = "\u00ad", "\u200b"
INVISIBLE = ("\u00ad", "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u200e")


def occurrences(text: str, word: str) -> int:
    """How often ``word`` stands in ``text`` with no letter right before or after it,
    both compared as NFKC without format characters, case-folded (ß as ss).

    Written here from the definition, independently of the app's code.
    """

    def fold(value: str) -> str:
        kept = "".join(c for c in value if unicodedata.category(c) != "Cf")
        return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", kept).casefold())

    folded, target = fold(text), fold(word)
    count, start = 0, folded.find(target)
    while start >= 0:
        end = start + len(target)
        if not (start and folded[start - 1].isalpha()) and not (end < len(folded) and folded[end].isalpha()):
            count += 1
        start = folded.find(target, start + 1)
    return count


def notes_report(notes: str, game: Game | None = None, title: str | None = None) -> Report:
    game = game or rules_example()
    if title is not None:
        game = game.with_settings(replace(game.settings, title=title))
    return round_report(player_view(evaluate(game.with_notes(2, notes)), 2))


def notes_text(report: Report) -> str:
    """The notes as the players read them (the report's last paragraphs)."""
    blocks = list(report.blocks)
    start = next(i for i, b in enumerate(blocks) if getattr(b, "text", None) == "Notes")
    return "\n".join(getattr(b, "text", "") for b in blocks[start + 1:])


@pytest.mark.parametrize(
    "disguise",
    [
        "Salat",
        "SALAT",
        "sAlAt",
        "SALAT_2",
        "TISCH1",
        "Sa\u00adlat",
        "Sal\u200bat",
        "S\u200dALA\u2060T",
        "ＳＡＬＡＴ",
        "(salat)",
        "salat-schüssel",
    ],
)
def test_a_secret_is_masked_however_it_is_written(disguise: str) -> None:
    report = notes_report(f"Tip: {disguise} is near.")
    text = report.text()
    assert occurrences(text, "SALAT") == 0 and occurrences(text, "TISCH") == 0
    assert "•••••" in notes_text(report)
    assert len(report.warnings) == 1


def test_an_nfd_secret_and_ss_for_eszett_are_masked() -> None:
    game = rules_example().with_settings(replace(rules_example().settings, umlauts=True))
    game = game.with_player(0, Player("Alfons", "GRÜẞE"))  # still in play after round 2
    game = game.with_player(2, Player("Beatrix", "MÖWEN"))
    for written in ("GRÜSSE", "grüsse", "Grüße", unicodedata.normalize("NFD", "Grüße"), "GRÜ\u00adẞE"):
        report = notes_report(f"Not {written}!", game)
        assert occurrences(report.text(), "GRÜẞE") == 0, written
        assert notes_text(report) == "Not •••••!", written
    nfd = unicodedata.normalize("NFD", "möwen")
    report = notes_report(f"{nfd} fly.", game)
    assert occurrences(report.text(), "MÖWEN") == 0
    assert notes_text(report) == "••••• fly."


def test_a_secret_inside_a_longer_word_or_already_guessed_is_left_alone() -> None:
    report = notes_report("Salate und Lampenschirme; LAMPE was guessed.")
    assert notes_text(report) == "Salate und Lampenschirme; LAMPE was guessed."
    assert report.warnings == ()


def test_one_warning_names_every_masked_word() -> None:
    report = notes_report("Sa\u00adlat, Tisch1 and MOTEL_2.", title="Partie KER\u200bZE")
    assert "KERZE" not in report.text().replace("\u200b", "")
    assert report.warnings == (
        "Secret words still in play were in the game master's texts and are masked in the players' "
        "report: Alfons's (in the notes), Gustav's (in the notes), Beatrix's (in the notes), "
        "Fritzchen's (in the title).",
    )
    one = notes_report("Salat!")
    assert one.warnings == ("Alfons's secret word was in the notes and is masked in the players' report.",)
    german = round_report(player_view(evaluate(rules_example().with_notes(2, "Salat und Tisch")), 2), language="de", catalogs=translation)
    assert german.warnings == (
        "Geheimwörter, die noch im Spiel sind, standen in Texten des Spielleiters und sind im "
        "Bericht für die Spieler verdeckt: das von Alfons (Anmerkungen), das von Beatrix (Anmerkungen).",
    )


def test_the_game_masters_overview_keeps_the_notes_as_written() -> None:
    game = rules_example().with_notes(2, "Sa\u00adlat!")
    overview = overview_report(evaluate(game), 2)
    assert notes_text(overview) == "Sa\u00adlat!"
    assert overview.warnings == ()


# ---------------------------------------------------------------- any secret, any disguise

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜẞ"
ALFONS_GUESSED_AT = {"SAHNE", "TOLLE", "ATLAS", "SALSA"}


@st.composite
def disguised(draw: st.DrawFn, secret: str) -> str:
    """``secret`` as a game master might write it."""
    text = secret
    if "ẞ" in text and draw(st.booleans()):
        text = text.replace("ẞ", draw(st.sampled_from(["SS", "ss", "ß"])))
    case = draw(st.sampled_from(["upper", "lower", "title", "same"]))
    text = {"upper": text.upper(), "lower": text.lower(), "title": text.title(), "same": text}[case]
    if draw(st.booleans()):
        text = unicodedata.normalize("NFD", text)
    if draw(st.booleans()):  # full-width letters, which NFKC turns back
        text = "".join(chr(ord(c) + 0xFEE0) if "A" <= c <= "Z" or "a" <= c <= "z" else c for c in text)
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(1, max(1, len(text) - 1)))
        text = text[:at] + draw(st.sampled_from(INVISIBLE)) + text[at:]
    suffix = draw(st.sampled_from(["", "_2", "1", "2.", "-3", "'s", ":", "!", ")"]))
    prefix = draw(st.sampled_from(["", "(", "\"", "#", "_", "1"]))
    return prefix + text + suffix


words = st.text(alphabet=st.characters(categories=("Lu", "Ll", "Nd", "Zs", "Po")), max_size=30)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(secret=st.text(alphabet=LETTERS, min_size=5, max_size=5), data=st.data())
def test_no_secret_reaches_the_players_report_however_it_is_disguised(secret: str, data: st.DataObject) -> None:
    assume(secret not in ALFONS_GUESSED_AT)
    game = rules_example().with_settings(replace(rules_example().settings, umlauts=True))
    game = game.with_player(0, Player("Alfons", secret))
    assume(evaluate(game).players[0].guessed_in_round is None)
    assume(occurrences(notes_report("", game).text(), secret) == 0)  # not a guess at someone else
    before, after = data.draw(words), data.draw(words)
    written = data.draw(disguised(secret))
    in_title = data.draw(st.booleans())
    notes = f"{before} {written} {after}"
    report = notes_report(notes, game, title=notes if in_title else None)
    assert occurrences(report.text(), secret) == 0
    assert len(report.warnings) == 1 and "Alfons" in report.warnings[0]


# ---------------------------------------------------------------- mails


def test_mails_mask_a_disguised_secret_in_the_title_and_refuse_it_in_a_template() -> None:
    from wordmastermind.files.mail.errors import SecretInTemplateError
    from wordmastermind.files.mail.message import build_mails

    game = rules_example().with_players(
        Player(p.name, p.secret, email=f"{p.name.lower()}@example.org") for p in rules_example().players
    )
    game = game.with_settings(replace(game.settings, title="Partie Ti\u00adsch_2"))
    mails = build_mails(player_view(evaluate(game), 2), sender="gm@example.org", language="en")
    for mail in mails:
        assert mail.subject == "Partie •••••_2: round 2"  # the soft hyphen goes with the word
        assert occurrences(mail.subject, "TISCH") == 0
        if mail.name != "Beatrix":  # her own word is in her own mail
            assert occurrences(mail.body, "TISCH") == 0
    for template in ("Hello {name}, think of Sal\u200bat.", "Hi {name}: " + unicodedata.normalize("NFD", "SALAT1")):
        with pytest.raises(SecretInTemplateError, match="Alfons's secret word"):
            build_mails(player_view(evaluate(game), 2), sender="gm@example.org", language="en", template=template)
