"""Scores, rankings and the result of a game, tie-breaks included (ruling 18)."""

from __future__ import annotations

import attrs

from siege_desktop.games.gifts.rules.cards import GIFT_CLASS, MAX_LOCKS
from siege_desktop.games.gifts.rules.state import GameState, Phase


@attrs.frozen(slots=True)
class Outcome:
    """The result of a game (or the standings so far).

    scores / sealed / locks: per seat. ranking: seats best first. places: each seat's place,
    1 for the winners, tied seats sharing a place. winners: the seats in first place.
    decided_by: "score", "sealed", "locks" (the tie-break that separated the winner) or
    "shared" (a shared win). reason: why the game ended ("supply", "rounds", "time"), or ""
    for standings of a game still going.
    """

    scores: tuple[int, ...]
    sealed: tuple[int, ...]
    locks: tuple[int, ...]
    ranking: tuple[int, ...]
    places: tuple[int, ...]
    winners: tuple[int, ...]
    decided_by: str
    reason: str
    rounds: int


def _key(state: GameState, seat: int) -> tuple[int, int, int]:
    area = state.areas[seat]
    return (
        sum(GIFT_CLASS[g] for g, _ in area),
        sum(1 for _, lk in area if lk >= MAX_LOCKS),
        sum(lk for _, lk in area),
    )


def standings(state: GameState) -> Outcome:
    """The ranking as it stands now."""
    n = state.config.players
    keys = [_key(state, s) for s in range(n)]
    ranking = tuple(sorted(range(n), key=lambda s: (-keys[s][0], -keys[s][1], -keys[s][2], s)))
    places = [0] * n
    for i, seat in enumerate(ranking):
        prev = ranking[i - 1] if i else None
        places[seat] = places[prev] if prev is not None and keys[prev] == keys[seat] else i + 1
    best = keys[ranking[0]]
    winners = tuple(s for s in ranking if keys[s] == best)
    if len(winners) > 1:
        decided_by = "shared"
    else:
        runner_up = keys[ranking[1]]
        if best[0] != runner_up[0]:
            decided_by = "score"
        elif best[1] != runner_up[1]:
            decided_by = "sealed"
        else:
            decided_by = "locks"
    return Outcome(
        scores=tuple(k[0] for k in keys),
        sealed=tuple(k[1] for k in keys),
        locks=tuple(k[2] for k in keys),
        ranking=ranking,
        places=tuple(places),
        winners=winners,
        decided_by=decided_by,
        reason=state.ending.value if state.phase is Phase.OVER else "",
        rounds=state.round,
    )


def outcome(state: GameState) -> Outcome | None:
    """The result of a finished game, or None while it is still going."""
    if state.phase is not Phase.OVER:
        return None
    return standings(state)
