"""Mail to the players: one message per player, saved as .eml or sent by SMTP.

:mod:`~wordmastermind.files.mail.template` reads and fills in the templates,
:mod:`~wordmastermind.files.mail.message` builds each player's mail and the
.eml files, :mod:`~wordmastermind.files.mail.smtp` sends them and keeps the
SMTP password in the system keyring; :mod:`~wordmastermind.files.mail.errors`
holds what each of them raises.
"""
