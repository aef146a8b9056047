"""What a play or a cure will do, in words and numbers, worked out by the rules themselves on
tables consistent with what the player knows (never on the hidden cards of the real one).

The action is applied to several tables dealt anew from the player's observation, each played
on with every seat letting the card through; a number the tables agree on is certain and is
shown, one that changes with the unseen cards is said to depend on them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import attrs

from siege_desktop.core.words import acts, possessive
from siege_desktop.games.cursed.rules.actions import PASS, Action, Cure, Play
from siege_desktop.games.cursed.rules.cards import CARDS, CARDS_PER_TURN, KIND, VALUE, name
from siege_desktop.games.cursed.rules.observation import Observation
from siege_desktop.games.cursed.rules.play import apply
from siege_desktop.games.cursed.rules.rules import RULES
from siege_desktop.games.cursed.rules.state import CursedState, area_points, gift_points

#: Tables dealt anew per preview: enough that a number depending on unseen cards shows it.
SAMPLES = 6


@attrs.frozen
class Preview:
    """The panel before a play is confirmed: a title (the action) and lines (what follows)."""

    title: str
    lines: tuple[str, ...]


@attrs.frozen
class _After:
    """What one simulated table shows the player once the card has done its work."""

    points: tuple[int, ...]
    hands: tuple[int, ...]
    out: tuple[int, ...]
    played: int
    answerable: tuple[int, ...]  # seats that get a Comeback window on the way
    ending: str  # why the game would end then, or ""


def _run(state: CursedState, action: Action, eliminate: bool) -> tuple[CursedState, list[int]]:
    """Apply `action`, then let every window it opens pass (nobody answers)."""
    answerable: list[int] = []
    state = apply(state, action, None, eliminate)
    for _ in range(state.config.seats + 1):  # one window per target at most
        if state.window < 0 or state.ending:
            break
        answerable.append(state.window)
        state = apply(state, PASS, None, eliminate)
    return state, answerable


def _settle(state: CursedState, action: Action, viewer: int) -> _After:
    """What the player sees after `action` on this table; an area's points as they stand
    before the eliminations (played once more with nobody leaving, for that number)."""
    after, answerable = _run(state, action, eliminate=True)
    kept, _ = _run(state, action, eliminate=False)
    obs = RULES.observation(after, viewer)
    return _After(
        tuple(area_points(a) for a in RULES.observation(kept, viewer).areas),
        obs.hand_sizes,
        obs.out,
        obs.played,
        tuple(answerable),
        obs.ending,
    )


def title(obs: Observation, action: Play | Cure, names: Sequence[str]) -> str:
    """The action in words: "Haunted Clown Doll (3) to Bea", "Cure: ... with Antidote −3"."""
    if isinstance(action, Cure):
        gifts = ", ".join(name(obs.areas[obs.seat][g][0]) for g in action.gifts)
        worth = sum(VALUE[a] for a in action.antidotes)
        return f"Cure {gifts} with Antidote{'s' if len(action.antidotes) > 1 else ''} \u2212{worth}"
    card = CARDS[action.card]
    text = f"{card.name} ({card.value})" if card.kind == "gift" else card.name
    if action.on >= 0:
        # Hot Potato names a gift of the player's own area; the others, the target's.
        owner = obs.seat if action.at < 0 or card.effect == "move" else action.at
        gift = name(obs.areas[owner][action.on][0])
        whose = "your" if owner == obs.seat else possessive(names[owner], opening=False)
        return f"{text} on {whose} {gift}" + (
            f" to {names[action.at]}" if card.effect == "move" else ""
        )
    if action.at >= 0:
        return f"{text} {'to' if card.kind == 'gift' else 'on'} {names[action.at]}"
    return text


def preview(
    obs: Observation, action: Play | Cure, names: Sequence[str], samples: int = SAMPLES
) -> Preview:
    """What `action` will do, seen by `obs.seat`, with the names of the seats."""
    me = obs.seat
    worlds = [RULES.determinize(obs, random.Random(k)) for k in range(samples)]
    afters = [_settle(w, action, me) for w in worlds]
    first = afters[0]
    lines: list[str] = []
    if isinstance(action, Play) and KIND[action.card] != "gift":
        lines.append(CARDS[action.card].text)
    if first.answerable:
        seats = ["you" if s == me else names[s] for s in first.answerable]
        who = " and ".join(filter(None, [", ".join(seats[:-1]), seats[-1]]))
        lines.append(f"{who} may answer with a Comeback first; if no one does:")
    before_points = [sum(gift_points(g) for g in area) for area in obs.areas]
    for seat in [me, *(s for s in range(len(names)) if s != me)]:
        if seat in obs.out:
            continue
        whose = "Your" if seat == me else possessive(names[seat])
        was = before_points[seat]
        now = {a.points[seat] for a in afters}
        gone = {seat in a.out for a in afters}
        if len(now) > 1 or len(gone) > 1:
            lines.append(f"{whose} area: depends on cards no one has seen")
        elif gone == {True}:
            verb = "you are" if seat == me else acts(names[seat], "is")
            unless = " unless they answer" if seat in first.answerable else ""
            lines.append(
                f"{whose} area {was} \u2192 {first.points[seat]}: {verb} eliminated{unless}"
            )
        elif now != {was}:
            lines.append(f"{whose} area {was} \u2192 {first.points[seat]}")
    spent = 1 if isinstance(action, Play) else len(action.antidotes)
    if isinstance(action, Play) and CARDS[action.card].effect == "snatch":
        spent += 1  # the Useless Gift it costs
    for seat in [me, *(s for s in range(len(names)) if s != me)]:
        if seat in obs.out or any(seat in a.out for a in afters):
            continue
        was = obs.hand_sizes[seat] - (spent if seat == me else 0)
        sizes = {a.hands[seat] for a in afters}
        whose = "Your" if seat == me else possessive(names[seat])
        if len(sizes) > 1:
            lines.append(f"{whose} hand: depends on cards no one has seen")
        elif sizes != {was}:
            lines.append(f"{whose} hand {obs.hand_sizes[seat]} \u2192 {first.hands[seat]}")
    if (
        not first.answerable
        and all(a.points == first.points and a.hands == first.hands for a in afters)
        and len(lines) == (1 if isinstance(action, Play) and KIND[action.card] != "gift" else 0)
    ):
        lines.append("Nothing else changes that anyone can see")
    if all(a.ending for a in afters):
        lines.append("Then the game is over")
    lines.append(f"Plays this turn {obs.played} \u2192 {first.played} of {CARDS_PER_TURN}")
    return Preview(title(obs, action, names), tuple(lines))
