"""PASSWORD: its game file."""
