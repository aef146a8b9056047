"""Cursed Gifts' table rules on the New game screen (the `new_game_options()` hook)."""

from __future__ import annotations

from typing import Final

import attrs

from siege_desktop.app.menus.game_options import Column, Note, counted
from siege_desktop.app.widgets import Stepper, Toggle
from siege_desktop.games.cursed.rules.config import CursedConfig

#: The CPU levels in words (no strengths measured for this game yet).
LEVELS: Final = (
    "Easy: rules of thumb, with slips now and then; a first game.",
    "Medium: weighs the plays of its turn before choosing.",
    "Hard: searches ahead for about a second a move.",
)
ROUND_CHOICES: Final[tuple[int, ...]] = (10, 20, 30, 40, 60, 80, 100, 150, 200)
#: The table rule that is the app's, not the engine's (RULINGS-cursed-gifts.md 15).
ASK_ONLY: Final = "ask_only_when_can_answer"


@attrs.define
class CursedOptions:
    """The table rules the form edits (RULINGS-cursed-gifts.md 11 and 15), saved under these
    names with the setup (prefixed: the first game's round limit is `round_limit`)."""

    cursed_round_limit: int = 60
    ask_only_when_can_answer: bool = False
    #: Ruling 17: a balancing table rule, off by default (the rulebook deals 7 to everyone).
    cursed_first_dealt_six: bool = False


class CursedNewGame:
    """Cursed Gifts' answers to the New game screen."""

    levels: Final = LEVELS

    def defaults(self) -> CursedOptions:
        return CursedOptions()

    def config(self, options: CursedOptions, names: tuple[str, ...]) -> CursedConfig:
        """The game's config; raises its ConfigError (a ValueError) if invalid."""
        return CursedConfig(
            len(names),
            names,
            options.cursed_round_limit,
            first_dealt_six=options.cursed_first_dealt_six,
        )

    def table_rules(self, options: CursedOptions) -> dict[str, bool]:
        return {ASK_ONLY: True} if options.ask_only_when_can_answer else {}

    def note(self, options: CursedOptions, seats: int) -> Note | None:
        return Note("On: no window when you hold no Comeback; everyone then knows it.", 14, 228)

    def build(self, options: CursedOptions, column: Column) -> None:
        o, x, w = options, column.x, column.width
        column.form.add(
            Stepper(
                (x, 128, w, 44),
                "Round limit",
                ROUND_CHOICES,
                lambda: o.cursed_round_limit,
                lambda v: setattr(o, "cursed_round_limit", v),
                lambda v: counted(v, "round"),
                tip="After this many rounds the fewest points in an area wins",
            )
        )
        column.form.add(
            Toggle(
                (x, 178, w, 44),
                "Ask only when I can answer",
                lambda: o.ask_only_when_can_answer,
                lambda v: setattr(o, ASK_ONLY, v),
                tip="Faster, but everyone sees when a seat holds no Comeback",
            )
        )
        column.form.add(
            Toggle(
                (x, 278, w, 44),
                "Table rule: first player dealt 6",
                lambda: o.cursed_first_dealt_six,
                lambda v: setattr(o, "cursed_first_dealt_six", v),
                tip="Not the rulebook's deal (7 each): one card fewer for whoever starts",
            )
        )
