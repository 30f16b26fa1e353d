"""Word positions that decide meaning: opposite verdict words and who did what ("owned by X").

Two checks that a bag of words cannot make. A passage may hold both "convicted" and "acquitted";
what counts is which of them governs the words the sentence attaches to its verdict word. And a
passage may name BP and say "owned by": what counts is who fills the "by" slot.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from investigate.verify.names import (
    CLAUSE_BREAK,
    LABEL,
    initials,
    is_name,
    is_past_tense,
    name_run,
    run_start,
    sentence_tokens,
)
from investigate.verify.quantities import Kind, Quantity, at_other_times, extract
from investigate.verify.tokens import (
    MONTHS,
    NEGATIONS,
    NUMBER_VALUES,
    WEEKDAYS,
    Token,
    is_content,
    stem,
    words,
)

# Pairs of word groups whose members state opposite outcomes, statuses or directions. A word of
# the first group and one of the second cannot both describe the same thing in the same slot.
_OPPOSITE_GROUPS = [
    ("convicted convict convicts conviction guilty", "acquitted acquit acquits acquittal innocent cleared"),
    ("approved approve approves approval", "rejected reject rejects rejection vetoed veto vetoes denied"),
    ("accepted accept accepts", "rejected reject rejects declined"),
    ("passed", "failed defeated rejected"),
    ("won win wins winning victory", "lost lose loses losing defeat"),
    ("increased increase increases", "decreased decrease decreases declined decline declines"),
    ("rose rise rises risen", "fell fall falls fallen declined dropped"),
    ("gained gain gains", "lost loses"),
    ("grew grow grows growth expanded", "shrank shrink shrinks contracted"),
    ("higher", "lower"),
    ("raised", "lowered"),
    ("profit profits surplus", "loss losses deficit"),
    ("confirmed confirm confirms", "denied deny denies refuted"),
    ("admitted admit admits", "denied deny denies"),
    ("supported support supports", "opposed oppose opposes"),
    ("legal lawful", "illegal unlawful"),
    ("hired", "fired"),
    ("open opened", "closed"),
    ("allowed permitted legalised legalized", "banned prohibited forbade outlawed"),
    ("solvent", "insolvent"),
    ("upheld", "overturned reversed struck"),
    ("granted", "denied refused revoked"),
    ("succeeded", "failed"),
    ("survived alive", "died killed dead"),
    ("signed enacted ratified", "vetoed repealed"),
    ("bought buys", "sold sells"),
    ("strengthened", "weakened"),
    ("elected", "defeated"),
    ("quick quickly prompt promptly swift swiftly", "slow slowly"),
]
OPPOSITES: dict[str, frozenset[str]] = {}
for _pro, _con in _OPPOSITE_GROUPS:
    _pros, _cons = {stem(w) for w in words(_pro)}, {stem(w) for w in words(_con)}
    for _word in _pros:
        OPPOSITES[_word] = OPPOSITES.get(_word, frozenset()) | _cons
    for _word in _cons:
        OPPOSITES[_word] = OPPOSITES.get(_word, frozenset()) | _pros
# Verbs of a change, said of what changed right before them ("Average peak journey times ... fell").
_CHANGES = frozenset(
    stem(w)
    for w in words(
        "increased increase decreased decrease declined dropped rose rise fell fall grew grow shrank"
    )
)
_UPS = frozenset(stem(w) for w in words("increased increase rose rise grew grow"))
DATED = 0.5  # how closely (see quantities.surroundings) a date is said of a word to date it
_OPENING = 12  # characters: a date this near a sentence's start opens it ("In 2015, ...")
SLOT_SPAN = 10  # how many tokens on each side of a verdict word make up its slot
NEGATION_BEFORE = 2  # "does not accept", "never really accepted"


def _sentences(text: str) -> list[Sequence[Token]]:
    return [tokens for _part, tokens in sentence_tokens(text)]


def _negated(tokens: Sequence[Token], at: int) -> bool:
    """True when a negation stands just before token ``at`` ("does not accept")."""
    return any(
        token.norm in NEGATIONS or token.stem == "not"  # "didn't" is stemmed "not"
        for token in tokens[max(0, at - NEGATION_BEFORE) : at]
    )


def _paired(tokens: Sequence[Token], at: int) -> bool:
    """True for a verdict word written beside its opposite ("Surplus / (deficit)", "profit/loss"),
    or said in a sense that is no verdict: "He is survived by his wife" outlives nobody."""
    if (
        tokens[at].stem == _SURVIVED
        and 0 < at < len(tokens) - 2
        and tokens[at - 1].norm in _BE
        and tokens[at + 1].norm == "by"
        and not tokens[at + 2].norm.endswith("ing")  # "survived by jumping clear" survived
    ):
        return True
    opposites = OPPOSITES.get(tokens[at].stem, frozenset())
    near = [*tokens[max(0, at - 1) : at], *tokens[at + 1 : at + 2]]
    return any(token.stem in opposites for token in near)


_SURVIVED = stem("survived")
_BE = frozenset(words("is was are were been be"))


def _fits_own_clause(
    claimed: list[tuple[str, Sequence[Token]]],
    at: tuple[str, Sequence[Token], int] | None,
    word: str,
    tokens: Sequence[Token],
    i: int,
) -> bool:
    """True where the sentence says ``word`` too, and the passage's ``word`` at ``tokens[i]`` is said
    of that clause's words at least as much as of the clause of the word it would flip: "fell to
    £98.7m ... while research income grew" is answered, not flipped, by "Research income rose"."""
    own = next(
        ((part, toks, j) for part, toks in claimed for j, t in enumerate(toks) if t.stem == word), None
    )
    if own is None or at is None:
        return False
    after, before = _slot(tokens, i)
    mine = _slot(own[1], own[2], own[0])
    flipped = _slot(at[1], at[2], at[0])
    return len(after & mine[0]) + len(before & mine[1]) >= len(after & flipped[0]) + len(before & flipped[1])


