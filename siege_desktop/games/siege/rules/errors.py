"""Typed errors of Siege; each is a ValueError with a message a player can read."""


class SiegeError(ValueError):
    """Base of every error this game raises on bad input."""


class ConfigError(SiegeError):
    """A table configuration that cannot be played."""


class IllegalActionError(SiegeError):
    """An action that is not legal in the given state; the state is left untouched."""


class ActionSyntaxError(SiegeError):
    """Text that is not the text form of any action."""


class StateFormatError(SiegeError):
    """Data that is not a valid serialized Siege state."""
