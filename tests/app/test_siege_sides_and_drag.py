"""Siege's sides and the mouse: who plays North chosen on the New game screen, the board
turned for a human North (clicks, hover paths and drags land on the squares the player
sees), kept still through a pass-and-play draft and setup; a card or a unit dragged onto a
square by synthetic mouse events (down, motion, up), a drop where nothing can go, and a
drag that comes back to where it began."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from shell_helpers import click_button, click_widget, frame, key, make_app
from siege_games import finished_siege
from siege_helpers import RULES, actions_until, click, ready, spot, start
from test_siege_tutorial import open_tutorial, play_through

from siege_desktop.app.intents import Click, Key, Motion, translate
from siege_desktop.app.menus.new_game import NewGameChoices, NewGameScene, SeatRow
from siege_desktop.app.menus.settings import SettingsScene
from siege_desktop.app.scenes import SCENES
from siege_desktop.app.shell import App
from siege_desktop.app.table import layers
from siege_desktop.app.table.board import GridView
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.log import LogPanel
from siege_desktop.app.widgets import Toggle
from siege_desktop.core.events import Event
from siege_desktop.games.siege.rules import Attack, Move, Place, SiegeState
from siege_desktop.games.siege.rules.data import IN_ZONE, SIEGE_TOWER, UNITS, square_name
from siege_desktop.games.siege.rules.state import ATTACK, MOVE, SETUP
from siege_desktop.games.siege.ui import layout
from siege_desktop.games.siege.ui.draw import grid_for
from siege_desktop.games.siege.ui.replay import SiegeReplayScene, replay_view, step_shown
from siege_desktop.games.siege.ui.scene import SiegeTableScene


# --- the mouse as pygame sends it ------------------------------------------------------------
def mouse(app: App, kind: int, pos: tuple[int, int]) -> None:
    """One pygame mouse event, translated as the app's loop translates it."""
    if kind == pygame.MOUSEMOTION:
        event = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    else:
        event = pygame.event.Event(kind, pos=pos, button=1)
    intent = translate(event)
    assert intent is not None
    app.dispatch(intent)


