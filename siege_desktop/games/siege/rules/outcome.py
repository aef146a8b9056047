"""The result of a finished game (rulings 21-23): 20 points wins at once; at the round limit
or in a stuck game, most points, then more towers held, then more units on the board, else a
shared draw."""

from __future__ import annotations

from siege_desktop.core.outcome import Result, rank, winners_of
from siege_desktop.games.siege.rules.play import towers_held
from siege_desktop.games.siege.rules.state import SiegeState

TIE_BREAKS = ("points", "towers", "units")


def scores_now(state: SiegeState) -> tuple[int, ...]:
    return state.points


def _units(state: SiegeState, seat: int) -> int:
    return sum(1 for u in state.board if u is not None and u.owner == seat)


def outcome(state: SiegeState) -> Result | None:
    """None while the game goes on. `decided_by` names the tie-break that separated the
    seats ("points", "towers", "units"), or "shared" for a draw."""
    if not state.ending:
        return None
    keys = {s: (-state.points[s], -towers_held(state.board, s), -_units(state, s)) for s in (0, 1)}
    ranking, places = rank((0, 1), key=lambda s: keys[s])
    winners = winners_of(ranking, places)
    if len(winners) > 1:
        decided = "shared"
    else:
        decided = next(TIE_BREAKS[i] for i in range(3) if keys[0][i] != keys[1][i])
    return Result(state.points, ranking, places, winners, state.ending, decided)
