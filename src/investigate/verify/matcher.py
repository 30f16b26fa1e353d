"""The deterministic matcher: retrieval, word and entity coverage, and consistency checks."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import partial

from investigate.verify.arithmetic import worked_out
from investigate.verify.datelines import HEAD, in_heading
from investigate.verify.doers import act_misread
from investigate.verify.figures import (
    CLASH_SIMILARITY,
    STRONG_SIMILARITY,
    Clash,
    Comparison,
    compare,
    near_in_size,
    stated_elsewhere,
)
from investigate.verify.index import EvidenceIndex, SourceText
from investigate.verify.models import Quote, Verdict
from investigate.verify.names import (
    PASSIVE,
    Name,
    is_past_tense,
    names_in,
    rival_subjects,
    sentence_tokens,
    subjects,
)
from investigate.verify.parts import claim_parts
from investigate.verify.quantities import (
    COUNTERFACTUAL,
    DURATION_UNITS,
    NAMED,
    Kind,
    Quantity,
    agrees,
    at_other_times,
    conflicts,
    extract,
    label_word,
    spellings,
)
from investigate.verify.quotes import misattributed
from investigate.verify.retractions import reports_correction
from investigate.verify.slots import (
    OPPOSITES,
    Relation,
    agent_mismatch,
    dated_to,
    ends_written,
    opposite_in_slot,
    outnumbered,
    relations,
)
from investigate.verify.tokens import (
    MONTH_NAMES,
    MONTHS,
    WEEKDAYS,
    Modifiers,
    Token,
    content_stems,
    is_content,
    negation_positions,
    share_of_weight,
    split_polarity,
    stem,
    stems,
    tokenize,
    word_features,
    words,
)
from investigate.verify.wording import Word, clauses, ordered_share

# Thresholds on IDF-weighted coverage of the sentence's content words by one passage.
VERIFY_COVERAGE = 0.8
SAME_TOPIC_COVERAGE = 0.6
PARTIAL_COVERAGE = 0.5
ANCHORED_CLASH_COVERAGE = 0.4
OVERRULED_CLASH_COVERAGE = 0.3
CHUNKS_PER_SOURCE = 4
# The sentences after a passage read for the final figure that replaces a proposed one ("4.1 ... a
# provisional penalty of KRX 107 million. 4.2 ... 4.3 Its final penalty of KRX 96 million"); only
# the first of them is read for a correction.
FOLLOWING_CHUNKS = 4
# A sentence repeats a statement its source takes back when it holds this share of the statement's
# weighted words, and the statement has at least this many.
RETRACTED_SHARE = 0.8
RETRACTED_WORDS = 3
NEGATION_SCOPE = 4  # a negation denies the next few words
NEGATION_REACH = 8  # and a word this close after one is not plainly stated either


@dataclass
class Claim:
    """What the matcher needs to know about a sentence."""

    text: str
    words: dict[str, float]  # content stems (outside quantities) -> weight
    entities: frozenset[str]
    names: frozenset[str]  # every capitalised content word, sentence-initial ones included
    stems: frozenset[str]
    quantities: list[Quantity]
    negated: frozenset[str]  # the content words a negation in the sentence denies
    affirmed: frozenset[str]  # those it states with no negation near them
    hedged: bool
    total: float = 0.0  # the summed weight of ``words``
    query: tuple[str, ...] = ()  # the retrieval terms: content words, then numbers
    bits: dict[str, int] = field(default_factory=dict)  # word -> its bit in a coverage mask
    relations: list[Relation] = field(default_factory=list)  # "owned by BP", "Holmes founded"
    verdict_words: bool = False  # holds a word with an opposite ("convicted", "rose")
    acts: frozenset[str] = frozenset()  # its past-tense verbs, and those after "will" or "would"
    subjects: list[tuple[str, Name]] = field(default_factory=list)  # ("fin", SEC): who did what
    named: list[Name] = field(default_factory=list)  # its names, in order
    names_written: list[Name] = field(default_factory=list)  # multi-word names and acronyms
    clauses: list[list[Word]] = field(default_factory=list)  # its words in order, by clause
    quotes_words: bool = False  # puts words in quotation marks
    speaker: frozenset[str] = frozenset()  # the words naming who said it ("the inquiry chair said")
    bare_months: frozenset[str] = frozenset()  # months said with no date read ("launched in January")
    # By a figure's id and the sources cited, the one that gives it anywhere ("": none), once looked for.
    given_by: dict[tuple[int, tuple[str, ...]], str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.total = sum(self.words.values())
        self.query = tuple(self.words) + tuple(q for q in self.stems if q[:1].isdigit())
        self.bits = {word: 1 << number for number, word in enumerate(self.words)}

    def coverage(self, mask: int) -> float:
        """The weighted share of the words whose bits are set in ``mask`` (summed in word order)."""
        bits = self.bits
        return sum(w for s, w in self.words.items() if mask & bits[s]) / (self.total or 1.0)


@dataclass
class Evaluation:
    """One passage judged against one claim."""

    verdict: Verdict
    reason: str
    coverage: float
    source: str
    span: tuple[int, int]
    stems: frozenset[str]
    quantities: list[Quantity]
    figure_clash: bool = False  # CONTRADICTED by a differing number or date (not by wording)
    chunks: tuple[int, int] = (0, 0)  # the passage's first and last chunk in its source
    referred: frozenset[str] = frozenset()  # names the source gave before the passage
    reworded: bool = False  # would verify but for word order: still the best passage there is
    # The passage denies a word the sentence states (or the reverse), or only reports it as
    # alleged: it can support no part of the sentence.
    qualified: bool = False
    # CONTRADICTED by a figure the evidence gives in place of the sentence's, which it states and
    # itself overrules (corrects, revises, awards instead): no rewording of the figure stands then.
    overruled: bool = False
    # CONTRADICTED only by figures said less closely of the sentence's words than a clash needs
    # (the one amount each side gives): a passage with a figure said of them outranks it.
    weak: bool = False


@dataclass
class MatchResult:
    """The matcher's answer for one sentence, with the passages a judge should read."""

    verdict: Verdict
    reason: str
    coverage: float = 0.0
    quotes: list[Quote] = field(default_factory=list)
    supporting_sources: list[str] = field(default_factory=list)
    missing_evidence: list[str] = field(default_factory=list)
    passages: list[Quote] = field(default_factory=list)
    figure_clash: bool = False


