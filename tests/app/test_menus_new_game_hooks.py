"""New game takes every game's table rules, config, CPU levels and notes from its `SPEC.ui`
hook (`new_game_options()`): a third game registered by the test gets its own form."""

from __future__ import annotations

from pathlib import Path

import attrs
import fake_game
import pytest
from shell_helpers import click_widget, distinct_colours, form_of, frame

from siege_desktop.app.menus.game_options import options_of
from siege_desktop.app.menus.new_game import (
    LEVELS_Y,
    OWN_FIELDS,
    NewGameChoices,
    NewGameScene,
    read_choices,
)
from siege_desktop.app.session import playable_games
from siege_desktop.app.shell import App
from siege_desktop.app.widgets import Button, Stepper, Toggle, to_rect
from siege_desktop.core.registry import GAMES
from siege_desktop.games.cursed.rules.config import CursedConfig


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setitem(GAMES, fake_game.GAME_ID, fake_game.MODULE)
    return fake_game.GAME_ID


def labels(scene: NewGameScene) -> set[str]:
    return {str(getattr(w, "label", getattr(w, "text", ""))) for w in form_of(scene).widgets}


def test_a_third_game_brings_its_own_table_rules_levels_and_note(app: App, fake: str) -> None:
    scene = NewGameScene(app, game=fake)
    app.push(scene)
    frame(app)
    assert scene.title == "New game of Fake Fête"
    shown = labels(scene)
    assert {"Seats (3 to 5)", "Riddles", "Loud guests", "Seed (optional)"} <= shown
    assert not shown & {"Lands of each colour", "Round limit", "Ask only when I can answer"}
    assert scene.choices.hook.levels == fake_game.LEVELS
    box = to_rect(app, (70, LEVELS_Y, 622, 57))
    assert distinct_colours(app.window.subsurface(box), step=2) > 8  # its levels are drawn
    note = to_rect(app, (716, 228, 494, 44))
    assert distinct_colours(app.window.subsurface(note), step=2) > 8  # and its note

    # Seats stay within the game's own range (3 to 5).
    for _ in range(4):
        adders = [b for b in form_of(scene).widgets if getattr(b, "label", "") == "+ Add a seat"]
        if adders:
            click_widget(app, adders[0])
    assert len(scene.choices.seats) == 5
    riddles = next(w for w in form_of(scene).widgets if isinstance(w, Stepper))
    click_widget(app, riddles, (0.985, 0.5))  # 4 -> 6
    toggle = next(
        w for w in form_of(scene).widgets if isinstance(w, Toggle) and w.label == "Loud guests"
    )
    click_widget(app, toggle)
    assert scene.choices.fake_riddles == 6 and scene.choices.fake_loud

    config = scene.choices.config()
    assert config == CursedConfig(5, tuple(r.name for r in scene.choices.seats), 60)
    session = scene.choices.session()
    assert session.game == fake and session.config.round_limit == 60
    assert session.table_rules == {"ask_only_when_can_answer": True}


def test_the_third_games_rules_are_remembered_beside_the_others(
    app: App, fake: str, siege_home: Path
) -> None:
    from siege_desktop.app.menus.new_game import save_choices

    choices = NewGameChoices(game=fake)
    choices.rules.fake_riddles = 2
    save_choices(choices)
    back, problem = read_choices()
    assert problem is None and back.game == fake
    assert back.rules == fake_game.FakeOptions(fake_riddles=2)
    # The other games' rules are read too, at their defaults.
    assert back.options["gifts-under-siege"] == options_of("gifts-under-siege").defaults()


def test_a_game_limits_the_seats_it_is_given(app: App, fake: str) -> None:
    choices = NewGameChoices()
    for _ in range(5):
        choices.seats.append(attrs.evolve(choices.seats[-1]))
    scene = NewGameScene(app, choices, game=fake)
    assert len(scene.choices.seats) == 5
    app.push(scene)
    frame(app)
    assert not any(
        isinstance(w, Button) and w.label == "+ Add a seat" for w in form_of(scene).widgets
    )


def test_the_real_games_keep_their_option_names_apart() -> None:
    seen: set[str] = set(OWN_FIELDS)
    for game in (spec.game_id for spec in playable_games()):
        names = {f.name for f in attrs.fields(type(options_of(game).defaults()))}
        assert not names & seen, game
        seen |= names


def test_an_option_no_game_has_is_an_attribute_error() -> None:
    choices = NewGameChoices(game="cursed-gifts")
    assert choices.cursed_round_limit == 60  # the chosen game's option, read by name
    with pytest.raises(AttributeError):
        _ = choices.lands_per_colour  # the other game's option is not this one's
    with pytest.raises(AttributeError):
        _ = choices._private
