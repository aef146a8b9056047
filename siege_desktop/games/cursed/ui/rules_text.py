"""Cursed Gifts' rules as the Rules screen shows them (the rulebook with the table's rulings).

Sections in the Rules screen's format (siege_desktop/app/rules_format.py: "• " bullets, "| "
table rows). The card list comes from cards.json, so the screen can never disagree with the
deck the game deals.
"""

from __future__ import annotations

from typing import Final

from siege_desktop.app.rules_format import Section
from siege_desktop.app.rules_format import plain_text as sections_text
from siege_desktop.games.cursed.rules.cards import (
    CARDS,
    CARDS_PER_TURN,
    DECK_SIZE,
    ELIMINATION,
    KARMA_NAME,
    OPENING_HAND,
    Card,
)
from siege_desktop.games.cursed.rules.config import DEFAULT_ROUND_LIMIT

GAME_NAME: Final = "Cursed Gifts"


#: How each kind of card looks, told by colour and by symbol (the frame shows both).
KIND_LOOK: Final = {
    "gift": ("Cursed Gifts", "purple cards with a skull"),
    "antidote": ("Antidotes", "mint cards with a cross"),
    "treachery": ("Treacheries", "dark red cards with a dagger"),
    "defence": ("Defences", "blue cards with a shield"),
    "comeback": ("Comebacks", "gold cards with a curved arrow back"),
    "draw": ("Draw cards", "sand cards with a stack of cards"),
    "useless": ("Useless Gifts", "grey cards with a crossed-out ring"),
}


def _title(card: Card) -> str:
    """A card's name, with its strength where several cards share the name (Antidote −2)."""
    return f"{card.name} \u2212{card.value}" if card.kind == "antidote" else card.name


def _cards() -> tuple[str, ...]:
    rows = ["| Card | Copies | Effect"]
    for kind, (plural, look) in KIND_LOOK.items():
        rows.append(f"{plural}: {look}.")
        rows.extend(f"| {_title(c)} | {c.count} | {c.text}" for c in CARDS if c.kind == kind)
    return tuple(rows)


RULES: Final = (
    Section(
        "Goal",
        (
            f"Offer Cursed Gifts to your rivals until their area reaches {ELIMINATION}. The "
            "last player still in wins.",
        ),
    ),
    Section(
        "Setup",
        (
            f"• 2 to 8 players share one deck of {DECK_SIZE} cards, whatever their number.",
            "• The first player is drawn at random; play goes clockwise.",
            f"• Everyone is dealt {OPENING_HAND} cards, the first player too. Table rule "
            f"(New game, off by default): the first player is dealt {OPENING_HAND - 1}.",
            "• Every area starts at 0 points.",
        ),
    ),
    Section(
        "Your turn",
        (
            f"• Play up to {CARDS_PER_TURN} cards, of which at most one Cursed Gift, then end "
            "your turn (ending it with no card played is allowed). At the end you draw 1 card, "
            "if the deck has any. There is no hand limit, and the deck is never rebuilt from "
            "the discard pile.",
            f"• Comebacks you play during your own turn do not count toward your "
            f"{CARDS_PER_TURN}. Each Antidote counts as one card.",
            "• Cursed Gift: placed in a rival's area (never your own, never an eliminated "
            "player's). Its value (1 to 5) counts toward that area.",
            "• Antidote (−1, −2, −3, −5): cures Cursed Gifts in your own area. The Antidotes "
            "played together must equal the cured gifts' worth exactly: a −5 cures 4+1, 3+2 or "
            "a 5, never a 4 alone; two −2 cure a 4. A gift's worth includes the cards attached "
            "to it. Cured gifts, their attachments and the Antidotes go to the discard pile. "
            "Inevitable gifts can be cured.",
            "• Treachery: on your turn only, against a rival (or every rival).",
            "• Defence: on your turn only, on yourself.",
            "• Draw: on your turn only, for yourself.",
            f"• Useless Gift: cannot be played alone. Three of them discarded together answer "
            f"as {KARMA_NAME}; Snatching costs one; Day of Mourning takes one instead of two "
            "cards.",
        ),
    ),
    Section(
        "Comebacks",
        (
            "A Cursed Gift (unless Inevitable) or a Treachery gives its target a chance to "
            "answer, even out of turn. The chance is always offered, whatever that player "
            "holds, and passing is always allowed, so the pause gives nothing away.",
            "• A Treachery against every rival (Day of Mourning, Chain Letter) asks each rival "
            "in turn, in seat order from the player, and strikes each one when they have "
            "answered.",
            f"• Against a Cursed Gift or a Treachery: Manta Ray Protection, Little Red Riding "
            f"Woolf, Seal You in Hell, {KARMA_NAME} (the card, or three Useless Gifts).",
            f"• Against a Comeback: only Little Red Riding Woolf and Seal You in Hell. "
            f"{KARMA_NAME} never answers {KARMA_NAME}.",
            "• An answer can itself be answered by the player it was played against, and so on "
            "to any depth; the chain ends when someone passes.",
            "• From the last card back, each effective Comeback cancels the card it answered: "
            "the attack lands when an even number of Comebacks were played. If the first answer "
            f"was an effective {KARMA_NAME}, the attack is sent back to its own player. An "
            "effective Seal You in Hell makes the player of the card it cancelled discard a "
            "card at random. Every Comeback goes to the discard pile.",
            f"• A Treachery sent back by {KARMA_NAME}: Toilet Paper Mummy and Fatcula attach to "
            "its player's most valuable gift (discarded if there is none); Day of Mourning and "
            "Chain Letter strike its player; Snatching, Trollol and Hot Potato do nothing.",
        ),
    ),
    Section(
        "The cards",
        (
            *_cards(),
            "• Toilet Paper Mummy and Fatcula stay attached to the gift and leave with it "
            "(cured, Sirened or eliminated); Safety Scissors discard them.",
            "• Snatching's Useless Gift is paid when it is played, even if the Snatching is "
            "cancelled; only its player sees the cards taken.",
            "• Trollol swaps the two hands whole.",
            "• Chain Letter: each rival in turn turns up the top card of the deck; a Cursed Gift "
            "joins that rival's area (with no chance to answer it), anything else is discarded.",
            "• Hot Potato moves one of your gifts worth 3 or less, attachments included.",
        ),
    ),
    Section(
        "Elimination and the end",
        (
            f"• A player whose area totals {ELIMINATION} or more is out at once, even in the "
            "middle of a turn: their area and hand are shuffled into the deck. They take no "
            "more turns and cannot be targeted.",
            "• The last player still in wins.",
            "• When the deck is empty and a full round passes in which no card at all is played, "
            "the game ends (only turns that begin with the deck already empty count, so whoever "
            "draws the last card gets a turn to play it; any card played starts the round "
            f"again); so does round {DEFAULT_ROUND_LIMIT} (the round limit, a table rule "
            "from 1 to 500). The players still in then rank by fewest points, then fewest "
            "Cursed Gifts in their area; players still tied share the win. Eliminated players "
            "rank below them, the last one out best.",
        ),
    ),
    Section(
        "What everyone sees",
        (
            "Everyone sees the areas and their attachments, the discard pile, how many cards "
            "each player holds, the size of the deck, and every card played with its target. "
            "Hands and the order of the deck are hidden; CPU players see only what a player in "
            "their seat would.",
        ),
    ),
)


def plain_text() -> str:
    """The whole rules as plain text (for tests and for copying)."""
    return sections_text(RULES)
