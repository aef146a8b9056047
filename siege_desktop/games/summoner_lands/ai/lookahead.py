"""Hard's judgement in Lands of the Summoners: Medium's best few options, each played on
to the end of Hard's own turn, the leaf scored by a fitted chance to win (rollout policy
improvement).

At a decision with a real choice in its own summon phase or moves, Hard takes Medium's own
choice and the other options the tree would branch on (`tree.tree_options`: moves as
macro-actions toward Medium's best destinations, one summon, artifact or enchantment per
card with the payment Medium prefers, and `end`). Each candidate is applied to a sampled
deal and played on until the searching seat's turn ends (the next seat's turn begins) or
the game ends: the searching seat by Medium's policy (its move walked on as the tree walks
it, `movement.continuation`), after a move also by the playouts' rush, the better of the
two counting; the rivals' answers within the turn (blocks, windows) by the cheap playouts
(`playout.playout_move`). The leaf is the searching seat's chance to win from there
(`evaluation.chances`: fitted to Medium games, it reads the rivals' threats, so their turns
need not be played out); a game decided within the horizon is 1 or 0. Its other decisions
are Medium's.

"Medium's" for the searching seat means Medium's policy with Hard's base weights
(`base_weights`: the tuned set): its choice, the tree's
options, its own continuation in the rollouts and every decision not searched. The rivals
in the rollouts stay the playouts' model of Medium.

Common random numbers: in one sample every candidate meets the same deal (the rivals'
hands, every deck, the engine's generator) and the same tie-breaks. Lands has no dice:
once a deal is drawn a rollout is a fixed function of the candidate. A deal comes from
`determinize`, so no sample foresees a hidden card.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from siege_desktop.ai import lookahead as shared
from siege_desktop.games.summoner_lands.ai.evaluation import chances
from siege_desktop.games.summoner_lands.ai.movement import continuation
from siege_desktop.games.summoner_lands.ai.playout import playout_move
from siege_desktop.games.summoner_lands.ai.policy import medium_move
from siege_desktop.games.summoner_lands.ai.tree import tree_options
from siege_desktop.games.summoner_lands.ai.weights import MEDIUM, TUNED, Weights
from siege_desktop.games.summoner_lands.rules.actions import Action, Cast, Use
from siege_desktop.games.summoner_lands.rules.moves import legal_actions, to_act
from siege_desktop.games.summoner_lands.rules.observation import Observation, determinize
from siege_desktop.games.summoner_lands.rules.play import apply
from siege_desktop.games.summoner_lands.rules.state import LandsState

#: The phases judged by rollouts: the searching seat's own plays and moves. Its blocks,
#: window casts, divisions, retreats and fight order are Medium's, as are setup, mulligans,
#: the handicap and discards: judging them too changed no game of 30 (seeds 3001-3030,
#: hard:20i against Medium) and cost a fifth more.
JUDGED: Final = ("summon", "move")
#: Samples (deals) per decision when no budget is given.
SAMPLES: Final = 2
#: Most candidates weighed besides Medium's choice.
WIDTH: Final = 4
#: Deviate from Medium's choice only when another candidate is worth this much more, in
#: chance to win (a land held at the start of a 2-seat rival's turn is worth about 0.15 of
#: it mid-game): set by hand, like the 0.1 of `seat_value` lead before it, not screened.
MARGIN: Final = 0.03
#: The seat counts at which Hard's base policy is Medium's tuned by self-play against Medium
#: (`weights.TUNED`, found at 2 seats). At 4 seats that set alone won only 37 of 200 games
#: against three Mediums (18.5%, par 25%: it takes empty lands where Medium guards, and with
#: three rivals a land left unguarded is taken), but under the lookahead, which keeps it from
#: the worst of those, Hard with it won 36 of 100 (seeds 5001-5100, hard:20i) where Hard with
#: Medium's own weights won 30 of the same 100: so every seat count.
TUNED_SEATS: Final = frozenset(range(2, 7))
#: Rollout decisions before it is cut short (a safety net: a round has far fewer).
MAX_STEPS: Final = 600


#: The searching seat's policies for the rest of its turn after a move: Medium's, and the
#: playouts' rush for the best land each creature can take; a candidate is worth the better.
#: Medium keeps guards home that a rush of two creatures to the threshold would not need
#: (`test_lands_lookahead.py`); one rollout by Medium's policy alone shows only Medium's
#: turn after the move. In 30 games (seeds 3001-3030, hard:20i) the rush changed none.
OWN_VARIANTS = ("medium", "playout")
#: The decisions whose candidates are played on by every variant (a summon's by Medium's).
VARIANT_PHASES = ("move",)


def base_weights(state: LandsState) -> Weights:
    """Hard's base policy's weights at this table: `TUNED` at `TUNED_SEATS`, else Medium's."""
    return TUNED if state.seats in TUNED_SEATS else MEDIUM


