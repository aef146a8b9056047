"""Reading a position: creatures' stats with every bonus, movement, Banding room, mana sources
and payments. Pure functions of the state; the engine (play.py, moves.py) builds on them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from itertools import product
from typing import Final

from siege_desktop.games.summoner_lands.rules.cards import (
    CARDS,
    KINDS,
    MAX_LANDS,
    MOVE_ALLOWANCE,
    PLAINS_ALLOWANCE,
    Card,
    touching,
)
from siege_desktop.games.summoner_lands.rules.state import Creature, LandsState


def info(c: Creature) -> Card:
    return CARDS[c.code]


def kind_of(state: LandsState, land: int) -> str:
    return state.kinds[land - 1]


def on_board(state: LandsState, land: int) -> bool:
    return 1 <= land <= state.size and not state.holes[land - 1]


def neighbours(state: LandsState, land: int) -> tuple[int, ...]:
    """Touching lands that are on the board (holes touch nothing, ruling 50)."""
    if not on_board(state, land):
        return ()
    near = touching(land, state.size)
    if True not in state.holes:  # the usual board: nothing to leave out
        return near
    return tuple(k for k in near if not state.holes[k - 1])


def in_land(state: LandsState, land: int) -> list[Creature]:
    return [c for c in state.creatures if c.land == land]


def enchants(state: LandsState, land: int, effect: str) -> int:
    return sum(1 for e in state.enchantments if e.land == land and CARDS[e.code].effect == effect)


def artifacts_of(state: LandsState, seat: int, effect: str) -> int:
    return sum(1 for a in state.artifacts if a.owner == seat and CARDS[a.code].effect == effect)


def is_wall(c: Creature) -> bool:
    return info(c).has("wall") and not c.animated


def has_banding(c: Creature) -> bool:
    return info(c).has("banding")


def flies(c: Creature) -> bool:
    return info(c).has("flying") or c.flying


def attacking(state: LandsState, c: Creature) -> bool:
    b = state.battle
    return b is not None and c.land == b.land and c.owner == state.active


LORDS: Final = frozenset(code for code, card in CARDS.items() if card.effect == "lord")
"""The codes of creatures that pump their side's others in their land."""


def _lords(state: LandsState, c: Creature) -> int:
    # The code is tested first: few creatures are lords, and this runs for every toughness.
    return sum(
        1
        for o in state.creatures
        if o.code in LORDS and o.land == c.land and o.owner == c.owner and o.cid != c.cid
    )


def power(state: LandsState, c: Creature) -> int:
    value = info(c).power + c.power_bonus + _lords(state, c)
    if attacking(state, c):
        value += artifacts_of(state, c.owner, "standard")
    return value


def toughness(state: LandsState, c: Creature, lords: int | None = None) -> int:
    """`lords`: the lords of its side in its land other than itself, when the caller has
    counted them for every creature at once (the death check)."""
    if lords is None:
        lords = _lords(state, c)
    value = info(c).toughness + c.toughness_bonus + lords
    b = state.battle
    defending = b is not None and c.land == b.land and c.owner == b.defender
    if defending and state.owners[c.land - 1] == c.owner:
        value += 2 * enchants(state, c.land, "acre")
    return value


def first_strike(state: LandsState, c: Creature) -> bool:
    if info(c).has("first_strike") or c.first_strike:
        return True
    return state.owners[c.land - 1] == c.owner and enchants(state, c.land, "watchfire") > 0


def can_tap_ability(c: Creature) -> bool:
    """A creature uses {T} only untapped and not summoning-sick (Haste excepted)."""
    return not c.tapped and (not c.sick or info(c).has("haste"))


def room_ok(creatures: Iterable[Creature]) -> bool:
    """Banding room (ruling 19): at most one of them lacks Banding."""
    return sum(1 for c in creatures if not has_banding(c)) <= 1


def can_end(state: LandsState, c: Creature, land: int) -> bool:
    """`c` may end a move in `land`: Banding room with its side's creatures there."""
    mine = [o for o in state.creatures if o.land == land and o.owner == c.owner and o.cid != c.cid]
    return room_ok([*mine, c])


def allowance(state: LandsState, c: Creature) -> int:
    """Movement points for the turn (ruling 29, 34)."""
    if is_wall(c):
        return 0
    base = PLAINS_ALLOWANCE if info(c).native == "P" else MOVE_ALLOWANCE
    return base + artifacts_of(state, c.owner, "drums") + c.move_bonus


