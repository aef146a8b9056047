"""Layout, land selection, opening hands, mulligans, the handicap and the first draw
(rulings 3-10; the house edge cases' Layout, selection and Start sections)."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest
from lands_positions import act, legal_texts

from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.actions import Lay
from siege_desktop.games.summoner_lands.rules.cards import DECKS, KINDS
from siege_desktop.games.summoner_lands.rules.state import LandsState


def laid(seats: int, seed: int = 3, **config: object) -> LandsState:
    """A game whose board is complete: every seat lays the first kind it may."""
    state = RULES.new_game(attrs.evolve(RULES.default_config(seats), **config), seed)
    while state.phase == "layout":
        state, _ = RULES.apply_logged(state, RULES.legal_actions(state)[0])
    return state


def claimed(seats: int, seed: int = 3, **config: object) -> LandsState:
    state = laid(seats, seed, **config)
    while state.phase == "claim":
        state, _ = RULES.apply_logged(state, RULES.legal_actions(state)[0])
    return state


def started(seats: int, seed: int = 3, **config: object) -> LandsState:
    state = claimed(seats, seed, **config)
    while state.phase == "mulligan":
        state = act(state, "keep")
    return state


@pytest.mark.parametrize("seats", range(2, 7))
def test_layout_order_last_layer_and_selection_order(seats: int) -> None:
    state = RULES.new_game(RULES.default_config(seats), 11)
    f = state.starter
    layers = []
    while state.phase == "layout":
        layers.append(RULES.to_act(state))
        state, _ = RULES.apply_logged(state, RULES.legal_actions(state)[-1])
    size = 10 + 5 * seats
    assert len(layers) == size == len(state.kinds)
    assert layers[:2] == [f, f]
    assert layers[2:] == [(f + i) % seats for i in range(1, size - 1)]
    assert layers[-1] == (f + 8) % seats
    selectors = []
    while state.phase == "claim":
        selectors.append(RULES.to_act(state))
        state, _ = RULES.apply_logged(state, RULES.legal_actions(state)[0])
    s0 = (f + 9) % seats
    one_round = [(s0 + i) % seats for i in range(seats)]
    assert selectors == one_round + one_round
    assert state.first == s0
    assert not any(state.tapped)
    assert all(state.lands_of(s) == 2 for s in range(seats))


def test_the_starter_lays_two_different_kinds() -> None:
    state = RULES.new_game(RULES.default_config(3), 2)
    state = act(state, "lay M")
    assert "lay M" not in legal_texts(state)
    assert RULES.why_illegal(state, Lay("M")) is not None
    state = act(state, "lay F")
    assert state.kinds == ("M", "F")


def test_an_empty_supply_kind_cannot_be_chosen_and_open_supply_never_empties() -> None:
    state = RULES.new_game(RULES.default_config(2), 2)
    assert state.supply == (6,) * 5
    plains = 0
    while state.phase == "layout" and plains < 6:
        options = legal_texts(state)
        text = "lay P" if "lay P" in options else options[0]
        plains += text == "lay P"
        state = act(state, text)
    assert state.supply[KINDS.index("P")] == 0
    assert "lay P" not in legal_texts(state)
    open_board = laid(2, open_supply=True)
    assert set(open_board.supply) == {-1}


def test_decks_are_shuffled_and_five_drawn_after_selection() -> None:
    state = claimed(4)
    assert state.phase == "mulligan"
    assert RULES.to_act(state) == state.first
    for seat in range(4):
        assert len(state.hands[seat]) == 5 and len(state.decks[seat]) == 25
        assert Counter(state.hands[seat] + state.decks[seat]) == Counter(
            DECKS[state.config.deck_of(seat)].cards
        )


def test_a_mulligan_redraws_five_then_bottoms_one_card_per_mulligan() -> None:
    state = claimed(3)
    seat = state.first
    state = act(state, "mulligan")
    assert state.mulligans[seat] == 1 and len(state.hands[seat]) == 5
    state = act(state, "mulligan")
    state = act(state, "keep")
    assert state.phase == "bottom"
    card = state.hands[seat][0]
    state = act(state, f"bottom {card}")
    assert state.phase == "bottom"
    card2 = state.hands[seat][0]
    state = act(state, f"bottom {card2}")
    assert len(state.hands[seat]) == 3
    assert state.decks[seat][-2:] == (card, card2)
    assert state.phase == "mulligan" and RULES.to_act(state) == (seat + 1) % 3
    # The count is public, the cards are not.
    other = RULES.observation(state, (seat + 1) % 3)
    assert other.public.mulligans[seat] == 2
    assert other.public.hands[seat] == () and other.hand_sizes[seat] == 3
    assert card not in other.own_bottom


def test_a_seat_may_mulligan_while_it_would_keep_at_least_one_card() -> None:
    state = claimed(2)
    for _ in range(4):
        state = act(state, "mulligan")
    assert legal_texts(state) == ["keep"]


def test_handicap_rest_comes_after_the_first_draw_and_taps_one_land() -> None:
    state = started(3)
    assert state.phase == "rest" and state.active == state.first
    assert len(state.hands[state.first]) == 6  # drew its first card (3 seats: no skip)
    rests = legal_texts(state)
    assert len(rests) == 2
    state = act(state, rests[0])
    mine = [k for k, o in enumerate(state.owners) if o == state.first]
    assert sorted(state.tapped[k] for k in mine) == [False, True]


def test_no_rest_without_the_handicap_and_two_seats_skip_the_first_draw() -> None:
    state = started(2, handicap=False)
    assert state.phase in ("summon", "move")
    assert len(state.hands[state.first]) == 5  # 2 seats: the first player skips its draw
    state3 = started(3, handicap=False)
    assert len(state3.hands[state3.first]) == 6
