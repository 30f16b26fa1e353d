"""The deterministic confidence scorer of seed 000 section 7: V / P / U / D / R with a rationale.

Base rules, first that holds wins:
  1. any evidence retracted (or proven false)                        -> R
  2. contradictory evidence of equal quality                         -> D
  3. 3+ independent confirmations rated A/B, no bias flags, no gaps,
     methodology rated sound (some level says sound, none unsound)   -> V
  4. 1+ independent confirmations (1-2 of any rating, or 3+ rated C or
     lower, or failing rule 3 on minor flags / methodology) and every
     bias flag minor                                                  -> P
  5. otherwise                                                        -> U
(Rule 4's "bias flags exist but are minor" is read with the table's definition of P, "minor
concerns": a major flag keeps an item at U.)

Modifiers, after the base: upgrades and downgrades (each distinct reason once) move along U < P < V
and never below U; then caps ("cannot exceed") apply last, so nothing climbs over a cap. D and R
are verdicts about contested or false evidence and are not moved by modifiers. A chain ended by a
``terminate`` action with a confidence takes that confidence. Inputs: see investigate.pathways.signals.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict

from investigate.pathways import signals as signal_table
from investigate.pathways.chain import Chain

LABELS = {"V": "VERIFIED", "P": "PLAUSIBLE", "U": "UNVERIFIED", "D": "DISPUTED", "R": "RETRACTED"}
GRADED = ("U", "P", "V")
GOOD_RATINGS = ("A", "B")
RATING_ORDER = "ABCDEF"


class Score(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    level: str
    label: str
    rationale: list[str]


@dataclass
class ScoreInputs:
    """Everything the scorer reads; built from chains by :func:`inputs_from_chain`."""

    retracted: list[str] = field(default_factory=list)
    contradicted: list[str] = field(default_factory=list)
    confirmations: dict[str, str] = field(default_factory=dict)  # source key -> rating
    contradictions: dict[str, str] = field(default_factory=dict)
    flags: list[tuple[str, str]] = field(default_factory=list)  # (flag, severity)
    gaps: list[str] = field(default_factory=list)
    sound: list[str] = field(default_factory=list)
    unsound: list[str] = field(default_factory=list)
    caps: list[tuple[str, str]] = field(default_factory=list)  # (P|U, reason)
    upgrades: list[str] = field(default_factory=list)
    downgrades: list[str] = field(default_factory=list)
    forced: tuple[str, str] | None = None  # (confidence, reason) from a terminate action


_MODIFIER_CAPS = {
    "cap-industry-no-replication": "P",
    "cap-testimonial-only": "P",
    "cap-low-hierarchy": "P",
    "cap-small-sample": "P",
}


def _source_key(url: str | None, text: str) -> str:
    return (url or text).strip().lower().rstrip("/")


def inputs_from_chain(chain: Chain, own_url: str | None = None) -> ScoreInputs:
    """Collect scorer inputs from one chain's outputs and branch actions."""
    inputs = ScoreInputs()
    levels = {lid: out.signals() for lid, out in chain.outputs.items() if out.status == "ok"}
    own = _source_key(own_url, "") if own_url else None
    for out in chain.outputs.values():
        for citation in out.citations:
            key = _source_key(citation.url, citation.text)
            if not key or key == own:
                continue
            rating = citation.sourceRating or "F"
            if citation.relation == "confirms":
                inputs.confirmations.setdefault(key, rating)
            elif citation.relation == "contradicts":
                inputs.contradictions.setdefault(key, rating)
    for entry in signal_table.fired(chain.pathway.id, levels):
        if entry.input == "retracted":
            inputs.retracted.append(entry.reason)
        elif entry.input == "contradicted":
            inputs.contradicted.append(entry.reason)
        elif entry.input == "methodology-sound":
            inputs.sound.append(entry.reason)
        elif entry.input == "methodology-unsound":
            inputs.unsound.append(entry.reason)
        elif entry.input in _MODIFIER_CAPS:
            inputs.caps.append((_MODIFIER_CAPS[entry.input], entry.reason))
        elif entry.input.startswith("upgrade-"):
            inputs.upgrades.append(entry.reason)
        elif entry.input.startswith("downgrade-"):
            inputs.downgrades.append(entry.reason)
    inputs.flags = [(f.flag, f.severity) for f in chain.flags]
    inputs.gaps = [f"level {g.level}: {g.reason}" for g in chain.gaps]
    inputs.caps += [(c.at, c.reason) for c in chain.caps]
    for adj in chain.adjustments:
        (inputs.upgrades if adj.direction == "upgrade" else inputs.downgrades).append(adj.reason)
    if chain.terminated is not None and chain.terminated.confidence is not None:
        inputs.forced = (chain.terminated.confidence, chain.terminated.reason)
    return inputs


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


