"""A player who withdrew after round N gets the report of round N (it marks their last guesses) and the final
report, by mail or letter, and no other: no report of a round between, no reminder, receipt or correction of it;
every command that leaves them out says so. After a takeover the mail goes to the new person, and the old address
sends no more guesses."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timezone
from pathlib import Path

import pytest

from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game, Guess
from wordmastermind.files.mail.flowed import unflowed
from wordmastermind.files.wmm.file import load_game, save_game

from imap_support import PASSWORD, USER, ImapServer, mail
from test_cli_mail import SENDER, new_game, read, run

SECRETS = {"Alfons": "SALAT", "Gustav": "HOSEN", "Beatrix": "TISCH", "Emil": "LAMPE", "Fritzchen": "KERZE"}
"""test_cli_mail's roster; the lot of seed 1: Alfons->Beatrix, Gustav->Emil, Beatrix->Fritzchen, Emil->Alfons,
Fritzchen->Gustav."""


def ok(capsys: pytest.CaptureFixture[str], *args: object) -> str:
    code, out, err = run(capsys, *args)
    assert code == 0, err
    return out


def text_of(path: Path) -> str:
    """The plain text of the mail in ``path``, as a mail program that reads format=flowed shows it."""
    part = read(path).get_body(preferencelist=("plain",))
    assert part is not None
    content = part.get_content()
    assert isinstance(content, str)
    return unflowed(content.replace("\r\n", "\n"))


def round_file(tmp_path: Path, number: int, rows: list[tuple[str, str, str]]) -> Path:
    file = tmp_path / f"round{number}.csv"
    file.write_text("guesser,target,word\n" + "".join(f"{g},{t},{w}\n" for g, t, w in rows), encoding="utf-8")
    return file


def eml_names(folder: Path) -> list[str]:
    return sorted(path.stem for path in folder.glob("*.eml"))


# -- mail ----------------------------------------------------------------------


WITHDRAWN_LINE = ("You withdrew after round 2: you make no more guesses. The final standings will reach you"
                  " when the game is over.")


def test_a_withdrawn_player_gets_the_report_of_their_last_round_and_then_none(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by a game master: Emil sent his guesses of round 2 and withdrew after it; round 2's report, which
    marks them, never reached him ("skipped Emil: withdrew after round 2, no mail")."""
    game = new_game(tmp_path, capsys, rounds=2)
    ok(capsys, "withdraw", game, "Emil", "--after-round", 2)
    out = ok(capsys, "mail", game, "--round", 1, "--from", SENDER, "--eml", tmp_path / "r1")
    assert "Emil" in eml_names(tmp_path / "r1") and "skipped" not in out
    out = ok(capsys, "mail", game, "--round", 2, "--from", SENDER, "--eml", tmp_path / "r2")
    assert eml_names(tmp_path / "r2") == ["Alfons", "Beatrix", "Emil", "Fritzchen", "Gustav"] and "skipped" not in out
    emil = text_of(tmp_path / "r2" / "Emil.eml")
    own = emil.split("Your guesses:\n", 1)[1].split("Your word:", 1)[0]
    assert "TOLLE       Alfons   +o" in own, own  # his guess of round 2 (the lot's Alfons), marked
    # where the others read whom they guess at next: that he guesses no more
    assert f"Word points so far: 6; guess points: 7.\n\n{WITHDRAWN_LINE}\n\n" in emil, emil
    assert "In round 3 you have" not in emil and "Answer this mail" not in emil
    assert "You withdrew" not in text_of(tmp_path / "r2" / "Alfons.eml")
    ok(capsys, "guesses", game, "--round", 3, round_file(tmp_path, 3, [("Alfons", "Gustav", "TOLLE")]))
    out = ok(capsys, "mail", game, "--round", 3, "--from", SENDER, "--eml", tmp_path / "r3")
    assert eml_names(tmp_path / "r3") == ["Alfons", "Beatrix", "Fritzchen", "Gustav"]
    assert "skipped Emil: withdrew after round 2, no mail\n" in out
    logged = [(s.round, s.player) for s in load_game(game).sent]
    assert (2, "Emil") in logged and (3, "Emil") not in logged  # the log keeps only what went out


