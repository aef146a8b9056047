"""Seeded random games for 2-8 seats, with the engine's invariants checked after every action."""

from __future__ import annotations

from collections import Counter

import pytest
from engine_games import Step, config_for, random_game

from siege_desktop.games.gifts.rules import (
    Action,
    Build,
    CallTime,
    Claim,
    Discard,
    GameState,
    Pass,
    Phase,
    PlayLand,
    Recycle,
    SkipLand,
    Steal,
    Wrap,
    apply,
    apply_unchecked,
    gift_catalog,
    gift_code,
    is_over,
    legal_actions,
    outcome,
    parse_action,
    standings,
    why_illegal,
)
from siege_desktop.games.gifts.rules.state import EMPTY_SLOT

GAMES_PER_COUNT = 3  # one per table-rule variant of engine_games.CONFIG_VARIANTS


def candidates(s: GameState) -> list[Action]:
    """A broad set of actions, legal or not: every kind, every target that is on the table,
    a few gifts still in the supply, and every building pair."""
    gifts = [g for g in s.display if g != EMPTY_SLOT]
    gifts += [g for area in s.areas for g, _ in area]
    gifts += list(s.supply[:2])
    out: list[Action] = [SkipLand(), Recycle(), Pass()]
    out += [PlayLand(c) for c in range(5)]
    out += [Discard(c) for c in range(5)]
    for g in gifts:
        out += [Claim(g), Steal(g)]
        out += [Wrap(g, c) for c in range(5)]
    out += [Build(b) for b in range(5)]
    out += [Build(b, r) for b in range(5) for r in range(5)]
    return out


def check_state(s: GameState) -> None:
    """Everything that must hold of any state of a game."""
    config = s.config
    n = config.players
    # No land created or lost, colour by colour.
    lands = Counter(s.deck) + Counter(s.discard)
    for counts in (*s.hands, *s.lands):
        for c in range(5):
            lands[c] += counts[c]
    assert all(lands[c] == config.lands_per_colour for c in range(5)), lands
    # No gift created or lost.
    gifts = list(s.supply) + [g for g in s.display if g != EMPTY_SLOT]
    gifts += [g for area in s.areas for g, _ in area]
    assert sorted(gifts) == sorted(gift_catalog(config))
    assert EMPTY_SLOT not in s.display or not s.supply  # slots empty only once it ran out
    for seat in range(n):
        assert all(0 <= locks <= 5 for _, locks in s.areas[seat])
        points = sum(int(gift_code(g)[1]) for g, _ in s.areas[seat])
        assert s.score(seat) == points == standings(s).scores[seat]
        owned = s.buildings[seat]
        assert len(owned) <= 2 and len(set(owned)) == len(owned)
        assert sum(s.lands[seat]) <= 10
        assert all(0 <= t <= n_ for t, n_ in zip(s.tapped[seat], s.lands[seat], strict=True))
        assert all(c >= 0 for c in s.hands[seat])
    if config.unique_buildings:
        every = [b for owned in s.buildings for b in owned]
        assert len(every) == len(set(every))
    # The state is always waiting for a decision, unless the game is over.
    legal = legal_actions(s)
    assert bool(legal) != is_over(s)
    if s.phase is Phase.DISCARD:
        assert s.pending > 0
    if s.phase is Phase.LAND:
        assert sum(s.lands[s.seat]) < 10 and sum(s.hands[s.seat]) > 0
    assert len(set(legal)) == len(legal)
    assert (Pass() in legal) == (legal == (Pass(),))


def check_legality(s: GameState) -> None:
    """why_illegal is None exactly for the listed actions; each listed action's text reads back."""
    legal = set(legal_actions(s))
    for action in legal:
        assert parse_action(str(action)) == action
        assert why_illegal(s, action) is None, action
    for action in candidates(s):
        reason = why_illegal(s, action)
        assert (reason is None) == (action in legal), (action, reason)
        if reason is not None:
            assert isinstance(reason, str) and len(reason) > 5
    time_ok = why_illegal(s, CallTime()) is None
    assert time_ok == (
        s.config.time_limit_minutes is not None and s.ending.value == "" and not is_over(s)
    )


def check_step(step: Step) -> None:
    """What must hold between a state and the next one."""
    before, after = step.before, step.after
    n = before.config.players
    assert apply(before, step.action) == after
    if not isinstance(step.action, CallTime):
        assert apply_unchecked(before, step.action) == after
    if after.turn != before.turn:
        # A turn passed: the hand limit held, and the next seat in order is to act.
        assert sum(after.hands[before.seat]) <= 7
        assert after.turn == before.turn + 1
        assert after.seat == (before.seat + 1) % n
        new_round = after.seat == after.first_player
        assert after.round == before.round + (1 if new_round else 0)
    else:
        assert after.seat == before.seat and after.round == before.round
    assert after.first_player == before.first_player
    for event in step.events:
        for viewer in (None, *range(n)):
            text = event.text_for(viewer)
            assert text and text[0].isupper() and text[-1] in ".!", text
            assert "None" not in text and "-1" not in text and "{" not in text, text
        if event.hidden:  # a drawn land: its colour is named only to the seat that drew it
            other = (event.seat + 1) % n
            assert event.text_for(other) == event.text
            assert event.visible_to(other).hidden == ()


@pytest.mark.parametrize("variant", range(GAMES_PER_COUNT))
@pytest.mark.parametrize("players", range(2, 9))
def test_random_games_keep_every_invariant(players: int, variant: int) -> None:
    config = config_for(players, variant)
    seed = 1000 * players + variant
    first = None
    last = None
    for step in random_game(config, seed):
        if first is None:
            first = step.before
            check_state(first)
            check_legality(first)
        check_step(step)
        check_state(step.after)
        check_legality(step.after)
        last = step.after
    assert first is not None and last is not None
    result = outcome(last)
    assert result is not None
    # Every seat had the same number of turns.
    assert last.turn == last.round * players
    assert last.seat == (last.first_player - 1) % players
    assert result.reason == last.ending.value
    if config.round_limit is not None:
        assert last.round <= config.round_limit


def test_random_games_reach_the_rarer_rules() -> None:
    """The random games above are not all alike: together they reach every kind of event."""
    kinds: Counter[str] = Counter()
    endings: Counter[str] = Counter()
    for players in range(2, 9):
        for variant in range(GAMES_PER_COUNT):
            steps = list(random_game(config_for(players, variant), 1000 * players + variant))
            kinds.update(e.kind for st in steps for e in st.events)
            endings[steps[-1].after.ending.value] += 1
    for kind in (
        "claim",
        "steal",
        "wrap",
        "build",
        "recycle",
        "hand-limit",
        "reshuffle",
        "lock",
        "supply-empty",
        "time",
        "refill",
        "round",
        "end",
    ):
        assert kinds[kind] > 0, kind
    assert set(endings) == {"supply", "rounds", "time"}
