"""Every sentence Cursed Gifts and Siege say with a seat as subject reads right for a seat
named "You" ("You reach 10 and are out", "Your turn", "from you") and is unchanged for any
other name: the same seeded games are played with a seat named "Al" and named "You", and each
event's text (and private text) must be the "Al" sentence turned to "You" by the grammar."""

from __future__ import annotations

import random
import re
from types import SimpleNamespace
from typing import Any

import pytest

from siege_desktop.core.registry import find_game
from siege_desktop.core.words import agree
from siege_desktop.games.cursed.rules.rules import new_game_logged as cursed_opening
from siege_desktop.games.cursed.ui.table_hooks import decided_text
from siege_desktop.games.siege.rules.rules import new_game_logged as siege_opening

#: Each game's start with its first log lines.
OPENINGS: dict[str, Any] = {"cursed-gifts": cursed_opening, "siege": siege_opening}

#: Where a sentence (or a clause after a colon) begins.
_OPENING = re.compile(r"(^|: |; |\. )Al(?P<s>'s)?(?P<verb> \w+)?")


def as_you(text: str) -> str:
    """The sentence of a seat named Al, as it must read for a seat named You."""

    def opening(m: re.Match[str]) -> str:
        if m.group("s"):
            return f"{m.group(1)}Your{m.group('verb') or ''}"
        verb = m.group("verb")
        return f"{m.group(1)}You" + (f" {agree('You', verb.strip())}" if verb else "")

    subject = text.startswith("Al ")
    text = _OPENING.sub(opening, text)
    if subject:  # the second verb of the same subject
        text = text.replace(" and is out", " and are out").replace(
            " and shuffles ", " and shuffle "
        )
    text = re.sub(r"\bAl's\b", "your", text)
    return re.sub(r"\bAl\b", "you", text)


def texts(
    game: str, names: tuple[str, ...], seed: int, config: Any = None
) -> list[tuple[str, str]]:
    """(kind, sentence) of every event and private line of a seeded random game."""
    rules = find_game(game).rules
    cfg = config(rules.default_config(len(names), names)) if config else None
    cfg = cfg if cfg is not None else rules.default_config(len(names), names)
    state, events = OPENINGS[game](cfg, seed)
    out: list[Any] = list(events)
    rng = random.Random(seed)
    for _ in range(4000):
        if rules.is_over(state):
            break
        state, events = rules.apply_logged(state, rng.choice(list(rules.legal_actions(state))))
        out += events
    said = []
    for e in out:
        said.append((e.kind, e.text))
        if e.private_text:
            said.append((e.kind, e.private_text))
    return said


def compare(game: str, names: tuple[str, ...], seeds: range, config: Any = None) -> set[str]:
    """Play each seed with Al and with You in Al's seat; return the kinds said with Al in them."""
    seen: set[str] = set()
    you_names = tuple("You" if n == "Al" else n for n in names)
    for seed in seeds:
        al, you = texts(game, names, seed, config), texts(game, you_names, seed, config)
        assert [k for k, _ in al] == [k for k, _ in you]
        for (kind, a), (_, y) in zip(al, you, strict=True):
            assert y == as_you(a), (kind, a)
            if re.search(r"\bAl\b", a):
                seen.add(kind)
                assert not re.search(r"\bYou's|\bYou (is|has|\w+[^s]s)\b", y), y
    return seen


def test_cursed_gifts_sentences_agree_with_you() -> None:
    seen = compare("cursed-gifts", ("Al", "Bo", "Cy"), range(40))
    seen |= compare("cursed-gifts", ("Bo", "Al"), range(40))
    assert seen >= {
        "turn", "draw", "offer", "play", "cure", "answer", "pass", "end-turn", "discard",
        "take", "lose", "resolve", "cancel", "return", "swap", "eliminate",
    }  # fmt: skip


def test_the_sentences_of_another_name_are_as_before() -> None:
    said = dict(texts("cursed-gifts", ("Al", "Bo", "Cy"), 3))
    assert re.fullmatch(r"Round \d+: \w+'s turn\.", said["turn"])
    eliminated = [t for seed in range(40) for k, t in texts("cursed-gifts", ("Al", "Bo"), seed)
                  if k == "eliminate" and t.startswith("Al")]  # fmt: skip
    assert eliminated and all(t.startswith("Al reaches 10 and is out;") for t in eliminated)


