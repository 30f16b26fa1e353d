"""Words a sentence quotes are verified only of the speaker the source gives them to."""

from __future__ import annotations

from investigate.verify.models import Verdict
from investigate.verify.quotes import misattributed
from tests.verify_support import build_matcher, check_against

STATEMENTS = (
    '7. Statements\nCommissioner Aoife Brennan said: "Users who choose to keep their phone number private '
    "are entitled to expect that choice will be respected. A two-week delay in telling us, and a six-week "
    'delay in telling users, is not acceptable."\n\nDeputy Commissioner Ciarán Doyle, who led the inquiry, '
    'said the decision "sets out clearly what we expect of companies when privacy settings are changed in '
    'a software release."'
)


def test_quoted_words_belong_to_the_speaker_the_source_gives_them_to() -> None:
    wrong = 'Deputy Commissioner Ciarán Doyle said a six-week delay in telling users was "not acceptable".'
    assert misattributed(wrong, STATEMENTS) == (
        "the source gives the words 'not acceptable' to Commissioner Aoife Brennan"
    )
    assert (
        misattributed('Commissioner Aoife Brennan said the delay was "not acceptable".', STATEMENTS) is None
    )
    assert (
        misattributed('Ciarán Doyle said the decision "sets out clearly what we expect".', STATEMENTS) is None
    )
    assert (
        misattributed("Ciarán Doyle said the delay was not acceptable.", STATEMENTS) is None
    )  # nothing quoted


def test_a_quotation_given_to_the_wrong_speaker_is_not_verified() -> None:
    sentence = (
        "Deputy Commissioner Ciarán Doyle said a two-week delay in telling us, and a six-week delay in "
        'telling users, "is not acceptable".'
    )
    result = check_against(STATEMENTS, sentence)
    assert result.verdict is not Verdict.VERIFIED
    assert "Aoife Brennan" in result.reason


def test_a_speaker_named_after_another_s_quote_is_not_its_speaker() -> None:
    # Set 48 #4819: the quote is the chair's; the treasurer, named next, said something else.
    evidence = (
        "Society chair Alasdair Reid said: \"This was never just a business. It's the only place left "
        'where the whole village ends up in the same room."\n\nTreasurer Morag Duncan said 61% of '
        "shareholders lived in the parish. The youngest shareholder is eight."
    )
    result = build_matcher({"Q090": evidence}).check(
        "Treasurer Morag Duncan said the pub was the only place left where the whole village ended up in the same room.",
        ["Q090"],
    )
    assert result.verdict is not Verdict.VERIFIED, result.reason
