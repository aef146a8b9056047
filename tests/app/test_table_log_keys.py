"""The game log: Home shows a long game's first lines in one key, End the newest again, and a
scrollbar tells where the lines shown sit in the whole game (both games' tables)."""

from __future__ import annotations

import pygame
from table_helpers import FakeApp, advance, human_acts, key, session_for, table

from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.log import LogPanel
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import MUTED
from siege_desktop.games.gifts.ui.scene import TableScene


def _log_lines(app: FakeApp, scene: TableScene) -> list[str]:
    trace: list[tuple[str, pygame.Rect, pygame.Rect | None]] = []
    p = scene.painter()
    p.trace = trace
    scene.layers.invalidate()
    app.frame(0.0)
    p.trace = None
    log = scene.layout().log()
    return [t for t, r, _ in trace if log.contains(r) and t != "Game log"]


def test_home_shows_the_start_of_a_long_game_and_end_the_newest() -> None:
    session = session_for(("human", "easy", "medium"), seed=3)
    advance(session, lambda s: s.round >= 25 and human_acts(s), limit=20000)
    app = FakeApp((1024, 576))
    scene = table(app, session)
    scene.wait = 1e9
    newest = _log_lines(app, scene)
    first = session.events[0].text_for(0)
    assert first not in newest
    key(app, pygame.K_HOME)
    start = _log_lines(app, scene)
    assert start[0] == first  # one key from the start of a 25-round game
    assert "Home: start · End: newest" in start
    key(app, pygame.K_END)
    assert _log_lines(app, scene) == newest


def test_the_scrollbar_thumb_follows_the_lines_shown() -> None:
    class Event:
        kind, seat = "note", 0

        def __init__(self, n: int) -> None:
            self.n = n

        def text_for(self, viewer: int | None) -> str:
            return f"Line {self.n}."

    pygame.display.init()
    pygame.font.init()
    from siege_desktop.app.art import Art

    layout = Layout((1280, 720), ())
    p = Painter(Art(), layout.scale)
    rect = layout.log()
    events = [Event(n) for n in range(500)]
    panel = LogPanel()

    def thumb_rows() -> list[int]:
        surface = pygame.Surface((1280, 720))
        panel.draw(p, surface, rect, events, 0)  # type: ignore[arg-type]
        x = rect.right - p.px(9) + 2
        return [y for y in range(rect.top, rect.bottom) if surface.get_at((x, y))[:3] == MUTED]

    at_end = thumb_rows()
    panel.home()
    at_start = thumb_rows()
    assert at_end and at_start and max(at_start) < min(at_end)  # the thumb moved up


def test_wrapped_lines_stay_inside_the_log_at_every_size() -> None:
    """A long line wraps; its continuation lines are indented and still end before the
    scrollbar's room at the panel's right, however the window scales (2560×1440 included)."""

    class Event:
        kind, seat = "note", 0

        def __init__(self, text: str) -> None:
            self.text = text

        def text_for(self, viewer: int | None) -> str:
            return self.text

    pygame.display.init()
    pygame.font.init()
    from siege_desktop.app.art import Art

    art = Art()
    texts = [
        f"Seat {n} steals the Wrapped Wonder of the Winter Market from Seat {n + 1}, "
        "discarding Plains, Island, Swamp, Mountain and Forest, mmmm mmmm mmmm mmmm "
        "wwww wwww wwww wwww iiii iiii iiii llll llll llll."
        for n in range(1, 9)
    ]
    for size in [(960, 540), (1024, 576), (1280, 720), (1920, 1080), (2560, 1440)]:
        layout = Layout(size, ())
        p = Painter(art, layout.scale)
        rect = layout.log()
        trace: list[tuple[str, pygame.Rect, pygame.Rect | None]] = []
        p.trace = trace
        LogPanel().draw(p, pygame.Surface(size), rect, [Event(t) for t in texts], 0)  # type: ignore[misc]
        lines = [(t, r) for t, r, _ in trace if t != "Game log"]
        assert any(t.startswith("   ") for t, _ in lines)  # the wrapping was reached
        room = rect.right - p.px(14)  # text starts px(10) in; px(24) is kept for the bar
        for text, r in lines:
            assert r.right <= room, (size, text, r.right, room)
