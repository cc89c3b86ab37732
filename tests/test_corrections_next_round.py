"""A round corrected after its report went out changes what the report told every player alike of the next
round: its weighting factor WF (the worth of their next guesses) and the words still in play. Every player the
report told the next round is told, not only those whose own figures changed.

Found by a play-tester: a guess of round 3 corrected after round 3's report was mailed made round 4's WF 9,
not 10; the two players whose own figures changed got a correction, the other 17 still reckoned with WF 10.
"""

from __future__ import annotations

import dataclasses
import email.policy
from email.parser import BytesParser
from pathlib import Path

import pytest

from wordmastermind.core.wmm.correction import correction_lines
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game, Guess
from wordmastermind.core.wmm.sent_log import changed_rounds, corrections, sent_reports
from wordmastermind.files.mail.corrections import build_corrections
from wordmastermind.files.i18n import translation
from wordmastermind.files.wmm.file import load_game, save_game

from smtp_support import Server
from test_cli_mail import run
from test_corrections import AT, alfons_row, ended_in_round_two, mailed, plain_text, smtp, told_round_two
from test_translations import french

WF_LINE = "- The next round's weighting factor (WF): 4, now 3"


def with_atlas(game: Game) -> Game:
    """Fritzchen's SALSA at Alfons in round 2 was ATLAS, as Emil's: Alfons's word, which had the most different
    guesses (4), has 3, and so round 3's WF is 3, not 4. Only Fritzchen's own figures change."""
    row = next(i for i, g in enumerate(game.rounds[1].guesses) if g.guesser == "Fritzchen")
    return game.with_guess(2, row, Guess("Fritzchen", "Alfons", "ATLAS"))


def changes_told(body: str) -> list[str]:
    """The lines of a correction mail that say what changed (``- …: old, now new``)."""
    return [line for line in body.splitlines() if line.startswith("- ")]


