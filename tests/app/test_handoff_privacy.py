"""Pass-and-play privacy: the handoff screen goes only at a deliberate press and release of
the player it names. Input begun before it came (a double-click's second click, Enter
pressed twice, a held key's repeats, a mouse button still down) never takes it away, and no
frame between the two players' turns shows a hand but the one of the player who just acted.

Every test posts real pygame events at set times and steps the app on a fake 60 fps clock;
each frame drawn is checked by dealing every card the last player cannot see anew and
drawing again: the same pixels."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import attrs
import pygame
import pytest
from privacy_helpers import frames_hiding
from shell_helpers import make_app, ready
from table_helpers import hot_rect
from test_cursed_table import frame_bytes as cursed_frame
from test_table_frame import position, quiet_play
from test_table_hidden import reshuffle_hidden

from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.shell import App
from siege_desktop.app.table.handoff import ARMING, HandoffScene
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.rules.actions import END_TURN, Play
from siege_desktop.games.cursed.ui import keyboard
from siege_desktop.games.cursed.ui.scene import CursedTableScene
from siege_desktop.games.cursed.ui.view import Spot as CursedSpot
from siege_desktop.games.gifts.rules import Claim, GameConfig, Phase, legal_actions
from siege_desktop.games.gifts.ui.scene import TableScene
from siege_desktop.games.gifts.ui.targets import Spot

CURSED = find_game("cursed-gifts").rules
GIFTS = find_game("gifts-under-siege").rules
FRAME_MS = 1000 / 60
#: Each timeline: (ms after the first press, pygame event type, key or button); the first
#: press is the player's own act that ends their turn.
Timeline = list[tuple[float, int, int]]


def double_click() -> Timeline:
    down, up = pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP
    return [(0, down, 1), (70, up, 1), (140, down, 1), (210, up, 1)]


def enter_twice(gap: float) -> Timeline:
    down, up = pygame.KEYDOWN, pygame.KEYUP
    k = pygame.K_RETURN
    return [(0, down, k), (40, up, k), (gap, down, k), (gap + 40, up, k)]


def enter_held() -> Timeline:
    # pygame's key repeat (400 ms, then every 40 ms): KEYDOWN after KEYDOWN, no KEYUP between
    k = pygame.K_RETURN
    repeats = [(400 + 40 * i, pygame.KEYDOWN, k) for i in range(20)]
    return [(0, pygame.KEYDOWN, k), *repeats, (1250, pygame.KEYUP, k)]


def button_held() -> Timeline:
    # The click that ended the turn, its button released long after the screen came.
    return [(0, pygame.MOUSEBUTTONDOWN, 1), (900, pygame.MOUSEBUTTONUP, 1)]


def event_for(kind: int, code: int, pos: tuple[int, int]) -> pygame.event.Event:
    if kind in (pygame.KEYDOWN, pygame.KEYUP):
        return pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0)
    return pygame.event.Event(kind, button=code, pos=pos)


@attrs.define
class Seating:
    """A pass-and-play table where `first` is about to act and `second` decides next."""

    app: App
    first: int
    second: int
    #: A frame of the table as drawn, and the same frame with every card `first` cannot
    #: see dealt anew (and their private log lines rewritten)
    redraw_hiding: Callable[[int], tuple[bytes, bytes]]
    viewer: Callable[[], int | None]  # whose hand the table shows now (None: nobody's)


def play_out(seating: Seating, timeline: Timeline, pos: tuple[int, int], ms: float) -> None:
    """Post the timeline's events at their times, one frame at a time, and check every frame
    drawn until `ms`: the handoff, or the table showing no hand but the first player's."""
    app = seating.app
    pending = sorted(timeline)
    now = 0.0
    while now <= ms:
        while pending and pending[0][0] <= now:
            _, kind, code = pending.pop(0)
            if kind == pygame.MOUSEBUTTONDOWN:
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0)))
            pygame.event.post(event_for(kind, code, pos))
        if app.step(FRAME_MS / 1000) and not isinstance(app.top, HandoffScene):
            shown = seating.viewer()
            assert shown in (None, seating.first), f"seat {shown}'s hand shows too early"
            real, hidden = seating.redraw_hiding(seating.first)
            assert real == hidden, "a card the last player may not see is on the screen"
        now += FRAME_MS
    assert not pending


