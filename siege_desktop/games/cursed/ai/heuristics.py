"""CPU knowledge of Cursed Gifts for the shared agents: an evaluation, Easy and Medium rules
of thumb, and a cheap playout policy for ISMCTS. Reads only the (determinized) state."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import ClassVar, Final

from siege_desktop.games.cursed.ai.evaluation import win_chances
from siege_desktop.games.cursed.rules.actions import END_TURN, PASS, Action, Answer, Cure, Play
from siege_desktop.games.cursed.rules.cards import (
    CARDS,
    DECK_SIZE,
    EFFECT,
    ELIMINATION,
    INEVITABLE,
    KARMA3,
    KIND,
    VALUE,
)
from siege_desktop.games.cursed.rules.outcome import outcome
from siege_desktop.games.cursed.rules.state import CursedState, gift_points

LETHAL = 50.0
#: Turn moves the search branches on: Medium's best few (ending the turn always kept).
TREE_WIDTH = 5

#: The deck's share of Comebacks that answer an offer. A rival's hand is hidden, but its
#: size is public: with h cards it holds at least one answer with chance 1 - (1 - share)^h.
_SHARE = sum(c.count for c in CARDS if c.kind == "comeback") / DECK_SIZE
ANSWERED: Final = tuple(1.0 - (1.0 - _SHARE) ** h for h in range(40))
#: The threat a rival poses at 3 seats or more: per point of room below 10, per card held.
THREAT_ROOM = 0.3
THREAT_HAND = 0.1


def answered(hand: int) -> float:
    """The chance that a rival with `hand` cards holds a Comeback to answer an offer."""
    return ANSWERED[min(hand, len(ANSWERED) - 1)]


def target_bonus(worth: float, held: int, hand: int, inevitable: bool, rivals: int) -> float:
    """What an offer of `worth` to a rival at `held` points with `hand` cards is worth beyond
    the card's own value.

    With one rival, the race: its elimination wins (LETHAL), and points near 10 press it.
    With more, a real choice of target (docs/AI.md): an offer to a full hand is likely
    answered (Bad Karma even sends it back), so only its landing share counts; and the
    rival to slow is the threat, the one with room below 10 and cards to play. A rival near
    10 is busy curing and no threat, and putting it out helps every other seat as much as
    the one who paid the gift: no bonus for the elimination itself. Piling onto the seat
    with the most points, as all the CPUs did, put a seat out before its first turn in 70%
    of 8-seat games."""
    if rivals <= 1:
        return LETHAL if held + worth >= ELIMINATION else 0.3 * held
    land = 1.0 if inevitable else 1.0 - answered(hand)
    threat = THREAT_ROOM * (ELIMINATION - held) + THREAT_HAND * min(hand, 10)
    return worth * (land - 1.0) + land * threat


def seat_value(state: CursedState, seat: int) -> float:
    """How well a seat stands: room left below 10, the cards in hand that defend it
    (Antidotes up to the room they can win back, Comebacks), and its Cursed Gifts, the
    damage it can still deal (a race: offence counts as much as defence)."""
    if seat in state.out:
        return 0.0
    hand = state.hands[seat]
    room = ELIMINATION - state.points(seat)
    cure = sum(VALUE[c] for c in hand if KIND[c] == "antidote")
    guards = sum(1 for c in hand if KIND[c] == "comeback")
    gifts = sum(VALUE[c] for c in hand if KIND[c] == "gift")
    return max(
        0.5,
        room
        + 0.25 * min(cure, room)
        + 0.8 * guards
        + 0.3 * min(gifts, ELIMINATION)
        + 0.1 * min(len(hand), 10),
    )


def rewards(state: CursedState) -> list[float]:
    """1 for the winner at the end; before it, at 2 seats the fitted win chances
    (`evaluation.win_chances`), at more seats each seat's share of `seat_value`."""
    result = outcome(state)
    n = state.config.seats
    if result is not None:
        return [1.0 if result.places[s] == 1 else 0.0 for s in range(n)]
    if n == 2:
        return win_chances(state)
    values = [seat_value(state, s) for s in range(n)]
    total = sum(values) or 1.0
    return [v / total for v in values]


def stakes(state: CursedState) -> float:
    """What the waiting attack costs its victim."""
    attack = state.attack
    if attack is None:
        return 0.0
    card = attack.card
    effect = EFFECT[card]
    if KIND[card] == "gift" or effect == "attach":
        return float(VALUE[card])
    if effect == "move":
        return float(gift_points(state.areas[attack.player][attack.param]))
    return {"snatch": 2.0, "swap": 2.0, "mourn": 1.0, "letter": 1.5}.get(effect, 1.0)


