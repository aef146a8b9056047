"""Where everything of the Siege table sits, in design units of 1280×720 (the frame's
`Layout` scales them to the window, centred, never stretched)."""

from __future__ import annotations

from typing import Final

Box = tuple[float, float, float, float]

BOARD: Final[Box] = (34, 26, 506, 690)  # 11 × 15 squares of 46
STATUS: Final[Box] = (552, 8, 444, 150)  # the race to 20, the round, the towers
CENTRE: Final[Box] = (552, 164, 444, 356)  # the piles, the hand, the turn's track
DETAIL: Final[Box] = (552, 526, 444, 186)  # the attack preview and the last roll
LOG: Final[Box] = (1004, 8, 268, 470)
BAR: Final[Box] = (1004, 484, 268, 228)  # the prompt and the buttons
TILE: Final = (140, 66)  # a pile's tile in the draft (3 × 4)
SMALL_TILE: Final = (140, 46)  # a card of the hand
LINE_TILE: Final = (140, 24)
WIDE_LINE_TILE: Final = (212, 24)  # a pile's tile beside the hand in a turn's draw
CARD: Final = (190, 266)  # a hovered card: over the log, its ability text 13 units
