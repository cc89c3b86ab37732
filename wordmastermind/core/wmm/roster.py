"""Checking a roster: names, secret words, the number of players.

>>> players = [Player("Alfons", "SALAT"), Player("alfons ", "Tisch"), Player("", "Hose")]
>>> for problem in roster_problems(players, WordRules()):
...     print(problem)
row 2, name: alfons is already row 1 (names must differ, ignoring case)
row 3, name: no name given
row 3, secret: HOSE has 4 letters, the game needs 5
the game needs at least 4 players, this roster has 3
"""

from __future__ import annotations

from collections.abc import Sequence

from wordmastermind.core.errors import Problem, RosterError, field
from wordmastermind.core.mail_addresses import mail_address, owners, sharers
from wordmastermind.core.messages import WMM
from wordmastermind.core.wmm.game import ATTACHMENTS, CHANNELS, Game, Player
from wordmastermind.core.wmm.scoring import MIN_PLAYERS
from wordmastermind.core.words import WordRules, name_key, name_problem, names_listed, normalize_word


def roster_problems(players: Sequence[Player], rules: WordRules) -> list[Problem]:
    """Every problem of every row, then those of the roster as a whole."""
    problems: list[Problem] = []
    first_row: dict[str, int] = {}
    name, secret = field("name"), field("secret")
    for row, player in enumerate(players):
        name_fault = name_problem(player.name)
        if not player.name:
            problems.append(Problem(row, name, WMM.say("roster.no_name")))
        elif name_fault is not None:
            problems.append(Problem(row, name, name_fault))
        else:
            key = name_key(player.name)
            if key in first_row:
                problems.append(
                    Problem(row, name, WMM.say("roster.duplicate", name=player.name, row=first_row[key] + 1))
                )
            else:
                first_row[key] = row
        secret_problem = rules.problem(player.secret)
        if secret_problem is not None:
            problems.append(Problem(row, secret, secret_problem))
        if player.channel not in CHANNELS:
            problems.append(Problem(row, field("channel"), WMM.say("roster.channel", value=repr(player.channel))))
        if player.attachment not in ATTACHMENTS:
            problems.append(Problem(row, field("attachment"),
                                    WMM.say("roster.attachment", value=repr(player.attachment))))
    if len(players) < MIN_PLAYERS:
        problems.append(
            Problem(None, None, WMM.say("roster.too_few", least=MIN_PLAYERS, count=len(players)))
        )
    return problems


def address_warnings(players: Sequence[Player]) -> list[Problem]:
    """Each e-mail address of each row that no mail can go to (``emil@example``, ``anna at example.org``).

    A warning, not a refusal: the game is played all the same, and the
    mails skip the player (saying why) until the address is put right. Also
    each address that several players have (a family's): their mails reach
    each other, secret words and all; and each player whose channel asks for
    mails (mail or both) with no e-mail address, or for letters (post or
    both) with no postal address: the mails or the letters skip them.

    >>> for problem in address_warnings([Player("Emil", "LAMPE", "emil@example"), Player("Anna", "HOSEN")]):
    ...     print(problem)
    row 1, e-mail: emil@example is not an e-mail address like name@example.org: no mail can go to Emil there
    >>> for problem in address_warnings([Player("Fritz", "REGEN", "klein@example.de"), Player("Ulrike", "SONNE",
    ...                                  "Ulrike <Klein@Example.de>")]):
    ...     print(problem)  # doctest: +NORMALIZE_WHITESPACE
    row 1, e-mail: klein@example.de is Ulrike's address too: mail to one of them reaches the other, with their
    secret word, and a mail from it is nobody's guess until you say whose
    row 2, e-mail: Ulrike <Klein@Example.de> is Fritz's address too: mail to one of them reaches the other, with
    their secret word, and a mail from it is nobody's guess until you say whose
    >>> for problem in address_warnings([Player("Otto", "NADEL", "otto@example.org", channel="both")]):
    ...     print(problem)
    row 1, address: Otto is to get letters but has no postal address: no letter can go to them
    >>> for problem in address_warnings([Player("Otto", "NADEL", address="Weg 1", channel="mail")]):
    ...     print(problem)
    row 1, e-mail: Otto is to get mails but has no e-mail address: no mail can go to them
    """
    email = field("email")
    problems = [Problem(row, email, WMM.say("roster.email", address=address, name=player.name))
                for row, player in enumerate(players) for address in player.addresses
                if mail_address(address) is None]
    found = owners((player.name, address) for player in players for address in player.addresses)
    for row, player in enumerate(players):
        for address in player.addresses:
            others = sharers(found, player.name, address)
            if others:
                problems.append(Problem(row, email, WMM.say("roster.email_shared", address=address,
                                                            others=names_listed(others))))
        if player.channel in ("mail", "both") and not player.addresses:
            problems.append(Problem(row, email, WMM.say("roster.no_email", name=player.name)))
        if player.channel in ("post", "both") and not player.address:
            problems.append(Problem(row, field("address"), WMM.say("roster.no_postal", name=player.name)))
    return sorted(problems, key=lambda problem: problem.row or 0)


