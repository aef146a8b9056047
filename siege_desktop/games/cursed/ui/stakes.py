"""What is at stake in an open Comeback window, for the seat deciding: what letting it be
does (which gift it touches, whether it puts you out), what Bad Karma does, and what each
Comeback in your hand would do. Worked out by the rules on a table dealt from the seat's own
observation (every number shown is public: areas, attachments, who played what)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import attrs

from siege_desktop.core.words import acts, possessive
from siege_desktop.games.cursed.rules.actions import PASS, Action, Answer
from siege_desktop.games.cursed.rules.cards import (
    CARDS,
    EFFECT,
    ELIMINATION,
    KARMA3,
    KARMA_NAME,
    KIND,
    name,
)
from siege_desktop.games.cursed.rules.observation import Observation
from siege_desktop.games.cursed.rules.play import apply
from siege_desktop.games.cursed.rules.rules import RULES
from siege_desktop.games.cursed.rules.state import CursedState, area_points


@attrs.frozen
class Stakes:
    """The window's panel: a title, its lines, and the gifts it touches (outlined)."""

    title: str
    lines: tuple[str, ...]
    gifts: frozenset[tuple[int, int]]


def _settle(state: CursedState, first: Action) -> CursedState:
    """`first`, then every later window lets it be; areas as they stand before anyone goes
    out (so "9 → 11" reads, and the line says who goes out)."""
    state = apply(state, first, None, eliminate=False)
    for _ in range(2 * state.config.seats + 4):
        if state.window < 0 or state.ending or state.attack is None:
            break
        state = apply(state, PASS, None, eliminate=False)
    return state


def _changes(before: CursedState, after: CursedState, me: int, names: Sequence[str]) -> str:
    """The areas that change, yours first, with "this puts you out" at 10 or more."""
    parts = []
    order = [me, *(s for s in range(before.config.seats) if s != me)]
    for seat in order:
        was, now = area_points(before.areas[seat]), area_points(after.areas[seat])
        if was == now:
            continue
        whose = "your" if seat == me else possessive(names[seat], opening=False)
        text = f"{whose} area {was} \u2192 {now}"
        if now >= ELIMINATION:
            text += ": this puts you out" if seat == me else f": {acts(names[seat], 'is')} out"
        parts.append(text)
    return "; ".join(parts)


def _touched(obs: Observation) -> frozenset[tuple[int, int]]:
    """The gift a Toilet Paper Mummy or Fatcula would sit on, or the Hot Potato would move."""
    attack = obs.attack
    if attack is None or attack.param < 0:
        return frozenset()
    effect = EFFECT[attack.card]
    if effect == "attach":
        return frozenset({(attack.target, attack.param)})
    if effect == "move":
        return frozenset({(attack.player, attack.param)})
    return frozenset()


def _what(state: CursedState, action: Action, me: int, names: Sequence[str], card: int) -> str:
    after = _settle(state, action)
    changed = _changes(state, after, me, names)
    if changed:
        return changed
    if KIND[card] == "gift" or EFFECT[card] in ("attach", "move"):
        return f"your area stays {area_points(state.areas[me])}"
    return CARDS[card].text.rstrip(".")


def stakes(obs: Observation, legal: Sequence[Action], names: Sequence[str]) -> Stakes | None:
    """The panel for the open window `obs.seat` decides in, or None when there is none."""
    attack = obs.attack
    me = obs.seat
    if attack is None or obs.window != me:
        return None
    # One table dealt from what the seat knows: the numbers below read public cards only.
    state = RULES.determinize(obs, random.Random(0))
    card = attack.card
    lines: list[str] = []
    touched = _touched(obs)
    if touched:
        ((owner, index),) = touched
        whose = "your" if owner == me else possessive(names[owner], opening=False)
        gift = name(obs.areas[owner][index][0])
        verb = "moves" if EFFECT[card] == "move" else "sits on"
        lines.append(f"{name(card)} {verb} {whose} {gift} (outlined).")
    lines.append(f"Let it be: {_what(state, PASS, me, names, card)}.")
    answers = [a for a in legal if isinstance(a, Answer)]
    if not obs.chain:
        held = any(a.card == KARMA3 or EFFECT[a.card] == "karma" for a in answers)
        back = names[attack.player]
        if not held:
            lines.append(
                f"{KARMA_NAME} (the card, or 3 Useless Gifts) would send it back to {back}; "
                "you hold none."
            )
    for a in answers:
        label = f"{KARMA_NAME} (3 Useless Gifts)" if a.card == KARMA3 else CARDS[a.card].name
        effect = "karma" if a.card == KARMA3 else EFFECT[a.card]
        what = _what(state, a, me, names, card)
        if effect == "karma":
            back = names[attack.player]
            if not _changes(state, _settle(state, a), me, names):
                # No area moves: a swap, a snatch or a Hot Potato on its own player does
                # nothing; a Day of Mourning or a Chain Letter hits that player instead.
                own = EFFECT[card] in ("swap", "snatch", "move")
                what = "on its own player it does nothing" if own else f"it hits {back} instead"
            lines.append(f"{label}: sends it back to {back}: {what}.")
        elif effect == "seal":
            lines.append(f"{label}: cancels it ({what}); its player discards a card at random.")
        else:
            lines.append(f"{label}: cancels it ({what}).")
    if answers:
        lines.append("A Comeback can itself be answered (Woolf or Seal), then the last wins.")
    title = "At stake" if obs.chain else f"At stake: {name(card)}"
    return Stakes(title, tuple(lines), touched)
