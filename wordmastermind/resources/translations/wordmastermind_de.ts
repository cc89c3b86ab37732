<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>BackgroundRead</name>
    <message>
        <source>Reading {0}…</source>
        <translation>{0} wird gelesen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>{0}: cannot be read: the reading process did not start ({1})</source>
        <translation>{0}: kann nicht gelesen werden: der Lesevorgang ist nicht gestartet ({1})</translation>
    </message>
    <message>
        <source>{0}: cannot be read: the reading stopped unexpectedly ({1})</source>
        <translation>{0}: kann nicht gelesen werden: das Lesen brach unerwartet ab ({1})</translation>
    </message>
    <message>
        <source>exit code {0}</source>
        <translation>Exit-Code {0}</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>The letters are checked against your board.</source>
        <translation>Die Buchstaben sind am eigenen Spielbrett geprüft.</translation>
    </message>
    <message>
        <source>Circle {0}:</source>
        <translation>Kreis {0}:</translation>
    </message>
    <message>
        <source>chance: any letter A–Z</source>
        <translation>Glückskreis: jeder Buchstabe A–Z</translation>
    </message>
    <message>
        <source>vowels</source>
        <translation>Vokale</translation>
    </message>
    <message>
        <source>consonants</source>
        <translation>Konsonanten</translation>
    </message>
    <message>
        <source>Circle {0} ({1}): its five letters, as on your board</source>
        <translation>Kreis {0} ({1}): seine fünf Buchstaben, wie auf dem eigenen Spielbrett</translation>
    </message>
    <message>
        <source>Letters of circle {0}</source>
        <translation>Buchstaben von Kreis {0}</translation>
    </message>
    <message>
        <source>Circle &amp;{0}:</source>
        <translation>Kreis &amp;{0}:</translation>
    </message>
    <message>
        <source>&amp;Y on the vowel circle</source>
        <translation>&amp;Y im Vokalkreis</translation>
    </message>
    <message>
        <source>Y counts as a vowel in French: circle 7 carries Y as well as its five letters. Y may then be asked there, and a no to circle 7 crosses Y too.</source>
        <translation>Y zählt im Französischen als Vokal: Kreis 7 trägt Y zusätzlich zu seinen fünf Buchstaben. Y darf dann dort erfragt werden, und ein Nein zu Kreis 7 streicht auch Y.</translation>
    </message>
    <message>
        <source>Conf&amp;irm: these are my board&apos;s letters</source>
        <translation>Bestä&amp;tigen: Das sind die Buchstaben meines Spielbretts</translation>
    </message>
    <message>
        <source>Defa&amp;ult letters</source>
        <translation>Standardb&amp;uchstaben</translation>
    </message>
    <message>
        <source>Confirm the letters: the note about the assumed board goes away</source>
        <translation>Buchstaben bestätigen: Der Hinweis auf das angenommene Spielbrett verschwindet</translation>
    </message>
    <message>
        <source>Back to the default board (an assumption, except circle 2)</source>
        <translation>Zurück zum Standard-Spielbrett (eine Annahme, außer Kreis 2)</translation>
    </message>
    <message>
        <source>Set up the players first: the board is saved with the game.</source>
        <translation>Zuerst die Spieler einrichten: Das Spielbrett wird mit der Partie gespeichert.</translation>
    </message>
    <message>
        <source>Letters of circle {0}: {1}</source>
        <translation>Buchstaben von Kreis {0}: {1}</translation>
    </message>
    <message>
        <source>Confirm the board&apos;s letters</source>
        <translation>Buchstaben des Spielbretts bestätigen</translation>
    </message>
    <message>
        <source>Y on the vowel circle</source>
        <translation>Y in den Vokalkreis</translation>
    </message>
    <message>
        <source>Y off the vowel circle</source>
        <translation>Y aus dem Vokalkreis</translation>
    </message>
    <message>
        <source>Default board letters</source>
        <translation>Standardbuchstaben des Spielbretts</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor, Space turns the direction, letters type the word, ? then a letter lays a blank, Backspace takes a letter back, Escape clears, Enter plays the word</source>
        <translation>Pfeiltasten bewegen den Cursor, die Leertaste wechselt die Richtung, Buchstaben tippen das Wort, ? und dann ein Buchstabe legt einen Blanko, die Rücktaste nimmt einen Buchstaben zurück, Escape leert, Eingabe spielt das Wort</translation>
    </message>
    <message>
        <source>across</source>
        <translation>waagerecht</translation>
    </message>
    <message>
        <source>down</source>
        <translation>senkrecht</translation>
    </message>
    <message>
        <source>Board, cursor on {0}, {1}</source>
        <translation>Spielbrett, Cursor auf {0}, {1}</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>keine Prämie</translation>
    </message>
    <message>
        <source>double letter (2L, light blue)</source>
        <translation>doppelter Buchstabenwert (2L, hellblau)</translation>
    </message>
    <message>
        <source>triple letter (3L, dark blue)</source>
        <translation>dreifacher Buchstabenwert (3L, dunkelblau)</translation>
    </message>
    <message>
        <source>double word (2W, pink)</source>
        <translation>doppelter Wortwert (2W, rosa)</translation>
    </message>
    <message>
        <source>triple word (3W, red)</source>
        <translation>dreifacher Wortwert (3W, rot)</translation>
    </message>
    <message>
        <source>; the centre, which the first word covers</source>
        <translation>; die Mitte, die das erste Wort bedecken muss</translation>
    </message>
    <message>
        <source>; a blank standing for {0}, laid in turn {1}</source>
        <translation>; ein Blanko für {0}, gelegt in Zug {1}</translation>
    </message>
    <message>
        <source>; {0} standing for {1} ({2} points), laid in turn {3}</source>
        <translation>; {0} für {1} ({2} Punkte), gelegt in Zug {3}</translation>
    </message>
    <message>
        <source>; {0} ({1} points), laid in turn {2}</source>
        <translation>; {0} ({1} Punkte), gelegt in Zug {2}</translation>
    </message>
</context>
<context>
    <name>CandidatesModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>All agree on</source>
        <translation>Übereinstimmend</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Eingetragen</translation>
    </message>
    <message>
        <source>{0} (not among them)</source>
        <translation>{0} (nicht darunter)</translation>
    </message>
    <message>
        <source>The recorded password is not in the French list, or an answer about it is wrong.</source>
        <translation>Das eingetragene Passwort steht nicht in der französischen Liste, oder eine Antwort dazu ist falsch.</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>By round</source>
        <translation>Nach Runden</translation>
    </message>
    <message>
        <source>No noun in the list fits: the secret word itself is not in the list.</source>
        <translation>Kein Substantiv der Liste passt: Das Geheimwort selbst steht nicht in der Liste.</translation>
    </message>
</context>
<context>
    <name>CandidatesPage</name>
    <message>
        <source>Guesses that could not be the word by earlier marks:</source>
        <translation>Rateversuche, die nach früheren Wertungen nicht das Wort sein konnten:</translation>
    </message>
    <message>
        <source>The words that still fit:</source>
        <translation>Die Wörter, die noch passen:</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>How many nouns still fit each secret word, now and by round</source>
        <translation>Wie viele Substantive noch zu jedem Geheimwort passen, jetzt und je Runde</translation>
    </message>
    <message>
        <source>The words that still fit</source>
        <translation>Die Wörter, die noch passen</translation>
    </message>
    <message>
        <source>The words that still fit the chosen player&apos;s secret word</source>
        <translation>Die Wörter, die noch zum Geheimwort des gewählten Spielers passen</translation>
    </message>
    <message>
        <source>Guesses that could not be the word</source>
        <translation>Rateversuche, die nicht das Wort sein konnten</translation>
    </message>
    <message>
        <source>Guesses that could not be the word by earlier marks</source>
        <translation>Rateversuche, die nach früheren Wertungen nicht das Wort sein konnten</translation>
    </message>
    <message>
        <source>Loading the German nouns…</source>
        <translation>Die deutschen Substantive werden geladen…</translation>
    </message>
    <message>
        <source>Loading the Dutch word list…</source>
        <translation>Die niederländische Wortliste wird geladen…</translation>
    </message>
    <message>
        <source>Loading the French word list…</source>
        <translation>Die französische Wortliste wird geladen…</translation>
    </message>
    <message>
        <source>For the game master only, never in a report: of {0} words of the list of the game&apos;s length and letters, how many still fit each secret word after round {1}.</source>
        <translation>Nur für den Spielleiter, nie in einem Bericht: wie viele von {0} Wörtern der Liste mit der Länge und den Buchstaben der Partie nach Runde {1} noch zu jedem Geheimwort passen.</translation>
    </message>
    <message>
        <source>No word lists in this window.</source>
        <translation>Keine Wortlisten in diesem Fenster.</translation>
    </message>
    <message>
        <source>For the game master only, never in a report: of {0} nouns of the game&apos;s length and letters, how many still fit each secret word after round {1}.</source>
        <translation>Nur für den Spielleiter, nie in einem Bericht: wie viele von {0} Substantiven mit der Länge und den Buchstaben der Partie nach Runde {1} noch zu jedem Geheimwort passen.</translation>
    </message>
</context>
<context>
    <name>CandidatesPanel</name>
    <message>
        <source>&lt;b&gt;For the game master&apos;s eyes only.&lt;/b&gt; Never in a report: do not show this to the players.</source>
        <translation>&lt;b&gt;Nur für die Augen des Spielleiters.&lt;/b&gt; Nie in einem Bericht: den Spielern nicht zeigen.</translation>
    </message>
    <message>
        <source>Words: how many words of the list give every recorded answer. All agree on: the letters every one of them has at the same place. Recorded: the password on the sheet, if any.</source>
        <translation>Wörter: wie viele Wörter der Liste jede eingetragene Antwort ergeben. Übereinstimmend: die Buchstaben, die alle an derselben Stelle haben. Eingetragen: das Passwort auf dem Blatt, falls vorhanden.</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Zuerst die Spieler einrichten.</translation>
    </message>
    <message>
        <source>Loading the French words…</source>
        <translation>Die französischen Wörter werden geladen…</translation>
    </message>
    <message>
        <source>No word lists in this window.</source>
        <translation>Keine Wortlisten in diesem Fenster.</translation>
    </message>
    <message>
        <source>Counting the French words that fit…</source>
        <translation>Die passenden französischen Wörter werden gezählt…</translation>
    </message>
    <message>
        <source>Of {0} French words of 2 to 8 letters, those that give every answer the log records about each player, the most frequent first.</source>
        <translation>Von {0} französischen Wörtern mit 2 bis 8 Buchstaben diejenigen, die jede Antwort ergeben, die das Protokoll über den jeweiligen Spieler festhält, die häufigsten zuerst.</translation>
    </message>
    <message>
        <source>{0}: 1 word</source>
        <translation>{0}: 1 Wort</translation>
    </message>
    <message>
        <source>{0}: {1} words</source>
        <translation>{0}: {1} Wörter</translation>
    </message>
    <message>
        <source>{0}: {1} words, the {2} most frequent shown</source>
        <translation>{0}: {1} Wörter, die {2} häufigsten werden angezeigt</translation>
    </message>
</context>
<context>
    <name>ConfirmSending</name>
    <message>
        <source>{0} and {1} more</source>
        <translation>{0} und {1} weitere</translation>
    </message>
    <message>
        <source>Send the lot for round 1 by mail to {0} players: {1}?</source>
        <translation>Die Auslosung für Runde 1 per Mail an {0} Spieler senden: {1}?</translation>
    </message>
    <message>
        <source>Send the final report (round {0}) by mail to {1} players: {2}?</source>
        <translation>Den Endstand (Runde {0}) per Mail an {1} Spieler senden: {2}?</translation>
    </message>
    <message>
        <source>Send a correction of round {0} by mail to {1} players: {2}?</source>
        <translation>Eine Korrektur der Runde {0} per Mail an {1} Spieler senden: {2}?</translation>
    </message>
    <message>
        <source>Send the receipts of round {0} by mail to {1} players: {2}?</source>
        <translation>Die Empfangsbestätigungen der Runde {0} per Mail an {1} Spieler senden: {2}?</translation>
    </message>
    <message>
        <source>Send a reminder for round {0} by mail to {1} players: {2}?</source>
        <translation>Eine Erinnerung für Runde {0} per Mail an {1} Spieler senden: {2}?</translation>
    </message>
    <message>
        <source>Send the report of round {0} by mail to {1} players: {2}?</source>
        <translation>Die Auswertung der Runde {0} per Mail an {1} Spieler senden: {2}?</translation>
    </message>
    <message>
        <source>Send Mail</source>
        <translation>Mail senden</translation>
    </message>
</context>
<context>
    <name>CorrectionDialog</name>
    <message>
        <source>Send a Correction</source>
        <translation>Korrektur senden</translation>
    </message>
    <message>
        <source>By post, these players need a corrected letter: {0}.</source>
        <translation>Per Post brauchen diese Spieler einen korrigierten Brief: {0}.</translation>
    </message>
    <message>
        <source>Save Correction &amp;Letters…</source>
        <translation>Korrektur&amp;briefe speichern…</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>Players whose figures changed:</source>
        <translation>Spieler, deren Zahlen sich geändert haben:</translation>
    </message>
    <message>
        <source>Changed after its report went out: round {0}. Each player whose figures changed gets a correction: what changed, old → new, then the corrected report. Nobody else gets one.</source>
        <translation>Nach dem Versand der Auswertung geändert: Runde {0}. Jeder Spieler, dessen Zahlen sich geändert haben, bekommt eine Korrektur: was sich geändert hat, alt → neu, dann die korrigierte Auswertung. Sonst bekommt niemand eine.</translation>
    </message>
    <message>
        <source>{0} (by post: a corrected letter)</source>
        <translation>{0} (per Post: ein korrigierter Brief)</translation>
    </message>
    <message>
        <source>{0} (no mail: {1})</source>
        <translation>{0} (keine Mail: {1})</translation>
    </message>
    <message>
        <source>Nobody&apos;s figures changed: no correction to send.</source>
        <translation>Bei niemandem haben sich die Zahlen geändert: keine Korrektur zu senden.</translation>
    </message>
    <message>
        <source>To: {0}</source>
        <translation>An: {0}</translation>
    </message>
    <message>
        <source>Subject: {0}</source>
        <translation>Betreff: {0}</translation>
    </message>
    <message>
        <source>Save the correction letters</source>
        <translation>Die Korrekturbriefe speichern</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Word (*.docx)</source>
        <translation>Word (*.docx)</translation>
    </message>
    <message>
        <source>Nobody gets a corrected letter.</source>
        <translation>Niemand bekommt einen korrigierten Brief.</translation>
    </message>
    <message>
        <source>The letters could not be written: {0}</source>
        <translation>Die Briefe konnten nicht geschrieben werden: {0}</translation>
    </message>
    <message>
        <source>{0} correction letters saved in {1}.</source>
        <translation>{0} Korrekturbriefe in {1} gespeichert.</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>Nichts wurde gesendet.</translation>
    </message>
    <message>
        <source>Sending the corrections to {0}…</source>
        <translation>Die Korrekturen werden an {0} gesendet…</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>An unexpected error happened. This is a fault in wordmastermind, not in your game.</source>
        <translation>Ein unerwarteter Fehler ist aufgetreten. Das ist ein Fehler in wordmastermind, nicht in der Partie.</translation>
    </message>
    <message>
        <source>Your open games were saved for recovery first; the app offers them back if you restart it.</source>
        <translation>Die offenen Partien wurden zuvor zur Wiederherstellung gesichert; nach einem Neustart bietet die App sie wieder an.</translation>
    </message>
    <message>
        <source>The details are also in the log file {0}.</source>
        <translation>Die Details stehen auch in der Protokolldatei {0}.</translation>
    </message>
    <message>
        <source>Please send the details below with a bug report.</source>
        <translation>Bitte die folgenden Details mit einem Fehlerbericht senden.</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>Details &amp;kopieren</translation>
    </message>
    <message>
        <source>Open the &amp;log folder</source>
        <translation>&amp;Protokollordner öffnen</translation>
    </message>
</context>
<context>
    <name>DeadlineField</name>
    <message>
        <source>&amp;Deadline:</source>
        <translation>&amp;Einsendeschluss:</translation>
    </message>
    <message>
        <source>Mails after it are late: Fetch Guesses from the Mailbox does not take them</source>
        <translation>Spätere Mails sind verspätet: Rateversuche aus dem Postfach holen übernimmt sie nicht</translation>
    </message>
</context>
<context>
    <name>DepartureDialog</name>
    <message>
        <source>There is nobody to choose: every player withdrew, or the roster is empty.</source>
        <translation>Es gibt niemanden zur Auswahl: alle Spieler haben sich zurückgezogen, oder die Spielerliste ist leer.</translation>
    </message>
</context>
<context>
    <name>Departures</name>
    <message>
        <source>&amp;Withdraw a Player…</source>
        <translation>Spieler &amp;zurückziehen…</translation>
    </message>
    <message>
        <source>&amp;Take Over a Place…</source>
        <translation>Platz &amp;übernehmen lassen…</translation>
    </message>
    <message>
        <source>Take back the withdrawal of {0}</source>
        <translation>Rückzug von {0} zurücknehmen</translation>
    </message>
    <message>
        <source>Take back the takeover: {0} plays again</source>
        <translation>Übernahme zurücknehmen: {0} spielt wieder</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Nicht möglich</translation>
    </message>
    <message>
        <source>Take Back the Withdrawal of {0}</source>
        <translation>Rückzug von {0} zurücknehmen</translation>
    </message>
    <message>
        <source>Withdraw {0}…</source>
        <translation>{0} zurückziehen…</translation>
    </message>
    <message>
        <source>Let Someone Take Over {0}&apos;s Place…</source>
        <translation>Platz von {0} übernehmen lassen…</translation>
    </message>
    <message>
        <source>Take Back the Takeover ({0} Plays Again)</source>
        <translation>Übernahme zurücknehmen ({0} spielt wieder)</translation>
    </message>
    <message>
        <source>{0} withdrew after round {1} already, and stays in the rounds played</source>
        <translation>{0} hat sich schon nach Runde {1} zurückgezogen und bleibt in den gespielten Runden</translation>
    </message>
    <message>
        <source>A player who has played stays in the game: the rounds need them.</source>
        <translation>Wer gespielt hat, bleibt in der Partie: die Runden brauchen ihn.</translation>
    </message>
    <message>
        <source>Cannot Remove</source>
        <translation>Entfernen nicht möglich</translation>
    </message>
    <message>
        <source>Remove Players</source>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <source>The lot for round 1 was drawn with {0}. Without them it no longer fits the roster: draw it again on the Game page afterwards.

Remove them?</source>
        <translation>Die Auslosung der Runde 1 wurde mit {0} gezogen. Ohne sie passt sie nicht mehr zur Spielerliste: losen Sie danach auf der Seite Partie erneut aus.

Entfernen?</translation>
    </message>
    <message>
        <source>withdrew after round {0}; the word left the game</source>
        <translation>nach Runde {0} zurückgezogen; das Wort ist ausgeschieden</translation>
    </message>
    <message>
        <source>withdrew after round {0}; the word stays in play</source>
        <translation>nach Runde {0} zurückgezogen; das Wort bleibt im Spiel</translation>
    </message>
    <message>
        <source>took over from {0} after round {1}</source>
        <translation>hat nach Runde {1} von {0} übernommen</translation>
    </message>
    <message>
        <source>{0} (withdrew after round {1})</source>
        <translation>{0} (nach Runde {1} zurückgezogen)</translation>
    </message>
    <message>
        <source>{0} (took over from {1})</source>
        <translation>{0} (hat von {1} übernommen)</translation>
    </message>
    <message>
        <source>{0} (now {1})</source>
        <translation>{0} (jetzt {1})</translation>
    </message>
    <message>
        <source>withdrew after round {0}; word guessed in round {1}</source>
        <translation>nach Runde {0} zurückgezogen; Wort erraten in Runde {1}</translation>
    </message>
    <message>
        <source>withdrew after round {0}; word left</source>
        <translation>nach Runde {0} zurückgezogen; Wort ausgeschieden</translation>
    </message>
    <message>
        <source>withdrew after round {0}; word in play</source>
        <translation>nach Runde {0} zurückgezogen; Wort im Spiel</translation>
    </message>
    <message>
        <source>{0} took over {1}&apos;s place after round {2}.</source>
        <translation>{0} hat nach Runde {2} den Platz von {1} übernommen.</translation>
    </message>
    <message>
        <source>{0} withdrew after round {1}: no guess of theirs counts from round {2} on.</source>
        <translation>{0} hat sich nach Runde {1} zurückgezogen: ab Runde {2} zählen keine Rateversuche mehr.</translation>
    </message>
</context>
<context>
    <name>DialWidget</name>
    <message>
        <source>Dial: {0}</source>
        <translation>Punktescheibe: {0}</translation>
    </message>
    <message>
        <source>(counts double)</source>
        <translation>(zählt doppelt)</translation>
    </message>
    <message>
        <source>× 2</source>
        <translation>× 2</translation>
    </message>
</context>
<context>
    <name>DiceWidget</name>
    <message>
        <source>The dice: not rolled</source>
        <translation>Die Würfel: nicht gewürfelt</translation>
    </message>
    <message>
        <source>The dice: {0} and {1}, circle {2}</source>
        <translation>Die Würfel: {0} und {1}, Kreis {2}</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>The game ends after three passes in a row, or when a player has no tiles left and the bag is empty (leave that player&apos;s field empty). Enter the tiles each player has left: their values are deducted, and the winner is known.</source>
        <translation>Die Partie endet nach dreimaligem Passen hintereinander oder wenn ein Spieler keine Steine mehr hat und der Beutel leer ist (das Feld dieses Spielers leer lassen). Die Reststeine jedes Spielers eintragen: Ihre Werte werden abgezogen, und der Gewinner steht fest.</translation>
    </message>
    <message>
        <source>En&amp;d the game</source>
        <translation>Spielende eintra&amp;gen</translation>
    </message>
    <message>
        <source>Rem&amp;ove the end</source>
        <translation>Spielende ent&amp;fernen</translation>
    </message>
    <message>
        <source>letters, ? for a blank; empty: none</source>
        <translation>Buchstaben, ? für einen Blanko; leer: keine</translation>
    </message>
    <message>
        <source>Add a pena&amp;lty</source>
        <translation>Strafpunkte &amp;vergeben</translation>
    </message>
    <message>
        <source>Points taken from a player (a time penalty); no turn</source>
        <translation>Punkte, die einem Spieler abgezogen werden (Zeitstrafe); kein Zug</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Strafe:</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>Tiles left by {0}:</source>
        <translation>Reststeine von {0}:</translation>
    </message>