class Matcher:
    """Checks sentences against the union of their cited sources' evidence in an index."""

    def __init__(self, index: EvidenceIndex) -> None:
        self.index = index
        # The same sentence is analysed again when a judge reviews it; the index does not change.
        self._claims: dict[str, Claim] = {}

    def analyse(self, text: str) -> Claim:
        """Content words with IDF weights, entities, quantities, negation and hedging of a sentence."""
        claim = self._claims.get(text)
        if claim is None:
            claim = self._claims[text] = self._analyse(text)
        return claim

    def _weight(self, word: str) -> float:
        """A content word's weight: its IDF, never so low that a common word counts for nothing."""
        return max(self.index.idf(word), 0.3)

    def _analyse(self, text: str) -> Claim:
        found = extract(text)
        spans = [(q.start, q.end) for q in found]
        quantities = [q for q in found if not q.denied]  # "74 buses, not 94" claims no 94
        words: dict[str, float] = {}
        entities: set[str] = set()
        names: set[str] = set()
        stems: set[str] = set()
        hedged = False
        tokens = tokenize(text)
        negates: list[bool] = []
        # Words the sentence says without asserting them: a few after a word that reports a claim
        # ("claims of arson"), and an "-ing" preposition ("following the ruling" follows nothing).
        unasserted: set[int] = set()
        bare_months: set[str] = set()
        for position, token in enumerate(tokens):
            stems.add(token.stem)
            _norm, _stem, negating, hedges = word_features(text[token.start : token.end])
            negates.append(negating)
            hedged = hedged or hedges
            if hedges:
                unasserted.update(range(position + 1, position + 1 + NEGATION_SCOPE))
            if _as_preposition(tokens, position) or _attempted(tokens, position):
                unasserted.add(position)
            # A duration's units are words too: "11 minutes and 40 seconds" is said of minutes.
            inside = token.stem not in DURATION_UNITS and any(a <= token.start < b for a, b in spans)
            if token.norm in MONTHS and not inside:
                # A month no date was read with ("launched in January"): the passage must write it
                # (it weighs nothing in the coverage, as the months of dates do not).
                bare_months.add(token.stem)
            if inside or token.norm in MONTHS or token.norm in WEEKDAYS or not is_content(token.norm):
                continue
            words[token.stem] = self._weight(token.stem) * share_of_weight(token.norm)
            raw = text[token.start : token.end]
            acronym = sum(1 for ch in raw if ch.isupper()) > 1
            if token.capitalised and not token.norm.isdigit():
                names.add(token.stem)
                if position > 0 or acronym:
                    entities.add(token.stem)
        token_stems = [token.stem for token in tokens]
        acts = frozenset(
            token.stem
            for i, token in enumerate(tokens)
            if token.stem in words
            and not token.capitalised
            # What was done, and what someone will or would do ("has said she will apply")
            and (is_past_tense(token.norm) or _after_modal(tokens, i))
        )
        negated, affirmed = split_polarity(
            token_stems,
            negation_positions(token_stems, negates),
            0,
            len(tokens),
            words,
            NEGATION_SCOPE,
            NEGATION_REACH,
            Modifiers(text, [token.start for token in tokens], [token.end for token in tokens]),
            beneficiaries=False,
        )
        if unasserted:
            asserted = {token.stem for i, token in enumerate(tokens) if i not in unasserted}
            affirmed -= {tokens[i].stem for i in unasserted if i < len(tokens)} - asserted
        claim = Claim(
            text, words, frozenset(entities), frozenset(names), frozenset(stems), quantities,
            frozenset(negated), frozenset(affirmed), hedged,
        )  # fmt: skip
        parts = sentence_tokens(text)
        claim.relations = [relation for relation, _tokens in relations(parts)]
        claim.acts = acts
        claim.verdict_words = any(s in OPPOSITES for s in stems)
        claim.quotes_words = any(mark in text for mark in '"“')
        said_by = _SAID_BY.search(text)
        if said_by is not None:
            claim.speaker = content_stems(said_by.group(1)) & words.keys()
        claim.clauses = clauses(text, self._weight, spans, tokens)
        claim.bare_months = frozenset(bare_months)
        if names:
            claim.subjects = subjects(parts)
            claim.named = names_in(parts)
            claim.names_written = [n for n in claim.named if n.initials]
        return claim

    def check(self, text: str, sources: Sequence[str], *, whole: bool = True) -> MatchResult:
        """Verdict for ``text`` against the evidence of ``sources`` (those without text: NO_EVIDENCE).

        ``whole``: also check each claim of a sentence that makes several (see ``parts``)."""
        present = [s for s in sources if s in self.index.sources]
        missing = [s for s in sources if s not in self.index.sources]
        if not present:
            return MatchResult(
                Verdict.NO_EVIDENCE,
                "no captured evidence text for " + ", ".join(sources),
                missing_evidence=missing,
            )
        claim = self.analyse(text)
        if not claim.words and not claim.quantities:
            return MatchResult(
                Verdict.NOT_FOUND, "the sentence has no words to check", missing_evidence=missing
            )
        cited = [self.index.sources[sid] for sid in present]
        taken_back = self._retraction(claim, cited)
        if taken_back is not None:
            return MatchResult(
                Verdict.CONTRADICTED,
                f"{taken_back.source} takes this back in a correction: {taken_back.text.strip()!r}",
                quotes=[taken_back],
                missing_evidence=missing,
            )
        evaluations: list[Evaluation] = []
        per_source: list[Evaluation] = []
        for source in cited:
            # Once a source verifies the sentence, the others are read only for whether they verify
            # it too (its supporting sources, and the best quote among them).
            verifying = any(e.verdict is Verdict.VERIFIED for e in per_source)
            found = self._source_evaluations(claim, source, cited, verifying_only=verifying)
            if found:
                per_source.append(found[0])
                evaluations.extend(found)
        evaluations.sort(key=_rank)
        passages = [_quote(self.index, e) for e in evaluations[:3]]
        verified = [e for e in per_source if e.verdict is Verdict.VERIFIED]
        if verified:
            best = min(verified, key=_rank)
            return MatchResult(
                Verdict.VERIFIED,
                best.reason,
                best.coverage,
                [_quote(self.index, best)],
                supporting_sources=[e.source for e in verified],
                missing_evidence=missing,
                passages=passages,
            )
        combined = self._combine(claim, evaluations[:6])
        if combined is not None:
            first, second = combined
            return MatchResult(
                Verdict.VERIFIED,
                "supported by two passages together",
                1.0,
                [_quote(self.index, first), _quote(self.index, second)],
                supporting_sources=sorted({first.source, second.source}),
                missing_evidence=missing,
                passages=passages,
            )
        if not evaluations:
            best_verdict, reason, coverage, quotes = Verdict.NOT_FOUND, "no passage shares its words", 0.0, []
            figure_clash = False
        else:
            best = evaluations[0]
            best_verdict, reason, coverage = best.verdict, best.reason, best.coverage
            quotes = [_quote(self.index, best)]
            figure_clash = best.figure_clash
        if whole and best_verdict is not Verdict.CONTRADICTED:
            part = self._contradicted_part(text, claim, present)
            if part is not None:
                part.missing_evidence, part.passages = missing, passages
                return part
        if missing and best_verdict is not Verdict.CONTRADICTED:
            # The uncaptured source might say it: the check cannot be finished, not failed.
            reason = f"{reason}; no captured evidence for {', '.join(missing)}"
            best_verdict = Verdict.NO_EVIDENCE
        return MatchResult(best_verdict, reason, coverage, quotes, [], missing, passages, figure_clash)

    def _retraction(self, claim: Claim, cited: list[SourceText]) -> Quote | None:
        """A statement that a cited source takes back (see ``retractions``) and the sentence repeats:
        nearly every word the statement weighs is the sentence's, its first name included."""
        if reports_correction(claim.text):
            return None
        named = claim.named
        for source in cited:
            for start, end, said in source.taken_back():
                if len(said) < RETRACTED_WORDS:
                    continue
                weights = [self._weight(word) for word in said]
                repeated = sum(w for word, w in zip(said, weights, strict=True) if word in claim.stems)
                if (
                    repeated >= RETRACTED_SHARE * sum(weights)
                    # Said of the sentence's first name: "she had directed the response" is not
                    # taken back of Lena Voss.
                    and (not named or named[0].stems & said)
                ):
                    return Quote(source=source.source_id, start=start, end=end, text=source.text[start:end])
        return None

    def _contradicted_part(self, text: str, claim: Claim, sources: list[str]) -> MatchResult | None:
        """The answer for a claim of the sentence (see ``parts``) that a differing figure contradicts."""
        for part in claim_parts(text):
            answer = self.check(part, sources, whole=False)
            # Cut from its sentence, the claim is held to a passage about its own subject.
            if (
                answer.verdict is Verdict.CONTRADICTED
                and answer.figure_clash
                and _of_subject(self.analyse(part).names or claim.names, answer.quotes, self.index)
            ):
                reason = f"{answer.reason}, in its claim {part!r}"
                return MatchResult(
                    Verdict.CONTRADICTED, reason, answer.coverage, answer.quotes, figure_clash=True
                )
        return None

    def _source_evaluations(
        self, claim: Claim, source: SourceText, cited: list[SourceText], verifying_only: bool = False
    ) -> list[Evaluation]:
        """The best passages (chunk windows) of one source, judged, best first (``verifying_only``:
        a passage that cannot verify the sentence is not judged further)."""
        hits = self.index.search(claim.query, source.source_id, CHUNKS_PER_SOURCE)
        if not hits:
            return []
        last = len(source.chunks) - 1
        # Names the source mentions before a passage count as present in it: a passage says "the
        # company" or "he" about the subject its article named earlier (never about a name that
        # only comes later).
        first_seen = {e: source.postings[e][0][0] for e in claim.names if e in source.postings}
        aliases = _aliases(claim, source)
        # Which of the sentence's words each chunk holds, as a bit mask (bit i: the i-th word),
        # so that a window's coverage is an OR of masks and one sum per distinct mask.
        masks: dict[int, int] = {}
        headed_masks: dict[int, int] = {}  # the same, for the words of a table row's headings
        coverages: dict[int, float] = {}

        def named_before(first: int, final: int) -> frozenset[str]:
            """The sentence's names the source gives before chunk ``first``; all it gives, for a
            field of the document's heading ("Judgment handed down: 19 April 2024")."""
            if in_heading(source.text, *source.span(first, final)):
                return frozenset(first_seen)
            return frozenset(e for e, seen in first_seen.items() if seen < first)

        def windows_around(chunks: Iterable[int], headed: bool = False) -> dict[tuple[int, int], float]:
            """The coverage of each window of up to three chunks around ``chunks`` (``headed``: with
            the headings of its table rows)."""
            windows: dict[tuple[int, int], float] = {}
            for chunk in chunks:
                for first, final in (
                    (chunk, chunk),
                    (chunk - 1, chunk),
                    (chunk, chunk + 1),
                    (chunk - 1, chunk + 1),
                ):
                    if first < 0 or final > last or (first, final) in windows:
                        continue
                    mask = sum(
                        claim.bits[e] for e, seen in first_seen.items() if seen < first and e in claim.bits
                    )
                    for number in range(first, final + 1):
                        found = masks.get(number)
                        if found is None:
                            terms = source.chunk_terms[number]
                            found = sum(bit for word, bit in claim.bits.items() if word in terms)
                            found |= sum(bits for bits, needed in aliases if needed <= terms.keys())
                            masks[number] = found
                        mask |= found
                        if headed and number in source.headings:
                            heading = headed_masks.get(number)
                            if heading is None:
                                words = source.headings[number]
                                heading = headed_masks[number] = sum(
                                    bit for word, bit in claim.bits.items() if word in words
                                )
                            mask |= heading
                    coverage = coverages.get(mask)
                    if coverage is None:
                        coverage = coverages[mask] = claim.coverage(mask)
                    windows[(first, final)] = coverage
            return windows

        windows = windows_around(chunk for _score, chunk in hits)
        ranked = [window for window, _ in sorted(windows.items(), key=_by_coverage)][:3]
        evaluations: list[Evaluation] = []
        for first, final in ranked:
            evaluation = self._evaluate(
                claim, source, first, final, named_before(first, final), aliases, cited,
                VERIFY_COVERAGE if verifying_only else 0.0,
            )  # fmt: skip
            evaluations.append(evaluation)
            if evaluation.verdict is Verdict.VERIFIED:
                break  # nothing ranks above it
        else:
            if verifying_only:
                return sorted(evaluations, key=_rank)
            # When the windows the words found show no differing figure, the window around the
            # chunks that hold the sentence's numbers, or its acts, is read for its figure.
            headed = partial(windows_around, headed=True)
            for finder in (
                self._figure_chunks,
                self._act_chunks,
                self._month_chunks,
                self._row_chunks,
                self._line_chunks,
            ):
                if any(e.figure_clash and not e.weak for e in evaluations):
                    break
                chunks = finder(claim, source)
                if finder == self._line_chunks:
                    # A list's other lines stand beside the one the words found: each is read.
                    chunks = [c for c in chunks if not any(first <= c <= final for first, final in ranked)]
                figured = _best_beyond(chunks, ranked, headed)
                if figured is None:
                    # A field of the document's heading ("Date of decision: 2 July 2024") is read
                    # for its figure whatever else writes it ("Tribunal Judge R. Okafor / 2 July 2024").
                    fields = [c for c in chunks if in_heading(source.text, *source.span(c, c))]
                    figured = _best_beyond(fields, ranked, headed)
                if figured is None:
                    continue
                first, final = figured
                named = named_before(first, final)
                if source.span(first, final)[1] <= HEAD:
                    # A date at the top of a document ("Published on 18 June 2024") is of what its
                    # title says: read for its figure, the title's words count as said with it.
                    named |= source.heading_terms()
                evaluation = self._evaluate(claim, source, first, final, named, aliases, cited)
                # Looked at for its figure only: it can show the figure differs, nothing else.
                if evaluation.figure_clash:
                    evaluations.append(evaluation)
        evaluations.sort(key=_rank)
        return evaluations

    @staticmethod
    def _figure_chunks(claim: Claim, source: SourceText) -> list[int]:
        """The chunks that write every number of the sentence: a figure is often given a few
        sentences away from the words that name its event ("The outbreak was declared ... The
        initial estimate was 120 tonnes")."""
        numbers = [term for term in claim.query if term[:1].isdigit()]
        if not numbers:
            return []
        # A date may be the figure that differs ("valid for 20 years from 1 July 2024"): its
        # numbers are not looked for where the sentence has others, but a date must be given.
        # Every number a date is written with: "25" of "2024/25" too.
        times = [q for q in claim.quantities if q.kind is Kind.TIME]
        dated = {part for q in times for part in _DIGITS.findall(q.text)}
        undated = [number for number in numbers if number not in dated]
        looked_for = undated or numbers
        # "KSD 16 million" is found where it is written "KSD 16.0 million".
        written = {number: {number} for number in looked_for}
        for quantity in claim.quantities:
            if quantity.key in written:
                written[quantity.key].update(spellings(quantity))
        held: Counter[int] = Counter()
        for number in looked_for:
            for chunk in {chunk for term in written[number] for chunk, _tf in source.postings.get(term, ())}:
                held[chunk] += 1
        # In text order, whatever the order of the sentence's numbers: the earlier wins a tie.
        return sorted(
            chunk
            for chunk, count in held.items()
            if count == len(looked_for)
            and (
                len(looked_for) == len(numbers)
                # a table row's year may be its column's heading, or the document's title's
                or any(map(_is_year, source.chunk_terms[chunk]))
                or any(map(_is_year, source.headings.get(chunk, ())))
                # a list whose note gives its brackets' period ("the figure in brackets is what we
                # charged in 2024"), another than the sentence's, gives its other figures' by it
                or any(
                    q.brackets_for is not None and times and all(conflicts(t, q.brackets_for) for t in times)
                    for q in source.quantities(chunk)
                )
                or (chunk in source.headings and any(map(_is_year, source.opening_terms)))
            )
        )

    @staticmethod
    def _row_chunks(claim: Claim, source: SourceText) -> list[int]:
        """For a sentence with a figure, the table rows found by one of its names whose label is
        made only of its words, holding a figure of its kind: "Sheep   541   498" under "2. ENTRIES"
        for "Sheep entries at the show rose to 514", whose other words a later passage holds."""
        kinds = {q.kind for q in claim.quantities}
        if not kinds or any(_A_SET_COUNTED.search(q.phrase_before) for q in claim.quantities):
            return []  # "the highest of the four cities": a count of the table's rows, no cell
        # By its names; and by its words the source writes rarely, where the label has two or more
        # ("interim dividend of 4.5p a share" finds "Interim dividend per share   4.2p   3.9p"; not
        # a "Total   EUR 486.40" for "EUR 2,362.90 in total").
        rare = {
            word
            for word in claim.stems - claim.names
            if is_content(word)
            and not word[:1].isdigit()
            and 0 < len(source.postings.get(word, ())) <= _RARE_IN_SOURCE
        }
        # ... and by the word said right beside its figure: "Surplus | 3,760 | 3,175" for "made a
        # surplus of £3,570 in 2024" (not "in total": a "Total" row sums another table's rows)
        beside = {
            word
            for q in claim.quantities
            if q.kind is not Kind.TIME
            for word, weight in q.surroundings.items()
            if weight >= NAMED and is_content(word) and not word[:1].isdigit() and word not in _WHOLE_WORDS
        }
        rows = {
            chunk: label
            for finder, fewest in ((claim.names, 1), (rare, 2), (beside, 1))
            for name in finder
            for chunk, _tf in source.postings.get(name, ())
            if chunk in source.headings
            and len(label := _row_label(source, chunk)) >= fewest
            and label <= claim.stems
        }
        if len(set(rows.values())) > 1:
            return []  # "Halvard and Nordvik together carried 85%": a figure of two rows
        # A sentence's year must be the table's: "fell to 240 in 2022" is no row's of 2024 and 2023
        # (the document's title may give it: "SEASON REVIEW 2024" over "Sam Okafor   181.4   43").
        years = {str(q.year) for q in claim.quantities if q.kind is Kind.TIME and q.year}
        return sorted(
            chunk
            for chunk in rows
            if years <= (source.headings[chunk] | source.chunk_terms[chunk].keys() | source.opening_terms)
            and any(q.kind in kinds for q in source.quantities(chunk))
        )

    @staticmethod
    def _line_chunks(claim: Claim, source: SourceText) -> list[int]:
        """For a sentence with an amount or count, the list's lines whose label it says (two of the
        label's words) that give a figure of that kind and size: "Beginners' course fee: £140
        (£125)" for "charged £145 a person for its beginners' weekend walling course"."""
        figures = [q for q in claim.quantities if q.kind is not Kind.TIME]
        if not figures:
            return []
        lines = source.labelled_lines
        # (or one word, on a line that writes the sentence's figure: "Diesel cost: £6,930 (£7,610)"
        # for "spent £7,610 on diesel in 2023-24"; never a figure of another size: "Weekly
        # maintenance contributions: £71,240" is a year's total, no line for "a weekly maintenance
        # contribution of £104")
        writing = {chunk for q in figures for chunk in source.chunks_spelling(q) if chunk in lines}
        return [
            chunk
            for chunk, label in lines.items()
            if len(label & claim.stems) >= (1 if chunk in writing else 2)
            and any(
                q.kind is o.kind and near_in_size(q, o) for q in figures for o in source.quantities(chunk)
            )
        ]

    @staticmethod
    def _month_chunks(claim: Claim, source: SourceText) -> list[int]:
        """For a dated sentence, the chunks that name its month and its first name or one of its
        acts: a timeline's "19 May - Havelock notifies the Data Protection Commissioner" for
        "reported ... to the Data Protection Commissioner on 17 May 2024"; "The Firm stopped
        providing DB transfer advice on 1 October 2022" for "Ashgrove stopped giving ... advice in
        October 2023"."""
        months = {_MONTH_STEMS[q.month] for q in claim.quantities if q.kind is Kind.TIME and q.month}
        if not months or not claim.named:
            return []
        # Whose act it dates (not "a second person ... interviewed on 28 September"), by the word of
        # its name the source uses most: "Havelock" for "Havelock Freight Services".
        named = [word for word in claim.named[0].stems if word in source.postings]
        short = {max(named, key=lambda word: (len(source.postings[word]), word))} if named else set()
        return sorted(
            chunk
            for month in months
            for chunk, _tf in source.postings.get(month, ())
            if (short | claim.acts) & source.chunk_terms[chunk].keys()
        )

    @staticmethod
    def _act_chunks(claim: Claim, source: SourceText) -> list[int]:
        """The chunks that say one of the acts of a sentence with a figure, with one of its names
        and a figure: "Surveyors Grayson Pike had valued the Fennick Road site at £9.8 million"
        finds the estates team's £9.8 million valuation; Grayson Pike's "put the value of the land
        at £11.2 million" is the sentence before. Not for a sentence that dates itself: the same act
        is often told of another occasion ("the station opened 40 minutes late at the 2020
        election")."""
        if not (claim.quantities and claim.acts) or any(q.kind is Kind.TIME for q in claim.quantities):
            return []
        chunks = {
            chunk
            for act in claim.acts
            for chunk, _tf in source.postings.get(act, ())
            if claim.names & source.chunk_terms[chunk].keys() and source.quantities(chunk)
        }
        return sorted(chunks)

    def _evaluate(
        self,
        claim: Claim,
        source: SourceText,
        first: int,
        final: int,
        named: frozenset[str],
        aliases: list[tuple[int, frozenset[str]]],
        cited: list[SourceText],
        least: float = 0.0,
    ) -> Evaluation:
        """One passage judged; one whose share of the sentence's words is under ``least`` is not
        judged beyond that share (it cannot verify the sentence)."""
        start, end = source.span(first, final)
        passage = source.text[start:end]
        written = source.window_stems(first, final)
        for bits, needed in aliases:  # "FTC" is written where the sentence says "Federal Trade Commission"
            if needed <= written:
                written |= {word for word, bit in claim.bits.items() if bits & bit}
        if claim.subjects and any(
            source.names_before(first, final, verb) - name.stems
            for verb, name in claim.subjects
            if verb in written
        ):
            # A passage that gives the sentence's act to another name ("the FTC fined" for "the SEC
            # fined") does not say it of the sentence's name, wherever else it mentions that name.
            stated = [pair for chunk in range(first, final + 1) for pair in source.subjects(chunk)]
            for name in rival_subjects(claim.subjects, stated):
                named -= name.stems
                written -= name.stems
        stems = frozenset(written | named)
        total = claim.total or 1.0
        coverage = sum(w for s, w in claim.words.items() if s in stems) / total
        if coverage < least:
            return Evaluation(
                Verdict.NOT_FOUND, f"{coverage:.0%} of its words found", coverage, source.source_id,
                (start, end), stems, [], chunks=(first, final),
            )  # fmt: skip
        evidence_quantities = (
            [q for chunk in range(first, final + 1) for q in source.quantities(chunk)]
            if claim.quantities
            else []
        )
        if evidence_quantities:

            def beside() -> list[Quantity]:
                edges = (chunk for chunk in (first - 1, final + 1) if 0 <= chunk < len(source.chunks))
                return [q for chunk in edges for q in source.quantities(chunk)]

            evidence_quantities += worked_out(claim.quantities, evidence_quantities, beside)
        polarity_differs = _polarity_differs(claim, source, first, final)
        hedged = source.window_hedged(first, final)
        missing_entities = sorted(claim.entities - stems)
        entity_share = 1.0 - len(missing_entities) / len(claim.entities) if claim.entities else 1.0
        after = (
            range(final + 1, min(final + 1 + FOLLOWING_CHUNKS, len(source.chunks)))
            if claim.quantities
            else range(0)
        )
        following = [q for chunk in after[:1] for q in source.quantities(chunk)]

        def later() -> list[Quantity]:
            # Few sentences need the figures of the sentences further on: read only on demand.
            return [q for chunk in after[1:] for q in source.quantities(chunk)]

        def written_later(quantity: Quantity) -> bool:
            return any(chunk in after[1:] for chunk in source.chunks_spelling(quantity))

        if coverage < OVERRULED_CLASH_COVERAGE:
            # Too few of its words for any figure here to contradict it, or to be said of what the
            # sentence's is: its figures are not compared, and those the passage does not write are
            # reported as not stated.
            figures = Comparison(
                unmatched=[q for q in claim.quantities if not any(agrees(q, o) for o in evidence_quantities)]
            )
        else:
            figures = compare(
                claim.quantities,
                evidence_quantities,
                claim.names,
                self.index.idf,
                following,
                later,
                claim.acts,
                source.all_quantities,
                written_later,
            )
        for clash in [
            c
            for c in figures.clashes
            if not c.overruled
            and (
                _done_by_another(c, claim, stems)
                or _of_another_source(c.said, source, cited)
                or stated_elsewhere(c, claim.quantities, cited, self.index.idf, claim.names, claim.acts)
            )
        ]:
            figures.clashes.remove(clash)
            figures.unmatched.append(clash.said)
        flip = (
            opposite_in_slot(claim.text, claim.stems, passage, stems, claim.quantities)
            or outnumbered(claim.text, claim.stems, passage, source.text)
            if claim.verdict_words
            else None
        )
        agent = agent_mismatch(claim.relations, passage) if claim.relations else None
        # A figure this passage does not give as the sentence does may be given here of something
        # else, or elsewhere: the reason says so rather than that the evidence lacks it.
        given_elsewhere = {}
        for q in figures.unmatched:
            if any(agrees(q, other) for other in evidence_quantities):
                given_elsewhere[id(q)] = HERE
                continue
            # Looked for once per sentence and sources cited, not once per passage.
            key = (id(q), tuple(s.source_id for s in cited))
            if key not in claim.given_by:
                claim.given_by[key] = next((s.source_id for s in cited if s.states(q)), "")
            given_elsewhere[id(q)] = claim.given_by[key]
        # (a year said of the passage's own words stays: "Formed after the Christmas Eve flood of 2012")
        years_clash = bool(figures.clashes) and all(
            c.said.kind is Kind.TIME and c.said.day is None and c.similarity < STRONG_SIMILARITY
            for c in figures.clashes
        )
        figured = [q for q in claim.quantities if q.kind is not Kind.TIME]
        if (
            years_clash
            and len(figured) > 1
            and all(given_elsewhere.get(id(q)) == source.source_id for q in figured)
        ):
            # The sentence's figures, written elsewhere in the source and none here, put its year
            # there: a year this passage gives of something else is no rival ("had 27 volunteer
            # flood wardens in 2023-24, up from 22" against "after the flood of 24 December 2013").
            for clash in figures.clashes:
                figures.unmatched.append(clash.said)
                given_elsewhere[id(clash.said)] = source.source_id if source.states(clash.said) else ""
            figures.clashes.clear()
        together = (
            _figures_together_elsewhere(claim, source, given_elsewhere) if polarity_differs or flip else []
        )
        if together:
            # The sentence's figures given together in another passage of the source ("Giant
            # breeds: £78 (£72)") put what it says there: a denial here ("Until now there has been
            # no charge") is of something else; so is a change's opposite word, where that passage
            # writes the change's ends the way the sentence's word says ("Total | £9,735 |
            # £10,570" against "Sales of canes and nets fell").
            polarity_differs = False
            said = flip.split("/")[0] if flip else ""
            if said and any(
                ends_written(
                    said,
                    sentence_tokens(source.text[slice(*source.chunk_spans[c])]),
                    claim.quantities,
                    OPPOSITES[said],
                )
                for c in together
            ):
                flip = None
        # For a differing figure, a name the source gives elsewhere (the chair named paragraphs on)
        # counts, beside one the passage gives; not the name the sentence says its figure of ("Harrow
        # council received 40 complaints" is not contradicted by Barnet's 52, however often the
        # source names Harrow elsewhere).
        figure_share = entity_share
        if (
            figures.clashes
            and missing_entities
            and (
                # (the author, where the passage speaks as the author: "we issued the trust with a
                # warning notice" for "the CQC served the trust with a warning notice")
                (_in_first_person(passage) and all(_authored(source, e) for e in missing_entities))
                or (
                    len(missing_entities) < len(claim.entities)
                    and not any(
                        c.said.names_before[-1:] and c.said.names_before[-1] in missing_entities
                        for c in figures.clashes
                    )
                )
            )
        ):
            elsewhere = sum(1 for e in missing_entities if e in source.postings)
            figure_share = 1.0 - (len(missing_entities) - elsewhere) / len(claim.entities)
        verdict, reason, figure_clash = _decide(
            coverage, entity_share, missing_entities, figures, polarity_differs, flip,
            hedged and not claim.hedged, agent, sorted(claim.acts - stems), given_elsewhere, figure_share,
        )  # fmt: skip
        if verdict is Verdict.VERIFIED and claim.acts:
            # Looked for only in a passage that would verify: the check reads the passage again.
            other = act_misread(claim.text, claim.acts, claim.stems, passage)
            if other is not None:
                verdict, reason = Verdict.NOT_FOUND, other
        if verdict is Verdict.VERIFIED and (
            unwritten := [w for w in claim.words if w[:1].isdigit() and w not in stems]
            + sorted(claim.bare_months - stems)
        ):
            # A number read as no figure ("Flight 610", "Phase 3"), or a month read as no date
            # ("launched in January"), is still the claim: a passage that does not write it does not
            # say it, whatever share of the words it holds.
            verdict = Verdict.NOT_FOUND
            reason = "the passage does not write: " + ", ".join(unwritten)
        if verdict is Verdict.VERIFIED and claim.speaker - stems:
            # Who said it is the claim: "the inquiry chair said" is not "Joanne Pike ... told the Inquiry".
            verdict = Verdict.NOT_FOUND
            reason = "the passage does not say it was said by: " + ", ".join(sorted(claim.speaker - stems))
        if verdict is Verdict.VERIFIED and claim.quotes_words:
            # Words the sentence quotes are said by the speaker the source gives them to.
            other = misattributed(claim.text, source.text)
            if other is not None:
                verdict, reason = Verdict.NOT_FOUND, other
        # Names the source gave before the passage's last sentence and that sentence does not
        # repeat: "Halvorsen Shipping was founded in 1921. The company reported revenue of ...".
        referred = frozenset(
            e
            for e in claim.names
            if e in source.postings
            and source.postings[e][0][0] < final
            and e not in source.chunk_terms[final]
        )
        reworded = False
        if verdict is Verdict.VERIFIED:
            ordering = ordered_share(
                claim.clauses,
                [source.said(c) for c in range(first, final + 1)],
                referred - _said_apart(claim, source, first, final),
            )
            unsaid = ordering.unsaid(claim.acts)
            if not ordering.holds(claim.acts):
                verdict, reworded = Verdict.NOT_FOUND, True
                reason = f"{_REWORDED} ({ordering.share:.0%} of its weight said in order"
                reason += f"; not said in order: {', '.join(unsaid)})" if unsaid else ")"
        return Evaluation(
            verdict,
            reason,
            coverage,
            source.source_id,
            (start, end),
            stems,
            evidence_quantities,
            figure_clash,
            (first, final),
            referred,
            reworded,
            polarity_differs or (hedged and not claim.hedged),
            figure_clash and any(c.overruled for c in figures.clashes),
            figure_clash
            and all(c.similarity < CLASH_SIMILARITY and not c.overruled for c in figures.clashes),
        )

    def _combine(self, claim: Claim, evaluations: list[Evaluation]) -> tuple[Evaluation, Evaluation] | None:
        """Two passages that together support every word, entity and quantity of the sentence."""
        total = claim.total or 1.0
        for i, first in enumerate(evaluations):
            for second in evaluations[i + 1 :]:
                if first.source == second.source and _overlap(first.span, second.span):
                    continue
                contradicted = Verdict.CONTRADICTED in (first.verdict, second.verdict)
                # A passage that alone covers the sentence and contradicts it is not rescued by
                # another passage; only a sentence made of two parts may draw on two passages.
                if contradicted and max(first.coverage, second.coverage) >= VERIFY_COVERAGE:
                    continue
                if first.qualified or second.qualified:
                    continue  # "said it would not appeal" supports no half of "said it would appeal"
                stems = first.stems | second.stems
                coverage = sum(w for s, w in claim.words.items() if s in stems) / total
                if coverage < VERIFY_COVERAGE or not claim.entities <= stems:
                    continue
                figures = compare(
                    claim.quantities, first.quantities + second.quantities, claim.names, self.index.idf
                )
                if not figures.settled:
                    continue
                # A name and the act the sentence gives it are not taken from two passages ("Ostara
                # Bank was sued" and "the regulator fined" do not say that Ostara Bank fined).
                if any(
                    not any(name.stems <= e.stems for e in stating)
                    for verb, name in claim.subjects
                    if (stating := [e for e in (first, second) if verb in e.stems])
                ):
                    continue
                # Who did it and which way it went must hold in the two passages read together.
                texts = " ".join(self.index.sources[e.source].text[slice(*e.span)] for e in (first, second))
                if claim.relations and agent_mismatch(claim.relations, texts) is not None:
                    continue
                if claim.verdict_words and (
                    opposite_in_slot(claim.text, claim.stems, texts, stems, claim.quantities)
                    or outnumbered(
                        claim.text,
                        claim.stems,
                        texts,
                        " ".join(self.index.sources[e.source].text for e in (first, second)),
                    )
                ):
                    continue
                if claim.acts and act_misread(claim.text, claim.acts, claim.stems, texts):
                    continue
                said = [
                    self.index.sources[e.source].said(chunk)
                    for e in (first, second)
                    for chunk in range(e.chunks[0], e.chunks[1] + 1)
                ]
                if not ordered_share(claim.clauses, said, first.referred & second.referred).holds(claim.acts):
                    continue
                return first, second
        return None


