"""The game's flow between decisions: deaths, occupation, battles and their damage, the
end of a turn and the next one, the win threshold, leaving the game and the round limit.

Every function takes a state and returns the next one; `log` (a list, or None on the fast
door) collects events.
"""

from __future__ import annotations

from collections import Counter
from typing import Final

from siege_desktop.core.rng import shuffle
from siege_desktop.games.summoner_lands.rules.board import (
    LORDS,
    can_end,
    can_tap_ability,
    first_strike,
    has_banding,
    info,
    neighbours,
    power,
    room_ok,
    toughness,
)
from siege_desktop.games.summoner_lands.rules.cards import CARDS, HAND_LIMIT
from siege_desktop.games.summoner_lands.rules.events import Event
from siege_desktop.games.summoner_lands.rules.state import (
    NO_SEAT,
    Battle,
    Creature,
    LandsState,
    evolve,
)

Log = list[Event] | None


def say(log: Log, kind: str, seat: int, text: str, private: str | None = None) -> None:
    if log is not None:
        log.append(Event(kind, seat, text, private))


def name(state: LandsState, seat: int) -> str:
    return state.config.seat_name(seat)


def put(state: LandsState, c: Creature) -> LandsState:
    return evolve(state, creatures=tuple(c if o.cid == c.cid else o for o in state.creatures))


def set_land(
    state: LandsState, land: int, *, owner: int | None = None, tapped: bool | None = None
) -> LandsState:
    owners, taps = list(state.owners), list(state.tapped)
    if owner is not None:
        owners[land - 1] = owner
    if tapped is not None:
        taps[land - 1] = tapped
    return evolve(state, owners=tuple(owners), tapped=tuple(taps))


def add_to_hand(state: LandsState, seat: int, code: str) -> LandsState:
    hands = list(state.hands)
    hands[seat] = tuple(sorted((*hands[seat], code)))
    return evolve(state, hands=tuple(hands))


def take_from_hand(state: LandsState, seat: int, code: str) -> LandsState:
    hand = list(state.hands[seat])
    hand.remove(code)
    hands = list(state.hands)
    hands[seat] = tuple(hand)
    return evolve(state, hands=tuple(hands))


def to_grave(state: LandsState, seat: int, code: str) -> LandsState:
    graves = list(state.graves)
    graves[seat] = (*graves[seat], code)
    return evolve(state, graves=tuple(graves))


def draw(state: LandsState, seat: int, count: int, log: Log) -> LandsState:
    """Draw from the top; an empty deck draws nothing (ruling 10)."""
    deck = state.decks[seat]
    got = deck[:count]
    if not got:
        return state
    decks = list(state.decks)
    decks[seat] = deck[len(got) :]
    hands = list(state.hands)
    hands[seat] = tuple(sorted((*hands[seat], *got)))
    bottomed = list(state.bottomed)
    bottomed[seat] = min(bottomed[seat], len(decks[seat]))
    say(log, "draw", seat, f"{name(state, seat)} draws {len(got)}", f"You draw {', '.join(got)}")
    return evolve(state, decks=tuple(decks), hands=tuple(hands), bottomed=tuple(bottomed))


def shuffle_deck(state: LandsState, seat: int) -> LandsState:
    deck = list(state.decks[seat])
    order = list(range(len(deck)))
    rng = shuffle(order, state.rng)
    decks = list(state.decks)
    decks[seat] = tuple(deck[i] for i in order)
    return evolve(state, decks=tuple(decks), rng=rng)


def kill(state: LandsState, cid: int, log: Log) -> LandsState:
    """A creature dies: to its owner's graveyard, Barrow Bones to hand (ruling 27)."""
    c = state.creature(cid)
    if c is None:
        return state
    state = evolve(
        state,
        creatures=tuple(o for o in state.creatures if o.cid != cid),
        moving=-1 if state.moving == cid else state.moving,
        retreating=tuple(r for r in state.retreating if r != cid),
    )
    if info(c).effect == "to_hand":
        say(log, "die", c.owner, f"{info(c).name} (c{cid}) dies and returns to its owner's hand")
        return add_to_hand(state, c.owner, c.code)
    say(log, "die", c.owner, f"{info(c).name} (c{cid}) dies")
    return to_grave(state, c.owner, c.code)


def check_deaths(state: LandsState, log: Log) -> LandsState:
    """Creatures with damage >= toughness or toughness <= 0 die, repeated while a death
    (a lord's) changes another's toughness (ruling 27, 28)."""
    while True:
        # Lords per side and land, counted once rather than once per creature.
        lords = Counter((o.land, o.owner) for o in state.creatures if o.code in LORDS)
        dead = []
        for c in state.creatures:
            if c.damage == 0 and c.toughness_bonus >= 0 and CARDS[c.code].toughness > 0:
                continue  # unharmed and not weakened: lords and lands only add toughness
            others = lords[c.land, c.owner] - (c.code in LORDS) if lords else 0
            left = toughness(state, c, others)
            if left <= 0 or c.damage >= left:
                dead.append(c.cid)
        if not dead:
            return state
        for cid in dead:
            state = kill(state, cid, log)


