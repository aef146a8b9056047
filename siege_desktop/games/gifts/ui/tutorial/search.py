"""Finding the lesson's seed: plays the tutorial table with a plain player and an Easy CPU.

`python -m siege_desktop.games.gifts.ui.tutorial.search [first] [count]` prints, per seed,
which steps came up; the test drives the app with the same `plain_move`.
"""

from __future__ import annotations

import sys

from siege_desktop.ai import Agent, make_agent
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.games.gifts.rules import (
    Action,
    Build,
    Claim,
    GameConfig,
    GameState,
    PlayLand,
    Recycle,
    Steal,
    Wrap,
    gift_cost,
    legal_actions,
    observation,
)
from siege_desktop.games.gifts.ui.tutorial.lesson import HUMAN, ROUNDS, SEATS, STEPS, Lesson


def plain_move(state: GameState, legal: tuple[Action, ...]) -> Action:
    """What a new player might do: a land, then steal > dearest claim > build > wrap."""
    for kind in (PlayLand, Steal):
        found = [a for a in legal if isinstance(a, kind)]
        if found:
            return found[0]
    claims = [a for a in legal if isinstance(a, Claim)]
    if claims:
        return max(claims, key=lambda a: (gift_cost(a.gift)[0], -a.gift))
    if not state.buildings[state.seat]:
        builds = [a for a in legal if isinstance(a, Build)]
        if builds:
            return builds[0]
    wraps = [a for a in legal if isinstance(a, Wrap)]
    if wraps:
        locks = dict(state.areas[state.seat])
        return max(wraps, key=lambda a: (locks.get(a.gift, 0), -a.land))
    if any(isinstance(a, Recycle) for a in legal):
        return Recycle()
    return legal[0]


def cpu_move(session: GameSession, agents: dict[int, Agent]) -> Action:
    """The table's own CPU choice (the same agent seed as `table.cpu.CpuSeats`)."""
    s = session.state
    if s.seat not in agents:
        agents[s.seat] = make_agent(session.seats[s.seat].kind, session.seed * 1009 + s.seat)
    agent = agents[s.seat]
    action: Action = agent.choose(observation(s, s.seat), legal_actions(s))
    return action


def run(seed: int, rounds: int = ROUNDS, seats: tuple[SeatSpec, ...] = SEATS) -> list[str]:
    """The steps shown when `plain_move` plays the lesson's table with this seed."""
    session = GameSession(GameConfig(players=len(seats), round_limit=rounds), seed, seats)
    lesson = Lesson()
    agents: dict[int, Agent] = {}
    while True:
        lesson.update(session)
        while lesson.current is not None and not lesson.current.act and not lesson.finished:
            lesson.next()
            lesson.update(session)
        if lesson.finished:
            return lesson.shown
        s = session.state
        if s.seat == HUMAN:
            session.play(plain_move(s, legal_actions(s)))
        else:
            session.play(cpu_move(session, agents))


def main(argv: list[str]) -> None:
    first = int(argv[0]) if argv else 1
    count = int(argv[1]) if len(argv) > 1 else 20
    for seed in range(first, first + count):
        shown = run(seed)
        missing = [s.id for s in STEPS if s.id not in shown]
        print(seed, len(shown), "missing:", " ".join(missing))


if __name__ == "__main__":
    main(sys.argv[1:])
