"""What Cursed Gifts' plates and replay say in words a new player reads whole: the seat to play
is marked "to play" (a bare "turn ·" read as a word cut short), and the replay says "Your hand
shown" for a seat named You."""

from __future__ import annotations

from test_cursed_table import start

from siege_desktop.app.replay.game_scene import GameReplayScene
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.core.registry import find_game


def test_the_seat_to_play_is_marked_in_words() -> None:
    app, table = start(("human", "easy", "easy"), seed=4)
    try:
        trace: list[tuple[str, object, object]] = []
        table.board.painter.trace = trace  # type: ignore[assignment]
        table._cache_key = None
        app.draw()
        table.board.painter.trace = None
        said = [t for t, _, _ in trace]
        current = table.state.current
        marked = [t for t in said if t.startswith("to play · ")]
        assert len(marked) == 1, said
        hand = len(table.state.hands[current])
        assert marked[0].endswith(f"{hand} card" if hand == 1 else f"{hand} cards")
        assert not any(t.startswith("turn · ") for t in said)
    finally:
        app.shutdown()


def test_the_replay_says_your_hand_for_a_seat_named_you() -> None:
    from shell_helpers import make_app

    rules = find_game("cursed-gifts").rules
    for name, whose in (("You", "Your hand shown"), ("Al", "Al's hand shown")):
        config = rules.default_config(2, (name, "Bo"))
        seats = (SeatSpec(name, "human"), SeatSpec("Bo", "easy"))
        session = GameSession(config, 3, seats, game="cursed-gifts")
        app = make_app((1024, 576))
        try:
            scene = GameReplayScene(app, session)
            assert whose in scene.note()
        finally:
            app.shutdown()
