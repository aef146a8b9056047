"""Tooltips: what a thing is, what it costs, and why an action on it is not possible now."""

from __future__ import annotations

import pygame

from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, PAPER
from siege_desktop.games.gifts.rules import (
    Build,
    Claim,
    GameState,
    Phase,
    Steal,
    Wrap,
    counted,
    tap_preview,
    why_illegal,
)
from siege_desktop.games.gifts.rules.cards import (
    BUILDING_COLOUR,
    BUILDING_COST,
    BUILDING_RULES,
    BUILDING_TITLES,
    GIFT_CLASS,
    LAND_NAMES,
    LETTERS,
    MAX_LOCKS,
    gift_name,
)
from siege_desktop.games.gifts.rules.rules import lock_discard, owner_of
from siege_desktop.games.gifts.ui.actionbar import Command
from siege_desktop.games.gifts.ui.display import cost_text
from siege_desktop.games.gifts.ui.targets import Hot, Spot


def tapped_text(counts: tuple[int, ...] | None) -> str:
    if not counts:
        return ""
    parts = [f"{LAND_NAMES[c]} ×{n}" if n > 1 else LAND_NAMES[c] for c, n in enumerate(counts) if n]
    return "taps " + ", ".join(parts)


def _verdict(state: GameState, action: object, verb: str) -> str:
    why = why_illegal(state, action)
    if why is None:
        taps = tapped_text(tap_preview(state, action))  # type: ignore[arg-type]
        return f"Click to {verb}" + (f": {taps}" if taps else "")
    return f"Cannot {verb}: {why}"


def for_keys(line: str) -> str:
    """A tooltip line for a target the arrow keys chose: "Click to build" reads "Enter to
    build"."""
    return "Enter to " + line.removeprefix("Click to ") if line.startswith("Click to ") else line


def lines_for(hot: Hot, state: GameState, acting: bool, buttons: list[Command]) -> list[str]:
    """The tooltip's lines; the first is its title. `acting`: the human to act is looking."""
    out = _lines_for(hot, state, acting, buttons)
    targets = (
        (Spot.DISPLAY, Spot.STEAL, Spot.MARKET) if hot.kind != Spot.OWN_GIFT else (Spot.OWN_GIFT,)
    )
    if acting and state.phase is Phase.LAND and hot.kind in targets and out:
        # Greyed out for now, and why: the land step comes first.
        out.append("Not yet: first play a land or skip the land step (S)")
    return out


def _lines_for(hot: Hot, state: GameState, acting: bool, buttons: list[Command]) -> list[str]:
    k = hot.kind
    in_action = acting and state.phase is Phase.ACTION
    if k == Spot.DISPLAY:
        g = hot.item
        pts = GIFT_CLASS[g]
        out = [f"{gift_name(g)} · {pts} point{'s' if pts > 1 else ''}", f"Costs {cost_text(g)}"]
        if in_action:
            out.append(_verdict(state, Claim(g), "claim"))
        return out
    if k == Spot.STEAL:
        g = hot.item
        held = owner_of(state, g)
        locks = held[1] if held else 0
        out = [f"{gift_name(g)} · {locks} lock{'s' if locks != 1 else ''}", f"Costs {cost_text(g)}"]
        if locks >= MAX_LOCKS:
            out.append("Sealed: it cannot be stolen")
        elif acting:
            owed = lock_discard(state, state.seat, locks)
            out.append(
                f"Stealing it also costs {owed} land{'s' if owed != 1 else ''} from your hand"
            )
        if in_action and locks < MAX_LOCKS:
            out.append(_verdict(state, Steal(g), "steal"))
        return out
    if k == Spot.OWN_GIFT:
        g = hot.item
        held = owner_of(state, g)
        locks = held[1] if held else 0
        out = [f"{gift_name(g)} · {locks} lock{'s' if locks != 1 else ''}"]
        if locks >= MAX_LOCKS:
            out.append("Sealed: nobody can steal it")
        if in_action and hot.index == state.seat:
            lands = state.lands[state.seat]
            colour = next((c for c in range(5) if lands[c]), 0)
            why = why_illegal(state, Wrap(g, colour))
            out.append(
                "Click to wrap: discard a land in play for a lock"
                if why is None
                else f"Cannot wrap: {why}"
            )
        return out
    if k in (Spot.MARKET, Spot.OWN_BUILDING):
        b = hot.item
        out = [
            BUILDING_TITLES[b],
            BUILDING_RULES[b],
            f"Costs {BUILDING_COST[0]} mana, {BUILDING_COST[1]} {LETTERS[BUILDING_COLOUR[b]]}",
        ]
        if k == Spot.MARKET and in_action:
            mine = state.buildings[state.seat]
            action = Build(b, mine[0]) if len(mine) >= 2 else Build(b)
            why = why_illegal(state, action)
            if why is None:
                taps = tapped_text(tap_preview(state, action))
                out.append("Click to build" + (f": {taps}" if taps else ""))
            else:
                out.append(f"Cannot build: {why}")
        return out
    if k == Spot.HAND:
        c = hot.item
        out = [LAND_NAMES[c]]
        if acting and state.phase is Phase.LAND:
            out.append(f"Click to play it (key {c + 1})")
        elif acting and state.phase is Phase.DISCARD:
            out.append("Click to pick it for the discard")
        return out
    if k == Spot.LAND:
        c = hot.item
        return [
            f"{LAND_NAMES[c]}, in play" + (" (tapped)" if hot.index else ""),
            f"Taps for one {LETTERS[c]} mana",
        ]
    if k == Spot.DECK:
        return [
            f"Land deck: {counted(len(state.deck), 'land')}",
            "Face down; the discard pile is shuffled in when it runs out",
        ]
    if k == Spot.DISCARD:
        counts = [0] * 5
        for c in state.discard:
            counts[c] += 1
        parts = ", ".join(f"{n} {LETTERS[c]}" for c, n in enumerate(counts) if n)
        return [
            f"Discard pile: {counted(len(state.discard), 'land')}",
            parts or "empty",
            "Face up and public",
        ]
    if k == Spot.SUPPLY:
        return [
            f"Gift supply: {counted(len(state.supply), 'gift')}, face down",
            "When a gift cannot be refilled, the game ends at the end of that round",
        ]
    if k == Spot.BUTTON and 0 <= hot.index < len(buttons):
        button = buttons[hot.index]
        if not button.enabled and button.why:
            return [button.label, button.why]
        return []
    return []


