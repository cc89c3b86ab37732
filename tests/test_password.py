"""PASSWORD: the board, the dice, words, turns, eliminations, corrections and refusals."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from wordmastermind.core.errors import RuleError, WordError
from wordmastermind.core.password.game import (
    REPORT_LANGUAGES,
    Game,
    Side,
    guess_targets,
    options,
    play,
    starter_from_rolls,
    suggested_answer,
    wrong_answers,
)
from wordmastermind.core.password.board import (
    CONSONANT_CIRCLES,
    LETTERS,
    Board,
    Roll,
    circle_chance,
    normalize,
    password_word,
    roll_dice,
)
from wordmastermind.core.password.errors import (
    AnsweredError,
    AnswerError,
    BoardError,
    ConflictError,
    CorrectionError,
    LogError,
    PasswordError,
    PasswordWordError,
    QuestionError,
    SetupError,
    TurnError,
)
from wordmastermind.core.password.grid import candidates, reconstruct
from wordmastermind.core.password.log import (
    NO,
    YES,
    AgainQuestion,
    Answer,
    CircleQuestion,
    Correction,
    Entry,
    LetterQuestion,
    Pass,
    WordGuess,
)

CONSONANTS = "".join(c for c in LETTERS if c not in "AEIOU")


def letter(asker: str, target: str, circle: int, char: str, answer: Answer) -> LetterQuestion:
    return LetterQuestion(asker, target, circle, char, answer)


def play_all(game: Game, *entries: Entry) -> Game:
    for entry in entries:
        game = game.with_entry(entry)
    return game


def refusal(game: Game, entry: Entry, error: type[Exception] = PasswordError) -> str:
    before = game
    with pytest.raises(error) as info:
        game.with_entry(entry)
    assert game == before
    return str(info.value)


def three() -> Game:
    return Game((Side("Anna", secret="CHAT"), Side("Bob", secret="DAME"), Side("Cor", secret="ROUTE")))


# --- errors, board, dice, words -----------------------------------------------


def test_errors_are_rule_errors() -> None:
    for error in (PasswordError, BoardError, PasswordWordError, SetupError, TurnError, QuestionError,
                  AnsweredError, AnswerError, ConflictError, CorrectionError, LogError):
        assert issubclass(error, RuleError) and issubclass(error, ValueError)
    assert issubclass(PasswordWordError, WordError)


def test_the_default_board_keeps_circle_2_and_is_marked_as_an_assumption() -> None:
    board = Board()
    assert board.letters(2) == "DWSNJ"  # the rules' own example
    assert board.letters(7) == "AEIOU"
    assert board.assumed and "circle 2 (D, W, S, N, J)" in board.note
    assert board.checked().note == "" and not board.checked().assumed
    assert board.checked().letters(4) == board.letters(4)


def test_the_default_board_covers_every_consonant() -> None:
    board = Board()
    counts = Counter(c for n in CONSONANT_CIRCLES for c in board.letters(n))
    assert sum(counts.values()) == 8 * 5
    assert set(counts) == set(CONSONANTS)  # the 20 consonants and Y
    assert {c for c, n in counts.items() if n == 1} == {"K", "W"}
    assert all(n == 2 for c, n in counts.items() if c not in "KW")
    assert len({board.letters(n) for n in CONSONANT_CIRCLES}) == 8


def test_circle_kinds_and_what_may_be_asked() -> None:
    board = Board()
    assert [board.kind(n) for n in (2, 3, 7, 11, 12)] == [
        "consonant", "chance", "vowel", "chance", "consonant"]
    assert board.letters(3) == board.letters(11) == LETTERS
    assert board.may_ask(11, "q") and board.may_ask(2, "j") and not board.may_ask(7, "Y")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda b: b.with_letters(4, "RTBF"), "circle 4 has 4 letters; a circle has 5"),
        (lambda b: b.with_letters(4, "RTBFR"), "circle 4 has R twice"),
        (lambda b: b.with_letters(4, "RTBF1"), "circle 4: '1' is no letter A-Z"),
        (lambda b: b.with_letters(11, "RTBFX"), "circle 11 is a chance circle: it has no letters of its own"),
        (lambda b: b.with_letters(13, "RTBFX"), "there is no circle 13: two dice make 2 to 12"),
        (lambda b: Board(b.circles[1:]), "the board misses the letters of circle 2"),
        (lambda b: Board((*b.circles, (2, "DWSNJ"))), "the board gives circle 2 twice"),
    ],
)
def test_bad_boards(change: object, message: str) -> None:
    with pytest.raises(BoardError) as info:
        change(Board())  # type: ignore[operator]
    assert str(info.value) == message


def test_y_on_the_vowel_circle_is_a_board_option() -> None:
    # Y counts as a vowel in French ("les voyelles a, e, i, o, u, y"): a board
    # may carry it on the vowel circle 7 as well as on its consonant circles.
    board = Board()
    assert not board.y_vowel and board.letters(7) == "AEIOU" and not board.may_ask(7, "Y")
    with_y = board.with_y_vowel(True)
    assert with_y.y_vowel and with_y.letters(7) == "AEIOUY" and with_y.may_ask(7, "y")
    assert with_y.circles == board.circles  # stored as set: the five letters and the option
    assert with_y.circles_of("Y") == (6, 7, 12)
    assert with_y.with_letters(4, "RTBFW").y_vowel and with_y.checked().y_vowel
    assert with_y.with_y_vowel(False) == board


def test_with_y_on_the_vowel_circle_a_no_to_circle_7_crosses_y() -> None:
    # LYNX has no A, E, I, O or U: circle 7 answers yes only when Y is a vowel.
    sides = (Side("Anna", secret="CHAT"), Side("Bob", secret="LYNX"))
    plain, with_y = Game(sides), Game(sides, board=Board().with_y_vowel(True))
    assert str(suggested_answer(plain, CircleQuestion("Anna", "Bob", 7, NO))) == "no"
    assert str(suggested_answer(with_y, CircleQuestion("Anna", "Bob", 7, NO))) == "yes"
    assert str(suggested_answer(with_y, letter("Anna", "Bob", 7, "Y", NO))) == "yes, position 2"
    assert "Y" in refusal(plain, letter("Anna", "Bob", 7, "Y", NO))
    # A "no" crosses the circle and all its letters, Y included, and the candidates follow.
    for game, y_mark in ((plain, "open"), (with_y, "crossed")):
        grid = play(game.with_entry(CircleQuestion("Anna", "Bob", 7, NO))).grid("Bob")
        assert grid.circle_mark(7) == "crossed" and grid.mark("Y") == y_mark
        assert ("LYNX" in candidates(["lynx", "rythme", "chat"], grid)) == (y_mark == "open")
    # The option can be set while the log allows it, not when an entry needs it off.
    asked = with_y.with_entry(letter("Anna", "Bob", 7, "Y", Answer.at(2)))
    assert "Y" in refusal_of(lambda: asked.with_board(Board()))
    assert plain.with_board(Board().with_y_vowel(True)).board.y_vowel


def refusal_of(change: object) -> str:
    with pytest.raises(PasswordError) as info:
        change()  # type: ignore[operator]
    return str(info.value)


def test_an_edited_board_is_a_value_and_keeps_its_flag() -> None:
    edited = Board().with_letters(4, "r t b f w")
    assert edited.letters(4) == "RTBFW" and edited.assumed
    assert edited != Board() and Board() == Board()
    assert edited.circles_of("W") == (2, 4)


def test_dice_roll_with_a_seeded_random() -> None:
    assert roll_dice(random.Random(7)) == Roll(3, 2)
    rng = random.Random(1)
    circles = Counter(roll_dice(rng).circle for _ in range(3600))
    assert set(circles) == set(range(2, 13))
    assert circles[7] > circles[2] and circles[7] > circles[12]
    assert sum(circle_chance(n) for n in range(2, 13)) == pytest.approx(1)
    with pytest.raises(PasswordError, match="a die shows 1 to 6, not 7"):
        Roll(7, 1)


def test_words_are_normalised_as_the_board_writes_them() -> None:
    assert password_word("Élève") == "ELEVE"
    assert password_word("cœur") == "COEUR"
    assert password_word(" garçon ") == "GARCON"
    assert normalize("Noël") == "NOEL"
    with pytest.raises(PasswordWordError, match="PORTE-CLE: the rules admit no hyphenated word"):
        password_word("porte-clé")
    with pytest.raises(PasswordWordError, match="ANTICONSTITUTIONNEL has 19 letters; a password has 2 to 8"):
        password_word("anticonstitutionnel")


# --- players and settings --------------------------------------------------------


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: Game((Side("Anna"),)), "PASSWORD is played by 2 to 4 players or teams, not 1"),
        (lambda: Game(tuple(Side(n) for n in "ABCDE")), "PASSWORD is played by 2 to 4 players or teams, not 5"),
        (lambda: Game((Side("Anna"), Side("anna"))), "two players or teams are called anna"),
        (lambda: Game((Side("Anna"), Side("Bob")), niveau=3), "the variant is niveau 1 or niveau 2, not 3"),
        (lambda: Game((Side("Anna"), Side("Bob")), niveau=2),
         "niveau 2 needs the agreed word length, 2 to 8, not None"),
        (lambda: Game((Side("Anna"), Side("Bob")), word_length=5), "only the niveau 2 variant agrees a word length"),
        (lambda: Game((Side("Anna", secret="CHAT"), Side("Bob")), niveau=2, word_length=5),
         "Anna's password CHAT has 4 letters; every password has 5 in this game"),
        (lambda: Game((Side("Anna"), Side("Bob")), starter=2), "the starter is one of the 2 players, not 2"),
        (lambda: Game((Side("Anna"), Side("Bob")), language="nl"),
         "the reports' language is one of en, fr, not 'nl'"),
        (lambda: Game((Side("Anna"), Side("Bob")), language=1),  # type: ignore[arg-type]
         "the reports' language is one of en, fr, not 1"),
        (lambda: Side(" "), "a player or team needs a name"),
        (lambda: Side("Bleus", ("Anna", "anna")), "Bleus: two members are called anna"),
    ],
)
def test_bad_setups(build: object, message: str) -> None:
    with pytest.raises(SetupError) as info:
        build()  # type: ignore[operator]
    assert str(info.value) == message


def test_a_secret_may_be_recorded_or_left_empty() -> None:
    game = Game((Side("Anna", secret="éclair"), Side("Bob")))
    assert game.sides[0].secret == "ECLAIR" and game.sides[1].secret == ""
    with pytest.raises(PasswordWordError, match="Z has 1 letter"):
        Side("Anna", secret="z")
    # a password of the wrong length is said by its player, as in niveau 2
    with pytest.raises(PasswordWordError) as info:
        Side("Anna", secret="anticonstitutionnel")
    assert str(info.value) == "Anna's password ANTICONSTITUTIONNEL has 19 letters; a password has 2 to 8"
    with pytest.raises(PasswordWordError) as info:
        Side("Bob", secret="z")
    assert str(info.value) == "Bob's password Z has 1 letter; a password has 2 to 8"
    # so is a hyphenated one, with the rules' reason: no "mots à trait d'union"
    with pytest.raises(PasswordWordError) as info:
        Side("Bob", secret="porte-clé")
    assert str(info.value) == (
        "Bob's password PORTE-CLE: the rules admit no hyphenated word (a password is one word of letters A-Z)")
    with pytest.raises(PasswordWordError) as info:
        Side("Bob", secret="aujourd'hui")
    assert str(info.value) == (
        "Bob's password AUJOURD'HUI: \"'\" is not a letter (a password is one word of letters A-Z)")
    assert game.with_secret("bob", "Dame").sides[1].secret == "DAME"


def test_the_lowest_roll_starts_and_play_goes_clockwise() -> None:
    assert starter_from_rolls([9, 3, 5]) == 1
    assert starter_from_rolls([3, 3, 5]) is None  # the tied players roll again
    game = Game((Side("Anna"), Side("Bob"), Side("Cor")), starter=1)
    assert play(game).hand == "Bob"
    assert Game(game.sides).with_starter("bob") == game
    game = game.with_entry(letter("Bob", "Anna", 7, "E", NO))
    assert play(game).hand == "Cor"
    game = game.with_entry(letter("Cor", "Bob", 7, "E", NO))
    assert play(game).hand == "Anna"


# --- turns ---------------------------------------------------------------------


def test_a_yes_keeps_the_turn_and_a_no_passes_it() -> None:
    game = play_all(three(), CircleQuestion("Anna", "Bob", 2, YES), letter("Anna", "Bob", 2, "D", Answer.at(1)))
    assert play(game).hand == "Anna"
    game = game.with_entry(letter("Anna", "Bob", 3, "Z", NO))
    assert play(game).hand == "Bob"
    assert [s.hand_after for s in play(game).steps] == ["Anna", "Anna", "Bob"]


def test_a_wrong_guess_passes_the_turn() -> None:
    game = three().with_entry(WordGuess("Anna", "Cor", "rouge", NO))
    assert play(game).hand == "Bob"
    assert play(game).grid("Cor").not_words == ("ROUGE",)


def test_an_elimination_keeps_the_turn_and_the_last_player_left_wins() -> None:
    game = play_all(
        three(),
        letter("Anna", "Bob", 2, "D", Answer.at(1)),
        WordGuess("Anna", "Bob", "dame", YES),  # Bob is out; Anna keeps the turn
    )
    state = play(game)
    assert state.out == ("Bob",) and state.hand == "Anna" and state.winner is None
    assert state.steps[-1].put_out == "Bob"
    assert refusal(game, letter("Anna", "Bob", 7, "A", Answer.at(2))) == (
        "entry 3 (Anna asks Bob): Bob is out: the password DAME was found in entry 2")
    game = play_all(game, letter("Anna", "Cor", 7, "E", Answer.at(5)), WordGuess("Anna", "Cor", "rouge", NO))
    assert play(game).hand == "Cor"  # Bob, who is out, is skipped
    assert guess_targets(game) == ("Anna",)
    game = game.with_entry(WordGuess("Cor", "Anna", "chat", YES))
    state = play(game)
    assert state.over and state.winner == "Cor" and state.out == ("Bob", "Anna")
    assert [(e.side, e.by, e.number, e.word) for e in state.eliminations] == [
        ("Bob", "Anna", 2, "DAME"), ("Anna", "Cor", 5, "CHAT")]
    assert refusal(game, letter("Cor", "Anna", 7, "A", NO), TurnError) == (
        "entry 6 (Cor asks Anna): the game is over: Cor has won")
    assert guess_targets(game) == ()
    with pytest.raises(TurnError, match="the game is over: Cor has won"):
        options(game, 7)


def test_a_refused_winning_password_makes_the_last_player_out_the_winner() -> None:
    game = Game((Side("Anna"), Side("Bob"), Side("Cor")))
    game = play_all(game, WordGuess("Anna", "Bob", "dame", YES), WordGuess("Anna", "Cor", "route", YES))
    assert play(game).winner == "Anna"
    refused = game.with_winner_disqualified()
    assert play(refused).winner == "Cor"
    assert play(refused).refused == "Anna" and play(game).refused is None
    assert play(refused.with_winner_disqualified(False)).winner == "Anna"
    assert refused.without_last_entry().winner_disqualified is False
    with pytest.raises(SetupError, match="only once the game is over"):
        game.without_last_entry().with_winner_disqualified()


def test_teams_ask_and_answer_as_one() -> None:
    game = Game((Side("Bleus", ("Anna", "Bob"), "chat"), Side("Rouges", ("Cor", "Dan"))))
    assert game.teams and game.sides[0].players == ("Anna", "Bob")
    game = game.with_entry(letter("bleus", "ROUGES", 7, "A", Answer.at(2)))
    assert game.log[0] == letter("Bleus", "Rouges", 7, "A", Answer.at(2))  # names as entered
    assert play(game).hand == "Bleus"
    assert refusal(game, letter("Anna", "Rouges", 7, "E", NO)) == (
        "entry 2 (Anna asks Rouges): there is no player Anna (players: Bleus, Rouges)")


# --- refusals --------------------------------------------------------------------


def test_questions_nobody_may_ask_now_are_refused_with_the_reason() -> None:
    game = play_all(three(), letter("Anna", "Bob", 7, "E", Answer.at(4)), letter("Anna", "Bob", 2, "S", NO))
    assert play(game).hand == "Bob"
    cases = [
        (letter("Anna", "Cor", 7, "O", Answer.at(2)), TurnError, "it is Bob's turn, not Anna's"),
        (letter("Bob", "Bob", 7, "O", NO), QuestionError, "a player cannot ask about their own password"),
        (letter("Bob", "Zoe", 7, "O", NO), QuestionError, "there is no player Zoe (players: Anna, Bob, Cor)"),
        (letter("Bob", "Cor", 4, "O", Answer.at(2)), QuestionError, "O is not on circle 4 (R, T, B, F, X)"),
        (CircleQuestion("Bob", "Cor", 11, YES), QuestionError,
         "circle 11 is a chance circle: ask for a letter, any letter"),
    ]
    for entry, error, message in cases:
        assert refusal(game, entry, error).endswith(message), message
    game = game.with_entry(letter("Bob", "Anna", 7, "O", NO))  # Cor's turn
    assert refusal(game, letter("Cor", "Bob", 7, "E", Answer.at(4)), AnsweredError) == (
        "entry 4 (Cor asks Bob): for Bob, E is already found (position 4, entry 1): "
        "ask whether it occurs again")
    assert refusal(game, letter("Cor", "Bob", 5, "S", NO), AnsweredError) == (
        "entry 4 (Cor asks Bob): for Bob, S is already crossed (entry 2)")
    assert refusal(game, letter("Cor", "Bob", 7, "A", YES), AnswerError) == (
        "entry 4 (Cor asks Bob): a yes names the position of A in the password")
    assert refusal(game, letter("Cor", "Bob", 7, "A", Answer.at(6)), AnswerError) == (
        "entry 4 (Cor asks Bob): position 6 is outside Bob's password (4 letters)")
    assert refusal(game, letter("Cor", "Bob", 7, "A", Answer.at(4)), ConflictError) == (
        "entry 4 (Cor asks Bob): position 4 is already E (entry 1)")
    assert refusal(game, WordGuess("Cor", "Anna", "chien", YES), AnswerError) == (
        "entry 4 (Cor asks Anna): the answer is no: CHIEN is not Anna's recorded password")


def test_a_question_already_answered_cannot_be_asked_again() -> None:
    game = Game((Side("Anna"), Side("Bob")))
    game = play_all(game, CircleQuestion("Anna", "Bob", 4, NO), WordGuess("Bob", "Anna", "chat", NO))
    # Circle 4's number and its five letters are crossed for Bob.
    assert play(game).grid("Bob").circle_mark(4) == "crossed"
    assert refusal(game, CircleQuestion("Anna", "Bob", 4, NO), AnsweredError).endswith(
        "for Bob, circle 4 is answered: no letter of it is in the word")
    assert refusal(game, letter("Anna", "Bob", 3, "T", NO), AnsweredError).endswith(
        "for Bob, T is already crossed (entry 1)")
    game = game.with_entry(CircleQuestion("Anna", "Bob", 7, YES))
    assert refusal(game, CircleQuestion("Anna", "Bob", 7, YES), AnsweredError).endswith(
        "for Bob, circle 7 is answered: yes (entry 3)")
    game = play_all(game, letter("Anna", "Bob", 7, "U", NO), letter("Bob", "Anna", 3, "Z", NO))
    game = game.with_entry(WordGuess("Anna", "Bob", "porte", NO))
    game = game.with_entry(letter("Bob", "Anna", 3, "Y", NO))
    assert refusal(game, WordGuess("Anna", "Bob", "Porte", NO), AnsweredError).endswith(
        "for Bob, PORTE was guessed already (entry 6)")


def test_a_player_with_no_question_left_passes() -> None:
    game = Game((Side("Anna"), Side("Bob")))
    game = play_all(game, CircleQuestion("Anna", "Bob", 2, NO), letter("Bob", "Anna", 7, "A", NO))
    assert options(game, 2).must_pass  # Bob's circle 2 is crossed, every letter too
    assert not options(game, 3).must_pass
    game = game.with_entry(Pass("Anna", 2))
    assert play(game).hand == "Bob"
    assert refusal(game, Pass("Bob", 2), TurnError) == (
        "entry 4 (Bob passes): Bob still has a question on circle 2 "
        "(for Anna: circle 2; letter D, W, S, N, J)")


def test_options_list_what_may_still_be_asked() -> None:
    game = Game((Side("Anna"), Side("Bob", secret="DANS"), Side("Cor")))
    game = play_all(game, letter("Anna", "Bob", 2, "D", Answer.at(1)), letter("Anna", "Bob", 8, "R", NO),
                    letter("Bob", "Anna", 7, "E", NO))
    choice = options(game, 8)
    assert choice.asker == "Cor" and choice.circle == 8 and not choice.must_pass
    anna, bob = choice.targets
    # A circle question on 8 now asks for a letter other than the found D.
    assert (bob.target, bob.circle_letters, bob.letters, bob.again) == ("Bob", "RFGK", "FGK", "D")
    assert (anna.target, anna.circle_letters, anna.letters, anna.again) == ("Anna", "DRFGK", "DRFGK", "")
    assert str(bob.describe()) == "for Bob: circle 8; letter F, G, K; again D"
    with pytest.raises(QuestionError, match="there is no circle 1"):
        options(game, 1)


def test_another_letter_of_a_circle_once_one_is_found() -> None:
    game = Game((Side("Anna"), Side("Bob", secret="DANS")))
    game = play_all(game, CircleQuestion("Anna", "Bob", 2, YES))
    assert refusal(game, CircleQuestion("Anna", "Bob", 2, YES), AnsweredError).endswith(
        "circle 2 is answered: yes (entry 1)")
    game = play_all(game, letter("Anna", "Bob", 2, "D", Answer.at(1)), CircleQuestion("Anna", "Bob", 2, YES))
    assert play(game).steps[-1].asked is not None
    assert play(game).steps[-1].asked.letters == "WSNJ"  # type: ignore[union-attr]
    game = play_all(game, letter("Anna", "Bob", 2, "N", Answer.at(3)), CircleQuestion("Anna", "Bob", 2, YES),
                    letter("Anna", "Bob", 2, "S", Answer.at(4)), CircleQuestion("Anna", "Bob", 2, NO))
    grid = play(game).grid("Bob")
    assert [grid.mark(c) for c in "DWSNJ"] == ["circled", "crossed", "circled", "circled", "crossed"]
    assert grid.circle_mark(2) == "circled" and grid.row[:4] == ("D", None, "N", "S")
    game = game.with_entry(letter("Bob", "Anna", 7, "E", NO))
    game = game.with_entry(letter("Anna", "Bob", 7, "A", Answer.at(2)))
    assert refusal(game, CircleQuestion("Anna", "Bob", 2, NO), AnsweredError).endswith(
        "circle 2 is answered: no letter of it other than the found ones is in the word")


# --- duplicate letters -----------------------------------------------------------


def test_a_duplicate_letter_is_found_by_asking_whether_it_occurs_again() -> None:
    game = Game((Side("Anna"), Side("Bob", secret="SALSA")))
    game = game.with_entry(letter("Anna", "Bob", 5, "S", Answer.at(4)))  # one of its positions
    assert refusal(game, AgainQuestion("Anna", "Bob", 3, "A", NO), AnsweredError).endswith(
        "for Bob, A has not been found yet: ask for the letter first")
    assert refusal(game, AgainQuestion("Anna", "Bob", 2, "S", Answer.at(4)), ConflictError).endswith(
        "S is already known at position 4 (entry 1)")
    assert refusal(game, AgainQuestion("Anna", "Bob", 7, "S", NO), QuestionError).endswith(
        "S is not on circle 7 (A, E, I, O, U)")
    game = play_all(game, AgainQuestion("Anna", "Bob", 2, "S", Answer.at(1)), AgainQuestion("Anna", "Bob", 3, "S", NO))
    state = play(game)
    grid = state.grid("Bob")
    assert grid.row[:5] == ("S", None, None, "S", None) and grid.complete == ("S",)
    assert state.hand == "Bob"
    game = game.with_entry(letter("Bob", "Anna", 7, "E", NO))
    assert refusal(game, AgainQuestion("Anna", "Bob", 5, "S", Answer.at(2)), AnsweredError).endswith(
        "for Bob, S is answered: it does not occur again (entry 3)")
    words = ["SALSA", "SOUS", "SAGAS", "SEAUX", "ASSIS", "SES"]
    assert candidates(words, grid) == ("SALSA", "SOUS")  # S at 1 and 4, nowhere else


def test_a_wrong_position_is_said_to_be_wrong_when_the_password_is_recorded() -> None:
    game = Game((Side("Anna"), Side("Bob", secret="SALSA")))
    game = play_all(game, letter("Anna", "Bob", 5, "S", Answer.at(1)), AgainQuestion("Anna", "Bob", 5, "S", Answer.at(2)))
    [wrong] = wrong_answers(game)
    assert (wrong.number, wrong.target, str(wrong.answer), str(wrong.right)) == (
        2, "Bob", "yes, position 2", "yes, position 4")
    assert str(suggested_answer(game, AgainQuestion("Anna", "Bob", 3, "S", NO))) == "yes, position 4"
    assert suggested_answer(Game((Side("Anna"), Side("Bob"))), letter("Anna", "Bob", 3, "S", NO)) is None


# --- the niveau 2 variant --------------------------------------------------------


def test_niveau_2_gives_no_positions_and_every_word_has_the_agreed_length() -> None:
    game = Game((Side("Anna", secret="PORTE"), Side("Bob", secret="SALSA")), niveau=2, word_length=5)
    assert refusal(game, letter("Anna", "Bob", 2, "S", Answer.at(1)), AnswerError).endswith(
        "in the niveau 2 variant a yes gives no position")
    game = play_all(
        game,
        letter("Anna", "Bob", 2, "S", YES),
        AgainQuestion("Anna", "Bob", 5, "S", YES),
        AgainQuestion("Anna", "Bob", 3, "S", NO),
        letter("Bob", "Anna", 7, "U", NO),
        letter("Anna", "Bob", 7, "A", YES),
        AgainQuestion("Anna", "Bob", 7, "A", YES),
        letter("Anna", "Bob", 5, "L", YES),
    )
    grid = play(game).grid("Bob")
    assert grid.found == ("S", "S", "A", "A", "L")
    assert grid.row == (None,) * 5 and grid.length == 5
    assert refusal(game, AgainQuestion("Anna", "Bob", 5, "L", YES), AnsweredError).endswith(
        "for Bob, all 5 letters are known")
    assert refusal(game, letter("Anna", "Bob", 3, "E", YES), ConflictError).endswith(
        "all 5 letters of the word are known already")
    assert refusal(game, WordGuess("Anna", "Bob", "salsas", NO), AnsweredError).endswith(
        "SALSAS has 6 letters; every word has 5")
    words = ["SALSA", "LASSA", "SALAS", "SALSAS", "SALSE", "SALLA", "PORTE"]
    found = candidates(words, grid)
    assert found == ("SALSA", "LASSA", "SALAS")
    assert reconstruct(found, 5) == (None, "A", None, None, None)
    game = game.with_entry(WordGuess("Anna", "Bob", "salsa", YES))
    assert play(game).grid("Bob").row == tuple("SALSA")


# --- corrections -----------------------------------------------------------------


def test_a_corrected_answer_is_recomputed_everywhere_but_the_turns_stand() -> None:
    game = Game((Side("Anna", secret="CHAT"), Side("Bob", secret="DAME"), Side("Cor")))
    game = game.with_entry(CircleQuestion("Anna", "Bob", 2, NO))  # wrong: DAME has a D
    assert [w.number for w in wrong_answers(game)] == [1]
    grid = play(game).grid("Bob")
    assert grid.circle_mark(2) == "crossed" and grid.mark("D") == "crossed"
    words = ["DAME", "SAGE", "MOTO", "RAME"]
    assert candidates(words, grid) == ("MOTO", "RAME")
    game = play_all(game, letter("Bob", "Anna", 7, "E", NO))
    assert refusal(game, letter("Cor", "Bob", 8, "D", Answer.at(1)), AnsweredError).endswith(
        "for Bob, D is already crossed (entry 1)")
    game = play_all(game, letter("Cor", "Bob", 8, "R", NO))
    assert play(game).hand == "Anna"

    game = game.with_correction(1, YES)  # Bob owns up
    state = play(game)
    grid = state.grid("Bob")
    assert grid.circle_mark(2) == "circled" and grid.mark("D") == "open" and grid.mark("R") == "crossed"
    assert candidates(words, grid) == ("DAME", "SAGE")
    assert wrong_answers(game) == ()
    first = state.steps[0]
    assert (str(first.given), str(first.answer), first.corrected) == ("no", "yes", True)
    assert [s.hand_after for s in state.steps] == ["Bob", "Cor", "Anna", "Anna"]  # turns as played
    assert state.steps[-1].asker == "Bob" and isinstance(state.steps[-1].entry, Correction)
    game = game.with_entry(letter("Anna", "Bob", 8, "D", Answer.at(1)))  # now allowed
    assert play(game).grid("Bob").row[0] == "D"
    assert game.without_last_entry().without_last_entry().log == game.log[:3]


def test_corrections_that_cannot_be_made() -> None:
    game = Game((Side("Anna"), Side("Bob", secret="DAME")))
    game = play_all(game, letter("Anna", "Bob", 7, "A", Answer.at(2)), letter("Anna", "Bob", 7, "E", Answer.at(4)),
                    WordGuess("Anna", "Bob", "rame", NO), letter("Bob", "Anna", 7, "E", NO))
    cases = [
        (Correction(9, NO), CorrectionError, "there is no entry 9 before this one to correct"),
        (Correction(3, YES), CorrectionError, "entry 3 is a word guess, which is settled at the table"),
        (Correction(1, Answer.at(2)), CorrectionError, 'entry 1 is answered "yes, position 2" already'),
        (Correction(1, Answer.at(4)), ConflictError,
         ("the corrected answer contradicts entry 2: position 4 is already A (entry 1); "
         "if entry 2 is wrong too, correct both together")),
        (Correction(1, Answer.at(7)), AnswerError, "position 7 is outside Bob's password (4 letters)"),
        (Correction(1, YES), AnswerError, "a yes names the position of A in the password"),
    ]
    for entry, error, message in cases:
        assert message in refusal(game, entry, error), message
    game = game.with_entry(Correction(2, Answer.at(3)))  # wrong again: said, and flagged
    assert [w.number for w in wrong_answers(game)] == [2]
    assert "entry 5 is a correction: only an answer can be corrected" in refusal(
        game, Correction(5, NO), CorrectionError)
    passed = play_all(Game((Side("Anna"), Side("Bob"))), CircleQuestion("Anna", "Bob", 2, NO),
                      letter("Bob", "Anna", 7, "A", NO), Pass("Anna", 2))
    assert refusal(passed, Correction(3, YES), CorrectionError) == (
        "entry 4 (correction of entry 3): entry 3 is a pass: only an answer can be corrected")


def test_log_entries_are_checked_on_their_own() -> None:
    with pytest.raises(LogError, match='a "no" has no position'):
        Answer(False, 3)
    with pytest.raises(LogError, match="a position is a whole number 1 to 8"):
        Answer.at(9)
    with pytest.raises(LogError, match="a question asks for one letter A-Z, not 'AB'"):
        letter("Anna", "Bob", 2, "AB", NO)
    with pytest.raises(LogError, match="there is no circle 13"):
        Pass("Anna", 13)
    with pytest.raises(LogError, match="a circle question is answered yes or no, without a position"):
        CircleQuestion("Anna", "Bob", 2, Answer.at(1))
    with pytest.raises(LogError, match="a correction names an entry number of at least 1"):
        Correction(0, NO)
    with pytest.raises(PasswordWordError, match="ARC-EN-CIEL: the rules admit no hyphenated word"):
        WordGuess("Anna", "Bob", "arc-en-ciel", NO)


def test_board_and_secret_edits_are_checked_against_the_log() -> None:
    game = Game((Side("Anna"), Side("Bob")))
    game = game.with_entry(letter("Anna", "Bob", 4, "T", Answer.at(3)))
    with pytest.raises(QuestionError, match=r"entry 1 \(Anna asks Bob\): T is not on circle 4"):
        game.with_board(Board().with_letters(4, "RWBFX"))
    with pytest.raises(AnswerError, match="position 3 is outside Bob's password"):
        game.with_secret("Bob", "OH")
    assert game.with_secret("Bob", "ETAT").sides[1].secret == "ETAT"
    with pytest.raises(PasswordError, match="the log has no entry to remove"):
        Game((Side("Anna"), Side("Bob"))).without_last_entry()


# --- the reports' language ------------------------------------------------------


def test_the_reports_can_be_written_in_every_language_a_game_may_have() -> None:
    from wordmastermind.core.password.report import PASSWORD_REPORT, LANGUAGES

    assert REPORT_LANGUAGES == LANGUAGES == ("en", *(PASSWORD_REPORT.languages or ())) == ("en", "fr")
    assert Game((Side("Anna"), Side("Bob"))).language == "en"


def test_every_edit_keeps_the_games_language() -> None:
    game = Game((Side("Anna", secret="CHAT"), Side("Bob", secret="DAME")), language="fr")
    game = game.with_entry(letter("Anna", "Bob", 2, "D", Answer.at(1)))
    game = game.with_entry(letter("Anna", "Bob", 7, "E", NO))  # wrong: DAME has an E
    assert game.language == "fr"
    edits = [
        game.with_entry(letter("Bob", "Anna", 7, "A", Answer.at(3))),
        game.with_correction(2, Answer.at(4)),
        game.with_corrections([(2, Answer.at(4))]),
        game.without_last_entry(),
        game.with_secret("Bob", ""),
        game.with_sides((Side("Annie"), Side("Bob"))),
        game.with_starter("Anna"),
        game.with_board(Board().checked()),
    ]
    over = game.with_entry(WordGuess("Bob", "Anna", "chat", YES))
    edits += [over, over.with_winner_disqualified()]
    assert [edit.language for edit in edits] == ["fr"] * len(edits)
