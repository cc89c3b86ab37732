"""The Wörter-MasterMind game file (``.wmm``): JSON with a schema version.

It stores only what the game master entered: the settings, the roster, the
lot, and each round's guesses and notes. Marks, points, V, WF and ranks are
computed on load. ``docs/file-formats.md`` describes the format.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordmastermind.core.errors import SettingsError
from wordmastermind.core.wmm.deadline import parse_deadline
from wordmastermind.core.wmm.game import (
    REPORT_LANGUAGES,
    Game,
    Guess,
    clean_name,
    Lot,
    Player,
    ATTACHMENTS,
    CHANNELS,
    SENT_KINDS,
    ReceiptSent,
    Round,
    Sent,
    Settings,
    TakenMail,
    Takeover,
    Withdrawal,
    WORD_LISTS,
)
from wordmastermind.core.wmm.records import WORD_CHOICES
from wordmastermind.core.words import name_key, name_problem, normalize_word
from wordmastermind.files.envelope import Envelope, Loaded
from wordmastermind.files.jsonread import DocumentError, Fields
from wordmastermind.files.messages import FILES, placed
from wordmastermind.games import WMM

if TYPE_CHECKING:
    from wordmastermind.files.atomic import Stamp

KIND = WMM.kind
SCHEMA_VERSION = 7
"""2 added ``accepted_words``, 3 ``deadlines`` and ``mails_taken``, 4 ``openings``, ``receipts`` and a taken
mail's ``received``, 5 ``sent``, the settings' ``attachment`` and a player's ``channel`` and ``attachment``,
6 ``withdrawals`` and ``takeovers``, 7 a sent mail's ``message_id`` and the settings' ``word_language``; older files
are read as they are (a game without ``word_language`` checks its words in its report language's, as before)."""

_SENT_STATUSES = ("sent", "failed", "written")
SUFFIX = WMM.suffix


class GameFileError(DocumentError):
    """A game file that cannot be read or written; the message says why."""


ENVELOPE = Envelope(WMM, SCHEMA_VERSION, "document.not_wmm", GameFileError, kind_named=False)


def game_to_json(game: Game) -> dict[str, Any]:
    settings = game.settings
    lot = game.lot
    mail_fields: dict[str, Any] = {}  # written once there are any, as older files lack them
    if game.deadlines:
        mail_fields["deadlines"] = [{"round": n, "at": at} for n, at in game.deadlines]
    if game.mails_taken:
        mail_fields["mails_taken"] = [_taken_json(m) for m in game.mails_taken]
    if game.openings:
        mail_fields["openings"] = [{"round": n, "at": at} for n, at in game.openings]
    if game.receipts:
        mail_fields["receipts"] = [{"round": r.round, "player": r.player, "key": r.key} for r in game.receipts]
    if game.sent:
        mail_fields["sent"] = [_sent_json(s) for s in game.sent]
    if game.withdrawals:
        mail_fields["withdrawals"] = [{"player": w.player, "after_round": w.after_round, "word": w.word}
                                      for w in game.withdrawals]
    if game.takeovers:
        mail_fields["takeovers"] = [_takeover_json(t) for t in game.takeovers]
    return ENVELOPE.wrap({
        "settings": {
            "title": settings.title,
            "word_length": settings.word_length,
            "umlauts": settings.umlauts,
            "points_only": settings.points_only,
            "language": settings.language,
            **({"attachment": settings.attachment} if settings.attachment else {}),
            **({"word_language": settings.words_in} if settings.words_in else {}),
        },
        "players": [_player_json(p) for p in game.players],
        "lot": None
        if lot is None
        else {
            "seed": lot.seed,
            "assignment": [
                {"guesser": guesser, "targets": list(targets)}
                for guesser, targets in lot.assignment
            ],
        },
        "accepted_words": sorted(game.accepted_words),
        "rounds": [
            {
                "notes": r.notes,
                "guesses": [
                    {"guesser": g.guesser, "target": g.target, "word": g.word} for g in r.guesses
                ],
            }
            for r in game.rounds
        ],
        **mail_fields,
    })


def _player_json(player: Player) -> dict[str, Any]:
    data: dict[str, Any] = {"name": player.name, "secret": player.secret, "email": player.email,
                            "address": player.address}
    if player.channel:
        data["channel"] = player.channel
    if player.attachment:
        data["attachment"] = player.attachment
    return data


def _sent_json(sent: Sent) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": sent.kind, "round": sent.round, "player": sent.player, "at": sent.at,
                            "status": sent.status}
    for key in ("reason", "file", "snapshot", "message_id"):
        if getattr(sent, key):
            data[key] = getattr(sent, key)
    return data


