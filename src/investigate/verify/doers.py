"""Who did the sentence's act in the passage, and whether the passage says it was done at all.

"Under its terms the subsidiary agreed to pay a penalty of £129m" holds every word of "Harwell &
Stone plc, the parent company, agreed to pay a £129m penalty" but one: who agreed. Names are
compared elsewhere (names.rival_subjects); this catches a doer the passage describes in lower
case ("the subsidiary", "the federal agency") with a word the sentence never uses.
"""

from __future__ import annotations

from collections.abc import Sequence

from investigate.verify.names import CLAUSE_BREAK, PASSIVE, sentence_tokens
from investigate.verify.quantities import FIGURE_WORDS
from investigate.verify.tokens import Token, is_content, stem, words

# Words that put an act in the future, make it a duty or leave it undone: "must still be
# approved", "should be referred", "is expected to testify", "has yet to".
MODALS = words(
    """must will would should could can shall may might expected yet pending plans planned intends
    intended hopes aims needs awaiting recommended recommends recommend proposed proposes propose
    urged urges suggested suggests due scheduled"""
)
_MODAL_STEMS = frozenset(stem(word) for word in MODALS)
_MODAL_REACH = 4

# Words that may stand between a doer and its verb without being the doer.
# ("also", "then" and most "-ly" words are passed over anyway: not content words, or adverbs.)
_BETWEEN = words("later already still since duly")
# Words that refer back to a doer named earlier: the passage does not name anyone else.
_REFERRING = words("it he she they we who which that this these those its their his her one")


_JOINING = words("and or but nor")


def _doer(part: str, tokens: Sequence[Token], at: int, across_commas: bool = False) -> Token | None:
    """The word that does the verb at ``at``: the nearest content word before it in its clause.

    ``None`` for a passive ("was fined": the word before is what it was done to) and for a verb
    whose doer is said earlier ("was sentenced and ordered to forfeit").
    """
    for i in range(at - 1, -1, -1):
        token = tokens[i]
        if not across_commas and CLAUSE_BREAK.search(part, token.end, tokens[i + 1].start):
            return None
        if token.norm in PASSIVE or token.norm in _JOINING:
            return None
        if token.norm in _REFERRING:
            return token
        if not is_content(token.norm) or token.norm[:1].isdigit():
            continue
        if token.norm in _BETWEEN or (token.norm.endswith("ly") and len(token.norm) > 4):
            continue
        return token
    return None


def rival_doer(
    sentence: str, acts: frozenset[str], sentence_stems: frozenset[str], passage: str
) -> str | None:
    """``"<doer> <verb>"`` when the sentence gives one of its acts to a described doer ("the parent
    company agreed") and every statement of that act in the passage gives it to a doer described
    by a word the sentence does not use ("the subsidiary agreed"); ``None`` otherwise."""
    described: set[str] = set()
    for part, tokens in sentence_tokens(sentence):
        for i, token in enumerate(tokens):
            if token.stem in acts and not token.capitalised:
                doer = _doer(part, tokens, i, across_commas=True)
                # A named doer is compared by names.rival_subjects; "it" or "he" names nobody.
                if doer is not None and not doer.capitalised and doer.norm not in _REFERRING:
                    described.add(token.stem)
    if not described:
        return None
    found: dict[str, list[Token | None]] = {}
    written: dict[str, str] = {}
    for part, tokens in sentence_tokens(passage):
        for i, token in enumerate(tokens):
            if token.stem in described and not token.capitalised:
                found.setdefault(token.stem, []).append(_doer(part, tokens, i))
                written[token.stem] = token.norm
    for act, doers in found.items():
        rivals = [
            doer
            for doer in doers
            if doer is not None
            and not doer.capitalised
            and doer.norm not in _REFERRING
            and doer.stem not in sentence_stems
        ]
        if rivals and len(rivals) == len(doers):
            return f"the passage says the {rivals[0].norm} {written[act]}, not the doer the sentence names"
    return None


def unrealised_act(sentence_stems: frozenset[str], acts: frozenset[str], passage: str) -> str | None:
    """The act the sentence says was done when the passage says it only as a duty, a plan or a
    prospect ("must still be approved by the judge" for "the judge has approved"); ``None``
    otherwise, and always when the sentence itself is modal."""
    if sentence_stems & _MODAL_STEMS:
        return None
    modal: dict[str, bool] = {}  # act -> every statement of it in the passage is modal
    written: dict[str, str] = {}
    for part, tokens in sentence_tokens(passage):
        for i, token in enumerate(tokens):
            if token.stem not in acts or token.capitalised:
                continue
            modal[token.stem] = modal.get(token.stem, True) and _said_modally(part, tokens, i)
            written[token.stem] = token.norm
    for act, always in modal.items():
        if always:
            return f"the passage says {written[act]!r} only as a duty, plan or prospect, not as done"
    return None


def _said_modally(part: str, tokens: Sequence[Token], i: int) -> bool:
    """True where a modal word ("must", "expected to") governs the word at ``i`` in its clause."""
    for j in range(i - 1, max(-1, i - 1 - _MODAL_REACH), -1):
        if CLAUSE_BREAK.search(part, tokens[j].end, tokens[j + 1].start):
            return False
        if tokens[j].norm in MODALS:
            return True
    return False


def detached_act(sentence: str, acts: frozenset[str], passage: str) -> str | None:
    """The act whose complement the passage never says with it: "agreed to testify" against
    "agreed to cooperate with prosecutors. She is expected to testify"; ``None`` otherwise.

    The complement is the first lower-case content word after the act in the sentence; one
    sentence of the passage that says the act must say it too, before or after the act
    ("withdrawals were halted").
    """
    wanted: dict[str, str] = {}
    written: dict[str, str] = {}  # stem -> the word as the sentence writes it
    for part, tokens in sentence_tokens(sentence):
        for i, token in enumerate(tokens):
            if token.stem not in acts or token.capitalised or token.stem in wanted:
                continue
            for j in range(i + 1, min(i + 4, len(tokens))):
                if CLAUSE_BREAK.search(part, tokens[j - 1].end, tokens[j].start):
                    break
                after = tokens[j]
                if is_content(after.norm) and not after.norm[:1].isdigit():
                    if not after.capitalised and after.stem not in acts and after.norm not in FIGURE_WORDS:
                        wanted[token.stem] = after.stem
                        written[token.stem], written[after.stem] = token.norm, after.norm
                    break
    if not wanted:
        return None
    # A modal sentence's act may be said modally with its complement: "is expected to complete its
    # report"; a sentence that says it done is not said by "Its report is expected to be completed".
    modal = any(t.norm in MODALS for _part, tokens in sentence_tokens(sentence) for t in tokens)
    said: dict[str, bool] = {}
    for part, tokens in sentence_tokens(passage):
        stems = {t.stem for t in tokens}
        for i, token in enumerate(tokens):
            complement = wanted.get(token.stem)
            if complement is not None and not token.capitalised:
                together = complement in stems and (modal or not _said_modally(part, tokens, i))
                said[token.stem] = said.get(token.stem, False) or together
    for act, together in said.items():
        if not together:
            return f"the passage does not say {written[act]!r} with {written[wanted[act]]!r}"
    return None


def act_misread(
    sentence: str, acts: frozenset[str], sentence_stems: frozenset[str], passage: str
) -> str | None:
    """Why a passage holding every word of the sentence still does not say its act, or ``None``:
    another doer, only a prospect, or the act's complement said elsewhere."""
    return (
        rival_doer(sentence, acts, sentence_stems, passage)
        or unrealised_act(sentence_stems, acts, passage)
        or detached_act(sentence, acts, passage)
    )
