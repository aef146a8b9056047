"""The Settings screen changes the settings, which persist as JSON and survive a bad file."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
from shell_helpers import click_button, click_widget, form_of, frame, key

from siege_desktop.app.menus.settings import SettingsScene
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.settings import Settings, load_settings, save_settings
from siege_desktop.app.shell import App
from siege_desktop.app.widgets import Stepper, Toggle


def open_settings(app: App) -> SettingsScene:
    click_button(app, "Settings")
    scene = app.top
    assert isinstance(scene, SettingsScene)
    frame(app)
    return scene


def by_label(scene: SettingsScene, label: str) -> Toggle | Stepper:  # type: ignore[type-arg]
    for w in form_of(scene).widgets:
        if isinstance(w, Toggle | Stepper) and w.label == label:
            return w
    raise AssertionError(label)


def test_changes_apply_at_once_and_persist(app: App, siege_home: Path) -> None:
    scene = open_settings(app)
    click_widget(app, by_label(scene, "Colour symbols (sun, drop, moon, flame, leaf)"))
    speed = by_label(scene, "Animation speed")
    for _ in range(10):
        click_widget(app, speed, (0.985, 0.5))  # ▶ up to the top
    size = by_label(scene, "Window size")
    click_widget(app, size, (0.57, 0.5))  # ◀ one smaller
    assert app.settings.colour_symbols is False
    assert app.settings.animation_speed == 4.0
    assert app.settings.window_size == (1024, 576)
    assert app.size == (1024, 576) and app.window.get_size() == (1024, 576)
    assert abs(app.scale - 0.8) < 1e-9
    frame(app)

    stored = json.loads((siege_home / "config" / "settings.json").read_text(encoding="utf-8"))
    assert stored["colour_symbols"] is False
    assert stored["animation_speed"] == 4.0
    assert stored["window_size"] == [1024, 576]
    loaded, problem = load_settings()
    assert problem is None
    assert loaded == app.settings

    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_speed_stops_at_a_quarter_and_defaults_come_back(app: App) -> None:
    scene = open_settings(app)
    speed = by_label(scene, "Animation speed")
    form_of(scene).focus = speed
    for _ in range(12):
        key(app, pygame.K_LEFT)
    assert app.settings.animation_speed == 0.25
    click_button(app, "Restore defaults")
    assert app.settings == Settings(window_size=app.settings.window_size)
    assert app.settings.animation_speed == 1.0


def test_fullscreen_toggle_disables_the_window_size(app: App) -> None:
    scene = open_settings(app)
    click_widget(app, by_label(scene, "Fullscreen (F11)"))
    assert app.settings.fullscreen is True
    assert by_label(scene, "Window size").enabled is False
    click_widget(app, by_label(scene, "Fullscreen (F11)"))
    assert by_label(scene, "Window size").enabled is True


def test_a_corrupt_settings_file_gives_defaults_and_is_kept(siege_home: Path) -> None:
    path = siege_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"fullscreen": tru', encoding="utf-8")
    settings, problem = load_settings()
    assert settings == Settings()
    assert problem is not None and "damaged" in problem
    kept = list(path.parent.glob("settings.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == '{"fullscreen": tru'


def test_out_of_range_and_wrong_typed_values_are_handled(siege_home: Path) -> None:
    path = siege_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"animation_speed": 99, "volume": -3, "extra": 1}), "utf-8")
    settings, problem = load_settings()
    assert problem is None
    assert settings.animation_speed == 4.0 and settings.volume == 0.0
    path.write_text(json.dumps({"fullscreen": "yes"}), "utf-8")
    settings, problem = load_settings()
    assert problem is not None and settings.fullscreen is False


def test_save_then_load_round_trip(siege_home: Path) -> None:
    mine = Settings(fullscreen=True, window_size=(1600, 900), animation_speed=0.5, volume=0.3)
    save_settings(mine)
    assert load_settings() == (mine, None)


def test_a_speed_outside_the_steps_moves_to_the_nearest_step(app: App) -> None:
    app.settings.animation_speed = 1.9  # e.g. edited by hand in settings.json
    scene = open_settings(app)
    speed = by_label(scene, "Animation speed")
    click_widget(app, speed, (0.985, 0.5))
    assert app.settings.animation_speed == 3.0  # from 2.0, the nearest step


def test_the_cpu_pace_is_set_here_too_and_kept(app: App, siege_home: Path) -> None:
    scene = open_settings(app)
    pace = by_label(scene, "CPU pace")
    assert app.settings.cpu_pace == "normal"
    click_widget(app, pace, (0.985, 0.5))  # ▶ faster
    assert app.settings.cpu_pace == "fast"
    stored = json.loads((siege_home / "config" / "settings.json").read_text(encoding="utf-8"))
    assert stored["cpu_pace"] == "fast"
    click_button(app, "Restore defaults")
    assert app.settings.cpu_pace == "normal"
