"""Which model serves each role: configured, else picked from the keys present or a local Ollama."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field

from investigate.config import MODEL_ROLES, RoleConfig, Settings
from investigate.envvars import MODEL_KEY_VARS, OLLAMA_DEFAULT_HOST, OLLAMA_HOST_VAR
from investigate.llm.errors import NotConfigured

# The key each hosted provider's litellm prefix needs (only used when no api_base redirects it).
PROVIDER_KEY_VARS: Mapping[str, str] = {
    "openai": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "gemini": "GEMINI_API_KEY",
    "xai": "XAI_API_KEY",
}

# Defaults when only a key is present: (fast, strong) per provider, in MODEL_KEY_VARS order.
AUTO_MODELS: Mapping[str, tuple[str, str]] = {
    "OPENAI_API_KEY": ("openai/gpt-4.1-mini", "openai/gpt-4.1"),
    "ANTHROPIC_API_KEY": ("anthropic/claude-haiku-4-5", "anthropic/claude-sonnet-4-5"),
    "GEMINI_API_KEY": ("gemini/gemini-2.5-flash", "gemini/gemini-2.5-pro"),
    "XAI_API_KEY": ("xai/grok-3-mini", "xai/grok-4"),
}

# Local servers do not check keys, but the OpenAI client refuses to send a request without one.
# A user's real OPENAI_API_KEY is never sent to a custom api_base unless api_key_env says so.
LOCAL_PLACEHOLDER_KEY = "not-needed"

HOW_TO_CONFIGURE = (
    "export OPENAI_API_KEY (or ANTHROPIC_API_KEY, GEMINI_API_KEY, XAI_API_KEY); "
    "or run Ollama locally (ollama serve; ollama pull llama3.1); "
    "or set INVESTIGATE_MODEL=openai/<model> and INVESTIGATE_API_BASE=http://host:port/v1 "
    "for any OpenAI-compatible server (see README, 'Models')"
)


@dataclass(frozen=True)
class ResolvedModel:
    """A role's model, ready for a request: litellm model string, base URL and the key to send."""

    role: str
    model: str
    api_base: str | None = None
    api_key: str | None = field(default=None, repr=False)
    key_var: str | None = None
    origin: str = "config"

    @property
    def identity(self) -> str:
        """Model plus base URL: one concurrency limit and one capability memo each."""
        return f"{self.model}@{self.api_base}" if self.api_base else self.model

    def describe(self) -> str:
        """For people: ``model at base (origin)``."""
        where = f" at {self.api_base}" if self.api_base else ""
        return f"{self.model}{where}"


def _provider(model: str) -> str:
    return model.split("/", 1)[0] if "/" in model else "openai"


def _ollama_base(env: Mapping[str, str]) -> str:
    host = env.get(OLLAMA_HOST_VAR, "").strip() or OLLAMA_DEFAULT_HOST
    if "://" not in host:
        host = "http://" + host
    scheme, _, rest = host.partition("://")
    hostname, _, port = rest.rstrip("/").partition(":")
    if hostname in ("", "0.0.0.0"):
        hostname = "127.0.0.1"
    return f"{scheme}://{hostname}:{port or '11434'}"


def probe_ollama(env: Mapping[str, str], timeout_s: float = 0.5) -> tuple[str, list[str]] | None:
    """(base URL, installed model names) when an Ollama answers on its port, else None."""
    import urllib.error
    import urllib.request

    base = _ollama_base(env)
    try:
        with urllib.request.urlopen(f"{base}/api/tags", timeout=timeout_s) as response:
            data = json.loads(response.read())
    except (OSError, urllib.error.URLError, ValueError):
        return None
    models = [str(m.get("name") or m.get("model")) for m in data.get("models", []) if isinstance(m, dict)]
    return base, [m for m in models if m and m != "None"]