def _a_thing(text: str, tokens: Sequence[Token], at: int) -> bool:
    """True for a verdict word said as a thing, after a possessive or an article and before a
    preposition or a verb: "The district's contract with", "the contract was"."""
    if not 0 < at < len(tokens) - 1:
        return False
    before = text[tokens[at - 1].start : tokens[at].start]
    owned = (
        "'" in before
        or "’" in before
        or tokens[at - 1].norm in ("the", "a", "an", "its", "their", "his", "her")
    )
    return owned and tokens[at + 1].norm in ("with", "was", "is", "for", "between", "had", "has", "signed")


def _nominal(tokens: Sequence[Token], at: int) -> bool:
    """True for a verdict word said as a noun of what follows: "the fall in", "an increase of"."""
    return (
        0 < at < len(tokens) - 1
        and tokens[at - 1].norm in ("the", "a", "an")
        and tokens[at + 1].norm in ("in", "of")
    )


def _slot(tokens: Sequence[Token], at: int, clause_of: str | None = None) -> tuple[set[str], set[str]]:
    """Content stems after and before token ``at``, up to the next/previous verdict word (and,
    given the text ``clause_of`` the tokens are of, not past a comma or other clause break)."""
    after: set[str] = set()
    previous = tokens[at]
    for token in tokens[at + 1 : at + 1 + SLOT_SPAN]:
        if token.stem in OPPOSITES or (
            clause_of and CLAUSE_BREAK.search(clause_of, previous.end, token.start)
        ):
            break
        previous = token
        if is_content(token.norm):
            after.add(token.stem)
    before: set[str] = set()
    following = tokens[at]
    for token in reversed(tokens[max(0, at - SLOT_SPAN) : at]):
        if clause_of and CLAUSE_BREAK.search(clause_of, token.end, following.start):
            break
        following = token
        if token.stem in OPPOSITES:
            # The words since the previous verdict word are its object ("convicted Holmes on four
            # counts ... and acquitted her"), not this one's subject.
            return after, set()
        if is_content(token.norm):
            before.add(token.stem)
    return after, before


def _subject_unsaid(
    said: str,
    tokens: Sequence[Token],
    at: int,
    claim_stems: frozenset[str],
    claimed: Sequence[tuple[str, Sequence[Token]]] = (),
) -> bool:
    """True where what rose or fell (the sentence's ``said`` is a change; the verb at ``at`` is no
    noun), right before the verb, is a compound whose head the sentence does not say though it says
    the word before it: "Average peak journey times on route 12 fell" is said of times, not of the
    sentence's journeys; or whose head the sentence says of another thing ("The energy bill ...
    fell" is no flip of "The estimated bill for relining the pool tank has grown")."""
    if said not in _CHANGES or _nominal(tokens, at):
        return False
    before = tokens[max(0, at - SLOT_SPAN) : at]
    # Past a phrase that follows it: "journey times on route 12" changed, not the route.
    opened = next((i for i in range(len(before) - 1, -1, -1) if before[i].norm in _PREPOSITIONS), None)
    if opened is not None:
        before = before[:opened]
    content = [t for t in before if is_content(t.norm) and not t.norm[:1].isdigit()]
    if len(content) < 2:
        return False
    modifier, head = content[-2], content[-1]
    adjacent = before.index(head) == before.index(modifier) + 1
    if adjacent and head.stem in claim_stems and modifier.stem not in claim_stems:
        return _qualified_otherwise(head.stem, claimed, {t.stem for t in tokens})
    return (
        adjacent
        and head.stem not in claim_stems
        and head.stem not in _MEASURES  # "the unemployment rate fell" is said of unemployment
        # (or of nothing the sentence says at all: "Uphill lift capacity rose" is no flip of "the
        # typical wait dropped")
        and (modifier.stem in claim_stems or not any(t.stem in claim_stems for t in content))
    )