def drag(app: App, frm: tuple[int, int], to: tuple[int, int], steps: int = 6) -> None:
    """Press at `frm`, move there in steps with the button down, release at `to`."""
    app.step(0.0)
    mouse(app, pygame.MOUSEMOTION, frm)
    mouse(app, pygame.MOUSEBUTTONDOWN, frm)
    for i in range(1, steps + 1):
        at = (frm[0] + (to[0] - frm[0]) * i // steps, frm[1] + (to[1] - frm[1]) * i // steps)
        mouse(app, pygame.MOUSEMOTION, at)
        app.step(0.0)
    mouse(app, pygame.MOUSEBUTTONUP, to)
    app.step(0.0)


def press_and_click(app: App, pos: tuple[int, int]) -> None:
    app.step(0.0)
    mouse(app, pygame.MOUSEMOTION, pos)
    mouse(app, pygame.MOUSEBUTTONDOWN, pos)
    mouse(app, pygame.MOUSEBUTTONUP, pos)
    app.step(0.0)


def toasts(app: App) -> list[str]:
    return [t.text for t in app.toasts]


def at(seed: int, stop: Callable[[SiegeState], bool]) -> list[str]:
    return actions_until(seed, stop)


def north_in_setup(s: SiegeState) -> bool:
    return s.phase == SETUP and RULES.to_act(s) == 1


def north_moving(s: SiegeState) -> bool:
    return s.phase == MOVE and s.current == 1 and s.moves == 0 and s.round >= 2


def can_attack(s: SiegeState) -> bool:
    return s.phase == ATTACK and any(isinstance(a, Attack) for a in RULES.legal_actions(s))


# --- who is North ----------------------------------------------------------------------------
def test_swap_sides_seats_the_first_player_north_keeping_every_name(app: App) -> None:
    seats = [SeatRow("", "human"), SeatRow("", "easy")]
    scene = NewGameScene(app, NewGameChoices(seats=seats, game="siege"))
    app.push(scene)
    frame(app)
    assert scene.sides_line() == "Player 1 plays South, Easy 1 North."
    labels = [getattr(w, "label", "") for w in scene.form.widgets]
    assert "✕" not in labels, "a game for exactly two seats offers no seat to remove"
    click_button(app, "⇅ Swap sides")
    assert [r.kind for r in scene.choices.seats] == ["easy", "human"]
    assert scene.sides_line() == "Easy 1 plays South, Player 1 North."
    session = scene.choices.session()
    assert [s.name for s in session.seats] == ["Easy 1", "Player 1"]
    assert session.config.seat_name(1) == "Player 1", "the human plays North"


def test_swapping_two_players_in_pass_and_play_swaps_their_names_too(app: App) -> None:
    choices = NewGameChoices(seats=[SeatRow("", "human"), SeatRow("", "human")], game="siege")
    assert [r.name for r in choices.seats] == ["Player 1", "Player 2"]
    choices.swap(0, 1)  # made-up names would follow their places and show no change
    assert [r.name for r in choices.seats] == ["Player 2", "Player 1"]
    choices.seats[1].kind = "hard"
    choices.rename()
    assert choices.seats[1].name == "Player 1", "a name the swap kept is the player's now"


def test_a_game_without_sides_offers_no_swap(app: App) -> None:
    app.push(NewGameScene(app, NewGameChoices(game="gifts-under-siege")))
    frame(app)
    scene = app.top
    assert isinstance(scene, NewGameScene) and scene.sides == ()
    labels = [getattr(w, "label", "") for w in scene.form.widgets]
    assert "⇅ Swap sides" not in labels


def test_the_setting_turns_the_board_for_north_and_is_saved(app: App, siege_home: Path) -> None:
    assert app.settings.turn_board, "on by default"
    app.push(SettingsScene(app))
    frame(app)
    toggle = next(
        w
        for w in app.top.form.widgets  # type: ignore[union-attr]
        if isinstance(w, Toggle) and w.label == "Turn the board for North"
    )
    click_widget(app, toggle)
    assert app.settings.turn_board is False
    assert '"turn_board": false' in (siege_home / "config" / "settings.json").read_text()


def test_a_human_north_sees_the_board_turned_unless_the_setting_is_off() -> None:
    app, table = start(("easy", "human"), seed=2)
    assert table.turned
    grid = table.grid()
    assert grid.cell(SIEGE_TOWER[1]).centery > grid.rect.centery, "North's tower at the bottom"
    app.settings.turn_board = False
    assert not table.turned
    assert table.grid().cell(SIEGE_TOWER[1]).centery < table.grid().rect.centery
    _south_app, south = start(("human", "easy"), seed=2)
    assert not south.turned


def test_a_click_on_the_turned_board_places_on_the_square_it_shows() -> None:
    app, table = start(("easy", "human"), seed=5, actions=at(5, north_in_setup))
    assert table.turned and table.to_act() == 1
    kind = sorted(set(table.state.drafted[1]))[0]
    click(app, table, ("drafted", kind))
    grid = table.grid()
    target = max(table.view().lit, key=lambda sq: grid.cell(sq).x)  # the rightmost lit one
    assert target in IN_ZONE[1]
    pos = grid.cell(target).center
    assert pos[1] > grid.rect.centery, "North's zone shows at the bottom"
    press_and_click(app, pos)
    assert str(Place(kind, target)) in table.session.actions


def test_hover_path_and_a_click_move_on_the_turned_board_reach_the_engine() -> None:
    app, table = start(("human", "human"), seed=7, actions=at(7, north_moving))
    ready(app)
    assert table.to_act() == 1 and table.turned
    moves = [a for a in RULES.legal_actions(table.state) if isinstance(a, Move)]
    frm = moves[0].frm
    grid = table.grid()
    press_and_click(app, grid.centre(frm))
    assert table.selected == frm
    to = max((a.to for a in moves if a.frm == frm), key=lambda s: len(table._path(frm, s)))
    mouse(app, pygame.MOUSEMOTION, grid.centre(to))
    path = table.view().path
    assert path[0] == frm and path[-1] == to
    press_and_click(app, grid.centre(to))
    assert table.session.actions[-1] == str(Move(frm, to))


def test_pass_and_play_keeps_the_board_still_in_setup_and_turns_it_for_north_s_turns() -> None:
    app, table = start(("human", "human"), seed=5, actions=at(5, north_in_setup))
    ready(app)
    assert table.viewer == 1 and not table.turned, "setup: no handoff, the board stays put"
    app2, table2 = start(("human", "human"), seed=7, actions=at(7, north_moving))
    ready(app2)
    assert table2.viewer == 1 and table2.turned, "North's own turn: North at the bottom"


# --- drag and drop ---------------------------------------------------------------------------
def test_a_unit_is_placed_in_setup_by_dragging_its_card_onto_a_lit_square() -> None:
    app, table = start(("human", "human"), seed=5, actions=at(5, lambda s: s.phase == SETUP))
    ready(app)
    seat = table.to_act()
    kind = sorted(set(table.state.drafted[seat]))[0]
    before = len(table.session.actions)
    drag(app, spot(table, ("drafted", kind)), table.grid().centre(SIEGE_TOWER[seat]))
    assert table.session.actions[before:] == [str(Place(kind, SIEGE_TOWER[seat]))]


def test_a_card_dropped_where_it_cannot_go_places_nothing_and_says_why() -> None:
    app, table = start(("human", "human"), seed=5, actions=at(5, lambda s: s.phase == SETUP))
    ready(app)
    seat = table.to_act()
    kind = sorted(set(table.state.drafted[seat]))[0]
    before = list(table.session.actions)
    rival_tower = table.grid().centre(SIEGE_TOWER[1 - seat])
    drag(app, spot(table, ("drafted", kind)), rival_tower)
    assert table.session.actions == before
    assert any("cannot go there" in t for t in toasts(app))
    assert table.chosen == kind and table.view().lit, "the card stays chosen, its zone lit"


def test_a_drag_that_ends_where_it_began_is_a_click() -> None:
    app, table = start(("human", "human"), seed=5, actions=at(5, lambda s: s.phase == SETUP))
    ready(app)
    seat = table.to_act()
    kinds = sorted(set(table.state.drafted[seat]))
    kind = kinds[-1]
    tile = spot(table, ("drafted", kind))
    before = list(table.session.actions)
    app.step(0.0)
    mouse(app, pygame.MOUSEBUTTONDOWN, tile)
    mouse(app, pygame.MOUSEMOTION, table.grid().centre(SIEGE_TOWER[seat]))  # out...
    assert table.drag.moving and table.view().lit
    mouse(app, pygame.MOUSEMOTION, tile)  # ...and back
    mouse(app, pygame.MOUSEBUTTONUP, tile)
    app.step(0.0)
    assert table.session.actions == before and not toasts(app)
    assert table.chosen == kind, "as a click on the tile: its unit chosen"
    press_and_click(app, table.grid().centre(SIEGE_TOWER[seat]))
    assert table.session.actions[-1] == str(Place(kind, SIEGE_TOWER[seat]))


def test_a_unit_dragged_shows_its_path_and_moves_where_it_is_dropped() -> None:
    app, table = start(("human", "human"), seed=7, actions=at(7, north_moving))
    ready(app)
    moves = [a for a in RULES.legal_actions(table.state) if isinstance(a, Move)]
    frm = moves[0].frm
    to = max((a.to for a in moves if a.frm == frm), key=lambda s: len(table._path(frm, s)))
    grid = table.grid()
    app.step(0.0)
    mouse(app, pygame.MOUSEBUTTONDOWN, grid.centre(frm))
    mouse(app, pygame.MOUSEMOTION, grid.centre(to))
    app.step(0.0)
    view = table.view()
    assert to in view.lit and view.path[0] == frm and view.path[-1] == to, "path while dragging"
    mouse(app, pygame.MOUSEBUTTONUP, grid.centre(to))
    app.step(0.0)
    assert table.session.actions[-1] == str(Move(frm, to))
    assert not table.drag.moving and table.selected is None


def test_a_unit_dropped_on_a_square_it_cannot_reach_stays_and_says_why() -> None:
    app, table = start(("human", "human"), seed=7, actions=at(7, north_moving))
    ready(app)
    state = table.state
    moves = [a for a in RULES.legal_actions(state) if isinstance(a, Move)]
    frm = moves[0].frm
    reach = {a.to for a in moves if a.frm == frm}
    far = next(sq for sq in range(len(state.board)) if sq not in reach and sq != frm)
    before = list(table.session.actions)
    drag(app, table.grid().centre(frm), table.grid().centre(far))
    assert table.session.actions == before and table.state.board[frm] == state.board[frm]
    assert any("cannot go there" in t for t in toasts(app))
    # Dragged out and back: a click on the unit (it stays chosen).
    drag(app, table.grid().centre(frm), table.grid().centre(far), steps=3)
    drag(app, table.grid().centre(frm), table.grid().centre(frm))
    assert table.session.actions == before


def test_a_unit_dragged_onto_a_target_waits_for_confirm_under_the_preview() -> None:
    for seed in (7, 8):
        acts = at(seed, can_attack)
        app, table = start(("human", "human"), seed=seed, actions=acts)
        ready(app)
        attack = next(a for a in RULES.legal_actions(table.state) if isinstance(a, Attack))
        grid = table.grid()
        before = len(table.session.actions)
        drag(app, grid.centre(attack.frm), grid.centre(attack.to))
        assert table.pending == attack and len(table.session.actions) == before
        assert table.view().preview, "the preview shows before the dice"
        app.dispatch(Key(pygame.K_RETURN))
        assert table.session.actions[-1] == str(attack)


def test_the_dragged_unit_follows_the_pointer_on_screen() -> None:
    app, table = start(("human", "human"), seed=5, actions=at(5, lambda s: s.phase == SETUP))
    ready(app)
    seat = table.to_act()
    kind = sorted(set(table.state.drafted[seat]))[0]
    tile = spot(table, ("drafted", kind))
    empty = table.grid().centre(SIEGE_TOWER[seat] + 1)
    mouse(app, pygame.MOUSEBUTTONDOWN, tile)
    mouse(app, pygame.MOUSEMOTION, empty)
    assert table.drag.moving
    app.draw()
    carried = app.window.copy()
    table.drag.moving = False  # the same table, its zone lit, without the carried unit
    app.draw()
    changed = sum(
        1
        for dx in range(-8, 9, 2)
        for dy in range(-8, 9, 2)
        if carried.get_at((empty[0] + dx, empty[1] + dy))
        != app.window.get_at((empty[0] + dx, empty[1] + dy))
    )
    assert changed > 40, "the carried unit is drawn under the pointer"
    assert isinstance(table, SiegeTableScene)


# --- what the play-through found ---------------------------------------------------------------
def test_the_setup_panel_counts_each_side_s_whole_draft() -> None:
    app, table = start(("human", "human"), seed=5, actions=at(5, lambda s: s.phase == SETUP))
    ready(app)
    seat = table.to_act()
    click(app, table, ("drafted", sorted(set(table.state.drafted[seat]))[0]))
    app.dispatch(Key(pygame.K_UP))
    app.dispatch(Key(pygame.K_RETURN))  # one unit placed: still the whole draft counted
    drawn: list[str] = []
    painter = table.drawer.painter
    real = painter.text

    def spy(surface: pygame.Surface, text: str, *args: object, **kw: object) -> pygame.Rect:
        drawn.append(text)
        return real(surface, text, *args, **kw)  # type: ignore[arg-type]

    painter.text = spy  # type: ignore[method-assign]
    table._cache_key = None
    app.draw()
    heads = [t for t in drawn if "(South):" in t or "(North):" in t]
    drafted = len(table.state.drafted[0]) + sum(
        1 for u in table.state.board if u is not None and u.owner == 0
    )
    assert drafted == 15
    assert len(heads) == 2 and all(": 15 cards" in h for h in heads), heads


def test_the_attack_buttons_leave_the_prompt_in_view() -> None:
    for size in ((1024, 576), (2560, 1440)):
        app, table = start(("human", "human"), seed=7, actions=at(7, can_attack), size=size)
        ready(app)
        attack = next(a for a in RULES.legal_actions(table.state) if isinstance(a, Attack))
        drag(app, table.grid().centre(attack.frm), table.grid().centre(attack.to))
        assert table.pending == attack
        for _ in range(20):  # a loaded machine spreads the redraws over a few frames
            app.draw()
            if not table.layers.deferred:
                break
        buttons = {s[1]: r for r, s in table.spots if s[0] == "button"}
        assert {"confirm", "cancel", "end"} <= set(buttons)
        assert buttons["confirm"].centery == buttons["cancel"].centery, "one row"
        lay = Layout(size, ())
        x, y, w, _ = layout.BAR
        prompt = lay.rect(x + 10, y + 6, w - 20, 60)
        assert not any(r.colliderect(prompt) for r in buttons.values()), "buttons over it"


# --- the turned board beyond clicks: the dice's flash and the replay's hover ---------------------
def north_can_attack(s: SiegeState) -> bool:
    return can_attack(s) and s.current == 1


def test_an_attack_on_the_turned_board_flashes_on_the_target_s_square() -> None:
    app, table = start(("easy", "human"), seed=8, actions=at(8, north_can_attack))
    assert table.turned
    attack = next(a for a in RULES.legal_actions(table.state) if isinstance(a, Attack))
    grid = table.grid()
    drag(app, grid.centre(attack.frm), grid.centre(attack.to))
    app.dispatch(Key(pygame.K_RETURN))
    assert table.session.actions[-1] == str(attack)
    assert table.dice.rolls and table.dice.rolls[0].to == attack.to
    flashed: list[pygame.Rect] = []
    real = table.dice._flash

    def spy(surface: pygame.Surface, p: Any, g: GridView, s: Any, age: float) -> None:
        flashed.append(g.cell(s.to))
        real(surface, p, g, s, age)

    table.dice._flash = spy  # type: ignore[method-assign]
    for _ in range(40):
        app.step(0.05)
        app.draw()
    # The damage rises over the square the player dropped on, where the turned board shows it.
    assert flashed and flashed[0] == grid.cell(attack.to)
    assert grid.square_at(flashed[0].center) == attack.to


def test_the_replay_turned_for_north_names_the_square_under_the_pointer(app: App) -> None:
    game = finished_siege(3)
    scene = SCENES.replay(app, game)
    assert isinstance(scene, SiegeReplayScene)
    app.push(scene)
    frame(app)
    for _ in range(40):
        key(app, pygame.K_RIGHT)
    seat = next(r for r, i in scene.spots if i == "seat")
    app.dispatch(Click(seat.center))
    frame(app)
    view = replay_view(scene.position(), step_shown(scene.line, scene.step))
    assert view.turned
    grid = grid_for(app.window.get_size(), True)
    sq = next(i for i, u in enumerate(view.obs.board) if u is not None)
    painter = scene.board.drawer.painter
    trace: list[tuple[str, object, object]] = []
    painter.trace = trace  # type: ignore[assignment]
    app.dispatch(Motion(grid.centre(sq)))
    frame(app)
    painter.trace = None
    assert any(t.endswith(f"on {square_name(sq)}") for t, _, _ in trace), [t for t, _, _ in trace]


def test_regions_a_busy_frame_left_for_later_are_drawn_without_input(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Under load every region past the first waits for the next frame (SLICE 0 here): the
    table asks for those frames, so the bar stops saying the CPU thinks on the player's turn."""
    app, table = start(("human", "human"), seed=5, actions=at(5, lambda s: s.phase == SETUP))
    ready(app)
    app.idle_wait = True
    monkeypatch.setattr(layers, "SLICE", 0.0)
    seat = table.to_act()
    click(app, table, ("drafted", sorted(set(table.state.drafted[seat]))[0]))
    app.dispatch(Key(pygame.K_UP))
    app.dispatch(Key(pygame.K_RETURN))
    app.step(0.0)
    assert table.layers.deferred, "the slice left regions for later"
    assert table.animating()
    for _ in range(12):
        app.step(1 / 60)
    view = table.view()
    assert not table.layers.deferred
    assert table.layers._keys["bar"] == (view.prompt, view.buttons)


def test_the_square_under_a_still_pointer_is_the_turned_board_s_after_a_turn() -> None:
    app, table = start(("easy", "human"), seed=5, actions=at(5, north_in_setup))
    assert table.turned
    grid = table.grid()
    tower = SIEGE_TOWER[1]
    app.dispatch(Motion(grid.centre(tower)))
    assert table.hover == ("square", tower)
    app.dispatch(Key(pygame.K_t))  # the board turns back under the pointer
    app.draw()
    under = table.grid().square_at(grid.centre(tower))
    assert under is not None and under != tower
    assert table.hover == ("square", under), "the tooltip names the square now under it"


def test_every_line_of_the_log_stays_inside_its_panel() -> None:
    """Lines after an event's first are indented: they wrap narrower, never past the panel."""
    words = "Thorn Warden strikes back at Ember Charger: 2 dice, 5+ for forest: 2, 1: 0 hits,"
    rng = random.Random(3)
    for size in ((1024, 576), (2560, 1440)):
        _app, table = start(("human", "human"), seed=8, size=size)
        painter = table.drawer.painter
        box = Layout(size, ()).rect(*layout.LOG)
        edge = box.right - painter.px(14) + 1  # clear of the scrollbar's strip
        wrapped = 0
        for _ in range(30):
            text = " ".join(rng.choice(words.split()) for _ in range(rng.randint(8, 30)))
            trace: list[tuple[str, pygame.Rect, object]] = []
            painter.trace = trace  # type: ignore[assignment]
            surface = pygame.Surface(size)
            LogPanel().draw(painter, surface, box, [Event("note", -1, text)], None)
            painter.trace = None
            lines = [(t, r) for t, r, _ in trace if t.strip() and t != "Game log"]
            wrapped += len(lines) > 1
            assert all(r.right <= edge for _, r in lines), [
                (t, r.right, edge) for t, r in lines if r.right > edge
            ]
        assert wrapped > 10, "most texts took several lines"


def test_the_tutorial_followed_on_the_turned_board_reaches_its_end() -> None:
    """The coach outlines the next square where the turned board shows it: following its
    outlines by click plays the lesson through."""
    app = make_app((1024, 576))
    app.open_title()
    try:
        scene = open_tutorial(app)
        app.dispatch(Key(pygame.K_t))
        assert scene.turned
        seen = play_through(app, scene)
        assert scene.turned and scene.lesson.finished and len(seen) > 5
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
def test_every_unit_s_name_shows_whole_on_the_draft_s_tiles(size: tuple[int, int]) -> None:
    app, table = start(("human", "human"), seed=3, size=size)
    ready(app)
    painter = table.drawer.painter
    names = {u.name for u in UNITS}
    shown: dict[str, str] = {}
    real = painter.fit

    def spy(s: str, size: float, max_width: int, bold: bool = False) -> str:
        fitted = real(s, size, max_width, bold)
        if s in names:
            shown[s] = fitted
        return fitted

    painter.fit = spy  # type: ignore[method-assign]
    painter.clear(painter.scale)  # no text cached from before
    table._cache_key = None
    app.draw()
    assert set(shown) == names
    assert all(shown[n] == n for n in names), [v for v in shown.values() if v not in names]
