"""The New game screen: 2–8 seats (human or CPU, with names), every table rule, a seed, Start."""

from __future__ import annotations

import functools
import json
import logging
import random
from pathlib import Path
from typing import TYPE_CHECKING

import attrs
import cattrs
import pygame

from siege_desktop.app import textfit, theme, userdirs, userfiles
from siege_desktop.app.menus.base import MenuScene
from siege_desktop.app.saves import write_text_atomic
from siege_desktop.app.session import GameSession, SeatSpec, SessionError
from siege_desktop.app.widgets import (
    Button,
    Choice,
    Label,
    Stepper,
    TextField,
    Toggle,
    blit_text,
    to_rect,
)
from siege_desktop.core.registry import DEFAULT_GAME, find_game
from siege_desktop.engine import ConfigError, GameConfig, counted
from siege_desktop.engine.config import (
    MAX_DISPLAY,
    MAX_PLAYERS,
    MIN_PLAYERS,
    default_display_size,
    default_gift_counts,
)
from siege_desktop.games.gifts.ui.rules_text import gift_counts_text

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

log = logging.getLogger(__name__)

KINDS = (("human", "Human"), ("easy", "Easy"), ("medium", "Medium"), ("hard", "Hard"))
# What each CPU level is, in words, from the strengths measured in docs/AI.md.
LEVELS_Y = 566  # below the eighth seat row
LEVELS = (
    "Easy: rules of thumb, and one move in four at random; a first game.",
    "Medium: weighs every move of its turn; wins 87 games in 100 against Easy.",
    "Hard: searches ahead for about a second a move; wins 72 in 100 against Medium.",
)
#: The same levels for a game without measured strengths yet.
LEVELS_PLAIN = (
    "Easy: rules of thumb, with slips now and then; a first game.",
    "Medium: weighs the plays of its turn before choosing.",
    "Hard: searches ahead for about a second a move.",
)
NAME_MAX = 24  # the engine's limit for a seat name
SEED_DIGITS = 9
LANDS_CHOICES = tuple(range(4, 61))
COPIES_CHOICES = tuple(range(0, 11))
DISPLAY_CHOICES: tuple[int | None, ...] = (None, 1, 2, 3, 4, 5, 6, 7, 8)
CURSED_ROUNDS: tuple[int, ...] = (10, 20, 30, 40, 60, 80, 100, 150, 200)
ROUND_CHOICES: tuple[int, ...] = (5, 10, 15, 20, 25, 30, 40, 50, 60, 80, 100)
TIME_CHOICES: tuple[int | None, ...] = (None, 10, 15, 20, 25, 30, 40, 45, 60, 90, 120)
RULES_X, RULES_W = 716.0, 494.0  # the table rules column, right of the seats


@attrs.define
class SeatRow:
    name: str
    kind: str
    auto_name: bool = True  # still the name we made up: follows the kind until typed over


@attrs.define
class NewGameChoices:
    """Everything the form edits; the widgets only read and write this."""

    seats: list[SeatRow] = attrs.field(
        factory=lambda: [SeatRow("Player 1", "human"), SeatRow("", "medium"), SeatRow("", "easy")]
    )
    lands_per_colour: int = 20  # GameConfig's default (ruling 3)
    gifts_by_players: bool = True
    gift_counts: tuple[int, int, int] = (2, 1, 1)
    display_size: int | None = None
    unique_buildings: bool = True
    round_limit: int = 30
    time_limit_minutes: int | None = None
    seed: str = ""
    #: Every human at a pass-and-play table agrees to move suggestions (one human: always on).
    hints_agreed: bool = False
    game: str = DEFAULT_GAME
    #: Cursed Gifts' own table rules (RULINGS-cursed-gifts.md 11 and 15).
    cursed_round_limit: int = 60
    ask_only_when_can_answer: bool = False

    def __attrs_post_init__(self) -> None:
        self.rename()

    def rename(self) -> None:
        """Give automatic names ("Player 2", "Hard 1") to seats whose name was not typed."""
        counts: dict[str, int] = {}
        for row in self.seats:
            counts[row.kind] = counts.get(row.kind, 0) + 1
            if row.auto_name:
                word = "Player" if row.kind == "human" else row.kind.capitalize()
                row.name = f"{word} {counts[row.kind]}"

    def config(self) -> GameConfig:
        """The table config; raises ConfigError (the engine's own sentence) if invalid."""
        return GameConfig(
            players=len(self.seats),
            lands_per_colour=self.lands_per_colour,
            gift_counts=None if self.gifts_by_players else self.gift_counts,
            display_size=self.display_size,
            unique_buildings=self.unique_buildings,
            round_limit=self.round_limit,
            time_limit_minutes=self.time_limit_minutes,
            names=tuple(r.name.strip() for r in self.seats),
        )

    def session(self, rng: random.Random | None = None) -> GameSession:
        """The game to start; raises ValueError with a sentence for the player."""
        names = [r.name.strip() for r in self.seats]
        for i, name in enumerate(names):
            if not name:
                raise ValueError(f"seat {i + 1} needs a name")
        seen: set[str] = set()
        for name in names:
            if name.casefold() in seen:
                raise ValueError(f"two seats are called {name!r}: give each seat its own name")
            seen.add(name.casefold())
        if self.seed.strip():
            seed = int(self.seed)
        else:
            seed = (rng or random.SystemRandom()).randrange(10**SEED_DIGITS)
        seats = tuple(SeatSpec(r.name.strip(), r.kind) for r in self.seats)
        try:
            if self.game != DEFAULT_GAME:
                return self._other_session(seed, seats)
            return GameSession(self.config(), seed, seats, hints=self.hints_agreed)
        except (ConfigError, SessionError) as exc:
            raise ValueError(str(exc)) from None

    def _other_session(self, seed: int, seats: tuple[SeatSpec, ...]) -> GameSession:
        """A game other than Gifts Under Siege: its config through its own rules."""
        rules = find_game(self.game).rules
        config = rules.config_from_dict(
            {
                "seats": len(seats),
                "names": [s.name for s in seats],
                "round_limit": self.cursed_round_limit,
            }
        )
        table = {"ask_only_when_can_answer": True} if self.ask_only_when_can_answer else {}
        return GameSession(config, seed, seats, game=self.game, table_rules=table)


