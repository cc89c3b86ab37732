"""What the frozen wordmastermind-gui runs (PyInstaller's entry script)."""

from wordmastermind.gui.app import main

raise SystemExit(main())
