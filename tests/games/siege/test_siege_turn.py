"""The turn (rulings 6-13, 20-23), case by case from the rulings' house edge cases: the draw
and the draft option, summoning, Mend and scoring at the start of a turn, a win, the round
limit with its tie-breaks, and stuck games."""

from __future__ import annotations

import pytest
from siege_positions import act, cards, k, legal_texts, of_kind, position, unit_at

from siege_desktop.games.siege.rules import RULES, IllegalActionError, outcome, parse_action
from siege_desktop.games.siege.rules.data import KINDS
from siege_desktop.games.siege.rules.state import ATTACK, DRAW, MOVE, OVER, SUMMON

DECK = cards("G1", "G2", "R1", "R2", "B1", "B2", "N1")


def _draw_phase(hand: tuple[int, ...], deck: tuple[int, ...], **kw: object):  # type: ignore[no-untyped-def]
    return position({"a1": (0, "N2")}, phase=DRAW, hands=(hand, ()), decks=(deck, ()), **kw)  # type: ignore[arg-type]


def test_draw_fills_the_hand_to_five_from_the_top() -> None:
    state = _draw_phase(cards("N1"), DECK)
    after, events = act(state, "draw")
    assert len(after.hands[0]) == 5 and len(after.decks[0]) == 3
    assert after.decks[0] == DECK[:3]  # the top of a deck is its end
    assert sorted(after.hands[0]) == sorted((k("N1"), *DECK[3:]))
    assert after.phase == SUMMON and after.summon_points == 4
    (draw,) = of_kind(events, "draw")
    assert "4 cards" in draw.text_for(1) and "Grey" not in draw.text_for(1)
    assert draw.text_for(0).startswith("You draw")


def test_a_hand_of_five_draws_nothing_and_an_empty_deck_draws_nothing() -> None:
    full = _draw_phase(cards("N1", "N1", "N2", "N2", "R1"), DECK)
    after, _ = act(full, "draw")
    assert after.decks[0] == DECK and len(after.hands[0]) == 5
    empty = _draw_phase(cards("N1"), ())
    after, _ = act(empty, "draw")
    assert after.hands[0] == cards("N1") and after.decks[0] == ()


def test_the_draft_option_fills_to_four_and_puts_the_card_in_the_deck() -> None:
    state = _draw_phase(cards("N1"), DECK)
    piles = state.piles
    after, events = act(state, "draft G3")
    assert len(after.hands[0]) == 4 and k("G3") not in after.hands[0]
    assert sorted(after.decks[0]) == sorted((*DECK[:4], k("G3")))
    assert after.piles[k("G3")] == piles[k("G3")] - 1
    assert after.summon_points == 3 and after.phase == SUMMON
    assert of_kind(events, "draft")


def test_the_draft_option_is_illegal_from_an_empty_pile_and_when_every_pile_is_empty() -> None:
    piles = tuple(0 if i == k("G3") else 1 for i in range(KINDS))
    state = _draw_phase(cards("N1"), DECK, piles=piles)
    assert "draft G3" not in legal_texts(state)
    assert "empty" in str(RULES.why_illegal(state, parse_action("draft G3")))
    # With every pile empty the draw choice is skipped: the turn starts summoning.
    none = position(
        {"a1": (0, "N2"), "k15": (1, "N2")},
        phase=ATTACK,
        current=1,
        hands=((), ()),
        decks=(DECK, ()),
        piles=(0,) * KINDS,
    )
    after, events = act(none, "end")
    assert after.current == 0 and after.phase == SUMMON
    assert len(after.hands[0]) == 5 and of_kind(events, "draw")


