"""Lands of the Summoners' rules engine: pure (no pygame, no I/O), seeded; `rules.RULES` is
its protocol."""

from siege_desktop.games.summoner_lands.rules.outcome import scores_now
from siege_desktop.games.summoner_lands.rules.rules import RULES

__all__ = ["RULES", "scores_now"]
