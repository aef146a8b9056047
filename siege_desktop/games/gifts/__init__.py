"""Gifts Under Siege, the first game at the table: its spec for `core.registry`."""

from __future__ import annotations

from siege_desktop.core.registry import GameSpec
from siege_desktop.games.gifts.ai.heuristics import HEURISTICS
from siege_desktop.games.gifts.ai.hints import hint_reason
from siege_desktop.games.gifts.rules import new_game_logged
from siege_desktop.games.gifts.rules.protocol import RULES

SPEC = GameSpec(
    game_id=RULES.game_id,
    name="Gifts Under Siege",
    blurb=(
        "Claim, wrap and steal gifts with lands of five colours; "
        f"{RULES.min_seats} to {RULES.max_seats} players."
    ),
    rules=RULES,
    heuristics=HEURISTICS,
    min_seats=RULES.min_seats,
    max_seats=RULES.max_seats,
    ui="siege_desktop.games.gifts.ui",
    cover="cover-gifts.svg",
    scores_now=lambda state: tuple(state.score(s) for s in range(state.config.players)),
    new_game_logged=new_game_logged,
    # Why a suggested move is good, for `ai.hint.suggest`.
    extra={"hint_reason": hint_reason},
)

__all__ = ["SPEC"]
