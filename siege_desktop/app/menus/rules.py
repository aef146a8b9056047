"""The Rules screen: the rules text, laid out once per window size, scrolled by wheel or keys."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import TYPE_CHECKING

import attrs
import pygame

from siege_desktop.app import theme
from siege_desktop.app.intents import Click, Intent, Key, Wheel
from siege_desktop.app.menus.base import MenuScene
from siege_desktop.app.rules_format import Section
from siege_desktop.app.widgets import Button, to_rect
from siege_desktop.core.registry import DEFAULT_GAME, find_game

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

BODY_PX = 17
HEAD_PX = 24
TEXT_AREA = (170, 84, 940, 516)  # logical rectangle of the scrolled text


def game_rules(game_id: str) -> tuple[Section, ...]:
    """A game's rules text, from its `SPEC.ui` module's `rules()` (the app never imports a
    game's package by name); a game without one gets a sentence saying so."""
    spec = find_game(game_id)
    rules = getattr(importlib.import_module(spec.ui), "rules", None) if spec.ui else None
    if rules is None:
        return (Section(spec.name, ("This game has no rules text yet.",)),)
    sections: tuple[Section, ...] = rules()
    return sections


@attrs.frozen
class Line:
    """One laid-out line: text pieces at x offsets (pixels), at y (pixels from the top)."""

    y: int
    pieces: tuple[tuple[int, str], ...]
    px: int
    colour: tuple[int, int, int]
    bold: bool


class RulesScene(MenuScene):
    title = "Rules"
    panel_rect = (130, 14, 1020, 692)

    def __init__(self, app: App, rules: Sequence[Section] | None = None, game: str = "") -> None:
        """`rules`: the sections to show (by default the default game's, from its `SPEC.ui`);
        `game`: its name, for the title."""
        super().__init__(app)
        self.rules = rules if rules is not None else game_rules(DEFAULT_GAME)
        if game:
            self.title = f"Rules of {game}"
        self.scroll = 0  # pixels
        self.lines: list[Line] = []
        self.height = 0
        self.laid_out_for: tuple[int, int] | None = None
        #: y (pixels) where each section starts, for PageUp/PageDown-free jumping by heading
        self.section_tops: list[int] = []

    @classmethod
    def for_game(cls, app: App, game_id: str) -> RulesScene:
        """The rules of `game_id`, from its `SPEC.ui` module's `rules()`; the default game's
        screen keeps the plain title "Rules", any other names its game."""
        name = "" if game_id == DEFAULT_GAME else find_game(game_id).name
        return cls(app, rules=game_rules(game_id), game=name)

    def build(self) -> None:
        self.form.add(Button((540, 630, 200, 52), "Back", self.back, primary=True))

    # --- layout ----------------------------------------------------------------------------

    def layout(self) -> None:
        app = self.app
        area = to_rect(app, TEXT_AREA)
        if self.laid_out_for == (area.width, area.height):
            return
        old_height = max(1, self.height)
        fraction = self.scroll / old_height
        width = area.width - app.px(16)
        body, head = max(6, app.px(BODY_PX)), max(6, app.px(HEAD_PX))
        gap = app.px(8)
        lines: list[Line] = []
        tops: list[int] = []
        y = 0
        font = app.art.font(body)
        for section in self.rules:
            tops.append(y)
            lines.append(Line(y, ((0, section.heading),), head, theme.GOLD, True))
            y += app.art.font(head, True).get_linesize() + gap
            for para in section.paragraphs:
                if para.startswith("| "):
                    cells = [c.strip() for c in para[2:].split(" | ")]
                    header = para is section.paragraphs[0] or cells[0] in ("Class", "Building")
                    y = self._table_row(lines, cells, y, width, body, header)
                    continue
                indent = 0
                text = para
                if para.startswith("• "):
                    indent = app.px(22)
                    text = para[2:]
                wrapped = app.art.wrap(text, body, width - indent)
                for n, line in enumerate(wrapped):
                    pieces: tuple[tuple[int, str], ...] = ((indent, line),)
                    if n == 0 and indent:
                        pieces = ((app.px(4), "•"), (indent, line))
                    lines.append(Line(y, pieces, body, theme.PAPER, False))
                    y += font.get_linesize()
                y += gap
            y += gap * 2
        self.lines = lines
        self.section_tops = tops
        self.height = y
        self.laid_out_for = (area.width, area.height)
        self.scroll = round(fraction * self.height)
        self.clamp()

    def _table_row(
        self, lines: list[Line], cells: list[str], y: int, width: int, body: int, header: bool
    ) -> int:
        app = self.app
        n = len(cells)
        # The last column takes the rest: building rules are long, class tables are short.
        if n == 3:
            xs = [0, round(width * 0.28), round(width * 0.38)]
        else:
            xs = [round(width * i / n) for i in range(n)]
        last_w = width - xs[-1]
        wrapped = app.art.wrap(cells[-1], body, last_w, header)
        font = app.art.font(body, header)
        for k, text in enumerate(wrapped):
            if k == 0:
                pieces = tuple((xs[i], cells[i]) for i in range(n - 1)) + ((xs[-1], text),)
            else:
                pieces = ((xs[-1], text),)
            colour = theme.HIGHLIGHT if header else theme.PAPER
            lines.append(Line(y, pieces, body, colour, header))
            y += font.get_linesize()
        return y + app.px(4)

    # --- scrolling -------------------------------------------------------------------------

    def view_height(self) -> int:
        return to_rect(self.app, TEXT_AREA).height

    def clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, self.height - self.view_height()))

    def scroll_by(self, dy: int) -> None:
        self.scroll += dy
        self.clamp()

    def handle(self, intent: Intent) -> bool:
        self.layout()
        line = self.app.px(BODY_PX) * 2
        page = self.view_height() - line
        if isinstance(intent, Wheel):
            self.scroll_by(-intent.dy * line * 2)
            return True
        if isinstance(intent, Key):
            moves = {
                pygame.K_UP: -line,
                pygame.K_DOWN: line,
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
                pygame.K_SPACE: page,
                pygame.K_HOME: -self.height,
                pygame.K_END: self.height,
            }
            if intent.key in moves:
                self.scroll_by(moves[intent.key])
                return True
            if intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.back()
                return True
        if isinstance(intent, Click) and intent.button == 1:
            bar = self.scrollbar_track()
            if bar.inflate(self.app.px(16), 0).collidepoint(intent.pos):
                frac = (intent.pos[1] - bar.y) / max(1, bar.height)
                self.scroll = round(frac * (self.height - self.view_height()))
                self.clamp()
                return True
        return super().handle(intent)

    def scrollbar_track(self) -> pygame.Rect:
        area = to_rect(self.app, TEXT_AREA)
        return pygame.Rect(area.right + self.app.px(8), area.y, self.app.px(6), area.height)

    # --- drawing ---------------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        self.layout()
        app = self.app
        area = to_rect(app, TEXT_AREA)
        clip = surface.get_clip()
        surface.set_clip(area)
        top, bottom = self.scroll - app.px(40), self.scroll + area.height
        for line in self.lines:
            if top <= line.y <= bottom:
                for x, text in line.pieces:
                    label = app.art.text(text, line.px, line.colour, line.bold)
                    surface.blit(label, (area.x + x, area.y + line.y - self.scroll))
        surface.set_clip(clip)
        track = self.scrollbar_track()
        pygame.draw.rect(surface, theme.FELT_DARK, track, 0, app.px(3))
        if self.height > area.height:
            h = max(app.px(24), round(track.height * area.height / self.height))
            y = track.y + round((track.height - h) * self.scroll / (self.height - area.height))
            pygame.draw.rect(surface, theme.GOLD, (track.x, y, track.width, h), 0, app.px(3))
