"""The mail dialog's SMTP password hint reads whole where the desktop makes its fonts larger (150 % by the fonts'
size, the styles' margins as they are), the dialog 1800 pixels wide on 1920 × 1080.

There the recipients, the ways out and the results stand side by side, the ways out as wide as their tabs'
titles, and the German hint "aus dem Schlüsselbund des Systems, falls dort hinterlegt" lost its end beside
"Verschlüsselung:". The field is as wide as its hint now (its label goes above it where the pane is too narrow
for both, as the form does for any long row). Run by ``test_gui_mail_password_hint.py`` in a child process whose
Qt (the offscreen platform) has that screen (the suite's own, 800 × 800, is too narrow for panes side by side)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QApplication, QFormLayout, QLabel, QLayoutItem  # noqa: E402

from screen_fit_walk import screen_asked  # noqa: E402
from test_gui_mail_choices_fit import hint_cut_by, settle  # noqa: E402
from wordmastermind.core.wmm.evaluation import evaluate  # noqa: E402
from wordmastermind.core.wmm.examples import rules_example  # noqa: E402
from wordmastermind.files.mail.smtp import SmtpSettings  # noqa: E402
from wordmastermind.gui.i18n import Translators  # noqa: E402
from wordmastermind.gui.mail.dialog import MailDialog  # noqa: E402

HINTS = {"en": "from the system keyring, if kept there",
         "de": "aus dem Schlüsselbund des Systems, falls dort hinterlegt"}


@pytest.fixture
def larger_fonts(qapp: Any) -> Iterator[None]:
    """The application's font half as large again, as a desktop at 150 % that scales its fonts makes it."""
    font = qapp.font()
    larger = qapp.font()
    larger.setPointSizeF(font.pointSizeF() * 1.5)
    qapp.setFont(larger)
    yield
    qapp.setFont(font)


def shown_dialog(qtbot: Any, language: str) -> MailDialog:
    """The mail dialog in ``language`` (English again after the test: conftest), shown on the child process's
    screen, 1920 × 1080."""
    screen_asked()
    assert Translators().install(language)
    dialog = MailDialog(evaluate(rules_example()), 2, language=language, sender="Joe <joe@example.org>",
                        smtp=SmtpSettings("smtp.example.org", username="joe"))
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_smtp_password_hint_reads_whole(qtbot: Any, larger_fonts: None, language: str) -> None:
    dialog = shown_dialog(qtbot, language)
    edit = dialog.password_edit
    assert dialog.delivery_tabs.currentWidget().widget().isAncestorOf(edit)  # the SMTP tab, in front
    assert edit.placeholderText() == HINTS[language]
    least = dialog.minimumSizeHint()
    for width, height in ((1800, 760), (911, 512), (least.width(), least.height())):
        dialog.resize(width, height)
        settle()
        arrangement = dialog.lower_panes.arrangement
        assert QApplication.primaryScreen().availableGeometry().width() >= width
        assert hint_cut_by(edit) == 0, f"{width} × {height} ({arrangement}): the hint lacks {hint_cut_by(edit)} px"
        if width == 1800:
            assert arrangement == "side"
            dialog.lower_panes.inner.setSizes([1, 10_000])  # the ways out dragged as narrow as they go
            settle()
            assert hint_cut_by(edit) == 0, f"the ways out at their narrowest: the hint lacks {hint_cut_by(edit)} px"


def labelled_rows(form: QFormLayout) -> Iterator[tuple[str, QLayoutItem, QLayoutItem]]:
    """Each row of ``form`` with a label: its text, the label's item and the field's."""
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        if label is not None and field is not None and isinstance(label.widget(), QLabel):
            yield label.widget().text(), label, field


def placements(form: QFormLayout) -> dict[str, str]:
    """Where each label of ``form`` is, as the game master sees it: "beside" its field (left of it, on its line) or
    "above" it (over it, at its left edge), by the label's text."""
    said = {}
    for text, label, field in labelled_rows(form):
        where, there = label.geometry(), field.geometry()
        if where.right() < there.left() and where.top() < there.bottom() and there.top() < where.bottom():
            said[text] = "beside"
        elif where.bottom() <= there.top() and abs(where.left() - there.left()) <= 2:
            said[text] = "above"
        else:
            said[text] = f"elsewhere: {where} and its field {there}"
    return said


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_smtp_label_is_beside_its_field_or_every_one_above(
        qtbot: Any, larger_fonts: None, language: str) -> None:
    """At 150 % the German password's label went above its field (the field as wide as its hint), the server's,
    port's, encryption's and user's beside theirs: a form in two minds. Now the labels go together: beside their
    fields where the pane has room for every row so (on 1920 × 1080 it has), else all above."""
    dialog = shown_dialog(qtbot, language)
    form = dialog.password_edit.parentWidget().layout()
    assert isinstance(form, QFormLayout)
    least = dialog.minimumSizeHint()
    for width, height in ((1800, 760), (1280, 760), (911, 512), (least.width(), least.height())):
        dialog.resize(width, height)
        settle()
        said = placements(form)
        assert len(said) == 5, said
        assert len(set(said.values())) == 1, f"{width} × {height} ({dialog.lower_panes.arrangement}): {said}"
        if width == 1800:
            assert set(said.values()) == {"beside"}, said


def whole_fields(form: QFormLayout) -> dict[str, int]:
    """The fields of ``form`` narrower than they may be (a choice's longest entry cut), by their label's text: how
    many pixels each lacks."""
    lacking = {text: field.minimumSize().width() - field.geometry().width()
               for text, _, field in labelled_rows(form)}
    return {text: short for text, short in lacking.items() if short > 0}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_every_post_label_is_beside_its_field_or_every_one_above(
        qtbot: Any, larger_fonts: None, language: str) -> None:
    """The Post tab's form decided row by row (Qt's WrapLongRows): with the fonts at 150 % the label "Page:" (French
    "Papier :") went above its field, the longest choice, while "Your address:", "Place:", "Letter recipients:",
    "Letters in:" and "Label sheet:" stayed beside theirs, at every width of the dialog; in German, where the ways out
    were dragged as narrow as they go, the page's choice stayed beside its label and lost the end of its entry. Now
    the labels go together, as the SMTP tab's: all beside where the tab has room for every row so, else all above,
    and no field is narrower than its longest entry."""
    dialog = shown_dialog(qtbot, language)
    dialog.delivery_tabs.setCurrentIndex(2)  # Post
    form = dialog.address_edit.parentWidget().layout()
    assert isinstance(form, QFormLayout)
    least = dialog.minimumSizeHint()
    for width, height, dragged in ((1800, 760, False), (1800, 760, True), (1280, 760, False), (911, 512, False),
                                   (least.width(), least.height(), False)):
        dialog.resize(width, height)
        settle()
        if dragged:
            dialog.lower_panes.inner.setSizes([1, 10_000])  # the ways out as narrow as they go
            settle()
        where = f"{width} × {height} ({dialog.lower_panes.arrangement}{', dragged' if dragged else ''})"
        said = placements(form)
        assert len(said) == 6, said
        assert len(set(said.values())) == 1, f"{where}: {said}"
        assert not whole_fields(form), f"{where}: {whole_fields(form)}"
        if width == 1800 and not dragged:
            assert set(said.values()) == {"beside"}, said
