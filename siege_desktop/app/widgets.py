"""Menu widgets (buttons, toggles, steppers, text fields, lists) and a form that focuses them.

Widgets are placed in logical 1280×720 units inside the centred design frame and drawn at
real pixels with `app.art`. A `Form` routes intents: the mouse to what is under it, keys
to the focused widget; Tab and Shift+Tab move the focus.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

import attrs
import pygame

from siege_desktop.app import art, textfit, theme
from siege_desktop.app.intents import Click, Intent, Key, Motion, TextInput, Wheel

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

T = TypeVar("T")
LRect = tuple[float, float, float, float]  # logical x, y, w, h

FOCUS = theme.HIGHLIGHT
TEXT_PX = 18
DOUBLE_CLICK_MS = 450
TIP_WIDTH = 460  # a tooltip wraps at this width (design px)


def frame_origin(app: App) -> tuple[int, int]:
    """Top-left pixel of the centred 1280×720 design frame (letterboxed on odd aspects)."""
    w, h = app.size
    return ((w - app.px(1280)) // 2, (h - app.px(720)) // 2)


def to_rect(app: App, r: LRect) -> pygame.Rect:
    """A logical rectangle in window pixels."""
    ox, oy = frame_origin(app)
    return pygame.Rect(ox + app.px(r[0]), oy + app.px(r[1]), app.px(r[2]), app.px(r[3]))


def blit_text(
    surface: pygame.Surface,
    app: App,
    text: str,
    pos: tuple[int, int],
    size: float = TEXT_PX,
    colour: tuple[int, int, int] = theme.PAPER,
    *,
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Draw cached text at a pixel position with an anchor ("midleft", "center", ...)."""
    label = app.art.text(text, max(6, app.px(size)), colour, bold)
    rect = label.get_rect(**{anchor: pos})
    surface.blit(label, rect)
    return rect


def fit_text(app: App, text: str, size: float, width: int, bold: bool = False) -> str:
    """`text`, shortened with an ellipsis to fit `width` pixels."""
    return textfit.fit(app.art.font(max(6, app.px(size)), bold), text, width)


def panel(surface: pygame.Surface, app: App, rect: pygame.Rect, alpha: int = 255) -> None:
    """A quiet dark panel with a thin gold edge, behind menu content.

    Opaque panels are drawn straight onto the surface; a see-through one needs a temporary
    surface, so screens that show one every frame bake it into a cached backdrop instead.
    """
    radius = app.px(14)
    edge = max(1, app.px(2))
    if alpha >= 255:
        pygame.draw.rect(surface, theme.PANEL, rect, 0, radius)
        pygame.draw.rect(surface, theme.GOLD_DARK, rect, edge, radius)
        return
    sheet = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(sheet, (*theme.PANEL, alpha), sheet.get_rect(), 0, radius)
    pygame.draw.rect(sheet, (*theme.GOLD_DARK, 255), sheet.get_rect(), edge, radius)
    surface.blit(sheet, rect)


def dim(surface: pygame.Surface, keep: int = 110) -> None:
    """Darken everything drawn so far (behind a dialog) to keep/255 of its brightness.

    A multiply in place: no full-window alpha surface to allocate and blend every frame.
    """
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_MULT)


class Scaled(Protocol):
    """What drawing a button needs: the art and the logical-to-pixel scale (App, Painter)."""

    @property
    def art(self) -> art.Art: ...

    def px(self, v: float, /) -> int: ...


@attrs.frozen
class Face:
    """How a button shows now."""

    enabled: bool = True
    primary: bool = False
    hovered: bool = False
    focused: bool = False


