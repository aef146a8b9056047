"""The Siege lesson as data: a prepared position near the end of the opening draft, the
rival's scripted moves and the coach's steps, in the one order the practice game takes (no
pygame). The player drafts the last Ember Soldier, places four units, marches the Soldier up
the board and an Outrider onto the central tower c8, then strikes a Thorn Warden hiding in
forest with Red's advantage over Green, takes its counterattack, and scores the tower.

Every number the coach says (dice, faces to hit, moves, points) is read from the unit data
and the rules' constants, so the text cannot drift from the game. The generator's seed is
chosen (see `tutorial/search.py`) so the lesson's one attack wounds the Warden without
killing it and its counterattack lands: the story the coach tells is the one the dice roll.
"""

from __future__ import annotations

from collections import Counter
from typing import Final

import attrs

from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.table import lesson
from siege_desktop.games.siege.rules.actions import DRAW, END, Action, Attack, Move, Pick, Place
from siege_desktop.games.siege.rules.combat import dice_count, need
from siege_desktop.games.siege.rules.config import SiegeConfig
from siege_desktop.games.siege.rules.data import (
    BY_CODE,
    CENTRAL_POINTS,
    COLOUR_MOD,
    HAND,
    HIT,
    MOVES_PER_TURN,
    OPENING_PICKS,
    SIEGE_POINTS,
    SUMMON_POINTS,
    TO_WIN,
    parse_square,
)
from siege_desktop.games.siege.rules.rules import new_game
from siege_desktop.games.siege.rules.state import SiegeState

GAME: Final = "siege"
SEED: Final = 1  # the session's seed: names the practice game, never replayed
#: The generator's state once the position is prepared: it shuffles the decks after setup
#: and rolls the lesson's dice (found by `search.py`: wounds, no kill, a counter that hits).
DICE: Final = 5
ROUNDS: Final = 20
HUMAN: Final = 0  # South, at the bottom
RIVAL: Final = 1
SEATS: Final = (SeatSpec("Player", "human"), SeatSpec("Rival", "easy"))

#: The opening draft so far: 14 picks each of the 30 (the player picks first).
DRAFTED: Final = (
    ("R1", "R2", "R2", "G1", "G1", "G2", "G3", "B1", "B1", "B3", "B3", "N1", "N1", "N3"),
    ("R2", "R2", "R3", "R3", "G1", "G2", "G2", "B1", "B2", "B2", "B3", "N1", "N2", "N2"),
)


def _k(code: str) -> int:
    return BY_CODE[code].index


def _sq(name: str) -> int:
    return parse_square(name)


def _name(code: str) -> str:
    return BY_CODE[code].name


SOLDIER, WARDEN, OUTRIDER = "R1", "G2", "B1"
#: The squares of the story.
SOLDIER_AT, OUTRIDER_AT = "f4", "e3"
SOLDIER_UP, SOLDIER_IN = "f8", "g10"
TOWER = "c8"
WARDEN_AT, WARDEN_IN = "g13", "h10"

_S, _W = BY_CODE[SOLDIER], BY_CODE[WARDEN]
_DICE = dice_count(_k(SOLDIER), _k(WARDEN))
_NEED = need(_k(SOLDIER), _k(WARDEN), _sq(WARDEN_IN))
_COUNTER_DICE = dice_count(_k(WARDEN), _k(SOLDIER))
_MOD = COLOUR_MOD[_k(SOLDIER)][_k(WARDEN)]
_COUNTER_MOD = COLOUR_MOD[_k(WARDEN)][_k(SOLDIER)]
_COUNTER_NEED = need(_k(WARDEN), _k(SOLDIER), _sq(SOLDIER_IN))


def prepared_state() -> SiegeState:
    """The lesson's first position: pick 29 of the opening draft, the player (South) to
    pick, the piles what the 28 picks left, the generator at `DICE`."""
    config = SiegeConfig(names=tuple(s.name for s in SEATS), round_limit=ROUNDS)
    base = new_game(config, SEED)
    taken = Counter(_k(code) for seat in DRAFTED for code in seat)
    piles = tuple(n - taken[k] for k, n in enumerate(base.piles))
    if any(n < 0 for n in piles):
        raise ValueError("the lesson's draft takes more copies of a unit than the piles hold")
    if any(len(seat) != OPENING_PICKS - 1 for seat in DRAFTED):
        raise ValueError("the lesson starts at the last pick of each side")
    return attrs.evolve(
        base,
        rng=DICE,
        first=HUMAN,
        current=HUMAN,
        piles=piles,
        drafted=tuple(tuple(sorted(_k(c) for c in seat)) for seat in DRAFTED),
    )


