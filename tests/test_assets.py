"""The assets folder: every file the art needs is there and loads, licences, and packaging."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import struct
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from siege_desktop import resources
from siege_desktop.app import art
from siege_desktop.games.gifts.ui import sprites

#: The app's own files and Gifts Under Siege's pieces (Cursed Gifts' cards are checked in
#: tests/games/cursed/test_cursed_card_art.py).
ASSET_FILES = (*art.ASSET_FILES, *sprites.ASSET_FILES)

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def fresh_root() -> Iterator[None]:
    # assets_root() is cached per process; tests that fake a location must not leak it
    resources.assets_root.cache_clear()
    yield
    resources.assets_root.cache_clear()


def test_source_checkout_finds_the_repository_assets() -> None:
    assert resources.assets_root() == REPO / "assets"
    assert resources.asset_path("cards", "land-r.svg") == REPO / "assets" / "cards" / "land-r.svg"


@pytest.mark.parametrize("rel", ASSET_FILES)
def test_every_asset_the_art_needs_exists(rel: str) -> None:
    path = resources.asset_path(*rel.split("/"))
    assert path.is_file(), rel
    assert path.stat().st_size > 0


SVGS = [rel for rel in ASSET_FILES if rel.endswith(".svg")]


@pytest.mark.parametrize("rel", SVGS)
def test_every_svg_renders_at_two_sizes(rel: str) -> None:
    pygame.init()
    path = str(resources.asset_path(*rel.split("/")))
    for size in ((28, 28), (240, 336)):
        surface = pygame.image.load_sized_svg(path, size)
        w, h = surface.get_size()
        # fitted into the box with its aspect kept (the reader may round up by a pixel)
        assert w <= size[0] + 1 and h <= size[1] + 1
        assert abs(w - size[0]) <= 1 or abs(h - size[1]) <= 1
        # something was drawn: a good share of the pixels are not transparent
        opaque = pygame.mask.from_surface(surface).count()
        assert opaque > 0.25 * w * h, (rel, size, opaque)


@pytest.mark.parametrize("rel", SVGS)
def test_svgs_use_only_what_the_svg_reader_draws(rel: str) -> None:
    text = resources.asset_path(*rel.split("/")).read_text(encoding="utf-8")
    for unsupported in ("<text", "<style", "filter=", "<use", "<image", "<clipPath"):
        assert unsupported not in text, (rel, unsupported)


def test_font_loads_and_carries_its_licence() -> None:
    pygame.font.init()
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        font = pygame.font.Font(str(resources.asset_path("fonts", name)), 20)
        assert font.size("Gifts Under Siege")[0] > 100
    licence = resources.asset_path("fonts", "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream" in licence and "Permission is hereby granted" in licence
    art_licence = resources.asset_path("LICENSE.md").read_text(encoding="utf-8")
    assert "CC BY 4.0" in art_licence
    assert "Copyright the Siege Desktop authors" in art_licence
    assert "LICENSE-DejaVu.txt" in art_licence


def test_icon_png_and_ico_hold_the_sizes_the_builds_need() -> None:
    png = pygame.image.load(str(resources.asset_path("icon", "siege-desktop.png")))
    assert png.get_size() == (256, 256)
    data = resources.asset_path("icon", "siege-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    sizes = set()
    for i in range(count):
        side, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        sizes.add(side or 256)
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + length <= len(data)
    assert {16, 32, 48, 256} <= sizes


def test_icns_holds_png_images_up_to_1024() -> None:
    data = resources.asset_path("icon", "siege-desktop.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    kinds = []
    at = 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack_from(">I", data, at + 4)[0]
        assert data[at + 8 : at + 16] == b"\x89PNG\r\n\x1a\n", kind
        kinds.append(kind)
        at += length
    assert at == len(data)
    assert {b"icp4", b"ic07", b"ic08", b"ic10"} <= set(kinds)


def test_assets_stay_small() -> None:
    total = sum(p.stat().st_size for p in (REPO / "assets").rglob("*") if p.is_file())
    assert total < 3_000_000, total


def test_a_bundle_folder_wins_when_frozen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "LICENSE.md").write_text("bundle", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.assets_root() == tmp_path / "assets"
    assert resources.asset_path("tokens", "lock.svg") == tmp_path / "assets" / "tokens" / "lock.svg"


def test_a_missing_assets_folder_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resources, "_candidates", lambda: [Path("/nonexistent/assets")])
    with pytest.raises(FileNotFoundError, match="assets folder is missing"):
        resources.asset_path("cards", "back.svg")


def test_the_wheel_carries_the_assets_and_finds_them_installed(tmp_path: Path) -> None:
    """Builds the wheel (a few seconds: pip runs the hatchling backend), then unpacks it the
    way an install does and asks the installed package where its assets are."""
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(REPO), "--no-deps", "-q", "-w", str(tmp_path)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (wheel,) = tmp_path.glob("siege_desktop-*.whl")
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        for rel in ASSET_FILES:
            assert f"siege_desktop/assets/{rel}" in names, rel
        site = tmp_path / "site"
        zf.extractall(site)
    probe = (
        "from siege_desktop.resources import asset_path;print(asset_path('cards', 'land-w.svg'))"
    )
    env = {**os.environ, "PYTHONPATH": str(site)}
    out = subprocess.run(
        [sys.executable, "-c", probe],
        check=True,
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
    ).stdout.strip()
    assert Path(out) == site / "siege_desktop" / "assets" / "cards" / "land-w.svg"
    assert Path(out).is_file()
