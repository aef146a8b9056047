"""Chance and hiding (rulings 24-25) and the state format: the same seed and actions give
the same dice and shuffles; an observation never shows the rival's hand or any deck order;
determinize re-deals what the seat cannot see and reseeds the generator; `from_dict` checks
every field."""

from __future__ import annotations

import json
import random

import attrs
import pytest

from siege_desktop.games.siege.rules import (
    RULES,
    SiegeConfig,
    StateFormatError,
    all_cards,
    determinize,
    from_dict,
    new_game,
    observation,
    to_dict,
)
from siege_desktop.games.siege.rules.state import ATTACK, DRAFT, SETUP


def _game(seed: int, steps: int) -> tuple[object, list[object], list[object]]:
    """(state, actions, events) after `steps` random actions (or the end)."""
    rng = random.Random(seed)
    state = new_game(SiegeConfig(), seed)
    actions, events = [], []
    for _ in range(steps):
        if RULES.is_over(state):
            break
        action = rng.choice(RULES.legal_actions(state))
        state, evs = RULES.apply_logged(state, action)
        actions.append(action)
        events.extend(evs)
    return state, actions, events


def _faces(events: list[object]) -> list[tuple[int, ...]]:
    return [e.dice for e in events if e.kind in ("attack", "counter")]  # type: ignore[attr-defined]


def test_the_same_seed_and_actions_give_the_same_dice_and_shuffles() -> None:
    state, actions, events = _game(11, 500)
    assert _faces(events), "some dice were rolled"
    again = new_game(SiegeConfig(), 11)
    replay = []
    for action in actions:
        again, evs = RULES.apply_logged(again, action)
        replay.extend(evs)
    assert again == state and _faces(replay) == _faces(events)
    assert again.decks == state.decks  # type: ignore[attr-defined]


def test_an_observation_hides_the_rival_s_hand_and_every_deck_order() -> None:
    state, _, _ = _game(5, 300)
    for seat in (0, 1):
        obs = observation(state, seat)  # type: ignore[arg-type]
        assert obs.hand == state.hands[seat]  # type: ignore[attr-defined]
        assert not hasattr(obs, "hands") and not hasattr(obs, "decks") and not hasattr(obs, "rng")
        rival = 1 - seat
        # The rival's unplayed cards are public as one sorted multiset, its hand only a size.
        assert obs.unplayed[rival] == tuple(
            sorted(state.hands[rival] + state.decks[rival])  # type: ignore[attr-defined]
        )
        assert obs.hand_sizes[rival] == len(state.hands[rival])  # type: ignore[attr-defined]
        # Re-ordering a deck or swapping hand and deck cards changes nothing seen.
        other = attrs.evolve(
            state,  # type: ignore[misc]
            decks=tuple(tuple(reversed(d)) for d in state.decks),  # type: ignore[attr-defined]
            rng=1,
        )
        assert observation(other, seat) == obs


def test_determinize_keeps_the_observation_redeals_and_reseeds() -> None:
    state, _, _ = _game(8, 400)
    seat = RULES.to_act(state)
    obs = observation(state, seat)  # type: ignore[arg-type]
    deals = [determinize(obs, random.Random(i)) for i in range(30)]
    for dealt in deals:
        assert observation(dealt, seat) == obs
        assert dealt.hands[seat] == state.hands[seat]  # type: ignore[attr-defined]
    rival = 1 - seat
    assert len({d.rng for d in deals}) == 30, "every deal has its own generator"
    assert state.rng not in {d.rng for d in deals}  # type: ignore[attr-defined]
    if len(set(obs.unplayed[rival])) > 1 and obs.hand_sizes[rival]:
        assert len({d.hands[rival] for d in deals}) > 1, "the rival's hand is re-dealt"


def test_a_search_cannot_foresee_a_die() -> None:
    state = new_game(SiegeConfig(), 3)
    board = list(state.board)
    from siege_desktop.games.siege.rules import Unit

    board[60], board[71] = Unit(0, 1), Unit(1, 4)  # an Ember Brute beside a Thorn Warden
    state = attrs.evolve(
        state, board=tuple(board), phase=ATTACK, round=3, turn=5, reserve=(0,) * 12
    )
    attack = next(a for a in RULES.legal_actions(state) if str(a).startswith("attack"))
    obs = observation(state, state.current)
    seen = set()
    for i in range(20):
        dealt = determinize(obs, random.Random(i))
        seen.add(tuple(_faces(list(RULES.apply_logged(dealt, attack)[1]))))
    assert len(seen) > 5, "the dice differ from deal to deal"


def test_the_state_format_round_trips_through_json() -> None:
    for steps in (0, 20, 45, 300, 2000):
        state, _, _ = _game(21, steps)
        data = json.loads(json.dumps(to_dict(state)))  # type: ignore[arg-type]
        assert from_dict(data) == state


def _broken(change: object) -> None:
    state, _, _ = _game(4, 250)
    data = json.loads(json.dumps(to_dict(state)))  # type: ignore[arg-type]
    change(data)  # type: ignore[operator]
    with pytest.raises(StateFormatError):
        from_dict(data)


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(format="other"),
        lambda d: d.update(extra=1),
        lambda d: d.pop("rng"),
        lambda d: d.update(rng="zz"),
        lambda d: d.update(phase="dance"),
        lambda d: d.update(ending="points"),  # ended while the phase plays on
        lambda d: d.update(first=2),
        lambda d: d.update(current=True),
        lambda d: d.update(moves=6),
        lambda d: d.update(attacks=-1),
        lambda d: d.update(summon_points=5),
        lambda d: d.update(round=41),
        lambda d: d["piles"].pop("G1"),
        lambda d: d["piles"].update(G1=d["piles"]["G1"] + 1),  # a card created
        lambda d: d["seats"][0]["hand"].append("Z9"),
        lambda d: d["seats"][1].update(points="3"),
        lambda d: d["seats"].pop(),
        lambda d: d["units"].append(dict(d["units"][0])),  # two units on one square
        lambda d: d["units"][0].update(square="e8"),  # on a mountain
        lambda d: d["units"][0].update(damage=9),  # dead but on the board
        lambda d: d["units"][0].update(owner=3),
        lambda d: d["units"][0].update(moved="no"),
        lambda d: d["units"][0].update(square="z99"),
        lambda d: d["config"].update(seats=3),
        lambda d: d["reserve"].update(G1=1),  # a reserve after the draft
    ],
)
def test_from_dict_refuses_what_is_wrong(change: object) -> None:
    _broken(change)


def test_every_card_is_accounted_for_through_the_opening() -> None:
    state = new_game(SiegeConfig(), 6)
    rng = random.Random(6)
    while state.phase in (DRAFT, SETUP):
        state = RULES.apply_logged(state, rng.choice(RULES.legal_actions(state)))[0]
        assert len(all_cards(state)) == 96
