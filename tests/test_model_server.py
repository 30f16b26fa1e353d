"""The scripted server's own contract (other branches' tests rely on it)."""

from __future__ import annotations

import json

import httpx

from tests.model_server import ModelServer, Reply


def _chat(server: ModelServer, prompt: str | None, **body: object) -> httpx.Response:
    headers = {"X-Investigate-Prompt": prompt} if prompt else {}
    payload = {"model": "scripted", "messages": [{"role": "user", "content": "hi"}], **body}
    return httpx.post(f"{server.url}/chat/completions", json=payload, headers=headers)


def test_replies_in_order_then_the_last_repeats(model_server: ModelServer) -> None:
    model_server.script("p", Reply.json({"n": 1}), Reply.json({"n": 2}))
    contents = [_chat(model_server, "p").json()["choices"][0]["message"]["content"] for _ in range(3)]
    assert [json.loads(c)["n"] for c in contents] == [1, 2, 2]
    assert len(model_server.requests_for("p")) == 3


def test_unscripted_prompts_get_a_400_naming_them_unless_a_default_is_set(model_server: ModelServer) -> None:
    response = _chat(model_server, "unknown")
    assert response.status_code == 400 and "no reply scripted for prompt 'unknown'" in response.text
    model_server.default(Reply.text("fallback"))
    assert _chat(model_server, "unknown").json()["choices"][0]["message"]["content"] == "fallback"


def test_prompt_name_from_the_user_field_and_dynamic_replies(model_server: ModelServer) -> None:
    model_server.script("q", lambda request: Reply.text(f"model was {request.body['model']}"))
    response = _chat(model_server, None, user="q")
    assert response.json()["choices"][0]["message"]["content"] == "model was scripted"
    assert model_server.requests[0].prompt == "q"


def test_errors_headers_tool_calls_and_models(model_server: ModelServer) -> None:
    model_server.script(
        "e", Reply.rate_limited(retry_after_s=2, retry_after_ms=1500), Reply.tool_call("f", {"x": 1})
    )
    limited = _chat(model_server, "e")
    assert limited.status_code == 429
    assert (limited.headers["retry-after"], limited.headers["retry-after-ms"]) == ("2", "1500")
    choice = _chat(model_server, "e").json()["choices"][0]
    assert choice["finish_reason"] == "tool_calls"
    assert json.loads(choice["message"]["tool_calls"][0]["function"]["arguments"]) == {"x": 1}
    assert httpx.get(f"{model_server.url}/models").json()["data"][0]["id"] == "scripted"