def _done_by_another(clash: Clash, claim: Claim, stems: frozenset[str]) -> bool:
    """True for a date of an act whose named doer the passage does not name, where the passage's
    date is of another act: "the 4.25% Policy Rate the Bank of Kestland set in November 2024" is not
    dated by a university's "issued in March 2022" (but "Members agreed on 14 May" dates "Kelby Town
    Council agreed"; a sentence's first word is no name here: "Prosecutors decided on ...")."""
    date = clash.said
    if date.kind is not Kind.TIME:
        return False
    verb = date.dated_by[0]
    if not verb or clash.found.dated_by[0] == verb:
        return False
    return any(
        act == verb and name.stems & claim.entities and not name.stems <= stems
        for act, name in claim.subjects
    )


def _of_another_source(said: Quantity, source: SourceText, cited: list[SourceText]) -> bool:
    """True where the name nearest before the sentence's figure is not in ``source``, and the names
    of the figure's own clause are all in another cited source: "while parish councils gave the
    Wyndle Valley Community Defibrillator Fund £3,930" is the Fund's report's to check, not the
    flood group's."""
    names = said.clause_capitals
    if not names or len(cited) < 2 or said.names_before[-1:] != names[-1:] or names[-1] in source.postings:
        return False
    return any(other is not source and all(name in other.postings for name in names) for other in cited)


