"""Why a suggested Cursed Gifts move is good, in one line, from the seat's observation alone.

`hint_reason(obs, action, legal)` is the game's `extra["hint_reason"]` for `ai.hint.suggest`.
It reads only what the seat may know (its hand, the areas, the discard, the chain, hand
sizes): never a rival's hand nor the deck's order, so redealing hidden cards cannot change it.
"""

from __future__ import annotations

from collections import Counter
from typing import Final

from siege_desktop.games.cursed.rules.actions import Action, Answer, Cure, EndTurn, Pass, Play
from siege_desktop.games.cursed.rules.cards import (
    CARDS_PER_TURN,
    EFFECT,
    ELIMINATION,
    INEVITABLE,
    KARMA3,
    KARMA_NAME,
    KIND,
    VALUE,
    full_deck,
    name,
)
from siege_desktop.games.cursed.rules.observation import Observation, public_cards
from siege_desktop.games.cursed.rules.state import area_points, gift_points

#: Search iterations of a hint: a Cursed Gifts iteration costs more than a Gifts Under
#: Siege one, so this keeps a hint near a second at 4 seats (docs/AI.md); more seats make
#: longer playouts, so bigger tables search less.
HINT_ITERATIONS: Final = 400
HINT_ITERATIONS_CROWDED: Final = 200
CROWDED: Final = 6


def hint_iterations(obs: Observation) -> int:
    """The search budget of a hint at this table (`extra["hint_iterations"]`)."""
    return HINT_ITERATIONS_CROWDED if obs.config.seats >= CROWDED else HINT_ITERATIONS


def _who(obs: Observation, seat: int) -> str:
    return "you" if seat == obs.seat else obs.config.seat_name(seat)


def _points(obs: Observation, seat: int) -> int:
    return area_points(obs.areas[seat])


def _unseen(obs: Observation) -> Counter[int]:
    """The cards this seat has not seen: rivals' hands and the deck, as a count by kind."""
    pool = Counter(full_deck())
    pool.subtract(public_cards(obs))
    return +pool


def _unseen_comebacks(obs: Observation) -> int:
    return sum(n for c, n in _unseen(obs).items() if KIND[c] == "comeback")


def _gift_text(card: int) -> str:
    return f"{name(card)} ({VALUE[card]})"


def _offer(obs: Observation, a: Play) -> str:
    card, at = a.card, a.at
    who = _who(obs, at)
    now = _points(obs, at)
    after = now + VALUE[card]
    text = f"Give your {_gift_text(card)} to {who}: {who} is at {now} → {after}"
    if after >= ELIMINATION:
        text += ", out if it lands"
    else:
        others = [
            _points(obs, s)
            for s in range(obs.config.seats)
            if s not in (obs.seat, at) and s not in obs.out
        ]
        if others and now > max(others):
            text += ", the rival nearest 10"
    if INEVITABLE[card]:
        return text + "; it is Inevitable, so no Comeback can stop it"
    left = _unseen_comebacks(obs)
    if left == 0:
        return text + "; every Comeback is already out of play"
    many = f"{left} Comebacks are" if left != 1 else "1 Comeback is"
    return text + f"; {many} still unseen"


def _treachery(obs: Observation, a: Play) -> str:
    card, effect = a.card, EFFECT[a.card]
    who = _who(obs, a.at) if a.at >= 0 else ""
    if effect == "attach":
        gift = obs.areas[a.at][a.on]
        now = _points(obs, a.at)
        return (
            f"Put {name(card)} on {who}'s {name(gift[0])}: it is worth {VALUE[card]} more, "
            f"{who}'s area would be {now} → {now + VALUE[card]}"
        )
    if effect == "snatch":
        size = obs.hand_sizes[a.at]
        return (
            f"Play {name(card)} on {who}: take {VALUE[card]} of their {size} cards at random, "
            "for one of your Useless Gifts"
        )
    if effect == "swap":
        return (
            f"Swap hands with {who} ({name(card)}): your {len(obs.hand)} cards for their "
            f"{obs.hand_sizes[a.at]}"
        )
    if effect == "mourn":
        return f"Play {name(card)}: every rival discards a Useless Gift, or 2 cards at random"
    if effect == "letter":
        unseen = _unseen(obs)
        gifts = sum(n for c, n in unseen.items() if KIND[c] == "gift")
        total = sum(unseen.values())
        return (
            f"Play {name(card)}: every rival turns up the deck's top card; {gifts} of the "
            f"{total} cards you have not seen are Cursed Gifts"
        )
    # Hot Potato: a gift of your own goes to a rival.
    gift = obs.areas[obs.seat][a.on]
    pts = gift_points(gift)
    mine = _points(obs, obs.seat)
    theirs = _points(obs, a.at)
    return (
        f"Pass your {name(gift[0])} ({pts}) to {who} with {name(card)}: your area "
        f"{mine} → {mine - pts}, {who}'s {theirs} → {theirs + pts}"
    )


