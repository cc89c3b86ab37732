"""A player who withdrew after round N gets round N's report (and the final one), by mail, by letter, and in a
correction of it. Their own words say they guess no more; the players' report in it asked them all the same,
as everybody, to answer round N+1 by its deadline ("Deadline for round 3 …", "How to answer: one line per guess,
as …"), and told them how many guesses they had in it and its WF ("Next round: 1 guess per player, weighting
factor (WF) 1."). Theirs leaves all three out and says instead, as their own words do, that they withdrew; every
other player's report is as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from wordmastermind.core.wmm.departures import withdraw
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Guess
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.reader_reports import ReaderReports, players_report
from wordmastermind.core.report import Report
from wordmastermind.files.wmm.file import load_game, save_game

from test_cli_mail import SENDER, attachments, new_game, read
from test_corrections_withdrawn import mailed, postal_beatrix_corrected, retyped_round_two, round_three_mailed
from test_mail_departures import finished_game, ok, pdf_text, postal_game, text_of

NEXT = {  # how the players' report begins its next round's deadline and its how to answer
    "en": ("Deadline for round", "How to answer"),
    "de": ("Einsendeschluss für Runde", "So antwortest du"),
    "nl": ("Sluitingstijd voor ronde", "Zo antwoord je"),
    "fr": ("Date limite de la manche", "Comment répondre"),
}
NEXT_ROUND = {  # how the players' report begins its line of the next round's guesses per player and WF
    "en": "Next round:", "de": "Nächste Runde:", "nl": "Volgende ronde:", "fr": "Manche suivante",
}
WF = {  # how a mail's or letter's own words say the next round's weighting factor, after the guesses
    "en": ", weighting factor (WF)", "de": ", Wertungsfaktor (WF)", "nl": ", wegingsfactor (WF)",
    "fr": ", facteur de pondération (WF)",
}
GONE = {  # how a withdrawn player's report (and their own words) begins to say that they withdrew after a round
    "en": "You withdrew after round {round}", "de": "Du hast dich nach Runde {round} zurückgezogen",
    "nl": "Je hebt je na ronde {round} teruggetrokken", "fr": "Vous avez quitté la partie après la manche {round}",
}
OTHERS = ("Alfons", "Gustav", "Beatrix", "Fritzchen")


def report_part(body: str) -> str:
    """The players' report a mail's text carries (from its title on), and the closing after it."""
    return body[body.index("\n=") + 1:]


def own_words(body: str) -> str:
    """The mail's own words, before the players' report it carries."""
    return body[: body.index("\n=")]


def said(text: str) -> str:
    """``text`` with its lines joined, as a reader reads it."""
    return " ".join(text.split())


def pdf_bytes_text(data: bytes, folder: Path, name: str) -> str:
    path = folder / f"{name}.pdf"
    path.write_bytes(data)
    return pdf_text(path)


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_the_mail_of_a_withdrawn_players_last_round_does_not_ask_them_to_answer_the_next(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], language: str) -> None:
    """Emil withdrew after round 2: round 2's mail to him says he makes no more guesses, and its report (the
    text, the HTML and the attached PDF) gave him round 3's guesses, WF, deadline and how to answer all the same.
    The mail's own words say the deadline and how to answer (or that he withdrew): its report leaves them out
    (tests/test_mail_said_once.py), the attached file, which stands alone, keeps them."""
    game = new_game(tmp_path, capsys, rounds=2)
    ok(capsys, "withdraw", game, "Emil", "--after-round", 2)
    ok(capsys, "mail", game, "--round", 2, "--from", SENDER, "--eml", tmp_path / "r2", "--language", language,
       "--attach", "pdf")
    deadline, answer = NEXT[language]
    next_round, gone = NEXT_ROUND[language], GONE[language].format(round=2)
    mails = {}
    for name in ("Emil", *OTHERS):
        message = read(tmp_path / "r2" / f"{name}.eml")
        html = message.get_body(preferencelist=("html",))
        assert html is not None
        (_, _, data), = attachments(message)
        mails[name] = (text_of(tmp_path / "r2" / f"{name}.eml"), html.get_content(),
                       pdf_bytes_text(data, tmp_path, name))
    for told in mails["Emil"]:
        assert deadline not in told and answer not in told and next_round not in told, told
    text, html, pdf = mails["Emil"]
    assert gone in said(own_words(text)) and gone in pdf, (text, pdf)  # his report file itself says he withdrew
    assert gone not in said(report_part(text)), text  # once in the mail: in its own words
    for name in OTHERS:  # the others are still asked, in their mail's own words, HTML and the PDF
        text, html, pdf = mails[name]
        assert f"\n{deadline} 3" in own_words(text), text  # and how to answer, in words of their own
        assert WF[language] in said(own_words(text)), text  # round 3's guesses and WF too
        assert deadline not in report_part(text) and answer not in report_part(text), text
        assert next_round not in report_part(text), text
        assert deadline in html and next_round not in html and html.count(deadline) == 1, name
        assert deadline in pdf and answer in pdf and next_round in pdf, name
        assert all(gone not in said(told) for told in (text, html, pdf)), name
    # Emil's report is Beatrix's (the run's: Alfons's own names another player in its example): the mail's own
    # words say round 3's guesses and WF, its deadline and how to answer, his that he withdrew
    assert report_part(mails["Emil"][0]) == report_part(mails["Beatrix"][0])


@pytest.mark.parametrize(("kind", "language"), [("docx", "de"), ("xlsx", "fr")])
def test_the_word_and_excel_report_of_a_withdrawn_players_last_round_tell_them_no_next_round(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, language: str) -> None:
    """Emil withdrew after round 2: the Word file (or workbook) his mail of round 2 carries told him of round 3's
    guesses per player and WF, which he does not play; now it says that he withdrew. The others' keep round 3."""
    game = new_game(tmp_path, capsys, rounds=2)
    ok(capsys, "withdraw", game, "Emil", "--after-round", 2)
    ok(capsys, "mail", game, "--round", 2, "--from", SENDER, "--eml", tmp_path / "r2", "--language", language,
       "--attach", kind)
    next_round, gone = NEXT_ROUND[language], GONE[language].format(round=2)
    for name in ("Emil", *OTHERS):
        (_, _, data), = attachments(read(tmp_path / "r2" / f"{name}.eml"))
        lines = document_lines(data, kind)
        assert any(line.startswith(gone) for line in lines) == (name == "Emil"), (name, lines)
        assert any(line.startswith(next_round) for line in lines) == (name != "Emil"), (name, lines)
        assert any(line.startswith(NEXT[language]) for line in lines) == (name != "Emil"), (name, lines)


