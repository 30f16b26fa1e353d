"""Investigation pathways (seed 000): definitions, conditions, classification, scoring, trace and engine."""
