"""No hidden card of another seat is ever drawn: frames of states that differ only in hidden
cards (other hands, the deck's order, other seats' private log lines) are pixel-identical."""

from __future__ import annotations

import random
from typing import Any

import attrs
import pygame
import pytest
from shell_helpers import make_app
from table_helpers import FakeApp, advance, ready, session_for, table

from siege_desktop.app.intents import Click, Motion
from siege_desktop.app.session import GameSession
from siege_desktop.app.table import HandoffScene
from siege_desktop.games.gifts.rules import Phase, PlayLand, legal_actions
from siege_desktop.games.gifts.rules.state import evolve
from siege_desktop.games.gifts.ui.scene import TableScene


def reshuffle_hidden(
    session: GameSession, keep: int | None, seed: int, also: tuple[int, ...] = ()
) -> None:
    """Deal every hand but `keep`'s (and those of `also`) and the deck anew (same sizes), and
    rewrite the private log lines of the other seats; what `keep` may know stays the same."""
    state = session.state
    rng = random.Random(seed)
    seats = [s for s in range(state.config.players) if s != keep and s not in also]
    pool = [c for s in seats for c in range(5) for _ in range(state.hands[s][c])] + list(state.deck)
    rng.shuffle(pool)
    hands = list(state.hands)
    at = 0
    for s in seats:
        n = sum(state.hands[s])
        h = [0] * 5
        for c in pool[at : at + n]:
            h[c] += 1
        hands[s] = (h[0], h[1], h[2], h[3], h[4])
        at += n
    new = evolve(state, hands=tuple(hands), deck=tuple(pool[at:]))
    assert new.hands != state.hands or new.deck != state.deck
    session.state = new
    session.events[:] = [
        attrs.evolve(e, private_text=f"{e.seat} draws a secret {rng.random()}.", hidden=(4,))
        if e.kind == "draw" and e.seat != keep
        else e
        for e in session.events
    ]


def frame_bytes(app: FakeApp) -> bytes:
    scene = app.stack[0]
    scene.animator.clear()  # type: ignore[attr-defined]
    scene.fade = scene.glow = 1.0  # type: ignore[attr-defined]
    # Draw everything afresh from the state: no cached region, no cached log line.
    scene.log.clear()  # type: ignore[attr-defined]
    scene.layers.invalidate()  # type: ignore[attr-defined]
    app.frame(0.0)
    return pygame.image.tobytes(app.window, "RGB")


@pytest.mark.parametrize(
    ("kinds", "keep", "acting"),
    [
        # one human: only that hand may show, on its own turn...
        (("human", "easy", "medium", "easy"), 0, 0),
        # ...and on a CPU's turn
        (("human", "easy", "medium", "easy"), 0, 2),
        # pass-and-play, a CPU to act: no hand shows, not even the last human's
        (("human", "human", "easy"), None, 2),
        # autoplay: no hand shows
        (("easy", "easy", "easy", "easy", "easy", "easy"), None, 3),
    ],
)
def test_frames_do_not_depend_on_hidden_cards(
    kinds: tuple[str, ...], keep: int | None, acting: int
) -> None:
    session = session_for(kinds, seed=17)
    advance(session, lambda s: s.turn >= 14 and s.seat == acting and s.phase is Phase.ACTION)
    app = FakeApp()
    scene = table(app, session)
    assert scene.view().viewer == keep
    scene.cpu.shutdown()
    scene.skip_cpu = False
    scene.wait = 1e9  # keep the CPU from moving between the two frames
    first = frame_bytes(app)
    for seed in (1, 2):
        reshuffle_hidden(scene.session, keep, seed)
        assert frame_bytes(app) == first


def test_the_handoff_hides_every_hand_until_confirmed() -> None:
    session = session_for(("human", "human", "easy"), seed=2)
    advance(session, lambda s: s.seat in (0, 1) and s.phase is Phase.LAND)
    app = FakeApp()
    scene = table(app, session)
    seat = session.state.seat
    assert isinstance(app.top, HandoffScene)
    assert app.top.name == session.seats[seat].name
    # While the handoff shows, even the seat to act's own hand is not drawn.
    app.frame(0.0)
    covered = pygame.image.tobytes(app.window, "RGB")
    reshuffle_hidden(scene.session, None, 5)
    app.frame(0.0)
    assert pygame.image.tobytes(app.window, "RGB") == covered
    app.send(Click((10, 10)))  # a click at once: input begun before the screen, maybe
    assert isinstance(app.top, HandoffScene)
    ready(app)
    assert app.top is scene
    assert scene.view().viewer == seat
    assert scene.human_to_act()


def hide_more(
    session: GameSession,
    keep: int | None,
    seed: int,
    also: tuple[int, ...] = (),
    supply_too: bool = True,
) -> None:
    """`reshuffle_hidden`, and the supply's order and the generator's state changed too."""
    reshuffle_hidden(session, keep, seed, also)
    rng = random.Random(seed)
    state = session.state
    supply = list(state.supply)
    if supply_too:
        rng.shuffle(supply)
    new = evolve(state, supply=tuple(supply), rng=rng.randrange(2**31))
    assert new.rng != state.rng
    session.state = new


