"""Why a roster or a round file (CSV or spreadsheet) cannot be read, as codes of the catalogs.

Like the other tables (:mod:`wordmastermind.files.messages`), each template
is a msgid of the gettext catalogs and its code the ``msgctxt``; a
:class:`~wordmastermind.files.tables.rows.TableFileError` carries the message.
"""

from __future__ import annotations

from wordmastermind.core.messages import Table

TABLES = Table({
    # reading the file (grid.py, csv_text.py)
    "table.no_file": "{path}: no such file",
    "table.suffix": "{path}: cannot read {suffix} files; use CSV, Excel (.xlsx, .xls) or OpenDocument (.ods)",
    "table.folder": "{path}: this is a folder, not a file",
    "table.unreadable": "{path}: cannot be read: {reason} (is it open in another program?)",
    "table.empty": "{path}: the file is empty",
    "table.not_spreadsheet": "{path}: not a readable spreadsheet: {reason}",
    "table.not_text": "{path}: this is not a text (CSV) file: {reason}",
    "table.not_csv": "{path}: not a readable CSV file: {error}",
    "table.extra_values": '{path}: line {line} has {count} values, but the header (line {header}) has {columns}'
                          ' columns: put a value that holds a comma or semicolon in quotes ("Dupont, Marie"),'
                          " or give the extra column a title",
    "table.open_quote": '{path}: line {line}: a quote (") opens a cell here and is never closed, so the rest of'
                        " the file would be read into that cell; close it or remove it",
    # what a file that is no table seems to be (csv_text.py what_it_is)
    "table.lock_file": "this is the lock file Excel keeps while a workbook is open, not the workbook;"
                       " choose {name} instead",
    "table.pdf": "this is a PDF document",
    "table.html": "this is a web page (HTML) under a spreadsheet's name; open it in Excel or LibreOffice and"
                  " save it as .xlsx or CSV",
    "table.xml2003": "this is an Excel 2003 XML table; open it in Excel and save it as .xlsx",
    "table.text": "this is a text file, not an Excel or OpenDocument workbook; if it holds comma- or"
                  " semicolon-separated values, rename it to .csv",
    "table.neither": "the file is neither an Excel (.xlsx, .xls) nor an OpenDocument (.ods) workbook",
    # spreadsheets (spreadsheets.py)
    "table.ole": "{path}: not a readable spreadsheet: this is a password-protected or old-format Office file"
                 " that holds no workbook; open it in Excel or LibreOffice, remove any password and save it"
                 " as .xlsx",
    "table.password": "{path}: the workbook is password-protected and cannot be read; open it in Excel or"
                      " LibreOffice, remove the password (Excel: File > Info > Protect Workbook) and save it"
                      " again, or save the table as CSV",
    "table.damaged": "{path}: the spreadsheet is damaged or incomplete (was a download or copy cut short?);"
                     " open it in Excel or LibreOffice and save it again",
    "table.damaged_because": "{path}: the spreadsheet is damaged or incomplete (was a download or copy cut"
                             " short?); open it in Excel or LibreOffice and save it again ({reason})",
    "table.too_big": "{path}: refused: the spreadsheet would unpack to {size} MB, more than the {limit} MB any"
                     " table of players or guesses needs; save the table alone (as .xlsx or CSV) and import"
                     " that",
    "table.xlsb": "{path}: this is an Excel binary workbook (.xlsb), which cannot be read here; save it as"
                  " .xlsx (Excel workbook) or CSV",
    "table.other_zip": "{path}: not a readable spreadsheet: this is {what}, not an Excel or OpenDocument"
                       " workbook",
    "table.zip.text": "a text document",
    "table.zip.presentation": "a presentation",
    "table.zip.opendocument": "an OpenDocument file of another kind",
    "table.zip.archive": "a zip archive",
    "table.xml_part": '{path}: refused: the part {part} of the spreadsheet declares XML entities or a document'
                      " type, which no spreadsheet needs and which can make a reader run out of memory (an"
                      ' "XML bomb"); if you trust the file, open it in Excel or LibreOffice and save it again',
    "table.xml_bomb": "{path}: refused: the spreadsheet declares XML entities, which no spreadsheet needs and"
                      ' which can make a reader run out of memory (an "XML bomb")',
    "table.format": "{path}: cannot read this format here ({error})",
    # the header (rows.py)
    "table.no_rows": "{path}: the file has no rows",
    "table.no_header": ("{path}: no column {wanted} in line {line} (found: {found}); needed: {needed},"
                        " in one row near the top",
                        "{path}: no columns {wanted} in line {line} (found: {found}); needed: {needed},"
                        " in one row near the top"),
    "table.and": "{first} and {more}",
    "table.comma": "{first}, {more}",
    "table.apart": "{first}; {more}",
    "table.none": "none",
    "table.also_named": "{name} (or {names})",
})
"""The table readers' messages."""
