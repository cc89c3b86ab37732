"""The mail dialog's post: who gets a mail and who a letter, the letters and labels saved, the address kept."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pypdf

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.files.wmm.file import save_game
from wordmastermind.gui.mail.dialog import MailDialog

ADDRESSES = {"Emil": "Emil Ernst\nAm Markt 3\n10115 Berlin", "Fritzchen": "Fritz Frech, Schulweg 9, 99999 Kleckersdorf",
             "Gustav": "Gustav Gans, Entenhausen"}
EMAILS = {"Alfons": "alfons@example.org", "Gustav": "gustav@example.org"}


def postal_game() -> Any:
    game = rules_example()
    return dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, address=ADDRESSES.get(p.name, ""), email=EMAILS.get(p.name, "")) for p in game.players
    ))


def test_the_dialog_says_who_gets_a_mail_and_who_a_letter_and_saves_the_letters(qtbot: Any, tmp_path: Path) -> None:
    dialog = MailDialog(evaluate(postal_game()), 2, sender="Joe <joe@example.org>",
                        post=("Joe Grimm, Hauptstraße 1, 12345 Berlin", "Berlin"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.who_label.text() == ("By mail: Alfons, Gustav   ·   By letter (Post tab): Emil, Fritzchen   ·   "
                                       "Neither (no e-mail and no postal address): Beatrix")
    out = dialog.save_letters(tmp_path / "letters.pdf")
    assert out == tmp_path / "letters.pdf"
    # round 3 has no deadline: the letters tell players by post to answer when everyone has: the dialog warns,
    # before it says who got no letter; Gustav, who gets the mail, is counted, with the choice that sends a letter
    assert dialog.status_label.text().split("\n") == [
        f"2 letters saved in {out}.",
        "Round 3 has no deadline: the letters say to answer as soon as everyone has answered, which a player by post"
        " cannot know (the Rounds page sets one).",
        "Left out: Beatrix has no postal address: no letter",
        "Players who get the mail and no letter: 1 (Letter recipients: “Every player with a postal address” sends"
        " them one too).",
    ]
    assert "--all" not in dialog.status_label.text()  # a command line's option means nothing here
    pages = [" ".join(page.extract_text().split()) for page in pypdf.PdfReader(str(out)).pages]
    assert [n for n, text in enumerate(pages) if "Hallo " in text] == [0, len(pages) // 2]  # the game's language: German
    assert "Joe Grimm, Hauptstraße 1, 12345 Berlin Emil Ernst Am Markt 3 10115 Berlin Berlin, " in pages[0]
    assert "Hallo Emil," in pages[0] and "Hallo Fritzchen," in pages[len(pages) // 2]
    assert not [word for word in ("SALAT", "MOTEL", "TISCH", "KERZE") if word in " ".join(pages).upper()]

    dialog.sheet_combo.setCurrentIndex(dialog.sheet_combo.findData("3x7"))
    labels = dialog.save_labels(tmp_path / "labels.pdf")
    assert labels is not None and dialog.status_label.text().startswith("2 labels saved in")
    assert "Emil Ernst" in pypdf.PdfReader(str(labels)).pages[0].extract_text()


def test_an_address_too_long_is_said_and_nothing_written(qtbot: Any, tmp_path: Path) -> None:
    game = postal_game()
    game = dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, address="Emil\nDie allerlängste Straße der ganzen weiten Welt 1\nOrt")
        if p.name == "Emil" else p for p in game.players))
    dialog = MailDialog(evaluate(game), 2, sender="Joe <joe@example.org>")
    qtbot.addWidget(dialog)
    assert dialog.save_letters(tmp_path / "letters.pdf") is None
    assert dialog.status_label.text() == ("The letters could not be written: Emil's address line "
                                          "'Die allerlängste Straße der ganzen weiten Welt 1' is too long for the window field:"
                                          " shorten it in the roster's address, or break it over two lines (a shorter"
                                          " name may stand as the address's first line)")
    assert not (tmp_path / "letters.pdf").exists()


def test_the_game_masters_address_is_kept_in_the_settings(window: Any, tmp_path: Path) -> None:
    path = tmp_path / "post.wmm"
    save_game(postal_game(), path)
    window.open_path(path)
    dialog = window.wmm.mail_players()
    assert (dialog.post_address(), dialog.post_place()) == ("", "")
    dialog.address_edit.setText("Joe Grimm, Hauptstraße 1, 12345 Berlin")
    dialog.place_edit.setText("Berlin")
    dialog.reject()
    dialog = window.wmm.mail_players()
    assert (dialog.post_address(), dialog.post_place()) == ("Joe Grimm, Hauptstraße 1, 12345 Berlin", "Berlin")
    dialog.reject()


def page_texts(path: Path) -> list[str]:
    return [" ".join(page.extract_text().split()) for page in pypdf.PdfReader(str(path)).pages]


def test_letters_one_pdf_per_player_in_a_folder(qtbot: Any, tmp_path: Path, monkeypatch: Any) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QFileDialog

    dialog = MailDialog(evaluate(postal_game()), 2, sender="Joe <joe@example.org>", post=("Joe Grimm, Berlin", "Berlin"))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.delivery_tabs.setCurrentIndex(2)
    folder = tmp_path / "post"
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args, **kwargs: str(folder))
    dialog.files_combo.setCurrentIndex(dialog.files_combo.findText("One PDF per player, in a folder"))
    qtbot.mouseClick(dialog.letters_button, Qt.MouseButton.LeftButton)
    assert sorted(p.name for p in folder.iterdir()) == ["Emil.pdf", "Fritzchen.pdf"]
    assert dialog.status_label.text().startswith(f"2 letters saved in {folder}.")
    emil, fritz = page_texts(folder / "Emil.pdf"), page_texts(folder / "Fritzchen.pdf")
    assert "Hallo Emil," in emil[0] and "Hallo Fritzchen" not in " ".join(emil)
    assert "Hallo Fritzchen," in fritz[0] and "Hallo Emil" not in " ".join(fritz)


def test_a_letter_to_every_player_with_an_address_even_with_e_mail(qtbot: Any, tmp_path: Path) -> None:
    dialog = MailDialog(evaluate(postal_game()), 2, sender="Joe <joe@example.org>")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.recipients_combo.setCurrentIndex(dialog.recipients_combo.findText("Every player with a postal address"))
    assert dialog.who_label.text() == ("By mail: Alfons   ·   By letter (Post tab): Emil, Fritzchen   ·   "
                                       "By mail and letter: Gustav   ·   "
                                       "Neither (no e-mail and no postal address): Beatrix")
    out = dialog.save_letters(tmp_path / "letters.pdf")
    assert out is not None and dialog.status_label.text().startswith("3 letters saved in")
    text = " ".join(page_texts(out))
    assert all(f"Hallo {name}," in text for name in ("Emil", "Fritzchen", "Gustav")) and "Hallo Alfons," not in text
    assert dialog.save_labels(tmp_path / "labels.pdf") is not None
    assert dialog.status_label.text().startswith("3 labels saved in")
    assert "Gustav Gans" in " ".join(page_texts(tmp_path / "labels.pdf"))

    dialog.recipients_combo.setCurrentIndex(dialog.recipients_combo.findText("Players without an e-mail address"))
    assert "By mail: Alfons, Gustav   ·   By letter (Post tab): Emil, Fritzchen" in dialog.who_label.text()
    assert "By mail and letter" not in dialog.who_label.text()


def test_letters_as_a_word_document_chosen_by_the_file_type(qtbot: Any, tmp_path: Path, monkeypatch: Any) -> None:
    import docx
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QFileDialog

    dialog = MailDialog(evaluate(postal_game()), 2, sender="Joe <joe@example.org>", post=("Joe Grimm, Berlin", "Berlin"))
    qtbot.addWidget(dialog)
    dialog.show()
    asked: list[str] = []

    def save_as(_parent: Any, _title: str, _where: str, types: str, *args: Any, **kwargs: Any) -> tuple[str, str]:
        asked.append(types)
        return str(tmp_path / "letters"), "Word (*.docx)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    qtbot.mouseClick(dialog.letters_button, Qt.MouseButton.LeftButton)
    assert asked == ["PDF (*.pdf);;Word (*.docx)"]
    out = tmp_path / "letters.docx"
    assert dialog.status_label.text().startswith(f"2 letters saved in {out}.")
    document = docx.Document(str(out))
    text = "\n".join(p.text for p in document.paragraphs)
    from docx.enum.section import WD_SECTION

    letters = [section for section in document.sections if section.start_type != WD_SECTION.CONTINUOUS]
    assert "Hallo Emil," in text and "Hallo Fritzchen," in text and len(letters) == 2  # not their words' columns
    assert not (tmp_path / "letters.pdf").exists()


def test_with_a_hundred_players_the_who_gets_what_line_names_ten_of_each_and_the_tooltip_all(qtbot: Any) -> None:
    """A hundred names filled six lines of the dialog, squeezing the recipients' list under them."""
    from wordmastermind.core.wmm.simulate import random_game

    game = random_game(100, 3, seed=7)
    game = dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"p{i}@example.org" if i % 3 else "", address="" if i % 3 == 1 else "Weg 1")
        for i, p in enumerate(game.players)))
    dialog = MailDialog(evaluate(game), 3, sender="Joe <joe@example.org>")
    qtbot.addWidget(dialog)
    dialog.show()
    names = [p.name for p in game.players]
    by_mail, by_letter = [n for i, n in enumerate(names) if i % 3], names[0::3]  # letters: those without e-mail
    assert dialog.who_label.text() == (
        f"By mail: {', '.join(by_mail[:10])} and {len(by_mail) - 10} more   ·   "
        f"By letter (Post tab): {', '.join(by_letter[:10])} and {len(by_letter) - 10} more")
    assert dialog.who_label.toolTip() == f"By mail: {', '.join(by_mail)}   ·   By letter (Post tab): {', '.join(by_letter)}"


