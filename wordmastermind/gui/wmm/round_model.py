"""One round's guesses as a table: guesser, target, word, then the results.

The game master types into the first three columns; marks (or KP in the
points-only variant), points and a note follow from the core as soon as a
row is complete. The last row is always empty: typing into it adds a guess.
A row that breaks a rule is marked, and the note says why (a guess by a player
who withdrew before the round among them). A place taken over after this
round shows the name it was played under then, "Käthe (now Otto)"; its
editor holds the roster's name (issue 29).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from typing import Any, cast

from PySide6.QtCore import QModelIndex, QModelRoleData, QModelRoleDataSpan, QObject, Qt
from PySide6.QtGui import QFont

from wordmastermind.core.wmm.results import GuessResult
from wordmastermind.core.wmm.game import Guess
from wordmastermind.core.wmm.records import withdrawal_of
from wordmastermind.core.wmm.place_names import EnteredNames
from wordmastermind.core.words import name_key
from wordmastermind.gui.widgets.fonts import fixed_font
from wordmastermind.gui.i18n import Phrase, interface_language, rule_text
from wordmastermind.gui.roles import COMPLETION_ROLE, PROBLEM_ROLE, SORT_ROLE, STATUS_ROLE, WARNING_ROLE
from wordmastermind.gui.rowmodel import EDITABLE as EDITABLE_FLAGS
from wordmastermind.gui.rowmodel import NO_FLAGS, READ_ONLY, Index, Row
from wordmastermind.gui.looks import ALIGNMENT, BACKGROUND, DISPLAY, EDIT, FONT, LOOKS, TIP, Looks
from wordmastermind.gui.widgets.colors import BAD, HIT, WARN
from wordmastermind.gui.wmm.departure_texts import name_then
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.game_model import GameRowModel
from wordmastermind.gui.wmm.word_warnings import WordWarnings
from wordmastermind.gui.word_checker import WordChecker

GUESSER, TARGET, WORD, MARKS, POINTS, NOTE = range(6)
EDITABLE = (GUESSER, TARGET, WORD)
FIELDS = ("guesser", "target", "word")
FIELD_NAMES = {"guesser": Phrase.tr("Guesser"), "target": Phrase.tr("Target"), "word": Phrase.tr("Word")}
"""Each editable field by its column's title, as an undo step names it."""
_STATUS = 6
STATUS = _STATUS
"""The field of a row that holds its state (as STATUS_ROLE gives it)."""
_PROBLEM = 7
_ROW = 8
_LISTS = 9
"""The field of a row that holds what its word's warning depends on (the warning itself is asked when painted)."""
GUESSER_NAME = 10
"""The field of a row with the guesser as the roster names them now (what the cell's editor holds)."""
TARGET_NAME = 11
"""Likewise the target."""


_COLUMNS = 6
_ROOT = QModelIndex()
_ROLES = LOOKS | {STATUS_ROLE, PROBLEM_ROLE, WARNING_ROLE, SORT_ROLE, COMPLETION_ROLE}
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_Span = Sequence[QModelRoleData]  # what a QModelRoleDataSpan is to Python (its stubs do not say)


