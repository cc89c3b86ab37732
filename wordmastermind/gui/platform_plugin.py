"""Whether Qt can load its X11 platform plugin, asked before Qt is started.

On Linux, Qt shows its windows on an X display through its ``xcb`` plugin,
which needs a handful of system libraries that a bare Debian or Ubuntu
lacks. Without them Qt stops the program with a message about plugins
that does not say what to install. :func:`platform_problem` looks for the
libraries first (no Qt is imported here) and says which packages to install.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

XCB_LIBRARIES: Mapping[str, str] = {
    # the library Qt's xcb plugin loads: the Debian/Ubuntu package that has it
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-render.so.0": "libxcb-render0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
}
USUAL_PACKAGES = (
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-keysyms1",
    "libxcb-image0",
    "libxcb-render-util0",
    "libxkbcommon-x11-0",
)
"""What a bare Debian or Ubuntu lacks for Qt's xcb plugin (README's Set-up names them too)."""


def library_folders(environ: Mapping[str, str] | None = None) -> list[str]:
    """The folders the system's dynamic linker looks in first: ``LD_LIBRARY_PATH``'s, then the usual ones
    (Debian's and Ubuntu's multiarch folders, Fedora's lib64).

    >>> library_folders({"LD_LIBRARY_PATH": "/opt/qt/lib"})[0]
    '/opt/qt/lib'
    """
    environ = os.environ if environ is None else environ
    arch = getattr(sys.implementation, "_multiarch", "") or ""
    given = [folder for folder in environ.get("LD_LIBRARY_PATH", "").split(":") if folder]
    usual = [f"/usr/lib/{arch}", f"/lib/{arch}"] if arch else []
    return [*given, *usual, "/usr/lib64", "/lib64", "/usr/lib", "/lib", "/usr/local/lib"]


def can_load(library: str) -> bool:
    """Whether the system's dynamic linker finds ``library`` (or the frozen app has it).

    The file in one of the linker's usual folders answers at once (a dozen look-ups); only a library found
    there by no name is looked for by loading it (through the linker's own configuration), which takes the
    start several milliseconds: Qt loads these libraries itself a moment later.
    """
    if any(os.path.exists(os.path.join(folder, library)) for folder in library_folders()):
        return True
    import ctypes  # asked only where Qt will show its windows through xcb

    try:
        ctypes.CDLL(library)
        return True
    except OSError:
        pass
    bundle = getattr(sys, "_MEIPASS", None)  # the frozen app may carry its own copy
    if bundle is not None:
        for copy in Path(bundle).rglob(library):
            try:
                ctypes.CDLL(str(copy))
                return True
            except OSError:
                continue
    return False


def uses_xcb(environ: Mapping[str, str], platform: str) -> bool:
    """Whether Qt will show its windows through its xcb plugin here."""
    if not platform.startswith("linux") or not environ.get("DISPLAY"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":")[0].split(";")[0] == "xcb"
    return not environ.get("WAYLAND_DISPLAY")  # in a Wayland session Qt takes its wayland plugin


def platform_problem(
    environ: Mapping[str, str] | None = None,
    platform: str = sys.platform,
    find: Callable[[str], bool] = can_load,
) -> str | None:
    """What keeps Qt from showing a window here and what to install, or None.

    >>> platform_problem({"DISPLAY": ":0"}, "linux", find=lambda library: "cursor" not in library)
    'Qt cannot show its windows on this X display: libxcb-cursor.so.0 is missing. Install what it needs with: sudo apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxkbcommon-x11-0'
    >>> platform_problem({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux", find=lambda library: False) is None
    True
    """
    environ = os.environ if environ is None else environ
    if not uses_xcb(environ, platform):
        return None
    missing = [library for library in XCB_LIBRARIES if not find(library)]
    if not missing:
        return None
    packages = [*USUAL_PACKAGES, *(XCB_LIBRARIES[m] for m in missing if XCB_LIBRARIES[m] not in USUAL_PACKAGES)]
    what = ", ".join(missing) + (" is" if len(missing) == 1 else " are")
    return (
        f"Qt cannot show its windows on this X display: {what} missing. "
        f"Install what it needs with: sudo apt-get install {' '.join(packages)}"
    )
