"""Cursed Gifts' tutorial: a guided practice game on a prepared deal, with a coach panel."""
