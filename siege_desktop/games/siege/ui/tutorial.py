"""Siege's tutorial: a coached first game against an Easy rival. The real table scene plays a
real game (you start); a coach panel over the log column says what each moment asks, points
at the attack worth learning from (colour advantage, forest cover), explains a counterattack
when one answers you and a tower when you hold one, and ticks off what has been seen.

Nothing of the practice game is kept: no autosave (Continue), no history, no summary.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

import attrs
import pygame

from siege_desktop.app.intents import Click, Intent
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.theme import GOLD, MUTED, PAPER, SUCCESS
from siege_desktop.app.widgets import Face, draw_button
from siege_desktop.core.registry import find_game
from siege_desktop.games.siege.rules.actions import Attack
from siege_desktop.games.siege.rules.combat import need
from siege_desktop.games.siege.rules.data import (
    CENTRAL_TOWERS,
    COLOUR_MOD,
    IS_FOREST,
    SIEGE_TOWER,
    square_name,
    unit_name,
)
from siege_desktop.games.siege.rules.state import ATTACK, DRAFT, DRAW, MOVE, SETUP, SUMMON
from siege_desktop.games.siege.ui import layout
from siege_desktop.games.siege.ui.scene import SiegeTableScene
from siege_desktop.games.siege.ui.table_hooks import SiegeUI

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

GAME: Final = "siege"
HUMAN: Final = 0
ROUNDS: Final = 20
#: What the tutorial teaches, in order, as the checklist shows it.
TOPICS: Final = (
    ("draft", "The draft"),
    ("setup", "Placing units"),
    ("move", "Moving"),
    ("colour", "A colour-advantage attack"),
    ("forest", "An attack into forest"),
    ("counter", "A counterattack"),
    ("tower", "Holding a tower"),
)
TEXT: Final = {
    DRAFT: (
        "The draft",
        "Take turns picking one card from the open piles until each side has 15. Colours "
        "form a triangle: Red (flame) beats Green (leaf), Green beats Blue (wave), Blue beats "
        "Red; with the advantage you roll one die more. Hover a pile to read its card, then "
        "click it.",
    ),
    SETUP: (
        "Placing units",
        "Place four units near your siege tower (bottom): click one of your units in the "
        "middle panel, then a lit square of your zone. The other eleven become your deck.",
    ),
    DRAW: (
        "Draw",
        "Your turn begins: each tower you hold has just scored. Draw to 5 cards (D), or click "
        "a pile to draft one more card into your deck (you then have 3 summoning points).",
    ),
    SUMMON: (
        "Summon",
        "Click a card of your hand, then a lit square of your zone: each unit costs 1 of "
        "your points. End summoning (E) when done, or simply click a unit to move it.",
    ),
    MOVE: (
        "Move",
        "Click one of your units: it can go to the green squares (hover one for the path; "
        "mountains and enemies block it). Head for the central towers c8 and i8: one you "
        "hold at the start of your turn scores 1. Up to 5 units, once each.",
    ),
    ATTACK: (
        "Attack",
        "Click a unit, then a red target, and read the preview: one die per Attack point, "
        "hits on 4+, but 5+ against a unit in forest or with Shield. A target that lives "
        "strikes back if you are within its range. Attack! (Enter) rolls.",
    ),
}
RIVAL: Final = (
    "Your rival's turn",
    "Watch the board: each of its steps stays in view a moment (Space pauses, N plays "
    "the next one). Its dice fall in the panel under the middle.",
)
DONE: Final = (
    "You have seen it all",
    "Play this game to the end, or start a real one: New game on the title offers Easy, "
    "Medium and Hard rivals, or two players passing the laptop.",
)


def first_seed() -> int:
    """The first seed whose coin gives the player the first pick (and the first turn)."""
    rules = find_game(GAME).rules
    config = rules.default_config(2)
    return next(s for s in range(1, 1000) if rules.new_game(config, s).first == HUMAN)


def new_session() -> GameSession:
    rules = find_game(GAME).rules
    # "Player", not "You": the log and banners put a verb after the name.
    config = attrs.evolve(rules.default_config(2, ("Player", "Rival")), round_limit=ROUNDS)
    seats = (SeatSpec("Player", "human"), SeatSpec("Rival", "easy"))
    return GameSession(config, first_seed(), seats, game=GAME)


class TutorialUI(SiegeUI):
    """The practice game leaves nothing behind: no history, no summary."""

    has_summary = False
    keeps_history = False


def teaching_attack(scene: SiegeTableScene) -> tuple[Attack, str] | None:
    """The attack most worth a lesson now: colour advantage into forest, else either, with
    the sentence that points at it."""
    state = scene.state
    if state.phase not in (MOVE, ATTACK) or scene.to_act() != HUMAN:
        return None
    best: tuple[int, Attack] | None = None
    for sq in range(len(state.board)):
        unit = state.board[sq]
        if unit is None or unit.owner != HUMAN:
            continue
        for a in scene.options(sq)[2]:
            assert isinstance(a, Attack)
            target = state.board[a.to]
            assert target is not None
            score = 2 * (COLOUR_MOD[unit.kind][target.kind] > 0) + IS_FOREST[a.to]
            if score and (best is None or score > best[0]):
                best = (score, a)
    if best is None:
        return None
    a = best[1]
    att, tgt = state.board[a.frm], state.board[a.to]
    assert att is not None and tgt is not None
    parts = []
    if COLOUR_MOD[att.kind][tgt.kind] > 0:
        parts.append("its colour beats the target's: one die more")
    if IS_FOREST[a.to]:
        face = need(att.kind, tgt.kind, a.to)
        parts.append(f"the target stands in forest: each die needs {face}+")
    return a, (
        f"Try it: your {unit_name(att.kind)} on {square_name(a.frm)} against the "
        f"{unit_name(tgt.kind)} on {square_name(a.to)}; {'; '.join(parts)}."
    )


class SiegeTutorialScene(SiegeTableScene):
    def __init__(self, app: App) -> None:
        super().__init__(app, new_session())
        self.ui = TutorialUI()
        self.undo_trail.ui = self.ui
        self.seen: set[str] = set()
        self.note = ""  # what just happened, explained (a counterattack, a tower scored)
        self._buttons: list[tuple[str, pygame.Rect]] = []

    # --- the practice game -------------------------------------------------------------
    def save(self) -> None:
        pass  # a practice game never replaces the game Continue resumes

    def _after(self, events: list[Any], before: Any, mover: int, human: bool) -> None:
        super()._after(events, before, mover, human)
        kinds = {e.kind for e in events}
        if mover == HUMAN:
            if "pick" in kinds:
                self.seen.add("draft")
            if "place" in kinds:
                self.seen.add("setup")
            if "move" in kinds:
                self.seen.add("move")
                self.note = ""  # the last explanation has been read by now
            for e in events:
                if e.kind == "attack" and len(e.squares) == 2:
                    a, t = before.board[e.squares[0]], before.board[e.squares[1]]
                    if a is not None and t is not None and COLOUR_MOD[a.kind][t.kind] > 0:
                        self.seen.add("colour")
                    if IS_FOREST[e.squares[1]]:
                        self.seen.add("forest")
                if e.kind == "counter":
                    self.seen.add("counter")
                    self.note = (
                        "It struck back: a target that lives answers at once, with its own "
                        "dice and colour, if you stand within its range. Archers and "
                        "Slingers hit Range-1 units from beyond their reach."
                    )
        if any(e.kind == "score" and e.seat == HUMAN for e in events):
            self.seen.add("tower")
            self.note = (
                "Your tower scored at the start of your turn: 1 for a central tower, 10 for "
                "the enemy's siege tower. Keep it guarded through your rival's turn."
            )
        self._view_key = None

    # --- the coach -----------------------------------------------------------------------
    def coach_text(self) -> tuple[str, str]:
        state = self.state
        if all(t in self.seen for t, _ in TOPICS):
            return DONE
        if self.to_act() != HUMAN:
            return RIVAL
        title, text = TEXT.get(state.phase, ("", ""))
        if state.phase in (MOVE, ATTACK):
            lesson = teaching_attack(self)
            if lesson is not None:
                title, text = "A lesson in dice", lesson[1]
            elif state.phase == MOVE:
                mine = [s for s, u in enumerate(state.board) if u is not None and u.owner == HUMAN]
                if any(t in mine for t in CENTRAL_TOWERS):
                    text += " You stand on a tower: stay there to score."
        if state.phase == SUMMON and state.board[SIEGE_TOWER[HUMAN]] is None:
            text += " Keep a unit near your own siege tower: an enemy on it scores 10."
        return title, text

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Click) and intent.button == 1:
            for name, rect in self._buttons:
                if rect.collidepoint(intent.pos):
                    self.press(name)
                    return True
        return super().handle(intent)

    def press(self, name: str) -> None:
        if name == "leave":
            self.app.open_title()
        elif name == "real":
            from siege_desktop.app.menus.new_game import NewGameScene

            self.app.chosen_game = GAME  # type: ignore[attr-defined]
            self.app.open_title()
            self.app.push(NewGameScene(self.app, game=GAME))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_coach(surface)

    def _draw_coach(self, surface: pygame.Surface) -> None:
        lay = Layout(surface.get_size(), ())
        p = self.drawer.painter
        box = lay.rect(*layout.LOG)
        p.panel(surface, box, (18, 26, 22, 255), (*GOLD, 255), 2, 10)
        title, text = self.coach_text()
        x, y = box.x + p.px(12), box.y + p.px(10)
        p.text(surface, title, 15, (x, y), GOLD, True, max_width=box.w - p.px(24))
        y += p.px(26)
        for line in p.wrap(text, 12.5, box.w - p.px(24)):
            p.text(surface, line, 12.5, (x, y), PAPER)
            y += p.px(17)
        if self.note:
            y += p.px(6)
            for line in p.wrap(self.note, 12, box.w - p.px(24)):
                p.text(surface, line, 12, (x, y), (244, 182, 92))
                y += p.px(16)
        # The checklist, and the coach's buttons at the bottom.
        names = [("leave", "Leave tutorial")]
        if all(t in self.seen for t, _ in TOPICS):
            names.insert(0, ("real", "Play a real game"))
        h, gap = p.px(30), p.px(6)
        bottom = box.bottom - p.px(10)
        self._buttons = []
        for i, (name, label) in enumerate(reversed(names)):
            r = pygame.Rect(box.x + p.px(10), bottom - (i + 1) * h - i * gap, box.w - p.px(20), h)
            draw_button(surface, p, r, label, Face(primary=name == "real"), size=13)
            self._buttons.append((name, r))
        top = bottom - len(names) * (h + gap) - len(TOPICS) * p.px(16) - p.px(4)
        for i, (topic, label) in enumerate(TOPICS):
            done = topic in self.seen
            mark = "✓" if done else "·"
            colour = SUCCESS if done else MUTED
            p.text(surface, f"{mark} {label}", 12, (x, top + i * p.px(16)), colour, done)
