"""The menu screens: title, new game, load, settings, rules and confirm dialogs."""
