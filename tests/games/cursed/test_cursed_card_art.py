"""Cursed Gifts' card art: every card drawn at the sizes the 1280 x 720 and 2560 x 1440 windows
use, its text inside its plaques, the hover view complete, the SVGs loadable and generated."""

from __future__ import annotations

import importlib.util
import itertools
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from siege_desktop.app.art import Art
from siege_desktop.app.textfit import ELLIPSIS
from siege_desktop.games.cursed.rules.cards import CARDS
from siege_desktop.games.cursed.ui import cards_art
from siege_desktop.games.cursed.ui.cards_art import CardArt, asset_files, badge_text
from siege_desktop.resources import asset_path

#: Card widths in layout units: a hand card, a card with its text, the hover view.
HAND, FULL, HOVER = 96, 160, 260
WINDOWS = ((1280, 720), (2560, 1440))


@pytest.fixture(scope="module", autouse=True)
def display() -> Iterator[None]:
    pygame.init()
    before = pygame.display.get_surface()
    size = before.get_size() if before is not None else None
    yield
    if size is not None:
        pygame.display.set_mode(size)


def card_art(window: tuple[int, int]) -> CardArt:
    pygame.display.set_mode(window)
    return CardArt(Art())


def generator() -> ModuleType:
    path = asset_path("src", "make_cursed_art.py")
    spec = importlib.util.spec_from_file_location("make_cursed_art", path)
    assert spec is not None and spec.loader is not None
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    return gen


@pytest.mark.parametrize("rel", asset_files())
def test_every_svg_is_there_valid_and_loads(rel: str) -> None:
    path = asset_path(*rel.split("/"))
    text = path.read_text(encoding="utf-8")
    root = ET.fromstring(text)  # well-formed XML
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    for unsupported in ("<text", "<style", "filter=", "<use", "<image", "<clipPath"):
        assert unsupported not in text, (rel, unsupported)
    surface = pygame.image.load_sized_svg(str(path), (140, 140))
    assert pygame.mask.from_surface(surface).count() > 0.1 * 140 * 140 * 0.5, rel


def test_every_card_has_its_own_illustration() -> None:
    files = {c.code: asset_path("cursed", f"art-{c.code}.svg").read_bytes() for c in CARDS}
    assert len(files) == len(CARDS)
    # named cards never share a drawing (the four Antidotes differ by how full the bottle is)
    assert len(set(files.values())) == len(CARDS)


@pytest.mark.parametrize("window", WINDOWS)
def test_every_card_renders_at_every_size_and_is_cached(window: tuple[int, int]) -> None:
    cards = card_art(window)
    k = window[0] // 1280
    for card, width in itertools.product(range(len(CARDS)), (HAND, FULL)):
        surface = cards.card(card, width * k)
        assert surface.get_size() == (width * k, round(width * k * 1.4))
        assert cards.card(card, width * k) is surface
        assert cards.is_small(width * k) == (width < cards_art.SMALL_BELOW)
    hover = cards.large(0, HOVER * k)
    assert hover.get_size() == (HOVER * k, round(HOVER * k * 1.4))
    assert cards.back(HAND * k).get_size() == (HAND * k, round(HAND * k * 1.4))


@pytest.mark.parametrize("window", WINDOWS)
def test_text_fits_its_plaques_and_stays_readable(window: tuple[int, int]) -> None:
    cards = card_art(window)
    k = window[0] // 1280
    for card, width in itertools.product(range(len(CARDS)), (HAND, FULL, HOVER)):
        size = width * k
        large = width == HOVER
        lines = cards.texts(card, size, large=large)
        assert lines, (card, width)
        for line in lines:
            font = cards.art.font(line.px, line.bold)
            w, _h = font.size(line.text)
            assert w <= line.box.width, (CARDS[card].name, width, line.text)
            assert line.box.left >= 0 and line.box.right <= size
            assert line.box.top >= 0 and line.box.bottom <= round(size * 1.4)
            assert line.px >= cards_art.MIN_PX * k, (CARDS[card].name, width, line.text)
        # the name always reads whole; the value badge is always there when the card has one
        names = " ".join(line.text for line in lines if line.bold and line.colour == cards_art.INK)
        assert CARDS[card].name in names, (CARDS[card].name, width, names)
        assert ELLIPSIS not in names
        # the value and the Inevitable banner scale with the card (not stuck at the minimum)
        if badge_text(CARDS[card]):
            badge = [line for line in lines if line.text == badge_text(CARDS[card])]
            assert badge and badge[0].px >= 0.07 * size, (CARDS[card].name, width)
        banner = [line for line in lines if line.text == "INEVITABLE"]
        assert all(line.px >= 0.05 * size for line in banner), (CARDS[card].name, width)


