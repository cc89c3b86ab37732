"""The command line: run a whole game of Wörter-MasterMind from a terminal.

Every command exits 0 on success. On any error it prints a one-line reason
on stderr (then, where rows are at fault, one line per bad row), exits 1,
and leaves the game file untouched.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import NoReturn

from wordmastermind.cli.errors import CommandError
from wordmastermind.cli.parser import build_parser
from wordmastermind.core.errors import RosterError, RuleError
from wordmastermind.files.jsonread import DocumentError
from wordmastermind.files.tables.rows import TableFileError


def fail(reason: str, details: Sequence[str] = ()) -> NoReturn:
    print(f"wordmastermind: {reason}", file=sys.stderr)
    for line in details:
        print(f"  {line}", file=sys.stderr)
    raise SystemExit(1)


def main(argv: Sequence[str] | None = None) -> None:
    args = build_parser().parse_args(argv)
    try:
        args.run(args)
    except CommandError as error:
        fail(str(error), error.details)
    except (DocumentError, TableFileError) as error:
        fail(str(error))
    except RosterError as error:
        fail(f"the game's roster is not valid: {error}", [str(p) for p in error.problems])
    except RuleError as error:
        fail(str(error))
    except BrokenPipeError:
        sys.stderr.close()
        raise SystemExit(1) from None



if __name__ == "__main__":
    main()
