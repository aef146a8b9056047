"""Text for the screen: cleaned once, and the ellipsis found by a binary search that agrees
with the one-character-at-a-time answer."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shell_helpers import frame, make_app

from siege_desktop.app import textfit
from siege_desktop.app.session import GameSession, SeatSpec
from siege_desktop.app.table.paint import Painter
from siege_desktop.app.widgets import fit_text
from siege_desktop.games.gifts.rules import GameConfig


class CountingFont:
    """A font of fixed-width glyphs (wide ones for "W") that counts its measurements."""

    def __init__(self) -> None:
        self.calls = 0

    def size(self, text: str, /) -> tuple[int, int]:
        self.calls += 1
        return (sum(9 if c == "W" else 5 for c in text), 10)


def linear_fit(font: CountingFont, text: str, width: int) -> str:
    """The old way, as the reference: drop one character per measurement."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + textfit.ELLIPSIS)[0] > width:
        text = text[:-1]
    return text + textfit.ELLIPSIS


@settings(max_examples=200, deadline=None)
@given(text=st.text(alphabet="aW é", max_size=80), width=st.integers(0, 400))
def test_binary_search_agrees_with_the_linear_answer(text: str, width: int) -> None:
    assert textfit.fit(CountingFont(), text, width) == linear_fit(CountingFont(), text, width)


def test_a_100000_character_name_takes_a_few_measurements() -> None:
    font = CountingFont()
    out = textfit.fit(font, "W" * 100_000, 300)
    assert out.endswith(textfit.ELLIPSIS) and font.size(out)[0] <= 300
    assert font.calls <= 20  # log2 of the kept length, not one per character


def test_cleaning_replaces_what_cannot_be_drawn() -> None:
    assert textfit.clean("Ann") == "Ann"
    assert textfit.clean("a\x00b\ud800c\x1b\x9f") == "a\ufffdb\ufffdc\ufffd\ufffd"
    assert textfit.clean("é·日本") == "é·日本"
    assert textfit.clean("x" * 50, 10) == "x" * 10


def test_both_ellipsis_paths_share_the_implementation() -> None:
    app = make_app((640, 360))
    try:
        name = "\x00" + "W" * 100_000
        a = fit_text(app, name, 16, 200)
        b = Painter(app.art, app.scale).fit(name, 16, 200)
        font = app.art.font(app.px(16))
        assert a == b == textfit.fit(font, name, 200)
        assert a.startswith("\ufffd") and font.size(a)[0] <= 200
    finally:
        app.shutdown()


def test_a_table_of_huge_unprintable_names_draws(tmp_path: object) -> None:
    app = make_app((1024, 576))
    try:
        seats = (SeatSpec("\ud800" * 100_000, "human"), SeatSpec("\x00" * 100_000, "easy"))
        app.start_game(GameSession(GameConfig(players=2), 3, seats))
        frame(app, 3)
        assert pygame.image.tobytes(app.window, "RGB")  # drawn, nothing raised
    finally:
        app.shutdown()


def test_a_word_wider_than_the_line_is_broken_by_hyphens_into_parts_that_fit() -> None:
    font = CountingFont()  # 5 px a letter
    # Where the dictionary allows: the longest head that fits with its hyphen.
    assert textfit.hyphenate(font, "Emergency Siren", 40) == "Emergen- cy Siren"
    assert textfit.hyphenate(font, "Protection", 30) == "Pro- tec- tion"
    assert textfit.hyphenate(font, "Swamp Timeshare", 35) == "Swamp Time- share"
    # A word the dictionary cannot split breaks where it must (three letters after).
    assert textfit.hyphenate(font, "Okayest", 30) == "Okay- est"
    assert textfit.hyphenate(font, "Ray", 5) == "Ray"  # short words are never broken
    for part in textfit.hyphenate(font, "Antidisestablishment", 25).split(" "):
        assert font.size(part)[0] <= 25 or len(part) < 5


@settings(max_examples=200, deadline=None)
@given(text=st.text(alphabet="abW ", max_size=60), width=st.integers(15, 200))
def test_hyphenation_keeps_every_letter_in_order(text: str, width: int) -> None:
    broken = textfit.hyphenate(CountingFont(), text, width)
    assert broken.replace("- ", "") == text


def test_without_the_dictionary_words_still_break_where_they_must(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(textfit, "_dictionary", lambda: None)  # patterns unreadable
    assert textfit.hyphenate(CountingFont(), "Emergency", 40) == "Emerge- ncy"


def test_wrap_even_leaves_no_word_alone_on_the_last_line() -> None:
    font = CountingFont()
    text = "Build the gloves: when you steal, discard fewer lands for the locks"
    plain = textfit.wrap(font, text, font.size("x" * 62)[0])
    assert len(plain) == 2 and plain[-1] == "locks"  # the wrap a player saw
    even = textfit.wrap_even(font, text, font.size("x" * 62)[0])
    assert len(even) == 2 and " ".join(even) == text
    assert abs(len(even[0]) - len(even[1])) < 12
