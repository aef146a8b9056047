"""What a first-time player meets at the table (issue 11, part A): undo across turns, the log's
start, picking lands, wording, game over, overlays, following the CPU."""

from __future__ import annotations

import time

import pygame
import pytest
from table_helpers import (
    FakeApp,
    advance,
    click,
    hot_rect,
    human_acts,
    key,
    legal_of,
    session_for,
    table,
)

from siege_desktop.app.intents import Motion
from siege_desktop.app.scenes import SCENES
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.games.gifts.rules import (
    Action,
    Build,
    Claim,
    GameState,
    Phase,
    PlayLand,
    Recycle,
    Steal,
    legal_actions,
    lock_discard,
    owner_of,
    why_illegal,
)
from siege_desktop.games.gifts.ui import follow, tooltips
from siege_desktop.games.gifts.ui.frame import hovered_tap_preview
from siege_desktop.games.gifts.ui.pickers import DiscardPicker
from siege_desktop.games.gifts.ui.scene import TableScene
from siege_desktop.games.gifts.ui.targets import Hot, Spot


def test_undo_works_in_every_turn_of_the_only_human() -> None:
    session = session_for(("human", "easy"), seed=3)
    advance(session, lambda s: s.seat == 0 and s.phase is Phase.LAND)
    app = FakeApp()
    scene = table(app, session)
    # First turn: recycle (it draws a land, which closes the trail for this turn).
    key(app, pygame.K_s)
    key(app, pygame.K_r)
    picker = scene.picker
    if picker is not None:
        key(app, pygame.K_1 + picker.options()[0])  # type: ignore[attr-defined]
        key(app, pygame.K_RETURN)
    # The CPU seat plays until it is the human's turn again.
    for _ in range(400):
        if scene.session.state.seat == 0 and scene.session.state.phase is Phase.LAND:
            break
        scene.skip_cpu = True
        app.frame()
        while scene.cpu.busy:
            time.sleep(0.001)
    state = scene.session.state
    assert state.seat == 0 and state.phase is Phase.LAND
    undo = next(b for b in scene.buttons() if b.id == "undo")
    assert "drawn since" not in (undo.why or "")  # last turn's draw says nothing of this turn
    before = list(scene.session.actions)
    land = next(a for a in legal_actions(state) if isinstance(a, PlayLand))
    key(app, pygame.K_1 + land.colour)
    assert scene.session.state.phase is Phase.ACTION
    assert scene.undo_trail.can_undo(scene.session)
    key(app, pygame.K_u)
    assert scene.session.actions == before


def test_the_log_starts_with_round_one_the_first_turn_and_its_draw() -> None:
    session = session_for(("human", "easy", "easy"), seed=8)
    first = session.state.seat
    texts = [e.text_for(0) for e in session.events[:3]]
    assert texts[0] == "Round 1 begins."
    assert texts[1] == f"{session.seats[first].name}'s turn."
    assert texts[2].startswith(f"{session.seats[first].name} draws")
    # After an undo the rebuilt session tells the start again.
    advance(session, lambda s: len(session.actions) >= 3)
    rebuilt = type(session)(session.config, session.seed, session.seats, session.actions[:1])
    assert rebuilt.events[0].text == "Round 1 begins."


def test_two_lands_of_one_colour_can_both_be_picked_by_clicking_each() -> None:
    def pair_and_recycle(s: GameState) -> bool:
        return human_acts(s) and max(s.hands[0]) >= 2 and why_illegal(s, Recycle()) is None

    session = session_for(("human", "easy"), seed=3)
    advance(session, pair_and_recycle, seed=1)
    app = FakeApp()
    scene = table(app, session)
    key(app, pygame.K_r)
    picker = scene.picker
    assert isinstance(picker, DiscardPicker)
    cards = picker.cards
    colour = next(c for c in picker.options() if cards.count(c) >= 2)
    left, right = [i for i, c in enumerate(cards) if c == colour][:2]
    picker.pending = 2  # a two-land payment, as for a steal's locks
    rects = {h.index: r for r, h in scene.hotspots() if h.kind == Spot.HAND}
    click(app, rects[left].clip(rects[right].move(-rects[right].w, 0)).center)
    assert picker.picked == {left}  # the card clicked is the one lifted
    click(app, rects[right].center)
    assert picker.picked == {left, right}
    assert picker.chosen[colour] == 2
    click(app, rects[right].center)
    assert picker.picked == {left}  # a second click puts that card back


