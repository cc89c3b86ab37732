"""``settings``: a Wörter-MasterMind game's settings shown, or changed as the app's Game page changes them.

Without an option it prints them; each option (named as ``new`` names it) changes one, and the lines that
changed are printed, old → new. What the core refuses (a word length outside its range, a title of two
lines) is refused with its message, and so is a word length or alphabet that a secret word or a guess the
game holds would no longer fit: on the command line no secret word can be typed again, and once guesses
are marked at it no roster may change it (:func:`~wordmastermind.core.wmm.roster.under_way_problems`).
Nothing is written then. A word language whose lists do not know a secret word is no rule broken: the change
is made, and each such word is warned of with what the lists say (the app's roster marks it so, and the game
master may accept it there), as ``new`` warns of them (:mod:`.secret_words`). With ``--json`` the answer is
all data: the settings, those changed, the correction owed (``told``) and the ``warnings``, each message as
its code, parameters and text (:func:`~wordmastermind.cli.json_output.said_json`); nothing on stderr.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from wordmastermind.cli.errors import CommandError, warn
from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.cli.secret_words import unknown_secrets, word_language_said
from wordmastermind.core.errors import Problem, SettingsError, field
from wordmastermind.core.messages import Text
from wordmastermind.core.wmm.game import Game, Settings

if TYPE_CHECKING:
    from wordmastermind.core.wmm.results import Evaluation

ATTACH_CHOICES = ("none", "pdf", "docx", "xlsx")
"""``--attach``: what the players' mails carry unless a player's entry says otherwise."""

ATTACHED = {"pdf": "PDF", "docx": "Word", "xlsx": "Excel"}
"""Each kind of attachment as the lines name it."""

FIELDS = ("title", "word_length", "umlauts", "points_only", "language", "word_language", "attachment")
"""The settings as ``settings`` shows them, in its order; the keys of ``--json``."""


def cmd_settings(args: argparse.Namespace) -> None:
    from wordmastermind.files.wmm.file import load_game_stamped, save_game

    loaded = load_game_stamped(args.game)
    game = loaded.value
    settings = changed_settings(game.settings, args)
    changed = [key for key in FIELDS if (_value(settings, key), said_value(settings, key))
               != (_value(game.settings, key), said_value(game.settings, key))]
    after = game.with_settings(settings)
    evaluated = None
    if settings != game.settings:
        evaluated = refuse_broken(game, after)
        save_game(after, args.game, since=loaded.stamp)
    told = None
    if evaluated is not None and not results_alike(*evaluated):  # else every report tells what it told
        from wordmastermind.cli.told import correction_owed

        told = correction_owed(*evaluated)
    other_lists = settings.word_language != game.settings.word_language  # the secret words are looked up anew
    warnings = [unknown_secrets(after)] if other_lists else []
    if args.json:
        from wordmastermind.cli.json_output import print_json, said_json, warnings_json

        print_json({**{key: _value(settings, key) for key in FIELDS},
                    "word_language_chosen": bool(settings.words_in), "changed": changed,
                    "told": said_json(told or ""), "warnings": warnings_json(warnings)})
        return
    if changed:
        print(spoken(CLI.say("cli.settings.changed", path=str(args.game))))
        print_lines(LABELS, {key: f"{spoken(said_value(game.settings, key))} → {spoken(said_value(settings, key))}"
                      for key in changed})
    else:
        print(spoken(CLI.say("cli.settings.unchanged" if _asked(args) else "cli.settings.of", path=str(args.game))))
        print_lines(LABELS, {key: spoken(said_value(settings, key)) for key in FIELDS})
    if told is not None:
        print(spoken(told))
    warn(warnings)


def changed_settings(settings: Settings, args: argparse.Namespace) -> Settings:
    """``settings`` with the options given; the core's refusal said with "nothing written"."""
    changes: dict[str, Any] = {}
    if args.title is not None:
        changes["title"] = args.title.strip()
    for option, key in (("length", "word_length"), ("umlauts", "umlauts"), ("points_only", "points_only"),
                        ("language", "language"), ("words", "words_in")):
        if getattr(args, option) is not None:
            changes[key] = getattr(args, option)
    if args.attach is not None:
        changes["attachment"] = "" if args.attach == "none" else args.attach
        if not changes["attachment"] and settings.attachment == "none":
            del changes["attachment"]  # nothing already, as a file may say it
    try:
        return replace(settings, **changes)
    except SettingsError as error:
        from wordmastermind.files.messages import said

        raise CommandError(CLI.say("cli.nothing_written_after", error=said(error))) from None


