"""Applying an action: the decision's own effect, then the flow to the next decision
(flow.py), then the skip of a phase whose only action is `end` (ruling 14)."""

from __future__ import annotations

import attrs

from siege_desktop.core.rng import next_value, seed_state
from siege_desktop.games.summoner_lands.rules import flow
from siege_desktop.games.summoner_lands.rules.actions import (
    END,
    Action,
    Artifact,
    Assign,
    Block,
    Bottom,
    Cast,
    Claim,
    Discard,
    Enchant,
    End,
    Fight,
    Keep,
    Lay,
    Mulligan,
    Pass,
    Rest,
    Retreat,
    Step,
    Summon,
    Use,
)
from siege_desktop.games.summoner_lands.rules.board import info, step_cost
from siege_desktop.games.summoner_lands.rules.cards import (
    CARDS,
    DECKS,
    HAND_LIMIT,
    KINDS,
    OPENING_HAND,
    board_size,
)
from siege_desktop.games.summoner_lands.rules.cards import Card as CardInfo
from siege_desktop.games.summoner_lands.rules.config import RANDOM_DECK, LandsConfig
from siege_desktop.games.summoner_lands.rules.flow import Log, put, say
from siege_desktop.games.summoner_lands.rules.moves import (
    eligible_blockers,
    legal_actions,
    only_end,
)
from siege_desktop.games.summoner_lands.rules.state import (
    Artifact as ArtifactPiece,
)
from siege_desktop.games.summoner_lands.rules.state import (
    Creature,
    Enchantment,
    LandsState,
    evolve,
)


def _draw_decks(config: LandsConfig, rng: int) -> tuple[LandsConfig, int]:
    """Ruling 2's "random" decks, drawn in seat order: each from the decks no seat has yet
    (as a CPU seat takes a deck nobody has taken), from all five once none is left. A table
    without a random deck draws nothing, so its games stay as they were."""
    decks = [config.deck_of(s) for s in range(config.seats)]
    if RANDOM_DECK not in decks:
        return config, rng
    for seat, number in enumerate(decks):
        if number != RANDOM_DECK:
            continue
        free = [d for d in range(len(DECKS)) if d not in decks] or list(range(len(DECKS)))
        rng, r = next_value(rng)
        decks[seat] = free[r % len(free)]
    return attrs.evolve(config, decks=tuple(decks)), rng


def new_game(config: LandsConfig, seed: int) -> LandsState:
    """The layout starter is the seed's chance event (ruling 3), then any random deck
    (ruling 2: the state's config names the deck drawn); decks are shuffled after land
    selection (ruling 9)."""
    n = config.seats
    size = board_size(n)
    rng, r = next_value(seed_state(seed))
    config, rng = _draw_decks(config, rng)
    supply = -1 if config.open_supply else n + 4
    return LandsState(
        config=config,
        rng=rng,
        phase="layout",
        starter=int(r % n),
        kinds=(),
        owners=(-1,) * size,
        tapped=(False,) * size,
        holes=(False,) * size,
        supply=(supply,) * len(KINDS),
        hands=((),) * n,
        decks=tuple(config.deck(s).cards for s in range(n)),
        graves=((),) * n,
        mulligans=(0,) * n,
        bottomed=(0,) * n,
    )


def _pay(state: LandsState, pay: tuple[str, ...]) -> LandsState:
    """Tap exactly the named sources (ruling 16)."""
    for source in pay:
        if source[0] == "a":
            aid = int(source[1:])
            state = evolve(
                state,
                artifacts=tuple(
                    evolve(a, tapped=True) if a.aid == aid else a for a in state.artifacts
                ),
            )
        elif source[0] == "c":
            c = state.creature(int(source[1:]))
            assert c is not None
            state = put(state, evolve(c, tapped=True))
        else:
            state = flow.set_land(state, int(source), tapped=True)
    return state


def _cid(text: str) -> int:
    return int(text[1:])


