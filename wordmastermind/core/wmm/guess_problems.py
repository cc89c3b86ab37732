"""Why a guess breaks a rule: what the evaluation looks at when a guess fails its fast test.

:class:`~wordmastermind.core.wmm.evaluation._Evaluator` builds on
:class:`GuessProblems`: the ordinary legal guess, its names spelt as in the
roster, passes one quick test there and is evaluated at once; any other (a
name spelt loosely, a broken rule) comes here, to be matched to the roster
or given the reason it scores nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet

from wordmastermind.core.messages import WMM, Message
from wordmastermind.core.wmm.game import Game, Guess
from wordmastermind.core.wmm.place_names import taken_from
from wordmastermind.core.wmm.player_names import PlayerNames
from wordmastermind.core.wmm.prepared_roster import PreparedRoster
from wordmastermind.core.wmm.results import GuessResult
from wordmastermind.core.wmm.scoring import MIN_PLAYERS
from wordmastermind.core.wmm.spoken_list import listed
from wordmastermind.core.words import WordRules, names_listed


class GuessProblems:
    """The roster, the lot and the game's state, as far as the rules on a guess need them.

    The evaluator sets every attribute named here: the roster's from its
    :class:`~wordmastermind.core.wmm.prepared_roster.PreparedRoster`.
    """

    game: Game
    roster: PreparedRoster
    names: Sequence[str]
    secrets: Sequence[str]
    count: int
    rules: WordRules
    k: int
    exact: Mapping[str, int]
    """Each roster name (the first, where two are spelt alike) -> its place in the roster."""
    bad_name: Sequence[bool]
    bad_secret: AbstractSet[int]
    too_few: bool
    guessed_in: list[int | None]
    over_after: int | None
    stops_after: Sequence[int | None]
    """The round after which each player withdrew (None: plays on)."""
    left_in: list[int | None]
    """The round at whose end each word left the game with its withdrawn player."""

    @property
    def lot_pairs(self) -> frozenset[int]:
        """guesser * count + target of each pair the lot drew."""
        return self.roster.lot_pairs

    def index(self, name: str) -> int | None:
        return self.roster.index(name)

    def pairs_of(self, results: list[GuessResult]) -> dict[int, int]:
        """guesser * count + target -> row of each valid guess in ``results``."""
        exact = self.exact
        return {
            exact[g.guesser] * self.count + exact[g.target]: g.row for g in results if g.problem is None
        }

    def explain(
        self,
        number: int,
        guess: Guess,
        gi: int | None,
        ti: int | None,
        counts: list[int],
        pairs: dict[int, int],
    ) -> Message | None:
        """Why a guess that failed the fast test breaks a rule, if it does."""
        problem = self.problem(number, guess, gi, ti)
        if problem is None:
            problem = self.rules.problem(guess.word)
        if problem is None:
            assert gi is not None and ti is not None
            problem = self.round_problem(number, gi, ti, counts, pairs)
        return problem

    def problem(self, number: int, guess: Guess, gi: int | None, ti: int | None) -> Message | None:
        """The problems that do not depend on the rest of the round."""
        if self.too_few:
            return WMM.say("guess.too_few_players", least=MIN_PLAYERS)
        if self.over_after is not None:
            return WMM.say("guess.game_over", round=self.over_after)
        if gi is None:
            if guess.guesser:
                return self.stranger(guess.guesser)
            return WMM.say("guess.no_guesser")
        if ti is None:
            if guess.target:
                return self.stranger(guess.target)
            return WMM.say("guess.no_target")
        if self.bad_name[gi]:
            return WMM.say("guess.same_name", name=guess.guesser)
        if self.bad_name[ti]:
            return WMM.say("guess.same_name", name=guess.target)
        stopped = self.stops_after[gi]
        if stopped is not None and number > stopped:
            return WMM.say("guess.withdrawn", name=self.names[gi], round=stopped)
        if gi == ti:
            return WMM.say("guess.own_word", name=self.names[gi])
        if ti in self.bad_secret:
            reason = self.rules.problem(self.secrets[ti]) or ""
            return WMM.say("guess.bad_secret", name=self.names[ti], reason=reason)
        guessed = self.guessed_in[ti]
        if guessed is not None:
            return WMM.say("guess.word_guessed", name=self.names[ti], round=guessed)
        left = self.left_in[ti]
        if left is not None and number > left:
            return WMM.say("guess.word_left", name=self.names[ti], round=left)
        return None

    def stranger(self, name: str) -> Message:
        """A name that is no player's: the place's name now where someone took it over since."""
        taken = taken_from(self.game, name)
        if taken is None:
            names = PlayerNames(p.name for p in self.game.players)
            several = names.with_first_name(name)
            if len(several) > 1:  # "Jan": Jan van der Berg or Jan de Vries
                return WMM.say("guess.first_name_of", name=name, players=names_listed(several))
            like = names.prefix(name) or (names.suggest(name) if len(name.strip()) >= 5 else None)  # "Käthe" for
            # Käthe Müller, "Gsutav" for Gustav (a short name is too near too many to offer one)
            if like is not None:
                return WMM.say("guess.not_a_player_like", name=name, like=like)
            return WMM.say("guess.not_a_player", name=name)
        return WMM.say("guess.taken_over", name=taken.before_name, now=taken.player, round=taken.after_round)

    def round_problem(
        self, number: int, gi: int, ti: int, counts: list[int], pairs: dict[int, int]
    ) -> Message | None:
        """The problems that depend on the lot and on the round's other guesses."""
        guesser, target = self.names[gi], self.names[ti]
        if number == 1:
            lot = self.game.lot
            if lot is None:
                return WMM.say("guess.no_lot")
            if gi * self.count + ti not in self.lot_pairs:
                targets = lot.targets(guesser)
                drawn = listed(targets) or WMM.say("guess.nobody")  # "Gustav and Beatrix", in the reader's language
                return WMM.say("guess.not_drawn", guesser=guesser, drawn=drawn, target=target, count=len(targets))
        earlier = pairs.get(gi * self.count + ti)
        if earlier is not None:
            return WMM.say("guess.twice", guesser=guesser, target=target, row=earlier + 1)
        if counts[gi] >= self.k:
            return WMM.say("guess.too_many", guesser=guesser, count=self.k)
        return None
