"""Cursed Gifts in motion: cards fly between hands, areas, the centre and the piles, driven by
each action's events and by what the viewer saw before and after it (never hidden fields).

Motion is visual only: the table already shows the new state; a flying card is drawn over it
on its way to where the table shows it. A card leaving a hand the viewer may not see flies
face down, whatever it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

import attrs
import pygame

from siege_desktop.games.cursed.rules.cards import EFFECT, KARMA3, KIND
from siege_desktop.games.cursed.rules.observation import Observation
from siege_desktop.games.cursed.rules.state import Area, Attack
from siege_desktop.games.cursed.ui.board import Places

#: Seconds of one flight at speed 1: inside the 150-300 ms of the art direction.
BASE = 0.26
STAGGER = 0.08  # between the flights of one action, so each one reads
SWEEP = 0.4  # an eliminated seat's cards swept into the deck take longer
SWEEP_STAGGER = 0.05
MIN_SPEED, MAX_SPEED = 0.25, 4.0


class CardPictures(Protocol):
    """Where flights get their pictures (the table's `Faces`)."""

    def face(self, card: int, size: tuple[int, int]) -> pygame.Surface: ...

    def back(self, size: tuple[int, int]) -> pygame.Surface: ...


class Happened(Protocol):
    """The part of an event motion reads: its kind and seat (text stays for the log)."""

    @property
    def kind(self) -> str: ...

    @property
    def seat(self) -> int: ...


def ease_out(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


@attrs.define
class Flight:
    """One card on its way. card None: face down. via: a bounce, the path turns there."""

    card: int | None
    src: pygame.Rect
    dst: pygame.Rect
    start: float
    duration: float
    via: tuple[int, int] | None = None
    sprite: pygame.Surface | None = None

    def progress(self, now: float) -> float:
        return (now - self.start) / self.duration

    def centre(self, now: float) -> tuple[int, int]:
        e = ease_out(self.progress(now))
        (x0, y0), (x1, y1) = self.src.center, self.dst.center
        if self.via is None:
            return round(x0 + (x1 - x0) * e), round(y0 + (y1 - y0) * e)
        # A bounce: to `via` in the first half of the way, then on to where it lands.
        (xa, ya), (xb, yb), k = (
            ((x0, y0), self.via, e * 2) if e < 0.5 else (self.via, (x1, y1), e * 2 - 1)
        )
        return round(xa + (xb - xa) * k), round(ya + (yb - ya) * k)


@attrs.frozen
class Seen:
    """One side of an action as the viewer saw it: its observation, where the frame put each
    piece, and whether the viewer's own hand was face up."""

    obs: Observation
    places: Places
    hand_visible: bool


def removed(before: Area, after: Area) -> list[int]:
    """Indexes of the gifts of `before` that are gone in `after` (order kept otherwise)."""
    out: list[int] = []
    j = 0
    for i, gift in enumerate(before):
        if j < len(after) and after[j] == gift:
            j += 1
        else:
            out.append(i)
    return out


class Motion:
    """The flights of the table: `on_events` per action, `update` and `draw` per frame."""

    def __init__(self, pictures: CardPictures) -> None:
        self.pictures = pictures
        self.now = 0.0
        self.flights: list[Flight] = []

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def clear(self) -> None:
        self.flights.clear()

    def update(self, dt: float) -> None:
        self.now += dt
        self.flights = [f for f in self.flights if f.progress(self.now) < 1.0]

    # --- from events to flights ---------------------------------------------------------------
    def on_events(
        self, events: Iterable[Happened], before: Seen, after: Seen, speed: float = 1.0
    ) -> None:
        speed = min(MAX_SPEED, max(MIN_SPEED, speed))
        plan = _Plan(self, before, after, speed)
        for e in events:
            plan.event(e.kind, e.seat)

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        for f in self.flights:
            if f.progress(self.now) < 0:
                continue
            if f.sprite is None:
                # One picture per flight, made once and only moved: no per-frame scaling.
                size = f.dst.size
                f.sprite = (
                    self.pictures.back(size) if f.card is None else self.pictures.face(f.card, size)
                )
            r = f.sprite.get_rect(center=f.centre(self.now))
            surface.blit(f.sprite, r)


class _Plan:
    """The flights of one action, each starting a little after the one before."""

    def __init__(self, motion: Motion, before: Seen, after: Seen, speed: float) -> None:
        self.m = motion
        self.b = before
        self.a = after
        self.dur = BASE / speed
        self.speed = speed
        self.t = motion.now
        self.bounced = False  # a Bad Karma bounce already carries the card to its player
        card = after.places.discard if after.places.discard.w else pygame.Rect(0, 0, 60, 84)
        self.card_size = card.size
        self.new_discards = list(after.obs.discard[len(before.obs.discard) :])

    # --- places ------------------------------------------------------------------------------
    def card_in(self, box: pygame.Rect | None, seat: int = -1) -> pygame.Rect:
        """A card-sized rect centred on `box` (a seat's box, a hand's label), kept inside
        `seat`'s box when given."""
        r = pygame.Rect((0, 0), self.card_size)
        if box is not None:
            r.center = box.center
        inside = self.a.places.seats.get(seat)
        if inside is not None:
            r.clamp_ip(inside)
        return r

    def hand_of(self, seen: Seen, seat: int) -> pygame.Rect:
        """Where a card goes into or comes out of `seat`'s hand, face down."""
        return self.card_in(seen.places.hands.get(seat, seen.places.seats.get(seat)), seat)

    def stack(self, seen: Seen, k: int) -> pygame.Rect:
        rects = seen.places.stack
        return rects[k] if 0 <= k < len(rects) else seen.places.next_stack

    def from_hand(self, seat: int, card: int) -> tuple[int | None, pygame.Rect]:
        """Where `card` leaves `seat`'s hand, and whether the viewer may see it on its way."""
        b = self.b
        if seat == b.obs.seat and b.hand_visible and card in b.obs.hand:
            i = b.obs.hand.index(card)
            if i < len(b.places.hand):
                return card, b.places.hand[i]
        return None, self.hand_of(b, seat)

    def spent(self, seat: int) -> int | None:
        """The card that left the viewer's own hand (None for another seat's: unseen)."""
        b, a = self.b.obs, self.a.obs
        if seat != b.seat:
            return None
        left = list(b.hand)
        for card in a.hand:
            if card in left:
                left.remove(card)
        return left[0] if len(left) == 1 else None

    def last_gift(self, seat: int) -> pygame.Rect:
        a = self.a
        n = len(a.obs.areas[seat])
        found = a.places.gifts.get((seat, n - 1)) if seat not in a.obs.out else None
        return found if found is not None else self.card_in(a.places.seats.get(seat))

    def fly(
        self,
        card: int | None,
        src: pygame.Rect,
        dst: pygame.Rect,
        via: tuple[int, int] | None = None,
        dur: float | None = None,
        gap: float | None = None,
    ) -> None:
        d = self.dur if dur is None else dur
        self.m.flights.append(Flight(card, src.copy(), dst.copy(), self.t, d, via))
        self.t += STAGGER / self.speed if gap is None else gap

    # --- events ------------------------------------------------------------------------------
    def event(self, kind: str, seat: int) -> None:
        b, a = self.b.obs, self.a.obs
        if kind in ("offer", "play"):
            self.played(seat)
        elif kind == "answer" and a.chain:
            card, src = self.from_hand(seat, a.chain[-1].card)
            if card == KARMA3 or a.chain[-1].card == KARMA3:
                card = KARMA3 if seat == b.seat and self.b.hand_visible else None
            self.fly(card, src, self.stack(self.a, len(a.chain)))
        elif kind == "pass":
            for k, link in enumerate(b.chain, start=1):
                if link.card != KARMA3:
                    if link.card in self.new_discards:
                        self.new_discards.remove(link.card)  # not a later "discard" event's
                    self.fly(link.card, self.stack(self.b, k), self.a.places.discard)
        elif kind == "cure":
            self.cure(seat)
        elif kind in ("resolve", "return", "cancel") and b.attack is not None:
            self.resolved(kind, seat, b.attack)
        elif kind == "discard" and self.new_discards:
            card = self.new_discards.pop(0)
            face, src = self.from_hand(seat, card)
            self.fly(face, src, self.a.places.discard)
        elif kind == "draw":
            self.fly(None, self.b.places.deck, self.hand_of(self.a, seat))
        elif kind == "take":
            losers = [
                s
                for s in range(len(b.hand_sizes))
                if s != seat and a.hand_sizes[s] < b.hand_sizes[s]
            ]
            src = self.hand_of(self.b, losers[0]) if losers else self.b.places.deck
            self.fly(None, src, self.hand_of(self.a, seat))
        elif kind == "swap" and b.attack is not None:
            one, two = self.hand_of(self.b, b.attack.player), self.hand_of(self.b, seat)
            self.fly(None, one, two, gap=0.0)
            self.fly(None, two, one)
        elif kind == "eliminate":
            self.sweep(seat)

    def played(self, seat: int) -> None:
        """A card from the player's hand: to the centre (it waits for answers), straight into
        an area (Inevitable), or to the discard (its effect is done)."""
        b, a = self.b.obs, self.a.obs
        if a.attack is not None and a.attack.player == seat and b.attack is None:
            card, src = self.from_hand(seat, a.attack.card)
            self.fly(card, src, self.stack(self.a, 0))
            return
        grown = [
            s
            for s in range(len(a.areas))
            if s != seat and (len(a.areas[s]) > len(b.areas[s]) or (s in a.out and s not in b.out))
        ]
        if grown:
            target = grown[0]
            gift = a.areas[target][-1][0] if target not in a.out else self.spent(seat)
            if gift is not None:
                face, src = self.from_hand(seat, gift)
            else:
                face, src = None, self.hand_of(self.b, seat)
            self.fly(face, src, self.last_gift(target))
            return
        if self.new_discards:
            card = self.new_discards.pop(0)
            face, src = self.from_hand(seat, card)
            self.fly(face, src, self.a.places.discard)
            for i in removed(b.areas[seat], a.areas[seat]):  # Emergency Siren's gift
                was = self.b.places.gifts.get((seat, i))
                if was is not None:
                    self.fly(b.areas[seat][i][0], was, self.a.places.discard)

    def cure(self, seat: int) -> None:
        b, a = self.b.obs, self.a.obs
        antidotes = [c for c in self.new_discards if KIND[c] == "antidote"]
        for card in antidotes:
            face, src = self.from_hand(seat, card)
            self.fly(face, src, self.a.places.discard)
        for i in removed(b.areas[seat], a.areas[seat]):
            was = self.b.places.gifts.get((seat, i))
            if was is not None:
                self.fly(b.areas[seat][i][0], was, self.a.places.discard)

    def resolved(self, kind: str, victim: int, attack: Attack) -> None:
        """The card in play reaches its victim (or bounces back to its player: a Comeback)."""
        b, a = self.b.obs, self.a.obs
        start = self.stack(self.b, 0)
        if self.bounced:
            return
        if kind == "cancel":
            self.fly(attack.card, start, self.a.places.discard)
            return
        via = None
        if kind == "return":
            # Bad Karma: the card flies at its target, bounces, and lands on its player.
            via = self.b.places.seats.get(attack.target, start).center
            self.bounced = True
        effect = EFFECT[attack.card]
        if KIND[attack.card] == "gift":
            self.fly(attack.card, start, self.last_gift(victim), via, self.dur * (2 if via else 1))
        elif effect == "attach":
            where = next((i for i, g in enumerate(a.areas[victim]) if attack.card in g[1]), -1)
            dst = self.a.places.gifts.get((victim, where), self.a.places.discard)
            self.fly(attack.card, start, dst, via, self.dur * (2 if via else 1))
        elif effect == "letter" and b.deck_size > a.deck_size:
            grew = len(a.areas[victim]) > len(b.areas[victim])
            top = a.areas[victim][-1][0] if grew else (a.discard[-1] if a.discard else None)
            if top is not None:
                dst = self.last_gift(victim) if grew else self.a.places.discard
                self.fly(top, self.b.places.deck, dst)
        elif effect == "move" and attack.param >= 0:
            src = self.b.places.gifts.get((attack.player, attack.param), start)
            gift = b.areas[attack.player][attack.param][0]
            self.fly(gift, src, self.last_gift(victim))
        elif via is not None:
            box = self.card_in(self.a.places.seats.get(victim))
            self.fly(attack.card, start, box, via, self.dur * 2)

    def sweep(self, seat: int) -> None:
        """An eliminated seat's area and hand go into the deck, card after card."""
        b = self.b.obs
        # The sweep starts once the card that did it has landed.
        self.t = max([self.t, *(f.start + f.duration for f in self.m.flights)])
        dur = SWEEP / self.speed
        gap = SWEEP_STAGGER / self.speed
        deck = self.a.places.deck
        for i, (gift, attached) in enumerate(b.areas[seat]):
            src = self.b.places.gifts.get((seat, i))
            if src is None:
                continue
            for card in attached:
                self.fly(card, src, deck, dur=dur, gap=gap)
            self.fly(gift, src, deck, dur=dur, gap=gap)
        hand = self.hand_of(self.b, seat)
        for _ in range(min(3, b.hand_sizes[seat])):
            self.fly(None, hand, deck, dur=dur, gap=gap)
