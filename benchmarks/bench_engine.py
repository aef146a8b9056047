"""Engine speed beside python-chess (a well-made pure-Python rules engine), and state copies."""

from __future__ import annotations

import copy
import random
import time
from collections.abc import Callable

from siege_desktop.core.registry import find_game, game_ids
from siege_desktop.games.gifts.rules import (
    GameConfig,
    GameState,
    apply,
    apply_logged,
    apply_unchecked,
    is_over,
    legal_actions,
    new_game,
)


def _rate(step: Callable[[], int], seconds: float) -> float:
    """Calls `step` (which returns the number of moves it made) for `seconds`; moves/s."""
    done = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        done += step()
    return done / elapsed


def siege_rate(seconds: float, checked: bool) -> float:
    rng = random.Random(7)
    config = GameConfig(players=4)
    push = apply if checked else apply_unchecked
    seeds = iter(range(1_000_000))

    def game() -> int:
        state = new_game(config, next(seeds))
        moves = 0
        while not is_over(state):
            state = push(state, rng.choice(legal_actions(state)))
            moves += 1
        return moves

    return _rate(game, seconds)


def direct_vs_protocol(seconds: float, door: str) -> tuple[float, float]:
    """Moves/s of the same random games through the engine's functions and through the game
    protocol (`find_game(...).rules`), alternated game by game and timed in this process's
    CPU time, so that other load on the machine falls on neither. `door`: "checked"
    (why_illegal + apply_unchecked, what `apply` does), "logged" (apply_logged, what the
    table uses) or "unchecked" (the search's)."""
    rules = find_game("gifts-under-siege").rules
    config = GameConfig(players=4)

    def direct_push(state: GameState, action: object) -> GameState:
        if door == "logged":
            return apply_logged(state, action)[0]  # type: ignore[arg-type]
        if door == "checked":
            return apply(state, action)  # type: ignore[arg-type]
        return apply_unchecked(state, action)  # type: ignore[arg-type]

    def direct(seed: int, rng: random.Random) -> int:
        state = new_game(config, seed)
        moves = 0
        while not is_over(state):
            state = direct_push(state, rng.choice(legal_actions(state)))
            moves += 1
        return moves

    def protocol(seed: int, rng: random.Random) -> int:
        legal_of, over = rules.legal_actions, rules.is_over
        state = rules.new_game(rules.default_config(4), seed)
        moves = 0
        while not over(state):
            action = rng.choice(legal_of(state))
            if door == "logged":
                state = rules.apply_logged(state, action)[0]
            else:
                if door == "checked" and rules.why_illegal(state, action) is not None:
                    raise AssertionError(action)
                state = rules.apply_unchecked(state, action)
            moves += 1
        return moves

    spent = {"direct": 0.0, "protocol": 0.0}
    made = {"direct": 0, "protocol": 0}
    seed = 0
    while min(spent.values()) < seconds / 2:
        seed += 1
        for name, play in (("direct", direct), ("protocol", protocol)):
            start = time.process_time()
            made[name] += play(seed, random.Random(seed))
            spent[name] += time.process_time() - start
    return made["direct"] / spent["direct"], made["protocol"] / spent["protocol"]


def games_side_by_side(seconds: float, seats: int, checked: bool) -> dict[str, float]:
    """Random-play actions/s of every registered game that seats `seats` (Siege: 2 only)
    through the protocol, game after game of each in turn and timed in this process's CPU
    time, so that other load on the machine falls on no game more than another. `checked`:
    why_illegal before every apply_unchecked (what `apply` does), else the search's
    unchecked door."""
    specs = {
        game_id: spec.rules
        for game_id in game_ids()
        if (spec := find_game(game_id)).min_seats <= seats <= spec.max_seats
    }
    spent = dict.fromkeys(specs, 0.0)
    made = dict.fromkeys(specs, 0)
    seed = 0
    while min(spent.values()) < seconds / len(specs):
        seed += 1
        for game_id, rules in specs.items():
            rng = random.Random(seed)
            start = time.process_time()
            state = rules.new_game(rules.default_config(seats), seed)
            while not rules.is_over(state):
                action = rng.choice(rules.legal_actions(state))
                if checked and rules.why_illegal(state, action) is not None:
                    raise AssertionError(action)
                state = rules.apply_unchecked(state, action)
                made[game_id] += 1
            spent[game_id] += time.process_time() - start
    return {game_id: made[game_id] / spent[game_id] for game_id in specs}


def chess_rate(seconds: float) -> float | None:
    try:
        import chess
    except ImportError:
        return None
    rng = random.Random(7)

    def game() -> int:
        board = chess.Board()
        moves = 0
        while not board.is_game_over(claim_draw=False) and moves < 400:
            board.push(rng.choice(list(board.legal_moves)))
            moves += 1
        return moves

    return _rate(game, seconds)


def mid_game_state() -> GameState:
    rng = random.Random(3)
    state = new_game(GameConfig(players=4), 3)
    for _ in range(150):
        state = apply(state, rng.choice(legal_actions(state)))
    return state


def copy_cost(state: GameState, repeat: int) -> tuple[float, float]:
    start = time.perf_counter()
    for _ in range(repeat):
        state.copy()
    fast = (time.perf_counter() - start) / repeat
    n = max(1, repeat // 50)
    start = time.perf_counter()
    for _ in range(n):
        copy.deepcopy(state)
    deep = (time.perf_counter() - start) / n
    return fast, deep


def run(quick: bool) -> None:
    seconds = 0.5 if quick else 4.0
    checked = siege_rate(seconds, checked=True)
    unchecked = siege_rate(seconds, checked=False)
    chess = chess_rate(seconds)
    print("random legal play, moves per second (legal_actions + apply), measured in turn:")
    print(f"  Gifts Under Siege, 4 players, checked apply:   {checked:10,.0f}")
    print(f"  Gifts Under Siege, 4 players, apply_unchecked: {unchecked:10,.0f}")
    if chess is None:
        print("  python-chess: not installed (pip install chess)")
    else:
        print(f"  python-chess (list(legal_moves) + push):       {chess:10,.0f}")
        print(f"  ratio, checked engine / python-chess:          {checked / chess:10.2f}x")
    print("every game's random play through the protocol, actions/s (CPU time, alternated):")
    for seats in (2, 4, 8):
        checked_rates = games_side_by_side(seconds, seats, checked=True)
        unchecked_rates = games_side_by_side(seconds, seats, checked=False)
        for game_id in checked_rates:
            print(
                f"  {game_id:18} {seats} seats: checked {checked_rates[game_id]:9,.0f}/s,"
                f" unchecked {unchecked_rates[game_id]:9,.0f}/s"
            )
    print("the same random games, engine functions vs the game protocol (4 players):")
    for door in ("checked", "logged", "unchecked"):
        direct, proto = direct_vs_protocol(seconds, door)
        print(
            f"  {door:9}: direct {direct:9,.0f}/s, protocol {proto:9,.0f}/s, "
            f"protocol costs {100 * (1 - proto / direct):+.1f}%"
        )
    state = mid_game_state()
    fast, deep = copy_cost(state, 2_000 if quick else 50_000)
    print("copying a mid-game 4-player state:")
    print(f"  GameState.copy():   {fast * 1e6:8.2f} us")
    print(f"  copy.deepcopy():    {deep * 1e6:8.2f} us   ({deep / fast:,.0f}x slower)")