def step_cost(state: LandsState, c: Creature, land: int) -> int:
    """Cost to enter `land` (ruling 30), Drowned Causeway included."""
    kind = kind_of(state, land)
    fly = flies(c)
    cost = 1 if kind == "P" or kind == info(c).native or fly else 2
    if not fly and state.enchantments and state.owners[land - 1] != c.owner:
        cost += enchants(state, land, "causeway")
    return cost


def enemies_in(state: LandsState, c: Creature, land: int) -> list[Creature]:
    return [o for o in state.creatures if o.land == land and o.owner != c.owner]


class Ground:
    """The board as one creature's move reads it, gathered in one pass over the creatures:
    where it may end, where rivals stand, and (as asked) step costs and touching lands. A
    move's legality visits many lands, and asking the state each time scans every creature
    and enchantment again. Valid for one state only."""

    def __init__(self, state: LandsState, c: Creature) -> None:
        self.state = state
        self.c = c
        self.lone = 0 if has_banding(c) else 1
        self.crowd: dict[int, int] = {}  # its side's others without Banding, by land
        self.foes: set[int] = set()  # lands where another seat's creature stands
        for o in state.creatures:
            if o.owner != c.owner:
                self.foes.add(o.land)
            elif o.cid != c.cid and not has_banding(o):
                self.crowd[o.land] = self.crowd.get(o.land, 0) + 1
        self._costs: dict[int, int] = {}
        self._near: dict[int, tuple[int, ...]] = {}

    def can_end(self, land: int) -> bool:
        """`can_end(state, c, land)`: Banding room with its side there (ruling 19)."""
        return self.crowd.get(land, 0) + self.lone <= 1

    def cost(self, land: int) -> int:
        if land not in self._costs:
            self._costs[land] = step_cost(self.state, self.c, land)
        return self._costs[land]

    def near(self, land: int) -> tuple[int, ...]:
        if land not in self._near:
            self._near[land] = neighbours(self.state, land)
        return self._near[land]


def may_reach_end(
    state: LandsState,
    c: Creature,
    land: int,
    points: int,
    walk: bool,
    ground: Ground | None = None,
) -> bool:
    """From `land` with `points` left, can `c` reach a land where it may end (ruling 32)?
    `ground`: the caller's reading of this state for `c`, if it has one."""
    at = ground if ground is not None else Ground(state, c)
    walks = info(c).landwalk
    seen: set[tuple[int, int, bool]] = set()
    todo = [(land, points, walk)]
    while todo:
        here, pts, w = todo.pop()
        if at.can_end(here):
            return True
        if (here, pts, w) in seen:
            continue
        seen.add((here, pts, w))
        for nxt in at.near(here):
            cost = at.cost(nxt)
            options = [(pts - cost, w)] if cost <= pts else []
            if w and walks == kind_of(state, nxt):
                options.append((pts, False))
            for left, w2 in options:
                if nxt in at.foes:
                    if at.can_end(nxt):
                        return True
                    continue
                todo.append((nxt, left, w2))
    return False


# ---- mana -------------------------------------------------------------------------------


Source = tuple[str, tuple[object, ...], str, int]
_BARE: Final = {
    (land, kind): (str(land), ("land", kind, ()), kind, 1)
    for land in range(1, MAX_LANDS + 1)
    for kind in KINDS
}
"""Each land's source without an enchantment, made once: most lands are asked as these."""
TENDERS: Final = frozenset(code for code, card in CARDS.items() if card.effect == "mana_forest")


def sources(state: LandsState, seat: int) -> list[Source]:
    """Untapped mana sources of `seat`: (name, class key, mana letter or '*' any or '1'
    colourless, amount). Lands: its kind (2 with Loamheart Soil); Copper Totem: colourless;
    Prism Lantern: any; an untapped, not sick Rootkin Tender: Forest (ruling 15, 17)."""
    found: list[Source] = []
    enchanted: dict[int, list[str]] = {}  # one pass over the enchantments, not one per land
    for e in state.enchantments:
        enchanted.setdefault(e.land, []).append(e.code)
    for k, owner in enumerate(state.owners):
        if owner != seat or state.tapped[k] or state.holes[k]:
            continue
        land = k + 1
        kind = state.kinds[k]
        if land not in enchanted:
            found.append(_BARE[land, kind])
            continue
        on = tuple(sorted(enchanted[land]))
        amount = 2 if any(CARDS[code].effect == "loam" for code in on) else 1
        found.append((str(land), ("land", kind, on), kind, amount))
    for a in state.artifacts:
        if a.owner != seat or a.tapped:
            continue
        effect = CARDS[a.code].effect
        if effect == "colourless":
            found.append((f"a{a.aid}", ("art", a.code), "1", 1))
        elif effect == "prism":
            found.append((f"a{a.aid}", ("art", a.code), "*", 1))
    for c in state.creatures:
        if c.code in TENDERS and c.owner == seat and can_tap_ability(c):
            found.append((f"c{c.cid}", ("tender",), "F", 1))
    return found


