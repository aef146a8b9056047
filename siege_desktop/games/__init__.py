"""The games the table plays, one package each; they are found through `core.registry` and
never import each other."""
