"""installer.spec, run with stand-ins for PyInstaller's classes: what it asks PyInstaller for."""

from __future__ import annotations

import re
import sys
import tempfile
import types
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "installer.spec"


class Recorder:
    """Stands in for Analysis, PYZ, EXE, COLLECT and BUNDLE: keeps what each was given."""

    def __init__(self, kind: str, *args: Any, **kwargs: Any) -> None:
        self.kind, self.args, self.kwargs = kind, args, kwargs
        self.scripts: list[Any] = []
        self.pure: list[Any] = []
        self.binaries: list[Any] = [
            ("libstdc++.so.6", "/usr/lib/libstdc++.so.6", "BINARY"),
            ("libgcc_s.so.1", "/usr/lib/libgcc_s.so.1", "BINARY"),
            ("libSDL2-2.0.so.0", "/x/libSDL2-2.0.so.0", "BINARY"),
            (
                "libstdc++-abc123.so.6.0.30",
                "/x/pygame_ce.libs/libstdc++-abc123.so.6.0.30",
                "BINARY",
            ),
        ]
        # What PyInstaller's hooks would have collected (dest, source, typecode).
        self.datas = [
            ("assets/cards/back.svg", "/x/assets/cards/back.svg", "DATA"),
            ("assets/fonts/DejaVuSans.ttf", "/x/assets/fonts/DejaVuSans.ttf", "DATA"),
            ("assets/sounds/claim.wav", "/x/assets/sounds/claim.wav", "DATA"),
            ("assets/src/make_sounds.py", "/x/assets/src/make_sounds.py", "DATA"),
            ("assets/src/make_art.py", "/x/assets/src/make_art.py", "DATA"),
            ("pygame_gui/data/NotoSansSC-Regular.otf", "/x/NotoSansSC-Regular.otf", "DATA"),
            ("pygame_gui/data/NotoSans-Regular.ttf", "/x/NotoSans-Regular.ttf", "DATA"),
            ("pygame/freesansbold.ttf", "/x/pygame/freesansbold.ttf", "DATA"),
        ]


def package_data(package: str) -> list[tuple[str, str]]:
    """Like PyInstaller's collect_data_files: the package's files that are not code, each as
    (source, folder in the bundle)."""
    top = ROOT / package.replace(".", "/")
    return [
        (str(p), p.parent.relative_to(ROOT).as_posix())
        for p in sorted(top.rglob("*"))
        if p.is_file() and p.suffix not in (".py", ".pyc")
    ]


