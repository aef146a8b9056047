"""Drawing the Cursed Gifts table from a `TableView`: rivals' areas, the centre (deck,
discard, the Comeback chain as a stack), your area and hand, status, log and buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
import pygame

from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import DANGER, GOLD, MUTED
from siege_desktop.app.theme import HIGHLIGHT as GLOW
from siege_desktop.app.theme import PANEL_GLASS as PANEL
from siege_desktop.app.theme import PAPER as CREAM
from siege_desktop.core.words import possessive
from siege_desktop.games.cursed.rules.cards import CARDS_PER_TURN, ELIMINATION
from siege_desktop.games.cursed.rules.state import Area, gift_points
from siege_desktop.games.cursed.ui import layout
from siege_desktop.games.cursed.ui.cards_art import CardArt
from siege_desktop.games.cursed.ui.faces import Faces
from siege_desktop.games.cursed.ui.hint_marks import draw_marks
from siege_desktop.games.cursed.ui.layout import Geometry
from siege_desktop.games.cursed.ui.view import Button, Hotspot, Spot, TableView

if TYPE_CHECKING:
    from siege_desktop.app.art import Art

OK = (120, 196, 120)
WARN = (236, 170, 60)
OUT_FILL = (40, 30, 30, 200)


def quiet_lines(quiet: int, live: int) -> tuple[str, str]:
    """What the empty deck's place says: the quiet turns so far, of the round that ends it."""
    return ("Quiet", f"{min(quiet, live)} of {live}")


RGBA = tuple[int, int, int, int]


def button_colours(b: Button) -> tuple[RGBA, RGBA, tuple[int, int, int]]:
    """A bar button's fill, edge and text: gold-brown for the primary one, greyed when it
    cannot be used (a replay's Back at the start looked as clickable as Next)."""
    if not b.enabled:
        return (36, 42, 38, 255), (*MUTED, 255), MUTED
    fill = (120, 92, 30, 255) if b.primary else (50, 58, 52, 255)
    return fill, (*GOLD, 255), CREAM


def seat_label(kind: str, hand: int) -> str:
    """A plate's corner: the seat's kind and its hand's size ("Easy · 1 card")."""
    who = "Human" if kind == "human" else kind.title()
    return f"{who} · {hand} card" if hand == 1 else f"{who} · {hand} cards"


@attrs.define
class Places:
    """Where the last drawn frame put each piece, for the tweens that start or end there."""

    seats: dict[int, pygame.Rect] = attrs.Factory(dict)
    gifts: dict[tuple[int, int], pygame.Rect] = attrs.Factory(dict)
    hand: list[pygame.Rect] = attrs.Factory(list)  # the viewer's hand, card by card
    hands: dict[int, pygame.Rect] = attrs.Factory(dict)  # where a seat's hand is (its count)
    stack: list[pygame.Rect] = attrs.Factory(list)  # the attack, then each Comeback
    deck: pygame.Rect = attrs.Factory(pygame.Rect)
    discard: pygame.Rect = attrs.Factory(pygame.Rect)
    next_stack: pygame.Rect = attrs.Factory(pygame.Rect)  # where the next card in play goes
    #: What tells the player what to do now (the banner's lines, a window's question, a
    #: play's preview): the large card of a hovered card keeps off it.
    reading: list[pygame.Rect] = attrs.Factory(list)


def gauge_colour(points: int) -> tuple[int, int, int]:
    if points >= ELIMINATION - 2:
        return DANGER
    if points >= ELIMINATION - 4:
        return WARN
    return OK


