"""The Wachtwoord tab: a score sheet for the Dutch *Password* game."""
