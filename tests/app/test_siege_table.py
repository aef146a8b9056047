"""Siege at the table, played by posted clicks and keys: the draft, setup, a move with its
lit squares and path, an attack with its preview and dice, undo up to the first die, a
pass-and-play game to its end that never shows a hand to the wrong seat, and autoplay."""

from __future__ import annotations

import itertools
import json
import random
import time
from pathlib import Path

import pygame
import pytest
from siege_helpers import (
    RULES,
    actions_until,
    assert_private,
    click,
    click_square,
    post,
    ready,
    start,
)

from siege_desktop.ai import make_agent
from siege_desktop.app.intents import Key, Motion
from siege_desktop.app.main import main
from siege_desktop.app.table.board import GridView, shortest_path
from siege_desktop.app.table.gameover import GameOverScene
from siege_desktop.app.table.handoff import HandoffScene
from siege_desktop.app.table.help import HelpScene
from siege_desktop.games.siege.rules import Attack, Move, Pick, Place, SiegeState
from siege_desktop.games.siege.rules.data import (
    FILES,
    HEALTH,
    IN_ZONE,
    NEIGHBOURS,
    RANKS,
    SIEGE_TOWER,
    parse_square,
)
from siege_desktop.games.siege.rules.dice import chance_of_at_least
from siege_desktop.games.siege.rules.state import ATTACK, DRAFT, MOVE, SETUP
from siege_desktop.games.siege.ui.dice_show import DiceShow
from siege_desktop.games.siege.ui.logtext import strike_sentence
from siege_desktop.games.siege.ui.preview import preview
from siege_desktop.games.siege.ui.table_hooks import DICE


def seat_of(attack: Attack, state: SiegeState) -> int:
    unit = state.board[attack.frm]
    assert unit is not None
    return unit.owner


def test_the_draft_is_picked_by_click_and_by_keys_and_both_picks_show() -> None:
    app, table = start(("human", "human"), seed=3)
    ready(app)
    seat = table.to_act()
    assert table.state.phase == DRAFT and table.viewer == seat
    piles = [s for _, s in table.spots if s[0] == "pile"]
    assert len(piles) == 12, "twelve open piles"
    click(app, table, ("pile", 4))
    assert table.state.drafted[seat] == (4,)
    app.step(0.0)
    # The draft hides nothing: the screen passes without a handoff screen.
    assert not isinstance(app.top, HandoffScene) and table.viewer != seat
    other = table.to_act()
    assert other != seat and table.viewer == other
    app.dispatch(Key(pygame.K_RIGHT))  # the focus comes to the first pile, then the next
    app.dispatch(Key(pygame.K_RIGHT))
    kind = table.pile_focus
    assert kind is not None
    app.dispatch(Key(pygame.K_RETURN))
    assert table.state.drafted[other] == (kind,)
    assert str(table.session.actions[-1]) == str(Pick(kind))


def test_the_first_turn_after_setup_is_handed_over_with_the_hand_hidden() -> None:
    acts = actions_until(5, lambda s: s.phase == SETUP and sum(u is not None for u in s.board) == 7)
    app, table = start(("human", "human"), seed=5, actions=acts)
    app.step(0.0)
    assert not isinstance(app.top, HandoffScene)
    seat = table.to_act()
    kind = table.state.drafted[seat][0]
    free = min(s for s in IN_ZONE[seat] if table.state.board[s] is None)
    click(app, table, ("drafted", kind))
    click_square(app, table, free)
    first = table.to_act()
    assert first != seat, "the second player places last, the first starts"
    assert isinstance(app.top, HandoffScene) and not table.show_hand
    ready(app)
    assert table.viewer == first and table.show_hand


def test_setup_lights_the_zone_and_places_by_click() -> None:
    acts = actions_until(5, lambda s: s.phase == SETUP)
    app, table = start(("human", "human"), seed=5, actions=acts)
    ready(app)
    seat = table.to_act()
    kinds = sorted(set(table.state.drafted[seat]))
    click(app, table, ("drafted", kinds[0]))
    lit = table.view().lit
    assert lit and lit <= IN_ZONE[seat], "only squares of the player's own zone are lit"
    assert SIEGE_TOWER[seat] in lit
    click_square(app, table, SIEGE_TOWER[seat])
    unit = table.state.board[SIEGE_TOWER[seat]]
    assert unit is not None and unit.owner == seat and unit.kind == kinds[0]
    assert str(table.session.actions[-1]) == str(Place(kinds[0], SIEGE_TOWER[seat]))


def _at_move(seed: int) -> list[str]:
    return actions_until(seed, lambda s: s.phase == MOVE and s.moves == 0 and s.round >= 2)


