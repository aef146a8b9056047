"""The numbers of the rules that interface text shows come from the rules themselves."""

from __future__ import annotations

import re

from siege_desktop.games.gifts.rules import GameConfig
from siege_desktop.games.gifts.rules.cards import (
    BUILDING_COST,
    GIFT_CLASSES,
    GIFT_COST,
    HAND_LIMIT,
    LAND_LIMIT,
    MAX_BUILDINGS,
    MAX_LOCKS,
    ROMAN,
)
from siege_desktop.games.gifts.rules.config import (
    MAX_DISPLAY,
    MAX_PLAYERS,
    MIN_PLAYERS,
    default_gift_counts,
)
from siege_desktop.games.gifts.ui.rules_text import DEFAULTS, RULES, gift_counts_text


def _text() -> str:
    return "\n".join(p for s in RULES for p in s.paragraphs)


def test_the_cost_table_is_the_engines() -> None:
    rows = [p for s in RULES if s.heading == "Costs" for p in s.paragraphs if p.startswith("| ")]
    got = [tuple(cell.strip() for cell in row[2:].split(" | ")) for row in rows[1:]]
    want = [(ROMAN[c], str(GIFT_COST[c][0]), str(GIFT_COST[c][1]), str(c)) for c in GIFT_CLASSES]
    assert got == want


def test_the_rules_screen_states_the_engines_limits() -> None:
    text = _text()
    assert f"{MIN_PLAYERS} to {MAX_PLAYERS} players" in text
    assert f"fewer than {LAND_LIMIT} lands" in text
    assert f"discard down to {HAND_LIMIT}" in text
    assert f"A gift with {MAX_LOCKS} locks is Sealed" in text
    assert f"at most {MAX_BUILDINGS} buildings" in text
    assert f"A building costs {BUILDING_COST[0]} mana, {BUILDING_COST[1]} of them" in text
    assert f"at most {MAX_DISPLAY}" in text
    assert f"Round limit: {GameConfig().round_limit} rounds" in text
    assert f"Lands of each colour: {GameConfig().lands_per_colour} " in text
    assert GameConfig() == DEFAULTS


def test_the_gift_counts_sentence_covers_every_table_size() -> None:
    sentence = gift_counts_text()
    brackets = re.findall(r"(\d+) / (\d+) / (\d+)[^,]*? for (\d+)(?:–(\d+))? players", sentence)
    seen = {}
    for a, b, c, lo, hi in brackets:
        for players in range(int(lo), int(hi or lo) + 1):
            seen[players] = (int(a), int(b), int(c))
    assert seen == {p: default_gift_counts(p) for p in range(MIN_PLAYERS, MAX_PLAYERS + 1)}
