"""The turn track: round, the seat to act, and the step of its turn (Draw → Land → Action →
Discard)."""

from __future__ import annotations

import pygame

from siege_desktop.app.session import GameSession
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import DANGER, HIGHLIGHT, INK, MUTED, PANEL_GLASS, PAPER
from siege_desktop.games.gifts.rules import Ending, Phase
from siege_desktop.games.gifts.ui.view import View

STEPS = ("Draw", "Land", "Action", "Discard")


def current_step(phase: Phase) -> int:
    return {Phase.LAND: 1, Phase.ACTION: 2, Phase.DISCARD: 3}.get(phase, -1)


def last_round_warning(round_: int, limit: int | None, ending: Ending, phase: Phase) -> str:
    """What the track says of the game's end: the round limit or an empty supply makes this
    round the last (the game ends with it), and the round before the limit warns of it."""
    if phase is Phase.OVER:
        return ""
    if ending is not Ending.NONE or (limit is not None and round_ >= limit):
        return "Last round"
    if limit is not None and round_ == limit - 1:
        return "Next round is last"
    return ""


def draw_track(
    p: Painter,
    surface: pygame.Surface,
    layout: Layout,
    session: GameSession,
    view: View,
    drawing: bool = False,
) -> None:
    """`drawing`: the turn's draw is still on its way to the hand (the Draw step lights)."""
    s = session.state
    r = layout.track()
    p.panel(surface, r, PANEL_GLASS, None, 1, 8)
    limit = s.config.round_limit
    rounds = f"Round {s.round} of {limit}"
    if s.ending is Ending.SUPPLY and s.phase is not Phase.OVER:
        rounds = f"Round {s.round}: supply out"  # why this round is the last
    p.text(surface, rounds, 13, (r.x + p.px(10), r.y + p.px(6)), MUTED)
    warning = last_round_warning(s.round, limit, s.ending, s.phase)
    if warning:
        colour = MUTED if warning.startswith("Next") else DANGER
        p.text(surface, warning, 13, (r.right - p.px(10), r.y + p.px(6)), colour, True, "topright")
    who = "Game over" if s.phase is Phase.OVER else f"{session.seats[s.seat].name} to act"
    if s.phase is not Phase.OVER and s.seat == view.viewer:
        who = "Your turn"
    p.text(
        surface,
        who,
        16,
        (r.x + p.px(10), r.y + p.px(24)),
        HIGHLIGHT,
        True,
        max_width=r.w - p.px(20),
    )
    step = 0 if drawing and s.phase is not Phase.OVER else current_step(s.phase)
    x = r.x + p.px(10)
    y = r.y + p.px(50)
    for i, name in enumerate(STEPS):
        img = p.render(name, 12, INK if i == step else (PAPER if i < step else MUTED), i == step)
        pill = pygame.Rect(x, y, img.get_width() + p.px(12), p.px(22))
        if i == step:
            p.panel(surface, pill, (*HIGHLIGHT, 255), None, 1, 11)
        elif i < step:
            p.panel(surface, pill, (255, 255, 255, 30), None, 1, 11)
        else:
            p.panel(surface, pill, (0, 0, 0, 0), (255, 255, 255, 60), 1, 11)
        surface.blit(img, img.get_rect(center=pill.center))
        x = pill.right + p.px(4)
        if i < len(STEPS) - 1:
            arrow = p.render("›", 14, MUTED)
            surface.blit(arrow, arrow.get_rect(midleft=(x, pill.centery)))
            x += arrow.get_width() + p.px(4)
