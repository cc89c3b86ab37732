"""The mail dialog's preview while the game master types the template: each player's mail as it will go out.

The preview keeps what it made of the report between the pauses in the typing (the text of the run's report,
and of the reports a few readers get: the player its answer example names gets another example, one who
withdrew gets no next round); a change of what the template says itself (``{answer}``) makes them anew.
Each preview after typing is checked against a dialog opened afresh with the text typed as its template.
"""

from __future__ import annotations

from typing import Any

from test_mail_dialog import make_dialog, wait_until

from wordmastermind.gui.mail.dialog import MailDialog

WITHOUT_ANSWER = "Moin {name}, Platz {rank}.\n\n{report}\n\nGruß"
"""The report then says how to answer, with its example: Alfons's names another player than the others'."""
WITH_ANSWER = "Moin {name}!\n\n{answer}\n\n{report}\n\nGruß"


def previews(dialog: MailDialog) -> dict[str, str]:
    """Each player's preview, as the game master sees it choosing the player in the list."""
    combo, shown = dialog.preview_combo, {}
    for index in range(combo.count()):
        combo.setCurrentIndex(index)
        shown[combo.itemText(index)] = dialog.preview_edit.toPlainText()
    return shown


def typed(dialog: MailDialog, text: str) -> None:
    """``text`` typed as the template, until the preview (made in the pause after it) ends in its last line."""
    dialog.template_edit.setPlainText(text)
    wait_until(lambda: dialog.preview_edit.toPlainText().endswith(text.splitlines()[-1]))


def fresh(qtbot: Any, text: str) -> dict[str, str]:
    """The previews of a dialog opened with ``text`` as its template (as the settings keep the last one)."""
    return previews(make_dialog(qtbot, template=text))


def test_each_preview_after_typing_is_the_mail_a_fresh_dialog_makes(qtbot: Any) -> None:
    dialog = make_dialog(qtbot)
    previews(dialog)  # every player's preview made once, before the typing
    for text in (WITHOUT_ANSWER, WITHOUT_ANSWER + ", bis bald!", WITH_ANSWER, WITH_ANSWER + ", bis bald!"):
        typed(dialog, text)
        shown = previews(dialog)
        assert shown == fresh(qtbot, text), text
    examples = {name: [line for line in text.splitlines() if ": WORT" in line and "„" in line]
                for name, text in fresh(qtbot, WITHOUT_ANSWER).items()}
    # the report's example names Alfons, but in Alfons's own report, which names another player
    assert examples["Gustav"] == examples["Emil"] != examples["Alfons"], examples
