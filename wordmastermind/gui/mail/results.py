"""The mail dialog's results: the status line and a row per mail saying what became of it.

The texts belong to the ``MailDialog`` translation context.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGroupBox, QScrollArea, QTableWidgetItem

from wordmastermind.files.mail.message import Addressee, PlayerMail
from wordmastermind.files.mail.smtp import SendResult
from wordmastermind.gui.i18n import rule_text
from wordmastermind.gui.mail.parts import ERROR_COLOR, MailParts, show_status

translate = QCoreApplication.translate


class MailResults(MailParts):
    """The status line and the results table (a part of :class:`MailDialog`)."""

    results_box: QGroupBox
    lower_area: QScrollArea
    """The pane of the recipients, the ways out and the results, which scrolls where the dialog is low."""

    # ---------------------------------------------------------------- in view

    def bring_results_into_view(self) -> None:
        """Scroll the pane below so that the results show, once Qt has laid it out (a sending begun or over): at
        911 × 512 they were under its fold, the game master saw no progress and no result without scrolling."""
        QTimer.singleShot(0, self, self._scroll_to_results)

    def _scroll_to_results(self) -> None:
        """The whole results where the pane is as tall, else their top: the progress, the status, the first rows."""
        area, box = self.lower_area, self.results_box
        page = area.widget()
        if page is None or not page.isAncestorOf(box):
            return
        # laid out as it now is: a status of more lines makes the results taller (the layouts ask in turn)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        top = box.mapTo(page, QPoint(0, 0)).y()
        bar, shown = area.verticalScrollBar(), area.viewport().height()
        if box.height() > shown or top < bar.value():
            bar.setValue(top)
        elif top + box.height() > bar.value() + shown:
            bar.setValue(top + box.height() - shown)

    # ---------------------------------------------------------------- status

    def say(self, text: str) -> None:
        """The status ``text``, in the colour it has: whole in its tip (it shows as many lines as there is room for),
        and in view (at 911 × 512 the results may be under the fold of the pane below)."""
        self.status_label.setText(text)
        self.status_label.setToolTip(text)
        self.bring_results_into_view()

    def _set_status(self, text: str, *, error: bool = False) -> None:
        show_status(self.status_label, text, error=error)
        self.bring_results_into_view()

    def result_text(self, result: SendResult) -> str:
        if result.status == "sent":
            return translate("MailDialog", "sent")
        if result.status == "skipped":
            return translate("MailDialog", "skipped: {0}").format(rule_text(result.reason))
        return translate("MailDialog", "failed: {0}").format(rule_text(result.reason))

    def show_results(self, results: Sequence[SendResult]) -> None:
        """Fill the table with ``results`` and sum them up."""
        self.results = list(results)
        self.results_table.setRowCount(0)
        for result in self.results:
            self._add_row(result.mail, self.result_text(result), failed=result.failed)
        sent = sum(r.sent for r in self.results)
        failed = sum(r.failed for r in self.results)
        skipped = sum(r.status == "skipped" for r in self.results)
        self._set_status(
            translate("MailDialog", "{0} sent, {1} failed, {2} skipped").format(sent, failed, skipped),
            error=failed > 0,
        )

    # ---------------------------------------------------------------- table

    def _add_row(self, mail: PlayerMail | Addressee, text: str, *, failed: bool = False) -> None:
        row = self.results_table.rowCount()
        self.results_table.insertRow(row)
        for column, said in enumerate((mail.name, mail.address)):
            cell = QTableWidgetItem(said)
            cell.setToolTip(said)
            self.results_table.setItem(row, column, cell)
        self._set_row(row, text, failed=failed)
        self._fit_columns()

    def _fit_columns(self) -> None:
        """The name and address columns as wide as their texts, but a quarter of the table each at most (a cut
        one is whole in its tip): the result beside them, what the table is read for, keeps the rest (at 1100
        pixels wide it was cut to "saved: Fritz…"; at 150 %, German names as long as 'Ingeborg
        Zimmermann-Lüdenscheid' left 'gespeichert: …' nothing but its first word)."""
        table = self.results_table
        header = table.horizontalHeader()
        for column in (0, 1):
            wanted = min(table.sizeHintForColumn(column), table.viewport().width() // 4)
            header.resizeSection(column, max(wanted, header.sectionSizeHint(column)))

    def _result_column_resized(self, column: int, _old: int, _new: int) -> None:
        """The result's column took another width (the table did, as the panes moved or the status grew): the
        name and address columns fitted to the table as it now is, not kept as wide as a wider table allowed
        (the result, in French at 150 %, lost its end to them)."""
        if column == 2 and self.results_table.rowCount():
            self._fit_columns()

    def _set_row(self, row: int, text: str, *, failed: bool = False) -> None:
        item = QTableWidgetItem(text)
        item.setToolTip(text)
        if failed:
            item.setForeground(QColor(ERROR_COLOR))
        self.results_table.setItem(row, 2, item)

    def result_rows(self) -> list[tuple[str, str, str]]:
        """(player, address, result) of each row of the table, as shown."""
        rows = []
        for row in range(self.results_table.rowCount()):
            cells = [self.results_table.item(row, column) for column in range(3)]
            name, address, result = ("" if cell is None else cell.text() for cell in cells)
            rows.append((name, address, result))
        return rows
