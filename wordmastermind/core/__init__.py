"""The rules of the games: typed, with no Qt, no pandas and no file I/O.

Everything here takes its parameters as arguments and raises a subclass of
:class:`~wordmastermind.core.errors.RuleError` (a ``ValueError``) for input
that the rules do not allow.
"""