@pytest.mark.parametrize("window", WINDOWS)
def test_the_hover_view_shows_the_whole_text_of_every_card(window: tuple[int, int]) -> None:
    cards = card_art(window)
    k = window[0] // 1280
    for card in range(len(CARDS)):
        lines = cards.texts(card, HOVER * k, large=True)
        body = [line for line in lines if not line.bold]
        assert " ".join(line.text for line in body) == CARDS[card].text
        # readable at full size: no smaller than 14 px of the 1280 x 720 layout
        assert min(line.px for line in body) >= 14 * k


def test_a_small_card_leaves_the_rules_text_to_the_hover_view() -> None:
    cards = card_art((1280, 720))
    texts = [line.text for line in cards.texts(13, HAND)]  # Fatcula
    assert texts[0] == "Fatcula" and "+2" in texts
    assert all("Bite" not in text for text in texts)


def test_inevitable_gifts_say_so_in_words() -> None:
    cards = card_art((1280, 720))
    for card in range(len(CARDS)):
        for width in (HAND, FULL):
            words = [line.text for line in cards.texts(card, width)]
            assert ("INEVITABLE" in words) == CARDS[card].inevitable


def test_kinds_differ_in_greyscale_by_their_symbol() -> None:
    # colour is never the only signal: the symbol discs of any two kinds differ in grey
    gen = generator()
    cx, cy, r = gen.SYMBOL_SMALL
    discs = {}
    for kind in gen.FIELD:
        frame = pygame.image.load_sized_svg(
            str(asset_path("cursed", f"frame-{kind}-small.svg")), (200, 280)
        )
        box = pygame.Rect(round(cx - r), round(cy - r), round(2 * r), round(2 * r))
        discs[kind] = pygame.transform.grayscale(frame.subsurface(box))
    for a, b in itertools.combinations(discs, 2):
        diff = sum(
            abs(discs[a].get_at((x, y)).r - discs[b].get_at((x, y)).r)
            for x in range(discs[a].get_width())
            for y in range(discs[a].get_height())
        ) / (discs[a].get_width() * discs[a].get_height())
        assert diff > 12, (a, b, diff)


def test_the_card_module_and_the_generator_agree() -> None:
    gen = generator()
    assert gen.BADGE == cards_art._BADGE and gen.BADGE_SMALL == cards_art._BADGE_SMALL
    assert gen.KIND_STRIP == cards_art._KIND_STRIP
    assert gen.WINDOW == cards_art._WINDOW and gen.WINDOW_SMALL == cards_art._WINDOW_SMALL
    for plaque, inner in (
        (gen.NAME, cards_art._NAME),
        (gen.TEXT, cards_art._TEXT),
        (gen.NAME_SMALL, cards_art._NAME_SMALL),
    ):
        px, py, pw, ph = plaque
        x, y, w, h = inner
        assert px < x and py < y and x + w < px + pw and y + h < py + ph
    assert set(gen.FIELD) == set(cards_art.KIND_WORD) == {c.kind for c in CARDS}


def test_the_generator_makes_the_committed_svgs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gen = generator()
    monkeypatch.setattr(gen, "ASSETS", tmp_path)
    gen.main()
    for rel in asset_files():
        made = (tmp_path / rel).read_text(encoding="utf-8")
        assert made == asset_path(*rel.split("/")).read_text(encoding="utf-8"), rel


