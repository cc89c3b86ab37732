"""Rule messages as data: a code, its parameters, and the English sentence made from them.

A :class:`Message` is a stable ``code`` and its ``params`` (plain values or
other messages), made only by a table (:meth:`Table.say`). It is no ``str``:
``mypy --strict`` refuses an English sentence where a message belongs (every
rule error takes one: :class:`~wordmastermind.core.errors.RuleError`), and
no layer reads a message's text for what it says: a place (a turn, an
entry, a row) is in its parameters or on its error. ``str()`` of a message,
and so of an error raised with one, is its English, for logs. The English templates are
the tables here (:data:`SHARED` and :data:`WMM`; a side game keeps its own in
its package, e.g. ``core/rondo/messages.py``); each table's templates are
the msgids of the gettext catalogs, the code their ``msgctxt``. :func:`render`
makes the sentence in any language from a translation that the files layer
loads (``files/i18n.py``): the core reads no catalog. A report's texts are
tables too (``report.*`` codes): a report builder is given the catalogs
(:data:`Catalogs`, ``files.i18n.translation``) and reads its texts in the
report's language through :class:`Texts`.

>>> text = WMM.say("guess.not_a_player", name="Fra")
>>> text
Message(code='guess.not_a_player', params={'name': 'Fra'})
>>> str(text)
'Fra is not a player'
>>> WMM.say("guess.too_many", guesser="Anna", count=1).english()
'Anna already has 1 guess in this round'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Literal, Protocol, TypeAlias

from wordmastermind.core.elision import elided

Param: TypeAlias = "str | int | tuple[int, ...] | Message"
"""A message's parameter: a plain value, or a :class:`Message` rendered in the same language."""
MessageOrEmpty: TypeAlias = "Message | Literal['']"
"""A message, or ``""`` where there is none: a field that says why, where there is a why."""
Text: TypeAlias = "Message | str"
"""What may be shown: a :class:`Message` (rendered in the reader's language), or text that is no message (a file's, the system's)."""


class Translate(Protocol):
    """What :func:`render` needs of a translation: :class:`gettext.NullTranslations` has it."""

    def pgettext(self, context: str, message: str, /) -> str: ...

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int, /) -> str: ...


class English:
    """The tables' own language: every text as it is (no catalog needed)."""

    def pgettext(self, context: str, message: str, /) -> str:
        return message

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int, /) -> str:
        return msgid1 if singular(n, "en") else msgid2


def singular(count: int, language: str) -> bool:
    """Whether ``language`` says ``count`` things in the singular: English, German and Dutch one alone
    ("1 guess", "0 guesses"), French none or one ("0 proposition", "1 proposition"), as each catalog's
    ``Plural-Forms`` says. A text chosen by a count asks here (the interface: ``gui.i18n.counted``)."""
    return count == 1 or (count == 0 and language == "fr")


Catalogs = Callable[[str], Translate]
"""A language's translation from the gettext catalogs: ``files.i18n.translation`` (the core reads none)."""


def translation(language: str, catalogs: Catalogs | None) -> Translate:
    """The translation of ``language``: English needs no catalogs, any other language does."""
    if language == "en":
        return English()
    if catalogs is None:
        raise TypeError(f"texts in {language!r} need the catalogs (files.i18n.translation)")
    return catalogs(language)


@dataclass(frozen=True, slots=True)
class Template:
    """A message's English text; with ``plural``, the count is the parameter ``count``."""

    text: str
    plural: str | None = None

    def english(self, params: Mapping[str, Param]) -> str:
        if self.plural is not None and params.get("count") != 1:
            return self.plural
        return self.text


@dataclass(frozen=True, slots=True)
class Message:
    """A rule message: a ``code`` of a table and its ``params``; ``str()`` is the English.

    Made only by a table (:meth:`Table.say`), which gives it its
    :class:`Template`. It is no ``str``: the type checker tells it from an
    English sentence, and a renderer puts it in any language (:func:`render`).
    """

    code: str
    params: Mapping[str, Param]
    template: Template = field(repr=False)

    def with_params(self, params: Mapping[str, Param]) -> Message:
        """The same message said of other values (a name masked, a row given as a line)."""
        return Message(self.code, dict(params), self.template)

    def english(self) -> str:
        """The English sentence, parameters (messages too) filled in."""
        return self.template.english(self.params).format_map(self.params)

    def __str__(self) -> str:
        return self.english()

    def __format__(self, spec: str) -> str:
        return format(self.english(), spec)

    def __hash__(self) -> int:
        return hash((self.code, tuple(self.params.items())))


