<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>BackgroundRead</name>
    <message>
        <source>Reading {0}…</source>
        <translation>Lecture de {0}…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>{0}: cannot be read: the reading process did not start ({1})</source>
        <translation>{0} : lecture impossible : le processus de lecture n’a pas démarré ({1})</translation>
    </message>
    <message>
        <source>{0}: cannot be read: the reading stopped unexpectedly ({1})</source>
        <translation>{0} : lecture impossible : la lecture s’est arrêtée de façon inattendue ({1})</translation>
    </message>
    <message>
        <source>exit code {0}</source>
        <translation>code de sortie {0}</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>The letters are checked against your board.</source>
        <translation>Les lettres ont été vérifiées sur votre plateau.</translation>
    </message>
    <message>
        <source>Circle {0}:</source>
        <translation>Cercle {0}&#xa0;:</translation>
    </message>
    <message>
        <source>chance: any letter A–Z</source>
        <translation>chance&#xa0;: n&apos;importe quelle lettre A–Z</translation>
    </message>
    <message>
        <source>vowels</source>
        <translation>voyelles</translation>
    </message>
    <message>
        <source>consonants</source>
        <translation>consonnes</translation>
    </message>
    <message>
        <source>Circle {0} ({1}): its five letters, as on your board</source>
        <translation>Cercle {0} ({1})&#xa0;: ses cinq lettres, comme sur votre plateau</translation>
    </message>
    <message>
        <source>Letters of circle {0}</source>
        <translation>Lettres du cercle {0}</translation>
    </message>
    <message>
        <source>Circle &amp;{0}:</source>
        <translation>Cercle &amp;{0}&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Y on the vowel circle</source>
        <translation>&amp;Y sur le cercle des voyelles</translation>
    </message>
    <message>
        <source>Y counts as a vowel in French: circle 7 carries Y as well as its five letters. Y may then be asked there, and a no to circle 7 crosses Y too.</source>
        <translation>En français, Y est une voyelle : le cercle 7 porte Y en plus de ses cinq lettres. Y peut alors y être demandé, et un non au cercle 7 barre aussi Y.</translation>
    </message>
    <message>
        <source>Conf&amp;irm: these are my board&apos;s letters</source>
        <translation>Confirmer&#xa0;: ce &amp;sont les lettres de mon plateau</translation>
    </message>
    <message>
        <source>Defa&amp;ult letters</source>
        <translation>Lettres pa&amp;r défaut</translation>
    </message>
    <message>
        <source>Confirm the letters: the note about the assumed board goes away</source>
        <translation>Confirmer les lettres&#xa0;: la remarque sur le plateau supposé disparaît</translation>
    </message>
    <message>
        <source>Back to the default board (an assumption, except circle 2)</source>
        <translation>Revenir au plateau par défaut (une supposition, sauf pour le cercle 2)</translation>
    </message>
    <message>
        <source>Set up the players first: the board is saved with the game.</source>
        <translation>Saisissez d&apos;abord les joueurs&#xa0;: le plateau est enregistré avec la partie.</translation>
    </message>
    <message>
        <source>Letters of circle {0}: {1}</source>
        <translation>Lettres du cercle {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Confirm the board&apos;s letters</source>
        <translation>Confirmer les lettres du plateau</translation>
    </message>
    <message>
        <source>Y on the vowel circle</source>
        <translation>Y sur le cercle des voyelles</translation>
    </message>
    <message>
        <source>Y off the vowel circle</source>
        <translation>Y retiré du cercle des voyelles</translation>
    </message>
    <message>
        <source>Default board letters</source>
        <translation>Lettres du plateau par défaut</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor, Space turns the direction, letters type the word, ? then a letter lays a blank, Backspace takes a letter back, Escape clears, Enter plays the word</source>
        <translation>Les flèches déplacent le curseur, Espace change de direction, les lettres tapent le mot, ? puis une lettre pose un joker, Retour arrière reprend une lettre, Échap efface, Entrée joue le mot</translation>
    </message>
    <message>
        <source>across</source>
        <translation>horizontal</translation>
    </message>
    <message>
        <source>down</source>
        <translation>vertical</translation>
    </message>
    <message>
        <source>Board, cursor on {0}, {1}</source>
        <translation>Plateau, curseur sur {0}, {1}</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>pas de bonus</translation>
    </message>
    <message>
        <source>double letter (2L, light blue)</source>
        <translation>lettre compte double (2L, bleu clair)</translation>
    </message>
    <message>
        <source>triple letter (3L, dark blue)</source>
        <translation>lettre compte triple (3L, bleu foncé)</translation>
    </message>
    <message>
        <source>double word (2W, pink)</source>
        <translation>mot compte double (2W, rose)</translation>
    </message>
    <message>
        <source>triple word (3W, red)</source>
        <translation>mot compte triple (3W, rouge)</translation>
    </message>
    <message>
        <source>; the centre, which the first word covers</source>
        <translation>&#xa0;; le centre, que le premier mot couvre</translation>
    </message>
    <message>
        <source>; a blank standing for {0}, laid in turn {1}</source>
        <translation>&#xa0;; un joker représentant {0}, posé au tour {1}</translation>
    </message>
    <message>
        <source>; {0} standing for {1} ({2} points), laid in turn {3}</source>
        <translation>&#xa0;; {0} représentant {1} ({2} points), posé au tour {3}</translation>
    </message>
    <message>
        <source>; {0} ({1} points), laid in turn {2}</source>
        <translation>&#xa0;; {0} ({1} points), posé au tour {2}</translation>
    </message>
</context>
<context>
    <name>CandidatesModel</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Mots</translation>
    </message>
    <message>
        <source>All agree on</source>
        <translation>Communs à tous</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Noté</translation>
    </message>
    <message>
        <source>{0} (not among them)</source>
        <translation>{0} (pas parmi eux)</translation>
    </message>
    <message>
        <source>The recorded password is not in the French list, or an answer about it is wrong.</source>
        <translation>Le mot de passe noté n&apos;est pas dans la liste française, ou une réponse à son sujet est erronée.</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Candidats</translation>
    </message>
    <message>
        <source>By round</source>
        <translation>Par manche</translation>
    </message>
    <message>
        <source>No noun in the list fits: the secret word itself is not in the list.</source>
        <translation>Aucun nom de la liste ne correspond&#xa0;: le mot secret lui-même n&apos;est pas dans la liste.</translation>
    </message>
</context>
<context>
    <name>CandidatesPage</name>
    <message>
        <source>Guesses that could not be the word by earlier marks:</source>
        <translation>Propositions qui ne pouvaient pas être le mot d&apos;après les marques précédentes&#xa0;:</translation>
    </message>
    <message>
        <source>The words that still fit:</source>
        <translation>Les mots qui correspondent encore&#xa0;:</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Candidats</translation>
    </message>
    <message>
        <source>How many nouns still fit each secret word, now and by round</source>
        <translation>Combien de noms correspondent encore à chaque mot secret, maintenant et par manche</translation>
    </message>
    <message>
        <source>The words that still fit</source>
        <translation>Les mots qui correspondent encore</translation>
    </message>
    <message>
        <source>The words that still fit the chosen player&apos;s secret word</source>
        <translation>Les mots qui correspondent encore au mot secret du joueur choisi</translation>
    </message>
    <message>
        <source>Guesses that could not be the word</source>
        <translation>Propositions qui ne pouvaient pas être le mot</translation>
    </message>
    <message>
        <source>Guesses that could not be the word by earlier marks</source>
        <translation>Propositions qui ne pouvaient pas être le mot d&apos;après les marques précédentes</translation>
    </message>
    <message>
        <source>Loading the German nouns…</source>
        <translation>Chargement des noms allemands…</translation>
    </message>
    <message>
        <source>Loading the Dutch word list…</source>
        <translation>Chargement de la liste de mots néerlandaise…</translation>
    </message>
    <message>
        <source>Loading the French word list…</source>
        <translation>Chargement de la liste de mots française…</translation>
    </message>
    <message>
        <source>For the game master only, never in a report: of {0} words of the list of the game&apos;s length and letters, how many still fit each secret word after round {1}.</source>
        <translation>Pour le meneur de jeu uniquement, jamais dans un compte rendu&#xa0;: parmi {0} mots de la liste de la longueur et des lettres de la partie, combien correspondent encore à chaque mot secret après la manche {1}.</translation>
    </message>
    <message>
        <source>No word lists in this window.</source>
        <translation>Pas de listes de mots dans cette fenêtre.</translation>
    </message>
    <message>
        <source>For the game master only, never in a report: of {0} nouns of the game&apos;s length and letters, how many still fit each secret word after round {1}.</source>
        <translation>Pour le meneur de jeu uniquement, jamais dans un compte rendu&#xa0;: parmi {0} noms de la longueur et des lettres de la partie, combien correspondent encore à chaque mot secret après la manche {1}.</translation>
    </message>
</context>
<context>
    <name>CandidatesPanel</name>
    <message>
        <source>&lt;b&gt;For the game master&apos;s eyes only.&lt;/b&gt; Never in a report: do not show this to the players.</source>
        <translation>&lt;b&gt;Réservé au meneur de jeu.&lt;/b&gt; Jamais dans un compte rendu&#xa0;: ne montrez pas ceci aux joueurs.</translation>
    </message>
    <message>
        <source>Words: how many words of the list give every recorded answer. All agree on: the letters every one of them has at the same place. Recorded: the password on the sheet, if any.</source>
        <translation>Mots&#xa0;: combien de mots de la liste donnent toutes les réponses notées. Communs à tous&#xa0;: les lettres que tous ont à la même place. Noté&#xa0;: le mot de passe inscrit sur la feuille, s&apos;il y en a un.</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Saisissez d&apos;abord les joueurs.</translation>
    </message>
    <message>
        <source>Loading the French words…</source>
        <translation>Chargement des mots français…</translation>
    </message>
    <message>
        <source>No word lists in this window.</source>
        <translation>Pas de listes de mots dans cette fenêtre.</translation>
    </message>
    <message>
        <source>Counting the French words that fit…</source>
        <translation>Décompte des mots français qui conviennent…</translation>
    </message>
    <message>
        <source>Of {0} French words of 2 to 8 letters, those that give every answer the log records about each player, the most frequent first.</source>
        <translation>Parmi {0} mots français de 2 à 8 lettres, ceux qui donnent toutes les réponses notées au journal pour chaque joueur, les plus fréquents en premier.</translation>
    </message>
    <message>
        <source>{0}: 1 word</source>
        <translation>{0}&#xa0;: 1 mot</translation>
    </message>
    <message>
        <source>{0}: {1} words</source>
        <translation>{0}&#xa0;: {1} mots</translation>
    </message>
    <message>
        <source>{0}: {1} words, the {2} most frequent shown</source>
        <translation>{0}&#xa0;: {1} mots, les {2} plus fréquents affichés</translation>
    </message>
</context>
<context>
    <name>ConfirmSending</name>
    <message>
        <source>{0} and {1} more</source>
        <translation>{0} et {1} autres</translation>
    </message>
    <message>
        <source>Send the lot for round 1 by mail to {0} players: {1}?</source>
        <translation>Envoyer le tirage au sort de la manche 1 par courriel à {0} joueurs : {1} ?</translation>
    </message>
    <message>
        <source>Send the final report (round {0}) by mail to {1} players: {2}?</source>
        <translation>Envoyer le classement final (manche {0}) par courriel à {1} joueurs : {2} ?</translation>
    </message>
    <message>
        <source>Send a correction of round {0} by mail to {1} players: {2}?</source>
        <translation>Envoyer une correction de la manche {0} par courriel à {1} joueurs : {2} ?</translation>
    </message>
    <message>
        <source>Send the receipts of round {0} by mail to {1} players: {2}?</source>
        <translation>Envoyer les accusés de réception de la manche {0} par courriel à {1} joueurs : {2} ?</translation>
    </message>
    <message>
        <source>Send a reminder for round {0} by mail to {1} players: {2}?</source>
        <translation>Envoyer un rappel pour la manche {0} par courriel à {1} joueurs : {2} ?</translation>
    </message>
    <message>
        <source>Send the report of round {0} by mail to {1} players: {2}?</source>
        <translation>Envoyer le rapport de la manche {0} par courriel à {1} joueurs : {2} ?</translation>
    </message>
    <message>
        <source>Send Mail</source>
        <translation>Envoyer le courriel</translation>
    </message>
</context>
<context>
    <name>CorrectionDialog</name>
    <message>
        <source>Send a Correction</source>
        <translation>Envoyer une correction</translation>
    </message>
    <message>
        <source>By post, these players need a corrected letter: {0}.</source>
        <translation>Par la poste, ces joueurs ont besoin d&apos;une lettre corrigée : {0}.</translation>
    </message>
    <message>
        <source>Save Correction &amp;Letters…</source>
        <translation>Enregistrer les &amp;lettres de correction…</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Envoyer</translation>
    </message>
    <message>
        <source>Players whose figures changed:</source>
        <translation>Joueurs dont les chiffres ont changé :</translation>
    </message>
    <message>
        <source>Changed after its report went out: round {0}. Each player whose figures changed gets a correction: what changed, old → new, then the corrected report. Nobody else gets one.</source>
        <translation>Modifiée après l&apos;envoi de son rapport : manche {0}. Chaque joueur dont les chiffres ont changé reçoit une correction : ce qui a changé, ancien → nouveau, puis le rapport corrigé. Personne d&apos;autre n&apos;en reçoit.</translation>
    </message>
    <message>
        <source>{0} (by post: a corrected letter)</source>
        <translation>{0} (par la poste : une lettre corrigée)</translation>
    </message>
    <message>
        <source>{0} (no mail: {1})</source>
        <translation>{0} (pas de courriel : {1})</translation>
    </message>
    <message>
        <source>Nobody&apos;s figures changed: no correction to send.</source>
        <translation>Les chiffres de personne n&apos;ont changé : aucune correction à envoyer.</translation>
    </message>
    <message>
        <source>To: {0}</source>
        <translation>À : {0}</translation>
    </message>
    <message>
        <source>Subject: {0}</source>
        <translation>Objet : {0}</translation>
    </message>
    <message>
        <source>Save the correction letters</source>
        <translation>Enregistrer les lettres de correction</translation>
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
        <translation>Personne ne reçoit de lettre corrigée.</translation>
    </message>
    <message>
        <source>The letters could not be written: {0}</source>
        <translation>Les lettres n&apos;ont pas pu être écrites : {0}</translation>
    </message>
    <message>
        <source>{0} correction letters saved in {1}.</source>
        <translation>{0} lettres de correction enregistrées dans {1}.</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>Rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>Sending the corrections to {0}…</source>
        <translation>Envoi des corrections à {0}…</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <source>An unexpected error happened. This is a fault in wordmastermind, not in your game.</source>
        <translation>Une erreur inattendue s&apos;est produite. C&apos;est un défaut de wordmastermind, pas de votre partie.</translation>
    </message>
    <message>
        <source>Your open games were saved for recovery first; the app offers them back if you restart it.</source>
        <translation>Vos parties ouvertes ont d&apos;abord été enregistrées pour être récupérées&#xa0;; l&apos;application vous les proposera au prochain démarrage.</translation>
    </message>
    <message>
        <source>The details are also in the log file {0}.</source>
        <translation>Les détails figurent aussi dans le fichier journal {0}.</translation>
    </message>
    <message>
        <source>Please send the details below with a bug report.</source>
        <translation>Veuillez envoyer les détails ci-dessous avec un rapport de bogue.</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>&amp;Copier les détails</translation>
    </message>
    <message>
        <source>Open the &amp;log folder</source>
        <translation>Ouvrir le dossier du &amp;journal</translation>
    </message>
</context>
<context>
    <name>DeadlineField</name>
    <message>
        <source>&amp;Deadline:</source>
        <translation>Date &amp;limite&#xa0;:</translation>
    </message>
    <message>
        <source>Mails after it are late: Fetch Guesses from the Mailbox does not take them</source>
        <translation>Les courriels arrivés après sont en retard&#xa0;: Relever les propositions ne les reprend pas</translation>
    </message>
</context>
<context>
    <name>DepartureDialog</name>
    <message>
        <source>There is nobody to choose: every player withdrew, or the roster is empty.</source>
        <translation>Personne à choisir : tous les joueurs ont quitté la partie, ou la liste des joueurs est vide.</translation>
    </message>
</context>
<context>
    <name>Departures</name>
    <message>
        <source>&amp;Withdraw a Player…</source>
        <translation>Re&amp;tirer un joueur…</translation>
    </message>
    <message>
        <source>&amp;Take Over a Place…</source>
        <translation>Faire re&amp;prendre une place…</translation>
    </message>
    <message>
        <source>Take back the withdrawal of {0}</source>
        <translation>Annuler le retrait de {0}</translation>
    </message>
    <message>
        <source>Take back the takeover: {0} plays again</source>
        <translation>Annuler la reprise : {0} rejoue</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Impossible</translation>
    </message>
    <message>
        <source>Take Back the Withdrawal of {0}</source>
        <translation>Annuler le retrait de {0}</translation>
    </message>
    <message>
        <source>Withdraw {0}…</source>
        <translation>Retirer {0}…</translation>
    </message>
    <message>
        <source>Let Someone Take Over {0}&apos;s Place…</source>
        <translation>Faire reprendre la place de {0}…</translation>
    </message>
    <message>
        <source>Take Back the Takeover ({0} Plays Again)</source>
        <translation>Annuler la reprise ({0} rejoue)</translation>
    </message>
    <message>
        <source>{0} withdrew after round {1} already, and stays in the rounds played</source>
        <translation>{0} a déjà quitté la partie après la manche {1} et reste dans les manches jouées</translation>
    </message>
    <message>
        <source>A player who has played stays in the game: the rounds need them.</source>
        <translation>Un joueur qui a joué reste dans la partie : les manches en ont besoin.</translation>
    </message>
    <message>
        <source>Cannot Remove</source>
        <translation>Suppression impossible</translation>
    </message>
    <message>
        <source>Remove Players</source>
        <translation>Supprimer des joueurs</translation>
    </message>
    <message>
        <source>The lot for round 1 was drawn with {0}. Without them it no longer fits the roster: draw it again on the Game page afterwards.

Remove them?</source>
        <translation>Le tirage de la manche 1 a été fait avec {0}. Sans eux, il ne correspond plus à la liste des joueurs : refaites-le ensuite sur la page Partie.

Supprimer ?</translation>
    </message>
    <message>
        <source>withdrew after round {0}; the word left the game</source>
        <translation>retrait après la manche {0} ; le mot a quitté le jeu</translation>
    </message>
    <message>
        <source>withdrew after round {0}; the word stays in play</source>
        <translation>retrait après la manche {0} ; le mot reste en jeu</translation>
    </message>
    <message>
        <source>took over from {0} after round {1}</source>
        <translation>a repris la place de {0} après la manche {1}</translation>
    </message>
    <message>
        <source>{0} (withdrew after round {1})</source>
        <translation>{0} (retrait après la manche {1})</translation>
    </message>
    <message>
        <source>{0} (took over from {1})</source>
        <translation>{0} (a repris la place de {1})</translation>
    </message>
    <message>
        <source>{0} (now {1})</source>
        <translation>{0} (désormais {1})</translation>
    </message>
    <message>
        <source>withdrew after round {0}; word guessed in round {1}</source>
        <translation>retrait après la manche {0} ; mot trouvé à la manche {1}</translation>
    </message>
    <message>
        <source>withdrew after round {0}; word left</source>
        <translation>retrait après la manche {0} ; mot sorti du jeu</translation>
    </message>
    <message>
        <source>withdrew after round {0}; word in play</source>
        <translation>retrait après la manche {0} ; mot en jeu</translation>
    </message>
    <message>
        <source>{0} took over {1}&apos;s place after round {2}.</source>
        <translation>{0} a repris la place de {1} après la manche {2}.</translation>
    </message>
    <message>
        <source>{0} withdrew after round {1}: no guess of theirs counts from round {2} on.</source>
        <translation>{0} a quitté la partie après la manche {1} : à partir de la manche {2}, aucune de ses propositions ne compte.</translation>
    </message>
</context>
<context>
    <name>DialWidget</name>
    <message>
        <source>Dial: {0}</source>
        <translation>Cadran&#xa0;: {0}</translation>
    </message>
    <message>
        <source>(counts double)</source>
        <translation>(compte double)</translation>
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
        <translation>Les dés&#xa0;: pas encore lancés</translation>
    </message>
    <message>
        <source>The dice: {0} and {1}, circle {2}</source>
        <translation>Les dés&#xa0;: {0} et {1}, cercle {2}</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>The game ends after three passes in a row, or when a player has no tiles left and the bag is empty (leave that player&apos;s field empty). Enter the tiles each player has left: their values are deducted, and the winner is known.</source>
        <translation>La partie se termine après trois passes consécutives, ou quand un joueur n&apos;a plus de jetons et que le sac est vide (laissez vide le champ de ce joueur). Saisissez les jetons qui restent à chaque joueur&#xa0;: leurs valeurs sont déduites, et le vainqueur est connu.</translation>
    </message>
    <message>
        <source>En&amp;d the game</source>
        <translation>Terminer &amp;la partie</translation>
    </message>
    <message>
        <source>Rem&amp;ove the end</source>
        <translation>Supprimer la f&amp;in</translation>
    </message>
    <message>
        <source>letters, ? for a blank; empty: none</source>
        <translation>lettres, ? pour un joker&#xa0;; vide&#xa0;: aucun</translation>
    </message>
    <message>
        <source>Add a pena&amp;lty</source>
        <translation>Ajouter une pénalit&amp;é</translation>
    </message>
    <message>
        <source>Points taken from a player (a time penalty); no turn</source>
        <translation>Points retirés à un joueur (pénalité de temps)&#xa0;; ce n&apos;est pas un tour</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Pénalité&#xa0;:</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Joueur 2</translation>
    </message>
    <message>
        <source>Tiles left by {0}:</source>
        <translation>Jetons restants de {0}&#xa0;:</translation>
    </message>
</context>
<context>
    <name>EntryForm</name>
    <message>
        <source>The dice</source>
        <translation>Les dés</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Roll two dice here, or set the circle rolled at the table</source>
        <translation>Lancez deux dés ici, ou indiquez le cercle obtenu à la table</translation>
    </message>
    <message>
        <source>The circle the pawn is on</source>
        <translation>Le cercle où se trouve le pion</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Demander</translation>
    </message>
    <message>
        <source>The player asked</source>
        <translation>Le joueur interrogé</translation>
    </message>
    <message>
        <source>A letter of the &amp;circle?</source>
        <translation>Une lettre du &amp;cercle&#xa0;?</translation>
    </message>
    <message>
        <source>… &amp;again?</source>
        <translation>… enco&amp;re&#xa0;?</translation>
    </message>
    <message>
        <source>Does a letter already found occur again?</source>
        <translation>Une lettre déjà trouvée apparaît-elle encore&#xa0;?</translation>
    </message>
    <message>
        <source>Letter {0}</source>
        <translation>Lettre {0}</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>at p&amp;osition</source>
        <translation>à la pos&amp;ition</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>Ou&amp;i</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
    <message>
        <source>Circle:</source>
        <translation>Cercle&#xa0;:</translation>
    </message>
    <message>
        <source>{0} · chance</source>
        <translation>{0} · chance</translation>
    </message>
    <message>
        <source>&amp;Letter …?</source>
        <translation>La lettr&amp;e …&#xa0;?</translation>
    </message>
    <message>
        <source>Pa&amp;ss</source>
        <translation>Pa&amp;sser</translation>
    </message>
    <message>
        <source>Nothing is left to ask on this circle: the turn passes</source>
        <translation>Plus rien à demander sur ce cercle&#xa0;: le joueur passe son tour</translation>
    </message>
    <message>
        <source>As&amp;k:</source>
        <translation>Interro&amp;ger&#xa0;:</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Saisissez d&apos;abord les joueurs.</translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation>{0} gagne&#xa0;!</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation>Au tour de {0}</translation>
    </message>
    <message>
        <source>Out: {0}</source>
        <translation>Éliminés&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} ({1}, found by {2} in entry {3})</source>
        <translation>{0} ({1}, trouvé par {2} à l&apos;entrée {3})</translation>
    </message>
    <message>
        <source>Roll, or set the circle rolled.</source>
        <translation>Lancez les dés, ou indiquez le cercle obtenu.</translation>
    </message>
    <message>
        <source>A chance circle: ask for any letter.</source>
        <translation>Un cercle chance&#xa0;: demandez n&apos;importe quelle lettre.</translation>
    </message>
    <message>
        <source>The vowel circle.</source>
        <translation>Le cercle des voyelles.</translation>
    </message>
    <message>
        <source>A consonant circle.</source>
        <translation>Un cercle de consonnes.</translation>
    </message>
    <message>
        <source>Guess a password, or roll the dice.</source>
        <translation>Devinez un mot de passe, ou lancez les dés.</translation>
    </message>
    <message>
        <source>Circle {0}: ask a player a question.</source>
        <translation>Cercle {0}&#xa0;: posez une question à un joueur.</translation>
    </message>
    <message>
        <source>Nothing is left to ask {0} on circle {1}</source>
        <translation>Plus rien à demander à {0} sur le cercle {1}</translation>
    </message>
    <message>
        <source>On a chance circle, ask for a letter, any letter</source>
        <translation>Sur un cercle chance, demandez une lettre, n&apos;importe laquelle</translation>
    </message>
    <message>
        <source>Every letter of circle {0} is answered for {1}</source>
        <translation>Toutes les lettres du cercle {0} ont reçu une réponse pour {1}</translation>
    </message>
    <message>
        <source>No letter of circle {0} found in {1}&apos;s word may occur again</source>
        <translation>Aucune lettre du cercle {0} trouvée dans le mot de {1} ne peut apparaître une autre fois</translation>
    </message>
    <message>
        <source>{0} has nothing left to ask on circle {1}: {0} passes.</source>
        <translation>{0} n&apos;a plus rien à demander sur le cercle {1}&#xa0;: {0} passe son tour.</translation>
    </message>
    <message>
        <source>Nothing is left to ask {0} on circle {1}: ask another player.</source>
        <translation>Plus rien à demander à {0} sur le cercle {1}&#xa0;: interrogez un autre joueur.</translation>
    </message>
    <message>
        <source>{0}&apos;s recorded password answers: {1}</source>
        <translation>Le mot de passe noté de {0} répond&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Choose the player asked, the question and the letter first.</source>
        <translation>Choisissez d&apos;abord le joueur interrogé, la question et la lettre.</translation>
    </message>
    <message>
        <source>Roll the dice first: a pass names the circle rolled.</source>
        <translation>Lancez d&apos;abord les dés&#xa0;: un tour passé indique le cercle obtenu.</translation>
    </message>