def variant(base: GameSession, keep: int | None, seed: int | None, **how: Any) -> GameSession:
    """The same public game as `base`; with `seed`, everything hidden from `keep` differs."""
    session = GameSession.from_dict(base.to_dict())
    if seed is not None:
        hide_more(session, keep, seed, **how)
    return session


def quiet(scene: TableScene) -> TableScene:
    scene.cpu.shutdown()
    scene.skip_cpu = False
    scene.wait = 1e9  # keep the CPU from moving between frames
    return scene


def test_hovering_every_clickable_place_shows_nothing_hidden() -> None:
    session = session_for(("human", "easy", "medium", "easy"), seed=17)
    advance(session, lambda s: s.turn >= 14 and s.seat == 0 and s.phase is Phase.ACTION)
    app = FakeApp()
    scene = quiet(table(app, session))
    spots = [rect.center for rect, _ in scene.hotspots()]
    assert len(spots) >= 12  # hand, lands, plates, display, market, deck, supply...

    def hovered() -> list[bytes]:
        shots = []
        for pos in spots:
            app.send(Motion(pos))
            shots.append(frame_bytes(app))
        return shots

    first = hovered()
    assert len(set(first)) > len(spots) // 2  # the tooltips really differ place by place
    for seed in (1, 2):
        hide_more(scene.session, 0, seed)
        assert hovered() == first


def test_animations_and_toasts_in_flight_show_nothing_hidden(siege_home: object) -> None:
    # A CPU seat ends its turn and the next CPU seat draws while a person watches: the card
    # flies and a toast shows, and which card it is (the deck, the drawer's hand and the
    # generator all differ) must not change a pixel of any frame. The acting seat's hand and
    # the supply stay: what it plays and what refills the display are public.
    base = session_for(("human", "easy", "easy"), seed=23)
    advance(base, lambda s: s.turn >= 6 and s.seat == 1 and s.phase is Phase.ACTION)
    films = []
    for seed in (None, 1, 2):
        app = make_app()
        try:
            session = variant(base, 0, seed, also=(1,), supply_too=False)
            app.start_game(session)
            scene = app.top
            assert isinstance(scene, TableScene)
            quiet(scene)
            while scene.state.seat == 1:  # the same moves in every variant
                scene.play(legal_actions(scene.state)[0], human=False)
            assert scene.state.seat == 2  # the next seat has drawn its hidden card
            app.toast("Ana: your turn is next")
            film = []
            for _ in range(6):
                scene.update(0.04)
                app.draw()
                film.append(pygame.image.tobytes(app.window, "RGB"))
            assert scene.animator.busy  # still in flight at the last frame filmed
            films.append(film)
        finally:
            app.shutdown()
    assert films[1] == films[0] and films[2] == films[0]


def test_after_a_handoff_the_human_action_shows_only_that_hand() -> None:
    base = session_for(("human", "human", "easy"), seed=2)
    advance(base, lambda s: s.seat in (0, 1) and s.phase is Phase.LAND and s.turn >= 4)
    seat = base.state.seat
    shots = []
    for seed in (None, 3, 4):
        app = FakeApp()
        scene = quiet(table(app, variant(base, seat, seed)))
        assert isinstance(app.top, HandoffScene)
        ready(app)
        assert app.top is scene and scene.view().viewer == seat
        lands = [a for a in legal_actions(scene.state) if isinstance(a, PlayLand)]
        move = lands[0] if lands else legal_actions(scene.state)[0]
        assert scene.play_human([move])
        shots.append(frame_bytes(app))
    assert shots[1] == shots[0] and shots[2] == shots[0]


def test_the_table_draws_from_the_bottom_seats_observation_never_the_hidden_cards(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Every plate is drawn from a state rebuilt from what the bottom seat may see: the rivals'
    # hands and the deck order handed to the drawing are not the real ones.
    from siege_desktop.games.gifts.rules import determinize, observation
    from siege_desktop.games.gifts.ui import frame

    seen: list[Any] = []
    real_plate = frame.draw_plate

    def spy(p: Any, surf: Any, session: Any, *rest: Any) -> Any:
        seen.append(session.state)
        return real_plate(p, surf, session, *rest)

    monkeypatch.setattr(frame, "draw_plate", spy)
    app = FakeApp()
    scene = table(app, session_for(("human", "easy", "easy", "easy"), seed=11))
    real = scene.state
    assert seen, "no plate was drawn"
    expected = determinize(observation(real, 0), random.Random(0))
    for state in seen:
        assert state is not real
        assert state.hands == expected.hands and state.deck == expected.deck
        assert state.hands[0] == real.hands[0]  # your own hand is yours to see
    assert expected.hands[1:] != real.hands[1:] or expected.deck != real.deck
