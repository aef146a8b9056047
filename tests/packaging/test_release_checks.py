"""The release checks: glibc ceiling of the Linux bundle, SHA256SUMS, macOS minimum and CPU."""

from __future__ import annotations

import hashlib
import plistlib
import shutil
import struct
import sys
from pathlib import Path

import check_glibc
import check_macos
import checksums
import pytest

ROOT = Path(__file__).resolve().parents[2]

# --- glibc ---------------------------------------------------------------------------------

OBJDUMP_SAMPLE = """
0000000000000000      DF *UND*  0000000000000000 (GLIBC_2.2.5) free
0000000000000000      DF *UND*  0000000000000000 (GLIBC_2.36) arc4random
0000000000000000      DF *UND*  0000000000000000 (GLIBCXX_3.4.30) _ZNSt
0000000000000000  w   D  *UND*  0000000000000000  GLIBC_2.17  clock_gettime
"""


def test_the_needed_glibc_versions_are_read_from_objdump_output() -> None:
    assert check_glibc.needed_versions(OBJDUMP_SAMPLE) == {(2, 2, 5), (2, 36), (2, 17)}
    assert check_glibc.needed_versions("no versions here") == set()


def test_the_ceiling_is_the_readme_promise(tmp_path: Path) -> None:
    assert check_glibc.promised(ROOT / "README.md") == (2, 35)
    readme = tmp_path / "README.md"
    readme.write_text("Linux, any version")
    with pytest.raises(check_glibc.GlibcCheckError, match="promises no"):
        check_glibc.promised(readme)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF binaries and objdump")
