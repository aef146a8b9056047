"""Applying an action, and the automatic steps between decisions: the end of the draft and
of setup, the start of a turn (marks cleared, Mend, scoring, a win), skipped phases, the
round limit and stuck games. Events are written only when a log is given."""

from __future__ import annotations

import attrs

from siege_desktop.core.rng import shuffle
from siege_desktop.core.words import acts, agree, possessive
from siege_desktop.games.siege.rules.actions import (
    Action,
    Attack,
    Draft,
    Draw,
    End,
    Move,
    Pick,
    Place,
    Summon,
)
from siege_desktop.games.siege.rules.combat import dice_count, need
from siege_desktop.games.siege.rules.data import (
    CENTRAL_POINTS,
    CENTRAL_TOWERS,
    COST,
    HAND,
    HAND_WHEN_DRAFTING,
    HEALTH,
    MEND,
    NEIGHBOURS,
    OPENING_PICKS,
    RANGE,
    SIEGE_POINTS,
    SIEGE_TOWER,
    SUMMON_POINTS,
    TO_WIN,
    distance,
    square_name,
    unit_name,
)
from siege_desktop.games.siege.rules.dice import roll
from siege_desktop.games.siege.rules.events import Event
from siege_desktop.games.siege.rules.moves import can_attack, can_move, can_summon, setup_quota
from siege_desktop.games.siege.rules.state import (
    ATTACK,
    DRAFT,
    DRAW,
    MOVE,
    OVER,
    SETUP,
    SUMMON,
    Board,
    SiegeState,
    Unit,
)

Log = list[Event] | None


def _name(state: SiegeState, seat: int) -> str:
    return state.config.seat_name(seat)


def _set(seq: tuple[int, ...], seat: int, value: int) -> tuple[int, ...]:
    return (value, seq[1]) if seat == 0 else (seq[0], value)


def _seat_tuple(
    seq: tuple[tuple[int, ...], ...], seat: int, value: tuple[int, ...]
) -> tuple[tuple[int, ...], ...]:
    return (value, seq[1]) if seat == 0 else (seq[0], value)


def _without(cards: tuple[int, ...], kind: int) -> tuple[int, ...]:
    i = cards.index(kind)
    return cards[:i] + cards[i + 1 :]


def _with(cards: tuple[int, ...], kind: int) -> tuple[int, ...]:
    return tuple(sorted((*cards, kind)))


def _put(board: Board, sq: int, unit: Unit | None) -> Board:
    return board[:sq] + (unit,) + board[sq + 1 :]


def _list_names(kinds: tuple[int, ...]) -> str:
    return ", ".join(unit_name(k) for k in kinds) or "nothing"


def towers_held(board: Board, seat: int) -> int:
    """Towers that count for `seat` at this moment: central ones and the enemy's siege tower
    with its unit on them (ruling 22's second tie-break)."""
    held = sum(1 for t in CENTRAL_TOWERS if (u := board[t]) is not None and u.owner == seat)
    enemy = board[SIEGE_TOWER[1 - seat]]
    return held + (1 if enemy is not None and enemy.owner == seat else 0)


def tower_points(board: Board, seat: int) -> int:
    """What `seat` scores at the start of its turn (ruling 20): 1 per central tower, 10 for
    the enemy's siege tower, 0 for its own."""
    pts = sum(
        CENTRAL_POINTS for t in CENTRAL_TOWERS if (u := board[t]) is not None and u.owner == seat
    )
    enemy = board[SIEGE_TOWER[1 - seat]]
    if enemy is not None and enemy.owner == seat:
        pts += SIEGE_POINTS
    return pts


# --- the opening: draft and setup -------------------------------------------------------


def _pick(state: SiegeState, action: Pick, log: Log) -> SiegeState:
    seat, kind = state.current, action.kind
    piles = list(state.piles)
    piles[kind] -= 1
    drafted = _seat_tuple(state.drafted, seat, _with(state.drafted[seat], kind))
    picks = len(drafted[0]) + len(drafted[1])
    if log is not None:
        log.append(Event("pick", seat, f"{acts(_name(state, seat), 'picks')} {unit_name(kind)}."))
    reserve = state.reserve
    phase, current = DRAFT, 1 - seat
    if picks >= 2 * OPENING_PICKS:
        # The reserve joins the piles once the opening draft ends (ruling 2).
        piles = [p + r for p, r in zip(piles, reserve, strict=True)]
        reserve = tuple(0 for _ in reserve)
        phase, current = SETUP, state.first
        if log is not None:
            log.append(Event("reserve", -1, "The draft is over: the reserve joins the piles."))
    return attrs.evolve(
        state,
        piles=tuple(piles),
        reserve=reserve,
        drafted=drafted,
        phase=phase,
        current=current,
    )