def test_continue_after_play_again_resumes_the_new_game() -> None:
    import json

    from siege_desktop.app import saves
    from siege_desktop.app.settings import Settings
    from siege_desktop.app.shell import App
    from siege_desktop.app.table.gameover import GameOverScene

    session = session_for(("human", "easy"), seed=4, round_limit=1)
    advance(session, lambda s: s.phase is Phase.OVER)
    app = App(Settings(window_size=(1280, 720), animation_speed=4.0), headless=True, scenes=SCENES)
    try:
        app.start_game(session)
        app.autosave(session)  # the finished game's last move was autosaved
        over = GameOverScene(app, session)
        app.push(over)
        over.play_again()
        fresh = app.top
        assert isinstance(fresh, TableScene) and fresh.session.actions == []
        app.open_title()  # leave before a move
        saved = json.loads(saves.autosave_path().read_text(encoding="utf-8"))
        assert saved["seed"] == fresh.session.seed and saved["actions"] == []
    finally:
        app.shutdown()


def test_counts_read_as_words_not_as_land_s() -> None:
    from siege_desktop.games.gifts.rules import counted

    assert counted(1, "gift") == "1 gift" and counted(2, "lock") == "2 locks"
    session = session_for(("human", "easy"), seed=3)
    advance(session, lambda s: s.seat == 0 and s.phase is Phase.LAND)
    app = FakeApp()
    scene = table(app, session)
    key(app, pygame.K_s)
    key(app, pygame.K_r)
    assert scene.state.phase is Phase.DISCARD and scene.state.pending == 1
    assert "Discard 1 land:" in scene.hint()
    confirm = next(b for b in scene.buttons() if b.id == "confirm")
    assert confirm.why == "Pick 1 more land first"


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (2560, 1440)])
def test_the_pickers_instruction_line_is_clear_of_the_cards_and_dots(size: tuple[int, int]) -> None:
    session = session_for(("human", "easy"), seed=3)
    advance(session, lambda s: s.seat == 0 and s.phase is Phase.LAND)
    app = FakeApp(size)
    scene = table(app, session)
    key(app, pygame.K_s)
    key(app, pygame.K_r)
    picker = scene.picker
    assert isinstance(picker, DiscardPicker)
    picker.add(picker.options()[0])
    app.frame()
    layout = scene.layout()
    title, line = picker.text_rects
    assert line.h > 0 and line.top >= title.bottom
    dot = layout.px(5)
    for r in picker.option_rects(layout):
        # The selection dots sit above each card, at r.y - 10 (design px).
        assert line.bottom <= r.y - layout.px(10) - dot
    for t in (title, line):
        assert layout.centre().contains(t)
    assert picker.confirm_rect(layout).bottom <= layout.centre().bottom


def test_game_over_with_one_human_keeps_your_hand_and_can_be_closed() -> None:
    from siege_desktop.app.table.gameover import GameOverScene

    session = session_for(("human", "easy", "easy"), seed=6, round_limit=2)
    advance(session, lambda s: s.phase is Phase.OVER)
    app = FakeApp()
    scene = table(app, session)
    assert scene.view().viewer == 0  # your hand stays face up
    draws = [e for e in session.events if e.kind == "draw" and e.seat == 0]
    assert draws and all("draws a land" not in e.text_for(scene.view().viewer) for e in draws)
    for _ in range(200):
        app.frame(0.05)
        if isinstance(app.top, GameOverScene):
            break
    over = app.top
    assert isinstance(over, GameOverScene)
    layout = scene.layout()
    box = over.box(layout)
    shown = app.frame().copy()
    # The panel is opaque: the same pixels whatever the table beneath.
    assert shown.get_at(box.move(10, 0).midleft)[:3] == (22, 28, 24)
    assert box.h < layout.rect(0, 0, 0, 600).h  # as tall as its rows, not mostly empty
    key(app, pygame.K_v)
    assert over.hidden and over.passes_input
    closed = app.frame().copy()
    assert closed.get_at(box.center) != shown.get_at(box.center)  # the table shows there
    click(app, over.bar(layout).center)
    assert not over.hidden


