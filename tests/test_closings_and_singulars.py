"""Every mail a player gets ends with the same greeting, the French say "devine" for guessing at a word, and the
game master's counts of what went out say one mail, one letter, one player in the singular.

Found by a reader of the mails: the round's mail and the correction ended "Best wishes, / Your game master", the
reminder and the receipt only "Your game master"; the French lot's column read "Propose sur les mots de" and the
next round's line "Vous pouvez proposer sur les mots de …", where the French texts say "deviner le mot de"
everywhere else; and the Sent page said "1 mails and letters to the players, 0 failed.", the mail dialog "1 of 1
mails sent." and, in French, "1 courriels envoyés sur 5".
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.intake import plan_intake
from wordmastermind.core.wmm.player_view import player_view, view_before
from wordmastermind.core.wmm.records import Sent
from wordmastermind.files.mail.message import build_mails
from wordmastermind.files.mail.receipts import receipts, reminders
from wordmastermind.gui.i18n import Translators
from wordmastermind.gui.mail.outgoing import sent_summary
from wordmastermind.gui.mail.preview import get_a_mail
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.sent_page import SentPage

from test_intake_rounds import at, game_with_lot, mail

SENDER = "Spielleiter <gm@example.org>"
CLOSING = {"en": ["Best wishes,", "Your game master"], "de": ["Viele Grüße", "dein Spielleiter"],
           "nl": ["Met vriendelijke groet,", "Je spelleider"], "fr": ["Bien cordialement,", "Votre meneur de jeu"]}
AT = "2026-12-02T09:03:00+01:00"


def closing(body: str) -> list[str]:
    return body.rstrip("\n").splitlines()[-2:]


def mailed(game: Game) -> Game:
    return dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"{p.name.lower()}@example.org") for p in game.players))


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_reminders_and_receipts_end_as_the_round_mail_does(language: str) -> None:
    (first, *_rest) = build_mails(player_view(evaluate(mailed(rules_example())), 2), sender=SENDER,
                                  language=language)
    assert closing(first.body) == CLOSING[language]
    game = game_with_lot()
    intake = plan_intake(game, 1, [mail("gustav@example.org", "Emil: TOLLE", at(1, 10), "<g1@x>")])
    (receipt,) = receipts(intake, view_before(game, 1), SENDER, language)
    reminder = reminders(view_before(game, 1), 1, game.players[:1], SENDER, language)[0]
    assert closing(receipt.body) == CLOSING[language]
    assert closing(reminder.body) == CLOSING[language]


def test_the_french_mail_says_deviner_for_guessing_at_a_word() -> None:
    view = player_view(evaluate(mailed(rules_example())), 2)
    bodies = {one.name: one.body for one in build_mails(view, sender=SENDER, language="fr")}
    assert all("proposer sur" not in body and "Propose sur" not in body for body in bodies.values())
    assert ("À la manche 3, vous avez une proposition, facteur de pondération (WF) 4. Vous pouvez deviner les mots "
            "d’Alfons, Gustav et Beatrix.") in bodies["Fritzchen"]
    lot = {one.name: one.body for one in build_mails(player_view(evaluate(mailed(rules_example())), 0),
                                                      sender=SENDER, language="fr")}["Fritzchen"]
    assert "Propose sur" not in lot and "Devine le mot de" in lot  # the lot's column: one guess each, one word


SENT = {  # (mails, letters, failed) → the Sent page's line, in English, German and French
    "en": {(1, 0, 0): "1 mail to the players, none failed.",
           (3, 1, 1): "3 mails and 1 letter to the players, 1 failed.",
           (1, 2, 0): "1 mail and 2 letters to the players, none failed.",
           (0, 1, 0): "1 letter to the players, none failed.",
           (5, 0, 2): "5 mails to the players, 2 failed."},
    "de": {(1, 0, 0): "1 Mail an die Spieler, kein Versand gescheitert.",
           (3, 1, 1): "3 Mails und 1 Brief an die Spieler, davon 1 gescheitert.",
           (1, 2, 0): "1 Mail und 2 Briefe an die Spieler, kein Versand gescheitert.",
           (0, 1, 0): "1 Brief an die Spieler, kein Versand gescheitert.",
           (5, 0, 2): "5 Mails an die Spieler, davon 2 gescheitert."},
    "fr": {(1, 0, 0): "1 courriel aux joueurs, aucun échec.",
           (3, 1, 1): "3 courriels et 1 lettre aux joueurs, dont 1 a échoué.",
           (1, 2, 0): "1 courriel et 2 lettres aux joueurs, aucun échec.",
           (0, 1, 0): "1 lettre aux joueurs, aucun échec.",
           (5, 0, 2): "5 courriels aux joueurs, dont 2 ont échoué."},
}


def logged(mails: int, letters: int, failed: int) -> tuple[Sent, ...]:
    names = [p.name for p in rules_example().players]
    return (*(Sent("round", 2, names[i % 5], AT, "failed" if i < failed else "sent") for i in range(mails)),
            *(Sent("letter", 2, names[i % 5], AT, "written", file="letters.pdf") for i in range(letters)))


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_sent_page_counts_one_mail_and_one_letter_in_the_singular(qtbot: Any, language: str) -> None:
    assert Translators().install(language)  # English again after the test (conftest)
    for (mails, letters, failed), said in SENT[language].items():
        document = GameDocument(rules_example().with_sent(logged(mails, letters, failed)))
        page = SentPage(document)
        qtbot.addWidget(page)
        page.show()
        qtbot.waitExposed(page)
        assert page.summary.text().startswith(said), page.summary.text()
        page.close()


SENDING = {  # a run of one mail, sent; of five, three sent; and who gets a mail, one and none of five
    "en": ("The mail was sent.", "Mails sent: 3 of 5.", "1 of 5 players gets a mail.",
           "None of the 5 players gets a mail.", "3 of 5 players get a mail."),
    "de": ("Die Mail wurde gesendet.", "Gesendete Mails: 3 von 5.", "1 von 5 Spielern bekommt eine Mail.",
           "Keiner der 5 Spieler bekommt eine Mail.", "3 von 5 Spielern bekommen eine Mail."),
    "fr": ("Le courriel a été envoyé.", "Courriels envoyés\u00a0: 3 sur 5.", "1 joueur sur 5 reçoit un courriel.",
           "Aucun des 5 joueurs ne reçoit de courriel.", "3 joueurs sur 5 reçoivent un courriel."),
}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_mail_dialogs_counts_agree_with_one_mail_and_one_player(qtbot: Any, language: str) -> None:
    from wordmastermind.files.mail.message import PlayerMail
    from wordmastermind.files.mail.smtp import SendResult

    def result(name: str, status: Any) -> SendResult:
        return SendResult(PlayerMail(name, f"{name.lower()}@example.org", "", "", None), status, "")

    assert Translators().install(language)
    one, run, single, none, three = SENDING[language]
    assert sent_summary([result("Emil", "sent")])[0] == one
    results = [result(name, status) for name, status in
               zip(("Alfons", "Gustav", "Beatrix", "Emil", "Fritzchen"), ("sent",) * 3 + ("failed",) * 2)]
    assert sent_summary(results)[0].startswith(run)
    assert (get_a_mail(1, 5), get_a_mail(0, 5), get_a_mail(3, 5)) == (single, none, three)
