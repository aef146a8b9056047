"""Hand-built positions of Lands of the Summoners for the rulings' tests: a board of chosen
kinds and controllers, creatures where a test wants them, hands, and the phase to start in."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from siege_desktop.games.summoner_lands.rules import RULES
from siege_desktop.games.summoner_lands.rules.actions import Action
from siege_desktop.games.summoner_lands.rules.config import LandsConfig
from siege_desktop.games.summoner_lands.rules.state import (
    Artifact,
    Creature,
    Enchantment,
    LandsState,
)

#: A 2-seat board of 20 lands: kinds by land number 1 … 20.
KINDS20 = "PIPSMFPIMSFPPIMSFPSF"


def position(
    *,
    seats: int = 2,
    kinds: str | None = None,
    owners: dict[int, int] | None = None,
    tapped: Sequence[int] = (),
    holes: Sequence[int] = (),
    creatures: Sequence[tuple[str, int, int]] = (),
    artifacts: Sequence[tuple[str, int]] = (),
    enchantments: Sequence[tuple[str, int, int]] = (),
    hands: Sequence[Sequence[str]] | None = None,
    decks: Sequence[Sequence[str]] | None = None,
    phase: str = "summon",
    active: int = 0,
    config: LandsConfig | None = None,
    **changes: object,
) -> LandsState:
    """`creatures` are (code, owner, land), given ids c1, c2, … in order, not sick and
    untapped; `artifacts` (code, owner) ids a1, a2, …; `enchantments` (code, owner, land)."""
    cfg = config or RULES.default_config(seats)
    size = 10 + 5 * seats
    kinds = kinds or (KINDS20 * 3)[:size]
    owner_list = [-1] * size
    for land, seat in (owners or {}).items():
        owner_list[land - 1] = seat
    state = RULES.new_game(cfg, 1)
    state = attrs.evolve(
        state,
        phase=phase,
        kinds=tuple(kinds[:size]),
        owners=tuple(owner_list),
        tapped=tuple(k + 1 in tapped for k in range(size)),
        holes=tuple(k + 1 in holes for k in range(size)),
        creatures=tuple(
            Creature(cid=i + 1, code=code, owner=o, land=land, sick=False)
            for i, (code, o, land) in enumerate(creatures)
        ),
        artifacts=tuple(
            Artifact(aid=i + 1, code=code, owner=o) for i, (code, o) in enumerate(artifacts)
        ),
        enchantments=tuple(Enchantment(code, o, land) for code, o, land in enchantments),
        next_cid=len(creatures) + 1,
        next_aid=len(artifacts) + 1,
        hands=tuple(tuple(sorted(h)) for h in (hands or [()] * seats)),
        decks=tuple(tuple(d) for d in (decks or [()] * seats)),
        first=0,
        active=active,
        turn=5,
        round=3,
    )
    return attrs.evolve(state, **changes)  # type: ignore[arg-type]


def act(state: LandsState, *texts: str) -> LandsState:
    """Play these actions through the checked door."""
    for text in texts:
        state, _ = RULES.apply_logged(state, RULES.parse_action(text))
    return state


def legal_texts(state: LandsState) -> list[str]:
    return [str(a) for a in RULES.legal_actions(state)]


def creature(state: LandsState, cid: int) -> Creature:
    c = state.creature(cid)
    assert c is not None, f"c{cid} is not on the board"
    return c


def parse(text: str) -> Action:
    return RULES.parse_action(text)