def _base(inputs: ScoreInputs, why: list[str]) -> str:
    if inputs.retracted:
        why.append(f"rule 1 (retracted): {'; '.join(_unique(inputs.retracted))} -> R")
        return "R"
    confirm_ratings = sorted(inputs.confirmations.values(), key=RATING_ORDER.index)
    best_confirm = confirm_ratings[0] if confirm_ratings else None
    equal_contra = [
        r
        for r in inputs.contradictions.values()
        if best_confirm is None or RATING_ORDER.index(r) <= RATING_ORDER.index(best_confirm)
    ]
    if inputs.contradicted or equal_contra:
        reasons = _unique(inputs.contradicted)
        if equal_contra:
            reasons.append(f"{len(equal_contra)} contradicting source(s) rated as well as the confirmations")
        why.append(f"rule 2 (contradictory evidence of equal quality): {'; '.join(reasons)} -> D")
        return "D"
    good = [r for r in confirm_ratings if r in GOOD_RATINGS]
    major = [f for f, s in inputs.flags if s == "major"]
    sound = bool(inputs.sound) and not inputs.unsound
    if len(good) >= 3 and not inputs.flags and not inputs.gaps and sound:
        why.append(
            f"rule 3: {len(good)} independent A/B confirmations, no bias flags, "
            f"methodology sound ({'; '.join(_unique(inputs.sound))}) -> V"
        )
        return "V"
    if confirm_ratings and not major:
        held_back = []
        if len(good) >= 3:
            if inputs.flags:
                held_back.append(f"minor flags: {', '.join(_unique(f for f, _ in inputs.flags))}")
            if inputs.gaps:
                held_back.append(f"{len(inputs.gaps)} gap(s)")
            if not sound:
                held_back.append(
                    "methodology not rated sound"
                    + (f" ({'; '.join(_unique(inputs.unsound))})" if inputs.unsound else "")
                )
        detail = f"{len(confirm_ratings)} independent confirmation(s) rated {''.join(confirm_ratings)}"
        if held_back:
            detail += f", not V because of {'; '.join(held_back)}"
        why.append(f"rule 4: {detail} -> P")
        return "P"
    reasons = []
    if not confirm_ratings:
        reasons.append("no independent confirmation")
    if major:
        reasons.append(f"major flags: {', '.join(_unique(major))}")
    why.append(f"rule 5: {'; '.join(reasons)} -> U")
    return "U"


def score(inputs: ScoreInputs) -> Score:
    """Apply rules 1-5 in order, then every modifier; the rationale lists what fired."""
    why: list[str] = []
    if inputs.forced is not None:
        level, reason = inputs.forced
        why.append(f"terminated: {reason} -> {level}")
        return Score(level=level, label=LABELS[level], rationale=why)
    level = _base(inputs, why)
    if level in ("D", "R"):
        return Score(level=level, label=LABELS[level], rationale=why)
    ups, downs = _unique(inputs.upgrades), _unique(inputs.downgrades)
    index = GRADED.index(level)
    for reason in downs:
        new = max(0, index - 1)
        why.append(f"modifier downgrade ({reason}): {GRADED[index]} -> {GRADED[new]}")
        index = new
    for reason in ups:
        new = min(len(GRADED) - 1, index + 1)
        why.append(f"modifier upgrade ({reason}): {GRADED[index]} -> {GRADED[new]}")
        index = new
    for at, reason in dict.fromkeys(inputs.caps):
        ceiling = GRADED.index(at)
        if index > ceiling:
            why.append(f"modifier cap at {at} ({reason}): {GRADED[index]} -> {at}")
            index = ceiling
        else:
            why.append(f"modifier cap at {at} ({reason}): already {GRADED[index]}")
    final = GRADED[index]
    return Score(level=final, label=LABELS[final], rationale=why)


def score_chain(chain: Chain, own_url: str | None = None) -> Score:
    """Score one chain."""
    return score(inputs_from_chain(chain, own_url))
