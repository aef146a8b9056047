"""A third game for the app's tests, registered only by them (`GAMES["fake-game"]`): Cursed
Gifts' rules under another id, with its own rules text and New game options, all reached
through `SPEC.ui` (this module) as a real game's would be."""

from __future__ import annotations

import attrs

from siege_desktop.app.menus.game_options import Column, Note
from siege_desktop.app.rules_format import Section
from siege_desktop.app.widgets import Stepper, Toggle
from siege_desktop.core.registry import GameSpec, find_game
from siege_desktop.games.cursed.rules.config import CursedConfig

GAME_ID = "fake-game"
MODULE = "fake_game"


def _spec() -> GameSpec:
    cursed = find_game("cursed-gifts")
    return GameSpec(
        game_id=GAME_ID,
        name="Fake Fête",
        blurb="A third game, for tests.",
        rules=cursed.rules,
        heuristics=cursed.heuristics,
        min_seats=3,
        max_seats=5,
        ui=MODULE,
        scores_now=cursed.scores_now,
    )


def __getattr__(name: str) -> GameSpec:
    # SPEC is built on first use, after the registry can find Cursed Gifts.
    if name == "SPEC":
        return _spec()
    raise AttributeError(name)


def rules() -> tuple[Section, ...]:
    return (
        Section("Why the fête", ("Every guest brings a riddle.", "• Answers are kept secret.")),
        Section("Scoring", ("| Riddle | Points", "| Easy | 1", "| Hard | 3")),
    )


@attrs.define
class FakeOptions:
    fake_riddles: int = 4
    fake_loud: bool = False


LEVELS = ("Easy: guesses.", "Medium: thinks a little.", "Hard: knows every riddle.")


class FakeNewGame:
    """The third game's New game options: a stepper, a toggle, a note and its own levels."""

    levels = LEVELS

    def defaults(self) -> FakeOptions:
        return FakeOptions()

    def build(self, options: FakeOptions, column: Column) -> None:
        column.form.add(
            Stepper(
                (column.x, 128, column.width, 44),
                "Riddles",
                (2, 4, 6),
                lambda: options.fake_riddles,
                lambda v: setattr(options, "fake_riddles", v),
            )
        )
        column.form.add(
            Toggle(
                (column.x, 178, column.width, 44),
                "Loud guests",
                lambda: options.fake_loud,
                lambda v: setattr(options, "fake_loud", v),
            )
        )

    def note(self, options: FakeOptions, seats: int) -> Note | None:
        return Note(f"{seats} guests, {options.fake_riddles} riddles each.", 15, 228)

    def config(self, options: FakeOptions, names: tuple[str, ...]) -> CursedConfig:
        return CursedConfig(len(names), names, round_limit=options.fake_riddles * 10)

    def table_rules(self, options: FakeOptions) -> dict[str, bool]:
        return {"ask_only_when_can_answer": True} if options.fake_loud else {}


def new_game_options() -> FakeNewGame:
    return FakeNewGame()
