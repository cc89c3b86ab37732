"""``mail``: every player's round report (or the lot) by mail, as .eml files or through an SMTP server."""

from __future__ import annotations

import argparse
import contextlib
import gc
import getpass
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from wordmastermind.cli.errors import CommandError
from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.cli.moments import moment_said
from wordmastermind.cli.only import chosen, only_players
from wordmastermind.cli.sent_json import Said, print_mails_json
from wordmastermind.core.messages import Message, Text
from wordmastermind.files.messages import said
from wordmastermind.core.report import Report
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.player_view import PlayerView, player_view
from wordmastermind.files.wmm.file import load_game_stamped


def cmd_mail(args: argparse.Namespace) -> None:
    from wordmastermind.files.mail.attachments import check_kind
    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.files.mail.message import build_mails

    if not args.eml and not args.smtp:
        raise CommandError(CLI.say("cli.mail.where"))
    if args.lot and args.round is not None:
        raise CommandError(CLI.say("cli.mail.lot_or_round"))
    if args.correction and args.round is None:
        raise CommandError(CLI.say("cli.mail.correction_round"))
    try:
        kind = check_kind(args.attach) if args.attach is not None else None
    except MailError as error:
        raise CommandError(said(error)) from None
    bcc_address(args)
    settings = smtp_settings(args) if args.smtp else None  # checked before any work
    check_eml_folder(args)
    if settings is not None and settings.username and args.keyring:
        check_keyring()
    loaded = load_game_stamped(args.game)
    game = loaded.value
    only = only_players(args.only, (player.name for player in game.players))
    result = evaluate(game)
    language = args.language or game.settings.language
    number = 0 if args.lot else args.round if args.round is not None else result.round
    if not args.lot and result.round == 0 and args.round is None:
        raise CommandError(CLI.say("cli.mail.no_round_yet"))
    if not args.lot and not 1 <= number <= result.round:
        raise CommandError(CLI.say("cli.mail.no_such_round", round=number, count=result.round))
    if args.again:
        from wordmastermind.cli.told import correction_again

        result = correction_again(args.correction, result, number, "correction")
    voice = Said(json=args.json)
    if args.correction:
        send_corrections(args, settings, loaded, result, number, language, only, kind, voice)
        return
    template = _template(args.template) if args.template else None
    view = player_view(result, number)
    report = _report(view, language)
    warnings: list[Text] = list(report.warnings)
    if kind == "pdf" or (kind is None and any(p.attachment_of(game.settings) == "pdf" for p in game.players)):
        # what the attached PDF's font cannot print
        from wordmastermind.files.writers.pdf import font_warnings

        warnings += font_warnings(report)
    for warning in warnings:  # once for the whole run, naming every masked word
        voice.warn(warning)
    try:
        attachments = [] if kind is None else [_attachment(view, report, kind, language)]
    except (MailError, ValueError) as error:
        raise CommandError(said(error)) from None
    with settled():
        try:
            mails = build_mails(
                view, template=template, subject_template=args.subject,
                sender=args.sender, language=language, report=report, attachments=attachments,
                attachment_for=lambda wanted: _attachment(view, report, wanted, language),
            )
        except (MailError, ValueError) as error:
            raise CommandError(said(error)) from None
        mails = [m for m in mails if chosen(only, m.name)]
        if settings is not None and not only and not args.resend:
            mails = not_twice(mails, game, number)
        _warn_shared(mails, voice)
        files, results = deliver(args, settings, mails, quiet=voice.json)
        what = "lot" if number == 0 else "final" if view.state.game_over else "round"
        records = sent_records(result, number, what, mails, results, args, view)
        record_report_out(args.game, loaded.stamp, game, number if any(r.status == "sent" for r in results)
                          else None, records, ended_after=result.game_over_after, voice=voice)
        print_mails_json(voice, what, number, mails, files, results)
        refuse_failed(results)


@contextlib.contextmanager
def settled() -> Iterator[None]:
    """While the mails are made and sent, the garbage collector leaves alone what the run made before them (the
    game, its report, the file attached, the modules: they live until the mails are out), and looks through the
    mails' objects only: a full collection in the midst of 60 mails went through all of it (15 million
    instructions of 2,349). Afterwards it looks through everything again (``gc.unfreeze``: a caller in the same
    process, a test, loses nothing to it)."""
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def _warn_shared(mails: list[Any], voice: Said) -> None:
    """Warn of the players whose mails go to one address (a family's): each can read the other's secret word."""
    from wordmastermind.core.mail_addresses import owners

    for address, names in owners((mail.name, mail.address) for mail in mails if mail.sendable).items():
        if len(names) > 1:
            voice.warn(CLI.say("cli.mail.shared", names=", ".join(names), address=address))


