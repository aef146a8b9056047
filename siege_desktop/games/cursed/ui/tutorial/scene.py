"""The Cursed Gifts tutorial table: the real table scene on the lesson's prepared deal, a coach
panel over the log column, the rival's moves from the script, and clicks checked against the
step so a wrong one gets a hint instead of changing the game.

Nothing of the practice game is kept: no autosave (Continue), no undo, no history. What every
scripted tutorial does is the shared `app/tutorial.py`; here is what Cursed Gifts' table
adds: which clicks a step allows, and the second prepared deal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from siege_desktop.app.table.lesson import Lesson
from siege_desktop.app.tutorial import TutorialTable
from siege_desktop.games.cursed.ui.hint import CursedSuggester
from siege_desktop.games.cursed.ui.scene import CursedTableScene
from siege_desktop.games.cursed.ui.tutorial.coach import Coach
from siege_desktop.games.cursed.ui.tutorial.lesson import HUMAN, PLAN, ending_state, new_session
from siege_desktop.games.cursed.ui.tutorial.spots import right_clicks
from siege_desktop.games.cursed.ui.view import Hotspot, Spot

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

#: The frame's own buttons while the rival plays: always allowed (they only pace its moves).
PACING = frozenset({"skip", "pause", "next", "pace"})


class _CoachOnly(CursedSuggester):
    """The tutorial offers no Suggest a move: the coach says what to do."""

    def why_off(self, scene: CursedTableScene) -> str | None:
        return "In the tutorial the coach suggests each move."


class CursedTutorialScene(TutorialTable, CursedTableScene):
    """The shared tutorial table (`app/tutorial.py`) on Cursed Gifts' table."""

    watching = "Your Rival is playing: watch the centre strip."
    learner = HUMAN

    def __init__(self, app: App) -> None:
        super().__init__(app, new_session())
        self.start_lesson(Lesson(PLAN), Coach(self), _CoachOnly())

    # --- the practice game -------------------------------------------------------------------
    def can_undo(self) -> bool:
        return False  # the rival's script follows the lesson's moves only

    def play(self, action: Any, human: bool | None = None) -> None:
        if human is not False and self.to_act() == HUMAN and action != self.lesson.expected():
            self.clear_choice()
            self.say_hint()
            return
        super().play(action, human)
        self.nudge = ""
        self.advance()

    def advance(self) -> None:
        """The lesson's next beat; at its new deal, the table changes to that game."""
        self.lesson.advance()
        if self.lesson.new_deal():
            self.new_deal()
            self.lesson.advance()

    def new_deal(self) -> None:
        """The second prepared game replaces the finished one: the table forgets what it
        showed of the first (choices, flights, banners, the log's place)."""
        self.session = new_session(ending_state())
        self.generation += 1
        self.log.clear()
        self.log.marked = None
        self.after_undo()
        self.over_timer = 0.0
        self.told = {}
        self._stakes = None
        self._previews = {}

    # --- clicks ----------------------------------------------------------------------------
    def click(self, spot: Hotspot) -> None:
        if spot[0] == Spot.BUTTON and spot[1] in PACING:
            super().click(spot)
            return
        wrong = self.lesson.expected() is None or spot not in right_clicks(self)
        if wrong and spot != (Spot.BUTTON, "cancel"):
            self.say_hint()
            return
        before = self._choice()
        super().click(spot)
        if self._choice() == before:
            self.say_hint()  # a right card at the wrong moment (a gift before the Antidote)

    def _choice(self) -> object:
        return (
            len(self.session.actions),
            self.card,
            self.pending,  # a target clicked: the preview opened
            tuple(self.cure_antidotes),
            tuple(self.cure_gifts),
        )

    def choosing(self) -> bool:
        return self.card is not None or bool(self.cure_antidotes)

    def play_expected(self, action: Any) -> None:
        self.clear_choice()
        self.play(action, human=True)

    # --- drawing -------------------------------------------------------------------------------
    def coach_key(self) -> object:
        return (self.lesson.at, self.nudge, self.card, self.pending, tuple(self.cure_antidotes))
