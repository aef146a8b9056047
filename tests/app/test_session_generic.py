"""Sessions, saves' summary lines and the summary screen treat every game alike, through its
`GameSpec` and `SPEC.ui`: a third game registered by the test replays, saves, loads and is
summarised with no branch naming it."""

from __future__ import annotations

import random
import sys
import types

import attrs
import fake_game
import pytest
from shell_helpers import frame

from siege_desktop.app import saves, summary
from siege_desktop.app.main import main as cli_main
from siege_desktop.app.replay.summary_scene import SummaryScene
from siege_desktop.app.session import GameSession, SeatSpec, SessionError, playable
from siege_desktop.app.shell import App
from siege_desktop.core.registry import GAMES, find_game
from siege_desktop.games.gifts.rules import GameConfig, new_game_logged


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setitem(GAMES, fake_game.GAME_ID, fake_game.MODULE)
    return fake_game.GAME_ID


def played(game: str, seats: int, moves: int, seed: int = 3) -> GameSession:
    rules = find_game(game).rules
    specs = tuple(SeatSpec(f"P{i}", "easy") for i in range(seats))
    session = GameSession(rules.default_config(seats), seed, specs, game=game)
    rng = random.Random(seed)
    for _ in range(moves):
        if rules.is_over(session.state):
            break
        session.play(rng.choice(rules.legal_actions(session.state)))
    return session


def test_a_third_game_replays_saves_loads_and_is_summarised(app: App, fake: str) -> None:
    session = played(fake, 3, 40)
    assert session.actions
    back = GameSession.from_dict(session.to_dict())
    assert back.game == fake and back.state == session.state
    # No score_texts of its own: the Load line reads its scores_now.
    scores = find_game(fake).scores_now
    assert scores is not None
    line = saves.summary_of(session)
    assert line.startswith("3 seats · ") and f"P0 {scores(session.state)[0]}" in line
    timeline = summary.timeline(session)
    assert timeline.states[-1] == session.state and len(timeline.turns) > 1
    scene = SummaryScene(app, session)  # no summary_view: the shared chart and ranking
    assert scene.own is None
    app.push(scene)
    frame(app)


def test_gifts_under_siege_opens_its_log_through_its_spec() -> None:
    seats = (SeatSpec("Ann", "human"), SeatSpec("Bo", "easy"))
    session = GameSession(GameConfig(players=2), 11, seats)
    config = GameConfig(players=2, names=("Ann", "Bo"))
    assert find_game("gifts-under-siege").new_game_logged is new_game_logged
    state, opening = new_game_logged(config, 11)
    assert session.state == state and tuple(session.events) == tuple(opening) and opening
    assert not hasattr(session, "is_gifts")


def test_the_load_line_of_cursed_gifts_says_who_went_out() -> None:
    session = played("cursed-gifts", 4, 400, seed=5)
    out = session.state.out
    assert out  # the seeded game put somebody out
    line = saves.summary_of(session)
    for seat in out:
        assert f"P{seat} out" in line


def test_a_game_without_a_table_is_refused_with_a_reason(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # A game registered for the arena and the simulator before its table exists.
    module = types.ModuleType("no_table_game")
    module.SPEC = attrs.evolve(  # type: ignore[attr-defined]
        find_game("cursed-gifts"), game_id="no-table", name="No Table", ui="", cover=""
    )
    monkeypatch.setitem(sys.modules, "no_table_game", module)
    monkeypatch.setitem(GAMES, "no-table", "no_table_game")
    config = module.SPEC.rules.default_config(2)
    with pytest.raises(SessionError, match="cannot seat a game of 'no-table' yet"):
        GameSession(config, 1, (SeatSpec("A", "easy"), SeatSpec("B", "easy")), game="no-table")
    assert playable("cursed-gifts") and not playable("no-table")
    with pytest.raises(SystemExit) as done:
        cli_main(["--game", "no-table", "--autoplay", "--headless"])
    assert done.value.code == 2
    assert "the table cannot seat a game of No Table yet" in capsys.readouterr().err
