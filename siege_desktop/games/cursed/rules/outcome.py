"""The result of a finished game: standard victory, or the alternative one with its
tie-breaks (ruling 14: fewest points, then fewest Cursed Gifts, then a shared win)."""

from __future__ import annotations

from siege_desktop.core.outcome import Result, rank, winners_of
from siege_desktop.games.cursed.rules.cards import ELIMINATION
from siege_desktop.games.cursed.rules.state import CursedState


def scores_now(state: CursedState) -> tuple[int, ...]:
    """Each seat's area points as the game stands (a seat that went out: 10), the figure
    `outcome` scores a finished game by."""
    out = state.out
    return tuple(ELIMINATION if s in out else state.points(s) for s in range(state.config.seats))


def score_texts(state: CursedState) -> tuple[str, ...]:
    """Each seat's area points as the game stands, "out" for a seat that went out."""
    out = state.out
    return tuple("out" if s in out else str(state.points(s)) for s in range(state.config.seats))


def outcome(state: CursedState) -> Result | None:
    """None while the game goes on. Scores are area points (eliminated seats: 10); seats
    still in rank first, eliminated seats after them, the last one out best."""
    if not state.ending:
        return None
    n = state.config.seats
    out = state.out

    def key(seat: int) -> tuple[int, int, int]:
        if seat in out:
            return (1, -out.index(seat), 0)
        return (0, state.points(seat), len(state.areas[seat]))

    ranking, places = rank(range(n), key)
    scores = scores_now(state)
    winners = winners_of(ranking, places)
    decided = ""
    if state.ending != "elimination":
        live = state.live()
        low = min((state.points(s) for s in live), default=0)
        if len(winners) > 1:
            decided = "shared"
        elif sum(1 for s in live if state.points(s) == low) > 1:
            decided = "fewest gifts"
        else:
            decided = "fewest points"
    return Result(scores, ranking, places, winners, state.ending, decided)
