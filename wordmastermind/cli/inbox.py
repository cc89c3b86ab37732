"""``inbox``: a round's guesses from the mailbox (IMAP, read-only), with receipts; ``remind``: the players who owe guesses.

``inbox`` without ``--apply`` prints what it read and would do, player by
player, and changes nothing; with ``--apply`` it enters the guesses and
records the mails it took in the game file, so that a second run changes
nothing. The SMTP options of ``--receipts`` and of ``remind`` are
``mail``'s, and so is the sending (:mod:`wordmastermind.cli.mail`).
"""

from __future__ import annotations

import argparse
from email.utils import format_datetime
from typing import Any

from wordmastermind.cli.errors import CommandError
from wordmastermind.cli.mail import (
    account_password,
    check_eml_folder,
    check_keyring,
    send_player_mails,
    smtp_settings,
)
from wordmastermind.core.errors import RoundOrderError
from wordmastermind.core.wmm.intake import InMail, Intake, PlayerIntake, plan_intake
from wordmastermind.files.wmm.file import load_game, load_game_stamped, save_game

_WOULD = {"taken": "would take", "already": "taken before", "refused": "not taken", "empty": "no guess",
          "late": "late"}
_DID = {**_WOULD, "taken": "took"}


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
        raise CommandError("--receipts: say where they go: --eml DIR, --smtp HOST:PORT, or both")
    if args.receipts and not args.sender:
        raise CommandError("--receipts needs --from ADDRESS, the sender of the receipts")
    if args.receipts and args.smtp and not args.apply:
        raise CommandError("--receipts --smtp tells the players what was entered: add --apply"
                           " (or write the receipts with --eml alone to look at them first)")
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
        raise CommandError(str(error)) from None
    try:
        intake = plan_intake(game, args.round, mails, include_late=args.include_late)
    except RoundOrderError as error:
        raise CommandError(f"round {args.round}: {error}; nothing entered") from None
    _print_intake(intake, len(mails), args.apply)
    if args.apply and intake.changed:
        save_game(intake.game, args.game, since=loaded.stamp)
        count = sum(len(one.taken) for one in intake.players if one.outcome == "taken")
        print(f"Round {args.round}: {count} guess{'es' if count != 1 else ''} entered and saved.")
    elif args.apply:
        print(f"Round {args.round}: nothing new to enter; the game file is unchanged.")
    else:
        print("Nothing changed: this was a dry run; --apply enters the guesses.")
    if args.receipts:
        from wordmastermind.files.mail.receipts import receipts

        language = game.settings.language
        try:
            mails_out = receipts(intake, intake.game if args.apply else game, args.sender, language)
        except MailError as error:
            raise CommandError(str(error)) from None
        send_player_mails(outgoing, smtp, mails_out)


def _imap_settings(args: argparse.Namespace) -> Any:
    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.files.mail.imap import SSL_PORT, ImapSettings

    host, _, port = args.imap.rpartition(":")
    if not host or not port.isdigit():
        raise CommandError(f"--imap {args.imap}: write it as HOST:PORT, e.g. imap.example.org:993")
    security: Any = args.security or ("ssl" if int(port) == SSL_PORT else "starttls")
    try:
        return ImapSettings(host, int(port), security, args.user)
    except MailError as error:
        raise CommandError(str(error)) from None


def _when(mail: InMail) -> str:
    return format_datetime(mail.sent)


def _print_intake(intake: Intake, count: int, applied: bool) -> None:
    words = _DID if applied else _WOULD
    players = sum(len(one.superseded) + len(one.late) + (one.mail is not None) for one in intake.players)
    print(f"Round {intake.number}: {count} mail{'s' if count != 1 else ''} read, {players} from players.")
    for one in intake.players:
        _print_player(one, words)
    if intake.shared:
        print("From an address more than one player has (not taken):")
        for mail, names in intake.shared:
            print(f"  {mail.sender} ({', '.join(names)}), {_when(mail)}")
    if intake.strangers:
        print("Not from a player (not taken):")
        for mail in intake.strangers:
            subject = "".join(c if c.isprintable() else " " for c in mail.subject)  # no escape codes
            print(f"  {mail.sender or '(no sender)'}, {_when(mail)}: {' '.join(subject.split())}")


def _print_player(one: PlayerIntake, words: dict[str, str]) -> None:
    mail = one.mail
    when = f"mail of {_when(mail)}" if mail is not None else "no mail before the deadline"
    head = f"{one.player} ({when}): {words[one.outcome]}"
    if one.outcome in ("taken", "already"):
        head += f" {len(one.taken)} guess{'es' if len(one.taken) != 1 else ''}"
    if one.reason:
        head += f": {one.reason}"
    print(head)
    for guess in one.taken:
        print(f"  {guess.target}: {guess.word}")
    for line in one.not_taken:
        print(f"  line {line.number} not taken: {line.text} ({line.reason})")
    for old in one.superseded:
        print(f"  superseded: mail of {_when(old)}")
    for late in one.late:
        print(f"  late: mail of {_when(late)} (--include-late takes it)")


def cmd_remind(args: argparse.Namespace) -> None:
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.intake import owing as players_owing
    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.files.mail.receipts import reminders

    if not args.eml and not args.smtp:
        raise CommandError("say where the mails go: --eml DIR, --smtp HOST:PORT, or both")
    smtp = smtp_settings(args) if args.smtp else None
    check_eml_folder(args)
    if smtp is not None and smtp.username and args.keyring:
        check_keyring()
    game = load_game(args.game)
    number: int = args.round
    if not 1 <= number <= len(game.rounds) + 1:
        raise CommandError(f"there is no round {number} to remind of: the game has {len(game.rounds)}")
    before = evaluate(game, upto=number - 1)
    if before.game_over:
        raise CommandError(f"the game ended after round {before.game_over_after}: nobody guesses any more")
    owing = players_owing(game, number)
    if not owing:
        print(f"Round {number}: every player has guessed; no reminder to send.")
        return
    try:
        mails = reminders(game, number, owing, args.sender, game.settings.language)
    except MailError as error:
        raise CommandError(str(error)) from None
    send_player_mails(args, smtp, mails)
