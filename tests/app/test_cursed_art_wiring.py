"""Cursed Gifts' real art at the table and on the title, and each game's own Rules screen."""

from __future__ import annotations

import pygame
from shell_helpers import click_button, frame, make_app

from siege_desktop.app.menus.covers import cover_picture, draw_cover
from siege_desktop.app.menus.game_menu import GameMenuScene
from siege_desktop.app.menus.rules import RulesScene
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.core.registry import all_games, find_game
from siege_desktop.games.cursed.rules.cards import KARMA3
from siege_desktop.games.cursed.ui.faces import BAD_KARMA
from siege_desktop.games.cursed.ui.scene import CursedTableScene


def cursed_table(size: tuple[int, int] = (1280, 720)) -> tuple[App, CursedTableScene]:
    app = make_app(size)
    rules = find_game("cursed-gifts").rules
    config = rules.config_from_dict({"seats": 2, "names": None, "round_limit": 12})
    seats = (SeatSpec("P1", "human"), SeatSpec("P2", "easy"))
    app.start_game(GameSession(config, 5, seats, game="cursed-gifts"))
    app.step(0.0)
    table = app.scenes[0]
    assert isinstance(table, CursedTableScene)
    app.draw()
    return app, table


def region(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def test_the_hand_shows_the_cards_of_card_art_not_a_drawn_placeholder() -> None:
    app, table = cursed_table()
    hand = table.view().obs.hand
    spots = [(r, s[1]) for r, s in table.spots if s[0] == "hand"]
    assert len(spots) == len(hand) > 0
    cards = table.board.faces.cards
    for rect, i in spots:
        if i not in table.view().playable:
            continue  # an unplayable card is veiled
        face = cards.card(hand[i], rect.size)
        inner = rect.inflate(-rect.w // 4, -rect.h // 4)  # clear of the rounded corners
        on_card = inner.move(-rect.x, -rect.y)
        assert region(app.window, inner) == region(face, on_card)
        colours = {
            tuple(face.get_at((x, y)))
            for x in range(0, face.get_width(), 3)
            for y in range(0, face.get_height(), 3)
        }
        assert len(colours) > 40  # an illustrated card, not a flat placeholder
    assert any(i in table.view().playable for _r, i in spots)


def test_the_deck_is_the_cursed_card_back_and_the_hover_shows_the_large_card() -> None:
    app, table = cursed_table()
    cards = table.board.faces.cards
    back = cards.back((50, 70))
    assert back.get_size() == (50, 70)
    assert region(back, back.get_rect()) != region(
        app.art.card_back((50, 70)), pygame.Rect(0, 0, 50, 70)
    )  # not Gifts Under Siege's back
    rect, spot = next((r, s) for r, s in table.spots if s[0] == "hand")
    before = pygame.image.tobytes(app.window, "RGB")
    table.hover, table.mouse = spot, rect.center
    app.draw()
    assert pygame.image.tobytes(app.window, "RGB") != before
    large = table.board.faces.large(table.view().obs.hand[spot[1]], (250, 350))
    assert not cards.is_small(250)
    assert large.get_size() == (250, 350)


def test_bad_karma_from_three_useless_gifts_is_the_bad_karma_card_marked() -> None:
    _app, table = cursed_table()
    faces = table.board.faces
    size = (100, 140)
    karma3, karma = faces.face(KARMA3, size), faces.cards.card(BAD_KARMA, size)
    assert karma3.get_size() == size
    whole = pygame.Rect(0, 0, *size)
    assert region(karma3, whole) != region(karma, whole)  # the ribbon says "3 Useless"
    top = pygame.Rect(10, 10, 80, 40)
    assert region(karma3, top) == region(karma, top)  # but it is the Bad Karma card


def test_each_game_on_the_title_shows_its_cover_art(app: App) -> None:
    covered = [spec for spec in all_games() if spec.cover]
    assert {spec.game_id for spec in covered} >= {"gifts-under-siege", "cursed-gifts"}
    for spec in covered:
        rel = spec.cover
        rect = pygame.Rect(0, 0, 100, 140)
        canvas = pygame.Surface((100, 140))
        draw_cover(canvas, app, spec, rect)
        expected = pygame.Surface((100, 140))
        expected.blit(cover_picture(app, rel, rect.size), (0, 0))
        assert region(canvas, rect) == region(expected, rect)
        assert (
            len({canvas.get_at((x, y))[:3] for x in range(0, 100, 9) for y in range(0, 140, 9)}) > 8
        )


def test_rules_on_the_title_are_those_of_the_chosen_game(app: App) -> None:
    title = app.top
    assert isinstance(title, TitleScene)
    title.choose_game("cursed-gifts")
    title.rules()
    frame(app)
    scene = app.top
    assert isinstance(scene, RulesScene) and scene.title == "Rules of Cursed Gifts"
    shown = " ".join(text for line in scene.lines for _x, text in line.pieces)
    assert "Comebacks" in shown and "Sealed" not in shown
    app.pop()
    title.choose_game("gifts-under-siege")
    title.rules()
    frame(app)
    assert isinstance(app.top, RulesScene) and app.top.title == "Rules"


def test_rules_in_the_game_menu_are_those_of_the_game_played() -> None:
    app, table = cursed_table()
    app.push(GameMenuScene(app, table.session))
    frame(app)
    click_button(app, "Rules")
    frame(app)
    assert isinstance(app.top, RulesScene) and app.top.title == "Rules of Cursed Gifts"
