"""The card of a hovered unit never covers the squares lit for the chosen unit (where it can
move or attack), nor the hovered unit, nor the race to 20, nor the attack's preview, nor the
hand, the piles and the buttons, at every window size; in the replay it stays off the board
as well."""

from __future__ import annotations

import pygame
import pytest
from siege_helpers import actions_until, ready, start

from siege_desktop.app.intents import Click, Motion
from siege_desktop.app.table.layout import Layout
from siege_desktop.games.siege.rules.state import ATTACK, SUMMON
from siege_desktop.games.siege.ui import layout

SIZES = [(1024, 576), (1280, 720), (2560, 1440), (1024, 768), (2560, 1080), (800, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_the_hovered_card_leaves_the_lit_squares_and_the_unit_clear(
    size: tuple[int, int],
) -> None:
    acts = actions_until(5, lambda s: s.phase == SUMMON and s.current == 0 and s.round >= 3)
    app, table = start(("human", "medium"), seed=5, actions=acts, size=size)
    ready(app)
    state = table.state
    mine = [sq for sq, u in enumerate(state.board) if u is not None and u.owner == 0]
    checked = 0
    for sq in mine:
        _, moves, attacks = table.options(sq)
        if not moves and not attacks:
            continue
        app.dispatch(Click(table.grid().centre(sq)))
        app.step(0.0)
        assert table.selected == sq
        view = table.view()
        grid = table.grid()
        lit = [grid.cell(s) for s in view.lit | view.also]
        units = [s for s, u in enumerate(state.board) if u is not None]
        for hovered in units:
            app.dispatch(Motion(grid.centre(hovered)))
            app.draw()
            card = table.shown_card
            assert card is not None, "no card for a hovered unit"
            assert not card.colliderect(grid.cell(hovered)), "the card hides its own unit"
            covered = [r for r in lit if card.colliderect(r)]
            assert not covered, f"the card hides {len(covered)} lit squares"
            window = app.window.get_size()  # (a window below the smallest is made larger)
            assert pygame.Rect((0, 0), window).contains(card), "the card leaves the window"
            status = Layout(window, ()).rect(*layout.STATUS)
            assert not card.colliderect(status), "the card hides the race to 20"
            checked += 1
        app.dispatch(Click((0, 0), button=3))
    assert checked > 20


@pytest.mark.parametrize("size", SIZES)
def test_the_hovered_card_leaves_the_hand_and_every_panel_to_read_clear(
    size: tuple[int, int],
) -> None:
    # Summoning with a hand of several kinds: two rows of cards beside the board (the card
    # once covered the second row at 1024x576).
    acts = actions_until(5, lambda s: s.phase == SUMMON and s.current == 0 and s.round >= 3)
    app, table = start(("human", "medium"), seed=5, actions=acts, size=size)
    ready(app)
    assert len(set(table.state.hands[0])) >= 4, "too few cards in hand for two rows"
    window = app.window.get_size()
    lay = Layout(window, ())
    panels = [lay.rect(*box) for box in (layout.STATUS, layout.DETAIL, layout.BAR)]
    app.draw()
    clicks = [rect for rect, s in table.spots if s[0] != "square"]
    assert any(s[0] == "hand" for _, s in table.spots), "no hand drawn"
    hovered = 0
    for sq, unit in enumerate(table.state.board):
        if unit is None:
            continue
        app.dispatch(Motion(table.grid().centre(sq)))
        app.draw()
        card = table.shown_card
        assert card is not None, "no card for a hovered unit"
        # The owner's line below the card counts too.
        whole = card.union(card.move(0, lay.px(20)))
        assert not [r for r in clicks if whole.colliderect(r)], "the card hides the hand"
        assert not [r for r in panels if whole.colliderect(r)], "the card hides a panel"
        assert pygame.Rect((0, 0), window).contains(whole), "the card leaves the window"
        hovered += 1
    assert hovered >= 10
    # A card of the hand shows clear of the other cards of the hand as well.
    for rect, s in list(table.spots):
        if s[0] != "hand":
            continue
        app.dispatch(Motion(rect.center))
        app.draw()
        card = table.shown_card
        assert card is not None, "no card for a hovered hand card"
        assert not [r for r in clicks if card.colliderect(r)], "the card hides the hand"
        hovered += 1
    assert hovered >= 14


def test_the_owner_line_under_the_card_reads_whole(cut: list[str]) -> None:
    # "Medium 1's, on d5 (moved, attacked)" was cut to "Medium 1's, on d5 (move…" at 1024x576.
    acts = actions_until(2, lambda s: s.phase == ATTACK and s.attacks >= 2 and s.round >= 4)
    # Two humans: no CPU seat moves the units on while they are hovered.
    app, table = start(("human", "human"), seed=2, actions=acts, size=(1024, 576))
    ready(app)
    board = table.state.board
    busy = [sq for sq, u in enumerate(board) if u is not None and u.moved and u.attacked]
    assert busy, "no unit that both moved and attacked"
    for sq in busy:
        app.dispatch(Motion(table.grid().centre(sq)))
        app.draw()
        assert table.shown_card is not None
    assert not [s for s in cut if "attacked" in s], cut


def test_the_card_keeps_off_the_attack_preview() -> None:
    acts = actions_until(
        2, lambda s: s.current == 0 and s.round >= 4 and s.phase == SUMMON, rounds=20
    )
    app, table = start(("human", "medium"), seed=2, actions=acts, size=(1024, 576))
    ready(app)
    found = False
    for sq, u in enumerate(table.state.board):
        if u is None or u.owner != 0:
            continue
        _, _, attacks = table.options(sq)
        if not attacks:
            continue
        app.dispatch(Click(table.grid().centre(sq)))
        app.step(0.0)
        target = attacks[0].to  # type: ignore[attr-defined]
        app.dispatch(Click(table.grid().centre(target)))
        app.step(0.0)
        assert table.view().preview, "no preview of the attack"
        app.dispatch(Motion(table.grid().centre(target)))
        app.draw()
        detail = Layout(app.size, ()).rect(*layout.DETAIL)
        assert table.shown_card is not None and not table.shown_card.colliderect(detail)
        found = True
        break
    assert found, "no attack in this position"


@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
def test_the_replay_shows_the_hovered_card_off_the_board(size: tuple[int, int]) -> None:
    from shell_helpers import make_app
    from siege_games import finished_siege

    from siege_desktop.app.scenes import SCENES
    from siege_desktop.games.siege.ui.draw import grid_for

    app = make_app(size)
    scene = SCENES.replay(app, finished_siege(5))
    app.push(scene)
    scene.go(40)
    board = grid_for(size, False).rect
    app.draw()
    whole = pygame.image.tobytes(app.window, "RGB")
    before = app.window.subsurface(board).copy()
    state = scene.line.states[40]
    sq = next(s for s, u in enumerate(state.board) if u is not None)
    scene.handle(Motion(grid_for(size, False).centre(sq)))
    app.draw()
    shown = app.window.subsurface(board)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(before, "RGB")
    assert pygame.image.tobytes(app.window, "RGB") != whole, "no card drawn beside the board"
