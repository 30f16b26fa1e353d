"""The bounded tool-calling loop against the scripted server."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import BaseModel

from investigate.config import Settings
from investigate.llm import InvalidOutput, ModelClient, Tool, tool
from investigate.llm.prompts import PromptLibrary
from investigate.resources import data_dir
from tests.model_server import ModelServer, Reply


class Findings(BaseModel):
    summary: str
    sources: list[str]


class SearchArgs(BaseModel):
    query: str
    limit: int = 3


PROMPT = """---
name: researcher
version: 1
tier: fast
output: tests.test_llm_tools:Findings
temperature: 0
description: research with tools
example: {topic: "FTX"}
---
Research {{ topic }} with the tools, then answer.
"""


@pytest.fixture
def client(model_settings: Settings, tmp_path: Path) -> ModelClient:
    folder = tmp_path / "prompts"
    folder.mkdir()
    (folder / "researcher.md").write_text(PROMPT)
    for partial in data_dir("prompts").glob("_*.j2"):
        (folder / partial.name).write_text(partial.read_text())
    return ModelClient(model_settings, prompts=PromptLibrary(folder))


def make_search(calls: list[SearchArgs]) -> Tool:
    @tool
    async def search(args: SearchArgs) -> list[dict[str, str]]:
        """Search the web."""
        calls.append(args)
        return [{"url": f"https://example.org/{args.query}", "title": "result"}]

    return search


FINAL = Reply.json({"summary": "done", "sources": ["https://example.org/ftx"]})


async def test_tool_calls_run_and_their_results_reach_the_model(
    client: ModelClient, model_server: ModelServer
) -> None:
    calls: list[SearchArgs] = []
    model_server.script("researcher", Reply.tool_call("search", {"query": "ftx"}), FINAL)
    result = await client.run_tools("researcher", {"topic": "FTX"}, [make_search(calls)], Findings)
    assert result.sources == ["https://example.org/ftx"]
    assert calls == [SearchArgs(query="ftx", limit=3)]
    first, second = model_server.requests_for("researcher")
    assert first.body["tools"][0]["function"]["name"] == "search"
    assert first.body["tools"][0]["function"]["description"] == "Search the web."
    assert first.body["tools"][0]["function"]["parameters"]["required"] == ["query"]
    tool_message = second.messages[-1]
    assert tool_message["role"] == "tool"
    assert json.loads(tool_message["content"]) == [{"url": "https://example.org/ftx", "title": "result"}]
    assert second.messages[-2]["tool_calls"][0]["function"]["name"] == "search"


async def test_bad_arguments_unknown_tools_and_failures_go_back_to_the_model(
    client: ModelClient, model_server: ModelServer
) -> None:
    def broken(args: SearchArgs) -> str:
        raise RuntimeError("site down")

    tools = [make_search([]), Tool("fetch", "Fetch a page.", SearchArgs, broken)]
    model_server.script(
        "researcher",
        Reply.tool_calls_of([("search", {"limit": 2}), ("nope", {}), ("fetch", {"query": "x"})]),
        FINAL,
    )
    await client.run_tools("researcher", {"topic": "FTX"}, tools, Findings)
    results = [
        m["content"] for m in model_server.requests_for("researcher")[1].messages if m["role"] == "tool"
    ]
    assert (
        "invalid arguments for search: the JSON does not match the schema: query: Field required"
        in results[0]
    )
    assert "no tool named 'nope'" in results[1]
    assert results[2] == "error: fetch failed: RuntimeError: site down"


async def test_step_limit_forces_a_final_answer(client: ModelClient, model_server: ModelServer) -> None:
    calls: list[SearchArgs] = []
    model_server.script(
        "researcher",
        Reply.tool_call("search", {"query": "a"}),
        Reply.tool_call("search", {"query": "b"}),
        FINAL,
    )
    await client.run_tools("researcher", {"topic": "FTX"}, [make_search(calls)], Findings, max_steps=2)
    requests = model_server.requests_for("researcher")
    assert [r.body["tool_choice"] for r in requests] == ["auto", "auto", "none"]
    assert "final answer now" in requests[-1].messages[-1]["content"]
    assert len(calls) == 2


async def test_a_model_that_never_stops_calling_tools_ends_in_invalid_output(
    client: ModelClient, model_server: ModelServer
) -> None:
    calls: list[SearchArgs] = []
    model_server.script("researcher", Reply.tool_call("search", {"query": "again"}))
    with pytest.raises(InvalidOutput, match="tool calls are no longer allowed"):
        await client.run_tools("researcher", {"topic": "FTX"}, [make_search(calls)], Findings, max_steps=1)
    # one tool round, then the final request plus the two bounded re-asks
    assert len(model_server.requests_for("researcher")) == 4
    assert len(calls) == 1


def test_tool_decorator_needs_a_pydantic_argument() -> None:
    def plain(x: int) -> int:
        return x

    with pytest.raises(TypeError, match="pydantic model"):
        tool(plain)
