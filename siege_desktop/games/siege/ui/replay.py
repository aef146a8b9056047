"""A finished Siege game in the replay viewer: each position drawn by the table's own `Drawer`
(the board, the race to 20, the hand of the seat at the bottom, the panels), the move of the
step traced on the board, the attack of the step ringed with its dice settled in the detail
panel (hits marked, as the table showed them fall), the log retold as the table tells it,
and the replay's step buttons where the table's buttons are."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import attrs
import pygame

from siege_desktop.app.intents import Intent, Key
from siege_desktop.app.replay.game_scene import GameReplayScene
from siege_desktop.app.replay.position import ReplayPosition, StepButton
from siege_desktop.app.summary import Timeline
from siege_desktop.app.table.board import shortest_path
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.log import LogPanel
from siege_desktop.app.theme import MUTED
from siege_desktop.core.protocol import GameEvent
from siege_desktop.core.words import YOU, agree, possessive
from siege_desktop.games.siege.rules.data import IS_MOUNTAIN, NEIGHBOURS, square_name, unit_name
from siege_desktop.games.siege.rules.events import Event
from siege_desktop.games.siege.rules.observation import observation
from siege_desktop.games.siege.rules.state import Board, SiegeState
from siege_desktop.games.siege.ui import layout, pieces
from siege_desktop.games.siege.ui.card_spot import card_spot, draw_owner
from siege_desktop.games.siege.ui.dice_show import ROLL, DiceShow, Strike, strikes
from siege_desktop.games.siege.ui.draw import Drawer, grid_for
from siege_desktop.games.siege.ui.logtext import LogText
from siege_desktop.games.siege.ui.view import Button, SiegeView, Spot

if TYPE_CHECKING:
    from siege_desktop.app.art import Art
    from siege_desktop.app.session import GameSession
    from siege_desktop.app.shell import App

DRAWN = "You draw "  # how the engine's private line of a draw begins
#: Why the game ended, in words (the state's `ending`).
ENDED = {
    "points": "the race to 20 is won",
    "rounds": "the round limit is reached",
    "stuck": "nobody has a unit or a card left",
}


@attrs.frozen
class StepShown:
    """What a step did, for the board: the move's path, the attack's squares and every
    strike of the latest attack of the turn so far (`fresh`: made by this very step)."""

    path: tuple[int, ...] = ()
    attack: tuple[int, int] | None = None
    rolls: tuple[Strike, ...] = ()
    fresh: bool = False


def move_path(board: Board, frm: int, to: int) -> tuple[int, ...]:
    """The way the unit took (one of the shortest: the rules never record the path)."""
    unit = board[frm]
    if unit is None:
        return ()
    passable = [
        not IS_MOUNTAIN[i] and (b is None or b.owner == unit.owner) for i, b in enumerate(board)
    ]
    return tuple(shortest_path(frm, to, NEIGHBOURS, passable))


def step_shown(line: Timeline, step: int) -> StepShown:
    """The move of `step` and the dice of the latest attack of its turn up to `step`."""
    if step <= 0:
        return StepShown()
    start = line.turns[line.turn_of(step)]
    path: tuple[int, ...] = ()
    # The step itself (its action may have ended the last turn), then the earlier actions
    # of this turn: those taken from positions at or after the turn's start.
    for k in (step, *range(step - 1, start, -1)):
        events = line.events[line.ends[k - 1] : line.ends[k]]
        rolls = strikes(events, line.states[k - 1].board)
        if k == step:
            move = next((e for e in events if e.kind == "move" and len(e.squares) == 2), None)
            if move is not None:
                path = move_path(line.states[k - 1].board, move.squares[0], move.squares[1])
        if rolls:
            first = rolls[0]
            return StepShown(path, (first.frm, first.to), tuple(rolls), k == step)
    return StepShown(path)


def private_told(event: Event) -> str:
    """A private line told to everyone, naming whose it is: "Ann draws 2 cards: Ember
    Soldier, Grey Medic." rather than "You draw ..."."""
    private = event.private_text or ""
    if private.startswith(DRAWN):
        return f"{event.text.rstrip('.')}: {private.removeprefix(DRAWN)}"
    return private


def told(events: Sequence[Any]) -> list[GameEvent]:
    """The log as the table retells it (strikes in one sentence), every private line told:
    the game is over."""
    out: list[GameEvent] = []
    for e in LogText().events(events):
        if isinstance(e, Event) and e.private_text is not None:
            e = attrs.evolve(e, text=private_told(e), private_text=None)
        out.append(e)
    return out


def replay_view(
    position: ReplayPosition, shown: StepShown, turned: bool | None = None
) -> SiegeView:
    """The table as a replay shows it: the bottom seat's hand face up, no choices, the
    step's move and attack on the board, the replay's buttons and where it is. `turned`:
    North at the bottom (by default when North is the bottom seat)."""
    state: SiegeState = position.state
    seat = position.seat
    banner = ""
    if position.result is not None:
        winners = " and ".join(position.names[w] for w in position.result.winners)
        verb = agree(winners if len(position.result.winners) == 1 else YOU, "wins")
        banner = f"{winners} {verb}: {ENDED.get(state.ending, state.ending)}."
    buttons = tuple(
        Button(b.id, b.label, b.primary and b.enabled, enabled=b.enabled) for b in position.buttons
    )
    return SiegeView(
        obs=observation(state, seat),
        names=position.names,
        kinds=position.kinds,
        viewer=seat,
        show_hand=True,
        turned=seat == 1 if turned is None else turned,
        deciding=False,
        pending=shown.attack if shown.fresh else None,
        buttons=buttons,
        prompt=position.note,
        banner=banner,
        last_move=shown.path,
        hand_owner=position.names[seat],
    )