def _qualified_otherwise(
    head: str, claimed: Sequence[tuple[str, Sequence[Token]]], evidence: set[str]
) -> bool:
    """True where the sentence says ``head`` with a phrase of its own after it, which the evidence's
    sentence does not say: "the estimated bill for relining the lido's pool tank" (not "the bill for
    heating the water", where "The energy bill for heating the water fell")."""
    for _, tokens in claimed:
        for i, token in enumerate(tokens[:-2]):
            if (
                token.stem == head
                and tokens[i + 1].norm in _QUALIFYING
                and is_content(tokens[i + 2].norm)
                and tokens[i + 2].stem not in evidence
            ):
                return True
    return False


_QUALIFYING = frozenset({"for", "of", "on"})


# Nouns that measure the word before them, and so say what it did: "unemployment rate", "crime
# levels", "ridership figures".
_MEASURES = frozenset(
    stem(w)
    for w in words(
        "rate rates level levels figure figures number numbers total totals count counts volume volumes"
    )
)
_PREPOSITIONS = words("on in at of for with from by across among")


def _elsewhen(part: str, dated: list[Quantity], words: set[str]) -> bool:
    """True if ``part`` dates what it says of ``words`` only to other times than ``dated``: not a
    date of something else it says ("rose from 38% to 44%, the largest improvement since the Board
    began reporting in 2015")."""
    # A date that opens the sentence dates all of it ("In 2015, the share rose").
    dates = [
        q
        for q in extract(part)
        if q.kind is Kind.TIME and (q.start <= _OPENING or any(dated_to(w, [q]) for w in words))
    ]
    return at_other_times(dated, dates)


def dated_to(word: str, claimed: Sequence[Quantity]) -> list[Quantity]:
    """The sentence's dates said right beside ``word``: those that date what it says."""
    return [q for q in claimed if q.kind is Kind.TIME and q.surroundings.get(word, 0.0) >= DATED]


# Words that put the act after them in the future: "is preparing to sell", "plans to buy".
_PROSPECTING = words(
    """preparing prepares plans planning planned expects expected intends intending intended aims aiming
    hopes hoping wants seeks seeking considering"""
)
_MODAL_BEFORE = words("will would could may might")


def _prospect(tokens: Sequence[Token], at: int) -> bool:
    """True for a verb said as a prospect: "will sell", "is preparing to sell"."""
    before = [t.norm for t in tokens[max(0, at - 2) : at]]
    if before and before[-1] in _MODAL_BEFORE:
        return True
    return len(before) == 2 and before[1] == "to" and before[0] in _PROSPECTING


def _tallied(tokens: Sequence[Token], i: int) -> float:
    """How many a verdict word is followed by ("rejected one", "upheld 12", "rejected the other
    eleven"); 0 if none."""
    at = i + 1
    while at < i + 3 and at < len(tokens) - 1 and tokens[at].norm in _TALLY_OPENERS:
        at += 1
    following = tokens[at].norm if at < len(tokens) else ""
    if following.isdigit():
        return float(following)
    return 1.0 if following == "one" else float(NUMBER_VALUES.get(following, 0))


_TALLY_OPENERS = frozenset({"the", "other", "remaining"})  # "rejected the other eleven"
# Verdict words a tally sets against each other: "upheld one ... and rejected the other eleven".
_TALLY_OPPOSITES = {
    stem(word): frozenset(stem(other) for other in others.split())
    for word, others in (
        ("upheld", "rejected dismissed"),
        ("accepted", "rejected"),
        ("approved", "rejected refused"),
        ("granted", "refused rejected"),
    )
}
# What a sentence's verdict word may be said of before its plural noun: "upheld the complaints",
# "approved most of the applications" (not "upheld one of the complaints").
_WHOLE_OF = frozenset({"the", "all", "most", "of", "its", "their", "his", "her"})


