"""The command line's own messages (its refusals around the rules' messages), and every table of the catalogs.

See :mod:`wordmastermind.core.messages`: the English templates here are
msgids of the same gettext catalogs, which :func:`all_tables` lists for
``tools/update_catalogs.py`` and the catalogs' tests.
"""

from __future__ import annotations

from wordmastermind.core.messages import Table, Text

CLI = Table({
    "cli.nothing_written": "{file}: {error}; nothing written",
    "cli.no_game_written": "{file}: {error}; no game written",
    "cli.stopped": "stopped (Ctrl-C): no file is left half-written",
    "cli.new.skip_hint": "without the lines at fault the roster makes a game: {options}",
    "cli.new.no_such_line": "--skip-line {line}: line {line} of {file} holds no player",
    "cli.roster_invalid": "the game's roster is not valid: {error}",
    "cli.warning": "warning: {warning}",
    "cli.unknown_secrets": ("the word lists ({words}) do not know {count} secret word; the game keeps it all the"
                            " same:",
                            "the word lists ({words}) do not know {count} secret words; the game keeps them all the"
                            " same:"),
    "cli.unknown_secret": "{player}'s secret word {word}: {reason}",
    "cli.or": "{others} or {last}",
    "cli.not_positive": "{value} is not 1 or more",
    "cli.negative": "{value} is negative",
    # files named on the command line
    "cli.no_such_file": "{path}: no such file",
    "cli.cannot_read": "{path}: cannot be read: {reason}",
    "cli.cannot_write": "{path}: cannot be written: {reason}",
    "cli.not_utf8": "{path}: byte {byte} is not UTF-8 text",
    "cli.path_error": "{path}: {error}",
    "cli.not_a_document": "{path}: not a wordmastermind document",
    "cli.cannot_report_kind": "{path}: cannot write a report of a '{kind}' document",
    "cli.cannot_score_kind": "{path}: cannot score a '{kind}' document",
    # mark, new, lot, guesses, deadline
    "cli.mark.give_both": "give a secret word and a guess",
    "cli.new.made": ("{path}: new game with {count} player ({rules}; {words}; reports in {language})",
                     "{path}: new game with {count} players ({rules}; {words}; reports in {language})"),
    "cli.new.exists": "{path} exists already; pass --force to replace it",
    "cli.lot.drawn": "the lot is drawn already (seed {seed}); pass --redraw to draw it again",
    "cli.guesses.none": "{file}: there are no guesses to import; nothing written",
    "cli.guesses.later": (
        "round {round} would make {count} guess of later rounds illegal; nothing written",
        "round {round} would make {count} guesses of later rounds illegal; nothing written",
    ),
    "cli.guesses.later_guess": "round {round}, row {row} ({guesser} at {target}: {word}): {problem}",
    "cli.guesses.correct_first": "correct round {later} first, then import round {round} again",
    "cli.guesses.would_drop": (
        "{file}: round {round} holds {count} guess the file does not; nothing written",
        "{file}: round {round} holds {count} guesses the file does not; nothing written",
    ),
    "cli.guesses.dropped_guess": "{guesser} at {target}: {word}",
    "cli.guesses.add_or_replace": "--add adds the file's guesses to the round; --replace makes the file the whole"
                                  " round, without these",
    "cli.deadline.give": "give the deadline with --at DATE-TIME, or --clear to remove it",
    "cli.nothing_written_after": "{error}; nothing written",
    # report
    "cli.report.wmm": "a {title} report",
    "cli.report.sheet": "a {title} score sheet",
    "cli.report.round_wmm_only": "--round is for Wörter-MasterMind games only: {what} covers the whole game",
    "cli.report.lot_wmm_only": "--lot is for Wörter-MasterMind games only: {what} has no lot",
    "cli.report.lot_alone": "--lot is the lot for round 1, for every player: leave out --round and --overview",
    "cli.rules_gcg_only": "--rules chooses the rules of a GCG record; {path} keeps its own",
    "cli.letters.where": "say where the letters go: --pdf FILE or --docx FILE (all in one) or --folder DIR (one PDF per player)",
    "cli.letters.one_way": "the letters are written one way at a time: --pdf FILE, --docx FILE or --folder DIR, not {given}"
                           " together; for another way, run letters again",
    "cli.report.no_copy": "{what} has no game master's copy: it holds no secrets, so leave out --overview",
    "cli.report.languages": "{what} can be written in {languages}, not {language}",
    "cli.report.draw_first": "{error}: draw it first with 'wordmastermind lot GAME'",
    # mail
    "cli.mail.where": "say where the mails go: --eml DIR, --smtp HOST:PORT, or both",
    "cli.mail.lot_or_round": "mail --lot or --round N, not both: the lot comes before round 1",
    "cli.mail.no_round_yet": "the game has no round to mail yet: mail the lot for round 1 with --lot",
    "cli.mail.no_correction": "nothing changed for any player since round {round} went out: no correction to send",
    "cli.mail.no_correction_mail": "no correction of round {round} to send by mail",
    "cli.mail.no_correction_mail_rounds": "no correction of rounds {rounds} to send by mail",
    "cli.open.after_deadline": "round {round} opens after its deadline ({deadline}): no mail of the round would"
                               " be in time (deadline GAME --round {round} --at … sets another)",
    "cli.told.changed": "Round {round}'s report went out before this change: tell the players with mail --round"
                        " {round} --correction (by post: letters --round {round} --correction).",
    "cli.told.changed_rounds": "The reports of rounds {rounds} went out before this change: tell the players with"
                               " mail --round {round} --correction (by post: letters --round {round}"
                               " --correction).",
    "cli.letters.no_deadline": "round {round} has no deadline: the letters say to answer as soon as everyone has"
                               " answered, which a player by post cannot know (deadline GAME --round {round} --at"
                               " …)",
    "cli.letters.no_country": "the address of {names} ends in a country, but yours (--from-address) names none:"
                              " their answer slip, posted back from abroad, and the return line lack your"
                              " country; add it as your address's last line (…, 50667 Köln, DEUTSCHLAND)",
    "cli.letters.no_correction": "no correction of round {round} to write by letter: whom it changed for gets"
                                 " mail, or was told by letter already",
    "cli.letters.no_correction_rounds": "no correction of rounds {rounds} to write by letter: whom it changed for"
                                        " gets mail, or was told by letter already",
    "cli.mail.correction_round": "--correction corrects a round: give it with --round N",
    "cli.again.correction_only": "--again makes a correction again: give it with --correction",
    "cli.again.none": "no correction of round {round} went out this way: there is none to make again",
    "cli.again.none_rounds": "no correction of rounds {rounds} went out this way: there is none to make again",
    "cli.again.covered": "no correction of round {round} went out this way: the correction that covers round {round}"
                         " is the one of rounds {rounds}, asked for with --round {first}",
    "cli.mail.no_such_round": "there is no round {round} to mail: the game has {count}",
    "cli.mail.draw_lot": "{error}: draw it with 'wordmastermind lot'",
    "cli.mail.failed": ("{failed} of {count} mail failed", "{failed} of {count} mails failed"),
    "cli.mail.send_again": "send them again with: --only {names}",
    "cli.mail.smtp_address": "--smtp {value}: write it as HOST:PORT, e.g. mail.example.org:587",
    "cli.mail.no_keyring": "--keyring: there is no system keyring here to keep the password in ({problem});"
                           " leave out --keyring, or use --password-env",
    "cli.mail.keyring_failed": "--keyring: {error}; nothing done; leave out --keyring, or use --password-env",
    "cli.mail.variable_unset": "the environment variable {name} is not set",
    "cli.mail.no_password": "no password: run in a terminal, keep it in the keyring, or use --password-env",
    "cli.mail.password_prompt": "{what} password for {user}@{host}: ",
    "cli.mail.bcc": "--bcc: {error}",
    # --only (mail, remind, inbox --receipts, letters, labels)
    "cli.only.did_you_mean": "{name}: no such player; did you mean {names}?",
    "cli.only.players": "{name}: no such player; the players are {names}",
    "cli.only.no_players": "{name}: no such player; the game has no players",
    "cli.only.unknown": ("--only names {count} player the game does not have; nothing done",
                         "--only names {count} players the game does not have; nothing done"),
    "cli.only.empty": "--only names nobody: give the players' names, separated by commas",
    # the tables of evaluate and candidates, in the game's report language
    "cli.eval.title": "{title}: after round {round}",
    "cli.eval.title_start": "{title}: before round 1",
    "cli.eval.over": "The game ended after round {round}",
    "cli.eval.next": ("Next round: {count} guess per player, WF {wf}", "Next round: {count} guesses per player, WF {wf}"),
    "cli.eval.round": "Round {round} (WF {wf})",
    "cli.eval.no_guesses": "no guesses",
    "cli.eval.guessed": "guessed!",
    "cli.eval.standings": "Standings",
    "cli.eval.in_play": "in play",
    "cli.eval.guessed_in": "guessed in round {round}",
    "cli.eval.word_left": "withdrew after round {round}, word left",
    "cli.eval.withdrawn": "{status}, withdrew after round {round}",
    "cli.col.guesser": "Guesser",
    "cli.col.target": "Target",
    "cli.col.word": "Word",
    "cli.col.marks": "Marks",
    "cli.col.points": "Points",
    "cli.col.note": "Note",
    "cli.col.rank": "Rank",
    "cli.col.player": "Player",
    "cli.col.guess_points": "Guess pts",
    "cli.col.word_points": "Word pts",
    "cli.col.total": "Total",
    "cli.col.team": "Team",
    "cli.col.members": "Members",
    # score
    "cli.score.winner": "Winner: {winner}",
    "cli.score.undecided": "Undecided: no winner yet",
    "cli.score.draw": "A draw: the game is over and no one has won it alone",
    "cli.score.rules": "Scored by the rules of {rules}.",
    "cli.rules.woordspel": "Woordspel (Brettspielnetz)",
    "cli.rules.scrabble-en": "Scrabble in English",
    "cli.rules.scrabble-nl": "Scrabble in Dutch",
    "cli.rules.scrabble-pl": "Scrabble in Polish",
    "cli.score.differs": "note: ({player}): the file says {file}, these rules give {ours}",
    "cli.score.differs_move": "note: move {move} ({player}): the file says {file}, these rules give {ours}",
    "cli.score.differs_line": "note: line {line}, move {move} ({player}): the file says {file}, these rules give {ours}",
    "cli.col.status": "Word",
    "cli.col.candidates": "Candidates",
    "cli.col.by_round": "By round",
    "cli.cand.title": ("After round {round}, {count} word in the list (for the game master only):",
                       "After round {round}, {count} words in the list (for the game master only):"),
    "cli.cand.title_start": ("Before round 1, {count} word in the list (for the game master only):",
                             "Before round 1, {count} words in the list (for the game master only):"),
    "cli.cand.none": "(none: the word is not in the list)",
    "cli.cand.no_word_in_play": "No word is in play any more: every one was guessed or left the game.",
    "cli.cand.contradictions": "Guesses that could not be the word by earlier marks:",
    # the success and status lines
    "cli.check.known": "{word}: known",
    "cli.check.refused": "{word}: not accepted ({reason})",
    "cli.check.no_nouns": "note: there is no noun list for {language}; checking words",
    "cli.language.en": "English",
    "cli.language.de": "German",
    "cli.language.nl": "Dutch",
    "cli.language.fr": "French",
    "cli.words.de": "German nouns",
    "cli.words.nl": "Dutch words",
    "cli.words.fr": "French words",
    # settings
    "cli.settings.of": "Settings of {path}:",
    "cli.settings.unchanged": "{path}: the settings are so already; nothing written:",
    "cli.settings.changed": "{path}: settings changed:",
    "cli.settings.title": "Title:",
    "cli.settings.word_length": "Word length:",
    "cli.settings.umlauts": "Umlauts and ß:",
    "cli.settings.points_only": "Reports show:",
    "cli.settings.language": "Reports in:",
    "cli.settings.word_language": "Word language:",
    "cli.settings.attachment": "Mails carry:",
    "cli.settings.no_title": "(no title)",
    "cli.settings.letters": "{length} letters",
    "cli.settings.umlauts_allowed": "allowed",
    "cli.settings.umlauts_not_allowed": "not allowed (A-Z only)",
    "cli.settings.marks": "marks (+ and o)",
    "cli.settings.points": "points only (KP)",
    "cli.settings.words_follow": "{words}, as the reports' language has it (none chosen: they follow it)",
    "cli.settings.attached": "the report as {kind}",
    "cli.settings.nothing": "no attachment",
    "cli.settings.breaks": ("{count} secret word or guess of the game would not fit {rules}; nothing written",
                            "{count} secret words or guesses of the game would not fit {rules}; nothing written"),
    "cli.settings.breaks_hint": "to play with other word rules, make the game again (new GAME --roster FILE --force"
                                " with --length N or --umlauts) with secret words that fit them",
    "cli.lot.title": ("Round 1 by lot (seed {seed}), {count} guess each:",
                      "Round 1 by lot (seed {seed}), {count} guesses each:"),
    "cli.guesses.saved": ("Round {round}: {count} guess saved.", "Round {round}: {count} guesses saved."),
    "cli.guesses.added": ("Round {round}: {count} guess added, {total} in all.",
                          "Round {round}: {count} guesses added, {total} in all."),
    "cli.guesses.revealed": "{name}'s word was guessed: {secret}",
    "cli.guesses.over": "The game ends with round {round}.",
    "cli.notes.saved": "Round {round}: notes saved.",
    "cli.deadline.set": "Round {round}: deadline {at}.",
    "cli.deadline.none": "Round {round}: no deadline.",
    "cli.open.set": "Round {round} opened on {at}: its mails are those that arrived since.",
    "cli.open.none": "Round {round}: no opening kept.",
    "cli.open.give": "give --at DATE-TIME or --clear, not both",
    "cli.open.round": "round {round} cannot open: the game has {count} rounds, so round {next} is the next",
    "cli.open.recorded": "Round {round} opened on {at}.",
    "cli.open.not_saved": "round {round} opened, but the game file could not be saved: {error}; "
                          "'wordmastermind open GAME --round {round}' records it",
    "cli.mail.skipped": "skipped {name}: {reason}",
    "cli.mail.sent": "sent {name}",
    "cli.remind.had_it": "reminded of this round on {date} already (--resend reminds them again)",
    "cli.mail.not_sent_same": "failed too, for the same reason: {names}",
    "cli.withdraw.even_if_reported": "to withdraw after that round all the same (the later reports change, and a"
                                     " correction tells the players): --even-if-reported",
    "cli.mail.shared": "{names} get their mails at one address, {address}: each can read the other's secret word",
    "cli.mail.had_it": "it went out to them on {date} (--resend sends it again)",
    "cli.mail.stopping": "stopping: the mail being sent goes out, no other (Ctrl-C again stops at once)",
    "cli.mail.not_sent": "failed {name}: {reason}",
    # inbox and remind
    "cli.inbox.imap_address": "--imap {value}: write it as HOST:PORT, e.g. imap.example.org:993",
    "cli.inbox.receipts_where": "--receipts: say where they go: --eml DIR, --smtp HOST:PORT, or both",
    "cli.inbox.receipts_from": "--receipts needs --from ADDRESS, the sender of the receipts",
    "cli.inbox.receipts_apply": "--receipts --smtp tells the players what was entered: add --apply"
                                " (or write the receipts with --eml alone to look at them first)",
    "cli.inbox.round_order": "round {round}: {error}; nothing entered",
    "cli.inbox.read": ("Round {round}: {count} mail read, {players} from players.",
                       "Round {round}: {count} mails read, {players} from players."),
    "cli.inbox.would_take": ("would take {count} guess", "would take {count} guesses"),
    "cli.inbox.took": ("took {count} guess", "took {count} guesses"),
    "cli.inbox.already": ("taken before {count} guess", "taken before {count} guesses"),
    "cli.inbox.refused": "not taken",
    "cli.inbox.empty": "no guess",
    "cli.inbox.late": "late",
    "cli.inbox.mail_of": "mail of {when}",
    "cli.inbox.no_mail": "no mail before the deadline",
    "cli.inbox.player": "{player} ({when}): {outcome}",
    "cli.inbox.player_reason": "{player} ({when}): {outcome}: {reason}",
    "cli.inbox.line_not_taken": "line {line} not taken: {text} ({reason})",
    "cli.inbox.suggested": "line {line} not taken: {text} ({reason} --take-suggestions takes it as a guess at {target})",
    "cli.inbox.superseded": "superseded: mail of {when}",
    "cli.inbox.dropped": "goes from the round: {target}: {word} (in the round now, not in this mail)",
    "cli.inbox.late_mail": "late: mail of {when} (--include-late or --take {id} takes it)",
    "cli.inbox.early": "before the round opened",
    "cli.inbox.left": "left out",
    "cli.inbox.no_mail_opened": "no mail since the round opened",
    "cli.inbox.no_mail_left": "every mail left out",
    "cli.inbox.early_mail": "before the round opened: mail of {when} (--take {id} takes it)",
    "cli.inbox.stale_mail": "not this round's: mail of {when}, {reason} (--take {id} takes it for round {round})",
    "cli.inbox.no_mail_stale": "no mail for this round",
    "cli.inbox.left_mail": "left out: mail of {when}",
    "cli.inbox.marked": "(taken, marked: {reason})",
    "cli.inbox.good_lines": ("--take-good-lines {id} takes its good line: {count} guess",
                             "--take-good-lines {id} takes its good lines: {count} guesses"),
    "cli.inbox.misdated": "{when}, dated {dated}",
    "cli.inbox.closed": "Round {round} is closed: its report went out and round {next} has begun; no mail is taken.",
    "cli.inbox.before": ("{count} mail before round {round} opened (not read).",
                         "{count} mails before round {round} opened (not read)."),
    "cli.inbox.elsewhere": ("{count} mail taken for another round (not offered again).",
                            "{count} mails taken for another round (not offered again)."),
    "cli.inbox.earlier": ("{count} player's mail of round {round} or before, dealt with there (not offered again).",
                          "{count} players' mails of round {round} or before, dealt with there (not offered again)."),
    "cli.inbox.unreadable": "Mails that cannot be taken:",
    "cli.inbox.progress": "reading the mailbox: {done} of {total} mails",
    "cli.inbox.receipts_only": "--again and --only are about receipts: add --receipts",
    "cli.inbox.no_receipts": "Round {round}: every receipt went out before; no receipt to send (--again sends them all).",
    "cli.inbox.receipts_not_saved": "the receipts went out, but the game file could not be saved: {error}",
    "cli.inbox.receipts_again": "the guesses are saved; send the receipts that failed with: --receipts --only {names}",
    "cli.inbox.shared": "From an address more than one player has (not taken; --take-for MESSAGE-ID NAME takes one"
                        " as that player's):",
    "cli.inbox.strangers": "Not from a player (not taken; --take-for MESSAGE-ID NAME takes one as a player's):",
    "cli.inbox.take_for_who": "--take-for: {name} is not a player",
    "cli.inbox.no_sender": "(no sender)",
    "cli.inbox.entered": ("Round {round}: {count} guess entered and saved.",
                          "Round {round}: {count} guesses entered and saved."),
    "cli.inbox.unchanged": "Round {round}: nothing new to enter; the game file is unchanged.",
    "cli.inbox.dry_run": "Nothing changed: this was a dry run; --apply enters the guesses.",
    "cli.remind.no_round": "there is no round {round} to remind of: the game has {count}",
    "cli.remind.over": "the game ended after round {round}: nobody guesses any more",
    "cli.remind.all_guessed": "Round {round}: every player has guessed; no reminder to send.",
    # withdraw and takeover
    "cli.withdraw.give": "give the last round the player played with --after-round N, or --undo to take the"
                         " withdrawal back",
    "cli.withdraw.undo_alone": "--undo takes the withdrawal back: leave out --after-round and --word",
    "cli.withdraw.done": "{name} withdrew after round {round}; {fate}.",
    "cli.withdraw.undone": "{name} plays on: the withdrawal is taken back.",
    "cli.takeover.give": "give the new player's name with --by NEW-NAME, or --undo to take the takeover back",
    "cli.takeover.undo_alone": "--undo takes the latest takeover back: leave out --by, --email, --address and"
                               " --after-round",
    "cli.takeover.mail": "{by} plays {name}'s place from round {round}; mail goes to {email}.",
    "cli.takeover.post": "{by} plays {name}'s place from round {round}; letters go to {address}.",
    "cli.takeover.nowhere": "{by} plays {name}'s place from round {round}; no address is known: no mail or"
                            " letter goes out to them.",
    "cli.takeover.send": "{by} has had no report yet: send the report of round {round}, which gives the place's"
                         " word and the next round ({command}).",
    "cli.takeover.undone": "{name}'s takeover is taken back: {before} plays the place again.",
    "cli.takeover.email": "--email: {error}",
    "cli.departure.now_called": "{name}: no such player; the place is played by {now} now",
    # player
    "cli.player.of": "{name} in {path}:",
    "cli.player.unchanged": "{path}: {name}'s details are so already; nothing written:",
    "cli.player.changed": "{path}: {name}'s details changed:",
    "cli.player.email": "E-mail:",
    "cli.player.address": "Address:",
    "cli.player.channel": "Channel:",
    "cli.player.attachment": "Mails carry:",
    "cli.player.none": "(not given)",
    "cli.player.way.mail": "e-mail",
    "cli.player.way.post": "letter",
    "cli.player.way.both": "e-mail and letter",
    "cli.player.way.none": "nothing (no address is known)",
    "cli.player.by_addresses": "by the addresses known: {way}",
    "cli.player.games_choice": "the game's choice: {carried}",
    "cli.player.refused": "{option}: {error}; nothing written",
    "cli.player.kept": ("{name}'s old address {kept} is kept after the new one: mail from it still counts. To drop"
                        " it, give the same --email again.",
                        "{name}'s old addresses {kept} are kept after the new one: mail from them still counts."
                        " To drop them, give the same --email again."),
    # lists
    "cli.lists.suffix": "{path}: write .docx, .xlsx, .pdf or .txt, not .{suffix}",
})
"""The command line's messages."""


def spoken(text: Text) -> str:
    """``text`` in the language the environment asks for, where it is a message."""
    from wordmastermind.files.i18n import environment_language, render

    return render(text, environment_language())


def all_tables() -> dict[str, Table]:
    """Every table of messages that the gettext catalogs translate, by where it is."""
    from wordmastermind.files.i18n import tables

    from wordmastermind.cli.help_texts import ARGPARSE, HELP, PLACEHOLDERS

    return {**tables(), "cli/messages.py CLI": CLI, "cli/help_texts.py HELP": HELP,
            "cli/help_texts.py ARGPARSE": ARGPARSE, "cli/help_texts.py PLACEHOLDERS": PLACEHOLDERS}
