"""Player names in every game: what a name may hold, how long it may be, and twins.

A name may not hold control characters (terminal escape codes start with
one), bidi overrides, zero-width or other invisible format characters, line
separators or lone surrogates; it has at most MAX_NAME_LENGTH characters.
Every game kind refuses such a name when its file is read, naming the field,
and when it is entered; NFC and NFD spellings of a name are the same name.
"""

from __future__ import annotations

import datetime
import json
import re
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from wordmastermind.cli.entry import main
from wordmastermind.core.errors import RuleError
from wordmastermind.core.words import MAX_NAME_LENGTH, name_problem

D = datetime.date(1990, 1, 1)

BAD_NAMES = {
    "bell": ("Al\x07fons", "control character (U+0007)"),
    "ansi": ("\x1b[31mAlfons\x1b[0m", "control character (U+001B)"),
    "newline": ("Al\nfons", "control character (U+000A)"),
    "bidi": ("Al\u202efons", "bidi control (U+202E RIGHT-TO-LEFT OVERRIDE)"),
    "isolate": ("Al\u2066fons", "bidi control (U+2066 LEFT-TO-RIGHT ISOLATE)"),
    "zero-width": ("Al\u200bfons", "invisible format character (U+200B ZERO WIDTH SPACE)"),
    "soft hyphen": ("Al\u00adfons", "invisible format character (U+00AD SOFT HYPHEN)"),
    "line separator": ("Al\u2028fons", "line break (U+2028 LINE SEPARATOR)"),
    "surrogate": ("Al\ud800fons", "lone surrogate (U+D800)"),
    "too long": ("A" * (MAX_NAME_LENGTH + 1), f"has {MAX_NAME_LENGTH + 1} characters, at most {MAX_NAME_LENGTH}"),
}


@pytest.mark.parametrize("name", ["Alfons", "Jürgen Müller", "Anna-Maria O'Neill", "Łukasz", "山田", "Zoë 🙂",
                                  "A" * MAX_NAME_LENGTH, "Jo\u0308rg"])
def test_ordinary_names_are_fine(name: str) -> None:
    assert name_problem(name) is None


@pytest.mark.parametrize("case", BAD_NAMES, ids=list(BAD_NAMES))
def test_a_bad_name_is_named_with_its_reason(case: str) -> None:
    name, reason = BAD_NAMES[case]
    problem = name_problem(name)
    assert problem is not None and reason in str(problem)


def test_the_cap_counts_characters_after_stripping_and_nfc() -> None:
    assert name_problem(" " + "ö" * MAX_NAME_LENGTH + " ") is None
    assert name_problem(unicodedata.normalize("NFD", "ö" * MAX_NAME_LENGTH)) is None


# ---------------------------------------------------------------- every game's file


def wmm_document() -> dict[str, Any]:
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.files.wmm.file import game_to_json

    return game_to_json(rules_example())


def wachtwoord_teams() -> dict[str, Any]:
    from wordmastermind.core.wachtwoord.game import Team, TeamGame
    from wordmastermind.files.wachtwoord.file import game_to_json

    return game_to_json(TeamGame(Team("Anna", "Bas"), Team("Cor", "Dirk"), leader="Eva"))


def wachtwoord_trio() -> dict[str, Any]:
    from wordmastermind.core.wachtwoord.game import TrioGame
    from wordmastermind.files.wachtwoord.file import game_to_json

    return game_to_json(TrioGame(("Anna", "Bas", "Cor")))


def rondo_document() -> dict[str, Any]:
    from wordmastermind.core.rondo.game import Game
    from wordmastermind.core.rondo.sides import Player, Side
    from wordmastermind.files.rondo.file import game_to_json

    return game_to_json(Game((Side.team(Player("Anna", D), Player("Bo", D), "ZON", "Dream"),
                              Side.team(Player("Cor", D), Player("Dik", D), "ART"))))


def woordspel_document() -> dict[str, Any]:
    from wordmastermind.core.woordspel.game import Game
    from wordmastermind.files.woordspel.file import game_to_json

    return game_to_json(Game(("Anna", "Bas")))