def not_twice(mails: list[Any], game: Any, number: int, kinds: tuple[str, ...] = ("lot", "round", "final"),
              said: str = "cli.mail.had_it") -> list[Any]:
    """``mails`` without those to players whom the round's mail (the lot's: ``number`` 0; ``kinds``: which
    mails) went to already by SMTP, each skipped saying when (``said``): run again after a failure (or
    stopped), a run sends the rest, not all. ``--resend`` (or ``--only``, naming them) sends it to them again."""
    from dataclasses import replace

    from wordmastermind.cli.moments import moment_said
    from wordmastermind.core.wmm.sent_log import mailed_to
    from wordmastermind.core.words import name_key

    went = mailed_to(game, number, kinds)
    return [replace(mail, message=None, skipped=CLI.say(said, date=moment_said(went[name_key(mail.name)])))
            if mail.sendable and name_key(mail.name) in went else mail for mail in mails]


def sent_records(evaluation: Any, number: int, kind: str, mails: list[Any], results: list[Any],
                 args: argparse.Namespace, view: PlayerView | None = None) -> tuple[Any, ...]:
    """What the game's log keeps of ``mails`` (of ``kind``, round ``number``): each sent or failed mail (with
    SMTP), or each written as a file (``--eml`` alone), with a snapshot of what a round's report told (the
    mails' ``view`` of it)."""
    from datetime import datetime

    from wordmastermind.core.wmm.records import with_message_ids
    from wordmastermind.core.wmm.sent_log import sent_reports

    at = datetime.now().astimezone().isoformat(timespec="seconds")
    ids = {m.name: m.message_id for m in mails if m.sendable}  # a player's reply names it (In-Reply-To)
    if results:
        sent = [r.name for r in results if r.status == "sent"]
        failed = [r for r in results if r.failed]
        return with_message_ids((*sent_reports(evaluation, number, kind, sent, at, view=view),
                                 *sent_reports(evaluation, number, kind, [r.name for r in failed], at,
                                               status="failed", reasons=[r.reason for r in failed])), ids)
    if args.eml:
        written = [m.name for m in mails if m.sendable]
        return with_message_ids(sent_reports(evaluation, number, kind, written, at, status="written",
                                             file=str(args.eml), view=view), ids)
    return ()


def record_report_out(path: Path, stamp: Any, game: Any, number: int | None, records: tuple[Any, ...] = (),
                      *, ended_after: int | None = None, voice: Said | None = None) -> None:
    """Keep in the game file what went out (``records``, for its log) and that the report of round ``number``
    (0: the lot; None: none went out) went out now: the next round opens, unless the game ended after
    round ``ended_after`` (the caller's evaluation says) and this was the final report.

    A game file that cannot be saved is said on the error stream, not an
    exit: the mails went out. ``voice`` says it (and the round opened), or keeps it for ``--json``.
    """
    from datetime import datetime

    from wordmastermind.core.wmm.round_window import report_went_out
    from wordmastermind.files.wmm.file import GameFileError, save_game

    voice = voice or Said()
    logged = game.with_sent(records) if records else game
    changed = logged if number is None else report_went_out(logged, number, datetime.now().astimezone(),
                                                            ended_after=ended_after)
    if changed is game:
        return
    try:
        save_game(changed, path, since=stamp)
    except (GameFileError, OSError) as error:
        shown = number + 1 if number is not None else 0
        voice.warn(CLI.say("cli.open.not_saved", round=shown, error=said(error)), worded=False)
        return
    if number is not None and changed.opening(number + 1) != logged.opening(number + 1):
        voice.line(CLI.say("cli.open.recorded", round=number + 1, at=moment_said(changed.opening(number + 1))))


