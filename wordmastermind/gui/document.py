"""An open document of any game: immutable snapshots, a file, and undo.

Every change goes through :meth:`SnapshotDocument.edit`, which asks the core
for the changed document and pushes a :class:`SnapshotCommand` holding the
snapshots before and after. Undo and redo swap those immutable values, so an
undo can never leave a half-applied change behind. Each game's document
says only how its files are read and written.

The document remembers its file as it read or saved it (a
:class:`~wordmastermind.files.atomic.Stamp`): Save refuses to write over a
change another program saved since (:class:`~wordmastermind.files.atomic.ChangedOnDisk`).
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QUndoCommand, QUndoStack

from wordmastermind.gui.i18n import Phrase

if TYPE_CHECKING:
    from wordmastermind.files.atomic import Stamp


def command_text(text: str) -> str:
    """An undo step's name as a command's text: in the Undo and Redo actions an ``&`` of a name ("Joop & Marie")
    is shown, not taken for a shortcut's mark (the undo history shows the part before a line break, the actions
    the rest).

    >>> command_text("Word A3: Joop & Marie at 10")
    'Word A3: Joop & Marie at 10\\nWord A3: Joop && Marie at 10'
    >>> command_text("Guess of Emil")
    'Guess of Emil'
    """
    return f"{text}\n{text.replace('&', '&&')}" if "&" in text else text


class SnapshotCommand(QUndoCommand):
    """One change, as the core made it.

    The command refers to its document weakly: the document owns the undo
    stack that owns the command, and a strong reference back would keep a
    closed document alive until the interpreter shuts down.
    """

    def __init__(self, document: SnapshotDocument, text: str | Phrase, before: Any, after: Any) -> None:
        super().__init__(command_text(str(text)))
        self.phrase = text if isinstance(text, Phrase) else None
        """The step's name, said anew after a language switch (:meth:`SnapshotDocument.retranslate_history`)."""
        self._document = weakref.ref(document)
        self.before = before
        self.after = after

    def redo(self) -> None:
        document = self._document()
        if document is not None:
            document._set_value(self.after)

    def undo(self) -> None:
        document = self._document()
        if document is not None:
            document._set_value(self.before)