def test_a_correction_that_changes_the_next_rounds_wf_reaches_every_player(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    path = tmp_path / "game.wmm"
    save_game(mailed(rules_example()), path)
    code, _out, err = run(capsys, "mail", path, "--round", 2, *smtp(smtp_server))
    assert code == 0, err
    assert evaluate(load_game(path)).wf_next == 4
    save_game(with_atlas(load_game(path)), path)
    assert evaluate(load_game(path)).wf_next == 3
    received = smtp_server.handler.count()
    code, _out, err = run(capsys, "mail", path, "--round", 2, "--correction", *smtp(smtp_server))
    assert code == 0, err
    new = [BytesParser(policy=email.policy.default).parsebytes(m.data)
           for m in smtp_server.handler.messages()[received:]]
    bodies = {m["To"].addresses[0].username: plain_text(m) for m in new}
    assert list(bodies) == ["alfons", "gustav", "beatrix", "emil", "fritzchen"]
    assert all(WF_LINE in changes_told(body) for body in bodies.values())
    # whose own figures did not change is told the WF alone, and the corrected report says it too
    assert changes_told(bodies["beatrix"]) == [WF_LINE]
    assert "Next round: 1 guess per player, weighting factor (WF) 3." in bodies["beatrix"]
    assert changes_told(bodies["fritzchen"])[0] == (
        "- Your guess 1: SALSA at Alfons: +++o 11, now ATLAS at Alfons: ++ooo 12")
    assert changed_rounds(evaluate(load_game(path))) == ()  # told: the log keeps the WF they now know
    code, out, _err = run(capsys, "mail", path, "--round", 2, "--correction", *smtp(smtp_server))
    assert code == 0 and "no correction to send" in out


def test_the_wf_and_the_words_in_play_are_said_short_in_every_language() -> None:
    game = told_round_two(rules_example())
    beatrix = {c.player: c for c in corrections(evaluate(with_atlas(game)), 2)}["Beatrix"]
    said = {language: correction_lines(beatrix, language, translation)[1:] for language in ("de", "nl", "fr")}
    assert said == {"de": ("- Der Wertungsfaktor (WF) der nächsten Runde: 4, jetzt 3",),
                    "nl": ("- De wegingsfactor (WF) van de volgende ronde: 4, nu 3",),
                    "fr": (french("- Le facteur de pondération (WF) de la manche suivante : 4, maintenant 3"),)}
    # Alfons's LAMPE at Emil was LAMPA: Emil's word is in play again, for everyone to guess at
    back = {c.player: c for c in corrections(evaluate(game.with_guess(
        2, alfons_row(game), Guess("Alfons", "Emil", "LAMPA"))), 2)}
    lines = {language: correction_lines(back["Gustav"], language, translation)[1:]
             for language in ("en", "de", "nl", "fr")}
    assert lines["en"][0] == "- Emil's word: guessed in round 2, now in play"
    assert lines["de"][0] == "- Wort von Emil: erraten in Runde 2, jetzt im Spiel"
    assert lines["nl"][0] == "- Woord van Emil: geraden in ronde 2, nu nog in het spel"
    assert lines["fr"][0] == french("- Mot d’Emil : trouvé à la manche 2, maintenant encore en jeu")
    assert lines["en"][1].startswith("- Your next round: one guess at Alfons, Beatrix and Fritzchen, now")
    # Emil reads it of his own word, once
    assert [line for line in correction_lines(back["Emil"], "en", None) if "word" in line] == [
        "- Your word: guessed in round 2, now in play"]


def test_a_word_found_guessed_after_the_report_went_out_is_told_to_everyone() -> None:
    """Gustav's SAHNE at Alfons was SALAT, Alfons's word: it is out of the game from round 3 on."""
    game = told_round_two(rules_example())
    row = next(i for i, g in enumerate(game.rounds[1].guesses) if g.guesser == "Gustav")
    found = {c.player: c for c in corrections(evaluate(game.with_guess(2, row, Guess("Gustav", "Alfons", "SALAT"))),
                                              2)}
    assert set(found) == {p.name for p in game.players}
    for name in ("Gustav", "Beatrix", "Emil", "Fritzchen"):  # guessed: the round's report names it, and so do they
        assert "- Alfons's word SALAT: in play, now guessed in round 2" in correction_lines(found[name], "en", None)
    assert "- Your word: in play, now guessed in round 2" in correction_lines(found["Alfons"], "en", None)
    said = {language: correction_lines(found["Beatrix"], language, translation)[1] for language in ("de", "nl", "fr")}
    assert said == {"de": "- Wort SALAT von Alfons: im Spiel, jetzt erraten in Runde 2",
                    "nl": "- Woord SALAT van Alfons: nog in het spel, nu geraden in ronde 2",
                    "fr": french("- Mot SALAT d’Alfons : encore en jeu, maintenant trouvé à la manche 2")}


def test_a_correction_names_no_word_in_play_in_the_round_it_corrects() -> None:
    """Alfons's LAMPE at Emil in round 2 was LAMPA: Emil's word is in play again after round 2. Gustav guessed
    LAMPE in round 3, whose report has not gone out: the correction of round 2 (with round 2's report after it)
    names LAMPE to nobody, but to Alfons as his own guess that was."""
    game = told_round_two(mailed(rules_example()))
    game = game.with_guess(2, alfons_row(game), Guess("Alfons", "Emil", "LAMPA"))
    evaluation = evaluate(game.with_round(3, [Guess("Gustav", "Emil", "LAMPE")]))
    assert evaluation.round == 3 and evaluation.players[3].guessed_in_round == 3  # as the game master knows
    own_guess = "- Your guess 1: LAMPE at Emil: +++++ 15, now LAMPA at Emil: ++++ 12"
    found = {c.player: correction_lines(c, "en", None) for c in corrections(evaluation, 2)}
    assert own_guess in found["Alfons"] and "- Emil's word: guessed in round 2, now in play" in found["Gustav"]
    mails, _view = build_corrections(evaluation, 2, sender="gm@example.org", language="en")
    assert [mail.name for mail in mails] == ["Alfons", "Gustav", "Beatrix", "Emil", "Fritzchen"]
    for mail in mails:
        assert "LAMPE" not in mail.body.replace(own_guess, ""), mail.body


def test_once_the_game_is_over_a_word_no_longer_guessed_is_named_too() -> None:
    """Every guess of round 2 was a hit, and the final report went out; but Gustav's was SAHNE at Alfons, not
    TISCH at Beatrix. Four words are guessed, which ends the game all the same: its last report, which follows
    the correction, names every word, Beatrix's too."""
    ended = ended_in_round_two(rules_example())
    ended = ended.with_sent(sent_reports(evaluate(ended), 2, "final", [p.name for p in ended.players], AT))
    row = next(i for i, g in enumerate(ended.rounds[1].guesses) if g.guesser == "Gustav")
    evaluation = evaluate(ended.with_guess(2, row, Guess("Gustav", "Alfons", "SAHNE")))
    assert evaluation.game_over
    emil = {c.player: c for c in corrections(evaluation, 2)}["Emil"]
    assert "- Beatrix's word TISCH: guessed in round 2, now in play" in correction_lines(emil, "en", None)


def test_a_correction_that_ends_the_game_tells_no_wf_of_a_round_that_will_not_be_played() -> None:
    game = told_round_two(rules_example())
    for correction in corrections(evaluate(ended_in_round_two(game)), 2):
        said = correction_lines(correction, "en", None)
        assert not [line for line in said if "weighting factor" in line], said
        assert said[-1].endswith(", now none: the game is over")


def test_a_report_sent_before_the_log_kept_the_wf_and_the_words_guessed_makes_nobody_changed() -> None:
    """Games whose log was written before the snapshots kept the next round's WF and the words guessed: their
    snapshots lack those lines, and nobody is taken for changed for what was never recorded."""
    game = told_round_two(rules_example())
    old = tuple(dataclasses.replace(record, snapshot="\n".join(
        line for line in record.snapshot.splitlines() if not line.startswith(("guessed\t", "wf\t"))))
        for record in game.sent)
    assert all("wf\t4" in record.snapshot for record in game.sent)
    game = dataclasses.replace(game, sent=old)
    assert changed_rounds(evaluate(game)) == ()
    assert [c.player for c in corrections(evaluate(with_atlas(game)), 2)] == ["Fritzchen"]  # as the log can tell


def test_the_next_rounds_old_and_new_are_told_apart_in_every_language() -> None:
    """'one guess, at Alfons, Beatrix and Fritzchen, now one guess, at …': the comma after the count ran the old
    list into the new one; without it the line reads 'was this, now that' in every language."""
    game = told_round_two(rules_example())
    back = {c.player: c for c in corrections(evaluate(game.with_guess(
        2, alfons_row(game), Guess("Alfons", "Emil", "LAMPA"))), 2)}
    said = {language: correction_lines(back["Gustav"], language, translation)[2]
            for language in ("en", "de", "nl", "fr")}
    assert said == {
        "en": "- Your next round: one guess at Alfons, Beatrix and Fritzchen, now one guess at Alfons, Beatrix,"
              " Emil and Fritzchen",
        "de": "- Deine nächste Runde: ein Rateversuch bei Alfons, Beatrix und Fritzchen, jetzt ein Rateversuch"
              " bei Alfons, Beatrix, Emil und Fritzchen",
        "nl": "- Jouw volgende ronde: één raadpoging bij Alfons, Beatrix en Fritzchen, nu één raadpoging bij"
              " Alfons, Beatrix, Emil en Fritzchen",
        "fr": french("- Votre prochaine manche : une proposition sur le mot d’Alfons, Beatrix et Fritzchen,"
                     " maintenant une proposition sur le mot d’Alfons, Beatrix, Emil et Fritzchen"),
    }
