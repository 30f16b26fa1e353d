"""Settings: YAML file + environment. The config keys are the models below; variable names: envvars.py."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from investigate.envvars import ENV_VARS
from investigate.errors import ConfigError

CONFIG_FILE_NAME = "investigate.yaml"
USER_CONFIG_FILE_NAME = "config.yaml"
APP_NAME = "investigate"


MODEL_ROLES: tuple[str, ...] = ("fast", "strong", "critic", "writer")


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RoleConfig(_Section):
    """A model for one role: any litellm model string, with an optional base URL and key variable."""

    model: str
    api_base: str | None = None
    api_key_env: str | None = None


def _role_from_string(value: Any) -> Any:
    return {"model": value} if isinstance(value, str) else value


class ModelsConfig(_Section):
    default: str | None = None
    api_base: str | None = None
    fast: RoleConfig | None = None
    strong: RoleConfig | None = None
    critic: RoleConfig | None = None
    writer: RoleConfig | None = None
    research_engines: list[RoleConfig] = Field(default_factory=list)

    @field_validator("fast", "strong", "critic", "writer", mode="before")
    @classmethod
    def _accept_string(cls, value: Any) -> Any:
        return _role_from_string(value)

    @field_validator("research_engines", mode="before")
    @classmethod
    def _accept_strings(cls, value: Any) -> Any:
        return [_role_from_string(v) for v in value] if isinstance(value, list) else value

    def role(self, name: str) -> RoleConfig | None:
        """The configured model for ``name``, falling back to ``default`` (INVESTIGATE_MODEL)."""
        explicit: RoleConfig | None = getattr(self, name)
        if explicit is not None:
            return explicit
        if self.default:
            return RoleConfig(model=self.default, api_base=self.api_base)
        return None


class SearchConfig(_Section):
    providers: list[str] = Field(default_factory=list, description="empty: every provider that can run")


class NetworkConfig(_Section):
    allow_hosts: list[str] = Field(default_factory=list)

    @field_validator("allow_hosts", mode="before")
    @classmethod
    def _split(cls, value: Any) -> Any:
        if isinstance(value, str):
            return [part.strip() for part in value.split(",") if part.strip()]
        return value


class WaybackConfig(_Section):
    save_url: str = "https://web.archive.org/save/"
    cdx_url: str = "https://web.archive.org/cdx/search/cdx"
    snapshot_url: str = "https://web.archive.org/web/"
    timeout_s: float = Field(default=60.0, gt=0)


class CaptureConfig(_Section):
    chromium: str | None = None
    concurrency: int = Field(default=4, ge=1, le=32)
    page_timeout_s: float = Field(default=60.0, gt=0)
    network_quiet_s: float = Field(default=5.0, ge=0)
    max_page_bytes: int = Field(default=20_000_000, gt=0)
    max_document_bytes: int = Field(default=200_000_000, gt=0)
    min_text_chars: int = Field(default=150, ge=0)
    max_screenshot_height: int = Field(default=30_000, gt=0)
    wayback: WaybackConfig = Field(default_factory=WaybackConfig)


class BudgetConfig(_Section):
    max_cost_usd: float | None = Field(default=None, ge=0)
    max_model_calls: int | None = Field(default=None, ge=0)


class WebConfig(_Section):
    """Web research: provider endpoints, the search cache TTL, the contact address APIs ask for."""

    searxng_url: str | None = None
    contact_email: str | None = None
    cache_ttl_hours: float = Field(default=24.0, ge=0)
    base_urls: dict[str, str] = Field(default_factory=dict, description="provider name -> API base URL")
    corpus_dir: Path | None = None


class StructuredOutput(StrEnum):
    """How replies are constrained to JSON: try the schema first (auto), or force one way."""

    AUTO = "auto"
    JSON_SCHEMA = "json_schema"
    JSON_MODE = "json_mode"


class LLMConfig(_Section):
    """How model calls behave: retries, backoff, timeouts, concurrency, structured output, cache."""

    timeout_s: float = Field(default=120.0, gt=0, description="per request")
    max_retries: int = Field(default=4, ge=0, description="retries on 429, 5xx, timeouts, broken replies")
    backoff_base_s: float = Field(default=1.0, ge=0, description="first backoff; doubles each retry")
    backoff_max_s: float = Field(default=30.0, ge=0)
    max_retry_after_s: float = Field(default=120.0, ge=0, description="longest Retry-After honoured")
    validation_retries: int = Field(default=2, ge=0, description="re-asks with the validation error")
    concurrency: int = Field(default=8, ge=1, le=256, description="requests in flight per model")
    structured_output: StructuredOutput = StructuredOutput.AUTO
    no_cache: bool = Field(default=False, description="do not read the response cache (still write it)")
    replay: bool = Field(default=False, description="answer only from the cache; a miss is an error")


class PathwaysConfig(_Section):
    """Limits of the pathway engine (seed 000 phase INVESTIGATE): parallel chains, budgets, P-CON."""

    concurrency: int = Field(default=4, ge=1, le=256, description="evidence chains investigated at once")
    level_budget: int | None = Field(
        default=None, ge=0, description="levels per iteration (one engine run); None = unlimited"
    )
    level_timeout_s: float = Field(default=900.0, gt=0, description="per level (seed 000: 15 minutes)")
    max_derived: int = Field(default=50, ge=0, description="spawned + redirected chains per run (global cap)")
    consensus_min_items: int = Field(
        default=3, ge=1, description="directional evidence items a claim needs before P-CON can run"
    )
    consensus_above: float | None = Field(
        default=None, ge=0, le=1, description="P-CON runs above this consensus; None = P-CON's trigger (0.8)"
    )


class Settings(_Section):
    """The effective configuration."""

    cases_dir: Path = Path("cases")
    cache_dir: Path | None = None
    models: ModelsConfig = Field(default_factory=ModelsConfig)
    search: SearchConfig = Field(default_factory=SearchConfig)
    network: NetworkConfig = Field(default_factory=NetworkConfig)
    capture: CaptureConfig = Field(default_factory=CaptureConfig)
    budgets: BudgetConfig = Field(default_factory=BudgetConfig)
    web: WebConfig = Field(default_factory=WebConfig)
    llm: LLMConfig = Field(default_factory=LLMConfig)
    pathways: PathwaysConfig = Field(default_factory=PathwaysConfig)

    def resolved_cache_dir(self) -> Path:
        """The cache folder: configured, else the platform's user cache dir."""
        if self.cache_dir is not None:
            return self.cache_dir
        from platformdirs import user_cache_dir

        return Path(user_cache_dir(APP_NAME))


