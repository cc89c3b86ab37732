"""The RONDO tab: a score sheet for the Dutch card word game."""
