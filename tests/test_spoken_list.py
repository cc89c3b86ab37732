"""A list of names as a mail says it (:func:`~wordmastermind.core.wmm.spoken_list.said`, made join by join) is the
list the rules' messages say (:func:`~wordmastermind.core.wmm.spoken_list.listed`, rendered), in every language."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from wordmastermind.core import messages
from wordmastermind.core.wmm.next_round import spoken_list
from wordmastermind.core.wmm.spoken_list import listed
from wordmastermind.files.i18n import translation

NAMES = st.lists(st.sampled_from(["Emil", "Anaïs", "Émile", "Yves", "Hanna", "Klein, Fritz", "Otto", "Ida Ühl"])
                 | st.text(min_size=1, max_size=12), max_size=70)


@settings(max_examples=60, deadline=None)
@given(names=NAMES, language=st.sampled_from(["en", "de", "nl", "fr"]))
def test_a_list_said_in_a_mail_is_the_list_the_messages_say(names: list[str], language: str) -> None:
    expected = messages.render(listed(names), messages.translation(language, translation))
    assert spoken_list(names, language, translation) == expected


def test_sixty_names_in_french() -> None:
    names = [f"Élise {number:02d}" for number in range(60)]
    said = spoken_list(names, "fr", translation)
    assert said.startswith("Élise 00, Élise 01, ") and said.endswith("Élise 58 et Élise 59")
