"""The command line's ``--help`` in the user's language: our help texts, and argparse's own words.

The English texts are the :data:`HELP` table (codes ``help.COMMAND`` and
``help.COMMAND.OPTION``); :func:`help_text` says one in the language the
environment asks for, through the same gettext catalogs as every message
(``tools/update_catalogs.py``). argparse's own words ("usage: ", "options",
its refusals) are the :data:`ARGPARSE` table, whose English is argparse's
own msgids: :func:`speak_argparse` gives argparse a translation of them
(Python ships none), before the parser is made.
"""

from __future__ import annotations

import argparse
import gettext

from wordmastermind.core.messages import Param, Table

HELP = Table({
    "help.description": "The game master's evaluator for Joes Wörter-MasterMind.",
    "help.epilog": "A game: new, then lot, then guesses for each round; evaluate any time.",
    "help.version": "show program's version number and exit",
    "help.game": "the game file",
    "help.round": "the round",
    "help.json": "print JSON",
    # mark, new, lot, guesses, notes, deadline
    "help.mark": "print the marks of GUESS against SECRET, e.g. ++ooo",
    "help.new": "start a game file from a roster (CSV or XLSX)",
    "help.new.game": "the game file to write (.wmm)",
    "help.new.roster": "columns name and secret; optional email and address",
    "help.new.length": "word length (default 5)",
    "help.new.umlauts": "allow Ä, Ö, Ü and ß in words",
    "help.new.points_only": "the variant that reports points instead of marks",
    "help.new.title": "the game's title (default: the file name)",
    "help.new.language": "the language of the game's reports and mails, not of its words (default: the language"
                         " LANGUAGE, LC_ALL, LC_MESSAGES or LANG asks for, as gettext reads them, if it is one"
                         " of these; else en)",
    "help.new.words": "the language of the secret words and guesses, which the word lists check: de (German"
                      " nouns, as the rules say), nl or fr (default de, whatever the reports' language); a secret"
                      " word the lists do not know is warned of, and the game made all the same",
    "help.new.force": "replace an existing file",
    "help.settings": "show a game's settings, or change them as the app's Game page does",
    "help.settings.about": (
        "Without an option, print the game's settings: its title, word length, umlauts, what the reports show,"
        " their language, the word language and what the mails carry. Each option changes one, as 'new' sets"
        " it, and the lines that changed are printed, old → new. The word length and the umlauts change only"
        " while every secret word and guess of the game fits them; a change refused writes nothing. A word language"
        " whose lists do not know a secret word is set all the same, and each such word is warned of."
    ),
    "help.settings.title": "the game's title (one line)",
    "help.settings.length": "the word length, if every secret word and guess has it",
    "help.settings.umlauts": "allow Ä, Ö, Ü and ß in words; --no-umlauts: A-Z only, if no secret word or guess"
                             " has them",
    "help.settings.points_only": "the variant that reports points (KP) instead of marks; --no-points-only: marks",
    "help.settings.language": "the language of the game's reports and mails, not of its words",
    "help.settings.words": "the language of the secret words and guesses, which the word lists check: de (German"
                           " nouns, as the rules say), nl or fr",
    "help.settings.json": "print JSON: each setting by its name, 'changed' (the names of those changed), 'told'"
                          " (the correction to send, or null) and 'warnings' (each with its 'details'); each"
                          " message with its 'code', 'params' and 'text'",
    "help.settings.attach": "what the players' mails carry unless a player's entry says otherwise: the report as"
                            " pdf, docx or xlsx, or none",
    "help.lot": "draw and record the round-1 assignment by lot",
    "help.lot.seed": "draw from this seed (default: a random one, recorded)",
    "help.lot.redraw": "replace a lot drawn before",
    "help.guesses": "import a round's guesses (CSV or XLSX)",
    "help.guesses.file": "columns guesser, target and word",
    "help.guesses.add": "add the file's guesses to those the round holds (a guess that came late, say)",
    "help.guesses.replace": "the file becomes the whole round, though the round holds guesses the file does not"
                            " (without --add or --replace, such an import is refused, naming them)",
    "help.notes": "set the game master's notes for a round",
    "help.notes.text": "the notes",
    "help.deadline": "set a round's deadline for the guesses by mail: later mails are late for 'inbox'",
    "help.deadline.at": "e.g. 2026-12-01T18:00 (this computer's local time) or 2026-12-01T18:00+01:00",
    "help.deadline.clear": "remove the round's deadline",
    "help.open": "record when a round opened: its guesses by mail are those that arrived since",
    "help.open.about": (
        "A round opens when the report of the round before goes out ('mail' and 'letters' record it; "
        "the lot, for round 1). 'inbox' reads for a round only the mails that arrived after it opened. "
        "Use this when the report went out another way, or to correct the moment."
    ),
    "help.open.at": "when it opened, e.g. 2026-12-02T09:00 (this computer's local time) or "
                    "2026-12-02T09:00+01:00; default: now",
    "help.open.clear": "forget when the round opened ('inbox' then works it out from the mails taken and the deadline)",
    # withdraw and takeover
    "help.withdraw": "a player stops playing after a round: no more guesses, reminders or receipts",
    "help.withdraw.about": (
        "A player withdraws after round N: rounds 1 to N stay as they were; from round N+1 on the player"
        " makes no guess and gets no reminder or receipt. Of the reports, round N's goes to them (it marks"
        " their last guesses) and the final one, by mail or letter; none between. The player's word leaves"
        " the game (the next report reveals it) or stays in play. --undo takes the withdrawal back."
    ),
    "help.withdraw.name": "the player, as the roster names them",
    "help.withdraw.after_round": "the last round the player played",
    "help.withdraw.word": "what becomes of the player's word: it leaves the game, not guessed, and the next"
                          " report reveals it (the default), or it stays in play for the others to guess",
    "help.withdraw.undo": "take the withdrawal back: the player plays on",
    "help.takeover": "a new person plays a player's place on, with the same secret word",
    "help.takeover.about": (
        "A new person takes over a place after round N and plays it from round N+1 on, with its secret word,"
        " points and guesses. The roster entry gets the new name and addresses: mail goes to the new e-mail"
        " address, and mail from the old one is no longer taken; the reports tell the rounds before under"
        " the name they were played under. --undo takes the latest takeover of the place back."
    ),
    "help.takeover.name": "the player whose place is taken over, as the roster names them now",
    "help.takeover.by": "the new player's name",
    "help.takeover.email": "the new player's e-mail address (several separated by commas; mail goes to the first)",
    "help.takeover.address": "the new player's postal address, its lines separated by commas",
    "help.takeover.after_round": "the last round played by the player before (default: the last round entered)",
    "help.takeover.undo": "take the place's latest takeover back: the player before plays it again",
    # player
    "help.player": "show a player's e-mail, address, channel and attachment, or change them as the app's roster"
                   " does",
    "help.player.about": (
        "Without an option, print the player's e-mail addresses, postal address, how they get your post and"
        " what their mails carry. Each option changes one, as the Game page's roster does, and the lines that"
        " changed are printed, old → new. A new e-mail address given in place of the old ones keeps them after"
        " it: mail from them still counts; the same --email again drops them. An address no mail can go to, or"
        " one another player has too, is warned of, and set all the same."
    ),
    "help.player.name": "the player, as the roster names them",
    "help.player.email": "the player's e-mail address (several separated by commas; mail goes to the first);"
                         " '' removes every address",
    "help.player.address": "the player's postal address, its lines separated by commas; '' removes it",
    "help.player.channel": "how the player gets your post: mail, post or both; '' by the addresses known (e-mail"
                           " if there is one, else a letter)",
    "help.player.attachment": "what the player's mails carry: the report as pdf, docx or xlsx, or none; '' the"
                              " game's choice (settings --attach)",
    "help.player.json": "print JSON: 'name', 'email' (a list), 'address' (its lines), 'channel' and 'attachment'"
                        " as entered, 'by_mail', 'by_post' and 'carried' (what the mails carry), 'changed' (the"
                        " names of those changed) and 'warnings' (each with its 'details')",
    # report
    "help.report": "write a report of any saved game: Word, Excel, PDF or text (default: text on screen)",
    "help.report.about": (
        "Write the report of a saved game, in the game's own language unless --language says otherwise."
        " A Wörter-MasterMind game (.wmm) gets the report of one round; a Wachtwoord (.wwd), RONDO"
        " (.rondo), Woordspel (.woordspel, or a .gcg record) or PASSWORD (.password) game gets its"
        " whole score sheet. Without --docx, --xlsx, --pdf or --txt the text is printed."
    ),
    "help.report.game": "the game file: {suffixes}",
    "help.report.round": "the round (.wmm only; default: the last)",
    "help.report.lot": "the lot for round 1 instead of a round (.wmm only): each player's drawn"
                       " players, the word length and the guesses per round; no secret word",
    "help.report.docx": "write the report as Word to F",
    "help.report.xlsx": "write the report as Excel to F",
    "help.report.pdf": "write the report as PDF to F",
    "help.report.txt": "write the report as plain text to F",
    "help.report.overview": "the game master's copy, with every secret, named as the app names it:"
                            " a .wmm round's full overview (file names get '-{overview}'), or a"
                            " Woordspel or PASSWORD copy with the racks or passwords (file names get"
                            " '-{copy}'); Wachtwoord and RONDO have none",
    "help.report.language": "the report's language (default: the game's own; a .gcg record's: en)."
                            " Wörter-MasterMind: en, de, nl or fr (the game's set with 'new --language');"
                            " Wachtwoord, RONDO, Woordspel: en or nl; PASSWORD: en or fr",
    # mail
    "help.mail": "mail every player their round report or the lot (.eml files or SMTP)",
    "help.mail.round": "the round (default: the last)",
    "help.mail.lot": "mail the lot for round 1 instead of a round's report (before round 1, say)",
    "help.mail.attach": "attach the players' report as a file: pdf, docx or xlsx",
    "help.mail.template": "the mail text, with placeholders such as {{name}}, {{round}}, {{total}}, {{report}}",
    "help.mail.subject": "the subject, with the same placeholders",
    "help.mail.language": "the mails' language (default: the game's)",
    "help.mail.only": "only these players (comma-separated), e.g. to retry; a name that is no player's is refused",
    "help.mail.json": "print JSON, for scripts, and nothing else: 'mails' (each player's, with its 'status': sent,"
                      " failed, skipped or written, the 'reason' and the 'file'), 'totals', 'only_again' (the names"
                      " --only sends the failed ones again with) and 'warnings'",
    "help.letters.correction": "with --round N: a correction letter to each postal player for whom round N (or a "
                               "later round that went out) changed since it was sent: their marks, points, total, "
                               "rank, word or next round, or the next round's WF or words in play; saying old → new, "
                               "with the corrected report",
    "help.withdraw.even_if_reported": "withdraw after N even though a later round's report went out: the"
                                      " player's guesses there count nothing then, and a correction tells the"
                                      " players",
    "help.new.skip_line": "leave out line N of the roster file (a sum line under the players, say); may be given"
                           " more than once",
    "help.remind.resend": "by SMTP, remind also the players reminded of this round already (a second reminder):"
                          " without it, they are skipped, so that a run again after a failure reminds nobody twice",
    "help.mail.resend": "by SMTP, send the round's mail (or the lot's) also to the players it went to already:"
                        " without it, they are skipped, so that a run again after a failure sends nobody a"
                        " mail twice",
    "help.mail.again": "with --correction: the latest correction mails of round N on again, from what the players"
                       " were told before them (after they were only written as .eml files to look at, say)",
    "help.letters.again": "with --correction: the latest letters of round N on again, from what the players were"
                          " told before them (correction letters lost, say)",
    "help.mail.correction": "with --round N: a correction to each player for whom round N (or a later round that "
                            "went out) changed since it was sent: their marks, points, total, rank, word or next "
                            "round, or the next round's WF or words in play; saying old → new, with the corrected "
                            "report (attached as --attach says, else as each player's entry or the game asks); "
                            "nobody else gets one",
    "help.send.from": "the sender, e.g. 'Spielleiter <gm@example.org>'",
    "help.send.eml": "write one .eml file per player to DIR",
    "help.send.smtp": "send through this SMTP server",
    "help.send.bcc": "send a blind copy of every mail to this address (yours, say), which no header names;"
                     " only with --smtp: the .eml files of --eml are not changed",
    "help.send.security": "how to protect the SMTP connection (default: starttls)",
    "help.send.user": "the SMTP user name (the password is asked for)",
    "help.send.password_env": "read the SMTP password from this environment variable instead",
    "help.send.keyring": "keep a typed SMTP password in the system keyring",
    # inbox and remind
    "help.letters": "a letter per postal player for a window envelope (PDF): their own guesses, then the report",
    "help.letters.round": "the round (default: the last)",
    "help.letters.lot": "the lot for round 1 instead of a round's report",
    "help.letters.pdf": "all the letters in one PDF, each beginning on a new page",
    "help.letters.docx": "all the letters in one Word document, each beginning on a new page",
    "help.letters.folder": "one PDF per player in this folder instead",
    "help.letters.layout": "the page: DIN 5008 form B (A4, DL or C5/6 envelope; the default) or US Letter for a #10 window envelope",
    "help.letters.duplex": "for printing on both sides: pad every letter to an even number of pages",
    "help.letters.all": "every player with a postal address, not only those without an e-mail address",
    "help.letters.from_address": "the game master's address for the return line, its lines separated by commas",
    "help.letters.place": "the place before the date",
    "help.letters.only": "only these players (comma-separated), whether they have an e-mail address or not;"
                         " a name that is no player's is refused",
    "help.letters.language": "the letters' language (default: the game's)",
    "help.letters.json": "print JSON, for scripts, and nothing else: 'letters' (each player's, with its 'status':"
                         " written or skipped, the 'reason' and the 'file'), 'files', 'totals' and 'warnings'",
    "help.labels": "the postal players' addresses on a sheet of A4 labels (PDF)",
    "help.labels.pdf": "the PDF to write",
    "help.labels.json": "print JSON, for scripts, and nothing else: 'labels' (each player's, with its 'status':"
                        " written or skipped, the 'reason' and the 'file'), 'files', 'totals' and 'warnings'",
    "help.labels.format": "3x8 (Avery/Zweckform L7159, 63.5 x 33.9 mm; the default) or 3x7 (L7160, 63.5 x 38.1 mm)",
    "help.inbox": "a round's guesses from the mailbox (IMAP, read-only): shown, or entered with --apply",
    "help.inbox.about": (
        "Read a round's guesses from the players' mails in an IMAP mailbox, which is opened read-only"
        " and never changed. A mail belongs to the player whose roster address sent it; of several,"
        " the latest counts. One guess a line: 'Gustav: SAHNE', 'Gustav SAHNE' or 'Gustav - SAHNE'."
        " Without --apply it prints what it read and would do, player by player."
    ),
    "help.inbox.imap": "the mailbox's IMAP server",
    "help.inbox.security": "how to protect the IMAP connection (default: ssl on port 993, else starttls)",
    "help.inbox.user": "the mailbox's user name",
    "help.inbox.password_env": "read the IMAP password from this environment variable (default: keyring or prompt)",
    "help.inbox.keyring": "keep a typed IMAP password in the system keyring",
    "help.inbox.folder": "the folder to read (default INBOX)",
    "help.inbox.include_late": "take mails that arrived after the round's deadline too",
    "help.inbox.take": "take this one mail (its Message-ID, as listed) although it came before the round opened "
                       "or after the deadline, or answers a mail of a closed round, the final report or a correction "
                       "sent after the game ended or that ended it; may be given more than once",
    "help.inbox.take_for": "take this mail from an address no player has as NAME's (a player writing from"
                           " another address); may be given more than once",
    "help.inbox.leave": "leave this mail out (the player's latest other mail counts); may be given more than once",
    "help.inbox.good_lines": "take the guesses of this mail although one of its lines cannot be read or a guess "
                             "breaks a rule (that guess goes in marked, as a typed one)",
    "help.inbox.take_suggestions": "take every suggested name (\"Emli: TASCH\" as Emil's)",
    "help.inbox.json": "print the whole intake as JSON, for scripts, with 'receipts' (each player's, with its"
                       " 'status' and the 'reason' it failed; null without --receipts) and 'warnings'; each message"
                       " with its 'code', 'params' and 'text'",
    "help.inbox.timeout": "give up reading the mailbox after this many seconds (default 120)",
    "help.inbox.again": "send every receipt again, not only those not sent before",
    "help.inbox.only": "send receipts only to these players (names separated by commas);"
                       " a name that is no player's is refused",
    "help.remind.only": "remind only these players (names separated by commas); a name that is no player's is refused",
    "help.inbox.apply": "enter the guesses and record the mails taken (a second run changes nothing)",
    "help.inbox.receipts": "send every player who wrote a receipt: the guesses taken, each line not taken and why",
    "help.remind": "mail every player who has no guess in round N yet a reminder",
    "help.remind.json": "print JSON, for scripts, and nothing else: 'mails' (each player reminded, with its 'status':"
                        " sent, failed, skipped or written, the 'reason' and the 'file'), 'totals', 'only_again'"
                        " (the names --only reminds the failed ones again with) and 'warnings'",
    # check, lists, candidates, score, gui, evaluate
    "help.check": "say whether the word lists know each WORD, and if not, why",
    "help.check.words": "the words to check",
    "help.check.lang": "the language (default: GAME's word language, as new --words or the app's Game page set"
                       " it; else de)",
    "help.check.noun": "the word must be a noun in nominative singular (German)",
    "help.check.game": "also check the word length and alphabet of this game (.wmm)",
    "help.check.list": "your own word list: one word a line, # starts a comment",
    "help.check.replace": "use only your own list, not the built-in lists",
    "help.lists": "draw Wachtwoord word lists (A- and B-lists, the 5th starred)",
    "help.lists.difficulty": "a band of word frequencies: easy words are common (default medium)",
    "help.lists.rounds": "an A- and a B-list for each of N rounds, 1 to {most} (default 3)",
    "help.lists.seed": "draw the same lists again with the same S",
    "help.lists.language": "the printout's language",
    "help.lists.words": "your own Dutch word list (one word a line) instead of the built-in one",
    "help.lists.out": "write the lists to FILE (.docx, .xlsx, .pdf or .txt) instead of printing them",
    "help.candidates": "how many nouns still fit each secret word (for the game master only)",
    "help.candidates.round": "after rounds 1 to N only",
    "help.candidates.list": "also list the words",
    "help.candidates.words": "your own word list (one per line) instead of the game's: the German nouns,"
                             " or the Dutch or French list",
    "help.score": "print the totals and the winner of a saved sheet",
    "help.score.file": "the saved sheet",
    "help.rules": (
        "a GCG record's rules preset: woordspel (Brettspielnetz), scrabble-en, scrabble-nl or scrabble-pl "
        "(default: the one the record's #lexicon or tiles point to)."
    ),
    "help.gui": "open the desktop app (with GAME, if given)",
    "help.gui.game": "the game file to open",
    "help.evaluate": "show marks, points and standings",
    "help.evaluate.round": "evaluate rounds 1 to N only",
    "help.evaluate.json": "print JSON instead of tables",
    "help.mark.secret": "the secret word",
    "help.mark.guess": "the guess",
})
"""The help texts of the commands and their options."""

