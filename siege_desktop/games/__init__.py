"""The games the table plays, one package each; games never import each other."""
