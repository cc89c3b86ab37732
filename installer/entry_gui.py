"""What the frozen wordmastermind-gui runs (PyInstaller's entry script)."""

import sys

if sys.argv[1:2] == ["--build-word-lists"]:  # wordmastermind/files/lexicon_build.py
    from wordmastermind.files.lexicon_build import main as build_word_lists

    raise SystemExit(build_word_lists(sys.argv[2:]))

from wordmastermind.gui.app import main  # noqa: E402

raise SystemExit(main())
