"""Where Qt cannot show a window for want of system libraries, the app says what to install."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from wordmastermind.gui.platform_plugin import USUAL_PACKAGES, XCB_LIBRARIES, can_load, library_folders, platform_problem

APT_LINE = (
    "sudo apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 "
    "libxcb-render-util0 libxkbcommon-x11-0"
)
DESKTOP = {"DISPLAY": ":0"}


def lacking(*missing: str):  # type: ignore[no-untyped-def]
    """A look-up of the system's libraries on a machine that lacks ``missing``."""
    return lambda library: library not in missing


def test_a_bare_debian_is_told_which_packages_to_install() -> None:
    problem = platform_problem(DESKTOP, "linux", lacking("libxcb-cursor.so.0", "libxcb-icccm.so.4"))
    assert problem is not None
    assert "libxcb-cursor.so.0, libxcb-icccm.so.4 are missing" in problem
    assert problem.endswith(APT_LINE)
    assert "\n" not in problem


def test_a_missing_library_beyond_the_usual_ones_is_named_with_its_package() -> None:
    problem = platform_problem(DESKTOP, "linux", lacking("libxcb-xkb.so.1"))
    assert problem is not None and "libxcb-xkb.so.1 is missing" in problem
    assert problem.endswith(f"{APT_LINE} libxcb-xkb1")


@pytest.mark.parametrize(
    ("environ", "platform"),
    [
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux"),  # no window on a display at all
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland"}, "linux"),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, "linux"),  # a Wayland session: Qt takes wayland
        ({}, "linux"),  # no X display: Qt says so itself
        (DESKTOP, "win32"),
        (DESKTOP, "darwin"),
    ],
)
def test_no_word_where_qt_does_not_use_its_xcb_plugin(environ: dict[str, str], platform: str) -> None:
    assert platform_problem(environ, platform, lacking(*XCB_LIBRARIES)) is None


def test_nothing_is_said_where_every_library_is_there() -> None:
    assert platform_problem({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, "linux", lacking()) is None


def test_the_usual_packages_are_those_the_readme_names() -> None:
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    setup = readme.split("## Set-up", 1)[1].split("\n## ", 1)[0]
    assert f"apt-get install {' '.join(USUAL_PACKAGES)}" in setup


def test_a_library_is_found_by_its_file_in_the_linkers_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The usual case answers from the files: nothing is loaded for it (Qt loads the libraries itself)."""
    (tmp_path / "libxcb-fake.so.1").write_bytes(b"")  # not a library at all: loading it would fail
    monkeypatch.setenv("LD_LIBRARY_PATH", f"/nowhere:{tmp_path}")
    assert library_folders()[:2] == ["/nowhere", str(tmp_path)]
    assert can_load("libxcb-fake.so.1")
    assert not can_load("libxcb-none-such.so.1")  # neither a file there nor a library the linker knows


STARTING_WITHOUT_XCB_CURSOR = """
import ctypes, os.path, sys
real, exists = ctypes.CDLL, os.path.exists
def cdll(name, *args, **kwargs):  # this machine lacks libxcb-cursor0, as a bare Debian does
    if "libxcb-cursor" in str(name):
        raise OSError(f"{name}: cannot open shared object file")
    return real(name, *args, **kwargs)
def there(path):  # nor is its file in any folder
    return "libxcb-cursor" not in str(path) and exists(path)
ctypes.CDLL, os.path.exists = cdll, there
from wordmastermind.gui.app import main
sys.exit(main([]))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's xcb plugin is Linux's")
def test_the_app_says_what_to_install_instead_of_starting_qt(tmp_path: object) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env["DISPLAY"] = ":98"  # no X server there: had Qt been started, it would stop with its own message
    result = subprocess.run(
        [sys.executable, "-c", STARTING_WITHOUT_XCB_CURSOR], capture_output=True, text=True, env=env, timeout=60
    )
    assert result.returncode == 1, result.stderr
    assert result.stderr.startswith("wordmastermind-gui: Qt cannot show its windows on this X display: ")
    assert "libxcb-cursor.so.0 is missing" in result.stderr
    assert APT_LINE in result.stderr
    assert "qt.qpa" not in result.stderr and "Traceback" not in result.stderr
