"""Siege's table rules on the New game screen (the `new_game_options()` hook): the round
limit and the starter set (RULINGS-siege.md 2 and 22), and the one compensation for the second
player that the arena found to even the game (docs/games/siege/RULES.md); who is North
follows the seats."""

from __future__ import annotations

from typing import Final

import attrs

from siege_desktop.app.menus.game_options import Column, Note, counted
from siege_desktop.app.widgets import Stepper, Toggle
from siege_desktop.games.siege.rules.config import SiegeConfig
from siege_desktop.games.siege.rules.data import MAX_ROUND_LIMIT, MIN_ROUND_LIMIT, ROUND_LIMIT

LEVELS: Final = (
    "Easy: rules of thumb; attacks what it can reach.",
    "Medium: weighs towers, safety and the exact dice, one step at a time.",
    "Hard: tries its best moves against your next turn, about a second a step.",
)
ROUND_CHOICES: Final[tuple[int, ...]] = tuple(range(MIN_ROUND_LIMIT, MAX_ROUND_LIMIT + 1, 5))


@attrs.define
class SiegeOptions:
    """Saved with the setup under these names (prefixed: other games have a round limit)."""

    siege_round_limit: int = ROUND_LIMIT
    siege_starter_set: bool = False
    #: Off by default (ruling 1 gives the second player nothing); in Medium's games it
    #: brought the first player's share from 70.5% to about 50% with the earlier Medium, and
    #: from 52.4% to 44.8% with today's, which contests towers (RULES.md).
    siege_second_drafts_first: bool = False


class SiegeNewGame:
    levels: Final = LEVELS
    sides: Final = ("South", "North")  # the seats' sides, swapped on the New game screen

    def defaults(self) -> SiegeOptions:
        return SiegeOptions()

    def config(self, options: SiegeOptions, names: tuple[str, ...]) -> SiegeConfig:
        """The game's config; raises its ConfigError (a ValueError) if invalid."""
        limit = options.siege_round_limit
        if limit not in ROUND_CHOICES:
            limit = ROUND_LIMIT
        return SiegeConfig(
            len(names),
            names,
            limit,
            options.siege_starter_set,
            second_drafts_first=options.siege_second_drafts_first,
        )

    def table_rules(self, options: SiegeOptions) -> dict[str, bool]:
        return {}

    def note(self, options: SiegeOptions, seats: int) -> Note | None:
        # Who plays which side is the seats' own line (Swap sides); this says who starts.
        text = "A coin picks who starts"
        if options.siege_second_drafts_first:
            text += "; the coin's loser drafts first"
        return Note(f"{text}.", 13, 240)

    def build(self, options: SiegeOptions, column: Column) -> None:
        o, x, w = options, column.x, column.width
        column.form.add(
            Stepper(
                (x, 128, w, 44),
                "Round limit",
                ROUND_CHOICES,
                lambda: (
                    o.siege_round_limit if o.siege_round_limit in ROUND_CHOICES else ROUND_LIMIT
                ),
                lambda v: setattr(o, "siege_round_limit", v),
                lambda v: counted(v, "round"),
                tip="After this many rounds the most points wins (then towers, then units)",
            )
        )
        column.form.add(
            Toggle(
                (x, 178, w, 44),
                "Starter set only",
                lambda: o.siege_starter_set,
                lambda v: setattr(o, "siege_starter_set", v),
                tip="Only the author's eight units, 10 of each (5 in the opening piles)",
            )
        )
        column.form.add(
            Toggle(
                (x, 278, w, 44),
                "Table rule: second player drafts first",
                lambda: o.siege_second_drafts_first,
                lambda v: setattr(o, "siege_second_drafts_first", v),
                tip="Not the rulebook's order: the coin's loser picks first; the winner still "
                "places and plays first",
            )
        )
