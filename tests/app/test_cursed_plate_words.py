"""What Cursed Gifts' plates and replay say in words a new player reads whole: the seat to play
is marked "to play" (a bare "turn ·" read as a word cut short), and the replay says "Your hand
shown" for a seat named You."""

from __future__ import annotations

import random

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


def window_on(gift: bool, seed: int = 5) -> tuple[int, list[str]]:
    """Actions of a seeded random game up to a Comeback window (chain still empty) on an
    attack that is (or is not) a Cursed Gift; the seat asked."""
    from siege_desktop.games.cursed.rules.cards import KIND

    rules = find_game("cursed-gifts").rules
    for s in range(seed, seed + 50):
        state = rules.new_game(rules.default_config(3, ("P1", "P2", "P3")), s)
        rng = random.Random(s)
        acts: list[str] = []
        for _ in range(400):
            if rules.is_over(state):
                break
            att = state.attack
            asked = att is not None and state.window == att.target and not state.chain
            if asked and att is not None and (KIND[att.card] == "gift") is gift:
                return s, acts
            action = rng.choice(list(rules.legal_actions(state)))
            acts.append(str(action))
            state = rules.apply_unchecked(state, action)
    raise AssertionError("no such window")


def test_the_answer_prompt_says_offers_for_a_gift_and_plays_for_a_treachery() -> None:
    from shell_helpers import make_app

    from siege_desktop.games.cursed.ui.scene import CursedTableScene

    for gift, words in ((True, " offers "), (False, " plays ")):
        seed, acts = window_on(gift)
        rules = find_game("cursed-gifts").rules
        config = rules.default_config(3, ("Al", "Bo", "Cy"))
        probe = GameSession(config, seed, (SeatSpec("Al", "easy"),) * 3, acts, game="cursed-gifts")
        asked = probe.state.window
        seats = tuple(
            SeatSpec(n, "human" if i == asked else "easy") for i, n in enumerate(("Al", "Bo", "Cy"))
        )
        app = make_app((1024, 576))
        try:
            app.start_game(GameSession(config, seed, seats, acts, game="cursed-gifts"))
            app.step(0.0)
            table = app.scenes[0]
            assert isinstance(table, CursedTableScene) and table.my_decision()
            prompt = table.view().prompt
            assert words in prompt and (" to you." if gift else " at you.") in prompt, prompt
        finally:
            app.shutdown()


def test_a_replay_button_that_cannot_be_used_is_greyed() -> None:
    from shell_helpers import make_app

    from siege_desktop.app.replay.game_scene import GameReplayScene
    from siege_desktop.games.cursed.ui.board import button_colours
    from siege_desktop.games.cursed.ui.replay import replay_view

    rules = find_game("cursed-gifts").rules
    config = rules.default_config(2, ("Al", "Bo"))
    seats = (SeatSpec("Al", "easy"), SeatSpec("Bo", "easy"))
    probe = GameSession(config, 3, seats, game="cursed-gifts")
    rng = random.Random(3)
    for _ in range(30):
        probe.play(rng.choice(list(rules.legal_actions(probe.state))))
    app = make_app((1024, 576))
    try:
        scene = GameReplayScene(app, probe)
        shown = {b.name: b for b in replay_view(scene.position()).buttons}
        assert not shown["back"].enabled and shown["next"].enabled
        greyed, usable = button_colours(shown["back"]), button_colours(shown["next"])
        assert greyed != usable and greyed[2] != usable[2]  # its words greyed too
        scene.go(scene.line.last)
        shown = {b.name: b for b in replay_view(scene.position()).buttons}
        assert shown["back"].enabled and not shown["next"].enabled
    finally:
        app.shutdown()
