"""The table plays every kind of decision from synthetic clicks and keys."""

from __future__ import annotations

import pygame
from table_helpers import (
    FakeApp,
    advance,
    click,
    costly_steals,
    hot_rect,
    human_acts,
    key,
    legal_of,
    session_for,
    table,
)

from siege_desktop.app.intents import Motion
from siege_desktop.games.gifts.rules import (
    Build,
    Claim,
    DiscardReason,
    Phase,
    PlayLand,
    Recycle,
    SkipLand,
    Wrap,
    legal_actions,
    lock_discard,
    owner_of,
)
from siege_desktop.games.gifts.ui.pickers import DiscardPicker, ReplacePicker, WrapPicker
from siege_desktop.games.gifts.ui.targets import Spot


def test_play_a_land_by_click_and_skip_by_key() -> None:
    session = session_for(("human", "easy"), seed=11)
    advance(session, lambda s: s.seat == 0 and s.phase is Phase.LAND)
    app = FakeApp()
    scene = table(app, session)
    colour = next(c for c in range(5) if session.state.hands[0][c])
    lands_before = session.state.lands[0][colour]
    click(app, hot_rect(scene, "hand", colour).center)
    assert scene.session.state.lands[0][colour] == lands_before + 1
    assert scene.session.state.phase is Phase.ACTION
    assert app.saves and app.saves[-1]["actions"][-1] == str(PlayLand(colour))
    # Undo the land, then skip the land step with S instead.
    key(app, pygame.K_u)
    assert scene.session.state.phase is Phase.LAND
    key(app, pygame.K_s)
    assert scene.session.actions[-1] == str(SkipLand())


def test_claim_a_display_gift_by_clicking_it() -> None:
    session = session_for(("human", "easy"), seed=3)
    advance(session, lambda s: bool(legal_of(s, Claim)))
    gift = next(a.gift for a in legal_actions(session.state) if isinstance(a, Claim))
    app = FakeApp()
    scene = table(app, session)
    saves = len(app.saves)
    click(app, hot_rect(scene, "display", gift).center)
    assert owner_of(scene.session.state, gift) == (0, 1)
    assert gift not in scene.session.state.display
    assert len(app.saves) == saves + 1  # autosaved after the action


def test_steal_pays_its_locks_with_the_lands_you_pick() -> None:
    session = session_for(("human", "easy"), seed=21)

    advance(session, lambda s: bool(costly_steals(s)), seed=2)
    state = session.state
    gift = costly_steals(state)[0].gift
    owed = lock_discard(state, 0, owner_of(state, gift)[1])  # type: ignore[index]
    hand_before = sum(state.hands[0])
    app = FakeApp()
    scene = table(app, session)
    click(app, hot_rect(scene, "steal", gift).center)
    app.frame()
    assert scene.session.state.phase is Phase.DISCARD
    assert scene.session.state.reason is DiscardReason.STEAL
    assert isinstance(scene.picker, DiscardPicker)
    # Pick the lands by clicking cards in the hand fan, then confirm.
    for _ in range(owed):
        rect = next(r for r, h in scene.hotspots() if h.kind == Spot.HAND and not _picked(scene, h))
        click(app, rect.center)
    click(app, scene.picker.confirm_rect(scene.layout()).center)
    after = scene.session.state
    assert owner_of(after, gift) is not None and owner_of(after, gift)[0] == 0  # type: ignore[index]
    assert sum(after.hands[0]) <= hand_before - owed or after.seat != 0


def _picked(scene, hot) -> bool:  # type: ignore[no-untyped-def]
    return hot.index in scene.picker.picked


def test_wrap_a_gift_with_a_chosen_land() -> None:
    session = session_for(("human", "easy"), seed=4)
    advance(session, lambda s: bool(legal_of(s, Wrap)))
    wrap = next(a for a in legal_actions(session.state) if isinstance(a, Wrap))
    locks = owner_of(session.state, wrap.gift)[1]  # type: ignore[index]
    lands = session.state.lands[0]
    app = FakeApp()
    scene = table(app, session)
    click(app, hot_rect(scene, "own-gift", wrap.gift).center)
    assert isinstance(scene.picker, WrapPicker)
    colour = scene.picker.options()[0]
    click(app, hot_rect(scene, "picker").center)
    after = scene.session.state
    assert owner_of(after, wrap.gift) == (0, locks + 1)
    assert after.lands[0][colour] == lands[colour] - 1
    assert after.discard[-1] == colour


def test_build_a_building_and_replace_one() -> None:
    session = session_for(("human", "easy"), seed=8)
    advance(session, lambda s: bool(legal_of(s, Build)))
    build = next(a for a in legal_actions(session.state) if isinstance(a, Build))
    app = FakeApp()
    scene = table(app, session)
    click(app, hot_rect(scene, "market", build.building).center)
    if build.replace is None:
        assert build.building in scene.session.state.buildings[0]
    else:
        assert isinstance(scene.picker, ReplacePicker)
        click(app, hot_rect(scene, "picker").center)
        assert build.building in scene.session.state.buildings[0]