PLACEHOLDERS = Table({
    "metavar.command": "COMMAND",
    "metavar.game": "GAME",
    "metavar.file": "FILE",
    "metavar.f": "F",
    "metavar.dir": "DIR",
    "metavar.word": "WORD",
    "metavar.secret": "SECRET",
    "metavar.guess": "GUESS",
    "metavar.name": "NAME",
    "metavar.names": "NAMES",
    "metavar.new_name": "NEW-NAME",
    "metavar.address": "ADDRESS",
    "metavar.text": "TEXT",
    "metavar.title": "T",
    "metavar.seed": "S",
    "metavar.number": "N",
    "metavar.date_time": "DATE-TIME",
    "metavar.host_port": "HOST:PORT",
    "metavar.variable": "VAR",
    "metavar.message_id": "MESSAGE-ID",
    "metavar.kind": "KIND",
    "metavar.way": "WAY",
    "metavar.seconds": "SECONDS",
})
"""The placeholders of the usage lines (argparse's metavars: ``GAME``, ``--round N``), by their English.

The parsers are written with the English ones; :func:`speak_placeholders` puts
each into the environment's language, as the help texts that name them say it."""


def speak_placeholders(parser: argparse.ArgumentParser) -> None:
    """Every metavar of ``parser`` and its commands in the environment's language (English: untouched)."""
    catalog = _catalog()
    if catalog is None:
        return
    codes = {template.text: code for code, template in PLACEHOLDERS.templates.items()}

    def said(english: str) -> str:
        code = codes.get(english)
        return english if code is None else catalog.pgettext(code, english)

    def speak(current: argparse.ArgumentParser) -> None:
        for action in current._actions:
            if isinstance(action.metavar, str):
                action.metavar = said(action.metavar)
            elif isinstance(action.metavar, tuple):
                action.metavar = tuple(said(part) for part in action.metavar)
            if isinstance(action, argparse._SubParsersAction):
                for command in {id(sub): sub for sub in action.choices.values()}.values():  # an alias: once
                    speak(command)

    speak(parser)


