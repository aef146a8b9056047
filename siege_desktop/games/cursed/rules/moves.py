"""The legal choices of the deciding seat: turn plays, Antidote cures, Comeback answers."""

from __future__ import annotations

from itertools import combinations_with_replacement

from siege_desktop.games.cursed.rules.actions import END_TURN, PASS, Action, Answer, Cure, Play
from siege_desktop.games.cursed.rules.cards import (
    CARDS_PER_TURN,
    EFFECT,
    IS_USELESS,
    KARMA3,
    KIND,
    VALUE,
)
from siege_desktop.games.cursed.rules.state import CursedState, gift_points

#: Comebacks that answer a Cursed Gift or Treachery (the first answer in a chain).
ANSWER_ATTACK = frozenset({"cancel", "cancel-any", "seal", "karma"})
#: Comebacks that answer another Comeback (rulebook: Woolf and Seal answer Defences).
ANSWER_COMEBACK = frozenset({"cancel-any", "seal"})


def useless_count(hand: tuple[int, ...]) -> int:
    return sum(1 for c in hand if IS_USELESS[c])


def window_actions(state: CursedState) -> tuple[Action, ...]:
    """Pass is always legal (ruling 11), then every Comeback the seat may answer with."""
    hand = state.hands[state.window]
    allowed = ANSWER_COMEBACK if state.chain else ANSWER_ATTACK
    out: list[Action] = [PASS]
    for card in sorted(set(hand)):
        if KIND[card] == "comeback" and EFFECT[card] in allowed:
            out.append(Answer(card))
    if not state.chain and useless_count(hand) >= 3:
        out.append(Answer(KARMA3))
    return tuple(out)


def cures(state: CursedState, budget: int) -> list[Cure]:
    """Every exact cure: a multiset of Antidotes (at most `budget`) and a set of gifts whose
    worth equals their sum. Every copy of an identical gift is listed (ruling 6: any copy can
    be cured, as a Siren or a Hot Potato may name any copy); the CPUs merge them."""
    seat = state.current
    antidotes = sorted(c for c in state.hands[seat] if KIND[c] == "antidote")
    area = state.areas[seat]
    if not antidotes or not area:
        return []
    by_sum: dict[int, list[tuple[int, ...]]] = {}
    n = len(area)
    for mask in range(1, 1 << n):
        idx = tuple(i for i in range(n) if mask >> i & 1)
        by_sum.setdefault(sum(gift_points(area[i]) for i in idx), []).append(idx)
    out: list[Cure] = []
    kinds = sorted(set(antidotes))
    for size in range(1, min(budget, len(antidotes)) + 1):
        for combo in combinations_with_replacement(kinds, size):
            if any(combo.count(k) > antidotes.count(k) for k in set(combo)):
                continue
            for idx in by_sum.get(sum(VALUE[a] for a in combo), ()):
                out.append(Cure(idx, combo))
    return out


def turn_actions(state: CursedState) -> tuple[Action, ...]:
    seat = state.current
    budget = CARDS_PER_TURN - state.played
    out: list[Action] = [END_TURN]
    if budget <= 0:
        return tuple(out)
    hand = state.hands[seat]
    rivals = [s for s in state.live() if s != seat]
    mine = state.areas[seat]
    for card in sorted(set(hand)):
        kind, effect = KIND[card], EFFECT[card]
        if kind == "gift":
            if not state.gave:
                out.extend(Play(card, r) for r in rivals)
        elif kind == "treachery":
            if effect == "attach":
                out.extend(Play(card, r, g) for r in rivals for g in range(len(state.areas[r])))
            elif effect == "snatch":
                if useless_count(hand) >= 1:
                    out.extend(Play(card, r) for r in rivals)
            elif effect == "swap":
                out.extend(Play(card, r) for r in rivals)
            elif effect in ("mourn", "letter"):
                out.append(Play(card))
            elif effect == "move":
                small = [g for g in range(len(mine)) if gift_points(mine[g]) <= VALUE[card]]
                out.extend(Play(card, r, g) for r in rivals for g in small)
        elif kind == "defence":
            if effect == "siren":
                out.extend(Play(card, -1, g) for g in range(len(mine)))
            elif effect == "scissors" and any(g[1] for g in mine):
                out.append(Play(card))
        elif kind == "draw":
            out.append(Play(card))
    out.extend(cures(state, budget))
    return tuple(out)


def legal_actions(state: CursedState) -> tuple[Action, ...]:
    if state.ending:
        return ()
    if state.window >= 0:
        return window_actions(state)
    return turn_actions(state)
