"""The tutorial table: the lesson's game with a coach panel that explains each step as it comes.

The player plays every move; the coach only talks, points at the legal targets a step is
about, and holds the CPU while a step waits for Next.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app.intents import Click, Intent, Key
from siege_desktop.app.table.coach import CoachType, draw_buttons, draw_frame, draw_outlines
from siege_desktop.app.theme import GOLD, MUTED
from siege_desktop.app.theme import PAPER as CREAM
from siege_desktop.games.gifts.rules import Action, Build, Claim, PlayLand, Steal, Wrap
from siege_desktop.games.gifts.ui.scene import TableScene
from siege_desktop.games.gifts.ui.targets import Hot, Spot
from siege_desktop.games.gifts.ui.tutorial.lesson import Lesson, new_session

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

#: The shared coach's outlines and buttons (`app/table/coach.py`) at this coach's sizes; its
#: text is its own (a heading of two lines at most, then the rival's last moves).
TYPE = CoachType(17, 22, 6, 13.5, 18, 8, 14, 10, 9)


def hot_of(action: Action) -> tuple[Spot, int] | None:
    """The table hotspot (kind, item) a player clicks for this action."""
    if isinstance(action, PlayLand):
        return (Spot.HAND, action.colour)
    if isinstance(action, Claim):
        return (Spot.DISPLAY, action.gift)
    if isinstance(action, Steal):
        return (Spot.STEAL, action.gift)
    if isinstance(action, Wrap):
        return (Spot.OWN_GIFT, action.gift)
    if isinstance(action, Build):
        return (Spot.MARKET, action.building)
    return None


class TutorialScene(TableScene):
    """A TableScene for the lesson's game, with the coach over the log column."""

    def __init__(self, app: App) -> None:
        super().__init__(app, new_session())
        self.lesson = Lesson()
        self.over_shown = True  # the lesson's last step speaks for the results panel
        self._coach_shown: object = None

    # ------------------------------------------------------------------ the practice game
    def save(self) -> None:
        pass  # a practice game never replaces the game Continue resumes

    def update(self, dt: float) -> None:
        if self.lesson.update(self.session):
            self.fade = 0.0  # the step's targets fade in like any highlight
        super().update(dt)

    def waiting_for_next(self) -> bool:
        step = self.lesson.current
        return step is not None and not step.act

    def holding(self) -> bool:
        # The CPU waits while the player reads a step: nothing moves past the explanation.
        return super().holding() or self.waiting_for_next()

    def hint(self) -> str:
        if self.lesson.finished:
            return "The lesson is over: Finish returns to the title."
        if self.waiting_for_next() and not self.human_to_act():
            return "Read the lesson above, then press Next (Enter) to go on."
        return super().hint()

    def animating(self) -> bool:
        return super().animating() or self._coach_shown != self._coach_key()

    def _coach_key(self) -> object:
        return (self.lesson.current, self.lesson.text)

    # ------------------------------------------------------------------ coach geometry
    def coach_rect(self) -> pygame.Rect:
        """Over the log column: it never covers the seats, display, hand or buttons."""
        return self.layout().log()

    def coach_buttons(self) -> list[tuple[str, str, pygame.Rect]]:
        """(id, label, rect) of the coach's buttons."""
        r = self.coach_rect()
        lay = self.layout()
        h, pad, gap = lay.px(34), lay.px(10), lay.px(8)
        w = (r.w - 2 * pad - gap) // 2
        y = r.bottom - pad - h
        out = [("leave", "Leave tutorial", pygame.Rect(r.x + pad, y, w, h))]
        if self.lesson.current is not None:
            label = "Finish" if self.lesson.finished else "Next"
            out.append(("next", label, pygame.Rect(r.x + pad + w + gap, y, w, h)))
        return out

    def targets(self) -> list[pygame.Rect]:
        """Where the current step points: the hotspots of its legal actions."""
        if not self.human_to_act() or self.picker is not None:
            return []
        wanted = {hot_of(a) for a in self.lesson.targets(self.legal())}
        return [r for r, hot in self.hotspots() if (hot.kind, hot.item) in wanted]

    # ------------------------------------------------------------------ input
    def press_coach(self, button_id: str) -> None:
        if button_id == "leave":
            self.app.open_title()
        elif button_id == "next":
            if self.lesson.finished:
                self.app.open_title()
            else:
                self.lesson.next()
                self.lesson.update(self.session)
                self.fade = 0.0

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Click) and intent.button == 1:
            for button_id, _label, rect in self.coach_buttons():
                if rect.collidepoint(intent.pos):
                    self.press_coach(button_id)
                    return True
        if (
            isinstance(intent, Key)
            and intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.waiting_for_next()
            and self.picker is None
        ):
            self.press_coach("next")
            return True
        return super().handle(intent)

    def hit(self, pos: tuple[int, int]) -> Hot | None:
        if self.coach_rect().collidepoint(pos):
            return Hot(Spot.COACH)  # the log under the coach takes no clicks or tooltips
        return super().hit(pos)

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        super().draw_table(surface)
        self._coach_shown = self._coach_key()
        p = self.painter()
        lay = self.layout()
        draw_outlines(surface, p, lay.px, self.targets(), TYPE)
        r = self.coach_rect()
        x, y, w = draw_frame(surface, p, lay.px, r)
        step = self.lesson.current
        count = len(self.lesson.steps)
        title = (
            step.title if step is not None else "Your move" if self.human_to_act() else "Play on"
        )
        # The counter names what the heading shows: a step, or the play between two steps.
        n = self.lesson.number()
        counter = (
            f"Tutorial · step {n} of {count}"
            if step is not None
            else f"Tutorial · {n} of {count} steps seen"
        )
        p.text(surface, counter, 12, (x, y), MUTED, max_width=w)
        y += lay.px(18)
        # A heading wraps (two lines at most) rather than being cut.
        for line in p.wrap_even(title, 17, w, True)[:2]:
            p.text(surface, line, 17, (x, y), GOLD, True, max_width=w)
            y += lay.px(22)
        y += lay.px(6)
        text = self.lesson.text if step is not None else _idle_text(self)
        for line in p.wrap(text, 13.5, w):
            p.text(surface, line, 13.5, (x, y), CREAM)
            y += lay.px(18)
        # What the rival did stays in view: the newest lines of the log the coach covers, in
        # the room left between the text and the buttons.
        buttons_top = min(br.top for _id, _label, br in self.coach_buttons())
        room = pygame.Rect(r.x + lay.px(2), y + lay.px(8), r.w - lay.px(4), 0)
        room.h = buttons_top - lay.px(6) - room.y
        if room.h >= lay.px(26 + 17 * 2):
            pygame.draw.line(
                surface, MUTED, (x, room.y - lay.px(4)), (x + w, room.y - lay.px(4)), 1
            )
            self.log.draw(p, surface, room, self.session.events, self.view().viewer, panel=False)
        draw_buttons(surface, p, lay.px, self.coach_buttons(), TYPE)


def _idle_text(scene: TutorialScene) -> str:
    if scene.human_to_act():
        return "Your move: the outlined pieces are what you may take. New steps come as they arise."
    return "Your rival is playing; its move shows in a banner. New steps come as they arise."
