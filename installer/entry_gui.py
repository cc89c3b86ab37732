"""What the frozen wordmastermind-gui runs (PyInstaller's entry script).

Started with ``--read-worker`` it is the worker process that reads a file
for an import (see wordmastermind/gui/read_worker.py), without the window.
"""

import sys

if sys.argv[1:2] == ["--build-word-lists"]:  # wordmastermind/files/lexicon_build.py
    from wordmastermind.files.lexicon_build import main as build_word_lists

    raise SystemExit(build_word_lists(sys.argv[2:]))

if sys.argv[1:2] == ["--read-worker"]:
    from wordmastermind.gui.read_worker import main as read_worker

    raise SystemExit(read_worker())

from wordmastermind.gui.app import main  # noqa: E402

raise SystemExit(main())