def fake_notices(target: Path) -> Path:
    """Stands in for build/notices.py's write (which needs PyInstaller's own licence)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("notices", encoding="utf-8")
    return target


def run_spec(
    monkeypatch: pytest.MonkeyPatch,
    platform: str,
    workpath: Path | None = None,
    distpath: Path | None = None,
) -> dict[str, list[Recorder]]:
    made: dict[str, list[Recorder]] = {}
    notices = types.ModuleType("notices")
    notices.FILE_NAME = "THIRD-PARTY-NOTICES.txt"  # type: ignore[attr-defined]
    notices.write = fake_notices  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "notices", notices)
    scratch = Path(tempfile.mkdtemp(prefix="siege-spec-"))

    def factory(kind: str) -> Any:
        def make(*args: Any, **kwargs: Any) -> Recorder:
            rec = Recorder(kind, *args, **kwargs)
            made.setdefault(kind, []).append(rec)
            return rec

        return make

    # The test environment need not have PyInstaller: give the spec its one helper.
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: [package, f"{package}.app.main"]  # type: ignore[attr-defined]
    hooks.collect_data_files = package_data  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "platform", platform)
    namespace: dict[str, Any] = {
        "SPECPATH": str(ROOT),
        "workpath": str(workpath or scratch / "work"),
        "DISTPATH": str(distpath or scratch / "dist"),
        "__name__": "__main__",
    }
    namespace.update({k: factory(k) for k in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")})
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return made


def test_linux_build_is_one_windowed_stripped_folder_without_upx(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    made = run_spec(monkeypatch, "linux")
    (exe,) = made["EXE"]
    assert exe.kwargs["name"] == "siege-desktop"
    assert exe.kwargs["console"] is False
    assert exe.kwargs["upx"] is False and exe.kwargs["strip"] is True
    assert exe.kwargs["exclude_binaries"] is True  # one folder, not one file
    (coll,) = made["COLLECT"]
    assert coll.kwargs["name"] == "siege-desktop" and coll.kwargs["upx"] is False
    assert "BUNDLE" not in made


def test_the_analysis_bundles_assets_and_every_app_module_and_excludes_heavy_extras(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    (analysis,) = run_spec(monkeypatch, "linux")["Analysis"]
    assert (str(ROOT / "assets"), "assets") in analysis.kwargs["datas"]
    # Data read through importlib.resources travels with its package: Cursed Gifts' deck.
    deck = ROOT / "siege_desktop" / "games" / "cursed" / "rules" / "cards.json"
    assert (str(deck), "siege_desktop/games/cursed/rules") in analysis.kwargs["datas"]
    board = ROOT / "siege_desktop" / "games" / "siege" / "rules" / "siege.json"  # Siege's
    assert (str(board), "siege_desktop/games/siege/rules") in analysis.kwargs["datas"]
    assert "siege_desktop.app.main" in analysis.kwargs["hiddenimports"]
    for heavy in ("numpy", "PIL", "tkinter", "unittest", "ssl"):
        assert heavy in analysis.kwargs["excludes"]
    (script,) = analysis.args[0]
    assert Path(script) == ROOT / "build" / "launcher.py"
    assert "freeze_support()" in Path(script).read_text(encoding="utf-8")


def test_our_licence_and_the_notices_go_into_the_assets_and_beside_the_executable(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    for platform, beside in (("linux", True), ("win32", True), ("darwin", False)):
        work, dist = tmp_path / platform / "work", tmp_path / platform / "dist"
        (analysis,) = run_spec(monkeypatch, platform, work, dist)["Analysis"]
        notices = work / "licences" / "THIRD-PARTY-NOTICES.txt"
        assert (str(notices), "assets/licences") in analysis.kwargs["datas"]
        assert (str(ROOT / "LICENSE"), "assets/licences") in analysis.kwargs["datas"]
        top = dist / "siege-desktop"
        assert (top / "LICENSE").is_file() is beside, platform
        assert (top / "THIRD-PARTY-NOTICES.txt").is_file() is beside, platform


def test_generator_sources_and_cjk_fonts_are_filtered_out_of_the_data(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    (analysis,) = run_spec(monkeypatch, "linux")["Analysis"]
    # The spec replaces the analysis' data list in place of the one the hooks gave.
    kept = [dest for dest, _, _ in analysis.datas]
    assert kept == [
        "assets/cards/back.svg",
        "assets/fonts/DejaVuSans.ttf",
        "assets/sounds/claim.wav",
        "pygame_gui/data/NotoSans-Regular.ttf",
    ]


def test_windows_build_adds_a_console_twin_for_the_terminal(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    exes = run_spec(monkeypatch, "win32", tmp_path)["EXE"]
    by_name = {e.kwargs["name"]: e.kwargs for e in exes}
    assert by_name["siege-desktop"]["console"] is False
    assert by_name["siege-desktop-console"]["console"] is True
    assert not by_name["siege-desktop"]["strip"]  # strip breaks Windows binaries
    assert Path(by_name["siege-desktop"]["icon"]).name == "siege-desktop.ico"


VERSION_CLASSES = (
    "VSVersionInfo",
    "FixedFileInfo",
    "StringFileInfo",
    "StringTable",
    "StringStruct",
    "VarFileInfo",
    "VarStruct",
)


def evaluate_version_file(path: Path) -> dict[str, list[tuple[Any, Any]]]:
    """Evaluate a version file as PyInstaller does (one expression of its version classes),
    with recorders for the classes; returns each class's calls."""
    made: dict[str, list[tuple[Any, Any]]] = {}

    def record(kind: str) -> Any:
        return lambda *args, **kwargs: made.setdefault(kind, []).append((args, kwargs))

    eval(path.read_text(encoding="utf-8"), {name: record(name) for name in VERSION_CLASSES})
    return made


def test_windows_executables_carry_a_version_resource_with_the_app_version(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from siege_desktop import __version__

    exes = run_spec(monkeypatch, "win32", tmp_path)["EXE"]
    resources = {}
    for e in exes:
        made = evaluate_version_file(Path(e.kwargs["version"]))
        resources[e.kwargs["name"]] = dict(args for args, _ in made["StringStruct"])
        numbers = made["FixedFileInfo"][0][1]["filevers"]
        digits = tuple(int(d) for d in re.findall(r"\d+", __version__))
        assert len(numbers) == 4 and numbers[: len(digits)] == digits
    assert resources["siege-desktop"]["ProductName"] == "Siege Desktop"
    assert resources["siege-desktop"]["ProductVersion"] == __version__
    assert resources["siege-desktop"]["OriginalFilename"] == "siege-desktop.exe"
    assert resources["siege-desktop-console"]["OriginalFilename"] == "siege-desktop-console.exe"


def test_no_version_resource_outside_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    (exe,) = run_spec(monkeypatch, "linux")["EXE"]
    assert exe.kwargs["version"] is None


def test_macos_build_is_a_hidpi_app_bundle(monkeypatch: pytest.MonkeyPatch) -> None:
    (bundle,) = run_spec(monkeypatch, "darwin")["BUNDLE"]
    assert bundle.kwargs["name"] == "Siege Desktop.app"
    plist = bundle.kwargs["info_plist"]
    assert plist["NSHighResolutionCapable"] is True
    from siege_desktop import __version__

    assert plist["CFBundleShortVersionString"] == __version__ == bundle.kwargs["version"]


def test_linux_leaves_the_cpp_runtime_to_the_system_and_keeps_wheel_copies(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    (analysis,) = run_spec(monkeypatch, "linux")["Analysis"]
    # The build machine's libstdc++ would raise the glibc the package needs; a renamed copy
    # a wheel ships for itself (auditwheel) is its own business and stays.
    assert [dest for dest, _, _ in analysis.binaries] == [
        "libSDL2-2.0.so.0",
        "libstdc++-abc123.so.6.0.30",
    ]
    (windows,) = run_spec(monkeypatch, "win32")["Analysis"]
    assert len(windows.binaries) == 4
