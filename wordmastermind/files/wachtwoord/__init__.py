"""Wachtwoord: its game file."""
