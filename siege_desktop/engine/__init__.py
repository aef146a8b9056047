"""The Gifts Under Siege rules engine: pure Python, no pygame, no I/O, seeded.

Every decision is a pending choice in `legal_actions(state)`; `apply` returns the next state.
The AI and the interface read hidden information only through `observation(state, seat)`.
"""

from siege_desktop.engine.actions import (
    Action,
    Build,
    CallTime,
    Claim,
    Discard,
    Pass,
    PlayLand,
    Recycle,
    SkipLand,
    Steal,
    Wrap,
    parse_action,
)
from siege_desktop.engine.cards import (
    BUILDINGS,
    COLOURS,
    Building,
    Colour,
    gift_code,
    gift_cost,
    gift_name,
    gift_points,
    parse_gift,
)
from siege_desktop.engine.config import GameConfig
from siege_desktop.engine.errors import (
    ActionSyntaxError,
    ConfigError,
    EngineError,
    IllegalActionError,
    StateFormatError,
)
from siege_desktop.engine.events import Event
from siege_desktop.engine.observation import Observation, determinize, observation
from siege_desktop.engine.outcome import Outcome, outcome, standings
from siege_desktop.engine.rules import (
    apply,
    apply_logged,
    apply_unchecked,
    current_seat,
    free_lands,
    gift_catalog,
    is_over,
    legal_actions,
    lock_discard,
    new_game,
    new_game_logged,
    owner_of,
    tap_preview,
    why_illegal,
)
from siege_desktop.engine.serialize import SCHEMA_VERSION, from_dict, to_dict
from siege_desktop.engine.state import DiscardReason, Ending, GameState, Phase

__all__ = [
    "BUILDINGS",
    "COLOURS",
    "SCHEMA_VERSION",
    "Action",
    "ActionSyntaxError",
    "Build",
    "Building",
    "CallTime",
    "Claim",
    "Colour",
    "ConfigError",
    "Discard",
    "DiscardReason",
    "Ending",
    "EngineError",
    "Event",
    "GameConfig",
    "GameState",
    "IllegalActionError",
    "Observation",
    "Outcome",
    "Pass",
    "Phase",
    "PlayLand",
    "Recycle",
    "SkipLand",
    "StateFormatError",
    "Steal",
    "Wrap",
    "apply",
    "apply_logged",
    "apply_unchecked",
    "current_seat",
    "determinize",
    "free_lands",
    "from_dict",
    "gift_catalog",
    "gift_code",
    "gift_cost",
    "gift_name",
    "gift_points",
    "is_over",
    "legal_actions",
    "lock_discard",
    "new_game",
    "new_game_logged",
    "observation",
    "outcome",
    "owner_of",
    "parse_action",
    "parse_gift",
    "standings",
    "tap_preview",
    "to_dict",
    "why_illegal",
]