def send_corrections(args: argparse.Namespace, settings: Any, loaded: Any, result: Any, number: int, language: str,
                     only: Any, attach: str | None, voice: Said) -> None:
    """``mail --round N --correction``: to each player round N (and what followed) changed for since it went out,
    what changed and the corrected report; nobody else. The log keeps them, so the rounds are no longer changed."""
    from datetime import datetime

    from wordmastermind.cli.told import correction_said
    from wordmastermind.files.mail.corrections import build_corrections, correction_records
    from wordmastermind.files.mail.errors import MailError

    try:
        mails, _view = build_corrections(result, number, sender=args.sender, language=language, attach=attach)
    except (MailError, ValueError) as error:
        raise CommandError(said(error)) from None
    mails = [m for m in mails if chosen(only, m.name)]
    if not any(m.sendable for m in mails):  # nobody to tell by mail: no folder written, nothing logged
        if not voice.json:
            _say_skipped(mails)
        voice.line(correction_said("cli.mail.no_correction_mail", result, number) if mails
                   else CLI.say("cli.mail.no_correction", round=number))
        print_mails_json(voice, "correction", number, mails, [], [])
        return
    files, results = deliver(args, settings, mails, quiet=voice.json)
    went = [r.name for r in results if r.status == "sent"] if results else \
        [m.name for m in mails if m.sendable] if args.eml else []
    at = datetime.now().astimezone().isoformat(timespec="seconds")
    # as the round's mails: written as files only (--eml alone), they are logged as written, with the folder
    status, file = ("sent", "") if results else ("written", str(args.eml))
    # a failed correction is logged for every round it covers, as one that went out
    records = correction_records(result, number, went, at, status=status, file=file,
                                 failed=[(r.name, r.reason) for r in results if r.failed])
    from wordmastermind.core.wmm.records import with_message_ids

    records = with_message_ids(records, {m.name: m.message_id for m in mails if m.sendable})
    record_report_out(args.game, loaded.stamp, loaded.value, None, records, voice=voice)
    print_mails_json(voice, "correction", number, mails, files, results)
    refuse_failed(results)


def _say_skipped(mails: list[Any]) -> None:
    """Why each mail of ``mails`` that cannot be sent is not."""
    for skipped in (m for m in mails if not m.sendable):
        print(spoken(CLI.say("cli.mail.skipped", name=skipped.name, reason=skipped.skipped)))


def deliver(args: argparse.Namespace, settings: Any, mails: list[Any], *, quiet: bool = False,
            ) -> tuple[list[Path], list[Any]]:
    """Write ``mails`` as .eml files (``args.eml``) and send them (``settings``: SMTP, or None), saying what became
    of each (``quiet``: saying nothing of each, ``--json`` gives it as data).

    Returns the .eml files written (one for each sendable mail, in order) and the send results (none without
    SMTP); :func:`refuse_failed` turns failures into the exit.
    """
    if not quiet:
        _say_skipped(mails)
    sendable = [m for m in mails if m.sendable]
    password = account_password(args, settings) if settings is not None else None
    files = _write_eml(sendable, args.eml) if args.eml else []
    if not quiet:
        for path in files:
            print(path)
    if settings is None:
        return files, []
    from wordmastermind.cli.stopping import say, stop_asked
    from wordmastermind.files.mail.smtp import send_mails  # only to send: its network libraries take a while

    same: list[str] = []  # the mails that failed for the reason said just before (no server: all of them)
    last: list[str] = [""]

    def progress(_done: int, _count: int, one: Any) -> None:
        if quiet:
            return
        reason = spoken(one.reason) if one.failed else ""
        if reason and reason == last[0]:
            same.append(one.name)
            return
        last[0] = reason
        say(spoken(_status_line(one)))  # each as it goes: a run ended half-way has said what went

    with stop_asked() as stop:
        results = list(send_mails(sendable, settings, password, progress=progress, stop=stop))
    if same:
        say(spoken(CLI.say("cli.mail.not_sent_same", names=", ".join(same))))
    return files, results


def failed_names(results: list[Any]) -> list[str]:
    return [r.name for r in results if r.failed]


def refuse_failed(results: list[Any], *, retry_hint: bool = True) -> None:
    """Exit 1 if a mail failed, naming how many and how to send them again (``--only``)."""
    failed = failed_names(results)
    if failed:
        raise CommandError(
            CLI.say("cli.mail.failed", failed=len(failed), count=len(results)),
            [CLI.say("cli.mail.send_again", names=repr(",".join(failed)))] if retry_hint else [],
        )


def _status_line(one: Any) -> Message:
    """What became of one mail: sent, skipped or failed, and why."""
    if one.status == "sent":
        return CLI.say("cli.mail.sent", name=one.name)
    return CLI.say("cli.mail.skipped" if one.status == "skipped" else "cli.mail.not_sent",
                   name=one.name, reason=one.reason)


def check_eml_folder(args: argparse.Namespace) -> None:
    """Refuse, before any work, an ``--eml`` folder that cannot be written."""
    if args.eml:
        from wordmastermind.files.outputs import OutputError, check_output_folder

        try:
            check_output_folder(args.eml)
        except OutputError as error:
            raise CommandError(said(error)) from None


