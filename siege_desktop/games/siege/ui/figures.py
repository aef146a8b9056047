"""Siege's summary figures of a finished game, per seat: the units it drafted (the opening
draft and in-turn drafts, by type), the enemy units it killed and its own it lost, its dice
against expectation (hits rolled beside the hits the exact chance of each die promised), and
its points and towers held at the start of every turn. Pure (no pygame): `summary.py` draws
them; they come from the replayed positions (`app.summary.Timeline`), the action log and the
events, whose every strike carries its faces and the face it needed."""

from __future__ import annotations

import attrs

from siege_desktop.app.session import GameSession
from siege_desktop.app.summary import Lead, Timeline, longest_lead, scores_over_time
from siege_desktop.games.siege.rules.actions import Draft, Pick
from siege_desktop.games.siege.rules.data import KINDS
from siege_desktop.games.siege.rules.dice import hit_chance
from siege_desktop.games.siege.rules.play import towers_held
from siege_desktop.games.siege.rules.rules import RULES
from siege_desktop.games.siege.rules.state import SiegeState

SEATS = (0, 1)
STRIKES = ("attack", "counter")


@attrs.frozen
class SiegeFigures:
    """points[seat][i] and towers[seat][i]: the seat's points and the towers it held (central
    and the enemy's siege tower) at the start of turn i, the last entry the end. by_kind[seat]
    [kind]: cards of each type it drafted; drafted[seat]: all of them. dice, hits, expected:
    the dice it rolled (attacks and counterattacks), the hits they made and the hits their
    chances promised."""

    points: tuple[tuple[int, ...], ...]
    towers: tuple[tuple[int, ...], ...]
    by_kind: tuple[tuple[int, ...], ...]
    kills: tuple[int, ...]
    lost: tuple[int, ...]
    dice: tuple[int, ...]
    hits: tuple[int, ...]
    expected: tuple[float, ...]
    lead: Lead | None

    def luck(self, seat: int) -> float:
        """Hits above (or below, negative) what the dice promised."""
        return self.hits[seat] - self.expected[seat]

    @property
    def drafted(self) -> tuple[int, ...]:
        """Unit cards each seat drafted, the opening draft and in-turn drafts."""
        return tuple(sum(kinds) for kinds in self.by_kind)


def expected_hits(faces: tuple[int, ...], need: int) -> float:
    """The hits a roll of this many dice, each hitting on `need` or more, makes on average."""
    return len(faces) * hit_chance(need) if faces else 0.0


def towers_over_time(line: Timeline) -> tuple[tuple[int, ...], ...]:
    """towers[seat][i] at the same samples as `app.summary.scores_over_time`: the start of
    each turn, then the end."""
    samples: list[SiegeState] = [line.states[t] for t in line.turns]
    if line.turns[-1] != line.last:
        samples.append(line.states[-1])
    return tuple(tuple(towers_held(s.board, seat) for s in samples) for seat in SEATS)


def figures(session: GameSession, line: Timeline) -> SiegeFigures:
    drafted = [[0] * KINDS for _ in SEATS]
    for k, text in enumerate(session.actions):
        action = RULES.parse_action(text)
        if isinstance(action, (Pick, Draft)):
            drafted[RULES.to_act(line.states[k])][action.kind] += 1
    kills, lost = [0, 0], [0, 0]
    dice, hits, expected = [0, 0], [0, 0], [0.0, 0.0]
    previous = None
    for e in line.events:
        if e.kind in STRIKES:
            dice[e.seat] += len(e.dice)
            hits[e.seat] += e.hits
            expected[e.seat] += expected_hits(e.dice, e.need)
        elif e.kind == "death" and previous is not None and previous.kind in STRIKES:
            # A death always follows the strike that caused it, in the same action.
            kills[previous.seat] += 1
            lost[e.seat] += 1
        previous = e
    points = scores_over_time(session, line)
    return SiegeFigures(
        points=points,
        towers=towers_over_time(line),
        by_kind=tuple(tuple(row) for row in drafted),
        kills=tuple(kills),
        lost=tuple(lost),
        dice=tuple(dice),
        hits=tuple(hits),
        expected=tuple(expected),
        lead=longest_lead(points),
    )
