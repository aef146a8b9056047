"""Helpers for the Siege table tests: sessions at a chosen point, the clicks and keys a player
would use for each action, and frames compared with the hidden part dealt anew."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import attrs
import pygame
from privacy_helpers import assert_frame_hides
from shell_helpers import make_app
from shell_helpers import ready as confirm_handoff

from siege_desktop.ai import make_agent
from siege_desktop.app.intents import Click, Key
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.app.table.handoff import HandoffScene
from siege_desktop.core.registry import find_game
from siege_desktop.games.siege.rules import (
    Attack,
    Draft,
    Draw,
    End,
    Move,
    Pick,
    Place,
    SiegeState,
    Summon,
)
from siege_desktop.games.siege.ui.scene import SiegeTableScene

RULES = find_game("siege").rules


def actions_until(
    seed: int, stop: Callable[[SiegeState], bool], limit: int = 3000, rounds: int = 20
) -> list[str]:
    """The actions two Easy CPUs play from `seed` until `stop(state)` (as text)."""
    agents = [make_agent("easy", seed * 10 + i, game="siege") for i in range(2)]
    state = RULES.new_game(attrs.evolve(RULES.default_config(2), round_limit=rounds), seed)
    out: list[str] = []
    for _ in range(limit):
        if RULES.is_over(state) or stop(state):
            break
        seat = RULES.to_act(state)
        legal = RULES.legal_actions(state)
        action = agents[seat].choose(RULES.observation(state, seat), legal)
        out.append(str(action))
        state = RULES.apply_unchecked(state, action)
    return out


def start(
    kinds: tuple[str, str],
    seed: int,
    actions: list[str] | None = None,
    size: tuple[int, int] = (1024, 576),
    rounds: int = 20,
) -> tuple[App, SiegeTableScene]:
    app = make_app(size)
    seats = (SeatSpec("Ann", kinds[0]), SeatSpec("Bob", kinds[1]))
    config = attrs.evolve(RULES.default_config(2), round_limit=rounds)
    session = GameSession(config, seed, seats, list(actions or []), game="siege")
    app.start_game(session)
    app.step(0.0)
    table = app.scenes[0]
    assert isinstance(table, SiegeTableScene)
    return app, table


def ready(app: App) -> None:
    """Let the dice land, then confirm a pass-and-play handoff if one shows."""
    table = app.scenes[0]
    assert isinstance(table, SiegeTableScene)
    for _ in range(100):
        if not table.dice.busy:
            break
        app.step(0.1)
    app.step(0.0)
    for _ in range(5):  # the screen shows again only for the other seat
        if not isinstance(app.top, HandoffScene):
            break
        confirm_handoff(app, pygame.K_RETURN)
    assert not isinstance(app.top, HandoffScene), "the handoff screen did not take the key"


def spot(table: SiegeTableScene, want: tuple[Any, ...]) -> tuple[int, int]:
    for rect, s in table.spots:
        if tuple(s) == tuple(want):
            return rect.center
    raise AssertionError(f"nothing to click for {want}: {[s for _, s in table.spots]}")


def click(app: App, table: SiegeTableScene, want: tuple[Any, ...]) -> None:
    app.step(0.0)
    app.dispatch(Click(spot(table, want)))
    app.step(0.0)


def click_square(app: App, table: SiegeTableScene, sq: int) -> None:
    app.step(0.0)
    app.dispatch(Click(table.grid().centre(sq)))
    app.step(0.0)


def post(app: App, table: SiegeTableScene, action: Any, rng: random.Random) -> None:
    """Make `action` with the clicks and keys a player would use (keys or clicks at random
    where both work), and check that it was made."""
    before = len(table.session.actions)
    if isinstance(action, (Pick, Draft)):
        click(app, table, ("pile", action.kind))
    elif isinstance(action, Draw):
        app.dispatch(Key(pygame.K_d))
    elif isinstance(action, End):
        app.dispatch(Key(pygame.K_e)) if rng.random() < 0.5 else click(
            app, table, ("button", "end")
        )
    elif isinstance(action, (Place, Summon)):
        kind = "drafted" if isinstance(action, Place) else "hand"
        if table.chosen != action.kind:
            click(app, table, (kind, action.kind))
        assert action.to in table.view().lit, "the square is not lit"
        click_square(app, table, action.to)
    elif isinstance(action, Move):
        click_square(app, table, action.frm)
        assert table.selected == action.frm
        assert action.to in table.view().lit, "a reachable square is not lit"
        click_square(app, table, action.to)
    elif isinstance(action, Attack):
        click_square(app, table, action.frm)
        assert table.selected == action.frm
        click_square(app, table, action.to)
        assert table.pending == action and len(table.session.actions) == before
        assert table.view().preview, "no preview before the attack"
        if rng.random() < 0.5:
            app.dispatch(Key(pygame.K_RETURN))
        else:
            click_square(app, table, action.to)  # the target clicked again
    app.step(0.0)
    assert len(table.session.actions) > before, f"{action} was not made"
    # (a CPU seat may already have answered after it)
    assert str(action) in table.session.actions[before:], f"{action} was not made"


def frame_bytes(app: App, table: SiegeTableScene) -> bytes:
    """The frame drawn afresh from the state (nothing cached)."""
    table._cache_key = None
    table._view_key = None
    table.retold.clear()
    table.log.clear()
    table.dice.clear()
    app.draw()
    return pygame.image.tobytes(app.window, "RGB")


def assert_private(app: App, table: SiegeTableScene, rng: random.Random) -> None:
    """Nothing the viewer cannot see (the other hand, every deck's order, other seats'
    private log lines) shows in the frame."""
    assert_frame_hides(lambda: frame_bytes(app, table), table.session, RULES, table.viewer, rng)
