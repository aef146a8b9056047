"""Counting checks: legal actions against an independent reading of the rules, discard choices
that reach every set of lands exactly once, and pinned move-tree counts (perft)."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import pytest
from engine_games import config_for, random_game
from engine_positions import position
from hypothesis import given, settings
from hypothesis import strategies as st

from siege_desktop.games.gifts.rules import (
    GameState,
    Phase,
    apply,
    apply_unchecked,
    from_dict,
    is_over,
    legal_actions,
    to_dict,
)

LETTERS = "WUBRG"
COST = {1: (3, 2), 2: (5, 3), 3: (7, 4)}  # rulebook 4: (total mana, of the gift's colour)
BUILDING_COLOUR = {"gloves": "B", "crowbar": "R", "ribbon": "G", "warehouse": "U", "coffer": "W"}


def expected_actions(data: dict[str, Any]) -> set[str]:
    """The legal actions' text forms, worked out from the rulebook and rulings alone, reading
    the saved form of the position (nothing of the engine but its text conventions)."""
    if data["phase"] == "over":
        return set()
    me = data["seat"]
    seat = data["seats"][me]
    hand = seat["hand"]
    if data["phase"] == "land":
        plays = {f"play {c}" for c in hand} if len(seat["lands"]) < 10 else set()
        return plays | {"skip land"}
    if data["phase"] == "discard":
        step = data["discard_step"]
        start = LETTERS.index(step["batch"][-1]) if step["batch"] else 0
        return {
            f"discard {c}"
            for c in hand
            if LETTERS.index(c) >= start
            and sum(1 for d in hand if LETTERS.index(d) >= LETTERS.index(c)) >= step["pending"]
        }
    free = seat["lands"]
    for c in seat["tapped"]:
        free = free.replace(c, "", 1)

    def affordable(total: int, need: int, colour: str) -> bool:
        return len(free) >= total and free.count(colour) >= need

    out = set()
    for code in data["display"]:
        if code is not None and affordable(*COST[int(code[1])], code[0]):
            out.add(f"claim {code}")
    gloves = "gloves" in seat["buildings"]
    for other, their in enumerate(data["seats"]):
        if other == me:
            continue
        for code, locks in their["gifts"]:
            owed = max(0, locks - 2) if gloves else locks
            if locks < 5 and affordable(*COST[int(code[1])], code[0]) and len(hand) >= owed:
                out.add(f"steal {code}")
    for code, locks in seat["gifts"]:
        if locks < 5:
            out |= {f"wrap {code} with {c}" for c in set(seat["lands"])}
    owned_anywhere = {b for s in data["seats"] for b in s["buildings"]}
    for name, colour in BUILDING_COLOUR.items():
        if name in seat["buildings"] or not affordable(4, 2, colour):
            continue
        if data["config"]["unique_buildings"] and name in owned_anywhere:
            continue
        if len(seat["buildings"]) < 2:
            out.add(f"build {name}")
        else:
            out |= {f"build {name} over {old}" for old in seat["buildings"]}
    if hand or data["deck"] or data["discard"]:
        out.add("recycle")
    return out or {"pass"}


@pytest.mark.parametrize("players", range(2, 9))
def test_legal_actions_match_an_independent_reading_of_the_rules(players: int) -> None:
    for variant in (0, 2):
        for step in random_game(config_for(players, variant), 9000 + players):
            s = step.after
            assert {str(a) for a in legal_actions(s)} == expected_actions(to_dict(s))


@settings(max_examples=40, deadline=None)
@given(
    st.tuples(*[st.integers(0, 3)] * 5).filter(lambda h: sum(h) > 0),
    st.integers(1, 4),
    st.sampled_from(["hand-limit", "recycle"]),
)
def test_discard_choices_reach_every_set_of_lands_exactly_once(
    counts: tuple[int, ...], pending: int, reason: str
) -> None:
    pending = min(pending, sum(counts))
    hand = "".join(c * n for c, n in zip(LETTERS, counts, strict=True))
    start = position(
        hands=[hand],
        phase="discard",
        discard_step={"reason": reason, "pending": pending, "batch": ""},
    )
    reached: list[tuple[int, ...]] = []

    def walk(s: GameState, taken: tuple[int, ...]) -> None:
        if len(taken) == pending:  # this step is done (a hand-limit step may follow)
            assert s.phase is not Phase.DISCARD or s.batch == ()
            reached.append(tuple(taken.count(c) for c in range(5)))
            return
        for action in legal_actions(s):
            walk(apply(s, action), (*taken, action.colour))  # type: ignore[union-attr]

    walk(start, ())
    every = [d for d in itertools.product(*(range(n + 1) for n in counts)) if sum(d) == pending]
    assert sorted(reached) == sorted(every)  # each set once: no duplicates, none missing


def _perft(s: GameState, depth: int) -> int:
    if depth == 0 or is_over(s):
        return 1
    return sum(_perft(apply_unchecked(s, a), depth - 1) for a in legal_actions(s))


PERFT = json.loads((Path(__file__).parent / "perft_positions.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", range(len(PERFT)))
def test_perft_counts_are_pinned(case: int) -> None:
    """Leaf counts of the move tree from saved positions, depth 1 and up: any change to what
    is legal anywhere in these trees changes a count."""
    s = from_dict(PERFT[case]["position"])
    assert [_perft(s, d) for d in range(1, len(PERFT[case]["counts"]) + 1)] == PERFT[case]["counts"]