def check_end(state: LandsState, log: Log) -> LandsState:
    """Leaving the game (ruling 53) and the threshold (ruling 51), after every action."""
    if state.ending or state.phase in ("layout", "claim"):
        return state
    held = state.land_counts()
    for seat in state.live():
        if held[seat] == 0 and not any(c.owner == seat for c in state.creatures):
            artifacts = [a for a in state.artifacts if a.owner == seat]
            state = evolve(
                state,
                out=(*state.out, seat),
                artifacts=tuple(a for a in state.artifacts if a.owner != seat),
            )
            for a in artifacts:
                state = to_grave(state, seat, a.code)
            say(log, "out", seat, f"{name(state, seat)} has no land and no creature: out")
    live = state.live()
    need = state.threshold()
    held = state.land_counts()
    for seat in live:
        if held[seat] >= need:
            say(log, "end", seat, f"{name(state, seat)} controls {held[seat]} lands and wins")
            return evolve(state, winner=seat, ending="threshold", phase="over")
    if len(live) == 1:
        say(log, "end", live[0], f"{name(state, live[0])} is the last summoner left and wins")
        return evolve(state, winner=live[0], ending="last-standing", phase="over")
    return state


# ---- combat ---------------------------------------------------------------------------


def battle_lands(state: LandsState) -> list[int]:
    """Lands with the active seat's creatures and another seat's (ruling 39)."""
    mine = {c.land for c in state.creatures if c.owner == state.active}
    return sorted(
        land
        for land in mine
        if any(c.land == land and c.owner != state.active for c in state.creatures)
    )


def start_combat(state: LandsState, log: Log) -> LandsState:
    """Occupation (ruling 48), then the battles."""
    if state.moving >= 0:
        c = state.creature(state.moving)
        state = evolve(state, moving=-1)
        if c is not None:
            state = put(state, evolve(c, moved=True))
    seat = state.active
    for land in sorted({c.land for c in state.creatures if c.owner == seat}):
        only = all(c.owner == seat for c in state.creatures if c.land == land)
        if only and state.owners[land - 1] != seat:
            state = set_land(state, land, owner=seat, tapped=True)
            say(log, "take", seat, f"{name(state, seat)} occupies land {land}")
    state = check_end(state, log)
    if state.ending:
        return state
    return next_battle(state, log)


def next_battle(state: LandsState, log: Log) -> LandsState:
    state = evolve(state, battle=None, retreating=())
    lands = battle_lands(state)
    if not lands:
        return end_step(state, log)
    if len(lands) == 1:
        return begin_battle(state, lands[0], log)
    return evolve(state, phase="fight")


def begin_battle(state: LandsState, land: int, log: Log) -> LandsState:
    """Attackers tap (Vigilance excepted), then the window opens at the active seat."""
    seat = state.active
    defender = next(c.owner for c in state.creatures if c.land == land and c.owner != seat)
    for c in list(state.creatures):
        if c.land == land and c.owner == seat and not info(c).has("vigilance"):
            state = put(state, evolve(c, tapped=True))
    say(
        log,
        "battle",
        seat,
        f"Battle in land {land}: {name(state, seat)} attacks {name(state, defender)}",
    )
    state = evolve(
        state, phase="window", battle=Battle(land=land, defender=defender, priority=seat)
    )
    return settle_window(state, log)


def sides(state: LandsState) -> tuple[list[Creature], list[Creature]]:
    b = state.battle
    assert b is not None
    attackers = [c for c in state.creatures if c.land == b.land and c.owner == state.active]
    defenders = [c for c in state.creatures if c.land == b.land and c.owner == b.defender]
    return attackers, defenders


def can_answer(state: LandsState, seat: int, hand_only: bool) -> bool:
    """Could `seat` act in a window? A usable non-mana ability, or an instant among its
    unplayed cards (hand and deck: public, ruling 60) or its hand (ruling 61) it could pay."""
    from siege_desktop.games.summoner_lands.rules.board import can_pay, pays, sources

    for c in state.creatures:
        if c.owner == seat and info(c).effect in ("tap", "ping") and can_tap_ability(c):
            return True
    for a in state.artifacts:
        if a.owner != seat or a.tapped:
            continue
        effect = CARDS[a.code].effect
        cost = {"orb": 2, "harness": 1, "wallwaker": 1, "stonebark": 0}.get(effect)
        if cost is not None and can_pay(state, seat, cost, "", exclude=f"a{a.aid}"):
            return True
    pool = set(state.hands[seat]) if hand_only else set(state.hands[seat]) | set(state.decks[seat])
    mana: list[tuple[str, int]] | None = None  # the seat's untapped mana, read once if needed
    for code in pool:
        card = CARDS[code]
        if card.kind != "instant":
            continue
        if mana is None:
            mana = [(s[2], s[3]) for s in sources(state, seat)]
        if pays(mana, card.generic, card.letters):
            return True
    return False