def draw_button(
    surface: pygame.Surface,
    ui: Scaled,
    r: pygame.Rect,
    label: str,
    face: Face,
    *,
    size: float = 20,
    key: str = "",
) -> None:
    """The one look of a button, in menus and on the table: its label centred, or on the
    left with its `key` on the right."""
    radius = ui.px(10)
    if not face.enabled:
        fill = theme.BUTTON_DISABLED
    elif face.primary:
        fill = theme.BUTTON_PRIMARY_HOVER if face.hovered else theme.BUTTON_PRIMARY
    else:
        fill = theme.BUTTON_HOVER if face.hovered else theme.BUTTON_FILL
    if face.focused:
        _focus_ring(surface, ui, r, radius)
    pygame.draw.rect(surface, fill, r, 0, radius)
    edge = theme.GOLD if face.enabled else theme.MUTED
    pygame.draw.rect(surface, edge, r, max(1, ui.px(2)), radius)
    colour = (theme.INK if face.primary else theme.PAPER) if face.enabled else theme.MUTED
    px = max(6, ui.px(size))
    pad = ui.px(12)
    if key:
        keys = ui.art.text(key, max(6, ui.px(size * 0.8)), colour)
        surface.blit(keys, keys.get_rect(midright=(r.right - ui.px(10), r.centery)))
        room = r.width - pad - keys.get_width() - ui.px(16)
        px = _label_px(ui, label, px, room)
        text = ui.art.text(textfit.fit(ui.art.font(px, True), label, room), px, colour, True)
        surface.blit(text, text.get_rect(midleft=(r.x + pad, r.centery)))
        return
    px = _label_px(ui, label, px, r.width - pad)
    text = ui.art.text(textfit.fit(ui.art.font(px, True), label, r.width - pad), px, colour, True)
    surface.blit(text, text.get_rect(center=r.center))


