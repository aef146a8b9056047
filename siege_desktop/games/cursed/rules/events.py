"""What each action did, as readable events for the log; private text for its owner only.

The events are the shared `core.events.Event`. Their kinds here: offer, play, cure, answer,
pass, resolve, cancel, return, draw, discard, take, lose (the victim's side of a take), swap,
eliminate, turn, end-turn, end.
"""

from siege_desktop.core.events import Event

__all__ = ["Event"]
