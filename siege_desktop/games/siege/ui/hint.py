"""Suggest a move (H) at the Siege table: the frame's `Suggester` with this game's look: the
squares (or the pile) of the suggested step ringed on the table and its reason as the
prompt. The step is played by clicking it as usual."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from siege_desktop.app.table.suggest import Suggester
from siege_desktop.games.siege.rules.actions import Attack, Draft, Move, Pick, Place, Summon
from siege_desktop.games.siege.ui.view import Button

if TYPE_CHECKING:
    from siege_desktop.games.siege.ui.scene import SiegeTableScene

ASK = "Suggest a step"
THINKING = "Thinking…"
HIDE = "Hide suggestion"


def marked(action: Any) -> tuple[tuple[int, ...], int | None]:
    """(squares, pile) the suggestion rings: a move's or an attack's two squares, where a
    unit is placed or summoned, the pile a pick or a draft takes."""
    if isinstance(action, (Move, Attack)):
        return (action.frm, action.to), None
    if isinstance(action, (Place, Summon)):
        return (action.to,), action.kind
    if isinstance(action, (Pick, Draft)):
        return (), action.kind
    return (), None


class SiegeSuggester(Suggester["SiegeTableScene"]):
    """Hints for the seat holding the screen, at each of its decisions."""

    def deciding(self, scene: SiegeTableScene) -> bool:
        return scene.my_decision()

    def submit(self, scene: SiegeTableScene, action: Any) -> bool:
        scene.play([action])
        return True

    def on_shown(self, scene: SiegeTableScene) -> None:
        scene.app.needs_draw = True

    def animating(self) -> bool:
        return self.thinking

    def showing(self, scene: SiegeTableScene) -> bool:
        return self.hint is not None and self.key == self.decision(scene)

    def buttons(self, scene: SiegeTableScene) -> list[Button]:
        if not self.deciding(scene) or self.why_off(scene) is not None:
            return []
        label = HIDE if self.showing(scene) else THINKING if self.thinking else ASK
        return [Button("suggest", label, False, "H")]

    def display(self, scene: SiegeTableScene) -> tuple[str, tuple[int, ...], int | None]:
        """(the prompt, the squares, the pile) of the hint on show, else ("", (), None)."""
        h = self.hint
        if h is None or not self.showing(scene) or not self.deciding(scene):
            return "", (), None
        squares, pile = marked(h.action)
        reason = h.reason.rstrip(". ")
        return f"Suggested: {h.action}. {reason}. (H hides it.)", squares, pile
