"""The licence notices: every component of the manifest has its texts, and the check of a
package finds every binary that no component with a notice claims."""

from __future__ import annotations

from pathlib import Path

import notices
import pytest

ELF = b"\x7fELF" + b"\0" * 60
MACHO = b"\xcf\xfa\xed\xfe" + b"\0" * 60
PE = b"MZ" + b"\0" * 62

# The libraries inside the Linux bundle built from pygame-ce 2.5.8 and this Python, and
# the names the Windows and macOS wheels use for the same libraries.
BUNDLED = [
    "siege-desktop",
    "_internal/libpython3.11.so.1.0",
    "_internal/python3.11/lib-dynload/_ctypes.cpython-311-x86_64-linux-gnu.so",
    "_internal/pygame/base.cpython-311-x86_64-linux-gnu.so",
    "_internal/pygame/_sdl2/video.cpython-311-x86_64-linux-gnu.so",
    "_internal/libSDL2-2-50d19f93.0.so.0.3200.10",
    "_internal/libSDL2_image-2-d6906c81.0.so.0.800.12",
    "_internal/libSDL2_mixer-2-6719e6f6.0.so.0.800.2",
    "_internal/libSDL2_ttf-2-e69aa315.0.so.0.2400.0",
    "_internal/libFLAC-e7027ec5.so.14.0.0",
    "_internal/libbrotlicommon-c828db13.so.1.2.0",
    "_internal/libbrotlidec-8e4a5025.so.1.2.0",
    "_internal/libbz2.so.1.0",
    "_internal/libffi.so.8",
    "_internal/libfluidsynth-2d6ca569.so.3.5.6",
    "_internal/libfreetype-b83c5fb4.so.6.20.6",
    "_internal/libharfbuzz-672f7280.so.0.61430.0",
    "_internal/libjpeg-a5e764f6.so.62.4.0",
    "_internal/liblzma.so.5",
    "_internal/libmpg123-8b3c3c9e.so.0.49.4",
    "_internal/libogg-15db22d2.so.0.8.6",
    "_internal/libopus-ddd6afb9.so.0.11.1",
    "_internal/libopusfile-96d7a9c0.so.0.4.5",
    "_internal/libpng16-fefdc88d.so.16.58.0",
    "_internal/libsharpyuv-f86ac02c.so.0.1.2",
    "_internal/libsndfile-b31f7dcd.so.1.0.37",
    "_internal/libtiff-9370c332.so.6.3.0",
    "_internal/libvorbis-3d07e502.so.0.4.9",
    "_internal/libvorbisenc-263afe1b.so.2.0.12",
    "_internal/libvorbisfile-07b6198b.so.3.3.8",
    "_internal/libwavpack-59f0eb24.so.1.2.8",
    "_internal/libwebp-0c3b7151.so.7.2.0",
    "_internal/libwebpdemux-cecf59a9.so.2.0.17",
    "_internal/libxmp-35a4066c.so.4.7.2",
    "_internal/libz.so.1",
    "siege-desktop.exe",
    "siege-desktop-console.exe",
    "_internal/python311.dll",
    "_internal/VCRUNTIME140.dll",
    "_internal/_ctypes.pyd",
    "_internal/pygame/base.cp311-win_amd64.pyd",
    "_internal/pygame/SDL2.dll",
    "_internal/pygame/zlib1.dll",
    "_internal/pygame/libpng16-16.dll",
    "_internal/pygame/jpeg62.dll",
    "_internal/pygame/libjpeg-62.dll",
    "_internal/pygame/libmodplug-1.dll",
    "unins000.exe",
    "Siege Desktop.app/Contents/Frameworks/Python",
    "Siege Desktop.app/Contents/Frameworks/pygame/.dylibs/libSDL2-2.0.0.dylib",
    "Siege Desktop.app/Contents/Frameworks/pygame/.dylibs/libvorbisfile.3.dylib",
]


def test_every_component_names_texts_that_exist_and_patterns_that_compile() -> None:
    components = notices.load()
    assert len({c.name for c in components}) == len(components)
    for component in components:
        assert component.texts, component.name
        for spec in component.texts:
            kind, _, rest = spec.partition(":")
            assert kind in ("python", "dist", "dist-file", "asset", "root"), spec
            if kind in ("asset", "root"):
                path = notices.ROOT / ("assets" if kind == "asset" else "") / rest
                assert path.is_file() and path.stat().st_size > notices.MIN_TEXT, spec