def outnumbered(claim_text: str, claim_stems: frozenset[str], passage: str, source: str = "") -> str | None:
    """``"said/opposite"`` where the sentence says its verdict word of all or most of a plural
    ("upheld the complaints") and the passage tallies that word below its opposite for the rest of
    the same set ("upheld one of the 12 complaints and rejected the other eleven"). Not where the
    sentence's words after its noun name the part the word is said of ("upheld the complaints about
    noise" against "upheld the three about noise and rejected the other nine"), or another sentence
    of its source (``source``: its whole text) says the word of them ("upheld all three complaints
    made by the charity Mind")."""
    if not any(said in claim_stems for said in _TALLY_OPPOSITES):
        return None  # (most sentences: the source is not read)
    parts = sentence_tokens(passage)
    read: list[list[tuple[str, Sequence[Token]]]] = []

    def every() -> list[tuple[str, Sequence[Token]]]:
        """The source's sentences, read once and only for a passage that tallies the noun."""
        if not read:
            read.append(sentence_tokens(source) if source else parts)
        return read[0]

    for said, opposites in _TALLY_OPPOSITES.items():
        if said not in claim_stems:
            continue
        found = next(
            (
                (noun, _described(tokens, at))
                for _part, tokens in sentence_tokens(claim_text)
                for i, token in enumerate(tokens)
                if token.stem == said
                and (at := _plural_at(tokens, i)) is not None
                and (noun := tokens[at].stem)
            ),
            None,
        )
        if found is None:
            continue
        noun, described = found
        for _part, tokens in parts:
            if noun not in {t.stem for t in tokens}:
                continue
            here = {t.stem for t in tokens}
            if not any(t.stem == said and _tallied(tokens, i) for i, t in enumerate(tokens)):
                continue
            elsewhere = [other for _p, other in every() if {t.stem for t in other} != here]
            if any(_says_of_them(other, said, noun, described) for other in elsewhere):
                continue  # "Separately, it upheld all three complaints made by the charity Mind"
            if described and any(
                described & {t.stem for t in other}
                and sum(t.norm.isdigit() or t.norm in NUMBER_VALUES for t in other) > 1
                for other in elsewhere
            ):
                continue  # "Ms Hale brought two claims against Corvex and four against its parent"
            for i, token in enumerate(tokens):
                if token.stem != said or not (mine := _tallied(tokens, i)):
                    continue
                if described & {t.stem for t in tokens[i + 1 : i + 1 + _DESCRIBED_REACH]}:
                    continue  # "upheld the three about noise": the part the sentence names
                if noun not in {t.stem for t in tokens[: i + 1 + _DESCRIBED_REACH]}:
                    continue  # "... but said appeals would be heard in May": not the set tallied
                outvoting = next(
                    (
                        t.stem
                        for j, t in enumerate(tokens)
                        if t.stem in opposites and _of_the_rest(tokens, j) and _tallied(tokens, j) > mine
                    ),
                    None,
                )
                if outvoting is not None:
                    return f"{said}/{outvoting}"
    return None


_DESCRIBED_REACH = 8  # how far after a tallied verdict word the part it counts is described


def _says_of_them(tokens: Sequence[Token], said: str, noun: str, described: frozenset[str]) -> bool:
    """True for another sentence of the passage that says the verdict word of the sentence's noun
    untallied ("Last year it granted most claims"), or of the part the sentence describes ("upheld
    all three complaints made by the charity Mind")."""
    stems_here = {t.stem for t in tokens}
    if said not in stems_here:
        return False
    if described and described <= stems_here:
        return True
    return noun in stems_here and not any(_tallied(tokens, i) for i, t in enumerate(tokens) if t.stem == said)


def _of_the_rest(tokens: Sequence[Token], i: int) -> bool:
    """True for a verdict word said of the rest of a set: "rejected the other eleven", "dismissed
    the remaining five", "rejected 6 others", or any tally of a sentence that opens with the set
    ("Of the 30 grievances lodged by staff, the trust upheld 4 and rejected 26")."""
    if len(tokens) > 2 and tokens[0].norm == "of" and tokens[1].norm == "the" and _tallied(tokens, 1):
        return True
    return any(t.norm in ("other", "others", "remaining", "rest") for t in tokens[i + 1 : i + 4])


def _described(tokens: Sequence[Token], at: int) -> frozenset[str]:
    """The content words after the noun at ``at`` up to the end of its clause: "about noise" of
    "upheld the complaints about noise"; "against Pellow Estates" too."""
    words = []
    for token in tokens[at + 1 :]:
        if token.norm in (",", ";") or token.norm in _CLAUSE_ENDS:
            break
        if is_content(token.norm):
            words.append(token.stem)
    return frozenset(words)


_CLAUSE_ENDS = frozenset({"and", "but", "while", "which", "who", "after", "because"})