@pytest.mark.parametrize("window", WINDOWS)
def test_every_name_reads_whole_on_the_smallest_card_of_the_table(window: tuple[int, int]) -> None:
    """The narrowest slot the table gives a card (layout.MIN_CARD_W at 1280 x 720, doubled at
    2560 x 1440): the name in at most 3 lines, at least the smallest text size, uncut, inside
    the card; long names lengthen the plaque over the picture."""
    from siege_desktop.games.cursed.ui.layout import MIN_CARD_W

    cards = card_art(window)
    k = window[0] // 1280
    size = MIN_CARD_W * k
    grown = []
    for card in range(len(CARDS)):
        lines = cards.texts(card, size)
        name = [line for line in lines if line.text and line.text in CARDS[card].name]
        assert " ".join(line.text for line in name) == CARDS[card].name, (card, lines)
        assert 1 <= len(name) <= 3
        for line in lines:
            w, _h = cards.art.font(line.px, line.bold).size(line.text)
            assert w <= line.box.width, (CARDS[card].name, line.text)
            assert line.px >= cards_art.MIN_PX * k
            assert line.box.left >= 0 and line.box.right <= size
            assert line.box.top >= 0 and line.box.bottom <= round(size * 1.4)
            assert ELLIPSIS not in line.text, (CARDS[card].name, line.text)
        if cards.name_plaque(card, size)[3] > cards_art._NAME_SMALL[3]:
            grown.append(CARDS[card].name)
    assert "Little Red Riding Woolf" in grown and "Fatcula" not in grown


@pytest.mark.parametrize("window", [(960, 540), (1024, 576), (1280, 720), (2560, 1440)])
def test_a_value_and_the_inevitable_mark_are_never_cut(window: tuple[int, int]) -> None:
    """At every window size the app allows, down to the narrowest card of the table (a gift
    among many in an area), each card's value and Inevitable mark read whole inside the card:
    a name may shrink or break, a value never loses a character."""
    from siege_desktop.games.cursed.ui.layout import DESIGN_W, MIN_CARD_W

    cards = card_art(window)
    scale = window[0] / DESIGN_W
    for width in (MIN_CARD_W, HAND, FULL):
        size = round(width * scale)
        for card in range(len(CARDS)):
            lines = cards.texts(card, size)
            texts = [line.text for line in lines]
            badge = badge_text(CARDS[card])
            if badge:
                assert badge in texts, (window, width, CARDS[card].name, texts)
            if CARDS[card].inevitable:
                assert {"INEVITABLE", cards_art.INEVITABLE_SHORT} & set(texts), (window, width)
            for line in lines:
                if line.text in (badge, "INEVITABLE", cards_art.INEVITABLE_SHORT):
                    w, _h = cards.art.font(line.px, line.bold).size(line.text)
                    assert w <= line.box.width and line.box.left >= 0
                    assert line.box.right <= size
                    assert ELLIPSIS not in line.text


@pytest.mark.parametrize("window", [(960, 540), (1024, 576)])
def test_every_name_reads_whole_in_a_small_window(window: tuple[int, int]) -> None:
    """Below 1280 x 720 the table's cards are narrower than MIN_CARD_W real pixels while
    their text keeps its real size: Manta Ray Protection and Little Red Riding Woolf were cut
    with "…" on a hand card at 1024x576. Every name reads whole on every small card the table
    draws there (from the narrowest to the widest small one), hyphenated if need be, never
    below the app's smallest readable text, inside its plaque, over nothing else written."""
    from siege_desktop.app.art import MIN_TEXT_PX
    from siege_desktop.games.cursed.ui.layout import DESIGN_W, MIN_CARD_W

    cards = card_art(window)
    scale = window[0] / DESIGN_W
    smaller = []
    for size in range(round(MIN_CARD_W * scale), cards_art.SMALL_BELOW, 3):
        for card in range(len(CARDS)):
            name = CARDS[card].name
            lines = cards.texts(card, size)
            rows = [line for line in lines if line.colour == cards_art.INK and line.bold]
            rows = [line for line in rows if line.text != badge_text(CARDS[card])]
            joined = "".join(r.text.removesuffix("-") for r in rows)
            assert joined.replace(" ", "") == name.replace(" ", ""), (
                size,
                name,
                [r.text for r in rows],
            )
            plaque = cards.name_plaque(card, size)
            others = [line.box for line in lines if line not in rows]
            for r in rows:
                assert ELLIPSIS not in r.text
                assert r.px >= MIN_TEXT_PX, (size, name, r.px)
                assert cards.art.font(r.px, True).size(r.text)[0] <= r.box.width
                assert not [o for o in others if o.colliderect(r.box)], (size, name, r.text)
            if rows[0].px < cards_art.MIN_PX:
                smaller.append(name)
            assert plaque[1] + plaque[3] <= 280
    assert smaller, "no name needed a smaller size: the test no longer checks the floor"
