"""Lands of the Summoners: build a spiral of lands, summon creatures, cast spells into every
battle and conquer more than half the board (2-6 seats)."""

from __future__ import annotations

from siege_desktop.core.registry import GameSpec
from siege_desktop.games.summoner_lands.ai.heuristics import HEURISTICS
from siege_desktop.games.summoner_lands.rules import RULES, scores_now

SPEC = GameSpec(
    game_id=RULES.game_id,
    name="Lands of the Summoners",
    blurb="Summon creatures, cast spells and conquer a board of lands you build together.",
    rules=RULES,
    heuristics=HEURISTICS,
    min_seats=RULES.min_seats,
    max_seats=RULES.max_seats,
    # No table yet (a later issue): the app lists the game and refuses to seat it.
    ui="",
    score_label="Lands",
    scores_now=scores_now,
)

__all__ = ["SPEC"]
