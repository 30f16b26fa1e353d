"""``investigate doctor``: what is configured, what is missing, and the one-line fix for each."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from enum import StrEnum

from investigate.config import MODEL_ROLES, Settings, mask_secret
from investigate.envvars import KEYLESS_SEARCH_PROVIDERS, MODEL_KEY_VARS, SEARCH_KEY_VARS
from investigate.evidence.browser import find_chromium


class CheckStatus(StrEnum):
    OK = "ok"
    WARN = "warn"
    FAIL = "fail"


@dataclass(frozen=True)
class Check:
    name: str
    status: CheckStatus
    detail: str
    fix: str | None = None

    def as_dict(self) -> dict[str, str | None]:
        return asdict(self)


def _python() -> Check:
    # The package cannot install below 3.11, so this only reports which interpreter runs it.
    return Check("python", CheckStatus.OK, f"{'.'.join(map(str, sys.version_info[:3]))} ({sys.executable})")


def _git() -> Check:
    path = shutil.which("git")
    if not path:
        return Check("git", CheckStatus.FAIL, "not found", "install git (apt-get install -y git)")
    return Check("git", CheckStatus.OK, path)


def _cases_dir(settings: Settings) -> Check:
    root = settings.cases_dir
    probe_dir = root if root.exists() else root.parent
    if root.exists() and not root.is_dir():
        return Check("cases folder", CheckStatus.FAIL, f"{root} is not a folder", "set INVESTIGATE_CASES_DIR")
    try:
        with tempfile.NamedTemporaryFile(dir=probe_dir, prefix=".doctor-"):
            pass
    except OSError as exc:
        return Check(
            "cases folder",
            CheckStatus.FAIL,
            f"{root}: {exc.strerror or exc}",
            "set INVESTIGATE_CASES_DIR to a writable folder",
        )
    detail = str(root) if root.exists() else f"{root} (created on first `investigate new`)"
    return Check("cases folder", CheckStatus.OK, detail)


def _chromium(settings: Settings) -> Check:
    path = find_chromium(settings.capture.chromium)
    if path is None:
        if settings.capture.chromium:
            return Check(
                "chromium",
                CheckStatus.FAIL,
                f"{settings.capture.chromium} is not an executable",
                "point INVESTIGATE_CHROMIUM at a Chromium executable",
            )
        return Check(
            "chromium",
            CheckStatus.WARN,
            "not found (needed by capture)",
            "apt-get install -y chromium (or set INVESTIGATE_CHROMIUM)",
        )
    return Check("chromium", CheckStatus.OK, str(path))


def _models(settings: Settings, env: Mapping[str, str]) -> list[Check]:
    checks: list[Check] = []
    for role in MODEL_ROLES:
        cfg = settings.models.role(role)
        if cfg is None:
            continue
        where = f" at {cfg.api_base}" if cfg.api_base else ""
        checks.append(Check(f"model {role}", CheckStatus.OK, f"{cfg.model}{where}"))
    engines = [e.model for e in settings.models.research_engines]
    if engines:
        checks.append(Check("research engines", CheckStatus.OK, ", ".join(engines)))
    keys = [f"{name}={mask_secret(env[name])}" for name in MODEL_KEY_VARS if env.get(name)]
    if keys:
        checks.append(Check("model keys", CheckStatus.OK, ", ".join(keys)))
    if not checks:
        checks.append(
            Check(
                "models",
                CheckStatus.WARN,
                "no model configured and no model key present",
                "export OPENAI_API_KEY=... (or INVESTIGATE_MODEL=ollama/llama3.1 for a local model)",
            )
        )
    return checks


def _search(env: Mapping[str, str]) -> list[Check]:
    checks = [Check("search (keyless)", CheckStatus.OK, ", ".join(KEYLESS_SEARCH_PROVIDERS))]
    for provider, var in SEARCH_KEY_VARS.items():
        if env.get(var):
            checks.append(Check(f"search {provider}", CheckStatus.OK, f"{var}={mask_secret(env[var])}"))
        else:
            checks.append(
                Check(
                    f"search {provider}",
                    CheckStatus.WARN,
                    "skipped: no key",
                    f"export {var}=... to enable it",
                )
            )
    return checks


def run_checks(settings: Settings, env: Mapping[str, str] | None = None) -> list[Check]:
    """Every check, in display order."""
    env = os.environ if env is None else env
    return [
        _python(),
        _git(),
        _cases_dir(settings),
        _chromium(settings),
        *_models(settings, env),
        *_search(env),
    ]