def check_keyring() -> None:
    """Refuse ``--keyring`` before any work on a machine that has no keyring."""
    from wordmastermind.files.mail.smtp import keyring_problem

    problem = keyring_problem()
    if problem is not None:
        raise CommandError(CLI.say("cli.mail.no_keyring", problem=problem))


def _report(view: PlayerView, language: str) -> Report:
    """The players' report of the view's round (0: the lot), made once for every mail of the run."""
    from wordmastermind.files.mail.message import mail_report

    try:
        return mail_report(view, language)
    except ValueError as error:
        if view.number == 0 and view.game.lot is None:
            raise CommandError(CLI.say("cli.mail.draw_lot", error=said(error))) from None
        raise CommandError(said(error)) from None


def _attachment(view: PlayerView, report: Report, kind: str, language: str) -> Any:
    """The report as the file every mail carries, written as ``report`` writes it."""
    from wordmastermind.files.mail.message import mail_attachment

    return mail_attachment(view, report, kind, language=language)


def _write_eml(mails: list[Any], folder: Path) -> list[Path]:
    """The .eml files written; a folder that cannot be written is one line."""
    from wordmastermind.files.mail.eml import write_eml
    from wordmastermind.files.outputs import OutputError

    try:
        return write_eml(mails, folder)
    except OutputError as error:
        raise CommandError(said(error)) from None
    except OSError as error:
        where = error.filename or folder
        raise CommandError(CLI.say("cli.cannot_write", path=str(where), reason=error.strerror or str(error))) from None


def _template(path: Path) -> str:
    """The mail template in the file ``path``: UTF-8 text, a regular file of at most 1 MB."""
    from wordmastermind.files.reading import TEXT_LIMIT, read_limited

    try:
        return read_limited(path, TEXT_LIMIT).decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise CommandError(CLI.say("cli.not_utf8", path=str(path), byte=error.start)) from None
    except FileNotFoundError:
        raise CommandError(CLI.say("cli.no_such_file", path=str(path))) from None
    except OSError as error:  # a folder, a pipe, a device, too large: said
        raise CommandError(CLI.say("cli.cannot_read", path=str(path), reason=error.strerror or str(error))) from None


def smtp_settings(args: argparse.Namespace) -> Any:
    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.files.mail.smtp import SmtpSettings

    host, _, port = args.smtp.rpartition(":")
    if not host or not port.isdigit():
        raise CommandError(CLI.say("cli.mail.smtp_address", value=args.smtp))
    bcc = bcc_address(args)
    try:
        return SmtpSettings(host, int(port), args.security, args.user, bcc=bcc)
    except MailError as error:
        raise CommandError(said(error)) from None


def bcc_address(args: argparse.Namespace) -> str:
    """``--bcc``'s address, checked as ``--from``'s is ("" without it): every mail sent by SMTP
    goes to it too, as a blind copy (on the envelope only: no header names it).

    ``"Spielleiter <gm@example.org>"`` gives ``gm@example.org``.
    """
    from email.utils import parseaddr

    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.files.mail.addresses import parse_address
    from wordmastermind.files.mail.messages import MAIL

    value = getattr(args, "bcc", None)
    if value is None:
        return ""
    _name, address = parseaddr(value)
    try:
        return parse_address(address or value).addr_spec
    except MailError:  # said with what was written, not the part of it that parseaddr kept
        raise CommandError(CLI.say("cli.mail.bcc", error=MAIL.say("mail.address", text=repr(value)))) from None


def account_password(args: argparse.Namespace, settings: Any, what: str = "SMTP",
                     service: str | None = None) -> str | None:
    """The SMTP (or IMAP: ``what``, ``service``) password: from an environment
    variable, the keyring, or a prompt; never from a file."""
    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.files.mail.smtp import KEYRING_SERVICE, password_from_keyring, store_password_in_keyring

    service = service or KEYRING_SERVICE
    if not settings.username:
        return None
    if args.password_env:
        password = os.environ.get(args.password_env)
        if password is None:
            raise CommandError(CLI.say("cli.mail.variable_unset", name=args.password_env))
        return password
    try:
        kept: str | None = password_from_keyring(settings, service)
    except MailError:
        kept = None
    if kept:
        return kept
    if not sys.stdin.isatty():
        raise CommandError(CLI.say("cli.mail.no_password"))
    prompt = CLI.say("cli.mail.password_prompt", what=what, user=settings.username, host=settings.host)
    password = getpass.getpass(spoken(prompt))
    if args.keyring:
        try:
            store_password_in_keyring(settings, password, service)
        except MailError as error:  # a keyring that is there but locked or broken
            raise CommandError(CLI.say("cli.mail.keyring_failed", error=said(error))) from None
    return password
