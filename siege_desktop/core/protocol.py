"""The game protocol: what a game's rules offer the table, the CPU opponents and the arena.

A game is a pure engine (no pygame, no I/O, seeded). Every decision is a pending choice of
the seat that decides now, `to_act(state)`: out-of-turn answers (a Comeback, a block) are
decisions of that seat like any other, so handoff, CPU seats, undo and search all key on it.
The interface and the AI read hidden information only through `observation(state, seat)`;
`determinize(observation, rng)` deals a full state consistent with it.

States, actions and observations are immutable values of the game's own types. Actions have
a text form: `parse_action(str(a)) == a`. Checked entry points raise the game's typed errors
(subclasses of `ValueError`) and leave the state untouched.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

from siege_desktop.core.outcome import GameLength

S = TypeVar("S")  # a game's state
A = TypeVar("A", bound=Hashable)  # a game's action
Ob = TypeVar("Ob")  # a game's observation
C = TypeVar("C")  # a game's table configuration
# Heuristics only read states and never return observations.
S_in = TypeVar("S_in", contravariant=True)
Ob_out = TypeVar("Ob_out", covariant=True)

NOBODY = -1
"""`to_act` of a finished game."""


@runtime_checkable
class GameEvent(Protocol):
    """One thing that happened, for the log and for animations.

    `text` is public; a detail only `seat` may know is in the private text, which
    `text_for(seat)` shows to that seat alone. `visible_to(viewer)` drops what `viewer` may
    not know, so an event can be handed to any seat's view.
    """

    @property
    def kind(self) -> str: ...

    @property
    def seat(self) -> int: ...

    @property
    def text(self) -> str: ...

    def text_for(self, viewer: int | None) -> str: ...

    def visible_to(self, viewer: int | None) -> Any: ...


@runtime_checkable
class GameResult(Protocol):
    """The result of a finished game, for any number of seats, shared wins included.

    scores: one number per seat (the game's own measure; higher is not always better, so
    rank by `places`). ranking: seats best first. places: each seat's place, 1 for the
    winners, tied seats sharing a place. winners: the seats in first place. reason: why the
    game ended, in the game's words (an id such as "supply" or "elimination").
    """

    @property
    def scores(self) -> tuple[int, ...]: ...

    @property
    def ranking(self) -> tuple[int, ...]: ...

    @property
    def places(self) -> tuple[int, ...]: ...

    @property
    def winners(self) -> tuple[int, ...]: ...

    @property
    def reason(self) -> str: ...


class Rules(Protocol[S, A, Ob, C]):
    """A game's rules. Implementations are stateless objects (usually a module-level
    singleton): every call takes the state it works on and never changes it."""

    # Read-only: an implementation may declare them Final or plain attributes.
    @property
    def game_id(self) -> str: ...

    @property
    def min_seats(self) -> int: ...

    @property
    def max_seats(self) -> int: ...

    def default_config(self, seats: int, names: Sequence[str] | None = None) -> C:
        """The table configuration with every table rule at its default."""
        ...

    def seats(self, state: S) -> int:
        """How many seats the game has."""
        ...

    def new_game(self, config: C, seed: int) -> S:
        """The opening state; the same config and seed give the same game."""
        ...

    def to_act(self, state: S) -> int:
        """The seat that decides now (NOBODY once the game is over)."""
        ...

    def observer_to_act(self, obs: Ob) -> int:
        """`to_act` as an observation shows it (every seat knows who decides now)."""
        ...

    def legal_actions(self, state: S) -> tuple[A, ...]:
        """Every action the deciding seat may take; empty only once the game is over."""
        ...

    def why_illegal(self, state: S, action: object) -> str | None:
        """None when `action` is legal now, else a sentence saying why not."""
        ...

    def apply_logged(self, state: S, action: A) -> tuple[S, tuple[GameEvent, ...]]:
        """The checked door: the next state and what happened. Raises the game's
        IllegalActionError (a ValueError) for an illegal action; `state` is untouched."""
        ...

    def apply_unchecked(self, state: S, action: A) -> S:
        """The fast door for search: `action` must be legal; no events are made."""
        ...

    def is_over(self, state: S) -> bool: ...

    def outcome(self, state: S) -> GameResult | None:
        """The result of a finished game, or None while it is going."""
        ...

    def length(self, state: S) -> GameLength:
        """How long the game has run so far (for the arena's game length and the replay's
        turns), in the game's own counts."""
        ...

    def observation(self, state: S, seat: int) -> Ob:
        """Exactly what `seat` may know of `state`."""
        ...

    def determinize(self, obs: Ob, rng: random.Random) -> S:
        """A full state consistent with `obs`, hidden cards dealt anew from `rng`."""
        ...

    def parse_action(self, text: str) -> A:
        """The action whose text form is `text`; raises the game's ActionSyntaxError."""
        ...

    def to_dict(self, state: S) -> dict[str, Any]:
        """A JSON-ready description of the whole state (hidden parts included)."""
        ...

    def from_dict(self, data: object) -> S:
        """The state `to_dict` described; raises the game's StateFormatError if malformed."""
        ...

    def config_to_dict(self, config: C) -> dict[str, Any]: ...

    def config_from_dict(self, data: object) -> C:
        """Raises ValueError naming what is wrong."""
        ...


class Heuristics(Protocol[S_in, A, Ob_out]):
    """A game's knowledge for the shared CPU opponents (Easy, Medium, Hard = ISMCTS).

    Everything here reads a full state; the agents only ever hand it states dealt by
    `Rules.determinize` from their own observation, so no hidden card is read.
    """

    def rewards(self, state: S_in) -> list[float]:
        """Every seat's reward in [0, 1]: the real result when the game is over, else an
        estimate (what a seat would expect to score, relative to the others)."""
        ...

    def rollout_move(self, state: S_in, legal: tuple[A, ...], rng: random.Random) -> A:
        """A cheap, sensible move for playouts."""
        ...

    def forced_move(self, state: S_in, legal: tuple[A, ...]) -> A | None:
        """A move the search should not branch on (a small sub-choice that a rule of thumb
        settles), or None to let the tree decide."""
        ...

    def tree_moves(self, state: S_in, legal: tuple[A, ...]) -> tuple[A, ...]:
        """The moves the search branches on (legal, perhaps pruned of clearly bad ones)."""
        ...

    def priors(self, state: S_in, legal: tuple[A, ...]) -> dict[A, float] | None:
        """Optional opinion of each root move, a reward in [0, 1], to seed the search."""
        ...

    def easy_move(self, state: S_in, legal: tuple[A, ...], rng: random.Random) -> A:
        """Easy's choice: rules of thumb, loose."""
        ...

    def medium_move(self, state: S_in, legal: tuple[A, ...], rng: random.Random) -> A:
        """Medium's choice: greedy on an evaluation."""
        ...

    def playout_done(self, start: S_in, state: S_in) -> bool:
        """True once a playout begun at `start` has gone far enough to evaluate."""
        ...
