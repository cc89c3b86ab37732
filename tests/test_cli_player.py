"""``player``: a player's e-mail, address, channel and attachment shown and changed from the command line, as the
app's roster changes them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from test_cli import Run, csv_file, run  # noqa: F401  (run: the fixture)
from test_cli_language import wordmastermind
from test_translations import french
from wordmastermind.core.wmm.game import Player
from wordmastermind.files.wmm.file import load_game

ROSTER = [("Alfons", "Salat", "alfons@example.org"), ("Gustav", "Motel", ""), ("Beatrix", "Tisch", "bea@example.org"),
          ("Emil", "Lampe", "emil@example.org"), ("Käthe", "Kerze", "")]


@pytest.fixture
def game(tmp_path: Path, run: Run) -> Path:
    path = tmp_path / "game.wmm"
    run.new(path, "--roster", csv_file(tmp_path / "roster.csv", "name,secret,email", ROSTER))
    run.ok("lot", path, "--seed", 1)
    return path


def player(path: Path, name: str) -> Player:
    found = load_game(path).player(name)
    assert found is not None
    return found


def test_without_an_option_it_prints_the_players_details(game: Path, run: Run) -> None:
    assert run.ok("player", game, " alfons ") == (
        f"Alfons in {game}:\n"
        "  E-mail:      alfons@example.org\n"
        "  Address:     (not given)\n"
        "  Channel:     by the addresses known: e-mail\n"
        "  Mails carry: the game's choice: no attachment\n"
    )
    assert run.ok("player", game, "Kaethe").splitlines()[1:] == [  # as players write her name
        "  E-mail:      (not given)",
        "  Address:     (not given)",
        "  Channel:     by the addresses known: nothing (no address is known)",
        "  Mails carry: the game's choice: no attachment",
    ]


def test_the_options_change_the_player_and_say_what_changed(game: Path, run: Run) -> None:
    before = load_game(game)
    out = run.ok("player", game, "Gustav", "--email", "gustav@example.net", "--address", "Weg 1, 12345 Ort",
                 "--channel", "both", "--attachment", "pdf")
    assert out == (
        f"{game}: Gustav's details changed:\n"
        "  E-mail:      (not given) → gustav@example.net\n"
        "  Address:     (not given) → Weg 1, 12345 Ort\n"
        "  Channel:     by the addresses known: nothing (no address is known) → e-mail and letter\n"
        "  Mails carry: the game's choice: no attachment → the report as PDF\n"
    )
    assert player(game, "Gustav") == Player("Gustav", "MOTEL", "gustav@example.net", "Weg 1, 12345 Ort", "both", "pdf")
    after = load_game(game)
    assert after.lot == before.lot and after.players[2:] == before.players[2:]  # nothing else changed
    assert game.with_name(game.name + ".bak").exists()  # saved as every command saves: the version before kept

    # the words a roster file may write, and '' for the roster's first choices
    run.ok("player", game, "Gustav", "--channel", "Brief", "--attachment", "Word")
    assert (player(game, "Gustav").channel, player(game, "Gustav").attachment) == ("post", "docx")
    out = run.ok("player", game, "Gustav", "--channel", "", "--attachment", "", "--address", "")
    assert out.splitlines()[1:] == [
        "  Address:     Weg 1, 12345 Ort → (not given)",
        "  Channel:     letter → by the addresses known: e-mail",
        "  Mails carry: the report as Word → the game's choice: no attachment",
    ]


def test_a_new_address_keeps_the_old_one_after_it_as_the_roster_does_and_the_same_again_drops_it(
    game: Path, run: Run
) -> None:
    out = run.ok("player", game, "Alfons", "--email", "alfons@example.net")
    assert out == (
        f"{game}: Alfons's details changed:\n"
        "  E-mail: alfons@example.org → alfons@example.net; alfons@example.org\n"
        "Alfons's old address alfons@example.org is kept after the new one: mail from it still counts."
        " To drop it, give the same --email again.\n"
    )
    assert player(game, "Alfons").addresses == ("alfons@example.net", "alfons@example.org")
    assert run.ok("player", game, "Alfons", "--email", "alfons@example.net") == (
        f"{game}: Alfons's details changed:\n"
        "  E-mail: alfons@example.net; alfons@example.org → alfons@example.net\n"
    )
    assert player(game, "Alfons").email == "alfons@example.net"


def test_the_same_details_again_write_nothing(game: Path, run: Run) -> None:
    before = game.stat().st_mtime_ns, game.read_bytes()
    out = run.ok("player", game, "Emil", "--email", "emil@example.org", "--channel", "")
    assert out.startswith(f"{game}: Emil's details are so already; nothing written:\n"
                          "  E-mail:      emil@example.org\n")
    assert (game.stat().st_mtime_ns, game.read_bytes()) == before


def test_an_address_no_mail_can_go_to_or_another_players_is_warned_of_and_set(game: Path, run: Run) -> None:
    code, out, err = run("player", game, "Gustav", "--email", "gustav@example")
    assert code == 0 and out.startswith(f"{game}: Gustav's details changed:\n")
    assert err == ("warning: gustav@example is not an e-mail address like name@example.org: no mail can go to"
                   " Gustav there\n")
    code, _out, err = run("player", game, "Käthe", "--email", "Bea <BEA@example.org>")
    assert code == 0 and err == (
        "warning: Bea <BEA@example.org> is Beatrix's address too: mail to one of them reaches the other, with their"
        " secret word, and a mail from it is nobody's guess until you say whose\n")
    assert player(game, "Käthe").email == "Bea <BEA@example.org>"


def test_a_channel_or_attachment_the_rules_do_not_know_is_refused_and_nothing_written(game: Path, run: Run) -> None:
    before = game.read_bytes()
    assert run.fails("player", game, "Emil", "--email", "emil@example.net", "--channel", "fax") == (
        "wordmastermind: --channel: 'fax' is no way of sending: write mail, post or both (empty: by the addresses"
        " known); nothing written\n")
    assert run.fails("player", game, "Emil", "--attachment", "odt") == (
        "wordmastermind: --attachment: 'odt' is no attachment: write none, pdf, docx or xlsx (empty: the game's"
        " choice); nothing written\n")
    assert game.read_bytes() == before


def test_a_name_that_is_no_players_is_refused_with_the_closest_names(game: Path, run: Run) -> None:
    before = game.read_bytes()
    code, out, err = run("player", game, "Alfonz", "--email", "a@example.org")
    assert (code, out, err) == (2, "", "wordmastermind: Alfonz: no such player; did you mean Alfons?\n")
    code, out, err = run("player", game, "Zorro")
    assert (code, out) == (2, "")
    assert err == "wordmastermind: Zorro: no such player; the players are Alfons, Gustav, Beatrix, Emil, Käthe\n"
    assert game.read_bytes() == before


@pytest.mark.parametrize(("language", "refusal", "line"), [
    ("de", "wordmastermind: --channel: 'fax' ist kein Versandweg: schreiben Sie Mail, Post oder beides (leer: nach"
           " den bekannten Adressen); nichts geschrieben", "Weg: nach den bekannten Adressen: E-Mail"),
    ("nl", "wordmastermind: --channel: 'fax' is geen manier van versturen: schrijf mail, post of beide (leeg:"
           " volgens de bekende adressen); niets geschreven", "Kanaal: volgens de bekende adressen: e-mail"),
    ("fr", french("wordmastermind: --channel : 'fax' n’est pas un mode d’envoi : écrivez courriel, poste ou les deux"
                  " (vide : selon les adresses connues) ; rien n’a été écrit"),
     french("Canal : selon les adresses connues : courriel")),
])
def test_a_whole_run_speaks_the_environments_language(tmp_path: Path, game: Path, language: str, refusal: str,
                                                      line: str) -> None:
    refused = wordmastermind(tmp_path, {"LANGUAGE": language}, "player", game, "Emil", "--channel", "fax")
    assert (refused.returncode, refused.stdout, refused.stderr) == (1, "", refusal + "\n")
    shown = wordmastermind(tmp_path, {"LANGUAGE": language}, "player", game, "Emil")
    assert shown.returncode == 0 and line in [re.sub(" +", " ", said.strip()) for said in shown.stdout.splitlines()]


def test_json_gives_the_details_and_what_changed_for_scripts(game: Path, run: Run) -> None:
    import json

    shown = json.loads(run.ok("player", game, "Alfons", "--json"))
    assert shown == {"name": "Alfons", "email": ["alfons@example.org"], "address": [], "channel": "",
                     "attachment": "", "by_mail": True, "by_post": False, "carried": "none", "changed": [],
                     "warnings": []}
    changed = json.loads(run.ok("player", game, "Gustav", "--json", "--email", "gustav@example", "--address",
                                "Weg 1, 12345 Ort", "--channel", "Brief", "--attachment", "Word"))
    assert {key: changed[key] for key in ("email", "address", "channel", "attachment", "by_mail", "by_post",
                                          "carried", "changed")} == {
        "email": ["gustav@example"], "address": ["Weg 1", "12345 Ort"], "channel": "post", "attachment": "docx",
        "by_mail": False, "by_post": True, "carried": "docx", "changed": ["email", "address", "channel", "attachment"]}
    warning, = changed["warnings"]  # an address no mail can go to: said, and set all the same
    assert warning["code"] == "roster.email" and "gustav@example" in warning["text"]
    assert player(game, "Gustav").email == "gustav@example"


@pytest.mark.parametrize("language, said", [
    ("en", "warning: Gustav is to get letters but has no postal address: no letter can go to them"),
    ("de", "Warnung: Gustav soll Briefe bekommen, hat aber keine Postanschrift: es kann kein Brief an Gustav gehen"),
])
def test_letters_asked_for_a_player_without_a_postal_address_are_warned_of(
        tmp_path: Path, game: Path, language: str, said: str) -> None:
    changed = wordmastermind(tmp_path, {"LANGUAGE": language}, "player", game, "Gustav", "--channel", "post")
    assert (changed.returncode, changed.stderr) == (0, said + "\n")  # set all the same
    assert player(game, "Gustav").channel == "post"
    again = wordmastermind(tmp_path, {"LANGUAGE": language}, "player", game, "Gustav", "--channel", "post")
    assert (again.returncode, again.stderr) == (0, said + "\n")  # asked again, unchanged: still said
    addressed = wordmastermind(tmp_path, {"LANGUAGE": language}, "player", game, "Gustav", "--address", "Weg 1")
    assert (addressed.returncode, addressed.stderr) == (0, "")
    by_mail = wordmastermind(tmp_path, {"LANGUAGE": language}, "player", game, "Emil", "--channel", "mail")
    assert (by_mail.returncode, by_mail.stderr) == (0, "")


def test_a_channel_of_both_is_warned_of_each_address_missing(game: Path, run: Run) -> None:
    both = wordmastermind(game.parent, {"LANGUAGE": "en"}, "player", game, "Käthe", "--channel", "both")
    assert (both.returncode, both.stderr) == (0, "".join(f"warning: {said}\n" for said in (
        "Käthe is to get mails but has no e-mail address: no mail can go to them",
        "Käthe is to get letters but has no postal address: no letter can go to them")))
    emailed = wordmastermind(game.parent, {"LANGUAGE": "en"}, "player", game, "Käthe", "--email", "k@example.org")
    assert (emailed.returncode, emailed.stderr) == (0, "")  # the e-mail given: and the address is not asked of


def test_json_lists_letters_without_a_postal_address_among_the_warnings(game: Path, run: Run) -> None:
    import json

    changed = json.loads(run.ok("player", game, "Emil", "--json", "--channel", "both"))
    warning, = changed["warnings"]
    assert (warning["code"], warning["params"]["name"]) == ("roster.no_postal", "Emil")
    assert warning["text"] == "Emil is to get letters but has no postal address: no letter can go to them"
    assert (changed["by_post"], changed["address"]) == (True, [])
