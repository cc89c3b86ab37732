"""The side games' tabs say why the rules refuse something in the interface's language.

Each refusal is made from the error's code and params (``gui/i18n.rule_text``),
so a German, Dutch or French game master reads it in their own language,
in the games' own terms.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDate, Qt

from test_translations import french
from wordmastermind.gui.i18n import Translators

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def speak(tmp_path: Path) -> Iterator[Callable[[str], None]]:
    """Install the interface language asked for; English again after the test."""
    translators = Translators(tmp_path / "translations")

    def install(language: str) -> None:
        assert translators.install(language)

    yield install
    translators.install("en")


# --------------------------------------------------------------------- RONDO


def rondo_two_players(qtbot: Any, names: tuple[str, str] = ("Anna", "Bas")) -> Any:
    from wordmastermind.gui.rondo.sheet import RondoSheet

    sheet = RondoSheet()
    qtbot.addWidget(sheet)
    sheet.new_document()
    sheet.player_count.setValue(2)
    for i, (name, word) in enumerate(zip(names, ("ZON", "ART"), strict=True)):
        qtbot.keyClicks(sheet.name_edits[i], name)
        qtbot.keyClicks(sheet.word_edits[i], word)
    return sheet


@pytest.mark.parametrize(("language", "said"), [
    ("de", "<b>Bas</b> beginnt: Die Startwörter von Anna und Bas sind mit 5 Punkten gleichwertig, und der "
           "jüngste Spieler beginnt."),
    ("nl", "<b>Bas</b> begint: de beginwoorden van Anna en Bas staan gelijk op 5 punten, en de jongste speler "
           "begint."),
    ("fr", "<b>Bas</b> commence\u00a0: les mots de départ d’Anna et Bas sont à égalité avec 5 points, et le plus "
           "jeune joueur commence."),
])
def test_rondo_the_preview_and_the_totals_say_a_tie_of_start_words_goes_to_the_youngest(
        qtbot: Any, speak: Callable[[str], None], language: str, said: str) -> None:
    from wordmastermind.gui.rondo.sheet import RondoSheet

    speak(language)
    sheet = RondoSheet()
    qtbot.addWidget(sheet)
    sheet.new_document()
    sheet.player_count.setValue(2)
    for i, (name, year, word) in enumerate((("Anna", 1970, "RAT"), ("Bas", 2010, "ART"))):
        qtbot.keyClicks(sheet.name_edits[i], name)
        sheet.born_edits[i].setDate(QDate(year, 1, 1))
        qtbot.keyClicks(sheet.word_edits[i], word)
    assert sheet.starter_label.text() == said
    qtbot.mouseClick(sheet.apply_button, LEFT)  # the game is on, no turn played: the totals line says it too
    totals = {"de": "Stand: Anna 0, Bas 0.", "nl": "Stand: Anna 0, Bas 0.",
              "fr": "Totaux\N{NO-BREAK SPACE}: Anna 0, Bas 0."}
    assert sheet.totals_label.text() == f"{totals[language]} {said}"


def test_rondo_letter_values_that_change_who_starts_are_refused_in_german(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    from wordmastermind.core.rondo.cards import LETTERS
    from wordmastermind.gui.rondo.values_model import VALUE

    speak("de")
    sheet = rondo_two_players(qtbot)
    qtbot.mouseClick(sheet.apply_button, LEFT)
    sheet.holder_edit.clear()
    qtbot.keyClicks(sheet.holder_edit, "NOT")
    qtbot.mouseClick(sheet.play_button, LEFT)
    model = sheet.values_model
    assert not model.setData(model.index(LETTERS.index("Z"), VALUE), 0)
    assert sheet.values_problem.text() == (
        "mit diesen Buchstabenwerten finge Bas an statt Anna, aber die bisher "
        "eingetragenen Züge wurden ab Anna gespielt")


def test_rondo_two_sides_of_one_name_are_refused_in_dutch(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    speak("nl")
    sheet = rondo_two_players(qtbot, ("Anna", "anna"))
    qtbot.mouseClick(sheet.apply_button, LEFT)
    assert sheet.setup_problem.text() == "twee spelers of teams heten anna"


def test_rondo_a_card_the_notation_does_not_know_is_refused_in_french(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    speak("fr")
    sheet = rondo_two_players(qtbot)
    qtbot.mouseClick(sheet.apply_button, LEFT)
    sheet.holder_edit.clear()
    qtbot.keyClicks(sheet.holder_edit, "Z!N")
    assert sheet.holder_editor.problem() is not None
    assert sheet.play_button.toolTip().endswith(
        "position 2\u00a0: '!' n’est pas une carte (A-Z, *A pour un joker, - carte gomme, "
        "# face cachée, . case vide)")


# ---------------------------------------------------------------- Wachtwoord


def wachtwoord_sheet(qtbot: Any, names: tuple[str, ...] = ("Fred", "Annie", "Joop", "Marie")) -> Any:
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    sheet = WachtwoordSheet()
    qtbot.addWidget(sheet)
    sheet.new_document()
    for edit, name in zip(sheet.setup.player_edits, names, strict=False):
        edit.setText(name)
    sheet.setup.apply_button.click()
    return sheet


def test_wachtwoord_players_of_one_name_are_refused_in_german(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    speak("de")
    sheet = wachtwoord_sheet(qtbot, ("Fred", "fred", "Joop", "Marie"))
    assert sheet.document.game is None
    assert sheet.problem_label.text() == "die Namen der Spieler müssen sich unterscheiden: 'fred' kommt zweimal vor"


def test_wachtwoord_a_word_at_dial_value_zero_is_refused_in_german(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    speak("de")
    sheet = wachtwoord_sheet(qtbot)
    assert not sheet.add_word(1, 0)
    assert sheet.problem_label.text() == (
        "bei Punktescheibe 0 gewinnt niemand ein Wort: nach dem zehnten verfehlten Hinweis punktet niemand")


def test_wachtwoord_a_clue_that_is_part_of_the_password_is_refused_in_dutch(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    speak("nl")
    sheet = wachtwoord_sheet(qtbot)
    live = sheet.live
    live.password.setText("apotheker")
    live.clue.setText("apothek")
    assert live.clue_label.text() == "Geweigerd: 'apothek' is een deel van het wachtwoord 'apotheker'"
    live.clue.setText("vergeet-mij-niet")
    assert live.clue_label.text() == (
        "Geweigerd: het sleutelwoord moet één woord zijn, zonder koppelteken: 'vergeet-mij-niet'")


# ------------------------------------------------------------------ Woordspel


def woordspel_two_moves(qtbot: Any) -> Any:
    from wordmastermind.gui.woordspel.sheet import WoordspelSheet

    sheet = WoordspelSheet()
    qtbot.addWidget(sheet)
    sheet.new_document()
    qtbot.keyClicks(sheet.setup.player_edits[0], "Anna")
    qtbot.keyClicks(sheet.setup.player_edits[1], "Bas")
    qtbot.mouseClick(sheet.setup.apply_button, LEFT)
    for notation in ("8H LEES", "I7 Z.O"):
        sheet.entry_panel.notation.clear()
        qtbot.keyClicks(sheet.entry_panel.notation, notation)
        qtbot.keyClick(sheet.entry_panel.notation, Qt.Key.Key_Return)
    assert sheet.model.rowCount() == 2
    return sheet


def test_woordspel_a_play_through_another_letter_is_refused_in_german(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    speak("de")
    sheet = woordspel_two_moves(qtbot)
    sheet.entry_panel.notation.clear()
    qtbot.keyClicks(sheet.entry_panel.notation, "8H ZO")
    assert sheet.preview.refusal == (
        "Zug 3 (Anna): auf h8 liegt schon L: ein Wort durch dieses Feld verwendet diesen Buchstaben, nicht Z")
    qtbot.keyClick(sheet.entry_panel.notation, Qt.Key.Key_Return)
    assert sheet.entry_panel.problem_label.text().endswith("nicht Z")
    assert sheet.model.rowCount() == 2


def test_woordspel_an_exchange_of_nine_tiles_is_refused_in_french(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    speak("fr")
    sheet = woordspel_two_moves(qtbot)
    sheet.entry_panel.exchange_edit.setText("9")
    qtbot.mouseClick(sheet.entry_panel.exchange_button, LEFT)
    assert sheet.entry_panel.problem_label.text().endswith(
        "un échange remet de 1 à 8 jetons dans le sac, pas 9")


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Refused: Bas has no tiles left but did not play the last turn: a player runs out of tiles by laying"
           " them"),
    ("de", "Abgelehnt: Bas hat keine Steine mehr, hat aber den letzten Zug nicht gemacht: ein Spieler wird seine"
           " Steine los, indem er sie legt"),
])
def test_woordspel_going_out_without_the_last_play_names_the_player_once(
        qtbot: Any, speak: Callable[[str], None], language: str, said: str) -> None:
    """The refusal said "Bas has no tiles left, but the last turn was not Bas's play"."""
    from wordmastermind.core.woordspel.game import Game
    from wordmastermind.core.woordspel.simulate import random_game
    from wordmastermind.gui.woordspel.sheet import WoordspelSheet

    speak(language)
    played = random_game(seed=0)  # Anna went out with the last play; Bas kept G and K
    sheet = WoordspelSheet()
    qtbot.addWidget(sheet)
    sheet.document.replace(Game(played.players, moves=played.moves), None)
    sheet.end_panel.left_edits[0].setText("GK")  # Anna's rack said to be Bas's: Bas out, after Anna's play
    sheet.end_panel.left_edits[1].setText("")
    qtbot.mouseClick(sheet.end_panel.end_button, LEFT)
    assert sheet.end_panel.problem.text() == said
    assert sheet.document.game is not None and sheet.document.game.end is None


# ------------------------------------------------------------------- PASSWORD


def password_sheet(qtbot: Any) -> Any:
    from wordmastermind.gui.password.sheet import PasswordSheet

    sheet = PasswordSheet()
    qtbot.addWidget(sheet)
    sheet.new_document()
    return sheet


def test_password_two_members_of_one_name_are_refused_in_german(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    speak("de")
    sheet = password_sheet(qtbot)
    form = sheet.setup
    for i, (team, members) in enumerate((("Les Bleus", "Anna, anna"), ("Les Verts", "Cor, Dirk"))):
        form.name_edits[i].setText(team)
        form.member_edits[i].setText(members)
    qtbot.mouseClick(form.apply_button, LEFT)
    assert sheet.document.game is None
    assert form.problem.text() == "Les Bleus: zwei Mitglieder heißen anna"


def test_password_a_secret_with_a_hyphen_is_noted_in_french(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    speak("fr")
    sheet = password_sheet(qtbot)  # held: the form is the sheet's
    form = sheet.setup
    form.secret_edits[0].setText("porte-clé")
    assert form.secret_notes[0].text() == (
        "PORTE-CLE\u00a0: la règle n’admet pas les mots à trait d’union (un mot de passe est un seul mot de "
        "lettres A-Z)")


def test_password_a_secret_of_the_wrong_length_is_refused_naming_its_player_in_german(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    speak("de")
    sheet = password_sheet(qtbot)
    form = sheet.setup
    for i, (name, secret) in enumerate((("Anna", "chat"), ("Bob", "anticonstitutionnel"))):
        form.name_edits[i].setText(name)
        form.secret_edits[i].setText(secret)
    qtbot.mouseClick(form.apply_button, LEFT)
    assert sheet.document.game is None
    assert form.problem.text() == "das Passwort ANTICONSTITUTIONNEL von Bob hat 19 Buchstaben; ein Passwort hat 2 bis 8"


def test_password_a_circle_of_four_letters_is_refused_in_dutch(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    speak("nl")
    sheet = password_sheet(qtbot)
    form = sheet.setup
    for i, (name, secret) in enumerate((("Anna", "chat"), ("Bob", "dame"))):
        form.name_edits[i].setText(name)
        form.secret_edits[i].setText(secret)
    qtbot.mouseClick(form.apply_button, LEFT)
    assert not sheet.board_editor.set_letters(4, "rtbf")
    assert sheet.board_editor.problem.text() == "cirkel 4 heeft 4 letters; een cirkel heeft er 5"


# ------------------------------------------------------- PASSWORD: the play


def password_game(qtbot: Any) -> Any:
    """Anna CHAT, Bob DAME, Cor RADAR: set up through the form, Anna to ask."""
    from test_gui_password import set_up

    return set_up(qtbot)


def test_password_a_position_outside_the_password_is_refused_in_german(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    from test_gui_password import ask

    speak("de")
    sheet = password_game(qtbot)
    ask(qtbot, sheet, 2, "Bob", "letter", "D", position=6)
    assert sheet.problem_label.text() == (
        "Eintrag 1 (Anna fragt Bob): Position 6 liegt außerhalb des Passworts von Bob (4 Buchstaben)")
    assert sheet.document.game is not None and not sheet.document.game.log


def test_password_a_crossed_letter_and_a_word_guessed_before_say_why_in_german(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    from test_gui_password import ask, guess

    speak("de")
    sheet = password_game(qtbot)
    ask(qtbot, sheet, 5, "Cor", "circle", yes=False)        # 1: S L G V Z crossed for Cor
    question = sheet.entry.question
    sheet.entry.set_circle(8)
    question.set_target("Cor")
    question.set_kind("letter")
    assert not question.letter_buttons["G"].isEnabled()
    assert question.letter_buttons["G"].toolTip() == "für Cor: G ist schon durchgestrichen (Eintrag 1)"
    sheet.entry.set_circle(None)
    guess(qtbot, sheet, "Cor", "radio", right=False)           # 2: wrong, Cor's turn
    ask(qtbot, sheet, 2, "Anna", "letter", "D", yes=False)  # 3: Anna's turn again
    guess(qtbot, sheet, "Cor", "radio", right=False)
    assert sheet.problem_label.text() == (
        "Eintrag 4 (Anna fragt Cor): für Cor: RADIO wurde schon geraten (Eintrag 2)")


def test_password_a_pass_with_a_question_left_is_refused_in_dutch(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    from test_gui_password import ask

    speak("nl")
    sheet = password_game(qtbot)
    ask(qtbot, sheet, 5, "Cor", "circle", yes=False)        # 1: Anna: no, Bob's turn
    sheet.entry.set_circle(5)
    qtbot.mouseClick(sheet.entry.question.pass_button, LEFT)
    assert sheet.problem_label.text() == (
        "regel 2 (Bob past): Bob heeft nog een vraag op cirkel 5 (voor Anna: cirkel 5; letter S, L, G, V, Z)")


def test_password_a_correction_refused_in_french(
        qtbot: Any, speak: Callable[[str], None]) -> None:
    from test_gui_password import ask

    speak("fr")
    sheet = password_game(qtbot)
    ask(qtbot, sheet, 2, "Bob", "letter", "D", position=1)  # 1: yes, right
    sheet.log.select_entry(1)
    qtbot.mouseClick(sheet.log.yes_button, LEFT)
    assert sheet.log.problem.text() == french(
        "entrée 2 (correction de l’entrée 1) : l’entrée 1 a déjà la réponse « oui, position 1 »")
