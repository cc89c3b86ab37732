"""The command line: run a whole game of Wörter-MasterMind from a terminal.

Every command exits 0 on success. On any error it prints a one-line reason
on stderr (then, where rows are at fault, one line per bad row), exits 1,
and leaves the game file untouched. A command line that asks for what
cannot be (argparse's refusals; ``--only`` naming no player; a withdrawal
or takeover the game cannot take) exits 2.
"""

from __future__ import annotations

import atexit
import gc
import sys
from collections.abc import Sequence
from typing import NoReturn

from wordmastermind.cli.errors import CommandError
from wordmastermind.cli.messages import CLI
from wordmastermind.core.messages import Text
from wordmastermind.files.messages import said
from wordmastermind.cli.parser import build_parser
from wordmastermind.core.errors import RosterError, RuleError
from wordmastermind.files.jsonread import DocumentError
from wordmastermind.files.tables.rows import TableFileError


def fail(reason: Text, details: Sequence[Text] = (), code: int = 1) -> NoReturn:
    """Say why, in the language the environment asks for where it is a rule's message, and exit ``code``."""
    from wordmastermind.files.i18n import environment_language, render

    language = environment_language()
    print(f"wordmastermind: {render(reason, language)}", file=sys.stderr)
    for line in details:
        print(f"  {render(line, language)}", file=sys.stderr)
    raise SystemExit(code)


def main(argv: Sequence[str] | None = None) -> None:
    """Run the command ``argv`` (the process's own arguments if None: the process is the command)."""
    if argv is None:  # the process ends with the command: on its way out (atexit, before Python's last
        atexit.register(gc.freeze)  # collection) the collector has nothing to look through; the OS takes the memory
    args = build_parser().parse_args(argv)
    try:
        args.run(args)
    except CommandError as error:
        fail(error.reason, error.details, error.exit_code)
    except (DocumentError, TableFileError) as error:
        fail(said(error))
    except RosterError as error:
        fail(CLI.say("cli.roster_invalid", error=error.message), [p.as_message() for p in error.problems])
    except RuleError as error:
        fail(error.message)
    except BrokenPipeError:
        sys.stderr.close()
        raise SystemExit(1) from None
    except KeyboardInterrupt:  # Ctrl-C while reading a mailbox, say: one line, no traceback; files are saved
        fail(CLI.say("cli.stopped"), code=130)  # whole or not at all, so none is left half-written



if __name__ == "__main__":
    main()
