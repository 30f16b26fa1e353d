"""--judge model through the scripted model server (real HTTP via litellm)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from investigate.case.store import CaseStore
from investigate.cli.app import app
from investigate.config import Settings
from investigate.llm.client import ModelClient
from investigate.verify.model_judge import JudgeReply, ModelJudge, apply_reply
from investigate.verify.models import ClaimCheck, Quote, Verdict
from investigate.verify.run import verify_case
from tests.model_server import ModelServer, Reply
from tests.verify_support import make_case

EVIDENCE = {
    "S001": "FTX filed for bankruptcy on November 11, 2022.\n"
    "Sam Bankman-Fried resigned as chief executive the same day.",
}
PARAPHRASE = "Bankman-Fried stepped down as CEO on the day FTX went under."
SUMMARY = f"# Summary\n\n{PARAPHRASE} [S001]\n\nFTX filed for bankruptcy on November 11, 2022 [S001].\n"
QUOTE = "Sam Bankman-Fried resigned as chief executive the same day."


def _supported(quote: str) -> Reply:
    return Reply.json(
        {"verdict": "SUPPORTED", "source": "S001", "quote": quote, "explanation": "Same event."}
    )


def test_matcher_alone_does_not_verify_the_paraphrase(store: CaseStore) -> None:
    case = make_case(store, EVIDENCE, {"summary.md": SUMMARY})
    report = verify_case(case)
    assert report.claims[0].verdict in (Verdict.PARTIAL, Verdict.NOT_FOUND)
    assert report.claims[1].verdict is Verdict.VERIFIED


def test_judge_verifies_with_a_quote_that_is_in_the_evidence(
    store: CaseStore, model_server: ModelServer, model_settings: Settings
) -> None:
    # Whitespace and case differ from the evidence: still the same words.
    model_server.script(
        "judge_citation", _supported("sam  bankman-fried RESIGNED as chief executive the same day")
    )
    case = make_case(store, EVIDENCE, {"summary.md": SUMMARY})
    report = verify_case(case, judge=ModelJudge(ModelClient(model_settings, env={}), case))
    first = report.claims[0]
    assert first.verdict is Verdict.VERIFIED and first.judged_by == "model"
    quote = first.quotes[0]
    assert EVIDENCE["S001"][quote.start : quote.end] == quote.text == QUOTE.rstrip(".")
    assert report.outcome.value == "PASS"
    # Only the sentence the matcher did not verify was sent, its evidence fenced as data.
    (request,) = model_server.requests_for("judge_citation")
    assert PARAPHRASE in request.text and "resigned as chief executive" in request.text
    assert "untrusted data" in request.text
    assert "November 11, 2022 [S001]" not in request.text


def test_quote_not_in_the_evidence_is_downgraded_to_not_found(
    store: CaseStore, model_server: ModelServer, model_settings: Settings
) -> None:
    model_server.script("judge_citation", _supported("Bankman-Fried stepped down as CEO that day."))
    case = make_case(store, EVIDENCE, {"summary.md": SUMMARY})
    report = verify_case(case, judge=ModelJudge(ModelClient(model_settings, env={}), case))
    first = report.claims[0]
    assert first.verdict is Verdict.NOT_FOUND
    assert "not in the evidence" in first.reason
    assert report.outcome.value == "FAIL"


def test_identical_sentences_are_asked_once_and_cached_across_runs(
    store: CaseStore, model_server: ModelServer, model_settings: Settings
) -> None:
    model_server.script("judge_citation", _supported(QUOTE))
    twice = f"# Summary\n\n{PARAPHRASE} [S001]\n\n- {PARAPHRASE} [S001]\n"
    case = make_case(store, EVIDENCE, {"summary.md": twice})
    client = ModelClient(model_settings, env={})
    report = verify_case(case, judge=ModelJudge(client, case))
    assert [c.verdict for c in report.claims] == [Verdict.VERIFIED, Verdict.VERIFIED]
    assert len(model_server.requests_for("judge_citation")) == 1
    verify_case(case, judge=ModelJudge(ModelClient(model_settings, env={}), case))
    assert len(model_server.requests_for("judge_citation")) == 1  # answered from the reply cache


def test_judge_error_makes_the_run_incomplete(
    store: CaseStore, model_server: ModelServer, model_settings: Settings
) -> None:
    model_server.script("judge_citation", Reply.error(400, "bad request"))
    partial = "# Summary\n\nSam Bankman-Fried resigned as chief executive amid losses [S001].\n"
    case = make_case(store, EVIDENCE, {"summary.md": partial})
    report = verify_case(case, judge=ModelJudge(ModelClient(model_settings, env={}), case))
    assert report.judge_errors and report.judge_errors[0].startswith("summary.md:3:")
    assert report.claims[0].verdict is Verdict.PARTIAL  # the matcher's verdict stays
    assert report.outcome.value == "INCOMPLETE"


PROFITS = {
    "S002": "Orvane Energy reported a record profit of $55.7 billion for 2022, up from $23 billion in 2021.\n"
    "The board did not approve a share buyback.",
}
DOUBLED = "Orvane Energy's 2022 profit of $55.7 billion was more than double its 2021 profit of $23 billion."
PROFIT_QUOTE = "a record profit of $55.7 billion for 2022, up from $23 billion in 2021"


def _judge(store: CaseStore, model_settings: Settings, text: str) -> ClaimCheck:
    case = make_case(store, PROFITS, {"summary.md": f"# Summary\n\n{text} [S002]\n"})
    report = verify_case(case, judge=ModelJudge(ModelClient(model_settings, env={}), case))
    return report.claims[0]


def test_a_contradiction_is_overturned_by_a_quote_stating_every_figure() -> None:
    # Say the matcher paired "2021" with the nearer "2022": a model quoting both figures of each
    # year, with nothing denied in the quote, overturns it.
    check = ClaimCheck(
        file="summary.md", line=3, kind="sentence", text=DOUBLED, sources=["S002"],
        verdict=Verdict.CONTRADICTED, reason="the evidence gives '2022' where the sentence says '2021' (date)",
    )  # fmt: skip
    passage = Quote(source="S002", start=0, end=len(PROFITS["S002"]), text=PROFITS["S002"])
    apply_reply(check, JudgeReply(verdict="SUPPORTED", source="S002", quote=PROFIT_QUOTE), [passage])
    assert check.verdict is Verdict.VERIFIED and check.judged_by == "model"
    assert PROFITS["S002"][check.quotes[0].start : check.quotes[0].end] == PROFIT_QUOTE


def test_a_contradiction_stands_when_the_quote_lacks_the_figure_or_says_the_opposite(
    store: CaseStore, model_server: ModelServer, model_settings: Settings
) -> None:
    wrong = "Orvane Energy reported a profit of $60 billion for 2022."
    model_server.script(
        "judge_citation",
        Reply.json(
            {"verdict": "SUPPORTED", "source": "S002", "quote": "Orvane Energy reported a record profit"}
        ),
    )
    check = _judge(store, model_settings, wrong)
    assert check.verdict is Verdict.CONTRADICTED
    assert "does not overturn it" in check.reason and "$60 billion" in check.reason
    # A quote that itself denies the sentence cannot overturn the matcher's negation check.
    model_server.script(
        "judge_citation",
        Reply.json(
            {"verdict": "SUPPORTED", "source": "S002", "quote": "The board did not approve a share buyback."}
        ),
    )
    check = _judge(store, model_settings, "The board approved a share buyback.")
    assert check.verdict is Verdict.CONTRADICTED and "contradicts the sentence" in check.reason
    # Not confirmed by the model: the matcher's contradiction and its quote stay.
    model_server.script("judge_citation", Reply.json({"verdict": "NOT_SUPPORTED", "quote": ""}))
    check = _judge(store, model_settings, wrong)
    assert check.verdict is Verdict.CONTRADICTED and "$55.7 billion" in check.quotes[0].text


def test_support_whose_quote_omits_a_figure_is_not_found(
    store: CaseStore, model_server: ModelServer, model_settings: Settings
) -> None:
    model_server.script(
        "judge_citation",
        Reply.json(
            {"verdict": "SUPPORTED", "source": "S002", "quote": "Orvane Energy reported a record profit"}
        ),
    )
    check = _judge(store, model_settings, "Orvane Energy's profit rose sharply in 2022 to a record.")
    assert check.verdict is Verdict.NOT_FOUND and "does not state 2022" in check.reason


@pytest.fixture
def configured(model_server: ModelServer, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> ModelServer:
    monkeypatch.setenv("INVESTIGATE_MODEL", "openai/scripted")
    monkeypatch.setenv("INVESTIGATE_API_BASE", model_server.url)
    monkeypatch.setenv("INVESTIGATE_CACHE_DIR", str(tmp_path / "cache"))
    return model_server


def test_cli_judge_model(runner: CliRunner, store: CaseStore, configured: ModelServer) -> None:
    configured.script("judge_citation", _supported(QUOTE))
    make_case(store, EVIDENCE, {"summary.md": SUMMARY})
    result = runner.invoke(app, ["verify-claims", "--judge", "model", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["judge"] == "model" and report["totals"]["VERIFIED"] == 2


def test_cli_judge_model_without_a_model_is_usage_error(runner: CliRunner, store: CaseStore) -> None:
    make_case(store, EVIDENCE, {"summary.md": SUMMARY})
    result = runner.invoke(app, ["verify-claims", "--judge", "model"])
    assert result.exit_code == 2 and "Traceback" not in result.output


def test_cli_replay_answers_only_from_the_cache(
    runner: CliRunner, store: CaseStore, configured: ModelServer
) -> None:
    configured.script("judge_citation", _supported(QUOTE))
    # The matcher finds this PARTIAL (nothing about losses), so only the judge's answer decides.
    partial = "# Summary\n\nSam Bankman-Fried resigned as chief executive amid losses [S001].\n"
    make_case(store, EVIDENCE, {"summary.md": partial})
    command = ["verify-claims", "--judge", "model", "--json"]
    # Nothing cached yet: the judge cannot answer (a judge error: INCOMPLETE, exit 3), and the
    # server is never asked.
    empty = runner.invoke(app, [*command, "--replay"])
    assert empty.exit_code == 3, empty.output
    assert configured.requests == []
    report = json.loads(empty.stdout)
    assert report["outcome"] == "INCOMPLETE" and "replay" in report["judge_errors"][0]
    assert report["claims"][0]["verdict"] == "PARTIAL"
    # A normal run asks the model once and fills the cache ...
    assert runner.invoke(app, command).exit_code == 0
    assert len(configured.requests_for("judge_citation")) == 1
    # ... after which --replay answers from it without another request.
    replayed = runner.invoke(app, [*command, "--replay"])
    assert replayed.exit_code == 0, replayed.output
    assert json.loads(replayed.stdout)["totals"]["VERIFIED"] == 1
    assert len(configured.requests_for("judge_citation")) == 1
    # --no-cache asks the model again even though the reply is cached.
    fresh = runner.invoke(app, [*command, "--no-cache"])
    assert fresh.exit_code == 0, fresh.output
    assert len(configured.requests_for("judge_citation")) == 2