def _defence(obs: Observation, a: Play) -> str:
    mine = _points(obs, obs.seat)
    if EFFECT[a.card] == "siren":
        gift = obs.areas[obs.seat][a.on]
        pts = gift_points(gift)
        return (
            f"Sound the {name(a.card)}: discard your {name(gift[0])} ({pts}); your area "
            f"would be {mine} → {mine - pts}"
        )
    cut = sum(VALUE[c] for _, attached in obs.areas[obs.seat] for c in attached)
    return f"Cut every attachment with {name(a.card)}: your area would be {mine} → {mine - cut}"


def _play(obs: Observation, a: Play) -> str:
    kind = KIND[a.card]
    if kind == "gift":
        return _offer(obs, a)
    if kind == "treachery":
        return _treachery(obs, a)
    if kind == "defence":
        return _defence(obs, a)
    return f"Play {name(a.card)}: draw {VALUE[a.card]} cards ({obs.deck_size} left in the deck)"


def _cure(obs: Observation, a: Cure) -> str:
    total = sum(VALUE[c] for c in a.antidotes)
    mine = _points(obs, obs.seat)
    which = " + ".join(str(VALUE[c]) for c in a.antidotes)
    plural = "s" if len(a.antidotes) > 1 else ""
    gifts = ", ".join(_gift_text(obs.areas[obs.seat][g][0]) for g in a.gifts)
    return (
        f"Cure {total} with your Antidote{plural} {which} ({gifts}): your area would be "
        f"{mine} → {mine - total}"
    )


def _stakes(obs: Observation) -> str:
    """What the card on the table does if it lands, in a few words."""
    attack = obs.attack
    if attack is None:
        return ""
    card = attack.card
    if KIND[card] == "gift" or EFFECT[card] == "attach":
        now = _points(obs, attack.target)
        return f"{_who(obs, attack.target)} would be at {now + VALUE[card]}"
    return ""


def _answer(obs: Observation, a: Answer) -> str:
    attack = obs.attack
    card = a.card
    label = f"three Useless Gifts as {KARMA_NAME}" if card == KARMA3 else name(card)
    if attack is None:
        return f"Answer with {label}"
    if obs.chain:
        last = obs.chain[-1]
        # Each answer voids the card before it: after this one, an even chain lets the
        # attack stand, an odd one stops it.
        stands = len(obs.chain) % 2 == 1
        then = "stands after all" if stands else "is stopped after all"
        return (
            f"Answer with {label}: it cancels {_who(obs, last.seat)}'s {name(last.card)}, "
            f"so {name(attack.card)} {then}"
        )
    what = name(attack.card)
    if KIND[attack.card] == "gift":
        what = _gift_text(attack.card)
    player = _who(obs, attack.player)
    if card == KARMA3 or EFFECT[card] == "karma":
        return f"Answer with {label}: the {what} goes back to {player}"
    text = f"Answer with {label}: {player}'s {what} is cancelled"
    stakes = _stakes(obs)
    if attack.target == obs.seat and stakes:
        text += f" (else {stakes})"
    if EFFECT[card] == "seal":
        text += f", and {_who(obs, attack.player)} discards a card at random"
    return text


def _pass(obs: Observation, legal: tuple[Action, ...]) -> str:
    attack = obs.attack
    answers = [a for a in legal if isinstance(a, Answer)]
    if attack is None:
        return "Let it happen"
    if not answers:
        return "Let it happen: you hold nothing that answers it"
    stakes = _stakes(obs)
    keep = "keep your Comeback for a worse card"
    return f"Let it happen: {stakes}; {keep}" if stakes else f"Let it happen: {keep}"


def _end(obs: Observation) -> str:
    if obs.played >= CARDS_PER_TURN:
        return f"End your turn and draw: your {CARDS_PER_TURN} plays are used"
    if obs.played == 0:
        return "End your turn and draw: keep your cards for a better moment"
    return "End your turn and draw: keep the rest of your hand for later"


def hint_reason(obs: Observation, action: Action, legal: tuple[Action, ...] = ()) -> str:
    """One line on why `action` is a good move for `obs.seat` now."""
    if isinstance(action, Play):
        return _play(obs, action)
    if isinstance(action, Cure):
        return _cure(obs, action)
    if isinstance(action, Answer):
        return _answer(obs, action)
    if isinstance(action, Pass):
        return _pass(obs, legal)
    if isinstance(action, EndTurn):
        return _end(obs)
    return str(action)
