"""``letters`` and ``labels``: the postal players' letters for window envelopes, and address labels.

The game master's own address (the return line) and place are options here
(``--from-address``, ``--place``); the app keeps them in its settings. Who
gets a letter, and the players left out with the reason, as in
:mod:`wordmastermind.core.wmm.letter`.
"""

from __future__ import annotations

import argparse
import datetime
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordmastermind.cli.departures import add_include_withdrawn
from wordmastermind.cli.errors import CommandError
from wordmastermind.cli.help_texts import help_text as h
from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.cli.only import only_players
from wordmastermind.core.messages import Message
from wordmastermind.core.wmm.game import REPORT_LANGUAGES
from wordmastermind.files.messages import said

if TYPE_CHECKING:
    from wordmastermind.cli.parser import CommandAdder
    from wordmastermind.cli.sent_json import Said
    from wordmastermind.core.wmm.game import Player

LAYOUT_KEYS = ("din5008-b", "us10")
LABEL_FORMATS = ("3x8", "3x7")


def add_letters_parsers(command: CommandAdder) -> None:
    """Add ``letters`` and ``labels`` through the parser's ``command(name, run, help)`` helper."""
    p = command("letters", cmd_letters, h("help.letters"))
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("--round", type=int, metavar="N", help=h("help.letters.round"))
    p.add_argument("--lot", action="store_true", help=h("help.letters.lot"))
    p.add_argument("--pdf", type=Path, metavar="F", help=h("help.letters.pdf"))
    p.add_argument("--docx", type=Path, metavar="F", help=h("help.letters.docx"))
    p.add_argument("--folder", type=Path, metavar="DIR", help=h("help.letters.folder"))
    p.add_argument("--layout", choices=LAYOUT_KEYS, default="din5008-b", help=h("help.letters.layout"))
    p.add_argument("--duplex", action="store_true", help=h("help.letters.duplex"))
    _who(p)
    p.add_argument("--from-address", default="", metavar="TEXT", help=h("help.letters.from_address"))
    p.add_argument("--place", default="", metavar="TEXT", help=h("help.letters.place"))
    p.add_argument("--language", choices=REPORT_LANGUAGES, help=h("help.letters.language"))
    p.add_argument("--correction", action="store_true", help=h("help.letters.correction"))
    p.add_argument("--again", action="store_true", help=h("help.letters.again"))
    p.add_argument("--json", action="store_true", help=h("help.letters.json"))
    add_include_withdrawn(p)

    p = command("labels", cmd_labels, h("help.labels"))
    p.add_argument("game", type=Path, metavar="GAME", help=h("help.game"))
    p.add_argument("--pdf", type=Path, required=True, metavar="F", help=h("help.labels.pdf"))
    p.add_argument("--format", choices=LABEL_FORMATS, default="3x8", help=h("help.labels.format"))
    _who(p)
    p.add_argument("--json", action="store_true", help=h("help.labels.json"))
    add_include_withdrawn(p)


def _who(p: argparse.ArgumentParser) -> None:
    p.add_argument("--all", dest="everyone", action="store_true", help=h("help.letters.all"))
    p.add_argument("--only", metavar="NAMES", help=h("help.letters.only"))


def _only(args: argparse.Namespace, players: Sequence[Player]) -> list[str]:
    """The roster's names ``--only`` names (none: the default recipients); a name that is no player's: exit 2."""
    return only_players(args.only, (player.name for player in players)) or []


def _say_left_out(left_out: tuple[Message, ...], voice: Said) -> None:
    """Why each player left out gets no letter (not with ``--json``, which gives it per player)."""
    if not voice.json:
        for reason in left_out:
            print(spoken(reason))