def password_document() -> dict[str, Any]:
    from wordmastermind.core.password.game import Game, Side
    from wordmastermind.files.password.file import game_to_json

    return game_to_json(Game((Side("Anna"), Side("Les Bleus", ("Bob", "Cor")))))


# (file suffix, document, path of a name in it, the field the message names)
NAME_FIELDS: dict[str, tuple[str, Callable[[], dict[str, Any]], tuple[Any, ...], str]] = {
    "wmm player": (".wmm", wmm_document, ("players", 0, "name"), "players[0].name"),
    "wmm guesser": (".wmm", wmm_document, ("rounds", 0, "guesses", 0, "guesser"), "rounds[0].guesses[0].guesser"),
    "wmm target": (".wmm", wmm_document, ("rounds", 1, "guesses", 2, "target"), "rounds[1].guesses[2].target"),
    "wmm lot": (".wmm", wmm_document, ("lot", "assignment", 1, "targets", 0), "lot.assignment[1].targets[0]"),
    "wachtwoord A-player": (".wwd", wachtwoord_teams, ("teams", 1, "a_player"), "teams[1]"),
    "wachtwoord leader": (".wwd", wachtwoord_teams, ("leader",), "leader"),
    "wachtwoord trio": (".wwd", wachtwoord_trio, ("players", 2), "players"),
    "rondo member": (".rondo", rondo_document, ("sides", 1, "members", 0, "name"), "sides[1].members[0].name"),
    "rondo team": (".rondo", rondo_document, ("sides", 0, "name"), "sides[0].name"),
    "woordspel": (".woordspel", woordspel_document, ("players", 1), "players"),
    "password side": (".password", password_document, ("sides", 0, "name"), "sides[0].name"),
    "password member": (".password", password_document, ("sides", 1, "members", 1), "sides[1].members"),
}


def put(document: Any, path: tuple[Any, ...], value: str) -> None:
    for key in path[:-1]:
        document = document[key]
    document[path[-1]] = value