</context>
<context>
    <name>EntryForm</name>
    <message>
        <source>The dice</source>
        <translation>Die Würfel</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>Roll two dice here, or set the circle rolled at the table</source>
        <translation>Hier zwei Würfel werfen oder den am Tisch gewürfelten Kreis einstellen</translation>
    </message>
    <message>
        <source>The circle the pawn is on</source>
        <translation>Der Kreis, auf dem die Spielfigur steht</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>The player asked</source>
        <translation>Der gefragte Spieler</translation>
    </message>
    <message>
        <source>A letter of the &amp;circle?</source>
        <translation>Ein Buchstabe aus dem Kr&amp;eis?</translation>
    </message>
    <message>
        <source>… &amp;again?</source>
        <translation>… noch ein&amp;mal?</translation>
    </message>
    <message>
        <source>Does a letter already found occur again?</source>
        <translation>Kommt ein schon gefundener Buchstabe noch einmal vor?</translation>
    </message>
    <message>
        <source>Letter {0}</source>
        <translation>Buchstabe {0}</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>at p&amp;osition</source>
        <translation>an Pos&amp;ition</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>{0} · chance</source>
        <translation>{0} · Glückskreis</translation>
    </message>
    <message>
        <source>Circle:</source>
        <translation>Kreis:</translation>
    </message>
    <message>
        <source>&amp;Letter …?</source>
        <translation>B&amp;uchstabe …?</translation>
    </message>
    <message>
        <source>Pa&amp;ss</source>
        <translation>P&amp;assen</translation>
    </message>
    <message>
        <source>Nothing is left to ask on this circle: the turn passes</source>
        <translation>Auf diesem Kreis ist nichts mehr zu fragen: Der Nächste ist am Zug</translation>
    </message>
    <message>
        <source>As&amp;k:</source>
        <translation>&amp;Fragen:</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Zuerst die Spieler einrichten.</translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation>{0} gewinnt!</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation>{0} ist am Zug</translation>
    </message>
    <message>
        <source>Out: {0}</source>
        <translation>Ausgeschieden: {0}</translation>
    </message>
    <message>
        <source>{0} ({1}, found by {2} in entry {3})</source>
        <translation>{0} ({1}, gefunden von {2} in Eintrag {3})</translation>
    </message>
    <message>
        <source>Roll, or set the circle rolled.</source>
        <translation>Würfeln oder den gewürfelten Kreis einstellen.</translation>
    </message>
    <message>
        <source>A chance circle: ask for any letter.</source>
        <translation>Ein Glückskreis: nach einem beliebigen Buchstaben fragen.</translation>
    </message>
    <message>
        <source>The vowel circle.</source>
        <translation>Der Vokalkreis.</translation>
    </message>
    <message>
        <source>A consonant circle.</source>
        <translation>Ein Konsonantenkreis.</translation>
    </message>
    <message>
        <source>Guess a password, or roll the dice.</source>
        <translation>Ein Passwort raten oder würfeln.</translation>
    </message>
    <message>
        <source>Circle {0}: ask a player a question.</source>
        <translation>Kreis {0}: einem Spieler eine Frage stellen.</translation>
    </message>
    <message>
        <source>Nothing is left to ask {0} on circle {1}</source>
        <translation>Auf Kreis {1} bleibt an {0} keine Frage mehr</translation>
    </message>
    <message>
        <source>On a chance circle, ask for a letter, any letter</source>
        <translation>Auf einem Glückskreis nach einem Buchstaben fragen, egal welchem</translation>
    </message>
    <message>
        <source>Every letter of circle {0} is answered for {1}</source>
        <translation>Für {1} ist jeder Buchstabe von Kreis {0} beantwortet</translation>
    </message>
    <message>
        <source>No letter of circle {0} found in {1}&apos;s word may occur again</source>
        <translation>Kein im Wort von {1} gefundener Buchstabe von Kreis {0} kann noch einmal vorkommen</translation>
    </message>
    <message>
        <source>{0} has nothing left to ask on circle {1}: {0} passes.</source>
        <translation>{0} kann auf Kreis {1} nichts mehr fragen: {0} passt.</translation>
    </message>
    <message>
        <source>Nothing is left to ask {0} on circle {1}: ask another player.</source>
        <translation>Auf Kreis {1} bleibt an {0} keine Frage mehr: einen anderen Spieler fragen.</translation>
    </message>
    <message>
        <source>{0}&apos;s recorded password answers: {1}</source>
        <translation>Das eingetragene Passwort von {0} antwortet: {1}</translation>
    </message>
    <message>
        <source>Choose the player asked, the question and the letter first.</source>
        <translation>Zuerst den gefragten Spieler, die Frage und den Buchstaben wählen.</translation>
    </message>
    <message>
        <source>Roll the dice first: a pass names the circle rolled.</source>
        <translation>Zuerst würfeln: Beim Passen wird der gewürfelte Kreis genannt.</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>Tick both if they called it out at the same moment, neither for nobody.</source>
        <translation>Beide ankreuzen, wenn beide es gleichzeitig gerufen haben, keinen, wenn es niemand erraten hat.</translation>
    </message>
    <message>
        <source>Dial value {0}</source>
        <translation>Punktescheibe {0}</translation>
    </message>
    <message>
        <source>&amp;Add word</source>
        <translation>&amp;Wort hinzufügen</translation>
    </message>
    <message>
        <source>New &amp;round</source>
        <translation>&amp;Neue Runde</translation>
    </message>
    <message>
        <source>Points to:</source>
        <translation>Punkte für:</translation>
    </message>
    <message>
        <source>Dial value:</source>
        <translation>Punktescheibe:</translation>
    </message>
    <message>
        <source>Team 1: {0}</source>
        <translation>Team 1: {0}</translation>
    </message>
    <message>
        <source>Team 2: {0}</source>
        <translation>Team 2: {0}</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Zuerst die Spieler einrichten.</translation>
    </message>
    <message>
        <source>Round {0} is over. Start a new round for the next word.</source>
        <translation>Runde {0} ist zu Ende. Für das nächste Wort eine neue Runde beginnen.</translation>
    </message>
    <message>
        <source>(counts double)</source>
        <translation>(zählt doppelt)</translation>
    </message>
    <message>
        <source>Round {0}, next word: &lt;b&gt;{1}&lt;/b&gt;</source>
        <translation>Runde {0}, nächstes Wort: &lt;b&gt;{1}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{0} gives the clues this round.</source>
        <translation>{0} gibt in dieser Runde die Hinweise.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>click a square and type, or 8H LEES / H8 LEES</source>
        <translation>ein Feld anklicken und tippen oder 8H LEES / H8 LEES</translation>
    </message>
    <message>
        <source>The word in GCG notation: the row first for a word across (8H LEES), the column first for a word down (H8 LEES); a lowercase letter is a blank, . a tile on the board, [IJ] the Y standing for IJ. Enter plays it.</source>
        <translation>Das Wort in GCG-Notation: bei einem waagerechten Wort zuerst die Zeile (8H LEES), bei einem senkrechten zuerst die Spalte (H8 LEES); ein Kleinbuchstabe ist ein Blanko, . ein Stein auf dem Brett, [IJ] das Y für IJ. Eingabe spielt es.</translation>
    </message>
    <message>
        <source>Across or down (Space on the board)</source>
        <translation>Waagerecht oder senkrecht (Leertaste auf dem Spielbrett)</translation>
    </message>
    <message>
        <source>optional: letters, ? for a blank</source>
        <translation>optional: Buchstaben, ? für einen Blanko</translation>
    </message>
    <message>
        <source>The rack of the player to move, if known: a play must then use its tiles, and the unseen tiles leave it out. Enter keeps it.</source>
        <translation>Die Bank des Spielers am Zug, falls bekannt: Gelegt werden darf dann nur mit ihren Steinen, und die unbekannten Steine lassen sie aus. Eingabe übernimmt sie.</translation>
    </message>
    <message>
        <source>&amp;Rack:</source>
        <translation>Ba&amp;nk:</translation>
    </message>
    <message>
        <source>&amp;Word:</source>
        <translation>&amp;Wort:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Legen</translation>
    </message>
    <message>
        <source>P&amp;ass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>QX or 3</source>
        <translation>QX oder 3</translation>
    </message>
    <message>
        <source>The tiles put back (QX), or only how many (3)</source>
        <translation>Die zurückgelegten Steine (QX) oder nur ihre Anzahl (3)</translation>
    </message>
    <message>
        <source>E&amp;xchange</source>
        <translation>T&amp;auschen</translation>
    </message>
    <message>
        <source>Ta&amp;ke back last</source>
        <translation>Letzten zurückneh&amp;men</translation>
    </message>
    <message>
        <source>Remove the last move from the sheet (undo brings it back)</source>
        <translation>Den letzten Zug vom Blatt entfernen (Rückgängig holt ihn zurück)</translation>
    </message>
    <message>
        <source>Across →</source>
        <translation>Waagerecht →</translation>
    </message>
    <message>
        <source>Down ↓</source>
        <translation>Senkrecht ↓</translation>
    </message>
    <message>
        <source>Refused: {0}</source>
        <translation>Abgelehnt: {0}</translation>
    </message>
    <message>
        <source>{0} × 2 = &lt;b&gt;{1}&lt;/b&gt; (all 8 tiles: doubled)</source>
        <translation>{0} × 2 = &lt;b&gt;{1}&lt;/b&gt; (alle 8 Steine: verdoppelt)</translation>
    </message>
    <message>
        <source>{0}&lt;br&gt;Points: {1}</source>
        <translation>{0}&lt;br&gt;Punkte: {1}</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find a word or a name in every round</source>
        <translation>Ein Wort oder einen Namen in allen Runden suchen</translation>
    </message>
    <message>
        <source>Round {0}, row {1}: {2} at {3}: {4}</source>
        <translation>Runde {0}, Zeile {1}: {2} bei {3}: {4}</translation>
    </message>
    <message>
        <source>Hits: {0}</source>
        <translation>Treffer: {0}</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>e.g. Autumn game 2026</source>
        <translation>z. B. Herbstpartie 2026</translation>
    </message>
    <message>
        <source> letters</source>
        <translation> Buchstaben</translation>
    </message>
    <message>
        <source>Umlauts and ß allowed</source>
        <translation>Umlaute und ß erlaubt</translation>
    </message>
    <message>
        <source>Points only (report KP instead of marks)</source>
        <translation>Nur Punkte (im Bericht KP statt Wertung)</translation>
    </message>
    <message>
        <source>The language of this game&apos;s reports and mails, whatever the app&apos;s</source>
        <translation>Die Sprache der Berichte und Mails dieser Partie, unabhängig von der Sprache der App</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>Word &amp;length:</source>
        <translation>Wort&amp;länge:</translation>
    </message>
    <message>
        <source>Reports &amp;in:</source>
        <translation>Ber&amp;ichtssprache:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;Show secret words</source>
        <translation>Geheimwörter an&amp;zeigen</translation>
    </message>
    <message>
        <source>Secret words are hidden so that you can work in front of the players</source>
        <translation>Die Geheimwörter sind verborgen, damit man vor den Spielern arbeiten kann</translation>
    </message>
    <message>
        <source>Re&amp;move selected players</source>
        <translation>Ausgewählte Spieler ent&amp;fernen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Draw round 1 by lot</source>
        <translation>Runde 1 &amp;auslosen</translation>
    </message>
    <message>
        <source>Round 1 by lot</source>
        <translation>Auslosung der Runde 1</translation>
    </message>
    <message>
        <source>Each player&apos;s name, secret word, e-mail, address, channel, attachment and status</source>
        <translation>Name, Geheimwort, E-Mail, Adresse, Weg, Anhang und Status jedes Spielers</translation>
    </message>
    <message>
        <source>Who guesses at whom in round 1</source>
        <translation>Wer in Runde 1 bei wem rät</translation>
    </message>
    <message>
        <source>{0} players. To fix: {1}</source>
        <translation>{0} Spieler. Zu beheben: {1}</translation>
    </message>
    <message>
        <source>1 guess</source>
        <translation>1 Rateversuch</translation>
    </message>
    <message>
        <source>{0} guesses</source>
        <translation>{0} Rateversuche</translation>
    </message>
    <message>
        <source>{0} players: {1} per player and round.</source>
        <translation>{0} Spieler: {1} pro Spieler und Runde.</translation>
    </message>
    <message>
        <source>In round 1 the lot decides who guesses at whom, so that luck is even.</source>
        <translation>In Runde 1 entscheidet das Los, wer bei wem rät, damit das Glück gleich verteilt ist.</translation>
    </message>
    <message>
        <source>Drawn from seed {0}.</source>
        <translation>Ausgelost mit Startwert {0}.</translation>
    </message>
    <message>
        <source>Does not fit the roster: {0}.</source>
        <translation>Passt nicht zur Spielerliste: {0}.</translation>
    </message>
    <message>
        <source>Round 1 is entered, so the lot stays.</source>
        <translation>Runde 1 ist eingetragen, daher bleibt die Auslosung.</translation>
    </message>
    <message>
        <source>&amp;Draw the lot again</source>
        <translation>Erneut &amp;auslosen</translation>
    </message>
    <message>
        <source>Change the title</source>
        <translation>Titel ändern</translation>
    </message>
    <message>
        <source>Set the word length to {0}</source>
        <translation>Wortlänge auf {0} setzen</translation>
    </message>
    <message>
        <source>Allow umlauts</source>
        <translation>Umlaute erlauben</translation>
    </message>
    <message>
        <source>Forbid umlauts</source>
        <translation>Umlaute verbieten</translation>
    </message>
    <message>
        <source>Reports in {0}</source>
        <translation>Berichte auf {0}</translation>
    </message>
    <message>
        <source>Report points only</source>
        <translation>Im Bericht nur Punkte</translation>
    </message>
    <message>
        <source>Report marks</source>
        <translation>Im Bericht Wertungen</translation>
    </message>
    <message>
        <source>Draw the lot for round 1</source>
        <translation>Runde 1 auslosen</translation>
    </message>
</context>
<context>
    <name>GridView</name>
    <message>
        <source>Grid of {0}</source>
        <translation>Raster von {0}</translation>
    </message>
    <message>
        <source>Circle {0}: at least one of {1}</source>
        <translation>Kreis {0}: mindestens einer von {1}</translation>
    </message>
    <message>
        <source>Occur no more: {0}</source>
        <translation>Kommen nicht mehr vor: {0}</translation>
    </message>
    <message>
        <source>Not: {0}</source>
        <translation>Nicht: {0}</translation>
    </message>
    <message>
        <source>The password: {0}</source>
        <translation>Das Passwort: {0}</translation>
    </message>
    <message>
        <source>in the word: {0}</source>
        <translation>im Wort: {0}</translation>
    </message>
    <message>
        <source>not in the word: {0}</source>
        <translation>nicht im Wort: {0}</translation>
    </message>
    <message>
        <source>circles circled: {0}</source>
        <translation>eingekreiste Kreise: {0}</translation>
    </message>
    <message>
        <source>circles crossed: {0}</source>
        <translation>durchgestrichene Kreise: {0}</translation>
    </message>
    <message>
        <source>reconstruction: {0}</source>
        <translation>Rekonstruktion: {0}</translation>
    </message>
    <message>
        <source>positions: {0}</source>
        <translation>Positionen: {0}</translation>
    </message>
    <message>
        <source>letters found: {0}</source>
        <translation>gefundene Buchstaben: {0}</translation>
    </message>
    <message>
        <source>niveau 1: letters found</source>
        <translation>Niveau 1: gefundene Buchstaben</translation>
    </message>
    <message>
        <source>niveau 2: the word</source>
        <translation>Niveau 2: das Wort</translation>
    </message>
    <message>
        <source>niveau 1: positions</source>
        <translation>Niveau 1: Positionen</translation>
    </message>
</context>
<context>
    <name>GridsPanel</name>
    <message>
        <source>○ in the word · ✕ not in the word · a number circled: a letter of that circle is in the word</source>
        <translation>○ im Wort · ✕ nicht im Wort · eine eingekreiste Zahl: Ein Buchstabe dieses Kreises ist im Wort</translation>
    </message>
    <message>
        <source>Every answer is public, so these are the grids every opponent draws.</source>
        <translation>Jede Antwort ist öffentlich, daher zeichnet jeder Gegner genau diese Raster.</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>out: found by {0} (entry {1})</source>
        <translation>ausgeschieden: gefunden von {0} (Eintrag {1})</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>in the game</source>
        <translation>im Spiel</translation>
    </message>
</context>
<context>
    <name>GuessActions</name>
    <message>
        <source>&amp;Delete Guess</source>
        <translation>Rateversuch &amp;löschen</translation>
    </message>
    <message>
        <source>Move {0} guess(es) from round {1} to round {2}</source>
        <translation>{0} Rateversuch(e) von Runde {1} nach Runde {2} verschieben</translation>
    </message>
    <message>
        <source>&amp;Move to Round</source>
        <translation>In Runde &amp;verschieben</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>Round {0} (new)</source>
        <translation>Runde {0} (neu)</translation>
    </message>
</context>
<context>
    <name>GuessBox</name>
    <message>
        <source>Guess a password (before rolling)</source>
        <translation>Passwort raten (vor dem Würfeln)</translation>
    </message>
    <message>
        <source>Whose password is guessed</source>
        <translation>Wessen Passwort geraten wird</translation>
    </message>
    <message>
        <source>the word said aloud</source>
        <translation>das laut gesagte Wort</translation>
    </message>
    <message>
        <source>R&amp;ight</source>
        <translation>Ri&amp;chtig</translation>
    </message>
    <message>
        <source>It is the password: the player is out, and the guesser keeps the turn</source>
        <translation>Es ist das Passwort: Der Spieler scheidet aus, der Rater bleibt am Zug</translation>
    </message>
    <message>
        <source>&amp;Wrong</source>
        <translation>Fa&amp;lsch</translation>
    </message>
    <message>
        <source>It is not the password: the turn passes</source>
        <translation>Es ist nicht das Passwort: Der Nächste ist am Zug</translation>
    </message>
    <message>
        <source>A guess comes before rolling the dice; set the circle back to “—” to guess instead</source>
        <translation>Geraten wird vor dem Würfeln; um stattdessen zu raten, den Kreis auf „—“ zurücksetzen</translation>
    </message>
    <message>
        <source>{0}&apos;s recorded password: right</source>
        <translation>Eingetragenes Passwort von {0}: richtig</translation>
    </message>
    <message>
        <source>{0}&apos;s recorded password: wrong</source>
        <translation>Eingetragenes Passwort von {0}: falsch</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>wordmastermind help</source>
        <translation>wordmastermind-Hilfe</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>The help files are not installed with this copy of wordmastermind. They are online: [{0}]({0})</source>
        <translation>Die Hilfedateien sind mit dieser Kopie von wordmastermind nicht installiert. Sie stehen online: [{0}]({0})</translation>
    </message>
    <message>
        <source>Your first game</source>
        <translation>Die erste Partie</translation>
    </message>
    <message>
        <source>Rules: {0}</source>
        <translation>Regeln: {0}</translation>
    </message>
    <message>
        <source>File formats</source>
        <translation>Dateiformate</translation>
    </message>
