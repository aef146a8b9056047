"""Finished games for the history, replay and summary tests, played by a seeded random policy
(the engine's legal moves only, so a change to a CPU level never moves a pinned figure)."""

from __future__ import annotations

import random
from functools import cache

from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.core.registry import find_game
from siege_desktop.games.gifts import rules as engine
from siege_desktop.games.gifts.rules import GameConfig

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")
KINDS = ("human", "easy", "medium", "hard", "easy", "medium")


@cache
def _actions(kinds: tuple[str, ...], seed: int) -> tuple[str, ...]:
    seats = tuple(SeatSpec(NAMES[i], k) for i, k in enumerate(kinds))
    session = GameSession(GameConfig(players=len(kinds)), seed, seats)
    rng = random.Random(seed)
    while engine.outcome(session.state) is None:
        legal = engine.legal_actions(session.state)
        # Lands first, so hands stay small and games look like real ones.
        lands = [a for a in legal if isinstance(a, engine.PlayLand)]
        session.play(rng.choice(lands or list(legal)))
    return tuple(session.actions)


def finished(players: int = 3, seed: int = 7, kinds: tuple[str, ...] | None = None) -> GameSession:
    """A finished game (a fresh session each call; the moves are cached per seed)."""
    kinds = kinds or KINDS[:players]
    seats = tuple(SeatSpec(NAMES[i], k) for i, k in enumerate(kinds))
    return GameSession(GameConfig(players=len(kinds)), seed, seats, list(_actions(kinds, seed)))


CURSED = "cursed-gifts"


@cache
def _cursed_actions(kinds: tuple[str, ...], seed: int) -> tuple[str, ...]:
    rules = find_game(CURSED).rules
    seats = tuple(SeatSpec(NAMES[i], k) for i, k in enumerate(kinds))
    session = GameSession(rules.default_config(len(kinds)), seed, seats, game=CURSED)
    rng = random.Random(seed)
    while not rules.is_over(session.state):
        legal = rules.legal_actions(session.state)
        # Plays before passes and ends of turn, so games end by elimination like real ones.
        busy = [a for a in legal if str(a) not in ("pass", "end")]
        session.play(rng.choice(busy or list(legal)))
    return tuple(session.actions)


def finished_cursed(
    players: int = 3, seed: int = 7, kinds: tuple[str, ...] | None = None
) -> GameSession:
    """A finished Cursed Gifts game, played like `finished` by a seeded random policy."""
    kinds = kinds or KINDS[:players]
    seats = tuple(SeatSpec(NAMES[i], k) for i, k in enumerate(kinds))
    rules = find_game(CURSED).rules
    config = rules.default_config(len(kinds))
    return GameSession(config, seed, seats, list(_cursed_actions(kinds, seed)), game=CURSED)
