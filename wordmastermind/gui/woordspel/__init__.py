"""The Woordspel tab: the board, the move entry, the score sheet."""
