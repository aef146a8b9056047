"""The headroom benchmark's revealing deals: each `--reveal` hands Hard exactly the true cards
it names and deals the rest anew, with every card still accounted for."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from benchmarks.cursed_headroom import RevealingRules, play, play_out
from siege_desktop.ai.levels import MediumAgent
from siege_desktop.arena.games import parse_seats, play_game
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.rules.cards import KIND
from siege_desktop.games.cursed.rules.state import CursedState

SPEC = find_game("cursed-gifts")
RULES = SPEC.rules


def _midgame(seed: int, actions: int = 25) -> CursedState:
    """A 2-seat game of Medium, some actions in, the rival holding a full hand."""
    state = RULES.new_game(RULES.default_config(2), seed)
    agents = [MediumAgent(seed * 16 + k, game=SPEC) for k in range(2)]
    for _ in range(actions):
        if RULES.is_over(state):
            break
        seat = RULES.to_act(state)
        legal = RULES.legal_actions(state)
        state = RULES.apply_unchecked(
            state, agents[seat].choose(RULES.observation(state, seat), legal)
        )
    assert not RULES.is_over(state)
    return state


def _all_cards(state: CursedState) -> Counter[int]:
    cards: Counter[int] = Counter(state.deck)
    for hand in state.hands:
        cards.update(hand)
    return cards


def _comebacks(hand: tuple[int, ...]) -> list[int]:
    return sorted(c for c in hand if KIND[c] == "comeback")


@pytest.mark.parametrize("seed", [3, 12, 29])
def test_hand_reveals_the_rival_hand_and_shuffles_the_deck(seed: int) -> None:
    truth = _midgame(seed)
    me = RULES.to_act(truth)
    revealing = RevealingRules(RULES, "hand")
    revealing.truth = truth
    deal = revealing.determinize(RULES.observation(truth, me), random.Random(1))
    assert deal.hands == truth.hands
    assert sorted(deal.deck) == sorted(truth.deck)
    assert deal.areas == truth.areas


@pytest.mark.parametrize("seed", [3, 12, 29])
def test_comebacks_reveals_only_the_rival_comebacks(seed: int) -> None:
    truth = _midgame(seed)
    me = RULES.to_act(truth)
    rival = 1 - me
    revealing = RevealingRules(RULES, "comebacks")
    revealing.truth = truth
    hands_seen = set()
    for k in range(20):
        deal = revealing.determinize(RULES.observation(truth, me), random.Random(k))
        assert _comebacks(deal.hands[rival]) == _comebacks(truth.hands[rival])
        assert len(deal.hands[rival]) == len(truth.hands[rival])
        assert deal.hands[me] == truth.hands[me]
        assert _all_cards(deal) == _all_cards(truth), "no card made or lost"
        hands_seen.add(deal.hands[rival])
    assert len(hands_seen) > 1, "the rival's other cards are dealt anew"


def test_none_is_the_fair_deal_and_all_is_the_truth() -> None:
    truth = _midgame(7)
    me = RULES.to_act(truth)
    obs = RULES.observation(truth, me)
    fair = RevealingRules(RULES, "none")
    fair.truth = truth
    assert fair.determinize(obs, random.Random(4)) == RULES.determinize(obs, random.Random(4))
    full = RevealingRules(RULES, "all")
    full.truth = truth
    assert full.determinize(obs, random.Random(4)) is truth


@pytest.mark.parametrize("game", [0, 1, 2, 3])
def test_reveal_none_plays_the_arenas_games(game: int) -> None:
    arena = play_game(parse_seats("hard:5i,medium"), game, 40, "cursed-gifts")
    assert play_out(game, 40, 5, "none") == (arena.wins[0], arena.actions)


def test_a_revealing_game_is_played_to_its_end() -> None:
    assert play((0, 5, 3, "hand")) in (0.0, 0.5, 1.0)
