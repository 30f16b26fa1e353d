"""The real level runner: one bounded, tool-using model step per pathway level.

The worker gets the rendered task, the outputs it must return (types and allowed values), the
problems with its previous attempt when the engine retries, and the research tools the caller
passes; by default the real ones, search and fetch from the web layer
(:mod:`investigate.pathways.research_tools`). It answers with a :class:`LevelReport`; the engine
checks it against the level's required outputs.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from investigate.pathways.engine import LevelRequest
from investigate.pathways.records import LevelReport

if TYPE_CHECKING:
    from investigate.llm.client import ModelClient
    from investigate.llm.tools import Tool

LEVEL_PROMPT = "pathway_level"


class ModelLevelRunner:
    """``async (LevelRequest) -> LevelReport`` through ``ModelClient.run_tools``."""

    def __init__(
        self,
        client: ModelClient,
        tools: Sequence[Tool] | None = None,
        *,
        max_steps: int = 6,
        case: Path | None = None,
    ) -> None:
        self.client = client
        if tools is None:
            from investigate.pathways.research_tools import ResearchTools

            tools = ResearchTools(client.settings, fence=client.prompts.fence_untrusted).tools()
        self.tools = list(tools)
        self.max_steps = max_steps
        self.case = case

    def variables(self, request: LevelRequest) -> dict[str, Any]:
        """The prompt's variables for one request."""
        evidence = request.context.get("evidence") or request.context.get("claim") or {}
        return {
            "pathway_id": request.pathway_id,
            "level_id": request.level_id,
            "level_name": request.level_name,
            "purpose": request.task.purpose,
            "key_tasks": request.task.keyTasks,
            "end_state": request.task.endState,
            "required_outputs": [o.model_dump() for o in request.required_outputs],
            "subject": evidence,
            "problems": request.problems,
            "tools": [t.name for t in self.tools],
        }

    async def __call__(self, request: LevelRequest) -> LevelReport:
        return await self.client.run_tools(
            LEVEL_PROMPT,
            self.variables(request),
            self.tools,
            LevelReport,
            max_steps=self.max_steps,
            step=f"pathway {request.pathway_id} {request.evidence_id} L{request.level_id}",
            case=self.case,
        )
