"""CARDS.md names every card of the data file with its cost, numbers and copies."""

from __future__ import annotations

from pathlib import Path

from siege_desktop.games.summoner_lands.rules.cards import CARDS, DECKS

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
