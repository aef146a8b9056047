"""Gifts Under Siege's summary figures of a finished game: points over time, steals, seals,
buildings and the longest lead. Pure (no pygame): the summary screen (`summary.py`) draws
them; the app's `summary` gives the replayed `Timeline`, the score over time and the
longest lead."""

from __future__ import annotations

import attrs

from siege_desktop.app.session import GameSession
from siege_desktop.app.summary import Lead, Timeline, longest_lead, scores_over_time
from siege_desktop.games.gifts.rules.cards import MAX_LOCKS


@attrs.frozen
class Summary:
    """points[seat][i]: the seat's points at the start of turn i (the last entry is the end)."""

    points: tuple[tuple[int, ...], ...]
    steals: tuple[int, ...]
    stolen_from: tuple[int, ...]
    seals: tuple[int, ...]
    buildings: tuple[int, ...]
    lead: Lead | None


def summarise(session: GameSession, line: Timeline) -> Summary:
    n = line.states[0].config.players
    steals, stolen, seals, builds = [0] * n, [0] * n, [0] * n, [0] * n
    for e in line.events:
        if e.kind == "steal":
            steals[e.seat] += 1
            stolen[e.other] += 1
        elif e.kind in ("wrap", "lock") and e.count >= MAX_LOCKS:
            seals[e.seat] += 1
        elif e.kind == "build":
            builds[e.seat] += 1
    points = scores_over_time(session, line)
    return Summary(
        points, tuple(steals), tuple(stolen), tuple(seals), tuple(builds), longest_lead(points)
    )
