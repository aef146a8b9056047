"""Pass-and-play handoff: a screen that hides every hand until the next player is ready.

Only a deliberate act of the player it names takes it away: a press and its release, both
after the screen has shown a moment (`ARMING`). Input begun before it appeared never does:
the second click of a double-click, a second Enter, a key held down (its repeats), a mouse
button already down when it came."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

import pygame

from siege_desktop.app.intents import Click, Intent, Key, KeyUp, Release
from siege_desktop.app.scene import Scene
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.theme import GOLD, MUTED, PAPER
from siege_desktop.app.widgets import Face, draw_button

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

#: Seconds the screen shows before a press counts (longer than a double-click's gap or two
#: quick presses of Enter; short enough that the next player never waits for it). The
#: button greys in meanwhile.
ARMING: Final = 0.45
CONFIRM_KEYS: Final = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
MOUSE: Final = -1  # the left button's press, beside the keys' own codes


class HandoffScene(Scene):
    """Opaque, so nothing of the table (and no hand) is drawn while it shows."""

    opaque = True
    passes_input = False

    def __init__(
        self, app: App, name: str, on_ready: Callable[[], None], cover: str | None = None
    ) -> None:
        super().__init__(app)
        self.name = name
        #: The game's own art (a path under assets/: its card back, or a board game's cover)
        #: shown instead of the app's card back, which is Gifts Under Siege's.
        self.cover = cover
        self.on_ready = on_ready
        self.done = False
        self._painter: Painter | None = None
        self.age = 0.0  # seconds shown, counted from the first frame after it came
        self._counting = False
        #: The press (a key, or MOUSE) made while armed, whose release confirms.
        self._press: int | None = None

    @property
    def armed(self) -> bool:
        return self.age >= ARMING

    def _rearm(self) -> None:
        self.age = 0.0
        self._counting = False
        self._press = None

    def enter(self) -> None:
        self._rearm()

    def resume(self) -> None:
        # Back from the game menu: the click that closed it is not the player's "ready".
        self._rearm()

    def pause(self) -> None:
        self._press = None

    def update(self, dt: float) -> None:
        # The frame the screen came in carries time from before it: not counted.
        if self._counting:
            self.age += dt
        self._counting = True

    def animating(self) -> bool:
        return not self.armed  # the button greys in

    def _confirm(self) -> None:
        if self.done:
            return
        self.done = True
        self.app.pop()
        self.on_ready()

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Click):
            if intent.button == 1:
                self._press = MOUSE if self.armed else None
            return True
        if isinstance(intent, Release):
            if intent.button == 1 and self._press == MOUSE:
                self._confirm()
            return True
        if isinstance(intent, Key):
            if intent.key in CONFIRM_KEYS:
                # A repeat is a key held since before (or held on): not a new press.
                fresh = self.armed and not intent.repeat
                self._press = intent.key if fresh else None
            return intent.key != pygame.K_ESCAPE  # Esc: the game menu, over this screen
        if isinstance(intent, KeyUp):
            if intent.key == self._press:
                self._confirm()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        layout = Layout(surface.get_size(), ())
        if self._painter is None or self._painter.scale != layout.scale:
            self._painter = Painter(self.app.art, layout.scale)
        p = self._painter
        surface.blit(self.app.art.felt(surface.get_size()), (0, 0))
        box = layout.rect(340, 190, 600, 292)
        p.panel(surface, box, (20, 26, 22, 230), (*GOLD, 255), 2, 14)
        if self.cover:
            # Fitted and centred in a box that holds a 16:9 cover or an upright card.
            box_art = layout.rect(584, 206, 112, 70)
            picture = self.app.art.picture(self.cover, box_art.size)
            surface.blit(picture, picture.get_rect(center=box_art.center))
        else:
            back = layout.rect(615, 206, 50, 70)
            surface.blit(self.app.art.card_back(back.size), back)
        room = box.width - layout.px(40)  # a long name gets an ellipsis, never a wide surface
        p.text(
            surface,
            f"Pass to {self.name}",
            30,
            (box.centerx, box.y + layout.px(98)),
            GOLD,
            True,
            "midtop",
            room,
        )
        p.text(
            surface,
            "Every hand is hidden. Everyone else, look away.",
            16,
            (box.centerx, box.y + layout.px(146)),
            PAPER,
            False,
            "midtop",
            room,
        )
        button = layout.rect(420, 190 + 186, 440, 56)
        label = f"{self.name}, click when ready"
        if p.render(label, 19, PAPER, True).get_width() > button.width - layout.px(24):
            label = "Click when ready"  # a long name: the heading names them already
        draw_button(surface, p, button, label, Face(enabled=self.armed, primary=True), size=19)
        if not self.armed:  # a bar fills the button's foot until a press counts
            foot = button.inflate(-layout.px(24), 0)
            foot.height = max(2, layout.px(4))
            foot.bottom = button.bottom - layout.px(7)
            foot.width = round(foot.width * self.age / ARMING)
            if foot.width > 0:
                pygame.draw.rect(surface, GOLD, foot, 0, foot.height // 2)
        p.text(
            surface,
            "or press Enter · Esc: game menu",
            14,
            (box.centerx, button.bottom + layout.px(12)),
            MUTED,
            False,
            "midtop",
            room,
        )
