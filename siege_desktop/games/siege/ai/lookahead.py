"""Hard's judgement in Siege: the rulings' horizon (RULINGS-siege (e)), "stop at the end of
the opponent's next turn and evaluate with Medium's values".

Hard judges its moves; its attacks, and the draft, setup, draw and summons, are Medium's.
Each candidate move (Medium's best few options, `widening.tree_moves`) is played on in the
same sampled deals by Medium's policy: the rest of the own moves, the own attacks counted
by the exact dice table (`evaluation.expected_attacks`) instead of rolled, then the rival's
draw, summons and moves, up to the rival's attacks, which count by the same table. The
leaf is the lead in standing (`evaluation.standings`). This is rollout policy improvement
over Medium: a candidate wins only by what it does to the game a half turn later, such as
a square the rival's reply punishes or a tower it cannot take back.

Common random numbers: in one sample every candidate meets the same deal (the rival's hand,
both decks, the generator) and the same tie-breaks, so the differences between candidates
are not noise of the deal. A deal comes from `determinize`, so no sample foresees a real
die or the rival's hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from siege_desktop.ai import lookahead as shared
from siege_desktop.core.memo import Memo
from siege_desktop.games.siege.ai.evaluation import expected_attacks, standings
from siege_desktop.games.siege.ai.policy import medium_move, ranked, scores
from siege_desktop.games.siege.ai.widening import tree_moves
from siege_desktop.games.siege.rules.actions import END, Action
from siege_desktop.games.siege.rules.moves import legal_actions
from siege_desktop.games.siege.rules.observation import Observation, determinize
from siege_desktop.games.siege.rules.outcome import outcome
from siege_desktop.games.siege.rules.play import apply
from siege_desktop.games.siege.rules.state import ATTACK, MOVE, OVER, SiegeState

#: The phases judged by rollouts; Medium's own attack values are exact for the attack
#: at hand, and judging attacks by rollouts lost the first games it played (0 of 5).
JUDGED: Final = (MOVE,)
#: Samples (deals) per decision when no budget is given.
SAMPLES: Final = 4
#: Deviate from Medium's choice only when another candidate is worth this many points of
#: standing more: below it the differences are the samples' noise.
MARGIN: Final = 0.25
#: The searching seat's own attacks in a rollout are counted by the dice table, not
#: rolled: the candidates then differ by no die at all (only the rival's hidden cards and
#: tie-breaks vary between samples), at the price of a rival who answers the board as it
#: stands before those attacks. In tuning games (12 rollouts) Hard won 8 of 11 with them
#: rolled, 12 of 14 with them counted.
OWN_ATTACKS_EXPECTED: Final = True
#: A game won (lost) within the horizon, in points of lead: more than any standing.
DECIDED: Final = 50.0
#: A rival turn longer than this many decisions is cut short (a safety net: a turn has at
#: most 16 decisions).
MAX_STEPS: Final = 60


_SCORES: Memo[list[float]] = Memo(50000)


def _medium(state: SiegeState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    """`policy.medium_move`, the same choice and the same draws from `rng`, with the scores
    of moves and attacks remembered: a candidate's own moves recur in every sample (only
    dice and hidden cards differ between deals, and neither is read before the attacks)."""
    if state.phase not in (MOVE, ATTACK):
        return medium_move(state, legal, rng)
    key = (state.board, state.phase, state.current, state.moves, state.attacks)
    values = _SCORES.get(key)
    if values is None:
        values = _SCORES.put(key, scores(state, legal))
    top = max(values)
    best = [a for a, v in zip(legal, values, strict=True) if v >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)


def _rollout(state: SiegeState, turn: int, rng: random.Random) -> tuple[SiegeState, float]:
    """Medium plays the rest of turn `turn` (the searching seat's, which a candidate may
    already have ended) and the rival's turn up to its attacks (or to the end of that
    turn, or of the game). With OWN_ATTACKS_EXPECTED, the searching seat's attacks still
    to come are not rolled but counted by the dice table (the second value, in points of
    standing) and the rival answers the board as it stands before them."""
    bonus = 0.0
    for _ in range(MAX_STEPS):
        if state.phase == OVER:
            break
        if state.turn != turn and (state.turn > turn + 1 or state.phase == ATTACK):
            break
        if OWN_ATTACKS_EXPECTED and state.turn == turn and state.phase == ATTACK:
            bonus = expected_attacks(state)
            state = apply(state, END, None)
            continue
        legal = legal_actions(state)
        action = legal[0] if len(legal) == 1 else _medium(state, legal, rng)
        state = apply(state, action, None)
    return state, bonus


def lead(state: SiegeState, me: int) -> float:
    """`me`'s standing less its rival's, in points (`evaluation.standings`), or DECIDED
    either way once the game is over. A difference, not a win chance: the samples of a
    candidate are averaged, and the logistic of `win_chances` would weigh a point in a
    close position more than one in a lopsided one, and is sharper than Medium's games
    bear out (docs/AI.md)."""
    result = outcome(state)
    if result is not None:
        if len(result.winners) != 1:
            return 0.0
        return DECIDED if result.places[me] == 1 else -DECIDED
    s0, s1, _ = standings(state)
    return s0 - s1 if me == 0 else s1 - s0


def value_after(state: SiegeState, action: Action, me: int, seed: int) -> float:
    """`me`'s lead after `action`, the rest of its turn and the rival's reply, in this
    deal; `seed` fixes Medium's tie-breaks."""
    end, bonus = _rollout(apply(state, action, None), state.turn, random.Random(seed))
    return lead(end, me) + bonus


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
    given; the first sample is always taken whole."""
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
        first_whole=True,
    )


def best(candidates: tuple[Action, ...], values: list[float]) -> Action:
    """The first candidate (Medium's choice) unless another is worth MARGIN more."""
    return shared.best(candidates, values, MARGIN)


def candidates(state: SiegeState, legal: tuple[Action, ...]) -> tuple[Action, ...]:
    """What Hard weighs: the options the search widens over (`widening.tree_moves`), in
    Medium's order, Medium's choice first."""
    keep = set(tree_moves(state, legal))
    return tuple(a for _, a in ranked(state, legal) if a in keep)


def search_move(
    obs: Observation,
    legal: tuple[Action, ...],
    rng: random.Random,
    *,
    iterations: int | None = None,
    deadline: float | None = None,
    clock: Callable[[], float] | None = None,
) -> tuple[Action, int]:
    """Hard's move and the rollouts it took (its budget's unit: `iterations` rollouts
    per decision, shared equally by the candidates, at least one sample of each)."""
    state = determinize(obs, rng)
    if state.phase not in JUDGED:
        return medium_move(state, legal, rng), 0
    options = candidates(state, legal)
    if len(options) == 1:
        return options[0], 0
    samples = None if iterations is None else max(1, iterations // len(options))
    values, taken = judge(obs, options, rng, samples=samples, deadline=deadline, clock=clock)
    return best(options, values), taken * len(options)
