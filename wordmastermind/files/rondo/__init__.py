"""RONDO: its game file."""
