"""The Siege table on the shared frame (`app.table.base.FrameScene`): the draft, setup and
a turn by mouse or keys (a unit chosen lights where it can go and whom it can hit; an
attack waits for Confirm under its preview), dice seen to fall, CPU turns one step at a
time at the CPU pace; pass-and-play handoffs, undo, the log and the game over from the
frame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

import attrs
import pygame

from siege_desktop.app.intents import Click, Intent, Key, Motion, Release, Wheel
from siege_desktop.app.session import GameSession
from siege_desktop.app.table.base import FrameScene
from siege_desktop.app.table.board import GridView, shortest_path
from siege_desktop.app.table.layers import Layers
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.pace import pace_factor, pace_of
from siege_desktop.core.words import acts, possessive
from siege_desktop.games.siege.rules.actions import (
    DRAW,
    END,
    Action,
    Attack,
    Draft,
    Move,
    Pick,
    Place,
    Summon,
)
from siege_desktop.games.siege.rules.data import (
    CENTRAL_TOWERS,
    IS_MOUNTAIN,
    NEIGHBOURS,
    SIEGE_TOWER,
    UNITS,
    square_name,
    unit_name,
)
from siege_desktop.games.siege.rules.data import MOVE as MOVES
from siege_desktop.games.siege.rules.moves import moves_allowed, reach
from siege_desktop.games.siege.rules.observation import Observation
from siege_desktop.games.siege.rules.state import (
    ATTACK,
    DRAFT,
    MOVE,
    SETUP,
    SUMMON,
    SiegeState,
)
from siege_desktop.games.siege.rules.state import (
    DRAW as DRAW_PHASE,
)
from siege_desktop.games.siege.ui import layout, pieces
from siege_desktop.games.siege.ui.card_spot import card_spot, draw_owner
from siege_desktop.games.siege.ui.dice_show import ROLL, DiceShow, strikes
from siege_desktop.games.siege.ui.draw import Drawer, grid_for
from siege_desktop.games.siege.ui.hint import SiegeSuggester
from siege_desktop.games.siege.ui.logtext import LogText
from siege_desktop.games.siege.ui.preview import preview
from siege_desktop.games.siege.ui.sounds import planner
from siege_desktop.games.siege.ui.table_hooks import SiegeUI
from siege_desktop.games.siege.ui.view import Button, Hotspot, SiegeView, Spot

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

#: Seconds a CPU step stays in view at the normal pace (an attack longer: its dice fall).
CPU_PACE: Final = 0.8
CPU_ATTACK_PACE: Final = 1.6
BANNER_TIME: Final = 2.5
#: How far (design pixels) the pointer goes with the button down before a press becomes a
#: drag: a hand that trembles while clicking still clicks.
DRAG_START: Final = 6
#: The table's regions, in the order their hotspots are looked up (last wins).
REGIONS: Final = ("board", "status", "centre", "detail", "bar", "log")


@attrs.define
class Drag:
    """A press that may become a drag: what it began on (`spot`), where, the unit kind it
    carries, whether it has moved past `DRAG_START`, and the choice the press's own click
    left (restored when the drag comes back to where it began)."""

    spot: Hotspot | None = None
    start: tuple[int, int] = (0, 0)
    unit: int | None = None
    moving: bool = False
    pressed: tuple[int | None, int | None] = (None, None)
    image: pygame.Surface | None = None  # the see-through marker under the pointer


class SiegeTableScene(FrameScene):
    def __init__(self, app: App, session: GameSession) -> None:
        super().__init__(app, session, SiegeUI())
        self.drawer = Drawer(app.art)
        self.dice = DiceShow()
        self.retold = LogText()
        self.selected: int | None = None  # the chosen unit's square
        self.chosen: int | None = None  # the chosen card kind (hand in Summon, drafted in setup)
        self.pending: Attack | None = None
        self.focus: int | None = None  # the keyboard's square
        self.pile_focus: int | None = None  # the keyboard's pile
        self.hover: Hotspot | None = None
        self.mouse = (0, 0)
        self.banner = ""
        self.big_banner = ""
        self.big_timer = 0.0
        self.banner_square: int | None = None
        self.turn_board: bool | None = None  # None: turned for a human North (T toggles)
        self.spots: list[tuple[pygame.Rect, Hotspot]] = []
        self._grid: GridView | None = None
        self._grid_size = (0, 0)
        self._view_key: object = None
        self._view: SiegeView | None = None
        self._cache_key: object = None  # None: redraw every region
        self.layers = Layers()
        self._region_spots: dict[str, list[tuple[pygame.Rect, Hotspot]]] = {}
        self._options_key: object = None
        self._options: dict[int, tuple[list[Action], list[Action], list[Action]]] = {}
        self.suggest = SiegeSuggester()  # Suggest a step (H), searched off the render thread
        self.drag = Drag()
        self.shown_card: pygame.Rect | None = None  # where the last frame drew a hovered card

    # --- the model ---------------------------------------------------------------------
    @property
    def state(self) -> SiegeState:
        state: SiegeState = self.session.state
        return state

    @property
    def viewer(self) -> int:
        """The seat whose side of the table shows: the human holding the screen."""
        if self.last_human is not None:
            return self.last_human
        return self.humans[0] if self.humans else 0

    @property
    def show_hand(self) -> bool:
        if self.is_over() and len(self.humans) > 1:
            return False
        return self.last_human is not None and not self.handoff_open

    @property
    def reader(self) -> int | None:
        return self.viewer if self.show_hand else None

    @property
    def turned(self) -> bool:
        """The board shows North at the bottom: for a human playing North (the Settings'
        "Turn the board for North"; T turns it either way for this game).

        Pass-and-play: the draft and setup pass the screen at every pick and placement with
        no handoff screen between, both players looking on, so the board stays put (South at
        the bottom) rather than spin twice a minute; from the first turn on each player gets
        the screen behind a handoff, and sees the board from their own side as on every turn
        of theirs after (each side's units always come from the bottom of their screen).
        """
        if self.turn_board is not None:
            return self.turn_board
        if not self.humans or not self.app.settings.turn_board:
            return False
        if len(self.humans) > 1 and self.state.phase in (DRAFT, SETUP):
            return False
        return self.viewer == 1

    def my_decision(self) -> bool:
        seat = self.to_act()
        return seat >= 0 and seat == self.last_human and not self.handoff_open

    def legal(self) -> tuple[Action, ...]:
        return tuple(self.rules.legal_actions(self.state)) if self.my_decision() else ()

    def grid(self) -> GridView:
        size = self.app.window.get_size()
        g = self._grid
        if g is None or g.turned != self.turned or self._grid_size != size:
            g = self._grid = grid_for(size, self.turned)
            self._grid_size = size
            hover = self.hover
            if hover is not None and hover[0] == Spot.SQUARE and hover[1] != self.focus:
                # The board turned (or the window changed) under a still pointer: it is over
                # another square now, and the tooltip and path must say that one.
                sq = g.square_at(self.mouse)
                self.hover = (Spot.SQUARE, sq) if sq is not None else None
                self._view_key = None
        return g

    # --- what a chosen unit can do (moves and attacks, also after ending earlier phases) --
    def options(self, sq: int) -> tuple[list[Action], list[Action], list[Action]]:
        """(ends, moves, attacks) for the unit on `sq`: the `end`s that take this turn to the
        Move phase, its moves there, and its attacks once the Attack phase comes (reached by
        ending each phase before it: `ends_before`). Worked out once per position."""
        key = (self.generation, len(self.session.actions))
        if key != self._options_key:
            self._options_key = key
            self._options = {}
        found = self._options.get(sq)
        if found is not None:
            return found
        state = self.state
        ends: list[Action] = []
        moves: list[Action] = []
        attacks: list[Action] = []
        s = state
        steps: list[Action] = []
        rules = self.rules
        while s.phase in (SUMMON, MOVE, ATTACK) and s.current == state.current:
            legal = rules.legal_actions(s)
            if s.phase == MOVE and not moves:
                moves = [a for a in legal if isinstance(a, Move) and a.frm == sq]
                ends = list(steps)
            if s.phase == ATTACK:
                attacks = [a for a in legal if isinstance(a, Attack) and a.frm == sq]
                break
            if END not in legal:
                break
            steps.append(END)
            s = rules.apply_unchecked(s, END)
        found = (ends, moves, attacks)
        self._options[sq] = found
        return found

    def ends_before(self, phase: str) -> list[Action]:
        """The `end`s that take this turn from its phase to `phase` (none if there), found
        by playing them on a copy: the engine skips a phase with nothing to do (Move, when
        no unit can move), so counting phases would end the turn by mistake."""
        state = self.state
        ends: list[Action] = []
        s = state
        while s.phase != phase and s.phase in (SUMMON, MOVE) and s.current == state.current:
            ends.append(END)
            s = self.rules.apply_unchecked(s, END)
        return ends if s.phase == phase and s.current == state.current else []

    # --- playing -------------------------------------------------------------------------
    def play(self, actions: Sequence[Action], human: bool = True) -> None:
        """Play one decision: one action, or the `end`s before a move or an attack and then
        it (undone together)."""
        before = self.state
        mover = self.to_act()
        events: list[Any] = []
        for i, action in enumerate(actions):
            events += self.record(action, human=human, new_step=i == 0)
        self.clear_choice(keep_card=human)
        self._after(events, before, mover, human)

    def _after(self, events: list[Any], before: SiegeState, mover: int, human: bool) -> None:
        rolls = strikes(events, before.board)
        if rolls:
            self.dice.start(rolls, float(self.app.settings.animation_speed))
        result = self.rules.outcome(self.state)
        winners = result.winners if result is not None else ()
        self.app.sound.on_events(events, self.humans, planner(winners))
        if not human:  # your own step needs no banner over the board you are looking at
            self._tower_banner(events, before, mover)
        if not human:
            shown = [e for e in events if e.kind not in ("turn", "end-phase")]
            name = self.session.seats[mover].name
            text = shown[0].text_for(self.reader) if shown else ""
            self.banner = text if not text or text.startswith(name) else f"{name}: {text}"
            pace = CPU_ATTACK_PACE if rolls else CPU_PACE
            self.wait = pace * pace_factor(self) / self.speed
        else:
            self.banner = ""
            if rolls:  # a CPU answering at once waits until the dice have landed
                self.wait = max(self.wait, (ROLL * len(rolls) + 0.3) / self.speed)
        self._view_key = None

    def _tower_banner(self, events: list[Any], before: SiegeState, mover: int) -> None:
        """A banner when a unit steps onto a tower (the siege tower above all)."""
        for e in events:
            if e.kind not in ("move", "summon") or not e.squares:
                continue
            to = e.squares[-1]
            name = self.session.seats[mover].name
            if to == SIEGE_TOWER[1 - mover]:
                rival = self.session.seats[1 - mover].name
                whose = possessive(rival, opening=False)
                self.big_banner = f"{acts(name, 'is')} on {whose} siege tower: 10 points next turn!"
                self.banner_square = to
                self.big_timer = BANNER_TIME * 1.5
            elif to in CENTRAL_TOWERS and before.board[to] is None:
                self.big_banner = f"{acts(name, 'takes')} the central tower {square_name(to)}"
                self.banner_square = to
                self.big_timer = BANNER_TIME

    def play_cpu(self, action: Any) -> None:
        self.play([action], human=False)
        self.app.needs_draw = True

    def after_undo(self) -> None:
        self.clear_choice()
        self.dice.clear()
        self.retold.clear()
        self.banner = ""
        self.big_banner = ""
        self._view_key = None
        self._cache_key = None
        self._options_key = None

    def _maybe_handoff(self) -> None:
        """The draft and setup hide nothing (every pick and placement is public, no hand
        is dealt yet): the screen passes between two humans without a handoff screen. From
        the first turn on, the frame's handoff hides each hand."""
        seat = self.to_act()
        if (
            self.state.phase in (DRAFT, SETUP)
            and len(self.humans) > 1
            and seat in self.humans
            and seat != self.last_human
            and not self.handoff_open
        ):
            self.last_human = seat
            self.undo_trail.reset(seat)
            self.on_handed(seat)
            return
        super()._maybe_handoff()

    def toast_keep_clear(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """The board: a toast across it hid the squares a refused drop is tried again on, so
        toasts stack beside it, over the panels."""
        return [grid_for(size, False).rect]

    def handoff_cover(self) -> str | None:
        return "siege/cover.svg"

    def on_handed(self, seat: int) -> None:
        self.clear_choice()
        self.dice.clear()
        self._view_key = None

    def clear_choice(self, keep_card: bool = False) -> None:
        """Drop the chosen unit and attack; `keep_card`: after a placement or a summon, the
        card kind stays chosen while another of it can go the same way."""
        self.selected = None
        self.pending = None
        state = self.state
        if not keep_card or self.chosen is None:
            self.chosen = None
        elif state.phase == SETUP:
            if self.chosen not in state.drafted[state.current]:
                self.chosen = None
        elif state.phase != SUMMON or self.chosen not in state.hands[state.current]:
            self.chosen = None
        self._view_key = None

    def log_events(self) -> Sequence[Any]:
        return self.retold.events(self.session.events)

    # --- the frame -----------------------------------------------------------------------
    def enter(self) -> None:
        self.save()

    def leave(self) -> None:
        super().leave()
        self.suggest.shutdown()

    def animating(self) -> bool:
        # A region the last frame left for later (layers.py spreads a busy frame's redraws)
        # must get its frame: an idle app draws none, and the bar or the log stayed stale
        # (a CPU's "thinking" over the player's own turn) until the pointer moved.
        if self.dice.busy or self.big_timer > 0 or self.suggest.animating() or self.layers.deferred:
            return True
        seat = self.to_act()
        if seat < 0:
            return not self.over_shown
        return not self.is_human(seat)

    def update(self, dt: float) -> None:
        self.dice.update(dt)
        self.suggest.update(self)
        if self.big_timer > 0:
            self.big_timer = max(0.0, self.big_timer - dt * self.speed)
        if self.is_over():
            self.step_over(dt, busy=self.dice.busy)
            return
        if self.handoff_open:
            return
        seat = self.to_act()
        if self.is_human(seat):
            self.skip_cpu = False
            if self.dice.busy and seat != self.last_human:
                return  # the roller sees the dice land before the screen is handed over
            self._maybe_handoff()
            return
        self.step_cpu(dt)

    # --- input ---------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Motion):
            self.mouse = intent.pos
            self.drag_motion(intent.pos)
            spot = self.spot_at(intent.pos)
            if spot != self.hover:
                self.hover = spot
                self._view_key = None
            return True
        if isinstance(intent, Click):
            self.drag = Drag()
            if intent.button == 3:
                self.clear_choice()
                return True
            spot = self.spot_at(intent.pos)
            if spot is not None:
                played = len(self.session.actions)
                self.click(spot)
                if intent.button == 1 and len(self.session.actions) == played:
                    self.drag_press(spot, intent.pos)  # (a press that played is a click)
            return True
        if isinstance(intent, Release):
            if intent.button == 1:
                self.drop(intent.pos)
            return True
        if isinstance(intent, Wheel):
            self.log.on_wheel(intent.dy)
            self._cache_key = None
            return True
        if isinstance(intent, Key):
            return self.key(intent.key)
        return False

    # --- drag and drop: a card of the hand or of setup onto a square, a unit to its goal ---
    def drag_press(self, spot: Hotspot, pos: tuple[int, int]) -> None:
        """The button went down on `spot` (and its click was played): a drag may start here
        if it is a card that can be placed or summoned, or a unit of the player's that can
        still move or attack."""
        if not self.my_decision():
            return
        state = self.state
        kind = spot[0]
        if (kind, state.phase) in ((Spot.DRAFTED, SETUP), (Spot.HAND, SUMMON)):
            self.drag = Drag(spot, pos, unit=spot[1])
        elif kind == Spot.SQUARE and state.phase in (SUMMON, MOVE, ATTACK):
            unit = state.board[spot[1]]
            if unit is not None and unit.owner == state.current:
                _, moves, attacks = self.options(spot[1])
                if moves or attacks:
                    self.drag = Drag(spot, pos, unit=unit.kind)
        if self.drag.spot is not None:
            self.drag.pressed = (self.selected, self.chosen)

    def drag_motion(self, pos: tuple[int, int]) -> None:
        """Past a few pixels from the press, the press is a drag: its card or unit is chosen
        (what it can reach lit, the path shown under the pointer) and follows the pointer."""
        d = self.drag
        if d.spot is None or d.moving:
            return
        limit = max(2, self.drawer.painter.px(DRAG_START))
        if abs(pos[0] - d.start[0]) <= limit and abs(pos[1] - d.start[1]) <= limit:
            return
        d.moving = True
        if d.spot[0] == Spot.SQUARE:
            self.selected, self.chosen = d.spot[1], None
        else:
            self.chosen, self.selected = d.spot[1], None
        self.pending = None
        self._view_key = None

    def drop(self, pos: tuple[int, int]) -> None:
        """The button came up: a drag plays what a click on the square under it would (a
        placement, a summon, a move; an attack waits for Confirm as after a click). Let go
        where it began, it was a click (already played on the press); let go anywhere
        else that takes nothing, nothing happens and a toast says why."""
        d, self.drag = self.drag, Drag()
        if d.spot is None or not d.moving or not self.my_decision():
            return
        self._view_key = None
        here = self.spot_at(pos)
        if here is not None and tuple(here) == tuple(d.spot):
            self.selected, self.chosen = d.pressed  # where it began: the press's click stands
            return
        sq = here[1] if here is not None and here[0] == Spot.SQUARE else None
        if sq is not None and sq in self.view().lit | self.view().also:
            self.square(sq, self.legal())
            return
        name = unit_name(d.unit) if d.unit is not None else "unit"
        where = (
            "a lit square of your zone"
            if d.spot[0] != Spot.SQUARE
            else "a lit square (green to move, red to attack)"
        )
        self.app.toast(f"The {name} cannot go there: drop it on {where}.", 3.0)

    def spot_at(self, pos: tuple[int, int]) -> Hotspot | None:
        for rect, spot in reversed(self.spots):
            if rect.collidepoint(pos):
                return spot
        sq = self.grid().square_at(pos)
        return (Spot.SQUARE, sq) if sq is not None else None

    def key(self, key: int) -> bool:
        if self.frame_key(key):
            return True
        names = {
            pygame.K_d: "draw",
            pygame.K_e: "end",
            pygame.K_u: "undo",
            pygame.K_TAB: "skip",
            pygame.K_SPACE: "pause",
            pygame.K_n: "next",
            pygame.K_f: "pace",
            pygame.K_h: "suggest",
        }
        arrows = {
            pygame.K_LEFT: (-1, 0),
            pygame.K_RIGHT: (1, 0),
            pygame.K_UP: (0, -1),
            pygame.K_DOWN: (0, 1),
        }
        if key in arrows:
            self.arrow(*arrows[key])
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.enter_key()
            return True
        if key == pygame.K_ESCAPE and (
            self.selected is not None or self.pending is not None or self.chosen is not None
        ):
            self.clear_choice()
            return True
        if key == pygame.K_t:
            self.turn_board = not self.turned
            self._view_key = None
            return True
        if pygame.K_1 <= key <= pygame.K_9:
            return self.number(key - pygame.K_1)
        name = names.get(key)
        if name is None:
            return False
        self.click((Spot.BUTTON, name))
        return True

    def choices(self) -> list[Hotspot]:
        """The cards or piles the number keys and the arrows pick among, in panel order."""
        return [s for _, s in self.spots if s[0] in (Spot.PILE, Spot.HAND, Spot.DRAFTED)]

    def number(self, i: int) -> bool:
        found = self.choices()
        if 0 <= i < len(found):
            self.click(found[i])
            return True
        return False

    def arrow(self, dx: int, dy: int) -> None:
        """Arrows move over the piles in a draft, else over the squares."""
        if self.state.phase == DRAFT:
            piles = [s[1] for s in self.choices() if s[0] == Spot.PILE]
            if piles:
                at = piles.index(self.pile_focus) if self.pile_focus in piles else -1
                step = dx + 4 * dy
                self.pile_focus = piles[(at + step) % len(piles)] if at >= 0 else piles[0]
        else:
            if self.focus is None:
                self.focus = (
                    self.selected if self.selected is not None else SIEGE_TOWER[self.viewer]
                )
            else:
                self.focus = self.grid().step(self.focus, dx, dy)
            self.hover = (Spot.SQUARE, self.focus)
        self._view_key = None

    def enter_key(self) -> None:
        if self.pending is not None and (self.focus is None or self.focus == self.pending.to):
            self.click((Spot.BUTTON, "confirm"))
        elif self.state.phase == DRAFT and self.pile_focus is not None:
            self.click((Spot.PILE, self.pile_focus))
        elif self.focus is not None:
            self.click((Spot.SQUARE, self.focus))

    def click(self, spot: Hotspot) -> None:
        """One decision by click (also what keys and tests post, through `handle`)."""
        kind = spot[0]
        self._view_key = None
        if kind == Spot.BUTTON:
            self.button(spot[1])
            return
        legal = self.legal()
        if not legal:
            return
        if kind == Spot.PILE:
            k = spot[1]
            if Pick(k) in legal:
                self.play([Pick(k)])
            elif Draft(k) in legal:
                self.play([Draft(k)])
        elif kind in (Spot.HAND, Spot.DRAFTED):
            self.chosen = None if self.chosen == spot[1] else spot[1]
            self.selected = self.pending = None
        elif kind == Spot.SQUARE:
            self.square(spot[1], legal)

    def square(self, sq: int, legal: tuple[Action, ...]) -> None:
        state = self.state
        phase = state.phase
        if phase == SETUP:
            if self.chosen is None and len(set(state.drafted[state.current])) == 1:
                self.chosen = state.drafted[state.current][0]
            if self.chosen is not None and Place(self.chosen, sq) in legal:
                self.play([Place(self.chosen, sq)])
            return
        if phase == SUMMON and self.chosen is not None and Summon(self.chosen, sq) in legal:
            self.play([Summon(self.chosen, sq)])
            return
        if self.pending is not None and self.pending.to == sq:
            self.confirm()
            return
        unit = state.board[sq]
        if self.selected is not None:
            ends, moves, attacks = self.options(self.selected)
            move = Move(self.selected, sq)
            if move in moves:
                self.play([*ends, move])
                return
            attack = Attack(self.selected, sq)
            if attack in attacks:
                self.pending = attack
                self.focus = sq if self.focus is not None else None
                return
        if unit is not None and unit.owner == state.current and phase in (SUMMON, MOVE, ATTACK):
            _, moves, attacks = self.options(sq)
            if moves or attacks:
                self.selected = None if self.selected == sq else sq
                self.pending = None
                self.chosen = None
                return
        self.selected = self.pending = None

    def confirm(self) -> None:
        if self.pending is None or not self.my_decision():
            return
        attack = self.pending
        ends = self.ends_before(ATTACK)
        if self.state.phase != ATTACK and not ends:
            self.clear_choice()  # the attack cannot come this turn any more
            return
        self.play([*ends, attack])

    def button(self, name: str) -> None:
        if self.frame_button(name):
            return
        if name == "cancel":
            self.clear_choice()
            return
        if name == "confirm":
            self.confirm()
            return
        if name == "suggest":
            self.suggest.ask(self)
            return
        legal = self.legal()
        if name == "draw" and DRAW in legal:
            self.play([DRAW])
        elif name == "end" and END in legal:
            self.play([END])

    def view_changed(self) -> None:
        self._view_key = None

    # --- the view ------------------------------------------------------------------------
    def view(self) -> SiegeView:
        key = (
            self.generation,
            len(self.session.actions),
            self.selected,
            self.chosen,
            self.pending,
            self.focus,
            self.pile_focus,
            # The pointer matters to the view only for the path of a chosen unit's move.
            self.hover if self.selected is not None else None,
            self.viewer,
            self.show_hand,
            self.handoff_open,
            self.turned,
            self.banner,
            self.paused,
            self.skip_cpu,
            pace_of(self),
            self.undo_trail.can_undo(self.session),
            self.suggest.hint,
            self.suggest.thinking,
        )
        if key == self._view_key and self._view is not None:
            return self._view
        self._view = self._build_view()
        self._view_key = key
        return self._view

    def _build_view(self) -> SiegeView:
        state = self.state
        viewer = self.viewer
        obs: Observation = self.rules.observation(state, viewer)
        names = tuple(s.name for s in self.session.seats)
        kinds = tuple(s.kind for s in self.session.seats)
        legal = self.legal()
        deciding = bool(legal)
        lit: set[int] = set()
        also: set[int] = set()
        lit_as = ""
        path: tuple[int, ...] = ()
        buttons: list[Button] = []
        prompt = ""
        shown: tuple[str, ...] = ()
        pickable: frozenset[int] = frozenset()
        phase = state.phase
        if deciding:
            if phase == DRAFT:
                pickable = frozenset(a.kind for a in legal if isinstance(a, Pick))
                prompt = "Your pick: click a pile (or ← → and Enter, or 1-9)."
            elif phase == SETUP:
                if self.chosen is None and len(set(state.drafted[state.current])) == 1:
                    self.chosen = state.drafted[state.current][0]
                if self.chosen is not None:
                    lit = {a.to for a in legal if isinstance(a, Place) and a.kind == self.chosen}
                    lit_as = "zone"
                    prompt = (
                        f"Place your {unit_name(self.chosen)}: click a lit square of your zone."
                    )
                else:
                    prompt = "Choose a unit to place (click its tile), then a lit square."
            elif phase == DRAW_PHASE:
                pickable = frozenset(a.kind for a in legal if isinstance(a, Draft))
                prompt = (
                    "Draw to 5 cards, or draft a card from a pile (draw to 4; 3 summon points)."
                )
                buttons.append(Button("draw", "Draw to 5", True, "D"))
            else:
                if phase == SUMMON and self.chosen is not None:
                    lit = {a.to for a in legal if isinstance(a, Summon) and a.kind == self.chosen}
                    lit_as = "zone"
                    prompt = (
                        f"Summon your {unit_name(self.chosen)}: click a lit square of your zone."
                    )
                elif self.selected is not None:
                    ends, moves, attacks = self.options(self.selected)
                    unit = state.board[self.selected]
                    lit = {a.to for a in moves if isinstance(a, Move)}
                    targets = {a.to for a in attacks if isinstance(a, Attack)}
                    if lit:
                        lit_as = "move"
                        also = targets
                    else:
                        lit, lit_as = targets, "attack"
                    name = unit_name(unit.kind) if unit is not None else "unit"
                    prompt = (
                        f"{name}: click a lit square to move"
                        if moves
                        else f"{name}: click a red target"
                    )
                    if moves and targets:
                        prompt += ", or a red square to attack"
                    if moves and ends:
                        prompt += " (summoning ends)"
                    prompt += "."
                    hover = self.hover
                    if (
                        hover is not None
                        and hover[0] == Spot.SQUARE
                        and hover[1] in lit
                        and lit_as == "move"
                    ):
                        path = tuple(self._path(self.selected, hover[1]))
                elif phase == SUMMON:
                    prompt = "Summon: choose a card from your hand, or click a unit to move it."
                elif phase == MOVE:
                    prompt = (
                        f"Move: click a unit (up to {moves_allowed(state)} units), "
                        "or End moving to attack."
                    )
                else:
                    prompt = "Attack: click a unit, then a red target. End the turn when done."
                if self.pending is not None:
                    pv = preview(state.board, self.pending.frm, self.pending.to)
                    shown = pv.lines
                    prompt = "Confirm the attack (Enter, or click the target again); Esc cancels."
                    buttons.append(Button("confirm", "Attack!", True, "Enter"))
                    buttons.append(Button("cancel", "Cancel", False, "Esc"))
                label = {SUMMON: "End summoning", MOVE: "End moving", ATTACK: "End turn"}[phase]
                buttons.append(Button("end", label, self.pending is None and not lit, "E"))
        elif not self.is_over():
            seat = self.to_act()
            if seat >= 0 and not self.is_human(seat):
                prompt = f"{names[seat]} is thinking…"
                if self.paused:
                    prompt = f"Paused before {names[seat]}'s step: N plays it, Space resumes."
                skip = "Normal pace" if self.skip_cpu else "Skip ahead"
                buttons.append(Button("skip", skip, False, "Tab"))
                buttons.append(
                    Button("pause", "Resume" if self.paused else "Pause", False, "Space")
                )
                if self.paused:
                    buttons.append(Button("next", "Next move", True, "N"))
                else:
                    buttons.append(Button("pace", f"Pace: {pace_of(self)}", False, "F"))
        else:
            prompt = "The game is over."
        hint_text, hint_squares, hint_pile = self.suggest.display(self)
        if deciding:
            buttons += self.suggest.buttons(self)
        if hint_text:
            prompt = hint_text
        if self.undo_trail.can_undo(self.session) and not self.handoff_open:
            buttons.append(Button("undo", "Undo", False, "U"))
        last: tuple[int, ...] = ()
        for e in reversed(self.session.events):
            if e.kind == "move" and len(e.squares) == 2:
                last = tuple(self._path(e.squares[0], e.squares[1], e.squares[1])) or ()
                break
            if e.kind in ("turn",):
                break
        return SiegeView(
            obs=obs,
            names=names,
            kinds=kinds,
            viewer=viewer,
            show_hand=self.show_hand,
            turned=self.turned,
            deciding=deciding,
            lit=frozenset(lit),
            lit_as=lit_as,
            also=frozenset(also),
            path=path,
            selected=self.selected,
            chosen=self.chosen,
            pending=(self.pending.frm, self.pending.to) if self.pending is not None else None,
            preview=shown,
            focus=self.focus,
            pile_focus=self.pile_focus,
            buttons=tuple(buttons),
            prompt=prompt,
            banner=self.banner,
            last_move=last,
            threat=self._threat(obs, viewer),
            pickable=pickable,
            hint_squares=hint_squares,
            hint_pile=hint_pile,
        )

    def _path(self, frm: int, to: int, at: int | None = None) -> list[int]:
        """A shortest way for the unit on `at` (by default `frm`) from `frm` to `to`: through
        friends, around mountains and enemies (ruling 14; the path drawn, never checked)."""
        board = self.state.board
        unit = board[frm if at is None else at]
        if unit is None:
            return []
        passable = [
            not IS_MOUNTAIN[i] and (b is None or b.owner == unit.owner) for i, b in enumerate(board)
        ]
        return shortest_path(frm, to, NEIGHBOURS, passable)

    def _threat(self, obs: Observation, viewer: int) -> str:
        """The siege tower threat, unmistakable: an enemy on a siege tower, or one that can
        reach the viewer's siege tower on its next turn."""
        for seat in (0, 1):
            u = obs.board[SIEGE_TOWER[seat]]
            if u is not None and u.owner != seat:
                whose = possessive(self.session.seats[u.owner].name)
                where = square_name(SIEGE_TOWER[seat])
                return f"⚠ {whose} {unit_name(u.kind)} holds the siege tower {where}: 10 points!"
        if obs.phase in (DRAFT, SETUP):
            return ""
        tower = SIEGE_TOWER[viewer]
        if obs.board[tower] is None:
            for sq, u in enumerate(obs.board):
                if (
                    u is not None
                    and u.owner != viewer
                    and tower in reach(obs.board, sq, MOVES[u.kind])
                ):
                    return f"⚠ {unit_name(u.kind)} on {square_name(sq)} can reach your siege tower!"
        return ""

    # --- drawing -------------------------------------------------------------------------
    def _render(self, size: tuple[int, int]) -> SiegeView:
        """Redraw the regions of the table whose part of the view changed (layers.py): a
        CPU step touches the board, the panels and the log; a hover, nothing."""
        view = self.view()
        lay = Layout(size, ())
        d = self.drawer
        if d.painter.scale != lay.scale:
            d.painter.clear(lay.scale)
        grid = self.grid()
        layers = self.layers
        if self._cache_key is None:
            layers.invalidate()
            self._cache_key = True
        layers.begin(size, d.background(size, grid))
        obs = view.obs
        spots = self._region_spots

        def region(name: str, box: pygame.Rect, key: object, draw: Any) -> None:
            def paint(surface: pygame.Surface) -> None:
                spots[name] = draw(surface) or []

            layers.region(name, box, key, paint)

        board_key = (
            obs.board, obs.phase, obs.current, obs.moves, obs.attacks, view.lit, view.lit_as,
            view.also, view.path, view.selected, view.pending, view.focus, view.last_move,
            view.hint_squares,
        )  # fmt: skip
        region("board", grid.rect.inflate(lay.px(8), lay.px(8)), board_key,
               lambda s: d.board(s, grid, view))  # fmt: skip
        region("status", lay.rect(*layout.STATUS), (obs, view.threat, view.banner, view.names),
               lambda s: d.status(s, lay, view))  # fmt: skip
        centre_key = (obs, view.chosen, view.pile_focus, view.show_hand, view.deciding,
                      view.pickable, view.viewer, view.hint_pile)  # fmt: skip
        region("centre", lay.rect(*layout.CENTRE), centre_key, lambda s: d.centre(s, lay, view))
        region("detail", lay.rect(*layout.DETAIL), (obs, view.preview),
               lambda s: d.detail(s, lay, view))  # fmt: skip
        region("bar", lay.rect(*layout.BAR), (view.prompt, view.buttons),
               lambda s: d.bar(s, lay, view))  # fmt: skip
        log_key = (len(self.session.events), self.log.scroll, self.reader, self.generation)
        region("log", lay.rect(*layout.LOG), log_key, lambda s: self._draw_log(s, lay))
        self.spots = [spot for name in REGIONS for spot in spots.get(name, [])]
        return view

    def _draw_log(self, surface: pygame.Surface, lay: Layout) -> None:
        box = lay.rect(*layout.LOG)
        events = list(self.log_events())
        self.log.draw(self.drawer.painter, surface, box, events, self.reader, panel=False)

    def draw(self, surface: pygame.Surface) -> None:
        view = self._render(surface.get_size())
        assert self.layers.base is not None
        surface.blit(self.layers.base, (0, 0))
        lay = Layout(surface.get_size(), ())
        p = self.drawer.painter
        self.dice.draw(
            surface, p, lay, self.grid(), not view.preview and view.obs.phase not in (DRAFT, SETUP)
        )
        if self.big_timer > 0 and self.big_banner:
            g = self.grid()
            box = pygame.Rect(0, 0, g.rect.w - p.px(20), p.px(56))
            # A quarter of the way down, clear of the central towers' rank and of the
            # square the banner speaks of (a siege tower sits near an edge).
            at = g.centre(self.banner_square)[1] if self.banner_square is not None else 0
            top_half = at < g.rect.centery
            box.center = (g.rect.centerx, g.rect.y + g.rect.h * (3 if top_half else 1) // 4)
            if abs(at - g.rect.centery) < g.size:  # the central towers' rank
                box.centery = g.rect.y + g.rect.h // 4
            siege = "siege" in self.big_banner
            p.panel(
                surface,
                box,
                (60, 16, 16, 248) if siege else (24, 44, 34, 248),
                (*pieces.SIDE[0], 255),
                2,
                10,
            )
            p.text_box(
                surface,
                self.big_banner,
                15,
                box.inflate(-p.px(16), -p.px(8)),
                (255, 220, 200) if siege else (233, 196, 106),
                True,
                2,
                10,
            )
        if self.drag.moving:
            self._carried(surface)
        else:
            self._tooltip(surface, view, lay)

    def _carried(self, surface: pygame.Surface) -> None:
        """The dragged card's unit, or the dragged unit, under the pointer (see-through, so
        the square and its light show below it)."""
        d = self.drag
        if d.unit is None:
            return
        size = self.grid().size
        if d.image is None or d.image.get_width() != size:
            unit = self.state.board[d.spot[1]] if d.spot and d.spot[0] == Spot.SQUARE else None
            damage = unit.damage if unit is not None else 0
            d.image = pieces.marker(self.app.art, d.unit, self.state.current, damage, size).copy()
            d.image.set_alpha(200)
        surface.blit(d.image, d.image.get_rect(center=self.mouse))

    def _tooltip(self, surface: pygame.Surface, view: SiegeView, lay: Layout) -> None:
        """Hovering a unit shows its card and damage; hovering a pile or a hand card, its card."""
        self.shown_card = None
        spot = self.hover
        if spot is None:
            return
        kind: int | None = None
        damage = 0
        owner_line = ""
        if spot[0] == Spot.SQUARE:
            unit = view.obs.board[spot[1]]
            if unit is None:
                return
            kind, damage = unit.kind, unit.damage
            flags = [w for w, on in (("moved", unit.moved), ("attacked", unit.attacked)) if on]
            owner_line = (
                f"{possessive(view.names[unit.owner], standalone=True)}, on {square_name(spot[1])}"
                + (f" ({', '.join(flags)})" if flags else "")
            )
        elif spot[0] in (Spot.PILE, Spot.HAND, Spot.DRAFTED):
            kind = spot[1]
        if kind is None or not 0 <= kind < len(UNITS):
            return
        w, h = lay.px(layout.CARD[0]), lay.px(layout.CARD[1])
        img = pieces.card(self.app.art, kind, w, h, damage)
        grid = self.grid()
        if spot[0] == Spot.SQUARE:
            # Off the board: beside the pointer it hid the lit squares about to be clicked.
            box = card_spot(lay, grid, grid.cell(spot[1]).centery, (w, h))
        else:
            box = card_spot(lay, grid, self.mouse[1], (w, h), beside_board=False)
        surface.blit(img, box)
        self.shown_card = box
        if owner_line:
            draw_owner(surface, self.drawer.painter, lay, box, owner_line)
