"""Cursed Gifts' sounds: which of the app's sounds each kind of event makes, as a planner
for `app.sound.Sounds.on_events` (Gifts Under Siege keeps its own)."""

from __future__ import annotations

from typing import Final

from siege_desktop.app.sound import Cues

#: The sound of each kind of event; None: silent (it comes with a louder one, or tells
#: nothing worth a sound). "turn" sounds for humans only; "end" becomes "lose" when no human
#: is among the winners.
CUES: Final[dict[str, str | None]] = {
    "offer": "land",  # a Cursed Gift offered
    "play": "land",  # a Treachery or a Defence played
    "answer": "bounce",  # a Comeback
    "return": "bounce",  # Bad Karma sends the card back
    "cure": "claim",  # Antidotes cure
    "eliminate": "out",
    "resolve": None,  # the card lands: its offer already sounded
    "cancel": None,
    "pass": None,
    "draw": "draw",
    "take": "steal",
    "swap": "steal",
    "discard": None,
    "end-turn": None,
    "turn": "turn",
    "end": "end",
}

#: One action sounds once: its most telling event wins.
PRIORITY: Final = ("out", "bounce", "claim", "steal", "land", "draw")
SOUNDS: Final = Cues(CUES, PRIORITY)  # the shared planner over these tables (app/sound.py)
plan, planner = SOUNDS.plan, SOUNDS.planner  # one action's sounds; the table's planner
