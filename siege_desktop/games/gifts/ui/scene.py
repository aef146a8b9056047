"""Gifts Under Siege's table scene on the shared frame (`base.FrameScene`): its input,
pickers, animations, CPU banners and drawing."""

from __future__ import annotations

import copy
import random
from typing import TYPE_CHECKING, cast

import pygame

from siege_desktop.app.intents import Intent
from siege_desktop.app.session import GameSession
from siege_desktop.app.table.base import FrameScene
from siege_desktop.app.table.layers import Layers
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.games.gifts.rules import (
    Action,
    CallTime,
    Event,
    GameState,
    Pass,
    Phase,
    Recycle,
    counted,
    determinize,
    legal_actions,
    observation,
    why_illegal,
)
from siege_desktop.games.gifts.ui import (
    actionbar,
    controls,
    display,
    follow,
    frame,
    hand,
    places,
    sounds,
)
from siege_desktop.games.gifts.ui.actionbar import Command
from siege_desktop.games.gifts.ui.animation import Animator, Place
from siege_desktop.games.gifts.ui.pickers import DiscardPicker, Picker, ReplacePicker, WrapPicker
from siege_desktop.games.gifts.ui.seats import building_rects, gift_rects
from siege_desktop.games.gifts.ui.suggest import Suggester
from siege_desktop.games.gifts.ui.targets import Hot, Offers, Spot
from siege_desktop.games.gifts.ui.view import View, choose_view
from siege_desktop.games.gifts.ui.warmup import Warmer

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

CPU_STEP = 0.6  # seconds between shown CPU steps at animation speed 1.0
FADE = 0.2  # highlights fade in over this long