def window_move(state: CursedState, legal: tuple[Action, ...], eager: float) -> Action:
    """Answer when passing would let the attack land on us (or void our own) and it matters."""
    answers = [a for a in legal if isinstance(a, Answer)]
    attack = state.attack
    if not answers or attack is None:
        return PASS
    me = state.window
    n = len(state.chain)
    karma_first = n > 0 and (
        state.chain[0].card == KARMA3 or EFFECT[state.chain[0].card] == "karma"
    )
    victim = attack.target if n % 2 == 0 else (attack.player if karma_first else -1)
    worth = stakes(state)
    lethal = victim == me and state.points(me) + worth >= ELIMINATION
    # Answer an attack that lands on us, or rescue our own attack from being voided.
    mine = attack.player == me and worth >= eager + 1
    want = (lethal or worth >= eager) if victim == me else mine
    if not want:
        return PASS

    def rank(a: Answer) -> float:
        if a.card == KARMA3:
            return 3.0
        effect = EFFECT[a.card]
        bounce = KIND[attack.card] == "gift" and worth >= 2
        return {"karma": 4.0 if bounce else 2.0, "cancel": 3.5, "cancel-any": 2.5, "seal": 2.2}[
            effect
        ]

    return max(answers, key=rank)


def score(state: CursedState, action: Action) -> float:
    """Medium's opinion of one turn action (0 = ending the turn)."""
    seat = state.current
    mine = state.points(seat)
    if isinstance(action, Cure):
        cured = sum(gift_points(state.areas[seat][g]) for g in action.gifts)
        return cured * (0.6 + mine / 10) - 0.4 * len(action.antidotes) + (1.0 if mine >= 6 else 0)
    if not isinstance(action, Play):
        return 0.0
    card = action.card
    kind, effect = KIND[card], EFFECT[card]
    if kind == "gift" or effect in ("attach", "move"):
        target = action.at
        worth = float(VALUE[card])
        if effect == "move":
            worth = float(gift_points(state.areas[seat][action.on]))
        inevitable = kind == "gift" and INEVITABLE[card]
        rivals = len(state.live()) - 1
        bonus = target_bonus(
            worth, state.points(target), len(state.hands[target]), inevitable, rivals
        )
        return 1.0 + worth + bonus + (0.6 if inevitable else 0.0)
    if effect == "siren":
        return gift_points(state.areas[seat][action.on]) * (0.5 + mine / 10) - 1.0
    if effect == "scissors":
        return sum(VALUE[a] for _, att in state.areas[seat] for a in att) - 0.5
    if kind == "draw":
        return 1.0 + 0.5 * VALUE[card]
    rivals = len(state.live()) - 1
    if effect == "snatch":
        return 1.5
    if effect == "swap":
        return 0.5 * (len(state.hands[action.at]) - len(state.hands[seat])) - 0.5
    if effect == "mourn":
        return 0.6 * rivals
    if effect == "letter":
        return 0.8 * rivals
    return 0.0


def scores(state: CursedState, actions: Sequence[Action]) -> list[float]:
    """`score` of each action, the same numbers, with each area's points worked out once
    for the state instead of once per action (the search's hot path: Medium scores every
    legal move at every step of the tree and of the playouts)."""
    seat = state.current
    areas = state.areas
    hands = state.hands
    points = [sum(gift_points(g) for g in area) for area in areas]
    mine = points[seat]
    own = areas[seat]
    rivals = -1
    out: list[float] = []
    for action in actions:
        if type(action) is Play:
            card = action.card
            kind, effect = KIND[card], EFFECT[card]
            if kind == "gift" or effect == "attach" or effect == "move":
                worth = float(VALUE[card])
                if effect == "move":
                    worth = float(gift_points(own[action.on]))
                inevitable = kind == "gift" and INEVITABLE[card]
                if rivals < 0:
                    rivals = len(state.live()) - 1
                bonus = target_bonus(
                    worth, points[action.at], len(hands[action.at]), inevitable, rivals
                )
                out.append(1.0 + worth + bonus + (0.6 if inevitable else 0.0))
            elif kind == "draw":
                out.append(1.0 + 0.5 * VALUE[card])
            elif effect in ("siren", "scissors", "swap", "snatch"):
                out.append(score(state, action))
            else:
                if rivals < 0:
                    rivals = len(state.live()) - 1
                factor = 0.6 if effect == "mourn" else 0.8 if effect == "letter" else 0.0
                out.append(factor * rivals)
        elif type(action) is Cure:
            cured = sum(gift_points(own[g]) for g in action.gifts)
            out.append(
                cured * (0.6 + mine / 10) - 0.4 * len(action.antidotes) + (1.0 if mine >= 6 else 0)
            )
        else:
            out.append(0.0)
    return out