@dataclass(frozen=True)
class LoadedSettings:
    settings: Settings
    files: tuple[Path, ...]
    env_overrides: tuple[str, ...]


def user_config_path() -> Path:
    """Where the per-user config file lives."""
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME)) / USER_CONFIG_FILE_NAME


def config_files(env: Mapping[str, str], cwd: Path) -> list[Path]:
    """The config files that apply, lowest precedence first."""
    explicit = env.get("INVESTIGATE_CONFIG")
    if explicit:
        path = Path(explicit).expanduser()
        if not path.is_file():
            raise ConfigError(
                f"INVESTIGATE_CONFIG points to {path}, which is not a file",
                fix="unset INVESTIGATE_CONFIG or point it to an existing YAML file",
            )
        return [path]
    return [p for p in (user_config_path(), cwd / CONFIG_FILE_NAME) if p.is_file()]


def _read_yaml(path: Path) -> dict[str, Any]:
    import yaml

    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        detail = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ConfigError(f"cannot read config file {path}: {detail}", fix=f"fix the YAML in {path}") from exc
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(
            f"config file {path} must hold a mapping of keys", fix="see `investigate config show`"
        )
    return data


def _merge(base: dict[str, Any], extra: Mapping[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in extra.items():
        if isinstance(value, Mapping) and isinstance(merged.get(key), dict):
            merged[key] = _merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def _set_dotted(target: dict[str, Any], dotted: str, value: Any) -> None:
    *parents, leaf = dotted.split(".")
    node = target
    for part in parents:
        node = node.setdefault(part, {})
    node[leaf] = value


def load_settings(env: Mapping[str, str] | None = None, cwd: Path | None = None) -> LoadedSettings:
    """Read the config files and environment; raise ConfigError with the offending key on bad input."""
    env = os.environ if env is None else env
    cwd = Path.cwd() if cwd is None else cwd
    files = config_files(env, cwd)
    data: dict[str, Any] = {}
    for path in files:
        data = _merge(data, _read_yaml(path))
    overrides: list[str] = []
    for var in ENV_VARS:
        if var.key and env.get(var.name, "").strip():
            _set_dotted(data, var.key, env[var.name].strip())
            overrides.append(var.name)
    try:
        settings = Settings.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        origin = ", ".join(str(f) for f in files) or "the environment"
        raise ConfigError(
            f"invalid configuration value for {where!r}: {first['msg']} (from {origin})",
            fix="correct it, or run `investigate config show` to see the effective configuration",
        ) from exc
    if not settings.cases_dir.is_absolute():
        settings.cases_dir = cwd / settings.cases_dir
    return LoadedSettings(settings, tuple(files), tuple(overrides))


def mask_secret(value: str) -> str:
    """Show that a secret is set without revealing it: length and last four characters."""
    if len(value) <= 8:
        return "*" * len(value)
    return f"****{value[-4:]} ({len(value)} chars)"