def _creature_effect(
    state: LandsState, seat: int, effect: str, target: str, log: Log
) -> LandsState:
    """What a card or ability does to one target creature."""
    c = state.creature(_cid(target))
    assert c is not None
    label = f"{info(c).name} (c{c.cid})"
    if effect == "destroy":
        return flow.kill(state, c.cid, log)
    if effect == "recall":
        state = evolve(
            state,
            creatures=tuple(o for o in state.creatures if o.cid != c.cid),
            moving=-1 if state.moving == c.cid else state.moving,
        )
        say(log, "recall", c.owner, f"{label} returns to its owner's hand")
        return flow.add_to_hand(state, c.owner, c.code)
    changes: dict[str, object] = {}
    if effect == "toughness3":
        changes["toughness_bonus"] = c.toughness_bonus + 3
    elif effect == "gust":
        changes["power_bonus"] = c.power_bonus - 3
    elif effect == "grasp":
        changes.update(power_bonus=c.power_bonus - 2, toughness_bonus=c.toughness_bonus - 2)
    elif effect == "spear3":
        changes["damage"] = c.damage + 3
    elif effect == "ping":
        changes["damage"] = c.damage + 1
    elif effect == "fervor":
        changes.update(power_bonus=c.power_bonus + 2, first_strike=True)
    elif effect == "sap":
        changes.update(power_bonus=c.power_bonus + 2, toughness_bonus=c.toughness_bonus + 2)
    elif effect == "stonebark":
        changes["toughness_bonus"] = c.toughness_bonus + 2
    elif effect == "tap":
        changes["tapped"] = True
    elif effect == "harness":
        changes["flying"] = True
    elif effect in ("wallwaker", "rouse"):
        changes["animated"] = True
    elif effect == "march":
        changes["move_bonus"] = c.move_bonus + 2
    say(log, "effect", c.owner, f"{CARD_WORD.get(effect, effect)}: {label}")
    return put(state, evolve(c, **changes))


CARD_WORD = {"tap": "tapped", "ping": "1 damage", "spear3": "3 damage"}


def _cast(state: LandsState, seat: int, action: Cast, log: Log) -> LandsState:
    card: CardInfo = CARDS[action.code]
    state = flow.take_from_hand(state, seat, action.code)
    state = _pay(state, action.pay)
    state = flow.to_grave(state, seat, action.code)
    say(log, "cast", seat, f"{flow.name(state, seat)}: {action}")
    effect = card.effect
    target = action.on
    if effect == "hush":
        assert state.battle is not None
        return evolve(state, battle=evolve(state.battle, hush=True))
    if effect == "draw2":
        return flow.draw(state, seat, 2, log)
    if effect == "raise":
        graves = list(state.graves)
        grave = list(graves[seat])
        grave.remove(target)
        graves[seat] = tuple(grave)
        return flow.add_to_hand(evolve(state, graves=tuple(graves)), seat, target)
    if effect == "sunder":
        land = int(target.split()[1])
        holes = list(state.holes)
        holes[land - 1] = True
        owners = list(state.owners)
        owners[land - 1] = -1
        gone = [e for e in state.enchantments if e.land == land]
        state = evolve(
            state,
            holes=tuple(holes),
            owners=tuple(owners),
            enchantments=tuple(e for e in state.enchantments if e.land != land),
        )
        for e in gone:
            state = flow.to_grave(state, e.owner, e.code)
        return state
    if effect == "untap3":
        for part in target.split()[1].split(","):
            state = flow.set_land(state, int(part), tapped=False)
        return state
    if effect == "rouse":
        for c in list(state.creatures):
            if c.owner == seat and info(c).has("wall"):
                state = _creature_effect(state, seat, "rouse", f"c{c.cid}", log)
        return state
    for part in target.split(","):
        if state.creature(_cid(part)) is not None:
            state = _creature_effect(state, seat, effect, part, log)
    return state


def _use(state: LandsState, seat: int, action: Use, log: Log) -> LandsState:
    state = _pay(state, action.pay)
    if action.source[0] == "c":
        c = state.creature(_cid(action.source))
        assert c is not None
        state = put(state, evolve(c, tapped=True))
        effect = info(c).effect
    else:
        aid = _cid(action.source)
        piece = next(a for a in state.artifacts if a.aid == aid)
        effect = CARDS[piece.code].effect
        state = evolve(
            state,
            artifacts=tuple(evolve(a, tapped=True) if a.aid == aid else a for a in state.artifacts),
        )
    say(log, "use", seat, f"{flow.name(state, seat)}: {action}")
    if effect == "orb":
        return flow.draw(state, seat, 1, log)
    return _creature_effect(state, seat, effect, action.on, log)


def _step(state: LandsState, action: Step, log: Log) -> LandsState:
    c = state.creature(action.cid)
    assert c is not None
    if state.moving != c.cid:
        previous = state.creature(state.moving) if state.moving >= 0 else None
        if previous is not None:
            state = put(state, evolve(previous, moved=True))
        from siege_desktop.games.summoner_lands.rules.board import allowance

        c = evolve(c, points=allowance(state, c))
    cost = 0 if action.mode == "walk" else step_cost(state, c, action.land)
    c = evolve(
        c,
        land=action.land,
        points=c.points - cost,
        walk_used=c.walk_used or bool(action.mode),
    )
    state = evolve(put(state, c), moving=c.cid)
    say(log, "step", c.owner, f"{info(c).name} (c{c.cid}) steps to land {action.land}")
    if state.owners[action.land - 1] != c.owner:
        curses = sum(
            1
            for e in state.enchantments
            if e.land == action.land and CARDS[e.code].effect == "mirecurse"
        )
        if curses:
            c = evolve(
                c, power_bonus=c.power_bonus - curses, toughness_bonus=c.toughness_bonus - curses
            )
            state = flow.check_deaths(put(state, c), log)
            if state.creature(c.cid) is None:
                return evolve(state, moving=-1)
    if action.mode != "evade" and eligible_blockers(state, c):
        return evolve(state, phase="block", block=c.cid)
    return state