def test_a_player_who_withdrew_gets_no_letter_or_label(qtbot: Any, tmp_path: Path) -> None:
    from wordmastermind.core.wmm.departures import withdraw

    dialog = MailDialog(evaluate(withdraw(postal_game(), "Emil", 1)), 2, sender="Joe <joe@example.org>",
                        post=("Joe Grimm, Hauptstraße 1, 12345 Berlin", "Berlin"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.who_label.text() == ("By mail: Alfons, Gustav   ·   By letter (Post tab): Fritzchen   ·   "
                                       "Neither (no e-mail and no postal address): Beatrix")
    out = dialog.save_letters(tmp_path / "letters.pdf")
    assert out is not None and dialog.status_label.text().startswith(f"1 letter saved in {out}.")
    assert "Emil withdrew after round 1: no letter" in dialog.status_label.text()
    text = " ".join(page.extract_text() for page in pypdf.PdfReader(str(out)).pages)
    assert "Hallo Fritzchen," in text and "Hallo Emil," not in text
    labels = dialog.save_labels(tmp_path / "labels.pdf")
    assert labels is not None and dialog.status_label.text().startswith("1 label saved in")
    assert "Emil withdrew after round 1: no letter" in dialog.status_label.text()


def test_what_the_letters_font_cannot_print_is_said_after_they_are_saved(qtbot: Any, tmp_path: Path) -> None:
    """The letters are made in a worker process; what their PDF's font could not print comes back from
    it and is said, as for a report."""
    game = postal_game()
    game = dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, name="Emil 漢") if p.name == "Emil" else p for p in game.players))
    dialog = MailDialog(evaluate(game), 2, sender="Joe <joe@example.org>", post=("Joe Grimm, Hauptstraße 1", "Berlin"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.save_letters(tmp_path / "letters.pdf") == tmp_path / "letters.pdf"
    assert "the PDF's font cannot print" in dialog.status_label.text() and "漢" in dialog.status_label.text()
    assert dialog.save_letters(tmp_path / "letters.docx") == tmp_path / "letters.docx"
    assert "the PDF's font cannot print" not in dialog.status_label.text()  # a Word document prints it


def test_a_player_abroad_and_no_country_in_the_game_masters_address_is_said(qtbot: Any, tmp_path: Path) -> None:
    """As the command line's letters does: Emil lives in Switzerland; his answer slip, posted back from there,
    goes to the address its window shows, which named no country."""
    game = postal_game()
    abroad = {**ADDRESSES, "Emil": "Emil Ernst\nRue de la Gare 5\n1003 Lausanne\nSCHWEIZ"}
    game = dataclasses.replace(game, players=tuple(dataclasses.replace(p, address=abroad.get(p.name, ""))
                                                   for p in game.players))
    dialog = MailDialog(evaluate(game), 2, sender="Joe <joe@example.org>",
                        post=("Joe Grimm, Hauptstraße 1, 12345 Berlin", "Berlin"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.save_letters(tmp_path / "letters.pdf") is not None
    assert ("The address of Emil ends in a country, but yours names none: their answer slip, posted back from"
            " abroad, and the return line lack your country. Add it at the end of Your address (…, 12345 Berlin,"
            " DEUTSCHLAND).") in dialog.status_label.text().split("\n")
    dialog.address_edit.setText("Joe Grimm, Hauptstraße 1, 12345 Berlin, DEUTSCHLAND")
    assert dialog.save_letters(tmp_path / "letters.pdf") is not None
    assert "ends in a country" not in dialog.status_label.text()