def _row_label(source: SourceText, chunk: int) -> frozenset[str]:
    """The stems of the content words of a table row's label (its text before its first figure)."""
    start, end = source.span(chunk, chunk)
    label = _ROW_LABEL.match(source.text, start, end)
    return content_stems(label.group(0)) if label else frozenset()


# A row's label: its text up to its first figure, or that figure's currency code ("EUR 486.40").
_ROW_LABEL = re.compile(r"(?:(?![A-Z]{3}\s?\d)[^\d£$€|])*")
_RARE_IN_SOURCE = 3  # chunks: a word written this rarely in a source finds its table rows
_WHOLE_WORDS = stems("total totals overall combined sum")  # beside a figure, they find no one row
_A_SET_COUNTED = re.compile(r"\b(?:of|among|across)\s+(?:the|its|their|all)\s+\Z", re.IGNORECASE)


def _aliases(claim: Claim, source: SourceText) -> list[tuple[int, frozenset[str]]]:
    """Sentence words (as bits) that count as written where a passage holds other words.

    "FTC" in the sentence is written where the source has every word of "Federal Trade
    Commission", and the words of "Federal Trade Commission" where the source has "FTC".
    """
    found: list[tuple[int, frozenset[str]]] = []
    for name in claim.names_written:
        if name.stems <= source.postings.keys():
            continue
        bits = sum(claim.bits.get(word, 0) for word in name.stems)
        if len(name.stems) == 1:  # an acronym: the source may spell it out
            found.extend((bits, spelled) for spelled in source.spelled_out(name.initials))
        elif name.initials in source.postings and source.writes_acronym(name.initials):
            found.append((bits, frozenset({name.initials})))
    return found