def pays(mana: Iterable[tuple[str, int]], generic: int, letters: str) -> bool:
    """Do these (letter, amount) mana pay a cost? '*' is any kind, '1' colourless."""
    spec: dict[str, int] = {}
    total = 0
    for letter, amount in mana:
        spec[letter] = spec.get(letter, 0) + amount
        total += amount
    deficit = 0
    for letter in set(letters):
        deficit += max(0, letters.count(letter) - spec.get(letter, 0))
    return deficit <= spec.get("*", 0) and total - len(letters) >= generic


def _minimal(mana: list[tuple[str, int]], generic: int, letters: str) -> bool:
    if not pays(mana, generic, letters):
        return False
    return all(not pays(mana[:i] + mana[i + 1 :], generic, letters) for i in range(len(mana)))


def sort_pay(names: Iterable[str]) -> tuple[str, ...]:
    def key(name: str) -> tuple[int, int]:
        if name[0] == "a":
            return (1, int(name[1:]))
        if name[0] == "c":
            return (2, int(name[1:]))
        return (0, int(name))

    return tuple(sorted(names, key=key))


def payments(
    state: LandsState,
    seat: int,
    generic: int,
    letters: str,
    forced: str = "",
    exclude: str = "",
) -> tuple[tuple[str, ...], ...]:
    """Every minimal payment, one per class of interchangeable sources, each class naming its
    lowest-numbered sources (ruling 17). `forced` must be among them (the summoning land);
    `exclude` may not (the permanent whose ability is paid for)."""
    return payments_from(sources(state, seat), generic, letters, forced, exclude)


def payments_from(
    found: list[Source],
    generic: int,
    letters: str,
    forced: str = "",
    exclude: str = "",
) -> tuple[tuple[str, ...], ...]:
    """`payments` from the seat's `sources`, read once for every card and target asked."""
    return _payments(tuple(s for s in found if s[0] != exclude), generic, letters, forced)


@lru_cache(maxsize=8192)
def _payments(
    all_sources: tuple[Source, ...],
    generic: int,
    letters: str,
    forced: str,
) -> tuple[tuple[str, ...], ...]:
    """`payments` of these sources; remembered, since the same untapped sources are asked
    about for every card in a hand and every target."""
    fixed = [s for s in all_sources if s[0] == forced]
    if forced and not fixed:
        return ()
    classes: dict[tuple[object, ...], list[Source]] = {}
    for s in all_sources:
        if s[0] != forced:
            classes.setdefault(s[1], []).append(s)
    groups = list(classes.values())
    cap = generic + len(letters)
    ranges = [range(min(len(g), cap) + 1) for g in groups]
    out = []
    for counts in product(*ranges):
        if sum(counts) + len(fixed) > cap or sum(counts) + len(fixed) == 0:
            continue
        chosen = fixed + [s for g, n in zip(groups, counts, strict=True) for s in g[:n]]
        if _minimal([(s[2], s[3]) for s in chosen], generic, letters):
            out.append(sort_pay(s[0] for s in chosen))
    return tuple(out)


def canonical_pay(
    state: LandsState, seat: int, pay: tuple[str, ...], forced: str = ""
) -> tuple[str, ...] | None:
    """The listed payment a named one is equivalent to, or None if it names a source that
    cannot pay (not yours, tapped, named twice)."""
    by_name = {s[0]: s for s in sources(state, seat)}
    if len(set(pay)) != len(pay) or any(p not in by_name for p in pay):
        return None
    classes: dict[tuple[object, ...], list[str]] = {}
    for s in by_name.values():
        if s[0] != forced:
            classes.setdefault(s[1], []).append(s[0])
    counts = Counter(by_name[p][1] for p in pay if p != forced)
    chosen = [forced] if forced and forced in pay else []
    for key, n in counts.items():
        chosen.extend(classes[key][:n])
    return sort_pay(chosen)


def can_pay(state: LandsState, seat: int, generic: int, letters: str, exclude: str = "") -> bool:
    mana = [(s[2], s[3]) for s in sources(state, seat) if s[0] != exclude]
    return pays(mana, generic, letters)