def _takeover_json(takeover: Takeover) -> dict[str, Any]:
    data: dict[str, Any] = {"player": takeover.player, "after_round": takeover.after_round,
                            "before_name": takeover.before_name}
    for key in ("before_email", "before_address", "before_channel"):
        if getattr(takeover, key):
            data[key] = getattr(takeover, key)
    return data


def _taken_json(mail: TakenMail) -> dict[str, Any]:
    data: dict[str, Any] = {"round": mail.round, "player": mail.player, "message_id": mail.message_id}
    if mail.received is not None:
        data["received"] = mail.received.isoformat()
    return data


def game_from_json(data: object) -> Game:
    """Build a game from parsed JSON, or raise :class:`GameFileError`."""
    return ENVELOPE.read(data, _read_game)


def _read_game(top: Fields) -> Game:
    settings = _read_settings(top.obj("settings"))
    players = top.items("players", _read_player)
    lot = _read_lot(top.obj("lot")) if top.has("lot") else None
    fit_names: dict[str, str] = {}  # names found fit already, each as a guess keeps it: a big game's checked once
    rounds = top.items(
        "rounds", lambda value, where: _read_round(value, where, fit_names), optional=True
    )
    accepted = top.texts("accepted_words") if top.has("accepted_words") else []
    deadlines = top.items("deadlines", _read_deadline, optional=True)
    taken = top.items("mails_taken", _read_taken, optional=True)
    openings = top.items("openings", _read_opening, optional=True)
    receipts = top.items("receipts", _read_receipt, optional=True)
    sent = top.items("sent", _read_sent, optional=True)
    roster = {name_key(p.name) for p in players}
    withdrawals = top.items("withdrawals", lambda value, where: _read_withdrawal(value, where, roster),
                            optional=True)
    seen: set[str] = set()
    for i, withdrawal in enumerate(withdrawals):
        if name_key(withdrawal.player) in seen:
            raise GameFileError(FILES.say("game.withdrawn_twice", where=f"withdrawals[{i}].player",
                                          name=withdrawal.player))
        seen.add(name_key(withdrawal.player))
    takeovers = top.items("takeovers", lambda value, where: _read_takeover(value, where, roster), optional=True)
    top.done()
    return Game(
        settings, tuple(players), lot, tuple(rounds), frozenset(normalize_word(w) for w in accepted),
        tuple(sorted(deadlines)), tuple(taken), tuple(sorted(openings)), tuple(receipts), tuple(sent),
        tuple(withdrawals), tuple(takeovers),
    )


def _place(fields: Fields, roster: set[str]) -> str:
    """The ``player`` field: a name in the roster, refused naming the field otherwise."""
    name = _name(fields, "player")
    if name_key(name) not in roster:
        raise GameFileError(FILES.say("game.stranger", where=fields.path("player"), name=name))
    return name


def _read_withdrawal(value: object, where: str, roster: set[str]) -> Withdrawal:
    fields = Fields(value, where)
    withdrawal = Withdrawal(_place(fields, roster), _after_round(fields),
                            _choice(fields, "word", WORD_CHOICES, "leaves"))
    fields.done()
    return withdrawal


def _after_round(fields: Fields) -> int:
    number = fields.number("after_round")
    if number < 1:
        raise GameFileError(FILES.say("game.round_from_one", where=fields.path("after_round"), number=number))
    return number


