"""``wordmastermind letters`` and ``labels``: the postal players' letters and address labels, read back with pypdf."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pypdf
import pytest
from test_cli import Run

from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.wmm.file import load_game, save_game

MM = 72 / 25.4
GM = "Joe Grimm, Hauptstraße 1, 12345 Berlin"
ADDRESSES = {
    "Alfons": "Alfons Abendroth-Zimmermann\nObere Kirchgasse 117, Hinterhaus\n54321 Sankt Ingbert-Rohrbach",
    "Emil": "Emil Ernst\nAm Markt 3\n10115 Berlin",
    "Fritzchen": "Fritz Frech, Schulweg 9, 99999 Klein Kleckersdorf",
    "Gustav": "Gustav Gans\nEntenhausen",
}
DEADLINE = "2026-12-12T18:00"
"""The deadline of the games' next round: a game by post has one."""
HIDDEN = ("SALAT", "MOTEL", "TISCH", "KERZE")
"""The secrets not guessed after round 2 of the rules' example (Emil's LAMPE was)."""


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Run:
    return Run(capsys)


def postal_game(tmp_path: Path, addresses: dict[str, str] = ADDRESSES, deadline: str = DEADLINE) -> Path:
    """The rules' example after round 2; Gustav has an e-mail address too, Beatrix no address at all. The next
    round (and round 1, for the lot's letters) has ``deadline``, as a game by post has."""
    game = rules_example()
    players = tuple(
        dataclasses.replace(p, address=addresses.get(p.name, ""),
                            email="gustav@example.org" if p.name == "Gustav" else "")
        for p in game.players
    )
    game = dataclasses.replace(game, players=players)
    if deadline:
        game = game.with_deadline(1, deadline).with_deadline(3, deadline)
    path = tmp_path / "game.wmm"
    save_game(game, path)
    return path



