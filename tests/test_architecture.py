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


def test_every_layer_passes_mypy_strict() -> None:
    """The rules, files, the command line, the app and the registry are all typed strictly."""
    from mypy import api  # a test dependency: its absence is a failure, not a skip

    root = PACKAGE.parent
    stdout, stderr, status = api.run(
        ["--strict", "--config-file", str(root / "pyproject.toml"), str(PACKAGE)]
    )
    assert status == 0, stdout + stderr


# ------------------------------------------------------------ the whole tree


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(path): path for path in PACKAGE.rglob("*.py")}


def _under_type_checking(node: ast.AST) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (
        (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
        or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")
    )


def package_imports(path: Path) -> set[str]:
    """The modules of the package that ``path`` imports, at the top or inside a
    function (an import only for type checking does not count)."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if _under_type_checking(child):
                for other in child.orelse:  # type: ignore[attr-defined]
                    visit_node(other)
            else:
                visit_node(child)

    def visit_node(node: ast.AST) -> None:
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                submodule = f"{node.module}.{alias.name}"
                found.add(submodule if submodule in MODULES else node.module)
        visit(node)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return {name for name in found if name in MODULES} - {module_name(path)}


GRAPH = {name: package_imports(path) for name, path in MODULES.items()}


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other, round and round (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in graph[module]:
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = [stack.pop()]
            while group[-1] != module:
                group.append(stack.pop())
            if len(group) > 1:
                cycles.append(sorted(group))

    for module in graph:
        if module not in index:
            visit(module)
    return cycles


def test_no_import_cycles() -> None:
    assert import_cycles(GRAPH) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert import_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_module_is_over_500_lines() -> None:
    long = {name: n for name, path in MODULES.items()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 500}
    assert long == {}


@pytest.mark.parametrize(("layer", "forbidden"), [
    ("core", ("files", "gui", "cli", "games")),
    ("files", ("gui", "cli")),
    ("cli", ("gui",)),
])
def test_a_layer_imports_nothing_of_the_layers_above_it(layer: str, forbidden: tuple[str, ...]) -> None:
    """core holds the rules alone; files reads and writes them; the command line and
    the app sit on top (the command line starts the app only through ``gui.app.main``
    and draws a PDF through ``gui.printing``, each imported when asked for)."""
    allowed = {"wordmastermind.gui.app", "wordmastermind.gui.offscreen", "wordmastermind.gui.printing"}
    prefix = f"wordmastermind.{layer}"
    bad = {
        name: sorted(other for other in imported
                     if any(other == f"wordmastermind.{f}" or other.startswith(f"wordmastermind.{f}.")
                            for f in forbidden) and other not in allowed)
        for name, imported in GRAPH.items()
        if name == prefix or name.startswith(prefix + ".")
    }
    assert {name: found for name, found in bad.items() if found} == {}
