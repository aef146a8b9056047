"""CARDS.md names every card of the data file with its cost, numbers and copies, and the
proposed decks' lists as the data file has them."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from siege_desktop.games.summoner_lands.rules.cards import CARDS, DECK_SETS, DECKS

PAGE = Path(__file__).resolve().parents[3] / "docs/games/summoner-lands/CARDS.md"


def test_cards_page_matches_the_data_file() -> None:
    rows = {
        line.split(" | ")[0].strip("| "): line
        for line in PAGE.read_text("utf-8").splitlines()
        if line.startswith("| ")
    }
    for code, card in CARDS.items():
        row = rows[code]
        assert f"| {card.name} | {card.cost} |" in row
        if card.kind == "creature":
            deck = next(d for d in DECKS if d.kind == code[0])
            assert f"| {card.power}/{card.toughness} |" in row
            assert row.endswith(f"| {deck.cards.count(code)} |")


def _changes(ruled: Counter[str], proposed: Counter[str]) -> str:
    """The rulings' list to the proposal's: removals, then additions, each by code."""
    cut = [f"−{ruled[c] - proposed[c]} {c}" for c in sorted(ruled) if ruled[c] > proposed[c]]
    add = [f"+{proposed[c] - ruled[c]} {c}" for c in sorted(proposed) if proposed[c] > ruled[c]]
    return ", ".join(cut + add)


def test_proposed_decks_section_matches_the_data_file() -> None:
    """Each proposed deck's row: its changes from the rulings' list, its creatures, those of
    mana value 2 or less, and its list, all as the data file has them."""
    text = PAGE.read_text("utf-8")
    section = text.split("## Proposed decks", 1)[1].split("\n## ", 1)[0]
    for ruled, proposed in zip(DECKS, DECK_SETS["balanced"], strict=True):
        counts = Counter(proposed.cards)
        listed = ", ".join(f"{code} ×{counts[code]}" for code in sorted(counts))
        creatures = [c for c in proposed.cards if CARDS[c].kind == "creature"]
        cheap = sum(1 for c in creatures if CARDS[c].mana_value <= 2)
        changes = _changes(Counter(ruled.cards), counts)
        row = next(line for line in section.splitlines() if line.startswith(f"| {ruled.name} |"))
        assert row == f"| {ruled.name} | {changes} | {len(creatures)} | {cheap} | {listed} |"
        assert len(proposed.cards) == 30 and max(counts.values()) <= 4, ruled.name
