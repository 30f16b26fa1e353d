"""Whether the evidence says the sentence's words in the sentence's order: near-verbatim support.

Every content word of "The Mine Safety Inspectorate fined Redwater Copper $1.15 million" is in
"a $1.15 million penalty imposed by the Mine Safety Inspectorate on Korvane Minerals, which owns
70% of Redwater Copper", yet the evidence says something else. Word coverage cannot tell the two
apart and no rule about one kind of relation catches them all, so VERIFIED also needs most of the
sentence's weight said in order: each clause of the sentence matched, word after word, inside one
evidence sentence, with few words between matches and no other name among them. A rewording the
matcher cannot prove is left to the model judge rather than called verified.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from investigate.verify.names import PAST_TENSES, is_possessive
from investigate.verify.tokens import (
    MONTHS,
    STOPWORDS,
    TITLES,
    WEEKDAYS,
    Token,
    is_content,
    tokenize,
    words,
)

# The share of the sentence's weight that must be said in order for VERIFIED.
ORDERED_SHARE = 0.7
# At most this many evidence words between two matched words of one clause.
MAX_GAP = 6
# Where a sentence's clauses part: the words of one clause are matched in order, each clause on
# its own (they may be said in two evidence sentences, or in either order). Commas do not part
# clauses: "Gillian Moss, the former finance director," must be said together.
_CLAUSE_WORDS = words("and but while whereas which who whose after before when although because since yet")
_CLAUSE_MARKS = re.compile(r"[;:—–]")
_MARKS = re.compile(r"[,;:()\[\]—–\"“”]")  # any mark that parts a run of names
# Lower-case words that may stand inside a name ("Office for Police Standards").
_CONNECTORS = words("and of for the")
# Capitalised words that name nobody: titles, months, days, and any word opening a sentence
# that is a stopword ("The", "A").
_NOT_NAMES = TITLES | STOPWORDS | frozenset(MONTHS) | WEEKDAYS


@dataclass(frozen=True)
class Word:
    """One content word of the sentence: its stem and its weight (rarer words weigh more)."""

    stem: str
    weight: float
    figure: bool = False  # part of a number or date, which the figure comparison places
    name: int = -1  # which run of capitalised words (a name) it belongs to, if any
    acronym: bool = False  # written in capitals ("FTC"); its stem is then the word itself
    # Its part in a passive clause (see ``_passive_roles``; ``_NO_AGENT`` where it has no agent the
    # reader can place), or 0.
    role: int = 0


@dataclass(frozen=True)
class Said:
    """One evidence sentence as the in-order check reads it."""

    stems: list[str]
    capitals: list[bool]
    acronyms: frozenset[str]  # words it writes in capitals ("ftc")
    # The same words with a passive clause put in the active voice ("Acme was acquired by Globex
    # Corporation" read as "Globex Corporation acquired Acme"), where it has one.
    active: tuple[list[str], list[bool]] | None = None


def said(stems: Sequence[str], raws: Sequence[str], breaks: Sequence[bool] = ()) -> Said:
    """An evidence sentence from its tokens' stems and written forms (``breaks``: whether a comma,
    bracket or other mark stands before each token)."""
    capitals = [raw[:1].isupper() for raw in raws]
    upper = [_is_acronym(raw) for raw in raws]
    own = [raw.lower() if up else s for s, raw, up in zip(stems, raws, upper, strict=True)]
    roles = _passive_roles([raw.lower() for raw in raws], capitals, breaks) if may_be_passive(raws) else None
    active = None
    if roles is not None:
        order = _active_order(range(len(own)), roles)
        active = ([own[i] for i in order], [capitals[i] for i in order])
    return Said(own, capitals, frozenset(w for w, up in zip(own, upper, strict=True) if up), active)


# A passive clause's parts, in the order the active voice says them: the words before its subject,
# its agent ("by Globex Corporation"), its participle, its subject, the words between participle
# and agent, the rest. The auxiliary and "by" (0) are left out.
_BEFORE, _AGENT, _PARTICIPLE, _SUBJECT, _MIDDLE, _REST = 1, 2, 3, 4, 5, 6
_NO_AGENT = -1  # a word of a passive clause with no agent the reader places: read as written only
_PASSIVE_AUXILIARIES = words("was were been being is are be")
# Irregular participles: the past tenses that are participles too, and those that are not past tenses.
_IRREGULAR_PARTICIPLES = PAST_TENSES | words(
    "given taken seen shown known written chosen driven beaten overseen undertaken withdrawn drawn run read spread"
)
_AGENT_REACH = 4  # words between the participle and "by"
_SUBJECT_REACH = 4  # words of a subject that is no name ("the new plant")
_DETERMINERS = words("the a an its their his her this these that those")
_NAME_JOINS = words("of for the")  # "Office for Police Standards", "Bank of England"
_PREPOSITIONS = words("in on at for from with to of during after before under over between")
_OR = words("and or")


def _participle(raw: str) -> bool:
    return raw.endswith("ed") or raw in _IRREGULAR_PARTICIPLES


def _participle_after(raws: Sequence[str], aux: int) -> int:
    """Where the participle a passive auxiliary at ``aux`` takes stands ("was built", "were quietly
    sold"), or -1."""
    if raws[aux] not in _PASSIVE_AUXILIARIES or aux + 1 >= len(raws):
        return -1
    verb = aux + 2 if raws[aux + 1].endswith("ly") and aux + 2 < len(raws) else aux + 1
    return verb if _participle(raws[verb]) else -1


def _passive_roles(
    raws: Sequence[str], capitals: Sequence[bool], breaks: Sequence[bool] = ()
) -> list[int] | None:
    """The role of each token (written forms, lower case) if they hold a passive clause with an
    agent named or described ("by the regulator") and a subject of its own ("Acme Robotics was
    acquired by Globex Corporation for $1.4 billion"), else None. Not "which was founded by
    Initech" (no subject), "sued in a case backed by Globex" (the agent of another verb), "fined by
    Ofcom, Reuters reported" (the run of names ends at the comma) or "acquired by Globex's parent"
    (no name)."""
    high = len(raws)
    marked = [bool(breaks[k]) if k < len(breaks) else False for k in range(high)]

    def joined(k: int) -> bool:
        # Token k continues the name before it: a capital (or "of", "for", "the" before one) with no
        # mark between, after no possessive.
        if marked[k] or is_possessive(raws[k - 1]):
            return False
        return capitals[k] or (
            raws[k] in _NAME_JOINS and k + 1 < high and capitals[k + 1] and not marked[k + 1]
        )

    for aux in range(1, high - 1):
        verb = _participle_after(raws, aux)
        if verb < 0:
            continue
        by = -1
        for k in range(verb + 1, min(high, verb + 2 + _AGENT_REACH)):
            if marked[k] or raws[k] in _CLAUSE_WORDS or _participle(raws[k]):
                break  # "sued in a case backed by Globex": the "by" is another verb's
            if raws[k] == "by":
                by = k
                break
        if by < 0 or by + 1 >= high:
            continue
        start = by + 1 + (raws[by + 1] == "the")
        if start < high and not capitals[start] and raws[by + 1] in _DETERMINERS and not marked[by + 1]:
            # "by the regulator", "by its auditors": a few words from a determiner, to the next
            # preposition, mark or clause
            start, end = by + 1, by + 2
            while (
                end < high
                and end - start <= _SUBJECT_REACH
                and not marked[end]
                and raws[end] not in _PREPOSITIONS | _CLAUSE_WORDS | _OR
                and not _participle(raws[end])
                and not capitals[end]
            ):
                end += 1
            if end < high and capitals[end] and not marked[end]:
                end = _name_end(end + 1, high, joined)  # "by the hedge fund billionaire Robert Mercer"
        elif start >= high or not capitals[start] or marked[start]:
            return None  # "charged with manslaughter by negligence": no agent named or described
        else:
            end = _name_end(start + 1, high, joined)
        if (
            end + 1 < high
            and raws[end] == "and"
            and capitals[start]
            and capitals[end + 1]
            and not marked[end + 1]
        ):
            # "by Maria Lopez and Daniel Kim in Austin": two agents, where no verb follows the
            # second name ("by Ofcom and Initech paid the penalty" is another clause)
            after = _name_end(end + 2, high, joined)
            if after == high or marked[after] or raws[after] in _PREPOSITIONS:
                end = after
        if is_possessive(raws[end - 1]):
            return None  # "acquired by Globex's parent": the agent is no name
        # The subject stands right before the auxiliary: a name ("Acme Robotics"), or a few words
        # from a determiner ("the new plant"); words before it keep their place.
        opening = aux - 1
        if capitals[opening]:
            while opening > 0 and joined(opening):
                opening -= 1
        else:
            opening = next(
                (k for k in range(aux - 1, max(-1, aux - 1 - _SUBJECT_REACH), -1) if raws[k] in _DETERMINERS),
                -1,
            )
            if opening < 0 or any(marked[k] or raws[k] in _CLAUSE_WORDS for k in range(opening + 1, aux)):
                return None
        if raws[opening] in _CLAUSE_WORDS or marked[aux]:
            return None  # "which was founded by": the subject is in another clause
        roles = [_BEFORE] * opening + [_SUBJECT] * (aux - opening) + [0] * (verb - aux) + [_PARTICIPLE]
        roles += [_MIDDLE] * (by - verb - 1) + [0] * (start - by) + [_AGENT] * (end - start)
        return roles + [_REST] * (high - end)
    return None


def _name_end(end: int, high: int, joined: Callable[[int], bool]) -> int:
    """Where the run of names that goes on to ``end`` ends."""
    while end < high and joined(end):
        end += 1
    return end


def _passive_voice(raws: Sequence[str]) -> bool:
    """True if the tokens (written forms, lower case) hold an auxiliary and a participle: "was
    built", "were quietly sold"."""
    return any(_participle_after(raws, aux) >= 0 for aux in range(len(raws)))


def _active_order(indices: Sequence[int], roles: Sequence[int]) -> list[int]:
    """``indices`` reordered by their roles (the auxiliary and "by", role 0, left out)."""
    return [i for _, i in sorted((r, i) for r, i in zip(roles, indices, strict=True) if r)]


def may_be_passive(raws: Sequence[str]) -> bool:
    """True if the written tokens hold an auxiliary of the passive ("was", "been" ...)."""
    return any(raw.lower() in _PASSIVE_AUXILIARIES for raw in raws)


def parted(between: str) -> bool:
    """True if the text between two tokens holds a mark that parts a run of names (a comma, a
    bracket, a dash, a quotation mark)."""
    return not between.isspace() and bool(_MARKS.search(between))


def _is_acronym(raw: str) -> bool:
    return len(raw) > 1 and raw.isalpha() and raw.isupper()


def clauses(
    text: str,
    weight: Callable[[str], float],
    figures: Sequence[tuple[int, int]] = (),
    tokens: Sequence[Token] | None = None,
) -> list[list[Word]]:
    """The sentence's content words in order, grouped by clause; ``figures``: spans of its figures,
    ``tokens``: its tokens if already made."""
    found: list[list[Word]] = [[]]
    # Every token of each clause: written (lower case), capitalised, after a mark, and the index of
    # its word in the clause (-1: no content word); kept only for a sentence that may be passive.
    spoken: list[list[tuple[str, bool, bool, int]]] = [[]]
    every = tokenize(text) if tokens is None else tokens
    voiced = any(token.norm in _PASSIVE_AUXILIARIES for token in every)
    previous = 0
    run, runs = -1, 0  # the current run of capitalised words (-1: none), and how many began
    for token in every:
        between = text[previous : token.start]
        if (_CLAUSE_MARKS.search(between) or token.norm in _CLAUSE_WORDS) and found[-1]:
            found.append([])
            spoken.append([])
        if voiced:
            written = text[token.start : token.end].lower()
            at = len(found[-1]) if is_content(token.norm) else -1
            spoken[-1].append((written, token.capitalised, parted(between), at))
        previous = token.end
        raw = text[token.start : token.end]
        # Runs of capitalised words ("Federal Trade Commission") may stand for an acronym.
        figure = token.norm in MONTHS or any(a <= token.start < b for a, b in figures)
        # "Seventy-two" opening a sentence, or "June", is a figure, not a name.
        named = token.capitalised and is_content(token.norm) and not token.norm[:1].isdigit() and not figure
        if named and (run < 0 or "," in between or _CLAUSE_MARKS.search(between)):
            run, runs = runs, runs + 1
        elif not named and token.norm not in _CONNECTORS:
            run = -1
        if is_content(token.norm):
            acronym = _is_acronym(raw)
            own = raw.lower() if acronym else token.stem
            found[-1].append(Word(own, weight(token.stem), figure, run if named else -1, acronym))
    for clause, said_in in zip(found, spoken, strict=True) if voiced else ():
        raws = [t[0] for t in said_in]
        roles = _passive_roles(raws, [t[1] for t in said_in], [t[2] for t in said_in])
        if roles is None and _passive_voice(raws):
            roles = [_NO_AGENT] * len(raws)  # "The plant was built in 2019": passive all the same
        if roles is not None:
            for (*_, at), role in zip(said_in, roles, strict=True):
                if at >= 0:
                    clause[at] = replace(clause[at], role=role)
    return [clause for clause in found if clause]


@dataclass(frozen=True)
class Ordering:
    """How much of the sentence the evidence says in its order, and what of it is not said so."""

    share: float  # of the sentence's weight
    said: frozenset[str]  # the stems matched in order
    names: frozenset[str]  # the sentence's names (stems, or acronyms), none skipped

    def unsaid(self, acts: frozenset[str]) -> list[str]:
        """The sentence's names and ``acts`` (its past-tense verbs) not among the words said in order."""
        return sorted((acts | self.names) - self.said)

    def holds(self, acts: frozenset[str]) -> bool:
        """True when enough is said in order, every name and act among it, for VERIFIED."""
        return self.share >= ORDERED_SHARE and not self.unsaid(acts)


def ordered_share(
    sentence: list[list[Word]],
    evidence: Sequence[Said],
    skipped: frozenset[str] = frozenset(),
) -> Ordering:
    """How much of the sentence's weight the evidence sentences given say in its order.

    Words in ``skipped`` (names the source gave earlier and the passage refers back to) count
    neither way. A name is matched with its acronym either way round.
    """
    acronyms = {w.stem for clause in sentence for w in clause if w.acronym}
    for one in evidence:
        acronyms |= one.acronyms
    words = [_abbreviate(clause, acronyms) for clause in sentence]
    # The passive sentences as written first, so that a clause in the active voice skips them.
    evidence = sorted(evidence, key=lambda one: one.active is None)
    passive = sum(one.active is not None for one in evidence)
    plain = [_collapse(one, acronyms) for one in evidence]
    written = plain + [_collapse(Said(*one.active, one.acronyms), acronyms) for one in evidence if one.active]
    own = {word.stem for clause in words for word in clause}
    if skipped and any(_named_first(stems, capitals, own) for stems, capitals in plain):
        # "the company paid" may refer back to a name given earlier; a passage that names someone
        # else first ("Rachel Amadi-Shore, the finance director, told the SFA") speaks of them.
        skipped = frozenset()
    if skipped:
        # A name is referred back to whole or not at all: "Halvern Energy Retail" in the passage
        # says "Halvern" of another company than the sentence's "Halvern Group".
        whole = _share(words, written, frozenset(), True, passive=passive).said
        runs: dict[int, set[str]] = {}
        for clause in words:
            for word in clause:
                if word.name >= 0:
                    runs.setdefault(word.name, set()).add(word.stem)
        # Said whole in an earlier sentence of the passage, it is referred back to all the same.
        skipped = skipped - {
            stem_ for run in runs.values() if run & whole and not run <= whole for stem_ in run
        }
    # Figures are placed by the figure comparison; a date put first ("On 21 October 2022,
    # Meridia disclosed") is no rewording of what was done. They count when said in order, and
    # a figure said elsewhere ("Seventy-two people died" after the sentence giving the date)
    # is left out rather than held against the words said with it.
    return max(
        _share(words, written, skipped, True, passive=passive),
        _share(words, written, skipped, False, figures_if_said=True, passive=passive),
        key=lambda o: o.share,
    )


def _abbreviate(clause: list[Word], acronyms: set[str]) -> list[Word]:
    """The clause with each name run whose initials are a known acronym made that one word."""
    out: list[Word] = []
    i = 0
    while i < len(clause):
        word = clause[i]
        j = i
        while j + 1 < len(clause) and word.name >= 0 and clause[j + 1].name == word.name:
            j += 1
        letters = "".join(w.stem[0] for w in clause[i : j + 1])
        if j > i and letters in acronyms:
            out.append(Word(letters, sum(w.weight for w in clause[i : j + 1]), acronym=True))
        else:
            out.extend(clause[i : j + 1])
        i = j + 1
    return out


def _collapse(one: Said, acronyms: set[str]) -> tuple[list[str], list[bool]]:
    """The evidence sentence with each spelled-out name of a known acronym made that one word."""
    stems, capitals = one.stems, one.capitals
    out_stems: list[str] = []
    out_caps: list[bool] = []
    i = 0
    while i < len(stems):
        end, letters, k = -1, "", i
        while k < len(stems) and capitals[k] and stems[k] not in _CONNECTORS:
            letters += stems[k][0]
            if len(letters) > 1 and letters in acronyms:
                end = k
            k += 1
            if k + 1 < len(stems) and stems[k] in _CONNECTORS and capitals[k + 1]:
                k += 1
        if end > i:
            out_stems.append("".join(stems[m][0] for m in range(i, end + 1) if stems[m] not in _CONNECTORS))
            out_caps.append(True)
            i = end + 1
        else:
            out_stems.append(stems[i])
            out_caps.append(capitals[i])
            i += 1
    return out_stems, out_caps


def _share(
    sentence: list[list[Word]],
    evidence: Sequence[tuple[list[str], list[bool]]],
    skipped: frozenset[str],
    without_figures: bool,
    figures_if_said: bool = False,
    passive: int = 0,
) -> Ordering:
    """(``passive``: how many of the first evidence sentences are passive as written, each read in
    the active voice further on.)"""
    own = {word.stem for clause in sentence for word in clause}
    kept = [
        [w for w in clause if w.stem not in skipped and not (without_figures and w.figure)]
        for clause in sentence
    ]
    total = sum(word.weight for clause in kept for word in clause)
    names = frozenset(w.stem for clause in kept for w in clause if w.name >= 0 or w.acronym)
    if total <= 0:
        return Ordering(1.0, frozenset(), names)
    weight = 0.0
    said: set[str] = set()
    for clause, whole in zip(kept, sentence, strict=True):
        if clause:
            # A clause in the active voice is not said by a passive one in its order ("Acme fined
            # Ofcom" by "Acme was fined by Ofcom"), only by that one read in the active voice.
            voiced = any(w.role for w in whole)
            readings = [(clause, 0 if voiced else passive)]
            # (Not where its subject is a name referred back to, which counts neither way: the
            # active order would leave the act's object unsaid, "the IRC fined Pulsewell".)
            if any(w.role > 0 for w in clause) and not any(
                w.role == _SUBJECT and w.stem in skipped for w in whole
            ):
                # "Acme Robotics was acquired by Globex Corporation" is said by "Globex Corporation
                # acquired Acme Robotics": the active order is read too.
                order = _active_order(range(len(clause)), [max(w.role, 0) for w in clause])
                readings.append(([clause[i] for i in order], passive))
            best = max(
                (
                    _in_order(reading, stems, capitals, own)
                    for reading, first in readings
                    for stems, capitals in evidence[first:]
                ),
                default=(0.0, ()),
            )
            weight += best[0]
            said.update(best[1])
    if figures_if_said:
        total -= sum(w.weight for clause in kept for w in clause if w.figure and w.stem not in said)
    return Ordering(weight / total if total > 0 else 1.0, frozenset(said), names)


def _in_order(
    clause: list[Word], stems: Sequence[str], capitals: Sequence[bool], own: set[str]
) -> tuple[float, tuple[str, ...]]:
    """The heaviest run of the clause's words found in order in one evidence sentence, and its words."""
    # ending[j]: the best match whose last word sits at evidence position j (weight, its words).
    ending: list[tuple[float, tuple[str, ...]]] = [(0.0, ())] * len(stems)
    best: tuple[float, tuple[str, ...]] = (0.0, ())
    for word in clause:
        update: list[tuple[int, tuple[float, tuple[str, ...]]]] = []
        for j, written in enumerate(stems):
            if written != word.stem:
                continue
            value: tuple[float, tuple[str, ...]] = (word.weight, (word.stem,))
            for k in range(j - 1, max(-1, j - MAX_GAP - 2), -1):
                # A name matched next to another name: the words may be said of different
                # parties ("the Inspectorate on Korvane Minerals, which owns 70% of Redwater").
                # "filed for Chapter 11 bankruptcy" links no name.
                if (capitals[j] or capitals[k]) and _other_name(k, j, stems, capitals, own):
                    break
                before = ending[k]
                if before[0] > 0.0 and before[0] + word.weight > value[0]:
                    value = (before[0] + word.weight, (*before[1], word.stem))
            update.append((j, value))
        for j, value in update:
            if value[0] > ending[j][0]:
                ending[j] = value
            if value[0] > best[0]:
                best = value
    return best


def _other_name(k: int, j: int, stems: Sequence[str], capitals: Sequence[bool], own: set[str]) -> bool:
    """True if a name the sentence lacks stands between positions ``k`` and ``j``.

    Capitalised words joined to either end belong to that end's name ("FTX Trading Ltd. filed",
    "the Income Opportunities Fund"); titles ("Mr") name nobody.
    """
    left = k + 1
    while left < j and capitals[left]:
        left += 1
    right = j - 1
    while right > left and capitals[right]:
        right -= 1
    return any(_names_other(stems[m], capitals[m], own) for m in range(left, right + 1))


def _named_first(stems: Sequence[str], capitals: Sequence[bool], own: set[str]) -> bool:
    """True if the evidence sentence names someone the sentence does not before any of its words."""
    for written, capital in zip(stems, capitals, strict=True):
        if written in own:
            return False
        if _names_other(written, capital, own):
            return True
    return False


def _names_other(written: str, capital: bool, own: set[str]) -> bool:
    """True for a capitalised word that names someone or something the sentence does not."""
    return capital and written not in own and written not in _NOT_NAMES
