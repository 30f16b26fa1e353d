"""Evidence texts cut into sentence chunks (nothing truncated) and searched with BM25."""

from __future__ import annotations

import math
import re
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Container, Iterable
from dataclasses import dataclass, field, replace
from operator import attrgetter

from investigate.verify.cached import cached_attribute
from investigate.verify.datelines import HEAD, dateline, relative_dates
from investigate.verify.names import Name, names_in, sentence_tokens, spelled_out, subjects, writes_acronym
from investigate.verify.quantities import (
    STOPWATCH_LEGEND,
    Quantity,
    agrees,
    bracket_note,
    bracket_notes,
    extract,
    in_cells,
    list_counted,
    spellings,
)
from investigate.verify.retractions import retracted
from investigate.verify.sentences import split_sentences
from investigate.verify.tables import Cell, table_cells
from investigate.verify.tokens import (
    Modifiers,
    TokenArrays,
    content_stems,
    split_polarity,
    token_arrays,
)
from investigate.verify.wording import Said, may_be_passive, parted, said

# A chunk longer than this many tokens (a table dump, a page with no full stops) is cut into
# pieces so that a quote stays readable; neighbouring pieces are still joined by windows.
MAX_CHUNK_TOKENS = 60
_K1 = 1.2
_B = 0.75
_LINE = re.compile(r"[^\n]+")
# A list's line: its label, then a colon and a figure ("- Diesel cost: £6,930 (£7,610)").
_LABELLED_LINE = re.compile(
    r"[ \t]*(?:[-•*][ \t]+)?([A-Za-z][^:\n]{1,60}):[ \t]*(?:[£$€]|[A-Z]{3}[ \t]?)?\d"
    # (or a bullet's item, its amount after a comma: "- refurbishment of the day room on Lavender Ward, £23,400;")
    r"|[ \t]*[-•*][ \t]+([A-Za-z][^:,\n]{1,80}),[ \t]*(?:[£$€]|[A-Z]{3}[ \t]?)\d"
)
# A cheap test for a chunk that may date something by its document's date (see datelines).
_DATED_BY_DOCUMENT = re.compile(r"today|[Yy]esterday|[Ll]ast [A-Z]")


