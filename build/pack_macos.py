"""macOS packages: the .app bundle in a .dmg (hdiutil) and a zip (ditto); the .icns icon."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
import time
from pathlib import Path

# The sizes an .iconset holds: each at 1x and 2x (Retina).
ICONSET_SIZES = (16, 32, 128, 256, 512)


def make_icns(png: Path, target: Path) -> Path:
    """Turn the app's PNG icon into an .icns with macOS's own sips and iconutil."""
    with tempfile.TemporaryDirectory() as tmp:
        iconset = Path(tmp) / "siege-desktop.iconset"
        iconset.mkdir()
        for size in ICONSET_SIZES:
            for scale in (1, 2):
                suffix = "" if scale == 1 else "@2x"
                name = iconset / f"icon_{size}x{size}{suffix}.png"
                px = str(size * scale)
                subprocess.run(
                    ["sips", "-z", px, px, str(png), "--out", str(name)],
                    check=True,
                    stdout=subprocess.DEVNULL,
                )
        target.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["iconutil", "-c", "icns", str(iconset), "-o", str(target)], check=True)
    return target


def make_zip(app: Path, out_dir: Path, stem: str) -> Path:
    """Zip the .app with ditto, which keeps the symlinks and signatures a bundle needs."""
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{stem}.zip"
    target.unlink(missing_ok=True)
    subprocess.run(
        ["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(app), str(target)],
        check=True,
    )
    return target


def make_dmg(app: Path, out_dir: Path, stem: str, title: str) -> Path:
    """A compressed disk image showing the app beside a link to /Applications (drag to install)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{stem}.dmg"
    target.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        stage = Path(tmp) / "stage"
        stage.mkdir()
        # symlinks=True: the bundle's framework links must stay links or the signature breaks.
        shutil.copytree(app, stage / app.name, symlinks=True)
        (stage / "Applications").symlink_to("/Applications")
        command = [
            "hdiutil",
            "create",
            "-volname",
            title,
            "-srcfolder",
            str(stage),
            "-ov",
            "-format",
            "UDZO",
            str(target),
        ]
        # hdiutil on CI runners now and then fails with "Resource busy"; a retry passes.
        for attempt in range(3):
            if subprocess.run(command).returncode == 0:
                break
            time.sleep(5 * (attempt + 1))
        else:
            raise RuntimeError(f"hdiutil could not create {target}")
    return target
