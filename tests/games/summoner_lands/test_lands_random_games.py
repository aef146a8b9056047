"""Seeded random games at 2-6 seats with the rulings' invariants after every action (the
house edge cases' Conformance section), privacy of window prompts (rulings 59-61), hiding
(ruling 56, 57) and the checked state format."""

from __future__ import annotations

import random
from collections import Counter

import attrs
import pytest
from lands_positions import act, position

from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.actions import (
    PASS,
    Artifact,
    Enchant,
    Summon,
)
from siege_desktop.games.summoner_lands.rules.board import has_banding, toughness
from siege_desktop.games.summoner_lands.rules.cards import DECKS
from siege_desktop.games.summoner_lands.rules.errors import StateFormatError
from siege_desktop.games.summoner_lands.rules.state import LandsState

QUIET = ("layout", "claim", "mulligan", "bottom", "rest", "summon", "discard")


def check_invariants(state: LandsState) -> None:
    by_land: dict[int, list[int]] = {}
    for c in state.creatures:
        assert not state.holes[c.land - 1], "no creature stands on a hole"
        by_land.setdefault(c.land, []).append(c.owner)
        if state.phase != "assign":
            assert c.damage < toughness(state, c), "a living creature has damage < toughness"
    if state.phase in QUIET:
        for land, owners in by_land.items():
            assert len(set(owners)) == 1, f"one seat's creatures per land outside a battle ({land})"
    for land in by_land:
        for seat in set(by_land[land]):
            here = [c for c in state.creatures if c.land == land and c.owner == seat]
            if state.phase in QUIET or all(c.cid != state.moving for c in here):
                assert sum(1 for c in here if not has_banding(c)) <= 1, "Banding room"
    for seat in range(state.seats):
        found = Counter(state.hands[seat] + state.decks[seat] + state.graves[seat])
        found.update(c.code for c in state.creatures if c.owner == seat)
        found.update(a.code for a in state.artifacts if a.owner == seat)
        found.update(e.code for e in state.enchantments if e.owner == seat)
        assert found == Counter(DECKS[state.config.deck_of(seat)].cards), "cards accounted for"
    for k, owner in enumerate(state.owners):
        assert owner == -1 or (owner in state.live() and not state.holes[k])
    if not state.ending:
        assert all(state.lands_of(s) < state.threshold() for s in state.live())


def check_turn_start(state: LandsState) -> None:
    """At the start of every turn each occupied land is controlled by its occupant."""
    for c in state.creatures:
        assert state.owners[c.land - 1] == c.owner, f"land {c.land} is its occupant's"


def check_payment(before: LandsState, after: LandsState, action: object) -> None:
    """A summon, artifact or enchantment taps exactly the lands it names."""
    if not isinstance(action, (Summon, Artifact, Enchant)):
        return
    named = {int(p) for p in action.pay if p.isdigit()}
    newly = {k + 1 for k in range(before.size) if after.tapped[k] and not before.tapped[k]}
    if after.turn == before.turn:
        assert newly == named


@pytest.mark.parametrize("seats", range(2, 7))
def test_random_games_keep_the_invariants(seats: int) -> None:
    for seed in range(2):
        rng = random.Random(seats * 100 + seed)
        state = RULES.new_game(RULES.default_config(seats), seed)
        turn = state.turn
        steps = 0
        while not RULES.is_over(state) and steps < 3000:
            action = rng.choice(RULES.legal_actions(state))
            after, _ = RULES.apply_logged(state, action)
            check_invariants(after)
            check_payment(state, after, action)
            if after.turn != turn and after.phase in ("summon", "move", "rest"):
                check_turn_start(after)
                turn = after.turn
            state = after
            steps += 1
        assert RULES.is_over(state), "random games end (by the threshold or the round limit)"


def test_window_prompts_depend_only_on_public_facts() -> None:
    """Re-dealing hidden hands never changes which seat a window asks next (ruling 59, 60)."""
    checked = 0
    for seed in range(20):
        rng = random.Random(seed)
        state = RULES.new_game(RULES.default_config(4), seed)
        while not RULES.is_over(state) and checked < 400:
            if state.phase == "window":
                seat = RULES.to_act(state)
                dealt = RULES.determinize(RULES.observation(state, seat), random.Random(seed))
                assert RULES.to_act(RULES.apply_unchecked(dealt, PASS)) == RULES.to_act(
                    RULES.apply_unchecked(state, PASS)
                )
                checked += 1
            state = RULES.apply_unchecked(state, rng.choice(RULES.legal_actions(state)))
    assert checked > 40


def test_ask_only_when_able_reads_the_hand_and_so_reveals_it() -> None:
    owners = {1: 0, 12: 0, 3: 1, 4: 1, 10: 1, 5: 2, 9: 2, 15: 2}
    setups = [("M04", 0, 3), ("S01", 1, 3), ("F04", 2, 9)]
    cfg = attrs.evolve(RULES.default_config(3), ask_only_when_able=True)
    # Seat 2 holds no instant but has one in its deck: the public test asks it, ruling 61's
    # setting does not.
    for ask_only, asked in ((False, True), (True, False)):
        config = cfg if ask_only else RULES.default_config(3)
        state = position(
            seats=3, phase="move", owners=owners, creatures=setups, config=config,
            hands=[["P09"], ["S09"], ["F04"]], decks=[[], [], ["M09"]],
        )  # fmt: skip
        state = act(state, "end", "pass", "pass")
        assert (RULES.to_act(state) == 2) is asked


def test_observation_hides_other_hands_and_every_deck_order() -> None:
    state = RULES.new_game(RULES.default_config(3), 4)
    while state.phase in ("layout", "claim"):
        state = RULES.apply_unchecked(state, RULES.legal_actions(state)[0])
    obs = RULES.observation(state, 0)
    assert obs.hand == state.hands[0]
    assert all(h == () for h in obs.public.hands) and all(d == () for d in obs.public.decks)
    assert obs.hand_sizes == (5, 5, 5) and obs.public.rng == 0
    hands = (state.hands[0], tuple(sorted(state.decks[1][:5])), state.hands[2])
    decks = (state.decks[0], state.hands[1] + state.decks[1][5:], state.decks[2])
    other = attrs.evolve(state, hands=hands, decks=decks)
    assert RULES.observation(other, 0) == obs


def test_from_dict_refuses_damage_naming_the_field() -> None:
    state = RULES.new_game(RULES.default_config(2), 3)
    data = RULES.to_dict(state)
    assert RULES.from_dict(data) == state
    cases = [
        ({**data, "format": "other"}, "not a Lands of the Summoners state"),
        ({**data, "version": 9}, "newer version"),
        ({**data, "colour": 1}, "unknown fields"),
        ({**data, "phase": "lunch"}, "state.phase"),
        ({**data, "kinds": "PX"}, "state.kinds"),
        ({**data, "hands": [["Z99"], []]}, "state.hands[0][0]"),
        ({**data, "hands": [["P01"], []]}, "do not add up"),
        ({**data, "owners": [0] * 5}, "state.owners"),
        (
            {**data, "owners": [0] + [-1] * 19, "holes": [True] + [False] * 19},
            "a hole has no controller",
        ),
        ({**data, "rng": "xyz"}, "state.rng"),
    ]
    for bad, words in cases:
        with pytest.raises(StateFormatError, match=words.replace("[", r"\[").replace("]", r"\]")):
            RULES.from_dict(bad)
