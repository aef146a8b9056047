"""Lands of the Summoners' figures in Medium mirror games (`benchmarks/lands_decks.py`): each
deck's win share at 2, 4 and 6 seats with 95% intervals, the decks rotated so that every
deck meets every other and sits in every turn position equally; the median game length and
the share reaching the round limit; and window decisions per game with and without the public
auto-pass (ruling 60: every auto-passed seat would have been asked without it)."""

from __future__ import annotations

from benchmarks.lands_decks import run_seats


def run(quick: bool) -> None:
    # Whole cycles of line-ups: 20 games at 2 and 4 seats, 30 at 6.
    counts = {2: 20, 4: 20, 6: 30} if quick else {2: 300, 4: 200, 6: 120}
    for seats, games in counts.items():
        print("\n".join(run_seats(seats, games, seed=1, jobs=1, rules={})))
