"""The Linux .tar.gz is reproducible: the same bundle packed twice, at different times and
from files with different times and umask modes, gives the same bytes."""

from __future__ import annotations

import gzip
import hashlib
import os
import stat
import struct
import subprocess
import tarfile
from pathlib import Path

import buildinfo
import pack_linux
import pytest

STEM = "siege-desktop-9.9.9-linux-x86_64"
EPOCH = 1_700_000_000


def _bundle(root: Path, stamp: float, mode: int) -> Path:
    bundle = root / "siege-desktop"
    (bundle / "_internal" / "b").mkdir(parents=True)
    files = {
        "siege-desktop": b"\x7fELF app",
        "_internal/b/data.txt": b"data",
        "_internal/a.so": b"\x7fELF lib",
        "LICENSE": b"MIT License",
    }
    for rel, data in files.items():
        (bundle / rel).write_bytes(data)
        (bundle / rel).chmod(0o755 if rel.endswith(("desktop", ".so")) else mode)
    for path in [bundle, *bundle.rglob("*")]:
        os.utime(path, (stamp, stamp))
    return bundle


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_two_packings_of_one_bundle_are_byte_for_byte_equal(tmp_path: Path) -> None:
    first = pack_linux.make_tarball(
        _bundle(tmp_path / "one", 1_600_000_000, 0o664), tmp_path / "out1", STEM, None, EPOCH
    )
    second = pack_linux.make_tarball(
        _bundle(tmp_path / "two", 1_650_000_000, 0o644), tmp_path / "out2", STEM, None, EPOCH
    )
    assert _sha(first) == _sha(second)


def test_entries_are_sorted_owned_by_root_and_carry_the_fixed_time(tmp_path: Path) -> None:
    target = pack_linux.make_tarball(
        _bundle(tmp_path, 1_600_000_000, 0o664), tmp_path / "out", STEM, None, EPOCH
    )
    raw = target.read_bytes()
    # gzip header: no file name (FLG 0) and the fixed time, not the moment of packing.
    assert raw[3] == 0 and struct.unpack("<I", raw[4:8])[0] == EPOCH
    with tarfile.open(target) as tar:
        members = tar.getmembers()
    names = [m.name for m in members]
    inside = [n for n in names if n.startswith(f"{STEM}/_internal")]
    assert inside == sorted(inside)
    assert all(m.mtime == EPOCH and m.uid == m.gid == 0 and m.uname == "" for m in members)
    modes = {m.name: stat.S_IMODE(m.mode) for m in members}
    assert modes[f"{STEM}/_internal/b/data.txt"] == 0o644  # the umask's 0664 is not kept
    assert modes[f"{STEM}/siege-desktop"] == modes[f"{STEM}/install-desktop-entry.sh"] == 0o755
    with gzip.open(target) as unpacked:
        assert unpacked.read(1)  # a valid gzip stream


def test_the_time_comes_from_source_date_epoch_or_the_commit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1234567890")
    assert buildinfo.source_date_epoch() == 1234567890
    monkeypatch.delenv("SOURCE_DATE_EPOCH")
    commit = subprocess.run(
        ["git", "log", "-1", "--format=%ct"], cwd=buildinfo.ROOT, capture_output=True, text=True
    )
    expected = int(commit.stdout) if commit.returncode == 0 and commit.stdout.strip() else None
    assert buildinfo.source_date_epoch() == expected


def test_without_a_time_the_files_keep_their_own(tmp_path: Path) -> None:
    target = pack_linux.make_tarball(
        _bundle(tmp_path, 1_600_000_000, 0o644), tmp_path / "out", STEM, None, None
    )
    with tarfile.open(target) as tar:
        assert tar.getmember(f"{STEM}/LICENSE").mtime == 1_600_000_000
