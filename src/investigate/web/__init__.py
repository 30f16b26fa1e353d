"""Web research: the URL guard, fetching and extraction, search providers and the local corpus."""
