"""A game's own summary screen built on the shared page (`ranking.SummaryPage`): its figures
of a finished game, a row a seat in ranking order, who led the longest, and its drawing.

Shared because Gifts Under Siege's, Cursed Gifts' and Siege's summaries were the same class
around their own figures. A game subclasses `GameSummary` and supplies its `COLUMNS`,
`NOTES`, `CHART_TITLE`, how the longest lead is said (`LEAD`, `NO_LEAD`), its figures
(`figures_of`, anything with `points` and `lead`), a seat's figures after its name and score
(`cells`), the `headline`,
and may draw more under the page (`draw_more`: Siege's towers chart) or rank by its own
engine (`result_of`: Gifts Under Siege's standings).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar, cast

import pygame

from siege_desktop.app.replay.ranking import Column, SummaryPage, draw_page
from siege_desktop.app.session import GameSession
from siege_desktop.app.summary import Lead, Timeline
from siege_desktop.app.table.layout import Layout
from siege_desktop.app.table.paint import Painter
from siege_desktop.core.outcome import GameLength


class Figures(Protocol):
    """What the shared page reads of a game's figures."""

    @property
    def points(self) -> Sequence[Sequence[int]]: ...  # points[seat][i], turn by turn

    @property
    def lead(self) -> Lead | None: ...  # the longest run alone in front


class Ranked(Protocol):
    """What the shared page reads of a game's result."""

    @property
    def winners(self) -> Sequence[int]: ...

    @property
    def ranking(self) -> Sequence[int]: ...  # seats, best first

    @property
    def scores(self) -> Sequence[int]: ...  # the score the game is decided by, per seat


F = TypeVar("F", bound=Figures)
R = TypeVar("R", bound=Ranked)


def lead_text(lead: Lead | None, names: Sequence[str], label: str, nobody: str) -> str:
    """`label: Name, N turns from turn T.`, or `nobody` when no seat was ever alone in front."""
    if lead is None:
        return nobody
    turns = "turn" if lead.turns == 1 else "turns"
    return f"{label}: {names[lead.seat]}, {lead.turns} {turns} from turn {lead.start + 1}."


class GameSummary(Generic[F, R]):
    """The figures of one finished game and their drawing (see the module's docstring)."""

    COLUMNS: ClassVar[Sequence[Column]]
    NOTES: ClassVar[str]
    CHART_TITLE: ClassVar[str] = "Points over time"
    #: The score that wins, marked on the chart (None: the game has none).
    CHART_GOAL: ClassVar[int | None] = None
    LEAD: ClassVar[str]  # "Longest lead": who was alone in front the longest
    NO_LEAD: ClassVar[str]  # what is said when nobody ever was

    def __init__(self, session: GameSession, line: Timeline) -> None:
        self.session = session
        self.figures = self.figures_of(session, line)
        end = line.states[-1]
        self.result = self.result_of(end)
        self.length: GameLength = session.rules.length(end)

    # --- what the game supplies ---------------------------------------------------------------
    def figures_of(self, session: GameSession, line: Timeline) -> F:
        raise NotImplementedError

    def result_of(self, end: Any) -> R:
        """The ranking of the game's last position (its rules' outcome by default)."""
        result = self.session.rules.outcome(end)
        assert result is not None, "a summary is of a finished game"
        return cast(R, result)  # a game ranked by its rules' outcome takes R = GameResult

    def cells(self, seat: int) -> tuple[str, ...]:
        """The seat's own figures, one a column after its name and score."""
        raise NotImplementedError

    def headline(self, names: Sequence[str]) -> str:
        raise NotImplementedError

    def draw_more(self, p: Painter, surface: pygame.Surface, layout: Layout) -> None:
        """What the game draws on the page besides the shared parts (nothing by default)."""

    # --- shared -------------------------------------------------------------------------------
    def rows(self, names: Sequence[str]) -> list[tuple[int, tuple[str, ...]]]:
        """(seat, values) in ranking order: every page starts with the name and the score."""
        scores = self.result.scores
        return [
            (seat, (names[seat], str(scores[seat]), *self.cells(seat)))
            for seat in self.result.ranking
        ]

    def draw(self, p: Painter, surface: pygame.Surface, layout: Layout) -> None:
        names = [s.name for s in self.session.seats]
        page = SummaryPage(
            headline=self.headline(names),
            series=self.figures.points,
            names=names,
            columns=self.COLUMNS,
            rows=self.rows(names),
            winners=self.result.winners,
            lead=lead_text(self.figures.lead, names, self.LEAD, self.NO_LEAD),
            notes=self.NOTES,
            chart_title=self.CHART_TITLE,
            chart_goal=self.CHART_GOAL,
        )
        draw_page(p, surface, layout, page)
        self.draw_more(p, surface, layout)