def handed_over(seating: Seating, name: str) -> None:
    """The handoff still waits for the second player; their own deliberate click shows
    their hand."""
    app = seating.app
    top = app.top
    assert isinstance(top, HandoffScene) and top.name == name
    ready(app)
    assert seating.viewer() == seating.second


# ---------------------------------------------------------------- Gifts Under Siege
def gifts_claim_that_passes_the_turn() -> tuple[GameSession, Claim]:
    """Two people; seat 0's claim now ends its turn (no discard), and seat 1 plays next."""
    seats = (SeatSpec("Ana", "human"), SeatSpec("Bo", "human"))
    for seed in range(50):
        s = GameSession(GameConfig(players=2, names=("Ana", "Bo")), seed, seats)
        rng = random.Random(seed)
        for _ in range(300):
            state = s.state
            legal = legal_actions(state)
            if state.seat == 0 and state.phase is Phase.ACTION and state.turn > 2:
                for a in legal:
                    if isinstance(a, Claim):
                        after = GIFTS.apply_unchecked(state, a)
                        if GIFTS.to_act(after) == 1:
                            return s, a
            s.play(rng.choice(legal))
    raise AssertionError("no such claim")


def gifts_redraw(table: TableScene) -> Callable[[int], tuple[bytes, bytes]]:
    def draw() -> bytes:
        table.layers.invalidate()
        table.log.clear()
        table.app.draw()
        return pygame.image.tobytes(table.app.window, "RGB")

    def redraw_hiding(keep: int) -> tuple[bytes, bytes]:
        session = table.session
        state, events = session.state, list(session.events)
        real = draw()
        reshuffle_hidden(session, keep, 7)
        try:
            hidden = draw()
        finally:
            session.state = state
            session.events[:] = events
        return real, hidden

    return redraw_hiding


@pytest.fixture
def gifts() -> Iterator[tuple[Seating, Claim]]:
    session, claim = gifts_claim_that_passes_the_turn()
    app = make_app((1024, 576))
    app.start_game(session)
    app.step(0.0)
    ready(app)  # Ana holds the screen
    table = app.top
    assert isinstance(table, TableScene) and table.human_to_act()
    for _ in range(120):  # her table at rest: no highlight still fading in
        app.step(FRAME_MS / 1000)
    seating = Seating(app, 0, 1, gifts_redraw(table), lambda: table.view().viewer)
    yield seating, claim
    app.shutdown()


def test_gifts_a_double_click_on_a_claim_does_not_skip_the_handoff(
    gifts: tuple[Seating, Claim],
) -> None:
    seating, claim = gifts
    table = seating.app.top
    assert isinstance(table, TableScene)
    where = hot_rect(table, Spot.DISPLAY, claim.gift).center
    play_out(seating, double_click(), where, 1500)
    assert table.session.state.seat == 1  # the first click claimed; the second did nothing
    handed_over(seating, "Bo")


def focus_on(app: App, table: TableScene, claim: Claim) -> None:
    """The arrow keys move the focus to the claim, as a player at the keyboard does."""
    for _ in range(40):
        hot = table.key_focus
        if hot is not None and hot.kind == Spot.DISPLAY and hot.item == claim.gift:
            return
        pygame.event.post(event_for(pygame.KEYDOWN, pygame.K_RIGHT, (0, 0)))
        pygame.event.post(event_for(pygame.KEYUP, pygame.K_RIGHT, (0, 0)))
        app.step(FRAME_MS / 1000)
    raise AssertionError("the arrows never reached the claim")


@pytest.mark.parametrize("gap", [50, 150, 400])
def test_gifts_enter_pressed_twice_does_not_skip_the_handoff(
    gifts: tuple[Seating, Claim], gap: int
) -> None:
    seating, claim = gifts
    table = seating.app.top
    assert isinstance(table, TableScene)
    focus_on(seating.app, table, claim)
    play_out(seating, enter_twice(gap), (0, 0), 1500)
    assert table.session.actions[-1] == str(claim)  # the first Enter claimed
    handed_over(seating, "Bo")


@pytest.mark.parametrize("timeline", [enter_held, button_held])
def test_gifts_a_held_key_or_button_does_not_skip_the_handoff(
    gifts: tuple[Seating, Claim], timeline: Callable[[], Timeline]
) -> None:
    seating, claim = gifts
    table = seating.app.top
    assert isinstance(table, TableScene)
    focus_on(seating.app, table, claim)
    where = hot_rect(table, Spot.DISPLAY, claim.gift).center
    play_out(seating, timeline(), where, 2000)
    assert table.session.actions[-1] == str(claim)
    handed_over(seating, "Bo")


