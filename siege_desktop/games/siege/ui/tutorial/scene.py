"""The Siege tutorial table: the real table scene on the lesson's prepared position, a coach
panel over the log column, the rival's moves from the script, and every move checked
against the step, so a wrong one gets a hint instead of changing the game (choosing a unit
or a tile is free: only what would change the game is checked).

Nothing of the practice game is kept: no autosave (Continue), no undo, no history.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from siege_desktop.app.intents import Click, Intent
from siege_desktop.app.table.coach import coach_click
from siege_desktop.core.protocol import GameEvent
from siege_desktop.games.siege.rules.actions import Action
from siege_desktop.games.siege.ui.hint import SiegeSuggester
from siege_desktop.games.siege.ui.scene import SiegeTableScene
from siege_desktop.games.siege.ui.tutorial.coach import Coach
from siege_desktop.games.siege.ui.tutorial.lesson import GAME, HUMAN, Lesson, new_session

if TYPE_CHECKING:
    from siege_desktop.app.shell import App


class _CoachOnly(SiegeSuggester):
    """The tutorial offers no Suggest a step: the coach says what to do."""

    def why_off(self, scene: SiegeTableScene) -> str | None:
        return "In the tutorial the coach suggests each step."


class SiegeTutorialScene(SiegeTableScene):
    def __init__(self, app: App) -> None:
        super().__init__(app, new_session())
        self.suggest.shutdown()
        self.suggest = _CoachOnly()
        self.lesson = Lesson()
        self.coach = Coach(self)
        self.nudge = ""  # the hint after a wrong move, until the step moves on
        self.over_shown = True  # the last step speaks for the results: no game-over panel
        self._coach_shown: object = None

    # --- the practice game -------------------------------------------------------------------
    def save(self) -> None:
        pass  # a practice game never replaces the game Continue resumes

    def record(self, action: Any, human: bool, new_step: bool = True) -> tuple[GameEvent, ...]:
        # Nothing for undo to keep (no Undo button): the rival's script follows the
        # lesson's moves only.
        return super().record(action, human=False, new_step=new_step)

    def holding(self) -> bool:
        # The rival waits while the player reads a step.
        return super().holding() or self.lesson.waiting_for_next()

    # The rival plays the script's next move, at the table's pace: no search.
    def ask_cpu(self) -> None:
        pass

    def cpu_answer(self) -> Any:
        return self.lesson.rival_move()

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

    def say_hint(self) -> None:
        step = self.lesson.step
        if self.lesson.finished:
            self.nudge = "The lesson is over: play a real game, or go back to the title."
        elif self.lesson.waiting_for_next():
            self.nudge = "Read the step, then press Next (Enter)."
        elif self.lesson.rival_move() is not None:
            self.nudge = "Your Rival is playing: watch the board."
        elif step is not None and step.hint:
            self.nudge = f"Not quite. {step.hint}"
        self._cache_key = None

    # --- keys and clicks ---------------------------------------------------------------------
    def key(self, key: int) -> bool:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.lesson.waiting_for_next():
            self.press("next")
            return True
        if key == pygame.K_ESCAPE and self.selected is None and self.pending is None:
            # Not the game menu: the practice game cannot be saved, only left.
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
        elif name == "next" and self.reading() and not self.lesson.finished:
            self.nudge = ""
            self.lesson.advance()
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
            self.play([action], human=True)

    def play_real_game(self) -> None:
        from siege_desktop.app.menus.new_game import NewGameScene

        self.app.chosen_game = GAME  # type: ignore[attr-defined]
        self.app.open_title()
        self.app.push(NewGameScene(self.app, game=GAME))

    # --- drawing -------------------------------------------------------------------------------
    def animating(self) -> bool:
        return super().animating() or self._coach_shown != self._coach_key()

    def _coach_key(self) -> object:
        return (
            self.lesson.at,
            self.nudge,
            self.chosen,
            self.selected,
            self.pending,
            self.dice.busy,
        )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._coach_shown = self._coach_key()
        self.coach.draw(surface)
