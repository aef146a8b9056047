"""The help's rows for Cursed Gifts (F1; the frame draws them, `app.table.help`)."""

from __future__ import annotations

from typing import Final

SHORTCUTS: Final[tuple[tuple[str, str], ...]] = (
    ("1 – 9, 0", "choose the card in that place of your hand (0: the tenth)"),
    ("← →", "step through the chosen card's targets or exact cures; Enter plays it"),
    ("E", "end your turn and draw 1 card (none once the deck is empty)"),
    ("P", "let an attack on you happen (no Comeback)"),
    ("Enter", "confirm the chosen play or cure"),
    ("Backspace", "cancel the chosen card (Esc and a right click too)"),
    ("U", "undo your last play this turn (not past a card revealed)"),
    ("H", "suggest a move; H again hides it"),
)
MOUSE: Final[tuple[str, ...]] = (
    "click a highlighted card in your hand, then its target (a rival or a gift),",
    "then the target again or Confirm; a Comeback in your hand answers an attack",
    "a cure: click Antidotes, then your gifts until the values match exactly",
    "hover a card to read it; scroll the log with the wheel",
)
