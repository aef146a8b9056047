"""Choices that need more than one click: which lands to discard, which land wraps a gift,
which building to replace. Discards are submitted as `Discard` actions in W U B R G order."""

from __future__ import annotations

import pygame

from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import DANGER, GOLD, HIGHLIGHT, MUTED, PAPER
from siege_desktop.games.gifts.rules import (
    Action,
    Build,
    Discard,
    DiscardReason,
    GameState,
    Wrap,
    apply,
)
from siege_desktop.games.gifts.rules.cards import (
    BUILDING_TITLES,
    HAND_LIMIT,
    LAND_NAMES,
    MAX_BUILDINGS,
    gift_name,
)
from siege_desktop.games.gifts.rules.errors import IllegalActionError
from siege_desktop.games.gifts.rules.state import Counts
from siege_desktop.games.gifts.ui import pieces
from siege_desktop.games.gifts.ui.sprites import gifts_art

CARD = (70, 98)


def _land_list(colours: list[int]) -> str:
    names = [LAND_NAMES[c] for c in colours]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


ROW_Y = 226  # the option row, below the title, the instruction line and the selection dots


class Picker:
    """A choice shown over the centre of the table."""

    title = ""
    cancellable = True
    # Where the title and the instruction line were last drawn (checked against the cards).
    text_rects: tuple[pygame.Rect, ...] = ()

    def options(self) -> list[int]:
        """The items offered (colours or buildings)."""
        return []

    def subtitle(self, state: GameState) -> str:
        return ""

    def option_rects(self, layout: Layout) -> list[pygame.Rect]:
        n = len(self.options())
        w, h = CARD
        gap = 26
        span = n * w + (n - 1) * gap
        x0 = 96 + (900 - span) / 2
        return [layout.rect(x0 + i * (w + gap), ROW_Y, w, h) for i in range(n)]

    def confirm_rect(self, layout: Layout) -> pygame.Rect:
        return layout.rect(96 + 450 - 90, 352, 180, 34)

    def pick(self, index: int, state: GameState) -> list[Action] | None:
        """The actions to play after choosing option `index`, or None while more is needed."""
        return None

    def unpick(self, index: int) -> None:
        """Undo one choice of option `index` (right click)."""

    def confirm(self, state: GameState) -> list[Action] | None:
        return None

    def draw_option(self, p: Painter, surface: pygame.Surface, item: int, r: pygame.Rect) -> None:
        pieces.land(p, surface, item, r, False)

    def option_label(self, index: int, state: GameState) -> str:
        return ""

    def draw(
        self, p: Painter, surface: pygame.Surface, layout: Layout, state: GameState, hover: int
    ) -> None:
        area = layout.centre()
        p.panel(surface, area, (20, 26, 22, 244), (*GOLD, 255), 2, 12)
        room = area.w - layout.px(24)
        title = p.text(
            surface,
            self.title,
            20,
            (area.centerx, area.y + layout.px(12)),
            GOLD,
            True,
            "midtop",
            max_width=room,
        )
        line = p.text(
            surface,
            self.subtitle(state),
            14,
            (area.centerx, title.bottom + layout.px(4)),
            PAPER,
            False,
            "midtop",
            max_width=room,
        )
        self.text_rects = (title, line)
        for i, (item, r) in enumerate(zip(self.options(), self.option_rects(layout), strict=True)):
            if i == hover:
                p.panel(
                    surface,
                    r.inflate(layout.px(8), layout.px(8)),
                    (255, 255, 255, 40),
                    (*HIGHLIGHT, 255),
                    2,
                    8,
                )
            self.draw_option(p, surface, item, r)
            label = self.option_label(i, state)
            if label:
                p.text(
                    surface, label, 13, (r.centerx, r.bottom + layout.px(6)), PAPER, True, "midtop"
                )
        foot = "Esc: cancel (undo)" if self.cancellable else ""
        p.text(
            surface,
            foot,
            12,
            (area.right - layout.px(12), area.bottom - layout.px(8)),
            MUTED,
            anchor="bottomright",
        )


