"""``--json`` of ``mail``, ``remind``, ``letters`` and ``labels``, and the receipts of ``inbox --json``: what
became of each player's mail, letter or label, for scripts, and what the run says beside it.

Without ``--json`` a run says each line as it goes (:class:`Said` prints); with it, it keeps them, and the
run's one JSON document gives them: a player's mail ``sent``, ``failed``, ``skipped`` or ``written`` (an
``.eml`` file alone, a letter), with the ``reason`` and the ``file``; the totals; the ``--only`` that sends
the failed ones again; the lines the text says on stdout (``said``) and its warnings.

>>> totals_json([{"status": "sent"}, {"status": "failed"}, {"status": "sent"}])
{'players': 3, 'sent': 2, 'failed': 1, 'skipped': 0, 'written': 0}
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wordmastermind.cli.errors import CommandWarning
from wordmastermind.cli.json_output import print_json, said_json, warnings_json
from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.core.messages import Text

STATUSES = ("sent", "failed", "skipped", "written")


@dataclass
class Said:
    """What a run says beside what became of each mail or letter: printed as it goes (``json`` False), or kept
    for its JSON (``lines``: what the text says on stdout; ``warnings``: on stderr)."""

    json: bool = False
    lines: list[Text] = field(default_factory=list)
    warnings: list[CommandWarning] = field(default_factory=list)

    def line(self, text: Text) -> None:
        if self.json:
            self.lines.append(text)
        else:
            print(spoken(text))

    def warn(self, text: Text, *, worded: bool = True) -> None:
        """A warning (``worded``: said "warning: …"; else as it is, as the error stream's other lines)."""
        if self.json:
            self.warnings.append(CommandWarning(text))
        else:
            print(spoken(CLI.say("cli.warning", warning=text) if worded else text), file=sys.stderr)


def outcomes_json(mails: Sequence[Any], files: Sequence[Path], results: Sequence[Any]) -> list[dict[str, Any]]:
    """What became of each of ``mails`` (the .eml ``files`` written of those that could go, the SMTP ``results``),
    for scripts: the ``player``, the ``status`` (``sent``, ``failed``, ``skipped``, or ``written`` as a file
    alone), the ``reason`` it failed or was skipped (:func:`said_json`) and the ``file``."""
    file_of = dict(zip((mail.name for mail in mails if mail.sendable), map(str, files)))
    result_of = {result.name: result for result in results}
    out = []
    for mail in mails:
        result = result_of.get(mail.name)
        status, reason = ((result.status, result.reason) if result is not None
                          else ("written", "") if mail.sendable else ("skipped", mail.skipped))
        out.append({"player": mail.name, "status": status, "reason": said_json(reason),
                    "file": file_of.get(mail.name)})
    return out


def letter_outcomes_json(names: Sequence[str], left_out: Sequence[Text], written: Sequence[Path],
                         roster: Sequence[str] = ()) -> list[dict[str, Any]]:
    """Each letter (of the players ``names``) ``written``, with its file (one each, or one for all), and each
    player left out (``left_out``: the reasons, each naming its player) ``skipped``, with the reason; in the
    ``roster``'s order.

    >>> from wordmastermind.core.wmm.letter import LETTER
    >>> [(o["player"], o["status"], o["file"]) for o in letter_outcomes_json(
    ...     ["Gustav"], [LETTER.say("letter.no_address", name="Alfons")], [Path("letters.pdf")], ["Alfons", "Gustav"])]
    [('Alfons', 'skipped', None), ('Gustav', 'written', 'letters.pdf')]
    """
    files = [str(path) for path in written]
    file_of = dict(zip(names, files)) if len(files) == len(names) else {name: files[0] for name in names}
    out: list[dict[str, Any]] = [{"player": name, "status": "written", "reason": None, "file": file_of.get(name)}
                                 for name in names]
    out += [{"player": str(getattr(reason, "params", {}).get("name", "")), "status": "skipped",
             "reason": said_json(reason), "file": None} for reason in left_out]
    place = {name: number for number, name in enumerate(roster)}
    return sorted(out, key=lambda outcome: place.get(outcome["player"], len(place)))


def totals_json(outcomes: Sequence[dict[str, Any]]) -> dict[str, int]:
    """How many players the run was for, and how many of them each status."""
    return {"players": len(outcomes), **{status: sum(o["status"] == status for o in outcomes) for status in STATUSES}}


def run_json(key: str, what: str, number: int, outcomes: list[dict[str, Any]], said: Said,
             **more: Any) -> dict[str, Any]:
    """The run's JSON: ``what`` went out (``lot``, ``round``, ``final``, ``correction``, ``reminder``) of round
    ``number`` (0: the lot), and :func:`outcomes_run_json`."""
    return {"what": what, "round": number, **outcomes_run_json(key, outcomes, said, **more)}


def outcomes_run_json(key: str, outcomes: list[dict[str, Any]], said: Said, **more: Any) -> dict[str, Any]:
    """Each player's outcome under ``key`` (``mails``, ``letters``, ``labels``), the totals, ``more``, and what
    the run said beside them."""
    return {key: outcomes, "totals": totals_json(outcomes), **more,
            "said": [said_json(line) for line in said.lines], "warnings": warnings_json(said.warnings)}


def print_mails_json(said: Said, what: str, number: int, mails: Sequence[Any], files: Sequence[Path],
                     results: Sequence[Any]) -> None:
    """With ``--json`` (``said.json``): what became of each of ``mails`` (``mail``, ``remind``), and what the run
    said, as one JSON document."""
    if said.json:
        outcomes = outcomes_json(mails, files, results)
        print_json(run_json("mails", what, number, outcomes, said, **failed_json(outcomes, len(results))))


def failed_json(outcomes: Sequence[dict[str, Any]], count: int) -> dict[str, Any]:
    """The failure the text ends with (exit 1), as data: ``failed`` (``cli.mail.failed``: how many of the
    ``count`` sent), ``only_again`` (what ``--only`` sends the failed ones again: the names, parted by commas)
    and ``send_again`` (the text's hint, ``cli.mail.send_again``); each null when none failed."""
    names = [o["player"] for o in outcomes if o["status"] == "failed"]
    if not names:
        return {"failed": None, "only_again": None, "send_again": None}
    only = ",".join(names)
    return {"failed": said_json(CLI.say("cli.mail.failed", failed=len(names), count=count)), "only_again": only,
            "send_again": said_json(CLI.say("cli.mail.send_again", names=repr(only)))}
