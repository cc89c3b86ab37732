"""The envelope every game file shares: ``kind``, ``schema_version``, ``app_version``.

A game's file module reads and writes only its own fields; its
:class:`Envelope` puts the three shared ones first when writing, and when
reading refuses another kind of document (another game's file by that
game's name and suffix), a newer schema version or one below 1, before the
game reads the rest. Every refusal is the game's own
error class and names the file; saving is atomic, with the previous version
kept as ``NAME.bak`` (:func:`~wordmastermind.files.atomic.atomic_write`), and
locked. A command that reads a file to change it reads it with
:meth:`Envelope.load_stamped` and saves with the stamp it got: a file that
another program changed in between is refused, not written over.
:func:`named_game` says which game a file is, whatever its name, so that
the app can open it where it belongs. ``docs/file-formats.md`` describes
the fields.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from wordmastermind import __version__
from wordmastermind.files.game_head import named_at_start
from wordmastermind.files.jsonread import DocumentError, Fields, dump_json, load_json
from wordmastermind.files.messages import FILES, placed
from wordmastermind.games import GameKind, by_kind

if TYPE_CHECKING:  # saving's module (and its hashing) is imported when a file is stamped or saved
    from wordmastermind.files.atomic import Stamp

T = TypeVar("T")


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """What a file held, and its stamp as it was read (to save it back with)."""

    value: T
    stamp: Stamp | None


@dataclass(frozen=True)
class Envelope:
    """The shared fields of one game's files, and its way of refusing a file."""

    game: GameKind
    """The game whose ``kind`` the files name."""
    schema_version: int
    """The version written; files up to it are read."""
    document: str
    """The FILES code refusing a kind no game has: ``document.not_rondo`` says "this is a 'chess'
    document, not a RONDO score sheet" (another game's kind is said by ``document.other_game``)."""
    error: type[DocumentError]
    """The game's own error class: every refusal is one."""
    kind_named: bool = True
    """Whether the refusal of another kind starts with the field (``kind: this is ...``)."""

    def wrap(self, fields: Mapping[str, Any]) -> dict[str, Any]:
        """The document: the shared fields, then the game's ``fields``."""
        return {
            "kind": self.game.kind,
            "schema_version": self.schema_version,
            "app_version": __version__,
            **fields,
        }

    def open(self, data: object) -> Fields:
        """The top-level fields of ``data``, its shared fields read and checked."""
        top = Fields(data, "")
        kind = top.text("kind")
        other = by_kind(kind) if kind != self.game.kind else None
        if other is not None:  # another game's file, under this game's suffix: say which game it is
            raise self.error(FILES.say("document.other_game", found=other.title, kind=repr(kind),
                                       expected=self.game.title, suffix=self.game.suffix,
                                       found_suffix=other.suffix))
        if kind != self.game.kind:
            refusal = FILES.say(self.document, kind=repr(kind))
            raise self.error(placed("kind", refusal) if self.kind_named else refusal)
        version = top.number("schema_version")
        if version > self.schema_version:
            raise self.error(FILES.say("document.newer", version=version, newest=self.schema_version))
        if version < 1:
            raise self.error(FILES.say("document.version", where="schema_version", version=version))
        top.text("app_version", "")
        return top

    def read(self, data: object, read: Callable[[Fields], T]) -> T:
        """What ``read`` makes of the game's fields of ``data`` (parsed JSON).

        Raises the game's error class for anything refused on the way.
        """
        try:
            return read(self.open(data))
        except self.error:
            raise
        except DocumentError as error:
            raise self.error(error.message) from None

    def load(self, path: Path, read: Callable[[Fields], T]) -> T:
        """Read the file ``path`` as :meth:`read` does; a refusal names the file."""
        try:
            return self.read(load_json(path), read)
        except DocumentError as error:
            raise self.error(FILES.say("document.at", path=str(path), error=error.message)) from None

    def load_stamped(self, path: Path, read: Callable[[Fields], T]) -> Loaded[T]:
        """:meth:`load`, with the file's stamp: taken first, so that a change
        made while it is read is caught at saving, never missed."""
        from wordmastermind.files.atomic import file_stamp

        stamp = file_stamp(Path(path))
        return Loaded(self.load(path, read), stamp)

    def save(self, document: object, path: Path, since: Stamp | None = None) -> Stamp | None:
        """Save ``document`` atomically, keeping the previous version as ``NAME.bak``.

        With ``since`` (the stamp :meth:`load_stamped` gave), a file changed on
        disk since it was read is refused with the game's error. Returns the
        saved file's stamp.
        """
        from wordmastermind.files.atomic import save_atomically

        return save_atomically(Path(path), dump_json(document), self.error, since)


def named_game(path: Path) -> GameKind | None:
    """The game whose ``kind`` the file ``path`` names in its envelope, whatever the file's suffix.

    None for a file that names no game this app keeps, or that cannot be read
    as a game file at all (another program's, a broken one): the reader of
    the game its suffix names says why. A file this app wrote names its kind
    first (:meth:`Envelope.wrap`): only its first bytes are read then
    (:func:`~wordmastermind.files.game_head.named_at_start`), so that a big game
    dragged over the window, or opened, is not parsed for it (the reader that
    opens it parses it, and refuses a file broken further on).
    """
    kind, known = named_at_start(path)
    if not known:  # written by hand or by another program: the kind may be anywhere
        try:
            data = load_json(Path(path))
        except DocumentError:
            return None
        kind = data.get("kind") if isinstance(data, dict) else None
    return by_kind(kind) if isinstance(kind, str) else None
