"""Wörter-MasterMind: the rules, typed and free of Qt and files."""
