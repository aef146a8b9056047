"""The turn track warns of the last round, whichever rule ends the game."""

from __future__ import annotations

import pygame

from siege_desktop.games.gifts.rules import Ending, Phase
from siege_desktop.games.gifts.ui.track import last_round_warning
from tests.app.table_helpers import FakeApp, advance, session_for, table


def test_the_round_limit_makes_the_last_round_known_before_it_ends() -> None:
    assert last_round_warning(28, 30, Ending.NONE, Phase.ACTION) == ""
    assert last_round_warning(29, 30, Ending.NONE, Phase.ACTION) == "Next round is last"
    assert last_round_warning(30, 30, Ending.NONE, Phase.LAND) == "Last round"
    assert last_round_warning(12, 30, Ending.SUPPLY, Phase.ACTION) == "Last round"
    assert last_round_warning(30, 30, Ending.ROUNDS, Phase.OVER) == ""


def track_text(app: FakeApp, round_limit: int, wanted_round: int) -> list[str]:
    session = session_for(("human", "medium"), seed=3, round_limit=round_limit)
    advance(session, lambda s: s.round == wanted_round and s.phase is Phase.ACTION)
    scene = table(app, session)
    p = scene.painter()
    p.trace = []
    scene.layers.invalidate()
    app.frame()
    track = scene.layout().track()
    return [s for s, r, _ in p.trace if track.contains(r)]


def test_the_track_shows_the_last_round_of_a_round_limited_game() -> None:
    app = FakeApp((1280, 720))
    assert "Last round" in track_text(app, 3, 3)
    assert "Next round is last" in track_text(app, 3, 2)
    assert not {"Last round", "Next round is last"} & set(track_text(app, 5, 2))
    pygame.display.quit()
