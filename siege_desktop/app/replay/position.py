"""What the replay viewer hands a game's drawing for one position of a finished game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import attrs

if TYPE_CHECKING:
    import pygame

    from siege_desktop.core.protocol import GameResult


@attrs.frozen
class StepButton:
    """One of the replay's buttons: `id` is what a click on it reports."""

    id: str
    label: str
    enabled: bool = True
    primary: bool = False


@attrs.frozen
class ReplayPosition:
    """One position of a finished game, every hand allowed to show.

    state: the full state after `step` actions; seat: the seat drawn at the bottom, whose
    hand is face up; log: the log so far in words, every private detail told (the game is
    over); note: one line on where the replay is and what the keys do; result: the game's
    result, given at the last step only.
    """

    names: tuple[str, ...]
    kinds: tuple[str, ...]
    state: Any
    seat: int
    step: int
    log: tuple[str, ...]
    buttons: tuple[StepButton, ...]
    note: str
    result: GameResult | None = None


class ReplayBoard(Protocol):
    """A game's drawing of replay positions, made once per replay by the game's ui module
    (`replay_board(app)`), so its caches live as long as the viewer."""

    def draw(
        self, surface: pygame.Surface, position: ReplayPosition, mouse: tuple[int, int]
    ) -> list[tuple[pygame.Rect, str]]:
        """Draw the position over the whole surface (the card under `mouse` enlarged if the
        game does that) and return where each step button is, by id."""
        ...
