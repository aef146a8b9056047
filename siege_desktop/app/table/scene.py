"""The table scene: plays a game session, human seats by input and CPU seats off-thread."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app.intents import Click, Intent, Key, Motion, Resize, Wheel
from siege_desktop.app.scene import Scene
from siege_desktop.app.session import GameSession
from siege_desktop.app.table import actionbar, display, hand, tooltips
from siege_desktop.app.table.actionbar import Button
from siege_desktop.app.table.animation import Animator
from siege_desktop.app.table.cpu import CpuSeats
from siege_desktop.app.table.gameover import GameOverScene
from siege_desktop.app.table.handoff import HandoffScene
from siege_desktop.app.table.help import draw_help
from siege_desktop.app.table.layers import Layers
from siege_desktop.app.table.layout import BOTTOM_Y, CENTRE_Y, DESIGN_H, MAIN_W, Layout
from siege_desktop.app.table.log import LogPanel
from siege_desktop.app.table.paint import GLOW, Painter
from siege_desktop.app.table.pickers import DiscardPicker, Picker, ReplacePicker, WrapPicker
from siege_desktop.app.table.seats import draw_plate, gift_rects
from siege_desktop.app.table.targets import Hot, Offers
from siege_desktop.app.table.track import draw_track
from siege_desktop.app.table.undo import UndoTrail
from siege_desktop.app.table.view import View, choose_view, human_seats
from siege_desktop.engine import (
    Action,
    Build,
    CallTime,
    Claim,
    Event,
    GameState,
    Pass,
    Phase,
    PlayLand,
    Recycle,
    SkipLand,
    Steal,
    Wrap,
    legal_actions,
    tap_preview,
    why_illegal,
)
from siege_desktop.engine.cards import LAND_NAMES
from siege_desktop.engine.state import ZERO, Counts

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

CPU_STEP = 0.6  # seconds between shown CPU steps at animation speed 1.0
FADE = 0.2  # highlights fade in over this long
GAME_OVER_DELAY = 1.0
PICKING_KINDS = frozenset({"picker", "picker-confirm", "hand", "land", "button"})
HOVER_KINDS = frozenset({"display", "market", "steal", "own-gift", "hand", "picker", "button"})


class TableScene(Scene):
    opaque = True
    passes_input = False

    def __init__(self, app: App, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        humans = human_seats(session)
        self.humans = humans
        self.last_human: int | None = humans[0] if len(humans) == 1 else None
        self.cpu = CpuSeats(session.seed, tuple(s.kind for s in session.seats))
        self.generation = 0  # bumped when the session is rebuilt (undo), to drop stale CPU work
        self.undo_trail = UndoTrail()
        self.animator = Animator()
        self.log = LogPanel()
        self.picker: Picker | None = None
        self.picker_key: object = None
        self.hover: Hot | None = None
        self.mouse: tuple[int, int] = (-1, -1)
        self.pinned: int | None = None  # a plate enlarged by a click
        self.help = False
        self.wait = 0.0
        self.skip_cpu = False
        self.fade = 0.0
        self.glow = 0.0
        self.over_timer = 0.0
        self.over_shown = False
        self.handoff_open = False
        self.clock = 0.0
        self._painter: Painter | None = None
        self.layers = Layers()
        self._layout: Layout | None = None
        self._legal_for: GameState | None = None
        self._legal: tuple[Action, ...] = ()
        self._hot_key: object = None
        self._hots: list[tuple[pygame.Rect, Hot]] = []
        self._tip_key: object = None
        self._tip: list[str] = []

    # ------------------------------------------------------------------ life cycle
    def enter(self) -> None:
        self._maybe_handoff()

    def leave(self) -> None:
        self.cpu.shutdown()

    # ------------------------------------------------------------------ model helpers
    @property
    def state(self) -> GameState:
        return self.session.state

    def view(self) -> View:
        return choose_view(self.session, self.last_human)

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
        if human and new_step:
            self.undo_trail.before(self.session)
        events = self.session.play(action)
        if human:
            self.undo_trail.after(self.session, events, seat)
        self.app.autosave(self.session)
        layout = self.layout()
        view = self.view()

        def where(what: str, at: int, item: int) -> pygame.Rect | None:
            return self._where(layout, view, what, at, item)

        self.animator.on_events(events, where, self.speed)
        self.log.scroll = 0
        self.fade = 0.0
        self.wait = CPU_STEP / self.speed
        if self.state.seat != seat or self.state.phase is not Phase.DISCARD:
            self.picker = None
        if self.state.seat in self.humans:
            self.skip_cpu = False
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

    def undo(self) -> bool:
        if not self.human_to_act() or not self.undo_trail.can_undo(self.session):
            return False
        self.session = self.undo_trail.undo(self.session)
        self.generation += 1
        self.picker = None
        self.animator.clear()
        self.log.clear()
        self.app.autosave(self.session)
        return True

    @property
    def speed(self) -> float:
        try:
            return max(0.25, min(4.0, float(self.app.settings.animation_speed)))
        except (AttributeError, TypeError, ValueError):
            return 1.0

    def _maybe_handoff(self) -> None:
        """Before a different human is shown in pass-and-play, hide the table until confirmed."""
        s = self.state
        if (
            len(self.humans) > 1
            and s.phase is not Phase.OVER
            and s.seat in self.humans
            and s.seat != self.last_human
            and not self.handoff_open
        ):
            seat = s.seat
            self.handoff_open = True

            def ready() -> None:
                self.handoff_open = False
                self.last_human = seat
                self.undo_trail.reset(seat)
                self.fade = 0.0

            self.app.push(HandoffScene(self.app, self.session.seats[seat].name, ready))

    # ------------------------------------------------------------------ per frame
    def update(self, dt: float) -> None:
        self.animator.update(dt)
        self.fade = min(1.0, self.fade + dt / FADE)
        self.glow = min(1.0, self.glow + dt / 0.3)
        s = self.state
        if s.phase is Phase.OVER:
            self.over_timer += dt
            if (
                not self.over_shown
                and self.over_timer >= GAME_OVER_DELAY / self.speed
                and not self.animator.busy
            ):
                self.over_shown = True
                self.app.push(GameOverScene(self.app, self.session))
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
        key = (self.generation, len(self.session.actions))
        self.cpu.request(s, key)
        if self.skip_cpu:
            self.wait = 0.0
        else:
            self.wait -= dt
        if self.wait <= 0:
            action = self.cpu.result(key)
            if action is not None:
                self.play(action, human=False)

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

    def painter(self) -> Painter:
        self.layout()
        assert self._painter is not None
        return self._painter

    def hotspots(self) -> list[tuple[pygame.Rect, Hot]]:
        layout = self.layout()
        view = self.view()
        big = self.enlarged()
        key = (self.state, layout.size, view, id(self.picker), self.help, big)
        if key != self._hot_key:
            s = self.state
            hots: list[tuple[pygame.Rect, Hot]] = []
            for seat, rect in layout.plates():
                if seat == big:
                    # The enlarged plate lies over the centre: it takes the clicks there.
                    er = layout.enlarged_plate(rect)
                    cells = gift_rects(er, len(s.areas[seat]), layout.scale * er.w / rect.w)
                    for (g, _), r in zip(s.areas[seat], cells, strict=False):
                        hots.append((r, Hot("steal", seat, g)))
                    hots.append((er, Hot("plate", seat)))
            if self.picker is not None:
                hots += [
                    (r, Hot("picker", i)) for i, r in enumerate(self.picker.option_rects(layout))
                ]
                hots.append((self.picker.confirm_rect(layout), Hot("picker-confirm")))
                hots.append((layout.centre(), Hot("picker-panel")))
            hots += actionbar.hotspots(layout, self.buttons())
            hots += hand.hotspots(layout, s, view)
            hots += [(layout.log(), Hot("log"))]
            hots += display.hotspots(layout, s)
            u = layout.scale
            for seat, rect in layout.plates():
                for (g, _), r in zip(
                    s.areas[seat], gift_rects(rect, len(s.areas[seat]), u), strict=False
                ):
                    hots.append((r, Hot("steal", seat, g)))
                hots.append((rect, Hot("plate", seat)))
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
        return hover.index if hover is not None and hover.kind == "plate" else None

    def hit(self, pos: tuple[int, int]) -> Hot | None:
        for rect, hot in self.hotspots():
            if rect.collidepoint(pos):
                return hot
        return None

    def _where(
        self, layout: Layout, view: View, what: str, seat: int, item: int
    ) -> pygame.Rect | None:
        """Where a piece is drawn, for animations (see `animation.Locator`)."""
        s = self.state
        if what == "deck":
            return layout.deck()
        if what == "discard":
            return layout.discard()
        if what == "supply":
            r = layout.supply()
            return pygame.Rect(
                r.centerx - layout.px(22), r.y + layout.px(20), layout.px(44), layout.px(44)
            )
        if what == "slot":
            slots = layout.display_slots(len(s.display))
            if 0 <= item < len(slots):
                r = slots[item]
                return pygame.Rect(
                    r.x + layout.px(11),
                    r.y + layout.px(6),
                    r.w - layout.px(22),
                    r.w - layout.px(22),
                )
            return None
        if what == "market":
            return layout.market()[item]
        if seat == view.bottom:
            if what == "hand":
                rects = layout.hand_rects(max(1, sum(s.hands[seat])))
                return rects[-1]
            if what == "lands":
                rects = [
                    r
                    for c, t, r in layout.land_rects(s.lands[seat], s.tapped[seat])
                    if c == item and not t
                ]
                return rects[-1] if rects else layout.rect(560, 440, 54, 76)
            if what == "gifts":
                cells = layout.gift_cells(len(s.areas[seat]))
                for (g, _), r in zip(s.areas[seat], cells, strict=True):
                    if g == item:
                        return r
                return cells[-1] if cells else layout.bottom_gifts()
            if what == "buildings":
                return layout.building_slots()[max(0, len(s.buildings[seat]) - 1)]
            return None
        for plate_seat, rect in layout.plates():
            if plate_seat == seat:
                if what == "gifts":
                    cells = gift_rects(rect, len(s.areas[seat]), layout.scale)
                    for (g, _), r in zip(s.areas[seat], cells, strict=False):
                        if g == item:
                            return r
                    return pygame.Rect(
                        rect.centerx - layout.px(12), rect.centery, layout.px(24), layout.px(24)
                    )
                if what == "buildings":
                    return pygame.Rect(
                        rect.centerx - layout.px(30),
                        rect.centery - layout.px(22),
                        layout.px(60),
                        layout.px(44),
                    )
                return pygame.Rect(
                    rect.centerx - layout.px(15),
                    rect.centery - layout.px(21),
                    layout.px(30),
                    layout.px(42),
                )
        return None

    # ------------------------------------------------------------------ the action bar
    def buttons(self) -> list[Button]:
        s = self.state
        out: list[Button] = []
        if s.phase is Phase.OVER:
            return out
        if not self.human_to_act():
            out.append(
                Button(
                    "ahead", "Skip ahead", "Tab", not self.skip_cpu, "Already skipping ahead", True
                )
            )
            out.append(Button("help", "Help", "F1"))
            return out
        if isinstance(self.picker, DiscardPicker):
            ready = sum(self.picker.chosen) == self.picker.pending
            out.append(
                Button(
                    "confirm",
                    "Confirm discard",
                    "Enter",
                    ready,
                    f"Pick {self.picker.pending} land(s) first",
                    True,
                )
            )
        elif self.picker is not None:
            out.append(Button("cancel", "Cancel", "Esc"))
        elif s.phase is Phase.LAND:
            out.append(Button("skip", "Skip land", "S", True, None, True))
        elif s.phase is Phase.ACTION:
            why = why_illegal(s, Recycle())
            out.append(Button("recycle", "Recycle", "R", why is None, f"Cannot recycle: {why}"))
            why = why_illegal(s, Pass())
            out.append(
                Button(
                    "pass",
                    "Pass",
                    "P",
                    why is None,
                    "Pass is only for when no main action is possible",
                )
            )
        can = self.undo_trail.can_undo(self.session)
        out.append(Button("undo", "Undo", "U", can, None if can else self.undo_trail.why_not()))
        out.append(Button("help", "Help", "F1"))
        return out

    def hint(self) -> str:
        s = self.state
        name = self.session.seats[s.seat].name
        if s.phase is Phase.OVER:
            return "The game is over."
        if not self.human_to_act():
            if s.seat in self.humans:
                return f"Waiting for {name}."
            return f"{name} is thinking… Tab skips ahead."
        if isinstance(self.picker, WrapPicker):
            return "Choose the land to discard for the wrap."
        if isinstance(self.picker, ReplacePicker):
            return "Choose the building to replace."
        if s.phase is Phase.LAND:
            return "Play a land: click one in your hand (keys 1–5), or skip (S)."
        if s.phase is Phase.DISCARD:
            return f"Discard {s.pending} land(s): click them in your hand, then confirm."
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
        s = self.state
        if button_id == "help":
            self.help = not self.help
            return True
        if button_id == "ahead":
            self.skip_cpu = True
            return True
        if not self.human_to_act():
            return False
        if button_id == "skip":
            return self.play_human([SkipLand()])
        if button_id == "recycle":
            return self.play_human([Recycle()])
        if button_id == "pass":
            return self.play_human([Pass()])
        if button_id == "undo":
            return self.undo()
        if button_id == "confirm" and self.picker is not None:
            actions = self.picker.confirm(s)
            if actions is None:
                self.app.toast("Those lands cannot pay this discard.")
                return False
            return self.play_human(actions)
        if button_id == "cancel":
            self.picker = None
            return True
        return False

    # ------------------------------------------------------------------ input
    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Motion):
            self.mouse = intent.pos
            self.hover = self.hit(intent.pos)
            return True
        if isinstance(intent, Resize):
            self._layout = None
            self._hot_key = None
            return False
        if isinstance(intent, Wheel):
            if self.layout().log().collidepoint(self.mouse):
                self.log.on_wheel(intent.dy)
            return True
        if isinstance(intent, Click):
            self.mouse = intent.pos
            if self.help:
                self.help = False
                return True
            hot = self.hit(intent.pos)
            self.hover = hot
            if intent.button == 3:
                if hot is not None and hot.kind == "picker" and self.picker is not None:
                    self.picker.unpick(hot.index)
                return True
            if intent.button == 1 and hot is not None:
                self.click(hot)
            return True
        if isinstance(intent, Key):
            return self.key(intent)
        return False

    def click(self, hot: Hot) -> None:
        s = self.state
        if hot.kind == "button":
            buttons = self.buttons()
            if 0 <= hot.index < len(buttons):
                b = buttons[hot.index]
                if b.enabled:
                    self.press(b.id)
                elif b.why:
                    self.app.toast(b.why)
            return
        if hot.kind == "plate":
            self.pinned = None if self.pinned == hot.index else hot.index
            return
        if not self.human_to_act():
            return
        picker = self.picker
        if picker is not None:
            if hot.kind == "picker":
                actions = picker.pick(hot.index, s)
                if actions:
                    self.picker = None
                    self.play_human(actions)
            elif hot.kind == "picker-confirm":
                self.press("confirm")
            elif hot.kind == "hand" and isinstance(picker, DiscardPicker):
                cards = hand.hand_colours(s.hands[s.seat])
                later = sum(1 for d in cards[hot.index + 1 :] if d == hot.item)
                picker.toggle_card(hot.item, picker.chosen[hot.item] > later)
            elif hot.kind == "land" and isinstance(picker, WrapPicker):
                actions = picker.pick_colour(hot.item)
                if actions:
                    self.picker = None
                    self.play_human(actions)
            elif (
                hot.kind != "picker-panel"
                and picker.cancellable
                and not isinstance(picker, DiscardPicker)
            ):
                self.picker = None
            return
        if hot.kind == "hand" and s.phase is Phase.LAND:
            self.play_human([PlayLand(hot.item)])
        elif hot.kind == "display" and s.phase is Phase.ACTION:
            self.play_human([Claim(hot.item)])
        elif hot.kind == "steal" and s.phase is Phase.ACTION:
            self.play_human([Steal(hot.item)])
        elif hot.kind == "own-gift" and s.phase is Phase.ACTION and hot.index == s.seat:
            lands = s.lands[s.seat]
            options = [c for c in range(5) if lands[c]]
            why = (
                why_illegal(s, Wrap(hot.item, options[0]))
                if options
                else "you have no land in play to discard"
            )
            if why is not None:
                self.app.toast(f"Cannot wrap: {why}")
            else:
                self.picker = WrapPicker(s, hot.item)
        elif hot.kind == "market" and s.phase is Phase.ACTION:
            mine = s.buildings[s.seat]
            if len(mine) >= 2:
                why = why_illegal(s, Build(hot.item, mine[0]))
                if why is not None:
                    self.app.toast(f"Cannot build: {why}")
                else:
                    self.picker = ReplacePicker(s, hot.item)
            else:
                self.play_human([Build(hot.item)])
        elif hot.kind in ("display", "steal", "market", "own-gift") and s.phase is Phase.LAND:
            self.app.toast("First play a land or skip the land step (S).")

    def key(self, intent: Key) -> bool:
        k = intent.key
        s = self.state
        if k == pygame.K_F1:
            self.help = not self.help
            return True
        if k == pygame.K_ESCAPE:
            if self.help:
                self.help = False
                return True
            if self.picker is not None and not isinstance(self.picker, DiscardPicker):
                self.picker = None
                return True
            if isinstance(self.picker, DiscardPicker) and self.picker.cancellable:
                return self.undo()
            return False
        if k == pygame.K_TAB:
            if not self.human_to_act():
                self.skip_cpu = True
            return True
        if not self.human_to_act():
            return False
        if pygame.K_1 <= k <= pygame.K_5:
            c = k - pygame.K_1
            if isinstance(self.picker, DiscardPicker):
                self.picker.add(c)
            elif isinstance(self.picker, WrapPicker):
                actions = self.picker.pick_colour(c)
                if actions:
                    self.picker = None
                    self.play_human(actions)
            elif s.phase is Phase.LAND:
                if s.hands[s.seat][c]:
                    self.play_human([PlayLand(c)])
                else:
                    self.app.toast(f"You have no {LAND_NAMES[c]} in hand.")
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if isinstance(self.picker, DiscardPicker):
                self.press("confirm")
            return True
        if k == pygame.K_BACKSPACE and isinstance(self.picker, DiscardPicker):
            self.picker.chosen = [0] * 5
            return True
        letters = {
            pygame.K_s: "skip",
            pygame.K_r: "recycle",
            pygame.K_p: "pass",
            pygame.K_u: "undo",
        }
        if (k in letters and self.picker is None) or k == pygame.K_u:
            for b in self.buttons():
                if b.id == letters.get(k):
                    if b.enabled:
                        self.press(b.id)
                    elif b.why:
                        self.app.toast(b.why)
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        layout = self.layout()
        p = self.painter()
        s = self.state
        view = self.view()
        self.layers.begin(surface.get_size(), self.app.art.felt(surface.get_size()))
        self._draw_layer(p, layout, s, view)
        assert self.layers.base is not None
        surface.blit(self.layers.base, (0, 0))
        self._draw_overlays(p, surface, layout, s, view)

    def _draw_layer(self, p: Painter, layout: Layout, s: GameState, view: View) -> None:
        """The static regions, each keyed by exactly what it shows."""
        layers, session, none = self.layers, self.session, Offers()
        margin = layout.px(6)
        for i, (seat, rect) in enumerate(layout.plates()):
            acting = s.seat == seat
            key: object = (
                seat,
                rect,
                session.seats[seat],
                s.score(seat),
                sum(s.hands[seat]),
                s.lands[seat],
                s.tapped[seat],
                s.areas[seat],
                s.buildings[seat],
                acting,
                round(self.glow, 2) if acting else 1,
            )

            def plate(surf: pygame.Surface, seat: int = seat, rect: pygame.Rect = rect) -> None:
                on = s.seat == seat
                draw_plate(p, surf, session, seat, rect, layout.scale, on, self.glow)

            layers.region(f"plate{i}", rect.inflate(margin, margin), key, plate)
        picker = self.picker
        picker_key = None
        if picker is not None:
            chosen = tuple(picker.chosen) if isinstance(picker, DiscardPicker) else ()
            picker_key = (id(picker), chosen)
        centre = layout.rect(0, CENTRE_Y - 6, MAIN_W, BOTTOM_Y - CENTRE_Y + 4)
        key = (
            centre,
            s.display,
            len(s.deck),
            len(s.discard),
            s.discard[-1:],
            len(s.supply),
            s.buildings,
            picker_key,
        )

        def draw_centre(surf: pygame.Surface) -> None:
            display.draw_centre(p, surf, layout, session, none, 0.0, None)
            if picker is not None:
                picker.draw(p, surf, layout, s, -1)

        layers.region("centre", centre, key, draw_centre)
        b = view.bottom
        shows_hand = view.viewer == b
        selected = picker.selected() if isinstance(picker, DiscardPicker) else ZERO
        turning = self.animator.turn_progress(b)
        status = self.status()
        bottom = layout.rect(0, BOTTOM_Y - 2, MAIN_W, DESIGN_H - BOTTOM_Y + 2)
        key = (
            bottom,
            b,
            s.seat == b,
            session.seats[b],
            s.lands[b],
            s.tapped[b],
            s.areas[b],
            s.buildings[b],
            s.hands[b] if shows_hand else sum(s.hands[b]),
            shows_hand,
            status,
            selected,
            tuple(sorted((c, round(v, 3)) for c, v in turning.items())),
        )

        def draw_bottom(surf: pygame.Surface) -> None:
            hand.draw_bottom(
                p, surf, layout, session, view, none, 0.0, status, selected, None, turning
            )

        layers.region("bottom", bottom, key, draw_bottom)
        limit = s.config.round_limit
        drawing = self.animator.drawing
        key = (layout.track(), s.round, limit, s.seat, s.phase, s.ending, view.viewer, drawing)
        layers.region(
            "track",
            layout.track(),
            key,
            lambda surf: draw_track(p, surf, layout, session, view, drawing),
        )
        key = (layout.log(), self.generation, len(session.events), view.viewer, self.log.scroll)
        layers.region(
            "log",
            layout.log(),
            key,
            lambda surf: self.log.draw(p, surf, layout.log(), session.events, view.viewer),
        )
        buttons, hint = self.buttons(), self.hint()
        layers.region(
            "bar",
            layout.bar(),
            (layout.bar(), tuple(buttons), hint),
            lambda surf: actionbar.draw_bar(p, surf, layout, buttons, hint, None),
        )

    def lit(self) -> list[pygame.Rect]:
        """The targets of the legal actions, outlined (they fade in after each change)."""
        offers = self.offers()
        if offers == Offers():
            return []
        out = []
        for rect, hot in self.hotspots():
            k, item = hot.kind, hot.item
            if (
                (k == "display" and item in offers.claim)
                or (k == "market" and item in offers.build)
                or (k == "steal" and item in offers.steal)
                or (k == "own-gift" and item in offers.wrap)
                or (k == "hand" and item in offers.play)
            ):
                out.append(rect)
        return out

    def tap_preview(self, s: GameState) -> Counts | None:
        """The lands the hovered claim, steal or build would tap."""
        hover = self.hover
        if hover is None or not self.human_to_act() or s.phase is not Phase.ACTION:
            return None
        target: Action | None = None
        if hover.kind == "display":
            target = Claim(hover.item)
        elif hover.kind == "steal":
            target = Steal(hover.item)
        elif hover.kind == "market":
            mine = s.buildings[s.seat]
            # Whichever building it replaces, the cost is the same.
            target = Build(hover.item, mine[0]) if len(mine) >= 2 else Build(hover.item)
        if target is None or target not in self.legal():
            return None
        return tap_preview(s, target)

    def _draw_overlays(
        self, p: Painter, surface: pygame.Surface, layout: Layout, s: GameState, view: View
    ) -> None:
        hover = self.hover
        if self.picker is None and self.fade > 0:
            alpha = round(255 * self.fade)
            for rect in self.lit():
                grow = layout.px(4)
                p.panel(
                    surface, rect.inflate(grow, grow), (0, 0, 0, 0), (*GLOW, 255), 2.5, 7, alpha
                )
        if self.picker is not None and hover is not None and hover.kind not in PICKING_KINDS:
            hover = None
        if hover is not None and hover.kind in HOVER_KINDS:
            spot = self.hover_rect(hover)
            if spot is not None:
                p.panel(surface, spot, (255, 255, 255, 44), (255, 255, 255, 120), 1.5, 7)
        preview = self.tap_preview(s)
        if preview is not None:
            left = list(preview)
            for colour, tapped, r in layout.land_rects(s.lands[s.seat], s.tapped[s.seat]):
                if not tapped and left[colour] > 0:
                    left[colour] -= 1
                    grow = layout.px(4)
                    p.panel(surface, r.inflate(grow, grow), (255, 214, 102, 70), (*GLOW, 255), 2, 6)
        self.animator.draw(p, surface)
        big = self.enlarged()
        if big is not None:
            for seat, rect in layout.plates():
                if seat == big:
                    er = layout.enlarged_plate(rect)
                    u = layout.scale * er.w / rect.w
                    draw_plate(
                        p,
                        surface,
                        self.session,
                        seat,
                        er,
                        u,
                        s.seat == seat,
                        self.glow,
                        self.offers().steal,
                        opaque=True,
                    )
        # Over a picker, only what belongs to the choice explains itself.
        if self.picker is not None and hover is not None and hover.kind not in PICKING_KINDS:
            hover = None
        if hover is not None and not self.help:
            buttons = self.buttons()
            key = (hover, s, self.human_to_act(), tuple(buttons))
            if key != self._tip_key:
                self._tip_key = key
                self._tip = tooltips.lines_for(hover, s, self.human_to_act(), buttons)
            anchor = self.hover_rect(hover) or pygame.Rect(self.mouse, (1, 1))
            tooltips.draw_tooltip(p, surface, self._tip, anchor)
        if self.help:
            draw_help(p, surface, layout)

    def hover_rect(self, hover: Hot) -> pygame.Rect | None:
        for rect, hot in self.hotspots():
            if hot == hover:
                return (
                    rect.inflate(self.layout().px(6), self.layout().px(6))
                    if hot.kind == "picker"
                    else rect
                )
        return None