# A sentence with one of these may speak of the sentence's subject without naming it.
_PRONOUNS = stems("he him his she her hers they them their it its")
_REWORDED = "its words are in the passage but not said in its order: a rewording only a judge can confirm"


_ORDER = {
    Verdict.VERIFIED: 0,
    Verdict.CONTRADICTED: 1,
    Verdict.PARTIAL: 2,
    Verdict.NOT_FOUND: 3,
    Verdict.NO_EVIDENCE: 4,
}


def _is_year(term: str) -> bool:
    """True for an indexed term that writes a year: every date gives one."""
    return len(term) == 4 and term.isdigit() and 1800 <= int(term) <= 2100


_MODALS = words("will would shall should can could may might must")
_PREPOSITIONS = words("following including regarding concerning excluding pending")
_BE_FORMS = PASSIVE | {"not"}
# Words that stand between a modal and its verb ("will now open"), and are never the verb.
_MODAL_ADVERBS = words(
    "not also then still never soon now only first likely probably well again eventually further "
    "shortly immediately ultimately later certainly"
)


def _as_preposition(tokens: Sequence[Token], i: int) -> bool:
    """True for an "-ing" word used as a preposition ("following the ruling", "including two
    directors"), not as a verb ("was following the guidance")."""
    return tokens[i].norm in _PREPOSITIONS and (i == 0 or tokens[i - 1].norm not in _BE_FORMS)


