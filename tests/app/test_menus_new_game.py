"""The New game screen, driven by synthetic clicks, keys and typing."""

from __future__ import annotations

from pathlib import Path

import pygame
from shell_helpers import (
    click_button,
    click_widget,
    distinct_colours,
    form_of,
    frame,
    key,
    type_text,
)

from siege_desktop.app.menus.new_game import NewGameScene
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.shell import App
from siege_desktop.app.widgets import Button, Choice, Stepper, TextField, Toggle
from siege_desktop.games.gifts.ui.scene import TableScene


def open_new_game(app: App) -> NewGameScene:
    click_button(app, "New game")
    scene = app.top
    assert isinstance(scene, NewGameScene)
    frame(app)
    return scene


def widgets_of(scene: NewGameScene, kind: type) -> list:  # type: ignore[type-arg]
    return [w for w in form_of(scene).widgets if isinstance(w, kind)]


def stepper(scene: NewGameScene, label: str) -> Stepper:  # type: ignore[type-arg]
    for w in widgets_of(scene, Stepper):
        if w.label == label:
            return w
    raise AssertionError(label)


def plus(app: App, w: Stepper, times: int = 1) -> None:  # type: ignore[type-arg]
    for _ in range(times):
        click_widget(app, w, (0.985, 0.5))


def test_the_form_edits_seats_and_rules_and_starts_that_game(app: App) -> None:
    scene = open_new_game(app)
    assert [r.kind for r in scene.choices.seats] == ["human", "medium", "easy"]

    click_button(app, "+ Add a seat")
    assert len(scene.choices.seats) == 4
    # Seat 2 becomes Hard: click the last segment of its Choice row.
    choices = widgets_of(scene, Choice)
    click_widget(app, choices[1], (0.9, 0.5))
    assert scene.choices.seats[1].kind == "hard"
    assert scene.choices.seats[1].name == "Hard 1"  # automatic names follow the kind
    # Rename seat 1 by typing.
    name_field = widgets_of(scene, TextField)[0]
    click_widget(app, name_field)
    key(app, pygame.K_DELETE)
    type_text(app, "Ann")
    assert scene.choices.seats[0].name == "Ann"

    plus(app, stepper(scene, "Round limit"), 2)  # 30 -> 40 -> 50
    click_widget(app, stepper(scene, "Lands of each colour"), (0.57, 0.5))  # the ◀ arrow
    toggles = {t.label: t for t in widgets_of(scene, Toggle)}
    click_widget(app, toggles["Unique buildings (one of each at the table)"])
    click_widget(app, toggles["Gifts per colour by player count"])
    assert scene.choices.gift_counts == (3, 2, 1)  # what 4 players had shown
    plus(app, stepper(scene, "III"))
    plus(app, stepper(scene, "Gifts on display"), 3)
    plus(app, stepper(scene, "Time limit"))
    seed_field = widgets_of(scene, TextField)[-1]
    click_widget(app, seed_field)
    type_text(app, "12x3")  # letters are refused
    frame(app)

    click_button(app, "Start")
    table = app.top
    assert isinstance(table, TableScene)
    session = table.session
    assert [s.name for s in session.seats] == ["Ann", "Hard 1", "Easy 1", "Medium 1"]
    assert [s.kind for s in session.seats] == ["human", "hard", "easy", "medium"]
    c = session.config
    assert c.players == 4
    assert c.round_limit == 50
    assert c.lands_per_colour == 19
    assert c.unique_buildings is False
    assert c.gift_counts == (3, 2, 2)
    assert c.display_size == 3
    assert c.time_limit_minutes == 10
    assert session.seed == 123
    assert len(app.scenes) == 1  # the menus are gone


