"""Text fields: Ctrl+A selects the whole text (typing replaces it), Home and End (and the
arrows) move where typing goes, and a save's name with "/" or "é" is kept as typed (its file
name may differ; the name shown never does)."""

from __future__ import annotations

import pygame
from shell_helpers import click_button, frame, key, played_session, type_text

from siege_desktop.app import saves
from siege_desktop.app.menus.game_menu import SaveGameScene
from siege_desktop.app.shell import App
from siege_desktop.app.widgets import TextField


def _field() -> tuple[TextField, list[str]]:
    box = ["Game 12"]
    field = TextField((0, 0, 200, 40), lambda: box[0], lambda v: box.__setitem__(0, v))
    return field, box


def _key(field: TextField, app: App, k: int, mod: int = 0) -> None:
    from siege_desktop.app.intents import Key

    assert field.key(app, Key(k, mod))


def test_ctrl_a_selects_all_and_typing_replaces_it(app: App) -> None:
    field, box = _field()
    _key(field, app, pygame.K_a, pygame.KMOD_LCTRL)
    field.text_input(app, "Tea")
    assert box[0] == "Tea"
    _key(field, app, pygame.K_a, pygame.KMOD_LCTRL)
    _key(field, app, pygame.K_BACKSPACE)
    assert box[0] == ""


def test_home_and_end_move_where_typing_goes(app: App) -> None:
    field, box = _field()
    _key(field, app, pygame.K_HOME)
    field.text_input(app, "My ")
    assert box[0] == "My Game 12"
    _key(field, app, pygame.K_END)
    field.text_input(app, "!")
    assert box[0] == "My Game 12!"
    _key(field, app, pygame.K_HOME)
    _key(field, app, pygame.K_RIGHT)
    _key(field, app, pygame.K_BACKSPACE)  # the character before the caret
    assert box[0] == "y Game 12!"
    _key(field, app, pygame.K_DELETE)  # the one after it, inside the text
    assert box[0] == " Game 12!"


def test_a_save_name_with_a_slash_and_an_accent_is_kept_as_typed(app: App) -> None:
    app.start_game(played_session(8))
    frame(app, 2)
    key(app, pygame.K_ESCAPE)
    frame(app)
    click_button(app, "Save game…")
    assert isinstance(app.top, SaveGameScene)
    key(app, pygame.K_a, pygame.KMOD_LCTRL)
    type_text(app, "René's game 2/3")
    key(app, pygame.K_RETURN)
    path = saves.named_save_path("René's game 2/3")
    assert path.parent == saves.saves_dir() and "/" not in path.name  # a safe file name
    rows = [r for r in saves.list_saves() if r.path == path]
    assert [r.name for r in rows] == ["René's game 2/3"]
    assert saves.read_save(path).actions == played_session(8).actions
