"""The game state of Siege: an immutable value; the rules return new ones."""

from __future__ import annotations

from typing import Final

import attrs

from siege_desktop.games.siege.rules.config import SiegeConfig

DRAFT: Final = "draft"  # the opening draft: 30 alternating picks (ruling 3)
SETUP: Final = "setup"  # 8 alternating placements (ruling 4)
DRAW: Final = "draw"  # a turn's first choice: draw, or draw less and draft (rulings 7-8)
SUMMON: Final = "summon"
MOVE: Final = "move"
ATTACK: Final = "attack"
OVER: Final = "over"
PHASES: Final = (DRAFT, SETUP, DRAW, SUMMON, MOVE, ATTACK, OVER)
ENDINGS: Final = ("", "points", "rounds", "stuck")


@attrs.frozen(slots=True)
class Unit:
    """A unit on the board: its owner, type, damage taken, and whether it has moved or
    attacked this turn (cleared at the start of its owner's turn)."""

    owner: int
    kind: int
    damage: int = 0
    moved: bool = False
    attacked: bool = False


Board = tuple["Unit | None", ...]
"""One entry per square (see `data.square`), None where the square is empty."""


@attrs.frozen(slots=True)
class SiegeState:
    """Everything about a game, hidden parts included (hands, deck orders, the generator).

    first: the coin flip's winner, who picks, places and plays first. current: whose pick,
    placement or turn it is. piles and reserve: cards of each type (by type index).
    drafted: each seat's cards from the opening draft not yet placed (empty after setup).
    hands: sorted (a hand is a multiset). decks: top card last. graveyards: sorted.
    summon_points, moves, attacks: what the turn has left or used.
    round: rounds begun (both turns make one); turn: turns begun (0 before the first).
    ending: "" while playing, else why the game ended; winner: -1 for none or a shared draw.
    """

    config: SiegeConfig
    rng: int
    phase: str
    first: int
    current: int
    piles: tuple[int, ...]
    reserve: tuple[int, ...]
    drafted: tuple[tuple[int, ...], ...]
    hands: tuple[tuple[int, ...], ...]
    decks: tuple[tuple[int, ...], ...]
    graveyards: tuple[tuple[int, ...], ...]
    board: Board
    points: tuple[int, int] = (0, 0)
    round: int = 0
    turn: int = 0
    summon_points: int = 0
    moves: int = 0
    attacks: int = 0
    ending: str = ""

    @property
    def second(self) -> int:
        return 1 - self.first

    def units_of(self, seat: int) -> list[tuple[int, Unit]]:
        """(square, unit) of every unit `seat` has on the board."""
        return [(s, u) for s, u in enumerate(self.board) if u is not None and u.owner == seat]