def _read_takeover(value: object, where: str, roster: set[str]) -> Takeover:
    fields = Fields(value, where)
    takeover = Takeover(_place(fields, roster), _after_round(fields), _name(fields, "before_name"),
                        fields.text("before_email", ""), fields.text("before_address", ""),
                        _choice(fields, "before_channel", CHANNELS, ""))
    fields.done()
    return takeover


def _choice(fields: Fields, key: str, allowed: tuple[str, ...], default: str) -> str:
    """The text in ``key`` if it is one of ``allowed``, refused naming the field otherwise."""
    value = fields.text(key, default)
    if value not in allowed:
        shown = [repr(a) for a in allowed]
        raise GameFileError(FILES.say("game.expected_choice", where=fields.path(key),
                                      allowed=", ".join(shown), value=repr(value)))
    return value


def _read_sent(value: object, where: str) -> Sent:
    fields = Fields(value, where)
    kind = _choice(fields, "kind", SENT_KINDS, "")
    number = fields.number("round")
    if number < 0:
        raise GameFileError(FILES.say("game.round_from_one", where=fields.path("round"), number=number))
    player = _name(fields, "player")
    at = _moment(fields, "at").isoformat()
    sent = Sent(kind, number, player, at, _choice(fields, "status", _SENT_STATUSES, "sent"),
                fields.text("reason", ""), fields.text("file", ""), fields.text("snapshot", ""),
                fields.text("message_id", ""))
    fields.done()
    return sent


def _round_number(fields: Fields) -> int:
    number = fields.number("round")
    if number < 1:
        raise GameFileError(FILES.say("game.round_from_one", where=fields.path("round"), number=number))
    return number


def _read_deadline(value: object, where: str) -> tuple[int, str]:
    fields = Fields(value, where)
    number, at = _round_number(fields), fields.text("at")
    try:
        parse_deadline(at)
    except SettingsError as error:
        raise GameFileError(placed(fields.path("at"), error)) from None
    fields.done()
    return number, at


def _read_taken(value: object, where: str) -> TakenMail:
    fields = Fields(value, where)
    taken = TakenMail(_round_number(fields), _name(fields, "player"), fields.text("message_id"),
                      _moment(fields, "received") if fields.has("received") else None)
    fields.done()
    return taken


def _moment(fields: Fields, key: str) -> datetime:
    """A date and time with its zone (``2026-12-02T09:03:00+01:00``), refused naming the field otherwise."""
    text = fields.text(key)
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        moment = None
    if moment is None or moment.tzinfo is None:
        raise GameFileError(FILES.say("game.moment", where=fields.path(key), value=text))
    return moment


def _read_opening(value: object, where: str) -> tuple[int, str]:
    fields = Fields(value, where)
    number = _round_number(fields)
    at = _moment(fields, "at").isoformat()
    fields.done()
    return number, at


def _read_receipt(value: object, where: str) -> ReceiptSent:
    fields = Fields(value, where)
    receipt = ReceiptSent(_round_number(fields), _name(fields, "player"), fields.text("key"))
    fields.done()
    return receipt


def _read_settings(fields: Fields) -> Settings:
    title = fields.text("title", "")
    length = fields.number("word_length", 5)
    umlauts = fields.flag("umlauts", False)
    points_only = fields.flag("points_only", False)
    language = fields.text("language", "en")
    attachment = _choice(fields, "attachment", ATTACHMENTS, "")
    words_in = _choice(fields, "word_language", WORD_LISTS, "") if fields.has("word_language") else ""
    fields.done()
    try:
        return Settings(title, length, umlauts, points_only, language, attachment, words_in)
    except SettingsError as error:
        field = ("language" if language not in REPORT_LANGUAGES
                 else "title" if getattr(error.args[0], "code", "") == "settings.title_lines" else "word_length")
        raise GameFileError(placed(fields.path(field), error)) from None


def _name(fields: Fields, key: str) -> str:
    """The name in ``key``, refused naming the field if no player can have it."""
    return _checked_name(fields.text(key), fields.path(key))