def _attempted(tokens: Sequence[Token], i: int) -> bool:
    """True for a verb said only as tried: "made a bid to buy Trenton Mills", "tried to sell"."""
    return i >= 2 and tokens[i - 1].norm == "to" and tokens[i - 2].norm in _ATTEMPTS


_ATTEMPTS = words(
    "bid bids attempt attempts attempted effort efforts try tries tried trying sought seeks seeking"
)


def _after_modal(tokens: Sequence[Token], i: int) -> bool:
    """True for the verb a modal governs: "apply" in "she will apply", "will not seek" (not the
    month: "Since May rents have risen")."""
    if tokens[i].norm in _MODAL_ADVERBS:
        return False
    j = i - 1
    while j >= 0 and tokens[j].norm in _MODAL_ADVERBS:
        j -= 1
    return j >= 0 and tokens[j].norm in _MODALS and not tokens[j].capitalised


# A month's stem as its full name is indexed ("19 May", "3 September").
_MONTH_STEMS = {number: stem(name) for number, name in enumerate(MONTH_NAMES, start=1)}


def _best_beyond(
    chunks: list[int],
    ranked: list[tuple[int, int]],
    windows_around: Callable[[Iterable[int]], dict[tuple[int, int], float]],
) -> tuple[int, int] | None:
    """The best-covered window around ``chunks``, unless a ranked window already holds one."""
    if not chunks or any(first <= chunk <= final for chunk in chunks for first, final in ranked):
        return None
    around = windows_around(chunks)
    return min(around.items(), key=_by_coverage)[0] if around else None


def _by_coverage(item: tuple[tuple[int, int], float]) -> tuple[float, int]:
    """Windows by coverage, the shorter first among equals."""
    (first, final), coverage = item
    return -coverage, final - first


def _rank(evaluation: Evaluation) -> tuple[float, float, int]:
    # A passage holding every word, only reworded, outranks what weaker passages say.
    order = 0.4 if evaluation.overruled else 0.5 if evaluation.reworded else _ORDER[evaluation.verdict]
    if evaluation.weak:
        order += 0.1  # (still a contradiction, below one said of the sentence's words)
    return order, -evaluation.coverage, evaluation.span[1] - evaluation.span[0]