</context>
<context>
    <name>EntryPanel</name>
    <message>
        <source>Tick both if they called it out at the same moment, neither for nobody.</source>
        <translation>Cochez les deux s&apos;ils l&apos;ont dit au même moment, aucun si personne ne l&apos;a trouvé.</translation>
    </message>
    <message>
        <source>Dial value {0}</source>
        <translation>Valeur du cadran {0}</translation>
    </message>
    <message>
        <source>&amp;Add word</source>
        <translation>Ajouter &amp;le mot</translation>
    </message>
    <message>
        <source>New &amp;round</source>
        <translation>&amp;Nouvelle manche</translation>
    </message>
    <message>
        <source>Points to:</source>
        <translation>Points pour&#xa0;:</translation>
    </message>
    <message>
        <source>Dial value:</source>
        <translation>Valeur du cadran&#xa0;:</translation>
    </message>
    <message>
        <source>Team 1: {0}</source>
        <translation>Équipe 1&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Team 2: {0}</source>
        <translation>Équipe 2&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Saisissez d&apos;abord les joueurs.</translation>
    </message>
    <message>
        <source>Round {0} is over. Start a new round for the next word.</source>
        <translation>La manche {0} est terminée. Commencez une nouvelle manche pour le mot suivant.</translation>
    </message>
    <message>
        <source>(counts double)</source>
        <translation>(compte double)</translation>
    </message>
    <message>
        <source>Round {0}, next word: &lt;b&gt;{1}&lt;/b&gt;</source>
        <translation>Manche {0}, mot suivant&#xa0;: &lt;b&gt;{1}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{0} gives the clues this round.</source>
        <translation>{0} donne les indices dans cette manche.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>click a square and type, or 8H LEES / H8 LEES</source>
        <translation>cliquez sur une case et tapez, ou 8H LEES / H8 LEES</translation>
    </message>
    <message>
        <source>The word in GCG notation: the row first for a word across (8H LEES), the column first for a word down (H8 LEES); a lowercase letter is a blank, . a tile on the board, [IJ] the Y standing for IJ. Enter plays it.</source>
        <translation>Le mot en notation GCG&#xa0;: la ligne d&apos;abord pour un mot horizontal (8H LEES), la colonne d&apos;abord pour un mot vertical (H8 LEES)&#xa0;; une minuscule est un joker, . un jeton déjà sur le plateau, [IJ] le Y valant IJ. Entrée le joue.</translation>
    </message>
    <message>
        <source>Across or down (Space on the board)</source>
        <translation>Horizontal ou vertical (Espace sur le plateau)</translation>
    </message>
    <message>
        <source>optional: letters, ? for a blank</source>
        <translation>facultatif&#xa0;: lettres, ? pour un joker</translation>
    </message>
    <message>
        <source>The rack of the player to move, if known: a play must then use its tiles, and the unseen tiles leave it out. Enter keeps it.</source>
        <translation>Le chevalet du joueur qui doit jouer, s&apos;il est connu&#xa0;: un coup doit alors utiliser ses jetons, et les jetons non vus l&apos;excluent. Entrée le conserve.</translation>
    </message>
    <message>
        <source>&amp;Rack:</source>
        <translation>C&amp;hevalet&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Word:</source>
        <translation>&amp;Mot&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>J&amp;ouer</translation>
    </message>
    <message>
        <source>P&amp;ass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <source>QX or 3</source>
        <translation>QX ou 3</translation>
    </message>
    <message>
        <source>The tiles put back (QX), or only how many (3)</source>
        <translation>Les jetons remis (QX), ou seulement leur nombre (3)</translation>
    </message>
    <message>
        <source>E&amp;xchange</source>
        <translation>Échan&amp;ger</translation>
    </message>
    <message>
        <source>Ta&amp;ke back last</source>
        <translation>&amp;Reprendre le dernier</translation>
    </message>
    <message>
        <source>Remove the last move from the sheet (undo brings it back)</source>
        <translation>Retirer le dernier coup de la feuille (Annuler le rétablit)</translation>
    </message>
    <message>
        <source>Across →</source>
        <translation>Horizontal →</translation>
    </message>
    <message>
        <source>Down ↓</source>
        <translation>Vertical ↓</translation>
    </message>
    <message>
        <source>Refused: {0}</source>
        <translation>Refusé&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} × 2 = &lt;b&gt;{1}&lt;/b&gt; (all 8 tiles: doubled)</source>
        <translation>{0} × 2 = &lt;b&gt;{1}&lt;/b&gt; (les 8 jetons&#xa0;: doublé)</translation>
    </message>
    <message>
        <source>{0}&lt;br&gt;Points: {1}</source>
        <translation>{0}&lt;br&gt;Points&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find a word or a name in every round</source>
        <translation>Chercher un mot ou un nom dans toutes les manches</translation>
    </message>
    <message>
        <source>Round {0}, row {1}: {2} at {3}: {4}</source>
        <translation>Manche {0}, ligne {1} : {2} chez {3} : {4}</translation>
    </message>
    <message>
        <source>Hits: {0}</source>
        <translation>Résultats : {0}</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>e.g. Autumn game 2026</source>
        <translation>p. ex. Partie d&apos;automne 2026</translation>
    </message>
    <message>
        <source> letters</source>
        <translation> lettres</translation>
    </message>
    <message>
        <source>Umlauts and ß allowed</source>
        <translation>Umlauts et ß autorisés</translation>
    </message>
    <message>
        <source>Points only (report KP instead of marks)</source>
        <translation>Points seuls (KP au lieu des marques dans le compte rendu)</translation>
    </message>
    <message>
        <source>The language of this game&apos;s reports and mails, whatever the app&apos;s</source>
        <translation>La langue des comptes rendus et des courriels de cette partie, quelle que soit celle de l&apos;application</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titre&#xa0;:</translation>
    </message>
    <message>
        <source>Word &amp;length:</source>
        <translation>&amp;Longueur des mots&#xa0;:</translation>
    </message>
    <message>
        <source>Reports &amp;in:</source>
        <translation>Langue de&amp;s comptes rendus&#xa0;:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;Show secret words</source>
        <translation>Affic&amp;her les mots secrets</translation>
    </message>
    <message>
        <source>Secret words are hidden so that you can work in front of the players</source>
        <translation>Les mots secrets sont masqués pour que vous puissiez travailler devant les joueurs</translation>
    </message>
    <message>
        <source>Re&amp;move selected players</source>
        <translation>Suppr&amp;imer les joueurs sélectionnés</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>&amp;Draw round 1 by lot</source>
        <translation>Ti&amp;rer au sort la manche 1</translation>
    </message>
    <message>
        <source>Round 1 by lot</source>
        <translation>Manche 1 par tirage au sort</translation>
    </message>
    <message>
        <source>Each player&apos;s name, secret word, e-mail, address, channel, attachment and status</source>
        <translation>Nom, mot secret, courriel, adresse, canal, pièce jointe et statut de chaque joueur</translation>
    </message>
    <message>
        <source>Who guesses at whom in round 1</source>
        <translation>Qui devine le mot de qui à la manche 1</translation>
    </message>
    <message>
        <source>{0} players. To fix: {1}</source>
        <translation>{0} joueurs. À corriger&#xa0;: {1}</translation>
    </message>
    <message>
        <source>1 guess</source>
        <translation>1 proposition</translation>
    </message>
    <message>
        <source>{0} guesses</source>
        <translation>{0} propositions</translation>
    </message>
    <message>
        <source>{0} players: {1} per player and round.</source>
        <translation>{0} joueurs&#xa0;: {1} par joueur et par manche.</translation>
    </message>
    <message>
        <source>In round 1 the lot decides who guesses at whom, so that luck is even.</source>
        <translation>À la manche 1, le tirage au sort décide qui devine le mot de qui, pour que la chance soit égale.</translation>
    </message>
    <message>
        <source>Drawn from seed {0}.</source>
        <translation>Tiré avec la graine {0}.</translation>
    </message>
    <message>
        <source>Does not fit the roster: {0}.</source>
        <translation>Ne correspond pas à la liste des joueurs&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Round 1 is entered, so the lot stays.</source>
        <translation>La manche 1 est saisie&#xa0;: le tirage au sort est conservé.</translation>
    </message>
    <message>
        <source>&amp;Draw the lot again</source>
        <translation>&amp;Refaire le tirage au sort</translation>
    </message>
    <message>
        <source>Change the title</source>
        <translation>Modifier le titre</translation>
    </message>
    <message>
        <source>Set the word length to {0}</source>
        <translation>Fixer la longueur des mots à {0}</translation>
    </message>
    <message>
        <source>Allow umlauts</source>
        <translation>Autoriser les umlauts</translation>
    </message>
    <message>
        <source>Forbid umlauts</source>
        <translation>Interdire les umlauts</translation>
    </message>
    <message>
        <source>Reports in {0}</source>
        <translation>Langue des comptes rendus&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Report points only</source>
        <translation>Compte rendu en points seuls</translation>
    </message>
    <message>
        <source>Report marks</source>
        <translation>Compte rendu avec les marques</translation>
    </message>
    <message>
        <source>Draw the lot for round 1</source>
        <translation>Tirer au sort la manche 1</translation>
    </message>
</context>
<context>
    <name>GridView</name>
    <message>
        <source>Grid of {0}</source>
        <translation>Grille de {0}</translation>
    </message>
    <message>
        <source>Circle {0}: at least one of {1}</source>
        <translation>Cercle {0}&#xa0;: au moins une lettre parmi {1}</translation>
    </message>
    <message>
        <source>Occur no more: {0}</source>
        <translation>N&apos;apparaissent plus&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Not: {0}</source>
        <translation>Exclus&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The password: {0}</source>
        <translation>Le mot de passe&#xa0;: {0}</translation>
    </message>
    <message>
        <source>in the word: {0}</source>
        <translation>dans le mot&#xa0;: {0}</translation>
    </message>
    <message>
        <source>not in the word: {0}</source>
        <translation>pas dans le mot&#xa0;: {0}</translation>
    </message>
    <message>
        <source>circles circled: {0}</source>
        <translation>cercles entourés&#xa0;: {0}</translation>
    </message>
    <message>
        <source>circles crossed: {0}</source>
        <translation>cercles barrés&#xa0;: {0}</translation>
    </message>
    <message>
        <source>reconstruction: {0}</source>
        <translation>reconstitution&#xa0;: {0}</translation>
    </message>
    <message>
        <source>positions: {0}</source>
        <translation>positions&#xa0;: {0}</translation>
    </message>
    <message>
        <source>letters found: {0}</source>
        <translation>lettres trouvées&#xa0;: {0}</translation>
    </message>
    <message>
        <source>niveau 1: letters found</source>
        <translation>niveau 1&#xa0;: lettres trouvées</translation>
    </message>
    <message>
        <source>niveau 2: the word</source>
        <translation>niveau 2&#xa0;: le mot</translation>
    </message>
    <message>
        <source>niveau 1: positions</source>
        <translation>niveau 1&#xa0;: positions</translation>
    </message>
</context>
<context>
    <name>GridsPanel</name>
    <message>
        <source>○ in the word · ✕ not in the word · a number circled: a letter of that circle is in the word</source>
        <translation>○ dans le mot · ✕ pas dans le mot · un numéro entouré&#xa0;: une lettre de ce cercle est dans le mot</translation>
    </message>
    <message>
        <source>Every answer is public, so these are the grids every opponent draws.</source>
        <translation>Chaque réponse est publique&#xa0;: ce sont donc les grilles que remplit chaque adversaire.</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>gagnant</translation>
    </message>
    <message>
        <source>out: found by {0} (entry {1})</source>
        <translation>éliminé&#xa0;: trouvé par {0} (entrée {1})</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>a la main</translation>
    </message>
    <message>
        <source>in the game</source>
        <translation>en jeu</translation>
    </message>
</context>
<context>
    <name>GuessActions</name>
    <message>
        <source>&amp;Delete Guess</source>
        <translation>&amp;Supprimer la proposition</translation>
    </message>
    <message>
        <source>Move {0} guess(es) from round {1} to round {2}</source>
        <translation>Déplacer {0} proposition(s) de la manche {1} à la manche {2}</translation>
    </message>
    <message>
        <source>&amp;Move to Round</source>
        <translation>&amp;Déplacer vers la manche</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Manche {0}</translation>
    </message>
    <message>
        <source>Round {0} (new)</source>
        <translation>Manche {0} (nouvelle)</translation>
    </message>
</context>
<context>
    <name>GuessBox</name>
    <message>
        <source>Guess a password (before rolling)</source>
        <translation>Deviner un mot de passe (avant de lancer les dés)</translation>
    </message>
    <message>
        <source>Whose password is guessed</source>
        <translation>Joueur dont on devine le mot de passe</translation>
    </message>
    <message>
        <source>the word said aloud</source>
        <translation>le mot prononcé à haute voix</translation>
    </message>
    <message>
        <source>R&amp;ight</source>
        <translation>&amp;Bon</translation>
    </message>
    <message>
        <source>It is the password: the player is out, and the guesser keeps the turn</source>
        <translation>C&apos;est le mot de passe&#xa0;: le joueur est éliminé, et celui qui l&apos;a trouvé garde la main</translation>
    </message>
    <message>
        <source>&amp;Wrong</source>
        <translation>&amp;Mauvais</translation>
    </message>
    <message>
        <source>It is not the password: the turn passes</source>
        <translation>Ce n&apos;est pas le mot de passe&#xa0;: c&apos;est au tour du joueur suivant</translation>
    </message>
    <message>
        <source>A guess comes before rolling the dice; set the circle back to “—” to guess instead</source>
        <translation>On devine avant de lancer les dés&#xa0;; remettez le cercle sur «&#xa0;—&#xa0;» pour deviner plutôt</translation>
    </message>
    <message>
        <source>{0}&apos;s recorded password: right</source>
        <translation>Mot de passe noté de {0}&#xa0;: bon</translation>
    </message>
    <message>
        <source>{0}&apos;s recorded password: wrong</source>
        <translation>Mot de passe noté de {0}&#xa0;: mauvais</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>wordmastermind help</source>
        <translation>Aide de wordmastermind</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>The help files are not installed with this copy of wordmastermind. They are online: [{0}]({0})</source>
        <translation>Les fichiers d&apos;aide ne sont pas installés avec cette copie de wordmastermind. Ils sont en ligne&#xa0;: [{0}]({0})</translation>
    </message>
    <message>
        <source>Your first game</source>
        <translation>Votre première partie</translation>
    </message>
    <message>
        <source>Rules: {0}</source>
        <translation>Règles&#xa0;: {0}</translation>
    </message>
    <message>
        <source>File formats</source>
        <translation>Formats de fichier</translation>
    </message>
</context>
<context>
    <name>HolderEditor</name>
    <message>
        <source>&amp;Joker</source>
        <translation>Jo&amp;ker</translation>
    </message>
    <message>
        <source>Lay a joker (key *): the next letter typed is the letter it stands for; a joker is worth {0}</source>
        <translation>Poser un joker (touche *)&#xa0;: la lettre tapée ensuite est celle qu&apos;il représente&#xa0;; un joker vaut {0}</translation>
    </message>
    <message>
        <source>E&amp;rase</source>
        <translation>&amp;Gomme</translation>
    </message>
    <message>
        <source>Lay an erase card (key -), worth {0}: only at the start or end of the word</source>
        <translation>Poser une carte gomme (touche -), valant {0}&#xa0;: seulement au début ou à la fin du mot</translation>
    </message>
    <message>
        <source>Face &amp;down</source>
        <translation>Face &amp;cachée</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Vider</translation>
    </message>
    <message>
        <source>Take back the card laid in this slot (Backspace or Delete)</source>
        <translation>Reprendre la carte posée dans cette case (Retour arrière ou Suppr)</translation>
    </message>
    <message>
        <source>Take &amp;back slot</source>
        <translation>&amp;Rentrer la case</translation>
    </message>
    <message>
        <source>Push the slot pulled out this turn back in</source>
        <translation>Rentrer la case sortie à ce tour</translation>
    </message>
    <message>
        <source>The holder after the turn as text: A-Z letters, *A a joker for A, - an erase card, # a card face down, . an empty slot</source>
        <translation>La réglette après le tour, en texte&#xa0;: A-Z des lettres, *A un joker pour A, - une carte gomme, # une carte face cachée, . une case vide</translation>
    </message>
    <message>
        <source>e.g. RATS, *RAT, -ATS</source>
        <translation>p. ex. RATS, *RAT, -ATS</translation>
    </message>
    <message>
        <source>Cards exchanged before the turn: 2 points each</source>
        <translation>Cartes échangées avant le tour&#xa0;: 2 points chacune</translation>
    </message>
    <message>
        <source>&amp;Notation:</source>
        <translation>&amp;Notation&#xa0;:</translation>
    </message>
    <message>
        <source>E&amp;xchanged cards:</source>
        <translation>Cartes &amp;échangées&#xa0;:</translation>
    </message>
    <message>
        <source>Pull out a slot at the front</source>
        <translation>Sortir une case au début</translation>
    </message>
    <message>
        <source>Pull out a slot at the end</source>
        <translation>Sortir une case à la fin</translation>
    </message>
    <message>
        <source>a card laid face down counts as an erase card only in the beginner variant, and this game does not play it</source>
        <translation>une carte posée face cachée ne compte comme carte gomme que dans la variante débutants, et cette partie ne la joue pas</translation>
    </message>
    <message>
        <source>only one card per turn may be laid face down, and slot {0} already is</source>
        <translation>une seule carte par tour peut être posée face cachée, et c&apos;est déjà le cas de la case {0}</translation>
    </message>
    <message>
        <source>the first word goes into the {0} slots of the closed holder; it is pulled out from the second word on</source>
        <translation>le premier mot se pose dans les {0} cases de la réglette fermée&#xa0;; elle s&apos;allonge à partir du deuxième mot</translation>
    </message>
    <message>
        <source>front</source>
        <translation>au début</translation>
    </message>
    <message>
        <source>end</source>
        <translation>à la fin</translation>
    </message>
    <message>
        <source>the holder already grew by one slot this turn (at the {0}); it may grow by at most one slot per turn</source>
        <translation>la réglette s&apos;est déjà allongée d&apos;une case à ce tour ({0})&#xa0;; elle s&apos;allonge d&apos;une case au plus par tour</translation>
    </message>
    <message>
        <source>the holder has {0} slots, its most: it cannot be pulled out any further</source>
        <translation>la réglette a {0} cases, son maximum&#xa0;: elle ne peut plus s&apos;allonger</translation>
    </message>
    <message>
        <source>the holder was not pulled out this turn</source>
        <translation>la réglette ne s&apos;est pas allongée à ce tour</translation>
    </message>
    <message>
        <source>{0!r} is no card: type a letter A-Z, * and a letter for a joker, - for an erase card</source>
        <translation>{0!r} n&apos;est pas une carte&#xa0;: tapez une lettre A-Z, * et une lettre pour un joker, - pour une carte gomme</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>letter {0}</source>
        <translation>lettre {0}</translation>
    </message>
    <message>
        <source>joker standing for {0}</source>
        <translation>joker représentant {0}</translation>
    </message>
    <message>
        <source>a card face down (erase card)</source>
        <translation>une carte face cachée (carte gomme)</translation>
    </message>
    <message>
        <source>erase card</source>
        <translation>carte gomme</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation>{0} points</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 point</translation>
    </message>
    <message>
        <source>laid this turn</source>
        <translation>posée à ce tour</translation>
    </message>
    <message>
        <source>lying from before</source>
        <translation>posée auparavant</translation>
    </message>
    <message>
        <source> (slot pulled out this turn)</source>
        <translation> (case sortie à ce tour)</translation>
    </message>
    <message>
        <source>{0} slots: the closed holder takes the first word.</source>
        <translation>{0} cases&#xa0;: la réglette fermée reçoit le premier mot.</translation>
    </message>
    <message>
        <source>The first word goes into the closed holder; it is pulled out from the second word on.</source>
        <translation>Le premier mot se pose dans la réglette fermée&#xa0;; elle s&apos;allonge à partir du deuxième mot.</translation>
    </message>
    <message>
        <source>{0} slots (at most {1}); pulled out by one this turn.</source>
        <translation>{0} cases ({1} au plus)&#xa0;; allongée d&apos;une case à ce tour.</translation>
    </message>
    <message>
        <source>The holder grows by at most one slot per turn; it already grew.</source>
        <translation>La réglette s&apos;allonge d&apos;une case au plus par tour&#xa0;; elle s&apos;est déjà allongée.</translation>
    </message>
    <message>
        <source>{0} slots: fully pulled out.</source>
        <translation>{0} cases&#xa0;: entièrement allongée.</translation>
    </message>
    <message>
        <source>The holder has at most {0} slots.</source>
        <translation>La réglette a {0} cases au plus.</translation>
    </message>
    <message>
        <source>{0} slots (at most {1}); + pulls out one more.</source>
        <translation>{0} cases ({1} au plus)&#xa0;; + en sort une de plus.</translation>
    </message>
    <message>
        <source>{0} slots: the holder had {1}.</source>
        <translation>{0} cases&#xa0;: la réglette en avait {1}.</translation>
    </message>
    <message>
        <source>Pull out one slot at the {0}</source>
        <translation>Sortir une case {0}</translation>
    </message>
    <message>
        <source>Lay any card face down as an erase card (key #), worth {0}; once per turn</source>
        <translation>Poser n&apos;importe quelle carte face cachée comme carte gomme (touche #), valant {0}&#xa0;; une fois par tour</translation>
    </message>
    <message>
        <source>Only in the beginner variant: a card face down as an erase card</source>
        <translation>Seulement dans la variante débutants&#xa0;: une carte face cachée comme carte gomme</translation>
    </message>
    <message>
        <source>The notation cannot be read.</source>
        <translation>La notation est illisible.</translation>
    </message>
    <message>
        <source>Click a slot and type the letters laid; + pulls out a slot.</source>
        <translation>Cliquez sur une case et tapez les lettres posées&#xa0;; + sort une case.</translation>
    </message>
    <message>
        <source> ({0} − {1} for exchanges)</source>
        <translation> ({0} − {1} pour les échanges)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;: {1} points{2}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;&#xa0;: {1} points{2}</translation>
    </message>
</context>
<context>
    <name>ImportPreviewDialog</name>
    <message>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Secret word</source>
        <translation>Mot secret</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>Courriel</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Import guesses for round {0}</source>
        <translation>Importer les propositions de la manche {0}</translation>
    </message>
    <message>
        <source>Guesser</source>
        <translation>Devineur</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <source>Show secret words</source>
        <translation>Afficher les mots secrets</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Problèmes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Nothing is imported until every problem is corrected.</source>
        <translation>Rien n&apos;est importé tant que tous les problèmes ne sont pas corrigés.</translation>
    </message>
    <message>
        <source>From the pasted text</source>
        <translation>Depuis le texte collé</translation>
    </message>
    <message>
        <source>From {0}</source>
        <translation>Depuis {0}</translation>
    </message>
    <message>
        <source>1 player read</source>
        <translation>1 joueur lu</translation>
    </message>
    <message>
        <source>{0} players read</source>
        <translation>{0} joueurs lus</translation>
    </message>
    <message>
        <source>1 guess read</source>
        <translation>1 proposition lue</translation>
    </message>
    <message>
        <source>{0} guesses read</source>
        <translation>{0} propositions lues</translation>
    </message>
    <message>
        <source>no problems</source>
        <translation>aucun problème</translation>
    </message>
    <message>
        <source>1 problem</source>
        <translation>1 problème</translation>
    </message>
    <message>
        <source>{0} problems</source>
        <translation>{0} problèmes</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>Import enters every guess read, as one step that Undo takes back.</source>
        <translation>Importer saisit chaque proposition lue, en une seule étape qu’Annuler reprend.</translation>
    </message>
    <message>
        <source>{0} of them break a rule: they are entered marked with the reason, as typed guesses are, and score nothing until corrected.</source>
        <translation>{0} d’entre elles enfreignent une règle : elles sont saisies marquées avec la raison, comme les propositions tapées, et ne comptent pas tant qu’elles ne sont pas corrigées.</translation>
    </message>
    <message>
        <source>{0} line(s) cannot be read as a guess and are left out.</source>
        <translation>{0} ligne(s) ne peuvent pas être lues comme une proposition et sont laissées de côté.</translation>
    </message>
    <message>
        <source>Correct the text and paste it again to import it.</source>
        <translation>Corrigez le texte et collez-le de nouveau pour l&apos;importer.</translation>
    </message>
    <message>
        <source>Correct the file and import it again.</source>
        <translation>Corrigez le fichier et importez-le de nouveau.</translation>
    </message>
</context>
<context>
    <name>InboxDialog</name>
    <message>
        <source>Fetch Guesses from the Mailbox</source>
        <translation>Relever les propositions dans la boîte aux lettres</translation>
    </message>
    <message>
        <source>Take &amp;late mails too</source>
        <translation>Reprendre aussi les courriels en &amp;retard</translation>
    </message>
    <message>
        <source>Rou&amp;nd:</source>
        <translation>Ma&amp;nche&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Fetch</source>
        <translation>Re&amp;lever</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>En&amp;ter</source>
        <translation>Sai&amp;sir</translation>
    </message>
    <message>
        <source>Send Re&amp;ceipts</source>
        <translation>Envoyer les &amp;accusés de réception</translation>
    </message>
    <message>
        <source>Mailbox &amp;Account</source>
        <translation>Compte de la &amp;boîte aux lettres</translation>
    </message>
    <message>
        <source>Every mail after the deadline counts as if it had come in time.</source>
        <translation>Tout courriel arrivé après la date limite compte comme s&apos;il était arrivé à temps.</translation>
    </message>
    <message>
        <source>{0}, folder {1}</source>
        <translation>{0}, dossier {1}</translation>
    </message>
    <message>
        <source>Enter the mailbox&apos;s server first.</source>
        <translation>Saisissez d&apos;abord le serveur de la boîte aux lettres.</translation>
    </message>
    <message>
        <source>Enter the password for {0}: the system keyring has none.</source>
        <translation>Saisissez le mot de passe pour {0}&#xa0;: le trousseau du système n&apos;en contient pas.</translation>
    </message>
    <message>
        <source>Reading the mailbox at {0}…</source>
        <translation>Lecture de la boîte aux lettres sur {0}…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>Cancelled: nothing was read.</source>
        <translation>Annulé&#xa0;: rien n&apos;a été lu.</translation>
    </message>
    <message>
        <source>The mailbox refused the user or password ({0}).</source>
        <translation>La boîte aux lettres a refusé l&apos;utilisateur ou le mot de passe ({0}).</translation>
    </message>
    <message>
        <source>The server {0} cannot be reached: check the server and port ({1}).</source>
        <translation>Le serveur {0} est injoignable&#xa0;: vérifiez le serveur et le port ({1}).</translation>
    </message>
    <message>
        <source>The secure connection to {0} failed: check the security and port ({1}).</source>
        <translation>La connexion sécurisée à {0} a échoué&#xa0;: vérifiez le chiffrement et le port ({1}).</translation>
    </message>
    <message>
        <source>The mailbox has no folder {0}.</source>
        <translation>La boîte aux lettres n&apos;a pas de dossier {0}.</translation>
    </message>
    <message>
        <source>The mailbox could not be read: {0}</source>
        <translation>La boîte aux lettres n&apos;a pas pu être lue&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Nothing can be entered in round {0}: it is closed.</source>
        <translation>Rien ne peut être saisi dans la manche {0}&#xa0;: elle est close.</translation>
    </message>
    <message>
        <source>Nothing is entered yet: Enter takes the guesses into round {0}.</source>
        <translation>Rien n&apos;est encore saisi&#xa0;: Saisir reprend les propositions dans la manche {0}.</translation>
    </message>
    <message>
        <source>Nothing new to enter in round {0}.</source>
        <translation>Rien de nouveau à saisir dans la manche {0}.</translation>
    </message>
    <message>
        <source>Round {0} is closed: its report went out and round {1} has begun, so no mail can be taken into it here. To correct it, change its guesses by hand on the Rounds page (or clear when round {1} opened there, if it has not begun).</source>
        <translation>La manche {0} est close&#xa0;: son compte rendu est parti et la manche {1} a commencé, aucun courriel ne peut donc plus y être repris ici. Pour la corriger, modifiez ses propositions à la main sur la page Manches (ou effacez-y le début de la manche {1}, si elle n&apos;a pas commencé).</translation>
    </message>
    <message>
        <source>Round {0}: {1} mails read, {2} from players.</source>
        <translation>Manche {0}&#xa0;: {1} courriels lus, dont {2} de joueurs.</translation>
    </message>
    <message>
        <source>When round {0} opened is not known: every mail read may be its.</source>
        <translation>On ne sait pas quand la manche {0} a commencé&#xa0;: tout courriel lu peut lui appartenir.</translation>
    </message>
    <message>
        <source>Round {0} opened on {1}.</source>
        <translation>La manche {0} a commencé le {1}.</translation>
    </message>
    <message>
        <source>Round {0} opened on {1} (worked out: no opening was recorded).</source>
        <translation>La manche {0} a commencé le {1} (déduit&#xa0;: aucun début n&apos;a été enregistré).</translation>
    </message>
    <message>
        <source>Deadline: {0}.</source>
        <translation>Date limite&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Fetch to read the mails of round {0}: each round has its own.</source>
        <translation>Cliquez sur Relever pour lire les courriels de la manche {0}&#xa0;: chaque manche a les siens.</translation>
    </message>
    <message>
        <source>Round {0}: the guesses are entered (Edit ▸ Undo takes them back).</source>
        <translation>Manche {0}&#xa0;: les propositions sont saisies (Édition ▸ Annuler les retire).</translation>
    </message>
    <message>
        <source>Send Re&amp;ceipts ({0} new)</source>
        <translation>Envoyer les &amp;accusés de réception (nouveaux&#xa0;: {0})</translation>
    </message>
    <message>
        <source>Send Re&amp;ceipts (none new)</source>
        <translation>Envoyer les &amp;accusés de réception (aucun nouveau)</translation>
    </message>
    <message>
        <source>Send Receipts</source>
        <translation>Envoyer les accusés de réception</translation>
    </message>
    <message>
        <source>Every player who wrote has had their receipt for round {0}. Send them all again: {1}?</source>
        <translation>Chaque joueur qui a écrit a déjà reçu son accusé de réception pour la manche {0}. Les renvoyer tous&#xa0;: {1}&#xa0;?</translation>
    </message>
    <message>
        <source>Send the receipts of round {0} to {1}?</source>
        <translation>Envoyer les accusés de réception de la manche {0} à {1}&#xa0;?</translation>
    </message>
    <message>
        <source>Yes to All sends every player who wrote their receipt, whether they had it or not: {0}.</source>
        <translation>Oui à tout envoie son accusé de réception à chaque joueur qui a écrit, qu&apos;il l&apos;ait déjà reçu ou non&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Sending the receipts to {0}…</source>
        <translation>Envoi des accusés de réception à {0}…</translation>
    </message>
</context>
<context>
    <name>IntakeModel</name>
    <message>
        <source>Mail</source>
        <translation>Courriel</translation>
    </message>
    <message>
        <source>Arrived</source>
        <translation>Arrivé</translation>
    </message>
    <message>
        <source>What becomes of it</source>
        <translation>Ce qu&apos;il en advient</translation>
    </message>
</context>
<context>
    <name>IntakeRows</name>
    <message>
        <source>{0} (dated {1})</source>
        <translation>{0} (daté du {1})</translation>
    </message>
    <message>
        <source>no sender</source>
        <translation>pas d&apos;expéditeur</translation>
    </message>
    <message>
        <source>(no subject)</source>
        <translation>(sans objet)</translation>
    </message>
    <message>
        <source>From {0}, subject: {1}</source>
        <translation>De {0}, objet&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Message-ID: {0}</source>
        <translation>Message-ID&#xa0;: {0}</translation>
    </message>
    <message>
        <source>It arrived on {0}, but its own date says {1}: the arrival counts.</source>
        <translation>Arrivé le {0}, mais daté lui-même du {1}&#xa0;: c&apos;est l&apos;arrivée qui compte.</translation>
    </message>
    <message>
        <source>1 guess to enter</source>
        <translation>1 proposition à saisir</translation>
    </message>
    <message>
        <source>{0} guesses to enter</source>
        <translation>{0} propositions à saisir</translation>
    </message>
    <message>
        <source>1 of them marked</source>
        <translation>dont 1 marquée</translation>
    </message>
    <message>
        <source>{0} of them marked</source>
        <translation>dont {0} marquées</translation>
    </message>
    <message>
        <source>1 guess entered</source>
        <translation>1 proposition saisie</translation>
    </message>
    <message>
        <source>{0} guesses entered</source>
        <translation>{0} propositions saisies</translation>
    </message>
    <message>
        <source>not taken: {0}</source>
        <translation>non repris&#xa0;: {0}</translation>
    </message>
    <message>
        <source>no guess: {0}</source>
        <translation>aucune proposition&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Taken before: to change the round, correct its guesses on the Rounds page.</source>
        <translation>Déjà repris&#xa0;: pour modifier la manche, corrigez ses propositions sur la page Manches.</translation>
    </message>
    <message>
        <source>The round is closed: no mail can be taken into it.</source>
        <translation>La manche est close&#xa0;: aucun courriel ne peut plus y être repris.</translation>
    </message>
    <message>
        <source>Untick to leave this mail out: the player&apos;s previous mail counts then.</source>
        <translation>Décochez pour écarter ce courriel&#xa0;: c&apos;est alors le courriel précédent du joueur qui compte.</translation>
    </message>
    <message>
        <source>Take the good lines (1 guess)</source>
        <translation>Reprendre les bonnes lignes (1 proposition)</translation>
    </message>
    <message>
        <source>Take the good lines ({0} guesses)</source>
        <translation>Reprendre les bonnes lignes ({0} propositions)</translation>
    </message>
    <message>
        <source>The guesses that can be read go in; one that breaks a rule goes in marked with the reason, as on the Rounds page.</source>
        <translation>Les propositions lisibles sont reprises&#xa0;; celle qui enfreint une règle est reprise marquée avec la raison, comme sur la page Manches.</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>ligne {0}</translation>
    </message>
    <message>
        <source>marked: {0}</source>
        <translation>marquée&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} → {1}?</source>
        <translation>{0} → {1}&#xa0;?</translation>
    </message>
    <message>
        <source>line {0}: {1}</source>
        <translation>ligne {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Tick to read it as a guess at {0}: {1}</source>
        <translation>Cochez pour lire la ligne comme une proposition visant {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Mails that count</source>
        <translation>Courriels qui comptent</translation>
    </message>
    <message>
        <source>Tick to take this mail although it came before round {0} opened.</source>
        <translation>Cochez pour reprendre ce courriel bien qu&apos;il soit arrivé avant le début de la manche {0}.</translation>
    </message>
    <message>
        <source>1 more mail came before round {1} opened</source>
        <translation>1 autre courriel est arrivé avant le début de la manche {1}</translation>
    </message>
    <message>
        <source>{0} more mails came before round {1} opened</source>
        <translation>{0} autres courriels sont arrivés avant le début de la manche {1}</translation>
    </message>
    <message>
        <source>Before round {0} opened ({1})</source>
        <translation>Avant le début de la manche {0} ({1})</translation>
    </message>
    <message>
        <source>Tick to take this mail although it came after the deadline.</source>
        <translation>Cochez pour reprendre ce courriel bien qu&apos;il soit arrivé après la date limite.</translation>
    </message>
    <message>
        <source>After the deadline ({0})</source>
        <translation>Après la date limite ({0})</translation>
    </message>
    <message>
        <source>Tick to make this mail count instead of the newer ones.</source>
        <translation>Cochez pour que ce courriel compte à la place des plus récents.</translation>
    </message>
    <message>
        <source>Superseded by a later mail</source>
        <translation>Remplacés par un courriel plus récent</translation>
    </message>
    <message>
        <source>Tick to take this mail back in.</source>
        <translation>Cochez pour reprendre ce courriel.</translation>
    </message>
    <message>
        <source>Left out by you</source>
        <translation>Écartés par vous</translation>
    </message>
    <message>
        <source>Not from a player</source>
        <translation>Pas d&apos;un joueur</translation>
    </message>
    <message>
        <source>From an address several players have</source>
        <translation>D&apos;une adresse de plusieurs joueurs</translation>
    </message>
    <message>
        <source>an address of {0}</source>
        <translation>une adresse de {0}</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>Illisibles</translation>
    </message>
    <message>
        <source>1 mail was taken for another round</source>
        <translation>1 courriel a été repris pour une autre manche</translation>
    </message>
    <message>
        <source>{0} mails were taken for another round</source>
        <translation>{0} courriels ont été repris pour une autre manche</translation>
    </message>
    <message>
        <source>Taken for round {0}: never offered again.</source>
        <translation>Repris pour la manche {0}&#xa0;: ne sera plus proposé.</translation>
    </message>
</context>
<context>
    <name>LetterValuesModel</name>
    <message>
        <source>Letter</source>
        <translation>Lettre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Changed: the default value of {0} is {1}</source>
        <translation>Modifiée&#xa0;: la valeur par défaut de {0} est {1}</translation>
    </message>
    <message>
        <source>The default value of {0}</source>
        <translation>La valeur par défaut de {0}</translation>
    </message>
    <message>
        <source>the value of {0} must be a whole number of at least 0, not {1!r}</source>
        <translation>la valeur de {0} doit être un nombre entier d&apos;au moins 0, et non {1!r}</translation>
    </message>
    <message>
        <source>Set up the players first: the values are stored with the game.</source>
        <translation>Saisissez d&apos;abord les joueurs&#xa0;: les valeurs sont enregistrées avec la partie.</translation>
    </message>
    <message>
        <source>Set the value of {0} to {1}</source>
        <translation>Fixer la valeur de {0} à {1}</translation>
    </message>
    <message>
        <source>Reset the letter values</source>
        <translation>Rétablir les valeurs des lettres</translation>
    </message>
</context>
<context>
    <name>LivePanel</name>
    <message>
        <source>optional, to check the clues; not saved</source>
        <translation>facultatif, pour vérifier les indices&#xa0;; non enregistré</translation>
    </message>
    <message>
        <source>the clue just given</source>
        <translation>l&apos;indice qui vient d&apos;être donné</translation>
    </message>
    <message>
        <source>P&amp;assword:</source>
        <translation>Mot de pass&amp;e&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Clue:</source>
        <translation>&amp;Indice&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Miss</source>
        <translation>&amp;Raté</translation>
    </message>
    <message>
        <source>The clue was missed: the dial drops and the turn passes</source>
        <translation>L&apos;indice est raté&#xa0;: le cadran baisse et la main passe</translation>
    </message>
    <message>
        <source>G&amp;uessed</source>
        <translation>&amp;Trouvé</translation>
    </message>
    <message>
        <source>The word was called out: it scores what the dial shows</source>
        <translation>Le mot a été trouvé&#xa0;: il rapporte la valeur du cadran</translation>
    </message>
    <message>
        <source>&amp;Both at once</source>
        <translation>Les deu&amp;x à la fois</translation>
    </message>
    <message>
        <source>&amp;Nobody scores</source>
        <translation>&amp;Personne ne marque</translation>
    </message>
    <message>
        <source>The word ends without a score (a wrong form not corrected in one try)</source>
        <translation>Le mot se termine sans points (une forme erronée non corrigée en un essai)</translation>
    </message>
    <message>
        <source>Un&amp;do</source>
        <translation>Annu&amp;ler</translation>
    </message>
    <message>
        <source>New &amp;round</source>
        <translation>&amp;Nouvelle manche</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Saisissez d&apos;abord les joueurs.</translation>
    </message>
    <message>
        <source>Round {0} is over.</source>
        <translation>La manche {0} est terminée.</translation>
    </message>
    <message>
        <source>Start a new round for the next word.</source>
        <translation>Commencez une nouvelle manche pour le mot suivant.</translation>
    </message>
    <message>
        <source>Round {0} · word {1}</source>
        <translation>Manche {0} · mot {1}</translation>
    </message>
    <message>
        <source>counts double</source>
        <translation>compte double</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; gives a clue to {1} and {2}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; donne un indice à {1} et {2}</translation>
    </message>
    <message>
        <source>{0} guessed</source>
        <translation>{0} a trouvé</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; (team {1}) gives a clue to {2}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; (équipe {1}) donne un indice à {2}</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not in the Dutch word list: fine for a name; look it up if the other side disputes it.</source>
        <translation>«&#xa0;{0}&#xa0;» n&apos;est pas dans la liste de mots néerlandais&#xa0;: c&apos;est bon pour un nom propre&#xa0;; vérifiez-le si l&apos;autre camp le conteste.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not in the Dutch word list: check it in a dictionary.</source>
        <translation>«&#xa0;{0}&#xa0;» n&apos;est pas dans la liste de mots néerlandais&#xa0;: vérifiez-le dans un dictionnaire.</translation>
    </message>
    <message>
        <source>Refused: {0}</source>
        <translation>Refusé&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The clue is allowed.</source>
        <translation>L&apos;indice est autorisé.</translation>
    </message>
    <message>
        <source>One word: allowed. Type the password to check for parts and forms of it.</source>
        <translation>Un seul mot&#xa0;: autorisé. Tapez le mot de passe pour vérifier s&apos;il s&apos;agit d&apos;une partie ou d&apos;une forme de celui-ci.</translation>
    </message>
    <message>
        <source>The clue was refused: {0}</source>
        <translation>L&apos;indice a été refusé&#xa0;: {0}</translation>
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
        <translation>Demande</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Interrogé</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Cercle</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Corrected to</source>
        <translation>Corrigé en</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Ensuite</translation>
    </message>
    <message>
        <source>{0}&apos;s recorded password gives: {1}. Select the entry and correct it.</source>
        <translation>Le mot de passe noté de {0} donne&#xa0;: {1}. Sélectionnez l&apos;entrée et corrigez-la.</translation>
    </message>
    <message>
        <source>{0} is out; {1} plays</source>
        <translation>{0} est éliminé&#xa0;; {1} joue</translation>
    </message>
    <message>
        <source>{0} is out: {1} wins</source>
        <translation>{0} est éliminé&#xa0;: {1} gagne</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>at position</source>
        <translation>à la position</translation>
    </message>
    <message>
        <source>Take the last entry off the log (Undo does too, but only until the game is closed)</source>
        <translation>Retirer la dernière entrée du journal (Annuler le fait aussi, mais seulement tant que la partie n&apos;est pas fermée)</translation>
    </message>
    <message>
        <source>Answers the recorded passwords contradict, to be corrected: {0}.</source>
        <translation>Réponses contredites par les mots de passe notés, à corriger&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>entry {0} ({1}): given “{2}”, right “{3}”</source>
        <translation>entrée {0} ({1})&#xa0;: donnée «&#xa0;{2}&#xa0;», correcte «&#xa0;{3}&#xa0;»</translation>
    </message>
    <message>
        <source>Correct to yes</source>
        <translation>Corriger en oui</translation>
    </message>
    <message>
        <source>Correct to no</source>
        <translation>Corriger en non</translation>
    </message>
    <message>
        <source>Remo&amp;ve the last entry</source>
        <translation>Supprimer la derni&amp;ère entrée</translation>
    </message>
    <message>
        <source>A wrong answer? Select it in the log to correct it.</source>
        <translation>Une réponse erronée&#xa0;? Sélectionnez-la dans le journal pour la corriger.</translation>
    </message>
    <message>
        <source>a word guess is settled at the table: remove the entries back to it instead</source>
        <translation>un mot proposé se règle à la table&#xa0;: supprimez plutôt les entrées jusqu&apos;à celle-ci</translation>
    </message>
    <message>
        <source>a pass has no answer</source>
        <translation>un tour passé n&apos;a pas de réponse</translation>
    </message>
    <message>
        <source>Entry {0}: {1}.</source>
        <translation>Entrée {0}&#xa0;: {1}.</translation>
    </message>
    <message>
        <source>Entry {0}: {1} asked {2} “{3}”, answered “{4}”.</source>
        <translation>Entrée {0}&#xa0;: {1} a demandé à {2} «&#xa0;{3}&#xa0;», réponse «&#xa0;{4}&#xa0;».</translation>
    </message>
    <message>
        <source>The recorded password answers “{0}”.</source>
        <translation>Le mot de passe noté répond «&#xa0;{0}&#xa0;».</translation>
    </message>
</context>
<context>
    <name>LotModel</name>
    <message>
        <source>Guesser</source>
        <translation>Devineur</translation>
    </message>
    <message>
        <source>Guesses in round 1 at</source>
        <translation>Cibles à la manche 1</translation>
    </message>
</context>
<context>
    <name>MailDialog</name>
    <message>
        <source>Mail to the players: round {0}</source>
        <translation>Courriel aux joueurs&#xa0;: manche {0}</translation>
    </message>
    <message>
        <source>Post: Letters and Labels</source>
        <translation>Poste&#xa0;: lettres et étiquettes</translation>
    </message>
    <message>
        <source>Joe &lt;joe@example.org&gt;</source>
        <translation>Joe &lt;joe@example.org&gt;</translation>
    </message>
    <message>
        <source>&amp;Default Text</source>
        <translation>Texte par &amp;défaut</translation>
    </message>
    <message>
        <source>Put back the default text in the language chosen.</source>
        <translation>Rétablir le texte par défaut dans la langue choisie.</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Rien</translation>
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
        <translation>Le rapport des joueurs en fichier, joint à chaque courriel.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Expéditeur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Subject:</source>
        <translation>&amp;Objet&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Attach the report:</source>
        <translation>&amp;Joindre le rapport&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Texte&#xa0;:</translation>
    </message>
    <message>
        <source>Show the &amp;secret word</source>
        <translation>Afficher le mot &amp;secret</translation>
    </message>
    <message>
        <source>Preview of the mail to</source>
        <translation>Aperçu du courriel à</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Save .eml &amp;Files</source>
        <translation>Enregistrer les &amp;fichiers .eml</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>One file per player, to open in a mail program and send from there.</source>
        <translation>Un fichier par joueur, à ouvrir dans un logiciel de messagerie pour l&apos;envoyer depuis celui-ci.</translation>
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
        <translation>Aucun (non chiffré)</translation>
    </message>
    <message>
        <source>from the system keyring, if kept there</source>
        <translation>depuis le trousseau du système, s&apos;il y est conservé</translation>
    </message>
    <message>
        <source>&amp;Remember the password in the system keyring</source>
        <translation>Enregist&amp;rer le mot de passe dans le trousseau du système</translation>
    </message>
    <message>
        <source>Without encryption the password goes over the network as it is.</source>
        <translation>Sans chiffrement, le mot de passe circule en clair sur le réseau.</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>E&amp;nvoyer</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>Ser&amp;veur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>&amp;Chiffrement&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur&#xa0;:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Mot de pass&amp;e&#xa0;:</translation>
    </message>
    <message>
        <source>Save as .eml Files</source>
        <translation>Enregistrer en fichiers .eml</translation>
    </message>
    <message>
        <source>Mail to the players: the lot for round 1</source>
        <translation>Courriel aux joueurs&#xa0;: le tirage au sort de la manche 1</translation>
    </message>
    <message>
        <source>Send by SMTP</source>
        <translation>Envoyer par SMTP</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>Courriel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>&amp;Retry Failed</source>
        <translation>Réessa&amp;yer les échecs</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>the player&apos;s name</source>
        <translation>le nom du joueur</translation>
    </message>
    <message>
        <source>the round</source>
        <translation>la manche</translation>
    </message>
    <message>
        <source>their total</source>
        <translation>son total</translation>
    </message>
    <message>
        <source>their rank</source>
        <translation>son rang</translation>
    </message>
    <message>
        <source>their guess points</source>
        <translation>ses Ratepunkte</translation>
    </message>
    <message>
        <source>their word points</source>
        <translation>ses Wortpunkte</translation>
    </message>
    <message>
        <source>whom they may guess at next</source>
        <translation>les joueurs dont il peut deviner le mot ensuite</translation>
    </message>
    <message>
        <source>their own secret word</source>
        <translation>son propre mot secret</translation>
    </message>
    <message>
        <source>their guesses of the round with marks and points, their total and rank</source>
        <translation>ses propositions de la manche avec marques et points, son total et son rang</translation>
    </message>
    <message>
        <source>the round report for the players</source>
        <translation>le compte rendu de la manche pour les joueurs</translation>
    </message>
    <message>
        <source>the game&apos;s title</source>
        <translation>le titre de la partie</translation>
    </message>
    <message>
        <source>Placeholders: {0}. Write {{{{ and }}}} for braces.</source>
        <translation>Variables&#xa0;: {0}. Écrivez {{{{ et }}}} pour obtenir des accolades.</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>envoyé</translation>
    </message>
    <message>
        <source>skipped: {0}</source>
        <translation>ignoré&#xa0;: {0}</translation>
    </message>
    <message>
        <source>failed: {0}</source>
        <translation>échec&#xa0;: {0}</translation>
    </message>
    <message>
        <source>From: {0}</source>
        <translation>Expéditeur&#xa0;: {0}</translation>
    </message>
    <message>
        <source>To: {0}</source>
        <translation>À&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Subject: {0}</source>
        <translation>Objet&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Not sent: {0}</source>
        <translation>Non envoyé&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} of {1} players get a mail.</source>
        <translation>{0} joueurs sur {1} reçoivent un courriel.</translation>
    </message>
    <message>
        <source>Enter your own address in From first.</source>
        <translation>Saisissez d&apos;abord votre propre adresse dans Expéditeur.</translation>
    </message>
    <message>
        <source>No player has an e-mail address.</source>
        <translation>Aucun joueur n&apos;a d&apos;adresse électronique.</translation>
    </message>
    <message>
        <source>Tick the players to send the mail to.</source>
        <translation>Cochez les joueurs à qui envoyer le courriel.</translation>
    </message>
    <message>
        <source>A folder for the mails</source>
        <translation>Un dossier pour les courriels</translation>
    </message>
    <message>
        <source>Saving the mails in {0}…</source>
        <translation>Enregistrement des courriels dans {0}…</translation>
    </message>
    <message>
        <source>The files could not be written: {0}</source>
        <translation>Impossible d&apos;écrire les fichiers&#xa0;: {0}</translation>
    </message>
    <message>
        <source>saved: {0}</source>
        <translation>enregistré&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} files saved in {1}</source>
        <translation>{0} fichiers enregistrés dans {1}</translation>
    </message>
    <message>
        <source>Enter the password for {0}: the system keyring has none.</source>
        <translation>Saisissez le mot de passe pour {0}&#xa0;: le trousseau du système n&apos;en contient pas.</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>Rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>waiting…</source>
        <translation>en attente…</translation>
    </message>
    <message>
        <source>Stopping after the mail on its way…</source>
        <translation>Arrêt après le courriel en cours d&apos;envoi…</translation>
    </message>
    <message>
        <source>Sending to {0}…</source>
        <translation>Envoi à {0}…</translation>
    </message>
    <message>
        <source>Sending stopped: {0}</source>
        <translation>Envoi arrêté&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} sent, {1} failed, {2} skipped</source>
        <translation>{0} envoyés, {1} échecs, {2} ignorés</translation>
    </message>
    <message>
        <source>By mail: {0}</source>
        <translation>Par courriel&#xa0;: {0}</translation>
    </message>
    <message>
        <source>By letter (Post tab): {0}</source>
        <translation>Par lettre (onglet Poste)&#xa0;: {0}</translation>
    </message>
    <message>
        <source>By mail and letter: {0}</source>
        <translation>Par courriel et par lettre&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Neither (no e-mail and no postal address): {0}</source>
        <translation>Ni l&apos;un ni l&apos;autre (ni courriel ni adresse postale)&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Joe Grimm, Hauptstr. 1, 12345 Berlin</source>
        <translation>Joe Grimm, 1 rue Principale, 75001 Paris</translation>
    </message>
    <message>
        <source>The return line above the player&apos;s address: your name and address, its lines separated by commas.</source>
        <translation>La ligne d&apos;expéditeur au-dessus de l&apos;adresse du joueur&#xa0;: votre nom et votre adresse, les lignes séparées par des virgules.</translation>
    </message>
    <message>
        <source>A4, DIN 5008 form B (DL or C5/6 window envelope)</source>
        <translation>A4, DIN 5008 forme B (enveloppe à fenêtre DL ou C5/6)</translation>
    </message>
    <message>
        <source>US Letter, #10 window envelope</source>
        <translation>US Letter, enveloppe à fenêtre n° 10</translation>
    </message>
    <message>
        <source>Duple&amp;x: pad every letter to an even number of pages</source>
        <translation>Recto verso (duple&amp;x)&#xa0;: compléter chaque lettre à un nombre pair de pages</translation>
    </message>
    <message>
        <source>Players without an e-mail address</source>
        <translation>Joueurs sans adresse e-mail</translation>
    </message>
    <message>
        <source>Every player with a postal address</source>
        <translation>Chaque joueur ayant une adresse postale</translation>
    </message>
    <message>
        <source>Who gets a letter and a label. Players with an e-mail address get the mail as well.</source>
        <translation>Qui reçoit une lettre et une étiquette. Les joueurs ayant une adresse e-mail reçoivent aussi le courriel.</translation>
    </message>
    <message>
        <source>One file for all: PDF or Word (.docx)</source>
        <translation>Un fichier pour toutes&#xa0;: PDF ou Word (.docx)</translation>
    </message>
    <message>
        <source>One PDF per player, in a folder</source>
        <translation>Un PDF par joueur, dans un dossier</translation>
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
        <translation>Enregistrer les éti&amp;quettes en PDF…</translation>
    </message>
    <message>
        <source>Y&amp;our address:</source>
        <translation>&amp;Votre adresse&#xa0;:</translation>
    </message>
    <message>
        <source>Pla&amp;ce:</source>
        <translation>Lie&amp;u&#xa0;:</translation>
    </message>
    <message>
        <source>Letter recipie&amp;nts:</source>
        <translation>Desti&amp;nataires des lettres&#xa0;:</translation>
    </message>
    <message>
        <source>Pa&amp;ge:</source>
        <translation>Pa&amp;pier&#xa0;:</translation>
    </message>
    <message>
        <source>Label s&amp;heet:</source>
        <translation>Planc&amp;he d&apos;étiquettes&#xa0;:</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Left out: {0}</source>
        <translation>Laissés de côté&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Save the letters</source>
        <translation>Enregistrer les lettres</translation>
    </message>
    <message>
        <source>Sa&amp;ve Letters…</source>
        <translation>Enre&amp;gistrer les lettres…</translation>
    </message>
    <message>
        <source>Letters &amp;in:</source>
        <translation>F&amp;ichiers des lettres&#xa0;:</translation>
    </message>
    <message>
        <source>Word (*.docx)</source>
        <translation>Word (*.docx)</translation>
    </message>
    <message>
        <source>Nobody gets a letter.</source>
        <translation>Personne ne reçoit de lettre.</translation>
    </message>
    <message>
        <source>The letters could not be written: {0}</source>
        <translation>Les lettres n&apos;ont pas pu être écrites&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} letters saved in {1}.</source>
        <translation>{0} lettres enregistrées dans {1}.</translation>
    </message>
    <message>
        <source>Save the address labels</source>
        <translation>Enregistrer les étiquettes d&apos;adresse</translation>
    </message>
    <message>
        <source>The labels could not be written: {0}</source>
        <translation>Les étiquettes n&apos;ont pas pu être écrites&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} labels saved in {1}.</source>
        <translation>{0} étiquettes enregistrées dans {1}.</translation>
    </message>
    <message>
        <source>Only the players ticked get the mail.</source>
        <translation>Seuls les joueurs cochés reçoivent le courriel.</translation>
    </message>
    <message>
        <source>Tic&amp;k All</source>
        <translation>Tout co&amp;cher</translation>
    </message>
    <message>
        <source>Untick All</source>
        <translation>Tout décocher</translation>
    </message>
    <message>
        <source>Also send the final report to pla&amp;yers who withdrew</source>
        <translation>Envoyer aussi le classement final aux joueurs reti&amp;rés</translation>
    </message>
    <message>
        <source>Players who withdrew get no mail while the game goes on; now that it is over, the final report may go to them.</source>
        <translation>Les joueurs retirés ne reçoivent pas de courriel tant que la partie continue ; maintenant qu&apos;elle est finie, le classement final peut leur être envoyé.</translation>
    </message>
    <message>
        <source>Only once the game is over: the final report may go to them too.</source>
        <translation>Seulement une fois la partie finie : le classement final peut alors leur être envoyé aussi.</translation>
    </message>
    <message>
        <source>Recipients</source>
        <translation>Destinataires</translation>
    </message>
    <message>
        <source>{0} (no mail: {1})</source>
        <translation>{0} (pas de courriel : {1})</translation>
    </message>
</context>
<context>
    <name>MailboxAccount</name>
    <message>
        <source>Mailbox</source>
        <translation>Boîte aux lettres</translation>
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
        <translation>D&amp;ossier&#xa0;:</translation>
    </message>
    <message>
        <source>None (unencrypted)</source>
        <translation>Aucun (non chiffré)</translation>
    </message>
    <message>
        <source>from the system keyring, if kept there</source>
        <translation>depuis le trousseau du système, s&apos;il y est conservé</translation>
    </message>
    <message>
        <source>&amp;Remember the password in the system keyring</source>
        <translation>Enre&amp;gistrer le mot de passe dans le trousseau du système</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>Ser&amp;veur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>&amp;Chiffrement&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur&#xa0;:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Mot de pass&amp;e&#xa0;:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Secret words masked</source>
        <translation>Mots secrets masqués</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Documents &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Aperçu a&amp;vant impression…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Im&amp;primer…</translation>
    </message>
    <message>
        <source>Open &amp;the Rules&apos; Example</source>
        <translation>Ouvrir &amp;l&apos;exemple des règles</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>Your &amp;First Game</source>
        <translation>&amp;Votre première partie</translation>
    </message>
    <message>
        <source>&amp;About wordmastermind</source>
        <translation>À &amp;propos de wordmastermind</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>Nothing to do before a game is open</source>
        <translation>Rien à faire tant qu&apos;aucune partie n&apos;est ouverte</translation>
    </message>
    <message>
        <source>Nothing to do before a round is entered</source>
        <translation>Rien à faire tant qu&apos;aucune manche n&apos;est saisie</translation>
    </message>
    <message>
        <source>Written: {0}</source>
        <translation>Fichier écrit&#xa0;: {0}</translation>
    </message>
    <message>
        <source>There is nothing to print yet: enter a round first.</source>
        <translation>Rien à imprimer pour l&apos;instant&#xa0;: saisissez d&apos;abord une manche.</translation>
    </message>
    <message>
        <source>Letters the font cannot print</source>
        <translation>Caractères que la police ne peut pas imprimer</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>{0}: not a file this app opens</source>
        <translation>{0}&#xa0;: cette application n&apos;ouvre pas ce type de fichier</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>{0} enregistré</translation>
    </message>
    <message>
        <source>Changed on disk</source>
        <translation>Modifié sur le disque</translation>
    </message>
    <message>
        <source>{0} was changed on disk since you opened it, by another program or another copy of wordmastermind. Saving over it would lose that change; nothing was saved.

Open: reload the file as it is now (your unsaved changes here are lost).
Save: save your version under another name.</source>
        <translation>{0} a été modifié sur le disque depuis son ouverture, par un autre programme ou une autre copie de wordmastermind. L’enregistrer maintenant effacerait cette modification&#xa0;; rien n’a été enregistré.

Ouvrir&#xa0;: recharger le fichier tel qu’il est maintenant (vos modifications non enregistrées ici sont perdues).
Enregistrer&#xa0;: enregistrer votre version sous un autre nom.</translation>
    </message>
    <message>
        <source>Reloaded {0}</source>
        <translation>{0} rechargé</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>{0} has unsaved changes. Save them?</source>
        <translation>{0} contient des modifications non enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>wordmastermind</source>
        <translation>wordmastermind</translation>
    </message>
    <message>
        <source>About wordmastermind</source>
        <translation>À propos de wordmastermind</translation>
    </message>
    <message>
        <source>&lt;h3&gt;wordmastermind {0}&lt;/h3&gt;&lt;p&gt;The game master&apos;s evaluator for Joes Wörter-MasterMind by Johannes Grimm.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Word lists&lt;/b&gt; (offline):&lt;/p&gt;&lt;ul&gt;&lt;li&gt;German nouns: &lt;i&gt;german-nouns&lt;/i&gt; by Gregor Weichbrodt, from the German Wiktionary; CC BY-SA 4.0.&lt;/li&gt;&lt;li&gt;German, Dutch and French words with frequencies: &lt;i&gt;wordfreq&lt;/i&gt; by Robyn Speer; data CC BY-SA 4.0, code Apache 2.0.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The word lists advise; the agreed dictionary and the game master decide.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;wordmastermind {0}&lt;/h3&gt;&lt;p&gt;L&apos;outil de décompte du meneur de jeu pour Joes Wörter-MasterMind de Johannes Grimm.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Listes de mots&lt;/b&gt; (hors ligne)&#xa0;:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Noms allemands&#xa0;: &lt;i&gt;german-nouns&lt;/i&gt; de Gregor Weichbrodt, tiré du Wiktionnaire allemand&#xa0;; CC BY-SA 4.0.&lt;/li&gt;&lt;li&gt;Mots allemands, néerlandais et français avec leurs fréquences&#xa0;: &lt;i&gt;wordfreq&lt;/i&gt; de Robyn Speer&#xa0;; données CC BY-SA 4.0, code Apache 2.0.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Les listes de mots conseillent&#xa0;; le dictionnaire convenu et le meneur de jeu décident.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Licences:&lt;/b&gt; wordmastermind is free software under the MIT licence. It is built on Python {0} and Qt {1} through Qt for Python (PySide6, LGPL v3), with python-docx and openpyxl (MIT) for the reports and pandas (BSD) for the rosters.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Licences&#xa0;:&lt;/b&gt; wordmastermind est un logiciel libre sous licence MIT. Il repose sur Python {0} et Qt {1} via Qt for Python (PySide6, LGPL v3), avec python-docx et openpyxl (MIT) pour les comptes rendus et pandas (BSD) pour les listes de joueurs.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Autosave failed: {0}</source>
        <translation>Échec de l&apos;enregistrement automatique&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Restaurer le travail non enregistré&#xa0;?</translation>
    </message>
    <message>
        <source>wordmastermind was closed with unsaved changes to {0}. Restore them?</source>
        <translation>wordmastermind a été fermé alors que {0} contenait des modifications non enregistrées. Les restaurer&#xa0;?</translation>
    </message>
    <message>
        <source>an unsaved game</source>
        <translation>une partie non enregistrée</translation>
    </message>
    <message>
        <source>The unsaved work cannot be restored: {0}</source>
        <translation>Impossible de restaurer le travail non enregistré&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Opening {0}…</source>
        <translation>Ouverture de {0}…</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Bienvenue</translation>
    </message>
    <message>
        <source>Open the rules&apos; own example (Alfons, Gustav, Beatrix, Emil and Fritzchen; Alfons&apos;s secret is SALAT) to see a game at work?</source>
        <translation>Ouvrir l&apos;exemple des règles (Alfons, Gustav, Beatrix, Emil et Fritzchen&#xa0;; le mot secret d&apos;Alfons est SALAT) pour voir une partie en cours&#xa0;?</translation>
    </message>
</context>
<context>
    <name>MoveEntry</name>
    <message>
        <source>the edge</source>
        <translation>le bord</translation>
    </message>
    <message>
        <source>{0} holds no tile to play through</source>
        <translation>{0} ne porte aucun jeton à traverser</translation>
    </message>
    <message>
        <source>column o</source>
        <translation>la colonne o</translation>
    </message>
    <message>
        <source>row 15</source>
        <translation>la ligne 15</translation>
    </message>
    <message>
        <source>no room for {0}: the word reaches {1}, the edge of the board</source>
        <translation>pas de place pour {0}&#xa0;: le mot atteint {1}, le bord du plateau</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Joueur 2</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Chevalet</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Mots</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>{0} tiles: +{1}</source>
        <translation>{0} jetons : +{1}</translation>
    </message>
    <message>
        <source>8 tiles: × 2</source>
        <translation>8 jetons&#xa0;: × 2</translation>
    </message>
    <message>
        <source>challenge bonus</source>
        <translation>prime de contestation</translation>
    </message>
    <message>
        <source>the others&apos; tiles left</source>
        <translation>jetons restants des autres</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>échange</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>pénalité</translation>
    </message>
    <message>
        <source>tiles left</source>
        <translation>jetons restants</translation>
    </message>
    <message>
        <source>Put back the play {0} (not withdrawn)</source>
        <translation>Rétablir le coup {0} (non retiré)</translation>
    </message>
    <message>
        <source>Withdraw the play {0} (a phony: it scores nothing)</source>
        <translation>Retirer le coup {0} (mot non valable&#xa0;: il ne rapporte rien)</translation>
    </message>
    <message>
        <source>not in the Dutch word list: {0}</source>
        <translation>absent de la liste de mots néerlandais&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Not in the Dutch word list: {0}. Right-click to accept.</source>
        <translation>Absent de la liste de mots néerlandais&#xa0;: {0}. Clic droit pour accepter.</translation>
    </message>
</context>
<context>
    <name>OpeningField</name>
    <message>
        <source>Open&amp;ing</source>
        <translation>Dé&amp;but</translation>
    </message>
    <message>
        <source>Set, or clear, when the round opened</source>
        <translation>Définir ou effacer le début de la manche</translation>
    </message>
    <message>
        <source>When the round opened: Set records the date and time chosen here</source>
        <translation>Début de la manche&#xa0;: Définir enregistre la date et l&apos;heure choisies ici</translation>
    </message>
    <message>
        <source>&amp;Set</source>
        <translation>&amp;Définir</translation>
    </message>
    <message>
        <source>Record the date and time beside as the round&apos;s opening</source>
        <translation>Enregistrer la date et l&apos;heure ci-contre comme début de la manche</translation>
    </message>
    <message>
        <source>It Opens &amp;Now</source>
        <translation>Commence &amp;maintenant</translation>
    </message>
    <message>
        <source>Record this moment as the round&apos;s opening</source>
        <translation>Enregistrer cet instant comme début de la manche</translation>
    </message>
    <message>
        <source>C&amp;lear the Opening</source>
        <translation>&amp;Effacer le début</translation>
    </message>
    <message>
        <source>Forget the recorded opening: it is worked out again, if it can be</source>
        <translation>Oublier le début enregistré&#xa0;: il est de nouveau déduit, si possible</translation>
    </message>
    <message>
        <source>A round opens when the report of the round before goes out: mailed or saved as letters in Game ▸ Mail the Players…, or set here. Mails that arrived before it are not the round&apos;s.</source>
        <translation>Une manche commence quand le compte rendu de la manche précédente part&#xa0;: envoyé par courriel ou enregistré en lettres dans Jeu ▸ Envoyer un courriel aux joueurs…, ou défini ici. Les courriels arrivés avant n&apos;appartiennent pas à la manche.</translation>
    </message>
    <message>
        <source>Opened: not known</source>
        <translation>Début&#xa0;: inconnu</translation>
    </message>
    <message>
        <source>Round {0} has no recorded opening, and none can be worked out: every mail may be its.</source>
        <translation>Aucun début n&apos;est enregistré pour la manche {0}, et aucun ne peut être déduit&#xa0;: tout courriel peut lui appartenir.</translation>
    </message>
    <message>
        <source>Opened: {0}</source>
        <translation>Début&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Opened: {0} (worked out)</source>
        <translation>Début&#xa0;: {0} (déduit)</translation>
    </message>
    <message>
        <source>Round {0} opened on {1}, as recorded.</source>
        <translation>La manche {0} a commencé le {1}, comme enregistré.</translation>
    </message>
    <message>
        <source>No opening of round {0} is recorded: {1} is worked out from the last mail taken for an earlier round.</source>
        <translation>Aucun début n&apos;est enregistré pour la manche {0}&#xa0;: le {1} est déduit du dernier courriel repris pour une manche précédente.</translation>
    </message>
    <message>
        <source>No opening of round {0} is recorded: {1} is worked out from the deadline of round {2}.</source>
        <translation>Aucun début n&apos;est enregistré pour la manche {0}&#xa0;: le {1} est déduit de la date limite de la manche {2}.</translation>
    </message>
</context>
<context>
    <name>OutgoingMail</name>
    <message>
        <source>Set your address and the SMTP server in Game ▸ Mail the Players… first.</source>
        <translation>Saisissez d&apos;abord votre adresse et le serveur SMTP dans Jeu ▸ Envoyer un courriel aux joueurs….</translation>
    </message>
    <message>
        <source>The system keyring has no SMTP password for {0}: keep it there in Game ▸ Mail the Players… first.</source>
        <translation>Le trousseau du système n&apos;a pas de mot de passe SMTP pour {0}&#xa0;: enregistrez-le d&apos;abord dans Jeu ▸ Envoyer un courriel aux joueurs….</translation>
    </message>
    <message>
        <source>{0} of {1} mails sent.</source>
        <translation>{0} courriels envoyés sur {1}.</translation>
    </message>
    <message>
        <source>Not sent: {0}</source>
        <translation>Non envoyés&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Skipped: {0}</source>
        <translation>Ignorés&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Sending stopped: {0}</source>
        <translation>Envoi arrêté&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>OwnGuessesModel</name>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Guess</source>
        <translation>Proposition</translation>
    </message>
    <message>
        <source>Word of</source>
        <translation>Mot de</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Résultat</translation>
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
        <translation>Points</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>non valable</translation>
    </message>
    <message>
        <source>The points are KP × WF / V, rounded</source>
        <translation>Les points valent KP × WF / V, arrondis</translation>
    </message>
</context>
<context>
    <name>Password</name>
    <message>
        <source>The rules name only the letters of circle 2 (D, W, S, N, J). The other circles are an assumption: check them against your board and correct them. The vowel circle 7 is taken as A, E, I, O, U, and Y is on it too (Y on the vowel circle).</source>
        <translation>Les règles ne nomment que les lettres du cercle 2 (D, W, S, N, J). Les autres cercles sont une hypothèse&#xa0;: vérifiez-les sur votre plateau et corrigez-les. Le cercle des voyelles 7 est pris comme A, E, I, O, U, et le Y y figure aussi (Y sur le cercle des voyelles).</translation>
    </message>
    <message>
        <source>The rules name only the letters of circle 2 (D, W, S, N, J). The other circles are an assumption: check them against your board and correct them. The vowel circle 7 is taken as A, E, I, O, U; Y counts as a consonant.</source>
        <translation>Les règles ne nomment que les lettres du cercle 2 (D, W, S, N, J). Les autres cercles sont une hypothèse&#xa0;: vérifiez-les sur votre plateau et corrigez-les. Le cercle des voyelles 7 est pris comme A, E, I, O, U&#xa0;; le Y compte comme une consonne.</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>yes, position {0}</source>
        <translation>oui, position {0}</translation>
    </message>
    <message>
        <source>corrects entry {0}</source>
        <translation>corrige l&apos;entrée {0}</translation>
    </message>
    <message>
        <source>passes (nothing left to ask)</source>
        <translation>passe (plus rien à demander)</translation>
    </message>
    <message>
        <source>is it {0}?</source>
        <translation>est-ce {0}&#xa0;?</translation>
    </message>
    <message>
        <source>another letter of circle {0} ({1})?</source>
        <translation>une autre lettre du cercle {0} ({1})&#xa0;?</translation>
    </message>
    <message>
        <source>a letter of circle {0}?</source>
        <translation>une lettre du cercle {0}&#xa0;?</translation>
    </message>
    <message>
        <source>letter {0}?</source>
        <translation>la lettre {0}&#xa0;?</translation>
    </message>
    <message>
        <source>{0} again?</source>
        <translation>encore un {0}&#xa0;?</translation>
    </message>
    <message>
        <source>Correct entry {0}: {1}</source>
        <translation>Corriger l&apos;entrée {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>{0} passes on circle {1}</source>
        <translation>{0} passe sur le cercle {1}</translation>
    </message>
    <message>
        <source>{0} asks {1}: {2} {3}</source>
        <translation>{0} demande à {1}&#xa0;: {2} {3}</translation>
    </message>
</context>
<context>
    <name>PasswordDocument</name>
    <message>
        <source>Untitled PASSWORD game</source>
        <translation>Partie de PASSWORD sans titre</translation>
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
        <translation>Chaque joueur cache un mot français de 2 à 8 lettres&#xa0;; les dés envoient le pion sur un cercle de lettres, et les joueurs s&apos;interrogent à leur sujet. Cette feuille tient le journal des questions, suit les tours et trace la grille de déduction de chaque joueur.</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Jo&amp;ueurs</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Plateau</translation>
    </message>
    <message>
        <source>L&amp;og</source>
        <translation>J&amp;ournal</translation>
    </message>
    <message>
        <source>Candidates (game &amp;master only)</source>
        <translation>Candidats (meneur de jeu uni&amp;quement)</translation>
    </message>
    <message>
        <source>Check the boar&amp;d…</source>
        <translation>&amp;Vérifier le plateau…</translation>
    </message>
    <message>
        <source>PASSWORD games (*{0})</source>
        <translation>Parties de PASSWORD (*{0})</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Saisissez d&apos;abord les joueurs.</translation>
    </message>
    <message>
        <source>Score sheet as {0}…</source>
        <translation>Feuille de marque en {0}…</translation>
    </message>
    <message>
        <source>Game master&apos;s copy, with every password, as {0}…</source>
        <translation>Exemplaire du meneur de jeu, avec tous les mots de passe, en {0}…</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <source>Remove the last entry</source>
        <translation>Supprimer la dernière entrée</translation>
    </message>
    <message>
        <source>The winner&apos;s password does not conform: the last player out wins</source>
        <translation>Le mot de passe du gagnant n&apos;est pas conforme&#xa0;: le dernier joueur éliminé gagne</translation>
    </message>
    <message>
        <source>The winner&apos;s password conforms after all</source>
        <translation>Le mot de passe du gagnant est finalement conforme</translation>
    </message>
    <message>
        <source>Set up the players</source>
        <translation>Configurer les joueurs</translation>
    </message>
    <message>
        <source>Change the players</source>
        <translation>Modifier les joueurs</translation>
    </message>
    <message>
        <source>Reports in {0}</source>
        <translation>Langue des comptes rendus&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Correct entry {0}: {1}</source>
        <translation>Corriger l&apos;entrée {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>The winner&apos;s password does not conform</source>
        <translation>Le mot de passe du gagnant n&apos;est pas conforme</translation>
    </message>
    <message>
        <source>The winner&apos;s password conforms</source>
        <translation>Le mot de passe du gagnant est conforme</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>W&amp;ithdraw…</source>
        <translation>Reti&amp;rer…</translation>
    </message>
    <message>
        <source>&amp;Take Over…</source>
        <translation>Faire repr&amp;endre…</translation>
    </message>
    <message>
        <source>Someone new plays this place from a round on, with its secret word</source>
        <translation>Une nouvelle personne joue cette place à partir d&apos;une manche, avec son mot secret</translation>
    </message>
    <message>
        <source>Points by round: what each player&apos;s total gained in it</source>
        <translation>Points par manche : ce que le total de chaque joueur y a gagné</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Choose a player: their guesses are shown beside</source>
        <translation>Choisissez un joueur&#xa0;: ses propositions s&apos;affichent à côté</translation>
    </message>
    <message>
        <source>The chosen player&apos;s guesses</source>
        <translation>Propositions du joueur choisi</translation>
    </message>
    <message>
        <source>The chosen player&apos;s own guesses of every round</source>
        <translation>Les propositions du joueur choisi, à chaque manche</translation>
    </message>
    <message>
        <source>Points by round</source>
        <translation>Points par manche</translation>
    </message>
    <message>
        <source>{0}: {1} guesses in {2} rounds, {3} guess points; {4} points in all, rank {5}.</source>
        <translation>{0} : {1} propositions en {2} manches, {3} points de proposition ; {4} points en tout, rang {5}.</translation>
    </message>
    <message>
        <source>Take Back the W&amp;ithdrawal</source>
        <translation>Annuler le reti&amp;rait</translation>
    </message>
    <message>
        <source>Choose a player to see their own guesses of every round.</source>
        <translation>Choisissez un joueur pour voir ses propositions de chaque manche.</translation>
    </message>
</context>
<context>
    <name>PointsTableModel</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>R{0}</source>
        <translation>M{0}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Points gained in round {0}: guess points and word points</source>
        <translation>Points gagnés à la manche {0} : points de proposition et points de mot</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Reports and mails are written in each game&apos;s own language, whatever the interface&apos;s.</source>
        <translation>Les comptes rendus et les courriels sont rédigés dans la langue propre à chaque partie, quelle que soit celle de l&apos;interface.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thème&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;my own address</source>
        <translation>&amp;ma propre adresse</translation>
    </message>
    <message>
        <source>The address in From of Game ▸ Mail the Players…</source>
        <translation>L&apos;adresse de l&apos;expéditeur dans Jeu ▸ Envoyer un courriel aux joueurs…</translation>
    </message>
    <message>
        <source>nobody, or an address</source>
        <translation>personne, ou une adresse</translation>
    </message>
    <message>
        <source>&amp;Copy every mail to:</source>
        <translation>&amp;Copie de chaque courriel à :</translation>
    </message>
    <message>
        <source>A blind copy: the players do not see it, and a copy the server refuses fails no player&apos;s mail.</source>
        <translation>Une copie cachée : les joueurs ne la voient pas, et une copie que le serveur refuse ne fait échouer le courriel d&apos;aucun joueur.</translation>
    </message>
    <message>
        <source>Mail</source>
        <translation>Courriel</translation>
    </message>
</context>
<context>
    <name>RemindDialog</name>
    <message>
        <source>Remind Players</source>
        <translation>Relancer les joueurs</translation>
    </message>
    <message>
        <source>Ro&amp;und:</source>
        <translation>Ma&amp;nche&#xa0;:</translation>
    </message>
    <message>
        <source>Players with no guess in the round:</source>
        <translation>Joueurs sans proposition dans la manche&#xa0;:</translation>
    </message>
    <message>
        <source>Save as .&amp;eml Files…</source>
        <translation>Enregistrer en fichiers .&amp;eml…</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>E&amp;nvoyer</translation>
    </message>
    <message>
        <source>The game ended after round {0}: nobody guesses any more.</source>
        <translation>La partie s&apos;est terminée après la manche {0}&#xa0;: plus personne ne propose.</translation>
    </message>
    <message>
        <source>{0} (no reminder: {1})</source>
        <translation>{0} (pas de relance&#xa0;: {1})</translation>
    </message>
    <message>
        <source>Round {0}: every player has guessed; no reminder to send.</source>
        <translation>Manche {0}&#xa0;: tous les joueurs ont proposé&#xa0;; aucune relance à envoyer.</translation>
    </message>
    <message>
        <source>Set your address in Game ▸ Mail the Players… first.</source>
        <translation>Saisissez d&apos;abord votre adresse dans Jeu ▸ Envoyer un courriel aux joueurs….</translation>
    </message>
    <message>
        <source>A folder for the reminders</source>
        <translation>Un dossier pour les relances</translation>
    </message>
    <message>
        <source>The files could not be written: {0}</source>
        <translation>Impossible d&apos;écrire les fichiers&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} files saved in {1}</source>
        <translation>{0} fichiers enregistrés dans {1}</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>Rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>Sending the reminders to {0}…</source>
        <translation>Envoi des relances à {0}…</translation>
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
        <translation>Documents Word (*.docx)</translation>
    </message>
    <message>
        <source>Excel</source>
        <translation>Excel</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Classeurs Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texte</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Fichiers texte (*.txt)</translation>
    </message>
</context>
<context>
    <name>ReportLanguage</name>
    <message>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Néerlandais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
</context>
<context>
    <name>ReportLanguageBox</name>
    <message>
        <source>The language of this game&apos;s reports, whatever the app&apos;s</source>
        <translation>La langue des comptes rendus de cette partie, quelle que soit celle de l&apos;application</translation>
    </message>
</context>
<context>
    <name>RondoDocument</name>
    <message>
        <source>Untitled RONDO game</source>
        <translation>Partie de RONDO sans titre</translation>
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
        <translation>Les joueurs posent des cartes lettres dans une réglette extensible et forment un nouveau mot à chaque tour. Cette feuille vérifie chaque tour selon les règles et tient le score.</translation>
    </message>
    <message>
        <source>The RONDO rules print each letter&apos;s value on its card but do not list the values. The default is the table of the Woordspel rules (Brettspielnetz.de); change a value to match your cards (double-click it, or F2). Changed values are bold. The values are saved with the game; every turn is scored anew.</source>
        <translation>Dans RONDO, la valeur de chaque lettre est imprimée sur sa carte, mais les règles n&apos;en donnent pas la liste. Par défaut, c&apos;est la table des règles de Woordspel (Brettspielnetz.de)&#xa0;; modifiez une valeur pour qu&apos;elle corresponde à vos cartes (double-clic ou F2). Les valeurs modifiées sont en gras. Les valeurs sont enregistrées avec la partie&#xa0;; chaque tour est recompté.</translation>
    </message>
    <message>
        <source>Reset to the defau&amp;lts</source>
        <translation>Réta&amp;blir les valeurs par défaut</translation>
    </message>
    <message>
        <source>The Woordspel values (Brettspielnetz.de)</source>
        <translation>Les valeurs de Woordspel (Brettspielnetz.de)</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <source>Letter &amp;values</source>
        <translation>Valeurs des &amp;lettres</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>J&amp;ouer</translation>
    </message>
    <message>
        <source>&amp;Skip (stroke)</source>
        <translation>&amp;Passer (trait)</translation>
    </message>
    <message>
        <source>No word within the 60 seconds: a stroke; exchanged cards still cost 2 each</source>
        <translation>Pas de mot en 60 secondes&#xa0;: un trait&#xa0;; les cartes échangées coûtent quand même 2 chacune</translation>
    </message>
    <message>
        <source>Holder now:</source>
        <translation>Réglette actuelle&#xa0;:</translation>
    </message>
    <message>
        <source>60 seconds</source>
        <translation>60 secondes</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>Dé&amp;marrer</translation>
    </message>
    <message>
        <source>RONDO games (*{0})</source>
        <translation>Parties de RONDO (*{0})</translation>
    </message>
    <message>
        <source>Score sheet as {0}…</source>
        <translation>Feuille de marque en {0}…</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Saisissez d&apos;abord les joueurs.</translation>
    </message>
    <message>
        <source>Set up the teams</source>
        <translation>Configurer les équipes</translation>
    </message>
    <message>
        <source>Set up the players</source>
        <translation>Configurer les joueurs</translation>
    </message>
    <message>
        <source>Change the teams</source>
        <translation>Modifier les équipes</translation>
    </message>
    <message>
        <source>Change the players</source>
        <translation>Modifier les joueurs</translation>
    </message>
    <message>
        <source>Reports in {0}</source>
        <translation>Langue des comptes rendus&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Play {0}</source>
        <translation>Jouer {0}</translation>
    </message>
    <message>
        <source>Skip a turn</source>
        <translation>Passer un tour</translation>
    </message>
    <message>
        <source>not in the Dutch word list</source>
        <translation>absent de la liste de mots néerlandais</translation>
    </message>
    <message>
        <source>{0} is {1}; you may still play it, and accept it on the sheet (right-click).</source>
        <translation>{0} est {1}&#xa0;; vous pouvez quand même le jouer, et l&apos;accepter sur la feuille (clic droit).</translation>
    </message>
    <message>
        <source>Cannot play yet: {0}</source>
        <translation>Impossible de jouer pour l&apos;instant&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Enter the turn as laid (Enter on a slot or in the notation)</source>
        <translation>Saisissez le tour tel qu&apos;il a été posé (Entrée sur une case ou dans la notation)</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Temps écoulé&#xa0;!</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Arrê&amp;ter</translation>
    </message>
    <message>
        <source>Set up the players first: the values are stored with the game.</source>
        <translation>Saisissez d&apos;abord les joueurs&#xa0;: les valeurs sont enregistrées avec la partie.</translation>
    </message>
    <message>
        <source>Set up the players and apply them to start.</source>
        <translation>Saisissez les joueurs et appliquez-les pour commencer.</translation>
    </message>
    <message>
        <source>closed (3 empty slots)</source>
        <translation>fermée (3 cases vides)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Turn {0}{1}: {2}</source>
        <translation>Tour {0}{1} : {2}</translation>
    </message>
    <message>
        <source>Turn {0}{1}: &lt;b&gt;{2}&lt;/b&gt; to play</source>
        <translation>Tour {0}{1}&#xa0;: à &lt;b&gt;{2}&lt;/b&gt; de jouer</translation>
    </message>
    <message>
        <source>{0} (not started)</source>
        <translation>{0} (pas commencé)</translation>
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
        <translation>Vainqueur&#xa0;: &lt;b&gt;{0}&lt;/b&gt; avec {1} points</translation>
    </message>
    <message>
        <source>Leading: &lt;b&gt;{0}&lt;/b&gt; with {1} points</source>
        <translation>En tête&#xa0;: &lt;b&gt;{0}&lt;/b&gt; avec {1} points</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; starts</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; commence</translation>
    </message>
    <message>
        <source>Totals: {0}. {1}.</source>
        <translation>Totaux&#xa0;: {0}. {1}.</translation>
    </message>
</context>
<context>
    <name>RondoSheetModel</name>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <source>Holder</source>
        <translation>Réglette</translation>
    </message>
    <message>
        <source>Exchanges</source>
        <translation>Échanges</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Stroke</source>
        <translation>Trait</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Not in the Dutch word list. Right-click to accept it.</source>
        <translation>Absent de la liste de mots néerlandais. Clic droit pour l&apos;accepter.</translation>
    </message>
</context>
<context>
    <name>RosterChoices</name>
    <message>
        <source>by address</source>
        <translation>selon l&apos;adresse</translation>
    </message>
    <message>
        <source>e-mail</source>
        <translation>courriel</translation>
    </message>
    <message>
        <source>post</source>
        <translation>poste</translation>
    </message>
    <message>
        <source>both</source>
        <translation>les deux</translation>
    </message>
    <message>
        <source>game&apos;s choice</source>
        <translation>choix de la partie</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
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
        <translation>Comment le joueur reçoit vos courriels et vos lettres : selon l&apos;adresse suit les adresses connues (courriel s&apos;il y en a une, sinon une lettre).</translation>
    </message>
    <message>
        <source>What the player&apos;s mails carry: the game&apos;s choice is the one made in Game ▸ Mail the Players….</source>
        <translation>Ce que portent les courriels du joueur : le choix de la partie est celui fait dans Jeu ▸ Envoyer un courriel aux joueurs….</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Secret word</source>
        <translation>Mot secret</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>Courriel</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Canal</translation>
    </message>
    <message>
        <source>Attachment</source>
        <translation>Pièce jointe</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Not in the word lists: {0}. Right-click to accept it.</source>
        <translation>Absent des listes de mots&#xa0;: {0}. Clic droit pour l&apos;accepter.</translation>
    </message>
    <message>
        <source>Type a name here to add a player</source>
        <translation>Tapez un nom ici pour ajouter un joueur</translation>
    </message>
    <message>
        <source>Right-click a player to withdraw them, to let someone take their place over, or to take either back</source>
        <translation>Clic droit sur un joueur pour le retirer, faire reprendre sa place ou annuler l&apos;un ou l&apos;autre</translation>
    </message>
    <message>
        <source>Add player {0}</source>
        <translation>Ajouter le joueur {0}</translation>
    </message>
    <message>
        <source>Change {0} of {1}</source>
        <translation>Modifier «&#xa0;{0}&#xa0;» de {1}</translation>
    </message>
    <message>
        <source>{0}&apos;s old address {1} is kept as a second address: mail from it still counts. To remove it, type the field without it.</source>
        <translation>L&apos;ancienne adresse {1} de {0} est gardée comme seconde adresse&#xa0;: les courriels qui en viennent comptent toujours. Pour la supprimer, retapez le champ sans elle.</translation>
    </message>
    <message>
        <source>Mail goes to {0}; guesses are taken from every address: {1}. To remove an address, type the field without it.</source>
        <translation>Les courriels partent à {0}&#xa0;; les propositions sont reprises de chaque adresse&#xa0;: {1}. Pour supprimer une adresse, retapez le champ sans elle.</translation>
    </message>
    <message>
        <source>Remove {0}</source>
        <translation>Supprimer {0}</translation>
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
        <translation>Marques</translation>
    </message>
    <message>
        <source>Guesser</source>
        <translation>Devineur</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>guessed!</source>
        <translation>trouvé&#xa0;!</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>incomplet</translation>
    </message>
    <message>
        <source>Not in the word lists: {0}. Right-click to accept it.</source>
        <translation>Absent des listes de mots&#xa0;: {0}. Clic droit pour l&apos;accepter.</translation>
    </message>
    <message>
        <source>Type a guess here: guesser, Tab, target, Tab, word, Enter</source>
        <translation>Tapez une proposition ici&#xa0;: devineur, Tab, cible, Tab, mot, Entrée</translation>
    </message>
    <message>
        <source>Add a guess in round {0}</source>
        <translation>Ajouter une proposition à la manche {0}</translation>
    </message>
    <message>
        <source>Change {0} in round {1}, row {2}</source>
        <translation>Modifier «&#xa0;{0}&#xa0;» à la manche {1}, ligne {2}</translation>
    </message>
    <message>
        <source>Delete {0} guess(es) in round {1}</source>
        <translation>Supprimer {0} proposition(s) de la manche {1}</translation>
    </message>
    <message>
        <source>Paste {0} guess(es) into round {1}</source>
        <translation>Coller {0} proposition(s) dans la manche {1}</translation>
    </message>
</context>
<context>
    <name>RoundProblems</name>
    <message>
        <source>{0} guess(es) in this round break a rule</source>
        <translation>{0} proposition(s) de cette manche enfreignent une règle</translation>
    </message>
    <message>
        <source>Round {0}, row {1} now breaks a rule: {2}</source>
        <translation>Manche {0}, ligne {1} : enfreint désormais une règle : {2}</translation>
    </message>
    <message>
        <source>(and {0} more)</source>
        <translation>(et {0} de plus)</translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message>
        <source>Send a Correc&amp;tion…</source>
        <translation>Envoyer une correcti&amp;on…</translation>
    </message>
    <message>
        <source>Show one player&apos;s guesses (guesser or target)</source>
        <translation>Afficher les propositions d&apos;un joueur (devineur ou cible)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>Re&amp;chercher…</translation>
    </message>
    <message>
        <source>Notes for this round&apos;s report</source>
        <translation>Remarques pour le compte rendu de cette manche</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>The round shown in the table; a marked round broke a rule or changed after it was sent</source>
        <translation>La manche affichée dans le tableau&#xa0;; une manche marquée enfreint une règle ou a changé après son envoi</translation>
    </message>
    <message>
        <source>The round&apos;s summary, and the problem of the current row</source>
        <translation>Le résumé de la manche, et le problème de la ligne courante</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>Filtrer par joueur</translation>
    </message>
    <message>
        <source>Guesses of the round</source>
        <translation>Propositions de la manche</translation>
    </message>
    <message>
        <source>Guesser, target, word, marks, points and note of each guess. Type guesser, Tab, target, Tab, word, Enter; Ctrl+Tab leaves the table</source>
        <translation>Devineur, cible, mot, résultat, points et remarque de chaque proposition. Saisissez devineur, Tab, cible, Tab, mot, Entrée&#xa0;; Ctrl+Tab quitte le tableau</translation>
    </message>
    <message>
        <source>Deadline date and time</source>
        <translation>Date et heure limites</translation>
    </message>
    <message>
        <source>Mails after it are late</source>
        <translation>Les courriels arrivés après sont en retard</translation>
    </message>
    <message>
        <source>Opening of the round</source>
        <translation>Début de la manche</translation>
    </message>
    <message>
        <source>When the round opened</source>
        <translation>Quand la manche a commencé</translation>
    </message>
    <message>
        <source>Notes of the round</source>
        <translation>Remarques de la manche</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Each player&apos;s rank, guess points, word points and total after the round shown</source>
        <translation>Rang, points de proposition, points de mot et total de chaque joueur après la manche affichée</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Find a word or a name in every round</source>
        <translation>Chercher un mot ou un nom dans toutes les manches</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>The guesses found, round by round: Enter shows one</source>
        <translation>Les propositions trouvées, manche par manche&#xa0;: Entrée en affiche une</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Manche {0}</translation>
    </message>
    <message>
        <source>(new)</source>
        <translation>(nouvelle)</translation>
    </message>
    <message>
        <source>Changed after it was sent</source>
        <translation>Modifiée après l&apos;envoi</translation>
    </message>
    <message>
        <source>Changed after it was sent: round {0}.</source>
        <translation>Modifiée après l&apos;envoi : manche {0}.</translation>
    </message>
    <message>
        <source>round {0}: {1}</source>
        <translation>manche {0} : {1}</translation>
    </message>
    <message>
        <source>The players told otherwise by mail ({0}) can be sent a correction, old → new.</source>
        <translation>Les joueurs à qui on a dit autre chose par courriel ({0}) peuvent recevoir une correction, ancien → nouveau.</translation>
    </message>
    <message>
        <source>By post, a corrected letter is needed for {0}.</source>
        <translation>Par la poste, une lettre corrigée est nécessaire pour {0}.</translation>
    </message>
    <message>
        <source>1 guess scored</source>
        <translation>1 proposition comptée</translation>
    </message>
    <message>
        <source>{0} guesses scored</source>
        <translation>{0} propositions comptées</translation>
    </message>
    <message>
        <source>Round {0}: WF {1}, {2}.</source>
        <translation>Manche {0}&#xa0;: WF {1}, {2}.</translation>
    </message>
    <message>
        <source>Guessed: {0}.</source>
        <translation>Trouvés&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Withdrew after it: {0}.</source>
        <translation>Retirés après elle : {0}.</translation>
    </message>
    <message>
        <source>Round 1 follows the lot: draw it on the Game page first.</source>
        <translation>La manche 1 suit le tirage au sort&#xa0;: effectuez-le d&apos;abord sur la page Partie.</translation>
    </message>
    <message>
        <source>Round {0} is new: type guesser, Tab, target, Tab, word, Enter.</source>
        <translation>La manche {0} est nouvelle&#xa0;: tapez devineur, Tab, cible, Tab, mot, Entrée.</translation>
    </message>
    <message>
        <source>Row {0}: {1}</source>
        <translation>Ligne {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Notes of round {0}</source>
        <translation>Remarques de la manche {0}</translation>
    </message>
    <message>
        <source>Deadline of round {0}</source>
        <translation>Date limite de la manche {0}</translation>
    </message>
    <message>
        <source>Opening of round {0}</source>
        <translation>Début de la manche {0}</translation>
    </message>
</context>
<context>
    <name>SentModel</name>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Reason or file</source>
        <translation>Raison ou fichier</translation>
    </message>
    <message>
        <source>the lot</source>
        <translation>le tirage au sort</translation>
    </message>
    <message>
        <source>round report</source>
        <translation>rapport de manche</translation>
    </message>
    <message>
        <source>final report</source>
        <translation>classement final</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>correction</translation>
    </message>
    <message>
        <source>receipt</source>
        <translation>accusé de réception</translation>
    </message>
    <message>
        <source>reminder</source>
        <translation>rappel</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>lettre</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>envoyé</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échoué</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>enregistré</translation>
    </message>
</context>
<context>
    <name>SentPage</name>
    <message>
        <source>Mails and letters sent</source>
        <translation>Courriels et lettres envoyés</translation>
    </message>
    <message>
        <source>Every mail and letter that went out to the players, or failed to, and why</source>
        <translation>Chaque courriel et lettre envoyé aux joueurs, ou dont l&apos;envoi a échoué, et pourquoi</translation>
    </message>
    <message>
        <source>Onl&amp;y the failed</source>
        <translation>Seulement les échoué&amp;s</translation>
    </message>
    <message>
        <source>Nothing went out to the players yet: the mails sent and the letters saved are listed here.</source>
        <translation>Rien n&apos;est encore parti vers les joueurs : les courriels envoyés et les lettres enregistrées sont listés ici.</translation>
    </message>
    <message>
        <source>{0} mails and letters to the players, {1} failed.</source>
        <translation>{0} courriels et lettres aux joueurs, {1} échoués.</translation>
    </message>
    <message>
        <source>To send a failed mail again, tick only its player in Game ▸ Mail the Players….</source>
        <translation>Pour renvoyer un courriel échoué, cochez seulement son joueur dans Jeu ▸ Envoyer un courriel aux joueurs….</translation>
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
        <translation>Niveau 2 (sans positions)</translation>
    </message>
    <message>
        <source>Niveau 1: a yes to a letter gives its position. Niveau 2: no position is given, every password has the agreed length, and the players rebuild the word.</source>
        <translation>Niveau 1&#xa0;: un oui à une lettre donne sa position. Niveau 2&#xa0;: aucune position n&apos;est donnée, tous les mots de passe ont la longueur convenue, et les joueurs reconstituent le mot.</translation>
    </message>
    <message>
        <source> letters</source>
        <translation> lettres</translation>
    </message>
    <message>
        <source>Niveau 2: every password has this many letters</source>
        <translation>Niveau 2&#xa0;: chaque mot de passe a ce nombre de lettres</translation>
    </message>
    <message>
        <source>Varia&amp;nt:</source>
        <translation>Var&amp;iante&#xa0;:</translation>
    </message>
    <message>
        <source>N&amp;umber of players or teams:</source>
        <translation>&amp;Nombre de joueurs ou d&apos;équipes&#xa0;:</translation>
    </message>
    <message>
        <source>Word &amp;length:</source>
        <translation>Lon&amp;gueur des mots&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Reports in:</source>
        <translation>Langue des comptes &amp;rendus&#xa0;:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Joueur {0}</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>facultatif</translation>
    </message>
    <message>
        <source>The password, if the sheet records it: 2 to 8 letters, no hyphen, no proper noun. With it, the sheet knows the right answers and flags wrong ones.</source>
        <translation>Le mot de passe, si la feuille le note&#xa0;: 2 à 8 lettres, sans trait d&apos;union, pas de nom propre. Avec lui, la feuille connaît les bonnes réponses et signale les mauvaises.</translation>
    </message>
    <message>
        <source>team members, if a team: Anna, Bob</source>
        <translation>membres, s&apos;il s&apos;agit d&apos;une équipe&#xa0;: Anna, Bob</translation>
    </message>
    <message>
        <source>Show the pass&amp;words</source>
        <translation>Afficher les &amp;mots de passe</translation>
    </message>
    <message>
        <source>Starts:</source>
        <translation>Commence&#xa0;:</translation>
    </message>
    <message>
        <source>The player who rolled lowest starts; play goes clockwise, in the order above</source>
        <translation>Le joueur qui a obtenu le plus petit chiffre commence&#xa0;; on joue dans le sens des aiguilles d&apos;une montre, dans l&apos;ordre ci-dessus</translation>
    </message>
    <message>
        <source>Roll for &amp;it</source>
        <translation>Lancer les dé&amp;s</translation>
    </message>
    <message>
        <source>Roll two dice for every player: the lowest starts (a tie rolls again)</source>
        <translation>Lancer deux dés pour chaque joueur&#xa0;: le plus petit chiffre commence (en cas d&apos;égalité, on relance)</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Commencer la partie</translation>
    </message>
    <message>
        <source>Appl&amp;y changes</source>
        <translation>Appliquer les modifi&amp;cations</translation>
    </message>
    <message>
        <source>Questions have been asked: start a new game to change this.</source>
        <translation>Des questions ont déjà été posées&#xa0;: commencez une nouvelle partie pour modifier cela.</translation>
    </message>
    <message>
        <source>{0} has {1} letters; every password has {2} in this game</source>
        <translation>{0} a {1} lettres&#xa0;; chaque mot de passe en a {2} dans cette partie</translation>
    </message>
    <message>
        <source>{0} is not in the French word list: check it in the dictionary (no proper nouns, conjugated verbs or acronyms).</source>
        <translation>{0} n&apos;est pas dans la liste de mots français&#xa0;: vérifiez-le dans le dictionnaire (ni noms propres, ni verbes conjugués, ni sigles).</translation>
    </message>
    <message>
        <source>Rolled: {0}. {1} starts.</source>
        <translation>Dés&#xa0;: {0}. {1} commence.</translation>
    </message>
    <message>
        <source>Pla&amp;yers</source>
        <translation>Jo&amp;ueurs</translation>
    </message>
    <message>
        <source>{0} to {1} players, each for themselves</source>
        <translation>{0} à {1} joueurs, chacun pour soi</translation>
    </message>
    <message>
        <source>Teams of t&amp;wo</source>
        <translation>É&amp;quipes de deux</translation>
    </message>
    <message>
        <source>From four players on: {0} to {1} teams of two; a team plays one turn together and has one column on the sheet</source>
        <translation>À partir de quatre joueurs&#xa0;: {0} à {1} équipes de deux&#xa0;; une équipe joue chaque tour ensemble et a une colonne sur la feuille</translation>
    </message>
    <message>
        <source>not agreed</source>
        <translation>non fixé</translation>
    </message>
    <message>
        <source>Play as:</source>
        <translation>Jouer en&#xa0;:</translation>
    </message>
    <message>
        <source>Agreed r&amp;ounds:</source>
        <translation>Manc&amp;hes convenues&#xa0;:</translation>
    </message>
    <message>
        <source>Beginner variant (a card face down as erase card)</source>
        <translation>Variante débutants (une carte face cachée comme carte gomme)</translation>
    </message>
    <message>
        <source>When agreed: once per turn any card may be laid face down as an erase card, worth −2</source>
        <translation>Si elle est convenue&#xa0;: une fois par tour, n&apos;importe quelle carte peut être posée face cachée comme carte gomme, valant −2</translation>
    </message>
    <message>
        <source>&amp;Apply players</source>
        <translation>Appl&amp;iquer les joueurs</translation>
    </message>
    <message>
        <source>e.g. RAT</source>
        <translation>p. ex. RAT</translation>
    </message>
    <message>
        <source>Three letter cards; *A is a joker standing for A</source>
        <translation>Trois cartes lettres&#xa0;; *A est un joker représentant A</translation>
    </message>
    <message>
        <source>Birth date: the youngest starts when start words tie</source>
        <translation>Date de naissance&#xa0;: le plus jeune commence si les mots de départ sont à égalité</translation>
    </message>
    <message>
        <source>Born</source>
        <translation>Naissance</translation>
    </message>
    <message>
        <source>Start word</source>
        <translation>Mot de départ</translation>
    </message>
    <message>
        <source>Team {0} (name optional)</source>
        <translation>Équipe {0} (nom facultatif)</translation>
    </message>
    <message>
        <source>The team&apos;s name; left empty, the members&apos; names</source>
        <translation>Le nom de l&apos;équipe&#xa0;; s&apos;il est vide, les noms des membres</translation>
    </message>
    <message>
        <source>Team {0}, member {1}</source>
        <translation>Équipe {0}, membre {1}</translation>
    </message>
    <message>
        <source>N&amp;umber of teams:</source>
        <translation>Nom&amp;bre d&apos;équipes&#xa0;:</translation>
    </message>
    <message>
        <source>N&amp;umber of players:</source>
        <translation>Nom&amp;bre de joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>{0} to {1} teams of two: {2} to {3} players</source>
        <translation>{0} à {1} équipes de deux&#xa0;: {2} à {3} joueurs</translation>
    </message>
    <message>
        <source>&amp;Apply teams</source>
        <translation>Appl&amp;iquer les équipes</translation>
    </message>
    <message>
        <source>Who starts: {0}</source>
        <translation>Qui commence&#xa0;: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; starts.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; commence.</translation>
    </message>
    <message>
        <source>Players and rules</source>
        <translation>Joueurs et règles</translation>
    </message>
    <message>
        <source>Two teams of two</source>
        <translation>Deux équipes de deux</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Trois joueurs</translation>
    </message>
    <message>
        <source>American: 5 words per list, the 5th doubles</source>
        <translation>Américaine&#xa0;: 5 mots par liste, le 5e compte double</translation>
    </message>
    <message>
        <source>Dutch: until a side has 25 points</source>
        <translation>Néerlandaise&#xa0;: jusqu&apos;à ce qu&apos;un camp ait 25 points</translation>
    </message>
    <message>
        <source>Most points</source>
        <translation>Le plus de points</translation>
    </message>
    <message>
        <source>Most rounds won</source>
        <translation>Le plus de manches gagnées</translation>
    </message>
    <message>
        <source>The number of rounds agreed before the game: once they are played the game is over and the leader wins. Without one, the game master ends the game.</source>
        <translation>Le nombre de manches convenu avant la partie : une fois jouées, la partie est finie et le premier l’emporte. Sans lui, le meneur de jeu termine la partie.</translation>
    </message>
    <message>
        <source>optional; does not score</source>
        <translation>facultatif&#xa0;; ne marque pas de points</translation>
    </message>
    <message>
        <source>&amp;Leader:</source>
        <translation>&amp;Meneur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Jo&amp;ueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Meth&amp;od:</source>
        <translation>Mét&amp;hode&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Winner by:</source>
        <translation>&amp;Vainqueur selon&#xa0;:</translation>
    </message>
    <message>
        <source>Agreed rounds:</source>
        <translation>Manches convenues&#xa0;:</translation>
    </message>
    <message>
        <source>Reports &amp;in:</source>
        <translation>Langue de&amp;s comptes rendus&#xa0;:</translation>
    </message>
    <message>
        <source>Player &amp;1 (gives the first clues):</source>
        <translation>Joueur &amp;1 (donne les premiers indices)&#xa0;:</translation>
    </message>
    <message>
        <source>Player &amp;2:</source>
        <translation>Joueur &amp;2&#xa0;:</translation>
    </message>
    <message>
        <source>Player &amp;3:</source>
        <translation>Joueur &amp;3&#xa0;:</translation>
    </message>
    <message>
        <source>Team &amp;1, player A:</source>
        <translation>É&amp;quipe 1, joueur A&#xa0;:</translation>
    </message>
    <message>
        <source>Team 1, player &amp;B:</source>
        <translation>Équipe &amp;1, joueur B&#xa0;:</translation>
    </message>
    <message>
        <source>Team 2, player A:</source>
        <translation>Équipe 2, joueur A&#xa0;:</translation>
    </message>
    <message>
        <source>Team 2, player B:</source>
        <translation>Équipe 2, joueur B&#xa0;:</translation>
    </message>
    <message>
        <source>Words have been played: start a new game to change this.</source>
        <translation>Des mots ont déjà été joués&#xa0;: commencez une nouvelle partie pour modifier cela.</translation>
    </message>
    <message>
        <source>Players and title</source>
        <translation>Joueurs et titre</translation>
    </message>
    <message>
        <source>starts the game</source>
        <translation>commence la partie</translation>
    </message>
    <message>
        <source>optional, e.g. Clubavond</source>
        <translation>facultatif, p. ex. Soirée du club</translation>
    </message>
    <message>
        <source>The rules the game is scored by: the tiles, the rack, the bonus for a full rack, the first word and whether tiles may be exchanged. Applied with the players; every move is scored anew.</source>
        <translation>Les règles selon lesquelles la partie est comptée : les jetons, le chevalet, la prime pour un chevalet plein, le premier mot et si l’on peut échanger des jetons. S’applique avec les joueurs ; chaque coup est recompté.</translation>
    </message>
    <message>
        <source>Player &amp;1:</source>
        <translation>Joueur &amp;1&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titre&#xa0;:</translation>
    </message>
    <message>
        <source>Des&amp;cription:</source>
        <translation>D&amp;escription&#xa0;:</translation>
    </message>
    <message>
        <source>Scored &amp;by:</source>
        <translation>Rè&amp;gles :</translation>
    </message>
    <message>
        <source>Rows numbered as on Brettspielnetz (15 at the top)</source>
        <translation>Rangées numérotées comme sur Brettspielnetz (15 en haut)</translation>
    </message>
    <message>
        <source>Type and show the rows as Brettspielnetz does, row 15 at the top, so that a move copied from the site is typed as the site shows it. Files and GCG records keep row 1 at the top.</source>
        <translation>Saisir et afficher les rangées comme Brettspielnetz, la rangée 15 en haut, pour qu’un coup copié du site se tape comme le site l’affiche. Les fichiers et les parties GCG gardent la rangée 1 en haut.</translation>
    </message>
    <message>
        <source>Enter the two players to start.</source>
        <translation>Saisissez les deux joueurs pour commencer.</translation>
    </message>
    <message>
        <source>{0} against {1}</source>
        <translation>{0} contre {1}</translation>
    </message>
</context>
<context>
    <name>SlotCard</name>
    <message>
        <source>Slot {0}</source>
        <translation>Case {0}</translation>
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
        <translation>Partie sans titre</translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation>Restaurer le travail non enregistré</translation>
    </message>
    <message>
        <source>the game has no file name yet</source>
        <translation>la partie n&apos;a pas encore de nom de fichier</translation>
    </message>
    <message>
        <source>There is no game to save yet: set up the players first.</source>
        <translation>Il n&apos;y a pas encore de partie à enregistrer&#xa0;: saisissez d&apos;abord les joueurs.</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Standings: no round entered yet</source>
        <translation>Classement : aucune manche saisie</translation>
    </message>
    <message>
        <source>Standings after round {0}, the last one entered</source>
        <translation>Classement après la manche {0}, la dernière saisie</translation>
    </message>
    <message>
        <source>Standings after round {0}</source>
        <translation>Classement après la manche {0}</translation>
    </message>
    <message>
        <source>(▲▼ places since round {0})</source>
        <translation>(▲▼ places depuis la manche {0})</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
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
        <translation>Total</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <source>This
round</source>
        <translation>Cette
manche</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>guessed in round {0}</source>
        <translation>trouvé à la manche {0}</translation>
    </message>
    <message>
        <source>Different words guessed at this player&apos;s word so far</source>
        <translation>Mots différents proposés jusqu&apos;ici pour le mot de ce joueur</translation>
    </message>
    <message>
        <source>Places gained (▲) or lost (▼) since the round before</source>
        <translation>Places gagnées (▲) ou perdues (▼) depuis la manche précédente</translation>
    </message>
    <message>
        <source>Points gained in this round: guess points and word points</source>
        <translation>Points gagnés dans cette manche : points de proposition et points de mot</translation>
    </message>
    <message>
        <source>The word was {0}</source>
        <translation>Le mot était {0}</translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Open a game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>Open the rules&apos; e&amp;xample</source>
        <translation>Ouvrir l&apos;&amp;exemple des règles</translation>
    </message>
    <message>
        <source>Recent games:</source>
        <translation>Parties récentes&#xa0;:</translation>
    </message>
</context>
<context>
    <name>StatusStrip</name>
    <message>
        <source>A new game: set it up on the Game page and add the players.</source>
        <translation>Nouvelle partie&#xa0;: configurez-la sur la page Partie et ajoutez les joueurs.</translation>
    </message>
    <message>
        <source>The game is over after round {0}.</source>
        <translation>La partie est terminée après la manche {0}.</translation>
    </message>
    <message>
        <source>Final ranking: {0}</source>
        <translation>Classement final&#xa0;: {0}</translation>
    </message>
    <message>
        <source>After round {0}</source>
        <translation>Après la manche {0}</translation>
    </message>
    <message>
        <source>Before round 1</source>
        <translation>Avant la manche 1</translation>
    </message>
    <message>
        <source>1 guess</source>
        <translation>1 proposition</translation>
    </message>
    <message>
        <source>{0} guesses</source>
        <translation>{0} propositions</translation>
    </message>
    <message>
        <source>{0} · next round: &lt;b&gt;{1}&lt;/b&gt; per player · &lt;b&gt;WF {2}&lt;/b&gt; · {3} of {4} words in play</source>
        <translation>{0} · manche suivante&#xa0;: &lt;b&gt;{1}&lt;/b&gt; par joueur · &lt;b&gt;WF {2}&lt;/b&gt; · {3} mots sur {4} en jeu</translation>
    </message>
    <message>
        <source>{0} of {1} players still playing</source>
        <translation>{0} joueurs sur {1} jouent encore</translation>
    </message>
</context>
<context>
    <name>TakeOverDialog</name>
    <message>
        <source>&amp;Take Over</source>
        <translation>Re&amp;prendre</translation>
    </message>
    <message>
        <source>Take Over a Place</source>
        <translation>Faire reprendre une place</translation>
    </message>
    <message>
        <source>e.g. otto@example.org</source>
        <translation>p. ex. otto@exemple.fr</translation>
    </message>
    <message>
        <source>For letters by post: name, street, town, one a line</source>
        <translation>Pour les lettres par la poste : nom, rue, ville, une par ligne</translation>
    </message>
    <message>
        <source>&amp;Place of:</source>
        <translation>P&amp;lace de :</translation>
    </message>
    <message>
        <source>&amp;New player:</source>
        <translation>&amp;Nouveau joueur :</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>&amp;Courriel :</translation>
    </message>
    <message>
        <source>Postal a&amp;ddress:</source>
        <translation>A&amp;dresse postale :</translation>
    </message>
    <message>
        <source>After &amp;round:</source>
        <translation>Après la &amp;manche :</translation>
    </message>
    <message>
        <source>{0} takes over {1}&apos;s place</source>
        <translation>{0} reprend la place de {1}</translation>
    </message>
    <message>
        <source>From round {0} on, {1} plays {2}&apos;s place, with the same secret word.</source>
        <translation>À partir de la manche {0}, {1} joue à la place de {2}, avec le même mot secret.</translation>
    </message>
    <message>
        <source>Round 1 keeps {0}&apos;s name in the reports.</source>
        <translation>La manche 1 garde le nom de {0} dans les comptes rendus.</translation>
    </message>
    <message>
        <source>Rounds 1 to {0} keep {1}&apos;s name in the reports.</source>
        <translation>Les manches 1 à {0} gardent le nom de {1} dans les comptes rendus.</translation>
    </message>
    <message>
        <source>Mail goes to {0} from now on.</source>
        <translation>Les courriels vont désormais à {0}.</translation>
    </message>
    <message>
        <source>The guesses of rounds {0} to {1} under this place count as {2}&apos;s.</source>
        <translation>Les propositions des manches {0} à {1} de cette place comptent comme celles de {2}.</translation>
    </message>
    <message>
        <source>The guesses of round {0} under this place count as {1}&apos;s.</source>
        <translation>Les propositions de la manche {0} de cette place comptent comme celles de {1}.</translation>
    </message>
</context>
<context>
    <name>TilesPanel</name>
    <message>
        <source>Set up the players first.</source>
        <translation>Saisissez d&apos;abord les joueurs.</translation>
    </message>
    <message>
        <source>Not on the board (the bag and both racks): {0} of {1} tiles.</source>
        <translation>Hors du plateau (le sac et les deux chevalets)&#xa0;: {0} jetons sur {1}.</translation>
    </message>
    <message>
        <source>the bag and both racks: {0}&apos;s rack is not entered</source>
        <translation>le sac et les deux chevalets&#xa0;: le chevalet de {0} n&apos;est pas saisi</translation>
    </message>
    <message>
        <source>the bag and {0}&apos;s rack; {1}&apos;s own rack {2} left out</source>
        <translation>le sac et le chevalet de {0}&#xa0;; le chevalet de {1} ({2}) est exclu</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Unseen by {0}&lt;/b&gt;: {1} tiles ({2})</source>
        <translation>&lt;b&gt;Non vus par {0}&lt;/b&gt;&#xa0;: {1} jetons ({2})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
</context>
<context>
    <name>TotalsChart</name>
    <message>
        <source>{name}: {total} point after round {round}</source>
        <translation>{name}&#xa0;: {total} point après la manche {round}</translation>
    </message>
    <message>
        <source>{name}: {total} points after round {round}</source>
        <translation>{name}&#xa0;: {total} points après la manche {round}</translation>
    </message>
    <message>
        <source>+{count} more</source>
        <translation>+{count} autres</translation>
    </message>
    <message>
        <source>No rounds yet</source>
        <translation>Pas encore de manche</translation>
    </message>
    <message>
        <source>Chart of the totals</source>
        <translation>Graphique des totaux</translation>
    </message>
    <message>
        <source>No players yet</source>
        <translation>Pas encore de joueurs</translation>
    </message>
    <message>
        <source>{name}: {total}</source>
        <translation>{name}&#xa0;: {total}</translation>
    </message>
    <message>
        <source>Totals after round {round}: {totals}.</source>
        <translation>Totaux après la manche {round}&#xa0;: {totals}.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>WachtwoordDocument</name>
    <message>
        <source>Untitled Wachtwoord game</source>
        <translation>Partie de Wachtwoord sans titre</translation>
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
        <translation>Deux équipes de deux (ou trois joueurs) se donnent des indices d&apos;un seul mot pour faire deviner un mot de passe&#xa0;; plus un mot est trouvé tôt, plus il rapporte. Jouez en direct à la table avec le cadran, ou saisissez ensuite qui a trouvé chaque mot&#xa0;: l&apos;application tient la feuille de marque.</translation>
    </message>
    <message>
        <source>Li&amp;ve at the table</source>
        <translation>En direct à la ta&amp;ble</translation>
    </message>
    <message>
        <source>En&amp;ter words</source>
        <translation>Saisir les m&amp;ots</translation>
    </message>
    <message>
        <source>Wachtwoord games (*{0})</source>
        <translation>Parties de Wachtwoord (*{0})</translation>
    </message>
    <message>
        <source>Score sheet as {0}…</source>
        <translation>Feuille de marque en {0}…</translation>
    </message>
    <message>
        <source>There is no game to report yet.</source>
        <translation>Il n&apos;y a pas encore de partie pour un compte rendu.</translation>
    </message>
    <message>
        <source>Word lists for play…</source>
        <translation>Listes de mots pour jouer…</translation>
    </message>
    <message>
        <source>Set up the game</source>
        <translation>Configurer la partie</translation>
    </message>
    <message>
        <source>Change the players and rules</source>
        <translation>Modifier les joueurs et les règles</translation>
    </message>
    <message>
        <source>Reports in {0}</source>
        <translation>Langue des comptes rendus&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Running totals (as the printed sheet)</source>
        <translation>Totaux cumulés (comme la feuille imprimée)</translation>
    </message>
    <message>
        <source>Points per word</source>
        <translation>Points par mot</translation>
    </message>
    <message>
        <source>The team that gives the first clue of this round</source>
        <translation>L’équipe qui donne le premier indice de cette manche</translation>
    </message>
    <message>
        <source>The game master ends the game after this round: the leader wins</source>
        <translation>Le meneur de jeu termine la partie après cette manche : le premier l’emporte</translation>
    </message>
    <message>
        <source>Word {0}: {1}</source>
        <translation>Mot {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>{0} at {1}</source>
        <translation>{0} à {1}</translation>
    </message>
    <message>
        <source>Word {0}: clue missed at {1}</source>
        <translation>Mot {0}&#xa0;: indice raté à {1}</translation>
    </message>
    <message>
        <source>Clue missed</source>
        <translation>Indice raté</translation>
    </message>
    <message>
        <source>Guessed</source>
        <translation>Trouvé</translation>
    </message>
    <message>
        <source>New round</source>
        <translation>Nouvelle manche</translation>
    </message>
    <message>
        <source>Starting team</source>
        <translation>Équipe qui commence</translation>
    </message>
    <message>
        <source>Resume the game</source>
        <translation>Reprendre la partie</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <source>First clue from:</source>
        <translation>Premier indice par&#xa0;:</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afficher&#xa0;:</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Manche {0}</translation>
    </message>
    <message>
        <source>(ended after {0})</source>
        <translation>(terminée après {0})</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>égalité</translation>
    </message>
    <message>
        <source>won by {0}</source>
        <translation>gagnée par {0}</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>Manche 1</translation>
    </message>
    <message>
        <source>Game: {0}; rounds won {1}.</source>
        <translation>Partie&#xa0;: {0}&#xa0;; manches gagnées {1}.</translation>
    </message>
    <message>
        <source>Winner: {0}</source>
        <translation>Vainqueur&#xa0;: {0}</translation>
    </message>
    <message>
        <source>No winner: a draw.</source>
        <translation>Pas de vainqueur&#xa0;: égalité.</translation>
    </message>
    <message>
        <source>Leader: {0}; the game is not over yet.</source>
        <translation>En tête : {0} ; la partie n’est pas encore finie.</translation>
    </message>
    <message>
        <source>No winner yet.</source>
        <translation>Pas encore de vainqueur.</translation>
    </message>
    <message>
        <source>alternating: {0}</source>
        <translation>en alternance : {0}</translation>
    </message>
</context>
<context>
    <name>WachtwoordSheetModel</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>{0} (clues)</source>
        <translation>{0} (indices)</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Withdraw a Player</source>
        <translation>Retirer un joueur</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>&amp;After round:</source>
        <translation>&amp;Après la manche :</translation>
    </message>
    <message>
        <source>The player&apos;s secret word</source>
        <translation>Le mot secret du joueur</translation>
    </message>
    <message>
        <source>It earns no more word points and is revealed in the next report.</source>
        <translation>Il ne rapporte plus de points de mot et il est révélé dans le compte rendu suivant.</translation>
    </message>
    <message>
        <source>The word &amp;stays in play</source>
        <translation>Le mot r&amp;este en jeu</translation>
    </message>
    <message>
        <source>It can be guessed and keeps earning word points.</source>
        <translation>Il peut être trouvé et continue de rapporter des points de mot.</translation>
    </message>
    <message>
        <source>Withdraw {0}</source>
        <translation>Retirer {0}</translation>
    </message>
    <message>
        <source>The word &amp;leaves the game at the end of round {0}</source>
        <translation>Le mot &amp;quitte le jeu à la fin de la manche {0}</translation>
    </message>
    <message>
        <source>Round 1 stays as it was.</source>
        <translation>La manche 1 reste telle qu&apos;elle était.</translation>
    </message>
    <message>
        <source>Rounds 1 to {0} stay as they were.</source>
        <translation>Les manches 1 à {0} restent telles qu&apos;elles étaient.</translation>
    </message>
    <message>
        <source>From round {0} on, {1} makes no guess, and a guess entered for {1} there is refused.</source>
        <translation>À partir de la manche {0}, {1} ne fait plus de proposition, et une proposition saisie pour {1} y est refusée.</translation>
    </message>
    <message>
        <source>{0}&apos;s guesses entered in round {1} will be refused.</source>
        <translation>Les propositions de {0} saisies à la manche {1} seront refusées.</translation>
    </message>
    <message>
        <source>{0}&apos;s guesses entered in rounds {1} will be refused.</source>
        <translation>Les propositions de {0} saisies aux manches {1} seront refusées.</translation>
    </message>
</context>
<context>
    <name>WmmSheet</name>
    <message>
        <source>The lot for round 1 is not drawn yet.</source>
        <translation>Le tirage au sort de la manche 1 n’est pas encore fait.</translation>
    </message>
    <message>
        <source>The lot for round 1 as {0}…</source>
        <translation>Tirage au sort de la manche 1 en {0}…</translation>
    </message>
    <message>
        <source>Written: {0}</source>
        <translation>Écrit : {0}</translation>
    </message>
    <message>
        <source>Secret words masked</source>
        <translation>Mots secrets masqués</translation>
    </message>
    <message>
        <source>Wörter-MasterMind</source>
        <translation>Wörter-MasterMind</translation>
    </message>
    <message>
        <source>Every player picks a secret word; each round they guess at the others&apos; words, and this app marks the guesses with + and o and keeps the score.</source>
        <translation>Chaque joueur choisit un mot secret&#xa0;; à chaque manche, chacun tente de deviner les mots des autres, et l&apos;application note les propositions avec + et o et tient le score.</translation>
    </message>
    <message>
        <source>Wörter-MasterMind games (*{0})</source>
        <translation>Parties de Wörter-MasterMind (*{0})</translation>
    </message>
    <message>
        <source>Round {0} report as {1}…</source>
        <translation>Compte rendu de la manche {0} en {1}…</translation>
    </message>
    <message>
        <source>Full overview for the game master (with secrets) as {0}…</source>
        <translation>Vue d&apos;ensemble pour le meneur de jeu (avec les mots secrets) en {0}…</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Classeurs Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Roster with secret words as {0}…</source>
        <translation>Liste des joueurs avec les mots secrets en {0}…</translation>
    </message>
    <message>
        <source>Roster without secret words as {0}…</source>
        <translation>Liste des joueurs sans les mots secrets en {0}…</translation>
    </message>
    <message>
        <source>There is no round to report yet.</source>
        <translation>Il n&apos;y a pas encore de manche pour un compte rendu.</translation>
    </message>
    <message>
        <source>Joes Wörter-MasterMind: the rules&apos; example</source>
        <translation>Joes Wörter-MasterMind&#xa0;: l&apos;exemple des règles</translation>
    </message>
    <message>
        <source>&amp;Mail the Players…</source>
        <translation>&amp;Envoyer un courriel aux joueurs…</translation>
    </message>
    <message>
        <source>Send a &amp;Correction…</source>
        <translation>Envoyer une &amp;correction…</translation>
    </message>
    <message>
        <source>Spreadsheets and CSV ({0})</source>
        <translation>Feuilles de calcul et CSV ({0})</translation>
    </message>
    <message>
        <source>Players from a spreadsheet…</source>
        <translation>Joueurs depuis une feuille de calcul…</translation>
    </message>
    <message>
        <source>Guesses of round {0} from a spreadsheet…</source>
        <translation>Propositions de la manche {0} depuis une feuille de calcul…</translation>
    </message>
    <message>
        <source>Import {0} players</source>
        <translation>Importer {0} joueurs</translation>
    </message>
    <message>
        <source>Paste {0} guesses into round {1}</source>
        <translation>Coller {0} propositions dans la manche {1}</translation>
    </message>
    <message>
        <source>Import round {1}</source>
        <translation>Importer la manche {1}</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Impossible</translation>
    </message>
    <message>
        <source>G&amp;ame</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Manches</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Graphique</translation>
    </message>
    <message>
        <source>&amp;Words</source>
        <translation>M&amp;ots</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Jo&amp;ueurs</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Envois</translation>
    </message>
    <message>
        <source>Ca&amp;ndidates (GM)</source>
        <translation>&amp;Candidats (MJ)</translation>
    </message>
    <message>
        <source>Pages of the game</source>
        <translation>Pages de la partie</translation>
    </message>
    <message>
        <source>Game, rounds, chart, words, players, what was sent, and candidates</source>
        <translation>Partie, manches, graphique, mots, joueurs, envois et candidats</translation>
    </message>
    <message>
        <source>&amp;Fetch Guesses from the Mailbox…</source>
        <translation>&amp;Relever les propositions dans la boîte aux lettres…</translation>
    </message>
    <message>
        <source>Enter round {0} from the mailbox</source>
        <translation>Saisir la manche {0} depuis la boîte aux lettres</translation>
    </message>
    <message>
        <source>Receipts of round {0} sent</source>
        <translation>Accusés de réception de la manche {0} envoyés</translation>
    </message>
    <message>
        <source>Letters of the lot saved</source>
        <translation>Lettres du tirage au sort enregistrées</translation>
    </message>
    <message>
        <source>Letters of round {0} saved</source>
        <translation>Lettres de la manche {0} enregistrées</translation>
    </message>
    <message>
        <source>Mails of the lot saved as files</source>
        <translation>Courriels du tirage au sort enregistrés comme fichiers</translation>
    </message>
    <message>
        <source>Mails of round {0} saved as files</source>
        <translation>Courriels de la manche {0} enregistrés comme fichiers</translation>
    </message>
    <message>
        <source>Mails of the lot not sent</source>
        <translation>Courriels du tirage au sort non envoyés</translation>
    </message>
    <message>
        <source>Mails of round {0} not sent</source>
        <translation>Courriels de la manche {0} non envoyés</translation>
    </message>
    <message>
        <source>Correction of round {0} sent</source>
        <translation>Correction de la manche {0} envoyée</translation>
    </message>
    <message>
        <source>Reminders of round {0} sent</source>
        <translation>Rappels de la manche {0} envoyés</translation>
    </message>
    <message>
        <source>Mails of the lot sent</source>
        <translation>Courriels du tirage au sort envoyés</translation>
    </message>
    <message>
        <source>Mails of round {0} sent</source>
        <translation>Courriels de la manche {0} envoyés</translation>
    </message>
    <message>
        <source>Round {0} opened</source>
        <translation>Manche {0} commencée</translation>
    </message>
    <message>
        <source>Round {0} opened now ({1}): mails before it are not its.</source>
        <translation>La manche {0} commence maintenant ({1})&#xa0;: les courriels antérieurs ne lui appartiennent pas.</translation>
    </message>
    <message>
        <source>Correction letters of round {0} saved</source>
        <translation>Lettres de correction de la manche {0} enregistrées</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Mails carry {0}</source>
        <translation>Les courriels portent {0}</translation>
    </message>
    <message>
        <source>&amp;Remind Players…</source>
        <translation>Re&amp;lancer les joueurs…</translation>
    </message>
</context>
<context>
    <name>WoordspelDocument</name>
    <message>
        <source>Untitled Woordspel game</source>
        <translation>Partie de Woordspel sans titre</translation>
    </message>
</context>
<context>
    <name>WoordspelGcg</name>
    <message>
        <source>{0}: the tiles left, not deducted in the file; these rules deduct {1}</source>
        <translation>{0} : les jetons restants, non déduits dans le fichier ; ces règles déduisent {1}</translation>
    </message>
    <message>
        <source>move {0} (line {1}), {2}: the file says {3}, these rules give {4}</source>
        <translation>coup {0} (ligne {1}), {2} : le fichier dit {3}, ces règles donnent {4}</translation>
    </message>
    <message>
        <source>{0}: the tiles left, not deducted in the file; Woordspel deducts {1}</source>
        <translation>{0}&#xa0;: les jetons restants, non déduits dans le fichier&#xa0;; Woordspel déduit {1}</translation>
    </message>
    <message>
        <source>move {0} (line {1}), {2}: the file says {3}, Woordspel gives {4}</source>
        <translation>coup {0} (ligne {1}), {2}&#xa0;: le fichier indique {3}, Woordspel donne {4}</translation>
    </message>
    <message>
        <source>{0} of its moves break these rules: they are kept as the record has them, marked in the move list (point at a move to see why).</source>
        <translation>{0} de ses coups enfreignent ces règles : ils sont gardés tels que la partie les donne, marqués dans la liste des coups (pointez un coup pour voir pourquoi).</translation>
    </message>
    <message>
        <source>{0}: {1} moves imported and scored by Woordspel&apos;s rules ({2}).</source>
        <translation>{0}&#xa0;: {1} coups importés et comptés selon les règles de Woordspel ({2}).</translation>
    </message>
    <message>
        <source>Every score in the file agrees with Woordspel&apos;s.</source>
        <translation>Tous les scores du fichier concordent avec ceux de Woordspel.</translation>
    </message>
    <message>
        <source>{0} scores in the file differ from Woordspel&apos;s:</source>
        <translation>{0} scores du fichier diffèrent de ceux de Woordspel&#xa0;:</translation>
    </message>
    <message>
        <source>{0}: {1} moves imported and scored by the rules of {2} ({3}); the set-up changes them.</source>
        <translation>{0} : {1} coups importés et comptés selon les règles du {2} ({3}) ; la préparation les change.</translation>
    </message>
    <message>
        <source>Every score in the file agrees with these rules.</source>
        <translation>Chaque score du fichier s’accorde avec ces règles.</translation>
    </message>
    <message>
        <source>{0} scores in the file differ from these rules:</source>
        <translation>{0} scores du fichier diffèrent de ces règles :</translation>
    </message>
    <message>
        <source>{0} is a game of {1} players; the tab keeps games of two. Score it and write its score sheet on the command line: wordmastermind score, wordmastermind report.</source>
        <translation>{0} est une partie de {1} joueurs ; l’onglet tient les parties à deux. Comptez-la et écrivez sa feuille de score en ligne de commande : wordmastermind score, wordmastermind report.</translation>
    </message>
    <message>
        <source>Import a GCG record</source>
        <translation>Importer un enregistrement GCG</translation>
    </message>
    <message>
        <source>The game open here has unsaved changes. Replace it with {0}?</source>
        <translation>La partie ouverte ici contient des modifications non enregistrées. La remplacer par {0}&#xa0;?</translation>
    </message>
    <message>
        <source>Import {0}</source>
        <translation>Importer {0}</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Saisissez d&apos;abord les joueurs.</translation>
    </message>
</context>
<context>
    <name>WoordspelPreview</name>
    <message>
        <source>{0} is {1}: it may still be played, and accepted on the sheet (right-click) once played.</source>
        <translation>{0} est {1}&#xa0;: il peut quand même être joué, puis accepté sur la feuille (clic droit) une fois joué.</translation>
    </message>
    <message>
        <source>Set up the two players first.</source>
        <translation>Saisissez d&apos;abord les deux joueurs.</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>La partie est terminée&#xa0;: plus aucun coup.</translation>
    </message>
    <message>
        <source>Click the square where the word starts (click again for down) and type it; ? then a letter is a blank. Enter plays it.</source>
        <translation>Cliquez sur la case où commence le mot (cliquez à nouveau pour la verticale) et tapez-le&#xa0;; ? puis une lettre donne un joker. Entrée le joue.</translation>
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
        <translation>Scrabble en anglais</translation>
    </message>
    <message>
        <source>Scrabble in Dutch</source>
        <translation>Scrabble en néerlandais</translation>
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
        <translation>Deux joueurs posent des mots néerlandais sur un plateau de 15 cases sur 15, comme sur Brettspielnetz. Saisissez chaque coup sur le plateau&#xa0;: cette feuille montre ce qu&apos;il rapporte avant de le compter, refuse les coups que les règles n&apos;autorisent pas, et tient le score, les jetons non vus et la fin de la partie.</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>Co&amp;ups</translation>
    </message>
    <message>
        <source>&amp;Unseen tiles</source>
        <translation>Jetons non &amp;vus</translation>
    </message>
    <message>
        <source>E&amp;nd of the game</source>
        <translation>Fi&amp;n de la partie</translation>
    </message>
    <message>
        <source>Woordspel games (*{0})</source>
        <translation>Parties de Woordspel (*{0})</translation>
    </message>
    <message>
        <source>The rules&apos; example</source>
        <translation>L&apos;exemple des règles</translation>
    </message>
    <message>
        <source>Set up the players first.</source>
        <translation>Saisissez d&apos;abord les joueurs.</translation>
    </message>
    <message>
        <source>Score sheet as {0}…</source>
        <translation>Feuille de marque en {0}…</translation>
    </message>
    <message>
        <source>Game master&apos;s copy (with racks) as {0}…</source>
        <translation>Exemplaire du meneur de jeu (avec les chevalets) en {0}…</translation>
    </message>
    <message>
        <source>Game as GCG…</source>
        <translation>Partie en GCG…</translation>
    </message>
    <message>
        <source>GCG game records (*.gcg)</source>
        <translation>Enregistrements de parties GCG (*.gcg)</translation>
    </message>
    <message>
        <source>Game from a GCG record…</source>
        <translation>Partie depuis un enregistrement GCG…</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Reprendre le dernier coup</translation>
    </message>
    <message>
        <source>Standard board layout</source>
        <translation>Disposition standard du plateau</translation>
    </message>
    <message>
        <source>Set up the game</source>
        <translation>Configurer la partie</translation>
    </message>
    <message>
        <source>Change the players</source>
        <translation>Modifier les joueurs</translation>
    </message>
    <message>
        <source>Reports in {0}</source>
        <translation>Langue des comptes rendus&#xa0;: {0}</translation>
    </message>
    <message>
        <source>no word typed: click the square where it starts and type it, or type 8H LEES</source>
        <translation>aucun mot tapé&#xa0;: cliquez sur la case où il commence et tapez-le, ou tapez 8H LEES</translation>
    </message>
    <message>
        <source>Play {0}</source>
        <translation>Jouer {0}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Exchange {0}</source>
        <translation>Échanger {0}</translation>
    </message>
    <message>
        <source>Take back {0}</source>
        <translation>Reprendre {0}</translation>
    </message>
    <message>
        <source>Rack of {0}</source>
        <translation>Chevalet de {0}</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Remove the end of the game</source>
        <translation>Supprimer la fin de la partie</translation>
    </message>
    <message>
        <source>Penalty of {0}</source>
        <translation>Pénalité de {0}</translation>
    </message>
    <message>
        <source>not in the Dutch word list</source>
        <translation>absent de la liste de mots néerlandais</translation>
    </message>
    <message>
        <source>Set up the two players above to start.</source>
        <translation>Saisissez les deux joueurs ci-dessus pour commencer.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>&amp;Rack:</source>
        <translation>C&amp;hevalet&#xa0;:</translation>
    </message>
    <message>
        <source>Turn {0}: &lt;b&gt;{1}&lt;/b&gt; to play</source>
        <translation>Tour {0}&#xa0;: à &lt;b&gt;{1}&lt;/b&gt; de jouer</translation>
    </message>
    <message>
        <source>&amp;Rack of {0}:</source>
        <translation>C&amp;hevalet de {0}&#xa0;:</translation>
    </message>
</context>
<context>
    <name>WoordspelSquareMenu</name>
    <message>
        <source>No bonus</source>
        <translation>Pas de bonus</translation>
    </message>
    <message>
        <source>2L: double letter (light blue)</source>
        <translation>2L&#xa0;: lettre compte double (bleu clair)</translation>
    </message>
    <message>
        <source>3L: triple letter (dark blue)</source>
        <translation>3L&#xa0;: lettre compte triple (bleu foncé)</translation>
    </message>
    <message>
        <source>2W: double word (pink)</source>
        <translation>2W&#xa0;: mot compte double (rose)</translation>
    </message>
    <message>
        <source>3W: triple word (red)</source>
        <translation>3W&#xa0;: mot compte triple (rouge)</translation>
    </message>
    <message>
        <source>Start a word on {0}, across</source>
        <translation>Commencer un mot en {0}, à l&apos;horizontale</translation>
    </message>
    <message>
        <source>Start a word on {0}, down</source>
        <translation>Commencer un mot en {0}, à la verticale</translation>
    </message>
    <message>
        <source>Bonus of {0} (board layout)</source>
        <translation>Bonus de {0} (disposition du plateau)</translation>
    </message>
    <message>
        <source>Standard layout for the whole board</source>
        <translation>Disposition standard pour tout le plateau</translation>
    </message>
    <message>
        <source>Change the board layout</source>
        <translation>Modifier la disposition du plateau</translation>
    </message>
    <message>
        <source>{0} holds a tile laid in turn {1}: that move (and the sheet after it) will be scored anew. Change the bonus?</source>
        <translation>{0} porte un jeton posé au tour {1}&#xa0;: ce coup (et la suite de la feuille) sera recompté. Modifier le bonus&#xa0;?</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>pas de bonus</translation>
    </message>
    <message>
        <source>Bonus of {0}: {1}</source>
        <translation>Bonus de {0}&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>WoordspelStandings</name>
    <message>
        <source>Both players passed in turns 1 and 2: the tiles are dealt anew (once). The first word still has to come, on h8, with at least 4 letters.</source>
        <translation>Les deux joueurs ont passé aux tours 1 et 2&#xa0;: les jetons sont redistribués (une seule fois). Le premier mot reste à jouer, sur h8, avec au moins 4 lettres.</translation>
    </message>
    <message>
        <source>The tiles were dealt anew after both players passed in turns 1 and 2.</source>
        <translation>Les jetons ont été redistribués après que les deux joueurs ont passé aux tours 1 et 2.</translation>
    </message>
    <message>
        <source>{0}: {1} scored + {2} for the others&apos; tiles left ({3}) = &lt;b&gt;{4}&lt;/b&gt;</source>
        <translation>{0} : {1} marqués + {2} pour les jetons restants des autres ({3}) = &lt;b&gt;{4}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{0}: {1} scored − {2} for the tiles left ({3}) = &lt;b&gt;{4}&lt;/b&gt;</source>
        <translation>{0}&#xa0;: {1} points marqués − {2} pour les jetons restants ({3}) = &lt;b&gt;{4}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The game is over: three passes in a row (turns {0} to {1}).</source>
        <translation>La partie est terminée&#xa0;: trois passes consécutives (tours {0} à {1}).</translation>
    </message>
    <message>
        <source>The game is over: {0} turns in a row without points (turns {1} to {2}).</source>
        <translation>La partie est finie : {0} tours de suite sans points (tours {1} à {2}).</translation>
    </message>
    <message>
        <source>Enter the tiles each player has left (End of the game) to deduct them.</source>
        <translation>Saisissez les jetons restants de chaque joueur (Fin de la partie) pour les déduire.</translation>
    </message>
    <message>
        <source>The game is over: {0} has no tiles left and the bag is empty.</source>
        <translation>La partie est terminée&#xa0;: {0} n&apos;a plus de jetons et le sac est vide.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt; (remise): {0} points each.</source>
        <translation>&lt;b&gt;Égalité&lt;/b&gt; (remise)&#xa0;: {0} points chacun.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Winner: {0}&lt;/b&gt; with {1} points.</source>
        <translation>&lt;b&gt;Vainqueur&#xa0;: {0}&lt;/b&gt; avec {1} points.</translation>
    </message>
    <message>
        <source>Level at {0} points each.</source>
        <translation>À égalité avec {0} points chacun.</translation>
    </message>
    <message>
        <source>Leading: {0} by {1}.</source>
        <translation>En tête&#xa0;: {0}, avec {1} points d&apos;avance.</translation>
    </message>
</context>
<context>
    <name>WordActions</name>
    <message>
        <source>Take back: {0} is no longer accepted</source>
        <translation>Retirer l&apos;acceptation&#xa0;: {0} n&apos;est plus accepté</translation>
    </message>
    <message>
        <source>Take back {0}</source>
        <translation>Retirer l&apos;acceptation de {0}</translation>
    </message>
    <message>
        <source>Accept {0} although the word lists say: {1}</source>
        <translation>Accepter {0} bien que les listes de mots indiquent&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Accept {0}</source>
        <translation>Accepter {0}</translation>
    </message>
</context>
<context>
    <name>WordListStatus</name>
    <message>
        <source>Loading word lists</source>
        <translation>Chargement des listes de mots</translation>
    </message>
    <message>
        <source>German</source>
        <translation>allemands</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>néerlandais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>français</translation>
    </message>
    <message>
        <source>Loading the {0} word lists… The first time they are prepared, which takes a few seconds; words are checked as soon as they are there.</source>
        <translation>Chargement des listes de mots {0}… La première fois, elles sont préparées, ce qui prend quelques secondes&#xa0;; les mots sont vérifiés dès qu&apos;elles sont prêtes.</translation>
    </message>
    <message>
        <source>The {0} word lists are ready.</source>
        <translation>Les listes de mots {0} sont prêtes.</translation>
    </message>
    <message>
        <source>The {0} word lists could not be loaded: {1}</source>
        <translation>Impossible de charger les listes de mots {0}&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>WordListsDialog</name>
    <message>
        <source>Wachtwoord: word lists for play</source>
        <translation>Wachtwoord&#xa0;: listes de mots pour jouer</translation>
    </message>
    <message>
        <source>Easy: everyday words</source>
        <translation>Facile&#xa0;: mots courants</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard: rarer words</source>
        <translation>Difficile&#xa0;: mots plus rares</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Néerlandais</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Difficulté&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Manches&#xa0;:</translation>
    </message>
    <message>
        <source>Printout in:</source>
        <translation>Impression en&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Draw new lists</source>
        <translation>&amp;Tirer de nouvelles listes</translation>
    </message>
    <message>
        <source>Draw this &amp;word again</source>
        <translation>Tirer un &amp;autre mot</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Im&amp;primer…</translation>
    </message>
    <message>
        <source>Loading the Dutch word list… (the first time takes a few seconds)</source>
        <translation>Chargement de la liste de mots néerlandais… (la première fois prend quelques secondes)</translation>
    </message>
    <message>
        <source>The fifth word of each list (5*) counts double in the American method. Keep the lists out of the guessers&apos; sight.</source>
        <translation>Le cinquième mot de chaque liste (5*) compte double dans la méthode américaine. Gardez les listes hors de vue des joueurs qui devinent.</translation>
    </message>
    <message>
        <source>Save the word lists</source>
        <translation>Enregistrer les listes de mots</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Non enregistré&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Written: {0}</source>
        <translation>Fichier écrit&#xa0;: {0}</translation>
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
        <translation>Marques</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Mot</translation>
    </message>
    <message>
        <source>Guesser</source>
        <translation>Devineur</translation>
    </message>
</context>
<context>
    <name>WordsPage</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Choose a player: every guess at their word is shown beside</source>
        <translation>Choisissez un joueur&#xa0;: toutes les propositions faites pour son mot s&apos;affichent à côté</translation>
    </message>
    <message>
        <source>Guesses at the word</source>
        <translation>Propositions pour le mot</translation>
    </message>
    <message>
        <source>Every guess at the chosen player&apos;s word</source>
        <translation>Toutes les propositions faites pour le mot du joueur choisi</translation>
    </message>
    <message>
        <source>1 different word</source>
        <translation>1 mot différent</translation>
    </message>
    <message>
        <source>{0} different words</source>
        <translation>{0} mots différents</translation>
    </message>
    <message>
        <source>{0} (guessed in round {1})</source>
        <translation>{0} (trouvé à la manche {1})</translation>
    </message>
    <message>
        <source>Choose a player to see every guess at their word.</source>
        <translation>Choisissez un joueur pour voir toutes les propositions faites pour son mot.</translation>
    </message>
    <message>
        <source>{0} guesses at {1}&apos;s word: the list the players work from.</source>
        <translation>{0} propositions pour le mot de {1}&#xa0;: la liste dont disposent les joueurs.</translation>
    </message>
</context>
</TS>