def test_a_move_lights_the_reachable_squares_shows_the_path_and_undoes() -> None:
    acts = _at_move(7)
    app, table = start(("human", "human"), seed=7, actions=acts)
    ready(app)
    state = table.state
    legal = [a for a in RULES.legal_actions(state) if isinstance(a, Move)]
    frm = legal[0].frm
    click_square(app, table, frm)
    lit = table.view().lit
    assert lit == {a.to for a in legal if a.frm == frm}, "exactly the reachable squares"
    to = max(lit, key=lambda s: len(table._path(frm, s)))
    app.dispatch(Motion(table.grid().centre(to)))
    path = table.view().path
    assert path[0] == frm and path[-1] == to
    assert all(b in NEIGHBOURS[a] for a, b in itertools.pairwise(path))
    click_square(app, table, to)
    assert table.state.board[to] is not None and table.state.board[frm] is None
    assert table.state.moves == 1
    assert table.can_undo()
    app.dispatch(Key(pygame.K_u))
    assert table.state.board[frm] is not None and table.state.moves == 0


def _at_attack(seed: int) -> list[str]:
    return actions_until(
        seed,
        lambda s: s.phase == ATTACK and any(isinstance(a, Attack) for a in RULES.legal_actions(s)),
    )


@pytest.mark.parametrize("seed", [7, 8])
def test_an_attack_previews_the_exact_dice_then_rolls_them_in_view(seed: int) -> None:
    acts = _at_attack(seed)
    app, table = start(("human", "human"), seed=seed, actions=acts)
    ready(app)
    state = table.state
    attack = next(a for a in RULES.legal_actions(state) if isinstance(a, Attack))
    click_square(app, table, attack.frm)
    assert attack.to in table.view().lit | table.view().also
    click_square(app, table, attack.to)
    assert table.pending == attack and len(table.session.actions) == len(acts)
    pv = preview(state.board, attack.frm, attack.to)
    target = state.board[attack.to]
    assert target is not None
    left = HEALTH[target.kind] - target.damage
    assert pv.kill == pytest.approx(chance_of_at_least(pv.dice, pv.need, left))
    assert table.view().preview == pv.lines
    assert f"hit on {pv.need}+" in pv.lines[1]
    assert table.can_undo() is False or table.undo_trail.marks  # nothing rolled yet
    app.dispatch(Key(pygame.K_RETURN))
    app.step(0.0)
    assert table.session.actions[-1] == str(attack)
    events = [e for e in table.session.events if e.kind == "attack"]
    last = events[-1]
    assert len(last.dice) == pv.dice
    assert table.dice.rolls and table.dice.rolls[0].faces == last.dice
    assert table.dice.busy, "the dice are still falling"
    lines = [e.text for e in table.log_events()]
    sentence = next(t for t in reversed(lines) if " attacks " in t)
    assert (
        f": {len(last.dice)} {'die' if len(last.dice) == 1 else 'dice'}, {last.need}+" in sentence
    )
    assert ", ".join(map(str, last.dice)) in sentence
    # Undo never reaches back past the dice.
    assert not table.can_undo()
    app.dispatch(Key(pygame.K_u))
    assert table.session.actions[-1] == str(attack)
    if table.to_act() == seat_of(attack, state):  # still this turn: undo says why not
        assert app.toasts[-1].text == DICE


def test_the_log_tells_an_attack_in_words() -> None:
    from siege_desktop.games.siege.rules.events import Event

    e = Event(
        "attack",
        0,
        "Ember Brute on b7 attacks Tide Slinger on b8: 6 5 2 1 (hit on 5+), 2 damage.",
        squares=(parse_square("b7"), parse_square("b8")),
        dice=(6, 5, 2, 1),
        need=5,
        hits=2,
    )
    assert strike_sentence(e, True) == (
        "Ember Brute attacks Tide Slinger: 4 dice, 5+ for forest: 6, 5, 2, 1: 2 hits, "
        "Tide Slinger dies"
    )


def test_the_board_view_turns_and_finds_squares_both_ways() -> None:
    area = pygame.Rect(10, 20, 11 * 40, 15 * 40)
    for turned in (False, True):
        grid = GridView(FILES, RANKS, area, turned)
        for sq in range(FILES * RANKS):
            assert grid.square_at(grid.centre(sq)) == sq
        a1 = grid.cell(0)
        assert (a1.bottom == grid.rect.bottom) != turned, "rank 1 at the bottom unless turned"
        assert grid.step(0, 0, -1) == (FILES if not turned else 0)
    assert shortest_path(0, 2, NEIGHBOURS, [True] * (FILES * RANKS)) == [0, 1, 2]


