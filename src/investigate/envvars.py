"""Every ``INVESTIGATE_*`` environment variable, the config key it overrides and its meaning.

Kept apart from ``config.py`` (which needs pydantic) so ``investigate --help`` can list them cheaply.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class EnvVar:
    """One environment variable: the config key it overrides (if any) and what it means."""

    name: str
    key: str | None
    help: str


# The only place environment variable names are spelled out. `investigate --help` prints this table.
ENV_VARS: tuple[EnvVar, ...] = (
    EnvVar(
        "INVESTIGATE_CONFIG", None, "YAML config file to use instead of ./investigate.yaml and the user one"
    ),
    EnvVar("INVESTIGATE_CASES_DIR", "cases_dir", "folder holding the cases (default ./cases)"),
    EnvVar(
        "INVESTIGATE_CACHE_DIR", "cache_dir", "folder for model and search caches (default: user cache dir)"
    ),
    EnvVar("INVESTIGATE_MODEL", "models.default", "litellm model string for every role not set otherwise"),
    EnvVar("INVESTIGATE_API_BASE", "models.api_base", "base URL for INVESTIGATE_MODEL (e.g. a local server)"),
    EnvVar(
        "INVESTIGATE_ALLOW_HOSTS",
        "network.allow_hosts",
        "comma-separated hosts/CIDRs exempt from the URL guard",
    ),
    EnvVar("INVESTIGATE_SEARXNG_URL", "web.searxng_url", "base URL of a SearXNG instance to search through"),
    EnvVar("INVESTIGATE_CHROMIUM", "capture.chromium", "path of the Chromium executable used for capture"),
    EnvVar("INVESTIGATE_CAPTURE_CONCURRENCY", "capture.concurrency", "pages captured at once (default 4)"),
    EnvVar("INVESTIGATE_CAPTURE_TIMEOUT", "capture.page_timeout_s", "seconds allowed per captured page (60)"),
    EnvVar("INVESTIGATE_WAYBACK_SAVE_URL", "capture.wayback.save_url", "Wayback Machine Save API endpoint"),
    EnvVar("INVESTIGATE_WAYBACK_CDX_URL", "capture.wayback.cdx_url", "Wayback Machine CDX search endpoint"),
    EnvVar(
        "INVESTIGATE_WAYBACK_SNAPSHOT_URL",
        "capture.wayback.snapshot_url",
        "Wayback Machine snapshot URL prefix",
    ),
    EnvVar("IA_ACCESS_KEY_ID", None, "Internet Archive key for authenticated Wayback saves (optional)"),
    EnvVar(
        "IA_SECRET_ACCESS_KEY", None, "Internet Archive secret for authenticated Wayback saves (optional)"
    ),
    EnvVar("INVESTIGATE_MAX_COST_USD", "budgets.max_cost_usd", "per-case spending limit for model calls"),
    EnvVar("INVESTIGATE_MAX_MODEL_CALLS", "budgets.max_model_calls", "per-case limit on model calls"),
    EnvVar("INVESTIGATE_NO_CACHE", "llm.no_cache", "1: do not read cached model replies (--no-cache)"),
    EnvVar("INVESTIGATE_REPLAY", "llm.replay", "1: answer only from the model cache; a miss is an error"),
    EnvVar("INVESTIGATE_MODEL_TIMEOUT", "llm.timeout_s", "seconds before a model request times out"),
    EnvVar(
        "INVESTIGATE_PATHWAY_CONCURRENCY",
        "pathways.concurrency",
        "evidence chains investigated at once (default 4; 1 for a small local model)",
    ),
)

# Provider keys, under the names the providers document.
MODEL_KEY_VARS: tuple[str, ...] = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY", "XAI_API_KEY")
# Ollama's own variable for where it listens (host:port); the default is Ollama's default port.
OLLAMA_HOST_VAR = "OLLAMA_HOST"
OLLAMA_DEFAULT_HOST = "127.0.0.1:11434"
SEARCH_KEY_VARS: Mapping[str, str] = {
    "tavily": "TAVILY_API_KEY",
    "brave": "BRAVE_API_KEY",
    "serper": "SERPER_API_KEY",
    "courtlistener": "COURTLISTENER_API_TOKEN",
    "searxng": "INVESTIGATE_SEARXNG_URL",
}
KEYLESS_SEARCH_PROVIDERS: tuple[str, ...] = (
    "wikipedia",
    "duckduckgo",
    "crossref",
    "openalex",
    "edgar",
    "wayback",
    "corpus",
)


def env_help() -> str:
    """The environment variable table for ``--help``."""
    lines = [f"{v.name}: {v.help}" for v in ENV_VARS]
    lines.append("Model keys: " + ", ".join(MODEL_KEY_VARS))
    lines.append("Search keys: " + ", ".join(SEARCH_KEY_VARS.values()))
    return "\n\n".join(lines)
