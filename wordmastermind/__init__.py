"""wordmastermind: the game master's evaluator for Joes Wörter-MasterMind."""

__version__ = "0.1.0"
