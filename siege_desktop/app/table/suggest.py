"""Suggest a move, for every game's table: Hard's choice for the human deciding now, searched
in the app's worker process (`ai.pool`) from that seat's observation only (`ai.hint.suggest`,
asked as `ai.thinking.Suggest`; the answer is the move's text, read back and checked against
the position's legal actions before it is shown).

The frame's part is here: one search at a time keyed to the position (a move or an undo
drops it), the "thinking" state, one hint per position (asked again, it shows at once and
counts once), the count of hints shown kept in the session (`GameSession.hints_used`, saved
and kept by the history, so a helped game can be told apart), and whether this table may
suggest at all (pass-and-play only when every human agreed in New game). How a hint is
shown, and the move played, is the game's: a subclass in its `ui/` overrides the hooks.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from siege_desktop.ai.hint import Hint
from siege_desktop.ai.pool import Failed, Thinker, shared
from siege_desktop.ai.thinking import Suggest

if TYPE_CHECKING:
    from siege_desktop.app.table.base import FrameScene

log = logging.getLogger(__name__)

OFF_WHY = "Hints are off in pass-and-play: every human must agree in New game"
NO_HINT = "No suggestion this time."

S = TypeVar("S", bound="FrameScene")


def allowed(scene: FrameScene) -> str | None:
    """None when this table may suggest moves, else why not."""
    if len(scene.humans) == 1 or scene.session.hints:
        return None
    return OFF_WHY


class Suggester(Generic[S]):
    """One hint at a time, asked for with H, searched in the app's worker process.

    `hint` is the hint on show (None when hidden or stale); `key` the position it is for.
    """

    #: The search's iterations (None: the game's own hint budget, `ai.hint`).
    iterations: int | None = None

    def __init__(self, thinker: Thinker | None = None) -> None:
        #: Where hints are searched: None is the app's worker process (`ai.pool.shared`).
        self.thinker = thinker
        self._ticket: tuple[Thinker, int, tuple[Any, ...]] | None = None  # the search, its legal
        self._asked: object = None  # the key the search in progress is for
        self._found: tuple[object, Hint] | None = None  # this position's hint, once found
        self.hint: Hint | None = None
        self.key: object = None  # the decision the shown hint is for
        self.shown: Hint | None = None  # what the last frame drew

    # ------------------------------------------------------------------ the game's hooks
    def deciding(self, scene: S) -> bool:
        """A human decides now and holds the screen (a handoff confirmed)."""
        seat = scene.to_act()
        return (
            seat >= 0
            and seat in scene.humans
            and seat == scene.last_human
            and not scene.handoff_open
        )

    def legal(self, scene: S) -> tuple[Any, ...]:
        return tuple(scene.rules.legal_actions(scene.session.state))

    def observation(self, scene: S) -> Any:
        """What the deciding seat knows: the search and the reason see nothing more."""
        return scene.rules.observation(scene.session.state, scene.to_act())

    def submit(self, scene: S, action: Any) -> bool:
        """Play the suggested action as the deciding human would (the game's own door)."""
        raise NotImplementedError

    def on_shown(self, scene: S) -> None:
        """A hint just arrived (the game may clear a banner for it)."""

    # ------------------------------------------------------------------ the frame's part
    @staticmethod
    def decision(scene: FrameScene) -> object:
        return (scene.generation, len(scene.session.actions))

    @property
    def thinking(self) -> bool:
        return self._ticket is not None

    def why_off(self, scene: S) -> str | None:
        return allowed(scene)

    def ask(self, scene: S) -> bool:
        """H: search a hint for the decision at hand, or hide the one shown. False when no
        human decides now (the key is not the table's then)."""
        if not self.deciding(scene):
            return False
        why = self.why_off(scene)
        if why is not None:
            scene.app.toast(why)
            return True
        key = self.decision(scene)
        if self.hint is not None and self.key == key:
            self.hint = None  # H again hides it
            return True
        if self._found is not None and self._found[0] == key:
            self.hint, self.key = self._found[1], key  # one hint per position: no new search
            return True
        if self._ticket is not None and self._asked == key:
            return True
        self.cancel()
        legal = self.legal(scene)
        request = Suggest(scene.spec.game_id, self.observation(scene), legal, self.iterations)
        thinker = self.thinker or shared()
        self._asked = key
        self._ticket = (thinker, thinker.submit(request), legal)
        return True

    def cancel(self) -> None:
        """Drop the search in progress (a queued one never runs; a running one is ignored)."""
        if self._ticket is not None:
            thinker, ticket, _ = self._ticket
            thinker.cancel(ticket)
        self._ticket = None
        self._asked = None

    def update(self, scene: S) -> None:
        """Each frame: drop a hint or a search the game has moved past; take a finished one."""
        key = self.decision(scene)
        deciding = self.deciding(scene)
        if self.hint is not None and (self.key != key or not deciding):
            self.hint = None
        if self._found is not None and self._found[0] != key:
            self._found = None
        asked = self._ticket
        if asked is not None and (self._asked != key or not deciding):
            self.cancel()  # the game moved on (a move, an undo, a handoff): a stale search
            return
        if asked is None:
            return
        thinker, ticket, legal = asked
        out = thinker.poll(ticket)
        if out is None:
            return
        self._ticket = None
        hint = None if isinstance(out, Failed) else self._read(scene, out.action, out.reason, legal)
        if hint is None:  # a hint is a courtesy: never let it stop the table
            log.warning("no hint for this position: %s", getattr(out, "why", out))
            scene.app.toast(NO_HINT)
            return
        self.hint, self.key = hint, key
        self._found = (key, hint)
        scene.session.hints_used += 1
        self.on_shown(scene)

    @staticmethod
    def _read(scene: FrameScene, text: str, reason: str, legal: tuple[Any, ...]) -> Hint | None:
        """The worker's answer as a move of this position, or None if it is not one."""
        try:
            action = scene.rules.parse_action(text)
        except ValueError:
            return None
        return Hint(action, reason) if action in legal else None

    def play(self, scene: S) -> bool:
        """Play the suggested move, if it is still legal."""
        h = self.hint
        if h is None or not self.deciding(scene):
            return False
        self.hint = None
        if scene.rules.why_illegal(scene.session.state, h.action) is not None:
            return False
        return self.submit(scene, h.action)

    def animating(self) -> bool:
        return self.thinking or self.hint is not self.shown

    def shutdown(self) -> None:
        self.cancel()