def test_every_library_of_the_bundles_belongs_to_one_component() -> None:
    components = notices.load()
    for rel in BUNDLED:
        assert any(c.claims(rel) for c in components), rel
    owners = {c.name for c in components if c.claims("_internal/libvorbisfile-07b6.so.3")}
    assert owners == {"libvorbis"}
    assert not any(c.claims("_internal/libzstd.so.1") for c in components)


def test_the_texts_of_the_installed_distributions_are_collected() -> None:
    attrs_texts = notices.sources("dist:attrs")
    assert attrs_texts and "MIT" in attrs_texts[0][1].read_text(encoding="utf-8")
    lgpl = notices.sources("dist-file:pygame-ce:pygame/docs/generated/LGPL.txt")[0][1]
    assert "LESSER GENERAL PUBLIC LICENSE" in lgpl.read_text(encoding="utf-8")
    assert "PYTHON SOFTWARE FOUNDATION" in notices.python_licence().read_text(encoding="utf-8")
    with pytest.raises(notices.NoticeError, match="not installed"):
        notices.sources("dist:no-such-distribution-here")


def _manifest(tmp_path: Path) -> Path:
    manifest = tmp_path / "components.toml"
    manifest.write_text(
        "\n".join(
            [
                "[[component]]",
                'name = "Siege Desktop"',
                'licence = "MIT"',
                'what = "the app"',
                'texts = ["root:LICENSE"]',
                "files = ['(^|/)app$']",
                "[[component]]",
                'name = "attrs"',
                'licence = "MIT"',
                'version = "dist:attrs"',
                'what = "classes"',
                'texts = ["dist:attrs", "root:LICENSE"]',
                "files = ['(^|/)libattrs[^/]*$']",
            ]
        ),
        encoding="utf-8",
    )
    return manifest


def test_the_notices_hold_an_index_and_each_text_once(tmp_path: Path) -> None:
    path = notices.write(tmp_path / notices.FILE_NAME, _manifest(tmp_path))
    text = path.read_text(encoding="utf-8")
    assert text.startswith(f"Siege Desktop {notices.app_version()}:")
    found = notices.sections(text)
    assert list(found) == ["Siege Desktop", "attrs"]
    assert "MIT License" in found["Siege Desktop"] and "Version: " in found["attrs"]
    # Our LICENSE, named twice, is printed once; the second time points to the first.
    assert text.count("Permission is hereby granted") == 2  # ours once, attrs' own once
    assert "[LICENSE: the same text as in Siege Desktop above]" in found["attrs"]


def test_a_binary_without_a_component_or_without_its_notice_is_named(tmp_path: Path) -> None:
    components = notices.load(_manifest(tmp_path))
    text = notices.render(components)
    root = tmp_path / "package"
    (root / "lib").mkdir(parents=True)
    (root / "app").write_bytes(ELF)
    (root / "lib" / "libattrs.dylib").write_bytes(MACHO)
    (root / "lib" / "notes.txt").write_text("not a binary")
    assert notices.unclaimed(root, text, components) == []
    (root / "lib" / "libmystery.dll").write_bytes(PE)
    assert notices.unclaimed(root, text, components) == [
        "lib/libmystery.dll: no component in components.toml claims it"
    ]
    without_attrs = text[: text.index("Component: attrs")]
    problems = notices.unclaimed(root, without_attrs, components)
    assert "lib/libattrs.dylib: the notices lack attrs" in problems
    assert notices.missing_sections(without_attrs, components) == ["attrs"]


def test_the_check_command_fails_a_package_with_an_unknown_library(tmp_path: Path) -> None:
    # The notices are the real manifest's sections, each standing in with a long text.
    root = tmp_path / "package"
    root.mkdir()
    stand_in = "".join(
        f"{notices.RULE}\nComponent: {c.name}\n{'licence text ' * 40}\n" for c in notices.load()
    )
    (root / notices.FILE_NAME).write_text(stand_in, encoding="utf-8")
    (root / "siege-desktop").write_bytes(ELF)
    assert notices.main(["--check", str(root)]) == 0
    (root / "libmystery.so.1").write_bytes(ELF)
    assert notices.main(["--check", str(root)]) == 1
