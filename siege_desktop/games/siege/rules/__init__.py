"""Siege's rules engine: pure Python, no pygame, no I/O beyond reading its own data file,
seeded. The board and units come from siege.json (`data`)."""

from siege_desktop.games.siege.rules.actions import (
    DRAW,
    END,
    Action,
    Attack,
    Draft,
    Draw,
    End,
    Move,
    Pick,
    Place,
    Summon,
    parse_action,
)
from siege_desktop.games.siege.rules.config import SiegeConfig
from siege_desktop.games.siege.rules.errors import (
    ActionSyntaxError,
    ConfigError,
    IllegalActionError,
    SiegeError,
    StateFormatError,
)
from siege_desktop.games.siege.rules.events import Event
from siege_desktop.games.siege.rules.moves import legal_actions, why_illegal
from siege_desktop.games.siege.rules.observation import Observation, determinize, observation
from siege_desktop.games.siege.rules.outcome import outcome, scores_now
from siege_desktop.games.siege.rules.rules import (
    RULES,
    apply_checked,
    apply_logged,
    first_player,
    new_game,
    new_game_logged,
    to_act,
)
from siege_desktop.games.siege.rules.serialize import all_cards, from_dict, to_dict
from siege_desktop.games.siege.rules.state import SiegeState, Unit

__all__ = [
    "DRAW",
    "END",
    "RULES",
    "Action",
    "ActionSyntaxError",
    "Attack",
    "ConfigError",
    "Draft",
    "Draw",
    "End",
    "Event",
    "IllegalActionError",
    "Move",
    "Observation",
    "Pick",
    "Place",
    "SiegeConfig",
    "SiegeError",
    "SiegeState",
    "StateFormatError",
    "Summon",
    "Unit",
    "all_cards",
    "apply_checked",
    "apply_logged",
    "determinize",
    "first_player",
    "from_dict",
    "legal_actions",
    "new_game",
    "new_game_logged",
    "observation",
    "outcome",
    "parse_action",
    "scores_now",
    "to_act",
    "to_dict",
    "why_illegal",
]