def _place(state: SiegeState, action: Place, log: Log) -> SiegeState:
    seat, kind = state.current, action.kind
    board = _put(state.board, action.to, Unit(seat, kind))
    drafted = _seat_tuple(state.drafted, seat, _without(state.drafted[seat], kind))
    if log is not None:
        log.append(
            Event(
                "place",
                seat,
                f"{acts(_name(state, seat), 'places')} {unit_name(kind)} on "
                f"{square_name(action.to)}.",
                squares=(action.to,),
            )
        )
    state = attrs.evolve(state, board=board, drafted=drafted)
    left = [
        setup_quota(state, s) - sum(1 for u in board if u is not None and u.owner == s)
        for s in (0, 1)
    ]
    # Placements alternate; a seat with placements left after the other is done (the table
    # rule second_extra_unit) places them in a row.
    if left[1 - seat] > 0:
        return attrs.evolve(state, current=1 - seat)
    if left[seat] > 0:
        return state
    # Setup is over: each seat's other cards are shuffled into its deck (ruling 5).
    rng = state.rng
    decks = []
    for s in (0, 1):
        deck = list(state.drafted[s])
        rng = shuffle(deck, rng)
        decks.append(tuple(deck))
        if log is not None:
            log.append(
                Event(
                    "deck", s, f"{acts(_name(state, s), 'shuffles')} {len(deck)} cards into a deck."
                )
            )
    state = attrs.evolve(
        state, rng=rng, decks=tuple(decks), drafted=((), ()), round=1, current=state.first
    )
    return _start_turn(state, log)


# --- the turn ---------------------------------------------------------------------------


def _start_turn(state: SiegeState, log: Log) -> SiegeState:
    """The automatic start of the current seat's turn (ruling 6): marks cleared, Mend,
    scoring, a win."""
    seat = state.current
    board = list(state.board)
    for sq, unit in enumerate(board):
        if unit is not None and unit.owner == seat and (unit.moved or unit.attacked):
            board[sq] = attrs.evolve(unit, moved=False, attacked=False)
    for sq, unit in enumerate(state.board):
        if unit is None or unit.owner != seat or not MEND[unit.kind]:
            continue
        for n in NEIGHBOURS[sq]:
            friend = board[n]
            if friend is not None and friend.owner == seat and friend.damage > 0:
                board[n] = attrs.evolve(friend, damage=friend.damage - 1)
                if log is not None:
                    log.append(
                        Event(
                            "mend",
                            seat,
                            f"{unit_name(unit.kind)} on {square_name(sq)} heals "
                            f"{unit_name(friend.kind)} on {square_name(n)}.",
                            squares=(sq, n),
                        )
                    )
    new_board = tuple(board)
    gained = tower_points(new_board, seat)
    points = state.points
    if log is not None:
        log.append(
            Event(
                "turn",
                seat,
                f"Round {state.round}: {possessive(_name(state, seat))} turn.",
            )
        )
    if gained:
        points = _set(points, seat, points[seat] + gained)  # type: ignore[assignment]
        if log is not None:
            log.append(
                Event(
                    "score",
                    seat,
                    f"{acts(_name(state, seat), 'scores')} {gained} from towers "
                    f"({points[seat]} in all).",
                )
            )
    state = attrs.evolve(
        state,
        board=new_board,
        points=points,
        turn=state.turn + 1,
        phase=DRAW,
        summon_points=0,
        moves=0,
        attacks=0,
    )
    if points[seat] >= TO_WIN:
        if log is not None:
            log.append(
                Event("win", seat, f"{acts(_name(state, seat), 'reaches')} {points[seat]}: a win.")
            )
        return attrs.evolve(state, phase=OVER, ending="points")
    return state


