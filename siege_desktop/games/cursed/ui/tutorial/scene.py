"""The Cursed Gifts tutorial table: the real table scene on the lesson's prepared deal, a coach
panel over the log column, the rival's moves from the script, and clicks checked against the
step so a wrong one gets a hint instead of changing the game.

Nothing of the practice game is kept: no autosave (Continue), no undo, no history.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from siege_desktop.app.intents import Click, Intent
from siege_desktop.app.table.coach import coach_click
from siege_desktop.games.cursed.ui.hint import CursedSuggester
from siege_desktop.games.cursed.ui.scene import CursedTableScene
from siege_desktop.games.cursed.ui.tutorial.coach import Coach
from siege_desktop.games.cursed.ui.tutorial.lesson import (
    GAME,
    HUMAN,
    Lesson,
    ending_state,
    new_session,
)
from siege_desktop.games.cursed.ui.tutorial.spots import next_clicks, right_clicks
from siege_desktop.games.cursed.ui.view import Hotspot, Spot

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

#: The frame's own buttons while the rival plays: always allowed (they only pace its moves).
PACING = frozenset({"skip", "pause", "next", "pace"})


class _CoachOnly(CursedSuggester):
    """The tutorial offers no Suggest a move: the coach says what to do."""

    def why_off(self, scene: CursedTableScene) -> str | None:
        return "In the tutorial the coach suggests each move."


class CursedTutorialScene(CursedTableScene):
    def __init__(self, app: App) -> None:
        super().__init__(app, new_session())
        self.suggest.shutdown()
        self.suggest = _CoachOnly()
        self.lesson = Lesson()
        self.coach = Coach(self)
        self.nudge = ""  # the hint after a wrong click, until the step moves on
        self.over_shown = True  # the last step speaks for the results: no game-over panel
        self._coach_shown: object = None

    # --- the practice game -------------------------------------------------------------------
    def save(self) -> None:
        pass  # a practice game never replaces the game Continue resumes

    def can_undo(self) -> bool:
        return False  # the rival's script follows the lesson's moves only

    def holding(self) -> bool:
        # The rival waits while the player reads a step.
        return super().holding() or self.lesson.waiting_for_next()

    # The rival plays the script's next move, at the table's pace: no search.
    def ask_cpu(self) -> None:
        pass

    def cpu_answer(self) -> Any:
        return self.lesson.rival_move()

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

    def say_hint(self) -> None:
        step = self.lesson.step
        if self.lesson.waiting_for_next():
            self.nudge = "Read the step, then press Next (Enter)."
        elif self.lesson.rival_move() is not None:
            self.nudge = "Your Rival is playing: watch the centre strip."
        elif step is not None and step.hint:
            self.nudge = f"Not quite. {step.hint}"
        self._cache_key = None

    def key(self, key: int) -> bool:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.lesson.waiting_for_next():
            self.press("next")
            return True
        if key == pygame.K_ESCAPE and self.card is None and not self.cure_antidotes:
            # Not the game menu: the practice game cannot be saved (its deal is prepared,
            # not the seed's), only left.
            from siege_desktop.app.menus.confirm import ConfirmScene

            self.app.push(
                ConfirmScene(
                    self.app, "Leave the tutorial?", self.app.open_title, yes="Back to title"
                )
            )
            return True
        return super().key(key)

    def handle(self, intent: Intent) -> bool:
        if (
            isinstance(intent, Click)
            and intent.button == 1
            and coach_click(self.coach, intent.pos, self.press)
        ):
            return True
        return super().handle(intent)

    def press(self, name: str) -> None:
        """A coach button: Next, Skip step (the move is made for you), Leave, the end's two."""
        if name in ("leave", "title"):
            self.app.open_title()
        elif name == "real":
            self.play_real_game()
        elif name == "next" and self.lesson.waiting_for_next() and not self.lesson.finished:
            self.nudge = ""
            self.advance()
        elif name == "skip":
            self.skip_step()

    def skip_step(self) -> None:
        """Skip: a reading step moves on; a move the step waits for is made for the player."""
        if self.lesson.waiting_for_next():
            self.press("next")
            return
        action = self.lesson.expected()
        if action is not None and self.to_act() == HUMAN:
            self.clear_choice()
            self.play(action, human=True)

    def play_real_game(self) -> None:
        from siege_desktop.app.menus.new_game import NewGameScene

        self.app.chosen_game = GAME  # type: ignore[attr-defined]
        self.app.open_title()
        self.app.push(NewGameScene(self.app, game=GAME))

    # --- drawing -------------------------------------------------------------------------------
    def animating(self) -> bool:
        return super().animating() or self._coach_shown != self._coach_key()

    def _coach_key(self) -> object:
        return (self.lesson.at, self.nudge, self.card, self.pending, tuple(self.cure_antidotes))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._coach_shown = self._coach_key()
        self.coach.draw(surface, next_clicks(self))