def _tapping(scene: TableScene) -> list[pygame.Rect]:
    preview = hovered_tap_preview(scene, scene.state)
    assert preview is not None
    left = list(preview)
    s = scene.state
    out = []
    for colour, tapped, r in scene.layout().land_rects(s.lands[s.seat], s.tapped[s.seat]):
        if not tapped and left[colour] > 0:
            left[colour] -= 1
            out.append(r)
    return out


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720)])
def test_a_tooltip_leaves_the_lands_it_taps_and_the_other_buttons_in_view(
    size: tuple[int, int],
) -> None:
    session = session_for(("human", "easy"), seed=8)
    advance(session, lambda s: bool(legal_of(s, Build)) or bool(legal_of(s, Claim)), seed=3)
    app = FakeApp(size)
    scene = table(app, session)
    targets = [("market", a.building) for a in legal_of(session.state, Build) if a.replace is None]
    targets += [("display", a.gift) for a in legal_of(session.state, Claim)]
    assert targets
    for kind, item in targets:
        app.send(Motion(hot_rect(scene, kind, item).center))
        app.frame()
        assert scene.tip_rect is not None
        for land in _tapping(scene):
            assert not scene.tip_rect.colliderect(land), (kind, item)
    # A disabled button's reason covers no other button.
    buttons = scene.buttons()
    rects = scene.layout().buttons(len(buttons))
    for i, b in enumerate(buttons):
        if not b.enabled and b.why:
            app.send(Motion(rects[i].center))
            app.frame()
            assert scene.tip_rect is not None
            assert not any(scene.tip_rect.colliderect(r) for r in rects), b.id


def test_the_tooltip_follows_what_is_under_the_pointer_after_a_claim() -> None:
    session = session_for(("human", "easy"), seed=3)
    advance(session, lambda s: bool(legal_of(s, Claim)))
    app = FakeApp()
    scene = table(app, session)
    gift = legal_of(session.state, Claim)[0].gift
    click(app, hot_rect(scene, "display", gift).center)
    assert gift not in scene.state.display
    assert scene.hover is None or scene.hover.item != gift


def test_toasts_stay_with_their_screen_and_off_the_hand() -> None:
    from siege_desktop.app.menus.settings import SettingsScene
    from siege_desktop.app.settings import Settings
    from siege_desktop.app.shell import App

    session = session_for(("human", "easy"), seed=3)
    app = App(Settings(window_size=(1280, 720), animation_speed=4.0), headless=True, scenes=SCENES)
    try:
        app.start_game(session)
        scene = app.top
        assert isinstance(scene, TableScene)
        for text in ("One", "Two", "Two"):
            app.toast(text)
        assert [t.text for t in app.visible_toasts()] == ["One", "Two"]  # no stacked copy
        assert scene.toast_bottom(app.size) <= scene.layout().hand_area().top
        app.push(SettingsScene(app))
        assert app.visible_toasts() == []
        app.pop()
        assert len(app.visible_toasts()) == 2
    finally:
        app.shutdown()


class Picks:
    """A CPU stand-in: a steal from seat 0 if it can, else the first legal action."""

    def choose(self, obs: object, legal: tuple[Action, ...]) -> Action:
        steals = [a for a in legal if isinstance(a, Steal)]
        return steals[0] if steals else legal[0]


def _free_steal_from_0(s: GameState) -> bool:
    if s.seat != 1 or s.phase is not Phase.ACTION:
        return False
    for a in legal_actions(s):
        held = owner_of(s, a.gift) if isinstance(a, Steal) else None
        if held is not None and held[0] == 0 and lock_discard(s, 1, held[1]) == 0:
            return True
    return False


def _frames(app: FakeApp, scene: TableScene, n: int, dt: float = 0.05) -> None:
    for _ in range(n):
        while scene.cpu.busy:
            time.sleep(0.001)
        app.frame(dt)


def test_a_steal_from_you_shows_a_banner_that_waits_for_you() -> None:
    session = session_for(("human", "easy"), seed=21)
    advance(session, _free_steal_from_0, seed=2)
    before = len(session.actions)
    app = FakeApp()
    scene = table(app, session, {1: Picks()})
    _frames(app, scene, 10)
    banner = scene.banner
    assert banner is not None and banner.urgent and banner.kind == "steal"
    assert banner.text.startswith("Bo steals your ") and banner.text.endswith("!")
    assert scene.log.marked == (banner.first, banner.last)
    marked = scene.session.events[banner.first : banner.last]
    assert marked and not any(e.kind in ("turn", "round") for e in marked)  # the move only
    assert scene.session.events[banner.first].seat == 1
    assert scene.banner_box is not None  # drawn
    assert follow.pieces(scene, scene.layout(), banner)  # the stolen gift is outlined
    played = len(scene.session.actions)
    assert played > before
    _frames(app, scene, 120)  # never missable: nothing moves on, whatever the pace
    assert len(scene.session.actions) == played and scene.banner is banner
    key(app, pygame.K_SPACE)
    assert scene.banner is None and scene.log.marked is None