def score(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = 0
    try:
        main(["score", str(path)])
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("bad", ["ansi", "bidi", "zero-width", "surrogate", "too long"])
@pytest.mark.parametrize("where", NAME_FIELDS, ids=list(NAME_FIELDS))
def test_every_game_file_refuses_a_bad_name_naming_the_field(
    where: str, bad: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    suffix, make, path, field = NAME_FIELDS[where]
    document = make()
    good = tmp_path / f"good{suffix}"
    good.write_text(json.dumps(document), encoding="utf-8")
    assert score(good, capsys)[0] == 0
    name, reason = BAD_NAMES[bad]
    put(document, path, name)
    game = tmp_path / f"game{suffix}"
    game.write_text(json.dumps(document), encoding="utf-8")  # \ud800 goes in as an escape
    code, out, err = score(game, capsys)
    assert (code, out) == (1, "")
    assert err.count("\n") == 1 and "Traceback" not in err
    # The name's field, or (for a lone surrogate, refused in any text as the file is
    # read) the very spot inside it: "teams[1].a_player" for "teams[1]".
    assert re.search(rf"{re.escape(field)}(\[\d+\]|\.\w+)?: ", err) and reason in err


def test_a_gcg_record_with_a_bad_player_name_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "game.gcg"
    record.write_text("#character-encoding UTF-8\n#player1 Anna An\u202ena\n#player2 Bas Bas\n"
                      ">Anna: AEELRST 8H LEES +8 8\n", encoding="utf-8")
    code, out, err = score(record, capsys)
    assert (code, out) == (1, "")
    assert "#player1/#player2: player 1: the name holds a bidi control (U+202E" in err


def test_a_surrogate_name_no_longer_loads_into_a_game_that_cannot_be_saved(tmp_path: Path) -> None:
    from wordmastermind.files.wmm.file import GameFileError, load_game

    document = wmm_document()
    put(document, ("players", 0, "name"), "Alf\ud800ons")
    game = tmp_path / "game.wmm"
    game.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(GameFileError, match=r"players\[0\]\.name: .*lone surrogate"):
        load_game(game)


# ---------------------------------------------------------------- entered in the core


NFC, NFD = "Jörg", unicodedata.normalize("NFD", "Jörg")


def test_nfc_and_nfd_are_the_same_name_in_every_game() -> None:
    from wordmastermind.core.password.game import Game as PasswordGame
    from wordmastermind.core.password.game import Side as PasswordSide
    from wordmastermind.core.rondo.game import Game as RondoGame
    from wordmastermind.core.rondo.sides import Side as RondoSide
    from wordmastermind.core.wachtwoord.game import Team, TeamGame, TrioGame
    from wordmastermind.core.wmm.game import Player
    from wordmastermind.core.wmm.roster import roster_problems
    from wordmastermind.core.woordspel.game import Game as WoordspelGame
    from wordmastermind.core.words import WordRules

    assert NFC != NFD
    problems = roster_problems([Player(NFC, "SALAT"), Player(NFD, "HOSEN"), Player("A", "TISCH"),
                                Player("B", "LAMPE")], WordRules())
    assert [str(p) for p in problems] == [f"row 2, name: {NFD} is already row 1 (names must differ, ignoring case)"]
    with pytest.raises(RuleError, match="twice"):
        TeamGame(Team(NFC, "Bas"), Team("Cor", NFD))
    with pytest.raises(RuleError, match="twice"):
        TrioGame((NFC, "Bas", NFD))
    with pytest.raises(RuleError, match="two sides are called"):
        RondoGame((RondoSide.solo(NFC, D, "ZON"), RondoSide.solo(NFD, D, "ART")))
    with pytest.raises(RuleError, match="both players are called"):
        WoordspelGame((NFC, NFD))
    with pytest.raises(RuleError, match="two players or teams are called"):
        PasswordGame((PasswordSide(NFC), PasswordSide(NFD)))
    with pytest.raises(RuleError, match="two members are called"):
        PasswordSide("Les Bleus", (NFC, NFD))
    assert PasswordGame((PasswordSide(NFC), PasswordSide("Bob"))).index(NFD) == 0


def test_a_curly_apostrophe_is_the_straight_one_in_a_name() -> None:
    """Word and macOS turn ' into ’ as it is typed: "Zoé d’Arcy" in a round file or a mail is the roster's
    "Zoé d'Arcy", and a roster cannot hold both as two players."""
    from wordmastermind.core.wmm.game import Game, Player
    from wordmastermind.core.wmm.place_names import EnteredNames
    from wordmastermind.core.wmm.player_names import PlayerNames
    from wordmastermind.core.wmm.roster import roster_problems
    from wordmastermind.core.words import WordRules

    players = (Player("Zoé d'Arcy", "SALON"), Player("Léa", "TABLE"), Player("Anaïs", "CHIEN"),
               Player("Jérôme N’Diaye", "PLUIE"))
    game = Game(players=players)
    assert [game.player(n).name for n in ("zoé d’arcy", "Jérôme N'Diaye")] == ["Zoé d'Arcy", "Jérôme N’Diaye"]
    assert EnteredNames(game, 1).name("Zoe d’Arcy") == "Zoé d'Arcy"  # and the accent left out
    assert PlayerNames(p.name for p in players).exact("jerome n'diaye") == "Jérôme N’Diaye"
    problems = roster_problems([*players, Player("Zoé D’Arcy", "LIVRE")], WordRules())
    assert [str(p) for p in problems] == [
        "row 5, name: Zoé D’Arcy is already row 1 (names must differ, ignoring case)"]


def test_a_guess_naming_no_player_offers_the_one_it_likely_means() -> None:
    """A round file names "Käthe" for the roster's Käthe Müller, or "Gsutav": refused, offering the player;
    a short name near several players' is offered nothing."""
    from wordmastermind.core.errors import RoundError
    from wordmastermind.core.wmm.evaluation import check_round
    from wordmastermind.core.wmm.game import Game, Guess, Lot, Player

    names = ("Käthe Müller", "Gustav", "Dora", "Emil")
    game = Game(players=tuple(Player(n, s) for n, s in zip(names, ("SALAT", "HOSEN", "TISCH", "LAMPE"))),
                lot=Lot(1, ((names[0], (names[1],)), (names[1], (names[2],)), (names[2], (names[3],)),
                         (names[3], (names[0],)))))
    for written, said in (("Käthe", "Käthe is not a player; perhaps Käthe Müller?"),
                          ("Gsutav", "Gsutav is not a player; perhaps Gustav?"), ("Fra", "Fra is not a player")):
        with pytest.raises(RoundError) as refused:
            check_round(game, 1, [Guess(written, "Gustav", "HASEN")])
        assert [str(p.message) for p in refused.value.problems][0] == said


def test_a_first_name_that_several_players_have_is_refused_naming_them() -> None:
    """Found by a Dutch game master: "Jan", with Jan van der Berg and Jan de Vries in the roster, was refused as
    "Jan does not play"."""
    from wordmastermind.core.errors import RoundError
    from wordmastermind.core.wmm.evaluation import check_round
    from wordmastermind.core.wmm.game import Game, Guess, Lot, Player

    names = ("Jan van der Berg", "Jan de Vries", "Dora", "Emil")
    game = Game(players=tuple(Player(n, s) for n, s in zip(names, ("SALAT", "HOSEN", "TISCH", "LAMPE"))),
                lot=Lot(1, ((names[0], (names[1],)), (names[1], (names[2],)), (names[2], (names[3],)),
                         (names[3], (names[0],)))))
    with pytest.raises(RoundError) as refused:
        check_round(game, 1, [Guess("Dora", "jan", "HASEN")])
    assert [str(p.message) for p in refused.value.problems][0] == (
        "jan is the first name of several players (Jan van der Berg, Jan de Vries): write the whole name")


# A first name several players have, as the guess entry and the mail intake both read it: the first word of the
# name said first name first. The hard cases: a first name joined by a hyphen is one; of two given names the first
# counts; a roster's "surname, first name" has its first name after the comma; a particle is no first name.
SHARED_FIRST_NAMES = [
    ("Anna", ["Anna-Lena Weber", "Anna Schmidt"], ()),
    ("Anna-Lena", ["Anna-Lena Weber", "Anna-Lena Schmidt"], ("Anna-Lena Weber", "Anna-Lena Schmidt")),
    ("Anna", ["Anna Maria Schmidt", "Anna Weber"], ("Anna Maria Schmidt", "Anna Weber")),
    ("Klaus", ["von Berg, Klaus", "Klaus Meier"], ("von Berg, Klaus", "Klaus Meier")),
    ("Kaethe", ["Müller, Käthe", "Käthe Schmidt"], ("Müller, Käthe", "Käthe Schmidt")),
    ("Ten", ["ten Brink, Anna", "ten Cate, Henk"], ()),
    ("von", ["von Berg", "von Arnim"], ()),
]


def _two_and(pair: list[str]) -> Any:
    """A game of the two players ``pair`` and Dora and Emil, its lot drawn."""
    from wordmastermind.core.wmm.game import Game, Lot, Player

    names = (*pair, "Dora", "Emil")
    return Game(players=tuple(Player(n, s) for n, s in zip(names, ("SALAT", "HOSEN", "TISCH", "LAMPE"))),
                lot=Lot(1, tuple((names[i], (names[(i + 1) % 4],)) for i in range(4))))


def _round_says(game: Any, written: str) -> str:
    """What the round says of Dora's guess at ``written``."""
    from wordmastermind.core.errors import RoundError
    from wordmastermind.core.wmm.evaluation import check_round
    from wordmastermind.core.wmm.game import Guess

    with pytest.raises(RoundError) as refused:
        check_round(game, 1, [Guess("Dora", written, "HASEN")])
    return str(refused.value.problems[0].message)


def _mail_holds(game: Any, written: str) -> list[str]:
    """Why a mail's guess at ``written`` waits for the game master, if it does."""
    from wordmastermind.core.wmm.mail_guesses import read_mail_text

    return [str(line.reason) for line in read_mail_text(f"{written}: BIRKE\n", [p.name for p in game.players]).broken]


@pytest.mark.parametrize(("written", "pair", "sharing"), SHARED_FIRST_NAMES)
def test_the_round_and_the_mail_find_the_same_players_sharing_a_first_name(
        written: str, pair: list[str], sharing: tuple[str, ...]) -> None:
    """The round refuses a first name several players have naming them, and a mail's guess at it waits for the
    game master naming them: the same players, by one rule. They were found two ways: the mail took "ten" for
    a first name of "ten Brink, Anna", and offered "von Berg, Klaus" for Klaus (the name after the comma taken
    for a surname); the round took "von" for the first name of von Berg."""
    from wordmastermind.core.words import names_listed

    game = _two_and(pair)
    said = _round_says(game, written)
    shared = f"{written} is the first name of several players ({names_listed(sharing)}): write the whole name"
    assert said == shared if sharing else "the first name of several players" not in said, said
    held = _mail_holds(game, written)
    assert held == ([f'{written} is the name of several players ({", ".join(sharing)}): write the whole name, as'
                     f' "{sharing[0]}: WORD"'] if sharing else []), held


@pytest.mark.parametrize("pair", [["Müller, Käthe", "Müller, Hans"], ["Käthe Müller", "Hans Müller"]])
def test_a_mails_guess_at_a_surname_several_players_have_waits_naming_them(pair: list[str]) -> None:
    """A surname is no first name: the round does not call it one. A mail's guess at it waits for the game
    master, as it did where the roster writes "surname, first name" (a roster written first name first
    left it out as "Müller is no player")."""
    game = _two_and(pair)
    assert _round_says(game, "Müller").startswith("Müller is not a player")
    assert _mail_holds(game, "Müller") == [f'Müller is the name of several players ({pair[0]}, {pair[1]}): write'
                                           f' the whole name, as "{pair[0]}: WORD"']


def test_a_trio_round_finds_its_guesser_spelt_the_other_way() -> None:
    from wordmastermind.core.wachtwoord.game import TrioGame, TrioRound, TrioWord
    from wordmastermind.core.wachtwoord.sheet import trio_sheet

    game = TrioGame((NFC, "Bas", "Cor"), rounds=(TrioRound("Bas", (TrioWord((NFD,), 8),)),))
    assert trio_sheet(game).totals == (8, 0, 0)


@pytest.mark.parametrize("bad", ["ansi", "bidi", "zero-width", "surrogate", "too long"])
def test_every_game_refuses_a_bad_name_entered(bad: str) -> None:
    from wordmastermind.core.password.game import Side as PasswordSide
    from wordmastermind.core.password.log import Pass
    from wordmastermind.core.rondo.sides import Player as RondoPlayer
    from wordmastermind.core.rondo.sides import Side as RondoSide
    from wordmastermind.core.wachtwoord.game import Team, TeamGame, TrioRound
    from wordmastermind.core.wmm.game import Game, Guess, Player
    from wordmastermind.core.woordspel.game import Game as WoordspelGame

    name, reason = BAD_NAMES[bad]
    entries: list[Callable[[], object]] = [
        lambda: Game().with_player(0, Player(name, "SALAT")),
        lambda: Game(players=(Player("Anna", "SALAT"),)).with_player(0, Player(name, "SALAT")),
        lambda: Game().with_guess(1, 0, Guess(name, "Anna", "SALAT")),
        lambda: Game().with_guess(1, 0, Guess("Anna", name, "SALAT")),
        lambda: Team(name, "Bas"),
        lambda: TeamGame(Team("Anna", "Bas"), Team("Cor", "Dirk"), leader=name),
        lambda: TrioRound(name),
        lambda: RondoPlayer(name, D),
        lambda: RondoSide.team(RondoPlayer("An", D), RondoPlayer("Bo", D), "ZON", name),
        lambda: WoordspelGame((name, "Bas")),
        lambda: PasswordSide(name),
        lambda: PasswordSide("Les Bleus", ("Bob", name)),
        lambda: Pass(name, 7),
    ]
    for number, entry in enumerate(entries):
        with pytest.raises(RuleError) as caught:
            entry()
        assert reason in str(caught.value), number


def test_a_team_named_after_its_long_members_is_fine() -> None:
    from wordmastermind.core.rondo.game import Game
    from wordmastermind.core.rondo.sides import Player, Side
    from wordmastermind.files.rondo.file import game_from_json, game_to_json

    long_a, long_b = "A" * MAX_NAME_LENGTH, "B" * MAX_NAME_LENGTH
    game = Game((Side.team(Player(long_a, D), Player(long_b, D), "ZON"),
                 Side.team(Player("Cor", D), Player("Dik", D), "ART")))
    assert game.sides[0].name == f"{long_a} & {long_b}"
    assert game_from_json(json.loads(json.dumps(game_to_json(game)))) == game


def test_the_wmm_roster_lists_a_bad_name_at_its_row() -> None:
    from wordmastermind.core.wmm.game import Player
    from wordmastermind.core.wmm.roster import roster_problems
    from wordmastermind.core.words import WordRules

    players = [Player("Anna", "SALAT"), Player("B\x1b[2Jo", "HOSEN"), Player("Cor", "TISCH"), Player("Dik", "LAMPE")]
    problems = [str(p) for p in roster_problems(players, WordRules())]
    assert problems == ["row 2, name: the name holds a control character (U+001B)"]


def test_a_roster_file_with_a_bad_name_is_refused_at_its_line(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    roster = tmp_path / "roster.csv"
    roster.write_text("name,secret\nAnna,SALAT\nBo\u202eb,HOSEN\nCor,TISCH\nDik,LAMPE\n", encoding="utf-8")
    code = 0
    try:
        main(["new", str(tmp_path / "g.wmm"), "--roster", str(roster)])
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    assert code == 1
    assert "line 3, name: the name holds a bidi control (U+202E RIGHT-TO-LEFT OVERRIDE)" in err
    assert not (tmp_path / "g.wmm").exists()


# ---------------------------------------------------------------- entered in the app


def test_the_app_refuses_a_bad_name_typed_into_the_roster_or_a_round(window: Any, dialogs: Any) -> None:
    from wordmastermind.gui.wmm.roster_model import NAME
    from wordmastermind.gui.wmm.round_model import GUESSER

    window.wmm.load_demo()
    document = window.wmm.document
    before = document.game
    roster = window.wmm.game_page.roster_model
    assert roster.setData(roster.index(1, NAME), "Gus\u202etav") is False
    assert roster.setData(roster.index(len(before.players), NAME), "\x1b[2JEve") is False
    page = window.wmm.rounds_page
    page.show_round(2)
    guesses = page.round_model
    assert guesses.setData(guesses.index(0, GUESSER), "Gus\ud800tav") is False
    page.table.setCurrentIndex(page.table.model().index(1, GUESSER))
    page.table.paste_text("Emil\tAl\u2066fons\tSALAT\n")  # one line goes straight in
    assert document.game == before
    assert dialogs.texts("warning") == [
        "Row 2, name: the name holds a bidi control (U+202E RIGHT-TO-LEFT OVERRIDE).",
        f"Row {len(before.players) + 1}, name: the name holds a control character (U+001B).",
        "Round 2, row 1, guesser: the name holds a lone surrogate (U+D800).",
        "Round 2, row 2, target: the name holds a bidi control (U+2066 LEFT-TO-RIGHT ISOLATE).",
    ]  # each in a box of its own: a sentence


def test_a_side_game_refuses_a_bad_name_in_its_set_up(qtbot: Any) -> None:
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    sheet = WachtwoordSheet()
    qtbot.addWidget(sheet)
    sheet.new_document()
    for edit, name in zip(sheet.setup.player_edits, ("Fred", "An\u200bnie", "Joop", "Marie")):
        edit.setText(name)
    assert not sheet.apply_setup()
    assert "invisible format character (U+200B ZERO WIDTH SPACE)" in sheet.problem_label.text()
    assert sheet.document.game is None


def test_a_lone_surrogate_in_any_text_of_a_game_file_is_refused_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A ``\\ud800`` escape is no character: a title or notes holding one would load and
    then crash every save, so the file is refused as it is read, naming the field."""
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.files.wmm.file import save_game

    path = tmp_path / "game.wmm"
    save_game(rules_example(), path)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["settings"]["title"] = "Herbst\ud800"
    path.write_text(json.dumps(document), encoding="utf-8")  # written as the escape \ud800
    code, out, err = score(path, capsys)
    assert (code, out) == (1, "")
    assert err.count("\n") == 1 and "settings.title: the text holds a lone surrogate (U+D800)" in err
    document["settings"]["title"] = "Herbst \U0001f342"  # an escaped pair is a real character
    path.write_text(json.dumps(document), encoding="utf-8")
    assert score(path, capsys)[0] == 0
