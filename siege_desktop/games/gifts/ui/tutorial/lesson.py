"""The guided first game as data: each step's condition on the game, its text and its targets.

Pure (no pygame): every condition reads the engine's state, legal actions and events, so the
lesson follows the rules as the engine plays them. A step whose moment never comes is skipped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, TypeVar

import attrs

from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.games.gifts.rules import (
    BUILDINGS,
    Action,
    Build,
    Claim,
    DiscardReason,
    Ending,
    Event,
    GameConfig,
    GameState,
    Phase,
    PlayLand,
    Recycle,
    Steal,
    Wrap,
    counted,
    gift_cost,
    gift_name,
    legal_actions,
    lock_discard,
    owner_of,
)
from siege_desktop.games.gifts.rules.cards import (
    BUILDING_COST,
    COLOUR_WORDS,
    GIFT_COLOUR,
    GIFT_COST,
    LAND_NAMES,
    MAX_BUILDINGS,
    MAX_LOCKS,
)

#: The cheapest gift's mana cost (Class I), as the rules set it.
CHEAPEST: Final = min(total for total, _ in GIFT_COST.values())

#: The lesson's table: one Easy opponent, a short game, a seed where every step comes up when
#: the player takes the obvious move each turn
#: (`python -m siege_desktop.games.gifts.ui.tutorial.search` finds it; the test plays it to
#: the end through the app).
SEED: Final = 21
ROUNDS: Final = 10
HUMAN: Final = 0
SEATS: Final = (SeatSpec("You", "human"), SeatSpec("Easy", "easy"))


def new_session() -> GameSession:
    """The tutorial game, from its first move."""
    return GameSession(GameConfig(players=2, round_limit=ROUNDS), SEED, SEATS)


A = TypeVar("A")


@attrs.frozen
class Moment:
    """What a step's condition sees: the game now, the human's legal moves, every event."""

    state: GameState
    legal: tuple[Action, ...]
    events: Sequence[Event]
    seat: int

    @classmethod
    def of(cls, session: GameSession, seat: int = HUMAN) -> Moment:
        s = session.state
        legal = legal_actions(s) if s.seat == seat and s.phase is not Phase.OVER else ()
        return cls(s, legal, session.events, seat)

    def acting(self, phase: Phase) -> bool:
        return self.state.seat == self.seat and self.state.phase is phase

    def offered(self, kind: type[A]) -> list[A]:
        return [a for a in self.legal if isinstance(a, kind)]

    def mine(self, kind: str) -> list[Event]:
        return [e for e in self.events if e.kind == kind and e.seat == self.seat]


@attrs.frozen
class Step:
    """One explanation.

    `when` says whether its moment has come; `text` words it for this position; `act` is
    True when it waits for the player's move (it ends when the player acts, or on Next),
    False when it waits for Next; `targets` names the kinds of legal action it points at.
    """

    id: str
    title: str
    when: Callable[[Moment], bool]
    text: Callable[[Moment], str]
    act: bool = False
    targets: tuple[type, ...] = ()


def _hand(m: Moment) -> str:
    hand = m.state.hands[m.seat]
    parts = [f"{n} {LAND_NAMES[c]}" for c, n in enumerate(hand) if n]
    return ", ".join(parts) or "no lands"


def _cost(gift: int) -> str:
    total, own = gift_cost(gift)
    return f"{total} mana, {own} of them {COLOUR_WORDS[GIFT_COLOUR[gift]]}"


def _welcome(m: Moment) -> str:
    return (
        "Welcome to Gifts Under Siege. You play against one Easy opponent. Hold the most "
        "points in gifts when the game ends: a Class I gift is worth 1, II 2, III 3. "
        "Leave the lesson at any time with the button below."
    )


def _draw(m: Moment) -> str:
    return (
        "Your turn begins: your lands untap and you draw 1 land from the deck. "
        f"Your hand: {_hand(m)}. Lands in hand are hidden from your rival."
    )


def _land(m: Moment) -> str:
    colours = [a.colour for a in m.offered(PlayLand)]
    shown = sorted((g for g in m.state.display if 0 <= g < len(GIFT_COLOUR)), key=gift_cost)
    wanted = [(c, g) for g in shown for c in colours if GIFT_COLOUR[g] == c]
    tip = (
        f"A {LAND_NAMES[wanted[0][0]]} goes toward {gift_name(wanted[0][1])} on display"
        if wanted
        else "Play the colour the gifts you want need"
    )
    return (
        "Play one land a turn: it stays in play and taps for one mana of its colour, the "
        f"same turn too. {tip}. Click a land in your hand, or skip (S)."
    )


def _recycle(m: Moment) -> str:
    n = sum(m.state.lands[m.seat])
    return (
        f"You have {counted(n, 'land')} in play, and the cheapest gift costs {CHEAPEST} mana: "
        "nothing can be paid yet. That is why round 1 usually means Recycle: draw a land, "
        "then discard one to shape your hand. Press Recycle (R)."
    )


def _recycle_discard(m: Moment) -> str:
    return (
        "Now discard one land from your hand (click it, then Confirm). Keep the colours the "
        "display's gifts need; discarded lands go face up to the discard pile."
    )


def _claim(m: Moment) -> str:
    gifts = [a.gift for a in m.offered(Claim)]
    best = max(gifts, key=lambda g: (gift_cost(g)[0], -g))
    return (
        f"Your lands can pay for {gift_name(best)} now: it costs {_cost(best)}. Tapping is "
        "automatic: click a glowing gift in the display to claim it, and the game taps the "
        "lands for you."
    )


def _locks(m: Moment) -> str:
    claimed = m.mine("claim")[-1].gift
    locks = next((n for g, n in m.state.areas[m.seat] if g == claimed), 1)
    return (
        f"{gift_name(claimed)} is yours, with {counted(locks, 'lock')}. Locks guard a gift: "
        "a rival who steals it must also discard one land from hand per lock. The display "
        "refilled at once from the supply."
    )


def _steal(m: Moment) -> str:
    gift = m.offered(Steal)[0].gift
    held = owner_of(m.state, gift)
    locks = held[1] if held is not None else 0
    pay = lock_discard(m.state, m.seat, locks)
    return (
        f"You can steal {gift_name(gift)}: pay its cost ({_cost(gift)}), then discard "
        f"{counted(pay, 'land')} from your hand, one per lock it carries. Click it on your "
        "rival's plate, or take another action."
    )


def _lock_payment(m: Moment) -> str:
    return (
        f"The lock payment: choose {counted(m.state.pending, 'land')} in your hand to "
        "discard, then Confirm. The gift keeps its locks when it changes hands."
    )


def _stolen_from_you(m: Moment) -> str:
    e = next(e for e in m.events if e.kind == "steal" and e.other == m.seat)
    return (
        f"Your rival stole {gift_name(e.gift)}: it paid the cost and a land per lock. "
        f"More locks make a gift dearer to steal; {MAX_LOCKS} locks make it safe."
    )


def _wrap(m: Moment) -> str:
    gifts = {a.gift for a in m.offered(Wrap)}
    gift, locks = next((g, n) for g, n in m.state.areas[m.seat] if g in gifts)
    return (
        f"Wrap: discard one of your lands in play to add a lock to a gift of yours. "
        f"{gift_name(gift)} has {counted(locks, 'lock')}; at {MAX_LOCKS} it is Sealed and can "
        "never be stolen. Click your gift to wrap it, when it is worth a land."
    )


def _sealed(m: Moment) -> str:
    gift = next(g for g, n in m.state.areas[m.seat] if n >= MAX_LOCKS)
    return f"{gift_name(gift)} is Sealed: {MAX_LOCKS} locks, no rival can steal it any more."


def _build(m: Moment) -> str:
    options = sorted({a.building for a in m.offered(Build)})
    b = BUILDINGS[options[0]]
    return (
        f"You can build {b.title}: {b.rule} A building costs {BUILDING_COST[0]} mana, "
        f"{BUILDING_COST[1]} of its colour, and works for the rest of the game; at most "
        f"{MAX_BUILDINGS} each. Click one in the market, "
        "or take another action."
    )


def _last_round(m: Moment) -> str:
    return (
        "This is the last round: the game ends when it is over (the round limit, or the "
        "supply ran out). Every seat gets the same number of turns."
    )


def _end(m: Moment) -> str:
    s = m.state
    mine, theirs = s.score(m.seat), max(s.score(o) for o in range(s.config.players) if o != m.seat)
    verdict = "You win" if mine > theirs else ("A tie on points" if mine == theirs else "Easy wins")
    why = (
        "the supply ran out, so that round was the last"
        if s.ending is Ending.SUPPLY
        else f"it reached its round limit ({s.config.round_limit} rounds here)"
    )
    return (
        f"The game is over: {why}. {verdict}, {mine} to {theirs}. The score is the points of "
        "the gifts held; a tie goes to more Sealed gifts, then more locks. Finish returns to "
        "the title."
    )


def _last_round_now(m: Moment) -> bool:
    s = m.state
    return s.phase is not Phase.OVER and (
        s.round >= s.config.round_limit or s.ending is not Ending.NONE
    )


STEPS: Final[tuple[Step, ...]] = (
    Step("welcome", "Welcome", lambda m: True, _welcome),
    Step(
        "draw",
        "Drawing",
        lambda m: m.state.seat == m.seat and m.state.phase is Phase.LAND and bool(m.mine("draw")),
        _draw,
    ),
    Step(
        "land",
        "Playing a land",
        lambda m: m.acting(Phase.LAND) and bool(m.offered(PlayLand)),
        _land,
        act=True,
        targets=(PlayLand,),
    ),
    Step(
        "recycle",
        "Why round 1 means Recycle",
        lambda m: m.acting(Phase.ACTION) and all(isinstance(a, Recycle) for a in m.legal),
        _recycle,
        act=True,
    ),
    Step(
        "recycle-discard",
        "Recycle's discard",
        lambda m: m.acting(Phase.DISCARD) and m.state.reason is DiscardReason.RECYCLE,
        _recycle_discard,
        act=True,
    ),
    Step(
        "claim",
        "Tapping for a claim",
        lambda m: m.acting(Phase.ACTION) and bool(m.offered(Claim)),
        _claim,
        act=True,
        targets=(Claim,),
    ),
    Step("locks", "Locks", lambda m: bool(m.mine("claim")), _locks),
    Step(
        "steal",
        "A steal",
        lambda m: m.acting(Phase.ACTION) and bool(m.offered(Steal)),
        _steal,
        act=True,
        targets=(Steal,),
    ),
    Step(
        "lock-payment",
        "The lock payment",
        lambda m: m.acting(Phase.DISCARD) and m.state.reason is DiscardReason.STEAL,
        _lock_payment,
        act=True,
    ),
    Step(
        "stolen",
        "Stolen from you",
        lambda m: any(e.kind == "steal" and e.other == m.seat for e in m.events),
        _stolen_from_you,
    ),
    Step(
        "wrap",
        "Wrapping to seal",
        lambda m: m.acting(Phase.ACTION) and bool(m.offered(Wrap)),
        _wrap,
        act=True,
        targets=(Wrap,),
    ),
    Step(
        "sealed",
        "Sealed",
        lambda m: any(n >= MAX_LOCKS for _, n in m.state.areas[m.seat]),
        _sealed,
    ),
    Step(
        "build",
        "Buildings",
        lambda m: m.acting(Phase.ACTION) and bool(m.offered(Build)),
        _build,
        act=True,
        targets=(Build,),
    ),
    Step("last-round", "The last round", _last_round_now, _last_round),
    Step("end", "How the game ends", lambda m: m.state.phase is Phase.OVER, _end),
)


@attrs.define
class Lesson:
    """Which step is shown, which were shown, and when an acting step is answered."""

    steps: tuple[Step, ...] = STEPS
    shown: list[str] = attrs.field(factory=list)
    current: Step | None = None
    text: str = ""
    actions_at: int = 0  # the log's length when the current step appeared

    @property
    def finished(self) -> bool:
        return self.current is not None and self.current.id == self.steps[-1].id

    def number(self) -> int:
        """How far the lesson is (1-based): steps shown so far, the last step last (steps
        come in the order the game makes them arise, and some may never come)."""
        return len(self.steps) if self.finished else len(self.shown)

    def next(self) -> None:
        """The player read the current step (Next)."""
        if self.current is not None and not self.finished:
            self.current = None

    def update(self, session: GameSession, seat: int = HUMAN) -> bool:
        """Close an acting step the player answered, then show the next step whose moment
        has come (in lesson order). True when the step shown changed."""
        before = self.current
        if self.current is not None and self.current.act and len(session.actions) > self.actions_at:
            self.current = None
        if self.current is None:
            m = Moment.of(session, seat)
            for step in self.steps:
                if step.id not in self.shown and step.when(m):
                    self.current = step
                    self.shown.append(step.id)
                    self.text = step.text(m)
                    self.actions_at = len(session.actions)
                    break
        return self.current is not before

    def targets(self, legal: tuple[Action, ...]) -> tuple[Action, ...]:
        """The legal actions the current step points at."""
        if self.current is None or not self.current.targets:
            return ()
        return tuple(a for a in legal if isinstance(a, self.current.targets))
