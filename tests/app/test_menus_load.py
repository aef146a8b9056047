"""The Load screen, the title's Continue and the in-game menu, over real files on disk."""

from __future__ import annotations

from pathlib import Path

import pygame
from shell_helpers import (
    click_button,
    click_widget,
    find_button,
    form_of,
    frame,
    key,
    played_session,
    send,
    type_text,
)

from siege_desktop.app import saves
from siege_desktop.app.intents import Motion
from siege_desktop.app.menus.confirm import ConfirmScene
from siege_desktop.app.menus.game_menu import GameMenuScene, SaveGameScene
from siege_desktop.app.menus.load import LoadScene
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.app.widgets import ListView
from siege_desktop.games.gifts import rules as engine
from siege_desktop.games.gifts.ui.scene import TableScene


def open_load(app: App) -> LoadScene:
    click_button(app, "Load")
    scene = app.top
    assert isinstance(scene, LoadScene)
    frame(app)
    return scene


def test_load_lists_saves_and_loads_the_chosen_one(app: App) -> None:
    first = played_session(10, seed=1)
    second = played_session(20, seed=2)
    saves.write_named(first, "first")
    saves.write_named(second, "second")
    saves.Autosaver().write(played_session(4, seed=3))
    app.open_title()
    scene = open_load(app)
    names = [row[0] for row in scene.rows()]
    assert names[0] == "Autosave" and set(names) == {"Autosave", "first", "second"}
    assert all("3 seats" in row[1] for row in scene.rows())
    target = names.index("first")
    key(app, pygame.K_HOME)  # harmless on a list
    for _ in range(target):
        key(app, pygame.K_DOWN)
    click_button(app, "Load")
    table = app.top
    assert isinstance(table, TableScene)
    assert table.session.actions == first.actions
    assert engine.to_dict(table.session.state) == engine.to_dict(first.state)


