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
    "receipt.already": "Your mail of {date} is in: these guesses count for round {round}:",
    "receipt.refused": "Your mail of {date} was not taken, none of its guesses count: {reason}.",
    "receipt.refused_more": "Please send all your guesses for round {round} again, corrected.",
    "receipt.empty": "Your mail of {date} holds no guess for round {round}. Write one a line, as \"Name: "
                     "WORD\".",
    "receipt.late": "Your mail of {date} came after the deadline of round {round} ({deadline}) and was not "
                    "taken.",
    "receipt.early": "Your mail of {date} came before round {round} opened and was not taken.",
    "receipt.left": "Your mail of {date} was not taken by the game master.",
    "receipt.stale": "Your mail of {date} was not taken for round {round}: {reason}.",
    "receipt.not_taken": "Lines not taken:",
    "receipt.line": "line {number}: {text}  ({reason})",
    "receipt.none_count": "Your mail of {date} is in, but none of its guesses counts for round {round}.",
    "receipt.marked_head": "These guesses were taken but score nothing:",
    "receipt.marked": "{target}: {word}  ({reason})",
    "receipt.marked_more": "To correct them, send all your guesses for round {round} again.",
    "receipt.others": "Your other mails of round {round} do not count:",
    "receipt.other_superseded": "mail of {date}: a later mail of yours counts",
    "receipt.other_late": "mail of {date}: after the deadline ({deadline})",
    "receipt.other_early": "mail of {date}: before round {round} opened",
    "receipt.other_left": "mail of {date}: not taken by the game master",
    "receipt.other_stale": "mail of {date}: {reason}",
    "receipt.bye": "Best wishes,\nYour game master",  # as the round's mail and the correction end
    "receipt.remind_subject": "{title}: your guesses for round {round}, please",
    "receipt.remind": "We have no guesses from you for round {round} yet.",
    "receipt.remind_deadline": "The deadline is {deadline}.",
    "receipt.remind_how": "Answer this mail with one guess a line, as \"Name: WORD\".",
})
