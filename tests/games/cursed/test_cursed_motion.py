"""The Cursed Gifts table's motion: each kind of event starts its flights, they finish, they
follow the speed setting, and a card out of a hand the viewer may not see flies face down."""

from __future__ import annotations

import pygame
import pytest
from cursed_positions import act, c, position

from siege_desktop.games.cursed.rules.cards import KIND
from siege_desktop.games.cursed.rules.rules import RULES
from siege_desktop.games.cursed.rules.state import CursedState
from siege_desktop.games.cursed.ui.board import Places
from siege_desktop.games.cursed.ui.motion import BASE, Motion, Seen, removed


class Pictures:
    """Card pictures as plain surfaces, remembering which faces were asked for."""

    def __init__(self) -> None:
        self.faces: list[int] = []
        self.backs = 0

    def face(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        self.faces.append(card)
        return pygame.Surface(size)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        self.backs += 1
        return pygame.Surface(size)


def places(state: CursedState, viewer: int) -> Places:
    """A frame's places: seat s in column s, its gifts in a row, the centre below."""
    p = Places(
        deck=pygame.Rect(10, 400, 40, 56),
        discard=pygame.Rect(60, 400, 40, 56),
        next_stack=pygame.Rect(120, 400, 40, 56),
    )
    for s in range(state.config.seats):
        p.seats[s] = pygame.Rect(s * 200, 0, 190, 190)
        p.hands[s] = pygame.Rect(s * 200 + 150, 5, 30, 12)
        for i in range(len(state.areas[s])):
            p.gifts[(s, i)] = pygame.Rect(s * 200 + i * 44, 60, 40, 56)
    p.hand = [pygame.Rect(i * 44, 600, 40, 56) for i in range(len(state.hands[viewer]))]
    stack = [state.attack.card] if state.attack else []
    p.stack = [pygame.Rect(120 + k * 30, 400, 40, 56) for k in range(len(stack) + len(state.chain))]
    return p


def seen(state: CursedState, viewer: int, hand_visible: bool = True) -> Seen:
    return Seen(RULES.observation(state, viewer), places(state, viewer), hand_visible)


def run(
    state: CursedState, text: str, viewer: int = 0, hand_visible: bool = True, speed: float = 1.0
) -> tuple[Motion, Pictures, CursedState, list[str]]:
    pictures = Pictures()
    motion = Motion(pictures)
    after, events = act(state, text)
    visible = [e.visible_to(viewer) for e in events]
    motion.on_events(
        visible, seen(state, viewer, hand_visible), seen(after, viewer, hand_visible), speed
    )
    return motion, pictures, after, [e.kind for e in events]


def finish(motion: Motion) -> None:
    surface = pygame.Surface((900, 700))
    for _ in range(200):
        motion.draw(surface)
        motion.update(0.05)
        if not motion.busy:
            return
    raise AssertionError("the motion never ends")


def test_an_offer_flies_from_the_hand_to_the_centre_face_up_for_its_owner() -> None:
    s = position(hands={0: ["clown"], 1: ["sweater"]})
    motion, pictures, _, kinds = run(s, "play clown at 1", viewer=0)
    assert kinds == ["offer"]
    [f] = motion.flights
    assert f.card == c("clown") and f.src == pygame.Rect(0, 600, 40, 56)
    assert f.dst.topleft == (120, 400)
    finish(motion)
    assert pictures.faces == [c("clown")] and not motion.flights


def test_a_rival_offer_flies_face_down_out_of_the_hidden_hand() -> None:
    s = position(hands={0: ["clown"], 1: ["sweater"]})
    motion, pictures, _, _ = run(s, "play clown at 1", viewer=1)
    [f] = motion.flights
    assert f.card is None
    assert pygame.Rect(0, 0, 190, 190).contains(f.src)  # from the player's seat, not a card slot
    finish(motion)
    assert pictures.faces == [] and pictures.backs == 1


def test_your_own_hand_face_down_in_pass_and_play_flies_face_down_too() -> None:
    s = position(hands={0: ["clown"], 1: ["sweater"]})
    motion, _, _, _ = run(s, "play clown at 1", viewer=0, hand_visible=False)
    assert [f.card for f in motion.flights] == [None]


def test_an_inevitable_gift_flies_straight_into_the_target_area() -> None:
    s = position(hands={0: ["mirror"], 1: ["sweater"]}, areas={1: ["sweater"]})
    motion, _, after, kinds = run(s, "play mirror at 1", viewer=0)
    assert kinds == ["offer"] and after.window < 0
    [f] = motion.flights
    assert f.card == c("mirror") and f.dst.topleft == (244, 60)  # gift 1 of seat 1


def test_a_gift_let_through_flies_from_the_centre_to_the_area() -> None:
    s, _ = act(position(hands={0: ["clown"], 1: ["sweater"]}), "play clown at 1")
    motion, _, _, kinds = run(s, "pass", viewer=0)
    assert kinds == ["pass", "resolve"]
    [f] = motion.flights
    assert f.card == c("clown") and f.src.topleft == (120, 400) and f.dst.topleft == (200, 60)


def test_an_answer_joins_the_chain_and_a_cancel_sends_both_to_the_discard() -> None:
    s, _ = act(position(hands={0: ["accordion"], 1: ["manta"]}), "play accordion at 1")
    motion, _, after, kinds = run(s, "answer manta", viewer=0)
    assert kinds == ["answer"]
    [f] = motion.flights
    assert f.card is None and f.dst.topleft == (150, 400)  # the second place of the stack
    motion, _, _, kinds = run(after, "pass", viewer=0)
    assert kinds == ["pass", "cancel"]
    assert [(f.card, f.dst.topleft) for f in motion.flights] == [
        (c("manta"), (60, 400)),
        (c("accordion"), (60, 400)),
    ]


def test_a_bad_karma_bounce_flies_the_gift_through_its_target_back_to_its_player() -> None:
    s = position(hands={0: ["accordion"], 1: ["karma"]})
    s, _ = act(s, "play accordion at 1", "answer karma")
    motion, _, _, kinds = run(s, "pass", viewer=1)
    assert "return" in kinds
    bounce = [f for f in motion.flights if f.card == c("accordion")]
    assert len(bounce) == 1, "one flight carries the card back, not two"
    [f] = bounce
    assert f.via == (295, 95) and f.dst.topleft == (0, 60)  # via seat 1, into seat 0's area
    assert f.centre(f.start) == (140, 428)  # from the centre
    hit = f.start + f.duration * (1 - 0.5 ** (1 / 3))  # eased half way
    assert f.centre(hit) == (295, 95), "it hits the target"
    assert f.centre(f.start + f.duration) == (20, 88)  # and lands on its player


def test_a_cure_sends_antidotes_and_gifts_to_the_discard() -> None:
    s = position(hands={0: ["antidote3"]}, areas={0: ["sweater", "clown", "fruitcake"]})
    motion, _, _, kinds = run(s, "cure 0,2 with antidote3", viewer=1)
    assert kinds == ["cure"]
    got = [(f.card, f.src.topleft, f.dst.topleft) for f in motion.flights]
    assert got == [
        (None, got[0][1], (60, 400)),  # the rival's Antidote, face down
        (c("sweater"), (0, 60), (60, 400)),
        (c("fruitcake"), (88, 60), (60, 400)),
    ]


def test_elimination_sweeps_the_area_into_the_deck_slower() -> None:
    s = position(hands={0: ["mirror"], 1: ["sweater", "socks"]}, areas={1: ["timeshare", "fish"]})
    motion, _, after, kinds = run(s, "play mirror at 1", viewer=0)
    assert kinds[:2] == ["offer", "eliminate"] and 1 in after.out
    offer, *sweep = motion.flights
    assert offer.card == c("mirror")  # your own card, face up, into the seat it knocks out
    assert [f.card for f in sweep] == [c("timeshare"), c("fish"), None, None]
    assert all(f.dst.topleft == (10, 400) and f.duration > BASE for f in sweep)
    assert sweep[0].start >= offer.start + offer.duration  # once the gift has landed


@pytest.mark.parametrize("speed", [0.5, 2.0])
def test_the_animation_speed_setting_scales_every_flight(speed: float) -> None:
    s = position(hands={0: ["clown"], 1: ["sweater"]})
    motion, _, _, _ = run(s, "play clown at 1", speed=speed)
    assert motion.flights[0].duration == pytest.approx(BASE / speed)


def test_draws_and_random_discards_fly_face_down_from_hidden_hands() -> None:
    s = position(hands={0: ["helping"], 1: ["sweater"]})
    motion, _, _, kinds = run(s, "play helping", viewer=1)
    assert kinds == ["play", "draw"]
    assert [f.card for f in motion.flights] == [None, None]
    s = position(hands={0: ["mourning"], 1: ["sweater", "clown"]})
    s, _ = act(s, "play mourning")
    motion, _, _, kinds = run(s, "pass", viewer=1)
    assert kinds.count("discard") == 2
    assert all(f.card in (c("sweater"), c("clown")) for f in motion.flights)  # the viewer's own


def test_removed_finds_the_gifts_gone_from_an_area() -> None:
    a, b, d = (c("sweater"), ()), (c("clown"), ()), (c("fish"), ())
    assert removed((a, b, d), (b,)) == [0, 2]
    assert removed((a, a, b), (a, b)) == [1]
    assert removed((a,), (a,)) == []
    assert all(KIND[g[0]] == "gift" for g in (a, b, d))
