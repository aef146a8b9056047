"""Tooltips: a gift's cost, a building's rule, and why an action is not possible now."""

from __future__ import annotations

from table_helpers import FakeApp, advance, legal_of, session_for, table

from siege_desktop.app.intents import Motion
from siege_desktop.games.gifts.rules import BUILDINGS, Claim, Phase, legal_actions
from siege_desktop.games.gifts.rules.cards import BUILDING_RULES, GIFT_CLASS, GIFT_COLOUR, LETTERS
from siege_desktop.games.gifts.ui import tooltips
from siege_desktop.games.gifts.ui.targets import Spot


def tip_at(app: FakeApp, scene, kind: str, item: int | None = None) -> list[str]:  # type: ignore[no-untyped-def]
    spot = Spot(kind)
    rect, hot = next(
        (r, h) for r, h in scene.hotspots() if h.kind == spot and (item is None or h.item == item)
    )
    app.send(Motion(rect.center))
    app.frame()
    assert scene.hover == hot
    return tooltips.lines_for(hot, scene.state, scene.human_to_act(), scene.buttons())


def test_gift_cost_and_why_a_claim_is_impossible() -> None:
    session = session_for(("human", "easy"), seed=3)
    advance(session, lambda s: s.seat == 0 and s.phase is Phase.ACTION and s.turn >= 3)
    app = FakeApp()
    scene = table(app, session)
    state = session.state
    claimable = {a.gift for a in legal_of(state, Claim)}
    for gift in (g for g in state.display if g >= 0):
        lines = tip_at(app, scene, "display", gift)
        total, need = {1: (3, 2), 2: (5, 3), 3: (7, 4)}[GIFT_CLASS[gift]]
        assert f"Costs {total} mana, {need} {LETTERS[GIFT_COLOUR[gift]]}" in lines
        if gift in claimable:
            assert lines[-1].startswith("Click to claim: taps ")
        else:
            assert lines[-1].startswith("Cannot claim: it costs")


def test_building_rules_on_the_market_and_on_plates() -> None:
    session = session_for(("human", "easy"), seed=8)
    advance(session, lambda s: s.seat == 0 and s.phase is Phase.ACTION and bool(s.buildings[1]))
    app = FakeApp()
    scene = table(app, session)
    for b in BUILDINGS:
        assert BUILDING_RULES[b] in tip_at(app, scene, "market", int(b))
    owned = session.state.buildings[1][0]
    lines = tip_at(app, scene, "own-building", owned)
    assert BUILDING_RULES[owned] in lines


def test_disabled_buttons_say_why() -> None:
    session = session_for(("human", "easy"), seed=3)
    advance(
        session,
        lambda s: s.seat == 0 and s.phase is Phase.ACTION and len(legal_actions(s)) > 1,
    )
    app = FakeApp()
    scene = table(app, session)
    buttons = scene.buttons()
    index = next(i for i, b in enumerate(buttons) if b.id == "pass")
    assert not buttons[index].enabled
    rect = scene.layout().buttons(len(buttons))[index]
    app.send(Motion(rect.center))
    app.frame()
    lines = tooltips.lines_for(scene.hover, scene.state, True, scene.buttons())  # type: ignore[arg-type]
    assert lines == ["Pass", "Pass is only for when no main action is possible"]