def _asked(args: argparse.Namespace) -> bool:
    """Whether an option asked for a change (which changed nothing)."""
    return any(getattr(args, option) is not None
               for option in ("title", "length", "umlauts", "points_only", "language", "words", "attach"))


def refuse_broken(before: Game, after: Game) -> tuple[Evaluation, Evaluation] | None:
    """Refuse ``after``'s word rules where a secret word or a guess of the game that fitted ``before``'s
    would not fit them: each named with the rule it would break. The two games evaluated, where the word rules
    differ (the only settings the evaluation reads); None where they are alike: nothing is evaluated."""
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.round_changes import newly_illegal

    old, new = before.settings.word_rules, after.settings.word_rules
    if old == new:
        return None
    details: list[Text] = []
    for row, player in enumerate(after.players):
        problem = new.problem(player.secret)
        if problem is not None and old.problem(player.secret) is None:
            details.append(Problem(row, field("secret"), problem).as_message())
    evaluated = evaluate(before), evaluate(after)
    for g in newly_illegal(*evaluated):
        details.append(CLI.say("cli.guesses.later_guess", round=g.round, row=g.row + 1, guesser=g.guesser,
                               target=g.target, word=g.word, problem=g.problem or ""))
    if details:
        raise CommandError(CLI.say("cli.settings.breaks", rules=new.describe(), count=len(details)),
                           [*details, CLI.say("cli.settings.breaks_hint")])
    return evaluated


def results_alike(before: Evaluation, after: Evaluation) -> bool:
    """Whether two evaluations of a game under other word rules give every secret word, guess, total and
    standing alike: what its reports told is then told alike (nothing to look for in the log of what went out).
    A guess or a word that breaks a rule in both is alike only where it is said alike."""
    old, new = before.game.settings.word_rules, after.game.settings.word_rules
    return (
        all((old.problem(p.secret) is None) == (new.problem(p.secret) is None) for p in after.game.players)
        and (before.players, before.wf_next, before.game_over_after) == (after.players, after.wf_next,
                                                                           after.game_over_after)
        and len(before.rounds) == len(after.rounds)
        and all(a.guesses == b.guesses and a.totals == b.totals for a, b in zip(before.rounds, after.rounds))
    )


# ------------------------------------------------------------------ output

LABELS = {key: CLI.say(f"cli.settings.{key}") for key in FIELDS}
"""Each setting's name, as the lines say it."""


def _value(settings: Settings, key: str) -> object:
    """A setting as ``--json`` gives it: the word language in effect, ``none`` for no attachment."""
    if key == "word_language":
        return settings.word_language
    if key == "attachment":
        return settings.attachment or "none"
    return getattr(settings, key)


def said_value(settings: Settings, key: str) -> Text:
    """A setting as the lines say it."""
    if key == "title":
        return settings.title or CLI.say("cli.settings.no_title")
    if key == "word_length":
        return CLI.say("cli.settings.letters", length=settings.word_length)
    if key == "umlauts":
        return CLI.say("cli.settings.umlauts_allowed" if settings.umlauts else "cli.settings.umlauts_not_allowed")
    if key == "points_only":
        return CLI.say("cli.settings.points" if settings.points_only else "cli.settings.marks")
    if key == "language":
        return CLI.say(f"cli.language.{settings.language}")
    if key == "word_language":
        words = word_language_said(settings)
        return words if settings.words_in else CLI.say("cli.settings.words_follow", words=words)
    kind = settings.attachment if settings.attachment != "none" else ""
    return CLI.say("cli.settings.attached", kind=ATTACHED[kind]) if kind else CLI.say("cli.settings.nothing")


def print_lines(names: Mapping[str, Text], values: dict[str, str]) -> None:
    """Each key's name in ``names``, then ``values``'s text of it, the texts one under the other."""
    labels = {key: spoken(names[key]) for key in values}
    width = max(len(label) for label in labels.values())
    for key, value in values.items():
        print(f"  {labels[key].ljust(width)} {value}")
