"""Sound: the files, which event sounds which, volume and mute, silence headless or without a
device, and no ALSA chatter in the terminal."""

from __future__ import annotations

import importlib.util
import os
import random
import re
import struct
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest
from shell_helpers import click_button, click_widget, form_of, frame, make_app
from table_helpers import advance, hot_rect, session_for

from siege_desktop.app.intents import Click, Key, Motion
from siege_desktop.app.menus.settings import SettingsScene
from siege_desktop.app.settings import Settings, load_settings
from siege_desktop.app.shell import App
from siege_desktop.app.sound import SOUNDS, PygameMixer, Sounds, SoundUnavailable, wanted
from siege_desktop.games.gifts import rules as engine
from siege_desktop.games.gifts.rules import Event, GameConfig, Phase
from siege_desktop.games.gifts.ui.scene import TableScene
from siege_desktop.games.gifts.ui.sounds import EVENT_SOUNDS, plan
from siege_desktop.resources import asset_path

REPO = Path(__file__).resolve().parents[2]
RATE = 22_050


class FakeMixer:
    """Records what the game tells the mixer; `fail` makes the device refuse to open."""

    def __init__(self, fail: bool = False, broken: tuple[str, ...] = ()) -> None:
        self.fail = fail
        self.broken = broken
        self.calls: list[tuple[object, ...]] = []

    def start(self) -> None:
        if self.fail:
            raise SoundUnavailable("ALSA: Couldn't open audio device")
        self.calls.append(("start",))

    def load(self, path: Path) -> object:
        if path.stem in self.broken:
            raise SoundUnavailable(f"{path.name}: not a sound file")
        assert path.is_file()
        return path.stem

    def play(self, sound: object, volume: float) -> None:
        self.calls.append(("play", sound, volume))

    def set_volume(self, volume: float) -> None:
        self.calls.append(("volume", volume))

    def stop(self) -> None:
        self.calls.append(("stop",))

    def played(self) -> list[tuple[object, float]]:
        return [(c[1], float(c[2])) for c in self.calls if c[0] == "play"]  # type: ignore[arg-type]


def live(settings: Settings | None = None, mixer: FakeMixer | None = None) -> Sounds:
    sounds = Sounds(settings or Settings(), mixer or FakeMixer(), enabled=True)
    sounds.start()
    return sounds


def ev(kind: str, seat: int = 0, count: int = 0) -> Event:
    return Event(kind, seat, kind, count=count)


# ---------------------------------------------------------------- the files


def samples(name: str) -> tuple[wave._wave_params, list[int]]:
    with wave.open(str(asset_path("sounds", f"{name}.wav"))) as w:
        params = w.getparams()
        data = w.readframes(params.nframes)
    return params, list(struct.unpack(f"<{params.nframes}h", data))


@pytest.mark.parametrize("name", SOUNDS)
def test_every_sound_is_a_short_quiet_clean_wave(name: str) -> None:
    params, pcm = samples(name)
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, RATE)
    assert 0.03 <= params.nframes / RATE < 1.0  # short: under a second
    peak = max(abs(v) for v in pcm) / 32768
    assert 0.1 < peak <= 0.45, peak  # audible, and far from clipping (quiet)
    assert abs(pcm[0]) < 100 and abs(pcm[-1]) < 100  # starts and ends at rest: no click
    assert abs(sum(pcm) / len(pcm)) < 200  # no offset pushing the speaker
    assert asset_path("sounds", f"{name}.wav").stat().st_size < 64_000


def test_all_sounds_together_are_small() -> None:
    total = sum(asset_path("sounds", f"{n}.wav").stat().st_size for n in SOUNDS)
    assert total < 300_000
    assert sorted(p.stem for p in asset_path("sounds").glob("*.wav")) == sorted(SOUNDS)


