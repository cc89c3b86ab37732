"""The roster as a table: name, secret word, e-mail, address, how the player gets the post, what their mails carry,
and the place's story (withdrew after round 3, took over from Käthe: issue 29).

The last row is always empty: typing into it adds a player. Secret words are
shown as dots unless "show secrets" is on. A bad entry is marked in the cell
at fault, with the reason as tooltip and under PROBLEM_ROLE. A new e-mail
address typed over a player's old one keeps the old one after it
(:func:`~wordmastermind.core.wmm.roster.changed_addresses`): mail from it
still counts; the status bar says so, and the cell's tooltip names a
player's addresses. The channel and the attachment are shown by name and
edited by picking one (:mod:`.roster_choices`); the blank row has neither.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from functools import reduce
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow, QWidget

from wordmastermind.core.errors import RuleError, field
from wordmastermind.core.wmm.game import Player
from wordmastermind.core.wmm.roster import address_warnings, changed_addresses, roster_problems
from wordmastermind.core.words import names_listed
from wordmastermind.files.wmm.columns import ROSTER_FIELDS
from wordmastermind.gui.i18n import Phrase, rule_text
from wordmastermind.gui.roles import PROBLEM_ROLE, STATUS_ROLE, WARNING_ROLE
from wordmastermind.gui.rowmodel import Index, Row
from wordmastermind.gui.widgets.colors import BAD, WARN
from wordmastermind.gui.widgets.fonts import italic_font
from wordmastermind.gui.wmm.departure_texts import is_withdrawn, place_story
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.game_model import GameRowModel
from wordmastermind.gui.wmm.roster_choices import attachment_names, attachment_tip, channel_names, channel_tip, code_of
from wordmastermind.gui.wmm.word_warnings import WordWarnings
from wordmastermind.gui.word_checker import WordChecker

if TYPE_CHECKING:
    from wordmastermind.core.messages import Message

NAME, SECRET, EMAIL, ADDRESS, CHANNEL, ATTACHMENT, STATUS = range(7)
FIELDS = ROSTER_FIELDS
FIELD_NAMES = dict(zip(FIELDS, (Phrase.tr("Name"), Phrase.tr("Secret word"), Phrase.tr("E-mail"), Phrase.tr("Address"),
                               Phrase.tr("Channel"), Phrase.tr("Attachment"))))
"""Each field by its column's title, as an undo step names it."""
"""The player's fields the columns edit (the Status column tells, and is not edited)."""
HIDDEN = "●●●●●"
_NAME_PROBLEM, _SECRET_PROBLEM, _ROW, _CHECKED, _WITHDRAWN, _EMAIL_WARNING, _POST_WARNING = 7, 8, 9, 10, 11, 12, 13
_WARNED = frozenset({WARNING_ROLE, Qt.ItemDataRole.ToolTipRole.value, Qt.ItemDataRole.BackgroundRole.value})
"""The roles that show the word lists' warning on a secret word."""


def paste_keys() -> str:
    """The keys that paste, as the system names them in the interface's language (Ctrl+V, Strg+V, ⌘V)."""
    return QKeySequence(QKeySequence.StandardKey.Paste).toString(QKeySequence.SequenceFormat.NativeText)


