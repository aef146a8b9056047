"""Siege's summary figures of a finished game, per seat: the units drafted (the opening
picks and the drafts in turns), the kills, the dice's luck (hits rolled against the hits
expected from the exact table), the tower-turns (towers held at the start of each turn)
and who led on points alone the longest. Pure (no pygame): `summary.py` draws them."""

from __future__ import annotations

import attrs

from siege_desktop.app.session import GameSession
from siege_desktop.app.summary import Lead, Timeline, longest_lead, scores_over_time
from siege_desktop.games.siege.rules.dice import hit_chance
from siege_desktop.games.siege.rules.play import towers_held
from siege_desktop.games.siege.rules.state import SiegeState


@attrs.frozen
class SiegeFigures:
    points: tuple[tuple[int, ...], ...]
    drafted: tuple[int, int]
    kills: tuple[int, int]
    hits: tuple[int, int]
    expected: tuple[float, float]
    tower_turns: tuple[int, int]
    lead: Lead | None


def figures(session: GameSession, line: Timeline) -> SiegeFigures:
    drafted, kills, hits = [0, 0], [0, 0], [0, 0]
    expected = [0.0, 0.0]
    events = line.events
    for i, e in enumerate(events):
        if e.kind in ("pick", "draft") and e.seat in (0, 1):
            drafted[e.seat] += 1
        elif e.kind in ("attack", "counter") and e.seat in (0, 1):
            hits[e.seat] += e.hits
            expected[e.seat] += len(e.dice) * hit_chance(e.need)
            if i + 1 < len(events) and events[i + 1].kind == "death":
                kills[e.seat] += 1
    towers = [0, 0]
    for t in line.turns:
        state: SiegeState = line.states[t]
        for seat in (0, 1):
            towers[seat] += towers_held(state.board, seat)
    points = scores_over_time(session, line)
    return SiegeFigures(
        points,
        (drafted[0], drafted[1]),
        (kills[0], kills[1]),
        (hits[0], hits[1]),
        (expected[0], expected[1]),
        (towers[0], towers[1]),
        longest_lead(points),
    )
