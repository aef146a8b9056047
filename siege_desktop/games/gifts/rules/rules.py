"""The rules: setting up a game, listing the legal choices, and applying one.

`apply` validates and raises `IllegalActionError`; `apply_unchecked` is the fast door for
search, which must only pass actions taken from `legal_actions` of the same state.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from siege_desktop.core.rng import next_value, seed_state, shuffle
from siege_desktop.core.words import acts as acts  # re-exported: the UI names them here
from siege_desktop.core.words import possessive as possessive
from siege_desktop.games.gifts.rules.actions import (
    DISCARD,
    PASS,
    PLAY,
    RECYCLE,
    SKIP_LAND,
    Action,
    Build,
    CallTime,
    Claim,
    Discard,
    Pass,
    PlayLand,
    Recycle,
    SkipLand,
    Steal,
    Wrap,
)
from siege_desktop.games.gifts.rules.cards import (
    BUILDING_COLOUR,
    BUILDING_COST,
    BUILDING_TITLES,
    COLOUR_WORDS,
    GIFT_CLASS,
    GIFT_COLOUR,
    GIFT_COST,
    GIFT_IDS,
    HAND_LIMIT,
    LAND_LIMIT,
    LAND_NAMES,
    MAX_BUILDINGS,
    MAX_LOCKS,
    OPENING_HAND,
    Building,
    gift_id,
    gift_name,
)
from siege_desktop.games.gifts.rules.config import GameConfig
from siege_desktop.games.gifts.rules.errors import ConfigError, IllegalActionError
from siege_desktop.games.gifts.rules.events import Event
from siege_desktop.games.gifts.rules.state import (
    EMPTY_SLOT,
    ZERO,
    Counts,
    DiscardReason,
    Ending,
    GameState,
    Phase,
    _clone,
    add_counts,
    replace_at,
)

_set = object.__setattr__

# Actions are values; sharing one instance per distinct action keeps legal_actions cheap.
_CLAIM: Final = tuple(Claim(g) for g in range(GIFT_IDS))
_STEAL: Final = tuple(Steal(g) for g in range(GIFT_IDS))
_WRAP: Final = tuple(tuple(Wrap(g, c) for c in range(5)) for g in range(GIFT_IDS))
_BUILD_NEW: Final = tuple(Build(b) for b in range(5))
_BUILD_OVER: Final = tuple(tuple(Build(b, r) for r in range(5)) for b in range(5))
_ACTION_TYPES: Final = (
    PlayLand,
    SkipLand,
    Claim,
    Steal,
    Wrap,
    Build,
    Recycle,
    Discard,
    Pass,
    CallTime,
)


@lru_cache(maxsize=64)
def gift_catalog(config: GameConfig) -> tuple[int, ...]:
    """Every gift at this table, by id."""
    per = config.gifts_per_colour
    return tuple(
        gift_id(colour, klass, copy)
        for colour in range(5)
        for klass in (1, 2, 3)
        for copy in range(per[klass - 1])
    )


def article(word: str) -> str:
    return f"an {word}" if word[0] in "AEIOU" else f"a {word}"


def counted(n: int, word: str) -> str:
    """`n` and the word, plural unless n is 1 ("1 lock", "2 lands")."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _name(state: GameState, seat: int) -> str:
    return state.config.seat_name(seat)


def _land_list(colours: tuple[int, ...] | list[int]) -> str:
    names = [LAND_NAMES[c] for c in colours]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


# --------------------------------------------------------------------------- setup


def new_game(config: GameConfig, seed: int) -> GameState:
    """Set up a table: shuffle the lands and the gifts, deal 5 lands each, reveal the display,
    choose the first player, and start the first turn (untap, draw)."""
    return _setup(config, seed, None)


def new_game_logged(config: GameConfig, seed: int) -> tuple[GameState, tuple[Event, ...]]:
    """`new_game`, plus the events of the game's start: round 1 begins, the first turn, its draw.

    The same state as `new_game` (the events are only told, nothing is drawn for them)."""
    log: list[Event] = [Event("round", -1, "Round 1 begins.", count=1)]
    state = _setup(config, seed, log)
    return state, tuple(log)


