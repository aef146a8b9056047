"""Medium's memos (routes, threat maps, plans, battle predictions) must be keyed by everything
they read: the same position with one read fact changed gives a different answer, however the
calls are interleaved, and a game plays the same whatever game came before it."""

from __future__ import annotations

import random
from collections.abc import Callable

import attrs
from lands_positions import position

from siege_desktop.games.summoner_lands.ai.heuristics import HEURISTICS
from siege_desktop.games.summoner_lands.ai.movement import battle_gain
from siege_desktop.games.summoner_lands.ai.reach import routes
from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.state import LandsState


def _charger(tapped: tuple[int, ...] = (), rival_unplayed: tuple[str, ...] = ()) -> LandsState:
    """Seat 0's 4/4 Antlered Charger (land 4) beside seat 1's 2/3 Bogstride Prowler (land
    3); seat 1's unplayed cards are its hand of three and a deck of the rest."""
    unplayed = rival_unplayed or ("S09", "S01", "S03", "S09", "S04")
    return position(
        phase="move",
        owners={4: 0, 15: 0, 3: 1, 10: 1},
        tapped=tapped,
        creatures=[("F07", 0, 4), ("S03", 1, 3)],
        hands=[[], list(unplayed[:3])],
        decks=[[], list(unplayed[3:])],
    )


def _alternating(
    first: LandsState, second: LandsState, answer: Callable[[LandsState], object]
) -> None:
    """`answer(state)` differs between the two positions and stays so when asked again in
    turn (a memo keyed too narrowly would hand one position the other's answer)."""
    a, b = answer(first), answer(second)
    assert a != b
    for _ in range(2):
        assert answer(first) == a
        assert answer(second) == b


def test_routes_differ_on_another_board_of_kinds() -> None:
    state = _charger()
    # Land 1 (Plains, the charger's cheap way to land 6) laid as a Swamp instead.
    kinds = list(state.kinds)
    kinds[0] = "S"
    swamp = attrs.evolve(state, kinds=tuple(kinds))
    _alternating(state, swamp, lambda s: routes(s, s.creatures[0]))


def test_routes_differ_when_a_blocker_far_along_the_path_is_tapped() -> None:
    state = position(
        phase="move",
        owners={4: 0, 15: 0, 3: 1, 10: 1},
        creatures=[("F07", 0, 4), ("S03", 1, 6)],
    )
    tapped = attrs.evolve(
        state, creatures=(state.creatures[0], attrs.evolve(state.creatures[1], tapped=True))
    )
    _alternating(state, tapped, lambda s: routes(s, s.creatures[0]))


def test_battle_predictions_differ_with_open_mana_and_with_the_rivals_cards() -> None:
    def gain(s: LandsState) -> float:
        return battle_gain(s, s.creatures[0], 3, 0)

    # Swamps open, a Rotting Grasp among the unplayed cards: the attack is risky.
    _alternating(_charger(), _charger(tapped=(3, 10)), gain)
    _alternating(_charger(), _charger(rival_unplayed=("S01", "S03", "S04", "S04", "S01")), gain)


def _medium_game(decks: tuple[int, int], seed: int, limit: int) -> list[str]:
    config = attrs.evolve(RULES.default_config(2), decks=decks)
    state = RULES.new_game(config, seed)
    rng = random.Random(seed)
    played: list[str] = []
    while not RULES.is_over(state) and len(played) < limit:
        action = HEURISTICS.medium_move(state, RULES.legal_actions(state), rng)
        played.append(str(action))
        state, _ = RULES.apply_logged(state, action)
    return played


def test_a_game_plays_the_same_whatever_game_came_before() -> None:
    # Memos outlive a game: what one game remembered must never be read as another's (once,
    # routes were remembered without the board's kinds).
    _medium_game((0, 3), 25, 400)
    after = _medium_game((3, 0), 26, 60)
    _medium_game((1, 2), 7, 400)
    assert _medium_game((3, 0), 26, 60) == after
