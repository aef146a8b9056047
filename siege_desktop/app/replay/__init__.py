"""The replay viewers: any finished game stepped through its positions (`game_scene`), its
summary, and the shared drawing hooks a game's `ui` module implements."""