def placed_text(page: pypdf.PageObject) -> list[tuple[str, float, float]]:
    """Every piece of text on ``page`` with its x and its distance from the page's top, in mm."""
    height = float(page.mediabox.height)
    found: list[tuple[str, float, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if text.strip():
            x = tm[4] * cm[0] + cm[4]
            y = tm[5] * cm[3] + cm[5]
            found.append((text.strip(), x / MM, (height - y) / MM))

    page.extract_text(visitor_text=visit)
    return found


def page_texts(path: Path) -> list[str]:
    return [" ".join(page.extract_text().split()) for page in pypdf.PdfReader(str(path)).pages]


def test_a_letter_per_postal_player_in_the_window_of_a_din_5008_b_envelope(tmp_path: Path, run: Run) -> None:
    game = postal_game(tmp_path)
    out = tmp_path / "letters.pdf"
    printed = run.ok("letters", game, "--pdf", out, "--from-address", GM, "--place", "Berlin", "--duplex")
    assert "Beatrix has no postal address: no letter" in printed
    assert "Gustav gets the mail" in printed
    texts = page_texts(out)
    starts = [number for number, text in enumerate(texts) if "Dear " in text]
    firsts = [next(n for n, text in enumerate(texts) if f"Dear {name}," in text) for name in ("Alfons", "Emil", "Fritzchen")]
    assert firsts == starts and len(starts) == 3  # each letter begins a page, in roster order, nobody else's
    assert all(first % 2 == 0 for first in firsts) and len(texts) % 2 == 0  # duplex: never two players on a sheet
    reader = pypdf.PdfReader(str(out))
    for first, name in zip(firsts, ("Alfons", "Emil", "Fritzchen")):
        placed = placed_text(reader.pages[first])
        address = ADDRESSES[name]
        lines = address.splitlines() if "\n" in address else address.split(", ")
        for line in lines:
            (x, top), = [(x, top) for text, x, top in placed if text == line]
            assert 20 < x < 105 and 45 + 17.7 < top < 45 + 45, (line, x, top)  # the address zone: DIN 5008 B, 62.7 mm
        (x, top), = [(x, top) for text, x, top in placed if text == "Joe Grimm, Hauptstraße 1, 12345 Berlin"]
        assert 20 < x < 105 and 45 + 12.7 < top < 45 + 17.7  # the return line, at the foot of the zone above it
        assert any(text.startswith("Berlin, ") for text, _, _ in placed)
    letter_of = {name: " ".join(texts[first:end]) for name, first, end in
                 zip(("Alfons", "Emil", "Fritzchen"), firsts, [*firsts[1:], len(texts)])}
    assert "Your guess Word of Marks Points LAMPE Emil +++++ 15" in letter_of["Alfons"]
    assert "Your total: 31 points, rank 1 of 5." in letter_of["Alfons"]
    assert ("In round 3 you have one guess, weighting factor (WF) 4. You may guess at Alfons, Gustav, Beatrix and"
            " Fritzchen.") in letter_of["Emil"]
    assert ("How to answer: on the slip below, one line per guess, as in: Alfons: WORD · Gustav: WORD · Beatrix:"
            " WORD · Fritzchen: WORD") in letter_of["Emil"]  # the examples run on, parted; the slip has the lines
    assert "Send your answer to Joe Grimm, Hauptstraße 1, 12345 Berlin." in letter_of["Emil"]
    assert "Deadline for round 3: Saturday, 12 December 2026, 18:00." in letter_of["Emil"]
    # the answer slip, to fill in and send back: a line for each player Emil may guess at
    assert "Answer for round 3: Emil" in letter_of["Emil"]
    assert all(f"{name}: ________________" in letter_of["Emil"] for name in ("Alfons", "Gustav", "Beatrix", "Fritzchen"))
    whole = " ".join(texts).upper()
    assert "LAMPE" in whole and not [secret for secret in HIDDEN if secret in whole]


def test_us_10_letters_one_file_each(tmp_path: Path, run: Run) -> None:
    game = postal_game(tmp_path)
    folder = tmp_path / "post"
    printed = run.ok("letters", game, "--folder", folder, "--layout", "us10", "--all", "--round", "1")
    assert sorted(p.name for p in folder.iterdir()) == ["Alfons.pdf", "Emil.pdf", "Fritzchen.pdf", "Gustav.pdf"]
    assert str(folder / "Gustav.pdf") in printed  # --all: Gustav has an address as well as his e-mail
    page = pypdf.PdfReader(str(folder / "Emil.pdf")).pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == (612, 792)
    (x, top), = [(x, top) for text, x, top in placed_text(page) if text == "10115 Berlin"]
    assert 25.4 < x < 25.4 + 95 and 50.8 < top < 50.8 + 28.6  # the #10 window field: 1 in, 2 in, 3¾ × 1⅛ in


def test_an_address_too_long_for_the_window_is_refused_naming_the_player(tmp_path: Path, run: Run) -> None:
    long_line = dict(ADDRESSES, Emil="Emil Ernst\nAm Oberen Unteren Mittleren Marktplatz der Altstadt 1234\nBerlin")
    out = tmp_path / "letters.pdf"
    err = run.fails("letters", postal_game(tmp_path, long_line), "--pdf", out)
    assert "Emil's address line 'Am Oberen Unteren Mittleren Marktplatz der Altstadt 1234' is too long" in err
    seven = dict(ADDRESSES, Fritzchen="Fritz Frech\n2\n3\n4\n5\n6\n7")
    err = run.fails("letters", postal_game(tmp_path, seven), "--pdf", out)
    assert "Fritzchen's address has 7 lines; the window field holds 6" in err
    assert not out.exists()


def test_an_address_kept_without_the_name_goes_under_the_players_name(tmp_path: Path, run: Run) -> None:
    """A roster keeps the name in its own column and the address as street and town: the letter's window
    showed "Am Markt 3 / 10115 Berlin" and nobody's name, and so did the label."""
    street_first = dict(ADDRESSES, Emil="Am Markt 3\n10115 Berlin")
    game = postal_game(tmp_path, street_first)
    out = tmp_path / "letters.pdf"
    run.ok("letters", game, "--pdf", out, "--only", "Emil")
    placed = placed_text(pypdf.PdfReader(str(out)).pages[0])
    window = [text for text, x, top in placed if 20 < x < 105 and 45 + 17.7 < top < 45 + 45]
    assert window == ["Emil", "Am Markt 3", "10115 Berlin"], window
    labels = tmp_path / "labels.pdf"
    run.ok("labels", game, "--pdf", labels, "--only", "Emil,Alfons")
    texts = [text for text, _x, _y in placed_text(pypdf.PdfReader(str(labels)).pages[0])]
    assert texts[:3] == ["Alfons Abendroth-Zimmermann", "Obere Kirchgasse 117, Hinterhaus",
                         "54321 Sankt Ingbert-Rohrbach"]  # a name line of its own: as written
    assert texts[3:] == ["Emil", "Am Markt 3", "10115 Berlin"], texts

    # an address that begins with a c/o line or a house's name names nobody either: the name goes first
    for first in ("c/o Familie Schönfeld", "Hof Sonnenschein"):
        game = postal_game(tmp_path, dict(ADDRESSES, Emil=f"{first}\nAm Markt 3\n10115 Berlin"))
        run.ok("letters", game, "--pdf", out, "--only", "Emil")
        placed = placed_text(pypdf.PdfReader(str(out)).pages[0])
        window = [text for text, x, top in placed if 20 < x < 105 and 45 + 17.7 < top < 45 + 45]
        assert window == ["Emil", first, "Am Markt 3", "10115 Berlin"], window
        run.ok("labels", game, "--pdf", labels, "--only", "Emil")
        assert [text for text, _x, _y in placed_text(pypdf.PdfReader(str(labels)).pages[0])][:2] == ["Emil", first]


def test_letters_in_german_and_of_the_lot(tmp_path: Path, run: Run) -> None:
    game = postal_game(tmp_path)
    out = tmp_path / "briefe.pdf"
    run.ok("letters", game, "--pdf", out, "--language", "de", "--round", "2")
    whole = " ".join(page_texts(out))
    assert "Hallo Alfons," in whole and "Dein Ratewort" in whole and "Dear" not in whole
    run.ok("letters", game, "--pdf", out, "--lot")
    whole = " ".join(page_texts(out))
    assert "Here is the lot for round 1 of Joes Wörter-MasterMind: the rules' example: you guess at" in whole
    # each letter confirms its own player's secret, and holds no other
    for secret in HIDDEN + ("LAMPE",):
        assert whole.upper().count(secret) <= 1
        assert secret not in whole.upper() or f"YOUR SECRET WORD, AS YOU SENT IT: {secret}." in whole.upper()
    assert "Your secret word, as you sent it: SALAT." in whole  # Alfons plays by post


def lot_game(tmp_path: Path, players: int) -> Path:
    """A game of ``players`` postal players (Player 001, Player 002, …) before round 1, which has a deadline."""
    game = random_game(players, 1, seed=7, hit_chance=0.02)
    roster = tuple(dataclasses.replace(p, address=f"{p.name}\nHauptstr. {n}\n1234{n % 10} Berlin", email="")
                   for n, p in enumerate(game.players))
    path = tmp_path / f"lot{players}.wmm"
    save_game(dataclasses.replace(game, players=roster, rounds=()).with_deadline(1, DEADLINE), path)
    return path


SLIP_PLACES = {  # (x, top) in mm of the slip's texts, as when the slip was on a page of its own
    "din5008-b": {"Answer for round 1: Player 001": (20.0, 207.53), "Player 012: ": (112.0, 211.5),
                  "Player 001, Hauptstr. 0, 12340 Berlin": (25.0, 259.82), "Joe Grimm": (25.0, 264.93),
                  "12345 Berlin": (25.0, 273.4)},
    "us10": {"Answer for round 1: Player 001": (25.4, 195.79), "Player 012: ": (127.65, 199.77),
             "Player 001, Hauptstr. 0, 12340 Berlin": (28.58, 242.54), "Joe Grimm": (28.58, 247.65),
             "12345 Berlin": (28.58, 256.12)},
}


@pytest.mark.parametrize("layout", ["din5008-b", "us10"])
def test_a_lot_letter_to_twenty_players_is_one_page_with_its_answer_slip(tmp_path: Path, run: Run,
                                                                           layout: str) -> None:
    """The lot's table in more columns side by side, in smaller type if need be: the slip no longer goes alone
    onto a second page, where it stands at the foot of the page as it did there (the window envelope's)."""
    out = tmp_path / "lot.pdf"
    run.ok("letters", lot_game(tmp_path, 20), "--lot", "--pdf", out, "--layout", layout, "--from-address", GM)
    reader = pypdf.PdfReader(str(out))
    assert len(reader.pages) == 20
    cut = float(reader.pages[0].mediabox.height) / MM * 2 / 3
    for number, page in enumerate(reader.pages):
        name = f"Player {number + 1:03d}"
        placed = placed_text(page)
        texts = [text for text, _, _ in placed]
        assert f"Dear {name}," in texts and f"Answer for round 1: {name}" in texts
        above = " ".join(text for text, _, top in placed if top < cut)
        assert all(f"Player {other:03d}" in above for other in range(1, 21))  # the whole lot, above the cut
        on_slip = [text for text, _, top in placed if top > cut]
        assert on_slip[0].endswith("Cut here and send back") and f"Answer for round 1: {name}" in on_slip
    on_slip = [(text, x, top) for text, x, top in placed_text(reader.pages[0]) if top > cut]
    for start, (x, top) in SLIP_PLACES[layout].items():
        (found,) = [(left, below) for text, left, below in on_slip if text.startswith(start)]
        assert found == pytest.approx((x, top), abs=0.01), start


def test_a_lot_letter_too_long_for_one_page_ends_with_its_whole_slip(tmp_path: Path, run: Run) -> None:
    out = tmp_path / "lot.pdf"
    run.ok("letters", lot_game(tmp_path, 60), "--lot", "--pdf", out, "--from-address", GM,
           "--only", "Player 001, Player 060")
    reader = pypdf.PdfReader(str(out))
    assert len(reader.pages) == 4
    cut = 297 * 2 / 3
    for first, name, sender in ((0, "Player 001", "Player 001, Hauptstr. 0, 12340 Berlin"),
                                (2, "Player 060", "Player 060, Hauptstr. 59, 12349 Berlin")):
        letter = [placed_text(reader.pages[first]), placed_text(reader.pages[first + 1])]
        assert f"Dear {name}," in [text for text, _, _ in letter[0]]
        assert not [text for text, _, _ in letter[0] if "Cut here" in text or "Answer for" in text]
        on_slip = [text for text, _, top in letter[1] if top > cut]
        assert on_slip[:2] == ["✂ Cut here and send back", f"Answer for round 1: {name}"]
        assert len([text for text in on_slip if text.endswith("_____")]) == 1  # the one player to guess at
        assert {sender, "Joe Grimm", "Hauptstraße 1", "12345 Berlin"} <= set(on_slip)  # the window's
        lot = " ".join([text for text, _, _ in letter[0]] + [text for text, _, top in letter[1] if top < cut])
        assert all(f"Player {other:03d}" in lot for other in range(1, 61))  # the whole lot, above the slip


@pytest.mark.parametrize(("sheet", "rows", "height", "top"), [("3x8", 8, 33.9, 12.9), ("3x7", 7, 38.1, 15.15)])
def test_address_labels(tmp_path: Path, run: Run, sheet: str, rows: int, height: float, top: float) -> None:
    many = {f"P{n:02d}": f"Person {n:02d}\nWeg {n}\n{10000 + n} Ort" for n in range(3 * rows + 2)}
    game = rules_example()
    players = tuple(dataclasses.replace(game.players[0], name=name, secret="SALAT", address=address)
                    for name, address in many.items())
    path = tmp_path / "many.wmm"
    save_game(dataclasses.replace(game, players=players, rounds=(), lot=None), path)
    out = tmp_path / "labels.pdf"
    run.ok("labels", path, "--pdf", out, "--format", sheet)
    reader = pypdf.PdfReader(str(out))
    assert len(reader.pages) == 2
    for number, name in enumerate(many):
        page = reader.pages[number // (3 * rows)]
        row, column = divmod(number % (3 * rows), 3)
        line = many[name].splitlines()[0]
        (x, y), = [(x, y) for text, x, y in placed_text(page) if text == line]
        left = 7.25 + column * 66.04
        assert left < x < left + 63.5 and top + row * height < y < top + (row + 1) * height, (name, x, y)


def test_letters_as_a_word_document(tmp_path: Path, run: Run) -> None:
    import docx
    from docx.enum.section import WD_SECTION
    from docx.oxml.ns import qn

    out = tmp_path / "letters.docx"
    run.ok("letters", postal_game(tmp_path), "--docx", out, "--from-address", GM, "--place", "Berlin", "--duplex")
    document = docx.Document(str(out))
    sections = document.sections
    letters = [s for s in sections if s.start_type != WD_SECTION.CONTINUOUS]  # not a letter's words' columns
    assert len(letters) == 3  # a letter each, each beginning on an odd page: duplex never puts two on a sheet
    assert [s.start_type for s in letters[1:]] == [WD_SECTION.ODD_PAGE] * 2
    assert all(round(s.page_width.mm) == 210 and round(s.page_height.mm) == 297 for s in sections)
    windows = [t for t in document.tables if t._tbl.tblPr.find(qn("w:tblpPr")) is not None]
    for window, name in zip(windows, ("Alfons", "Emil", "Fritzchen")):
        place = window._tbl.tblPr.find(qn("w:tblpPr"))
        assert (place.get(qn("w:tblpX")), place.get(qn("w:tblpY"))) == (str(round(20 * 72 / 25.4 * 20)),
                                                                         str(round(45 * 72 / 25.4 * 20)))
        assert place.get(qn("w:vertAnchor")) == place.get(qn("w:horzAnchor")) == "page"
        heights = [int(row._tr.trPr.find(qn("w:trHeight")).get(qn("w:val"))) / 20 * 25.4 / 72 for row in window.rows]
        assert [round(height, 1) for height in heights] == [17.7, 27.3]  # DIN 5008 B: the return and address zones
        (sent_from,), (address,) = [[c.text for c in row.cells] for row in window.rows]
        assert sent_from == GM
        expected = ADDRESSES[name]
        assert address.splitlines() == (expected.splitlines() if "\n" in expected else expected.split(", "))
    texts = [p.text for p in document.paragraphs]
    assert [t for t in texts if t.startswith("Dear ")] == ["Dear Alfons,", "Dear Emil,", "Dear Fritzchen,"]
    own = [[c.text for c in row.cells] for row in document.tables[1].rows]
    assert own == [["Your guess", "Word of", "Marks", "Points"], ["LAMPE", "Emil", "+++++", "15"]]
    lot = tmp_path / "lot.docx"  # its letters end in the lot's table, and the slip follows
    run.ok("letters", postal_game(tmp_path), "--lot", "--docx", lot, "--from-address", GM)
    for written in (document, docx.Document(str(lot))):
        body = list(written.element.body)  # no two tables in a row: Word and LibreOffice would make them one
        assert not [i for i, (one, two) in enumerate(zip(body, body[1:])) if one.tag == two.tag == qn("w:tbl")]
    xml = "".join(part.blob.decode("utf-8", "replace") for part in document.part.package.parts).upper()
    assert not [secret for secret in HIDDEN if secret in xml]


def test_a_title_naming_a_secret_is_masked_in_the_letters(tmp_path: Path, run: Run) -> None:
    path = postal_game(tmp_path)
    game = load_game(path)
    save_game(dataclasses.replace(game, settings=dataclasses.replace(game.settings, title="Wer errät Salat?")), path)
    out = tmp_path / "letters.pdf"
    code, printed, err = run("letters", path, "--pdf", out, "--language", "en")
    assert code == 0 and err == "warning: Alfons's secret word was in the title and is masked in the players' report.\n"
    whole = " ".join(page_texts(out))
    assert "Here is your result of round 2 of Wer errät •••••?" in whole
    assert not [secret for secret in HIDDEN if secret in whole.upper()]


def test_letters_only_has_its_own_help(run: Run) -> None:
    letters = " ".join(run.ok("letters", "--help").split())
    assert "e.g. to retry" not in letters
    assert "--only NAMES only these players (comma-separated), whether they have an e-mail address or not" in letters
    assert "e.g. to retry" in " ".join(run.ok("mail", "--help").split())


def test_what_the_letters_pdf_font_cannot_print_is_said_after_the_letters(tmp_path: Path, run: Run) -> None:
    # Beatrix gets no letter (no address), but her name is in every letter's standings.
    path = postal_game(tmp_path)
    game = load_game(path)
    save_game(dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, name="Beatrix 漢") if p.name == "Beatrix" else p for p in game.players)), path)
    code, printed, err = run("letters", path, "--round", 2, "--pdf", tmp_path / "letters.pdf")
    assert code == 0 and str(tmp_path / "letters.pdf") in printed.splitlines()
    assert err.startswith("warning: ") and "cannot print" in err and "漢" in err
    code, printed, err = run("letters", path, "--round", 2, "--folder", tmp_path / "each")
    assert code == 0 and len(list((tmp_path / "each").glob("*.pdf"))) == 3 and "漢" in err
    code, printed, err = run("letters", path, "--round", 2, "--docx", tmp_path / "letters.docx")
    assert (code, err) == (0, "") and str(tmp_path / "letters.docx") in printed.splitlines()  # Word prints it


