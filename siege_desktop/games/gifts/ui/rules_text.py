"""Gifts Under Siege's rules as the Rules screen shows them: the rulebook and the table's
rulings, for players.

Sections in the Rules screen's format (siege_desktop/app/rules_format.py: "• " bullets, "| "
table rows). Building names and rules come from the engine's cards, so the screen can never
disagree with the game.
"""

from __future__ import annotations

from typing import Final

from siege_desktop.app.rules_format import Section
from siege_desktop.app.rules_format import plain_text as sections_text
from siege_desktop.games.gifts.rules import GameConfig
from siege_desktop.games.gifts.rules.cards import (
    BUILDING_COLOUR,
    BUILDING_COST,
    BUILDING_RULES,
    BUILDING_TITLES,
    GIFT_CLASSES,
    GIFT_COST,
    HAND_LIMIT,
    LAND_LIMIT,
    MAX_BUILDINGS,
    MAX_LOCKS,
    OPENING_HAND,
    ROMAN,
)
from siege_desktop.games.gifts.rules.config import (
    MAX_DISPLAY,
    MAX_PLAYERS,
    MIN_PLAYERS,
    default_gift_counts,
)

LETTERS: Final = "WUBRG"
#: The table rules' defaults, as the engine sets them.
DEFAULTS: Final = GameConfig()
PLAYERS: Final = f"{MIN_PLAYERS} to {MAX_PLAYERS} players"
BUILDING_COST_TEXT: Final = (
    f"{BUILDING_COST[0]} mana, {BUILDING_COST[1]} of them of the building's colour"
)


def _points(n: int) -> str:
    return f"{n} point{'s' if n != 1 else ''}"


def _cost_rows() -> tuple[str, ...]:
    rows = ["| Class | Mana in all | Of the gift's colour | Points"]
    for c in GIFT_CLASSES:
        rows.append(f"| {ROMAN[c]} | {GIFT_COST[c][0]} | {GIFT_COST[c][1]} | {c}")
    return tuple(rows)


def gift_counts_text() -> str:
    """The default gifts per colour, by player count, in one sentence (from the engine)."""
    brackets: list[tuple[tuple[int, int, int], int, int]] = []
    for p in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        counts = default_gift_counts(p)
        if brackets and brackets[-1][0] == counts:
            brackets[-1] = (counts, brackets[-1][1], p)
        else:
            brackets.append((counts, p, p))
    parts = []
    for i, (counts, lo, hi) in enumerate(brackets):
        split = " / ".join(str(n) for n in counts)
        classes = " of Class " + " / ".join(ROMAN[c] for c in GIFT_CLASSES) if i == 0 else ""
        who = f"{lo}–{hi}" if hi > lo else str(lo)
        total = 5 * sum(counts)
        parts.append(f"{split}{classes} for {who} players ({total}{' gifts' if i == 0 else ''})")
    return ", ".join(parts) + "."


def _buildings() -> tuple[str, ...]:
    rows = ["| Building | Colour | Effect"]
    for title, colour, rule in zip(BUILDING_TITLES, BUILDING_COLOUR, BUILDING_RULES, strict=True):
        rows.append(f"| {title} | {LETTERS[colour]} | {rule}")
    return tuple(rows)


