"""What the mail code says: why a mail cannot be built, sent or fetched, as codes of the catalogs.

Like the other tables (:mod:`wordmastermind.files.messages`), each template
is a msgid of the gettext catalogs and its code the ``msgctxt``; a
:class:`~wordmastermind.files.mail.errors.MailError` and a send result's
``reason`` carry the message, which the app and the command line render in
their language. What a server or the system said is kept as it came.
"""

from __future__ import annotations

from wordmastermind.core.messages import Table

MAIL = Table({
    # a server's settings (smtp.py check_server)
    "mail.no_server": "no {what} server given",
    "mail.security": "unknown {what} security {value}; choose from {choices}",
    "mail.port": "not a port number: {port}",
    # why a mail was not sent (smtp.py)
    "mail.refused_recipient": "the server refused the recipient: {replies}",
    "mail.refused_sender": "the server refused the sender {sender}: {reply}",
    "mail.login_failed": "login failed: {reply}",
    "mail.refused_mail": "the server refused the mail: {reply}",
    "mail.timeout": "the server did not answer in time",
    "mail.closed": "the server closed the connection",
    "mail.closed_detail": "the server closed the connection ({detail})",
    "mail.server_said": "the server said {reply}",
    "mail.temporary": "the server cannot take the mail now, for a while (try again in a few minutes): {reply}",
    "mail.certificate": "the server's certificate was not accepted: {reason}",
    "mail.tls": "secure connection (SSL/TLS) failed: {reason}",
    "mail.unknown_server": "unknown server: {reason}",
    "mail.connection_refused": "the server refused the connection (wrong host or port?)",
    "mail.network": "network error: {reason}",
    "mail.no_login_method": "the server offers no login method for a user or password with non-ASCII characters",
    "mail.no_starttls": "{where} does not offer STARTTLS; choose SSL or no encryption (or another port)",
    "mail.no_password": "no password for {user} on {host}",
    "mail.no_auth": "{where} does not offer a login (AUTH) on this connection",
    "mail.no_ssl": "cannot connect to {where}: it does not speak SSL/TLS from the start; try STARTTLS"
                   " (often port 587)",
    "mail.cannot_connect": "cannot connect to {where}: {reason}",
    "mail.stopped": "not sent: sending was stopped",
    # the password in the system keyring (smtp.py)
    "mail.keyring_unusable": "the keyring cannot be used: {error}",
    "mail.keyring_none": "no keyring service is installed or running",
    "mail.keyring_no_user": "there is no user to keep a password for",
    "mail.keyring_keep": "the system keyring could not keep the password: {error}",
    "mail.keyring_forget": "the system keyring could not forget the password: {error}",
    # the mailbox (imap.py)
    "mail.imap_login": "IMAP login to {where} as {user} failed: {reason}",
    "mail.imap_folder": "the mailbox has no folder {folder} ({reason})",
    "mail.imap_fetch": "the IMAP server would not give the mails: {reason}",
    "mail.imap_server": "IMAP server {where}: {reason}",
    "mail.imap_starttls": "IMAP server {where}: STARTTLS failed: {reason}",
    "mail.imap_timeout": "IMAP server {where}: the server did not finish in {seconds} s",
    "mail.imap_dropped": "IMAP server {where} closed the connection before all mails were read",
    "mail.imap_garbled": "IMAP server {where} sent an answer that cannot be read: {reason}",
    "mail.imap_bye": "IMAP server {where} ended the session: {reason}",
    # a mail that cannot count, whatever it holds (inbound.py: InMail.problem)
    "mail.in_senders": "the mail has several senders: {senders}",
    "mail.in_no_sender": "the mail names no sender",
    "mail.in_bad_sender": "the mail's sender cannot be read: {text}",
    "mail.in_unreadable": "the mail cannot be read: {reason}",
    # addresses and templates (message.py, template.py)
    "mail.address": "not a valid e-mail address: {text}",
    "mail.sender": "not a valid sender: {text}",
    "mail.no_round": "there is no round {round} to mail: the game has {count}",
    "mail.secret_in_subject": "the subject names {owner}'s secret word, which has not been guessed:"
                              " every player would read it",
    "mail.secret_in_template": "the template names {owner}'s secret word, which has not been guessed:"
                               " every player would read it",
    "mail.empty_placeholder": "empty placeholder {placeholder} in line {line}; use one of {known},"
                              " or '{{{{' and '}}}}' for literal braces",
    "mail.unknown_placeholder": "unknown placeholder {placeholder} in line {line}; did you mean {close}?",
    "mail.unknown_placeholder_list": "unknown placeholder {placeholder} in line {line}; the placeholders"
                                     " are {known}",
    "mail.stray_closing": "stray '}}' in line {line} of the template; write '}}}}' for a literal brace",
    "mail.stray_opening": "stray '{{' in line {line} of the template (no closing '}}'); write '{{{{'"
                          " for a literal brace",
    "mail.no_value": "no value for the placeholder {placeholder}",
    "mail.format": "cannot format the placeholder {placeholder}: {error}",
    # attachments (attachments.py)
    "mail.attach_kind": "cannot attach the report as {kind}: choose one of {kinds}",
    "mail.attach_failed": "the report cannot be attached as {kind}: {error}",
    # a guard: only the players' report goes out (message.py)
    "mail.players_only": "only the players' report may go out by mail",
})
"""The mail code's messages."""
