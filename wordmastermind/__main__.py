"""``python -m wordmastermind`` runs the command line."""

from wordmastermind.cli import main

main()
