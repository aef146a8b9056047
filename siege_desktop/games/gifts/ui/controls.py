"""Human input at the table: clicks, keys and buttons turned into decisions."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from siege_desktop.app.intents import Click, Intent, Key, Motion, Resize, Wheel
from siege_desktop.games.gifts.rules import (
    Build,
    Claim,
    Pass,
    Phase,
    PlayLand,
    Recycle,
    SkipLand,
    Steal,
    Wrap,
    why_illegal,
)
from siege_desktop.games.gifts.rules.cards import LAND_NAMES
from siege_desktop.games.gifts.ui import follow, keyfocus
from siege_desktop.games.gifts.ui.help import PLATE_GIFTS
from siege_desktop.games.gifts.ui.pickers import DiscardPicker, ReplacePicker, WrapPicker
from siege_desktop.games.gifts.ui.targets import Hot, Spot

if TYPE_CHECKING:
    from siege_desktop.games.gifts.ui.scene import TableScene


def press(scene: TableScene, button_id: str) -> bool:
    s = scene.state
    if button_id == "help":
        scene.open_help()
        return True
    if button_id == "ahead":
        # Skipping lasts until a human is to decide; with no human at the table, Tab again
        # goes back to the normal pace.
        scene.skip_cpu = not scene.skip_cpu
        return True
    if button_id == "pace":
        follow.next_pace(scene)
        return True
    if button_id == "pause":
        scene.paused = not scene.paused
        scene.step_once = False
        return True
    if button_id == "undo":
        return scene.undo()
    if not scene.human_to_act():
        return False
    if button_id == "skip":
        return scene.play_human([SkipLand()])
    if button_id == "recycle":
        return scene.play_human([Recycle()])
    if button_id == "pass":
        return scene.play_human([Pass()])
    if button_id == "confirm" and scene.picker is not None:
        picker = scene.picker
        if isinstance(picker, DiscardPicker) and picker.left() > 0:
            scene.app.toast(picker.more() + ".")
            return False
        actions = picker.confirm(s)
        if actions is None:
            scene.app.toast("Those lands cannot pay this discard.")
            return False
        return scene.play_human(actions)
    if button_id == "cancel":
        scene.picker = None
        return True
    return False


def handle(scene: TableScene, intent: Intent) -> bool:
    if isinstance(intent, Motion):
        scene.mouse = intent.pos
        scene.hover = scene.hit(intent.pos)
        scene.key_focus = None  # the mouse leads again
        if scene.hover is not None and scene.hover.kind == Spot.PLATE:
            explain_plate_gifts(scene)
        return True
    if isinstance(intent, Resize):
        scene._layout = None
        scene._hot_key = None
        return False
    if isinstance(intent, Wheel):
        if scene.layout().log().collidepoint(scene.mouse):
            scene.log.on_wheel(intent.dy)
        return True
    if isinstance(intent, Click):
        scene.mouse = intent.pos
        if scene.dismiss_banner():  # a steal from you: the click says "seen"
            return True
        if intent.button == 1 and scene.suggest.click(scene, intent.pos):
            return True
        hot = scene.hit(intent.pos)
        scene.hover = hot
        if intent.button == 3:
            if hot is not None and hot.kind == Spot.PICKER and scene.picker is not None:
                scene.picker.unpick(hot.index)
            return True
        if intent.button == 1 and hot is not None:
            on_click(scene, hot)
        return True
    if isinstance(intent, Key):
        return on_key(scene, intent)
    return False


def on_click(scene: TableScene, hot: Hot) -> None:
    s = scene.state
    if hot.kind == Spot.BUTTON:
        buttons = scene.buttons()
        if 0 <= hot.index < len(buttons):
            b = buttons[hot.index]
            if b.enabled:
                press(scene, b.id)
            elif b.why:
                scene.app.toast(b.why)
        return
    if hot.kind == Spot.PLATE:
        scene.pinned = None if scene.pinned == hot.index else hot.index
        return
    if not scene.human_to_act():
        return
    picker = scene.picker
    if picker is not None:
        if hot.kind == Spot.PICKER:
            actions = picker.pick(hot.index, s)
            if actions:
                scene.picker = None
                scene.play_human(actions)
        elif hot.kind == Spot.PICKER_CONFIRM:
            press(scene, "confirm")
        elif hot.kind == Spot.HAND and isinstance(picker, DiscardPicker):
            picker.toggle_card(hot.index)
        elif hot.kind == Spot.LAND and isinstance(picker, WrapPicker):
            actions = picker.pick_colour(hot.item)
            if actions:
                scene.picker = None
                scene.play_human(actions)
        elif (
            hot.kind != Spot.PICKER_PANEL
            and picker.cancellable
            and not isinstance(picker, DiscardPicker)
        ):
            scene.picker = None
        return
    if hot.kind == Spot.HAND and s.phase is Phase.LAND:
        scene.play_human([PlayLand(hot.item)])
    elif hot.kind == Spot.DISPLAY and s.phase is Phase.ACTION:
        scene.play_human([Claim(hot.item)])
    elif hot.kind == Spot.STEAL and s.phase is Phase.ACTION:
        scene.play_human([Steal(hot.item)])
    elif hot.kind == Spot.OWN_GIFT and s.phase is Phase.ACTION and hot.index == s.seat:
        lands = s.lands[s.seat]
        options = [c for c in range(5) if lands[c]]
        why = (
            why_illegal(s, Wrap(hot.item, options[0]))
            if options
            else "you have no land in play to discard"
        )
        if why is not None:
            scene.app.toast(f"Cannot wrap: {why}")
        else:
            scene.picker = WrapPicker(s, hot.item)
    elif hot.kind == Spot.MARKET and s.phase is Phase.ACTION:
        mine = s.buildings[s.seat]
        if len(mine) >= 2:
            why = why_illegal(s, Build(hot.item, mine[0]))
            if why is not None:
                scene.app.toast(f"Cannot build: {why}")
            else:
                scene.picker = ReplacePicker(s, hot.item)
        else:
            scene.play_human([Build(hot.item)])
    elif (
        hot.kind in (Spot.DISPLAY, Spot.STEAL, Spot.MARKET, Spot.OWN_GIFT) and s.phase is Phase.LAND
    ):
        scene.app.toast("First play a land or skip the land step (S).")


def explain_plate_gifts(scene: TableScene) -> None:
    """The first hover of a seat plate in this run of the app says what the two numbers on
    its gifts are (the help says it too)."""
    app = scene.app
    if getattr(app, "plate_gifts_explained", False):
        return
    try:
        app.plate_gifts_explained = True  # type: ignore[attr-defined]
    except AttributeError:
        return
    app.toast(PLATE_GIFTS[0].upper() + PLATE_GIFTS[1:] + ".", 7.0)


def on_key(scene: TableScene, intent: Key) -> bool:
    k = intent.key
    s = scene.state
    if scene.frame_key(k):  # F1 help, M sound
        return True
    if k == pygame.K_ESCAPE:
        if scene.picker is not None and not isinstance(scene.picker, DiscardPicker):
            scene.picker = None
            return True
        if isinstance(scene.picker, DiscardPicker) and scene.picker.cancellable:
            return scene.undo()
        return False
    if k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and scene.dismiss_banner():
        return True
    if k == pygame.K_TAB:
        if not scene.human_to_act():
            return press(scene, "ahead")
        return True
    if not scene.human_to_act():
        if k == pygame.K_SPACE:
            return press(scene, "pause")
        if k == pygame.K_n and scene.paused:
            scene.step_once = True  # one move, then paused again
            return True
        if k == pygame.K_f:
            return press(scene, "pace")
    if k == pygame.K_u and not scene.human_to_act():
        return scene.undo()  # your main action, before the next seat acts
    if not scene.human_to_act():
        return False
    if k in keyfocus.NEXT_KEYS or k in keyfocus.PREVIOUS_KEYS:
        if not keyfocus.step(scene, 1 if k in keyfocus.NEXT_KEYS else -1):
            scene.app.toast("Nothing to claim, steal, wrap or build now.")
        return True
    focus = keyfocus.focused(scene)
    if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and focus is not None:
        on_click(scene, focus)  # as a click on the focused target
        return True
    if k == pygame.K_h:
        return scene.suggest.ask(scene)
    if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and scene.suggest.play(scene):
        return True
    if pygame.K_1 <= k <= pygame.K_5:
        c = k - pygame.K_1
        if isinstance(scene.picker, DiscardPicker):
            scene.picker.add(c)
        elif isinstance(scene.picker, WrapPicker):
            actions = scene.picker.pick_colour(c)
            if actions:
                scene.picker = None
                scene.play_human(actions)
        elif isinstance(scene.picker, ReplacePicker):
            # 1 or 2: the building to replace
            actions = scene.picker.pick(c, s) if c < len(scene.picker.options()) else None
            if actions:
                scene.picker = None
                scene.play_human(actions)
        elif s.phase is Phase.LAND:
            if s.hands[s.seat][c]:
                scene.play_human([PlayLand(c)])
            else:
                scene.app.toast(f"You have no {LAND_NAMES[c]} in hand.")
        return True
    if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        if isinstance(scene.picker, DiscardPicker):
            press(scene, "confirm")
        return True
    if k == pygame.K_BACKSPACE and isinstance(scene.picker, DiscardPicker):
        scene.picker.clear()
        return True
    letters = {
        pygame.K_s: "skip",
        pygame.K_r: "recycle",
        pygame.K_p: "pass",
        pygame.K_u: "undo",
    }
    if (k in letters and scene.picker is None) or k == pygame.K_u:
        for b in scene.buttons():
            if b.id == letters.get(k):
                if b.enabled:
                    press(scene, b.id)
                elif b.why:
                    scene.app.toast(b.why)
        return True
    return False
