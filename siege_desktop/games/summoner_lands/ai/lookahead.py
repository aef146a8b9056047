"""Hard's judgement in Lands of the Summoners: Medium's best few options, each played on by
Medium's policy through the rest of the round, the leaf scored by the lead in standing.

At a decision with a real choice Hard takes Medium's own choice and the other options the
tree would branch on (`tree.tree_options`: moves as macro-actions toward Medium's best
destinations, summons with the payment Medium prefers, window casts that change the
predicted battle, every block and retreat answer, the divisions that kill). Each candidate
is applied to a sampled deal and played on: every seat plays Medium's policy, the
searching seat's move continuing as the tree walks it (`movement.continuation`), until
the searching seat's next turn begins (every rival has had its turn) or the game ends. The
leaf is the searching seat's standing (`values.seat_value`) less the best rival's, a game
decided within the horizon ±DECIDED. This is rollout policy improvement over Medium.

Common random numbers: in one sample every candidate meets the same deal (the rivals'
hands, every deck, the engine's generator) and the same tie-breaks. Lands has no dice:
once a deal is drawn a rollout is a fixed function of the candidate. A deal comes from
`determinize`, so no sample foresees a hidden card.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Final

from siege_desktop.games.summoner_lands.ai.movement import continuation
from siege_desktop.games.summoner_lands.ai.playout import playout_move
from siege_desktop.games.summoner_lands.ai.policy import medium_move
from siege_desktop.games.summoner_lands.ai.tree import tree_options
from siege_desktop.games.summoner_lands.ai.values import seat_value
from siege_desktop.games.summoner_lands.rules.actions import Action, Cast, Use
from siege_desktop.games.summoner_lands.rules.moves import legal_actions, to_act
from siege_desktop.games.summoner_lands.rules.observation import Observation, determinize
from siege_desktop.games.summoner_lands.rules.outcome import outcome
from siege_desktop.games.summoner_lands.rules.play import apply
from siege_desktop.games.summoner_lands.rules.state import LandsState

#: The phases judged by rollouts; setup, mulligans, the handicap and discards are Medium's.
JUDGED: Final = ("summon", "move", "block", "fight", "window", "assign", "retreat")
#: Samples (deals) per decision when no budget is given.
SAMPLES: Final = 2
#: Most candidates weighed besides Medium's choice.
WIDTH: Final = 4
#: Deviate from Medium's choice only when another candidate is worth this much more, in
#: `seat_value` points (a land is 3 / threshold of them: 0.27 at 2 seats).
MARGIN: Final = 0.1
#: A game won (lost) within the horizon, in points of lead: more than any standing.
DECIDED: Final = 10.0
#: Rollout decisions before it is cut short (a safety net: a round has far fewer).
MAX_STEPS: Final = 600


#: Who plays Medium's own policy in a rollout ("all", "own", "none"); the others play the
#: cheap playouts (`playout.playout_move`).
MEDIUM_SEATS = "own"


#: The searching seat's policies for the rest of its turn; a candidate is worth its best.
OWN_VARIANTS = ("medium",)
#: The decisions whose rollouts try every variant.
VARIANT_PHASES = ("move",)


def _policy(
    state: LandsState, legal: tuple[Action, ...], me: int, rng: random.Random, own: str, turn: int
) -> Action:
    """Medium's choice, the searching seat's move walked on as Hard's tree walks it."""
    if len(legal) == 1:
        return legal[0]
    seat = to_act(state)
    if seat == me and own == "playout" and state.turn == turn:
        return playout_move(state, legal, rng)
    if state.phase == "move" and state.moving >= 0 and seat == me:
        step = continuation(state, legal, me)
        if step is not None:
            return step
    if MEDIUM_SEATS == "none" or (MEDIUM_SEATS == "own" and seat != me):
        return playout_move(state, legal, rng)
    return medium_move(state, legal, rng)


def rollout(
    state: LandsState, me: int, until: int, rng: random.Random, own: str = "medium"
) -> LandsState:
    """Every seat plays on by `_policy` until turn `until` begins or the game ends."""
    turn = state.turn
    for _ in range(MAX_STEPS):
        if state.ending or state.turn >= until:
            break
        state = apply(state, _policy(state, legal_actions(state), me, rng, own, turn), None)
    return state


def lead(state: LandsState, me: int) -> float:
    """`me`'s standing less the best rival's (`seat_value`), or ±DECIDED once the game is
    over (0 for a shared first place)."""
    result = outcome(state)
    if result is not None:
        if result.places[me] != 1:
            return -DECIDED
        return DECIDED if len(result.winners) == 1 else 0.0
    rivals = [seat_value(state, s) for s in state.live() if s != me]
    return seat_value(state, me) - max(rivals, default=0.0)