def _label_px(ui: Scaled, label: str, px: int, room: int) -> int:
    """The label's size: `px`, or a little smaller (down to four fifths) where that keeps it
    whole in `room` ("Turn back" of the replay's half-width buttons was cut at 1024x576)."""
    least = max(6, px * 4 // 5)
    while px > least and ui.art.font(px, True).size(label)[0] > room:
        px -= 1
    return px


class Widget:
    """Something on a form: it has a logical rectangle and may take the keyboard focus."""

    focusable = True

    def __init__(self, rect: LRect, *, tip: str = "") -> None:
        self.rect = rect
        self.visible = True
        self.enabled = True
        self.tip = tip  # shown on hover; for a disabled widget, why it is disabled

    def screen(self, app: App) -> pygame.Rect:
        return to_rect(app, self.rect)

    def click(self, app: App, pos: tuple[int, int]) -> bool:
        """A left click inside the widget; True if it did something."""
        return False

    def key(self, app: App, intent: Key) -> bool:
        """A key while focused; True if consumed."""
        return False

    def text_input(self, app: App, text: str) -> bool:
        return False

    def wheel(self, app: App, dy: int) -> bool:
        return False

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        raise NotImplementedError


def _focus_ring(surface: pygame.Surface, ui: Scaled, rect: pygame.Rect, radius: int) -> None:
    pygame.draw.rect(surface, FOCUS, rect.inflate(ui.px(6), ui.px(6)), max(2, ui.px(3)), radius)


class Label(Widget):
    focusable = False

    def __init__(
        self,
        rect: LRect,
        text: str,
        *,
        size: float = TEXT_PX,
        colour: tuple[int, int, int] = theme.PAPER,
        bold: bool = False,
        align: str = "left",
    ) -> None:
        super().__init__(rect)
        self.text = text
        self.size = size
        self.colour = colour
        self.bold = bold
        self.align = align

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        r = self.screen(app)
        text = fit_text(app, self.text, self.size, r.width, self.bold)
        anchor, pos = {
            "left": ("midleft", r.midleft),
            "center": ("center", r.center),
            "right": ("midright", r.midright),
        }[self.align]
        blit_text(surface, app, text, pos, self.size, self.colour, bold=self.bold, anchor=anchor)


class Button(Widget):
    def __init__(
        self,
        rect: LRect,
        label: str,
        on_click: Callable[[], None],
        *,
        primary: bool = False,
        tip: str = "",
        size: float = 20,
    ) -> None:
        super().__init__(rect, tip=tip)
        self.label = label
        self.on_click = on_click
        self.primary = primary
        self.size = size

    def activate(self) -> bool:
        if not self.enabled:
            return False
        self.on_click()
        return True

    def click(self, app: App, pos: tuple[int, int]) -> bool:
        return self.activate()

    def key(self, app: App, intent: Key) -> bool:
        if intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.activate()
        return False

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        face = Face(self.enabled, self.primary, hovered, focused)
        draw_button(surface, app, self.screen(app), self.label, face, size=self.size)


class Toggle(Widget):
    """An on/off switch with a label to its left."""

    def __init__(
        self,
        rect: LRect,
        label: str,
        get: Callable[[], bool],
        set_: Callable[[bool], None],
        *,
        tip: str = "",
    ) -> None:
        super().__init__(rect, tip=tip)
        self.label = label
        self.get = get
        self.set = set_

    def flip(self) -> bool:
        if not self.enabled:
            return False
        self.set(not self.get())
        return True

    def click(self, app: App, pos: tuple[int, int]) -> bool:
        return self.flip()

    def key(self, app: App, intent: Key) -> bool:
        if intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.flip()
        if intent.key in (pygame.K_LEFT, pygame.K_RIGHT):
            return self.flip()
        return False

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        r = self.screen(app)
        sw = pygame.Rect(0, 0, app.px(58), app.px(28))
        sw.midright = r.midright
        colour = theme.PAPER if self.enabled else theme.MUTED
        text = fit_text(app, self.label, TEXT_PX, r.width - sw.width - app.px(12))
        blit_text(surface, app, text, r.midleft, TEXT_PX, colour, anchor="midleft")
        on = self.get()
        if focused:
            _focus_ring(surface, app, sw, sw.height // 2)
        fill = theme.SUCCESS if on else (80, 90, 84)
        if hovered and self.enabled:
            fill = (min(255, fill[0] + 20), min(255, fill[1] + 20), min(255, fill[2] + 20))
        pygame.draw.rect(surface, fill, sw, 0, sw.height // 2)
        knob_x = sw.right - sw.height // 2 if on else sw.left + sw.height // 2
        pygame.draw.circle(surface, theme.PAPER, (knob_x, sw.centery), sw.height // 2 - app.px(3))
        word = "On" if on else "Off"
        blit_text(
            surface,
            app,
            word,
            (sw.left - app.px(8), sw.centery),
            15,
            theme.MUTED,
            anchor="midright",
        )


def _number(value: object) -> float | None:
    return float(value) if isinstance(value, int | float) else None


class Stepper(Widget, Generic[T]):
    """A value chosen from a list with ◀ ▶ (arrow keys when focused)."""

    def __init__(
        self,
        rect: LRect,
        label: str,
        values: Sequence[T],
        get: Callable[[], T],
        set_: Callable[[T], None],
        fmt: Callable[[T], str] = str,
        *,
        tip: str = "",
        label_width: float = 0.55,
    ) -> None:
        super().__init__(rect, tip=tip)
        self.label = label
        self.values = list(values)
        self.get = get
        self.set = set_
        self.fmt = fmt
        self.label_width = label_width

    def index(self) -> int:
        value = self.get()
        try:
            return self.values.index(value)
        except ValueError:
            pass
        # Not in the list (a hand-edited setting): the arrows step from the nearest number.
        target = _number(value)
        if target is not None:
            numbers = [
                (abs(n - target), i)
                for i, v in enumerate(self.values)
                if (n := _number(v)) is not None
            ]
            if numbers:
                return min(numbers)[1]
        return 0

    def step(self, delta: int) -> bool:
        if not self.enabled or not self.values:
            return False
        i = max(0, min(len(self.values) - 1, self.index() + delta))
        self.set(self.values[i])
        return True

    def _arrows(self, app: App) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        r = self.screen(app)
        left = r.x + round(r.width * self.label_width)
        a = app.px(30)
        minus = pygame.Rect(left, r.centery - a // 2, a, a)
        plus = pygame.Rect(r.right - a, r.centery - a // 2, a, a)
        value = pygame.Rect(minus.right, r.y, plus.left - minus.right, r.height)
        return minus, value, plus

    def click(self, app: App, pos: tuple[int, int]) -> bool:
        minus, _value, plus = self._arrows(app)
        if minus.inflate(app.px(8), app.px(8)).collidepoint(pos):
            return self.step(-1)
        if plus.inflate(app.px(8), app.px(8)).collidepoint(pos):
            return self.step(+1)
        return False

    def key(self, app: App, intent: Key) -> bool:
        if intent.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            return self.step(-1)
        if intent.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            return self.step(+1)
        return False

    def wheel(self, app: App, dy: int) -> bool:
        return self.step(1 if dy > 0 else -1) if dy else False

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        r = self.screen(app)
        minus, value, plus = self._arrows(app)
        colour = theme.PAPER if self.enabled else theme.MUTED
        if self.label:
            text = fit_text(app, self.label, TEXT_PX, minus.left - r.left - app.px(8))
            blit_text(surface, app, text, r.midleft, TEXT_PX, colour, anchor="midleft")
        if focused:
            _focus_ring(surface, app, pygame.Rect(minus.left, r.y, plus.right - minus.left, r.h), 8)
        i = self.index()
        for rect, sign, live in ((minus, "◀", i > 0), (plus, "▶", i < len(self.values) - 1)):
            on = live and self.enabled
            pygame.draw.rect(
                surface, theme.BUTTON_FILL if on else theme.BUTTON_DISABLED, rect, 0, app.px(6)
            )
            edge = theme.GOLD if on else theme.MUTED
            pygame.draw.rect(surface, edge, rect, max(1, app.px(1)), app.px(6))
            blit_text(surface, app, sign, rect.center, 14, edge, anchor="center")
        shown = fit_text(app, self.fmt(self.get()), TEXT_PX, value.width - app.px(6), bold=True)
        blit_text(surface, app, shown, value.center, TEXT_PX, colour, bold=True, anchor="center")


class Choice(Widget, Generic[T]):
    """A row of segments, one of them chosen (Human / Easy / Medium / Hard)."""

    def __init__(
        self,
        rect: LRect,
        options: Sequence[tuple[T, str]],
        get: Callable[[], T],
        set_: Callable[[T], None],
        *,
        tip: str = "",
    ) -> None:
        super().__init__(rect, tip=tip)
        self.options = list(options)
        self.get = get
        self.set = set_

    def _segments(self, app: App) -> list[pygame.Rect]:
        r = self.screen(app)
        n = len(self.options)
        xs = [r.x + round(r.width * i / n) for i in range(n + 1)]
        return [pygame.Rect(xs[i], r.y, xs[i + 1] - xs[i], r.height) for i in range(n)]

    def _index(self) -> int:
        values = [v for v, _ in self.options]
        value = self.get()
        return values.index(value) if value in values else 0

    def click(self, app: App, pos: tuple[int, int]) -> bool:
        if not self.enabled:
            return False
        for (value, _), seg in zip(self.options, self._segments(app), strict=True):
            if seg.collidepoint(pos):
                self.set(value)
                return True
        return False

    def key(self, app: App, intent: Key) -> bool:
        if not self.enabled:
            return False
        step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_SPACE: 1}.get(intent.key)
        if step is None:
            return False
        i = (self._index() + step) % len(self.options)
        self.set(self.options[i][0])
        return True

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        r = self.screen(app)
        if focused:
            _focus_ring(surface, app, r, app.px(8))
        chosen = self._index()
        for i, ((_, text), seg) in enumerate(zip(self.options, self._segments(app), strict=True)):
            on = i == chosen
            fill = theme.BUTTON_PRIMARY if on else theme.BUTTON_FILL
            pygame.draw.rect(surface, fill, seg, 0, app.px(6))
            pygame.draw.rect(surface, theme.GOLD_DARK, seg, max(1, app.px(1)), app.px(6))
            colour = theme.INK if on else theme.PAPER
            shown = fit_text(app, text, 16, seg.width - app.px(4), bold=on)
            blit_text(surface, app, shown, seg.center, 16, colour, bold=on, anchor="center")


class TextField(Widget):
    """One line of text typed by the player (names, seeds)."""

    def __init__(
        self,
        rect: LRect,
        get: Callable[[], str],
        set_: Callable[[str], None],
        *,
        max_len: int = 20,
        placeholder: str = "",
        allowed: Callable[[str], bool] | None = None,
        tip: str = "",
    ) -> None:
        super().__init__(rect, tip=tip)
        self.get = get
        self.set = set_
        self.max_len = max_len
        self.placeholder = placeholder
        self.allowed = allowed or (lambda ch: ch.isprintable())
        #: Where typing goes (an index into the text); None: at the end, where it starts.
        self.caret: int | None = None
        #: Ctrl+A selected the whole text: the next key typed replaces it, Backspace clears it.
        self.all_selected = False

    def click(self, app: App, pos: tuple[int, int]) -> bool:
        self.all_selected = False
        return True  # the form focuses it

    def _at(self, value: str) -> int:
        return len(value) if self.caret is None else max(0, min(self.caret, len(value)))

    def _put(self, value: str, caret: int) -> None:
        self.set(value)
        self.caret = None if caret >= len(self.get()) else caret
        self.all_selected = False

    def text_input(self, app: App, text: str) -> bool:
        if not self.enabled:
            return False
        accepted = "".join(ch for ch in text if self.allowed(ch))
        value = "" if self.all_selected else self.get()
        at = self._at(value)
        room = max(0, self.max_len - len(value))
        accepted = accepted[:room]
        self._put(value[:at] + accepted + value[at:], at + len(accepted))
        return True

    def key(self, app: App, intent: Key) -> bool:
        if not self.enabled:
            return False
        value = self.get()
        at = self._at(value)
        ctrl = bool(intent.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if intent.key == pygame.K_a and ctrl:
            self.all_selected = bool(value)
            return True
        if intent.key == pygame.K_BACKSPACE:
            if self.all_selected:
                self._put("", 0)
            elif intent.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                head = value[:at].rstrip()
                head = head[: head.rfind(" ") + 1] if " " in head else ""
                self._put(head + value[at:], len(head))
            elif at:
                self._put(value[: at - 1] + value[at:], at - 1)
            return True
        if intent.key == pygame.K_DELETE:
            if self.all_selected or at >= len(value):
                self._put("", 0)  # at the end (where typing starts), Delete clears the field
            else:
                self._put(value[:at] + value[at + 1 :], at)
            return True
        moves = {
            pygame.K_HOME: 0,
            pygame.K_END: len(value),
            pygame.K_LEFT: max(0, at - 1),
            pygame.K_RIGHT: min(len(value), at + 1),
        }
        if intent.key in moves:
            if self.all_selected and intent.key in (pygame.K_LEFT, pygame.K_RIGHT):
                target = 0 if intent.key == pygame.K_LEFT else len(value)
            else:
                target = moves[intent.key]
            self.all_selected = False
            self.caret = None if target >= len(value) else target
            return True
        return False

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        r = self.screen(app)
        radius = app.px(6)
        if focused:
            _focus_ring(surface, app, r, radius)
        pygame.draw.rect(
            surface, theme.FIELD_FILL if self.enabled else (190, 190, 180), r, 0, radius
        )
        pygame.draw.rect(surface, theme.GOLD_DARK, r, max(1, app.px(1)), radius)
        value = self.get()
        inner = r.inflate(-app.px(16), 0)
        if value:
            font = app.art.font(max(6, app.px(TEXT_PX)))
            room = inner.width - app.px(4)
            at = self._at(value)
            first = 0
            while first < at and font.size(value[first:at])[0] > room:
                first += 1  # keep the caret in view while typing or moving it
            shown = value[first:]
            while shown and font.size(shown)[0] > room:
                shown = shown[:-1]
            if self.all_selected and focused:
                marked = pygame.Rect(0, 0, font.size(shown)[0] + app.px(2), inner.h - app.px(14))
                marked.midleft = (inner.left - app.px(1), inner.centery)
                pygame.draw.rect(surface, (150, 190, 240), marked, 0, app.px(3))
            blit_text(surface, app, shown, inner.midleft, TEXT_PX, theme.INK, anchor="midleft")
            caret_x = inner.left + font.size(value[first:at])[0] + app.px(1)
            if self.all_selected:
                caret_x = inner.left + font.size(shown)[0] + app.px(1)
        else:
            label = fit_text(app, self.placeholder, TEXT_PX, inner.width)
            grey = (140, 130, 110)
            blit_text(surface, app, label, inner.midleft, TEXT_PX, grey, anchor="midleft")
            caret_x = inner.left
        if focused and (pygame.time.get_ticks() // 530) % 2 == 0:
            pygame.draw.line(
                surface,
                theme.INK,
                (caret_x, r.top + app.px(7)),
                (caret_x, r.bottom - app.px(7)),
                max(1, app.px(2)),
            )


class ListView(Widget):
    """A scrollable list of rows (two lines each); one row selected."""

    def __init__(
        self,
        rect: LRect,
        rows: Callable[[], Sequence[tuple[str, str, bool]]],
        *,
        row_height: float = 58,
        on_select: Callable[[int], None] | None = None,
        on_activate: Callable[[int], None] | None = None,
        empty: str = "Nothing here yet.",
    ) -> None:
        super().__init__(rect)
        self.rows = rows  # (title, detail, problem) per row
        self.row_height = row_height
        self.selected = 0
        self.scroll = 0
        self.on_select = on_select
        self.on_activate = on_activate
        self.empty = empty
        self._last_click: tuple[int, int] | None = None  # (row, ticks) for double clicks

    def visible_rows(self) -> int:
        return max(1, int(self.rect[3] // self.row_height))

    def select(self, i: int) -> None:
        n = len(self.rows())
        if n == 0:
            self.selected = 0
            return
        self.selected = max(0, min(n - 1, i))
        vis = self.visible_rows()
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + vis:
            self.scroll = self.selected - vis + 1
        if self.on_select:
            self.on_select(self.selected)

    def clamp(self) -> None:
        n = len(self.rows())
        self.scroll = max(0, min(self.scroll, n - self.visible_rows()))
        self.selected = max(0, min(self.selected, n - 1)) if n else 0

    def click(self, app: App, pos: tuple[int, int]) -> bool:
        r = self.screen(app)
        i = self.scroll + (pos[1] - r.y) // max(1, app.px(self.row_height))
        if 0 <= i < len(self.rows()):
            now = pygame.time.get_ticks()
            last = self._last_click
            double = last is not None and last[0] == i and now - last[1] <= DOUBLE_CLICK_MS
            self._last_click = None if double else (i, now)
            self.select(i)
            if double and self.on_activate:
                self.on_activate(i)
            return True
        return False

    def key(self, app: App, intent: Key) -> bool:
        moves = {
            pygame.K_UP: -1,
            pygame.K_DOWN: 1,
            pygame.K_PAGEUP: -self.visible_rows(),
            pygame.K_PAGEDOWN: self.visible_rows(),
        }
        if intent.key in moves:
            self.select(self.selected + moves[intent.key])
            return True
        if intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.on_activate and self.rows():
            self.on_activate(self.selected)
            return True
        return False

    def wheel(self, app: App, dy: int) -> bool:
        self.scroll -= dy
        self.clamp()
        return True

    def draw(self, surface: pygame.Surface, app: App, focused: bool, hovered: bool) -> None:
        r = self.screen(app)
        rows = self.rows()
        self.clamp()
        pygame.draw.rect(surface, theme.FELT_DARK, r, 0, app.px(8))
        if focused:
            _focus_ring(surface, app, r, app.px(8))
        if not rows:
            blit_text(surface, app, self.empty, r.center, TEXT_PX, theme.MUTED, anchor="center")
            return
        rh = app.px(self.row_height)
        clip = surface.get_clip()
        surface.set_clip(r)
        try:  # the clip must not outlive this list, even if a row fails to draw
            last = min(len(rows), self.scroll + self.visible_rows())
            for n, i in enumerate(range(self.scroll, last)):
                title, detail, problem = rows[i]
                row = pygame.Rect(r.x, r.y + n * rh, r.width, rh)
                if i == self.selected:
                    pygame.draw.rect(
                        surface, theme.BUTTON_HOVER, row.inflate(-app.px(4), -app.px(4)), 0, 6
                    )
                inner = row.inflate(-app.px(24), 0)
                blit_text(
                    surface,
                    app,
                    fit_text(app, title, TEXT_PX, inner.width, True),
                    (inner.x, row.y + app.px(7)),
                    TEXT_PX,
                    theme.PAPER,
                    bold=True,
                )
                blit_text(
                    surface,
                    app,
                    fit_text(app, detail, 15, inner.width),
                    (inner.x, row.y + app.px(32)),
                    15,
                    theme.DANGER if problem else theme.MUTED,
                )
        finally:
            surface.set_clip(clip)
        if len(rows) > self.visible_rows():
            frac = self.visible_rows() / len(rows)
            bar_h = max(app.px(20), round(r.height * frac))
            top = r.y + round((r.height - bar_h) * self.scroll / (len(rows) - self.visible_rows()))
            pygame.draw.rect(
                surface, theme.GOLD_DARK, (r.right - app.px(6), top, app.px(4), bar_h), 0, 2
            )


class Form:
    """The widgets of one screen: hover, clicks, keyboard focus and Tab order."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.widgets: list[Widget] = []
        self.focus: Widget | None = None
        self.hover: Widget | None = None
        self.mouse: tuple[int, int] = (-1, -1)
        self.tip_rect: pygame.Rect | None = None  # where the last tooltip was drawn

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.widgets.clear()
        self.focus = None
        self.hover = None

    def focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.visible and w.focusable and w.enabled]

    def move_focus(self, delta: int) -> None:
        order = self.focusable()
        if not order:
            self.focus = None
            return
        if self.focus in order:
            i = (order.index(self.focus) + delta) % len(order)
        else:
            i = 0 if delta > 0 else len(order) - 1
        self.focus = order[i]

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        for w in reversed(self.widgets):
            if w.visible and w.screen(self.app).collidepoint(pos):
                return w
        return None

    def handle(self, intent: Intent) -> bool:
        """Route an intent; True if a widget or the focus order consumed it."""
        if isinstance(intent, Motion):
            self.mouse = intent.pos
            self.hover = self.widget_at(intent.pos)
            return False
        if isinstance(intent, Click):
            if intent.button != 1:
                return False
            w = self.widget_at(intent.pos)
            self.mouse = intent.pos
            if w is None:
                return False
            if w.focusable and w.enabled:
                self.focus = w
            return w.click(self.app, intent.pos) or w.focusable
        if isinstance(intent, Wheel):
            w = self.widget_at(self.mouse) or self.focus
            return w.wheel(self.app, intent.dy) if w is not None and w.visible else False
        if isinstance(intent, TextInput):
            if self.focus is not None and self.focus.visible:
                return self.focus.text_input(self.app, intent.text)
            return False
        if isinstance(intent, Key):
            if intent.key == pygame.K_TAB:
                self.move_focus(-1 if intent.mod & pygame.KMOD_SHIFT else 1)
                return True
            f = self.focus
            if f is not None and f.visible and f.enabled and f.key(self.app, intent):
                return True
            if intent.key in (pygame.K_UP, pygame.K_DOWN) and not isinstance(self.focus, ListView):
                self.move_focus(-1 if intent.key == pygame.K_UP else 1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.focus is not None and (not self.focus.visible or not self.focus.enabled):
            self.focus = None
        for w in self.widgets:
            if w.visible:
                w.draw(surface, self.app, w is self.focus, w is self.hover)
        self.draw_tip(surface)

    def draw_tip(self, surface: pygame.Surface) -> None:
        w = self.hover
        if w is None or not w.visible or not w.tip:
            return
        app = self.app
        # A long tip (an 8-seat summary) wraps instead of running the width of the window.
        px = max(6, app.px(15))
        width = min(app.px(TIP_WIDTH), surface.get_width() - app.px(40))
        labels = [app.art.text(line, px, theme.INK) for line in app.art.wrap(w.tip, px, width)]
        inner = pygame.Rect(
            0, 0, max(x.get_width() for x in labels), sum(x.get_height() for x in labels)
        )
        box = inner.inflate(app.px(16), app.px(10))
        box.topleft = (self.mouse[0] + app.px(14), self.mouse[1] + app.px(18))
        box.clamp_ip(surface.get_rect())
        self.tip_rect = box
        pygame.draw.rect(surface, theme.PARCHMENT, box, 0, app.px(6))
        pygame.draw.rect(surface, theme.GOLD_DARK, box, 1, app.px(6))
        y = box.y + app.px(5)
        for label in labels:
            surface.blit(label, (box.x + app.px(8), y))
            y += label.get_height()