def place_tooltip(
    size: tuple[int, int],
    anchor: pygame.Rect,
    avoid: list[pygame.Rect],
    gap: int,
    screen: pygame.Rect,
) -> pygame.Rect:
    """Where a tooltip of `size` goes: next to `anchor` and clear of it and of `avoid` (what
    the tooltip talks about: the lands a claim taps, the other buttons). Below, above, left,
    right, in that order; the first that fits the screen and covers nothing wins, else the
    one that covers least."""
    w, h = size
    candidates = [
        pygame.Rect(anchor.x, anchor.bottom + gap, w, h),
        pygame.Rect(anchor.x, anchor.top - gap - h, w, h),
        pygame.Rect(anchor.x - gap - w, anchor.y, w, h),
        pygame.Rect(anchor.right + gap, anchor.y, w, h),
        pygame.Rect(anchor.right - w, anchor.bottom + gap, w, h),
        pygame.Rect(anchor.right - w, anchor.top - gap - h, w, h),
    ]
    keep = [anchor, *avoid]

    def covered(box: pygame.Rect) -> int:
        return sum(box.clip(r).w * box.clip(r).h for r in keep)

    best: pygame.Rect | None = None
    best_cost = -1
    for box in candidates:
        onscreen = box.clamp(screen)
        cost = covered(onscreen) + (0 if onscreen == box else 1)
        if cost == 0:
            return onscreen
        if best is None or cost < best_cost:
            best, best_cost = onscreen, cost
    assert best is not None
    return best


def draw_tooltip(
    p: Painter,
    surface: pygame.Surface,
    lines: list[str],
    anchor: pygame.Rect,
    avoid: list[pygame.Rect] | None = None,
) -> pygame.Rect | None:
    """The tooltip next to the thing it explains, leaving it and `avoid` in view; returns
    where it was drawn."""
    if not lines:
        return None
    imgs = [
        p.render(line, 14 if i == 0 else 13, GOLD if i == 0 else PAPER, i == 0)
        for i, line in enumerate(lines)
    ]
    pad = p.px(8)
    w = max(i.get_width() for i in imgs) + 2 * pad
    h = sum(i.get_height() for i in imgs) + 2 * pad
    box = place_tooltip((w, h), anchor, avoid or [], p.px(6), surface.get_rect())
    p.panel(surface, box, (16, 20, 18, 240), (*GOLD, 200), 1, 6)
    y = box.y + pad
    for img in imgs:
        surface.blit(img, (box.x + pad, y))
        y += img.get_height()
    return box
