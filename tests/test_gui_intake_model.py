"""The fetch dialog's listing as a model: rows made once per plan, ticks as choices, exact change signals."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from PySide6.QtCore import QModelIndex, Qt

from wordmastermind.core.wmm.game import Game, Player
from wordmastermind.core.wmm.intake import Choices, InMail, plan_intake
from wordmastermind.core.wmm.lot import with_drawn_lot
from wordmastermind.gui.mail.intake_model import IntakeModel
from wordmastermind.gui.roles import ROW_KIND_ROLE, TOGGLE_ROLE
from wordmastermind.gui.mail.intake_rows import Toggle, intake_rows, toggled

ROSTER = (Player("Alfons", "SALAT", "alfons@example.org"), Player("Gustav", "HOSEN", "gustav@example.org"),
          Player("Beatrix", "TISCH", "beatrix@example.org"), Player("Emil", "LAMPE", "emil@example.org"),
          Player("Fritzchen", "KERZE", "fritz@example.org"))


def at(hour: int, minute: int = 0) -> datetime:
    return datetime(2026, 12, 1, hour, minute, tzinfo=timezone.utc)


def game() -> Game:
    return with_drawn_lot(Game(players=ROSTER), seed=1)


MAILS = [InMail("emil@example.org", at(9), "<e1@x>", "Tipps", "Alfons: SAHNE"),
         InMail("emil@example.org", at(10), "<e2@x>", "Tipps", "Alfons: TOLLE"),
         InMail("gustav@example.org", at(11), "<g1@x>", "Tipps", "Emli: BIRNE"),
         InMail("spam@example.net", at(12), "<s1@x>", "Kaufen \u202ejetzt\x1b[2J")]


def model_of(choices: Choices = Choices()) -> tuple[IntakeModel, Any]:  # noqa: B008
    intake = plan_intake(game(), 1, MAILS, choices)
    model = IntakeModel()
    model.show(intake_rows(intake, choices, "en"))
    return model, intake


def texts(model: IntakeModel, parent: QModelIndex = QModelIndex()) -> list[str]:  # noqa: B008
    found = []
    for row in range(model.rowCount(parent)):
        index = model.index(row, 0, parent)
        found.append(" | ".join(index.siblingAtColumn(c).data() or "" for c in range(3)))
        found.extend("  " + text for text in texts(model, index))
    return found


def test_the_model_passes_qts_model_tester_through_a_reset_and_an_update(qtmodeltester: Any) -> None:
    model, intake = model_of()
    qtmodeltester.check(model)
    resets: list[bool] = []
    changed: list[tuple[int, int]] = []
    model.modelReset.connect(lambda: resets.append(True))
    model.dataChanged.connect(lambda first, last: changed.append((first.row(), last.column())))
    # the same plan entered: the same rows, other texts: only the changed rows are announced
    entered = plan_intake(intake.game, 1, MAILS)
    assert model.show(intake_rows(entered, Choices(), "en")) is False
    assert not resets and len(changed) == 2  # Emil's row ("1 guess entered") and his older mail (taken ones stay)
    emil = model.index_of(("player", "Emil"))
    assert emil.siblingAtColumn(2).data() == "1 guess entered"
    older = model.index_of(("mail", "<e1@x>"))
    assert not older.flags() & Qt.ItemFlag.ItemIsUserCheckable
    # a mail left out moves: the model is reset
    fresh, _ = model_of()
    toggle = fresh.index_of(("player", "Emil")).data(TOGGLE_ROLE)
    assert toggle == Toggle("counting", "<e2@x>")
    choices = toggled(Choices(), toggle, False)
    assert model.show(intake_rows(plan_intake(game(), 1, MAILS, choices), choices, "en")) is True
    assert resets == [True]
    qtmodeltester.check(model)


def test_a_tick_is_said_not_kept_and_every_text_is_printable() -> None:
    model, _intake = model_of()
    said: list[tuple[Toggle, bool]] = []
    model.toggled.connect(lambda toggle, on: said.append((toggle, on)))
    suggestion = next(i for i in model.walk() if i.data(ROW_KIND_ROLE) == "suggestion")
    assert suggestion.data() == "Emli → Emil?"
    assert suggestion.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    assert model.setData(suggestion, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert said == [(Toggle("name", "<g1@x>", 1, "Emli"), True)]
    assert suggestion.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked  # until the plan says so
    assert not model.setData(suggestion, "x", Qt.ItemDataRole.EditRole)
    shown = "\n".join(texts(model))
    assert not [line for line in texts(model) if line.strip().startswith("line 1")]  # the suggestion's row says it
    assert "spam@example.net | 01 Dec 2026" in shown and "Kaufen jetzt" in shown
    assert "\u202e" not in shown and "\x1b" not in shown
    groups = [model.index(row, 0).data() for row in range(model.rowCount())]
    assert groups == ["Mails that count", "Superseded by a later mail", "Not from a player"]


def test_what_each_tick_does_to_the_choices() -> None:
    counting = Toggle("counting", "<e2@x>")
    assert toggled(Choices(), counting, False).leave == {"<e2@x>"}
    taken = Choices(take=frozenset({"<e2@x>"}))
    assert toggled(taken, counting, False) == Choices()  # a late or early mail taken: untaken again
    assert toggled(Choices(), Toggle("take", "<l@x>"), True).take == {"<l@x>"}
    assert toggled(Choices(leave=frozenset({"<e1@x>"})), Toggle("left", "<e1@x>"), True) == Choices()
    assert toggled(Choices(), Toggle("instead", "<e1@x>", newer=("<e2@x>",)), True).leave == {"<e2@x>"}
    name = toggled(Choices(), Toggle("name", "<g1@x>", 1, "Emli"), True)
    assert name.names == {("<g1@x>", 1, "Emli")}
    assert toggled(name, Toggle("name", "<g1@x>", 1, "Emli"), False) == Choices()
    good = toggled(Choices(), Toggle("good_lines", "<b@x>"), True)
    assert good.good_lines == {"<b@x>"} and toggled(good, Toggle("good_lines", "<b@x>"), False) == Choices()
