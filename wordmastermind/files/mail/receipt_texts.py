"""The texts of the receipts and reminders (:mod:`wordmastermind.files.mail.receipts`): English here, German, Dutch and French in the gettext catalogs.

The codes are ``receipt.<key>``; ``tools/update_catalogs.py`` keeps the
catalogs in step. A module of its own, so that the catalogs' list of tables
(``files/i18n.py``) does not import the mail code.
"""

from __future__ import annotations

from wordmastermind.core.messages import Table

RECEIPTS = Table({
    "receipt.receipt_subject": "{title}: your guesses for round {round}",
    "receipt.hello": "Hello {name},",
    "receipt.taken": "Your mail of {date} is in: these guesses count for round {round}:",
    "receipt.already": "Your mail of {date} was in already: these guesses count for round {round}:",
    "receipt.refused": "Your mail of {date} was not taken, none of its guesses count: {reason}.",
    "receipt.refused_more": "Please send all your guesses for round {round} again, corrected.",
    "receipt.empty": "Your mail of {date} holds no guess for round {round}. Write one a line, as \"Name: "
                     "WORD\".",
    "receipt.late": "Your mail of {date} came after the deadline of round {round} ({deadline}) and was not "
                    "taken.",
    "receipt.not_taken": "Lines not taken:",
    "receipt.line": "line {number}: {text}  ({reason})",
    "receipt.superseded": "Your earlier mails of this round do not count: only the latest does.",
    "receipt.bye": "Your game master",
    "receipt.remind_subject": "{title}: your guesses for round {round}, please",
    "receipt.remind": "we have no guesses from you for round {round} yet.",
    "receipt.remind_deadline": "The deadline is {deadline}.",
    "receipt.remind_how": "Answer this mail with one guess a line, as \"Name: WORD\".",
})
