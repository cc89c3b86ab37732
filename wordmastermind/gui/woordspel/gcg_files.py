"""GCG records in the Woordspel tab: importing one as a new game, with a
message listing where the file's scores differ from Woordspel's, and
exporting the game as one.

The scores in a GCG file are never trusted: the game is scored anew by
Woordspel's rules (:func:`wordmastermind.files.woordspel.gcg.rescoring.rescore`), and each move
whose written score differs is listed, with its line in the file.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from wordmastermind.core.woordspel.game import Game
from wordmastermind.core.summary import ScoreDifference
from wordmastermind.files.woordspel.gcg.reading import GcgGame
from wordmastermind.files.woordspel.gcg.rescoring import Rescore
from wordmastermind.games import GCG
from wordmastermind.gui.i18n import Phrase
from wordmastermind.gui.woordspel.preview import words_checked
from wordmastermind.gui.woordspel.setup_form import preset_name

if TYPE_CHECKING:
    from wordmastermind.core.woordspel.board import BoardDefinition
    from wordmastermind.gui.woordspel.document import WoordspelDocument


def difference_line(difference: ScoreDifference, woordspel: bool = True) -> str:
    if not woordspel:
        if difference.move is None:
            return QCoreApplication.translate("WoordspelGcg", "{0}: the tiles left, not deducted in the file; these rules deduct {1}").format(
                difference.player, -difference.our_score)
        return QCoreApplication.translate("WoordspelGcg", "move {0} (line {1}), {2}: the file says {3}, these rules give {4}").format(
            difference.move, difference.line, difference.player, difference.file_score, difference.our_score)
    if difference.move is None:
        return QCoreApplication.translate("WoordspelGcg", "{0}: the tiles left, not deducted in the file; Woordspel deducts {1}").format(
            difference.player, -difference.our_score)
    return QCoreApplication.translate("WoordspelGcg", "move {0} (line {1}), {2}: the file says {3}, Woordspel gives {4}").format(
        difference.move, difference.line, difference.player, difference.file_score,
        difference.our_score)


def differences_message(name: str, record: GcgGame, result: Rescore) -> str:
    """What the import found, for a message box: the scores that differ, and
    the rules its moves break (kept, marked in the move list)."""
    from wordmastermind.gui.i18n import rule_text

    found = _differences_message(name, record, result)
    broken = {index for index, _ in result.sheet.warnings if index is not None}
    if broken:
        found += "\n\n" + QCoreApplication.translate(
            "WoordspelGcg", "{0} of its moves break these rules: they are kept as the record has them, "
            "marked in the move list (point at a move to see why).").format(len(broken))
    for index, text in result.sheet.warnings:
        if index is None:  # the racks or the end: no move to mark, said in full
            found += "\n\n" + rule_text(text)
    if not words_checked(record.game):
        found += "\n\n" + QCoreApplication.translate(
            "WoordspelGcg", "The words are not checked: the app has no word list for {0}.").format(
            preset_name(record.game.rules))
    return found


def _differences_message(name: str, record: GcgGame, result: Rescore) -> str:
    game = record.game
    totals = " · ".join(f"{player} {total}" for player, total in zip(game.players, result.sheet.totals))
    if not game.rules.is_woordspel:
        return _preset_message(name, record, result, totals)
    head = QCoreApplication.translate("WoordspelGcg", "{0}: {1} moves imported and scored by Woordspel's rules ({2}).").format(
        name, len(game.moves), totals)
    if not result.differences:
        return head + "\n\n" + QCoreApplication.translate("WoordspelGcg", "Every score in the file agrees with Woordspel's.")
    lines = "\n".join("• " + difference_line(d) for d in result.differences)
    count = QCoreApplication.translate("WoordspelGcg", "{0} scores in the file differ from Woordspel's:").format(len(result.differences))
    return f"{head}\n\n{count}\n{lines}"


def _preset_message(name: str, record: GcgGame, result: Rescore, totals: str) -> str:
    """What the import found, for a record scored by a Scrabble preset."""
    head = QCoreApplication.translate(
        "WoordspelGcg", "{0}: {1} moves imported and scored by the rules of {2} ({3}); the set-up "
        "changes them.").format(name, len(record.game.moves), preset_name(record.game.rules), totals)
    if not result.differences:
        return head + "\n\n" + QCoreApplication.translate("WoordspelGcg", "Every score in the file agrees with these rules.")
    lines = "\n".join("• " + difference_line(d, woordspel=False) for d in result.differences)
    count = QCoreApplication.translate("WoordspelGcg", "{0} scores in the file differ from these rules:").format(
        len(result.differences))
    return f"{head}\n\n{count}\n{lines}"


def read_record(path: Path, board: BoardDefinition | None) -> tuple[GcgGame, Rescore]:
    """The GCG record ``path`` (on ``board``) and its rescoring by Woordspel's rules.

    Run in the worker process (see :mod:`wordmastermind.gui.background_work`).
    """
    from wordmastermind.files.woordspel.gcg.reading import load_gcg
    from wordmastermind.files.woordspel.gcg.rescoring import rescore

    record = load_gcg(path, board=board)
    return record, rescore(record)


def import_gcg(
    document: WoordspelDocument, path: Path, language: str, parent: QWidget
) -> tuple[ScoreDifference, ...] | None:
    """Read a GCG record as a new, unsaved game of ``document`` (one undo step) and show
    (over ``parent``) where its scores differ; those differences, or None if not imported.

    The record is read and rescored in a worker process, behind a progress
    dialog whose Cancel gives None. A record that cannot be read raises (the
    main window shows why) and changes nothing; unsaved work is replaced only when the game master says so.
    The game open keeps its board layout for the record (GCG has none); the
    record's reports are in ``language``: the one the set-up's box shows (the
    game open's, else the one chosen for a new game), as GCG has no language.
    """
    from wordmastermind.gui.background_work import read_in_background

    current = document.game
    read = read_in_background(parent, path, read_record, path, current.board if current is not None else None)
    if read is None:
        return None
    record, result = read
    if len(record.game.players) > 2:  # the tab keeps two players' games; the command line scores more
        from wordmastermind.core.woordspel.messages import WOORDSPEL
        from wordmastermind.files.woordspel.file import WoordspelFileError

        raise WoordspelFileError(WOORDSPEL.say("woordspel.two_players_only", name=path.name,
                                               count=len(record.game.players)))
    game = dataclasses.replace(record.game, language=language)
    if current is not None and document.modified:
        answer = QMessageBox.question(
            parent, QCoreApplication.translate("WoordspelGcg", "Import a GCG record"),
            QCoreApplication.translate("WoordspelGcg", "The game open here has unsaved changes. Replace it with {0}?").format(path.name))
        if answer != QMessageBox.StandardButton.Yes:
            return None
    document.replace(None, None)
    document.edit(Phrase.translate("WoordspelGcg", "Import {0}").format(path.name), lambda _old: game)
    QMessageBox.information(parent, QCoreApplication.translate("WoordspelGcg", "Import a GCG record"),
                            differences_message(path.name, record, result))
    return result.differences


def export_gcg(game: Game | None, path: Path) -> Path:
    """Write ``game`` as a GCG record (``.gcg`` added to the name if missing)."""
    from wordmastermind.files.woordspel.gcg.writing import save_gcg

    if game is None:
        raise ValueError(QCoreApplication.translate("WoordspelGcg", "Set up the players first."))
    if path.suffix.lower() != GCG.suffix:
        path = path.with_name(path.name + GCG.suffix)
    save_gcg(game, path)
    return path