class SiegeReplayBoard:
    """`app.replay.position.ReplayBoard` for Siege. Told the game's `Timeline` (by
    `SiegeReplayScene`), it shows each step's dice; each position is drawn once into a
    cached frame (a replay stands still between steps)."""

    def __init__(self, art: Art, line: Timeline | None = None) -> None:
        self.art = art
        self.drawer = Drawer(art)
        self.line = line
        self.log = LogPanel()
        self.dice = DiceShow()
        self._key: object = None
        self._frame: pygame.Surface | None = None
        self._spots: list[tuple[pygame.Rect, str]] = []
        #: The board turned for North (the viewer's choice, `SiegeReplayScene.turned`);
        #: None: turned whenever North is the bottom seat.
        self.turned: bool | None = None

    def shown(self, step: int) -> StepShown:
        return step_shown(self.line, step) if self.line is not None else StepShown()

    def events(self, position: ReplayPosition) -> list[GameEvent]:
        """The log up to this step: the game's own events when the timeline is known."""
        if self.line is None:
            return [Event("note", -1, text) for text in position.log]
        return told(self.line.events[: self.line.ends[position.step]])

    def draw(
        self, surface: pygame.Surface, position: ReplayPosition, mouse: tuple[int, int]
    ) -> list[tuple[pygame.Rect, str]]:
        shown = self.shown(position.step)
        view = replay_view(position, shown, self.turned)
        size = surface.get_size()
        key = (view, size, shown)
        if key != self._key or self._frame is None:
            self._paint(size, position, view, shown)
            self._key = key
        assert self._frame is not None
        surface.blit(self._frame, (0, 0))
        self._tooltip(surface, view, mouse)
        return self._spots

    def _paint(
        self, size: tuple[int, int], position: ReplayPosition, view: SiegeView, shown: StepShown
    ) -> None:
        if self._frame is None or self._frame.get_size() != size:
            self._frame = pygame.Surface(size).convert()
        frame = self._frame
        lay = Layout(size, ())
        d = self.drawer
        if d.painter.scale != lay.scale:
            d.painter.clear(lay.scale)
        grid = grid_for(size, view.turned)
        frame.blit(d.background(size, grid), (0, 0))
        d.board(frame, grid, view)
        d.status(frame, lay, view)
        d.centre(frame, lay, view)
        d.detail(frame, lay, view)
        spots = d.bar(frame, lay, view)
        self.log.draw(d.painter, frame, lay.rect(*layout.LOG), self.events(position), None, False)
        if shown.rolls and view.obs.phase not in ("draft", "setup"):
            # The dice as they settled at the table: long past their tumble and flash.
            self.dice.start(list(shown.rolls), 1.0)
            self.dice.update(ROLL * len(shown.rolls) + 60.0)
            self.dice.draw(frame, d.painter, lay, grid, True)
            if not shown.fresh:
                x, y, w, _ = layout.DETAIL
                d.painter.text(
                    frame,
                    "(earlier this turn)",
                    11,
                    lay.point(x + w - 10, y + 10),
                    MUTED,
                    anchor="topright",
                )
        self._spots = [(r, str(s[1])) for r, s in spots if s[0] == Spot.BUTTON]

    def _tooltip(self, surface: pygame.Surface, view: SiegeView, mouse: tuple[int, int]) -> None:
        """A unit under the pointer shows its card with its damage, as at the table."""
        grid = grid_for(surface.get_size(), view.turned)
        sq = grid.square_at(mouse)
        unit = view.obs.board[sq] if sq is not None else None
        if unit is None or sq is None:
            return
        lay = Layout(surface.get_size(), ())
        w, h = lay.px(layout.CARD[0]), lay.px(layout.CARD[1])
        img = pieces.card(self.art, unit.kind, w, h, unit.damage)
        box = card_spot(lay, grid, grid.cell(sq).centery, (w, h))  # off the board, as at the table
        surface.blit(img, box)
        line = f"{possessive(view.names[unit.owner])} {unit_name(unit.kind)}, on {square_name(sq)}"
        draw_owner(surface, self.drawer.painter, lay, box, line)


class SiegeReplayScene(GameReplayScene):
    """The shared replay viewer, its board told the whole game so each step shows its dice.

    The board is turned as at the table: for a North at the bottom when the Settings' "Turn
    the board for North" is on (a game against a CPU opens on the human's side); T (or the
    Turn board button) turns it either way, for whoever watches a pass-and-play game, until
    Tab shows the other seat."""

    def __init__(self, app: App, session: GameSession, step: int = 0) -> None:
        super().__init__(app, session, step)
        self.siege_board = SiegeReplayBoard(app.art, self.line)
        self.board = self.siege_board
        self.turn_board: bool | None = None  # None: the Settings' rule

    @property
    def turned(self) -> bool:
        if self.turn_board is not None:
            return self.turn_board
        return bool(self.app.settings.turn_board) and self.seat == 1

    def press(self, button_id: str) -> bool:
        if button_id == "turn":
            self.turn_board = not self.turned
            return True
        if button_id == "seat":
            self.turn_board = None  # the other seat's side, by the table's rule
        return super().press(button_id)

    def buttons(self) -> tuple[StepButton, ...]:
        # Back and Next share a row here (draw.PAIRED): half a row says "At the end" whole.
        short = {"back": "At the start", "next": "At the end"}
        shown = tuple(
            b if b.enabled or b.id not in short else attrs.evolve(b, label=short[b.id])
            for b in super().buttons()
        )
        return (*shown, StepButton("turn", "Turn board (T)"))

    def note(self) -> str:
        return super().note().replace(" · Esc closes", " · T turns the board · Esc closes")

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Key) and intent.key == pygame.K_t:
            return self.press("turn")
        return super().handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        self.siege_board.turned = self.turned
        super().draw(surface)