@pytest.mark.parametrize(("language", "day", "said"), [
    ("en", 29, "29 November 2026"), ("de", 29, "29.11.2026"), ("nl", 29, "29 november 2026"),
    ("fr", 29, "le 29 novembre 2026"), ("fr", 1, "le 1er novembre 2026"), ("de", 1, "1.11.2026")])
def test_a_letters_date_is_written_as_letters_write_it(language: str, day: int, said: str) -> None:
    """"Lyon, le 29 novembre 2026" (the first of the month: "le 1er"), not "Lyon, 29/11/2026"."""
    import datetime

    from wordmastermind.core.wmm.letter import letter_date
    from wordmastermind.files.i18n import translation

    assert letter_date(datetime.date(2026, 11, day), language, translation) == said


def test_the_answer_slips_return_line_keeps_the_players_name_and_town(tmp_path: Path, run: Run) -> None:
    """Alfons's address is too long for the slip's return line: the lines between the name and the town give
    way, never the postcode and town (the reply could not come back without them)."""
    game = postal_game(tmp_path, dict(ADDRESSES, Alfons="Alfons Abendroth-Zimmermann\nObere Kirchgasse 117,"
                                                         " Hinterhaus 2. OG links\n54321 Sankt Ingbert-Rohrbach"))
    out = tmp_path / "letters.pdf"
    run.ok("letters", game, "--pdf", out, "--only", "Alfons", "--from-address", GM)
    lines = [text for page in pypdf.PdfReader(str(out)).pages for text, _x, _top in placed_text(page)]
    assert "Alfons Abendroth-Zimmermann, 54321 Sankt Ingbert-Rohrbach" in lines


