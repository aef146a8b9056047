"""CPU opponents: they see only their seat's observation."""
