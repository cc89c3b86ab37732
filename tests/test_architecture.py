"""The layering the project promises: the rules in core/ stand alone."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import wordmastermind

PACKAGE = Path(wordmastermind.__file__).parent
CORE = PACKAGE / "core"
CORE_MODULES = sorted(CORE.rglob("*.py"))

# Qt, data frames, document writers and file I/O stay out of the rules.
FORBIDDEN_IMPORTS = {
    "PySide6", "PyQt5", "PyQt6", "pandas", "docx", "openpyxl",
    "os", "pathlib", "shutil", "tempfile", "io", "json", "csv", "sqlite3",
}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("path", CORE_MODULES, ids=lambda p: str(p.relative_to(CORE)))
def test_core_module_imports_no_qt_pandas_or_io(path: Path) -> None:
    assert imported_modules(path) & FORBIDDEN_IMPORTS == set()


@pytest.mark.parametrize("path", CORE_MODULES, ids=lambda p: str(p.relative_to(CORE)))
def test_core_module_opens_no_file(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    calls = [
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    ]
    assert "open" not in calls


def test_importing_all_of_core_loads_no_qt_and_no_pandas() -> None:
    modules = ", ".join(
        "wordmastermind.core." + ".".join(p.relative_to(CORE).with_suffix("").parts)
        for p in CORE_MODULES
        if p.stem != "__init__"
    )
    code = (
        f"import sys, {modules}\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "{'PySide6', 'PyQt5', 'PyQt6', 'pandas', 'docx', 'openpyxl'})\n"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_the_command_line_starts_without_pandas() -> None:
    code = "import sys, wordmastermind.cli; print('pandas' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_core_passes_mypy_strict() -> None:
    from mypy import api  # a test dependency: its absence is a failure, not a skip

    root = PACKAGE.parent
    stdout, stderr, status = api.run(
        ["--strict", "--config-file", str(root / "pyproject.toml"), str(CORE)]
    )
    assert status == 0, stdout + stderr


def test_the_app_starts_without_pandas_openpyxl_docx_or_word_lists(tmp_path: Path) -> None:
    code = (
        "import sys, os\n"
        "os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "from pathlib import Path\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from wordmastermind.gui.window.main_window import MainWindow\n"
        "from wordmastermind.gui.window.recovery import RecoveryStore\n"
        "from wordmastermind.gui.settings import AppSettings\n"
        f"folder = Path({str(tmp_path)!r})\n"
        "w = MainWindow(AppSettings.at(folder / 's.ini'), RecoveryStore(folder / 'r'))\n"
        "w.show(); app.processEvents()\n"
        "heavy = {'pandas', 'openpyxl', 'docx', 'german_nouns', 'wordfreq', 'numpy'}\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in heavy))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def _imports_when_run(path: Path) -> set[str]:
    """The modules ``path`` imports, also inside functions; not those under TYPE_CHECKING."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for statement in node.body
        for inner in ast.walk(statement)
    }
    names: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_the_modules_of_files_import_no_cycle() -> None:
    modules = {
        ".".join(("wordmastermind", *path.relative_to(PACKAGE).with_suffix("").parts)).removesuffix(
            ".__init__"
        ): path
        for path in (PACKAGE / "files").rglob("*.py")
    }
    graph = {name: (_imports_when_run(path) & modules.keys()) - {name} for name, path in modules.items()}

    def reached_from(start: str) -> set[str]:
        seen: set[str] = set()
        todo = list(graph[start])
        while todo:
            name = todo.pop()
            if name not in seen:
                seen.add(name)
                todo.extend(graph[name])
        return seen

    assert [name for name in sorted(graph) if name in reached_from(name)] == []


def test_files_passes_mypy_strict() -> None:
    from mypy import api

    root = PACKAGE.parent
    stdout, stderr, status = api.run(
        ["--strict", "--config-file", str(root / "pyproject.toml"), str(PACKAGE / "files")]
    )
    assert status == 0, stdout + stderr