def test_summoning_into_the_zone_only_and_onto_empty_squares() -> None:
    state = position(
        {"f3": (1, "N2"), "k15": (1, "N1")}, phase=SUMMON, hands=(cards("G1", "G2"), ())
    )
    assert "summon G1 f2" in legal_texts(state)  # the own tower is in the zone
    assert "summon G1 f5" not in legal_texts(state)
    assert "not in your zone" in str(RULES.why_illegal(state, parse_action("summon G1 f5")))
    assert "taken" in str(RULES.why_illegal(state, parse_action("summon G1 f3")))
    assert "no Ember" in str(RULES.why_illegal(state, parse_action("summon R1 f2")))
    with pytest.raises(IllegalActionError):
        act(state, "summon G1 f5")


def test_summoned_units_act_at_once_and_points_run_out() -> None:
    hand = cards("N2", "N2", "N2", "N2", "N2")
    state = position({"k15": (1, "N1")}, phase=SUMMON, hands=(hand, ()))
    state, _ = act(state, "summon N2 e1", "summon N2 e2", "summon N2 e3")
    assert state.phase == SUMMON and state.summon_points == 1
    state, _ = act(state, "summon N2 g1")
    # 4 points spent: summoning closes by itself though a card is left.
    assert state.phase == MOVE and len(state.hands[0]) == 1
    assert "move e3 e7" in legal_texts(state)
    drafted = position({"k15": (1, "N1")}, phase=SUMMON, hands=(hand, ()), summon_points=3)
    drafted, _ = act(drafted, "summon N2 e1", "summon N2 e2", "summon N2 e3")
    assert drafted.phase == MOVE


def test_a_full_or_blocked_zone_allows_no_summon() -> None:
    zone = ["d2", "e1", "e2", "e3", "f1", "f2", "f3", "f4", "g1", "g2", "g3", "h2"]
    units = {sq: (0 if i % 2 else 1, "N2") for i, sq in enumerate(zone)}
    state = position(units, phase=ATTACK, current=1, hands=(cards("G1"), ()))  # type: ignore[arg-type]
    after, _ = act(state, "end")
    assert after.current == 0 and after.phase == DRAW
    after, _ = act(after, "draw")
    assert after.phase == MOVE, "nowhere to summon: the phase is skipped"
    assert not any(t.startswith("summon") for t in legal_texts(after))


def test_mend_heals_adjacent_friends_before_scoring_never_above_health() -> None:
    units = {
        "c8": (0, "G2", 2),  # on a central tower, hurt, beside two Medics
        "c9": (0, "N3", 1),  # a hurt Medic: not healed by itself
        "d8": (0, "N3"),
        "b8": (0, "R2", 0),  # unhurt: stays at 0
        "k15": (1, "N2", 1),  # an enemy unit: never healed
        "j15": (1, "N2"),
    }
    state = position(units, phase=ATTACK, current=1)  # type: ignore[arg-type]
    after, events = act(state, "end")
    assert unit_at(after, "c8").damage == 0  # type: ignore[union-attr]  # two Medics, twice
    assert unit_at(after, "c9").damage == 1  # type: ignore[union-attr]
    assert unit_at(after, "b8").damage == 0  # type: ignore[union-attr]
    assert unit_at(after, "k15").damage == 1  # type: ignore[union-attr]
    kinds = [e.kind for e in events]
    assert kinds.count("mend") == 2
    assert kinds.index("mend") < kinds.index("score")


def test_towers_score_at_the_start_of_their_owner_s_turn_only() -> None:
    units = {"c8": (0, "N2"), "i8": (0, "N2"), "f2": (0, "N2"), "k15": (1, "N2")}
    state = position(units, phase=MOVE, current=0)  # type: ignore[arg-type]
    after, _ = act(state, "end")  # seat 0 ends moving; nothing to attack: its turn ends
    assert after.points == (0, 0) and after.current == 1
    after, events = act(after, "draw", "end")  # seat 1's turn ends
    assert after.current == 0
    assert after.points == (2, 0), "two central towers; the own siege tower scores 0"
    assert of_kind(events, "score")


