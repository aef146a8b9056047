"""The Siege tutorial table: the real table scene on the lesson's prepared position, a coach
panel over the log column, the rival's moves from the script, and every move checked
against the step, so a wrong one gets a hint instead of changing the game (choosing a unit
or a tile is free: only what would change the game is checked).

Nothing of the practice game is kept: no autosave (Continue), no undo, no history. What every
scripted tutorial does is the shared `app/tutorial.py`; here is what Siege's table adds: its
moves come batched, and a reading step waits for the dice to settle.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from siege_desktop.app.table.lesson import Lesson
from siege_desktop.app.tutorial import TutorialTable
from siege_desktop.core.protocol import GameEvent
from siege_desktop.games.siege.rules.actions import Action
from siege_desktop.games.siege.ui.hint import SiegeSuggester
from siege_desktop.games.siege.ui.scene import SiegeTableScene
from siege_desktop.games.siege.ui.tutorial.coach import Coach
from siege_desktop.games.siege.ui.tutorial.lesson import HUMAN, PLAN, new_session

if TYPE_CHECKING:
    from siege_desktop.app.shell import App


class _CoachOnly(SiegeSuggester):
    """The tutorial offers no Suggest a step: the coach says what to do."""

    def why_off(self, scene: SiegeTableScene) -> str | None:
        return "In the tutorial the coach suggests each step."


class SiegeTutorialScene(TutorialTable, SiegeTableScene):
    """The shared tutorial table (`app/tutorial.py`) on Siege's table."""

    watching = "Your Rival is playing: watch the board."
    over_hint = "The lesson is over: play a real game, or go back to the title."
    learner = HUMAN

    def __init__(self, app: App) -> None:
        super().__init__(app, new_session())
        self.start_lesson(Lesson(PLAN), Coach(self), _CoachOnly())

    # --- the practice game -------------------------------------------------------------------
    def record(self, action: Any, human: bool, new_step: bool = True) -> tuple[GameEvent, ...]:
        # Nothing for undo to keep (no Undo button): the rival's script follows the
        # lesson's moves only.
        return super().record(action, human=False, new_step=new_step)

    def play(self, actions: Sequence[Action], human: bool = True) -> None:
        """The rival's scripted move, or the player's if it is the lesson's next: one
        action, or (as the table batches them) the `end`s before a move and the move, each
        a step of the lesson."""
        mine = human and self.to_act() == HUMAN
        if mine and list(actions) != self.lesson.upcoming(len(actions)):
            self.clear_choice()
            self.say_hint()
            return
        super().play(actions, human)
        self.nudge = ""
        for _ in actions:
            self.lesson.advance()
        self._cache_key = None

    def reading(self) -> bool:
        """A reading step waits for Next, and the dice it speaks of have settled."""
        return self.lesson.waiting_for_next() and not self.dice.busy

    def choosing(self) -> bool:
        return self.selected is not None or self.pending is not None

    def play_expected(self, action: Any) -> None:
        self.clear_choice()
        self.play([action], human=True)

    # --- drawing -------------------------------------------------------------------------------
    def coach_key(self) -> object:
        return (
            self.lesson.at,
            self.nudge,
            self.chosen,
            self.selected,
            self.pending,
            self.dice.busy,
        )
