"""The question a second copy of the app asks at start (and a copy that cannot lock its
user folder): open read-only, or quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from siege_desktop.app.menus.confirm import ConfirmScene

if TYPE_CHECKING:
    from siege_desktop.app.shell import App


def ask(app: App, holder: int) -> None:
    """Over the title: say another copy has the folder; Quit is the safe answer (Esc)."""
    who = f" (process {holder})" if holder else ""

    def read_only() -> None:
        app.toast("Read-only: nothing is saved in this copy, not even the settings.", 6.0)

    app.push(
        ConfirmScene(
            app,
            "Siege Desktop is already open",
            read_only,
            yes="Read-only",
            no="Quit",
            on_no=app.quit,
            detail=f"Another copy{who} uses these saves. This one can only be read-only.",
        )
    )


def ask_unlocked(app: App, why: str) -> None:
    """Over the title: the folder's lock cannot be taken, so nothing may be written (another
    copy could not know of this one); Quit is the safe answer (Esc)."""

    def read_only() -> None:
        app.toast("Read-only: nothing is saved in this copy, not even the settings.", 6.0)

    app.push(
        ConfirmScene(
            app,
            "Cannot lock the saves folder",
            read_only,
            yes="Read-only",
            no="Quit",
            on_no=app.quit,
            detail=(
                f"{why}. Until that is mended this copy can only be read-only "
                "(the log file has the details)."
            ),
        )
    )
