"""The one palette of the app: menus, the table and the art draw with these colours only."""

from __future__ import annotations

from typing import Final

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

# The SVG art uses the same values (see assets/src/make_art.py): INK is its outline colour.
INK: Final[RGB] = (42, 30, 22)
PAPER: Final[RGB] = (255, 250, 240)
PARCHMENT: Final[RGB] = (241, 230, 204)
GOLD: Final[RGB] = (233, 196, 106)
GOLD_DARK: Final[RGB] = (170, 122, 32)
FELT: Final[RGB] = (31, 86, 58)
FELT_DARK: Final[RGB] = (20, 56, 38)
PANEL: Final[RGB] = (24, 44, 34)
WHITE: Final[RGB] = (255, 255, 255)
#: Secondary text and disabled labels, on dark panels and on the felt alike.
MUTED: Final[RGB] = (178, 190, 180)
HIGHLIGHT: Final[RGB] = (255, 214, 102)
#: Warnings are text or marks on dark panels: light enough to read there.
DANGER: Final[RGB] = (226, 104, 88)
SUCCESS: Final[RGB] = (96, 186, 104)
WAX: Final[RGB] = (150, 22, 32)

#: The see-through panels of the table, over the felt: the menus' panel colour, and paper.
PANEL_GLASS: Final[RGBA] = (*PANEL, 190)
PAPER_GLASS: Final[RGBA] = (*PAPER, 235)

# Buttons, in menus and on the table's action bar alike.
BUTTON_FILL: Final[RGB] = (58, 92, 70)
BUTTON_HOVER: Final[RGB] = (76, 118, 90)
BUTTON_PRIMARY: Final[RGB] = GOLD_DARK
BUTTON_PRIMARY_HOVER: Final[RGB] = (196, 146, 48)
BUTTON_DISABLED: Final[RGB] = (46, 62, 52)
FIELD_FILL: Final[RGB] = (250, 244, 228)

#: Per colour W U B R G: the main fill of its lands and boxes, a light and a dark tint, and
#: the text colour that reads on the fill.
COLOUR_FILL: Final[tuple[RGB, ...]] = (
    (239, 224, 185),
    (54, 112, 186),
    (46, 38, 60),
    (144, 47, 32),
    (100, 164, 75),
)
COLOUR_LIGHT: Final[tuple[RGB, ...]] = (
    (251, 241, 214),
    (74, 138, 216),
    (62, 51, 80),
    (176, 64, 44),
    (127, 191, 92),
)
COLOUR_DARK: Final[tuple[RGB, ...]] = (
    (228, 207, 156),
    (35, 87, 156),
    (31, 25, 41),
    (112, 31, 21),
    (74, 138, 58),
)
COLOUR_TEXT: Final[tuple[RGB, ...]] = (INK, WHITE, WHITE, WHITE, INK)