class ModelRoles:
    """Resolves ``fast``, ``strong``, ``critic``, ``writer`` and the research engines."""

    def __init__(self, settings: Settings, env: Mapping[str, str] | None = None) -> None:
        self.settings = settings
        self.env = os.environ if env is None else env
        self._auto: dict[str, ResolvedModel] | None = None

    def _explicit(self, role: str) -> RoleConfig | None:
        models = self.settings.models
        config = models.role(role)
        if config is not None:
            return config
        # Partly configured: borrow the nearest configured role rather than auto-picking.
        for fallback in {"fast": ("strong",), "strong": ("fast",)}.get(role, ("strong", "fast")):
            config = models.role(fallback)
            if config is not None:
                return config
        return None

    def get(self, role: str) -> ResolvedModel:
        """The model for ``role``; NotConfigured with how to configure one when there is none."""
        if role not in MODEL_ROLES:
            raise NotConfigured(f"unknown model role {role!r} (roles: {', '.join(MODEL_ROLES)})")
        config = self._explicit(role)
        if config is not None:
            return self._with_key(role, config)
        auto = self.auto_pick()
        return auto[role]

    def research_engines(self) -> list[ResolvedModel]:
        """The configured research engines (none is required)."""
        return [
            self._with_key(f"research_engines[{i}]", cfg)
            for i, cfg in enumerate(self.settings.models.research_engines)
        ]

    def all_roles(self) -> list[ResolvedModel]:
        """Every role and research engine, for ``doctor --check-models``."""
        return [self.get(role) for role in MODEL_ROLES] + self.research_engines()

    def _with_key(self, role: str, config: RoleConfig, origin: str = "config") -> ResolvedModel:
        if config.api_key_env:
            key = self.env.get(config.api_key_env, "").strip()
            if not key:
                raise NotConfigured(
                    f"model role {role} ({config.model}) needs {config.api_key_env}, which is not set",
                    fix=f"export {config.api_key_env}=...",
                )
            return ResolvedModel(role, config.model, config.api_base, key, config.api_key_env, origin)
        provider = _provider(config.model)
        if config.api_base:
            placeholder = None if provider.startswith("ollama") else LOCAL_PLACEHOLDER_KEY
            return ResolvedModel(role, config.model, config.api_base, placeholder, None, origin)
        var = PROVIDER_KEY_VARS.get(provider)
        if var is None:
            # Other litellm providers read their own variables; litellm reports what is missing.
            return ResolvedModel(role, config.model, None, None, None, origin)
        key = self.env.get(var, "").strip()
        if not key:
            raise NotConfigured(
                f"model role {role} is {config.model}, but {var} is not set",
                fix=f"export {var}=... (or set api_base for a compatible server)",
            )
        return ResolvedModel(role, config.model, None, key, var, origin)

    def auto_pick(self) -> dict[str, ResolvedModel]:
        """Roles from the keys present, else a local Ollama; NotConfigured saying how otherwise."""
        if self._auto is not None:
            return self._auto
        present = [var for var in MODEL_KEY_VARS if self.env.get(var, "").strip() and var in AUTO_MODELS]
        if present:
            fast, strong = AUTO_MODELS[present[0]]
            # The critic should be a different model family than the writer of the work it checks.
            critic = AUTO_MODELS[present[1]][1] if len(present) > 1 else strong
            chosen = {"fast": fast, "strong": strong, "critic": critic, "writer": strong}
            origin = "auto: " + ", ".join(present)
            self._auto = {
                role: self._with_key(role, RoleConfig(model=model), origin) for role, model in chosen.items()
            }
            return self._auto
        found = probe_ollama(self.env)
        if found is not None:
            base, names = found
            if not names:
                raise NotConfigured(
                    f"a local Ollama answers at {base} but has no models",
                    fix="ollama pull llama3.1 (or configure a hosted model: " + HOW_TO_CONFIGURE + ")",
                )
            model = f"ollama_chat/{names[0]}"
            origin = f"auto: Ollama at {base}"
            self._auto = {role: ResolvedModel(role, model, base, None, None, origin) for role in MODEL_ROLES}
            return self._auto
        raise NotConfigured("no model is configured and no model key is set", fix=HOW_TO_CONFIGURE)
