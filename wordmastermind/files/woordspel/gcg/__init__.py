"""Woordspel games as GCG files, the standard Scrabble game record: reading
(:mod:`~wordmastermind.files.woordspel.gcg.reading`), writing
(:mod:`~wordmastermind.files.woordspel.gcg.writing`) and the file's scores
checked by Woordspel's rules (:mod:`~wordmastermind.files.woordspel.gcg.rescoring`).
"""
