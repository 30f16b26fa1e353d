"""Level tasks: the context each level guarantees, strict Jinja2 rendering, and the static render check.

Task texts are Jinja2 with placeholders only (``{{ evidence.description }}``,
``{{ parent.findings.doi }}``, ``{{ levels['1'].findings.claim }}``). A level guarantees:

- ``evidence`` (id, type, description, sourceRating, infoRating, citation.text, citation.url) on
  evidence pathways, or ``claim`` (id, text, consensus, supportingCount, contradictingCount,
  directionalCount) on the consensus pathway P-CON;
- ``parent`` (level, name, depth, findings) for every level after the first: the level whose
  branch scheduled it; ``parent.findings`` holds only the outputs every possible parent requires;
- ``levels[id].findings`` for every level that runs before it on every path (its dominators).

Validation renders every task with exactly that context, so a reference to anything else is an
error when the pathway loads, never a literal brace in a prompt.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict

from investigate.pathways.models import Level, Pathway

if TYPE_CHECKING:
    from jinja2 import Template
    from jinja2.sandbox import SandboxedEnvironment

    from investigate.pathways.records import Claim, EvidenceItem, LevelOutput

EVIDENCE_KEYS = ("id", "type", "description", "sourceRating", "infoRating")
CLAIM_KEYS = ("id", "text", "consensus", "supportingCount", "contradictingCount", "directionalCount")
NOT_GIVEN = "(not given)"
NOT_REPORTED = "(not reported)"


class RenderedTask(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    purpose: str
    keyTasks: list[str]
    endState: str


@cache
def _environment() -> SandboxedEnvironment:
    from jinja2 import StrictUndefined
    from jinja2.sandbox import SandboxedEnvironment

    return SandboxedEnvironment(undefined=StrictUndefined, autoescape=False, keep_trailing_newline=True)


def _check_placeholders_only(text: str) -> None:
    from jinja2 import TemplateSyntaxError, nodes

    allowed = (
        nodes.Template,
        nodes.Output,
        nodes.TemplateData,
        nodes.Name,
        nodes.Getattr,
        nodes.Getitem,
        nodes.Const,
    )
    try:
        tree = _environment().parse(text)
    except TemplateSyntaxError as exc:
        raise ValueError(f"template syntax error: {exc.message}") from None
    pending: list[Any] = [tree]
    while pending:
        node = pending.pop()
        if not isinstance(node, allowed):
            raise ValueError(
                f"only {{{{ placeholders }}}} are allowed, found {type(node).__name__} in {text!r}"
            )
        pending.extend(node.iter_child_nodes())


@lru_cache(maxsize=4096)
def _compiled(text: str) -> Template:
    # Compiling is ~1 ms a text; every level of every item renders the same few hundred texts.
    _check_placeholders_only(text)
    return _environment().from_string(text)


def render_text(text: str, context: dict[str, Any]) -> str:
    """Render one task text strictly (ValueError naming the missing value)."""
    from jinja2 import TemplateError

    try:
        return _compiled(text).render(**context)
    except TemplateError as exc:
        raise ValueError(f"cannot render {text!r}: {exc}") from None


def render_task(level: Level, context: dict[str, Any]) -> RenderedTask:
    """The level's task with every placeholder filled from ``context``."""
    task = level.task
    return RenderedTask(
        purpose=render_text(task.purpose, context),
        keyTasks=[render_text(t, context) for t in task.keyTasks],
        endState=render_text(task.endState, context),
    )


def dominators(pathway: Pathway) -> dict[str, set[str]]:
    """For each level, the levels that run before it on every path from level 1."""
    result: dict[str, set[str]] = {}
    for level in pathway.levels:
        preds = pathway.predecessors(level.id)
        if not preds:
            result[level.id] = set()
            continue
        common = set.intersection(*({p.id} | result[p.id] for p in preds))
        result[level.id] = common
    return result