def finished_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """Round 1: three words guessed, Emil withdraws after it; round 2: Alfons guesses Gustav's word, the last
    but Alfons's own still in play, and the game is over."""
    game = new_game(tmp_path, capsys, rounds=0)
    rows = [("Alfons", "Beatrix", "TISCH"), ("Gustav", "Emil", "LAMPE"), ("Beatrix", "Fritzchen", "KERZE"),
            ("Emil", "Alfons", "TOLLE"), ("Fritzchen", "Gustav", "TOLLE")]
    ok(capsys, "guesses", game, "--round", 1, round_file(tmp_path, 1, rows))
    ok(capsys, "withdraw", game, "Emil", "--after-round", 1)
    out = ok(capsys, "guesses", game, "--round", 2, round_file(tmp_path, 2, [("Alfons", "Gustav", "HOSEN")]))
    assert "The game ends with round 2." in out
    return game


def test_the_final_report_reaches_the_withdrawn_players(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """It went to them only with --include-withdrawn; a game master expects it to, as to every player."""
    game = finished_game(tmp_path, capsys)
    out = ok(capsys, "mail", game, "--from", SENDER, "--eml", tmp_path / "all")
    assert eml_names(tmp_path / "all") == ["Alfons", "Beatrix", "Emil", "Fritzchen", "Gustav"]
    assert "skipped" not in out and "note:" not in out
    # a game master's script that still asks for it gets the same
    out = ok(capsys, "mail", game, "--from", SENDER, "--eml", tmp_path / "asked", "--include-withdrawn")
    assert eml_names(tmp_path / "asked") == eml_names(tmp_path / "all") and "note:" not in out
    emil = text_of(tmp_path / "all" / "Emil.eml")
    assert emil.startswith("Dear Emil,\n\nFinal standings: the game is over after round 2.")
    assert "You withdrew after round 1." in emil and "You made no guess" not in emil  # not that he did not guess
    assert str(read(tmp_path / "all" / "Emil.eml")["To"]) == "Emil <emil@example.org>"


FINAL_OWN = {  # the final mail's opening, the heading over the guesses, a withdrawal, a round without a guess
    "en": ("Final standings: the game is over after round 2.", "Your guesses:", "You withdrew after round 1.",
           "You made no guess in round 2."),
    "de": ("Endstand: die Partie ist nach Runde 2 aus.", "Deine Rateversuche:",
           "Du hast dich nach Runde 1 zurückgezogen.", "In Runde 2 hast du nicht geraten."),
    "nl": ("Eindstand: het spel is afgelopen na ronde 2.", "Jouw raadpogingen:",
           "Je hebt je na ronde 1 teruggetrokken.", "In ronde 2 heb je niet geraden."),
    "fr": ("Classement final : la partie est terminée après la manche 2.", "Vos propositions :",
           "Vous avez quitté la partie après la manche 1.", "Vous n’avez rien proposé à la manche 2."),
}


@pytest.mark.parametrize("language", sorted(FINAL_OWN))
def test_a_mail_promises_guesses_only_to_a_player_who_made_some(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], language: str) -> None:
    """Found in review: the withdrawn Emil's final mail read "Deine Rateversuche:" over "Du hast dich nach Runde 1
    zurückgezogen." and nothing else; so did Fritzchen's over the round he did not guess in."""
    game = finished_game(tmp_path, capsys)
    ok(capsys, "mail", game, "--from", SENDER, "--eml", tmp_path / "all", "--language", language)
    opening, heading, withdrew, no_guess = FINAL_OWN[language]
    emil = text_of(tmp_path / "all" / "Emil.eml")
    assert f"{opening}\n\n{withdrew}\n" in emil and heading not in emil, emil
    fritzchen = text_of(tmp_path / "all" / "Fritzchen.eml")
    assert f"{opening}\n\n{no_guess}\n" in fritzchen and heading not in fritzchen, fritzchen
    alfons = text_of(tmp_path / "all" / "Alfons.eml")  # he guessed HOSEN in round 2: the heading stands over it
    assert f"{opening}\n\n{heading}\n\n" in alfons and "HOSEN" in alfons.split(heading)[1].split("\n\n")[1], alfons
    html = read(tmp_path / "all" / "Emil.eml").get_body(preferencelist=("html",))
    assert html is not None and heading.replace(" :", "") not in str(html.get_content())


