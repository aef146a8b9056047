"""The Settings screen: fullscreen, window size, pace, symbols, volume, the board turned for
North (saved at once)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app import theme
from siege_desktop.app.menus.base import MenuScene
from siege_desktop.app.settings import Settings, settings_path
from siege_desktop.app.table.pace import PACES
from siege_desktop.app.widgets import Button, Stepper, Toggle, blit_text, to_rect

if TYPE_CHECKING:
    from siege_desktop.app.shell import App

WINDOW_SIZES = ((1024, 576), (1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440))
SPEEDS = (0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0, 4.0)
VOLUMES = tuple(v / 10 for v in range(11))


def speed_text(v: float) -> str:
    return f"{v:g}×" + (" (normal)" if v == 1.0 else " slower" if v < 1 else " faster")


class SettingsScene(MenuScene):
    title = "Settings"
    panel_rect = (290, 60, 700, 600)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.s = app.settings

    def build(self) -> None:
        s = self.s
        x, w = 340.0, 600.0
        sizes = list(WINDOW_SIZES)
        if s.window_size not in sizes:
            sizes.append(s.window_size)
            sizes.sort()
        self.form.add(
            Toggle(
                (x, 122, w, 48),
                "Fullscreen (F11)",
                lambda: s.fullscreen,
                self.set_fullscreen,
                tip="Fill the whole screen at its own resolution",
            )
        )
        size_stepper: Stepper[tuple[int, int]] = Stepper(
            (x, 180, w, 48),
            "Window size",
            sizes,
            lambda: s.window_size,
            self.set_window_size,
            lambda v: f"{v[0]} × {v[1]}",
            tip="The window's size when not fullscreen (you can also drag its edges)",
        )
        if s.fullscreen:
            size_stepper.enabled = False
            size_stepper.tip = "Turn fullscreen off to choose a window size"
        self.form.add(size_stepper)
        self.form.add(
            Stepper(
                (x, 238, w, 48),
                "Animation speed",
                SPEEDS,
                lambda: s.animation_speed,
                self.set_speed,
                speed_text,
                tip="How fast cards move and CPU seats play (Tab skips ahead at the table)",
            )
        )
        self.form.add(
            Stepper(
                (x, 296, w, 48),
                "CPU pace",
                PACES,
                lambda: s.cpu_pace,
                self.set_pace,
                str.capitalize,
                tip="How long each CPU move stays in view before the next (F at the table)",
            )
        )
        self.form.add(
            Toggle(
                (x, 354, w, 48),
                "Colour symbols (sun, drop, moon, flame, leaf)",
                lambda: s.colour_symbols,
                self.set_symbols,
                tip="Every colour also shown by a symbol and a letter, for colour-blind players",
            )
        )
        sound = Toggle(
            (x, 412, 250, 48),
            "Sound (M)",
            lambda: not s.muted,
            self.set_sound,
            tip="Sound effects on or off (M at the table)",
        )
        volume: Stepper[float] = Stepper(
            (x + 290, 412, w - 290, 48),
            "Volume",
            VOLUMES,
            lambda: s.volume,
            self.set_volume,
            lambda v: f"{round(v * 100)}%",
            tip="How loud the sound effects are",
            label_width=0.38,
        )
        if not self.app.sound.available:
            for widget in (sound, volume):
                widget.enabled = False
                widget.tip = self.app.sound.why_silent
        self.form.add(sound)
        self.form.add(volume)
        self.form.add(
            Toggle(
                (x, 470, w, 48),
                "Turn the board for North",
                lambda: s.turn_board,
                self.set_turn_board,
                tip="Siege: a human playing North sees their side at the bottom (T at the table)",
            )
        )
        self.form.add(Button((x, 530, 260, 44), "Restore defaults", self.defaults, size=18))
        back = Button((540, 585, 200, 52), "Back", self.back, primary=True)
        self.form.add(back)
        if self.form.focus is None:
            self.form.focus = self.form.widgets[0]

    def changed(self) -> None:
        self.app.save_settings()

    def set_fullscreen(self, on: bool) -> None:
        self.s.fullscreen = on
        self.app.apply_display_settings()
        self.changed()
        self.rebuild()

    def set_window_size(self, size: tuple[int, int]) -> None:
        self.s.window_size = size
        self.app.apply_display_settings()
        self.changed()

    def set_speed(self, v: float) -> None:
        self.s.animation_speed = v
        self.changed()

    def set_pace(self, pace: str) -> None:
        self.s.cpu_pace = pace
        self.changed()

    def set_symbols(self, on: bool) -> None:
        self.s.colour_symbols = on
        self.changed()

    def set_turn_board(self, on: bool) -> None:
        self.s.turn_board = on
        self.changed()

    def set_sound(self, on: bool) -> None:
        self.app.sound.set_muted(not on)
        self.changed()

    def set_volume(self, v: float) -> None:
        self.s.volume = v
        self.app.sound.apply_volume()
        self.app.sound.play("click")  # hear the new volume at once
        self.changed()

    def defaults(self) -> None:
        fresh = Settings()
        display_changed = (fresh.fullscreen, fresh.window_size) != (
            self.s.fullscreen,
            self.s.window_size,
        )
        for field in (
            "fullscreen",
            "window_size",
            "animation_speed",
            "cpu_pace",
            "colour_symbols",
            "volume",
            "turn_board",
        ):
            setattr(self.s, field, getattr(fresh, field))
        self.s.muted = fresh.muted
        self.app.sound.apply_volume()
        if display_changed:
            self.app.apply_display_settings()
        self.changed()
        self.rebuild()

    def confirm(self) -> bool:
        self.back()
        return True

    def draw_content(self, surface: pygame.Surface) -> None:
        r = to_rect(self.app, (620, 530, 320, 44))  # beside Restore defaults
        text = f"Saved as you change them, in {settings_path()}"
        font = self.app.art.font(max(6, self.app.px(13)))
        while font.size(text)[0] > r.width and len(text) > 20:
            text = "Saved as you change them, in …" + text[32:]
        blit_text(surface, self.app, text, r.midleft, 13, theme.MUTED, anchor="midleft")
