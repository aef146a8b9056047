"""Cursed Gifts' own summary: the figures agree with the game's log events and the antidotes
played, knock-outs go to the other side of the card that put a seat out, the longest lead
is a run of sole fewest points, and every line of the screen stays inside its panel."""

from __future__ import annotations

import attrs
import pytest
from history_helpers import NAMES, finished_cursed
from shell_helpers import make_app
from summary_helpers import (
    assert_apart,
    assert_inside_the_panel,
    assert_sole_lead,
    drawn_summary,
)

from siege_desktop.app import summary
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.table.layout import Layout
from siege_desktop.games.cursed.rules.actions import Cure
from siege_desktop.games.cursed.rules.cards import VALUE
from siege_desktop.games.cursed.rules.rules import RULES
from siege_desktop.games.cursed.rules.state import Attack
from siege_desktop.games.cursed.ui.figures import figures, knocked_out_by
from siege_desktop.games.cursed.ui.summary import CursedSummary

GAMES = [(2, 3), (3, 7), (4, 11), (5, 2)]


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_the_figures_agree_with_the_events_and_the_cures(players: int, seed: int) -> None:
    game = finished_cursed(players, seed)
    line = summary.timeline(game)
    f = figures(game, line)
    events = line.events
    end = line.states[-1]
    for seat in range(players):
        mine = [e for e in events if e.seat == seat]
        assert f.offers[seat] == sum(e.kind == "offer" for e in mine)
        assert f.answers[seat] == sum(e.kind == "answer" for e in mine)
        assert (f.out_round[seat] is None) == (seat not in end.out)
    # Each cure's Antidotes match the gifts exactly (ruling 6): their values are what it cured.
    cured = [0] * players
    for k, text in enumerate(game.actions):
        action = RULES.parse_action(text)
        if isinstance(action, Cure):
            cured[RULES.to_act(line.states[k])] += sum(abs(VALUE[a]) for a in action.antidotes)
    assert list(f.cured) == cured
    # The round of each "out" is the round of the step whose events say so.
    for k in range(line.last):
        for e in events[line.ends[k] : line.ends[k + 1]]:
            if e.kind == "eliminate":
                assert f.out_round[e.seat] == line.states[k].round
    assert sum(f.knockouts) <= len(end.out)
    assert tuple(series[-1] for series in f.points) == RULES.outcome(end).scores  # type: ignore[union-attr]


def test_some_game_has_offers_answers_cures_and_knockouts() -> None:
    # The checks above are not vacuous: over these games every figure is non-zero somewhere.
    totals = [0, 0, 0, 0]
    for players, seed in GAMES:
        game = finished_cursed(players, seed)
        f = figures(game, summary.timeline(game))
        for i, row in enumerate((f.offers, f.answers, f.cured, f.knockouts)):
            totals[i] += sum(row)
    assert all(t > 0 for t in totals), totals


def test_a_knock_out_goes_to_the_other_side_of_the_card() -> None:
    state = RULES.new_game(RULES.default_config(3), 1)
    gift = next(c for c in range(len(VALUE)) if VALUE[c] > 0)
    attacked = attrs.evolve(state, attack=Attack(card=gift, player=0, target=2))
    assert knocked_out_by(attacked, 2, actor=2) == 0  # the target let it land
    assert knocked_out_by(attacked, 0, actor=2) == 2  # bounced back onto its player
    assert knocked_out_by(state, 1, actor=0) == 0  # no window: the actor's own card


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_the_longest_lead_is_a_run_of_sole_fewest_points(players: int, seed: int) -> None:
    game = finished_cursed(players, seed)
    f = figures(game, summary.timeline(game))
    assert_sole_lead(f.points, f.lead, min)


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (2560, 1440)])
def test_the_cursed_summary_screen_stays_inside_its_panel(size: tuple[int, int]) -> None:
    game = finished_cursed(3, 7)
    # Names at the table's limit (24 characters) with wide letters.
    names = [f"{n} WWWWWWWWWWWWWWWWWWWWWWW"[:24] for n in NAMES[: len(game.seats)]]
    seats = tuple(SeatSpec(n, s.kind) for n, s in zip(names, game.seats, strict=True))
    game = GameSession(game.config, game.seed, seats, list(game.actions), game=game.game)
    app = make_app(size)
    try:
        scene, trace = drawn_summary(app, game)
        assert isinstance(scene.own, CursedSummary)
        texts = [t for t, _, _ in trace]
        assert "Longest in front" in " ".join(texts) or "Nobody was ever" in " ".join(texts)
        assert any(t.startswith("Offers") for t in texts)
        assert_inside_the_panel(trace, size)
        # No two texts of the table overlap (a long name never runs into the points beside
        # it); the chart on the left is the shared chart's, tested with it.
        table_x = Layout(size, ()).point(720, 0)[0]
        assert_apart([(t, r) for t, r, _ in trace if r.x >= table_x])
    finally:
        app.shutdown()