def test_replace_picker_when_two_buildings_are_owned() -> None:
    session = session_for(("human", "easy"), seed=9)

    def prefer_build(s, legal, rng):  # type: ignore[no-untyped-def]
        builds = [a for a in legal if isinstance(a, Build)]
        lands = [a for a in legal if isinstance(a, PlayLand)]
        return builds[0] if builds and s.seat == 0 else rng.choice(lands or list(legal))

    advance(
        session,
        lambda s: any(a.replace is not None for a in legal_of(s, Build)),
        policy=prefer_build,
    )
    build = next(a for a in legal_of(session.state, Build) if a.replace is not None)
    app = FakeApp()
    scene = table(app, session)
    click(app, hot_rect(scene, "market", build.building).center)
    assert isinstance(scene.picker, ReplacePicker)
    old = scene.picker.options()[0]
    click(app, hot_rect(scene, "picker").center)
    mine = scene.session.state.buildings[0]
    assert build.building in mine and old not in mine


def test_recycle_then_discard_with_keys() -> None:
    session = session_for(("human", "easy"), seed=5)
    advance(session, lambda s: human_acts(s) and sum(s.hands[0]) >= 1 and sum(s.hands[0]) < 7)
    app = FakeApp()
    scene = table(app, session)
    size = sum(session.state.hands[0])
    key(app, pygame.K_r)
    state = scene.session.state
    assert state.phase is Phase.DISCARD and state.reason is DiscardReason.RECYCLE
    assert isinstance(scene.picker, DiscardPicker)
    colour = scene.picker.options()[0]
    key(app, pygame.K_1 + colour)
    key(app, pygame.K_RETURN)
    assert scene.session.actions[-2:] == [str(Recycle()), f"discard {'WUBRG'[colour]}"]
    assert sum(scene.session.state.hands[0]) == size or scene.session.state.seat != 0
    # The discard can be chosen again, but a drawn card was revealed: no undo past it.
    key(app, pygame.K_u)
    assert scene.session.actions[-1] == str(Recycle())
    assert scene.session.state.phase is Phase.DISCARD
    assert not scene.undo_trail.can_undo(scene.session)


def test_hand_limit_asks_for_discards_down_to_seven() -> None:
    session = session_for(("human", "easy"), seed=6)

    def hoard(s, legal, rng):  # type: ignore[no-untyped-def]
        if s.seat == 0:
            for a in legal:
                if isinstance(a, SkipLand):
                    return a
        lands = [a for a in legal if isinstance(a, PlayLand)]
        return rng.choice(lands or list(legal))

    advance(session, lambda s: human_acts(s) and sum(s.hands[0]) >= 8, policy=hoard)
    app = FakeApp()
    scene = table(app, session)
    key(app, pygame.K_r)  # recycle keeps the hand over the limit
    first = scene.picker
    assert isinstance(first, DiscardPicker)
    key(app, pygame.K_1 + first.options()[0])
    key(app, pygame.K_RETURN)
    state = scene.session.state
    assert state.phase is Phase.DISCARD and state.reason is DiscardReason.HAND_LIMIT
    picker = scene.picker
    assert isinstance(picker, DiscardPicker) and "Hand limit" in picker.title
    owed = state.pending
    assert sum(state.hands[0]) - owed == 7
    for _ in range(owed):
        picker.add(next(c for c in range(5) if picker.chosen[c] < state.hands[0][c]))
    key(app, pygame.K_RETURN)
    assert sum(scene.session.state.hands[0]) == 7
    assert scene.session.state.seat == 1


def test_undo_rebuilds_the_session_and_autosaves() -> None:
    session = session_for(("human", "easy"), seed=3)
    advance(session, lambda s: s.seat == 0 and s.phase is Phase.LAND)
    before = list(session.actions)
    app = FakeApp()
    scene = table(app, session)
    key(app, pygame.K_1 + next(c for c in range(5) if session.state.hands[0][c]))
    assert scene.session.state.phase is Phase.ACTION
    undo = next(i for i, b in enumerate(scene.buttons()) if b.id == "undo")
    assert scene.buttons()[undo].enabled
    click(app, scene.layout().buttons(len(scene.buttons()))[undo].center)
    assert scene.session.actions == before
    assert scene.session.state.phase is Phase.LAND
    assert app.saves[-1]["actions"] == before
    # A main action ends the turn; the next seat's draw closes the trail.
    key(app, pygame.K_s)
    key(app, pygame.K_r)
    assert not scene.undo_trail.can_undo(scene.session)
    assert next(b for b in scene.buttons() if b.id == "undo").why