def test_a_template_that_heads_the_guesses_itself_keeps_its_one_heading(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A game master's template written from the default texts before the heading came with the guesses
    ("... der Runde {round}. Deine Rateversuche:") says it once, not twice."""
    game = finished_game(tmp_path, capsys)
    template = tmp_path / "mine.txt"
    template.write_text("Hallo {name},\n\nhier ist der Endstand nach Runde {round}. Deine Rateversuche:\n\n"
                        "{your_guesses}\n\n{report}\n", encoding="utf-8")
    ok(capsys, "mail", game, "--from", SENDER, "--eml", tmp_path / "all", "--template", template, "--language", "de")
    alfons = text_of(tmp_path / "all" / "Alfons.eml")
    assert alfons.count("Deine Rateversuche:") == 1 and "Runde 2. Deine Rateversuche:\n\n" in alfons, alfons


def test_after_a_takeover_the_mail_goes_to_the_new_person(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys, rounds=2)
    said = ok(capsys, "takeover", game, "Beatrix", "--by", "Otto", "--email", "otto@example.org")
    # Otto knows nothing of the game yet: the command says which mail gives him the place's word
    assert said.splitlines()[1] == ("Otto has had no report yet: send the report of round 2, which gives the"
                                    " place's word and the next round (mail --round 2 --only Otto).")
    ok(capsys, "mail", game, "--round", 2, "--from", SENDER, "--eml", tmp_path / "mails")
    assert eml_names(tmp_path / "mails") == ["Alfons", "Emil", "Fritzchen", "Gustav", "Otto"]
    otto = read(tmp_path / "mails" / "Otto.eml")
    assert str(otto["To"]) == "Otto <otto@example.org>"
    body = text_of(tmp_path / "mails" / "Otto.eml")
    assert body.startswith("Dear Otto,\n") and "Your word: TISCH." in body and "Beatrix" in body
    # found by a game master: Otto read Beatrix's guesses as "your guesses", and nothing said why
    assert ("You play Beatrix's place from round 3 on: the guesses, points and word\nhere are the place's,"
            " played by Beatrix until now.") in body
    emil = text_of(tmp_path / "mails" / "Emil.eml")
    assert "You play" not in emil
    # the others' report names Otto in their next round: it tells them whose place he plays
    assert "Otto plays Beatrix's place from round 3." in emil
    assert all("beatrix@example.org" not in str(read(path)["To"]) for path in (tmp_path / "mails").glob("*.eml"))


def round_two_mailed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Path, Game]:
    """The rules' example, every player with an address, round 2's report mailed; the game as loaded then."""
    path = tmp_path / "game.wmm"
    game = rules_example()
    save_game(dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"{p.name.lower()}@example.org") for p in game.players)), path)
    ok(capsys, "mail", path, "--round", 2, "--from", SENDER, "--eml", tmp_path / "round2")
    return path, load_game(path)


def test_a_correction_of_their_last_round_reaches_a_withdrawn_player(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Round 2's report marked Alfons's last guesses; a typo in one corrected, he is told, as the others are."""
    path, game = round_two_mailed(tmp_path, capsys)
    row = next(i for i, g in enumerate(game.rounds[1].guesses) if g.guesser == "Alfons")
    save_game(game.with_guess(2, row, Guess("Alfons", "Emil", "LAMPA")), path)  # a typo, corrected
    said = ok(capsys, "withdraw", path, "Alfons", "--after-round", 2)
    assert "tell the players with mail --round 2 --correction" in said
    out = ok(capsys, "mail", path, "--round", 2, "--correction", "--from", SENDER, "--eml", tmp_path / "fix")
    assert "skipped" not in out and "Alfons" in eml_names(tmp_path / "fix")
    alfons = text_of(tmp_path / "fix" / "Alfons.eml")
    assert "- Your guess 1: LAMPE at Emil: +++++ 15, now LAMPA at Emil: ++++ 12\n" in alfons
    # his own withdrawal is no news to him: not that he has no next round, nor that his word left with him
    assert "- Your total: 31, now 28\nThe corrected report follows." in alfons, alfons


def test_a_correction_only_for_a_player_without_mail_sends_nothing_and_says_so(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Round 2's change is Gustav's alone (SAUNE for SAHNE at Alfons's SALAT: the same marks, another word), and
    Gustav gets his post by letter since round 2's mail: no mail goes, no folder is made, and the command says
    why."""
    path, game = round_two_mailed(tmp_path, capsys)
    row = next(i for i, g in enumerate(game.rounds[1].guesses) if g.guesser == "Gustav")
    game = game.with_guess(2, row, Guess("Gustav", "Alfons", "SAUNE"))
    gustav = next(i for i, p in enumerate(game.players) if p.name == "Gustav")
    save_game(game.with_player(gustav, dataclasses.replace(game.players[gustav], channel="post",
                                                             address="Gustav Gans, Weg 1, 12345 Ort")), path)
    out = ok(capsys, "mail", path, "--round", 2, "--correction", "--from", SENDER, "--eml", tmp_path / "fix")
    assert out.splitlines() == ["skipped Gustav: gets a letter (the roster says: by post)",
                                "no correction of round 2 to send by mail"]
    assert not (tmp_path / "fix").exists()


# -- letters and labels ------------------------------------------------------------


def postal_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    roster = tmp_path / "roster.csv"
    roster.write_text("name,secret,address\n" + "".join(
        f'{name},{secret},"{name} Muster, Weg {i}, 12345 Ort"\n' for i, (name, secret) in enumerate(SECRETS.items(), 1)),
        encoding="utf-8")
    game = tmp_path / "post.wmm"
    ok(capsys, "new", game, "--roster", roster)
    ok(capsys, "lot", game, "--seed", 1)
    rows = [("Alfons", "Beatrix", "TOLLE"), ("Gustav", "Emil", "TOLLE"), ("Beatrix", "Fritzchen", "TOLLE"),
            ("Emil", "Alfons", "TOLLE"), ("Fritzchen", "Gustav", "TOLLE")]
    ok(capsys, "guesses", game, "--round", 1, round_file(tmp_path, 1, rows))
    return game


def pdf_text(path: Path) -> str:
    import pypdf

    return " ".join(" ".join(page.extract_text() for page in pypdf.PdfReader(str(path)).pages).split())


def test_a_withdrawn_player_gets_the_letter_of_their_last_round_and_then_no_letter_and_no_label(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = postal_game(tmp_path, capsys)
    ok(capsys, "withdraw", game, "Emil", "--after-round", 1)
    out = ok(capsys, "letters", game, "--round", 1, "--folder", tmp_path / "last")
    files = sorted(path.stem for path in (tmp_path / "last").glob("*.pdf"))
    assert len(files) == 5 and "no letter" not in out
    emil = pdf_text(next((tmp_path / "last").glob("*Emil*.pdf")))
    assert "Here is your result of round 1" in emil and "You withdrew after round 1: you make no more guesses." in emil
    assert "Answer for round 2" not in emil  # no answer slip: he has no next round
    rows = [("Alfons", "Gustav", "TOLLE"), ("Gustav", "Beatrix", "TOLLE"), ("Beatrix", "Fritzchen", "TOLLE"),
            ("Fritzchen", "Alfons", "TOLLE")]
    ok(capsys, "guesses", game, "--round", 2, round_file(tmp_path, 2, rows))
    out = ok(capsys, "letters", game, "--folder", tmp_path / "letters")
    assert "Emil withdrew after round 1: no letter\n" in out
    files = sorted(path.stem for path in (tmp_path / "letters").glob("*.pdf"))
    assert len(files) == 4 and not any("Emil" in name for name in files)
    # named on purpose, still none
    code, out, err = run(capsys, "letters", game, "--only", "Emil", "--pdf", tmp_path / "emil.pdf")
    assert code == 1 and "Emil withdrew after round 1: no letter" in out and "no player gets a letter" in err
    out = ok(capsys, "labels", game, "--pdf", tmp_path / "labels.pdf")
    assert "Emil withdrew after round 1: no letter" in out
    text = pdf_text(tmp_path / "labels.pdf")
    assert "Alfons Muster" in text and "Emil Muster" not in text


# -- remind, inbox and receipts ---------------------------------------------------


def test_remind_leaves_out_a_withdrawn_player_saying_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys, rounds=1)
    ok(capsys, "withdraw", game, "Emil", "--after-round", 1)
    out = ok(capsys, "remind", game, "--round", 2, "--from", SENDER, "--eml", tmp_path / "remind")
    assert "skipped Emil: withdrew after round 1, no mail\n" in out
    assert eml_names(tmp_path / "remind") == ["Alfons", "Beatrix", "Fritzchen", "Gustav"]


def at(hour: int) -> datetime:
    return datetime(2026, 11, 30, hour, tzinfo=timezone.utc)


def inbox(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, game: Path, server: ImapServer,
          *extra: object) -> str:
    monkeypatch.setenv("IMAP_PASSWORD", PASSWORD)
    return ok(capsys, "inbox", game, "--round", 2, "--imap", server.address, "--security", "none",
              "--user", USER, "--password-env", "IMAP_PASSWORD", *extra)


def test_a_withdrawn_players_mail_is_not_taken_and_gets_no_receipt(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys, rounds=1)
    ok(capsys, "withdraw", game, "Emil", "--after-round", 1)
    imap_server.append(mail("emil@example.org", "Gustav: HOSER\n", date=at(9), message_id="<e2@test>"))
    imap_server.append(mail("alfons@example.org", "Gustav: HOSER\n", date=at(9), message_id="<a2@test>"))
    out = inbox(capsys, monkeypatch, game, imap_server, "--apply", "--receipts", "--from", SENDER,
                "--eml", tmp_path / "receipts")
    assert "Emil (mail of Mon, 30 Nov 2026 09:00:00 +0000): not taken: Emil withdrew after round 1\n" in out
    assert "  line 1 not taken: Gustav: HOSER (not taken: the mail is not taken)\n" in out
    assert "--take-good-lines" not in out  # nothing of it can be taken
    assert [(g.guesser, g.target, g.word) for g in load_game(game).rounds[1].guesses] == [
        ("Alfons", "Gustav", "HOSER")]
    assert "skipped Emil: withdrew after round 1, no mail\n" in out
    assert eml_names(tmp_path / "receipts") == ["Alfons"]


def test_after_a_takeover_the_old_address_sends_no_guess(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys, rounds=1)
    ok(capsys, "takeover", game, "Beatrix", "--by", "Otto", "--email", "otto@example.org")
    imap_server.append(mail("beatrix@example.org", "Gustav: HOSER\n", date=at(9), message_id="<b2@test>"))
    imap_server.append(mail("otto@example.org", "Alfons: SAHNE\n", date=at(10), message_id="<o2@test>"))
    out = inbox(capsys, monkeypatch, game, imap_server, "--apply")
    assert "Otto (mail of Mon, 30 Nov 2026 10:00:00 +0000): took 1 guess\n  Alfons: SAHNE\n" in out
    strangers = out.split("Not from a player (not taken; --take-for MESSAGE-ID NAME takes one as a player's):\n", 1)[1]
    assert "  beatrix@example.org, Mon, 30 Nov 2026 09:00:00 +0000" in strangers
    assert [(g.guesser, g.target, g.word) for g in load_game(game).rounds[1].guesses] == [("Otto", "Alfons", "SAHNE")]


@pytest.mark.parametrize(("body", "html"), [
    # Outlook, German: the reply on top, the original quoted below its header
    ("Hallo Joe,\n\nGustav: HOSER\n\nGruß Emil\n\n-----Ursprüngliche Nachricht-----\nVon: Joe <gm@example.org>\n"
     "Gesendet: Sonntag, 29. November 2026 18:00\nBetreff: Runde 1\n\nAlfons: WORT\n", None),
    # Apple Mail, Dutch, HTML only
    ("", "<div>Gustav: HOSER</div><div><br></div><div>Op 29 nov. 2026 om 18:00 heeft Joe &lt;gm@example.org&gt;"
         " het volgende geschreven:</div><blockquote type=\"cite\">Alfons: WORT</blockquote>"),
])
def test_a_withdrawn_players_reply_as_a_real_client_writes_it_is_not_taken(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, body: str, html: str | None) -> None:
    game = new_game(tmp_path, capsys, rounds=1)
    ok(capsys, "withdraw", game, "Emil", "--after-round", 1)
    imap_server.append(mail("Emil <emil@example.org>", body, html=html, date=at(9), message_id="<e3@test>"))
    # Gmail, English, from a player who plays on: taken
    imap_server.append(mail("alfons@example.org", "Gustav: HOSER\n\nOn Sun, Nov 29, 2026 at 6:00 PM Joe"
                            " <gm@example.org> wrote:\n> Beatrix: WORT\n", date=at(10), message_id="<a3@test>"))
    out = inbox(capsys, monkeypatch, game, imap_server, "--apply")
    assert "Emil (mail of Mon, 30 Nov 2026 09:00:00 +0000): not taken: Emil withdrew after round 1\n" in out
    assert [(g.guesser, g.target, g.word) for g in load_game(game).rounds[1].guesses] == [
        ("Alfons", "Gustav", "HOSER")]


def test_a_withdrawn_player_whose_name_the_players_report_masks_gets_no_mail() -> None:
    from wordmastermind.core.wmm.departures import withdraw
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.player_view import player_view
    from wordmastermind.files.mail.message import build_mails

    game = rules_example()
    game = game.with_player(0, dataclasses.replace(game.players[0], name="Lampe", email="l@example.org"))
    view = player_view(evaluate(withdraw(game, "Lampe", 1)), 2)
    assert view.name("Lampe") != "Lampe"  # Emil's word, still in play, is masked in the name
    mails = {m.name: m for m in build_mails(view, sender=SENDER, language="en")}
    assert mails["Lampe"].message is None and str(mails["Lampe"].skipped) == "withdrew after round 1, no mail"


@pytest.mark.parametrize("word", ["leaves", "stays"])
def test_a_withdrawn_players_last_mail_reveals_no_word_still_in_play(word: str) -> None:
    """The mail of their last round goes through the masking every player's mail passes: a player named Lampe
    (Emil's word, in play after round 1) is not named, and no other word in play is told, even his own once it
    leaves the game (the next report reveals it, to nobody before)."""
    from wordmastermind.core.wmm.departures import withdraw
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.player_view import player_view
    from wordmastermind.files.mail.message import build_mails

    game = rules_example()
    game = game.with_players(dataclasses.replace(p, email=f"p{row}@example.org") for row, p in enumerate(game.players))
    game = game.with_player(0, dataclasses.replace(game.players[0], name="Lampe"))
    result = evaluate(withdraw(game, "Lampe", 1, word))
    view = player_view(result, 1)
    mails = {m.name: m for m in build_mails(view, sender=SENDER, language="en")}
    lampe = mails["Lampe"]
    assert lampe.message is not None and not lampe.skipped
    said = f"{lampe.subject}\n{lampe.body}\n{lampe.html}\n{lampe.message.as_string()}".casefold()
    assert "you withdrew after round 1" in said
    others = [p.secret for p in game.players if p.name != "Lampe" and view.state.player(view.name(p.name)).in_play]
    assert others and "LAMPE" in others
    assert not [secret for secret in others if secret.casefold() in said], others
