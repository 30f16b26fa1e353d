"""Evidence texts cut into sentence chunks (nothing truncated) and searched with BM25."""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field

from investigate.verify.quantities import Quantity, extract
from investigate.verify.sentences import split_sentences
from investigate.verify.tokens import Token, tokenize

# A chunk longer than this many tokens (a table dump, a page with no full stops) is cut into
# pieces so that a quote stays readable; neighbouring pieces are still joined by windows.
MAX_CHUNK_TOKENS = 60
_K1 = 1.2
_B = 0.75
_LINE = re.compile(r"[^\n]+")


@dataclass
class SourceText:
    """One source's evidence text, its tokens and its chunks (token ranges) with term counts."""

    source_id: str
    text: str
    tokens: list[Token]
    chunks: list[tuple[int, int]]  # [first token, last token + 1)
    chunk_spans: list[tuple[int, int]]  # character offsets, whole sentences with their punctuation
    chunk_terms: list[Counter[str]]
    postings: dict[str, list[tuple[int, int]]] = field(default_factory=dict)  # stem -> (chunk, tf)
    _quantities: dict[int, list[Quantity]] = field(default_factory=dict)

    def quantities(self, chunk: int) -> list[Quantity]:
        """The figures and dates of one chunk (extracted once, on first use)."""
        found = self._quantities.get(chunk)
        if found is None:
            start, end = self.chunk_spans[chunk]
            found = self._quantities[chunk] = extract(self.text[start:end])
        return found

    def span(self, first: int, last: int) -> tuple[int, int]:
        """Character offsets of chunks ``first..last`` (inclusive) in the evidence text."""
        return self.chunk_spans[first][0], self.chunk_spans[last][1]


def chunk_source(source_id: str, text: str) -> SourceText:
    """Tokenise ``text`` and cut it into sentence chunks: lines first, then sentences, then length."""
    tokens = tokenize(text)
    boundaries: list[tuple[int, int]] = []
    for line in _LINE.finditer(text):
        offset = line.start()
        for start, end in split_sentences(line.group()):
            boundaries.append((start + offset, end + offset))
    chunks: list[tuple[int, int]] = []
    spans: list[tuple[int, int]] = []
    position = 0
    count = len(tokens)
    for start, end in boundaries:
        while position < count and tokens[position].start < start:
            position += 1
        first = position
        while position < count and tokens[position].end <= end:
            position += 1
        for piece in range(first, position, MAX_CHUNK_TOKENS):
            final = min(piece + MAX_CHUNK_TOKENS, position)
            chunks.append((piece, final))
            spans.append(
                (
                    start if piece == first else tokens[piece].start,
                    end if final == position else tokens[final - 1].end,
                )
            )
    chunk_terms = [Counter(tokens[i].stem for i in range(a, b)) for a, b in chunks]
    postings: dict[str, list[tuple[int, int]]] = {}
    for number, terms in enumerate(chunk_terms):
        for term, tf in terms.items():
            postings.setdefault(term, []).append((number, tf))
    return SourceText(source_id, text, tokens, chunks, spans, chunk_terms, postings)


class EvidenceIndex:
    """All loaded sources, with document frequencies across every chunk for IDF."""

    def __init__(self) -> None:
        self.sources: dict[str, SourceText] = {}
        self.df: Counter[str] = Counter()
        self.chunk_count = 0
        self.total_length = 0

    def add(self, source: SourceText) -> None:
        """Index one source's chunks."""
        self.sources[source.source_id] = source
        for terms in source.chunk_terms:
            self.df.update(terms.keys())
            self.total_length += sum(terms.values())
        self.chunk_count += len(source.chunk_terms)

    def idf(self, term: str) -> float:
        """BM25 inverse document frequency over every chunk of every loaded source."""
        n = max(self.chunk_count, 1)
        df = self.df.get(term, 0)
        return math.log((n - df + 0.5) / (df + 0.5) + 1.0)

    def search(self, terms: list[str], source_id: str, limit: int) -> list[tuple[float, int]]:
        """The ``limit`` best chunks of one source for ``terms``: ``(score, chunk number)``."""
        source = self.sources.get(source_id)
        if source is None:
            return []
        average = self.total_length / max(self.chunk_count, 1)
        scores: dict[int, float] = {}
        for term in terms:
            hits = source.postings.get(term)
            if not hits:
                continue
            weight = self.idf(term)
            for chunk, tf in hits:
                a, b = source.chunks[chunk]
                norm = _K1 * (1 - _B + _B * (b - a) / average)
                scores[chunk] = scores.get(chunk, 0.0) + weight * tf * (_K1 + 1) / (tf + norm)
        best = sorted(scores.items(), key=lambda item: -item[1])[:limit]
        return [(score, chunk) for chunk, score in best]
