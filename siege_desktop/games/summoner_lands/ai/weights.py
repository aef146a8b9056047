"""The numbers Medium's greedy policy weighs its choices by, as one frozen object: `MEDIUM`
holds Medium's own (its every decision depends on them, and every deck figure on those), and
`TUNED` the set found by self-play against Medium (`benchmarks/lands_tune.py`), which Hard
uses for its own candidates, its own rollouts and the decisions it does not search.

Each policy function takes the weights as a last argument defaulting to `MEDIUM`; nothing
reads a mutable global, so both sets can play in one process (and one game)."""

from __future__ import annotations

from typing import Final

import attrs


@attrs.frozen(cache_hash=True)
class Weights:
    """Medium's knobs. Seat values (`values.seat_value`) are in points where a land is
    `land` / threshold; movement values (`movement`) are in lands."""

    # `values.seat_value`: lands, lands its creatures stand on unopposed (taken at its next
    # Combat), creature value and cards in hand, each over the threshold.
    land: float = 3.0
    soon: float = 0.6
    creature: float = 0.3
    #: A card in hand, in creature value: less than the cheapest creature on the board, and
    #: counted over the threshold like the board, so that summoning a creature is worth its
    #: card at every seat count (a flat 0.05 a card outweighed a cheap creature's 0.3 × value
    #: / threshold at 4-6 seats, and Medium kept them in hand).
    hand_card: float = 1.0
    # The Summon phase (`policy.medium_move`): how much the best rival's gain from a play
    # counts against it; the mana kept for the cheapest instant and a Wall on the last
    # summoning slot, in creature value (a Wall never moves off: section e's "never parks
    # ... least of all a Wall, on its only untapped native land"); the share of a March's or
    # tap's moves counted (predictions with answers to come).
    rivals_gain: float = 0.5
    reserve: float = 1.2
    wall_slot: float = 3.0
    move_sure: float = 0.5
    # Spell windows (`policy._window_move`): the weight of a rival's value against ours (a
    # rival in an emergency, any other), and what a cast costs (a base and per mana value).
    window_danger: float = 1.5
    window_rival: float = 0.7
    cast_cost: float = 0.06
    cast_cost_mana: float = 0.02
    #: Blocks (`policy._block`): the predicted loss, in lands, still worth taking to save an
    #: empty land of ours the mover could reach.
    block_loss: float = 1.0
    # Movement (`movement`), in lands: an empty land taken, more a rival's (more still a seat
    # in an emergency's) and of its own kind; a land of ours lost (more to an emergency); how
    # far a rival's gain must top its alternatives to surely come; what a rival gives up by
    # leaving home; a creature on the only summoning slot; the least gain worth a step.
    take: float = 1.0
    rivals_land: float = 0.7
    rivals_land_emergency: float = 1.05
    own_kind: float = 0.2
    land_lost: float = 1.7
    emergency_lost: float = 2.5
    sure_margin: float = 0.5
    rival_home: float = 1.0
    slot: float = 0.6
    min_gain: float = 0.05
    # Battles (`battles`): a point of creature value against a land in a predicted result,
    # a rival's land lost in it, and a factor on the chance of a rival's trick.
    creature_weight: float = 0.25
    rival_loss: float = 0.7
    trick: float = 1.0
    #: Claims (`policy._claim_score`): a land of its native kind, against a land close to
    #: its other claim (1.0 touching).
    claim_native: float = 2.0


#: Medium's own numbers: its decisions (and every deck figure) rest on these.
MEDIUM: Final = Weights()
#: Found by self-play against Medium (`python -m benchmarks.lands_tune search --games 200
#: --seed 10000 --jobs 2 --weights medium --margin 5`, one pass over the knobs): take an empty
#: land more eagerly (a rival's a little less over a free one), count a card in hand at half a
#: point of creature value and the mana kept for an instant at half. On fresh seeds it beat
#: Medium in 241 of 400 paired games at 2 seats (60.2%, 95% 55.4-64.9%, seeds 50000-50199).
TUNED: Final = Weights(hand_card=0.5, reserve=0.6, take=1.5, rivals_land=0.35)
