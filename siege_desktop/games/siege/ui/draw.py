"""Drawing the Siege table from a `SiegeView`: the board (terrain, towers, zones, units and
what a choice lights), the race to 20, the piles or the hand and the turn's track, the
attack preview, the prompt and the buttons. Returns the hotspots of what can be clicked."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from siege_desktop.app.table.board import GridView
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import DANGER, GOLD, HIGHLIGHT, INK, MUTED, PANEL_GLASS, PAPER
from siege_desktop.app.widgets import Face, draw_button
from siege_desktop.core.words import acts, possessive
from siege_desktop.games.siege.rules.data import (
    ATTACKS_PER_TURN,
    CENTRAL_TOWERS,
    FILE_LETTERS,
    FILES,
    IS_FOREST,
    IS_MOUNTAIN,
    MOVES_PER_TURN,
    OPENING_PICKS,
    RANKS,
    SIEGE_TOWER,
    SQUARES,
    TO_WIN,
    UNITS,
    ZONE,
)
from siege_desktop.games.siege.rules.moves import moves_allowed, setup_quota
from siege_desktop.games.siege.rules.play import tower_points
from siege_desktop.games.siege.rules.state import ATTACK, DRAFT, DRAW, MOVE, OVER, SETUP, SUMMON
from siege_desktop.games.siege.ui import layout, pieces
from siege_desktop.games.siege.ui.view import Button, Hotspot, SiegeView, Spot

if TYPE_CHECKING:
    from siege_desktop.app.art import Art

LIT: Final = {"zone": (120, 210, 255), "move": (120, 230, 140), "attack": (255, 110, 90)}
HINT: Final = (110, 200, 255)  # a suggested step's ring (with its reason as the prompt)
TRACK: Final = ((DRAW, "Draw"), (SUMMON, "Summon"), (MOVE, "Move"), (ATTACK, "Attack"))
#: Buttons that share a row of the bar, side by side (the first, then the second).
PAIRED: Final = frozenset({("confirm", "cancel"), ("back", "next")})
Spots = list[tuple[pygame.Rect, Hotspot]]


def grid_for(size: tuple[int, int], turned: bool) -> GridView:
    lay = Layout(size, ())
    return GridView(FILES, RANKS, lay.rect(*layout.BOARD), turned)


class Drawer:
    def __init__(self, art: Art) -> None:
        self.art = art
        self.painter = Painter(art, 1.0)
        self._backgrounds: dict[object, pygame.Surface] = {}

    # ------------------------------------------------------------------ the static sheet
    def background(self, size: tuple[int, int], grid: GridView) -> pygame.Surface:
        """The felt, the panels' fills, the terrain, towers, zones and the board's labels:
        made once per size and turn of the board."""
        key = (size, grid.turned)
        found = self._backgrounds.get(key)
        if found is not None:
            return found
        lay = Layout(size, ())
        p = self.painter
        sheet = (
            pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
        )
        sheet.blit(self.art.felt(size), (0, 0))
        for box in (layout.STATUS, layout.CENTRE, layout.DETAIL, layout.LOG, layout.BAR):
            p.panel(sheet, lay.rect(*box), PANEL_GLASS, None, 0, 10)
        s = grid.size
        zone_tint = [pygame.Surface((s, s), pygame.SRCALPHA) for _ in (0, 1)]
        zone_tint[0].fill((*pieces.SIDE[0], 110))
        zone_tint[1].fill((*pieces.SIDE[1], 80))
        for sq in range(SQUARES):
            r = grid.cell(sq)
            kind = "mountain" if IS_MOUNTAIN[sq] else "forest" if IS_FOREST[sq] else "plain"
            sheet.blit(pieces.terrain(self.art, kind, s), r)
        for seat in (0, 1):
            for sq in ZONE[seat]:
                r = grid.cell(sq)
                sheet.blit(zone_tint[seat], r)
                # A corner mark per zone square: light for South, dark for North.
                d = max(3, s // 6)
                pygame.draw.polygon(
                    sheet, pieces.SIDE[seat], [r.topleft, (r.x + d, r.y), (r.x, r.y + d)]
                )
                pygame.draw.polygon(
                    sheet, pieces.SIDE_EDGE[seat], [r.topleft, (r.x + d, r.y), (r.x, r.y + d)], 1
                )
        for sq in CENTRAL_TOWERS:
            sheet.blit(pieces.tower(self.art, s, None), grid.cell(sq))
        for seat in (0, 1):
            sheet.blit(pieces.tower(self.art, s, seat), grid.cell(SIEGE_TOWER[seat]))
        pygame.draw.rect(sheet, INK, grid.rect.inflate(4, 4), 2)
        for f in range(FILES):
            x = grid.cell(f).centerx
            p.text(
                sheet, FILE_LETTERS[f], 11, (x, grid.rect.y - p.px(3)), MUTED, anchor="midbottom"
            )
        for rank in range(RANKS):
            y = grid.cell(rank * FILES).centery
            p.text(sheet, str(rank + 1), 11, (grid.rect.x - p.px(5), y), MUTED, anchor="midright")
        if len(self._backgrounds) > 4:
            self._backgrounds.clear()
        self._backgrounds[key] = sheet
        return sheet

    # ------------------------------------------------------------------ the board
    def board(self, surface: pygame.Surface, grid: GridView, view: SiegeView) -> None:
        obs = view.obs
        s = grid.size
        if len(view.last_move) >= 2:
            grid.path(surface, view.last_move, (250, 244, 228))
        if view.lit:
            grid.light(surface, view.lit, LIT.get(view.lit_as, HIGHLIGHT), 70, max(1, s // 20))
        if view.also:
            grid.light(surface, view.also, LIT["attack"], 40, 1)
        # A unit on the enemy's siege tower: the square itself warns.
        for seat in (0, 1):
            u = obs.board[SIEGE_TOWER[seat]]
            if u is not None and u.owner != seat:
                pygame.draw.rect(
                    surface, DANGER, grid.cell(SIEGE_TOWER[seat]).inflate(6, 6), max(2, s // 12), 4
                )
        active = obs.current if obs.phase in (SUMMON, MOVE, ATTACK) else -1
        for sq, unit in enumerate(obs.board):
            if unit is None:
                continue
            spent = unit.owner == active and (
                (unit.attacked or obs.attacks >= ATTACKS_PER_TURN)
                and (unit.moved or obs.phase == ATTACK or obs.moves >= moves_allowed(obs))
            )
            surface.blit(
                pieces.marker(self.art, unit.kind, unit.owner, unit.damage, s, spent), grid.cell(sq)
            )
        # A tower under a unit still shows: a small one in the square's corner.
        badge = max(8, s * 2 // 5)
        towers: tuple[tuple[int | None, int], ...] = (
            (None, CENTRAL_TOWERS[0]),
            (None, CENTRAL_TOWERS[1]),
            (0, SIEGE_TOWER[0]),
            (1, SIEGE_TOWER[1]),
        )
        for side, at in towers:
            if obs.board[at] is not None:
                r = grid.cell(at)
                surface.blit(pieces.tower(self.art, badge, side), (r.right - badge + 2, r.y - 2))
        if view.path:
            grid.path(surface, view.path, HIGHLIGHT)
        if view.selected is not None:
            grid.ring(surface, view.selected, HIGHLIGHT, max(2, s // 14))
        if view.pending is not None:
            grid.ring(surface, view.pending[1], DANGER, max(3, s // 10))
            grid.path(surface, view.pending, DANGER)
        for sq in view.hint_squares:
            grid.ring(surface, sq, HINT, max(3, s // 9))
        if view.focus is not None:
            r = grid.cell(view.focus)
            pygame.draw.rect(surface, PAPER, r.inflate(-3, -3), max(1, s // 20), 2)
            pygame.draw.rect(
                surface, INK, r.inflate(-3 - 2 * max(1, s // 20), -3 - 2 * max(1, s // 20)), 1, 2
            )

    # ------------------------------------------------------------------ the race to 20
    def status(self, surface: pygame.Surface, lay: Layout, view: SiegeView) -> None:
        p = self.painter
        obs = view.obs
        box = lay.rect(*layout.STATUS)
        x0, y0 = box.x + p.px(10), box.y + p.px(8)
        bar_x = box.x + p.px(206)
        bar_w = box.right - p.px(60) - bar_x
        for i, seat in enumerate((view.viewer, 1 - view.viewer)):
            y = y0 + i * p.px(44)
            acting = obs.to_act == seat
            side = pieces.SIDE[seat]
            dot = pygame.Rect(x0, y + p.px(2), p.px(16), p.px(16))
            pygame.draw.ellipse(surface, side, dot)
            pygame.draw.ellipse(surface, pieces.SIDE_EDGE[seat], dot, 1)
            name = f"{view.names[seat]} ({pieces.SIDE_NAME[seat]})"
            p.text(
                surface,
                name,
                13,
                (x0 + p.px(22), y),
                GOLD if acting else PAPER,
                acting,
                max_width=p.px(176),
            )
            kind = {"human": "Human"}.get(view.kinds[seat], f"{view.kinds[seat].capitalize()} CPU")
            gain = tower_points(obs.board, seat)
            sub = f"{kind} · +{gain} next turn"
            sub_room = bar_x - p.px(6) - (x0 + p.px(22))
            if p.render(sub, 11, MUTED).get_width() > sub_room:
                sub = f"{kind.removesuffix(' CPU')} · +{gain} next turn"  # keep the points whole
            # Red says the siege-tower threat; bold would push "+11 next turn" into the bar.
            p.text(
                surface,
                sub,
                11,
                (x0 + p.px(22), y + p.px(18)),
                DANGER if gain >= 10 else MUTED,
                False,
                max_width=sub_room,
            )
            # The bar to 20, with a tick every 5 points.
            bar = pygame.Rect(bar_x, y + p.px(4), bar_w, p.px(16))
            pygame.draw.rect(surface, (20, 30, 24), bar, 0, p.px(4))
            filled = bar.copy()
            filled.w = round(bar.w * min(obs.points[seat], TO_WIN) / TO_WIN)
            if filled.w:
                pygame.draw.rect(surface, side, filled, 0, p.px(4))
            if gain:
                ahead = bar.copy()
                ahead.x = filled.right
                ahead.w = (
                    round(bar.w * min(gain, TO_WIN - obs.points[seat]) / TO_WIN)
                    if obs.points[seat] < TO_WIN
                    else 0
                )
                if ahead.w > 0:
                    pygame.draw.rect(
                        surface, DANGER if gain >= 10 else GOLD, ahead, max(1, p.px(2))
                    )
            for t in range(5, TO_WIN, 5):
                tx = bar.x + bar.w * t // TO_WIN
                pygame.draw.line(surface, MUTED, (tx, bar.y), (tx, bar.bottom), 1)
            pygame.draw.rect(surface, GOLD if acting else MUTED, bar, 1, p.px(4))
            p.text(
                surface,
                f"{obs.points[seat]}/{TO_WIN}",
                14,
                (box.right - p.px(10), y + p.px(2)),
                PAPER,
                True,
                "topright",
            )
            held = [
                t for t in CENTRAL_TOWERS if (u := obs.board[t]) is not None and u.owner == seat
            ]
            towers = f"towers: {len(held)} central" + (
                " + SIEGE TOWER"
                if (u := obs.board[SIEGE_TOWER[1 - seat]]) is not None and u.owner == seat
                else ""
            )
            p.text(surface, towers, 10.5, (bar_x, y + p.px(22)), MUTED)
        y = y0 + p.px(90)
        limit = obs.config.round_limit
        first = view.names[obs.first]
        if obs.phase == DRAFT:
            picks = len(obs.drafted[0]) + len(obs.drafted[1])
            line = f"Opening draft: pick {picks + 1} of {2 * OPENING_PICKS} · first: {first}"
        elif obs.phase == SETUP:
            placed = sum(1 for u in obs.board if u is not None)
            places = setup_quota(obs, 0) + setup_quota(obs, 1)  # a table rule may add one
            line = f"Setup: placement {placed + 1} of {places} · first: {first}"
        else:
            line = f"Round {obs.round} of {limit} · first to {TO_WIN} wins · {first} started"
        p.text(surface, line, 12.5, (x0, y), PAPER, max_width=box.w - p.px(20))
        if view.threat:
            # The threat names a unit and a square: shrink a little before cutting a word.
            room = box.w - p.px(20)
            size = 12.5
            while size > 10.5 and p.render(view.threat, size, DANGER, True).get_width() > room:
                size -= 0.5
            p.text(surface, view.threat, size, (x0, y + p.px(22)), DANGER, True, max_width=room)
        elif view.banner:
            # A CPU's step on two lines where one would cut it (an attack's dice and damage
            # were cut off at the end), a little smaller to fit the panel.
            room = box.w - p.px(20)
            size = 12 if p.render(view.banner, 12, GOLD).get_width() <= room else 11.5
            for k, row in enumerate(p.wrap(view.banner, size, room)[:2]):
                p.text(surface, row, size, (x0, y + p.px(22 + 15 * k)), GOLD, max_width=room)

    # ------------------------------------------------------------------ piles, hand, track
    def tile(
        self, surface: pygame.Surface, rect: pygame.Rect, kind: int, count: int | None, state: str
    ) -> None:
        """A pile's or a card's tile: colour band with the symbol and code, the name, the
        stats and ability (when tall enough) and a count badge. `state`: "", "live",
        "chosen", "focus", "empty"."""
        p = self.painter
        unit = UNITS[kind]
        fill = {"empty": (120, 120, 112), "chosen": (255, 226, 150)}.get(state, (250, 244, 228))
        pygame.draw.rect(surface, fill, rect, 0, p.px(6))
        tall = rect.h >= p.px(44)
        band = pygame.Rect(rect.x, rect.y, p.px(26 if tall else 46), rect.h)
        pygame.draw.rect(surface, pieces.FILL[unit.colour], band, 0, p.px(6))
        on = pieces.TEXT_ON[unit.colour]
        if tall:
            sym = pygame.Rect(0, 0, p.px(20), p.px(18))
            sym.center = (band.centerx, band.y + p.px(16))
            pieces.draw_symbol(surface, unit.colour, sym, on)
            p.text(
                surface, unit.code, 11, (band.centerx, band.bottom - p.px(4)), on, True, "midbottom"
            )
        else:
            sym = pygame.Rect(0, 0, p.px(16), p.px(14))
            sym.center = (band.x + p.px(12), band.centery)
            pieces.draw_symbol(surface, unit.colour, sym, on)
            p.text(
                surface, unit.code, 11, (band.right - p.px(3), band.centery), on, True, "midright"
            )
        tx = band.right + p.px(5)
        room = rect.right - tx - p.px(4)
        badge_w = p.px(24) if count is not None else 0
        if tall:
            size = self._name_size(unit.name, room)
            p.text(surface, unit.name, size, (tx, rect.y + p.px(4)), INK, True, max_width=room)
            p.text(
                surface,
                pieces.stat_line(unit),
                11,
                (tx, rect.y + p.px(21)),
                INK,
                max_width=room - badge_w,
            )
            if rect.h >= p.px(60):
                p.text(
                    surface,
                    unit.ability.capitalize() or "no ability",
                    10.5,
                    (tx, rect.y + p.px(38)),
                    (90, 70, 40),
                    max_width=room - badge_w,
                )
        else:
            p.text(
                surface,
                unit.name,
                self._name_size(unit.name, room - badge_w),
                (tx, rect.centery),
                INK,
                True,
                "midleft",
                max_width=room - badge_w,
            )
        if count is not None:
            p.text(
                surface,
                f"×{count}",
                11.5,
                (rect.right - p.px(4), rect.bottom - p.px(3)),
                INK,
                True,
                "bottomright",
            )
        edge = {"live": GOLD, "chosen": HIGHLIGHT, "focus": PAPER, "hint": HINT}.get(state, INK)
        thick = state in ("chosen", "focus", "hint")
        pygame.draw.rect(surface, edge, rect, max(1, p.px(3 if thick else 1.5)), p.px(6))
        if state == "focus":
            pygame.draw.rect(surface, INK, rect.inflate(-p.px(6), -p.px(6)), 1, p.px(4))

    def _name_size(self, name: str, room: int) -> float:
        """The type size a unit's name fits `room` at: 11, or a little smaller for a long
        name ("Tide Shieldbearer" lost its end to an ellipsis), never under 9.5."""
        p = self.painter
        size = 11.0
        while size > 9.5 and self.art.font(p.px(size), True).size(name)[0] > room:
            size -= 0.5
        return size

    def _tiles(
        self,
        surface: pygame.Surface,
        lay: Layout,
        top: float,
        kinds: list[tuple[int, int]],
        spot: Spot,
        view: SiegeView,
        tile: tuple[int, int],
        live: frozenset[int],
        cols: int = 3,
    ) -> Spots:
        x0, _, w, _ = layout.CENTRE
        gap = (w - 16 - cols * tile[0]) / max(1, cols - 1)
        spots: Spots = []
        for i, (kind, count) in enumerate(kinds):
            row, col = divmod(i, cols)
            rect = lay.rect(
                x0 + 8 + col * (tile[0] + gap),
                top + row * (tile[1] + (5 if tile[1] > 26 else 4)),
                tile[0],
                tile[1],
            )
            if count == 0:
                state = "empty"
            elif view.chosen == kind and spot != Spot.PILE:
                state = "chosen"
            elif view.pile_focus == kind and spot == Spot.PILE:
                state = "focus"
            elif view.hint_pile == kind:
                state = "hint"
            elif kind in live:
                state = "live"
            else:
                state = ""
            self.tile(surface, rect, kind, count if spot != Spot.HAND or count > 1 else None, state)
            spots.append((rect, (spot, kind)))
        return spots

    def centre(self, surface: pygame.Surface, lay: Layout, view: SiegeView) -> Spots:
        p = self.painter
        obs = view.obs
        x, y, _, h = layout.CENTRE
        box = lay.rect(*layout.CENTRE)
        head = lay.point(x + 10, y + 6)
        spots: Spots = []
        if obs.phase == DRAFT:
            # The click is offered only to the seat picking now (not while a CPU picks, nor
            # in the replay, where a click does nothing).
            title = "The open piles: click one to pick it" if view.deciding else "The open piles"
            p.text(surface, title, 14, head, GOLD, True)
            kinds = [(k, obs.piles[k]) for k in range(len(UNITS)) if obs.piles[k] or obs.reserve[k]]
            spots += self._tiles(
                surface, lay, y + 32, kinds, Spot.PILE, view, layout.TILE, view.pickable
            )
            reserve = sum(obs.reserve)
            p.text(
                surface,
                f"Reserve: {reserve} cards join the piles after pick {2 * OPENING_PICKS}.",
                12,
                lay.point(x + 10, y + h - 22),
                MUTED,
            )
            return spots
        if obs.phase == SETUP:
            seat = view.viewer if view.deciding else obs.current
            left = sum(1 for u in obs.board if u is not None and u.owner == seat)
            mine = sorted(set(obs.drafted[seat]))
            to_place = setup_quota(obs, seat) - left  # a table rule: a 5th for the 2nd
            title = (
                f"Setup: choose a unit, then a lit square ({to_place} to place)"
                if view.deciding
                else f"Setup: {acts(view.names[obs.current], 'places')} a unit"
            )
            p.text(surface, title, 14, head, GOLD, True, max_width=box.w - p.px(20))
            kinds = [(k, obs.drafted[seat].count(k)) for k in mine]
            live = frozenset(mine) if view.deciding else frozenset()
            spots += self._tiles(surface, lay, y + 32, kinds, Spot.DRAFTED, view, layout.TILE, live)
            return spots
        # A turn: the track, the counters, the hand, the draft choice.
        tx = x + 10
        for phase, label in TRACK:
            on = obs.phase == phase
            r = p.text(surface, label, 13, lay.point(tx, y + 8), GOLD if on else MUTED, on)
            if on:
                pygame.draw.line(
                    surface, GOLD, (r.x, r.bottom + 1), (r.right, r.bottom + 1), max(1, p.px(2))
                )
            tx += r.w / lay.scale + 14
            if phase != ATTACK:
                p.text(surface, "›", 13, lay.point(tx - 10, y + 8), MUTED)
        # The moves the engine allows this turn (the table rule first_turn_moves limits the
        # first player's first turn), not the usual 5.
        allowed = moves_allowed(obs)
        first_turn = " (first turn)" if allowed < MOVES_PER_TURN else ""
        counters = (
            f"Moves {obs.moves}/{allowed}{first_turn} · Attacks {obs.attacks}/{ATTACKS_PER_TURN}"
            f" · Summon points {obs.summon_points}"
        )
        if obs.phase == OVER:
            counters = "The game is over."
        p.text(surface, counters, 12.5, lay.point(x + 10, y + 30), PAPER, True)
        seat = view.viewer
        hand_y = y + 54
        if view.show_hand:
            hand = list(obs.hand)
            whose = possessive(view.hand_owner) if view.hand_owner else "Your"
            title = f"{whose} hand ({len(hand)})"
            p.text(surface, title, 12.5, lay.point(x + 10, hand_y), GOLD, True)
            kinds = [(k, hand.count(k)) for k in sorted(set(hand))]
            live = frozenset(hand) if view.deciding and obs.phase == SUMMON else frozenset()
            spots += self._tiles(
                surface, lay, hand_y + 20, kinds, Spot.HAND, view, layout.SMALL_TILE, live
            )
            rows = (len(kinds) + 2) // 3
        else:
            rows = 0
            n = obs.hand_sizes[seat]
            p.text(
                surface,
                f"{possessive(view.names[seat])} hand: {n} card{'s' if n != 1 else ''}, hidden",
                12.5,
                lay.point(x + 10, hand_y),
                MUTED,
            )
        after = hand_y + 22 + max(1, rows) * 51
        drafting = obs.phase == DRAW and view.deciding
        for i, s in enumerate(() if drafting else (seat, 1 - seat)):
            deck = obs.deck_sizes[s]
            line = (
                f"{view.names[s]}: hand {obs.hand_sizes[s]} · deck {deck} · "
                f"graveyard {len(obs.graveyards[s])} · on the board "
                f"{sum(1 for u in obs.board if u is not None and u.owner == s)}"
            )
            p.text(
                surface,
                line,
                11.5,
                lay.point(x + 10, after + i * 17),
                MUTED,
                max_width=box.w - p.px(20),
            )
        if drafting:
            top = after + 4
            p.text(
                surface,
                "Or draft one (hand to 4, 3 summon points):",
                12.5,
                lay.point(x + 10, top),
                GOLD,
                True,
            )
            kinds = [(k, obs.piles[k]) for k in range(len(UNITS))]
            # Two wide columns show whole names; three when a long hand leaves less room.
            wide = rows <= 1
            tile = layout.WIDE_LINE_TILE if wide else layout.LINE_TILE
            spots += self._tiles(
                surface,
                lay,
                top + 20,
                kinds,
                Spot.PILE,
                view,
                tile,
                view.pickable,
                2 if wide else 3,
            )
        return spots

    # ------------------------------------------------------------------ preview and picks
    def detail(self, surface: pygame.Surface, lay: Layout, view: SiegeView) -> None:
        p = self.painter
        obs = view.obs
        x, y, w, _ = layout.DETAIL
        if obs.phase in (DRAFT, SETUP):
            for i, seat in enumerate((0, 1)):
                top = y + 8 + i * 88
                # In setup the cards not yet placed are still the draft's (no deck before
                # the 8th placement): with the units placed, the whole draft.
                cards = obs.drafted[seat]
                placed = [u.kind for u in obs.board if u is not None and u.owner == seat]
                every = sorted((*cards, *placed)) if obs.phase == SETUP else sorted(cards)
                colours = {c: sum(1 for k in every if UNITS[k].colour == c) for c in pieces.FILL}
                att = sum(UNITS[k].attack for k in every)
                hp = sum(UNITS[k].health for k in every)
                mix = " ".join(
                    f"{n} {pieces.COLOUR_NAME[c].lower()}" for c, n in colours.items() if n
                )
                head = (
                    f"{view.names[seat]} ({pieces.SIDE_NAME[seat]}): "
                    f"{len(every)} card{'' if len(every) == 1 else 's'}"
                    f" · A {att} · H {hp}"
                )
                # The colours follow the last chip (or start the next row): on the head line,
                # four colours cut it short at every window size ("4 blue 2 ...").
                row, used = divmod(len(every), 10)
                if used == 0 and row:
                    row, used = row - 1, 10
                room = w - 20 - used * 42 - 8
                if p.art.font(p.px(11)).size(mix)[0] > lay.px(room):
                    row, used, room = row + 1, 0, w - 20
                beside = bool(mix) and row < 2
                if mix and not beside:
                    head += f" · {mix}"
                p.text(
                    surface, head, 12, lay.point(x + 10, top), GOLD, True, max_width=lay.px(w - 20)
                )
                if beside:
                    left = x + 10 + used * 42 + (4 if used else 0)
                    at = lay.point(left, top + 20 + row * 30 + 13)
                    p.text(surface, mix, 11, at, PAPER, False, "midleft", lay.px(room))
                for j, kind in enumerate(every):
                    row, col = divmod(j, 10)
                    chip = lay.rect(x + 10 + col * 42, top + 20 + row * 30, 38, 26)
                    unit = UNITS[kind]
                    pygame.draw.rect(surface, pieces.FILL[unit.colour], chip, 0, p.px(4))
                    pygame.draw.rect(surface, pieces.SIDE[seat], chip, max(1, p.px(2)), p.px(4))
                    p.text(
                        surface,
                        unit.code,
                        11.5,
                        chip.center,
                        pieces.TEXT_ON[unit.colour],
                        True,
                        "center",
                    )
            return
        if view.preview:
            title, *lines = view.preview
            p.text(
                surface, title, 14, lay.point(x + 10, y + 8), GOLD, True, max_width=lay.px(w - 20)
            )
            for i, line in enumerate(lines):
                colour = DANGER if line.startswith("Your") else PAPER
                p.text(
                    surface,
                    line,
                    12.5,
                    lay.point(x + 10, y + 30 + i * 18),
                    colour,
                    max_width=lay.px(w - 20),
                )
        else:
            p.text(surface, "Last roll", 13, lay.point(x + 10, y + 8), GOLD, True)

    # ------------------------------------------------------------------ prompt and buttons
    def bar(self, surface: pygame.Surface, lay: Layout, view: SiegeView) -> Spots:
        p = self.painter
        x, y, w, h = layout.BAR
        box = lay.rect(x + 10, y + 6, w - 20, 64)
        if view.prompt:
            p.text_box(surface, view.prompt, 12.5, box, PAPER, False, 4, 10)
        spots: Spots = []
        # Attack! and Cancel share a row: with End turn, Suggest and Undo below them, five
        # rows would climb over the prompt that says what Attack! does. The replay's Back and
        # Next share one too, leaving room for its Turn board.
        rows: list[list[Button]] = []
        for b in view.buttons:
            if rows and (rows[-1][-1].name, b.name) in PAIRED:
                rows[-1].append(b)
            else:
                rows.append([b])
        n = len(rows)
        for i, row in enumerate(rows):
            cw = (w - 20 - 8 * (len(row) - 1)) / len(row)
            for j, b in enumerate(row):
                r = lay.rect(x + 10 + j * (cw + 8), y + h - 8 - (n - i) * 38, cw, 34)
                face = Face(enabled=b.enabled, primary=b.primary)
                draw_button(surface, p, r, b.label, face, size=13.5, key=b.key)
                spots.append((r, (Spot.BUTTON, b.name)))
        return spots