def document_lines(data: bytes, kind: str) -> list[str]:
    """The paragraphs of a Word file, or the text cells of a workbook, as its reader sees them."""
    import io

    if kind == "docx":
        import docx

        return [p.text for p in docx.Document(io.BytesIO(data)).paragraphs]
    import openpyxl

    book = openpyxl.load_workbook(io.BytesIO(data))
    return [c.value for ws in book.worksheets for row in ws.iter_rows() for c in row if isinstance(c.value, str)]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_letter_of_a_withdrawn_players_last_round_does_not_ask_them_to_answer_the_next(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], language: str) -> None:
    game = postal_game(tmp_path, capsys)
    ok(capsys, "withdraw", game, "Emil", "--after-round", 1)
    ok(capsys, "letters", game, "--round", 1, "--folder", tmp_path / "last", "--language", language)
    deadline, answer = NEXT[language]
    for_slip = {"en": "How to answer: on the slip", "fr": "Pour répondre : sur le coupon"}[language]
    emil = pdf_text(next((tmp_path / "last").glob("*Emil*.pdf")))
    assert "Emil" in emil and deadline not in emil and answer not in emil and for_slip not in emil, emil
    assert NEXT_ROUND[language] not in emil, emil
    assert emil.count(GONE[language].format(round=1)) == 1, emil  # the letter says it; its report need not again
    for name in OTHERS:  # the letter says how to answer, for its slip (its report no longer says it again)
        other = pdf_text(next((tmp_path / "last").glob(f"*{name}*.pdf")))
        assert f"{deadline} 2" in other and for_slip in other and WF[language] in other, other
        assert NEXT_ROUND[language] not in other, other  # the letter says round 2's guesses and WF, once


