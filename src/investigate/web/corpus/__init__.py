"""The local corpus: a folder of documents indexed in SQLite FTS5 and searched with BM25."""
