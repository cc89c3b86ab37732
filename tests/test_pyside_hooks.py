"""PySide's question at every import (does this module use PySide?), answered from the file's bytes."""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import linecache
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import wordmastermind.gui  # noqa: F401  (what the app imports first)
from wordmastermind.gui.pyside_hooks import FEATURE_MODULE, read_sources_lightly, uses_pyside

MODULES = {
    "wmm_hook_qt": '"""Names PySide6."""\nfrom PySide6.QtCore import QObject\n',
    "wmm_hook_plain": '"""Uses no Qt."""\nimport json\n',
    "wmm_hook_mention": "# ünïcödé: a comment that says PySide6, which PySide's own check counts too\nX = 1\n",
}


@pytest.fixture
def modules(tmp_path: Path) -> Iterator[Path]:
    for name, text in MODULES.items():
        (tmp_path / f"{name}.py").write_text(text, encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    try:
        yield tmp_path
    finally:
        sys.path.remove(str(tmp_path))
        for name in MODULES:
            sys.modules.pop(name, None)


def test_the_app_makes_pyside_ask_the_light_way() -> None:
    feature = sys.modules[FEATURE_MODULE]
    assert feature._mod_uses_pyside is uses_pyside
    assert read_sources_lightly()  # a second call changes nothing


def test_pyside_records_what_its_own_check_would_and_the_sources_stay_unread(modules: Path) -> None:
    feature = sys.modules[FEATURE_MODULE]
    for name in MODULES:
        exec(f"import {name}", {"__name__": "wmm_hook_importer"})  # an import statement: PySide's hook asks
        module = sys.modules[name]
        assert name in feature.pyside_feature_dict
        assert str(modules / f"{name}.py") not in linecache.cache  # asked without reading it into memory
        # PySide's own check: the source, read through inspect, names PySide6 or not.
        by_pyside = "PySide6" in inspect.getsource(module)
        assert uses_pyside(module) is by_pyside
        assert feature.pyside_feature_dict[name] == (0 if by_pyside else -1)
    assert uses_pyside(sys.modules["wmm_hook_qt"]) and uses_pyside(sys.modules["wmm_hook_mention"])
    assert not uses_pyside(sys.modules["wmm_hook_plain"])


def test_modules_without_a_source_file_do_not_use_pyside(tmp_path: Path) -> None:
    assert not uses_pyside(sys)  # built in
    assert not uses_pyside(sys.modules["PySide6.QtCore"])  # an extension
    gone = tmp_path / "gone.py"
    gone.write_text("X = 'PySide6'\n", encoding="utf-8")
    spec = importlib.util.spec_from_file_location("gone", gone)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    gone.unlink()
    assert not uses_pyside(module)  # its file deleted: PySide's check fails the same way


def test_pysides_features_still_work_in_a_module_that_asks_for_them(tmp_path: Path) -> None:
    (tmp_path / "snake.py").write_text(
        "from __feature__ import snake_case\n"
        "from PySide6.QtCore import QObject\n"
        "thing = QObject()\n"
        "thing.set_object_name('snake')\n"
        "print(thing.object_name())\n",
        encoding="utf-8",
    )
    done = subprocess.run(
        [sys.executable, "-c", "import wordmastermind.gui, snake"],
        capture_output=True, text=True, cwd=tmp_path, timeout=120, check=False,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), *sys.path])},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "snake"


def test_the_file_worker_process_starts_without_qt() -> None:
    # The gui package loads PySide to set its hook; the worker that makes and reads files is no part of it.
    done = subprocess.run(
        [sys.executable, "-c",
         "import sys, wordmastermind.files.file_worker; print(sorted(m for m in sys.modules if 'PySide' in m))"],
        capture_output=True, text=True, timeout=120, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
