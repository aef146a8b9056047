"""The AppStream metadata and the menu entry describe every game the app plays, and the
metadata's newest release is this version."""

from __future__ import annotations

import configparser
import xml.etree.ElementTree as ET

import pack_linux

from siege_desktop import __version__
from siege_desktop.core.registry import all_games


def test_every_game_is_described_in_the_metadata_and_the_menu_comment() -> None:
    root = ET.parse(pack_linux.METAINFO).getroot()
    description = " ".join("".join(p.itertext()) for p in root.iter("p"))
    entry = configparser.ConfigParser(interpolation=None)
    entry.read(pack_linux.DESKTOP_FILE, encoding="utf-8")
    comment = entry["Desktop Entry"]["Comment"]
    for spec in all_games():
        assert spec.name in description, spec.name
        assert spec.name in comment, spec.name


def test_the_newest_release_listed_is_this_version() -> None:
    root = ET.parse(pack_linux.METAINFO).getroot()
    releases = root.findall("releases/release")
    assert releases, "no <releases> list"
    assert releases[0].get("version") == __version__
    dates = [r.get("date") for r in releases]
    assert all(dates) and dates == sorted(dates, reverse=True)  # newest first