class TableScene(FrameScene):
    def __init__(self, app: App, session: GameSession) -> None:
        super().__init__(app, session)
        self.animator = Animator()
        self.picker: Picker | None = None
        self.picker_key: object = None
        self.hover: Hot | None = None
        #: The target the arrow keys rest on (keyfocus.py); a mouse move hands back to it.
        self.key_focus: Hot | None = None
        self.mouse: tuple[int, int] = (-1, -1)
        self.pinned: int | None = None  # a plate enlarged by a click
        self.fade = 0.0
        self.glow = 0.0
        self.clock = 0.0
        self._painter: Painter | None = None
        self.layers = Layers()
        self.warmer = Warmer()
        self._layout: Layout | None = None
        self._drawn: GameSession | None = None
        self._drawn_key: object = None
        self._legal_for: GameState | None = None
        self._legal: tuple[Action, ...] = ()
        self._hot_key: object = None
        self._hots: list[tuple[pygame.Rect, Hot]] = []
        self._tip_key: object = None
        self._tip: list[str] = []
        self.tip_rect: pygame.Rect | None = None  # where the tooltip was last drawn
        #: Where the hovered piece's tooltip goes (its anchor, what it must not hide): drawn
        #: after everything else (`frame.draw_tip`).
        self.tip_at: tuple[pygame.Rect, list[pygame.Rect]] | None = None
        # Following the CPU (follow.py): the last CPU move's banner, pause and single steps.
        self.banner: follow.Banner | None = None
        self.banner_age = 0.0
        self.banner_box: pygame.Rect | None = None
        self._banner_shown: follow.Banner | None = None  # the banner the last frame drew
        self.suggest = Suggester()  # Suggest a move (H), searched off the render thread

    # ------------------------------------------------------------------ life cycle
    def leave(self) -> None:
        super().leave()
        self.suggest.shutdown()

    # ------------------------------------------------------------------ model helpers
    @property
    def state(self) -> GameState:
        state: GameState = self.session.state
        return state

    def view(self) -> View:
        return choose_view(self.session, self.last_human)

    def drawn(self) -> GameSession:
        """The session as the table draws it: its state rebuilt from the bottom seat's
        observation, the cards that seat cannot see dealt by a fixed generator, so no
        drawing code can read a hidden card (the View then shows only what may show)."""
        bottom = self.view().bottom
        key = (self.session.state, bottom)
        if self._drawn_key != key:
            shown = copy.copy(self.session)
            obs = observation(self.session.state, bottom)
            shown.state = determinize(obs, random.Random(0))
            self._drawn, self._drawn_key = shown, key
        assert self._drawn is not None
        return self._drawn

    def human_to_act(self) -> bool:
        """True when a human seat acts and its hand may be shown (handoff confirmed)."""
        s = self.state
        return s.phase is not Phase.OVER and s.seat in self.humans and self.view().viewer == s.seat

    def legal(self) -> tuple[Action, ...]:
        if self._legal_for is not self.state:
            self._legal_for = self.state
            self._legal = legal_actions(self.state)
        return self._legal

    def offers(self) -> Offers:
        return Offers.of(self.legal()) if self.human_to_act() else Offers()

    def play(self, action: Action, human: bool, new_step: bool = True) -> tuple[Event, ...]:
        """Apply one action, autosave, and start its animations (the model changes at once).

        `new_step`: a human decision that can be undone on its own (the later discards of one
        batch belong to the first one's step).
        """
        seat = self.state.seat
        events = cast(tuple[Event, ...], self.record(action, human, new_step))
        layout = self.layout()
        view = self.view()

        def where(what: Place, at: int, item: int) -> pygame.Rect | None:
            return places.locate(self, layout, view, what, at, item)

        self.animator.on_events(events, where, self.speed)
        self.app.sound.on_events(events, self.humans, sounds.plan)
        first = len(self.session.events) - len(events)
        self.wait = CPU_STEP / self.speed
        if human:
            if self.banner is not None and not self.banner.urgent:
                self.banner = None
        else:
            names = [seat.name for seat in self.session.seats]
            b = follow.banner_for(events, names, view.viewer, first, self.humans)
            if b is not None and not (self.banner is not None and self.banner.urgent):
                self.banner = b
                self.banner_age = 0.0
                self.log.marked = (b.first, b.last)
            self.wait = follow.step_seconds(self, b)
        self.key_focus = None  # the position moved on: the arrows start again
        if self.mouse != (-1, -1):
            self.hover = self.hit(self.mouse)  # what is under the pointer now (no stale tip)
        self.log.scroll = 0
        self.fade = 0.0
        if self.state.seat != seat or self.state.phase is not Phase.DISCARD:
            self.picker = None
        if self.state.seat != seat:
            self.glow = 0.0  # the next seat's glow fades in
        self._maybe_handoff()
        return events

    def play_human(self, actions: list[Action]) -> bool:
        """Play the human's choice (a batch of discards is one undoable step)."""
        if not actions or not self.human_to_act():
            return False
        why = why_illegal(self.state, actions[0])
        if why is not None:
            self.app.toast(f"Not possible: {why}")
            return False
        for i, a in enumerate(actions):
            if why_illegal(self.state, a) is not None:
                break
            self.play(a, human=True, new_step=i == 0)
        return True

    def after_undo(self) -> None:
        # Also after the turn passed, until the next seat acts (see undo.py).
        self.picker = None
        self.animator.clear()
        self.banner = None

    def on_handed(self, seat: int) -> None:
        self.fade = 0.0

    def play_cpu(self, action: Action) -> None:
        self.play(action, human=False)

    def on_game_over(self) -> None:
        self.banner = None  # the last move's banner would stay frozen under the results
        self.log.marked = None

    # ------------------------------------------------------------------ per frame
    def holding(self) -> bool:
        """The CPU waits: a steal from a human is on screen, or the table is paused."""
        urgent = self.banner is not None and self.banner.urgent
        return urgent or super().holding()

    def dismiss_banner(self) -> bool:
        if self.banner is None or not self.banner.urgent:
            return False
        self.banner = None
        self.log.marked = None
        return True

    def update(self, dt: float) -> None:
        self.animator.update(dt)
        self.suggest.update(self)
        self.banner_age += dt
        b = self.banner
        if (
            b is not None
            and not b.urgent
            and self.banner_age > max(1.5, 2.5 * follow.step_seconds(self, b))
        ):
            self.banner = None
            self.log.marked = None
        if not self.animator.busy:
            self.warmer.start(self.app.art, self.layout())
            self.warmer.step()
        self.fade = min(1.0, self.fade + dt / FADE)
        self.glow = min(1.0, self.glow + dt / 0.3)
        s = self.state
        if s.phase is Phase.OVER:
            self.step_over(dt, busy=self.animator.busy)
            return
        minutes = s.config.time_limit_minutes
        if minutes is not None:
            self.clock += dt
            if self.clock >= minutes * 60 and why_illegal(s, CallTime()) is None:
                self.play(CallTime(), human=False)
        if s.seat in self.humans:
            if s.phase is Phase.DISCARD and self.human_to_act():
                key = (self.generation, len(self.session.actions))
                if not isinstance(self.picker, DiscardPicker) or self.picker_key != key:
                    self.picker = DiscardPicker(
                        s, cancellable=self.undo_trail.can_undo(self.session)
                    )
                    self.picker_key = key
            return
        self.step_cpu(dt)

    def animating(self) -> bool:
        """Pieces in flight, highlights fading in, sprites still rendering ahead, the results
        about to show, or regions left for the next frame: the table needs frames."""
        return (
            self.animator.busy
            or self.fade < 1.0
            or self.glow < 1.0
            or not self.warmer.done
            or (self.state.phase is Phase.OVER and not self.over_shown)
            or bool(self.layers.deferred)
            # a banner came or went since the last frame, or pulses round its pieces while
            # it shows (a frozen pulse would be half-way through its glow)
            or self.banner is not self._banner_shown
            or self.banner is not None
            or self.suggest.animating()
        )

    # ------------------------------------------------------------------ geometry
    def layout(self) -> Layout:
        size = (
            self.app.window.get_size()
            if getattr(self.app, "window", None) is not None
            else self.app.size
        )
        bottom = self.view().bottom
        n = self.session.config.players
        plates = tuple((bottom + k) % n for k in range(1, n))
        if self._layout is None or self._layout.size != size or self._layout.plate_seats != plates:
            self._layout = Layout(size, plates)
            if self._painter is None:
                self._painter = Painter(self.app.art, self._layout.scale)
            elif self._painter.scale != self._layout.scale:
                self._painter.clear(self._layout.scale)
                self.log.clear()
        return self._layout

    def toast_bottom(self, size: tuple[int, int]) -> int:
        """Toasts at the table sit above your seat's header, never over the hand."""
        return self.layout().bottom_header().top - self.layout().px(4)

    def painter(self) -> Painter:
        self.layout()
        assert self._painter is not None
        return self._painter

    def hotspots(self) -> list[tuple[pygame.Rect, Hot]]:
        layout = self.layout()
        view = self.view()
        big = self.enlarged()
        key = (self.state, layout.size, view, id(self.picker), big)
        if key != self._hot_key:
            s = self.state
            hots: list[tuple[pygame.Rect, Hot]] = []
            for seat, rect in layout.plates():
                if seat == big:
                    # The enlarged plate lies over the centre: it takes the clicks there.
                    er = layout.enlarged_plate(rect)
                    cells = gift_rects(er, len(s.areas[seat]), layout.scale * er.w / rect.w)
                    for (g, _), r in zip(s.areas[seat], cells, strict=False):
                        hots.append((r, Hot(Spot.STEAL, seat, g)))
                    hots.append((er, Hot(Spot.PLATE, seat)))
            if self.picker is not None:
                hots += [
                    (r, Hot(Spot.PICKER, i)) for i, r in enumerate(self.picker.option_rects(layout))
                ]
                hots.append((self.picker.confirm_rect(layout), Hot(Spot.PICKER_CONFIRM)))
                hots.append((layout.centre(), Hot(Spot.PICKER_PANEL)))
            hots += actionbar.hotspots(layout, self.buttons())
            hots += hand.hotspots(layout, s, view)
            hots += [(layout.log(), Hot(Spot.LOG))]
            hots += display.hotspots(layout, s)
            u = layout.scale
            for seat, rect in layout.plates():
                icons = building_rects(rect, len(s.buildings[seat]), u)
                for b, r in zip(s.buildings[seat], icons, strict=True):
                    hots.append((r, Hot(Spot.OWN_BUILDING, seat, b)))
                for (g, _), r in zip(
                    s.areas[seat], gift_rects(rect, len(s.areas[seat]), u), strict=False
                ):
                    hots.append((r, Hot(Spot.STEAL, seat, g)))
                hots.append((rect, Hot(Spot.PLATE, seat)))
            self._hots = hots
            self._hot_key = key
        return self._hots

    def enlarged(self) -> int | None:
        """The seat whose plate shows enlarged: pinned by a click, or under the pointer."""
        if self.picker is not None:
            return None  # a choice in progress keeps the centre clear
        if self.pinned is not None:
            return self.pinned
        hover = self.hover
        return hover.index if hover is not None and hover.kind == Spot.PLATE else None

    def hit(self, pos: tuple[int, int]) -> Hot | None:
        for rect, hot in self.hotspots():
            if rect.collidepoint(pos):
                return hot
        return None

    # ------------------------------------------------------------------ the action bar
    def buttons(self) -> list[Command]:
        s = self.state
        out: list[Command] = []
        if s.phase is Phase.OVER:
            return out
        if not self.human_to_act():
            label = "Normal pace" if self.skip_cpu else "Skip ahead"
            out.append(Command("ahead", label, "Tab", True, None, True))
            out.append(Command("pace", f"Pace: {follow.pace_of(self)}", "F"))
            out.append(Command("pause", "Resume" if self.paused else "Pause", "Space"))
            out.append(Command("help", "Help", "F1"))
            return out
        if isinstance(self.picker, DiscardPicker):
            ready = sum(self.picker.chosen) == self.picker.pending
            out.append(
                Command(
                    "confirm",
                    "Confirm discard",
                    "Enter",
                    ready,
                    self.picker.more(),
                    True,
                )
            )
        elif self.picker is not None:
            out.append(Command("cancel", "Cancel", "Esc"))
        elif s.phase is Phase.LAND:
            out.append(Command("skip", "Skip land", "S", True, None, True))
        elif s.phase is Phase.ACTION:
            why = why_illegal(s, Recycle())
            forced = self.only_recycle()
            out.append(
                Command("recycle", "Recycle", "R", why is None, f"Cannot recycle: {why}", forced)
            )
            why = why_illegal(s, Pass())
            out.append(
                Command(
                    "pass",
                    "Pass",
                    "P",
                    why is None,
                    "Pass is only for when no main action is possible",
                )
            )
        can = self.undo_trail.can_undo(self.session)
        out.append(
            Command(
                "undo", "Undo", "U", can, None if can else self.undo_trail.why_not(self.session)
            )
        )
        out.append(Command("help", "Help", "F1"))
        return out

    def only_recycle(self) -> bool:
        """Recycle is the one main action open (round 1, before enough lands are in play)."""
        s = self.state
        return s.phase is Phase.ACTION and all(isinstance(a, Recycle) for a in self.legal())

    def hint(self) -> str:
        s = self.state
        name = self.session.seats[s.seat].name
        if s.phase is Phase.OVER:
            return "The game is over. R (or the button below) shows the results again."
        if self.banner is not None and self.banner.urgent:
            return "A gift of yours was stolen: click or press Space to go on."
        if not self.human_to_act():
            if s.seat in self.humans:
                return f"Waiting for {name}."
            if self.paused:
                return f"Paused before {name}'s move: N plays the next move, Space resumes."
            if self.undo_trail.can_undo(self.session):
                return f"{name} is thinking… U undoes your move, Tab skips ahead."
            return f"{name} is thinking… Tab skips ahead."
        if isinstance(self.picker, WrapPicker):
            return "Choose the land to discard for the wrap."
        if isinstance(self.picker, ReplacePicker):
            return "Choose the building to replace."
        if s.phase is Phase.LAND:
            return "Play a land: click one in your hand (keys 1–5), or skip (S)."
        if s.phase is Phase.DISCARD:
            return f"Discard {counted(s.pending, 'land')}: click them in your hand, then confirm."
        if self.only_recycle():
            return (
                "Too few lands in play to pay for anything: Recycle (R), draw a land, discard one."
            )
        return (
            "Take one action: claim a display gift, steal a rival's gift, wrap yours, build, "
            "or recycle (R)."
        )

    def status(self) -> str:
        s = self.state
        view = self.view()
        if s.phase is Phase.OVER:
            return "Game over"
        if s.seat == view.bottom and self.human_to_act():
            return {
                Phase.LAND: "Your turn: play a land",
                Phase.ACTION: "Your turn: take an action",
                Phase.DISCARD: "Your turn: discard",
            }[s.phase]
        return f"{self.session.seats[s.seat].name} to act"

    def press(self, button_id: str) -> bool:
        return controls.press(self, button_id)

    # ------------------------------------------------------------------ input
    def handle(self, intent: Intent) -> bool:
        return controls.handle(self, intent)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        frame.draw_tip(self, surface)  # last: a tooltip is always on top

    def draw_table(self, surface: pygame.Surface) -> None:
        """Everything but the tooltip (a table that adds panels draws them here)."""
        self._banner_shown = self.banner
        frame.draw(self, surface)
        self.banner_box = None
        follow.draw(self, self.painter(), surface, self.layout())
        self.suggest.draw(self, self.painter(), surface, self.layout())