class Table:
    """A table of message templates by code; :meth:`say` makes a :class:`Message` of one.

    ``languages``: the catalogs that translate it (``None``: every one); a side
    game's report, say, is written only in English and its own language.
    """

    def __init__(self, templates: Mapping[str, str | tuple[str, str]],
                 languages: tuple[str, ...] | None = None) -> None:
        self.templates: dict[str, Template] = {
            code: Template(text) if isinstance(text, str) else Template(*text)
            for code, text in templates.items()
        }
        self.languages = languages

    def say(self, code: str, /, **params: Param) -> Message:
        return Message(code, params, self.templates[code])

    def join(self, code: str, items: Iterable[Text]) -> Text:
        """``items`` joined by the message ``code`` (``{first} and {more}``), each join a message.

        >>> str(SHARED.join("lexicon.reasons", ["a", "b", "c"]))
        'a; b; c'
        """
        joined: Text | None = None
        for item in items:
            joined = item if joined is None else self.say(code, first=joined, more=item)
        return "" if joined is None else joined


class Texts(Mapping[str, str]):
    """The texts of ``table`` whose codes start with ``prefix``, in the language of ``translate``, by the rest of the code.

    A report builder reads its texts so, as it read its language's dictionary before:

    >>> texts = Texts(SHARED, "alphabet.", English())
    >>> texts["umlauts"]
    'A-Z, Ä, Ö, Ü and ß'
    """

    def __init__(self, table: Table, prefix: str, translate: Translate) -> None:
        self.table, self.prefix, self.translate = table, prefix, translate
        self._french = is_french(translate)

    def __getitem__(self, key: str) -> str:
        code = self.prefix + key
        text = self.translate.pgettext(code, self.table.templates[code].text)
        return _FrenchText(text) if self._french else text

    def __iter__(self) -> Iterator[str]:
        return (code[len(self.prefix):] for code in self.table.templates if code.startswith(self.prefix))

    def __len__(self) -> int:
        return sum(1 for _ in self)


class _FrenchText(str):
    """A French text whose :meth:`format` elides ``de`` and ``que`` before the values that need it
    (:func:`~wordmastermind.core.elision.elided`): ``le mot de {name}`` with Amélie is ``le mot d’Amélie``."""

    __slots__ = ()

    def format(self, *args: object, **kwargs: object) -> str:
        return elided(str(self), kwargs).format(*args, **kwargs)


def is_french(translate: Translate) -> bool:
    """Whether ``translate`` is the French catalog (its ``Language`` header), whose texts elide."""
    info = getattr(translate, "info", None)
    return callable(info) and info().get("language") == "fr"


def render(text: Text, translate: Translate) -> str:
    """``text`` in the language of ``translate``, if it is a :class:`Message`; else as it is.

    A translation whose template does not fit the parameters gives the English.
    """
    if not isinstance(text, Message):
        return text
    params = {
        name: render(value, translate) if isinstance(value, Message) else value
        for name, value in text.params.items()
    }
    template = text.template
    if template.plural is None:
        translated = translate.pgettext(text.code, template.text)
    else:
        count = params.get("count")
        number = count if isinstance(count, int) else 2
        translated = translate.npgettext(text.code, template.text, template.plural, number)
    return _filled(translated, template, params, is_french(translate))


def filler(table: Table, code: str, translate: Translate) -> Callable[..., str]:
    """What :func:`render` makes of ``table``'s message ``code`` (no plural) with the parameters given, as a
    function for many uses: its template translated once. A list of sixty names said in a mail (each name
    joined to the rest by such a message) is made so for every player.

    >>> fill = filler(SHARED, "problem.row", English())
    >>> fill(row=3, message="no name"), render(SHARED.say("problem.row", row=3, message="no name"), English())
    ('row 3: no name', 'row 3: no name')
    """
    template = table.templates[code]
    if template.plural is not None:
        raise ValueError(f"{code} has a plural: render its messages")
    translated, french = translate.pgettext(code, template.text), is_french(translate)

    def fill(**params: Param) -> str:
        return _filled(translated, template, params, french)

    return fill


