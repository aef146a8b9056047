"""Nothing a user folder holds can stop the app: every file it reads, damaged every way.

Arbitrary bytes and arbitrary JSON (deep, huge numbers, NUL, lone surrogates, wrong types)
go into each file the app reads; then the app starts its scenes headless and draws them. No
exception may escape, a damaged file is set aside under a new name with its bytes intact, and
nothing else in the folder changes. The same holds when the file is a link (nothing is written
through it), a FIFO, a folder or a link to /dev/zero (nothing hangs), or cannot be read (it
stays where it is, and the player is told).
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from folder_helpers import Unreadable
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from shell_helpers import frame, make_app

from siege_desktop.app import saves
from siege_desktop.app.menus.load import LoadScene
from siege_desktop.app.menus.new_game import NewGameScene
from siege_desktop.app.menus.settings import SettingsScene
from siege_desktop.app.menus.title import TitleScene
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.settings import load_settings
from siege_desktop.app.shell import App
from siege_desktop.games.gifts.rules import GameConfig

EXAMPLES = int(os.environ.get("SIEGE_DAMAGE_EXAMPLES", "25"))

#: Every file the app reads, relative to the user folder.
FILES = {
    "settings": "config/settings.json",
    "new_game": "config/new_game.json",
    "autosave": "data/autosave.json",
    "named save": "data/saves/kept.json",
}


def good_session() -> GameSession:
    # Two people: loading it shows the handoff, and no CPU moves (no autosave is written).
    seats = (SeatSpec("Ann", "human"), SeatSpec("Bo", "human"))
    session = GameSession(GameConfig(players=2), 7, seats)
    return session


def good_files() -> dict[str, bytes]:
    """A healthy user folder: one of every file, so a change to any of them shows."""
    save = json.loads(saves.encode(good_session(), "kept"))
    return {
        FILES["settings"]: json.dumps({"window_size": [1280, 720], "volume": 0.5}).encode(),
        FILES["new_game"]: json.dumps(
            {"seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "easy"}]}
        ).encode(),
        FILES["autosave"]: json.dumps(save).encode(),
        FILES["named save"]: json.dumps(save).encode(),
    }


GOOD: dict[str, bytes] = {}


def good() -> dict[str, bytes]:
    if not GOOD:
        GOOD.update(good_files())
    return GOOD


TEXTS = st.one_of(
    st.text(max_size=12),
    st.sampled_from(["\x00", "a\x00b", "\ud800", "x\udfffy", "\n\t\x1b[31m", "‮evil"]),
    st.integers(1, 200_000).map(lambda n: "W" * n),
)
NUMBERS = st.one_of(
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from([1e308, -1e308, 10**300, 2**64, -1, 0]),
)
JSON = st.recursive(
    st.none() | st.booleans() | NUMBERS | TEXTS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXTS, inner, max_size=4),
    max_leaves=10,
)
RAW = st.one_of(
    st.binary(max_size=64),
    st.sampled_from(
        [
            b"[" * 100_000,
            b"{" * 50_000,
            b"1" * 5_000,
            b'{"a": ' + b"9" * 5_000 + b"}",
            b"1e400",
            b"NaN",
            b"\xff\xfe{}",
            b"",
            b"  \n",
            b"\x00" * 10,
        ]
    ),
)


@st.composite
def reshaped(draw: st.DrawFn, target: str) -> bytes:
    """The healthy file with one field (or a seat's field) given an arbitrary value."""
    data: Any = json.loads(good()[FILES[target]])
    value = draw(JSON)
    if "seats" in data and draw(st.booleans()):
        seat = draw(st.integers(0, len(data["seats"]) - 1))
        data["seats"][seat][draw(st.sampled_from(["name", "kind"]))] = value
    else:
        keys = sorted(data) + ["window_size", "seats", "config", "version", "actions", "x"]
        data[draw(st.sampled_from(keys))] = value
    return json.dumps(data).encode()


def payloads(target: str) -> st.SearchStrategy[bytes]:
    return st.one_of(RAW, JSON.map(lambda v: json.dumps(v).encode()), reshaped(target))


def snapshot(home: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(home)): p.read_bytes()
        for p in sorted(home.rglob("*"))
        if p.is_file() and p.suffix != ".log" and not p.name.startswith("siege-desktop.log")
    }


