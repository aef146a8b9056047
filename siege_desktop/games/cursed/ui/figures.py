"""Cursed Gifts' summary figures of a finished game, per seat: Cursed Gifts offered,
Comebacks played, points cured, rivals knocked out, the round it went out, and who held the
fewest points alone the longest. Pure (no pygame): `summary.py` draws them; they come from
the replayed positions (`app.summary.Timeline`) and the action log."""

from __future__ import annotations

import attrs

from siege_desktop.app.session import GameSession
from siege_desktop.app.summary import Lead, Timeline, longest_lead, scores_over_time
from siege_desktop.games.cursed.rules.actions import Answer, Cure, Play
from siege_desktop.games.cursed.rules.cards import KIND
from siege_desktop.games.cursed.rules.rules import RULES
from siege_desktop.games.cursed.rules.state import CursedState


@attrs.frozen
class CursedFigures:
    """points[seat][i]: the seat's points at the start of turn i (the last entry is the end;
    a seat that went out counts 10). `out_round` is None for a seat still in at the end."""

    points: tuple[tuple[int, ...], ...]
    offers: tuple[int, ...]
    answers: tuple[int, ...]
    cured: tuple[int, ...]
    knockouts: tuple[int, ...]
    out_round: tuple[int | None, ...]
    lead: Lead | None


def knocked_out_by(before: CursedState, seat: int, actor: int) -> int:
    """Who put `seat` out with the action `actor` took in `before`: the other side of the
    card being answered (a Bad Karma bounce puts its player out), else the actor (a card
    that opened no window, like an Inevitable gift)."""
    attack = before.attack
    if attack is None:
        return actor
    return attack.player if seat != attack.player else attack.target


def figures(session: GameSession, line: Timeline) -> CursedFigures:
    states: tuple[CursedState, ...] = line.states
    n = states[0].config.seats
    offers, answers, cured, knockouts = [0] * n, [0] * n, [0] * n, [0] * n
    out_round: list[int | None] = [None] * n
    for k, text in enumerate(session.actions):
        before, after = states[k], states[k + 1]
        actor = RULES.to_act(before)
        action = RULES.parse_action(text)
        if isinstance(action, Play) and KIND[action.card] == "gift":
            offers[actor] += 1
        elif isinstance(action, Answer):
            answers[actor] += 1
        elif isinstance(action, Cure):
            cured[actor] += before.points(actor) - after.points(actor)
        for seat in after.out[len(before.out) :]:
            out_round[seat] = before.round
            by = knocked_out_by(before, seat, actor)
            if by != seat:
                knockouts[by] += 1
    points = scores_over_time(session, line)
    # Fewer points is better: the longest stretch one seat alone had the fewest.
    lead = longest_lead([[-v for v in series] for series in points])
    return CursedFigures(
        points,
        tuple(offers),
        tuple(answers),
        tuple(cured),
        tuple(knockouts),
        tuple(out_round),
        lead,
    )
