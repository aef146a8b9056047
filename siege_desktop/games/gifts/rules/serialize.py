"""JSON-ready form of a game state; see docs/state-format.md for every field.

`from_dict` checks everything, including that no card was created or lost, so a test or a
bug report can set up any exact position and nothing malformed gets into the engine.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Final

from siege_desktop.core.serialize import FieldReader
from siege_desktop.games.gifts.rules.cards import (
    BUILDINGS,
    LAND_LIMIT,
    LETTERS,
    MAX_BUILDINGS,
    MAX_LOCKS,
    gift_code,
    parse_building,
    parse_gift,
)
from siege_desktop.games.gifts.rules.config import GameConfig
from siege_desktop.games.gifts.rules.errors import StateFormatError
from siege_desktop.games.gifts.rules.rules import gift_catalog
from siege_desktop.games.gifts.rules.state import (
    EMPTY_SLOT,
    Counts,
    DiscardReason,
    Ending,
    GameState,
    Phase,
)

FORMAT: Final = "gifts-under-siege/state"
SCHEMA_VERSION: Final = 1

_PHASES: Final = {p.name.lower(): p for p in Phase}
_REASONS: Final = {r.name.lower().replace("_", "-"): r for r in DiscardReason if r.value}
_ENDINGS: Final = {e.value: e for e in Ending}

_READ: Final = FieldReader(StateFormatError)


def _letters(colours: tuple[int, ...] | list[int]) -> str:
    return "".join(LETTERS[c] for c in colours)


def _counts_letters(counts: Counts) -> str:
    return "".join(LETTERS[c] * counts[c] for c in range(5))


def to_dict(state: GameState) -> dict[str, Any]:
    """The whole state, hidden parts included, as plain JSON-ready data."""
    step: dict[str, Any] | None = None
    if state.phase is Phase.DISCARD:
        step = {
            "reason": next(k for k, v in _REASONS.items() if v is state.reason),
            "pending": state.pending,
            "batch": _letters(state.batch),
        }
        if state.steal_gift >= 0:
            step["steal"] = {"gift": gift_code(state.steal_gift), "from": state.steal_from}
    return {
        "format": FORMAT,
        "version": SCHEMA_VERSION,
        "config": state.config.to_dict(),
        "rng": f"{state.rng:016x}",
        "deck": _letters(state.deck),
        "discard": _letters(state.discard),
        "supply": [gift_code(g) for g in state.supply],
        "display": [gift_code(g) if g >= 0 else None for g in state.display],
        "seats": [
            {
                "hand": _counts_letters(state.hands[s]),
                "lands": _counts_letters(state.lands[s]),
                "tapped": _counts_letters(state.tapped[s]),
                "gifts": [[gift_code(g), locks] for g, locks in state.areas[s]],
                "buildings": [BUILDINGS[b].code for b in state.buildings[s]],
            }
            for s in range(state.config.players)
        ],
        "first_player": state.first_player,
        "seat": state.seat,
        "phase": state.phase.name.lower(),
        "discard_step": step,
        "round": state.round,
        "turn": state.turn,
        "ending": state.ending.value,
    }


def _colours(text: str, where: str) -> tuple[int, ...]:
    bad = sorted({ch for ch in text if ch not in LETTERS})
    if bad:
        raise StateFormatError(f"{where}: {''.join(bad)!r} are not land letters (W U B R G)")
    return tuple(LETTERS.index(ch) for ch in text)


def _counts(text: str, where: str) -> Counts:
    c = [0, 0, 0, 0, 0]
    for colour in _colours(text, where):
        c[colour] += 1
    return (c[0], c[1], c[2], c[3], c[4])


def _gift(code: object, where: str) -> int:
    return _READ.code(code, parse_gift, where, "a gift is a code such as 'R2a'")


def from_dict(data: object) -> GameState:
    """The state `to_dict` described. Raises StateFormatError naming the first problem."""
    data = _READ.header(data, FORMAT, SCHEMA_VERSION, "Gifts Under Siege")
    raw_config = _READ.field(data, "config", dict, "state")
    config = _READ.nested(GameConfig.from_dict, raw_config, "config")
    n = config.players
    rng = _READ.rng(data, "state")
    deck = _colours(_READ.field(data, "deck", str, "state"), "state.deck")
    discard = _colours(_READ.field(data, "discard", str, "state"), "state.discard")
    supply_raw = _READ.field(data, "supply", list, "state")
    supply = tuple(_gift(g, f"state.supply[{i}]") for i, g in enumerate(supply_raw))
    display_raw = _READ.field(data, "display", list, "state")
    if len(display_raw) != config.display:
        raise StateFormatError(
            f"state.display: {len(display_raw)} slots, the table has {config.display}"
        )
    display = tuple(
        EMPTY_SLOT if g is None else _gift(g, f"state.display[{i}]")
        for i, g in enumerate(display_raw)
    )
    seats_raw = _READ.field(data, "seats", list, "state")
    if len(seats_raw) != n:
        raise StateFormatError(f"state.seats: {len(seats_raw)} seats for {n} players")
    hands, lands, tapped, areas, buildings = [], [], [], [], []
    for s, seat in enumerate(seats_raw):
        where = f"state.seats[{s}]"
        seat = _READ.mapping(seat, where)
        hands.append(_counts(_READ.field(seat, "hand", str, where), f"{where}.hand"))
        mine = _counts(_READ.field(seat, "lands", str, where), f"{where}.lands")
        if sum(mine) > LAND_LIMIT:
            raise StateFormatError(f"{where}.lands: more than {LAND_LIMIT} lands in play")
        down = _counts(_READ.field(seat, "tapped", str, where), f"{where}.tapped")
        if any(down[c] > mine[c] for c in range(5)):
            raise StateFormatError(f"{where}.tapped: more tapped lands than lands in play")
        lands.append(mine)
        tapped.append(down)
        holding = []
        for i, pair in enumerate(_READ.field(seat, "gifts", list, where)):
            if (
                not isinstance(pair, list)
                or len(pair) != 2
                or not isinstance(pair[1], int)
                or isinstance(pair[1], bool)
            ):
                raise StateFormatError(f"{where}.gifts[{i}]: expected [gift code, locks]")
            if not 0 <= pair[1] <= MAX_LOCKS:
                raise StateFormatError(f"{where}.gifts[{i}]: locks must be 0..{MAX_LOCKS}")
            holding.append((_gift(pair[0], f"{where}.gifts[{i}]"), pair[1]))
        areas.append(tuple(holding))
        owned = []
        for b in _READ.field(seat, "buildings", list, where):
            what = "a building is a name such as 'gloves'"
            owned.append(_READ.code(b, parse_building, f"{where}.buildings", what))
        if len(owned) > MAX_BUILDINGS or len(set(owned)) != len(owned):
            raise StateFormatError(f"{where}.buildings: at most {MAX_BUILDINGS}, all different")
        buildings.append(tuple(owned))
    if config.unique_buildings:
        every = [b for owned in buildings for b in owned]
        if len(every) != len(set(every)):
            raise StateFormatError("state.seats: two seats own the same building")
    _check_cards(config, deck, discard, hands, lands, supply, display, areas)
    first = _READ.whole(data, "first_player", "state", 0, n - 1)
    seat_to_act = _READ.whole(data, "seat", "state", 0, n - 1)
    phase = _READ.choice(data, "phase", "state", _PHASES)
    reason, pending, steal_gift, steal_from = DiscardReason.NONE, 0, -1, -1
    batch: tuple[int, ...] = ()
    step = data.get("discard_step")
    if phase is Phase.DISCARD:
        if not isinstance(step, dict):
            raise StateFormatError("state.discard_step: the discard phase needs its details")
        reason = _READ.choice(step, "reason", "state.discard_step", _REASONS)
        pending = _READ.whole(step, "pending", "state.discard_step", 1, 200)
        batch = _colours(_READ.field(step, "batch", str, "state.discard_step"), "batch")
        if list(batch) != sorted(batch):
            raise StateFormatError("state.discard_step.batch: must be in W U B R G order")
        # Discards go in W U B R G order, so only lands from the batch's last colour on count.
        if sum(hands[seat_to_act][batch[-1] if batch else 0 :]) < pending:
            raise StateFormatError("state.discard_step.pending: more than the hand holds")
        if reason is DiscardReason.STEAL:
            steal = _READ.field(step, "steal", dict, "state.discard_step")
            steal_gift = _gift(steal.get("gift"), "state.discard_step.steal.gift")
            steal_from = _READ.whole(steal, "from", "state.discard_step.steal", 0, n - 1)
            if steal_from == seat_to_act or steal_gift not in dict(areas[steal_from]):
                raise StateFormatError(
                    "state.discard_step.steal: that seat does not hold that gift"
                )
    elif step is not None:
        raise StateFormatError("state.discard_step: only the discard phase has one")
    ending = _READ.choice(data, "ending", "state", _ENDINGS)
    return GameState(
        config=config,
        rng=rng,
        deck=deck,
        discard=discard,
        supply=supply,
        display=display,
        hands=tuple(hands),
        lands=tuple(lands),
        tapped=tuple(tapped),
        areas=tuple(areas),
        buildings=tuple(buildings),
        first_player=first,
        seat=seat_to_act,
        phase=phase,
        pending=pending,
        reason=reason,
        batch=batch,
        steal_gift=steal_gift,
        steal_from=steal_from,
        round=_READ.whole(data, "round", "state", 1, 10_000),
        turn=_READ.whole(data, "turn", "state", 1, 1_000_000),
        ending=ending,
    )


def _check_cards(
    config: GameConfig,
    deck: tuple[int, ...],
    discard: tuple[int, ...],
    hands: list[Counts],
    lands: list[Counts],
    supply: tuple[int, ...],
    display: tuple[int, ...],
    areas: list[tuple[tuple[int, int], ...]],
) -> None:
    """Every land and every gift of the table exactly once."""
    seen = Counter(deck) + Counter(discard)
    for counts in (*hands, *lands):
        for c in range(5):
            seen[c] += counts[c]
    for c in range(5):
        if seen[c] != config.lands_per_colour:
            raise StateFormatError(
                f"state: {seen[c]} {LETTERS[c]} lands in all, the table has "
                f"{config.lands_per_colour}"
            )
    gifts = Counter(supply) + Counter(g for g in display if g >= 0)
    gifts.update(g for area in areas for g, _ in area)
    catalog = Counter(gift_catalog(config))
    if gifts != catalog:
        extra = sorted(gift_code(g) for g in (gifts - catalog))
        missing = sorted(gift_code(g) for g in (catalog - gifts))
        raise StateFormatError(
            "state: the gifts do not match the table"
            + (f"; extra or repeated: {', '.join(extra)}" if extra else "")
            + (f"; missing: {', '.join(missing)}" if missing else "")
        )