def _filled(translated: str, template: Template, params: Mapping[str, Param], french: bool) -> str:
    """``translated`` (``template``'s text in a language) filled in with ``params``, French elided before the
    values that need it; the English where the translation does not fit the parameters."""
    if french:
        translated = elided(translated, params)
    try:
        return translated.format_map(params)
    except (KeyError, ValueError, IndexError, AttributeError):
        return template.english(params).format_map(params)


SHARED = Table({
    # where a problem is: "row 3, secret: ..."
    "problem.row_field": "row {row}, {field}: {message}",
    "problem.row": "row {row}: {message}",
    "problem.field": "{field}: {message}",
    "problem.line_field": "line {line}, {field}: {message}",
    "problem.line": "line {line}: {message}",
    "problem.count": ("{what}: {count} problem", "{what}: {count} problems"),
    # the columns a problem names
    "field.name": "name",
    "field.secret": "secret",
    "field.lot": "lot",
    "field.email": "e-mail",
    "field.address": "address",
    "field.channel": "channel",
    "field.attachment": "attachment",
    "field.guesser": "guesser",
    "field.target": "target",
    # words (core/words.py)
    "word.none": "no word given",
    # what the word lists say of a word (core/lexicon.py)
    "lexicon.not_noun": "not a known noun",
    "lexicon.not_word": "not a known word",
    "lexicon.not_common": "not a common noun: {other}",
    "lexicon.reasons": "{first}; {more}",
    "lexicon.plural_of": "plural of {lemmas}",
    "lexicon.plural_only": "plural only (no singular)",
    "lexicon.not_nominative": "not nominative: {forms}",
    "lexicon.form_of": "{kinds} of {lemma}",
    "lexicon.kinds": "{first}/{more}",
    # the forms of a noun (core/noun_rows.py column_kind)
    "lexicon.form.genitive": "genitive",
    "lexicon.form.genitive_plural": "genitive plural",
    "lexicon.form.dative": "dative",
    "lexicon.form.dative_plural": "dative plural",
    "lexicon.form.accusative": "accusative",
    "lexicon.form.accusative_plural": "accusative plural",
    # what a word is instead of a common noun (core/noun_rows.py EXCLUDED_TAGS)
    "lexicon.other.place_name": "place name",
    "lexicon.other.first_name": "first name",
    "lexicon.other.surname": "surname",
    "lexicon.other.proper_name": "proper name",
    "lexicon.other.street_name": "street name",
    "lexicon.other.abbreviation": "abbreviation",
    "lexicon.other.affix": "affix",
    "lexicon.other.suffix": "suffix",
    "lexicon.other.bound_morpheme": "bound morpheme",
    "lexicon.other.inflected_form": "inflected form",
    "lexicon.other.symbol": "symbol",
    "word.letter": "{word}: {letters} is not allowed (this game allows only {allowed})",
    "word.letters": "{word}: {letters} are not allowed (this game allows only {allowed})",
    "word.letter_plain": "{word}: {letters} is not allowed (this game allows only {allowed}): write {plain}",
    "word.letters_plain": "{word}: {letters} are not allowed (this game allows only {allowed}): write {plain}",
    "word.length": "{word} has {length} letters, the game needs {needed}",
    "word.space": "a space",
    "word.listed": "{first}, {rest}",
    "word.rules": "{length} letters, {letters}",
    "alphabet.plain": "A-Z",
    "alphabet.umlauts": "A-Z, Ä, Ö, Ü and ß",
    "settings.length": "word length {length} is outside {low} to {high}",
    "settings.title_lines": "the title is one line: it holds a line break",
    "settings.attachment": "the mails' attachment {attachment} is none of {known}",
    # names (core/words.py)
    "name.holds": "the name holds {kind} ({char})",
    "name.too_long": "the name has {length} characters, at most {most}",
    "name.of": "{what}: {problem}",
    "char.control": "a control character",
    "char.surrogate": "a lone surrogate",
    "char.format": "an invisible format character",
    "char.line_break": "a line break",
    "char.bidi": "a bidi control",
    # a game's languages (core/errors.py)
    "language.unknown": "the reports' language is one of {languages}, not {language}",
})
"""The messages every game shares."""


