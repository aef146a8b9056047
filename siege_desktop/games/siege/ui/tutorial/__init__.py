"""The guided first game of Siege."""