def _assign(state: LandsState, action: Assign, log: Log) -> LandsState:
    b = state.battle
    assert b is not None
    c = state.creature(action.cid)
    assert c is not None
    state = put(state, evolve(c, damage=c.damage + action.amount))
    say(log, "damage", c.owner, f"{info(c).name} (c{c.cid}) is assigned {action.amount}")
    left = b.left - action.amount
    if left > 0:
        return evolve(state, battle=evolve(b, left=left))
    b = evolve(b, queue=b.queue[1:], left=0)
    return flow.next_division(evolve(state, battle=b), log)


def _after_setup_turn(state: LandsState, log: Log) -> LandsState:
    """After the mulligans: the first player's first turn (ruling 7)."""
    return flow.begin_turn(evolve(state, round=1), state.first, log)


def _next_mulligan(state: LandsState, log: Log) -> LandsState:
    """The next seat in turn order from the first player decides, or the game begins."""
    n = state.seats
    order = [(state.first + i) % n for i in range(n)]
    at = order.index(state.pending)
    if at + 1 < n:
        return evolve(state, pending=order[at + 1], phase="mulligan")
    return _after_setup_turn(evolve(state, pending=-1), log)


def _begin_hands(state: LandsState, log: Log) -> LandsState:
    """After land selection: shuffle every deck and draw five (ruling 9)."""
    first = (state.starter + 9) % state.seats
    state = evolve(state, first=first, pending=first, phase="mulligan")
    for seat in range(state.seats):
        state = flow.shuffle_deck(state, seat)
        state = flow.draw(state, seat, OPENING_HAND, log)
    return state


