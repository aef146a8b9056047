"""No text on the table overflows its box or runs into other text, at the common window sizes
and seat counts: every line drawn is measured against the rectangle it belongs to."""

from __future__ import annotations

import attrs
import pygame
import pytest

from siege_desktop.app.session import GameSession
from siege_desktop.games.gifts.rules import Phase
from siege_desktop.games.gifts.rules.cards import BUILDING_TITLES
from siege_desktop.games.gifts.ui.scene import TableScene
from tests.app.table_helpers import FakeApp, advance, session_for, table

SIZES = ((1024, 576), (1280, 720), (2560, 1440))
SEATS = (2, 4, 8)
Trace = list[tuple[str, pygame.Rect, pygame.Rect | None]]

_games: dict[int, GameSession] = {}


LONG_NAMES = ("Alexandra", "Medium 1", "Medium 2", "Bartholomew", "Hard 4", "Easy 5", "Maximilian")


def mid_game(seats: int) -> GameSession:
    """A game in round 12 with gifts held, buildings owned and the human to act; 8 seats
    have long names, as CPU seats and real names are."""
    if seats not in _games:
        session = session_for(("human",) + ("medium",) * (seats - 1), seed=7)
        if seats == 8:
            names = (*LONG_NAMES, "Medium 7")
            pairs = zip(session.seats, names, strict=True)
            specs = tuple(attrs.evolve(spec, name=n) for spec, n in pairs)
            config = attrs.evolve(session.config, names=names)
            session = GameSession(config, 7, specs, [])
        advance(
            session,
            lambda s: s.round >= 12 and s.seat == 0 and s.phase is Phase.ACTION,
            seed=3,
        )
        _games[seats] = session
    return GameSession.from_dict(_games[seats].to_dict())


def drawn_text(size: tuple[int, int], seats: int) -> tuple[TableScene, Trace]:
    app = FakeApp(size)
    scene = table(app, mid_game(seats))
    p = scene.painter()
    p.trace = []
    scene.layers.invalidate()
    app.frame()
    return scene, p.trace


def containers(scene: TableScene) -> list[pygame.Rect]:
    """The boxes text is written in: plates, display slots, buildings, the side panel."""
    layout = scene.layout()
    boxes = [rect for _, rect in layout.plates()]
    boxes += layout.display_slots(len(scene.state.display)) + layout.market()
    boxes += [layout.supply(), layout.centre_info(), layout.track(), layout.log(), layout.bar()]
    boxes += [layout.bottom_header()]
    return boxes


def inside(inner: pygame.Rect, outer: pygame.Rect, slack: int = 1) -> bool:
    return outer.inflate(2 * slack, 2 * slack).contains(inner)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", SEATS)
def test_no_text_leaves_its_box_or_runs_into_other_text(size: tuple[int, int], seats: int) -> None:
    scene, trace = drawn_text(size, seats)
    assert trace, "no text was recorded"
    window = pygame.Rect((0, 0), size)
    boxes = containers(scene)
    by_box: dict[int, list[tuple[str, pygame.Rect]]] = {}
    for s, rect, box in trace:
        assert window.contains(rect), f"{s!r} leaves the window at {size}"
        if box is not None:
            assert inside(rect, box), f"{s!r} {rect} overflows its box {box} at {size}"
        home = [i for i, b in enumerate(boxes) if b.collidepoint(rect.center)]
        for i in home[:1]:
            assert inside(rect, boxes[i]), f"{s!r} {rect} overflows {boxes[i]} at {size}"
            by_box.setdefault(i, []).append((s, rect))  # an owner's banner and a name too
    gap = max(2, round(4 * scene.layout().scale))
    for lines in by_box.values():
        for k, (s, r) in enumerate(lines):
            for t, q in lines[k + 1 :]:
                # glyph boxes carry a little leading above and below, so lines one under
                # the other may touch; side by side, words keep a gap (4 design units)
                clash = r.inflate(2 * gap, 0).clip(q)
                assert clash.w <= 0 or clash.h <= 2, f"{s!r} runs into {t!r} at {size}"


@pytest.mark.parametrize("size", ((819, 461), *SIZES))
def test_every_building_name_is_written_whole_inside_its_card(size: tuple[int, int]) -> None:
    scene, trace = drawn_text(size, 4)
    for title, rect in zip(BUILDING_TITLES, scene.layout().market(), strict=True):
        lines = [(s, r) for s, r, box in trace if box is not None and rect.contains(box)]
        words = " ".join(s for s, _ in lines)
        assert title in words, f"{title!r} is not written on its card at {size}: {words!r}"
        assert all(inside(r, rect, 0) for _, r in lines)
