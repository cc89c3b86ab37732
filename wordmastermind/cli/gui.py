"""``gui``: the desktop app, opened from the command line."""

from __future__ import annotations

import argparse


def cmd_gui(args: argparse.Namespace) -> None:
    from wordmastermind.gui.app import main as gui_main  # Qt only when asked for

    code = gui_main([str(args.game)] if args.game else [])
    if code:
        raise SystemExit(code)