# ---------------------------------------------------------------- Cursed Gifts
def cursed_redraw(table: CursedTableScene) -> Callable[[int], tuple[bytes, bytes]]:
    def redraw_hiding(keep: int) -> tuple[bytes, bytes]:
        return frames_hiding(
            lambda: cursed_frame(table.app, table), table.session, CURSED, keep, random.Random(7)
        )

    return redraw_hiding


def cursed_seating(want: Callable[[Any, tuple[Any, ...]], bool]) -> Seating:
    app = make_app((1024, 576))
    app.start_game(position(("human", "human"), want))
    app.step(0.0)
    while isinstance(app.top, HandoffScene):
        ready(app)  # P1 holds the screen
    table = app.scenes[0]
    assert isinstance(table, CursedTableScene) and table.my_decision()
    for _ in range(60):
        app.step(FRAME_MS / 1000)
    return Seating(app, 0, 1, cursed_redraw(table), lambda: table.reader)


def ends_and_hands_over(state: Any, legal: tuple[Any, ...]) -> bool:
    return END_TURN in legal and CURSED.to_act(CURSED.apply_unchecked(state, END_TURN)) == 1


@pytest.mark.parametrize("timeline", [double_click, button_held])
def test_cursed_a_double_click_on_end_turn_does_not_skip_the_handoff(
    timeline: Callable[[], Timeline],
) -> None:
    seating = cursed_seating(ends_and_hands_over)
    table = seating.app.scenes[0]
    assert isinstance(table, CursedTableScene)
    try:
        where = next(r.center for r, s in table.spots if s == (CursedSpot.BUTTON, "end"))
        play_out(seating, timeline(), where, 1500)
        assert table.session.actions[-1] == str(END_TURN)
        handed_over(seating, "P2")
    finally:
        seating.app.shutdown()


def choose_with_keys(app: App, table: CursedTableScene, play: Play) -> None:
    """A number key picks the card, the arrows its target: Enter would play it."""
    k = keyboard.NUMBER_KEYS[table.hand().index(play.card)]
    for code in (k, *[pygame.K_RIGHT] * 30):
        if table.pending == play:
            return
        pygame.event.post(event_for(pygame.KEYDOWN, code, (0, 0)))
        pygame.event.post(event_for(pygame.KEYUP, code, (0, 0)))
        app.step(FRAME_MS / 1000)
    raise AssertionError("the keys never chose the play")


@pytest.mark.parametrize(
    "timeline",
    [partial(enter_twice, 50), partial(enter_twice, 150), partial(enter_twice, 400), enter_held],
    ids=["enter-50ms", "enter-150ms", "enter-400ms", "enter-held"],
)
def test_cursed_enter_twice_does_not_open_the_rival_window_for_the_wrong_person(
    timeline: Callable[[], Timeline],
) -> None:
    # The report: Enter plays a card that opens P2's Comeback window; a second Enter came
    # 150 ms later and showed P2's window (and that P2 held no Comeback) to P1.
    seating = cursed_seating(lambda s, legal: bool(quiet_play(s, legal)))
    table = seating.app.scenes[0]
    assert isinstance(table, CursedTableScene)
    try:
        play = quiet_play(table.state, CURSED.legal_actions(table.state))[0]
        choose_with_keys(seating.app, table, play)
        play_out(seating, timeline(), (0, 0), 1500)
        assert table.session.actions[-1] == str(play)
        assert CURSED.to_act(table.state) == 1  # P2's window is open...
        handed_over(seating, "P2")  # ...and shows only once P2 says so
    finally:
        seating.app.shutdown()


def test_the_handoff_counts_no_time_from_before_it_came() -> None:
    # A frame that took long (or a sleep on input) before the screen came does not arm it.
    app = make_app((1024, 576))
    try:
        shown = HandoffScene(app, "Ana", lambda: None)
        app.push(shown)
        app.step(0.1)  # the frame it came in
        assert not shown.armed
        app.step(ARMING - 0.05)
        assert not shown.armed
        app.step(0.05)
        assert shown.armed
    finally:
        app.shutdown()
