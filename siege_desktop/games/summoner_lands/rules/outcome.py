"""The result: the threshold's winner or the last seat left first; at the round limit most
lands, then most creatures, then the greater total power, then a shared place (ruling 54);
seats that left rank last, the later out above the earlier (ruling 53)."""

from __future__ import annotations

from siege_desktop.core.outcome import Result, rank, winners_of
from siege_desktop.games.summoner_lands.rules.board import power
from siege_desktop.games.summoner_lands.rules.state import LandsState


def scores_now(state: LandsState) -> tuple[int, ...]:
    """Lands each seat controls as the game stands."""
    return tuple(state.lands_of(s) for s in range(state.seats))


def outcome(state: LandsState) -> Result | None:
    if not state.ending:
        return None
    out = state.out

    def key(seat: int) -> tuple[int, int, int, int, int]:
        if seat in out:
            return (2, -out.index(seat), 0, 0, 0)
        mine = [c for c in state.creatures if c.owner == seat]
        won = 0 if seat == state.winner else 1
        return (1, won, -state.lands_of(seat), -len(mine), -sum(power(state, c) for c in mine))

    ranking, places = rank(range(state.seats), key)
    return Result(scores_now(state), ranking, places, winners_of(ranking, places), state.ending)
