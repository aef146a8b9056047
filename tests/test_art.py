"""The Art loader: sizes, caching, tapped lands, class and colour signals, text."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Callable, Iterator

import pygame
import pytest

from siege_desktop.app import theme
from siege_desktop.app.art import Art
from siege_desktop.app.theme import COLOUR_FILL, GOLD, INK, WHITE
from siege_desktop.games.gifts.ui.sprites import gifts_art
from siege_desktop.resources import asset_path


@pytest.fixture(scope="module", autouse=True)
def display() -> Iterator[None]:
    # a small window of its own: the drawings chosen depend on the window's scale, and an
    # earlier test may have left a large one
    pygame.init()
    before = pygame.display.get_surface()
    size = before.get_size() if before is not None else None
    pygame.display.set_mode((320, 200))
    yield
    if size is not None:
        pygame.display.set_mode(size)


@pytest.fixture
def art() -> Art:
    return Art()


def mean_level(surface: pygame.Surface) -> float:
    """Mean brightness of the drawn (non-transparent) pixels."""
    grey = pygame.transform.grayscale(surface)
    mask = pygame.mask.from_surface(surface)
    total = count = 0
    w, h = surface.get_size()
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            if mask.get_at((x, y)):
                total += grey.get_at((x, y)).r
                count += 1
    return total / count


def grey_difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """Mean absolute difference (0..255) of two same-size sprites seen in greyscale, over
    the pixels either of them draws."""
    ga, gb = pygame.transform.grayscale(a), pygame.transform.grayscale(b)
    ma, mb = pygame.mask.from_surface(a), pygame.mask.from_surface(b)
    w, h = a.get_size()
    total = count = 0
    for y in range(h):
        for x in range(w):
            if ma.get_at((x, y)) or mb.get_at((x, y)):
                total += abs(ga.get_at((x, y)).r - gb.get_at((x, y)).r)
                count += 1
    return total / count


PIECES: list[tuple[str, Callable[[Art], pygame.Surface]]] = [
    ("land", lambda a: gifts_art(a).land(3, (50, 70))),
    ("tapped land", lambda a: gifts_art(a).land(3, (50, 70), tapped=True)),
    ("card back", lambda a: a.card_back((50, 70))),
    ("gift", lambda a: gifts_art(a).gift(1, 2, 28)),
    ("lock", lambda a: gifts_art(a).lock(16)),
    ("seal", lambda a: gifts_art(a).seal(64)),
    ("building", lambda a: gifts_art(a).building(2, (120, 168))),
    ("building icon", lambda a: gifts_art(a).building_icon(4, 28)),
    ("symbol", lambda a: gifts_art(a).symbol(0, 20)),
    ("felt", lambda a: a.felt((1280, 720))),
    ("icon", lambda a: a.icon()),
    ("text", lambda a: a.text("Claim Red II", 16, GOLD, bold=True)),
]


@pytest.mark.parametrize(("name", "make"), PIECES, ids=[p[0] for p in PIECES])
def test_every_piece_is_made_once_and_then_cached(
    art: Art, name: str, make: Callable[[Art], pygame.Surface]
) -> None:
    first = make(art)
    assert first is make(art), name
    assert pygame.mask.from_surface(first).count() > 0, name


def test_sprites_have_the_requested_size(art: Art) -> None:
    assert gifts_art(art).land(0, (40, 56)).get_size() == (40, 56)
    # a box of another shape still gets exactly the size asked for, art centred in it
    assert gifts_art(art).land(0, (80, 56)).get_size() == (80, 56)
    assert art.card_back((120, 168)).get_size() == (120, 168)
    assert gifts_art(art).gift(4, 3, 28).get_size() == (28, 28)
    assert gifts_art(art).gift(4, 3, (40, 30)).get_size() == (40, 30)
    assert gifts_art(art).lock(12).get_size() == (12, 12)
    assert gifts_art(art).seal(96).get_size() == (96, 96)
    assert gifts_art(art).building(0, (100, 140)).get_size() == (100, 140)
    assert gifts_art(art).building_icon(1, 32).get_size() == (32, 32)
    assert gifts_art(art).symbol(2, 18).get_size() == (18, 18)
    assert art.icon().get_size() == (256, 256)
    for size in ((1280, 720), (2560, 1440), (720, 1280), (1000, 1000)):
        assert art.felt(size).get_size() == size


def test_a_tapped_land_is_turned_and_dimmed(art: Art) -> None:
    upright = gifts_art(art).land(1, (50, 70))
    tapped = gifts_art(art).land(1, (50, 70), tapped=True)
    assert tapped.get_size() == (70, 50)
    assert mean_level(tapped) < mean_level(upright) - 5
    # the same picture, turned a quarter clockwise: compare against a turned copy
    turned = pygame.transform.rotate(upright, -90)
    assert pygame.mask.from_surface(turned).count() == pygame.mask.from_surface(tapped).count()


def test_gift_classes_differ_in_box_size(art: Art) -> None:
    for colour in range(5):
        drawn = [
            pygame.mask.from_surface(gifts_art(art).gift(colour, k, 96)).count() for k in (1, 2, 3)
        ]
        assert drawn[0] < drawn[1] < drawn[2], (colour, drawn)


def test_the_app_draws_its_letters_onto_the_art(art: Art) -> None:
    # the land's corner letter and the gift's points digit are drawn by the app (the SVG
    # reader draws no text); the composed sprite must differ from the bare SVG there
    land = gifts_art(art).land(0, (200, 280))
    bare = pygame.image.load_sized_svg(str(asset_path("cards", "land-w.svg")), (200, 280))
    corner = pygame.Rect(22, 24, 28, 28)
    changed = sum(
        1
        for x in range(corner.left, corner.right)
        for y in range(corner.top, corner.bottom)
        if land.get_at((x, y))[:3] != bare.get_at((x, y))[:3]
    )
    assert changed > 40


def test_colours_stay_distinct_in_greyscale(art: Art) -> None:
    # colour is never the only signal: every pair of lands, pips and gifts of one class
    # still differs clearly once the colour is gone
    for make in (
        lambda c: gifts_art(art).land(c, (60, 84)),
        lambda c: gifts_art(art).symbol(c, 32),
        lambda c: gifts_art(art).gift(c, 2, 48),
        lambda c: gifts_art(art).gift(c, 1, 28),
    ):
        sprites = [make(c) for c in range(5)]
        for i in range(5):
            for j in range(i + 1, 5):
                assert grey_difference(sprites[i], sprites[j]) > 10, (i, j)


def test_buildings_differ_from_one_another(art: Art) -> None:
    icons = [gifts_art(art).building_icon(b, 40) for b in range(5)]
    for i in range(5):
        for j in range(i + 1, 5):
            assert grey_difference(icons[i], icons[j]) > 10, (i, j)


def test_clear_drops_the_caches(art: Art) -> None:
    before = gifts_art(art).land(2, (50, 70))
    label = art.text("Score", 14)
    assert art.cached_count() > 0
    art.clear()
    assert art.cached_count() == 0
    assert gifts_art(art).land(2, (50, 70)) is not before
    assert art.text("Score", 14) is not label


def test_text_is_cached_per_colour_and_weight(art: Art) -> None:
    plain = art.text("Steal", 18)
    assert art.text("Steal", 18, INK) is plain
    assert art.text("Steal", 18, WHITE) is not plain
    bold = art.text("Steal", 18, bold=True)
    assert bold is not plain and bold.get_width() > plain.get_width()
    assert art.font(18) is art.font(18)
    assert art.font(18).get_height() < art.font(36).get_height()


def test_wrap_keeps_lines_inside_the_width(art: Art) -> None:
    text = "When you steal, discard 2 fewer lands for the gift's locks."
    lines = art.wrap(text, 14, 120)
    assert len(lines) > 1
    assert " ".join(lines) == text
    assert all(art.font(14).size(line)[0] <= 120 for line in lines)


def test_surfaces_are_converted_for_the_display(art: Art) -> None:
    screen = pygame.display.get_surface()
    assert screen is not None
    felt = art.felt((200, 100))
    assert felt.get_bitsize() == screen.get_bitsize()
    assert gifts_art(art).land(0, (40, 56)).get_flags() & pygame.SRCALPHA


def test_palette_has_a_fill_per_colour() -> None:
    assert len(COLOUR_FILL) == 5
    assert len(set(COLOUR_FILL)) == 5


def test_the_drawing_follows_the_card_size_once_fitted(art: Art) -> None:
    # a wide box holds a card as tall as the box: the art chosen is the one for that card,
    # so a 118 x 108 slot shows the same card as a 78 x 108 one (108 px tall is 77.1 px wide,
    # which the SVG reader rounds up)
    wide = gifts_art(art).building(0, (118, 108))
    snug = gifts_art(art).building(0, (78, 108))
    # (copies: transform.grayscale misreads a subsurface in pygame-ce 2.5.8)
    inner = wide.subsurface(pygame.Rect((118 - 78) // 2, 0, 78, 108)).copy()
    assert grey_difference(inner, snug) < 3
    assert (
        grey_difference(
            gifts_art(art).land(4, (120, 84)).subsurface((30, 0, 60, 84)).copy(),
            gifts_art(art).land(4, (60, 84)),
        )
        < 3
    )


def test_the_felt_has_its_soft_light(art: Art) -> None:
    # the felt is a radial gradient: lighter in the middle than in the corners (a reader
    # that ignored the gradient would paint it flat)
    felt = art.felt((640, 360))
    centre, corner = felt.get_at((320, 170)), felt.get_at((4, 4))
    assert sum(centre[:3]) > sum(corner[:3]) + 30


def test_tiny_empty_and_odd_sizes_never_fail(art: Art) -> None:
    # a window dragged very small asks for pieces of a pixel or none at all
    for size in (0, 1, 3, (0, -4), (7, 2)):
        assert gifts_art(art).land(0, size).get_width() >= 1
        assert gifts_art(art).land(1, size, tapped=True).get_width() >= 1
        assert gifts_art(art).gift(2, 3, size).get_width() >= 1
        assert gifts_art(art).seal(size).get_width() >= 1
        assert gifts_art(art).building(3, size).get_width() >= 1
        assert art.felt(size).get_width() >= 1
    assert art.text("", 12).get_width() == 0
    assert art.text("x", 0).get_height() >= 1


def test_the_art_module_and_the_art_generator_agree() -> None:
    # the boxes the app writes into and the fills are written twice (the generator draws
    # them, sprites.py fills them): a change to one without the other would misplace text
    import importlib.util

    from siege_desktop.games.gifts.ui import sprites as art_module

    path = asset_path("src", "make_art.py")
    spec = importlib.util.spec_from_file_location("make_art", path)
    assert spec is not None and spec.loader is not None
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    assert gen.LAND_LETTER == art_module._LAND_LETTER
    assert gen.LAND_LETTER_SMALL == art_module._LAND_LETTER_SMALL
    assert gen.LAND_NAME == art_module._LAND_NAME
    assert gen.GIFT_BADGE == art_module._GIFT_BADGE
    assert gen.GIFT_BADGE_SMALL == art_module._GIFT_BADGE_SMALL
    assert {k: float(v) for k, v in gen.GIFT_WIDTH.items()} == art_module._GIFT_WIDTH
    assert gen.SEAL_BANNER == art_module._SEAL_BANNER
    assert gen.BUILDING_TITLE == art_module._BUILDING_TITLE
    assert gen.BUILDING_RULE == art_module._BUILDING_RULE
    assert gen.BUILDING_LETTER == art_module._BUILDING_LETTER
    assert gen.BUILDING_LETTER_SMALL == art_module._BUILDING_LETTER_SMALL
    assert gen.BUILDING_NAME_SMALL == art_module._BUILDING_NAME_SMALL
    for i, letter in enumerate("wubrg"):
        light, dark = (pygame.Color(c) for c in gen.FIELD[letter])
        assert tuple(light)[:3] == theme.COLOUR_LIGHT[i]
        assert tuple(dark)[:3] == theme.COLOUR_DARK[i]


def test_every_building_card_carries_its_name_from_60_px(art: Art) -> None:
    # the name box of a small card is blank paper unless the app wrote the name into it
    for b in range(5):
        card = gifts_art(art).building(b, (60, 84))
        name_box = pygame.Rect(8, 64, 44, 14)
        inked = sum(
            1
            for x in range(name_box.left, name_box.right)
            for y in range(name_box.top, name_box.bottom)
            if sum(card.get_at((x, y))[:3]) < 300
        )
        assert inked > 20, b


def test_a_large_window_shows_the_same_drawings_only_crisper() -> None:
    # at twice the layout scale a 36 px gift is an 18-unit gift: the tiny drawing (no badge),
    # as at 1280 x 720, not the small one a 36 px gift gets there
    old = pygame.display.get_surface()
    assert old is not None
    old_size = old.get_size()
    try:
        pygame.display.set_mode((2560, 1440))
        big = gifts_art(Art()).gift(3, 2, 36)
        tiny = pygame.image.load_sized_svg(str(asset_path("gifts", "gift-r-2-tiny.svg")), (36, 36))
        small = pygame.image.load_sized_svg(
            str(asset_path("gifts", "gift-r-2-small.svg")), (36, 36)
        )
        assert grey_difference(big, tiny) < 1 < grey_difference(big, small)
    finally:
        pygame.display.set_mode(old_size)
    assert gifts_art(Art()).gift(3, 2, 36).get_size() == (36, 36)
    assert grey_difference(gifts_art(Art()).gift(3, 2, 36), small) < 12