class RosterModel(GameRowModel):
    def __init__(
        self, document: GameDocument, parent: QObject | None = None, *, checker: WordChecker | None = None
    ) -> None:
        super().__init__(document, parent)
        self.checker = checker
        # Each secret's warning is asked of the lists when its cell is first shown, and kept.
        self.warnings = WordWarnings(document, checker)
        if checker is not None:
            checker.ready.connect(self._lists_arrived)
            checker.answered.connect(self._lists_arrived)  # words answered before the lists are there
        self._show_secrets = False
        self.reset()

    def retranslate(self) -> None:
        self.warnings.retranslate()
        super().retranslate()

    def headers(self) -> Sequence[str]:
        return (self.tr("Name"), self.tr("Secret word"), self.tr("E-mail"), self.tr("Address"), self.tr("Channel"),
                self.tr("Attachment"), self.tr("Status"))

    @property
    def show_secrets(self) -> bool:
        return self._show_secrets

    def set_show_secrets(self, show: bool) -> None:
        if show != self._show_secrets:
            self._show_secrets = show
            self.refresh()

    def inputs(self) -> tuple[object, ...]:
        game = self.document.game
        return (game.players, game.settings, game.accepted_words, self._show_secrets, game.withdrawals,
                game.takeovers)

    def build_rows(self) -> list[Row]:
        game = self.document.game
        # What a secret's warning depends on besides the word: a change of it changes the secret's cell.
        checked_by = (game.settings.word_rules, game.accepted_words, game.settings.word_language)
        problems: dict[tuple[int, Message], list[str]] = {}
        for problem in roster_problems(game.players, game.settings.word_rules):
            if problem.row is not None and problem.field is not None:
                problems.setdefault((problem.row, problem.field), []).append(rule_text(problem.message))
        # no refusal: the mails (or the letters) skip the player until it is put right
        bad_addresses: dict[tuple[int, Message | None], list[str]] = {}
        for problem in address_warnings(game.players):
            bad_addresses.setdefault((problem.row or 0, problem.field), []).append(rule_text(problem.message))
        rows: list[Row] = []
        channels, attachments = channel_names(), attachment_names()
        for i, player in enumerate(game.players):
            secret = player.secret if self._show_secrets else (HIDDEN if player.secret else "")
            rows.append(
                (
                    player.name,
                    secret,
                    player.email,
                    player.address.replace("\n", ", "),
                    channels.get(player.channel, player.channel),
                    attachments.get(player.attachment, player.attachment),
                    place_story(game, player.name),  # withdrew, took over (issue 29)
                    "; ".join(problems.get((i, field("name")), [])) or None,
                    "; ".join(problems.get((i, field("secret")), [])) or None,
                    i,
                    (player.secret, checked_by),
                    is_withdrawn(game, player.name),
                    "; ".join(bad_addresses.get((i, field("email")), [])) or None,
                    "; ".join(bad_addresses.get((i, field("address")), [])) or None,
                )
            )
        rows.append(("", "", "", "", "", "", "", None, None, len(game.players), ("", checked_by), False, None, None))
        return rows

    def word_warning(self, word: str) -> str | None:
        return self.warnings.of(word)

    def _warning(self, row: int) -> str | None:
        """The word lists' warning on the secret word of ``row`` (asked when first shown, then kept)."""
        secret: str = self.row(row)[_CHECKED][0]
        return self.warnings.of(secret)

    def _lists_arrived(self) -> None:
        """The word lists (or early answers) are here: only the secret words' cells change."""
        rows = self.rowCount()
        if rows:
            self.dataChanged.emit(self.index(0, SECRET), self.index(rows - 1, SECRET))

    def shows(self) -> dict[int, tuple[int, ...]]:
        # The name's problem concerns its cell, the secret's problem and warning theirs.
        return {_NAME_PROBLEM: (NAME,), _SECRET_PROBLEM: (SECRET,), _ROW: (), _CHECKED: (SECRET,),
                _WITHDRAWN: (NAME, STATUS), _EMAIL_WARNING: (EMAIL,), _POST_WARNING: (ADDRESS,)}

    def row_key(self, row: Row) -> Hashable:
        key: Hashable = row[_ROW]  # by place, as in the round table
        return key

    def is_blank_row(self, row: int) -> bool:
        return row == len(self.document.game.players)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if index.column() == STATUS or (index.column() in (CHANNEL, ATTACHMENT) and self.is_blank_row(index.row())):
            return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable  # a player first, then their choices
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    def problem(self, index: Index) -> str | None:
        row = self.row(index.row())
        if index.column() == NAME:
            return row[_NAME_PROBLEM]  # type: ignore[no-any-return]
        if index.column() == SECRET:
            return row[_SECRET_PROBLEM]  # type: ignore[no-any-return]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(index)
        if role == Qt.ItemDataRole.EditRole:
            players = self.document.game.players
            if index.row() >= len(players):
                return ""
            player = players[index.row()]
            if column == STATUS:
                return self.text(index)
            if column == SECRET and not self._show_secrets:
                return ""  # type over it; the secret is not revealed by editing
            return getattr(player, FIELDS[column])
        if role == PROBLEM_ROLE:
            return self.problem(index)
        warning = self._warning(index.row()) if column == SECRET and role in _WARNED else None
        if column == EMAIL:  # an address no mail can go to
            warning = self.row(index.row())[_EMAIL_WARNING]
        if column == ADDRESS:  # letters asked for, and no postal address
            warning = self.row(index.row())[_POST_WARNING]
        if role == WARNING_ROLE:
            return warning
        if role == STATUS_ROLE:
            if self.is_blank_row(index.row()):
                return "blank"
            return "bad" if self.problem(index) else "ok"
        if role == Qt.ItemDataRole.ToolTipRole:
            problem = self.problem(index)
            if problem:
                return problem
            if warning and column in (EMAIL, ADDRESS):
                return warning
            if warning:
                return self.tr("Not in the word lists: {0}. Right-click to accept it.").format(warning)
            if self.is_blank_row(index.row()):  # the new player's row: typed, or pasted (paste)
                return self.tr("Type a name here to add a player, or paste players copied from a spreadsheet with"
                               " {0} (a row each)").format(paste_keys())
            if column == EMAIL:
                return self.addresses_tip(index.row())
            if column == CHANNEL:
                return channel_tip()
            if column == ATTACHMENT:
                return attachment_tip()
            if column == STATUS and not self.is_blank_row(index.row()):
                return self.tr("Right-click a player to withdraw them, to let someone take their place over,"
                               " or to take either back")
            return None
        if role == Qt.ItemDataRole.BackgroundRole and self.problem(index):
            return BAD
        if role == Qt.ItemDataRole.BackgroundRole and warning:
            return WARN
        if role == Qt.ItemDataRole.FontRole and column in (NAME, STATUS) and self.row(index.row())[_WITHDRAWN]:
            return italic_font()  # a player who no longer plays
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or index.column() >= len(FIELDS):
            return False
        text = typed = str(value if value is not None else "")
        row, field = index.row(), FIELDS[index.column()]
        players = self.document.game.players
        if field in ("channel", "attachment"):
            return self._set_choice(row, field, text)
        if row >= len(players):
            if not text.strip():
                return False
            player = replace(Player("", ""), **{field: text})
            label = Phrase.tr("Add player {0}").format(player.name or text.strip())
        else:
            old = players[row]
            if field == "secret" and not self._show_secrets and not text.strip():
                return False  # an empty editor over a hidden secret keeps it
            if field == "email":  # a new address typed over the old one: the old one stays, after it
                text = changed_addresses(old.email, typed)
            player = replace(old, **{field: text})
            label = Phrase.tr("Change {0} of {1}").format(FIELD_NAMES[field], old.name)
        done = self.apply_edit(label, lambda game: game.with_player(row, player))
        kept = [a for a in player.addresses if a not in Player("", "", typed).addresses] if field == "email" else []
        if done and row < len(players) and kept:
            self._tell(self.tr("{0}'s old address {1} is kept as a second address: mail from it still counts."
                               " To remove it, type the field without it.").format(player.name, ", ".join(kept)))
        return done

    def paste(self, text: str, row: int, column: int) -> bool:
        """Put players pasted at ``row`` and ``column`` into the roster, from there on
        (:mod:`~wordmastermind.files.wmm.pasted_roster`; pasted into the Status column, from the name on), as one
        undo step; each refusal is said at its row and field. An e-mail pasted over a player's keeps the old one
        after it, as one typed does."""
        from wordmastermind.files.wmm.pasted_roster import read_pasted_players  # the tables' reader: not at start-up

        game = self.document.game
        first = FIELDS[column] if column < len(FIELDS) else FIELDS[0]
        pasted = read_pasted_players(text, first, min(row, len(game.players)))
        refused = [rule_text(problem.as_message()) for problem in pasted.problems]
        changes: list[tuple[int, Player]] = []
        for place, values in pasted.rows:
            place = min(place, len(game.players))  # after a new player refused, the next takes its row
            old = game.players[place] if place < len(game.players) else Player("", "")
            if "email" in values:
                values["email"] = changed_addresses(old.email, values["email"])
            player = replace(old, **values)
            try:
                game = game.with_player(place, player)
            except RuleError as error:
                refused.append(rule_text(error))
                continue
            changes.append((place, player))
        if changes:
            label = Phrase.counted(len(changes), Phrase.tr("Paste {0} player"), Phrase.tr("Paste {0} players"))
            self.document.edit(label, lambda game: reduce(lambda done, put: done.with_player(*put), changes, game))
        if refused:
            self.refused.emit("\n".join([self.tr("Not taken from the paste:"), *refused]))
        return bool(changes)

    def _set_choice(self, row: int, field: str, text: str) -> bool:
        """Set a player's channel or attachment (a code, or its name): one undo step."""
        players = self.document.game.players
        code = code_of(text, channel_names() if field == "channel" else attachment_names())
        if row >= len(players) or code is None:
            return False
        old = players[row]
        if getattr(old, field) == code:
            return False
        player = replace(old, **{field: code})
        label = Phrase.tr("Change {0} of {1}").format(FIELD_NAMES[field], old.name)
        return self.apply_edit(label, lambda game: game.with_player(row, player))

    def addresses_tip(self, row: int) -> str | None:
        """What a player's e-mail field means when it holds several addresses."""
        players = self.document.game.players
        if row >= len(players) or len(players[row].addresses) < 2:
            return None
        addresses = players[row].addresses
        return self.tr("Mail goes to {0}; guesses are taken from every address: {1}."
                       " To remove an address, type the field without it.").format(
            addresses[0], ", ".join(addresses))

    def _tell(self, text: str) -> None:
        """Say ``text`` in the window's status bar (the model's page is in a main window)."""
        page = self.parent()
        window = page.window() if isinstance(page, QWidget) else None
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 15_000)

    def word_actions(self, index: Index) -> list[tuple[str, Callable[[], None]]]:
        """Accept the secret in this row although the lists do not know it, or take that back."""
        from wordmastermind.gui.widgets.word_actions import word_actions

        players = self.document.game.players
        if index.column() != SECRET or index.row() >= len(players):
            return []
        return word_actions(self.document, players[index.row()].secret, self._warning(index.row()))

    def remove_rows(self, rows: Sequence[int]) -> None:
        """Remove the given players (the blank row is ignored) as one step."""
        players = self.document.game.players
        real = sorted(r for r in set(rows) if r < len(players))
        if not real:
            return
        names = names_listed(players[r].name or "?" for r in real)
        self.document.edit(
            Phrase.tr("Remove {0}").format(names), lambda game: game.without_players(real)
        )
