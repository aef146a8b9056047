"""What every game at the table shares: the game protocol, outcomes and the registry of games.

Nothing here imports a game; games are found by id through `registry.find_game`.
"""
