"""Siege: a two-player war of drafted units over four towers on a board, with dice."""

from __future__ import annotations

from siege_desktop.core.registry import GameSpec
from siege_desktop.games.siege.ai.heuristics import HEURISTICS
from siege_desktop.games.siege.ai.hints import hint_iterations, hint_reason
from siege_desktop.games.siege.rules import RULES, first_player, new_game_logged, scores_now

SPEC = GameSpec(
    game_id=RULES.game_id,
    name="Siege",
    blurb="A tower war of drafted units: move, roll and hold the towers to 20; 2 players.",
    rules=RULES,
    heuristics=HEURISTICS,
    min_seats=RULES.min_seats,
    max_seats=RULES.max_seats,
    ui="siege_desktop.games.siege.ui",
    cover="siege/cover.svg",
    scores_now=scores_now,
    new_game_logged=new_game_logged,
    # Suggest a move: why, in words, and the search budget (`ai.hint.suggest`).
    # The seat that takes the first turn, for the arena's first-player share (the table
    # rule second_drafts_first lets the other seat decide first, in the draft).
    extra={
        "hint_reason": hint_reason,
        "hint_iterations": hint_iterations,
        "first_player": first_player,
    },
)

__all__ = ["SPEC"]