CHOICES_FILE = "new_game.json"
CHOICES_MAX_BYTES = 64 * 1024


def _choices_path() -> Path:
    return userdirs.config_dir() / CHOICES_FILE


def load_choices() -> NewGameChoices:
    """The table set up last time (seats, names, rules; never the seed), or the defaults."""
    return read_choices()[0]


def read_choices() -> tuple[NewGameChoices, str | None]:
    """`load_choices`, and a sentence for the player if the file was damaged (set aside).

    A group playing again finds its names and rules where it left them. cattrs checks every
    field's type on the way in; anything unusable gives the defaults.
    """
    path = _choices_path()
    try:
        data = userfiles.read_json(path, CHOICES_MAX_BYTES)
        if not isinstance(data, dict):
            raise userfiles.DamagedFile(f"{path.name} does not hold a table setup")
        choices = cattrs.Converter().structure(data, NewGameChoices)
        find_game(choices.game)  # a game this app no longer knows: the defaults
        kinds = {k for k, _ in KINDS}
        if not MIN_PLAYERS <= len(choices.seats) <= MAX_PLAYERS or any(
            r.kind not in kinds or len(r.name) > NAME_MAX or textfit.clean(r.name) != r.name
            for r in choices.seats
        ):
            raise ValueError("the seats are out of range")
    except FileNotFoundError:
        return NewGameChoices(), None
    except OSError as exc:  # there but unreadable (permissions): not damage, left in place
        log.info("last new-game setup not readable: %s", exc)
        return NewGameChoices(), None
    except Exception as exc:  # a damaged file only costs the remembered setup
        log.info("last new-game setup not used: %s", exc)
        aside = userfiles.set_aside(path)
        kept = f" (kept as {aside.name})" if aside else ""
        return NewGameChoices(), f"The last table setup was damaged{kept}; here are the defaults."
    choices.seed = ""
    return choices, None


def save_choices(choices: NewGameChoices) -> None:
    data = cattrs.Converter().unstructure(choices)
    data.pop("seed", None)
    try:
        write_text_atomic(_choices_path(), json.dumps(data, indent=1) + "\n")
    except OSError as exc:  # not worth a toast: the game starts all the same
        log.warning("cannot remember the new-game setup: %s", exc)


