"""The CPUs' bounded memo: it remembers, and a full memo forgets everything before it takes
a new key (never an old one's update)."""

from __future__ import annotations

from siege_desktop.core.memo import Memo


def test_remembers_and_returns_what_it_stores() -> None:
    memo: Memo[str] = Memo(3)
    assert memo.get("a") is None
    assert memo.put("a", "x") == "x"
    assert memo.get("a") == "x"


def test_a_full_memo_forgets_all_before_a_new_key() -> None:
    memo: Memo[int] = Memo(2)
    memo.put("a", 1)
    memo.put("b", 2)
    memo.put("a", 10)  # an update of a key it holds: nothing forgotten
    assert len(memo) == 2 and memo.get("b") == 2 and memo.get("a") == 10
    memo.put("c", 3)
    assert len(memo) == 1
    assert memo.get("a") is None and memo.get("b") is None and memo.get("c") == 3
