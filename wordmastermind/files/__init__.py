"""Reading and writing documents: game files, imports. No rules live here."""
