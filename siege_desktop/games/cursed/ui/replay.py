"""A finished Cursed Gifts game in the replay viewer: each position drawn by the table's own
`Board`, the bottom seat's hand face up (the viewer puts any seat there), the replay's step
buttons in the table's button bar and where the replay is in the centre strip."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app.replay.position import ReplayPosition
from siege_desktop.core.words import YOU, agree
from siege_desktop.games.cursed.rules.actions import Answer, Cure, Play
from siege_desktop.games.cursed.rules.cards import KARMA3, KIND
from siege_desktop.games.cursed.rules.rules import RULES
from siege_desktop.games.cursed.ui.board import Board
from siege_desktop.games.cursed.ui.tooltip import draw_tooltip
from siege_desktop.games.cursed.ui.view import Button, Hotspot, Spot, TableView, card_at

if TYPE_CHECKING:
    from siege_desktop.app.art import Art

#: Why the game ended, in words (outcome's `reason`).
ENDED = {
    "elimination": "every rival was eliminated",
    "deck": "the deck ran out and a full round passed without a card played",
    "rounds": "the round limit was reached",
}


def replay_view(position: ReplayPosition) -> TableView:
    """The table as a replay shows it: every card the bottom seat holds face up, no choices,
    the replay's buttons, and at the last step who won and why."""
    obs = RULES.observation(position.state, position.seat)
    banner = position.note
    result = position.result
    if result is not None:
        winners = " and ".join(position.names[w] for w in result.winners)
        verb = agree(winners if len(result.winners) == 1 else YOU, "wins")
        banner = f"{winners} {verb}: {ENDED.get(result.reason, result.reason)}. {banner}"
    return TableView(
        obs=obs,
        names=position.names,
        kinds=position.kinds,
        show_hand=True,
        playable=usable_cards(position),
        buttons=tuple(
            Button(b.id, b.label, b.primary and b.enabled, b.enabled) for b in position.buttons
        ),
        log=position.log[-60:],
        banner=banner,
    )


def usable_cards(position: ReplayPosition) -> frozenset[int]:
    """The bottom seat's hand cards with a legal use, when that seat decides: the replay
    shows what it could have played (the rest are veiled, as at the table)."""
    state = position.state
    if RULES.to_act(state) != position.seat:
        return frozenset()
    cards: set[int] = set()
    for action in RULES.legal_actions(state):
        if isinstance(action, (Play, Answer)):
            cards.add(action.card)
        elif isinstance(action, Cure):
            cards.update(action.antidotes)
    hand = state.hands[position.seat]
    if KARMA3 in cards:  # three Useless Gifts answering as Bad Karma
        cards.update(c for c in hand if KIND[c] == "useless")
    return frozenset(i for i, c in enumerate(hand) if c in cards)


class ReplayBoard:
    """`app.replay.position.ReplayBoard` for Cursed Gifts: one `Board` for the whole replay,
    each position drawn once into a cached frame (a replay stands still between steps)."""

    def __init__(self, art: Art) -> None:
        self.board = Board(art)
        self._key: object = None
        self._frame: pygame.Surface | None = None
        self._spots: list[tuple[pygame.Rect, Hotspot]] = []

    def draw(
        self, surface: pygame.Surface, position: ReplayPosition, mouse: tuple[int, int]
    ) -> list[tuple[pygame.Rect, str]]:
        view = replay_view(position)
        key = (view, surface.get_size())
        if key != self._key or self._frame is None:
            if self._frame is None or self._frame.get_size() != surface.get_size():
                self._frame = pygame.Surface(surface.get_size()).convert()
            self._spots = self.board.draw(self._frame, view)
            self._key = key
        surface.blit(self._frame, (0, 0))
        hit = next(((r, s) for r, s in reversed(self._spots) if r.collidepoint(mouse)), None)
        card = card_at(view, hit[1] if hit is not None else None)
        if card is not None and hit is not None:
            draw_tooltip(surface, self.board.painter, self.board.faces, card, mouse, hit[0])
        return [(r, str(s[1])) for r, s in self._spots if s[0] == Spot.BUTTON]