@dataclass
class SourceText:
    """One source's evidence text, its tokens and its chunks (token ranges) with term counts.

    Everything here is computed once per run when the source is loaded, so that checking a
    sentence only looks things up.
    """

    source_id: str
    text: str
    tokens: TokenArrays
    chunks: list[tuple[int, int]]  # [first token, last token + 1)
    chunk_spans: list[tuple[int, int]]  # character offsets, whole sentences with their punctuation
    chunk_terms: list[Counter[str]]
    # Stems of tokens lying between chunk i and chunk i + 1 (rare: a word across a boundary).
    gaps: dict[int, frozenset[str]] = field(default_factory=dict)
    # Stems of a table row's headings and title, by the row's chunk (see tables): the row says
    # them, though it does not write them.
    headings: dict[int, frozenset[str]] = field(default_factory=dict)
    cells: list[Cell] = field(default_factory=list)  # its tables' cells (see tables)
    _quantities: dict[int, list[Quantity]] = field(default_factory=dict)
    _said: dict[int, Said] = field(default_factory=dict)
    _spelled: dict[str, list[frozenset[str]]] = field(default_factory=dict)
    _subjects: dict[int, list[tuple[str, Name]]] = field(default_factory=dict)
    _names: dict[int, frozenset[str]] = field(default_factory=dict)
    _acronyms: dict[str, bool] = field(default_factory=dict)
    _taken_back: list[tuple[int, int, frozenset[str]]] | None = None
    _all_quantities: list[Quantity] | None = None
    _dateline: tuple[Quantity | None] | None = None  # None: not looked for yet
    _heading_terms: frozenset[str] | None = None
    _bracket_notes: list[tuple[int, Quantity]] | None = None  # None: not looked for yet

    def names_before(self, first: int, last: int, word: str) -> set[str]:
        """Stems of the capitalised words right before ``word`` (or one word earlier) in chunks
        ``first..last``: a cheap test of whether anyone is named as doing it."""
        stems, starts, text = self.tokens.stems, self.tokens.starts, self.text
        a, b = self.chunks[first][0], self.chunks[last][1]
        found: set[str] = set()
        at = a
        while True:
            try:
                at = stems.index(word, at + 1, b)
            except ValueError:
                return found
            for before in (at - 1, at - 2):
                if before >= a and text[starts[before]].isupper():
                    found.add(stems[before])

    def subjects(self, chunk: int) -> list[tuple[str, Name]]:
        """Who stands before which verb in one chunk (found once, on first use)."""
        found = self._subjects.get(chunk)
        if found is None:
            start, end = self.chunk_spans[chunk]
            found = self._subjects[chunk] = subjects(sentence_tokens(self.text[start:end]))
        return found

    def names(self, chunk: int) -> frozenset[str]:
        """Stems of the names one chunk mentions (found once, on first use)."""
        found = self._names.get(chunk)
        if found is None:
            start, end = self.chunk_spans[chunk]
            named = names_in(sentence_tokens(self.text[start:end]))
            found = self._names[chunk] = frozenset(stem for name in named for stem in name.stems)
        return found

    def spelled_out(self, acronym: str) -> list[frozenset[str]]:
        """The name stems this source spells ``acronym`` out as (looked up once per acronym)."""
        found = self._spelled.get(acronym)
        if found is None:
            found = self._spelled[acronym] = spelled_out(acronym, self.text)
        return found

    def writes_acronym(self, acronym: str) -> bool:
        """True if the source writes ``acronym`` in capitals (looked up once per acronym)."""
        found = self._acronyms.get(acronym)
        if found is None:
            found = self._acronyms[acronym] = writes_acronym(acronym, self.text)
        return found

    def taken_back(self) -> list[tuple[int, int, frozenset[str]]]:
        """The statements this source's corrections take back (see ``retractions``): their
        character spans and content stems, found once, on first use."""
        if self._taken_back is None:
            self._taken_back = [
                (start, end, content_stems(self.text[start:end])) for start, end in retracted(self.text)
            ]
        return self._taken_back

    def quantities(self, chunk: int) -> list[Quantity]:
        """The figures and dates of one chunk (extracted once, on first use)."""
        found = self._quantities.get(chunk)
        if found is None:
            start, end = self.chunk_spans[chunk]
            found = extract(self.text[start:end], self.stopwatch)
            if chunk and any(q.refers_back for q in found):
                # "Four of them died" counts the people the sentence before counts.
                before = self.text[slice(*self.chunk_spans[chunk - 1])]
                found = [replace(q, before=before) if q.refers_back else q for q in found]
            date = self.dateline()
            if date is not None and _DATED_BY_DOCUMENT.search(self.text, start, end):
                found = sorted([*found, *relative_dates(self.text[start:end], date)], key=attrgetter("start"))
            if chunk and found and (listed := list_counted(self.text, start)):
                found = [replace(q, listed=listed) for q in found]
            if any(q.bracketed for q in found) and (period := bracket_note(self._notes(), start)) is not None:
                found = [replace(q, brackets_for=period) if q.bracketed else q for q in found]
            found = self._quantities[chunk] = in_cells(found, self.text, start, self.cells)
        return found

    @cached_attribute
    def postings(self) -> dict[str, list[tuple[int, int]]]:
        """Each stem's chunks with its count in them, in chunk order (built on first use: in a
        worker process, since the process that builds the index reads no chunk by stem)."""
        postings: dict[str, list[tuple[int, int]]] = {}
        for number, terms in enumerate(self.chunk_terms):
            for term, tf in terms.items():
                postings.setdefault(term, []).append((number, tf))
        return postings

    @cached_attribute
    def opening_terms(self) -> frozenset[str]:
        """The terms of the source's first two chunks: its title, where a table's or a list's year
        may be given ("SEASON REVIEW 2024")."""
        return frozenset(
            term for number in range(min(2, len(self.chunks))) for term in self.chunk_terms[number]
        )

    @cached_attribute
    def labelled_lines(self) -> dict[int, frozenset[str]]:
        """The content stems of the label of each chunk that is a list's line, "Label: figure"
        ("Diesel cost: £6,930 (£7,610)") or a bullet's "- label, £figure", by chunk (found on
        first use)."""
        found: dict[int, frozenset[str]] = {}
        for number, (start, _end) in enumerate(self.chunk_spans):
            line = _LABELLED_LINE.match(self.text, start)
            if line is not None:
                label = line.group(1) or line.group(2)
                found[number] = content_stems(label)
        return found

    @cached_attribute
    def stopwatch(self) -> bool:
        """True where the source says it writes times as a stopwatch does ("h:mm:ss or mm:ss")."""
        return STOPWATCH_LEGEND.search(self.text) is not None

    def _notes(self) -> list[tuple[int, Quantity]]:
        """What periods the source says its bracketed figures are for (see ``bracket_notes``;
        found once)."""
        if self._bracket_notes is None:
            self._bracket_notes = bracket_notes(self.text)
        return self._bracket_notes

    def dateline(self) -> Quantity | None:
        """The date the source gives itself at its top (see ``datelines``; found once)."""
        if self._dateline is None:
            self._dateline = (dateline(self.text),)
        return self._dateline[0]

    def heading_terms(self) -> frozenset[str]:
        """The stems of the chunks at the top of the source (see ``datelines.HEAD``): its title and
        heading (gathered once)."""
        if self._heading_terms is None:
            self._heading_terms = frozenset(
                word
                for number, (_start, end) in enumerate(self.chunk_spans)
                if end <= HEAD
                for word in self.chunk_terms[number]
            )
        return self._heading_terms

    def all_quantities(self) -> list[Quantity]:
        """The figures and dates of every chunk, in order (gathered once, on first use)."""
        if self._all_quantities is None:
            self._all_quantities = [q for chunk in range(len(self.chunks)) for q in self.quantities(chunk)]
        return self._all_quantities

    def chunks_spelling(self, quantity: Quantity) -> list[int]:
        """The chunks, in order, that hold one of the ways ``quantity`` is written (see ``spellings``)."""
        return sorted({chunk for key in spellings(quantity) for chunk, _tf in self.postings.get(key, ())})

    def states(self, quantity: Quantity) -> bool:
        """True if the source gives ``quantity`` anywhere, of whatever words."""
        return any(
            agrees(quantity, other)
            for chunk in self.chunks_spelling(quantity)
            for other in self.quantities(chunk)
        )

    def said(self, chunk: int) -> Said:
        """One chunk as the in-order check reads it (made once, on first use)."""
        found = self._said.get(chunk)
        if found is None:
            a, b = self.chunks[chunk]
            starts, ends = self.tokens.starts, self.tokens.ends
            raws = [self.text[starts[k] : ends[k]] for k in range(a, b)]
            # (Read only where a passive may stand: "was", "were", "been" ...)
            breaks = (
                [k > a and parted(self.text[ends[k - 1] : starts[k]]) for k in range(a, b)]
                if may_be_passive(raws)
                else []
            )
            found = self._said[chunk] = said(self.tokens.stems[a:b], raws, breaks)
        return found

    def span(self, first: int, last: int) -> tuple[int, int]:
        """Character offsets of chunks ``first..last`` (inclusive) in the evidence text."""
        return self.chunk_spans[first][0], self.chunk_spans[last][1]

    def window_stems(self, first: int, last: int) -> set[str]:
        """The stems of every token from chunk ``first`` to chunk ``last`` (inclusive), with the
        headings of its table rows."""
        stems: set[str] = set()
        for number in range(first, last + 1):
            stems.update(self.chunk_terms[number])
            if number in self.headings:
                stems.update(self.headings[number])
            if number < last and number in self.gaps:
                stems.update(self.gaps[number])
        return stems

    def polarity(self, chunk: int, words: Container[str], near: int, far: int) -> tuple[set[str], set[str]]:
        """Which of ``words`` one chunk denies (a negation at most ``near`` tokens before them) and
        which it states plainly (no negation within ``far`` tokens before them), each only where
        the chunk does not also say it the other way."""
        negations = self.tokens.negations
        stems = self.tokens.stems
        # A negation governs words of its own sentence only ("did not admit wrongdoing.
        # Cambridge Analytica was funded" does not deny the funding).
        a, b = self.chunks[chunk]
        low, high = bisect_left(negations, a), bisect_left(negations, b)
        if low == high and "whether" not in self.chunk_terms[chunk]:
            return set(), {w for w in self.chunk_terms[chunk] if w in words}
        return split_polarity(
            stems,
            negations[low:high],
            a,
            b,
            words,
            near,
            far,
            Modifiers(self.text, self.tokens.starts, self.tokens.ends),
        )

    def window_hedged(self, first: int, last: int) -> bool:
        """True if chunks ``first..last`` contain a hedge ("allegedly", "denied", ...)."""
        a, b = self.chunks[first][0], self.chunks[last][1]
        hedges = self.tokens.hedges
        return bisect_left(hedges, a) < bisect_left(hedges, b)