def _of_subject(subject: frozenset[str], quotes: list[Quote], index: EvidenceIndex) -> bool:
    """True if the passage names the subject, or names nobody and so may refer to it ("The report
    makes 42 recommendations"). A claim cut from its sentence is held to this; "the Vale Verde dam
    failure, which killed 19 people" is not about the Pedra Alta dam."""
    for quote in quotes:
        # "(FY23: £97.8m)" names a year; "Net debt increased" opens with a word, not a name.
        text = _PERIOD_LABEL.sub(" ", quote.text)
        source = index.sources[quote.source].text if quote.source in index.sources else ""
        named = [
            name
            for part, tokens in sentence_tokens(text)
            for name in names_in([(part, tokens)])
            if not (
                tokens
                and name.stems == {tokens[0].stem}
                and not _named_mid_sentence(part[tokens[0].start : tokens[0].end], source)
            )
        ]
        label = label_word(quote.text)
        if label:  # "Date of publication: 2 July 2024": "Date" names nobody
            named = [name for name in named if name.stems != {stem(label.lower())}]
        if named and not any(name.stems & subject for name in named):
            return False
    return True


_DIGITS = re.compile(r"\d+")
# The words right before a verb of saying: who the sentence says said it.
_SAID_BY = re.compile(
    r"\b((?:[\w'’-]+\s+){0,2}[\w'’-]+)\s+(?:said|says|told|stated|warned|claimed|admitted|insisted|wrote)\b"
)
_PERIOD_LABEL = re.compile(r"\b(?:FY|H|Q)\d{1,4}\b")


def _named_mid_sentence(word: str, text: str) -> bool:
    """True if ``text`` writes ``word`` capitalised after a lower-case word: a name, not just a
    sentence's opening word."""
    return re.search(rf"[a-z,]\s+{re.escape(word)}\b", text) is not None


