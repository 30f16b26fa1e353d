"""The judge's quote check: a quote counts only if it occurs in the evidence it was shown."""

from __future__ import annotations

from investigate.verify.tokens import fold


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