def chunk_source(source_id: str, text: str) -> SourceText:
    """Tokenise ``text`` and cut it into sentence chunks: lines first, then sentences, then length."""
    tokens = token_arrays(text)
    token_starts, token_ends, stems = tokens.starts, tokens.ends, tokens.stems
    boundaries: list[tuple[int, int]] = []
    for line in _LINE.finditer(text):
        offset = line.start()
        for start, end in split_sentences(line.group()):
            boundaries.append((start + offset, end + offset))
    chunks: list[tuple[int, int]] = []
    spans: list[tuple[int, int]] = []
    position = 0
    for start, end in boundaries:
        # Skip the tokens before the sentence, then take those that end inside it (tokens are in
        # order and do not overlap, so both lists are sorted).
        position = bisect_left(token_starts, start, position)
        first = position
        position = bisect_right(token_ends, end, position)
        for piece in range(first, position, MAX_CHUNK_TOKENS):
            final = min(piece + MAX_CHUNK_TOKENS, position)
            chunks.append((piece, final))
            spans.append(
                (
                    start if piece == first else token_starts[piece],
                    end if final == position else token_ends[final - 1],
                )
            )
    chunk_terms = [Counter(stems[a:b]) for a, b in chunks]
    cells = table_cells(text)
    headings = _headings(spans, cells, tokens) if cells else {}
    gaps = {
        number: frozenset(stems[chunks[number][1] : chunks[number + 1][0]])
        for number in range(len(chunks) - 1)
        if chunks[number][1] < chunks[number + 1][0]
    }
    return SourceText(source_id, text, tokens, chunks, spans, chunk_terms, gaps, headings, cells)


