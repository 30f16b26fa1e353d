"""Scholarly providers: Crossref (incl. retraction and correction notices) and OpenAlex."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

from pydantic import BaseModel, Field

from investigate.web.providers.base import Policy, Provider, strip_tags, text_of
from investigate.web.search_types import ProviderError, SearchResult

DOI_PATTERN = re.compile(r"\b(10\.\d{4,9}/\S+)", re.IGNORECASE)
# Crossref update types that undermine a work (the others, e.g. "correction", amend it).
SERIOUS_UPDATES = frozenset(
    {"retraction", "partial_retraction", "withdrawal", "removal", "expression_of_concern"}
)
CROSSREF_FIELDS = (
    "DOI,title,URL,published,issued,container-title,abstract,type,update-to,updated-by,author,publisher"
)


class UpdateNotice(BaseModel):
    """A retraction, correction, withdrawal or expression of concern attached to a DOI."""

    kind: str
    notice_doi: str | None = None
    date: str | None = None
    source: str | None = None


class DoiRecord(BaseModel):
    """What Crossref knows about a DOI, with every editorial notice found."""

    doi: str
    title: str
    url: str
    published: str | None = None
    container: str | None = None
    work_type: str | None = None
    notices: list[UpdateNotice] = Field(default_factory=list)

    @property
    def retracted(self) -> bool:
        return self.status == "retracted"

    @property
    def status(self) -> str:
        """'retracted', 'withdrawn', 'expression_of_concern', 'corrected' or 'ok'."""
        kinds = {n.kind for n in self.notices}
        if kinds & {"retraction", "partial_retraction"}:
            return "retracted"
        if kinds & {"withdrawal", "removal"}:
            return "withdrawn"
        if "expression_of_concern" in kinds:
            return "expression_of_concern"
        if kinds:
            return "corrected"
        return "ok"


def date_parts(value: Any) -> str | None:
    """Crossref ``{"date-parts": [[2020, 3, 5]]}`` as ``2020-03-05`` (shorter when partial)."""
    try:
        parts = [int(p) for p in value["date-parts"][0] if p is not None]
    except (KeyError, IndexError, TypeError, ValueError):
        return None
    if not parts:
        return None
    return "-".join([f"{parts[0]:04d}", *(f"{p:02d}" for p in parts[1:3])])


def _kind(value: Any) -> str:
    return text_of(value).lower().replace("-", "_").replace(" ", "_") or "update"


class CrossrefProvider(Provider):
    """Crossref REST API: ``/works?query=`` search and ``/works/{doi}`` lookup with update notices."""

    name = "crossref"
    description = "Crossref scholarly works, with retraction/correction notices (keyless)"
    default_base_url = "https://api.crossref.org"
    max_limit = 100
    default_policy = Policy(min_interval_s=0.25)  # public pool: a few requests per second

    def __init__(self, *, mailto: str | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.mailto = mailto

    def _params(self, **params: Any) -> dict[str, Any]:
        # The "polite pool" is reached by naming a contact address.
        return {**params, "mailto": self.mailto} if self.mailto else params

    async def _search(self, query: str, limit: int) -> list[SearchResult]:
        doi = DOI_PATTERN.search(query)
        if doi and len(query.split()) == 1:
            record = await self.lookup_doi(doi.group(1))
            return [self._record_result(record)]
        data = await self._json(
            "GET", "/works", params=self._params(query=query, rows=limit, select=CROSSREF_FIELDS)
        )
        return [self._record_result(self._record(item)) for item in data["message"]["items"]]

    async def lookup_doi(self, doi: str) -> DoiRecord:
        """The work for ``doi`` with its notices (its ``updated-by`` plus works that update it)."""
        doi = doi.strip().removeprefix("https://doi.org/").removeprefix("doi:")
        data = await self._json("GET", f"/works/{quote(doi, safe='/')}", params=self._params())
        record = self._record(data["message"])
        updates = await self._json(
            "GET", "/works", params=self._params(filter=f"updates:{doi}", rows=20, select=CROSSREF_FIELDS)
        )
        known = {n.notice_doi for n in record.notices if n.notice_doi}
        for item in updates["message"]["items"]:
            for update in item.get("update-to") or []:
                if text_of(update.get("DOI")).lower() != doi.lower() or item.get("DOI") in known:
                    continue
                record.notices.append(
                    UpdateNotice(
                        kind=_kind(update.get("type")),
                        notice_doi=item.get("DOI"),
                        date=date_parts(update.get("updated")) or date_parts(item.get("published")),
                        source=text_of(update.get("source")) or "publisher",
                    )
                )
        return record

    def _record(self, item: dict[str, Any]) -> DoiRecord:
        doi = item["DOI"]
        notices = [
            UpdateNotice(
                kind=_kind(u.get("type")),
                notice_doi=u.get("DOI"),
                date=date_parts(u.get("updated")),
                source=text_of(u.get("source")) or None,
            )
            for u in item.get("updated-by") or []
        ]
        title = text_of(item.get("title")) or doi
        if title.upper().startswith("RETRACTED") and not notices:
            notices.append(UpdateNotice(kind="retraction", source="title"))
        return DoiRecord(
            doi=doi,
            title=title,
            url=f"https://doi.org/{doi}",
            published=date_parts(item.get("published")) or date_parts(item.get("issued")),
            container=text_of(item.get("container-title")) or None,
            work_type=item.get("type"),
            notices=notices,
        )

    def _record_result(self, record: DoiRecord) -> SearchResult:
        return self._hit(
            record.url,
            record.title,
            f"{record.container or ''} ({record.work_type or 'work'}), status: {record.status}".strip(),
            record.published,
            doi=record.doi,
            status=record.status,
            notices=[n.model_dump() for n in record.notices],
        )


class OpenAlexProvider(Provider):
    """OpenAlex ``/works?search=``: ``results[]`` with doi, title, publication_date, is_retracted."""

    name = "openalex"
    description = "OpenAlex scholarly works (keyless)"
    default_base_url = "https://api.openalex.org"
    max_limit = 200
    default_policy = Policy(min_interval_s=0.11)  # documented: 10 requests per second

    def __init__(self, *, mailto: str | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.mailto = mailto

    async def _search(self, query: str, limit: int) -> list[SearchResult]:
        params: dict[str, Any] = {"search": query, "per-page": limit}
        if self.mailto:
            params["mailto"] = self.mailto
        data = await self._json("GET", "/works", params=params)
        if "error" in data:
            raise ProviderError(self.name, text_of(data.get("message") or data["error"]))
        results = []
        for item in data.get("results") or []:
            location = item.get("primary_location") or {}
            url = item.get("doi") or location.get("landing_page_url") or item["id"]
            source = (location.get("source") or {}).get("display_name")
            results.append(
                self._hit(
                    url,
                    item.get("display_name") or item.get("title"),
                    _abstract(item.get("abstract_inverted_index")),
                    item.get("publication_date"),
                    openalex_id=item.get("id"),
                    venue=source,
                    is_retracted=bool(item.get("is_retracted")),
                    cited_by_count=item.get("cited_by_count"),
                )
            )
        return results


def _abstract(inverted: Any, max_chars: int = 400) -> str:
    """OpenAlex stores abstracts as word -> positions; rebuild the start of the text."""
    if not isinstance(inverted, dict):
        return ""
    words: dict[int, str] = {}
    for word, positions in inverted.items():
        for pos in positions:
            words[int(pos)] = word
    text = " ".join(words[i] for i in sorted(words))
    return strip_tags(text[:max_chars])
