"""Cursed Gifts: offer poisoned gifts until every rival's area reaches 10 (2-8 seats)."""

from __future__ import annotations

from siege_desktop.core.registry import GameSpec
from siege_desktop.games.cursed.ai.heuristics import HEURISTICS
from siege_desktop.games.cursed.ai.hints import hint_iterations, hint_reason
from siege_desktop.games.cursed.rules.outcome import score_texts, scores_now
from siege_desktop.games.cursed.rules.rules import RULES, new_game_logged

SPEC = GameSpec(
    game_id="cursed-gifts",
    name="Cursed Gifts",
    blurb="Offer poisoned gifts, cure your own, answer out of turn: last one standing wins.",
    rules=RULES,
    heuristics=HEURISTICS,
    min_seats=2,
    max_seats=8,
    ui="siege_desktop.games.cursed.ui",
    cover="cursed/cover.svg",
    score_label="Cursed points",  # the area's points at the end, 10 for a seat that went out
    low_score_wins=True,
    scores_now=scores_now,
    new_game_logged=new_game_logged,  # the first turn opens the log, as every later one
    # Suggest a move: why, in words, and the search budget (`ai.hint.suggest`).
    extra={
        "hint_reason": hint_reason,
        "hint_iterations": hint_iterations,
        # The Load screen's scores: a seat that went out says so.
        "score_texts": score_texts,
    },
)
