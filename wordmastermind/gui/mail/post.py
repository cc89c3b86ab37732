"""The mail dialog's post: who gets a mail and who a letter, and the letters and address labels.

The players with an e-mail address get the mail; those with only a postal
address get a letter for a window envelope
(:mod:`wordmastermind.core.wmm.letter`, drawn by
:mod:`wordmastermind.files.writers.letter_pdf`), or a label
(:mod:`wordmastermind.files.writers.labels`); the dialog names them, and
those who get neither. The game master may send a letter to every player
with a postal address too (as ``letters --all``: the players with e-mail
then get both, and the dialog says so), and save the letters in one file,
a PDF or a Word document by the file type chosen in the save dialog, or
as one PDF per player in a folder (as ``--folder``). The game master's own address and place are given
by the app (its settings keep them) and read back from :meth:`MailPost.post_address`
and :meth:`MailPost.post_place`. Saving the letters sends the report out:
the dialog's ``went_out`` says so (the next round opens). The texts belong to the ``MailDialog``
translation context.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QWidget,
)

from wordmastermind.core.wmm.letter import recipients
from wordmastermind.gui import settings as keys
from wordmastermind.gui.i18n import counted, rule_text
from wordmastermind.gui.mail.narrow import FormPage, WrappingCheckBox
from wordmastermind.gui.mail.parts import MailParts
from wordmastermind.gui.settings import AppSettings
from wordmastermind.gui.widgets.whole_lines import WholeLines

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from wordmastermind.core.messages import Message

translate = QCoreApplication.translate


class MailPost(MailParts):
    """The post (a part of :class:`MailDialog`)."""

    address_edit: QLineEdit
    place_edit: QLineEdit
    layout_combo: QComboBox
    duplex_check: QCheckBox
    recipients_combo: QComboBox
    files_combo: QComboBox
    sheet_combo: QComboBox
    letters_button: QPushButton
    labels_button: QPushButton
    who_label: WholeLines
    if TYPE_CHECKING:
        went_out: SignalInstance  # dialog.py

    def _build_who(self) -> WholeLines:
        """Who gets the mail, who a letter, and who neither: so nobody is forgotten. In whole lines, as many as
        there is room for, three at most (above the pane below, which scrolls: 100 names took five lines of a low
        dialog's); the last one shown ends in "…" where more follow: the tip has them all."""
        self.who_label = WholeLines(most=3)
        self._show_who()
        return self.who_label

    def _show_who(self) -> None:
        """Each way's players: the first ten and how many more (a hundred names filled six lines of the
        dialog); every name in the tooltip."""
        from wordmastermind.gui.mail.confirm import names_text

        ways = self._ways()
        self.who_label.setText(self._who_text(ways, names_text))
        self.who_label.setToolTip(self._who_text(ways, ", ".join))

    def _withdrawn(self) -> dict[str, int]:
        """The players who withdrew and get no letter of the round (the letter of their last round and the final
        one go to them)."""
        from wordmastermind.core.wmm.letter import withdrawn_players

        view = self.view()
        return {view.roster_name(name): after for name, after in withdrawn_players(view).items()}

    def _save_letters_clicked(self) -> None:
        self.save_letters()

    def _save_labels_clicked(self) -> None:
        self.save_labels()

    def _ways(self) -> dict[str, list[str]]:
        """The players who get the mail, a letter (Post tab), both and neither, for the letters' recipients
        chosen; those who withdrew in none."""
        players = self.evaluation.game.players
        gone = self._withdrawn()
        lettered = {player.name for player, _ in recipients(players, everyone=self.letters_for_everyone(),
                                                            withdrawn=gone)[0]}
        ways: dict[str, list[str]] = {"mail": [], "letter": [], "both": [], "none": []}
        for player in players:  # as the roster says: a player's channel, else the addresses known
            if player.name in gone:
                continue  # neither mail nor letter: the recipients list says why
            way = ("both" if player.name in lettered else "mail") if player.by_mail and player.addresses else (
                "letter" if player.name in lettered else "none")
            ways[way].append(player.name)
        return ways

    @staticmethod
    def _who_text(ways: dict[str, list[str]], listed: Callable[[list[str]], str]) -> str:
        """The who-gets-what line, each way's names as ``listed`` says them."""
        said = {
            "mail": translate("MailDialog", "By mail: {0}"),
            "letter": translate("MailDialog", "By letter (Post tab): {0}"),
            "both": translate("MailDialog", "By mail and letter: {0}"),
            "none": translate("MailDialog", "Neither (no e-mail and no postal address): {0}"),
        }
        return "   ·   ".join(said[way].format(listed(names)) for way, names in ways.items() if names)

    def _build_post(self, address: str, place: str) -> QWidget:
        """The way out by post: the game master's address and place, the page, and the two Save buttons."""
        self.address_edit = QLineEdit(address)
        self.address_edit.setPlaceholderText(translate("MailDialog", "Joe Grimm, Hauptstr. 1, 12345 Berlin"))
        self.address_edit.setToolTip(translate("MailDialog", "The return line above the player's address: your name and address, its lines separated by commas."))
        self.place_edit = QLineEdit(place)
        self.layout_combo = QComboBox()
        self.layout_combo.addItem(translate("MailDialog", "A4, DIN 5008 form B (DL or C5/6 window envelope)"), "din5008-b")
        self.layout_combo.addItem(translate("MailDialog", "US Letter, #10 window envelope"), "us10")
        self.duplex_check = WrappingCheckBox(  # its text wraps where the pane is narrow
            translate("MailDialog", "Duple&x: pad every letter to an even number of pages"))
        self.recipients_combo = QComboBox()
        self.recipients_combo.addItem(translate("MailDialog", "Players without an e-mail address"), False)
        self.recipients_combo.addItem(translate("MailDialog", "Every player with a postal address"), True)
        self.recipients_combo.setToolTip(translate(
            "MailDialog", "Who gets a letter and a label. Players with an e-mail address get the mail as well."))
        self.recipients_combo.currentIndexChanged.connect(self._show_who)
        self.files_combo = QComboBox()
        self.files_combo.addItem(translate("MailDialog", "One file for all: PDF or Word (.docx)"), "one")
        self.files_combo.addItem(translate("MailDialog", "One PDF per player, in a folder"), "folder")
        self.sheet_combo = QComboBox()
        self.sheet_combo.addItem(translate("MailDialog", "3 × 8 (Avery/Zweckform L7159)"), "3x8")
        self.sheet_combo.addItem(translate("MailDialog", "3 × 7 (Avery/Zweckform L7160)"), "3x7")
        self.letters_button = QPushButton(translate("MailDialog", "Sa&ve Letters…"))
        self.letters_button.clicked.connect(self._save_letters_clicked)
        self.labels_button = QPushButton(translate("MailDialog", "Save La&bels as PDF…"))
        self.labels_button.clicked.connect(self._save_labels_clicked)
        post = FormPage()  # narrow: every label above its field (row by row, at 150 % only the page's went above)
        form = post.form
        form.addRow(translate("MailDialog", "Y&our address:"), self.address_edit)
        form.addRow(translate("MailDialog", "Pla&ce:"), self.place_edit)
        form.addRow(translate("MailDialog", "Letter recipie&nts:"), self.recipients_combo)
        form.addRow(translate("MailDialog", "Pa&ge:"), self.layout_combo)
        form.addRow("", self.duplex_check)
        form.addRow(translate("MailDialog", "Letters &in:"), self.files_combo)
        form.addRow(translate("MailDialog", "Label s&heet:"), self.sheet_combo)
        buttons = QHBoxLayout()
        buttons.addWidget(self.letters_button)
        buttons.addWidget(self.labels_button)
        form.addRow("", buttons)
        return post

    # ---------------------------------------------------------------- values

    @staticmethod
    def kept_post(store: AppSettings | None) -> tuple[str, str]:
        """The game master's address and place as the app's settings keep them (for ``post=``)."""
        return ("", "") if store is None else (store.get(keys.LETTERS_ADDRESS), store.get(keys.LETTERS_PLACE))

    def remember_post(self, store: AppSettings) -> None:
        """Keep the address and place the dialog ended with in the app's settings."""
        store.set(keys.LETTERS_ADDRESS, self.post_address())
        store.set(keys.LETTERS_PLACE, self.post_place())

    def post_address(self) -> str:
        return self.address_edit.text().strip()

    def post_place(self) -> str:
        return self.place_edit.text().strip()

    def letters_for_everyone(self) -> bool:
        """Whether every player with a postal address gets a letter, not only those without e-mail."""
        return bool(self.recipients_combo.currentData())

    def _pdf_path(self, title: str) -> Path | None:
        chosen, _ = QFileDialog.getSaveFileName(self, title, str(Path.home()), translate("MailDialog", "PDF (*.pdf)"))
        if not chosen:
            return None
        return Path(chosen) if chosen.lower().endswith(".pdf") else Path(chosen + ".pdf")

    def _letters_path(self) -> Path | None:
        """Where the letters go: a folder (one PDF each), or a file whose type the save dialog chose."""
        title = translate("MailDialog", "Save the letters")
        if self.files_combo.currentData() == "folder":
            folder = QFileDialog.getExistingDirectory(self, title, str(Path.home()))
            return Path(folder) if folder else None
        word = translate("MailDialog", "Word (*.docx)")
        chosen, kind = QFileDialog.getSaveFileName(
            self, title, str(Path.home()), ";;".join((translate("MailDialog", "PDF (*.pdf)"), word)))
        if not chosen:
            return None
        if chosen.lower().endswith((".pdf", ".docx")):
            return Path(chosen)
        return Path(chosen + (".docx" if kind == word else ".pdf"))

    def _left_out(self, left_out: tuple[Message, ...]) -> str:
        """Why players got no letter (or label), on lines of their own. Those who get the mail are not named one by
        one (the who-gets-what line above names them): a player without a postal address misses nothing, and
        those with one are counted, with the choice that sends them a letter too."""
        mailed = set(self._ways()["mail"])
        said = [rule_text(reason) for reason in left_out
                if reason.code != "letter.has_email" and reason.params.get("name") not in mailed]
        text = "" if not said else "\n" + translate("MailDialog", "Left out: {0}").format("; ".join(said))
        addressed = sum(1 for reason in left_out if reason.code == "letter.has_email")
        if addressed:
            everyone = translate("MailDialog", "Every player with a postal address")  # the recipients' choice
            text += "\n" + translate("MailDialog", "Players who get the mail and no letter: {0} (Letter recipients:"
                                                  " “{1}” sends them one too).").format(addressed, everyone)
        return text

    @staticmethod
    def _saved_in(count: int, path: Path, *, letters: bool) -> str:
        """How many letters (or labels) were saved, and where."""
        if letters:
            return counted(count, translate("MailDialog", "{0} letter saved in {1}."),
                           translate("MailDialog", "{0} letters saved in {1}."), path)
        return counted(count, translate("MailDialog", "{0} label saved in {1}."),
                       translate("MailDialog", "{0} labels saved in {1}."), path)

    # ---------------------------------------------------------------- saving

    def save_letters(self, path: Path | None = None) -> Path | None:
        """The letters of the players chosen at ``path`` (asked for if not given); where they are, or None (said why).

        ``path`` is a folder (one PDF per player) when the tab says so, else one
        file: a Word document if it ends in ``.docx``, a PDF otherwise.
        """
        from wordmastermind.core.wmm.letter import abroad_without_country, build_letters, unset_deadline
        from wordmastermind.core.wmm.player_view import masked_warning
        from wordmastermind.core.wmm.round_report_texts import round_texts
        from wordmastermind.files.i18n import translation
        from wordmastermind.files.mail.message import mail_report
        from wordmastermind.files.outputs import OutputError
        from wordmastermind.files.writers.letters import kind_of, write_letters
        from wordmastermind.gui.background_work import Cancelled, make_in_background
        from wordmastermind.gui.mail.sent_records import written_records

        path = path or self._letters_path()
        if path is None:
            return None
        number, language, view = self.number, self.language(), self.view()
        # the game master's own return address and place go to the players too: through the view
        sender, sender_masked = view.text(self.post_address(), "address")
        place, place_masked = view.text(self.post_place(), "address")
        try:
            report = mail_report(view, language)
            letters = build_letters(view, language=language, everyone=self.letters_for_everyone(),
                                    date=datetime.date.today(), return_address=sender, catalogs=translation)
            if not letters.letters:
                self._set_status(translate("MailDialog", "Nobody gets a letter.") + self._left_out(letters.left_out),
                                 error=True)
                return None
            # made and written in the worker process: ReportLab or python-docx for every letter takes seconds
            written, unprinted = make_in_background(
                self, path, write_letters, kind_of(path, self.files_combo.currentData() == "folder"),
                letters.letters, report, path, layout=str(self.layout_combo.currentData()), sender=sender,
                place=place, duplex=self.duplex_check.isChecked())
        except Cancelled:
            self._set_status(translate("MailDialog", "The letters were not saved: cancelled."), error=True)
            return None
        except (OSError, OutputError, ValueError) as error:
            self._set_status(translate("MailDialog", "The letters could not be written: {0}").format(rule_text(error)),
                             error=True)
            return None
        warning = [*masked_warning((*view.masked, *sender_masked, *place_masked), round_texts(language, translation)),
                   *(rule_text(w) for w in unprinted)]  # what the PDF's font could not print
        unset = unset_deadline(self.evaluation, number)
        if unset is not None:
            warning.append(translate("MailDialog", "Round {0} has no deadline: the letters say to answer as soon as "
                                     "everyone has answered, which a player by post cannot know (the Rounds page "
                                     "sets one).").format(unset))
        abroad = abroad_without_country(letters.letters, sender)
        if abroad:
            warning.append(translate("MailDialog", "The address of {0} ends in a country, but yours names none: their "
                                     "answer slip, posted back from abroad, and the return line lack your country. "
                                     "Add it at the end of Your address (…, 12345 Berlin, DEUTSCHLAND).").format(
                                         ", ".join(abroad)))
        # the warnings first: a hundred players' reasons to get no letter may follow
        self._set_status(self._saved_in(len(letters.letters), path, letters=True) + "".join("\n" + w for w in warning)
                         + self._left_out(letters.left_out))
        moment = datetime.datetime.now().astimezone()
        files = written if isinstance(written, list) else [path] * len(letters.letters)  # one PDF each, or one file
        self._log(written_records(self.evaluation, number, "letter",
                                  [(view.roster_name(letter.name), str(file))
                                   for letter, file in zip(letters.letters, files)],
                                  moment.isoformat(timespec="seconds")))
        self.went_out.emit(number, moment)  # the report goes out as letters
        return path

    def save_labels(self, path: Path | None = None) -> Path | None:
        """The postal players' address labels in a PDF at ``path`` (asked for if not given)."""
        from wordmastermind.files.outputs import OutputError
        from wordmastermind.files.writers.labels import write_labels_pdf
        from wordmastermind.gui.background_work import Cancelled, make_in_background

        path = path or self._pdf_path(translate("MailDialog", "Save the address labels"))
        if path is None:
            return None
        chosen, left_out = recipients(self.evaluation.game.players, everyone=self.letters_for_everyone(),
                                      withdrawn=self._withdrawn())
        if not chosen:
            self._set_status(translate("MailDialog", "Nobody gets a letter.") + self._left_out(left_out), error=True)
            return None
        try:
            make_in_background(self, path, write_labels_pdf, [(player.name, lines) for player, lines in chosen], path,
                               str(self.sheet_combo.currentData()))
        except Cancelled:
            self._set_status(translate("MailDialog", "The labels were not saved: cancelled."), error=True)
            return None
        except (OSError, OutputError, ValueError) as error:
            self._set_status(translate("MailDialog", "The labels could not be written: {0}").format(rule_text(error)),
                             error=True)
            return None
        self._set_status(self._saved_in(len(chosen), path, letters=False) + self._left_out(left_out))
        return path