RULES: Final = (
    Section(
        "The goal",
        (
            f"Gifts Under Siege is a card game for {PLAYERS}. Tap lands for coloured mana "
            "to claim gifts from the middle of the table, steal them from each other, and lock "
            "them down before someone else takes them. When the game ends, the most points in "
            "gifts wins.",
            "• "
            + ", ".join(
                f"{'A ' if c == GIFT_CLASSES[0] else ''}Class {ROMAN[c]}"
                f"{' gift is worth' if c == GIFT_CLASSES[0] else ''} {_points(c)}"
                for c in GIFT_CLASSES
            )
            + ".",
        ),
    ),
    Section(
        "What is on the table",
        (
            "• Lands in five colours, each giving one mana of its colour: Plains (W, white, a "
            "sun), Island (U, blue, a drop), Swamp (B, black, a moon), Mountain (R, red, a "
            "flame) and Forest (G, green, a leaf). They are shuffled into one shared deck: "
            f"{DEFAULTS.lands_per_colour} of each colour unless the table chose otherwise.",
            "• Gifts, each with a colour and a class, shuffled into a face-down supply. How "
            "many there are depends on the number of players (see Table rules).",
            "• The display: a row of face-up gifts in the middle, players + 2 of them (at most "
            f"{MAX_DISPLAY}). Whenever a gift leaves the display, the next one from the supply "
            "takes its place at once.",
            f"• Lock tokens: a gift carries 0 to {MAX_LOCKS} locks. A gift with {MAX_LOCKS} "
            "locks is Sealed and can never be stolen.",
            "• Five buildings, each giving its owner a lasting advantage.",
        ),
    ),
    Section(
        "Setting up",
        (
            f"Every player draws {OPENING_HAND} lands as an opening hand. Nobody has lands in "
            "play or buildings yet. A random player goes first, and play goes around the "
            "table in seat order.",
        ),
    ),
    Section(
        "Costs",
        (
            "To claim or steal a gift you tap lands you have in play for its cost, and enough "
            "of that mana must be of the gift's colour. Lands of the gift's colour can pay the "
            "rest as well. You always tap exactly the cost.",
            *_cost_rows(),
            f"A building costs {BUILDING_COST_TEXT}.",
            "Which of your lands get tapped never changes anything (they all untap before you "
            "need them again), so the game picks them for you and shows which ones it taps.",
        ),
    ),
    Section(
        "Your turn",
        (
            "1. Untap all your lands, then draw 1 land. If the deck is empty, the discard pile "
            "is shuffled to make a new deck; if both are empty you draw nothing.",
            f"2. You may play 1 land from your hand, if you have fewer than {LAND_LIMIT} lands "
            "in play. A land can be tapped the turn you play it.",
            "3. Take exactly one main action: Claim, Steal, Wrap, Build or Recycle. You may "
            "pass only when none of them is possible.",
            f"4. If you hold more than {HAND_LIMIT} lands at the end of your turn, discard "
            f"down to {HAND_LIMIT}; you choose which.",
            "Discarded lands go face up to the discard pile, where everyone can see them.",
        ),
    ),
    Section(
        "The main actions",
        (
            "• Claim: pay a gift's cost and take it from the display. It arrives in your area "
            "with 1 lock.",
            f"• Steal: pick another player's gift with fewer than {MAX_LOCKS} locks. Pay its "
            "cost, then discard from your hand one land for each lock on it (any colours; you "
            "choose which). You take the gift with all its locks.",
            "• Wrap: pick one of your gifts that is not Sealed and one of your lands in play. "
            f"That land goes to the discard pile and the gift gains 1 lock (never above "
            f"{MAX_LOCKS}).",
            f"• Build: pay a building's cost and put it in your area. You may own at most "
            f"{MAX_BUILDINGS} buildings, never two of the same; with {MAX_BUILDINGS} already, "
            "you may still build by returning one of yours to the supply.",
            "• Recycle: draw 1 land, then discard 1 land of your choice from your hand.",
        ),
    ),
    Section("Buildings", _buildings()),
    Section(
        "The end of the game",
        (
            "When a gift should refill the display but the supply is empty, the game ends at "
            "the end of that round, so that everyone has had the same number of turns. (A "
            "round begins with the first player.)",
            "The game also ends at the end of the round in which the table's round limit or "
            "time limit runs out.",
            "Everyone adds up the points of the gifts they hold. The highest score wins. A tie "
            "goes to the player with more Sealed gifts, then to the one with more locks in "
            "all; if they are still equal, they share the win.",
        ),
    ),
    Section(
        "Table rules",
        (
            "These can be changed on the New game screen; the defaults are shown here.",
            f"• Lands of each colour: {DEFAULTS.lands_per_colour} (a deck of "
            f"{5 * DEFAULTS.lands_per_colour}).",
            "• Gifts per colour by player count: " + gift_counts_text(),
            f"• Gifts on display: players + 2, at most {MAX_DISPLAY}.",
            "• Unique buildings, on: there is one card of each building, so a building someone "
            "owns cannot be built by anyone else until it goes back to the supply. Off: anyone "
            "may build any building.",
            f"• Round limit: {DEFAULTS.round_limit} rounds. It stands in for the 25 to 30 "
            "minute timer of the card game and makes sure every game ends.",
            "• Time limit: off. For tables of people, a clock in minutes; when it runs out, "
            "the round being played is the last.",
            "• Seed: random. The same seed and the same moves always give the same game.",
        ),
    ),
    Section(
        "What everyone can see",
        (
            "Everything in play is public: lands, gifts and their locks, buildings, the "
            "discard pile, how many lands each player holds, and how many cards are left in "
            "the deck and the supply.",
            "Hidden: the lands in each hand (only their owner sees them) and the order of the "
            "deck and of the supply. CPU opponents play from exactly what a person in their "
            "seat could know; they never look at hidden cards. When two people share the "
            "computer, a handoff screen hides every hand until the next player is ready.",
        ),
    ),
    Section(
        "Playing on the computer",
        (
            "• Click a gift, a building or a button to act; everything you cannot do right "
            "now explains why when you point at it.",
            "• Number keys 1–5 pick a land colour (W U B R G). S skips the land step, R "
            "recycles, U undoes your own last decision while nothing new was revealed.",
            "• Tab skips ahead while CPU players take their turns. F1 shows the table's help.",
            "• Esc goes back (at the table: the game menu, to save or leave). F11 toggles "
            "fullscreen.",
            "• The game is saved after every action: Continue on the title screen resumes it.",
        ),
    ),
)


def plain_text() -> str:
    """The whole rules as plain text (for tests and for copying)."""
    return sections_text(RULES)
