"""Woordspel: its game file and GCG records."""
