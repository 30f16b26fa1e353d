"""Evidence capture (Playwright), documents, Wayback and integrity checks."""
