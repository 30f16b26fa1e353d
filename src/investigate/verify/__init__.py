"""verify-claims: parse cited sentences and check them against captured evidence."""