WMM = Table({
    # the settings (core/wmm/settings.py)
    "settings.words": "the words' language is one of {known}, not {language}",
    # the roster (core/wmm/roster.py)
    "roster.no_name": "no name given",
    "roster.duplicate": "{name} is already row {row} (names must differ, ignoring case)",
    "roster.duplicate_line": "{name} is already line {line} (names must differ, ignoring case)",
    "roster.duplicate_round_row": "{name} is already row {row} of the round (names must differ, ignoring case)",
    "roster.too_few": "the game needs at least {least} players, this roster has {count}",
    "roster.cannot_start": "the roster cannot start a game",
    "roster.left_out": "{name} plays in this game and is not in the roster: a player who stops is withdrawn, not"
                       " left out",
    "roster.secret_marked": "{name}'s secret word cannot change: guesses at it are marked already",
    "roster.channel": "{value} is no way of sending: write mail, post or both (empty: by the addresses known)",
    "roster.email": "{address} is not an e-mail address like name@example.org: no mail can go to {name} there",
    "roster.email_shared": "{address} is {others}'s address too: mail to one of them reaches the other, with their"
                           " secret word, and a mail from it is nobody's guess until you say whose",
    "roster.no_postal": "{name} is to get letters but has no postal address: no letter can go to them",
    "roster.no_email": "{name} is to get mails but has no e-mail address: no mail can go to them",
    "roster.attachment": "{value} is no attachment: write none, pdf, docx or xlsx (empty: the game's choice)",
    # a guess (core/wmm/guess_problems.py)
    "guess.too_few_players": "the game needs at least {least} players",
    "guess.game_over": "the game ended after round {round}",
    "guess.not_a_player": "{name} is not a player",
    "guess.not_a_player_like": "{name} is not a player; perhaps {like}?",
    "guess.first_name_of": "{name} is the first name of several players ({players}): write the whole name",
    "guess.taken_over": "{now} took {name}'s place over after round {round}: write {now}",
    "guess.no_guesser": "no guesser given",
    "guess.no_target": "no target given",
    "guess.same_name": "the roster has more than one player called {name}",
    "guess.own_word": "{name} cannot guess at their own word",
    "guess.bad_secret": "{name}'s secret word is not valid: {reason}",
    "guess.word_guessed": "{name}'s word was guessed in round {round}",
    "guess.no_lot": "round 1 follows the lot, which has not been drawn",
    "guess.not_drawn": (  # count: the players drawn (French says "le mot de" one, "les mots de" several)
        "in round 1 the lot lets {guesser} guess at {drawn}, not at {target}",
        "in round 1 the lot lets {guesser} guess at {drawn}, not at {target}",
    ),
    "guess.nobody": "nobody",
    "guess.twice": "{guesser} already guesses at {target} in this round (row {row})",
    "guess.twice_line": "{guesser} already guesses at {target} in this round (line {line})",
    "guess.twice_round_row": "{guesser} already guesses at {target} in this round (row {row} of the round)",
    "guess.too_many": (
        "{guesser} already has {count} guess in this round",
        "{guesser} already has {count} guesses in this round",
    ),
    "guess.withdrawn": "{name} withdrew after round {round}",
    "guess.word_left": "{name}'s word left the game when they withdrew after round {round}",
    "round.breaks_rules": "round {round} breaks the rules",
    "where.row": "row {row}, {field}",
    "where.round_row": "round {round}, row {row}, {field}",
    # the order of rounds (core/wmm/evaluation.py, game.py)
    "round.missing": "there is no round {round}: the game has {count}",
    "round.over": "the game ended after round {round}",
    "round.lot_first": "round 1 follows the lot: draw it first",
    "round.from_one": "there is no round {round}: rounds start at 1",
    "round.needs_earlier": (
        "round {round} needs round {next} first (the game has {count} round)",
        "round {round} needs round {next} first (the game has {count} rounds)",
    ),
    "round.needs_first": "round {round} needs round 1 first (the game has no rounds yet)",
    "round.no_notes": "there is no round {round} to write notes for",
    "round.none_to_remove": "the game has no rounds to remove",
    "round.none_to_report": "the game has no rounds to report yet",
    "round.no_report": "there is no round {round} to report: the game has {count}",
    # players who withdraw, and places taken over (core/wmm/departures.py)
    "departure.round_from_one": "a player can withdraw or be replaced after round 1 at the earliest;"
                                " before it, change the roster",
    "departure.round_not_entered": (
        "round {round} has not been entered yet (the game has {count} round)",
        "round {round} has not been entered yet (the game has {count} rounds)",
    ),
    "departure.word": "{word} is no choice for the word: write leaves or stays",
    "departure.withdrawn": "{name} withdrew after round {round} already",
    "departure.ends_game": "withdrawn after round {round}, {name} ends the game with it: too few words are left in"
                           " play; round {round}'s report is the final one, naming the winner and every secret word",
    "departure.ends_game_later": "withdrawn after round {round}, {name} ends the game after round {final}: too few"
                                 " words are left in play then; round {final}'s report is the final one, naming the"
                                 " winner and every secret word",
    "departure.word_leaves": "{name}'s word leaves the game: the report of round {next} reveals it",
    "departure.word_leaves_final": "{name}'s word leaves the game: the report of round {final}, the final one,"
                                   " reveals it",
    "departure.word_stays": "{name}'s word stays in play",
    "departure.word_guessed": "{name}'s word was guessed in round {guessed}",
    # the same, after a sentence that names the player (withdraw: "Gustav withdrew after round 2; their word ...")
    "departure.their_word_leaves": "their word leaves the game: the report of round {next} reveals it",
    "departure.their_word_leaves_final": "their word leaves the game: the report of round {final}, the final one,"
                                         " reveals it",
    "departure.their_word_stays": "their word stays in play",
    "departure.their_word_guessed": "their word was guessed in round {guessed}",
    "departure.reported": "the report of round {reported} went out already: withdrawn after round {round}, {name}"
                          " would not have played the rounds after it that the players were told of; withdraw"
                          " them after round {reported}",
    "departure.not_withdrawn": "{name} has not withdrawn",
    "departure.no_new_name": "the new player needs a name",
    "departure.name_taken": "{name} is a player already",
    "departure.withdrawn_place": "{name} withdrew after round {round}: take the withdrawal back first",
    "departure.takeover_order": "{name}'s place was taken over after round {round}: a new takeover comes later",
    "departure.guesses_after": "{name} withdrew after round {round}, so no guess of theirs counts from round"
                               " {next} on",
    "departure.no_takeover": "nobody has taken over {name}'s place",
    # one round or several: rounds_named (core/wmm/rounds_named.py)
    "departure.guesses_in": "{name} has guesses in round {rounds}",
    "departure.guesses_in_rounds": "{name} has guesses in rounds {rounds}",
    "departure.guessed_at": "{name}'s word was guessed at in round {rounds}",
    "departure.guessed_at_rounds": "{name}'s word was guessed at in rounds {rounds}",
    "departure.withdraw_instead": "{problem}; to let the player stop, withdraw them ({way})",
    # the lot (core/wmm/lot.py)
    "lot.unique_names": "the lot needs unique player names",
    "lot.impossible": "cannot give each of {players} players {k} different targets",
    "lot.missing": "{name} is not in the lot",
    "lot.targets": "{name} does not have {k} different other targets",
    "lot.received": (
        "{name}'s word gets {count} guess, not {k}",
        "{name}'s word gets {count} guesses, not {k}",
    ),
    "lot.stranger": "the lot names {name}, who is not a player",
    "lot.fix_roster": "fix the roster first: {problem}",
    "lot.round_one_entered": "round 1 is entered already, so the lot cannot be drawn again",
    "lot.not_drawn": "the lot for round 1 has not been drawn yet",
    "lot.unfit": "the lot does not fit the roster ({problem}): draw it again",
    # the candidates' hints (core/wmm/candidates.py)
    "candidates.contradiction": "round {round}: {guesser} guessed {word} at {target}, which cannot be the word"
                                " after {earlier} got {marks} in round {earlier_round}",
    # a round's deadline (core/wmm/deadline.py)
    "deadline.no_time": "deadline {deadline}: give a date and a time, e.g. {example}",
    "deadline.format": "deadline {deadline}: write the date and time as {example} (a zone may follow: {example}+01:00)",
    "deadline.no_such": "deadline {deadline}: there is no such day or time",
    # marks (core/wmm/marks.py)
    "marks.lengths": "{guess} has {guess_length} letters, {secret} has {secret_length}",
})
"""Wörter-MasterMind's messages."""
