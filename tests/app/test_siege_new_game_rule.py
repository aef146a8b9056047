"""Siege's compensation for the second player on the New game screen: a table rule, off by
default (ruling 1), that reaches the game's configuration when turned on."""

from __future__ import annotations

from shell_helpers import click_widget, form_of, frame

from siege_desktop.app.menus.new_game import NewGameScene
from siege_desktop.app.shell import App
from siege_desktop.app.widgets import Label, Toggle

LABEL = "Table rule: second player drafts first"


def test_the_second_player_drafting_first_is_a_table_rule_off_by_default(app: App) -> None:
    scene = NewGameScene(app, game="siege")
    app.push(scene)
    frame(app)
    assert not scene.choices.siege_second_drafts_first
    assert scene.choices.config().second_drafts_first is False
    toggle = next(w for w in form_of(scene).widgets if isinstance(w, Toggle) and w.label == LABEL)
    click_widget(app, toggle)
    frame(app)
    assert scene.choices.siege_second_drafts_first
    config = scene.choices.config()
    assert config.second_drafts_first is True
    session = scene.choices.session()
    assert session.config.second_drafts_first is True
    note = scene.choices.hook.note(scene.choices.rules, 2)
    assert note is not None and "loser drafts first" in note.text


def test_the_seats_heading_of_a_two_player_game_names_its_two_players(app: App) -> None:
    # "Seats (2 to 2)" read as a mistake; games with a range keep it ("Seats (2 to 8)").
    for game, heading in (("siege", "Seats (2 players)"), ("gifts-under-siege", "Seats (2 to 8)")):
        scene = NewGameScene(app, game=game)
        app.push(scene)
        frame(app)
        labels = [w.text for w in form_of(scene).widgets if isinstance(w, Label)]
        assert heading in labels, labels
        app.pop()
