"""A seat's name in a sentence, for every game's log, banners and results: a seat may be named
"You" (a tutorial's, or a player's own choice), and "You reaches 10" reads wrong, so the verb
agrees with the name, and "You's turn" becomes "Your turn"."""

from __future__ import annotations

from typing import Final

#: The one name that speaks to the player and takes the plural verb.
YOU: Final = "You"


def agree(name: str, verb: str) -> str:
    """The verb as `name` takes it: "draws" for Bo, "draw" for You; "is" and "has" become
    "are" and "have" (a second verb of the same subject: "reaches 10 and is out")."""
    if name != YOU:
        return verb
    irregular = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}
    if verb in irregular:
        return irregular[verb]
    if verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


def acts(name: str, verb: str) -> str:
    """ "Bo draws"; a seat named "You" takes the verb without its s: "You draw", "You pass",
    "You reach"."""
    return f"{name} {agree(name, verb)}"


def possessive(name: str, *, standalone: bool = False, opening: bool = True) -> str:
    """ "Bo's"; a seat named "You" gets "Your" ("Yours" on its own), "your" inside a
    sentence (`opening=False`)."""
    if name != YOU:
        return f"{name}'s"
    word = "Yours" if standalone else "Your"
    return word if opening else word.lower()


def mention(name: str) -> str:
    """The name after a verb or a preposition: "takes a card from you", never "from You"."""
    return "you" if name == YOU else name
