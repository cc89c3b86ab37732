<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>BackgroundRead</name>
    <message>
        <source>Reading {0}…</source>
        <translation>{0} wordt gelezen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importeren</translation>
    </message>
    <message>
        <source>{0}: cannot be read: the reading process did not start ({1})</source>
        <translation>{0}: kan niet worden gelezen: het leesproces is niet gestart ({1})</translation>
    </message>
    <message>
        <source>{0}: cannot be read: the reading stopped unexpectedly ({1})</source>
        <translation>{0}: kan niet worden gelezen: het lezen stopte onverwacht ({1})</translation>
    </message>
    <message>
        <source>exit code {0}</source>
        <translation>afsluitcode {0}</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>The letters are checked against your board.</source>
        <translation>De letters zijn gecontroleerd aan de hand van je bord.</translation>
    </message>
    <message>
        <source>Circle {0}:</source>
        <translation>Cirkel {0}:</translation>
    </message>
    <message>
        <source>chance: any letter A–Z</source>
        <translation>kans: elke letter A–Z</translation>
    </message>
    <message>
        <source>vowels</source>
        <translation>klinkers</translation>
    </message>
    <message>
        <source>consonants</source>
        <translation>medeklinkers</translation>
    </message>
    <message>
        <source>Circle {0} ({1}): its five letters, as on your board</source>
        <translation>Cirkel {0} ({1}): de vijf letters, zoals op je bord</translation>
    </message>
    <message>
        <source>Letters of circle {0}</source>
        <translation>Letters van cirkel {0}</translation>
    </message>
    <message>
        <source>Circle &amp;{0}:</source>
        <translation>Cirkel &amp;{0}:</translation>
    </message>
    <message>
        <source>&amp;Y on the vowel circle</source>
        <translation>&amp;Y in de klinkercirkel</translation>
    </message>
    <message>
        <source>Y counts as a vowel in French: circle 7 carries Y as well as its five letters. Y may then be asked there, and a no to circle 7 crosses Y too.</source>
        <translation>Y telt in het Frans als klinker: cirkel 7 draagt Y naast zijn vijf letters. Y mag daar dan gevraagd worden, en een nee op cirkel 7 streept ook Y door.</translation>
    </message>
    <message>
        <source>Conf&amp;irm: these are my board&apos;s letters</source>
        <translation>Bevestigen: &amp;dit zijn de letters van mijn bord</translation>
    </message>
    <message>
        <source>Defa&amp;ult letters</source>
        <translation>Stand&amp;aardletters</translation>
    </message>
    <message>
        <source>Confirm the letters: the note about the assumed board goes away</source>
        <translation>De letters bevestigen: de opmerking over het aangenomen bord verdwijnt</translation>
    </message>
    <message>
        <source>Back to the default board (an assumption, except circle 2)</source>
        <translation>Terug naar het standaardbord (een aanname, behalve cirkel 2)</translation>
    </message>
    <message>
        <source>Set up the players first: the board is saved with the game.</source>
        <translation>Stel eerst de spelers in: het bord wordt met het spel opgeslagen.</translation>
    </message>
    <message>
        <source>Letters of circle {0}: {1}</source>
        <translation>Letters van cirkel {0}: {1}</translation>
    </message>
    <message>
        <source>Confirm the board&apos;s letters</source>
        <translation>De letters van het bord bevestigen</translation>
    </message>
    <message>
        <source>Y on the vowel circle</source>
        <translation>Y in de klinkercirkel</translation>
    </message>
    <message>
        <source>Y off the vowel circle</source>
        <translation>Y uit de klinkercirkel</translation>
    </message>
    <message>
        <source>Default board letters</source>
        <translation>Standaardletters van het bord</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor, Space turns the direction, letters type the word, ? then a letter lays a blank, Backspace takes a letter back, Escape clears, Enter plays the word</source>
        <translation>Pijltoetsen verplaatsen de cursor, Spatie draait de richting om, letters typen het woord, ? en dan een letter legt een blanco steen, Backspace neemt een letter terug, Escape wist, Enter speelt het woord</translation>
    </message>
    <message>
        <source>across</source>
        <translation>horizontaal</translation>
    </message>
    <message>
        <source>down</source>
        <translation>verticaal</translation>
    </message>
    <message>
        <source>Board, cursor on {0}, {1}</source>
        <translation>Bord, cursor op {0}, {1}</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>geen premie</translation>
    </message>
    <message>
        <source>double letter (2L, light blue)</source>
        <translation>dubbele letterwaarde (2L, lichtblauw)</translation>
    </message>
    <message>
        <source>triple letter (3L, dark blue)</source>
        <translation>drievoudige letterwaarde (3L, donkerblauw)</translation>
    </message>
    <message>
        <source>double word (2W, pink)</source>
        <translation>dubbele woordwaarde (2W, roze)</translation>
    </message>
    <message>
        <source>triple word (3W, red)</source>
        <translation>drievoudige woordwaarde (3W, rood)</translation>
    </message>
    <message>
        <source>; the centre, which the first word covers</source>
        <translation>; het middenveld, dat het eerste woord bedekt</translation>
    </message>
    <message>
        <source>; a blank standing for {0}, laid in turn {1}</source>
        <translation>; een blanco steen als {0}, gelegd in beurt {1}</translation>
    </message>
    <message>
        <source>; {0} standing for {1} ({2} points), laid in turn {3}</source>
        <translation>; {0} als {1} ({2} punten), gelegd in beurt {3}</translation>
    </message>
    <message>
        <source>; {0} ({1} points), laid in turn {2}</source>
        <translation>; {0} ({1} punten), gelegd in beurt {2}</translation>
    </message>
</context>
<context>
    <name>CandidatesModel</name>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Woorden</translation>
    </message>
    <message>
        <source>All agree on</source>
        <translation>Allemaal gelijk</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Genoteerd</translation>
    </message>
    <message>
        <source>{0} (not among them)</source>
        <translation>{0} (er niet bij)</translation>
    </message>
    <message>
        <source>The recorded password is not in the French list, or an answer about it is wrong.</source>
        <translation>Het vastgelegde wachtwoord staat niet in de Franse lijst, of een antwoord erover is fout.</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>By round</source>
        <translation>Per ronde</translation>
    </message>
    <message>
        <source>No noun in the list fits: the secret word itself is not in the list.</source>
        <translation>Geen enkel zelfstandig naamwoord uit de lijst past: het geheime woord zelf staat niet in de lijst.</translation>
    </message>
</context>
<context>
    <name>CandidatesPage</name>
    <message>
        <source>Guesses that could not be the word by earlier marks:</source>
        <translation>Raadpogingen die volgens eerdere tekens het woord niet konden zijn:</translation>
    </message>
    <message>
        <source>The words that still fit:</source>
        <translation>De woorden die nog passen:</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>How many nouns still fit each secret word, now and by round</source>
        <translation>Hoeveel woorden nog bij elk geheim woord passen, nu en per ronde</translation>
    </message>
    <message>
        <source>The words that still fit</source>
        <translation>De woorden die nog passen</translation>
    </message>
    <message>
        <source>The words that still fit the chosen player&apos;s secret word</source>
        <translation>De woorden die nog bij het geheime woord van de gekozen speler passen</translation>
    </message>
    <message>
        <source>Guesses that could not be the word</source>
        <translation>Raadpogingen die het woord niet konden zijn</translation>
    </message>
    <message>
        <source>Guesses that could not be the word by earlier marks</source>
        <translation>Raadpogingen die volgens eerdere tekens het woord niet konden zijn</translation>
    </message>
    <message>
        <source>Loading the German nouns…</source>
        <translation>De Duitse zelfstandige naamwoorden worden geladen…</translation>
    </message>
    <message>
        <source>Loading the Dutch word list…</source>
        <translation>De Nederlandse woordenlijst wordt geladen…</translation>
    </message>
    <message>
        <source>Loading the French word list…</source>
        <translation>De Franse woordenlijst wordt geladen…</translation>
    </message>
    <message>
        <source>For the game master only, never in a report: of {0} words of the list of the game&apos;s length and letters, how many still fit each secret word after round {1}.</source>
        <translation>Alleen voor de spelleider, nooit in een rapport: hoeveel van de {0} woorden van de lijst met de lengte en letters van dit spel na ronde {1} nog bij elk geheim woord passen.</translation>
    </message>
    <message>
        <source>No word lists in this window.</source>
        <translation>Geen woordenlijsten in dit venster.</translation>
    </message>
    <message>
        <source>For the game master only, never in a report: of {0} nouns of the game&apos;s length and letters, how many still fit each secret word after round {1}.</source>
        <translation>Alleen voor de spelleider, nooit in een rapport: hoeveel van de {0} zelfstandige naamwoorden met de lengte en letters van dit spel na ronde {1} nog bij elk geheim woord passen.</translation>
    </message>
</context>
<context>
    <name>CandidatesPanel</name>
    <message>
        <source>&lt;b&gt;For the game master&apos;s eyes only.&lt;/b&gt; Never in a report: do not show this to the players.</source>
        <translation>&lt;b&gt;Alleen voor de ogen van de spelleider.&lt;/b&gt; Nooit in een rapport: laat dit niet aan de spelers zien.</translation>
    </message>
    <message>
        <source>Words: how many words of the list give every recorded answer. All agree on: the letters every one of them has at the same place. Recorded: the password on the sheet, if any.</source>
        <translation>Woorden: hoeveel woorden uit de lijst elk genoteerd antwoord geven. Allemaal gelijk: de letters die ze allemaal op dezelfde plaats hebben. Genoteerd: het wachtwoord op het blad, als dat er is.</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Stel eerst de spelers in.</translation>
    </message>
    <message>
        <source>Loading the French words…</source>
        <translation>De Franse woorden worden geladen…</translation>
    </message>
    <message>
        <source>No word lists in this window.</source>
        <translation>Geen woordenlijsten in dit venster.</translation>
    </message>
    <message>
        <source>Counting the French words that fit…</source>
        <translation>De passende Franse woorden worden geteld…</translation>
    </message>
    <message>
        <source>Of {0} French words of 2 to 8 letters, those that give every answer the log records about each player, the most frequent first.</source>
        <translation>Van {0} Franse woorden van 2 tot 8 letters: per speler de woorden die elk antwoord geven dat het logboek over die speler vastlegt, de meest voorkomende eerst.</translation>
    </message>
    <message>
        <source>{0}: 1 word</source>
        <translation>{0}: 1 woord</translation>
    </message>
    <message>
        <source>{0}: {1} words</source>
        <translation>{0}: {1} woorden</translation>
    </message>
    <message>
        <source>{0}: {1} words, the {2} most frequent shown</source>
        <translation>{0}: {1} woorden, de {2} meest voorkomende getoond</translation>
    </message>
</context>
<context>
    <name>ConfirmSending</name>
    <message>
        <source>{0} and {1} more</source>
        <translation>{0} en nog {1}</translation>
    </message>
    <message>
        <source>Send the lot for round 1 by mail to {0} players: {1}?</source>
        <translation>De loting voor ronde 1 per mail naar {0} spelers sturen: {1}?</translation>
    </message>
    <message>
        <source>Send the final report (round {0}) by mail to {1} players: {2}?</source>
        <translation>De eindstand (ronde {0}) per mail naar {1} spelers sturen: {2}?</translation>
    </message>
    <message>
        <source>Send a correction of round {0} by mail to {1} players: {2}?</source>
        <translation>Een correctie van ronde {0} per mail naar {1} spelers sturen: {2}?</translation>
    </message>
    <message>
        <source>Send the receipts of round {0} by mail to {1} players: {2}?</source>
        <translation>De ontvangstbevestigingen van ronde {0} per mail naar {1} spelers sturen: {2}?</translation>
    </message>
    <message>
        <source>Send a reminder for round {0} by mail to {1} players: {2}?</source>
        <translation>Een herinnering voor ronde {0} per mail naar {1} spelers sturen: {2}?</translation>
    </message>
    <message>
        <source>Send the report of round {0} by mail to {1} players: {2}?</source>
        <translation>Het verslag van ronde {0} per mail naar {1} spelers sturen: {2}?</translation>
    </message>
    <message>
        <source>Send Mail</source>
        <translation>Mail versturen</translation>
    </message>
</context>
<context>
    <name>CorrectionDialog</name>
    <message>
        <source>Send a Correction</source>
        <translation>Correctie versturen</translation>
    </message>
    <message>
        <source>By post, these players need a corrected letter: {0}.</source>
        <translation>Per post hebben deze spelers een gecorrigeerde brief nodig: {0}.</translation>
    </message>
    <message>
        <source>Save Correction &amp;Letters…</source>
        <translation>Correctie&amp;brieven opslaan…</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Versturen</translation>
    </message>
    <message>
        <source>Players whose figures changed:</source>
        <translation>Spelers van wie de cijfers veranderd zijn:</translation>
    </message>
    <message>
        <source>Changed after its report went out: round {0}. Each player whose figures changed gets a correction: what changed, old → new, then the corrected report. Nobody else gets one.</source>
        <translation>Veranderd nadat het verslag verstuurd was: ronde {0}. Elke speler van wie de cijfers veranderd zijn, krijgt een correctie: wat er veranderd is, oud → nieuw, en dan het gecorrigeerde verslag. Verder krijgt niemand er een.</translation>
    </message>
    <message>
        <source>{0} (by post: a corrected letter)</source>
        <translation>{0} (per post: een gecorrigeerde brief)</translation>
    </message>
    <message>
        <source>{0} (no mail: {1})</source>
        <translation>{0} (geen mail: {1})</translation>
    </message>
    <message>
        <source>Nobody&apos;s figures changed: no correction to send.</source>
        <translation>Bij niemand zijn de cijfers veranderd: geen correctie te versturen.</translation>
    </message>
    <message>
        <source>To: {0}</source>
        <translation>Aan: {0}</translation>
    </message>
    <message>
        <source>Subject: {0}</source>
        <translation>Onderwerp: {0}</translation>
    </message>
    <message>
        <source>Save the correction letters</source>
        <translation>De correctiebrieven opslaan</translation>
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
        <translation>Niemand krijgt een gecorrigeerde brief.</translation>
    </message>
    <message>
        <source>The letters could not be written: {0}</source>
        <translation>De brieven konden niet worden geschreven: {0}</translation>
    </message>
    <message>
        <source>{0} correction letters saved in {1}.</source>
        <translation>{0} correctiebrieven opgeslagen in {1}.</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>Er is niets verstuurd.</translation>
    </message>
    <message>
        <source>Sending the corrections to {0}…</source>
        <translation>De correcties worden naar {0} verstuurd…</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Er is iets misgegaan</translation>
    </message>
    <message>
        <source>An unexpected error happened. This is a fault in wordmastermind, not in your game.</source>
        <translation>Er is een onverwachte fout opgetreden. Dit is een fout in wordmastermind, niet in je spel.</translation>
    </message>
    <message>
        <source>Your open games were saved for recovery first; the app offers them back if you restart it.</source>
        <translation>Je geopende spellen zijn eerst opgeslagen voor herstel; de app biedt ze opnieuw aan als je hem opnieuw start.</translation>
    </message>
    <message>
        <source>The details are also in the log file {0}.</source>
        <translation>De details staan ook in het logbestand {0}.</translation>
    </message>
    <message>
        <source>Please send the details below with a bug report.</source>
        <translation>Stuur de details hieronder mee met een foutrapport.</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>Details &amp;kopiëren</translation>
    </message>
    <message>
        <source>Open the &amp;log folder</source>
        <translation>&amp;Logmap openen</translation>
    </message>
</context>
<context>
    <name>DeadlineField</name>
    <message>
        <source>&amp;Deadline:</source>
        <translation>Sluitings&amp;tijd:</translation>
    </message>
    <message>
        <source>Mails after it are late: Fetch Guesses from the Mailbox does not take them</source>
        <translation>Latere mails zijn te laat: Raadpogingen uit de mailbox halen neemt ze niet over</translation>
    </message>
</context>
<context>
    <name>DepartureDialog</name>
    <message>
        <source>There is nobody to choose: every player withdrew, or the roster is empty.</source>
        <translation>Er is niemand om te kiezen: alle spelers hebben zich teruggetrokken, of de spelerslijst is leeg.</translation>
    </message>
</context>
<context>
    <name>Departures</name>
    <message>
        <source>&amp;Withdraw a Player…</source>
        <translation>Speler &amp;terugtrekken…</translation>
    </message>
    <message>
        <source>&amp;Take Over a Place…</source>
        <translation>Plaats laten &amp;overnemen…</translation>
    </message>
    <message>
        <source>Take back the withdrawal of {0}</source>
        <translation>Terugtrekking van {0} ongedaan maken</translation>
    </message>
    <message>
        <source>Take back the takeover: {0} plays again</source>
        <translation>Overname ongedaan maken: {0} speelt weer</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Niet mogelijk</translation>
    </message>
    <message>
        <source>Take Back the Withdrawal of {0}</source>
        <translation>Terugtrekking van {0} ongedaan maken</translation>
    </message>
    <message>
        <source>Withdraw {0}…</source>
        <translation>{0} terugtrekken…</translation>
    </message>
    <message>
        <source>Let Someone Take Over {0}&apos;s Place…</source>
        <translation>Plaats van {0} laten overnemen…</translation>
    </message>
    <message>
        <source>Take Back the Takeover ({0} Plays Again)</source>
        <translation>Overname ongedaan maken ({0} speelt weer)</translation>
    </message>
    <message>
        <source>{0} withdrew after round {1} already, and stays in the rounds played</source>
        <translation>{0} heeft zich al na ronde {1} teruggetrokken en blijft in de gespeelde rondes</translation>
    </message>
    <message>
        <source>A player who has played stays in the game: the rounds need them.</source>
        <translation>Wie gespeeld heeft, blijft in het spel: de rondes hebben die speler nodig.</translation>
    </message>
    <message>
        <source>Cannot Remove</source>
        <translation>Verwijderen niet mogelijk</translation>
    </message>
    <message>
        <source>Remove Players</source>
        <translation>Spelers verwijderen</translation>
    </message>
    <message>
        <source>The lot for round 1 was drawn with {0}. Without them it no longer fits the roster: draw it again on the Game page afterwards.

Remove them?</source>
        <translation>De loting voor ronde 1 is getrokken met {0}. Zonder hen past ze niet meer bij de spelerslijst: loot daarna opnieuw op de pagina Spel.

Verwijderen?</translation>
    </message>
    <message>
        <source>withdrew after round {0}; the word left the game</source>
        <translation>na ronde {0} teruggetrokken; het woord is uit het spel</translation>
    </message>
    <message>
        <source>withdrew after round {0}; the word stays in play</source>
        <translation>na ronde {0} teruggetrokken; het woord blijft in het spel</translation>
    </message>
    <message>
        <source>took over from {0} after round {1}</source>
        <translation>heeft na ronde {1} van {0} overgenomen</translation>
    </message>
    <message>
        <source>{0} (withdrew after round {1})</source>
        <translation>{0} (na ronde {1} teruggetrokken)</translation>
    </message>
    <message>
        <source>{0} (took over from {1})</source>
        <translation>{0} (heeft van {1} overgenomen)</translation>
    </message>
    <message>
        <source>{0} (now {1})</source>
        <translation>{0} (nu {1})</translation>
    </message>
    <message>
        <source>withdrew after round {0}; word guessed in round {1}</source>
        <translation>na ronde {0} teruggetrokken; woord geraden in ronde {1}</translation>
    </message>
    <message>
        <source>withdrew after round {0}; word left</source>
        <translation>na ronde {0} teruggetrokken; woord uit het spel</translation>
    </message>
    <message>
        <source>withdrew after round {0}; word in play</source>
        <translation>na ronde {0} teruggetrokken; woord in het spel</translation>
    </message>
    <message>
        <source>{0} took over {1}&apos;s place after round {2}.</source>
        <translation>{0} heeft na ronde {2} de plaats van {1} overgenomen.</translation>
    </message>
    <message>
        <source>{0} withdrew after round {1}: no guess of theirs counts from round {2} on.</source>
        <translation>{0} heeft zich na ronde {1} teruggetrokken: vanaf ronde {2} tellen de raadpogingen niet meer.</translation>
    </message>
</context>
<context>
    <name>DialWidget</name>
    <message>
        <source>Dial: {0}</source>
        <translation>Scoreschijf: {0}</translation>
    </message>
    <message>
        <source>(counts double)</source>
        <translation>(telt dubbel)</translation>
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
        <translation>De dobbelstenen: niet gegooid</translation>
    </message>
    <message>
        <source>The dice: {0} and {1}, circle {2}</source>
        <translation>De dobbelstenen: {0} en {1}, cirkel {2}</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>The game ends after three passes in a row, or when a player has no tiles left and the bag is empty (leave that player&apos;s field empty). Enter the tiles each player has left: their values are deducted, and the winner is known.</source>
        <translation>Het spel eindigt na drie keer passen na elkaar, of wanneer een speler geen stenen meer heeft en de zak leeg is (laat het veld van die speler leeg). Voer de stenen in die elke speler over heeft: hun waarden worden afgetrokken en de winnaar is bekend.</translation>
    </message>
    <message>
        <source>En&amp;d the game</source>
        <translation>Spel beëindi&amp;gen</translation>
    </message>
    <message>
        <source>Rem&amp;ove the end</source>
        <translation>&amp;Einde verwijderen</translation>
    </message>
    <message>
        <source>letters, ? for a blank; empty: none</source>
        <translation>letters, ? voor een blanco steen; leeg: geen</translation>
    </message>
    <message>
        <source>Add a pena&amp;lty</source>
        <translation>Strafpunten &amp;invoeren</translation>
    </message>
    <message>
        <source>Points taken from a player (a time penalty); no turn</source>
        <translation>Punten die een speler worden afgenomen (een tijdstraf); geen beurt</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Strafpunten:</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Speler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Speler 2</translation>
    </message>
    <message>
        <source>Tiles left by {0}:</source>
        <translation>Stenen over bij {0}:</translation>
    </message>
