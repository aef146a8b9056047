"""Siege's rules as the Rules screen shows them (RULINGS-siege.md, in short); the units'
table comes from the data file, so the screen and the engine never disagree."""

from __future__ import annotations

from typing import Final

from siege_desktop.app.rules_format import Section
from siege_desktop.games.siege.rules.data import (
    ABILITIES,
    CENTRAL_TOWERS,
    MAX_ROUND_LIMIT,
    MIN_ROUND_LIMIT,
    ROUND_LIMIT,
    SIEGE_TOWER,
    TO_WIN,
    UNITS,
    square_name,
)
from siege_desktop.games.siege.ui.pieces import COLOUR_NAME, SYMBOL_NAME


def _unit_rows() -> tuple[str, ...]:
    rows = ["| Unit | Colour | A / H / R / M | Ability"]
    for u in UNITS:
        rows.append(
            f"| {u.code} {u.name} | {COLOUR_NAME[u.colour]} ({SYMBOL_NAME[u.colour]}) | "
            f"{u.attack} / {u.health} / {u.range} / {u.move} | {u.ability.capitalize() or '—'}"
        )
    return tuple(rows)


RULES: Final = (
    Section(
        "The goal",
        (
            "Two commanders fight over four towers on an 11 × 15 board. At the start of your "
            "turn each tower with your unit on it scores: 1 for a central tower "
            f"({', '.join(square_name(t) for t in CENTRAL_TOWERS)}), 10 for the enemy's siege "
            f"tower (South's is {square_name(SIEGE_TOWER[0])}, North's "
            f"{square_name(SIEGE_TOWER[1])}), nothing for your own. The first to {TO_WIN} wins.",
            f"A round limit ({ROUND_LIMIT} by default, {MIN_ROUND_LIMIT}-{MAX_ROUND_LIMIT} in "
            "New game) ends every game: then most points, then more towers held, then more "
            "units on the board; otherwise a shared draw.",
        ),
    ),
    Section(
        "The board",
        (
            "• Plains: open ground. Forest (trees): cover, dice against a unit there hit "
            "only on 5-6. Mountains (peaks): nobody enters or crosses them.",
            "• Your deployment zone: the 12 squares within 2 steps of your siege tower "
            "(light corners for South, dark for North). You place and summon only there.",
            "• Distance is counted in orthogonal steps; nothing moves or counts diagonally.",
        ),
    ),
    Section(
        "Draft and setup",
        (
            "A coin decides who starts. The players take turns picking one card from the 12 "
            "open piles until each has 15; every pick is public. Then the reserve joins the "
            "piles.",
            "Taking turns, each places 4 of its units on empty squares of its zone; the other "
            "11 are shuffled into its deck.",
        ),
    ),
    Section(
        "A turn",
        (
            "• Draw: fill your hand to 5, or fill it to 4 and draft one card from a pile into "
            "your deck (it is shuffled in) and have 3 summoning points instead of 4.",
            "• Summon: each unit costs 1 point; put it on an empty square of your zone. It "
            "may move and attack this turn.",
            "• Move: up to 5 different units, each once, up to its Move in orthogonal "
            "steps, through friends but never through enemies or mountains, ending on an "
            "empty square.",
            "• Attack: up to 5 different units, each once, at an enemy within its Range.",
        ),
    ),
    Section(
        "Attacks and dice",
        (
            "An attack rolls one die per Attack point. Each die of 4-6 does 1 damage (5-6 "
            "against a unit in forest or with Shield). A unit whose damage reaches its "
            "Health dies and goes to the graveyard for good.",
            "Colours: Red beats Green beats Blue beats Red (fire burns leaf, leaf drinks "
            "water, water quenches fire). With the advantage you roll one die more; at a "
            "disadvantage one fewer. Neutral (ring) units have neither.",
            "A target that survives strikes back at once if the attacker is within its "
            "Range, the same way (its own colour, never Charge). Damage stays until Mended.",
            "The table previews every attack before you roll: dice, the face needed, the "
            "chance to kill and the counterattack you would take.",
        ),
    ),
    Section("Abilities", tuple(f"• {k.capitalize()}: {v}" for k, v in ABILITIES.items())),
    Section("The units (A Attack dice, H Health, R Range, M Move)", _unit_rows()),
    Section(
        "Hidden and open",
        (
            "Everything is open except which of its unplayed cards the opponent holds in "
            "hand, and the order of the decks. In pass-and-play the hand hides at every "
            "handoff. Undo takes back your steps of the turn up to the first die rolled or "
            "card drawn.",
        ),
    ),
)
