"""The games the table plays, one package each; they are found through `core.registry`."""
