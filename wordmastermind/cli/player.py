"""``player``: a player's e-mail, postal address, channel and attachment shown, or changed as the app's roster
changes them.

Without an option it prints them; each option changes one, and the lines that changed are printed, old → new.
The changes are the roster's own (:class:`~wordmastermind.gui.wmm.roster_model.RosterModel`): a new e-mail
address given in place of the old ones keeps them after it, as a second address mail from which still counts
(:func:`~wordmastermind.core.wmm.roster.changed_addresses`; the same ``--email`` again drops them); the channel
and the attachment are their codes or the words a roster file may write (``E-Mail``, ``Brief``, ``Word``),
``""`` for the roster's first choice (by the addresses known; the game's choice), and any other is refused with
the rules' message, nothing written. An address no mail can go to, or one another player has too, is warned of
as the roster marks it, and the change made. A name that is no player's is refused (exit 2) with the closest
names of the roster, as ``withdraw`` and ``takeover`` refuse it. With ``--json`` the details (and what changed,
and the warnings) are one JSON document on stdout (:func:`player_json`), nothing on stderr.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from wordmastermind.cli.errors import CommandError, CommandWarning, warn
from wordmastermind.cli.help_texts import help_text as h
from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.cli.settings import ATTACHED, print_lines
from wordmastermind.core.errors import field
from wordmastermind.core.messages import Text
from wordmastermind.core.wmm.game import Player, Settings

if TYPE_CHECKING:
    from wordmastermind.cli.parser import CommandAdder

FIELDS = ("email", "address", "channel", "attachment")
WARNED_OF = {"email": ("roster.email", "roster.email_shared", "roster.no_email"), "address": ("roster.no_postal",),
             "channel": ("roster.no_email", "roster.no_postal")}
"""The roster's warnings of a player's addresses (``core.wmm.roster.address_warnings``) that each option concerns."""
"""A player's details as ``player`` shows them, in its order; its options' names."""

LABELS = {key: CLI.say(f"cli.player.{key}") for key in FIELDS}
"""Each detail's name, as the lines say it."""


def add_player_parser(command: CommandAdder) -> None:
    """Add ``player`` through the parser's ``command(name, run, help)`` helper."""
    p = command("player", cmd_player, h("help.player"))
    p.description = h("help.player.about")
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("name", metavar="NAME", help=h("help.player.name"))
    p.add_argument("--email", metavar="ADDRESS", help=h("help.player.email"))
    p.add_argument("--address", metavar="TEXT", help=h("help.player.address"))
    p.add_argument("--channel", metavar="WAY", help=h("help.player.channel"))
    p.add_argument("--attachment", metavar="KIND", help=h("help.player.attachment"))
    p.add_argument("--json", action="store_true", help=h("help.player.json"))


def cmd_player(args: argparse.Namespace) -> None:
    from wordmastermind.cli.departures import player_named
    from wordmastermind.core.wmm.roster import address_warnings
    from wordmastermind.files.wmm.file import load_game_stamped, save_game

    loaded = load_game_stamped(args.game)
    game = loaded.value
    name = player_named(game, args.name)
    row = next(row for row, player in enumerate(game.players) if player.name == name)
    old = game.players[row]
    new = changed_player(old, args)
    changed = [key for key in FIELDS if getattr(new, key) != getattr(old, key)]
    settings = game.settings
    after = game.with_player(row, new) if changed else game
    if changed:
        save_game(after, args.game, since=loaded.stamp)
    asked = [key for key in FIELDS if getattr(args, key) is not None]
    concerned = {code for key in asked for code in WARNED_OF.get(key, ())}  # what this run set is warned of
    warnings = [CommandWarning(problem.message) for problem in address_warnings(after.players)
                if problem.row == row and problem.message.code in concerned]
    if args.json:
        from wordmastermind.cli.json_output import print_json, warnings_json

        print_json({"name": name, **player_json(new, settings), "changed": changed,
                    "warnings": warnings_json(warnings)})
        return
    if changed:
        print(spoken(CLI.say("cli.player.changed", path=str(args.game), name=name)))
        print_lines(LABELS, {key: f"{spoken(said_value(old, key, settings))} → "
                                  f"{spoken(said_value(new, key, settings))}" for key in changed})
        kept = [a for a in new.addresses if a not in Player("", "", args.email or "").addresses]
        if "email" in changed and kept:
            print(spoken(CLI.say("cli.player.kept", count=len(kept), name=name, kept=", ".join(kept))))
        warn(warnings)
        return
    print(spoken(CLI.say("cli.player.unchanged" if asked else "cli.player.of", path=str(args.game), name=name)))
    print_lines(LABELS, {key: spoken(said_value(old, key, settings)) for key in FIELDS})
    warn(warnings)


def changed_player(player: Player, args: argparse.Namespace) -> Player:
    """``player`` with the options given, as the roster takes them; a channel or attachment the rules do not
    know refused, with their message."""
    from wordmastermind.core.wmm.roster import changed_addresses, roster_problems
    from wordmastermind.files.wmm.columns import ATTACHMENT_WORDS, CHANNEL_WORDS, word_code

    changes: dict[str, str] = {}
    if args.email is not None:
        changes["email"] = changed_addresses(player.email, args.email)
    if args.address is not None:
        changes["address"] = args.address
    for key, words in (("channel", CHANNEL_WORDS), ("attachment", ATTACHMENT_WORDS)):
        if getattr(args, key) is not None:
            changes[key] = word_code(getattr(args, key), words)
    new = replace(player, **changes)
    for problem in roster_problems([new], Settings().word_rules):
        if problem.field in (field("channel"), field("attachment")):
            option = "--channel" if problem.field == field("channel") else "--attachment"
            raise CommandError(CLI.say("cli.player.refused", option=option, error=problem.message))
    return new


# ------------------------------------------------------------------ output


def player_json(player: Player, settings: Settings) -> dict[str, object]:
    """A player's details as ``--json`` gives them: the e-mail addresses (mail goes to the first), the postal
    address's lines, the channel and attachment as entered (``""``: by the addresses known; the game's choice)
    and what they come to: whether mail and letters go to the player, and what the mails carry (``none``)."""
    from wordmastermind.core.wmm.letter import address_lines

    return {"email": list(player.addresses), "address": list(address_lines(player.address)),
            "channel": player.channel, "attachment": player.attachment, "by_mail": player.by_mail,
            "by_post": player.by_post, "carried": player.attachment_of(settings) or "none"}


def said_value(player: Player, key: str, settings: Settings) -> Text:
    """A detail of ``player`` as the lines say it (``settings``: the game's, whose choice of attachment a player
    may follow)."""
    none = CLI.say("cli.player.none")
    if key == "email":
        return "; ".join(player.addresses) or none
    if key == "address":
        from wordmastermind.core.wmm.letter import address_lines

        return ", ".join(address_lines(player.address)) or none
    if key == "channel":
        way = "both" if player.by_mail and player.by_post else "mail" if player.by_mail else (
            "post" if player.by_post else "none")
        said = CLI.say(f"cli.player.way.{way}")
        return said if player.channel else CLI.say("cli.player.by_addresses", way=said)
    kind = player.attachment_of(settings)
    carried = CLI.say("cli.settings.attached", kind=ATTACHED[kind]) if kind else CLI.say("cli.settings.nothing")
    return carried if player.attachment else CLI.say("cli.player.games_choice", carried=carried)