def _fill(state: SiegeState, size: int, log: Log) -> SiegeState:
    seat = state.current
    hand, deck = state.hands[seat], state.decks[seat]
    n = max(0, min(size - len(hand), len(deck)))
    drawn = tuple(reversed(deck[len(deck) - n :])) if n else ()
    if n:
        hand = tuple(sorted(hand + drawn))
        deck = deck[: len(deck) - n]
    if log is not None:
        log.append(
            Event(
                "draw",
                seat,
                f"{acts(_name(state, seat), 'draws')} {n} card{'s' if n != 1 else ''}.",
                private_text=f"You draw {_list_names(drawn)}.",
            )
        )
    return attrs.evolve(
        state,
        hands=_seat_tuple(state.hands, seat, hand),
        decks=_seat_tuple(state.decks, seat, deck),
    )


def _draw(state: SiegeState, log: Log) -> SiegeState:
    state = _fill(state, HAND, log)
    return attrs.evolve(state, phase=SUMMON, summon_points=SUMMON_POINTS)


def _draft(state: SiegeState, action: Draft, log: Log) -> SiegeState:
    seat, kind = state.current, action.kind
    state = _fill(state, HAND_WHEN_DRAFTING, log)
    deck = [*state.decks[seat], kind]
    rng = shuffle(deck, state.rng)
    piles = list(state.piles)
    piles[kind] -= 1
    if log is not None:
        log.append(
            Event(
                "draft",
                seat,
                f"{acts(_name(state, seat), 'drafts')} {unit_name(kind)} and "
                f"{agree(_name(state, seat), 'shuffles')} it into the deck.",
            )
        )
    return attrs.evolve(
        state,
        rng=rng,
        piles=tuple(piles),
        decks=_seat_tuple(state.decks, seat, tuple(deck)),
        phase=SUMMON,
        summon_points=SUMMON_POINTS - 1,
    )


def _summon(state: SiegeState, action: Summon, log: Log) -> SiegeState:
    seat, kind = state.current, action.kind
    if log is not None:
        log.append(
            Event(
                "summon",
                seat,
                f"{acts(_name(state, seat), 'summons')} {unit_name(kind)} on "
                f"{square_name(action.to)}.",
                squares=(action.to,),
            )
        )
    return attrs.evolve(
        state,
        board=_put(state.board, action.to, Unit(seat, kind)),
        hands=_seat_tuple(state.hands, seat, _without(state.hands[seat], kind)),
        summon_points=state.summon_points - COST[kind] - 1,
    )


def _move(state: SiegeState, action: Move, log: Log) -> SiegeState:
    unit = state.board[action.frm]
    assert unit is not None
    board = _put(state.board, action.frm, None)
    board = _put(board, action.to, attrs.evolve(unit, moved=True))
    if log is not None:
        log.append(
            Event(
                "move",
                unit.owner,
                f"{unit_name(unit.kind)} moves {square_name(action.frm)} to "
                f"{square_name(action.to)}.",
                squares=(action.frm, action.to),
            )
        )
    return attrs.evolve(state, board=board, moves=state.moves + 1)


def _strike(
    state: SiegeState,
    board: list[Unit | None],
    frm: int,
    to: int,
    kind: str,
    charging: bool,
    log: Log,
) -> tuple[int, bool]:
    """The unit on `frm` rolls at the unit on `to`; returns (new generator, target died).
    `board` is changed in place; the dead go to their owner's graveyard."""
    unit, target = board[frm], board[to]
    assert unit is not None and target is not None
    n = dice_count(unit.kind, target.kind, charging)
    face = need(unit.kind, target.kind, to)
    rng, faces = roll(state.rng, n)
    hits = sum(1 for f in faces if f >= face)
    damage = target.damage + hits
    dead = damage >= HEALTH[target.kind]
    board[to] = None if dead else attrs.evolve(target, damage=damage)
    if log is not None:
        verb = "attacks" if kind == "attack" else "strikes back at"
        log.append(
            Event(
                kind,
                unit.owner,
                f"{unit_name(unit.kind)} on {square_name(frm)} {verb} {unit_name(target.kind)} "
                f"on {square_name(to)}: {' '.join(map(str, faces)) or 'no dice'} "
                f"(hit on {face}+), {hits} damage.",
                squares=(frm, to),
                dice=faces,
                need=face,
                hits=hits,
            )
        )
        if dead:
            log.append(
                Event(
                    "death",
                    target.owner,
                    f"{unit_name(target.kind)} on {square_name(to)} dies and goes to the "
                    "graveyard.",
                    squares=(to,),
                )
            )
    return rng, dead