def base_move(state: LandsState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    """Hard's base policy: Medium's with `base_weights`."""
    return medium_move(state, legal, rng, base_weights(state))


def _policy(
    state: LandsState, legal: tuple[Action, ...], me: int, rng: random.Random, own: str, turn: int
) -> Action:
    """The searching seat (`me`): in the decision's turn `turn` the variant `own` (Medium's
    policy, its move walked on as Hard's tree walks it, or the playouts' rush), later
    Medium's. The rivals: the cheap playouts (`playout.playout_move`), since Medium's own
    policy for them costs about 20 times as much (a rollout 100 ms, not 5)."""
    if len(legal) == 1:
        return legal[0]
    seat = to_act(state)
    if seat != me:
        return playout_move(state, legal, rng)
    if own == "playout" and state.turn == turn:
        return playout_move(state, legal, rng)
    if state.phase == "move" and state.moving >= 0:
        step = continuation(state, legal, me, base_weights(state))
        if step is not None:
            return step
    return base_move(state, legal, rng)


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


def leaf(state: LandsState, me: int) -> float:
    """`me`'s chance to win from `state` (`evaluation.chances`: 1 or 0 once the game is
    over, a shared first place shared)."""
    return chances(state)[me]


def horizon(state: LandsState) -> int:
    """The turn at which a rollout from `state` stops: the next turn. The evaluation reads
    the rivals' threats, so their turns need not be played: with this horizon and leaf Hard
    won 72 of 96 2-seat games against Medium at hard:8i where the round's horizon with the
    `seat_value` lead won 59 (Medium in Hard's seat 55; seeds 3001-3096, docs/AI.md)."""
    return state.turn + 1


def value_after(state: LandsState, action: Action, me: int, seed: int) -> float:
    """`me`'s chance to win after `action` and the rest of its turn, in this deal; `seed`
    fixes Medium's tie-breaks."""
    after = apply(state, action, None)
    variants = OWN_VARIANTS if state.phase in VARIANT_PHASES else OWN_VARIANTS[:1]
    return max(
        leaf(rollout(after, me, horizon(state), random.Random(seed), own), me) for own in variants
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
    """(the mean value of each candidate, the samples taken) by the shared sampling loop
    (`siege_desktop.ai.lookahead.judge`): SAMPLES when neither `samples` nor `deadline` is
    given; a first sample that runs late is dropped, and Medium's choice stands."""
    if samples is None and deadline is None:
        samples = SAMPLES
    return shared.judge(
        obs,
        candidates,
        rng,
        determinize,
        value_after,
        obs.to_act,
        samples=samples,
        deadline=deadline,
        clock=clock,
        first_whole=False,
    )


def best(candidates: tuple[Action, ...], values: list[float]) -> Action:
    """The first candidate (Medium's choice) unless another is worth MARGIN more."""
    return shared.best(candidates, values, MARGIN)


#: Whether a summon phase weighs casting instants and using abilities besides Medium's own
#: choice. Off: the rollouts' values of a trick cast in the Summon step (a creature bounced
#: home, Walls animated with no Wall) were noise of the rest of the turn played otherwise,
#: and without them Hard won 21 of 30 against Medium, not 19 (seeds 3001-3030, hard:20i).
SUMMON_CASTS = False


def _offered(state: LandsState, a: Action) -> bool:
    if state.phase != "summon" or SUMMON_CASTS:
        return True
    return not isinstance(a, (Cast, Use))


def candidates(
    state: LandsState, legal: tuple[Action, ...], rng: random.Random
) -> tuple[Action, ...]:
    """Medium's choice first, then up to WIDTH of the options Hard's tree branches on."""
    first = base_move(state, legal, rng)
    others = [
        a
        for a in tree_options(state, legal, base_move, base_weights(state))
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
        return base_move(state, legal, rng), 0
    options = candidates(state, legal, rng)
    if len(options) == 1:
        return options[0], 0
    samples = None if iterations is None else max(1, iterations // len(options))
    values, taken = judge(obs, options, rng, samples=samples, deadline=deadline, clock=clock)
    return best(options, values), taken * len(options)