def _plural_at(tokens: Sequence[Token], i: int) -> int | None:
    """Where the plural noun a verdict word is said of whole stands ("upheld the complaints":
    "complaints"); None where it is said of a part or of one thing."""
    at = i + 1
    while at < len(tokens) and tokens[at].norm in _WHOLE_OF:
        at += 1
    if at >= len(tokens):
        return None
    word = tokens[at].norm
    if tokens[at].capitalised:
        return None  # "approved the Jenkins application": a name, no plural
    return at if word.endswith("s") and not word.endswith("ss") and word.isalpha() else None


# The words that say which way a figure went.
_WAYS = _CHANGES | frozenset(o for change in _CHANGES for o in OPPOSITES.get(change, ()))
_WAY_WORDS = frozenset({"up", "down", "higher", "lower"})


def _holds_figures(parts: list[tuple[str, Sequence[Token]]], found: list[Quantity]) -> list[bool]:
    """For each passage sentence, whether it writes one of the sentence's figures other than a date
    and says which way something went ("down from 5.31%")."""
    figures = [q.text for q in found if q.kind is not Kind.TIME]
    return [
        any(figure in part for figure in figures)
        and any(t.stem in _WAYS or t.norm in _WAY_WORDS for t in tokens)
        for part, tokens in parts
    ]


def ends_written(
    said: str, parts: list[tuple[str, Sequence[Token]]], found: list[Quantity], opposites: frozenset[str]
) -> bool:
    """True where a passage sentence with no word opposite to ``said`` writes both ends of the
    sentence's change, first to last, and the change went the way the sentence's word says: the
    figures say which way it went ("Total | £296,210 | £318,640" for "rose to £318,640 ..., from
    £296,210"), whatever an opposite word elsewhere ("Newspaper sales fell") says."""
    start = next((q for q in found if q.change_end == "from" and q.kind is not Kind.TIME), None)
    end = next((q for q in found if q.change_end == "to" and q.kind is not Kind.TIME), None)
    if start is None or end is None or start.kind is not end.kind or start.value == end.value:
        return False
    if (end.value > start.value) != (said in _UPS):
        return False
    return any(
        0 <= part.find(start.text) < part.find(end.text) and opposites.isdisjoint(t.stem for t in tokens)
        for part, tokens in parts
    )


