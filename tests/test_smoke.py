"""The smoke test of the shipped app (``wordmastermind-gui --smoke-test OUTDIR``), run from source.

installer/build.sh --smoke runs the same checks in the frozen bundle; here
CI covers their logic.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from wordmastermind.gui.app import main

ROOT = Path(__file__).resolve().parent.parent


def test_the_smoke_test_writes_the_demo_reports(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    assert main(["--smoke-test", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "smoke test passed" in printed
    for name in ("demo.docx", "demo.xlsx", "demo.pdf", "demo-roster.xlsx", "demo.wmm"):
        assert (out / name).stat().st_size > 0, name
        assert f"{out / name}" in printed
    with zipfile.ZipFile(out / "demo.docx") as docx:
        assert "Alfons" in docx.read("word/document.xml").decode()
    with zipfile.ZipFile(out / "demo.xlsx") as xlsx:
        assert "xl/workbook.xml" in xlsx.namelist()
    assert (out / "demo.pdf").read_bytes().startswith(b"%PDF-")
    assert "read it back in the import's worker process (5 players)" in printed
    assert "smoke test passed" in (out / "smoke-test.log").read_text(encoding="utf-8")


def test_a_failed_smoke_test_says_so_and_exits_non_zero(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    assert main(["--smoke-test", str(blocked)]) == 1
    assert "smoke test FAILED" in capsys.readouterr().err


def test_word_lists_that_do_not_load_fail_the_smoke_test(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from wordmastermind.files import lexicon_store

    def broken(language: str, **_options: object) -> object:
        raise lexicon_store.LexiconError(f"no {language} lists in this bundle")

    monkeypatch.setattr(lexicon_store, "load_lexicon", broken)
    assert main(["--smoke-test", str(tmp_path)]) == 1
    assert "the German word lists do not load: no de lists in this bundle" in capsys.readouterr().err
    assert "smoke test FAILED" in (tmp_path / "smoke-test.log").read_text(encoding="utf-8")


def test_the_option_is_hidden_from_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "smoke" not in capsys.readouterr().out


def test_the_app_icon_is_the_installers_icon() -> None:
    package = ROOT / "wordmastermind" / "resources" / "icons"
    assert (package / "wordmastermind.svg").read_bytes() == (ROOT / "installer" / "icons" / "wordmastermind.svg").read_bytes()
    assert (package / "wordmastermind-256.png").read_bytes().startswith(b"\x89PNG")


# -- the installers' files agree with each other and with the app --------------

APP_ID = "org.wordmastermind.WordMasterMind"
LINUX = ROOT / "installer" / "linux"


def desktop_entry() -> dict[str, str]:
    import configparser

    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment, method-assign]
    parser.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_the_desktop_entry_opens_wmm_files_with_the_app() -> None:
    entry = desktop_entry()
    assert entry["Exec"] == "wordmastermind-gui %f"
    assert entry["Icon"] == APP_ID
    assert "application/x-wordmastermind" in entry["MimeType"].split(";")


def test_the_mime_type_claims_wmm_files() -> None:
    from defusedxml import ElementTree

    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ElementTree.parse(str(LINUX / "application-x-wordmastermind.xml")).getroot()
    kind = root.find("m:mime-type", ns)
    assert kind is not None and kind.get("type") == "application/x-wordmastermind"
    assert [glob.get("pattern") for glob in kind.findall("m:glob", ns)] == ["*.wmm"]


def test_the_appstream_metainfo_names_the_app_and_this_release() -> None:
    from defusedxml import ElementTree

    from wordmastermind import __version__

    root = ElementTree.parse(str(LINUX / f"{APP_ID}.metainfo.xml")).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    assert "application/x-wordmastermind" in [m.text for m in root.iter("mediatype")]
    # A new version needs its release entry (and notes) here.
    assert __version__ in [release.get("version") for release in root.iter("release")]


def test_the_windows_installer_installs_what_the_spec_builds() -> None:
    iss = (ROOT / "installer" / "windows" / "wordmastermind.iss").read_text(encoding="utf-8-sig")
    spec = (ROOT / "installer" / "wordmastermind.spec").read_text(encoding="utf-8")
    assert '#define AppExeName "wordmastermind-gui.exe"' in iss
    assert 'name=f"{NAME}-gui"' in spec and 'NAME = "wordmastermind"' in spec
    assert '#define AssocExt ".wmm"' in iss
    assert "DefaultDirName={autopf}\\{#AppName}" in iss
    assert "ChangesAssociations=yes" in iss
