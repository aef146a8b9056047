"""Actions of Cursed Gifts: small immutable values whose text form round-trips through
`parse_action`. Seats and gifts are 0-based indexes in the text form."""

from __future__ import annotations

from typing import ClassVar, Final

import attrs

from siege_desktop.core.actions import ActionReader, TextForm, Word, read_index
from siege_desktop.games.cursed.rules.cards import code, parse_card
from siege_desktop.games.cursed.rules.errors import ActionSyntaxError


@attrs.frozen(slots=True, repr=False)
class Play(TextForm):
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


@attrs.frozen(slots=True, repr=False)
class Cure(TextForm):
    """Play Antidotes (card indexes, sorted) curing the gifts at these indexes of your area
    (sorted); the values must match exactly (ruling 6)."""

    gifts: tuple[int, ...]
    antidotes: tuple[int, ...]

    def __str__(self) -> str:
        gifts = ",".join(str(g) for g in self.gifts)
        return f"cure {gifts} with {'+'.join(code(a) for a in self.antidotes)}"


@attrs.frozen(slots=True, repr=False)
class Answer(TextForm):
    """Answer the last card played with a Comeback (or three Useless Gifts as Bad Karma)."""

    card: int

    def __str__(self) -> str:
        return f"answer {code(self.card)}"


@attrs.frozen(slots=True, repr=False)
class Pass(Word):
    """Close the Comeback window without answering."""

    TEXT: ClassVar[str] = "pass"


@attrs.frozen(slots=True, repr=False)
class EndTurn(Word):
    """End your turn and draw a card."""

    TEXT: ClassVar[str] = "end turn"


Action = Play | Cure | Answer | Pass | EndTurn
PASS: Final = Pass()
END_TURN: Final = EndTurn()


def parse_action(text: str) -> Action:
    """The action whose `str()` is `text`; raises `ActionSyntaxError` otherwise."""
    return _READER(text)


_EXAMPLES: Final = (
    "'play clown at 1', 'play mummy at 1 on 0', 'play siren on 0', 'play helping', "
    "'cure 0,2 with antidote5', 'answer manta', 'pass', 'end turn'"
)


def _grammar(words: list[str]) -> Action | None:
    match words:
        case ["pass"]:
            return PASS
        case ["end", "turn"]:
            return END_TURN
        case ["play", c]:
            return Play(parse_card(c))
        case ["play", c, "at", t]:
            return Play(parse_card(c), read_index(t))
        case ["play", c, "on", g]:
            return Play(parse_card(c), -1, read_index(g))
        case ["play", c, "at", t, "on", g]:
            return Play(parse_card(c), read_index(t), read_index(g))
        case ["answer", c]:
            return Answer(parse_card(c))
        case ["cure", gifts, "with", antidotes]:
            return Cure(
                tuple(read_index(g) for g in gifts.split(",")),
                tuple(parse_card(a) for a in antidotes.split("+")),
            )
    return None


_READER: Final = ActionReader[Action](_grammar, ActionSyntaxError, _EXAMPLES)