@pytest.mark.parametrize("seat", [0, 1])
def test_siege_sentences_agree_with_you(seat: int) -> None:
    names = ("Al", "Bo") if seat == 0 else ("Bo", "Al")

    def table_rules(cfg: Any) -> Any:
        import attrs

        return attrs.evolve(cfg, second_drafts_first=True, second_start_points=2)

    seen = compare("siege", names, range(6)) | compare("siege", names, range(6, 10), table_rules)
    assert seen >= {"turn", "pick", "place", "deck", "draw", "draft", "summon", "end-phase"}


def result(winners: tuple[int, ...], reason: str, decided_by: str = "") -> Any:
    return SimpleNamespace(winners=winners, reason=reason, decided_by=decided_by)


def test_cursed_results_agree_with_you() -> None:
    you, al = ("You", "Bo"), ("Al", "Bo")
    assert decided_text(result((0,), "elimination"), you) == "You are the last one standing."
    assert decided_text(result((0,), "elimination"), al) == "Al is the last one standing."
    assert decided_text(result((0,), "rounds"), you) == "You win with the fewest points."
    assert decided_text(result((0,), "rounds"), al) == "Al wins with the fewest points."
    tied = result((0,), "rounds", "fewest gifts")
    assert decided_text(tied, you) == "Tied on points: You win with fewer Cursed Gifts."
    assert decided_text(tied, al) == "Tied on points: Al wins with fewer Cursed Gifts."
    both = result((0, 1), "rounds", "fewest gifts")
    assert decided_text(both, al) == "Tied on points: Al and Bo win with fewer Cursed Gifts."


def test_siege_result_and_replay_banner_agree_with_you() -> None:
    from siege_games import finished_siege

    from siege_desktop.app.replay.position import ReplayPosition
    from siege_desktop.games.siege.ui.replay import StepShown, replay_view
    from siege_desktop.games.siege.ui.table_hooks import SiegeUI

    won = finished_siege(3).rules.outcome(finished_siege(3).state)
    assert won is not None and len(won.winners) == 1
    seat = won.winners[0]
    said = {}
    for name in ("You", "Al"):
        names = ("Bo", name) if seat == 1 else (name, "Bo")
        game = finished_siege(3, names=names)
        outcome = game.rules.outcome(game.state)
        assert outcome is not None
        said[name] = SiegeUI().result_sheet(game, outcome).decided
        position = ReplayPosition(names, ("human", "medium"), game.state, 0, 1, (), (), "", outcome)
        banner = replay_view(position, StepShown()).banner
        assert banner.startswith(f"{name} {'win' if name == 'You' else 'wins'}: ")
    assert "Al wins" in said["Al"]
    assert said["You"] == said["Al"].replace("Al wins", "You win")


def test_cursed_replay_banner_agrees_with_you() -> None:
    from siege_desktop.app.replay.position import ReplayPosition
    from siege_desktop.games.cursed.ui.replay import replay_view

    rules = find_game("cursed-gifts").rules
    for name, verb in (("You", "win"), ("Al", "wins")):
        names = (name, "Bo")
        state = rules.new_game(rules.default_config(2, names), 1)
        position = ReplayPosition(
            names, ("human", "easy"), state, 0, 0, (), (), "", result((0,), "elimination")
        )
        assert replay_view(position).banner.startswith(f"{name} {verb}: ")


def test_the_game_over_headline_agrees_with_you() -> None:
    from shell_helpers import make_app
    from siege_games import finished_siege

    from siege_desktop.app.table.gameover import GameOverScene

    won = finished_siege(3).rules.outcome(finished_siege(3).state)
    assert won is not None and len(won.winners) == 1
    for name, head in (("You", "You win!"), ("Al", "Al wins!")):
        names = ("Bo", name) if won.winners[0] == 1 else (name, "Bo")
        app = make_app((1024, 576))
        try:
            app.start_game(finished_siege(3, names=names, kinds=("human", "human")))
            for _ in range(600):
                app.step(1 / 30)
                if isinstance(app.top, GameOverScene):
                    break
            over = app.top
            assert isinstance(over, GameOverScene)
            app.draw()
            trace: list[tuple[str, Any, Any]] = []
            assert over._painter is not None
            over._painter.trace = trace
            app.draw()
            over._painter.trace = None
            assert head in [t for t, _, _ in trace]
        finally:
            app.shutdown()
