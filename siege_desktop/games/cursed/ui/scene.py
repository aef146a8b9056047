"""The Cursed Gifts table on the shared frame (`app.table.base.FrameScene`): your turn by
clicks, Comeback windows and the drawing here; pass-and-play handoffs keyed on the seat that
decides, CPU seats at a followable pace (Pause, Next move, Skip ahead), undo, the log and the
game over from the frame."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from siege_desktop.app.intents import Click, Intent, Key, Motion, Wheel
from siege_desktop.app.session import GameSession
from siege_desktop.app.table.base import FrameScene
from siege_desktop.app.table.pace import pace_factor, pace_of
from siege_desktop.core.words import acts, mention, possessive
from siege_desktop.games.cursed.rules.actions import (
    END_TURN,
    PASS,
    Action,
    Answer,
    Cure,
    EndTurn,
    Pass,
    Play,
)
from siege_desktop.games.cursed.rules.cards import (
    CARDS,
    CARDS_PER_TURN,
    EFFECT,
    KARMA3,
    KIND,
    VALUE,
)
from siege_desktop.games.cursed.rules.rules import can_answer
from siege_desktop.games.cursed.rules.state import CursedState, gift_points
from siege_desktop.games.cursed.ui import keyboard, layout
from siege_desktop.games.cursed.ui.board import Board
from siege_desktop.games.cursed.ui.faces import card_label
from siege_desktop.games.cursed.ui.hint import CursedSuggester
from siege_desktop.games.cursed.ui.motion import Motion as CardMotion
from siege_desktop.games.cursed.ui.motion import Seen
from siege_desktop.games.cursed.ui.preview import preview
from siege_desktop.games.cursed.ui.sounds import planner
from siege_desktop.games.cursed.ui.stakes import Stakes, stakes
from siege_desktop.games.cursed.ui.table_hooks import CursedUI
from siege_desktop.games.cursed.ui.tooltip import draw_tooltip
from siege_desktop.games.cursed.ui.view import Button, Hotspot, Spot, TableView, card_at

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

#: Seconds between CPU decisions at the normal pace: a turn's plays, then each answer, one at
#: a time (the frame's pace, F, and the animation speed scale it).
CPU_PACE = 1.0


class CursedTableScene(FrameScene):
    def __init__(self, app: App, session: GameSession) -> None:
        super().__init__(app, session, CursedUI())
        self.board = Board(app.art)
        self.motion = CardMotion(self.board.faces)
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
        self.shown_card: pygame.Rect | None = None  # where the last frame drew a large card
        self._cache_key: object = None
        self._cache: pygame.Surface | None = None
        self.suggest = CursedSuggester()  # Suggest a move (H), searched off the render thread
        self.told: dict[int, int] = {}  # per seat: the events it has been handed over up to
        self._stakes: tuple[object, Stakes | None] | None = None

    # --- the model ---------------------------------------------------------------------
    @property
    def state(self) -> CursedState:
        state: CursedState = self.session.state
        return state

    def handoff_cover(self) -> str | None:
        return "cursed/back.svg"

    def on_handed(self, seat: int) -> None:
        """Tell the seat now holding the screen, and it alone, which of its cards a rival
        took while another seat held it (a Snatching): its own private log lines."""
        events = self.session.events
        if not self.told:  # the first handoff of this table: nothing earlier to tell
            self.told = {s: len(events) for s in range(len(self.session.seats))}
        since = self.told.get(seat, len(events))
        self.told[seat] = len(events)
        lost = [e.text_for(seat) for e in events[since:] if e.kind == "lose" and e.seat == seat]
        if lost:
            self.app.toast("While you were away: " + " ".join(lost), 6.0)

    @property
    def holder(self) -> int | None:
        """The human holding the screen in pass-and-play (None until the first handoff)."""
        return self.last_human

    @property
    def handing_off(self) -> bool:
        return self.handoff_open

    @property
    def viewer(self) -> int:
        """The seat at the bottom: the human holding the screen, else the first seat."""
        if self.holder is not None:
            return self.holder
        return self.humans[0] if self.humans else 0

    @property
    def show_hand(self) -> bool:
        if self.is_over() and len(self.humans) > 1:
            return False  # pass-and-play: the next player may already be looking
        return self.holder is not None and not self.handing_off

    @property
    def reader(self) -> int | None:
        """Whose private lines (cards drawn, taken) the log and banners may show: the seat
        whose hand shows, else nobody's."""
        return self.viewer if self.show_hand else None

    def my_decision(self) -> bool:
        seat = self.to_act()
        return seat >= 0 and seat == self.holder and not self.handing_off

    def play(self, action: Any, human: bool | None = None) -> None:
        """Play one action (autosaved by the frame); `human`: a decision of the seat holding
        the screen, which undo can take back (by default, when that seat decides now)."""
        actor = self.to_act()
        if human is None:
            human = self.is_human(actor) and actor == self.holder
        before = self._seen()
        events = self.record(action, human=human)
        self.clear_choice()
        self._animate(events, before)
        result = self.rules.outcome(self.state)
        winners = result.winners if result is not None else ()
        self.app.sound.on_events(events, self.humans, planner(winners))
        if not human:
            texts = [e.text_for(self.reader) for e in events if e.kind not in ("turn",)]
            self.banner = " ".join(texts[:2])
            self.wait = CPU_PACE * pace_factor(self) / self.speed
        else:
            self.banner = ""

    def play_cpu(self, action: Any) -> None:
        self.play(action, human=False)

    def after_undo(self) -> None:
        self.clear_choice()
        self.banner = ""
        self.hover = None
        self._cache_key = None
        self.motion.clear()  # no flight of a move taken back

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
    def enter(self) -> None:
        self.save()  # the handoff waits for `update`: a seat that cannot answer is not asked

    def leave(self) -> None:
        super().leave()
        self.suggest.shutdown()

    def animating(self) -> bool:
        if self.suggest.animating():
            return True
        seat = self.to_act()
        if self.motion.busy:
            return True
        if seat < 0:
            return not self.over_shown  # the final table, then the results
        return not self.is_human(seat)

    def update(self, dt: float) -> None:
        self.motion.update(dt)
        self.suggest.update(self)
        if self.is_over():
            if not self.motion.busy:  # the results come after the last flight has landed
                self.step_over(dt)
            return
        if self.handing_off:
            self.motion.clear()  # the next player's table is another view: no flight carries over
            return
        seat = self.to_act()
        if self.is_human(seat):
            self.skip_cpu = False
            state = self.state
            if (
                state.window >= 0
                and self.session.table_rules.get("ask_only_when_can_answer")
                and not can_answer(state)
            ):
                self.play(PASS, human=False)  # the table rule answers, not the player
                return
            # Pass-and-play: hide every hand until `seat` is ready (ruling 11), also for a
            # Comeback out of turn.
            self._maybe_handoff()
            return
        self.step_cpu(dt)

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

    def chosen_cure(self, legal: tuple[Any, ...]) -> Cure | None:
        hand = self.hand()
        want = Cure(
            tuple(sorted(self.cure_gifts)), tuple(sorted(hand[i] for i in self.cure_antidotes))
        )
        return want if want in legal else None

    def cure_refusal(self) -> str:
        """Why the rules refuse the cure chosen so far (its values match): the true reason."""
        hand = self.hand()
        want = Cure(
            tuple(sorted(self.cure_gifts)), tuple(sorted(hand[i] for i in self.cure_antidotes))
        )
        return self.rules.why_illegal(self.state, want) or "it is legal"

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
        if isinstance(intent, Wheel):
            self.log.on_wheel(intent.dy)
            self._cache_key = None
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
            pygame.K_SPACE: "pause",
            pygame.K_n: "next",
            pygame.K_f: "pace",
            pygame.K_u: "undo",
            pygame.K_h: "suggest",
        }
        if self.frame_key(key):  # F1 help, M sound
            return True
        if keyboard.handle_key(self, key):  # 1-9 and 0: a card; arrows: its targets
            self._cache_key = None
            return True
        if key == pygame.K_ESCAPE and (self.card is not None or self.cure_antidotes):
            self.clear_choice()
            return True
        name = names.get(key)
        if name is None:
            return False
        self.click((Spot.BUTTON, name))
        return True

    def click(self, spot: Hotspot) -> None:
        """One decision by click (also what keys and tests post, through `handle`)."""
        kind = spot[0]
        if kind == Spot.BUTTON:
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
        if kind == Spot.HAND:
            self._hand_click(legal, spot[1])
        elif kind == Spot.SEAT and self.card is not None:
            self.sel_at = spot[1]
            self._try_play(legal, spot)
        elif kind == Spot.GIFT:
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
        self._try_play(legal, (Spot.HAND, index))

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
        named = [a for a in plays if self.gift_owner(a) == seat and a.on == index]
        if named and seat != self.viewer:
            self.sel_at, self.sel_on = seat, index
        elif named:
            self.sel_on = index
        elif any(a.at == seat and (a.on < 0 or self.gift_owner(a) != seat) for a in plays):
            self.sel_at = seat  # a click on a gift inside a targeted seat chooses the seat
        else:
            return
        self._try_play(legal, (Spot.GIFT, seat, index))

    def gift_owner(self, action: Play) -> int:
        """Whose area holds the gift a play names: the target's, or the player's own for a
        card that moves or shields a gift of yours (Hot Potato, the Siren)."""
        if action.at < 0 or EFFECT[action.card] == "move":
            return self.viewer
        return action.at

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

    def stakes_lines(self, legal: tuple[Action, ...]) -> Stakes | None:
        """The open window's stakes for the viewer, worked out once per position."""
        key = ("stakes", len(self.session.actions), self.viewer)
        if self._stakes is None or self._stakes[0] != key:
            obs = self.rules.observation(self.state, self.viewer)
            names = tuple(s.name for s in self.session.seats)
            self._stakes = (key, stakes(obs, legal, names))
        return self._stakes[1]

    def _button(self, name: str) -> None:
        if self.frame_button(name):
            return
        if name == "cancel":
            self.clear_choice()
            return
        if name == "suggest":
            self.suggest.ask(self)
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
            cure = self.chosen_cure(legal)
            if cure is not None:
                self.play(cure)
        elif name.startswith("answer:"):
            card = int(name.split(":", 1)[1])
            if Answer(card) in legal:
                self.play(Answer(card))

    def view_changed(self) -> None:
        self._cache_key = None

    def frame_buttons(self) -> list[Button]:
        """While a CPU decides: follow it at your pace; and Undo while yours can be undone."""
        out: list[Button] = []
        seat = self.to_act()
        if seat >= 0 and not self.is_human(seat):
            skip = "Normal pace (Tab)" if self.skip_cpu else "Skip ahead (Tab)"
            out.append(Button("skip", skip))
            out.append(Button("pause", "Resume (Space)" if self.paused else "Pause (Space)"))
            if self.paused:
                out.append(Button("next", "Next move (N)", True))
            else:
                out.append(Button("pace", f"Pace: {pace_of(self)} (F)"))
        if self.can_undo():
            out.append(Button("undo", "Undo (U)"))
        return out

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
                    f"Cure: click your gifts (or ← →) until the Antidotes match; {left} left"
                    if left > 0
                    else "Exact: confirm the cure"
                    if self.chosen_cure(legal)
                    else f"Too much by {-left}: unpick a gift or add an Antidote"
                    if left < 0
                    else f"Exact, but not a cure now: {self.cure_refusal()}"
                )
                cure = self.chosen_cure(legal)
                buttons.append(Button("confirm", "Confirm cure (Enter)", cure is not None))
                buttons.append(Button("cancel", "Cancel (Esc)"))
                if cure is not None:
                    shown = self.preview_lines(cure)
            elif self.card is not None:
                chosen.add(self.card)
                for a in self._plays(legal):
                    if a.on >= 0:
                        gift_targets.add((self.gift_owner(a), a.on))
                    elif a.at >= 0:
                        seat_targets.add(a.at)
                    if a.at >= 0 and self.sel_on >= 0:
                        seat_targets.add(a.at)
                hint = f"{card_label(hand[self.card])}: choose the target (or ← →)"
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
                    at = "you" if att.target == viewer else mention(names[att.target])
                    # A Cursed Gift is offered, as the log says; any other card is played.
                    gift = not obs.chain and KIND[last] == "gift"
                    verb, to = ("offers", "to") if gift else ("plays", "at")
                    what = f"{acts(names[who], verb)} {card_label(last)}"
                    what += f" {to} {at}" if not obs.chain else " against you"
                    prompt = f"{what}. Answer with a Comeback, or let it happen?"
                at_stake = self.stakes_lines(legal)
                if at_stake is not None:
                    shown = (at_stake.title, *at_stake.lines)
                    chosen_gifts.update(at_stake.gifts)
                for a in legal:
                    if isinstance(a, Answer):
                        buttons.append(
                            Button(f"answer:{a.card}", f"Answer: {card_label(a.card)}", True)
                        )
                buttons.append(Button("pass", "Let it happen (P)", len(buttons) == 0))
                buttons += self.suggest.buttons(self)
            else:
                hint = (
                    "Your turn: click a highlighted card"
                    if playable or not self.show_hand
                    else "You have played 3 cards: end your turn (E)"
                    if self.state.played >= CARDS_PER_TURN
                    else "Nothing in your hand can be played now: end your turn (E)"
                )
                # Ruling 5: nothing is drawn from an empty deck, and the button says so.
                end = "End turn and draw (E)" if self.state.deck else "End turn (E)"
                buttons.append(Button("end", end, not playable))
                buttons += self.suggest.buttons(self)
                buttons += self.frame_buttons()
        elif not self.is_over():
            seat = self.to_act()
            if seat >= 0 and not self.is_human(seat):
                verb = "answers?" if self.state.window >= 0 else "is playing"
                hint = acts(names[seat], verb)
                if self.paused:
                    whose = possessive(names[seat], opening=False)
                    hint = f"Paused before {whose} move: N plays it, Space resumes."
                buttons += self.frame_buttons()
        hint = self.suggest.banner(self) or hint
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
            banner=hint if legal or self.paused else (self.banner or hint),
            buttons=tuple(buttons),
            preview=shown,
            hint=self.suggest.marks(self),
        )

    def _render(self, size: tuple[int, int]) -> TableView:
        """The table drawn into the cache when its view changed (the board records where)."""
        view = self.view()
        key = (view, size, len(self.session.events), self.log.position())
        if key != self._cache_key or self._cache is None:
            if self._cache is None or self._cache.get_size() != size:
                self._cache = pygame.Surface(size).convert()
            self.spots = self.board.draw(self._cache, view)
            self._draw_log(self._cache)
            self._cache_key = key
        return view

    def draw(self, surface: pygame.Surface) -> None:
        view = self._render(surface.get_size())
        assert self._cache is not None
        surface.blit(self._cache, (0, 0))
        self.motion.draw(surface)  # cards in flight, over the table
        self.shown_card = None
        if self.hover is not None:
            card = card_at(view, self.hover)
            if card is not None:
                under = next((r for r, s in self.spots if s == self.hover), None)
                p, faces = self.board.painter, self.board.faces
                # What says what to do, and the cards on the table being answered.
                keep = [*self.board.places.reading, *self.board.places.stack]
                self.shown_card = draw_tooltip(surface, p, faces, card, self.mouse, under, keep)

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The frame's log panel, each line as the viewer may read it."""
        p = self.board.painter
        box = layout.Geometry(surface.get_size(), 0).r(layout.LOG)
        self.log.draw(p, surface, box, list(self.log_events()), self.reader, panel=False)


__all__ = ["CARDS", "CursedTableScene", "EndTurn", "Pass"]