def test_seats_go_from_two_to_eight(app: App) -> None:
    scene = open_new_game(app)
    for _ in range(10):
        adders = [b for b in widgets_of(scene, Button) if b.label == "+ Add a seat"]
        if not adders:
            break
        click_widget(app, adders[0])
    assert len(scene.choices.seats) == 8
    frame(app)
    removers = [b for b in widgets_of(scene, Button) if b.label == "✕"]
    for _ in range(10):
        removers = [b for b in widgets_of(scene, Button) if b.label == "✕"]
        click_widget(app, removers[0])
    assert len(scene.choices.seats) == 2
    assert not any(b.enabled for b in widgets_of(scene, Button) if b.label == "✕")


def test_a_problem_is_explained_and_nothing_starts(app: App) -> None:
    scene = open_new_game(app)
    fields = widgets_of(scene, TextField)
    click_widget(app, fields[1])
    key(app, pygame.K_DELETE)
    type_text(app, "player 1")  # the same name as seat 1, in other case
    key(app, pygame.K_RETURN)  # Enter starts from a text field
    assert app.top is scene
    assert any("two seats are called" in t.text for t in app.toasts)
    click_widget(app, fields[1])
    key(app, pygame.K_DELETE)
    click_button(app, "Start")
    assert app.top is scene
    assert any("seat 2 needs a name" in t.text for t in app.toasts)


def test_keyboard_tab_moves_focus_and_esc_goes_back(app: App) -> None:
    scene = open_new_game(app)
    form = form_of(scene)
    seen = []
    for _ in range(len(form.focusable())):
        key(app, pygame.K_TAB)
        seen.append(form.focus)
    assert len(set(map(id, seen))) == len(form.focusable())  # every field once
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert form.focus is seen[-2]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_default_rules_restores_every_rule(app: App) -> None:
    scene = open_new_game(app)
    plus(app, stepper(scene, "Round limit"), 3)
    plus(app, stepper(scene, "Gifts on display"), 2)
    click_button(app, "Default rules")
    c = scene.choices.config()
    assert (c.round_limit, c.display_size, c.lands_per_colour) == (30, None, 20)
    assert c.unique_buildings and c.gift_counts is None and c.time_limit_minutes is None


def test_the_next_new_game_remembers_the_last_setup_but_not_the_seed(
    app: App, siege_home: Path
) -> None:
    scene = open_new_game(app)
    click_widget(app, widgets_of(scene, TextField)[0])
    key(app, pygame.K_DELETE)
    type_text(app, "Zoë")
    plus(app, stepper(scene, "Round limit"))
    click_widget(app, widgets_of(scene, TextField)[-1])
    type_text(app, "77")
    click_button(app, "Start")
    assert isinstance(app.top, TableScene)
    app.open_title()
    again = open_new_game(app)
    assert [r.name for r in again.choices.seats] == ["Zoë", "Medium 1", "Easy 1"]
    assert again.choices.round_limit == 40 and again.choices.seed == ""
    (siege_home / "config" / "new_game.json").write_text('{"seats": 5}', encoding="utf-8")
    app.open_title()
    fresh = open_new_game(app)
    assert [r.name for r in fresh.choices.seats] == ["Player 1", "Medium 1", "Easy 1"]


def test_the_cpu_levels_are_explained_from_the_measured_strength(app: App) -> None:
    from siege_desktop.games.gifts.ui.new_game import LEVELS

    click_button(app, "New game")
    frame(app)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    from siege_desktop.app.menus.new_game import LEVELS_Y
    from siege_desktop.app.widgets import to_rect

    box = to_rect(app, (70, LEVELS_Y, 622, 57))
    assert distinct_colours(app.window.subsurface(box), step=2) > 8  # text is drawn there
    doc = (Path(__file__).parents[2] / "docs" / "AI.md").read_text(encoding="utf-8")
    assert "**87.0%**" in doc and "**72.4%**" in doc  # the figures the words come from
    assert "87 games in 100" in LEVELS[1] and "72 in 100" in LEVELS[2]
    for size in ((1024, 576), (1280, 720), (2560, 1440)):
        scale = min(size[0] / 1280, size[1] / 720)
        font = app.art.font(max(6, round(14 * scale)), False)
        for line in LEVELS:  # each line fits its box (622 design px wide)
            assert font.size(line)[0] <= round(622 * scale)
