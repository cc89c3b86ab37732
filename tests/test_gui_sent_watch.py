"""The Rounds page's banner of the rounds changed after their report went out, on a game whose every report
went out: it says exactly what a correction is owed (as the core finds it), and the window is never kept
waiting while that is worked out (a correction of an early round changes every later one)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt

import wordmastermind.core.wmm.sent_log as sent_log
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game, Guess
from wordmastermind.core.wmm.sent_log import changed_rounds, corrections, sent_reports
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.wmm.file import save_game
from wordmastermind.gui.mail.confirm import NAMED
from wordmastermind.gui.wmm.sent_watch import AT_ONCE

from test_gui_corrections import game_menu, retype

AT = "2026-12-01T18:00+01:00"
PLAYERS, ROUNDS = 12, 12


def every_report_sent(players: int = PLAYERS, rounds: int = ROUNDS) -> Game:
    """A game of 12 players and 12 rounds (more reports than the watch compares at once) whose every round's
    report went out to every player, round by round."""
    game = random_game(players, rounds, seed=1, hit_chance=0.01)
    assert len(game.rounds) == rounds and players * rounds > AT_ONCE
    names = [p.name for p in game.players]
    for number in range(1, rounds + 1):
        game = game.with_sent(sent_reports(evaluate(game), number, "round", names, AT))
    return game


@pytest.fixture
def page(window: Any, tmp_path: Path, qtbot: Any) -> Any:
    """The game open, round 3 shown, the watch done with what it found on opening."""
    path = tmp_path / "sent.wmm"
    save_game(every_report_sent(), path)
    assert window.open_path(path)
    shown = window.wmm.show_rounds(3)
    qtbot.waitUntil(lambda: not shown.sent_watch.busy)
    return shown


def owed(page: Any) -> tuple[tuple[int, ...], dict[int, tuple[str, ...]]]:
    """What the core says is owed of the game now: the rounds changed after they went out, and for whom."""
    evaluation = page.document.evaluation
    rounds = changed_rounds(evaluation)
    return rounds, {n: who for n in rounds if (who := tuple(c.player for c in corrections(evaluation, n)))}


def test_opening_a_game_whose_reports_tell_what_they_told_shows_no_banner(page: Any) -> None:
    assert owed(page) == ((), {})
    assert not page.banner.isVisible() and not page.after_sending and page.tabs.tabToolTip(2) == ""


def test_a_corrected_guess_shows_the_banner_once_worked_out_and_its_undoing_takes_it_away(
        page: Any, qtbot: Any) -> None:
    guess = page.document.game.rounds[2].guesses[0]
    secret = page.document.game.player(guess.target).secret
    with qtbot.waitSignal(page.sent_watch.settled, timeout=10_000):
        retype(qtbot, page, 0, secret.lower())  # the first guess of round 3 guesses its word now
    rounds, players = owed(page)
    assert rounds == tuple(range(3, ROUNDS + 1))
    assert page.after_sending.rounds == rounds and page.after_sending.players == players
    assert page.banner.isVisible() and page.banner_label.text() == page.changed_text(page.after_sending)
    assert page.banner_label.text().startswith(f"Changed after they were sent: rounds 3–{ROUNDS}.")
    assert page.tabs.tabToolTip(2) == "Changed after it was sent" and page.tabs.tabToolTip(1) == ""
    assert game_menu(page.window())[-1] == "Send a &Correction…"

    with qtbot.waitSignal(page.sent_watch.settled, timeout=10_000):
        page.document.undo_stack.undo()
    assert owed(page) == ((), {})
    assert not page.banner.isVisible() and not page.after_sending and page.tabs.tabToolTip(2) == ""
    assert "Send a &Correction…" not in game_menu(page.window())


def test_a_guess_of_the_next_round_owes_nothing_and_is_answered_at_once(page: Any, qtbot: Any) -> None:
    game = page.document.game
    evaluation = page.document.evaluation
    guesser = game.players[0].name
    target = evaluation.targets_next_round(guesser)[0]
    page.document.edit("Guess", lambda g: g.with_guess(ROUNDS + 1, 0, Guess(guesser, target, "ABCDE")))
    assert not page.sent_watch.busy  # every round that went out is as it was: nothing left to work out
    assert owed(page) == ((), {})
    assert not page.banner.isVisible() and not page.after_sending


def test_an_early_round_corrected_is_worked_out_a_little_at_a_time(page: Any, qtbot: Any,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Found typing a guess into round 20 of a game of 100 players whose every report went out: the window
    stood still for 150 ms after each word while every round from 20 to 40 was compared with what its
    reports told. Now the edit leaves them to the next turns of the event loop (it is painted first), where
    they are compared a few at a time (as many as a round of 100 players), between the paints."""
    compared: list[int] = []
    compare = sent_log.corrections

    def counted(evaluation: Any, number: int, *args: Any, **kwargs: Any) -> Any:
        compared.append(number)
        return compare(evaluation, number, *args, **kwargs)

    monkeypatch.setattr(sent_log, "corrections", counted)
    row, guess = 0, page.document.game.rounds[1].guesses[0]
    page.document.edit("Correct", lambda g: g.with_guess(2, row, Guess(guess.guesser, guess.target, "ZZZZZ")))
    assert compared == [] and page.sent_watch.busy and not page.banner.isVisible()
    so_far: list[int] = []  # how many rounds were compared after each step
    step = page.sent_watch.watch_of.step
    monkeypatch.setattr(page.sent_watch.watch_of, "step",
                        lambda *args, **kwargs: (step(*args, **kwargs), so_far.append(len(compared)))[0])
    qtbot.waitUntil(lambda: not page.sent_watch.busy)
    assert compared == list(range(2, ROUNDS + 1))  # each once
    at_once = AT_ONCE // PLAYERS  # rounds of 12 reports compared in one go
    assert so_far == [at_once, ROUNDS - 1]
    rounds, players = owed(page)
    assert rounds and page.after_sending.rounds == rounds and page.after_sending.players == players
    assert page.banner.isVisible()


