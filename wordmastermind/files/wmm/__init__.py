"""Wörter-MasterMind: its game file, imports and roster exports."""
