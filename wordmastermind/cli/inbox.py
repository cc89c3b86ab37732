"""``inbox``: a round's guesses from the mailbox (IMAP, read-only), with receipts; ``remind``: the players who owe guesses.

``inbox`` reads only the mails of the round's window
(:mod:`wordmastermind.core.wmm.round_window`), whole only those from
players. Without ``--apply`` it prints what it read and would do, player
by player, and changes nothing; with ``--apply`` it enters the guesses and
records the mails it took in the game file, so that a second run changes
nothing. ``--receipts`` sends each player the receipt they are owed once
(:mod:`wordmastermind.core.wmm.receipt_log`). The SMTP options of
``--receipts`` and of ``remind`` are ``mail``'s, and so is the sending
(:mod:`wordmastermind.cli.mail`). With ``--json`` the answer is all data:
the intake, what became of each receipt and the warnings (a receipt that
failed), each message as its code, parameters and text; nothing else is
printed. ``remind --json`` gives what became of each reminder as ``mail --json`` does.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from wordmastermind.cli.errors import CommandError, CommandWarning
from wordmastermind.cli.inbox_listing import intake_json, print_intake
from wordmastermind.cli.json_output import print_json, warnings_json
from wordmastermind.cli.mail import (
    account_password,
    bcc_address,
    check_eml_folder,
    check_keyring,
    deliver,
    failed_names,
    not_twice,
    record_report_out,
    refuse_failed,
    sent_records,
    smtp_settings,
)
from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.cli.sent_json import Said, outcomes_json, print_mails_json
from wordmastermind.cli.only import chosen, only_players
from wordmastermind.files.messages import said
from wordmastermind.core.errors import RoundOrderError
from wordmastermind.core.wmm.intake import Choices, Intake, plan_intake
from wordmastermind.files.wmm.file import load_game_stamped, save_game


def smtp_args(args: argparse.Namespace) -> argparse.Namespace:
    """``inbox``'s ``--smtp-*`` options as ``mail``'s (its own ``--user`` and ``--security`` are the mailbox's)."""
    return argparse.Namespace(smtp=args.smtp, security=args.smtp_security, user=args.smtp_user,
                              password_env=args.smtp_password_env, keyring=args.smtp_keyring,
                              eml=args.eml, sender=args.sender, bcc=args.bcc)


def _check_receipt_options(args: argparse.Namespace) -> None:
    if (args.again or args.only is not None) and not args.receipts:
        raise CommandError(CLI.say("cli.inbox.receipts_only"))
    if args.receipts and not (args.eml or args.smtp):
        raise CommandError(CLI.say("cli.inbox.receipts_where"))
    if args.receipts and not args.sender:
        raise CommandError(CLI.say("cli.inbox.receipts_from"))
    if args.receipts and args.smtp and not args.apply:
        raise CommandError(CLI.say("cli.inbox.receipts_apply"))


def _choices(args: argparse.Namespace, game: Any) -> Choices:
    senders = []
    for message_id, name in args.take_for or ():  # a player writing from another address
        player = game.player(name)
        if player is None:
            raise CommandError(CLI.say("cli.inbox.take_for_who", name=name))
        senders.append((message_id, player.name))
    return Choices(take=frozenset(args.take or ()), leave=frozenset(args.leave or ()),
                   good_lines=frozenset(args.take_good_lines or ()), all_names=args.take_suggestions,
                   include_late=args.include_late, senders=frozenset(senders))


def cmd_inbox(args: argparse.Namespace) -> None:
    from wordmastermind.core.wmm.round_window import mail_window
    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.files.mail.imap import fetch_mails

    imap = _imap_settings(args)
    outgoing = smtp_args(args)
    _check_receipt_options(args)
    if args.receipts:
        bcc_address(outgoing)
    smtp = smtp_settings(outgoing) if args.receipts and args.smtp else None  # checked before any work
    if args.receipts:
        check_eml_folder(outgoing)
    if args.keyring or (smtp is not None and smtp.username and args.smtp_keyring):
        check_keyring()
    loaded = load_game_stamped(args.game)
    game = loaded.value
    only = only_players(args.only, (player.name for player in game.players))  # before the mailbox is asked
    if not 1 <= args.round <= len(game.rounds) + 1:  # said before the mailbox is asked for anything
        _plan(game, args.round, [], Choices(), 0)
    password = account_password(args, imap, "IMAP", "wordmastermind-imap") or ""
    window = mail_window(game, args.round).choosing(message_id for message_id, _name in args.take_for or ())
    try:
        fetched = fetch_mails(imap, password, args.folder, since=window.since,
                              wanted=lambda head: window.wanted(head.sender, head.message_id),
                              progress=_Progress() if sys.stderr.isatty() and not args.json else None,
                              timeout=args.timeout)
    except MailError as error:
        raise CommandError(said(error)) from None
    assert fetched is not None  # nothing stops it here
    intake = _plan(game, args.round, fetched.mails, _choices(args, game), fetched.before)
    count = len(fetched.mails)
    if not args.json:
        print_intake(intake, count, args.apply)
    stamp, after = loaded.stamp, game
    if args.apply and intake.changed:
        stamp = save_game(intake.game, args.game, since=loaded.stamp)
        after = intake.game
    data: dict[str, Any] = {}
    if args.json:
        data = intake_json(intake, count, applied=args.apply, saved=args.apply and intake.changed)
    elif args.apply and intake.changed:
        taken = sum(len(one.taken) for one in intake.players if one.outcome == "taken")
        print(spoken(CLI.say("cli.inbox.entered", round=args.round, count=taken)))
    elif args.apply:
        print(spoken(CLI.say("cli.inbox.unchanged", round=args.round)))
    else:
        print(spoken(CLI.say("cli.inbox.dry_run")))
    sent: tuple[list[dict[str, Any]] | None, list[CommandWarning]] = (None, [])
    try:
        if args.receipts:
            sent = _send_receipts(args, outgoing, smtp, intake, after, stamp, only)
    finally:  # the intake is saved: with --json it is said even where the receipts could not go out (exit 1)
        if args.json:
            print_json({**data, "receipts": sent[0], "warnings": warnings_json(sent[1])})
    if not args.json:
        for warning in sent[1]:
            for line in (warning.reason, *warning.details):
                print(spoken(line), file=sys.stderr)


def _plan(game: Any, number: int, mails: list[Any], choices: Choices, before: int) -> Intake:
    try:
        return plan_intake(game, number, mails, choices, before=before)
    except RoundOrderError as error:
        raise CommandError(CLI.say("cli.inbox.round_order", round=number, error=said(error))) from None


def _send_receipts(args: argparse.Namespace, outgoing: argparse.Namespace, smtp: Any, intake: Intake, game: Any,
                   stamp: Any, only: list[str] | None) -> tuple[list[dict[str, Any]], list[CommandWarning]]:
    """Send each player the receipt they are owed; with ``--apply``, keep in the game file which went out.

    Returns what became of each receipt, as ``--json`` gives it (each
    is said as it goes without), and the warnings: a receipt that failed,
    with the way to send it again; the intake is saved, so the exit is 0.
    """
    from wordmastermind.core.wmm.player_view import view_before
    from wordmastermind.core.wmm.receipt_log import receipts_due, receipts_record
    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.files.mail.receipts import receipts
    from wordmastermind.files.wmm.file import GameFileError

    due = tuple(one for one in receipts_due(intake, game, again=args.again) if chosen(only, one.player))
    if not due:
        if not args.json:
            print(spoken(CLI.say("cli.inbox.no_receipts", round=intake.number)))
        return [], []
    try:
        mails_out = receipts(intake, view_before(game, intake.number), args.sender, game.settings.language,
                             players=due)
    except MailError as error:
        raise CommandError(said(error)) from None
    files, results = deliver(outgoing, smtp, mails_out, quiet=args.json)
    failed = set(failed_names(results))
    went = [one for one, mail in zip(due, mails_out) if mail.sendable and mail.name not in failed]
    warnings = []
    if args.apply and went:
        try:
            logged = sent_records(None, intake.number, "receipt", mails_out, results, outgoing)
            save_game(game.with_receipts(receipts_record(intake.number, went)).with_sent(logged), args.game,
                      since=stamp)
        except (GameFileError, OSError) as error:
            warnings.append(CommandWarning(CLI.say("cli.inbox.receipts_not_saved", error=said(error))))
    if failed and args.apply:
        names = [one.player for one in due if one.player in failed]
        warnings.append(CommandWarning(CLI.say("cli.mail.failed", failed=len(names), count=len(results)),
                                       [CLI.say("cli.inbox.receipts_again", names=repr(",".join(names)))]))
    else:
        refuse_failed(results)
    return outcomes_json(mails_out, files, results), warnings


class _Progress:
    """The fetch's progress on the terminal's error stream, on one line."""

    def __call__(self, done: int, total: int) -> None:
        end = "\n" if done >= total else ""
        print("\r" + spoken(CLI.say("cli.inbox.progress", done=done, total=total)), end=end, file=sys.stderr,
              flush=True)


def _imap_settings(args: argparse.Namespace) -> Any:
    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.files.mail.imap import SSL_PORT, ImapSettings

    host, _, port = args.imap.rpartition(":")
    if not host or not port.isdigit():
        raise CommandError(CLI.say("cli.inbox.imap_address", value=args.imap))
    security: Any = args.security or ("ssl" if int(port) == SSL_PORT else "starttls")
    try:
        return ImapSettings(host, int(port), security, args.user)
    except MailError as error:
        raise CommandError(said(error)) from None


def cmd_remind(args: argparse.Namespace) -> None:
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.intake import owing as players_owing
    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.core.wmm.player_view import view_before
    from wordmastermind.files.mail.receipts import reminders

    if not args.eml and not args.smtp:
        raise CommandError(CLI.say("cli.mail.where"))
    bcc_address(args)
    smtp = smtp_settings(args) if args.smtp else None
    check_eml_folder(args)
    if smtp is not None and smtp.username and args.keyring:
        check_keyring()
    loaded = load_game_stamped(args.game)
    game = loaded.value
    only = only_players(args.only, (player.name for player in game.players))
    number: int = args.round
    if not 1 <= number <= len(game.rounds) + 1:
        raise CommandError(CLI.say("cli.remind.no_round", round=number, count=len(game.rounds)))
    before = evaluate(game, upto=number - 1)
    if before.game_over:
        raise CommandError(CLI.say("cli.remind.over", round=before.game_over_after or 0))
    owing = [player for player in players_owing(game, number) if chosen(only, player.name)]
    voice = Said(json=args.json)
    if not owing:
        voice.line(CLI.say("cli.remind.all_guessed", round=number))
        print_mails_json(voice, "reminder", number, [], [], [])
        return
    try:
        mails = reminders(view_before(game, number), number, owing, args.sender, game.settings.language)
    except MailError as error:
        raise CommandError(said(error)) from None
    if smtp is not None and not only and not args.resend:  # run again: the players reminded already are not
        mails = not_twice(mails, game, number, ("reminder",), "cli.remind.had_it")
    files, results = deliver(args, smtp, mails, quiet=voice.json)
    record_report_out(args.game, loaded.stamp, game, None, sent_records(None, number, "reminder", mails, results, args),
                      voice=voice)
    print_mails_json(voice, "reminder", number, mails, files, results)
    refuse_failed(results)
