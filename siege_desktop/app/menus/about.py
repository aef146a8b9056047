"""The About screen: version, licence, where the player's files are, and every licence notice.

The notices are THIRD-PARTY-NOTICES.txt, which the build writes into every package
(build/notices.py); a source checkout has none, so there the screen names the components
from assets/licences/components.toml and says where the packages' file comes from.
"""

from __future__ import annotations

import bisect
import tomllib
from typing import TYPE_CHECKING

import pygame

from siege_desktop import __version__
from siege_desktop.app import theme, userdirs
from siege_desktop.app.crash import LOG_FILE
from siege_desktop.app.intents import Intent, Key
from siege_desktop.app.menus.rules import BODY_PX, HEAD_PX, TEXT_AREA, Line, RulesScene
from siege_desktop.app.widgets import to_rect
from siege_desktop.resources import asset_path

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

NOTICES = "THIRD-PARTY-NOTICES.txt"
NOTICE_PX = 14  # the notices are long: a smaller size than the rules, still readable
#: Rendered notice lines kept; only a screenful is drawn at a time, and the whole text is
#: some 13,000 lines, which the app's shared text cache must not be flooded with.
_LINE_CACHE = 240


def notices_text() -> str:
    """The bundled notices, or (in a source checkout) a list of what the packages carry."""
    bundled = asset_path("licences", NOTICES)
    if bundled.is_file():
        return bundled.read_text(encoding="utf-8", errors="replace")
    lines = [
        f"This copy runs from the sources, which hold no {NOTICES}: every package has one,",
        "written by build/notices.py with the full licence text of each component below",
        "(assets/licences/components.toml).",
        "",
    ]
    try:
        manifest = tomllib.loads(
            asset_path("licences", "components.toml").read_text(encoding="utf-8")
        )
        lines += [f"{c['name']} ({c['licence']}): {c['what']}" for c in manifest["component"]]
    except (OSError, ValueError, KeyError) as exc:
        lines.append(f"The list of components cannot be read: {exc}")
    return "\n".join(lines)


def about_paragraphs() -> list[tuple[str, list[str]]]:
    """The screen's sections before the notices: (heading, paragraphs)."""
    return [
        (
            f"Siege Desktop {__version__}",
            [
                "Free software under the MIT licence. Copyright (c) The Siege Desktop authors.",
                "Our art and sounds are licensed CC BY 4.0; the font is DejaVu Sans, under the "
                "Bitstream Vera licence.",
            ],
        ),
        (
            "Your files",
            [
                f"Log (attach it to a bug report): {userdirs.log_dir() / LOG_FILE}",
                f"Saves and autosave: {userdirs.data_dir()}",
                f"Settings: {userdirs.config_dir()}",
            ],
        ),
        (
            "Licences and third-party notices",
            [
                "Left and Right jump from one component to the next; the wheel, the arrows, "
                "Page Up and Page Down scroll."
            ],
        ),
    ]


class AboutScene(RulesScene):
    """A Rules-like scrolling page whose text is the about sections and the notices."""

    title = "About"

    def __init__(self, app: App) -> None:
        super().__init__(app, rules=())
        self.notices = notices_text()
        self._rendered: dict[tuple[int, int], pygame.Surface] = {}
        #: y (pixels) of each component's heading in the notices, for Left and Right
        self.component_tops: list[int] = []

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Key) and intent.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.layout()
            self.jump(1 if intent.key == pygame.K_RIGHT else -1)
            return True
        return super().handle(intent)

    def jump(self, direction: int) -> None:
        """Scroll to the next (1) or previous (-1) component's heading in the notices."""
        margin = self.app.px(4)
        starts = [y - margin for y in self.component_tops]
        if direction > 0:
            self.scroll = next((y for y in starts if y > self.scroll), self.scroll)
        else:
            self.scroll = max((y for y in starts if y < self.scroll), default=0)
        self.clamp()

    def layout(self) -> None:
        app = self.app
        area = to_rect(app, TEXT_AREA)
        if self.laid_out_for == (area.width, area.height):
            return
        fraction = self.scroll / max(1, self.height)
        width = area.width - app.px(16)
        body, head, small = (max(6, app.px(n)) for n in (BODY_PX, HEAD_PX, NOTICE_PX))
        gap = app.px(8)
        lines: list[Line] = []
        tops: list[int] = []
        y = 0
        for heading, paragraphs in about_paragraphs():
            tops.append(y)
            lines.append(Line(y, ((0, heading),), head, theme.GOLD, True))
            y += app.art.font(head, True).get_linesize() + gap
            for para in paragraphs:
                for text in app.art.wrap(para, body, width):
                    lines.append(Line(y, ((0, text),), body, theme.PAPER, False))
                    y += app.art.font(body).get_linesize()
                y += gap
            y += gap
        font = app.art.font(small)
        step = font.get_linesize()
        self.component_tops = []
        for raw in self.notices.splitlines():
            raw = raw.expandtabs(4).rstrip()
            is_heading = raw.startswith("Component: ")
            if is_heading:
                self.component_tops.append(y)
            colour = theme.HIGHLIGHT if is_heading else theme.PAPER
            # Most notice lines fit; only measure-and-wrap the few that do not, keeping
            # their indent on every line.
            if font.size(raw)[0] <= width:
                pieces = [(0, raw)]
            else:
                indent = font.size(raw[: len(raw) - len(raw.lstrip())])[0]
                wrapped = app.art.wrap(raw.lstrip(), small, width - indent)
                pieces = [(indent, text) for text in wrapped]
            for x, text in pieces:
                if text:
                    lines.append(Line(y, ((x, text),), small, colour, is_heading))
                y += step
            y += 0 if pieces else step
        self.lines = lines
        self.section_tops = tops
        self.height = y + gap
        self.laid_out_for = (area.width, area.height)
        self._rendered.clear()
        self.scroll = round(fraction * self.height)
        self.clamp()

    def _line_surface(self, index: int, line: Line) -> pygame.Surface:
        key = (index, line.px)
        found = self._rendered.get(key)
        if found is None:
            if len(self._rendered) >= _LINE_CACHE:
                self._rendered.clear()
            text = line.pieces[0][1]
            found = self.app.art.font(line.px, line.bold).render(text, True, line.colour)
            self._rendered[key] = found
        return found

    def draw_content(self, surface: pygame.Surface) -> None:
        self.layout()
        app = self.app
        area = to_rect(app, TEXT_AREA)
        clip = surface.get_clip()
        surface.set_clip(area)
        top, bottom = self.scroll - app.px(40), self.scroll + area.height
        first = bisect.bisect_left(self.lines, top, key=lambda line: line.y)
        for index in range(first, len(self.lines)):
            line = self.lines[index]
            if line.y > bottom:
                break
            label = self._line_surface(index, line)
            surface.blit(label, (area.x + line.pieces[0][0], area.y + line.y - self.scroll))
        surface.set_clip(clip)
        self.draw_scrollbar(surface)

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        app = self.app
        area = to_rect(app, TEXT_AREA)
        track = self.scrollbar_track()
        pygame.draw.rect(surface, theme.FELT_DARK, track, 0, app.px(3))
        if self.height > area.height:
            h = max(app.px(24), round(track.height * area.height / self.height))
            y = track.y + round((track.height - h) * self.scroll / (self.height - area.height))
            pygame.draw.rect(surface, theme.GOLD, (track.x, y, track.width, h), 0, app.px(3))
