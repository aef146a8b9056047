"""Discard pickers: Enter with too few lands says how many more; a payment of several lands
is suggested whole; when there is exactly one way to pay, one click pays."""

from __future__ import annotations

import pygame
from table_helpers import (
    FakeApp,
    advance,
    click,
    hot_rect,
    key,
    legal_of,
    session_for,
    table,
)

from siege_desktop.games.gifts.ai.hints import discard_reason
from siege_desktop.games.gifts.rules import (
    GameState,
    Phase,
    Steal,
    apply,
    lock_discard,
    observation,
    owner_of,
)
from siege_desktop.games.gifts.ui.pickers import DiscardPicker


def _steal_owing(n: int, whole_hand: bool):  # type: ignore[no-untyped-def]
    """A position where seat 0 may steal a gift whose locks cost `n` lands (its whole hand)."""

    def wanted(s: GameState) -> bool:
        for a in legal_of(s, Steal):
            held = owner_of(s, a.gift)
            if held and lock_discard(s, 0, held[1]) == n:
                return sum(s.hands[0]) == n or not whole_hand
        return False

    return wanted


def _steal(s: GameState, n: int) -> Steal:
    for a in legal_of(s, Steal):
        held = owner_of(s, a.gift)
        if held and lock_discard(s, 0, held[1]) == n:
            return a  # type: ignore[no-any-return]
    raise AssertionError("no such steal")


def test_enter_with_too_few_lands_says_how_many_more() -> None:
    session = session_for(("human", "easy"), seed=0)
    advance(session, _steal_owing(3, whole_hand=False), seed=0)
    app = FakeApp()
    scene = table(app, session)
    click(app, hot_rect(scene, "steal", _steal(session.state, 3).gift).center)
    picker = scene.picker
    assert isinstance(picker, DiscardPicker) and not picker.only_way
    assert picker.toggle_card(0)
    before = len(scene.session.actions)
    key(app, pygame.K_RETURN)
    assert app.toasts[-1] == "Pick 2 more lands first."
    assert len(scene.session.actions) == before and scene.picker is picker  # nothing paid
    confirm = next(b for b in scene.buttons() if b.id == "confirm")
    assert not confirm.enabled and confirm.why == "Pick 2 more lands first"


def test_a_three_land_payment_hint_names_all_three() -> None:
    session = session_for(("human", "easy"), seed=0)
    advance(session, _steal_owing(3, whole_hand=False), seed=0)
    state = apply(session.state, _steal(session.state, 3))
    assert state.phase is Phase.DISCARD and state.pending == 3
    obs = observation(state, 0)
    first = min(c for c in range(5) if obs.hand[c])
    reason = discard_reason(obs, first)
    named = reason.split(" to pay the locks")[0]
    # "Discard a Plains, a Swamp and a Mountain": three lands, the first the one played now.
    assert named.count(" a ") + named.count(" an ") == 3, reason
    assert " and " in named


def test_exactly_one_way_to_pay_takes_one_click() -> None:
    session = session_for(("human", "easy"), seed=9)
    advance(session, _steal_owing(2, whole_hand=True), seed=9)
    steal = _steal(session.state, 2)
    app = FakeApp()
    scene = table(app, session)
    click(app, hot_rect(scene, "steal", steal.gift).center)
    picker = scene.picker
    assert isinstance(picker, DiscardPicker) and picker.only_way
    assert picker.left() == 0 and "The only way to pay:" in picker.subtitle(scene.state)
    click(app, picker.confirm_rect(scene.layout()).center)  # the one click
    after = scene.session.state
    assert owner_of(after, steal.gift)[0] == 0  # type: ignore[index]
    assert sum(after.hands[0]) == 0 or after.seat != 0