def test_a_human_north_sees_the_board_turned_and_t_turns_it_back() -> None:
    app, table = start(("medium", "human"), seed=2)
    assert table.viewer == 1 and table.turned
    app.dispatch(Key(pygame.K_t))
    assert not table.turned


def test_f1_opens_the_help_and_the_keyboard_places_a_unit() -> None:
    acts = actions_until(5, lambda s: s.phase == SETUP)
    app, table = start(("human", "human"), seed=5, actions=acts)
    ready(app)
    app.dispatch(Key(pygame.K_F1))
    assert isinstance(app.top, HelpScene)
    app.dispatch(Key(pygame.K_ESCAPE))
    assert app.top is table
    seat = table.to_act()
    app.dispatch(Key(pygame.K_1))  # the first unit to place
    assert table.chosen is not None
    app.dispatch(Key(pygame.K_UP))  # the focus starts on the player's siege tower
    assert table.focus == SIEGE_TOWER[seat]
    app.dispatch(Key(pygame.K_RETURN))
    unit = table.state.board[SIEGE_TOWER[seat]]
    assert unit is not None and unit.owner == seat


@pytest.mark.parametrize("seed", [11])
def test_pass_and_play_by_clicks_to_the_end_never_shows_a_hand_to_another_seat(
    seed: int,
) -> None:
    app, table = start(("human", "human"), seed=seed, rounds=20)
    rng = random.Random(seed)
    agents = [make_agent("easy", seed * 10 + i, game="siege") for i in range(2)]
    checked = 0
    for _ in range(4000):
        ready(app)
        if table.is_over():
            break
        seat = table.to_act()
        assert table.viewer == seat and table.show_hand
        state = table.state
        if checked < 12 and rng.random() < 0.1:
            assert_private(app, table, rng)
            checked += 1
        action = agents[seat].choose(RULES.observation(state, seat), RULES.legal_actions(state))
        post(app, table, action, rng)
    assert table.is_over()
    for _ in range(600):
        app.step(1 / 30)
        if isinstance(app.top, GameOverScene):
            break
    assert isinstance(app.top, GameOverScene), "the results show at the end"
    result = RULES.outcome(table.state)
    assert result is not None
    sheet = table.ui.result_sheet(table.session, result)
    assert sheet.rows[0][0] == str(table.state.points[0])
    assert not table.show_hand, "no hand shows on the finished pass-and-play table"


def test_a_cpu_turn_is_shown_step_by_step_at_the_cpu_pace() -> None:
    acts = _at_move(9)
    app, table = start(("medium", "medium"), seed=9, actions=acts)
    before = len(table.session.actions)
    for _ in range(400):
        app.step(1 / 60)
        if len(table.session.actions) > before:
            break
    assert len(table.session.actions) == before + 1
    assert table.wait > 0, "the next CPU step waits for the pace"
    assert table.banner, "the CPU's step is told in the banner"
    for _ in range(3):
        app.step(1 / 60)
    assert len(table.session.actions) == before + 1, "no second step before the pace allows"


def test_dice_settle_after_their_tumble() -> None:
    from siege_desktop.games.siege.ui.dice_show import ROLL, Strike

    show = DiceShow()
    show.start([Strike(0, 1, 0, 1, 1, (6, 2), 4, 1, False, False)], 1.0)
    assert show.busy and not show.settled(0)
    show.update(ROLL + 0.01)
    assert show.settled(0) and show.busy
    show.update(5.0)
    assert not show.busy


def test_headless_autoplay_renders_a_game_of_siege(tmp_path: Path) -> None:
    stats = tmp_path / "stats.json"
    shot = tmp_path / "shot.png"
    code = main(
        [
            "--game", "siege", "--autoplay", "--headless", "--seats", "medium,medium",
            "--frames", "120", "--stats-json", str(stats), "--screenshot", str(shot),
        ]
    )  # fmt: skip
    assert code == 0
    figures = json.loads(stats.read_text())
    assert figures["frames"] == 120
    assert shot.stat().st_size > 10_000


def test_suggest_rings_a_legal_step_and_gives_its_reason() -> None:
    acts = actions_until(4, lambda s: s.round == 5 and s.phase == MOVE and s.current == 0)
    app, table = start(("human", "medium"), seed=4, actions=acts)
    ready(app)
    app.dispatch(Key(pygame.K_h))
    for _ in range(2000):
        app.step(1 / 60)
        if table.suggest.hint is not None:
            break
        time.sleep(0.005)
    hint = table.suggest.hint
    assert hint is not None and hint.action in RULES.legal_actions(table.state)
    view = table.view()
    assert view.prompt.startswith(f"Suggested: {hint.action}.")
    assert view.hint_squares or view.hint_pile is not None
    assert table.session.hints_used == 1


