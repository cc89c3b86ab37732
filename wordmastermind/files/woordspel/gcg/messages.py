"""What a GCG record's reader says of a line it refuses (``reading.py``).

Like the other tables (:mod:`wordmastermind.files.messages`), each template
is a msgid of the gettext catalogs and its code the ``msgctxt``; the line
number is put in front with the shared ``problem.line``.
"""

from __future__ import annotations

from wordmastermind.core.messages import Table

GCG_READER = Table({
    "gcg.encoding": "unknown character encoding {name}: a GCG file is written in UTF-8 or ISO-8859-1",
    "gcg.bytes": "byte {byte} is not {encoding} text",
    "gcg.event_start": "an event starts with >NICKNAME: ({text})",
    "gcg.not_a_line": "not a GCG line: a line starts with # (a pragma) or > (an event)",
    "gcg.player_late": "{pragma} must come before the first event",
    "gcg.nickname": "{pragma} needs a nickname (and a full name)",
    "gcg.player_order": "{pragma} must follow {earlier}",
    "gcg.player_twice": "#player1 is given twice",
    "gcg.same_nickname": "both players have the nickname {nick}",
    "gcg.encoding_first": "#character-encoding must be the first line",
    "gcg.digits": "{what} has {digits} digits; a score has at most 9",
    "gcg.number": "{what} must be a whole number, not {text}",
    "gcg.signed": "{what} must be a whole number written +N or -N, not {text}",
    "gcg.the_score": "the score",
    "gcg.the_total": "the running total",
    "gcg.event": "cannot read the event {event}: expected RACK POSITION WORD, RACK - (pass), RACK -TILES"
                 " (exchange), RACK -- (phony withdrawn), (RACK) or RACK (RACK) at the end, or (time) /"
                 " (challenge), each followed by +SCORE TOTAL",
    "gcg.no_players": "the file names no two players (#player1, #player2) and has no events",
    "gcg.neither": "{nick} is neither player ({first} or {second}, from #player1 and #player2)",
    "gcg.third": "a third player, {nick}: Woordspel has two",
    "gcg.one_player": "the file names only one player: Woordspel has two",
    "gcg.no_score": "an event ends with its score (+N) and the running total",
    "gcg.after_end": "a move after the end of the game (line {end})",
    "gcg.turn": "it is {nick}'s turn, not {other}'s",
    "gcg.withdrawn": "a phony withdrawn (--) follows {nick}'s own play",
    "gcg.time": "a time penalty takes points (-N), not {score}",
    "gcg.end_racks": "{nick} is given two different racks at the end ({first} and {second})",
})
"""The GCG reader's messages."""
