"""What the frozen wordmastermind-gui runs (PyInstaller's entry script).

Started with ``--file-worker`` it is the worker process that reads a file
for an import, or makes a report's file for an export (see
wordmastermind/files/file_worker.py), without the window.
"""

import sys

if sys.argv[1:2] == ["--build-word-lists"]:  # wordmastermind/files/lexicon_build.py
    from wordmastermind.files.lexicon_build import main as build_word_lists

    raise SystemExit(build_word_lists(sys.argv[2:]))

if sys.argv[1:2] == ["--file-worker"]:
    from wordmastermind.files.file_worker import main as file_worker

    raise SystemExit(file_worker())

from wordmastermind.gui.app import main  # noqa: E402

raise SystemExit(main())
