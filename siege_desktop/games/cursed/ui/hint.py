"""Suggest a move (H) at the Cursed Gifts table: the frame's `Suggester` with this game's
look: the action bar's button, the suggested card and its targets outlined on the board,
the reason in the centre strip. The move is played by clicking it as usual."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from siege_desktop.app.table.suggest import Suggester
from siege_desktop.games.cursed.ui.hint_marks import HintMarks, marks_for
from siege_desktop.games.cursed.ui.view import Button

if TYPE_CHECKING:
    from siege_desktop.games.cursed.ui.scene import CursedTableScene

ASK = "Suggest a move (H)"
THINKING = "Thinking… (H)"
HIDE = "Hide suggestion (H)"


class CursedSuggester(Suggester["CursedTableScene"]):
    """Hints for the seat holding the screen, on its turn and in its Comeback windows."""

    def deciding(self, scene: CursedTableScene) -> bool:
        return scene.my_decision()

    def submit(self, scene: CursedTableScene, action: Any) -> bool:
        scene.play(action)
        return True

    def on_shown(self, scene: CursedTableScene) -> None:
        scene.app.needs_draw = True  # the table idles between inputs: draw the hint now

    def animating(self) -> bool:
        # Only the search keeps frames coming; a hint on show is drawn into the cached
        # table once (the view carries it), so an idle table with a hint stays idle.
        return self.thinking

    def showing(self, scene: CursedTableScene) -> bool:
        """A hint for the position on the table is shown."""
        return self.hint is not None and self.key == self.decision(scene)

    def buttons(self, scene: CursedTableScene) -> list[Button]:
        """The action bar's Suggest button while this table may suggest."""
        if not self.deciding(scene) or self.why_off(scene) is not None:
            return []
        label = HIDE if self.showing(scene) else THINKING if self.thinking else ASK
        return [Button("suggest", label)]

    def marks(self, scene: CursedTableScene) -> HintMarks | None:
        """What the board outlines, from the deciding seat's own observation."""
        h = self.hint
        if h is None or not self.showing(scene) or not self.deciding(scene):
            return None
        obs = scene.rules.observation(scene.state, scene.to_act())
        return marks_for(h.action, h.reason, obs)

    def banner(self, scene: CursedTableScene) -> str:
        """The reason, in the centre strip, until a card of the move is picked."""
        h = self.hint
        if h is None or not self.showing(scene) or scene.card is not None or scene.cure_antidotes:
            return ""
        return f"Suggested: {h.reason}. H hides it."
