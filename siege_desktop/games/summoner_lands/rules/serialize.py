"""The state as JSON-ready data and back, every field checked (docs/games/summoner-lands/
state-format.md); `from_dict` then checks that each seat's 30 cards are all accounted for."""

from __future__ import annotations

from collections import Counter
from typing import Any, Final

from siege_desktop.core.serialize import FieldReader
from siege_desktop.games.summoner_lands.rules.cards import CARDS, KINDS, parse_code
from siege_desktop.games.summoner_lands.rules.config import RANDOM_DECK, LandsConfig
from siege_desktop.games.summoner_lands.rules.errors import StateFormatError
from siege_desktop.games.summoner_lands.rules.state import (
    PHASES,
    Artifact,
    Battle,
    Creature,
    Enchantment,
    LandsState,
)

FORMAT: Final = "summoner-lands/state"
VERSION: Final = 1
_READ: Final = FieldReader(StateFormatError)
_ENDINGS: Final = ("", "threshold", "last-standing", "round-limit")
_CREATURE_INTS: Final = (
    "cid",
    "owner",
    "land",
    "damage",
    "points",
    "power_bonus",
    "toughness_bonus",
    "move_bonus",
)
_CREATURE_BOOLS: Final = (
    "tapped",
    "sick",
    "moved",
    "walk_used",
    "first_strike",
    "flying",
    "animated",
)
_KEYS: Final = (
    "format",
    "version",
    "config",
    "rng",
    "phase",
    "starter",
    "kinds",
    "owners",
    "tapped",
    "holes",
    "supply",
    "hands",
    "decks",
    "graves",
    "mulligans",
    "bottomed",
    "creatures",
    "artifacts",
    "enchantments",
    "next_cid",
    "next_aid",
    "first",
    "active",
    "pending",
    "turn",
    "round",
    "summoned",
    "moving",
    "block",
    "battle",
    "retreating",
    "out",
    "winner",
    "ending",
)
_INTS: Final = (
    "starter",
    "next_cid",
    "next_aid",
    "first",
    "active",
    "pending",
    "turn",
    "round",
    "moving",
    "block",
    "winner",
)


def to_dict(state: LandsState) -> dict[str, Any]:
    b = state.battle
    return {
        "format": FORMAT,
        "version": VERSION,
        "config": state.config.to_dict(),
        "rng": f"{state.rng:016x}",
        "phase": state.phase,
        "starter": state.starter,
        "kinds": "".join(state.kinds),
        "owners": list(state.owners),
        "tapped": list(state.tapped),
        "holes": list(state.holes),
        "supply": list(state.supply),
        "hands": [list(h) for h in state.hands],
        "decks": [list(d) for d in state.decks],
        "graves": [list(g) for g in state.graves],
        "mulligans": list(state.mulligans),
        "bottomed": list(state.bottomed),
        "creatures": [
            {"code": c.code, **{k: getattr(c, k) for k in (*_CREATURE_INTS, *_CREATURE_BOOLS)}}
            for c in state.creatures
        ],
        "artifacts": [
            {"aid": a.aid, "code": a.code, "owner": a.owner, "tapped": a.tapped}
            for a in state.artifacts
        ],
        "enchantments": [
            {"code": e.code, "owner": e.owner, "land": e.land} for e in state.enchantments
        ],
        "next_cid": state.next_cid,
        "next_aid": state.next_aid,
        "first": state.first,
        "active": state.active,
        "pending": state.pending,
        "turn": state.turn,
        "round": state.round,
        "summoned": list(state.summoned),
        "moving": state.moving,
        "block": state.block,
        "battle": None
        if b is None
        else {
            "land": b.land,
            "defender": b.defender,
            "step": b.step,
            "priority": b.priority,
            "passes": b.passes,
            "hush": b.hush,
            "queue": [[side, total] for side, total in b.queue],
            "left": b.left,
            "divider": b.divider,
        },
        "retreating": list(state.retreating),
        "out": list(state.out),
        "winner": state.winner,
        "ending": state.ending,
    }