def test_each_cpu_move_has_a_banner_and_the_table_can_pause_and_step() -> None:
    session = session_for(("easy", "easy", "human"), seed=2)
    advance(session, lambda s: s.seat == 0)
    app = FakeApp()
    scene = table(app, session)
    _frames(app, scene, 2)
    assert [b.id for b in scene.buttons()][:3] == ["ahead", "pace", "pause"]
    key(app, pygame.K_SPACE)
    assert scene.paused and "Paused" in scene.hint()
    before = len(scene.session.actions)
    _frames(app, scene, 100)
    assert len(scene.session.actions) == before
    key(app, pygame.K_n)
    for _ in range(100):
        _frames(app, scene, 1)
        if len(scene.session.actions) > before:
            break
    banner = scene.banner
    assert banner is not None and banner.seat == 0
    assert banner.text.startswith(scene.session.seats[0].name)
    _frames(app, scene, 100)
    assert len(scene.session.actions) == before + 1  # one move, then paused again


def test_the_pace_setting_sets_how_long_a_move_stays_in_view() -> None:
    from siege_desktop.app.settings import Settings

    session = session_for(("easy", "human"), seed=2)
    app = FakeApp()
    app.settings = Settings(animation_speed=1.0)  # type: ignore[assignment]
    scene = table(app, session)
    claim = follow.Banner("Ana claims Red I", 0, "claim", False, 0, 1)
    seconds = []
    for _ in follow.PACES:
        seconds.append((follow.pace_of(scene), follow.step_seconds(scene, claim)))
        scene.press("pace")
    paces = dict(seconds)
    assert paces["slow"] > paces["normal"] > paces["fast"]
    assert follow.pace_of(scene) == seconds[0][0]  # round again


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (2560, 1440)])
def test_round_ones_forced_recycle_says_why(size: tuple[int, int]) -> None:
    session = session_for(("human", "easy"), seed=3)
    advance(session, lambda s: s.seat == 0 and s.phase is Phase.LAND)
    app = FakeApp(size)
    scene = table(app, session)
    key(app, pygame.K_s)
    assert scene.only_recycle()
    hint = scene.hint()
    assert "Too few lands in play" in hint and "Recycle (R)" in hint
    # The action bar shows three lines of hint: this one fits in them.
    assert len(scene.painter().wrap(hint, 13, scene.layout().bar_hint().w)) <= 3
    recycle = next(b for b in scene.buttons() if b.id == "recycle")
    assert recycle.enabled and recycle.primary


def test_targets_in_the_land_step_say_why_they_wait() -> None:
    session = session_for(("human", "easy"), seed=3)
    advance(session, lambda s: s.seat == 0 and s.phase is Phase.LAND)
    app = FakeApp()
    scene = table(app, session)
    gift = next(g for g in session.state.display if g >= 0)
    lines = tooltips.lines_for(Hot(Spot.DISPLAY, 0, gift), scene.state, True, scene.buttons())
    assert lines[-1] == "Not yet: first play a land or skip the land step (S)"


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (2560, 1440)])
def test_the_results_of_eight_seats_fit_their_panel(size: tuple[int, int]) -> None:
    import attrs

    from siege_desktop.app.table.gameover import GameOverScene
    from siege_desktop.games.gifts.rules import standings
    from siege_desktop.games.gifts.ui.table_hooks import decided_text

    names = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")
    session = session_for(("human",) + ("medium",) * 7, seed=4, round_limit=1)
    advance(session, lambda s: s.phase is Phase.OVER)
    app = FakeApp(size)
    over = GameOverScene(app, session)  # type: ignore[arg-type]
    everyone = attrs.evolve(over.result, winners=tuple(range(8)), decided_by="shared")
    text = decided_text(everyone, list(names))
    assert "8 seats" in text
    over.result = everyone
    box = over.box(Layout(size, ()))
    p = Painter(app.art, min(size[0] / 1280, size[1] / 720))
    assert p.render(text, 16, bold=True).get_width() <= box.w - p.px(40)
    # The longest kind fits its column (Kind at 430, Points at 570).
    assert p.render("Medium CPU", 16, bold=True).get_width() <= p.px(570 - 430 - 10)
    assert box.h <= size[1]
    assert standings(session.state).ranking
