"""`python build/check_desktop_entry.py`: the menu entry stays valid in any folder.

Unpacks the Linux package's menu files into folders with hostile names ($, `, ", %, \\,
quotes, a tab, a line break, non-ASCII), runs `install-desktop-entry.sh` in each, and
checks the entry it writes: `desktop-file-validate` accepts it, and its Exec, TryExec and
Icon read back (by the Desktop Entry spec's unescaping rules) as that folder's files.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

import pack_linux

HOSTILE_NAMES = (
    "plain",
    "with space",
    "dollar $HOME and ${PATH}",
    "back`tick`",
    'double "quotes"',
    "single 'quotes'",
    "percent 100% %f %U %%",
    "back\\slash \\n \\\\",
    "shell (chars); & <more> ~|*?#",
    "tab\there",
    "line\nbreak",
    "ünïcödé 游戏",
)

STRING_ESCAPES = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
QUOTED_ESCAPES = '"`$\\'


class EntryError(ValueError):
    """A desktop entry value that does not follow the spec's escaping rules."""


def unescape_string(value: str) -> str:
    """A value of type string as the spec reads it (\\s \\n \\t \\r \\\\)."""
    out, i = [], 0
    while i < len(value):
        c = value[i]
        if c == "\\":
            if i + 1 >= len(value) or value[i + 1] not in STRING_ESCAPES:
                raise EntryError(f"bad escape at {i} in {value!r}")
            out.append(STRING_ESCAPES[value[i + 1]])
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def exec_arguments(value: str) -> list[str]:
    """The Exec key's argument list: string unescaping first, then the quoting rules, then
    %% as a literal percent (any other field code is an error here: the entry has none)."""
    text, args, i = unescape_string(value), [], 0
    while i < len(text):
        if text[i] == " ":
            i += 1
            continue
        arg: list[str] = []
        if text[i] == '"':
            i += 1
            while True:
                if i >= len(text):
                    raise EntryError(f"unterminated quote in {value!r}")
                c = text[i]
                if c == '"':
                    i += 1
                    break
                if c == "\\" and i + 1 < len(text) and text[i + 1] in QUOTED_ESCAPES:
                    arg.append(text[i + 1])
                    i += 2
                    continue
                if c == "\\":
                    raise EntryError(f"bad escape inside quotes in {value!r}")
                arg.append(c)
                i += 1
        else:
            while i < len(text) and text[i] != " ":
                arg.append(text[i])
                i += 1
        args.append(_field_codes("".join(arg), value))
    return args


def _field_codes(arg: str, value: str) -> str:
    out, i = [], 0
    while i < len(arg):
        if arg[i] == "%":
            if arg[i + 1 : i + 2] != "%":
                raise EntryError(f"unexpected field code in {value!r}")
            i += 2
            out.append("%")
        else:
            out.append(arg[i])
            i += 1
    return "".join(out)


def read_entry(path: Path) -> dict[str, str]:
    """The raw key=value pairs of a desktop entry's main group."""
    keys = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if "=" in line and not line.startswith("#"):
            key, _, value = line.partition("=")
            keys[key.strip()] = value.strip()
    return keys


def install_into(folder: Path, data_home: Path) -> Path:
    """Lay out the package's menu files in `folder` and run the installer; the entry's path."""
    folder.mkdir(parents=True)
    shutil.copy(pack_linux.DESKTOP_FILE, folder / "siege-desktop.desktop")
    shutil.copy(pack_linux.INSTALL_SCRIPT, folder / "install-desktop-entry.sh")
    (folder / "install-desktop-entry.sh").chmod(0o755)
    exe = folder / "siege-desktop"
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    (folder / "siege-desktop.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    env = {**os.environ, "XDG_DATA_HOME": str(data_home)}
    subprocess.run(
        [str(folder / "install-desktop-entry.sh")], env=env, check=True, capture_output=True
    )
    return data_home / "applications" / "siege-desktop.desktop"


def problems_of(entry: Path, folder: Path, validator: str | None) -> list[str]:
    """What is wrong with the entry written for `folder` (empty when it is right)."""
    found = []
    keys = read_entry(entry)
    exe, icon = str(folder / "siege-desktop"), str(folder / "siege-desktop.png")
    try:
        if exec_arguments(keys["Exec"]) != [exe]:
            found.append(f"Exec reads back as {exec_arguments(keys['Exec'])!r}")
        if unescape_string(keys["TryExec"]) != exe:
            found.append(f"TryExec is {keys['TryExec']!r}")
        if unescape_string(keys["Icon"]) != icon:
            found.append(f"Icon is {keys['Icon']!r}")
    except (EntryError, KeyError) as exc:
        found.append(f"unreadable: {exc}")
    if validator is not None:
        done = subprocess.run([validator, str(entry)], capture_output=True, text=True)
        if done.returncode != 0 or "error:" in done.stdout + done.stderr:
            found.append(f"desktop-file-validate: {(done.stdout + done.stderr).strip()}")
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build/check_desktop_entry.py")
    parser.add_argument(
        "--allow-missing-validator",
        action="store_true",
        help="without desktop-file-validate, still check the escaping by reading it back",
    )
    args = parser.parse_args(argv)
    validator = shutil.which("desktop-file-validate")
    if validator is None and not args.allow_missing_validator:
        print("desktop-file-validate not found: install desktop-file-utils", file=sys.stderr)
        return 2
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="siege-entry-") as tmp:
        for n, name in enumerate(HOSTILE_NAMES):
            folder = Path(tmp) / f"{n}" / name
            entry = install_into(folder, Path(tmp) / f"{n}-share")
            found = problems_of(entry, folder, validator)
            print(f"{'FAIL' if found else 'ok  '}  menu entry for {name!r}")
            for problem in found:
                print(f"      {problem}")
            passed, failed = passed + (not found), failed + bool(found)
    tool = "validated by desktop-file-validate" if validator else "NOT validated (no tool)"
    print(f"desktop entries ({tool}): {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
