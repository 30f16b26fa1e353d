from __future__ import annotations

import pytest

from investigate.verify.sentences import split_sentences


def _split(text: str) -> list[str]:
    return [text[a:b] for a, b in split_sentences(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The U.S. Department of Justice charged him. Dr. Smith agreed.",
            ["The U.S. Department of Justice charged him.", "Dr. Smith agreed."],
        ),
        ("He moved to the U.S. The next day he left.", ["He moved to the U.S.", "The next day he left."]),
        ("Revenue was $3.5 billion in 2022. It fell.", ["Revenue was $3.5 billion in 2022.", "It fell."]),
        ('He said "we are done." Then he left.', ['He said "we are done."', "Then he left."]),
        ('"Why?" she asked. Was it over?', ['"Why?" she asked.', "Was it over?"]),
        (
            "Filed by J. R. Smith on Jan. 5. Mr. Ray agreed.",
            ["Filed by J. R. Smith on Jan. 5.", "Mr. Ray agreed."],
        ),
        ("See No. 5 here. Done.", ["See No. 5 here.", "Done."]),
        ("It was 5 p.m. when he left.", ["It was 5 p.m. when he left."]),
        ("A happened. [S001] [S002] B happened [S003].", ["A happened. [S001] [S002]", "B happened [S003]."]),
        ("Acme Inc. reported losses. It closed.", ["Acme Inc. reported losses.", "It closed."]),
    ],
)
def test_splits_like_a_reader(text: str, expected: list[str]) -> None:
    assert _split(text) == expected


def test_spans_point_into_the_text() -> None:
    text = "  One.   Two!\nThree?  "
    assert [text[a:b] for a, b in split_sentences(text)] == ["One.", "Two!", "Three?"]
