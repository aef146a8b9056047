"""Actions of Cursed Gifts: small immutable values whose text form round-trips through
`parse_action`. Seats and gifts are 0-based indexes in the text form."""

from __future__ import annotations

from typing import Final

import attrs

from siege_desktop.games.cursed.rules.cards import code, parse_card
from siege_desktop.games.cursed.rules.errors import ActionSyntaxError


@attrs.frozen(slots=True, repr=False)
class Play:
    """Play a card from your hand on your turn: a Cursed Gift offered `at` a rival, a
    Treachery (`at` its target, `on` a gift index where it names one), a Defence or a Draw."""

    card: int
    at: int = -1
    on: int = -1

    def __str__(self) -> str:
        text = f"play {code(self.card)}"
        if self.at >= 0:
            text += f" at {self.at}"
        if self.on >= 0:
            text += f" on {self.on}"
        return text

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"


@attrs.frozen(slots=True, repr=False)
class Cure:
    """Play Antidotes (card indexes, sorted) curing the gifts at these indexes of your area
    (sorted); the values must match exactly (ruling 6)."""

    gifts: tuple[int, ...]
    antidotes: tuple[int, ...]

    def __str__(self) -> str:
        gifts = ",".join(str(g) for g in self.gifts)
        return f"cure {gifts} with {'+'.join(code(a) for a in self.antidotes)}"

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"


@attrs.frozen(slots=True, repr=False)
class Answer:
    """Answer the last card played with a Comeback (or three Useless Gifts as Bad Karma)."""

    card: int

    def __str__(self) -> str:
        return f"answer {code(self.card)}"

    def __repr__(self) -> str:
        return f"parse_action({str(self)!r})"


@attrs.frozen(slots=True, repr=False)
class Pass:
    """Close the Comeback window without answering."""

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "parse_action('pass')"


@attrs.frozen(slots=True, repr=False)
class EndTurn:
    """End your turn and draw a card."""

    def __str__(self) -> str:
        return "end turn"

    def __repr__(self) -> str:
        return "parse_action('end turn')"


Action = Play | Cure | Answer | Pass | EndTurn
PASS: Final = Pass()
END_TURN: Final = EndTurn()


def _index(text: str) -> int:
    if not text.isdigit():
        raise ValueError(f"{text!r} is not an index")
    return int(text)


def parse_action(text: str) -> Action:
    """The action whose `str()` is `text`; raises `ActionSyntaxError` otherwise."""
    if not isinstance(text, str):
        raise ActionSyntaxError(f"an action is text, not {type(text).__name__}")
    words = text.split()
    try:
        match words:
            case ["pass"]:
                return PASS
            case ["end", "turn"]:
                return END_TURN
            case ["play", c]:
                return Play(parse_card(c))
            case ["play", c, "at", t]:
                return Play(parse_card(c), _index(t))
            case ["play", c, "on", g]:
                return Play(parse_card(c), -1, _index(g))
            case ["play", c, "at", t, "on", g]:
                return Play(parse_card(c), _index(t), _index(g))
            case ["answer", c]:
                return Answer(parse_card(c))
            case ["cure", gifts, "with", antidotes]:
                return Cure(
                    tuple(_index(g) for g in gifts.split(",")),
                    tuple(parse_card(a) for a in antidotes.split("+")),
                )
    except ValueError as exc:
        raise ActionSyntaxError(f"cannot read action {text!r}: {exc}") from None
    raise ActionSyntaxError(
        f"cannot read action {text!r}: expected e.g. 'play clown at 1', 'play mummy at 1 on 0', "
        "'play siren on 0', 'play helping', 'cure 0,2 with antidote5', 'answer manta', "
        "'pass', 'end turn'"
    )