def new_session() -> GameSession:
    """The practice game at its first decision. The session's state is the prepared one,
    not the seed's: it is never saved nor replayed (no undo, autosave or history)."""
    state = prepared_state()
    session = GameSession(state.config, SEED, SEATS, game=GAME)
    session.state = state
    return session


# The script's parts are the shared lesson's (`app/table/lesson.py`), named here for the plan.
Step = lesson.Step
RivalMove = lesson.RivalMove
Beat = lesson.Beat[Action]


def _move(a: str, b: str) -> Move:
    return Move(_sq(a), _sq(b))


PLAN: Final[tuple[Beat, ...]] = (
    Step(
        "welcome",
        "Welcome to Siege",
        f"Two commanders fight over four towers. Stand on a central tower at the start of your "
        f"turn for {CENTRAL_POINTS} point, on the enemy's siege tower for {SIEGE_POINTS}; the "
        f"first to "
        f"{TO_WIN} wins. You are South, at the bottom. Press Next (Enter).",
    ),
    Step(
        "draft",
        "The draft: the last pick",
        f"Both sides draft {OPENING_PICKS} units from the open piles, one pick each in turn. "
        f"Your Rival holds Green Thorn units. Red beats Green (fire burns leaf): a Red unit "
        f"rolls one die more against Green. Click the {_name(SOLDIER)} pile.",
        Pick(_k(SOLDIER)),
        f"Click the {_name(SOLDIER)} pile (R1) in the centre.",
    ),
    RivalMove(Pick(_k(WARDEN))),
    Step(
        "place",
        "Setup: place four units",
        f"Each side places 4 units in its lit zone around its siege tower; the rest become its "
        f"deck. Click the {_name(SOLDIER)} tile, then the lit square {SOLDIER_AT}.",
        Place(_k(SOLDIER), _sq(SOLDIER_AT)),
        f"Click the {_name(SOLDIER)} tile, then the square {SOLDIER_AT}.",
    ),
    RivalMove(Place(_k(WARDEN), _sq(WARDEN_AT))),
    Step(
        "place2",
        "A fast rider",
        f"The {_name(OUTRIDER)} moves {BY_CODE[OUTRIDER].move} squares a turn but has only "
        f"{BY_CODE[OUTRIDER].health} Health. Place it on {OUTRIDER_AT}.",
        Place(_k(OUTRIDER), _sq(OUTRIDER_AT)),
        f"Click the {_name(OUTRIDER)} tile, then the square {OUTRIDER_AT}.",
    ),
    RivalMove(Place(_k("N1"), _sq("f14"))),
    Step(
        "place3",
        "Guard your towers",
        "A Thorn Blade on g3 guards the way to your siege tower.",
        Place(_k("G1"), _sq("g3")),
        "Click the Thorn Blade tile, then the square g3.",
    ),
    RivalMove(Place(_k("R2"), _sq("e13"))),
    Step(
        "place4",
        "The last placement",
        f"A {_name('B3')} on your own siege tower f2: enemies on it would score "
        f"{SIEGE_POINTS} a turn.",
        Place(_k("B3"), _sq("f2")),
        f"Click the {_name('B3')} tile, then the square f2.",
    ),
    RivalMove(Place(_k("B2"), _sq("h14"))),
    Step(
        "draw",
        "Your turn: draw",
        f"A turn is Draw, Summon, Move, Attack. Draw fills your hand to {HAND} (drafting a card "
        "instead costs a summoning point). Click Draw to 5, or press D.",
        DRAW,
        "Click Draw to 5 (right), or press D.",
    ),
    Step(
        "summon",
        "Summon, later",
        f"You have {SUMMON_POINTS} points to summon units from your hand into your zone. Keep "
        "them in hand this time: click End summoning (E).",
        END,
        "Click End summoning (right), or press E.",
    ),
    Step(
        "move",
        "Move",
        f"Up to {MOVES_PER_TURN} units move a turn, each up to its Move, never through "
        f"mountains or enemies. Click your {_name(SOLDIER)} on {SOLDIER_AT}: the lit squares "
        f"are where it can go. Click {SOLDIER_UP}.",
        _move(SOLDIER_AT, SOLDIER_UP),
        f"Click the {_name(SOLDIER)} on {SOLDIER_AT}, then the square {SOLDIER_UP}.",
    ),
    Step(
        "tower",
        "Take a tower",
        f"Now the {_name(OUTRIDER)} on {OUTRIDER_AT}: ride it onto the central tower {TOWER}. "
        "If it is still there when your next turn starts, the tower scores.",
        _move(OUTRIDER_AT, TOWER),
        f"Click the {_name(OUTRIDER)} on {OUTRIDER_AT}, then the tower {TOWER}.",
    ),
    Step(
        "end-move",
        "End moving",
        "No enemy is in reach of an attack yet, so after moving your turn ends by itself. "
        "Click End moving (E).",
        END,
        "Click End moving (right), or press E.",
    ),
    RivalMove(DRAW),
    RivalMove(END),
    RivalMove(_move(WARDEN_AT, WARDEN_IN)),
    RivalMove(END),
    Step(
        "scored",
        "The tower scored",
        f"Your {_name(OUTRIDER)} held {TOWER} through your Rival's turn: {CENTRAL_POINTS} point "
        f"(top right). The Rival's {_name(WARDEN)} hid in the forest on {WARDEN_IN}: dice "
        f"against a unit in forest hit only on {_NEED}+, not {HIT}+. Click Draw to 5 (D).",
        DRAW,
        "Click Draw to 5 (right), or press D.",
    ),
    Step(
        "summon2",
        "Summon, later",
        "Click End summoning (E).",
        END,
        "Click End summoning (right), or press E.",
    ),
    Step(
        "close",
        "Close in",
        f"Attacks reach as far as a unit's Range: {BY_CODE[SOLDIER].range} for the "
        f"{_name(SOLDIER)}. Move it from {SOLDIER_UP} to {SOLDIER_IN}, beside the forest.",
        _move(SOLDIER_UP, SOLDIER_IN),
        f"Click the {_name(SOLDIER)} on {SOLDIER_UP}, then the square {SOLDIER_IN}.",
    ),
    Step(
        "end-move2",
        "On to the attack",
        "Click End moving (E): the Attack step begins.",
        END,
        "Click End moving (right), or press E.",
    ),
    Step(
        "attack",
        "Attack with the colour's advantage",
        f"Click your {_name(SOLDIER)}, then the {_name(WARDEN)}. The preview shows the dice: "
        f"Attack {_S.attack}, {_MOD:+d} because Red beats Green, so {_DICE} dice, each hitting on "
        f"{_NEED}+ in forest. Confirm with Enter or a second click.",
        Attack(_sq(SOLDIER_IN), _sq(WARDEN_IN)),
        f"Click the {_name(SOLDIER)} on {SOLDIER_IN}, then the {_name(WARDEN)} on {WARDEN_IN}, "
        "then Attack!",
    ),
    Step(
        "counter",
        "The counterattack",
        f"The {_name(WARDEN)} lived ({_W.health} Health), so it struck back at once, as every "
        f"survivor within its Range does: Attack {_W.attack}, {_COUNTER_MOD:+d} because Red beats "
        "Green, so "
        f"{_COUNTER_DICE} die on {_COUNTER_NEED}+ (your Soldier stands in the open). The "
        "panel under your hand shows both rolls, hits in gold. Press Next (Enter).",
    ),
    RivalMove(DRAW),
    RivalMove(END),
    RivalMove(END),
    RivalMove(END),
    Step(
        "done",
        "Your second point",
        f"Your {_name(OUTRIDER)} still holds {TOWER}: another point. That is Siege: draft, "
        f"place, draw, summon, move and attack, and hold towers to reach {TO_WIN}. The Rules "
        "screen has every unit and ability.",
    ),
)

STEPS: Final = lesson.steps_of(PLAN)