class DiscardPicker(Picker):
    """Pick `pending` lands from hand; played as Discards sorted W U B R G."""

    cancellable = False

    def __init__(self, state: GameState, cancellable: bool) -> None:
        self.pending = state.pending
        self.reason = state.reason
        self.hand: Counts = state.hands[state.seat]
        self.start = state.batch[-1] if state.batch else 0
        # The hand row (W U B R G) and the cards of it picked, by position: two lands of one
        # colour are two cards, and the one clicked is the one lifted.
        self.cards = [c for c in range(5) for _ in range(self.hand[c])]
        self.picked: set[int] = set()
        self.cancellable = cancellable
        self.title = {
            DiscardReason.STEAL: "Pay the locks: discard lands from your hand",
            DiscardReason.RECYCLE: "Recycle: discard a land from your hand",
            DiscardReason.HAND_LIMIT: f"Hand limit: discard down to {HAND_LIMIT}",
        }.get(state.reason, "Discard lands from your hand")
        self.steal_gift = state.steal_gift
        # Exactly one way to pay (every land that may go must go): it is picked already, so
        # one click (Confirm, or Enter) pays.
        self.only_way = sum(self.hand[c] for c in range(self.start, 5)) == self.pending
        if self.only_way:
            self.picked = {i for i, c in enumerate(self.cards) if c >= self.start}

    def left(self) -> int:
        """How many more lands to pick."""
        return self.pending - len(self.picked)

    def more(self) -> str:
        """What Enter says with too few lands picked: "Pick 2 more lands first"."""
        n = self.left()
        return f"Pick {n} more land{'' if n == 1 else 's'} first"

    def options(self) -> list[int]:
        return [c for c in range(self.start, 5) if self.hand[c]]

    def subtitle(self, state: GameState) -> str:
        left = self.pending - sum(self.chosen)
        what = f" for {gift_name(self.steal_gift)}" if self.reason is DiscardReason.STEAL else ""
        if left:
            plural = "s" if left != 1 else ""
            return f"Choose {left} more land{plural}{what}: click a land (right click puts back)."
        if self.only_way:
            lands = _land_list([c for c in range(5) for _ in range(self.chosen[c])])
            return f"The only way to pay: {lands}. Press Enter or click Confirm."
        return "Ready: press Enter or click Confirm."

    def option_label(self, index: int, state: GameState) -> str:
        c = self.options()[index]
        n = self.chosen[c]
        return f"{n} of {self.hand[c]}" if n else f"{self.hand[c]} in hand"

    @property
    def chosen(self) -> list[int]:
        """How many lands of each colour are picked."""
        out = [0, 0, 0, 0, 0]
        for i in self.picked:
            out[self.cards[i]] += 1
        return out

    def _room(self, colour: int) -> bool:
        return colour >= self.start and len(self.picked) < self.pending

    def add(self, colour: int) -> bool:
        """Pick one more land of this colour (the rightmost unpicked card of it)."""
        free = [i for i, c in enumerate(self.cards) if c == colour and i not in self.picked]
        if not free or not self._room(colour):
            return False
        self.picked.add(free[-1])
        return True

    def toggle_card(self, index: int) -> bool:
        """A click on the hand card at `index`: put it back if it was picked, else pick it."""
        if not 0 <= index < len(self.cards):
            return False
        if index in self.picked:
            self.picked.discard(index)
            return True
        if not self._room(self.cards[index]):
            return False
        self.picked.add(index)
        return True

    def clear(self) -> None:
        self.picked.clear()

    def pick(self, index: int, state: GameState) -> list[Action] | None:
        self.add(self.options()[index])
        return None

    def unpick(self, index: int) -> None:
        c = self.options()[index]
        mine = [i for i in self.picked if self.cards[i] == c]
        if mine:
            self.picked.discard(max(mine))

    def picked_cards(self) -> frozenset[int]:
        return frozenset(self.picked)

    def selected(self) -> Counts:
        c = self.chosen
        return (c[0], c[1], c[2], c[3], c[4])

    def confirm(self, state: GameState) -> list[Action] | None:
        chosen = self.chosen
        if sum(chosen) != self.pending:
            return None
        actions: list[Action] = [Discard(c) for c in range(5) for _ in range(chosen[c])]
        # Check the whole batch before playing any of it, so a bad pick changes nothing.
        s = state
        try:
            for a in actions:
                s = apply(s, a)
        except IllegalActionError:
            return None
        return actions

    def draw(
        self, p: Painter, surface: pygame.Surface, layout: Layout, state: GameState, hover: int
    ) -> None:
        super().draw(p, surface, layout, state, hover)
        chosen = self.chosen
        for c, r in zip(self.options(), self.option_rects(layout), strict=True):
            for k in range(chosen[c]):
                dot = (r.x + layout.px(10 + 12 * k), r.y - layout.px(10))
                pygame.draw.circle(surface, DANGER, dot, layout.px(5))
        r = self.confirm_rect(layout)
        ready = len(self.picked) == self.pending
        p.panel(surface, r, (*GOLD, 255) if ready else (80, 80, 80, 200), None, 1, 8)
        p.text(
            surface,
            "Confirm (Enter)",
            15,
            r.center,
            (36, 28, 24) if ready else MUTED,
            True,
            "center",
        )