def cmd_letters(args: argparse.Namespace) -> None:
    from wordmastermind.cli.mail import _report, record_report_out
    from wordmastermind.cli.sent_json import Said
    from wordmastermind.cli.told import correction_again, correction_said
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.letter import abroad_without_country, build_letters, unset_deadline
    from wordmastermind.core.wmm.player_view import masked_warning, player_view
    from wordmastermind.core.wmm.round_report_texts import round_texts
    from wordmastermind.files.i18n import translation
    from wordmastermind.files.outputs import OutputError
    from wordmastermind.files.wmm.file import load_game_stamped
    from wordmastermind.files.writers.letter_pdf import LAYOUTS, check_letters, check_printable
    from wordmastermind.files.writers.letters import LetterKind, write_letters

    given = [option for option, value in (("--pdf", args.pdf), ("--docx", args.docx), ("--folder", args.folder)) if value]
    if not given:
        raise CommandError(CLI.say("cli.letters.where"))
    if len(given) > 1:
        raise CommandError(CLI.say("cli.letters.one_way", given=" ".join(given)))
    if args.lot and args.round is not None:
        raise CommandError(CLI.say("cli.mail.lot_or_round"))
    loaded = load_game_stamped(args.game)
    only = _only(args, loaded.value.players)
    result = evaluate(loaded.value)
    language = args.language or result.game.settings.language
    number = 0 if args.lot else args.round if args.round is not None else result.round
    if not args.lot and result.round == 0:
        raise CommandError(CLI.say("cli.mail.no_round_yet"))
    if not args.lot and not 1 <= number <= result.round:
        raise CommandError(CLI.say("cli.mail.no_such_round", round=number, count=result.round))
    if args.correction and args.round is None:
        raise CommandError(CLI.say("cli.mail.correction_round"))
    if args.again:
        result = correction_again(args.correction, result, number, "letter")
    voice = Said(json=args.json)
    roster = [player.name for player in loaded.value.players]
    correction = None
    if args.correction:  # to the postal players round N (and what followed) changed for: what changed
        from wordmastermind.core.wmm.correction_letters import build_correction_letters

        correction, corrected = build_correction_letters(result, number, language=language, everyone=args.everyone,
                                                         only=only, date=datetime.date.today(), catalogs=translation,
                                                         return_address=args.from_address or "")
        if corrected is None:
            voice.line(CLI.say("cli.mail.no_correction", round=number))
            _print_json(voice, "correction", number, correction, roster)
            return
    view = corrected if correction is not None and corrected is not None else player_view(result, number)
    report = _report(view, language)
    # the game master's own return address and place go to the players too: through the view
    sender, sender_masked = view.text(args.from_address, "address")
    place, place_masked = view.text(args.place, "address")
    letters = correction or build_letters(view, language=language, everyone=args.everyone, only=only,
                                          date=datetime.date.today(), return_address=sender, catalogs=translation)
    masked = (*view.masked, *sender_masked, *place_masked)
    for warning in masked_warning(masked, round_texts(language, translation)):  # once, naming every masked word
        voice.warn(warning)
    what = "correction" if correction is not None else "lot" if number == 0 else \
        "final" if view.state.game_over else "round"
    if not letters.letters:
        _say_left_out(letters.left_out, voice)
        if correction is not None:  # those it changed for get mail, or were told by letter already
            voice.line(correction_said("cli.letters.no_correction", result, number))
        _print_json(voice, what, number, letters, roster)  # who was left out, and why
        if correction is None:  # the exit says that nobody gets one
            raise CommandError(_nobody(args.everyone))
        return
    try:  # an address that does not fit is refused before anything is said or written
        check_letters(letters.letters, LAYOUTS[args.layout], sender)
    except ValueError as error:
        raise CommandError(said(error)) from None
    try:  # an address the PDF's font cannot print is refused before anything is said or written
        if not args.docx:
            check_printable(letters.letters, sender, place)
    except ValueError as error:
        raise CommandError(said(error)) from None
    _say_left_out(letters.left_out, voice)
    unset = unset_deadline(result, number) if correction is None else None
    if unset is not None:
        voice.warn(CLI.say("cli.letters.no_deadline", round=unset))
    if abroad := abroad_without_country(letters.letters, sender):
        voice.warn(CLI.say("cli.letters.no_country", names=", ".join(abroad)))
    kind: LetterKind = "pdf" if args.pdf else "docx" if args.docx else "each"
    target = args.pdf or args.docx or args.folder
    try:
        each, font_warnings = write_letters(kind, letters.letters, report, target, layout=args.layout,
                                            sender=sender, place=place, duplex=args.duplex)
    except (ValueError, OutputError) as error:
        raise CommandError(said(error)) from None
    except OSError as error:
        raise CommandError(CLI.say("cli.cannot_write", path=str(error.filename or target),
                                   reason=error.strerror or str(error))) from None
    written = [target] if each is None else each
    if not voice.json:
        for path in written:
            print(path)
    for font_warning in font_warnings:  # a PDF's
        voice.warn(font_warning)
    if correction is not None:
        from wordmastermind.core.wmm.sent_log import correction_records

        at = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
        records = correction_records(result, number, [letter.name for letter in letters.letters], at, kind="letter",
                                     status="written", file=str(written[0]) if len(written) == 1 else "")
        record_report_out(args.game, loaded.stamp, loaded.value, None, records, voice=voice)
    else:
        record_report_out(args.game, loaded.stamp, loaded.value, number,
                          _letter_records(result, number, letters, written), ended_after=result.game_over_after,
                          voice=voice)
    _print_json(voice, what, number, letters, roster, written)


