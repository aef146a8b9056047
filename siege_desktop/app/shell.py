"""The app shell: the window, the scene stack, the frame loop, toasts and autosave."""

from __future__ import annotations

import collections
import logging
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import attrs
import pygame

from siege_desktop.app import art as art_module
from siege_desktop.app import saves, theme, userfiles
from siege_desktop.app.intents import Intent, Key, Keyboard, Quit, Resize
from siege_desktop.app.scene import Scene, SceneFactory
from siege_desktop.app.settings import MIN_WINDOW, Settings, save_settings
from siege_desktop.app.sound import Sounds
from siege_desktop.app.sound import wanted as sound_wanted
from siege_desktop.app.toast_place import Metrics, Placed, Wraps, place_toasts

if TYPE_CHECKING:
    from siege_desktop.app.session import GameSession

log = logging.getLogger(__name__)

DESIGN_SIZE = (1280, 720)
FPS = 60
FRAME_HISTORY = 4096  # recent frame times kept in a window (headless runs keep them all)
TOAST_FADE = 0.4  # seconds
#: With nothing moving, the loop sleeps on input and wakes this often (ms) to let timers and
#: the CPU seats' threads report; it draws only when something changed.
IDLE_WAKE_MS = 100
#: While asleep it looks for input this often (s): well under a frame late for a click.
IDLE_NAP = 0.01


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
        scenes: SceneFactory | None = None,
    ) -> None:
        self.settings = settings if settings is not None else Settings()
        #: The title, table and game menu, handed in (`app.scenes.SCENES`): see SceneFactory.
        self.scene_factory = scenes
        #: The settings as read: only what changes from them is written (another copy's
        #: newer change to anything else survives).
        self._settings_base = attrs.evolve(self.settings)
        self.headless = headless
        self.running = True
        self.scenes: list[Scene] = []
        self.toasts: list[Toast] = []
        self.toast_wraps = Wraps()  # each toast wrapped once per place and window size
        self._toast_key: object = None
        self._toast_places: list[Placed] = []
        self.frame_times_ms: collections.deque[float] = collections.deque(
            maxlen=None if keep_all_frame_times else FRAME_HISTORY
        )
        self.frames = 0
        #: perf_counter() when the first frame was on screen, for the start-up figure
        self.first_frame_at: float | None = None
        self.on_first_frame: Callable[[], None] | None = None
        self._autosaver = saves.AutosaveWorker()
        #: Where a demo's games are autosaved (`--save-to`); None keeps them on no disk.
        self._demo_saver: saves.AutosaveWorker | None = None
        #: Wait for each autosave to reach the disk before going on. Headless runs (tests,
        #: scripted demos) do, so the file is there as soon as an action is played; a window
        #: does not, so an fsync (~15 ms here) never stalls a frame.
        self.autosave_sync = headless
        #: Sleep on input while nothing moves (a window); headless runs (tests, scripted
        #: demos) draw every frame at once instead.
        self.idle_wait = not headless
        #: Something changed that the next frame must show (a scene came or went, a toast).
        self.needs_draw = True
        #: Input is translated here once; it knows which keys are held (a repeat is marked).
        self.keyboard = Keyboard()

        # Only what the app uses: pygame.init() would also open a sound device, printing
        # errors where there is none; sound.py opens it quietly, and only with a window.
        pygame.display.init()
        pygame.font.init()
        self.sound = Sounds(self.settings, enabled=sound_wanted(headless))
        self.sound.start()
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

    @staticmethod
    def _desktop_fit() -> tuple[int, int]:
        """A first window: the design's 16:9 at 80% of the desktop, so a HiDPI screen gets a
        big, crisp window instead of a small 1280×720 one."""
        try:
            w, h = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return DESIGN_SIZE
        least = MIN_WINDOW[0] / DESIGN_SIZE[0]
        s = max(least, min(w * 0.8 / DESIGN_SIZE[0], h * 0.8 / DESIGN_SIZE[1]))
        s = min(s, w / DESIGN_SIZE[0], h / DESIGN_SIZE[1])  # never larger than the screen
        return (round(DESIGN_SIZE[0] * s), round(DESIGN_SIZE[1] * s))

    @staticmethod
    def _open_window(size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            # (0, 0) asks for the desktop's own resolution: no mode switch, no letterbox.
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        try:  # the window manager stops a drag below the size where text stays readable
            with warnings.catch_warnings():
                # pygame-ce warns against drawing through this Window; it only sets a limit
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_WINDOW
        except (AttributeError, pygame.error) as exc:
            log.info("no minimum window size: %s", exc)
        return surface

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
        # Below the minimum the text cannot be read: the window goes back to it.
        w, h = max(MIN_WINDOW[0], int(size[0])), max(MIN_WINDOW[1], int(size[1]))
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
            save_settings(self.settings, base=self._settings_base)
            self._settings_base = attrs.evolve(self.settings)
        except OSError as exc:
            log.warning("cannot save settings: %s", exc)
            self.toast(f"Settings could not be saved: {exc.strerror or exc}")

    # --- the scene stack -------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.needs_draw = True
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> None:
        """Remove the top scene; the one below resumes. An empty stack quits the app."""
        if not self.scenes:
            return
        self.needs_draw = True
        self.scenes.pop().leave()
        if self.scenes:
            self.scenes[-1].resume()
        else:
            self.quit()

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another (the scene below stays paused)."""
        self.needs_draw = True
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def reset_to(self, scene: Scene) -> None:
        """Clear the whole stack (top first) and push `scene`."""
        self.needs_draw = True
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
        self.needs_draw = True
        # The same message again refreshes the one shown rather than stacking a copy.
        self.toasts = [t for t in self.toasts if t.text != text]
        self.toasts.append(Toast(text, max(0.5, seconds), self.top))
        del self.toasts[:-3]  # never a wall of messages

    def save_demos_to(self, path: Path) -> None:
        """Autosave demo games (`GameSession.demo`) to `path`, never to the player's autosave."""
        self._demo_saver = saves.AutosaveWorker(saves.Autosaver(path=path))

    def _saver_for(self, session: GameSession) -> saves.AutosaveWorker | None:
        if session.demo:
            return self._demo_saver
        if userfiles.read_only_reason():  # a second copy: the player chose this at start
            return None
        return self._autosaver

    def autosave(self, session: GameSession) -> None:
        """Autosave atomically, off the frame. Never raises: a failure is a toast and a log line."""
        saver = self._saver_for(session)
        if saver is None:
            return
        try:
            saver.submit(saves.encode(session), saves.generation_mark(session))
        except Exception as exc:
            log.exception("autosave failed")
            self.toast(f"Autosave failed: {exc}")
            return
        if self.autosave_sync:
            self.flush_autosave()

    def flush_autosave(self, timeout: float = 5.0) -> bool:
        """Wait for the autosave to be on disk (tests, leaving the app) and report on it."""
        done = self._autosaver.flush(timeout)
        if self._demo_saver is not None:
            done = self._demo_saver.flush(timeout) and done
        self._autosave_news()
        return done

    def _autosave_news(self) -> None:
        workers = [self._autosaver] + ([self._demo_saver] if self._demo_saver else [])
        for kind, detail in (r for w in workers for r in w.results()):
            if kind == "aside" and Path(detail).parent == saves.saves_dir():
                name = Path(detail).stem
                self.toast(f"An autosave of a newer Siege Desktop was kept as the save {name}", 6.0)
            elif kind == "aside":
                name = Path(detail).name
                self.toast(f"An old autosave was damaged; it was kept as {name}", 5.0)
            else:
                self.toast(f"Autosave failed: {detail}")

    def scenes_made(self) -> SceneFactory:
        """The factory of the app's scenes, for a scene that opens another across packages
        (the game-over panel its summary, a summary its replay) without importing it."""
        return self._factory()

    def _factory(self) -> SceneFactory:
        if self.scene_factory is None:
            raise RuntimeError("this App was made without its scenes (pass scenes=SCENES)")
        return self.scene_factory

    def start_game(self, session: GameSession) -> None:
        """Leave the menus and sit down at the table for `session`."""
        self.reset_to(self._factory().table(self, session))

    def open_title(self) -> None:
        # Leaving a game: its last autosave must be on disk before Continue looks for it.
        self.flush_autosave(timeout=2.0)
        self.reset_to(self._factory().title(self))

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
                self.push(self._factory().game_menu(self, session))
                return

    def draw(self) -> None:
        """Draw from the lowest opaque scene upward, then the toasts."""
        first = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                first = i
                break
        else:
            self.window.fill(theme.FELT_DARK)
        for scene in self.scenes[first:]:
            scene.draw(self.window)
        self._draw_toasts()

    def visible_toasts(self) -> list[Toast]:
        """The toasts of the screen on top (a table's toasts do not follow you into Settings)."""
        return [t for t in self.toasts if t.scene is None or t.scene is self.top]

    def toast_places(self) -> list[Placed]:
        """Where the visible toasts go (oldest first): off what the screen on top keeps
        seen (the table: its hand) and never over what it keeps clear (a menu: its buttons)."""
        shown = self.visible_toasts()
        if not shown:
            return []
        place = getattr(self.top, "toast_bottom", None)
        bottom = place(self.size) if callable(place) else None
        y = bottom if isinstance(bottom, int) else self.size[1] - self.px(24)
        clear = getattr(self.top, "toast_keep_clear", None)
        keep = clear(self.size) if callable(clear) else []
        rather = getattr(self.top, "toast_rather_clear", None)
        panels = rather(self.size) if callable(rather) else []
        texts = [t.text for t in shown]
        # The same toasts in the same room as the last frame: the same places.
        key = (tuple(texts), self.size, y, tuple(map(tuple, keep)), tuple(map(tuple, panels)))
        if key != self._toast_key:
            metrics = Metrics(self.px(18), self.px(9), self.px(8), self.px(18), self.px(200))
            font = self.art.font(self.px(17))
            wraps = self.toast_wraps
            self._toast_places = place_toasts(
                font, texts, self.size, y, keep, metrics, panels, wraps
            )
            self._toast_key = key
        return list(self._toast_places)

    def _draw_toasts(self) -> None:
        radius = self.px(10)
        for t, spot in zip(self.visible_toasts(), self.toast_places(), strict=True):
            alpha = round(235 * min(1.0, t.left / TOAST_FADE))
            panel = pygame.Surface(spot.box.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, (*theme.INK, alpha), panel.get_rect(), 0, radius)
            pygame.draw.rect(panel, (*theme.GOLD, alpha), panel.get_rect(), 2, radius)
            self.window.blit(panel, spot.box)
            for line, at in spot.lines:
                label = self.art.text(line, self.px(17), theme.PAPER)
                if t.left < TOAST_FADE:  # fading out: a copy, never the shared cached text
                    label = label.copy()
                    label.set_alpha(round(255 * t.left / TOAST_FADE))
                self.window.blit(label, at)

    def animating(self) -> bool:
        """Whether the next frame must come at once: a toast fades or the top scene moves."""
        return bool(self.toasts) or bool(self.scenes and self.scenes[-1].animating())

    def step(self, dt: float) -> bool:
        """One frame of work: input, update, and (when anything changed or moves) draw and
        flip; the frame cap's wait is not here. Returns whether it drew."""
        start = time.perf_counter()
        events = pygame.event.get()
        for event in events:
            intent = self.keyboard.translate(event)
            if intent is not None:
                self.dispatch(intent)
        # A screen that moved until now moves in this update, maybe to its rest: the frame
        # that shows where it stopped (the last row, the card landed) is drawn too, never
        # left for the next input to reveal.
        moved = self.animating()
        if self.scenes:
            self.scenes[-1].update(dt)
        self.sound.update(dt)
        self._autosave_news()
        for t in self.toasts:
            t.left -= dt
        if any(t.left <= 0 for t in self.toasts):
            self.needs_draw = True
        self.toasts = [t for t in self.toasts if t.left > 0]
        if self.idle_wait and not (events or self.needs_draw or moved or self.animating()):
            return False
        self.needs_draw = False
        self.draw()
        pygame.display.flip()
        end = time.perf_counter()
        self.frame_times_ms.append((end - start) * 1000.0)
        self.frames += 1
        if self.first_frame_at is None:
            self.first_frame_at = end
            if self.on_first_frame is not None:
                self.on_first_frame()
        return True

    def run(self, frames: int | None = None) -> None:
        """Run the loop until quit (or for exactly `frames` frames), capped at 60 fps; with
        nothing moving it sleeps until input (or the next idle wake-up)."""
        dt = 0.0
        done = 0
        while self.running and (frames is None or done < frames):
            if not self.scenes:
                self.open_title()
            self.step(dt)
            done += 1
            # A sound still to come keeps the loop ticking (without drawing) until it plays.
            idle = not (self.animating() or self.needs_draw or self.sound.busy)
            if self.idle_wait and idle:
                self._wait_for_input(IDLE_WAKE_MS)
                # the clock restarts from here: the wait is not a frame
                dt = min(0.1, self.clock.tick() / 1000.0)
                continue
            # tick waits for the cap; dt is wall time between frames, clamped so a stall
            # (a dragged window, a breakpoint) does not fast-forward every animation.
            dt = min(0.1, self.clock.tick(FPS) / 1000.0)

    def _wait_for_input(self, ms: int) -> None:
        """Sleep until an event arrives or `ms` pass (the event stays queued for the step)."""
        # Not pygame.event.wait(ms): pygame-ce waits by polling every millisecond, about 2% of
        # a core in a real X11 window (and under the dummy driver) with nothing happening.
        # Naps with a look at the queue in between cost about a third of that.
        end = time.perf_counter() + ms / 1000
        while not pygame.event.peek() and time.perf_counter() < end:
            time.sleep(IDLE_NAP)

    def shutdown(self) -> None:
        """Leave every scene (stopping their worker threads), finish the autosave, close."""
        while self.scenes:
            scene = self.scenes.pop()
            try:
                scene.leave()
            except Exception:
                log.exception("error while leaving %s", type(scene).__name__)
        self._autosaver.close()
        if self._demo_saver is not None:
            self._demo_saver.close()
        pygame.quit()
