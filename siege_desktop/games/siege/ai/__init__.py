"""Siege's CPU knowledge: unit and attack values, the evaluation, Medium's and Easy's
choices, what Hard's search widens over, and hints."""
