"""Every card's effect: the named cards of the rulebook and our own."""

from __future__ import annotations

import pytest
from cursed_positions import act, c, legal_texts, position

from siege_desktop.games.cursed.rules.cards import (
    BY_CODE,
    CARDS,
    DECK_SIZE,
    KARMA_NAME,
    OPENING_HAND,
)
from siege_desktop.games.cursed.rules.config import MAX_SEATS
from siege_desktop.games.cursed.rules.errors import IllegalActionError
from siege_desktop.games.cursed.rules.rules import RULES

NAMED = (
    "Antidote",
    "Emergency Siren",
    "Toilet Paper Mummy",
    "Fatcula",
    "Manta Ray Protection",
    "Little Red Riding Woolf",
    "Seal You in Hell",
    "Day of Mourning",
    "Snatching",
    "Trollol",
)


def test_the_deck_has_every_type_and_named_card_and_serves_eight_seats() -> None:
    kinds = {card.kind for card in CARDS}
    assert kinds == {"gift", "antidote", "treachery", "defence", "comeback", "draw", "useless"}
    names = {card.name for card in CARDS}
    assert set(NAMED) <= names and KARMA_NAME in names
    assert DECK_SIZE - MAX_SEATS * OPENING_HAND >= 40
    gifts = [card for card in CARDS if card.kind == "gift"]
    assert {g.value for g in gifts} == {1, 2, 3, 4, 5}
    assert any(g.inevitable for g in gifts)
    assert {a.value for a in CARDS if a.kind == "antidote"} == {1, 2, 3, 5}
    assert all(len(card.text) <= 110 for card in CARDS)


def test_toilet_paper_mummy_and_fatcula_raise_a_rivals_gift() -> None:
    s = position(hands={0: ["mummy", "fatcula"]}, areas={1: ["clown"]})
    s, _ = act(s, "play mummy at 1 on 0", "pass", "play fatcula at 1 on 0", "pass")
    assert s.points(1) == 6
    assert s.areas[1] == ((c("clown"), (c("mummy"), c("fatcula"))),)


def test_attachments_need_a_gift_to_land_on() -> None:
    s = position(hands={0: ["mummy"]})
    assert legal_texts(s) == {"end turn"}


def test_emergency_siren_discards_a_gift_with_its_attachments() -> None:
    s = position(hands={0: ["siren"]}, areas={0: [("bagpipes", ["fatcula"]), "sweater"]})
    s, _ = act(s, "play siren on 0")
    assert s.areas[0] == ((c("sweater"), ()),)
    assert {c("bagpipes"), c("fatcula"), c("siren")} <= set(s.discard)


def test_safety_scissors_cut_every_attachment() -> None:
    s = position(
        hands={0: ["scissors"]}, areas={0: [("clown", ["mummy"]), ("sweater", ["fatcula"])]}
    )
    s, _ = act(s, "play scissors")
    assert s.points(0) == 4


def test_snatching_costs_a_useless_gift_and_takes_two_random_cards() -> None:
    s = position(hands={0: ["snatching", "socks"], 1: ["antidote5", "manta", "clown"]})
    s, events = act(s, "play snatching at 1", "pass")
    assert len(s.hands[0]) == 2 and len(s.hands[1]) == 1
    assert c("socks") in s.discard
    take = [e for e in events if e.kind == "take"]
    assert len(take) == 2 and all(e.seat == 0 and e.private_text for e in take)
    assert all("takes a card" in e.text_for(1) for e in take)


def test_the_snatching_victim_alone_learns_which_cards_were_taken() -> None:
    s = position(seats=3, hands={0: ["snatching", "socks"], 1: ["antidote5", "manta", "clown"]})
    s, events = act(s, "play snatching at 1", "pass")
    (lose,) = [e for e in events if e.kind == "lose"]
    left = set(s.hands[1])
    taken = [n for n in ("Antidote", "Manta Ray Protection", "Haunted Clown Doll")]
    mine = lose.text_for(1)
    assert mine.startswith("Seat 2 loses ") and mine.endswith(" to Seat 1.")
    assert sum(n in mine for n in taken) == 2  # the two cards taken, named
    assert all(
        c(code) not in left
        for code, n in (
            ("antidote5", "Antidote"),
            ("manta", "Manta Ray Protection"),
            ("clown", "Haunted Clown Doll"),
        )
        if n in mine
    )
    for other in (0, 2, None):
        assert lose.text_for(other) == "Seat 2 loses 2 card(s) to Seat 1."


def test_snatching_needs_a_useless_gift() -> None:
    s = position(hands={0: ["snatching"], 1: ["clown"]})
    with pytest.raises(IllegalActionError, match="needs a Useless Gift"):
        act(s, "play snatching at 1")


def test_trollol_swaps_hands() -> None:
    s = position(hands={0: ["trollol", "socks", "globe"], 1: ["antidote5"]})
    s, _ = act(s, "play trollol at 1", "pass")
    assert s.hands[0] == (c("antidote5"),)
    assert s.hands[1] == tuple(sorted((c("socks"), c("globe"))))


def test_day_of_mourning_takes_a_useless_gift_or_two_random_cards() -> None:
    s = position(
        seats=3,
        hands={0: ["mourning"], 1: ["mug", "antidote5"], 2: ["clown", "fruitcake", "sweater"]},
    )
    s, _ = act(s, "play mourning", "pass", "pass")
    assert s.hands[1] == (c("antidote5"),)
    assert len(s.hands[2]) == 1
    assert c("mourning") in s.discard


def test_chain_letter_turns_up_a_gift_for_every_rival() -> None:
    s = position(seats=3, hands={0: ["letter"]}, deck_top=["helping", "clown"])
    s, _ = act(s, "play letter", "pass", "pass")
    assert s.points(1) == 3 and s.points(2) == 0
    assert c("helping") in s.discard


def test_hot_potato_moves_a_small_gift_to_a_rival() -> None:
    s = position(hands={0: ["potato"]}, areas={0: ["accordion", ("fruitcake", ["mummy"])]})
    assert "play potato at 1 on 0" not in legal_texts(s)  # worth 4: too big
    s, _ = act(s, "play potato at 1 on 1", "pass")
    assert s.points(0) == 4 and s.points(1) == 3


def test_draw_cards_draw_for_their_player() -> None:
    s = position(hands={0: ["helping", "jumble"]})
    s, events = act(s, "play helping", "play jumble")
    assert len(s.hands[0]) == 5
    drawn = [e for e in events if e.kind == "draw"]
    assert drawn[0].private_text is not None and drawn[0].visible_to(1).private_text is None


def test_useless_gifts_and_comebacks_cannot_be_played_alone() -> None:
    s = position(hands={0: ["socks", "manta"]})
    assert legal_texts(s) == {"end turn"}
    with pytest.raises(IllegalActionError, match="does nothing"):
        act(s, "play socks")
    with pytest.raises(IllegalActionError, match="Comeback is played only"):
        act(s, "play manta")


@pytest.mark.parametrize("card", sorted(BY_CODE))
def test_every_card_is_in_the_cards_doc(card: str) -> None:
    from pathlib import Path

    doc = (Path(__file__).parents[3] / "docs/games/cursed-gifts/CARDS.md").read_text()
    assert f"`{card}`" in doc and BY_CODE[card].name in doc


def test_the_rules_know_every_card_of_the_data_file() -> None:
    assert RULES.parse_action("play timeshare at 1").card == BY_CODE["timeshare"].index
