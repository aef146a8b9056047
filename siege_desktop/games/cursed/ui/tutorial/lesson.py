"""The Cursed Gifts lesson as data: a prepared deal played to an elimination, then a second
position late in a game played to the empty-deck ending, the rival's scripted moves and the
coach's steps, in the one order the practice takes (no pygame).

Every number the coach says (gift values, the 3 plays, the 10 that puts a seat out) is read
from the card data and the rules' constants, so the text cannot drift from the game.
"""

from __future__ import annotations

from collections import Counter
from typing import Final

import attrs

from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.table import lesson
from siege_desktop.core.rng import shuffle
from siege_desktop.games.cursed.rules.actions import END_TURN, PASS, Action, Answer, Cure, Play
from siege_desktop.games.cursed.rules.cards import (
    BY_CODE,
    CARDS_PER_TURN,
    ELIMINATION,
    KARMA3,
    KARMA_NAME,
    VALUE,
    full_deck,
)
from siege_desktop.games.cursed.rules.config import MAX_SEATS, MIN_SEATS, CursedConfig
from siege_desktop.games.cursed.rules.rules import new_game, opening_events
from siege_desktop.games.cursed.rules.state import CursedState

GAME: Final = "cursed-gifts"
SEED: Final = 3  # shuffles the cards nobody sees (the deck under the prepared top)
ROUNDS: Final = 10
HUMAN: Final = 0
RIVAL: Final = 1
SEATS: Final = (SeatSpec("Player", "human"), SeatSpec("Rival", "easy"))

#: The prepared deal: 7 cards each, as the rulebook deals (ruling 17); the player starts.
HANDS: Final = (
    ("clown", "accordion", "fatcula", "helping", "manta", "mug", "globe"),
    ("fish", "mummy", "mirror", "woolf", "globe", "antidote1", "trollol"),
)
#: The deck's top cards in the order they are drawn: Second Helping's two, then one at the
#: end of each turn (yours, the rival's, yours, the rival's).
TOP: Final = ("sweater", "socks", "woolf", "jumble", "antidote5", "siren")


#: The second game, late on, for the empty-deck ending (ruling 14): the areas, the hands,
#: and the deck's last card, which the player draws and then plays to restart the count.
ENDING_AREAS: Final = (("clown", "sweater"), ("fruitcake", "sweater"))
ENDING_HANDS: Final = ((), ("mug", "magnet"))
ENDING_DECK: Final = ("antidote3",)
ENDING_CURED: Final = "clown"  # the gift worth exactly the last card's value
ENDING_ROUND: Final = 6


def _c(code: str) -> int:
    return BY_CODE[code].index


def _name(code: str) -> str:
    return BY_CODE[code].name


def _value(code: str) -> int:
    return VALUE[_c(code)]