</context>
<context>
    <name>HolderEditor</name>
    <message>
        <source>&amp;Joker</source>
        <translation>&amp;Joker</translation>
    </message>
    <message>
        <source>Lay a joker (key *): the next letter typed is the letter it stands for; a joker is worth {0}</source>
        <translation>Joker legen (Taste *): Der nächste getippte Buchstabe ist der, für den er steht; ein Joker zählt {0}</translation>
    </message>
    <message>
        <source>E&amp;rase</source>
        <translation>Lösch&amp;karte</translation>
    </message>
    <message>
        <source>Lay an erase card (key -), worth {0}: only at the start or end of the word</source>
        <translation>Löschkarte legen (Taste -), Wert {0}: nur am Anfang oder Ende des Wortes</translation>
    </message>
    <message>
        <source>Face &amp;down</source>
        <translation>Verde&amp;ckt</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Take back the card laid in this slot (Backspace or Delete)</source>
        <translation>Die in dieses Fach gelegte Karte zurücknehmen (Rücktaste oder Entf)</translation>
    </message>
    <message>
        <source>Take &amp;back slot</source>
        <translation>Fach zu&amp;rückschieben</translation>
    </message>
    <message>
        <source>Push the slot pulled out this turn back in</source>
        <translation>Das in diesem Zug ausgezogene Fach wieder einschieben</translation>
    </message>
    <message>
        <source>The holder after the turn as text: A-Z letters, *A a joker for A, - an erase card, # a card face down, . an empty slot</source>
        <translation>Der Halter nach dem Zug als Text: A-Z Buchstaben, *A ein Joker für A, - eine Löschkarte, # eine verdeckte Karte, . ein leeres Fach</translation>
    </message>
    <message>
        <source>e.g. RATS, *RAT, -ATS</source>
        <translation>z. B. RATS, *RAT, -ATS</translation>
    </message>
    <message>
        <source>Cards exchanged before the turn: 2 points each</source>
        <translation>Vor dem Zug getauschte Karten: je 2 Punkte</translation>
    </message>
    <message>
        <source>&amp;Notation:</source>
        <translation>&amp;Notation:</translation>
    </message>
    <message>
        <source>E&amp;xchanged cards:</source>
        <translation>&amp;Getauschte Karten:</translation>
    </message>
    <message>
        <source>Pull out a slot at the front</source>
        <translation>Ein Fach vorne ausziehen</translation>
    </message>
    <message>
        <source>Pull out a slot at the end</source>
        <translation>Ein Fach hinten ausziehen</translation>
    </message>
    <message>
        <source>a card laid face down counts as an erase card only in the beginner variant, and this game does not play it</source>
        <translation>eine verdeckt gelegte Karte zählt nur in der Anfängervariante als Löschkarte, und diese Partie spielt sie nicht</translation>
    </message>
    <message>
        <source>only one card per turn may be laid face down, and slot {0} already is</source>
        <translation>pro Zug darf nur eine Karte verdeckt gelegt werden, und Fach {0} ist es schon</translation>
    </message>
    <message>
        <source>the first word goes into the {0} slots of the closed holder; it is pulled out from the second word on</source>
        <translation>das erste Wort kommt in die {0} Fächer des geschlossenen Halters; ausgezogen wird er erst ab dem zweiten Wort</translation>
    </message>
    <message>
        <source>front</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>end</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>the holder already grew by one slot this turn (at the {0}); it may grow by at most one slot per turn</source>
        <translation>der Halter ist in diesem Zug schon um ein Fach gewachsen (am {0}); er darf pro Zug um höchstens ein Fach wachsen</translation>
    </message>
    <message>
        <source>the holder has {0} slots, its most: it cannot be pulled out any further</source>
        <translation>der Halter hat {0} Fächer, sein Maximum: Er lässt sich nicht weiter ausziehen</translation>
    </message>
    <message>
        <source>the holder was not pulled out this turn</source>
        <translation>der Halter wurde in diesem Zug nicht ausgezogen</translation>
    </message>
    <message>
        <source>{0!r} is no card: type a letter A-Z, * and a letter for a joker, - for an erase card</source>
        <translation>{0!r} ist keine Karte: einen Buchstaben A-Z tippen, * und einen Buchstaben für einen Joker, - für eine Löschkarte</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>letter {0}</source>
        <translation>Buchstabe {0}</translation>
    </message>
    <message>
        <source>joker standing for {0}</source>
        <translation>Joker für {0}</translation>
    </message>
    <message>
        <source>a card face down (erase card)</source>
        <translation>eine verdeckte Karte (Löschkarte)</translation>
    </message>
    <message>
        <source>erase card</source>
        <translation>Löschkarte</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation>{0} Punkte</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <source>laid this turn</source>
        <translation>in diesem Zug gelegt</translation>
    </message>
    <message>
        <source>lying from before</source>
        <translation>liegt von früher</translation>
    </message>
    <message>
        <source> (slot pulled out this turn)</source>
        <translation> (Fach in diesem Zug ausgezogen)</translation>
    </message>
    <message>
        <source>{0} slots: the closed holder takes the first word.</source>
        <translation>{0} Fächer: Der geschlossene Halter nimmt das erste Wort auf.</translation>
    </message>
    <message>
        <source>The first word goes into the closed holder; it is pulled out from the second word on.</source>
        <translation>Das erste Wort kommt in den geschlossenen Halter; ausgezogen wird er erst ab dem zweiten Wort.</translation>
    </message>
    <message>
        <source>{0} slots (at most {1}); pulled out by one this turn.</source>
        <translation>{0} Fächer (höchstens {1}); in diesem Zug um eins ausgezogen.</translation>
    </message>
    <message>
        <source>The holder grows by at most one slot per turn; it already grew.</source>
        <translation>Der Halter wächst pro Zug um höchstens ein Fach; er ist schon gewachsen.</translation>
    </message>
    <message>
        <source>{0} slots: fully pulled out.</source>
        <translation>{0} Fächer: ganz ausgezogen.</translation>
    </message>
    <message>
        <source>The holder has at most {0} slots.</source>
        <translation>Der Halter hat höchstens {0} Fächer.</translation>
    </message>
    <message>
        <source>{0} slots (at most {1}); + pulls out one more.</source>
        <translation>{0} Fächer (höchstens {1}); + zieht eins mehr aus.</translation>
    </message>
    <message>
        <source>{0} slots: the holder had {1}.</source>
        <translation>{0} Fächer: Der Halter hatte {1}.</translation>
    </message>
    <message>
        <source>Pull out one slot at the {0}</source>
        <translation>Ein Fach am {0} ausziehen</translation>
    </message>
    <message>
        <source>Lay any card face down as an erase card (key #), worth {0}; once per turn</source>
        <translation>Eine beliebige Karte verdeckt als Löschkarte legen (Taste #), Wert {0}; einmal pro Zug</translation>
    </message>
    <message>
        <source>Only in the beginner variant: a card face down as an erase card</source>
        <translation>Nur in der Anfängervariante: eine verdeckte Karte als Löschkarte</translation>
    </message>
    <message>
        <source>The notation cannot be read.</source>
        <translation>Die Notation ist nicht lesbar.</translation>
    </message>
    <message>
        <source>Click a slot and type the letters laid; + pulls out a slot.</source>
        <translation>Ein Fach anklicken und die gelegten Buchstaben tippen; + zieht ein Fach aus.</translation>
    </message>
    <message>
        <source> ({0} − {1} for exchanges)</source>
        <translation> ({0} − {1} für getauschte Karten)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;: {1} points{2}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;: {1} Punkte{2}</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import players</source>
        <translation>Spieler importieren</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Secret word</source>
        <translation>Geheimwort</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Import guesses for round {0}</source>
        <translation>Rateversuche für Runde {0} importieren</translation>
    </message>
    <message>
        <source>Guesser</source>
        <translation>Rater</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>Show secret words</source>
        <translation>Geheimwörter anzeigen</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Probleme:</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Nothing is imported until every problem is corrected.</source>
        <translation>Importiert wird erst, wenn alle Probleme behoben sind.</translation>
    </message>
    <message>
        <source>From the pasted text</source>
        <translation>Aus dem eingefügten Text</translation>
    </message>
    <message>
        <source>From {0}</source>
        <translation>Aus {0}</translation>
    </message>
    <message>
        <source>1 player read</source>
        <translation>1 Spieler gelesen</translation>
    </message>
    <message>
        <source>{0} players read</source>
        <translation>{0} Spieler gelesen</translation>
    </message>
    <message>
        <source>1 guess read</source>
        <translation>1 Rateversuch gelesen</translation>
    </message>
    <message>
        <source>{0} guesses read</source>
        <translation>{0} Rateversuche gelesen</translation>
    </message>
    <message>
        <source>no problems</source>
        <translation>keine Probleme</translation>
    </message>
    <message>
        <source>1 problem</source>
        <translation>1 Problem</translation>
    </message>
    <message>
        <source>{0} problems</source>
        <translation>{0} Probleme</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>Import enters every guess read, as one step that Undo takes back.</source>
        <translation>Importieren trägt jeden gelesenen Rateversuch ein, in einem Schritt, den Rückgängig zurücknimmt.</translation>
    </message>
    <message>
        <source>{0} of them break a rule: they are entered marked with the reason, as typed guesses are, and score nothing until corrected.</source>
        <translation>{0} davon verstoßen gegen eine Regel: Sie werden wie getippte Rateversuche mit dem Grund markiert eingetragen und zählen nichts, bis sie berichtigt sind.</translation>
    </message>
    <message>
        <source>{0} line(s) cannot be read as a guess and are left out.</source>
        <translation>{0} Zeile(n) lassen sich nicht als Rateversuch lesen und werden weggelassen.</translation>
    </message>
    <message>
        <source>Correct the text and paste it again to import it.</source>
        <translation>Den Text korrigieren und erneut einfügen, um ihn zu importieren.</translation>
    </message>
    <message>
        <source>Correct the file and import it again.</source>
        <translation>Die Datei korrigieren und erneut importieren.</translation>
    </message>
</context>
<context>
    <name>InboxDialog</name>
    <message>
        <source>Fetch Guesses from the Mailbox</source>
        <translation>Rateversuche aus dem Postfach holen</translation>
    </message>
    <message>
        <source>Take &amp;late mails too</source>
        <translation>Auch &amp;verspätete Mails übernehmen</translation>
    </message>
    <message>
        <source>Rou&amp;nd:</source>
        <translation>Ru&amp;nde:</translation>
    </message>
    <message>
        <source>&amp;Fetch</source>
        <translation>&amp;Holen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>En&amp;ter</source>
        <translation>Ein&amp;tragen</translation>
    </message>
    <message>
        <source>Send Re&amp;ceipts</source>
        <translation>&amp;Bestätigungen senden</translation>
    </message>
    <message>
        <source>Mailbox &amp;Account</source>
        <translation>Postfach&amp;konto</translation>
    </message>
    <message>
        <source>Every mail after the deadline counts as if it had come in time.</source>
        <translation>Jede Mail nach dem Einsendeschluss zählt, als wäre sie rechtzeitig gekommen.</translation>
    </message>
    <message>
        <source>{0}, folder {1}</source>
        <translation>{0}, Ordner {1}</translation>
    </message>
    <message>
        <source>Enter the mailbox&apos;s server first.</source>
        <translation>Zuerst den Server des Postfachs eintragen.</translation>
    </message>
    <message>
        <source>Enter the password for {0}: the system keyring has none.</source>
        <translation>Passwort für {0} eingeben: Der Schlüsselbund des Systems hat keins.</translation>
    </message>
    <message>
        <source>Reading the mailbox at {0}…</source>
        <translation>Das Postfach auf {0} wird gelesen…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>Cancelled: nothing was read.</source>
        <translation>Abgebrochen: Nichts wurde gelesen.</translation>
    </message>
    <message>
        <source>The mailbox refused the user or password ({0}).</source>
        <translation>Das Postfach hat Benutzer oder Passwort abgelehnt ({0}).</translation>
    </message>
    <message>
        <source>The server {0} cannot be reached: check the server and port ({1}).</source>
        <translation>Der Server {0} ist nicht erreichbar: Server und Port prüfen ({1}).</translation>
    </message>
    <message>
        <source>The secure connection to {0} failed: check the security and port ({1}).</source>
        <translation>Die sichere Verbindung zu {0} ist fehlgeschlagen: Verschlüsselung und Port prüfen ({1}).</translation>
    </message>
    <message>
        <source>The mailbox has no folder {0}.</source>
        <translation>Das Postfach hat keinen Ordner {0}.</translation>
    </message>
    <message>
        <source>The mailbox could not be read: {0}</source>
        <translation>Das Postfach konnte nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <source>Nothing can be entered in round {0}: it is closed.</source>
        <translation>In Runde {0} lässt sich nichts eintragen: Die Runde ist abgeschlossen.</translation>
    </message>
    <message>
        <source>Nothing is entered yet: Enter takes the guesses into round {0}.</source>
        <translation>Noch ist nichts eingetragen: Eintragen übernimmt die Rateversuche in Runde {0}.</translation>
    </message>
    <message>
        <source>Nothing new to enter in round {0}.</source>
        <translation>Nichts Neues für Runde {0} einzutragen.</translation>
    </message>
    <message>
        <source>Round {0} is closed: its report went out and round {1} has begun, so no mail can be taken into it here. To correct it, change its guesses by hand on the Rounds page (or clear when round {1} opened there, if it has not begun).</source>
        <translation>Runde {0} ist abgeschlossen: Der Bericht der Runde ist verschickt und Runde {1} hat begonnen, daher kann hier keine Mail mehr für sie übernommen werden. Zum Berichtigen ihre Rateversuche auf der Seite „Runden“ von Hand ändern (oder dort den Beginn von Runde {1} löschen, falls diese noch nicht begonnen hat).</translation>
    </message>
    <message>
        <source>Round {0}: {1} mails read, {2} from players.</source>
        <translation>Runde {0}: {1} Mails gelesen, {2} von Spielern.</translation>
    </message>
    <message>
        <source>When round {0} opened is not known: every mail read may be its.</source>
        <translation>Wann Runde {0} begann, ist unbekannt: Jede gelesene Mail kann zu ihr gehören.</translation>
    </message>
    <message>
        <source>Round {0} opened on {1}.</source>
        <translation>Runde {0} begann am {1}.</translation>
    </message>
    <message>
        <source>Round {0} opened on {1} (worked out: no opening was recorded).</source>
        <translation>Runde {0} begann am {1} (ermittelt: Es ist kein Beginn festgehalten).</translation>
    </message>
    <message>
        <source>Deadline: {0}.</source>
        <translation>Einsendeschluss: {0}.</translation>
    </message>
    <message>
        <source>Fetch to read the mails of round {0}: each round has its own.</source>
        <translation>Zum Lesen der Mails von Runde {0} auf Holen klicken: Jede Runde hat ihre eigenen.</translation>
    </message>
    <message>
        <source>Round {0}: the guesses are entered (Edit ▸ Undo takes them back).</source>
        <translation>Runde {0}: Die Rateversuche sind eingetragen (Bearbeiten ▸ Rückgängig nimmt sie zurück).</translation>
    </message>
    <message>
        <source>Send Re&amp;ceipts ({0} new)</source>
        <translation>&amp;Bestätigungen senden ({0} neu)</translation>
    </message>
    <message>
        <source>Send Re&amp;ceipts (none new)</source>
        <translation>&amp;Bestätigungen senden (keine neuen)</translation>
    </message>
    <message>
        <source>Send Receipts</source>
        <translation>Bestätigungen senden</translation>
    </message>
    <message>
        <source>Every player who wrote has had their receipt for round {0}. Send them all again: {1}?</source>
        <translation>Jeder Spieler, der geschrieben hat, hat seine Bestätigung für Runde {0} schon bekommen. Alle noch einmal senden: {1}?</translation>
    </message>
    <message>
        <source>Send the receipts of round {0} to {1}?</source>
        <translation>Die Bestätigungen für Runde {0} an {1} senden?</translation>
    </message>
    <message>
        <source>Yes to All sends every player who wrote their receipt, whether they had it or not: {0}.</source>
        <translation>„Ja, alle“ sendet jedem Spieler, der geschrieben hat, seine Bestätigung, ob er sie schon hatte oder nicht: {0}.</translation>
    </message>
    <message>
        <source>Sending the receipts to {0}…</source>
        <translation>Die Bestätigungen gehen an {0}…</translation>
    </message>
</context>
<context>
    <name>IntakeModel</name>
    <message>
        <source>Mail</source>
        <translation>Mail</translation>
    </message>
    <message>
        <source>Arrived</source>
        <translation>Eingegangen</translation>
    </message>
    <message>
        <source>What becomes of it</source>
        <translation>Was daraus wird</translation>
    </message>
</context>
<context>
    <name>IntakeRows</name>
    <message>
        <source>{0} (dated {1})</source>
        <translation>{0} (datiert {1})</translation>
    </message>
    <message>
        <source>no sender</source>
        <translation>kein Absender</translation>
    </message>
    <message>
        <source>(no subject)</source>
        <translation>(kein Betreff)</translation>
    </message>
    <message>
        <source>From {0}, subject: {1}</source>
        <translation>Von {0}, Betreff: {1}</translation>
    </message>
    <message>
        <source>Message-ID: {0}</source>
        <translation>Message-ID: {0}</translation>
    </message>
    <message>
        <source>It arrived on {0}, but its own date says {1}: the arrival counts.</source>
        <translation>Angekommen am {0}, aber die Mail selbst ist auf {1} datiert: Es zählt die Ankunft.</translation>
    </message>
    <message>
        <source>1 guess to enter</source>
        <translation>1 Rateversuch einzutragen</translation>
    </message>
    <message>
        <source>{0} guesses to enter</source>
        <translation>{0} Rateversuche einzutragen</translation>
    </message>
    <message>
        <source>1 of them marked</source>
        <translation>1 davon markiert</translation>
    </message>
    <message>
        <source>{0} of them marked</source>
        <translation>{0} davon markiert</translation>
    </message>
    <message>
        <source>1 guess entered</source>
        <translation>1 Rateversuch eingetragen</translation>
    </message>
    <message>
        <source>{0} guesses entered</source>
        <translation>{0} Rateversuche eingetragen</translation>
    </message>
    <message>
        <source>not taken: {0}</source>
        <translation>nicht übernommen: {0}</translation>
    </message>
    <message>
        <source>no guess: {0}</source>
        <translation>kein Rateversuch: {0}</translation>
    </message>
    <message>
        <source>Taken before: to change the round, correct its guesses on the Rounds page.</source>
        <translation>Schon früher übernommen: Um die Runde zu ändern, ihre Rateversuche auf der Seite „Runden“ berichtigen.</translation>
    </message>
    <message>
        <source>The round is closed: no mail can be taken into it.</source>
        <translation>Die Runde ist abgeschlossen: Keine Mail kann mehr für sie übernommen werden.</translation>
    </message>
    <message>
        <source>Untick to leave this mail out: the player&apos;s previous mail counts then.</source>
        <translation>Haken entfernen, um diese Mail wegzulassen: Dann zählt die vorherige Mail des Spielers.</translation>
    </message>
    <message>
        <source>Take the good lines (1 guess)</source>
        <translation>Die guten Zeilen übernehmen (1 Rateversuch)</translation>
    </message>
    <message>
        <source>Take the good lines ({0} guesses)</source>
        <translation>Die guten Zeilen übernehmen ({0} Rateversuche)</translation>
    </message>
    <message>
        <source>The guesses that can be read go in; one that breaks a rule goes in marked with the reason, as on the Rounds page.</source>
        <translation>Die lesbaren Rateversuche werden übernommen; einer, der gegen eine Regel verstößt, wird mit dem Grund markiert übernommen, wie auf der Seite „Runden“.</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>Zeile {0}</translation>
    </message>
    <message>
        <source>marked: {0}</source>
        <translation>markiert: {0}</translation>
    </message>
    <message>
        <source>{0} → {1}?</source>
        <translation>{0} → {1}?</translation>
    </message>
    <message>
        <source>line {0}: {1}</source>
        <translation>Zeile {0}: {1}</translation>
    </message>
    <message>
        <source>Tick to read it as a guess at {0}: {1}</source>
        <translation>Ankreuzen, um die Zeile als Rateversuch bei {0} zu lesen: {1}</translation>
    </message>
    <message>
        <source>Mails that count</source>
        <translation>Mails, die zählen</translation>
    </message>
    <message>
        <source>Tick to take this mail although it came before round {0} opened.</source>
        <translation>Ankreuzen, um diese Mail zu übernehmen, obwohl sie vor Beginn von Runde {0} kam.</translation>
    </message>
    <message>
        <source>1 more mail came before round {1} opened</source>
        <translation>1 weitere Mail kam, bevor Runde {1} begann</translation>
    </message>
    <message>
        <source>{0} more mails came before round {1} opened</source>
        <translation>{0} weitere Mails kamen, bevor Runde {1} begann</translation>
    </message>
    <message>
        <source>Before round {0} opened ({1})</source>
        <translation>Vor Beginn von Runde {0} ({1})</translation>
    </message>
    <message>
        <source>Tick to take this mail although it came after the deadline.</source>
        <translation>Ankreuzen, um diese Mail zu übernehmen, obwohl sie nach dem Einsendeschluss kam.</translation>
    </message>
    <message>
        <source>After the deadline ({0})</source>
        <translation>Nach dem Einsendeschluss ({0})</translation>
    </message>
    <message>
        <source>Tick to make this mail count instead of the newer ones.</source>
        <translation>Ankreuzen, damit diese Mail statt der neueren zählt.</translation>
    </message>
    <message>
        <source>Superseded by a later mail</source>
        <translation>Durch eine spätere Mail ersetzt</translation>
    </message>
    <message>
        <source>Tick to take this mail back in.</source>
        <translation>Ankreuzen, um diese Mail wieder aufzunehmen.</translation>
    </message>
    <message>
        <source>Left out by you</source>
        <translation>Von Ihnen weggelassen</translation>
    </message>
    <message>
        <source>Not from a player</source>
        <translation>Nicht von einem Spieler</translation>
    </message>
    <message>
        <source>From an address several players have</source>
        <translation>Von einer Adresse mehrerer Spieler</translation>
    </message>
    <message>
        <source>an address of {0}</source>
        <translation>eine Adresse von {0}</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>Nicht lesbar</translation>
    </message>
    <message>
        <source>1 mail was taken for another round</source>
        <translation>1 Mail wurde für eine andere Runde übernommen</translation>
    </message>
    <message>
        <source>{0} mails were taken for another round</source>
        <translation>{0} Mails wurden für eine andere Runde übernommen</translation>
    </message>
    <message>
        <source>Taken for round {0}: never offered again.</source>
        <translation>Für Runde {0} übernommen: Wird nicht wieder angeboten.</translation>
    </message>
</context>
<context>
    <name>LetterValuesModel</name>
    <message>
        <source>Letter</source>
        <translation>Buchstabe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Changed: the default value of {0} is {1}</source>
        <translation>Geändert: Der Standardwert von {0} ist {1}</translation>
    </message>
    <message>
        <source>The default value of {0}</source>
        <translation>Der Standardwert von {0}</translation>
    </message>
    <message>
        <source>the value of {0} must be a whole number of at least 0, not {1!r}</source>
        <translation>der Wert von {0} muss eine ganze Zahl ab 0 sein, nicht {1!r}</translation>
    </message>
    <message>
        <source>Set up the players first: the values are stored with the game.</source>
        <translation>Zuerst die Spieler einrichten: Die Werte werden mit der Partie gespeichert.</translation>
    </message>
    <message>
        <source>Set the value of {0} to {1}</source>
        <translation>Wert von {0} auf {1} setzen</translation>
    </message>
    <message>
        <source>Reset the letter values</source>
        <translation>Buchstabenwerte zurücksetzen</translation>
    </message>
</context>
<context>
    <name>LivePanel</name>
    <message>
        <source>optional, to check the clues; not saved</source>
        <translation>optional, zum Prüfen der Hinweise; wird nicht gespeichert</translation>
    </message>
    <message>
        <source>the clue just given</source>
        <translation>der gerade gegebene Hinweis</translation>
    </message>
    <message>
        <source>P&amp;assword:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Clue:</source>
        <translation>Hi&amp;nweis:</translation>
    </message>
    <message>
        <source>&amp;Miss</source>
        <translation>&amp;Verfehlt</translation>
    </message>
    <message>
        <source>The clue was missed: the dial drops and the turn passes</source>
        <translation>Hinweis verfehlt: Die Punktescheibe sinkt um eins, und die andere Seite ist dran</translation>
    </message>
    <message>
        <source>G&amp;uessed</source>
        <translation>Erra&amp;ten</translation>
    </message>
    <message>
        <source>The word was called out: it scores what the dial shows</source>
        <translation>Das Wort wurde genannt: Es zählt, was die Punktescheibe zeigt</translation>
    </message>
    <message>
        <source>&amp;Both at once</source>
        <translation>Beide gleich&amp;zeitig</translation>
    </message>
    <message>
        <source>&amp;Nobody scores</source>
        <translation>&amp;Keiner punktet</translation>
    </message>
    <message>
        <source>The word ends without a score (a wrong form not corrected in one try)</source>
        <translation>Das Wort endet ohne Punkte (eine falsche Form, die im einen erlaubten Versuch nicht berichtigt wurde)</translation>
    </message>
    <message>
        <source>Un&amp;do</source>
        <translation>Rü&amp;ckgängig</translation>
    </message>
    <message>
        <source>New &amp;round</source>
        <translation>Neue R&amp;unde</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Zuerst die Spieler einrichten.</translation>
    </message>
    <message>
        <source>Round {0} is over.</source>
        <translation>Runde {0} ist zu Ende.</translation>
    </message>
    <message>
        <source>Start a new round for the next word.</source>
        <translation>Für das nächste Wort eine neue Runde beginnen.</translation>
    </message>
    <message>
        <source>Round {0} · word {1}</source>
        <translation>Runde {0} · Wort {1}</translation>
    </message>
    <message>
        <source>counts double</source>
        <translation>zählt doppelt</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; gives a clue to {1} and {2}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; gibt {1} und {2} einen Hinweis</translation>
    </message>
    <message>
        <source>{0} guessed</source>
        <translation>{0} hat es erraten</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; (team {1}) gives a clue to {2}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; (Team {1}) gibt {2} einen Hinweis</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not in the Dutch word list: fine for a name; look it up if the other side disputes it.</source>
        <translation>„{0}“ steht nicht in der niederländischen Wortliste: Für einen Namen ist das in Ordnung; nachschlagen, falls die andere Seite es anzweifelt.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not in the Dutch word list: check it in a dictionary.</source>
        <translation>„{0}“ steht nicht in der niederländischen Wortliste: im Wörterbuch prüfen.</translation>
    </message>
    <message>
        <source>Refused: {0}</source>
        <translation>Abgelehnt: {0}</translation>
    </message>
    <message>
        <source>The clue is allowed.</source>
        <translation>Der Hinweis ist erlaubt.</translation>
    </message>
    <message>
        <source>One word: allowed. Type the password to check for parts and forms of it.</source>
        <translation>Ein Wort: erlaubt. Das Passwort eintippen, um auf Teile und Formen davon zu prüfen.</translation>
    </message>
    <message>
        <source>The clue was refused: {0}</source>
        <translation>Der Hinweis wurde abgelehnt: {0}</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Asks</source>
        <translation>Fragt</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Gefragt</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Corrected to</source>
        <translation>Korrigiert zu</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Danach</translation>
    </message>
    <message>
        <source>{0}&apos;s recorded password gives: {1}. Select the entry and correct it.</source>
        <translation>Das eingetragene Passwort von {0} ergibt: {1}. Den Eintrag auswählen und korrigieren.</translation>
    </message>
    <message>
        <source>{0} is out; {1} plays</source>
        <translation>{0} scheidet aus; {1} ist am Zug</translation>
    </message>
    <message>
        <source>{0} is out: {1} wins</source>
        <translation>{0} scheidet aus: {1} gewinnt</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>at position</source>
        <translation>an Position</translation>
    </message>
    <message>
        <source>Take the last entry off the log (Undo does too, but only until the game is closed)</source>
        <translation>Den letzten Eintrag aus dem Protokoll entfernen (das kann auch Rückgängig, aber nur bis die Partie geschlossen wird)</translation>
    </message>
    <message>
        <source>Answers the recorded passwords contradict, to be corrected: {0}.</source>
        <translation>Antworten, denen die eingetragenen Passwörter widersprechen, zu korrigieren: {0}.</translation>
    </message>
    <message>
        <source>entry {0} ({1}): given “{2}”, right “{3}”</source>
        <translation>Eintrag {0} ({1}): gegeben „{2}“, richtig „{3}“</translation>
    </message>
    <message>
        <source>Correct to yes</source>
        <translation>Auf „ja“ korrigieren</translation>
    </message>
    <message>
        <source>Correct to no</source>
        <translation>Auf „nein“ korrigieren</translation>
    </message>
    <message>
        <source>Remo&amp;ve the last entry</source>
        <translation>Letzten Eintra&amp;g entfernen</translation>
    </message>
    <message>
        <source>A wrong answer? Select it in the log to correct it.</source>
        <translation>Eine falsche Antwort? Im Protokoll auswählen, um sie zu korrigieren.</translation>
    </message>
    <message>
        <source>a word guess is settled at the table: remove the entries back to it instead</source>
        <translation>ein geratenes Wort wird am Tisch entschieden: stattdessen die Einträge bis dorthin entfernen</translation>
    </message>
    <message>
        <source>a pass has no answer</source>
        <translation>Passen hat keine Antwort</translation>
    </message>
    <message>
        <source>Entry {0}: {1}.</source>
        <translation>Eintrag {0}: {1}.</translation>
    </message>
    <message>
        <source>Entry {0}: {1} asked {2} “{3}”, answered “{4}”.</source>
        <translation>Eintrag {0}: {1} fragte {2} „{3}“, Antwort „{4}“.</translation>
    </message>
    <message>
        <source>The recorded password answers “{0}”.</source>
        <translation>Das eingetragene Passwort antwortet „{0}“.</translation>
    </message>
</context>
<context>
    <name>LotModel</name>
    <message>
        <source>Guesser</source>
        <translation>Rater</translation>
    </message>
    <message>
        <source>Guesses in round 1 at</source>
        <translation>Rät in Runde 1 bei</translation>
    </message>
</context>
<context>
    <name>MailDialog</name>
    <message>
        <source>Mail to the players: round {0}</source>
        <translation>Mail an die Spieler: Runde {0}</translation>
    </message>
    <message>
        <source>Post: Letters and Labels</source>
        <translation>Post: Briefe und Etiketten</translation>
    </message>
    <message>
        <source>Joe &lt;joe@example.org&gt;</source>
        <translation>Joe &lt;joe@example.org&gt;</translation>
    </message>
    <message>
        <source>&amp;Default Text</source>
        <translation>Standardte&amp;xt</translation>
    </message>
    <message>
        <source>Put back the default text in the language chosen.</source>
        <translation>Den Standardtext in der gewählten Sprache wiederherstellen.</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Word (.docx)</source>
        <translation>Word (.docx)</translation>
    </message>
    <message>
        <source>Excel (.xlsx)</source>
        <translation>Excel (.xlsx)</translation>
    </message>
    <message>
        <source>The players&apos; report as a file, attached to every mail.</source>
        <translation>Der Bericht für die Spieler als Datei, an jede Mail angehängt.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <source>&amp;Subject:</source>
        <translation>&amp;Betreff:</translation>
    </message>
    <message>
        <source>&amp;Attach the report:</source>
        <translation>Bericht &amp;anhängen:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message>
        <source>Show the &amp;secret word</source>
        <translation>&amp;Geheimwort anzeigen</translation>
    </message>
    <message>
        <source>Preview of the mail to</source>
        <translation>Vorschau der Mail an</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Save .eml &amp;Files</source>
        <translation>.eml-Dateien spei&amp;chern</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>One file per player, to open in a mail program and send from there.</source>
        <translation>Eine Datei pro Spieler, zum Öffnen in einem Mailprogramm und Versenden von dort.</translation>
    </message>
    <message>
        <source>smtp.example.org</source>
        <translation>smtp.example.org</translation>
    </message>
    <message>
        <source>STARTTLS</source>
        <translation>STARTTLS</translation>
    </message>
    <message>
        <source>SSL/TLS</source>
        <translation>SSL/TLS</translation>
    </message>
    <message>
        <source>None (unencrypted)</source>
        <translation>Keine (unverschlüsselt)</translation>
    </message>
    <message>
        <source>from the system keyring, if kept there</source>
        <translation>aus dem Schlüsselbund des Systems, falls dort hinterlegt</translation>
    </message>
    <message>
        <source>&amp;Remember the password in the system keyring</source>
        <translation>Passwort im Schlüsselbund des Systems &amp;merken</translation>
    </message>
    <message>
        <source>Without encryption the password goes over the network as it is.</source>
        <translation>Ohne Verschlüsselung geht das Passwort im Klartext über das Netzwerk.</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Absenden</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>Se&amp;rver:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>Versch&amp;lüsselung:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>Ben&amp;utzer:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>Save as .eml Files</source>
        <translation>Als .eml-Dateien speichern</translation>
    </message>
    <message>
        <source>Mail to the players: the lot for round 1</source>
        <translation>Mail an die Spieler: Auslosung für Runde 1</translation>
    </message>
    <message>
        <source>Send by SMTP</source>
        <translation>Per SMTP senden</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>&amp;Retry Failed</source>
        <translation>&amp;Fehlgeschlagene wiederholen</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>St&amp;opp</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>the player&apos;s name</source>
        <translation>der Name des Spielers</translation>
    </message>
    <message>
        <source>the round</source>
        <translation>die Runde</translation>
    </message>
    <message>
        <source>their total</source>
        <translation>die Gesamtpunkte</translation>
    </message>
    <message>
        <source>their rank</source>
        <translation>der Platz</translation>
    </message>
    <message>
        <source>their guess points</source>
        <translation>die Ratepunkte</translation>
    </message>
    <message>
        <source>their word points</source>
        <translation>die Wortpunkte</translation>
    </message>
    <message>
        <source>whom they may guess at next</source>
        <translation>bei wem als Nächstes geraten werden darf</translation>
    </message>
    <message>
        <source>their own secret word</source>
        <translation>das eigene Geheimwort</translation>
    </message>
    <message>
        <source>their guesses of the round with marks and points, their total and rank</source>
        <translation>die eigenen Rateversuche der Runde mit Wertung und Punkten, Stand und Platz</translation>
    </message>
    <message>
        <source>the round report for the players</source>
        <translation>der Rundenbericht für die Spieler</translation>
    </message>
    <message>
        <source>the game&apos;s title</source>
        <translation>der Titel der Partie</translation>
    </message>
    <message>
        <source>Placeholders: {0}. Write {{{{ and }}}} for braces.</source>
        <translation>Platzhalter: {0}. Für geschweifte Klammern {{{{ und }}}} schreiben.</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>gesendet</translation>
    </message>
    <message>
        <source>skipped: {0}</source>
        <translation>übersprungen: {0}</translation>
    </message>
    <message>
        <source>failed: {0}</source>
        <translation>fehlgeschlagen: {0}</translation>
    </message>
    <message>
        <source>From: {0}</source>
        <translation>Von: {0}</translation>
    </message>
    <message>
        <source>To: {0}</source>
        <translation>An: {0}</translation>
    </message>
    <message>
        <source>Subject: {0}</source>
        <translation>Betreff: {0}</translation>
    </message>
    <message>
        <source>Not sent: {0}</source>
        <translation>Nicht gesendet: {0}</translation>
    </message>
    <message>
        <source>{0} of {1} players get a mail.</source>
        <translation>{0} von {1} Spielern bekommen eine Mail.</translation>
    </message>
    <message>
        <source>Enter your own address in From first.</source>
        <translation>Zuerst die eigene Adresse bei „Von“ eingeben.</translation>
    </message>
    <message>
        <source>No player has an e-mail address.</source>
        <translation>Kein Spieler hat eine E-Mail-Adresse.</translation>
    </message>
    <message>
        <source>Tick the players to send the mail to.</source>
        <translation>Kreuzen Sie die Spieler an, die die Mail bekommen sollen.</translation>
    </message>
    <message>
        <source>A folder for the mails</source>
        <translation>Ein Ordner für die Mails</translation>
    </message>
    <message>
        <source>Saving the mails in {0}…</source>
        <translation>Die Mails werden in {0} gespeichert…</translation>
    </message>
    <message>
        <source>The files could not be written: {0}</source>
        <translation>Die Dateien konnten nicht geschrieben werden: {0}</translation>
    </message>
    <message>
        <source>saved: {0}</source>
        <translation>gespeichert: {0}</translation>
    </message>
    <message>
        <source>{0} files saved in {1}</source>
        <translation>{0} Dateien in {1} gespeichert</translation>
    </message>
    <message>
        <source>Enter the password for {0}: the system keyring has none.</source>
        <translation>Das Passwort für {0} eingeben: Der Schlüsselbund des Systems hat keines.</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>Nichts wurde gesendet.</translation>
    </message>
    <message>
        <source>waiting…</source>
        <translation>wartet…</translation>
    </message>
    <message>
        <source>Stopping after the mail on its way…</source>
        <translation>Wird nach der gerade laufenden Mail gestoppt…</translation>
    </message>
    <message>
        <source>Sending to {0}…</source>
        <translation>Wird an {0} gesendet…</translation>
    </message>
    <message>
        <source>Sending stopped: {0}</source>
        <translation>Senden gestoppt: {0}</translation>
    </message>
    <message>
        <source>{0} sent, {1} failed, {2} skipped</source>
        <translation>{0} gesendet, {1} fehlgeschlagen, {2} übersprungen</translation>
    </message>
    <message>
        <source>By mail: {0}</source>
        <translation>Per Mail: {0}</translation>
    </message>
    <message>
        <source>By letter (Post tab): {0}</source>
        <translation>Per Brief (Reiter Post): {0}</translation>
    </message>
    <message>
        <source>By mail and letter: {0}</source>
        <translation>Per Mail und Brief: {0}</translation>
    </message>
    <message>
        <source>Neither (no e-mail and no postal address): {0}</source>
        <translation>Weder noch (keine E-Mail- und keine Postanschrift): {0}</translation>
    </message>
    <message>
        <source>Joe Grimm, Hauptstr. 1, 12345 Berlin</source>
        <translation>Joe Grimm, Hauptstr. 1, 12345 Berlin</translation>
    </message>
    <message>
        <source>The return line above the player&apos;s address: your name and address, its lines separated by commas.</source>
        <translation>Die Rücksendezeile über der Anschrift des Spielers: der eigene Name und die eigene Anschrift, die Zeilen durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>A4, DIN 5008 form B (DL or C5/6 window envelope)</source>
        <translation>A4, DIN 5008 Form B (Fensterumschlag DL oder C5/6)</translation>
    </message>
    <message>
        <source>US Letter, #10 window envelope</source>
        <translation>US Letter, #10-Fensterumschlag</translation>
    </message>
    <message>
        <source>Duple&amp;x: pad every letter to an even number of pages</source>
        <translation>Beidseitig (&amp;Duplex): jeden Brief auf eine gerade Seitenzahl auffüllen</translation>
    </message>
    <message>
        <source>Players without an e-mail address</source>
        <translation>Spieler ohne E-Mail-Adresse</translation>
    </message>
    <message>
        <source>Every player with a postal address</source>
        <translation>Jeder Spieler mit Postanschrift</translation>
    </message>
    <message>
        <source>Who gets a letter and a label. Players with an e-mail address get the mail as well.</source>
        <translation>Wer einen Brief und ein Etikett bekommt. Spieler mit E-Mail-Adresse bekommen auch die Mail.</translation>
    </message>
    <message>
        <source>One file for all: PDF or Word (.docx)</source>
        <translation>Eine Datei für alle: PDF oder Word (.docx)</translation>
    </message>
    <message>
        <source>One PDF per player, in a folder</source>
        <translation>Ein PDF je Spieler, in einem Ordner</translation>
    </message>
    <message>
        <source>3 × 8 (Avery/Zweckform L7159)</source>
        <translation>3 × 8 (Avery/Zweckform L7159)</translation>
    </message>
    <message>
        <source>3 × 7 (Avery/Zweckform L7160)</source>
        <translation>3 × 7 (Avery/Zweckform L7160)</translation>
    </message>
    <message>
        <source>Save La&amp;bels as PDF…</source>
        <translation>Etiketten als PDF speic&amp;hern…</translation>
    </message>
    <message>
        <source>Y&amp;our address:</source>
        <translation>&amp;Eigene Anschrift:</translation>
    </message>
    <message>
        <source>Pla&amp;ce:</source>
        <translation>O&amp;rt:</translation>
    </message>
    <message>
        <source>Letter recipie&amp;nts:</source>
        <translation>Briefe a&amp;n:</translation>
    </message>
    <message>
        <source>Pa&amp;ge:</source>
        <translation>Pap&amp;ier:</translation>
    </message>
    <message>
        <source>Label s&amp;heet:</source>
        <translation>Eti&amp;kettenbogen:</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Left out: {0}</source>
        <translation>Ausgelassen: {0}</translation>
    </message>
    <message>
        <source>Save the letters</source>
        <translation>Die Briefe speichern</translation>
    </message>
    <message>
        <source>Sa&amp;ve Letters…</source>
        <translation>Briefe s&amp;peichern…</translation>
    </message>
    <message>
        <source>Letters &amp;in:</source>
        <translation>Briefe a&amp;ls:</translation>
    </message>
    <message>
        <source>Word (*.docx)</source>
        <translation>Word (*.docx)</translation>
    </message>
    <message>
        <source>Nobody gets a letter.</source>
        <translation>Niemand bekommt einen Brief.</translation>
    </message>
    <message>
        <source>The letters could not be written: {0}</source>
        <translation>Die Briefe konnten nicht geschrieben werden: {0}</translation>
    </message>
    <message>
        <source>{0} letters saved in {1}.</source>
        <translation>{0} Briefe in {1} gespeichert.</translation>
    </message>
    <message>
        <source>Save the address labels</source>
        <translation>Die Adressetiketten speichern</translation>
    </message>
    <message>
        <source>The labels could not be written: {0}</source>
        <translation>Die Etiketten konnten nicht geschrieben werden: {0}</translation>
    </message>
    <message>
        <source>{0} labels saved in {1}.</source>
        <translation>{0} Etiketten in {1} gespeichert.</translation>
    </message>
    <message>
        <source>Only the players ticked get the mail.</source>
        <translation>Nur die angekreuzten Spieler bekommen die Mail.</translation>
    </message>
    <message>
        <source>Tic&amp;k All</source>
        <translation>Alle an&amp;kreuzen</translation>
    </message>
    <message>
        <source>Untick All</source>
        <translation>Alle abwählen</translation>
    </message>
    <message>
        <source>Also send the final report to pla&amp;yers who withdrew</source>
        <translation>Endstand auch an ausgestiegene Spieler &amp;versenden</translation>
    </message>
    <message>
        <source>Players who withdrew get no mail while the game goes on; now that it is over, the final report may go to them.</source>
        <translation>Ausgestiegene Spieler bekommen keine Mail, solange die Partie läuft; jetzt, da sie zu Ende ist, darf der Endstand an sie gehen.</translation>
    </message>
    <message>
        <source>Only once the game is over: the final report may go to them too.</source>
        <translation>Erst wenn die Partie zu Ende ist: dann darf der Endstand auch an sie gehen.</translation>
    </message>
    <message>
        <source>Recipients</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>{0} (no mail: {1})</source>
        <translation>{0} (keine Mail: {1})</translation>
    </message>
</context>
<context>
    <name>MailboxAccount</name>
    <message>
        <source>Mailbox</source>
        <translation>Postfach</translation>
    </message>
    <message>
        <source>imap.example.org</source>
        <translation>imap.example.org</translation>
    </message>
    <message>
        <source>SSL/TLS</source>
        <translation>SSL/TLS</translation>
    </message>
    <message>
        <source>STARTTLS</source>
        <translation>STARTTLS</translation>
    </message>
    <message>
        <source>F&amp;older:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>None (unencrypted)</source>
        <translation>Keine (unverschlüsselt)</translation>
    </message>
    <message>
        <source>from the system keyring, if kept there</source>
        <translation>aus dem Schlüsselbund des Systems, falls dort hinterlegt</translation>
    </message>
    <message>
        <source>&amp;Remember the password in the system keyring</source>
        <translation>Passwort im Schlüsselbund des Systems &amp;merken</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>Se&amp;rver:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>Versch&amp;lüsselung:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>Ben&amp;utzer:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Secret words masked</source>
        <translation>Geheimwörter verdeckt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Sch&amp;ließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Open &amp;the Rules&apos; Example</source>
        <translation>Beispiel aus den &amp;Regeln öffnen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Rü&amp;ckgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>Your &amp;First Game</source>
        <translation>Die &amp;erste Partie</translation>
    </message>
    <message>
        <source>&amp;About wordmastermind</source>
        <translation>Ü&amp;ber wordmastermind</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Nothing to do before a game is open</source>
        <translation>Nichts zu tun, solange keine Partie geöffnet ist</translation>
    </message>
    <message>
        <source>Nothing to do before a round is entered</source>
        <translation>Nichts zu tun, solange keine Runde eingetragen ist</translation>
    </message>
    <message>
        <source>Written: {0}</source>
        <translation>Geschrieben: {0}</translation>
    </message>
    <message>
        <source>There is nothing to print yet: enter a round first.</source>
        <translation>Es gibt noch nichts zu drucken: zuerst eine Runde eintragen.</translation>
    </message>
    <message>
        <source>Letters the font cannot print</source>
        <translation>Zeichen, die die Schrift nicht drucken kann</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>{0}: not a file this app opens</source>
        <translation>{0}: keine Datei, die diese App öffnet</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>{0} gespeichert</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>Auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>{0} was changed on disk since you opened it, by another program or another copy of wordmastermind. Saving over it would lose that change; nothing was saved.

Open: reload the file as it is now (your unsaved changes here are lost).
Save: save your version under another name.</source>
        <translation>{0} wurde auf der Festplatte geändert, seit Sie die Datei geöffnet haben, von einem anderen Programm oder einer anderen Kopie von wordmastermind. Speichern würde diese Änderung überschreiben; es wurde nichts gespeichert.

Öffnen: die Datei neu laden, wie sie jetzt ist (Ihre ungespeicherten Änderungen hier gehen verloren).
Speichern: Ihre Fassung unter einem anderen Namen speichern.</translation>
    </message>
    <message>
        <source>Reloaded {0}</source>
        <translation>{0} neu geladen</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>{0} has unsaved changes. Save them?</source>
        <translation>{0} hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>wordmastermind</source>
        <translation>wordmastermind</translation>
    </message>
    <message>
        <source>About wordmastermind</source>
        <translation>Über wordmastermind</translation>
    </message>
    <message>
        <source>&lt;h3&gt;wordmastermind {0}&lt;/h3&gt;&lt;p&gt;The game master&apos;s evaluator for Joes Wörter-MasterMind by Johannes Grimm.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Word lists&lt;/b&gt; (offline):&lt;/p&gt;&lt;ul&gt;&lt;li&gt;German nouns: &lt;i&gt;german-nouns&lt;/i&gt; by Gregor Weichbrodt, from the German Wiktionary; CC BY-SA 4.0.&lt;/li&gt;&lt;li&gt;German, Dutch and French words with frequencies: &lt;i&gt;wordfreq&lt;/i&gt; by Robyn Speer; data CC BY-SA 4.0, code Apache 2.0.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The word lists advise; the agreed dictionary and the game master decide.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;wordmastermind {0}&lt;/h3&gt;&lt;p&gt;Das Auswertungsprogramm des Spielleiters für Joes Wörter-MasterMind von Johannes Grimm.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wortlisten&lt;/b&gt; (offline):&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Deutsche Substantive: &lt;i&gt;german-nouns&lt;/i&gt; von Gregor Weichbrodt, aus dem deutschen Wiktionary; CC BY-SA 4.0.&lt;/li&gt;&lt;li&gt;Deutsche, niederländische und französische Wörter mit Häufigkeiten: &lt;i&gt;wordfreq&lt;/i&gt; von Robyn Speer; Daten CC BY-SA 4.0, Code Apache 2.0.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Die Wortlisten beraten; es entscheiden das vereinbarte Wörterbuch und der Spielleiter.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Licences:&lt;/b&gt; wordmastermind is free software under the MIT licence. It is built on Python {0} and Qt {1} through Qt for Python (PySide6, LGPL v3), with python-docx and openpyxl (MIT) for the reports and pandas (BSD) for the rosters.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Lizenzen:&lt;/b&gt; wordmastermind ist freie Software unter der MIT-Lizenz. Es baut auf Python {0} und Qt {1} über Qt for Python (PySide6, LGPL v3) auf, mit python-docx und openpyxl (MIT) für die Berichte und pandas (BSD) für die Spielerlisten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Autosave failed: {0}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {0}</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Ungespeicherte Arbeit wiederherstellen?</translation>
    </message>
    <message>
        <source>wordmastermind was closed with unsaved changes to {0}. Restore them?</source>
        <translation>wordmastermind wurde mit ungespeicherten Änderungen an {0} beendet. Wiederherstellen?</translation>
    </message>
    <message>
        <source>an unsaved game</source>
        <translation>einer ungespeicherten Partie</translation>
    </message>
    <message>
        <source>The unsaved work cannot be restored: {0}</source>
        <translation>Die ungespeicherte Arbeit kann nicht wiederhergestellt werden: {0}</translation>
    </message>
    <message>
        <source>Opening {0}…</source>
        <translation>{0} wird geöffnet…</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>Open the rules&apos; own example (Alfons, Gustav, Beatrix, Emil and Fritzchen; Alfons&apos;s secret is SALAT) to see a game at work?</source>
        <translation>Das Beispiel aus den Regeln öffnen (Alfons, Gustav, Beatrix, Emil und Fritzchen; das Geheimwort von Alfons ist SALAT), um eine Partie in Aktion zu sehen?</translation>
    </message>
</context>
<context>
    <name>MoveEntry</name>
    <message>
        <source>the edge</source>
        <translation>Rand</translation>
    </message>
    <message>
        <source>{0} holds no tile to play through</source>
        <translation>{0}: kein Stein, durch den gespielt werden kann</translation>
    </message>
    <message>
        <source>column o</source>
        <translation>Spalte o</translation>
    </message>
    <message>
        <source>row 15</source>
        <translation>Zeile 15</translation>
    </message>
    <message>
        <source>no room for {0}: the word reaches {1}, the edge of the board</source>
        <translation>kein Platz für {0}: Das Wort reicht schon bis {1} am Rand des Spielbretts</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Notation</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>{0} tiles: +{1}</source>
        <translation>{0} Steine: +{1}</translation>
    </message>
    <message>
        <source>8 tiles: × 2</source>
        <translation>8 Steine: × 2</translation>
    </message>
    <message>
        <source>challenge bonus</source>
        <translation>Bonus nach Anfechtung</translation>
    </message>
    <message>
        <source>the others&apos; tiles left</source>
        <translation>übrige Steine der anderen</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>zurückgenommen</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>Tausch</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>tiles left</source>
        <translation>Reststeine</translation>
    </message>
    <message>
        <source>Put back the play {0} (not withdrawn)</source>
        <translation>Legen {0} wieder gelten lassen (nicht zurückgenommen)</translation>
    </message>
    <message>
        <source>Withdraw the play {0} (a phony: it scores nothing)</source>
        <translation>Legen {0} zurücknehmen (ungültiges Wort: zählt nichts)</translation>
    </message>
    <message>
        <source>not in the Dutch word list: {0}</source>
        <translation>nicht in der niederländischen Wortliste: {0}</translation>
    </message>
    <message>
        <source>Not in the Dutch word list: {0}. Right-click to accept.</source>
        <translation>Nicht in der niederländischen Wortliste: {0}. Rechtsklick zum Anerkennen.</translation>
    </message>
</context>
<context>
    <name>OpeningField</name>
    <message>
        <source>Open&amp;ing</source>
        <translation>Beg&amp;inn</translation>
    </message>
    <message>
        <source>Set, or clear, when the round opened</source>
        <translation>Den Beginn der Runde festlegen oder löschen</translation>
    </message>
    <message>
        <source>When the round opened: Set records the date and time chosen here</source>
        <translation>Beginn der Runde: Festlegen hält das hier gewählte Datum mit Uhrzeit fest</translation>
    </message>
    <message>
        <source>&amp;Set</source>
        <translation>&amp;Festlegen</translation>
    </message>
    <message>
        <source>Record the date and time beside as the round&apos;s opening</source>
        <translation>Datum und Uhrzeit daneben als Beginn der Runde festhalten</translation>
    </message>
    <message>
        <source>It Opens &amp;Now</source>
        <translation>Beginnt &amp;jetzt</translation>
    </message>
    <message>
        <source>Record this moment as the round&apos;s opening</source>
        <translation>Diesen Moment als Beginn der Runde festhalten</translation>
    </message>
    <message>
        <source>C&amp;lear the Opening</source>
        <translation>Beginn &amp;löschen</translation>
    </message>
    <message>
        <source>Forget the recorded opening: it is worked out again, if it can be</source>
        <translation>Den festgehaltenen Beginn vergessen: Er wird wieder ermittelt, falls möglich</translation>
    </message>
    <message>
        <source>A round opens when the report of the round before goes out: mailed or saved as letters in Game ▸ Mail the Players…, or set here. Mails that arrived before it are not the round&apos;s.</source>
        <translation>Eine Runde beginnt, wenn der Bericht der Runde davor hinausgeht: per Mail verschickt oder als Briefe gespeichert in Spiel ▸ Mail an die Spieler…, oder hier festgelegt. Mails, die davor angekommen sind, gehören nicht zu der Runde.</translation>
    </message>
    <message>
        <source>Opened: not known</source>
        <translation>Beginn: unbekannt</translation>
    </message>
    <message>
        <source>Round {0} has no recorded opening, and none can be worked out: every mail may be its.</source>
        <translation>Für Runde {0} ist kein Beginn festgehalten, und keiner lässt sich ermitteln: Jede Mail kann zu ihr gehören.</translation>
    </message>
    <message>
        <source>Opened: {0}</source>
        <translation>Beginn: {0}</translation>
    </message>
    <message>
        <source>Opened: {0} (worked out)</source>
        <translation>Beginn: {0} (ermittelt)</translation>
    </message>
    <message>
        <source>Round {0} opened on {1}, as recorded.</source>
        <translation>Runde {0} begann am {1}, wie festgehalten.</translation>
    </message>
    <message>
        <source>No opening of round {0} is recorded: {1} is worked out from the last mail taken for an earlier round.</source>
        <translation>Für Runde {0} ist kein Beginn festgehalten: {1} ist aus der letzten Mail ermittelt, die für eine frühere Runde übernommen wurde.</translation>
    </message>
    <message>
        <source>No opening of round {0} is recorded: {1} is worked out from the deadline of round {2}.</source>
        <translation>Für Runde {0} ist kein Beginn festgehalten: {1} ist aus dem Einsendeschluss von Runde {2} ermittelt.</translation>
    </message>
</context>
<context>
    <name>OutgoingMail</name>
    <message>
        <source>Set your address and the SMTP server in Game ▸ Mail the Players… first.</source>
        <translation>Zuerst die eigene Adresse und den SMTP-Server in Spiel ▸ Mail an die Spieler… eintragen.</translation>
    </message>
    <message>
        <source>The system keyring has no SMTP password for {0}: keep it there in Game ▸ Mail the Players… first.</source>
        <translation>Der Schlüsselbund des Systems hat kein SMTP-Passwort für {0}: Zuerst in Spiel ▸ Mail an die Spieler… dort merken.</translation>
    </message>
    <message>
        <source>{0} of {1} mails sent.</source>
        <translation>{0} von {1} Mails gesendet.</translation>
    </message>
    <message>
        <source>Not sent: {0}</source>
        <translation>Nicht gesendet: {0}</translation>
    </message>
    <message>
        <source>Skipped: {0}</source>
        <translation>Übersprungen: {0}</translation>
    </message>
    <message>
        <source>Sending stopped: {0}</source>
        <translation>Senden gestoppt: {0}</translation>
    </message>
</context>
<context>
    <name>OwnGuessesModel</name>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Ratewort</translation>
    </message>
    <message>
        <source>Word of</source>
        <translation>Wort von</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>KP</source>
        <translation>KP</translation>
    </message>
    <message>
        <source>WF/V</source>
        <translation>WF/V</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>The points are KP × WF / V, rounded</source>
        <translation>Die Punkte sind KP × WF / V, kaufmännisch gerundet</translation>
    </message>
</context>
<context>
    <name>Password</name>
    <message>
        <source>The rules name only the letters of circle 2 (D, W, S, N, J). The other circles are an assumption: check them against your board and correct them. The vowel circle 7 is taken as A, E, I, O, U, and Y is on it too (Y on the vowel circle).</source>
        <translation>Die Regeln nennen nur die Buchstaben von Kreis 2 (D, W, S, N, J). Die anderen Kreise sind eine Annahme: Prüfen Sie sie an Ihrem Spielbrett und korrigieren Sie sie. Der Vokalkreis 7 gilt als A, E, I, O, U, und auch Y liegt darauf (Y im Vokalkreis).</translation>
    </message>
    <message>
        <source>The rules name only the letters of circle 2 (D, W, S, N, J). The other circles are an assumption: check them against your board and correct them. The vowel circle 7 is taken as A, E, I, O, U; Y counts as a consonant.</source>
        <translation>Die Regeln nennen nur die Buchstaben von Kreis 2 (D, W, S, N, J). Die anderen Kreise sind eine Annahme: Prüfen Sie sie an Ihrem Spielbrett und korrigieren Sie sie. Der Vokalkreis 7 gilt als A, E, I, O, U; Y zählt als Konsonant.</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>yes, position {0}</source>
        <translation>ja, Position {0}</translation>
    </message>
    <message>
        <source>corrects entry {0}</source>
        <translation>korrigiert Eintrag {0}</translation>
    </message>
    <message>
        <source>passes (nothing left to ask)</source>
        <translation>passt (keine Frage mehr offen)</translation>
    </message>
    <message>
        <source>is it {0}?</source>
        <translation>ist es {0}?</translation>
    </message>
    <message>
        <source>another letter of circle {0} ({1})?</source>
        <translation>noch ein Buchstabe aus Kreis {0} ({1})?</translation>
    </message>
    <message>
        <source>a letter of circle {0}?</source>
        <translation>ein Buchstabe aus Kreis {0}?</translation>
    </message>
    <message>
        <source>letter {0}?</source>
        <translation>Buchstabe {0}?</translation>
    </message>
    <message>
        <source>{0} again?</source>
        <translation>{0} noch einmal?</translation>
    </message>
    <message>
        <source>Correct entry {0}: {1}</source>
        <translation>Eintrag {0} korrigieren: {1}</translation>
    </message>
    <message>
        <source>{0} passes on circle {1}</source>
        <translation>{0} passt auf Kreis {1}</translation>
    </message>
    <message>
        <source>{0} asks {1}: {2} {3}</source>
        <translation>{0} fragt {1}: {2} {3}</translation>
    </message>
</context>
<context>
    <name>PasswordDocument</name>
    <message>
        <source>Untitled PASSWORD game</source>
        <translation>Unbenannte PASSWORD-Partie</translation>
    </message>
</context>
<context>
    <name>PasswordSheet</name>
    <message>
        <source>PASSWORD</source>
        <translation>PASSWORD</translation>
    </message>
    <message>
        <source>Each player hides a French word of 2 to 8 letters; the dice send the pawn to a circle of letters, and the players ask each other about them. This sheet keeps the question log, follows the turns and draws every player&apos;s deduction grid.</source>
        <translation>Jeder Spieler versteckt ein französisches Wort mit 2 bis 8 Buchstaben; die Würfel schicken die Spielfigur auf einen Buchstabenkreis, und die Spieler fragen einander danach. Dieses Blatt führt das Frageprotokoll, verfolgt die Züge und zeichnet das Deduktionsraster jedes Spielers.</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>Sp&amp;ielbrett</translation>
    </message>
    <message>
        <source>L&amp;og</source>
        <translation>Pr&amp;otokoll</translation>
    </message>
    <message>
        <source>Candidates (game &amp;master only)</source>
        <translation>&amp;Kandidaten (nur Spielleiter)</translation>
    </message>
    <message>
        <source>Check the boar&amp;d…</source>
        <translation>Spielb&amp;rett prüfen…</translation>
    </message>
    <message>
        <source>PASSWORD games (*{0})</source>
        <translation>PASSWORD-Partien (*{0})</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Zuerst die Spieler einrichten.</translation>
    </message>
    <message>
        <source>Score sheet as {0}…</source>
        <translation>Punkteblatt als {0}…</translation>
    </message>
    <message>
        <source>Game master&apos;s copy, with every password, as {0}…</source>
        <translation>Exemplar für den Spielleiter, mit allen Passwörtern, als {0}…</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Remove the last entry</source>
        <translation>Letzten Eintrag entfernen</translation>
    </message>
    <message>
        <source>The winner&apos;s password does not conform: the last player out wins</source>
        <translation>Das Passwort des Gewinners ist nicht regelkonform: Der zuletzt Ausgeschiedene gewinnt</translation>
    </message>
    <message>
        <source>The winner&apos;s password conforms after all</source>
        <translation>Das Passwort des Gewinners ist doch regelkonform</translation>
    </message>
    <message>
        <source>Set up the players</source>
        <translation>Spieler einrichten</translation>
    </message>
    <message>
        <source>Change the players</source>
        <translation>Spieler ändern</translation>
    </message>
    <message>
        <source>Reports in {0}</source>
        <translation>Berichte auf {0}</translation>
    </message>
    <message>
        <source>Correct entry {0}: {1}</source>
        <translation>Eintrag {0} korrigieren: {1}</translation>
    </message>
    <message>
        <source>The winner&apos;s password does not conform</source>
        <translation>Passwort des Gewinners nicht regelkonform</translation>
    </message>
    <message>
        <source>The winner&apos;s password conforms</source>
        <translation>Passwort des Gewinners regelkonform</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>W&amp;ithdraw…</source>
        <translation>&amp;Zurückziehen…</translation>
    </message>
    <message>
        <source>&amp;Take Over…</source>
        <translation>Übernehmen &amp;lassen…</translation>
    </message>
    <message>
        <source>Someone new plays this place from a round on, with its secret word</source>
        <translation>Ein neuer Spieler spielt diesen Platz ab einer Runde weiter, mit seinem Geheimwort</translation>
    </message>
    <message>
        <source>Points by round: what each player&apos;s total gained in it</source>
        <translation>Punkte je Runde: was der Stand jedes Spielers darin gewann</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Choose a player: their guesses are shown beside</source>
        <translation>Einen Spieler wählen: seine Rateversuche stehen daneben</translation>
    </message>
    <message>
        <source>The chosen player&apos;s guesses</source>
        <translation>Rateversuche des gewählten Spielers</translation>
    </message>
    <message>
        <source>The chosen player&apos;s own guesses of every round</source>
        <translation>Die eigenen Rateversuche des gewählten Spielers in allen Runden</translation>
    </message>
    <message>
        <source>Points by round</source>
        <translation>Punkte je Runde</translation>
    </message>
    <message>
        <source>{0}: {1} guesses in {2} rounds, {3} guess points; {4} points in all, rank {5}.</source>
        <translation>{0}: {1} Rateversuche in {2} Runden, {3} Ratepunkte; insgesamt {4} Punkte, Platz {5}.</translation>
    </message>
    <message>
        <source>Take Back the W&amp;ithdrawal</source>
        <translation>Rückzug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Choose a player to see their own guesses of every round.</source>
        <translation>Wähle einen Spieler, um seine Rateversuche aller Runden zu sehen.</translation>
    </message>
</context>
<context>
    <name>PointsTableModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>R{0}</source>
        <translation>R{0}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Points gained in round {0}: guess points and word points</source>
        <translation>Punkte aus Runde {0}: Ratepunkte und Wortpunkte</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Reports and mails are written in each game&apos;s own language, whatever the interface&apos;s.</source>
        <translation>Berichte und Mails werden in der Sprache der jeweiligen Partie geschrieben, unabhängig von der Sprache der Oberfläche.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>&amp;my own address</source>
        <translation>&amp;meine eigene Adresse</translation>
    </message>
    <message>
        <source>The address in From of Game ▸ Mail the Players…</source>
        <translation>Die Adresse unter Von in Spiel ▸ Mail an die Spieler…</translation>
    </message>
    <message>
        <source>nobody, or an address</source>
        <translation>niemand, oder eine Adresse</translation>
    </message>
    <message>
        <source>&amp;Copy every mail to:</source>
        <translation>&amp;Kopie jeder Mail an:</translation>
    </message>
    <message>
        <source>A blind copy: the players do not see it, and a copy the server refuses fails no player&apos;s mail.</source>
        <translation>Eine Blindkopie: die Spieler sehen sie nicht, und eine Kopie, die der Server ablehnt, lässt keine Mail an einen Spieler scheitern.</translation>
    </message>
    <message>
        <source>Mail</source>
        <translation>Mail</translation>
    </message>
</context>
<context>
    <name>RemindDialog</name>
    <message>
        <source>Remind Players</source>
        <translation>Spieler erinnern</translation>
    </message>
    <message>
        <source>Ro&amp;und:</source>
        <translation>R&amp;unde:</translation>
    </message>
    <message>
        <source>Players with no guess in the round:</source>
        <translation>Spieler ohne Rateversuch in der Runde:</translation>
    </message>
    <message>
        <source>Save as .&amp;eml Files…</source>
        <translation>Als .&amp;eml-Dateien speichern…</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Absenden</translation>
    </message>
    <message>
        <source>The game ended after round {0}: nobody guesses any more.</source>
        <translation>Das Spiel endete nach Runde {0}: Niemand rät mehr.</translation>
    </message>
    <message>
        <source>{0} (no reminder: {1})</source>
        <translation>{0} (keine Erinnerung: {1})</translation>
    </message>
    <message>
        <source>Round {0}: every player has guessed; no reminder to send.</source>
        <translation>Runde {0}: Alle Spieler haben getippt; keine Erinnerung zu senden.</translation>
    </message>
    <message>
        <source>Set your address in Game ▸ Mail the Players… first.</source>
        <translation>Zuerst die eigene Adresse in Spiel ▸ Mail an die Spieler… eintragen.</translation>
    </message>
    <message>
        <source>A folder for the reminders</source>
        <translation>Ein Ordner für die Erinnerungen</translation>
    </message>
    <message>
        <source>The files could not be written: {0}</source>
        <translation>Die Dateien konnten nicht geschrieben werden: {0}</translation>
    </message>
    <message>
        <source>{0} files saved in {1}</source>
        <translation>{0} Dateien in {1} gespeichert</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>Nichts wurde gesendet.</translation>
    </message>
    <message>
        <source>Sending the reminders to {0}…</source>
        <translation>Die Erinnerungen gehen an {0}…</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>Word</source>
        <translation>Word</translation>
    </message>
    <message>
        <source>Word documents (*.docx)</source>
        <translation>Word-Dokumente (*.docx)</translation>
    </message>
    <message>
        <source>Excel</source>
        <translation>Excel</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel-Arbeitsmappen (*.xlsx)</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
</context>
<context>
    <name>ReportLanguage</name>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Niederländisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
</context>
<context>
    <name>ReportLanguageBox</name>
    <message>
        <source>The language of this game&apos;s reports, whatever the app&apos;s</source>
        <translation>Die Sprache der Berichte dieses Spiels, unabhängig von der des Programms</translation>
    </message>
</context>
<context>
    <name>RondoDocument</name>
    <message>
        <source>Untitled RONDO game</source>
        <translation>Unbenannte RONDO-Partie</translation>
    </message>
</context>
<context>
    <name>RondoSheet</name>
    <message>
        <source>RONDO</source>
        <translation>RONDO</translation>
    </message>
    <message>
        <source>Players lay letter cards into an extendable card holder and form a new word each turn. This sheet checks every turn against the rules and keeps the score.</source>
        <translation>Die Spieler legen Buchstabenkarten in einen ausziehbaren Kartenhalter und bilden in jedem Zug ein neues Wort. Dieses Blatt prüft jeden Zug nach den Regeln und führt die Punkte.</translation>
    </message>
    <message>
        <source>The RONDO rules print each letter&apos;s value on its card but do not list the values. The default is the table of the Woordspel rules (Brettspielnetz.de); change a value to match your cards (double-click it, or F2). Changed values are bold. The values are saved with the game; every turn is scored anew.</source>
        <translation>Bei RONDO steht der Wert jedes Buchstabens auf seiner Karte, die Regeln führen die Werte aber nicht auf. Vorgabe ist die Tabelle der Woordspel-Regeln (Brettspielnetz.de); einen Wert an die eigenen Karten anpassen per Doppelklick oder F2. Geänderte Werte sind fett. Die Werte werden mit der Partie gespeichert; jeder Zug wird neu gewertet.</translation>
    </message>
    <message>
        <source>Reset to the defau&amp;lts</source>
        <translation>&amp;Auf Standardwerte zurücksetzen</translation>
    </message>
    <message>
        <source>The Woordspel values (Brettspielnetz.de)</source>
        <translation>Die Woordspel-Werte (Brettspielnetz.de)</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Einrichtung</translation>
    </message>
    <message>
        <source>Letter &amp;values</source>
        <translation>Buchstaben&amp;werte</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Legen</translation>
    </message>
    <message>
        <source>&amp;Skip (stroke)</source>
        <translation>&amp;Passen (Strich)</translation>
    </message>
    <message>
        <source>No word within the 60 seconds: a stroke; exchanged cards still cost 2 each</source>
        <translation>Kein Wort innerhalb der 60 Sekunden: ein Strich; getauschte Karten kosten trotzdem je 2</translation>
    </message>
    <message>
        <source>Holder now:</source>
        <translation>Halter jetzt:</translation>
    </message>
    <message>
        <source>60 seconds</source>
        <translation>60 Sekunden</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>S&amp;tart</translation>
    </message>
    <message>
        <source>RONDO games (*{0})</source>
        <translation>RONDO-Partien (*{0})</translation>
    </message>
    <message>
        <source>Score sheet as {0}…</source>
        <translation>Punkteblatt als {0}…</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Zuerst die Spieler einrichten.</translation>
    </message>
    <message>
        <source>Set up the teams</source>
        <translation>Teams einrichten</translation>
    </message>
    <message>
        <source>Set up the players</source>
        <translation>Spieler einrichten</translation>
    </message>
    <message>
        <source>Change the teams</source>
        <translation>Teams ändern</translation>
    </message>
    <message>
        <source>Change the players</source>
        <translation>Spieler ändern</translation>
    </message>
    <message>
        <source>Reports in {0}</source>
        <translation>Berichte auf {0}</translation>
    </message>
    <message>
        <source>Play {0}</source>
        <translation>{0} legen</translation>
    </message>
    <message>
        <source>Skip a turn</source>
        <translation>Zug aussetzen</translation>
    </message>
    <message>
        <source>not in the Dutch word list</source>
        <translation>nicht in der niederländischen Wortliste</translation>
    </message>
    <message>
        <source>{0} is {1}; you may still play it, and accept it on the sheet (right-click).</source>
        <translation>{0} ist {1}; es darf trotzdem gelegt und auf dem Blatt anerkannt werden (Rechtsklick).</translation>
    </message>
    <message>
        <source>Cannot play yet: {0}</source>
        <translation>Noch nicht spielbar: {0}</translation>
    </message>
    <message>
        <source>Enter the turn as laid (Enter on a slot or in the notation)</source>
        <translation>Den Zug wie gelegt eintragen (Eingabe auf einem Fach oder in der Notation)</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Zeit!</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;topp</translation>
    </message>
    <message>
        <source>Set up the players first: the values are stored with the game.</source>
        <translation>Zuerst die Spieler einrichten: Die Werte werden mit der Partie gespeichert.</translation>
    </message>
    <message>
        <source>Set up the players and apply them to start.</source>
        <translation>Zum Beginnen die Spieler einrichten und übernehmen.</translation>
    </message>
    <message>
        <source>closed (3 empty slots)</source>
        <translation>geschlossen (3 leere Fächer)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <source>Turn {0}{1}: {2}</source>
        <translation>Zug {0}{1}: {2}</translation>
    </message>
    <message>
        <source>Turn {0}{1}: &lt;b&gt;{2}&lt;/b&gt; to play</source>
        <translation>Zug {0}{1}: &lt;b&gt;{2}&lt;/b&gt; ist dran</translation>
    </message>
    <message>
        <source>{0} (not started)</source>
        <translation>{0} (nicht begonnen)</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source> ({0} ×/)</source>
        <translation> ({0} ×/)</translation>
    </message>
    <message>
        <source>Winner: &lt;b&gt;{0}&lt;/b&gt; with {1} points</source>
        <translation>Gewinner: &lt;b&gt;{0}&lt;/b&gt; mit {1} Punkten</translation>
    </message>
    <message>
        <source>Leading: &lt;b&gt;{0}&lt;/b&gt; with {1} points</source>
        <translation>In Führung: &lt;b&gt;{0}&lt;/b&gt; mit {1} Punkten</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; starts</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; beginnt</translation>
    </message>
    <message>
        <source>Totals: {0}. {1}.</source>
        <translation>Stand: {0}. {1}.</translation>
    </message>
</context>
<context>
    <name>RondoSheetModel</name>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>Halter</translation>
    </message>
    <message>
        <source>Exchanges</source>
        <translation>Getauscht</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Stroke</source>
        <translation>Strich</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Not in the Dutch word list. Right-click to accept it.</source>
        <translation>Nicht in der niederländischen Wortliste. Rechtsklick zum Anerkennen.</translation>
    </message>
</context>
<context>
    <name>RosterChoices</name>
    <message>
        <source>by address</source>
        <translation>nach Adresse</translation>
    </message>
    <message>
        <source>e-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>post</source>
        <translation>Post</translation>
    </message>
    <message>
        <source>both</source>
        <translation>beides</translation>
    </message>
    <message>
        <source>game&apos;s choice</source>
        <translation>wie das Spiel</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Word</translation>
    </message>
    <message>
        <source>Excel</source>
        <translation>Excel</translation>
    </message>
    <message>
        <source>How the player gets your mails and letters: by address follows the addresses known (e-mail if there is one, else a letter).</source>
        <translation>Wie der Spieler Ihre Mails und Briefe bekommt: nach Adresse folgt den bekannten Adressen (E-Mail, wenn es eine gibt, sonst ein Brief).</translation>
    </message>
    <message>
        <source>What the player&apos;s mails carry: the game&apos;s choice is the one made in Game ▸ Mail the Players….</source>
        <translation>Was die Mails des Spielers als Anhang tragen: wie das Spiel ist die Wahl in Spiel ▸ Mail an die Spieler….</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Secret word</source>
        <translation>Geheimwort</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>Attachment</source>
        <translation>Anhang</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Not in the word lists: {0}. Right-click to accept it.</source>
        <translation>Nicht in den Wortlisten: {0}. Rechtsklick zum Anerkennen.</translation>
    </message>
    <message>
        <source>Type a name here to add a player</source>
        <translation>Hier einen Namen tippen, um einen Spieler hinzuzufügen</translation>
    </message>
    <message>
        <source>Right-click a player to withdraw them, to let someone take their place over, or to take either back</source>
        <translation>Rechtsklick auf einen Spieler: zurückziehen, den Platz übernehmen lassen oder beides zurücknehmen</translation>
    </message>
    <message>
        <source>Add player {0}</source>
        <translation>Spieler {0} hinzufügen</translation>
    </message>
    <message>
        <source>Change {0} of {1}</source>
        <translation>{0} von {1} ändern</translation>
    </message>
    <message>
        <source>{0}&apos;s old address {1} is kept as a second address: mail from it still counts. To remove it, type the field without it.</source>
        <translation>Die alte Adresse {1} von {0} bleibt als zweite Adresse erhalten: Mails von dort zählen weiterhin. Um sie zu entfernen, das Feld ohne sie eintippen.</translation>
    </message>
    <message>
        <source>Mail goes to {0}; guesses are taken from every address: {1}. To remove an address, type the field without it.</source>
        <translation>Mails gehen an {0}; Rateversuche werden von jeder Adresse übernommen: {1}. Um eine Adresse zu entfernen, das Feld ohne sie eintippen.</translation>
    </message>
    <message>
        <source>Remove {0}</source>
        <translation>{0} entfernen</translation>
    </message>
</context>
<context>
    <name>RoundModel</name>
    <message>
        <source>KP</source>
        <translation>KP</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Guesser</source>
        <translation>Rater</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>guessed!</source>
        <translation>erraten!</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>Not in the word lists: {0}. Right-click to accept it.</source>
        <translation>Nicht in den Wortlisten: {0}. Rechtsklick zum Anerkennen.</translation>
    </message>
    <message>
        <source>Type a guess here: guesser, Tab, target, Tab, word, Enter</source>
        <translation>Hier einen Rateversuch tippen: Rater, Tab, Ziel, Tab, Wort, Eingabe</translation>
    </message>
    <message>
        <source>Add a guess in round {0}</source>
        <translation>Rateversuch in Runde {0} hinzufügen</translation>
    </message>
    <message>
        <source>Change {0} in round {1}, row {2}</source>
        <translation>{0} in Runde {1}, Zeile {2} ändern</translation>
    </message>
    <message>
        <source>Delete {0} guess(es) in round {1}</source>
        <translation>{0} Rateversuch(e) in Runde {1} löschen</translation>
    </message>
    <message>
        <source>Paste {0} guess(es) into round {1}</source>
        <translation>{0} Rateversuch(e) in Runde {1} einfügen</translation>
    </message>
</context>
<context>
    <name>RoundProblems</name>
    <message>
        <source>{0} guess(es) in this round break a rule</source>
        <translation>{0} Rateversuch(e) dieser Runde verstoßen gegen eine Regel</translation>
    </message>
    <message>
        <source>Round {0}, row {1} now breaks a rule: {2}</source>
        <translation>Runde {0}, Zeile {1} verstößt jetzt gegen eine Regel: {2}</translation>
    </message>
    <message>
        <source>(and {0} more)</source>
        <translation>(und {0} weitere)</translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message>
        <source>Send a Correc&amp;tion…</source>
        <translation>Korrektur sen&amp;den…</translation>
    </message>
    <message>
        <source>Show one player&apos;s guesses (guesser or target)</source>
        <translation>Rateversuche eines Spielers zeigen (Rater oder Ziel)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>Notes for this round&apos;s report</source>
        <translation>Anmerkungen für den Bericht dieser Runde</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>The round shown in the table; a marked round broke a rule or changed after it was sent</source>
        <translation>Die Runde, die die Tabelle zeigt; eine markierte Runde verstößt gegen eine Regel oder wurde nach dem Versand geändert</translation>
    </message>
    <message>
        <source>The round&apos;s summary, and the problem of the current row</source>
        <translation>Die Zusammenfassung der Runde und das Problem der aktuellen Zeile</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>Nach Spieler filtern</translation>
    </message>
    <message>
        <source>Guesses of the round</source>
        <translation>Rateversuche der Runde</translation>
    </message>
    <message>
        <source>Guesser, target, word, marks, points and note of each guess. Type guesser, Tab, target, Tab, word, Enter; Ctrl+Tab leaves the table</source>
        <translation>Rater, Ziel, Wort, Wertung, Punkte und Anmerkung jedes Rateversuchs. Geben Sie Rater, Tab, Ziel, Tab, Wort, Eingabe ein; Strg+Tab verlässt die Tabelle</translation>
    </message>
    <message>
        <source>Deadline date and time</source>
        <translation>Datum und Uhrzeit des Einsendeschlusses</translation>
    </message>
    <message>
        <source>Mails after it are late</source>
        <translation>Spätere Mails sind verspätet</translation>
    </message>
    <message>
        <source>Opening of the round</source>
        <translation>Beginn der Runde</translation>
    </message>
    <message>
        <source>When the round opened</source>
        <translation>Wann die Runde begann</translation>
    </message>
    <message>
        <source>Notes of the round</source>
        <translation>Anmerkungen der Runde</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Each player&apos;s rank, guess points, word points and total after the round shown</source>
        <translation>Platz, Ratepunkte, Wortpunkte und Gesamtpunkte jedes Spielers nach der gezeigten Runde</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Find a word or a name in every round</source>
        <translation>Ein Wort oder einen Namen in allen Runden suchen</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>The guesses found, round by round: Enter shows one</source>
        <translation>Die gefundenen Rateversuche, Runde für Runde: die Eingabetaste zeigt einen</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>(new)</source>
        <translation>(neu)</translation>
    </message>
    <message>
        <source>Changed after it was sent</source>
        <translation>Nach dem Versand geändert</translation>
    </message>
    <message>
        <source>Changed after it was sent: round {0}.</source>
        <translation>Nach dem Versand geändert: Runde {0}.</translation>
    </message>
    <message>
        <source>round {0}: {1}</source>
        <translation>Runde {0}: {1}</translation>
    </message>
    <message>
        <source>The players told otherwise by mail ({0}) can be sent a correction, old → new.</source>
        <translation>Die Spieler, denen per Mail anderes gesagt wurde ({0}), können eine Korrektur bekommen, alt → neu.</translation>
    </message>
    <message>
        <source>By post, a corrected letter is needed for {0}.</source>
        <translation>Per Post braucht es einen korrigierten Brief für {0}.</translation>
    </message>
    <message>
        <source>1 guess scored</source>
        <translation>1 Rateversuch gewertet</translation>
    </message>
    <message>
        <source>{0} guesses scored</source>
        <translation>{0} Rateversuche gewertet</translation>
    </message>
    <message>
        <source>Round {0}: WF {1}, {2}.</source>
        <translation>Runde {0}: WF {1}, {2}.</translation>
    </message>
    <message>
        <source>Guessed: {0}.</source>
        <translation>Erraten: {0}.</translation>
    </message>
    <message>
        <source>Withdrew after it: {0}.</source>
        <translation>Danach zurückgezogen: {0}.</translation>
    </message>
    <message>
        <source>Round 1 follows the lot: draw it on the Game page first.</source>
        <translation>Runde 1 folgt der Auslosung: zuerst auf der Seite „Partie“ auslosen.</translation>
    </message>
    <message>
        <source>Round {0} is new: type guesser, Tab, target, Tab, word, Enter.</source>
        <translation>Runde {0} ist neu: Rater, Tab, Ziel, Tab, Wort, Eingabe tippen.</translation>
    </message>
    <message>
        <source>Row {0}: {1}</source>
        <translation>Zeile {0}: {1}</translation>
    </message>
    <message>
        <source>Notes of round {0}</source>
        <translation>Anmerkungen zu Runde {0}</translation>
    </message>
    <message>
        <source>Deadline of round {0}</source>
        <translation>Einsendeschluss von Runde {0}</translation>
    </message>
    <message>
        <source>Opening of round {0}</source>
        <translation>Beginn von Runde {0}</translation>
    </message>
</context>
<context>
    <name>SentModel</name>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Reason or file</source>
        <translation>Grund oder Datei</translation>
    </message>
    <message>
        <source>the lot</source>
        <translation>die Auslosung</translation>
    </message>
    <message>
        <source>round report</source>
        <translation>Auswertung</translation>
    </message>
    <message>
        <source>final report</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>Korrektur</translation>
    </message>
    <message>
        <source>receipt</source>
        <translation>Empfangsbestätigung</translation>
    </message>
    <message>
        <source>reminder</source>
        <translation>Erinnerung</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>Brief</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>gesendet</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>gespeichert</translation>
    </message>
</context>
<context>
    <name>SentPage</name>
    <message>
        <source>Mails and letters sent</source>
        <translation>Gesendete Mails und Briefe</translation>
    </message>
    <message>
        <source>Every mail and letter that went out to the players, or failed to, and why</source>
        <translation>Jede Mail und jeder Brief an die Spieler, ob hinausgegangen oder gescheitert, und warum</translation>
    </message>
    <message>
        <source>Onl&amp;y the failed</source>
        <translation>Nur die gescheiter&amp;ten</translation>
    </message>
    <message>
        <source>Nothing went out to the players yet: the mails sent and the letters saved are listed here.</source>
        <translation>Noch ist nichts an die Spieler hinausgegangen: die gesendeten Mails und die gespeicherten Briefe stehen hier.</translation>
    </message>
    <message>
        <source>{0} mails and letters to the players, {1} failed.</source>
        <translation>{0} Mails und Briefe an die Spieler, {1} gescheitert.</translation>
    </message>
    <message>
        <source>To send a failed mail again, tick only its player in Game ▸ Mail the Players….</source>
        <translation>Um eine gescheiterte Mail noch einmal zu senden, kreuzen Sie in Spiel ▸ Mail an die Spieler… nur ihren Spieler an.</translation>
    </message>
</context>
<context>
    <name>SetupForm</name>
    <message>
        <source>Niveau 1</source>
        <translation>Niveau 1</translation>
    </message>
    <message>
        <source>Niveau 2 (no positions)</source>
        <translation>Niveau 2 (ohne Positionen)</translation>
    </message>
    <message>
        <source>Niveau 1: a yes to a letter gives its position. Niveau 2: no position is given, every password has the agreed length, and the players rebuild the word.</source>
        <translation>Niveau 1: Ein Ja zu einem Buchstaben nennt seine Position. Niveau 2: Es wird keine Position genannt, jedes Passwort hat die vereinbarte Länge, und die Spieler setzen das Wort selbst zusammen.</translation>
    </message>
    <message>
        <source> letters</source>
        <translation> Buchstaben</translation>
    </message>
    <message>
        <source>Niveau 2: every password has this many letters</source>
        <translation>Niveau 2: Jedes Passwort hat so viele Buchstaben</translation>
    </message>
    <message>
        <source>Varia&amp;nt:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>N&amp;umber of players or teams:</source>
        <translation>Anzahl Spieler oder &amp;Teams:</translation>
    </message>
    <message>
        <source>Word &amp;length:</source>
        <translation>Wortl&amp;änge:</translation>
    </message>
    <message>
        <source>&amp;Reports in:</source>
        <translation>Berichtsspra&amp;che:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Spieler {0}</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>The password, if the sheet records it: 2 to 8 letters, no hyphen, no proper noun. With it, the sheet knows the right answers and flags wrong ones.</source>
        <translation>Das Passwort, falls das Blatt es festhält: 2 bis 8 Buchstaben, kein Bindestrich, kein Eigenname. Damit kennt das Blatt die richtigen Antworten und markiert falsche.</translation>
    </message>
    <message>
        <source>team members, if a team: Anna, Bob</source>
        <translation>Teammitglieder, falls ein Team: Anna, Bob</translation>
    </message>
    <message>
        <source>Show the pass&amp;words</source>
        <translation>Passwörter &amp;anzeigen</translation>
    </message>
    <message>
        <source>Starts:</source>
        <translation>Beginnt:</translation>
    </message>
    <message>
        <source>The player who rolled lowest starts; play goes clockwise, in the order above</source>
        <translation>Wer am niedrigsten gewürfelt hat, beginnt; gespielt wird im Uhrzeigersinn, in der Reihenfolge oben</translation>
    </message>
    <message>
        <source>Roll for &amp;it</source>
        <translation>Aus&amp;würfeln</translation>
    </message>
    <message>
        <source>Roll two dice for every player: the lowest starts (a tie rolls again)</source>
        <translation>Für jeden Spieler zwei Würfel werfen: Der niedrigste Wurf beginnt (bei Gleichstand wird neu gewürfelt)</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>Spiel sta&amp;rten</translation>
    </message>
    <message>
        <source>Appl&amp;y changes</source>
        <translation>Änderungen &amp;übernehmen</translation>
    </message>
    <message>
        <source>Questions have been asked: start a new game to change this.</source>
        <translation>Es wurden schon Fragen gestellt: Um das zu ändern, eine neue Partie beginnen.</translation>
    </message>
    <message>
        <source>{0} has {1} letters; every password has {2} in this game</source>
        <translation>{0} hat {1} Buchstaben; in dieser Partie hat jedes Passwort {2}</translation>
    </message>
    <message>
        <source>{0} is not in the French word list: check it in the dictionary (no proper nouns, conjugated verbs or acronyms).</source>
        <translation>{0} steht nicht in der französischen Wortliste: im Wörterbuch prüfen (keine Eigennamen, konjugierten Verben oder Akronyme).</translation>
    </message>
    <message>
        <source>Rolled: {0}. {1} starts.</source>
        <translation>Gewürfelt: {0}. {1} beginnt.</translation>
    </message>
    <message>
        <source>Pla&amp;yers</source>
        <translation>&amp;Einzelspieler</translation>
    </message>
    <message>
        <source>{0} to {1} players, each for themselves</source>
        <translation>{0} bis {1} Spieler, jeder für sich</translation>
    </message>
    <message>
        <source>Teams of t&amp;wo</source>
        <translation>&amp;Zweierteams</translation>
    </message>
    <message>
        <source>From four players on: {0} to {1} teams of two; a team plays one turn together and has one column on the sheet</source>
        <translation>Ab vier Spielern: {0} bis {1} Zweierteams; ein Team spielt einen Zug gemeinsam und hat eine Spalte auf dem Blatt</translation>
    </message>
    <message>
        <source>not agreed</source>
        <translation>nicht vereinbart</translation>
    </message>
    <message>
        <source>Play as:</source>
        <translation>Spielen als:</translation>
    </message>
    <message>
        <source>Agreed r&amp;ounds:</source>
        <translation>&amp;Vereinbarte Runden:</translation>
    </message>
    <message>
        <source>Beginner variant (a card face down as erase card)</source>
        <translation>Anfängervariante (eine verdeckte Karte als Löschkarte)</translation>
    </message>
    <message>
        <source>When agreed: once per turn any card may be laid face down as an erase card, worth −2</source>
        <translation>Wenn vereinbart: Einmal pro Zug darf eine beliebige Karte verdeckt als Löschkarte gelegt werden, Wert −2</translation>
    </message>
    <message>
        <source>&amp;Apply players</source>
        <translation>Spieler &amp;übernehmen</translation>
    </message>
    <message>
        <source>e.g. RAT</source>
        <translation>z. B. RAT</translation>
    </message>
    <message>
        <source>Three letter cards; *A is a joker standing for A</source>
        <translation>Drei Buchstabenkarten; *A ist ein Joker für A</translation>
    </message>
    <message>
        <source>Birth date: the youngest starts when start words tie</source>
        <translation>Geburtsdatum: Bei gleichwertigen Startwörtern beginnt der Jüngste</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Geboren</translation>
    </message>
    <message>
        <source>Start word</source>
        <translation>Startwort</translation>
    </message>
    <message>
        <source>Team {0} (name optional)</source>
        <translation>Team {0} (Name optional)</translation>
    </message>
    <message>
        <source>The team&apos;s name; left empty, the members&apos; names</source>
        <translation>Der Name des Teams; leer gelassen die Namen der Mitglieder</translation>
    </message>
    <message>
        <source>Team {0}, member {1}</source>
        <translation>Team {0}, Mitglied {1}</translation>
    </message>
    <message>
        <source>N&amp;umber of teams:</source>
        <translation>&amp;Anzahl der Teams:</translation>
    </message>
    <message>
        <source>N&amp;umber of players:</source>
        <translation>&amp;Anzahl der Spieler:</translation>
    </message>
    <message>
        <source>{0} to {1} teams of two: {2} to {3} players</source>
        <translation>{0} bis {1} Zweierteams: {2} bis {3} Spieler</translation>
    </message>
    <message>
        <source>&amp;Apply teams</source>
        <translation>Teams &amp;übernehmen</translation>
    </message>
    <message>
        <source>Who starts: {0}</source>
        <translation>Wer beginnt: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; starts.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; beginnt.</translation>
    </message>
    <message>
        <source>Players and rules</source>
        <translation>Spieler und Regeln</translation>
    </message>
    <message>
        <source>Two teams of two</source>
        <translation>Zwei Zweierteams</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Drei Spieler</translation>
    </message>
    <message>
        <source>American: 5 words per list, the 5th doubles</source>
        <translation>Amerikanisch: 5 Wörter pro Liste, das 5. zählt doppelt</translation>
    </message>
    <message>
        <source>Dutch: until a side has 25 points</source>
        <translation>Niederländisch: bis eine Seite 25 Punkte hat</translation>
    </message>
    <message>
        <source>Most points</source>
        <translation>Meiste Punkte</translation>
    </message>
    <message>
        <source>Most rounds won</source>
        <translation>Meiste gewonnene Runden</translation>
    </message>
    <message>
        <source>The number of rounds agreed before the game: once they are played the game is over and the leader wins. Without one, the game master ends the game.</source>
        <translation>Die vor dem Spiel vereinbarte Zahl der Runden: Sind sie gespielt, ist das Spiel vorbei und der Führende gewinnt. Ohne sie beendet der Spielleiter das Spiel.</translation>
    </message>
    <message>
        <source>optional; does not score</source>
        <translation>optional; bekommt keine Punkte</translation>
    </message>
    <message>
        <source>&amp;Leader:</source>
        <translation>Spi&amp;elleiter:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <source>Meth&amp;od:</source>
        <translation>&amp;Methode:</translation>
    </message>
    <message>
        <source>&amp;Winner by:</source>
        <translation>&amp;Gewinner nach:</translation>
    </message>
    <message>
        <source>Agreed rounds:</source>
        <translation>Vereinbarte Runden:</translation>
    </message>
    <message>
        <source>Reports &amp;in:</source>
        <translation>Ber&amp;ichtssprache:</translation>
    </message>
    <message>
        <source>Player &amp;1 (gives the first clues):</source>
        <translation>Spieler &amp;1 (gibt die ersten Hinweise):</translation>
    </message>
    <message>
        <source>Player &amp;2:</source>
        <translation>Spieler &amp;2:</translation>
    </message>
    <message>
        <source>Player &amp;3:</source>
        <translation>Spieler &amp;3:</translation>
    </message>
    <message>
        <source>Team &amp;1, player A:</source>
        <translation>Team 1, Spieler &amp;A:</translation>
    </message>
    <message>
        <source>Team 1, player &amp;B:</source>
        <translation>Team &amp;1, Spieler B:</translation>
    </message>
    <message>
        <source>Team 2, player A:</source>
        <translation>Team 2, Spieler A:</translation>
    </message>
    <message>
        <source>Team 2, player B:</source>
        <translation>Team 2, Spieler B:</translation>
    </message>
    <message>
        <source>Words have been played: start a new game to change this.</source>
        <translation>Es wurden schon Wörter gespielt: Um das zu ändern, eine neue Partie beginnen.</translation>
    </message>
    <message>
        <source>Players and title</source>
        <translation>Spieler und Titel</translation>
    </message>
    <message>
        <source>starts the game</source>
        <translation>beginnt die Partie</translation>
    </message>
    <message>
        <source>optional, e.g. Clubavond</source>
        <translation>optional, z. B. Clubabend</translation>
    </message>
    <message>
        <source>The rules the game is scored by: the tiles, the rack, the bonus for a full rack, the first word and whether tiles may be exchanged. Applied with the players; every move is scored anew.</source>
        <translation>Die Regeln, nach denen die Partie gezählt wird: die Steine, die Bank, der Bonus für eine volle Bank, das erste Wort und ob Steine getauscht werden dürfen. Gilt mit den Spielern; jeder Zug wird neu gezählt.</translation>
    </message>
    <message>
        <source>Player &amp;1:</source>
        <translation>Spieler &amp;1:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>Des&amp;cription:</source>
        <translation>Bes&amp;chreibung:</translation>
    </message>
    <message>
        <source>Scored &amp;by:</source>
        <translation>Gezählt n&amp;ach:</translation>
    </message>
    <message>
        <source>Rows numbered as on Brettspielnetz (15 at the top)</source>
        <translation>Reihen wie bei Brettspielnetz nummeriert (15 oben)</translation>
    </message>
    <message>
        <source>Type and show the rows as Brettspielnetz does, row 15 at the top, so that a move copied from the site is typed as the site shows it. Files and GCG records keep row 1 at the top.</source>
        <translation>Reihen eingeben und zeigen wie Brettspielnetz, Reihe 15 oben, damit ein von der Seite abgeschriebener Zug so eingegeben wird, wie die Seite ihn zeigt. Dateien und GCG-Partien behalten Reihe 1 oben.</translation>
    </message>
    <message>
        <source>Enter the two players to start.</source>
        <translation>Zum Beginnen die beiden Spieler eintragen.</translation>
    </message>
    <message>
        <source>{0} against {1}</source>
        <translation>{0} gegen {1}</translation>
    </message>
</context>
<context>
    <name>SlotCard</name>
    <message>
        <source>Slot {0}</source>
        <translation>Fach {0}</translation>
    </message>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
</context>
<context>
    <name>SnapshotDocument</name>
    <message>
        <source>Untitled game</source>
        <translation>Unbenannte Partie</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>the game has no file name yet</source>
        <translation>die Partie hat noch keinen Dateinamen</translation>
    </message>
    <message>
        <source>There is no game to save yet: set up the players first.</source>
        <translation>Es gibt noch keine Partie zum Speichern: zuerst die Spieler einrichten.</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Standings: no round entered yet</source>
        <translation>Stand: noch keine Runde eingegeben</translation>
    </message>
    <message>
        <source>Standings after round {0}, the last one entered</source>
        <translation>Stand nach Runde {0}, der zuletzt eingegebenen</translation>
    </message>
    <message>
        <source>Standings after round {0}</source>
        <translation>Stand nach Runde {0}</translation>
    </message>
    <message>
        <source>(▲▼ places since round {0})</source>
        <translation>(▲▼ Plätze seit Runde {0})</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Guess
points</source>
        <translation>Rate-
punkte</translation>
    </message>
    <message>
        <source>Word
points</source>
        <translation>Wort-
punkte</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>This
round</source>
        <translation>Diese
Runde</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>im Spiel</translation>
    </message>
    <message>
        <source>guessed in round {0}</source>
        <translation>erraten in Runde {0}</translation>
    </message>
    <message>
        <source>Different words guessed at this player&apos;s word so far</source>
        <translation>Verschiedene Wörter, die bisher beim Wort dieses Spielers geraten wurden</translation>
    </message>
    <message>
        <source>Places gained (▲) or lost (▼) since the round before</source>
        <translation>Plätze gewonnen (▲) oder verloren (▼) seit der Runde davor</translation>
    </message>
    <message>
        <source>Points gained in this round: guess points and word points</source>
        <translation>Punkte aus dieser Runde: Ratepunkte und Wortpunkte</translation>
    </message>
    <message>
        <source>The word was {0}</source>
        <translation>Das Wort war {0}</translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <source>&amp;Open a game…</source>
        <translation>&amp;Partie öffnen…</translation>
    </message>
    <message>
        <source>Open the rules&apos; e&amp;xample</source>
        <translation>Beispiel aus den &amp;Regeln öffnen</translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation>Zuletzt geöffnete Partien:</translation>
    </message>
</context>
<context>
    <name>StatusStrip</name>
    <message>
        <source>A new game: set it up on the Game page and add the players.</source>
        <translation>Eine neue Partie: auf der Seite „Partie“ einrichten und die Spieler hinzufügen.</translation>
    </message>
    <message>
        <source>The game is over after round {0}.</source>
        <translation>Die Partie ist nach Runde {0} zu Ende.</translation>
    </message>
    <message>
        <source>Final ranking: {0}</source>
        <translation>Endstand: {0}</translation>
    </message>
    <message>
        <source>After round {0}</source>
        <translation>Nach Runde {0}</translation>
    </message>
    <message>
        <source>Before round 1</source>
        <translation>Vor Runde 1</translation>
    </message>
    <message>
        <source>1 guess</source>
        <translation>1 Rateversuch</translation>
    </message>
    <message>
        <source>{0} guesses</source>
        <translation>{0} Rateversuche</translation>
    </message>
    <message>
        <source>{0} · next round: &lt;b&gt;{1}&lt;/b&gt; per player · &lt;b&gt;WF {2}&lt;/b&gt; · {3} of {4} words in play</source>
        <translation>{0} · nächste Runde: &lt;b&gt;{1}&lt;/b&gt; pro Spieler · &lt;b&gt;WF {2}&lt;/b&gt; · {3} von {4} Wörtern im Spiel</translation>
    </message>
    <message>
        <source>{0} of {1} players still playing</source>
        <translation>{0} von {1} Spielern spielen noch</translation>
    </message>
</context>
<context>
    <name>TakeOverDialog</name>
    <message>
        <source>&amp;Take Over</source>
        <translation>&amp;Übernehmen</translation>
    </message>
    <message>
        <source>Take Over a Place</source>
        <translation>Platz übernehmen lassen</translation>
    </message>
    <message>
        <source>e.g. otto@example.org</source>
        <translation>z. B. otto@beispiel.de</translation>
    </message>
    <message>
        <source>For letters by post: name, street, town, one a line</source>
        <translation>Für Briefe per Post: Name, Straße, Ort, je eine Zeile</translation>
    </message>
    <message>
        <source>&amp;Place of:</source>
        <translation>&amp;Platz von:</translation>
    </message>
    <message>
        <source>&amp;New player:</source>
        <translation>&amp;Neuer Spieler:</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>&amp;E-Mail:</translation>
    </message>
    <message>
        <source>Postal a&amp;ddress:</source>
        <translation>Post&amp;anschrift:</translation>
    </message>
    <message>
        <source>After &amp;round:</source>
        <translation>Nach &amp;Runde:</translation>
    </message>
    <message>
        <source>{0} takes over {1}&apos;s place</source>
        <translation>{0} übernimmt den Platz von {1}</translation>
    </message>
    <message>
        <source>From round {0} on, {1} plays {2}&apos;s place, with the same secret word.</source>
        <translation>Ab Runde {0} spielt {1} auf dem Platz von {2}, mit demselben Geheimwort.</translation>
    </message>
    <message>
        <source>Round 1 keeps {0}&apos;s name in the reports.</source>
        <translation>Runde 1 behält in den Berichten den Namen {0}.</translation>
    </message>
    <message>
        <source>Rounds 1 to {0} keep {1}&apos;s name in the reports.</source>
        <translation>Die Runden 1 bis {0} behalten in den Berichten den Namen {1}.</translation>
    </message>
    <message>
        <source>Mail goes to {0} from now on.</source>
        <translation>Mails gehen ab jetzt an {0}.</translation>
    </message>
    <message>
        <source>The guesses of rounds {0} to {1} under this place count as {2}&apos;s.</source>
        <translation>Die Rateversuche der Runden {0} bis {1} auf diesem Platz zählen als die von {2}.</translation>
    </message>
    <message>
        <source>The guesses of round {0} under this place count as {1}&apos;s.</source>
        <translation>Die Rateversuche der Runde {0} auf diesem Platz zählen als die von {1}.</translation>
    </message>
</context>
<context>
    <name>TilesPanel</name>
    <message>
        <source>Set up the players first.</source>
        <translation>Zuerst die Spieler einrichten.</translation>
    </message>
    <message>
        <source>Not on the board (the bag and both racks): {0} of {1} tiles.</source>
        <translation>Nicht auf dem Spielbrett (Beutel und beide Bänke): {0} von {1} Steinen.</translation>
    </message>
    <message>
        <source>the bag and both racks: {0}&apos;s rack is not entered</source>
        <translation>Beutel und beide Bänke: Die Bank von {0} ist nicht eingetragen</translation>
    </message>
    <message>
        <source>the bag and {0}&apos;s rack; {1}&apos;s own rack {2} left out</source>
        <translation>Beutel und Bank von {0}; die eigene Bank von {1}, {2}, ausgenommen</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Unseen by {0}&lt;/b&gt;: {1} tiles ({2})</source>
        <translation>&lt;b&gt;Unbekannt für {0}&lt;/b&gt;: {1} Steine ({2})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>TotalsChart</name>
    <message>
        <source>{name}: {total} point after round {round}</source>
        <translation>{name}: {total} Punkt nach Runde {round}</translation>
    </message>
    <message>
        <source>{name}: {total} points after round {round}</source>
        <translation>{name}: {total} Punkte nach Runde {round}</translation>
    </message>
    <message>
        <source>+{count} more</source>
        <translation>+{count} weitere</translation>
    </message>
    <message>
        <source>No rounds yet</source>
        <translation>Noch keine Runden</translation>
    </message>
    <message>
        <source>Chart of the totals</source>
        <translation>Diagramm der Gesamtpunkte</translation>
    </message>
    <message>
        <source>No players yet</source>
        <translation>Noch keine Spieler</translation>
    </message>
    <message>
        <source>{name}: {total}</source>
        <translation>{name}: {total}</translation>
    </message>
    <message>
        <source>Totals after round {round}: {totals}.</source>
        <translation>Gesamtpunkte nach Runde {round}: {totals}.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>WachtwoordDocument</name>
    <message>
        <source>Untitled Wachtwoord game</source>
        <translation>Unbenannte Wachtwoord-Partie</translation>
    </message>
</context>
<context>
    <name>WachtwoordSheet</name>
    <message>
        <source>Wachtwoord</source>
        <translation>Wachtwoord</translation>
    </message>
    <message>
        <source>Two teams of two (or three players) give each other one-word clues for a password; the sooner a word is guessed, the more it is worth. Play live with the dial at the table, or enter who got each word afterwards: this app keeps the score sheet.</source>
        <translation>Zwei Zweierteams (oder drei Spieler) geben einander Hinweise aus einem Wort auf ein Passwort; je früher ein Wort erraten wird, desto mehr ist es wert. Live mit der Punktescheibe am Tisch spielen oder nachträglich eintragen, wer welches Wort erraten hat: Diese App führt das Punkteblatt.</translation>
    </message>
    <message>
        <source>Li&amp;ve at the table</source>
        <translation>&amp;Live am Tisch</translation>
    </message>
    <message>
        <source>En&amp;ter words</source>
        <translation>W&amp;örter eintragen</translation>
    </message>
    <message>
        <source>Wachtwoord games (*{0})</source>
        <translation>Wachtwoord-Partien (*{0})</translation>
    </message>
    <message>
        <source>Score sheet as {0}…</source>
        <translation>Punkteblatt als {0}…</translation>
    </message>
    <message>
        <source>There is no game to report yet.</source>
        <translation>Es gibt noch keine Partie für einen Bericht.</translation>
    </message>
    <message>
        <source>Word lists for play…</source>
        <translation>Wortlisten zum Spielen…</translation>
    </message>
    <message>
        <source>Set up the game</source>
        <translation>Partie einrichten</translation>
    </message>
    <message>
        <source>Change the players and rules</source>
        <translation>Spieler und Regeln ändern</translation>
    </message>
    <message>
        <source>Reports in {0}</source>
        <translation>Berichte auf {0}</translation>
    </message>
    <message>
        <source>Running totals (as the printed sheet)</source>
        <translation>Laufende Summen (wie auf dem gedruckten Bogen)</translation>
    </message>
    <message>
        <source>Points per word</source>
        <translation>Punkte je Wort</translation>
    </message>
    <message>
        <source>The team that gives the first clue of this round</source>
        <translation>Das Team, das in dieser Runde den ersten Hinweis gibt</translation>
    </message>
    <message>
        <source>The game master ends the game after this round: the leader wins</source>
        <translation>Der Spielleiter beendet das Spiel nach dieser Runde: der Führende gewinnt</translation>
    </message>
    <message>
        <source>Word {0}: {1}</source>
        <translation>Wort {0}: {1}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>{0} at {1}</source>
        <translation>{0} mit {1}</translation>
    </message>
    <message>
        <source>Word {0}: clue missed at {1}</source>
        <translation>Wort {0}: Hinweis verfehlt bei {1}</translation>
    </message>
    <message>
        <source>Clue missed</source>
        <translation>Hinweis verfehlt</translation>
    </message>
    <message>
        <source>Guessed</source>
        <translation>Erraten</translation>
    </message>
    <message>
        <source>New round</source>
        <translation>Neue Runde</translation>
    </message>
    <message>
        <source>Starting team</source>
        <translation>Beginnendes Team</translation>
    </message>
    <message>
        <source>Resume the game</source>
        <translation>Spiel fortsetzen</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <source>First clue from:</source>
        <translation>Erster Hinweis von:</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>(ended after {0})</source>
        <translation>(beendet nach {0})</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>won by {0}</source>
        <translation>gewonnen von {0}</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Runde 1</translation>
    </message>
    <message>
        <source>Game: {0}; rounds won {1}.</source>
        <translation>Partie: {0}; gewonnene Runden {1}.</translation>
    </message>
    <message>
        <source>Winner: {0}</source>
        <translation>Gewinner: {0}</translation>
    </message>
    <message>
        <source>No winner: a draw.</source>
        <translation>Kein Gewinner: unentschieden.</translation>
    </message>
    <message>
        <source>Leader: {0}; the game is not over yet.</source>
        <translation>In Führung: {0}; das Spiel ist noch nicht vorbei.</translation>
    </message>
    <message>
        <source>No winner yet.</source>
        <translation>Noch kein Gewinner.</translation>
    </message>
    <message>
        <source>alternating: {0}</source>
        <translation>abwechselnd: {0}</translation>
    </message>
</context>
<context>
    <name>WachtwoordSheetModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>{0} (clues)</source>
        <translation>{0} (Hinweise)</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Zurückziehen</translation>
    </message>
    <message>
        <source>Withdraw a Player</source>
        <translation>Spieler zurückziehen</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;After round:</source>
        <translation>&amp;Nach Runde:</translation>
    </message>
    <message>
        <source>The player&apos;s secret word</source>
        <translation>Das Geheimwort des Spielers</translation>
    </message>
    <message>
        <source>It earns no more word points and is revealed in the next report.</source>
        <translation>Es bringt keine Wortpunkte mehr und wird im nächsten Bericht genannt.</translation>
    </message>
    <message>
        <source>The word &amp;stays in play</source>
        <translation>Das Wort &amp;bleibt im Spiel</translation>
    </message>
    <message>
        <source>It can be guessed and keeps earning word points.</source>
        <translation>Es kann erraten werden und bringt weiter Wortpunkte.</translation>
    </message>
    <message>
        <source>Withdraw {0}</source>
        <translation>{0} zurückziehen</translation>
    </message>
    <message>
        <source>The word &amp;leaves the game at the end of round {0}</source>
        <translation>Das Wort scheidet am Ende von Runde {0} &amp;aus</translation>
    </message>
    <message>
        <source>Round 1 stays as it was.</source>
        <translation>Runde 1 bleibt, wie sie war.</translation>
    </message>
    <message>
        <source>Rounds 1 to {0} stay as they were.</source>
        <translation>Die Runden 1 bis {0} bleiben, wie sie waren.</translation>
    </message>
    <message>
        <source>From round {0} on, {1} makes no guess, and a guess entered for {1} there is refused.</source>
        <translation>Ab Runde {0} rät {1} nicht mehr, und ein dort für {1} eingetragener Rateversuch wird abgelehnt.</translation>
    </message>
    <message>
        <source>{0}&apos;s guesses entered in round {1} will be refused.</source>
        <translation>Die in Runde {1} eingetragenen Rateversuche von {0} werden abgelehnt.</translation>
    </message>
    <message>
        <source>{0}&apos;s guesses entered in rounds {1} will be refused.</source>
        <translation>Die in den Runden {1} eingetragenen Rateversuche von {0} werden abgelehnt.</translation>
    </message>
</context>
<context>
    <name>WmmSheet</name>
    <message>
        <source>The lot for round 1 is not drawn yet.</source>
        <translation>Die Auslosung für Runde 1 ist noch nicht gezogen.</translation>
    </message>
    <message>
        <source>The lot for round 1 as {0}…</source>
        <translation>Auslosung für Runde 1 als {0}…</translation>
    </message>
    <message>
        <source>Written: {0}</source>
        <translation>Geschrieben: {0}</translation>
    </message>
    <message>
        <source>Secret words masked</source>
        <translation>Geheimwörter verdeckt</translation>
    </message>
    <message>
        <source>Wörter-MasterMind</source>
        <translation>Wörter-MasterMind</translation>
    </message>
    <message>
        <source>Every player picks a secret word; each round they guess at the others&apos; words, and this app marks the guesses with + and o and keeps the score.</source>
        <translation>Jeder Spieler wählt ein Geheimwort; in jeder Runde raten alle bei den Wörtern der anderen, und diese App wertet die Rateversuche mit + und o und führt den Punktestand.</translation>
    </message>
    <message>
        <source>Wörter-MasterMind games (*{0})</source>
        <translation>Wörter-MasterMind-Partien (*{0})</translation>
    </message>
    <message>
        <source>Round {0} report as {1}…</source>
        <translation>Bericht zu Runde {0} als {1}…</translation>
    </message>
    <message>
        <source>Full overview for the game master (with secrets) as {0}…</source>
        <translation>Gesamtübersicht für den Spielleiter (mit Geheimwörtern) als {0}…</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel-Arbeitsmappen (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Roster with secret words as {0}…</source>
        <translation>Spielerliste mit Geheimwörtern als {0}…</translation>
    </message>
    <message>
        <source>Roster without secret words as {0}…</source>
        <translation>Spielerliste ohne Geheimwörter als {0}…</translation>
    </message>
    <message>
        <source>There is no round to report yet.</source>
        <translation>Es gibt noch keine Runde für einen Bericht.</translation>
    </message>
    <message>
        <source>Joes Wörter-MasterMind: the rules&apos; example</source>
        <translation>Joes Wörter-MasterMind: das Beispiel aus den Regeln</translation>
    </message>
    <message>
        <source>&amp;Mail the Players…</source>
        <translation>&amp;Mail an die Spieler…</translation>
    </message>
    <message>
        <source>Send a &amp;Correction…</source>
        <translation>&amp;Korrektur senden…</translation>
    </message>
    <message>
        <source>Spreadsheets and CSV ({0})</source>
        <translation>Tabellen und CSV ({0})</translation>
    </message>
    <message>
        <source>Players from a spreadsheet…</source>
        <translation>Spieler aus einer Tabelle…</translation>
    </message>
    <message>
        <source>Guesses of round {0} from a spreadsheet…</source>
        <translation>Rateversuche der Runde {0} aus einer Tabelle…</translation>
    </message>
    <message>
        <source>Import {0} players</source>
        <translation>{0} Spieler importieren</translation>
    </message>
    <message>
        <source>Paste {0} guesses into round {1}</source>
        <translation>{0} Rateversuche in Runde {1} einfügen</translation>
    </message>
    <message>
        <source>Import round {1}</source>
        <translation>Runde {1} importieren</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Nicht möglich</translation>
    </message>
    <message>
        <source>G&amp;ame</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Runden</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>Dia&amp;gramm</translation>
    </message>
    <message>
        <source>&amp;Words</source>
        <translation>&amp;Wörter</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Mitspieler</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Versandt</translation>
    </message>
    <message>
        <source>Ca&amp;ndidates (GM)</source>
        <translation>&amp;Kandidaten (Spielleiter)</translation>
    </message>
    <message>
        <source>Pages of the game</source>
        <translation>Seiten der Partie</translation>
    </message>
    <message>
        <source>Game, rounds, chart, words, players, what was sent, and candidates</source>
        <translation>Partie, Runden, Diagramm, Wörter, Spieler, Versandtes und Kandidaten</translation>
    </message>
    <message>
        <source>&amp;Fetch Guesses from the Mailbox…</source>
        <translation>&amp;Rateversuche aus dem Postfach holen…</translation>
    </message>
    <message>
        <source>Enter round {0} from the mailbox</source>
        <translation>Runde {0} aus dem Postfach eintragen</translation>
    </message>
    <message>
        <source>Receipts of round {0} sent</source>
        <translation>Bestätigungen für Runde {0} gesendet</translation>
    </message>
    <message>
        <source>Letters of the lot saved</source>
        <translation>Briefe der Auslosung gespeichert</translation>
    </message>
    <message>
        <source>Letters of round {0} saved</source>
        <translation>Briefe der Runde {0} gespeichert</translation>
    </message>
    <message>
        <source>Mails of the lot saved as files</source>
        <translation>Mails der Auslosung als Dateien gespeichert</translation>
    </message>
    <message>
        <source>Mails of round {0} saved as files</source>
        <translation>Mails der Runde {0} als Dateien gespeichert</translation>
    </message>
    <message>
        <source>Mails of the lot not sent</source>
        <translation>Mails der Auslosung nicht gesendet</translation>
    </message>
    <message>
        <source>Mails of round {0} not sent</source>
        <translation>Mails der Runde {0} nicht gesendet</translation>
    </message>
    <message>
        <source>Correction of round {0} sent</source>
        <translation>Korrektur der Runde {0} gesendet</translation>
    </message>
    <message>
        <source>Reminders of round {0} sent</source>
        <translation>Erinnerungen der Runde {0} gesendet</translation>
    </message>
    <message>
        <source>Mails of the lot sent</source>
        <translation>Mails der Auslosung gesendet</translation>
    </message>
    <message>
        <source>Mails of round {0} sent</source>
        <translation>Mails der Runde {0} gesendet</translation>
    </message>
    <message>
        <source>Round {0} opened</source>
        <translation>Runde {0} begonnen</translation>
    </message>
    <message>
        <source>Round {0} opened now ({1}): mails before it are not its.</source>
        <translation>Runde {0} hat jetzt begonnen ({1}): Mails von davor gehören nicht zu ihr.</translation>
    </message>
    <message>
        <source>Correction letters of round {0} saved</source>
        <translation>Korrekturbriefe der Runde {0} gespeichert</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Mails carry {0}</source>
        <translation>Mails tragen {0}</translation>
    </message>
    <message>
        <source>&amp;Remind Players…</source>
        <translation>Spieler &amp;erinnern…</translation>
    </message>
</context>
<context>
    <name>WoordspelDocument</name>
    <message>
        <source>Untitled Woordspel game</source>
        <translation>Unbenannte Woordspel-Partie</translation>
    </message>
</context>
<context>
    <name>WoordspelGcg</name>
    <message>
        <source>{0}: the tiles left, not deducted in the file; these rules deduct {1}</source>
        <translation>{0}: die übrigen Steine, in der Datei nicht abgezogen; diese Regeln ziehen {1} ab</translation>
    </message>
    <message>
        <source>move {0} (line {1}), {2}: the file says {3}, these rules give {4}</source>
        <translation>Zug {0} (Zeile {1}), {2}: die Datei sagt {3}, diese Regeln geben {4}</translation>
    </message>
    <message>
        <source>{0}: the tiles left, not deducted in the file; Woordspel deducts {1}</source>
        <translation>{0}: die Reststeine, in der Datei nicht abgezogen; Woordspel zieht {1} ab</translation>
    </message>
    <message>
        <source>move {0} (line {1}), {2}: the file says {3}, Woordspel gives {4}</source>
        <translation>Zug {0} (Zeile {1}), {2}: laut Datei {3}, nach Woordspel {4}</translation>
    </message>
    <message>
        <source>{0} of its moves break these rules: they are kept as the record has them, marked in the move list (point at a move to see why).</source>
        <translation>{0} ihrer Züge verstoßen gegen diese Regeln: sie bleiben, wie die Partie sie hat, in der Zugliste markiert (zeigen Sie auf einen Zug, um den Grund zu sehen).</translation>
    </message>
    <message>
        <source>{0}: {1} moves imported and scored by Woordspel&apos;s rules ({2}).</source>
        <translation>{0}: {1} Züge importiert und nach den Woordspel-Regeln gewertet ({2}).</translation>
    </message>
    <message>
        <source>Every score in the file agrees with Woordspel&apos;s.</source>
        <translation>Alle Punktzahlen in der Datei stimmen mit Woordspel überein.</translation>
    </message>
    <message>
        <source>{0} scores in the file differ from Woordspel&apos;s:</source>
        <translation>{0} Punktzahlen in der Datei weichen von Woordspel ab:</translation>
    </message>
    <message>
        <source>{0}: {1} moves imported and scored by the rules of {2} ({3}); the set-up changes them.</source>
        <translation>{0}: {1} Züge importiert und nach den Regeln von {2} gezählt ({3}); die Einrichtung ändert sie.</translation>
    </message>
    <message>
        <source>Every score in the file agrees with these rules.</source>
        <translation>Jede Punktzahl der Datei stimmt mit diesen Regeln überein.</translation>
    </message>
    <message>
        <source>{0} scores in the file differ from these rules:</source>
        <translation>{0} Punktzahlen der Datei weichen von diesen Regeln ab:</translation>
    </message>
    <message>
        <source>{0} is a game of {1} players; the tab keeps games of two. Score it and write its score sheet on the command line: wordmastermind score, wordmastermind report.</source>
        <translation>{0} ist eine Partie von {1} Spielern; der Reiter führt Partien zu zweit. Zählen Sie sie und schreiben Sie ihren Spielbericht auf der Kommandozeile: wordmastermind score, wordmastermind report.</translation>
    </message>
    <message>
        <source>Import a GCG record</source>
        <translation>GCG-Protokoll importieren</translation>
    </message>
    <message>
        <source>The game open here has unsaved changes. Replace it with {0}?</source>
        <translation>Die hier geöffnete Partie hat ungespeicherte Änderungen. Durch {0} ersetzen?</translation>
    </message>
    <message>
        <source>Import {0}</source>
        <translation>{0} importieren</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Zuerst die Spieler einrichten.</translation>
    </message>
</context>
<context>
    <name>WoordspelPreview</name>
    <message>
        <source>{0} is {1}: it may still be played, and accepted on the sheet (right-click) once played.</source>
        <translation>{0} ist {1}: Es darf trotzdem gelegt und danach auf dem Blatt anerkannt werden (Rechtsklick).</translation>
    </message>
    <message>
        <source>Set up the two players first.</source>
        <translation>Zuerst die beiden Spieler einrichten.</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>Die Partie ist zu Ende: keine weiteren Züge.</translation>
    </message>
    <message>
        <source>Click the square where the word starts (click again for down) and type it; ? then a letter is a blank. Enter plays it.</source>
        <translation>Das Feld anklicken, auf dem das Wort beginnt (nochmals klicken für senkrecht), und das Wort tippen; ? und dann ein Buchstabe ist ein Blanko. Eingabe spielt es.</translation>
    </message>
</context>
<context>
    <name>WoordspelRules</name>
    <message>
        <source>Woordspel (Brettspielnetz)</source>
        <translation>Woordspel (Brettspielnetz)</translation>
    </message>
    <message>
        <source>Scrabble in English</source>
        <translation>Scrabble auf Englisch</translation>
    </message>
    <message>
        <source>Scrabble in Dutch</source>
        <translation>Scrabble auf Niederländisch</translation>
    </message>
</context>
<context>
    <name>WoordspelSheet</name>
    <message>
        <source>Woordspel</source>
        <translation>Woordspel</translation>
    </message>
    <message>
        <source>Two players lay Dutch words on a board of 15 by 15 squares, as on Brettspielnetz. Enter each move on the board: this sheet shows what it scores before it counts, refuses moves the rules do not allow, and keeps the score, the unseen tiles and the end of the game.</source>
        <translation>Zwei Spieler legen niederländische Wörter auf ein Brett mit 15 × 15 Feldern, wie bei Brettspielnetz. Jeden Zug auf dem Brett eingeben: Dieses Blatt zeigt vorab, was er zählt, lehnt Züge ab, die die Regeln nicht erlauben, und führt den Punktestand, die unbekannten Steine und das Spielende.</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>&amp;Züge</translation>
    </message>
    <message>
        <source>&amp;Unseen tiles</source>
        <translation>&amp;Unbekannte Steine</translation>
    </message>
    <message>
        <source>E&amp;nd of the game</source>
        <translation>Spiel&amp;ende</translation>
    </message>
    <message>
        <source>Woordspel games (*{0})</source>
        <translation>Woordspel-Partien (*{0})</translation>
    </message>
    <message>
        <source>The rules&apos; example</source>
        <translation>Das Beispiel aus den Regeln</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Zuerst die Spieler einrichten.</translation>
    </message>
    <message>
        <source>Score sheet as {0}…</source>
        <translation>Punkteblatt als {0}…</translation>
    </message>
    <message>
        <source>Game master&apos;s copy (with racks) as {0}…</source>
        <translation>Exemplar für den Spielleiter (mit Bänken) als {0}…</translation>
    </message>
    <message>
        <source>Game as GCG…</source>
        <translation>Partie als GCG…</translation>
    </message>
    <message>
        <source>GCG game records (*.gcg)</source>
        <translation>GCG-Partieprotokolle (*.gcg)</translation>
    </message>
    <message>
        <source>Game from a GCG record…</source>
        <translation>Partie aus einem GCG-Protokoll…</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>Standard board layout</source>
        <translation>Standard-Feldaufteilung</translation>
    </message>
    <message>
        <source>Set up the game</source>
        <translation>Partie einrichten</translation>
    </message>
    <message>
        <source>Change the players</source>
        <translation>Spieler ändern</translation>
    </message>
    <message>
        <source>Reports in {0}</source>
        <translation>Berichte auf {0}</translation>
    </message>
    <message>
        <source>no word typed: click the square where it starts and type it, or type 8H LEES</source>
        <translation>kein Wort getippt: das Feld anklicken, auf dem es beginnt, und es tippen oder 8H LEES tippen</translation>
    </message>
    <message>
        <source>Play {0}</source>
        <translation>{0} legen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Exchange {0}</source>
        <translation>{0} tauschen</translation>
    </message>
    <message>
        <source>Take back {0}</source>
        <translation>{0} zurücknehmen</translation>
    </message>
    <message>
        <source>Rack of {0}</source>
        <translation>Bank von {0}</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Remove the end of the game</source>
        <translation>Spielende entfernen</translation>
    </message>
    <message>
        <source>Penalty of {0}</source>
        <translation>Strafe von {0}</translation>
    </message>
    <message>
        <source>not in the Dutch word list</source>
        <translation>nicht in der niederländischen Wortliste</translation>
    </message>
    <message>
        <source>Set up the two players above to start.</source>
        <translation>Zum Beginnen oben die beiden Spieler einrichten.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <source>&amp;Rack:</source>
        <translation>Ba&amp;nk:</translation>
    </message>
    <message>
        <source>Turn {0}: &lt;b&gt;{1}&lt;/b&gt; to play</source>
        <translation>Zug {0}: &lt;b&gt;{1}&lt;/b&gt; ist dran</translation>
    </message>
    <message>
        <source>&amp;Rack of {0}:</source>
        <translation>Ba&amp;nk von {0}:</translation>
    </message>
</context>
<context>
    <name>WoordspelSquareMenu</name>
    <message>
        <source>No bonus</source>
        <translation>Keine Prämie</translation>
    </message>
    <message>
        <source>2L: double letter (light blue)</source>
        <translation>2L: doppelter Buchstabenwert (hellblau)</translation>
    </message>
    <message>
        <source>3L: triple letter (dark blue)</source>
        <translation>3L: dreifacher Buchstabenwert (dunkelblau)</translation>
    </message>
    <message>
        <source>2W: double word (pink)</source>
        <translation>2W: doppelter Wortwert (rosa)</translation>
    </message>
    <message>
        <source>3W: triple word (red)</source>
        <translation>3W: dreifacher Wortwert (rot)</translation>
    </message>
    <message>
        <source>Start a word on {0}, across</source>
        <translation>Wort auf {0} beginnen, waagerecht</translation>
    </message>
    <message>
        <source>Start a word on {0}, down</source>
        <translation>Wort auf {0} beginnen, senkrecht</translation>
    </message>
    <message>
        <source>Bonus of {0} (board layout)</source>
        <translation>Prämie von {0} (Feldaufteilung)</translation>
    </message>
    <message>
        <source>Standard layout for the whole board</source>
        <translation>Standard-Feldaufteilung für das ganze Spielbrett</translation>
    </message>
    <message>
        <source>Change the board layout</source>
        <translation>Feldaufteilung ändern</translation>
    </message>
    <message>
        <source>{0} holds a tile laid in turn {1}: that move (and the sheet after it) will be scored anew. Change the bonus?</source>
        <translation>Auf {0} liegt ein in Zug {1} gelegter Stein: Dieser Zug (und das Blatt danach) wird neu gewertet. Prämie ändern?</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>keine Prämie</translation>
    </message>
    <message>
        <source>Bonus of {0}: {1}</source>
        <translation>Prämie von {0}: {1}</translation>
    </message>
</context>
<context>
    <name>WoordspelStandings</name>
    <message>
        <source>Both players passed in turns 1 and 2: the tiles are dealt anew (once). The first word still has to come, on h8, with at least 4 letters.</source>
        <translation>Beide Spieler haben in Zug 1 und 2 gepasst: Die Steine werden neu verteilt (einmalig). Das erste Wort steht noch aus, auf h8, mit mindestens 4 Buchstaben.</translation>
    </message>
    <message>
        <source>The tiles were dealt anew after both players passed in turns 1 and 2.</source>
        <translation>Die Steine wurden neu verteilt, nachdem beide Spieler in Zug 1 und 2 gepasst hatten.</translation>
    </message>
    <message>
        <source>{0}: {1} scored + {2} for the others&apos; tiles left ({3}) = &lt;b&gt;{4}&lt;/b&gt;</source>
        <translation>{0}: {1} erzielt + {2} für die übrigen Steine der anderen ({3}) = &lt;b&gt;{4}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{0}: {1} scored − {2} for the tiles left ({3}) = &lt;b&gt;{4}&lt;/b&gt;</source>
        <translation>{0}: {1} erzielt − {2} für die Reststeine ({3}) = &lt;b&gt;{4}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The game is over: three passes in a row (turns {0} to {1}).</source>
        <translation>Die Partie ist zu Ende: dreimal hintereinander gepasst (Züge {0} bis {1}).</translation>
    </message>
    <message>
        <source>The game is over: {0} turns in a row without points (turns {1} to {2}).</source>
        <translation>Die Partie ist aus: {0} Züge hintereinander ohne Punkte (Züge {1} bis {2}).</translation>
    </message>
    <message>
        <source>Enter the tiles each player has left (End of the game) to deduct them.</source>
        <translation>Die Reststeine jedes Spielers eintragen (Spielende), um sie abzuziehen.</translation>
    </message>
    <message>
        <source>The game is over: {0} has no tiles left and the bag is empty.</source>
        <translation>Die Partie ist zu Ende: {0} hat keine Steine mehr, und der Beutel ist leer.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt; (remise): {0} points each.</source>
        <translation>&lt;b&gt;Unentschieden&lt;/b&gt; (Remis): je {0} Punkte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Winner: {0}&lt;/b&gt; with {1} points.</source>
        <translation>&lt;b&gt;Gewinner: {0}&lt;/b&gt; mit {1} Punkten.</translation>
    </message>
    <message>
        <source>Level at {0} points each.</source>
        <translation>Gleichstand mit je {0} Punkten.</translation>
    </message>
    <message>
        <source>Leading: {0} by {1}.</source>
        <translation>In Führung: {0} mit {1} Punkten Vorsprung.</translation>
    </message>
</context>
<context>
    <name>WordActions</name>
    <message>
        <source>Take back: {0} is no longer accepted</source>
        <translation>Zurücknehmen: {0} ist nicht mehr anerkannt</translation>
    </message>
    <message>
        <source>Take back {0}</source>
        <translation>{0} zurücknehmen</translation>
    </message>
    <message>
        <source>Accept {0} although the word lists say: {1}</source>
        <translation>{0} anerkennen, obwohl die Wortlisten sagen: {1}</translation>
    </message>
    <message>
        <source>Accept {0}</source>
        <translation>{0} anerkennen</translation>
    </message>
</context>
<context>
    <name>WordListStatus</name>
    <message>
        <source>Loading word lists</source>
        <translation>Wortlisten werden geladen</translation>
    </message>
    <message>
        <source>German</source>
        <translation>deutschen</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>niederländischen</translation>
    </message>
    <message>
        <source>French</source>
        <translation>französischen</translation>
    </message>
    <message>
        <source>Loading the {0} word lists… The first time they are prepared, which takes a few seconds; words are checked as soon as they are there.</source>
        <translation>Die {0} Wortlisten werden geladen… Beim ersten Mal werden sie aufbereitet, was einige Sekunden dauert; Wörter werden geprüft, sobald sie da sind.</translation>
    </message>
    <message>
        <source>The {0} word lists are ready.</source>
        <translation>Die {0} Wortlisten sind bereit.</translation>
    </message>
    <message>
        <source>The {0} word lists could not be loaded: {1}</source>
        <translation>Die {0} Wortlisten konnten nicht geladen werden: {1}</translation>
    </message>
</context>
<context>
    <name>WordListsDialog</name>
    <message>
        <source>Wachtwoord: word lists for play</source>
        <translation>Wachtwoord: Wortlisten zum Spielen</translation>
    </message>
    <message>
        <source>Easy: everyday words</source>
        <translation>Leicht: Alltagswörter</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard: rarer words</source>
        <translation>Schwer: seltenere Wörter</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Niederländisch</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Schwierigkeit:</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Runden:</translation>
    </message>
    <message>
        <source>Printout in:</source>
        <translation>Ausdruck auf:</translation>
    </message>
    <message>
        <source>&amp;Draw new lists</source>
        <translation>&amp;Neue Listen ziehen</translation>
    </message>
    <message>
        <source>Draw this &amp;word again</source>
        <translation>Dieses &amp;Wort neu ziehen</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Loading the Dutch word list… (the first time takes a few seconds)</source>
        <translation>Die niederländische Wortliste wird geladen… (beim ersten Mal dauert es einige Sekunden)</translation>
    </message>
    <message>
        <source>The fifth word of each list (5*) counts double in the American method. Keep the lists out of the guessers&apos; sight.</source>
        <translation>Das fünfte Wort jeder Liste (5*) zählt in der amerikanischen Methode doppelt. Die Listen vor den Ratenden verborgen halten.</translation>
    </message>
    <message>
        <source>Save the word lists</source>
        <translation>Wortlisten speichern</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Nicht gespeichert: {0}</translation>
    </message>
    <message>
        <source>Written: {0}</source>
        <translation>Geschrieben: {0}</translation>
    </message>
</context>
<context>
    <name>WordModel</name>
    <message>
        <source>KP</source>
        <translation>KP</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>Guesser</source>
        <translation>Rater</translation>
    </message>
</context>
<context>
    <name>WordsPage</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Choose a player: every guess at their word is shown beside</source>
        <translation>Einen Spieler wählen: alle Rateversuche bei seinem Wort stehen daneben</translation>
    </message>
    <message>
        <source>Guesses at the word</source>
        <translation>Rateversuche beim Wort</translation>
    </message>
    <message>
        <source>Every guess at the chosen player&apos;s word</source>
        <translation>Alle Rateversuche beim Wort des gewählten Spielers</translation>
    </message>
    <message>
        <source>1 different word</source>
        <translation>1 verschiedenes Wort</translation>
    </message>
    <message>
        <source>{0} different words</source>
        <translation>{0} verschiedene Wörter</translation>
    </message>
    <message>
        <source>{0} (guessed in round {1})</source>
        <translation>{0} (erraten in Runde {1})</translation>
    </message>
    <message>
        <source>Choose a player to see every guess at their word.</source>
        <translation>Einen Spieler wählen, um alle Rateversuche bei seinem Wort zu sehen.</translation>
    </message>
    <message>
        <source>{0} guesses at {1}&apos;s word: the list the players work from.</source>
        <translation>{0} Rateversuche beim Wort von {1}: die Liste, mit der die Spieler arbeiten.</translation>
    </message>
</context>
</TS>
