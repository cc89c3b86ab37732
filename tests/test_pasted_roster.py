"""Reading players pasted into the roster: spreadsheet rows or text lines, with or without a header."""

from __future__ import annotations

from wordmastermind.files.wmm.pasted_roster import read_pasted_players


def read(text: str, first_field: str = "name", at_row: int = 0) -> tuple[list[tuple[int, dict[str, str]]], list[str]]:
    pasted = read_pasted_players(text, first_field, at_row)
    return list(pasted.rows), [str(problem) for problem in pasted.problems]


def test_rows_without_a_header_fill_the_columns_in_the_roster_order() -> None:
    assert read("Alfons\tSALAT\talfons@example.org\nGustav\tHOSEN\n") == (
        [(0, {"name": "Alfons", "secret": "SALAT", "email": "alfons@example.org"}),
         (1, {"name": "Gustav", "secret": "HOSEN"})], [])


def test_from_the_column_and_row_pasted_into() -> None:
    assert read("a@example.org\tWeg 1\tPost\n", "email", 3) == (
        [(3, {"email": "a@example.org", "address": "Weg 1", "channel": "post"})], [])


def test_semicolons_and_commas_as_a_text_editor_has_them() -> None:
    assert read("Alfons; SALAT\nGustav; HOSEN")[0] == [(0, {"name": "Alfons", "secret": "SALAT"}),
                                                       (1, {"name": "Gustav", "secret": "HOSEN"})]
    assert read('"Dupont, Marie", TISCH\n')[0] == [(0, {"name": "Dupont, Marie", "secret": "TISCH"})]


def test_a_header_in_any_language_and_order_says_what_each_cell_is() -> None:
    rows, problems = read("Geheim woord\tNaam\tKanaal\tBijlage\nSALAT\tAlfons\tbeide\tgeen\n", "address")
    assert rows == [(0, {"secret": "SALAT", "name": "Alfons", "channel": "both", "attachment": "none"})]
    assert problems == []


def test_first_name_and_surname_make_the_name() -> None:
    assert read("Voornaam\tTussenvoegsel\tAchternaam\nJan\tde\tVries\n")[0] == [(0, {"name": "Jan de Vries"})]


def test_a_header_with_a_column_not_known_says_it_is_not_read() -> None:
    rows, problems = read("Name\tGeheimwort\tTelefon\nAlfons\tSALAT\t0221 123\n")
    assert rows == [(0, {"name": "Alfons", "secret": "SALAT"})]
    assert problems == ["the column 'Telefon' is not read: a roster's columns are Name (or First name and Surname),"
                        " Secret, Email, Address (and Postcode, Town, Country), Channel and Attachment"]


def test_one_title_is_a_header_only_over_its_own_column() -> None:
    assert read("Geheimwort\nSALAT\n", "secret")[0] == [(0, {"secret": "SALAT"})]
    assert read("Weg\nMail\n", "name")[0] == [(0, {"name": "Weg"}), (1, {"name": "Mail"})]


def test_a_channel_and_an_attachment_that_are_column_names_too_are_no_header() -> None:
    # "E-Mail" names the e-mail column and "Word" the secret's, but pasted into the channel column they are
    # a player's channel and attachment
    assert read("E-Mail\tWord\nPost\tPDF\n", "channel")[0] == [
        (0, {"channel": "mail", "attachment": "docx"}), (1, {"channel": "post", "attachment": "pdf"})]
    assert read("Weg\tAnhang\nPost\tPDF\n", "channel")[0] == [(0, {"channel": "post", "attachment": "pdf"})]


def test_a_single_line_is_never_a_header() -> None:
    assert read("Name\tGeheimwort\n")[0] == [(0, {"name": "Name", "secret": "Geheimwort"})]


def test_empty_cells_and_blank_rows_change_nothing() -> None:
    assert read("Alfons\t\ta@example.org\n\t\t\n\nGustav\n")[0] == [
        (0, {"name": "Alfons", "email": "a@example.org"}), (1, {"name": "Gustav"})]


def test_quotes_of_every_kind_and_a_formula_guard_are_dropped() -> None:
    assert read("„Emil“\t«LAMPE»\n'=Fritz\t“HOSEN”\n't Hart\tSALAT")[0] == [
        (0, {"name": "Emil", "secret": "LAMPE"}), (1, {"name": "=Fritz", "secret": "HOSEN"}),
        (2, {"name": "'t Hart", "secret": "SALAT"})]


def test_a_quote_never_closed_is_read_as_it_stands() -> None:
    assert read('"Alfons\tSALAT\nGustav\tHOSEN')[0] == [(0, {"name": '"Alfons', "secret": "SALAT"}),
                                                       (1, {"name": "Gustav", "secret": "HOSEN"})]


def test_what_is_refused_at_its_roster_row_and_field() -> None:
    rows, problems = read("Alfons\tSALAT\t\t\tTaube\tZip\nGustav\tHOSEN\t\t\tPost\tPDF\tx\ty\n", at_row=2)
    assert rows == [(2, {"name": "Alfons", "secret": "SALAT"}),
                    (3, {"name": "Gustav", "secret": "HOSEN", "channel": "post", "attachment": "pdf"})]
    assert problems == [
        'row 3, channel: "Taube" is no way of sending: write e-mail, post, both or by address',
        "row 3, attachment: \"Zip\" is no attachment: write PDF, Word, Excel, none or game's choice",
        "row 4: 2 cells right of the attachment column are not pasted"]


def test_a_field_in_double_quotes_keeps_its_separator_and_line_break() -> None:
    assert read('Alfons, SALAT, , "Weg 1, Köln"\n')[0] == [
        (0, {"name": "Alfons", "secret": "SALAT", "address": "Weg 1, Köln"})]
    assert read('Name\tAdresse\r\nAlfons\t"Weg 1\r\nKöln"\r\n')[0] == [(0, {"name": "Alfons", "address": "Weg 1\nKöln"})]