class RoundModel(GameRowModel):
    def __init__(
        self,
        document: GameDocument,
        number: int = 1,
        parent: QObject | None = None,
        *,
        checker: WordChecker | None = None,
    ) -> None:
        super().__init__(document, parent)
        self.checker = checker
        self.warnings = WordWarnings(document, checker)
        self._answers = 0  # how often the lists (or their early answers) arrived: the warnings may have changed
        if checker is not None:
            checker.ready.connect(self._lists_came)
            checker.answered.connect(self._lists_came)  # words answered before the lists are there
        self._number = number
        self._fonts: tuple[QFont, QFont, QFont] | None = None  # words, marks, a row being typed
        self._flags: tuple[object, tuple[Qt.ItemFlag, ...]] | None = None  # each column's, and their evaluation
        self._language = ""  # the interface's language the rows were made in
        self.reset()

    @property
    def number(self) -> int:
        """The round shown (1-based); one past the last round is a new round."""
        return self._number

    def set_number(self, number: int) -> None:
        if number != self._number:
            self._number = number
            self.reset()

    def headers(self) -> Sequence[str]:
        shown = self.tr("KP") if self.document.game.settings.points_only else self.tr("Marks")
        return (self.tr("Guesser"), self.tr("Target"), self.tr("Word"), shown,
                self.tr("Points"), self.tr("Note"))

    def inputs(self) -> tuple[object, ...]:
        # An edit in a later round leaves this round's results the same object.
        rounds = self.document.evaluation.rounds
        game = self.document.game
        shown = rounds[self._number - 1] if self._number <= len(rounds) else None
        return (shown, game.settings, game.accepted_words, game.takeovers)

    def results(self) -> tuple[GuessResult, ...]:
        rounds = self.document.evaluation.rounds
        return rounds[self._number - 1].guesses if self._number <= len(rounds) else ()

    def _lists_came(self) -> None:
        """The word cells painted again: their warnings are asked again, of the rows shown only."""
        self._answers += 1
        self.rebuild()

    def retranslate(self) -> None:
        """The titles, notes, problems and warnings in the interface's language: the same rows, no reset."""
        if self._language != interface_language():  # else made in it: at the page's start
            self.warnings.retranslate()
            super().retranslate()

    def build_rows(self) -> list[Row]:
        self._language = interface_language()
        game = self.document.game
        points_only, number = game.settings.points_only, self._number
        # A word's warning follows the lists, the word rules and the words accepted: a row holds them, not
        # the warning, which is asked when the row is painted (a hundred rows, some twenty on the screen).
        lists = (self._answers, game.settings.word_rules, game.settings.word_language, game.accepted_words)
        rows: list[Row] = []
        for result in self.results():
            guess = result.guess
            complete = bool(guess.guesser and guess.target and guess.word)
            guesser, target = (result.guesser, result.target) if result.valid else (guess.guesser, guess.target)
            then = name_then(game, guesser, number), name_then(game, target, number)  # a place taken over later
            if result.valid:
                shown = str(result.kp) if points_only else str(result.marks)
                status = "hit" if result.hit else "ok"
                note = self.tr("guessed!") if result.hit else ""
                rows.append((*then, guess.word, shown, result.points,
                             note, status, None, result.row, lists, guesser, target))
            elif not complete:
                rows.append((*then, guess.word, "", None,
                             self.tr("incomplete"), "incomplete", None, result.row, None, guesser, target))
            else:
                problem = rule_text(result.problem or "")
                rows.append((*then, guess.word, "", None,
                             problem, "bad", problem, result.row, None, guesser, target))
        rows.append(("", "", "", "", None, "", "blank", None, len(rows), None, "", ""))
        return rows

    def word_warning(self, word: str) -> str | None:
        return self.warnings.of(word)

    def row_warning(self, row: Row) -> str | None:
        """What the word lists say against the row's word (a guess that counts only)."""
        return self.warnings.of(row[WORD]) if row[_STATUS] in ("ok", "hit") else None

    def word_actions(self, index: Index) -> list[tuple[str, Callable[[], None]]]:
        """Accept the guessed word in this row although the lists do not know it, or take that back."""
        from wordmastermind.gui.widgets.word_actions import word_actions

        if index.column() != WORD or self.is_blank_row(index.row()):
            return []
        row = self.row(index.row())
        return word_actions(self.document, row[WORD], self.row_warning(row))

    def shows(self) -> dict[int, tuple[int, ...]]:
        # The status and the problem concern the whole row; the warning only its word.
        return {_ROW: (), _LISTS: (WORD,), GUESSER_NAME: (GUESSER,), TARGET_NAME: (TARGET,)}

    def row_key(self, row: Row) -> Hashable:
        # Rows are known by their place: typing into the empty last row turns
        # it into a guess in place (and a new empty row appears below), and the
        # cursor keeps its row when rows above it change.
        key: Hashable = row[_ROW]
        return key

    def is_blank_row(self, row: int) -> bool:
        return row == self.rowCount() - 1

    def flags(self, index: Index) -> Qt.ItemFlag:
        # Asked for every cell painted; the same for every row (the sort proxy relies on it).
        return self.column_flags()[index.column()] if index.isValid() else NO_FLAGS

    def column_flags(self) -> tuple[Qt.ItemFlag, ...]:
        """Each column's flags, made once per evaluation of the game."""
        evaluation = self.document.evaluation
        if self._flags is None or self._flags[0] is not evaluation:
            typed = EDITABLE_FLAGS if self.editable() else READ_ONLY
            self._flags = (evaluation, tuple(typed if c in EDITABLE else READ_ONLY for c in range(_COLUMNS)))
        return self._flags[1]

    def editable(self) -> bool:
        """A round after the end of the game takes no guesses."""
        ended = self.document.evaluation.game_over_after
        return ended is None or self._number <= ended

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else _COLUMNS

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # A repaint of the table asks some thousand times, most often for a role
        # not answered here: out at once (a sorted round repaints in a frame).
        if role not in _ROLES or not index.isValid():
            return None
        if role in LOOKS:
            value = self.looks(index.row())[index.column()].get(role)
            return QFont(value) if isinstance(value, QFont) else value  # the kept font stays as made
        row = self.row(index.row())
        column = index.column()
        if role == STATUS_ROLE:
            return row[_STATUS]
        if role == PROBLEM_ROLE:
            return row[_PROBLEM]
        if role == WARNING_ROLE:
            return self.row_warning(row) if column == WORD else None
        if role == SORT_ROLE:
            return row[column] if row[column] is not None else -1
        if role == COMPLETION_ROLE:
            return self.completions(index.row(), column)
        return None

    def multiData(self, index: Index, roleDataSpan: QModelRoleDataSpan | QModelRoleData) -> None:
        """Every role a cell is painted with, in one call (Qt's own asks data() once per role)."""
        wanted = (roleDataSpan,) if isinstance(roleDataSpan, QModelRoleData) else cast(_Span, roleDataSpan)
        looks = self.looks(index.row())[index.column()] if index.isValid() else {}
        for one in wanted:
            role = one.role()
            value = looks.get(role) if role in LOOKS else self.data(index, role) if role in _ROLES else None
            if value is None:
                one.clearData()
            else:
                one.setData(value)

    def make_looks(self, row: Row) -> Looks:
        """The row's cells as painted: text, tip, background, font, alignment."""
        status, problem = row[_STATUS], row[_PROBLEM]
        if self._fonts is None:
            word, marks, typing = fixed_font(), fixed_font(), QFont()
            marks.setBold(True)
            typing.setItalic(True)
            self._fonts = (word, marks, typing)
        cells = []
        for column in range(_COLUMNS):
            value = row[column]
            text = "" if value is None else str(value)
            edited = row[GUESSER_NAME] if column == GUESSER else row[TARGET_NAME] if column == TARGET else text
            cell: dict[int, Any] = {DISPLAY: text, EDIT: edited}
            warning = self.row_warning(row) if column == WORD else None
            if problem:
                cell[TIP] = problem
            elif warning:
                cell[TIP] = self.tr("Not in the word lists: {0}. Right-click to accept it.").format(warning)
            elif status == "blank" and column == GUESSER:
                cell[TIP] = self.tr("Type a guess here: guesser, Tab, target, Tab, word, Enter")
            elif column in (GUESSER, TARGET) and text:  # whole where the names' columns gave way
                cell[TIP] = text
            background = BAD if status == "bad" else HIT if status == "hit" else WARN if warning else None
            if background is not None:
                cell[BACKGROUND] = background
            if column in (WORD, MARKS):
                cell[FONT] = self._fonts[column == MARKS]
            elif status == "incomplete" and column == NOTE:
                cell[FONT] = self._fonts[2]
            if column == POINTS:
                cell[ALIGNMENT] = _RIGHT
            cells.append(cell)
        return tuple(cells)

    def forget_looks(self) -> None:
        """Made again in the application's new font."""
        self._fonts = None
        super().forget_looks()

    def completions(self, row: int, column: int) -> list[str]:
        """The names offered while typing in the guesser or target column.

        For the target: first those this guesser may guess at, then every other
        player, so that choosing one the rules do not allow shows the real reason.
        """
        evaluation = self.document.evaluation
        game = self.document.game
        names = [p.name for p in game.players if p.name]
        if column == GUESSER:  # first those who still play in this round
            playing = [n for n in names if (w := withdrawal_of(game, n)) is None or self._number <= w.after_round]
            return playing + [n for n in names if n not in playing]
        if column != TARGET:
            return []
        guesser = self.row(row)[GUESSER_NAME]
        if self._number == 1:
            lot = self.document.game.lot
            allowed = list(lot.targets(guesser)) if lot is not None and guesser else names
        else:
            allowed = [
                p.name
                for p in evaluation.players
                if p.name
                and name_key(p.name) != name_key(guesser)
                and (p.guessed_in_round is None or p.guessed_in_round >= self._number)
                and (p.word_left_after is None or p.word_left_after >= self._number)
            ]
        keys = {name_key(name) for name in allowed} | {name_key(guesser)}
        return allowed + [name for name in names if name_key(name) not in keys]

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() not in EDITABLE:
            return False
        text = str(value if value is not None else "").strip()
        row, field = index.row(), FIELDS[index.column()]
        number = self._number
        if field != "word":  # the roster's spelling, a place's name of the round, a name as players write it
            text = EnteredNames(self.document.game, number).name(text)
        guesses = self.guesses()
        if row >= len(guesses):
            if not text:
                return False
            guess = replace(Guess("", "", ""), **{field: text})
            label = Phrase.tr("Add a guess in round {0}").format(number)
        else:
            old = guesses[row]
            if getattr(old, field) == (text.upper() if field == "word" else text):
                return False
            guess = replace(old, **{field: text})
            label = Phrase.tr("Change {0} in round {1}, row {2}").format(FIELD_NAMES[field], number, row + 1)
        return self.apply_edit(label, lambda game: game.with_guess(number, row, guess))

    def guesses(self) -> tuple[Guess, ...]:
        rounds = self.document.game.rounds
        return rounds[self._number - 1].guesses if self._number <= len(rounds) else ()

    def remove_rows(self, rows: Sequence[int]) -> None:
        real = sorted(r for r in set(rows) if r < len(self.guesses()))
        if not real:
            return
        number = self._number
        label = Phrase.counted(len(real), Phrase.tr("Delete {0} guess in round {1}"),
                               Phrase.tr("Delete {0} guesses in round {1}"), number)
        self.document.edit(label, lambda game: game.without_guesses(number, real))

    def insert_guesses(self, row: int, guesses: Sequence[Guess]) -> None:
        """Insert pasted guesses before ``row`` as one undoable step."""
        if not guesses:
            return
        number = self._number
        at = min(row, len(self.guesses()))
        label = Phrase.counted(len(guesses), Phrase.tr("Paste {0} guess into round {1}"),
                               Phrase.tr("Paste {0} guesses into round {1}"), number)
        entered = EnteredNames(self.document.game, number).guesses(guesses)  # each name as setData takes it
        self.apply_edit(label, lambda game: game.with_guesses_inserted(number, at, entered))
