"""A game's tutorial table: the game's real table scene on the lesson's prepared position, a
coach panel over the log column, the rival's moves from the script, and the player's moves
checked against the step, so a wrong one gets a hint instead of changing the game.

Nothing of the practice game is kept: no autosave (Continue), no history (the last step
speaks for the results, so the game-over panel never opens).

Shared because Cursed Gifts' and Siege's tutorial scenes were the same scene around their own
tables. A game's tutorial scene names this class first and its table scene second
(`class SiegeTutorialScene(TutorialTable, SiegeTableScene)`), hands its lesson, its coach
and its suggester with Suggest off to `start_lesson`, and supplies what differs:
`watching` (the hint while the rival plays), `over_hint`, `choosing()` (a choice half made,
which Escape cancels instead of leaving), `play_expected(action)` (the step's move made for
the player), `coach_key()` (what the coach draws from), and, where its table needs them,
`reading()` and `advance()`. Its own `play` checks the player's move against
`lesson.expected()` and calls `say_hint()` on a wrong one. Gifts Under Siege's tutorial
adapts its steps to the position and keeps its own scene; its coach draws with the shared
calls of `app/table/coach.py`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from siege_desktop.app.intents import Click, Intent
from siege_desktop.app.table.base import FrameScene
from siege_desktop.app.table.coach import LessonCoach, coach_click
from siege_desktop.app.table.lesson import Lesson

if TYPE_CHECKING:

    class _GameTable(FrameScene):
        """What this class reaches in the game's table scene, later in the order of bases
        (mypy sees it; at run time the base is the frame scene itself)."""

        _cache_key: object  # None: the table redraws every region
        suggest: Any  # the table's Suggest a move (the game's own `Suggester`)

        def key(self, key: int) -> bool: ...  # the game table's own keys

else:
    _GameTable = FrameScene


class TutorialTable(_GameTable):
    """The tutorial's part of a game's tutorial scene (see the module's docstring)."""

    #: What the nudge says when a click comes while the scripted rival plays.
    watching: ClassVar[str] = "Your Rival is playing."
    #: What it says on a click after the last step (None: the last step's "press Next").
    over_hint: ClassVar[str | None] = None
    #: The seat the player holds in the practice game.
    learner: ClassVar[int] = 0

    lesson: Lesson[Any]
    coach: LessonCoach
    nudge: str  # the hint after a wrong move, until the step moves on
    _coach_shown: object

    def start_lesson(self, lesson: Lesson[Any], coach: LessonCoach, coach_only: Any) -> None:
        """Called by the game's `__init__` once its table is built. `coach_only`: the game's
        suggester with Suggest a move off (its `why_off` says the coach suggests each move)."""
        self.suggest.shutdown()
        self.suggest = coach_only
        self.lesson = lesson
        self.coach = coach
        self.nudge = ""
        self.over_shown = True  # the last step speaks for the results: no game-over panel
        self._coach_shown = None

    # --- what the game supplies ---------------------------------------------------------------
    def choosing(self) -> bool:
        """A choice half made (a card or a unit picked): Escape cancels it, not the lesson."""
        raise NotImplementedError

    def play_expected(self, action: Any) -> None:
        """Make the step's move for the player (Skip step)."""
        raise NotImplementedError

    def coach_key(self) -> object:
        """What the coach's panel shows depends on: a change redraws it."""
        raise NotImplementedError

    def reading(self) -> bool:
        """A reading step waits for Next (a game may wait for more: Siege's dice)."""
        return self.lesson.waiting_for_next()

    def advance(self) -> None:
        """The lesson's next beat (a game may change the table there: Cursed Gifts' deal)."""
        self.lesson.advance()

    # --- the practice game -------------------------------------------------------------------
    def save(self) -> None:
        pass  # a practice game never replaces the game Continue resumes

    def holding(self) -> bool:
        # The rival waits while the player reads a step.
        return super().holding() or self.lesson.waiting_for_next()

    # The rival plays the script's next move, at the table's pace: no search.
    def ask_cpu(self) -> None:
        pass

    def cpu_answer(self) -> Any:
        return self.lesson.rival_move()

    def say_hint(self) -> None:
        """A move the step does not want: the nudge says what to do instead."""
        step = self.lesson.step
        if self.over_hint is not None and self.lesson.finished:
            self.nudge = self.over_hint
        elif self.lesson.waiting_for_next():
            self.nudge = "Read the step, then press Next (Enter)."
        elif self.lesson.rival_move() is not None:
            self.nudge = self.watching
        elif step is not None and step.hint:
            self.nudge = f"Not quite. {step.hint}"
        self._cache_key = None

    # --- keys and clicks ---------------------------------------------------------------------
    def key(self, key: int) -> bool:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.lesson.waiting_for_next():
            self.press("next")
            return True
        if key == pygame.K_ESCAPE and not self.choosing():
            # Not the game menu: the practice game cannot be saved (its position is
            # prepared, not the seed's), only left.
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
            self.advance()
        elif name == "skip":
            self.skip_step()

    def skip_step(self) -> None:
        """Skip: a reading step moves on; a move the step waits for is made for the player."""
        if self.lesson.waiting_for_next():
            self.press("next")
            return
        action = self.lesson.expected()
        if action is not None and self.to_act() == self.learner:
            self.play_expected(action)

    def play_real_game(self) -> None:
        from siege_desktop.app.menus.new_game import NewGameScene

        game = self.session.game
        self.app.chosen_game = game  # type: ignore[attr-defined]
        self.app.open_title()
        self.app.push(NewGameScene(self.app, game=game))

    # --- drawing -------------------------------------------------------------------------------
    def animating(self) -> bool:
        return super().animating() or self._coach_shown != self.coach_key()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._coach_shown = self.coach_key()
        self.coach.draw(surface)
