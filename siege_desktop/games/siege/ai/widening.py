"""What Hard weighs at a decision of Siege: Medium's best option for each of its best few
units, then Medium's next best (ending the phase among them only where Medium ranks it
there). Medium's best four alone are often one unit's tied squares."""

from __future__ import annotations

from typing import Final

from siege_desktop.core.memo import Memo
from siege_desktop.games.siege.ai.policy import ranked
from siege_desktop.games.siege.rules.actions import Action
from siege_desktop.games.siege.rules.state import SiegeState

#: Options per decision the search widens over: the best of Medium's options for each of
#: its best few units (UNITS_WIDE), then Medium's next best overall, up to TREE_WIDTH
#: (ending the phase among them when Medium ranks it there). Medium's best four are often
#: one unit's tied squares; a unit apiece lets the search choose which unit acts.
TREE_WIDTH: Final = 6
UNITS_WIDE: Final = 4
_TREE: Memo[tuple[Action, ...]] = Memo(20000)


def tree_moves(state: SiegeState, legal: tuple[Action, ...]) -> tuple[Action, ...]:
    """What the search widens over (TREE_WIDTH, a unit apiece first), remembered per
    position: deals differ only in what the deciding seat cannot see, which these scores
    never read."""
    if len(legal) <= TREE_WIDTH + 1:
        return legal
    key = (state.board, state.phase, state.hands[state.current], state.moves, state.attacks)
    found = _TREE.get(key)
    if found is None:
        # `end` competes on Medium's score like any option (it is only added when Medium
        # would end here): with it always in, the search ended turns it should have played.
        order = [a for _, a in ranked(state, legal)]
        keep: list[Action] = []
        units: set[int] = set()
        for a in order:
            frm = getattr(a, "frm", -1)
            if frm not in units and len(units) < UNITS_WIDE:
                units.add(frm)
                keep.append(a)
        for a in order:
            if len(keep) >= TREE_WIDTH:
                break
            if a not in keep:
                keep.append(a)
        chosen = set(keep)
        found = _TREE.put(key, tuple(a for a in legal if a in chosen))
    return found
