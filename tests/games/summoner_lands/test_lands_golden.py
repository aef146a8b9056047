"""Seeded random games played through the checked door, each reduced to one hash of every
legal choice offered, every action taken, every event written and the final state. The
engine's speed work must leave every game as it was: a different hash means a game changed.

If a change to the rules is meant to change games, say so in its commit and put the new
hashes here (`python -m pytest tests/games/summoner_lands/test_lands_golden.py` prints them).
"""

from __future__ import annotations

import hashlib
import json
import random

import attrs
import pytest

from siege_desktop.games.summoner_lands.rules import RULES, serialize
from siege_desktop.games.summoner_lands.rules.config import LandsConfig

#: (seats, seed, variant) -> hash of the game, recorded with the engine before its speed work;
#: the two marked games re-recorded when a plain step kept landwalk for later (ruling 32).
GOLDEN = {
    (2, 1, "rulings"): "8cf9142474cb1fdead88",
    (2, 9, "rulings"): "f4e16115ff1058ee875b",
    (3, 2, "rulings"): "a36bbcf9796dae9b48f1",
    (4, 3, "rulings"): "9e2c0eb08310514e1279",
    (4, 10, "rulings"): "2cafe1dca71ea1059e9b",
    (5, 4, "rulings"): "15989b2fec9ecd1ebf1f",
    (6, 5, "rulings"): "b6fcab5e2b21f756524a",
    (6, 11, "rulings"): "d259b6e87441415187d9",
    (4, 6, "ask-only"): "8423ee4bffbd9d8e0d47",  # ruling 32
    (5, 12, "ask-only"): "3622c01b01f0b0195ac7",
    (3, 7, "no-auto-pass"): "22eeb1bc0d2570a7d134",  # ruling 32
    (6, 8, "balanced-open"): "e07b55445a83bc4a45f0",
}


def _config(seats: int, variant: str) -> LandsConfig:
    config = RULES.default_config(seats)
    if variant == "ask-only":
        return attrs.evolve(config, ask_only_when_able=True)
    if variant == "no-auto-pass":
        return attrs.evolve(config, auto_pass=False)
    if variant == "balanced-open":
        return attrs.evolve(config, deck_set="balanced", open_supply=True, handicap=False)
    return config


def game_hash(seats: int, seed: int, variant: str) -> str:
    rng = random.Random(seats * 1000 + seed)
    state = RULES.new_game(_config(seats, variant), seed)
    digest = hashlib.sha256()
    while not RULES.is_over(state):
        legal = RULES.legal_actions(state)
        digest.update("|".join(map(str, legal)).encode())
        action = rng.choice(legal)
        state, events = RULES.apply_logged(state, action)
        for e in events:
            digest.update(f"{e.kind}/{e.seat}/{e.text}/{e.private_text}".encode())
    digest.update(json.dumps(serialize.to_dict(state), sort_keys=True).encode())
    return digest.hexdigest()[:20]


@pytest.mark.parametrize(("seats", "seed", "variant"), list(GOLDEN))
def test_seeded_random_games_are_played_as_recorded(seats: int, seed: int, variant: str) -> None:
    found = game_hash(seats, seed, variant)
    print(f"({seats}, {seed}, {variant!r}): {found!r},")
    assert found == GOLDEN[seats, seed, variant]
