"""A damaged autosave: Continue says why it is off, and points to earlier autosaves only when
there are some."""

from __future__ import annotations

from shell_helpers import find_button, make_app, played_session

from siege_desktop.app import saves
from siege_desktop.app.menus.title import TitleScene


def continue_tip() -> str:
    app = make_app((1024, 576))
    try:
        app.reset_to(TitleScene(app))
        app.step(1 / 60)
        button = find_button(app, "Continue")
        assert not button.enabled
        return button.tip
    finally:
        app.shutdown()


def damage(text: str) -> None:
    saves.autosave_path().write_text(text[: len(text) // 2], encoding="utf-8")


def test_a_damaged_only_autosave_does_not_promise_earlier_ones() -> None:
    text = saves.encode(played_session(12))
    saves.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    damage(text)
    tip = continue_tip()
    assert "damaged" in tip
    assert "Load screen" not in tip
    assert list(saves.autosave_path().parent.glob("autosave.json.damaged-*"))  # kept


def test_a_damaged_autosave_points_to_the_earlier_ones() -> None:
    text = saves.encode(played_session(12))
    saves.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    saves.autosave_generation(1).write_text(text, encoding="utf-8")
    damage(text)
    assert "earlier autosaves are on the Load screen" in continue_tip()