def parent_fields(pathway: Pathway, level: Level) -> list[str]:
    """Outputs ``parent.findings`` is guaranteed to hold: those every possible parent requires."""
    preds = pathway.predecessors(level.id)
    if not preds:
        return []
    first = [o.field for o in preds[0].requiredOutputs]
    others = [{o.field for o in p.requiredOutputs} for p in preds[1:]]
    return [f for f in first if all(f in names for names in others)]


def skeleton_context(pathway: Pathway, level: Level) -> dict[str, Any]:
    """The context ``level`` guarantees, with placeholder values: used to validate the task texts."""
    context: dict[str, Any] = {}
    if pathway.trigger.evidenceType:
        context["evidence"] = {key: f"<evidence.{key}>" for key in EVIDENCE_KEYS}
        context["evidence"]["citation"] = {"text": "<citation.text>", "url": "<citation.url>"}
    else:
        context["claim"] = {key: f"<claim.{key}>" for key in CLAIM_KEYS}
    if pathway.predecessors(level.id):
        context["parent"] = {
            "level": "<parent.level>",
            "name": "<parent.name>",
            "depth": "<parent.depth>",
            "findings": {f: f"<parent.{f}>" for f in parent_fields(pathway, level)},
        }
    context["levels"] = {
        lid: {
            "level": lid,
            "name": pathway.level(lid).name,
            "findings": {o.field: f"<{lid}.{o.field}>" for o in pathway.level(lid).requiredOutputs},
        }
        for lid in sorted(dominators(pathway)[level.id])
    }
    return context


def check_tasks(pathway: Pathway) -> None:
    """Render every task of every level with the context it guarantees (ValueError on the first failure)."""
    for level in pathway.levels:
        try:
            rendered = render_task(level, skeleton_context(pathway, level))
        except ValueError as exc:
            raise ValueError(f"level {level.id}: {exc}") from None
        for text in (rendered.purpose, rendered.endState, *rendered.keyTasks):
            # A brace left after rendering is a placeholder in some other syntax ({x}, ${x}): the
            # original engine shipped prompts with such literal braces.
            if "{" in text or "}" in text:
                raise ValueError(f"level {level.id}: unrendered braces in {text!r}")


def _display(value: Any) -> Any:
    if value is None:
        return NOT_GIVEN
    if isinstance(value, dict):
        return {k: _display(v) for k, v in value.items()}
    return value


def _findings(level: Level, output: LevelOutput | None) -> dict[str, Any]:
    findings = dict(output.findings) if output is not None else {}
    for required in level.requiredOutputs:
        findings.setdefault(required.field, NOT_REPORTED)
    return _display(findings)  # type: ignore[no-any-return]


def runtime_context(
    pathway: Pathway,
    level: Level,
    outputs: dict[str, LevelOutput],
    parent: str | None,
    evidence: EvidenceItem | None = None,
    claim: tuple[Claim, dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """The real context for ``level``: the guaranteed keys always exist (gaps read "(not reported)")."""
    context: dict[str, Any] = {}
    if evidence is not None:
        data = evidence.model_dump()
        context["evidence"] = _display({key: data[key] for key in EVIDENCE_KEYS})
        context["evidence"]["citation"] = _display(
            {"text": evidence.citation.text or NOT_GIVEN, "url": evidence.citation.url}
        )
    if claim is not None:
        item, stats = claim
        context["claim"] = _display({"id": item.id, "text": item.text, **stats})
    if parent is not None:
        parent_level = pathway.level(parent)
        context["parent"] = {
            "level": parent,
            "name": parent_level.name,
            "depth": parent_level.depth,
            "findings": _findings(parent_level, outputs.get(parent)),
        }
    context["levels"] = {
        lid: {
            "level": lid,
            "name": pathway.level(lid).name,
            "findings": _findings(pathway.level(lid), outputs.get(lid)),
        }
        for lid in outputs
    }
    return context