def distinct(state: CursedState, actions: Sequence[Action]) -> list[Action]:
    """`actions` without the cures that only name another copy of the same gifts (every copy
    is legal, ruling 6, but they are one choice): the first of each kind is kept."""
    area = state.areas[state.current]
    seen: set[tuple[object, ...]] = set()
    out: list[Action] = []
    for a in actions:
        if type(a) is Cure:
            key = (tuple(sorted(area[g] for g in a.gifts)), a.antidotes)
            if key in seen:
                continue
            seen.add(key)
        out.append(a)
    return out


def medium_move(state: CursedState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    if state.window >= 0:
        return window_move(state, legal, eager=2.0)
    # Random tie-breaks: with everyone at 0, "lowest seat index" would gang up on one seat.
    order = list(legal)
    rng.shuffle(order)
    values = scores(state, order)
    top = max(values)
    return order[values.index(top)] if top > 0 else END_TURN


def easy_move(state: CursedState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    if state.window >= 0:
        return window_move(state, legal, eager=4.0) if rng.random() < 0.5 else PASS
    good = sorted(
        (a for a in distinct(state, legal) if score(state, a) > 0), key=lambda a: -score(state, a)
    )
    if not good or rng.random() < 0.2:
        return END_TURN
    return rng.choice(good[:4])


def rollout_move(state: CursedState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    """Playouts play Medium's move for every seat: Medium is the opponent model (see
    `opponent_move`), and noise in the playouts only blurred the few hundredths of win
    share that tell the moves apart."""
    return medium_move(state, legal, rng)


def opponent_move(state: CursedState, legal: tuple[Action, ...], rng: random.Random) -> Action:
    """The opponent model in Hard's tree: what Medium would play on this deal (its hand is
    the deal's guess, so the model knows no more than the searching seat does)."""
    return medium_move(state, legal, rng)


def tree_moves(state: CursedState, legal: tuple[Action, ...]) -> tuple[Action, ...]:
    """The moves worth searching: in a window every answer and passing (few anyway); on a
    turn Medium's best TREE_WIDTH plays and ending the turn, so the search spends its
    iterations on real plans, not on gifts thrown at the wrong rival."""
    if state.window >= 0 or len(legal) <= TREE_WIDTH + 1:
        return legal
    plays = [a for a in distinct(state, legal) if a != END_TURN]
    values = scores(state, plays)
    ranked = sorted(range(len(plays)), key=lambda i: -values[i])
    keep = {plays[i] for i in ranked[:TREE_WIDTH]}
    return tuple(a for a in legal if a in keep or a == END_TURN)


def priors(state: CursedState, legal: tuple[Action, ...]) -> dict[Action, float]:
    """Medium's opinion of each root move as a reward in [0, 1] (ending the turn at 0.5)."""
    if state.window >= 0:
        best = window_move(state, legal, eager=2.0)
        return {a: 0.6 if a == best else 0.45 for a in legal}
    return {a: 0.5 + 0.5 * math.tanh(score(state, a) / 6.0) for a in legal}


class CursedHeuristics:
    """`core.protocol.Heuristics` for Cursed Gifts (use `HEURISTICS`)."""

    #: Hard's search knobs (ai.ismcts.SearchParams fields) for this game.
    search_knobs: ClassVar[dict[str, float]] = {"exploration": 0.15, "prior_visits": 4.0}

    def rewards(self, state: CursedState) -> list[float]:
        return rewards(state)

    def rollout_move(
        self, state: CursedState, legal: tuple[Action, ...], rng: random.Random
    ) -> Action:
        return rollout_move(state, legal, rng)

    def opponent_move(
        self, state: CursedState, legal: tuple[Action, ...], rng: random.Random
    ) -> Action:
        return opponent_move(state, legal, rng)

    def forced_move(self, state: CursedState, legal: tuple[Action, ...]) -> Action | None:
        return legal[0] if len(legal) == 1 else None

    def tree_moves(self, state: CursedState, legal: tuple[Action, ...]) -> tuple[Action, ...]:
        return tree_moves(state, legal)

    def priors(self, state: CursedState, legal: tuple[Action, ...]) -> dict[Action, float] | None:
        return priors(state, legal)

    def easy_move(
        self, state: CursedState, legal: tuple[Action, ...], rng: random.Random
    ) -> Action:
        return easy_move(state, legal, rng)

    def medium_move(
        self, state: CursedState, legal: tuple[Action, ...], rng: random.Random
    ) -> Action:
        return medium_move(state, legal, rng)

    def playout_done(self, start: CursedState, state: CursedState) -> bool:
        return bool(state.ending) or state.turn - start.turn >= 2 * len(start.live())


HEURISTICS = CursedHeuristics()