def opposite_in_slot(
    claim_text: str,
    claim_stems: frozenset[str],
    passage: str,
    passage_stems: frozenset[str],
    claim_quantities: list[Quantity] | None = None,
) -> str | None:
    """``"said/opposite"`` when the passage puts an opposite word where the sentence puts its own.

    For each verdict word of the sentence, every occurrence of it and of its opposites in the
    passage is scored by how many of the sentence's words around it are around the occurrence
    (words after it first: "acquitted her on four counts related to patients" beats "convicted
    Holmes on four counts of defrauding investors" for "convicted Holmes on four counts related to
    patients"; words before it break ties). The best-placed occurrence decides.
    ``claim_quantities``: the sentence's figures, where the caller has them already.
    """
    candidates = [s for s in claim_stems if s in OPPOSITES and OPPOSITES[s] & passage_stems]
    if not candidates:
        return None
    claimed = sentence_tokens(claim_text)
    found = extract(claim_text) if claim_quantities is None else claim_quantities
    parts = sentence_tokens(passage)
    for said in candidates:
        # A sentence dated only to other times than the sentence dates its word tells of another
        # occasion: "refused outline planning permission in March 2023" is no flip of "granted
        # outline permission on appeal in April 2024".
        dated = dated_to(said, found)
        opposites = OPPOSITES[said]
        # "higher-density dwellings" says nothing higher: a word joined to the next is no verdict
        kept = [part for part in parts if not (dated and _elsewhen(part[0], dated, {said, *opposites}))]
        evidence = [
            [token for token in tokens if part[token.end : token.end + 1] != "-"] for part, tokens in kept
        ]
        at = next(
            ((part, tokens, i) for part, tokens in claimed for i, t in enumerate(tokens) if t.stem == said),
            None,
        )
        if at is not None and _prospect(at[1], at[2]):
            continue  # "is preparing to sell" is no flip of "bought in June 2021": not yet done
        if at is not None and _a_thing(at[0], at[1], at[2]):
            continue  # "The district's contract with the union" contracted nothing
        # Negated in the sentence too ("without approval"), a negated word is said alike.
        denied = at is not None and _negated(at[1], at[2])
        if said in _CHANGES and ends_written(said, kept, found, opposites):
            continue
        if said not in passage_stems:
            # Where a passage sentence gives the figures of the sentence's change and which way it
            # went, an opposite word in another is said of something else: "was 4.62% ..., down from
            # 5.31%. Mortgage approvals ... rose by 14%" is no flip of "the rate fell from 5.31% to
            # 4.62%". Where none does, the way may be said in the next one ("was 4.1% in March. It
            # had fallen from 4.6%"), and every sentence is read.
            figured = (
                [tokens for tokens, holds in zip(evidence, _holds_figures(kept, found), strict=True) if holds]
                if said in _CHANGES
                else []
            )
            plain = sorted(
                {
                    token.stem
                    for tokens in figured or evidence
                    for i, token in enumerate(tokens)
                    if token.stem in opposites
                    and _negated(tokens, i) == denied
                    and not _paired(tokens, i)
                    and not _fits_own_clause(claimed, at, token.stem, tokens, i)
                    and not _subject_unsaid(said, tokens, i, claim_stems, claimed)
                }
            )
            if plain:
                return f"{said}/{plain[0]}"
            continue
        # The sentence's own slot ends with its clause: "Although enrollment fell by almost 1,500
        # students, the district added 140 staff" does not say the staff fell.
        claim_after, claim_before = _slot(at[1], at[2], at[0]) if at is not None else (set(), set())
        best_same: tuple[int, int] = (-1, -1)
        best_opposite: tuple[int, int] = (-1, -1)
        opposite_word = ""
        for tokens in evidence:
            for i, token in enumerate(tokens):
                if token.stem != said and token.stem not in opposites:
                    continue
                if _paired(tokens, i):
                    continue  # "Surplus / (deficit) for the year": a heading for either
                after, before = _slot(tokens, i)
                if _nominal(tokens, i):
                    # "The fall in market-based scope 2 emissions" names after its word what
                    # "emissions fell" names before it.
                    after, before = before, after
                fit = (len(after & claim_after), len(before & claim_before))
                # "does not accept" says "rejected"; "did not reject" says "accepted".
                if (token.stem == said) != (_negated(tokens, i) != denied):
                    best_same = max(best_same, fit)
                elif token.stem != said and _fits_own_clause(claimed, at, token.stem, tokens, i):
                    continue  # "approved in June ... the plan they rejected in May": the other clause's
                elif _tallied(tokens, i) and any(
                    t.stem == said and _tallied(tokens, j) >= _tallied(tokens, i)
                    for j, t in enumerate(tokens)
                ):
                    continue  # "accepted five, partially accepted one and rejected one": most accepted
                elif _subject_unsaid(said, tokens, i, claim_stems, claimed):
                    continue  # "journey times ... fell" is no flip of "journeys rose"
                elif fit > best_opposite:
                    best_opposite, opposite_word = fit, token.stem
        if best_opposite > best_same:
            # The passage may deny the sentence's own word ("did not accept").
            return f"{said}/not {said}" if opposite_word == said else f"{said}/{opposite_word}"
    return None


# Verbs that name who owns, made or runs something, by the relation they state.
_RELATIONS = {
    "own": "owned owns", "found": "founded founds cofounded", "lead": "led leads headed heads chaired",
    "acquire": "acquired acquires bought buys purchased", "fund": "funded funds financed backed sponsored",
    "operate": "operated operates run runs ran managed manages controlled controls",
    "write": "written wrote writes authored", "build": "built builds constructed manufactured",
    "design": "designed designs", "create": "created creates established invented developed",
    "publish": "published publishes produced produces directed directs",
}  # fmt: skip
# Keyed by the written word, not its stem: "found" (of "find") is not "founded".
RELATION_OF: dict[str, str] = {w: kind for kind, forms in _RELATIONS.items() for w in words(forms)}
# Nouns for the agent of a relation: "Theranos founder Elizabeth Holmes" names who founded it.
_AGENT_NOUNS = {
    "founder": "found", "founders": "found", "cofounder": "found", "owner": "own", "owners": "own",
    "author": "write", "designer": "design", "builder": "build", "operator": "operate", "creator": "create",
    "buyer": "acquire", "funder": "fund", "leader": "lead", "head": "lead", "chief": "lead",
}  # fmt: skip
_ARTICLES = frozenset({"the", "a", "an", "its", "their"})
_GAP = 3  # tokens allowed between a relation verb and its "by" ("founded in 2003 by")
_DESCRIBING = 5  # words allowed between "by" and the agent's name ("by the hedge fund billionaire")


# Words that open a new clause: what comes before them is not the relation's other party.
_CLAUSE_WORDS = frozenset({"while", "whereas", "but", "which", "who", "that", "although", "though"})
_PARTY_SPAN = 6  # content words taken as the relation's other party


