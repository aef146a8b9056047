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


def test_proposed_decks_section_matches_the_data_file() -> None:
    text = PAGE.read_text("utf-8")
    section = text.split("## Proposed decks", 1)[1].split("\n## ", 1)[0]
    for ruled, proposed in zip(DECKS, DECK_SETS["balanced"], strict=True):
        counts = Counter(proposed.cards)
        listed = ", ".join(f"{code} ×{counts[code]}" for code in sorted(counts))
        row = next(line for line in section.splitlines() if line.startswith(f"| {ruled.name} |"))
        assert row.endswith(f"| {listed} |"), ruled.name
