"""The New game screen: the seats (human or CPU, with names; for a game whose seats are
sides, who plays which, and a swap), the game's table rules (from its `SPEC.ui` hook,
`app/menus/game_options.py`), a seed, Start."""

from __future__ import annotations

import functools
import json
import logging
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs
import cattrs
import pygame

from siege_desktop.app import textfit, theme, userdirs, userfiles
from siege_desktop.app.menus.base import MenuScene
from siege_desktop.app.menus.game_options import Column, NewGameOptions, options_of
from siege_desktop.app.saves import write_text_atomic
from siege_desktop.app.session import GameSession, SeatSpec, playable_games
from siege_desktop.app.widgets import (
    Button,
    Choice,
    Label,
    TextField,
    Toggle,
    blit_text,
    to_rect,
)
from siege_desktop.core.registry import DEFAULT_GAME, find_game

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

log = logging.getLogger(__name__)

KINDS = (("human", "Human"), ("easy", "Easy"), ("medium", "Medium"), ("hard", "Hard"))
LEVELS_Y = 566  # the game's CPU levels in words, below the eighth seat row
NAME_MAX = 24  # the engines' limit for a seat name
SEED_DIGITS = 9
RULES_X, RULES_W = 716.0, 494.0  # the table rules column, right of the seats
#: The setup's own fields; every other saved field is a game's table rule.
OWN_FIELDS = frozenset({"seats", "seed", "game", "hints_agreed"})


@attrs.define
class SeatRow:
    name: str
    kind: str
    auto_name: bool = True  # still the name we made up: follows the kind until typed over