def test_a_damaged_save_is_set_aside_with_one_message(app: App) -> None:
    good = saves.write_named(played_session(4), "good")
    path = saves.write_named(played_session(6), "broken")
    path.write_bytes(path.read_bytes()[:200])
    before = path.read_bytes()
    scene = open_load(app)
    # Not a row the player can do nothing with: kept under a new name, and said once.
    assert [e.path for e in scene.entries] == [good]
    kept = list(path.parent.glob("broken.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == before
    assert not path.exists()
    assert sum("set aside" in t.text and kept[0].name in t.text for t in app.toasts) == 1
    frame(app)
    scene.rebuild()
    assert sum("set aside" in t.text for t in app.toasts) == 1


def test_a_save_that_cannot_be_replayed_gets_a_message_and_stays(app: App) -> None:
    path = saves.write_named(played_session(6), "odd")
    path.write_bytes(path.read_bytes().replace(b'"actions": [', b'"actions": ["claim 99", '))
    before = path.read_bytes()
    scene = open_load(app)
    assert [e.path for e in scene.entries] == [path]
    frame(app)
    click_button(app, "Load")
    assert app.top is scene
    assert any("Cannot load" in t.text and "cannot be replayed" in t.text for t in app.toasts)
    frame(app)
    assert path.read_bytes() == before


def test_delete_asks_first(app: App) -> None:
    path = saves.write_named(played_session(3), "old")
    scene = open_load(app)
    click_button(app, "Delete")
    assert isinstance(app.top, ConfirmScene)
    key(app, pygame.K_ESCAPE)  # no
    assert app.top is scene and path.exists()
    key(app, pygame.K_DELETE)
    assert isinstance(app.top, ConfirmScene)
    key(app, pygame.K_RETURN)  # yes
    assert app.top is scene and not path.exists()
    assert scene.rows() == []
    assert not find_button(app, "Load").enabled


def test_double_click_on_a_row_loads_it(app: App) -> None:
    saves.write_named(played_session(5), "quick")
    scene = open_load(app)
    lists = [w for w in form_of(scene).widgets if isinstance(w, ListView)]
    click_widget(app, lists[0], (0.5, 0.05))
    assert app.top is scene
    click_widget(app, lists[0], (0.5, 0.05))
    assert isinstance(app.top, TableScene)


def test_continue_resumes_the_autosave_or_says_why_not(app: App, siege_home: Path) -> None:
    assert not find_button(app, "Continue").enabled
    assert "No game to continue" in find_button(app, "Continue").tip
    game = played_session(12)
    saves.Autosaver().write(game)
    app.open_title()
    click_button(app, "Continue")
    table = app.top
    assert isinstance(table, TableScene) and table.session.actions == game.actions

    app.open_title()
    assert find_button(app, "Continue").tip.startswith("Resume: 3 seats · round ")

    path = saves.autosave_path()
    path.write_text('{"format": "siege-desktop/save", "version": 99}', encoding="utf-8")
    app.open_title()
    button = find_button(app, "Continue")
    assert not button.enabled and "newer Siege Desktop" in button.tip
    click_widget(app, button)
    assert isinstance(app.top, TitleScene)
    assert "99" in path.read_text(encoding="utf-8")

    # One that passes the quick look but cannot be replayed: the click explains.
    text = saves.encode(game).replace('"actions": [', '"actions": ["claim 99", ')
    path.write_text(text, encoding="utf-8")
    app.open_title()
    click_button(app, "Continue")
    assert isinstance(app.top, TitleScene)
    assert any("cannot be replayed" in t.text for t in app.toasts)
    assert path.read_text(encoding="utf-8") == text


def test_esc_at_the_table_opens_the_game_menu_which_saves_by_name(app: App) -> None:
    app.start_game(played_session(8))
    table = app.top
    assert isinstance(table, TableScene)
    frame(app, 2)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, GameMenuScene)
    frame(app)
    click_button(app, "Save game…")
    dialog = app.top
    assert isinstance(dialog, SaveGameScene)
    key(app, pygame.K_DELETE)
    type_text(app, "Tea")
    key(app, pygame.K_RETURN)
    assert app.top is table
    assert saves.read_save(saves.named_save_path("Tea")).actions == table.session.actions
    # The same name again asks before replacing.
    key(app, pygame.K_ESCAPE)
    click_button(app, "Save game…")
    key(app, pygame.K_DELETE)
    type_text(app, "Tea")
    click_button(app, "Save")
    assert isinstance(app.top, ConfirmScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, SaveGameScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_main_menu_from_the_game_goes_back_to_the_title(app: App) -> None:
    app.start_game(played_session(4))
    key(app, pygame.K_ESCAPE)
    click_button(app, "Main menu")
    assert isinstance(app.top, ConfirmScene)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1


def test_continue_is_ready_right_after_leaving_a_new_game(app: App) -> None:
    app.start_game(played_session(0))
    table = app.top
    assert isinstance(table, TableScene)
    table.session.play(engine.legal_actions(table.session.state)[0])
    app.autosave_sync = False  # as in a window: the write may still be under way
    app.autosave(table.session)
    app.open_title()
    assert find_button(app, "Continue").enabled
    click_button(app, "Continue")
    resumed = app.top
    assert isinstance(resumed, TableScene) and len(resumed.session.actions) == 1


def test_esc_on_the_handoff_screen_opens_the_game_menu_over_it(app: App) -> None:
    from siege_desktop.app.session import GameSession, SeatSpec
    from siege_desktop.app.table import HandoffScene
    from siege_desktop.games.gifts.rules import GameConfig

    seats = (SeatSpec("Ann", "human"), SeatSpec("Bo", "human"))
    app.start_game(GameSession(GameConfig(players=2, names=("Ann", "Bo")), 3, seats))
    frame(app)
    assert isinstance(app.top, HandoffScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, GameMenuScene)
    assert isinstance(app.scenes[-2], HandoffScene)  # opaque: no hand shows through
    frame(app)
    click_button(app, "Resume")
    assert isinstance(app.top, HandoffScene)


def test_a_save_keeps_the_name_the_player_typed(app: App) -> None:
    app.start_game(played_session(8))
    frame(app, 2)
    key(app, pygame.K_ESCAPE)
    click_button(app, "Save game…")
    key(app, pygame.K_DELETE)
    type_text(app, "My test save")
    key(app, pygame.K_RETURN)
    told = [t.text for t in app.toasts]
    assert any("My test save" in t for t in told) and not any("My-test-save" in t for t in told)
    assert [s.name for s in saves.list_saves(include_autosave=False)] == ["My test save"]
    # Saving again under a name with the same file asks about the save by its own name.
    key(app, pygame.K_ESCAPE)
    click_button(app, "Save game…")
    key(app, pygame.K_DELETE)
    type_text(app, "My test save!")
    click_button(app, "Save")
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    assert "“My test save”" in confirm.question


def test_the_continue_tooltip_of_an_eight_seat_game_wraps(app: App) -> None:
    seats = tuple(SeatSpec(f"Player {i + 1}", "easy") for i in range(8))
    session = GameSession(engine.GameConfig(players=8), 3, seats, [])
    app.autosave(session)
    app.open_title()
    frame(app)
    button = find_button(app, "Continue")
    assert button.enabled and "Player 8" in button.tip
    r = button.screen(app)
    send(app, Motion(r.center))
    frame(app)
    tip = form_of(app.top).tip_rect
    assert tip is not None
    assert tip.w <= app.window.get_width() * 0.5
