"""The main window and what belongs to it: menus, file commands, autosave and recovery."""
