"""``python -m wordmastermind`` runs the command line."""

from wordmastermind.cli.entry import main

main()
