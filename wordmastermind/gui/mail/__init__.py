"""Mail to the players: the dialog that saves one .eml file each or sends them by SMTP."""