def _headings(
    spans: list[tuple[int, int]], cells: list[Cell], tokens: TokenArrays
) -> dict[int, frozenset[str]]:
    """The stems of the headings and title of the table rows among the chunks, by chunk: "| A or
    above | 24.6% |" says 24.6% of the candidates corrected, as its table's headings name them."""
    added: dict[int, set[str]] = {}
    starts = [span[0] for span in spans]
    for cell in cells:
        chunk = bisect_right(starts, cell.start) - 1
        if chunk < 0 or spans[chunk][1] < cell.end:
            continue
        for low, high in (*cell.named, *cell.described):
            if spans[chunk][0] <= low and high <= spans[chunk][1]:
                continue  # the row's own label is counted already
            a, b = bisect_left(tokens.starts, low), bisect_left(tokens.starts, high)
            added.setdefault(chunk, set()).update(tokens.stems[a:b])
    return {chunk: frozenset(words) for chunk, words in added.items()}


class EvidenceIndex:
    """All loaded sources, with document frequencies across every chunk for IDF."""

    def __init__(self) -> None:
        self.sources: dict[str, SourceText] = {}
        self.df: Counter[str] = Counter()
        self.chunk_count = 0
        self.total_length = 0
        # Derived from the figures above; emptied whenever a source is added.
        self._idf: dict[str, float] = {}
        self._norms: dict[str, list[float]] = {}

    def add(self, source: SourceText) -> None:
        """Index one source's chunks."""
        self.sources[source.source_id] = source
        for terms in source.chunk_terms:
            self.df.update(terms.keys())
        self.total_length += sum(b - a for a, b in source.chunks)
        self.chunk_count += len(source.chunk_terms)
        self._idf.clear()
        self._norms.clear()

    def idf(self, term: str) -> float:
        """BM25 inverse document frequency over every chunk of every loaded source."""
        found = self._idf.get(term)
        if found is None:
            n = max(self.chunk_count, 1)
            df = self.df.get(term, 0)
            found = self._idf[term] = math.log((n - df + 0.5) / (df + 0.5) + 1.0)
        return found

    def _length_norms(self, source: SourceText) -> list[float]:
        """BM25's length normalisation of each chunk of ``source`` (per index state)."""
        norms = self._norms.get(source.source_id)
        if norms is None:
            average = self.total_length / max(self.chunk_count, 1)
            norms = self._norms[source.source_id] = [
                _K1 * (1 - _B + _B * (b - a) / average) for a, b in source.chunks
            ]
        return norms

    def search(self, terms: Iterable[str], source_id: str, limit: int) -> list[tuple[float, int]]:
        """The ``limit`` best chunks of one source for ``terms``: ``(score, chunk number)``."""
        source = self.sources.get(source_id)
        if source is None:
            return []
        norms = self._length_norms(source)
        postings = source.postings
        scores: dict[int, float] = {}
        for term in terms:
            hits = postings.get(term)
            if not hits:
                continue
            weight = self.idf(term)
            for chunk, tf in hits:
                scores[chunk] = scores.get(chunk, 0.0) + weight * tf * (_K1 + 1) / (tf + norms[chunk])
        best = sorted(scores.items(), key=lambda item: -item[1])[:limit]
        return [(score, chunk) for chunk, score in best]