def _passes_itself(state: LandsState, seat: int) -> bool:
    cfg = state.config
    if cfg.ask_only_when_able:
        return not can_answer(state, seat, True)
    if cfg.auto_pass:
        return not can_answer(state, seat, False)
    return False


def settle_window(state: LandsState, log: Log) -> LandsState:
    """Pass for the seats that cannot act; close the window after n passes in a row or once a
    side is empty (ruling 42)."""
    b = state.battle
    assert b is not None
    attackers, defenders = sides(state)
    if not attackers or not defenders:
        return finish_battle(state, log)
    live = state.live()
    # Only the priority and the count of passes move here: the battle is rebuilt once, at
    # the end, rather than for every seat passed.
    passes, priority = b.passes, b.priority
    while passes < len(live):
        if priority in live and not _passes_itself(state, priority):
            break
        if priority in live:
            say(log, "pass", priority, f"{name(state, priority)} passed (no possible answer)")
            passes += 1
        priority = (priority + 1) % state.seats
    if (passes, priority) != (b.passes, b.priority):
        state = evolve(state, battle=evolve(b, passes=passes, priority=priority))
    if passes >= len(live):
        return damage_step(state, "first", log)
    return state


def window_moved_on(state: LandsState, passed: bool, log: Log) -> LandsState:
    """After the holder's decision: priority to the next seat."""
    b = state.battle
    assert b is not None
    b = evolve(b, passes=b.passes + 1 if passed else 0, priority=(b.priority + 1) % state.seats)
    return settle_window(evolve(state, battle=b), log)


def damage_step(state: LandsState, step: str, log: Log) -> LandsState:
    """Queue the damage of a step: attackers' first, then defenders' (ruling 44, 45)."""
    b = state.battle
    assert b is not None
    attackers, defenders = sides(state)
    if not attackers or not defenders or b.hush:
        return finish_battle(state, log)
    fs = step == "first"
    queue = []
    for side, dealers in (("a", attackers), ("d", defenders)):
        total = sum(max(0, power(state, c)) for c in dealers if first_strike(state, c) == fs)
        if total > 0:
            queue.append((side, total))
    state = evolve(state, battle=evolve(b, step=step, queue=tuple(queue)))
    return next_division(state, log)


def next_division(state: LandsState, log: Log) -> LandsState:
    """Assign the next queued damage: automatically to a single receiver, else ask the
    dividing seat; after the queue, deaths, then the next step or the result."""
    b = state.battle
    assert b is not None
    while b.queue:
        side, total = b.queue[0]
        attackers, defenders = sides(state)
        receivers = defenders if side == "a" else attackers
        dealer_seat = state.active if side == "a" else b.defender
        receiver_seat = b.defender if side == "a" else state.active
        if not receivers:
            b = evolve(b, queue=b.queue[1:])
            continue
        if len(receivers) == 1:
            c = receivers[0]
            state = put(state, evolve(c, damage=c.damage + total))
            say(log, "damage", c.owner, f"{info(c).name} (c{c.cid}) takes {total}")
            b = evolve(b, queue=b.queue[1:])
            continue
        banded = any(has_banding(c) for c in receivers)
        divider = receiver_seat if banded else dealer_seat
        return evolve(state, phase="assign", battle=evolve(b, left=total, divider=divider))
    state = evolve(state, phase="window", battle=evolve(b, queue=(), left=0, divider=NO_SEAT))
    state = check_deaths(state, log)
    if b.step == "first":
        return damage_step(state, "regular", log)
    return finish_battle(state, log)


def finish_battle(state: LandsState, log: Log) -> LandsState:
    """Retreat, conquest, or the land stays (ruling 43, 47, 49)."""
    state = check_deaths(state, log)
    b = state.battle
    assert b is not None
    attackers, defenders = sides(state)
    seat = state.active
    if attackers and not defenders:
        state = set_land(state, b.land, owner=seat, tapped=True)
        say(log, "take", seat, f"{name(state, seat)} conquers land {b.land}")
    state = check_end(state, log)
    if state.ending:
        return state
    if attackers and defenders:
        state = evolve(state, retreating=tuple(c.cid for c in attackers), phase="retreat")
        return next_retreat(state, log)
    return next_battle(state, log)