def test_no_snapshot_is_read_field_by_field_when_the_game_tells_what_its_reports_told(
        window: Any, tmp_path: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Found opening a game of 100 players and 40 rounds whose every report went out: each of the 4,000
    snapshots was read field by field and compared with one made anew (half a second)."""
    read: list[str] = []
    fields = sent_log._fields
    monkeypatch.setattr(sent_log, "_fields", lambda text: read.append(text) or fields(text))
    path = tmp_path / "sent.wmm"
    save_game(every_report_sent(), path)
    assert window.open_path(path)
    page = window.wmm.show_rounds(3)
    qtbot.waitUntil(lambda: not page.sent_watch.busy)
    assert not page.banner.isVisible()
    assert read == []


@pytest.mark.parametrize("players", [20, 100])
@pytest.mark.parametrize("size", [(1280, 650), (850, 420)], ids=["100%", "150%"])
def test_every_line_of_a_long_banner_is_whole(window: Any, tmp_path: Path, qtbot: Any, players: int,
                                              size: tuple[int, int]) -> None:
    """Found correcting round 20 of a game of 100 players whose every report went out, in German, the window
    as big as a laptop's screen of 1280×720 less its title and task bars, at 100 % or at 150 % (853×480): the banner
    named the players owed a correction round by round in six lines and more, and its first line was cut at
    the top: its label was squeezed below the height of its text. It keeps that height now, and it names the
    players once, in one list: round by round they are in its tip."""
    path = tmp_path / "sent.wmm"
    save_game(every_report_sent(players, 24), path)
    window.switch_language("de")
    window.setFixedSize(*size)
    assert window.open_path(path)
    window.show()
    page = window.wmm.show_rounds(20)
    qtbot.waitUntil(lambda: not page.sent_watch.busy)
    guess = page.document.game.rounds[19].guesses[0]
    secret = page.document.game.player(guess.target).secret
    with qtbot.waitSignal(page.sent_watch.settled, timeout=60_000):  # the first guess of round 20 guesses its word
        page.document.edit("Correct", lambda g: g.with_guess(20, 0, Guess(guess.guesser, guess.target, secret)))
    qtbot.waitUntil(lambda: not page.sent_watch.busy and page.banner.isVisible())
    label = page.banner_label
    text = label.text()
    assert text.startswith("Nach dem Versand geändert: Runden 20–24. ")
    # the players named once, in one list; round by round in the tip (for 100 players, a page of names)
    everyone = list(dict.fromkeys(name for names in page.after_sending.players.values() for name in names))
    assert len(everyone) > NAMED and f"({', '.join(everyone[:NAMED])} und {len(everyone) - NAMED} weitere)" in text
    number, names = max(page.after_sending.players.items(), key=lambda item: len(item[1]))  # round 24: everyone
    assert f"Runde {number}: {', '.join(names[:NAMED])} und {len(names) - NAMED} weitere" in label.toolTip()
    metrics = label.fontMetrics()

    def lines_height() -> int:
        """The height of the label's text wrapped at the label's width."""
        room = QRect(0, 0, label.contentsRect().width(), 1 << 20)
        return metrics.boundingRect(room, int(Qt.TextFlag.TextWordWrap), text).height()

    assert lines_height() <= 4 * metrics.height()  # a few lines, not a page of names
    # once laid out, the label's height is its text's, and the banner and the page give it all (no line is cut)
    qtbot.waitUntil(lambda: label.contentsRect().height() >= lines_height()
                    and label.visibleRegion().boundingRect() == label.rect())


def test_the_tabs_keep_their_mark_while_another_edit_is_worked_out(page: Any, qtbot: Any) -> None:
    """Found profiling benchmarks/gui.py --only sent: each word typed into a round took the mark of every
    round changed after it went out off its tab (the marks of broken rules, made anew, wiped it), and the
    watch put them back once it had worked out the edit: the tab bar laid out and painted twice per word,
    the marks blinking. The marks of broken rules now leave the page's alone."""
    guess = page.document.game.rounds[2].guesses[0]
    secret = page.document.game.player(guess.target).secret
    with qtbot.waitSignal(page.sent_watch.settled, timeout=10_000):
        retype(qtbot, page, 0, secret.lower())
    marked = ["Changed after it was sent" in page.tabs.tabToolTip(i).split("\n") for i in range(ROUNDS)]
    assert marked == [False, False] + [True] * (ROUNDS - 2)
    other = page.document.game.rounds[2].guesses[1]
    page.document.edit("Correct", lambda g: g.with_guess(3, 1, Guess(other.guesser, other.target, "ZZZZZ")))
    assert page.sent_watch.busy  # rounds 3 to 12 are worked out again
    assert ["Changed after it was sent" in page.tabs.tabToolTip(i).split("\n") for i in range(ROUNDS)] == marked
    assert all(not page.tabs.tabIcon(i).isNull() for i in range(2, ROUNDS))


def test_the_marks_and_the_banner_follow_a_change_of_language(page: Any, qtbot: Any) -> None:
    """A game master who switches the interface to German keeps every mark of a round changed after it went
    out, said in German, beside the marks of broken rules, and the banner in German; and back."""
    window = page.window()
    guess = page.document.game.rounds[2].guesses[0]
    secret = page.document.game.player(guess.target).secret
    with qtbot.waitSignal(page.sent_watch.settled, timeout=10_000):
        retype(qtbot, page, 0, secret.lower())
    english = [page.tabs.tabToolTip(i) for i in range(ROUNDS)]
    marked = [False, False] + [True] * (ROUNDS - 2)
    assert ["Changed after it was sent" in tip.split("\n") for tip in english] == marked
    assert any("a rule" in tip for tip in english)  # the guesses at the word guessed now, in later rounds
    try:
        with qtbot.waitSignal(page.sent_watch.settled, timeout=10_000):
            assert window.translators.install("de")
        tips = [page.tabs.tabToolTip(i).split("\n") for i in range(ROUNDS)]
        assert ["Nach dem Versand geändert" in lines for lines in tips] == marked
        assert not any("Changed after it was sent" in lines or "a rule" in "".join(lines) for lines in tips)
        assert sum("gegen eine Regel" in "".join(lines) for lines in tips) == sum(
            "a rule" in tip for tip in english)  # the marks of broken rules stay beside them, in German
        assert [page.tabs.tabIcon(i).isNull() for i in range(ROUNDS)] == [not t for t in english]
        assert page.banner.isVisible()
        assert page.banner_label.text().startswith(f"Nach dem Versand geändert: Runden 3–{ROUNDS}.")
    finally:
        with qtbot.waitSignal(page.sent_watch.settled, timeout=10_000):
            window.translators.install("en")
    assert [page.tabs.tabToolTip(i) for i in range(ROUNDS)] == english
    assert page.banner_label.text().startswith(f"Changed after they were sent: rounds 3–{ROUNDS}.")
