"""``--judge model``: the model reviews what the matcher could not verify, and must quote the evidence.

A reply counts only if its quote occurs in the evidence it was shown (after folding whitespace,
quotes and case); otherwise the verdict is NOT_FOUND, whatever the model said (seed defect: the old
span verification trusted the model's quote). Calls run concurrently; identical sentence and
evidence pairs are asked once per run, and the model layer's reply cache answers repeats across runs.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, Field

from investigate.verify.judge import find_quote
from investigate.verify.models import ClaimCheck, Quote, Verdict

if TYPE_CHECKING:
    from investigate.case.store import Case
    from investigate.config import Settings
    from investigate.llm.client import ModelClient
    from investigate.verify.citations import CitedUnit
    from investigate.verify.matcher import Matcher
    from investigate.verify.run import Progress

PROMPT = "judge_citation"
# Every verdict but VERIFIED that has evidence to show (NO_EVIDENCE has none). The matcher's
# contradictions are reviewed too, but a model can overturn one only with a quote that states the
# sentence's figures and that the matcher itself does not find contradicting the sentence.
REVIEWED = (Verdict.PARTIAL, Verdict.NOT_FOUND, Verdict.CONTRADICTED)
_VERDICTS = {
    "SUPPORTED": Verdict.VERIFIED,
    "PARTIAL": Verdict.PARTIAL,
    "CONTRADICTED": Verdict.CONTRADICTED,
    "NOT_SUPPORTED": Verdict.NOT_FOUND,
}


class JudgeReply(BaseModel):
    """The model's answer for one sentence."""

    verdict: Literal["SUPPORTED", "PARTIAL", "CONTRADICTED", "NOT_SUPPORTED"]
    source: str = ""
    quote: str = ""
    explanation: str = Field(default="", max_length=1000)


class ModelJudge:
    """Asks the configured fast model about each unverified sentence, concurrently."""

    name = "model"

    def __init__(self, client: ModelClient, case: Case | None = None) -> None:
        self.client = client
        self.case = case

    def review(
        self,
        checks: list[ClaimCheck],
        units: Sequence[CitedUnit],
        matcher: Matcher,
        progress: Progress | None,
    ) -> list[str]:
        """Update ``checks`` in place from the model's quoted answers; return error lines."""
        todo = []
        for check, unit in zip(checks, units, strict=True):
            if check.verdict not in REVIEWED:
                continue
            known = [s for s in unit.sources if s not in check.unknown_sources]
            passages = matcher.check(unit.text, known).passages if known else []
            if passages:
                todo.append((check, passages))
        if not todo:
            return []
        return asyncio.run(self._review_all(todo, progress))

    async def _review_all(
        self,
        todo: list[tuple[ClaimCheck, list[Quote]]],
        progress: Progress | None,
    ) -> list[str]:
        limit = asyncio.Semaphore(self.client.config.concurrency)
        asked: dict[str, asyncio.Task[JudgeReply]] = {}
        errors: list[str] = []
        done = 0

        async def ask(sentence: str, passages: list[Quote]) -> JudgeReply:
            async with limit:
                return await self.client.complete(
                    PROMPT,
                    {"sentence": sentence, "passages": [p.model_dump() for p in passages]},
                    JudgeReply,
                    step="verify-claims",
                    case=self.case,
                )

        async def one(check: ClaimCheck, passages: list[Quote]) -> None:
            nonlocal done
            from investigate.llm.errors import ModelError

            key = _key(check.text, passages)
            if key not in asked:  # the same sentence over the same evidence is asked once
                asked[key] = asyncio.ensure_future(ask(check.text, passages))
            try:
                reply = await asked[key]
            except ModelError as exc:
                errors.append(f"{check.file}:{check.line}: {exc.message}")
            else:
                apply_reply(check, reply, passages)
            done += 1
            if progress:
                progress("judging sentences", done, len(todo))

        await asyncio.gather(*(one(check, passages) for check, passages in todo))
        return errors


