"""A button's label takes a slightly smaller size before it is cut: the Gifts Under Siege
replay's half-width buttons read "Turn ba… ↑" at 1024x576; every label of that bar reads
whole there and at 2560x1440."""

from __future__ import annotations

import random

import pytest
from shell_helpers import make_app

from siege_desktop.app import textfit
from siege_desktop.app.scenes import SCENES
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.games.gifts import rules as engine
from siege_desktop.games.gifts.rules import GameConfig
from siege_desktop.games.gifts.ui.replay import BUTTONS


def _finished() -> GameSession:
    seats = (SeatSpec("Ann", "human"), SeatSpec("Easy 1", "easy"))
    session = GameSession(GameConfig(players=2, round_limit=3), 5, seats)
    rng = random.Random(5)
    while legal := engine.legal_actions(session.state):
        session.play(rng.choice(legal))
    return session


@pytest.mark.parametrize("size", [(1024, 576), (2560, 1440)])
def test_the_replay_buttons_read_whole(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    cut: list[str] = []
    fit = textfit.fit

    def recording(font: textfit.Measures, text: str, width: int) -> str:
        done = fit(font, text, width)
        if done != text:
            cut.append(text)
        return done

    monkeypatch.setattr(textfit, "fit", recording)
    app = make_app(size)
    try:
        app.push(SCENES.replay(app, _finished()))
        app.step(0.0)
        app.draw()
        labels = {label for _, label, _ in BUTTONS}
        assert not labels & set(cut), cut
    finally:
        app.shutdown()
