"""Typed errors of Cursed Gifts; each is a ValueError with a message a player can read."""


class CursedError(ValueError):
    """Base of every error this game raises on bad input."""


class ConfigError(CursedError):
    """A table configuration that cannot be played."""


class IllegalActionError(CursedError):
    """An action that is not legal in the given state; the state is left untouched."""


class ActionSyntaxError(CursedError):
    """Text that is not the text form of any action."""


class StateFormatError(CursedError):
    """Data that is not a valid serialized Cursed Gifts state."""