def _act(state: LandsState, action: Action, seat: int, log: Log) -> LandsState:
    match action:
        case Lay(kind=kind):
            k = KINDS.index(kind)
            supply = list(state.supply)
            if supply[k] > 0:
                supply[k] -= 1
            land = len(state.kinds) + 1
            state = evolve(state, kinds=(*state.kinds, kind), supply=tuple(supply))
            say(log, "lay", seat, f"{flow.name(state, seat)} lays land {land}: {kind}")
            if len(state.kinds) == state.size:
                state = evolve(state, phase="claim")
            return state
        case Claim(land=land):
            state = flow.set_land(state, land, owner=seat)
            say(log, "claim", seat, f"{flow.name(state, seat)} claims land {land}")
            if sum(1 for o in state.owners if o >= 0) == 2 * state.seats:
                return _begin_hands(state, log)
            return state
        case Keep():
            if _to_bottom(state, seat) > 0:
                return evolve(state, phase="bottom")
            return _next_mulligan(state, log)
        case Mulligan():
            decks = list(state.decks)
            decks[seat] = (*state.decks[seat], *state.hands[seat])
            hands = list(state.hands)
            hands[seat] = ()
            mull = list(state.mulligans)
            mull[seat] += 1
            bottomed = list(state.bottomed)
            bottomed[seat] = 0
            state = evolve(
                state,
                decks=tuple(decks),
                hands=tuple(hands),
                mulligans=tuple(mull),
                bottomed=tuple(bottomed),
            )
            state = flow.shuffle_deck(state, seat)
            say(log, "mulligan", seat, f"{flow.name(state, seat)} takes mulligan {mull[seat]}")
            return flow.draw(state, seat, OPENING_HAND, log)
        case Bottom(code=code):
            state = flow.take_from_hand(state, seat, code)
            decks = list(state.decks)
            decks[seat] = (*decks[seat], code)
            bottomed = list(state.bottomed)
            bottomed[seat] += 1
            state = evolve(state, decks=tuple(decks), bottomed=tuple(bottomed))
            if _to_bottom(state, seat) > 0:
                return state
            return _next_mulligan(state, log)
        case Rest(land=land):
            state = flow.set_land(state, land, tapped=True)
            say(log, "rest", seat, f"{flow.name(state, seat)} rests land {land}")
            return evolve(state, phase="summon")
        case Summon(code=code, land=land, pay=pay):
            state = flow.take_from_hand(state, seat, code)
            state = _pay(state, pay)
            c = Creature(cid=state.next_cid, code=code, owner=seat, land=land)
            state = evolve(
                state,
                creatures=(*state.creatures, c),
                next_cid=state.next_cid + 1,
                summoned=(*state.summoned, land),
            )
            say(
                log,
                "summon",
                seat,
                f"{flow.name(state, seat)} summons {CARDS[code].name} (c{c.cid}) at {land}",
            )
            if CARDS[code].effect == "draw_on_summon":
                state = flow.draw(state, seat, 1, log)
            return state
        case Artifact(code=code, pay=pay):
            state = _pay(flow.take_from_hand(state, seat, code), pay)
            piece = ArtifactPiece(aid=state.next_aid, code=code, owner=seat)
            say(
                log,
                "artifact",
                seat,
                f"{flow.name(state, seat)} puts {CARDS[code].name} (a{piece.aid}) in play",
            )
            return evolve(state, artifacts=(*state.artifacts, piece), next_aid=state.next_aid + 1)
        case Enchant(code=code, land=land, pay=pay):
            state = _pay(flow.take_from_hand(state, seat, code), pay)
            say(
                log,
                "enchant",
                seat,
                f"{flow.name(state, seat)} enchants land {land} with {CARDS[code].name}",
            )
            return evolve(state, enchantments=(*state.enchantments, Enchantment(code, seat, land)))
        case Cast():
            return _cast(state, seat, action, log)
        case Use():
            return _use(state, seat, action, log)
        case End():
            if state.phase == "summon":
                return evolve(state, phase="move")
            return flow.start_combat(state, log)
        case Step():
            return _step(state, action, log)
        case Block():
            mover = state.creature(state.block)
            assert mover is not None
            say(
                log,
                "block",
                seat,
                f"{flow.name(state, seat)} blocks {info(mover).name} (c{mover.cid})",
            )
            state = put(state, evolve(mover, moved=True))
            return evolve(state, phase="move", block=-1, moving=-1)
        case Pass():
            if state.phase == "block":
                return evolve(state, phase="move", block=-1)
            say(log, "pass", seat, f"{flow.name(state, seat)} passes")
            return flow.window_moved_on(state, True, log)
        case Fight(land=land):
            return flow.begin_battle(state, land, log)
        case Assign():
            return _assign(state, action, log)
        case Retreat(cid=cid, land=land):
            going = state.creature(cid)
            assert going is not None
            state = put(state, evolve(going, land=land))
            say(log, "retreat", seat, f"{info(going).name} (c{cid}) retreats to land {land}")
            state = evolve(state, retreating=state.retreating[1:])
            return flow.next_retreat(state, log)
        case Discard(code=code):
            state = flow.to_grave(flow.take_from_hand(state, seat, code), seat, code)
            say(log, "discard", seat, f"{flow.name(state, seat)} discards {CARDS[code].name}")
            if len(state.hands[seat]) > HAND_LIMIT:
                return state
            return flow.next_turn(state, log)
    raise AssertionError(f"unhandled action {action!r}")


def _to_bottom(state: LandsState, seat: int) -> int:
    """Cards still to put on the bottom after keeping (London mulligan, ruling 9)."""
    return state.mulligans[seat] - state.bottomed[seat]


def apply(state: LandsState, action: Action, log: Log) -> LandsState:
    """The next state after a legal `action`."""
    from siege_desktop.games.summoner_lands.rules.moves import to_act

    seat = to_act(state)
    in_window = state.phase == "window" and isinstance(action, (Cast, Use))
    state = _act(state, action, seat, log)
    if in_window:
        state = flow.check_deaths(state, log)
        state = flow.check_end(state, log)
        if not state.ending:
            state = flow.window_moved_on(state, False, log)
    elif state.phase not in ("assign", "over"):
        state = flow.check_deaths(state, log)
    state = flow.check_end(state, log)
    return _skip_empty(state, log)


def _skip_empty(state: LandsState, log: Log) -> LandsState:
    """A Summon or Move phase whose only action is `end` passes unrecorded (ruling 14); an
    active seat that went out ends its turn."""
    while not state.ending:
        if (
            state.phase in ("summon", "move", "rest", "discard", "fight", "retreat")
            and state.active in state.out
        ):
            state = flow.next_turn(evolve(state, battle=None, retreating=(), moving=-1), log)
            continue
        if state.phase == "rest" and not legal_actions(state):
            state = evolve(state, phase="summon")  # no untapped land to rest
            continue
        if state.phase in ("summon", "move") and only_end(state):
            state = _act(state, END, state.active, log)
            state = flow.check_end(state, log)
            continue
        return state
    return state