ARGPARSE_CODES = {
    "usage: ": "argparse.usage",
    "positional arguments": "argparse.positionals",
    "options": "argparse.options",
    "show this help message and exit": "argparse.help",
    "%(prog)s: error: %(message)s\n": "argparse.error",
    "the following arguments are required: %s": "argparse.required",
    "unrecognized arguments: %s": "argparse.unrecognized",
    "argument %(argument_name)s: %(message)s": "argparse.argument",
    "invalid choice: %(value)r (choose from %(choices)s)": "argparse.choice",
    "invalid %(type)s value: %(value)r": "argparse.value",
    "expected one argument": "argparse.one",
    "expected at least one argument": "argparse.at_least_one",
    "ambiguous option: %(option)s could match %(matches)s": "argparse.ambiguous",
    "ignored explicit argument %r": "argparse.ignored",
    "not allowed with argument %s": "argparse.not_allowed",
}
"""argparse's own msgids (Python 3.11 and later) by our code."""
ARGPARSE_PLURALS = {("expected %s argument", "expected %s arguments"): "argparse.expected_n"}
"""argparse's own msgids that it looks up with ngettext (an option of two values given one), by our code."""
ARGPARSE = Table({**{code: english for english, code in ARGPARSE_CODES.items()},
                  **{code: forms for forms, code in ARGPARSE_PLURALS.items()}})
