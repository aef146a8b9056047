"""Who is looking at the table: which seat sits at the bottom and whose hidden cards may show."""

from __future__ import annotations

import attrs

from siege_desktop.app.session import GameSession
from siege_desktop.games.gifts.rules import Phase


@attrs.frozen
class View:
    """bottom: the seat drawn large at the bottom of the screen.
    viewer: the only seat whose hidden cards (hand faces, private log lines) may be drawn,
    or None when no hand may be shown (autoplay, a CPU turn in pass-and-play, game over in
    pass-and-play)."""

    bottom: int
    viewer: int | None


def human_seats(session: GameSession) -> tuple[int, ...]:
    return tuple(i for i, seat in enumerate(session.seats) if seat.is_human)


def choose_view(session: GameSession, last_human: int | None) -> View:
    """The view for the current state.

    One human: that human's hand always shows. Several humans (pass-and-play): the acting
    human's hand shows once the handoff is confirmed (the table pushes the handoff before a new
    human is shown); during CPU turns the last human stays at the bottom with the hand hidden,
    because the next human may already be watching. No human: the first seat sits
    at the bottom, face down, and the plates stay put while the turn goes round.
    """
    state = session.state
    humans = human_seats(session)
    if state.phase is Phase.OVER:
        if len(humans) == 1:
            return View(humans[0], humans[0])  # your own hand and draws stay yours to see
        bottom = last_human if last_human is not None else (humans[0] if humans else 0)
        return View(bottom, None)
    if not humans:
        return View(0, None)
    if len(humans) == 1:
        return View(humans[0], humans[0])
    if state.seat in humans and state.seat == last_human:
        return View(state.seat, state.seat)
    bottom = last_human if last_human is not None else humans[0]
    return View(bottom, None)
