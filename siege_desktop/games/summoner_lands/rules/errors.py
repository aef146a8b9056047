"""Typed errors of Lands of the Summoners; each is a ValueError a player can read."""


class LandsError(ValueError):
    """Base of every error this game raises on bad input."""


class ConfigError(LandsError):
    """A table configuration that cannot be played."""


class IllegalActionError(LandsError):
    """An action that is not legal in the given state; the state is left untouched."""


class ActionSyntaxError(LandsError):
    """Text that is not the text form of any action."""


class StateFormatError(LandsError):
    """Data that is not a valid serialized Lands of the Summoners state."""