def _ints(data: dict[str, Any], key: str, where: str, lo: int, hi: int) -> tuple[int, ...]:
    values = _READ.field(data, key, list, where)
    return tuple(_READ.number(v, f"{where}.{key}[{i}]", lo, hi) for i, v in enumerate(values))


def _bools(data: dict[str, Any], key: str, where: str) -> tuple[bool, ...]:
    values = _READ.field(data, key, list, where)
    for i, v in enumerate(values):
        if not isinstance(v, bool):
            raise StateFormatError(f"{where}.{key}[{i}]: expected true or false")
    return tuple(values)


def _codes(value: object, where: str) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise StateFormatError(f"{where}: expected a list of card codes")
    return tuple(
        _READ.code(v, parse_code, f"{where}[{i}]", "a card is a code such as 'S04'")
        for i, v in enumerate(value)
    )


def _per_seat(data: dict[str, Any], key: str, n: int) -> tuple[tuple[str, ...], ...]:
    values = _READ.field(data, key, list, "state")
    if len(values) != n:
        raise StateFormatError(f"state.{key}: expected {n} lists, one per seat")
    return tuple(_codes(v, f"state.{key}[{s}]") for s, v in enumerate(values))


def _creature(value: object, where: str, n: int) -> Creature:
    d = _READ.mapping(value, where)
    _READ.known_keys(d, ("code", *_CREATURE_INTS, *_CREATURE_BOOLS), where)
    code = _READ.code(d.get("code"), parse_code, f"{where}.code", "a card code")
    if CARDS[code].kind != "creature":
        raise StateFormatError(f"{where}.code: {code} is not a creature")
    ints = {k: _READ.whole(d, k, where, -99, 9999) for k in _CREATURE_INTS}
    _READ.number(ints["owner"], f"{where}.owner", 0, n - 1)
    bools = {k: _READ.field(d, k, bool, where) for k in _CREATURE_BOOLS}
    return Creature(code=code, **ints, **bools)  # type: ignore[arg-type]


def _battle(value: object, n: int) -> Battle | None:
    if value is None:
        return None
    where = "state.battle"
    d = _READ.mapping(value, where)
    _READ.known_keys(
        d,
        ("land", "defender", "step", "priority", "passes", "hush", "queue", "left", "divider"),
        where,
    )
    queue = []
    for i, q in enumerate(_READ.field(d, "queue", list, where)):
        if not (isinstance(q, list) and len(q) == 2 and q[0] in ("a", "d")):
            raise StateFormatError(f"{where}.queue[{i}]: expected ['a' or 'd', damage]")
        queue.append((q[0], _READ.number(q[1], f"{where}.queue[{i}][1]", 0, 999)))
    return Battle(
        land=_READ.whole(d, "land", where, 1, 40),
        defender=_READ.whole(d, "defender", where, 0, n - 1),
        step=_READ.choice(d, "step", where, {k: k for k in ("window", "first", "regular")}),
        priority=_READ.whole(d, "priority", where, 0, n - 1),
        passes=_READ.whole(d, "passes", where, 0, n),
        hush=_READ.field(d, "hush", bool, where),
        queue=tuple(queue),
        left=_READ.whole(d, "left", where, 0, 999),
        divider=_READ.whole(d, "divider", where, -1, n - 1),
    )


