"""What hidden information would be worth to Cursed Gifts' Hard at 2 seats: Hard against
Medium with its deals built from more of the true state than its observation shows.

This is a measurement, never a level: a revealing Hard reads cards it may not see, which is
why it lives here and not in `ai/`. It bounds what any inference of the rival's cards could
gain: a fair Hard cannot expect to beat Medium more often than the same search that is
handed the rival's hand. `--reveal`:

- `none`: Hard's ordinary deals (the fair Hard, for a side-by-side figure);
- `comebacks`: the rival's Comebacks are its true ones, the rest of its hand is dealt anew;
- `hand`: the rival's whole hand is true, the deck order is shuffled anew;
- `all`: the true state, deck order included.

Game k is the arena's game k of `--seats hard:Ni,medium`: the same deal, seats and agent
seeds, so `--reveal none` plays exactly the arena's games.

    python -m benchmarks.cursed_headroom --reveal hand --iterations 1000 \
        --games 200 --seed 1 --jobs 2

takes about 30 minutes on 2 idle cores.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from multiprocessing import Pool
from typing import Any

import attrs

from siege_desktop.ai.hard import HardAgent
from siege_desktop.ai.levels import MediumAgent
from siege_desktop.arena.tally import wilson
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.rules.cards import KIND
from siege_desktop.games.cursed.rules.observation import Observation
from siege_desktop.games.cursed.rules.state import CursedState

REVEALS = ("none", "comebacks", "hand", "all")


class RevealingRules:
    """Cursed Gifts' rules whose `determinize` deals from `truth` as far as `reveal` says;
    everything else is the game's own."""

    def __init__(self, rules: Any, reveal: str) -> None:
        self._rules = rules
        self.reveal = reveal
        self.truth: CursedState | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)

    def determinize(self, obs: Observation, rng: random.Random) -> CursedState:
        deal: CursedState = self._rules.determinize(obs, rng)
        truth = self.truth
        if truth is None or self.reveal == "none":
            return deal
        if self.reveal == "all":
            return truth
        if self.reveal == "hand":
            deck = list(truth.deck)
            rng.shuffle(deck)
            return attrs.evolve(truth, deck=tuple(deck), rng=rng.getrandbits(64))
        return _true_comebacks(deal, truth, obs.seat, rng)


def _true_comebacks(
    deal: CursedState, truth: CursedState, me: int, rng: random.Random
) -> CursedState:
    """`deal` with every rival holding its true Comebacks and random other cards; the
    Comebacks no rival holds go to the deck."""
    rivals = [s for s in range(deal.config.seats) if s != me]
    pool: Counter[int] = Counter(deal.deck)
    for s in rivals:
        pool.update(deal.hands[s])
    held = {s: [c for c in truth.hands[s] if KIND[c] == "comeback"] for s in rivals}
    for cards in held.values():
        pool.subtract(cards)
    others = [c for c in pool.elements() if KIND[c] != "comeback"]
    spare = [c for c in pool.elements() if KIND[c] == "comeback"]
    rng.shuffle(others)
    hands = list(deal.hands)
    for s in rivals:
        need = len(truth.hands[s]) - len(held[s])
        hands[s] = tuple(sorted(held[s] + others[:need]))
        others = others[need:]
    deck = others + spare
    rng.shuffle(deck)
    return attrs.evolve(deal, hands=tuple(hands), deck=tuple(deck))


def play_out(game: int, seed: int, iterations: int, reveal: str) -> tuple[float, int]:
    """Game `game` of a run from `seed`: Hard's share of the win, and the actions played."""
    spec = find_game("cursed-gifts")
    rules = spec.rules
    revealing = RevealingRules(rules, reveal)
    hard_spec = attrs.evolve(spec, rules=revealing)
    game_seed = seed + game
    state = rules.new_game(rules.default_config(2), game_seed)
    # Seats and agent seeds as the arena gives them to `hard:Ni,medium` (Hard is entrant 0),
    # so that `--reveal none` plays the arena's very games.
    hard_seat = (rules.to_act(state) + game) % 2
    agents: list[Any] = [None, None]
    agents[hard_seat] = HardAgent(game_seed * 16, iterations=iterations, game=hard_spec)
    agents[1 - hard_seat] = MediumAgent(game_seed * 16 + 1, game=spec)
    actions = 0
    while not rules.is_over(state):
        seat = rules.to_act(state)
        legal = rules.legal_actions(state)
        revealing.truth = state
        state = rules.apply_unchecked(
            state, agents[seat].choose(rules.observation(state, seat), legal)
        )
        actions += 1
    result = rules.outcome(state)
    assert result is not None
    return (1.0 / len(result.winners) if hard_seat in result.winners else 0.0), actions


def play(args: tuple[int, int, int, str]) -> float:
    """Hard's share of the win in one game (`play_out`'s arguments as one tuple, for Pool)."""
    return play_out(*args)[0]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reveal", choices=REVEALS, default="hand")
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    work = [(g, args.seed, args.iterations, args.reveal) for g in range(args.games)]
    with Pool(args.jobs) as pool:
        wins = sum(pool.map(play, work, chunksize=1))
    low, high = wilson(wins, args.games)
    print(
        f"Hard ({args.iterations} iterations, reveal {args.reveal}) vs Medium, 2 seats: "
        f"{100 * wins / args.games:.1f}% of {args.games} games ({100 * low:.1f}-{100 * high:.1f}%)"
    )


if __name__ == "__main__":
    main()