class NewGameScene(MenuScene):
    title = "New game"
    panel_rect = (30, 14, 1220, 692)

    def __init__(
        self, app: App, choices: NewGameChoices | None = None, game: str | None = None
    ) -> None:
        super().__init__(app)
        problem = None
        if choices is None:
            choices, problem = read_choices()
        if game is not None:
            choices.game = game
        self.choices = choices
        self.title = f"New game of {find_game(choices.game).name}"
        if problem:
            app.toast(problem, 6.0)
        self.start_button: Button | None = None

    # --- building the form -----------------------------------------------------------------

    def build(self) -> None:
        c = self.choices
        form = self.form
        form.add(
            Label(
                (70, 88, 560, 30),
                f"Seats ({MIN_PLAYERS} to {MAX_PLAYERS})",
                size=22,
                colour=theme.GOLD,
                bold=True,
            )
        )
        for i, row in enumerate(c.seats):
            self._seat_row(i, row, 128 + i * 54)
        if len(c.seats) < MAX_PLAYERS:
            y = 128 + len(c.seats) * 54
            form.add(Button((70, y, 230, 44), "+ Add a seat", self.add_seat, size=18))

        x, w = RULES_X, RULES_W
        form.add(Label((x, 88, w, 30), "Table rules", size=22, colour=theme.GOLD, bold=True))
        if c.game != DEFAULT_GAME:
            self._cursed_rules(x, w)
        else:
            self._gifts_rules(x, w)
        form.add(Label((x, 478, 250, 44), "Seed (optional)"))
        form.add(
            TextField(
                (x + 270, 478, w - 270, 44),
                lambda: c.seed,
                lambda v: setattr(c, "seed", v),
                max_len=SEED_DIGITS,
                placeholder="random",
                allowed=str.isdigit,
                tip="The same seed and the same moves give the same game",
            )
        )
        form.add(Button((x, 540, 250, 44), "Default rules", self.default_rules, size=17))
        form.add(
            Toggle(
                (x, 590, w, 36),
                "Hints in pass-and-play: every human agrees",
                lambda: c.hints_agreed,
                lambda v: setattr(c, "hints_agreed", v),
                tip="Suggest a move (H) at the table; with one human, hints are always on",
            )
        )
        form.add(Button((70, 630, 200, 52), "Back", self.back))
        self.start_button = Button((1010, 630, 200, 52), "Start", self.start, primary=True)
        form.add(self.start_button)
        if form.focus is None:
            form.focus = self.start_button

    def _cursed_rules(self, x: float, w: float) -> None:
        c = self.choices
        self.form.add(
            Stepper(
                (x, 128, w, 44),
                "Round limit",
                CURSED_ROUNDS,
                lambda: c.cursed_round_limit,
                lambda v: setattr(c, "cursed_round_limit", v),
                lambda v: counted(v, "round"),
                tip="After this many rounds the fewest points in an area wins",
            )
        )
        self.form.add(
            Toggle(
                (x, 178, w, 44),
                "Ask only when I can answer",
                lambda: c.ask_only_when_can_answer,
                lambda v: setattr(c, "ask_only_when_can_answer", v),
                tip="Faster, but everyone sees when a seat holds no Comeback",
            )
        )

    def _gifts_rules(self, x: float, w: float) -> None:
        c = self.choices
        form = self.form
        form.add(
            Stepper(
                (x, 128, w, 44),
                "Lands of each colour",
                LANDS_CHOICES,
                lambda: c.lands_per_colour,
                lambda v: setattr(c, "lands_per_colour", v),
                tip="Lands of each colour shuffled into the shared deck",
            )
        )
        form.add(
            Toggle(
                (x, 178, w, 44),
                "Gifts per colour by player count",
                lambda: c.gifts_by_players,
                self.set_gifts_by_players,
                tip=gift_counts_text(),
            )
        )
        if not c.gifts_by_players:
            # Three narrow steppers labelled by the roman numeral alone; the tip says more.
            for k, numeral in enumerate(("I", "II", "III")):
                form.add(
                    Stepper(
                        (x + k * 167, 228, 160, 44),
                        numeral,
                        COPIES_CHOICES,
                        functools.partial(self.gift_count, k),
                        functools.partial(self.set_gift_count, k),
                        label_width=0.28,
                        tip=f"Class {numeral} gifts of each colour",
                    )
                )
        form.add(
            Stepper(
                (x, 278, w, 44),
                "Gifts on display",
                DISPLAY_CHOICES,
                lambda: c.display_size,
                lambda v: setattr(c, "display_size", v),
                self.display_text,
                tip=f"Face-up gifts; by player count it is the players + 2, at most {MAX_DISPLAY}",
            )
        )
        form.add(
            Toggle(
                (x, 328, w, 44),
                "Unique buildings (one of each at the table)",
                lambda: c.unique_buildings,
                lambda v: setattr(c, "unique_buildings", v),
                tip="Off: anyone may build any building, but never two of the same",
            )
        )
        form.add(
            Stepper(
                (x, 378, w, 44),
                "Round limit",
                ROUND_CHOICES,
                lambda: c.round_limit,
                lambda v: setattr(c, "round_limit", v),
                lambda v: counted(v, "round"),
                tip="The game ends at the end of this round at the latest",
            )
        )
        form.add(
            Stepper(
                (x, 428, w, 44),
                "Time limit",
                TIME_CHOICES,
                lambda: c.time_limit_minutes,
                lambda v: setattr(c, "time_limit_minutes", v),
                lambda v: "none" if v is None else counted(v, "minute"),
                tip="A wall clock: when it runs out, the round being played is the last",
            )
        )

    def _seat_row(self, i: int, row: SeatRow, y: float) -> None:
        def set_name(v: str, row: SeatRow = row) -> None:
            row.name = v
            row.auto_name = False

        def set_kind(v: str, row: SeatRow = row) -> None:
            row.kind = v
            self.choices.rename()

        self.form.add(
            TextField(
                (70, y, 240, 44),
                functools.partial(getattr, row, "name"),
                set_name,
                max_len=NAME_MAX,
                placeholder=f"Seat {i + 1}",
                tip="The seat's name",
            )
        )
        self.form.add(
            Choice(
                (322, y, 320, 44),
                KINDS,
                functools.partial(getattr, row, "kind"),
                set_kind,
            )
        )
        remove = Button((652, y, 40, 44), "✕", functools.partial(self.remove_seat, i), size=18)
        remove.enabled = len(self.choices.seats) > MIN_PLAYERS
        remove.tip = (
            "Remove this seat" if remove.enabled else f"A table needs at least {MIN_PLAYERS} seats"
        )
        self.form.add(remove)

    # --- actions ---------------------------------------------------------------------------

    def add_seat(self) -> None:
        if len(self.choices.seats) >= MAX_PLAYERS:
            return
        self.choices.seats.append(SeatRow("", "medium"))
        self.choices.rename()
        self.rebuild()

    def remove_seat(self, i: int) -> None:
        if len(self.choices.seats) <= MIN_PLAYERS or not 0 <= i < len(self.choices.seats):
            return
        del self.choices.seats[i]
        self.choices.rename()
        self.form.focus = None
        self.rebuild()

    def set_gifts_by_players(self, on: bool) -> None:
        c = self.choices
        c.gifts_by_players = on
        if not on:
            c.gift_counts = default_gift_counts(len(c.seats))  # start from what was shown
        self.rebuild()

    def gift_count(self, k: int) -> int:
        return self.choices.gift_counts[k]

    def set_gift_count(self, k: int, v: int) -> None:
        counts = list(self.choices.gift_counts)
        counts[k] = v
        self.choices.gift_counts = (counts[0], counts[1], counts[2])

    def display_text(self, v: int | None) -> str:
        if v is None:
            return f"by players ({default_display_size(len(self.choices.seats))})"
        return counted(v, "gift")

    def default_rules(self) -> None:
        seats = self.choices.seats
        self.choices = NewGameChoices(seats=seats, game=self.choices.game)
        self.form.focus = None
        self.rebuild()

    def start(self) -> None:
        try:
            session = self.choices.session()
        except ValueError as exc:
            self.app.toast(f"Cannot start: {exc}", 5.0)
            return
        save_choices(self.choices)
        self.app.start_game(session)

    def confirm(self) -> bool:
        self.start()
        return True

    def draw_content(self, surface: pygame.Surface) -> None:
        c = self.choices
        if c.game != DEFAULT_GAME:
            r = to_rect(self.app, (RULES_X, 228, RULES_W, 44))
            text = "On: no window when you hold no Comeback; everyone then knows it."
            blit_text(surface, self.app, text, r.midleft, 14, theme.MUTED, anchor="midleft")
        if c.gifts_by_players and c.game == DEFAULT_GAME:
            counts = default_gift_counts(len(c.seats))
            r = to_rect(self.app, (RULES_X, 228, RULES_W, 44))
            text = (
                f"{len(c.seats)} players: {counts[0]} / {counts[1]} / {counts[2]} gifts "
                "of Class I / II / III in each colour"
            )
            blit_text(surface, self.app, text, r.midleft, 15, theme.MUTED, anchor="midleft")
        # The CPU levels in words, under the seats (above Back and Start).
        for i, line in enumerate(LEVELS if c.game == DEFAULT_GAME else LEVELS_PLAIN):
            r = to_rect(self.app, (70, LEVELS_Y + i * 19, 622, 19))
            blit_text(surface, self.app, line, r.midleft, 14, theme.MUTED, anchor="midleft")
        humans = sum(1 for r in c.seats if r.kind == "human")
        note = (
            "Pass-and-play: hands are hidden between human seats."
            if humans > 1
            else "Only CPU seats: you watch the game."
            if humans == 0
            else ""
        )
        if note:
            r = to_rect(self.app, (300, 630, 690, 52))
            blit_text(surface, self.app, note, r.center, 15, theme.MUTED, anchor="center")