def test_letters_for_a_round_without_a_deadline_warn_the_game_master(tmp_path: Path, run: Run) -> None:
    """A player by post cannot answer "as soon as everyone has answered": the command says so, and how to set
    one; with a deadline it says nothing."""
    game = postal_game(tmp_path, deadline="")
    code, _out, err = run("letters", game, "--pdf", tmp_path / "a.pdf", "--from-address", GM)
    assert code == 0
    assert err == ("warning: round 3 has no deadline: the letters say to answer as soon as everyone has answered,"
                   " which a player by post cannot know (deadline GAME --round 3 --at …)\n")
    run.ok("deadline", game, "--round", 3, "--at", "2026-12-12T18:00")
    code, _out, err = run("letters", game, "--pdf", tmp_path / "b.pdf", "--from-address", GM)
    assert code == 0 and err == ""


def test_a_player_abroad_is_warned_of_when_the_game_masters_address_names_no_country(tmp_path: Path,
                                                                                     run: Run) -> None:
    """Emil lives in Switzerland: his answer slip goes back from abroad to the game master's address as the
    slip's window shows it, which must name the country."""
    abroad = {**ADDRESSES, "Emil": "Emil Ernst, Rue de la Gare 5, 1003 Lausanne, SCHWEIZ"}
    game = postal_game(tmp_path, abroad)
    out = tmp_path / "letters.pdf"
    code, _, err = run("letters", game, "--pdf", out, "--from-address", GM)
    assert code == 0 and "the address of Emil ends in a country, but yours (--from-address) names none" in err
    slip = page_texts(out)[-1]  # Emil's is not the last letter: the slip as it stands, without the country
    assert "Joe Grimm Hauptstraße 1 12345 Berlin" in slip and "DEUTSCHLAND" not in slip
    with_country = f"{GM}, DEUTSCHLAND"
    run.ok("letters", game, "--pdf", out, "--from-address", with_country)  # no warning: the slip names it
    assert "12345 Berlin DEUTSCHLAND" in page_texts(out)[-1]
    assert run.ok("letters", postal_game(tmp_path), "--pdf", out, "--from-address", GM)  # nobody abroad: none


def test_letters_asked_for_as_pdf_and_word_at_once_are_refused_saying_one_way_at_a_time(tmp_path: Path,
                                                                                      run: Run) -> None:
    """A game master who had just written a round's report as Word and PDF in one 'report' run asked for the
    letters so too, and was told "say where the letters go: --pdf FILE or --docx FILE …", which they had."""
    game = postal_game(tmp_path)
    code, out, err = run("letters", game, "--pdf", tmp_path / "l.pdf", "--docx", tmp_path / "l.docx",
                         "--from-address", GM)
    assert code != 0 and out == ""
    assert "one way at a time" in err and "not --pdf --docx together" in err, err
    assert "say where the letters go" not in err
    assert not (tmp_path / "l.pdf").exists() and not (tmp_path / "l.docx").exists()
    code, _out, err = run("letters", game, "--from-address", GM)  # none: where to, as before
    assert code != 0 and "say where the letters go" in err
