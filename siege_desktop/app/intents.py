"""The app's own input vocabulary: pygame events are translated once, here, into intents.

Scenes see only intents, never raw pygame events, so tests post intents (or the pygame
events that translate to them) and every scene reads input the same way. Positions are in
window pixels.
"""

from __future__ import annotations

import attrs
import pygame


@attrs.frozen
class Click:
    pos: tuple[int, int]
    button: int = 1  # 1 left, 2 middle, 3 right


@attrs.frozen
class Release:
    pos: tuple[int, int]
    button: int = 1


@attrs.frozen
class Motion:
    pos: tuple[int, int]


@attrs.frozen
class Wheel:
    dy: int


@attrs.frozen
class Key:
    key: int  # a pygame key constant
    mod: int = 0
    unicode: str = ""
    #: The key was already down (the keyboard's auto-repeat, or held since before): not a
    #: new press. Screens that must only answer a deliberate press (the handoff) ignore it.
    repeat: bool = False


@attrs.frozen
class KeyUp:
    key: int


@attrs.frozen
class TextInput:
    text: str


@attrs.frozen
class Resize:
    size: tuple[int, int]


@attrs.frozen
class Quit:
    pass


Intent = Click | Release | Motion | Wheel | Key | KeyUp | TextInput | Resize | Quit


def translate(event: pygame.event.Event) -> Intent | None:
    """The intent a pygame event stands for, or None for events the app ignores."""
    t = event.type
    if t == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
        return Click(tuple(event.pos), event.button)
    if t == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
        return Release(tuple(event.pos), event.button)
    if t == pygame.MOUSEMOTION:
        return Motion(tuple(event.pos))
    if t == pygame.MOUSEWHEEL:
        return Wheel(int(event.y))
    if t == pygame.KEYDOWN:
        return Key(event.key, event.mod, getattr(event, "unicode", ""))
    if t == pygame.KEYUP:
        return KeyUp(event.key)
    if t == pygame.TEXTINPUT:
        return TextInput(event.text)
    if t in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
        size = (event.w, event.h) if t == pygame.VIDEORESIZE else (event.x, event.y)
        return Resize(size)
    if t == pygame.QUIT:
        return Quit()
    return None


class Keyboard:
    """Translation that remembers which keys are down, so a second KEYDOWN of a held key
    (pygame's key repeat sends no KEYUP in between) is marked as a repeat."""

    def __init__(self) -> None:
        self.held: set[int] = set()

    def translate(self, event: pygame.event.Event) -> Intent | None:
        t = event.type
        if t == pygame.KEYDOWN:
            repeat = event.key in self.held or bool(getattr(event, "repeat", False))
            self.held.add(event.key)
            return Key(event.key, event.mod, getattr(event, "unicode", ""), repeat)
        if t == pygame.KEYUP:
            self.held.discard(event.key)
        elif t == pygame.WINDOWFOCUSLOST:
            self.held.clear()  # a key released in another window sends us no KEYUP
        return translate(event)
