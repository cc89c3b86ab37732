"""The Wörter-MasterMind tab: the game master's evaluator."""
