"""The desktop app (PySide6): windows, dialogs and widgets."""