def _checked_name(name: str, where: str) -> str:
    problem = name_problem(name)
    if problem is not None:
        raise GameFileError(placed(where, problem))
    return name


def _read_player(value: object, where: str) -> Player:
    fields = Fields(value, where)
    player = Player(
        _name(fields, "name"),
        fields.text("secret"),
        fields.text("email", ""),
        fields.text("address", ""),
        _choice(fields, "channel", CHANNELS, ""),
        _choice(fields, "attachment", ATTACHMENTS, ""),
    )
    fields.done()
    return player


def _read_lot(fields: Fields) -> Lot:
    seed = fields.number("seed")

    def pair(value: object, where: str) -> tuple[str, tuple[str, ...]]:
        entry = Fields(value, where)
        targets = entry.texts("targets")
        where_targets = entry.path("targets")
        result = _name(entry, "guesser"), tuple(
            _checked_name(target, f"{where_targets}[{i}]") for i, target in enumerate(targets)
        )
        entry.done()
        return result

    assignment = tuple(fields.items("assignment", pair))
    fields.done()
    return Lot(seed, assignment)


def _read_round(value: object, where: str, fit_names: dict[str, str]) -> Round:
    fields = Fields(value, where)
    notes = fields.text("notes", "")
    guesses = _plain_guesses(fields.data.get("guesses"), fit_names)
    if guesses is None:  # something to refuse, or to read closely: naming the field at fault

        def guess(value: object, where: str) -> Guess:
            entry = Fields(value, where)
            result = Guess(_name(entry, "guesser"), _name(entry, "target"), entry.text("word"))
            entry.done()
            return result

        guesses = tuple(fields.items("guesses", guess))
    else:
        fields.read.add("guesses")
    fields.done()
    return Round(guesses, notes)


_GUESS_FIELDS = frozenset(("guesser", "target", "word"))


def _plain_guesses(entries: object, fit_names: dict[str, str]) -> tuple[Guess, ...] | None:
    """A round's guesses as the app writes them, read straight; ``None`` for anything else.

    Each guess must be an object of exactly the three texts, its names fit
    for a player: what :func:`_read_round` would accept field by field, at
    a fraction of the cost (50,000 guesses in a big game). ``fit_names``
    keeps the names found fit, each as a guess keeps it, so each is checked
    and cleaned once; the guesses are made of the clean texts, not cleaned
    again (:meth:`Guess.cleaned`).
    """
    if type(entries) is not list:
        return None
    guesses: list[Guess] = []
    cleaned = Guess.cleaned
    for entry in entries:
        if type(entry) is not dict or entry.keys() != _GUESS_FIELDS:
            return None
        guesser, target, word = entry["guesser"], entry["target"], entry["word"]
        if type(guesser) is not str or type(target) is not str or type(word) is not str:
            return None
        clean_guesser, clean_target = fit_names.get(guesser), fit_names.get(target)
        if clean_guesser is None:
            if name_problem(guesser) is not None:
                return None
            clean_guesser = fit_names[guesser] = clean_name(guesser)
        if clean_target is None:
            if name_problem(target) is not None:
                return None
            clean_target = fit_names[target] = clean_name(target)
        guesses.append(cleaned(clean_guesser, clean_target, normalize_word(word)))
    return tuple(guesses)


def load_game(path: Path) -> Game:
    """Read a game file. Raises :class:`GameFileError` naming the problem."""
    return ENVELOPE.load(path, _read_game)


def load_game_stamped(path: Path) -> Loaded[Game]:
    """:func:`load_game`, with the file's stamp, for a change saved with ``save_game(..., since=)``."""
    return ENVELOPE.load_stamped(path, _read_game)


def save_game(game: Game, path: Path, since: Stamp | None = None) -> Stamp | None:
    """Save atomically, keeping the previous version as ``NAME.bak``.

    With ``since``, a file changed on disk since it was read is refused
    (:class:`GameFileError`); returns the saved file's stamp.
    """
    return ENVELOPE.save(game_to_json(game), path, since)
