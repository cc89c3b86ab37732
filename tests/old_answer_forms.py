"""The lot's mail to Emil as the app wrote it before 30 November 2026 (commit c95db9a, the last before b731680):
its answer lines said the language's word (``Beatrix: WORT``) even where the game's words have its length.

Made by that version's ``build_mails`` for the games of :func:`test_mail_answer_word.game_of` (German and
English 4-letter words, Dutch 5, French 3; seed 1: Emil guesses at Beatrix and Fritzchen), kept here as it
went out, so that a reply to it can be read by today's intake as a game running over the upgrade gets it.
"""

from __future__ import annotations

OLD_LOT_MAILS = {
    "de": ('Herbst: Auslosung für Runde 1', """\
Hallo Emil,

die Partie beginnt: hier ist die Auslosung für Runde 1.

Dein Geheimwort: WOLF

Einsendeschluss für Runde 1: sobald alle geantwortet haben.
In Runde 1 hast du 2 Rateversuche. Du darfst raten bei Beatrix und Fritzchen.
So antwortest du, ein Rateversuch je Zeile:
Beatrix: WORT
Fritzchen: WORT
Antworte auf diese Mail oder schreib an joe@example.org.

=============================
Herbst: Auslosung für Runde 1
=============================

6 Spieler, Wörter mit 4 Buchstaben (A bis Z).

*In Runde 1 hat jeder Spieler 2 Rateversuche, je einen auf das Wort
jedes für ihn ausgelosten Spielers; jedes Wort erhält 2 Rateversuche.*

Einsendeschluss für Runde 1: sobald alle geantwortet haben.

So antwortest du: ein Rateversuch je Zeile, als „Otto: WORT“: der Name
des Spielers, bei dem du rätst, dann dein Wort.

Die Auslosung
=============

Spieler    Rät bei
---------  ------------------
Alfons     Gustav, Beatrix
Gustav     Emil, Otto
Beatrix    Fritzchen, Otto
Emil       Beatrix, Fritzchen
Fritzchen  Alfons, Gustav
Otto       Alfons, Emil

Viele Grüße
dein Spielleiter
"""),
    "en": ('Herbst: the lot for round 1', """\
Dear Emil,

The game begins: here is the lot for round 1.

Your word: WOLF

Deadline for round 1: as soon as everyone has answered.
In round 1 you have 2 guesses. You may guess at Beatrix and Fritzchen.
How to answer: one line per guess, like this:
Beatrix: WORD
Fritzchen: WORD
Answer this mail, or write to joe@example.org.

===========================
Herbst: the lot for round 1
===========================

6 players, words of 4 letters (A to Z).

*In round 1 each player makes 2 guesses, one at the word of each player
drawn for them; every word receives 2 guesses.*

Deadline for round 1: as soon as everyone has answered.

How to answer: one line per guess, as "Otto: WORD": the name of the
player whose word you guess, then your word.

The lot
=======

Player     Guesses at
---------  ------------------
Alfons     Gustav, Beatrix
Gustav     Emil, Otto
Beatrix    Fritzchen, Otto
Emil       Beatrix, Fritzchen
Fritzchen  Alfons, Gustav
Otto       Alfons, Emil

Best wishes,
Your game master
"""),
    "nl": ('Herbst: loting voor ronde 1', """\
Beste Emil,

Het spel begint: hier is de loting voor ronde 1.

Jouw geheime woord: LAMPE

Sluitingstijd voor ronde 1: zodra iedereen geantwoord heeft.
In ronde 1 heb je 2 raadpogingen. Je mag raden bij Beatrix en Fritzchen.
Zo antwoord je, één raadpoging per regel:
Beatrix: WOORD
Fritzchen: WOORD
Beantwoord deze mail of schrijf naar joe@example.org.

==============================
Herbst: de loting voor ronde 1
==============================

6 spelers, woorden van 5 letters (A tot Z).

*In ronde 1 doet elke speler 2 raadpogingen, één op het woord van elke
speler die hem of haar is toegeloot; elk woord krijgt 2 raadpogingen.*

Sluitingstijd voor ronde 1: zodra iedereen geantwoord heeft.

Zo antwoord je: één raadpoging per regel, als “Otto: WOORD”: de naam van
de speler bij wie je raadt, dan jouw woord.

De loting
=========

Speler     Raadt bij
---------  ------------------
Alfons     Gustav, Beatrix
Gustav     Emil, Otto
Beatrix    Fritzchen, Otto
Emil       Beatrix, Fritzchen
Fritzchen  Alfons, Gustav
Otto       Alfons, Emil

Met vriendelijke groet,
Je spelleider
"""),
    "fr": ('Herbst : tirage au sort pour la manche 1', """\
Bonjour Emil,

La partie commence : voici le tirage au sort pour la manche 1.

Votre mot secret : LIT

Date limite de la manche 1 : dès que tout le monde a répondu.
À la manche 1, vous avez 2 propositions. Vous pouvez proposer sur les mots de Beatrix et Fritzchen.
Pour répondre, une proposition par ligne :
Beatrix: MOT
Fritzchen: MOT
Répondez à ce courriel ou écrivez à joe@example.org.

===========================================
Herbst : le tirage au sort pour la manche 1
===========================================

6 joueurs, mots de 3 lettres (de A à Z).

*À la manche 1, chaque joueur fait 2 propositions, une sur le mot de
chaque joueur tiré au sort pour lui ; chaque mot en reçoit 2
propositions.*

Date limite de la manche 1 : dès que tout le monde a répondu.

Comment répondre : une proposition par ligne, comme « Otto: MOT » : le
nom du joueur dont vous devinez le mot, puis votre mot.

Le tirage au sort
=================

Joueur     Propose sur les mots de
---------  -----------------------
Alfons     Gustav, Beatrix
Gustav     Emil, Otto
Beatrix    Fritzchen, Otto
Emil       Beatrix, Fritzchen
Fritzchen  Alfons, Gustav
Otto       Alfons, Emil

Bien cordialement,
Votre meneur de jeu
"""),
}
"""Each language's (subject, plain text) of the old mail; its answer lines are ``Beatrix: WORT`` and
``Fritzchen: WORT`` (``WORD``, ``WOORD``, ``MOT``)."""
