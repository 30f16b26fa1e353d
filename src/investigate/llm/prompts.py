"""Prompt files: ``prompts/<name>.md`` = YAML front matter + a Jinja2 body (StrictUndefined).

Front matter keys: ``name``, ``version``, ``tier`` (fast|strong), ``output`` (the pydantic model
as ``module:Class``), ``temperature``, ``description``, optional ``max_tokens`` and ``example``
(variables the test suite renders the prompt with). In the body, text before a line
``<!-- user -->`` is the system message and text after it the user message (no marker: all of
it is the user message). ``{{ text | untrusted("page S001") }}`` fences evidence as data.
Files starting with ``_`` are partials (fences, JSON-mode and fix-up instructions), not prompts.
"""

from __future__ import annotations

import hashlib
import importlib
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from investigate.llm.errors import PromptError
from investigate.resources import data_dir

if TYPE_CHECKING:
    from jinja2 import Environment

USER_MARKER = "<!-- user -->"
_FRONT_MATTER = re.compile(r"\A---[ \t]*\n(.*?)\n---[ \t]*\n?(.*)\Z", re.DOTALL)
_NAME = re.compile(r"^[a-z0-9][a-z0-9_\-]*$")


class PromptSpec(BaseModel):
    """The front matter of a prompt file."""

    model_config = ConfigDict(extra="forbid")

    name: str
    version: int = Field(ge=1)
    tier: Literal["fast", "strong"]
    output: str = Field(pattern=r"^[A-Za-z_][\w.]*:[A-Za-z_][\w.]*$", description="module:Class")
    temperature: float = Field(default=0.0, ge=0, le=2)
    description: str
    max_tokens: int | None = Field(default=None, ge=1)
    example: dict[str, Any] = Field(default_factory=dict)


@dataclass(frozen=True)
class Prompt:
    """A loaded prompt: its spec, its body, and the library it renders in."""

    spec: PromptSpec
    body: str
    path: Path
    library: PromptLibrary

    def output_model(self) -> type[BaseModel]:
        """Import the declared output model; PromptError when it does not exist."""
        return resolve_output_model(self.spec.output, where=str(self.path))

    def render(self, variables: dict[str, Any]) -> list[dict[str, str]]:
        """The chat messages for ``variables``; PromptError naming any missing variable."""
        from jinja2 import TemplateError

        try:
            text = self.library.environment().from_string(self.body).render(**variables)
        except TemplateError as exc:
            raise PromptError(f"prompt {self.spec.name!r} ({self.path}): {exc}") from exc
        system, marker, user = text.partition(USER_MARKER)
        if not marker:
            return [{"role": "user", "content": text.strip()}]
        messages = [{"role": "system", "content": system.strip()}] if system.strip() else []
        return [*messages, {"role": "user", "content": user.strip()}]


def resolve_output_model(reference: str, where: str = "") -> type[BaseModel]:
    """Import ``module:Class`` and check it is a pydantic model."""
    module_name, _, qualname = reference.partition(":")
    try:
        target: Any = importlib.import_module(module_name)
        for part in qualname.split("."):
            target = getattr(target, part)
    except (ImportError, AttributeError) as exc:
        raise PromptError(f"output model {reference!r} does not exist ({where}): {exc}") from exc
    if not (isinstance(target, type) and issubclass(target, BaseModel)):
        raise PromptError(f"output model {reference!r} is not a pydantic model ({where})")
    return target


def model_reference(model: type[BaseModel]) -> str:
    """``module:Class`` for a pydantic model (what a prompt's ``output`` names)."""
    return f"{model.__module__}:{model.__qualname__}"


class PromptLibrary:
    """The prompt files of one folder (default: the packaged ``prompts/``)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else data_dir("prompts")
        self._cache: dict[str, Prompt] = {}
        self._env: Environment | None = None

    def environment(self) -> Environment:
        """Jinja2 over the folder: strict about undefined names, with the ``untrusted`` filter."""
        if self._env is None:
            from jinja2 import Environment, FileSystemLoader, StrictUndefined

            env = Environment(
                loader=FileSystemLoader(str(self.folder)),
                undefined=StrictUndefined,
                autoescape=False,
                keep_trailing_newline=False,
                trim_blocks=True,
                lstrip_blocks=True,
            )
            env.filters["untrusted"] = self.fence_untrusted
            self._env = env
        return self._env

    def names(self) -> list[str]:
        """Every prompt name in the folder (partials and README excluded)."""
        return sorted(
            p.stem for p in self.folder.glob("*.md") if not p.name.startswith("_") and p.name != "README.md"
        )

    def load(self, name: str) -> Prompt:
        """Read and validate ``<name>.md`` (cached); PromptError saying what is wrong."""
        if name in self._cache:
            return self._cache[name]
        if not _NAME.match(name):
            raise PromptError(f"invalid prompt name {name!r}")
        path = self.folder / f"{name}.md"
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise PromptError(
                f"no prompt file {path}", fix=f"create {path} (see prompts/README.md)"
            ) from None
        match = _FRONT_MATTER.match(text)
        if not match:
            raise PromptError(f"{path} has no YAML front matter between --- lines")
        import yaml

        try:
            meta = yaml.safe_load(match.group(1)) or {}
            spec = PromptSpec.model_validate(meta)
        except (yaml.YAMLError, ValidationError) as exc:
            raise PromptError(f"{path}: invalid front matter: {exc}") from exc
        if spec.name != name:
            raise PromptError(f"{path}: front matter name {spec.name!r} differs from the file name")
        prompt = Prompt(spec=spec, body=match.group(2), path=path, library=self)
        self._cache[name] = prompt
        return prompt

    def partial(self, name: str, **variables: Any) -> str:
        """Render a partial such as ``_json_mode.j2`` (the texts the client adds to prompts)."""
        return self.environment().get_template(name).render(**variables).strip()

    def fence_untrusted(self, text: Any, label: str = "untrusted text") -> str:
        """Fence ``text`` between markers it cannot forge and tell the model it is data."""
        content = str(text)
        # Derived from the content, so the same text always renders the same prompt (cache hits),
        # and a page cannot contain the hash of itself to close the fence early.
        marker = "DATA-" + hashlib.sha256(content.encode("utf-8")).hexdigest()[:12].upper()
        return self.partial("_untrusted.j2", marker=marker, label=label, text=content)


@cache
def default_library() -> PromptLibrary:
    """The packaged prompts folder."""
    return PromptLibrary()


def fence_untrusted(text: str, label: str = "untrusted text") -> str:
    """Fence untrusted text (evidence, pages, leads) and label it as data, for use outside templates."""
    return default_library().fence_untrusted(text, label)
