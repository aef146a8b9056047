"""Gifts Under Siege's table rules on the New game screen (the `new_game_options()` hook)."""

from __future__ import annotations

import functools
from typing import Final

import attrs

from siege_desktop.app.menus.game_options import Column, Note
from siege_desktop.app.widgets import Stepper, Toggle
from siege_desktop.games.gifts.rules import GameConfig, counted
from siege_desktop.games.gifts.rules.config import (
    MAX_DISPLAY,
    default_display_size,
    default_gift_counts,
)
from siege_desktop.games.gifts.ui.rules_text import gift_counts_text

#: What each CPU level is, in words, from the strengths measured in docs/AI.md.
LEVELS: Final = (
    "Easy: rules of thumb, and one move in four at random; a first game.",
    "Medium: weighs every move of its turn; wins 87 games in 100 against Easy.",
    "Hard: searches ahead for about a second a move; wins 72 in 100 against Medium.",
)
LANDS_CHOICES: Final = tuple(range(4, 61))
COPIES_CHOICES: Final = tuple(range(0, 11))
DISPLAY_CHOICES: Final[tuple[int | None, ...]] = (None, 1, 2, 3, 4, 5, 6, 7, 8)
ROUND_CHOICES: Final[tuple[int, ...]] = (5, 10, 15, 20, 25, 30, 40, 50, 60, 80, 100)
TIME_CHOICES: Final[tuple[int | None, ...]] = (None, 10, 15, 20, 25, 30, 40, 45, 60, 90, 120)
#: The row under the gifts-by-players toggle: the three counts, or the sentence giving them.
COUNTS_Y: Final = 228.0


@attrs.define
class GiftsOptions:
    """The table rules the form edits (saved under these names with the setup)."""

    lands_per_colour: int = 20  # GameConfig's default (ruling 3)
    gifts_by_players: bool = True
    gift_counts: tuple[int, int, int] = (2, 1, 1)
    display_size: int | None = None
    unique_buildings: bool = True
    round_limit: int = 30
    time_limit_minutes: int | None = None


class GiftsNewGame:
    """Gifts Under Siege's answers to the New game screen."""

    levels: Final = LEVELS

    def defaults(self) -> GiftsOptions:
        return GiftsOptions()

    def config(self, options: GiftsOptions, names: tuple[str, ...]) -> GameConfig:
        """The engine's config; raises its ConfigError (a ValueError) if invalid."""
        o = options
        return GameConfig(
            players=len(names),
            lands_per_colour=o.lands_per_colour,
            gift_counts=None if o.gifts_by_players else o.gift_counts,
            display_size=o.display_size,
            unique_buildings=o.unique_buildings,
            round_limit=o.round_limit,
            time_limit_minutes=o.time_limit_minutes,
            names=names,
        )

    def table_rules(self, options: GiftsOptions) -> dict[str, bool]:
        return {}

    def note(self, options: GiftsOptions, seats: int) -> Note | None:
        if not options.gifts_by_players:
            return None  # the three steppers stand in that row
        counts = default_gift_counts(seats)
        text = (
            f"{seats} players: {counts[0]} / {counts[1]} / {counts[2]} gifts "
            "of Class I / II / III in each colour"
        )
        return Note(text, 15, COUNTS_Y)

    def build(self, options: GiftsOptions, column: Column) -> None:
        o, form, x, w = options, column.form, column.x, column.width

        def set_gifts_by_players(on: bool) -> None:
            o.gifts_by_players = on
            if not on:
                o.gift_counts = default_gift_counts(column.seats)  # start from what was shown
            column.rebuild()

        def display_text(v: int | None) -> str:
            if v is None:
                return f"by players ({default_display_size(column.seats)})"
            return counted(v, "gift")

        form.add(
            Stepper(
                (x, 128, w, 44),
                "Lands of each colour",
                LANDS_CHOICES,
                lambda: o.lands_per_colour,
                lambda v: setattr(o, "lands_per_colour", v),
                tip="Lands of each colour shuffled into the shared deck",
            )
        )
        form.add(
            Toggle(
                (x, 178, w, 44),
                "Gifts per colour by player count",
                lambda: o.gifts_by_players,
                set_gifts_by_players,
                tip=gift_counts_text(),
            )
        )
        if not o.gifts_by_players:
            # Three narrow steppers labelled by the roman numeral alone; the tip says more.
            for k, numeral in enumerate(("I", "II", "III")):
                form.add(
                    Stepper(
                        (x + k * 167, COUNTS_Y, 160, 44),
                        numeral,
                        COPIES_CHOICES,
                        functools.partial(_gift_count, o, k),
                        functools.partial(_set_gift_count, o, k),
                        label_width=0.28,
                        tip=f"Class {numeral} gifts of each colour",
                    )
                )
        form.add(
            Stepper(
                (x, 278, w, 44),
                "Gifts on display",
                DISPLAY_CHOICES,
                lambda: o.display_size,
                lambda v: setattr(o, "display_size", v),
                display_text,
                tip=f"Face-up gifts; by player count it is the players + 2, at most {MAX_DISPLAY}",
            )
        )
        form.add(
            Toggle(
                (x, 328, w, 44),
                "Unique buildings (one of each at the table)",
                lambda: o.unique_buildings,
                lambda v: setattr(o, "unique_buildings", v),
                tip="Off: anyone may build any building, but never two of the same",
            )
        )
        form.add(
            Stepper(
                (x, 378, w, 44),
                "Round limit",
                ROUND_CHOICES,
                lambda: o.round_limit,
                lambda v: setattr(o, "round_limit", v),
                lambda v: counted(v, "round"),
                tip="The game ends at the end of this round at the latest",
            )
        )
        form.add(
            Stepper(
                (x, 428, w, 44),
                "Time limit",
                TIME_CHOICES,
                lambda: o.time_limit_minutes,
                lambda v: setattr(o, "time_limit_minutes", v),
                lambda v: "none" if v is None else counted(v, "minute"),
                tip="A wall clock: when it runs out, the round being played is the last",
            )
        )


def _gift_count(options: GiftsOptions, k: int) -> int:
    return options.gift_counts[k]


def _set_gift_count(options: GiftsOptions, k: int, v: int) -> None:
    counts = list(options.gift_counts)
    counts[k] = v
    options.gift_counts = (counts[0], counts[1], counts[2])
