"""Tables of rows from CSV and spreadsheet files: :mod:`~wordmastermind.files.tables.grid`
reads a file, :mod:`~wordmastermind.files.tables.rows` finds its header and rows."""
