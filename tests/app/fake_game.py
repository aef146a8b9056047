"""A third game for the app's tests, registered only by them (`GAMES["fake-game"]`): Cursed
Gifts' rules under another id, with its own rules text and New game options, all reached
through `SPEC.ui` (this module) as a real game's would be."""

from __future__ import annotations

from siege_desktop.app.rules_format import Section
from siege_desktop.core.registry import GameSpec, find_game

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
