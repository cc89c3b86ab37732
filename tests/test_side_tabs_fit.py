"""The side-game tabs show every label and combo box whole (issue 32, item 8), at 100 % and at 150 %.

A game master saw Wachtwoord's starting-team box cut to "om beurten: I" and PASSWORD's grid title elided
to "trouvé par Ann…". Qt's scale is fixed when the application starts, so each scale gets a child
process: pytest runs ``side_tabs_fit_walk.py`` there, on Qt's offscreen platform with one screen of
1600 × 1000 pixels (at 150 %, ``QT_SCALE_FACTOR=1.5``: 1066 × 666 for the layouts), in English, German,
Dutch and French, with players' long names; see ``side_tabs_fit_walk.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from side_tabs_fit_walk import SCREEN
from test_suite_hygiene import run_pytest

WALK = Path(__file__).resolve().parent / "side_tabs_fit_walk.py"


@pytest.mark.slow
@pytest.mark.parametrize("percent", [100, 150])
def test_the_side_tabs_show_every_text_whole(tmp_path: Path, percent: int) -> None:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "desk", "x": 0, "y": 0, "width": 1600, "height": 1000,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1.0,
    }]}), encoding="utf-8")
    home = tmp_path / "home"
    home.mkdir()
    environment = {
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "QT_ENABLE_HIGHDPI_SCALING": "1",
        "QT_SCALE_FACTOR": str(percent / 100),
        "QT_SCREEN_SCALE_FACTORS": "",
        SCREEN: f"1600x1000@{percent}",
    }
    result = run_pytest([str(WALK)], home, tmp_path / "basetemp", environment=environment)
    assert result.returncode == 0, result.stdout[-8000:] + result.stderr[-3000:]
    assert "4 passed" in result.stdout, result.stdout[-3000:]
