"""Word positions that decide meaning: opposite verdict words and who did what ("owned by X").

Two checks that a bag of words cannot make. A passage may hold both "convicted" and "acquitted";
what counts is which of them governs the words the sentence attaches to its verdict word. And a
passage may name BP and say "owned by": what counts is who fills the "by" slot.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from investigate.verify.tokens import MONTHS, STOPWORDS, WEEKDAYS, Token, is_content, stem, tokenize, words

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
]
OPPOSITES: dict[str, frozenset[str]] = {}
for _pro, _con in _OPPOSITE_GROUPS:
    _pros, _cons = {stem(w) for w in words(_pro)}, {stem(w) for w in words(_con)}
    for _word in _pros:
        OPPOSITES[_word] = OPPOSITES.get(_word, frozenset()) | _cons
    for _word in _cons:
        OPPOSITES[_word] = OPPOSITES.get(_word, frozenset()) | _pros
SLOT_SPAN = 10  # how many tokens on each side of a verdict word make up its slot
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'(])|\n+")


def _sentences(text: str) -> list[list[Token]]:
    return [tokenize(part) for part in _SENTENCE.split(text) if part.strip()]


def _slot(tokens: list[Token], at: int) -> tuple[set[str], set[str]]:
    """Content stems after and before token ``at``, up to the next/previous verdict word."""
    after: set[str] = set()
    for token in tokens[at + 1 : at + 1 + SLOT_SPAN]:
        if token.stem in OPPOSITES:
            break
        if is_content(token.norm):
            after.add(token.stem)
    before: set[str] = set()
    for token in reversed(tokens[max(0, at - SLOT_SPAN) : at]):
        if token.stem in OPPOSITES:
            # The words since the previous verdict word are its object ("convicted Holmes on four
            # counts ... and acquitted her"), not this one's subject.
            return after, set()
        if is_content(token.norm):
            before.add(token.stem)
    return after, before


def opposite_in_slot(
    claim_text: str, claim_stems: frozenset[str], passage: str, passage_stems: frozenset[str]
) -> str | None:
    """``"said/opposite"`` when the passage puts an opposite word where the sentence puts its own.

    For each verdict word of the sentence, every occurrence of it and of its opposites in the
    passage is scored by how many of the sentence's words around it are around the occurrence
    (words after it first: "acquitted her on four counts related to patients" beats "convicted
    Holmes on four counts of defrauding investors" for "convicted Holmes on four counts related to
    patients"; words before it break ties). The best-placed occurrence decides.
    """
    candidates = [s for s in claim_stems if s in OPPOSITES and OPPOSITES[s] & passage_stems]
    if not candidates:
        return None
    claim_tokens = [token for sentence in _sentences(claim_text) for token in sentence]
    evidence = _sentences(passage)
    for said in candidates:
        opposites = OPPOSITES[said]
        if said not in passage_stems:
            return f"{said}/{sorted(opposites & passage_stems)[0]}"
        positions = [i for i, token in enumerate(claim_tokens) if token.stem == said]
        claim_after, claim_before = _slot(claim_tokens, positions[0]) if positions else (set(), set())
        best_same: tuple[int, int] = (-1, -1)
        best_opposite: tuple[int, int] = (-1, -1)
        opposite_word = ""
        for tokens in evidence:
            for i, token in enumerate(tokens):
                if token.stem != said and token.stem not in opposites:
                    continue
                after, before = _slot(tokens, i)
                fit = (len(after & claim_after), len(before & claim_before))
                if token.stem == said:
                    best_same = max(best_same, fit)
                elif fit > best_opposite:
                    best_opposite, opposite_word = fit, token.stem
        if best_opposite > best_same:
            return f"{said}/{opposite_word}"
    return None


# Verbs that name who owns, made or runs something, by the relation they state.
_RELATIONS = {
    "own": "owned owns", "found": "founded founds cofounded", "lead": "led leads headed heads chaired",
    "acquire": "acquired acquires bought buys purchased", "fund": "funded funds financed backed sponsored",
    "operate": "operated operates run runs ran managed manages controlled controls",
    "write": "written wrote writes authored", "build": "built builds constructed manufactured made",
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
_CONNECTORS = frozenset({"and", "of", "&", "de", "von", "van"})
_ARTICLES = frozenset({"the", "a", "an", "its", "their"})
_GAP = 3  # tokens allowed between a relation verb and its "by" ("founded in 2003 by")


@dataclass(frozen=True)
class Relation:
    """One "<verb> by <Name>" or "<Name> <verb>" statement: the relation and the agent's name stems."""

    kind: str
    agent: frozenset[str]
    at: int  # token position of the verb in its sentence


def _is_name(token: Token, position: int) -> bool:
    return (
        token.capitalised
        and token.norm not in STOPWORDS
        and token.norm not in MONTHS
        and token.norm not in WEEKDAYS
        and not token.norm.isdigit()
        and (position > 0 or len(token.norm) > 1)
    )


def _name_run(tokens: list[Token], start: int) -> frozenset[str]:
    """Stems of the name starting at ``start`` ("Transocean", "Elizabeth Holmes", "Johnson and Johnson")."""
    run: list[str] = []
    i = start
    while i < len(tokens):
        token = tokens[i]
        if _is_name(token, i):
            run.append(token.stem)
        elif token.norm in _CONNECTORS and run and i + 1 < len(tokens) and _is_name(tokens[i + 1], i + 1):
            pass
        else:
            break
        i += 1
    return frozenset(run)


def relations(text: str) -> list[tuple[Relation, list[Token]]]:
    """Every relation with a named agent in ``text``, with the tokens of its sentence."""
    found: list[tuple[Relation, list[Token]]] = []
    for tokens in _sentences(text):
        for i, token in enumerate(tokens):
            kind = RELATION_OF.get(token.norm)
            if kind is None:
                continue
            agent: frozenset[str] = frozenset()
            for j in range(i + 1, min(i + 2 + _GAP, len(tokens))):
                if tokens[j].norm == "by":
                    k = j + 1
                    while k < len(tokens) and tokens[k].norm in _ARTICLES:
                        k += 1
                    agent = _name_run(tokens, k) if k < len(tokens) else frozenset()
                    break
                if tokens[j].norm in RELATION_OF:
                    break
            if not agent and i > 0 and _is_name(tokens[i - 1], i - 1):
                j = i - 1
                while j > 0 and (_is_name(tokens[j - 1], j - 1) or tokens[j - 1].norm in _CONNECTORS):
                    j -= 1
                agent = _name_run(tokens, j)
            if agent:
                found.append((Relation(kind, agent, i), tokens))
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
        same_kind = [r for r, _tokens in stated if r.kind == relation.kind]
        if any(r.agent & relation.agent for r in same_kind):
            continue
        others = sorted({name for r in same_kind for name in r.agent})
        if others:
            return (
                f"the evidence names {', '.join(others)} as the agent, not {', '.join(sorted(relation.agent))}",
                True,
            )
        if not _agent_beside_verb(relation, passage):
            return (
                f"the evidence does not say the {relation.kind} relation is by {', '.join(sorted(relation.agent))}",
                False,
            )
    return None


def _agent_beside_verb(relation: Relation, passage: str) -> bool:
    for tokens in _sentences(passage):
        for i, token in enumerate(tokens):
            if relation.kind in (RELATION_OF.get(token.norm), _AGENT_NOUNS.get(token.norm)):
                near = tokens[max(0, i - 4) : i + 1 + 2 + _GAP]
                if any(t.stem in relation.agent for t in near):
                    return True
    return False