def run_the_app(app: App, said: list[str]) -> None:
    """What a player's start touches: settings, the title (Continue), Load, New game,
    Settings, and every save the Load screen offers, each drawn. `said` gets every message."""
    settings, problem = load_settings()
    if problem:
        said.append(problem)  # (main shows it as a toast)
    app.settings = settings
    app.toasts.clear()
    app.running = True
    app.open_title()
    frame(app)
    title = app.top
    assert isinstance(title, TitleScene)
    for scene in (LoadScene(app), NewGameScene(app), SettingsScene(app)):
        app.push(scene)
        frame(app)
        app.pop()
    if title.continue_problem is None:
        title.continue_game()
        frame(app, 2)
        app.open_title()
    load = LoadScene(app)
    app.push(load)
    frame(app)
    for i in range(len(load.entries)):
        load.list.selected = i
        load.load_selected()
        frame(app, 2)
        app.open_title()
        load = LoadScene(app)
        app.push(load)
        frame(app)
    app.open_title()


@pytest.fixture(scope="module")
def shared_app() -> Iterator[App]:
    app = make_app((640, 360))  # small frames: many examples, each drawn several times
    yield app
    app.shutdown()


TRIED: dict[str, set[bytes]] = {name: set() for name in FILES}


def assert_whole_save(data: bytes) -> None:
    """`data` is a save that reads back as a game (read_save raises otherwise)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "autosave.json"
        path.write_bytes(data)
        assert isinstance(saves.read_save(path), GameSession)


def check(app: App, target: str, payload: bytes) -> None:
    TRIED[target].add(payload)
    old = os.environ.get("SIEGE_DESKTOP_HOME")
    said: list[str] = []
    toast = app.toast

    def listen(text: str, seconds: float = 3.0) -> None:
        said.append(text)
        toast(text, seconds)

    app.toast = listen  # type: ignore[method-assign]
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        os.environ["SIEGE_DESKTOP_HOME"] = str(home)
        try:
            for rel, data in good().items():
                (home / rel).parent.mkdir(parents=True, exist_ok=True)
                (home / rel).write_bytes(data)
            (home / FILES[target]).write_bytes(payload)
            before = snapshot(home)
            run_the_app(app, said)  # no exception may escape
            after = snapshot(home)
        finally:
            del app.toast  # the class's own method again
            if old is None:
                del os.environ["SIEGE_DESKTOP_HOME"]
            else:
                os.environ["SIEGE_DESKTOP_HOME"] = old
    rel = FILES[target]
    aside = {k: v for k, v in after.items() if k.startswith(rel + ".damaged-")}
    others = {k: v for k, v in after.items() if k != rel and k not in aside}
    # Opening a game (Continue, Load) makes it the autosave at once, so Continue resumes
    # it: the autosave may be rewritten, but only with a whole game that reads back.
    for k in list(others):
        if k.startswith("data/autosave") and k != rel and others[k] != before.get(k):
            assert_whole_save(others[k])
            if k in before:
                others[k] = before[k]
            else:
                del others[k]  # an autosave generation kept by that rewrite
    assert others == {k: v for k, v in before.items() if k != rel}, "another file changed"
    if rel in after and after[rel] != payload and rel.startswith("data/autosave"):
        # Written anew when a game was opened: either the payload was a game that replays
        # (Continue resumed it) or it was set aside first.
        assert_whole_save(after[rel])
        if not aside:
            assert_whole_save(payload)
            return
        del after[rel]
    if rel in after:
        assert after[rel] == payload and not aside, "a file in use was changed"
    else:
        assert list(aside.values()) == [payload], "a damaged file must be kept, bytes intact"
        name = next(iter(aside)).rsplit("/", 1)[-1]
        assert sum(name in m for m in said) == 1, f"one message names the copy: {said}"
    try:
        parsed = json.loads(payload)
    except (ValueError, RecursionError):
        parsed = None
    if not isinstance(parsed, dict):
        assert rel not in after, "a file that is not even a JSON object must be set aside"


@pytest.mark.parametrize("target", list(FILES))
def test_no_damaged_file_stops_the_app(shared_app: App, target: str) -> None:
    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(payload=payloads(target))
    @example(payload=b"[" * 100_000)
    @example(payload=b"1" * 5_000)
    @example(payload=bytes(range(256)))
    @example(payload=b'{"window_size": [1e308, 1e308]}')
    @example(payload=b'{"window_size": [100000, 100000], "animation_speed": "fast"}')
    @example(payload=b'{"format": "siege-desktop/save", "version": 1, "name": "a\\u0000b"}')
    def run(payload: bytes) -> None:
        check(shared_app, target, payload)

    run()
    # (-s shows it: the figure of how many distinct damaged inputs were tried)
    print(f"\n{target}: {len(TRIED[target])} distinct inputs, none stopped the app")
    assert len(TRIED[target]) >= min(EXAMPLES, 10)


def test_names_with_nul_surrogates_and_100000_characters_are_drawn(shared_app: App) -> None:
    save = json.loads(saves.encode(good_session(), "x\u0000y\ud800" + "N" * 100_000))
    for i, name in enumerate(("\x00", "\ud800" + "S" * 100_000)):
        save["seats"][i]["name"] = name
    payload = json.dumps(save).encode()
    for target in ("autosave", "named save"):
        check(shared_app, target, payload)
    choices = {"seats": [{"name": "a\x00", "kind": "human"}, {"name": "\udc00", "kind": "easy"}]}
    check(shared_app, "new_game", json.dumps(choices).encode())


# ----------------------------------------------------- links, special files, unreadable files
#: What may stand where a file of the app belongs, besides damaged bytes.
KINDS = ("symlink", "hard link", "link to /dev/zero", "fifo", "folder", "unreadable")


def put(kind: str, path: Path, outside: Path, payload: bytes) -> None:
    """Make `path` a `kind` (a link's target, `outside`, holds `payload`)."""
    path.unlink()
    outside.write_bytes(payload)
    if kind == "symlink":
        path.symlink_to(outside)
    elif kind == "hard link":
        os.link(outside, path)
    elif kind == "link to /dev/zero":
        path.symlink_to("/dev/zero")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        path.write_bytes(payload)


@contextlib.contextmanager
def no_hang(seconds: int) -> Iterator[None]:
    """Fail, never hang, if anything waits on a FIFO (SIGALRM interrupts the wait)."""

    def hung(*_args: object) -> None:
        raise TimeoutError("the app waited on a special file")

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def check_kind(app: App, target: str, kind: str, payload: bytes) -> None:
    said: list[str] = []
    toast = app.toast

    def listen(text: str, seconds: float = 3.0) -> None:
        said.append(text)
        toast(text, seconds)

    app.toast = listen  # type: ignore[method-assign]
    rel = FILES[target]
    old = os.environ.get("SIEGE_DESKTOP_HOME")
    with tempfile.TemporaryDirectory() as tmp, pytest.MonkeyPatch.context() as m:
        home, outside = Path(tmp) / "home", Path(tmp) / "outside.json"
        os.environ["SIEGE_DESKTOP_HOME"] = str(home)
        try:
            for name, data in good().items():
                (home / name).parent.mkdir(parents=True, exist_ok=True)
                (home / name).write_bytes(data)
            put(kind, home / rel, outside, payload)
            if kind == "unreadable":
                Unreadable(m).add(home / rel)
            before = {k: v for k, v in snapshot(home).items() if k != rel}
            with no_hang(120):
                run_the_app(app, said)  # no exception may escape, nothing may hang
            m.undo()
            after = snapshot(home)
            kept = (home / rel).read_bytes() if (home / rel).is_file() else None
        finally:
            del app.toast
            if old is None:
                del os.environ["SIEGE_DESKTOP_HOME"]
            else:
                os.environ["SIEGE_DESKTOP_HOME"] = old
        # Nothing is ever written through a link: the file it points to is as it was.
        assert outside.read_bytes() == payload
    aside = [k for k in after if k.startswith(rel + ".damaged-")]
    for k, v in after.items():
        if k == rel or k in aside:
            continue
        if k.startswith("data/autosave") and v != before.get(k):
            assert_whole_save(v)  # a game opened became the autosave (and its generations)
        else:
            assert before.get(k) == v, f"{k} changed"
    if kind == "unreadable":
        # Not damage: it stays where it is, as it was, and the player is told.
        assert kept == payload and not aside
        assert any("cannot be read" in s or "could not be read" in s for s in said), said
    for name in aside:
        assert sum(name.rsplit("/", 1)[-1] in s for s in said) == 1, f"named once: {said}"


@pytest.mark.skipif(sys.platform == "win32", reason="links, FIFOs and SIGALRM are POSIX")
@pytest.mark.parametrize("target", list(FILES))
def test_no_link_special_or_unreadable_file_stops_the_app(shared_app: App, target: str) -> None:
    tried: set[tuple[str, bytes]] = set()

    @settings(
        max_examples=max(len(KINDS), EXAMPLES // 2),
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(kind=st.sampled_from(KINDS), payload=payloads(target) | st.just(good()[FILES[target]]))
    def run(kind: str, payload: bytes) -> None:
        tried.add((kind, payload))
        check_kind(shared_app, target, kind, payload)

    for kind in KINDS:  # each kind at least once, with the healthy file's bytes
        check_kind(shared_app, target, kind, good()[FILES[target]])
    run()
    print(f"\n{target}: {len(tried)} links, special and unreadable files, none stopped the app")
