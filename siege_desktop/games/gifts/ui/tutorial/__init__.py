"""The guided first game: a lesson (pure steps) and the table scene that coaches it."""
