"""The Cursed Gifts table: your turn by clicks, Comeback windows, pass-and-play handoffs,
CPU seats on a worker thread at a pace a player can follow, and the game over."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pygame

from siege_desktop.app.intents import Click, Intent, Key, Motion
from siege_desktop.app.scene import Scene
from siege_desktop.app.session import GameSession
from siege_desktop.app.table.cpu import CpuSeats
from siege_desktop.app.table.handoff import HandoffScene
from siege_desktop.core.registry import find_game
from siege_desktop.games.cursed.actions import END_TURN, PASS, Answer, Cure, EndTurn, Pass, Play
from siege_desktop.games.cursed.cards import CARDS, KARMA3, KIND, VALUE
from siege_desktop.games.cursed.rules import can_answer
from siege_desktop.games.cursed.state import CursedState, gift_points
from siege_desktop.games.cursed.ui.board import Board
from siege_desktop.games.cursed.ui.faces import card_label
from siege_desktop.games.cursed.ui.motion import Motion as CardMotion
from siege_desktop.games.cursed.ui.motion import Seen
from siege_desktop.games.cursed.ui.preview import preview
from siege_desktop.games.cursed.ui.sounds import planner
from siege_desktop.games.cursed.ui.tooltip import draw_tooltip
from siege_desktop.games.cursed.ui.view import Button, Hotspot, TableView

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

#: Seconds between CPU decisions: a turn's plays, then each answer, one at a time.
CPU_PACE = 1.0
ENDINGS = {
    "elimination": "Every rival was eliminated.",
    "deck": "The deck ran out and a full round passed without a card played.",
    "rounds": "The round limit was reached.",
}


class CursedTableScene(Scene):
    opaque = True

    def __init__(self, app: App, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.spec = find_game(session.game)
        self.rules = self.spec.rules
        kinds = tuple(s.kind for s in session.seats)
        self.humans = tuple(i for i, k in enumerate(kinds) if k == "human")
        self.cpu = CpuSeats(session.seed, kinds, self.spec)
        self.board = Board(app.art)
        self.motion = CardMotion(self.board.faces)
        #: The human holding the screen in pass-and-play (None until the first handoff).
        self.holder: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.handing_off = False
        self.wait = 0.0
        self.fast = False  # Tab: skip ahead to the next human decision
        self.banner = ""
        self.card: int | None = None  # hand index of the card being played
        self.sel_at = -1
        self.sel_on = -1
        self.cure_gifts: list[int] = []
        self.cure_antidotes: list[int] = []  # hand indexes
        #: A play chosen and waiting for Confirm, and the click that confirms it too.
        self.pending: Play | None = None
        self.pending_spot: Hotspot | None = None
        self._previews: dict[object, tuple[str, ...]] = {}
        self.hover: Hotspot | None = None
        self.mouse = (0, 0)
        self.spots: list[tuple[pygame.Rect, Hotspot]] = []
        self._cache_key: object = None
        self._cache: pygame.Surface | None = None

    # --- the model ---------------------------------------------------------------------
    @property
    def state(self) -> CursedState:
        state: CursedState = self.session.state
        return state

    def to_act(self) -> int:
        return self.rules.to_act(self.state)

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.session.seats) and self.session.seats[seat].is_human

    @property
    def viewer(self) -> int:
        """The seat at the bottom: the human holding the screen, else the first seat."""
        if self.holder is not None:
            return self.holder
        return self.humans[0] if self.humans else 0

    @property
    def show_hand(self) -> bool:
        return self.holder is not None and not self.handing_off

    def my_decision(self) -> bool:
        seat = self.to_act()
        return seat >= 0 and seat == self.holder and not self.handing_off

    def play(self, action: Any) -> None:
        actor = self.to_act()
        before = self._seen()
        events = self.session.play(action)
        self.clear_choice()
        self._animate(events, before)
        result = self.rules.outcome(self.state)
        winners = result.winners if result is not None else ()
        self.app.sound.on_events(events, self.humans, planner(winners))
        if not self.is_human(actor) or actor != self.holder:
            texts = [e.text_for(self.viewer) for e in events if e.kind not in ("turn",)]
            self.banner = " ".join(texts[:2])
        else:
            self.banner = ""
        self.app.autosave(self.session)

    def _seen(self) -> Seen:
        """The table as the viewer sees it now, and where the last frame drew each piece."""
        if self._cache is None or self._cache_key is None:
            self._render(self.app.window.get_size())
        obs = self.rules.observation(self.state, self.viewer)
        return Seen(obs, self.board.places, self.show_hand)

    def _animate(self, events: Any, before: Seen) -> None:
        """Start the flights of one action: the new frame is drawn now for where they land."""
        if before.obs.seat != self.viewer:
            return
        self._render(self.app.window.get_size())
        visible = [e.visible_to(self.viewer) for e in events]
        speed = float(self.app.settings.animation_speed)
        self.motion.on_events(visible, before, self._seen(), speed)

    def clear_choice(self) -> None:
        self.card = None
        self.sel_at = self.sel_on = -1
        self.cure_gifts = []
        self.cure_antidotes = []
        self.pending = self.pending_spot = None

    # --- the frame ---------------------------------------------------------------------
    def leave(self) -> None:
        self.cpu.shutdown()

    def animating(self) -> bool:
        seat = self.to_act()
        return self.motion.busy or (seat >= 0 and not self.is_human(seat))

    def update(self, dt: float) -> None:
        self.motion.update(dt)
        if self.rules.is_over(self.state) or self.handing_off:
            return
        seat = self.to_act()
        if self.is_human(seat):
            self.fast = False
            state = self.state
            if (
                state.window >= 0
                and self.session.table_rules.get("ask_only_when_can_answer")
                and not can_answer(state)
            ):
                self.play(PASS)
                return
            if seat != self.holder:
                self._hand_to(seat)
            return
        if self.wait > 0 and not self.fast:
            self.wait -= dt
            return
        key = len(self.session.actions)
        self.cpu.request(self.state, key)
        action = self.cpu.result(key)
        if action is not None:
            self.play(action)
            self.wait = CPU_PACE
            self.app.needs_draw = True

    def _hand_to(self, seat: int) -> None:
        """Pass-and-play: hide every hand until `seat` is ready (ruling 11)."""
        if len(self.humans) <= 1:
            self.holder = seat
            return
        self.handing_off = True
        self.motion.clear()  # the next player's table is another view: no flight carries over

        def ready() -> None:
            self.holder = seat
            self.handing_off = False

        self.app.push(HandoffScene(self.app, self.session.seats[seat].name, ready))

    # --- what can be chosen ----------------------------------------------------------------
    def legal(self) -> tuple[Any, ...]:
        return tuple(self.rules.legal_actions(self.state)) if self.my_decision() else ()

    def hand(self) -> tuple[int, ...]:
        return self.state.hands[self.viewer]

    def _card_actions(self, legal: tuple[Any, ...], card: int) -> list[Any]:
        out: list[Any] = []
        for a in legal:
            if (isinstance(a, (Play, Answer)) and a.card == card) or (
                isinstance(a, Cure) and card in a.antidotes
            ):
                out.append(a)
            elif isinstance(a, Answer) and a.card == KARMA3 and KIND[card] == "useless":
                out.append(a)  # three Useless Gifts answer together as Bad Karma
        return out

    def _plays(self, legal: tuple[Any, ...]) -> list[Play]:
        if self.card is None:
            return []
        card = self.hand()[self.card]
        return [
            a
            for a in legal
            if isinstance(a, Play)
            and a.card == card
            and (self.sel_at < 0 or a.at == self.sel_at)
            and (self.sel_on < 0 or a.on == self.sel_on)
        ]

    def _cure(self, legal: tuple[Any, ...]) -> Cure | None:
        hand = self.hand()
        want = Cure(
            tuple(sorted(self.cure_gifts)), tuple(sorted(hand[i] for i in self.cure_antidotes))
        )
        return want if want in legal else None

    def cure_remaining(self) -> int:
        area = self.state.areas[self.viewer]
        cure = sum(VALUE[self.hand()[i]] for i in self.cure_antidotes)
        return cure - sum(gift_points(area[g]) for g in self.cure_gifts)

    # --- input -------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, Motion):
            self.mouse = intent.pos
            self.hover = self._spot(intent.pos)
            return True
        if isinstance(intent, Click):
            if intent.button == 3:
                self.clear_choice()
                return True
            spot = self._spot(intent.pos)
            if spot is not None:
                self.click(spot)
            return True
        if isinstance(intent, Key):
            return self.key(intent.key)
        return False

    def _spot(self, pos: tuple[int, int]) -> Hotspot | None:
        for rect, spot in reversed(self.spots):
            if rect.collidepoint(pos):
                return spot
        return None

    def key(self, key: int) -> bool:
        names = {
            pygame.K_e: "end",
            pygame.K_p: "pass",
            pygame.K_RETURN: "confirm",
            pygame.K_KP_ENTER: "confirm",
            pygame.K_TAB: "skip",
            pygame.K_BACKSPACE: "cancel",
        }
        if key == pygame.K_ESCAPE and (self.card is not None or self.cure_antidotes):
            self.clear_choice()
            return True
        name = names.get(key)
        if name is None:
            return False
        if name == "confirm" and self.rules.is_over(self.state):
            name = "again"
        self.click(("button", name))
        return True

    def click(self, spot: Hotspot) -> None:
        """One decision by click (also what keys and tests post, through `handle`)."""
        kind = spot[0]
        if kind == "button":
            self._button(spot[1])
            return
        legal = self.legal()
        if not legal:
            return
        chosen = self.pending
        self.pending = self.pending_spot = None
        self._choose(legal, spot)
        if chosen is not None and self.pending == chosen:
            self.play(chosen)  # the same target clicked again: confirmed

    def _choose(self, legal: tuple[Any, ...], spot: Hotspot) -> None:
        kind = spot[0]
        if kind == "hand":
            self._hand_click(legal, spot[1])
        elif kind == "seat" and self.card is not None:
            self.sel_at = spot[1]
            self._try_play(legal, spot)
        elif kind == "gift":
            self._gift_click(legal, spot[1], spot[2])

    def _hand_click(self, legal: tuple[Any, ...], index: int) -> None:
        hand = self.hand()
        if not 0 <= index < len(hand):
            return
        card = hand[index]
        if self.cure_antidotes and KIND[card] == "antidote":
            if index in self.cure_antidotes:
                self.cure_antidotes.remove(index)
            else:
                self.cure_antidotes.append(index)
            if not self.cure_antidotes:
                self.clear_choice()
            return
        uses = self._card_actions(legal, card)
        if not uses:
            return
        self.clear_choice()
        if isinstance(uses[0], Answer):
            self.play(uses[0])
            return
        if KIND[card] == "antidote":
            self.cure_antidotes = [index]
            return
        self.card = index
        self._try_play(legal, ("hand", index))

    def _gift_click(self, legal: tuple[Any, ...], seat: int, index: int) -> None:
        if self.cure_antidotes:
            if seat == self.viewer:
                if index in self.cure_gifts:
                    self.cure_gifts.remove(index)
                else:
                    self.cure_gifts.append(index)
            return
        if self.card is None:
            return
        plays = self._plays(legal)
        if seat != self.viewer and any(a.at == seat and a.on == index for a in plays):
            self.sel_at, self.sel_on = seat, index
        elif seat == self.viewer and any(a.on == index for a in plays):
            self.sel_on = index
        elif any(a.at == seat and a.on < 0 for a in plays):
            self.sel_at = seat  # a click on a gift inside a targeted seat chooses the seat
        else:
            return
        self._try_play(legal, ("gift", seat, index))

    def _try_play(self, legal: tuple[Any, ...], spot: Hotspot) -> None:
        """Preview the chosen card once the targets picked so far name exactly one action;
        Confirm (or `spot` clicked again) plays it."""
        plays = self._plays(legal)
        if not plays:
            self.sel_at = self.sel_on = -1
            plays = self._plays(legal)
        if len(plays) == 1:
            self.pending, self.pending_spot = plays[0], spot

    def preview_lines(self, action: Play | Cure) -> tuple[str, ...]:
        """The preview panel's title and lines for `action`, worked out once per position."""
        key = (action, len(self.session.actions), self.viewer)
        found = self._previews.get(key)
        if found is None:
            obs = self.rules.observation(self.state, self.viewer)
            names = tuple(s.name for s in self.session.seats)
            shown = preview(obs, action, names)
            found = (shown.title, *shown.lines)
            self._previews = {key: found}  # only the latest: a new choice replaces it
        return found

    def _button(self, name: str) -> None:
        if name == "again":
            if self.rules.is_over(self.state):
                self.play_again()
            return
        if name == "title":
            if self.rules.is_over(self.state):
                self.app.open_title()
            return
        if name == "skip":
            self.fast = True
            return
        if name == "cancel":
            self.clear_choice()
            return
        legal = self.legal()
        if name == "end" and END_TURN in legal:
            self.play(END_TURN)
        elif name == "pass" and PASS in legal:
            self.play(PASS)
        elif name == "confirm" and self.pending is not None:
            if self.pending in legal:
                self.play(self.pending)
        elif name == "confirm":
            cure = self._cure(legal)
            if cure is not None:
                self.play(cure)
        elif name.startswith("answer:"):
            card = int(name.split(":", 1)[1])
            if Answer(card) in legal:
                self.play(Answer(card))

    def play_again(self) -> None:
        s = self.session
        fresh = GameSession(
            s.config,
            random.randrange(1, 2**31),
            s.seats,
            [],
            game=s.game,
            table_rules=dict(s.table_rules),
        )
        self.app.start_game(fresh)

    # --- the view ------------------------------------------------------------------------------
    def view(self) -> TableView:
        viewer = self.viewer
        obs = self.rules.observation(self.state, viewer)
        names = tuple(s.name for s in self.session.seats)
        kinds = tuple(s.kind for s in self.session.seats)
        legal = self.legal()
        playable: set[int] = set()
        chosen: set[int] = set()
        seat_targets: set[int] = set()
        gift_targets: set[tuple[int, int]] = set()
        chosen_gifts: set[tuple[int, int]] = set()
        buttons: list[Button] = []
        prompt = ""
        hint = ""
        shown: tuple[str, ...] = ()
        hand = obs.hand if self.show_hand else ()
        if legal:
            for i, c in enumerate(hand):
                if self._card_actions(legal, c):
                    playable.add(i)
            if self.cure_antidotes:
                chosen.update(self.cure_antidotes)
                playable.update(i for i, c in enumerate(hand) if KIND[c] == "antidote")
                chosen_gifts.update((viewer, g) for g in self.cure_gifts)
                gift_targets.update((viewer, g) for g in range(len(obs.areas[viewer])))
                left = self.cure_remaining()
                hint = (
                    f"Cure: click your gifts until the Antidotes match exactly; {left} left"
                    if left > 0
                    else "Exact: confirm the cure"
                    if self._cure(legal)
                    else f"Too much by {-left}: unpick a gift or add an Antidote"
                )
                cure = self._cure(legal)
                buttons.append(Button("confirm", "Confirm cure (Enter)", cure is not None))
                buttons.append(Button("cancel", "Cancel (Esc)"))
                if cure is not None:
                    shown = self.preview_lines(cure)
            elif self.card is not None:
                chosen.add(self.card)
                for a in self._plays(legal):
                    if a.on >= 0:
                        gift_targets.add((a.at if a.at >= 0 else viewer, a.on))
                    elif a.at >= 0:
                        seat_targets.add(a.at)
                    if a.at >= 0 and self.sel_on >= 0:
                        seat_targets.add(a.at)
                hint = f"{card_label(hand[self.card])}: choose the target"
                if self.pending is not None:
                    shown = self.preview_lines(self.pending)
                    hint = "Confirm: Enter or click the target again. Cancel: Esc or right click"
                    buttons.append(Button("confirm", "Confirm (Enter)", True))
                buttons.append(Button("cancel", "Cancel (Esc)"))
            elif self.state.window >= 0:
                att = obs.attack
                if att is not None:
                    last = obs.chain[-1].card if obs.chain else att.card
                    who = obs.chain[-1].seat if obs.chain else att.player
                    at = "you" if att.target == viewer else names[att.target]
                    what = f"{names[who]} plays {card_label(last)}"
                    what += f" at {at}" if not obs.chain else " against you"
                    prompt = f"{what}. Answer with a Comeback, or let it happen?"
                for a in legal:
                    if isinstance(a, Answer):
                        buttons.append(
                            Button(f"answer:{a.card}", f"Answer: {card_label(a.card)}", True)
                        )
                buttons.append(Button("pass", "Let it happen (P)", len(buttons) == 0))
            else:
                hint = "Your turn: click a highlighted card"
                buttons.append(Button("end", "End turn and draw (E)", not playable))
        elif not self.rules.is_over(self.state):
            seat = self.to_act()
            if seat >= 0 and not self.is_human(seat):
                verb = "answers?" if self.state.window >= 0 else "is playing"
                hint = f"{names[seat]} {verb}"
                buttons.append(Button("skip", "Skip ahead (Tab)"))
        ranking: tuple[str, ...] = ()
        headline = ""
        result = self.rules.outcome(self.state)
        if result is not None:
            lines = []
            for seat in result.ranking:
                points = sum(gift_points(g) for g in obs.areas[seat])
                status = "out" if seat in obs.out else f"{points} points"
                lines.append(f"{result.places[seat]}. {names[seat]} · {status}")
            ranking = tuple(lines)
            winners = " and ".join(names[w] for w in result.winners)
            headline = f"{winners} wins. {ENDINGS.get(result.reason, '')}"
            buttons = [Button("again", "Play again (Enter)", True), Button("title", "Title")]
        log = tuple(e.text_for(viewer) for e in self.session.events[-60:])
        return TableView(
            obs=obs,
            names=names,
            kinds=kinds,
            show_hand=self.show_hand,
            playable=frozenset(playable),
            chosen_hand=frozenset(chosen),
            seat_targets=frozenset(seat_targets),
            gift_targets=frozenset(gift_targets),
            chosen_gifts=frozenset(chosen_gifts),
            prompt=prompt,
            banner=hint if legal else (self.banner or hint),
            buttons=tuple(buttons),
            log=log,
            ranking=ranking,
            headline=headline,
            preview=shown,
            ranking_shown=self.motion.ranking_shown(len(ranking)),
        )

    def _render(self, size: tuple[int, int]) -> TableView:
        """The table drawn into the cache when its view changed (the board records where)."""
        view = self.view()
        key = (view, size)
        if key != self._cache_key or self._cache is None:
            if self._cache is None or self._cache.get_size() != size:
                self._cache = pygame.Surface(size).convert()
            self.spots = self.board.draw(self._cache, view)
            self._cache_key = key
        return view

    def draw(self, surface: pygame.Surface) -> None:
        view = self._render(surface.get_size())
        assert self._cache is not None
        surface.blit(self._cache, (0, 0))
        self.motion.draw(surface)  # cards in flight, over the table
        if self.hover is not None:
            card = self._hover_card(view)
            if card is not None:
                draw_tooltip(surface, self.board.painter, self.board.faces, card, self.mouse)

    def _hover_card(self, view: TableView) -> int | None:
        """The card under the mouse, if the viewer may see it."""
        spot = self.hover
        if spot is None:
            return None
        if spot[0] == "hand" and view.show_hand and 0 <= spot[1] < len(view.obs.hand):
            card: int = view.obs.hand[spot[1]]
            return card
        if spot[0] == "gift":
            area = view.obs.areas[spot[1]]
            if 0 <= spot[2] < len(area):
                gift: int = area[spot[2]][0]
                return gift
        return None


__all__ = ["CARDS", "CursedTableScene", "EndTurn", "Pass"]