@dataclass(frozen=True)
class Relation:
    """One "<verb> by <Name>" or "<Name> <verb>" statement: the relation, its agent and what it is of.

    ``patient`` holds the content stems of the other party ("the British inquiry" in "the British
    inquiry was led by Lord Mersey"), so that a passage stating the same relation of something else
    ("an American inquiry was led by Smith") is not taken for the sentence's.
    """

    kind: str
    agent: frozenset[str]
    at: int  # token position of the verb in its sentence
    patient: frozenset[str] = frozenset()
    acronym: str = ""  # the agent's initials ("ftc" for "Federal Trade Commission"), or its acronym

    def same_agent(self, other: Relation) -> bool:
        """True when one agent's name holds the other's ("Holmes", "Elizabeth Holmes") or both
        stand for the same acronym; "Velora Technologies Inc" is not "Velora Systems UK"."""
        if len(self.acronym) > 1 and self.acronym == other.acronym:
            return True
        return bool(self.agent & other.agent) and (self.agent <= other.agent or other.agent <= self.agent)


def _agent_after_by(text: str, tokens: Sequence[Token], start: int) -> list[Token]:
    """The name after "by", past an article and a few describing words ("by the hedge fund
    billionaire Robert Mercer", "by chief executive Richard Fuld")."""
    k = start
    while k < len(tokens) and k - start < _DESCRIBING:
        token = tokens[k]
        if k > start and CLAUSE_BREAK.search(text, tokens[k - 1].end, token.start):
            return []
        if is_name(token, k):
            return name_run(tokens, k)
        if token.norm not in _ARTICLES and not is_content(token.norm):
            return []  # "by far", "by 2010": a preposition or number, not a describing word
        k += 1
    return []


def _party(text: str, tokens: Sequence[Token], at: int, step: int) -> frozenset[str]:
    """Content stems on one side of token ``at`` up to a clause break: the relation's other party."""
    found: list[str] = []
    i = at + step
    while 0 <= i < len(tokens) and len(found) < _PARTY_SPAN:
        near, far = (tokens[i], tokens[i - step]) if step < 0 else (tokens[i - step], tokens[i])
        if CLAUSE_BREAK.search(text, near.end, far.start) or tokens[i].norm in _CLAUSE_WORDS:
            break
        if tokens[i].norm in RELATION_OF or tokens[i].norm == "by":
            break
        if is_content(tokens[i].norm) and tokens[i].norm not in MONTHS and not tokens[i].norm[:1].isdigit():
            found.append(tokens[i].stem)
        i += step
    return frozenset(found)


# Acts that pass something to someone: the one it went to is named after "to".
_TRANSFERS = words("awarded granted sold paid given gave transferred lent handed donated assigned")
_RECIPIENT_REACH = 8


def _recipient(part: str, tokens: Sequence[Token], at: int) -> list[Token]:
    """The name after "to" that the act at ``at`` passes something to, within its clause."""
    for j in range(at + 1, min(at + 1 + _RECIPIENT_REACH, len(tokens))):
        if CLAUSE_BREAK.search(part, tokens[j - 1].end, tokens[j].start):
            return []
        if tokens[j].norm == "to":
            return _agent_after_by(part, tokens, j + 1)
    return []


# Acts said with where they were done: the place is named after "at" or "in" ("was held at
# Fennick", "took place in Bradwell").
_SITED = words("held staged hosted")
_TAKE = words("took take takes taking")
_WHEN = MONTHS.keys() | WEEKDAYS | {"on"}
_VENUE_REACH = 7  # tokens from the act to its "at": "held on Saturday 7 March 2026 at"


def _venue(part: str, tokens: Sequence[Token], at: int) -> list[Token]:
    """The name after the "at" or "in" right after the act at ``at`` (a date may stand between)."""
    for j in range(at + 1, min(at + 1 + _VENUE_REACH, len(tokens))):
        if CLAUSE_BREAK.search(part, tokens[j - 1].end, tokens[j].start):
            return []
        if tokens[j].norm in ("at", "in"):
            return _agent_after_by(part, tokens, j + 1)
        if not (tokens[j].norm in _WHEN or tokens[j].norm[:1].isdigit()):
            return []
    return []


def _passive_by(token: Token, tokens: Sequence[Token], at: int) -> bool:
    """True for a past participle followed closely by "by" ("issued in 2019 by", "imposed by")."""
    if token.capitalised or not is_past_tense(token.norm):
        return False
    return any(t.norm == "by" for t in tokens[at + 1 : at + 2 + _GAP])