"""argparse's words: our codes, argparse's English."""


def help_text(code: str, /, **params: Param) -> str:
    """The help text ``code`` in the language the environment asks for."""
    from wordmastermind.files.i18n import environment_language, render

    return render(HELP.say(code, **params), environment_language())


def _catalog() -> gettext.NullTranslations | None:
    """The catalog of the language the environment asks for; ``None`` for English, the texts' own."""
    from wordmastermind.files.i18n import SOURCE_LANGUAGE, environment_language, translation

    language = environment_language()
    return None if language == SOURCE_LANGUAGE else translation(language)


_ARGPARSE_OWN = argparse._  # type: ignore[attr-defined]
"""argparse's own lookup of its words (gettext's): English, put back by a run in English."""
_ARGPARSE_OWN_PLURAL = argparse.ngettext  # type: ignore[attr-defined]
"""argparse's own lookup of its words that have a plural (gettext's ngettext)."""


def speak_argparse() -> None:
    """Give argparse its words in the environment's language (English: argparse's own, also after a run in
    another language in the same process, as a test's or a script's calls of ``main`` are)."""
    catalog = _catalog()
    if catalog is None:
        argparse._ = _ARGPARSE_OWN  # type: ignore[attr-defined]
        argparse.ngettext = _ARGPARSE_OWN_PLURAL  # type: ignore[attr-defined]
        return

    def translated(message: str) -> str:
        code = ARGPARSE_CODES.get(message)
        return message if code is None else catalog.pgettext(code, message)

    def translated_plural(singular: str, plural: str, count: int) -> str:
        code = ARGPARSE_PLURALS.get((singular, plural))
        if code is None:
            return singular if count == 1 else plural
        return catalog.npgettext(code, singular, plural, count)

    argparse._ = translated  # type: ignore[attr-defined]  # argparse looks its words up by this name
    argparse.ngettext = translated_plural  # type: ignore[attr-defined]  # and those with a plural by this one