def test_the_generator_makes_the_committed_files(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_sounds", REPO / "assets/src/make_sounds.py")
    assert spec is not None and spec.loader is not None
    maker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(maker)
    assert tuple(maker.SOUNDS) == SOUNDS
    assert maker.main(["make_sounds", str(tmp_path)]) == 0
    for name in SOUNDS:
        with wave.open(str(tmp_path / f"{name}.wav")) as w:
            fresh = struct.unpack(f"<{w.getnframes()}h", w.readframes(w.getnframes()))
        committed = samples(name)[1]
        assert len(fresh) == len(committed), name
        # the same sound (the last bit may differ with another platform's maths library)
        assert max(abs(a - b) for a, b in zip(fresh, committed, strict=True)) <= 2, name


def test_the_licence_and_readme_name_the_sounds() -> None:
    readme = (REPO / "assets" / "README.md").read_text(encoding="utf-8")
    licence = (REPO / "assets" / "LICENSE.md").read_text(encoding="utf-8")
    assert "sounds/" in readme and "make_sounds.py" in readme
    assert "*.wav" in licence or "sounds/" in licence


# ---------------------------------------------------------------- events to sounds


def engine_event_kinds() -> set[str]:
    """Every kind the engine's Event documents, the rules make, and a few random games show."""
    doc = engine.Event.__doc__ or ""
    listed = re.search(r"kind:(.*?)\n\s*seat:", doc, re.S)
    assert listed is not None
    kinds = {k.strip(" .\n") for k in listed.group(1).split(",")}
    rules = (REPO / "siege_desktop" / "games" / "gifts" / "rules" / "rules.py").read_text(
        encoding="utf-8"
    )
    kinds.update(re.findall(r'Event\(\s*"([a-z-]+)"', rules))
    for seed in range(4):
        state = engine.new_game(GameConfig(players=2 + seed % 3, round_limit=6), seed)
        rng = random.Random(seed)
        while state.phase is not Phase.OVER:
            state, events = engine.apply_logged(state, rng.choice(engine.legal_actions(state)))
            kinds.update(e.kind for e in events)
    return kinds


def test_every_event_kind_has_a_sound_or_is_silent_on_purpose() -> None:
    kinds = engine_event_kinds()
    assert {"draw", "play", "tap", "claim", "turn", "end"} <= kinds
    assert kinds <= set(EVENT_SOUNDS), kinds - set(EVENT_SOUNDS)
    for name in {n for n in EVENT_SOUNDS.values() if n is not None} | {"seal"}:
        assert name in SOUNDS and asset_path("sounds", f"{name}.wav").is_file()


def test_one_action_sounds_once_after_its_taps() -> None:
    claim = [ev("tap"), ev("tap"), ev("claim"), ev("refill", -1), ev("turn", 1), ev("draw", 1)]
    assert [n for _, n in plan(claim, humans=(0,))] == ["tap", "claim"]
    (t0, _), (t1, _) = plan(claim, humans=(0,))
    assert t0 == 0 < t1 < 0.2  # the lands turn, then the gift goes


def test_your_turn_follows_for_a_human_seat_only() -> None:
    passed = [ev("pass", 1), ev("turn", 0), ev("draw", 0)]
    assert [n for _, n in plan(passed, humans=(0,))] == ["draw", "turn"]
    assert plan(passed, humans=(0,))[1][0] > 0.2
    assert [n for _, n in plan(passed, humans=(2,))] == ["draw"]


def test_the_last_lock_seals_and_the_game_end_sounds_last() -> None:
    assert [n for _, n in plan([ev("wrap", count=3)], (0,))] == ["wrap"]
    assert [n for _, n in plan([ev("wrap", count=5)], (0,))] == ["seal"]
    final = [ev("tap"), ev("steal"), ev("end", -1)]
    assert [n for _, n in plan(final, (0,))] == ["tap", "steal", "end"]


# ---------------------------------------------------------------- volume and mute


def test_the_volume_setting_is_what_the_mixer_is_told() -> None:
    settings = Settings(volume=0.3)
    mixer = FakeMixer()
    sounds = live(settings, mixer)
    sounds.on_events([ev("play")], (0,), plan)
    assert mixer.played() == [("land", 0.3)]
    settings.volume = 0.8
    sounds.apply_volume()
    assert mixer.calls[-1] == ("volume", 0.8)  # what is playing follows at once
    sounds.update(1.0)
    sounds.on_events([ev("build")], (0,), plan)
    assert mixer.played()[-1] == ("build", 0.8)


def test_mute_stops_and_silences_and_unmute_says_so() -> None:
    settings = Settings(volume=0.5)
    mixer = FakeMixer()
    sounds = live(settings, mixer)
    sounds.on_events(
        [ev("pass", 1), ev("turn", 0), ev("draw", 0)], (0,), plan
    )  # turn still to come
    assert sounds.toggle_mute() is True and settings.muted
    assert mixer.calls[-1] == ("stop",)
    sounds.update(2.0)
    sounds.on_events([ev("claim")], (0,), plan)
    assert mixer.played() == [("draw", 0.5)]  # nothing after the mute, not even the turn
    assert sounds.toggle_mute() is False
    assert mixer.played()[-1] == ("click", 0.5)


def test_volume_zero_plays_nothing() -> None:
    mixer = FakeMixer()
    sounds = live(Settings(volume=0.0), mixer)
    sounds.on_events([ev("claim"), ev("end", -1)], (0,), plan)
    sounds.update(2.0)
    assert mixer.played() == []


def test_what_follows_plays_when_due() -> None:
    mixer = FakeMixer()
    sounds = live(Settings(volume=1.0), mixer)
    sounds.on_events([ev("play", 1), ev("turn", 0)], (0,), plan)
    assert mixer.played() == [("land", 1.0)] and sounds.busy
    sounds.update(0.1)
    assert len(mixer.played()) == 1
    sounds.update(0.5)
    assert mixer.played() == [("land", 1.0), ("turn", 1.0)] and not sounds.busy


def test_skipping_ahead_does_not_pile_up_sounds_but_keeps_your_turn() -> None:
    mixer = FakeMixer()
    sounds = live(Settings(volume=1.0), mixer)
    for _ in range(10):  # ten CPU actions in ten frames
        sounds.on_events([ev("play", 1)], (0,), plan)
        sounds.update(1 / 60)
    assert 1 <= len(mixer.played()) <= 2
    sounds.on_events([ev("pass", 1), ev("turn", 0)], (0,), plan)
    sounds.update(1.0)
    assert mixer.played()[-1][0] == "turn"


# ---------------------------------------------------------------- silent where it should be


def test_headless_never_opens_a_device_nor_plays() -> None:
    mixer = FakeMixer()
    sounds = Sounds(Settings(), mixer, enabled=wanted(headless=True))
    sounds.start()
    sounds.on_events([ev("claim"), ev("end", -1)], (0,), plan)
    sounds.update(2.0)
    sounds.set_muted(False)
    assert mixer.calls == [] and not sounds.available


def test_only_a_real_window_wants_sound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert not wanted(headless=False)
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    assert wanted(headless=False) and not wanted(headless=True)
    monkeypatch.delenv("SDL_VIDEODRIVER")
    assert wanted(headless=False)


def test_a_headless_app_is_silent() -> None:
    pygame.mixer.quit()  # whatever an earlier test opened
    app = make_app()
    try:
        assert not app.sound.enabled and not app.sound.available
        assert pygame.mixer.get_init() is None  # no device was even opened
    finally:
        app.shutdown()


def test_no_device_leaves_the_game_running_silently() -> None:
    mixer = FakeMixer(fail=True)
    sounds = live(Settings(), mixer)
    assert not sounds.available and "No sound device" in sounds.why_silent
    sounds.on_events([ev("claim"), ev("turn", 0)], (0,), plan)
    sounds.update(1.0)
    sounds.toggle_mute()
    sounds.apply_volume()
    assert mixer.played() == []
    # and a whole app with that mixer plays a game on
    app = make_app()
    try:
        app.sound = sounds
        session = session_for(("easy", "easy"), seed=3)
        app.start_game(session)
        for _ in range(240):
            app.step(1 / 15)
        assert isinstance(app.top, TableScene) and len(app.top.session.actions) > 0
    finally:
        app.shutdown()


def test_a_damaged_sound_file_loses_that_sound_only() -> None:
    mixer = FakeMixer(broken=("claim",))
    sounds = live(Settings(volume=1.0), mixer)
    assert sounds.available
    sounds.on_events([ev("claim")], (0,), plan)
    sounds.update(1.0)
    sounds.on_events([ev("build")], (0,), plan)
    assert mixer.played() == [("build", 1.0)]


def test_the_real_mixer_plays_on_sdl_dummy_audio() -> None:
    assert os.environ["SDL_AUDIODRIVER"] == "dummy"  # conftest: a device that plays nothing
    mixer = PygameMixer()
    try:
        mixer.start()
        sound = mixer.load(asset_path("sounds", "claim.wav"))
        assert isinstance(sound, pygame.mixer.Sound) and 0.45 < sound.get_length() < 0.55
        mixer.play(sound, 0.25)
        volumes = [pygame.mixer.Channel(i).get_volume() for i in range(8)]
        assert any(abs(v - 0.25) < 0.01 for v in volumes)
        mixer.set_volume(0.5)
        assert all(abs(pygame.mixer.Channel(i).get_volume() - 0.5) < 0.01 for i in range(8))
        mixer.stop()
        with pytest.raises(SoundUnavailable, match=r"nothing\.wav"):
            mixer.load(Path("nothing.wav"))
    finally:
        pygame.mixer.quit()


def _quiet_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    return env


def test_the_app_prints_nothing_without_a_sound_device(siege_home: Path) -> None:
    """Issue 11, defect 15: no ALSA lines in the terminal (there were 16)."""
    cmd = [sys.executable, "-m", "siege_desktop", "--frames", "3"]
    run = subprocess.run(cmd, env=_quiet_env(), capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "ALSA" not in run.stderr
    assert run.stderr == ""


def test_opening_a_missing_device_prints_nothing(siege_home: Path) -> None:
    """The real mixer with the system's own driver choice: what fails goes to the log."""
    code = (
        "from siege_desktop.app.sound import PygameMixer, SoundUnavailable\n"
        "try:\n    PygameMixer().start()\nexcept SoundUnavailable as exc:\n    print(exc)\n"
        "else:\n    print('opened')\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], env=_quiet_env(), capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0 and run.stdout.strip()
    assert "ALSA" not in run.stderr
    assert run.stderr == ""


# ---------------------------------------------------------------- the table and the menu


def sounding_app(volume: float = 0.6) -> tuple[App, FakeMixer]:
    app = make_app()
    app.settings.volume = volume
    mixer = FakeMixer()
    app.sound = live(app.settings, mixer)
    return app, mixer


def test_the_table_sounds_a_land_played_and_m_mutes() -> None:
    session = session_for(("human", "easy"), seed=12)
    advance(session, lambda s: s.seat == 0 and s.phase is Phase.LAND)
    app, mixer = sounding_app()
    try:
        app.start_game(session)
        scene = app.top
        assert isinstance(scene, TableScene)
        app.step(1 / 60)
        colour = next(c for c in range(5) if session.state.hands[0][c])
        rect = hot_rect(scene, "hand", colour)
        app.dispatch(Motion(rect.center))
        app.dispatch(Click(rect.center))
        assert mixer.played() == [("land", 0.6)]
        app.dispatch(Key(pygame.K_m))
        assert app.settings.muted and mixer.calls[-1] == ("stop",)
        assert any("Sound off" in t.text for t in app.toasts)
        assert load_settings()[0].muted  # kept for the next start
        app.dispatch(Key(pygame.K_m))
        assert not app.settings.muted and mixer.played()[-1] == ("click", 0.6)
    finally:
        app.shutdown()


def test_m_without_a_device_says_why() -> None:
    app = make_app()
    try:
        app.start_game(session_for(("human", "easy"), seed=12))
        app.dispatch(Key(pygame.K_m))
        assert not app.settings.muted
        assert any("without a window" in t.text for t in app.toasts)
    finally:
        app.shutdown()


def settings_scene(app: App) -> SettingsScene:
    app.open_title()
    frame(app)
    click_button(app, "Settings")
    scene = app.top
    assert isinstance(scene, SettingsScene)
    frame(app)
    return scene


def widget(scene: SettingsScene, label: str):  # type: ignore[no-untyped-def]
    return next(w for w in form_of(scene).widgets if getattr(w, "label", None) == label)


def test_the_settings_screen_mutes_and_sets_the_volume() -> None:
    app, mixer = sounding_app(volume=0.6)
    try:
        scene = settings_scene(app)
        sound, volume = widget(scene, "Sound (M)"), widget(scene, "Volume")
        assert sound.enabled and volume.enabled
        click_widget(app, volume, (0.985, 0.5))  # ▶ one louder
        assert app.settings.volume == pytest.approx(0.7)
        assert ("volume", pytest.approx(0.7)) in mixer.calls
        assert mixer.played()[-1] == ("click", pytest.approx(0.7))  # heard at once
        click_widget(app, sound)
        assert app.settings.muted and mixer.calls[-1] == ("stop",)
        assert load_settings()[0].muted and load_settings()[0].volume == pytest.approx(0.7)
        click_button(app, "Restore defaults")
        assert not app.settings.muted and app.settings.volume == Settings().volume
    finally:
        app.shutdown()


def test_the_settings_screen_says_why_there_is_no_sound() -> None:
    app = make_app()
    try:
        app.sound = live(app.settings, FakeMixer(fail=True))
        scene = settings_scene(app)
        for label in ("Sound (M)", "Volume"):
            w = widget(scene, label)
            assert not w.enabled and "No sound device" in w.tip
    finally:
        app.shutdown()
