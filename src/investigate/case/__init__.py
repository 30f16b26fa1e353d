"""The case repository: layout, atomic writes, lock, state, git history."""
