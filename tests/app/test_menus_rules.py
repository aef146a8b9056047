"""The Rules screen: complete (every building and table rule, and Cursed Gifts' whole deck)
and scrollable by wheel and keys."""

from __future__ import annotations

import importlib

import pygame
import pytest
from shell_helpers import click_button, frame, key, screenshot

from siege_desktop.app.intents import Resize, Wheel
from siege_desktop.app.menus.rules import RulesScene
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.rules_format import plain_text as sections_text
from siege_desktop.app.shell import App
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.rules.cards import CARDS
from siege_desktop.games.cursed.ui.rules_text import RULES as CURSED_RULES
from siege_desktop.games.cursed.ui.rules_text import plain_text as cursed_text
from siege_desktop.games.gifts.rules.cards import BUILDING_RULES, BUILDING_TITLES, LAND_NAMES
from siege_desktop.games.gifts.ui.rules_text import plain_text


def test_the_text_covers_the_buildings_lands_and_every_table_rule() -> None:
    text = plain_text()
    for title, rule in zip(BUILDING_TITLES, BUILDING_RULES, strict=True):
        assert title in text and rule in text
    for land in LAND_NAMES:
        assert land in text
    for rule in (
        "Lands of each colour: 20",
        "Gifts per colour by player count",
        "Gifts on display: players + 2, at most 8",
        "Unique buildings, on",
        "Round limit: 30 rounds",
        "Time limit: off",
        "Seed: random",
    ):
        assert rule in text
    for fact in ("Sealed", "more Sealed gifts", "discard down to 7", "fewer than 10 lands"):
        assert fact in text


def test_scrolling_reaches_the_end_and_back(app: App) -> None:
    click_button(app, "Rules")
    scene = app.top
    assert isinstance(scene, RulesScene)
    frame(app)
    assert scene.scroll == 0 and scene.height > scene.view_height() * 2
    app.dispatch(Wheel(-2))
    assert scene.scroll > 0
    key(app, pygame.K_END)
    assert scene.scroll == scene.height - scene.view_height()
    shot = screenshot(app, "rules-end-1280x720")
    assert shot.get_size() == (1280, 720)
    key(app, pygame.K_PAGEUP)
    assert 0 < scene.scroll < scene.height - scene.view_height()
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    # A resize keeps the reading position in proportion, then Esc goes back.
    key(app, pygame.K_PAGEDOWN)
    before = scene.scroll / scene.height
    app.dispatch(Resize((2560, 1440)))
    frame(app)
    assert abs(scene.scroll / scene.height - before) < 0.05
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_cursed_gifts_rules_cover_every_card_and_the_comeback_chain() -> None:
    text = cursed_text()
    for card in CARDS:
        assert card.name in text and f" {card.count} {card.text}" in text
    for fact in ("up to 3 cards", "exactly", "Inevitable", "even number of Comebacks", "60"):
        assert fact in text


def test_the_rules_screen_shows_cursed_gifts_rules(app: App) -> None:
    scene = RulesScene(app, CURSED_RULES, "Cursed Gifts")
    app.push(scene)
    frame(app)
    assert app.top is scene and scene.title == "Rules of Cursed Gifts"
    shown = " ".join(text for line in scene.lines for _x, text in line.pieces)
    assert "Manta Ray Protection" in shown and "Comebacks" in shown
    assert "Sealed" not in shown  # none of Gifts Under Siege's text
    assert screenshot(app, "rules-cursed-1280x720").get_size() == (1280, 720)
    key(app, pygame.K_END)
    assert scene.scroll == scene.height - scene.view_height() > 0
    screenshot(app, "rules-cursed-end-1280x720")
    app.dispatch(Resize((2560, 1440)))
    key(app, pygame.K_HOME)
    screenshot(app, "rules-cursed-2560x1440")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_every_game_brings_its_rules_through_its_spec_ui(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    import fake_game

    from siege_desktop.core.registry import GAMES

    monkeypatch.setitem(GAMES, fake_game.GAME_ID, fake_game.MODULE)
    scene = RulesScene.for_game(app, fake_game.GAME_ID)
    app.push(scene)
    frame(app)
    assert scene.title == "Rules of Fake Fête"
    shown = " ".join(text for line in scene.lines for _x, text in line.pieces)
    assert "Every guest brings a riddle." in shown and "Answers are kept secret." in shown
    assert "Riddle" in shown and "Sealed" not in shown and "Comeback" not in shown
    # Gifts Under Siege's text comes the same way (its SPEC.ui's rules()), by default too.
    gifts = RulesScene.for_game(app, "gifts-under-siege")
    hook = importlib.import_module(find_game("gifts-under-siege").ui).rules
    assert gifts.rules == hook() == RulesScene(app).rules and gifts.title == "Rules"
    assert plain_text() in sections_text(gifts.rules)