def from_dict(data: object) -> LandsState:
    d = _READ.header(data, FORMAT, VERSION, "Lands of the Summoners")
    _READ.known_keys(d, _KEYS, "state")
    config = _READ.nested(
        LandsConfig.from_dict, _READ.field(d, "config", dict, "state"), "state.config"
    )
    n = config.seats
    if any(config.deck_of(s) == RANDOM_DECK for s in range(n)):
        raise StateFormatError("state.config.decks: a game in play has every deck drawn")
    kinds = _READ.field(d, "kinds", str, "state")
    if any(k not in KINDS for k in kinds):
        raise StateFormatError("state.kinds: land kinds are the letters P, I, S, M, F")
    owners = _ints(d, "owners", "state", -1, n - 1)
    size = len(owners)
    if size != 10 + 5 * n or len(kinds) > size:
        raise StateFormatError(f"state.owners: a board of {n} seats has {10 + 5 * n} lands")
    tapped, holes = _bools(d, "tapped", "state"), _bools(d, "holes", "state")
    if len(tapped) != size or len(holes) != size:
        raise StateFormatError("state.tapped, state.holes: one entry per land")
    if any(hole and owner >= 0 for hole, owner in zip(holes, owners, strict=True)):
        raise StateFormatError("state.owners: a hole has no controller (ruling 50)")
    ints = {k: _READ.whole(d, k, "state", -1, 100000) for k in _INTS}
    state = LandsState(
        config=config,
        rng=_READ.rng(d, "state"),
        phase=_READ.choice(d, "phase", "state", {p: p for p in PHASES}),
        kinds=tuple(kinds),
        owners=owners,
        tapped=tapped,
        holes=holes,
        supply=_ints(d, "supply", "state", -1, 100),
        hands=_per_seat(d, "hands", n),
        decks=_per_seat(d, "decks", n),
        graves=_per_seat(d, "graves", n),
        mulligans=_ints(d, "mulligans", "state", 0, 5),
        bottomed=_ints(d, "bottomed", "state", 0, 5),
        creatures=tuple(
            _creature(c, f"state.creatures[{i}]", n)
            for i, c in enumerate(_READ.field(d, "creatures", list, "state"))
        ),
        artifacts=tuple(
            Artifact(
                aid=_READ.whole(a, "aid", f"state.artifacts[{i}]", 1, 10000),
                code=_READ.code(
                    a.get("code"), parse_code, f"state.artifacts[{i}].code", "a card code"
                ),
                owner=_READ.whole(a, "owner", f"state.artifacts[{i}]", 0, n - 1),
                tapped=_READ.field(a, "tapped", bool, f"state.artifacts[{i}]"),
            )
            for i, a in enumerate(
                _READ.mapping(x, f"state.artifacts[{j}]")
                for j, x in enumerate(_READ.field(d, "artifacts", list, "state"))
            )
        ),
        enchantments=tuple(
            Enchantment(
                code=_READ.code(
                    e.get("code"), parse_code, f"state.enchantments[{i}].code", "a card code"
                ),
                owner=_READ.whole(e, "owner", f"state.enchantments[{i}]", 0, n - 1),
                land=_READ.whole(e, "land", f"state.enchantments[{i}]", 1, size),
            )
            for i, e in enumerate(
                _READ.mapping(x, f"state.enchantments[{j}]")
                for j, x in enumerate(_READ.field(d, "enchantments", list, "state"))
            )
        ),
        summoned=_ints(d, "summoned", "state", 1, size),
        battle=_battle(d.get("battle"), n),
        retreating=_ints(d, "retreating", "state", 1, 100000),
        out=_ints(d, "out", "state", 0, n - 1),
        ending=_READ.choice(d, "ending", "state", {e: e for e in _ENDINGS}),
        **ints,
    )
    _check_cards(state)
    return state


def _check_cards(state: LandsState) -> None:
    """Each seat's 30 cards are in its hand, deck, graveyard or in play (ruling d)."""
    for seat in range(state.seats):
        found: Counter[str] = Counter(state.hands[seat])
        found.update(state.decks[seat])
        found.update(state.graves[seat])
        found.update(c.code for c in state.creatures if c.owner == seat)
        found.update(a.code for a in state.artifacts if a.owner == seat)
        found.update(e.code for e in state.enchantments if e.owner == seat)
        if found != Counter(state.config.deck(seat).cards):
            raise StateFormatError(f"state: seat {seat}'s cards do not add up to its deck")