#: Turns a rollout plays on from the decision's turn (the seats: until the searching seat's
#: next turn on its own turn).
HORIZON = 0


def horizon(state: LandsState) -> int:
    """The turn at which a rollout from `state` stops: the searching seat's next turn (on its
    own turn), or the one after the turn being played (a decision out of turn)."""
    return state.turn + (HORIZON or state.seats)


def value_after(state: LandsState, action: Action, me: int, seed: int) -> float:
    """`me`'s lead after `action` and the rest of the round, in this deal; `seed` fixes
    Medium's tie-breaks."""
    after = apply(state, action, None)
    variants = OWN_VARIANTS if state.phase in VARIANT_PHASES else OWN_VARIANTS[:1]
    return max(
        lead(rollout(after, me, horizon(state), random.Random(seed), own), me) for own in variants
    )


def judge(
    obs: Observation,
    candidates: tuple[Action, ...],
    rng: random.Random,
    *,
    samples: int | None = None,
    deadline: float | None = None,
    clock: Callable[[], float] | None = None,
) -> tuple[list[float], int]:
    """(the mean value of each candidate, the samples taken). Every sample plays every
    candidate, so all are judged on the same deals. At least one sample is taken, then more
    until `samples`, or until `deadline` (by `clock`), whichever comes first (SAMPLES when
    neither is given). A sample is begun only if the slowest so far would end in time, and
    one that runs past the deadline all the same (a busy machine) is left out whole; when
    even the first does, no sample is taken and every value is 0 (Medium's choice stands)."""
    me = obs.to_act
    totals = [0.0] * len(candidates)
    taken = 0
    slowest = 0.0
    if samples is None and deadline is None:
        samples = SAMPLES
    now: Callable[[], float] | None = None
    if deadline is not None:
        now = clock or time.perf_counter  # a deadline is never ignored for want of a clock
    end = deadline if deadline is not None else 0.0
    while True:
        begun = now() if now is not None else 0.0
        deal = determinize(obs, rng)
        seed = rng.getrandbits(64)
        values = []
        for action in candidates:
            if now is not None and now() >= end:
                break
            values.append(value_after(deal, action, me, seed))
        if len(values) < len(candidates):
            break
        for i, v in enumerate(values):
            totals[i] += v
        taken += 1
        if samples is not None and taken >= samples:
            break
        if now is not None:
            done = now()
            slowest = max(slowest, done - begun)
            if done + slowest >= end:
                break
    if not taken:
        return [0.0] * len(candidates), 0  # out of time in the first sample: Medium's choice
    return [t / taken for t in totals], taken


def best(candidates: tuple[Action, ...], values: list[float]) -> Action:
    """The first candidate (Medium's choice) unless another is worth MARGIN more: then the
    best of them (ties to the first listed)."""
    top = max(range(len(candidates)), key=lambda i: (values[i], -i))
    return candidates[top] if values[top] - values[0] > MARGIN else candidates[0]


#: Whether a summon phase weighs casting instants and using abilities (Medium's own choice
#: is weighed whatever it is).
SUMMON_CASTS = True


def _offered(state: LandsState, a: Action) -> bool:
    if state.phase != "summon" or SUMMON_CASTS:
        return True
    return not isinstance(a, (Cast, Use))


def candidates(
    state: LandsState, legal: tuple[Action, ...], rng: random.Random
) -> tuple[Action, ...]:
    """Medium's choice first, then up to WIDTH of the options Hard's tree branches on."""
    first = medium_move(state, legal, rng)
    others = [
        a
        for a in tree_options(state, legal, medium_move)
        if a != first and a in legal and _offered(state, a)
    ]
    return (first, *others[:WIDTH])


def search_move(
    obs: Observation,
    legal: tuple[Action, ...],
    rng: random.Random,
    *,
    iterations: int | None = None,
    deadline: float | None = None,
    clock: Callable[[], float] | None = None,
) -> tuple[Action, int]:
    """Hard's move and the rollouts it took (its budget's unit: `iterations` rollouts per
    decision, shared equally by the candidates, at least one sample of each)."""
    state = determinize(obs, rng)
    if state.phase not in JUDGED:
        return medium_move(state, legal, rng), 0
    options = candidates(state, legal, rng)
    if len(options) == 1:
        return options[0], 0
    samples = None if iterations is None else max(1, iterations // len(options))
    values, taken = judge(obs, options, rng, samples=samples, deadline=deadline, clock=clock)
    return best(options, values), taken * len(options)