def _setup(config: GameConfig, seed: int, log: list[Event] | None) -> GameState:
    if not isinstance(config, GameConfig):
        raise ConfigError(f"new_game needs a GameConfig, not {type(config).__name__}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ConfigError(f"the seed is a whole number, not {seed!r}")
    n = config.players
    rng = seed_state(seed)
    deck = [c for c in range(5) for _ in range(config.lands_per_colour)]
    rng = shuffle(deck, rng)
    supply = list(gift_catalog(config))
    rng = shuffle(supply, rng)
    rng, value = next_value(rng)
    first = value % n
    hands: list[Counts] = []
    for _ in range(n):
        hand = [0, 0, 0, 0, 0]
        for _ in range(OPENING_HAND):
            hand[deck.pop()] += 1
        hands.append((hand[0], hand[1], hand[2], hand[3], hand[4]))
    display = [supply.pop() for _ in range(config.display)]
    state = GameState(
        config=config,
        rng=rng,
        deck=tuple(deck),
        discard=(),
        supply=tuple(supply),
        display=tuple(display),
        hands=tuple(hands),
        lands=(ZERO,) * n,
        tapped=(ZERO,) * n,
        areas=((),) * n,
        buildings=((),) * n,
        first_player=first,
        seat=first,
        phase=Phase.LAND,
        pending=0,
        reason=DiscardReason.NONE,
        batch=(),
        steal_gift=-1,
        steal_from=-1,
        round=1,
        turn=0,
        ending=Ending.NONE,
    )
    s = _clone(state)
    _start_turn(s, log)
    return s


# --------------------------------------------------------------------------- queries


def current_seat(state: GameState) -> int:
    """The seat whose decision is pending (the last seat to act once the game is over)."""
    return state.seat


def is_over(state: GameState) -> bool:
    return state.phase is Phase.OVER


def lock_discard(state: GameState, seat: int, locks: int) -> int:
    """Lands `seat` must discard from hand to steal a gift with `locks` locks."""
    if Building.GLOVES in state.buildings[seat]:
        return max(0, locks - 2)
    return locks


def free_lands(state: GameState, seat: int) -> Counts:
    """Untapped lands in play, per colour."""
    lands, tapped = state.lands[seat], state.tapped[seat]
    if tapped is ZERO or tapped == ZERO:
        return lands
    return (
        lands[0] - tapped[0],
        lands[1] - tapped[1],
        lands[2] - tapped[2],
        lands[3] - tapped[3],
        lands[4] - tapped[4],
    )


def payment(free: Counts, colour: int, total: int, need: int) -> Counts | None:
    """Which lands to tap for `total` mana with at least `need` of `colour`, or None.

    Which lands pay has no effect on play (ruling 10): the colour's own lands pay the
    requirement and the rest comes from the most plentiful other colours first, keeping the
    gift's colour for last.
    """
    if free[colour] < need or sum(free) < total:
        return None
    pay = [0, 0, 0, 0, 0]
    pay[colour] = need
    left = total - need
    avail = list(free)
    avail[colour] -= need
    order = sorted((c for c in range(5) if c != colour), key=lambda c: (-avail[c], c))
    order.append(colour)
    for c in order:
        if left == 0:
            break
        take = min(avail[c], left)
        pay[c] += take
        left -= take
    return (pay[0], pay[1], pay[2], pay[3], pay[4])


def cost_of(action: Action) -> tuple[int, int, int] | None:
    """(total mana, mana needed of a colour, that colour) of a paid action, else None."""
    if isinstance(action, Claim | Steal):
        total, need = GIFT_COST[GIFT_CLASS[action.gift]]
        return total, need, GIFT_COLOUR[action.gift]
    if isinstance(action, Build):
        return BUILDING_COST[0], BUILDING_COST[1], int(BUILDING_COLOUR[action.building])
    return None


def tap_preview(state: GameState, action: Action) -> Counts | None:
    """The lands the current seat would tap for `action` (None if it taps none)."""
    cost = cost_of(action)
    if cost is None:
        return None
    total, need, colour = cost
    return payment(free_lands(state, state.seat), colour, total, need)


def owner_of(state: GameState, gift: int) -> tuple[int, int] | None:
    """(seat, locks) of a gift in someone's area, or None."""
    for seat, area in enumerate(state.areas):
        for g, locks in area:
            if g == gift:
                return seat, locks
    return None


def _can_recycle(state: GameState, seat: int) -> bool:
    return sum(state.hands[seat]) > 0 or bool(state.deck) or bool(state.discard)


def _can_play_land(state: GameState, seat: int) -> bool:
    return sum(state.lands[seat]) < LAND_LIMIT and sum(state.hands[seat]) > 0


def _discardable(state: GameState) -> list[int]:
    # A colour may be chosen if it is in hand, not before the last choice of this batch,
    # and lands of it and later colours can still pay every discard owed.
    hand = state.hands[state.seat]
    start = state.batch[-1] if state.batch else 0
    left = sum(hand[start:])
    out = []
    for c in range(start, 5):
        if hand[c] and left >= state.pending:
            out.append(c)
        left -= hand[c]
    return out


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """Every choice the seat to act may make, in a fixed order. Empty once the game is over.

    Discards are chosen one land at a time, each batch in W U B R G order, so that every
    set of discarded lands is reached by exactly one sequence of choices.
    """
    phase = state.phase
    seat = state.seat
    if phase is Phase.ACTION:
        return _main_actions(state, seat)
    if phase is Phase.DISCARD:
        return tuple(DISCARD[c] for c in _discardable(state))
    if phase is Phase.LAND:
        # A turn that starts at the land limit skips this step, but a loaded position
        # (from_dict) may still be in it: never offer an eleventh land.
        if sum(state.lands[seat]) >= LAND_LIMIT:
            return (SKIP_LAND,)
        hand = state.hands[seat]
        return (*(PLAY[c] for c in range(5) if hand[c]), SKIP_LAND)
    return ()


def _main_actions(state: GameState, seat: int) -> tuple[Action, ...]:
    free = free_lands(state, seat)
    mana = free[0] + free[1] + free[2] + free[3] + free[4]
    out: list[Action] = []
    if mana >= 3:
        for g in state.display:
            if g >= 0:
                total, need = GIFT_COST[GIFT_CLASS[g]]
                if mana >= total and free[GIFT_COLOUR[g]] >= need:
                    out.append(_CLAIM[g])
        held = sum(state.hands[seat])
        gloves = Building.GLOVES in state.buildings[seat]
        n = state.config.players
        for k in range(1, n):
            other = (seat + k) % n
            for g, locks in state.areas[other]:
                if locks < MAX_LOCKS:
                    total, need = GIFT_COST[GIFT_CLASS[g]]
                    if mana >= total and free[GIFT_COLOUR[g]] >= need:
                        owed = max(0, locks - 2) if gloves else locks
                        if held >= owed:
                            out.append(_STEAL[g])
    lands = state.lands[seat]
    for g, locks in state.areas[seat]:
        if locks < MAX_LOCKS:
            wraps = _WRAP[g]
            for c in range(5):
                if lands[c]:
                    out.append(wraps[c])
    if mana >= BUILDING_COST[0]:
        mine = state.buildings[seat]
        unique = state.config.unique_buildings
        for b in range(5):
            if free[BUILDING_COLOUR[b]] < BUILDING_COST[1] or b in mine:
                continue
            if unique and any(b in other for other in state.buildings):
                continue
            if len(mine) < MAX_BUILDINGS:
                out.append(_BUILD_NEW[b])
            else:
                out.extend(_BUILD_OVER[b][r] for r in mine)
    if _can_recycle(state, seat):
        out.append(RECYCLE)
    if not out:
        out.append(PASS)
    return tuple(out)


def why_illegal(state: GameState, action: object) -> str | None:
    """None if `action` is legal now, else why not, in words a player understands."""
    if not isinstance(action, _ACTION_TYPES):
        return f"{action!r} is not an action"
    if state.phase is Phase.OVER:
        return "the game is over"
    if isinstance(action, CallTime):
        if state.config.time_limit_minutes is None:
            return "this table plays without a time limit"
        if state.ending is not Ending.NONE:
            return "the game already ends at the end of this round"
        return None
    seat = state.seat
    hand = state.hands[seat]
    phase = state.phase
    if phase is Phase.LAND:
        if isinstance(action, SkipLand):
            return None
        if isinstance(action, PlayLand):
            if not 0 <= action.colour < 5:
                return "there is no such colour"
            if not hand[action.colour]:
                return f"you have no {LAND_NAMES[action.colour]} in hand"
            if sum(state.lands[seat]) >= LAND_LIMIT:
                return f"you already have {LAND_LIMIT} lands in play"
            return None
        return "first play a land from your hand, or skip the land step"
    if phase is Phase.DISCARD:
        if not isinstance(action, Discard):
            return f"first discard {counted(state.pending, 'more land')} from your hand"
        c = action.colour
        if not 0 <= c < 5:
            return "there is no such colour"
        if not hand[c]:
            return f"you have no {LAND_NAMES[c]} in hand"
        if c not in _discardable(state):
            return "lands of one discard are chosen in W U B R G order"
        return None
    # The main action.
    if isinstance(action, PlayLand | SkipLand):
        return "you have already had your land step this turn"
    if isinstance(action, Discard):
        return "there is nothing to discard now"
    if isinstance(action, Pass):
        if _main_actions(state, seat) != (PASS,):
            return "you can still act: pass is only for when no main action is possible"
        return None
    if isinstance(action, Recycle):
        return None if _can_recycle(state, seat) else "there is no land to draw or discard"
    free = free_lands(state, seat)
    if isinstance(action, Claim):
        if not 0 <= action.gift < GIFT_IDS or action.gift not in state.display:
            return "that gift is not in the display"
        return _afford(free, action)
    if isinstance(action, Steal):
        held = owner_of(state, action.gift) if 0 <= action.gift < GIFT_IDS else None
        if held is None:
            return "that gift is in nobody's area"
        victim, locks = held
        if victim == seat:
            return "that gift is yours already"
        if locks >= MAX_LOCKS:
            return f"{gift_name(action.gift)} is sealed and cannot be stolen"
        short = _afford(free, action)
        if short:
            return short
        owed = lock_discard(state, seat, locks)
        if sum(hand) < owed:
            return (
                f"its {counted(locks, 'lock')} need {counted(owed, 'land')} discarded from hand; "
                f"you hold {sum(hand)}"
            )
        return None
    if isinstance(action, Wrap):
        own = dict(state.areas[seat])
        if action.gift not in own:
            return "you can wrap only your own gifts"
        if own[action.gift] >= MAX_LOCKS:
            return f"{gift_name(action.gift)} is sealed already"
        if not 0 <= action.land < 5 or not state.lands[seat][action.land]:
            return "you have no such land in play to discard"
        return None
    if isinstance(action, Build):
        b, r = action.building, action.replace
        if not 0 <= b < 5 or (r is not None and not 0 <= r < 5):
            return "there is no such building"
        mine = state.buildings[seat]
        title = BUILDING_TITLES[b]
        if b in mine:
            return f"you already have {title}"
        if state.config.unique_buildings:
            for other, owned in enumerate(state.buildings):
                if b in owned:
                    return f"{acts(_name(state, other), 'owns')} the only {title}"
        if len(mine) >= MAX_BUILDINGS and r is None:
            return f"you have {MAX_BUILDINGS} buildings: choose one to replace"
        if len(mine) < MAX_BUILDINGS and r is not None:
            return f"you have room for {title} without replacing a building"
        if r is not None and r not in mine:
            return f"you have no {BUILDING_TITLES[r]} to replace"
        return _afford(free, action)
    return "that action is not possible now"  # pragma: no cover - every type is handled


def _afford(free: Counts, action: Action) -> str | None:
    cost = cost_of(action)
    assert cost is not None
    total, need, colour = cost
    if sum(free) >= total and free[colour] >= need:
        return None
    return (
        f"it costs {total} mana with {need} {COLOUR_WORDS[colour]}; you have "
        f"{sum(free)} untapped with {free[colour]} {COLOUR_WORDS[colour]}"
    )


# --------------------------------------------------------------------------- applying


def _refusal(action: object, reason: str) -> IllegalActionError:
    """The error for an illegal action, named by its text form when it has one."""
    try:
        text = str(action)
    except LookupError:  # an id out of range (Claim(10**6)) has no text form
        text = type(action).__name__
    return IllegalActionError(f"{text}: {reason}")


def apply(state: GameState, action: Action) -> GameState:
    """The state after `action`. Raises `IllegalActionError` (state untouched) if illegal."""
    reason = why_illegal(state, action)
    if reason is not None:
        raise _refusal(action, reason)
    return _step(state, action, None)


def apply_logged(state: GameState, action: Action) -> tuple[GameState, tuple[Event, ...]]:
    """`apply`, also returning what happened as events for the log and animations."""
    reason = why_illegal(state, action)
    if reason is not None:
        raise _refusal(action, reason)
    log: list[Event] = []
    new = _step(state, action, log)
    return new, tuple(log)


def apply_unchecked(state: GameState, action: Action) -> GameState:
    """The fast door: no validation. Only for actions from `legal_actions(state)`;
    anything else may corrupt the returned state (the given one is never changed)."""
    return _step(state, action, None)


def _step(state: GameState, action: Action, log: list[Event] | None) -> GameState:
    s = _clone(state)
    seat = s.seat
    kind = type(action)
    if kind is Discard:
        _discard(s, seat, action.colour, log)  # type: ignore[union-attr]
    elif kind is PlayLand:
        c = action.colour  # type: ignore[union-attr]
        _set(s, "hands", replace_at(s.hands, seat, add_counts(s.hands[seat], c, -1)))
        _set(s, "lands", replace_at(s.lands, seat, add_counts(s.lands[seat], c, 1)))
        _set(s, "phase", Phase.ACTION)
        if log is not None:
            log.append(
                Event(
                    "play",
                    seat,
                    f"{acts(_name(s, seat), 'plays')} {article(LAND_NAMES[c])}.",
                    colours=(c,),
                )
            )
    elif kind is SkipLand:
        _set(s, "phase", Phase.ACTION)
        if log is not None:
            log.append(Event("skip-land", seat, f"{acts(_name(s, seat), 'plays')} no land."))
    elif kind is Claim:
        _claim(s, seat, action.gift, log)  # type: ignore[union-attr]
    elif kind is Steal:
        _steal(s, seat, action.gift, log)  # type: ignore[union-attr]
    elif kind is Wrap:
        _wrap(s, seat, action.gift, action.land, log)  # type: ignore[union-attr]
    elif kind is Build:
        _build(s, seat, action.building, action.replace, log)  # type: ignore[union-attr]
    elif kind is Recycle:
        extra = 2 if Building.WAREHOUSE in s.buildings[seat] else 1
        if log is not None:
            log.append(Event("recycle", seat, f"{acts(_name(s, seat), 'recycles')}."))
        _draw(s, seat, extra, log)
        _begin_discards(s, DiscardReason.RECYCLE, 1)
    elif kind is Pass:
        if log is not None:
            log.append(Event("pass", seat, f"{acts(_name(s, seat), 'passes')}."))
        _end_action(s, log)
    elif kind is CallTime:
        _set(s, "ending", Ending.TIME)
        if log is not None:
            log.append(Event("time", -1, "Time is up: the game ends at the end of this round."))
    return s


def _pay(s: GameState, seat: int, action: Action, log: list[Event] | None) -> None:
    pay = tap_preview(s, action)
    assert pay is not None
    t = s.tapped[seat]
    new = (t[0] + pay[0], t[1] + pay[1], t[2] + pay[2], t[3] + pay[3], t[4] + pay[4])
    _set(s, "tapped", replace_at(s.tapped, seat, new))
    if log is not None:
        colours = tuple(c for c in range(5) for _ in range(pay[c]))
        log.append(
            Event(
                "tap",
                seat,
                f"{acts(_name(s, seat), 'taps')} {_land_list(colours)}.",
                colours=colours,
            )
        )


def _claim(s: GameState, seat: int, gift: int, log: list[Event] | None) -> None:
    _pay(s, seat, _CLAIM[gift], log)
    slot = s.display.index(gift)
    locks = 2 if Building.COFFER in s.buildings[seat] else 1
    _set(s, "areas", replace_at(s.areas, seat, (*s.areas[seat], (gift, locks))))
    if log is not None:
        log.append(
            Event(
                "claim",
                seat,
                f"{acts(_name(s, seat), 'claims')} {gift_name(gift)}.",
                gift=gift,
                other=slot,
                count=locks,
            )
        )
    _refill(s, slot, log)
    _end_action(s, log)


def _refill(s: GameState, slot: int, log: list[Event] | None) -> None:
    if s.supply:
        gift = s.supply[-1]
        _set(s, "supply", s.supply[:-1])
        _set(s, "display", replace_at(s.display, slot, gift))
        if log is not None:
            log.append(
                Event("refill", -1, f"{gift_name(gift)} joins the display.", gift=gift, other=slot)
            )
        return
    _set(s, "display", replace_at(s.display, slot, EMPTY_SLOT))
    if s.ending is Ending.NONE:
        _set(s, "ending", Ending.SUPPLY)
        if log is not None:
            log.append(
                Event(
                    "supply-empty",
                    -1,
                    "The gift supply is empty: the game ends at the end of this round.",
                )
            )


def _steal(s: GameState, seat: int, gift: int, log: list[Event] | None) -> None:
    _pay(s, seat, _STEAL[gift], log)
    held = owner_of(s, gift)
    assert held is not None
    victim, locks = held
    _set(s, "steal_gift", gift)
    _set(s, "steal_from", victim)
    owed = lock_discard(s, seat, locks)
    if owed:
        _begin_discards(s, DiscardReason.STEAL, owed)
    else:
        _finish_steal(s, seat, log)


def _finish_steal(s: GameState, seat: int, log: list[Event] | None) -> None:
    gift, victim = s.steal_gift, s.steal_from
    area = s.areas[victim]
    locks = next(lk for g, lk in area if g == gift)
    areas = replace_at(s.areas, victim, tuple(p for p in area if p[0] != gift))
    crowbar = Building.CROWBAR in s.buildings[seat] and locks < MAX_LOCKS
    after = locks + 1 if crowbar else locks
    _set(s, "areas", replace_at(areas, seat, (*areas[seat], (gift, after))))
    if log is not None:
        paid = s.batch
        how = f", discarding {_land_list(paid)}" if paid else ""
        log.append(
            Event(
                "steal",
                seat,
                f"{acts(_name(s, seat), 'steals')} {gift_name(gift)} from {_name(s, victim)}{how}.",
                gift=gift,
                other=victim,
                colours=paid,
                count=after,
            )
        )
        if crowbar:
            log.append(
                Event(
                    "lock",
                    seat,
                    f"Crowbar adds a lock to {gift_name(gift)}.",
                    gift=gift,
                    count=after,
                )
            )
    _set(s, "steal_gift", -1)
    _set(s, "steal_from", -1)
    _end_action(s, log)


def _wrap(s: GameState, seat: int, gift: int, land: int, log: list[Event] | None) -> None:
    lands, tapped = s.lands[seat], s.tapped[seat]
    # The player chooses the colour; an untapped land of it goes if there is one.
    if tapped[land] and lands[land] - tapped[land] == 0:
        _set(s, "tapped", replace_at(s.tapped, seat, add_counts(tapped, land, -1)))
    _set(s, "lands", replace_at(s.lands, seat, add_counts(lands, land, -1)))
    _set(s, "discard", (*s.discard, land))
    step = 2 if Building.RIBBON in s.buildings[seat] else 1
    area = s.areas[seat]
    new_area = tuple((g, min(MAX_LOCKS, lk + step)) if g == gift else (g, lk) for g, lk in area)
    _set(s, "areas", replace_at(s.areas, seat, new_area))
    if log is not None:
        after = dict(new_area)[gift]
        sealed = " It is sealed!" if after >= MAX_LOCKS else ""
        log.append(
            Event(
                "wrap",
                seat,
                f"{acts(_name(s, seat), 'wraps')} {gift_name(gift)} with "
                f"{article(LAND_NAMES[land])}: {counted(after, 'lock')}.{sealed}",
                gift=gift,
                colours=(land,),
                count=after,
            )
        )
    _end_action(s, log)


def _build(
    s: GameState, seat: int, building: int, replace: int | None, log: list[Event] | None
) -> None:
    _pay(s, seat, _BUILD_NEW[building], log)
    mine = s.buildings[seat]
    if replace is not None:
        mine = tuple(b for b in mine if b != replace)
    _set(s, "buildings", replace_at(s.buildings, seat, (*mine, building)))
    if log is not None:
        over = f", replacing {BUILDING_TITLES[replace]}" if replace is not None else ""
        log.append(
            Event(
                "build",
                seat,
                f"{acts(_name(s, seat), 'builds')} {BUILDING_TITLES[building]}{over}.",
                building=building,
                other=-1 if replace is None else replace,
            )
        )
    _end_action(s, log)


def _begin_discards(s: GameState, reason: DiscardReason, count: int) -> None:
    _set(s, "phase", Phase.DISCARD)
    _set(s, "reason", reason)
    _set(s, "pending", count)
    _set(s, "batch", ())


def _discard(s: GameState, seat: int, colour: int, log: list[Event] | None) -> None:
    _set(s, "hands", replace_at(s.hands, seat, add_counts(s.hands[seat], colour, -1)))
    _set(s, "discard", (*s.discard, colour))
    _set(s, "batch", (*s.batch, colour))
    _set(s, "pending", s.pending - 1)
    if log is not None:
        log.append(
            Event(
                "discard",
                seat,
                f"{acts(_name(s, seat), 'discards')} {article(LAND_NAMES[colour])}.",
                colours=(colour,),
            )
        )
    if s.pending:
        return
    reason = s.reason
    _set(s, "reason", DiscardReason.NONE)
    if reason is DiscardReason.STEAL:
        _finish_steal(s, seat, log)
    elif reason is DiscardReason.RECYCLE:
        _end_action(s, log)
    else:
        if log is not None:
            log.append(
                Event(
                    "hand-limit",
                    seat,
                    f"{acts(_name(s, seat), 'discards')} {_land_list(s.batch)} to the "
                    f"hand limit of {HAND_LIMIT}.",
                    colours=s.batch,
                )
            )
        _end_turn(s, log)


def _end_action(s: GameState, log: list[Event] | None) -> None:
    over = sum(s.hands[s.seat]) - HAND_LIMIT
    if over > 0:
        _begin_discards(s, DiscardReason.HAND_LIMIT, over)
    else:
        _end_turn(s, log)


def _end_turn(s: GameState, log: list[Event] | None) -> None:
    _set(s, "batch", ())
    _set(s, "pending", 0)
    _set(s, "reason", DiscardReason.NONE)
    n = s.config.players
    if s.seat == (s.first_player - 1) % n:
        limit = s.config.round_limit
        if s.ending is Ending.NONE and limit is not None and s.round >= limit:
            _set(s, "ending", Ending.ROUNDS)
        if s.ending is not Ending.NONE:
            _set(s, "phase", Phase.OVER)
            if log is not None:
                log.append(Event("end", -1, f"The game ends after round {s.round}."))
            return
        _set(s, "round", s.round + 1)
        if log is not None:
            log.append(Event("round", -1, f"Round {s.round} begins.", count=s.round))
    _set(s, "seat", (s.seat + 1) % n)
    _start_turn(s, log)


def _start_turn(s: GameState, log: list[Event] | None) -> None:
    seat = s.seat
    _set(s, "turn", s.turn + 1)
    if s.tapped[seat] != ZERO:
        _set(s, "tapped", replace_at(s.tapped, seat, ZERO))
    if log is not None:
        log.append(Event("turn", seat, f"{possessive(_name(s, seat))} turn.", count=s.turn))
    _draw(s, seat, 1, log)
    _set(s, "phase", Phase.LAND if _can_play_land(s, seat) else Phase.ACTION)


def _draw(s: GameState, seat: int, count: int, log: list[Event] | None) -> None:
    deck, discard, rng = s.deck, s.discard, s.rng
    hand = list(s.hands[seat])
    drawn: list[int] = []
    for _ in range(count):
        if not deck:
            if not discard:
                break
            pile = list(discard)
            rng = shuffle(pile, rng)
            deck, discard = tuple(pile), ()
            if log is not None:
                log.append(
                    Event(
                        "reshuffle",
                        -1,
                        f"The discard pile ({len(pile)} lands) is shuffled into a new deck.",
                        count=len(pile),
                    )
                )
        c = deck[-1]
        deck = deck[:-1]
        hand[c] += 1
        drawn.append(c)
    _set(s, "deck", deck)
    _set(s, "discard", discard)
    _set(s, "rng", rng)
    _set(s, "hands", replace_at(s.hands, seat, (hand[0], hand[1], hand[2], hand[3], hand[4])))
    if log is not None and drawn:
        who = _name(s, seat)
        many = "a land" if len(drawn) == 1 else f"{len(drawn)} lands"
        log.append(
            Event(
                "draw",
                seat,
                f"{acts(who, 'draws')} {many}.",
                private_text=f"{acts(who, 'draws')} {_land_list(drawn)}.",
                hidden=tuple(drawn),
                count=len(drawn),
            )
        )
