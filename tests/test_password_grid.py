"""PASSWORD: the deduction grids and the candidates, against brute force and
with properties of truthful (and corrected) logs."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordmastermind.core.password.game import (
    Game,
    Side,
    options,
    play,
    suggested_answer,
    wrong_answers,
)
from wordmastermind.core.password.board import Board, roll_dice
from wordmastermind.core.password.errors import PasswordError
from wordmastermind.core.password.grid import (
    Fact,
    Grid,
    Knowledge,
    candidates,
    fits,
    reconstruct,
)
from wordmastermind.core.password.log import (
    NO,
    YES,
    AgainQuestion,
    Answer,
    AnyOf,
    CircleQuestion,
    Entry,
    HasAgain,
    HasLetter,
    IsWord,
    LetterQuestion,
    Pass,
    WordGuess,
    true_answer,
    truthful,
)
from wordmastermind.core.password.simulate import random_game

ALPHABET = "ADESN"
SMALL = ["".join(p) for n in (2, 3, 4) for p in itertools.product(ALPHABET, repeat=n)]
FRENCH = ["DAME", "DANS", "SENS", "ANES", "DENSE", "SEDAN", "NADA", "ANSE", "ENDS", "NEANT"]


def reference(word: str, grid: Grid, niveau: int) -> bool:
    """Brute force by constraint bookkeeping: letters in and out, positions,
    counts, circles with a letter, wrong guesses and the found word."""
    if grid.agreed_length is not None and len(word) != grid.agreed_length:
        return False
    if grid.word is not None:
        return word == grid.word
    if word in grid.not_words:
        return False
    for char, mark in grid.letters:
        if (mark == "circled") != (char in word) and mark != "open":
            return False
    for index, char in enumerate(grid.row):
        if char is not None and (index >= len(word) or word[index] != char):
            return False
    found = Counter(grid.found)
    if any(word.count(c) < n for c, n in found.items()):
        return False
    for char in grid.complete:
        if niveau == 1:
            known = {i for i, c in enumerate(grid.row) if c == char}
            if {i for i, c in enumerate(word) if c == char} != known:
                return False
        elif word.count(char) != found[char]:
            return False
    return all(any(c in word for c in letters) for _, letters in grid.one_of)


# --- grids from a log --------------------------------------------------------------


def test_a_grid_circles_and_crosses_numbers_and_letters() -> None:
    game = Game((Side("Anna"), Side("Bob", secret="DAME")))
    game = game.with_entry(CircleQuestion("Anna", "Bob", 4, NO))
    game = game.with_entry(CircleQuestion("Bob", "Anna", 2, YES))  # Anna: one of D, W, S, N, J
    game = game.with_entry(LetterQuestion("Bob", "Anna", 2, "D", NO))
    state = play(game)
    bob, anna = state.grid("Bob"), state.grid("Anna")
    assert bob.circle_mark(4) == "crossed" and [bob.mark(c) for c in "RTBFX"] == ["crossed"] * 5
    assert bob.circle_mark(9) == "open" and bob.mark("M") == "open"
    assert anna.circle_mark(2) == "circled" and anna.mark("D") == "crossed"
    assert anna.one_of == ((2, "WSNJ"),)
    assert state.opponent_grids("Anna") == (bob,)
    assert len(bob.row) == 8 and bob.length is None  # niveau 1: the length is not told


def test_information_is_public_so_every_asker_shares_one_grid_per_player() -> None:
    game = Game((Side("Anna"), Side("Bob"), Side("Cor")))
    game = game.with_entry(LetterQuestion("Anna", "Cor", 7, "E", Answer.at(2)))
    game = game.with_entry(LetterQuestion("Anna", "Cor", 7, "A", NO))  # Bob's turn
    game = game.with_entry(LetterQuestion("Bob", "Cor", 3, "T", Answer.at(1)))
    grid = play(game).grid("Cor")
    assert grid.row[:2] == ("T", "E") and grid.mark("A") == "crossed"
    assert [f.number for f in grid.facts] == [1, 2, 3]


def test_a_wrong_answer_contradicting_an_earlier_one_is_refused() -> None:
    k = Knowledge()
    k.add(Fact(1, AnyOf(2, "DWSNJ"), YES))
    for number, char in enumerate("DWSN", start=2):
        k.add(Fact(number, HasLetter(char), NO))
    with pytest.raises(PasswordError, match="entry 1 said one of D, W, S, N, J is in the word"):
        k.add(Fact(6, HasLetter("J"), NO))
    with pytest.raises(PasswordError, match="D was crossed for this word"):
        k.add(Fact(6, HasLetter("D"), Answer.at(1)))
    k.add(Fact(6, HasLetter("J"), Answer.at(1)))
    k.add(Fact(7, HasLetter("R"), NO))
    with pytest.raises(PasswordError, match='JOUR does not fit the answer "no" of entry 7'):
        k.add(Fact(8, IsWord("JOUR"), YES))
    k.add(Fact(8, IsWord("JOUE"), YES))
    with pytest.raises(PasswordError, match="the word was found to be JOUE"):
        k.add(Fact(9, HasLetter("O"), NO))


def test_truthful_answers_for_each_kind_of_question() -> None:
    assert truthful("NEANT", AnyOf(6, "NMHQY"), YES)
    assert not truthful("NEANT", AnyOf(6, "MHQY"), YES)
    assert truthful("NEANT", HasLetter("N"), Answer.at(4)) and truthful("NEANT", HasLetter("N"), Answer.at(1))
    assert not truthful("NEANT", HasLetter("N"), NO)
    assert truthful("NEANT", HasAgain("N", (1,), 1), Answer.at(4))
    assert not truthful("NEANT", HasAgain("N", (1,), 1), Answer.at(1))  # not another position
    assert truthful("NEANT", HasAgain("N", (1, 4), 2), NO)
    assert truthful("NEANT", HasAgain("N", (), 1), YES) and truthful("NEANT", HasAgain("N", (), 2), NO)
    assert truthful("NEANT", IsWord("NEANT"), YES) and truthful("NEANT", IsWord("NEON"), NO)
    assert str(true_answer("NEANT", HasAgain("N", (4,), 1))) == "yes, position 1"


# --- candidates --------------------------------------------------------------------


def test_candidates_normalise_french_words() -> None:
    grid = Knowledge.of([Fact(1, HasLetter("E"), Answer.at(1))]).grid("Bob", Board())
    words = ["élan", "Été", "ETE", "œuvre", "e", "ex-ami", "Étoile", "épée"]
    assert candidates(words, grid) == ("ELAN", "ETE", "ETOILE", "EPEE")
    assert fits("ELAN", grid) and not fits("OEUVRE", grid)


def test_candidates_equal_brute_force_on_a_small_list() -> None:
    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        niveau = 1 + seed % 2
        length = rng.choice((2, 3, 4))
        secrets = ["".join(rng.choice(ALPHABET) for _ in range(length if niveau == 2 else rng.choice((2, 3, 4))))
                   for _ in range(3)]
        game = random_game(rng, secrets, entries=30, niveau=niveau, words=SMALL, guess_chance=0.05)
        for grid, side in zip(play(game).grids, game.sides):
            found = candidates(SMALL, grid)
            assert set(found) == {w for w in SMALL if reference(w, grid, niveau)}
            assert side.secret in found
            checked += len(found)
    assert checked > 0


def test_reconstruct_fills_the_positions_every_candidate_agrees_on() -> None:
    assert reconstruct(["DENSE", "DANSE", "DENTS"], 5) == ("D", None, "N", None, None)
    assert reconstruct(["DAME"], 4) == tuple("DAME")


# --- properties --------------------------------------------------------------------

secrets_1 = st.lists(st.sampled_from(FRENCH), min_size=2, max_size=4, unique=True)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(secrets=secrets_1, seed=st.integers(0, 10_000), entries=st.integers(1, 40))
def test_truthful_answers_always_let_the_secret_through(secrets: list[str], seed: int, entries: int) -> None:
    game = random_game(random.Random(seed), secrets, entries, words=FRENCH, guess_chance=0.1)
    assert wrong_answers(game) == ()
    for grid, side in zip(play(game).grids, game.sides):
        assert side.secret in candidates(FRENCH, grid)
        assert reference(side.secret, grid, 1)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(length=st.integers(2, 5), seed=st.integers(0, 10_000), entries=st.integers(1, 40))
def test_niveau_2_truthful_answers_let_the_secret_through(length: int, seed: int, entries: int) -> None:
    rng = random.Random(seed)
    secrets = ["".join(rng.choice(ALPHABET) for _ in range(length)) for _ in range(3)]
    game = random_game(rng, secrets, entries, niveau=2)
    for grid, side in zip(play(game).grids, game.sides):
        assert side.secret in candidates([side.secret, *SMALL], grid)
        assert all(c is None for c in grid.row)


def _lie(rng: random.Random, entry: Entry) -> Entry:
    """The same question with a wrong-looking answer."""
    if isinstance(entry, (CircleQuestion, LetterQuestion, AgainQuestion)):
        answer = entry.answer
        if isinstance(entry, CircleQuestion):
            wrong = NO if answer.yes else YES
        elif answer.yes:
            wrong = NO if rng.random() < 0.5 else Answer.at(rng.randint(1, 5))
        else:
            wrong = Answer.at(rng.randint(1, 5))
        if isinstance(entry, CircleQuestion):
            return CircleQuestion(entry.asker, entry.target, entry.circle, wrong)
        kind = type(entry)
        return kind(entry.asker, entry.target, entry.circle, entry.letter, wrong)
    return entry


def _mistaken_game(rng: random.Random, secrets: list[str], entries: int) -> Game:
    """A game in which some answers are wrong (the rules' "si vous vous trompez")."""
    game = Game(tuple(Side(f"P{i + 1}", secret=s) for i, s in enumerate(secrets)))
    for _ in range(entries):
        state = play(game)
        if state.hand is None:
            break
        done = False
        for _try in range(8):
            probe = _next_truthful(rng, game)
            entry = _lie(rng, probe) if rng.random() < 0.25 else probe
            try:
                game = game.with_entry(entry)
            except PasswordError:
                continue
            done = True
            break
        if not done:
            break
    return game


def _next_truthful(rng: random.Random, game: Game) -> Entry:
    circle = roll_dice(rng).circle
    choice = options(game, circle)
    targets = [t for t in choice.targets if t.any]
    if not targets:
        return Pass(choice.asker, circle)
    target = rng.choice(targets)
    entry: CircleQuestion | LetterQuestion | AgainQuestion
    if target.circle_letters and rng.random() < 0.3:
        entry = CircleQuestion(choice.asker, target.target, circle, NO)
    elif target.letters:
        entry = LetterQuestion(choice.asker, target.target, circle, rng.choice(target.letters), NO)
    elif target.again:
        entry = AgainQuestion(choice.asker, target.target, circle, rng.choice(target.again), NO)
    else:
        entry = CircleQuestion(choice.asker, target.target, circle, NO)
    answer = suggested_answer(game, entry)
    assert answer is not None
    if isinstance(entry, CircleQuestion):
        return CircleQuestion(entry.asker, entry.target, entry.circle, answer)
    return type(entry)(entry.asker, entry.target, entry.circle, entry.letter, answer)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(secrets=secrets_1, seed=st.integers(0, 10_000), entries=st.integers(1, 30))
def test_once_every_wrong_answer_is_corrected_the_secret_fits_again(
    secrets: list[str], seed: int, entries: int
) -> None:
    rng = random.Random(seed)
    game = _mistaken_game(rng, secrets, entries)
    progress = True
    while wrong_answers(game) and progress:
        progress = False
        for wrong in wrong_answers(game):
            try:
                game = game.with_correction(wrong.number, wrong.right)
            except PasswordError:
                continue
            progress = True
            break
    if wrong_answers(game):
        # Answers that only make sense together are corrected together.
        game = game.with_corrections([(w.number, w.right) for w in wrong_answers(game)])
    assert wrong_answers(game) == ()
    for grid, side in zip(play(game).grids, game.sides):
        assert side.secret in candidates(FRENCH, grid)


def test_two_wrong_answers_that_hold_each_other_are_corrected_together() -> None:
    game = Game((Side("Anna"), Side("Bob", secret="DENSE")))
    game = game.with_entry(CircleQuestion("Anna", "Bob", 9, YES))  # wrong: none of T M B V J
    game = game.with_entry(LetterQuestion("Anna", "Bob", 4, "T", Answer.at(1)))  # wrong too
    for char, other in zip("MBVJ", "EAIO"):
        game = game.with_entry(LetterQuestion("Anna", "Bob", 9, char, NO))
        game = game.with_entry(LetterQuestion("Bob", "Anna", 7, other, NO))
    assert [w.number for w in wrong_answers(game)] == [1, 2]
    with pytest.raises(PasswordError, match="if entry 2 is wrong too, correct both together"):
        game.with_correction(1, NO)
    with pytest.raises(PasswordError, match="entry 1 said one of T, M, B, V, J is in the word"):
        game.with_correction(2, NO)
    fixed = game.with_corrections([(1, NO), (2, NO)])
    assert wrong_answers(fixed) == ()
    grid = play(fixed).grid("Bob")
    assert grid.circle_mark(9) == "crossed" and grid.row[0] is None
    assert "DENSE" in candidates(FRENCH, grid)
    # Undoing the second correction undoes the announcement: the first cannot stand alone.
    assert fixed.without_last_entry().log == game.log


def test_a_word_guess_is_checked_against_every_answer() -> None:
    game = Game((Side("Anna"), Side("Bob")))
    game = game.with_entry(LetterQuestion("Anna", "Bob", 2, "D", Answer.at(1)))
    with pytest.raises(PasswordError, match='ROUTE does not fit the answer "yes, position 1" of entry 1'):
        game.with_entry(WordGuess("Anna", "Bob", "route", YES))