def test_the_enemy_siege_tower_scores_ten_and_nineteen_plus_ten_wins_before_the_draw() -> None:
    units = {"f14": (0, "N2"), "k1": (1, "N2")}
    state = position(units, phase=ATTACK, current=1, points=(19, 0))  # type: ignore[arg-type]
    after, events = act(state, "end")
    assert after.points == (29, 0) and after.phase == OVER and after.ending == "points"
    assert not of_kind(events, "draw")
    assert RULES.legal_actions(after) == ()
    assert "over" in str(RULES.why_illegal(after, parse_action("draw")))
    result = outcome(after)
    assert result is not None and result.winners == (0,) and result.reason == "points"


def test_a_unit_killed_in_the_opponent_s_turn_scores_nothing() -> None:
    units = {"c8": (0, "B1"), "c9": (1, "R2")}  # an Outrider (Health 1) on a central tower
    state = position(units, phase=ATTACK, current=1, rng=1)  # type: ignore[arg-type]
    for rng in range(1, 200):
        import attrs

        after, events = act(attrs.evolve(state, rng=rng), "attack c9 c8")
        if of_kind(events, "death"):
            break
    else:
        raise AssertionError("no kill")
    assert after.current == 0 and after.points == (0, 0)


def test_the_round_limit_ends_after_the_second_player_s_turn() -> None:
    units = {"c8": (0, "N2"), "k15": (1, "N2")}
    last = position(units, phase=ATTACK, current=0, first=0, round=40, points=(3, 1))  # type: ignore[arg-type]
    after, _ = act(last, "end")
    assert after.phase != OVER and after.current == 1  # the second player still plays
    after, _events = act(after, "draw", "end")
    assert after.phase == OVER and after.ending == "rounds"
    result = outcome(after)
    assert result is not None and result.winners == (0,) and result.decided_by == "points"


def _ended(units: dict[str, tuple[int, str]], points: tuple[int, int]):  # type: ignore[no-untyped-def]
    state = position(units, phase=ATTACK, current=1, first=0, round=40, points=points)  # type: ignore[arg-type]
    after, _ = act(state, "end")
    assert after.phase == OVER
    return outcome(after)


def test_tie_breaks_points_then_towers_then_units_then_a_shared_draw() -> None:
    by_points = _ended({"a1": (0, "N2"), "k15": (1, "N2")}, (3, 5))
    assert by_points.winners == (1,) and by_points.decided_by == "points"
    by_towers = _ended({"c8": (0, "N2"), "k15": (1, "N2"), "k14": (1, "N2")}, (4, 4))
    assert by_towers.winners == (0,) and by_towers.decided_by == "towers"
    by_units = _ended({"a1": (0, "N2"), "k15": (1, "N2"), "k14": (1, "N2")}, (4, 4))
    assert by_units.winners == (1,) and by_units.decided_by == "units"
    shared = _ended({"a1": (0, "N2"), "k15": (1, "N2")}, (4, 4))
    assert shared.winners == (0, 1) and shared.decided_by == "shared"
    assert shared.places == (1, 1)


def test_a_stuck_game_ends_at_once() -> None:
    # Play never empties the board (an attack kills at most one unit, never the last one
    # standing on both sides), so the stuck position of ruling 23 is built by hand: no unit,
    # no card in any hand or deck, every pile empty.
    state = position({}, phase=ATTACK, piles=(0,) * KINDS, points=(2, 1))
    assert legal_texts(state) == {"end"}
    after, _events = act(state, "end")
    assert after.phase == OVER and after.ending == "stuck"
    result = outcome(after)
    assert result is not None and result.winners == (0,) and result.reason == "stuck"
    # A card left in a deck, or in a pile, keeps the game going.
    for kept in (
        position({}, phase=ATTACK, piles=(0,) * KINDS, decks=((), cards("N1"))),
        position({}, phase=ATTACK, piles=(1,) + (0,) * (KINDS - 1)),
    ):
        after, _ = act(kept, "end")
        assert after.phase != OVER