def _attack(state: SiegeState, action: Attack, log: Log) -> SiegeState:
    board = list(state.board)
    unit = board[action.frm]
    assert unit is not None
    board[action.frm] = attrs.evolve(unit, attacked=True)
    target = board[action.to]
    assert target is not None
    graves = [state.graveyards[0], state.graveyards[1]]
    rng, dead = _strike(state, board, action.frm, action.to, "attack", unit.moved, log)
    state = attrs.evolve(state, rng=rng)
    if dead:
        graves[target.owner] = _with(graves[target.owner], target.kind)
    elif distance(action.frm, action.to) <= RANGE[target.kind] and dice_count(
        target.kind, unit.kind
    ):
        # The surviving defender answers once, without Charge (ruling 17.5).
        rng, died = _strike(state, board, action.to, action.frm, "counter", False, log)
        state = attrs.evolve(state, rng=rng)
        if died:
            graves[unit.owner] = _with(graves[unit.owner], unit.kind)
    return attrs.evolve(
        state,
        board=tuple(board),
        graveyards=(graves[0], graves[1]),
        attacks=state.attacks + 1,
    )


def _end_turn(state: SiegeState, log: Log) -> SiegeState:
    seat = state.current
    if seat == state.second:
        if state.round >= state.config.round_limit:
            if log is not None:
                log.append(Event("end", -1, f"Round {state.round} was the last: the game ends."))
            return attrs.evolve(state, phase=OVER, ending="rounds")
        state = attrs.evolve(state, round=state.round + 1)
    return _start_turn(attrs.evolve(state, current=1 - seat), log)


def is_stuck(state: SiegeState) -> bool:
    """Ruling 23: no unit on the board, no card in any hand or deck, every pile empty."""
    if any(state.piles) or any(state.hands) or any(state.decks):
        return False
    return all(u is None for u in state.board)


def settle(state: SiegeState, log: Log) -> SiegeState:
    """Take every step that needs no decision: a phase whose only legal action is `end`
    is skipped unrecorded, as is the draw choice when every pile is empty (ruling 23)."""
    while True:
        phase = state.phase
        if phase in (OVER, DRAFT, SETUP):
            return state
        if is_stuck(state):
            if log is not None:
                log.append(Event("end", -1, "Nobody has a unit or a card left: the game ends."))
            return attrs.evolve(state, phase=OVER, ending="stuck")
        if phase == DRAW:
            if any(state.piles):
                return state
            state = _draw(state, log)
        elif phase == SUMMON:
            if can_summon(state):
                return state
            state = attrs.evolve(state, phase=MOVE)
        elif phase == MOVE:
            if can_move(state):
                return state
            state = attrs.evolve(state, phase=ATTACK)
        else:
            if can_attack(state):
                return state
            state = _end_turn(state, log)


def apply(state: SiegeState, action: Action, log: Log) -> SiegeState:
    """The next state; `action` must be legal (checked by the caller)."""
    t = type(action)
    if t is Move:
        state = _move(state, action, log)  # type: ignore[arg-type]
    elif t is Attack:
        state = _attack(state, action, log)  # type: ignore[arg-type]
    elif t is Summon:
        state = _summon(state, action, log)  # type: ignore[arg-type]
    elif t is End:
        phase = state.phase
        if log is not None:
            label = {SUMMON: "summoning", MOVE: "moving", ATTACK: "the turn"}[phase]
            log.append(
                Event(
                    "end-phase",
                    state.current,
                    f"{acts(_name(state, state.current), 'ends')} {label}.",
                )
            )
        if phase == SUMMON:
            state = attrs.evolve(state, phase=MOVE)
        elif phase == MOVE:
            state = attrs.evolve(state, phase=ATTACK)
        else:
            state = _end_turn(state, log)
    elif t is Draw:
        state = _draw(state, log)
    elif t is Draft:
        state = _draft(state, action, log)  # type: ignore[arg-type]
    elif t is Pick:
        return _pick(state, action, log)  # type: ignore[arg-type]
    elif t is Place:
        state = _place(state, action, log)  # type: ignore[arg-type]
    return settle(state, log)