def test_undo_of_a_steal_before_paying_its_locks() -> None:
    session = session_for(("human", "easy"), seed=21)

    advance(session, lambda s: bool(costly_steals(s)), seed=2)
    gift = costly_steals(session.state)[0].gift
    before = list(session.actions)
    tapped = session.state.tapped[0]
    app = FakeApp()
    scene = table(app, session)
    click(app, hot_rect(scene, "steal", gift).center)
    assert scene.session.state.phase is Phase.DISCARD
    key(app, pygame.K_ESCAPE)  # the discard picker's cancel is an undo
    assert scene.session.actions == before
    assert scene.session.state.tapped[0] == tapped
    assert scene.session.state.phase is Phase.ACTION


def test_an_illegal_click_explains_why() -> None:
    session = session_for(("human", "easy"), seed=3)
    advance(session, lambda s: s.seat == 0 and s.phase is Phase.LAND)
    app = FakeApp()
    scene = table(app, session)
    gift = next(g for g in session.state.display if g >= 0)
    click(app, hot_rect(scene, "display", gift).center)
    assert app.toasts and "land" in app.toasts[-1]
    # Pass is offered but disabled, with its reason.
    scene.session.play(SkipLand())
    app.frame()
    button = next(b for b in scene.buttons() if b.id == "pass")
    if not button.enabled:
        assert button.why


def test_an_enlarged_plate_takes_the_clicks_over_the_display() -> None:
    session = session_for(("human", "easy", "easy", "easy", "easy", "easy"), seed=3)
    advance(session, lambda s: len(legal_of(s, Claim)) > 0)
    app = FakeApp()
    scene = table(app, session)
    plate_seat, plate = scene.layout().plates()[2]
    app.send(Motion(plate.center))
    app.frame()
    big = scene.layout().enlarged_plate(plate)
    under = [r for r, h in scene.hotspots() if h.kind == Spot.DISPLAY and r.colliderect(big)]
    assert under, "the enlarged plate should cover part of the display"
    spot = under[0].clip(big).center
    before = list(scene.session.actions)
    click(app, spot)
    assert scene.session.actions == before  # nothing claimed through the plate
    assert scene.pinned == plate_seat  # the click pinned the plate open
    click(app, spot)
    assert scene.pinned is None


def test_a_discard_resumed_halfway_keeps_w_u_b_r_g_order() -> None:
    """A save made between two lock discards: the picker offers only what can still follow."""
    session = session_for(("human", "easy"), seed=21)

    def two_owed(s):  # type: ignore[no-untyped-def]
        return any(
            lock_discard(s, 0, owner_of(s, a.gift)[1]) >= 2  # type: ignore[index]
            for a in costly_steals(s)
        )

    advance(session, two_owed, seed=2)
    steal = next(
        a
        for a in costly_steals(session.state)
        if lock_discard(session.state, 0, owner_of(session.state, a.gift)[1]) >= 2  # type: ignore[index]
    )
    session.play(steal)
    first = next(a for a in legal_actions(session.state) if a.colour > 0)  # type: ignore[union-attr]
    session.play(first)
    app = FakeApp()
    scene = table(app, session)
    picker = scene.picker
    assert isinstance(picker, DiscardPicker)
    assert min(picker.options()) >= first.colour  # type: ignore[union-attr]
    for colour in reversed(picker.options()):
        while picker.add(colour):
            pass
    assert sum(picker.chosen) == picker.pending
    key(app, pygame.K_RETURN)
    assert owner_of(scene.session.state, steal.gift)[0] == 0  # type: ignore[index]


def test_a_main_action_can_be_undone_until_the_next_seat_acts() -> None:
    session = session_for(("human", "easy"), seed=3)
    advance(session, lambda s: bool(legal_of(s, Claim)) and s.hands[0] != (0, 0, 0, 0, 0))
    before = list(session.actions)
    app = FakeApp()
    scene = table(app, session)
    gift = legal_of(session.state, Claim)[0].gift
    click(app, hot_rect(scene, "display", gift).center)
    assert scene.session.state.seat == 1  # the claim ended the turn; the CPU seat drew
    assert scene.undo_trail.can_undo(scene.session)
    assert "U undoes" in scene.hint()
    key(app, pygame.K_u)
    assert scene.session.actions == before
    assert human_acts(scene.session.state) and gift in scene.session.state.display
    assert app.saves[-1]["actions"] == before
    # Once the next seat has decided, the claim stands.
    click(app, hot_rect(scene, "display", gift).center)
    scene.play(legal_actions(scene.session.state)[0], human=False)
    assert not scene.undo_trail.can_undo(scene.session)
    key(app, pygame.K_u)
    assert len(scene.session.actions) == len(before) + 2