def _print_json(voice: Said, what: str, number: int, letters: Any, roster: Sequence[str],
                written: Sequence[Path] = ()) -> None:
    """With ``--json``: each player's letter written (with its file) or left out (with the reason), the files
    and what the run said, as one JSON document."""
    if voice.json:
        from wordmastermind.cli.json_output import print_json
        from wordmastermind.cli.sent_json import letter_outcomes_json, run_json

        names = [letter.name for letter in letters.letters] if letters is not None else []
        left_out = letters.left_out if letters is not None else ()
        outcomes = letter_outcomes_json(names, left_out, written, roster)
        print_json(run_json("letters", what, number, outcomes, voice, files=[str(path) for path in written]))


def _letter_records(result: Any, number: int, letters: Any, written: list[Any]) -> tuple[Any, ...]:
    """The log's records of the letters written: one per player, with its file (one PDF per player in a folder)."""
    from wordmastermind.core.wmm.sent_log import sent_reports

    at = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
    names = [letter.name for letter in letters.letters]
    if len(written) == len(names) and len(names) > 1:
        return tuple(record for name, path in zip(names, written)
                     for record in sent_reports(result, number, "letter", [name], at, status="written", file=str(path)))
    return sent_reports(result, number, "letter", names, at, status="written", file=str(written[0]) if written else "")


def _withdrawn(game: Any) -> dict[str, int]:
    """The players who withdrew (roster name: after which round) who get no letter of the last round entered
    (:func:`~wordmastermind.core.wmm.departures.report_withheld`): no label for them."""
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.letter import withdrawn_players
    from wordmastermind.core.wmm.player_view import player_view

    result = evaluate(game)
    view = player_view(result, result.round)
    return {view.roster_name(name): after for name, after in withdrawn_players(view).items()}


def cmd_labels(args: argparse.Namespace) -> None:
    from wordmastermind.cli.sent_json import Said
    from wordmastermind.core.wmm.letter import recipients
    from wordmastermind.files.outputs import OutputError
    from wordmastermind.files.wmm.file import load_game
    from wordmastermind.files.writers.labels import write_labels_pdf

    game = load_game(args.game)
    chosen, left_out = recipients(game.players, everyone=args.everyone, only=_only(args, game.players),
                                  withdrawn=_withdrawn(game))
    voice = Said(json=args.json)
    _say_left_out(left_out, voice)
    roster = [player.name for player in game.players]
    if not chosen:
        _print_labels_json(voice, [], left_out, roster)  # who was left out, and why; the exit says nobody gets one
        raise CommandError(_nobody(args.everyone))
    try:
        write_labels_pdf([(player.name, lines) for player, lines in chosen], args.pdf, args.format)
    except (ValueError, OutputError) as error:
        raise CommandError(said(error)) from None
    except OSError as error:
        raise CommandError(CLI.say("cli.cannot_write", path=str(args.pdf), reason=error.strerror or str(error))) from None
    if not voice.json:
        print(args.pdf)
    _print_labels_json(voice, [player.name for player, _lines in chosen], left_out, roster, args.pdf)


def _print_labels_json(voice: Said, names: Sequence[str], left_out: Sequence[Message], roster: Sequence[str],
                       pdf: Path | None = None) -> None:
    """With ``--json``: each player's label ``written`` (with the PDF) or ``skipped`` (with the reason), the
    PDF and what the run said, as one JSON document."""
    if voice.json:
        from wordmastermind.cli.json_output import print_json
        from wordmastermind.cli.sent_json import letter_outcomes_json, outcomes_run_json

        written = [pdf] if pdf is not None else []
        outcomes = letter_outcomes_json(names, left_out, written, roster)
        print_json(outcomes_run_json("labels", outcomes, voice, files=[str(path) for path in written]))


def _nobody(everyone: bool) -> Message:
    """Why no letter (or label) is made: nobody has a postal address, or, without ``--all``, nobody without an
    e-mail address has one."""
    from wordmastermind.core.wmm.letter import LETTER

    return LETTER.say("letter.nobody_all" if everyone else "letter.nobody")