@attrs.define
class NewGameChoices:
    """Everything the form edits; the widgets only read and write this.

    Each game's table rules are its own options object (`NewGameOptions.defaults()`), kept
    per game so switching games on the title keeps each one's; reading an attribute the
    setup does not have reads the chosen game's option of that name (`choices.round_limit`).
    """

    seats: list[SeatRow] = attrs.field(
        factory=lambda: [SeatRow("Player 1", "human"), SeatRow("", "medium"), SeatRow("", "easy")]
    )
    seed: str = ""
    #: Every human at a pass-and-play table agrees to move suggestions (one human: always on).
    hints_agreed: bool = False
    game: str = DEFAULT_GAME
    #: game id -> that game's options (made from its defaults on first use).
    options: dict[str, Any] = attrs.field(factory=dict)

    def __attrs_post_init__(self) -> None:
        self.rename()

    def __getattr__(self, name: str) -> Any:
        # Only names the class lacks arrive here (or a property of its own that failed with
        # AttributeError, which must not recurse): a game's option, never a private name.
        if name.startswith("_") or name in OWN_FIELDS or name in ("options", "rules", "hook"):
            raise AttributeError(name)
        return getattr(self.rules, name)

    @property
    def hook(self) -> NewGameOptions[Any]:
        return options_of(self.game)

    @property
    def rules(self) -> Any:
        """The chosen game's table rules (its options object)."""
        if self.game not in self.options:
            self.options[self.game] = self.hook.defaults()
        return self.options[self.game]

    def rename(self) -> None:
        """Give automatic names ("Player 2", "Hard 1") to seats whose name was not typed."""
        counts: dict[str, int] = {}
        for row in self.seats:
            counts[row.kind] = counts.get(row.kind, 0) + 1
            if row.auto_name:
                word = "Player" if row.kind == "human" else row.kind.capitalize()
                row.name = f"{word} {counts[row.kind]}"

    def swap(self, i: int, j: int) -> None:
        """Seats `i` and `j` change places (sides, turn order), each keeping its name: a name
        made up from its place would otherwise follow the place and the swap show nothing."""
        seats = self.seats
        seats[i], seats[j] = seats[j], seats[i]
        names = [r.name for r in seats]
        self.rename()
        for row, name in zip(seats, names, strict=True):
            if row.name != name:
                row.name, row.auto_name = name, False

    def config(self) -> Any:
        """The game's config; raises its ValueError (the rules' own sentence) if invalid."""
        return self.hook.config(self.rules, tuple(r.name.strip() for r in self.seats))

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
            return GameSession(
                self.config(),
                seed,
                seats,
                game=self.game,
                hints=self.hints_agreed,
                table_rules=self.hook.table_rules(self.rules),
            )
        except ValueError as exc:  # the game's ConfigError, a SessionError: their sentence
            raise ValueError(str(exc)) from None

    def to_json(self) -> dict[str, Any]:
        """What is remembered: seats, game, agreement and every game's table rules (each
        under its own names, one flat mapping as before there were several games)."""
        converter = cattrs.Converter()
        data: dict[str, Any] = {
            "seats": converter.unstructure(self.seats),
            "hints_agreed": self.hints_agreed,
            "game": self.game,
        }
        for options in self.options.values():
            data.update(converter.unstructure(options))
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> NewGameChoices:
        """The setup `to_json` wrote; raises on anything unusable (cattrs checks types).
        Every registered game's rules are read (its defaults for names absent)."""
        converter = cattrs.Converter()
        seats = converter.structure(data.get("seats", cls().seats), list[SeatRow])
        choices = cls(
            seats=seats,
            hints_agreed=converter.structure(data.get("hints_agreed", False), bool),
            game=converter.structure(data.get("game", DEFAULT_GAME), str),
        )
        for game in (spec.game_id for spec in playable_games()):
            kind = type(options_of(game).defaults())
            names = {f.name for f in attrs.fields(kind)}
            choices.options[game] = converter.structure(
                {k: v for k, v in data.items() if k in names}, kind
            )
        return choices


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
        choices = NewGameChoices.from_json(data)
        spec = find_game(choices.game)  # a game this app no longer knows: the defaults
        kinds = {k for k, _ in KINDS}
        if not spec.min_seats <= len(choices.seats) <= spec.max_seats or any(
            r.kind not in kinds or len(r.name) > NAME_MAX or textfit.clean(r.name) != r.name
            for r in choices.seats
        ):
            raise ValueError("the seats are out of range")
    except FileNotFoundError:
        return NewGameChoices(), None
    except OSError as exc:  # there but unreadable (permissions): not damage, left in place
        log.info("last new-game setup not readable: %s", exc)
        said = f"The last table setup cannot be read ({exc.strerror or exc}); using the defaults."
        return NewGameChoices(), said
    except Exception as exc:  # a damaged file only costs the remembered setup
        log.info("last new-game setup not used: %s", exc)
        aside = userfiles.set_aside(path)
        kept = f" (kept as {aside.name})" if aside else ""
        return NewGameChoices(), f"The last table setup was damaged{kept}; here are the defaults."
    choices.seed = ""
    return choices, None