</context>
<context>
    <name>EntryForm</name>
    <message>
        <source>The dice</source>
        <translation>De dobbelstenen</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Gooien</translation>
    </message>
    <message>
        <source>Roll two dice here, or set the circle rolled at the table</source>
        <translation>Gooi hier twee dobbelstenen, of stel de aan tafel gegooide cirkel in</translation>
    </message>
    <message>
        <source>The circle the pawn is on</source>
        <translation>De cirkel waarop de pion staat</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Vragen</translation>
    </message>
    <message>
        <source>The player asked</source>
        <translation>De gevraagde speler</translation>
    </message>
    <message>
        <source>A letter of the &amp;circle?</source>
        <translation>Een letter van de &amp;cirkel?</translation>
    </message>
    <message>
        <source>… &amp;again?</source>
        <translation>… nog een &amp;keer?</translation>
    </message>
    <message>
        <source>Does a letter already found occur again?</source>
        <translation>Komt een al gevonden letter nog een keer voor?</translation>
    </message>
    <message>
        <source>Letter {0}</source>
        <translation>Letter {0}</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Positie</translation>
    </message>
    <message>
        <source>at p&amp;osition</source>
        <translation>op posi&amp;tie</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nee</translation>
    </message>
    <message>
        <source>{0} · chance</source>
        <translation>{0} · kans</translation>
    </message>
    <message>
        <source>Circle:</source>
        <translation>Cirkel:</translation>
    </message>
    <message>
        <source>&amp;Letter …?</source>
        <translation>L&amp;etter …?</translation>
    </message>
    <message>
        <source>Pa&amp;ss</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>Nothing is left to ask on this circle: the turn passes</source>
        <translation>Op deze cirkel valt niets meer te vragen: de beurt gaat over</translation>
    </message>
    <message>
        <source>As&amp;k:</source>
        <translation>Vr&amp;aag aan:</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Stel eerst de spelers in.</translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation>{0} wint!</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation>{0} is aan de beurt</translation>
    </message>
    <message>
        <source>Out: {0}</source>
        <translation>Uit: {0}</translation>
    </message>
    <message>
        <source>{0} ({1}, found by {2} in entry {3})</source>
        <translation>{0} ({1}, gevonden door {2} in regel {3})</translation>
    </message>
    <message>
        <source>Roll, or set the circle rolled.</source>
        <translation>Gooi, of stel de gegooide cirkel in.</translation>
    </message>
    <message>
        <source>A chance circle: ask for any letter.</source>
        <translation>Een kanscirkel: vraag naar een willekeurige letter.</translation>
    </message>
    <message>
        <source>The vowel circle.</source>
        <translation>De klinkercirkel.</translation>
    </message>
    <message>
        <source>A consonant circle.</source>
        <translation>Een medeklinkercirkel.</translation>
    </message>
    <message>
        <source>Guess a password, or roll the dice.</source>
        <translation>Raad een wachtwoord, of gooi de dobbelstenen.</translation>
    </message>
    <message>
        <source>Circle {0}: ask a player a question.</source>
        <translation>Cirkel {0}: stel een speler een vraag.</translation>
    </message>
    <message>
        <source>Nothing is left to ask {0} on circle {1}</source>
        <translation>Er valt {0} op cirkel {1} niets meer te vragen</translation>
    </message>
    <message>
        <source>On a chance circle, ask for a letter, any letter</source>
        <translation>Vraag op een kanscirkel naar een letter, welke letter ook</translation>
    </message>
    <message>
        <source>Every letter of circle {0} is answered for {1}</source>
        <translation>Elke letter van cirkel {0} is voor {1} al beantwoord</translation>
    </message>
    <message>
        <source>No letter of circle {0} found in {1}&apos;s word may occur again</source>
        <translation>Geen enkele in het woord van {1} gevonden letter van cirkel {0} kan nog een keer voorkomen</translation>
    </message>
    <message>
        <source>{0} has nothing left to ask on circle {1}: {0} passes.</source>
        <translation>{0} heeft op cirkel {1} niets meer te vragen: {0} past.</translation>
    </message>
    <message>
        <source>Nothing is left to ask {0} on circle {1}: ask another player.</source>
        <translation>Er valt {0} op cirkel {1} niets meer te vragen: vraag een andere speler.</translation>
    </message>
    <message>
        <source>{0}&apos;s recorded password answers: {1}</source>
        <translation>Het vastgelegde wachtwoord van {0} antwoordt: {1}</translation>
    </message>
    <message>
        <source>Choose the player asked, the question and the letter first.</source>
        <translation>Kies eerst de gevraagde speler, de vraag en de letter.</translation>
    </message>
    <message>
        <source>Roll the dice first: a pass names the circle rolled.</source>
        <translation>Gooi eerst de dobbelstenen: bij passen hoort de gegooide cirkel.</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>Tick both if they called it out at the same moment, neither for nobody.</source>
        <translation>Vink beide aan als ze het tegelijk riepen, geen van beide voor niemand.</translation>
    </message>
    <message>
        <source>Dial value {0}</source>
        <translation>Scoreschijf op {0}</translation>
    </message>
    <message>
        <source>&amp;Add word</source>
        <translation>Woord toe&amp;voegen</translation>
    </message>
    <message>
        <source>New &amp;round</source>
        <translation>Nieuwe &amp;ronde</translation>
    </message>
    <message>
        <source>Points to:</source>
        <translation>Punten voor:</translation>
    </message>
    <message>
        <source>Dial value:</source>
        <translation>Stand van de scoreschijf:</translation>
    </message>
    <message>
        <source>Team 1: {0}</source>
        <translation>Ploeg 1: {0}</translation>
    </message>
    <message>
        <source>Team 2: {0}</source>
        <translation>Ploeg 2: {0}</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Stel eerst de spelers in.</translation>
    </message>
    <message>
        <source>Round {0} is over. Start a new round for the next word.</source>
        <translation>Ronde {0} is voorbij. Begin een nieuwe ronde voor het volgende woord.</translation>
    </message>
    <message>
        <source>(counts double)</source>
        <translation>(telt dubbel)</translation>
    </message>
    <message>
        <source>Round {0}, next word: &lt;b&gt;{1}&lt;/b&gt;</source>
        <translation>Ronde {0}, volgend woord: &lt;b&gt;{1}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{0} gives the clues this round.</source>
        <translation>{0} geeft deze ronde de sleutelwoorden.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zet</translation>
    </message>
    <message>
        <source>click a square and type, or 8H LEES / H8 LEES</source>
        <translation>klik op een veld en typ, of 8H LEES / H8 LEES</translation>
    </message>
    <message>
        <source>The word in GCG notation: the row first for a word across (8H LEES), the column first for a word down (H8 LEES); a lowercase letter is a blank, . a tile on the board, [IJ] the Y standing for IJ. Enter plays it.</source>
        <translation>Het woord in GCG-notatie: eerst de rij voor een horizontaal woord (8H LEES), eerst de kolom voor een verticaal woord (H8 LEES); een kleine letter is een blanco steen, . een steen op het bord, [IJ] de Y als IJ. Enter speelt het.</translation>
    </message>
    <message>
        <source>Across or down (Space on the board)</source>
        <translation>Horizontaal of verticaal (Spatie op het bord)</translation>
    </message>
    <message>
        <source>optional: letters, ? for a blank</source>
        <translation>optioneel: letters, ? voor een blanco steen</translation>
    </message>
    <message>
        <source>The rack of the player to move, if known: a play must then use its tiles, and the unseen tiles leave it out. Enter keeps it.</source>
        <translation>Het rekje van de speler die aan zet is, indien bekend: een zet moet dan die stenen gebruiken, en de onbekende stenen laten het weg. Enter bewaart het.</translation>
    </message>
    <message>
        <source>&amp;Rack:</source>
        <translation>&amp;Rekje:</translation>
    </message>
    <message>
        <source>&amp;Word:</source>
        <translation>Woor&amp;d:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Spe&amp;len</translation>
    </message>
    <message>
        <source>P&amp;ass</source>
        <translation>P&amp;assen</translation>
    </message>
    <message>
        <source>QX or 3</source>
        <translation>QX of 3</translation>
    </message>
    <message>
        <source>The tiles put back (QX), or only how many (3)</source>
        <translation>De teruggelegde stenen (QX), of alleen hoeveel (3)</translation>
    </message>
    <message>
        <source>E&amp;xchange</source>
        <translation>R&amp;uilen</translation>
    </message>
    <message>
        <source>Ta&amp;ke back last</source>
        <translation>Laatste terugne&amp;men</translation>
    </message>
    <message>
        <source>Remove the last move from the sheet (undo brings it back)</source>
        <translation>De laatste zet van het blad verwijderen (ongedaan maken brengt hem terug)</translation>
    </message>
    <message>
        <source>Across →</source>
        <translation>Horizontaal →</translation>
    </message>
    <message>
        <source>Down ↓</source>
        <translation>Verticaal ↓</translation>
    </message>
    <message>
        <source>Refused: {0}</source>
        <translation>Geweigerd: {0}</translation>
    </message>
    <message>
        <source>{0} × 2 = &lt;b&gt;{1}&lt;/b&gt; (all 8 tiles: doubled)</source>
        <translation>{0} × 2 = &lt;b&gt;{1}&lt;/b&gt; (alle 8 stenen: verdubbeld)</translation>
    </message>
    <message>
        <source>{0}&lt;br&gt;Points: {1}</source>
        <translation>{0}&lt;br&gt;Punten: {1}</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find a word or a name in every round</source>
        <translation>Een woord of een naam zoeken in alle ronden</translation>
    </message>
    <message>
        <source>Round {0}, row {1}: {2} at {3}: {4}</source>
        <translation>Ronde {0}, rij {1}: {2} bij {3}: {4}</translation>
    </message>
    <message>
        <source>Hits: {0}</source>
        <translation>Gevonden: {0}</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>e.g. Autumn game 2026</source>
        <translation>bijv. Herfstspel 2026</translation>
    </message>
    <message>
        <source> letters</source>
        <translation> letters</translation>
    </message>
    <message>
        <source>Umlauts and ß allowed</source>
        <translation>Umlauten en ß toegestaan</translation>
    </message>
    <message>
        <source>Points only (report KP instead of marks)</source>
        <translation>Alleen punten (KP melden in plaats van tekens)</translation>
    </message>
    <message>
        <source>The language of this game&apos;s reports and mails, whatever the app&apos;s</source>
        <translation>De taal van de rapporten en mails van dit spel, los van die van de app</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>Word &amp;length:</source>
        <translation>Woordlengt&amp;e:</translation>
    </message>
    <message>
        <source>Reports &amp;in:</source>
        <translation>Rapporten i&amp;n:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>&amp;Show secret words</source>
        <translation>Geheime woorden &amp;zichtbaar</translation>
    </message>
    <message>
        <source>Secret words are hidden so that you can work in front of the players</source>
        <translation>Geheime woorden zijn verborgen, zodat je in het bijzijn van de spelers kunt werken</translation>
    </message>
    <message>
        <source>Re&amp;move selected players</source>
        <translation>Geselecteerde spelers &amp;verwijderen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>&amp;Draw round 1 by lot</source>
        <translation>Ronde 1 &amp;door loting bepalen</translation>
    </message>
    <message>
        <source>Round 1 by lot</source>
        <translation>Ronde 1 door loting</translation>
    </message>
    <message>
        <source>Each player&apos;s name, secret word, e-mail, address, channel, attachment and status</source>
        <translation>Naam, geheim woord, e-mail, adres, kanaal, bijlage en status van elke speler</translation>
    </message>
    <message>
        <source>Who guesses at whom in round 1</source>
        <translation>Wie in ronde 1 bij wie raadt</translation>
    </message>
    <message>
        <source>{0} players. To fix: {1}</source>
        <translation>{0} spelers. Te verbeteren: {1}</translation>
    </message>
    <message>
        <source>1 guess</source>
        <translation>1 raadpoging</translation>
    </message>
    <message>
        <source>{0} guesses</source>
        <translation>{0} raadpogingen</translation>
    </message>
    <message>
        <source>{0} players: {1} per player and round.</source>
        <translation>{0} spelers: {1} per speler en ronde.</translation>
    </message>
    <message>
        <source>In round 1 the lot decides who guesses at whom, so that luck is even.</source>
        <translation>In ronde 1 bepaalt het lot wie bij wie raadt, zodat het geluk eerlijk verdeeld is.</translation>
    </message>
    <message>
        <source>Drawn from seed {0}.</source>
        <translation>Geloot met startwaarde {0}.</translation>
    </message>
    <message>
        <source>Does not fit the roster: {0}.</source>
        <translation>Past niet bij de spelerslijst: {0}.</translation>
    </message>
    <message>
        <source>Round 1 is entered, so the lot stays.</source>
        <translation>Ronde 1 is ingevoerd, dus de loting blijft staan.</translation>
    </message>
    <message>
        <source>&amp;Draw the lot again</source>
        <translation>Loting over&amp;doen</translation>
    </message>
    <message>
        <source>Change the title</source>
        <translation>Titel wijzigen</translation>
    </message>
    <message>
        <source>Set the word length to {0}</source>
        <translation>Woordlengte op {0} zetten</translation>
    </message>
    <message>
        <source>Allow umlauts</source>
        <translation>Umlauten toestaan</translation>
    </message>
    <message>
        <source>Forbid umlauts</source>
        <translation>Umlauten verbieden</translation>
    </message>
    <message>
        <source>Reports in {0}</source>
        <translation>Rapporten in het {0}</translation>
    </message>
    <message>
        <source>Report points only</source>
        <translation>Alleen punten melden</translation>
    </message>
    <message>
        <source>Report marks</source>
        <translation>Tekens melden</translation>
    </message>
    <message>
        <source>Draw the lot for round 1</source>
        <translation>Loting voor ronde 1</translation>
    </message>
</context>
<context>
    <name>GridView</name>
    <message>
        <source>Grid of {0}</source>
        <translation>Rooster van {0}</translation>
    </message>
    <message>
        <source>Circle {0}: at least one of {1}</source>
        <translation>Cirkel {0}: minstens één van {1}</translation>
    </message>
    <message>
        <source>Occur no more: {0}</source>
        <translation>Komen niet vaker voor: {0}</translation>
    </message>
    <message>
        <source>Not: {0}</source>
        <translation>Niet: {0}</translation>
    </message>
    <message>
        <source>The password: {0}</source>
        <translation>Het wachtwoord: {0}</translation>
    </message>
    <message>
        <source>in the word: {0}</source>
        <translation>in het woord: {0}</translation>
    </message>
    <message>
        <source>not in the word: {0}</source>
        <translation>niet in het woord: {0}</translation>
    </message>
    <message>
        <source>circles circled: {0}</source>
        <translation>omcirkelde cirkels: {0}</translation>
    </message>
    <message>
        <source>circles crossed: {0}</source>
        <translation>doorgestreepte cirkels: {0}</translation>
    </message>
    <message>
        <source>reconstruction: {0}</source>
        <translation>reconstructie: {0}</translation>
    </message>
    <message>
        <source>positions: {0}</source>
        <translation>posities: {0}</translation>
    </message>
    <message>
        <source>letters found: {0}</source>
        <translation>gevonden letters: {0}</translation>
    </message>
    <message>
        <source>niveau 1: letters found</source>
        <translation>niveau 1: gevonden letters</translation>
    </message>
    <message>
        <source>niveau 2: the word</source>
        <translation>niveau 2: het woord</translation>
    </message>
    <message>
        <source>niveau 1: positions</source>
        <translation>niveau 1: posities</translation>
    </message>
</context>
<context>
    <name>GridsPanel</name>
    <message>
        <source>○ in the word · ✕ not in the word · a number circled: a letter of that circle is in the word</source>
        <translation>○ in het woord · ✕ niet in het woord · een omcirkeld getal: een letter van die cirkel zit in het woord</translation>
    </message>
    <message>
        <source>Every answer is public, so these are the grids every opponent draws.</source>
        <translation>Elk antwoord is openbaar, dus dit zijn de roosters die elke tegenstander tekent.</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>winnaar</translation>
    </message>
    <message>
        <source>out: found by {0} (entry {1})</source>
        <translation>uit: gevonden door {0} (regel {1})</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>aan de beurt</translation>
    </message>
    <message>
        <source>in the game</source>
        <translation>in het spel</translation>
    </message>
</context>
<context>
    <name>GuessActions</name>
    <message>
        <source>&amp;Delete Guess</source>
        <translation>Raadpoging &amp;verwijderen</translation>
    </message>
    <message>
        <source>Move {0} guess(es) from round {1} to round {2}</source>
        <translation>{0} raadpoging(en) van ronde {1} naar ronde {2} verplaatsen</translation>
    </message>
    <message>
        <source>&amp;Move to Round</source>
        <translation>Naar ronde &amp;verplaatsen</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Ronde {0}</translation>
    </message>
    <message>
        <source>Round {0} (new)</source>
        <translation>Ronde {0} (nieuw)</translation>
    </message>
