"""``--judge model``: the model judge (needs the model layer from branch ``model``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from investigate.errors import UsageError

if TYPE_CHECKING:
    from investigate.case.store import Case
    from investigate.config import Settings
    from investigate.verify.judge import Judge


def make_judge(settings: Settings, case: Case) -> Judge:
    """The configured model judge; exit 2 while the model layer is not part of this build."""
    raise UsageError(
        "--judge model needs the model layer, which this build does not include yet",
        fix="run with --judge none (the deterministic matcher)",
    )
