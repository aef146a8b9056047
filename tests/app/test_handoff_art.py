"""The handoff shows the game's own art: Siege's cover, Cursed Gifts' card back, and the
app's (Gifts Under Siege's) card back otherwise."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from shell_helpers import frame, make_app

from siege_desktop.app.table.handoff import HandoffScene
from siege_desktop.games.cursed.ui.scene import CursedTableScene
from siege_desktop.games.siege.ui.scene import SiegeTableScene

ASSETS = Path(__file__).resolve().parents[2] / "assets"


@pytest.mark.parametrize(
    ("scene", "expected"),
    [(SiegeTableScene, "siege/cover.svg"), (CursedTableScene, "cursed/back.svg")],
)
def test_each_game_names_art_that_exists(scene: type, expected: str) -> None:
    cover = scene.handoff_cover(object.__new__(scene))
    assert cover == expected
    assert (ASSETS / cover).is_file()


def _art_box(cover: str | None) -> pygame.Surface:
    app = make_app((1280, 720))
    frame(app, 2)
    app.push(HandoffScene(app, "Player 2", lambda: None, cover))
    frame(app, 3)
    return app.window.subsurface(pygame.Rect(584, 206, 112, 70)).copy()


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return bytes(pygame.image.tobytes(a, "RGB")) == bytes(pygame.image.tobytes(b, "RGB"))


def test_the_cover_replaces_the_card_back() -> None:
    back = _art_box(None)
    siege = _art_box("siege/cover.svg")
    cursed = _art_box("cursed/back.svg")
    assert not _same(back, siege)
    assert not _same(back, cursed)
    assert not _same(siege, cursed)
    # A 16:9 cover fills the box's width; the card back stays card-shaped in its middle.
    edge = siege.get_at((2, 35))
    assert edge != back.get_at((2, 35))