def apply_reply(check: ClaimCheck, reply: JudgeReply, passages: list[Quote]) -> None:
    """Take the model's verdict only if its quote is in the passages it was shown.

    A model's support must also quote every figure of the sentence; and a contradiction the
    matcher found stands unless the quote states the sentence without contradicting it.
    """
    contradicted = check.verdict is Verdict.CONTRADICTED
    check.judged_by = "model"
    verdict = _VERDICTS[reply.verdict]
    located = None if verdict is Verdict.NOT_FOUND else _locate(reply, passages)
    if contradicted and (verdict is not Verdict.CONTRADICTED or located is None):
        veto = _still_contradicted(check.text, located if verdict is not Verdict.CONTRADICTED else None)
        if veto is not None:
            check.reason = f"{check.reason}; the model's answer does not overturn it ({veto})"
            return
    if verdict is Verdict.NOT_FOUND:
        check.verdict = Verdict.NOT_FOUND
        check.reason = f"model: {reply.explanation or 'the evidence does not say it'}"
        return
    if located is None:
        check.verdict = Verdict.NOT_FOUND
        check.reason = "model's quote is not in the evidence; downgraded to NOT_FOUND"
        return
    unstated = _unstated_figures(check.text, located.text) if verdict is not Verdict.CONTRADICTED else []
    if unstated:
        check.verdict = Verdict.NOT_FOUND
        check.reason = f"model's quote does not state {', '.join(unstated)}; downgraded to NOT_FOUND"
        return
    check.verdict = verdict
    check.reason = f"model: {reply.explanation}".strip()
    check.quotes = [located]
    check.supporting_sources = [located.source] if verdict is Verdict.VERIFIED else []


def _unstated_figures(sentence: str, quote: str) -> list[str]:
    """The sentence's numbers, amounts and dates that the quote does not state."""
    from investigate.verify.quantities import agrees, extract

    stated = extract(quote)
    return [q.text for q in extract(sentence) if not any(agrees(q, other) for other in stated)]


def _still_contradicted(sentence: str, quote: Quote | None) -> str | None:
    """Why a model's answer cannot overturn the matcher's contradiction, or None if it can."""
    from investigate.verify.index import EvidenceIndex, chunk_source
    from investigate.verify.matcher import Matcher

    if quote is None:
        return "no quote from the evidence"
    unstated = _unstated_figures(sentence, quote.text)
    if unstated:
        return f"its quote does not state {', '.join(unstated)}"
    index = EvidenceIndex()
    index.add(chunk_source(quote.source, quote.text))
    result = Matcher(index).check(sentence, [quote.source])
    # Figures the quote states are the model's to pair up ("$55.7 billion for 2022, up from $23
    # billion in 2021"); a negation, opposite word or other agent in the quote itself is not.
    if result.verdict is Verdict.CONTRADICTED and not result.figure_clash:
        return f"its quote contradicts the sentence: {result.reason}"
    return None


def _locate(reply: JudgeReply, passages: list[Quote]) -> Quote | None:
    """The quote's exact place in a passage (the named one first), as offsets into the source text."""
    ordered = sorted(passages, key=lambda p: p.source != reply.source)
    for passage in ordered:
        span = find_quote(reply.quote, passage.text)
        if span is not None:
            start, end = passage.start + span[0], passage.start + span[1]
            return Quote(source=passage.source, start=start, end=end, text=passage.text[span[0] : span[1]])
    return None


def _key(sentence: str, passages: list[Quote]) -> str:
    payload = json.dumps([sentence, [[p.source, p.start, p.end, p.text] for p in passages]])
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def make_judge(settings: Settings, case: Case, *, no_cache: bool = False, replay: bool = False) -> ModelJudge:
    """The judge over the configured fast model; exit 2 with the fix when no model is configured.

    ``no_cache`` and ``replay`` are the command's ``--no-cache`` and ``--replay`` switches.
    """
    from investigate.llm.client import ModelClient

    client = ModelClient(settings, no_cache=no_cache, replay=replay)
    client.resolve("fast")  # NotConfigured (exit 2, with how to configure a model) before any work
    return ModelJudge(client, case)
