"""The App shell: the scene stack's life cycle, input routing, drawing order, toasts, autosave."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from shell_helpers import frame, key, make_app, played_session

from siege_desktop.app import crash, saves
from siege_desktop.app.intents import Click, Intent, Key, Quit, Resize
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.scene import Scene
from siege_desktop.app.shell import App


class Recorder(Scene):
    """Writes what happens to it into a shared journal; fills the window with its colour."""

    def __init__(
        self,
        app: App,
        name: str,
        journal: list[str],
        *,
        consume: bool = False,
        opaque: bool = True,
        passes: bool = False,
        colour: tuple[int, int, int] = (200, 0, 0),
    ) -> None:
        super().__init__(app)
        self.name, self.journal, self.consume = name, journal, consume
        self.opaque, self.passes_input, self.colour = opaque, passes, colour

    def enter(self) -> None:
        self.journal.append(f"{self.name}.enter")

    def leave(self) -> None:
        self.journal.append(f"{self.name}.leave")

    def pause(self) -> None:
        self.journal.append(f"{self.name}.pause")

    def resume(self) -> None:
        self.journal.append(f"{self.name}.resume")

    def handle(self, intent: Intent) -> bool:
        self.journal.append(f"{self.name}.handle")
        return self.consume

    def update(self, dt: float) -> None:
        self.journal.append(f"{self.name}.update")

    def draw(self, surface: pygame.Surface) -> None:
        self.journal.append(f"{self.name}.draw")
        if self.opaque:
            surface.fill(self.colour)
        else:
            surface.fill(self.colour, pygame.Rect(0, 0, 10, 10))


@pytest.fixture
def bare() -> App:
    application = make_app()
    yield application  # type: ignore[misc]
    application.shutdown()


def test_push_pop_replace_reset_call_the_life_cycle(bare: App) -> None:
    j: list[str] = []
    a, b, c, d = (Recorder(bare, n, j) for n in "abcd")
    bare.push(a)
    bare.push(b)
    bare.replace(c)
    bare.pop()
    bare.push(b)
    bare.reset_to(d)
    assert j == [
        "a.enter",
        "a.pause",
        "b.enter",
        "b.leave",
        "c.enter",
        "c.leave",
        "a.resume",
        "a.pause",
        "b.enter",
        "b.leave",
        "a.leave",
        "d.enter",
    ]
    assert bare.scenes == [d] and bare.running
    bare.pop()
    assert not bare.running  # an empty stack ends the app


def test_input_goes_down_only_while_scenes_pass_it(bare: App) -> None:
    j: list[str] = []
    bottom = Recorder(bare, "bottom", j)
    middle = Recorder(bare, "middle", j, passes=True, opaque=False)
    top = Recorder(bare, "top", j, passes=True, opaque=False)
    for s in (bottom, middle, top):
        bare.push(s)
    j.clear()
    bare.dispatch(Click((5, 5)))
    assert j == ["top.handle", "middle.handle", "bottom.handle"]
    j.clear()
    middle.consume = True
    bare.dispatch(Click((5, 5)))
    assert j == ["top.handle", "middle.handle"]
    j.clear()
    top.passes_input = False
    bare.dispatch(Click((5, 5)))
    assert j == ["top.handle"]


def test_draw_starts_at_the_highest_opaque_scene_and_only_the_top_updates(bare: App) -> None:
    j: list[str] = []
    hidden = Recorder(bare, "hidden", j, colour=(0, 0, 200))
    base = Recorder(bare, "base", j, colour=(0, 200, 0))
    overlay = Recorder(bare, "overlay", j, opaque=False, colour=(250, 250, 0))
    for s in (hidden, base, overlay):
        bare.push(s)
    j.clear()
    frame(bare)
    assert j == ["overlay.update", "base.draw", "overlay.draw"]
    assert tuple(bare.window.get_at((600, 300)))[:3] == (0, 200, 0)
    assert tuple(bare.window.get_at((3, 3)))[:3] == (250, 250, 0)


def test_resize_changes_scale_and_real_pixel_sizes(bare: App) -> None:
    bare.push(TitleScene(bare))
    assert bare.px(100) == 100
    bare.dispatch(Resize((2560, 1440)))
    assert bare.size == (2560, 1440) and bare.window.get_size() == (2560, 1440)
    assert bare.scale == 2.0 and bare.px(100) == 200
    bare.dispatch(Resize((1000, 1000)))  # a tall window: the width decides
    assert bare.px(1280) == 1000
    assert bare.settings.window_size == (1000, 1000)
    frame(bare)


def test_toasts_show_over_everything_then_expire(bare: App) -> None:
    j: list[str] = []
    bare.push(Recorder(bare, "plain", j, colour=(0, 0, 0)))
    bare.toast("Hello there", seconds=1.0)
    frame(bare)
    w, h = bare.size
    band = [tuple(bare.window.get_at((x, h - 40)))[:3] for x in range(w // 2 - 60, w // 2 + 60)]
    assert any(c != (0, 0, 0) for c in band)
    for _ in range(70):
        frame(bare)
    assert bare.toasts == []
    band = [tuple(bare.window.get_at((x, h - 40)))[:3] for x in range(w // 2 - 60, w // 2 + 60)]
    assert all(c == (0, 0, 0) for c in band)


def test_quit_intent_stops_the_loop(bare: App) -> None:
    bare.open_title()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    bare.run(frames=50)
    assert not bare.running
    assert bare.frames == 1


def test_run_counts_frames_and_keeps_frame_times(bare: App) -> None:
    bare.open_title()
    bare.run(frames=5)
    assert bare.frames == 5 and len(bare.frame_times_ms) == 5
    assert all(t > 0 for t in bare.frame_times_ms)
    assert bare.first_frame_at is not None


def test_autosave_never_raises_a_failure_is_a_toast(bare: App, siege_home: Path) -> None:
    siege_home.mkdir(parents=True, exist_ok=True)
    (siege_home / "data").write_text("a file where the folder should be", encoding="utf-8")
    bare.autosave(played_session(3))  # must not raise
    assert bare.flush_autosave()
    assert any(t.text.startswith("Autosave failed") for t in bare.toasts)


def test_autosave_writes_and_reports_a_moved_aside_file(bare: App) -> None:
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text("{", encoding="utf-8")
    bare.autosave(played_session(3))
    assert bare.flush_autosave()
    assert len(saves.read_save(path).actions) == 3
    assert any("autosave.json.damaged-" in t.text for t in bare.toasts)
    assert len(list(path.parent.glob("autosave.json.damaged-*"))) == 1


def test_escape_on_the_title_asks_before_quitting(bare: App) -> None:
    bare.open_title()
    key(bare, pygame.K_ESCAPE)
    assert bare.running and type(bare.top).__name__ == "ConfirmScene"
    key(bare, pygame.K_ESCAPE)
    assert isinstance(bare.top, TitleScene)
    key(bare, pygame.K_ESCAPE)
    key(bare, pygame.K_RETURN)
    assert not bare.running


def test_crash_screen_names_the_log_file_and_closes_on_esc(bare: App, siege_home: Path) -> None:
    log_path = crash.setup_logging()
    assert log_path == siege_home / "logs" / "siege-desktop.log"
    text = crash.crash_text(RuntimeError("boom"), log_path)
    assert "RuntimeError: boom" in text and str(log_path) in text
    scene = crash.CrashScene(bare, text)
    bare.push(scene)
    frame(bare)
    bare.dispatch(Key(pygame.K_ESCAPE))
    assert not bare.running
    bare.dispatch(Quit())


def test_an_error_in_the_loop_is_logged_and_shown(
    bare: App, siege_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log_path = crash.setup_logging()

    class Broken(Scene):
        def update(self, dt: float) -> None:
            raise RuntimeError("the table fell over")

    bare.push(Broken(bare))
    with pytest.raises(RuntimeError) as err:
        bare.run(frames=3)
    crash.report_to_stderr(err.value, log_path)
    assert "the table fell over" in capsys.readouterr().err
    # The crash screen takes over the stack and draws.
    bare.running = True
    bare.reset_to(crash.CrashScene(bare, crash.crash_text(err.value, log_path)))
    frame(bare)
    assert isinstance(bare.top, crash.CrashScene)


def test_autosaves_are_written_off_the_frame_and_the_newest_wins(bare: App) -> None:
    bare.autosave_sync = False  # as in a window
    sessions = [played_session(n) for n in (2, 4, 6, 8)]
    for session in sessions:
        bare.autosave(session)
    bare.shutdown()  # leaving the app finishes the last write
    assert saves.read_save(saves.autosave_path()).actions == sessions[-1].actions
    bare.autosave(sessions[0])  # after closing: a toast, not an exception
    assert any("not autosaved" in t.text for t in bare.toasts)


def test_autosave_news_arrives_with_the_next_frame(bare: App) -> None:
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    bare.open_title()  # (the title sets a damaged autosave aside itself: damage it after)
    path.write_text("not a save", encoding="utf-8")
    bare.autosave_sync = False
    bare.autosave(played_session(2))
    assert bare._autosaver.flush()
    assert not bare.toasts
    frame(bare)
    assert any("autosave.json.damaged-" in t.text for t in bare.toasts)


def test_show_crash_replaces_the_stack_and_runs_until_closed(bare: App, siege_home: Path) -> None:
    j: list[str] = []
    bare.push(Recorder(bare, "table", j))
    bare.quit()  # the loop had stopped because of the error
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    crash.show_crash(bare, ValueError("bad state"), siege_home / "logs" / "x.log")
    assert "table.leave" in j
    assert isinstance(bare.top, crash.CrashScene)
    assert "ValueError: bad state" in bare.top.text
    assert not bare.running  # Esc closed it


def test_a_windowed_build_without_stderr_still_reports_quietly(
    monkeypatch: pytest.MonkeyPatch, siege_home: Path
) -> None:
    import sys

    monkeypatch.setattr(sys, "stderr", None)
    crash.report_to_stderr(RuntimeError("no console"), None)  # must not raise
    assert crash.setup_logging() == siege_home / "logs" / "siege-desktop.log"
