"""The model judge's contract and its quote check: a quote must occur in the evidence it was shown."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from investigate.verify.tokens import fold

if TYPE_CHECKING:
    from investigate.verify.citations import CitedUnit
    from investigate.verify.matcher import Matcher
    from investigate.verify.models import ClaimCheck


class Judge(Protocol):
    """Reviews the checks the matcher did not verify; updates them in place, returns error lines."""

    name: str

    def review(
        self,
        checks: list[ClaimCheck],
        units: Sequence[CitedUnit],
        matcher: Matcher,
        progress: Callable[[str, int, int], None] | None,
    ) -> list[str]: ...


def find_quote(quote: str, evidence: str) -> tuple[int, int] | None:
    """Offsets of ``quote`` in ``evidence`` after folding whitespace, quotes and case; None if absent."""
    wanted = fold(quote)
    if not wanted:
        return None
    folded, positions = _fold_with_positions(evidence)
    at = folded.find(wanted)
    if at < 0:
        return None
    return positions[at], positions[at + len(wanted) - 1] + 1


def _fold_with_positions(text: str) -> tuple[str, list[int]]:
    """``fold(text)`` character by character, remembering where each folded character came from."""
    out: list[str] = []
    positions: list[int] = []
    pending_space = False
    for index, char in enumerate(text):
        if char.isspace():
            pending_space = bool(out)
            continue
        folded = fold(char) if not char.isascii() else char.lower()
        if not folded:
            continue
        if pending_space:
            out.append(" ")
            positions.append(index)
            pending_space = False
        for piece in folded:
            out.append(piece)
            positions.append(index)
    return "".join(out), positions