def _overlap(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def _quote(index: EvidenceIndex, evaluation: Evaluation) -> Quote:
    start, end = evaluation.span
    text = index.sources[evaluation.source].text
    return Quote(source=evaluation.source, start=start, end=end, text=text[start:end])


_OPTION_TO = re.compile(
    r"\b(?:option|options|right|power|powers|discretion|opportunity|choice)\s+to\s+([a-z]+)", re.IGNORECASE
)
# "used its power to suspend", "exercised its option to extend": the option was taken.
_OPTION_USED = re.compile(
    r"\b(?:used|uses|exercised|exercises|took\s+up|invoked|triggered)\s+(?:its|their|his|her|the)\s+$", re.I
)


def _only_as_an_option(text: str) -> set[str]:
    """The verbs a passage sentence says only as an option not taken up ("with an option to extend
    by two years"), where it says them nowhere else ("its right to appeal, and it appealed")."""
    said = [t.stem for t in tokenize(text)]
    return {
        verb
        for found in _OPTION_TO.finditer(text)
        if not _OPTION_USED.search(text, max(0, found.start() - 30), found.start())
        and said.count(verb := stem(found.group(1).lower())) == 1
    }


# What "would have" been but for something that was: "Without its settlement discount, Ashgrove
# would have faced a penalty of almost £4.6m".
_WITHOUT_WHICH = re.compile(
    r"(?:\b(?:without|but\s+for)\b|^\s*(?:had\s+[^.;,]{1,60}?\bnot|if\s+[^.;,]{1,60}?\bhad\s+not|if\s+[^.;,]{1,60}?\bhadn't)\b)"
    r"[^.;]*?\b(?:would|could|might)\s+(?:not\s+)?have\b(?!\s+to\b)",
    re.I,
)


def _polarity_differs(claim: Claim, source: SourceText, first: int, final: int) -> bool:
    """True if the passage denies a word the sentence states plainly, or states one it denies.

    Where a word is said in several sentences of the passage, the sentence that shares most of
    the sentence's words decides ("The subsidiary agreed ... The parent company was not party to
    the agreement": a sentence about the parent company is answered by the second).
    """
    said = [
        source.polarity(chunk, claim.words, NEGATION_SCOPE, NEGATION_REACH)
        for chunk in range(first, final + 1)
    ]
    if not claim.negated and not any(denied for denied, _plain in said):
        return False  # nothing is denied on either side
    best: dict[str, tuple[float, bool]] = {}  # word -> (weight of its best sentence, denied there)
    for chunk, (denied, plain) in enumerate(said, start=first):
        named = source.names(chunk) if plain & claim.negated and claim.names else frozenset()
        if named and named.isdisjoint(claim.names):
            # Said of someone else: "Ms Ferreira-Holt accepted the view" does not deny "Borealis
            # did not accept it".
            plain = plain - claim.negated
        named = source.names(chunk) if denied & claim.affirmed and claim.entities else frozenset()
        if named and named.isdisjoint(claim.names) and _PRONOUNS.isdisjoint(source.chunk_terms[chunk]):
            # Nor does "decided not to send a report to the Trust" deny "will send a report to
            # Halvern", or "Helen Varga was found not guilty" "The jury found Elridge guilty"
            # (but "the jury, directed by Judge Harrow, found him not guilty" may be of Elridge).
            denied = denied - claim.affirmed
        if plain & claim.negated and _WITHOUT_WHICH.search(claim.text):
            # "Without its settlement discount, it would have faced a penalty of £4.6m" says the
            # discount was given, as "applied the standard settlement discount" does; "Had
            # Ellisport not agreed to settle, it would have faced" that it agreed.
            plain = plain - claim.negated
        passage_text = source.text[slice(*source.chunk_spans[chunk])]
        if plain & claim.negated:
            # "with an option to extend by two years" does not say it was extended, nor deny "has
            # decided not to extend"
            plain = plain - _only_as_an_option(passage_text)
        if plain & claim.negated and COUNTERFACTUAL.search(passage_text):
            # "A reasonable employer would have interviewed them" does not say they were
            # interviewed: it says they were not, as the sentence's "never interviewed" does.
            plain = plain - claim.negated
        crossed = (denied & claim.affirmed) | (plain & claim.negated)
        if (
            crossed
            and not (source.chunk_terms[chunk].keys() & claim.words.keys()) - crossed
            and not _refers_back(source.text[slice(*source.chunk_spans[chunk])], crossed)
        ):
            # A passage sentence that shares no other word with the sentence is about something
            # else: "Motorists cannot check a litre for themselves" denies no inspector's checking.
            # (Not one whose clause refers back: "It did not approve it", "He was not convicted".)
            denied, plain = denied - crossed, plain - crossed
            crossed = set()
        if crossed:
            # A word the sentence dates is not denied by a sentence of another date: "refused
            # outline planning permission in March 2023" against "granted outline permission on
            # appeal in April 2024".
            figures = source.quantities(chunk)
            elsewhen = {
                word
                for word in crossed
                if (dated := dated_to(word, claim.quantities)) and at_other_times(dated, figures)
            }
            denied, plain = denied - elsewhen, plain - elsewhen
            if _of_another_measure(claim.quantities, figures):
                # "A blaze in 2015 burned 6,200 hectares ... but destroyed no homes" is another
                # fire than the one that "burned through 18,400 hectares and destroyed 146 homes".
                denied, plain = denied - crossed, plain - crossed
        terms = source.chunk_terms[chunk]
        weight = sum(w for word, w in claim.words.items() if word in terms)
        for word in denied | plain:
            if weight > best.get(word, (-1.0, False))[0]:
                best[word] = (weight, word in denied)
    return any(
        word in (claim.affirmed if is_denied else claim.negated)
        for word, (_weight, is_denied) in best.items()
    )


def _said_apart(claim: Claim, source: SourceText, first: int, final: int) -> frozenset[str]:
    """The words naming who said it that the passage writes only in sentences saying none of what
    was said: "Treasurer Morag Duncan said 61% of shareholders ..." after another's quote (not
    "'We will appeal,' Ms Duncan told reporters"). They must then be said in order."""
    if not claim.speaker:
        return frozenset()
    said = claim.words.keys() - claim.speaker - _SAYING_WORDS
    naming = [c for c in range(first, final + 1) if claim.speaker & source.chunk_terms[c].keys()]
    if not naming or any(said & source.chunk_terms[c].keys() for c in naming):
        return frozenset()
    return claim.speaker


_SAYING_WORDS = stems("said says say told tells added admitted")


def _refers_back(text: str, words: set[str]) -> bool:
    """True where a clause of ``text`` that says one of ``words`` has a pronoun standing for what
    an earlier sentence named ("It did not approve it"; not "for themselves")."""
    for clause in _CLAUSE_BREAK.split(text):
        tokens = tokenize(clause)
        if any(t.stem in words for t in tokens) and any(t.stem in _PRONOUNS for t in tokens):
            return True
    return False


_CLAUSE_BREAK = re.compile(r"[,;:]\s|\s[-–—]\s")


def _of_another_measure(claimed: list[Quantity], figures: list[Quantity]) -> bool:
    """True where a passage sentence measures the sentence's thing differently and never as the
    sentence does: a count of the same unit, or an amount, that differs from each of its own, and
    none of its figures written as one of the sentence's ("In three cases the patient died")."""
    if {q.key for q in claimed} & {f.key for f in figures}:
        return False
    pairs = [
        (q, f)
        for q in claimed
        for f in figures
        if q.kind is f.kind and (q.kind is Kind.MONEY or (q.kind is Kind.COUNT and q.unit & f.unit))
    ]
    return any(conflicts(q, f) for q, f in pairs) and not any(agrees(q, f) for q, f in pairs)


def _the_other_way(figures: Comparison) -> str:
    """Why the evidence has the sentence's change go the other way ("" where it does not): a figure
    it gives after the one before it, or a change's size it gives going the other way."""
    if figures.reversed is not None:
        said, before = figures.reversed
        return f"the evidence gives {said.label!r} after {before.label!r}: the other way from the sentence"
    if figures.opposite is not None:
        said, found = figures.opposite
        return f"the evidence gives {found.label!r} {found.way} where the sentence says {said.label!r} {said.way}"
    return ""


# In ``_decide``'s ``given_elsewhere``: the passage gives the figure, but not of the sentence's words.
HERE = "here"


_FIRST_PERSON = re.compile(r"\b(?:we|our)\b", re.IGNORECASE)


def _in_first_person(passage: str) -> bool:
    """True where the passage speaks as its source's author ("we issued the trust with a warning
    notice")."""
    return bool(_FIRST_PERSON.search(passage))


def _authored(source: SourceText, name: str) -> bool:
    """True where ``name`` (a stem) heads the source, as its author does: "CQC" for a report headed
    "CARE QUALITY COMMISSION"."""
    heading = source.chunk_terms[0]
    return name in heading or any(spelled <= heading.keys() for spelled in source.spelled_out(name.upper()))


def _figures_together_elsewhere(
    claim: Claim, source: SourceText, given_elsewhere: dict[int, str]
) -> list[int]:
    """Where the sentence has two figures or more besides dates and the passage writes none of
    them, the other chunks of ``source`` that write them all."""
    figured = [q for q in claim.quantities if q.kind is not Kind.TIME]
    if len(figured) < 2 or any(given_elsewhere.get(id(q)) != source.source_id for q in figured):
        return []
    return sorted(set.intersection(*[set(source.chunks_spelling(q)) for q in figured]))


def _decide(
    coverage: float,
    entity_share: float,
    missing_entities: list[str],
    figures: Comparison,
    polarity_differs: bool,
    flip: str | None,
    evidence_hedged: bool,
    agent: tuple[str, bool] | None = None,
    missing_acts: list[str] | None = None,
    given_elsewhere: dict[int, str] | None = None,
    figure_share: float | None = None,
) -> tuple[Verdict, str, bool]:
    """The verdict, its reason, and whether it is a contradiction by a differing figure
    (``given_elsewhere``: by an unmatched figure's id, the source that gives it outside the passage,
    or ``HERE``)."""
    unmatched, clashes = figures.unmatched, figures.clashes
    same_topic = coverage >= SAME_TOPIC_COVERAGE and entity_share >= 0.5
    # A differing figure said of the same words ("revenue ... 30%" / "revenue ... 45%") needs less
    # surrounding agreement to count as a contradiction.
    anchored = any(clash.similarity >= STRONG_SIMILARITY for clash in clashes)
    # A figure the evidence states and itself overrules ("sought ... VDR 25,000", then "shall pay VDR
    # 12,000") needs less agreement around it still.
    least = OVERRULED_CLASH_COVERAGE if clashes and clashes[0].overruled else ANCHORED_CLASH_COVERAGE
    # A differing figure is held to the names the passage gives, and those the source gives
    # elsewhere where the caller counts them (``figure_share``); a wording's flip to those alone.
    share = entity_share if figure_share is None else figure_share
    if clashes and share >= 0.5 and coverage >= (least if anchored else SAME_TOPIC_COVERAGE):
        said, found = clashes[0].said, clashes[0].found
        noun = "date" if said.kind is Kind.TIME else said.kind.value
        return (
            Verdict.CONTRADICTED,
            f"the evidence gives {found.label!r} where the sentence says {said.label!r} ({noun})",
            True,
        )
    if same_topic and (turned := _the_other_way(figures)):
        return Verdict.CONTRADICTED, turned, True
    if same_topic and (polarity_differs or flip):
        what = f"opposite wording ({flip})" if flip else "the evidence states the negation"
        return Verdict.CONTRADICTED, what, False
    if agent is not None and agent[1] and same_topic:
        return Verdict.CONTRADICTED, agent[0], False
    gaps = []
    if agent is not None:
        gaps.append(agent[0])
    if coverage < VERIFY_COVERAGE:
        gaps.append(f"{coverage:.0%} of its words found")
    if missing_entities:
        gaps.append("missing names: " + ", ".join(missing_entities))
    if missing_acts:
        # What the sentence says was done must be said: "Corvanta agreed a settlement" does not
        # say that Hayama contributed to it, however many of the other words it shares.
        gaps.append("the passage does not say: " + ", ".join(missing_acts))
    elsewhere = given_elsewhere or {}
    if absent := [q.text for q in unmatched if not elsewhere.get(id(q))]:
        gaps.append("not in the evidence: " + ", ".join(absent))
    if other := [q.text for q in unmatched if elsewhere.get(id(q)) == HERE]:
        gaps.append("said of something else here: " + ", ".join(other))
    if apart := [
        f"{q.text} ({elsewhere[id(q)]} gives it elsewhere)"
        for q in unmatched
        if elsewhere.get(id(q)) not in ("", HERE, None)
    ]:
        gaps.append("not in this passage: " + ", ".join(apart))
    if figures.doubtful:
        gaps.append(
            "the evidence also gives "
            + ", ".join(f"{c.found.label} where it gives {c.said.label}" for c in figures.doubtful)
        )
    if clashes:
        gaps.append("differing figures: " + ", ".join(f"{c.said.label} vs {c.found.label}" for c in clashes))
    if figures.reversed is not None:
        gaps.append(f"the evidence gives {figures.reversed[0].label} the other way")
    if figures.opposite is not None:
        gaps.append(f"the evidence gives {figures.opposite[1].label} {figures.opposite[1].way}")
    if polarity_differs or flip:
        gaps.append("negation differs")
    if evidence_hedged:
        gaps.append("the evidence only reports it as alleged, claimed or denied")
    if not gaps:
        return Verdict.VERIFIED, "every word, name and figure found in one passage", False
    # A name the source never mentions is not partial support: the sentence is about someone else.
    if (
        coverage >= PARTIAL_COVERAGE
        and not missing_entities
        and not unmatched  # a figure the evidence does not give is the claim itself, not a detail
        and not figures.doubtful
        and not clashes
        and not (polarity_differs or flip)
        and not (agent is not None and agent[1])  # another name in the role: about someone else
    ):
        return Verdict.PARTIAL, "; ".join(gaps), False
    return Verdict.NOT_FOUND, "; ".join(gaps), False
