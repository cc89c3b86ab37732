"""Problems seen everywhere: a mark on each round tab with a guess that breaks a rule,
and a link in the status bar when an edit makes a guess in another round break one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QMainWindow, QTabBar, QWidget

from wordmastermind.core.wmm.results import Evaluation, GuessResult, RoundResult
from wordmastermind.gui.i18n import counted, rule_text
from wordmastermind.gui.widgets.elided_link import ElidedLink

if TYPE_CHECKING:
    from wordmastermind.core.messages import Text

Place = tuple[int, int]  # (round, saved row), round 1-based, row 0-based


def problems(
    evaluation: Evaluation, kept: dict[int, tuple[tuple[GuessResult, ...], dict[int, Text]]] | None = None
) -> dict[Place, str]:
    """Every complete guess that breaks a rule, with its reason.

    ``kept``: each round's problems as last found, taken over while the round's results are the same objects (an
    edit evaluates again only the rounds it changes; the later rounds keep their results); brought up to date.
    """
    kept = {} if kept is None else kept
    found: dict[Place, str] = {}
    for number, round_ in enumerate(evaluation.rounds, 1):
        known = kept.get(number)
        if known is None or known[0] is not round_.guesses:
            known = kept[number] = (round_.guesses, _broken(round_))
        for row, problem in known[1].items():
            found[(number, row)] = rule_text(problem)
    for number in [n for n in kept if n > len(evaluation.rounds)]:
        del kept[number]
    return found


def _broken(round_: RoundResult) -> dict[int, Text]:
    """The rows of the round's complete guesses that break a rule, with the problem."""
    broken: dict[int, Text] = {}
    for row, result in enumerate(round_.guesses):
        if not result.valid:
            guess = result.guess
            if guess.guesser and guess.target and guess.word:
                broken[row] = result.problem or ""
    return broken


class RoundProblems(QObject):
    """Keeps the tabs' marks and the status bar's notice up to date."""

    chosen = Signal(int, int)
    """The notice's link was clicked: round, saved row."""

    def __init__(self, tabs: QTabBar, page: QWidget) -> None:
        super().__init__(page)
        self.tabs = tabs
        self.page = page
        self._known: set[tuple[int, object]] | None = None  # (round, guess) with a problem, as last seen
        self.notice = ElidedLink(page)  # the page's until shown in the window's status bar, and gone with the page
        self.notice.hide()
        page.destroyed.connect(self.notice.deleteLater)
        self.notice.linkActivated.connect(self._clicked)
        self._shown: Place | None = None
        self._more = 0  # how many other rounds' guesses the notice shown says broke a rule too
        self._tips: dict[int, str] = {}  # each tab's tip as last set here (the page's mark may share the tab)
        self._rounds: dict[int, tuple[tuple[GuessResult, ...], dict[int, Text]]] = {}  # each round's, as last found

    def reset(self, evaluation: Evaluation) -> None:
        """Another game (opened, new): its problems are not news."""
        self._rounds.clear()
        self._known = _known(evaluation, problems(evaluation, self._rounds))
        self._hide()

    def update(self, evaluation: Evaluation, current: int) -> None:
        """Mark the tabs; say what an edit broke in a round other than ``current``."""
        found = problems(evaluation, self._rounds)
        counts: dict[int, int] = {}
        for number, _row in found:
            counts[number] = counts.get(number, 0) + 1
        icon: QIcon | None = None  # the style's, asked for only when a tab gets the mark
        for index in range(self.tabs.count()):
            count = counts.get(index + 1, 0)
            tip = "" if not count else counted(count, self.tr("{0} guess in this round breaks a rule"),
                                                self.tr("{0} guesses in this round break a rule"))
            own = self._tips.get(index, "")
            lines = [line for line in self.tabs.tabToolTip(index).split("\n") if line]
            if (own if own in lines else "") != tip:  # the page's mark of a round changed after it went out stays
                others = "\n".join(line for line in lines if line != own)
                if count and icon is None:
                    from PySide6.QtWidgets import QStyle  # its type is made when first named (5 ms): not at start-up

                    icon = self.page.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
                if count or not others:
                    self.tabs.setTabIcon(index, icon if count and icon is not None else QIcon())
                self.tabs.setTabToolTip(index, "\n".join(part for part in (tip, others) if part))
            self._tips[index] = tip
        known = _known(evaluation, found)
        new = [] if self._known is None else [
            (n, r) for n, r in sorted(found)
            if n != current and (n, evaluation.rounds[n - 1].guesses[r].guess) not in self._known
        ]
        self._known = known
        if new:
            number, row = new[0]
            self._show((number, row), found[(number, row)], len(new))
        elif self._shown is not None and self._shown not in found:
            self._hide()

    def retranslate(self, evaluation: Evaluation, current: int) -> None:
        """The tabs' marks and the notice in the interface's language (its page calls it: this is no widget)."""
        for index in range(self.tabs.count()):
            self.tabs.setTabToolTip(index, "")  # made again below: the page's own mark follows them
        self._tips.clear()
        self.update(evaluation, current)
        shown = self._shown
        reason = problems(evaluation, self._rounds).get(shown) if shown is not None else None
        if shown is not None and reason is not None:
            self._show(shown, reason, self._more)
        else:
            self.notice.set_link("", "")

    def _show(self, place: Place, reason: str, count: int) -> None:
        number, row = place
        text = self.tr("Round {0}, row {1} now breaks a rule: {2}").format(number, row + 1, reason)
        if count > 1:
            text += " " + self.tr("(and {0} more)").format(count - 1)
        self.notice.set_link(text, f"{number}/{row}")
        self._shown, self._more = place, count
        window = self.page.window()
        if isinstance(window, QMainWindow):
            bar = window.statusBar()
            if self.notice.parent() is not bar:  # permanent: a passing message does not hide it
                bar.insertPermanentWidget(0, self.notice)
        self.notice.show()

    def _hide(self) -> None:
        self._shown = None
        self.notice.hide()

    def _clicked(self, link: str) -> None:
        number, row = (int(part) for part in link.split("/"))
        self._hide()
        self.chosen.emit(number, row)


def _known(evaluation: Evaluation, found: dict[Place, str]) -> set[tuple[int, object]]:
    return {(n, evaluation.rounds[n - 1].guesses[r].guess) for n, r in found}

