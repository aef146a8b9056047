"""Gifts Under Siege's knowledge for the shared CPU opponents: evaluation, rules of thumb,
Medium's greedy look-ahead."""