def relations(text: str | list[tuple[str, Sequence[Token]]]) -> list[tuple[Relation, Sequence[Token]]]:
    """Every relation with a named agent in ``text`` (or its tokenised sentences), with the tokens
    of its sentence."""
    found: list[tuple[Relation, Sequence[Token]]] = []
    for part, tokens in sentence_tokens(text) if isinstance(text, str) else text:
        label = LABEL.match(part)
        for i, token in enumerate(tokens):
            kind = RELATION_OF.get(token.norm)
            sited = token.norm in _SITED or (token.norm == "place" and i > 0 and tokens[i - 1].norm in _TAKE)
            if sited and (place := _venue(part, tokens, i)):
                # Its own relation: where it was held ("was held at Fennick").
                agent = frozenset(t.stem for t in place)
                found.append(
                    (
                        Relation(
                            "held at",
                            agent,
                            i,
                            _party(part, tokens, i - (token.norm == "place"), -1),
                            initials(place, part),
                        ),
                        tokens,
                    )
                )
                continue
            if kind is None:
                # Any other act said with its doer: "a bond issued by Kestrel Holdings".
                if not (_passive_by(token, tokens, i) or token.norm in _TRANSFERS):
                    continue
                kind = token.stem
            run: list[Token] = []
            patient: frozenset[str] = frozenset()
            for j in range(i + 1, min(i + 2 + _GAP, len(tokens))):
                if tokens[j].norm == "by":  # "<patient> was founded by <agent>"
                    run = _agent_after_by(part, tokens, j + 1)
                    patient = _party(part, tokens, i, -1)
                    break
                if tokens[j].norm in RELATION_OF:
                    break
            if not run and token.norm in _TRANSFERS:  # "awarded the contract in 2018 to <recipient>"
                run = _recipient(part, tokens, i)
                if run:
                    # Its own relation: the buyer of "sold to" is no rival of the seller of "X sold".
                    kind = f"{kind} to"
            # "<agent> founded <patient>"; not a field's label ("Judgment handed down: 23 January").
            if (
                not run
                and i > 0
                and is_name(tokens[i - 1], i - 1)
                and not (label and token.end <= label.end())
            ):
                run = name_run(tokens, run_start(tokens, i - 1, part))
                patient = _party(part, tokens, i, 1)
            if run:
                agent = frozenset(t.stem for t in run)
                found.append((Relation(kind, agent, i, patient - agent, initials(run, part)), tokens))
    return found


def agent_mismatch(claimed: list[Relation], passage: str) -> tuple[str, bool] | None:
    """Why the passage does not back the sentence's "<verb> by <Name>", and whether it names another.

    ``None`` when every relation of the sentence is stated with the same agent in the passage (or
    the agent's name stands right beside the verb, as in "Holmes, who founded").
    """
    if not claimed:
        return None
    stated = relations(passage)
    for relation in claimed:
        # Not one the sentence itself gives another agent of: "X gave ..., and Y gave the same sum".
        same_kind = [
            r
            for r, _tokens in stated
            if r.kind == relation.kind
            and not any(o is not relation and o.kind == r.kind and r.same_agent(o) for o in claimed)
        ]
        # The statement of the relation about the sentence's own other party decides: "the British
        # inquiry was led by Lord Mersey" answers "the British inquiry was led by Smith", even
        # though "an American inquiry was led by Smith" stands beside it.
        fits = [len(r.patient & relation.patient) for r in same_kind]
        best = max(fits, default=0)
        if best:
            same_kind = [r for r, fit in zip(same_kind, fits, strict=True) if fit == best]
        elif relation.kind == "held at":
            same_kind = []  # a place is only another's for the same event ("the Summer Contest")
        if any(r.same_agent(relation) for r in same_kind):
            continue
        others = sorted({name for r in same_kind for name in r.agent})
        role, by = (
            ("recipient", "to")
            if relation.kind.endswith(" to")
            else ("place", "at")
            if relation.kind == "held at"
            else ("agent", "by")
        )
        if others:
            return (
                f"the evidence names {', '.join(others)} as the {role}, not {', '.join(sorted(relation.agent))}",
                True,
            )
        if not _agent_beside_verb(relation, passage):
            said = "it was held" if relation.kind == "held at" else f"the {relation.kind} relation is"
            return f"the evidence does not say {said} {by} {', '.join(sorted(relation.agent))}", False
    return None


def _agent_beside_verb(relation: Relation, passage: str) -> bool:
    kind = relation.kind.removesuffix(" to")
    sited = _SITED | {"place"} if kind == "held at" else frozenset()
    for tokens in _sentences(passage):
        for i, token in enumerate(tokens):
            if (
                kind in (RELATION_OF.get(token.norm), _AGENT_NOUNS.get(token.norm), token.stem)
                or token.norm in sited
            ):
                near = tokens[max(0, i - 4) : i + 1 + 2 + _GAP]
                if any(t.stem in relation.agent for t in near):
                    return True
    return False