def under_way_problems(game: Game, players: Sequence[Player]) -> list[Problem]:
    """What ``players``, replacing the roster of ``game`` under way (its lot drawn or a guess entered), would
    break: a player of the game left out (their guesses, the guesses at them and the lot would lose them: a
    player who stops withdraws, another may take the place over), a secret word changed after guesses at it
    were marked. Each is a reason to refuse that roster; a new game (and a game not begun) has none.

    >>> from wordmastermind.core.wmm.examples import rules_example
    >>> game = rules_example()
    >>> players = [p for p in game.players if p.name != "Emil"]
    >>> players[0] = Player("Alfons", "TISCH", players[0].email)
    >>> for problem in under_way_problems(game, players):
    ...     print(problem)
    row 1, secret: Alfons's secret word cannot change: guesses at it are marked already
    Emil plays in this game and is not in the roster: a player who stops is withdrawn, not left out
    """
    if game.lot is None and not any(r.guesses for r in game.rounds):
        return []
    rows = {name_key(player.name): row for row, player in enumerate(players)}
    guessed_at = {name_key(guess.target) for r in game.rounds for guess in r.guesses}
    problems: list[Problem] = []
    for player in game.players:
        row = rows.get(name_key(player.name))
        if row is None:
            problems.append(Problem(None, None, WMM.say("roster.left_out", name=player.name)))
        elif name_key(player.name) in guessed_at and normalize_word(players[row].secret) != player.secret:
            problems.append(Problem(row, field("secret"), WMM.say("roster.secret_marked", name=player.name)))
    return sorted(problems, key=lambda problem: (problem.row is None, problem.row or 0))


def check_roster(players: Sequence[Player], rules: WordRules) -> None:
    """Raise :class:`RosterError` listing every problem, if there is any."""
    problems = roster_problems(players, rules)
    if problems:
        raise RosterError(WMM.say("roster.cannot_start"), problems)


def changed_addresses(old: str, new: str) -> str:
    """A player's e-mail field after the game master typed ``new`` over ``old``.

    An address typed in place of the old ones (no address in common) goes
    first and the old ones are kept after it: mail from the old address
    still counts, mail goes to the new one. A text that keeps one of the old
    addresses is taken as typed: that is how an old address is removed.

    >>> changed_addresses("emil@example.org", "emil.neu@example.net")
    'emil.neu@example.net; emil@example.org'
    >>> changed_addresses("emil.neu@example.net; emil@example.org", "emil.neu@example.net")
    'emil.neu@example.net'
    >>> changed_addresses("", "emil@example.org"), changed_addresses("emil@example.org", "")
    ('emil@example.org', '')
    """
    before, after = Player("", "", old).addresses, Player("", "", new).addresses
    if not before or not after:
        return new.strip()
    from wordmastermind.core.wmm.round_window import bare_address  # with the rounds' mail windows: not at start-up

    if {bare_address(a) for a in before} & {bare_address(a) for a in after}:
        return new.strip()
    return "; ".join((*after, *before))
