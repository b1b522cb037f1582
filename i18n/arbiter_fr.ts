<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>ActionWords</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of a list of names or things: &quot;Ann, Bob and Cid&quot;.</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Someone</source>
        <extracomment>Stands for a player&apos;s name the action leaves empty, as the subject of a sentence.</extracomment>
        <translation>Quelqu&apos;un</translation>
    </message>
    <message>
        <source>The current player</source>
        <extracomment>Stands for the current player&apos;s name when the history does not know it, as the subject.</extracomment>
        <translation>Le joueur actif</translation>
    </message>
    <message>
        <source>monster %1</source>
        <extracomment>A monster of the fight by its number, when the history does not know its name.</extracomment>
        <translation>le monstre %1</translation>
    </message>
    <message>
        <source>Headgear</source>
        <extracomment>An Item&apos;s slot, as the cards print it.</extracomment>
        <translation>Couvre-chef</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>Footgear</source>
        <translation>Chaussures</translation>
    </message>
    <message>
        <source>1 Hand</source>
        <translation>1 Main</translation>
    </message>
    <message>
        <source>2 Hands</source>
        <translation>2 Mains</translation>
    </message>
    <message>
        <source>only for females</source>
        <translation>réservé aux femmes</translation>
    </message>
    <message>
        <source>only for males</source>
        <translation>réservé aux hommes</translation>
    </message>
    <message>
        <source>only for %1</source>
        <translation>%1 uniquement</translation>
    </message>
    <message>
        <source>not for females</source>
        <translation>interdit aux femmes</translation>
    </message>
    <message>
        <source>not for males</source>
        <translation>interdit aux hommes</translation>
    </message>
    <message>
        <source>not for %1</source>
        <translation>sauf %1</translation>
    </message>
    <message>
        <source>Big</source>
        <extracomment>A Big Item (only one may be carried).</extracomment>
        <translation>Gros</translation>
    </message>
    <message>
        <source>%1 Gold</source>
        <translation>%1 pièces d&apos;or</translation>
    </message>
    <message>
        <source>with Cheat!</source>
        <translation>avec Triche&#xa0;!</translation>
    </message>
    <message>
        <source>carried by the Hireling</source>
        <translation>transporté par le Larbin</translation>
    </message>
    <message>
        <source>equipped</source>
        <extracomment>How an Item is worn, in the list of its details.</extracomment>
        <translation>équipé</translation>
    </message>
    <message>
        <source>carried</source>
        <translation>transporté</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <extracomment>One of the things Bad Stuff takes, in a list with the Items: &quot;loses 2 levels and Horny Helmet&quot;.</extracomment>
        <translation>
            <numerusform>%n niveau</numerusform>
            <numerusform>%n niveaux</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (female) joins the game.</source>
        <translation>%1 (femme) rejoint la partie.</translation>
    </message>
    <message>
        <source>%1 (male) joins the game.</source>
        <translation>%1 (homme) rejoint la partie.</translation>
    </message>
    <message>
        <source>%1 joins the game.</source>
        <translation>%1 rejoint la partie.</translation>
    </message>
    <message>
        <source>%1 (female) joins the game in seat %2.</source>
        <translation>%1 (femme) rejoint la partie à la place %2.</translation>
    </message>
    <message>
        <source>%1 (male) joins the game in seat %2.</source>
        <translation>%1 (homme) rejoint la partie à la place %2.</translation>
    </message>
    <message>
        <source>%1 joins the game in seat %2.</source>
        <translation>%1 rejoint la partie à la place %2.</translation>
    </message>
    <message>
        <source>%1 leaves the game.</source>
        <translation>%1 quitte la partie.</translation>
    </message>
    <message>
        <source>%1 is now female.</source>
        <translation>%1 est désormais une femme.</translation>
    </message>
    <message>
        <source>%1 is now male.</source>
        <translation>%1 est désormais un homme.</translation>
    </message>
    <message>
        <source>%1&apos;s sex is no longer given.</source>
        <translation>Le sexe de %1 n&apos;est plus précisé.</translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (Go Up a Level, which may give the win).</source>
        <translation>
            <numerusform>%1 gagne %n niveau (carte Gagnez un niveau, victoire possible).</numerusform>
            <numerusform>%1 gagne %n niveaux (carte Gagnez un niveau, victoire possible).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (Go Up a Level).</source>
        <translation>
            <numerusform>%1 gagne %n niveau (carte Gagnez un niveau).</numerusform>
            <numerusform>%1 gagne %n niveaux (carte Gagnez un niveau).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (selling, which may give the win).</source>
        <translation>
            <numerusform>%1 gagne %n niveau (vente, victoire possible).</numerusform>
            <numerusform>%1 gagne %n niveaux (vente, victoire possible).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (selling).</source>
        <translation>
            <numerusform>%1 gagne %n niveau (vente).</numerusform>
            <numerusform>%1 gagne %n niveaux (vente).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (a kill, which may give the win).</source>
        <translation>
            <numerusform>%1 gagne %n niveau (monstre tué, victoire possible).</numerusform>
            <numerusform>%1 gagne %n niveaux (monstre tué, victoire possible).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (a kill).</source>
        <translation>
            <numerusform>%1 gagne %n niveau (monstre tué).</numerusform>
            <numerusform>%1 gagne %n niveaux (monstre tué).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (the last non-Cultist, which may give the win).</source>
        <translation>
            <numerusform>%1 gagne %n niveau (dernier non-Cultiste, victoire possible).</numerusform>
            <numerusform>%1 gagne %n niveaux (dernier non-Cultiste, victoire possible).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (the last non-Cultist).</source>
        <translation>
            <numerusform>%1 gagne %n niveau (dernier non-Cultiste).</numerusform>
            <numerusform>%1 gagne %n niveaux (dernier non-Cultiste).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (a card, which may give the win).</source>
        <translation>
            <numerusform>%1 gagne %n niveau (effet d&apos;une carte, victoire possible).</numerusform>
            <numerusform>%1 gagne %n niveaux (effet d&apos;une carte, victoire possible).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (a card).</source>
        <translation>
            <numerusform>%1 gagne %n niveau (effet d&apos;une carte).</numerusform>
            <numerusform>%1 gagne %n niveaux (effet d&apos;une carte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (Go Up a Level, which may give the win).</source>
        <translation>
            <numerusform>%1 perd %n niveau (carte Gagnez un niveau, victoire possible).</numerusform>
            <numerusform>%1 perd %n niveaux (carte Gagnez un niveau, victoire possible).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (Go Up a Level).</source>
        <translation>
            <numerusform>%1 perd %n niveau (carte Gagnez un niveau).</numerusform>
            <numerusform>%1 perd %n niveaux (carte Gagnez un niveau).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (selling, which may give the win).</source>
        <translation>
            <numerusform>%1 perd %n niveau (vente, victoire possible).</numerusform>
            <numerusform>%1 perd %n niveaux (vente, victoire possible).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (selling).</source>
        <translation>
            <numerusform>%1 perd %n niveau (vente).</numerusform>
            <numerusform>%1 perd %n niveaux (vente).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (a kill, which may give the win).</source>
        <translation>
            <numerusform>%1 perd %n niveau (monstre tué, victoire possible).</numerusform>
            <numerusform>%1 perd %n niveaux (monstre tué, victoire possible).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (a kill).</source>
        <translation>
            <numerusform>%1 perd %n niveau (monstre tué).</numerusform>
            <numerusform>%1 perd %n niveaux (monstre tué).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (the last non-Cultist, which may give the win).</source>
        <translation>
            <numerusform>%1 perd %n niveau (dernier non-Cultiste, victoire possible).</numerusform>
            <numerusform>%1 perd %n niveaux (dernier non-Cultiste, victoire possible).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (the last non-Cultist).</source>
        <translation>
            <numerusform>%1 perd %n niveau (dernier non-Cultiste).</numerusform>
            <numerusform>%1 perd %n niveaux (dernier non-Cultiste).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (a card, which may give the win).</source>
        <translation>
            <numerusform>%1 perd %n niveau (effet d&apos;une carte, victoire possible).</numerusform>
            <numerusform>%1 perd %n niveaux (effet d&apos;une carte, victoire possible).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (a card).</source>
        <translation>
            <numerusform>%1 perd %n niveau (effet d&apos;une carte).</numerusform>
            <numerusform>%1 perd %n niveaux (effet d&apos;une carte).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stays at the same level (Go Up a Level, which may give the win).</source>
        <translation>%1 reste au même niveau (carte Gagnez un niveau, victoire possible).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (Go Up a Level).</source>
        <translation>%1 reste au même niveau (carte Gagnez un niveau).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (selling, which may give the win).</source>
        <translation>%1 reste au même niveau (vente, victoire possible).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (selling).</source>
        <translation>%1 reste au même niveau (vente).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (a kill, which may give the win).</source>
        <translation>%1 reste au même niveau (monstre tué, victoire possible).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (a kill).</source>
        <translation>%1 reste au même niveau (monstre tué).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (the last non-Cultist, which may give the win).</source>
        <translation>%1 reste au même niveau (dernier non-Cultiste, victoire possible).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (the last non-Cultist).</source>
        <translation>%1 reste au même niveau (dernier non-Cultiste).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (a card, which may give the win).</source>
        <translation>%1 reste au même niveau (effet d&apos;une carte, victoire possible).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (a card).</source>
        <translation>%1 reste au même niveau (effet d&apos;une carte).</translation>
    </message>
    <message>
        <source>a character card</source>
        <extracomment>Stands for a character card&apos;s name (a Race, a Class...) the action leaves empty.</extracomment>
        <translation>une carte de personnage</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <source>%1 discards %2 (because of a card).</source>
        <translation>%1 défausse %2 (à cause d&apos;une carte).</translation>
    </message>
    <message>
        <source>%1 discards %2 (Divine Intervention).</source>
        <translation>%1 défausse %2 (Intervention divine).</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 défausse %2.</translation>
    </message>
    <message>
        <source>%1 becomes a Cultist.</source>
        <translation>%1 devient Cultiste.</translation>
    </message>
    <message>
        <source>%1 becomes a Cultist, discarding %2.</source>
        <translation>%1 devient Cultiste et défausse %2.</translation>
    </message>
    <message>
        <source>an Item</source>
        <extracomment>Stands for an Item&apos;s name the action leaves empty, as the object of a sentence.</extracomment>
        <translation>un Objet</translation>
    </message>
    <message>
        <source>%1 gains %2 (%3).</source>
        <translation>%1 obtient %2 (%3).</translation>
    </message>
    <message>
        <source>%1 equips %2.</source>
        <translation>%1 équipe %2.</translation>
    </message>
    <message>
        <source>%1 takes off %2 and carries it.</source>
        <translation>%1 retire %2 mais garde l&apos;Objet.</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <translation>%1 perd %2.</translation>
    </message>
    <message>
        <source>someone</source>
        <comment>object</comment>
        <extracomment>Stands for a player&apos;s name the action leaves empty, as the object of a sentence.</extracomment>
        <translation>quelqu&apos;un</translation>
    </message>
    <message>
        <source>%1 trades %2 to %3.</source>
        <translation>%1 cède %2 à %3.</translation>
    </message>
    <message>
        <source>%1 lists their Items again instead of a gear number.</source>
        <translation>%1 saisit de nouveau ses Objets au lieu d&apos;un total d&apos;équipement.</translation>
    </message>
    <message>
        <source>%1&apos;s gear counts %2.</source>
        <translation>L&apos;équipement de %1 vaut %2.</translation>
    </message>
    <message>
        <source>%1 (%2 Gold, from the hand)</source>
        <extracomment>A card sold from the hand, in the list of what is sold.</extracomment>
        <translation>%1 (%2 pièces d&apos;or, depuis la main)</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>%1 sells nothing.</source>
        <translation>%1 ne vend rien.</translation>
    </message>
    <message>
        <source>%1 sells %2.</source>
        <translation>%1 vend %2.</translation>
    </message>
    <message>
        <source>%1 gains the Ride %2 (%3).</source>
        <translation>%1 obtient la Monture %2 (%3).</translation>
    </message>
    <message>
        <source>%1 loses the Ride %2.</source>
        <translation>%1 perd la Monture %2.</translation>
    </message>
    <message>
        <source>%1 hires %2.</source>
        <translation>%1 engage %2.</translation>
    </message>
    <message>
        <source>a Hireling</source>
        <translation>un Larbin</translation>
    </message>
    <message>
        <source>%1 leaves %2.</source>
        <translation>%1 quitte %2.</translation>
    </message>
    <message>
        <source>A Hireling</source>
        <translation>Un Larbin</translation>
    </message>
    <message>
        <source>their player</source>
        <translation>son joueur</translation>
    </message>
    <message>
        <source>a Curse</source>
        <translation>une Malédiction</translation>
    </message>
    <message>
        <source>%1 is cursed: %2 (%3 in combat).</source>
        <translation>Malédiction sur %1&#xa0;: %2 (%3 en combat).</translation>
    </message>
    <message>
        <source>%1 is cursed: %2.</source>
        <translation>Malédiction sur %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is rid of %2.</source>
        <translation>%1 se débarrasse de %2.</translation>
    </message>
    <message>
        <source>%1 moves on to %2.</source>
        <translation>%1 passe à la phase «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>the current player</source>
        <extracomment>Stands for the current player&apos;s name when the history does not know it, after &quot;Charity:&quot;.</extracomment>
        <translation>le joueur actif</translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand (limit %2).</source>
        <translation>
            <numerusform>Charité&#xa0;: %1 a %n carte en main (limite %2).</numerusform>
            <numerusform>Charité&#xa0;: %1 a %n cartes en main (limite %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand.</source>
        <translation>
            <numerusform>Charité&#xa0;: %1 a %n carte en main.</numerusform>
            <numerusform>Charité&#xa0;: %1 a %n cartes en main.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand (limit %2); %3 gets the bigger share.</source>
        <translation>
            <numerusform>Charité&#xa0;: %1 a %n carte en main (limite %2)&#xa0;; %3 reçoit la plus grosse part.</numerusform>
            <numerusform>Charité&#xa0;: %1 a %n cartes en main (limite %2)&#xa0;; %3 reçoit la plus grosse part.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand (limit %2); %3 get the bigger share.</source>
        <translation>
            <numerusform>Charité&#xa0;: %1 a %n carte en main (limite %2)&#xa0;; %3 reçoivent la plus grosse part.</numerusform>
            <numerusform>Charité&#xa0;: %1 a %n cartes en main (limite %2)&#xa0;; %3 reçoivent la plus grosse part.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand; %2 gets the bigger share.</source>
        <translation>
            <numerusform>Charité&#xa0;: %1 a %n carte en main&#xa0;; %2 reçoit la plus grosse part.</numerusform>
            <numerusform>Charité&#xa0;: %1 a %n cartes en main&#xa0;; %2 reçoit la plus grosse part.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand; %2 get the bigger share.</source>
        <translation>
            <numerusform>Charité&#xa0;: %1 a %n carte en main&#xa0;; %2 reçoivent la plus grosse part.</numerusform>
            <numerusform>Charité&#xa0;: %1 a %n cartes en main&#xa0;; %2 reçoivent la plus grosse part.</numerusform>
        </translation>
    </message>
    <message>
        <source>The turn ends.</source>
        <translation>Le tour se termine.</translation>
    </message>
    <message>
        <source>%1&apos;s turn ends.</source>
        <translation>Le tour de %1 se termine.</translation>
    </message>
    <message>
        <source>%1 fights %2 (Level %3).</source>
        <translation>%1 combat %2 (Niveau %3).</translation>
    </message>
    <message>
        <source>a monster</source>
        <translation>un monstre</translation>
    </message>
    <message>
        <source>A monster</source>
        <translation>Un monstre</translation>
    </message>
    <message>
        <source>%1 (Level %2) joins the fight from Look for Trouble.</source>
        <translation>%1 (Niveau %2) rejoint le combat (Chercher la bagarre).</translation>
    </message>
    <message>
        <source>%1 (Level %2) joins the fight as a Wandering Monster.</source>
        <translation>%1 (Niveau %2) rejoint le combat en tant que Monstre errant.</translation>
    </message>
    <message>
        <source>%1 (Level %2) joins the fight with the Undead.</source>
        <translation>%1 (Niveau %2) rejoint le combat avec les Morts-vivants.</translation>
    </message>
    <message>
        <source>%1 (Level %2) joins the fight with the Goblins.</source>
        <translation>%1 (Niveau %2) rejoint le combat avec les Gobelins.</translation>
    </message>
    <message>
        <source>%1 (Level %2) joins the fight with the Demons.</source>
        <translation>%1 (Niveau %2) rejoint le combat avec les Démons.</translation>
    </message>
    <message>
        <source>%1 (Level %2) joins the fight with the Goths.</source>
        <translation>%1 (Niveau %2) rejoint le combat avec les goths.</translation>
    </message>
    <message>
        <source>%1 (Level %2) joins the fight.</source>
        <translation>%1 (Niveau %2) rejoint le combat.</translation>
    </message>
    <message>
        <source>An enhancer</source>
        <translation>Un Amplificateur</translation>
    </message>
    <message>
        <source>%1 (%2) is played on %3.</source>
        <translation>%1 (%2) est joué sur %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %3 Treasure(s)) is played on %4.</source>
        <translation>
            <numerusform>%1 (%2, %3 Trésor) est joué sur %4.</numerusform>
            <numerusform>%1 (%2, %3 Trésors) est joué sur %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>A card</source>
        <extracomment>Stands for the card&apos;s name the action leaves empty, as the subject of a sentence.</extracomment>
        <translation>Une carte</translation>
    </message>
    <message>
        <source>%1 (%2) is played for the monsters.</source>
        <translation>%1 (%2) est joué en faveur des monstres.</translation>
    </message>
    <message>
        <source>%1 (%2) is played for the players.</source>
        <translation>%1 (%2) est joué en faveur des joueurs.</translation>
    </message>
    <message>
        <source>%1 leaves the fight without a kill.</source>
        <translation>%1 quitte le combat sans être tué.</translation>
    </message>
    <message>
        <source>Monster %1 leaves the fight without a kill.</source>
        <translation>Le monstre %1 quitte le combat sans être tué.</translation>
    </message>
    <message>
        <source>%1 helps in the fight.</source>
        <translation>%1 aide au combat.</translation>
    </message>
    <message>
        <source>%1 helps %2 fight.</source>
        <translation>%1 aide %2 à combattre.</translation>
    </message>
    <message>
        <source>%1&apos;s bonus for this fight is %2.</source>
        <translation>Bonus de %1 pour ce combat&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The fight is resolved.</source>
        <translation>Le combat est résolu.</translation>
    </message>
    <message>
        <source>%1&apos;s fight is resolved.</source>
        <translation>Le combat de %1 est résolu.</translation>
    </message>
    <message>
        <source>The fighter</source>
        <extracomment>Stands for the fighter&apos;s name when the history does not know it.</extracomment>
        <translation>Le combattant</translation>
    </message>
    <message>
        <source>%1 and %2 beat the monsters.</source>
        <translation>%1 et %2 battent les monstres.</translation>
    </message>
    <message>
        <source>%1 beats the monsters.</source>
        <translation>%1 bat les monstres.</translation>
    </message>
    <message>
        <source>%1 and %2 beat %3.</source>
        <translation>%1 et %2 battent %3.</translation>
    </message>
    <message>
        <source>%1 beats %2.</source>
        <translation>%1 bat %2.</translation>
    </message>
    <message>
        <source>The monsters win the fight: %1 and %2 must run away.</source>
        <translation>Les monstres gagnent le combat&#xa0;: %1 et %2 doivent déguerpir.</translation>
    </message>
    <message>
        <source>The monsters win the fight: %1 must run away.</source>
        <translation>Les monstres gagnent le combat&#xa0;: %1 doit déguerpir.</translation>
    </message>
    <message>
        <source>%1 wins the fight: %2 and %3 must run away.</source>
        <translation>%1 gagne le combat&#xa0;: %2 et %3 doivent déguerpir.</translation>
    </message>
    <message>
        <source>%1 wins the fight: %2 must run away.</source>
        <translation>%1 gagne le combat&#xa0;: %2 doit déguerpir.</translation>
    </message>
    <message>
        <source>%1 win the fight: %2 and %3 must run away.</source>
        <translation>%1 gagnent le combat&#xa0;: %2 et %3 doivent déguerpir.</translation>
    </message>
    <message>
        <source>%1 win the fight: %2 must run away.</source>
        <translation>%1 gagnent le combat&#xa0;: %2 doit déguerpir.</translation>
    </message>
    <message>
        <source>%1 against %2, escapes</source>
        <translation>%1 contre %2, s&apos;échappe</translation>
    </message>
    <message>
        <source>%1 against %2, caught</source>
        <translation>%1 contre %2, rattrapé</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>%1 against %2 (if caught: dies)</source>
        <translation>%1 contre %2 (si rattrapé&#xa0;: meurt)</translation>
    </message>
    <message>
        <source>%1 against %2 (if caught: suffers nothing)</source>
        <translation>%1 contre %2 (si rattrapé&#xa0;: ne subit rien)</translation>
    </message>
    <message>
        <source>%1 against %2 (if caught: loses %3 and dies)</source>
        <translation>%1 contre %2 (si rattrapé&#xa0;: perd %3 et meurt)</translation>
    </message>
    <message>
        <source>%1 against %2 (if caught: loses %3)</source>
        <translation>%1 contre %2 (si rattrapé&#xa0;: perd %3)</translation>
    </message>
    <message>
        <source>%1 against %2, caught: dies</source>
        <translation>%1 contre %2, rattrapé&#xa0;: meurt</translation>
    </message>
    <message>
        <source>%1 against %2, caught: suffers nothing</source>
        <translation>%1 contre %2, rattrapé&#xa0;: ne subit rien</translation>
    </message>
    <message>
        <source>%1 against %2, caught: loses %3 and dies</source>
        <translation>%1 contre %2, rattrapé&#xa0;: perd %3 et meurt</translation>
    </message>
    <message>
        <source>%1 against %2, caught: loses %3</source>
        <translation>%1 contre %2, rattrapé&#xa0;: perd %3</translation>
    </message>
    <message>
        <source>The helper</source>
        <extracomment>Stands for the helper&apos;s name when the history does not know it.</extracomment>
        <translation>L&apos;allié</translation>
    </message>
    <message>
        <source>%1 sacrifices a Ride to escape everything.</source>
        <translation>%1 sacrifie une Monture pour échapper à tout.</translation>
    </message>
    <message>
        <source>%1 sacrifices a Ride to escape, leaving %2 behind to roll.</source>
        <translation>%1 sacrifie une Monture pour s&apos;échapper et laisse %2 lancer le dé.</translation>
    </message>
    <message>
        <source>%1 runs away.</source>
        <translation>%1 déguerpit.</translation>
    </message>
    <message>
        <source>%1 runs away: %2.</source>
        <extracomment>%2 is the runner&apos;s rolls, each as &quot;3 against Net Troll, escapes&quot;, between semicolons.</extracomment>
        <translation>%1 déguerpit&#xa0;: %2.</translation>
    </message>
    <message>
        <source>someone</source>
        <comment>subject</comment>
        <extracomment>Stands for a player&apos;s name the action leaves empty, as the subject after &quot;Bad Stuff:&quot;.</extracomment>
        <translation>quelqu&apos;un</translation>
    </message>
    <message>
        <source>Bad Stuff: %1 dies.</source>
        <translation>Incident fâcheux&#xa0;: %1 meurt.</translation>
    </message>
    <message>
        <source>Bad Stuff: %1 suffers nothing.</source>
        <translation>Incident fâcheux&#xa0;: %1 ne subit rien.</translation>
    </message>
    <message>
        <source>Bad Stuff: %1 loses %2 and dies.</source>
        <translation>Incident fâcheux&#xa0;: %1 perd %2 et meurt.</translation>
    </message>
    <message>
        <source>Bad Stuff: %1 loses %2.</source>
        <translation>Incident fâcheux&#xa0;: %1 perd %2.</translation>
    </message>
    <message>
        <source>%1 dies.</source>
        <translation>%1 meurt.</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <extracomment>One player&apos;s roll to settle a tie, in a list: &quot;Ann rolled 3 and Bob rolled 6&quot;.</extracomment>
        <translation>%1 a obtenu %2</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s body is looted (%n card(s) in hand).</source>
        <translation>
            <numerusform>Le cadavre de %1 est pillé (%n carte en main).</numerusform>
            <numerusform>Le cadavre de %1 est pillé (%n cartes en main).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s body is looted (%n card(s) in hand; ties: %2).</source>
        <translation>
            <numerusform>Le cadavre de %1 est pillé (%n carte en main&#xa0;; départage&#xa0;: %2).</numerusform>
            <numerusform>Le cadavre de %1 est pillé (%n cartes en main&#xa0;; départage&#xa0;: %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 a obtenu %2.</translation>
    </message>
    <message>
        <source>%1 rolled %2 (%3).</source>
        <extracomment>%3 is why the die was rolled, as the table typed it.</extracomment>
        <translation>%1 a obtenu %2 (%3).</translation>
    </message>
    <message>
        <source>A die was rolled: %1.</source>
        <translation>Jet de dé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>A die was rolled: %1 (%2).</source>
        <translation>Jet de dé&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <source>An action (an action this version does not describe)</source>
        <translation>Une action (que cette version ne sait pas décrire)</translation>
    </message>
    <message>
        <source>%1 (an action this version does not describe)</source>
        <extracomment>%1 is the action&apos;s kind as the log stores it, such as &quot;summon-cthulhu&quot;.</extracomment>
        <translation>%1 (une action que cette version ne sait pas décrire)</translation>
    </message>
    <message>
        <source>the Forest of arc %1</source>
        <extracomment>Where a Monster is moved to: &quot;Net Troll moves to the Forest of arc 3&quot;.</extracomment>
        <translation>la Forêt de l&apos;arc %1</translation>
    </message>
    <message>
        <source>the Archer ring of arc %1</source>
        <translation>la zone des Archers de l&apos;arc %1</translation>
    </message>
    <message>
        <source>the Knight ring of arc %1</source>
        <translation>la zone des Chevaliers de l&apos;arc %1</translation>
    </message>
    <message>
        <source>the Swordsman ring of arc %1</source>
        <translation>la zone des Épéistes de l&apos;arc %1</translation>
    </message>
    <message>
        <source>the Castle ring of arc %1</source>
        <translation>la zone du Château de l&apos;arc %1</translation>
    </message>
    <message>
        <source>the board of arc %1</source>
        <translation>l&apos;arc %1 du plateau</translation>
    </message>
    <message>
        <source>%1 takes the hit at the Tower of arc %2</source>
        <extracomment>One of the Monsters that hit a structure, in a list: &quot;Gazebo takes the hit at the Wall of arc 1&quot;.</extracomment>
        <translation>%1 subit les dégâts contre la Tour de l&apos;arc %2</translation>
    </message>
    <message>
        <source>%1 takes the hit at the Wall of arc %2</source>
        <translation>%1 subit les dégâts contre la Muraille de l&apos;arc %2</translation>
    </message>
    <message>
        <source>A Monster</source>
        <translation>Un Monstre</translation>
    </message>
    <message>
        <source>%1 is placed on arc %2 (Loaded Die).</source>
        <translation>%1 entre en jeu sur l&apos;arc %2 (Dé pipé).</translation>
    </message>
    <message>
        <source>%1 is placed on arc %2.</source>
        <translation>%1 entre en jeu sur l&apos;arc %2.</translation>
    </message>
    <message>
        <source>Curse token drawn: %1.</source>
        <translation>Jeton Malédiction tiré&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Curse token drawn: %1; %2.</source>
        <extracomment>%2 is the Monsters that hit a structure, in a list.</extracomment>
        <translation>Jeton Malédiction tiré&#xa0;: %1&#xa0;; %2.</translation>
    </message>
    <message>
        <source>Curse token drawn: %1, cancelled by %2.</source>
        <translation>Jeton Malédiction tiré&#xa0;: %1, annulé par %2.</translation>
    </message>
    <message>
        <source>Curse token drawn: %1, cancelled by %2; %3.</source>
        <translation>Jeton Malédiction tiré&#xa0;: %1, annulé par %2&#xa0;; %3.</translation>
    </message>
    <message>
        <source>Curse token drawn: %1, rolled %2.</source>
        <translation>Jeton Malédiction tiré&#xa0;: %1 (dé&#xa0;: %2).</translation>
    </message>
    <message>
        <source>Curse token drawn: %1, rolled %2; %3.</source>
        <translation>Jeton Malédiction tiré&#xa0;: %1 (dé&#xa0;: %2)&#xa0;; %3.</translation>
    </message>
    <message>
        <source>Curse token drawn: %1, rolled %2, cancelled by %3.</source>
        <translation>Jeton Malédiction tiré&#xa0;: %1 (dé&#xa0;: %2), annulé par %3.</translation>
    </message>
    <message>
        <source>Curse token drawn: %1, rolled %2, cancelled by %3; %4.</source>
        <translation>Jeton Malédiction tiré&#xa0;: %1 (dé&#xa0;: %2), annulé par %3&#xa0;; %4.</translation>
    </message>
    <message>
        <source>the Cleric keeps one from the discards</source>
        <translation>le Prêtre garde une carte de la défausse</translation>
    </message>
    <message>
        <source>the Thief takes a card from %1</source>
        <translation>le Voleur prend une carte à %1</translation>
    </message>
    <message>
        <source>%1 discards nothing and draws up to a full hand.</source>
        <translation>%1 ne défausse rien et complète sa main.</translation>
    </message>
    <message>
        <source>%1 discards nothing and draws up to a full hand (%2).</source>
        <translation>%1 ne défausse rien et complète sa main (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %n card(s) and draws up to a full hand.</source>
        <translation>
            <numerusform>%1 défausse %n carte et complète sa main.</numerusform>
            <numerusform>%1 défausse %n cartes et complète sa main.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %n card(s) and draws up to a full hand (%2).</source>
        <extracomment>%2 is what the Characters and cards change about the draw, between semicolons.</extracomment>
        <translation>
            <numerusform>%1 défausse %n carte et complète sa main (%2).</numerusform>
            <numerusform>%1 défausse %n cartes et complète sa main (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gives charity.</source>
        <translation>%1 fait la charité.</translation>
    </message>
    <message>
        <source>%1 gives charity; %2 gets the bigger share.</source>
        <translation>%1 fait la charité&#xa0;; %2 reçoit la plus grosse part.</translation>
    </message>
    <message>
        <source>%1 gives charity; %2 get the bigger share.</source>
        <translation>%1 fait la charité&#xa0;; %2 reçoivent la plus grosse part.</translation>
    </message>
    <message>
        <source>a Hit card</source>
        <translation>une carte Attaque</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <extracomment>A Hit card played with Weapons: &quot;Red Swordsman with Buckler of Swashing&quot;.</extracomment>
        <translation>%1 avec %2</translation>
    </message>
    <message>
        <source>helped by %1</source>
        <translation>avec l&apos;aide de %1</translation>
    </message>
    <message>
        <source>%1 played by %2</source>
        <translation>%2 joue %1</translation>
    </message>
    <message>
        <source>another player</source>
        <translation>un autre joueur</translation>
    </message>
    <message>
        <source>Trophy to %1</source>
        <translation>Trophée pour %1</translation>
    </message>
    <message>
        <source>Treasure to %1</source>
        <translation>Trésor pour %1</translation>
    </message>
    <message>
        <source>a Monster</source>
        <translation>un Monstre</translation>
    </message>
    <message>
        <source>%1 attacks %2.</source>
        <translation>%1 attaque %2.</translation>
    </message>
    <message>
        <source>%1 attacks %2 (%3).</source>
        <translation>%1 attaque %2 (%3).</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3.</source>
        <extracomment>%3 is the cards played, in a list.</extracomment>
        <translation>%1 attaque %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 (%4).</source>
        <extracomment>%3 is the cards played, in a list; %4 the deal around the attack, between semicolons.</extracomment>
        <translation>%1 attaque %2&#xa0;: %3 (%4).</translation>
    </message>
    <message>
        <source>The Wizard moves %1 to %2.</source>
        <translation>Le Magicien déplace %1 vers %2.</translation>
    </message>
    <message>
        <source>The Wizard rolls %1: %2 stays where it is.</source>
        <translation>Le Magicien obtient %1&#xa0;: %2 ne bouge pas.</translation>
    </message>
    <message>
        <source>the Monster</source>
        <translation>le Monstre</translation>
    </message>
    <message>
        <source>The Wizard (rolled %1) moves %2 to %3.</source>
        <translation>Le Magicien obtient %1 et déplace %2 vers %3.</translation>
    </message>
    <message>
        <source>%1 (rolled %2) moves %3 to %4.</source>
        <translation>%1 (dé&#xa0;: %2) déplace %3 vers %4.</translation>
    </message>
    <message>
        <source>%1 moves %2 to %3.</source>
        <translation>%1 déplace %2 vers %3.</translation>
    </message>
    <message>
        <source>The Cleric removes %1 from the board.</source>
        <translation>Le Prêtre retire %1 du plateau.</translation>
    </message>
    <message>
        <source>%1 removes %2 from the board.</source>
        <translation>%1 retire %2 du plateau.</translation>
    </message>
    <message>
        <source>a Monster</source>
        <comment>subject</comment>
        <extracomment>Stands for the Monster&apos;s name the action leaves empty, as the subject after &quot;Flask of Glue:&quot;.</extracomment>
        <translation>un Monstre</translation>
    </message>
    <message>
        <source>Flask of Glue: %1 does not move this turn.</source>
        <translation>Flacon de colle&#xa0;: %1 ne bouge pas ce tour-ci.</translation>
    </message>
    <message>
        <source>Sleep Potion: no Monster moves this turn.</source>
        <translation>Potion de sommeil&#xa0;: aucun Monstre ne bouge ce tour-ci.</translation>
    </message>
    <message>
        <source>The Wall of arc %1 is fortified.</source>
        <translation>La Muraille de l&apos;arc %1 est fortifiée.</translation>
    </message>
    <message>
        <source>The Monsters move.</source>
        <translation>Les Monstres se déplacent.</translation>
    </message>
    <message>
        <source>The Monsters move; %1.</source>
        <translation>Les Monstres se déplacent&#xa0;; %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n Castle card(s)</source>
        <translation>
            <numerusform>%n carte Château</numerusform>
            <numerusform>%n cartes Château</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Treasure card(s)</source>
        <translation>
            <numerusform>%n carte Trésor</numerusform>
            <numerusform>%n cartes Trésor</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s hand is counted: unchanged.</source>
        <translation>Main de %1 recomptée&#xa0;: inchangée.</translation>
    </message>
    <message>
        <source>%1&apos;s hand is counted: %2.</source>
        <extracomment>%2 is the cards counted, in a list: &quot;2 Castle cards and 1 Treasure card&quot;.</extracomment>
        <translation>Main de %1 recomptée&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 slips a Convenient Addition Error under %2 (+1 point).</source>
        <translation>%1 glisse une Erreur d&apos;addition bien pratique sous %2 (+1 point).</translation>
    </message>
    <message>
        <source>a Trophy</source>
        <translation>un Trophée</translation>
    </message>
    <message>
        <source>The board is set as it stands: %1, %2, %3 and %4.</source>
        <translation>Le plateau est réglé tel qu&apos;il se présente&#xa0;: %1, %2, %3 et %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n Monster(s)</source>
        <translation>
            <numerusform>%n Monstre</numerusform>
            <numerusform>%n Monstres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Tower(s)</source>
        <translation>
            <numerusform>%n Tour</numerusform>
            <numerusform>%n Tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Wall(s)</source>
        <translation>
            <numerusform>%n Muraille</numerusform>
            <numerusform>%n Murailles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Fortify token(s)</source>
        <translation>
            <numerusform>%n jeton Fortification</numerusform>
            <numerusform>%n jetons Fortification</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no Trophy any more.</source>
        <translation>%1 n&apos;a plus aucun Trophée.</translation>
    </message>
    <message>
        <source>%1&apos;s Trophies are now %2.</source>
        <translation>Trophées de %1 désormais&#xa0;: %2.</translation>
    </message>
    <message>
        <source>a Curse card</source>
        <translation>une carte Malédiction</translation>
    </message>
    <message>
        <source>gives %1</source>
        <translation>donne %1</translation>
    </message>
    <message>
        <source>takes %1</source>
        <translation>prend %1</translation>
    </message>
    <message>
        <source>%1 plays %2, cancelled by %3.</source>
        <translation>%1 joue %2, annulée par %3.</translation>
    </message>
    <message>
        <source>%1 plays %2 (%3).</source>
        <translation>%1 joue %2 (%3).</translation>
    </message>
    <message>
        <source>%1 plays %2 (%3), cancelled by %4.</source>
        <translation>%1 joue %2 (%3), annulée par %4.</translation>
    </message>
    <message>
        <source>%1 plays %2 on %3.</source>
        <translation>%1 joue %2 sur %3.</translation>
    </message>
    <message>
        <source>%1 plays %2 on %3, cancelled by %4.</source>
        <translation>%1 joue %2 sur %3, annulée par %4.</translation>
    </message>
    <message>
        <source>%1 plays %2 on %3 (%4).</source>
        <translation>%1 joue %2 sur %3 (%4).</translation>
    </message>
    <message>
        <source>%1 plays %2 on %3 (%4), cancelled by %5.</source>
        <translation>%1 joue %2 sur %3 (%4), annulée par %5.</translation>
    </message>
    <message>
        <source>a Special</source>
        <translation>une carte spéciale</translation>
    </message>
    <message>
        <source>%1 plays %2: %3 is replaced by %4.</source>
        <translation>%1 joue %2&#xa0;: %4 remplace %3.</translation>
    </message>
    <message>
        <source>another Monster</source>
        <translation>un autre Monstre</translation>
    </message>
    <message>
        <source>%1 plays %2 and takes %3 as a Trophy.</source>
        <translation>%1 joue %2 et prend %3 comme Trophée.</translation>
    </message>
    <message>
        <source>%1 plays %2: every Monster is back to full health.</source>
        <translation>%1 joue %2&#xa0;: chaque Monstre retrouve tous ses points de vie.</translation>
    </message>
</context>
<context>
    <name>AnswerWords</name>
    <message>
        <source>nothing to offer help in now: no fight before it is judged, no Panic turn</source>
        <translation>aucune aide à proposer pour l&apos;instant&#xa0;: ni combat en attente de verdict, ni tour de Munchkin Panic</translation>
    </message>
    <message>
        <source>the current player does not make a deal with themselves</source>
        <translation>le joueur actif ne peut pas passer de marché avec lui-même</translation>
    </message>
    <message>
        <source>the fighter does not offer to help themselves</source>
        <translation>le combattant ne peut pas se proposer sa propre aide</translation>
    </message>
    <message>
        <source>only the current player (%1) accepts a deal</source>
        <translation>seul le joueur actif (%1) peut accepter un marché</translation>
    </message>
    <message>
        <source>only the fighter (%1) accepts help</source>
        <translation>seul le combattant (%1) peut accepter de l&apos;aide</translation>
    </message>
    <message>
        <source>%1 has no deal with %2 this turn: the helper offers, %2 accepts</source>
        <translation>%1 n&apos;a pas de marché avec %2 ce tour-ci&#xa0;: l&apos;allié le propose, %2 l&apos;accepte</translation>
    </message>
    <message>
        <source>a helper&apos;s Hit names the helper (%1)</source>
        <translation>l&apos;attaque d&apos;un allié doit le désigner comme allié (%1)</translation>
    </message>
    <message>
        <source>A Hit is the current player&apos;s to enter (%1&apos;s), or their helper&apos;s under an accepted deal, not %2&apos;s</source>
        <translation>Une attaque est à saisir par le joueur actif (%1) ou par son allié grâce à un marché accepté, pas par %2</translation>
    </message>
    <message>
        <source>pick a seat before acting</source>
        <translation>choisissez une place avant d&apos;agir</translation>
    </message>
    <message>
        <source>no game is open on the tablet</source>
        <translation>aucune partie n&apos;est ouverte sur la tablette</translation>
    </message>
    <message>
        <source>the game moved on (it is at %1, the phone showed %2): look again and retry</source>
        <translation>la partie a avancé (elle en est à l&apos;action %1, le téléphone affichait l&apos;action %2)&#xa0;: regardez à nouveau et réessayez</translation>
    </message>
    <message>
        <source>Munchkin Panic has no card library</source>
        <translation>Munchkin Panic n&apos;a pas de bibliothèque de cartes</translation>
    </message>
    <message>
        <source>pick a seat before offering</source>
        <translation>choisissez une place avant de proposer</translation>
    </message>
    <message>
        <source>pick a seat before accepting</source>
        <translation>choisissez une place avant d&apos;accepter</translation>
    </message>
</context>
<context>
    <name>AppMenu</name>
    <message>
        <source>Roll a die</source>
        <translation>Lancer un dé</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Référence des règles</translation>
    </message>
    <message>
        <source>Levels chart</source>
        <translation>Courbe des niveaux</translation>
    </message>
    <message>
        <source>Game report</source>
        <translation>Bilan de partie</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Card library</source>
        <translation>Bibliothèque de cartes</translation>
    </message>
    <message>
        <source>Invite players</source>
        <translation>Inviter des joueurs</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Light theme</source>
        <translation>Thème clair</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Thème sombre</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Taille du texte</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>AppToolBar</name>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Annuler</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo ↷</source>
        <translation>Rétablir ↷</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Roll a die</source>
        <translation>Lancer un dé</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Plus d&apos;options</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected</source>
        <translation>
            <numerusform>%n téléphone connecté</numerusform>
            <numerusform>%n téléphones connectés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardConflictDialog</name>
    <message>
        <source>Change the library&apos;s card?</source>
        <translation>Modifier la carte de la bibliothèque&#xa0;?</translation>
    </message>
    <message>
        <source>“%1” is in play as entered. The card library knows it as %2. Update the library&apos;s card to %3?</source>
        <translation>«&#xa0;%1&#xa0;» est en jeu telle que saisie. La bibliothèque de cartes la connaît comme %2. Mettre à jour la carte de la bibliothèque avec %3&#xa0;?</translation>
    </message>
    <message>
        <source>Keep the library card</source>
        <translation>Ne pas modifier</translation>
    </message>
    <message>
        <source>Update the library card</source>
        <translation>Mettre à jour</translation>
    </message>
</context>
<context>
    <name>CardLibraryModel</name>
    <message>
        <source>Headgear</source>
        <translation>Couvre-chef</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>Footgear</source>
        <translation>Chaussures</translation>
    </message>
    <message>
        <source>1 Hand</source>
        <translation>1 Main</translation>
    </message>
    <message>
        <source>2 Hands</source>
        <translation>2 Mains</translation>
    </message>
</context>
<context>
    <name>CardSuggestions</name>
    <message>
        <source>Use %1</source>
        <translation>Utiliser %1</translation>
    </message>
</context>
<context>
    <name>CardsPage</name>
    <message>
        <source>Monster</source>
        <translation>Monstre</translation>
    </message>
    <message>
        <source>Enhancer</source>
        <translation>Amplificateur</translation>
    </message>
    <message>
        <source>One-shot</source>
        <translation>Objet à usage unique</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>Ride</source>
        <translation>Monture</translation>
    </message>
    <message>
        <source>Hireling</source>
        <translation>Larbin</translation>
    </message>
    <message>
        <source>Curse</source>
        <translation>Malédiction</translation>
    </message>
    <message>
        <source>The library refused the correction.</source>
        <translation>La bibliothèque a refusé la correction.</translation>
    </message>
    <message>
        <source>The card could not be forgotten.</source>
        <translation>Impossible d&apos;oublier la carte.</translation>
    </message>
    <message>
        <source>The card pack could not be read.</source>
        <translation>Impossible de lire le pack de cartes.</translation>
    </message>
    <message>
        <source>Card library</source>
        <translation>Bibliothèque de cartes</translation>
    </message>
    <message>
        <source>The card library belongs to a Munchkin game: open one to see its cards.</source>
        <translation>La bibliothèque de cartes appartient à une partie de Munchkin&#xa0;: ouvrez-en une pour voir ses cartes.</translation>
    </message>
    <message>
        <source>Search by name</source>
        <translation>Rechercher par nom</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monstres</translation>
    </message>
    <message>
        <source>Enhancers</source>
        <translation>Amplificateurs</translation>
    </message>
    <message>
        <source>One-shots</source>
        <translation>À usage unique</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <source>Rides</source>
        <translation>Montures</translation>
    </message>
    <message>
        <source>Hirelings</source>
        <translation>Larbins</translation>
    </message>
    <message>
        <source>Curses</source>
        <translation>Malédictions</translation>
    </message>
    <message>
        <source>Export a card pack…</source>
        <translation>Exporter un pack de cartes…</translation>
    </message>
    <message>
        <source>Import a card pack…</source>
        <translation>Importer un pack de cartes…</translation>
    </message>
    <message>
        <source>No remembered card matches.</source>
        <translation>Aucune carte mémorisée ne correspond.</translation>
    </message>
    <message>
        <source>No card remembered yet: the library learns each card a fight or a move records.</source>
        <translation>Aucune carte mémorisée pour l&apos;instant&#xa0;: la bibliothèque apprend chaque carte qu&apos;un combat ou une action enregistre.</translation>
    </message>
    <message>
        <source>Bad Stuff: %1</source>
        <translation>Incident fâcheux&#xa0;: %1</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Oublier</translation>
    </message>
    <message>
        <source>Correct the card</source>
        <translation>Corriger la carte</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Combat bonus</source>
        <translation>Bonus de combat</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Treasures</source>
        <translation>Trésors</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Pièces d&apos;or</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Headgear</source>
        <translation>Couvre-chef</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>Footgear</source>
        <translation>Chaussures</translation>
    </message>
    <message>
        <source>1 Hand</source>
        <translation>1 Main</translation>
    </message>
    <message>
        <source>2 Hands</source>
        <translation>2 Mains</translation>
    </message>
    <message>
        <source>No slot</source>
        <translation>Sans emplacement</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>Gros</translation>
    </message>
    <message>
        <source>Only for</source>
        <translation>Réservé à</translation>
    </message>
    <message>
        <source>Not for</source>
        <translation>Interdit à</translation>
    </message>
    <message>
        <source>Bad Stuff</source>
        <translation>Incident fâcheux</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Forget this card?</source>
        <translation>Oublier cette carte&#xa0;?</translation>
    </message>
    <message>
        <source>“%1” will no longer be suggested. A fight or a move that names it again teaches it anew.</source>
        <translation>«&#xa0;%1&#xa0;» ne sera plus proposée. Un combat ou une action qui la nomme à nouveau la réapprendra.</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>La garder</translation>
    </message>
    <message>
        <source>Export the card library</source>
        <translation>Exporter la bibliothèque de cartes</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Card packs (*.json)</source>
        <translation>Packs de cartes (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Import a card pack</source>
        <translation>Importer un pack de cartes</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message numerus="yes">
        <source>%1 · played %n time(s)</source>
        <translation>
            <numerusform>%1 · jouée %n fois</numerusform>
            <numerusform>%1 · jouée %n fois</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CharityDialog</name>
    <message>
        <source>Charity</source>
        <translation>Charité</translation>
    </message>
    <message>
        <source>%1, count the cards in your hand.</source>
        <translation>%1, comptez les cartes de votre main.</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cartes en main</translation>
    </message>
    <message>
        <source>If the cards do not split evenly, who gets the bigger share? (optional)</source>
        <translation>Si les cartes ne se partagent pas également, qui reçoit la plus grosse part&#xa0;? (facultatif)</translation>
    </message>
    <message>
        <source>The referee&apos;s split (nothing applied yet):</source>
        <translation>Le partage de l&apos;arbitre (rien n&apos;est encore appliqué)&#xa0;:</translation>
    </message>
    <message>
        <source>Refused — nothing will be applied:</source>
        <translation>Refusé — rien ne sera appliqué&#xa0;:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
</context>
<context>
    <name>ChartPage</name>
    <message>
        <source>Levels</source>
        <translation>Niveaux</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>This game has no levels to chart.</source>
        <translation>Cette partie n&apos;a pas de niveaux à représenter.</translation>
    </message>
    <message>
        <source>No game is open: its levels appear here.</source>
        <translation>Aucune partie ouverte&#xa0;: ses niveaux s&apos;affichent ici.</translation>
    </message>
</context>
<context>
    <name>CombatBadStuff</name>
    <message>
        <source>Bad Stuff and death</source>
        <translation>Incident fâcheux et mort</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>Levels lost</source>
        <translation>Niveaux perdus</translation>
    </message>
    <message>
        <source>Death</source>
        <translation>Mort</translation>
    </message>
    <message>
        <source>Items lost, comma separated</source>
        <translation>Objets perdus, séparés par des virgules</translation>
    </message>
    <message>
        <source>Apply Bad Stuff</source>
        <translation>Appliquer l&apos;incident fâcheux</translation>
    </message>
    <message>
        <source>%1 dies</source>
        <translation>%1 meurt</translation>
    </message>
    <message>
        <source>Loot %1&apos;s body</source>
        <translation>Piller le cadavre de %1</translation>
    </message>
</context>
<context>
    <name>CombatCardForm</name>
    <message>
        <source>Card name (optional)</source>
        <translation>Nom de la carte (facultatif)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Play %1 now</source>
        <translation>Jouer %1 maintenant</translation>
    </message>
    <message>
        <source>%1 %2, %3 T</source>
        <translation>%1 %2, %3 T</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Treasures</source>
        <translation>Trésors</translation>
    </message>
    <message>
        <source>%1: how many Treasures does it add?</source>
        <translation>%1&#xa0;: combien de Trésors en plus&#xa0;?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>CombatCountdown</name>
    <message>
        <source>Anyone? The kill is final in %1&#xa0;s unless someone plays a card.</source>
        <translation>Quelqu&apos;un&#xa0;? La victoire devient définitive dans %1&#xa0;s si personne ne joue de carte.</translation>
    </message>
</context>
<context>
    <name>CombatDie</name>
    <message>
        <source>Die showing %1</source>
        <translation>Le dé indique %1</translation>
    </message>
    <message>
        <source>Die not rolled</source>
        <translation>Dé pas encore lancé</translation>
    </message>
</context>
<context>
    <name>CombatLootDialog</name>
    <message>
        <source>Loot %1&apos;s body</source>
        <translation>Piller le cadavre de %1</translation>
    </message>
    <message>
        <source>Lay out %1&apos;s hand beside the cards in play. How many cards were in the hand?</source>
        <translation>Étalez la main de %1 à côté des cartes en jeu. Combien de cartes contenait cette main&#xa0;?</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cartes en main</translation>
    </message>
    <message>
        <source>Tie rolls: only players tied in Level roll; the referee&apos;s order below says who must.</source>
        <translation>Jets de départage&#xa0;: seuls les joueurs à égalité de Niveau lancent le dé&#xa0;; l&apos;ordre de l&apos;arbitre ci-dessous indique qui doit le faire.</translation>
    </message>
    <message>
        <source>The looting order:</source>
        <translation>L&apos;ordre de pillage&#xa0;:</translation>
    </message>
    <message>
        <source>The referee refuses this:</source>
        <translation>L&apos;arbitre refuse ceci&#xa0;:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Loot the body</source>
        <translation>Piller le cadavre</translation>
    </message>
</context>
<context>
    <name>CombatMonsterForm</name>
    <message>
        <source>Fight it</source>
        <translation>Le combattre</translation>
    </message>
    <message>
        <source>Monster&apos;s name (optional)</source>
        <translation>Nom du monstre (facultatif)</translation>
    </message>
    <message>
        <source>Bad Stuff: %1</source>
        <translation>Incident fâcheux&#xa0;: %1</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Treasures</source>
        <translation>Trésors</translation>
    </message>
    <message>
        <source>Levels it gives</source>
        <translation>Niveaux rapportés</translation>
    </message>
    <message>
        <source>Tags: Undead, Goblin...</source>
        <translation>Mots-clés&#xa0;: Mort-vivant, Gobelin...</translation>
    </message>
    <message>
        <source>Joins by</source>
        <translation>Arrive par</translation>
    </message>
    <message>
        <source>Wandering Monster</source>
        <translation>Monstre errant</translation>
    </message>
    <message>
        <source>Undead joining Undead</source>
        <translation>Mort-vivant avec Morts-vivants</translation>
    </message>
    <message>
        <source>Goblin joining Goblins</source>
        <translation>Gobelin avec Gobelins</translation>
    </message>
    <message>
        <source>Demon joining Demons</source>
        <translation>Démon avec Démons</translation>
    </message>
    <message>
        <source>Goth summoning</source>
        <translation>Invocation de goth</translation>
    </message>
    <message>
        <source>Look for Trouble</source>
        <translation>Chercher la bagarre</translation>
    </message>
    <message>
        <source>From the door</source>
        <translation>Depuis la porte</translation>
    </message>
</context>
<context>
    <name>CombatPage</name>
    <message>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>gives %1</source>
        <translation>rapporte %1</translation>
    </message>
    <message>
        <source>%1 goes up %2 and draws %3.</source>
        <translation>%1 gagne %2 et pioche %3.</translation>
    </message>
    <message>
        <source>%1 goes up %2.</source>
        <translation>%1 gagne %2.</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>%1 kicks open the door: a monster!</source>
        <translation>%1 ouvre une porte&#xa0;: un monstre&#xa0;!</translation>
    </message>
    <message>
        <source>Enter the monster card. The fighter is the player whose turn it is.</source>
        <translation>Saisissez la carte Monstre. Le combattant est le joueur dont c&apos;est le tour.</translation>
    </message>
    <message>
        <source>Fight it</source>
        <translation>Le combattre</translation>
    </message>
    <message>
        <source>Hide Bad Stuff</source>
        <translation>Masquer l&apos;incident fâcheux</translation>
    </message>
    <message>
        <source>Bad Stuff or a death without a fight…</source>
        <translation>Incident fâcheux ou mort hors combat…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>%1 fights (Level %2). Ability bonus:</source>
        <translation>%1 combat (Niveau %2). Bonus de capacité&#xa0;:</translation>
    </message>
    <message>
        <source>%1 helps (Level %2). Ability bonus:</source>
        <translation>%1 aide (Niveau %2). Bonus de capacité&#xa0;:</translation>
    </message>
    <message>
        <source>%1 helps</source>
        <translation>%1 aide</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monstres</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Éliminer</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>A one-shot for the players</source>
        <translation>Un objet à usage unique pour les joueurs</translation>
    </message>
    <message>
        <source>One-shot</source>
        <translation>Usage unique</translation>
    </message>
    <message>
        <source>An Enhancer on a monster</source>
        <translation>Un Amplificateur sur un monstre</translation>
    </message>
    <message>
        <source>Enhancer</source>
        <translation>Amplificateur</translation>
    </message>
    <message>
        <source>A one-shot for the monsters</source>
        <translation>Un objet à usage unique pour les monstres</translation>
    </message>
    <message>
        <source>No other monster</source>
        <translation>Aucun autre monstre</translation>
    </message>
    <message>
        <source>Another monster joins…</source>
        <translation>Un autre monstre arrive…</translation>
    </message>
    <message>
        <source>It joins the fight</source>
        <translation>Il rejoint le combat</translation>
    </message>
    <message>
        <source>Still to record: the Bad Stuff of %1.</source>
        <translation>Reste à enregistrer&#xa0;: l&apos;incident fâcheux de %1.</translation>
    </message>
    <message>
        <source>Still to loot: the body of %1.</source>
        <translation>Reste à piller&#xa0;: le cadavre de %1.</translation>
    </message>
    <message>
        <source>Everyone caught has had their Bad Stuff.</source>
        <translation>Chaque joueur rattrapé a subi son incident fâcheux.</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Retour à la table</translation>
    </message>
    <message numerus="yes">
        <source>%n Treasure(s)</source>
        <translation>
            <numerusform>%n Trésor</numerusform>
            <numerusform>%n Trésors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n niveau</numerusform>
            <numerusform>%n niveaux</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 Treasure)</source>
        <translation>%1 (Trésors %2)</translation>
    </message>
</context>
<context>
    <name>CombatRunAway</name>
    <message>
        <source>Run away! Roll for every runner and monster. Whoever is caught gets the monster&apos;s Bad Stuff next.</source>
        <translation>Déguerpissez&#xa0;! Lancez le dé pour chaque fuyard et chaque monstre. Quiconque est rattrapé subit ensuite l&apos;incident fâcheux du monstre.</translation>
    </message>
    <message>
        <source>The dice</source>
        <translation>Les dés</translation>
    </message>
    <message>
        <source>No die to roll: the referee asks for none.</source>
        <translation>Aucun dé à lancer&#xa0;: l&apos;arbitre n&apos;en demande aucun.</translation>
    </message>
    <message>
        <source>%1 runs from %2</source>
        <translation>%1 déguerpit devant %2</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>The die shows %1</source>
        <translation>Le dé indique %1</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificateur</translation>
    </message>
    <message>
        <source>Sacrifice a Ride to escape everything</source>
        <translation>Sacrifier une Monture pour échapper à tout</translation>
    </message>
    <message>
        <source>%1 escapes on the Ride too</source>
        <translation>%1 s&apos;échappe aussi sur la Monture</translation>
    </message>
    <message>
        <source>Waiting for every die.</source>
        <translation>En attente de tous les dés.</translation>
    </message>
    <message>
        <source>The referee&apos;s reading of the dice:</source>
        <translation>Lecture des dés par l&apos;arbitre&#xa0;:</translation>
    </message>
    <message>
        <source>The referee refuses these rolls:</source>
        <translation>L&apos;arbitre refuse ces jets&#xa0;:</translation>
    </message>
    <message>
        <source>Record the run-away</source>
        <translation>Enregistrer la fuite</translation>
    </message>
</context>
<context>
    <name>CombatSettle</name>
    <message>
        <source>Bad Stuff for whoever was caught</source>
        <translation>Incident fâcheux pour les joueurs rattrapés</translation>
    </message>
    <message>
        <source>%1 was caught by %2.</source>
        <translation>%1 s&apos;est fait rattraper par %2.</translation>
    </message>
    <message>
        <source>Bad Stuff of %1: %2</source>
        <translation>Incident fâcheux de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The card library has no Bad Stuff for %1: read it from the card.</source>
        <translation>La bibliothèque de cartes ne connaît pas l&apos;incident fâcheux de %1&#xa0;: lisez-le sur la carte.</translation>
    </message>
    <message>
        <source>Levels lost</source>
        <translation>Niveaux perdus</translation>
    </message>
    <message>
        <source>Death</source>
        <translation>Mort</translation>
    </message>
    <message>
        <source>Items lost, comma separated</source>
        <translation>Objets perdus, séparés par des virgules</translation>
    </message>
    <message>
        <source>No Bad Stuff</source>
        <translation>Aucun incident fâcheux</translation>
    </message>
    <message>
        <source>Record the Bad Stuff</source>
        <translation>Enregistrer l&apos;incident fâcheux</translation>
    </message>
    <message>
        <source>%1&apos;s Bad Stuff is recorded.</source>
        <translation>L&apos;incident fâcheux de %1 est enregistré.</translation>
    </message>
    <message>
        <source>%1 is dead: the others loot the body, highest Level first.</source>
        <translation>Mort de %1&#xa0;: les autres pillent le cadavre, du plus haut Niveau au plus bas.</translation>
    </message>
    <message>
        <source>%1 is dead, and the body has been looted.</source>
        <translation>Mort de %1&#xa0;: le cadavre a été pillé.</translation>
    </message>
    <message>
        <source>Loot %1&apos;s body</source>
        <translation>Piller le cadavre de %1</translation>
    </message>
</context>
<context>
    <name>CombatStepper</name>
    <message>
        <source>Less %1</source>
        <translation>Moins&#xa0;: %1</translation>
    </message>
    <message>
        <source>More %1</source>
        <translation>Plus&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>CombatSummary</name>
    <message>
        <source>%1: strength %2</source>
        <translation>%1&#xa0;: force de combat %2</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>The referee cannot judge this fight yet</source>
        <translation>L&apos;arbitre ne peut pas encore juger ce combat</translation>
    </message>
    <message>
        <source>The fight is lost: run away!</source>
        <translation>Le combat est perdu&#xa0;: déguerpissez&#xa0;!</translation>
    </message>
    <message>
        <source>The players would win, %1 to %2</source>
        <translation>Les joueurs l&apos;emporteraient, %1 à %2</translation>
    </message>
    <message>
        <source>The monsters would win, %1 to %2</source>
        <translation>Les monstres l&apos;emporteraient, %1 à %2</translation>
    </message>
    <message>
        <source>A card was played: the claim is off. Claim again when nobody plays.</source>
        <translation>Une carte a été jouée&#xa0;: la victoire n&apos;est plus réclamée. Réclamez-la de nouveau quand plus personne ne joue.</translation>
    </message>
    <message>
        <source>Claim the kill</source>
        <translation>Réclamer la victoire</translation>
    </message>
    <message>
        <source>Wait! Someone plays a card</source>
        <translation>Attendez&#xa0;! Quelqu&apos;un joue une carte</translation>
    </message>
    <message>
        <source>Resolve: run away</source>
        <translation>Résoudre&#xa0;: déguerpir</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monstres</translation>
    </message>
</context>
<context>
    <name>DbErrors</name>
    <message>
        <source>is not a field of a %1 card (its fields: %2)</source>
        <translation>n&apos;est pas un champ d&apos;une carte %1 (ses champs&#xa0;: %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Munchkin edition (deluxe, cthulhu, nightmare, pathfinder)</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une édition de Munchkin (deluxe, cthulhu, nightmare, pathfinder)</translation>
    </message>
    <message>
        <source>must be at most %1 characters long, got %2</source>
        <translation>doit faire au plus %1 caractères, et non %2</translation>
    </message>
    <message>
        <source>only a monster card has Bad Stuff</source>
        <translation>seule une carte Monstre peut avoir un Incident fâcheux</translation>
    </message>
    <message>
        <source>is required: the card&apos;s numbers, an object</source>
        <translation>est obligatoire&#xa0;: les valeurs chiffrées de la carte, un objet</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;, got &quot;%2&quot;: this is not an Arbiter card pack</source>
        <translation>doit valoir «&#xa0;%1&#xa0;», reçu «&#xa0;%2&#xa0;»&#xa0;: ce n&apos;est pas un pack de cartes Arbiter</translation>
    </message>
    <message>
        <source>card pack version %1 is not one this Arbiter reads (it reads %2): update Arbiter to import it</source>
        <translation>cet Arbiter ne lit pas la version %1 des packs de cartes (il lit la version %2)&#xa0;: mettez Arbiter à jour pour l&apos;importer</translation>
    </message>
    <message>
        <source>is required: an array of cards</source>
        <translation>est obligatoire&#xa0;: un tableau de cartes</translation>
    </message>
    <message>
        <source>holds %1 cards; a pack holds at most %2</source>
        <translation>contient %1 cartes&#xa0;; un pack en contient au plus %2</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (%2, %3) is in the pack twice: cards[%4] too</source>
        <translation>«&#xa0;%1&#xa0;» (%2, %3) figure deux fois dans le pack&#xa0;: voir aussi cards[%4]</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at offset %2</source>
        <translation>pas du JSON valide&#xa0;: %1 à la position %2</translation>
    </message>
    <message>
        <source>not a card pack: a card pack is a JSON object</source>
        <translation>pas un pack de cartes&#xa0;: un pack de cartes est un objet JSON</translation>
    </message>
    <message>
        <source>a Munchkin Panic game has the edition &quot;panic&quot; or none</source>
        <translation>une partie de Munchkin Panic a l&apos;édition «&#xa0;panic&#xa0;» ou aucune</translation>
    </message>
    <message>
        <source>unknown edition &quot;%1&quot;; the editions are %2</source>
        <translation>édition inconnue «&#xa0;%1&#xa0;»&#xa0;; les éditions sont %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a colour written #rrggbb</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une couleur au format #rrggbb</translation>
    </message>
    <message>
        <source>there must be one seat per player</source>
        <translation>il faut une place par joueur</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>pas un objet JSON</translation>
    </message>
    <message>
        <source>a panic-set-hand action needs castleCards, treasure or both</source>
        <translation>une action panic-set-hand nécessite castleCards, treasure ou les deux</translation>
    </message>
    <message>
        <source>only a sacrificed Ride can leave the helper behind</source>
        <translation>seule une Monture sacrifiée permet de laisser l&apos;allié derrière</translation>
    </message>
    <message>
        <source>format %1 was written by a newer Arbiter; this one reads up to format %2</source>
        <translation>le format %1 a été écrit par un Arbiter plus récent&#xa0;; celui-ci lit jusqu&apos;au format %2</translation>
    </message>
    <message>
        <source>format %1 does not exist: formats start at 1</source>
        <translation>le format %1 n&apos;existe pas&#xa0;: les formats commencent à 1</translation>
    </message>
    <message>
        <source>unknown ring &quot;%1&quot;; the rings are forest, archer, knight, swordsman, castle</source>
        <translation>zone inconnue «&#xa0;%1&#xa0;»&#xa0;; les zones sont forest, archer, knight, swordsman, castle</translation>
    </message>
    <message>
        <source>unknown phase &quot;%1&quot;; the phases are %2</source>
        <translation>phase inconnue «&#xa0;%1&#xa0;»&#xa0;; les phases sont %2</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>must be an integer from %1 to %2, got %3</source>
        <translation>doit être un entier de %1 à %2, reçu %3</translation>
    </message>
    <message>
        <source>is required: an integer from %1 to %2</source>
        <translation>est obligatoire&#xa0;: un entier de %1 à %2</translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation>doit valoir true ou false, reçu %1</translation>
    </message>
    <message>
        <source>is required: a string</source>
        <translation>est obligatoire&#xa0;: une chaîne</translation>
    </message>
    <message>
        <source>must be a string, got %1</source>
        <translation>doit être une chaîne, reçu %1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>must be an array of strings, got %1</source>
        <translation>doit être un tableau de chaînes, reçu %1</translation>
    </message>
    <message>
        <source>must have at most %1 entries, got %2</source>
        <translation>doit avoir au plus %1 entrées, et non %2</translation>
    </message>
    <message>
        <source>must be at most %1 characters long</source>
        <translation>doit faire au plus %1 caractères</translation>
    </message>
    <message>
        <source>must be an array of integers, got %1</source>
        <translation>doit être un tableau d&apos;entiers, reçu %1</translation>
    </message>
    <message>
        <source>is required: an object</source>
        <translation>est obligatoire&#xa0;: un objet</translation>
    </message>
    <message>
        <source>must be an object, got %1</source>
        <translation>doit être un objet, reçu %1</translation>
    </message>
    <message>
        <source>is required: an array of objects</source>
        <translation>est obligatoire&#xa0;: un tableau d&apos;objets</translation>
    </message>
    <message>
        <source>must be an array of objects, got %1</source>
        <translation>doit être un tableau d&apos;objets, reçu %1</translation>
    </message>
    <message>
        <source>must have at least 1 entry</source>
        <translation>doit avoir au moins 1 entrée</translation>
    </message>
    <message>
        <source>must have at least %1 entries</source>
        <translation>doit avoir au moins %1 entrées</translation>
    </message>
    <message>
        <source>is required: one of %1</source>
        <translation>est obligatoire&#xa0;: l&apos;une des valeurs %1</translation>
    </message>
    <message>
        <source>must be one of %1, got %2</source>
        <translation>doit valoir l&apos;une des valeurs %1, reçu %2</translation>
    </message>
    <message>
        <source>unknown field, ignored</source>
        <translation>champ inconnu, ignoré</translation>
    </message>
    <message>
        <source>must name exactly one of race, class, faction, citizenship or sex, got %1</source>
        <translation>doit nommer exactement un champ parmi race, class, faction, citizenship ou sex, et non %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names another player too: names must be unique</source>
        <translation>«&#xa0;%1&#xa0;» désigne aussi un autre joueur&#xa0;: les noms doivent être uniques</translation>
    </message>
    <message>
        <source>the referee refused it</source>
        <translation>l&apos;arbitre l&apos;a refusée</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a referee&apos;s reason, then its rule id</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>a Hit card</source>
        <translation>une carte Attaque</translation>
    </message>
    <message>
        <source>a Weapon</source>
        <translation>une Arme</translation>
    </message>
    <message>
        <source>a Potion</source>
        <translation>une Potion</translation>
    </message>
    <message>
        <source>a Special</source>
        <translation>une carte spéciale</translation>
    </message>
    <message>
        <source>a Monster Enhancer</source>
        <translation>un Amplificateur de monstre</translation>
    </message>
    <message>
        <source>a Treasure card</source>
        <translation>une carte Trésor</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, not %3</source>
        <translation>«&#xa0;%1&#xa0;» est %2, pas %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card of Munchkin Panic; names are as printed on the card</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une carte de Munchkin Panic&#xa0;; les noms sont ceux imprimés sur la carte</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card of Munchkin Panic; names are as printed on the card, e.g. &quot;%2&quot;</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une carte de Munchkin Panic&#xa0;; les noms sont ceux imprimés sur la carte, par ex. «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>unknown variant &quot;%1&quot;; the variants are %2</source>
        <translation>variante inconnue «&#xa0;%1&#xa0;»&#xa0;; les variantes sont %2</translation>
    </message>
    <message>
        <source>unknown house rule &quot;%1&quot;; the house rules are &quot;%2&quot;</source>
        <translation>règle maison inconnue «&#xa0;%1&#xa0;»&#xa0;; les règles maison sont «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>arc %1 is listed under &quot;%2&quot; already: each arc has one colour</source>
        <translation>l&apos;arc %1 figure déjà sous «&#xa0;%2&#xa0;»&#xa0;: chaque arc n&apos;a qu&apos;une couleur</translation>
    </message>
    <message>
        <source>arc %1 has no colour: list each arc from 1 to 6 once under red, green and blue</source>
        <translation>l&apos;arc %1 n&apos;a pas de couleur&#xa0;: listez chaque arc de 1 à 6 une seule fois sous red, green et blue</translation>
    </message>
    <message>
        <source>arc %1 is listed twice: there is one %2 space in each arc</source>
        <translation>l&apos;arc %1 figure deux fois&#xa0;: il n&apos;y a qu&apos;un emplacement de %2 par arc</translation>
    </message>
    <message>
        <source>at most %1 Fortify tokens are in play, got %2</source>
        <translation>au plus %1 jetons Fortification peuvent être en jeu, et non %2</translation>
    </message>
    <message>
        <source>arc %1 has no standing Wall for a Fortify token (see walls)</source>
        <translation>l&apos;arc %1 n&apos;a pas de Muraille debout pour porter un jeton Fortification (voir walls)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the id of another Monster too: ids must be unique</source>
        <translation>«&#xa0;%1&#xa0;» est aussi l&apos;identifiant d&apos;un autre Monstre&#xa0;: les identifiants doivent être uniques</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Monster token of Munchkin Panic; names are as printed on the token, e.g. &quot;Net Troll&quot;</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un jeton Monstre de Munchkin Panic&#xa0;; les noms sont ceux imprimés sur le jeton, par ex. «&#xa0;Net Troll&#xa0;»</translation>
    </message>
    <message>
        <source>%1 has %2 points printed on the token, got %3</source>
        <translation>%1 a %2 points imprimés sur son jeton, et non %3</translation>
    </message>
    <message>
        <source>%1 has at most %2 health (%3 points on the token, %4 added by Monster Enhancers: see enhancement), got %5</source>
        <translation>%1 a au plus %2 points de vie (%3 points sur le jeton, %4 ajoutés par des Amplificateurs de monstre&#xa0;: voir enhancement), et non %5</translation>
    </message>
    <message>
        <source>is &quot;%1&quot; but options.mode is &quot;%2&quot;: give the mode once</source>
        <translation>vaut «&#xa0;%1&#xa0;» mais options.mode vaut «&#xa0;%2&#xa0;»&#xa0;: indiquez le mode une seule fois</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Muraille</translation>
    </message>
    <message>
        <source>Fortify token</source>
        <translation>jeton Fortification</translation>
    </message>
    <message>
        <source>is not a board that could stand on the table: %1</source>
        <translation>ne décrit pas un plateau possible sur la table&#xa0;: %1</translation>
    </message>
    <message>
        <source>is not a structure: the keys are &quot;wall:&lt;arc&gt;&quot; and &quot;tower:&lt;arc&gt;&quot; with an arc from 1 to 6</source>
        <translation>n&apos;est pas une structure&#xa0;: les clés sont «&#xa0;wall:&lt;arc&gt;&#xa0;» et «&#xa0;tower:&lt;arc&gt;&#xa0;», avec un arc de 1 à 6</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a field&apos;s path, then what is wrong with it</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 has a damaged card: %2 %3</source>
        <translation>%1 contient une carte endommagée&#xa0;: %2 %3</translation>
    </message>
    <message>
        <source>%1 has no card %2.</source>
        <translation>%1 ne contient pas de carte %2.</translation>
    </message>
    <message>
        <source>%1 was opened for reading only, so it cannot be changed.</source>
        <translation>%1 a été ouvert en lecture seule&#xa0;: impossible de le modifier.</translation>
    </message>
    <message>
        <source>%1 is older than the card library (file format %2).</source>
        <translation>%1 date d&apos;avant la bibliothèque de cartes (format de fichier %2).</translation>
    </message>
    <message>
        <source>The library already has a %1 called “%2” for %3: forget one of them first.</source>
        <translation>La bibliothèque a déjà une carte %1 nommée «&#xa0;%2&#xa0;» pour %3&#xa0;: oubliez d&apos;abord l&apos;une des deux.</translation>
    </message>
    <message>
        <source>The card pack is %1.</source>
        <translation>Le pack de cartes n&apos;est %1.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>Impossible de lire %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is not an Arbiter game log: it is not an SQLite database at all.</source>
        <translation>%1 n&apos;est pas un journal de partie Arbiter&#xa0;: ce n&apos;est même pas une base de données SQLite.</translation>
    </message>
    <message>
        <source>%1 is another program&apos;s SQLite file, not an Arbiter game log.</source>
        <translation>%1 est un fichier SQLite d&apos;un autre programme, pas un journal de partie Arbiter.</translation>
    </message>
    <message>
        <source>%1 was written by a newer Arbiter (file format %2; this one reads up to %3): update Arbiter to open it.</source>
        <translation>%1 a été écrit par un Arbiter plus récent (format de fichier %2&#xa0;; celui-ci lit jusqu&apos;au format %3)&#xa0;: mettez Arbiter à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <source>%1 is damaged: its file format number (%2) is impossible.</source>
        <translation>%1 est endommagé&#xa0;: son numéro de format de fichier (%2) est impossible.</translation>
    </message>
    <message>
        <source>%1 is damaged: its header gives an impossible page size (%2).</source>
        <translation>%1 est endommagé&#xa0;: son en-tête indique une taille de page impossible (%2).</translation>
    </message>
    <message>
        <source>%1 is damaged: it is truncated (%2 bytes, where its header says %3).</source>
        <translation>%1 est endommagé&#xa0;: il est tronqué (%2 octets, alors que son en-tête en annonce %3).</translation>
    </message>
    <message>
        <source>%1 cannot be written: the file is read-only.</source>
        <translation>Impossible d&apos;écrire dans %1&#xa0;: le fichier est en lecture seule.</translation>
    </message>
    <message>
        <source>%1 cannot be written: its folder %2 is read-only.</source>
        <translation>Impossible d&apos;écrire dans %1&#xa0;: son dossier %2 est en lecture seule.</translation>
    </message>
    <message>
        <source>%1 cannot be used: the disk holding its folder %2 is full. Nothing was lost: free some space there and try again.</source>
        <translation>Impossible d&apos;utiliser %1&#xa0;: le disque de son dossier %2 est plein. Rien n&apos;a été perdu&#xa0;: libérez de l&apos;espace sur ce disque et réessayez.</translation>
    </message>
    <message>
        <source>%1 cannot be used: the disk holding its folder %2 is full (%3 KiB free). Nothing was lost: free some space there and try again.</source>
        <translation>Impossible d&apos;utiliser %1&#xa0;: le disque de son dossier %2 est plein (%3&#xa0;Kio libres). Rien n&apos;a été perdu&#xa0;: libérez de l&apos;espace sur ce disque et réessayez.</translation>
    </message>
    <message>
        <source>%1 cannot be created: %2.</source>
        <translation>Impossible de créer %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The setup is refused: %1</source>
        <translation>La mise en place est refusée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The setup of game %1 in %2 cannot be read (%3).</source>
        <translation>La mise en place de la partie %1 dans %2 est illisible (%3).</translation>
    </message>
    <message>
        <source>%1 holds no game yet.</source>
        <translation>%1 ne contient encore aucune partie.</translation>
    </message>
    <message>
        <source>Action %1 of game %2 in %3 cannot be replayed: %4</source>
        <translation>L&apos;action %1 de la partie %2 dans %3 ne peut pas être rejouée&#xa0;: %4</translation>
    </message>
    <message>
        <source>its line from the start is broken.</source>
        <translation>sa branche depuis le début est rompue.</translation>
    </message>
    <message>
        <source>the head cursor is not on the line to the tip.</source>
        <translation>le curseur head n&apos;est pas sur la branche qui mène au curseur tip.</translation>
    </message>
    <message>
        <source>Game %1 in %2 is damaged: Game %1, action %3, parent: the file&apos;s index of where the line jumps (actions_branches) disagrees with the rows; nothing was replayed.</source>
        <translation>La partie %1 dans %2 est endommagée&#xa0;: Partie %1, action %3, parent&#xa0;: l&apos;index des sauts de branche du fichier (actions_branches) ne concorde pas avec les lignes&#xa0;; rien n&apos;a été rejoué.</translation>
    </message>
    <message>
        <source>the index actions_branches disagrees with the rows.</source>
        <translation>l&apos;index actions_branches ne concorde pas avec les lignes.</translation>
    </message>
    <message>
        <source>its row is missing.</source>
        <translation>sa ligne est manquante.</translation>
    </message>
    <message>
        <source>it cannot be read.</source>
        <translation>elle est illisible.</translation>
    </message>
    <message>
        <source>the referee refuses it now: %1</source>
        <translation>l&apos;arbitre la refuse désormais&#xa0;: %1</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Il n&apos;y a rien à rétablir.</translation>
    </message>
    <message>
        <source>Action %1 is not on the current line of game %2: only its actions can be undone or redone to.</source>
        <translation>L&apos;action %1 n&apos;est pas sur la branche actuelle de la partie %2&#xa0;: on ne peut annuler ou rétablir que jusqu&apos;à l&apos;une des actions de cette branche.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an ISO 8601 date and time</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une date et heure ISO 8601</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an Arbiter game export (expected &quot;%2&quot;)</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un export de partie Arbiter (attendu&#xa0;: «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>version %1 was written by a newer Arbiter; this one reads up to version %2</source>
        <translation>la version %1 a été écrite par un Arbiter plus récent&#xa0;; celui-ci lit jusqu&apos;à la version %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a UUID</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un UUID</translation>
    </message>
    <message>
        <source>actions must come in increasing seq order</source>
        <translation>les actions doivent se suivre par seq croissant</translation>
    </message>
    <message>
        <source>%1 is not the seq of an earlier action</source>
        <translation>%1 n&apos;est le seq d&apos;aucune action antérieure</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not match the action&apos;s own kind</source>
        <translation>«&#xa0;%1&#xa0;» ne correspond pas au type de l&apos;action elle-même</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>why an action is refused, then the referee&apos;s reason</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>SQLite&apos;s integrity check failed: %1</source>
        <translation>La vérification d&apos;intégrité de SQLite a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>The state at head differs from a full replay.</source>
        <translation>L&apos;état au curseur head diffère de celui obtenu en rejouant toute la partie.</translation>
    </message>
    <message>
        <source>it cannot be read: %1</source>
        <translation>elle est illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>the referee refuses it: %1</source>
        <translation>l&apos;arbitre la refuse&#xa0;: %1</translation>
    </message>
    <message>
        <source>the setup cannot be read, so no action was replayed: %1</source>
        <translation>la mise en place est illisible, donc aucune action n&apos;a été rejouée&#xa0;: %1</translation>
    </message>
    <message>
        <source>a snapshot of an action the game does not have.</source>
        <translation>un instantané d&apos;une action que la partie n&apos;a pas.</translation>
    </message>
    <message numerus="yes">
        <source>%n later action(s) follow it and were not replayed.</source>
        <translation>
            <numerusform>%n action ultérieure la suit et n&apos;a pas été rejouée.</numerusform>
            <numerusform>%n actions ultérieures la suivent et n&apos;ont pas été rejouées.</numerusform>
        </translation>
    </message>
    <message>
        <source>the row says “%1” but its payload is “%2”.</source>
        <translation>la ligne indique «&#xa0;%1&#xa0;» mais son contenu est «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>the stored ruling (%1) is not the referee&apos;s (%2).</source>
        <translation>la décision enregistrée (%1) n&apos;est pas celle de l&apos;arbitre (%2).</translation>
    </message>
    <message>
        <source>the stored dice %1 are not the action&apos;s %2.</source>
        <translation>les dés enregistrés, %1, ne sont pas ceux de l&apos;action, %2.</translation>
    </message>
    <message>
        <source>the snapshot&apos;s checksum does not match its state. It is ignored: the game opens by replay.</source>
        <translation>la somme de contrôle de l&apos;instantané ne correspond pas à son état. Il est ignoré&#xa0;: la partie s&apos;ouvre en rejouant les actions.</translation>
    </message>
    <message>
        <source>the snapshot cannot be read. It is ignored: the game opens by replay.</source>
        <translation>l&apos;instantané est illisible. Il est ignoré&#xa0;: la partie s&apos;ouvre en rejouant les actions.</translation>
    </message>
    <message>
        <source>the snapshot&apos;s state differs from replay. It is ignored: the game opens by replay.</source>
        <translation>l&apos;état de l&apos;instantané diffère de celui obtenu en rejouant. Il est ignoré&#xa0;: la partie s&apos;ouvre en rejouant les actions.</translation>
    </message>
    <message>
        <source>the snapshot is not the one the chain recorded with the action. It is ignored: the game opens by replay.</source>
        <translation>l&apos;instantané n&apos;est pas celui que la chaîne a enregistré avec l&apos;action. Il est ignoré&#xa0;: la partie s&apos;ouvre en rejouant les actions.</translation>
    </message>
    <message>
        <source>The setup of game %1 cannot be read (%2), so no state can be replayed.</source>
        <translation>La mise en place de la partie %1 est illisible (%2)&#xa0;: aucun état ne peut donc être reconstitué.</translation>
    </message>
    <message>
        <source>this action&apos;s row is missing.</source>
        <translation>la ligne de cette action est manquante.</translation>
    </message>
    <message>
        <source>the rows of actions %1 to %2 are missing.</source>
        <translation>les lignes des actions %1 à %2 sont manquantes.</translation>
    </message>
    <message>
        <source>it follows action %1, which the game does not have.</source>
        <translation>elle suit l&apos;action %1, que la partie n&apos;a pas.</translation>
    </message>
    <message>
        <source>the row no longer matches the hash written with it: its kind, payload, dice, verdict, time or place in the game changed afterwards.</source>
        <translation>la ligne ne correspond plus à l&apos;empreinte écrite avec elle&#xa0;: son type, son contenu, ses dés, son verdict, son heure ou sa place dans la partie ont changé depuis.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor does not match its setup: the setup changed, or its actions were removed.</source>
        <translation>l&apos;ancre de la partie ne correspond pas à sa mise en place&#xa0;: la mise en place a changé, ou ses actions ont été supprimées.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor does not match its last action (%1): actions written after it were removed, or the game&apos;s row changed.</source>
        <translation>l&apos;ancre de la partie ne correspond pas à sa dernière action (%1)&#xa0;: des actions écrites après elle ont été supprimées, ou la ligne de la partie a changé.</translation>
    </message>
    <message>
        <source>what the game&apos;s anchor was made of is not what the game has.</source>
        <translation>ce qui a servi à calculer l&apos;ancre de la partie ne correspond pas à ce que contient la partie.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor is empty.</source>
        <translation>l&apos;ancre de la partie est vide.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor does not match its row, cursors and actions.</source>
        <translation>l&apos;ancre de la partie ne correspond pas à sa ligne, ses curseurs et ses actions.</translation>
    </message>
    <message>
        <source>what the game&apos;s anchor was made of does not read.</source>
        <translation>ce qui a servi à calculer l&apos;ancre de la partie est illisible.</translation>
    </message>
    <message>
        <source>%1 is “%2”, but the game&apos;s anchor was made with “%3”: it changed outside Arbiter.</source>
        <translation>%1 vaut «&#xa0;%2&#xa0;», mais l&apos;ancre de la partie a été calculée avec «&#xa0;%3&#xa0;»&#xa0;: la valeur a été modifiée hors d&apos;Arbiter.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor does not match its setup, row, cursors and actions: the anchor or the setup changed.</source>
        <translation>l&apos;ancre de la partie ne correspond pas à sa mise en place, sa ligne, ses curseurs et ses actions&#xa0;: l&apos;ancre ou la mise en place a changé.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor recorded this action as the end of a line, and now another row follows it.</source>
        <translation>l&apos;ancre de la partie a enregistré cette action comme fin de branche, et une autre ligne la suit désormais.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor recorded this action, and its row is gone.</source>
        <translation>l&apos;ancre de la partie a enregistré cette action, et sa ligne a disparu.</translation>
    </message>
    <message>
        <source>the row&apos;s hash is not the one the game&apos;s anchor recorded: the row was changed and its hash written again.</source>
        <translation>l&apos;empreinte de la ligne n&apos;est pas celle que l&apos;ancre de la partie a enregistrée&#xa0;: la ligne a été modifiée et son empreinte réécrite.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor did not record this action as the end of a line: rows after it were removed, or it was added.</source>
        <translation>l&apos;ancre de la partie n&apos;a pas enregistré cette action comme fin de branche&#xa0;: des lignes qui la suivaient ont été supprimées, ou elle a été ajoutée.</translation>
    </message>
    <message>
        <source>head is action %1 while tip is the start.</source>
        <translation>le curseur head est sur l&apos;action %1 alors que le curseur tip est au début.</translation>
    </message>
    <message>
        <source>tip is action %1, which the game does not have.</source>
        <translation>le curseur tip est sur l&apos;action %1, que la partie n&apos;a pas.</translation>
    </message>
    <message>
        <source>head (%1) is not on the line to tip (%2).</source>
        <translation>le curseur head (%1) n&apos;est pas sur la branche qui mène au curseur tip (%2).</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>Game %1, action %2</source>
        <translation>Partie %1, action %2</translation>
    </message>
    <message>
        <source>the rows changed while they were checked.</source>
        <translation>les lignes ont changé pendant leur vérification.</translation>
    </message>
    <message numerus="yes">
        <source>Game %1 in %2 is damaged: %3 (%n more problem(s): `arbiter-cli log verify` lists them)</source>
        <translation>
            <numerusform>La partie %1 dans %2 est endommagée&#xa0;: %3 (%n autre problème&#xa0;: `arbiter-cli log verify` le détaille)</numerusform>
            <numerusform>La partie %1 dans %2 est endommagée&#xa0;: %3 (%n autres problèmes&#xa0;: `arbiter-cli log verify` les liste)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1 in %2 is damaged: %3</source>
        <translation>La partie %1 dans %2 est endommagée&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 cannot be read: SQLite needs to create %2 beside it, and its folder %3 is read-only.</source>
        <translation>Impossible de lire %1&#xa0;: SQLite doit créer %2 à côté, et son dossier %3 est en lecture seule.</translation>
    </message>
    <message>
        <source>%1 is damaged: SQLite cannot read it (%2).</source>
        <translation>%1 est endommagé&#xa0;: SQLite ne peut pas le lire (%2).</translation>
    </message>
    <message>
        <source>%1 is damaged: %2 committed transaction(s) in it, from frame %3 on, cannot be read, and SQLite would drop them on opening %4. Nothing was changed: keep both files as they are (copy them to ask for help); moving %1 aside opens the log without those actions.</source>
        <translation>%1 est endommagé&#xa0;: %2 transaction(s) validée(s) qu&apos;il contient, à partir de la trame %3, sont illisibles, et SQLite les abandonnerait en ouvrant %4. Rien n&apos;a été modifié&#xa0;: gardez les deux fichiers tels quels (copiez-les pour demander de l&apos;aide)&#xa0;; mettre %1 de côté ouvre le journal sans ces actions.</translation>
    </message>
    <message>
        <source>%1 is damaged: SQLite&apos;s check found %2</source>
        <translation>%1 est endommagé&#xa0;: la vérification de SQLite a relevé %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a game log.</source>
        <translation>%1 est un dossier, pas un journal de partie.</translation>
    </message>
    <message>
        <source>%1 is empty: there is no game log in it.</source>
        <translation>%1 est vide&#xa0;: il ne contient aucun journal de partie.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>%1 cannot be created: its folder %2 does not exist.</source>
        <translation>Impossible de créer %1&#xa0;: son dossier %2 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>%1 holds no game log: it was left unfinished.</source>
        <translation>%1 ne contient aucun journal de partie&#xa0;: sa création n&apos;a pas été menée à terme.</translation>
    </message>
    <message>
        <source>%1 cannot be switched to write-ahead logging (it stays in %2 mode).</source>
        <translation>Impossible de passer %1 en journalisation anticipée WAL (il reste en mode %2).</translation>
    </message>
    <message>
        <source>%1 was not upgraded: its backup %2 could not be written (%3)</source>
        <translation>%1 n&apos;a pas été mis à niveau&#xa0;: sa sauvegarde %2 n&apos;a pas pu être écrite (%3)</translation>
    </message>
    <message>
        <source>%1 is in use by another program; try again.</source>
        <translation>%1 est utilisé par un autre programme&#xa0;; réessayez.</translation>
    </message>
    <message>
        <source>%1 is damaged: %2.</source>
        <translation>%1 est endommagé&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2.</source>
        <translation>Impossible d&apos;écrire dans %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 refused the change: %2.</source>
        <translation>%1 a refusé la modification&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1: SQLite reported an error: %2.</source>
        <translation>%1&#xa0;: SQLite a signalé une erreur&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 has no game %2.</source>
        <translation>%1 ne contient pas de partie %2.</translation>
    </message>
    <message>
        <source>Game %1 in %2 has no action %3.</source>
        <translation>La partie %1 dans %2 n&apos;a pas d&apos;action %3.</translation>
    </message>
    <message>
        <source>A game needs a uuid to be written to %1.</source>
        <translation>Une partie a besoin d&apos;un uuid pour être écrite dans %1.</translation>
    </message>
    <message>
        <source>The game “%1” (%2) is already in this file, %3.</source>
        <translation>La partie «&#xa0;%1&#xa0;» (%2) est déjà dans ce fichier, %3.</translation>
    </message>
    <message>
        <source>Game %1 in %2 was changed by another writer (head %3, tip %4; this one had read %5, %6).</source>
        <translation>La partie %1 dans %2 a été modifiée par un autre programme (head %3, tip %4&#xa0;; celui-ci avait lu %5, %6).</translation>
    </message>
    <message>
        <source>Game %1 in %2 is damaged: its anchor does not match its rows and cursors; nothing was written (`arbiter-cli log verify` names the problem).</source>
        <translation>La partie %1 dans %2 est endommagée&#xa0;: son ancre ne correspond pas à ses lignes et à ses curseurs&#xa0;; rien n&apos;a été écrit (`arbiter-cli log verify` indique le problème).</translation>
    </message>
    <message>
        <source>the game&apos;s anchor does not match its rows and cursors.</source>
        <translation>l&apos;ancre de la partie ne correspond pas à ses lignes et à ses curseurs.</translation>
    </message>
    <message>
        <source>Game %1 cannot move to action %2: it is not on the line from the start to %3.</source>
        <translation>La partie %1 ne peut pas aller à l&apos;action %2&#xa0;: celle-ci n&apos;est pas sur la branche qui va du début à %3.</translation>
    </message>
    <message>
        <source>Game %1 has no action %2.</source>
        <translation>La partie %1 n&apos;a pas d&apos;action %2.</translation>
    </message>
    <message>
        <source>%1 is damaged: the line of game %2 to action %3 is broken at action %4.</source>
        <translation>%1 est endommagé&#xa0;: la branche de la partie %2 jusqu&apos;à l&apos;action %3 est rompue à l&apos;action %4.</translation>
    </message>
    <message>
        <source>Game %1 has no snapshot after action %2.</source>
        <translation>La partie %1 n&apos;a pas d&apos;instantané après l&apos;action %2.</translation>
    </message>
    <message>
        <source>A game&apos;s name must not be blank.</source>
        <translation>Le nom d&apos;une partie ne doit pas être vide.</translation>
    </message>
    <message>
        <source>The game “%1” cannot be imported: action numbers must be positive, not %2.</source>
        <translation>Impossible d&apos;importer la partie «&#xa0;%1&#xa0;»&#xa0;: les numéros d&apos;action doivent être positifs, pas %2.</translation>
    </message>
    <message>
        <source>The game “%1” cannot be imported: action %2 appears twice.</source>
        <translation>Impossible d&apos;importer la partie «&#xa0;%1&#xa0;»&#xa0;: l&apos;action %2 apparaît deux fois.</translation>
    </message>
    <message>
        <source>The game “%1” cannot be imported: action %2 follows %3, which is not an earlier action.</source>
        <translation>Impossible d&apos;importer la partie «&#xa0;%1&#xa0;»&#xa0;: l&apos;action %2 suit %3, qui n&apos;est pas une action antérieure.</translation>
    </message>
    <message>
        <source>The game “%1” cannot be imported: action %2 follows %3, which is not in the game.</source>
        <translation>Impossible d&apos;importer la partie «&#xa0;%1&#xa0;»&#xa0;: l&apos;action %2 suit %3, qui n&apos;est pas dans la partie.</translation>
    </message>
    <message>
        <source>The game “%1” cannot be imported: its tip %2 is not one of its actions.</source>
        <translation>Impossible d&apos;importer la partie «&#xa0;%1&#xa0;»&#xa0;: son curseur tip %2 n&apos;est pas l&apos;une de ses actions.</translation>
    </message>
    <message>
        <source>The game “%1” cannot be imported: its head %2 is not on the line from the start to its tip %3.</source>
        <translation>Impossible d&apos;importer la partie «&#xa0;%1&#xa0;»&#xa0;: son curseur head %2 n&apos;est pas sur la branche qui va du début à son curseur tip %3.</translation>
    </message>
    <message>
        <source>its parent %1 is not an earlier action</source>
        <translation>son parent %1 n&apos;est pas une action antérieure</translation>
    </message>
    <message>
        <source>the referee refuses it</source>
        <translation>l&apos;arbitre la refuse</translation>
    </message>
</context>
<context>
    <name>DiceDialog</name>
    <message>
        <source>Roll a die</source>
        <translation>Lancer un dé</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Or enter a real die:</source>
        <translation>Ou saisissez un vrai dé&#xa0;:</translation>
    </message>
    <message>
        <source>A roll that is only shown is not recorded. Record it for a player when it decides something.</source>
        <translation>Un jet seulement affiché n&apos;est pas enregistré. S&apos;il décide de quelque chose, enregistrez-le pour un joueur.</translation>
    </message>
    <message>
        <source>What for (optional)</source>
        <translation>Motif du jet (facultatif)</translation>
    </message>
    <message>
        <source>Record this roll (%1) for %2</source>
        <translation>Enregistrer ce jet (%1) pour %2</translation>
    </message>
    <message>
        <source>Record this roll</source>
        <translation>Enregistrer ce jet</translation>
    </message>
    <message>
        <source>Recorded: %1 rolled %2.</source>
        <translation>Enregistré&#xa0;: %1 a obtenu %2.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>HistoryEntry</name>
    <message>
        <source>Redo to here</source>
        <translation>Rétablir jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Undo to here</source>
        <translation>Annuler jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Hide the details</source>
        <translation>Masquer les détails</translation>
    </message>
    <message>
        <source>Show the details</source>
        <translation>Afficher les détails</translation>
    </message>
    <message>
        <source>latest in effect</source>
        <translation>dernière en vigueur</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>annulée</translation>
    </message>
    <message>
        <source>abandoned: replaced by a later action</source>
        <translation>abandonnée&#xa0;: remplacée par une action ultérieure</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>refusée</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Plus d&apos;options</translation>
    </message>
    <message>
        <source>What it changed</source>
        <translation>Ce qu&apos;elle a changé</translation>
    </message>
    <message>
        <source>Nothing the tracker shows changed.</source>
        <translation>Rien de ce qu&apos;affiche l&apos;application n&apos;a changé.</translation>
    </message>
    <message>
        <source>The referee&apos;s reasons</source>
        <translation>Les raisons de l&apos;arbitre</translation>
    </message>
    <message>
        <source>Dice: %1 · Recorded at %2 · action #%3 (%4)</source>
        <translation>Dés&#xa0;: %1 · Enregistrée à %2 · action n°&#xa0;%3 (%4)</translation>
    </message>
    <message>
        <source>Recorded at %1 · action #%2 (%3)</source>
        <translation>Enregistrée à %1 · action n°&#xa0;%2 (%3)</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Annuler</translation>
    </message>
    <message>
        <source>Redo ↷</source>
        <translation>Rétablir ↷</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Courbe</translation>
    </message>
    <message>
        <source>Levels chart</source>
        <translation>Courbe des niveaux</translation>
    </message>
    <message>
        <source>No action recorded yet. What the table does appears here, in order.</source>
        <translation>Aucune action enregistrée pour l&apos;instant. Ce que fait la table s&apos;affiche ici, dans l&apos;ordre.</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomeGameRow</name>
    <message>
        <source>Open %1</source>
        <translation>Ouvrir %1</translation>
    </message>
    <message>
        <source>Last played %1 · 1 action</source>
        <translation>Dernière activité&#xa0;: %1 · 1 action</translation>
    </message>
    <message>
        <source>Last played %1 · %2 actions</source>
        <translation>Dernière activité&#xa0;: %1 · %2 actions</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bilan</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Actions for %1</source>
        <translation>Actions pour %1</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n player(s)</source>
        <translation>
            <numerusform>%1 · %n joueur</numerusform>
            <numerusform>%1 · %n joueurs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>This game could not be opened.</source>
        <translation>Impossible d&apos;ouvrir cette partie.</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>The game log could not be opened — nothing will be saved</source>
        <translation>Impossible d&apos;ouvrir le journal de partie — rien ne sera enregistré</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Fichier&#xa0;: %1</translation>
    </message>
    <message>
        <source>Last played %1</source>
        <translation>Dernière activité&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Continue ›</source>
        <translation>Continuer ›</translation>
    </message>
    <message>
        <source>+ New game</source>
        <translation>+ Nouvelle partie</translation>
    </message>
    <message>
        <source>Import a game…</source>
        <translation>Importer une partie…</translation>
    </message>
    <message>
        <source>No games yet. Start a new game: name the players and choose the edition, and Arbiter keeps the levels, checks every ruling and remembers every move.</source>
        <translation>Aucune partie pour l&apos;instant. Lancez une nouvelle partie&#xa0;: nommez les joueurs et choisissez l&apos;édition, et Arbiter tient les niveaux, vérifie chaque décision et retient chaque action.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>Rename the game</source>
        <translation>Renommer la partie</translation>
    </message>
    <message>
        <source>Name of the game</source>
        <translation>Nom de la partie</translation>
    </message>
    <message>
        <source>A game needs a name.</source>
        <translation>Une partie a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Supprimer cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>The game “%1” and its whole log will be removed from this device. This cannot be undone. Export it first to keep a copy.</source>
        <translation>La partie «&#xa0;%1&#xa0;» et tout son journal seront supprimés de cet appareil. Cette action est irréversible. Exportez-la d&apos;abord pour en garder une copie.</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>La garder</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation>Parties (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation>Importer une partie</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
</context>
<context>
    <name>InvitePage</name>
    <message>
        <source>Invite players</source>
        <translation>Inviter des joueurs</translation>
    </message>
    <message>
        <source>Each player can follow the game on their own phone and enter their own changes, in the phone&apos;s browser: nothing to install, no internet needed. The tablet stays the referee.</source>
        <translation>Chaque joueur peut suivre la partie sur son propre téléphone et y saisir ses propres changements, dans le navigateur du téléphone&#xa0;: rien à installer, pas besoin d&apos;Internet. La tablette reste l&apos;arbitre.</translation>
    </message>
    <message>
        <source>Open a game first: the phones join the game the tablet shows.</source>
        <translation>Ouvrez d&apos;abord une partie&#xa0;: les téléphones rejoignent la partie affichée par la tablette.</translation>
    </message>
    <message>
        <source>Open the invitation</source>
        <translation>Ouvrir l&apos;invitation</translation>
    </message>
    <message>
        <source>Scan the code with each player&apos;s phone, or type this address in the phone&apos;s browser:</source>
        <translation>Scannez le code avec le téléphone de chaque joueur, ou saisissez cette adresse dans le navigateur du téléphone&#xa0;:</translation>
    </message>
    <message>
        <source>No Wi-Fi network found: connect the tablet to the table&apos;s Wi-Fi. Until then the address above works on this tablet only.</source>
        <translation>Aucun réseau Wi-Fi trouvé&#xa0;: connectez la tablette au Wi-Fi de la table. D&apos;ici là, l&apos;adresse ci-dessus ne fonctionne que sur cette tablette.</translation>
    </message>
    <message>
        <source>Phones connected: %1</source>
        <translation>Téléphones connectés&#xa0;: %1</translation>
    </message>
    <message>
        <source>When a phone cannot connect</source>
        <translation>Si un téléphone ne se connecte pas</translation>
    </message>
    <message>
        <source>• The phone must be on the tablet&apos;s Wi-Fi, not on mobile data.</source>
        <translation>• Le téléphone doit être sur le Wi-Fi de la tablette, pas sur les données mobiles.</translation>
    </message>
    <message>
        <source>• Not a guest network: those keep the devices on them apart.</source>
        <translation>• Pas de réseau invité&#xa0;: ces réseaux isolent les appareils les uns des autres.</translation>
    </message>
    <message>
        <source>• No VPN on the phone or the tablet: it sends the traffic somewhere else.</source>
        <translation>• Pas de VPN sur le téléphone ni sur la tablette&#xa0;: il envoie le trafic ailleurs.</translation>
    </message>
    <message>
        <source>• A firewall on the tablet must let port %1 in.</source>
        <translation>• Un pare-feu sur la tablette doit laisser entrer le port %1.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>A phone picks a free seat. “Show seat code” hands one seat out directly; “Take back” frees a seat and its phone can no longer act for it.</source>
        <translation>Un téléphone choisit une place libre. «&#xa0;Afficher le code&#xa0;» attribue directement une place&#xa0;; «&#xa0;Reprendre&#xa0;» libère une place, et son téléphone ne peut plus agir pour elle.</translation>
    </message>
    <message>
        <source>Close invitation</source>
        <translation>Fermer l&apos;invitation</translation>
    </message>
    <message>
        <source>Closing stops the phones and forgets every seat: a new invitation has new codes.</source>
        <translation>Fermer l&apos;invitation déconnecte les téléphones et oublie toutes les places&#xa0;: une nouvelle invitation a de nouveaux codes.</translation>
    </message>
    <message>
        <source>%1&apos;s seat</source>
        <translation>Place de %1</translation>
    </message>
    <message>
        <source>Scan it with %1&apos;s phone: the page opens already in this seat. Whoever scans it plays this seat, until you take it back.</source>
        <translation>Scannez-le avec le téléphone de %1&#xa0;: la page s&apos;ouvre directement sur cette place. Quiconque le scanne occupe cette place, jusqu&apos;à ce que vous la repreniez.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
</context>
<context>
    <name>InviteSeatRow</name>
    <message>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Absent</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>Show seat code</source>
        <translation>Afficher le code</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Reprendre</translation>
    </message>
</context>
<context>
    <name>ItemRestriction</name>
    <message>
        <source>Race</source>
        <translation>Race</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <source>Citizenship</source>
        <translation>Citoyenneté</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Sexe</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>Tout le monde</translation>
    </message>
    <message>
        <source>Females</source>
        <translation>Femmes</translation>
    </message>
    <message>
        <source>Males</source>
        <translation>Hommes</translation>
    </message>
</context>
<context>
    <name>LevelBoard</name>
    <message>
        <source>Level board</source>
        <translation>Piste des niveaux</translation>
    </message>
    <message>
        <source>%1 ★</source>
        <translation>%1 ★</translation>
    </message>
    <message>
        <source>%1 at Level %2</source>
        <translation>%1 au Niveau %2</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>%1 — Arbiter</source>
        <translation>%1 — Arbiter</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
</context>
<context>
    <name>MonsterTags</name>
    <message>
        <source>Undead</source>
        <extracomment>A Monster&apos;s tag as players type it; other spellings may follow, separated by |</extracomment>
        <translation>Mort-vivant|Morts-vivants|Mort vivant|Morts vivants|Mort-vivante|Mortes-vivantes</translation>
    </message>
    <message>
        <source>Goblin</source>
        <extracomment>A Monster&apos;s tag as players type it; other spellings may follow, separated by |</extracomment>
        <translation>Gobelin|Gobelins|Goblins</translation>
    </message>
    <message>
        <source>Demon</source>
        <extracomment>A Monster&apos;s tag as players type it; other spellings may follow, separated by |</extracomment>
        <translation>Démon|Démons|Demons|Démone|Démones</translation>
    </message>
</context>
<context>
    <name>MunchkinActions</name>
    <message>
        <source>Level %1 monster</source>
        <translation>Monstre de Niveau %1</translation>
    </message>
    <message>
        <source>One-shot %1</source>
        <translation>Usage unique %1</translation>
    </message>
    <message>
        <source>Enhancer %1</source>
        <translation>Amplificateur %1</translation>
    </message>
</context>
<context>
    <name>Navigator</name>
    <message>
        <source>No game is open.</source>
        <translation>Aucune partie ouverte.</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>The game needs a name.</source>
        <translation>La partie a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <source>Two players are called “%1”.</source>
        <translation>Deux joueurs s&apos;appellent «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>No game log is open.</source>
        <translation>Aucun journal de partie ouvert.</translation>
    </message>
    <message>
        <source>The game log could not be opened: %1</source>
        <translation>Impossible d&apos;ouvrir le journal de partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>No edition to play.</source>
        <translation>Aucune édition disponible.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 — tied, they roll again</source>
        <translation>%1 — égalité, ils relancent</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Name of the game</source>
        <translation>Nom de la partie</translation>
    </message>
    <message>
        <source>A game&apos;s name is at most %1 characters.</source>
        <translation>Le nom d&apos;une partie compte au plus %1 caractères.</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>%1 — first to level %2 wins</source>
        <translation>%1 — le premier au niveau %2 gagne</translation>
    </message>
    <message>
        <source>Munchkin Panic — defend the Castle from the Monsters</source>
        <translation>Munchkin Panic — défendez le Château contre les Monstres</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Epic: play to level %1 instead of %2</source>
        <translation>Épique&#xa0;: jouer jusqu&apos;au niveau %1 au lieu de %2</translation>
    </message>
    <message>
        <source>Faster Play (Listen at the Door)</source>
        <translation>Partie rapide (Écouter à la porte)</translation>
    </message>
    <message>
        <source>Shared victory: players who reach the winning level together all win</source>
        <translation>Victoire partagée&#xa0;: les joueurs qui atteignent ensemble le niveau gagnant gagnent tous</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>One-shots sell for their Gold, like Items</source>
        <translation>Les objets à usage unique se vendent pour leur valeur en or, comme les Objets</translation>
    </message>
    <message>
        <source>%1&apos;s rulebook does not print these. Play them only if the whole table agrees.</source>
        <translation>Les règles de %1 ne les prévoient pas. Ne les jouez que si toute la table est d&apos;accord.</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Joueurs, dans l&apos;ordre des places</translation>
    </message>
    <message>
        <source>Play passes to the next player down the list.</source>
        <translation>Le jeu passe au joueur suivant dans la liste.</translation>
    </message>
    <message>
        <source>This game needs at least %1 players.</source>
        <translation>Cette partie nécessite au moins %1 joueurs.</translation>
    </message>
    <message>
        <source>Solitaire is played alone: remove the other players.</source>
        <translation>Le mode Solitaire se joue seul&#xa0;: retirez les autres joueurs.</translation>
    </message>
    <message>
        <source>This game seats up to %1 players.</source>
        <translation>Cette partie accueille au plus %1 joueurs.</translation>
    </message>
    <message>
        <source>Needs a name.</source>
        <translation>Nom requis.</translation>
    </message>
    <message>
        <source>Another player is called “%1”.</source>
        <translation>Un autre joueur s&apos;appelle «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>+ Add player</source>
        <translation>+ Ajouter un joueur</translation>
    </message>
    <message>
        <source>The table is full (%1)</source>
        <translation>La table est complète (%1)</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Qui commence</translation>
    </message>
    <message>
        <source>⚄ Roll for it</source>
        <translation>⚄ Tirer au dé</translation>
    </message>
    <message>
        <source>Roll %1: %2</source>
        <translation>Jet %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 rolled highest and starts. The rolls go into the game&apos;s history.</source>
        <translation>%1 a fait le meilleur jet et commence. Les jets sont inscrits dans l&apos;historique de la partie.</translation>
    </message>
    <message>
        <source>Start game ›</source>
        <translation>Lancer la partie ›</translation>
    </message>
</context>
<context>
    <name>NewGamePanicOptions</name>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>The players defend the Castle together. Whoever has the most Trophy points is the Master Munchkin.</source>
        <translation>Les joueurs défendent le Château ensemble. Celui qui a le plus de points de Trophée est le Maître Munchkin.</translation>
    </message>
    <message>
        <source>More Munchkin</source>
        <translation>Plus de Munchkin</translation>
    </message>
    <message>
        <source>With Curse and Character cards. The game also ends when the last Tower falls, and the most points win.</source>
        <translation>Avec les cartes Malédiction et Personnage. La partie se termine aussi quand la dernière Tour tombe, et le plus de points l&apos;emporte.</translation>
    </message>
    <message>
        <source>Solitaire</source>
        <translation>Solitaire</translation>
    </message>
    <message>
        <source>One player defends the Castle alone.</source>
        <translation>Un seul joueur défend le Château.</translation>
    </message>
    <message>
        <source>Less Munchkin</source>
        <translation>Moins de Munchkin</translation>
    </message>
    <message>
        <source>No Curse cards in the Castle deck</source>
        <translation>Pas de cartes Malédiction dans la pioche Château</translation>
    </message>
    <message>
        <source>More Panic: harder</source>
        <translation>Plus de panique&#xa0;: plus difficile</translation>
    </message>
    <message>
        <source>One Castle card fewer in every hand</source>
        <translation>Une carte Château de moins dans chaque main</translation>
    </message>
    <message>
        <source>No Treasure card to start with</source>
        <translation>Pas de carte Trésor au départ</translation>
    </message>
    <message>
        <source>Start without Walls</source>
        <translation>Commencer sans Murailles</translation>
    </message>
    <message>
        <source>The Treasure deck is not reshuffled</source>
        <translation>La pioche Trésor n&apos;est pas remélangée</translation>
    </message>
    <message>
        <source>Monster Enhancers from the expansion</source>
        <translation>Amplificateurs de monstre de l&apos;extension</translation>
    </message>
    <message>
        <source>Less Panic: easier</source>
        <translation>Moins de panique&#xa0;: plus facile</translation>
    </message>
    <message>
        <source>More than one Weapon on a Hit card</source>
        <translation>Plus d&apos;une Arme sur une carte Attaque</translation>
    </message>
    <message>
        <source>More than one deal a turn</source>
        <translation>Plus d&apos;un marché par tour</translation>
    </message>
    <message>
        <source>One Castle card more in every hand</source>
        <translation>Une carte Château de plus dans chaque main</translation>
    </message>
    <message>
        <source>Two Treasure cards to start with</source>
        <translation>Deux cartes Trésor au départ</translation>
    </message>
    <message>
        <source>Place two Monsters a turn instead of three</source>
        <translation>Placer deux Monstres par tour au lieu de trois</translation>
    </message>
    <message>
        <source>The expansion&apos;s Weapons and Illusion</source>
        <translation>Les Armes et l&apos;Illusion de l&apos;extension</translation>
    </message>
    <message>
        <source>Character cards</source>
        <translation>Cartes Personnage</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>The rulebook&apos;s ways to make the game harder or easier. Pick any, or none.</source>
        <translation>Les façons prévues par les règles de rendre la partie plus difficile ou plus facile. Choisissez-en autant que vous voulez, ou aucune.</translation>
    </message>
    <message>
        <source>Each player may take a Character card: choose it beside their name.</source>
        <translation>Chaque joueur peut prendre une carte Personnage&#xa0;: choisissez-la à côté de son nom.</translation>
    </message>
</context>
<context>
    <name>NewGamePlayerRow</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Male</source>
        <translation>Homme</translation>
    </message>
    <message>
        <source>Female</source>
        <translation>Femme</translation>
    </message>
    <message>
        <source>Unspecified</source>
        <translation>Non précisé</translation>
    </message>
    <message>
        <source>%1, player %2</source>
        <translation>%1, joueur %2</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Couleur du joueur %1</translation>
    </message>
    <message>
        <source>Move up a seat</source>
        <translation>Monter d&apos;une place</translation>
    </message>
    <message>
        <source>Move down a seat</source>
        <translation>Descendre d&apos;une place</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Retirer ce joueur</translation>
    </message>
    <message>
        <source>Seat of player %1</source>
        <translation>Place du joueur %1</translation>
    </message>
    <message>
        <source>Character:</source>
        <translation>Personnage&#xa0;:</translation>
    </message>
    <message>
        <source>Cleric</source>
        <translation>Prêtre</translation>
    </message>
    <message>
        <source>Dwarf</source>
        <translation>Nain</translation>
    </message>
    <message>
        <source>Elf</source>
        <translation>Elfe</translation>
    </message>
    <message>
        <source>Halfling</source>
        <translation>Halfelin</translation>
    </message>
    <message>
        <source>Thief</source>
        <translation>Voleur</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Guerrier</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>Magicien</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>A name is at most %1 characters.</source>
        <translation>Un nom compte au plus %1 caractères.</translation>
    </message>
</context>
<context>
    <name>PanicBoard</name>
    <message>
        <source>Castle</source>
        <translation>Château</translation>
    </message>
    <message>
        <source>Asleep</source>
        <translation>Endormis</translation>
    </message>
</context>
<context>
    <name>PanicCardsDialog</name>
    <message>
        <source>Fortify Wall</source>
        <translation>Fortifier la Muraille</translation>
    </message>
    <message>
        <source>A Fortify token on a Wall: it takes the next hit there.</source>
        <translation>Un jeton Fortification sur une Muraille&#xa0;: il encaisse le prochain coup à cet endroit.</translation>
    </message>
    <message>
        <source>Convenient Addition Error</source>
        <translation>Erreur d&apos;addition bien pratique</translation>
    </message>
    <message>
        <source>One more point under one of a player&apos;s Trophies.</source>
        <translation>Un point de plus sous l&apos;un des Trophées d&apos;un joueur.</translation>
    </message>
    <message>
        <source>Curse card</source>
        <translation>Carte Malédiction</translation>
    </message>
    <message>
        <source>Duck of Doom, Truly Obnoxious, Lightning or Chicken on Your Head.</source>
        <translation>Canard de l&apos;apocalypse, Vraiment odieuse, Foudre ou Poulet sur la tête.</translation>
    </message>
    <message>
        <source>Invoke Obscure Rules</source>
        <translation>Invoquer une règle obscure</translation>
    </message>
    <message>
        <source>A discarded Monster becomes a player&apos;s Trophy.</source>
        <translation>Un Monstre défaussé devient un Trophée d&apos;un joueur.</translation>
    </message>
    <message>
        <source>Humongous Monster Enhancer</source>
        <translation>Amplificateur de monstre gigantesque</translation>
    </message>
    <message>
        <source>Every Monster back to full health.</source>
        <translation>Tous les Monstres retrouvent tous leurs points de vie.</translation>
    </message>
    <message>
        <source>Illusion</source>
        <translation>Illusion</translation>
    </message>
    <message>
        <source>A Monster is discarded and another takes its space.</source>
        <translation>Un Monstre est défaussé et un autre prend sa place.</translation>
    </message>
    <message>
        <source>Tap the Wall to fortify.</source>
        <translation>Touchez la Muraille à fortifier.</translation>
    </message>
    <message>
        <source>%1 holds no Trophy to choose.</source>
        <translation>%1 n&apos;a aucun Trophée à choisir.</translation>
    </message>
    <message>
        <source>No Monster has been discarded yet.</source>
        <translation>Aucun Monstre n&apos;a encore été défaussé.</translation>
    </message>
    <message>
        <source>There is no Monster on the board.</source>
        <translation>Il n&apos;y a aucun Monstre sur le plateau.</translation>
    </message>
    <message>
        <source>%1 (%2 + %3)</source>
        <translation>%1 (%2 + %3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Jouer une carte</translation>
    </message>
    <message>
        <source>The Wall of arc</source>
        <translation>La Muraille de l&apos;arc</translation>
    </message>
    <message>
        <source>Wall %1</source>
        <translation>Muraille %1</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Jouée par</translation>
    </message>
    <message>
        <source>Cursed</source>
        <translation>Maudit</translation>
    </message>
    <message>
        <source>Under the Trophy</source>
        <translation>Sous le Trophée</translation>
    </message>
    <message>
        <source>No Trophy</source>
        <translation>Aucun Trophée</translation>
    </message>
    <message>
        <source>Given if tied</source>
        <translation>Donné en cas d&apos;égalité</translation>
    </message>
    <message>
        <source>No tie</source>
        <translation>Pas d&apos;égalité</translation>
    </message>
    <message>
        <source>Taken if tied</source>
        <translation>Pris en cas d&apos;égalité</translation>
    </message>
    <message>
        <source>Cancelled by</source>
        <translation>Annulée par</translation>
    </message>
    <message>
        <source>Not cancelled</source>
        <translation>Non annulée</translation>
    </message>
    <message>
        <source>Sandals of Protection</source>
        <translation>Sandales de protection</translation>
    </message>
    <message>
        <source>Wishing Ring</source>
        <translation>Anneau de souhait</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Défaussé</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monstre</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>In its space</source>
        <translation>À sa place</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Autorisé</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
</context>
<context>
    <name>PanicCharityDialog</name>
    <message>
        <source>Give Charity</source>
        <translation>Faire la charité</translation>
    </message>
    <message>
        <source>%1 holds more Treasure than the limit of %2. The rest goes to whoever has the fewest Trophy points.</source>
        <translation>%1 a plus de cartes Trésor que la limite de %2. Le surplus va à qui a le moins de points de Trophée.</translation>
    </message>
    <message>
        <source>If the cards do not split evenly, tick who gets an odd card:</source>
        <translation>Si les cartes ne se partagent pas également, cochez qui reçoit une carte en plus&#xa0;:</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Autorisé</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Donner</translation>
    </message>
</context>
<context>
    <name>PanicDrawControls</name>
    <message>
        <source>Castle cards discarded</source>
        <translation>Cartes Château défaussées</translation>
    </message>
    <message>
        <source>Really Impressive Title</source>
        <translation>Titre vraiment impressionnant</translation>
    </message>
    <message>
        <source>Cleric: keep one from the discards</source>
        <translation>Prêtre&#xa0;: garder une carte de la défausse</translation>
    </message>
    <message>
        <source>Thief: take no card</source>
        <translation>Voleur&#xa0;: ne prendre aucune carte</translation>
    </message>
    <message>
        <source>Thief: take a card from %1</source>
        <translation>Voleur&#xa0;: prendre une carte à %1</translation>
    </message>
    <message>
        <source>The player the Thief takes a Castle card from</source>
        <translation>Le joueur à qui le Voleur prend une carte Château</translation>
    </message>
    <message>
        <source>Discard %1 and draw</source>
        <translation>Défausser %1 et piocher</translation>
    </message>
    <message>
        <source>Draw up</source>
        <translation>Compléter sa main</translation>
    </message>
</context>
<context>
    <name>PanicHitCardRow</name>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>No Weapon</source>
        <translation>Aucune Arme</translation>
    </message>
    <message>
        <source>No other Weapon</source>
        <translation>Aucune autre Arme</translation>
    </message>
    <message>
        <source>Take off</source>
        <translation>Enlever</translation>
    </message>
    <message>
        <source>Take %1 off the card</source>
        <translation>Enlever %1 de la carte</translation>
    </message>
    <message>
        <source>Played by the helper</source>
        <translation>Jouée par l&apos;allié</translation>
    </message>
    <message>
        <source>Weapon from the helper</source>
        <translation>Arme de l&apos;allié</translation>
    </message>
</context>
<context>
    <name>PanicHitDialog</name>
    <message>
        <source>%1 (+%2 here)</source>
        <translation>%1 (+%2 ici)</translation>
    </message>
    <message>
        <source>Hit %1</source>
        <translation>Frapper %1</translation>
    </message>
    <message>
        <source>%1 is not on the board.</source>
        <translation>%1 n&apos;est pas sur le plateau.</translation>
    </message>
    <message>
        <source>%1 in the %2 ring, arc %3 (%4): health %5 of %6</source>
        <translation>%1 dans la zone %2, arc %3 (%4)&#xa0;: %5 PV sur %6</translation>
    </message>
    <message>
        <source>Hit cards</source>
        <translation>Cartes Attaque</translation>
    </message>
    <message>
        <source>Add Hit card</source>
        <translation>Ajouter une carte Attaque</translation>
    </message>
    <message>
        <source>Potions and Specials</source>
        <translation>Potions et cartes spéciales</translation>
    </message>
    <message>
        <source>%1 (+%2)</source>
        <translation>%1 (+%2)</translation>
    </message>
    <message>
        <source>Monster Enhancers</source>
        <translation>Amplificateurs de monstre</translation>
    </message>
    <message>
        <source>%1 (+%2 health)</source>
        <translation>%1 (+%2 PV)</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Joués par</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>No helper</source>
        <translation>Aucun allié</translation>
    </message>
    <message>
        <source>Trophy to</source>
        <translation>Trophée pour</translation>
    </message>
    <message>
        <source>Treasure to</source>
        <translation>Trésor pour</translation>
    </message>
    <message>
        <source>Choose the Hit cards, Potions or Specials of the attack.</source>
        <translation>Choisissez les cartes Attaque, Potions ou cartes spéciales de l&apos;attaque.</translation>
    </message>
    <message>
        <source>The referee allows this attack (nothing applied yet)</source>
        <translation>L&apos;arbitre autorise cette attaque (rien n&apos;est encore appliqué)</translation>
    </message>
    <message>
        <source>Refused: nothing will be applied</source>
        <translation>Refusé&#xa0;: rien ne sera appliqué</translation>
    </message>
    <message>
        <source>Total damage: %1</source>
        <translation>Dégâts totaux&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: %2 → %3 health</source>
        <translation>%1&#xa0;: %2 → %3 PV</translation>
    </message>
    <message>
        <source>%1: %2 damage</source>
        <translation>%1&#xa0;: %2 dégâts</translation>
    </message>
    <message>
        <source>%1: refused</source>
        <translation>%1&#xa0;: refusée</translation>
    </message>
    <message>
        <source>Other cards…</source>
        <translation>Autres cartes…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Frapper</translation>
    </message>
    <message numerus="yes">
        <source>Trophy of %n point(s)</source>
        <translation>
            <numerusform>Trophée de %n point</numerusform>
            <numerusform>Trophée de %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Treasure card(s)</source>
        <translation>
            <numerusform>%n carte Trésor</numerusform>
            <numerusform>%n cartes Trésor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <comment>Treasure cards a helper gets</comment>
        <translation>
            <numerusform>%n de plus</numerusform>
            <numerusform>%n de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>Slain: %1 to %2, %3 to %4, %5 to %6</source>
        <translation>Tué&#xa0;: %1 pour %2, %3 pour %4, %5 pour %6</translation>
    </message>
    <message>
        <source>Slain: %1 to %2, %3 to %4</source>
        <translation>Tué&#xa0;: %1 pour %2, %3 pour %4</translation>
    </message>
    <message>
        <source>Slain: %1 to %2</source>
        <translation>Tué&#xa0;: %1 pour %2</translation>
    </message>
</context>
<context>
    <name>PanicMonsterList</name>
    <message>
        <source>%1 %2/%3 · %4 · glued</source>
        <translation>%1 %2/%3 · %4 · collé</translation>
    </message>
    <message>
        <source>%1 %2/%3 · %4</source>
        <translation>%1 %2/%3 · %4</translation>
    </message>
    <message>
        <source>%1, %2 of %3 health, in %4</source>
        <translation>%1, %2 points de vie sur %3, case %4</translation>
    </message>
</context>
<context>
    <name>PanicMonsterMenu</name>
    <message>
        <source>Move %1 to %2</source>
        <translation>Déplacer %1 vers %2</translation>
    </message>
    <message>
        <source>%1 — %2 of %3 health</source>
        <translation>%1 — %2 PV sur %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Stands in %1.</source>
        <translation>Position&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Glued this turn.</source>
        <translation>Collé pour ce tour.</translation>
    </message>
    <message>
        <source>Cannot be slain this turn.</source>
        <translation>Ne peut pas être tué ce tour-ci.</translation>
    </message>
    <message>
        <source>Hit it…</source>
        <translation>Le frapper…</translation>
    </message>
    <message>
        <source>Moved by:</source>
        <translation>Déplacé par&#xa0;:</translation>
    </message>
    <message>
        <source>Move it with:</source>
        <translation>Le déplacer avec&#xa0;:</translation>
    </message>
    <message>
        <source>Cotion of Ponfusion (to its Swordsman space)</source>
        <translation>Cotion de ponfusion (vers sa case des Épéistes)</translation>
    </message>
    <message>
        <source>Drive Him Back! (to its Forest)</source>
        <translation>Repoussez-le&#xa0;! (vers sa Forêt)</translation>
    </message>
    <message>
        <source>Wandering Monster (another colour, same ring)</source>
        <translation>Monstre errant (autre couleur, même zone)</translation>
    </message>
    <message>
        <source>The Wizard (roll 4–6)</source>
        <translation>Le Magicien (jet de 4 à 6)</translation>
    </message>
    <message>
        <source>Nothing: correct the board</source>
        <translation>Rien&#xa0;: corriger le plateau</translation>
    </message>
    <message>
        <source>Correct where it stands…</source>
        <translation>Corriger sa position…</translation>
    </message>
    <message>
        <source>Other cards:</source>
        <translation>Autres cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Flask of Glue</source>
        <translation>Flacon de colle</translation>
    </message>
    <message>
        <source>Out to Lunch</source>
        <translation>Parti déjeuner</translation>
    </message>
    <message>
        <source>Cleric: booga booga</source>
        <translation>Prêtre&#xa0;: bouh bouh</translation>
    </message>
    <message>
        <source>Take it off the board (correction)</source>
        <translation>Le retirer du plateau (correction)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>PanicMonsterToken</name>
    <message>
        <source>%1: health %2</source>
        <translation>%1&#xa0;: %2 points de vie</translation>
    </message>
</context>
<context>
    <name>PanicPlaceDialog</name>
    <message>
        <source>Roll the die</source>
        <translation>Lancer le dé</translation>
    </message>
    <message>
        <source>Rolled %1</source>
        <translation>Résultat&#xa0;: %1</translation>
    </message>
    <message>
        <source>Set-up: draw a Monster</source>
        <translation>Mise en place&#xa0;: tirer un Monstre</translation>
    </message>
    <message>
        <source>Draw from the bag</source>
        <translation>Tirer du sac</translation>
    </message>
    <message>
        <source>Set-up: placed %1 of %2 Monsters</source>
        <translation>Mise en place&#xa0;: %1 sur %2 Monstres placés</translation>
    </message>
    <message>
        <source>Placed %1 of %2 this turn</source>
        <translation>%1 sur %2 placés ce tour-ci</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monstre</translation>
    </message>
    <message>
        <source>Curse token</source>
        <translation>Jeton Malédiction</translation>
    </message>
    <message>
        <source>Arc</source>
        <translation>Arc</translation>
    </message>
    <message>
        <source>The Loaded Die chose the arc</source>
        <translation>Le Dé pipé a choisi l&apos;arc</translation>
    </message>
    <message>
        <source>Find a Monster in the bag</source>
        <translation>Chercher un Monstre dans le sac</translation>
    </message>
    <message>
        <source>The bag has no Monster left.</source>
        <translation>Il ne reste aucun Monstre dans le sac.</translation>
    </message>
    <message>
        <source>No Monster of that name in the bag.</source>
        <translation>Aucun Monstre de ce nom dans le sac.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 goes to the Archer space of arc %2</source>
        <translation>%1 va sur la case des Archers de l&apos;arc %2</translation>
    </message>
    <message>
        <source>%1 goes to the Forest space of arc %2</source>
        <translation>%1 va sur la case de la Forêt de l&apos;arc %2</translation>
    </message>
    <message>
        <source>Choose an arc, then a token.</source>
        <translation>Choisissez un arc, puis un jeton.</translation>
    </message>
    <message>
        <source>The referee allows it (nothing applied yet)</source>
        <translation>L&apos;arbitre l&apos;autorise (rien n&apos;est encore appliqué)</translation>
    </message>
    <message>
        <source>Refused: nothing will be applied</source>
        <translation>Refusé&#xa0;: rien ne sera appliqué</translation>
    </message>
    <message>
        <source>The bag has no Curse token left.</source>
        <translation>Il ne reste aucun jeton Malédiction dans le sac.</translation>
    </message>
    <message>
        <source>Its roll</source>
        <translation>Son jet</translation>
    </message>
    <message>
        <source>Roll for the token</source>
        <translation>Lancer le dé pour le jeton</translation>
    </message>
    <message>
        <source>Cancelled by</source>
        <translation>Annulé par</translation>
    </message>
    <message>
        <source>Not cancelled</source>
        <translation>Non annulé</translation>
    </message>
    <message>
        <source>Wishing Ring</source>
        <translation>Anneau de souhait</translation>
    </message>
    <message>
        <source>Invisibility Potion</source>
        <translation>Potion d&apos;invisibilité</translation>
    </message>
    <message>
        <source>The board shows what the token does before it is recorded.</source>
        <translation>Le plateau montre l&apos;effet du jeton avant qu&apos;il soit enregistré.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placer</translation>
    </message>
    <message>
        <source>Show on the board</source>
        <translation>Voir sur le plateau</translation>
    </message>
</context>
<context>
    <name>PanicPreviewPanel</name>
    <message>
        <source>Tower %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Wall %1</source>
        <translation>Muraille %1</translation>
    </message>
    <message>
        <source>Curse token: what it will do</source>
        <translation>Jeton Malédiction&#xa0;: ce qu&apos;il va faire</translation>
    </message>
    <message>
        <source>Move Monsters: what will happen</source>
        <translation>Déplacer les monstres&#xa0;: ce qui va se passer</translation>
    </message>
    <message>
        <source>Whatever the players choose:</source>
        <translation>Quel que soit le choix des joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Nothing moves.</source>
        <translation>Rien ne bouge.</translation>
    </message>
    <message>
        <source>%1 is hit by %2 at once: which one takes the damage?</source>
        <translation>%1 est heurtée par %2 en même temps&#xa0;: lequel subit les dégâts&#xa0;?</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Legal: confirm once the pieces are moved.</source>
        <translation>Autorisé&#xa0;: confirmez une fois les pions déplacés.</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
</context>
<context>
    <name>PanicScore</name>
    <message>
        <source>The Castle has fallen: the Monsters win.</source>
        <translation>Le Château est tombé&#xa0;: les Monstres gagnent.</translation>
    </message>
    <message>
        <source>★ %1 is the Master Munchkin!</source>
        <translation>★ %1 devient Maître Munchkin&#xa0;!</translation>
    </message>
    <message>
        <source>★ %1 tie for Master Munchkin: settle it with a thumb war.</source>
        <translation>★ %1 sont à égalité pour le titre de Maître Munchkin&#xa0;: départagez-les par un combat de pouces.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>★ The Castle stands: you win!</source>
        <translation>★ Le Château tient bon&#xa0;: vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>No Trophies yet</source>
        <translation>Aucun Trophée pour l&apos;instant</translation>
    </message>
    <message>
        <source>Tied for the lead: %1</source>
        <translation>À égalité en tête&#xa0;: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>In the lead: %1 with %n point(s)</source>
        <translation>
            <numerusform>En tête&#xa0;: %1 avec %n point</numerusform>
            <numerusform>En tête&#xa0;: %1 avec %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 (%n kill(s))</source>
        <translation>
            <numerusform>%1 %2 (%n monstre tué)</numerusform>
            <numerusform>%1 %2 (%n monstres tués)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n Tower(s) standing</source>
        <translation>
            <numerusform>%n Tour debout</numerusform>
            <numerusform>%n Tours debout</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Monster(s) in the bag</source>
        <translation>
            <numerusform>%n Monstre dans le sac</numerusform>
            <numerusform>%n Monstres dans le sac</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PanicSeatCard</name>
    <message>
        <source>One %1 fewer for %2</source>
        <translation>%1 pour %2&#xa0;: moins un</translation>
    </message>
    <message>
        <source>One %1 more for %2</source>
        <translation>%1 pour %2&#xa0;: plus un</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>son tour</translation>
    </message>
    <message>
        <source>LOSE HELP: no deals</source>
        <translation>PRIVÉ D&apos;AIDE&#xa0;: aucun marché</translation>
    </message>
    <message>
        <source>%1 Treasure waiting</source>
        <translation>Trésors en attente&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (%2+%3)</source>
        <translation>%1 (%2+%3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Castle cards</source>
        <translation>Cartes Château</translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation>Trésors</translation>
    </message>
    <message numerus="yes">
        <source>%n kill(s)</source>
        <translation>
            <numerusform>%n monstre tué</numerusform>
            <numerusform>%n monstres tués</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PanicTablePage</name>
    <message>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <source>The Wizard rolled %1. Tap the space %2 goes to.</source>
        <translation>Le Magicien a obtenu %1. Touchez la case où va %2.</translation>
    </message>
    <message>
        <source>Tap the space %1 goes to.</source>
        <translation>Touchez la case où va %1.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>PanicTurnBar</name>
    <message>
        <source>Set-up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Place %1 Monsters in the Archer ring</source>
        <translation>Placez %1 Monstres dans la zone des Archers</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Tour de %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Roll for each Monster and tap its Archer space, or use Place.</source>
        <translation>Lancez le dé pour chaque Monstre et touchez sa case des Archers, ou utilisez «&#xa0;Placer&#xa0;».</translation>
    </message>
    <message>
        <source>%1 may discard one Castle card, then draws up to %2.</source>
        <translation>%1 peut défausser une carte Château, puis complète sa main jusqu&apos;à %2 cartes.</translation>
    </message>
    <message>
        <source>%1 holds %2 Treasure cards, over the limit of %3: give the rest away.</source>
        <translation>%1 a %2 cartes Trésor, au-delà de la limite de %3&#xa0;: donnez le surplus.</translation>
    </message>
    <message>
        <source>%1&apos;s Treasure is within the limit of %2.</source>
        <translation>Les Trésors de %1 ne dépassent pas la limite de %2.</translation>
    </message>
    <message>
        <source>Tap a Monster to hit or move it; drag it to move it.</source>
        <translation>Touchez un Monstre pour le frapper ou le déplacer&#xa0;; faites-le glisser pour le déplacer.</translation>
    </message>
    <message>
        <source>The Treasure earned this turn joins the hands.</source>
        <translation>Les Trésors gagnés ce tour-ci rejoignent les mains.</translation>
    </message>
    <message>
        <source>The Monsters have moved.</source>
        <translation>Les Monstres se sont déplacés.</translation>
    </message>
    <message>
        <source>Preview the move on the board, then confirm it.</source>
        <translation>Prévisualisez le déplacement sur le plateau, puis confirmez-le.</translation>
    </message>
    <message>
        <source>Placed %1 of %2: draw from the bag and roll for the arc.</source>
        <translation>%1 sur %2 placés&#xa0;: tirez du sac et lancez le dé pour l&apos;arc.</translation>
    </message>
    <message>
        <source>Draw from the bag</source>
        <translation>Tirer du sac</translation>
    </message>
    <message>
        <source>Give Charity</source>
        <translation>Faire la charité</translation>
    </message>
    <message>
        <source>Sleep Potion</source>
        <translation>Potion de sommeil</translation>
    </message>
    <message>
        <source>Move Monsters</source>
        <translation>Déplacer les monstres</translation>
    </message>
    <message>
        <source>Play a card…</source>
        <translation>Jouer une carte…</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Suivant&#xa0;: %1</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
</context>
<context>
    <name>PhoneOffers</name>
    <message>
        <source>%1 offers %2 a deal.</source>
        <translation>%1 propose un marché à %2.</translation>
    </message>
    <message>
        <source>%1 offers to help %2.</source>
        <translation>%1 propose d&apos;aider %2.</translation>
    </message>
    <message>
        <source>%1 offers %2 a deal: “%3”</source>
        <translation>%1 propose un marché à %2&#xa0;: «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>%1 offers to help %2: “%3”</source>
        <translation>%1 propose d&apos;aider %2&#xa0;: «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>Deals from the phones</source>
        <translation>Marchés proposés par téléphone</translation>
    </message>
    <message>
        <source>Help from the phones</source>
        <translation>Aide proposée par téléphone</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>▶ Their turn</source>
        <translation>▶ Son tour</translation>
    </message>
    <message>
        <source>DEAD</source>
        <translation>MORT</translation>
    </message>
    <message>
        <source>⚔ In the fight</source>
        <translation>⚔ Au combat</translation>
    </message>
    <message>
        <source>★ Winner</source>
        <translation>★ Vainqueur</translation>
    </message>
    <message>
        <source>%1, Level %2</source>
        <translation>%1, Niveau %2</translation>
    </message>
    <message>
        <source>♀ Female</source>
        <translation>♀ Femme</translation>
    </message>
    <message>
        <source>♂ Male</source>
        <translation>♂ Homme</translation>
    </message>
    <message>
        <source>Sex not set</source>
        <translation>Sexe non précisé</translation>
    </message>
    <message>
        <source>Strength %1 · Gear %2 (one number)</source>
        <translation>Force %1 · Équipement %2 (un seul total)</translation>
    </message>
    <message>
        <source>Strength %1 · Gear %2</source>
        <translation>Force %1 · Équipement %2</translation>
    </message>
    <message>
        <source>No Race or Class cards</source>
        <translation>Aucune carte Race ou Classe</translation>
    </message>
    <message>
        <source>Items %1 (%2 equipped) · Rides %3 · Hirelings %4 · Curses %5</source>
        <translation>Objets %1 (%2 équipés) · Montures %3 · Larbins %4 · Malédictions %5</translation>
    </message>
    <message>
        <source>Sell…</source>
        <translation>Vendre…</translation>
    </message>
</context>
<context>
    <name>PlayerItemForm</name>
    <message>
        <source>Name of the Item</source>
        <translation>Nom de l&apos;Objet</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Headgear</source>
        <translation>Couvre-chef</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>Footgear</source>
        <translation>Chaussures</translation>
    </message>
    <message>
        <source>1 Hand</source>
        <translation>1 Main</translation>
    </message>
    <message>
        <source>2 Hands</source>
        <translation>2 Mains</translation>
    </message>
    <message>
        <source>No slot</source>
        <translation>Sans emplacement</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Pièces d&apos;or</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>Gros</translation>
    </message>
    <message>
        <source>Equipped</source>
        <translation>Équipé</translation>
    </message>
    <message>
        <source>Only for</source>
        <translation>Réservé à</translation>
    </message>
    <message>
        <source>Not for</source>
        <translation>Interdit à</translation>
    </message>
    <message>
        <source>Add Item</source>
        <translation>Ajouter l&apos;Objet</translation>
    </message>
</context>
<context>
    <name>PlayerItemRow</name>
    <message>
        <source>Headgear</source>
        <translation>Couvre-chef</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>Footgear</source>
        <translation>Chaussures</translation>
    </message>
    <message>
        <source>1 Hand</source>
        <translation>1 Main</translation>
    </message>
    <message>
        <source>2 Hands</source>
        <translation>2 Mains</translation>
    </message>
    <message>
        <source>No slot</source>
        <translation>Sans emplacement</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>Gros</translation>
    </message>
    <message>
        <source>%1 Gold</source>
        <translation>%1 pièces d&apos;or</translation>
    </message>
    <message>
        <source>held by a Hireling</source>
        <translation>transporté par un Larbin</translation>
    </message>
    <message>
        <source>on Cheat!</source>
        <translation>avec Triche&#xa0;!</translation>
    </message>
    <message>
        <source>✓ Its bonus counts</source>
        <translation>✓ Son bonus compte</translation>
    </message>
    <message>
        <source>✕ Its bonus does not count</source>
        <translation>✕ Son bonus ne compte pas</translation>
    </message>
    <message>
        <source>Equipped</source>
        <translation>Équipé</translation>
    </message>
    <message>
        <source>Carried</source>
        <translation>Transporté</translation>
    </message>
    <message>
        <source>Lose</source>
        <translation>Perdre</translation>
    </message>
</context>
<context>
    <name>PlayerLevelControl</name>
    <message>
        <source>%1 loses a level</source>
        <translation>%1 perd un niveau</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>%1: Level %2</source>
        <translation>%1&#xa0;: Niveau %2</translation>
    </message>
    <message>
        <source>%1 goes up a level</source>
        <translation>%1 gagne un niveau</translation>
    </message>
</context>
<context>
    <name>PlayerNamedList</name>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune carte</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Name of the card</source>
        <translation>Nom de la carte</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>Race</source>
        <translation>Race</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <source>Citizenship</source>
        <translation>Citoyenneté</translation>
    </message>
    <message>
        <source>doubler</source>
        <translation>cumul</translation>
    </message>
    <message>
        <source>Level, sex and life</source>
        <translation>Niveau, sexe et vie</translation>
    </message>
    <message>
        <source>Strength %1 · Gear %2</source>
        <translation>Force %1 · Équipement %2</translation>
    </message>
    <message>
        <source>♀ Female</source>
        <translation>♀ Femme</translation>
    </message>
    <message>
        <source>♂ Male</source>
        <translation>♂ Homme</translation>
    </message>
    <message>
        <source>DEAD</source>
        <translation>MORT</translation>
    </message>
    <message>
        <source>Alive</source>
        <translation>En vie</translation>
    </message>
    <message>
        <source>Dies</source>
        <translation>Mourir</translation>
    </message>
    <message>
        <source>Character cards</source>
        <translation>Cartes de personnage</translation>
    </message>
    <message>
        <source>No Race, Class or other character card in play.</source>
        <translation>Aucune Race, Classe ou autre carte de personnage en jeu.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <source>Race, Class… (e.g. Elf)</source>
        <translation>Race, Classe… (p. ex. Elfe)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>Emplacements</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <source>Single gear number</source>
        <translation>Un seul total d&apos;équipement</translation>
    </message>
    <message>
        <source>Gear minus one</source>
        <translation>Baisser l&apos;équipement d&apos;un point</translation>
    </message>
    <message>
        <source>Gear plus one</source>
        <translation>Augmenter l&apos;équipement d&apos;un point</translation>
    </message>
    <message>
        <source>The Items below are not added up while the single number is kept.</source>
        <translation>Les Objets ci-dessous ne sont pas additionnés tant que le total unique est conservé.</translation>
    </message>
    <message>
        <source>Gear is what the equipped Items that count add up to.</source>
        <translation>L&apos;équipement est la somme des Objets équipés qui comptent.</translation>
    </message>
    <message>
        <source>Add an Item</source>
        <translation>Ajouter un Objet</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <source>No Items in play.</source>
        <translation>Aucun Objet en jeu.</translation>
    </message>
    <message>
        <source>Rides</source>
        <translation>Montures</translation>
    </message>
    <message>
        <source>Hirelings</source>
        <translation>Larbins</translation>
    </message>
    <message>
        <source>Curses that stay</source>
        <translation>Malédictions durables</translation>
    </message>
    <message>
        <source>In combat</source>
        <translation>En combat</translation>
    </message>
    <message>
        <source>No player called “%1” in this game.</source>
        <translation>Aucun joueur nommé «&#xa0;%1&#xa0;» dans cette partie.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Nothing the table tracks changed</source>
        <translation>Aucun changement suivi à la table</translation>
    </message>
    <message>
        <source>%1 joins the game</source>
        <translation>%1 rejoint la partie</translation>
    </message>
    <message>
        <source>%1: Level %2</source>
        <translation>%1&#xa0;: Niveau %2</translation>
    </message>
    <message>
        <source>%1: gear %2</source>
        <translation>%1&#xa0;: équipement %2</translation>
    </message>
    <message>
        <source>%1: cards %2</source>
        <translation>%1&#xa0;: cartes %2</translation>
    </message>
    <message>
        <source>%1: %2 gone</source>
        <translation>%1&#xa0;: %2 n&apos;est plus en jeu</translation>
    </message>
    <message>
        <source>%1: Rides, Hirelings or Curses changed</source>
        <translation>%1&#xa0;: Montures, Larbins ou Malédictions modifiés</translation>
    </message>
    <message>
        <source>%1 dies</source>
        <translation>%1 meurt</translation>
    </message>
    <message>
        <source>%1 is back</source>
        <translation>%1 revient en jeu</translation>
    </message>
    <message>
        <source>%1 leaves the game</source>
        <translation>%1 quitte la partie</translation>
    </message>
    <message>
        <source>Turn %1: %2&apos;s turn</source>
        <translation>Tour %1&#xa0;: au tour de %2</translation>
    </message>
    <message>
        <source>Phase: %1</source>
        <translation>Phase&#xa0;: %1</translation>
    </message>
    <message>
        <source>A fight begins</source>
        <translation>Un combat commence</translation>
    </message>
    <message>
        <source>The fight is over</source>
        <translation>Le combat est terminé</translation>
    </message>
    <message>
        <source>The fight changed</source>
        <translation>Le combat a changé</translation>
    </message>
    <message>
        <source>The game is won</source>
        <translation>La partie est gagnée</translation>
    </message>
    <message>
        <source>%1 placed in %2</source>
        <translation>%1 entre en jeu en %2</translation>
    </message>
    <message>
        <source>%1: %2 health</source>
        <translation>%1&#xa0;: %2 PV</translation>
    </message>
    <message>
        <source>%1: most health %2</source>
        <translation>%1&#xa0;: PV max %2</translation>
    </message>
    <message>
        <source>Glue on %1</source>
        <translation>Colle sur %1</translation>
    </message>
    <message>
        <source>Glue comes off %1</source>
        <translation>Plus de colle sur %1</translation>
    </message>
    <message>
        <source>%1 cannot be slain this turn</source>
        <translation>Impossible de tuer %1 ce tour-ci</translation>
    </message>
    <message>
        <source>%1 can be slain again</source>
        <translation>On peut de nouveau tuer %1</translation>
    </message>
    <message>
        <source>%1 leaves the board</source>
        <translation>%1 quitte le plateau</translation>
    </message>
    <message>
        <source>Fortify token on Wall %1</source>
        <translation>Jeton Fortification sur la Muraille %1</translation>
    </message>
    <message>
        <source>Fortify token off Wall %1</source>
        <translation>Jeton Fortification retiré de la Muraille %1</translation>
    </message>
    <message>
        <source>Wall %1 stands again</source>
        <translation>La Muraille %1 est reconstruite</translation>
    </message>
    <message>
        <source>Wall %1 destroyed</source>
        <translation>Muraille %1 détruite</translation>
    </message>
    <message>
        <source>Tower %1 stands again</source>
        <translation>La Tour %1 est reconstruite</translation>
    </message>
    <message>
        <source>Tower %1 destroyed</source>
        <translation>Tour %1 détruite</translation>
    </message>
    <message>
        <source>Sleep Potion: no Monster moves this turn</source>
        <translation>Potion de sommeil&#xa0;: aucun Monstre ne bouge ce tour-ci</translation>
    </message>
    <message>
        <source>The Sleep Potion wears off</source>
        <translation>La Potion de sommeil ne fait plus effet</translation>
    </message>
    <message>
        <source>Set-up is done</source>
        <translation>Mise en place terminée</translation>
    </message>
    <message>
        <source>The last Tower has fallen: the game is lost</source>
        <translation>La dernière Tour est tombée&#xa0;: la partie est perdue</translation>
    </message>
    <message>
        <source>The game is over: %1 wins</source>
        <translation>La partie est finie&#xa0;: %1 gagne</translation>
    </message>
    <message>
        <source>The game is over: %1 win</source>
        <translation>La partie est finie&#xa0;: %1 gagnent</translation>
    </message>
    <message>
        <source>The Castle holds: the game is won; %1 is the Master Munchkin</source>
        <translation>Le Château tient bon&#xa0;: la partie est gagnée&#xa0;; %1 est le Maître Munchkin</translation>
    </message>
    <message>
        <source>The Castle holds: the game is won; %1 tie for Master Munchkin</source>
        <translation>Le Château tient bon&#xa0;: la partie est gagnée&#xa0;; %1 sont à égalité pour le titre de Maître Munchkin</translation>
    </message>
    <message>
        <source>the Huge Rock</source>
        <translation>l&apos;Énorme rocher</translation>
    </message>
    <message>
        <source>%1 moves from %2 to %3</source>
        <translation>%1 se déplace de %2 à %3</translation>
    </message>
    <message>
        <source>%1 is glued and stays put</source>
        <translation>%1 ne bouge pas&#xa0;: Flacon de colle</translation>
    </message>
    <message>
        <source>%1 takes 1 damage: %2 health left</source>
        <translation>%1 subit 1 dégât&#xa0;: il lui reste %2 PV</translation>
    </message>
    <message>
        <source>%1 dies on the structure (no Trophy)</source>
        <translation>%1 meurt contre la Tour ou la Muraille (pas de Trophée)</translation>
    </message>
    <message>
        <source>%1 is squished by the Huge Rock (no Trophy)</source>
        <translation>L&apos;Énorme rocher écrase %1 (pas de Trophée)</translation>
    </message>
    <message>
        <source>Wall %1 is destroyed by %2</source>
        <translation>La Muraille %1 est détruite par %2</translation>
    </message>
    <message>
        <source>The Fortify token on Wall %1 takes the hit from %2</source>
        <translation>Le jeton Fortification de la Muraille %1 encaisse le coup de %2</translation>
    </message>
    <message>
        <source>Tower %1 is destroyed by %2</source>
        <translation>La Tour %1 est détruite par %2</translation>
    </message>
    <message>
        <source>The Huge Rock rolls down arc %1</source>
        <translation>L&apos;Énorme rocher dévale l&apos;arc %1</translation>
    </message>
    <message>
        <source>The Huge Rock stops at %1</source>
        <translation>L&apos;Énorme rocher s&apos;arrête en %1</translation>
    </message>
    <message>
        <source>The Curse token is cancelled</source>
        <translation>Le jeton Malédiction est annulé</translation>
    </message>
    <message>
        <source>Place %1 more Monster this turn</source>
        <translation>Placer %1 Monstre de plus ce tour-ci</translation>
    </message>
    <message>
        <source>The current player loses help until their next Play Cards ends</source>
        <translation>Le joueur actif est privé d&apos;aide jusqu&apos;à la fin de sa prochaine phase Jouer des cartes</translation>
    </message>
    <message>
        <source>Castle %1</source>
        <translation>Château %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>One die of the roll for who starts: &quot;Ann 5&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Who starts: %1. %2 starts.</source>
        <extracomment>%1: the rounds of dice (&quot;Ann 6, Bob 6; then Ann 3, Bob 5&quot;), %2: who starts.</extracomment>
        <translation>Qui commence&#xa0;: %1. %2 commence.</translation>
    </message>
    <message>
        <source>; then </source>
        <translation>&#xa0;; puis </translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>No character card (Race, Class...) in play: &quot;Ann: cards none → Elf&quot;.</extracomment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>%1: %2 equipped</source>
        <translation>%1&#xa0;: %2 (Objet équipé)</translation>
    </message>
    <message>
        <source>%1: %2 carried</source>
        <translation>%1&#xa0;: %2 (Objet transporté)</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1&#xa0;: %2 → %3</translation>
    </message>
    <message>
        <source>%1: plays the %2</source>
        <translation>%1&#xa0;: joue le personnage %2</translation>
    </message>
    <message>
        <source>%1: no character</source>
        <translation>%1&#xa0;: aucun personnage</translation>
    </message>
    <message numerus="yes">
        <source>%1: Trophy %2 (%n point(s))</source>
        <translation>
            <numerusform>%1&#xa0;: Trophée %2 (%n point)</numerusform>
            <numerusform>%1&#xa0;: Trophée %2 (%n points)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: Addition Errors under %2 %3</source>
        <translation>%1&#xa0;: Erreurs d&apos;addition sous %2 %3</translation>
    </message>
    <message>
        <source>%1: loses Trophy %2</source>
        <translation>%1&#xa0;: perd le Trophée %2</translation>
    </message>
    <message>
        <source>%1: kills %2</source>
        <translation>%1&#xa0;: monstres tués %2</translation>
    </message>
    <message>
        <source>%1: Castle cards %2</source>
        <translation>%1&#xa0;: cartes Château %2</translation>
    </message>
    <message>
        <source>%1: Treasure %2</source>
        <translation>%1&#xa0;: cartes Trésor %2</translation>
    </message>
    <message>
        <source>%1: Treasure waiting %2</source>
        <translation>%1&#xa0;: Trésors en attente %2</translation>
    </message>
    <message>
        <source>%1: Lose Help</source>
        <translation>%1&#xa0;: jeton Privé d&apos;aide</translation>
    </message>
    <message>
        <source>%1: may have help again</source>
        <translation>%1&#xa0;: peut de nouveau recevoir de l&apos;aide</translation>
    </message>
    <message numerus="yes">
        <source>%n more Monster(s) to place this turn</source>
        <translation>
            <numerusform>%n Monstre de plus à placer ce tour-ci</numerusform>
            <numerusform>%n Monstres de plus à placer ce tour-ci</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReasonList</name>
    <message>
        <source>Rule: %1 ›</source>
        <translation>Règle&#xa0;: %1 ›</translation>
    </message>
</context>
<context>
    <name>RecordsPage</name>
    <message>
        <source>Records</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Any day</source>
        <translation>Toutes les dates</translation>
    </message>
    <message>
        <source>The last 7 days</source>
        <translation>Les 7 derniers jours</translation>
    </message>
    <message>
        <source>The last 30 days</source>
        <translation>Les 30 derniers jours</translation>
    </message>
    <message>
        <source>The last 12 months</source>
        <translation>Les 12 derniers mois</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <source>This file holds no game yet: records appear after the first one.</source>
        <translation>Ce fichier ne contient encore aucune partie&#xa0;: les statistiques apparaîtront après la première.</translation>
    </message>
    <message>
        <source>%1 of the file&apos;s %2 games counted.</source>
        <translation>%1 des %2 parties du fichier prises en compte.</translation>
    </message>
    <message>
        <source>%1: one game</source>
        <translation>%1&#xa0;: une partie</translation>
    </message>
    <message>
        <source>%1: %2 games</source>
        <translation>%1&#xa0;: %2 parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 Trophy points, %4 kills</source>
        <translation>%1&#xa0;: %2 parties jouées, %3 points de Trophée, %4 monstres tués</translation>
    </message>
    <message>
        <source>%1: %2 played, average Level %3, %4 kills, %5 deaths</source>
        <translation>%1&#xa0;: %2 parties jouées, Niveau moyen %3, %4 monstres tués, %5 morts</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Trophy points</source>
        <translation>Points de Trophée</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Monstres tués</translation>
    </message>
    <message>
        <source>Average Level</source>
        <translation>Niveau moyen</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Morts</translation>
    </message>
    <message>
        <source>Trophy points over the last games</source>
        <translation>Points de Trophée des dernières parties</translation>
    </message>
    <message>
        <source>Final Levels over the last games</source>
        <translation>Niveaux finaux des dernières parties</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Most fought: %1</source>
        <translation>Les plus combattus&#xa0;: %1</translation>
    </message>
    <message>
        <source>Deadliest: %1</source>
        <translation>Les plus meurtriers&#xa0;: %1</translation>
    </message>
    <message>
        <source>Longest game: %1, %2</source>
        <translation>Partie la plus longue&#xa0;: %1, %2</translation>
    </message>
</context>
<context>
    <name>ReportButton</name>
    <message>
        <source>See the game&apos;s report</source>
        <translation>Voir le bilan de la partie</translation>
    </message>
</context>
<context>
    <name>ReportPage</name>
    <message>
        <source>Saved as %1</source>
        <translation>Enregistré sous %1</translation>
    </message>
    <message>
        <source>Game report</source>
        <translation>Bilan de partie</translation>
    </message>
    <message>
        <source>No game is open: its report appears here.</source>
        <translation>Aucune partie ouverte&#xa0;: son bilan s&apos;affiche ici.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Save image</source>
        <translation>Enregistrer l&apos;image</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <source>Levels, turn by turn</source>
        <translation>Niveaux, tour par tour</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>★ %1, winner</source>
        <translation>★ %1, vainqueur</translation>
    </message>
    <message>
        <source>★ %1, Master Munchkin</source>
        <translation>★ %1, Maître Munchkin</translation>
    </message>
    <message>
        <source>The biggest fight</source>
        <translation>Le plus grand combat</translation>
    </message>
    <message>
        <source>What the Castle lost</source>
        <translation>Ce que le Château a perdu</translation>
    </message>
    <message>
        <source>No Tower or Wall fell.</source>
        <translation>Aucune Tour ni Muraille n&apos;est tombée.</translation>
    </message>
</context>
<context>
    <name>ReportPainter</name>
    <message>
        <source>Levels, turn by turn</source>
        <translation>Niveaux, tour par tour</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>The biggest fight</source>
        <translation>Le plus grand combat</translation>
    </message>
    <message>
        <source>What the Castle lost</source>
        <translation>Ce que le Château a perdu</translation>
    </message>
    <message>
        <source>No Tower or Wall fell.</source>
        <translation>Aucune Tour ni Muraille n&apos;est tombée.</translation>
    </message>
    <message>
        <source>Every figure is counted from the game&apos;s log by Arbiter.</source>
        <translation>Tous les chiffres sont calculés par Arbiter à partir du journal de partie.</translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
</context>
<context>
    <name>ReportWords</name>
    <message>
        <source>More Munchkin</source>
        <translation>Plus de Munchkin</translation>
    </message>
    <message>
        <source>Solitaire</source>
        <translation>Solitaire</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>Munchkin Panic (%1)</source>
        <translation>Munchkin Panic (%1)</translation>
    </message>
    <message>
        <source>The Castle fell on turn %1: the players lost together.</source>
        <translation>Le Château est tombé au tour %1&#xa0;: les joueurs ont perdu ensemble.</translation>
    </message>
    <message>
        <source>The Castle still stands on turn %1; nobody has won yet.</source>
        <translation>Le Château tient toujours au tour %1&#xa0;; personne n&apos;a encore gagné.</translation>
    </message>
    <message>
        <source>The Castle stood: every Monster was gone on turn %1.</source>
        <translation>Le Château a tenu&#xa0;: tous les Monstres avaient disparu au tour %1.</translation>
    </message>
    <message>
        <source>The Castle stood: every Monster was gone on turn %1, and %2 is the Master Munchkin.</source>
        <translation>Le Château a tenu&#xa0;: tous les Monstres avaient disparu au tour %1, et %2 est le Maître Munchkin.</translation>
    </message>
    <message>
        <source>Nobody has won yet; the game stands on turn %1.</source>
        <translation>Personne n&apos;a encore gagné&#xa0;; la partie en est au tour %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won on turn %2, reaching the winning Level %3 by killing a Monster.</source>
        <translation>
            <numerusform>%1 a gagné au tour %2, en atteignant le Niveau gagnant %3 grâce à un Monstre tué.</numerusform>
            <numerusform>%1 ont gagné au tour %2, en atteignant le Niveau gagnant %3 grâce à un Monstre tué.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 won on turn %2, reaching the winning Level %3 by a card or a correction.</source>
        <translation>
            <numerusform>%1 a gagné au tour %2, en atteignant le Niveau gagnant %3 grâce à une carte ou une correction.</numerusform>
            <numerusform>%1 ont gagné au tour %2, en atteignant le Niveau gagnant %3 grâce à une carte ou une correction.</numerusform>
        </translation>
    </message>
    <message>
        <source>No fight was decided.</source>
        <translation>Aucun combat n&apos;a été tranché.</translation>
    </message>
    <message>
        <source>Turn %1: %2 against %3, %4 to %5, won.</source>
        <translation>Tour %1&#xa0;: %2 contre %3, %4 à %5, gagné.</translation>
    </message>
    <message>
        <source>Turn %1: %2 against %3, %4 to %5, lost.</source>
        <translation>Tour %1&#xa0;: %2 contre %3, %4 à %5, perdu.</translation>
    </message>
    <message>
        <source>Turn %1: %2, helped by %3, against %4, %5 to %6, won.</source>
        <translation>Tour %1&#xa0;: %2, avec l&apos;aide de %3, contre %4, %5 à %6, gagné.</translation>
    </message>
    <message>
        <source>Turn %1: %2, helped by %3, against %4, %5 to %6, lost.</source>
        <translation>Tour %1&#xa0;: %2, avec l&apos;aide de %3, contre %4, %5 à %6, perdu.</translation>
    </message>
    <message>
        <source>Cards played: %1.</source>
        <translation>Cartes jouées&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Turn %1: the Tower of arc %2 fell.</source>
        <translation>Au tour %1, la Tour de l&apos;arc %2 est tombée.</translation>
    </message>
    <message>
        <source>Turn %1: the Wall of arc %2 fell.</source>
        <translation>Au tour %1, la Muraille de l&apos;arc %2 est tombée.</translation>
    </message>
    <message>
        <source>Turns: %1 · Actions: %2</source>
        <translation>Tours&#xa0;: %1 · Actions&#xa0;: %2</translation>
    </message>
    <message>
        <source>Trophy points</source>
        <translation>Points de Trophée</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Monstres tués</translation>
    </message>
    <message>
        <source>Trophies</source>
        <translation>Trophées</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Levels by kills</source>
        <translation>Niveaux en combat</translation>
    </message>
    <message>
        <source>Levels by selling</source>
        <translation>Niveaux par vente</translation>
    </message>
    <message>
        <source>Levels by cards</source>
        <translation>Niveaux par cartes</translation>
    </message>
    <message>
        <source>Levels lost</source>
        <translation>Niveaux perdus</translation>
    </message>
    <message>
        <source>Help given</source>
        <translation>Aides données</translation>
    </message>
    <message>
        <source>Help received</source>
        <translation>Aides reçues</translation>
    </message>
    <message>
        <source>Ran away</source>
        <translation>Fuites réussies</translation>
    </message>
    <message>
        <source>Caught</source>
        <translation>Fuites ratées</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Morts</translation>
    </message>
    <message>
        <source>Curses</source>
        <translation>Malédictions</translation>
    </message>
    <message>
        <source>Items sold</source>
        <translation>Objets vendus</translation>
    </message>
</context>
<context>
    <name>Rule summary</name>
    <message>
        <source>Bad Stuff is done only to a player a monster caught: the fighter and helper of a lost fight, and of them whoever then fails a roll to run away. The screens offer it, and death by it, to them alone.</source>
        <translation>L&apos;incident fâcheux ne frappe qu&apos;un joueur rattrapé par un monstre&#xa0;: parmi le combattant et l&apos;allié d&apos;un combat perdu, celui qui rate ensuite son jet pour déguerpir. Les écrans ne proposent l&apos;incident fâcheux, et la mort qu&apos;il peut causer, qu&apos;à ces joueurs-là.</translation>
    </message>
    <message>
        <source>A monster that catches you may kill you: you then die as described under Death.</source>
        <translation>Un monstre qui vous rattrape peut vous tuer&#xa0;: vous mourez alors comme décrit dans la section Mort.</translation>
    </message>
    <message>
        <source>A monster that catches you may take Items; the victim picks which when the card allows a choice.</source>
        <translation>Un monstre qui vous rattrape peut vous prendre des Objets&#xa0;; si la carte laisse le choix, c&apos;est la victime qui choisit lesquels.</translation>
    </message>
    <message>
        <source>Levels lost to Bad Stuff come off at once, but no one drops below Level 1.</source>
        <translation>Les niveaux perdus à cause d&apos;un incident fâcheux sont retirés aussitôt, mais personne ne descend sous le Niveau 1.</translation>
    </message>
    <message>
        <source>A Race, Class, Faction or Citizenship card may be discarded at any time, even in combat; you then have none of that kind until you play another.</source>
        <translation>Une carte Race, Classe, Faction ou Citoyenneté peut être défaussée à tout moment, même en combat&#xa0;; vous n&apos;avez alors plus aucune carte de ce type jusqu&apos;à ce que vous en jouiez une autre.</translation>
    </message>
    <message>
        <source>Half-Breed, Super Munchkin, Double Life and Dual Citizenship each let you hold two cards of one kind instead of one.</source>
        <translation>Sang-mêlé, Super Munchkin, Double Life et Dual Citizenship permettent chacun d&apos;avoir deux cartes d&apos;un même type au lieu d&apos;une.</translation>
    </message>
    <message>
        <source>A doubling card can only be played onto a character card of its kind that is already in play.</source>
        <translation>Une carte de cumul ne peut être jouée que sur une carte de personnage de son type déjà en jeu.</translation>
    </message>
    <message>
        <source>Each game has its own kinds of character card: Race and Class (Deluxe), Class with the Cultist (Cthulhu), Citizenship and Rides (Nightmare), Class and Faction (Pathfinder).</source>
        <translation>Chaque jeu a ses propres types de cartes de personnage&#xa0;: Race et Classe (Deluxe), Classe avec le Cultiste (Cthulhu), Citoyenneté et Montures (Nightmare), Classe et Faction (Pathfinder).</translation>
    </message>
    <message>
        <source>You may never have two copies of the same character card in play.</source>
        <translation>Vous ne pouvez jamais avoir en jeu deux exemplaires de la même carte de personnage.</translation>
    </message>
    <message>
        <source>Without a doubling card a character has at most one card of each kind in play.</source>
        <translation>Sans carte de cumul, un personnage a au plus une carte de chaque type en jeu.</translation>
    </message>
    <message>
        <source>A dead player&apos;s hand was looted with the body, so there is no hand to give away or discard.</source>
        <translation>La main d&apos;un joueur mort a été pillée avec son cadavre&#xa0;: il n&apos;a donc plus de main à donner ni à défausser.</translation>
    </message>
    <message>
        <source>Cards given to several tied players are split as evenly as possible; the giver decides who gets the cards left over.</source>
        <translation>Les cartes données à plusieurs joueurs à égalité sont réparties aussi équitablement que possible&#xa0;; le donateur décide qui reçoit les cartes restantes.</translation>
    </message>
    <message>
        <source>A giver who is the lowest Level, or tied for it, discards the excess instead of giving it away.</source>
        <translation>Un donateur qui a le plus bas Niveau, seul ou à égalité, défausse l&apos;excédent au lieu de le donner.</translation>
    </message>
    <message>
        <source>At the end of a turn a hand may hold at most five cards (unless a card raises it); the excess must be played or given away.</source>
        <translation>À la fin d&apos;un tour, une main peut contenir au plus cinq cartes (sauf si une carte augmente cette limite)&#xa0;; l&apos;excédent doit être joué ou donné.</translation>
    </message>
    <message>
        <source>The excess cards go to the living player with the lowest Level.</source>
        <translation>Les cartes en excédent vont au joueur vivant qui a le plus bas Niveau.</translation>
    </message>
    <message>
        <source>In Deluxe a helper who is an Elf goes up one level for every monster slain in the fight.</source>
        <translation>Dans Deluxe, un allié Elfe gagne un niveau pour chaque monstre tué pendant le combat.</translation>
    </message>
    <message>
        <source>A monster got rid of without killing it is still a win over it, but gives no level and, unless the card says so, no Treasure.</source>
        <translation>Un monstre dont on se débarrasse sans le tuer compte quand même comme vaincu, mais ne rapporte aucun niveau et, sauf si la carte le précise, aucun Trésor.</translation>
    </message>
    <message>
        <source>Enhancers raise or lower one monster&apos;s strength and change its Treasure; several on one monster add up.</source>
        <translation>Les Amplificateurs augmentent ou diminuent la force d&apos;un monstre et modifient ses Trésors&#xa0;; s&apos;il y en a plusieurs sur un même monstre, ils s&apos;additionnent.</translation>
    </message>
    <message>
        <source>A citizen of Thanksgiving Town helped to kill a monster of Level 10 or more draws one extra Treasure, and so does the helper.</source>
        <translation>Un citoyen de Thanksgiving Town aidé pour tuer un monstre de Niveau 10 ou plus pioche un Trésor supplémentaire, et son allié aussi.</translation>
    </message>
    <message>
        <source>A helper adds his whole combat strength to yours, and the monster&apos;s abilities and weaknesses apply to him as well.</source>
        <translation>Un allié ajoute toute sa force de combat à la vôtre, et les capacités et faiblesses du monstre s&apos;appliquent aussi à lui.</translation>
    </message>
    <message>
        <source>In Nightmare a Demon may be played from the hand into a fight against another Demon without Wandering Monster.</source>
        <translation>Dans Nightmare, un Démon peut être joué depuis la main dans un combat contre un autre Démon, sans Monstre errant.</translation>
    </message>
    <message>
        <source>In Pathfinder a Goblin may be played from the hand into a fight against another Goblin without Wandering Monster; the Hemogoblin counts as both Goblin and Undead.</source>
        <translation>Dans Pathfinder, un Gobelin peut être joué depuis la main dans un combat contre un autre Gobelin, sans Monstre errant&#xa0;; le Hemogoblin compte à la fois comme Gobelin et comme Mort-vivant.</translation>
    </message>
    <message>
        <source>In Cthulhu a monster whose name ends in &quot;goth&quot; may bring one more goth into its fight; a goth summoned this way summons nobody.</source>
        <translation>Dans Cthulhu, un monstre dont le nom se termine par «&#xa0;goth&#xa0;» peut faire venir un goth de plus dans son combat&#xa0;; un goth invoqué de cette façon n&apos;invoque personne.</translation>
    </message>
    <message>
        <source>Looking for Trouble is playing a monster from your own hand to fight it on your own turn; it starts a fight and never adds a monster to one already going.</source>
        <translation>Chercher la bagarre, c&apos;est jouer un monstre de votre main pour le combattre pendant votre propre tour&#xa0;; cela lance un combat et n&apos;ajoute jamais de monstre à un combat déjà en cours.</translation>
    </message>
    <message>
        <source>An Undead monster may be played from the hand into a fight against another Undead without Wandering Monster.</source>
        <translation>Un monstre Mort-vivant peut être joué depuis la main dans un combat contre un autre Mort-vivant, sans Monstre errant.</translation>
    </message>
    <message>
        <source>Other players may add a monster to a fight by playing it with Wandering Monster; every monster joins the one combined fight.</source>
        <translation>Les autres joueurs peuvent ajouter un monstre à un combat en le jouant avec Monstre errant&#xa0;; tous les monstres rejoignent un seul et même combat.</translation>
    </message>
    <message>
        <source>After winning, wait a reasonable moment (about 2.6 seconds, 3.75 in Pathfinder) for anyone to interfere before the kill is final.</source>
        <translation>Après avoir gagné, attendez un délai raisonnable (environ 2,6 secondes, 3,75 dans Pathfinder) pour laisser chacun intervenir avant que la victoire soit définitive.</translation>
    </message>
    <message>
        <source>When a monster makes you fight with your Level only, that holds for the whole fight and for the helper too: gear, Rides, abilities and one-shots do not count.</source>
        <translation>Quand un monstre vous oblige à combattre avec votre seul Niveau, cela vaut pour tout le combat et pour l&apos;allié aussi&#xa0;: l&apos;équipement, les Montures, les capacités et les objets à usage unique ne comptent pas.</translation>
    </message>
    <message>
        <source>A monster&apos;s strength is its Level plus its Enhancers and bonuses; several monsters fight with their combined strength.</source>
        <translation>La force d&apos;un monstre est son Niveau plus ses Amplificateurs et ses bonus&#xa0;; plusieurs monstres combattent avec leur force combinée.</translation>
    </message>
    <message>
        <source>You win only with a strength greater than the monsters&apos;; a tie goes to the monsters.</source>
        <translation>Vous ne gagnez qu&apos;avec une force supérieure à celle des monstres&#xa0;; en cas d&apos;égalité, les monstres l&apos;emportent.</translation>
    </message>
    <message>
        <source>A fight that is lost ends in running away from every monster left: nothing is gained, not even for monsters already removed.</source>
        <translation>Un combat perdu se termine par une fuite devant tous les monstres restants&#xa0;: rien n&apos;est gagné, pas même pour les monstres déjà retirés.</translation>
    </message>
    <message>
        <source>Only one other player may help in a fight; anyone may still play cards on it.</source>
        <translation>Un seul autre joueur peut aider dans un combat&#xa0;; tout le monde peut quand même y jouer des cartes.</translation>
    </message>
    <message>
        <source>Your combat strength is your Level plus equipped gear, Rides, abilities and the one-shots played for you.</source>
        <translation>Votre force de combat est votre Niveau plus vos Objets équipés, vos Montures, vos capacités et les objets à usage unique joués en votre faveur.</translation>
    </message>
    <message>
        <source>Each monster killed gives one level, or what its card says; a helper gains none unless an ability says so.</source>
        <translation>Chaque monstre tué rapporte un niveau, ou ce qu&apos;indique sa carte&#xa0;; un allié n&apos;en gagne aucun, sauf si une capacité le prévoit.</translation>
    </message>
    <message>
        <source>Each monster killed gives the Treasures on its card, changed by the Enhancers played on it; the fighter draws them all.</source>
        <translation>Chaque monstre tué rapporte les Trésors indiqués sur sa carte, modifiés par les Amplificateurs joués sur lui&#xa0;; le combattant les pioche tous.</translation>
    </message>
    <message>
        <source>A citizen of Thanksgiving Town gets an extra +2 in combat for each Ride.</source>
        <translation>Un citoyen de Thanksgiving Town a un bonus supplémentaire de +2 en combat pour chaque Monture.</translation>
    </message>
    <message>
        <source>Faster Play option: when a fighter with a helper reaches the winning level, the helper wins too.</source>
        <translation>Option Partie rapide&#xa0;: quand un combattant aidé d&apos;un allié atteint le niveau de victoire, l&apos;allié gagne aussi.</translation>
    </message>
    <message>
        <source>A monster&apos;s bonus or penalty against a Race, Class, Faction, Citizenship or sex applies when the fighter or the helper has it.</source>
        <translation>Le bonus ou la pénalité d&apos;un monstre contre une Race, une Classe, une Faction, une Citoyenneté ou un sexe s&apos;applique dès que le combattant ou l&apos;allié l&apos;a.</translation>
    </message>
    <message>
        <source>A monster&apos;s bonus against a card counts once per fight, even when both the fighter and the helper have that card.</source>
        <translation>Le bonus d&apos;un monstre contre une carte ne compte qu&apos;une fois par combat, même si le combattant et l&apos;allié ont tous deux cette carte.</translation>
    </message>
    <message>
        <source>In Deluxe a side with a Warrior, as fighter or helper, wins a tie.</source>
        <translation>Dans Deluxe, un camp qui compte un Guerrier, comme combattant ou comme allié, gagne en cas d&apos;égalité.</translation>
    </message>
    <message>
        <source>From the strengths as they stand: the least strength the players must add to win (a tie is enough only when they win ties), or, while they are winning, the least the monsters must add to turn the fight.</source>
        <translation>D&apos;après les forces actuelles&#xa0;: le minimum que les joueurs doivent ajouter pour gagner (une égalité ne suffit que s&apos;ils gagnent les égalités) ou, s&apos;ils sont en train de gagner, le minimum que les monstres doivent ajouter pour renverser le combat.</translation>
    </message>
    <message>
        <source>A card or ability that says so lets the players win a tie.</source>
        <translation>Une carte ou une capacité qui le précise permet aux joueurs de gagner en cas d&apos;égalité.</translation>
    </message>
    <message>
        <source>When every player is a Cultist the game ends and the highest Level wins (ties share the win).</source>
        <translation>Quand tous les joueurs sont Cultistes, la partie se termine et le plus haut Niveau l&apos;emporte (les ex æquo se partagent la victoire).</translation>
    </message>
    <message>
        <source>Told to become a Cultist, you must take a Cultist from its own discard pile if one waits there; with none, nothing happens; a Cultist already stays as he is.</source>
        <translation>Quand une carte vous dit de devenir Cultiste, vous devez prendre un Cultiste dans la défausse des Cultistes s&apos;il y en a un&#xa0;; s&apos;il n&apos;y en a aucun, rien ne se passe&#xa0;; si vous êtes déjà Cultiste, rien ne change.</translation>
    </message>
    <message>
        <source>When all players but one are Cultists, that one goes up a level, and this level may be the winning one.</source>
        <translation>Quand tous les joueurs sauf un sont Cultistes, celui-ci gagne un niveau, et ce niveau peut être celui de la victoire.</translation>
    </message>
    <message>
        <source>The Cultist card can be lost to cards, never discarded by choice.</source>
        <translation>La carte Cultiste peut être perdue à cause d&apos;autres cartes, mais jamais défaussée volontairement.</translation>
    </message>
    <message>
        <source>While only one Cultist is in play, nothing but Divine Intervention takes the Class away.</source>
        <translation>Tant qu&apos;il n&apos;y a qu&apos;un seul Cultiste en jeu, seule la carte Intervention divine peut lui retirer cette Classe.</translation>
    </message>
    <message>
        <source>Discarded Cultist cards go to a pile of their own, which is not a discard pile for any other purpose.</source>
        <translation>Les cartes Cultiste défaussées vont dans une pile à part, qui ne compte comme défausse pour rien d&apos;autre.</translation>
    </message>
    <message>
        <source>A dead character receives no cards at all, not even Charity.</source>
        <translation>Un personnage mort ne reçoit aucune carte, pas même par la Charité.</translation>
    </message>
    <message>
        <source>On death you keep your character cards, their doubling cards, your Level and the Curses on you; everything else is lost.</source>
        <translation>À votre mort, vous gardez vos cartes de personnage, leurs cartes de cumul, votre Niveau et les Malédictions qui vous affectent&#xa0;; tout le reste est perdu.</translation>
    </message>
    <message>
        <source>Each other living player takes one card from the body; when it runs out the rest get nothing, and what is left is discarded.</source>
        <translation>Chaque autre joueur vivant prend une carte sur le cadavre&#xa0;; quand il n&apos;y en a plus, les suivants n&apos;ont rien, et ce qui reste à la fin est défaussé.</translation>
    </message>
    <message>
        <source>The body is looted highest Level first.</source>
        <translation>Le cadavre est pillé en commençant par le plus haut Niveau.</translation>
    </message>
    <message>
        <source>Players tied in Level roll a die to decide who loots first.</source>
        <translation>Les joueurs à égalité de Niveau lancent un dé pour décider qui pille en premier.</translation>
    </message>
    <message>
        <source>Once dead you need not run from the remaining monsters.</source>
        <translation>Une fois mort, vous n&apos;avez pas à déguerpir devant les monstres restants.</translation>
    </message>
    <message>
        <source>Only one suit of Armor can be equipped at a time.</source>
        <translation>Une seule Armure peut être équipée à la fois.</translation>
    </message>
    <message>
        <source>You may carry any number of Small items but only one Big one.</source>
        <translation>Vous pouvez transporter autant de petits Objets que vous voulez, mais un seul Gros.</translation>
    </message>
    <message>
        <source>In Deluxe a Dwarf may carry any number of Big items.</source>
        <translation>Dans Deluxe, un Nain peut transporter autant de Gros Objets qu&apos;il veut.</translation>
    </message>
    <message>
        <source>An Item in play but not equipped is only carried: its bonus does not count.</source>
        <translation>Un Objet en jeu mais non équipé est seulement transporté&#xa0;: son bonus ne compte pas.</translation>
    </message>
    <message>
        <source>An Item attached to a Cheat! card ignores the equip limits and restrictions.</source>
        <translation>Un Objet attaché à une carte «&#xa0;Cheat!&#xa0;» ignore les limites et les restrictions d&apos;équipement.</translation>
    </message>
    <message>
        <source>A doubling card on a single character card gives that card&apos;s advantages without its disadvantages, such as Items forbidden to it (Nightmare&apos;s Dual Citizenship gives only the monster part).</source>
        <translation>Une carte de cumul posée sur une seule carte de personnage en donne les avantages sans les inconvénients, comme les Objets qui lui sont interdits (dans Nightmare, Dual Citizenship ne donne que la partie qui concerne les monstres).</translation>
    </message>
    <message>
        <source>Only one pair of Footgear can be equipped at a time.</source>
        <translation>Une seule paire de Chaussures peut être équipée à la fois.</translation>
    </message>
    <message>
        <source>An Item forbidden to a Race, Class, Faction, Citizenship or sex gives no bonus to a character who has it.</source>
        <translation>Un Objet interdit à une Race, une Classe, une Faction, une Citoyenneté ou un sexe ne donne aucun bonus à un personnage qui l&apos;a.</translation>
    </message>
    <message>
        <source>You may equip two 1-Hand Items or one 2-Hands Item.</source>
        <translation>Vous pouvez équiper deux Objets à 1 Main ou un Objet à 2 Mains.</translation>
    </message>
    <message>
        <source>Only one Headgear can be equipped at a time.</source>
        <translation>Un seul Couvre-chef peut être équipé à la fois.</translation>
    </message>
    <message>
        <source>A Hireling (in Nightmare, a Ride) can hold one Item beyond the equip and Big-item limits.</source>
        <translation>Un Larbin (dans Nightmare, une Monture) peut porter un Objet au-delà des limites d&apos;équipement et de Gros Objets.</translation>
    </message>
    <message>
        <source>This game has no Big-item limit: any Item may be carried.</source>
        <translation>Ce jeu n&apos;a pas de limite de Gros Objets&#xa0;: tout Objet peut être transporté.</translation>
    </message>
    <message>
        <source>Items cannot be equipped, unequipped or traded during a combat or while running away.</source>
        <translation>Les Objets ne peuvent être ni équipés, ni retirés, ni échangés pendant un combat ou pendant qu&apos;on déguerpit.</translation>
    </message>
    <message>
        <source>In Nightmare a character has only one Ride at a time.</source>
        <translation>Dans Nightmare, un personnage n&apos;a qu&apos;une seule Monture à la fois.</translation>
    </message>
    <message>
        <source>An Item usable only by a Race, Class, Faction, Citizenship or sex gives its bonus only while the character has it.</source>
        <translation>Un Objet réservé à une Race, une Classe, une Faction, une Citoyenneté ou un sexe ne donne son bonus que tant que le personnage l&apos;a.</translation>
    </message>
    <message>
        <source>Every player, Item, card and monster the table enters needs a name that is more than spaces.</source>
        <translation>Chaque joueur, Objet, carte et monstre saisi à la table doit avoir un nom qui ne soit pas fait que d&apos;espaces.</translation>
    </message>
    <message>
        <source>While a combat is going on the turn cannot move on, end or start another fight, and its fighter and helper cannot leave the table.</source>
        <translation>Tant qu&apos;un combat est en cours, le tour ne peut ni avancer, ni se terminer, ni lancer un autre combat, et son combattant et son allié ne peuvent pas quitter la table.</translation>
    </message>
    <message>
        <source>Only the fighter and the helper have a combat bonus of their own in a fight.</source>
        <translation>Dans un combat, seuls le combattant et l&apos;allié ont un bonus de combat propre.</translation>
    </message>
    <message>
        <source>A dead character cannot fight, help, play cards, change gear or die a second time until the new character appears.</source>
        <translation>Un personnage mort ne peut ni combattre, ni aider, ni jouer de cartes, ni changer d&apos;équipement, ni mourir une seconde fois avant l&apos;arrivée de son nouveau personnage.</translation>
    </message>
    <message>
        <source>A die roll entered at the table is a number from 1 to 6, and each player rolls once per roll asked for.</source>
        <translation>Un jet de dé saisi à la table est un nombre de 1 à 6, et chaque joueur lance une fois par jet demandé.</translation>
    </message>
    <message>
        <source>Players are told apart by name, so no two players at a table may share one.</source>
        <translation>Les joueurs se distinguent par leur nom&#xa0;: deux joueurs d&apos;une même table ne peuvent donc pas porter le même.</translation>
    </message>
    <message>
        <source>A player either enters every Item or keeps one gear number: switching to a number needs the Items gone first, and a player keeping a number cannot receive Items.</source>
        <translation>Un joueur saisit soit tous ses Objets, soit un seul total d&apos;équipement&#xa0;: pour passer à un total, il faut d&apos;abord retirer les Objets, et un joueur qui garde un total ne peut pas recevoir d&apos;Objets.</translation>
    </message>
    <message>
        <source>A seat or a monster is picked by its position, which must exist.</source>
        <translation>Une place ou un monstre est désigné par sa position, qui doit exister.</translation>
    </message>
    <message>
        <source>Counts and numbers stay within fixed limits: players, Items per player, monsters and cards in a fight, bonuses, gear and hands.</source>
        <translation>Les quantités et les nombres restent dans des limites fixes&#xa0;: joueurs, Objets par joueur, monstres et cartes dans un combat, bonus, équipement et mains.</translation>
    </message>
    <message>
        <source>Looting is done once, on a dead character whose body has not been looted yet.</source>
        <translation>Un cadavre ne se pille qu&apos;une fois&#xa0;: celui d&apos;un personnage mort qui n&apos;a pas encore été pillé.</translation>
    </message>
    <message>
        <source>A player&apos;s name is at most 24 characters and a game&apos;s at most 60, so each fits a player card, the table&apos;s header and one line of the Games list.</source>
        <translation>Le nom d&apos;un joueur fait au plus 24 caractères et celui d&apos;une partie au plus 60, pour tenir sur une fiche de joueur, dans l&apos;en-tête de la table et sur une ligne de la liste des Parties.</translation>
    </message>
    <message>
        <source>A name may be at most 200 bytes long.</source>
        <translation>Un nom ne peut pas dépasser 200 octets.</translation>
    </message>
    <message>
        <source>A dead player&apos;s new character appears when the next turn begins, with the kept cards and Level but nothing else.</source>
        <translation>Le nouveau personnage d&apos;un joueur mort apparaît au début du tour suivant, avec les cartes et le Niveau conservés, mais rien d&apos;autre.</translation>
    </message>
    <message>
        <source>Monsters, helpers, one-shots, resolving and running away all need a combat going on.</source>
        <translation>Monstres, alliés, objets à usage unique, résolution et fuite&#xa0;: tout cela nécessite un combat en cours.</translation>
    </message>
    <message>
        <source>An Item, Ride, Hireling, Curse or character card has to be in front of a player before it can be equipped, lost, traded, sold, sacrificed or discarded.</source>
        <translation>Un Objet, une Monture, un Larbin, une Malédiction ou une carte de personnage doit être devant un joueur avant de pouvoir être équipé, perdu, échangé, vendu, sacrifié ou défaussé.</translation>
    </message>
    <message>
        <source>Once someone has won, the game takes no more actions.</source>
        <translation>Une fois que quelqu&apos;un a gagné, la partie n&apos;accepte plus aucune action.</translation>
    </message>
    <message>
        <source>After every Munchkin Panic action the board must still be one the players could set up: known tokens, each once, with health they can have.</source>
        <translation>Après chaque action de Munchkin Panic, le plateau doit rester un plateau que les joueurs pourraient installer&#xa0;: des jetons connus, chacun une seule fois, avec des points de vie possibles.</translation>
    </message>
    <message>
        <source>An action that names the card it plays must name one that does what the action records.</source>
        <translation>Une action qui nomme la carte qu&apos;elle joue doit nommer une carte qui fait bien ce que l&apos;action enregistre.</translation>
    </message>
    <message>
        <source>When several Monsters hit one structure the action must say which of them takes the damage; until it does, nothing moves.</source>
        <translation>Quand plusieurs Monstres frappent une même structure, l&apos;action doit indiquer lequel subit les dégâts&#xa0;; tant qu&apos;elle ne l&apos;a pas fait, rien ne bouge.</translation>
    </message>
    <message>
        <source>A Munchkin Panic game starts by placing four Monsters in the Archer ring; the first turn begins after.</source>
        <translation>Une partie de Munchkin Panic commence par la pose de quatre Monstres dans la zone des Archers&#xa0;; le premier tour ne commence qu&apos;ensuite.</translation>
    </message>
    <message>
        <source>A token can be drawn from the Monster bag only once, and only if it is in the game being played.</source>
        <translation>Un jeton ne peut être tiré du sac des Monstres qu&apos;une seule fois, et seulement s&apos;il fait partie du jeu utilisé.</translation>
    </message>
    <message>
        <source>An action must name a Monster that is on the board, by its id.</source>
        <translation>Une action doit désigner, par son identifiant, un Monstre présent sur le plateau.</translation>
    </message>
    <message>
        <source>A turn goes through its phases in order and never back; a monster is fought in Kick Open the Door or Look for Trouble, and a fight ends the turn&apos;s search: Charity comes next. Without a fight, Look for Trouble or Loot the Room comes before Charity and the end of the turn.</source>
        <translation>Un tour passe par ses phases dans l&apos;ordre, sans jamais revenir en arrière&#xa0;; un monstre se combat pendant «&#xa0;Ouvrir une porte&#xa0;» ou «&#xa0;Chercher la bagarre&#xa0;», et un combat met fin à l&apos;exploration du tour&#xa0;: la Charité vient ensuite. Sans combat, «&#xa0;Chercher la bagarre&#xa0;» ou «&#xa0;Piller la pièce&#xa0;» vient avant la Charité et la fin du tour.</translation>
    </message>
    <message>
        <source>Arbiter does not see the cards, so the end of a turn entered from Look for Trouble or Loot the Room is recorded: Charity counts as played at the table, and the verdict says so.</source>
        <translation>Arbiter ne voit pas les cartes&#xa0;: la fin d&apos;un tour saisie depuis «&#xa0;Chercher la bagarre&#xa0;» ou «&#xa0;Piller la pièce&#xa0;» est donc enregistrée, la Charité est considérée comme jouée à la table, et le verdict le précise.</translation>
    </message>
    <message>
        <source>A game has from 1 to 12 players at the table; the last player cannot leave.</source>
        <translation>Une partie compte de 1 à 12 joueurs à la table&#xa0;; le dernier joueur ne peut pas partir.</translation>
    </message>
    <message>
        <source>When the dice decide who starts, every player rolls one die and the highest roll starts; those tied for the highest roll again among themselves until one roll is highest. The rolls are kept with the game&apos;s setup.</source>
        <translation>Quand les dés décident qui commence, chaque joueur lance un dé et le plus haut résultat commence&#xa0;; les joueurs à égalité pour le plus haut résultat relancent entre eux jusqu&apos;à ce qu&apos;un seul ait le plus haut. Les jets sont conservés avec la configuration de la partie.</translation>
    </message>
    <message>
        <source>Running away takes one roll per runner against each monster still in the fight, and no rolls for monsters or helpers that are not there.</source>
        <translation>Déguerpir demande un jet par fuyard contre chaque monstre encore dans le combat, et aucun jet pour les monstres ou les alliés absents.</translation>
    </message>
    <message>
        <source>Running away follows a lost fight; once the fight is lost no more cards change it.</source>
        <translation>On déguerpit après un combat perdu&#xa0;; une fois le combat perdu, plus aucune carte ne peut le modifier.</translation>
    </message>
    <message>
        <source>A trade needs two players, and the fighter cannot be his own helper.</source>
        <translation>Un échange nécessite deux joueurs, et le combattant ne peut pas être son propre allié.</translation>
    </message>
    <message>
        <source>An action must name a player who is at the table.</source>
        <translation>Une action doit désigner un joueur présent à la table.</translation>
    </message>
    <message>
        <source>A game of the Munchkin card games takes only their actions, and a Munchkin Panic game only Panic ones.</source>
        <translation>Une partie des jeux de cartes Munchkin n&apos;accepte que leurs actions, et une partie de Munchkin Panic que celles de Panic.</translation>
    </message>
    <message>
        <source>A card that explicitly says so may give the winning level another way than a kill.</source>
        <translation>Une carte qui le dit explicitement peut donner le niveau de victoire autrement qu&apos;en tuant un monstre.</translation>
    </message>
    <message>
        <source>A dead character cannot go up a level or win.</source>
        <translation>Un personnage mort ne peut ni gagner de niveau ni remporter la partie.</translation>
    </message>
    <message>
        <source>Nothing can take a player below Level 1, though combat strength may drop below it.</source>
        <translation>Rien ne peut faire descendre un joueur sous le Niveau 1, même si sa force de combat peut tomber en dessous.</translation>
    </message>
    <message>
        <source>Go Up a Level may be played on anyone at any time, even in combat, but never to give the winning level.</source>
        <translation>Une carte «&#xa0;Gagnez un niveau&#xa0;» peut être jouée sur n&apos;importe qui, à tout moment, même en combat, mais jamais pour donner le niveau de victoire.</translation>
    </message>
    <message>
        <source>The winning level can be reached only by killing a monster.</source>
        <translation>Le niveau de victoire ne peut être atteint qu&apos;en tuant un monstre.</translation>
    </message>
    <message>
        <source>The first player to reach Level 10 (Level 20 with the Epic rules) wins.</source>
        <translation>Le premier joueur à atteindre le Niveau 10 (Niveau 20 avec les règles Épiques) gagne la partie.</translation>
    </message>
    <message>
        <source>Faster Play option: draw a face-down Door card before kicking open the door; looting the room then draws a Treasure.</source>
        <translation>Option Partie rapide&#xa0;: piochez une carte Porte face cachée avant d&apos;ouvrir la porte&#xa0;; piller la pièce fait alors piocher un Trésor.</translation>
    </message>
    <message>
        <source>Each runner rolls one six-sided die against each monster and escapes on a total of 5 or more: with a modifier the lowest face that escapes moves, every face may escape or none, and a sacrificed Ride escapes without a roll.</source>
        <translation>Chaque fuyard lance un dé à six faces contre chaque monstre et s&apos;échappe sur un total de 5 ou plus&#xa0;: un modificateur décale la plus petite face qui permet de s&apos;échapper (toutes les faces peuvent réussir, ou aucune), et sacrifier une Monture permet de s&apos;échapper sans jet.</translation>
    </message>
    <message>
        <source>Roll separately against each monster, in the order you choose; each one that catches you does its Bad Stuff at once.</source>
        <translation>Lancez le dé séparément contre chaque monstre, dans l&apos;ordre de votre choix&#xa0;; chaque monstre qui vous rattrape applique aussitôt son incident fâcheux.</translation>
    </message>
    <message>
        <source>When a fighter and his helper lose, both must run away, each rolling for himself; a monster can catch both.</source>
        <translation>Quand un combattant et son allié perdent, tous deux doivent déguerpir, chacun lançant le dé pour lui-même&#xa0;; un monstre peut rattraper les deux.</translation>
    </message>
    <message>
        <source>Abilities and Items may help or hinder escaping every monster, and a monster may change the roll against itself.</source>
        <translation>Capacités et Objets peuvent faciliter ou gêner la fuite devant tous les monstres, et un monstre peut modifier le jet qui le concerne.</translation>
    </message>
    <message>
        <source>In Nightmare discarding your Ride lets you escape every monster without rolling; you decide whether your helper escapes with you.</source>
        <translation>Dans Nightmare, défausser votre Monture vous permet d&apos;échapper à tous les monstres sans lancer le dé&#xa0;; vous décidez si votre allié s&apos;échappe avec vous.</translation>
    </message>
    <message>
        <source>Roll a die: a total of 5 or more escapes.</source>
        <translation>Lancez un dé&#xa0;: un total de 5 ou plus permet de s&apos;échapper.</translation>
    </message>
    <message>
        <source>Items may be sold from the hand as well as from those carried.</source>
        <translation>Les Objets peuvent être vendus depuis votre main aussi bien que parmi ceux que vous transportez.</translation>
    </message>
    <message>
        <source>A sale must total at least 1000 Gold Pieces: Items cannot be discarded for nothing.</source>
        <translation>Une vente doit totaliser au moins 1&#xa0;000 pièces d&apos;or&#xa0;: on ne peut pas défausser des Objets pour rien.</translation>
    </message>
    <message>
        <source>Gold above a whole thousand is lost: there is no change.</source>
        <translation>L&apos;or qui dépasse un multiple de 1&#xa0;000 est perdu&#xa0;: on ne rend pas la monnaie.</translation>
    </message>
    <message>
        <source>Items cannot be sold during a combat or while running away.</source>
        <translation>Les Objets ne peuvent pas être vendus pendant un combat ni pendant qu&apos;on déguerpit.</translation>
    </message>
    <message>
        <source>Selling can never take you to the winning level.</source>
        <translation>Vendre ne peut jamais vous faire atteindre le niveau de victoire.</translation>
    </message>
    <message>
        <source>Pathfinder lets one-shots with a Gold value be sold, and Nightmare calls them One-Shot Items, so they sell there. Deluxe and Cthulhu call them Treasures and leave it open: they count only with the house rule sellOneShots.</source>
        <translation>Pathfinder permet de vendre les objets à usage unique qui ont une valeur en or, et Nightmare les appelle des Objets («&#xa0;One-Shot Items&#xa0;»), donc ils s&apos;y vendent. Deluxe et Cthulhu les appellent des Trésors («&#xa0;One-Shot Treasures&#xa0;») et laissent la question ouverte&#xa0;: ils ne comptent qu&apos;avec la règle maison sellOneShots.</translation>
    </message>
    <message>
        <source>You may sell Items only during your own turn.</source>
        <translation>Vous ne pouvez vendre des Objets que pendant votre propre tour.</translation>
    </message>
    <message>
        <source>Each full 1000 Gold Pieces of Items sold buys one level; several levels may be bought at once.</source>
        <translation>Chaque tranche complète de 1&#xa0;000 pièces d&apos;or d&apos;Objets vendus achète un niveau&#xa0;; plusieurs niveaux peuvent être achetés d&apos;un coup.</translation>
    </message>
    <message>
        <source>Some actions may be taken at any time, even in combat and on other players&apos; turns.</source>
        <translation>Certaines actions sont possibles à tout moment, même en combat et pendant le tour des autres joueurs.</translation>
    </message>
    <message>
        <source>A card you have just received may be played at once when you are not in combat, even on another player&apos;s turn.</source>
        <translation>Une carte que vous venez de recevoir peut être jouée aussitôt si vous n&apos;êtes pas en combat, même pendant le tour d&apos;un autre joueur.</translation>
    </message>
    <message>
        <source>Some actions may be taken at any time except while you are in combat.</source>
        <translation>Certaines actions sont possibles à tout moment, sauf quand vous êtes en combat.</translation>
    </message>
    <message>
        <source>Some actions may be taken only on your own turn.</source>
        <translation>Certaines actions ne sont possibles que pendant votre propre tour.</translation>
    </message>
    <message>
        <source>Only Items in play can be traded, never cards from a hand, and a traded Item stays in play.</source>
        <translation>Seuls les Objets en jeu peuvent être échangés, jamais des cartes de la main, et un Objet échangé reste en jeu.</translation>
    </message>
    <message>
        <source>Only Items may be traded; other cards cannot.</source>
        <translation>Seuls les Objets peuvent être échangés&#xa0;; les autres cartes, non.</translation>
    </message>
    <message>
        <source>In Nightmare a Ride can never be traded away.</source>
        <translation>Dans Nightmare, une Monture ne peut jamais être échangée.</translation>
    </message>
    <message>
        <source>Neither player in a trade may be in a combat.</source>
        <translation>Aucun des deux joueurs d&apos;un échange ne peut être en combat.</translation>
    </message>
    <message>
        <source>Every Monster not held by Glue moves one arc clockwise without changing ring, the Forest included; in the Castle ring it runs into the Tower of the next space as in the Move Monsters phase.</source>
        <translation>Chaque Monstre qui n&apos;est pas retenu par la colle avance d&apos;un arc dans le sens horaire sans changer de zone, Forêt comprise&#xa0;; dans la zone du Château, il heurte la Tour de la case suivante, comme pendant la phase Déplacer les monstres.</translation>
    </message>
    <message>
        <source>A Curse token from the bag can be cancelled by the Invisibility Potion or the Wishing Ring and then does nothing; Sandals of Protection only stop Curse cards played on you.</source>
        <translation>Un jeton Malédiction tiré du sac peut être annulé par la Potion d&apos;invisibilité ou l&apos;Anneau de souhait, et n&apos;a alors aucun effet&#xa0;; les Sandales de protection n&apos;arrêtent que les cartes Malédiction jouées sur vous.</translation>
    </message>
    <message>
        <source>The red, green and blue tokens move every Monster in the arcs of that colour one space, exactly as in the Move Monsters phase, Walls and Towers included.</source>
        <translation>Les jetons rouge, vert et bleu font avancer d&apos;une case chaque Monstre des arcs de cette couleur, exactement comme pendant la phase Déplacer les monstres, Murailles et Tours comprises.</translation>
    </message>
    <message>
        <source>A die roll picks the arc; the rock squishes every Monster in its path (no Trophy, Glue and Sleep do not help) and stops at the first Wall or Tower it destroys, or loses itself on a Fortify token; with no structure in its arc it crosses the Castle to the opposite arc, and out of the board if nothing stops it there.</source>
        <translation>Un jet de dé désigne l&apos;arc&#xa0;; le rocher écrase chaque Monstre sur son passage (sans Trophée&#xa0;; la colle et le sommeil n&apos;y changent rien) et s&apos;arrête à la première Muraille ou Tour qu&apos;il détruit, ou se perd sur un jeton Fortification&#xa0;; s&apos;il n&apos;y a aucune structure dans son arc, il traverse le Château jusqu&apos;à l&apos;arc opposé, puis sort du plateau si rien ne l&apos;y arrête.</translation>
    </message>
    <message>
        <source>Whoever draws this token may not negotiate help on their next turn; it is not in the bag for Solitaire.</source>
        <translation>Qui tire ce jeton ne peut pas négocier d&apos;aide à son prochain tour&#xa0;; il n&apos;est pas dans le sac en Solitaire.</translation>
    </message>
    <message>
        <source>The player places one Monster more than usual this turn.</source>
        <translation>Le joueur place un Monstre de plus que d&apos;habitude ce tour-ci.</translation>
    </message>
    <message>
        <source>A die roll picks an arc and every Monster in it moves one space as in the Move Monsters phase.</source>
        <translation>Un jet de dé désigne un arc, et chaque Monstre qui s&apos;y trouve avance d&apos;une case, comme pendant la phase Déplacer les monstres.</translation>
    </message>
    <message>
        <source>A Monster or the Huge Rock hitting a fortified Wall removes the token instead of the Wall; the Monster still takes 1 damage and stays outside, the rock is discarded.</source>
        <translation>Un Monstre ou l&apos;Énorme rocher qui heurte une Muraille fortifiée retire le jeton au lieu de la Muraille&#xa0;; le Monstre subit quand même 1 dégât et reste dehors, le rocher est défaussé.</translation>
    </message>
    <message>
        <source>A glued Monster moves neither in the Move Monsters phase nor by a Curse token, though the Huge Rock still squishes it.</source>
        <translation>Un Monstre collé ne bouge ni pendant la phase Déplacer les monstres ni à cause d&apos;un jeton Malédiction, mais l&apos;Énorme rocher l&apos;écrase quand même.</translation>
    </message>
    <message>
        <source>When no Tower is left standing the game is over: the players lose, except in More Munchkin where the Trophy count still names a winner.</source>
        <translation>Quand plus aucune Tour n&apos;est debout, la partie est finie&#xa0;: les joueurs perdent, sauf en mode Plus de Munchkin, où le décompte des Trophées désigne quand même un gagnant.</translation>
    </message>
    <message>
        <source>A 4- or 5-point Monster at 1 health takes no damage from a Wall or Tower it hits; the structure is destroyed all the same.</source>
        <translation>Un Monstre de 4 ou 5 points à 1 point de vie ne subit aucun dégât de la Muraille ou de la Tour qu&apos;il heurte&#xa0;; la structure est quand même détruite.</translation>
    </message>
    <message>
        <source>A Monster in the Castle ring moves one space clockwise, from arc 6 to arc 1, and hits the Tower standing there.</source>
        <translation>Un Monstre dans la zone du Château avance d&apos;une case dans le sens horaire (après l&apos;arc 6 vient l&apos;arc 1) et heurte la Tour qui s&apos;y dresse.</translation>
    </message>
    <message>
        <source>In the Move Monsters phase every Monster moves one ring inwards at the same time: Forest, Archer, Knight, Swordsman, then through its arc&apos;s Wall into the Castle.</source>
        <translation>Pendant la phase Déplacer les monstres, tous les Monstres avancent en même temps d&apos;une zone vers le centre&#xa0;: Forêt, Archers, Chevaliers, Épéistes, puis à travers la Muraille de leur arc jusque dans le Château.</translation>
    </message>
    <message>
        <source>After a Sleep Potion no Monster moves for the rest of the turn, whether by the Move Monsters phase or by a Curse token; the Huge Rock still rolls.</source>
        <translation>Après une Potion de sommeil, aucun Monstre ne bouge jusqu&apos;à la fin du tour, ni pendant la phase Déplacer les monstres ni à cause d&apos;un jeton Malédiction&#xa0;; l&apos;Énorme rocher roule quand même.</translation>
    </message>
    <message>
        <source>When several Monsters hit the same Wall or Tower at once, the players pick the one that takes the damage; the others share its fate of staying outside or moving in.</source>
        <translation>Quand plusieurs Monstres heurtent en même temps la même Muraille ou Tour, les joueurs choisissent celui qui subit les dégâts&#xa0;; les autres partagent son sort&#xa0;: ils restent dehors ou avancent avec lui.</translation>
    </message>
    <message>
        <source>A Monster whose last health goes on a Wall or Tower is discarded: nobody gets its Trophy or Treasure.</source>
        <translation>Un Monstre qui perd son dernier point de vie contre une Muraille ou une Tour est défaussé&#xa0;: personne ne reçoit son Trophée ni ses Trésors.</translation>
    </message>
    <message>
        <source>A Monster that hits a Tower destroys it, takes 1 damage and, if still alive, moves into the empty space.</source>
        <translation>Un Monstre qui heurte une Tour la détruit, subit 1 dégât et, s&apos;il est encore en vie, avance sur la case libérée.</translation>
    </message>
    <message>
        <source>A Monster that hits a Wall destroys it, takes 1 damage and stays in the Swordsman ring.</source>
        <translation>Un Monstre qui heurte une Muraille la détruit, subit 1 dégât et reste dans la zone des Épéistes.</translation>
    </message>
    <message>
        <source>In their Play Cards phase a Cleric may send the Wannabe Vampire off the board and keep its Treasure, which joins the hand in Add Treasure; no Trophy is taken.</source>
        <translation>Pendant sa phase Jouer des cartes, le Prêtre peut chasser le Wannabe Vampire du plateau et garder son Trésor, qui rejoint sa main lors de la phase Ajouter des Trésors&#xa0;; aucun Trophée n&apos;est pris.</translation>
    </message>
    <message>
        <source>In the Play Cards phase it sends one Monster that is not in the Forest into the Swordsman ring of its own arc.</source>
        <translation>Pendant la phase Jouer des cartes, cette carte envoie un Monstre qui n&apos;est pas dans la Forêt dans la zone des Épéistes de son arc.</translation>
    </message>
    <message>
        <source>A Curse card may be played at any time on another player: the Duck of Doom and Chicken on Your Head take one of their Treasure cards, the Truly Obnoxious Curse takes everyone&apos;s Hit cards of a colour or ring; Sandals of Protection or the Wishing Ring cancel it. None are in the deck with Less Munchkin or in Solitaire.</source>
        <translation>Une carte Malédiction peut être jouée à tout moment sur un autre joueur&#xa0;: le Canard de l&apos;apocalypse et Poulet sur la tête lui prennent une de ses cartes Trésor, la Malédiction Vraiment odieuse prend à tous les joueurs leurs cartes Attaque d&apos;une couleur ou d&apos;une zone&#xa0;; les Sandales de protection ou l&apos;Anneau de souhait l&apos;annulent. Aucune ne se trouve dans la pioche en mode Moins de Munchkin ni en Solitaire.</translation>
    </message>
    <message>
        <source>In the Play Cards phase it sends one Monster from any ring, the Castle included, back to the Forest of its own arc.</source>
        <translation>Pendant la phase Jouer des cartes, cette carte renvoie un Monstre de n&apos;importe quelle zone, Château compris, dans la Forêt de son arc.</translation>
    </message>
    <message>
        <source>At any time it puts a Fortify token on a standing Wall that has none; only two tokens exist.</source>
        <translation>À tout moment, cette carte pose un jeton Fortification sur une Muraille debout qui n&apos;en a pas&#xa0;; il n&apos;existe que deux jetons.</translation>
    </message>
    <message>
        <source>At any time it sticks one Monster outside the Forest in place until the end of the turn: it does not move in the Move Monsters phase, for Curse tokens or for cards; there is one Glue token.</source>
        <translation>À tout moment, cette carte colle sur place un Monstre hors de la Forêt jusqu&apos;à la fin du tour&#xa0;: il ne bouge ni pendant la phase Déplacer les monstres, ni à cause des jetons Malédiction, ni à cause des cartes&#xa0;; il n&apos;y a qu&apos;un seul jeton Colle.</translation>
    </message>
    <message>
        <source>A Monster under the Flask of Glue or the Sleep Potion cannot be moved or sent away by a card or the Wizard until the turn ends.</source>
        <translation>Un Monstre sous l&apos;effet du Flacon de colle ou de la Potion de sommeil ne peut être ni déplacé ni renvoyé par une carte ou par le Magicien avant la fin du tour.</translation>
    </message>
    <message>
        <source>At any time every Monster on the board returns to its full health, Enhancer health included, and its player draws a Treasure card for each Monster restored.</source>
        <translation>À tout moment, chaque Monstre du plateau récupère tous ses points de vie, y compris ceux de ses Amplificateurs, et le joueur qui a joué la carte pioche une carte Trésor par Monstre soigné.</translation>
    </message>
    <message>
        <source>In the Play Cards phase a Monster in the Swordsman, Knight or Archer ring is discarded and another Monster from anywhere on the board takes its space; it needs two Monsters on the board.</source>
        <translation>Pendant la phase Jouer des cartes, un Monstre de la zone des Épéistes, des Chevaliers ou des Archers est défaussé et un autre Monstre, pris n&apos;importe où sur le plateau, prend sa place&#xa0;; il faut pour cela deux Monstres sur le plateau.</translation>
    </message>
    <message>
        <source>At any time a Monster from the discard pile becomes the player&apos;s Trophy, without its Treasure.</source>
        <translation>À tout moment, un Monstre de la défausse devient un Trophée du joueur, sans ses Trésors.</translation>
    </message>
    <message>
        <source>The curser picks a player with more Trophy points and swaps their own lowest Trophy for that player&apos;s highest (Addition Errors count and travel with it; with no Trophy they give nothing); an owner with several tied Trophies picks which one goes.</source>
        <translation>Le joueur qui lance la Malédiction choisit un joueur qui a plus de points de Trophée que lui et échange son propre Trophée le plus faible contre le plus fort de ce joueur (les Erreurs d&apos;addition comptent et suivent le Trophée&#xa0;; sans Trophée, il ne donne rien)&#xa0;; si plusieurs Trophées d&apos;un propriétaire sont à égalité, c&apos;est lui qui choisit lequel part.</translation>
    </message>
    <message>
        <source>In the Play Cards phase it discards one Monster that is not in the Forest, with no Trophy, and its player gains two Treasure cards in Add Treasure.</source>
        <translation>Pendant la phase Jouer des cartes, cette carte défausse un Monstre qui n&apos;est pas dans la Forêt, sans Trophée, et le joueur qui l&apos;a jouée gagne deux cartes Trésor lors de la phase Ajouter des Trésors.</translation>
    </message>
    <message>
        <source>Played in the Play Cards phase, it keeps every Monster on the board where it is for the rest of the turn; they can still be hit.</source>
        <translation>Jouée pendant la phase Jouer des cartes, elle maintient chaque Monstre du plateau à sa place jusqu&apos;à la fin du tour&#xa0;; on peut toujours les frapper.</translation>
    </message>
    <message>
        <source>At any time it moves one Monster into an arc of another colour, staying in the same ring.</source>
        <translation>À tout moment, cette carte déplace un Monstre dans un arc d&apos;une autre couleur, sans changer de zone.</translation>
    </message>
    <message>
        <source>Once in their Play Cards phase a Wizard may roll: on 4 to 6 one Monster moves anywhere on the board.</source>
        <translation>Une fois pendant sa phase Jouer des cartes, le Magicien peut lancer le dé&#xa0;: sur 4 à 6, un Monstre se déplace n&apos;importe où sur le plateau.</translation>
    </message>
    <message>
        <source>The board&apos;s arcs are numbered 1 to 6; every Monster stands in one of them.</source>
        <translation>Les arcs du plateau sont numérotés de 1 à 6&#xa0;; chaque Monstre se trouve dans l&apos;un d&apos;eux.</translation>
    </message>
    <message>
        <source>The Monster bag holds 39 tokens, so no board can show more Monsters.</source>
        <translation>Le sac des Monstres contient 39 jetons&#xa0;: aucun plateau ne peut donc montrer plus de Monstres.</translation>
    </message>
    <message>
        <source>There are only 2 Fortify tokens, and each one sits on a Wall that is still standing.</source>
        <translation>Il n&apos;y a que 2 jetons Fortification, et chacun est posé sur une Muraille encore debout.</translation>
    </message>
    <message>
        <source>A Monster&apos;s health runs from 1 up to its token&apos;s highest number; only a Monster Enhancer can raise it beyond, and Enhancers only add.</source>
        <translation>Les points de vie d&apos;un Monstre vont de 1 au plus grand nombre de son jeton&#xa0;; seul un Amplificateur de monstre peut les porter au-delà, et les Amplificateurs ne font qu&apos;en ajouter.</translation>
    </message>
    <message>
        <source>Every Monster on the board has its own id, so that a ruling can say which one it means.</source>
        <translation>Chaque Monstre du plateau a son propre identifiant, pour qu&apos;une décision puisse préciser de quel Monstre elle parle.</translation>
    </message>
    <message>
        <source>Each Monster on the board is one of the 31 Monster tokens, with the points its token shows.</source>
        <translation>Chaque Monstre du plateau est l&apos;un des 31 jetons Monstre, avec les points indiqués sur son jeton.</translation>
    </message>
    <message>
        <source>A Monster enters a Castle space only once the Tower there is destroyed.</source>
        <translation>Un Monstre n&apos;entre sur une case du Château qu&apos;une fois la Tour qui s&apos;y trouve détruite.</translation>
    </message>
    <message>
        <source>Every Monster token is in the box once, so no Monster shows up twice on the board.</source>
        <translation>Chaque jeton Monstre n&apos;existe qu&apos;en un exemplaire dans la boîte&#xa0;: aucun Monstre ne peut donc apparaître deux fois sur le plateau.</translation>
    </message>
    <message>
        <source>An Any Color Hit card hits for 1 in its own ring, whatever the colour of the arc.</source>
        <translation>Une carte Attaque Toutes couleurs inflige 1 dégât dans sa zone, quelle que soit la couleur de l&apos;arc.</translation>
    </message>
    <message>
        <source>Only Hit cards carry Weapons, and each card goes where its kind belongs: Weapons on Hit cards, Potions and Specials on their own.</source>
        <translation>Seules les cartes Attaque portent des Armes, et chaque carte va là où son type le veut&#xa0;: les Armes sur les cartes Attaque, les Potions et les cartes spéciales seules.</translation>
    </message>
    <message>
        <source>Every point of an attack turns the Monster down one health point; it is slain when none is left.</source>
        <translation>Chaque point d&apos;une attaque fait perdre un point de vie au Monstre&#xa0;; il est tué quand il n&apos;en a plus.</translation>
    </message>
    <message>
        <source>An Elf who helps slay a Monster draws one more Treasure card from the deck.</source>
        <translation>Un Elfe qui aide à tuer un Monstre pioche une carte Trésor de plus.</translation>
    </message>
    <message>
        <source>An attack is made with at least one Hit card, damaging Potion or Special; an Enhancer alone is no attack.</source>
        <translation>Une attaque se fait avec au moins une carte Attaque, une Potion ou une carte spéciale qui inflige des dégâts&#xa0;; un Amplificateur seul n&apos;est pas une attaque.</translation>
    </message>
    <message>
        <source>The Monster under attack drops to its last health point but cannot be slain this turn; the player who played the card draws a Treasure.</source>
        <translation>Le Monstre attaqué tombe à son dernier point de vie mais ne peut pas être tué ce tour-ci&#xa0;; le joueur qui a joué la carte pioche un Trésor.</translation>
    </message>
    <message>
        <source>Baby, Intelligent and Enraged Enhancers give the Monster under attack 1, 2 or 3 health after the attack&apos;s damage, even past its token&apos;s points; Baby and Intelligent draw their player a Treasure.</source>
        <translation>Les Amplificateurs Bébé, Intelligent et Enragé donnent au Monstre attaqué 1, 2 ou 3 points de vie après les dégâts de l&apos;attaque, même au-delà des points de son jeton&#xa0;; Bébé et Intelligent font piocher un Trésor au joueur qui les joue.</translation>
    </message>
    <message>
        <source>The Humongous Monster Enhancer heals every Monster on the board and is not played on an attack.</source>
        <translation>L&apos;Amplificateur de monstre gigantesque soigne tous les Monstres du plateau et ne se joue pas sur une attaque.</translation>
    </message>
    <message>
        <source>Nobody may help against the Gazebo: the current player faces it with their own cards only.</source>
        <translation>Personne ne peut aider contre le Gazebo&#xa0;: le joueur actif l&apos;affronte avec ses seules cartes.</translation>
    </message>
    <message>
        <source>A Hero card hits for 1 in the Swordsman, Knight or Archer ring of its own colour.</source>
        <translation>Une carte Héros inflige 1 dégât dans la zone des Épéistes, des Chevaliers ou des Archers de sa couleur.</translation>
    </message>
    <message>
        <source>Hit cards only work in the Swordsman, Knight and Archer rings; some Specials and Treasure reach further.</source>
        <translation>Les cartes Attaque ne fonctionnent que dans les zones des Épéistes, des Chevaliers et des Archers&#xa0;; certaines cartes spéciales et certains Trésors portent plus loin.</translation>
    </message>
    <message>
        <source>The expansion&apos;s cards are only shuffled in when the game uses them, and Solitaire leaves some cards out.</source>
        <translation>Les cartes de l&apos;extension ne sont mélangées aux autres que si la partie les utilise, et le mode Solitaire écarte certaines cartes.</translation>
    </message>
    <message>
        <source>Each Treasure card and each Special is printed once, so one attack cannot use it twice.</source>
        <translation>Chaque carte Trésor et chaque carte spéciale n&apos;existe qu&apos;en un exemplaire&#xa0;: une même attaque ne peut donc pas l&apos;utiliser deux fois.</translation>
    </message>
    <message>
        <source>Potions of Idiotic Bravery (1) and Halitosis (2) damage a Monster anywhere but the Forest, with or without Hit cards.</source>
        <translation>La Potion de bravoure idiote (1) et la Potion d&apos;halitose (2) infligent des dégâts à un Monstre n&apos;importe où sauf dans la Forêt, avec ou sans cartes Attaque.</translation>
    </message>
    <message>
        <source>Sleep Potion, Invisibility Potion and Cotion of Ponfusion deal no damage; each is ruled as its own play.</source>
        <translation>La Potion de sommeil, la Potion d&apos;invisibilité et la Cotion de ponfusion n&apos;infligent aucun dégât&#xa0;; chacune est jugée comme une action à part.</translation>
    </message>
    <message>
        <source>A Hit card with a ring and a colour hits for 1 only in that ring of that colour&apos;s arcs.</source>
        <translation>Une carte Attaque qui indique une zone et une couleur n&apos;inflige 1 dégât que dans cette zone des arcs de cette couleur.</translation>
    </message>
    <message>
        <source>The Sandals are a defensive Weapon: they cancel a Curse card played on their holder and add nothing to an attack.</source>
        <translation>Les Sandales sont une Arme défensive&#xa0;: elles annulent une carte Malédiction jouée sur leur détenteur et n&apos;ajoutent rien à une attaque.</translation>
    </message>
    <message>
        <source>A solo player has nobody to negotiate with, so no one helps and no one plays an Enhancer on the attack.</source>
        <translation>Un joueur seul n&apos;a personne avec qui négocier&#xa0;: personne ne l&apos;aide et personne ne joue d&apos;Amplificateur sur l&apos;attaque.</translation>
    </message>
    <message>
        <source>Of the Castle Specials only Super Munchkin finishes a Monster; the others move, glue or discard Monsters and are ruled as their own plays.</source>
        <translation>Parmi les cartes spéciales du Château, seule Super Munchkin achève un Monstre&#xa0;; les autres déplacent, collent ou défaussent des Monstres et sont jugées comme des actions à part.</translation>
    </message>
    <message>
        <source>Super Munchkin slays one Monster of any point value anywhere but the Forest, the Castle ring included.</source>
        <translation>Super Munchkin tue un Monstre de n&apos;importe quelle valeur, n&apos;importe où sauf dans la Forêt, zone du Château comprise.</translation>
    </message>
    <message>
        <source>An attack is made on one Monster that is on the board.</source>
        <translation>Une attaque vise un seul Monstre présent sur le plateau.</translation>
    </message>
    <message>
        <source>A slain Monster becomes its slayer&apos;s Trophy, worth its highest number, and Treasure cards are drawn for each of its gold dots.</source>
        <translation>Un Monstre tué devient le Trophée de celui qui l&apos;a tué et vaut son plus grand nombre&#xa0;; on pioche une carte Trésor pour chacun de ses points dorés.</translation>
    </message>
    <message>
        <source>A card that is not in the box cannot be played.</source>
        <translation>Une carte qui n&apos;est pas dans la boîte ne peut pas être jouée.</translation>
    </message>
    <message>
        <source>On their own Play Cards phase a Warrior may put up to 2 Weapons on each of their Hit cards.</source>
        <translation>Pendant sa propre phase Jouer des cartes, le Guerrier peut mettre jusqu&apos;à 2 Armes sur chacune de ses cartes Attaque.</translation>
    </message>
    <message>
        <source>A Weapon adds what it shows for the Monster&apos;s ring; one that adds nothing in that ring cannot be used there.</source>
        <translation>Une Arme ajoute la valeur qu&apos;elle indique pour la zone du Monstre&#xa0;; une Arme qui n&apos;ajoute rien dans cette zone ne peut pas y être utilisée.</translation>
    </message>
    <message>
        <source>A Weapon is only ever played together with a Hit card, never alone.</source>
        <translation>Une Arme se joue toujours avec une carte Attaque, jamais seule.</translation>
    </message>
    <message>
        <source>Each Hit card carries at most one Weapon, whoever plays it; the Less Panic option lifts the limit.</source>
        <translation>Chaque carte Attaque porte au plus une Arme, quel que soit le joueur qui la joue&#xa0;; l&apos;option Moins de panique lève cette limite.</translation>
    </message>
    <message>
        <source>A Dwarf slays 3,872 Orcs only with an attack of at least 3 Hit cards.</source>
        <translation>Un Nain ne tue les 3&#xa0;872 Orques qu&apos;avec une attaque d&apos;au moins 3 cartes Attaque.</translation>
    </message>
    <message>
        <source>An Elf may damage Face Sucker but never slay it.</source>
        <translation>Un Elfe peut infliger des dégâts au Face Sucker, mais jamais le tuer.</translation>
    </message>
    <message>
        <source>A Halfling takes no Treasure for slaying Bigfoot or for helping to slay it.</source>
        <translation>Un Halfelin ne reçoit aucun Trésor pour avoir tué Bigfoot ou aidé à le tuer.</translation>
    </message>
    <message>
        <source>A Thief may damage the Lawyers but never slay them.</source>
        <translation>Un Voleur peut infliger des dégâts aux Avocats, mais jamais les tuer.</translation>
    </message>
    <message>
        <source>A Warrior slays the Shrieking Geek only with a helper&apos;s part in the attack.</source>
        <translation>Un Guerrier ne tue le Shrieking Geek que si un allié participe à l&apos;attaque.</translation>
    </message>
    <message>
        <source>A Wizard may not play Special cards on the Harpies.</source>
        <translation>Un Magicien ne peut pas jouer de cartes spéciales contre les Harpies.</translation>
    </message>
    <message>
        <source>A 4- or 5-point Monster on its last health point dies only to one attack worth at least its points; a weaker attack leaves it untouched. Above that point it loses health as usual.</source>
        <translation>Un Monstre de 4 ou 5 points à son dernier point de vie ne meurt que sous une attaque valant au moins ses points&#xa0;; une attaque plus faible le laisse intact. Au-dessus de ce point, il perd des points de vie normalement.</translation>
    </message>
    <message>
        <source>Optional reading: the attack that would finish a 4- or 5-point Monster must be worth at least its points, or it stops at 1 health.</source>
        <translation>Lecture facultative&#xa0;: l&apos;attaque qui achèverait un Monstre de 4 ou 5 points doit valoir au moins ses points, sinon il reste à 1 point de vie.</translation>
    </message>
    <message>
        <source>Each Convenient Addition Error tucked under a Trophy counts 1 more Trophy point, for Charity and for the final count.</source>
        <translation>Chaque Erreur d&apos;addition bien pratique glissée sous un Trophée compte pour 1 point de Trophée de plus, pour la Charité comme pour le décompte final.</translation>
    </message>
    <message>
        <source>A card that says it may be played at any time (the Curse cards, Flask of Glue, Fortify Wall, Hoard! and the like) may be played in every phase, on anyone&apos;s turn.</source>
        <translation>Une carte qui indique pouvoir être jouée à tout moment (les cartes Malédiction, Flacon de colle, Fortifier la Muraille, Hoard! et autres) peut être jouée dans n&apos;importe quelle phase, pendant le tour de n&apos;importe qui.</translation>
    </message>
    <message>
        <source>Players level on Trophy points are ranked by how many Monsters each slew; a tie on both is settled by a thumb war.</source>
        <translation>Les joueurs à égalité de points de Trophée sont départagés par le nombre de Monstres que chacun a tués&#xa0;; en cas de nouvelle égalité, une bataille de pouces tranche.</translation>
    </message>
    <message>
        <source>Each player picks one Character card at the start of the game; the box holds one card of each Character, so no two players share one.</source>
        <translation>Chaque joueur choisit une carte Personnage en début de partie&#xa0;; la boîte contient une seule carte de chaque Personnage, donc deux joueurs ne peuvent pas avoir le même.</translation>
    </message>
    <message>
        <source>The Character cards come with the More Munchkin Mini-Expansion: they are in the game in More Munchkin or with the Less Panic option that adds them, and never otherwise.</source>
        <translation>Les cartes Personnage viennent de la mini-extension Plus de Munchkin&#xa0;: elles sont en jeu en mode Plus de Munchkin ou avec l&apos;option Moins de panique qui les ajoute, et jamais sinon.</translation>
    </message>
    <message>
        <source>A giver with strictly the fewest Trophy points discards the excess Treasure; a giver tied for fewest gives it to the other players tied with them.</source>
        <translation>Un donateur qui a strictement le moins de points de Trophée défausse ses Trésors en excédent&#xa0;; un donateur à égalité pour le moins de points les donne aux autres joueurs à égalité avec lui.</translation>
    </message>
    <message>
        <source>In phase 2 a player keeps at most 3 Treasure cards with 3 to 6 players, or 4 with 1 or 2 (and in Solitaire); the rest is Charity. Other phases have no limit.</source>
        <translation>En phase 2, un joueur garde au plus 3 cartes Trésor de 3 à 6 joueurs, ou 4 à 1 ou 2 joueurs (et en Solitaire)&#xa0;; le reste va à la Charité. Les autres phases n&apos;ont pas de limite.</translation>
    </message>
    <message>
        <source>Excess Treasure goes to the player with the fewest Trophy points, counting each Trophy at its highest number.</source>
        <translation>Les Trésors en excédent vont au joueur qui a le moins de points de Trophée, chaque Trophée comptant pour son plus grand nombre.</translation>
    </message>
    <message>
        <source>Several players tied for fewest points split the excess as evenly as it goes; the giver decides who gets each odd card.</source>
        <translation>Si plusieurs joueurs sont à égalité pour le moins de points, ils se partagent l&apos;excédent aussi équitablement que possible&#xa0;; le donateur décide qui reçoit les cartes restantes.</translation>
    </message>
    <message>
        <source>While drawing up, the Cleric may look at the 3 bottom Castle discards and keep 1 of them as part of the draw; the rest of the hand comes from the deck.</source>
        <translation>En complétant sa main, le Prêtre peut regarder les 3 cartes du bas de la défausse Château et en garder 1, qui compte dans sa pioche&#xa0;; le reste de sa main vient de la pioche Château.</translation>
    </message>
    <message>
        <source>Phase 1: discard at most 1 Castle card if you wish, then draw Castle cards until the hand is full; a hand already over its size draws nothing and keeps its cards.</source>
        <translation>Phase 1&#xa0;: défaussez au plus 1 carte Château si vous le souhaitez, puis piochez des cartes Château jusqu&apos;à avoir une main complète&#xa0;; une main qui dépasse déjà sa taille ne pioche rien et garde ses cartes.</translation>
    </message>
    <message>
        <source>The Dwarf&apos;s hand holds 1 Castle card more, from the starting hand on.</source>
        <translation>La main du Nain contient 1 carte Château de plus, dès la main de départ.</translation>
    </message>
    <message>
        <source>In More Munchkin the game ends when the last Tower falls or the last Monster is gone, and the most Trophy points wins either way.</source>
        <translation>En mode Plus de Munchkin, la partie se termine quand la dernière Tour tombe ou quand le dernier Monstre a disparu, et dans les deux cas le plus de points de Trophée l&apos;emporte.</translation>
    </message>
    <message>
        <source>The game ends when the last Tower falls (everyone loses) or when all 39 Monster tokens are out and every Monster is slain with a Tower standing (everyone wins, and the most Trophy points is Master Munchkin).</source>
        <translation>La partie se termine quand la dernière Tour tombe (tout le monde perd) ou quand les 39 jetons Monstre sont sortis et que tous les Monstres sont tués alors qu&apos;une Tour est encore debout (tout le monde gagne, et celui qui a le plus de points de Trophée est le Maître Munchkin).</translation>
    </message>
    <message>
        <source>A Monster Enhancer (More Munchkin or the More Panic option) is played on a Monster another player is attacking, up to the moment the Trophy is taken: in the Play Cards phase. Humongous is a card for any time.</source>
        <translation>Un Amplificateur de monstre (mode Plus de Munchkin ou option Plus de panique) se joue sur un Monstre qu&apos;un autre joueur attaque, jusqu&apos;au moment où le Trophée est pris&#xa0;: pendant la phase Jouer des cartes. Gigantesque est une carte jouable à tout moment.</translation>
    </message>
    <message>
        <source>At the end the Halfling counts 1 point for each Treasure card still in hand.</source>
        <translation>À la fin, le Halfelin compte 1 point pour chaque carte Trésor encore dans sa main.</translation>
    </message>
    <message>
        <source>A hand holds 6 Castle cards with 1 or 2 players and 5 with 3 to 6; the starting hand is dealt at that size.</source>
        <translation>Une main compte 6 cartes Château à 1 ou 2 joueurs et 5 de 3 à 6 joueurs&#xa0;; la main de départ est distribuée à cette taille.</translation>
    </message>
    <message>
        <source>The Gazebo is faced alone, so no help can be negotiated for an attack on it.</source>
        <translation>On affronte le Gazebo seul&#xa0;: aucune aide ne peut donc être négociée pour l&apos;attaquer.</translation>
    </message>
    <message>
        <source>The Invisibility Potion cancels a Curse token as it is drawn, so it is played while Monsters are drawn in phase 6 of any player&apos;s turn.</source>
        <translation>La Potion d&apos;invisibilité annule un jeton Malédiction au moment où il est tiré&#xa0;: elle se joue donc pendant le tirage des Monstres, en phase 6 du tour de n&apos;importe quel joueur.</translation>
    </message>
    <message>
        <source>Phase 6 draws from the bag until the turn&apos;s Monsters are placed, resolving each Curse token on the way; the turn may end short of its count only when the bag is empty, since the game goes on until every token is out.</source>
        <translation>En phase 6, on tire des jetons du sac jusqu&apos;à ce que les Monstres du tour soient placés, en résolvant chaque jeton Malédiction au passage&#xa0;; le tour ne peut se terminer avant d&apos;avoir atteint ce nombre que si le sac est vide, car la partie continue jusqu&apos;à ce que tous les jetons soient sortis.</translation>
    </message>
    <message>
        <source>Less Munchkin takes the Curse cards out of the Castle deck; a table wanting even less may trade 1 card with 1 other player in Play Cards instead of negotiating help.</source>
        <translation>Le mode Moins de Munchkin retire les cartes Malédiction de la pioche Château&#xa0;; une table qui en veut encore moins peut échanger 1 carte avec 1 autre joueur pendant la phase Jouer des cartes au lieu de négocier de l&apos;aide.</translation>
    </message>
    <message>
        <source>Easier options: more Weapons per Hit card, several deals a turn, 1 more Castle card in the hand, 2 starting Treasures, 2 Monsters placed a turn, and the expansion&apos;s cards or Characters.</source>
        <translation>Options plus faciles&#xa0;: plus d&apos;Armes par carte Attaque, plusieurs marchés par tour, 1 carte Château de plus en main, 2 Trésors de départ, 2 Monstres placés par tour, et les cartes ou les Personnages de l&apos;extension.</translation>
    </message>
    <message>
        <source>With the Loaded Die the player picks the Forest arc of a Monster instead of rolling; Curse tokens still use the die.</source>
        <translation>Avec le Dé pipé, le joueur choisit l&apos;arc de Forêt d&apos;un Monstre au lieu de lancer le dé&#xa0;; les jetons Malédiction utilisent toujours le dé.</translation>
    </message>
    <message>
        <source>The player who drew the Lose Help token may not negotiate help on their next turn; the token is then discarded.</source>
        <translation>Le joueur qui a tiré le jeton Privé d&apos;aide ne peut pas négocier d&apos;aide à son prochain tour&#xa0;; le jeton est ensuite défaussé.</translation>
    </message>
    <message>
        <source>One player plays Solitaire: 6 Castle cards, a Treasure limit of 4, no deals, the Curse cards and some cards left out; the Castle must keep a Tower to win. A single player plays no other way.</source>
        <translation>Un joueur seul joue en Solitaire&#xa0;: 6 cartes Château, une limite de 4 Trésors, aucun marché, les cartes Malédiction et quelques autres cartes retirées&#xa0;; le Château doit garder une Tour pour gagner. Un joueur seul ne peut pas jouer autrement.</translation>
    </message>
    <message>
        <source>Phase 6 places 3 Monsters in the Forest with 1 to 5 players and 2 with 6, one at a time, each in the arc the die shows; Curse tokens do not count and the Place 1 More token adds one.</source>
        <translation>En phase 6, on place 3 Monstres dans la Forêt de 1 à 5 joueurs et 2 à 6 joueurs, un par un, chacun dans l&apos;arc indiqué par le dé&#xa0;; les jetons Malédiction ne comptent pas et le jeton Placer 1 Monstre de plus en ajoute un.</translation>
    </message>
    <message>
        <source>Harder options: 1 Castle card fewer in the hand, no starting Treasure, no Walls, no Treasure reshuffle, and the expansion&apos;s Monster Enhancers.</source>
        <translation>Options plus difficiles&#xa0;: 1 carte Château de moins en main, pas de Trésor de départ, pas de Murailles, pas de remélange des Trésors, et les Amplificateurs de monstre de l&apos;extension.</translation>
    </message>
    <message>
        <source>In your Play Cards phase you may close one deal for help, with 1 other player for 1 card; what each side gets is theirs to agree.</source>
        <translation>Pendant votre phase Jouer des cartes, vous pouvez conclure un marché pour obtenir de l&apos;aide, avec 1 autre joueur et pour 1 carte&#xa0;; ce que chacun y gagne est à négocier entre vous.</translation>
    </message>
    <message>
        <source>A turn runs: 1 discard and draw up, 2 Charity, 3 play cards and negotiate, 4 add Treasure, 5 move Monsters, 6 place Monsters; each step belongs to its phase.</source>
        <translation>Un tour se déroule ainsi&#xa0;: 1 défausser et compléter sa main, 2 Charité, 3 jouer des cartes et négocier, 4 ajouter des Trésors, 5 déplacer les Monstres, 6 placer les Monstres&#xa0;; chaque étape appartient à sa phase.</translation>
    </message>
    <message>
        <source>Hit cards, Weapons, Potions and the Specials not marked for any time are played only in the Play Cards phase, even by a helper.</source>
        <translation>Les cartes Attaque, les Armes, les Potions et les cartes spéciales qui ne portent pas la mention «&#xa0;à tout moment&#xa0;» ne se jouent que pendant la phase Jouer des cartes, même par un allié.</translation>
    </message>
    <message>
        <source>Munchkin Panic seats 1 to 6 players, each with a name of their own.</source>
        <translation>Munchkin Panic se joue de 1 à 6 joueurs, chacun avec son propre nom.</translation>
    </message>
    <message>
        <source>Played in phase 1, it lets you discard as many Castle cards as you like before drawing up.</source>
        <translation>Jouée en phase 1, elle vous permet de défausser autant de cartes Château que vous voulez avant de compléter votre main.</translation>
    </message>
    <message>
        <source>Set-up draws 4 Monsters into the Archer ring, each arc by a die roll; a Curse drawn goes back in the bag.</source>
        <translation>À la mise en place, on tire 4 Monstres dans la zone des Archers, chacun dans l&apos;arc désigné par un jet de dé&#xa0;; une Malédiction tirée retourne dans le sac.</translation>
    </message>
    <message>
        <source>Each player starts with 1 Treasure card with 1 to 5 players and none with 6.</source>
        <translation>Chaque joueur commence avec 1 carte Trésor de 1 à 5 joueurs, et aucune à 6 joueurs.</translation>
    </message>
    <message>
        <source>While drawing up, the Thief may look at another player&apos;s hand and take 1 Castle card as part of the draw.</source>
        <translation>En complétant sa main, le Voleur peut regarder la main d&apos;un autre joueur et y prendre 1 carte Château, qui compte dans sa pioche.</translation>
    </message>
    <message>
        <source>A player&apos;s Trophy points are the highest numbers of the Monsters they keep as Trophies, added up (1 to 5 each).</source>
        <translation>Les points de Trophée d&apos;un joueur sont la somme des plus grands nombres des Monstres qu&apos;il garde comme Trophées (de 1 à 5 chacun).</translation>
    </message>
    <message>
        <source>Once per turn in Play Cards the Wizard may roll: on 4 to 6 any 1 Monster moves anywhere on the board, and a lower roll moves nothing.</source>
        <translation>Une fois par tour, pendant la phase Jouer des cartes, le Magicien peut lancer le dé&#xa0;: sur 4 à 6, un Monstre au choix se déplace n&apos;importe où sur le plateau&#xa0;; un résultat inférieur ne déplace rien.</translation>
    </message>
</context>
<context>
    <name>Rule title</name>
    <message>
        <source>Bad Stuff falls on the caught</source>
        <translation>L&apos;incident fâcheux frappe les rattrapés</translation>
    </message>
    <message>
        <source>Bad Stuff: Death</source>
        <translation>Incident fâcheux&#xa0;: la mort</translation>
    </message>
    <message>
        <source>Bad Stuff: lost Items</source>
        <translation>Incident fâcheux&#xa0;: Objets perdus</translation>
    </message>
    <message>
        <source>Bad Stuff: lost levels</source>
        <translation>Incident fâcheux&#xa0;: niveaux perdus</translation>
    </message>
    <message>
        <source>Discarding a character card</source>
        <translation>Se défausser d&apos;une carte de personnage</translation>
    </message>
    <message>
        <source>Doubling cards</source>
        <translation>Cartes de cumul</translation>
    </message>
    <message>
        <source>A doubler needs a card</source>
        <translation>Pas de cumul sans carte</translation>
    </message>
    <message>
        <source>Which character cards exist</source>
        <translation>Cartes de personnage selon le jeu</translation>
    </message>
    <message>
        <source>No two copies</source>
        <translation>Pas de doublon</translation>
    </message>
    <message>
        <source>One of each kind</source>
        <translation>Une seule carte par type</translation>
    </message>
    <message>
        <source>The dead give no Charity</source>
        <translation>Les morts ne font pas la charité</translation>
    </message>
    <message>
        <source>Split evenly</source>
        <translation>Partage équitable</translation>
    </message>
    <message>
        <source>Lowest givers discard</source>
        <translation>Donneur au plus bas niveau&#xa0;: défausse</translation>
    </message>
    <message>
        <source>Five cards at the end</source>
        <translation>Cinq cartes en fin de tour</translation>
    </message>
    <message>
        <source>Charity to the lowest</source>
        <translation>Charité au plus bas niveau</translation>
    </message>
    <message>
        <source>Elf helpers gain levels</source>
        <translation>L&apos;Elfe allié gagne des niveaux</translation>
    </message>
    <message>
        <source>Monsters removed without a kill</source>
        <translation>Monstres éliminés sans être tués</translation>
    </message>
    <message>
        <source>Monster Enhancers</source>
        <translation>Amplificateurs de monstre</translation>
    </message>
    <message>
        <source>Give Thanks</source>
        <translation>Rendre grâce</translation>
    </message>
    <message>
        <source>The helper&apos;s strength</source>
        <translation>La force de l&apos;allié</translation>
    </message>
    <message>
        <source>Demons join Demons</source>
        <translation>Démons avec Démons</translation>
    </message>
    <message>
        <source>Goblins join Goblins</source>
        <translation>Gobelins avec Gobelins</translation>
    </message>
    <message>
        <source>Goth summoning</source>
        <translation>Invocation de goth</translation>
    </message>
    <message>
        <source>Look for Trouble starts a fight</source>
        <translation>Chercher la bagarre lance un combat</translation>
    </message>
    <message>
        <source>Undead join Undead</source>
        <translation>Morts-vivants avec Morts-vivants</translation>
    </message>
    <message>
        <source>Wandering Monster</source>
        <translation>Monstre errant</translation>
    </message>
    <message>
        <source>Wait before claiming</source>
        <translation>Attendre avant de réclamer</translation>
    </message>
    <message>
        <source>Fighting with Level only</source>
        <translation>Combattre avec son seul Niveau</translation>
    </message>
    <message>
        <source>The monsters&apos; strength</source>
        <translation>La force des monstres</translation>
    </message>
    <message>
        <source>Monsters win ties</source>
        <translation>Égalité&#xa0;: les monstres gagnent</translation>
    </message>
    <message>
        <source>No rewards when running</source>
        <translation>Pas de récompense en cas de fuite</translation>
    </message>
    <message>
        <source>Only one helper</source>
        <translation>Un seul allié</translation>
    </message>
    <message>
        <source>Your strength</source>
        <translation>Votre force de combat</translation>
    </message>
    <message>
        <source>Levels for a kill</source>
        <translation>Niveaux pour un monstre tué</translation>
    </message>
    <message>
        <source>Treasure for a kill</source>
        <translation>Trésors pour un monstre tué</translation>
    </message>
    <message>
        <source>Road Trip</source>
        <translation>Road trip</translation>
    </message>
    <message>
        <source>Shared victory</source>
        <translation>Victoire partagée</translation>
    </message>
    <message>
        <source>Bonuses against a card</source>
        <translation>Bonus contre une carte</translation>
    </message>
    <message>
        <source>Such a bonus counts once</source>
        <translation>Ce bonus ne compte qu&apos;une fois</translation>
    </message>
    <message>
        <source>Warriors win ties</source>
        <translation>Égalité&#xa0;: le Guerrier gagne</translation>
    </message>
    <message>
        <source>What it takes</source>
        <translation>Ce qu&apos;il faut</translation>
    </message>
    <message>
        <source>Winning ties</source>
        <translation>Gagner en cas d&apos;égalité</translation>
    </message>
    <message>
        <source>All are Cultists</source>
        <translation>Tous Cultistes</translation>
    </message>
    <message>
        <source>Become a Cultist</source>
        <translation>Devenir Cultiste</translation>
    </message>
    <message>
        <source>The last non-Cultist</source>
        <translation>Le dernier non-Cultiste</translation>
    </message>
    <message>
        <source>Cultists can&apos;t quit</source>
        <translation>Un Cultiste ne peut pas renoncer</translation>
    </message>
    <message>
        <source>The lone Cultist</source>
        <translation>Le seul Cultiste</translation>
    </message>
    <message>
        <source>The Cultist discard pile</source>
        <translation>La défausse des Cultistes</translation>
    </message>
    <message>
        <source>The dead receive nothing</source>
        <translation>Les morts ne reçoivent rien</translation>
    </message>
    <message>
        <source>What the dead keep</source>
        <translation>Ce que garde un mort</translation>
    </message>
    <message>
        <source>One card each</source>
        <translation>Une carte chacun</translation>
    </message>
    <message>
        <source>Looting order</source>
        <translation>Ordre de pillage</translation>
    </message>
    <message>
        <source>Ties in looting</source>
        <translation>Égalités au pillage</translation>
    </message>
    <message>
        <source>No running when dead</source>
        <translation>Les morts ne déguerpissent pas</translation>
    </message>
    <message>
        <source>One Armor</source>
        <translation>Une seule Armure</translation>
    </message>
    <message>
        <source>One Big item</source>
        <translation>Un seul Gros objet</translation>
    </message>
    <message>
        <source>Dwarves and Big items</source>
        <translation>Les Nains et les Gros objets</translation>
    </message>
    <message>
        <source>Carried, not equipped</source>
        <translation>Porté, pas équipé</translation>
    </message>
    <message>
        <source>Cheat!</source>
        <translation>Triche&#xa0;!</translation>
    </message>
    <message>
        <source>Advantages without disadvantages</source>
        <translation>Avantages sans inconvénients</translation>
    </message>
    <message>
        <source>One Footgear</source>
        <translation>Une seule paire de Chaussures</translation>
    </message>
    <message>
        <source>Forbidden Items</source>
        <translation>Objets interdits</translation>
    </message>
    <message>
        <source>Two hands</source>
        <translation>Deux mains</translation>
    </message>
    <message>
        <source>One Headgear</source>
        <translation>Un seul Couvre-chef</translation>
    </message>
    <message>
        <source>Hirelings carry Items</source>
        <translation>Les Larbins portent des Objets</translation>
    </message>
    <message>
        <source>No Big-item rule</source>
        <translation>Pas de règle des Gros objets</translation>
    </message>
    <message>
        <source>No gear changes in combat</source>
        <translation>Pas de changement d&apos;équipement en combat</translation>
    </message>
    <message>
        <source>One Ride</source>
        <translation>Une seule Monture</translation>
    </message>
    <message>
        <source>Restricted Items</source>
        <translation>Objets réservés</translation>
    </message>
    <message>
        <source>Names are not blank</source>
        <translation>Pas de nom vide</translation>
    </message>
    <message>
        <source>Wait for the combat</source>
        <translation>Attendre la fin du combat</translation>
    </message>
    <message>
        <source>Fighter or helper only</source>
        <translation>Combattant ou allié seulement</translation>
    </message>
    <message>
        <source>Not while dead</source>
        <translation>Impossible une fois mort</translation>
    </message>
    <message>
        <source>A six-sided die</source>
        <translation>Un dé à six faces</translation>
    </message>
    <message>
        <source>One name per player</source>
        <translation>Un nom par joueur</translation>
    </message>
    <message>
        <source>Items or a gear number</source>
        <translation>Objets ou valeur d&apos;équipement</translation>
    </message>
    <message>
        <source>No such place</source>
        <translation>Position inexistante</translation>
    </message>
    <message>
        <source>Within the table&apos;s limits</source>
        <translation>Dans les limites de la table</translation>
    </message>
    <message>
        <source>Only a body can be looted</source>
        <translation>Seul un cadavre se pille</translation>
    </message>
    <message>
        <source>Names fit the screen</source>
        <translation>Des noms qui tiennent à l&apos;écran</translation>
    </message>
    <message>
        <source>Names have a length limit</source>
        <translation>Longueur de nom limitée</translation>
    </message>
    <message>
        <source>The new character appears</source>
        <translation>Le nouveau personnage arrive</translation>
    </message>
    <message>
        <source>No combat in progress</source>
        <translation>Aucun combat en cours</translation>
    </message>
    <message>
        <source>Not in play</source>
        <translation>Pas en jeu</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est finie</translation>
    </message>
    <message>
        <source>A board that could stand on the table</source>
        <translation>Un plateau réaliste</translation>
    </message>
    <message>
        <source>Cards the action knows</source>
        <translation>La carte correspond à l&apos;action</translation>
    </message>
    <message>
        <source>Choose before moving</source>
        <translation>Choisir avant de déplacer</translation>
    </message>
    <message>
        <source>Set-up first</source>
        <translation>La mise en place d&apos;abord</translation>
    </message>
    <message>
        <source>Each token once</source>
        <translation>Chaque jeton une seule fois</translation>
    </message>
    <message>
        <source>Monsters on the board</source>
        <translation>Monstres sur le plateau</translation>
    </message>
    <message>
        <source>Turn phases in order</source>
        <translation>Phases du tour dans l&apos;ordre</translation>
    </message>
    <message>
        <source>Phases played without a tap</source>
        <translation>Phases jouées sans toucher l&apos;écran</translation>
    </message>
    <message>
        <source>How many players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>Rolling for who starts</source>
        <translation>Tirer au dé qui commence</translation>
    </message>
    <message>
        <source>The rolls of a run</source>
        <translation>Les jets d&apos;une fuite</translation>
    </message>
    <message>
        <source>Running after a lost fight</source>
        <translation>Déguerpir après un combat perdu</translation>
    </message>
    <message>
        <source>Two different players</source>
        <translation>Deux joueurs différents</translation>
    </message>
    <message>
        <source>Known players only</source>
        <translation>Joueurs connus uniquement</translation>
    </message>
    <message>
        <source>Actions of the game being played</source>
        <translation>Actions du jeu en cours</translation>
    </message>
    <message>
        <source>Cards that give the win</source>
        <translation>Cartes qui font gagner</translation>
    </message>
    <message>
        <source>The dead don&apos;t level</source>
        <translation>Les morts ne montent pas de niveau</translation>
    </message>
    <message>
        <source>Never below Level 1</source>
        <translation>Jamais sous le Niveau 1</translation>
    </message>
    <message>
        <source>Go Up a Level</source>
        <translation>Gagner un niveau</translation>
    </message>
    <message>
        <source>Winning takes a kill</source>
        <translation>Pas de victoire sans monstre tué</translation>
    </message>
    <message>
        <source>The winning level</source>
        <translation>Le niveau gagnant</translation>
    </message>
    <message>
        <source>Listen at the Door</source>
        <translation>Écouter à la porte</translation>
    </message>
    <message>
        <source>The chance to escape</source>
        <translation>Les chances de s&apos;échapper</translation>
    </message>
    <message>
        <source>One roll per monster</source>
        <translation>Un jet par monstre</translation>
    </message>
    <message>
        <source>Both run</source>
        <translation>Les deux déguerpissent</translation>
    </message>
    <message>
        <source>Run Away modifiers</source>
        <translation>Modificateurs pour déguerpir</translation>
    </message>
    <message>
        <source>Sacrificing a Ride</source>
        <translation>Sacrifier une Monture</translation>
    </message>
    <message>
        <source>Escape on 5 or more</source>
        <translation>S&apos;échapper sur 5 ou plus</translation>
    </message>
    <message>
        <source>Sell from hand or table</source>
        <translation>Vendre depuis la main ou la table</translation>
    </message>
    <message>
        <source>At least 1000 Gold</source>
        <translation>Au moins 1&#xa0;000 pièces d&apos;or</translation>
    </message>
    <message>
        <source>No change</source>
        <translation>On ne rend pas la monnaie</translation>
    </message>
    <message>
        <source>Not in combat</source>
        <translation>Pas en combat</translation>
    </message>
    <message>
        <source>Not to the winning level</source>
        <translation>Pas jusqu&apos;au niveau gagnant</translation>
    </message>
    <message>
        <source>Selling one-shots</source>
        <translation>Vendre les objets à usage unique</translation>
    </message>
    <message>
        <source>On your own turn</source>
        <translation>Pendant votre tour</translation>
    </message>
    <message>
        <source>1000 Gold a level</source>
        <translation>1&#xa0;000 pièces d&apos;or par niveau</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>À tout moment</translation>
    </message>
    <message>
        <source>Cards just received</source>
        <translation>Cartes tout juste reçues</translation>
    </message>
    <message>
        <source>Your own turn</source>
        <translation>Votre tour uniquement</translation>
    </message>
    <message>
        <source>Trade from the table</source>
        <translation>Échanger depuis la table</translation>
    </message>
    <message>
        <source>Only Items</source>
        <translation>Uniquement des Objets</translation>
    </message>
    <message>
        <source>Rides stay put</source>
        <translation>Les Montures ne s&apos;échangent pas</translation>
    </message>
    <message>
        <source>No trading in combat</source>
        <translation>Pas d&apos;échange en combat</translation>
    </message>
    <message>
        <source>All Monsters move clockwise</source>
        <translation>Tous les Monstres se déplacent en sens horaire</translation>
    </message>
    <message>
        <source>Cancelling a Curse token</source>
        <translation>Annuler un jeton Malédiction</translation>
    </message>
    <message>
        <source>Monsters in one colour move</source>
        <translation>Les Monstres d&apos;une couleur se déplacent</translation>
    </message>
    <message>
        <source>Huge Rock</source>
        <translation>Énorme rocher</translation>
    </message>
    <message>
        <source>Lose help</source>
        <translation>Privé d&apos;aide</translation>
    </message>
    <message>
        <source>Place 1 more Monster</source>
        <translation>Placer 1 Monstre de plus</translation>
    </message>
    <message>
        <source>Roll the die: that arc moves</source>
        <translation>Jet de dé&#xa0;: cet arc avance</translation>
    </message>
    <message>
        <source>Fortify token</source>
        <translation>Jeton Fortification</translation>
    </message>
    <message>
        <source>Flask of Glue holds</source>
        <translation>Le Flacon de colle tient bon</translation>
    </message>
    <message>
        <source>The last Tower</source>
        <translation>La dernière Tour</translation>
    </message>
    <message>
        <source>Big Monsters at their lowest</source>
        <translation>Gros Monstres au plus bas</translation>
    </message>
    <message>
        <source>Moving inside the Castle</source>
        <translation>Se déplacer dans le Château</translation>
    </message>
    <message>
        <source>Moving towards the Castle</source>
        <translation>Avancer vers le Château</translation>
    </message>
    <message>
        <source>Sleep Potion holds all</source>
        <translation>La Potion de sommeil fige tout</translation>
    </message>
    <message>
        <source>Several Monsters, one structure</source>
        <translation>Plusieurs Monstres, une seule structure</translation>
    </message>
    <message>
        <source>Dying on a structure</source>
        <translation>Mourir sur une structure</translation>
    </message>
    <message>
        <source>Hitting a Tower</source>
        <translation>Heurter une Tour</translation>
    </message>
    <message>
        <source>Hitting a Wall</source>
        <translation>Heurter une Muraille</translation>
    </message>
    <message>
        <source>Cleric: booga booga</source>
        <translation>Prêtre&#xa0;: bouh bouh</translation>
    </message>
    <message>
        <source>Cotion of Ponfusion</source>
        <translation>Cotion de ponfusion</translation>
    </message>
    <message>
        <source>Curse cards</source>
        <translation>Cartes Malédiction</translation>
    </message>
    <message>
        <source>Drive Him Back!</source>
        <translation>Repoussez-le&#xa0;!</translation>
    </message>
    <message>
        <source>Fortify Wall</source>
        <translation>Fortifier la Muraille</translation>
    </message>
    <message>
        <source>Flask of Glue</source>
        <translation>Flacon de colle</translation>
    </message>
    <message>
        <source>Held Monsters stay put</source>
        <translation>Les Monstres retenus ne bougent pas</translation>
    </message>
    <message>
        <source>Humongous Monster Enhancer</source>
        <translation>Amplificateur de monstre gigantesque</translation>
    </message>
    <message>
        <source>Illusion</source>
        <translation>Illusion</translation>
    </message>
    <message>
        <source>Invoke Obscure Rules</source>
        <translation>Invoquer une règle obscure</translation>
    </message>
    <message>
        <source>Lightning Curse</source>
        <translation>Malédiction Foudre</translation>
    </message>
    <message>
        <source>Out to Lunch</source>
        <translation>Parti déjeuner</translation>
    </message>
    <message>
        <source>Sleep Potion</source>
        <translation>Potion de sommeil</translation>
    </message>
    <message>
        <source>The Wizard&apos;s move</source>
        <translation>Le déplacement du Magicien</translation>
    </message>
    <message>
        <source>Six arcs</source>
        <translation>Six arcs</translation>
    </message>
    <message>
        <source>39 tokens</source>
        <translation>39 jetons</translation>
    </message>
    <message>
        <source>Fortify tokens</source>
        <translation>Jetons Fortification</translation>
    </message>
    <message>
        <source>Health on a token</source>
        <translation>Les points de vie d&apos;un jeton</translation>
    </message>
    <message>
        <source>Naming Monsters</source>
        <translation>Identifier les Monstres</translation>
    </message>
    <message>
        <source>Printed tokens</source>
        <translation>Jetons de la boîte</translation>
    </message>
    <message>
        <source>Tower spaces</source>
        <translation>Cases des Tours</translation>
    </message>
    <message>
        <source>One of each token</source>
        <translation>Un exemplaire de chaque jeton</translation>
    </message>
    <message>
        <source>Any Color cards</source>
        <translation>Cartes Toutes couleurs</translation>
    </message>
    <message>
        <source>Cards in their place</source>
        <translation>Chaque carte à sa place</translation>
    </message>
    <message>
        <source>Tracking damage</source>
        <translation>Suivi des dégâts</translation>
    </message>
    <message>
        <source>Elf: helping pays</source>
        <translation>Elfe&#xa0;: aider rapporte</translation>
    </message>
    <message>
        <source>An attack needs a card</source>
        <translation>Pas d&apos;attaque sans carte</translation>
    </message>
    <message>
        <source>Ancient Monster Enhancer</source>
        <translation>Amplificateur de monstre ancien</translation>
    </message>
    <message>
        <source>Enhancers add health</source>
        <translation>Les Amplificateurs ajoutent des points de vie</translation>
    </message>
    <message>
        <source>Humongous is no attack card</source>
        <translation>Gigantesque&#xa0;: pas une carte d&apos;attaque</translation>
    </message>
    <message>
        <source>The Gazebo</source>
        <translation>Le Gazebo</translation>
    </message>
    <message>
        <source>Hero cards</source>
        <translation>Cartes Héros</translation>
    </message>
    <message>
        <source>No Hit cards in the Forest or Castle</source>
        <translation>Pas de carte Attaque en Forêt ni au Château</translation>
    </message>
    <message>
        <source>Cards out of the game</source>
        <translation>Cartes hors jeu</translation>
    </message>
    <message>
        <source>Single cards</source>
        <translation>Cartes uniques</translation>
    </message>
    <message>
        <source>Damaging Potions</source>
        <translation>Potions qui font des dégâts</translation>
    </message>
    <message>
        <source>Potions that do not hit</source>
        <translation>Potions qui ne frappent pas</translation>
    </message>
    <message>
        <source>Ring and colour</source>
        <translation>Zone et couleur</translation>
    </message>
    <message>
        <source>Sandals of Protection</source>
        <translation>Sandales de protection</translation>
    </message>
    <message>
        <source>Solitaire has no helpers</source>
        <translation>Pas d&apos;allié en Solitaire</translation>
    </message>
    <message>
        <source>Specials that do not hit</source>
        <translation>Cartes spéciales qui ne frappent pas</translation>
    </message>
    <message>
        <source>Super Munchkin</source>
        <translation>Super Munchkin</translation>
    </message>
    <message>
        <source>The target</source>
        <translation>La cible</translation>
    </message>
    <message>
        <source>Trophy and Treasure</source>
        <translation>Trophée et Trésor</translation>
    </message>
    <message>
        <source>Unknown cards</source>
        <translation>Cartes inconnues</translation>
    </message>
    <message>
        <source>Warrior: two Weapons</source>
        <translation>Guerrier&#xa0;: deux Armes</translation>
    </message>
    <message>
        <source>Weapon bonuses by ring</source>
        <translation>Bonus d&apos;Arme selon la zone</translation>
    </message>
    <message>
        <source>Weapons ride on Hit cards</source>
        <translation>Les Armes vont sur les cartes Attaque</translation>
    </message>
    <message>
        <source>One Weapon per Hit card</source>
        <translation>Une Arme par carte Attaque</translation>
    </message>
    <message>
        <source>Dwarf and 3,872 Orcs</source>
        <translation>Nain et 3&#xa0;872 Orques</translation>
    </message>
    <message>
        <source>Elf and Face Sucker</source>
        <translation>Elfe et Face Sucker</translation>
    </message>
    <message>
        <source>Halfling and Bigfoot</source>
        <translation>Halfelin et Bigfoot</translation>
    </message>
    <message>
        <source>Thief and Lawyers</source>
        <translation>Voleur et Avocats</translation>
    </message>
    <message>
        <source>Warrior and Shrieking Geek</source>
        <translation>Guerrier et Shrieking Geek</translation>
    </message>
    <message>
        <source>Wizard and Harpies</source>
        <translation>Magicien et Harpies</translation>
    </message>
    <message>
        <source>4- and 5-point Monsters at their last point</source>
        <translation>Monstres de 4 et 5 points à leur dernier point de vie</translation>
    </message>
    <message>
        <source>House rule: full killing blow</source>
        <translation>Règle maison&#xa0;: coup de grâce complet</translation>
    </message>
    <message>
        <source>Convenient Addition Error</source>
        <translation>Erreur d&apos;addition bien pratique</translation>
    </message>
    <message>
        <source>Cards for any time</source>
        <translation>Cartes jouables à tout moment</translation>
    </message>
    <message>
        <source>Body count breaks ties</source>
        <translation>Départage au nombre de Monstres tués</translation>
    </message>
    <message>
        <source>One Character each</source>
        <translation>Un Personnage chacun</translation>
    </message>
    <message>
        <source>Character cards</source>
        <translation>Cartes Personnage</translation>
    </message>
    <message>
        <source>Lowest givers</source>
        <translation>Donneurs avec le moins de points</translation>
    </message>
    <message>
        <source>Treasure limit in phase 2</source>
        <translation>Limite de Trésors en phase 2</translation>
    </message>
    <message>
        <source>Charity to the fewest points</source>
        <translation>Charité à qui a le moins de points</translation>
    </message>
    <message>
        <source>Tied recipients split</source>
        <translation>Receveurs à égalité&#xa0;: partage</translation>
    </message>
    <message>
        <source>The Cleric draws from the discards</source>
        <translation>Le Prêtre pioche dans la défausse</translation>
    </message>
    <message>
        <source>Discard 1, then draw up</source>
        <translation>Défausser 1 carte, puis compléter sa main</translation>
    </message>
    <message>
        <source>The Dwarf&apos;s bigger hand</source>
        <translation>La main élargie du Nain</translation>
    </message>
    <message>
        <source>The end in More Munchkin</source>
        <translation>La fin en mode Plus de Munchkin</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <source>When Enhancers are played</source>
        <translation>Quand jouer les Amplificateurs</translation>
    </message>
    <message>
        <source>The Halfling&apos;s Treasure</source>
        <translation>Les Trésors du Halfelin</translation>
    </message>
    <message>
        <source>Castle hand size</source>
        <translation>Nombre de cartes Château en main</translation>
    </message>
    <message>
        <source>No deals against the Gazebo</source>
        <translation>Pas de marché contre le Gazebo</translation>
    </message>
    <message>
        <source>When the Invisibility Potion works</source>
        <translation>Quand agit la Potion d&apos;invisibilité</translation>
    </message>
    <message>
        <source>Draw until the Monsters are placed</source>
        <translation>Tirer jusqu&apos;à placer tous les Monstres</translation>
    </message>
    <message>
        <source>Less Munchkin</source>
        <translation>Moins de Munchkin</translation>
    </message>
    <message>
        <source>Less Panic options</source>
        <translation>Options Moins de panique</translation>
    </message>
    <message>
        <source>Loaded Die</source>
        <translation>Dé pipé</translation>
    </message>
    <message>
        <source>Lose help token</source>
        <translation>Jeton Privé d&apos;aide</translation>
    </message>
    <message>
        <source>Solitaire</source>
        <translation>Solitaire</translation>
    </message>
    <message>
        <source>Monsters placed each turn</source>
        <translation>Monstres placés à chaque tour</translation>
    </message>
    <message>
        <source>More Panic options</source>
        <translation>Options Plus de panique</translation>
    </message>
    <message>
        <source>One deal a turn</source>
        <translation>Un marché par tour</translation>
    </message>
    <message>
        <source>The six phases</source>
        <translation>Les six phases</translation>
    </message>
    <message>
        <source>Play Cards phase only</source>
        <translation>Seulement en phase Jouer des cartes</translation>
    </message>
    <message>
        <source>1 to 6 players</source>
        <translation>De 1 à 6 joueurs</translation>
    </message>
    <message>
        <source>Really Impressive Title</source>
        <translation>Titre vraiment impressionnant</translation>
    </message>
    <message>
        <source>Monsters at set-up</source>
        <translation>Monstres à la mise en place</translation>
    </message>
    <message>
        <source>Starting Treasure</source>
        <translation>Trésor de départ</translation>
    </message>
    <message>
        <source>The Thief takes a card</source>
        <translation>Le Voleur prend une carte</translation>
    </message>
    <message>
        <source>Trophy points</source>
        <translation>Points de Trophée</translation>
    </message>
</context>
<context>
    <name>Rulebook</name>
    <message>
        <source>All four</source>
        <translation>Les quatre jeux</translation>
    </message>
    <message>
        <source>Deluxe</source>
        <translation>Deluxe</translation>
    </message>
    <message>
        <source>Nightmare</source>
        <translation>Nightmare</translation>
    </message>
    <message>
        <source>Pathfinder</source>
        <translation>Pathfinder</translation>
    </message>
    <message>
        <source>Cthulhu</source>
        <translation>Cthulhu</translation>
    </message>
    <message>
        <source>Deluxe, Cthulhu, Nightmare</source>
        <translation>Deluxe, Cthulhu, Nightmare</translation>
    </message>
    <message>
        <source>Deluxe, Pathfinder</source>
        <translation>Deluxe, Pathfinder</translation>
    </message>
    <message>
        <source>Deluxe, Pathfinder, Nightmare</source>
        <translation>Deluxe, Pathfinder, Nightmare</translation>
    </message>
    <message>
        <source>Cthulhu, Nightmare</source>
        <translation>Cthulhu, Nightmare</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>Deluxe, Nightmare, Panic</source>
        <translation>Deluxe, Nightmare, Panic</translation>
    </message>
    <message>
        <source>Pathfinder, Nightmare</source>
        <translation>Pathfinder, Nightmare</translation>
    </message>
    <message>
        <source>Panic</source>
        <translation>Panic</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules reference</source>
        <translation>Référence des règles</translation>
    </message>
    <message>
        <source>Search the rules by id, title or text</source>
        <translation>Chercher une règle par identifiant, titre ou texte</translation>
    </message>
    <message>
        <source>No rule matches “%1”.</source>
        <translation>Aucune règle ne correspond à «&#xa0;%1&#xa0;».</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n règle</numerusform>
            <numerusform>%n règles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SellDialog</name>
    <message>
        <source>%1 sells Items</source>
        <translation>%1 vend des Objets</translation>
    </message>
    <message>
        <source>Items in play</source>
        <translation>Objets en jeu</translation>
    </message>
    <message>
        <source>No Items in play.</source>
        <translation>Aucun Objet en jeu.</translation>
    </message>
    <message>
        <source>%1 — %2 Gold</source>
        <translation>%1 — %2 pièces d&apos;or</translation>
    </message>
    <message>
        <source>Cards from the hand</source>
        <translation>Cartes de la main</translation>
    </message>
    <message>
        <source>Card name</source>
        <translation>Nom de la carte</translation>
    </message>
    <message>
        <source>Remove this card</source>
        <translation>Retirer cette carte</translation>
    </message>
    <message>
        <source>+ A card from the hand</source>
        <translation>+ Une carte de la main</translation>
    </message>
    <message>
        <source>Chosen: %1 Gold</source>
        <translation>Sélection&#xa0;: %1 pièces d&apos;or</translation>
    </message>
    <message>
        <source>Choose the Items or cards to sell.</source>
        <translation>Choisissez les Objets ou les cartes à vendre.</translation>
    </message>
    <message>
        <source>Level %1 → %2</source>
        <translation>Niveau %1 → %2</translation>
    </message>
    <message>
        <source>Refused — nothing will be sold:</source>
        <translation>Refusé — rien ne sera vendu&#xa0;:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Vendre</translation>
    </message>
</context>
<context>
    <name>SessionCore</name>
    <message>
        <source>No log file is open.</source>
        <translation>Aucun fichier journal ouvert.</translation>
    </message>
</context>
<context>
    <name>SlotDiagram</name>
    <message>
        <source>Its bonus does not count.</source>
        <translation>Son bonus ne compte pas.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>Gros</translation>
    </message>
    <message>
        <source>Headgear</source>
        <translation>Couvre-chef</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>Left hand</source>
        <translation>Main gauche</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>Right hand</source>
        <translation>Main droite</translation>
    </message>
    <message>
        <source>Footgear</source>
        <translation>Chaussures</translation>
    </message>
    <message>
        <source>✕ %1: %2</source>
        <translation>✕ %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Carried, not equipped: %1</source>
        <translation>Transportés, non équipés&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>TableHeader</name>
    <message>
        <source>Combat in progress</source>
        <translation>Combat en cours</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Au tour de %1</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combattre</translation>
    </message>
    <message>
        <source>Charity</source>
        <translation>Charité</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Ensuite&#xa0;: %1</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Phase suivante</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <source>★ %1 win the game!</source>
        <translation>★ %1 gagnent la partie&#xa0;!</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>★ %1 wins the game!</source>
        <translation>★ %1 gagne la partie&#xa0;!</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Aucune partie ouverte.</translation>
    </message>
</context>
<context>
    <name>VerdictBanner</name>
    <message>
        <source>Refused — nothing was recorded</source>
        <translation>Refusé — rien n&apos;a été enregistré</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Enregistré</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>arbiter::app::CardLibraryModel</name>
    <message>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>1 Treasure</source>
        <translation>1 Trésor</translation>
    </message>
    <message>
        <source>%1 Treasures</source>
        <translation>%1 Trésors</translation>
    </message>
    <message>
        <source>worth 1 level</source>
        <translation>vaut 1 niveau</translation>
    </message>
    <message>
        <source>worth %1 levels</source>
        <translation>vaut %1 niveaux</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Level only</source>
        <translation>Niveau seul</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>Gros</translation>
    </message>
    <message>
        <source>%1 Gold</source>
        <translation>%1 pièces d&apos;or</translation>
    </message>
    <message>
        <source>only %1</source>
        <translation>réservé à %1</translation>
    </message>
    <message>
        <source>not %1</source>
        <translation>interdit à %1</translation>
    </message>
    <message>
        <source>%1 Treasure</source>
        <translation>%1 Trésor</translation>
    </message>
    <message>
        <source>Ride · %1</source>
        <translation>Monture · %1</translation>
    </message>
    <message>
        <source>Hireling</source>
        <translation>Larbin</translation>
    </message>
    <message>
        <source>Curse · %1 in combat</source>
        <translation>Malédiction · %1 en combat</translation>
    </message>
    <message>
        <source>No log file is open.</source>
        <translation>Aucun fichier journal ouvert.</translation>
    </message>
    <message>
        <source>There is no card %1 in the list.</source>
        <translation>La liste ne contient pas de carte %1.</translation>
    </message>
    <message>
        <source>A remembered monster needs a name.</source>
        <translation>Un monstre mémorisé a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Exported the card library to %1.</source>
        <translation>Bibliothèque de cartes exportée vers %1.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not an Arbiter card pack.</source>
        <translation>%1 n&apos;est pas un pack de cartes Arbiter.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n card(s).</source>
        <translation>
            <numerusform>%n carte importée.</numerusform>
            <numerusform>%n cartes importées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::app::GameReports</name>
    <message>
        <source>No game is open.</source>
        <translation>Aucune partie ouverte.</translation>
    </message>
    <message>
        <source>No file is open.</source>
        <translation>Aucun fichier ouvert.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a day (yyyy-mm-dd).</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas une date (aaaa-mm-jj).</translation>
    </message>
    <message>
        <source>format: &quot;%1&quot; is neither png nor pdf.</source>
        <translation>format&#xa0;: «&#xa0;%1&#xa0;» n&apos;est ni png ni pdf.</translation>
    </message>
    <message>
        <source>%1 cannot be created.</source>
        <translation>Impossible de créer %1.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>arbiter::app::GameSession</name>
    <message>
        <source>No game is open.</source>
        <translation>Aucune partie ouverte.</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Rétablie</translation>
    </message>
    <message>
        <source>Now in effect up to</source>
        <translation>Désormais en vigueur jusqu&apos;à</translation>
    </message>
</context>
<context>
    <name>arbiter::app::GameSetups</name>
    <message>
        <source>unknown edition &quot;%1&quot;; the editions are %2</source>
        <translation>édition inconnue «&#xa0;%1&#xa0;»&#xa0;; les éditions sont %2</translation>
    </message>
    <message>
        <source>unknown mode &quot;%1&quot;</source>
        <translation>mode inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>unknown variant &quot;%1&quot;; the variants are %2</source>
        <translation>variante inconnue «&#xa0;%1&#xa0;»&#xa0;; les variantes sont %2</translation>
    </message>
    <message>
        <source>unknown sex &quot;%1&quot;; it is &quot;male&quot; or &quot;female&quot;</source>
        <translation>sexe inconnu «&#xa0;%1&#xa0;»&#xa0;; il vaut «&#xa0;male&#xa0;» ou «&#xa0;female&#xa0;»</translation>
    </message>
    <message>
        <source>unknown character &quot;%1&quot;</source>
        <translation>personnage inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 players but %2 rolls</source>
        <translation>%1 joueurs mais %2 jets</translation>
    </message>
</context>
<context>
    <name>arbiter::app::GamesModel</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>today %1</source>
        <translation>aujourd&apos;hui à %1</translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation>hier à %1</translation>
    </message>
    <message>
        <source>Game of %1</source>
        <translation>Partie du %1</translation>
    </message>
    <message>
        <source>No log file is open.</source>
        <translation>Aucun fichier journal ouvert.</translation>
    </message>
    <message>
        <source>Renamed to %1.</source>
        <translation>Renommée en %1.</translation>
    </message>
    <message>
        <source>The game was deleted.</source>
        <translation>La partie a été supprimée.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportée vers %1.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not an Arbiter game export. It is not even JSON text.</source>
        <translation>%1 n&apos;est pas un export de partie Arbiter. Ce n&apos;est même pas du texte JSON.</translation>
    </message>
    <message>
        <source>%1 is not an Arbiter game export.</source>
        <translation>%1 n&apos;est pas un export de partie Arbiter.</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>Partie importée&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>arbiter::app::ScreenAwake</name>
    <message>
        <source>The screen may dim: there is no desktop session bus to ask it to stay on.</source>
        <translation>L&apos;écran risque de s&apos;assombrir&#xa0;: aucun bus de session du bureau pour lui demander de rester allumé.</translation>
    </message>
    <message>
        <source>A game is open on the table</source>
        <translation>Une partie est ouverte sur la table</translation>
    </message>
    <message>
        <source>The screen may dim: the screen saver did not answer (%1).</source>
        <translation>L&apos;écran risque de s&apos;assombrir&#xa0;: l&apos;économiseur d&apos;écran n&apos;a pas répondu (%1).</translation>
    </message>
</context>
<context>
    <name>arbiter::app::SessionCore</name>
    <message>
        <source>There is no question about that card any more.</source>
        <translation>Cette carte ne fait plus l&apos;objet d&apos;aucune question.</translation>
    </message>
    <message>
        <source>The file could not be opened.</source>
        <translation>Impossible d&apos;ouvrir le fichier.</translation>
    </message>
    <message>
        <source>No log file is open.</source>
        <translation>Aucun fichier journal ouvert.</translation>
    </message>
    <message>
        <source>The new game could not be opened.</source>
        <translation>Impossible d&apos;ouvrir la nouvelle partie.</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Aucune partie ouverte.</translation>
    </message>
</context>
<context>
    <name>arbiter::app::TableInvitation</name>
    <message>
        <source>No game file is open.</source>
        <translation>Aucun fichier de partie ouvert.</translation>
    </message>
</context>
<context>
    <name>arbiter::app::net::TableServer</name>
    <message>
        <source>No game is open.</source>
        <translation>Aucune partie ouverte.</translation>
    </message>
</context>
<context>
    <name>badstuff.caught.nobody-caught</name>
    <message>
        <source>Nobody has been caught by a monster: Bad Stuff and death follow a lost fight or a failed run.</source>
        <translation>Personne n&apos;a été rattrapé par un monstre&#xa0;: l&apos;incident fâcheux et la mort ne suivent qu&apos;un combat perdu ou une fuite ratée.</translation>
    </message>
</context>
<context>
    <name>badstuff.death.dies</name>
    <message>
        <source>%1 dies of the Bad Stuff.</source>
        <translation>%1 meurt à cause de l&apos;incident fâcheux.</translation>
    </message>
</context>
<context>
    <name>badstuff.death.runner-dies</name>
    <message>
        <source>%1 dies: everything but the kept cards is looted.</source>
        <translation>%1 meurt&#xa0;: tout sauf les cartes conservées est pillé.</translation>
    </message>
</context>
<context>
    <name>badstuff.items.loses</name>
    <message>
        <source>%1 loses %2.</source>
        <translation>%1 perd %2.</translation>
    </message>
</context>
<context>
    <name>badstuff.items.not-held</name>
    <message>
        <source>%1 has no &quot;%2&quot; to lose.</source>
        <translation>%1 n&apos;a pas de «&#xa0;%2&#xa0;» à perdre.</translation>
    </message>
</context>
<context>
    <name>badstuff.items.runner-loses-count</name>
    <message numerus="yes">
        <source>%1 loses %n Item(s).</source>
        <translation>
            <numerusform>%1 perd %n Objet.</numerusform>
            <numerusform>%1 perd %n Objets.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>badstuff.levels.loses</name>
    <message numerus="yes">
        <source>%1 loses %n level(s), down to Level %2.</source>
        <translation>
            <numerusform>%1 perd %n niveau et descend au Niveau %2.</numerusform>
            <numerusform>%1 perd %n niveaux et descend au Niveau %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>badstuff.levels.runner-loses</name>
    <message numerus="yes">
        <source>%1 loses %n level(s): Level %2 to %3.</source>
        <translation>
            <numerusform>%1 perd %n niveau&#xa0;: du Niveau %2 au Niveau %3.</numerusform>
            <numerusform>%1 perd %n niveaux&#xa0;: du Niveau %2 au Niveau %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>badstuff.levels.runner-loses-floor</name>
    <message numerus="yes">
        <source>%1 loses %n level(s): Level %2 to %3 (never below 1).</source>
        <translation>
            <numerusform>%1 perd %n niveau&#xa0;: du Niveau %2 au Niveau %3 (jamais sous le Niveau 1).</numerusform>
            <numerusform>%1 perd %n niveaux&#xa0;: du Niveau %2 au Niveau %3 (jamais sous le Niveau 1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>board</name>
    <message>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <source>Arc %1 (%2): %3, health %4/%5, glued</source>
        <translation>Arc %1 (%2)&#xa0;: %3, PV %4/%5, collé</translation>
    </message>
    <message>
        <source>Arc %1 (%2): %3, health %4/%5</source>
        <translation>Arc %1 (%2)&#xa0;: %3, PV %4/%5</translation>
    </message>
    <message>
        <source>No Monsters on the board</source>
        <translation>Aucun Monstre sur le plateau</translation>
    </message>
    <message>
        <source>Walls:</source>
        <translation>Murailles&#xa0;:</translation>
    </message>
    <message>
        <source>Towers:</source>
        <translation>Tours&#xa0;:</translation>
    </message>
    <message>
        <source>The Sleep Potion holds the Monsters this turn.</source>
        <translation>La Potion de sommeil retient les Monstres ce tour-ci.</translation>
    </message>
    <message>
        <source>none standing</source>
        <translation>aucune debout</translation>
    </message>
    <message>
        <source>%1 (fortified)</source>
        <translation>%1 (fortifiée)</translation>
    </message>
    <message>
        <source>arc %1</source>
        <translation>arc %1</translation>
    </message>
    <message>
        <source>arcs %1</source>
        <translation>arcs %1</translation>
    </message>
</context>
<context>
    <name>card_search</name>
    <message>
        <source>Nothing remembered by that name</source>
        <translation>Aucune carte mémorisée sous ce nom</translation>
    </message>
    <message>
        <source>less</source>
        <translation>moins</translation>
    </message>
    <message>
        <source>more</source>
        <translation>plus</translation>
    </message>
</context>
<context>
    <name>character.discard-any-time.any-time</name>
    <message>
        <source>%1 may be discarded at any time, even in combat.</source>
        <translation>On peut défausser %1 à tout moment, même en combat.</translation>
    </message>
</context>
<context>
    <name>character.doubler-needs-card.attach</name>
    <message>
        <source>%1 needs a %2 to be attached to.</source>
        <translation>La carte %1 doit être attachée à une %2.</translation>
    </message>
</context>
<context>
    <name>character.doubler-needs-card.discarded-too</name>
    <message>
        <source>%1 has no card left to attach to and is discarded too.</source>
        <translation>La carte %1 n&apos;a plus de carte à laquelle s&apos;attacher&#xa0;: elle est défaussée elle aussi.</translation>
    </message>
</context>
<context>
    <name>character.doubler-needs-card.in-play</name>
    <message>
        <source>%1 needs a %2 in play to attach to.</source>
        <translation>La carte %1 ne peut être attachée qu&apos;à une %2 déjà en jeu.</translation>
    </message>
</context>
<context>
    <name>character.doubler.second-card</name>
    <message>
        <source>%1 lets the character hold a second %2.</source>
        <translation>La carte %1 permet au personnage d&apos;avoir une deuxième %2.</translation>
    </message>
</context>
<context>
    <name>character.edition-cards.combatant-no-kind</name>
    <message>
        <source>%1: %2 has no %3.</source>
        <translation>%1&#xa0;: il n&apos;y a pas de %3 dans %2.</translation>
    </message>
</context>
<context>
    <name>character.edition-cards.no-cultists</name>
    <message>
        <source>%1 has no Cultists.</source>
        <translation>Il n&apos;y a pas de Cultistes dans %1.</translation>
    </message>
</context>
<context>
    <name>character.edition-cards.no-hirelings</name>
    <message>
        <source>%1 has no Hirelings.</source>
        <translation>Il n&apos;y a pas de Larbins dans %1.</translation>
    </message>
</context>
<context>
    <name>character.edition-cards.no-kind</name>
    <message>
        <source>%1 has no %2.</source>
        <translation>Il n&apos;y a pas de %2 dans %1.</translation>
    </message>
</context>
<context>
    <name>character.edition-cards.no-last-non-cultist</name>
    <message>
        <source>Only Munchkin Cthulhu has Cultists, so no one gains a level for being the last non-Cultist.</source>
        <translation>Seul Munchkin Cthulhu a des Cultistes&#xa0;: personne ne gagne donc de niveau pour être le dernier non-Cultiste.</translation>
    </message>
</context>
<context>
    <name>character.edition-cards.no-rides</name>
    <message>
        <source>%1 has no Rides.</source>
        <translation>Il n&apos;y a pas de Montures dans %1.</translation>
    </message>
</context>
<context>
    <name>character.edition-cards.not-a-character-card</name>
    <message>
        <source>%1 is not a character card of %2.</source>
        <translation>%1 n&apos;est pas une carte de personnage de %2.</translation>
    </message>
</context>
<context>
    <name>character.no-copies.already-in-play</name>
    <message>
        <source>%1 is already in play.</source>
        <translation>%1 est déjà en jeu.</translation>
    </message>
</context>
<context>
    <name>character.no-copies.combatant-two-copies</name>
    <message>
        <source>%1: Two copies of %2 cannot be in play at once.</source>
        <translation>%1&#xa0;: deux exemplaires de %2 ne peuvent pas être en jeu en même temps.</translation>
    </message>
</context>
<context>
    <name>character.no-copies.second-copy</name>
    <message>
        <source>A second %1 cannot be played.</source>
        <translation>Impossible de jouer un deuxième exemplaire de %1.</translation>
    </message>
</context>
<context>
    <name>character.no-copies.two-copies</name>
    <message>
        <source>Two copies of %1 cannot be in play at once.</source>
        <translation>Deux exemplaires de %1 ne peuvent pas être en jeu en même temps.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.combatant-too-many</name>
    <message>
        <source>%1: %2 %3 are in play, but at most %4 may be without %5.</source>
        <translation>%1&#xa0;: %2 %3 sont en jeu, mais le maximum est de %4 sans %5.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.combatant-too-many-doubled</name>
    <message>
        <source>%1: %2 %3 are in play, but at most %4 may be.</source>
        <translation>%1&#xa0;: %2 %3 sont en jeu, mais le maximum est de %4.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.discard-first</name>
    <message>
        <source>Only %1 %2 may be in play: discard one before playing %3.</source>
        <translation>Pas plus de %1 %2 en jeu&#xa0;: défaussez-en une avant de jouer %3.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.legal</name>
    <message>
        <source>The character cards in play are a legal combination.</source>
        <translation>Les cartes de personnage en jeu forment une combinaison autorisée.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.room</name>
    <message>
        <source>%1 may be played: there is room for it.</source>
        <translation>On peut jouer %1&#xa0;: il reste de la place.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.too-many</name>
    <message>
        <source>%1 %2 are in play, but at most %3 may be without %4.</source>
        <translation>%1 %2 sont en jeu, mais le maximum est de %3 sans %4.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.too-many-doubled</name>
    <message>
        <source>%1 %2 are in play, but at most %3 may be.</source>
        <translation>%1 %2 sont en jeu, mais le maximum est de %3.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.two-citizenship-cards</name>
    <message>
        <source>%1 holds two Citizenship cards: discard one of them before %2.</source>
        <translation>%1 a deux cartes Citoyenneté&#xa0;: il faut en défausser une avant de défausser %2.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.two-class-cards</name>
    <message>
        <source>%1 holds two Class cards: discard one of them before %2.</source>
        <translation>%1 a deux cartes Classe&#xa0;: il faut en défausser une avant de défausser %2.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.two-faction-cards</name>
    <message>
        <source>%1 holds two Faction cards: discard one of them before %2.</source>
        <translation>%1 a deux cartes Faction&#xa0;: il faut en défausser une avant de défausser %2.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.two-race-cards</name>
    <message>
        <source>%1 holds two Race cards: discard one of them before %2.</source>
        <translation>%1 a deux cartes Race&#xa0;: il faut en défausser une avant de défausser %2.</translation>
    </message>
</context>
<context>
    <name>character.term.citizenship-card</name>
    <message>
        <source>Citizenship card</source>
        <translation>carte Citoyenneté</translation>
    </message>
</context>
<context>
    <name>character.term.citizenship-cards</name>
    <message>
        <source>Citizenship cards</source>
        <translation>cartes Citoyenneté</translation>
    </message>
</context>
<context>
    <name>character.term.class-card</name>
    <message>
        <source>Class card</source>
        <translation>carte Classe</translation>
    </message>
</context>
<context>
    <name>character.term.class-cards</name>
    <message>
        <source>Class cards</source>
        <translation>cartes Classe</translation>
    </message>
</context>
<context>
    <name>character.term.faction-card</name>
    <message>
        <source>Faction card</source>
        <translation>carte Faction</translation>
    </message>
</context>
<context>
    <name>character.term.faction-cards</name>
    <message>
        <source>Faction cards</source>
        <translation>cartes Faction</translation>
    </message>
</context>
<context>
    <name>character.term.race-card</name>
    <message>
        <source>Race card</source>
        <translation>carte Race</translation>
    </message>
</context>
<context>
    <name>character.term.race-cards</name>
    <message>
        <source>Race cards</source>
        <translation>cartes Race</translation>
    </message>
</context>
<context>
    <name>charity.dead-giver.no-hand</name>
    <message>
        <source>%1 is dead: a dead player has no hand to give Charity from.</source>
        <translation>%1 est mort&#xa0;: un joueur mort n&apos;a pas de main avec laquelle faire la Charité.</translation>
    </message>
</context>
<context>
    <name>charity.even-split.bigger-share</name>
    <message numerus="yes">
        <source>The bigger share must go to exactly %n different player(s) among those tied for lowest.</source>
        <translation>
            <numerusform>La plus grosse part doit aller à exactement %n joueur parmi ceux à égalité au plus bas Niveau.</numerusform>
            <numerusform>La plus grosse part doit aller à exactement %n joueurs différents parmi ceux à égalité au plus bas Niveau.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>charity.even-split.even</name>
    <message>
        <source>The cards are split as evenly as possible: %1 each.</source>
        <translation>Les cartes sont réparties aussi équitablement que possible&#xa0;: %1 chacun.</translation>
    </message>
</context>
<context>
    <name>charity.even-split.giver-chooses</name>
    <message>
        <source>The cards are split as evenly as possible: %1 each, and the giver chooses who gets the %2 left over.</source>
        <translation>Les cartes sont réparties aussi équitablement que possible&#xa0;: %1 chacun, et le donateur choisit qui reçoit le reste (%2).</translation>
    </message>
</context>
<context>
    <name>charity.even-split.picked</name>
    <message>
        <source>The cards are split as evenly as possible: %1 each, with the extra cards to the giver&apos;s choice.</source>
        <translation>Les cartes sont réparties aussi équitablement que possible&#xa0;: %1 chacun, les cartes restantes allant à qui le donateur a choisi.</translation>
    </message>
</context>
<context>
    <name>charity.giver-lowest-discards.discards</name>
    <message numerus="yes">
        <source>%1 is the lowest Level (or tied for it), so the %n card(s) must be discarded.</source>
        <translation>
            <numerusform>%1 a le plus bas Niveau (seul ou à égalité)&#xa0;: %n carte en trop doit donc être défaussée.</numerusform>
            <numerusform>%1 a le plus bas Niveau (seul ou à égalité)&#xa0;: les %n cartes en trop doivent donc être défaussées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>charity.hand-limit.over</name>
    <message>
        <source>A hand of %1 is %2 over the limit of %3.</source>
        <translation>Avec %1 cartes en main, la limite de %3 est dépassée de %2.</translation>
    </message>
</context>
<context>
    <name>charity.hand-limit.within</name>
    <message>
        <source>A hand of %1 is within the limit of %2: no Charity.</source>
        <translation>Avec %1 en main, la limite de %2 est respectée&#xa0;: pas de Charité.</translation>
    </message>
</context>
<context>
    <name>charity.lowest-level.gives</name>
    <message numerus="yes">
        <source>%1 gives %2 %n card(s).</source>
        <translation>
            <numerusform>%1 donne %n carte à %2.</numerusform>
            <numerusform>%1 donne %n cartes à %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>charity.lowest-level.recipients</name>
    <message numerus="yes">
        <source>The excess goes to the lowest-Level living player(s) (Level %1): %2.</source>
        <translation>
            <numerusform>L&apos;excédent va au joueur vivant de plus bas Niveau (Niveau %1)&#xa0;: %2.</numerusform>
            <numerusform>L&apos;excédent va aux joueurs vivants de plus bas Niveau (Niveau %1)&#xa0;: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.elf-helper-levels.gains</name>
    <message numerus="yes">
        <source>The helper is an %1 and gains %n level(s).</source>
        <translation>
            <numerusform>L&apos;allié est %1&#xa0;: il gagne %n niveau.</numerusform>
            <numerusform>L&apos;allié est %1&#xa0;: il gagne %n niveaux.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.eliminated.already-out</name>
    <message>
        <source>%1 is already out of the fight.</source>
        <translation>%1 est déjà hors du combat.</translation>
    </message>
</context>
<context>
    <name>combat.eliminated.leaves</name>
    <message>
        <source>%1 leaves the fight without being killed: no level for it.</source>
        <translation>%1 quitte le combat sans être tué&#xa0;: il ne rapporte aucun niveau.</translation>
    </message>
</context>
<context>
    <name>combat.eliminated.no-reward</name>
    <message>
        <source>%1 is out of the fight without being killed: it gives no level and no Treasure.</source>
        <translation>%1 est hors du combat sans avoir été tué&#xa0;: il ne rapporte ni niveau ni Trésor.</translation>
    </message>
</context>
<context>
    <name>combat.eliminated.none-left</name>
    <message>
        <source>No monster is left in the fight: the players win, but kill nothing.</source>
        <translation>Il ne reste aucun monstre dans le combat&#xa0;: les joueurs gagnent, mais ne tuent rien.</translation>
    </message>
</context>
<context>
    <name>combat.enhancers.enhances</name>
    <message>
        <source>%1 enhances %2.</source>
        <translation>%1 amplifie %2.</translation>
    </message>
</context>
<context>
    <name>combat.enhancers.total</name>
    <message numerus="yes">
        <source>Enhancers on %1 add up to %2 strength and %3 Treasure(s).</source>
        <translation>
            <numerusform>Les Amplificateurs joués sur %1 donnent au total %2 en force et %3 Trésor.</numerusform>
            <numerusform>Les Amplificateurs joués sur %1 donnent au total %2 en force et %3 Trésors.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.give-thanks.extra-treasure</name>
    <message>
        <source>%1 is Level %2: the fighter and the helper each draw one extra Treasure.</source>
        <translation>%1 est de Niveau %2&#xa0;: le combattant et l&apos;allié piochent chacun un Trésor supplémentaire.</translation>
    </message>
</context>
<context>
    <name>combat.helper.helps</name>
    <message>
        <source>%1 helps %2.</source>
        <translation>%1 aide %2.</translation>
    </message>
</context>
<context>
    <name>combat.join-demon.joins</name>
    <message>
        <source>%1 joins another Demon monster without Wandering Monster.</source>
        <translation>%1 rejoint un autre Démon sans Monstre errant.</translation>
    </message>
</context>
<context>
    <name>combat.join-demon.no-rule</name>
    <message>
        <source>%1 has no Demon rule; %2 needs Wandering Monster to join.</source>
        <translation>Il n&apos;y a pas de règle des Démons dans %1&#xa0;; %2 ne peut rejoindre le combat qu&apos;avec Monstre errant.</translation>
    </message>
</context>
<context>
    <name>combat.join-demon.none-in-fight</name>
    <message>
        <source>%1 may join only a fight against another Demon monster.</source>
        <translation>%1 ne peut rejoindre qu&apos;un combat contre un autre Démon.</translation>
    </message>
</context>
<context>
    <name>combat.join-demon.not-demon</name>
    <message>
        <source>%1 is not Demon, so it cannot join by the Demon rule.</source>
        <translation>%1 n&apos;est pas un Démon&#xa0;: il ne peut pas rejoindre le combat par la règle des Démons.</translation>
    </message>
</context>
<context>
    <name>combat.join-goblin.joins</name>
    <message>
        <source>%1 joins another Goblin monster without Wandering Monster.</source>
        <translation>%1 rejoint un autre Gobelin sans Monstre errant.</translation>
    </message>
</context>
<context>
    <name>combat.join-goblin.no-rule</name>
    <message>
        <source>%1 has no Goblin rule; %2 needs Wandering Monster to join.</source>
        <translation>Il n&apos;y a pas de règle des Gobelins dans %1&#xa0;; %2 ne peut rejoindre le combat qu&apos;avec Monstre errant.</translation>
    </message>
</context>
<context>
    <name>combat.join-goblin.none-in-fight</name>
    <message>
        <source>%1 may join only a fight against another Goblin monster.</source>
        <translation>%1 ne peut rejoindre qu&apos;un combat contre un autre Gobelin.</translation>
    </message>
</context>
<context>
    <name>combat.join-goblin.not-goblin</name>
    <message>
        <source>%1 is not Goblin, so it cannot join by the Goblin rule.</source>
        <translation>%1 n&apos;est pas un Gobelin&#xa0;: il ne peut pas rejoindre le combat par la règle des Gobelins.</translation>
    </message>
</context>
<context>
    <name>combat.join-goth.no-summoner</name>
    <message>
        <source>No goth in this fight may summon %1: summoned goths bring no one and each goth brings one.</source>
        <translation>Aucun goth de ce combat ne peut invoquer %1&#xa0;: un goth invoqué n&apos;invoque personne, et chaque goth n&apos;en invoque qu&apos;un.</translation>
    </message>
</context>
<context>
    <name>combat.join-goth.not-cthulhu</name>
    <message>
        <source>Goth summoning is a Munchkin Cthulhu rule; %1 needs Wandering Monster to join.</source>
        <translation>L&apos;invocation de goth est une règle de Munchkin Cthulhu&#xa0;; %1 ne peut rejoindre le combat qu&apos;avec Monstre errant.</translation>
    </message>
</context>
<context>
    <name>combat.join-goth.not-goth</name>
    <message>
        <source>%1 is not a &quot;goth&quot; monster and cannot be summoned.</source>
        <translation>%1 n&apos;est pas un monstre «&#xa0;goth&#xa0;» et ne peut pas être invoqué.</translation>
    </message>
</context>
<context>
    <name>combat.join-goth.summoned</name>
    <message>
        <source>%1 is summoned by a goth already in the fight.</source>
        <translation>%1 est invoqué par un goth déjà présent dans le combat.</translation>
    </message>
</context>
<context>
    <name>combat.join-look-for-trouble.fight-going</name>
    <message>
        <source>%1 cannot join a fight already going by Look for Trouble: a second monster comes in by Wandering Monster or its kind&apos;s own rule.</source>
        <translation>%1 ne peut pas rejoindre un combat déjà en cours par «&#xa0;Chercher la bagarre&#xa0;»&#xa0;: un deuxième monstre arrive par Monstre errant ou par la règle propre à son type.</translation>
    </message>
</context>
<context>
    <name>combat.join-undead.joins</name>
    <message>
        <source>%1 joins another Undead monster without Wandering Monster.</source>
        <translation>%1 rejoint un autre Mort-vivant sans Monstre errant.</translation>
    </message>
</context>
<context>
    <name>combat.join-undead.no-rule</name>
    <message>
        <source>%1 has no Undead rule; %2 needs Wandering Monster to join.</source>
        <translation>Il n&apos;y a pas de règle des Morts-vivants dans %1&#xa0;; %2 ne peut rejoindre le combat qu&apos;avec Monstre errant.</translation>
    </message>
</context>
<context>
    <name>combat.join-undead.none-in-fight</name>
    <message>
        <source>%1 may join only a fight against another Undead monster.</source>
        <translation>%1 ne peut rejoindre qu&apos;un combat contre un autre Mort-vivant.</translation>
    </message>
</context>
<context>
    <name>combat.join-undead.not-undead</name>
    <message>
        <source>%1 is not Undead, so it cannot join by the Undead rule.</source>
        <translation>%1 n&apos;est pas un Mort-vivant&#xa0;: il ne peut pas rejoindre le combat par la règle des Morts-vivants.</translation>
    </message>
</context>
<context>
    <name>combat.join-wandering.joins</name>
    <message>
        <source>%1 joins the fight with Wandering Monster.</source>
        <translation>%1 rejoint le combat grâce à Monstre errant.</translation>
    </message>
</context>
<context>
    <name>combat.kill-claim-wait.wait</name>
    <message>
        <source>Wait about %1 seconds for objections before the kill is final.</source>
        <translation>Laissez environ %1 secondes aux autres pour objecter avant que la victoire soit définitive.</translation>
    </message>
</context>
<context>
    <name>combat.level-only.players</name>
    <message>
        <source>This fight is fought with Level only: gear, Rides, abilities and one-shots do not count for the players.</source>
        <translation>Ce combat se livre avec le seul Niveau&#xa0;: équipement, Montures, capacités et objets à usage unique ne comptent pas pour les joueurs.</translation>
    </message>
</context>
<context>
    <name>combat.monster-strength.combined</name>
    <message numerus="yes">
        <source>The players face the combined strength of %n monster(s).</source>
        <translation>
            <numerusform>Les joueurs affrontent la force combinée de %n monstre.</numerusform>
            <numerusform>Les joueurs affrontent la force combinée de %n monstres.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.monster-strength.monster</name>
    <message>
        <source>%1: Level %2 = %3.</source>
        <translation>%1&#xa0;: Niveau %2 = %3.</translation>
    </message>
</context>
<context>
    <name>combat.monster-strength.monster-cards</name>
    <message>
        <source>Cards played for the monsters: %1.</source>
        <translation>Cartes jouées pour les monstres&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>combat.monster-strength.monster-enhancers</name>
    <message>
        <source>%1: Level %2, %3 = %4.</source>
        <translation>%1&#xa0;: Niveau %2, %3 = %4.</translation>
    </message>
</context>
<context>
    <name>combat.monster-strength.monster-enhancers-versus</name>
    <message>
        <source>%1: Level %2, %3, %4 against %5 = %6.</source>
        <translation>%1&#xa0;: Niveau %2, %3, %4 contre %5 = %6.</translation>
    </message>
</context>
<context>
    <name>combat.monster-strength.monster-versus</name>
    <message>
        <source>%1: Level %2, %3 against %4 = %5.</source>
        <translation>%1&#xa0;: Niveau %2, %3 contre %4 = %5.</translation>
    </message>
</context>
<context>
    <name>combat.monsters-win-ties.monsters-win</name>
    <message>
        <source>The monsters win, %1 against %2.</source>
        <translation>Les monstres gagnent, %1 contre %2.</translation>
    </message>
</context>
<context>
    <name>combat.monsters-win-ties.tie</name>
    <message>
        <source>A tie at %1 goes to the monsters.</source>
        <translation>Égalité à %1&#xa0;: les monstres l&apos;emportent.</translation>
    </message>
</context>
<context>
    <name>combat.no-rewards-when-running.run-away</name>
    <message>
        <source>The players must run away from every monster: no levels and no Treasure.</source>
        <translation>Les joueurs doivent déguerpir devant tous les monstres&#xa0;: ni niveaux ni Trésors.</translation>
    </message>
</context>
<context>
    <name>combat.one-helper.already-helping</name>
    <message>
        <source>%1 is already helping: only one player may help.</source>
        <translation>%1 aide déjà&#xa0;: un seul joueur peut aider.</translation>
    </message>
</context>
<context>
    <name>combat.one-helper.extra-helpers</name>
    <message numerus="yes">
        <source>Only one player may help; the fight does not count %n extra helper(s).</source>
        <translation>
            <numerusform>Un seul joueur peut aider&#xa0;; le combat ne compte pas %n allié en trop.</numerusform>
            <numerusform>Un seul joueur peut aider&#xa0;; le combat ne compte pas les %n alliés en trop.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant</name>
    <message>
        <source>%1: Level %2 = %3.</source>
        <translation>%1&#xa0;: Niveau %2 = %3.</translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-abilities</name>
    <message>
        <source>%1: Level %2, abilities %3 = %4.</source>
        <translation>%1&#xa0;: Niveau %2, capacités %3 = %4.</translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear</name>
    <message>
        <source>%1: Level %2, gear %3 = %4.</source>
        <translation>%1&#xa0;: Niveau %2, équipement %3 = %4.</translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear-abilities</name>
    <message>
        <source>%1: Level %2, gear %3, abilities %4 = %5.</source>
        <translation>%1&#xa0;: Niveau %2, équipement %3, capacités %4 = %5.</translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear-rides</name>
    <message numerus="yes">
        <source>%1: Level %2, gear %3, Ride(s) %4 = %5.</source>
        <translation>
            <numerusform>%1&#xa0;: Niveau %2, équipement %3, Monture %4 = %5.</numerusform>
            <numerusform>%1&#xa0;: Niveau %2, équipement %3, Montures %4 = %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear-rides-abilities</name>
    <message numerus="yes">
        <source>%1: Level %2, gear %3, Ride(s) %4, abilities %5 = %6.</source>
        <translation>
            <numerusform>%1&#xa0;: Niveau %2, équipement %3, Monture %4, capacités %5 = %6.</numerusform>
            <numerusform>%1&#xa0;: Niveau %2, équipement %3, Montures %4, capacités %5 = %6.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear-rides-abilities-road-trip</name>
    <message numerus="yes">
        <source>%1: Level %2, gear %3, Ride(s) %4, abilities %5, Road Trip %6 = %7.</source>
        <translation>
            <numerusform>%1&#xa0;: Niveau %2, équipement %3, Monture %4, capacités %5, Road trip %6 = %7.</numerusform>
            <numerusform>%1&#xa0;: Niveau %2, équipement %3, Montures %4, capacités %5, Road trip %6 = %7.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear-rides-road-trip</name>
    <message numerus="yes">
        <source>%1: Level %2, gear %3, Ride(s) %4, Road Trip %5 = %6.</source>
        <translation>
            <numerusform>%1&#xa0;: Niveau %2, équipement %3, Monture %4, Road trip %5 = %6.</numerusform>
            <numerusform>%1&#xa0;: Niveau %2, équipement %3, Montures %4, Road trip %5 = %6.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-rides</name>
    <message numerus="yes">
        <source>%1: Level %2, Ride(s) %3 = %4.</source>
        <translation>
            <numerusform>%1&#xa0;: Niveau %2, Monture %3 = %4.</numerusform>
            <numerusform>%1&#xa0;: Niveau %2, Montures %3 = %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-rides-abilities</name>
    <message numerus="yes">
        <source>%1: Level %2, Ride(s) %3, abilities %4 = %5.</source>
        <translation>
            <numerusform>%1&#xa0;: Niveau %2, Monture %3, capacités %4 = %5.</numerusform>
            <numerusform>%1&#xa0;: Niveau %2, Montures %3, capacités %4 = %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-rides-abilities-road-trip</name>
    <message numerus="yes">
        <source>%1: Level %2, Ride(s) %3, abilities %4, Road Trip %5 = %6.</source>
        <translation>
            <numerusform>%1&#xa0;: Niveau %2, Monture %3, capacités %4, Road trip %5 = %6.</numerusform>
            <numerusform>%1&#xa0;: Niveau %2, Montures %3, capacités %4, Road trip %5 = %6.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-rides-road-trip</name>
    <message numerus="yes">
        <source>%1: Level %2, Ride(s) %3, Road Trip %4 = %5.</source>
        <translation>
            <numerusform>%1&#xa0;: Niveau %2, Monture %3, Road trip %4 = %5.</numerusform>
            <numerusform>%1&#xa0;: Niveau %2, Montures %3, Road trip %4 = %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.player-cards</name>
    <message>
        <source>Cards played for the players: %1.</source>
        <translation>Cartes jouées pour les joueurs&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>combat.player-strength.players-win</name>
    <message>
        <source>The players win, %1 against %2.</source>
        <translation>Les joueurs gagnent, %1 contre %2.</translation>
    </message>
</context>
<context>
    <name>combat.rewards-levels.monsters</name>
    <message numerus="yes">
        <source>The fighter gains %n level(s) for %1 monsters killed.</source>
        <translation>
            <numerusform>Le combattant gagne %n niveau pour %1 monstres tués.</numerusform>
            <numerusform>Le combattant gagne %n niveaux pour %1 monstres tués.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.rewards-levels.one-monster</name>
    <message numerus="yes">
        <source>The fighter gains %n level(s) for 1 monster killed.</source>
        <translation>
            <numerusform>Le combattant gagne %n niveau pour 1 monstre tué.</numerusform>
            <numerusform>Le combattant gagne %n niveaux pour 1 monstre tué.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.rewards-treasures.draws</name>
    <message numerus="yes">
        <source>The fighter draws %n Treasure(s), Enhancers included.</source>
        <translation>
            <numerusform>Le combattant pioche %n Trésor, Amplificateurs compris.</numerusform>
            <numerusform>Le combattant pioche %n Trésors, Amplificateurs compris.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.road-trip.fighter</name>
    <message>
        <source>Fighter is from %1: %2 for each Ride.</source>
        <translation>Le combattant est citoyen de %1&#xa0;: %2 par Monture.</translation>
    </message>
</context>
<context>
    <name>combat.road-trip.helper</name>
    <message>
        <source>Helper is from %1: %2 for each Ride.</source>
        <translation>L&apos;allié est citoyen de %1&#xa0;: %2 par Monture.</translation>
    </message>
</context>
<context>
    <name>combat.shared-victory.helper-wins</name>
    <message>
        <source>Shared victory is on: the helper wins with the fighter.</source>
        <translation>Victoire partagée activée&#xa0;: l&apos;allié gagne avec le combattant.</translation>
    </message>
</context>
<context>
    <name>combat.shared-victory.house-rule</name>
    <message>
        <source>A helper wins together with a fighter who reaches the winning level (not printed in this rulebook: a house rule taken from the others).</source>
        <translation>Un allié gagne en même temps que le combattant qui atteint le niveau de victoire (absent de ce livret de règles&#xa0;: règle maison reprise des autres livrets).</translation>
    </message>
</context>
<context>
    <name>combat.shared-victory.printed</name>
    <message>
        <source>A helper wins together with a fighter who reaches the winning level.</source>
        <translation>Un allié gagne en même temps que le combattant qui atteint le niveau de victoire.</translation>
    </message>
</context>
<context>
    <name>combat.term.fighter</name>
    <message>
        <source>Fighter</source>
        <translation>Combattant</translation>
    </message>
</context>
<context>
    <name>combat.term.helper</name>
    <message>
        <source>Helper</source>
        <translation>Allié</translation>
    </message>
</context>
<context>
    <name>combat.term.the-fighter</name>
    <message>
        <source>The fighter</source>
        <translation>Le combattant</translation>
    </message>
</context>
<context>
    <name>combat.term.the-helper</name>
    <message>
        <source>The helper</source>
        <translation>L&apos;allié</translation>
    </message>
</context>
<context>
    <name>combat.versus-bonus.fighter</name>
    <message>
        <source>%1 is %2 against %3 (fighter).</source>
        <translation>%1 a %2 contre %3 (combattant).</translation>
    </message>
</context>
<context>
    <name>combat.versus-bonus.fighter-and-helper</name>
    <message>
        <source>%1 is %2 against %3 (fighter and helper).</source>
        <translation>%1 a %2 contre %3 (combattant et allié).</translation>
    </message>
</context>
<context>
    <name>combat.versus-bonus.helper</name>
    <message>
        <source>%1 is %2 against %3 (helper).</source>
        <translation>%1 a %2 contre %3 (allié).</translation>
    </message>
</context>
<context>
    <name>combat.versus-once.both</name>
    <message>
        <source>Both players are %1, but %2&apos;s bonus counts only once.</source>
        <translation>Les deux joueurs sont %1, mais le bonus de %2 ne compte qu&apos;une fois.</translation>
    </message>
</context>
<context>
    <name>combat.warrior-wins-ties.tie</name>
    <message>
        <source>A tie at %1 goes to the players: a %2 is in the fight.</source>
        <translation>Égalité à %1&#xa0;: les joueurs l&apos;emportent, car un %2 participe au combat.</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.monsters-need</name>
    <message>
        <source>The monsters need %1 to turn the fight: %2 against %3, and the players win ties.</source>
        <translation>Il faut %1 aux monstres pour renverser le combat&#xa0;: %2 contre %3, et les joueurs gagnent en cas d&apos;égalité.</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.monsters-need-tie</name>
    <message>
        <source>The monsters need %1 to turn the fight: %2 against %3, and a tie is enough since monsters win ties.</source>
        <translation>Il faut %1 aux monstres pour renverser le combat&#xa0;: %2 contre %3, et une égalité leur suffit puisque les monstres gagnent en cas d&apos;égalité.</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.no-monster-left</name>
    <message>
        <source>No monster is left in the fight: the players win whatever is played, unless another monster joins.</source>
        <translation>Il ne reste aucun monstre dans le combat&#xa0;: les joueurs gagnent quoi qu&apos;on joue, sauf si un autre monstre arrive.</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.players-need</name>
    <message>
        <source>The players need %1 to win: %2 against %3, and ties go to the monsters.</source>
        <translation>Il faut %1 aux joueurs pour gagner&#xa0;: %2 contre %3, et les monstres gagnent en cas d&apos;égalité.</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.players-need-level-only</name>
    <message>
        <source>The players need %1 to win: %2 against %3, and ties go to the monsters (Level only: cards and gear do not count for them).</source>
        <translation>Il faut %1 aux joueurs pour gagner&#xa0;: %2 contre %3, et les monstres gagnent en cas d&apos;égalité (Niveau seul&#xa0;: cartes et équipement ne comptent pas pour eux).</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.players-need-tie</name>
    <message>
        <source>The players need %1 to win: %2 against %3, and a tie is enough since they win ties.</source>
        <translation>Il faut %1 aux joueurs pour gagner&#xa0;: %2 contre %3, et une égalité leur suffit puisqu&apos;ils gagnent en cas d&apos;égalité.</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.players-need-tie-level-only</name>
    <message>
        <source>The players need %1 to win: %2 against %3, and a tie is enough since they win ties (Level only: cards and gear do not count for them).</source>
        <translation>Il faut %1 aux joueurs pour gagner&#xa0;: %2 contre %3, et une égalité leur suffit puisqu&apos;ils gagnent en cas d&apos;égalité (Niveau seul&#xa0;: cartes et équipement ne comptent pas pour eux).</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.refused-fight</name>
    <message>
        <source>The fight as entered is refused by the referee, so what it takes cannot be said until it is corrected.</source>
        <translation>Le combat tel que saisi est refusé par l&apos;arbitre&#xa0;: impossible de dire ce qu&apos;il faut tant qu&apos;il n&apos;est pas corrigé.</translation>
    </message>
</context>
<context>
    <name>combat.wins-ties-ability.tie</name>
    <message>
        <source>A tie at %1 goes to the players: they win ties.</source>
        <translation>Égalité à %1&#xa0;: les joueurs l&apos;emportent, car ils gagnent en cas d&apos;égalité.</translation>
    </message>
</context>
<context>
    <name>connection</name>
    <message>
        <source>not joined</source>
        <translation>hors partie</translation>
    </message>
    <message>
        <source>Scan the tablet&apos;s invitation QR code</source>
        <translation>Scannez le QR code d&apos;invitation de la tablette</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>reconnexion…</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>non connecté</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <source>The tablet started a game without your seat. Pick your seat again.</source>
        <translation>La tablette a lancé une partie sans votre place. Choisissez à nouveau votre place.</translation>
    </message>
    <message>
        <source>The tablet started a game without your seat. Scan the tablet&apos;s invitation QR code.</source>
        <translation>La tablette a lancé une partie sans votre place. Scannez le QR code d&apos;invitation de la tablette.</translation>
    </message>
    <message>
        <source>This page may not talk to the tablet: open the tablet&apos;s own address.</source>
        <translation>Cette page ne peut pas communiquer avec la tablette&#xa0;: ouvrez l&apos;adresse de la tablette elle-même.</translation>
    </message>
    <message>
        <source>The tablet took your seat back. Scan the tablet&apos;s invitation QR code to join again.</source>
        <translation>La tablette a repris votre place. Scannez le QR code d&apos;invitation de la tablette pour revenir.</translation>
    </message>
    <message>
        <source>The tablet does not know this seat any more. Scan the tablet&apos;s invitation QR code.</source>
        <translation>La tablette ne connaît plus cette place. Scannez le QR code d&apos;invitation de la tablette.</translation>
    </message>
    <message>
        <source>This invitation is closed. Scan the tablet&apos;s invitation QR code.</source>
        <translation>Cette invitation est fermée. Scannez le QR code d&apos;invitation de la tablette.</translation>
    </message>
    <message>
        <source>The tablet closed the invitation. Waiting for it to open again…</source>
        <translation>La tablette a fermé l&apos;invitation. En attente de sa réouverture…</translation>
    </message>
    <message>
        <source>This page does not speak the tablet&apos;s language: reload it.</source>
        <translation>Cette page ne parle pas le même langage que la tablette&#xa0;: rechargez-la.</translation>
    </message>
    <message>
        <source>The tablet closed the connection (%1). Reconnecting…</source>
        <translation>La tablette a fermé la connexion (%1). Reconnexion…</translation>
    </message>
</context>
<context>
    <name>cultist.all-cultists.game-ends</name>
    <message>
        <source>Every player is a Cultist: the game ends and Level %1 wins.</source>
        <translation>Tous les joueurs sont Cultistes&#xa0;: la partie se termine et le plus haut Niveau (%1) l&apos;emporte.</translation>
    </message>
</context>
<context>
    <name>cultist.become.already-cultist</name>
    <message>
        <source>Already a Cultist: nothing more happens.</source>
        <translation>Déjà Cultiste&#xa0;: rien de plus ne se passe.</translation>
    </message>
</context>
<context>
    <name>cultist.become.choose-class</name>
    <message>
        <source>The player must take a Cultist from the Cultist discard pile, and discard one of %1 and %2 to make room.</source>
        <translation>Le joueur doit prendre un Cultiste dans la défausse des Cultistes et défausser %1 ou %2 pour lui faire de la place.</translation>
    </message>
</context>
<context>
    <name>cultist.become.escaped</name>
    <message>
        <source>No Cultist waits in the Cultist discard pile: escaped, this time.</source>
        <translation>Aucun Cultiste n&apos;attend dans la défausse des Cultistes&#xa0;: on y échappe, pour cette fois.</translation>
    </message>
</context>
<context>
    <name>cultist.become.name-the-class</name>
    <message>
        <source>%1 must name the Class that makes room: %2.</source>
        <translation>%1 doit indiquer laquelle de ces Classes laisse sa place&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>cultist.become.replaces-class</name>
    <message>
        <source>The player must take a Cultist from the Cultist discard pile, which replaces the Class in play.</source>
        <translation>Le joueur doit prendre un Cultiste dans la défausse des Cultistes&#xa0;; il remplace la Classe en jeu.</translation>
    </message>
</context>
<context>
    <name>cultist.become.take</name>
    <message>
        <source>The player must take a Cultist from the Cultist discard pile.</source>
        <translation>Le joueur doit prendre un Cultiste dans la défausse des Cultistes.</translation>
    </message>
</context>
<context>
    <name>cultist.last-non-cultist.already-granted</name>
    <message>
        <source>%1 is the last non-Cultist, but that level was already granted in this game.</source>
        <translation>%1 est le dernier non-Cultiste, mais ce niveau a déjà été accordé dans cette partie.</translation>
    </message>
</context>
<context>
    <name>cultist.last-non-cultist.by-hand</name>
    <message>
        <source>The last non-Cultist&apos;s level is not entered by hand: Arbiter grants it by itself when every other player has become a Cultist, and it is never granted twice for the same moment.</source>
        <translation>Le niveau du dernier non-Cultiste ne se saisit pas à la main&#xa0;: Arbiter l&apos;accorde de lui-même quand tous les autres joueurs sont devenus Cultistes, et jamais deux fois pour le même moment.</translation>
    </message>
</context>
<context>
    <name>cultist.last-non-cultist.by-hand-no-cultist</name>
    <message>
        <source>The last non-Cultist&apos;s level is not entered by hand: Arbiter grants it by itself when every other player has become a Cultist, and nobody at this table is a Cultist.</source>
        <translation>Le niveau du dernier non-Cultiste ne se saisit pas à la main&#xa0;: Arbiter l&apos;accorde de lui-même quand tous les autres joueurs sont devenus Cultistes, et personne n&apos;est Cultiste à cette table.</translation>
    </message>
</context>
<context>
    <name>cultist.last-non-cultist.exactly-one</name>
    <message>
        <source>The last player who is not a Cultist gains exactly one level, not %1.</source>
        <translation>Le dernier joueur non Cultiste gagne exactement un niveau, pas %1.</translation>
    </message>
</context>
<context>
    <name>cultist.last-non-cultist.goes-up</name>
    <message>
        <source>%1 is the last non-Cultist and goes up to Level %2.</source>
        <translation>%1 est le dernier non-Cultiste et monte au Niveau %2.</translation>
    </message>
</context>
<context>
    <name>cultist.last-non-cultist.may-win</name>
    <message>
        <source>The last player who is not a Cultist gains a level, and it may be the winning one.</source>
        <translation>Le dernier joueur non Cultiste gagne un niveau, et ce peut être celui de la victoire.</translation>
    </message>
</context>
<context>
    <name>cultist.last-non-cultist.wins</name>
    <message>
        <source>%1 is the last non-Cultist and goes up to Level %2, winning the game.</source>
        <translation>%1 est le dernier non-Cultiste, monte au Niveau %2 et gagne la partie.</translation>
    </message>
</context>
<context>
    <name>cultist.no-voluntary-discard.never</name>
    <message>
        <source>A Cultist can never quit by choice.</source>
        <translation>Un Cultiste ne peut jamais renoncer volontairement à sa Classe.</translation>
    </message>
</context>
<context>
    <name>cultist.no-voluntary-discard.to-play</name>
    <message>
        <source>A Cultist cannot discard his Class to play %1.</source>
        <translation>Un Cultiste ne peut pas défausser sa Classe pour jouer %1.</translation>
    </message>
</context>
<context>
    <name>cultist.only-cultist-protected.divine-intervention-only</name>
    <message>
        <source>The only Cultist in play loses the Class to nothing but Divine Intervention.</source>
        <translation>Le seul Cultiste en jeu ne peut perdre cette Classe que par Intervention divine.</translation>
    </message>
</context>
<context>
    <name>cultist.own-discard-pile.goes-there</name>
    <message>
        <source>The Cultist card goes to the Cultist discard pile.</source>
        <translation>La carte Cultiste va dans la défausse des Cultistes.</translation>
    </message>
</context>
<context>
    <name>death.dead-receive-nothing.body</name>
    <message>
        <source>Dead players take nothing from the body.</source>
        <translation>Les joueurs morts ne prennent rien sur le cadavre.</translation>
    </message>
</context>
<context>
    <name>death.dead-receive-nothing.charity</name>
    <message>
        <source>Dead players receive no Charity.</source>
        <translation>Les joueurs morts ne reçoivent rien par la Charité.</translation>
    </message>
</context>
<context>
    <name>death.dead-receive-nothing.curse</name>
    <message>
        <source>%1 is dead and cannot receive a Curse.</source>
        <translation>%1 est mort et ne peut pas recevoir de Malédiction.</translation>
    </message>
</context>
<context>
    <name>death.dead-receive-nothing.hireling</name>
    <message>
        <source>%1 is dead and cannot receive a Hireling.</source>
        <translation>%1 est mort et ne peut pas recevoir de Larbin.</translation>
    </message>
</context>
<context>
    <name>death.dead-receive-nothing.items</name>
    <message>
        <source>%1 is dead and cannot receive Items.</source>
        <translation>%1 est mort et ne peut pas recevoir d&apos;Objets.</translation>
    </message>
</context>
<context>
    <name>death.dead-receive-nothing.ride</name>
    <message>
        <source>%1 is dead and cannot receive a Ride.</source>
        <translation>%1 est mort et ne peut pas recevoir de Monture.</translation>
    </message>
</context>
<context>
    <name>death.keep.character-cards</name>
    <message>
        <source>%1 keeps: character cards, Level, Curses on the character.</source>
        <translation>%1 conserve&#xa0;: cartes de personnage, Niveau, Malédictions affectant le personnage.</translation>
    </message>
</context>
<context>
    <name>death.keep.dies-character-cards</name>
    <message>
        <source>%1 dies and keeps: character cards, Level, Curses on the character.</source>
        <translation>%1 meurt et conserve&#xa0;: cartes de personnage, Niveau, Malédictions affectant le personnage.</translation>
    </message>
</context>
<context>
    <name>death.keep.dies-one-kind</name>
    <message>
        <source>%1 dies and keeps: %2, %3, Level, Curses on the character.</source>
        <translation>%1 meurt et conserve&#xa0;: %2, %3, Niveau, Malédictions affectant le personnage.</translation>
    </message>
</context>
<context>
    <name>death.keep.dies-one-kind-cultist</name>
    <message>
        <source>%1 dies and keeps: %2, %3, Level, Curses on the character, (Monster Enhancers played on a dying Cultist are discarded).</source>
        <translation>%1 meurt et conserve&#xa0;: %2, %3, Niveau, Malédictions affectant le personnage (les Amplificateurs de monstre joués sur un Cultiste mourant sont défaussés).</translation>
    </message>
</context>
<context>
    <name>death.keep.dies-two-kinds</name>
    <message>
        <source>%1 dies and keeps: %2, %3, %4, %5, Level, Curses on the character.</source>
        <translation>%1 meurt et conserve&#xa0;: %2, %3, %4, %5, Niveau, Malédictions affectant le personnage.</translation>
    </message>
</context>
<context>
    <name>death.keep.dies-two-kinds-cultist</name>
    <message>
        <source>%1 dies and keeps: %2, %3, %4, %5, Level, Curses on the character, (Monster Enhancers played on a dying Cultist are discarded).</source>
        <translation>%1 meurt et conserve&#xa0;: %2, %3, %4, %5, Niveau, Malédictions affectant le personnage (les Amplificateurs de monstre joués sur un Cultiste mourant sont défaussés).</translation>
    </message>
</context>
<context>
    <name>death.keep.one-kind</name>
    <message>
        <source>%1 keeps: %2, %3, Level, Curses on the character.</source>
        <translation>%1 conserve&#xa0;: %2, %3, Niveau, Malédictions affectant le personnage.</translation>
    </message>
</context>
<context>
    <name>death.keep.one-kind-cultist</name>
    <message>
        <source>%1 keeps: %2, %3, Level, Curses on the character, (Monster Enhancers played on a dying Cultist are discarded).</source>
        <translation>%1 conserve&#xa0;: %2, %3, Niveau, Malédictions affectant le personnage (les Amplificateurs de monstre joués sur un Cultiste mourant sont défaussés).</translation>
    </message>
</context>
<context>
    <name>death.keep.term-cultist-enhancers</name>
    <message>
        <source>(Monster Enhancers played on a dying Cultist are discarded)</source>
        <translation>(les Amplificateurs de monstre joués sur un Cultiste mourant sont défaussés)</translation>
    </message>
</context>
<context>
    <name>death.keep.term-curses</name>
    <message>
        <source>Curses on the character</source>
        <translation>Malédictions affectant le personnage</translation>
    </message>
</context>
<context>
    <name>death.keep.term-level</name>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
</context>
<context>
    <name>death.keep.two-kinds</name>
    <message>
        <source>%1 keeps: %2, %3, %4, %5, Level, Curses on the character.</source>
        <translation>%1 conserve&#xa0;: %2, %3, %4, %5, Niveau, Malédictions affectant le personnage.</translation>
    </message>
</context>
<context>
    <name>death.keep.two-kinds-cultist</name>
    <message>
        <source>%1 keeps: %2, %3, %4, %5, Level, Curses on the character, (Monster Enhancers played on a dying Cultist are discarded).</source>
        <translation>%1 conserve&#xa0;: %2, %3, %4, %5, Niveau, Malédictions affectant le personnage (les Amplificateurs de monstre joués sur un Cultiste mourant sont défaussés).</translation>
    </message>
</context>
<context>
    <name>death.loot-one-each.discarded</name>
    <message numerus="yes">
        <source>Each living player takes one card; %n card(s) left over must be discarded.</source>
        <translation>
            <numerusform>Chaque joueur vivant prend une carte&#xa0;; %n carte restante doit être défaussée.</numerusform>
            <numerusform>Chaque joueur vivant prend une carte&#xa0;; les %n cartes restantes doivent être défaussées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>death.loot-one-each.nothing-left</name>
    <message>
        <source>Each living player takes one card; the body has nothing left.</source>
        <translation>Chaque joueur vivant prend une carte&#xa0;; il ne reste plus rien sur le cadavre.</translation>
    </message>
</context>
<context>
    <name>death.loot-order.highest-first</name>
    <message>
        <source>The body is looted highest Level first.</source>
        <translation>Le cadavre est pillé en commençant par le plus haut Niveau.</translation>
    </message>
</context>
<context>
    <name>death.loot-tie-roll.by-rolls</name>
    <message>
        <source>Players tied at Level %1 go in order of their rolls.</source>
        <translation>Les joueurs à égalité au Niveau %1 passent dans l&apos;ordre de leurs jets.</translation>
    </message>
</context>
<context>
    <name>death.loot-tie-roll.must-roll</name>
    <message>
        <source>Players tied at Level %1 must roll a die (again) to settle who goes first.</source>
        <translation>Les joueurs à égalité au Niveau %1 doivent lancer un dé (à nouveau) pour décider qui passe en premier.</translation>
    </message>
</context>
<context>
    <name>death.no-more-running.fighter</name>
    <message>
        <source>%1 need not run from the remaining monsters.</source>
        <translation>%1 n&apos;a pas à déguerpir devant les monstres restants.</translation>
    </message>
</context>
<context>
    <name>death.no-more-running.helper</name>
    <message>
        <source>%1 no longer takes part in the fight.</source>
        <translation>%1 ne participe plus au combat.</translation>
    </message>
</context>
<context>
    <name>death.no-more-running.runner-dead</name>
    <message>
        <source>%1 is dead and need not run from %2.</source>
        <translation>%1 est mort et n&apos;a pas à déguerpir devant %2.</translation>
    </message>
</context>
<context>
    <name>equip.armor.does-not-fit</name>
    <message>
        <source>%1 does not fit: only one suit of Armor can be equipped.</source>
        <translation>Pas de place pour %1&#xa0;: une seule Armure peut être équipée.</translation>
    </message>
</context>
<context>
    <name>equip.big-item-race.any-number</name>
    <message>
        <source>A %1 may carry any number of Big items.</source>
        <translation>Un %1 peut transporter autant de Gros Objets qu&apos;il veut.</translation>
    </message>
</context>
<context>
    <name>equip.big-item.second</name>
    <message>
        <source>%1 is a second Big item: only one may be carried. Sell it, trade it or give it to the lowest-Level player who can carry it.</source>
        <translation>%1 est un deuxième Gros Objet&#xa0;: on ne peut en transporter qu&apos;un. Vendez-le, échangez-le ou donnez-le au joueur de plus bas Niveau qui peut le transporter.</translation>
    </message>
</context>
<context>
    <name>equip.carried.not-equipped</name>
    <message>
        <source>%1 is carried, not equipped: its bonus does not count.</source>
        <translation>%1 est transporté, pas équipé&#xa0;: son bonus ne compte pas.</translation>
    </message>
</context>
<context>
    <name>equip.cheat.ignores-equip</name>
    <message>
        <source>%1 is attached to Cheat!, which ignores the equip limits.</source>
        <translation>%1 est attaché à «&#xa0;Triche&#xa0;!&#xa0;», qui ignore les limites d&apos;équipement.</translation>
    </message>
</context>
<context>
    <name>equip.cheat.ignores-equip-and-big</name>
    <message>
        <source>%1 is attached to Cheat!, which ignores the equip and Big-item limits.</source>
        <translation>%1 est attaché à «&#xa0;Triche&#xa0;!&#xa0;», qui ignore les limites d&apos;équipement et de Gros Objets.</translation>
    </message>
</context>
<context>
    <name>equip.cheat.ignores-one-big</name>
    <message>
        <source>%1 is attached to Cheat!, which ignores the one-Big-item limit.</source>
        <translation>%1 est attaché à «&#xa0;Triche&#xa0;!&#xa0;», qui ignore la limite d&apos;un seul Gros Objet.</translation>
    </message>
</context>
<context>
    <name>equip.cheat.no-free-cheat</name>
    <message>
        <source>%1 is placed on a Cheat! card that is not there or already holds an Item.</source>
        <translation>%1 est placé sur une carte «&#xa0;Triche&#xa0;!&#xa0;» absente ou qui porte déjà un Objet.</translation>
    </message>
</context>
<context>
    <name>equip.cheat.restrictions-ignored</name>
    <message>
        <source>%1 is on Cheat!, so its restrictions are ignored.</source>
        <translation>%1 est sur «&#xa0;Triche&#xa0;!&#xa0;»&#xa0;: ses restrictions sont ignorées.</translation>
    </message>
</context>
<context>
    <name>equip.doubler-advantages.monster-bonus</name>
    <message>
        <source>%1 gets no %2 against %3: a doubled single card has no disadvantages.</source>
        <translation>%1 n&apos;a pas %2 contre %3&#xa0;: une carte seule sous une carte de cumul n&apos;a pas d&apos;inconvénients.</translation>
    </message>
</context>
<context>
    <name>equip.doubler-advantages.no-disadvantages</name>
    <message>
        <source>%1 is forbidden to %2, but a doubled single card has no disadvantages.</source>
        <translation>%1 est interdit à %2, mais une carte seule sous une carte de cumul n&apos;a pas d&apos;inconvénients.</translation>
    </message>
</context>
<context>
    <name>equip.footgear.does-not-fit</name>
    <message>
        <source>%1 does not fit: only one pair of Footgear can be equipped.</source>
        <translation>Pas de place pour %1&#xa0;: une seule paire de Chaussures peut être équipée.</translation>
    </message>
</context>
<context>
    <name>equip.forbidden-for.no-bonus</name>
    <message>
        <source>%1 gives no bonus to %2.</source>
        <translation>%1 ne donne aucun bonus à %2.</translation>
    </message>
</context>
<context>
    <name>equip.hands.does-not-fit</name>
    <message>
        <source>%1 does not fit: only two hands&apos; worth of Items can be equipped.</source>
        <translation>Pas de place pour %1&#xa0;: les Objets équipés ne peuvent occuper que deux mains.</translation>
    </message>
</context>
<context>
    <name>equip.headgear.does-not-fit</name>
    <message>
        <source>%1 does not fit: only one Headgear can be equipped.</source>
        <translation>Pas de place pour %1&#xa0;: un seul Couvre-chef peut être équipé.</translation>
    </message>
</context>
<context>
    <name>equip.hireling.hireling-beyond-equip</name>
    <message>
        <source>%1 is held by a Hireling beyond the equip limits.</source>
        <translation>%1 est porté par un Larbin, au-delà des limites d&apos;équipement.</translation>
    </message>
</context>
<context>
    <name>equip.hireling.hireling-beyond-equip-and-big</name>
    <message>
        <source>%1 is held by a Hireling beyond the equip and Big-item limits.</source>
        <translation>%1 est porté par un Larbin, au-delà des limites d&apos;équipement et de Gros Objets.</translation>
    </message>
</context>
<context>
    <name>equip.hireling.hireling-beyond-one-big</name>
    <message>
        <source>%1 is held by a Hireling beyond the one-Big-item limit.</source>
        <translation>%1 est porté par un Larbin, au-delà de la limite d&apos;un seul Gros Objet.</translation>
    </message>
</context>
<context>
    <name>equip.hireling.no-free-hireling</name>
    <message>
        <source>%1 is placed on a Hireling that is not there or already holds an Item.</source>
        <translation>%1 est placé sur un Larbin absent ou qui porte déjà un Objet.</translation>
    </message>
</context>
<context>
    <name>equip.hireling.ride-beyond-equip</name>
    <message>
        <source>%1 is held by a Ride beyond the equip limits.</source>
        <translation>%1 est porté par une Monture, au-delà des limites d&apos;équipement.</translation>
    </message>
</context>
<context>
    <name>equip.hireling.ride-beyond-equip-and-big</name>
    <message>
        <source>%1 is held by a Ride beyond the equip and Big-item limits.</source>
        <translation>%1 est porté par une Monture, au-delà des limites d&apos;équipement et de Gros Objets.</translation>
    </message>
</context>
<context>
    <name>equip.hireling.ride-beyond-one-big</name>
    <message>
        <source>%1 is held by a Ride beyond the one-Big-item limit.</source>
        <translation>%1 est porté par une Monture, au-delà de la limite d&apos;un seul Gros Objet.</translation>
    </message>
</context>
<context>
    <name>equip.no-big-items.no-limit</name>
    <message>
        <source>%1 has no Big-item limit.</source>
        <translation>Il n&apos;y a pas de limite de Gros Objets dans %1.</translation>
    </message>
</context>
<context>
    <name>equip.no-change-in-combat.in-combat</name>
    <message>
        <source>Items cannot be equipped or unequipped during a combat.</source>
        <translation>Les Objets ne peuvent être ni équipés ni retirés pendant un combat.</translation>
    </message>
</context>
<context>
    <name>equip.no-change-in-combat.timing-during-combat</name>
    <message>
        <source>Changing which Items are equipped is not allowed during a combat.</source>
        <translation>Impossible de changer les Objets équipés pendant un combat.</translation>
    </message>
</context>
<context>
    <name>equip.no-change-in-combat.timing-running-away</name>
    <message>
        <source>Changing which Items are equipped is not allowed while running away.</source>
        <translation>Impossible de changer les Objets équipés pendant qu&apos;on déguerpit.</translation>
    </message>
</context>
<context>
    <name>equip.one-ride.combatant-rides</name>
    <message numerus="yes">
        <source>%1 rides %n Ride(s), but %2 allows %3 at a time.</source>
        <translation>
            <numerusform>%1 a %n Monture, mais %2 n&apos;en autorise que %3 à la fois.</numerusform>
            <numerusform>%1 a %n Montures, mais %2 n&apos;en autorise que %3 à la fois.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>equip.one-ride.too-many</name>
    <message numerus="yes">
        <source>Only %n Ride(s) may be in play, not %1.</source>
        <translation>
            <numerusform>Pas plus de %n Monture en jeu, et non %1.</numerusform>
            <numerusform>Pas plus de %n Montures en jeu, et non %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>equip.only-for.bonus-only-to</name>
    <message>
        <source>%1 gives its bonus only to %2.</source>
        <translation>%1 ne donne son bonus qu&apos;à %2.</translation>
    </message>
</context>
<context>
    <name>field.arc</name>
    <message>
        <source>An arc</source>
        <translation>Un arc</translation>
    </message>
</context>
<context>
    <name>field.card-bonus</name>
    <message>
        <source>A card&apos;s bonus</source>
        <translation>Le bonus d&apos;une carte</translation>
    </message>
</context>
<context>
    <name>field.card-gold</name>
    <message>
        <source>A card&apos;s Gold</source>
        <translation>La valeur en or d&apos;une carte</translation>
    </message>
</context>
<context>
    <name>field.card-name</name>
    <message>
        <source>A card&apos;s name</source>
        <translation>Le nom d&apos;une carte</translation>
    </message>
</context>
<context>
    <name>field.combat-bonus</name>
    <message>
        <source>A combat bonus</source>
        <translation>Un bonus de combat</translation>
    </message>
</context>
<context>
    <name>field.curse-combat-bonus</name>
    <message>
        <source>A Curse&apos;s combat bonus</source>
        <translation>Le bonus de combat d&apos;une Malédiction</translation>
    </message>
</context>
<context>
    <name>field.curse-name</name>
    <message>
        <source>A Curse&apos;s name</source>
        <translation>Le nom d&apos;une Malédiction</translation>
    </message>
</context>
<context>
    <name>field.dead-player-hand</name>
    <message>
        <source>A dead player&apos;s hand</source>
        <translation>La main d&apos;un joueur mort</translation>
    </message>
</context>
<context>
    <name>field.empty</name>
    <message>
        <source>is empty</source>
        <translation>est vide</translation>
    </message>
</context>
<context>
    <name>field.enhancer-bonus</name>
    <message>
        <source>An Enhancer&apos;s bonus</source>
        <translation>Le bonus d&apos;un Amplificateur</translation>
    </message>
</context>
<context>
    <name>field.enhancer-name</name>
    <message>
        <source>An Enhancer&apos;s name</source>
        <translation>Le nom d&apos;un Amplificateur</translation>
    </message>
</context>
<context>
    <name>field.enhancer-treasures</name>
    <message>
        <source>An Enhancer&apos;s Treasures</source>
        <translation>Les Trésors d&apos;un Amplificateur</translation>
    </message>
</context>
<context>
    <name>field.gear-number</name>
    <message>
        <source>A gear number</source>
        <translation>Un total d&apos;équipement</translation>
    </message>
</context>
<context>
    <name>field.hand</name>
    <message>
        <source>A hand</source>
        <translation>Une main</translation>
    </message>
</context>
<context>
    <name>field.hand-limit</name>
    <message>
        <source>A hand limit</source>
        <translation>Une limite de main</translation>
    </message>
</context>
<context>
    <name>field.hand-of-castle-cards</name>
    <message>
        <source>A hand of Castle cards</source>
        <translation>Une main de cartes Château</translation>
    </message>
</context>
<context>
    <name>field.hand-of-treasure-cards</name>
    <message>
        <source>A hand of Treasure cards</source>
        <translation>Une main de cartes Trésor</translation>
    </message>
</context>
<context>
    <name>field.hireling-name</name>
    <message>
        <source>A Hireling&apos;s name</source>
        <translation>Le nom d&apos;un Larbin</translation>
    </message>
</context>
<context>
    <name>field.item-bonus</name>
    <message>
        <source>An Item&apos;s bonus</source>
        <translation>Le bonus d&apos;un Objet</translation>
    </message>
</context>
<context>
    <name>field.item-name</name>
    <message>
        <source>An Item&apos;s name</source>
        <translation>Le nom d&apos;un Objet</translation>
    </message>
</context>
<context>
    <name>field.item-restriction</name>
    <message>
        <source>An Item&apos;s restriction</source>
        <translation>La restriction d&apos;un Objet</translation>
    </message>
</context>
<context>
    <name>field.level-change</name>
    <message>
        <source>A level change</source>
        <translation>Un changement de niveau</translation>
    </message>
</context>
<context>
    <name>field.levels-a-monster-gives</name>
    <message>
        <source>The levels a monster gives</source>
        <translation>Les niveaux rapportés par un monstre</translation>
    </message>
</context>
<context>
    <name>field.levels-lost-to-bad-stuff</name>
    <message>
        <source>Levels lost to Bad Stuff</source>
        <translation>Les niveaux perdus par un incident fâcheux</translation>
    </message>
</context>
<context>
    <name>field.monster-bonus</name>
    <message>
        <source>A monster&apos;s bonus</source>
        <translation>Le bonus d&apos;un monstre</translation>
    </message>
</context>
<context>
    <name>field.monster-bonus-target</name>
    <message>
        <source>A monster bonus&apos;s target</source>
        <translation>La cible du bonus d&apos;un monstre</translation>
    </message>
</context>
<context>
    <name>field.monster-level</name>
    <message>
        <source>A monster&apos;s Level</source>
        <translation>Le Niveau d&apos;un monstre</translation>
    </message>
</context>
<context>
    <name>field.monster-name</name>
    <message>
        <source>A monster&apos;s name</source>
        <translation>Le nom d&apos;un monstre</translation>
    </message>
</context>
<context>
    <name>field.monster-tag</name>
    <message>
        <source>A monster&apos;s tag</source>
        <translation>Le mot-clé d&apos;un monstre</translation>
    </message>
</context>
<context>
    <name>field.monster-treasures</name>
    <message>
        <source>A monster&apos;s Treasures</source>
        <translation>Les Trésors d&apos;un monstre</translation>
    </message>
</context>
<context>
    <name>field.out-of-bounds</name>
    <message>
        <source>%1 is not between %2 and %3</source>
        <translation>%1 n&apos;est pas compris entre %2 et %3</translation>
    </message>
</context>
<context>
    <name>field.placing-roll</name>
    <message>
        <source>The placing roll</source>
        <translation>Le jet de placement</translation>
    </message>
</context>
<context>
    <name>field.player-name</name>
    <message>
        <source>A player&apos;s name</source>
        <translation>Le nom d&apos;un joueur</translation>
    </message>
</context>
<context>
    <name>field.ride-bonus</name>
    <message>
        <source>A Ride&apos;s bonus</source>
        <translation>Le bonus d&apos;une Monture</translation>
    </message>
</context>
<context>
    <name>field.ride-name</name>
    <message>
        <source>A Ride&apos;s name</source>
        <translation>Le nom d&apos;une Monture</translation>
    </message>
</context>
<context>
    <name>field.roll-purpose</name>
    <message>
        <source>A roll&apos;s purpose</source>
        <translation>Le motif d&apos;un jet</translation>
    </message>
</context>
<context>
    <name>field.run-away-modifier</name>
    <message>
        <source>A run-away modifier</source>
        <translation>Un modificateur pour déguerpir</translation>
    </message>
</context>
<context>
    <name>field.sold-card-name</name>
    <message>
        <source>A sold card&apos;s name</source>
        <translation>Le nom d&apos;une carte vendue</translation>
    </message>
</context>
<context>
    <name>field.too-long</name>
    <message>
        <source>is longer than %1 bytes</source>
        <translation>dépasse %1 octets</translation>
    </message>
</context>
<context>
    <name>field.too-many</name>
    <message>
        <source>has %1 entries; at most %2</source>
        <translation>contient %1 entrées&#xa0;; %2 au maximum</translation>
    </message>
</context>
<context>
    <name>fight</name>
    <message>
        <source>The referee cannot judge this fight yet</source>
        <translation>L&apos;arbitre ne peut pas encore juger ce combat</translation>
    </message>
    <message>
        <source>%1 and %2 must run away</source>
        <translation>%1 et %2 doivent déguerpir</translation>
    </message>
    <message>
        <source>%1 must run away</source>
        <translation>%1 doit déguerpir</translation>
    </message>
    <message>
        <source>The monsters win: %1 and %2 must run away</source>
        <translation>Les monstres gagnent&#xa0;: %1 et %2 doivent déguerpir</translation>
    </message>
    <message>
        <source>The monsters win: %1 must run away</source>
        <translation>Les monstres gagnent&#xa0;: %1 doit déguerpir</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n niveau</numerusform>
            <numerusform>%n niveaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Treasure(s)</source>
        <translation>
            <numerusform>%n Trésor</numerusform>
            <numerusform>%n Trésors</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 win the game: %3, %4</source>
        <translation>%1 et %2 gagnent la partie&#xa0;: %3, %4</translation>
    </message>
    <message>
        <source>%1 wins the game: %2, %3</source>
        <translation>%1 gagne la partie&#xa0;: %2, %3</translation>
    </message>
    <message>
        <source>%1 and %2 win: %3, %4</source>
        <translation>%1 et %2 gagnent&#xa0;: %3, %4</translation>
    </message>
    <message>
        <source>%1 wins: %2, %3</source>
        <translation>%1 gagne&#xa0;: %2, %3</translation>
    </message>
    <message>
        <source>%1 and %2 win the game</source>
        <translation>%1 et %2 gagnent la partie</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation>%1 gagne la partie</translation>
    </message>
    <message>
        <source>%1 and %2 win</source>
        <translation>%1 et %2 gagnent</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>The fight</source>
        <translation>Le combat</translation>
    </message>
    <message>
        <source>%1 (Level %2)</source>
        <translation>%1 (Niveau %2)</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>contre</translation>
    </message>
    <message>
        <source>What it takes:</source>
        <translation>Ce qu&apos;il faut&#xa0;:</translation>
    </message>
    <message>
        <source>%1 from %2: escapes without rolling</source>
        <translation>%1 face à %2&#xa0;: s&apos;échappe sans lancer le dé</translation>
    </message>
    <message>
        <source>%1 from %2: escapes on %3+ (%4%)</source>
        <translation>%1 face à %2&#xa0;: s&apos;échappe sur %3+ (%4&#xa0;%)</translation>
    </message>
    <message>
        <source>%1 (Level %2) with %3</source>
        <translation>%1 (Niveau %2) avec %3</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monstres</translation>
    </message>
    <message>
        <source>For the players: %1</source>
        <translation>Pour les joueurs&#xa0;: %1</translation>
    </message>
    <message>
        <source>For the monsters: %1</source>
        <translation>Pour les monstres&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>fight_cards</name>
    <message>
        <source>One-shot %1</source>
        <translation>Usage unique %1</translation>
    </message>
    <message>
        <source>%1 for the monsters</source>
        <translation>%1 pour les monstres</translation>
    </message>
    <message>
        <source>%1 for the players</source>
        <translation>%1 pour les joueurs</translation>
    </message>
    <message>
        <source>Enhancer %1</source>
        <translation>Amplificateur %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Wandering Monster: %1</source>
        <translation>Monstre errant&#xa0;: %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>For the players</source>
        <translation>Pour les joueurs</translation>
    </message>
    <message>
        <source>For the monsters</source>
        <translation>Pour les monstres</translation>
    </message>
    <message>
        <source>A one-shot by name: 3 letters</source>
        <translation>Usage unique&#xa0;: 3 lettres du nom</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>A one-shot</source>
        <translation>Un objet à usage unique</translation>
    </message>
    <message>
        <source>On which monster</source>
        <translation>Sur quel monstre</translation>
    </message>
    <message>
        <source>Treasures it adds</source>
        <translation>Trésors en plus</translation>
    </message>
    <message>
        <source>An Enhancer by name: 3 letters</source>
        <translation>Amplificateur&#xa0;: 3 lettres du nom</translation>
    </message>
    <message>
        <source>An Enhancer on a monster</source>
        <translation>Un Amplificateur sur un monstre</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Monster’s name: 3 letters</source>
        <translation>Nom du monstre&#xa0;: 3 lettres</translation>
    </message>
    <message>
        <source>Add a new monster of that Level</source>
        <translation>Ajouter un nouveau monstre de ce Niveau</translation>
    </message>
    <message>
        <source>A Wandering Monster</source>
        <translation>Un Monstre errant</translation>
    </message>
    <message>
        <source>Play a card in the fight</source>
        <translation>Jouer une carte dans le combat</translation>
    </message>
</context>
<context>
    <name>fight_start</name>
    <message>
        <source>%1 · Level %2</source>
        <translation>%1 · Niveau %2</translation>
    </message>
    <message>
        <source>Look for Trouble with %1</source>
        <translation>Chercher la bagarre avec %1</translation>
    </message>
    <message>
        <source>Fight %1</source>
        <translation>Combattre %1</translation>
    </message>
    <message>
        <source>Fight a Level %1 monster</source>
        <translation>Combattre un monstre de Niveau %1</translation>
    </message>
    <message>
        <source>Monster’s name: 3 letters</source>
        <translation>Nom du monstre&#xa0;: 3 lettres</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nom (facultatif)</translation>
    </message>
    <message>
        <source>New monster</source>
        <translation>Nouveau monstre</translation>
    </message>
    <message>
        <source>Fight it</source>
        <translation>Le combattre</translation>
    </message>
    <message>
        <source>Look for Trouble: a monster from your hand</source>
        <translation>Chercher la bagarre&#xa0;: un monstre de votre main</translation>
    </message>
    <message>
        <source>Kick open the door: a monster</source>
        <translation>Ouvrir une porte&#xa0;: un monstre</translation>
    </message>
</context>
<context>
    <name>game.blank-name</name>
    <message>
        <source>%1 must not be blank.</source>
        <translation>%1 ne doit pas être vide.</translation>
    </message>
</context>
<context>
    <name>game.blank-name.player-in-seat</name>
    <message>
        <source>Player %1&apos;s name must not be blank.</source>
        <translation>Le nom du joueur %1 ne doit pas être vide.</translation>
    </message>
</context>
<context>
    <name>game.combat-in-progress.already</name>
    <message>
        <source>%1 is already in a combat: other monsters join it instead.</source>
        <translation>%1 est déjà en plein combat&#xa0;: les autres monstres rejoignent ce combat au lieu d&apos;en commencer un autre.</translation>
    </message>
</context>
<context>
    <name>game.combat-in-progress.cannot-leave</name>
    <message>
        <source>%1 is in a combat and cannot leave now.</source>
        <translation>%1 est en plein combat et ne peut pas partir maintenant.</translation>
    </message>
</context>
<context>
    <name>game.combat-in-progress.charity</name>
    <message>
        <source>Charity must wait until %1&apos;s combat is over.</source>
        <translation>La Charité doit attendre la fin du combat de %1.</translation>
    </message>
</context>
<context>
    <name>game.combat-in-progress.end-turn</name>
    <message>
        <source>Ending the turn must wait until %1&apos;s combat is over.</source>
        <translation>Pour finir le tour, il faut attendre la fin du combat de %1.</translation>
    </message>
</context>
<context>
    <name>game.combat-in-progress.next-phase</name>
    <message>
        <source>Moving on to %2 must wait until %1&apos;s combat is over.</source>
        <translation>Pour passer à la phase %2, il faut attendre la fin du combat de %1.</translation>
    </message>
</context>
<context>
    <name>game.combatant.neither</name>
    <message>
        <source>%1 is neither the fighter nor the helper.</source>
        <translation>%1 n&apos;est ni le combattant ni l&apos;allié.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.already-dead</name>
    <message>
        <source>%1 is already dead.</source>
        <translation>%1 est déjà mort.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.bad-stuff</name>
    <message>
        <source>%1 is already dead: Bad Stuff has nothing to take.</source>
        <translation>%1 est déjà mort&#xa0;: l&apos;incident fâcheux n&apos;a plus rien à prendre.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.cannot-change-equipped</name>
    <message>
        <source>%1 is dead and cannot change what is equipped.</source>
        <translation>%1 est mort et ne peut pas changer ses Objets équipés.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.cannot-fight</name>
    <message>
        <source>%1 is dead and cannot fight.</source>
        <translation>%1 est mort et ne peut pas combattre.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.cannot-help</name>
    <message>
        <source>%1 is dead and cannot help.</source>
        <translation>%1 est mort et ne peut pas aider.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.cannot-trade</name>
    <message>
        <source>%1 is dead and cannot trade.</source>
        <translation>%1 est mort et ne peut pas échanger.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.no-cards-to-play</name>
    <message>
        <source>%1 is dead and has no cards to play.</source>
        <translation>%1 est mort et n&apos;a aucune carte à jouer.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.receives-no-cards</name>
    <message>
        <source>%1 is dead and receives no cards.</source>
        <translation>%1 est mort et ne reçoit aucune carte.</translation>
    </message>
</context>
<context>
    <name>game.die-roll</name>
    <message>
        <source>%1 rolled %2, but a die shows 1 to %3.</source>
        <translation>%1&#xa0;: %2 au dé, alors qu&apos;un dé va de 1 à %3.</translation>
    </message>
</context>
<context>
    <name>game.die-roll.once-per-round</name>
    <message>
        <source>%1 rolls only once in round %2.</source>
        <translation>%1 ne lance le dé qu&apos;une fois à la manche %2.</translation>
    </message>
</context>
<context>
    <name>game.die-roll.panic-token-rolls-none</name>
    <message>
        <source>The %1 token rolls no die, so the action must not carry a roll.</source>
        <translation>Le jeton %1 ne fait lancer aucun dé&#xa0;: l&apos;action ne doit donc pas comporter de jet.</translation>
    </message>
</context>
<context>
    <name>game.die-roll.roll-off-round</name>
    <message>
        <source>%1 rolled %2 in round %3, but a die shows 1 to %4.</source>
        <translation>%1 a obtenu %2 à la manche %3, alors qu&apos;un dé va de 1 à %4.</translation>
    </message>
</context>
<context>
    <name>game.die-roll.rolled</name>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 a obtenu %2.</translation>
    </message>
</context>
<context>
    <name>game.die-roll.rolled-for</name>
    <message>
        <source>%1 rolled %2 (%3).</source>
        <translation>%1 a obtenu %2 (%3).</translation>
    </message>
</context>
<context>
    <name>game.die-roll.the-table</name>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
</context>
<context>
    <name>game.die-roll.tie-once</name>
    <message>
        <source>%1 rolls only once to settle a tie.</source>
        <translation>%1 ne lance le dé qu&apos;une fois pour départager l&apos;égalité.</translation>
    </message>
</context>
<context>
    <name>game.duplicate-name.already-called</name>
    <message>
        <source>A player is already called &quot;%1&quot;.</source>
        <translation>Un joueur s&apos;appelle déjà «&#xa0;%1&#xa0;».</translation>
    </message>
</context>
<context>
    <name>game.duplicate-name.two-players</name>
    <message>
        <source>Two players are called &quot;%1&quot;.</source>
        <translation>Deux joueurs s&apos;appellent «&#xa0;%1&#xa0;».</translation>
    </message>
</context>
<context>
    <name>game.gear-mode.clear-first</name>
    <message>
        <source>%1 keeps a single gear number (%2): clear it before entering Items.</source>
        <translation>%1 utilise un seul total d&apos;équipement (%2)&#xa0;: effacez-le avant de saisir des Objets.</translation>
    </message>
</context>
<context>
    <name>game.gear-mode.items-in-play</name>
    <message>
        <source>%1 still has %2 Items in play: lose, sell or trade them before keeping a single gear number.</source>
        <translation>%1 a encore des Objets en jeu (%2)&#xa0;: perdez-les, vendez-les ou échangez-les avant de passer à un seul total d&apos;équipement.</translation>
    </message>
</context>
<context>
    <name>game.index-range.no-monster</name>
    <message>
        <source>There is no monster %1 in this fight, which has %2.</source>
        <translation>Il n&apos;y a pas de monstre n° %1 dans ce combat, qui en compte %2.</translation>
    </message>
</context>
<context>
    <name>game.index-range.no-such-seat</name>
    <message>
        <source>Seat %1 does not exist: the seats are 0 to %2.</source>
        <translation>La place %1 n&apos;existe pas&#xa0;: les places vont de 0 à %2.</translation>
    </message>
</context>
<context>
    <name>game.limit.bad-stuff-items</name>
    <message>
        <source>Bad Stuff names more Items than a player may have.</source>
        <translation>L&apos;incident fâcheux cite plus d&apos;Objets qu&apos;un joueur ne peut en avoir.</translation>
    </message>
</context>
<context>
    <name>game.limit.cards-per-side</name>
    <message>
        <source>One side of a fight holds at most %1 cards.</source>
        <translation>Chaque camp d&apos;un combat compte au plus %1 cartes.</translation>
    </message>
</context>
<context>
    <name>game.limit.enhancers</name>
    <message>
        <source>%1 already has %2 Enhancers.</source>
        <translation>%1 a déjà %2 Amplificateurs.</translation>
    </message>
</context>
<context>
    <name>game.limit.monster-cards</name>
    <message>
        <source>%1 carries more than %2 tags, Enhancers or bonuses.</source>
        <translation>%1 porte plus de %2 mots-clés, Amplificateurs ou bonus.</translation>
    </message>
</context>
<context>
    <name>game.limit.monsters-in-fight</name>
    <message>
        <source>A fight holds at most %1 monsters.</source>
        <translation>Un combat compte au plus %1 monstres.</translation>
    </message>
</context>
<context>
    <name>game.limit.panic-hand</name>
    <message>
        <source>%1 now holds %2 Castle and %3 Treasure cards.</source>
        <translation>Cartes en main de %1&#xa0;: %2 Château et %3 Trésor.</translation>
    </message>
</context>
<context>
    <name>game.limit.roll-off-rounds</name>
    <message>
        <source>A roll for who starts has at most %1 rounds.</source>
        <translation>Le tirage au dé pour savoir qui commence compte au plus %1 manches.</translation>
    </message>
</context>
<context>
    <name>game.limit.run-away-rolls</name>
    <message>
        <source>More rolls than monsters and runners.</source>
        <translation>Plus de jets que de monstres et de fuyards.</translation>
    </message>
</context>
<context>
    <name>game.limit.sale-too-big</name>
    <message>
        <source>A sale of more than %1 cards is beyond the table&apos;s limits.</source>
        <translation>Une vente de plus de %1 cartes dépasse les limites de la table.</translation>
    </message>
</context>
<context>
    <name>game.limit.tie-rolls</name>
    <message>
        <source>More tie rolls than players.</source>
        <translation>Plus de jets de départage que de joueurs.</translation>
    </message>
</context>
<context>
    <name>game.limit.too-many-curses</name>
    <message>
        <source>%1 already has %2 Curses: the most one player may have is %3.</source>
        <translation>%1 a déjà %2 Malédictions&#xa0;: un joueur ne peut pas en avoir plus de %3.</translation>
    </message>
</context>
<context>
    <name>game.limit.too-many-hirelings</name>
    <message>
        <source>%1 already has %2 Hirelings: the most one player may have is %3.</source>
        <translation>%1 a déjà %2 Larbins&#xa0;: un joueur ne peut pas en avoir plus de %3.</translation>
    </message>
</context>
<context>
    <name>game.limit.too-many-items</name>
    <message>
        <source>%1 already has %2 Items: the most one player may have is %3.</source>
        <translation>%1 a déjà %2 Objets&#xa0;: un joueur ne peut pas en avoir plus de %3.</translation>
    </message>
</context>
<context>
    <name>game.limit.too-many-rides</name>
    <message>
        <source>%1 already has %2 Rides: the most one player may have is %3.</source>
        <translation>%1 a déjà %2 Montures&#xa0;: un joueur ne peut pas en avoir plus de %3.</translation>
    </message>
</context>
<context>
    <name>game.loot-body.alive</name>
    <message>
        <source>%1 is alive: there is no body to loot.</source>
        <translation>%1 est vivant&#xa0;: il n&apos;y a pas de cadavre à piller.</translation>
    </message>
</context>
<context>
    <name>game.loot-body.already-looted</name>
    <message>
        <source>%1&apos;s body has already been looted.</source>
        <translation>Le cadavre de %1 a déjà été pillé.</translation>
    </message>
</context>
<context>
    <name>game.name-length.game</name>
    <message>
        <source>The game&apos;s name is %1 characters long; the most is %2.</source>
        <translation>Le nom de la partie fait %1 caractères&#xa0;; le maximum est de %2.</translation>
    </message>
</context>
<context>
    <name>game.name-length.player</name>
    <message>
        <source>%1 &quot;%2&quot;... is %3 characters long; the most is %4.</source>
        <translation>%1 «&#xa0;%2&#xa0;»... fait %3 caractères&#xa0;; le maximum est de %4.</translation>
    </message>
</context>
<context>
    <name>game.name-length.player-in-seat</name>
    <message>
        <source>Player %1&apos;s name &quot;%2&quot;... is %3 characters long; the most is %4.</source>
        <translation>Le nom du joueur %1, «&#xa0;%2&#xa0;»..., fait %3 caractères&#xa0;; le maximum est de %4.</translation>
    </message>
</context>
<context>
    <name>game.name-too-long</name>
    <message>
        <source>%1 &quot;%2...&quot; is longer than %3 bytes.</source>
        <translation>%1 «&#xa0;%2...&#xa0;» dépasse %3 octets.</translation>
    </message>
</context>
<context>
    <name>game.name-too-long.player-in-seat</name>
    <message>
        <source>Player %1&apos;s name &quot;%2...&quot; is longer than %3 bytes.</source>
        <translation>Le nom du joueur %1, «&#xa0;%2...&#xa0;», dépasse %3 octets.</translation>
    </message>
</context>
<context>
    <name>game.new-character.appears</name>
    <message>
        <source>%1&apos;s new character appears, at Level %2 with the kept cards.</source>
        <translation>Le nouveau personnage de %1 arrive, au Niveau %2, avec les cartes conservées.</translation>
    </message>
</context>
<context>
    <name>game.no-combat.none</name>
    <message>
        <source>No combat is in progress.</source>
        <translation>Aucun combat n&apos;est en cours.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-character-cards-in-play</name>
    <message>
        <source>%1 has no character cards in play.</source>
        <translation>%1 n&apos;a aucune carte de personnage en jeu.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-curse-called</name>
    <message>
        <source>%1 has no Curse called &quot;%2&quot;.</source>
        <translation>%1 n&apos;a pas de Malédiction nommée «&#xa0;%2&#xa0;».</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-curses-in-play</name>
    <message>
        <source>%1 has no Curses in play.</source>
        <translation>%1 n&apos;a aucune Malédiction en jeu.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-hireling-called</name>
    <message>
        <source>%1 has no Hireling called &quot;%2&quot;.</source>
        <translation>%1 n&apos;a pas de Larbin nommé «&#xa0;%2&#xa0;».</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-hirelings-in-play</name>
    <message>
        <source>%1 has no Hirelings in play.</source>
        <translation>%1 n&apos;a aucun Larbin en jeu.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-item-called</name>
    <message>
        <source>%1 has no Item called &quot;%2&quot;.</source>
        <translation>%1 n&apos;a pas d&apos;Objet nommé «&#xa0;%2&#xa0;».</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-item-to-sell</name>
    <message>
        <source>%1 has no Item called &quot;%2&quot; to sell.</source>
        <translation>%1 n&apos;a pas d&apos;Objet nommé «&#xa0;%2&#xa0;» à vendre.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-items-in-play</name>
    <message>
        <source>%1 has no Items in play.</source>
        <translation>%1 n&apos;a aucun Objet en jeu.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-ride-called</name>
    <message>
        <source>%1 has no Ride called &quot;%2&quot;.</source>
        <translation>%1 n&apos;a pas de Monture nommée «&#xa0;%2&#xa0;».</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-ride-to-sacrifice</name>
    <message>
        <source>%1 has no Ride to sacrifice.</source>
        <translation>%1 n&apos;a aucune Monture à sacrifier.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-rides-in-play</name>
    <message>
        <source>%1 has no Rides in play.</source>
        <translation>%1 n&apos;a aucune Monture en jeu.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-such-card</name>
    <message>
        <source>%1 has no &quot;%2&quot; in play.</source>
        <translation>%1 n&apos;a pas «&#xa0;%2&#xa0;» en jeu.</translation>
    </message>
</context>
<context>
    <name>game.out-of-range</name>
    <message>
        <source>%1 of %2 is outside the range %3 to %4.</source>
        <translation>%1&#xa0;: %2 n&apos;est pas compris entre %3 et %4.</translation>
    </message>
</context>
<context>
    <name>game.over.last-tower-fallen</name>
    <message>
        <source>The game is over: the last Tower has fallen.</source>
        <translation>La partie est finie&#xa0;: la dernière Tour est tombée.</translation>
    </message>
</context>
<context>
    <name>game.over.won</name>
    <message>
        <source>The game is over: %1 won.</source>
        <translation>La partie est finie&#xa0;: victoire de %1.</translation>
    </message>
</context>
<context>
    <name>game.panic-board.id-is-name</name>
    <message>
        <source>In a game log a Monster&apos;s id is its token&apos;s name: &quot;%1&quot; should be &quot;%2&quot;.</source>
        <translation>Dans un journal de partie, l&apos;identifiant d&apos;un Monstre est le nom de son jeton&#xa0;: «&#xa0;%1&#xa0;» devrait être «&#xa0;%2&#xa0;».</translation>
    </message>
</context>
<context>
    <name>game.panic-board.monster-moves</name>
    <message>
        <source>%1 moves from %2 of arc %3 to %4 of arc %5.</source>
        <translation>%1 quitte %2 de l&apos;arc %3 pour %4 de l&apos;arc %5.</translation>
    </message>
</context>
<context>
    <name>game.panic-board.not-valid</name>
    <message>
        <source>The board would not be valid.</source>
        <translation>Le plateau ne serait pas valide.</translation>
    </message>
</context>
<context>
    <name>game.panic-board.set</name>
    <message>
        <source>The board is set as the players see it: %1 Monsters, %2 Towers.</source>
        <translation>Le plateau est réglé tel que les joueurs le voient (Monstres&#xa0;: %1, Tours&#xa0;: %2).</translation>
    </message>
</context>
<context>
    <name>game.panic-board.trophies-set</name>
    <message>
        <source>%1 has %2 Trophies.</source>
        <translation>Trophées de %1&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>game.panic-card.not-a-curse</name>
    <message>
        <source>&quot;%1&quot; is not a Curse card of the Castle deck.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une carte Malédiction de la pioche Château.</translation>
    </message>
</context>
<context>
    <name>game.panic-card.not-a-curse-cancel</name>
    <message>
        <source>Only Sandals of Protection or the Wishing Ring cancel a Curse card, not &quot;%1&quot;.</source>
        <translation>Une carte Malédiction ne s&apos;annule qu&apos;avec les Sandales de protection ou l&apos;Anneau de souhait, pas avec «&#xa0;%1&#xa0;».</translation>
    </message>
</context>
<context>
    <name>game.panic-card.not-a-mover</name>
    <message>
        <source>&quot;%1&quot; does not move a Monster: the movers are Cotion of Ponfusion, Drive Him Back!, Wandering Monster and the Wizard.</source>
        <translation>«&#xa0;%1&#xa0;» ne déplace pas de Monstre&#xa0;: ce sont «&#xa0;Cotion de ponfusion&#xa0;», «&#xa0;Repoussez-le&#xa0;!&#xa0;», «&#xa0;Monstre errant&#xa0;» et le Magicien qui le font.</translation>
    </message>
</context>
<context>
    <name>game.panic-card.not-a-remover</name>
    <message>
        <source>&quot;%1&quot; does not remove a Monster: Out to Lunch and the Cleric do.</source>
        <translation>«&#xa0;%1&#xa0;» ne retire pas de Monstre&#xa0;: ce sont «&#xa0;Parti déjeuner&#xa0;» et le Prêtre qui le font.</translation>
    </message>
</context>
<context>
    <name>game.panic-card.not-a-special</name>
    <message>
        <source>&quot;%1&quot; is not one of the Specials recorded this way: Invoke Obscure Rules, the Humongous Monster Enhancer, Illusion.</source>
        <translation>«&#xa0;%1&#xa0;» ne fait pas partie des cartes spéciales enregistrées ainsi&#xa0;: «&#xa0;Invoquer une règle obscure&#xa0;», l&apos;«&#xa0;Amplificateur de monstre gigantesque&#xa0;», «&#xa0;Illusion&#xa0;».</translation>
    </message>
</context>
<context>
    <name>game.panic-pending-choice.which-monster</name>
    <message>
        <source>Several Monsters hit %1: the action must say which one takes the damage.</source>
        <translation>Plusieurs Monstres frappent %1&#xa0;: l&apos;action doit préciser lequel subit les dégâts.</translation>
    </message>
</context>
<context>
    <name>game.panic-setup.done</name>
    <message>
        <source>Set-up is done: %1 begins.</source>
        <translation>La mise en place est terminée&#xa0;: %1 commence.</translation>
    </message>
</context>
<context>
    <name>game.panic-setup.no-loaded-die</name>
    <message>
        <source>Set-up places its Monsters by the die; the Loaded Die waits for play.</source>
        <translation>La mise en place pose ses Monstres selon le dé&#xa0;; le Dé pipé attend la partie.</translation>
    </message>
</context>
<context>
    <name>game.panic-setup.waits</name>
    <message>
        <source>%1 waits until set-up has placed its Monsters in the Archer ring.</source>
        <translation>%1&#xa0;: il faut attendre que la mise en place ait posé ses Monstres dans la zone des Archers.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.curse-drawn</name>
    <message>
        <source>The %1 token has already been drawn from the bag.</source>
        <translation>Le jeton %1 a déjà été tiré du sac.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.curse-not-in-mode</name>
    <message>
        <source>The %1 token is not in the bag in this mode.</source>
        <translation>Le jeton %1 n&apos;est pas dans le sac dans ce mode.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.held-by-another</name>
    <message>
        <source>%1 already holds %2.</source>
        <translation>%1 détient déjà %2.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.left-for-good</name>
    <message>
        <source>%1 has left the board for good; it cannot come back.</source>
        <translation>%1 a quitté le plateau pour de bon&#xa0;; il ne peut pas revenir.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.monster-drawn</name>
    <message>
        <source>%1 has already been drawn from the bag.</source>
        <translation>%1 a déjà été tiré du sac.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.no-curse-token-left</name>
    <message>
        <source>Every Curse token is out of the bag.</source>
        <translation>Tous les jetons Malédiction sont sortis du sac.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.no-monster-token-left</name>
    <message>
        <source>Every Monster token is out of the bag.</source>
        <translation>Tous les jetons Monstre sont sortis du sac.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.not-a-monster-token</name>
    <message>
        <source>&quot;%1&quot; is not a Monster token of the box.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un jeton Monstre de la boîte.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.still-on-board</name>
    <message>
        <source>%1 is still on the board.</source>
        <translation>%1 est encore sur le plateau.</translation>
    </message>
</context>
<context>
    <name>game.panic-unknown-monster.not-on-board</name>
    <message>
        <source>No Monster &quot;%1&quot; is on the board.</source>
        <translation>Aucun Monstre «&#xa0;%1&#xa0;» n&apos;est sur le plateau.</translation>
    </message>
</context>
<context>
    <name>game.phase.charity-waits-for-phase-2</name>
    <message>
        <source>Charity waits: %1 is still in %2, and %3 comes first when no monster was fought.</source>
        <translation>La Charité attend&#xa0;: %1 est encore en phase %2, et la phase %3 vient d&apos;abord quand aucun monstre n&apos;a été combattu.</translation>
    </message>
</context>
<context>
    <name>game.phase.combat-start</name>
    <message>
        <source>A combat starts from Kick Open the Door or Look for Trouble, not in %1.</source>
        <translation>Un combat commence en phase Ouvrir une porte ou Chercher la bagarre, pas en phase %1.</translation>
    </message>
</context>
<context>
    <name>game.phase.end-turn-waits-for-phase-2</name>
    <message>
        <source>Ending the turn waits: %1 is still in %2, and %3 comes first when no monster was fought.</source>
        <translation>La fin du tour attend&#xa0;: %1 est encore en phase %2, et la phase %3 vient d&apos;abord quand aucun monstre n&apos;a été combattu.</translation>
    </message>
</context>
<context>
    <name>game.phase.moves-on</name>
    <message>
        <source>%1 moves on to %2.</source>
        <translation>%1 passe à la phase %2.</translation>
    </message>
</context>
<context>
    <name>game.phase.not-in-this-game</name>
    <message>
        <source>%1 is not a phase of this game&apos;s turns.</source>
        <translation>La phase %1 n&apos;existe pas dans les tours de cette partie.</translation>
    </message>
</context>
<context>
    <name>game.phase.only-forward</name>
    <message>
        <source>The turn is already at %1: phases only move forward, so it cannot go to %2.</source>
        <translation>Le tour en est déjà à la phase %1&#xa0;: les phases ne font qu&apos;avancer, il ne peut donc pas passer à la phase %2.</translation>
    </message>
</context>
<context>
    <name>game.phase.panic-monsters-moved</name>
    <message>
        <source>The Monsters have already moved this turn.</source>
        <translation>Les Monstres se sont déjà déplacés ce tour-ci.</translation>
    </message>
</context>
<context>
    <name>game.phase.panic-monsters-must-move</name>
    <message>
        <source>The Monsters must move (panic-move-monsters) before the turn goes on to placing new ones.</source>
        <translation>Les Monstres doivent se déplacer (panic-move-monsters) avant que le tour passe à la pose de nouveaux Monstres.</translation>
    </message>
</context>
<context>
    <name>game.phase.panic-moves-on</name>
    <message>
        <source>The turn moves on to %1.</source>
        <translation>Le tour passe à la phase %1.</translation>
    </message>
</context>
<context>
    <name>game.phase.panic-next-turn</name>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>C&apos;est au tour de %1.</translation>
    </message>
</context>
<context>
    <name>game.phase.panic-not-later</name>
    <message>
        <source>The turn is in %1; %2 is not later in it.</source>
        <translation>Le tour en est à la phase %1&#xa0;; la phase %2 ne vient pas après.</translation>
    </message>
</context>
<context>
    <name>game.phase.panic-other-phase</name>
    <message>
        <source>%1 belongs to the %2 phase; this turn is in %3.</source>
        <translation>%1&#xa0;: cela relève de la phase %2&#xa0;; ce tour en est à la phase %3.</translation>
    </message>
</context>
<context>
    <name>game.phase.turn-begins</name>
    <message>
        <source>%1&apos;s turn begins (turn %2).</source>
        <translation>Début du tour de %1 (tour %2).</translation>
    </message>
</context>
<context>
    <name>game.phases-taken-as-played.ends-turn-in</name>
    <message>
        <source>%1 ends the turn in %2: the later phases are taken as played at the table, Charity included (a hand over the limit is given away first).</source>
        <translation>%1 termine le tour en phase %2&#xa0;: les phases suivantes sont considérées comme jouées à la table, Charité comprise (une main au-delà de la limite est d&apos;abord donnée).</translation>
    </message>
</context>
<context>
    <name>game.player-count.can-start</name>
    <message>
        <source>A game of %1 for %2 players can start.</source>
        <translation>Une partie de %1 (joueurs&#xa0;: %2) peut commencer.</translation>
    </message>
</context>
<context>
    <name>game.player-count.joins</name>
    <message>
        <source>%1 joins the table in seat %2.</source>
        <translation>%1 rejoint la table à la place %2.</translation>
    </message>
</context>
<context>
    <name>game.player-count.last-player</name>
    <message>
        <source>%1 is the last player and cannot leave the game.</source>
        <translation>%1 est le dernier joueur et ne peut pas quitter la partie.</translation>
    </message>
</context>
<context>
    <name>game.player-count.leaves</name>
    <message>
        <source>%1 leaves the table.</source>
        <translation>%1 quitte la table.</translation>
    </message>
</context>
<context>
    <name>game.player-count.panic-can-start</name>
    <message>
        <source>A game of Munchkin Panic (%1) for %2 can start.</source>
        <translation>Une partie de Munchkin Panic (%1, joueurs&#xa0;: %2) peut commencer.</translation>
    </message>
</context>
<context>
    <name>game.player-count.setup-range</name>
    <message>
        <source>A game needs %1 to %2 players, not %3.</source>
        <translation>Une partie se joue de %1 à %2 joueurs, pas %3.</translation>
    </message>
</context>
<context>
    <name>game.player-count.table-full</name>
    <message>
        <source>The table is full: a game has at most %1 players.</source>
        <translation>La table est pleine&#xa0;: une partie compte au plus %1 joueurs.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.already-decided</name>
    <message>
        <source>%1 already rolled highest, so nobody rolls in round %2.</source>
        <translation>%1 a déjà fait le meilleur jet&#xa0;: personne ne lance le dé à la manche %2.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.not-over</name>
    <message>
        <source>The roll for who starts is not over: %1 must roll again.</source>
        <translation>Le tirage au dé pour savoir qui commence n&apos;est pas terminé&#xa0;; doit encore relancer&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.not-rolled</name>
    <message>
        <source>%1 has not rolled in round %2: everyone still in the roll-off rolls in each round.</source>
        <translation>%1 n&apos;a pas lancé le dé à la manche %2&#xa0;: tous les joueurs encore en lice lancent à chaque manche.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.not-tied</name>
    <message>
        <source>%1 was not tied for the highest roll, so does not roll in round %2.</source>
        <translation>%1 n&apos;était pas à égalité pour le meilleur jet et ne lance donc pas à la manche %2.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.starts</name>
    <message>
        <source>%1 rolled highest (%2) in round %3 and starts.</source>
        <translation>%1 a fait le meilleur jet (%2) à la manche %3 et commence.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.starts-not-first-seat</name>
    <message>
        <source>%1 rolled highest, so %1 starts, not the first seat.</source>
        <translation>%1 a fait le meilleur jet&#xa0;: c&apos;est donc %1 qui commence, pas la première place.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.starts-not-named</name>
    <message>
        <source>%1 rolled highest, so %1 starts, not %2.</source>
        <translation>%1 a fait le meilleur jet&#xa0;: c&apos;est donc %1 qui commence, pas %2.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.tied</name>
    <message>
        <source>%1 tied for the highest roll (%2) in round %3 and roll again.</source>
        <translation>%1 sont à égalité pour le meilleur jet (%2) à la manche %3 et relancent.</translation>
    </message>
</context>
<context>
    <name>game.run-away-roll.missing</name>
    <message>
        <source>%1 must roll against %2.</source>
        <translation>%1 doit lancer le dé contre %2.</translation>
    </message>
</context>
<context>
    <name>game.run-away-roll.no-helper</name>
    <message>
        <source>Nobody helped in this fight, so no helper rolls.</source>
        <translation>Personne n&apos;a aidé dans ce combat&#xa0;: aucun allié ne lance le dé.</translation>
    </message>
</context>
<context>
    <name>game.run-away-roll.no-monster</name>
    <message>
        <source>No monster called &quot;%1&quot; is left in this fight.</source>
        <translation>Il ne reste aucun monstre nommé «&#xa0;%1&#xa0;» dans ce combat.</translation>
    </message>
</context>
<context>
    <name>game.run-away-roll.once</name>
    <message>
        <source>%1 rolls only once against %2.</source>
        <translation>%1 ne lance le dé qu&apos;une fois contre %2.</translation>
    </message>
</context>
<context>
    <name>game.running-away.fight-lost</name>
    <message>
        <source>The fight is lost: %1 must run away; no more cards change it.</source>
        <translation>Le combat est perdu&#xa0;: %1 doit déguerpir&#xa0;; plus aucune carte ne change l&apos;issue du combat.</translation>
    </message>
</context>
<context>
    <name>game.running-away.not-lost</name>
    <message>
        <source>Nobody runs away yet: the fight has not been lost.</source>
        <translation>Personne ne déguerpit pour l&apos;instant&#xa0;: le combat n&apos;a pas été perdu.</translation>
    </message>
</context>
<context>
    <name>game.same-player.fighter-helps</name>
    <message>
        <source>%1 is the fighter and cannot also be the helper.</source>
        <translation>%1 est le combattant et ne peut pas être aussi l&apos;allié.</translation>
    </message>
</context>
<context>
    <name>game.same-player.panic-curse-self</name>
    <message>
        <source>%1 cannot curse themselves.</source>
        <translation>%1 ne peut pas se maudire lui-même.</translation>
    </message>
</context>
<context>
    <name>game.same-player.panic-own-helper</name>
    <message>
        <source>%1 cannot be their own helper.</source>
        <translation>%1 ne peut pas être son propre allié.</translation>
    </message>
</context>
<context>
    <name>game.same-player.trade-with-self</name>
    <message>
        <source>%1 cannot trade with himself.</source>
        <translation>%1 ne peut pas échanger avec lui-même.</translation>
    </message>
</context>
<context>
    <name>game.unknown-player</name>
    <message>
        <source>No player is called &quot;%1&quot;.</source>
        <translation>Aucun joueur ne s&apos;appelle «&#xa0;%1&#xa0;».</translation>
    </message>
</context>
<context>
    <name>game.unknown-player.panic-not-in-attack</name>
    <message>
        <source>%1 took no part in this attack, so the deal cannot give them its spoils.</source>
        <translation>%1 n&apos;a pas pris part à cette attaque&#xa0;: le marché ne peut donc rien lui attribuer du butin.</translation>
    </message>
</context>
<context>
    <name>game.unknown-player.roll-off</name>
    <message>
        <source>%1 rolled for who starts but is not at the table.</source>
        <translation>%1 a lancé le dé pour savoir qui commence, mais n&apos;est pas à la table.</translation>
    </message>
</context>
<context>
    <name>game.unknown-player.starter</name>
    <message>
        <source>The player named to start, &quot;%1&quot;, is not at the table.</source>
        <translation>Le joueur désigné pour commencer, «&#xa0;%1&#xa0;», n&apos;est pas à la table.</translation>
    </message>
</context>
<context>
    <name>game.wrong-family.card-games</name>
    <message>
        <source>A %1 action belongs to the Munchkin card games, not to this game.</source>
        <translation>Une action %1 relève des jeux de cartes Munchkin, pas de cette partie.</translation>
    </message>
</context>
<context>
    <name>game.wrong-family.panic</name>
    <message>
        <source>A %1 action belongs to Munchkin Panic, not to this game.</source>
        <translation>Une action %1 relève de Munchkin Panic, pas de cette partie.</translation>
    </message>
</context>
<context>
    <name>hits</name>
    <message>
        <source>%1 — %2 %3 (%4/%5)</source>
        <translation>%1 — %2, arc %3 (%4/%5)</translation>
    </message>
    <message>
        <source>With the deal of</source>
        <translation>Avec le marché de</translation>
    </message>
    <message>
        <source>no helper</source>
        <translation>aucun allié</translation>
    </message>
    <message>
        <source>with %1’s deal</source>
        <translation>avec le marché de %1</translation>
    </message>
    <message>
        <source>Hit on %1</source>
        <translation>Frapper %1</translation>
    </message>
</context>
<context>
    <name>levels.card-win.card</name>
    <message>
        <source>The card says it may give the winning level.</source>
        <translation>La carte indique qu&apos;elle peut donner le niveau de victoire.</translation>
    </message>
</context>
<context>
    <name>levels.card-win.go-up-a-level</name>
    <message>
        <source>This Go Up a Level card says it may give the winning level.</source>
        <translation>Cette carte «&#xa0;Gagnez un niveau&#xa0;» indique qu&apos;elle peut donner le niveau de victoire.</translation>
    </message>
</context>
<context>
    <name>levels.dead.last-non-cultist</name>
    <message>
        <source>%1 is the last non-Cultist, but the dead do not level.</source>
        <translation>%1 est le dernier non-Cultiste, mais les morts ne gagnent pas de niveau.</translation>
    </message>
</context>
<context>
    <name>levels.dead.no-level-up</name>
    <message>
        <source>A dead character cannot go up a level.</source>
        <translation>Un personnage mort ne peut pas gagner de niveau.</translation>
    </message>
</context>
<context>
    <name>levels.dead.no-selling</name>
    <message>
        <source>A dead character cannot sell Items for levels.</source>
        <translation>Un personnage mort ne peut pas vendre d&apos;Objets pour gagner des niveaux.</translation>
    </message>
</context>
<context>
    <name>levels.floor-one.stops-at-one</name>
    <message>
        <source>Level %1 %2 would fall below 1, so the player stops at Level 1.</source>
        <translation>Niveau %1 %2&#xa0;: on passerait sous 1, le joueur s&apos;arrête donc au Niveau 1.</translation>
    </message>
</context>
<context>
    <name>levels.go-up-a-level.from-to</name>
    <message>
        <source>Go Up a Level takes the player from Level %1 to %2.</source>
        <translation>«&#xa0;Gagnez un niveau&#xa0;» fait passer le joueur du Niveau %1 au Niveau %2.</translation>
    </message>
</context>
<context>
    <name>levels.go-up-a-level.not-winning</name>
    <message>
        <source>Go Up a Level cannot give the winning level (Level %1).</source>
        <translation>«&#xa0;Gagnez un niveau&#xa0;» ne peut pas donner le niveau de victoire (Niveau %1).</translation>
    </message>
</context>
<context>
    <name>levels.win-by-kill-only.card</name>
    <message>
        <source>Level %1 wins the game and can only be reached by killing a monster.</source>
        <translation>Le Niveau %1 fait gagner la partie et ne peut être atteint qu&apos;en tuant un monstre.</translation>
    </message>
</context>
<context>
    <name>levels.win-by-kill-only.kill</name>
    <message>
        <source>The level comes from a kill, which may reach the winning level.</source>
        <translation>Le niveau vient d&apos;un monstre tué&#xa0;: il peut être celui de la victoire.</translation>
    </message>
</context>
<context>
    <name>levels.winning-level.kill</name>
    <message>
        <source>The fighter reaches Level %1 with a kill and wins the game.</source>
        <translation>Le combattant atteint le Niveau %1 en tuant un monstre et gagne la partie.</translation>
    </message>
</context>
<context>
    <name>levels.winning-level.won</name>
    <message>
        <source>Level %1 is the winning level: the game is won.</source>
        <translation>Le Niveau %1 est le niveau de victoire&#xa0;: la partie est gagnée.</translation>
    </message>
</context>
<context>
    <name>mine</name>
    <message>
        <source>Strength %1</source>
        <translation>Force %1</translation>
    </message>
    <message>
        <source>Gear %1</source>
        <translation>Équipement %1</translation>
    </message>
    <message>
        <source>No Items in play</source>
        <translation>Aucun Objet en jeu</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>Gros</translation>
    </message>
    <message>
        <source>%1 Gold</source>
        <translation>%1 pièces d&apos;or</translation>
    </message>
    <message>
        <source>equipped, does not count</source>
        <translation>équipé, ne compte pas</translation>
    </message>
    <message>
        <source>equipped</source>
        <translation>équipé</translation>
    </message>
    <message>
        <source>carried</source>
        <translation>transporté</translation>
    </message>
    <message>
        <source>Sell %1</source>
        <translation>Vendre %1</translation>
    </message>
    <message>
        <source>Carry %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <source>Equip %1</source>
        <translation>Équiper %1</translation>
    </message>
    <message>
        <source>Carry</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Equip</source>
        <translation>Équiper</translation>
    </message>
    <message numerus="yes">
        <source>Sell %n for %1 Gold</source>
        <translation>
            <numerusform>Vendre %n Objet (%1 pièces d&apos;or)</numerusform>
            <numerusform>Vendre %n Objets (%1 pièces d&apos;or)</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick Items to sell</source>
        <translation>Cochez les Objets à vendre</translation>
    </message>
    <message>
        <source>My cards and Trophies</source>
        <translation>Mes cartes et Trophées</translation>
    </message>
    <message>
        <source>Castle cards in hand: %1 · Treasure: %2 (+%3 waiting)</source>
        <translation>Cartes Château en main&#xa0;: %1 · Trésors&#xa0;: %2 (+%3 en attente)</translation>
    </message>
    <message>
        <source>Castle cards in hand: %1 · Treasure: %2</source>
        <translation>Cartes Château en main&#xa0;: %1 · Trésors&#xa0;: %2</translation>
    </message>
    <message>
        <source>Points: %1 · kills: %2 · Lose Help</source>
        <translation>Points&#xa0;: %1 · monstres tués&#xa0;: %2 · Privé d&apos;aide</translation>
    </message>
    <message>
        <source>Points: %1 · kills: %2</source>
        <translation>Points&#xa0;: %1 · monstres tués&#xa0;: %2</translation>
    </message>
    <message>
        <source>Trophies: %1</source>
        <translation>Trophées&#xa0;: %1</translation>
    </message>
    <message>
        <source>No Trophies yet</source>
        <translation>Aucun Trophée pour l&apos;instant</translation>
    </message>
    <message>
        <source>Level up</source>
        <translation>Gagner un niveau</translation>
    </message>
    <message>
        <source>Level down</source>
        <translation>Perdre un niveau</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Vendre</translation>
    </message>
    <message>
        <source>Charity</source>
        <translation>Charité</translation>
    </message>
</context>
<context>
    <name>my_cards</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Race, Class… (e.g. Elf)</source>
        <translation>Race, Classe… (p. ex. Elfe)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <source>A character card</source>
        <translation>Une carte de personnage</translation>
    </message>
    <message>
        <source>Ride %1</source>
        <translation>Enfourcher %1</translation>
    </message>
    <message>
        <source>Its bonus</source>
        <translation>Son bonus</translation>
    </message>
    <message>
        <source>A Ride by name: 3 letters</source>
        <translation>Monture&#xa0;: 3 lettres du nom</translation>
    </message>
    <message>
        <source>A new Ride’s name</source>
        <translation>Nom d&apos;une nouvelle Monture</translation>
    </message>
    <message>
        <source>Ride it</source>
        <translation>L&apos;enfourcher</translation>
    </message>
    <message>
        <source>A Ride</source>
        <translation>Une Monture</translation>
    </message>
    <message>
        <source>Hire %1</source>
        <translation>Engager %1</translation>
    </message>
    <message>
        <source>A Hireling by name: 3 letters</source>
        <translation>Larbin&#xa0;: 3 lettres du nom</translation>
    </message>
    <message>
        <source>A new Hireling’s name</source>
        <translation>Nom d&apos;un nouveau Larbin</translation>
    </message>
    <message>
        <source>Hire</source>
        <translation>Engager</translation>
    </message>
    <message>
        <source>A Hireling</source>
        <translation>Un Larbin</translation>
    </message>
    <message>
        <source>Curse %1 with %2</source>
        <translation>Maudire %1 avec %2</translation>
    </message>
    <message>
        <source>Whom to curse</source>
        <translation>Qui maudire</translation>
    </message>
    <message>
        <source>Its combat bonus</source>
        <translation>Son bonus de combat</translation>
    </message>
    <message>
        <source>A Curse by name: 3 letters</source>
        <translation>Malédiction&#xa0;: 3 lettres du nom</translation>
    </message>
    <message>
        <source>A new Curse’s name</source>
        <translation>Nom d&apos;une nouvelle Malédiction</translation>
    </message>
    <message>
        <source>Curse</source>
        <translation>Malédiction</translation>
    </message>
    <message>
        <source>Curse a player</source>
        <translation>Maudire un joueur</translation>
    </message>
    <message>
        <source>Whom</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>Cards I play</source>
        <translation>Cartes que je joue</translation>
    </message>
    <message>
        <source>Curses on me</source>
        <translation>Malédictions sur moi</translation>
    </message>
    <message>
        <source>%1 (%2 in combat)</source>
        <translation>%1 (%2 en combat)</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <source>Castle</source>
        <translation>Château</translation>
    </message>
    <message>
        <source>Swordsman</source>
        <translation>Épéistes</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Chevaliers</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>Archers</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>Défausser et piocher</translation>
    </message>
    <message>
        <source>Give charity</source>
        <translation>Faire la charité</translation>
    </message>
    <message>
        <source>Play cards</source>
        <translation>Jouer des cartes</translation>
    </message>
    <message>
        <source>Add treasure</source>
        <translation>Ajouter des Trésors</translation>
    </message>
    <message>
        <source>Move monsters</source>
        <translation>Déplacer les monstres</translation>
    </message>
    <message>
        <source>Place monsters</source>
        <translation>Placer les monstres</translation>
    </message>
    <message>
        <source>headgear</source>
        <translation>couvre-chef</translation>
    </message>
    <message>
        <source>armor</source>
        <translation>armure</translation>
    </message>
    <message>
        <source>footgear</source>
        <translation>chaussures</translation>
    </message>
    <message>
        <source>1hand</source>
        <translation>1 main</translation>
    </message>
    <message>
        <source>2hands</source>
        <translation>2 mains</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <source>Rule: %1</source>
        <translation>Règle&#xa0;: %1</translation>
    </message>
    <message>
        <source>(field: %1)</source>
        <translation>(champ&#xa0;: %1)</translation>
    </message>
</context>
<context>
    <name>offers</name>
    <message>
        <source>%1 offers a deal (%2)</source>
        <translation>%1 propose un marché (%2)</translation>
    </message>
    <message>
        <source>%1 offers a deal</source>
        <translation>%1 propose un marché</translation>
    </message>
    <message>
        <source>%1 offers to help (%2)</source>
        <translation>%1 propose son aide (%2)</translation>
    </message>
    <message>
        <source>%1 offers to help</source>
        <translation>%1 propose son aide</translation>
    </message>
    <message>
        <source>Accept %1’s deal</source>
        <translation>Accepter le marché de %1</translation>
    </message>
    <message>
        <source>Accept %1’s help</source>
        <translation>Accepter l&apos;aide de %1</translation>
    </message>
    <message>
        <source>deal accepted</source>
        <translation>marché accepté</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>%1 accepted your deal: you may play your card in a Hit below.</source>
        <translation>%1 a accepté votre marché&#xa0;: vous pouvez jouer votre carte ci-dessous, dans «&#xa0;Frapper un Monstre&#xa0;».</translation>
    </message>
    <message>
        <source>Offered to %1 (%2): waiting for them to accept.</source>
        <translation>Proposé à %1 (%2)&#xa0;: en attente de son accord.</translation>
    </message>
    <message>
        <source>Offered to %1: waiting for them to accept.</source>
        <translation>Proposé à %1&#xa0;: en attente de son accord.</translation>
    </message>
    <message>
        <source>Take the offer back</source>
        <translation>Retirer l&apos;offre</translation>
    </message>
    <message>
        <source>the card you offer</source>
        <translation>la carte que vous proposez</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Marché</translation>
    </message>
    <message>
        <source>Offer %1 a deal</source>
        <translation>Proposer un marché à %1</translation>
    </message>
    <message>
        <source>Offer to help %1 in this fight</source>
        <translation>Proposer votre aide à %1</translation>
    </message>
</context>
<context>
    <name>options.listen-at-the-door.house-rule</name>
    <message>
        <source>Each turn starts by listening at the door: draw a face-down Door card; looting the room draws a Treasure (not printed in this rulebook: a house rule taken from the others).</source>
        <translation>Chaque tour commence par écouter à la porte&#xa0;: piochez une carte Porte face cachée&#xa0;; piller la pièce fait alors piocher un Trésor (absent de ce livret de règles&#xa0;: règle maison reprise des autres livrets).</translation>
    </message>
</context>
<context>
    <name>options.listen-at-the-door.printed</name>
    <message>
        <source>Each turn starts by listening at the door: draw a face-down Door card; looting the room draws a Treasure.</source>
        <translation>Chaque tour commence par l&apos;écoute à la porte&#xa0;: piochez une carte Porte face cachée&#xa0;; piller la pièce fait alors piocher un Trésor.</translation>
    </message>
</context>
<context>
    <name>panic-action.charity</name>
    <message>
        <source>Charity</source>
        <translation>Faire la charité</translation>
    </message>
</context>
<context>
    <name>panic-action.discarding-and-drawing-up</name>
    <message>
        <source>Discarding and drawing up</source>
        <translation>Défausser et compléter sa main</translation>
    </message>
</context>
<context>
    <name>panic-action.drawing-a-curse-token</name>
    <message>
        <source>Drawing a Curse token</source>
        <translation>Tirer un jeton Malédiction</translation>
    </message>
</context>
<context>
    <name>panic-action.ending-the-turn</name>
    <message>
        <source>Ending the turn</source>
        <translation>Finir le tour</translation>
    </message>
</context>
<context>
    <name>panic-action.moving-a-monster</name>
    <message>
        <source>Moving a Monster</source>
        <translation>Déplacer un Monstre</translation>
    </message>
</context>
<context>
    <name>panic-action.moving-on-to-another-phase</name>
    <message>
        <source>Moving on to another phase</source>
        <translation>Passer à une autre phase</translation>
    </message>
</context>
<context>
    <name>panic-action.moving-the-monsters</name>
    <message>
        <source>Moving the Monsters</source>
        <translation>Déplacer les Monstres</translation>
    </message>
</context>
<context>
    <name>panic-action.placing-a-monster</name>
    <message>
        <source>Placing a Monster</source>
        <translation>Placer un Monstre</translation>
    </message>
</context>
<context>
    <name>panic-action.playing-a-card</name>
    <message>
        <source>Playing a card</source>
        <translation>Jouer une carte</translation>
    </message>
</context>
<context>
    <name>panic-ring.the-archer-ring</name>
    <message>
        <source>the Archer ring</source>
        <translation>la zone des Archers</translation>
    </message>
</context>
<context>
    <name>panic-ring.the-castle</name>
    <message>
        <source>the Castle</source>
        <translation>le Château</translation>
    </message>
</context>
<context>
    <name>panic-ring.the-forest</name>
    <message>
        <source>the Forest</source>
        <translation>la Forêt</translation>
    </message>
</context>
<context>
    <name>panic-ring.the-knight-ring</name>
    <message>
        <source>the Knight ring</source>
        <translation>la zone des Chevaliers</translation>
    </message>
</context>
<context>
    <name>panic-ring.the-swordsman-ring</name>
    <message>
        <source>the Swordsman ring</source>
        <translation>la zone des Épéistes</translation>
    </message>
</context>
<context>
    <name>panic.addition-error.negative</name>
    <message>
        <source>%1 cannot have %2 Convenient Addition Errors.</source>
        <translation>%1 ne peut pas avoir %2 Erreurs d&apos;addition bien pratiques.</translation>
    </message>
</context>
<context>
    <name>panic.addition-error.no-treasure</name>
    <message>
        <source>%1 holds no Treasure card, so no Convenient Addition Error to play.</source>
        <translation>%1 n&apos;a aucune carte Trésor en main, donc pas d&apos;Erreur d&apos;addition bien pratique à jouer.</translation>
    </message>
</context>
<context>
    <name>panic.addition-error.no-trophy</name>
    <message>
        <source>%1 has no Trophy called &quot;%2&quot; to put it under.</source>
        <translation>%1 n&apos;a aucun Trophée nommé «&#xa0;%2&#xa0;» sous lequel la placer.</translation>
    </message>
</context>
<context>
    <name>panic.addition-error.played</name>
    <message>
        <source>Convenient Addition Error under %1 adds 1 to %2&apos;s Trophy points.</source>
        <translation>L&apos;Erreur d&apos;addition bien pratique placée sous %1 ajoute 1 aux points de Trophée de %2.</translation>
    </message>
</context>
<context>
    <name>panic.addition-error.points</name>
    <message numerus="yes">
        <source>%1 has %n Convenient Addition Error(s): +%n Trophy point(s).</source>
        <translation>
            <numerusform>%1 a %n Erreur d&apos;addition bien pratique&#xa0;: +%n point de Trophée.</numerusform>
            <numerusform>%1 a %n Erreurs d&apos;addition bien pratiques&#xa0;: +%n points de Trophée.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.any-time.any-phase</name>
    <message>
        <source>A card marked for any time may be played in phase %1 (%2).</source>
        <translation>Une carte jouable à tout moment peut être jouée en phase %1 (%2).</translation>
    </message>
</context>
<context>
    <name>panic.board-arc.hit-target</name>
    <message>
        <source>%1 stands in arc %2, but the arcs are numbered 1 to %3.</source>
        <translation>%1 se trouve dans l&apos;arc %2, mais les arcs sont numérotés de 1 à %3.</translation>
    </message>
</context>
<context>
    <name>panic.board-arc.outside</name>
    <message>
        <source>%1 is in arc %2, but the arcs are numbered 1 to %3.</source>
        <translation>%1 est dans l&apos;arc %2, mais les arcs sont numérotés de 1 à %3.</translation>
    </message>
</context>
<context>
    <name>panic.board-count.too-many</name>
    <message>
        <source>The bag holds %1 tokens, so the board cannot hold %2 Monsters.</source>
        <translation>Le sac contient %1 jetons&#xa0;: le plateau ne peut donc pas porter %2 Monstres.</translation>
    </message>
</context>
<context>
    <name>panic.board-fortify.no-wall</name>
    <message>
        <source>A Fortify token sits on arc %1&apos;s Wall, which is not standing.</source>
        <translation>Un jeton Fortification est posé sur la Muraille de l&apos;arc %1, qui n&apos;est pas debout.</translation>
    </message>
</context>
<context>
    <name>panic.board-fortify.too-many</name>
    <message>
        <source>The box has %1 Fortify tokens, not %2.</source>
        <translation>La boîte contient %1 jetons Fortification, pas %2.</translation>
    </message>
</context>
<context>
    <name>panic.board-health.negative-enhancement</name>
    <message>
        <source>%1 has an enhancement of %2; Enhancers only add health.</source>
        <translation>%1 a un renforcement de %2&#xa0;; les Amplificateurs ne font qu&apos;ajouter des points de vie.</translation>
    </message>
</context>
<context>
    <name>panic.board-health.out-of-range</name>
    <message>
        <source>%1 has %2 health; it must be from 1 to %3.</source>
        <translation>%1 a %2 PV&#xa0;; il doit en avoir de 1 à %3.</translation>
    </message>
</context>
<context>
    <name>panic.board-ids.missing</name>
    <message>
        <source>The %1 on the board has no id.</source>
        <translation>Le Monstre %1 sur le plateau n&apos;a pas d&apos;identifiant.</translation>
    </message>
</context>
<context>
    <name>panic.board-ids.shared</name>
    <message>
        <source>Two Monsters share the id %1.</source>
        <translation>Deux Monstres partagent l&apos;identifiant %1.</translation>
    </message>
</context>
<context>
    <name>panic.board-token.hit-target</name>
    <message>
        <source>%1 is not a Monster token in the box.</source>
        <translation>%1 n&apos;est pas un jeton Monstre de la boîte.</translation>
    </message>
</context>
<context>
    <name>panic.board-token.points</name>
    <message>
        <source>%1 is printed with %2 points, not %3.</source>
        <translation>Le jeton de %1 vaut %2, pas %3.</translation>
    </message>
</context>
<context>
    <name>panic.board-token.unknown</name>
    <message>
        <source>Monster %1 is &quot;%2&quot;, which is not a Monster token in the box.</source>
        <translation>Le Monstre %1 est «&#xa0;%2&#xa0;», qui n&apos;est pas un jeton Monstre de la boîte.</translation>
    </message>
</context>
<context>
    <name>panic.board-tower-space.tower-stands</name>
    <message>
        <source>%1 is in the Castle space of arc %2, where a Tower stands.</source>
        <translation>%1 est sur la case Château de l&apos;arc %2, où se dresse une Tour.</translation>
    </message>
</context>
<context>
    <name>panic.board-unique-token.twice</name>
    <message>
        <source>The box has one %1 token, but the board shows it twice.</source>
        <translation>La boîte ne contient qu&apos;un jeton %1, mais le plateau le montre deux fois.</translation>
    </message>
</context>
<context>
    <name>panic.body-count.negative</name>
    <message>
        <source>%1 cannot hold a negative count of cards or kills.</source>
        <translation>%1 ne peut pas avoir un nombre négatif de cartes ou de Monstres tués.</translation>
    </message>
</context>
<context>
    <name>panic.body-count.thumb-war</name>
    <message>
        <source>%1 tie on points and kills: a thumb war decides.</source>
        <translation>%1 sont à égalité de points et de Monstres tués&#xa0;: une bataille de pouces les départage.</translation>
    </message>
</context>
<context>
    <name>panic.body-count.tie-on-points</name>
    <message numerus="yes">
        <source>A tie at %n point(s) goes to the most Monsters slain.</source>
        <translation>
            <numerusform>En cas d&apos;égalité à %n point, celui qui a tué le plus de Monstres l&apos;emporte.</numerusform>
            <numerusform>En cas d&apos;égalité à %n points, celui qui a tué le plus de Monstres l&apos;emporte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.card-cleric-booga.not-cleric</name>
    <message>
        <source>Only a Cleric, in their own Play Cards phase, can scare off the Wannabe Vampire.</source>
        <translation>Seul un Prêtre, pendant sa propre phase Jouer des cartes, peut faire fuir le Wannabe Vampire.</translation>
    </message>
</context>
<context>
    <name>panic.card-cleric-booga.played</name>
    <message>
        <source>Booga booga: %1 flees and leaves %2 Treasure behind.</source>
        <translation>Bouh bouh&#xa0;: %1 s&apos;enfuit en abandonnant %2 Trésor(s).</translation>
    </message>
</context>
<context>
    <name>panic.card-cotion-of-ponfusion.wrong-move</name>
    <message>
        <source>Cotion of Ponfusion takes a Monster outside the Forest to the Swordsman ring of its own arc, not %1 from %2 of arc %3 to %4 of arc %5.</source>
        <translation>La Cotion de ponfusion envoie un Monstre situé hors de la Forêt dans la zone des Épéistes de son propre arc&#xa0;; elle ne déplace pas %1 depuis %2 de l&apos;arc %3 vers %4 de l&apos;arc %5.</translation>
    </message>
</context>
<context>
    <name>panic.card-curse.cancelled</name>
    <message>
        <source>%1 cancels the %2.</source>
        <translation>%1 annule la carte %2.</translation>
    </message>
</context>
<context>
    <name>panic.card-curse.hit-cards-handed</name>
    <message>
        <source>Every player hands %1 the Hit cards of the colour or ring named; count the hands with panic-set-hand.</source>
        <translation>Chaque joueur donne à %1 ses cartes Attaque de la couleur ou de la zone désignée&#xa0;; recomptez les mains avec panic-set-hand.</translation>
    </message>
</context>
<context>
    <name>panic.card-curse.needs-target</name>
    <message>
        <source>The %1 names the player it curses.</source>
        <translation>La carte %1 désigne le joueur qu&apos;elle maudit.</translation>
    </message>
</context>
<context>
    <name>panic.card-curse.no-target</name>
    <message>
        <source>The Truly Obnoxious Curse falls on every player at once.</source>
        <translation>La Malédiction Vraiment odieuse frappe tous les joueurs à la fois.</translation>
    </message>
</context>
<context>
    <name>panic.card-curse.no-treasure</name>
    <message>
        <source>%1 holds no Treasure card to hand over.</source>
        <translation>%1 n&apos;a aucune carte Trésor à donner.</translation>
    </message>
</context>
<context>
    <name>panic.card-curse.treasure-taken</name>
    <message>
        <source>%1 takes one of %2&apos;s Treasure cards (%3).</source>
        <translation>%1 prend une des cartes Trésor de %2 (%3).</translation>
    </message>
</context>
<context>
    <name>panic.card-drive-him-back.wrong-move</name>
    <message>
        <source>Drive Him Back! sends a Monster to the Forest of its own arc, not to %1 of arc %2.</source>
        <translation>«&#xa0;Repoussez-le&#xa0;!&#xa0;» renvoie un Monstre dans la Forêt de son propre arc, pas vers %1 de l&apos;arc %2.</translation>
    </message>
</context>
<context>
    <name>panic.card-fortify-wall.already-fortified</name>
    <message>
        <source>the Wall of arc %1 is already fortified.</source>
        <translation>la Muraille de l&apos;arc %1 est déjà fortifiée.</translation>
    </message>
</context>
<context>
    <name>panic.card-fortify-wall.no-token-left</name>
    <message>
        <source>Both Fortify tokens are already on Walls.</source>
        <translation>Les deux jetons Fortification sont déjà sur des Murailles.</translation>
    </message>
</context>
<context>
    <name>panic.card-fortify-wall.not-standing</name>
    <message>
        <source>the Wall of arc %1 is not standing.</source>
        <translation>la Muraille de l&apos;arc %1 n&apos;est pas debout.</translation>
    </message>
</context>
<context>
    <name>panic.card-fortify-wall.played</name>
    <message>
        <source>A Fortify token goes on the Wall of arc %1.</source>
        <translation>Un jeton Fortification est posé sur la Muraille de l&apos;arc %1.</translation>
    </message>
</context>
<context>
    <name>panic.card-glue.already-used</name>
    <message>
        <source>The one Glue token is already on %1 this turn.</source>
        <translation>L&apos;unique jeton Colle est déjà sur %1 ce tour-ci.</translation>
    </message>
</context>
<context>
    <name>panic.card-glue.in-forest</name>
    <message>
        <source>The Flask of Glue cannot reach %1 in the Forest.</source>
        <translation>Le Flacon de colle ne peut pas atteindre %1 dans la Forêt.</translation>
    </message>
</context>
<context>
    <name>panic.card-glue.played</name>
    <message>
        <source>%1 is stuck in %2 of arc %3 until the end of the turn.</source>
        <translation>%1 est collé dans %2 de l&apos;arc %3 jusqu&apos;à la fin du tour.</translation>
    </message>
</context>
<context>
    <name>panic.card-held-in-place.asleep</name>
    <message>
        <source>%1 sleeps under the Sleep Potion until the end of the turn.</source>
        <translation>%1 dort sous l&apos;effet de la Potion de sommeil jusqu&apos;à la fin du tour.</translation>
    </message>
</context>
<context>
    <name>panic.card-held-in-place.glued</name>
    <message>
        <source>%1 is stuck with the Flask of Glue until the end of the turn.</source>
        <translation>%1 est collé par le Flacon de colle jusqu&apos;à la fin du tour.</translation>
    </message>
</context>
<context>
    <name>panic.card-humongous.played</name>
    <message>
        <source>%1 Monsters are back to full health; %2 draws %1 Treasure cards.</source>
        <translation>%1 Monstres retrouvent tous leurs points de vie&#xa0;; %2 pioche %1 cartes Trésor.</translation>
    </message>
</context>
<context>
    <name>panic.card-illusion.needs-two-monsters</name>
    <message>
        <source>Illusion needs a Monster in the Swordsman, Knight or Archer ring to discard and another Monster on the board to take its place.</source>
        <translation>Illusion exige un Monstre à défausser dans la zone des Épéistes, des Chevaliers ou des Archers, et un autre Monstre sur le plateau pour prendre sa place.</translation>
    </message>
</context>
<context>
    <name>panic.card-illusion.played</name>
    <message>
        <source>%1 vanishes and %2 stands in its place.</source>
        <translation>%1 disparaît et %2 prend sa place.</translation>
    </message>
</context>
<context>
    <name>panic.card-invoke-obscure-rules.not-discarded</name>
    <message>
        <source>&quot;%1&quot; is not a Monster in the discard pile (slain Monsters are Trophies).</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un Monstre de la défausse (les Monstres tués sont des Trophées).</translation>
    </message>
</context>
<context>
    <name>panic.card-invoke-obscure-rules.played</name>
    <message>
        <source>%1 takes %2 (%3 points) from the discards as a Trophy, without Treasure.</source>
        <translation>%1 prend %2 (valeur %3) dans la défausse comme Trophée, sans Trésor.</translation>
    </message>
</context>
<context>
    <name>panic.card-lightning.name-highest</name>
    <message>
        <source>%1&apos;s highest Trophies are %2 (%3 points): %1 names the one that changes hands.</source>
        <translation>Les Trophées les plus forts de %1 sont %2 (valeur %3 chacun)&#xa0;: %1 désigne celui qui change de main.</translation>
    </message>
</context>
<context>
    <name>panic.card-lightning.name-lowest</name>
    <message>
        <source>%1&apos;s lowest Trophies are %2 (%3 points): %1 names the one that changes hands.</source>
        <translation>Les Trophées les plus faibles de %1 sont %2 (valeur %3 chacun)&#xa0;: %1 désigne celui qui change de main.</translation>
    </message>
</context>
<context>
    <name>panic.card-lightning.not-more-points</name>
    <message>
        <source>%1 has %2 Trophy points, not more than %3&apos;s %4.</source>
        <translation>%1 n&apos;a pas plus de points de Trophée (%2) que %3 (%4).</translation>
    </message>
</context>
<context>
    <name>panic.card-lightning.swapped</name>
    <message>
        <source>%1 takes %2 (%3) from %4 for %5 (%6).</source>
        <translation>%1 prend %2 (%3) à %4 en échange de %5 (%6).</translation>
    </message>
</context>
<context>
    <name>panic.card-lightning.taken</name>
    <message>
        <source>%1 takes %2 (%3) from %4, giving nothing back: %1 has no Trophy.</source>
        <translation>%1 prend %2 (%3) à %4 sans rien donner en retour&#xa0;: %1 n&apos;a aucun Trophée.</translation>
    </message>
</context>
<context>
    <name>panic.card-out-to-lunch.in-forest</name>
    <message>
        <source>Out to Lunch cannot reach %1 in the Forest.</source>
        <translation>«&#xa0;Parti déjeuner&#xa0;» ne peut pas atteindre %1 dans la Forêt.</translation>
    </message>
</context>
<context>
    <name>panic.card-out-to-lunch.played</name>
    <message>
        <source>%1 goes out to lunch: 2 Treasure cards in Add Treasure.</source>
        <translation>%1 part déjeuner&#xa0;: 2 cartes Trésor en phase Ajouter des Trésors.</translation>
    </message>
</context>
<context>
    <name>panic.card-sleep-potion.already-asleep</name>
    <message>
        <source>The Monsters already sleep this turn.</source>
        <translation>Les Monstres dorment déjà ce tour-ci.</translation>
    </message>
</context>
<context>
    <name>panic.card-sleep-potion.played</name>
    <message>
        <source>Every Monster stays where it is for the rest of the turn.</source>
        <translation>Chaque Monstre reste où il est jusqu&apos;à la fin du tour.</translation>
    </message>
</context>
<context>
    <name>panic.card-wandering-monster.wrong-move</name>
    <message>
        <source>Wandering Monster moves a Monster into an arc of another colour in the same ring, not %1 from %2 of arc %3 to %4 of arc %5.</source>
        <translation>Monstre errant déplace un Monstre vers un arc d&apos;une autre couleur dans la même zone&#xa0;; cette carte ne déplace pas %1 depuis %2 de l&apos;arc %3 vers %4 de l&apos;arc %5.</translation>
    </message>
</context>
<context>
    <name>panic.character-each.taken</name>
    <message>
        <source>%1 is given the %2, which another player already holds: the box has one card of each Character.</source>
        <translation>%1 reçoit la carte %2, qu&apos;un autre joueur a déjà&#xa0;: la boîte ne contient qu&apos;une carte de chaque Personnage.</translation>
    </message>
</context>
<context>
    <name>panic.character-term.cleric</name>
    <message>
        <source>Cleric</source>
        <translation>Prêtre</translation>
    </message>
</context>
<context>
    <name>panic.character-term.dwarf</name>
    <message>
        <source>Dwarf</source>
        <translation>Nain</translation>
    </message>
</context>
<context>
    <name>panic.character-term.elf</name>
    <message>
        <source>Elf</source>
        <translation>Elfe</translation>
    </message>
</context>
<context>
    <name>panic.character-term.halfling</name>
    <message>
        <source>Halfling</source>
        <translation>Halfelin</translation>
    </message>
</context>
<context>
    <name>panic.character-term.thief</name>
    <message>
        <source>Thief</source>
        <translation>Voleur</translation>
    </message>
</context>
<context>
    <name>panic.character-term.warrior</name>
    <message>
        <source>Warrior</source>
        <translation>Guerrier</translation>
    </message>
</context>
<context>
    <name>panic.character-term.wizard</name>
    <message>
        <source>Wizard</source>
        <translation>Magicien</translation>
    </message>
</context>
<context>
    <name>panic.characters-in-play.attacker</name>
    <message>
        <source>The attacker is given as the %1, but this game has no Character cards: they come with More Munchkin or less-panic:characters.</source>
        <translation>L&apos;attaquant est indiqué comme %1, mais cette partie n&apos;a pas de cartes Personnage&#xa0;: elles viennent avec Plus de Munchkin ou less-panic:characters.</translation>
    </message>
</context>
<context>
    <name>panic.characters-in-play.given</name>
    <message>
        <source>%1 is given the %2, but this game has no Character cards: they come with More Munchkin or less-panic:characters.</source>
        <translation>%1 reçoit la carte %2, mais cette partie n&apos;a pas de cartes Personnage&#xa0;: elles viennent avec Plus de Munchkin ou less-panic:characters.</translation>
    </message>
</context>
<context>
    <name>panic.characters-in-play.helper</name>
    <message>
        <source>The helper is given as the %1, but this game has no Character cards: they come with More Munchkin or less-panic:characters.</source>
        <translation>L&apos;allié est indiqué comme %1, mais cette partie n&apos;a pas de cartes Personnage&#xa0;: elles viennent avec Plus de Munchkin ou less-panic:characters.</translation>
    </message>
</context>
<context>
    <name>panic.characters-in-play.no-wizard</name>
    <message>
        <source>There is no Wizard without the Character cards of More Munchkin or less-panic:characters.</source>
        <translation>Il n&apos;y a pas de Magicien sans les cartes Personnage de Plus de Munchkin ou de less-panic:characters.</translation>
    </message>
</context>
<context>
    <name>panic.characters-in-play.not-in-game</name>
    <message>
        <source>The %1 is a Character card, used only in More Munchkin or with less-panic:characters.</source>
        <translation>%1 est une carte Personnage, utilisée uniquement en mode Plus de Munchkin ou avec less-panic:characters.</translation>
    </message>
</context>
<context>
    <name>panic.charity-giver-lowest.discards</name>
    <message numerus="yes">
        <source>%1 has the fewest Trophy points (%2) and discards the %n card(s).</source>
        <translation>
            <numerusform>%1 a le moins de points de Trophée (%2) et défausse %n carte.</numerusform>
            <numerusform>%1 a le moins de points de Trophée (%2) et défausse les %n cartes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.charity-giver-lowest.shares</name>
    <message>
        <source>%1 shares the fewest Trophy points (%2) and gives to the other lowest: %3.</source>
        <translation>%1 est à égalité pour le moins de points de Trophée (%2) et donne aux autres joueurs à égalité&#xa0;: %3.</translation>
    </message>
</context>
<context>
    <name>panic.charity-limit.give-charity-first</name>
    <message>
        <source>%1 holds %2 Treasure cards, more than the %3 allowed after Charity: give Charity first.</source>
        <translation>%1 a %2 cartes Trésor, plus que les %3 autorisées après la Charité&#xa0;: faites d&apos;abord la charité.</translation>
    </message>
</context>
<context>
    <name>panic.charity-limit.negative</name>
    <message>
        <source>%1 cannot hold %2 Treasure cards.</source>
        <translation>%1 ne peut pas avoir %2 cartes Trésor.</translation>
    </message>
</context>
<context>
    <name>panic.charity-limit.over</name>
    <message>
        <source>%1 holds %2 Treasure cards against a limit of %3: %4 over.</source>
        <translation>%1 a %2 cartes Trésor pour une limite de %3&#xa0;: %4 en trop.</translation>
    </message>
</context>
<context>
    <name>panic.charity-limit.players</name>
    <message numerus="yes">
        <source>With %n player(s) a hand may keep %1 Treasure cards in phase 2.</source>
        <translation>
            <numerusform>À %n joueur, une main peut garder %1 cartes Trésor en phase 2.</numerusform>
            <numerusform>À %n joueurs, une main peut garder %1 cartes Trésor en phase 2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.charity-limit.solitaire</name>
    <message>
        <source>In Solitaire a hand may keep %1 Treasure cards in phase 2.</source>
        <translation>En Solitaire, une main peut garder %1 cartes Trésor en phase 2.</translation>
    </message>
</context>
<context>
    <name>panic.charity-limit.unknown-giver</name>
    <message>
        <source>No player named %1 is at the table to give Charity.</source>
        <translation>Aucun joueur nommé %1 n&apos;est à la table pour faire la charité.</translation>
    </message>
</context>
<context>
    <name>panic.charity-lowest-trophies.recipients</name>
    <message>
        <source>The fewest Trophy points among the others is %1: %2.</source>
        <translation>Parmi les autres, le plus petit total de points de Trophée est %1&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.discarded</name>
    <message>
        <source>Discarded cards give no one a bigger share.</source>
        <translation>Des cartes défaussées ne donnent de part plus grande à personne.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.each-odd</name>
    <message numerus="yes">
        <source>The %1 cards are split as evenly as possible: %2 each, and the giver gives %n odd card(s) to different ones of %3.</source>
        <translation>
            <numerusform>Les %1 cartes sont réparties aussi équitablement que possible&#xa0;: %2 chacun, et le donateur donne %n carte restante à un joueur parmi %3.</numerusform>
            <numerusform>Les %1 cartes sont réparties aussi équitablement que possible&#xa0;: %2 chacun, et le donateur donne les %n cartes restantes à autant de joueurs différents parmi %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.charity-split.each-one-odd</name>
    <message>
        <source>The %1 cards are split as evenly as possible: %2 each, and the giver gives 1 odd card to one of %3.</source>
        <translation>Les %1 cartes sont réparties aussi équitablement que possible&#xa0;: %2 chacun, et le donateur donne 1 carte restante à un joueur parmi %3.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.each-picked</name>
    <message>
        <source>The %1 cards are split as evenly as possible: %2 each, with an odd card to %3.</source>
        <translation>Les %1 cartes sont réparties aussi équitablement que possible&#xa0;: %2 chacun, plus une carte restante pour %3.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.each-picked-odd</name>
    <message numerus="yes">
        <source>The %1 cards are split as evenly as possible: %2 each, with an odd card to %3, and the giver gives %n odd card(s) to different ones of %4.</source>
        <translation>
            <numerusform>Les %1 cartes sont réparties aussi équitablement que possible&#xa0;: %2 chacun, plus une carte restante pour %3, et le donateur donne %n autre carte restante à un joueur parmi %4.</numerusform>
            <numerusform>Les %1 cartes sont réparties aussi équitablement que possible&#xa0;: %2 chacun, plus une carte restante pour %3, et le donateur donne les %n autres cartes restantes à autant de joueurs différents parmi %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.charity-split.each-picked-one-odd</name>
    <message>
        <source>The %1 cards are split as evenly as possible: %2 each, with an odd card to %3, and the giver gives 1 odd card to one of %4.</source>
        <translation>Les %1 cartes sont réparties aussi équitablement que possible&#xa0;: %2 chacun, plus une carte restante pour %3, et le donateur donne 1 autre carte restante à un joueur parmi %4.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.even</name>
    <message>
        <source>The %1 cards are split as evenly as possible: %2 each.</source>
        <translation>Les %1 cartes sont réparties aussi équitablement que possible&#xa0;: %2 chacun.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.few-cards</name>
    <message numerus="yes">
        <source>The %1 cards are split as evenly as possible between %2 players, and the giver gives %n odd card(s) to different ones of %3.</source>
        <translation>
            <numerusform>Les %1 cartes sont réparties aussi équitablement que possible entre %2 joueurs, et le donateur donne %n carte restante à un joueur parmi %3.</numerusform>
            <numerusform>Les %1 cartes sont réparties aussi équitablement que possible entre %2 joueurs, et le donateur donne les %n cartes restantes à autant de joueurs différents parmi %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.charity-split.few-picked-odd</name>
    <message numerus="yes">
        <source>The %1 cards are split as evenly as possible between %2 players, with an odd card to %3, and the giver gives %n odd card(s) to different ones of %4.</source>
        <translation>
            <numerusform>Les %1 cartes sont réparties aussi équitablement que possible entre %2 joueurs, plus une carte restante pour %3, et le donateur donne %n autre carte restante à un joueur parmi %4.</numerusform>
            <numerusform>Les %1 cartes sont réparties aussi équitablement que possible entre %2 joueurs, plus une carte restante pour %3, et le donateur donne les %n autres cartes restantes à autant de joueurs différents parmi %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.charity-split.few-picked-one-odd</name>
    <message>
        <source>The %1 cards are split as evenly as possible between %2 players, with an odd card to %3, and the giver gives 1 odd card to one of %4.</source>
        <translation>Les %1 cartes sont réparties aussi équitablement que possible entre %2 joueurs, plus une carte restante pour %3, et le donateur donne 1 autre carte restante à un joueur parmi %4.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.name-each</name>
    <message numerus="yes">
        <source>The split is uneven: name who gets each of the %n odd card(s) left (%1).</source>
        <translation>
            <numerusform>Le partage est inégal&#xa0;: désignez qui reçoit %n carte restante (%1).</numerusform>
            <numerusform>Le partage est inégal&#xa0;: désignez qui reçoit chacune des %n cartes restantes (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.charity-split.name-one</name>
    <message>
        <source>The split is uneven: name who gets the odd card left (%1).</source>
        <translation>Le partage est inégal&#xa0;: désignez qui reçoit la carte restante (%1).</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.none-left</name>
    <message>
        <source>%1 cannot get another odd card: none is left.</source>
        <translation>%1 ne peut pas recevoir d&apos;autre carte restante&#xa0;: il n&apos;en reste aucune.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.not-eligible</name>
    <message>
        <source>%1 is not one of the players who may get an odd card.</source>
        <translation>%1 ne fait pas partie des joueurs qui peuvent recevoir une carte restante.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.not-tied</name>
    <message>
        <source>%1 cannot get another odd card: the odd cards go to %2.</source>
        <translation>%1 ne peut pas recevoir d&apos;autre carte restante&#xa0;: les cartes restantes vont à %2.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.nothing-given</name>
    <message>
        <source>Nothing is given, so no one gets a bigger share.</source>
        <translation>Rien n&apos;est donné&#xa0;: personne ne reçoit donc de part plus grande.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.one-card</name>
    <message>
        <source>The 1 card is split as evenly as possible between %1 players, and the giver gives 1 odd card to one of %2.</source>
        <translation>La seule carte à partager entre %1 joueurs va à un joueur parmi %2, au choix du donateur.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.one-card-picked</name>
    <message>
        <source>The 1 card is split as evenly as possible between %1 players, with an odd card to %2.</source>
        <translation>La seule carte à partager entre %1 joueurs va à %2.</translation>
    </message>
</context>
<context>
    <name>panic.cleric-draw.counted</name>
    <message numerus="yes">
        <source>The Cleric may keep 1 of the 3 bottom Castle discards, counted as 1 of %n card(s) drawn up, leaving %1 to draw from the deck.</source>
        <translation>
            <numerusform>Le Prêtre peut garder 1 des 3 cartes du bas de la défausse Château&#xa0;; elle compte pour %n carte piochée pour compléter la main, et il en reste %1 à tirer de la pioche.</numerusform>
            <numerusform>Le Prêtre peut garder 1 des 3 cartes du bas de la défausse Château&#xa0;; elle compte pour 1 des %n cartes piochées pour compléter la main, et il en reste %1 à tirer de la pioche.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.cleric-draw.hand-full</name>
    <message>
        <source>The Cleric may keep 1 of the 3 bottom Castle discards only while drawing up, and this hand is already full.</source>
        <translation>Le Prêtre ne peut garder 1 des 3 cartes du bas de la défausse Château qu&apos;en complétant sa main, et cette main est déjà complète.</translation>
    </message>
</context>
<context>
    <name>panic.cleric-draw.only-cleric</name>
    <message>
        <source>Only the Cleric may keep 1 of the 3 bottom Castle discards.</source>
        <translation>Seul le Prêtre peut garder 1 des 3 cartes du bas de la défausse Château.</translation>
    </message>
</context>
<context>
    <name>panic.colour-term.blue</name>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
</context>
<context>
    <name>panic.colour-term.green</name>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
</context>
<context>
    <name>panic.colour-term.red</name>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
</context>
<context>
    <name>panic.curse-all-clockwise.every-monster</name>
    <message>
        <source>The token moves every Monster one arc clockwise, each staying in its ring.</source>
        <translation>Le jeton déplace chaque Monstre d&apos;un arc dans le sens horaire, chacun restant dans sa zone.</translation>
    </message>
</context>
<context>
    <name>panic.curse-all-clockwise.moved</name>
    <message numerus="yes">
        <source>%n Monster(s) moved one arc clockwise without changing ring.</source>
        <translation>
            <numerusform>%n Monstre s&apos;est déplacé d&apos;un arc dans le sens horaire sans changer de zone.</numerusform>
            <numerusform>%n Monstres se sont déplacés d&apos;un arc dans le sens horaire sans changer de zone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.curse-cancelled.cancels</name>
    <message>
        <source>The %1 cancels the &quot;%2&quot; token: it has no effect.</source>
        <translation>%1 annule le jeton «&#xa0;%2&#xa0;»&#xa0;: il reste sans effet.</translation>
    </message>
</context>
<context>
    <name>panic.curse-cancelled.cannot-cancel</name>
    <message>
        <source>&quot;%1&quot; cannot cancel a Curse token; only the Invisibility Potion and the Wishing Ring can.</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas annuler un jeton Malédiction&#xa0;; seuls la Potion d&apos;invisibilité et l&apos;Anneau de souhait le peuvent.</translation>
    </message>
</context>
<context>
    <name>panic.curse-cancelled.sandals</name>
    <message>
        <source>Sandals of Protection cancel a Curse card another player plays on you, not a Curse token drawn from the bag.</source>
        <translation>Les Sandales de protection annulent une carte Malédiction qu&apos;un autre joueur joue sur vous, pas un jeton Malédiction tiré du sac.</translation>
    </message>
</context>
<context>
    <name>panic.curse-colour-moves.blue</name>
    <message>
        <source>The token moves the Monsters in the blue arcs (%1) one space, as in the Move Monsters phase.</source>
        <translation>Le jeton fait avancer d&apos;une case les Monstres des arcs bleus (%1), comme en phase Déplacer les monstres.</translation>
    </message>
</context>
<context>
    <name>panic.curse-colour-moves.green</name>
    <message>
        <source>The token moves the Monsters in the green arcs (%1) one space, as in the Move Monsters phase.</source>
        <translation>Le jeton fait avancer d&apos;une case les Monstres des arcs verts (%1), comme en phase Déplacer les monstres.</translation>
    </message>
</context>
<context>
    <name>panic.curse-colour-moves.red</name>
    <message>
        <source>The token moves the Monsters in the red arcs (%1) one space, as in the Move Monsters phase.</source>
        <translation>Le jeton fait avancer d&apos;une case les Monstres des arcs rouges (%1), comme en phase Déplacer les monstres.</translation>
    </message>
</context>
<context>
    <name>panic.curse-die.impossible-roll</name>
    <message>
        <source>A roll of %1 is not on the die, which shows 1 to 6.</source>
        <translation>Le dé ne peut pas donner %1&#xa0;: ses faces vont de 1 à 6.</translation>
    </message>
</context>
<context>
    <name>panic.curse-die.missing-roll</name>
    <message>
        <source>The &quot;%1&quot; token needs a die roll (1 to 6) to pick its arc.</source>
        <translation>Le jeton «&#xa0;%1&#xa0;» demande un jet de dé (1 à 6) pour choisir son arc.</translation>
    </message>
</context>
<context>
    <name>panic.curse-huge-rock.rolls-down</name>
    <message>
        <source>The die shows %1: the Huge Rock rolls down arc %1.</source>
        <translation>Le dé indique %1&#xa0;: l&apos;Énorme rocher dévale l&apos;arc %1.</translation>
    </message>
</context>
<context>
    <name>panic.curse-huge-rock.rolls-down-sleep</name>
    <message>
        <source>The die shows %1: the Huge Rock rolls down arc %1, and the Sleep Potion protects no one from it.</source>
        <translation>Le dé indique %1&#xa0;: l&apos;Énorme rocher dévale l&apos;arc %1, et la Potion de sommeil ne protège personne contre lui.</translation>
    </message>
</context>
<context>
    <name>panic.curse-huge-rock.rolls-off</name>
    <message>
        <source>The Huge Rock finds no Wall or Tower in arcs %1 and %2 and rolls off the board.</source>
        <translation>L&apos;Énorme rocher ne trouve ni Muraille ni Tour dans les arcs %1 et %2 et sort du plateau.</translation>
    </message>
</context>
<context>
    <name>panic.curse-huge-rock.squishes</name>
    <message numerus="yes">
        <source>The Huge Rock squishes %n Monster(s) (%1): discarded with no Trophy and no Treasure.</source>
        <translation>
            <numerusform>L&apos;Énorme rocher écrase %n Monstre (%1)&#xa0;: défaussé sans Trophée ni Trésor.</numerusform>
            <numerusform>L&apos;Énorme rocher écrase %n Monstres (%1)&#xa0;: défaussés sans Trophée ni Trésor.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.curse-huge-rock.tower</name>
    <message>
        <source>The Huge Rock destroys the Tower of arc %1 and stops.</source>
        <translation>L&apos;Énorme rocher détruit la Tour de l&apos;arc %1 et s&apos;arrête.</translation>
    </message>
</context>
<context>
    <name>panic.curse-huge-rock.wall</name>
    <message>
        <source>The Huge Rock destroys the Wall of arc %1 and stops.</source>
        <translation>L&apos;Énorme rocher détruit la Muraille de l&apos;arc %1 et s&apos;arrête.</translation>
    </message>
</context>
<context>
    <name>panic.curse-huge-rock.wall-from-inside</name>
    <message>
        <source>The Huge Rock destroys the Wall of arc %1 from inside the Castle and stops.</source>
        <translation>L&apos;Énorme rocher détruit la Muraille de l&apos;arc %1 depuis l&apos;intérieur du Château et s&apos;arrête.</translation>
    </message>
</context>
<context>
    <name>panic.curse-lose-help.no-help</name>
    <message>
        <source>The player who drew the token may not negotiate help on their next turn; it may then be discarded.</source>
        <translation>Le joueur qui a tiré le jeton ne peut pas négocier d&apos;aide pendant son prochain tour&#xa0;; le jeton peut ensuite être défaussé.</translation>
    </message>
</context>
<context>
    <name>panic.curse-lose-help.solitaire</name>
    <message>
        <source>The Lose Help token is taken out of the bag for a Solitaire game.</source>
        <translation>Le jeton Privé d&apos;aide est retiré du sac pour une partie en Solitaire.</translation>
    </message>
</context>
<context>
    <name>panic.curse-place-one-more.one-more</name>
    <message>
        <source>One more Monster than usual is placed this turn (the token itself is not one).</source>
        <translation>Un Monstre de plus que d&apos;habitude est placé ce tour-ci (le jeton lui-même ne compte pas).</translation>
    </message>
</context>
<context>
    <name>panic.curse-roll-move.arc-moves</name>
    <message>
        <source>The die shows %1: the Monsters in arc %1 move one space, as in the Move Monsters phase.</source>
        <translation>Le dé indique %1&#xa0;: les Monstres de l&apos;arc %1 avancent d&apos;une case, comme en phase Déplacer les monstres.</translation>
    </message>
</context>
<context>
    <name>panic.discard-draw.bad-count</name>
    <message>
        <source>A hand of %1 cannot discard %2 Castle cards.</source>
        <translation>Une main de %1 cartes ne peut pas défausser %2 cartes Château.</translation>
    </message>
</context>
<context>
    <name>panic.discard-draw.draw-up</name>
    <message numerus="yes">
        <source>Keeping %1 of %2 Castle cards, the hand draws %n card(s) up to %3.</source>
        <translation>
            <numerusform>En gardant %1 des %2 cartes Château, la main pioche %n carte pour arriver à %3.</numerusform>
            <numerusform>En gardant %1 des %2 cartes Château, la main pioche %n cartes pour arriver à %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.discard-draw.only-one</name>
    <message>
        <source>Only 1 Castle card may be discarded, not %1, unless Really Impressive Title is played.</source>
        <translation>Une seule carte Château peut être défaussée, pas %1, sauf si «&#xa0;Titre vraiment impressionnant&#xa0;» est joué.</translation>
    </message>
</context>
<context>
    <name>panic.discard-draw.over-size</name>
    <message>
        <source>A hand over its size keeps its extra cards; it just draws none.</source>
        <translation>Une main qui dépasse sa taille garde ses cartes en trop&#xa0;; elle ne pioche simplement rien.</translation>
    </message>
</context>
<context>
    <name>panic.dwarf-hand.one-more</name>
    <message>
        <source>The Dwarf holds 1 Castle card more: %1.</source>
        <translation>Le Nain a 1 carte Château de plus en main&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>panic.end-more-munchkin.castle-down</name>
    <message numerus="yes">
        <source>With 0 Towers and %n Monster(s) left the game is over: the most Trophy points wins.</source>
        <translation>
            <numerusform>Avec 0 Tour et %n Monstre restants, la partie est finie&#xa0;: celui qui a le plus de points de Trophée gagne.</numerusform>
            <numerusform>Avec 0 Tour et %n Monstres restants, la partie est finie&#xa0;: celui qui a le plus de points de Trophée gagne.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.end-more-munchkin.monsters-gone</name>
    <message numerus="yes">
        <source>With %n Tower(s) and 0 Monsters left the game is over: the most Trophy points wins.</source>
        <translation>
            <numerusform>Avec %n Tour et 0 Monstre restants, la partie est finie&#xa0;: celui qui a le plus de points de Trophée gagne.</numerusform>
            <numerusform>Avec %n Tours et 0 Monstre restants, la partie est finie&#xa0;: celui qui a le plus de points de Trophée gagne.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.end-standard.players-lose</name>
    <message>
        <source>The last Tower is down: the players lose and no one is Master Munchkin.</source>
        <translation>La dernière Tour est tombée&#xa0;: les joueurs perdent et personne n&apos;est Maître Munchkin.</translation>
    </message>
</context>
<context>
    <name>panic.end-standard.players-win</name>
    <message numerus="yes">
        <source>Every Monster is gone with %n Tower(s) standing: the players win.</source>
        <translation>
            <numerusform>Tous les Monstres ont disparu et %n Tour est encore debout&#xa0;: les joueurs gagnent.</numerusform>
            <numerusform>Tous les Monstres ont disparu et %n Tours sont encore debout&#xa0;: les joueurs gagnent.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.end.bad-monsters</name>
    <message>
        <source>There are 0 to 39 Monster tokens left, not %1.</source>
        <translation>Il reste de 0 à 39 jetons Monstre, pas %1.</translation>
    </message>
</context>
<context>
    <name>panic.end.bad-towers</name>
    <message>
        <source>The Castle has 0 to 6 Towers, not %1.</source>
        <translation>Le Château compte de 0 à 6 Tours, pas %1.</translation>
    </message>
</context>
<context>
    <name>panic.end.goes-on</name>
    <message numerus="yes">
        <source>The game goes on: %1 of 6 Towers and %n Monster(s) are left.</source>
        <translation>
            <numerusform>La partie continue&#xa0;: il reste %1 des 6 Tours et %n Monstre.</numerusform>
            <numerusform>La partie continue&#xa0;: il reste %1 des 6 Tours et %n Monstres.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.end.master-munchkin</name>
    <message numerus="yes">
        <source>%1 is the Master Munchkin with %n point(s).</source>
        <translation>
            <numerusform>%1 est le Maître Munchkin avec %n point.</numerusform>
            <numerusform>%1 est le Maître Munchkin avec %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.enhancer-timing.attacker</name>
    <message>
        <source>%1 is attacking this Monster, and a Monster Enhancer helps a Monster under attack by another player.</source>
        <translation>%1 attaque ce Monstre, et un Amplificateur de monstre sert à aider un Monstre attaqué par un autre joueur.</translation>
    </message>
</context>
<context>
    <name>panic.enhancer-timing.not-in-game</name>
    <message>
        <source>Monster Enhancers are only in the game in More Munchkin or with more-panic:enhancers.</source>
        <translation>Les Amplificateurs de monstre ne font partie du jeu qu&apos;en mode Plus de Munchkin ou avec more-panic:enhancers.</translation>
    </message>
</context>
<context>
    <name>panic.fortify.group</name>
    <message numerus="yes">
        <source>%n Monster(s) hit the fortified Wall of arc %1 at once: the Fortify token is removed, the Wall stands and they all stay in the Swordsman ring.</source>
        <translation>
            <numerusform>%n Monstre frappe la Muraille fortifiée de l&apos;arc %1&#xa0;: le jeton Fortification est retiré, la Muraille tient et le Monstre reste dans la zone des Épéistes.</numerusform>
            <numerusform>%n Monstres frappent en même temps la Muraille fortifiée de l&apos;arc %1&#xa0;: le jeton Fortification est retiré, la Muraille tient et tous restent dans la zone des Épéistes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.fortify.huge-rock</name>
    <message>
        <source>The Huge Rock hits the Fortify token on the Wall of arc %1: the token is removed, the Wall stands and the rock is discarded.</source>
        <translation>L&apos;Énorme rocher heurte le jeton Fortification de la Muraille de l&apos;arc %1&#xa0;: le jeton est retiré, la Muraille tient et le rocher est défaussé.</translation>
    </message>
</context>
<context>
    <name>panic.fortify.huge-rock-from-inside</name>
    <message>
        <source>The Huge Rock hits the Fortify token on the Wall of arc %1 from inside the Castle: the token is removed, the Wall stands and the rock is discarded.</source>
        <translation>L&apos;Énorme rocher heurte le jeton Fortification de la Muraille de l&apos;arc %1 depuis l&apos;intérieur du Château&#xa0;: le jeton est retiré, la Muraille tient et le rocher est défaussé.</translation>
    </message>
</context>
<context>
    <name>panic.fortify.token-removed</name>
    <message>
        <source>%1 hits the fortified Wall of arc %2: the Fortify token is removed, the Wall stands and the Monster stays in the Swordsman ring.</source>
        <translation>%1 frappe la Muraille fortifiée de l&apos;arc %2&#xa0;: le jeton Fortification est retiré, la Muraille tient et le Monstre reste dans la zone des Épéistes.</translation>
    </message>
</context>
<context>
    <name>panic.glue.held</name>
    <message>
        <source>%1 is stuck with the Flask of Glue and does not move.</source>
        <translation>%1 est collé par le Flacon de colle et ne bouge pas.</translation>
    </message>
</context>
<context>
    <name>panic.halfling-treasure-points.adds</name>
    <message numerus="yes">
        <source>The Halfling %1 adds %n point(s) for the Treasure cards in hand.</source>
        <translation>
            <numerusform>Le Halfelin %1 ajoute %n point pour les cartes Trésor qu&apos;il a en main.</numerusform>
            <numerusform>Le Halfelin %1 ajoute %n points pour les cartes Trésor qu&apos;il a en main.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.hand-size.players</name>
    <message numerus="yes">
        <source>With %n player(s) the hand is %1 Castle cards.</source>
        <translation>
            <numerusform>À %n joueur, la main est de %1 cartes Château.</numerusform>
            <numerusform>À %n joueurs, la main est de %1 cartes Château.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.help-gazebo.alone</name>
    <message>
        <source>The Gazebo must be fought alone: no help may be negotiated against it.</source>
        <translation>Le Gazebo doit être combattu seul&#xa0;: on ne peut négocier aucune aide contre lui.</translation>
    </message>
</context>
<context>
    <name>panic.hit-any-color.hits</name>
    <message>
        <source>%1 hits in the %2 ring of any colour, here the %3 %4 space of arc %5.</source>
        <translation>%1 frappe sur les cases %2 de toutes les couleurs, ici la case %4&#xa0;%3 de l&apos;arc %5.</translation>
    </message>
</context>
<context>
    <name>panic.hit-any-color.wrong-ring</name>
    <message>
        <source>%1 hits only in the %2 ring, and the Monster is in the %3 %4 space of arc %5.</source>
        <translation>%1 ne frappe que sur les cases %2, et le Monstre est sur la case %4&#xa0;%3 de l&apos;arc %5.</translation>
    </message>
</context>
<context>
    <name>panic.hit-card-kind.not-castle-special</name>
    <message>
        <source>%1 is %2, not a Castle Special.</source>
        <translation>%1 est %2, pas une carte spéciale Château.</translation>
    </message>
</context>
<context>
    <name>panic.hit-card-kind.not-hit-card</name>
    <message>
        <source>%1 is %2, not a Hit card.</source>
        <translation>%1 est %2, pas une carte Attaque.</translation>
    </message>
</context>
<context>
    <name>panic.hit-card-kind.not-monster-enhancer</name>
    <message>
        <source>%1 is %2, not a Monster Enhancer.</source>
        <translation>%1 est %2, pas un Amplificateur de monstre.</translation>
    </message>
</context>
<context>
    <name>panic.hit-card-kind.not-potion</name>
    <message>
        <source>%1 is %2, not a Potion.</source>
        <translation>%1 est %2, pas une Potion.</translation>
    </message>
</context>
<context>
    <name>panic.hit-card-kind.not-treasure-special</name>
    <message>
        <source>%1 is %2, not a Treasure Special.</source>
        <translation>%1 est %2, pas une carte spéciale Trésor.</translation>
    </message>
</context>
<context>
    <name>panic.hit-card-kind.not-weapon</name>
    <message>
        <source>%1 is %2, not a Weapon.</source>
        <translation>%1 est %2, pas une Arme.</translation>
    </message>
</context>
<context>
    <name>panic.hit-damage.deals</name>
    <message>
        <source>The attack deals %1 to %2 at %3 health.</source>
        <translation>L&apos;attaque inflige des dégâts de %1 à %2, qui a %3 PV.</translation>
    </message>
</context>
<context>
    <name>panic.hit-damage.left</name>
    <message>
        <source>%1 is left with %2 health.</source>
        <translation>Il reste %2 PV à %1.</translation>
    </message>
</context>
<context>
    <name>panic.hit-elf-helper.extra-treasure</name>
    <message>
        <source>The Elf who helped draws 1 extra Treasure card.</source>
        <translation>L&apos;Elfe qui a aidé pioche 1 carte Trésor supplémentaire.</translation>
    </message>
</context>
<context>
    <name>panic.hit-empty.no-cards</name>
    <message>
        <source>An attack needs at least one Hit card, Potion or Special.</source>
        <translation>Une attaque nécessite au moins une carte Attaque, une Potion ou une carte spéciale.</translation>
    </message>
</context>
<context>
    <name>panic.hit-enhancer-ancient.played</name>
    <message>
        <source>%1 drops to its last health point and cannot be slain this turn; the Enhancer&apos;s player draws 1 Treasure.</source>
        <translation>%1 tombe à son dernier point de vie et ne peut pas être tué ce tour-ci&#xa0;; le joueur qui a joué l&apos;Amplificateur pioche 1 Trésor.</translation>
    </message>
</context>
<context>
    <name>panic.hit-enhancer-ancient.unslayable</name>
    <message>
        <source>%1 cannot be slain this turn (Ancient Monster Enhancer), so it stays at 1 health.</source>
        <translation>%1 ne peut pas être tué ce tour-ci (Amplificateur de monstre ancien)&#xa0;: il reste donc à 1 point de vie.</translation>
    </message>
</context>
<context>
    <name>panic.hit-enhancer-health.enraged</name>
    <message>
        <source>%1 adds %2 health to %3; its player keeps the Trophy if they slay it later this turn.</source>
        <translation>%1 ajoute %2 PV à %3&#xa0;; le joueur qui l&apos;a joué garde le Trophée s&apos;il tue ce Monstre plus tard dans le tour.</translation>
    </message>
</context>
<context>
    <name>panic.hit-enhancer-health.treasure</name>
    <message>
        <source>%1 adds %2 health to %3; its player draws 1 Treasure.</source>
        <translation>%1 ajoute %2 PV à %3&#xa0;; le joueur qui l&apos;a joué pioche 1 Trésor.</translation>
    </message>
</context>
<context>
    <name>panic.hit-enhancer-humongous.not-on-attack</name>
    <message>
        <source>Humongous Monster Enhancer restores every Monster on the board; it is not played on an attack.</source>
        <translation>L&apos;Amplificateur de monstre gigantesque rend tous leurs points de vie à tous les Monstres du plateau&#xa0;; il ne se joue pas sur une attaque.</translation>
    </message>
</context>
<context>
    <name>panic.hit-gazebo-alone.helped</name>
    <message>
        <source>The %1 must be fought alone, and this attack has a helper.</source>
        <translation>%1 doit être combattu seul, et cette attaque a un allié.</translation>
    </message>
</context>
<context>
    <name>panic.hit-hero.hits</name>
    <message>
        <source>%1 hits in any ring of the %2 arcs, here the %3 %4 space of arc %5.</source>
        <translation>%1 frappe dans n&apos;importe quelle zone d&apos;un arc %2, ici la case %4&#xa0;%3 de l&apos;arc %5.</translation>
    </message>
</context>
<context>
    <name>panic.hit-hero.wrong-colour</name>
    <message>
        <source>%1 hits only in the %2 arcs, and arc %3 is %4.</source>
        <translation>%1 ne frappe que dans un arc %2, et l&apos;arc %3 est %4.</translation>
    </message>
</context>
<context>
    <name>panic.hit-no-forest-castle.castle</name>
    <message>
        <source>%1 cannot hit in the Castle: Hit cards work only in the Swordsman, Knight and Archer rings.</source>
        <translation>%1 ne peut pas frapper dans le Château&#xa0;: les cartes Attaque ne fonctionnent que dans les zones des Épéistes, des Chevaliers et des Archers.</translation>
    </message>
</context>
<context>
    <name>panic.hit-no-forest-castle.forest</name>
    <message>
        <source>%1 cannot hit in the Forest: Hit cards work only in the Swordsman, Knight and Archer rings.</source>
        <translation>%1 ne peut pas frapper dans la Forêt&#xa0;: les cartes Attaque ne fonctionnent que dans les zones des Épéistes, des Chevaliers et des Archers.</translation>
    </message>
</context>
<context>
    <name>panic.hit-not-in-game.no-enhancers</name>
    <message>
        <source>The Monster Enhancers are not in this game.</source>
        <translation>Les Amplificateurs de monstre ne font pas partie de cette partie.</translation>
    </message>
</context>
<context>
    <name>panic.hit-not-in-game.no-illusion</name>
    <message>
        <source>Illusion is not in this game&apos;s Castle deck.</source>
        <translation>Illusion ne fait pas partie de la pioche Château de cette partie.</translation>
    </message>
</context>
<context>
    <name>panic.hit-not-in-game.treasure-deck</name>
    <message>
        <source>%1 is not in the Treasure deck under these options.</source>
        <translation>%1 ne fait pas partie de la pioche Trésor avec ces options.</translation>
    </message>
</context>
<context>
    <name>panic.hit-one-of-each.second-play</name>
    <message>
        <source>The box has one %1, so this attack cannot play it a second time.</source>
        <translation>La boîte ne contient qu&apos;une carte %1&#xa0;: cette attaque ne peut donc pas la jouer une seconde fois.</translation>
    </message>
</context>
<context>
    <name>panic.hit-potion-damage.deals</name>
    <message>
        <source>%1 deals %2, with or without a Hit card.</source>
        <translation>%1 inflige des dégâts de %2, avec ou sans carte Attaque.</translation>
    </message>
</context>
<context>
    <name>panic.hit-potion-damage.forest</name>
    <message>
        <source>%1 works anywhere but the Forest, and %2 is in the Forest.</source>
        <translation>%1 fonctionne partout sauf dans la Forêt, et %2 est dans la Forêt.</translation>
    </message>
</context>
<context>
    <name>panic.hit-potion-elsewhere.invisibility</name>
    <message>
        <source>%1 deals no damage: it cancels a Curse token as it is drawn (panic.curse), so it is no hit.</source>
        <translation>%1 ne fait aucun dégât&#xa0;: elle annule un jeton Malédiction au moment où il est tiré (panic.curse)&#xa0;; ce n&apos;est donc pas une attaque.</translation>
    </message>
</context>
<context>
    <name>panic.hit-potion-elsewhere.moves-monster</name>
    <message>
        <source>%1 deals no damage: it moves a Monster into the Swordsman ring of its arc before the attack, so it is no hit.</source>
        <translation>%1 ne fait aucun dégât&#xa0;: elle déplace un Monstre dans la zone des Épéistes de son arc avant l&apos;attaque&#xa0;; ce n&apos;est donc pas une attaque.</translation>
    </message>
</context>
<context>
    <name>panic.hit-potion-elsewhere.sleep</name>
    <message>
        <source>%1 deals no damage: it keeps every Monster from moving this turn (the board&apos;s sleep mark), so it is no hit.</source>
        <translation>%1 ne fait aucun dégât&#xa0;: elle empêche tous les Monstres de bouger ce tour-ci (la marque de sommeil du plateau)&#xa0;; ce n&apos;est donc pas une attaque.</translation>
    </message>
</context>
<context>
    <name>panic.hit-ring-colour.hits</name>
    <message>
        <source>%1 hits in the %2 %3 space of arc %4.</source>
        <translation>%1 frappe sur la case %3&#xa0;%2 de l&apos;arc %4.</translation>
    </message>
</context>
<context>
    <name>panic.hit-ring-colour.wrong-space</name>
    <message>
        <source>%1 hits only in the %2 %3 ring, and the Monster is in the %4 %5 space of arc %6.</source>
        <translation>%1 ne frappe que sur les cases %3&#xa0;%2, et le Monstre est sur la case %5&#xa0;%4 de l&apos;arc %6.</translation>
    </message>
</context>
<context>
    <name>panic.hit-sandals.cannot-hit</name>
    <message>
        <source>%1 only cancels a Curse card played on its holder; it cannot hit.</source>
        <translation>%1 ne sert qu&apos;à annuler une carte Malédiction jouée sur son porteur&#xa0;; cette carte ne peut pas frapper.</translation>
    </message>
</context>
<context>
    <name>panic.hit-solitaire-alone.enhancer</name>
    <message>
        <source>In Solitaire no other player can play %1 on the attack.</source>
        <translation>En Solitaire, aucun autre joueur ne peut jouer %1 sur l&apos;attaque.</translation>
    </message>
</context>
<context>
    <name>panic.hit-solitaire-alone.no-helper</name>
    <message>
        <source>In Solitaire there is no one to help with the attack.</source>
        <translation>En Solitaire, personne ne peut aider lors de l&apos;attaque.</translation>
    </message>
</context>
<context>
    <name>panic.hit-special-elsewhere.own-play</name>
    <message>
        <source>%1 takes no health from a Monster, so it is ruled as its own play, not as a hit.</source>
        <translation>%1 n&apos;ôte aucun point de vie à un Monstre&#xa0;: cette carte est donc jugée comme une action à part, pas comme une attaque.</translation>
    </message>
</context>
<context>
    <name>panic.hit-super-munchkin.forest</name>
    <message>
        <source>Super Munchkin works anywhere but the Forest, and %1 is in the Forest.</source>
        <translation>Super Munchkin fonctionne partout sauf dans la Forêt, et %1 est dans la Forêt.</translation>
    </message>
</context>
<context>
    <name>panic.hit-super-munchkin.slays</name>
    <message>
        <source>Super Munchkin slays %1 in the %2 ring whatever its points.</source>
        <translation>Super Munchkin tue %1, sur sa case %2, quels que soient ses points.</translation>
    </message>
</context>
<context>
    <name>panic.hit-target.no-monster</name>
    <message>
        <source>No Monster with the id &quot;%1&quot; is on the board.</source>
        <translation>Aucun Monstre portant l&apos;identifiant «&#xa0;%1&#xa0;» n&apos;est sur le plateau.</translation>
    </message>
</context>
<context>
    <name>panic.hit-target.space</name>
    <message>
        <source>The attack targets %1 in the %2 ring of arc %3.</source>
        <translation>L&apos;attaque vise %1 sur la case %2 de l&apos;arc %3.</translation>
    </message>
</context>
<context>
    <name>panic.hit-trophy.slain</name>
    <message numerus="yes">
        <source>%1 is slain: a Trophy worth %2 points, and %n Treasure card(s) for its %n gold dot(s).</source>
        <translation>
            <numerusform>%1 est tué&#xa0;: un Trophée d&apos;une valeur de %2, et %n carte Trésor pour sa %n pastille dorée.</numerusform>
            <numerusform>%1 est tué&#xa0;: un Trophée d&apos;une valeur de %2, et %n cartes Trésor pour ses %n pastilles dorées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.hit-unknown-card.no-name</name>
    <message>
        <source>A Hit card was played without a name.</source>
        <translation>Une carte Attaque a été jouée sans nom.</translation>
    </message>
</context>
<context>
    <name>panic.hit-unknown-card.not-in-box</name>
    <message>
        <source>&quot;%1&quot; is not a card in the box.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une carte de la boîte.</translation>
    </message>
</context>
<context>
    <name>panic.hit-warrior-weapons.too-many</name>
    <message>
        <source>A Warrior may put 2 Weapons on a Hit card, not %1 on %2.</source>
        <translation>Un Guerrier peut mettre 2 Armes sur une carte Attaque, pas %1 sur %2.</translation>
    </message>
</context>
<context>
    <name>panic.hit-warrior-weapons.two</name>
    <message>
        <source>As a Warrior on their own turn, the player puts 2 Weapons on %1.</source>
        <translation>En tant que Guerrier, pendant son propre tour, le joueur met 2 Armes sur %1.</translation>
    </message>
</context>
<context>
    <name>panic.hit-weapon-bonus.adds</name>
    <message>
        <source>%1 adds %2 in the %3 ring.</source>
        <translation>%1 ajoute %2 sur les cases %3.</translation>
    </message>
</context>
<context>
    <name>panic.hit-weapon-bonus.nothing</name>
    <message>
        <source>%1 adds nothing in the %2 ring.</source>
        <translation>%1 n&apos;ajoute rien sur les cases %2.</translation>
    </message>
</context>
<context>
    <name>panic.hit-weapon-needs-hit-card.none</name>
    <message>
        <source>%1 must ride on a Hit card, and none was played with it.</source>
        <translation>%1 doit être posée sur une carte Attaque, et aucune n&apos;a été jouée avec elle.</translation>
    </message>
</context>
<context>
    <name>panic.hit-weapon-per-card.less-panic</name>
    <message numerus="yes">
        <source>less-panic:weapons lets %1 carry %n Weapon(s).</source>
        <translation>
            <numerusform>less-panic:weapons permet à %1 de porter %n Arme.</numerusform>
            <numerusform>less-panic:weapons permet à %1 de porter %n Armes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.hit-weapon-per-card.too-many</name>
    <message numerus="yes">
        <source>%1 carries %n Weapon(s), but a Hit card takes only 1.</source>
        <translation>
            <numerusform>%1 porte %n Arme, mais une carte Attaque n&apos;en accepte qu&apos;une.</numerusform>
            <numerusform>%1 porte %n Armes, mais une carte Attaque n&apos;en accepte qu&apos;une.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.keep-drawing.curses-left</name>
    <message numerus="yes">
        <source>Only %1 of the %2 Monsters of this turn are placed, and the Monster bag still holds %n token(s), all Curses: draw and resolve them (panic-draw-curse) before the turn ends.</source>
        <translation>
            <numerusform>Monstres placés ce tour-ci&#xa0;: seulement %1 sur %2, et le sac des Monstres ne contient plus que %n jeton, une Malédiction, à tirer et résoudre (panic-draw-curse) avant la fin du tour.</numerusform>
            <numerusform>Monstres placés ce tour-ci&#xa0;: seulement %1 sur %2, et le sac des Monstres ne contient plus que %n jetons, tous des Malédictions, à tirer et résoudre (panic-draw-curse) avant la fin du tour.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.kind-term.castle-special</name>
    <message>
        <source>a Castle Special</source>
        <translation>une carte spéciale Château</translation>
    </message>
</context>
<context>
    <name>panic.kind-term.curse-card</name>
    <message>
        <source>a Curse card</source>
        <translation>une carte Malédiction</translation>
    </message>
</context>
<context>
    <name>panic.kind-term.hit-card</name>
    <message>
        <source>a Hit card</source>
        <translation>une carte Attaque</translation>
    </message>
</context>
<context>
    <name>panic.kind-term.monster-enhancer</name>
    <message>
        <source>a Monster Enhancer</source>
        <translation>un Amplificateur de monstre</translation>
    </message>
</context>
<context>
    <name>panic.kind-term.potion</name>
    <message>
        <source>a Potion</source>
        <translation>une Potion</translation>
    </message>
</context>
<context>
    <name>panic.kind-term.treasure-special</name>
    <message>
        <source>a Treasure Special</source>
        <translation>une carte spéciale Trésor</translation>
    </message>
</context>
<context>
    <name>panic.kind-term.weapon</name>
    <message>
        <source>a Weapon</source>
        <translation>une Arme</translation>
    </message>
</context>
<context>
    <name>panic.last-tower.any-mode</name>
    <message>
        <source>No Tower stands, so the game ends: the players lose (in More Munchkin the Trophy count decides instead).</source>
        <translation>Plus aucune Tour ne tient debout, la partie est donc finie&#xa0;: les joueurs perdent (en mode Plus de Munchkin, c&apos;est plutôt le décompte des Trophées qui décide).</translation>
    </message>
</context>
<context>
    <name>panic.last-tower.players-lose</name>
    <message>
        <source>No Tower stands, so the game ends: the players lose.</source>
        <translation>Plus aucune Tour ne tient debout, la partie est donc finie&#xa0;: les joueurs perdent.</translation>
    </message>
</context>
<context>
    <name>panic.last-tower.trophy-count</name>
    <message>
        <source>No Tower stands, so the game ends: the Trophy count decides the winner.</source>
        <translation>Plus aucune Tour ne tient debout, la partie est donc finie&#xa0;: le décompte des Trophées désigne le vainqueur.</translation>
    </message>
</context>
<context>
    <name>panic.less-munchkin.curses-out</name>
    <message>
        <source>The Curse cards are out of the Castle deck in this game (%1).</source>
        <translation>Les cartes Malédiction sont retirées de la pioche Château dans cette partie (%1).</translation>
    </message>
</context>
<context>
    <name>panic.less-munchkin.curses-out-less-munchkin</name>
    <message>
        <source>The Curse cards are out of the Castle deck in this game (%1, Less Munchkin).</source>
        <translation>Les cartes Malédiction sont retirées de la pioche Château dans cette partie (%1, Moins de Munchkin).</translation>
    </message>
</context>
<context>
    <name>panic.less-munchkin.trade</name>
    <message>
        <source>Under Less Munchkin the table may trade 1 card with 1 other player instead of negotiating.</source>
        <translation>En mode Moins de Munchkin, on peut échanger 1 carte avec 1 autre joueur au lieu de négocier.</translation>
    </message>
</context>
<context>
    <name>panic.less-panic.bigger-hand</name>
    <message>
        <source>less-panic:bigger-hand adds 1 Castle card to the hand: %1.</source>
        <translation>less-panic:bigger-hand ajoute 1 carte Château à la main&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>panic.less-panic.negotiations</name>
    <message>
        <source>less-panic:negotiations allows deal %1 this turn.</source>
        <translation>less-panic:negotiations autorise le marché n° %1 ce tour-ci.</translation>
    </message>
</context>
<context>
    <name>panic.less-panic.place-two</name>
    <message>
        <source>less-panic:place-two: 2 Monsters are placed each turn.</source>
        <translation>less-panic:place-two&#xa0;: 2 Monstres sont placés à chaque tour.</translation>
    </message>
</context>
<context>
    <name>panic.less-panic.two-treasures</name>
    <message>
        <source>less-panic:two-treasures: every player starts with 2 Treasure cards.</source>
        <translation>less-panic:two-treasures&#xa0;: chaque joueur commence avec 2 cartes Trésor.</translation>
    </message>
</context>
<context>
    <name>panic.loaded-die.chosen-arc</name>
    <message>
        <source>The Loaded Die chose arc %1 instead of a roll.</source>
        <translation>Le Dé pipé a choisi l&apos;arc %1 au lieu d&apos;un jet.</translation>
    </message>
</context>
<context>
    <name>panic.lose-help.no-negotiating</name>
    <message>
        <source>A player holding the Lose Help token may not negotiate help this turn.</source>
        <translation>Un joueur qui a le jeton Privé d&apos;aide ne peut pas négocier d&apos;aide ce tour-ci.</translation>
    </message>
</context>
<context>
    <name>panic.lowest-point-no-structure-damage.no-damage</name>
    <message>
        <source>%1 is a %2-point Monster at 1 health and takes no damage from the structure.</source>
        <translation>%1 est un Monstre à %2 points, à 1 point de vie, et ne subit aucun dégât de la structure.</translation>
    </message>
</context>
<context>
    <name>panic.mode-solitaire.alone</name>
    <message numerus="yes">
        <source>Solitaire is played alone, not by %n player(s).</source>
        <translation>
            <numerusform>Le Solitaire se joue seul, pas à %n joueur.</numerusform>
            <numerusform>Le Solitaire se joue seul, pas à %n joueurs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.mode-solitaire.discards</name>
    <message numerus="yes">
        <source>Alone at the table, %1 discards the %n card(s) over the limit.</source>
        <translation>
            <numerusform>Seul à la table, %1 défausse %n carte au-delà de la limite.</numerusform>
            <numerusform>Seul à la table, %1 défausse les %n cartes au-delà de la limite.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.mode-solitaire.lone-player</name>
    <message>
        <source>A lone player plays the Solitaire game, not %1.</source>
        <translation>Un joueur seul joue en mode Solitaire, pas en mode %1.</translation>
    </message>
</context>
<context>
    <name>panic.mode-solitaire.no-deal-partner</name>
    <message>
        <source>Solitaire has no other player to make a deal with.</source>
        <translation>En Solitaire, il n&apos;y a aucun autre joueur avec qui conclure un marché.</translation>
    </message>
</context>
<context>
    <name>panic.mode-solitaire.no-deals</name>
    <message>
        <source>Solitaire has no negotiated deals: there is no one to deal with.</source>
        <translation>Le Solitaire n&apos;a pas de marchés négociés&#xa0;: il n&apos;y a personne avec qui négocier.</translation>
    </message>
</context>
<context>
    <name>panic.mode-solitaire.no-master</name>
    <message>
        <source>Solitaire names no Master Munchkin: the Castle&apos;s fate is the result.</source>
        <translation>Le Solitaire ne désigne pas de Maître Munchkin&#xa0;: le sort du Château fait le résultat.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.all-in-forest</name>
    <message>
        <source>All %1 Monsters of this turn are in the Forest: nothing more is drawn from the bag this turn.</source>
        <translation>Les %1 Monstres de ce tour sont tous dans la Forêt&#xa0;: on ne tire plus rien du sac ce tour-ci.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.all-placed</name>
    <message>
        <source>All %1 Monsters of this turn are already placed.</source>
        <translation>Les %1 Monstres de ce tour sont déjà tous placés.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.bad-arc</name>
    <message>
        <source>Forest arcs are numbered 1 to 6, not %1.</source>
        <translation>Les arcs de la Forêt sont numérotés de 1 à 6, pas %1.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.negative</name>
    <message>
        <source>Counts of Monsters placed and tokens drawn cannot be negative.</source>
        <translation>Les nombres de Monstres placés et de jetons tirés ne peuvent pas être négatifs.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.one-more</name>
    <message>
        <source>The Place 1 More Monster token raises this turn&apos;s count to %1.</source>
        <translation>Le jeton «&#xa0;Placer 1 Monstre de plus&#xa0;» porte à %1 le nombre de Monstres de ce tour.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.placed-in</name>
    <message>
        <source>%1 (%2 health) is placed in %3 of arc %4.</source>
        <translation>%1 (%2 PV) est placé dans %3 de l&apos;arc %4.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.players</name>
    <message numerus="yes">
        <source>With %n player(s) %1 Monsters are placed each turn.</source>
        <translation>
            <numerusform>À %n joueur, %1 Monstres sont placés à chaque tour.</numerusform>
            <numerusform>À %n joueurs, %1 Monstres sont placés à chaque tour.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.rolled-arc</name>
    <message>
        <source>The die roll puts the Monster in arc %1 of the Forest.</source>
        <translation>Le jet de dé place le Monstre dans l&apos;arc %1 de la Forêt.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.short</name>
    <message>
        <source>Only %1 of the %2 Monsters of this turn are placed.</source>
        <translation>Monstres placés ce tour-ci&#xa0;: seulement %1 sur %2.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.this-one</name>
    <message>
        <source>This is Monster %1 of %2 this turn.</source>
        <translation>C&apos;est le Monstre %1 sur %2 de ce tour.</translation>
    </message>
</context>
<context>
    <name>panic.more-panic.no-starting-treasure</name>
    <message>
        <source>more-panic:no-starting-treasure: every player starts with 0 Treasure.</source>
        <translation>more-panic:no-starting-treasure&#xa0;: chaque joueur commence avec 0 Trésor.</translation>
    </message>
</context>
<context>
    <name>panic.more-panic.smaller-hand</name>
    <message>
        <source>more-panic:smaller-hand takes 1 Castle card off the hand: %1.</source>
        <translation>more-panic:smaller-hand retire 1 carte Château de la main&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>panic.move-castle-clockwise.moved</name>
    <message numerus="yes">
        <source>%n Monster(s) in the Castle ring moved one space clockwise.</source>
        <translation>
            <numerusform>%n Monstre dans le Château s&apos;est déplacé d&apos;une case dans le sens horaire.</numerusform>
            <numerusform>%n Monstres dans le Château se sont déplacés d&apos;une case dans le sens horaire.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.move-inward.bad-arc</name>
    <message>
        <source>%1 stands in arc %2, but the board&apos;s arcs are numbered 1 to %3.</source>
        <translation>%1 se trouve dans l&apos;arc %2, mais les arcs du plateau sont numérotés de 1 à %3.</translation>
    </message>
</context>
<context>
    <name>panic.move-inward.empty-board</name>
    <message>
        <source>No Monster is on the board, so nothing moves.</source>
        <translation>Aucun Monstre n&apos;est sur le plateau&#xa0;: rien ne bouge.</translation>
    </message>
</context>
<context>
    <name>panic.move-inward.moved</name>
    <message numerus="yes">
        <source>%n Monster(s) moved one ring closer to the Castle.</source>
        <translation>
            <numerusform>%n Monstre a avancé d&apos;une zone vers le Château.</numerusform>
            <numerusform>%n Monstres ont avancé d&apos;une zone vers le Château.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.nemesis-dwarf.too-few</name>
    <message>
        <source>A Dwarf needs 3 Hit cards to slay %1, and this attack has %2, so it stays at 1 health.</source>
        <translation>Un Nain a besoin de 3 cartes Attaque pour tuer %1, et cette attaque en a %2&#xa0;: il reste donc à 1 point de vie.</translation>
    </message>
</context>
<context>
    <name>panic.nemesis-elf.no-slay</name>
    <message>
        <source>An Elf can hit %1 but not slay it, so it stays at 1 health.</source>
        <translation>Un Elfe peut frapper %1 mais pas le tuer&#xa0;: il reste donc à 1 point de vie.</translation>
    </message>
</context>
<context>
    <name>panic.nemesis-halfling.helper</name>
    <message>
        <source>The Halfling who helped may take none of %1&apos;s Treasure in the deal.</source>
        <translation>Le Halfelin qui a aidé ne peut prendre aucun des Trésors de %1 dans le marché.</translation>
    </message>
</context>
<context>
    <name>panic.nemesis-halfling.no-treasure</name>
    <message>
        <source>A Halfling gets no Treasure for slaying %1, so none is drawn.</source>
        <translation>Un Halfelin ne reçoit aucun Trésor pour avoir tué %1&#xa0;: on n&apos;en pioche donc aucun.</translation>
    </message>
</context>
<context>
    <name>panic.nemesis-thief.no-slay</name>
    <message>
        <source>A Thief can hit %1 but not slay them, so they stay at 1 health.</source>
        <translation>Un Voleur peut frapper %1 mais pas les tuer&#xa0;: ils restent donc à 1 point de vie.</translation>
    </message>
</context>
<context>
    <name>panic.nemesis-warrior.alone</name>
    <message>
        <source>A Warrior cannot slay %1 without help, so it stays at 1 health.</source>
        <translation>Un Guerrier ne peut pas tuer %1 sans aide&#xa0;: il reste donc à 1 point de vie.</translation>
    </message>
</context>
<context>
    <name>panic.nemesis-wizard.no-specials</name>
    <message>
        <source>A Wizard cannot use Specials on %1.</source>
        <translation>Un Magicien ne peut pas utiliser de cartes spéciales contre %1.</translation>
    </message>
</context>
<context>
    <name>panic.one-deal.already-made</name>
    <message>
        <source>Only 1 deal per turn is allowed and %1 is already made.</source>
        <translation>Un seul marché est autorisé par tour, et il y en a déjà eu %1.</translation>
    </message>
</context>
<context>
    <name>panic.one-deal.helper-cards</name>
    <message numerus="yes">
        <source>A deal is for 1 card, but the helper plays %n card(s) in this attack (Hit cards and Weapons together).</source>
        <translation>
            <numerusform>Un marché porte sur 1 carte, mais l&apos;allié joue %n carte dans cette attaque (cartes Attaque et Armes comprises).</numerusform>
            <numerusform>Un marché porte sur 1 carte, mais l&apos;allié joue %n cartes dans cette attaque (cartes Attaque et Armes comprises).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.one-deal.negative</name>
    <message>
        <source>A turn cannot have %1 deals.</source>
        <translation>Un tour ne peut pas compter %1 marchés.</translation>
    </message>
</context>
<context>
    <name>panic.one-deal.no-partner</name>
    <message numerus="yes">
        <source>With %n player(s) there is no other player to deal with.</source>
        <translation>
            <numerusform>À %n joueur, il n&apos;y a aucun autre joueur avec qui conclure un marché.</numerusform>
            <numerusform>À %n joueurs, il n&apos;y a aucun autre joueur avec qui conclure un marché.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.one-deal.this-turn</name>
    <message>
        <source>One deal with 1 other player for 1 card: this is the turn&apos;s deal.</source>
        <translation>Un marché avec 1 autre joueur pour 1 carte&#xa0;: c&apos;est le marché de ce tour.</translation>
    </message>
</context>
<context>
    <name>panic.phase.add-treasure</name>
    <message>
        <source>Add Treasure</source>
        <translation>Ajouter des Trésors</translation>
    </message>
</context>
<context>
    <name>panic.phase.discard-and-draw</name>
    <message>
        <source>Discard and Draw</source>
        <translation>Défausser et piocher</translation>
    </message>
</context>
<context>
    <name>panic.phase.give-charity</name>
    <message>
        <source>Give Charity</source>
        <translation>Faire la charité</translation>
    </message>
</context>
<context>
    <name>panic.phase.move-monsters</name>
    <message>
        <source>Move Monsters</source>
        <translation>Déplacer les monstres</translation>
    </message>
</context>
<context>
    <name>panic.phase.place-monsters</name>
    <message>
        <source>Place Monsters</source>
        <translation>Placer les monstres</translation>
    </message>
</context>
<context>
    <name>panic.phase.play-cards</name>
    <message>
        <source>Play Cards</source>
        <translation>Jouer des cartes</translation>
    </message>
</context>
<context>
    <name>panic.phases.belongs</name>
    <message>
        <source>%1 belongs to phase %2 (%3).</source>
        <translation>%1 relève de la phase %2 (%3).</translation>
    </message>
</context>
<context>
    <name>panic.phases.belongs-elsewhere</name>
    <message>
        <source>%1 belongs to phase %2 (%3), not phase %4 (%5).</source>
        <translation>%1 relève de la phase %2 (%3), pas de la phase %4 (%5).</translation>
    </message>
</context>
<context>
    <name>panic.play.charity</name>
    <message>
        <source>Giving Charity</source>
        <translation>Faire la charité</translation>
    </message>
</context>
<context>
    <name>panic.play.claim-treasure</name>
    <message>
        <source>Adding earned Treasure to the hand</source>
        <translation>Ajouter à sa main les Trésors gagnés</translation>
    </message>
</context>
<context>
    <name>panic.play.discard-and-draw</name>
    <message>
        <source>Discarding and drawing up</source>
        <translation>Défausser et compléter sa main</translation>
    </message>
</context>
<context>
    <name>panic.play.enhancer</name>
    <message>
        <source>Enhancing a Monster under another player&apos;s attack</source>
        <translation>Renforcer un Monstre attaqué par un autre joueur</translation>
    </message>
</context>
<context>
    <name>panic.play.hit-card</name>
    <message>
        <source>Playing a Hit card, Weapon or Play Cards Special</source>
        <translation>Jouer une carte Attaque, une Arme ou une carte spéciale de la phase Jouer des cartes</translation>
    </message>
</context>
<context>
    <name>panic.play.invisibility</name>
    <message>
        <source>The Invisibility Potion, cancelling a drawn Curse,</source>
        <translation>La Potion d&apos;invisibilité, qui annule une Malédiction tirée,</translation>
    </message>
</context>
<context>
    <name>panic.play.move-monsters</name>
    <message>
        <source>Moving the Monsters</source>
        <translation>Déplacer les Monstres</translation>
    </message>
</context>
<context>
    <name>panic.play.negotiate</name>
    <message>
        <source>Negotiating for help</source>
        <translation>Négocier une aide</translation>
    </message>
</context>
<context>
    <name>panic.play.place-monster</name>
    <message>
        <source>Placing Monsters in the Forest</source>
        <translation>Placer des Monstres dans la Forêt</translation>
    </message>
</context>
<context>
    <name>panic.play.potion</name>
    <message>
        <source>Playing a Potion</source>
        <translation>Jouer une Potion</translation>
    </message>
</context>
<context>
    <name>panic.play.wizard-move</name>
    <message>
        <source>The Wizard&apos;s move</source>
        <translation>Le déplacement du Magicien</translation>
    </message>
</context>
<context>
    <name>panic.player-count.out-of-box</name>
    <message>
        <source>Munchkin Panic is for 1 to 6 players, not %1.</source>
        <translation>Munchkin Panic se joue de 1 à 6 joueurs, pas à %1.</translation>
    </message>
</context>
<context>
    <name>panic.player-count.same-name</name>
    <message>
        <source>Every player needs a name of their own.</source>
        <translation>Chaque joueur doit avoir un nom bien à lui.</translation>
    </message>
</context>
<context>
    <name>panic.really-impressive-title.any-number</name>
    <message>
        <source>Really Impressive Title lets any number be discarded: %1 this time.</source>
        <translation>«&#xa0;Titre vraiment impressionnant&#xa0;» permet de défausser autant de cartes que l&apos;on veut&#xa0;: %1 cette fois-ci.</translation>
    </message>
</context>
<context>
    <name>panic.ring-term.archer</name>
    <message>
        <source>Archer</source>
        <translation>Archer</translation>
    </message>
</context>
<context>
    <name>panic.ring-term.castle</name>
    <message>
        <source>Castle</source>
        <translation>Château</translation>
    </message>
</context>
<context>
    <name>panic.ring-term.forest</name>
    <message>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
</context>
<context>
    <name>panic.ring-term.knight</name>
    <message>
        <source>Knight</source>
        <translation>Chevalier</translation>
    </message>
</context>
<context>
    <name>panic.ring-term.swordsman</name>
    <message>
        <source>Swordsman</source>
        <translation>Épéiste</translation>
    </message>
</context>
<context>
    <name>panic.setup-monsters.archer-ring</name>
    <message>
        <source>Set-up places %1 Monsters in the Archer ring, each arc by a die roll.</source>
        <translation>La mise en place pose %1 Monstres dans la zone des Archers, chacun dans un arc tiré au dé.</translation>
    </message>
</context>
<context>
    <name>panic.slay-at-lowest.enough</name>
    <message>
        <source>%1 is at its last health point, and an attack of %2 meets its %3 points.</source>
        <translation>%1 est à son dernier point de vie, et une attaque de %2 atteint sa valeur de %3.</translation>
    </message>
</context>
<context>
    <name>panic.slay-at-lowest.too-weak</name>
    <message>
        <source>%1 is at its last health point, where only one attack of %2 or more slays it; an attack of %3 has no effect.</source>
        <translation>%1 est à son dernier point de vie&#xa0;: seule une attaque de %2 ou plus peut le tuer&#xa0;; une attaque de %3 n&apos;a aucun effet.</translation>
    </message>
</context>
<context>
    <name>panic.slay-strict.too-weak</name>
    <message>
        <source>House rule: the blow that slays %1 must be at least %2, and this one is %3, so it stops at 1 health.</source>
        <translation>Règle maison&#xa0;: le coup qui tue %1 doit être d&apos;au moins %2, or celui-ci est de %3&#xa0;: il reste donc à 1 point de vie.</translation>
    </message>
</context>
<context>
    <name>panic.sleep.curse-token</name>
    <message>
        <source>The Sleep Potion was played this turn: the token moves no Monster.</source>
        <translation>La Potion de sommeil a été jouée ce tour-ci&#xa0;: le jeton ne déplace aucun Monstre.</translation>
    </message>
</context>
<context>
    <name>panic.sleep.no-move</name>
    <message>
        <source>The Sleep Potion was played this turn: no Monster moves (%1 on the board).</source>
        <translation>La Potion de sommeil a été jouée ce tour-ci&#xa0;: aucun Monstre ne bouge (%1 sur le plateau).</translation>
    </message>
</context>
<context>
    <name>panic.starting-treasure.both-variants</name>
    <message>
        <source>more-panic:no-starting-treasure and less-panic:two-treasures cannot both be chosen.</source>
        <translation>more-panic:no-starting-treasure et less-panic:two-treasures ne peuvent pas être choisies ensemble.</translation>
    </message>
</context>
<context>
    <name>panic.starting-treasure.none</name>
    <message numerus="yes">
        <source>With %n player(s) each starts with 0 Treasure cards.</source>
        <translation>
            <numerusform>À %n joueur, chacun commence avec 0 carte Trésor.</numerusform>
            <numerusform>À %n joueurs, chacun commence avec 0 carte Trésor.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.starting-treasure.one</name>
    <message numerus="yes">
        <source>With %n player(s) each starts with 1 Treasure card.</source>
        <translation>
            <numerusform>À %n joueur, chacun commence avec 1 carte Trésor.</numerusform>
            <numerusform>À %n joueurs, chacun commence avec 1 carte Trésor.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.structure-choice.chosen</name>
    <message>
        <source>The players chose %1 to take the damage for %2.</source>
        <translation>Les joueurs ont choisi %1 pour subir les dégâts de la structure %2.</translation>
    </message>
</context>
<context>
    <name>panic.structure-choice.not-a-hitter</name>
    <message>
        <source>&quot;%1&quot; is not among the Monsters hitting %2 (%3).</source>
        <translation>«&#xa0;%1&#xa0;» ne fait pas partie des Monstres qui frappent la structure %2 (%3).</translation>
    </message>
</context>
<context>
    <name>panic.structure-choice.nothing-hit</name>
    <message>
        <source>The choice for &quot;%1&quot; names no Wall or Tower that a Monster hits here.</source>
        <translation>Le choix pour «&#xa0;%1&#xa0;» ne désigne aucune Muraille ni Tour frappée ici par un Monstre.</translation>
    </message>
</context>
<context>
    <name>panic.structure-choice.nothing-hit-in-move</name>
    <message>
        <source>The choice for &quot;%1&quot; names no Wall or Tower that a Monster hits in this move.</source>
        <translation>Le choix pour «&#xa0;%1&#xa0;» ne désigne aucune Muraille ni Tour frappée par un Monstre lors de ce déplacement.</translation>
    </message>
</context>
<context>
    <name>panic.structure-choice.nothing-to-choose</name>
    <message numerus="yes">
        <source>None of the %n Monster(s) hitting %1 can take damage from it, so there is nothing to choose.</source>
        <translation>
            <numerusform>%n Monstre frappe la structure %1 sans pouvoir en subir de dégâts&#xa0;: il n&apos;y a donc rien à choisir.</numerusform>
            <numerusform>%n Monstres frappent la structure %1 sans qu&apos;aucun puisse en subir de dégâts&#xa0;: il n&apos;y a donc rien à choisir.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.structure-choice.pending</name>
    <message numerus="yes">
        <source>%1 is hit by %n Monster(s) at once (%2): the players must choose which one takes the damage.</source>
        <translation>
            <numerusform>La structure %1 est frappée par %n Monstre à la fois (%2)&#xa0;: les joueurs doivent choisir lequel subit les dégâts.</numerusform>
            <numerusform>La structure %1 est frappée par %n Monstres à la fois (%2)&#xa0;: les joueurs doivent choisir lequel subit les dégâts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.structure-damage.monster-damaged</name>
    <message>
        <source>%1 takes 1 damage and has %2 health left.</source>
        <translation>%1 subit 1 dégât et il lui reste %2 PV.</translation>
    </message>
</context>
<context>
    <name>panic.structure-kill.discarded</name>
    <message>
        <source>%1 dies on the structure and is discarded: no Trophy and no Treasure.</source>
        <translation>%1 meurt sur la structure et est défaussé&#xa0;: ni Trophée ni Trésor.</translation>
    </message>
</context>
<context>
    <name>panic.thief-draw.alone</name>
    <message>
        <source>The Thief has no other player to take a Castle card from.</source>
        <translation>Le Voleur n&apos;a aucun autre joueur à qui prendre une carte Château.</translation>
    </message>
</context>
<context>
    <name>panic.thief-draw.counted</name>
    <message numerus="yes">
        <source>The Thief may take 1 Castle card from another player&apos;s hand, counted as 1 of %n card(s) drawn up, leaving %1 to draw from the deck.</source>
        <translation>
            <numerusform>Le Voleur peut prendre 1 carte Château dans la main d&apos;un autre joueur&#xa0;; elle compte pour %n carte piochée pour compléter la main, et il en reste %1 à tirer de la pioche.</numerusform>
            <numerusform>Le Voleur peut prendre 1 carte Château dans la main d&apos;un autre joueur&#xa0;; elle compte pour 1 des %n cartes piochées pour compléter la main, et il en reste %1 à tirer de la pioche.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.thief-draw.hand-full</name>
    <message>
        <source>The Thief may take 1 Castle card from another player&apos;s hand only while drawing up, and this hand is already full.</source>
        <translation>Le Voleur ne peut prendre 1 carte Château dans la main d&apos;un autre joueur qu&apos;en complétant sa main, et cette main est déjà complète.</translation>
    </message>
</context>
<context>
    <name>panic.thief-draw.no-castle-card</name>
    <message>
        <source>%1 holds no Castle card.</source>
        <translation>%1 n&apos;a aucune carte Château.</translation>
    </message>
</context>
<context>
    <name>panic.thief-draw.only-thief</name>
    <message>
        <source>Only the Thief may take 1 Castle card from another player&apos;s hand.</source>
        <translation>Seul le Voleur peut prendre 1 carte Château dans la main d&apos;un autre joueur.</translation>
    </message>
</context>
<context>
    <name>panic.thief-draw.own-hand</name>
    <message>
        <source>A Thief takes a card from another player&apos;s hand.</source>
        <translation>Un Voleur prend une carte dans la main d&apos;un autre joueur.</translation>
    </message>
</context>
<context>
    <name>panic.tower-damage.destroys</name>
    <message>
        <source>%1 destroys the Tower of arc %2.</source>
        <translation>%1 détruit la Tour de l&apos;arc %2.</translation>
    </message>
</context>
<context>
    <name>panic.tower-damage.group</name>
    <message numerus="yes">
        <source>%n Monster(s) hit the Tower of arc %1 at once: it is destroyed and those still alive move into its space.</source>
        <translation>
            <numerusform>%n Monstre frappe la Tour de l&apos;arc %1&#xa0;: elle est détruite et le Monstre, s&apos;il survit, entre sur sa case.</numerusform>
            <numerusform>%n Monstres frappent en même temps la Tour de l&apos;arc %1&#xa0;: elle est détruite et ceux qui survivent entrent sur sa case.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.tower-damage.moves-in</name>
    <message>
        <source>%1 destroys the Tower of arc %2 and moves into its space.</source>
        <translation>%1 détruit la Tour de l&apos;arc %2 et entre sur sa case.</translation>
    </message>
</context>
<context>
    <name>panic.trophy-points.bad-trophy</name>
    <message>
        <source>%1 holds a Trophy worth %2; Monsters are worth 1 to 5 points.</source>
        <translation>%1 a un Trophée d&apos;une valeur de %2&#xa0;; les Monstres valent de 1 à 5 points.</translation>
    </message>
</context>
<context>
    <name>panic.trophy-points.charity</name>
    <message>
        <source>Trophy points: %1.</source>
        <translation>Points de Trophée&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>panic.trophy-points.ranking</name>
    <message>
        <source>Trophy points (kills): %1.</source>
        <translation>Points de Trophée (Monstres tués)&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>panic.wall-damage.destroys</name>
    <message>
        <source>%1 destroys the Wall of arc %2 and stays in the Swordsman ring.</source>
        <translation>%1 détruit la Muraille de l&apos;arc %2 et reste dans la zone des Épéistes.</translation>
    </message>
</context>
<context>
    <name>panic.wall-damage.group</name>
    <message numerus="yes">
        <source>%n Monster(s) hit the Wall of arc %1 at once: it is destroyed and they all stay in the Swordsman ring.</source>
        <translation>
            <numerusform>%n Monstre frappe la Muraille de l&apos;arc %1&#xa0;: elle est détruite et le Monstre reste dans la zone des Épéistes.</numerusform>
            <numerusform>%n Monstres frappent en même temps la Muraille de l&apos;arc %1&#xa0;: elle est détruite et tous restent dans la zone des Épéistes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.wizard-move.bad-roll</name>
    <message>
        <source>A die roll is 1 to 6, not %1.</source>
        <translation>Un jet de dé va de 1 à 6, pas %1.</translation>
    </message>
</context>
<context>
    <name>panic.wizard-move.fails</name>
    <message>
        <source>A roll of %1 fails (4 to 6 needed): no Monster moves, and the roll is used.</source>
        <translation>Un jet de %1 échoue (il faut de 4 à 6)&#xa0;: aucun Monstre ne bouge, et le jet est utilisé.</translation>
    </message>
</context>
<context>
    <name>panic.wizard-move.no-character</name>
    <message>
        <source>Only the Wizard may roll to move a Monster, not a player with no Character.</source>
        <translation>Seul le Magicien peut lancer le dé pour déplacer un Monstre, pas un joueur sans Personnage.</translation>
    </message>
</context>
<context>
    <name>panic.wizard-move.other-character</name>
    <message>
        <source>Only the Wizard may roll to move a Monster, not the %1.</source>
        <translation>Seul le Magicien peut lancer le dé pour déplacer un Monstre, pas un %1.</translation>
    </message>
</context>
<context>
    <name>panic.wizard-move.succeeds</name>
    <message>
        <source>A roll of %1 succeeds: move any 1 Monster to another place on the board.</source>
        <translation>Un jet de %1 réussit&#xa0;: déplacez n&apos;importe quel Monstre vers un autre endroit du plateau.</translation>
    </message>
</context>
<context>
    <name>panic.wizard-move.used</name>
    <message>
        <source>The Wizard&apos;s roll is once per turn and it is already used.</source>
        <translation>Le jet du Magicien n&apos;a lieu qu&apos;une fois par tour, et il a déjà été utilisé.</translation>
    </message>
</context>
<context>
    <name>panic_cards</name>
    <message>
        <source>Play a card</source>
        <translation>Jouer une carte</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
</context>
<context>
    <name>panic_cards_forms</name>
    <message>
        <source>%1 — %2 %3 (%4/%5)</source>
        <translation>%1 — %2, arc %3 (%4/%5)</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monstre</translation>
    </message>
    <message>
        <source>%1 (%2 + %3)</source>
        <translation>%1 (%2 + %3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>There is no Monster on the board.</source>
        <translation>Il n&apos;y a aucun Monstre sur le plateau.</translation>
    </message>
    <message>
        <source>Fortify Wall</source>
        <translation>Fortifier la Muraille</translation>
    </message>
    <message>
        <source>A Fortify token on a Wall: it takes the next hit there.</source>
        <translation>Un jeton Fortification sur une Muraille&#xa0;: il encaisse le prochain coup à cet endroit.</translation>
    </message>
    <message>
        <source>The Wall of arc</source>
        <translation>La Muraille de l&apos;arc</translation>
    </message>
    <message>
        <source>Wall %1</source>
        <translation>Muraille %1</translation>
    </message>
    <message>
        <source>Tap the Wall to fortify.</source>
        <translation>Touchez la Muraille à fortifier.</translation>
    </message>
    <message>
        <source>Flask of Glue</source>
        <translation>Flacon de colle</translation>
    </message>
    <message>
        <source>The Monster does not move until the turn ends.</source>
        <translation>Le Monstre ne bouge plus jusqu&apos;à la fin du tour.</translation>
    </message>
    <message>
        <source>Sleep Potion</source>
        <translation>Potion de sommeil</translation>
    </message>
    <message>
        <source>No Monster moves until the turn ends.</source>
        <translation>Aucun Monstre ne bouge jusqu&apos;à la fin du tour.</translation>
    </message>
    <message>
        <source>Cotion of Ponfusion (to its Swordsman space)</source>
        <translation>Cotion de ponfusion (vers sa case des Épéistes)</translation>
    </message>
    <message>
        <source>Drive Him Back! (to its Forest)</source>
        <translation>Repoussez-le&#xa0;! (vers sa Forêt)</translation>
    </message>
    <message>
        <source>Wandering Monster (another colour, same ring)</source>
        <translation>Monstre errant (autre couleur, même zone)</translation>
    </message>
    <message>
        <source>The arc it goes to</source>
        <translation>L&apos;arc où il va</translation>
    </message>
    <message>
        <source>Arc %1</source>
        <translation>Arc %1</translation>
    </message>
    <message>
        <source>Tap the arc it goes to.</source>
        <translation>Touchez l&apos;arc où il va.</translation>
    </message>
    <message>
        <source>The Wizard (roll 4–6)</source>
        <translation>Le Magicien (jet de 4 à 6)</translation>
    </message>
    <message>
        <source>On a roll of 1 to 3 the roll is used up and nothing moves.</source>
        <translation>Sur un 1 à 3, le jet est perdu et rien ne bouge.</translation>
    </message>
    <message>
        <source>Roll the die for the Wizard</source>
        <translation>Lancer le dé pour le Magicien</translation>
    </message>
    <message>
        <source>Rolled %1</source>
        <translation>Résultat&#xa0;: %1</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Out to Lunch</source>
        <translation>Parti déjeuner</translation>
    </message>
    <message>
        <source>A Monster leaves the board without a Trophy; two Treasure cards wait for the current player.</source>
        <translation>Un Monstre quitte le plateau sans Trophée&#xa0;; deux cartes Trésor attendent le joueur actif.</translation>
    </message>
    <message>
        <source>Cleric: booga booga</source>
        <translation>Prêtre&#xa0;: bouh bouh</translation>
    </message>
    <message>
        <source>The Wannabe Vampire leaves the board; its Treasure waits for the Cleric.</source>
        <translation>Le Wannabe Vampire quitte le plateau&#xa0;; son Trésor attend le Prêtre.</translation>
    </message>
    <message>
        <source>Convenient Addition Error</source>
        <translation>Erreur d&apos;addition bien pratique</translation>
    </message>
    <message>
        <source>One more point under one of your Trophies.</source>
        <translation>Un point de plus sous l&apos;un de vos Trophées.</translation>
    </message>
    <message>
        <source>Under the Trophy</source>
        <translation>Sous le Trophée</translation>
    </message>
    <message>
        <source>You hold no Trophy to choose.</source>
        <translation>Vous n&apos;avez aucun Trophée à choisir.</translation>
    </message>
    <message>
        <source>Curse card</source>
        <translation>Carte Malédiction</translation>
    </message>
    <message>
        <source>Duck of Doom, Truly Obnoxious, Lightning or Chicken on Your Head.</source>
        <translation>Canard de l&apos;apocalypse, Vraiment odieuse, Foudre ou Poulet sur la tête.</translation>
    </message>
    <message>
        <source>Duck of Doom Curse</source>
        <translation>Malédiction Canard de l&apos;apocalypse</translation>
    </message>
    <message>
        <source>Truly Obnoxious Curse</source>
        <translation>Malédiction Vraiment odieuse</translation>
    </message>
    <message>
        <source>Lightning Curse</source>
        <translation>Malédiction Foudre</translation>
    </message>
    <message>
        <source>Chicken on Your Head Curse</source>
        <translation>Malédiction Poulet sur la tête</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Cursed</source>
        <translation>Maudit</translation>
    </message>
    <message>
        <source>No tie</source>
        <translation>Pas d&apos;égalité</translation>
    </message>
    <message>
        <source>Given if tied</source>
        <translation>Donné en cas d&apos;égalité</translation>
    </message>
    <message>
        <source>Taken if tied</source>
        <translation>Pris en cas d&apos;égalité</translation>
    </message>
    <message>
        <source>Not cancelled</source>
        <translation>Non annulée</translation>
    </message>
    <message>
        <source>Sandals of Protection</source>
        <translation>Sandales de protection</translation>
    </message>
    <message>
        <source>Wishing Ring</source>
        <translation>Anneau de souhait</translation>
    </message>
    <message>
        <source>Cancelled by</source>
        <translation>Annulée par</translation>
    </message>
    <message>
        <source>There is nobody else to curse.</source>
        <translation>Il n&apos;y a personne d&apos;autre à maudire.</translation>
    </message>
    <message>
        <source>Invoke Obscure Rules</source>
        <translation>Invoquer une règle obscure</translation>
    </message>
    <message>
        <source>A discarded Monster becomes a player&apos;s Trophy.</source>
        <translation>Un Monstre défaussé devient un Trophée d&apos;un joueur.</translation>
    </message>
    <message>
        <source>No Monster has been discarded yet.</source>
        <translation>Aucun Monstre n&apos;a encore été défaussé.</translation>
    </message>
    <message>
        <source>Humongous Monster Enhancer</source>
        <translation>Amplificateur de monstre gigantesque</translation>
    </message>
    <message>
        <source>Every Monster back to full health.</source>
        <translation>Tous les Monstres retrouvent tous leurs points de vie.</translation>
    </message>
    <message>
        <source>Illusion</source>
        <translation>Illusion</translation>
    </message>
    <message>
        <source>A Monster is discarded and another takes its space.</source>
        <translation>Un Monstre est défaussé et un autre prend sa place.</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Défaussé</translation>
    </message>
    <message>
        <source>In its space</source>
        <translation>À sa place</translation>
    </message>
</context>
<context>
    <name>panic_place</name>
    <message>
        <source>Roll the die: the arc it shows</source>
        <translation>Lancer le dé&#xa0;: l&apos;arc obtenu</translation>
    </message>
    <message>
        <source>Arc %1</source>
        <translation>Arc %1</translation>
    </message>
    <message>
        <source>Choose the token drawn</source>
        <translation>Choisir le jeton tiré</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Monster drawn</source>
        <translation>Monstre tiré</translation>
    </message>
    <message>
        <source>The Loaded Die chose the arc</source>
        <translation>Le Dé pipé a choisi l&apos;arc</translation>
    </message>
    <message>
        <source>%1 goes to the Archer space of arc %2</source>
        <translation>%1 va sur la case des Archers de l&apos;arc %2</translation>
    </message>
    <message>
        <source>%1 goes to the Forest space of arc %2</source>
        <translation>%1 va sur la case de la Forêt de l&apos;arc %2</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Placer %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placer</translation>
    </message>
    <message>
        <source>Curse token drawn</source>
        <translation>Jeton Malédiction tiré</translation>
    </message>
    <message>
        <source>Roll the die for the token</source>
        <translation>Lancer le dé pour le jeton</translation>
    </message>
    <message>
        <source>Rolled %1</source>
        <translation>Résultat&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not cancelled</source>
        <translation>Non annulé</translation>
    </message>
    <message>
        <source>Wishing Ring</source>
        <translation>Anneau de souhait</translation>
    </message>
    <message>
        <source>Invisibility Potion</source>
        <translation>Potion d&apos;invisibilité</translation>
    </message>
    <message>
        <source>Cancelled by</source>
        <translation>Annulé par</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <translation>Tirer %1</translation>
    </message>
    <message>
        <source>Draw the Curse token</source>
        <translation>Tirer le jeton Malédiction</translation>
    </message>
    <message>
        <source>Set-up: placed %1 of %2 Monsters</source>
        <translation>Mise en place&#xa0;: %1 sur %2 Monstres placés</translation>
    </message>
    <message>
        <source>Placed %1 of %2 this turn</source>
        <translation>%1 sur %2 placés ce tour-ci</translation>
    </message>
    <message>
        <source>Set-up: draw a Monster</source>
        <translation>Mise en place&#xa0;: tirer un Monstre</translation>
    </message>
    <message>
        <source>Draw from the bag</source>
        <translation>Tirer du sac</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monstre</translation>
    </message>
    <message>
        <source>Curse token</source>
        <translation>Jeton Malédiction</translation>
    </message>
    <message>
        <source>Draw it</source>
        <translation>Piocher</translation>
    </message>
</context>
<context>
    <name>panic_preview</name>
    <message>
        <source>not connected to the tablet: wait for “connected” and try again</source>
        <translation>pas de connexion à la tablette&#xa0;: attendez «&#xa0;connecté&#xa0;» et réessayez</translation>
    </message>
    <message>
        <source>Tower %1 is hit by several Monsters at once: which one takes the damage?</source>
        <translation>La Tour %1 est touchée par plusieurs Monstres à la fois&#xa0;: lequel subit les dégâts&#xa0;?</translation>
    </message>
    <message>
        <source>Wall %1 is hit by several Monsters at once: which one takes the damage?</source>
        <translation>La Muraille %1 est touchée par plusieurs Monstres à la fois&#xa0;: lequel subit les dégâts&#xa0;?</translation>
    </message>
    <message>
        <source>Curse token: what it will do</source>
        <translation>Jeton Malédiction&#xa0;: ce qu&apos;il va faire</translation>
    </message>
    <message>
        <source>Move Monsters: what will happen</source>
        <translation>Déplacer les monstres&#xa0;: ce qui va se passer</translation>
    </message>
    <message>
        <source>Asking the tablet…</source>
        <translation>Demande à la tablette…</translation>
    </message>
    <message>
        <source>Whatever the players choose:</source>
        <translation>Quel que soit le choix des joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Nothing moves.</source>
        <translation>Rien ne bouge.</translation>
    </message>
    <message>
        <source>Legal: confirm once the pieces are moved.</source>
        <translation>Autorisé&#xa0;: confirmez une fois les pions déplacés.</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>panic_turn</name>
    <message>
        <source>%1 may discard one Castle card, then draws up to %2.</source>
        <translation>%1 peut défausser une carte Château, puis complète sa main jusqu&apos;à %2 cartes.</translation>
    </message>
    <message>
        <source>%1 holds %2 Treasure cards, over the limit of %3: give the rest away.</source>
        <translation>%1 a %2 cartes Trésor, au-delà de la limite de %3&#xa0;: donnez le surplus.</translation>
    </message>
    <message>
        <source>%1’s Treasure is within the limit of %2.</source>
        <translation>Les Trésors de %1 ne dépassent pas la limite de %2.</translation>
    </message>
    <message>
        <source>%1 plays cards: Hits on the Monsters, and one deal with another player.</source>
        <translation>%1 joue des cartes&#xa0;: des attaques contre les Monstres, et un marché avec un autre joueur.</translation>
    </message>
    <message>
        <source>The Treasure earned this turn joins the hands.</source>
        <translation>Les Trésors gagnés ce tour-ci rejoignent les mains.</translation>
    </message>
    <message>
        <source>The Monsters have moved.</source>
        <translation>Les Monstres se sont déplacés.</translation>
    </message>
    <message>
        <source>Every Monster moves one space towards the Castle.</source>
        <translation>Chaque Monstre avance d&apos;une case vers le Château.</translation>
    </message>
    <message>
        <source>Placed %1 of %2: draw from the bag and roll for the arc.</source>
        <translation>%1 sur %2 placés&#xa0;: tirez du sac et lancez le dé pour l&apos;arc.</translation>
    </message>
    <message>
        <source>The six phases of the turn</source>
        <translation>Les six phases du tour</translation>
    </message>
    <message>
        <source>One Castle card fewer</source>
        <translation>Une carte Château de moins</translation>
    </message>
    <message>
        <source>Castle cards discarded: %1</source>
        <translation>Cartes Château défaussées&#xa0;: %1</translation>
    </message>
    <message>
        <source>One Castle card more</source>
        <translation>Une carte Château de plus</translation>
    </message>
    <message>
        <source>Really Impressive Title</source>
        <translation>Titre vraiment impressionnant</translation>
    </message>
    <message>
        <source>Cleric: keep one from the discards</source>
        <translation>Prêtre&#xa0;: garder une carte de la défausse</translation>
    </message>
    <message>
        <source>The player the Thief takes a Castle card from</source>
        <translation>Le joueur à qui le Voleur prend une carte Château</translation>
    </message>
    <message>
        <source>Thief: take no card</source>
        <translation>Voleur&#xa0;: ne prendre aucune carte</translation>
    </message>
    <message>
        <source>Thief: take a card from %1</source>
        <translation>Voleur&#xa0;: prendre une carte à %1</translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>Défausser et piocher</translation>
    </message>
    <message>
        <source>Discard %1 and draw</source>
        <translation>Défausser %1 et piocher</translation>
    </message>
    <message>
        <source>Draw up</source>
        <translation>Compléter sa main</translation>
    </message>
    <message>
        <source>If the cards do not split evenly, tick who gets an odd card:</source>
        <translation>Si les cartes ne se partagent pas également, cochez qui reçoit une carte en plus&#xa0;:</translation>
    </message>
    <message>
        <source>Give Charity</source>
        <translation>Faire la charité</translation>
    </message>
    <message>
        <source>Phase %1 of 6: %2</source>
        <translation>Phase %1 sur 6&#xa0;: %2</translation>
    </message>
    <message>
        <source>Move the Monsters</source>
        <translation>Déplacer les monstres</translation>
    </message>
    <message>
        <source>Next phase: %1</source>
        <translation>Phase suivante&#xa0;: %1</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Move them</source>
        <translation>Les déplacer</translation>
    </message>
</context>
<context>
    <name>phase.charity</name>
    <message>
        <source>Charity</source>
        <translation>Charité</translation>
    </message>
</context>
<context>
    <name>phase.kick-open-the-door</name>
    <message>
        <source>Kick Open the Door</source>
        <translation>Ouvrir une porte</translation>
    </message>
</context>
<context>
    <name>phase.listen-at-the-door</name>
    <message>
        <source>Listen at the Door</source>
        <translation>Écouter à la porte</translation>
    </message>
</context>
<context>
    <name>phase.look-for-trouble-or-loot-the-room</name>
    <message>
        <source>Look for Trouble or Loot the Room</source>
        <translation>Chercher la bagarre ou Piller la pièce</translation>
    </message>
</context>
<context>
    <name>phone_awake</name>
    <message>
        <source>This browser cannot keep the screen on for this page: set the phone&apos;s screen timeout longer for the game.</source>
        <translation>Ce navigateur ne peut pas garder l&apos;écran allumé pour cette page&#xa0;: allongez le délai de mise en veille de l&apos;écran du téléphone pendant la partie.</translation>
    </message>
    <message>
        <source>The screen stays on while this page is shown.</source>
        <translation>L&apos;écran reste allumé tant que cette page est affichée.</translation>
    </message>
    <message>
        <source>The browser would not keep the screen on (%1): set the phone&apos;s screen timeout longer for the game.</source>
        <translation>Le navigateur a refusé de garder l&apos;écran allumé (%1)&#xa0;: allongez le délai de mise en veille de l&apos;écran du téléphone pendant la partie.</translation>
    </message>
</context>
<context>
    <name>phone_report</name>
    <message>
        <source>Kills</source>
        <translation>Monstres tués</translation>
    </message>
    <message>
        <source>Trophies</source>
        <translation>Trophées</translation>
    </message>
    <message>
        <source>Levels by kills</source>
        <translation>Niveaux en combat</translation>
    </message>
    <message>
        <source>Levels by selling</source>
        <translation>Niveaux par vente</translation>
    </message>
    <message>
        <source>Levels by cards</source>
        <translation>Niveaux par cartes</translation>
    </message>
    <message>
        <source>Levels lost</source>
        <translation>Niveaux perdus</translation>
    </message>
    <message>
        <source>Help given</source>
        <translation>Aides données</translation>
    </message>
    <message>
        <source>Help received</source>
        <translation>Aides reçues</translation>
    </message>
    <message>
        <source>Ran away</source>
        <translation>Fuites réussies</translation>
    </message>
    <message>
        <source>Caught</source>
        <translation>Fuites ratées</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Morts</translation>
    </message>
    <message>
        <source>Curses</source>
        <translation>Malédictions</translation>
    </message>
    <message>
        <source>Items sold</source>
        <translation>Objets vendus</translation>
    </message>
    <message>
        <source>The game is over: the Castle fell.</source>
        <translation>La partie est finie&#xa0;: le Château est tombé.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>Asking the tablet for the report…</source>
        <translation>Demande du bilan à la tablette…</translation>
    </message>
    <message>
        <source>The game moved on: updating the report…</source>
        <translation>La partie a avancé&#xa0;: mise à jour du bilan…</translation>
    </message>
    <message>
        <source>The Castle fell on turn %1: the players lost together.</source>
        <translation>Le Château est tombé au tour %1&#xa0;: les joueurs ont perdu ensemble.</translation>
    </message>
    <message>
        <source>The Castle still stands on turn %1; nobody has won yet.</source>
        <translation>Le Château tient toujours au tour %1&#xa0;; personne n&apos;a encore gagné.</translation>
    </message>
    <message>
        <source>The Castle stood: every Monster was gone on turn %1.</source>
        <translation>Le Château a tenu&#xa0;: tous les Monstres avaient disparu au tour %1.</translation>
    </message>
    <message>
        <source>The Castle stood: every Monster was gone on turn %1, and %2 is the Master Munchkin.</source>
        <translation>Le Château a tenu&#xa0;: tous les Monstres avaient disparu au tour %1, et %2 est le Maître Munchkin.</translation>
    </message>
    <message>
        <source>Nobody has won yet; the game stands on turn %1.</source>
        <translation>Personne n&apos;a encore gagné&#xa0;; la partie en est au tour %1.</translation>
    </message>
    <message>
        <source>%1 won on turn %2, reaching the winning Level %3 by killing a Monster.</source>
        <translation>Victoire de %1 au tour %2&#xa0;: Niveau gagnant %3 atteint en tuant un Monstre.</translation>
    </message>
    <message>
        <source>%1 won on turn %2, reaching the winning Level %3 by a card or a correction.</source>
        <translation>Victoire de %1 au tour %2&#xa0;: Niveau gagnant %3 atteint grâce à une carte ou une correction.</translation>
    </message>
    <message>
        <source>No fight was decided.</source>
        <translation>Aucun combat n&apos;a été résolu.</translation>
    </message>
    <message>
        <source>Turn %1: %2, helped by %3, against %4, %5 to %6, won.</source>
        <translation>Tour %1&#xa0;: %2, avec l&apos;aide de %3, contre %4, %5 à %6, gagné.</translation>
    </message>
    <message>
        <source>Turn %1: %2, helped by %3, against %4, %5 to %6, lost.</source>
        <translation>Tour %1&#xa0;: %2, avec l&apos;aide de %3, contre %4, %5 à %6, perdu.</translation>
    </message>
    <message>
        <source>Turn %1: %2 against %3, %4 to %5, won.</source>
        <translation>Tour %1&#xa0;: %2 contre %3, %4 à %5, gagné.</translation>
    </message>
    <message>
        <source>Turn %1: %2 against %3, %4 to %5, lost.</source>
        <translation>Tour %1&#xa0;: %2 contre %3, %4 à %5, perdu.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vainqueur</translation>
    </message>
    <message>
        <source>Master Munchkin</source>
        <translation>Maître Munchkin</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>Trophy points</source>
        <translation>Points de Trophée</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>The report of “%1”</source>
        <translation>Bilan de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Turns: %1 · Actions: %2</source>
        <translation>Tours&#xa0;: %1 · Actions&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cards played: %1.</source>
        <translation>Cartes jouées&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Turn %1: the Tower of arc %2 fell.</source>
        <translation>Au tour %1, la Tour de l&apos;arc %2 est tombée.</translation>
    </message>
    <message>
        <source>Turn %1: the Wall of arc %2 fell.</source>
        <translation>Au tour %1, la Muraille de l&apos;arc %2 est tombée.</translation>
    </message>
    <message>
        <source>No Tower or Wall fell.</source>
        <translation>Aucune Tour ni Muraille n&apos;est tombée.</translation>
    </message>
</context>
<context>
    <name>requests</name>
    <message>
        <source>%1 — waiting to send</source>
        <translation>%1 — en attente d&apos;envoi</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>Non envoyé</translation>
    </message>
    <message>
        <source>The tablet could not be reached for minutes: %1. Look at the table and enter it again if it still counts.</source>
        <translation>La tablette est restée injoignable pendant plusieurs minutes&#xa0;: %1. Regardez la table et saisissez à nouveau ce qui compte encore.</translation>
    </message>
    <message>
        <source>%1: not sent</source>
        <translation>%1&#xa0;: non envoyé</translation>
    </message>
    <message>
        <source>too many requests are waiting for the tablet: wait for “connected” and try again</source>
        <translation>trop de demandes attendent la tablette&#xa0;: attendez «&#xa0;connecté&#xa0;» et réessayez</translation>
    </message>
    <message>
        <source>not connected to the tablet: wait for “connected” and try again</source>
        <translation>pas de connexion à la tablette&#xa0;: attendez «&#xa0;connecté&#xa0;» et réessayez</translation>
    </message>
    <message>
        <source>Your request</source>
        <translation>Votre demande</translation>
    </message>
    <message>
        <source>%1: your dice are in. Waiting for %2’s.</source>
        <translation>%1&#xa0;: vos dés sont enregistrés. En attente de ceux de %2.</translation>
    </message>
    <message>
        <source>%1: accepted.</source>
        <translation>%1&#xa0;: accepté.</translation>
    </message>
    <message>
        <source>%1: done. %2</source>
        <translation>%1&#xa0;: effectué. %2</translation>
    </message>
    <message>
        <source>%1: done.</source>
        <translation>%1&#xa0;: effectué.</translation>
    </message>
    <message>
        <source>%1: refused</source>
        <translation>%1&#xa0;: refusé</translation>
    </message>
    <message>
        <source>The tablet could not take that</source>
        <translation>La tablette n&apos;a pas pu traiter cette demande</translation>
    </message>
</context>
<context>
    <name>run_away</name>
    <message>
        <source>Your dice are in: waiting for %1’s.</source>
        <translation>Vos dés sont enregistrés&#xa0;: en attente de ceux de %1.</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>die</source>
        <translation>dé</translation>
    </message>
    <message>
        <source>%1 runs from %2 (escapes on %3+)</source>
        <translation>%1 fuit %2 (s&apos;échappe sur %3+)</translation>
    </message>
    <message>
        <source>%1 runs from %2</source>
        <translation>%1 fuit %2</translation>
    </message>
    <message>
        <source>death</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>%1’s Bad Stuff: levels lost</source>
        <translation>Incident fâcheux de %1&#xa0;: niveaux perdus</translation>
    </message>
    <message>
        <source>Run away</source>
        <translation>Déguerpir</translation>
    </message>
</context>
<context>
    <name>runaway.chance.always</name>
    <message>
        <source>%1 escapes on any roll.</source>
        <translation>%1 s&apos;échappe quel que soit le jet.</translation>
    </message>
</context>
<context>
    <name>runaway.chance.always-modified</name>
    <message>
        <source>%1 escapes on any roll with %2 on the die.</source>
        <translation>%1 s&apos;échappe quel que soit le jet, avec %2 au dé.</translation>
    </message>
</context>
<context>
    <name>runaway.chance.from-roll</name>
    <message>
        <source>%1 escapes on %2 or more: %3 chances in 6 (%4%).</source>
        <translation>%1 s&apos;échappe sur %2 ou plus&#xa0;: %3 chances sur 6 (%4&#xa0;%).</translation>
    </message>
</context>
<context>
    <name>runaway.chance.from-roll-modified</name>
    <message>
        <source>%1 escapes on %2 or more with %5 on the die: %3 chances in 6 (%4%).</source>
        <translation>%1 s&apos;échappe sur %2 ou plus avec %5 au dé&#xa0;: %3 chances sur 6 (%4&#xa0;%).</translation>
    </message>
</context>
<context>
    <name>runaway.chance.never</name>
    <message>
        <source>%1 cannot escape: even a 6 falls short of %2.</source>
        <translation>%1 ne peut pas s&apos;échapper&#xa0;: même un 6 n&apos;atteint pas %2.</translation>
    </message>
</context>
<context>
    <name>runaway.chance.never-modified</name>
    <message>
        <source>%1 cannot escape with %3 on the die: even a 6 falls short of %2.</source>
        <translation>%1 ne peut pas s&apos;échapper avec %3 au dé&#xa0;: même un 6 n&apos;atteint pas %2.</translation>
    </message>
</context>
<context>
    <name>runaway.chance.ride-sacrificed</name>
    <message>
        <source>%1 escapes without rolling: the Ride is sacrificed.</source>
        <translation>%1 s&apos;échappe sans lancer le dé&#xa0;: la Monture est sacrifiée.</translation>
    </message>
</context>
<context>
    <name>runaway.each-monster.own-roll</name>
    <message>
        <source>Each monster needs its own roll, in the order chosen; Bad Stuff strikes as soon as a monster catches its runner.</source>
        <translation>Chaque monstre exige son propre jet, dans l&apos;ordre choisi&#xa0;; l&apos;incident fâcheux s&apos;applique dès qu&apos;un monstre rattrape son fuyard.</translation>
    </message>
</context>
<context>
    <name>runaway.helper-rolls.runs-too</name>
    <message>
        <source>The helper runs too, rolling for himself against each monster.</source>
        <translation>L&apos;allié déguerpit aussi, en lançant le dé pour lui-même contre chaque monstre.</translation>
    </message>
</context>
<context>
    <name>runaway.modifiers.total</name>
    <message>
        <source>Roll %1 %2 in modifiers = %3.</source>
        <translation>Jet de %1, %2 de modificateurs = %3.</translation>
    </message>
</context>
<context>
    <name>runaway.ride-sacrifice.escapes</name>
    <message>
        <source>%1 escapes %2 thanks to the sacrificed Ride.</source>
        <translation>%1 échappe à %2 grâce à la Monture sacrifiée.</translation>
    </message>
</context>
<context>
    <name>runaway.ride-sacrifice.helper-along</name>
    <message>
        <source>The fighter discards a Ride and escapes every monster, taking the helper along.</source>
        <translation>Le combattant défausse une Monture et échappe à tous les monstres, en emmenant l&apos;allié avec lui.</translation>
    </message>
</context>
<context>
    <name>runaway.ride-sacrifice.helper-rolls</name>
    <message>
        <source>The fighter discards a Ride and escapes every monster; the helper must roll.</source>
        <translation>Le combattant défausse une Monture et échappe à tous les monstres&#xa0;; l&apos;allié doit lancer le dé.</translation>
    </message>
</context>
<context>
    <name>runaway.ride-sacrifice.no-rides</name>
    <message>
        <source>%1 has no Rides to sacrifice: every monster needs its roll.</source>
        <translation>%1 n&apos;a aucune Monture à sacrifier&#xa0;: chaque monstre exige son jet.</translation>
    </message>
</context>
<context>
    <name>runaway.roll.caught</name>
    <message>
        <source>%1 is caught by %2 with %3 (%4 or more escapes).</source>
        <translation>%1 est rattrapé par %2 avec %3 (il faut %4 ou plus pour s&apos;échapper).</translation>
    </message>
</context>
<context>
    <name>runaway.roll.escapes</name>
    <message>
        <source>%1 escapes %2 with %3 (%4 or more escapes).</source>
        <translation>%1 échappe à %2 avec %3 (il faut %4 ou plus pour s&apos;échapper).</translation>
    </message>
</context>
<context>
    <name>runaway.runner.fighter</name>
    <message>
        <source>The fighter</source>
        <translation>Le combattant</translation>
    </message>
</context>
<context>
    <name>runaway.runner.helper</name>
    <message>
        <source>The helper</source>
        <translation>L&apos;allié</translation>
    </message>
</context>
<context>
    <name>seat.agreement</name>
    <message>
        <source>%1 is recorded when the one helped accepts an offer, not sent alone</source>
        <translation>%1 est enregistré quand le joueur aidé accepte une offre, et ne s&apos;envoie pas seul</translation>
    </message>
</context>
<context>
    <name>seat.names-nobody</name>
    <message>
        <source>%1 names no player; the tablet enters it</source>
        <translation>%1 ne désigne aucun joueur&#xa0;; c&apos;est la tablette qui le saisit</translation>
    </message>
</context>
<context>
    <name>seat.no-actor</name>
    <message>
        <source>%1 has no actor</source>
        <translation>%1 n&apos;a aucun auteur</translation>
    </message>
</context>
<context>
    <name>seat.no-rolls</name>
    <message>
        <source>%1 has no rolls</source>
        <translation>%1 ne comporte aucun jet</translation>
    </message>
</context>
<context>
    <name>seat.not-yours</name>
    <message>
        <source>%1 is %2&apos;s to enter, not %3&apos;s</source>
        <translation>%1 est à saisir par %2, pas par %3</translation>
    </message>
</context>
<context>
    <name>seat.own-rolls</name>
    <message>
        <source>a phone enters only its own seat&apos;s rolls (%1&apos;s); the other side enters theirs</source>
        <translation>un téléphone ne saisit que les jets de sa propre place (ceux de %1)&#xa0;; l&apos;autre joueur saisit les siens</translation>
    </message>
</context>
<context>
    <name>seat.rolls-not-in-fight</name>
    <message>
        <source>only the fighter and the helper enter their run-away rolls; %1 is not in the fight</source>
        <translation>seuls le combattant et l&apos;allié saisissent leurs jets pour déguerpir&#xa0;; %1 ne participe pas au combat</translation>
    </message>
</context>
<context>
    <name>seat.sacrifice-ride</name>
    <message>
        <source>sacrificing a Ride is the fighter&apos;s to enter</source>
        <translation>le sacrifice d&apos;une Monture est à saisir par le combattant</translation>
    </message>
</context>
<context>
    <name>seat.table-kind</name>
    <message>
        <source>%1 is the table&apos;s to enter, on the tablet</source>
        <translation>%1 est à saisir par la table, sur la tablette</translation>
    </message>
</context>
<context>
    <name>sell.from-hand.hand-and-table</name>
    <message>
        <source>Items may be sold from the hand as well as from the table.</source>
        <translation>Les Objets peuvent être vendus depuis la main aussi bien que depuis la table.</translation>
    </message>
</context>
<context>
    <name>sell.minimum.too-little-gold</name>
    <message>
        <source>%1 Gold is less than the %2 a level costs.</source>
        <translation>%1 pièces d&apos;or, c&apos;est moins que les %2 que coûte un niveau.</translation>
    </message>
</context>
<context>
    <name>sell.no-change.gold-lost</name>
    <message>
        <source>%1 Gold is lost: there is no change.</source>
        <translation>%1 pièces d&apos;or sont perdues&#xa0;: on ne rend pas la monnaie.</translation>
    </message>
</context>
<context>
    <name>sell.not-in-combat.sale-in-combat</name>
    <message>
        <source>Items cannot be sold during a combat.</source>
        <translation>Les Objets ne peuvent pas être vendus pendant un combat.</translation>
    </message>
</context>
<context>
    <name>sell.not-in-combat.sale-running-away</name>
    <message>
        <source>Items cannot be sold while running away.</source>
        <translation>Les Objets ne peuvent pas être vendus pendant qu&apos;on déguerpit.</translation>
    </message>
</context>
<context>
    <name>sell.not-in-combat.timing</name>
    <message>
        <source>Items cannot be sold during a combat or while running away.</source>
        <translation>Les Objets ne peuvent pas être vendus pendant un combat ni pendant qu&apos;on déguerpit.</translation>
    </message>
</context>
<context>
    <name>sell.not-winning-level.level-change</name>
    <message>
        <source>Selling Items cannot take a player to the winning level (Level %1).</source>
        <translation>Vendre des Objets ne peut pas faire atteindre le niveau de victoire (Niveau %1).</translation>
    </message>
</context>
<context>
    <name>sell.not-winning-level.sale-levels</name>
    <message numerus="yes">
        <source>%1 Gold would buy %2 levels, but selling cannot reach Level %3: at most %n level(s) from Level %4.</source>
        <translation>
            <numerusform>%1 pièces d&apos;or achèteraient %2 niveaux, mais la vente ne peut pas faire atteindre le Niveau %3&#xa0;: au plus %n niveau depuis le Niveau %4.</numerusform>
            <numerusform>%1 pièces d&apos;or achèteraient %2 niveaux, mais la vente ne peut pas faire atteindre le Niveau %3&#xa0;: au plus %n niveaux depuis le Niveau %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sell.not-winning-level.sale-one-level</name>
    <message>
        <source>%1 Gold would buy 1 level, but selling cannot reach Level %2: at most 0 levels from Level %3.</source>
        <translation>%1 pièces d&apos;or achèteraient 1 niveau, mais la vente ne peut pas faire atteindre le Niveau %2&#xa0;: au plus 0 niveau depuis le Niveau %3.</translation>
    </message>
</context>
<context>
    <name>sell.one-shots.house-rule</name>
    <message>
        <source>House rule: one-shots sell for their Gold like Items, which %1&apos;s rulebook leaves open.</source>
        <translation>Règle maison&#xa0;: les objets à usage unique se vendent pour leur valeur en or comme des Objets, un point que les règles de %1 laissent en suspens.</translation>
    </message>
</context>
<context>
    <name>sell.one-shots.rulebook-keeps</name>
    <message>
        <source>%1&apos;s rulebook calls one-shots Treasures, not Items: they add no Gold to a sale (the house rule sellOneShots counts them).</source>
        <translation>Les règles de %1 considèrent les objets à usage unique comme des Trésors, pas comme des Objets&#xa0;: ils n&apos;ajoutent pas d&apos;or à une vente (la règle maison sellOneShots les compte).</translation>
    </message>
</context>
<context>
    <name>sell.one-shots.rulebook-sells</name>
    <message>
        <source>%1&apos;s rulebook counts one-shots as Items: they sell for their Gold like any other.</source>
        <translation>Les règles de %1 comptent les objets à usage unique comme des Objets&#xa0;: ils se vendent pour leur valeur en or comme les autres.</translation>
    </message>
</context>
<context>
    <name>sell.own-turn.sale-not-own-turn</name>
    <message>
        <source>Items can be sold for levels only on your own turn.</source>
        <translation>Les Objets ne peuvent être vendus contre des niveaux que pendant votre propre tour.</translation>
    </message>
</context>
<context>
    <name>sell.own-turn.timing-not-own-turn</name>
    <message>
        <source>Selling Items for levels is allowed only on your own turn.</source>
        <translation>Vendre des Objets contre des niveaux n&apos;est autorisé que pendant votre propre tour.</translation>
    </message>
</context>
<context>
    <name>sell.rate.gold-buys-levels</name>
    <message numerus="yes">
        <source>%1 Gold buys %n level(s): Level %2 to %3.</source>
        <translation>
            <numerusform>%1 pièces d&apos;or achètent %n niveau&#xa0;: du Niveau %2 au Niveau %3.</numerusform>
            <numerusform>%1 pièces d&apos;or achètent %n niveaux&#xa0;: du Niveau %2 au Niveau %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>static_texts</name>
    <message>
        <source>Arbiter: my seat</source>
        <translation>Arbiter&#xa0;: ma place</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>connexion…</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Pick your seat</source>
        <translation>Choisissez votre place</translation>
    </message>
    <message>
        <source>Tap your name. A greyed seat is already taken: the tablet can give it back.</source>
        <translation>Touchez votre nom. Une place grisée est déjà prise&#xa0;: la tablette peut la libérer.</translation>
    </message>
    <message>
        <source>See the game’s report</source>
        <translation>Voir le bilan de la partie</translation>
    </message>
    <message>
        <source>Lose a level</source>
        <translation>Perdre un niveau</translation>
    </message>
    <message>
        <source>Go up a level</source>
        <translation>Gagner un niveau</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Run away</source>
        <translation>Déguerpir</translation>
    </message>
    <message>
        <source>Enter each die as rolled. Bad Stuff counts only for a monster that catches its runner.</source>
        <translation>Saisissez chaque dé tel qu&apos;il est tombé. L&apos;incident fâcheux ne compte que pour un monstre qui rattrape son fuyard.</translation>
    </message>
    <message>
        <source>Enter the rolls</source>
        <translation>Enregistrer les jets</translation>
    </message>
    <message>
        <source>My Items</source>
        <translation>Mes Objets</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Vendre</translation>
    </message>
    <message>
        <source>Charity</source>
        <translation>Charité</translation>
    </message>
    <message>
        <source>Cards in my hand</source>
        <translation>Cartes en main</translation>
    </message>
    <message>
        <source>Count my hand</source>
        <translation>Compter ma main</translation>
    </message>
    <message>
        <source>Hit a Monster</source>
        <translation>Frapper un Monstre</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monstre</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Frapper</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bilan</translation>
    </message>
    <message>
        <source>The biggest fight</source>
        <translation>Le plus grand combat</translation>
    </message>
    <message>
        <source>Towers and Walls lost</source>
        <translation>Tours et Murailles perdues</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
</context>
<context>
    <name>table_view</name>
    <message>
        <source>%1 (taken)</source>
        <translation>%1 (prise)</translation>
    </message>
    <message>
        <source>%1 win the game!</source>
        <translation>%1 gagnent la partie&#xa0;!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gagne la partie&#xa0;!</translation>
    </message>
    <message>
        <source>Set-up: place the Monsters</source>
        <translation>Mise en place&#xa0;: placez les Monstres</translation>
    </message>
    <message>
        <source>Turn %1: %2’s turn · %3</source>
        <translation>Tour %1&#xa0;: au tour de %2 · %3</translation>
    </message>
    <message>
        <source>Turn %1: %2’s turn</source>
        <translation>Tour %1&#xa0;: au tour de %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kill(s)</source>
        <translation>
            <numerusform>%n monstre tué</numerusform>
            <numerusform>%n monstres tués</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Castle card(s)</source>
        <translation>
            <numerusform>%n carte Château</numerusform>
            <numerusform>%n cartes Château</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Treasure</source>
        <translation>
            <numerusform>%n Trésor</numerusform>
            <numerusform>%n Trésors</numerusform>
        </translation>
    </message>
    <message>
        <source>Strength %1</source>
        <translation>Force %1</translation>
    </message>
    <message>
        <source>Gear %1</source>
        <translation>Équipement %1</translation>
    </message>
    <message>
        <source>Equipped: %1</source>
        <translation>Objets équipés&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n Item(s) carried</source>
        <translation>
            <numerusform>%n Objet transporté</numerusform>
            <numerusform>%n Objets transportés</numerusform>
        </translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>son tour</translation>
    </message>
    <message>
        <source>fighting</source>
        <translation>combattant</translation>
    </message>
    <message>
        <source>helping</source>
        <translation>allié</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vainqueur</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
</context>
<context>
    <name>timing.any-time.discard-character-card</name>
    <message>
        <source>Discarding a character card may be done at any time, even in combat.</source>
        <translation>Se défausser d&apos;une carte de personnage est possible à tout moment, même en combat.</translation>
    </message>
</context>
<context>
    <name>timing.any-time.one-shot-in-combat</name>
    <message>
        <source>One-shots may be played into any combat, from the hand or the table.</source>
        <translation>Les objets à usage unique peuvent être joués dans n&apos;importe quel combat, depuis la main ou la table.</translation>
    </message>
</context>
<context>
    <name>timing.any-time.play-curse</name>
    <message>
        <source>Playing a Curse may be done at any time, even in combat.</source>
        <translation>Jouer une Malédiction est possible à tout moment, même en combat.</translation>
    </message>
</context>
<context>
    <name>timing.any-time.play-go-up-a-level</name>
    <message>
        <source>Playing Go Up a Level may be done at any time, even in combat.</source>
        <translation>Jouer une carte «&#xa0;Gagnez un niveau&#xa0;» est possible à tout moment, même en combat.</translation>
    </message>
</context>
<context>
    <name>timing.any-time.play-hireling</name>
    <message>
        <source>Playing a Hireling may be done at any time, even in combat.</source>
        <translation>Jouer un Larbin est possible à tout moment, même en combat.</translation>
    </message>
</context>
<context>
    <name>timing.any-time.play-ride</name>
    <message>
        <source>Playing a Ride may be done at any time, even in combat.</source>
        <translation>Jouer une Monture est possible à tout moment, même en combat.</translation>
    </message>
</context>
<context>
    <name>timing.just-received.at-once</name>
    <message>
        <source>A card just received may be played at once, even on another player&apos;s turn.</source>
        <translation>Une carte tout juste reçue peut être jouée immédiatement, même pendant le tour d&apos;un autre joueur.</translation>
    </message>
</context>
<context>
    <name>timing.not-in-combat.change-equipped</name>
    <message>
        <source>Changing which Items are equipped is allowed at any time outside combat.</source>
        <translation>Changer les Objets équipés est autorisé à tout moment hors combat.</translation>
    </message>
</context>
<context>
    <name>timing.not-in-combat.just-received</name>
    <message>
        <source>Playing a card just received is allowed at any time outside combat.</source>
        <translation>Jouer une carte tout juste reçue est autorisé à tout moment hors combat.</translation>
    </message>
</context>
<context>
    <name>timing.not-in-combat.just-received-during-combat</name>
    <message>
        <source>Playing a card just received is not allowed during a combat.</source>
        <translation>Jouer une carte tout juste reçue n&apos;est pas autorisé pendant un combat.</translation>
    </message>
</context>
<context>
    <name>timing.not-in-combat.just-received-running-away</name>
    <message>
        <source>Playing a card just received is not allowed while running away.</source>
        <translation>Jouer une carte tout juste reçue n&apos;est pas autorisé pendant qu&apos;on déguerpit.</translation>
    </message>
</context>
<context>
    <name>timing.not-in-combat.play-item-in-combat</name>
    <message>
        <source>Items cannot be played during a combat; only some one-shots can.</source>
        <translation>Les Objets ne peuvent pas être joués pendant un combat&#xa0;; seuls certains objets à usage unique le peuvent.</translation>
    </message>
</context>
<context>
    <name>timing.own-turn.character-card</name>
    <message>
        <source>Playing a new character card is allowed on your own turn.</source>
        <translation>Jouer une nouvelle carte de personnage est autorisé pendant votre propre tour.</translation>
    </message>
</context>
<context>
    <name>timing.own-turn.character-card-not-own-turn</name>
    <message>
        <source>Playing a new character card is allowed only on your own turn.</source>
        <translation>Jouer une nouvelle carte de personnage n&apos;est autorisé que pendant votre propre tour.</translation>
    </message>
</context>
<context>
    <name>timing.own-turn.one-shot</name>
    <message>
        <source>Playing a one-shot outside combat is allowed on your own turn.</source>
        <translation>Jouer un objet à usage unique hors combat est autorisé pendant votre propre tour.</translation>
    </message>
</context>
<context>
    <name>timing.own-turn.one-shot-not-own-turn</name>
    <message>
        <source>Playing a one-shot outside combat is allowed only on your own turn.</source>
        <translation>Jouer un objet à usage unique hors combat n&apos;est autorisé que pendant votre propre tour.</translation>
    </message>
</context>
<context>
    <name>timing.own-turn.play-item</name>
    <message>
        <source>Playing an Item is allowed on your own turn.</source>
        <translation>Jouer un Objet est autorisé pendant votre propre tour.</translation>
    </message>
</context>
<context>
    <name>timing.own-turn.play-item-not-own-turn</name>
    <message>
        <source>Playing an Item is allowed only on your own turn.</source>
        <translation>Jouer un Objet n&apos;est autorisé que pendant votre propre tour.</translation>
    </message>
</context>
<context>
    <name>timing.own-turn.sell-items</name>
    <message>
        <source>Selling Items for levels is allowed on your own turn.</source>
        <translation>Vendre des Objets contre des niveaux est autorisé pendant votre propre tour.</translation>
    </message>
</context>
<context>
    <name>trade.from-table.not-from-hand</name>
    <message>
        <source>Only Items on the table may be traded, never cards from a hand.</source>
        <translation>Seuls les Objets posés sur la table peuvent être échangés, jamais des cartes de la main.</translation>
    </message>
</context>
<context>
    <name>trade.from-table.stays-in-play</name>
    <message>
        <source>Items from the table may be traded; what is received stays in play.</source>
        <translation>Les Objets de la table peuvent être échangés&#xa0;; ce qui est reçu reste en jeu.</translation>
    </message>
</context>
<context>
    <name>trade.items-only.no-other-cards</name>
    <message>
        <source>Only Items may be traded, no other cards.</source>
        <translation>Seuls des Objets peuvent être échangés, aucune autre carte.</translation>
    </message>
</context>
<context>
    <name>trade.no-rides.never-traded</name>
    <message>
        <source>A Ride can never be traded away.</source>
        <translation>Une Monture ne peut jamais être échangée.</translation>
    </message>
</context>
<context>
    <name>trade.not-in-combat.partner</name>
    <message>
        <source>No trading while your trading partner is in combat.</source>
        <translation>Pas d&apos;échange tant que votre partenaire d&apos;échange est en combat.</translation>
    </message>
</context>
<context>
    <name>trade.not-in-combat.trader</name>
    <message>
        <source>No trading while you are in combat.</source>
        <translation>Pas d&apos;échange tant que vous êtes en combat.</translation>
    </message>
</context>
<context>
    <name>turn_steps</name>
    <message>
        <source>Listen at the Door</source>
        <translation>Écouter à la porte</translation>
    </message>
    <message>
        <source>Kick Open the Door</source>
        <translation>Ouvrir une porte</translation>
    </message>
    <message>
        <source>Look for Trouble or Loot the Room</source>
        <translation>Chercher la bagarre ou Piller la pièce</translation>
    </message>
    <message>
        <source>Charity</source>
        <translation>Charité</translation>
    </message>
    <message>
        <source>Anyone? The kill is final in %1 s unless someone plays a card.</source>
        <translation>Quelqu&apos;un&#xa0;? La victoire devient définitive dans %1&#xa0;s si personne ne joue de carte.</translation>
    </message>
    <message>
        <source>Claim the kill</source>
        <translation>Réclamer la victoire</translation>
    </message>
    <message>
        <source>Wait! Someone plays a card</source>
        <translation>Attendez&#xa0;! Quelqu&apos;un joue une carte</translation>
    </message>
    <message>
        <source>A card was played: the claim is off. Claim again when nobody plays.</source>
        <translation>Une carte a été jouée&#xa0;: la victoire n&apos;est plus réclamée. Réclamez-la de nouveau quand plus personne ne joue.</translation>
    </message>
    <message>
        <source>Resolve: run away</source>
        <translation>Résoudre&#xa0;: déguerpir</translation>
    </message>
    <message>
        <source>Next phase: %1</source>
        <translation>Phase suivante&#xa0;: %1</translation>
    </message>
    <message>
        <source>End my turn</source>
        <translation>Finir mon tour</translation>
    </message>
    <message>
        <source>No Bad Stuff</source>
        <translation>Aucun incident fâcheux</translation>
    </message>
    <message>
        <source>My Bad Stuff</source>
        <translation>Mon incident fâcheux</translation>
    </message>
    <message>
        <source>Levels lost</source>
        <translation>Niveaux perdus</translation>
    </message>
    <message>
        <source>It kills me</source>
        <translation>J&apos;en meurs</translation>
    </message>
    <message>
        <source>Enter my Bad Stuff</source>
        <translation>Enregistrer mon incident fâcheux</translation>
    </message>
    <message>
        <source>I die</source>
        <translation>Je meurs</translation>
    </message>
    <message>
        <source>Cards in my hand</source>
        <translation>Cartes en main</translation>
    </message>
    <message>
        <source>Loot my body</source>
        <translation>Piller mon cadavre</translation>
    </message>
    <message>
        <source>The others take one card each, highest Level first. Enter a die only for a tie the referee asks about.</source>
        <translation>Les autres prennent une carte chacun, du plus haut Niveau au plus bas. Ne saisissez un dé qu&apos;en cas d&apos;égalité, si l&apos;arbitre le demande.</translation>
    </message>
    <message>
        <source>Let them loot my body</source>
        <translation>Les laisser piller mon cadavre</translation>
    </message>
    <message>
        <source>I lose %1</source>
        <translation>Je perds %1</translation>
    </message>
    <message>
        <source>%1’s roll for a tie</source>
        <translation>Jet de départage de %1</translation>
    </message>
    <message>
        <source>no roll</source>
        <translation>aucun jet</translation>
    </message>
</context>
</TS>