def _points(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


def prepared_state() -> CursedState:
    """The lesson's first position: the hands and the deck's top as above, the rest of the
    deck shuffled by the seed, the player (seat 0) first."""
    config = CursedConfig(seats=len(SEATS), names=tuple(s.name for s in SEATS), round_limit=ROUNDS)
    base = new_game(config, SEED)
    rest = Counter(full_deck())
    rest.subtract(_c(code) for hand in HANDS for code in hand)
    rest.subtract(_c(code) for code in TOP)
    if any(n < 0 for n in rest.values()):
        raise ValueError("the lesson's deal uses more copies of a card than the deck holds")
    under = sorted(rest.elements())
    rng = shuffle(under, base.rng)
    deck = tuple(under) + tuple(_c(code) for code in reversed(TOP))  # top card last
    return attrs.evolve(
        base,
        rng=rng,
        deck=deck,
        hands=tuple(tuple(sorted(_c(code) for code in hand)) for hand in HANDS),
        first_player=HUMAN,
        current=HUMAN,
    )


def ending_state() -> CursedState:
    """The lesson's second position, late in a game: the deck down to its last card, every
    other card played and discarded (in an order the seed shuffles), the player to act."""
    base = prepared_state()
    rest = Counter(full_deck())
    placed = [*ENDING_DECK, *(c for area in ENDING_AREAS for c in area)]
    rest.subtract(_c(code) for code in placed)
    rest.subtract(_c(code) for hand in ENDING_HANDS for code in hand)
    discard = sorted(rest.elements())
    rng = shuffle(discard, base.rng)
    return attrs.evolve(
        base,
        rng=rng,
        deck=tuple(_c(code) for code in ENDING_DECK),
        discard=tuple(discard),
        hands=tuple(tuple(sorted(_c(code) for code in hand)) for hand in ENDING_HANDS),
        areas=tuple(tuple((_c(code), ()) for code in area) for area in ENDING_AREAS),
        round=ENDING_ROUND,
        turn=2 * ENDING_ROUND - 1,
    )


def new_session(state: CursedState | None = None) -> GameSession:
    """The practice game at its first move (or at `state`, the second position). The
    session's state is prepared, not the seed's: it is never saved nor replayed (the tutorial
    has no undo, autosave or history); its log opens with the turn at hand."""
    start = prepared_state() if state is None else state
    session = GameSession(start.config, SEED, SEATS, game=GAME)
    session.state = start
    session.events = list(opening_events(start))
    return session


# The script's parts are the shared lesson's (`app/table/lesson.py`), named here for the plan.
Step = lesson.Step
RivalMove = lesson.RivalMove
NewDeal = lesson.NewDeal
Beat = lesson.Beat[Action]

_OUT = ELIMINATION
_CLOWN, _FATCULA, _ACCORDION = _value("clown"), _value("fatcula"), _value("accordion")
_FISH, _MIRROR, _SWEATER = _value("fish"), _value("mirror"), _value("sweater")
_ANTIDOTE = _value("antidote5")
_AFTER_T1 = _CLOWN + _FATCULA
_AFTER_T3 = _AFTER_T1 + _ACCORDION
_QUIET = len(SEATS)  # one quiet turn per seat still in (ruling 14)
_MINE = sum(_value(code) for code in ENDING_AREAS[HUMAN])
_THEIRS = sum(_value(code) for code in ENDING_AREAS[RIVAL])
_CURE = _value(ENDING_DECK[0])

PLAN: Final[tuple[Beat, ...]] = (
    Step(
        "welcome",
        "Welcome to Cursed Gifts",
        f"Offer Cursed Gifts to your rivals: when the gifts in an area add up to {_OUT} or "
        "more, that player is out. The last one standing wins. Your area and hand are at the "
        "bottom, your Rival's area at the top. Press Next (Enter).",
    ),
    Step(
        "offer",
        "Offer a Cursed Gift",
        f"Click the {_name('clown')} ({_CLOWN}) in your hand: it goes to your Rival's area, "
        f"which then totals {_CLOWN} of {_OUT}. A gift cannot be refused, and you never give "
        "one to yourself.",
        Play(_c("clown"), RIVAL),
        f"Click the {_name('clown')} in your hand (outlined).",
    ),
    RivalMove(PASS),
    Step(
        "limit",
        f"{CARDS_PER_TURN} plays, one Cursed Gift",
        f"A turn is up to {CARDS_PER_TURN} cards, only one of them a Cursed Gift: yours is "
        f"used, so the {_name('accordion')} is dimmed (see Plays, top right). Other cards "
        f"still count: click {_name('fatcula')} to bite the Doll, +{_FATCULA}: "
        f"{_AFTER_T1} of {_OUT}.",
        Play(_c("fatcula"), RIVAL, 0),
        f"A second Cursed Gift is not allowed this turn: click {_name('fatcula')}.",
    ),
    RivalMove(PASS),
    Step(
        "third",
        "Your third card",
        f"{_name('helping')} draws {_value('helping')} cards: click it. "
        f"That makes {CARDS_PER_TURN} of {CARDS_PER_TURN} plays.",
        Play(_c("helping")),
        f"Click {_name('helping')} in your hand.",
    ),
    Step(
        "end",
        "End your turn",
        f"{CARDS_PER_TURN} of {CARDS_PER_TURN}: nothing more to play. Click End turn and draw "
        "(E); you draw 1 card. You may also end a turn early, with cards left.",
        END_TURN,
        "Click End turn and draw (right), or press E.",
    ),
    RivalMove(Play(_c("fish"), HUMAN)),
    RivalMove(Play(_c("mummy"), HUMAN, 0)),
    Step(
        "comeback",
        "Answer out of turn",
        f"It is the Rival's turn, yet you decide now: its {_name('fish')} ({_FISH}) was "
        f"Inevitable (no answer), but its {_name('mummy')} (+{_value('mummy')}) can be "
        f"answered. Click {_name('manta')}, a Comeback, to cancel it.",
        Answer(_c("manta")),
        f"Click {_name('manta')} in your hand, or its Answer button on the right.",
    ),
    RivalMove(Answer(_c("woolf"))),
    Step(
        "chain",
        "A chain of Comebacks",
        f"The Rival answers your {_name('manta')} with {_name('woolf')}. A Comeback answers "
        f"the last card played; only {_name('woolf')} and {_name('seal')} answer a Comeback. "
        f"You drew one: click your {_name('woolf')}. When the chain stops, the last card "
        f"wins: the {_name('mummy')} stays cancelled.",
        Answer(_c("woolf")),
        f"Click {_name('woolf')} in your hand, or its Answer button on the right.",
    ),
    RivalMove(PASS),
    RivalMove(Play(_c("trollol"), HUMAN)),
    Step(
        "karma",
        KARMA_NAME,
        f"{_name('trollol')} would swap your hands. Three Useless Gifts played together are "
        f"a {KARMA_NAME}: it answers a Cursed Gift or a Treachery and sends it back to its "
        f"player (a {_name('trollol')} on oneself does nothing). Click Answer: {KARMA_NAME}.",
        Answer(KARMA3),
        f"Click the Answer: {KARMA_NAME} button on the right.",
    ),
    RivalMove(PASS),
    RivalMove(END_TURN),
    Step(
        "again",
        "Your turn again",
        f"Now the {_name('accordion')} may go: click it to offer {_ACCORDION}. Your Rival goes "
        f"to {_AFTER_T3} of {_OUT}.",
        Play(_c("accordion"), RIVAL),
        f"Click the {_name('accordion')} in your hand.",
    ),
    RivalMove(PASS),
    Step(
        "end2",
        "End your turn",
        "Click End turn and draw (E).",
        END_TURN,
        "Click End turn and draw (right), or press E.",
    ),
    RivalMove(Play(_c("mirror"), HUMAN)),
    RivalMove(END_TURN),
    Step(
        "cure",
        "Cure with an exact Antidote",
        f"Your area holds {_FISH} + {_MIRROR} = {_FISH + _MIRROR}. An Antidote cures gifts of "
        f"your own area worth exactly its value, and it may be split over several gifts: "
        f"click the Antidote -{_ANTIDOTE}, then both gifts, then Confirm cure (Enter).",
        Cure((0, 1), (_c("antidote5"),)),
        f"Click the Antidote -{_ANTIDOTE}, then your two gifts, then Confirm cure.",
    ),
    Step(
        "win",
        "Win by elimination",
        f"Your Rival is at {_AFTER_T3}. Offer the {_name('sweater')} ({_SWEATER}): "
        f"{_AFTER_T3 + _SWEATER} puts it out, and the last one standing wins.",
        Play(_c("sweater"), RIVAL),
        f"Click the {_name('sweater')} in your hand.",
    ),
    RivalMove(PASS),
    Step(
        "won",
        "Won by elimination",
        f"Your Rival reached {_AFTER_T3 + _SWEATER} and is out: the last one standing wins. "
        "A game also ends when the deck runs out. Next sets up a game near its end, so you "
        "can play that ending. Press Next (Enter).",
    ),
    NewDeal(),
    Step(
        "lastcard",
        "The last card",
        f"A new game, late on: the deck holds {len(ENDING_DECK)} card and is never "
        f"reshuffled. You have {_points(_MINE)}, your Rival {_THEIRS}; your hand is empty. "
        "Click End turn and draw (E): you draw the last card.",
        END_TURN,
        "Click End turn and draw (right), or press E.",
    ),
    Step(
        "quiet",
        "The quiet round",
        "The deck is empty. A turn that begins with the deck empty and sees no card played "
        f"is quiet: {_QUIET} quiet turns in a row, one per player still in, end the game (the "
        "deck's place counts them), and the fewest points wins. Your turn drew the last card, "
        "so it does not count: you get a turn to play that card. Press Next (Enter).",
    ),
    RivalMove(END_TURN),
    Step(
        "restart",
        "A card restarts the count",
        f"Your Rival played nothing: 1 quiet turn of {_QUIET}. If you play nothing too, the "
        f"game ends with your {_MINE} against its {_THEIRS}, and you lose. You drew an "
        f"Antidote -{_CURE}: click it, then your {_name(ENDING_CURED)}, then Confirm cure "
        "(Enter). Any card played starts the count again.",
        Cure((ENDING_AREAS[HUMAN].index(ENDING_CURED),), (_c(ENDING_DECK[0]),)),
        f"Click the Antidote -{_CURE}, then your {_name(ENDING_CURED)}, then Confirm cure.",
    ),
    Step(
        "end3",
        "End your turn",
        f"You have {_points(_MINE - _CURE)} now, and no turn is quiet yet. Click End turn "
        "(E): the deck is empty, so the button no longer draws.",
        END_TURN,
        "Click End turn (right), or press E.",
    ),
    RivalMove(END_TURN),
    Step(
        "last",
        "The round passes",
        f"Your Rival played nothing again: 1 quiet turn of {_QUIET}. End your turn without "
        f"a card (E): {_QUIET} of {_QUIET}, the round has passed and the game ends, your "
        f"{_MINE - _CURE} against its {_THEIRS}.",
        END_TURN,
        "Click End turn (right), or press E.",
    ),
    Step(
        "done",
        "You won!",
        f"The deck ran out and a round passed without a card: your {_points(_MINE - _CURE)} "
        f"beat your Rival's {_THEIRS} (on a tie, the fewest Cursed Gifts wins). That is "
        f"Cursed Gifts: one gift a turn, up to {CARDS_PER_TURN} cards, Comebacks and their "
        f"chains, {KARMA_NAME}, exact cures, {_OUT} puts a player out, and the quiet round. "
        f"Real games seat {MIN_SEATS} to {MAX_SEATS}; the Rules screen has every card.",
    ),
)

STEPS: Final = lesson.steps_of(PLAN)