class SnapshotDocument(QObject):
    """A document's current snapshot, its file, and the history of its changes."""

    changed = Signal()
    """The document changed: an edit, an undo or redo, or another one loaded."""
    fileStateChanged = Signal()
    """The file name or the unsaved-changes state changed."""

    def __init__(self, value: Any = None, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._value = value
        self._path = path
        self._stamp: Stamp | None = None
        self._read: tuple[bytes, os.stat_result] | None = None  # the file as read, its stamp not made yet
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    @property
    def stamp(self) -> Stamp | None:
        """The file as it was read or last saved here: Save refuses it if it changed since.

        Of a file opened, made of what was read when first asked for (its hashing's module costs a big
        game's opening 5 ms).
        """
        if self._read is not None:
            from wordmastermind.files.atomic import content_stamp

            self._stamp, self._read = content_stamp(*self._read), None
        return self._stamp

    @stamp.setter
    def stamp(self, stamp: Stamp | None) -> None:
        self._stamp, self._read = stamp, None

    # what each game's document says
    def untitled(self) -> str:
        return self.tr("Untitled game")

    def load(self, path: Path) -> Any:
        raise NotImplementedError

    def write(self, value: Any, path: Path) -> None:
        raise NotImplementedError

    def encode(self, value: Any) -> dict[str, Any]:
        """``value`` as its file's JSON document."""
        raise NotImplementedError

    def decode(self, data: object) -> Any:
        """The value of a JSON document; raises (a DocumentError) for a bad one."""
        raise NotImplementedError

    def empty(self) -> Any:
        """What the document holds with no file: before work without a file is restored."""
        return None

    def _changed_value(self) -> None:
        """Called after every change, before :attr:`changed` (for caches)."""

    @Slot(bool)
    def _clean_changed(self, _clean: bool) -> None:
        self.fileStateChanged.emit()

    @property
    def game(self) -> Any:
        """The game as it stands (``None`` before a side game is set up); each game's document types it."""
        return self._value

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def display_name(self) -> str:
        return self._path.name if self._path is not None else self.untitled()

    def edit(self, text: str | Phrase, change: Callable[[Any], Any]) -> None:
        """Apply ``change`` (a core function) as one undoable step named ``text`` (a :class:`Phrase` follows
        the interface's language).

        Raises what the core raises for a change the rules refuse; nothing
        is pushed then, nor for a change that changes nothing.
        """
        after = change(self._value)
        if after == self._value:
            return
        self.undo_stack.push(SnapshotCommand(self, text, self._value, after))

    def retranslate_history(self) -> None:
        """Name every step of the undo history in the interface's language (after a switch): Undo, Redo and
        the history show them so. A step named by a plain text keeps it."""
        stack = self.undo_stack
        for index in range(stack.count()):
            command = stack.command(index)
            if isinstance(command, SnapshotCommand) and command.phrase is not None:
                command.setText(command_text(str(command.phrase)))

    def replace(self, value: Any, path: Path | None, stamp: Stamp | None = None) -> None:
        """Start over with another document (New, Open): no undo across files.

        ``stamp`` is ``path``'s as it was read.
        """
        self._start_over(value, path, stamp, None)

    def _start_over(
        self, value: Any, path: Path | None, stamp: Stamp | None, read: tuple[bytes, os.stat_result] | None
    ) -> None:
        """:meth:`replace`, the stamp given, or made when asked for of ``read`` (the file as read)."""
        self.undo_stack.clear()
        self._path = path
        self._stamp, self._read = stamp, read
        self._set_value(value)
        self.undo_stack.setClean()
        self.fileStateChanged.emit()

    def _set_value(self, value: Any) -> None:
        self._value = value
        self._changed_value()
        self.changed.emit()

    def recovery_data(self) -> bytes:
        """The work as a recovery file holds it; empty while there is nothing."""
        if self._value is None:
            return b""
        from wordmastermind.files.jsonread import dump_json

        return dump_json(self.encode(self._value))

    def restore(self, data: bytes, path: Path | None) -> None:
        """Take back autosaved work: unsaved, on top of the file it belongs to.

        A file that is gone or no longer reads is forgotten: the work stays
        unsaved, to be saved under a name.
        """
        import json

        from wordmastermind.files.jsonread import DocumentError
        from wordmastermind.files.reading import read_whole

        value = self.decode(json.loads(data.decode("utf-8"))) if data.strip() else None
        saved, read = self.empty(), None
        if path is not None:
            try:
                read = read_whole(path)  # first: a change made while it is read is caught at saving
                saved = self.load(path)
            except DocumentError:
                path, read = None, None
        self._start_over(saved, path, None, read)
        self.edit(Phrase.tr("Restore unsaved work"), lambda _old: value)

    def open(self, path: Path) -> None:
        """Load ``path``; a bad file raises (a DocumentError) and changes nothing."""
        from wordmastermind.files.reading import read_whole

        read = read_whole(path)  # first: a change made while it is read is caught at saving
        self._start_over(self.load(path), path, None, read)

    def save(self, path: Path | None = None) -> None:
        """Save to ``path`` (by default the document's file), holding the file's lock.

        Saving to the file the document was read from raises
        :class:`~wordmastermind.files.atomic.ChangedOnDisk` (a DocumentError)
        if another program changed it since, and writes nothing.
        """
        from wordmastermind.files.atomic import writing

        target = path if path is not None else self._path
        if target is None:
            raise ValueError(self.tr("the game has no file name yet"))
        if self._value is None:
            raise ValueError(self.tr("There is no game to save yet: set up the players first."))
        own_file = self._path is not None and Path(target).resolve() == self._path.resolve()
        with writing(target, self.stamp if own_file else None) as saved:
            self.write(self._value, target)
        self._path = target
        self.stamp = saved.stamp
        self.undo_stack.setClean()
        self.fileStateChanged.emit()