def retreat_lands(state: LandsState, c: Creature) -> list[int]:
    """Touching lands of the active seat, with no other seat's creature and Banding room
    (ruling 47)."""
    found = []
    for land in neighbours(state, c.land):
        if state.owners[land - 1] != state.active:
            continue
        if any(o.land == land and o.owner != c.owner for o in state.creatures):
            continue
        if can_end(state, c, land):
            found.append(land)
    return found


def next_retreat(state: LandsState, log: Log) -> LandsState:
    while state.retreating:
        c = state.creature(state.retreating[0])
        if c is None:
            state = evolve(state, retreating=state.retreating[1:])
            continue
        lands = retreat_lands(state, c)
        if len(lands) > 1:
            return evolve(state, phase="retreat")
        state = evolve(state, retreating=state.retreating[1:])
        if not lands:
            say(log, "retreat", c.owner, f"{info(c).name} (c{c.cid}) has nowhere to retreat")
            state = kill(state, c.cid, log)
        else:
            state = put(state, evolve(c, land=lands[0]))
            say(log, "retreat", c.owner, f"{info(c).name} (c{c.cid}) retreats to land {lands[0]}")
        state = check_end(state, log)
        if state.ending:
            return state
    return next_battle(state, log)


# ---- the end of a turn and the next ------------------------------------------------------


def end_step(state: LandsState, log: Log) -> LandsState:
    state = evolve(state, battle=None, moving=-1, block=-1)
    if len(state.hands[state.active]) > HAND_LIMIT and state.active in state.live():
        return evolve(state, phase="discard")
    return next_turn(state, log)


_END_OF_TURN: Final = {
    "damage": 0,
    "power_bonus": 0,
    "toughness_bonus": 0,
    "first_strike": False,
    "flying": False,
    "animated": False,
    "move_bonus": 0,
    "points": -1,
}
"""What the End step clears on every creature (ruling 12)."""


def _unmarked(c: Creature) -> bool:
    """Nothing for the End step to clear: the creature is kept as it is, not copied."""
    return (
        c.damage == 0
        and c.power_bonus == 0
        and c.toughness_bonus == 0
        and not c.first_strike
        and not c.flying
        and not c.animated
        and c.move_bonus == 0
        and c.points == -1
    )


def next_turn(state: LandsState, log: Log) -> LandsState:
    """End of turn effects end (ruling 12), then the next seat's Untap and Draw."""
    state = evolve(
        state,
        creatures=tuple(c if _unmarked(c) else evolve(c, **_END_OF_TURN) for c in state.creatures),
        summoned=(),
    )
    state = check_deaths(state, log)
    state = check_end(state, log)
    if state.ending:
        return state
    live = state.live()
    n = state.seats
    prev = state.active
    seat = (prev + 1) % n
    while seat not in live:
        seat = (seat + 1) % n
    first = state.first

    def dist(s: int) -> int:
        return (s - first) % n

    new_round = dist(seat) <= dist(prev)
    rnd = state.round + 1 if new_round else state.round
    if rnd > state.config.round_limit:
        say(log, "end", -1, "The round limit is reached")
        return evolve(state, ending="round-limit", phase="over", round=state.round)
    return begin_turn(evolve(state, round=rnd), seat, log)


def begin_turn(state: LandsState, seat: int, log: Log) -> LandsState:
    """Untap (ruling 12, 13), Draw (ruling 10), the handicap (ruling 8), then Summon."""
    turn = state.turn + 1
    taps = tuple(False if state.owners[k] == seat else t for k, t in enumerate(state.tapped))
    state = evolve(
        state,
        active=seat,
        turn=turn,
        tapped=taps,
        creatures=tuple(
            evolve(c, tapped=False, sick=False, moved=False, walk_used=False, points=-1)
            if c.owner == seat and (c.tapped or c.sick or c.moved or c.walk_used or c.points != -1)
            else c
            for c in state.creatures
        ),
        artifacts=tuple(evolve(a, tapped=False) if a.owner == seat else a for a in state.artifacts),
    )
    say(log, "turn", seat, f"Round {state.round}: {name(state, seat)}'s turn")
    skip = turn == 1 and state.seats == 2
    if not skip:
        state = draw(state, seat, 1, log)
    if turn == 1 and state.config.handicap:
        return evolve(state, phase="rest")
    return evolve(state, phase="summon")


def is_native_summon_blocked(state: LandsState, land: int, c_code: str, seat: int) -> bool:
    mine = [o for o in state.creatures if o.land == land and o.owner == seat]
    probe = Creature(cid=0, code=c_code, owner=seat, land=land)
    return not room_ok([*mine, probe])
