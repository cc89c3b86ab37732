"""The PASSWORD tab (BD2 Games): the question log, the turns, the grids, the dice."""
