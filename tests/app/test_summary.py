"""The summary maths on pinned games: points over time, steals, seals, buildings, the lead."""

from __future__ import annotations

import pytest
from history_helpers import finished

from siege_desktop.app import summary
from siege_desktop.app.summary import Lead, longest_lead
from siege_desktop.games.gifts import rules as engine
from siege_desktop.games.gifts.ui.figures import summarise


def test_longest_lead_counts_runs_of_a_sole_leader() -> None:
    points = [
        [0, 1, 2, 2, 2, 2, 5],
        [0, 0, 2, 3, 4, 5, 4],
    ]
    # Seat 0 leads at samples 1 and 6, seat 1 at 3-5 (sample 2 is a tie).
    assert longest_lead(points) == Lead(seat=1, turns=3, start=3)


def test_a_lead_that_lasts_to_the_end_counts_turns_not_the_end_position() -> None:
    # Samples at the start of turns 1, 2 and 3, then the end: seat 1 leads from the start of
    # turn 2 to the end, which is 2 turns (the end is no turn of its own).
    assert longest_lead([[0, 0, 1, 1], [0, 1, 2, 3]]) == Lead(seat=1, turns=2, start=1)
    # In front only at the end: never in front for a turn.
    assert longest_lead([[0, 0, 5], [0, 0, 1]]) is None


def test_longest_lead_keeps_the_earliest_of_equal_runs_and_none_without_a_leader() -> None:
    assert longest_lead([[1, 1, 0, 0], [0, 0, 1, 1]]) == Lead(0, 2, 0)
    assert longest_lead([[0, 2], [0, 2]]) is None
    assert longest_lead([]) is None


@pytest.mark.parametrize(
    ("players", "seed", "steals", "stolen", "seals", "builds", "lead", "turns"),
    [
        (3, 7, (1, 4, 3), (1, 2, 5), (2, 6, 3), (1, 2, 2), Lead(1, 19, 68), 90),
        (2, 8, (1, 2), (2, 1), (1, 4), (10, 5), Lead(1, 34, 26), 60),
        (4, 5, (4, 5, 1, 4), (2, 3, 4, 5), (3, 6, 3, 3), (1, 2, 1, 1), Lead(1, 26, 94), 120),
    ],
)
def test_pinned_games(
    players: int,
    seed: int,
    steals: tuple[int, ...],
    stolen: tuple[int, ...],
    seals: tuple[int, ...],
    builds: tuple[int, ...],
    lead: Lead,
    turns: int,
) -> None:
    game = finished(players, seed)
    line = summary.timeline(game)
    s = summarise(game, line)
    assert (s.steals, s.stolen_from, s.seals, s.buildings, s.lead) == (
        steals,
        stolen,
        seals,
        builds,
        lead,
    )
    assert len(line.turns) == turns
    # Cross-checks against the engine's own view of the end of the game.
    result = engine.standings(game.state)
    assert tuple(p[-1] for p in s.points) == result.scores
    assert all(p[0] == 0 for p in s.points)
    assert s.seals == tuple(game.state.sealed(i) for i in range(players))  # seals stay put
    assert sum(s.steals) == sum(s.stolen_from) == sum(e.kind == "steal" for e in game.events)
    assert all(b >= len(game.state.buildings[i]) for i, b in enumerate(s.buildings))


def test_the_timeline_matches_the_live_game_step_by_step() -> None:
    game = finished(2, seed=8)
    line = summary.timeline(game)
    assert line.last == len(game.actions)
    assert line.states[-1] == game.state
    assert list(line.events) == game.events
    assert line.ends[-1] == len(game.events)
    # A turn starts where the engine's turn counter moves, and nowhere else.
    for k in range(1, line.last + 1):
        assert (k in line.turns) == (line.states[k].turn != line.states[k - 1].turn)


def test_turn_navigation() -> None:
    line = summary.timeline(finished(2, seed=8))
    t = line.turns
    mid = t[5] + 1
    assert line.next_turn(mid) == t[6]
    assert line.previous_turn(mid) == t[5]
    assert line.previous_turn(t[5]) == t[4]
    assert line.turn_of(mid) == 5
    assert line.previous_turn(0) == 0
    assert line.next_turn(line.last) == line.last
