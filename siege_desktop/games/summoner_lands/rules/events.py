"""What each action did, as readable events for the log; private text for its owner only.

The events are the shared `core.events.Event`. Their kinds here: lay, claim, summon, cast,
step, block, battle, damage, die, take, draw, turn, out, end and the like.
"""

from siege_desktop.core.events import Event

__all__ = ["Event"]
