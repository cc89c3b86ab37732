"""``inbox``: a round's guesses from the mailbox (IMAP, read-only), with receipts; ``remind``: the players who owe guesses.

``inbox`` without ``--apply`` prints what it read and would do, player by
player, and changes nothing; with ``--apply`` it enters the guesses and
records the mails it took in the game file, so that a second run changes
nothing. The SMTP options of ``--receipts`` and of ``remind`` are
``mail``'s, and so is the sending (:mod:`wordmastermind.cli.mail`).
"""

from __future__ import annotations

import argparse
from typing import Any

from wordmastermind.cli.errors import CommandError
from wordmastermind.cli.mail import (
    account_password,
    check_eml_folder,
    check_keyring,
    send_player_mails,
    smtp_settings,
)
from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.files.messages import said
from wordmastermind.core.errors import RoundOrderError
from wordmastermind.core.wmm.intake import InMail, Intake, PlayerIntake, plan_intake
from wordmastermind.files.wmm.file import load_game, load_game_stamped, save_game

_WOULD = {"taken": "cli.inbox.would_take", "already": "cli.inbox.already", "refused": "cli.inbox.refused",
          "empty": "cli.inbox.empty", "late": "cli.inbox.late"}
"""The code of what a dry run would do with a player's mail, by its outcome."""
_DID = {**_WOULD, "taken": "cli.inbox.took"}


def smtp_args(args: argparse.Namespace) -> argparse.Namespace:
    """``inbox``'s ``--smtp-*`` options as ``mail``'s (its own ``--user`` and ``--security`` are the mailbox's)."""
    return argparse.Namespace(smtp=args.smtp, security=args.smtp_security, user=args.smtp_user,
                              password_env=args.smtp_password_env, keyring=args.smtp_keyring,
                              eml=args.eml, sender=args.sender)


def cmd_inbox(args: argparse.Namespace) -> None:
    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.files.mail.imap import fetch_mails

    imap = _imap_settings(args)
    outgoing = smtp_args(args)
    if args.receipts and not (args.eml or args.smtp):
        raise CommandError(CLI.say("cli.inbox.receipts_where"))
    if args.receipts and not args.sender:
        raise CommandError(CLI.say("cli.inbox.receipts_from"))
    if args.receipts and args.smtp and not args.apply:
        raise CommandError(CLI.say("cli.inbox.receipts_apply"))
    smtp = smtp_settings(outgoing) if args.receipts and args.smtp else None  # checked before any work
    if args.receipts:
        check_eml_folder(outgoing)
    if args.keyring or (smtp is not None and smtp.username and args.smtp_keyring):
        check_keyring()
    loaded = load_game_stamped(args.game)
    game = loaded.value
    password = account_password(args, imap, "IMAP", "wordmastermind-imap") or ""
    try:
        mails = fetch_mails(imap, password, args.folder) or []
    except MailError as error:
        raise CommandError(said(error)) from None
    try:
        intake = plan_intake(game, args.round, mails, include_late=args.include_late)
    except RoundOrderError as error:
        raise CommandError(CLI.say("cli.inbox.round_order", round=args.round, error=said(error))) from None
    _print_intake(intake, len(mails), args.apply)
    if args.apply and intake.changed:
        save_game(intake.game, args.game, since=loaded.stamp)
        count = sum(len(one.taken) for one in intake.players if one.outcome == "taken")
        print(spoken(CLI.say("cli.inbox.entered", round=args.round, count=count)))
    elif args.apply:
        print(spoken(CLI.say("cli.inbox.unchanged", round=args.round)))
    else:
        print(spoken(CLI.say("cli.inbox.dry_run")))
    if args.receipts:
        from wordmastermind.files.mail.receipts import receipts

        language = game.settings.language
        try:
            mails_out = receipts(intake, intake.game if args.apply else game, args.sender, language)
        except MailError as error:
            raise CommandError(said(error)) from None
        send_player_mails(outgoing, smtp, mails_out)


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


def _when(mail: InMail) -> str:
    """The mail's date as the environment's language writes it."""
    from wordmastermind.files.i18n import environment_language
    from wordmastermind.files.mail.dates import mail_date

    return mail_date(mail.sent, environment_language())


def _print_intake(intake: Intake, count: int, applied: bool) -> None:
    words = _DID if applied else _WOULD
    players = sum(len(one.superseded) + len(one.late) + (one.mail is not None) for one in intake.players)
    print(spoken(CLI.say("cli.inbox.read", round=intake.number, count=count, players=players)))
    for one in intake.players:
        _print_player(one, words)
    if intake.shared:
        print(spoken(CLI.say("cli.inbox.shared")))
        for mail, names in intake.shared:
            print(f"  {mail.sender} ({', '.join(names)}), {_when(mail)}")
    if intake.strangers:
        print(spoken(CLI.say("cli.inbox.strangers")))
        for mail in intake.strangers:
            subject = "".join(c if c.isprintable() else " " for c in mail.subject)  # no escape codes
            print(f"  {mail.sender or spoken(CLI.say('cli.inbox.no_sender'))}, {_when(mail)}: {' '.join(subject.split())}")


def _print_player(one: PlayerIntake, words: dict[str, str]) -> None:
    mail = one.mail
    when = CLI.say("cli.inbox.mail_of", when=_when(mail)) if mail is not None else CLI.say("cli.inbox.no_mail")
    outcome = CLI.say(words[one.outcome], count=len(one.taken))
    if one.reason:
        head = CLI.say("cli.inbox.player_reason", player=one.player, when=when, outcome=outcome, reason=one.reason)
    else:
        head = CLI.say("cli.inbox.player", player=one.player, when=when, outcome=outcome)
    print(spoken(head))
    for guess in one.taken:
        print(f"  {guess.target}: {guess.word}")
    for line in one.not_taken:
        print("  " + spoken(CLI.say("cli.inbox.line_not_taken", line=line.number, text=line.text, reason=line.reason)))
    for old in one.superseded:
        print("  " + spoken(CLI.say("cli.inbox.superseded", when=_when(old))))
    for late in one.late:
        print("  " + spoken(CLI.say("cli.inbox.late_mail", when=_when(late))))


def cmd_remind(args: argparse.Namespace) -> None:
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.intake import owing as players_owing
    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.files.mail.receipts import reminders

    if not args.eml and not args.smtp:
        raise CommandError(CLI.say("cli.mail.where"))
    smtp = smtp_settings(args) if args.smtp else None
    check_eml_folder(args)
    if smtp is not None and smtp.username and args.keyring:
        check_keyring()
    game = load_game(args.game)
    number: int = args.round
    if not 1 <= number <= len(game.rounds) + 1:
        raise CommandError(CLI.say("cli.remind.no_round", round=number, count=len(game.rounds)))
    before = evaluate(game, upto=number - 1)
    if before.game_over:
        raise CommandError(CLI.say("cli.remind.over", round=before.game_over_after or 0))
    owing = players_owing(game, number)
    if not owing:
        print(spoken(CLI.say("cli.remind.all_guessed", round=number)))
        return
    try:
        mails = reminders(game, number, owing, args.sender, game.settings.language)
    except MailError as error:
        raise CommandError(said(error)) from None
    send_player_mails(args, smtp, mails)
