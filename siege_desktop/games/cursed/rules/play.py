"""Applying an action: a mutable working copy of the state, changed step by step, frozen at
the end. Only `apply` here; the checks are in rules.py."""

from __future__ import annotations

from typing import Any

import attrs

from siege_desktop.core.rng import next_value, shuffle
from siege_desktop.core.words import acts, agree, mention, possessive
from siege_desktop.games.cursed.rules.actions import Action, Answer, Cure, EndTurn, Pass, Play
from siege_desktop.games.cursed.rules.cards import (
    EFFECT,
    ELIMINATION,
    INEVITABLE,
    IS_USELESS,
    KARMA3,
    KIND,
    VALUE,
    name,
)
from siege_desktop.games.cursed.rules.events import Event
from siege_desktop.games.cursed.rules.state import (
    NO_SEAT,
    Attack,
    CursedState,
    Gift,
    Link,
    area_points,
    gift_points,
)

_FIELDS = tuple(f.name for f in attrs.fields(CursedState))


class Work:
    """The state being changed, lists where the frozen state has tuples."""

    def __init__(self, state: CursedState, log: list[Event] | None, eliminate: bool = True) -> None:
        self.s: dict[str, Any] = {f: getattr(state, f) for f in _FIELDS}
        self.deck = list(state.deck)
        self.discard = list(state.discard)
        self.hands = [list(h) for h in state.hands]
        self.areas = [list(a) for a in state.areas]
        self.log = log
        self.config = state.config
        self.eliminating = eliminate

    def freeze(self) -> CursedState:
        s = self.s
        s["deck"] = tuple(self.deck)
        s["discard"] = tuple(self.discard)
        s["hands"] = tuple(tuple(sorted(h)) for h in self.hands)
        s["areas"] = tuple(tuple(a) for a in self.areas)
        return CursedState(**s)

    # ------------------------------------------------------------------ helpers
    def who(self, seat: int) -> str:
        return self.config.seat_name(seat)

    def say(self, kind: str, seat: int, text: str, private: str | None = None) -> None:
        if self.log is not None:
            self.log.append(Event(kind, seat, text, private))

    def rand(self, n: int) -> int:
        self.s["rng"], r = next_value(self.s["rng"])
        return int(r % n)

    def live(self) -> list[int]:
        return [x for x in range(self.config.seats) if x not in self.s["out"]]

    def draw(self, seat: int, n: int) -> None:
        got = [self.deck.pop() for _ in range(min(n, len(self.deck)))]
        self.hands[seat].extend(got)
        if got:
            names = ", ".join(name(c) for c in got)
            self.say(
                "draw",
                seat,
                f"{acts(self.who(seat), 'draws')} {len(got)}.",
                f"{acts(self.who(seat), 'draws')} {names}.",
            )

    def lose_random(self, seat: int, n: int, to: int | None = None) -> None:
        """`seat` loses `n` random cards from hand: to `to`'s hand, or to the discard."""
        taken: list[int] = []
        for _ in range(min(n, len(self.hands[seat]))):
            card = self.hands[seat].pop(self.rand(len(self.hands[seat])))
            if to is None:
                self.discard.append(card)
                text = f"{acts(self.who(seat), 'discards')} {name(card)} at random."
                self.say("discard", seat, text)
            else:
                self.hands[to].append(card)
                taken.append(card)
                self.say(
                    "take",
                    to,
                    f"{acts(self.who(to), 'takes')} a card from {mention(self.who(seat))}.",
                    f"{acts(self.who(to), 'takes')} {name(card)} from {mention(self.who(seat))}.",
                )
        if taken and to is not None:
            # The victim knows which cards left its hand; the others only how many.
            cards = " and ".join(name(c) for c in taken)
            self.say(
                "lose",
                seat,
                f"{acts(self.who(seat), 'loses')} {len(taken)} card(s) to {mention(self.who(to))}.",
                f"{acts(self.who(seat), 'loses')} {cards} to {mention(self.who(to))}.",
            )

    def drop_gift(self, seat: int, index: int) -> Gift:
        gift: Gift = self.areas[seat].pop(index)
        self.discard.append(gift[0])
        self.discard.extend(gift[1])
        return gift

    def eliminate_full(self) -> None:
        """Ruling 12: every seat at 10 or more is out, its area and hand shuffled into the deck."""
        if not self.eliminating:
            return
        n = self.config.seats
        for k in range(n):
            seat = (self.s["current"] + k) % n
            if seat in self.s["out"] or area_points(tuple(self.areas[seat])) < ELIMINATION:
                continue
            cards = list(self.hands[seat])
            for gift, attached in self.areas[seat]:
                cards.append(gift)
                cards.extend(attached)
            self.hands[seat] = []
            self.areas[seat] = []
            self.deck.extend(cards)
            self.s["rng"] = shuffle(self.deck, self.s["rng"])
            self.s["out"] = self.s["out"] + (seat,)
            self.say(
                "eliminate",
                seat,
                f"{acts(self.who(seat), 'reaches')} 10 and {agree(self.who(seat), 'is')} out; "
                f"{len(cards)} cards are shuffled into the deck.",
            )
        if len(self.live()) <= 1 and not self.s["ending"]:
            self.end("elimination")

    def end(self, reason: str) -> None:
        self.s["ending"] = reason
        self.s["window"] = NO_SEAT
        self.say(
            "end",
            NO_SEAT,
            {
                "elimination": "One seat is left standing: the game is over.",
                "deck": "The deck is empty and a round passed without a card: the game is over.",
                "rounds": "The round limit is reached: the game is over.",
            }[reason],
        )

    # ------------------------------------------------------------------ the turn
    def next_turn(self, draw: bool) -> None:
        s = self.s
        seat = s["current"]
        # Ruling 14: the quiet round counts turns that began with the deck already empty and
        # saw no card played. A turn without a card leaves the deck as it found it, so "empty
        # now, before the draw" is "empty when the turn began". The turn that draws the last
        # card does not count (its player must get a turn to play it), and a player who goes
        # out during its turn (draw=False) played a card, which restarts the count.
        began_empty = not self.deck
        if draw:
            self.draw(seat, 1)
        s["quiet"] = s["quiet"] + 1 if began_empty and not s["busy"] else 0
        live = self.live()
        if s["ending"] or not live:
            return
        if s["quiet"] >= len(live) and not self.deck:
            self.end("deck")
            return
        n = self.config.seats
        nxt = next((seat + k) % n for k in range(1, n + 1) if (seat + k) % n in live)
        first = s["first_player"]
        if (nxt - first) % n <= (seat - first) % n:
            s["round"] += 1
            if s["round"] > self.config.round_limit:
                s["round"] = self.config.round_limit
                self.end("rounds")
                return
        s.update(
            current=nxt,
            played=0,
            gave=False,
            busy=False,
            turn=s["turn"] + 1,
            attack=None,
            chain=(),
            window=NO_SEAT,
        )
        self.say("turn", nxt, f"Round {s['round']}: {possessive(self.who(nxt))} turn.")

    def after_resolution(self) -> None:
        """Eliminations, then the next target of the attack, or the turn goes on (or ends)."""
        s = self.s
        self.eliminate_full()
        attack: Attack | None = s["attack"]
        player_out = s["current"] in s["out"]
        if attack is not None:
            rest = [t for t in attack.rest if t not in s["out"]]
            if rest and not player_out and not s["ending"]:
                s["attack"] = attrs.evolve(attack, target=rest[0], rest=tuple(rest[1:]))
                s["chain"] = ()
                s["window"] = rest[0]
                return
            if KIND[attack.card] == "treachery" and EFFECT[attack.card] != "attach":
                self.discard.append(attack.card)
        s["attack"] = None
        s["chain"] = ()
        s["window"] = NO_SEAT
        if player_out and not s["ending"]:
            self.next_turn(draw=False)

    # ------------------------------------------------------------------ effects
    def resolve(self) -> None:
        """Close the chain: from its last card back, each effective card voids the one it
        answers; an effective Bad Karma first in line sends the attack to its player."""
        s = self.s
        attack: Attack = s["attack"]
        chain: tuple[Link, ...] = s["chain"]
        owners = [attack.player] + [link.seat for link in chain]
        # Every Comeback voids the card it answers, so counting back from the last card
        # (always effective) the chain alternates: effective, void, effective...
        effective = [(len(chain) - i) % 2 == 0 for i in range(len(chain) + 1)]
        for i, link in enumerate(chain, start=1):
            if link.card == KARMA3:
                continue  # the three Useless Gifts went to the discard when played
            self.discard.append(link.card)
            if effective[i] and EFFECT[link.card] == "seal":
                self.lose_random(owners[i - 1], 1)
        redirected = (
            bool(chain)
            and effective[1]
            and (chain[0].card == KARMA3 or EFFECT[chain[0].card] == "karma")
        )
        if effective[0]:
            self.apply_attack(attack, attack.target)
        elif redirected:
            self.say(
                "return",
                attack.player,
                f"{name(attack.card)} goes back to {mention(self.who(attack.player))}.",
            )
            self.apply_attack(attack, attack.player)
        else:
            self.say(
                "cancel",
                attack.target,
                f"{name(attack.card)} is cancelled for {mention(self.who(attack.target))}.",
            )
            if KIND[attack.card] != "treachery" or EFFECT[attack.card] == "attach":
                self.discard.append(attack.card)
        self.after_resolution()

    def apply_attack(self, attack: Attack, victim: int) -> None:
        card, player = attack.card, attack.player
        kind, effect = KIND[card], EFFECT[card]
        who = self.who(victim)
        whose = possessive(who, opening=False)  # "your area" for a seat named You
        if kind == "gift":
            self.areas[victim].append((card, ()))
            self.say("resolve", victim, f"{name(card)} ({VALUE[card]}) joins {whose} area.")
            return
        if effect == "attach":
            area = self.areas[victim]
            index = attack.param
            if victim == player:  # sent back: it bites the player's biggest gift
                index = max(range(len(area)), key=lambda g: (gift_points(area[g]), -g), default=-1)
            if index < 0:
                self.discard.append(card)
                self.say("resolve", victim, f"{name(card)} finds no gift and is discarded.")
                return
            gift, attached = area[index]
            area[index] = (gift, attached + (card,))
            self.say(
                "resolve",
                victim,
                f"{name(card)} makes {whose} {name(gift)} worth {VALUE[card]} more.",
            )
        elif effect == "snatch":
            if victim != player:
                self.lose_random(victim, VALUE[card], to=player)
        elif effect == "swap":
            if victim != player:
                self.hands[victim], self.hands[player] = self.hands[player], self.hands[victim]
                self.say("swap", victim, f"{self.who(player)} and {mention(who)} swap hands.")
        elif effect == "mourn":
            useless = sorted(c for c in self.hands[victim] if IS_USELESS[c])
            if useless:
                self.hands[victim].remove(useless[0])
                self.discard.append(useless[0])
                self.say("discard", victim, f"{acts(who, 'mourns')} {name(useless[0])}.")
            else:
                self.lose_random(victim, 2)
        elif effect == "letter":
            if self.deck:
                top = self.deck.pop()
                if KIND[top] == "gift":
                    self.areas[victim].append((top, ()))
                    text = f"{acts(who, 'turns')} up {name(top)}: it joins the area."
                    self.say("resolve", victim, text)
                else:
                    self.discard.append(top)
                    self.say("resolve", victim, f"{acts(who, 'turns')} up {name(top)}: discarded.")
        elif effect == "move" and victim != player:
            moved = self.areas[player].pop(attack.param)
            self.areas[victim].append(moved)
            self.say("resolve", victim, f"{name(moved[0])} moves to {whose} area.")

    # ------------------------------------------------------------------ actions
    def play(self, action: Play) -> None:
        s = self.s
        seat, card = s["current"], action.card
        self.hands[seat].remove(card)
        s["played"] += 1
        s["busy"] = True
        kind, effect = KIND[card], EFFECT[card]
        me = self.who(seat)
        if kind == "gift":
            s["gave"] = True
            target = action.at
            self.say(
                "offer",
                seat,
                f"{acts(me, 'offers')} {name(card)} ({VALUE[card]}) to "
                f"{mention(self.who(target))}" + (", Inevitable." if INEVITABLE[card] else "."),
            )
            if INEVITABLE[card]:
                self.areas[target].append((card, ()))
                self.eliminate_full()
                return
            s.update(attack=Attack(card, seat, target), chain=(), window=target)
            return
        if kind == "treachery":
            if effect == "snatch":
                cost = min(c for c in self.hands[seat] if IS_USELESS[c])
                self.hands[seat].remove(cost)
                self.discard.append(cost)
            if effect in ("mourn", "letter"):
                n = self.config.seats
                targets = [(seat + k) % n for k in range(1, n)]
                targets = [t for t in targets if t not in s["out"]]
                self.say("play", seat, f"{acts(me, 'plays')} {name(card)} on every rival.")
                s.update(
                    attack=Attack(card, seat, targets[0], tuple(targets[1:])),
                    chain=(),
                    window=targets[0],
                )
            else:
                at = mention(self.who(action.at))
                self.say("play", seat, f"{acts(me, 'plays')} {name(card)} on {at}.")
                s.update(
                    attack=Attack(card, seat, action.at, (), action.on), chain=(), window=action.at
                )
            return
        self.discard.append(card)
        if effect == "siren":
            gift = self.drop_gift(seat, action.on)
            text = f"{acts(me, 'sounds')} {name(card)}: {name(gift[0])} is discarded."
            self.say("play", seat, text)
        elif effect == "scissors":
            self.say("play", seat, f"{acts(me, 'cuts')} every attachment with {name(card)}.")
            for i, (gift, attached) in enumerate(self.areas[seat]):
                self.discard.extend(attached)
                self.areas[seat][i] = (gift, ())
        else:
            self.say("play", seat, f"{acts(me, 'plays')} {name(card)}.")
            self.draw(seat, VALUE[card])

    def cure(self, action: Cure) -> None:
        s = self.s
        seat = s["current"]
        for a in action.antidotes:
            self.hands[seat].remove(a)
            self.discard.append(a)
        names = [name(self.areas[seat][g][0]) for g in action.gifts]
        for g in sorted(action.gifts, reverse=True):
            self.drop_gift(seat, g)
        s["played"] += len(action.antidotes)
        s["busy"] = True
        total = sum(VALUE[a] for a in action.antidotes)
        self.say(
            "cure",
            seat,
            f"{acts(self.who(seat), 'cures')} {', '.join(names)} with "
            f"{len(action.antidotes)} Antidote(s) worth -{total}.",
        )

    def answer(self, action: Answer) -> None:
        s = self.s
        seat, card = s["window"], action.card
        if card == KARMA3:
            useless = sorted(c for c in self.hands[seat] if IS_USELESS[c])[:3]
            for c in useless:
                self.hands[seat].remove(c)
                self.discard.append(c)
        else:
            self.hands[seat].remove(card)
        chain: tuple[Link, ...] = s["chain"]
        answered = chain[-1].seat if chain else s["attack"].player
        s["chain"] = chain + (Link(card, seat),)
        s["window"] = answered
        s["busy"] = True
        self.say("answer", seat, f"{acts(self.who(seat), 'answers')} with {name(card)}!")


def apply(
    state: CursedState, action: Action, log: list[Event] | None, eliminate: bool = True
) -> CursedState:
    """The state after a legal `action` (unchecked). `eliminate=False` keeps seats at 10 or
    more in play, for a preview that tells how far an area would go."""
    w = Work(state, log, eliminate)
    if isinstance(action, Play):
        w.play(action)
    elif isinstance(action, Cure):
        w.cure(action)
    elif isinstance(action, Answer):
        w.answer(action)
    elif isinstance(action, Pass):
        w.say("pass", state.window, f"{acts(w.who(state.window), 'lets')} it be.")
        w.resolve()
    elif isinstance(action, EndTurn):
        w.say("end-turn", state.current, f"{acts(w.who(state.current), 'ends')} the turn.")
        w.next_turn(draw=True)
    return w.freeze()
