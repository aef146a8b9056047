"""Typed errors of the rules engine; each is a ValueError with a message a player can read."""


class EngineError(ValueError):
    """Base of every error the engine raises on bad input."""


class ConfigError(EngineError):
    """A table configuration that cannot be played."""


class IllegalActionError(EngineError):
    """An action that is not legal in the given state; the state is left untouched."""


class ActionSyntaxError(EngineError):
    """Text that is not the text form of any action."""


class StateFormatError(EngineError):
    """Data that is not a valid serialized game state (malformed, truncated or foreign)."""