def test_a_finished_game_has_its_summary_and_replay() -> None:
    from siege_desktop.app import summary
    from siege_desktop.app.replay.game_scene import GameReplayScene
    from siege_desktop.games.siege.ui.figures import figures

    acts = actions_until(6, lambda s: False, rounds=20)
    app, table = start(("human", "medium"), seed=6, actions=acts)
    assert table.is_over()
    line = summary.timeline(table.session)
    f = figures(table.session, line)
    picks = sum(1 for a in table.session.actions if a.startswith(("pick", "draft")))
    assert sum(f.drafted) == picks
    deaths = sum(1 for e in line.events if e.kind == "death")
    assert sum(f.kills) == deaths
    assert f.points[0][-1] == table.state.points[0] and f.points[1][-1] == table.state.points[1]
    scene = app.scenes_made().summary(app, table.session, replay=True)
    app.push(scene)
    app.step(0.0)
    scene.replay()  # type: ignore[attr-defined]
    app.step(0.0)
    assert isinstance(app.top, GameReplayScene)
    app.dispatch(Key(pygame.K_RIGHT))
    app.step(0.0)
    app.draw()


def test_the_rules_text_names_every_unit_and_ability_from_the_data_file() -> None:
    from siege_desktop.app.rules_format import plain_text
    from siege_desktop.games.siege.rules.data import ABILITIES, UNITS
    from siege_desktop.games.siege.ui.rules_text import RULES as TEXT

    text = plain_text(TEXT)
    for u in UNITS:
        assert f"{u.code} {u.name}" in text
        assert f"{u.attack} / {u.health} / {u.range} / {u.move}" in text
    for name, words in ABILITIES.items():
        assert name.capitalize() in text and words in text


def test_a_unit_clicked_while_summoning_moves_and_one_undo_takes_both_back() -> None:
    from siege_desktop.games.siege.rules.state import SUMMON

    acts = actions_until(
        9,
        lambda s: (
            s.phase == SUMMON
            and s.round >= 2
            and any(u is not None and u.owner == s.current for u in s.board)
        ),
    )
    app, table = start(("human", "human"), seed=9, actions=acts)
    ready(app)
    before = len(table.session.actions)
    mover = next(
        sq for sq, u in enumerate(table.state.board) if u is not None and u.owner == table.to_act()
        and table.options(sq)[1]
    )  # fmt: skip
    click_square(app, table, mover)
    assert table.selected == mover and table.view().lit
    to = min(table.view().lit)
    click_square(app, table, to)
    assert table.session.actions[before:] == ["end", str(Move(mover, to))]
    assert table.state.phase == MOVE and table.state.moves == 1
    app.dispatch(Key(pygame.K_u))
    assert len(table.session.actions) == before and table.state.phase == SUMMON


def test_an_attack_sounds_its_dice_and_a_death_its_fall() -> None:
    from siege_desktop.app.sound import SOUNDS
    from siege_desktop.games.siege.rules.events import Event
    from siege_desktop.games.siege.ui.sounds import CUES, plan

    assert {c for c in CUES.values() if c is not None} | {"lose"} <= set(SOUNDS)
    roll = Event("attack", 0, "", squares=(0, 1), dice=(6, 2), need=4, hits=1)
    assert plan([roll], [0]) == [(0.0, "dice")]
    assert plan([roll, Event("death", 1, "")], [0])[0] == (0.0, "out")


def _attack_after_ending(state: SiegeState) -> bool:
    """Summoning now, and an attack comes once summoning (and moving) end."""
    from siege_desktop.games.siege.rules import END
    from siege_desktop.games.siege.rules.state import SUMMON

    if state.phase != SUMMON:
        return False
    s = state
    while s.phase in (SUMMON, MOVE) and s.current == state.current:
        s = RULES.apply_unchecked(s, END)
    return (
        s.current == state.current
        and s.phase == ATTACK
        and any(isinstance(a, Attack) for a in RULES.legal_actions(s))
    )


def test_an_attack_chosen_while_summoning_ends_the_phases_before_it() -> None:
    acts = actions_until(12, _attack_after_ending)
    app, table = start(("human", "human"), seed=12, actions=acts)
    ready(app)
    before = len(table.session.actions)
    frm = next(
        sq for sq, u in enumerate(table.state.board)
        if u is not None and u.owner == table.to_act() and table.options(sq)[2]
    )  # fmt: skip
    attack = table.options(frm)[2][0]
    assert isinstance(attack, Attack)
    click_square(app, table, frm)
    click_square(app, table, attack.to)
    assert table.pending == attack
    app.dispatch(Key(pygame.K_RETURN))
    made = table.session.actions[before:]
    assert made[-1] == str(attack) and set(made[:-1]) == {"end"}