</context>
<context>
    <name>GuessBox</name>
    <message>
        <source>Guess a password (before rolling)</source>
        <translation>Een wachtwoord raden (vóór het gooien)</translation>
    </message>
    <message>
        <source>Whose password is guessed</source>
        <translation>Wiens wachtwoord wordt geraden</translation>
    </message>
    <message>
        <source>the word said aloud</source>
        <translation>het hardop gezegde woord</translation>
    </message>
    <message>
        <source>R&amp;ight</source>
        <translation>Goe&amp;d</translation>
    </message>
    <message>
        <source>It is the password: the player is out, and the guesser keeps the turn</source>
        <translation>Het is het wachtwoord: de speler ligt eruit en de rader houdt de beurt</translation>
    </message>
    <message>
        <source>&amp;Wrong</source>
        <translation>&amp;Fout</translation>
    </message>
    <message>
        <source>It is not the password: the turn passes</source>
        <translation>Het is niet het wachtwoord: de beurt gaat over</translation>
    </message>
    <message>
        <source>A guess comes before rolling the dice; set the circle back to “—” to guess instead</source>
        <translation>Raden gaat vóór het gooien; zet de cirkel terug op “—” om in plaats daarvan te raden</translation>
    </message>
    <message>
        <source>{0}&apos;s recorded password: right</source>
        <translation>Vastgelegd wachtwoord van {0}: goed</translation>
    </message>
    <message>
        <source>{0}&apos;s recorded password: wrong</source>
        <translation>Vastgelegd wachtwoord van {0}: fout</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>wordmastermind help</source>
        <translation>Hulp bij wordmastermind</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>The help files are not installed with this copy of wordmastermind. They are online: [{0}]({0})</source>
        <translation>De helpbestanden zijn niet met deze kopie van wordmastermind geïnstalleerd. Ze staan online: [{0}]({0})</translation>
    </message>
    <message>
        <source>Your first game</source>
        <translation>Je eerste spel</translation>
    </message>
    <message>
        <source>Rules: {0}</source>
        <translation>Spelregels: {0}</translation>
    </message>
    <message>
        <source>File formats</source>
        <translation>Bestandsformaten</translation>
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
        <translation>Een joker leggen (toets *): de volgende getypte letter is de letter waarvoor hij staat; een joker is {0} waard</translation>
    </message>
    <message>
        <source>E&amp;rase</source>
        <translation>W&amp;is</translation>
    </message>
    <message>
        <source>Lay an erase card (key -), worth {0}: only at the start or end of the word</source>
        <translation>Een wis-kaart leggen (toets -), {0} waard: alleen aan het begin of eind van het woord</translation>
    </message>
    <message>
        <source>Face &amp;down</source>
        <translation>Omge&amp;keerd</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>Leeg&amp;maken</translation>
    </message>
    <message>
        <source>Take back the card laid in this slot (Backspace or Delete)</source>
        <translation>De in dit vak gelegde kaart terugnemen (Backspace of Delete)</translation>
    </message>
    <message>
        <source>Take &amp;back slot</source>
        <translation>Vak ter&amp;ugschuiven</translation>
    </message>
    <message>
        <source>Push the slot pulled out this turn back in</source>
        <translation>Het deze beurt uitgetrokken vak weer terugschuiven</translation>
    </message>
    <message>
        <source>The holder after the turn as text: A-Z letters, *A a joker for A, - an erase card, # a card face down, . an empty slot</source>
        <translation>De houder na de beurt als tekst: A-Z letters, *A een joker voor A, - een wis-kaart, # een omgekeerde kaart, . een leeg vak</translation>
    </message>
    <message>
        <source>e.g. RATS, *RAT, -ATS</source>
        <translation>bijv. RATS, *RAT, -ATS</translation>
    </message>
    <message>
        <source>Cards exchanged before the turn: 2 points each</source>
        <translation>Vóór de beurt geruilde kaarten: elk 2 punten</translation>
    </message>
    <message>
        <source>&amp;Notation:</source>
        <translation>N&amp;otatie:</translation>
    </message>
    <message>
        <source>E&amp;xchanged cards:</source>
        <translation>&amp;Geruilde kaarten:</translation>
    </message>
    <message>
        <source>Pull out a slot at the front</source>
        <translation>Een vak aan de voorkant uittrekken</translation>
    </message>
    <message>
        <source>Pull out a slot at the end</source>
        <translation>Een vak aan de achterkant uittrekken</translation>
    </message>
    <message>
        <source>a card laid face down counts as an erase card only in the beginner variant, and this game does not play it</source>
        <translation>een omgekeerd gelegde kaart telt alleen in de beginnersvariant als wis-kaart, en dit spel speelt die niet</translation>
    </message>
    <message>
        <source>only one card per turn may be laid face down, and slot {0} already is</source>
        <translation>er mag maar één kaart per beurt omgekeerd worden gelegd, en in vak {0} ligt er al een</translation>
    </message>
    <message>
        <source>the first word goes into the {0} slots of the closed holder; it is pulled out from the second word on</source>
        <translation>het eerste woord gaat in de {0} vakken van de gesloten houder; vanaf het tweede woord wordt hij uitgetrokken</translation>
    </message>
    <message>
        <source>front</source>
        <translation>voorkant</translation>
    </message>
    <message>
        <source>end</source>
        <translation>achterkant</translation>
    </message>
    <message>
        <source>the holder already grew by one slot this turn (at the {0}); it may grow by at most one slot per turn</source>
        <translation>de houder is deze beurt al een vak gegroeid (aan de {0}); hij mag per beurt hooguit één vak groeien</translation>
    </message>
    <message>
        <source>the holder has {0} slots, its most: it cannot be pulled out any further</source>
        <translation>de houder heeft {0} vakken, zijn maximum: hij kan niet verder worden uitgetrokken</translation>
    </message>
    <message>
        <source>the holder was not pulled out this turn</source>
        <translation>de houder is deze beurt niet uitgetrokken</translation>
    </message>
    <message>
        <source>{0!r} is no card: type a letter A-Z, * and a letter for a joker, - for an erase card</source>
        <translation>{0!r} is geen kaart: typ een letter A-Z, * en een letter voor een joker, - voor een wis-kaart</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>letter {0}</source>
        <translation>letter {0}</translation>
    </message>
    <message>
        <source>joker standing for {0}</source>
        <translation>joker als {0}</translation>
    </message>
    <message>
        <source>a card face down (erase card)</source>
        <translation>een omgekeerde kaart (wis-kaart)</translation>
    </message>
    <message>
        <source>erase card</source>
        <translation>wis-kaart</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation>{0} punten</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 punt</translation>
    </message>
    <message>
        <source>laid this turn</source>
        <translation>deze beurt gelegd</translation>
    </message>
    <message>
        <source>lying from before</source>
        <translation>lag er al</translation>
    </message>
    <message>
        <source> (slot pulled out this turn)</source>
        <translation> (vak deze beurt uitgetrokken)</translation>
    </message>
    <message>
        <source>{0} slots: the closed holder takes the first word.</source>
        <translation>{0} vakken: de gesloten houder krijgt het eerste woord.</translation>
    </message>
    <message>
        <source>The first word goes into the closed holder; it is pulled out from the second word on.</source>
        <translation>Het eerste woord gaat in de gesloten houder; vanaf het tweede woord wordt hij uitgetrokken.</translation>
    </message>
    <message>
        <source>{0} slots (at most {1}); pulled out by one this turn.</source>
        <translation>{0} vakken (hooguit {1}); deze beurt één vak uitgetrokken.</translation>
    </message>
    <message>
        <source>The holder grows by at most one slot per turn; it already grew.</source>
        <translation>De houder groeit hooguit één vak per beurt; hij is al gegroeid.</translation>
    </message>
    <message>
        <source>{0} slots: fully pulled out.</source>
        <translation>{0} vakken: helemaal uitgetrokken.</translation>
    </message>
    <message>
        <source>The holder has at most {0} slots.</source>
        <translation>De houder heeft hooguit {0} vakken.</translation>
    </message>
    <message>
        <source>{0} slots (at most {1}); + pulls out one more.</source>
        <translation>{0} vakken (hooguit {1}); + trekt er nog een uit.</translation>
    </message>
    <message>
        <source>{0} slots: the holder had {1}.</source>
        <translation>{0} vakken: de houder had er {1}.</translation>
    </message>
    <message>
        <source>Pull out one slot at the {0}</source>
        <translation>Eén vak aan de {0} uittrekken</translation>
    </message>
    <message>
        <source>Lay any card face down as an erase card (key #), worth {0}; once per turn</source>
        <translation>Een willekeurige kaart omgekeerd leggen als wis-kaart (toets #), {0} waard; één keer per beurt</translation>
    </message>
    <message>
        <source>Only in the beginner variant: a card face down as an erase card</source>
        <translation>Alleen in de beginnersvariant: een omgekeerde kaart als wis-kaart</translation>
    </message>
    <message>
        <source>The notation cannot be read.</source>
        <translation>De notatie is onleesbaar.</translation>
    </message>
    <message>
        <source>Click a slot and type the letters laid; + pulls out a slot.</source>
        <translation>Klik op een vak en typ de gelegde letters; + trekt een vak uit.</translation>
    </message>
    <message>
        <source> ({0} − {1} for exchanges)</source>
        <translation> ({0} − {1} voor ruilen)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;: {1} points{2}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;: {1} punten{2}</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import players</source>
        <translation>Spelers importeren</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Secret word</source>
        <translation>Geheim woord</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Probleem</translation>
    </message>
    <message>
        <source>Import guesses for round {0}</source>
        <translation>Raadpogingen voor ronde {0} importeren</translation>
    </message>
    <message>
        <source>Guesser</source>
        <translation>Rader</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Doelwit</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Woord</translation>
    </message>
    <message>
        <source>Show secret words</source>
        <translation>Geheime woorden tonen</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Problemen:</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importeren</translation>
    </message>
    <message>
        <source>Nothing is imported until every problem is corrected.</source>
        <translation>Er wordt niets geïmporteerd totdat elk probleem is verholpen.</translation>
    </message>
    <message>
        <source>From the pasted text</source>
        <translation>Uit de geplakte tekst</translation>
    </message>
    <message>
        <source>From {0}</source>
        <translation>Uit {0}</translation>
    </message>
    <message>
        <source>1 player read</source>
        <translation>1 speler gelezen</translation>
    </message>
    <message>
        <source>{0} players read</source>
        <translation>{0} spelers gelezen</translation>
    </message>
    <message>
        <source>1 guess read</source>
        <translation>1 raadpoging gelezen</translation>
    </message>
    <message>
        <source>{0} guesses read</source>
        <translation>{0} raadpogingen gelezen</translation>
    </message>
    <message>
        <source>no problems</source>
        <translation>geen problemen</translation>
    </message>
    <message>
        <source>1 problem</source>
        <translation>1 probleem</translation>
    </message>
    <message>
        <source>{0} problems</source>
        <translation>{0} problemen</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>Import enters every guess read, as one step that Undo takes back.</source>
        <translation>Importeren voert elke gelezen raadpoging in, in één stap die Ongedaan maken terugdraait.</translation>
    </message>
    <message>
        <source>{0} of them break a rule: they are entered marked with the reason, as typed guesses are, and score nothing until corrected.</source>
        <translation>{0} daarvan breken een regel: ze worden, zoals getypte raadpogingen, gemarkeerd met de reden ingevoerd en tellen niet tot ze verbeterd zijn.</translation>
    </message>
    <message>
        <source>{0} line(s) cannot be read as a guess and are left out.</source>
        <translation>{0} regel(s) kunnen niet als raadpoging gelezen worden en worden weggelaten.</translation>
    </message>
    <message>
        <source>Correct the text and paste it again to import it.</source>
        <translation>Verbeter de tekst en plak hem opnieuw om hem te importeren.</translation>
    </message>
    <message>
        <source>Correct the file and import it again.</source>
        <translation>Verbeter het bestand en importeer het opnieuw.</translation>
    </message>
</context>
<context>
    <name>InboxDialog</name>
    <message>
        <source>Fetch Guesses from the Mailbox</source>
        <translation>Raadpogingen uit de mailbox halen</translation>
    </message>
    <message>
        <source>Take &amp;late mails too</source>
        <translation>Ook &amp;late mails overnemen</translation>
    </message>
    <message>
        <source>Rou&amp;nd:</source>
        <translation>R&amp;onde:</translation>
    </message>
    <message>
        <source>&amp;Fetch</source>
        <translation>&amp;Halen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>En&amp;ter</source>
        <translation>In&amp;voeren</translation>
    </message>
    <message>
        <source>Send Re&amp;ceipts</source>
        <translation>Ontvangstbevestigingen &amp;sturen</translation>
    </message>
    <message>
        <source>Mailbox &amp;Account</source>
        <translation>Mailbox&amp;account</translation>
    </message>
    <message>
        <source>Every mail after the deadline counts as if it had come in time.</source>
        <translation>Elke mail na de sluitingstijd telt alsof hij op tijd was gekomen.</translation>
    </message>
    <message>
        <source>{0}, folder {1}</source>
        <translation>{0}, map {1}</translation>
    </message>
    <message>
        <source>Enter the mailbox&apos;s server first.</source>
        <translation>Vul eerst de server van de mailbox in.</translation>
    </message>
    <message>
        <source>Enter the password for {0}: the system keyring has none.</source>
        <translation>Vul het wachtwoord voor {0} in: de sleutelbos van het systeem heeft er geen.</translation>
    </message>
    <message>
        <source>Reading the mailbox at {0}…</source>
        <translation>De mailbox op {0} wordt gelezen…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wordt afgebroken…</translation>
    </message>
    <message>
        <source>Cancelled: nothing was read.</source>
        <translation>Afgebroken: er is niets gelezen.</translation>
    </message>
    <message>
        <source>The mailbox refused the user or password ({0}).</source>
        <translation>De mailbox heeft de gebruiker of het wachtwoord geweigerd ({0}).</translation>
    </message>
    <message>
        <source>The server {0} cannot be reached: check the server and port ({1}).</source>
        <translation>De server {0} is niet bereikbaar: controleer server en poort ({1}).</translation>
    </message>
    <message>
        <source>The secure connection to {0} failed: check the security and port ({1}).</source>
        <translation>De beveiligde verbinding met {0} is mislukt: controleer versleuteling en poort ({1}).</translation>
    </message>
    <message>
        <source>The mailbox has no folder {0}.</source>
        <translation>De mailbox heeft geen map {0}.</translation>
    </message>
    <message>
        <source>The mailbox could not be read: {0}</source>
        <translation>De mailbox kon niet worden gelezen: {0}</translation>
    </message>
    <message>
        <source>Nothing can be entered in round {0}: it is closed.</source>
        <translation>In ronde {0} kan niets worden ingevoerd: die ronde is gesloten.</translation>
    </message>
    <message>
        <source>Nothing is entered yet: Enter takes the guesses into round {0}.</source>
        <translation>Er is nog niets ingevoerd: Invoeren neemt de raadpogingen op in ronde {0}.</translation>
    </message>
    <message>
        <source>Nothing new to enter in round {0}.</source>
        <translation>Niets nieuws in te voeren in ronde {0}.</translation>
    </message>
    <message>
        <source>Round {0} is closed: its report went out and round {1} has begun, so no mail can be taken into it here. To correct it, change its guesses by hand on the Rounds page (or clear when round {1} opened there, if it has not begun).</source>
        <translation>Ronde {0} is gesloten: het verslag ervan is verstuurd en ronde {1} is begonnen, dus hier kan geen mail meer voor deze ronde worden overgenomen. Wil je ze verbeteren, wijzig dan de raadpogingen met de hand op de pagina Ronden (of wis daar het begin van ronde {1}, als die nog niet begonnen is).</translation>
    </message>
    <message>
        <source>Round {0}: {1} mails read, {2} from players.</source>
        <translation>Ronde {0}: {1} mails gelezen, {2} van spelers.</translation>
    </message>
    <message>
        <source>When round {0} opened is not known: every mail read may be its.</source>
        <translation>Wanneer ronde {0} begon, is onbekend: elke gelezen mail kan bij deze ronde horen.</translation>
    </message>
    <message>
        <source>Round {0} opened on {1}.</source>
        <translation>Ronde {0} begon op {1}.</translation>
    </message>
    <message>
        <source>Round {0} opened on {1} (worked out: no opening was recorded).</source>
        <translation>Ronde {0} begon op {1} (afgeleid: er is geen begin vastgelegd).</translation>
    </message>
    <message>
        <source>Deadline: {0}.</source>
        <translation>Sluitingstijd: {0}.</translation>
    </message>
    <message>
        <source>Fetch to read the mails of round {0}: each round has its own.</source>
        <translation>Klik op Halen om de mails van ronde {0} te lezen: elke ronde heeft haar eigen mails.</translation>
    </message>
    <message>
        <source>Round {0}: the guesses are entered (Edit ▸ Undo takes them back).</source>
        <translation>Ronde {0}: de raadpogingen zijn ingevoerd (Bewerken ▸ Ongedaan maken neemt ze terug).</translation>
    </message>
    <message>
        <source>Send Re&amp;ceipts ({0} new)</source>
        <translation>Ontvangstbevestigingen &amp;sturen ({0} nieuw)</translation>
    </message>
    <message>
        <source>Send Re&amp;ceipts (none new)</source>
        <translation>Ontvangstbevestigingen &amp;sturen (geen nieuwe)</translation>
    </message>
    <message>
        <source>Send Receipts</source>
        <translation>Ontvangstbevestigingen sturen</translation>
    </message>
    <message>
        <source>Every player who wrote has had their receipt for round {0}. Send them all again: {1}?</source>
        <translation>Elke speler die geschreven heeft, heeft zijn ontvangstbevestiging voor ronde {0} al gekregen. Ze allemaal opnieuw sturen: {1}?</translation>
    </message>
    <message>
        <source>Send the receipts of round {0} to {1}?</source>
        <translation>De ontvangstbevestigingen van ronde {0} naar {1} sturen?</translation>
    </message>
    <message>
        <source>Yes to All sends every player who wrote their receipt, whether they had it or not: {0}.</source>
        <translation>Ja op alles stuurt elke speler die geschreven heeft zijn ontvangstbevestiging, of hij die al had of niet: {0}.</translation>
    </message>
    <message>
        <source>Sending the receipts to {0}…</source>
        <translation>De ontvangstbevestigingen gaan naar {0}…</translation>
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
        <translation>Binnengekomen</translation>
    </message>
    <message>
        <source>What becomes of it</source>
        <translation>Wat ermee gebeurt</translation>
    </message>
</context>
<context>
    <name>IntakeRows</name>
    <message>
        <source>{0} (dated {1})</source>
        <translation>{0} (gedateerd {1})</translation>
    </message>
    <message>
        <source>no sender</source>
        <translation>geen afzender</translation>
    </message>
    <message>
        <source>(no subject)</source>
        <translation>(geen onderwerp)</translation>
    </message>
    <message>
        <source>From {0}, subject: {1}</source>
        <translation>Van {0}, onderwerp: {1}</translation>
    </message>
    <message>
        <source>Message-ID: {0}</source>
        <translation>Message-ID: {0}</translation>
    </message>
    <message>
        <source>It arrived on {0}, but its own date says {1}: the arrival counts.</source>
        <translation>Binnengekomen op {0}, maar de mail zelf is gedateerd op {1}: de aankomst telt.</translation>
    </message>
    <message>
        <source>1 guess to enter</source>
        <translation>1 raadpoging in te voeren</translation>
    </message>
    <message>
        <source>{0} guesses to enter</source>
        <translation>{0} raadpogingen in te voeren</translation>
    </message>
    <message>
        <source>1 of them marked</source>
        <translation>1 daarvan gemarkeerd</translation>
    </message>
    <message>
        <source>{0} of them marked</source>
        <translation>{0} daarvan gemarkeerd</translation>
    </message>
    <message>
        <source>1 guess entered</source>
        <translation>1 raadpoging ingevoerd</translation>
    </message>
    <message>
        <source>{0} guesses entered</source>
        <translation>{0} raadpogingen ingevoerd</translation>
    </message>
    <message>
        <source>not taken: {0}</source>
        <translation>niet overgenomen: {0}</translation>
    </message>
    <message>
        <source>no guess: {0}</source>
        <translation>geen raadpoging: {0}</translation>
    </message>
    <message>
        <source>Taken before: to change the round, correct its guesses on the Rounds page.</source>
        <translation>Eerder overgenomen: om de ronde te wijzigen, verbeter je de raadpogingen op de pagina Ronden.</translation>
    </message>
    <message>
        <source>The round is closed: no mail can be taken into it.</source>
        <translation>De ronde is gesloten: er kan geen mail meer voor worden overgenomen.</translation>
    </message>
    <message>
        <source>Untick to leave this mail out: the player&apos;s previous mail counts then.</source>
        <translation>Vink uit om deze mail weg te laten: dan telt de vorige mail van de speler.</translation>
    </message>
    <message>
        <source>Take the good lines (1 guess)</source>
        <translation>De goede regels overnemen (1 raadpoging)</translation>
    </message>
    <message>
        <source>Take the good lines ({0} guesses)</source>
        <translation>De goede regels overnemen ({0} raadpogingen)</translation>
    </message>
    <message>
        <source>The guesses that can be read go in; one that breaks a rule goes in marked with the reason, as on the Rounds page.</source>
        <translation>De raadpogingen die te lezen zijn, worden overgenomen; een raadpoging die een regel breekt, wordt gemarkeerd met de reden overgenomen, zoals op de pagina Ronden.</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>regel {0}</translation>
    </message>
    <message>
        <source>marked: {0}</source>
        <translation>gemarkeerd: {0}</translation>
    </message>
    <message>
        <source>{0} → {1}?</source>
        <translation>{0} → {1}?</translation>
    </message>
    <message>
        <source>line {0}: {1}</source>
        <translation>regel {0}: {1}</translation>
    </message>
    <message>
        <source>Tick to read it as a guess at {0}: {1}</source>
        <translation>Vink aan om de regel te lezen als raadpoging bij {0}: {1}</translation>
    </message>
    <message>
        <source>Mails that count</source>
        <translation>Mails die tellen</translation>
    </message>
    <message>
        <source>Tick to take this mail although it came before round {0} opened.</source>
        <translation>Vink aan om deze mail over te nemen, hoewel hij kwam voordat ronde {0} begon.</translation>
    </message>
    <message>
        <source>1 more mail came before round {1} opened</source>
        <translation>Nog 1 mail kwam binnen voordat ronde {1} begon</translation>
    </message>
    <message>
        <source>{0} more mails came before round {1} opened</source>
        <translation>Nog {0} mails kwamen binnen voordat ronde {1} begon</translation>
    </message>
    <message>
        <source>Before round {0} opened ({1})</source>
        <translation>Voor het begin van ronde {0} ({1})</translation>
    </message>
    <message>
        <source>Tick to take this mail although it came after the deadline.</source>
        <translation>Vink aan om deze mail over te nemen, hoewel hij na de sluitingstijd kwam.</translation>
    </message>
    <message>
        <source>After the deadline ({0})</source>
        <translation>Na de sluitingstijd ({0})</translation>
    </message>
    <message>
        <source>Tick to make this mail count instead of the newer ones.</source>
        <translation>Vink aan om deze mail te laten tellen in plaats van de nieuwere.</translation>
    </message>
    <message>
        <source>Superseded by a later mail</source>
        <translation>Vervangen door een latere mail</translation>
    </message>
    <message>
        <source>Tick to take this mail back in.</source>
        <translation>Vink aan om deze mail weer op te nemen.</translation>
    </message>
    <message>
        <source>Left out by you</source>
        <translation>Door jou weggelaten</translation>
    </message>
    <message>
        <source>Not from a player</source>
        <translation>Niet van een speler</translation>
    </message>
    <message>
        <source>From an address several players have</source>
        <translation>Van een adres dat meerdere spelers hebben</translation>
    </message>
    <message>
        <source>an address of {0}</source>
        <translation>een adres van {0}</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>Niet leesbaar</translation>
    </message>
    <message>
        <source>1 mail was taken for another round</source>
        <translation>1 mail is voor een andere ronde overgenomen</translation>
    </message>
    <message>
        <source>{0} mails were taken for another round</source>
        <translation>{0} mails zijn voor een andere ronde overgenomen</translation>
    </message>
    <message>
        <source>Taken for round {0}: never offered again.</source>
        <translation>Overgenomen voor ronde {0}: wordt niet opnieuw aangeboden.</translation>
    </message>
</context>
<context>
    <name>LetterValuesModel</name>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Changed: the default value of {0} is {1}</source>
        <translation>Gewijzigd: de standaardwaarde van {0} is {1}</translation>
    </message>
    <message>
        <source>The default value of {0}</source>
        <translation>De standaardwaarde van {0}</translation>
    </message>
    <message>
        <source>the value of {0} must be a whole number of at least 0, not {1!r}</source>
        <translation>de waarde van {0} moet een geheel getal van minstens 0 zijn, niet {1!r}</translation>
    </message>
    <message>
        <source>Set up the players first: the values are stored with the game.</source>
        <translation>Stel eerst de spelers in: de waarden worden met het spel opgeslagen.</translation>
    </message>
    <message>
        <source>Set the value of {0} to {1}</source>
        <translation>Waarde van {0} op {1} zetten</translation>
    </message>
    <message>
        <source>Reset the letter values</source>
        <translation>Letterwaarden herstellen</translation>
    </message>
</context>
<context>
    <name>LivePanel</name>
    <message>
        <source>optional, to check the clues; not saved</source>
        <translation>optioneel, om de sleutelwoorden te controleren; wordt niet opgeslagen</translation>
    </message>
    <message>
        <source>the clue just given</source>
        <translation>het zojuist gegeven sleutelwoord</translation>
    </message>
    <message>
        <source>P&amp;assword:</source>
        <translation>Wachtwoor&amp;d:</translation>
    </message>
    <message>
        <source>&amp;Clue:</source>
        <translation>Sle&amp;utelwoord:</translation>
    </message>
    <message>
        <source>&amp;Miss</source>
        <translation>&amp;Mis</translation>
    </message>
    <message>
        <source>The clue was missed: the dial drops and the turn passes</source>
        <translation>Het sleutelwoord was mis: de scoreschijf zakt en de beurt gaat over</translation>
    </message>
    <message>
        <source>G&amp;uessed</source>
        <translation>&amp;Geraden</translation>
    </message>
    <message>
        <source>The word was called out: it scores what the dial shows</source>
        <translation>Het woord is genoemd: het levert op wat de scoreschijf aangeeft</translation>
    </message>
    <message>
        <source>&amp;Both at once</source>
        <translation>Beide &amp;tegelijk</translation>
    </message>
    <message>
        <source>&amp;Nobody scores</source>
        <translation>Niemand s&amp;coort</translation>
    </message>
    <message>
        <source>The word ends without a score (a wrong form not corrected in one try)</source>
        <translation>Het woord eindigt zonder score (een verkeerde vorm die niet in één keer is verbeterd)</translation>
    </message>
    <message>
        <source>Un&amp;do</source>
        <translation>Ongedaan ma&amp;ken</translation>
    </message>
    <message>
        <source>New &amp;round</source>
        <translation>Nieuwe &amp;ronde</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Stel eerst de spelers in.</translation>
    </message>
    <message>
        <source>Round {0} is over.</source>
        <translation>Ronde {0} is voorbij.</translation>
    </message>
    <message>
        <source>Start a new round for the next word.</source>
        <translation>Begin een nieuwe ronde voor het volgende woord.</translation>
    </message>
    <message>
        <source>Round {0} · word {1}</source>
        <translation>Ronde {0} · woord {1}</translation>
    </message>
    <message>
        <source>counts double</source>
        <translation>telt dubbel</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; gives a clue to {1} and {2}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; geeft een sleutelwoord aan {1} en {2}</translation>
    </message>
    <message>
        <source>{0} guessed</source>
        <translation>Geraden door {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; (team {1}) gives a clue to {2}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; (ploeg {1}) geeft een sleutelwoord aan {2}</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not in the Dutch word list: fine for a name; look it up if the other side disputes it.</source>
        <translation>&apos;{0}&apos; staat niet in de Nederlandse woordenlijst: prima voor een naam; zoek het op als de tegenpartij het betwist.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not in the Dutch word list: check it in a dictionary.</source>
        <translation>&apos;{0}&apos; staat niet in de Nederlandse woordenlijst: controleer het in een woordenboek.</translation>
    </message>
    <message>
        <source>Refused: {0}</source>
        <translation>Geweigerd: {0}</translation>
    </message>
    <message>
        <source>The clue is allowed.</source>
        <translation>Het sleutelwoord is toegestaan.</translation>
    </message>
    <message>
        <source>One word: allowed. Type the password to check for parts and forms of it.</source>
        <translation>Eén woord: toegestaan. Typ het wachtwoord om te controleren op delen en vormen ervan.</translation>
    </message>
    <message>
        <source>The clue was refused: {0}</source>
        <translation>Het sleutelwoord is geweigerd: {0}</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Asks</source>
        <translation>Vrager</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Gevraagde</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Cirkel</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Vraag</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwoord</translation>
    </message>
    <message>
        <source>Corrected to</source>
        <translation>Verbeterd in</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Daarna</translation>
    </message>
    <message>
        <source>{0}&apos;s recorded password gives: {1}. Select the entry and correct it.</source>
        <translation>Het vastgelegde wachtwoord van {0} geeft: {1}. Selecteer de regel en verbeter hem.</translation>
    </message>
    <message>
        <source>{0} is out; {1} plays</source>
        <translation>{0} ligt eruit; {1} is aan de beurt</translation>
    </message>
    <message>
        <source>{0} is out: {1} wins</source>
        <translation>{0} ligt eruit: {1} wint</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>at position</source>
        <translation>op positie</translation>
    </message>
    <message>
        <source>Take the last entry off the log (Undo does too, but only until the game is closed)</source>
        <translation>De laatste regel uit het logboek halen (Ongedaan maken doet dat ook, maar alleen tot het spel wordt gesloten)</translation>
    </message>
    <message>
        <source>Answers the recorded passwords contradict, to be corrected: {0}.</source>
        <translation>Antwoorden die de vastgelegde wachtwoorden tegenspreken en verbeterd moeten worden: {0}.</translation>
    </message>
    <message>
        <source>entry {0} ({1}): given “{2}”, right “{3}”</source>
        <translation>regel {0} ({1}): gegeven “{2}”, juist “{3}”</translation>
    </message>
    <message>
        <source>Correct to yes</source>
        <translation>Verbeteren naar ja</translation>
    </message>
    <message>
        <source>Correct to no</source>
        <translation>Verbeteren naar nee</translation>
    </message>
    <message>
        <source>Remo&amp;ve the last entry</source>
        <translation>Laatste regel &amp;verwijderen</translation>
    </message>
    <message>
        <source>A wrong answer? Select it in the log to correct it.</source>
        <translation>Een fout antwoord? Selecteer het in het logboek om het te verbeteren.</translation>
    </message>
    <message>
        <source>a word guess is settled at the table: remove the entries back to it instead</source>
        <translation>een geraden woord wordt aan tafel beslist: verwijder in plaats daarvan de regels tot en met die poging</translation>
    </message>
    <message>
        <source>a pass has no answer</source>
        <translation>passen heeft geen antwoord</translation>
    </message>
    <message>
        <source>Entry {0}: {1}.</source>
        <translation>Regel {0}: {1}.</translation>
    </message>
    <message>
        <source>Entry {0}: {1} asked {2} “{3}”, answered “{4}”.</source>
        <translation>Regel {0}: {1} vroeg {2} “{3}”, antwoord “{4}”.</translation>
    </message>
    <message>
        <source>The recorded password answers “{0}”.</source>
        <translation>Het vastgelegde wachtwoord antwoordt “{0}”.</translation>
    </message>
</context>
<context>
    <name>LotModel</name>
    <message>
        <source>Guesser</source>
        <translation>Rader</translation>
    </message>
    <message>
        <source>Guesses in round 1 at</source>
        <translation>Raadt in ronde 1 bij</translation>
    </message>
</context>
<context>
    <name>MailDialog</name>
    <message>
        <source>Mail to the players: round {0}</source>
        <translation>Mail aan de spelers: ronde {0}</translation>
    </message>
    <message>
        <source>Post: Letters and Labels</source>
        <translation>Post: brieven en etiketten</translation>
    </message>
    <message>
        <source>Joe &lt;joe@example.org&gt;</source>
        <translation>Joe &lt;joe@example.org&gt;</translation>
    </message>
    <message>
        <source>&amp;Default Text</source>
        <translation>St&amp;andaardtekst</translation>
    </message>
    <message>
        <source>Put back the default text in the language chosen.</source>
        <translation>De standaardtekst in de gekozen taal terugzetten.</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Niets</translation>
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
        <translation>Het verslag voor de spelers als bestand, bij elke mail gevoegd.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Van:</translation>
    </message>
    <message>
        <source>&amp;Subject:</source>
        <translation>&amp;Onderwerp:</translation>
    </message>
    <message>
        <source>&amp;Attach the report:</source>
        <translation>Verslag &amp;bijvoegen:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>Te&amp;kst:</translation>
    </message>
    <message>
        <source>Show the &amp;secret word</source>
        <translation>&amp;Geheim woord tonen</translation>
    </message>
    <message>
        <source>Preview of the mail to</source>
        <translation>Voorbeeld van de mail aan</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bladeren…</translation>
    </message>
    <message>
        <source>Save .eml &amp;Files</source>
        <translation>.eml-bestanden op&amp;slaan</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Map:</translation>
    </message>
    <message>
        <source>One file per player, to open in a mail program and send from there.</source>
        <translation>Eén bestand per speler, om in een mailprogramma te openen en van daaruit te versturen.</translation>
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
        <translation>Geen (onversleuteld)</translation>
    </message>
    <message>
        <source>from the system keyring, if kept there</source>
        <translation>uit de sleutelbos van het systeem, als het daar bewaard is</translation>
    </message>
    <message>
        <source>&amp;Remember the password in the system keyring</source>
        <translation>Wachtwoord in de sleutelbos van het systeem ont&amp;houden</translation>
    </message>
    <message>
        <source>Without encryption the password goes over the network as it is.</source>
        <translation>Zonder versleuteling gaat het wachtwoord onversleuteld over het netwerk.</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>Verze&amp;nden</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>Se&amp;rver:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Poort:</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>V&amp;ersleuteling:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>Gebr&amp;uiker:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Wachtwoord:</translation>
    </message>
    <message>
        <source>Save as .eml Files</source>
        <translation>Opslaan als .eml-bestanden</translation>
    </message>
    <message>
        <source>Mail to the players: the lot for round 1</source>
        <translation>Mail aan de spelers: de loting voor ronde 1</translation>
    </message>
    <message>
        <source>Send by SMTP</source>
        <translation>Verzenden via SMTP</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>&amp;Retry Failed</source>
        <translation>&amp;Mislukte opnieuw proberen</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Sto&amp;ppen</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultaten</translation>
    </message>
    <message>
        <source>the player&apos;s name</source>
        <translation>de naam van de speler</translation>
    </message>
    <message>
        <source>the round</source>
        <translation>de ronde</translation>
    </message>
    <message>
        <source>their total</source>
        <translation>hun totaal</translation>
    </message>
    <message>
        <source>their rank</source>
        <translation>hun plaats</translation>
    </message>
    <message>
        <source>their guess points</source>
        <translation>hun Ratepunkte (raadpunten)</translation>
    </message>
    <message>
        <source>their word points</source>
        <translation>hun Wortpunkte (woordpunten)</translation>
    </message>
    <message>
        <source>whom they may guess at next</source>
        <translation>bij wie ze hierna mogen raden</translation>
    </message>
    <message>
        <source>their own secret word</source>
        <translation>hun eigen geheime woord</translation>
    </message>
    <message>
        <source>their guesses of the round with marks and points, their total and rank</source>
        <translation>hun eigen gissingen van de ronde met tekens en punten, hun totaal en plaats</translation>
    </message>
    <message>
        <source>the round report for the players</source>
        <translation>het rapport van de ronde voor de spelers</translation>
    </message>
    <message>
        <source>the game&apos;s title</source>
        <translation>de titel van het spel</translation>
    </message>
    <message>
        <source>Placeholders: {0}. Write {{{{ and }}}} for braces.</source>
        <translation>Plaatshouders: {0}. Schrijf {{{{ en }}}} voor accolades.</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>verzonden</translation>
    </message>
    <message>
        <source>skipped: {0}</source>
        <translation>overgeslagen: {0}</translation>
    </message>
    <message>
        <source>failed: {0}</source>
        <translation>mislukt: {0}</translation>
    </message>
    <message>
        <source>From: {0}</source>
        <translation>Van: {0}</translation>
    </message>
    <message>
        <source>To: {0}</source>
        <translation>Aan: {0}</translation>
    </message>
    <message>
        <source>Subject: {0}</source>
        <translation>Onderwerp: {0}</translation>
    </message>
    <message>
        <source>Not sent: {0}</source>
        <translation>Niet verzonden: {0}</translation>
    </message>
    <message>
        <source>{0} of {1} players get a mail.</source>
        <translation>{0} van de {1} spelers krijgen een mail.</translation>
    </message>
    <message>
        <source>Enter your own address in From first.</source>
        <translation>Vul eerst je eigen adres in bij Van.</translation>
    </message>
    <message>
        <source>No player has an e-mail address.</source>
        <translation>Geen enkele speler heeft een e-mailadres.</translation>
    </message>
    <message>
        <source>Tick the players to send the mail to.</source>
        <translation>Vink de spelers aan die de mail moeten krijgen.</translation>
    </message>
    <message>
        <source>A folder for the mails</source>
        <translation>Een map voor de mails</translation>
    </message>
    <message>
        <source>Saving the mails in {0}…</source>
        <translation>De mails worden opgeslagen in {0}…</translation>
    </message>
    <message>
        <source>The files could not be written: {0}</source>
        <translation>De bestanden konden niet worden geschreven: {0}</translation>
    </message>
    <message>
        <source>saved: {0}</source>
        <translation>opgeslagen: {0}</translation>
    </message>
    <message>
        <source>{0} files saved in {1}</source>
        <translation>{0} bestanden opgeslagen in {1}</translation>
    </message>
    <message>
        <source>Enter the password for {0}: the system keyring has none.</source>
        <translation>Voer het wachtwoord voor {0} in: de sleutelbos van het systeem heeft er geen.</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>Er is niets verstuurd.</translation>
    </message>
    <message>
        <source>waiting…</source>
        <translation>wachten…</translation>
    </message>
    <message>
        <source>Stopping after the mail on its way…</source>
        <translation>Stoppen na de mail die onderweg is…</translation>
    </message>
    <message>
        <source>Sending to {0}…</source>
        <translation>Verzenden naar {0}…</translation>
    </message>
    <message>
        <source>Sending stopped: {0}</source>
        <translation>Verzenden gestopt: {0}</translation>
    </message>
    <message>
        <source>{0} sent, {1} failed, {2} skipped</source>
        <translation>{0} verzonden, {1} mislukt, {2} overgeslagen</translation>
    </message>
    <message>
        <source>By mail: {0}</source>
        <translation>Per e-mail: {0}</translation>
    </message>
    <message>
        <source>By letter (Post tab): {0}</source>
        <translation>Per brief (tabblad Post): {0}</translation>
    </message>
    <message>
        <source>By mail and letter: {0}</source>
        <translation>Per e-mail en brief: {0}</translation>
    </message>
    <message>
        <source>Neither (no e-mail and no postal address): {0}</source>
        <translation>Geen van beide (geen e-mailadres en geen postadres): {0}</translation>
    </message>
    <message>
        <source>Joe Grimm, Hauptstr. 1, 12345 Berlin</source>
        <translation>Joe Grimm, Hoofdstraat 1, 1234 AB Utrecht</translation>
    </message>
    <message>
        <source>The return line above the player&apos;s address: your name and address, its lines separated by commas.</source>
        <translation>De afzenderregel boven het adres van de speler: je eigen naam en adres, de regels gescheiden door komma&apos;s.</translation>
    </message>
    <message>
        <source>A4, DIN 5008 form B (DL or C5/6 window envelope)</source>
        <translation>A4, DIN 5008 vorm B (vensterenvelop DL of C5/6)</translation>
    </message>
    <message>
        <source>US Letter, #10 window envelope</source>
        <translation>US Letter, #10-vensterenvelop</translation>
    </message>
    <message>
        <source>Duple&amp;x: pad every letter to an even number of pages</source>
        <translation>&amp;Dubbelzijdig: elke brief aanvullen tot een even aantal pagina&apos;s</translation>
    </message>
    <message>
        <source>Players without an e-mail address</source>
        <translation>Spelers zonder e-mailadres</translation>
    </message>
    <message>
        <source>Every player with a postal address</source>
        <translation>Elke speler met een postadres</translation>
    </message>
    <message>
        <source>Who gets a letter and a label. Players with an e-mail address get the mail as well.</source>
        <translation>Wie een brief en een etiket krijgt. Spelers met een e-mailadres krijgen ook de e-mail.</translation>
    </message>
    <message>
        <source>One file for all: PDF or Word (.docx)</source>
        <translation>Eén bestand voor allen: PDF of Word (.docx)</translation>
    </message>
    <message>
        <source>One PDF per player, in a folder</source>
        <translation>Eén PDF per speler, in een map</translation>
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
        <translation>Etiketten als PDF op&amp;slaan…</translation>
    </message>
    <message>
        <source>Y&amp;our address:</source>
        <translation>&amp;Eigen adres:</translation>
    </message>
    <message>
        <source>Pla&amp;ce:</source>
        <translation>P&amp;laats:</translation>
    </message>
    <message>
        <source>Letter recipie&amp;nts:</source>
        <translation>Wie krijgt een brie&amp;f:</translation>
    </message>
    <message>
        <source>Pa&amp;ge:</source>
        <translation>Pap&amp;ier:</translation>
    </message>
    <message>
        <source>Label s&amp;heet:</source>
        <translation>Etikette&amp;nvel:</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Left out: {0}</source>
        <translation>Weggelaten: {0}</translation>
    </message>
    <message>
        <source>Save the letters</source>
        <translation>De brieven opslaan</translation>
    </message>
    <message>
        <source>Sa&amp;ve Letters…</source>
        <translation>B&amp;rieven opslaan…</translation>
    </message>
    <message>
        <source>Letters &amp;in:</source>
        <translation>&amp;Uitvoer van de brieven:</translation>
    </message>
    <message>
        <source>Word (*.docx)</source>
        <translation>Word (*.docx)</translation>
    </message>
    <message>
        <source>Nobody gets a letter.</source>
        <translation>Niemand krijgt een brief.</translation>
    </message>
    <message>
        <source>The letters could not be written: {0}</source>
        <translation>De brieven konden niet worden geschreven: {0}</translation>
    </message>
    <message>
        <source>{0} letters saved in {1}.</source>
        <translation>{0} brieven opgeslagen in {1}.</translation>
    </message>
    <message>
        <source>Save the address labels</source>
        <translation>De adresetiketten opslaan</translation>
    </message>
    <message>
        <source>The labels could not be written: {0}</source>
        <translation>De etiketten konden niet worden geschreven: {0}</translation>
    </message>
    <message>
        <source>{0} labels saved in {1}.</source>
        <translation>{0} etiketten opgeslagen in {1}.</translation>
    </message>
    <message>
        <source>Only the players ticked get the mail.</source>
        <translation>Alleen de aangevinkte spelers krijgen de mail.</translation>
    </message>
    <message>
        <source>Tic&amp;k All</source>
        <translation>Alles aan&amp;vinken</translation>
    </message>
    <message>
        <source>Untick All</source>
        <translation>Alles uitvinken</translation>
    </message>
    <message>
        <source>Also send the final report to pla&amp;yers who withdrew</source>
        <translation>Eindstand ook naar teruggetrokken spelers ver&amp;sturen</translation>
    </message>
    <message>
        <source>Players who withdrew get no mail while the game goes on; now that it is over, the final report may go to them.</source>
        <translation>Teruggetrokken spelers krijgen geen mail zolang het spel loopt; nu het afgelopen is, mag de eindstand naar hen gaan.</translation>
    </message>
    <message>
        <source>Only once the game is over: the final report may go to them too.</source>
        <translation>Pas als het spel afgelopen is: dan mag de eindstand ook naar hen gaan.</translation>
    </message>
    <message>
        <source>Recipients</source>
        <translation>Ontvangers</translation>
    </message>
    <message>
        <source>{0} (no mail: {1})</source>
        <translation>{0} (geen mail: {1})</translation>
    </message>
</context>
<context>
    <name>MailboxAccount</name>
    <message>
        <source>Mailbox</source>
        <translation>Mailbox</translation>
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
        <translation>&amp;Map:</translation>
    </message>
    <message>
        <source>None (unencrypted)</source>
        <translation>Geen (onversleuteld)</translation>
    </message>
    <message>
        <source>from the system keyring, if kept there</source>
        <translation>uit de sleutelbos van het systeem, als het daar bewaard is</translation>
    </message>
    <message>
        <source>&amp;Remember the password in the system keyring</source>
        <translation>Wachtwoord in de sleutelbos van het systeem o&amp;nthouden</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>Se&amp;rver:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Poort:</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>V&amp;ersleuteling:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>Gebr&amp;uiker:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Wachtwoord:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Secret words masked</source>
        <translation>Geheime woorden afgedekt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nieuw</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Slui&amp;ten</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importeren</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporteren</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Afdruk&amp;voorbeeld…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Af&amp;drukken…</translation>
    </message>
    <message>
        <source>Open &amp;the Rules&apos; Example</source>
        <translation>Voorbeeld &amp;uit de spelregels openen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Ongedaan ma&amp;ken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Op&amp;nieuw</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spelregels</translation>
    </message>
    <message>
        <source>Your &amp;First Game</source>
        <translation>Je &amp;eerste spel</translation>
    </message>
    <message>
        <source>&amp;About wordmastermind</source>
        <translation>&amp;Over wordmastermind</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Geen recente bestanden</translation>
    </message>
    <message>
        <source>Nothing to do before a game is open</source>
        <translation>Niets te doen zolang er geen spel geopend is</translation>
    </message>
    <message>
        <source>Nothing to do before a round is entered</source>
        <translation>Niets te doen zolang er geen ronde is ingevoerd</translation>
    </message>
    <message>
        <source>Written: {0}</source>
        <translation>Geschreven: {0}</translation>
    </message>
    <message>
        <source>There is nothing to print yet: enter a round first.</source>
        <translation>Er valt nog niets af te drukken: voer eerst een ronde in.</translation>
    </message>
    <message>
        <source>Letters the font cannot print</source>
        <translation>Tekens die het lettertype niet kan afdrukken</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Een spel openen</translation>
    </message>
    <message>
        <source>{0}: not a file this app opens</source>
        <translation>{0}: geen bestand dat deze app kan openen</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Het spel opslaan</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>{0} opgeslagen</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>Gewijzigd op schijf</translation>
    </message>
    <message>
        <source>{0} was changed on disk since you opened it, by another program or another copy of wordmastermind. Saving over it would lose that change; nothing was saved.

Open: reload the file as it is now (your unsaved changes here are lost).
Save: save your version under another name.</source>
        <translation>{0} is op schijf gewijzigd sinds je het opende, door een ander programma of een ander exemplaar van wordmastermind. Opslaan zou die wijziging overschrijven; er is niets opgeslagen.

Openen: het bestand opnieuw laden zoals het nu is (je niet-opgeslagen wijzigingen hier gaan verloren).
Opslaan: jouw versie onder een andere naam opslaan.</translation>
    </message>
    <message>
        <source>Reloaded {0}</source>
        <translation>{0} opnieuw geladen</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Niet-opgeslagen wijzigingen</translation>
    </message>
    <message>
        <source>{0} has unsaved changes. Save them?</source>
        <translation>{0} heeft niet-opgeslagen wijzigingen. Wil je ze opslaan?</translation>
    </message>
    <message>
        <source>wordmastermind</source>
        <translation>wordmastermind</translation>
    </message>
    <message>
        <source>About wordmastermind</source>
        <translation>Over wordmastermind</translation>
    </message>
    <message>
        <source>&lt;h3&gt;wordmastermind {0}&lt;/h3&gt;&lt;p&gt;The game master&apos;s evaluator for Joes Wörter-MasterMind by Johannes Grimm.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Word lists&lt;/b&gt; (offline):&lt;/p&gt;&lt;ul&gt;&lt;li&gt;German nouns: &lt;i&gt;german-nouns&lt;/i&gt; by Gregor Weichbrodt, from the German Wiktionary; CC BY-SA 4.0.&lt;/li&gt;&lt;li&gt;German, Dutch and French words with frequencies: &lt;i&gt;wordfreq&lt;/i&gt; by Robyn Speer; data CC BY-SA 4.0, code Apache 2.0.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The word lists advise; the agreed dictionary and the game master decide.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;wordmastermind {0}&lt;/h3&gt;&lt;p&gt;Het beoordelingsprogramma voor de spelleider van Joes Wörter-MasterMind van Johannes Grimm.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Woordenlijsten&lt;/b&gt; (offline):&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Duitse zelfstandige naamwoorden: &lt;i&gt;german-nouns&lt;/i&gt; van Gregor Weichbrodt, uit de Duitse Wiktionary; CC BY-SA 4.0.&lt;/li&gt;&lt;li&gt;Duitse, Nederlandse en Franse woorden met frequenties: &lt;i&gt;wordfreq&lt;/i&gt; van Robyn Speer; gegevens CC BY-SA 4.0, code Apache 2.0.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;De woordenlijsten adviseren; het afgesproken woordenboek en de spelleider beslissen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Licences:&lt;/b&gt; wordmastermind is free software under the MIT licence. It is built on Python {0} and Qt {1} through Qt for Python (PySide6, LGPL v3), with python-docx and openpyxl (MIT) for the reports and pandas (BSD) for the rosters.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Licenties:&lt;/b&gt; wordmastermind is vrije software onder de MIT-licentie. Het is gebouwd op Python {0} en Qt {1} via Qt for Python (PySide6, LGPL v3), met python-docx en openpyxl (MIT) voor de rapporten en pandas (BSD) voor de spelerslijsten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Autosave failed: {0}</source>
        <translation>Automatisch opslaan mislukt: {0}</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Niet-opgeslagen werk herstellen?</translation>
    </message>
    <message>
        <source>wordmastermind was closed with unsaved changes to {0}. Restore them?</source>
        <translation>wordmastermind is afgesloten met niet-opgeslagen wijzigingen in {0}. Wil je ze herstellen?</translation>
    </message>
    <message>
        <source>an unsaved game</source>
        <translation>een niet-opgeslagen spel</translation>
    </message>
    <message>
        <source>The unsaved work cannot be restored: {0}</source>
        <translation>Het niet-opgeslagen werk kan niet worden hersteld: {0}</translation>
    </message>
    <message>
        <source>Opening {0}…</source>
        <translation>{0} wordt geopend…</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Welkom</translation>
    </message>
    <message>
        <source>Open the rules&apos; own example (Alfons, Gustav, Beatrix, Emil and Fritzchen; Alfons&apos;s secret is SALAT) to see a game at work?</source>
        <translation>Het voorbeeld uit de spelregels openen (Alfons, Gustav, Beatrix, Emil en Fritzchen; het geheime woord van Alfons is SALAT) om een spel in actie te zien?</translation>
    </message>
</context>
<context>
    <name>MoveEntry</name>
    <message>
        <source>the edge</source>
        <translation>de rand</translation>
    </message>
    <message>
        <source>{0} holds no tile to play through</source>
        <translation>op {0} ligt geen steen om doorheen te spelen</translation>
    </message>
    <message>
        <source>column o</source>
        <translation>kolom o</translation>
    </message>
    <message>
        <source>row 15</source>
        <translation>rij 15</translation>
    </message>
    <message>
        <source>no room for {0}: the word reaches {1}, the edge of the board</source>
        <translation>geen plaats voor {0}: het woord reikt tot {1}, de rand van het bord</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>Player 1</source>
        <translation>Speler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Speler 2</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rekje</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zet</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Woorden</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Opmerking</translation>
    </message>
    <message>
        <source>{0} tiles: +{1}</source>
        <translation>{0} stenen: +{1}</translation>
    </message>
    <message>
        <source>8 tiles: × 2</source>
        <translation>8 stenen: × 2</translation>
    </message>
    <message>
        <source>challenge bonus</source>
        <translation>bonus na onterechte uitdaging</translation>
    </message>
    <message>
        <source>the others&apos; tiles left</source>
        <translation>stenen van de anderen over</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>teruggenomen</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>gepast</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>geruild</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>strafpunten</translation>
    </message>
    <message>
        <source>tiles left</source>
        <translation>stenen over</translation>
    </message>
    <message>
        <source>Put back the play {0} (not withdrawn)</source>
        <translation>De zet {0} terugzetten (niet teruggenomen)</translation>
    </message>
    <message>
        <source>Withdraw the play {0} (a phony: it scores nothing)</source>
        <translation>De zet {0} terugnemen (ongeldig woord: levert niets op)</translation>
    </message>
    <message>
        <source>not in the Dutch word list: {0}</source>
        <translation>niet in de Nederlandse woordenlijst: {0}</translation>
    </message>
    <message>
        <source>Not in the Dutch word list: {0}. Right-click to accept.</source>
        <translation>Niet in de Nederlandse woordenlijst: {0}. Klik met de rechtermuisknop om te accepteren.</translation>
    </message>
</context>
<context>
    <name>OpeningField</name>
    <message>
        <source>Open&amp;ing</source>
        <translation>Beg&amp;in</translation>
    </message>
    <message>
        <source>Set, or clear, when the round opened</source>
        <translation>Het begin van de ronde vastleggen of wissen</translation>
    </message>
    <message>
        <source>When the round opened: Set records the date and time chosen here</source>
        <translation>Begin van de ronde: Vastleggen legt de hier gekozen datum en tijd vast</translation>
    </message>
    <message>
        <source>&amp;Set</source>
        <translation>&amp;Vastleggen</translation>
    </message>
    <message>
        <source>Record the date and time beside as the round&apos;s opening</source>
        <translation>De datum en tijd ernaast vastleggen als begin van de ronde</translation>
    </message>
    <message>
        <source>It Opens &amp;Now</source>
        <translation>Begint &amp;nu</translation>
    </message>
    <message>
        <source>Record this moment as the round&apos;s opening</source>
        <translation>Dit moment vastleggen als begin van de ronde</translation>
    </message>
    <message>
        <source>C&amp;lear the Opening</source>
        <translation>Begin &amp;wissen</translation>
    </message>
    <message>
        <source>Forget the recorded opening: it is worked out again, if it can be</source>
        <translation>Het vastgelegde begin vergeten: het wordt opnieuw afgeleid, als dat kan</translation>
    </message>
    <message>
        <source>A round opens when the report of the round before goes out: mailed or saved as letters in Game ▸ Mail the Players…, or set here. Mails that arrived before it are not the round&apos;s.</source>
        <translation>Een ronde begint wanneer het verslag van de ronde ervoor de deur uitgaat: gemaild of als brieven opgeslagen in Spel ▸ De spelers mailen…, of hier vastgelegd. Mails die daarvoor binnenkwamen, horen niet bij de ronde.</translation>
    </message>
    <message>
        <source>Opened: not known</source>
        <translation>Begin: onbekend</translation>
    </message>
    <message>
        <source>Round {0} has no recorded opening, and none can be worked out: every mail may be its.</source>
        <translation>Voor ronde {0} is geen begin vastgelegd en er valt er ook geen af te leiden: elke mail kan bij deze ronde horen.</translation>
    </message>
    <message>
        <source>Opened: {0}</source>
        <translation>Begin: {0}</translation>
    </message>
    <message>
        <source>Opened: {0} (worked out)</source>
        <translation>Begin: {0} (afgeleid)</translation>
    </message>
    <message>
        <source>Round {0} opened on {1}, as recorded.</source>
        <translation>Ronde {0} begon op {1}, zoals vastgelegd.</translation>
    </message>
    <message>
        <source>No opening of round {0} is recorded: {1} is worked out from the last mail taken for an earlier round.</source>
        <translation>Voor ronde {0} is geen begin vastgelegd: {1} is afgeleid uit de laatste mail die voor een eerdere ronde is overgenomen.</translation>
    </message>
    <message>
        <source>No opening of round {0} is recorded: {1} is worked out from the deadline of round {2}.</source>
        <translation>Voor ronde {0} is geen begin vastgelegd: {1} is afgeleid uit de sluitingstijd van ronde {2}.</translation>
    </message>
</context>
<context>
    <name>OutgoingMail</name>
    <message>
        <source>Set your address and the SMTP server in Game ▸ Mail the Players… first.</source>
        <translation>Vul eerst je adres en de SMTP-server in bij Spel ▸ De spelers mailen….</translation>
    </message>
    <message>
        <source>The system keyring has no SMTP password for {0}: keep it there in Game ▸ Mail the Players… first.</source>
        <translation>De sleutelbos van het systeem heeft geen SMTP-wachtwoord voor {0}: onthoud het daar eerst via Spel ▸ De spelers mailen….</translation>
    </message>
    <message>
        <source>{0} of {1} mails sent.</source>
        <translation>{0} van {1} mails verzonden.</translation>
    </message>
    <message>
        <source>Not sent: {0}</source>
        <translation>Niet verzonden: {0}</translation>
    </message>
    <message>
        <source>Skipped: {0}</source>
        <translation>Overgeslagen: {0}</translation>
    </message>
    <message>
        <source>Sending stopped: {0}</source>
        <translation>Verzenden gestopt: {0}</translation>
    </message>
</context>
<context>
    <name>OwnGuessesModel</name>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Raadwoord</translation>
    </message>
    <message>
        <source>Word of</source>
        <translation>Woord van</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Uitslag</translation>
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
        <translation>Punten</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>ongeldig</translation>
    </message>
    <message>
        <source>The points are KP × WF / V, rounded</source>
        <translation>De punten zijn KP × WF / V, afgerond</translation>
    </message>
</context>
<context>
    <name>Password</name>
    <message>
        <source>The rules name only the letters of circle 2 (D, W, S, N, J). The other circles are an assumption: check them against your board and correct them. The vowel circle 7 is taken as A, E, I, O, U, and Y is on it too (Y on the vowel circle).</source>
        <translation>De spelregels noemen alleen de letters van cirkel 2 (D, W, S, N, J). De andere cirkels zijn een aanname: controleer ze met je eigen bord en verbeter ze. De klinkercirkel 7 is A, E, I, O, U, en ook de Y staat erop (Y in de klinkercirkel).</translation>
    </message>
    <message>
        <source>The rules name only the letters of circle 2 (D, W, S, N, J). The other circles are an assumption: check them against your board and correct them. The vowel circle 7 is taken as A, E, I, O, U; Y counts as a consonant.</source>
        <translation>De spelregels noemen alleen de letters van cirkel 2 (D, W, S, N, J). De andere cirkels zijn een aanname: controleer ze met je eigen bord en verbeter ze. De klinkercirkel 7 is A, E, I, O, U; de Y telt als medeklinker.</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>yes, position {0}</source>
        <translation>ja, positie {0}</translation>
    </message>
    <message>
        <source>corrects entry {0}</source>
        <translation>verbetert regel {0}</translation>
    </message>
    <message>
        <source>passes (nothing left to ask)</source>
        <translation>past (niets meer te vragen)</translation>
    </message>
    <message>
        <source>is it {0}?</source>
        <translation>is het {0}?</translation>
    </message>
    <message>
        <source>another letter of circle {0} ({1})?</source>
        <translation>nog een letter van cirkel {0} ({1})?</translation>
    </message>
    <message>
        <source>a letter of circle {0}?</source>
        <translation>een letter van cirkel {0}?</translation>
    </message>
    <message>
        <source>letter {0}?</source>
        <translation>letter {0}?</translation>
    </message>
    <message>
        <source>{0} again?</source>
        <translation>nog een {0}?</translation>
    </message>
    <message>
        <source>Correct entry {0}: {1}</source>
        <translation>Regel {0} verbeteren: {1}</translation>
    </message>
    <message>
        <source>{0} passes on circle {1}</source>
        <translation>{0} past op cirkel {1}</translation>
    </message>
    <message>
        <source>{0} asks {1}: {2} {3}</source>
        <translation>{0} vraagt {1}: {2} {3}</translation>
    </message>
</context>
<context>
    <name>PasswordDocument</name>
    <message>
        <source>Untitled PASSWORD game</source>
        <translation>Naamloos PASSWORD-spel</translation>
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
        <translation>Elke speler verbergt een Frans woord van 2 tot 8 letters; de dobbelstenen sturen de pion naar een cirkel met letters, en de spelers vragen elkaar daarnaar. Dit blad houdt het logboek van de vragen bij, volgt de beurten en tekent het deductierooster van elke speler.</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>Be&amp;urt</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Spele&amp;rs</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>B&amp;ord</translation>
    </message>
    <message>
        <source>L&amp;og</source>
        <translation>&amp;Logboek</translation>
    </message>
    <message>
        <source>Candidates (game &amp;master only)</source>
        <translation>Kand&amp;idaten (alleen voor de spelleider)</translation>
    </message>
    <message>
        <source>Check the boar&amp;d…</source>
        <translation>Bord con&amp;troleren…</translation>
    </message>
    <message>
        <source>PASSWORD games (*{0})</source>
        <translation>PASSWORD-spellen (*{0})</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Stel eerst de spelers in.</translation>
    </message>
    <message>
        <source>Score sheet as {0}…</source>
        <translation>Scoreblad als {0}…</translation>
    </message>
    <message>
        <source>Game master&apos;s copy, with every password, as {0}…</source>
        <translation>Exemplaar van de spelleider, met alle wachtwoorden, als {0}…</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Dobbelstenen gooien</translation>
    </message>
    <message>
        <source>Remove the last entry</source>
        <translation>Laatste regel verwijderen</translation>
    </message>
    <message>
        <source>The winner&apos;s password does not conform: the last player out wins</source>
        <translation>Het wachtwoord van de winnaar klopt niet: de laatst uitgeschakelde speler wint</translation>
    </message>
    <message>
        <source>The winner&apos;s password conforms after all</source>
        <translation>Het wachtwoord van de winnaar klopt toch</translation>
    </message>
    <message>
        <source>Set up the players</source>
        <translation>Spelers instellen</translation>
    </message>
    <message>
        <source>Change the players</source>
        <translation>Spelers wijzigen</translation>
    </message>
    <message>
        <source>Reports in {0}</source>
        <translation>Rapporten in het {0}</translation>
    </message>
    <message>
        <source>Correct entry {0}: {1}</source>
        <translation>Regel {0} verbeteren: {1}</translation>
    </message>
    <message>
        <source>The winner&apos;s password does not conform</source>
        <translation>Het wachtwoord van de winnaar klopt niet</translation>
    </message>
    <message>
        <source>The winner&apos;s password conforms</source>
        <translation>Het wachtwoord van de winnaar klopt</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>W&amp;ithdraw…</source>
        <translation>&amp;Terugtrekken…</translation>
    </message>
    <message>
        <source>&amp;Take Over…</source>
        <translation>Laten overne&amp;men…</translation>
    </message>
    <message>
        <source>Someone new plays this place from a round on, with its secret word</source>
        <translation>Een nieuwe speler speelt deze plaats vanaf een ronde verder, met het geheime woord ervan</translation>
    </message>
    <message>
        <source>Points by round: what each player&apos;s total gained in it</source>
        <translation>Punten per ronde: wat de stand van elke speler erin won</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Choose a player: their guesses are shown beside</source>
        <translation>Kies een speler: zijn raadpogingen staan ernaast</translation>
    </message>
    <message>
        <source>The chosen player&apos;s guesses</source>
        <translation>Raadpogingen van de gekozen speler</translation>
    </message>
    <message>
        <source>The chosen player&apos;s own guesses of every round</source>
        <translation>De eigen raadpogingen van de gekozen speler in elke ronde</translation>
    </message>
    <message>
        <source>Points by round</source>
        <translation>Punten per ronde</translation>
    </message>
    <message>
        <source>{0}: {1} guesses in {2} rounds, {3} guess points; {4} points in all, rank {5}.</source>
        <translation>{0}: {1} raadpogingen in {2} ronden, {3} raadpunten; in totaal {4} punten, plaats {5}.</translation>
    </message>
    <message>
        <source>Take Back the W&amp;ithdrawal</source>
        <translation>&amp;Terugtrekking ongedaan maken</translation>
    </message>
    <message>
        <source>Choose a player to see their own guesses of every round.</source>
        <translation>Kies een speler om zijn raadpogingen van elke ronde te zien.</translation>
    </message>
</context>
<context>
    <name>PointsTableModel</name>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>R{0}</source>
        <translation>R{0}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Points gained in round {0}: guess points and word points</source>
        <translation>Punten uit ronde {0}: raadpunten en woordpunten</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Systeemstandaard</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>Reports and mails are written in each game&apos;s own language, whatever the interface&apos;s.</source>
        <translation>Rapporten en mails worden geschreven in de eigen taal van elk spel, los van de taal van de interface.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>T&amp;hema:</translation>
    </message>
    <message>
        <source>&amp;my own address</source>
        <translation>&amp;mijn eigen adres</translation>
    </message>
    <message>
        <source>The address in From of Game ▸ Mail the Players…</source>
        <translation>Het adres bij Van in Spel ▸ De spelers mailen…</translation>
    </message>
    <message>
        <source>nobody, or an address</source>
        <translation>niemand, of een adres</translation>
    </message>
    <message>
        <source>&amp;Copy every mail to:</source>
        <translation>&amp;Kopie van elke mail naar:</translation>
    </message>
    <message>
        <source>A blind copy: the players do not see it, and a copy the server refuses fails no player&apos;s mail.</source>
        <translation>Een blinde kopie: de spelers zien die niet, en een kopie die de server weigert, laat geen mail aan een speler mislukken.</translation>
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
        <translation>Spelers herinneren</translation>
    </message>
    <message>
        <source>Ro&amp;und:</source>
        <translation>R&amp;onde:</translation>
    </message>
    <message>
        <source>Players with no guess in the round:</source>
        <translation>Spelers zonder raadpoging in de ronde:</translation>
    </message>
    <message>
        <source>Save as .&amp;eml Files…</source>
        <translation>Opslaan als .&amp;eml-bestanden…</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>Verze&amp;nden</translation>
    </message>
    <message>
        <source>The game ended after round {0}: nobody guesses any more.</source>
        <translation>Het spel eindigde na ronde {0}: niemand raadt nog.</translation>
    </message>
    <message>
        <source>{0} (no reminder: {1})</source>
        <translation>{0} (geen herinnering: {1})</translation>
    </message>
    <message>
        <source>Round {0}: every player has guessed; no reminder to send.</source>
        <translation>Ronde {0}: elke speler heeft geraden; geen herinnering te sturen.</translation>
    </message>
    <message>
        <source>Set your address in Game ▸ Mail the Players… first.</source>
        <translation>Vul eerst je adres in bij Spel ▸ De spelers mailen….</translation>
    </message>
    <message>
        <source>A folder for the reminders</source>
        <translation>Een map voor de herinneringen</translation>
    </message>
    <message>
        <source>The files could not be written: {0}</source>
        <translation>De bestanden konden niet worden geschreven: {0}</translation>
    </message>
    <message>
        <source>{0} files saved in {1}</source>
        <translation>{0} bestanden opgeslagen in {1}</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>Er is niets verstuurd.</translation>
    </message>
    <message>
        <source>Sending the reminders to {0}…</source>
        <translation>De herinneringen gaan naar {0}…</translation>
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
        <translation>Word-documenten (*.docx)</translation>
    </message>
    <message>
        <source>Excel</source>
        <translation>Excel</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel-werkmappen (*.xlsx)</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-documenten (*.pdf)</translation>
    </message>
    <message>
        <source>text</source>
        <translation>tekst</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Tekstbestanden (*.txt)</translation>
    </message>
</context>
<context>
    <name>ReportLanguage</name>
    <message>
        <source>English</source>
        <translation>Engels</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Duits</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Nederlands</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Frans</translation>
    </message>
</context>
<context>
    <name>ReportLanguageBox</name>
    <message>
        <source>The language of this game&apos;s reports, whatever the app&apos;s</source>
        <translation>De taal van de rapporten van dit spel, los van die van het programma</translation>
    </message>
</context>
<context>
    <name>RondoDocument</name>
    <message>
        <source>Untitled RONDO game</source>
        <translation>Naamloos RONDO-spel</translation>
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
        <translation>De spelers leggen letterkaarten in een uittrekbare kaarthouder en vormen elke beurt een nieuw woord. Dit blad controleert elke beurt aan de hand van de regels en houdt de score bij.</translation>
    </message>
    <message>
        <source>The RONDO rules print each letter&apos;s value on its card but do not list the values. The default is the table of the Woordspel rules (Brettspielnetz.de); change a value to match your cards (double-click it, or F2). Changed values are bold. The values are saved with the game; every turn is scored anew.</source>
        <translation>De RONDO-kaarten dragen elk de waarde van hun letter, maar de spelregels geven geen lijst van waarden. Standaard geldt de tabel uit de Woordspel-regels (Brettspielnetz.de); pas een waarde aan je kaarten aan (dubbelklik erop, of F2). Gewijzigde waarden zijn vet. De waarden worden met het spel opgeslagen; elke beurt wordt opnieuw geteld.</translation>
    </message>
    <message>
        <source>Reset to the defau&amp;lts</source>
        <translation>Standaardwaarden hers&amp;tellen</translation>
    </message>
    <message>
        <source>The Woordspel values (Brettspielnetz.de)</source>
        <translation>De Woordspel-waarden (Brettspielnetz.de)</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Opzet</translation>
    </message>
    <message>
        <source>Letter &amp;values</source>
        <translation>Letterwaar&amp;den</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Spel&amp;en</translation>
    </message>
    <message>
        <source>&amp;Skip (stroke)</source>
        <translation>O&amp;verslaan (streep)</translation>
    </message>
    <message>
        <source>No word within the 60 seconds: a stroke; exchanged cards still cost 2 each</source>
        <translation>Geen woord binnen de 60 seconden: een streep; geruilde kaarten kosten toch elk 2</translation>
    </message>
    <message>
        <source>Holder now:</source>
        <translation>Houder nu:</translation>
    </message>
    <message>
        <source>60 seconds</source>
        <translation>60 seconden</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>Sta&amp;rten</translation>
    </message>
    <message>
        <source>RONDO games (*{0})</source>
        <translation>RONDO-spellen (*{0})</translation>
    </message>
    <message>
        <source>Score sheet as {0}…</source>
        <translation>Scoreblad als {0}…</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Stel eerst de spelers in.</translation>
    </message>
    <message>
        <source>Set up the teams</source>
        <translation>Teams instellen</translation>
    </message>
    <message>
        <source>Set up the players</source>
        <translation>Spelers instellen</translation>
    </message>
    <message>
        <source>Change the teams</source>
        <translation>Teams wijzigen</translation>
    </message>
    <message>
        <source>Change the players</source>
        <translation>Spelers wijzigen</translation>
    </message>
    <message>
        <source>Reports in {0}</source>
        <translation>Rapporten in het {0}</translation>
    </message>
    <message>
        <source>Play {0}</source>
        <translation>{0} spelen</translation>
    </message>
    <message>
        <source>Skip a turn</source>
        <translation>Beurt overslaan</translation>
    </message>
    <message>
        <source>not in the Dutch word list</source>
        <translation>niet in de Nederlandse woordenlijst</translation>
    </message>
    <message>
        <source>{0} is {1}; you may still play it, and accept it on the sheet (right-click).</source>
        <translation>{0} staat {1}; je mag het toch spelen en het op het blad accepteren (rechtermuisknop).</translation>
    </message>
    <message>
        <source>Cannot play yet: {0}</source>
        <translation>Kan nog niet spelen: {0}</translation>
    </message>
    <message>
        <source>Enter the turn as laid (Enter on a slot or in the notation)</source>
        <translation>De beurt invoeren zoals gelegd (Enter op een vak of in de notatie)</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Tijd!</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Stopp&amp;en</translation>
    </message>
    <message>
        <source>Set up the players first: the values are stored with the game.</source>
        <translation>Stel eerst de spelers in: de waarden worden met het spel opgeslagen.</translation>
    </message>
    <message>
        <source>Set up the players and apply them to start.</source>
        <translation>Stel de spelers in en pas ze toe om te beginnen.</translation>
    </message>
    <message>
        <source>closed (3 empty slots)</source>
        <translation>gesloten (3 lege vakken)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Turn {0}{1}: {2}</source>
        <translation>Beurt {0}{1}: {2}</translation>
    </message>
    <message>
        <source>Turn {0}{1}: &lt;b&gt;{2}&lt;/b&gt; to play</source>
        <translation>Beurt {0}{1}: &lt;b&gt;{2}&lt;/b&gt; is aan de beurt</translation>
    </message>
    <message>
        <source>{0} (not started)</source>
        <translation>{0} (niet begonnen)</translation>
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
        <translation>Winnaar: &lt;b&gt;{0}&lt;/b&gt; met {1} punten</translation>
    </message>
    <message>
        <source>Leading: &lt;b&gt;{0}&lt;/b&gt; with {1} points</source>
        <translation>Aan kop: &lt;b&gt;{0}&lt;/b&gt; met {1} punten</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; starts</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; begint</translation>
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
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Woord</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>Houder</translation>
    </message>
    <message>
        <source>Exchanges</source>
        <translation>Geruild</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Stroke</source>
        <translation>Streep</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Not in the Dutch word list. Right-click to accept it.</source>
        <translation>Niet in de Nederlandse woordenlijst. Klik met de rechtermuisknop om het te accepteren.</translation>
    </message>
</context>
<context>
    <name>RosterChoices</name>
    <message>
        <source>by address</source>
        <translation>volgens adres</translation>
    </message>
    <message>
        <source>e-mail</source>
        <translation>e-mail</translation>
    </message>
    <message>
        <source>post</source>
        <translation>post</translation>
    </message>
    <message>
        <source>both</source>
        <translation>beide</translation>
    </message>
    <message>
        <source>game&apos;s choice</source>
        <translation>zoals het spel</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
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
        <translation>Hoe de speler uw mails en brieven krijgt: volgens adres volgt de bekende adressen (e-mail als er een is, anders een brief).</translation>
    </message>
    <message>
        <source>What the player&apos;s mails carry: the game&apos;s choice is the one made in Game ▸ Mail the Players….</source>
        <translation>Wat de mails van de speler als bijlage hebben: zoals het spel is de keuze in Spel ▸ De spelers mailen….</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Secret word</source>
        <translation>Geheim woord</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Kanaal</translation>
    </message>
    <message>
        <source>Attachment</source>
        <translation>Bijlage</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Not in the word lists: {0}. Right-click to accept it.</source>
        <translation>Niet in de woordenlijsten: {0}. Klik met de rechtermuisknop om het te accepteren.</translation>
    </message>
    <message>
        <source>Type a name here to add a player</source>
        <translation>Typ hier een naam om een speler toe te voegen</translation>
    </message>
    <message>
        <source>Right-click a player to withdraw them, to let someone take their place over, or to take either back</source>
        <translation>Klik met rechts op een speler om die terug te trekken, de plaats te laten overnemen of dat ongedaan te maken</translation>
    </message>
    <message>
        <source>Add player {0}</source>
        <translation>Speler {0} toevoegen</translation>
    </message>
    <message>
        <source>Change {0} of {1}</source>
        <translation>{0} van {1} wijzigen</translation>
    </message>
    <message>
        <source>{0}&apos;s old address {1} is kept as a second address: mail from it still counts. To remove it, type the field without it.</source>
        <translation>Het oude adres {1} van {0} blijft bewaard als tweede adres: mail vanaf dat adres telt nog steeds. Typ het veld zonder dat adres om het te verwijderen.</translation>
    </message>
    <message>
        <source>Mail goes to {0}; guesses are taken from every address: {1}. To remove an address, type the field without it.</source>
        <translation>Mail gaat naar {0}; raadpogingen worden van elk adres overgenomen: {1}. Typ het veld zonder een adres om dat adres te verwijderen.</translation>
    </message>
    <message>
        <source>Remove {0}</source>
        <translation>{0} verwijderen</translation>
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
        <translation>Tekens</translation>
    </message>
    <message>
        <source>Guesser</source>
        <translation>Rader</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Doelwit</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Woord</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Opmerking</translation>
    </message>
    <message>
        <source>guessed!</source>
        <translation>geraden!</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>onvolledig</translation>
    </message>
    <message>
        <source>Not in the word lists: {0}. Right-click to accept it.</source>
        <translation>Niet in de woordenlijsten: {0}. Klik met de rechtermuisknop om het te accepteren.</translation>
    </message>
    <message>
        <source>Type a guess here: guesser, Tab, target, Tab, word, Enter</source>
        <translation>Typ hier een raadpoging: rader, Tab, doelwit, Tab, woord, Enter</translation>
    </message>
    <message>
        <source>Add a guess in round {0}</source>
        <translation>Raadpoging toevoegen in ronde {0}</translation>
    </message>
    <message>
        <source>Change {0} in round {1}, row {2}</source>
        <translation>{0} wijzigen in ronde {1}, rij {2}</translation>
    </message>
    <message>
        <source>Delete {0} guess(es) in round {1}</source>
        <translation>{0} raadpoging(en) verwijderen in ronde {1}</translation>
    </message>
    <message>
        <source>Paste {0} guess(es) into round {1}</source>
        <translation>{0} raadpoging(en) plakken in ronde {1}</translation>
    </message>
</context>
<context>
    <name>RoundProblems</name>
    <message>
        <source>{0} guess(es) in this round break a rule</source>
        <translation>{0} raadpoging(en) in deze ronde overtreden een regel</translation>
    </message>
    <message>
        <source>Round {0}, row {1} now breaks a rule: {2}</source>
        <translation>Ronde {0}, rij {1} overtreedt nu een regel: {2}</translation>
    </message>
    <message>
        <source>(and {0} more)</source>
        <translation>(en nog {0})</translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message>
        <source>Send a Correc&amp;tion…</source>
        <translation>Correctie ver&amp;sturen…</translation>
    </message>
    <message>
        <source>Show one player&apos;s guesses (guesser or target)</source>
        <translation>Raadpogingen van één speler tonen (rader of doelwit)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Zoeken…</translation>
    </message>
    <message>
        <source>Notes for this round&apos;s report</source>
        <translation>Opmerkingen voor het rapport van deze ronde</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Ronden</translation>
    </message>
    <message>
        <source>The round shown in the table; a marked round broke a rule or changed after it was sent</source>
        <translation>De ronde die de tabel toont; een gemarkeerde ronde overtreedt een regel of is na verzending gewijzigd</translation>
    </message>
    <message>
        <source>The round&apos;s summary, and the problem of the current row</source>
        <translation>De samenvatting van de ronde en het probleem van de huidige rij</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>Filteren op speler</translation>
    </message>
    <message>
        <source>Guesses of the round</source>
        <translation>Raadpogingen van de ronde</translation>
    </message>
    <message>
        <source>Guesser, target, word, marks, points and note of each guess. Type guesser, Tab, target, Tab, word, Enter; Ctrl+Tab leaves the table</source>
        <translation>Rader, doelwit, woord, uitslag, punten en opmerking van elke raadpoging. Typ rader, Tab, doelwit, Tab, woord, Enter; Ctrl+Tab verlaat de tabel</translation>
    </message>
    <message>
        <source>Deadline date and time</source>
        <translation>Datum en tijd van de sluitingstijd</translation>
    </message>
    <message>
        <source>Mails after it are late</source>
        <translation>Latere mails zijn te laat</translation>
    </message>
    <message>
        <source>Opening of the round</source>
        <translation>Begin van de ronde</translation>
    </message>
    <message>
        <source>When the round opened</source>
        <translation>Wanneer de ronde begon</translation>
    </message>
    <message>
        <source>Notes of the round</source>
        <translation>Opmerkingen van de ronde</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Each player&apos;s rank, guess points, word points and total after the round shown</source>
        <translation>Plaats, raadpunten, woordpunten en totaal van elke speler na de getoonde ronde</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Zoeken</translation>
    </message>
    <message>
        <source>Find a word or a name in every round</source>
        <translation>Een woord of een naam zoeken in alle ronden</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Gevonden</translation>
    </message>
    <message>
        <source>The guesses found, round by round: Enter shows one</source>
        <translation>De gevonden raadpogingen, ronde na ronde: Enter toont er een</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Ronde {0}</translation>
    </message>
    <message>
        <source>(new)</source>
        <translation>(nieuw)</translation>
    </message>
    <message>
        <source>Changed after it was sent</source>
        <translation>Veranderd na verzending</translation>
    </message>
    <message>
        <source>Changed after it was sent: round {0}.</source>
        <translation>Veranderd na verzending: ronde {0}.</translation>
    </message>
    <message>
        <source>round {0}: {1}</source>
        <translation>ronde {0}: {1}</translation>
    </message>
    <message>
        <source>The players told otherwise by mail ({0}) can be sent a correction, old → new.</source>
        <translation>De spelers aan wie per mail iets anders gezegd is ({0}), kunnen een correctie krijgen, oud → nieuw.</translation>
    </message>
    <message>
        <source>By post, a corrected letter is needed for {0}.</source>
        <translation>Per post is een gecorrigeerde brief nodig voor {0}.</translation>
    </message>
    <message>
        <source>1 guess scored</source>
        <translation>1 raadpoging beoordeeld</translation>
    </message>
    <message>
        <source>{0} guesses scored</source>
        <translation>{0} raadpogingen beoordeeld</translation>
    </message>
    <message>
        <source>Round {0}: WF {1}, {2}.</source>
        <translation>Ronde {0}: WF {1}, {2}.</translation>
    </message>
    <message>
        <source>Guessed: {0}.</source>
        <translation>Geraden: {0}.</translation>
    </message>
    <message>
        <source>Withdrew after it: {0}.</source>
        <translation>Daarna teruggetrokken: {0}.</translation>
    </message>
    <message>
        <source>Round 1 follows the lot: draw it on the Game page first.</source>
        <translation>Ronde 1 volgt de loting: loot die eerst op de pagina Spel.</translation>
    </message>
    <message>
        <source>Round {0} is new: type guesser, Tab, target, Tab, word, Enter.</source>
        <translation>Ronde {0} is nieuw: typ rader, Tab, doelwit, Tab, woord, Enter.</translation>
    </message>
    <message>
        <source>Row {0}: {1}</source>
        <translation>Rij {0}: {1}</translation>
    </message>
    <message>
        <source>Notes of round {0}</source>
        <translation>Opmerkingen bij ronde {0}</translation>
    </message>
    <message>
        <source>Deadline of round {0}</source>
        <translation>Sluitingstijd van ronde {0}</translation>
    </message>
    <message>
        <source>Opening of round {0}</source>
        <translation>Begin van ronde {0}</translation>
    </message>
</context>
<context>
    <name>SentModel</name>
    <message>
        <source>When</source>
        <translation>Wanneer</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Wat</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Reason or file</source>
        <translation>Reden of bestand</translation>
    </message>
    <message>
        <source>the lot</source>
        <translation>de loting</translation>
    </message>
    <message>
        <source>round report</source>
        <translation>rondeverslag</translation>
    </message>
    <message>
        <source>final report</source>
        <translation>eindstand</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>correctie</translation>
    </message>
    <message>
        <source>receipt</source>
        <translation>ontvangstbevestiging</translation>
    </message>
    <message>
        <source>reminder</source>
        <translation>herinnering</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>brief</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>verstuurd</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislukt</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>opgeslagen</translation>
    </message>
</context>
<context>
    <name>SentPage</name>
    <message>
        <source>Mails and letters sent</source>
        <translation>Verstuurde mails en brieven</translation>
    </message>
    <message>
        <source>Every mail and letter that went out to the players, or failed to, and why</source>
        <translation>Elke mail en brief naar de spelers, verstuurd of mislukt, en waarom</translation>
    </message>
    <message>
        <source>Onl&amp;y the failed</source>
        <translation>Alleen de misl&amp;ukte</translation>
    </message>
    <message>
        <source>Nothing went out to the players yet: the mails sent and the letters saved are listed here.</source>
        <translation>Er is nog niets naar de spelers gegaan: de verstuurde mails en de opgeslagen brieven staan hier.</translation>
    </message>
    <message>
        <source>{0} mails and letters to the players, {1} failed.</source>
        <translation>{0} mails en brieven aan de spelers, {1} mislukt.</translation>
    </message>
    <message>
        <source>To send a failed mail again, tick only its player in Game ▸ Mail the Players….</source>
        <translation>Om een mislukte mail opnieuw te versturen, vinkt u in Spel ▸ De spelers mailen… alleen de speler ervan aan.</translation>
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
        <translation>Niveau 2 (geen posities)</translation>
    </message>
    <message>
        <source>Niveau 1: a yes to a letter gives its position. Niveau 2: no position is given, every password has the agreed length, and the players rebuild the word.</source>
        <translation>Niveau 1: een ja op een letter geeft de positie ervan. Niveau 2: er wordt geen positie gegeven, elk wachtwoord heeft de afgesproken lengte en de spelers reconstrueren het woord.</translation>
    </message>
    <message>
        <source> letters</source>
        <translation> letters</translation>
    </message>
    <message>
        <source>Niveau 2: every password has this many letters</source>
        <translation>Niveau 2: elk wachtwoord heeft zoveel letters</translation>
    </message>
    <message>
        <source>Varia&amp;nt:</source>
        <translation>Varia&amp;nt:</translation>
    </message>
    <message>
        <source>N&amp;umber of players or teams:</source>
        <translation>Aantal spelers o&amp;f ploegen:</translation>
    </message>
    <message>
        <source>Word &amp;length:</source>
        <translation>Woordlengt&amp;e:</translation>
    </message>
    <message>
        <source>&amp;Reports in:</source>
        <translation>R&amp;apporten in:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Wachtwoord</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Speler {0}</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optioneel</translation>
    </message>
    <message>
        <source>The password, if the sheet records it: 2 to 8 letters, no hyphen, no proper noun. With it, the sheet knows the right answers and flags wrong ones.</source>
        <translation>Het wachtwoord, als het blad het vastlegt: 2 tot 8 letters, geen koppelteken, geen eigennaam. Daarmee kent het blad de juiste antwoorden en markeert het foute antwoorden.</translation>
    </message>
    <message>
        <source>team members, if a team: Anna, Bob</source>
        <translation>teamleden, als het een team is: Anna, Bob</translation>
    </message>
    <message>
        <source>Show the pass&amp;words</source>
        <translation>Wachtwoor&amp;den tonen</translation>
    </message>
    <message>
        <source>Starts:</source>
        <translation>Begint:</translation>
    </message>
    <message>
        <source>The player who rolled lowest starts; play goes clockwise, in the order above</source>
        <translation>De speler die het laagst gooide, begint; er wordt met de klok mee gespeeld, in de volgorde hierboven</translation>
    </message>
    <message>
        <source>Roll for &amp;it</source>
        <translation>Erom &amp;gooien</translation>
    </message>
    <message>
        <source>Roll two dice for every player: the lowest starts (a tie rolls again)</source>
        <translation>Gooi twee dobbelstenen voor elke speler: de laagste begint (bij gelijkspel opnieuw gooien)</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>S&amp;pel starten</translation>
    </message>
    <message>
        <source>Appl&amp;y changes</source>
        <translation>Wijzigingen toe&amp;passen</translation>
    </message>
    <message>
        <source>Questions have been asked: start a new game to change this.</source>
        <translation>Er zijn al vragen gesteld: begin een nieuw spel om dit te wijzigen.</translation>
    </message>
    <message>
        <source>{0} has {1} letters; every password has {2} in this game</source>
        <translation>{0} heeft {1} letters; elk wachtwoord heeft er in dit spel {2}</translation>
    </message>
    <message>
        <source>{0} is not in the French word list: check it in the dictionary (no proper nouns, conjugated verbs or acronyms).</source>
        <translation>{0} staat niet in de Franse woordenlijst: controleer het in het woordenboek (geen eigennamen, vervoegde werkwoorden of acroniemen).</translation>
    </message>
    <message>
        <source>Rolled: {0}. {1} starts.</source>
        <translation>Gegooid: {0}. {1} begint.</translation>
    </message>
    <message>
        <source>Pla&amp;yers</source>
        <translation>Spe&amp;lers</translation>
    </message>
    <message>
        <source>{0} to {1} players, each for themselves</source>
        <translation>{0} tot {1} spelers, ieder voor zich</translation>
    </message>
    <message>
        <source>Teams of t&amp;wo</source>
        <translation>&amp;Teams van twee</translation>
    </message>
    <message>
        <source>From four players on: {0} to {1} teams of two; a team plays one turn together and has one column on the sheet</source>
        <translation>Vanaf vier spelers: {0} tot {1} teams van twee; een team speelt samen één beurt en heeft één kolom op het blad</translation>
    </message>
    <message>
        <source>not agreed</source>
        <translation>niet afgesproken</translation>
    </message>
    <message>
        <source>Play as:</source>
        <translation>Spelen als:</translation>
    </message>
    <message>
        <source>Agreed r&amp;ounds:</source>
        <translation>A&amp;fgesproken ronden:</translation>
    </message>
    <message>
        <source>Beginner variant (a card face down as erase card)</source>
        <translation>Beginnersvariant (een omgekeerde kaart als wis-kaart)</translation>
    </message>
    <message>
        <source>When agreed: once per turn any card may be laid face down as an erase card, worth −2</source>
        <translation>Indien afgesproken: één keer per beurt mag een willekeurige kaart omgekeerd worden gelegd als wis-kaart, −2 waard</translation>
    </message>
    <message>
        <source>&amp;Apply players</source>
        <translation>Spelers toe&amp;passen</translation>
    </message>
    <message>
        <source>e.g. RAT</source>
        <translation>bijv. RAT</translation>
    </message>
    <message>
        <source>Three letter cards; *A is a joker standing for A</source>
        <translation>Drie letterkaarten; *A is een joker als A</translation>
    </message>
    <message>
        <source>Birth date: the youngest starts when start words tie</source>
        <translation>Geboortedatum: de jongste begint als de beginwoorden gelijk zijn</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Geboren</translation>
    </message>
    <message>
        <source>Start word</source>
        <translation>Beginwoord</translation>
    </message>
    <message>
        <source>Team {0} (name optional)</source>
        <translation>Team {0} (naam optioneel)</translation>
    </message>
    <message>
        <source>The team&apos;s name; left empty, the members&apos; names</source>
        <translation>De naam van het team; leeg gelaten: de namen van de leden</translation>
    </message>
    <message>
        <source>Team {0}, member {1}</source>
        <translation>Team {0}, lid {1}</translation>
    </message>
    <message>
        <source>N&amp;umber of teams:</source>
        <translation>&amp;Aantal teams:</translation>
    </message>
    <message>
        <source>N&amp;umber of players:</source>
        <translation>&amp;Aantal spelers:</translation>
    </message>
    <message>
        <source>{0} to {1} teams of two: {2} to {3} players</source>
        <translation>{0} tot {1} teams van twee: {2} tot {3} spelers</translation>
    </message>
    <message>
        <source>&amp;Apply teams</source>
        <translation>Teams toe&amp;passen</translation>
    </message>
    <message>
        <source>Who starts: {0}</source>
        <translation>Wie begint: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; starts.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; begint.</translation>
    </message>
    <message>
        <source>Players and rules</source>
        <translation>Spelers en regels</translation>
    </message>
    <message>
        <source>Two teams of two</source>
        <translation>Twee ploegen van twee</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Drie spelers</translation>
    </message>
    <message>
        <source>American: 5 words per list, the 5th doubles</source>
        <translation>Amerikaans: 5 woorden per lijst, het 5e telt dubbel</translation>
    </message>
    <message>
        <source>Dutch: until a side has 25 points</source>
        <translation>Nederlands: tot een partij 25 punten heeft</translation>
    </message>
    <message>
        <source>Most points</source>
        <translation>Meeste punten</translation>
    </message>
    <message>
        <source>Most rounds won</source>
        <translation>Meeste gewonnen ronden</translation>
    </message>
    <message>
        <source>The number of rounds agreed before the game: once they are played the game is over and the leader wins. Without one, the game master ends the game.</source>
        <translation>Het vóór het spel afgesproken aantal ronden: zijn die gespeeld, dan is het spel voorbij en wint wie voorstaat. Zonder afspraak beëindigt de spelleider het spel.</translation>
    </message>
    <message>
        <source>optional; does not score</source>
        <translation>optioneel; scoort niet</translation>
    </message>
    <message>
        <source>&amp;Leader:</source>
        <translation>Spel&amp;leider:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Sp&amp;elers:</translation>
    </message>
    <message>
        <source>Meth&amp;od:</source>
        <translation>Me&amp;thode:</translation>
    </message>
    <message>
        <source>&amp;Winner by:</source>
        <translation>Winnaar &amp;op:</translation>
    </message>
    <message>
        <source>Agreed rounds:</source>
        <translation>Afgesproken ronden:</translation>
    </message>
    <message>
        <source>Reports &amp;in:</source>
        <translation>Rapporten i&amp;n:</translation>
    </message>
    <message>
        <source>Player &amp;1 (gives the first clues):</source>
        <translation>Speler &amp;1 (geeft de eerste sleutelwoorden):</translation>
    </message>
    <message>
        <source>Player &amp;2:</source>
        <translation>Speler &amp;2:</translation>
    </message>
    <message>
        <source>Player &amp;3:</source>
        <translation>Speler &amp;3:</translation>
    </message>
    <message>
        <source>Team &amp;1, player A:</source>
        <translation>Ploeg 1, speler &amp;A:</translation>
    </message>
    <message>
        <source>Team 1, player &amp;B:</source>
        <translation>Ploeg &amp;1, speler B:</translation>
    </message>
    <message>
        <source>Team 2, player A:</source>
        <translation>Ploeg 2, speler A:</translation>
    </message>
    <message>
        <source>Team 2, player B:</source>
        <translation>Ploeg 2, speler B:</translation>
    </message>
    <message>
        <source>Words have been played: start a new game to change this.</source>
        <translation>Er zijn al woorden gespeeld: begin een nieuw spel om dit te wijzigen.</translation>
    </message>
    <message>
        <source>Players and title</source>
        <translation>Spelers en titel</translation>
    </message>
    <message>
        <source>starts the game</source>
        <translation>begint het spel</translation>
    </message>
    <message>
        <source>optional, e.g. Clubavond</source>
        <translation>optioneel, bijv. Clubavond</translation>
    </message>
    <message>
        <source>The rules the game is scored by: the tiles, the rack, the bonus for a full rack, the first word and whether tiles may be exchanged. Applied with the players; every move is scored anew.</source>
        <translation>De spelregels waarmee de partij geteld wordt: de stenen, het rekje, de bonus voor een vol rekje, het eerste woord en of stenen geruild mogen worden. Geldt samen met de spelers; elke zet wordt opnieuw geteld.</translation>
    </message>
    <message>
        <source>Player &amp;1:</source>
        <translation>Speler &amp;1:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>Des&amp;cription:</source>
        <translation>&amp;Omschrijving:</translation>
    </message>
    <message>
        <source>Scored &amp;by:</source>
        <translation>Telwi&amp;jze:</translation>
    </message>
    <message>
        <source>Rows numbered as on Brettspielnetz (15 at the top)</source>
        <translation>Rijen genummerd als op Brettspielnetz (15 bovenaan)</translation>
    </message>
    <message>
        <source>Type and show the rows as Brettspielnetz does, row 15 at the top, so that a move copied from the site is typed as the site shows it. Files and GCG records keep row 1 at the top.</source>
        <translation>Rijen invoeren en tonen zoals Brettspielnetz, rij 15 bovenaan, zodat een zet van de site wordt ingetypt zoals de site hem toont. Bestanden en GCG-partijen houden rij 1 bovenaan.</translation>
    </message>
    <message>
        <source>Enter the two players to start.</source>
        <translation>Voer de twee spelers in om te beginnen.</translation>
    </message>
    <message>
        <source>{0} against {1}</source>
        <translation>{0} tegen {1}</translation>
    </message>
</context>
<context>
    <name>SlotCard</name>
    <message>
        <source>Slot {0}</source>
        <translation>Vak {0}</translation>
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
        <translation>Naamloos spel</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>Niet-opgeslagen werk herstellen</translation>
    </message>
    <message>
        <source>the game has no file name yet</source>
        <translation>het spel heeft nog geen bestandsnaam</translation>
    </message>
    <message>
        <source>There is no game to save yet: set up the players first.</source>
        <translation>Er is nog geen spel om op te slaan: stel eerst de spelers in.</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Standings: no round entered yet</source>
        <translation>Stand: nog geen ronde ingevoerd</translation>
    </message>
    <message>
        <source>Standings after round {0}, the last one entered</source>
        <translation>Stand na ronde {0}, de laatst ingevoerde</translation>
    </message>
    <message>
        <source>Standings after round {0}</source>
        <translation>Stand na ronde {0}</translation>
    </message>
    <message>
        <source>(▲▼ places since round {0})</source>
        <translation>(▲▼ plaatsen sinds ronde {0})</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
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
        <translation>Totaal</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Woord</translation>
    </message>
    <message>
        <source>This
round</source>
        <translation>Deze
ronde</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in het spel</translation>
    </message>
    <message>
        <source>guessed in round {0}</source>
        <translation>geraden in ronde {0}</translation>
    </message>
    <message>
        <source>Different words guessed at this player&apos;s word so far</source>
        <translation>Aantal verschillende woorden dat tot nu toe bij het woord van deze speler is geraden</translation>
    </message>
    <message>
        <source>Places gained (▲) or lost (▼) since the round before</source>
        <translation>Plaatsen gestegen (▲) of gedaald (▼) sinds de ronde ervoor</translation>
    </message>
    <message>
        <source>Points gained in this round: guess points and word points</source>
        <translation>Punten uit deze ronde: raadpunten en woordpunten</translation>
    </message>
    <message>
        <source>The word was {0}</source>
        <translation>Het woord was {0}</translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <source>&amp;Open a game…</source>
        <translation>Spel &amp;openen…</translation>
    </message>
    <message>
        <source>Open the rules&apos; e&amp;xample</source>
        <translation>&amp;Voorbeeld uit de spelregels openen</translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation>Recente spellen:</translation>
    </message>
</context>
<context>
    <name>StatusStrip</name>
    <message>
        <source>A new game: set it up on the Game page and add the players.</source>
        <translation>Een nieuw spel: stel het in op de pagina Spel en voeg de spelers toe.</translation>
    </message>
    <message>
        <source>The game is over after round {0}.</source>
        <translation>Het spel is afgelopen na ronde {0}.</translation>
    </message>
    <message>
        <source>Final ranking: {0}</source>
        <translation>Eindstand: {0}</translation>
    </message>
    <message>
        <source>After round {0}</source>
        <translation>Na ronde {0}</translation>
    </message>
    <message>
        <source>Before round 1</source>
        <translation>Vóór ronde 1</translation>
    </message>
    <message>
        <source>1 guess</source>
        <translation>1 raadpoging</translation>
    </message>
    <message>
        <source>{0} guesses</source>
        <translation>{0} raadpogingen</translation>
    </message>
    <message>
        <source>{0} · next round: &lt;b&gt;{1}&lt;/b&gt; per player · &lt;b&gt;WF {2}&lt;/b&gt; · {3} of {4} words in play</source>
        <translation>{0} · volgende ronde: &lt;b&gt;{1}&lt;/b&gt; per speler · &lt;b&gt;WF {2}&lt;/b&gt; · {3} van {4} woorden in het spel</translation>
    </message>
    <message>
        <source>{0} of {1} players still playing</source>
        <translation>{0} van {1} spelers spelen nog</translation>
    </message>
</context>
<context>
    <name>TakeOverDialog</name>
    <message>
        <source>&amp;Take Over</source>
        <translation>&amp;Overnemen</translation>
    </message>
    <message>
        <source>Take Over a Place</source>
        <translation>Plaats laten overnemen</translation>
    </message>
    <message>
        <source>e.g. otto@example.org</source>
        <translation>bijv. otto@voorbeeld.nl</translation>
    </message>
    <message>
        <source>For letters by post: name, street, town, one a line</source>
        <translation>Voor brieven per post: naam, straat, plaats, elk op een regel</translation>
    </message>
    <message>
        <source>&amp;Place of:</source>
        <translation>&amp;Plaats van:</translation>
    </message>
    <message>
        <source>&amp;New player:</source>
        <translation>&amp;Nieuwe speler:</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>&amp;E-mail:</translation>
    </message>
    <message>
        <source>Postal a&amp;ddress:</source>
        <translation>Post&amp;adres:</translation>
    </message>
    <message>
        <source>After &amp;round:</source>
        <translation>Na &amp;ronde:</translation>
    </message>
    <message>
        <source>{0} takes over {1}&apos;s place</source>
        <translation>{0} neemt de plaats van {1} over</translation>
    </message>
    <message>
        <source>From round {0} on, {1} plays {2}&apos;s place, with the same secret word.</source>
        <translation>Vanaf ronde {0} speelt {1} op de plaats van {2}, met hetzelfde geheime woord.</translation>
    </message>
    <message>
        <source>Round 1 keeps {0}&apos;s name in the reports.</source>
        <translation>Ronde 1 houdt in de verslagen de naam {0}.</translation>
    </message>
    <message>
        <source>Rounds 1 to {0} keep {1}&apos;s name in the reports.</source>
        <translation>De rondes 1 tot en met {0} houden in de verslagen de naam {1}.</translation>
    </message>
    <message>
        <source>Mail goes to {0} from now on.</source>
        <translation>Mail gaat vanaf nu naar {0}.</translation>
    </message>
    <message>
        <source>The guesses of rounds {0} to {1} under this place count as {2}&apos;s.</source>
        <translation>De raadpogingen van de rondes {0} tot en met {1} op deze plaats tellen als die van {2}.</translation>
    </message>
    <message>
        <source>The guesses of round {0} under this place count as {1}&apos;s.</source>
        <translation>De raadpogingen van ronde {0} op deze plaats tellen als die van {1}.</translation>
    </message>
</context>
<context>
    <name>TilesPanel</name>
    <message>
        <source>Set up the players first.</source>
        <translation>Stel eerst de spelers in.</translation>
    </message>
    <message>
        <source>Not on the board (the bag and both racks): {0} of {1} tiles.</source>
        <translation>Niet op het bord (de zak en beide rekjes): {0} van de {1} stenen.</translation>
    </message>
    <message>
        <source>the bag and both racks: {0}&apos;s rack is not entered</source>
        <translation>de zak en beide rekjes: het rekje van {0} is niet ingevoerd</translation>
    </message>
    <message>
        <source>the bag and {0}&apos;s rack; {1}&apos;s own rack {2} left out</source>
        <translation>de zak en het rekje van {0}; het eigen rekje van {1} ({2}) weggelaten</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leeg)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Unseen by {0}&lt;/b&gt;: {1} tiles ({2})</source>
        <translation>&lt;b&gt;Onbekend voor {0}&lt;/b&gt;: {1} stenen ({2})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
</context>
<context>
    <name>TotalsChart</name>
    <message>
        <source>{name}: {total} point after round {round}</source>
        <translation>{name}: {total} punt na ronde {round}</translation>
    </message>
    <message>
        <source>{name}: {total} points after round {round}</source>
        <translation>{name}: {total} punten na ronde {round}</translation>
    </message>
    <message>
        <source>+{count} more</source>
        <translation>+{count} meer</translation>
    </message>
    <message>
        <source>No rounds yet</source>
        <translation>Nog geen ronden</translation>
    </message>
    <message>
        <source>Chart of the totals</source>
        <translation>Grafiek van de totalen</translation>
    </message>
    <message>
        <source>No players yet</source>
        <translation>Nog geen spelers</translation>
    </message>
    <message>
        <source>{name}: {total}</source>
        <translation>{name}: {total}</translation>
    </message>
    <message>
        <source>Totals after round {round}: {totals}.</source>
        <translation>Totalen na ronde {round}: {totals}.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
</context>
<context>
    <name>WachtwoordDocument</name>
    <message>
        <source>Untitled Wachtwoord game</source>
        <translation>Naamloos Wachtwoord-spel</translation>
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
        <translation>Twee ploegen van twee (of drie spelers) geven elkaar sleutelwoorden van één woord voor een wachtwoord; hoe eerder een woord is geraden, hoe meer het waard is. Speel live aan tafel met de scoreschijf, of voer achteraf in wie elk woord raadde: deze app houdt het scoreblad bij.</translation>
    </message>
    <message>
        <source>Li&amp;ve at the table</source>
        <translation>Live aan ta&amp;fel</translation>
    </message>
    <message>
        <source>En&amp;ter words</source>
        <translation>Woorden &amp;invoeren</translation>
    </message>
    <message>
        <source>Wachtwoord games (*{0})</source>
        <translation>Wachtwoord-spellen (*{0})</translation>
    </message>
    <message>
        <source>Score sheet as {0}…</source>
        <translation>Scoreblad als {0}…</translation>
    </message>
    <message>
        <source>There is no game to report yet.</source>
        <translation>Er is nog geen spel om te rapporteren.</translation>
    </message>
    <message>
        <source>Word lists for play…</source>
        <translation>Woordenlijsten om te spelen…</translation>
    </message>
    <message>
        <source>Set up the game</source>
        <translation>Spel instellen</translation>
    </message>
    <message>
        <source>Change the players and rules</source>
        <translation>Spelers en regels wijzigen</translation>
    </message>
    <message>
        <source>Reports in {0}</source>
        <translation>Rapporten in het {0}</translation>
    </message>
    <message>
        <source>Running totals (as the printed sheet)</source>
        <translation>Lopende totalen (zoals op het gedrukte scoreblad)</translation>
    </message>
    <message>
        <source>Points per word</source>
        <translation>Punten per woord</translation>
    </message>
    <message>
        <source>The team that gives the first clue of this round</source>
        <translation>De ploeg die in deze ronde het eerste sleutelwoord geeft</translation>
    </message>
    <message>
        <source>The game master ends the game after this round: the leader wins</source>
        <translation>De spelleider beëindigt het spel na deze ronde: wie voorstaat wint</translation>
    </message>
    <message>
        <source>Word {0}: {1}</source>
        <translation>Woord {0}: {1}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>{0} at {1}</source>
        <translation>{0} op {1}</translation>
    </message>
    <message>
        <source>Word {0}: clue missed at {1}</source>
        <translation>Woord {0}: sleutelwoord mis op {1}</translation>
    </message>
    <message>
        <source>Clue missed</source>
        <translation>Sleutelwoord mis</translation>
    </message>
    <message>
        <source>Guessed</source>
        <translation>Geraden</translation>
    </message>
    <message>
        <source>New round</source>
        <translation>Nieuwe ronde</translation>
    </message>
    <message>
        <source>Starting team</source>
        <translation>Beginnende ploeg</translation>
    </message>
    <message>
        <source>Resume the game</source>
        <translation>Spel hervatten</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Spel beëindigen</translation>
    </message>
    <message>
        <source>First clue from:</source>
        <translation>Eerste sleutelwoord van:</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Tonen:</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is voorbij.</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Ronde {0}</translation>
    </message>
    <message>
        <source>(ended after {0})</source>
        <translation>(geëindigd na {0})</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>gelijkspel</translation>
    </message>
    <message>
        <source>won by {0}</source>
        <translation>gewonnen door {0}</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Ronde 1</translation>
    </message>
    <message>
        <source>Game: {0}; rounds won {1}.</source>
        <translation>Spel: {0}; gewonnen ronden {1}.</translation>
    </message>
    <message>
        <source>Winner: {0}</source>
        <translation>Winnaar: {0}</translation>
    </message>
    <message>
        <source>No winner: a draw.</source>
        <translation>Geen winnaar: gelijkspel.</translation>
    </message>
    <message>
        <source>Leader: {0}; the game is not over yet.</source>
        <translation>Voorop: {0}; het spel is nog niet afgelopen.</translation>
    </message>
    <message>
        <source>No winner yet.</source>
        <translation>Nog geen winnaar.</translation>
    </message>
    <message>
        <source>alternating: {0}</source>
        <translation>om beurten: {0}</translation>
    </message>
</context>
<context>
    <name>WachtwoordSheetModel</name>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>{0} (clues)</source>
        <translation>{0} (sleutelwoorden)</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Terugtrekken</translation>
    </message>
    <message>
        <source>Withdraw a Player</source>
        <translation>Speler terugtrekken</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Speler:</translation>
    </message>
    <message>
        <source>&amp;After round:</source>
        <translation>&amp;Na ronde:</translation>
    </message>
    <message>
        <source>The player&apos;s secret word</source>
        <translation>Het geheime woord van de speler</translation>
    </message>
    <message>
        <source>It earns no more word points and is revealed in the next report.</source>
        <translation>Het levert geen woordpunten meer op en wordt in het volgende verslag bekendgemaakt.</translation>
    </message>
    <message>
        <source>The word &amp;stays in play</source>
        <translation>Het woord &amp;blijft in het spel</translation>
    </message>
    <message>
        <source>It can be guessed and keeps earning word points.</source>
        <translation>Het kan geraden worden en levert verder woordpunten op.</translation>
    </message>
    <message>
        <source>Withdraw {0}</source>
        <translation>{0} terugtrekken</translation>
    </message>
    <message>
        <source>The word &amp;leaves the game at the end of round {0}</source>
        <translation>Het woord gaat aan het eind van ronde {0} &amp;uit het spel</translation>
    </message>
    <message>
        <source>Round 1 stays as it was.</source>
        <translation>Ronde 1 blijft zoals ze was.</translation>
    </message>
    <message>
        <source>Rounds 1 to {0} stay as they were.</source>
        <translation>De rondes 1 tot en met {0} blijven zoals ze waren.</translation>
    </message>
    <message>
        <source>From round {0} on, {1} makes no guess, and a guess entered for {1} there is refused.</source>
        <translation>Vanaf ronde {0} raadt {1} niet meer, en een raadpoging die daar voor {1} wordt ingevoerd, wordt geweigerd.</translation>
    </message>
    <message>
        <source>{0}&apos;s guesses entered in round {1} will be refused.</source>
        <translation>De in ronde {1} ingevoerde raadpogingen van {0} worden geweigerd.</translation>
    </message>
    <message>
        <source>{0}&apos;s guesses entered in rounds {1} will be refused.</source>
        <translation>De in de rondes {1} ingevoerde raadpogingen van {0} worden geweigerd.</translation>
    </message>
</context>
<context>
    <name>WmmSheet</name>
    <message>
        <source>The lot for round 1 is not drawn yet.</source>
        <translation>De loting voor ronde 1 is nog niet gedaan.</translation>
    </message>
    <message>
        <source>The lot for round 1 as {0}…</source>
        <translation>Loting voor ronde 1 als {0}…</translation>
    </message>
    <message>
        <source>Written: {0}</source>
        <translation>Geschreven: {0}</translation>
    </message>
    <message>
        <source>Secret words masked</source>
        <translation>Geheime woorden afgedekt</translation>
    </message>
    <message>
        <source>Wörter-MasterMind</source>
        <translation>Wörter-MasterMind</translation>
    </message>
    <message>
        <source>Every player picks a secret word; each round they guess at the others&apos; words, and this app marks the guesses with + and o and keeps the score.</source>
        <translation>Elke speler kiest een geheim woord; elke ronde raden de spelers naar elkaars woorden, en deze app beoordeelt de raadpogingen met + en o en houdt de score bij.</translation>
    </message>
    <message>
        <source>Wörter-MasterMind games (*{0})</source>
        <translation>Wörter-MasterMind-spellen (*{0})</translation>
    </message>
    <message>
        <source>Round {0} report as {1}…</source>
        <translation>Rapport van ronde {0} als {1}…</translation>
    </message>
    <message>
        <source>Full overview for the game master (with secrets) as {0}…</source>
        <translation>Volledig overzicht voor de spelleider (met geheime woorden) als {0}…</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel-werkmappen (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Roster with secret words as {0}…</source>
        <translation>Spelerslijst met geheime woorden als {0}…</translation>
    </message>
    <message>
        <source>Roster without secret words as {0}…</source>
        <translation>Spelerslijst zonder geheime woorden als {0}…</translation>
    </message>
    <message>
        <source>There is no round to report yet.</source>
        <translation>Er is nog geen ronde om te rapporteren.</translation>
    </message>
    <message>
        <source>Joes Wörter-MasterMind: the rules&apos; example</source>
        <translation>Joes Wörter-MasterMind: het voorbeeld uit de spelregels</translation>
    </message>
    <message>
        <source>&amp;Mail the Players…</source>
        <translation>De spelers &amp;mailen…</translation>
    </message>
    <message>
        <source>Send a &amp;Correction…</source>
        <translation>&amp;Correctie versturen…</translation>
    </message>
    <message>
        <source>Spreadsheets and CSV ({0})</source>
        <translation>Spreadsheets en CSV ({0})</translation>
    </message>
    <message>
        <source>Players from a spreadsheet…</source>
        <translation>Spelers uit een spreadsheet…</translation>
    </message>
    <message>
        <source>Guesses of round {0} from a spreadsheet…</source>
        <translation>Raadpogingen van ronde {0} uit een spreadsheet…</translation>
    </message>
    <message>
        <source>Import {0} players</source>
        <translation>{0} spelers importeren</translation>
    </message>
    <message>
        <source>Paste {0} guesses into round {1}</source>
        <translation>{0} raadpogingen plakken in ronde {1}</translation>
    </message>
    <message>
        <source>Import round {1}</source>
        <translation>Ronde {1} importeren</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Niet mogelijk</translation>
    </message>
    <message>
        <source>G&amp;ame</source>
        <translation>S&amp;pel</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Ronden</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Grafiek</translation>
    </message>
    <message>
        <source>&amp;Words</source>
        <translation>W&amp;oorden</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Spe&amp;lers</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Verstuurd</translation>
    </message>
    <message>
        <source>Ca&amp;ndidates (GM)</source>
        <translation>&amp;Kandidaten (spelleider)</translation>
    </message>
    <message>
        <source>Pages of the game</source>
        <translation>Pagina&apos;s van het spel</translation>
    </message>
    <message>
        <source>Game, rounds, chart, words, players, what was sent, and candidates</source>
        <translation>Spel, ronden, grafiek, woorden, spelers, wat verstuurd is, en kandidaten</translation>
    </message>
    <message>
        <source>&amp;Fetch Guesses from the Mailbox…</source>
        <translation>&amp;Raadpogingen uit de mailbox halen…</translation>
    </message>
    <message>
        <source>Enter round {0} from the mailbox</source>
        <translation>Ronde {0} uit de mailbox invoeren</translation>
    </message>
    <message>
        <source>Receipts of round {0} sent</source>
        <translation>Ontvangstbevestigingen van ronde {0} verzonden</translation>
    </message>
    <message>
        <source>Letters of the lot saved</source>
        <translation>Brieven van de loting opgeslagen</translation>
    </message>
    <message>
        <source>Letters of round {0} saved</source>
        <translation>Brieven van ronde {0} opgeslagen</translation>
    </message>
    <message>
        <source>Mails of the lot saved as files</source>
        <translation>Mails van de loting als bestanden opgeslagen</translation>
    </message>
    <message>
        <source>Mails of round {0} saved as files</source>
        <translation>Mails van ronde {0} als bestanden opgeslagen</translation>
    </message>
    <message>
        <source>Mails of the lot not sent</source>
        <translation>Mails van de loting niet verstuurd</translation>
    </message>
    <message>
        <source>Mails of round {0} not sent</source>
        <translation>Mails van ronde {0} niet verstuurd</translation>
    </message>
    <message>
        <source>Correction of round {0} sent</source>
        <translation>Correctie van ronde {0} verstuurd</translation>
    </message>
    <message>
        <source>Reminders of round {0} sent</source>
        <translation>Herinneringen van ronde {0} verstuurd</translation>
    </message>
    <message>
        <source>Mails of the lot sent</source>
        <translation>Mails van de loting verstuurd</translation>
    </message>
    <message>
        <source>Mails of round {0} sent</source>
        <translation>Mails van ronde {0} verstuurd</translation>
    </message>
    <message>
        <source>Round {0} opened</source>
        <translation>Ronde {0} begonnen</translation>
    </message>
    <message>
        <source>Round {0} opened now ({1}): mails before it are not its.</source>
        <translation>Ronde {0} is nu begonnen ({1}): mails van daarvoor horen er niet bij.</translation>
    </message>
    <message>
        <source>Correction letters of round {0} saved</source>
        <translation>Correctiebrieven van ronde {0} opgeslagen</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <source>Mails carry {0}</source>
        <translation>Mails hebben {0} als bijlage</translation>
    </message>
    <message>
        <source>&amp;Remind Players…</source>
        <translation>Spelers &amp;herinneren…</translation>
    </message>
</context>
<context>
    <name>WoordspelDocument</name>
    <message>
        <source>Untitled Woordspel game</source>
        <translation>Naamloze Woordspel-partij</translation>
    </message>
</context>
<context>
    <name>WoordspelGcg</name>
    <message>
        <source>{0}: the tiles left, not deducted in the file; these rules deduct {1}</source>
        <translation>{0}: de overgebleven stenen, in het bestand niet afgetrokken; deze regels trekken {1} af</translation>
    </message>
    <message>
        <source>move {0} (line {1}), {2}: the file says {3}, these rules give {4}</source>
        <translation>zet {0} (regel {1}), {2}: het bestand zegt {3}, deze regels geven {4}</translation>
    </message>
    <message>
        <source>{0}: the tiles left, not deducted in the file; Woordspel deducts {1}</source>
        <translation>{0}: de overgebleven stenen, in het bestand niet afgetrokken; Woordspel trekt {1} af</translation>
    </message>
    <message>
        <source>move {0} (line {1}), {2}: the file says {3}, Woordspel gives {4}</source>
        <translation>zet {0} (regel {1}), {2}: het bestand zegt {3}, Woordspel geeft {4}</translation>
    </message>
    <message>
        <source>{0} of its moves break these rules: they are kept as the record has them, marked in the move list (point at a move to see why).</source>
        <translation>{0} van de zetten breken deze regels: ze blijven zoals de partij ze heeft, gemarkeerd in de zettenlijst (wijs een zet aan om te zien waarom).</translation>
    </message>
    <message>
        <source>{0}: {1} moves imported and scored by Woordspel&apos;s rules ({2}).</source>
        <translation>{0}: {1} zetten ingelezen en geteld volgens de regels van Woordspel ({2}).</translation>
    </message>
    <message>
        <source>Every score in the file agrees with Woordspel&apos;s.</source>
        <translation>Elke score in het bestand klopt met die van Woordspel.</translation>
    </message>
    <message>
        <source>{0} scores in the file differ from Woordspel&apos;s:</source>
        <translation>{0} scores in het bestand wijken af van die van Woordspel:</translation>
    </message>
    <message>
        <source>{0}: {1} moves imported and scored by the rules of {2} ({3}); the set-up changes them.</source>
        <translation>{0}: {1} zetten geïmporteerd en geteld volgens de regels van {2} ({3}); de opzet verandert ze.</translation>
    </message>
    <message>
        <source>Every score in the file agrees with these rules.</source>
        <translation>Elke score in het bestand klopt met deze regels.</translation>
    </message>
    <message>
        <source>{0} scores in the file differ from these rules:</source>
        <translation>{0} scores in het bestand wijken af van deze regels:</translation>
    </message>
    <message>
        <source>{0} is a game of {1} players; the tab keeps games of two. Score it and write its score sheet on the command line: wordmastermind score, wordmastermind report.</source>
        <translation>{0} is een partij van {1} spelers; het tabblad houdt partijen van twee bij. Tel hem en schrijf zijn scoreblad op de opdrachtregel: wordmastermind score, wordmastermind report.</translation>
    </message>
    <message>
        <source>Import a GCG record</source>
        <translation>Een GCG-partij inlezen</translation>
    </message>
    <message>
        <source>The game open here has unsaved changes. Replace it with {0}?</source>
        <translation>De partij die hier open is heeft niet-opgeslagen wijzigingen. Vervangen door {0}?</translation>
    </message>
    <message>
        <source>Import {0}</source>
        <translation>{0} inlezen</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Stel eerst de spelers in.</translation>
    </message>
</context>
<context>
    <name>WoordspelPreview</name>
    <message>
        <source>{0} is {1}: it may still be played, and accepted on the sheet (right-click) once played.</source>
        <translation>{0} is {1}: het mag toch gelegd worden, en na het leggen op het blad worden aanvaard (rechtsklik).</translation>
    </message>
    <message>
        <source>Set up the two players first.</source>
        <translation>Stel eerst de twee spelers in.</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>De partij is voorbij: geen zetten meer.</translation>
    </message>
    <message>
        <source>Click the square where the word starts (click again for down) and type it; ? then a letter is a blank. Enter plays it.</source>
        <translation>Klik op het vak waar het woord begint (nog eens klikken voor verticaal) en typ het; ? en dan een letter is een blanco steen. Enter legt het.</translation>
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
        <translation>Engelstalig Scrabble</translation>
    </message>
    <message>
        <source>Scrabble in Dutch</source>
        <translation>Nederlandstalig Scrabble</translation>
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
        <translation>Twee spelers leggen Nederlandse woorden op een bord van 15 bij 15 velden, zoals op Brettspielnetz. Voer elke zet in op het bord: dit blad toont wat hij oplevert voordat hij telt, weigert zetten die de regels niet toestaan, en houdt de score, de onbekende stenen en het einde van het spel bij.</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>&amp;Zetten</translation>
    </message>
    <message>
        <source>&amp;Unseen tiles</source>
        <translation>Onbe&amp;kende stenen</translation>
    </message>
    <message>
        <source>E&amp;nd of the game</source>
        <translation>Einde &amp;van het spel</translation>
    </message>
    <message>
        <source>Woordspel games (*{0})</source>
        <translation>Woordspel-partijen (*{0})</translation>
    </message>
    <message>
        <source>The rules&apos; example</source>
        <translation>Het voorbeeld uit de spelregels</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Stel eerst de spelers in.</translation>
    </message>
    <message>
        <source>Score sheet as {0}…</source>
        <translation>Scoreblad als {0}…</translation>
    </message>
    <message>
        <source>Game master&apos;s copy (with racks) as {0}…</source>
        <translation>Exemplaar van de spelleider (met rekjes) als {0}…</translation>
    </message>
    <message>
        <source>Game as GCG…</source>
        <translation>Spel als GCG…</translation>
    </message>
    <message>
        <source>GCG game records (*.gcg)</source>
        <translation>GCG-spelverslagen (*.gcg)</translation>
    </message>
    <message>
        <source>Game from a GCG record…</source>
        <translation>Spel uit een GCG-verslag…</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>De laatste zet terugnemen</translation>
    </message>
    <message>
        <source>Standard board layout</source>
        <translation>Standaardindeling van het bord</translation>
    </message>
    <message>
        <source>Set up the game</source>
        <translation>Spel instellen</translation>
    </message>
    <message>
        <source>Change the players</source>
        <translation>Spelers wijzigen</translation>
    </message>
    <message>
        <source>Reports in {0}</source>
        <translation>Rapporten in het {0}</translation>
    </message>
    <message>
        <source>no word typed: click the square where it starts and type it, or type 8H LEES</source>
        <translation>geen woord getypt: klik op het veld waar het begint en typ het, of typ 8H LEES</translation>
    </message>
    <message>
        <source>Play {0}</source>
        <translation>{0} spelen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Exchange {0}</source>
        <translation>{0} ruilen</translation>
    </message>
    <message>
        <source>Take back {0}</source>
        <translation>{0} terugnemen</translation>
    </message>
    <message>
        <source>Rack of {0}</source>
        <translation>Rekje van {0}</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <source>Remove the end of the game</source>
        <translation>Einde van het spel verwijderen</translation>
    </message>
    <message>
        <source>Penalty of {0}</source>
        <translation>Strafpunten: {0}</translation>
    </message>
    <message>
        <source>not in the Dutch word list</source>
        <translation>niet in de Nederlandse woordenlijst</translation>
    </message>
    <message>
        <source>Set up the two players above to start.</source>
        <translation>Stel hierboven de twee spelers in om te beginnen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>&amp;Rack:</source>
        <translation>&amp;Rekje:</translation>
    </message>
    <message>
        <source>Turn {0}: &lt;b&gt;{1}&lt;/b&gt; to play</source>
        <translation>Beurt {0}: &lt;b&gt;{1}&lt;/b&gt; is aan zet</translation>
    </message>
    <message>
        <source>&amp;Rack of {0}:</source>
        <translation>&amp;Rekje van {0}:</translation>
    </message>
</context>
<context>
    <name>WoordspelSquareMenu</name>
    <message>
        <source>No bonus</source>
        <translation>Geen premie</translation>
    </message>
    <message>
        <source>2L: double letter (light blue)</source>
        <translation>2L: dubbele letterwaarde (lichtblauw)</translation>
    </message>
    <message>
        <source>3L: triple letter (dark blue)</source>
        <translation>3L: drievoudige letterwaarde (donkerblauw)</translation>
    </message>
    <message>
        <source>2W: double word (pink)</source>
        <translation>2W: dubbele woordwaarde (roze)</translation>
    </message>
    <message>
        <source>3W: triple word (red)</source>
        <translation>3W: drievoudige woordwaarde (rood)</translation>
    </message>
    <message>
        <source>Start a word on {0}, across</source>
        <translation>Een woord beginnen op {0}, horizontaal</translation>
    </message>
    <message>
        <source>Start a word on {0}, down</source>
        <translation>Een woord beginnen op {0}, verticaal</translation>
    </message>
    <message>
        <source>Bonus of {0} (board layout)</source>
        <translation>Premie van {0} (bordindeling)</translation>
    </message>
    <message>
        <source>Standard layout for the whole board</source>
        <translation>Standaardindeling voor het hele bord</translation>
    </message>
    <message>
        <source>Change the board layout</source>
        <translation>De bordindeling wijzigen</translation>
    </message>
    <message>
        <source>{0} holds a tile laid in turn {1}: that move (and the sheet after it) will be scored anew. Change the bonus?</source>
        <translation>Op {0} ligt een steen uit beurt {1}: die zet (en het blad daarna) wordt opnieuw geteld. De premie wijzigen?</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>geen premie</translation>
    </message>
    <message>
        <source>Bonus of {0}: {1}</source>
        <translation>Premie van {0}: {1}</translation>
    </message>
</context>
<context>
    <name>WoordspelStandings</name>
    <message>
        <source>Both players passed in turns 1 and 2: the tiles are dealt anew (once). The first word still has to come, on h8, with at least 4 letters.</source>
        <translation>Beide spelers hebben in beurt 1 en 2 gepast: de stenen worden (eenmaal) opnieuw verdeeld. Het eerste woord moet nog komen, op h8, met minstens 4 letters.</translation>
    </message>
    <message>
        <source>The tiles were dealt anew after both players passed in turns 1 and 2.</source>
        <translation>De stenen zijn opnieuw verdeeld nadat beide spelers in beurt 1 en 2 hadden gepast.</translation>
    </message>
    <message>
        <source>{0}: {1} scored + {2} for the others&apos; tiles left ({3}) = &lt;b&gt;{4}&lt;/b&gt;</source>
        <translation>{0}: {1} gescoord + {2} voor de overgebleven stenen van de anderen ({3}) = &lt;b&gt;{4}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{0}: {1} scored − {2} for the tiles left ({3}) = &lt;b&gt;{4}&lt;/b&gt;</source>
        <translation>{0}: {1} gescoord − {2} voor de overgebleven stenen ({3}) = &lt;b&gt;{4}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The game is over: three passes in a row (turns {0} to {1}).</source>
        <translation>De partij is voorbij: drie keer achter elkaar gepast (beurt {0} tot {1}).</translation>
    </message>
    <message>
        <source>The game is over: {0} turns in a row without points (turns {1} to {2}).</source>
        <translation>Het spel is afgelopen: {0} beurten na elkaar zonder punten (beurt {1} tot {2}).</translation>
    </message>
    <message>
        <source>Enter the tiles each player has left (End of the game) to deduct them.</source>
        <translation>Vul de stenen in die elke speler over heeft (Einde van de partij) om ze af te trekken.</translation>
    </message>
    <message>
        <source>The game is over: {0} has no tiles left and the bag is empty.</source>
        <translation>De partij is voorbij: {0} heeft geen stenen meer en de zak is leeg.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt; (remise): {0} points each.</source>
        <translation>&lt;b&gt;Gelijkspel&lt;/b&gt; (remise): elk {0} punten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Winner: {0}&lt;/b&gt; with {1} points.</source>
        <translation>&lt;b&gt;Winnaar: {0}&lt;/b&gt; met {1} punten.</translation>
    </message>
    <message>
        <source>Level at {0} points each.</source>
        <translation>Gelijk op met elk {0} punten.</translation>
    </message>
    <message>
        <source>Leading: {0} by {1}.</source>
        <translation>Voorsprong: {0} met {1}.</translation>
    </message>
</context>
<context>
    <name>WordActions</name>
    <message>
        <source>Take back: {0} is no longer accepted</source>
        <translation>Terugnemen: {0} is niet langer geaccepteerd</translation>
    </message>
    <message>
        <source>Take back {0}</source>
        <translation>{0} terugnemen</translation>
    </message>
    <message>
        <source>Accept {0} although the word lists say: {1}</source>
        <translation>{0} accepteren, hoewel de woordenlijsten zeggen: {1}</translation>
    </message>
    <message>
        <source>Accept {0}</source>
        <translation>{0} accepteren</translation>
    </message>
</context>
<context>
    <name>WordListStatus</name>
    <message>
        <source>Loading word lists</source>
        <translation>Woordenlijsten laden</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Duitse</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Nederlandse</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Franse</translation>
    </message>
    <message>
        <source>Loading the {0} word lists… The first time they are prepared, which takes a few seconds; words are checked as soon as they are there.</source>
        <translation>De {0} woordenlijsten worden geladen… De eerste keer worden ze voorbereid, wat een paar seconden duurt; woorden worden gecontroleerd zodra ze er zijn.</translation>
    </message>
    <message>
        <source>The {0} word lists are ready.</source>
        <translation>De {0} woordenlijsten zijn klaar.</translation>
    </message>
    <message>
        <source>The {0} word lists could not be loaded: {1}</source>
        <translation>De {0} woordenlijsten konden niet worden geladen: {1}</translation>
    </message>
</context>
<context>
    <name>WordListsDialog</name>
    <message>
        <source>Wachtwoord: word lists for play</source>
        <translation>Wachtwoord: woordenlijsten om te spelen</translation>
    </message>
    <message>
        <source>Easy: everyday words</source>
        <translation>Makkelijk: alledaagse woorden</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Hard: rarer words</source>
        <translation>Moeilijk: zeldzamere woorden</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Nederlands</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Engels</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Moeilijkheid:</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Ronden:</translation>
    </message>
    <message>
        <source>Printout in:</source>
        <translation>Afdruk in:</translation>
    </message>
    <message>
        <source>&amp;Draw new lists</source>
        <translation>&amp;Nieuwe lijsten trekken</translation>
    </message>
    <message>
        <source>Draw this &amp;word again</source>
        <translation>Dit &amp;woord opnieuw trekken</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Af&amp;drukken…</translation>
    </message>
    <message>
        <source>Loading the Dutch word list… (the first time takes a few seconds)</source>
        <translation>De Nederlandse woordenlijst wordt geladen… (de eerste keer duurt dat een paar seconden)</translation>
    </message>
    <message>
        <source>The fifth word of each list (5*) counts double in the American method. Keep the lists out of the guessers&apos; sight.</source>
        <translation>Het vijfde woord van elke lijst (5*) telt dubbel bij de Amerikaanse methode. Houd de lijsten uit het zicht van de raders.</translation>
    </message>
    <message>
        <source>Save the word lists</source>
        <translation>De woordenlijsten opslaan</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Niet opgeslagen: {0}</translation>
    </message>
    <message>
        <source>Written: {0}</source>
        <translation>Geschreven: {0}</translation>
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
        <translation>Tekens</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Woord</translation>
    </message>
    <message>
        <source>Guesser</source>
        <translation>Rader</translation>
    </message>
</context>
<context>
    <name>WordsPage</name>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Choose a player: every guess at their word is shown beside</source>
        <translation>Kies een speler: alle raadpogingen naar zijn of haar woord staan ernaast</translation>
    </message>
    <message>
        <source>Guesses at the word</source>
        <translation>Raadpogingen naar het woord</translation>
    </message>
    <message>
        <source>Every guess at the chosen player&apos;s word</source>
        <translation>Alle raadpogingen naar het woord van de gekozen speler</translation>
    </message>
    <message>
        <source>1 different word</source>
        <translation>1 verschillend woord</translation>
    </message>
    <message>
        <source>{0} different words</source>
        <translation>{0} verschillende woorden</translation>
    </message>
    <message>
        <source>{0} (guessed in round {1})</source>
        <translation>{0} (geraden in ronde {1})</translation>
    </message>
    <message>
        <source>Choose a player to see every guess at their word.</source>
        <translation>Kies een speler om alle raadpogingen naar zijn of haar woord te zien.</translation>
    </message>
    <message>
        <source>{0} guesses at {1}&apos;s word: the list the players work from.</source>
        <translation>{0} raadpogingen naar het woord van {1}: de lijst waarmee de spelers werken.</translation>
    </message>
</context>
</TS>