def test_a_binary_needing_more_than_the_ceiling_fails_the_check(tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    real = Path(shutil.which("ls") or "/bin/ls").resolve()
    shutil.copy(real, bundle / "_internal" / "libreal.so")
    (bundle / "_internal" / "notes.txt").write_text("not a binary")
    needs, over = check_glibc.check(bundle, (99, 0))
    assert list(needs) == [bundle / "_internal" / "libreal.so"] and over == []
    newest = needs[bundle / "_internal" / "libreal.so"]
    assert newest >= (2, 2)
    below = (*newest[:-1], newest[-1] - 1)
    assert check_glibc.check(bundle, below)[1] == [bundle / "_internal" / "libreal.so"]
    assert check_glibc.main([str(bundle), "--max", check_glibc.show(below)]) == 1
    assert check_glibc.main([str(bundle), "--max", check_glibc.show(newest)]) == 0


def test_a_folder_without_binaries_is_an_error_not_a_pass(tmp_path: Path) -> None:
    (tmp_path / "readme.txt").write_text("text")
    with pytest.raises(check_glibc.GlibcCheckError):
        check_glibc.check(tmp_path, (2, 35))
    assert check_glibc.main([str(tmp_path), "--max", "2.35"]) == 2


# --- SHA256SUMS ----------------------------------------------------------------------------


def make_packages(folder: Path) -> dict[str, bytes]:
    folder.mkdir()
    files = {"b-linux.tar.gz": b"linux package", "a-windows-setup.exe": b"MZ setup"}
    for name, data in files.items():
        (folder / name).write_bytes(data)
    return files


def test_sha256sums_lists_every_package_in_sha256sum_format(tmp_path: Path) -> None:
    files = make_packages(tmp_path / "out")
    target = checksums.write_sums(tmp_path / "out")
    lines = target.read_bytes().decode().splitlines()
    assert lines == [f"{hashlib.sha256(files[name]).hexdigest()}  {name}" for name in sorted(files)]
    assert checksums.verify(tmp_path / "out") == []
    # Written again, the sums do not list themselves.
    checksums.write_sums(tmp_path / "out")
    assert len(target.read_text().splitlines()) == 2


def test_a_changed_missing_or_unlisted_package_is_reported(tmp_path: Path) -> None:
    make_packages(tmp_path / "out")
    checksums.write_sums(tmp_path / "out")
    (tmp_path / "out" / "b-linux.tar.gz").write_bytes(b"tampered")
    (tmp_path / "out" / "a-windows-setup.exe").unlink()
    (tmp_path / "out" / "c-extra.dmg").write_bytes(b"dmg")
    assert checksums.verify(tmp_path / "out") == [
        "a-windows-setup.exe: missing",
        "b-linux.tar.gz: checksum differs",
        "c-extra.dmg: not in SHA256SUMS",
    ]
    assert checksums.main(["--check", str(tmp_path / "out")]) == 1


def test_bad_sums_files_and_empty_folders_are_typed_errors(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    with pytest.raises(checksums.ChecksumError, match="no packages"):
        checksums.write_sums(tmp_path / "empty")
    (tmp_path / "empty" / "SHA256SUMS").write_text("abc not-a-digest\n")
    with pytest.raises(checksums.ChecksumError, match="SHA256SUMS:1"):
        checksums.read_sums(tmp_path / "empty" / "SHA256SUMS")


# --- macOS ---------------------------------------------------------------------------------

ARM64, X86_64 = 0x0100000C, 0x01000007


def thin_macho(cputype: int, minos: tuple[int, int], old_style: bool = False) -> bytes:
    """A minimal 64-bit Mach-O: a header and one version load command."""
    packed = (minos[0] << 16) | (minos[1] << 8)
    if old_style:  # LC_VERSION_MIN_MACOSX: version, sdk
        command = struct.pack("<IIII", 0x24, 16, packed, packed)
    else:  # LC_BUILD_VERSION: platform macOS, minos, sdk, no tools
        command = struct.pack("<IIIIII", 0x32, 24, 1, packed, packed, 0)
    header = struct.pack("<IiiIIIII", 0xFEEDFACF, cputype, 0, 6, 1, len(command), 0, 0)
    return header + command


def fat_macho(*slices: tuple[int, bytes]) -> bytes:
    """A universal binary holding the given (cputype, thin file) slices, 4 KiB aligned."""
    offset, table, body = 4096, b"", b""
    for cputype, data in slices:
        table += struct.pack(">iiIII", cputype, 0, offset + len(body), len(data), 12)
        body += data + b"\0" * (-len(data) % 4096)
    head = struct.pack(">II", 0xCAFEBABE, len(slices)) + table
    return head + b"\0" * (offset - len(head)) + body


def make_app(tmp_path: Path, files: dict[str, bytes], minimum: str = "11.0") -> Path:
    app = tmp_path / "Siege Desktop.app"
    (app / "Contents" / "MacOS").mkdir(parents=True)
    with (app / "Contents" / "Info.plist").open("wb") as f:
        plistlib.dump({"LSMinimumSystemVersion": minimum}, f)
    for rel, data in files.items():
        path = app / "Contents" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return app


def test_thin_universal_and_old_style_binaries_are_read() -> None:
    assert check_macos.decode(0x000B0000) == (11, 0, 0)
    assert check_macos.show((11, 0, 0)) == "11.0" and check_macos.show((10, 13, 2)) == "10.13.2"


def test_binaries_within_the_promise_and_for_this_cpu_pass(tmp_path: Path) -> None:
    app = make_app(
        tmp_path,
        {
            "MacOS/siege-desktop": thin_macho(ARM64, (11, 0)),
            "Frameworks/libold.dylib": thin_macho(ARM64, (10, 9), old_style=True),
            "Frameworks/libfat.dylib": fat_macho(
                (X86_64, thin_macho(X86_64, (10, 13))), (ARM64, thin_macho(ARM64, (11, 0)))
            ),
            "Resources/assets/LICENSE.md": b"not a binary",
        },
    )
    files = check_macos.macho_files(app)
    assert [p.name for p in files] == ["libfat.dylib", "libold.dylib", "siege-desktop"]
    binaries = {b.path.name: b for b in map(check_macos.read_binary, files)}
    assert binaries["libfat.dylib"].archs == {"x86_64", "arm64"}
    assert binaries["libfat.dylib"].minos == (11, 0, 0)
    assert binaries["libold.dylib"].minos == (10, 9, 0)
    assert check_macos.problems(list(binaries.values()), (11, 0, 0), "arm64", app) == []
    assert check_macos.main([str(app), "--arch", "arm64"]) == 0


def test_a_newer_minimum_or_a_missing_cpu_fails(tmp_path: Path) -> None:
    app = make_app(
        tmp_path,
        {
            "MacOS/siege-desktop": thin_macho(ARM64, (11, 0)),
            "Frameworks/libnew.dylib": thin_macho(ARM64, (14, 0)),
            "Frameworks/libintel.dylib": thin_macho(X86_64, (11, 0)),
        },
    )
    binaries = [check_macos.read_binary(p) for p in check_macos.macho_files(app)]
    assert check_macos.problems(binaries, (11, 0, 0), "arm64", app) == [
        "Contents/Frameworks/libintel.dylib has x86_64, not arm64",
        "Contents/Frameworks/libnew.dylib needs macOS 14.0 (the app promises 11.0)",
    ]
    assert check_macos.main([str(app), "--arch", "arm64"]) == 1


def test_an_app_without_its_minimum_system_is_an_error(tmp_path: Path) -> None:
    app = make_app(tmp_path, {"MacOS/siege-desktop": thin_macho(ARM64, (11, 0))})
    with (app / "Contents" / "Info.plist").open("wb") as f:
        plistlib.dump({"CFBundleName": "Siege Desktop"}, f)
    assert check_macos.main([str(app), "--arch", "arm64"]) == 2
