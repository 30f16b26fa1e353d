"""The command line: one module per command group, argument handling and output only."""