class WrapPicker(Picker):
    """Which land in play to discard to wrap a gift."""

    def __init__(self, state: GameState, gift: int) -> None:
        self.gift = gift
        lands = state.lands[state.seat]
        self.colours = [c for c in range(5) if lands[c]]
        self.lands = lands
        self.tapped = state.tapped[state.seat]
        self.title = f"Wrap {gift_name(gift)}: discard one of your lands in play"

    def options(self) -> list[int]:
        return self.colours

    def subtitle(self, state: GameState) -> str:
        return "Click a land here or in your lands row (keys 1–5). It goes to the discard pile."

    def option_label(self, index: int, state: GameState) -> str:
        c = self.colours[index]
        free = self.lands[c] - self.tapped[c]
        return (
            f"{LAND_NAMES[c]} ({free} untapped)"
            if self.tapped[c]
            else f"{LAND_NAMES[c]} ×{self.lands[c]}"
        )

    def pick(self, index: int, state: GameState) -> list[Action] | None:
        return [Wrap(self.gift, self.colours[index])]

    def pick_colour(self, colour: int) -> list[Action] | None:
        return [Wrap(self.gift, colour)] if colour in self.colours else None


class ReplacePicker(Picker):
    """You have two buildings: which one gives way to the new one."""

    def __init__(self, state: GameState, building: int) -> None:
        self.building = building
        self.mine = list(state.buildings[state.seat])
        self.title = f"Build {BUILDING_TITLES[building]}: replace which building?"

    def options(self) -> list[int]:
        return self.mine

    def option_rects(self, layout: Layout) -> list[pygame.Rect]:
        w, h, gap = 128, 118, 40
        span = len(self.mine) * w + (len(self.mine) - 1) * gap
        x0 = 96 + (900 - span) / 2
        return [layout.rect(x0 + i * (w + gap), ROW_Y - 6, w, h) for i in range(len(self.mine))]

    def subtitle(self, state: GameState) -> str:
        return f"You may own {MAX_BUILDINGS} buildings; the one you replace returns to the supply."

    def draw_option(self, p: Painter, surface: pygame.Surface, item: int, r: pygame.Rect) -> None:
        surface.blit(gifts_art(p.art).building(item, r.size), r)

    def pick(self, index: int, state: GameState) -> list[Action] | None:
        return [Build(self.building, self.mine[index])]