def test_a_correction_of_their_last_round_does_not_ask_a_withdrawn_player_to_answer_the_next(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Round 2's report went out; Alfons's guess of it is corrected and he withdrew after it: the corrected
    report he gets asks him nothing of round 3; Emil's (his word's points changed) does, as before."""
    path = tmp_path / "game.wmm"
    save_game(mailed(rules_example()), path)
    ok(capsys, "mail", path, "--round", 2, "--from", SENDER, "--eml", tmp_path / "round2")
    game = load_game(path)
    row = next(i for i, g in enumerate(game.rounds[1].guesses) if g.guesser == "Alfons")
    save_game(game.with_guess(2, row, Guess("Alfons", "Emil", "LAMPA")), path)
    ok(capsys, "withdraw", path, "Alfons", "--after-round", 2)
    ok(capsys, "mail", path, "--round", 2, "--correction", "--from", SENDER, "--eml", tmp_path / "fix",
       "--language", "nl", "--attach", "pdf")
    deadline, answer = NEXT["nl"]
    alfons, emil = text_of(tmp_path / "fix" / "Alfons.eml"), text_of(tmp_path / "fix" / "Emil.eml")
    assert "LAMPA" in alfons and deadline not in alfons and answer not in alfons, alfons
    assert f"{deadline} 3" in emil and answer in emil and NEXT_ROUND["nl"] in emil, emil
    (_, _, data), = attachments(read(tmp_path / "fix" / "Alfons.eml"))
    attached = pdf_bytes_text(data, tmp_path, "alfons")
    assert "LAMPA" in attached and deadline not in attached and answer not in attached
    assert NEXT_ROUND["nl"] not in alfons and NEXT_ROUND["nl"] not in attached, attached
    assert GONE["nl"].format(round=2) in attached, attached


def test_a_correction_of_their_last_round_after_a_later_round_went_out_does_not_ask_them_to_answer(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Beatrix withdrew after round 2; round 3's report went to the others before round 2 was corrected. Her
    correction carries round 2's report: without round 3's deadline and how to answer it."""
    path = round_three_mailed(tmp_path, capsys)
    ok(capsys, "guesses", path, "--round", 2, retyped_round_two(tmp_path, load_game(path)), "--replace")
    ok(capsys, "mail", path, "--round", 2, "--correction", "--from", SENDER, "--eml", tmp_path / "fix")
    beatrix = text_of(tmp_path / "fix" / "Beatrix.eml")
    assert "SAHNE" in beatrix and "the rules' example, round 2\n" in beatrix
    assert "Deadline for round" not in beatrix and "How to answer" not in beatrix, beatrix
    assert "Next round" not in beatrix and GONE["en"].format(round=2) in said(report_part(beatrix)), beatrix


def test_a_correction_letter_of_their_last_round_does_not_ask_a_withdrawn_player_to_answer_the_next(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Beatrix, by post, withdrew after round 2; round 3 went out to the others since. The correction letter of
    round 2 carries round 2's report: without round 3's deadline, which she does not play."""
    path = postal_beatrix_corrected(tmp_path, capsys)
    ok(capsys, "letters", path, "--round", 2, "--correction", "--pdf", tmp_path / "fix.pdf", "--language", "de")
    text = pdf_text(tmp_path / "fix.pdf")
    deadline, answer = NEXT["de"]
    assert "SAHNE" in text and deadline not in text and answer not in text, text
    assert NEXT_ROUND["de"] not in text, text


def test_the_final_report_has_no_next_round_for_anybody(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Nothing to leave out of the final report: it has no next round, for the withdrawn player and the others."""
    game = finished_game(tmp_path, capsys)
    ok(capsys, "mail", game, "--from", SENDER, "--eml", tmp_path / "all")
    for name in ("Emil", *OTHERS):
        told = text_of(tmp_path / "all" / f"{name}.eml")
        assert "Final standings" in told and "Deadline for round" not in told and "How to answer" not in told


def test_each_readers_report_is_made_once() -> None:
    """Gustav and Beatrix withdrew after round 1: one report for both, one for Emil (the run's example names
    him, his names another), the run's for Alfons and Fritzchen."""
    view = player_view(evaluate(withdraw(withdraw(rules_example(), "Gustav", 1), "Beatrix", 1, "stays")), 1)
    made: list[str] = []

    def make(reader: str) -> Report:
        made.append(reader)
        return players_report(view, "en", None, reader)

    run = players_report(view, "en", None)
    readers = ReaderReports(view, run, make)
    reports = {p.name: readers.of(p.name) for p in rules_example().players}
    assert made == ["Gustav", "Emil"]
    assert reports["Gustav"] is reports["Beatrix"] and reports["Alfons"] is reports["Fritzchen"] is run
    assert readers.own("Fritzchen") is None and readers.own("Beatrix") is reports["Beatrix"]
