"""The arena: CPU opponents play each other many times and the results are tallied."""

from siege_desktop.arena.games import AgentSpec, GameResult, parse_seats, play_game
from siege_desktop.arena.tally import summarize, wilson

__all__ = ["AgentSpec", "GameResult", "parse_seats", "play_game", "summarize", "wilson"]
