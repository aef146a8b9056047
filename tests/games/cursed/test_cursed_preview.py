"""The preview before a play is confirmed: what it will do in words and numbers, worked out
by the rules from what the player knows, never from the hidden cards."""

from __future__ import annotations

import random

from cursed_positions import act, position

from siege_desktop.games.cursed.rules.actions import Cure, Play
from siege_desktop.games.cursed.rules.cards import BY_CODE
from siege_desktop.games.cursed.rules.play import apply
from siege_desktop.games.cursed.rules.rules import RULES
from siege_desktop.games.cursed.rules.state import CursedState
from siege_desktop.games.cursed.ui.preview import Preview, preview
from siege_desktop.games.cursed.ui.stakes import Stakes, stakes

NAMES = ("Ana", "Bea", "Cy")


def see(state: CursedState, text: str, viewer: int = 0) -> Preview:
    action = RULES.parse_action(text)
    assert isinstance(action, Play | Cure)
    assert action in RULES.legal_actions(state)
    return preview(RULES.observation(state, viewer), action, NAMES[: state.config.seats])


def test_an_offer_that_reaches_ten_says_the_target_is_out_unless_she_answers() -> None:
    s = position(hands={0: ["clown"]}, areas={1: ["accordion", "sweater", "fruitcake"]})
    p = see(s, "play clown at 1")
    assert p.title == "Haunted Clown Doll (3) to Bea"
    assert p.lines == (
        "Bea may answer with a Comeback first; if no one does:",
        "Bea's area 7 \u2192 10: Bea is eliminated unless they answer",
        "Then the game is over",
        "Plays this turn 0 \u2192 1 of 3",
    )


def test_an_inevitable_gift_leaves_no_answer() -> None:
    s = position(hands={0: ["mirror"]}, areas={1: ["accordion", "bagpipes"]})
    p = see(s, "play mirror at 1")
    assert "Bea's area 8 \u2192 11: Bea is eliminated" in p.lines
    assert not any("answer" in line for line in p.lines)
    assert "Then the game is over" in p.lines  # the last rival goes


def test_a_cure_gives_your_area_before_and_after() -> None:
    s = position(hands={0: ["antidote5"]}, areas={0: ["accordion", "sweater", "clown"]})
    p = see(s, "cure 0,1 with antidote5")
    assert p.title == "Cure Cursed Accordion, Itchy Sweater with Antidote \u22125"
    assert "Your area 8 \u2192 3" in p.lines


def test_an_effect_card_says_its_own_text_and_what_changes() -> None:
    s = position(hands={0: ["helping"]})
    p = see(s, "play helping")
    assert p.title == "Second Helping"
    assert p.lines[0] == BY_CODE["helping"].text
    assert "Your hand 1 \u2192 2" in p.lines
    s = position(hands={0: ["fatcula"]}, areas={1: ["accordion", "sweater"]})
    p = see(s, "play fatcula at 1 on 0")
    assert p.title == "Fatcula on Bea's Cursed Accordion"
    assert p.lines[0] == BY_CODE["fatcula"].text and "Bea's area 5 \u2192 7" in p.lines


def test_a_number_that_hangs_on_unseen_cards_is_not_guessed() -> None:
    s = position(seats=3, hands={0: ["letter"]}, areas={1: ["accordion"]})
    p = see(s, "play letter")
    assert "Bea and Cy may answer with a Comeback first; if no one does:" in p.lines
    assert "Bea's area: depends on cards no one has seen" in p.lines


def test_the_preview_is_the_same_whatever_the_hidden_cards_are() -> None:
    s = position(
        seats=3,
        hands={0: ["trollol", "snatching", "socks"], 1: ["manta", "woolf"], 2: ["karma"]},
        areas={1: ["accordion"]},
    )
    real = [see(s, t) for t in ("play trollol at 1", "play snatching at 2")]
    others = [RULES.determinize(RULES.observation(s, 0), random.Random(100 + k)) for k in range(3)]
    assert any(o.hands[1:] != s.hands[1:] for o in others)
    for other in others:
        assert [see(other, t) for t in ("play trollol at 1", "play snatching at 2")] == real


def test_a_hot_potato_names_your_own_gift() -> None:
    s = position(hands={0: ["potato"]}, areas={0: ["clown"], 1: ["sweater"]})
    p = see(s, "play potato at 1 on 0")
    assert p.title == "Hot Potato on your Haunted Clown Doll to Bea"
    assert "Your area 3 \u2192 0" in p.lines and "Bea's area 1 \u2192 4" in p.lines


def test_the_rules_can_keep_a_full_area_in_play_for_a_preview() -> None:
    s = position(hands={0: ["mirror"]}, areas={1: ["accordion", "bagpipes"]})
    action = RULES.parse_action("play mirror at 1")
    kept = apply(s, action, None, eliminate=False)
    assert kept.points(1) == 11 and kept.out == ()
    assert apply(s, action, None) == RULES.apply_unchecked(s, action)
    assert RULES.apply_unchecked(s, action).out == (1,)


def window_stakes(state: CursedState, viewer: int) -> Stakes:
    found = stakes(RULES.observation(state, viewer), RULES.legal_actions(state), NAMES)
    assert found is not None
    return found


def test_a_comeback_window_says_what_is_at_stake_for_a_mummy_on_a_nine_point_area() -> None:
    s = position(
        seats=3,
        hands={0: ["manta", "socks", "globe", "mug"], 1: ["mummy"]},
        areas={0: ["accordion", "timeshare"], 1: ["fruitcake"]},
        current=1,
    )
    s, _ = act(s, "play mummy at 0 on 1")
    at = window_stakes(s, 0)
    assert at.gifts == {(0, 1)}  # the Swamp Timeshare, outlined
    assert at.lines[0] == "Toilet Paper Mummy sits on your Swamp Timeshare (outlined)."
    assert at.lines[1] == "Let it be: your area 9 \u2192 10: this puts you out."
    assert "Manta Ray Protection: cancels it (your area stays 9)." in at.lines
    assert "Bad Karma (3 Useless Gifts): sends it back to Bea: Bea's area 2 \u2192 3." in at.lines
    # The seat that played it is not asked: no stakes for it.
    assert stakes(RULES.observation(s, 1), (), NAMES) is None


def test_the_stakes_name_what_bad_karma_would_do_when_you_hold_none() -> None:
    s = position(seats=3, hands={0: ["woolf"], 2: ["potato"]}, areas={2: ["clown"]}, current=2)
    s, _ = act(s, "play potato at 0 on 0")
    at = window_stakes(s, 0)
    assert at.gifts == {(2, 0)}  # the Hot Potato moves Cy's Haunted Clown Doll
    assert at.lines[0] == "Hot Potato moves Cy's Haunted Clown Doll (outlined)."
    assert "Let it be: your area 0 \u2192 3; Cy's area 3 \u2192 0." in at.lines
    assert any(line.startswith("Bad Karma") and "back to Cy" in line for line in at.lines)
    assert "Little Red Riding Woolf: cancels it (your area stays 0)." in at.lines


def test_bad_karma_on_a_trollol_says_it_does_nothing_to_its_own_player() -> None:
    s = position(hands={0: ["socks", "globe", "mug"], 1: ["trollol"]}, current=1)
    s, _ = act(s, "play trollol at 0")
    at = window_stakes(s, 0)
    assert "Let it be: Swap hands with a rival." in at.lines
    assert (
        "Bad Karma (3 Useless Gifts): sends it back to Bea: on its own player it does nothing."
        in at.lines
    )
