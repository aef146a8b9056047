"""The event log tells the whole story: replaying a game's events onto a plain model of the
table rebuilds every public part of each state (and each hand, from the drawer's own view)."""

from __future__ import annotations

import pytest
from engine_games import config_for, random_game

from siege_desktop.games.gifts.rules import Event, GameConfig, GameState, new_game, new_game_logged
from siege_desktop.games.gifts.rules.state import EMPTY_SLOT


class Table:
    """What an animation layer would track, updated only from events."""

    def __init__(self, s: GameState) -> None:
        self.hands = [list(h) for h in s.hands]
        self.lands = [list(x) for x in s.lands]
        self.tapped = [list(x) for x in s.tapped]
        self.discard = list(s.discard)
        self.deck = len(s.deck)
        self.supply = len(s.supply)
        self.display = list(s.display)
        self.areas = [dict(a) for a in s.areas]
        self.buildings = [list(b) for b in s.buildings]

    def play(self, e: Event) -> None:
        seat = e.seat
        if e.kind == "draw":
            assert len(e.hidden) == e.count > 0
            for c in e.hidden:
                self.hands[seat][c] += 1
            self.deck -= e.count
        elif e.kind == "reshuffle":
            # Logged before the draw that needed it, which may have drawn the deck's last
            # lands first: the pile joins whatever the deck still counts.
            assert e.count == len(self.discard) > 0
            self.deck += e.count
            self.discard = []
        elif e.kind == "play":
            (c,) = e.colours
            self.hands[seat][c] -= 1
            self.lands[seat][c] += 1
        elif e.kind == "tap":
            for c in e.colours:
                self.tapped[seat][c] += 1
        elif e.kind == "turn":
            self.tapped[seat] = [0] * 5  # untap at the start of the turn
        elif e.kind == "discard":
            (c,) = e.colours
            self.hands[seat][c] -= 1
            self.discard.append(c)
        elif e.kind == "claim":
            assert self.display[e.other] == e.gift
            self.display[e.other] = EMPTY_SLOT  # until a refill event fills it
            self.areas[seat][e.gift] = e.count
        elif e.kind == "refill":
            assert self.display[e.other] == EMPTY_SLOT
            self.display[e.other] = e.gift
            self.supply -= 1
        elif e.kind == "steal":
            del self.areas[e.other][e.gift]
            self.areas[seat][e.gift] = e.count
        elif e.kind in ("lock", "wrap"):
            self.areas[seat][e.gift] = e.count
            if e.kind == "wrap":
                (c,) = e.colours
                if self.tapped[seat][c] == self.lands[seat][c]:
                    self.tapped[seat][c] -= 1  # only tapped ones left: a tapped one goes
                self.lands[seat][c] -= 1
                self.discard.append(c)
        elif e.kind == "build":
            if e.other >= 0:
                self.buildings[seat].remove(e.other)
            self.buildings[seat].append(e.building)
        else:
            assert e.kind in {
                "skip-land",
                "recycle",
                "pass",
                "hand-limit",
                "supply-empty",
                "round",
                "time",
                "end",
            }, e.kind

    def check(self, s: GameState) -> None:
        assert self.hands == [list(h) for h in s.hands]
        assert self.lands == [list(x) for x in s.lands]
        assert self.tapped == [list(x) for x in s.tapped]
        assert self.discard == list(s.discard)
        assert (self.deck, self.supply) == (len(s.deck), len(s.supply))
        assert self.display == list(s.display)
        assert [list(a.items()) for a in self.areas] == [list(a) for a in s.areas]
        assert self.buildings == [list(b) for b in s.buildings]


@pytest.mark.parametrize("players", range(2, 9))
def test_events_rebuild_every_state(players: int) -> None:
    for variant in range(3):
        table: Table | None = None
        for step in random_game(config_for(players, variant), 7000 + players):
            if table is None:
                table = Table(step.before)
            for event in step.events:
                table.play(event)
            table.check(step.after)


def test_the_start_of_the_game_is_told_without_changing_the_game() -> None:
    for players in (2, 3, 5):
        config = GameConfig(players=players)
        state, events = new_game_logged(config, 17)
        assert state == new_game(config, 17)
        assert [e.kind for e in events] == ["round", "turn", "draw"]
        first = state.seat
        assert events[1].seat == first and events[2].seat == first
        assert events[0].text == "Round 1 begins."
        assert "a land" in events[2].text_for(None)
        assert events[2].hidden and events[2].text_for(first) != events[2].text_for(None)


def test_a_seat_named_you_gets_your_not_yous() -> None:
    from siege_desktop.games.gifts.rules.rules import possessive

    assert possessive("Bo") == "Bo's"
    assert possessive("You") == "Your"
    assert possessive("You", standalone=True) == "Yours"


def test_a_seat_named_you_takes_the_verb_without_its_s() -> None:
    from siege_desktop.games.gifts.rules import acts

    assert acts("Bo", "draws") == "Bo draws"
    assert acts("You", "draws") == "You draw"
    assert acts("You", "passes") == "You pass"
    assert acts("You", "recycles") == "You recycle"


# Every verb the log puts after a seat's name, in the form it takes after "You".
_THIRD_PERSON = {
    "draws", "plays", "recycles", "passes", "taps", "claims", "steals", "wraps", "builds",
    "discards", "owns", "wins", "is", "has",
}  # fmt: skip


@pytest.mark.parametrize("players", [2, 4])
def test_no_log_line_says_you_draws(players: int) -> None:
    """Whole games with a seat named You: every line it starts agrees with it ("You draw"),
    public and private alike, for every kind of event the games reach."""
    import attrs

    names = ("You", "Bo", "Cy", "Di")[:players]
    kinds: set[str] = set()
    for variant in range(3):
        config = attrs.evolve(config_for(players, variant), names=names)
        _state, opening = new_game_logged(config, 31)
        steps = list(random_game(config, 8100 + variant))
        events = [*opening, *(e for step in steps for e in step.events)]
        for event in events:
            for text in (event.text_for(None), event.text_for(0)):
                if text.startswith("You "):
                    kinds.add(event.kind)
                    assert text.split()[1].rstrip(".:,") not in _THIRD_PERSON, text
    # The games reached the lines that start with a verb after the seat's name.
    assert {"draw", "play", "claim", "tap", "discard"} <= kinds, kinds