class Board:
    """Draws a view; returns the hotspots of what can be clicked."""

    def __init__(self, art: Art) -> None:
        self.art = art
        self.painter = Painter(art, 1.0)
        self.faces = Faces(CardArt(art))
        self._backgrounds: dict[object, pygame.Surface] = {}
        self.places = Places()

    def background(
        self, size: tuple[int, int], geo: Geometry, boxes: list[tuple[pygame.Rect, bool]]
    ) -> pygame.Surface:
        """The felt and every panel's fill, made once per size and seating: one opaque blit
        a frame instead of blending a dozen big translucent panels (several ms at 1440p)."""
        key = (size, tuple((tuple(b), out) for b, out in boxes))
        found = self._backgrounds.get(key)
        if found is not None:
            return found
        sheet = pygame.Surface(size).convert()
        sheet.blit(self.art.felt(size), (0, 0))
        p = self.painter
        for box, out in boxes:
            p.panel(sheet, box, OUT_FILL if out else PANEL, None, 0, 10)
        p.panel(sheet, geo.r(layout.CENTRE), (16, 22, 18, 150), None, 0, 10)
        for panel in (layout.STATUS, layout.LOG, layout.BAR):
            p.panel(sheet, geo.r(panel), PANEL, None, 0, 10)
        if len(self._backgrounds) > 8:
            self._backgrounds.clear()
        self._backgrounds[key] = sheet
        return sheet

    def draw(self, surface: pygame.Surface, view: TableView) -> list[tuple[pygame.Rect, Hotspot]]:
        obs = view.obs
        seats = obs.config.seats
        rivals = [(obs.seat + k) % seats for k in range(1, seats)]
        geo = Geometry(surface.get_size(), len(rivals))
        if self.painter.scale != geo.scale:
            self.painter.clear(geo.scale)
        placed = [*zip(rivals, geo.rival_boxes(), strict=True), (obs.seat, geo.r(layout.MINE))]
        boxes = [(box, seat in obs.out) for seat, box in placed]
        surface.blit(self.background(surface.get_size(), geo, boxes), (0, 0))
        self.places = Places(seats={seat: box for seat, box in placed})
        spots: list[tuple[pygame.Rect, Hotspot]] = []
        for seat, box in placed[:-1]:
            self._area(surface, geo, view, seat, box, spots, mine=False)
        self._centre(surface, geo, view)
        self._area(surface, geo, view, obs.seat, placed[-1][1], spots, mine=True)
        self._status(surface, geo, view, spots)
        self._log(surface, geo, view)
        self._buttons(surface, geo, view, spots)
        if view.hint is not None:
            draw_marks(surface, geo, obs, view.hint, spots)
        if view.prompt:
            self._prompt(surface, geo, view)
        if view.preview:
            self._preview(surface, geo, view)
        return spots

    # --- seats ---------------------------------------------------------------------------
    def _area(
        self,
        surface: pygame.Surface,
        geo: Geometry,
        view: TableView,
        seat: int,
        box: pygame.Rect,
        spots: list[tuple[pygame.Rect, Hotspot]],
        *,
        mine: bool,
    ) -> None:
        p = self.painter
        obs = view.obs
        out = seat in obs.out
        acting = obs.to_act == seat
        border = GLOW if acting else (96, 88, 60)
        width = 3.0 if acting else 1.5
        targeted = seat in view.seat_targets
        if targeted:
            border, width = GLOW, 4.0
        # The fill is in the background; the border alone is drawn (no blending, cheap).
        pygame.draw.rect(surface, border, box, geo.px(width), geo.px(10))
        if targeted:
            p.text(
                surface,
                "click to choose",
                12,
                (box.centerx, box.bottom - geo.px(18)),
                GLOW,
                True,
                "midtop",
            )
        pad = geo.px(8)
        right = seat_label(view.kinds[seat], obs.hand_sizes[seat])
        if seat == obs.current and not out and not obs.ending:
            right = f"to play · {right}"  # "turn ·" alone read as a word cut short
        r = p.text(
            surface, right, 12, (box.right - pad, box.y + pad + geo.px(2)), MUTED, False, "topright"
        )
        self.places.hands[seat] = r
        # Your own gauge sits on the name's line: the room below goes to cards of a size
        # whose names read whole.
        name_w = geo.px(150) if mine else r.x - box.x - 2 * pad
        p.text(
            surface,
            view.names[seat],
            15,
            (box.x + pad, box.y + pad),
            GOLD if acting else CREAM,
            True,
            max_width=name_w,
        )
        area: Area = obs.areas[seat]
        points = sum(gift_points(g) for g in area)
        gauge = pygame.Rect(box.x + pad, box.y + geo.px(30), box.w - 2 * pad, geo.px(12))
        if mine:
            gauge = pygame.Rect(box.x + pad + name_w + pad, box.y + geo.px(12), 0, geo.px(12))
            gauge.w = r.x - geo.px(16) - gauge.x
        self._gauge(surface, geo, gauge, points, out)
        if seat in view.seat_targets:
            spots.append((box, (Spot.SEAT, seat)))
        if out:
            p.text(surface, "OUT", 30, box.center, DANGER, True, "center")
            return
        top = gauge.bottom + geo.px(16)  # room for attachments peeking above a gift
        if mine:
            top = box.y + geo.px(44)
        hand_h = geo.px(96) if mine else 0
        gifts_box = pygame.Rect(box.x + pad, top, box.w - 2 * pad, box.bottom - top - pad - hand_h)
        if not area:
            p.text(surface, "No Cursed Gifts", 13, (gifts_box.x, gifts_box.y + geo.px(4)), MUTED)
        max_h = min(150.0, gifts_box.h / geo.scale)  # a big area gets big cards
        rects = geo.gift_rects(gifts_box, len(area), max_h)
        # Cards that overlap hide their value medals: each shows its worth in the corner
        # left in sight (the name reads whole on the top card, every card on hover).
        crowded = len(rects) > 1 and rects[1].x - rects[0].x < rects[0].w
        for i, rect in enumerate(rects):
            card, attached = area[i]
            self._gift(surface, geo, rect, card, attached, gift_points(area[i]), crowded)
            self.places.gifts[(seat, i)] = rect
            if (seat, i) in view.chosen_gifts:
                pygame.draw.rect(
                    surface, GLOW, rect.inflate(geo.px(6), geo.px(6)), geo.px(3), geo.px(6)
                )
            elif (seat, i) in view.gift_targets:
                pygame.draw.rect(
                    surface, GOLD, rect.inflate(geo.px(4), geo.px(4)), geo.px(2), geo.px(6)
                )
            spots.append((rect, (Spot.GIFT, seat, i)))
        if mine:
            self._hand(
                surface,
                geo,
                view,
                pygame.Rect(
                    box.x + pad, box.bottom - hand_h - pad + geo.px(4), box.w - 2 * pad, hand_h
                ),
                spots,
            )

    def _gift(
        self,
        surface: pygame.Surface,
        geo: Geometry,
        rect: pygame.Rect,
        card: int,
        attached: tuple[int, ...],
        points: int,
        chip: bool = False,
    ) -> None:
        # Attachments peek out above and right of the gift, far enough that their value
        # medal (top right of a card) shows: what makes the gift heavier stays readable.
        rise = 14 // max(1, len(attached))
        for k, a in enumerate(attached):
            tab = rect.move(geo.px(10) * (k + 1), -geo.px(rise) * (k + 1))
            surface.blit(self.faces.face(a, tab.size), tab)
        surface.blit(self.faces.face(card, rect.size), rect)
        if attached or chip:
            box = pygame.Rect(0, 0, geo.px(26), geo.px(18))
            # Over the kind symbol (the frame's colour tells the kind too), not the name.
            box.topleft = (rect.x + geo.px(3), rect.y + geo.px(3))
            self.painter.panel(surface, box, (20, 20, 20, 220), (*GOLD, 255), 1, 5)
            self.painter.text(surface, str(points), 12, box.center, GOLD, True, "center")

    def _gauge(
        self, surface: pygame.Surface, geo: Geometry, rect: pygame.Rect, points: int, out: bool
    ) -> None:
        p = self.painter
        label_w = geo.px(54)
        bar = pygame.Rect(rect.x, rect.y, rect.w - label_w, rect.h)
        pygame.draw.rect(surface, (30, 30, 30), bar, border_radius=geo.px(4))
        fill = bar.copy()
        fill.w = bar.w * min(points, ELIMINATION) // ELIMINATION
        colour = MUTED if out else gauge_colour(points)
        if fill.w > 0:
            pygame.draw.rect(surface, colour, fill, border_radius=geo.px(4))
        for k in range(1, ELIMINATION):
            x = bar.x + bar.w * k // ELIMINATION
            pygame.draw.line(surface, (10, 10, 10), (x, bar.y), (x, bar.bottom - 1))
        text = f"{points}/{ELIMINATION}"
        if points >= ELIMINATION - 2 and not out:
            text += " !"
        p.text(surface, text, 13, (rect.right, rect.centery), colour, True, "midright")

    def _hand(
        self,
        surface: pygame.Surface,
        geo: Geometry,
        view: TableView,
        box: pygame.Rect,
        spots: list[tuple[pygame.Rect, Hotspot]],
    ) -> None:
        obs = view.obs
        if not view.show_hand:
            n = obs.hand_sizes[obs.seat]
            rects = geo.gift_rects(box, n, 100)
            self.places.hands[obs.seat] = box
            self.places.hand = rects
            for rect in rects:
                surface.blit(self.faces.back(rect.size), rect)
            return
        rects = geo.gift_rects(box, len(obs.hand), 100)
        self.places.hands[obs.seat] = box
        self.places.hand = rects
        for i, rect in enumerate(rects):
            r = rect.move(0, -geo.px(10)) if i in view.chosen_hand else rect
            surface.blit(self.faces.face(obs.hand[i], r.size), r)
            if i in view.chosen_hand:
                pygame.draw.rect(
                    surface, GLOW, r.inflate(geo.px(6), geo.px(6)), geo.px(3), geo.px(6)
                )
            elif i in view.playable:
                pygame.draw.rect(
                    surface, GOLD, r.inflate(geo.px(4), geo.px(4)), geo.px(2), geo.px(6)
                )
            else:
                surface.blit(self._shade(r.size), r)
            spots.append((r, (Spot.HAND, i)))

    def _shade(self, size: tuple[int, int]) -> pygame.Surface:
        """A dark veil over a card that cannot be played now (one per card size)."""
        key = ("shade", size)
        found = self._backgrounds.get(key)
        if found is None:
            found = pygame.Surface(size, pygame.SRCALPHA)
            found.fill((0, 0, 0, 90))
            self._backgrounds[key] = found
        return found

    # --- centre ----------------------------------------------------------------------------
    def _centre(self, surface: pygame.Surface, geo: Geometry, view: TableView) -> None:
        p = self.painter
        obs = view.obs
        box = geo.r(layout.CENTRE)
        pad = geo.px(10)
        # Cards of the smallest size whose names read whole, the labels under them.
        card = pygame.Rect(box.x + pad, box.y + geo.px(4), geo.px(layout.MIN_CARD_W), 0)
        card.h = card.w * 7 // 5
        if obs.deck_size:
            surface.blit(self.faces.back(card.size), card)
        else:
            # An empty deck is an empty place, counting the quiet round that ends the game
            # (ruling 14: a turn begun with the deck empty and no card played, one per seat).
            p.panel(surface, card, (0, 0, 0, 60), (*MUTED, 160), 1, 6)
            live = obs.config.seats - len(obs.out)
            for k, line in enumerate(quiet_lines(obs.quiet, live)):
                at = (card.centerx, card.y + card.h // 2 + geo.px(16) * (k - 1) + geo.px(8))
                p.text(surface, line, 11, at, CREAM if k else MUTED, k > 0, "center", card.w - pad)
        self.places.deck = card
        p.text(
            surface,
            f"Deck {obs.deck_size}",
            13,
            (card.centerx, card.bottom + geo.px(2)),
            CREAM,
            True,
            "midtop",
        )
        pile = card.move(card.w + pad * 2, 0)
        self.places.discard = pile
        if obs.discard:
            surface.blit(self.faces.face(obs.discard[-1], pile.size), pile)
        else:
            p.panel(surface, pile, (0, 0, 0, 60), (*MUTED, 160), 1, 6)
        p.text(
            surface,
            f"Discard {len(obs.discard)}",
            13,
            (pile.centerx, pile.bottom + geo.px(2)),
            CREAM,
            True,
            "midtop",
        )
        x = pile.right + pad * 3
        self.places.next_stack = card.move(x - card.x, 0)
        attack = obs.attack
        top = box.y + pad  # of the text right of the cards
        if attack is not None:
            stack = [(attack.card, attack.player)] + [(lk.card, lk.seat) for lk in obs.chain]
            sw = card.w
            step = (
                min(sw + pad, (box.right - x - sw - geo.px(260)) // max(1, len(stack) - 1))
                if len(stack) > 1
                else sw
            )
            step = max(geo.px(24), step)
            for k, (c, who) in enumerate(stack):
                r = card.move(x - card.x + k * step, k * geo.px(2))
                surface.blit(self.faces.face(c, r.size), r)
                self.places.stack.append(r)
                self.places.next_stack = r.move(step, geo.px(2))
                p.text(
                    surface,
                    view.names[who],
                    11,
                    (r.centerx, r.bottom + geo.px(1)),
                    CREAM,
                    False,
                    "midtop",
                    max_width=step + sw // 2,
                )
            x = x + (len(stack) - 1) * step + sw + pad * 2
            p.text(surface, "On the table", 13, (x, top), MUTED)
            top += geo.px(20)
        beside = 480 if view.preview else 400 if view.prompt else 0  # the panel on the right
        text_w = box.right - x - pad - geo.px(beside)
        if view.banner and text_w > geo.px(60):
            lines = p.wrap(view.banner, 15, text_w, True)[: 4 if attack is None else 3]
            drawn = [
                p.text(surface, line, 15, (x, top + k * geo.px(20)), GOLD, True)
                for k, line in enumerate(lines)
            ]
            if drawn:
                self.places.reading.append(drawn[0].unionall(drawn[1:]))

    # --- right panel -------------------------------------------------------------------------
    def _status(
        self,
        surface: pygame.Surface,
        geo: Geometry,
        view: TableView,
        spots: list[tuple[pygame.Rect, Hotspot]],
    ) -> None:
        p = self.painter
        obs = view.obs
        box = geo.r(layout.STATUS)
        pygame.draw.rect(surface, (130, 112, 60), box, geo.px(1.5), geo.px(10))
        pad = geo.px(10)
        # The table's help, always at hand in the corner (F1 opens it too).
        helper = geo.r(layout.HELP)
        p.panel(surface, helper, (50, 58, 52, 255), (*GOLD, 255), 1, 6)
        p.text(surface, "Help · F1", 12, helper.center, CREAM, True, "center")
        spots.append((helper, (Spot.BUTTON, "help")))
        limit = obs.config.round_limit
        p.text(surface, f"Round {obs.round} of {limit}", 14, (box.x + pad, box.y + pad), MUTED)
        p.text(
            surface,
            "Game over" if obs.ending else f"{possessive(view.names[obs.current])} turn",
            17,
            (box.x + pad, box.y + pad + geo.px(20)),
            GOLD,
            True,
            max_width=box.w - 2 * pad,
        )
        used = min(obs.played, CARDS_PER_TURN)
        dots = "".join("●" if k < used else "○" for k in range(CARDS_PER_TURN))
        p.text(
            surface,
            f"Plays {used} of {CARDS_PER_TURN} {dots}",
            14,
            (box.x + pad, box.y + pad + geo.px(44)),
            CREAM,
        )
        gift = "Cursed Gift: used" if obs.gave else "Cursed Gift: not yet"
        p.text(
            surface, gift, 14, (box.x + pad, box.y + pad + geo.px(62)), MUTED if obs.gave else CREAM
        )

    def _log(self, surface: pygame.Surface, geo: Geometry, view: TableView) -> None:
        """The replay's log (the table draws its own panel over this one): as the table's
        reads, under its title, the newest entries whole (the top no longer opened on the
        tail of a cut entry), their further lines indented, each round's line in gold."""
        p = self.painter
        box = geo.r(layout.LOG)
        if not view.log:
            return
        pad = geo.px(8)
        indent = geo.px(10)
        line_h = geo.px(16)
        width = box.w - 2 * pad
        p.text(surface, "Game log", 13, (box.x + geo.px(10), box.y + geo.px(6)), GOLD, True)
        top = box.y + geo.px(26)
        fit = max(1, (box.bottom - top - pad) // line_h)
        rows: list[tuple[str, bool, bool]] = []  # (text, continues an entry, a round's line)
        for text in reversed(view.log):
            heading = text.startswith("Round ")
            wrapped = p.wrap(text, 12, width - indent, heading)
            entry = [(line, k > 0, heading) for k, line in enumerate(wrapped)]
            if len(rows) + len(entry) > fit:
                break
            rows[:0] = entry
        for k, (line, more, heading) in enumerate(rows):
            at = (box.x + pad + (indent if more else 0), top + k * line_h)
            colour = GOLD if heading else CREAM
            p.text(surface, line, 12, at, colour, heading, max_width=width - indent)

    def _buttons(
        self,
        surface: pygame.Surface,
        geo: Geometry,
        view: TableView,
        spots: list[tuple[pygame.Rect, Hotspot]],
    ) -> None:
        box = geo.r(layout.BAR)
        p = self.painter
        y = box.y + geo.px(8)
        # Four buttons fit the bar; more (a window with several Comebacks, and Suggest)
        # share its height, so none falls off the window.
        step = min(42.0, (layout.BAR[3] - 8) / max(1, len(view.buttons)))
        size = 15 if step >= 36 else 13
        for b in view.buttons:
            r = pygame.Rect(box.x + geo.px(8), y, box.w - geo.px(16), geo.px(step - 6))
            fill, edge, ink = button_colours(b)
            p.panel(surface, r, fill, edge, 1.5, 8)
            # A long label ("Answer: Little Red Riding Woolf") shrinks, then takes two lines.
            inner = r.inflate(-geo.px(8), -geo.px(2))
            p.text_box(surface, b.label, size, inner, ink, True, lines=2, min_size=11)
            spots.append((r, (Spot.BUTTON, b.name)))
            y += geo.px(step)

    def _prompt(self, surface: pygame.Surface, geo: Geometry, view: TableView) -> None:
        """The question of an open Comeback window, in the centre strip beside the chain."""
        p = self.painter
        box = self._prompt_box(geo)
        self.places.reading.append(box)
        p.panel(surface, box, (70, 24, 24, 240), (*GLOW, 255), 2, 10)
        p.text_box(
            surface, view.prompt, 16, box.inflate(-geo.px(16), -geo.px(10)), CREAM, True, lines=3
        )

    @staticmethod
    def _prompt_box(geo: Geometry) -> pygame.Rect:
        box = geo.rect(600, 356, 388, 102)
        box.right = geo.r(layout.CENTRE).right - geo.px(8)
        return box

    def _preview(self, surface: pygame.Surface, geo: Geometry, view: TableView) -> None:
        """What the chosen play will do, over the right of the centre strip and the rivals
        above it, so the target and the cards in hand stay in sight."""
        p = self.painter
        title, *lines = view.preview
        pad = geo.px(12)
        box = geo.rect(0, 0, 470, 10)
        width = box.w - 2 * pad
        rows = [row for line in lines for row in p.wrap(line, 13, width)]
        line_h = 17
        # A long title (a card on a rival's gift, to a third seat) on two lines, not cut.
        heads = p.wrap(title, 16, width, True)[:2]
        below = 32 + 20 * (len(heads) - 1)  # where the lines start
        box.h = geo.px(below + 8 + line_h * len(rows))
        centre = geo.r(layout.CENTRE)
        box.bottomright = (centre.right - geo.px(8), centre.bottom - geo.px(6))
        if view.prompt:  # a window's stakes stand over its question, which stays in sight
            box.bottom = self._prompt_box(geo).y - geo.px(4)
        self.places.reading.append(box)
        p.panel(surface, box, (24, 30, 26, 245), (*GLOW, 255), 2, 10)
        for k, head in enumerate(heads):
            at = (box.x + pad, box.y + geo.px(8 + 20 * k))
            p.text(surface, head, 16, at, GOLD, True, max_width=width)
        for k, row in enumerate(rows):
            p.text(
                surface,
                row,
                13,
                (box.x + pad, box.y + geo.px(below + line_h * k)),
                CREAM,
                max_width=width,
            )
