"""Seeded games at 2-8 seats with the invariants checked after every action, and the
state's doors: serialization, observation, determinize, action text, errors."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from cursed_positions import act, position

from siege_desktop.core.protocol import GameEvent, GameResult
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.ai import heuristics
from siege_desktop.games.cursed.rules.cards import EFFECT, KIND, VALUE, full_deck
from siege_desktop.games.cursed.rules.errors import (
    ActionSyntaxError,
    IllegalActionError,
    StateFormatError,
)
from siege_desktop.games.cursed.rules.rules import RULES
from siege_desktop.games.cursed.rules.serialize import all_cards
from siege_desktop.games.cursed.rules.state import CursedState, area_points

FULL = Counter(full_deck())


def check_invariants(s: CursedState) -> None:
    assert Counter(all_cards(s)) == FULL
    for seat in range(s.config.seats):
        for gift, attached in s.areas[seat]:
            assert KIND[gift] == "gift" and all(EFFECT[a] == "attach" for a in attached)
        explicit = sum(VALUE[g] + sum(VALUE[a] for a in att) for g, att in s.areas[seat])
        assert s.points(seat) == area_points(s.areas[seat]) == explicit
        if seat in s.out:
            assert s.hands[seat] == () and s.areas[seat] == ()
        else:
            assert s.points(seat) < 10 or s.ending
    if not s.ending:
        assert RULES.to_act(s) not in s.out
        assert RULES.legal_actions(s)


@pytest.mark.parametrize("seats", range(2, 9))
def test_seeded_games_keep_every_invariant(seats: int) -> None:
    for seed in range(2):
        rng = random.Random(seed * 31 + seats)
        s = RULES.new_game(RULES.default_config(seats), seed)
        steps = 0
        while not RULES.is_over(s):
            legal = RULES.legal_actions(s)
            action = rng.choice(legal) if seed == 0 else heuristics.medium_move(s, legal, rng)
            assert action in legal and RULES.parse_action(str(action)) == action
            mover = RULES.to_act(s)
            s, events = RULES.apply_logged(s, action)
            assert all(isinstance(e, GameEvent) for e in events)
            assert mover not in s.out or RULES.to_act(s) != mover
            check_invariants(s)
            steps += 1
            if steps % 40 == 0:
                assert RULES.from_dict(RULES.to_dict(s)) == s
            assert steps < 20_000
        result = RULES.outcome(s)
        assert isinstance(result, GameResult) and result.winners


def test_the_checked_door_and_the_fast_door_agree() -> None:
    a = b = RULES.new_game(RULES.default_config(4), 9)
    rng = random.Random(1)
    for _ in range(300):
        if RULES.is_over(a):
            break
        action = rng.choice(RULES.legal_actions(a))
        a, _ = RULES.apply_logged(a, action)
        b = RULES.apply_unchecked(b, action)
        assert a == b


def test_observation_hides_hands_and_deck_and_determinize_is_consistent() -> None:
    s = RULES.new_game(RULES.default_config(4), 3)
    obs = RULES.observation(s, 1)
    other = RULES.new_game(RULES.default_config(4), 4)
    assert obs.hand == s.hands[1] and obs.hand_sizes == (7, 7, 7, 7)
    assert not hasattr(obs, "deck") and not hasattr(obs, "hands")
    for seed in range(5):
        d = RULES.determinize(obs, random.Random(seed))
        check_invariants(d)
        assert RULES.observation(d, 1) == obs
        assert RULES.to_act(d) == RULES.observer_to_act(obs)
    assert RULES.observation(other, 1) != obs


def test_determinize_inside_a_chain() -> None:
    s = position(hands={0: ["clown", "woolf"], 1: ["manta"]})
    s, _ = act(s, "play clown at 1", "answer manta")
    obs = RULES.observation(s, 1)
    d = RULES.determinize(obs, random.Random(0))
    assert RULES.to_act(d) == 0 and RULES.observation(d, 1) == obs
    check_invariants(d)


def test_illegal_actions_leave_the_state_untouched() -> None:
    s = position(hands={0: ["clown"]})
    before = RULES.to_dict(s)
    with pytest.raises(IllegalActionError):
        act(s, "play timeshare at 1")
    with pytest.raises(ValueError):
        RULES.apply_logged(s, "end turn")  # type: ignore[arg-type]
    assert RULES.to_dict(s) == before
    assert RULES.why_illegal(s, "nonsense") is not None
    assert RULES.why_illegal(s, RULES.parse_action("end turn")) is None


@pytest.mark.parametrize(
    "text", ["", "play", "play dragon at 1", "cure with antidote1", "answer x", "play clown at -1"]
)
def test_unreadable_actions_raise_a_syntax_error(text: str) -> None:
    with pytest.raises(ActionSyntaxError):
        RULES.parse_action(text)


def test_every_action_text_round_trips() -> None:
    for text in (
        "play clown at 1",
        "play mummy at 2 on 0",
        "play siren on 1",
        "play helping",
        "cure 0,2 with antidote2+antidote3",
        "answer useless-karma",
        "pass",
        "end turn",
    ):
        assert str(RULES.parse_action(text)) == text


def test_malformed_states_are_refused() -> None:
    data = RULES.to_dict(RULES.new_game(RULES.default_config(3), 1))
    for broken in (
        {**data, "deck": data["deck"][1:]},
        {**data, "format": "other"},
        {**data, "window": 7},
        {**data, "rng": "zz"},
        {**data, "extra": 1},
        [],
    ):
        with pytest.raises(StateFormatError):
            RULES.from_dict(broken)


def _attack(card: str, target: int, param: int = -1) -> dict[str, object]:
    return {"card": card, "player": 0, "target": target, "rest": [], "param": param}


@pytest.mark.parametrize(
    ("attack", "edits", "field"),
    [
        (_attack("mummy", 1, 5), {}, "attack.param"),  # gift 5 of a one-gift area
        (_attack("potato", 1, 3), {}, "attack.param"),  # a Hot Potato naming a missing gift
        (_attack("clown", 0), {"window": 0}, "attack.target"),  # an attack at its player
        (_attack("clown", 1), {"window": 2}, "window"),  # a window for the wrong seat
        (None, {"out": [1, 2]}, "out"),  # a game still going with one seat left
        (None, {"area": ["timeshare", "accordion", "sweater"]}, r"seats\[1\]\.area"),
    ],
)
def test_loading_checks_every_field_and_names_it(
    attack: dict[str, object] | None, edits: dict[str, object], field: str
) -> None:
    """A state the rules could not reach is a StateFormatError naming the field, never a
    crash later (the next pass of a Hot Potato naming a missing gift raised IndexError)."""
    s = position(
        seats=3,
        hands={0: ["mummy", "potato", "clown"]},
        areas={1: ["sweater"], 2: ["fruitcake"]},
    )
    data = RULES.to_dict(s)
    if attack is not None:  # the card leaves the hand for the table: the deck stays whole
        data["seats"][0]["hand"].remove(attack["card"])
        data.update(attack=attack, played=1, busy=True, window=1)
    area = edits.pop("area", None)
    if isinstance(area, list):  # seat 1's Itchy Sweater plus two gifts taken from the deck
        data["seats"][1]["area"] = [{"gift": g, "attached": []} for g in area]
        for g in area[:-1]:
            data["deck"].remove(g)
    data.update(edits)
    with pytest.raises(StateFormatError, match=field):
        RULES.from_dict(data)


def test_a_reachable_attack_position_loads() -> None:
    s = position(seats=3, hands={0: ["potato"]}, areas={0: ["fruitcake"], 1: ["sweater"]})
    s, _ = act(s, "play potato at 1 on 0")
    assert RULES.from_dict(RULES.to_dict(s)) == s


def test_the_game_is_registered() -> None:
    spec = find_game("cursed-gifts")
    assert spec.rules is RULES and spec.min_seats == 2 and spec.max_seats == 8
    assert spec.heuristics.rewards(RULES.new_game(RULES.default_config(2), 0)) == pytest.approx(
        [0.5, 0.5], abs=0.2
    )
