"""Section (e)'s values, as a first cut: the race to the threshold, creature values, mana and
lands within reach. Reads only the (determinized) state."""

from __future__ import annotations

from siege_desktop.games.summoner_lands.ai.weights import MEDIUM, Weights
from siege_desktop.games.summoner_lands.rules.board import flies, has_banding, info, is_wall
from siege_desktop.games.summoner_lands.rules.outcome import outcome
from siege_desktop.games.summoner_lands.rules.state import Creature, LandsState


def creature_value(c: Creature) -> float:
    """About mana value + 0.2·(power + toughness), + 1 for Flying or Haste, + 0.5 for First
    strike or Banding, − 1 for a Wall (section e)."""
    card = info(c)
    value = card.mana_value + 0.2 * (card.power + card.toughness)
    if flies(c) or card.has("haste"):
        value += 1.0
    if card.has("first_strike") or has_banding(c):
        value += 0.5
    if is_wall(c):
        value -= 1.0
    return value


def seat_value(state: LandsState, seat: int, w: Weights = MEDIUM) -> float:
    """Lands against the threshold, lands its creatures stand on unopposed (taken at its next
    Combat), creatures and cards in hand (by count: other seats' hands are hidden), weighed
    by `w`."""
    if seat in state.out:
        return 0.0
    need = state.threshold()
    lands = state.lands_of(seat)
    standing = {
        c.land for c in state.creatures if c.owner == seat and state.owners[c.land - 1] != seat
    }
    contested = {c.land for c in state.creatures if c.owner != seat}
    soon = len(standing - contested)
    mine = [c for c in state.creatures if c.owner == seat]
    value = w.land * (lands + w.soon * soon) / need
    value += w.creature * sum(creature_value(c) for c in mine) / need
    value += w.creature * w.hand_card * len(state.hands[seat]) / need
    return value


def rewards(state: LandsState) -> list[float]:
    result = outcome(state)
    n = state.seats
    if result is not None:
        return [1.0 if result.places[s] == 1 else 0.0 for s in range(n)]
    values = [max(0.01, seat_value(state, s)) for s in range(n)]
    total = sum(values)
    return [v / total for v in values]