def save_choices(choices: NewGameChoices) -> None:
    data = choices.to_json()  # never the seed
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
        spec = find_game(choices.game)
        self.title = f"New game of {spec.name}"
        self.min_seats, self.max_seats = spec.min_seats, spec.max_seats
        del choices.seats[self.max_seats :]  # a game for fewer seats than the last one
        while len(choices.seats) < self.min_seats:
            choices.seats.append(SeatRow("", "medium"))
        choices.rename()
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
                # "Seats (2 to 2)" read as a mistake for a game of two.
                f"Seats ({self.min_seats} to {self.max_seats})"
                if self.min_seats != self.max_seats
                else f"Seats ({self.min_seats} players)",
                size=22,
                colour=theme.GOLD,
                bold=True,
            )
        )
        for i, row in enumerate(c.seats):
            self._seat_row(i, row, 128 + i * 54)
        y = 128 + len(c.seats) * 54
        if len(c.seats) < self.max_seats:
            form.add(Button((70, y, 230, 44), "+ Add a seat", self.add_seat, size=18))
            y += 54
        if self.sides and len(c.seats) == len(self.sides):
            form.add(
                Button(
                    (70, y, 230, 44),
                    "⇅ Swap sides",
                    self.swap_sides,
                    size=18,
                    tip=f"The first seat plays {self.sides[0]}; swap who plays which side",
                )
            )

        x, w = RULES_X, RULES_W
        form.add(Label((x, 88, w, 30), "Table rules", size=22, colour=theme.GOLD, bold=True))
        # The game's own table rules fill the rows down to the seed (its `SPEC.ui` hook).
        c.hook.build(c.rules, Column(form, x, w, len(c.seats), self.rebuild))
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
        if self.min_seats == self.max_seats:
            return  # a game for exactly this many: nothing to remove (a dead ✕ only puzzles)
        remove = Button((652, y, 40, 44), "✕", functools.partial(self.remove_seat, i), size=18)
        remove.enabled = len(self.choices.seats) > self.min_seats
        remove.tip = (
            "Remove this seat"
            if remove.enabled
            else f"A table needs at least {self.min_seats} seats"
        )
        self.form.add(remove)

    # --- actions ---------------------------------------------------------------------------

    def add_seat(self) -> None:
        if len(self.choices.seats) >= self.max_seats:
            return
        self.choices.seats.append(SeatRow("", "medium"))
        self.choices.rename()
        self.rebuild()

    @property
    def sides(self) -> tuple[str, ...]:
        """The game's name for each seat's side (Siege: South, North), or () where seats are
        only a turn order (the hook's optional `sides`)."""
        return tuple(getattr(self.choices.hook, "sides", ()))

    def sides_line(self) -> str:
        """Who plays which side, in the seats' names ("Player 1 plays South, Medium 1 North")."""
        c = self.choices
        said = [
            f"{(r.name.strip() or f'Seat {i + 1}')} plays {side}" if i == 0 else
            f"{(r.name.strip() or f'Seat {i + 1}')} {side}"
            for i, (r, side) in enumerate(zip(c.seats, self.sides, strict=False))
        ]  # fmt: skip
        return ", ".join(said) + "."

    def swap_sides(self) -> None:
        if len(self.choices.seats) < 2:
            return
        self.choices.swap(0, 1)
        self.rebuild()

    def remove_seat(self, i: int) -> None:
        if len(self.choices.seats) <= self.min_seats or not 0 <= i < len(self.choices.seats):
            return
        del self.choices.seats[i]
        self.choices.rename()
        self.form.focus = None
        self.rebuild()

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
        note = c.hook.note(c.rules, len(c.seats))
        if note is not None:
            r = to_rect(self.app, (RULES_X, note.y, RULES_W, 44))
            blit_text(
                surface, self.app, note.text, r.midleft, note.px, theme.MUTED, anchor="midleft"
            )
        if self.sides and len(c.seats) == len(self.sides):
            y = 128 + len(c.seats) * 54 + (54 if len(c.seats) < self.max_seats else 0)
            r = to_rect(self.app, (312, y, 380, 44))
            font = self.app.art.font(max(6, self.app.px(15)))
            line = textfit.fit(font, self.sides_line(), r.width)  # long names end in "…"
            blit_text(surface, self.app, line, r.midleft, 15, theme.PAPER, anchor="midleft")
        # The CPU levels in words, under the seats (above Back and Start).
        for i, line in enumerate(c.hook.levels):
            r = to_rect(self.app, (70, LEVELS_Y + i * 19, 622, 19))
            blit_text(surface, self.app, line, r.midleft, 14, theme.MUTED, anchor="midleft")
        humans = sum(1 for r in c.seats if r.kind == "human")
        seats_note = (
            "Pass-and-play: hands are hidden between human seats."
            if humans > 1
            else "Only CPU seats: you watch the game."
            if humans == 0
            else ""
        )
        if seats_note:
            r = to_rect(self.app, (300, 630, 690, 52))
            blit_text(surface, self.app, seats_note, r.center, 15, theme.MUTED, anchor="center")
