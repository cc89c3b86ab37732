"""A refused edit is said in a box of its own as a sentence: a capital first, a full stop last.

Rule messages are made to be said inside a sentence too ("die Partie endete nach Runde 2"), so the box that
shows one alone makes it a sentence (gui.i18n.rule_sentence), in the interface's language.
"""

from __future__ import annotations

from typing import Any

from wordmastermind.gui.i18n import Translators


def test_a_refused_departure_is_said_as_a_sentence(qtbot: Any, window: Any, dialogs: Any) -> None:
    sheet = window.wmm
    sheet.load_demo()
    assert not sheet.game_page.departures.take_back_takeover("Emil")  # nobody took over Emil's place
    assert dialogs.texts("warning") == ["Nobody has taken over Emil's place."]


def test_in_german_too(qtbot: Any, window: Any, dialogs: Any) -> None:
    assert Translators().install("de")  # English again after the test (conftest)
    sheet = window.wmm
    sheet.load_demo()
    assert not sheet.game_page.departures.take_back_takeover("Emil")
    assert dialogs.texts("warning") == ["Niemand hat den Platz von Emil übernommen."]
