"""Determinism, exact saves, and the hidden-information gate (observation and determinize)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections import Counter

import attrs
import pytest
from engine_games import config_for, random_game
from engine_positions import position

from siege_desktop.games.gifts.rules import (
    GameConfig,
    GameState,
    Observation,
    apply,
    determinize,
    from_dict,
    legal_actions,
    new_game,
    observation,
    parse_action,
    to_dict,
)

SAMPLE_GAMES = [(2, 0), (3, 1), (5, 2), (8, 0)]  # (players, table-rule variant)


@pytest.mark.parametrize(("players", "variant"), SAMPLE_GAMES)
def test_replaying_the_seed_and_action_log_reproduces_the_game(players: int, variant: int) -> None:
    config = config_for(players, variant)
    seed = 77 + players
    steps = list(random_game(config, seed))
    log = [str(step.action) for step in steps]
    json.dumps(log)  # the log is plain text
    state = new_game(config, seed)
    for text, step in zip(log, steps, strict=True):
        assert state == step.before
        state = apply(state, parse_action(text))
        assert state == step.after
    again = [step.after for step in random_game(config, seed)]
    assert again == [step.after for step in steps]


@pytest.mark.parametrize(("players", "variant"), SAMPLE_GAMES)
def test_to_dict_from_dict_is_exact_at_every_step(players: int, variant: int) -> None:
    for step in random_game(config_for(players, variant), 300 + players):
        state = step.after
        data = to_dict(state)
        assert from_dict(data) == state
        text = json.dumps(data)
        back = from_dict(json.loads(text))
        assert back == state
        assert json.dumps(to_dict(back)) == text
        # The generator travels with the state: the future of the copy is the same.
        for action in legal_actions(state)[:2]:
            assert apply(back, action) == apply(state, action)


def test_a_new_game_is_exactly_its_seed() -> None:
    config = GameConfig(players=4)
    assert new_game(config, 12) == new_game(config, 12)
    assert new_game(config, 12) != new_game(config, 13)


# --------------------------------------------------------------------------- the gate

PUBLIC = (
    "config",
    "discard",
    "display",
    "lands",
    "tapped",
    "areas",
    "buildings",
    "first_player",
    "seat",
    "phase",
    "pending",
    "reason",
    "batch",
    "steal_gift",
    "steal_from",
    "round",
    "turn",
    "ending",
)


def _unseen(s: GameState, seat: int) -> Counter[int]:
    """The lands `seat` cannot see: the other hands and the deck, pooled."""
    pool = Counter(s.deck)
    for other, hand in enumerate(s.hands):
        if other != seat:
            for c in range(5):
                pool[c] += hand[c]
    return pool


def check_determinize(s: GameState, seat: int, rng: random.Random) -> GameState:
    obs = observation(s, seat)
    d = determinize(obs, rng)
    assert observation(d, seat) == obs
    for name in PUBLIC:
        assert getattr(d, name) == getattr(s, name), name
    assert d.hands[seat] == s.hands[seat]
    assert [sum(h) for h in d.hands] == [sum(h) for h in s.hands]
    assert len(d.deck) == len(s.deck)
    assert _unseen(d, seat) == _unseen(s, seat)
    assert sorted(d.supply) == sorted(s.supply)
    assert from_dict(to_dict(d)) == d  # a valid state: every card exactly once
    if seat == s.seat:
        assert legal_actions(d) == legal_actions(s)
    return d


@pytest.mark.parametrize(("players", "variant"), [(2, 1), (4, 0), (7, 2)])
def test_ruling_19_determinize_keeps_the_observation_and_changes_only_hidden_parts(
    players: int, variant: int
) -> None:
    rng = random.Random(players)
    changed = 0
    for i, step in enumerate(random_game(config_for(players, variant), 500 + players)):
        if i % 3:
            continue
        s = step.after
        for seat in range(players):
            d = check_determinize(s, seat, rng)
            changed += d.deck != s.deck or d.hands != s.hands or d.supply != s.supply
    assert changed > 0  # the hidden part really is dealt anew


def test_ruling_19_determinize_resamples_only_from_unseen_cards() -> None:
    # Seat 1 holds all 4 Plains and sees 4 Islands in play: no Plains or Island can be
    # dealt to the others or to the deck.
    s = position(3, lands_per_colour=4, hands=["WWWW", "BBG", "RR"], lands=["UUUU"])
    for k in range(20):
        d = check_determinize(s, 0, random.Random(k))
        assert all(h[0] == 0 and h[1] == 0 for h in d.hands[1:])
        assert 0 not in d.deck and 1 not in d.deck


def test_ruling_19_observation_holds_no_hidden_card() -> None:
    names = {f.name for f in attrs.fields(Observation)}
    assert not names & {"deck", "supply", "hands", "rng"}
    s = new_game(GameConfig(players=3), 9)
    obs = observation(s, 1)
    assert obs.hand == s.hands[1] and obs.deck_size == len(s.deck)
    assert obs.hand_sizes == tuple(sum(h) for h in s.hands)
    assert hash(obs) == hash(observation(s, 1))  # usable as a key by search


def _three_seats(hands: list[str], draws: str = "", rng: str | None = None) -> GameState:
    s = position(3, hands=hands, draws=draws, lands=["RRU", "G"], gifts=[[], [("W1a", 2)]])
    if rng is None:
        return s
    data = to_dict(s)
    data["rng"] = rng
    return from_dict(data)


def test_ruling_19_observations_are_equal_when_only_hidden_cards_differ() -> None:
    base = _three_seats(["WW", "RRU", "GGB"])
    swapped = _three_seats(["WW", "GGB", "RRU"])  # seats 2 and 3 swap hands
    reordered = _three_seats(["WW", "RRU", "GGB"], draws="BWUR")  # another deck order
    reseeded = _three_seats(["WW", "RRU", "GGB"], rng="0123456789abcdef")
    assert base.deck != reordered.deck and base.rng != reseeded.rng
    for other in (swapped, reordered, reseeded):
        assert other != base
        assert observation(other, 0) == observation(base, 0)
    # A seat whose own hand differs can tell.
    assert observation(swapped, 1) != observation(base, 1)
    assert observation(swapped, 2) != observation(base, 2)
    assert observation(reordered, 1) == observation(base, 1)


def test_ruling_19_observations_differ_when_a_public_part_differs() -> None:
    base = _three_seats(["WW", "RRU", "GGB"])
    for public in (
        position(3, hands=["WW", "RRU", "GGB"], lands=["RRU", "G"], gifts=[[], [("W1a", 3)]]),
        position(3, hands=["WW", "RRU", "GGB"], lands=["RRU", "B"], gifts=[[], [("W1a", 2)]]),
        position(3, hands=["WW", "RRU", "GGBB"], lands=["RRU", "G"], gifts=[[], [("W1a", 2)]]),
        position(
            3,
            hands=["WW", "RRU", "GGB"],
            lands=["RRU", "G"],
            gifts=[[], [("W1a", 2)]],
            discard="W",
        ),
    ):
        assert observation(public, 0) != observation(base, 0)


def test_ruling_19_determinize_during_another_seats_discard_keeps_it_playable() -> None:
    # Seat 2 pays a steal's second lock after discarding a Mountain: its hand must still
    # hold a Mountain or Forest. Seat 1 saw only one Forest unaccounted for, among 13 lands.
    s = position(
        lands_per_colour=4,
        seat=1,
        phase="discard",
        discard_step={
            "reason": "steal",
            "pending": 1,
            "batch": "R",
            "steal": {"gift": "W1a", "from": 0},
        },
        hands=["", "WWWUUG"],
        draws="BBBBUUW",
        gifts=[[("W1a", 2)]],
        rest="discard",
    )
    assert legal_actions(s) == (parse_action("discard G"),)
    for k in range(40):
        d = check_determinize(s, 0, random.Random(k))
        assert legal_actions(d) == (parse_action("discard G"),)


def test_the_same_seed_gives_the_same_game_in_any_process() -> None:
    # String hashing differs between processes; nothing in a game may depend on it.
    code = (
        "import json, random\n"
        "from siege_desktop.games.gifts.rules import *\n"
        "s = new_game(GameConfig(players=5, unique_buildings=False), 31)\n"
        "r = random.Random(31)\n"
        "while not is_over(s):\n"
        "    s = apply(s, r.choice(legal_actions(s)))\n"
        "print(json.dumps(to_dict(s), sort_keys=True))\n"
    )
    runs = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={**os.environ, "PYTHONHASHSEED": str(hash_seed)},
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
        ).stdout
        for hash_seed in (1, 2)
    }
    assert len(runs) == 1 and from_dict(json.loads(runs.pop())).phase.name == "OVER"
