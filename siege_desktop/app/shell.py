"""The app shell: the window, the scene stack, the frame loop, toasts and autosave."""

from __future__ import annotations

import collections
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import attrs
import pygame

from siege_desktop.app import art as art_module
from siege_desktop.app import saves
from siege_desktop.app.intents import Intent, Key, Quit, Resize, translate
from siege_desktop.app.scene import Scene
from siege_desktop.app.settings import Settings, save_settings

if TYPE_CHECKING:
    from siege_desktop.app.session import GameSession

log = logging.getLogger(__name__)

DESIGN_SIZE = (1280, 720)
FPS = 60
FRAME_HISTORY = 4096  # recent frame times kept in a window (headless runs keep them all)
TOAST_FADE = 0.4  # seconds


@attrs.define
class Toast:
    text: str
    left: float  # seconds still to show
    scene: object = None  # the screen it speaks about: shown only while that screen is on top


class App:
    """The running app. Scenes reach everything shared through it (contract 1).

    Layout is designed at 1280×720 logical units and drawn at the window's real pixels:
    `px(v)` converts a logical length with the current `scale`.
    """

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        headless: bool = False,
        size: tuple[int, int] | None = None,
        fullscreen: bool | None = None,
        keep_all_frame_times: bool = False,
        fit_to_desktop: bool = False,
    ) -> None:
        self.settings = settings if settings is not None else Settings()
        self.headless = headless
        self.running = True
        self.scenes: list[Scene] = []
        self.toasts: list[Toast] = []
        self.frame_times_ms: collections.deque[float] = collections.deque(
            maxlen=None if keep_all_frame_times else FRAME_HISTORY
        )
        self.frames = 0
        #: perf_counter() when the first frame was on screen, for the start-up figure
        self.first_frame_at: float | None = None
        self.on_first_frame: Callable[[], None] | None = None
        self._autosaver = saves.AutosaveWorker()
        #: Wait for each autosave to reach the disk before going on. Headless runs (tests,
        #: scripted demos) do, so the file is there as soon as an action is played; a window
        #: does not, so an fsync (~15 ms here) never stalls a frame.
        self.autosave_sync = headless

        pygame.init()
        self._init_audio()
        if fit_to_desktop and not headless and size is None:
            self.settings.window_size = self._desktop_fit()
        # The icon goes before the window: some systems ignore one set after it is shown.
        # A throwaway Art loads it; the real one must wait for the display format.
        try:
            pygame.display.set_icon(art_module.Art().icon())
        except (pygame.error, OSError) as exc:
            log.warning("no window icon: %s", exc)
        want_full = self.settings.fullscreen if fullscreen is None else fullscreen
        self.window: pygame.Surface = self._open_window(
            size or self.settings.window_size, want_full and not headless
        )
        self.size: tuple[int, int] = self.window.get_size()
        self.scale = self._scale_for(self.size)
        # Art converts surfaces to the display format, so it must come after set_mode.
        self.art = art_module.Art()
        pygame.display.set_caption("Siege Desktop")
        pygame.key.set_repeat(400, 40)
        self.clock = pygame.time.Clock()

    # --- window ----------------------------------------------------------------------------

    def _init_audio(self) -> None:
        #: True once there are sounds to play and a device to play them on; the game has no
        #: sounds yet, so the volume setting is kept but shown disabled.
        self.has_sound = False
        try:
            pygame.mixer.init()
        except pygame.error as exc:  # no sound device: the game is silent, not broken
            log.info("audio unavailable, running silently: %s", exc)

    def apply_volume(self) -> None:
        """Follow the volume setting on every mixer channel (once sounds exist)."""
        if pygame.mixer.get_init():
            for i in range(pygame.mixer.get_num_channels()):
                pygame.mixer.Channel(i).set_volume(self.settings.volume)

    @staticmethod
    def _desktop_fit() -> tuple[int, int]:
        """A first window: the design's 16:9 at 80% of the desktop, so a HiDPI screen gets a
        big, crisp window instead of a small 1280×720 one."""
        try:
            w, h = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return DESIGN_SIZE
        s = max(0.625, min(w * 0.8 / DESIGN_SIZE[0], h * 0.8 / DESIGN_SIZE[1]))
        return (round(DESIGN_SIZE[0] * s), round(DESIGN_SIZE[1] * s))

    @staticmethod
    def _open_window(size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            # (0, 0) asks for the desktop's own resolution: no mode switch, no letterbox.
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    @staticmethod
    def _scale_for(size: tuple[int, int]) -> float:
        return max(0.1, min(size[0] / DESIGN_SIZE[0], size[1] / DESIGN_SIZE[1]))

    def px(self, v: float) -> int:
        """A logical length (1280×720 design units) in real pixels."""
        return round(v * self.scale)

    def _adopt_window(self, surface: pygame.Surface) -> None:
        self.window = surface
        size = surface.get_size()
        if size != self.size:
            self.size = size
            scale = self._scale_for(size)
            if scale != self.scale:
                self.scale = scale
                self.art.clear()

    def resize(self, size: tuple[int, int]) -> None:
        """Follow a window resize (the window may already have its new size)."""
        w, h = max(320, int(size[0])), max(200, int(size[1]))
        surface = pygame.display.get_surface()
        if surface is None or surface.get_size() != (w, h):
            if self.settings.fullscreen and not self.headless:
                surface = pygame.display.get_surface() or self.window
            else:
                surface = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self._adopt_window(surface)
        if not self.settings.fullscreen:
            self.settings.window_size = self.size

    def apply_display_settings(self) -> None:
        """Reopen the window after fullscreen or window size changed in Settings."""
        if self.headless:
            surface = pygame.display.set_mode(self.settings.window_size, pygame.RESIZABLE)
        else:
            surface = self._open_window(self.settings.window_size, self.settings.fullscreen)
        self._adopt_window(surface)
        self.art.clear()

    def save_settings(self) -> None:
        """Persist the settings; a failure becomes a toast, never an exception."""
        try:
            save_settings(self.settings)
        except OSError as exc:
            log.warning("cannot save settings: %s", exc)
            self.toast(f"Settings could not be saved: {exc.strerror or exc}")

    # --- the scene stack -------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> None:
        """Remove the top scene; the one below resumes. An empty stack quits the app."""
        if not self.scenes:
            return
        self.scenes.pop().leave()
        if self.scenes:
            self.scenes[-1].resume()
        else:
            self.quit()

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another (the scene below stays paused)."""
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def reset_to(self, scene: Scene) -> None:
        """Clear the whole stack (top first) and push `scene`."""
        while self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def quit(self) -> None:
        self.running = False

    # --- services for scenes ---------------------------------------------------------------

    def toast(self, text: str, seconds: float = 3.0) -> None:
        """A transient message drawn over everything (newest at the bottom)."""
        log.info("toast: %s", text)
        # The same message again refreshes the one shown rather than stacking a copy.
        self.toasts = [t for t in self.toasts if t.text != text]
        self.toasts.append(Toast(text, max(0.5, seconds), self.top))
        del self.toasts[:-3]  # never a wall of messages

    def autosave(self, session: GameSession) -> None:
        """Autosave atomically, off the frame. Never raises: a failure is a toast and a log line."""
        try:
            self._autosaver.submit(saves.encode(session))
        except Exception as exc:
            log.exception("autosave failed")
            self.toast(f"Autosave failed: {exc}")
            return
        if self.autosave_sync:
            self.flush_autosave()

    def flush_autosave(self, timeout: float = 5.0) -> bool:
        """Wait for the autosave to be on disk (tests, leaving the app) and report on it."""
        done = self._autosaver.flush(timeout)
        self._autosave_news()
        return done

    def _autosave_news(self) -> None:
        for kind, detail in self._autosaver.results():
            if kind == "aside":
                name = Path(detail).name
                self.toast(f"The old autosave was unreadable; it was kept as {name}", 5.0)
            else:
                self.toast(f"Autosave failed: {detail}")

    def start_game(self, session: GameSession) -> None:
        """Leave the menus and sit down at the table for `session`."""
        # Imported here: the table is the heaviest part, and the menus start without it.
        from siege_desktop.app.table import TableScene

        self.reset_to(TableScene(self, session))

    def open_title(self) -> None:
        from siege_desktop.app.menus.title import TitleScene

        # Leaving a game: its last autosave must be on disk before Continue looks for it.
        self.flush_autosave(timeout=2.0)
        self.reset_to(TitleScene(self))

    # --- the frame loop --------------------------------------------------------------------

    def dispatch(self, intent: Intent) -> None:
        """Give an intent to the top scene, then downwards while scenes pass input on."""
        if isinstance(intent, Quit):
            self.quit()
            return
        if isinstance(intent, Resize):
            self.resize(intent.size)
        elif isinstance(intent, Key) and intent.key == pygame.K_F11 and not self.headless:
            self.settings.fullscreen = not self.settings.fullscreen
            self.apply_display_settings()
            self.save_settings()
        # A snapshot: a scene may push or pop while handling, and the new top must not get
        # the same intent twice.
        for scene in reversed(list(self.scenes)):
            if scene.handle(intent):
                return
            if not scene.passes_input:
                break
        if isinstance(intent, Key) and intent.key == pygame.K_ESCAPE:
            self._escape_unhandled()

    def _escape_unhandled(self) -> None:
        """Esc that no scene wanted: over a game, open the game menu (save, rules, leave)."""
        from siege_desktop.app.session import GameSession

        # The table, or the handoff screen over it: the game is the nearest session below.
        for scene in reversed(self.scenes):
            session = getattr(scene, "session", None)
            if isinstance(session, GameSession):
                from siege_desktop.app.menus.game_menu import GameMenuScene

                self.push(GameMenuScene(self, session))
                return

    def draw(self) -> None:
        """Draw from the lowest opaque scene upward, then the toasts."""
        first = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                first = i
                break
        else:
            self.window.fill(art_module.FELT_DARK)
        for scene in self.scenes[first:]:
            scene.draw(self.window)
        self._draw_toasts()

    def visible_toasts(self) -> list[Toast]:
        """The toasts of the screen on top (a table's toasts do not follow you into Settings)."""
        return [t for t in self.toasts if t.scene is None or t.scene is self.top]

    def _draw_toasts(self) -> None:
        shown = self.visible_toasts()
        if not shown:
            return
        w, h = self.size
        # A screen may keep its own toasts off what it needs seen (the table: off the hand).
        place = getattr(self.top, "toast_bottom", None)
        bottom = place(self.size) if callable(place) else None
        y = bottom if isinstance(bottom, int) else h - self.px(24)
        for t in reversed(shown):
            label = self.art.text(t.text, self.px(17), art_module.PAPER)
            pad_x, pad_y = self.px(18), self.px(9)
            box = pygame.Rect(0, 0, min(w - 2 * pad_x, label.get_width() + 2 * pad_x), 0)
            box.height = label.get_height() + 2 * pad_y
            box.midbottom = (w // 2, y)
            alpha = round(235 * min(1.0, t.left / TOAST_FADE))
            panel = pygame.Surface(box.size, pygame.SRCALPHA)
            radius = self.px(10)
            pygame.draw.rect(panel, (*art_module.INK, alpha), panel.get_rect(), 0, radius)
            pygame.draw.rect(panel, (*art_module.GOLD, alpha), panel.get_rect(), 2, radius)
            self.window.blit(panel, box)
            if t.left < TOAST_FADE:  # fading out: a copy, never the shared cached text
                label = label.copy()
                label.set_alpha(round(255 * t.left / TOAST_FADE))
            self.window.blit(label, (box.x + pad_x, box.y + pad_y))
            y = box.top - self.px(8)

    def step(self, dt: float) -> None:
        """One frame of work: input, update, draw, flip (the frame cap's wait is not here)."""
        start = time.perf_counter()
        for event in pygame.event.get():
            intent = translate(event)
            if intent is not None:
                self.dispatch(intent)
        if self.scenes:
            self.scenes[-1].update(dt)
        self._autosave_news()
        for t in self.toasts:
            t.left -= dt
        self.toasts = [t for t in self.toasts if t.left > 0]
        self.draw()
        pygame.display.flip()
        end = time.perf_counter()
        self.frame_times_ms.append((end - start) * 1000.0)
        self.frames += 1
        if self.first_frame_at is None:
            self.first_frame_at = end
            if self.on_first_frame is not None:
                self.on_first_frame()

    def run(self, frames: int | None = None) -> None:
        """Run the loop until quit (or for exactly `frames` frames), capped at 60 fps."""
        dt = 0.0
        done = 0
        while self.running and (frames is None or done < frames):
            if not self.scenes:
                self.open_title()
            self.step(dt)
            done += 1
            # tick waits for the cap; dt is wall time between frames, clamped so a stall
            # (a dragged window, a breakpoint) does not fast-forward every animation.
            dt = min(0.1, self.clock.tick(FPS) / 1000.0)

    def shutdown(self) -> None:
        """Leave every scene (stopping their worker threads), finish the autosave, close."""
        while self.scenes:
            scene = self.scenes.pop()
            try:
                scene.leave()
            except Exception:
                log.exception("error while leaving %s", type(scene).__name__)
        self._autosaver.close()
        pygame.quit()
