"""Render the app icon from its SVG: PNGs in the usual sizes, a Windows .ico and a macOS .icns.

    python installer/make_icons.py [--svg SVG] [--out FOLDER] [--package]

Only Qt is needed (QtSvg ships with PySide6-Essentials), so the build needs
nothing beyond the project's own dependencies. The .ico holds the sizes
16 to 128 px as 32-bit bitmaps with alpha and 256 px as PNG, the layout
Windows' own tools write.

``--package`` also refreshes the copy the running app uses,
``wordmastermind/resources/icons/`` (the SVG and a 256 px PNG); those files
are committed, so the build itself never rewrites them.
"""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SVG = HERE / "icons" / "wordmastermind.svg"
OUT = HERE / "build" / "icons"
PACKAGE_ICONS = ROOT / "wordmastermind" / "resources" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
NAME = "wordmastermind"


def draw(svg: Path, size: int) -> QImage:
    """The SVG drawn at ``size`` x ``size`` pixels (32-bit ARGB)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png(image: QImage) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload, unused-ignore]
        raise SystemExit(f"could not encode the {image.width()} px PNG")
    buffer.close()
    return bytes(data.data())


def dib(image: QImage) -> bytes:
    """An icon image as Windows stores it: a 32-bit BGRA bitmap, bottom-up, and an empty AND mask."""
    width, height = image.width(), image.height()
    header = struct.pack("<IiiHHIIiiII", 40, width, 2 * height, 1, 32, 0, 0, 0, 0, 0, 0)
    line = 4 * width
    bits = bytes(image.constBits())  # ARGB32 is B, G, R, A in memory on little-endian machines
    if sys.byteorder != "little":
        raise SystemExit("make_icons.py writes .ico files on little-endian machines only")
    rows = [bits[y * image.bytesPerLine():y * image.bytesPerLine() + line] for y in range(height)]
    mask = bytes(((width + 31) // 32) * 4 * height)
    return header + b"".join(reversed(rows)) + mask


def ico(images: dict[int, QImage]) -> bytes:
    """A Windows icon file holding ``images`` (size -> image): bitmaps, PNG from 256 px."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries, payload = b"", b""
    for size in sizes:
        data = png(images[size]) if size >= 256 else dib(images[size])
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(payload))
        payload += data
    return header + entries + payload


ICNS_TYPES = (  # (type, size): PNG images, which macOS reads since 10.7
    ("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
    ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512),
)


def icns(images: dict[int, QImage]) -> bytes:
    """A macOS icon file: the PNG of each size under its type (the @2x ones share them)."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = png(images[size])
        body += kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(svg: Path, out: Path) -> list[Path]:
    """Write ``NAME-SIZE.png`` for every size, ``NAME.svg``, ``NAME.ico`` and ``NAME.icns`` into ``out``."""
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    out.mkdir(parents=True, exist_ok=True)
    images = {size: draw(svg, size) for size in sorted({*PNG_SIZES, *ICO_SIZES})}
    written = []
    for size in PNG_SIZES:
        path = out / f"{NAME}-{size}.png"
        path.write_bytes(png(images[size]))
        written.append(path)
    ico_path = out / f"{NAME}.ico"
    ico_path.write_bytes(ico({size: images[size] for size in ICO_SIZES}))
    icns_path = out / f"{NAME}.icns"
    icns_path.write_bytes(icns(images))
    svg_copy = out / f"{NAME}.svg"
    shutil.copyfile(svg, svg_copy)
    return [*written, ico_path, icns_path, svg_copy]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=SVG, help=f"the icon (default: {SVG.relative_to(ROOT)})")
    parser.add_argument("--out", type=Path, default=OUT, help=f"where to write (default: {OUT.relative_to(ROOT)})")
    parser.add_argument("--package", action="store_true",
                        help="also refresh wordmastermind/resources/icons (SVG and 256 px PNG)")
    args = parser.parse_args(argv)
    written = make_icons(args.svg, args.out)
    if args.package:
        PACKAGE_ICONS.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(args.svg, PACKAGE_ICONS / f"{NAME}.svg")
        shutil.copyfile(args.out / f"{NAME}-256.png", PACKAGE_ICONS / f"{NAME}-256.png")
        written += [PACKAGE_ICONS / f"{NAME}.svg", PACKAGE_ICONS / f"{NAME}-256.png"]
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
