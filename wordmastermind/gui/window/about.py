"""Help ▸ About: the version, the word lists' authors and every licence.

The texts belong to the ``MainWindow`` translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, qVersion
from PySide6.QtWidgets import QWidget

from wordmastermind import __version__

translate = QCoreApplication.translate


def show_about(parent: QWidget) -> None:
    """The About box, over ``parent``."""
    import platform  # not at start-up

    from PySide6.QtWidgets import QMessageBox

    QMessageBox.about(
        parent,
        translate("MainWindow", "About wordmastermind"),
        translate(
            "MainWindow",
            "<h3>wordmastermind {0}</h3><p>The game master's evaluator for "
            "Joes Wörter-MasterMind by Johannes Grimm.</p>"
            "<p><b>Word lists</b> (offline):</p><ul>"
            "<li>German nouns: <i>german-nouns</i> by Gregor Weichbrodt, from the German "
            "Wiktionary; CC BY-SA 4.0.</li>"
            "<li>German, Dutch and French words with frequencies: <i>wordfreq</i> by Robyn "
            "Speer; data CC BY-SA 4.0, code Apache 2.0.</li></ul>"
            "<p>The word lists advise; the agreed dictionary and the game master decide.</p>",
        ).format(__version__)
        + translate(
            "MainWindow",
            "<p>Wachtwoord's word lists for play: Dutch word forms from <i>simplemma</i> by Adrien Barbaresi; "
            "code MIT, data ODbL, CC BY-SA 4.0 and CC BY 4.0.</p>",
        )
        + translate(
            "MainWindow",
            "<p><b>Licences:</b> wordmastermind is free software under the MIT licence. "
            "It is built on Python {0} and Qt {1} through Qt for Python (PySide6, LGPL v3), "
            "with python-docx and openpyxl (MIT) for the reports and pandas (BSD) for "
            "the rosters.</p>",
        ).format(platform.python_version(), qVersion()),
    )
