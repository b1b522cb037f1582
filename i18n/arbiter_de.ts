<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ActionWords</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of a list of names or things: &quot;Ann, Bob and Cid&quot;.</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Someone</source>
        <extracomment>Stands for a player&apos;s name the action leaves empty, as the subject of a sentence.</extracomment>
        <translation>Jemand</translation>
    </message>
    <message>
        <source>The current player</source>
        <extracomment>Stands for the current player&apos;s name when the history does not know it, as the subject.</extracomment>
        <translation>Der aktive Spieler</translation>
    </message>
    <message>
        <source>monster %1</source>
        <extracomment>A monster of the fight by its number, when the history does not know its name.</extracomment>
        <translation>Monster %1</translation>
    </message>
    <message>
        <source>Headgear</source>
        <extracomment>An Item&apos;s slot, as the cards print it.</extracomment>
        <translation>Kopfbedeckung</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>Footgear</source>
        <translation>Schuhwerk</translation>
    </message>
    <message>
        <source>1 Hand</source>
        <translation>1 Hand</translation>
    </message>
    <message>
        <source>2 Hands</source>
        <translation>2 Hände</translation>
    </message>
    <message>
        <source>only for females</source>
        <translation>nur für Frauen</translation>
    </message>
    <message>
        <source>only for males</source>
        <translation>nur für Männer</translation>
    </message>
    <message>
        <source>only for %1</source>
        <translation>nur für %1</translation>
    </message>
    <message>
        <source>not for females</source>
        <translation>nicht für Frauen</translation>
    </message>
    <message>
        <source>not for males</source>
        <translation>nicht für Männer</translation>
    </message>
    <message>
        <source>not for %1</source>
        <translation>nicht für %1</translation>
    </message>
    <message>
        <source>Big</source>
        <extracomment>A Big Item (only one may be carried).</extracomment>
        <translation>Groß</translation>
    </message>
    <message>
        <source>%1 Gold</source>
        <translation>%1 Goldstücke</translation>
    </message>
    <message>
        <source>with Cheat!</source>
        <translation>mit Schummeln!</translation>
    </message>
    <message>
        <source>carried by the Hireling</source>
        <translation>vom Gefolgsmann gehalten</translation>
    </message>
    <message>
        <source>equipped</source>
        <extracomment>How an Item is worn, in the list of its details.</extracomment>
        <translation>getragen</translation>
    </message>
    <message>
        <source>carried</source>
        <translation>mitgeführt</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <extracomment>One of the things Bad Stuff takes, in a list with the Items: &quot;loses 2 levels and Horny Helmet&quot;.</extracomment>
        <translation>
            <numerusform>%n Stufe</numerusform>
            <numerusform>%n Stufen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (female) joins the game.</source>
        <translation>%1 (weiblich) steigt ins Spiel ein.</translation>
    </message>
    <message>
        <source>%1 (male) joins the game.</source>
        <translation>%1 (männlich) steigt ins Spiel ein.</translation>
    </message>
    <message>
        <source>%1 joins the game.</source>
        <translation>%1 steigt ins Spiel ein.</translation>
    </message>
    <message>
        <source>%1 (female) joins the game in seat %2.</source>
        <translation>%1 (weiblich) steigt auf Platz %2 ins Spiel ein.</translation>
    </message>
    <message>
        <source>%1 (male) joins the game in seat %2.</source>
        <translation>%1 (männlich) steigt auf Platz %2 ins Spiel ein.</translation>
    </message>
    <message>
        <source>%1 joins the game in seat %2.</source>
        <translation>%1 steigt auf Platz %2 ins Spiel ein.</translation>
    </message>
    <message>
        <source>%1 leaves the game.</source>
        <translation>%1 verlässt das Spiel.</translation>
    </message>
    <message>
        <source>%1 is now female.</source>
        <translation>%1 ist jetzt weiblich.</translation>
    </message>
    <message>
        <source>%1 is now male.</source>
        <translation>%1 ist jetzt männlich.</translation>
    </message>
    <message>
        <source>%1&apos;s sex is no longer given.</source>
        <translation>Das Geschlecht von %1 ist nicht mehr angegeben.</translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (Go Up a Level, which may give the win).</source>
        <translation>
            <numerusform>%1 steigt %n Stufe auf („Steige eine Stufe auf“; Sieg möglich).</numerusform>
            <numerusform>%1 steigt %n Stufen auf („Steige eine Stufe auf“; Sieg möglich).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (Go Up a Level).</source>
        <translation>
            <numerusform>%1 steigt %n Stufe auf („Steige eine Stufe auf“).</numerusform>
            <numerusform>%1 steigt %n Stufen auf („Steige eine Stufe auf“).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (selling, which may give the win).</source>
        <translation>
            <numerusform>%1 steigt %n Stufe auf (Verkauf; Sieg möglich).</numerusform>
            <numerusform>%1 steigt %n Stufen auf (Verkauf; Sieg möglich).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (selling).</source>
        <translation>
            <numerusform>%1 steigt %n Stufe auf (Verkauf).</numerusform>
            <numerusform>%1 steigt %n Stufen auf (Verkauf).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (a kill, which may give the win).</source>
        <translation>
            <numerusform>%1 steigt %n Stufe auf (getötetes Monster; Sieg möglich).</numerusform>
            <numerusform>%1 steigt %n Stufen auf (getötetes Monster; Sieg möglich).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (a kill).</source>
        <translation>
            <numerusform>%1 steigt %n Stufe auf (getötetes Monster).</numerusform>
            <numerusform>%1 steigt %n Stufen auf (getötetes Monster).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (the last non-Cultist, which may give the win).</source>
        <translation>
            <numerusform>%1 steigt %n Stufe auf (letzter Nicht-Kultist; Sieg möglich).</numerusform>
            <numerusform>%1 steigt %n Stufen auf (letzter Nicht-Kultist; Sieg möglich).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (the last non-Cultist).</source>
        <translation>
            <numerusform>%1 steigt %n Stufe auf (letzter Nicht-Kultist).</numerusform>
            <numerusform>%1 steigt %n Stufen auf (letzter Nicht-Kultist).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (a card, which may give the win).</source>
        <translation>
            <numerusform>%1 steigt %n Stufe auf (Karte; Sieg möglich).</numerusform>
            <numerusform>%1 steigt %n Stufen auf (Karte; Sieg möglich).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (a card).</source>
        <translation>
            <numerusform>%1 steigt %n Stufe auf (Karte).</numerusform>
            <numerusform>%1 steigt %n Stufen auf (Karte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (Go Up a Level, which may give the win).</source>
        <translation>
            <numerusform>%1 verliert %n Stufe („Steige eine Stufe auf“; Sieg möglich).</numerusform>
            <numerusform>%1 verliert %n Stufen („Steige eine Stufe auf“; Sieg möglich).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (Go Up a Level).</source>
        <translation>
            <numerusform>%1 verliert %n Stufe („Steige eine Stufe auf“).</numerusform>
            <numerusform>%1 verliert %n Stufen („Steige eine Stufe auf“).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (selling, which may give the win).</source>
        <translation>
            <numerusform>%1 verliert %n Stufe (Verkauf; Sieg möglich).</numerusform>
            <numerusform>%1 verliert %n Stufen (Verkauf; Sieg möglich).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (selling).</source>
        <translation>
            <numerusform>%1 verliert %n Stufe (Verkauf).</numerusform>
            <numerusform>%1 verliert %n Stufen (Verkauf).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (a kill, which may give the win).</source>
        <translation>
            <numerusform>%1 verliert %n Stufe (getötetes Monster; Sieg möglich).</numerusform>
            <numerusform>%1 verliert %n Stufen (getötetes Monster; Sieg möglich).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (a kill).</source>
        <translation>
            <numerusform>%1 verliert %n Stufe (getötetes Monster).</numerusform>
            <numerusform>%1 verliert %n Stufen (getötetes Monster).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (the last non-Cultist, which may give the win).</source>
        <translation>
            <numerusform>%1 verliert %n Stufe (letzter Nicht-Kultist; Sieg möglich).</numerusform>
            <numerusform>%1 verliert %n Stufen (letzter Nicht-Kultist; Sieg möglich).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (the last non-Cultist).</source>
        <translation>
            <numerusform>%1 verliert %n Stufe (letzter Nicht-Kultist).</numerusform>
            <numerusform>%1 verliert %n Stufen (letzter Nicht-Kultist).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (a card, which may give the win).</source>
        <translation>
            <numerusform>%1 verliert %n Stufe (Karte; Sieg möglich).</numerusform>
            <numerusform>%1 verliert %n Stufen (Karte; Sieg möglich).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (a card).</source>
        <translation>
            <numerusform>%1 verliert %n Stufe (Karte).</numerusform>
            <numerusform>%1 verliert %n Stufen (Karte).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stays at the same level (Go Up a Level, which may give the win).</source>
        <translation>%1 bleibt auf derselben Stufe („Steige eine Stufe auf“; Sieg möglich).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (Go Up a Level).</source>
        <translation>%1 bleibt auf derselben Stufe („Steige eine Stufe auf“).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (selling, which may give the win).</source>
        <translation>%1 bleibt auf derselben Stufe (Verkauf; Sieg möglich).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (selling).</source>
        <translation>%1 bleibt auf derselben Stufe (Verkauf).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (a kill, which may give the win).</source>
        <translation>%1 bleibt auf derselben Stufe (getötetes Monster; Sieg möglich).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (a kill).</source>
        <translation>%1 bleibt auf derselben Stufe (getötetes Monster).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (the last non-Cultist, which may give the win).</source>
        <translation>%1 bleibt auf derselben Stufe (letzter Nicht-Kultist; Sieg möglich).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (the last non-Cultist).</source>
        <translation>%1 bleibt auf derselben Stufe (letzter Nicht-Kultist).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (a card, which may give the win).</source>
        <translation>%1 bleibt auf derselben Stufe (Karte; Sieg möglich).</translation>
    </message>
    <message>
        <source>%1 stays at the same level (a card).</source>
        <translation>%1 bleibt auf derselben Stufe (Karte).</translation>
    </message>
    <message>
        <source>a character card</source>
        <extracomment>Stands for a character card&apos;s name (a Race, a Class...) the action leaves empty.</extracomment>
        <translation>eine Charakterkarte</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <source>%1 discards %2 (because of a card).</source>
        <translation>%1 legt %2 ab (wegen einer Karte).</translation>
    </message>
    <message>
        <source>%1 discards %2 (Divine Intervention).</source>
        <translation>%1 legt %2 ab („Divine Intervention“).</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 legt %2 ab.</translation>
    </message>
    <message>
        <source>%1 becomes a Cultist.</source>
        <translation>%1 wird Kultist.</translation>
    </message>
    <message>
        <source>%1 becomes a Cultist, discarding %2.</source>
        <translation>%1 wird Kultist und legt %2 ab.</translation>
    </message>
    <message>
        <source>an Item</source>
        <extracomment>Stands for an Item&apos;s name the action leaves empty, as the object of a sentence.</extracomment>
        <translation>einen Gegenstand</translation>
    </message>
    <message>
        <source>%1 gains %2 (%3).</source>
        <translation>%1 erhält %2 (%3).</translation>
    </message>
    <message>
        <source>%1 equips %2.</source>
        <translation>%1 legt %2 an.</translation>
    </message>
    <message>
        <source>%1 takes off %2 and carries it.</source>
        <translation>%1 nimmt %2 ab (nur noch mitgeführt).</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <translation>%1 verliert %2.</translation>
    </message>
    <message>
        <source>someone</source>
        <comment>object</comment>
        <extracomment>Stands for a player&apos;s name the action leaves empty, as the object of a sentence.</extracomment>
        <translation>jemanden</translation>
    </message>
    <message>
        <source>%1 trades %2 to %3.</source>
        <translation>%1 gibt %2 im Tausch an %3.</translation>
    </message>
    <message>
        <source>%1 lists their Items again instead of a gear number.</source>
        <translation>%1 erfasst die Gegenstände wieder einzeln statt als pauschale Ausrüstung.</translation>
    </message>
    <message>
        <source>%1&apos;s gear counts %2.</source>
        <translation>Die Ausrüstung von %1 zählt pauschal %2.</translation>
    </message>
    <message>
        <source>%1 (%2 Gold, from the hand)</source>
        <extracomment>A card sold from the hand, in the list of what is sold.</extracomment>
        <translation>%1 (%2 Goldstücke, von der Hand)</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>%1 sells nothing.</source>
        <translation>%1 verkauft nichts.</translation>
    </message>
    <message>
        <source>%1 sells %2.</source>
        <translation>%1 verkauft %2.</translation>
    </message>
    <message>
        <source>%1 gains the Ride %2 (%3).</source>
        <translation>%1 erhält das Reittier %2 (%3).</translation>
    </message>
    <message>
        <source>%1 loses the Ride %2.</source>
        <translation>%1 verliert das Reittier %2.</translation>
    </message>
    <message>
        <source>%1 hires %2.</source>
        <translation>%1 heuert %2 an.</translation>
    </message>
    <message>
        <source>a Hireling</source>
        <translation>einen Gefolgsmann</translation>
    </message>
    <message>
        <source>%1 leaves %2.</source>
        <translation>%1 verlässt %2.</translation>
    </message>
    <message>
        <source>A Hireling</source>
        <translation>Ein Gefolgsmann</translation>
    </message>
    <message>
        <source>their player</source>
        <translation>seinen Spieler</translation>
    </message>
    <message>
        <source>a Curse</source>
        <translation>ein Fluch</translation>
    </message>
    <message>
        <source>%1 is cursed: %2 (%3 in combat).</source>
        <translation>%1 ist verflucht: %2 (%3 im Kampf).</translation>
    </message>
    <message>
        <source>%1 is cursed: %2.</source>
        <translation>%1 ist verflucht: %2.</translation>
    </message>
    <message>
        <source>%1 is rid of %2.</source>
        <translation>%1 ist nicht mehr verflucht: %2.</translation>
    </message>
    <message>
        <source>%1 moves on to %2.</source>
        <translation>%1 geht weiter zur Phase %2.</translation>
    </message>
    <message>
        <source>the current player</source>
        <extracomment>Stands for the current player&apos;s name when the history does not know it, after &quot;Charity:&quot;.</extracomment>
        <translation>Der aktive Spieler</translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand (limit %2).</source>
        <translation>
            <numerusform>Milde Gabe: %1 hat %n Karte auf der Hand (Limit %2).</numerusform>
            <numerusform>Milde Gabe: %1 hat %n Karten auf der Hand (Limit %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand.</source>
        <translation>
            <numerusform>Milde Gabe: %1 hat %n Karte auf der Hand.</numerusform>
            <numerusform>Milde Gabe: %1 hat %n Karten auf der Hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand (limit %2); %3 gets the bigger share.</source>
        <translation>
            <numerusform>Milde Gabe: %1 hat %n Karte auf der Hand (Limit %2); %3 bekommt den größeren Anteil.</numerusform>
            <numerusform>Milde Gabe: %1 hat %n Karten auf der Hand (Limit %2); %3 bekommt den größeren Anteil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand (limit %2); %3 get the bigger share.</source>
        <translation>
            <numerusform>Milde Gabe: %1 hat %n Karte auf der Hand (Limit %2); %3 bekommen den größeren Anteil.</numerusform>
            <numerusform>Milde Gabe: %1 hat %n Karten auf der Hand (Limit %2); %3 bekommen den größeren Anteil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand; %2 gets the bigger share.</source>
        <translation>
            <numerusform>Milde Gabe: %1 hat %n Karte auf der Hand; %2 bekommt den größeren Anteil.</numerusform>
            <numerusform>Milde Gabe: %1 hat %n Karten auf der Hand; %2 bekommt den größeren Anteil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand; %2 get the bigger share.</source>
        <translation>
            <numerusform>Milde Gabe: %1 hat %n Karte auf der Hand; %2 bekommen den größeren Anteil.</numerusform>
            <numerusform>Milde Gabe: %1 hat %n Karten auf der Hand; %2 bekommen den größeren Anteil.</numerusform>
        </translation>
    </message>
    <message>
        <source>The turn ends.</source>
        <translation>Der Zug endet.</translation>
    </message>
    <message>
        <source>%1&apos;s turn ends.</source>
        <translation>Der Zug von %1 endet.</translation>
    </message>
    <message>
        <source>%1 fights %2 (Level %3).</source>
        <translation>%1 kämpft gegen %2 (Stufe %3).</translation>
    </message>
    <message>
        <source>a monster</source>
        <translation>ein Monster</translation>
    </message>
    <message>
        <source>A monster</source>
        <translation>Ein Monster</translation>
    </message>
    <message>
        <source>%1 (Level %2) joins the fight from Look for Trouble.</source>
        <translation>%1 (Stufe %2) kommt durch „Ärger suchen“ in den Kampf.</translation>
    </message>
    <message>
        <source>%1 (Level %2) joins the fight as a Wandering Monster.</source>
        <translation>%1 (Stufe %2) kommt als Wanderndes Monster in den Kampf.</translation>
    </message>
    <message>
        <source>%1 (Level %2) joins the fight with the Undead.</source>
        <translation>%1 (Stufe %2) kommt zu den Untoten in den Kampf.</translation>
    </message>
    <message>
        <source>%1 (Level %2) joins the fight with the Goblins.</source>
        <translation>%1 (Stufe %2) kommt zu den Goblins in den Kampf.</translation>
    </message>
    <message>
        <source>%1 (Level %2) joins the fight with the Demons.</source>
        <translation>%1 (Stufe %2) kommt zu den Dämonen in den Kampf.</translation>
    </message>
    <message>
        <source>%1 (Level %2) joins the fight with the Goths.</source>
        <translation>%1 (Stufe %2) kommt zu den Goths in den Kampf.</translation>
    </message>
    <message>
        <source>%1 (Level %2) joins the fight.</source>
        <translation>%1 (Stufe %2) kommt in den Kampf.</translation>
    </message>
    <message>
        <source>An enhancer</source>
        <translation>Ein Monsterverstärker</translation>
    </message>
    <message>
        <source>%1 (%2) is played on %3.</source>
        <translation>%1 (%2) wird auf %3 gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %3 Treasure(s)) is played on %4.</source>
        <translation>
            <numerusform>%1 (%2, %3 Schatz) wird auf %4 gespielt.</numerusform>
            <numerusform>%1 (%2, %3 Schätze) wird auf %4 gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>A card</source>
        <extracomment>Stands for the card&apos;s name the action leaves empty, as the subject of a sentence.</extracomment>
        <translation>Eine Karte</translation>
    </message>
    <message>
        <source>%1 (%2) is played for the monsters.</source>
        <translation>%1 (%2) wird für die Monster gespielt.</translation>
    </message>
    <message>
        <source>%1 (%2) is played for the players.</source>
        <translation>%1 (%2) wird für die Spieler gespielt.</translation>
    </message>
    <message>
        <source>%1 leaves the fight without a kill.</source>
        <translation>%1 verlässt den Kampf, ohne getötet zu werden.</translation>
    </message>
    <message>
        <source>Monster %1 leaves the fight without a kill.</source>
        <translation>Monster %1 verlässt den Kampf, ohne getötet zu werden.</translation>
    </message>
    <message>
        <source>%1 helps in the fight.</source>
        <translation>%1 hilft im Kampf.</translation>
    </message>
    <message>
        <source>%1 helps %2 fight.</source>
        <translation>%1 hilft %2 im Kampf.</translation>
    </message>
    <message>
        <source>%1&apos;s bonus for this fight is %2.</source>
        <translation>%1 hat in diesem Kampf einen Bonus von %2.</translation>
    </message>
    <message>
        <source>The fight is resolved.</source>
        <translation>Der Kampf ist entschieden.</translation>
    </message>
    <message>
        <source>%1&apos;s fight is resolved.</source>
        <translation>Der Kampf von %1 ist entschieden.</translation>
    </message>
    <message>
        <source>The fighter</source>
        <extracomment>Stands for the fighter&apos;s name when the history does not know it.</extracomment>
        <translation>Der Kämpfer</translation>
    </message>
    <message>
        <source>%1 and %2 beat the monsters.</source>
        <translation>%1 und %2 besiegen die Monster.</translation>
    </message>
    <message>
        <source>%1 beats the monsters.</source>
        <translation>%1 besiegt die Monster.</translation>
    </message>
    <message>
        <source>%1 and %2 beat %3.</source>
        <translation>%1 und %2 besiegen %3.</translation>
    </message>
    <message>
        <source>%1 beats %2.</source>
        <translation>%1 besiegt %2.</translation>
    </message>
    <message>
        <source>The monsters win the fight: %1 and %2 must run away.</source>
        <translation>Die Monster gewinnen den Kampf: %1 und %2 müssen weglaufen.</translation>
    </message>
    <message>
        <source>The monsters win the fight: %1 must run away.</source>
        <translation>Die Monster gewinnen den Kampf: %1 muss weglaufen.</translation>
    </message>
    <message>
        <source>%1 wins the fight: %2 and %3 must run away.</source>
        <translation>%1 gewinnt den Kampf: %2 und %3 müssen weglaufen.</translation>
    </message>
    <message>
        <source>%1 wins the fight: %2 must run away.</source>
        <translation>%1 gewinnt den Kampf: %2 muss weglaufen.</translation>
    </message>
    <message>
        <source>%1 win the fight: %2 and %3 must run away.</source>
        <translation>%1 gewinnen den Kampf: %2 und %3 müssen weglaufen.</translation>
    </message>
    <message>
        <source>%1 win the fight: %2 must run away.</source>
        <translation>%1 gewinnen den Kampf: %2 muss weglaufen.</translation>
    </message>
    <message>
        <source>%1 against %2, escapes</source>
        <translation>%1 gegen %2, entkommt</translation>
    </message>
    <message>
        <source>%1 against %2, caught</source>
        <translation>%1 gegen %2, erwischt</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>%1 against %2 (if caught: dies)</source>
        <translation>%1 gegen %2 (falls erwischt: stirbt)</translation>
    </message>
    <message>
        <source>%1 against %2 (if caught: suffers nothing)</source>
        <translation>%1 gegen %2 (falls erwischt: kommt ungeschoren davon)</translation>
    </message>
    <message>
        <source>%1 against %2 (if caught: loses %3 and dies)</source>
        <translation>%1 gegen %2 (falls erwischt: verliert %3 und stirbt)</translation>
    </message>
    <message>
        <source>%1 against %2 (if caught: loses %3)</source>
        <translation>%1 gegen %2 (falls erwischt: verliert %3)</translation>
    </message>
    <message>
        <source>%1 against %2, caught: dies</source>
        <translation>%1 gegen %2, erwischt: stirbt</translation>
    </message>
    <message>
        <source>%1 against %2, caught: suffers nothing</source>
        <translation>%1 gegen %2, erwischt: kommt ungeschoren davon</translation>
    </message>
    <message>
        <source>%1 against %2, caught: loses %3 and dies</source>
        <translation>%1 gegen %2, erwischt: verliert %3 und stirbt</translation>
    </message>
    <message>
        <source>%1 against %2, caught: loses %3</source>
        <translation>%1 gegen %2, erwischt: verliert %3</translation>
    </message>
    <message>
        <source>The helper</source>
        <extracomment>Stands for the helper&apos;s name when the history does not know it.</extracomment>
        <translation>Der Helfer</translation>
    </message>
    <message>
        <source>%1 sacrifices a Ride to escape everything.</source>
        <translation>%1 opfert ein Reittier und entkommt allen Monstern.</translation>
    </message>
    <message>
        <source>%1 sacrifices a Ride to escape, leaving %2 behind to roll.</source>
        <translation>%1 opfert ein Reittier und entkommt; %2 bleibt zurück und muss würfeln.</translation>
    </message>
    <message>
        <source>%1 runs away.</source>
        <translation>%1 läuft weg.</translation>
    </message>
    <message>
        <source>%1 runs away: %2.</source>
        <extracomment>%2 is the runner&apos;s rolls, each as &quot;3 against Net Troll, escapes&quot;, between semicolons.</extracomment>
        <translation>%1 läuft weg: %2.</translation>
    </message>
    <message>
        <source>someone</source>
        <comment>subject</comment>
        <extracomment>Stands for a player&apos;s name the action leaves empty, as the subject after &quot;Bad Stuff:&quot;.</extracomment>
        <translation>Jemand</translation>
    </message>
    <message>
        <source>Bad Stuff: %1 dies.</source>
        <translation>Schlimme Dinge: %1 stirbt.</translation>
    </message>
    <message>
        <source>Bad Stuff: %1 suffers nothing.</source>
        <translation>Schlimme Dinge: %1 kommt ungeschoren davon.</translation>
    </message>
    <message>
        <source>Bad Stuff: %1 loses %2 and dies.</source>
        <translation>Schlimme Dinge: %1 verliert %2 und stirbt.</translation>
    </message>
    <message>
        <source>Bad Stuff: %1 loses %2.</source>
        <translation>Schlimme Dinge: %1 verliert %2.</translation>
    </message>
    <message>
        <source>%1 dies.</source>
        <translation>%1 stirbt.</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <extracomment>One player&apos;s roll to settle a tie, in a list: &quot;Ann rolled 3 and Bob rolled 6&quot;.</extracomment>
        <translation>%1 hat eine %2 gewürfelt</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s body is looted (%n card(s) in hand).</source>
        <translation>
            <numerusform>Die Leiche von %1 wird geplündert (%n Karte auf der Hand).</numerusform>
            <numerusform>Die Leiche von %1 wird geplündert (%n Karten auf der Hand).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s body is looted (%n card(s) in hand; ties: %2).</source>
        <translation>
            <numerusform>Die Leiche von %1 wird geplündert (%n Karte auf der Hand; Stechen: %2).</numerusform>
            <numerusform>Die Leiche von %1 wird geplündert (%n Karten auf der Hand; Stechen: %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 hat eine %2 gewürfelt.</translation>
    </message>
    <message>
        <source>%1 rolled %2 (%3).</source>
        <extracomment>%3 is why the die was rolled, as the table typed it.</extracomment>
        <translation>%1 hat eine %2 gewürfelt (%3).</translation>
    </message>
    <message>
        <source>A die was rolled: %1.</source>
        <translation>Es wurde gewürfelt: %1.</translation>
    </message>
    <message>
        <source>A die was rolled: %1 (%2).</source>
        <translation>Es wurde gewürfelt: %1 (%2).</translation>
    </message>
    <message>
        <source>An action (an action this version does not describe)</source>
        <translation>Eine Aktion (diese Version kann sie nicht beschreiben)</translation>
    </message>
    <message>
        <source>%1 (an action this version does not describe)</source>
        <extracomment>%1 is the action&apos;s kind as the log stores it, such as &quot;summon-cthulhu&quot;.</extracomment>
        <translation>%1 (eine Aktion, die diese Version nicht beschreiben kann)</translation>
    </message>
    <message>
        <source>the Forest of arc %1</source>
        <extracomment>Where a Monster is moved to: &quot;Net Troll moves to the Forest of arc 3&quot;.</extracomment>
        <translation>das Waldfeld in Bogen %1</translation>
    </message>
    <message>
        <source>the Archer ring of arc %1</source>
        <translation>das Bogenschützenfeld in Bogen %1</translation>
    </message>
    <message>
        <source>the Knight ring of arc %1</source>
        <translation>das Ritterfeld in Bogen %1</translation>
    </message>
    <message>
        <source>the Swordsman ring of arc %1</source>
        <translation>das Schwertkämpferfeld in Bogen %1</translation>
    </message>
    <message>
        <source>the Castle ring of arc %1</source>
        <translation>das Burgfeld in Bogen %1</translation>
    </message>
    <message>
        <source>the board of arc %1</source>
        <translation>Bogen %1 des Spielplans</translation>
    </message>
    <message>
        <source>%1 takes the hit at the Tower of arc %2</source>
        <extracomment>One of the Monsters that hit a structure, in a list: &quot;Gazebo takes the hit at the Wall of arc 1&quot;.</extracomment>
        <translation>%1 erleidet den Schaden am Turm in Bogen %2</translation>
    </message>
    <message>
        <source>%1 takes the hit at the Wall of arc %2</source>
        <translation>%1 erleidet den Schaden an der Mauer in Bogen %2</translation>
    </message>
    <message>
        <source>A Monster</source>
        <translation>Ein Monster</translation>
    </message>
    <message>
        <source>%1 is placed on arc %2 (Loaded Die).</source>
        <translation>%1 wird in Bogen %2 aufgestellt (Gezinkter Würfel).</translation>
    </message>
    <message>
        <source>%1 is placed on arc %2.</source>
        <translation>%1 wird in Bogen %2 aufgestellt.</translation>
    </message>
    <message>
        <source>Curse token drawn: %1.</source>
        <translation>Fluchplättchen gezogen: %1.</translation>
    </message>
    <message>
        <source>Curse token drawn: %1; %2.</source>
        <extracomment>%2 is the Monsters that hit a structure, in a list.</extracomment>
        <translation>Fluchplättchen gezogen: %1; %2.</translation>
    </message>
    <message>
        <source>Curse token drawn: %1, cancelled by %2.</source>
        <translation>Fluchplättchen gezogen: %1, aufgehoben durch %2.</translation>
    </message>
    <message>
        <source>Curse token drawn: %1, cancelled by %2; %3.</source>
        <translation>Fluchplättchen gezogen: %1, aufgehoben durch %2; %3.</translation>
    </message>
    <message>
        <source>Curse token drawn: %1, rolled %2.</source>
        <translation>Fluchplättchen gezogen: %1, Wurf %2.</translation>
    </message>
    <message>
        <source>Curse token drawn: %1, rolled %2; %3.</source>
        <translation>Fluchplättchen gezogen: %1, Wurf %2; %3.</translation>
    </message>
    <message>
        <source>Curse token drawn: %1, rolled %2, cancelled by %3.</source>
        <translation>Fluchplättchen gezogen: %1, Wurf %2, aufgehoben durch %3.</translation>
    </message>
    <message>
        <source>Curse token drawn: %1, rolled %2, cancelled by %3; %4.</source>
        <translation>Fluchplättchen gezogen: %1, Wurf %2, aufgehoben durch %3; %4.</translation>
    </message>
    <message>
        <source>the Cleric keeps one from the discards</source>
        <translation>der Kleriker behält eine aus dem Ablagestapel</translation>
    </message>
    <message>
        <source>the Thief takes a card from %1</source>
        <translation>der Dieb nimmt %1 eine Karte</translation>
    </message>
    <message>
        <source>%1 discards nothing and draws up to a full hand.</source>
        <translation>%1 legt nichts ab und zieht auf eine volle Hand nach.</translation>
    </message>
    <message>
        <source>%1 discards nothing and draws up to a full hand (%2).</source>
        <translation>%1 legt nichts ab und zieht auf eine volle Hand nach (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %n card(s) and draws up to a full hand.</source>
        <translation>
            <numerusform>%1 legt %n Karte ab und zieht auf eine volle Hand nach.</numerusform>
            <numerusform>%1 legt %n Karten ab und zieht auf eine volle Hand nach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %n card(s) and draws up to a full hand (%2).</source>
        <extracomment>%2 is what the Characters and cards change about the draw, between semicolons.</extracomment>
        <translation>
            <numerusform>%1 legt %n Karte ab und zieht auf eine volle Hand nach (%2).</numerusform>
            <numerusform>%1 legt %n Karten ab und zieht auf eine volle Hand nach (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gives charity.</source>
        <translation>%1 gibt eine Milde Gabe.</translation>
    </message>
    <message>
        <source>%1 gives charity; %2 gets the bigger share.</source>
        <translation>%1 gibt eine Milde Gabe; %2 bekommt den größeren Anteil.</translation>
    </message>
    <message>
        <source>%1 gives charity; %2 get the bigger share.</source>
        <translation>%1 gibt eine Milde Gabe; %2 bekommen den größeren Anteil.</translation>
    </message>
    <message>
        <source>a Hit card</source>
        <translation>eine Trefferkarte</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <extracomment>A Hit card played with Weapons: &quot;Red Swordsman with Buckler of Swashing&quot;.</extracomment>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>helped by %1</source>
        <translation>Hilfe von %1</translation>
    </message>
    <message>
        <source>%1 played by %2</source>
        <translation>%1 gespielt von %2</translation>
    </message>
    <message>
        <source>another player</source>
        <translation>einem anderen Spieler</translation>
    </message>
    <message>
        <source>Trophy to %1</source>
        <translation>Trophäe an %1</translation>
    </message>
    <message>
        <source>Treasure to %1</source>
        <translation>Schatz an %1</translation>
    </message>
    <message>
        <source>a Monster</source>
        <translation>ein Monster</translation>
    </message>
    <message>
        <source>%1 attacks %2.</source>
        <translation>%1 greift %2 an.</translation>
    </message>
    <message>
        <source>%1 attacks %2 (%3).</source>
        <translation>%1 greift %2 an (%3).</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3.</source>
        <extracomment>%3 is the cards played, in a list.</extracomment>
        <translation>%1 greift %2 an: %3.</translation>
    </message>
    <message>
        <source>%1 attacks %2: %3 (%4).</source>
        <extracomment>%3 is the cards played, in a list; %4 the deal around the attack, between semicolons.</extracomment>
        <translation>%1 greift %2 an: %3 (%4).</translation>
    </message>
    <message>
        <source>The Wizard moves %1 to %2.</source>
        <translation>Der Zauberer setzt %1 auf %2.</translation>
    </message>
    <message>
        <source>The Wizard rolls %1: %2 stays where it is.</source>
        <translation>Der Zauberer würfelt eine %1: %2 bleibt stehen.</translation>
    </message>
    <message>
        <source>the Monster</source>
        <translation>Das Monster</translation>
    </message>
    <message>
        <source>The Wizard (rolled %1) moves %2 to %3.</source>
        <translation>Der Zauberer (Wurf %1) setzt %2 auf %3.</translation>
    </message>
    <message>
        <source>%1 (rolled %2) moves %3 to %4.</source>
        <translation>%1 (Wurf %2) setzt %3 auf %4.</translation>
    </message>
    <message>
        <source>%1 moves %2 to %3.</source>
        <translation>%1 setzt %2 auf %3.</translation>
    </message>
    <message>
        <source>The Cleric removes %1 from the board.</source>
        <translation>Der Kleriker nimmt %1 vom Spielplan.</translation>
    </message>
    <message>
        <source>%1 removes %2 from the board.</source>
        <translation>%1 nimmt %2 vom Spielplan.</translation>
    </message>
    <message>
        <source>a Monster</source>
        <comment>subject</comment>
        <extracomment>Stands for the Monster&apos;s name the action leaves empty, as the subject after &quot;Flask of Glue:&quot;.</extracomment>
        <translation>Ein Monster</translation>
    </message>
    <message>
        <source>Flask of Glue: %1 does not move this turn.</source>
        <translation>Flasche Klebstoff: %1 bewegt sich in diesem Zug nicht.</translation>
    </message>
    <message>
        <source>Sleep Potion: no Monster moves this turn.</source>
        <translation>Schlaftrank: In diesem Zug bewegt sich kein Monster.</translation>
    </message>
    <message>
        <source>The Wall of arc %1 is fortified.</source>
        <translation>Die Mauer in Bogen %1 wird verstärkt.</translation>
    </message>
    <message>
        <source>The Monsters move.</source>
        <translation>Die Monster bewegen sich.</translation>
    </message>
    <message>
        <source>The Monsters move; %1.</source>
        <translation>Die Monster bewegen sich; %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n Castle card(s)</source>
        <translation>
            <numerusform>%n Burgkarte</numerusform>
            <numerusform>%n Burgkarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Treasure card(s)</source>
        <translation>
            <numerusform>%n Schatzkarte</numerusform>
            <numerusform>%n Schatzkarten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s hand is counted: unchanged.</source>
        <translation>Handkarten von %1 gezählt: unverändert.</translation>
    </message>
    <message>
        <source>%1&apos;s hand is counted: %2.</source>
        <extracomment>%2 is the cards counted, in a list: &quot;2 Castle cards and 1 Treasure card&quot;.</extracomment>
        <translation>Handkarten von %1 gezählt: %2.</translation>
    </message>
    <message>
        <source>%1 slips a Convenient Addition Error under %2 (+1 point).</source>
        <translation>%1 schiebt einen Praktischen Rechenfehler unter %2 (+1 Punkt).</translation>
    </message>
    <message>
        <source>a Trophy</source>
        <translation>eine Trophäe</translation>
    </message>
    <message>
        <source>The board is set as it stands: %1, %2, %3 and %4.</source>
        <translation>Der Spielplan wird so eingetragen, wie er steht: %1, %2, %3 und %4.</translation>
    </message>
    <message numerus="yes">
        <source>%n Monster(s)</source>
        <translation>
            <numerusform>%n Monster</numerusform>
            <numerusform>%n Monster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Tower(s)</source>
        <translation>
            <numerusform>%n Turm</numerusform>
            <numerusform>%n Türme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Wall(s)</source>
        <translation>
            <numerusform>%n Mauer</numerusform>
            <numerusform>%n Mauern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Fortify token(s)</source>
        <translation>
            <numerusform>%n Verstärkungsplättchen</numerusform>
            <numerusform>%n Verstärkungsplättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no Trophy any more.</source>
        <translation>%1 hat keine Trophäe mehr.</translation>
    </message>
    <message>
        <source>%1&apos;s Trophies are now %2.</source>
        <translation>%1 hat jetzt diese Trophäen: %2.</translation>
    </message>
    <message>
        <source>a Curse card</source>
        <translation>eine Fluchkarte</translation>
    </message>
    <message>
        <source>gives %1</source>
        <translation>gibt %1 ab</translation>
    </message>
    <message>
        <source>takes %1</source>
        <translation>nimmt %1</translation>
    </message>
    <message>
        <source>%1 plays %2, cancelled by %3.</source>
        <translation>%1 spielt %2, aufgehoben durch %3.</translation>
    </message>
    <message>
        <source>%1 plays %2 (%3).</source>
        <translation>%1 spielt %2 (%3).</translation>
    </message>
    <message>
        <source>%1 plays %2 (%3), cancelled by %4.</source>
        <translation>%1 spielt %2 (%3), aufgehoben durch %4.</translation>
    </message>
    <message>
        <source>%1 plays %2 on %3.</source>
        <translation>%1 spielt %2 auf %3.</translation>
    </message>
    <message>
        <source>%1 plays %2 on %3, cancelled by %4.</source>
        <translation>%1 spielt %2 auf %3, aufgehoben durch %4.</translation>
    </message>
    <message>
        <source>%1 plays %2 on %3 (%4).</source>
        <translation>%1 spielt %2 auf %3 (%4).</translation>
    </message>
    <message>
        <source>%1 plays %2 on %3 (%4), cancelled by %5.</source>
        <translation>%1 spielt %2 auf %3 (%4), aufgehoben durch %5.</translation>
    </message>
    <message>
        <source>a Special</source>
        <translation>eine Spezialkarte</translation>
    </message>
    <message>
        <source>%1 plays %2: %3 is replaced by %4.</source>
        <translation>%1 spielt %2: %3 wird durch %4 ersetzt.</translation>
    </message>
    <message>
        <source>another Monster</source>
        <translation>ein anderes Monster</translation>
    </message>
    <message>
        <source>%1 plays %2 and takes %3 as a Trophy.</source>
        <translation>%1 spielt %2 und nimmt %3 als Trophäe.</translation>
    </message>
    <message>
        <source>%1 plays %2: every Monster is back to full health.</source>
        <translation>%1 spielt %2: Alle Monster haben wieder volle Lebenspunkte.</translation>
    </message>
</context>
<context>
    <name>AnswerWords</name>
    <message>
        <source>nothing to offer help in now: no fight before it is judged, no Panic turn</source>
        <translation>gerade gibt es nichts, wobei du Hilfe anbieten kannst: kein offener Kampf, kein Panic-Zug</translation>
    </message>
    <message>
        <source>the current player does not make a deal with themselves</source>
        <translation>der aktive Spieler macht keine Abmachung mit sich selbst</translation>
    </message>
    <message>
        <source>the fighter does not offer to help themselves</source>
        <translation>der Kämpfer bietet sich nicht selbst Hilfe an</translation>
    </message>
    <message>
        <source>only the current player (%1) accepts a deal</source>
        <translation>nur der aktive Spieler (%1) nimmt eine Abmachung an</translation>
    </message>
    <message>
        <source>only the fighter (%1) accepts help</source>
        <translation>nur der Kämpfer (%1) nimmt Hilfe an</translation>
    </message>
    <message>
        <source>%1 has no deal with %2 this turn: the helper offers, %2 accepts</source>
        <translation>%1 hat in diesem Zug keine Abmachung mit %2: Der Helfer bietet sie an, %2 nimmt sie an</translation>
    </message>
    <message>
        <source>a helper&apos;s Hit names the helper (%1)</source>
        <translation>der Angriff eines Helfers nennt den Helfer selbst (%1)</translation>
    </message>
    <message>
        <source>A Hit is the current player&apos;s to enter (%1&apos;s), or their helper&apos;s under an accepted deal, not %2&apos;s</source>
        <translation>Einen Angriff trägt der aktive Spieler ein (%1) oder bei einer angenommenen Abmachung sein Helfer, nicht %2</translation>
    </message>
    <message>
        <source>pick a seat before acting</source>
        <translation>wähle einen Platz, bevor du etwas einträgst</translation>
    </message>
    <message>
        <source>no game is open on the tablet</source>
        <translation>auf dem Tablet ist kein Spiel geöffnet</translation>
    </message>
    <message>
        <source>the game moved on (it is at %1, the phone showed %2): look again and retry</source>
        <translation>das Spiel ist weitergegangen (es steht bei %1, das Handy zeigte %2): Sieh noch einmal nach und versuch es erneut</translation>
    </message>
    <message>
        <source>Munchkin Panic has no card library</source>
        <translation>Munchkin Panic hat keine Kartenbibliothek</translation>
    </message>
    <message>
        <source>pick a seat before offering</source>
        <translation>wähle einen Platz, bevor du etwas anbietest</translation>
    </message>
    <message>
        <source>pick a seat before accepting</source>
        <translation>wähle einen Platz, bevor du etwas annimmst</translation>
    </message>
</context>
<context>
    <name>AppMenu</name>
    <message>
        <source>Roll a die</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Regelübersicht</translation>
    </message>
    <message>
        <source>Levels chart</source>
        <translation>Stufendiagramm</translation>
    </message>
    <message>
        <source>Game report</source>
        <translation>Spielbericht</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Card library</source>
        <translation>Kartenbibliothek</translation>
    </message>
    <message>
        <source>Invite players</source>
        <translation>Spieler einladen</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Light theme</source>
        <translation>Helles Design</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Dunkles Design</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Textgröße</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Systemsprache</translation>
    </message>
</context>
<context>
    <name>AppToolBar</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Rückgängig</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo ↷</source>
        <translation>Wiederholen ↷</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Roll a die</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) connected</source>
        <translation>
            <numerusform>%n Handy verbunden</numerusform>
            <numerusform>%n Handys verbunden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardConflictDialog</name>
    <message>
        <source>Change the library&apos;s card?</source>
        <translation>Karte in der Bibliothek ändern?</translation>
    </message>
    <message>
        <source>“%1” is in play as entered. The card library knows it as %2. Update the library&apos;s card to %3?</source>
        <translation>„%1“ ist wie eingegeben im Spiel. Die Kartenbibliothek kennt sie als %2. Karte in der Bibliothek auf %3 ändern?</translation>
    </message>
    <message>
        <source>Keep the library card</source>
        <translation>Nicht ändern</translation>
    </message>
    <message>
        <source>Update the library card</source>
        <translation>Bibliothek ändern</translation>
    </message>
</context>
<context>
    <name>CardLibraryModel</name>
    <message>
        <source>Headgear</source>
        <translation>Kopfbedeckung</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>Footgear</source>
        <translation>Schuhwerk</translation>
    </message>
    <message>
        <source>1 Hand</source>
        <translation>1 Hand</translation>
    </message>
    <message>
        <source>2 Hands</source>
        <translation>2 Hände</translation>
    </message>
</context>
<context>
    <name>CardSuggestions</name>
    <message>
        <source>Use %1</source>
        <translation>%1 verwenden</translation>
    </message>
</context>
<context>
    <name>CardsPage</name>
    <message>
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Enhancer</source>
        <translation>Monsterverstärker</translation>
    </message>
    <message>
        <source>One-shot</source>
        <translation>Einmal-Gegenstand</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Ride</source>
        <translation>Reittier</translation>
    </message>
    <message>
        <source>Hireling</source>
        <translation>Gefolgsmann</translation>
    </message>
    <message>
        <source>Curse</source>
        <translation>Fluch</translation>
    </message>
    <message>
        <source>The library refused the correction.</source>
        <translation>Die Bibliothek hat die Korrektur abgelehnt.</translation>
    </message>
    <message>
        <source>The card could not be forgotten.</source>
        <translation>Die Karte konnte nicht vergessen werden.</translation>
    </message>
    <message>
        <source>The card pack could not be read.</source>
        <translation>Das Kartenpaket konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Card library</source>
        <translation>Kartenbibliothek</translation>
    </message>
    <message>
        <source>The card library belongs to a Munchkin game: open one to see its cards.</source>
        <translation>Die Kartenbibliothek gehört zu einem Munchkin-Spiel: Öffne eines, um seine Karten zu sehen.</translation>
    </message>
    <message>
        <source>Search by name</source>
        <translation>Nach Namen suchen</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Enhancers</source>
        <translation>Monsterverstärker</translation>
    </message>
    <message>
        <source>One-shots</source>
        <translation>Einmal-Gegenstände</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <source>Rides</source>
        <translation>Reittiere</translation>
    </message>
    <message>
        <source>Hirelings</source>
        <translation>Gefolgsleute</translation>
    </message>
    <message>
        <source>Curses</source>
        <translation>Flüche</translation>
    </message>
    <message>
        <source>Export a card pack…</source>
        <translation>Kartenpaket exportieren…</translation>
    </message>
    <message>
        <source>Import a card pack…</source>
        <translation>Kartenpaket importieren…</translation>
    </message>
    <message>
        <source>No remembered card matches.</source>
        <translation>Keine bekannte Karte passt.</translation>
    </message>
    <message>
        <source>No card remembered yet: the library learns each card a fight or a move records.</source>
        <translation>Noch keine Karte bekannt: Die Bibliothek lernt jede Karte, die in einem Kampf oder Spielzug eingetragen wird.</translation>
    </message>
    <message>
        <source>Bad Stuff: %1</source>
        <translation>Schlimme Dinge: %1</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Correct the card</source>
        <translation>Karte korrigieren</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Combat bonus</source>
        <translation>Kampfbonus</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Treasures</source>
        <translation>Schätze</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Goldstücke</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Körperteil</translation>
    </message>
    <message>
        <source>Headgear</source>
        <translation>Kopfbedeckung</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>Footgear</source>
        <translation>Schuhwerk</translation>
    </message>
    <message>
        <source>1 Hand</source>
        <translation>1 Hand</translation>
    </message>
    <message>
        <source>2 Hands</source>
        <translation>2 Hände</translation>
    </message>
    <message>
        <source>No slot</source>
        <translation>Kein Körperteil</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Only for</source>
        <translation>Nur für</translation>
    </message>
    <message>
        <source>Not for</source>
        <translation>Nicht für</translation>
    </message>
    <message>
        <source>Bad Stuff</source>
        <translation>Schlimme Dinge</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Forget this card?</source>
        <translation>Diese Karte vergessen?</translation>
    </message>
    <message>
        <source>“%1” will no longer be suggested. A fight or a move that names it again teaches it anew.</source>
        <translation>„%1“ wird nicht mehr vorgeschlagen. Nennt ein Kampf oder Spielzug die Karte wieder, lernt die Bibliothek sie neu.</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Export the card library</source>
        <translation>Kartenbibliothek exportieren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Card packs (*.json)</source>
        <translation>Kartenpakete (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import a card pack</source>
        <translation>Kartenpaket importieren</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message numerus="yes">
        <source>%1 · played %n time(s)</source>
        <translation>
            <numerusform>%1 · %n-mal gespielt</numerusform>
            <numerusform>%1 · %n-mal gespielt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CharityDialog</name>
    <message>
        <source>Charity</source>
        <translation>Milde Gabe</translation>
    </message>
    <message>
        <source>%1, count the cards in your hand.</source>
        <translation>%1, zähl die Karten auf deiner Hand.</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Handkarten</translation>
    </message>
    <message>
        <source>If the cards do not split evenly, who gets the bigger share? (optional)</source>
        <translation>Wenn die Karten nicht glatt aufgehen: Wer bekommt den größeren Anteil? (optional)</translation>
    </message>
    <message>
        <source>The referee&apos;s split (nothing applied yet):</source>
        <translation>Aufteilung laut Schiedsrichter (noch nichts angewendet):</translation>
    </message>
    <message>
        <source>Refused — nothing will be applied:</source>
        <translation>Abgelehnt – es wird nichts angewendet:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
</context>
<context>
    <name>ChartPage</name>
    <message>
        <source>Levels</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>This game has no levels to chart.</source>
        <translation>Dieses Spiel hat keine Stufen für ein Diagramm.</translation>
    </message>
    <message>
        <source>No game is open: its levels appear here.</source>
        <translation>Kein Spiel geöffnet: Hier erscheinen seine Stufen.</translation>
    </message>
</context>
<context>
    <name>CombatBadStuff</name>
    <message>
        <source>Bad Stuff and death</source>
        <translation>Schlimme Dinge und Tod</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Levels lost</source>
        <translation>Verlorene Stufen</translation>
    </message>
    <message>
        <source>Death</source>
        <translation>Tod</translation>
    </message>
    <message>
        <source>Items lost, comma separated</source>
        <translation>Verlorene Gegenstände, durch Komma getrennt</translation>
    </message>
    <message>
        <source>Apply Bad Stuff</source>
        <translation>Schlimme Dinge anwenden</translation>
    </message>
    <message>
        <source>%1 dies</source>
        <translation>%1 stirbt</translation>
    </message>
    <message>
        <source>Loot %1&apos;s body</source>
        <translation>Leiche von %1 plündern</translation>
    </message>
</context>
<context>
    <name>CombatCardForm</name>
    <message>
        <source>Card name (optional)</source>
        <translation>Kartenname (optional)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Play %1 now</source>
        <translation>%1 jetzt spielen</translation>
    </message>
    <message>
        <source>%1 %2, %3 T</source>
        <translation>%1 %2, Schätze %3</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Treasures</source>
        <translation>Schätze</translation>
    </message>
    <message>
        <source>%1: how many Treasures does it add?</source>
        <translation>%1: Wie viele Schätze kommen dazu?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>CombatCountdown</name>
    <message>
        <source>Anyone? The kill is final in %1&#xa0;s unless someone plays a card.</source>
        <translation>Noch jemand? In %1&#xa0;s ist das Monster besiegt, außer jemand spielt eine Karte.</translation>
    </message>
</context>
<context>
    <name>CombatDie</name>
    <message>
        <source>Die showing %1</source>
        <translation>Würfel zeigt %1</translation>
    </message>
    <message>
        <source>Die not rolled</source>
        <translation>Würfel nicht geworfen</translation>
    </message>
</context>
<context>
    <name>CombatLootDialog</name>
    <message>
        <source>Loot %1&apos;s body</source>
        <translation>Leiche von %1 plündern</translation>
    </message>
    <message>
        <source>Lay out %1&apos;s hand beside the cards in play. How many cards were in the hand?</source>
        <translation>Leg die Handkarten von %1 neben die Karten im Spiel. Wie viele Karten waren auf der Hand?</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Handkarten</translation>
    </message>
    <message>
        <source>Tie rolls: only players tied in Level roll; the referee&apos;s order below says who must.</source>
        <translation>Stechen: Nur Spieler mit gleicher Stufe würfeln; die Reihenfolge des Schiedsrichters unten zeigt, wer würfeln muss.</translation>
    </message>
    <message>
        <source>The looting order:</source>
        <translation>Reihenfolge beim Plündern:</translation>
    </message>
    <message>
        <source>The referee refuses this:</source>
        <translation>Der Schiedsrichter lehnt das ab:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Loot the body</source>
        <translation>Leiche plündern</translation>
    </message>
</context>
<context>
    <name>CombatMonsterForm</name>
    <message>
        <source>Fight it</source>
        <translation>Bekämpfen</translation>
    </message>
    <message>
        <source>Monster&apos;s name (optional)</source>
        <translation>Name des Monsters (optional)</translation>
    </message>
    <message>
        <source>Bad Stuff: %1</source>
        <translation>Schlimme Dinge: %1</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Treasures</source>
        <translation>Schätze</translation>
    </message>
    <message>
        <source>Levels it gives</source>
        <translation>Bringt Stufen</translation>
    </message>
    <message>
        <source>Tags: Undead, Goblin...</source>
        <translation>Merkmale: Untot, Goblin...</translation>
    </message>
    <message>
        <source>Joins by</source>
        <translation>Kommt dazu durch</translation>
    </message>
    <message>
        <source>Wandering Monster</source>
        <translation>Wanderndes Monster</translation>
    </message>
    <message>
        <source>Undead joining Undead</source>
        <translation>Untot zu Untoten</translation>
    </message>
    <message>
        <source>Goblin joining Goblins</source>
        <translation>Goblin zu Goblins</translation>
    </message>
    <message>
        <source>Demon joining Demons</source>
        <translation>Dämon zu Dämonen</translation>
    </message>
    <message>
        <source>Goth summoning</source>
        <translation>Goth-Beschwörung</translation>
    </message>
    <message>
        <source>Look for Trouble</source>
        <translation>Ärger suchen</translation>
    </message>
    <message>
        <source>From the door</source>
        <translation>Hinter der Tür</translation>
    </message>
</context>
<context>
    <name>CombatPage</name>
    <message>
        <source>Level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>gives %1</source>
        <translation>bringt %1</translation>
    </message>
    <message>
        <source>%1 goes up %2 and draws %3.</source>
        <translation>%1 steigt %2 auf und zieht %3.</translation>
    </message>
    <message>
        <source>%1 goes up %2.</source>
        <translation>%1 steigt %2 auf.</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>%1 kicks open the door: a monster!</source>
        <translation>%1 tritt die Tür ein: ein Monster!</translation>
    </message>
    <message>
        <source>Enter the monster card. The fighter is the player whose turn it is.</source>
        <translation>Gib die Monsterkarte ein. Kämpfer ist, wer am Zug ist.</translation>
    </message>
    <message>
        <source>Fight it</source>
        <translation>Bekämpfen</translation>
    </message>
    <message>
        <source>Hide Bad Stuff</source>
        <translation>Schlimme Dinge ausblenden</translation>
    </message>
    <message>
        <source>Bad Stuff or a death without a fight…</source>
        <translation>Schlimme Dinge oder Tod ohne Kampf…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>%1 fights (Level %2). Ability bonus:</source>
        <translation>%1 kämpft (Stufe %2). Fähigkeitsbonus:</translation>
    </message>
    <message>
        <source>%1 helps (Level %2). Ability bonus:</source>
        <translation>%1 hilft (Stufe %2). Fähigkeitsbonus:</translation>
    </message>
    <message>
        <source>%1 helps</source>
        <translation>%1 hilft</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Ausschalten</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>A one-shot for the players</source>
        <translation>Einmal-Gegenstand für die Spieler</translation>
    </message>
    <message>
        <source>One-shot</source>
        <translation>Einmal-Gegenstand</translation>
    </message>
    <message>
        <source>An Enhancer on a monster</source>
        <translation>Monsterverstärker auf ein Monster</translation>
    </message>
    <message>
        <source>Enhancer</source>
        <translation>Monsterverstärker</translation>
    </message>
    <message>
        <source>A one-shot for the monsters</source>
        <translation>Einmal-Gegenstand für die Monster</translation>
    </message>
    <message>
        <source>No other monster</source>
        <translation>Kein weiteres Monster</translation>
    </message>
    <message>
        <source>Another monster joins…</source>
        <translation>Ein weiteres Monster kommt dazu…</translation>
    </message>
    <message>
        <source>It joins the fight</source>
        <translation>Zum Kampf hinzufügen</translation>
    </message>
    <message>
        <source>Still to record: the Bad Stuff of %1.</source>
        <translation>Noch einzutragen: die Schlimmen Dinge von %1.</translation>
    </message>
    <message>
        <source>Still to loot: the body of %1.</source>
        <translation>Noch zu plündern: die Leiche von %1.</translation>
    </message>
    <message>
        <source>Everyone caught has had their Bad Stuff.</source>
        <translation>Alle Erwischten haben ihre Schlimmen Dinge abbekommen.</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Zurück zum Tisch</translation>
    </message>
    <message numerus="yes">
        <source>%n Treasure(s)</source>
        <translation>
            <numerusform>%n Schatz</numerusform>
            <numerusform>%n Schätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n Stufe</numerusform>
            <numerusform>%n Stufen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 Treasure)</source>
        <translation>%1 (Schätze %2)</translation>
    </message>
</context>
<context>
    <name>CombatRunAway</name>
    <message>
        <source>Run away! Roll for every runner and monster. Whoever is caught gets the monster&apos;s Bad Stuff next.</source>
        <translation>Weglaufen! Würfle für jeden Fliehenden und jedes Monster. Wer erwischt wird, bekommt danach die Schlimmen Dinge des Monsters.</translation>
    </message>
    <message>
        <source>The dice</source>
        <translation>Die Würfel</translation>
    </message>
    <message>
        <source>No die to roll: the referee asks for none.</source>
        <translation>Kein Wurf nötig: Der Schiedsrichter verlangt keinen.</translation>
    </message>
    <message>
        <source>%1 runs from %2</source>
        <translation>%1 flieht vor %2</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>The die shows %1</source>
        <translation>Der Würfel zeigt %1</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>Sacrifice a Ride to escape everything</source>
        <translation>Ein Reittier opfern, um allem zu entkommen</translation>
    </message>
    <message>
        <source>%1 escapes on the Ride too</source>
        <translation>%1 entkommt auch auf dem Reittier</translation>
    </message>
    <message>
        <source>Waiting for every die.</source>
        <translation>Es fehlen noch Würfe.</translation>
    </message>
    <message>
        <source>The referee&apos;s reading of the dice:</source>
        <translation>Auswertung der Würfe durch den Schiedsrichter:</translation>
    </message>
    <message>
        <source>The referee refuses these rolls:</source>
        <translation>Der Schiedsrichter lehnt diese Würfe ab:</translation>
    </message>
    <message>
        <source>Record the run-away</source>
        <translation>Weglaufen eintragen</translation>
    </message>
</context>
<context>
    <name>CombatSettle</name>
    <message>
        <source>Bad Stuff for whoever was caught</source>
        <translation>Schlimme Dinge für alle Erwischten</translation>
    </message>
    <message>
        <source>%1 was caught by %2.</source>
        <translation>%1 wurde von %2 erwischt.</translation>
    </message>
    <message>
        <source>Bad Stuff of %1: %2</source>
        <translation>Schlimme Dinge von %1: %2</translation>
    </message>
    <message>
        <source>The card library has no Bad Stuff for %1: read it from the card.</source>
        <translation>Die Kartenbibliothek kennt keine Schlimmen Dinge für %1: Lies sie auf der Karte nach.</translation>
    </message>
    <message>
        <source>Levels lost</source>
        <translation>Verlorene Stufen</translation>
    </message>
    <message>
        <source>Death</source>
        <translation>Tod</translation>
    </message>
    <message>
        <source>Items lost, comma separated</source>
        <translation>Verlorene Gegenstände, durch Komma getrennt</translation>
    </message>
    <message>
        <source>No Bad Stuff</source>
        <translation>Keine Schlimmen Dinge</translation>
    </message>
    <message>
        <source>Record the Bad Stuff</source>
        <translation>Schlimme Dinge eintragen</translation>
    </message>
    <message>
        <source>%1&apos;s Bad Stuff is recorded.</source>
        <translation>Die Schlimmen Dinge von %1 sind eingetragen.</translation>
    </message>
    <message>
        <source>%1 is dead: the others loot the body, highest Level first.</source>
        <translation>%1 ist tot: Die anderen plündern die Leiche, höchste Stufe zuerst.</translation>
    </message>
    <message>
        <source>%1 is dead, and the body has been looted.</source>
        <translation>%1 ist tot, und die Leiche wurde geplündert.</translation>
    </message>
    <message>
        <source>Loot %1&apos;s body</source>
        <translation>Leiche von %1 plündern</translation>
    </message>
</context>
<context>
    <name>CombatStepper</name>
    <message>
        <source>Less %1</source>
        <translation>%1 verringern</translation>
    </message>
    <message>
        <source>More %1</source>
        <translation>%1 erhöhen</translation>
    </message>
</context>
<context>
    <name>CombatSummary</name>
    <message>
        <source>%1: strength %2</source>
        <translation>%1: Kampfstärke %2</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>The referee cannot judge this fight yet</source>
        <translation>Der Schiedsrichter kann diesen Kampf noch nicht beurteilen</translation>
    </message>
    <message>
        <source>The fight is lost: run away!</source>
        <translation>Der Kampf ist verloren: Lauf weg!</translation>
    </message>
    <message>
        <source>The players would win, %1 to %2</source>
        <translation>Die Spieler würden gewinnen, %1 zu %2</translation>
    </message>
    <message>
        <source>The monsters would win, %1 to %2</source>
        <translation>Die Monster würden gewinnen, %1 zu %2</translation>
    </message>
    <message>
        <source>A card was played: the claim is off. Claim again when nobody plays.</source>
        <translation>Eine Karte wurde gespielt: Die Meldung gilt nicht. Melde den Sieg erneut, wenn niemand mehr spielt.</translation>
    </message>
    <message>
        <source>Claim the kill</source>
        <translation>Sieg melden</translation>
    </message>
    <message>
        <source>Wait! Someone plays a card</source>
        <translation>Halt! Jemand spielt eine Karte</translation>
    </message>
    <message>
        <source>Resolve: run away</source>
        <translation>Weiter: Weglaufen</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
</context>
<context>
    <name>DbErrors</name>
    <message>
        <source>is not a field of a %1 card (its fields: %2)</source>
        <translation>ist kein Feld einer Karte vom Typ %1 (ihre Felder: %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Munchkin edition (deluxe, cthulhu, nightmare, pathfinder)</source>
        <translation>„%1“ ist keine Munchkin-Edition (deluxe, cthulhu, nightmare, pathfinder)</translation>
    </message>
    <message>
        <source>must be at most %1 characters long, got %2</source>
        <translation>darf höchstens %1 Zeichen lang sein, hat aber %2</translation>
    </message>
    <message>
        <source>only a monster card has Bad Stuff</source>
        <translation>nur eine Monsterkarte hat Schlimme Dinge</translation>
    </message>
    <message>
        <source>is required: the card&apos;s numbers, an object</source>
        <translation>ist erforderlich: die Werte der Karte, ein Objekt</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;, got &quot;%2&quot;: this is not an Arbiter card pack</source>
        <translation>muss „%1“ sein, ist aber „%2“: Das ist kein Arbiter-Kartenpaket</translation>
    </message>
    <message>
        <source>card pack version %1 is not one this Arbiter reads (it reads %2): update Arbiter to import it</source>
        <translation>Kartenpaket-Version %1 kann diese Arbiter-Version nicht lesen (sie liest %2): Aktualisiere Arbiter, um das Paket zu importieren</translation>
    </message>
    <message>
        <source>is required: an array of cards</source>
        <translation>ist erforderlich: ein Array von Karten</translation>
    </message>
    <message>
        <source>holds %1 cards; a pack holds at most %2</source>
        <translation>enthält %1 Karten; ein Paket enthält höchstens %2</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (%2, %3) is in the pack twice: cards[%4] too</source>
        <translation>„%1“ (%2, %3) ist doppelt im Paket: auch cards[%4]</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at offset %2</source>
        <translation>kein gültiges JSON: %1 an Position %2</translation>
    </message>
    <message>
        <source>not a card pack: a card pack is a JSON object</source>
        <translation>kein Kartenpaket: Ein Kartenpaket ist ein JSON-Objekt</translation>
    </message>
    <message>
        <source>a Munchkin Panic game has the edition &quot;panic&quot; or none</source>
        <translation>ein Munchkin-Panic-Spiel hat die Edition „panic“ oder keine</translation>
    </message>
    <message>
        <source>unknown edition &quot;%1&quot;; the editions are %2</source>
        <translation>unbekannte Edition „%1“; verfügbar sind %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a colour written #rrggbb</source>
        <translation>„%1“ ist keine Farbe im Format #rrggbb</translation>
    </message>
    <message>
        <source>there must be one seat per player</source>
        <translation>es muss genau einen Platz pro Spieler geben</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>a panic-set-hand action needs castleCards, treasure or both</source>
        <translation>eine panic-set-hand-Aktion braucht castleCards, treasure oder beides</translation>
    </message>
    <message>
        <source>only a sacrificed Ride can leave the helper behind</source>
        <translation>nur mit einem geopferten Reittier kann der Helfer zurückbleiben</translation>
    </message>
    <message>
        <source>format %1 was written by a newer Arbiter; this one reads up to format %2</source>
        <translation>Format %1 stammt von einer neueren Arbiter-Version; diese liest bis Format %2</translation>
    </message>
    <message>
        <source>format %1 does not exist: formats start at 1</source>
        <translation>Format %1 gibt es nicht: Formate beginnen bei 1</translation>
    </message>
    <message>
        <source>unknown ring &quot;%1&quot;; the rings are forest, archer, knight, swordsman, castle</source>
        <translation>unbekannter Ring „%1“; verfügbar sind forest, archer, knight, swordsman, castle</translation>
    </message>
    <message>
        <source>unknown phase &quot;%1&quot;; the phases are %2</source>
        <translation>unbekannte Phase „%1“; verfügbar sind %2</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>ein String</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>must be an integer from %1 to %2, got %3</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein, ist aber %3</translation>
    </message>
    <message>
        <source>is required: an integer from %1 to %2</source>
        <translation>ist erforderlich: eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>must be true or false, got %1</source>
        <translation>muss true oder false sein, ist aber %1</translation>
    </message>
    <message>
        <source>is required: a string</source>
        <translation>ist erforderlich: ein String</translation>
    </message>
    <message>
        <source>must be a string, got %1</source>
        <translation>muss ein String sein, ist aber %1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>must be an array of strings, got %1</source>
        <translation>muss ein Array von Strings sein, ist aber %1</translation>
    </message>
    <message>
        <source>must have at most %1 entries, got %2</source>
        <translation>darf höchstens %1 Einträge haben, hat aber %2</translation>
    </message>
    <message>
        <source>must be at most %1 characters long</source>
        <translation>darf höchstens %1 Zeichen lang sein</translation>
    </message>
    <message>
        <source>must be an array of integers, got %1</source>
        <translation>muss ein Array ganzer Zahlen sein, ist aber %1</translation>
    </message>
    <message>
        <source>is required: an object</source>
        <translation>ist erforderlich: ein Objekt</translation>
    </message>
    <message>
        <source>must be an object, got %1</source>
        <translation>muss ein Objekt sein, ist aber %1</translation>
    </message>
    <message>
        <source>is required: an array of objects</source>
        <translation>ist erforderlich: ein Array von Objekten</translation>
    </message>
    <message>
        <source>must be an array of objects, got %1</source>
        <translation>muss ein Array von Objekten sein, ist aber %1</translation>
    </message>
    <message>
        <source>must have at least 1 entry</source>
        <translation>muss mindestens 1 Eintrag haben</translation>
    </message>
    <message>
        <source>must have at least %1 entries</source>
        <translation>muss mindestens %1 Einträge haben</translation>
    </message>
    <message>
        <source>is required: one of %1</source>
        <translation>ist erforderlich: einer der Werte %1</translation>
    </message>
    <message>
        <source>must be one of %1, got %2</source>
        <translation>muss einer der Werte %1 sein, ist aber %2</translation>
    </message>
    <message>
        <source>unknown field, ignored</source>
        <translation>unbekanntes Feld, ignoriert</translation>
    </message>
    <message>
        <source>must name exactly one of race, class, faction, citizenship or sex, got %1</source>
        <translation>muss genau eines von race, class, faction, citizenship oder sex angeben, angegeben sind %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names another player too: names must be unique</source>
        <translation>„%1“ ist auch der Name eines anderen Spielers: Namen müssen eindeutig sein</translation>
    </message>
    <message>
        <source>the referee refused it</source>
        <translation>der Schiedsrichter hat es abgelehnt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a referee&apos;s reason, then its rule id</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>a Hit card</source>
        <translation>eine Trefferkarte</translation>
    </message>
    <message>
        <source>a Weapon</source>
        <translation>eine Waffe</translation>
    </message>
    <message>
        <source>a Potion</source>
        <translation>ein Trank</translation>
    </message>
    <message>
        <source>a Special</source>
        <translation>eine Spezialkarte</translation>
    </message>
    <message>
        <source>a Monster Enhancer</source>
        <translation>ein Monsterverstärker</translation>
    </message>
    <message>
        <source>a Treasure card</source>
        <translation>eine Schatzkarte</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, not %3</source>
        <translation>„%1“ ist %2, nicht %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card of Munchkin Panic; names are as printed on the card</source>
        <translation>„%1“ ist keine Karte von Munchkin Panic; gib den Namen so an, wie er auf der Karte steht</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card of Munchkin Panic; names are as printed on the card, e.g. &quot;%2&quot;</source>
        <translation>„%1“ ist keine Karte von Munchkin Panic; gib den Namen so an, wie er auf der Karte steht, z. B. „%2“</translation>
    </message>
    <message>
        <source>unknown variant &quot;%1&quot;; the variants are %2</source>
        <translation>unbekannte Variante „%1“; verfügbar sind %2</translation>
    </message>
    <message>
        <source>unknown house rule &quot;%1&quot;; the house rules are &quot;%2&quot;</source>
        <translation>unbekannte Hausregel „%1“; verfügbar sind „%2“</translation>
    </message>
    <message>
        <source>arc %1 is listed under &quot;%2&quot; already: each arc has one colour</source>
        <translation>Bogen %1 steht schon unter „%2“: Jeder Bogen hat genau eine Farbe</translation>
    </message>
    <message>
        <source>arc %1 has no colour: list each arc from 1 to 6 once under red, green and blue</source>
        <translation>Bogen %1 hat keine Farbe: Führe jeden Bogen von 1 bis 6 genau einmal unter red, green oder blue auf</translation>
    </message>
    <message>
        <source>arc %1 is listed twice: there is one %2 space in each arc</source>
        <translation>Bogen %1 ist doppelt aufgeführt: Jeder Bogen hat nur einen %2-Platz</translation>
    </message>
    <message>
        <source>at most %1 Fortify tokens are in play, got %2</source>
        <translation>es sind höchstens %1 Verstärkungsplättchen im Spiel, angegeben sind %2</translation>
    </message>
    <message>
        <source>arc %1 has no standing Wall for a Fortify token (see walls)</source>
        <translation>Bogen %1 hat keine stehende Mauer für ein Verstärkungsplättchen (siehe walls)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the id of another Monster too: ids must be unique</source>
        <translation>„%1“ ist auch die ID eines anderen Monsters: IDs müssen eindeutig sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Monster token of Munchkin Panic; names are as printed on the token, e.g. &quot;Net Troll&quot;</source>
        <translation>„%1“ ist kein Monsterplättchen von Munchkin Panic; gib den Namen so an, wie er auf dem Plättchen steht, z. B. „Net Troll“</translation>
    </message>
    <message>
        <source>%1 has %2 points printed on the token, got %3</source>
        <translation>%1 hat %2 Punkte auf dem Plättchen, angegeben sind %3</translation>
    </message>
    <message>
        <source>%1 has at most %2 health (%3 points on the token, %4 added by Monster Enhancers: see enhancement), got %5</source>
        <translation>%1 hat höchstens %2 Lebenspunkte (%3 Punkte auf dem Plättchen, %4 durch Monsterverstärker: siehe enhancement), angegeben sind %5</translation>
    </message>
    <message>
        <source>is &quot;%1&quot; but options.mode is &quot;%2&quot;: give the mode once</source>
        <translation>ist „%1“, aber options.mode ist „%2“: Gib den Modus nur einmal an</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mauer</translation>
    </message>
    <message>
        <source>Fortify token</source>
        <translation>Verstärkungsplättchen</translation>
    </message>
    <message>
        <source>is not a board that could stand on the table: %1</source>
        <translation>ist kein Spielplan, der so auf dem Tisch liegen könnte: %1</translation>
    </message>
    <message>
        <source>is not a structure: the keys are &quot;wall:&lt;arc&gt;&quot; and &quot;tower:&lt;arc&gt;&quot; with an arc from 1 to 6</source>
        <translation>ist kein Bauwerk: Die Schlüssel sind „wall:&lt;arc&gt;“ und „tower:&lt;arc&gt;“ mit einem Bogen von 1 bis 6</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a field&apos;s path, then what is wrong with it</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 has a damaged card: %2 %3</source>
        <translation>%1 hat eine beschädigte Karte: %2 %3</translation>
    </message>
    <message>
        <source>%1 has no card %2.</source>
        <translation>%1 hat keine Karte %2.</translation>
    </message>
    <message>
        <source>%1 was opened for reading only, so it cannot be changed.</source>
        <translation>%1 wurde nur zum Lesen geöffnet und kann daher nicht geändert werden.</translation>
    </message>
    <message>
        <source>%1 is older than the card library (file format %2).</source>
        <translation>%1 ist älter als die Kartenbibliothek (Dateiformat %2).</translation>
    </message>
    <message>
        <source>The library already has a %1 called “%2” for %3: forget one of them first.</source>
        <translation>Die Bibliothek hat schon eine Karte vom Typ %1 namens „%2“ für %3: Vergiss zuerst eine der beiden.</translation>
    </message>
    <message>
        <source>The card pack is %1.</source>
        <translation>Das Kartenpaket ist %1.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>%1 is not an Arbiter game log: it is not an SQLite database at all.</source>
        <translation>%1 ist kein Arbiter-Spielprotokoll: Es ist überhaupt keine SQLite-Datenbank.</translation>
    </message>
    <message>
        <source>%1 is another program&apos;s SQLite file, not an Arbiter game log.</source>
        <translation>%1 ist die SQLite-Datei eines anderen Programms, kein Arbiter-Spielprotokoll.</translation>
    </message>
    <message>
        <source>%1 was written by a newer Arbiter (file format %2; this one reads up to %3): update Arbiter to open it.</source>
        <translation>%1 wurde von einer neueren Arbiter-Version geschrieben (Dateiformat %2; diese liest bis %3): Aktualisiere Arbiter, um es zu öffnen.</translation>
    </message>
    <message>
        <source>%1 is damaged: its file format number (%2) is impossible.</source>
        <translation>%1 ist beschädigt: Die Nummer des Dateiformats (%2) ist unmöglich.</translation>
    </message>
    <message>
        <source>%1 is damaged: its header gives an impossible page size (%2).</source>
        <translation>%1 ist beschädigt: Der Dateikopf gibt eine unmögliche Seitengröße an (%2).</translation>
    </message>
    <message>
        <source>%1 is damaged: it is truncated (%2 bytes, where its header says %3).</source>
        <translation>%1 ist beschädigt: Die Datei ist abgeschnitten (%2 Bytes, laut Dateikopf %3).</translation>
    </message>
    <message>
        <source>%1 cannot be written: the file is read-only.</source>
        <translation>%1 kann nicht geschrieben werden: Die Datei ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>%1 cannot be written: its folder %2 is read-only.</source>
        <translation>%1 kann nicht geschrieben werden: Der Ordner %2 ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>%1 cannot be used: the disk holding its folder %2 is full. Nothing was lost: free some space there and try again.</source>
        <translation>%1 kann nicht verwendet werden: Das Laufwerk mit dem Ordner %2 ist voll. Es ging nichts verloren: Schaffe dort Platz und versuch es noch einmal.</translation>
    </message>
    <message>
        <source>%1 cannot be used: the disk holding its folder %2 is full (%3 KiB free). Nothing was lost: free some space there and try again.</source>
        <translation>%1 kann nicht verwendet werden: Das Laufwerk mit dem Ordner %2 ist voll (%3 KiB frei). Es ging nichts verloren: Schaffe dort Platz und versuch es noch einmal.</translation>
    </message>
    <message>
        <source>%1 cannot be created: %2.</source>
        <translation>%1 kann nicht angelegt werden: %2.</translation>
    </message>
    <message>
        <source>The setup is refused: %1</source>
        <translation>Der Spielaufbau wird abgelehnt: %1</translation>
    </message>
    <message>
        <source>The setup of game %1 in %2 cannot be read (%3).</source>
        <translation>Der Spielaufbau von Spiel %1 in %2 kann nicht gelesen werden (%3).</translation>
    </message>
    <message>
        <source>%1 holds no game yet.</source>
        <translation>%1 enthält noch kein Spiel.</translation>
    </message>
    <message>
        <source>Action %1 of game %2 in %3 cannot be replayed: %4</source>
        <translation>Aktion %1 von Spiel %2 in %3 lässt sich nicht nachspielen: %4</translation>
    </message>
    <message>
        <source>its line from the start is broken.</source>
        <translation>der Strang vom Anfang bis zu ihr ist unterbrochen.</translation>
    </message>
    <message>
        <source>the head cursor is not on the line to the tip.</source>
        <translation>der Zeiger head steht nicht auf dem Strang zu tip.</translation>
    </message>
    <message>
        <source>Game %1 in %2 is damaged: Game %1, action %3, parent: the file&apos;s index of where the line jumps (actions_branches) disagrees with the rows; nothing was replayed.</source>
        <translation>Spiel %1 in %2 ist beschädigt: Spiel %1, Aktion %3, parent: Der Index der Datei, wo der Strang springt (actions_branches), passt nicht zu den Zeilen; es wurde nichts nachgespielt.</translation>
    </message>
    <message>
        <source>the index actions_branches disagrees with the rows.</source>
        <translation>der Index actions_branches passt nicht zu den Zeilen.</translation>
    </message>
    <message>
        <source>its row is missing.</source>
        <translation>ihre Zeile fehlt.</translation>
    </message>
    <message>
        <source>it cannot be read.</source>
        <translation>sie kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>the referee refuses it now: %1</source>
        <translation>der Schiedsrichter lehnt sie jetzt ab: %1</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>Action %1 is not on the current line of game %2: only its actions can be undone or redone to.</source>
        <translation>Aktion %1 liegt nicht auf dem aktuellen Strang von Spiel %2: Nur dessen Aktionen lassen sich als Ziel für Rückgängig oder Wiederholen wählen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an ISO 8601 date and time</source>
        <translation>„%1“ ist kein Datum mit Uhrzeit nach ISO 8601</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an Arbiter game export (expected &quot;%2&quot;)</source>
        <translation>„%1“ ist kein Arbiter-Spielexport (erwartet: „%2“)</translation>
    </message>
    <message>
        <source>version %1 was written by a newer Arbiter; this one reads up to version %2</source>
        <translation>Version %1 stammt von einer neueren Arbiter-Version; diese liest bis Version %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a UUID</source>
        <translation>„%1“ ist keine UUID</translation>
    </message>
    <message>
        <source>actions must come in increasing seq order</source>
        <translation>Aktionen müssen nach aufsteigender seq geordnet sein</translation>
    </message>
    <message>
        <source>%1 is not the seq of an earlier action</source>
        <translation>%1 ist nicht die seq einer früheren Aktion</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not match the action&apos;s own kind</source>
        <translation>„%1“ passt nicht zum tatsächlichen Typ der Aktion</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>why an action is refused, then the referee&apos;s reason</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>SQLite&apos;s integrity check failed: %1</source>
        <translation>Die Integritätsprüfung von SQLite ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The state at head differs from a full replay.</source>
        <translation>Der Zustand bei head weicht von einem vollständigen Nachspielen ab.</translation>
    </message>
    <message>
        <source>it cannot be read: %1</source>
        <translation>sie kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the referee refuses it: %1</source>
        <translation>der Schiedsrichter lehnt sie ab: %1</translation>
    </message>
    <message>
        <source>the setup cannot be read, so no action was replayed: %1</source>
        <translation>der Spielaufbau kann nicht gelesen werden, daher wurde keine Aktion nachgespielt: %1</translation>
    </message>
    <message>
        <source>a snapshot of an action the game does not have.</source>
        <translation>ein Snapshot einer Aktion, die es im Spiel nicht gibt.</translation>
    </message>
    <message numerus="yes">
        <source>%n later action(s) follow it and were not replayed.</source>
        <translation>
            <numerusform>%n spätere Aktion folgt darauf und wurde nicht nachgespielt.</numerusform>
            <numerusform>%n spätere Aktionen folgen darauf und wurden nicht nachgespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>the row says “%1” but its payload is “%2”.</source>
        <translation>die Zeile nennt „%1“, ihr Inhalt aber „%2“.</translation>
    </message>
    <message>
        <source>the stored ruling (%1) is not the referee&apos;s (%2).</source>
        <translation>die gespeicherte Entscheidung (%1) ist nicht die des Schiedsrichters (%2).</translation>
    </message>
    <message>
        <source>the stored dice %1 are not the action&apos;s %2.</source>
        <translation>die gespeicherten Würfel %1 stimmen nicht mit denen der Aktion überein (%2).</translation>
    </message>
    <message>
        <source>the snapshot&apos;s checksum does not match its state. It is ignored: the game opens by replay.</source>
        <translation>die Prüfsumme des Snapshots passt nicht zu seinem Zustand. Er wird ignoriert: Das Spiel wird durch Nachspielen geöffnet.</translation>
    </message>
    <message>
        <source>the snapshot cannot be read. It is ignored: the game opens by replay.</source>
        <translation>der Snapshot kann nicht gelesen werden. Er wird ignoriert: Das Spiel wird durch Nachspielen geöffnet.</translation>
    </message>
    <message>
        <source>the snapshot&apos;s state differs from replay. It is ignored: the game opens by replay.</source>
        <translation>der Zustand des Snapshots weicht vom Nachspielen ab. Er wird ignoriert: Das Spiel wird durch Nachspielen geöffnet.</translation>
    </message>
    <message>
        <source>the snapshot is not the one the chain recorded with the action. It is ignored: the game opens by replay.</source>
        <translation>der Snapshot ist nicht der, den die Kette mit der Aktion aufgezeichnet hat. Er wird ignoriert: Das Spiel wird durch Nachspielen geöffnet.</translation>
    </message>
    <message>
        <source>The setup of game %1 cannot be read (%2), so no state can be replayed.</source>
        <translation>Der Spielaufbau von Spiel %1 kann nicht gelesen werden (%2), daher lässt sich kein Zustand nachspielen.</translation>
    </message>
    <message>
        <source>this action&apos;s row is missing.</source>
        <translation>die Zeile dieser Aktion fehlt.</translation>
    </message>
    <message>
        <source>the rows of actions %1 to %2 are missing.</source>
        <translation>die Zeilen der Aktionen %1 bis %2 fehlen.</translation>
    </message>
    <message>
        <source>it follows action %1, which the game does not have.</source>
        <translation>sie folgt auf Aktion %1, die es im Spiel nicht gibt.</translation>
    </message>
    <message>
        <source>the row no longer matches the hash written with it: its kind, payload, dice, verdict, time or place in the game changed afterwards.</source>
        <translation>die Zeile passt nicht mehr zu dem Hash, der mit ihr geschrieben wurde: Art, Inhalt, Würfel, Urteil, Zeitpunkt oder Stelle im Spiel wurden nachträglich geändert.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor does not match its setup: the setup changed, or its actions were removed.</source>
        <translation>der Anker des Spiels passt nicht zu seinem Spielaufbau: Der Spielaufbau wurde geändert oder seine Aktionen wurden entfernt.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor does not match its last action (%1): actions written after it were removed, or the game&apos;s row changed.</source>
        <translation>der Anker des Spiels passt nicht zu seiner letzten Aktion (%1): Danach geschriebene Aktionen wurden entfernt oder die Zeile des Spiels wurde geändert.</translation>
    </message>
    <message>
        <source>what the game&apos;s anchor was made of is not what the game has.</source>
        <translation>woraus der Anker des Spiels gebildet wurde, entspricht nicht dem, was das Spiel enthält.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor is empty.</source>
        <translation>der Anker des Spiels ist leer.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor does not match its row, cursors and actions.</source>
        <translation>der Anker des Spiels passt nicht zu seiner Zeile, seinen Zeigern und Aktionen.</translation>
    </message>
    <message>
        <source>what the game&apos;s anchor was made of does not read.</source>
        <translation>woraus der Anker des Spiels gebildet wurde, lässt sich nicht lesen.</translation>
    </message>
    <message>
        <source>%1 is “%2”, but the game&apos;s anchor was made with “%3”: it changed outside Arbiter.</source>
        <translation>%1 ist „%2“, aber der Anker des Spiels wurde mit „%3“ gebildet: Der Wert wurde außerhalb von Arbiter geändert.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor does not match its setup, row, cursors and actions: the anchor or the setup changed.</source>
        <translation>der Anker des Spiels passt nicht zu Spielaufbau, Zeile, Zeigern und Aktionen: Der Anker oder der Spielaufbau wurde geändert.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor recorded this action as the end of a line, and now another row follows it.</source>
        <translation>der Anker des Spiels hat diese Aktion als Ende eines Strangs aufgezeichnet, doch jetzt folgt ihr eine weitere Zeile.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor recorded this action, and its row is gone.</source>
        <translation>der Anker des Spiels hat diese Aktion aufgezeichnet, doch ihre Zeile ist verschwunden.</translation>
    </message>
    <message>
        <source>the row&apos;s hash is not the one the game&apos;s anchor recorded: the row was changed and its hash written again.</source>
        <translation>der Hash der Zeile ist nicht der, den der Anker des Spiels aufgezeichnet hat: Die Zeile wurde geändert und ihr Hash neu geschrieben.</translation>
    </message>
    <message>
        <source>the game&apos;s anchor did not record this action as the end of a line: rows after it were removed, or it was added.</source>
        <translation>der Anker des Spiels hat diese Aktion nicht als Ende eines Strangs aufgezeichnet: Zeilen danach wurden entfernt oder die Aktion wurde hinzugefügt.</translation>
    </message>
    <message>
        <source>head is action %1 while tip is the start.</source>
        <translation>head ist Aktion %1, während tip der Anfang ist.</translation>
    </message>
    <message>
        <source>tip is action %1, which the game does not have.</source>
        <translation>tip ist Aktion %1, die es im Spiel nicht gibt.</translation>
    </message>
    <message>
        <source>head (%1) is not on the line to tip (%2).</source>
        <translation>head (%1) liegt nicht auf dem Strang zu tip (%2).</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>Game %1, action %2</source>
        <translation>Spiel %1, Aktion %2</translation>
    </message>
    <message>
        <source>the rows changed while they were checked.</source>
        <translation>die Zeilen haben sich während der Prüfung geändert.</translation>
    </message>
    <message numerus="yes">
        <source>Game %1 in %2 is damaged: %3 (%n more problem(s): `arbiter-cli log verify` lists them)</source>
        <translation>
            <numerusform>Spiel %1 in %2 ist beschädigt: %3 (%n weiteres Problem: `arbiter-cli log verify` listet es auf)</numerusform>
            <numerusform>Spiel %1 in %2 ist beschädigt: %3 (%n weitere Probleme: `arbiter-cli log verify` listet sie auf)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1 in %2 is damaged: %3</source>
        <translation>Spiel %1 in %2 ist beschädigt: %3</translation>
    </message>
    <message>
        <source>%1 cannot be read: SQLite needs to create %2 beside it, and its folder %3 is read-only.</source>
        <translation>%1 kann nicht gelesen werden: SQLite muss daneben %2 anlegen, und der Ordner %3 ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>%1 is damaged: SQLite cannot read it (%2).</source>
        <translation>%1 ist beschädigt: SQLite kann die Datei nicht lesen (%2).</translation>
    </message>
    <message>
        <source>%1 is damaged: %2 committed transaction(s) in it, from frame %3 on, cannot be read, and SQLite would drop them on opening %4. Nothing was changed: keep both files as they are (copy them to ask for help); moving %1 aside opens the log without those actions.</source>
        <translation>%1 ist beschädigt: %2 abgeschlossene Transaktion(en) darin lassen sich ab Frame %3 nicht lesen, und SQLite würde sie beim Öffnen von %4 verwerfen. Es wurde nichts geändert: Lass beide Dateien, wie sie sind (kopiere sie, wenn du um Hilfe bittest); verschiebst du %1 woandershin, öffnet sich das Protokoll ohne diese Aktionen.</translation>
    </message>
    <message>
        <source>%1 is damaged: SQLite&apos;s check found %2</source>
        <translation>%1 ist beschädigt: Die Prüfung von SQLite meldet %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a game log.</source>
        <translation>%1 ist ein Ordner, kein Spielprotokoll.</translation>
    </message>
    <message>
        <source>%1 is empty: there is no game log in it.</source>
        <translation>%1 ist leer: Darin ist kein Spielprotokoll.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 cannot be created: its folder %2 does not exist.</source>
        <translation>%1 kann nicht angelegt werden: Der Ordner %2 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 holds no game log: it was left unfinished.</source>
        <translation>%1 enthält kein Spielprotokoll: Die Datei wurde nicht fertig angelegt.</translation>
    </message>
    <message>
        <source>%1 cannot be switched to write-ahead logging (it stays in %2 mode).</source>
        <translation>%1 lässt sich nicht auf Write-Ahead-Logging umstellen (die Datei bleibt im Modus %2).</translation>
    </message>
    <message>
        <source>%1 was not upgraded: its backup %2 could not be written (%3)</source>
        <translation>%1 wurde nicht aktualisiert: Die Sicherung %2 konnte nicht geschrieben werden (%3)</translation>
    </message>
    <message>
        <source>%1 is in use by another program; try again.</source>
        <translation>%1 wird von einem anderen Programm verwendet; versuch es noch einmal.</translation>
    </message>
    <message>
        <source>%1 is damaged: %2.</source>
        <translation>%1 ist beschädigt: %2.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>%1 refused the change: %2.</source>
        <translation>%1 hat die Änderung abgelehnt: %2.</translation>
    </message>
    <message>
        <source>%1: SQLite reported an error: %2.</source>
        <translation>%1: SQLite hat einen Fehler gemeldet: %2.</translation>
    </message>
    <message>
        <source>%1 has no game %2.</source>
        <translation>%1 enthält kein Spiel %2.</translation>
    </message>
    <message>
        <source>Game %1 in %2 has no action %3.</source>
        <translation>Spiel %1 in %2 hat keine Aktion %3.</translation>
    </message>
    <message>
        <source>A game needs a uuid to be written to %1.</source>
        <translation>Ein Spiel braucht eine UUID, um in %1 geschrieben zu werden.</translation>
    </message>
    <message>
        <source>The game “%1” (%2) is already in this file, %3.</source>
        <translation>Das Spiel „%1“ (%2) ist schon in dieser Datei, %3.</translation>
    </message>
    <message>
        <source>Game %1 in %2 was changed by another writer (head %3, tip %4; this one had read %5, %6).</source>
        <translation>Spiel %1 in %2 wurde zwischendurch von anderer Stelle geändert (head %3, tip %4; hier zuletzt gelesen: %5, %6).</translation>
    </message>
    <message>
        <source>Game %1 in %2 is damaged: its anchor does not match its rows and cursors; nothing was written (`arbiter-cli log verify` names the problem).</source>
        <translation>Spiel %1 in %2 ist beschädigt: Sein Anker passt nicht zu seinen Zeilen und Zeigern; es wurde nichts geschrieben (`arbiter-cli log verify` nennt das Problem).</translation>
    </message>
    <message>
        <source>the game&apos;s anchor does not match its rows and cursors.</source>
        <translation>der Anker des Spiels passt nicht zu seinen Zeilen und Zeigern.</translation>
    </message>
    <message>
        <source>Game %1 cannot move to action %2: it is not on the line from the start to %3.</source>
        <translation>Spiel %1 kann nicht zu Aktion %2 wechseln: Sie liegt nicht auf dem Strang vom Anfang bis %3.</translation>
    </message>
    <message>
        <source>Game %1 has no action %2.</source>
        <translation>Spiel %1 hat keine Aktion %2.</translation>
    </message>
    <message>
        <source>%1 is damaged: the line of game %2 to action %3 is broken at action %4.</source>
        <translation>%1 ist beschädigt: Der Strang von Spiel %2 bis Aktion %3 ist bei Aktion %4 unterbrochen.</translation>
    </message>
    <message>
        <source>Game %1 has no snapshot after action %2.</source>
        <translation>Spiel %1 hat keinen Snapshot nach Aktion %2.</translation>
    </message>
    <message>
        <source>A game&apos;s name must not be blank.</source>
        <translation>Der Name eines Spiels darf nicht leer sein.</translation>
    </message>
    <message>
        <source>The game “%1” cannot be imported: action numbers must be positive, not %2.</source>
        <translation>Das Spiel „%1“ kann nicht importiert werden: Aktionsnummern müssen positiv sein, nicht %2.</translation>
    </message>
    <message>
        <source>The game “%1” cannot be imported: action %2 appears twice.</source>
        <translation>Das Spiel „%1“ kann nicht importiert werden: Aktion %2 kommt doppelt vor.</translation>
    </message>
    <message>
        <source>The game “%1” cannot be imported: action %2 follows %3, which is not an earlier action.</source>
        <translation>Das Spiel „%1“ kann nicht importiert werden: Aktion %2 folgt auf %3, und das ist keine frühere Aktion.</translation>
    </message>
    <message>
        <source>The game “%1” cannot be imported: action %2 follows %3, which is not in the game.</source>
        <translation>Das Spiel „%1“ kann nicht importiert werden: Aktion %2 folgt auf %3, die nicht im Spiel ist.</translation>
    </message>
    <message>
        <source>The game “%1” cannot be imported: its tip %2 is not one of its actions.</source>
        <translation>Das Spiel „%1“ kann nicht importiert werden: Sein tip %2 ist keine seiner Aktionen.</translation>
    </message>
    <message>
        <source>The game “%1” cannot be imported: its head %2 is not on the line from the start to its tip %3.</source>
        <translation>Das Spiel „%1“ kann nicht importiert werden: Sein head %2 liegt nicht auf dem Strang vom Anfang bis zu seinem tip %3.</translation>
    </message>
    <message>
        <source>its parent %1 is not an earlier action</source>
        <translation>ihr parent %1 ist keine frühere Aktion</translation>
    </message>
    <message>
        <source>the referee refuses it</source>
        <translation>der Schiedsrichter lehnt sie ab</translation>
    </message>
</context>
<context>
    <name>DiceDialog</name>
    <message>
        <source>Roll a die</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Or enter a real die:</source>
        <translation>Oder gib einen echten Wurf ein:</translation>
    </message>
    <message>
        <source>A roll that is only shown is not recorded. Record it for a player when it decides something.</source>
        <translation>Ein Wurf, der nur angezeigt wird, wird nicht eingetragen. Trag ihn für einen Spieler ein, wenn er etwas entscheidet.</translation>
    </message>
    <message>
        <source>What for (optional)</source>
        <translation>Wofür (optional)</translation>
    </message>
    <message>
        <source>Record this roll (%1) for %2</source>
        <translation>Diesen Wurf (%1) für %2 eintragen</translation>
    </message>
    <message>
        <source>Record this roll</source>
        <translation>Diesen Wurf eintragen</translation>
    </message>
    <message>
        <source>Recorded: %1 rolled %2.</source>
        <translation>Eingetragen: %1 hat eine %2 gewürfelt.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>HistoryEntry</name>
    <message>
        <source>Redo to here</source>
        <translation>Bis hierhin wiederholen</translation>
    </message>
    <message>
        <source>Undo to here</source>
        <translation>Bis hierhin rückgängig</translation>
    </message>
    <message>
        <source>Hide the details</source>
        <translation>Details ausblenden</translation>
    </message>
    <message>
        <source>Show the details</source>
        <translation>Details anzeigen</translation>
    </message>
    <message>
        <source>latest in effect</source>
        <translation>aktueller Stand</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>rückgängig gemacht</translation>
    </message>
    <message>
        <source>abandoned: replaced by a later action</source>
        <translation>verworfen: durch eine spätere Aktion ersetzt</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>What it changed</source>
        <translation>Was sich geändert hat</translation>
    </message>
    <message>
        <source>Nothing the tracker shows changed.</source>
        <translation>Nichts, was angezeigt wird, hat sich geändert.</translation>
    </message>
    <message>
        <source>The referee&apos;s reasons</source>
        <translation>Die Begründung des Schiedsrichters</translation>
    </message>
    <message>
        <source>Dice: %1 · Recorded at %2 · action #%3 (%4)</source>
        <translation>Würfel: %1 · Eingetragen: %2 · Aktion #%3 (%4)</translation>
    </message>
    <message>
        <source>Recorded at %1 · action #%2 (%3)</source>
        <translation>Eingetragen: %1 · Aktion #%2 (%3)</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Rückgängig</translation>
    </message>
    <message>
        <source>Redo ↷</source>
        <translation>Wiederholen ↷</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Levels chart</source>
        <translation>Stufendiagramm</translation>
    </message>
    <message>
        <source>No action recorded yet. What the table does appears here, in order.</source>
        <translation>Noch keine Aktion eingetragen. Was die Runde tut, erscheint hier der Reihe nach.</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n Aktion</numerusform>
            <numerusform>%n Aktionen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomeGameRow</name>
    <message>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <source>Last played %1 · 1 action</source>
        <translation>Zuletzt gespielt: %1 · 1 Aktion</translation>
    </message>
    <message>
        <source>Last played %1 · %2 actions</source>
        <translation>Zuletzt gespielt: %1 · %2 Aktionen</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Actions for %1</source>
        <translation>Aktionen für %1</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n player(s)</source>
        <translation>
            <numerusform>%1 · %n Spieler</numerusform>
            <numerusform>%1 · %n Spieler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>This game could not be opened.</source>
        <translation>Dieses Spiel konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>game</source>
        <translation>spiel</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>The game log could not be opened — nothing will be saved</source>
        <translation>Das Spielprotokoll konnte nicht geöffnet werden – es wird nichts gespeichert</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Datei: %1</translation>
    </message>
    <message>
        <source>Last played %1</source>
        <translation>Zuletzt gespielt: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Continue ›</source>
        <translation>Weiter ›</translation>
    </message>
    <message>
        <source>+ New game</source>
        <translation>+ Neues Spiel</translation>
    </message>
    <message>
        <source>Import a game…</source>
        <translation>Spiel importieren…</translation>
    </message>
    <message>
        <source>No games yet. Start a new game: name the players and choose the edition, and Arbiter keeps the levels, checks every ruling and remembers every move.</source>
        <translation>Noch keine Spiele. Starte ein neues Spiel: Gib die Spieler ein und wähle die Edition – Arbiter führt die Stufen, prüft jede Entscheidung und merkt sich jeden Zug.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Rename the game</source>
        <translation>Spiel umbenennen</translation>
    </message>
    <message>
        <source>Name of the game</source>
        <translation>Name des Spiels</translation>
    </message>
    <message>
        <source>A game needs a name.</source>
        <translation>Ein Spiel braucht einen Namen.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Dieses Spiel löschen?</translation>
    </message>
    <message>
        <source>The game “%1” and its whole log will be removed from this device. This cannot be undone. Export it first to keep a copy.</source>
        <translation>Das Spiel „%1“ und sein gesamtes Protokoll werden von diesem Gerät entfernt. Das lässt sich nicht rückgängig machen. Exportiere es vorher, um eine Kopie zu behalten.</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Spiel exportieren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation>Spiele (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation>Spiel importieren</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
</context>
<context>
    <name>InvitePage</name>
    <message>
        <source>Invite players</source>
        <translation>Spieler einladen</translation>
    </message>
    <message>
        <source>Each player can follow the game on their own phone and enter their own changes, in the phone&apos;s browser: nothing to install, no internet needed. The tablet stays the referee.</source>
        <translation>Alle können das Spiel auf dem eigenen Handy im Browser verfolgen und ihre Änderungen selbst eingeben: keine Installation, kein Internet nötig. Das Tablet bleibt der Schiedsrichter.</translation>
    </message>
    <message>
        <source>Open a game first: the phones join the game the tablet shows.</source>
        <translation>Öffne zuerst ein Spiel: Die Handys treten dem Spiel bei, das das Tablet zeigt.</translation>
    </message>
    <message>
        <source>Open the invitation</source>
        <translation>Einladung öffnen</translation>
    </message>
    <message>
        <source>Scan the code with each player&apos;s phone, or type this address in the phone&apos;s browser:</source>
        <translation>Scanne den Code mit dem Handy jedes Spielers oder gib diese Adresse im Browser des Handys ein:</translation>
    </message>
    <message>
        <source>No Wi-Fi network found: connect the tablet to the table&apos;s Wi-Fi. Until then the address above works on this tablet only.</source>
        <translation>Kein Wi-Fi-Netz gefunden: Verbinde das Tablet mit dem Wi-Fi der Runde. Bis dahin funktioniert die Adresse oben nur auf diesem Tablet.</translation>
    </message>
    <message>
        <source>Phones connected: %1</source>
        <translation>Verbundene Handys: %1</translation>
    </message>
    <message>
        <source>When a phone cannot connect</source>
        <translation>Wenn sich ein Handy nicht verbinden kann</translation>
    </message>
    <message>
        <source>• The phone must be on the tablet&apos;s Wi-Fi, not on mobile data.</source>
        <translation>• Das Handy muss im Wi-Fi des Tablets sein, nicht im Mobilfunknetz.</translation>
    </message>
    <message>
        <source>• Not a guest network: those keep the devices on them apart.</source>
        <translation>• Kein Gastnetz: Dort sind die Geräte voneinander abgeschottet.</translation>
    </message>
    <message>
        <source>• No VPN on the phone or the tablet: it sends the traffic somewhere else.</source>
        <translation>• Kein VPN auf Handy oder Tablet: Es leitet den Datenverkehr woandershin.</translation>
    </message>
    <message>
        <source>• A firewall on the tablet must let port %1 in.</source>
        <translation>• Eine Firewall auf dem Tablet muss Port %1 durchlassen.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>A phone picks a free seat. “Show seat code” hands one seat out directly; “Take back” frees a seat and its phone can no longer act for it.</source>
        <translation>Ein Handy wählt einen freien Platz. „Platzcode zeigen“ vergibt einen Platz direkt; „Zurücknehmen“ gibt einen Platz frei, und sein Handy kann nicht mehr dafür handeln.</translation>
    </message>
    <message>
        <source>Close invitation</source>
        <translation>Einladung schließen</translation>
    </message>
    <message>
        <source>Closing stops the phones and forgets every seat: a new invitation has new codes.</source>
        <translation>Schließen trennt die Handys und vergisst alle Plätze: Eine neue Einladung hat neue Codes.</translation>
    </message>
    <message>
        <source>%1&apos;s seat</source>
        <translation>Platz von %1</translation>
    </message>
    <message>
        <source>Scan it with %1&apos;s phone: the page opens already in this seat. Whoever scans it plays this seat, until you take it back.</source>
        <translation>Scanne ihn mit dem Handy von %1: Die Seite öffnet sich direkt auf diesem Platz. Wer ihn scannt, spielt auf diesem Platz, bis du ihn zurücknimmst.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
</context>
<context>
    <name>InviteSeatRow</name>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Getrennt</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>Show seat code</source>
        <translation>Platzcode zeigen</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
</context>
<context>
    <name>ItemRestriction</name>
    <message>
        <source>Race</source>
        <translation>Rasse</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source>Citizenship</source>
        <translation>Bürgerschaft</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Geschlecht</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Females</source>
        <translation>Frauen</translation>
    </message>
    <message>
        <source>Males</source>
        <translation>Männer</translation>
    </message>
</context>
<context>
    <name>LevelBoard</name>
    <message>
        <source>Level board</source>
        <translation>Stufentafel</translation>
    </message>
    <message>
        <source>%1 ★</source>
        <translation>%1 ★</translation>
    </message>
    <message>
        <source>%1 at Level %2</source>
        <translation>%1 auf Stufe %2</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>%1 — Arbiter</source>
        <translation>%1 – Arbiter</translation>
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
        <translation>Untot|Untote|Untoter|Untoten</translation>
    </message>
    <message>
        <source>Goblin</source>
        <extracomment>A Monster&apos;s tag as players type it; other spellings may follow, separated by |</extracomment>
        <translation>Goblin|Goblins</translation>
    </message>
    <message>
        <source>Demon</source>
        <extracomment>A Monster&apos;s tag as players type it; other spellings may follow, separated by |</extracomment>
        <translation>Dämon|Dämonen|Daemon|Daemonen</translation>
    </message>
</context>
<context>
    <name>MunchkinActions</name>
    <message>
        <source>Level %1 monster</source>
        <translation>Monster der Stufe %1</translation>
    </message>
    <message>
        <source>One-shot %1</source>
        <translation>Einmal-Gegenstand %1</translation>
    </message>
    <message>
        <source>Enhancer %1</source>
        <translation>Monsterverstärker %1</translation>
    </message>
</context>
<context>
    <name>Navigator</name>
    <message>
        <source>No game is open.</source>
        <translation>Kein Spiel geöffnet.</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>The game needs a name.</source>
        <translation>Das Spiel braucht einen Namen.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two players are called “%1”.</source>
        <translation>Zwei Spieler heißen „%1“.</translation>
    </message>
    <message>
        <source>No game log is open.</source>
        <translation>Kein Spielprotokoll geöffnet.</translation>
    </message>
    <message>
        <source>The game log could not be opened: %1</source>
        <translation>Das Spielprotokoll konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>No edition to play.</source>
        <translation>Keine Edition zum Spielen.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 — tied, they roll again</source>
        <translation>%1 – Gleichstand, sie würfeln erneut</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Name of the game</source>
        <translation>Name des Spiels</translation>
    </message>
    <message>
        <source>A game&apos;s name is at most %1 characters.</source>
        <translation>Der Name eines Spiels hat höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Edition</translation>
    </message>
    <message>
        <source>%1 — first to level %2 wins</source>
        <translation>%1 – wer zuerst Stufe %2 erreicht, gewinnt</translation>
    </message>
    <message>
        <source>Munchkin Panic — defend the Castle from the Monsters</source>
        <translation>Munchkin Panic – die Burg gegen die Monster verteidigen</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Epic: play to level %1 instead of %2</source>
        <translation>Episch: bis Stufe %1 statt %2 spielen</translation>
    </message>
    <message>
        <source>Faster Play (Listen at the Door)</source>
        <translation>Schnelleres Spiel (An der Tür lauschen)</translation>
    </message>
    <message>
        <source>Shared victory: players who reach the winning level together all win</source>
        <translation>Geteilter Sieg: Wer die Siegstufe gleichzeitig erreicht, gewinnt gemeinsam</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>One-shots sell for their Gold, like Items</source>
        <translation>Einmal-Gegenstände lassen sich wie Gegenstände für ihr Gold verkaufen</translation>
    </message>
    <message>
        <source>%1&apos;s rulebook does not print these. Play them only if the whole table agrees.</source>
        <translation>Das Regelheft von %1 enthält diese Regeln nicht. Nur spielen, wenn die ganze Runde zustimmt.</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Spieler in Sitzreihenfolge</translation>
    </message>
    <message>
        <source>Play passes to the next player down the list.</source>
        <translation>Der Zug geht an den nächsten Spieler weiter unten in der Liste.</translation>
    </message>
    <message>
        <source>This game needs at least %1 players.</source>
        <translation>Dieses Spiel braucht mindestens %1 Spieler.</translation>
    </message>
    <message>
        <source>Solitaire is played alone: remove the other players.</source>
        <translation>Solitär spielt man allein: Entferne die anderen Spieler.</translation>
    </message>
    <message>
        <source>This game seats up to %1 players.</source>
        <translation>Dieses Spiel hat Platz für höchstens %1 Spieler.</translation>
    </message>
    <message>
        <source>Needs a name.</source>
        <translation>Name fehlt.</translation>
    </message>
    <message>
        <source>Another player is called “%1”.</source>
        <translation>Ein anderer Spieler heißt „%1“.</translation>
    </message>
    <message>
        <source>+ Add player</source>
        <translation>+ Spieler hinzufügen</translation>
    </message>
    <message>
        <source>The table is full (%1)</source>
        <translation>Die Runde ist voll (%1)</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Wer beginnt</translation>
    </message>
    <message>
        <source>⚄ Roll for it</source>
        <translation>⚄ Auswürfeln</translation>
    </message>
    <message>
        <source>Roll %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>%1 rolled highest and starts. The rolls go into the game&apos;s history.</source>
        <translation>%1 hat am höchsten gewürfelt und beginnt. Die Würfe kommen in den Verlauf des Spiels.</translation>
    </message>
    <message>
        <source>Start game ›</source>
        <translation>Spiel starten ›</translation>
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
        <translation>Die Spieler verteidigen die Burg gemeinsam. Wer die meisten Trophäenpunkte hat, ist Meister-Munchkin.</translation>
    </message>
    <message>
        <source>More Munchkin</source>
        <translation>Mehr Munchkin</translation>
    </message>
    <message>
        <source>With Curse and Character cards. The game also ends when the last Tower falls, and the most points win.</source>
        <translation>Mit Fluch- und Charakterkarten. Das Spiel endet auch, wenn der letzte Turm fällt, und die meisten Punkte gewinnen.</translation>
    </message>
    <message>
        <source>Solitaire</source>
        <translation>Solitär</translation>
    </message>
    <message>
        <source>One player defends the Castle alone.</source>
        <translation>Ein Spieler verteidigt die Burg allein.</translation>
    </message>
    <message>
        <source>Less Munchkin</source>
        <translation>Weniger Munchkin</translation>
    </message>
    <message>
        <source>No Curse cards in the Castle deck</source>
        <translation>Keine Fluchkarten im Burgstapel</translation>
    </message>
    <message>
        <source>More Panic: harder</source>
        <translation>Mehr Panik: schwerer</translation>
    </message>
    <message>
        <source>One Castle card fewer in every hand</source>
        <translation>Eine Burgkarte weniger auf jeder Hand</translation>
    </message>
    <message>
        <source>No Treasure card to start with</source>
        <translation>Keine Schatzkarte zu Beginn</translation>
    </message>
    <message>
        <source>Start without Walls</source>
        <translation>Ohne Mauern beginnen</translation>
    </message>
    <message>
        <source>The Treasure deck is not reshuffled</source>
        <translation>Der Schatzstapel wird nicht neu gemischt</translation>
    </message>
    <message>
        <source>Monster Enhancers from the expansion</source>
        <translation>Monsterverstärker aus der Erweiterung</translation>
    </message>
    <message>
        <source>Less Panic: easier</source>
        <translation>Weniger Panik: leichter</translation>
    </message>
    <message>
        <source>More than one Weapon on a Hit card</source>
        <translation>Mehr als eine Waffe auf einer Trefferkarte</translation>
    </message>
    <message>
        <source>More than one deal a turn</source>
        <translation>Mehr als eine Abmachung pro Zug</translation>
    </message>
    <message>
        <source>One Castle card more in every hand</source>
        <translation>Eine Burgkarte mehr auf jeder Hand</translation>
    </message>
    <message>
        <source>Two Treasure cards to start with</source>
        <translation>Zwei Schatzkarten zu Beginn</translation>
    </message>
    <message>
        <source>Place two Monsters a turn instead of three</source>
        <translation>Zwei statt drei Monster pro Zug aufstellen</translation>
    </message>
    <message>
        <source>The expansion&apos;s Weapons and Illusion</source>
        <translation>Waffen und Illusion aus der Erweiterung</translation>
    </message>
    <message>
        <source>Character cards</source>
        <translation>Charakterkarten</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>The rulebook&apos;s ways to make the game harder or easier. Pick any, or none.</source>
        <translation>Varianten aus dem Regelheft, die das Spiel schwerer oder leichter machen. Wähle beliebig viele oder keine.</translation>
    </message>
    <message>
        <source>Each player may take a Character card: choose it beside their name.</source>
        <translation>Jeder Spieler darf eine Charakterkarte nehmen: Wähle sie neben seinem Namen.</translation>
    </message>
</context>
<context>
    <name>NewGamePlayerRow</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Male</source>
        <translation>Männlich</translation>
    </message>
    <message>
        <source>Female</source>
        <translation>Weiblich</translation>
    </message>
    <message>
        <source>Unspecified</source>
        <translation>Keine Angabe</translation>
    </message>
    <message>
        <source>%1, player %2</source>
        <translation>%1, Spieler %2</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Farbe von Spieler %1</translation>
    </message>
    <message>
        <source>Move up a seat</source>
        <translation>Einen Platz nach oben</translation>
    </message>
    <message>
        <source>Move down a seat</source>
        <translation>Einen Platz nach unten</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Diesen Spieler entfernen</translation>
    </message>
    <message>
        <source>Seat of player %1</source>
        <translation>Platz von Spieler %1</translation>
    </message>
    <message>
        <source>Character:</source>
        <translation>Charakter:</translation>
    </message>
    <message>
        <source>Cleric</source>
        <translation>Kleriker</translation>
    </message>
    <message>
        <source>Dwarf</source>
        <translation>Zwerg</translation>
    </message>
    <message>
        <source>Elf</source>
        <translation>Elf</translation>
    </message>
    <message>
        <source>Halfling</source>
        <translation>Halbling</translation>
    </message>
    <message>
        <source>Thief</source>
        <translation>Dieb</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>Zauberer</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>A name is at most %1 characters.</source>
        <translation>Ein Name hat höchstens %1 Zeichen.</translation>
    </message>
</context>
<context>
    <name>PanicBoard</name>
    <message>
        <source>Castle</source>
        <translation>Burg</translation>
    </message>
    <message>
        <source>Asleep</source>
        <translation>Schläft</translation>
    </message>
</context>
<context>
    <name>PanicCardsDialog</name>
    <message>
        <source>Fortify Wall</source>
        <translation>Mauer verstärken</translation>
    </message>
    <message>
        <source>A Fortify token on a Wall: it takes the next hit there.</source>
        <translation>Ein Verstärkungsplättchen auf einer Mauer: Es fängt dort den nächsten Treffer ab.</translation>
    </message>
    <message>
        <source>Convenient Addition Error</source>
        <translation>Praktischer Rechenfehler</translation>
    </message>
    <message>
        <source>One more point under one of a player&apos;s Trophies.</source>
        <translation>Ein Punkt mehr unter einer Trophäe eines Spielers.</translation>
    </message>
    <message>
        <source>Curse card</source>
        <translation>Fluchkarte</translation>
    </message>
    <message>
        <source>Duck of Doom, Truly Obnoxious, Lightning or Chicken on Your Head.</source>
        <translation>Ente des Verderbens, Wirklich fieser Fluch, Blitz oder Huhn auf dem Kopf.</translation>
    </message>
    <message>
        <source>Invoke Obscure Rules</source>
        <translation>Auf obskure Regeln berufen</translation>
    </message>
    <message>
        <source>A discarded Monster becomes a player&apos;s Trophy.</source>
        <translation>Ein abgelegtes Monster wird zur Trophäe eines Spielers.</translation>
    </message>
    <message>
        <source>Humongous Monster Enhancer</source>
        <translation>Gigantischer Monsterverstärker</translation>
    </message>
    <message>
        <source>Every Monster back to full health.</source>
        <translation>Alle Monster wieder mit vollen Lebenspunkten.</translation>
    </message>
    <message>
        <source>Illusion</source>
        <translation>Illusion</translation>
    </message>
    <message>
        <source>A Monster is discarded and another takes its space.</source>
        <translation>Ein Monster wird abgelegt und ein anderes nimmt seinen Platz ein.</translation>
    </message>
    <message>
        <source>Tap the Wall to fortify.</source>
        <translation>Tippe auf die Mauer, die verstärkt werden soll.</translation>
    </message>
    <message>
        <source>%1 holds no Trophy to choose.</source>
        <translation>%1 hat keine Trophäe zur Auswahl.</translation>
    </message>
    <message>
        <source>No Monster has been discarded yet.</source>
        <translation>Es wurde noch kein Monster abgelegt.</translation>
    </message>
    <message>
        <source>There is no Monster on the board.</source>
        <translation>Es ist kein Monster auf dem Spielplan.</translation>
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
        <translation>Karte spielen</translation>
    </message>
    <message>
        <source>The Wall of arc</source>
        <translation>Mauer im Bogen</translation>
    </message>
    <message>
        <source>Wall %1</source>
        <translation>Mauer %1</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Cursed</source>
        <translation>Verflucht</translation>
    </message>
    <message>
        <source>Under the Trophy</source>
        <translation>Unter der Trophäe</translation>
    </message>
    <message>
        <source>No Trophy</source>
        <translation>Keine Trophäe</translation>
    </message>
    <message>
        <source>Given if tied</source>
        <translation>Abgegeben bei Gleichstand</translation>
    </message>
    <message>
        <source>No tie</source>
        <translation>Kein Gleichstand</translation>
    </message>
    <message>
        <source>Taken if tied</source>
        <translation>Genommen bei Gleichstand</translation>
    </message>
    <message>
        <source>Cancelled by</source>
        <translation>Aufgehoben durch</translation>
    </message>
    <message>
        <source>Not cancelled</source>
        <translation>Nicht aufgehoben</translation>
    </message>
    <message>
        <source>Sandals of Protection</source>
        <translation>Sandalen des Schutzes</translation>
    </message>
    <message>
        <source>Wishing Ring</source>
        <translation>Wunschring</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Abgelegt</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>In its space</source>
        <translation>An seine Stelle</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Zulässig</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
</context>
<context>
    <name>PanicCharityDialog</name>
    <message>
        <source>Give Charity</source>
        <translation>Milde Gabe geben</translation>
    </message>
    <message>
        <source>%1 holds more Treasure than the limit of %2. The rest goes to whoever has the fewest Trophy points.</source>
        <translation>%1 hat mehr Schätze als das Limit von %2. Der Rest geht an den Spieler mit den wenigsten Trophäenpunkten.</translation>
    </message>
    <message>
        <source>If the cards do not split evenly, tick who gets an odd card:</source>
        <translation>Wenn die Karten nicht glatt aufgehen, kreuze an, wer eine übrige Karte bekommt:</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Zulässig</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Geben</translation>
    </message>
</context>
<context>
    <name>PanicDrawControls</name>
    <message>
        <source>Castle cards discarded</source>
        <translation>Abgelegte Burgkarten</translation>
    </message>
    <message>
        <source>Really Impressive Title</source>
        <translation>Wirklich beeindruckender Titel</translation>
    </message>
    <message>
        <source>Cleric: keep one from the discards</source>
        <translation>Kleriker: eine aus dem Ablagestapel behalten</translation>
    </message>
    <message>
        <source>Thief: take no card</source>
        <translation>Dieb: keine Karte nehmen</translation>
    </message>
    <message>
        <source>Thief: take a card from %1</source>
        <translation>Dieb: eine Karte von %1 nehmen</translation>
    </message>
    <message>
        <source>The player the Thief takes a Castle card from</source>
        <translation>Der Spieler, dem der Dieb eine Burgkarte nimmt</translation>
    </message>
    <message>
        <source>Discard %1 and draw</source>
        <translation>%1 ablegen und ziehen</translation>
    </message>
    <message>
        <source>Draw up</source>
        <translation>Nachziehen</translation>
    </message>
</context>
<context>
    <name>PanicHitCardRow</name>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>No Weapon</source>
        <translation>Keine Waffe</translation>
    </message>
    <message>
        <source>No other Weapon</source>
        <translation>Keine weitere Waffe</translation>
    </message>
    <message>
        <source>Take off</source>
        <translation>Abnehmen</translation>
    </message>
    <message>
        <source>Take %1 off the card</source>
        <translation>%1 von der Karte nehmen</translation>
    </message>
    <message>
        <source>Played by the helper</source>
        <translation>Vom Helfer gespielt</translation>
    </message>
    <message>
        <source>Weapon from the helper</source>
        <translation>Waffe vom Helfer</translation>
    </message>
</context>
<context>
    <name>PanicHitDialog</name>
    <message>
        <source>%1 (+%2 here)</source>
        <translation>%1 (+%2 hier)</translation>
    </message>
    <message>
        <source>Hit %1</source>
        <translation>%1 angreifen</translation>
    </message>
    <message>
        <source>%1 is not on the board.</source>
        <translation>%1 ist nicht auf dem Spielplan.</translation>
    </message>
    <message>
        <source>%1 in the %2 ring, arc %3 (%4): health %5 of %6</source>
        <translation>%1 im Ring %2, Bogen %3 (%4): %5 von %6 Lebenspunkten</translation>
    </message>
    <message>
        <source>Hit cards</source>
        <translation>Trefferkarten</translation>
    </message>
    <message>
        <source>Add Hit card</source>
        <translation>Trefferkarte hinzufügen</translation>
    </message>
    <message>
        <source>Potions and Specials</source>
        <translation>Tränke und Spezialkarten</translation>
    </message>
    <message>
        <source>%1 (+%2)</source>
        <translation>%1 (+%2)</translation>
    </message>
    <message>
        <source>Monster Enhancers</source>
        <translation>Monsterverstärker</translation>
    </message>
    <message>
        <source>%1 (+%2 health)</source>
        <translation>%1 (+%2 Lebenspunkte)</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>No helper</source>
        <translation>Kein Helfer</translation>
    </message>
    <message>
        <source>Trophy to</source>
        <translation>Trophäe an</translation>
    </message>
    <message>
        <source>Treasure to</source>
        <translation>Schatz an</translation>
    </message>
    <message>
        <source>Choose the Hit cards, Potions or Specials of the attack.</source>
        <translation>Wähle die Trefferkarten, Tränke oder Spezialkarten für den Angriff.</translation>
    </message>
    <message>
        <source>The referee allows this attack (nothing applied yet)</source>
        <translation>Der Schiedsrichter erlaubt diesen Angriff (noch nichts angewendet)</translation>
    </message>
    <message>
        <source>Refused: nothing will be applied</source>
        <translation>Abgelehnt: Es wird nichts angewendet</translation>
    </message>
    <message>
        <source>Total damage: %1</source>
        <translation>Schaden gesamt: %1</translation>
    </message>
    <message>
        <source>%1: %2 → %3 health</source>
        <translation>%1: %2 → %3 Lebenspunkte</translation>
    </message>
    <message>
        <source>%1: %2 damage</source>
        <translation>%1: %2 Schaden</translation>
    </message>
    <message>
        <source>%1: refused</source>
        <translation>%1: abgelehnt</translation>
    </message>
    <message>
        <source>Other cards…</source>
        <translation>Andere Karten…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Angreifen</translation>
    </message>
    <message numerus="yes">
        <source>Trophy of %n point(s)</source>
        <translation>
            <numerusform>Trophäe mit %n Punkt</numerusform>
            <numerusform>Trophäe mit %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Treasure card(s)</source>
        <translation>
            <numerusform>%n Schatzkarte</numerusform>
            <numerusform>%n Schatzkarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <comment>Treasure cards a helper gets</comment>
        <translation>
            <numerusform>%n weitere</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Slain: %1 to %2, %3 to %4, %5 to %6</source>
        <translation>Getötet: %1 für %2, %3 für %4, %5 für %6</translation>
    </message>
    <message>
        <source>Slain: %1 to %2, %3 to %4</source>
        <translation>Getötet: %1 für %2, %3 für %4</translation>
    </message>
    <message>
        <source>Slain: %1 to %2</source>
        <translation>Getötet: %1 für %2</translation>
    </message>
</context>
<context>
    <name>PanicMonsterList</name>
    <message>
        <source>%1 %2/%3 · %4 · glued</source>
        <translation>%1 %2/%3 · %4 · festgeklebt</translation>
    </message>
    <message>
        <source>%1 %2/%3 · %4</source>
        <translation>%1 %2/%3 · %4</translation>
    </message>
    <message>
        <source>%1, %2 of %3 health, in %4</source>
        <translation>%1, %2 von %3 Lebenspunkten, auf %4</translation>
    </message>
</context>
<context>
    <name>PanicMonsterMenu</name>
    <message>
        <source>Move %1 to %2</source>
        <translation>%1 nach %2 bewegen</translation>
    </message>
    <message>
        <source>%1 — %2 of %3 health</source>
        <translation>%1 – %2 von %3 Lebenspunkten</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Stands in %1.</source>
        <translation>Steht auf %1.</translation>
    </message>
    <message>
        <source>Glued this turn.</source>
        <translation>In diesem Zug festgeklebt.</translation>
    </message>
    <message>
        <source>Cannot be slain this turn.</source>
        <translation>Kann in diesem Zug nicht getötet werden.</translation>
    </message>
    <message>
        <source>Hit it…</source>
        <translation>Angreifen…</translation>
    </message>
    <message>
        <source>Moved by:</source>
        <translation>Bewegt durch:</translation>
    </message>
    <message>
        <source>Move it with:</source>
        <translation>Bewegen mit:</translation>
    </message>
    <message>
        <source>Cotion of Ponfusion (to its Swordsman space)</source>
        <translation>Trank der Verwirrung (auf sein Schwertkämpferfeld)</translation>
    </message>
    <message>
        <source>Drive Him Back! (to its Forest)</source>
        <translation>Treib ihn zurück! (in den Wald)</translation>
    </message>
    <message>
        <source>Wandering Monster (another colour, same ring)</source>
        <translation>Wanderndes Monster (andere Farbe, gleicher Ring)</translation>
    </message>
    <message>
        <source>The Wizard (roll 4–6)</source>
        <translation>Der Zauberer (Wurf 4–6)</translation>
    </message>
    <message>
        <source>Nothing: correct the board</source>
        <translation>Nichts: Spielplan korrigieren</translation>
    </message>
    <message>
        <source>Correct where it stands…</source>
        <translation>Standort korrigieren…</translation>
    </message>
    <message>
        <source>Other cards:</source>
        <translation>Andere Karten:</translation>
    </message>
    <message>
        <source>Flask of Glue</source>
        <translation>Flasche Klebstoff</translation>
    </message>
    <message>
        <source>Out to Lunch</source>
        <translation>Mittagspause</translation>
    </message>
    <message>
        <source>Cleric: booga booga</source>
        <translation>Kleriker: Buh-Buh!</translation>
    </message>
    <message>
        <source>Take it off the board (correction)</source>
        <translation>Vom Spielplan nehmen (Korrektur)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>PanicMonsterToken</name>
    <message>
        <source>%1: health %2</source>
        <translation>%1: %2 Lebenspunkte</translation>
    </message>
</context>
<context>
    <name>PanicPlaceDialog</name>
    <message>
        <source>Roll the die</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Rolled %1</source>
        <translation>Gewürfelt: %1</translation>
    </message>
    <message>
        <source>Set-up: draw a Monster</source>
        <translation>Aufbau: Monster ziehen</translation>
    </message>
    <message>
        <source>Draw from the bag</source>
        <translation>Aus dem Beutel ziehen</translation>
    </message>
    <message>
        <source>Set-up: placed %1 of %2 Monsters</source>
        <translation>Aufbau: %1 von %2 Monstern aufgestellt</translation>
    </message>
    <message>
        <source>Placed %1 of %2 this turn</source>
        <translation>In diesem Zug %1 von %2 aufgestellt</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Curse token</source>
        <translation>Fluchplättchen</translation>
    </message>
    <message>
        <source>Arc</source>
        <translation>Bogen</translation>
    </message>
    <message>
        <source>The Loaded Die chose the arc</source>
        <translation>Der Gezinkte Würfel hat den Bogen bestimmt</translation>
    </message>
    <message>
        <source>Find a Monster in the bag</source>
        <translation>Monster im Beutel suchen</translation>
    </message>
    <message>
        <source>The bag has no Monster left.</source>
        <translation>Im Beutel ist kein Monster mehr.</translation>
    </message>
    <message>
        <source>No Monster of that name in the bag.</source>
        <translation>Kein Monster dieses Namens im Beutel.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 goes to the Archer space of arc %2</source>
        <translation>%1 kommt auf das Bogenschützenfeld in Bogen %2</translation>
    </message>
    <message>
        <source>%1 goes to the Forest space of arc %2</source>
        <translation>%1 kommt auf das Waldfeld in Bogen %2</translation>
    </message>
    <message>
        <source>Choose an arc, then a token.</source>
        <translation>Wähle einen Bogen, dann ein Plättchen.</translation>
    </message>
    <message>
        <source>The referee allows it (nothing applied yet)</source>
        <translation>Der Schiedsrichter erlaubt es (noch nichts angewendet)</translation>
    </message>
    <message>
        <source>Refused: nothing will be applied</source>
        <translation>Abgelehnt: Es wird nichts angewendet</translation>
    </message>
    <message>
        <source>The bag has no Curse token left.</source>
        <translation>Im Beutel ist kein Fluchplättchen mehr.</translation>
    </message>
    <message>
        <source>Its roll</source>
        <translation>Sein Wurf</translation>
    </message>
    <message>
        <source>Roll for the token</source>
        <translation>Für das Plättchen würfeln</translation>
    </message>
    <message>
        <source>Cancelled by</source>
        <translation>Aufgehoben durch</translation>
    </message>
    <message>
        <source>Not cancelled</source>
        <translation>Nicht aufgehoben</translation>
    </message>
    <message>
        <source>Wishing Ring</source>
        <translation>Wunschring</translation>
    </message>
    <message>
        <source>Invisibility Potion</source>
        <translation>Unsichtbarkeitstrank</translation>
    </message>
    <message>
        <source>The board shows what the token does before it is recorded.</source>
        <translation>Der Spielplan zeigt, was das Plättchen bewirkt, bevor es eingetragen wird.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Aufstellen</translation>
    </message>
    <message>
        <source>Show on the board</source>
        <translation>Auf dem Spielplan zeigen</translation>
    </message>
</context>
<context>
    <name>PanicPreviewPanel</name>
    <message>
        <source>Tower %1</source>
        <translation>Turm %1</translation>
    </message>
    <message>
        <source>Wall %1</source>
        <translation>Mauer %1</translation>
    </message>
    <message>
        <source>Curse token: what it will do</source>
        <translation>Fluchplättchen: Was es bewirkt</translation>
    </message>
    <message>
        <source>Move Monsters: what will happen</source>
        <translation>Monster bewegen: Was passiert</translation>
    </message>
    <message>
        <source>Whatever the players choose:</source>
        <translation>Egal, was die Spieler wählen:</translation>
    </message>
    <message>
        <source>Nothing moves.</source>
        <translation>Nichts bewegt sich.</translation>
    </message>
    <message>
        <source>%1 is hit by %2 at once: which one takes the damage?</source>
        <translation>%1 wird gleichzeitig von %2 getroffen: Welches Monster erleidet den Schaden?</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Legal: confirm once the pieces are moved.</source>
        <translation>Zulässig: Bestätige, sobald die Plättchen versetzt sind.</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
</context>
<context>
    <name>PanicScore</name>
    <message>
        <source>The Castle has fallen: the Monsters win.</source>
        <translation>Die Burg ist gefallen: Die Monster gewinnen.</translation>
    </message>
    <message>
        <source>★ %1 is the Master Munchkin!</source>
        <translation>★ %1 ist Meister-Munchkin!</translation>
    </message>
    <message>
        <source>★ %1 tie for Master Munchkin: settle it with a thumb war.</source>
        <translation>★ Gleichstand um den Meister-Munchkin zwischen %1: Entscheidet es per Daumencatchen.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>★ The Castle stands: you win!</source>
        <translation>★ Die Burg steht: Ihr habt gewonnen!</translation>
    </message>
    <message>
        <source>No Trophies yet</source>
        <translation>Noch keine Trophäen</translation>
    </message>
    <message>
        <source>Tied for the lead: %1</source>
        <translation>Gleichstand an der Spitze: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>In the lead: %1 with %n point(s)</source>
        <translation>
            <numerusform>In Führung: %1 mit %n Punkt</numerusform>
            <numerusform>In Führung: %1 mit %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 (%n kill(s))</source>
        <translation>
            <numerusform>%1 %2 (%n getötet)</numerusform>
            <numerusform>%1 %2 (%n getötet)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n Tower(s) standing</source>
        <translation>
            <numerusform>%n Turm steht</numerusform>
            <numerusform>%n Türme stehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Monster(s) in the bag</source>
        <translation>
            <numerusform>%n Monster im Beutel</numerusform>
            <numerusform>%n Monster im Beutel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PanicSeatCard</name>
    <message>
        <source>One %1 fewer for %2</source>
        <translation>%1 für %2 um eins verringern</translation>
    </message>
    <message>
        <source>One %1 more for %2</source>
        <translation>%1 für %2 um eins erhöhen</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>LOSE HELP: no deals</source>
        <translation>KEINE HILFE: keine Abmachungen</translation>
    </message>
    <message>
        <source>%1 Treasure waiting</source>
        <translation>Schätze ausstehend: %1</translation>
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
        <translation>Burgkarten</translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation>Schätze</translation>
    </message>
    <message numerus="yes">
        <source>%n kill(s)</source>
        <translation>
            <numerusform>%n getötet</numerusform>
            <numerusform>%n getötet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PanicTablePage</name>
    <message>
        <source>The board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>The Wizard rolled %1. Tap the space %2 goes to.</source>
        <translation>Der Zauberer hat eine %1 gewürfelt. Tippe auf das Feld, auf das %2 kommt.</translation>
    </message>
    <message>
        <source>Tap the space %1 goes to.</source>
        <translation>Tippe auf das Feld, auf das %1 kommt.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>PanicTurnBar</name>
    <message>
        <source>Set-up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Place %1 Monsters in the Archer ring</source>
        <translation>%1 Monster in den Bogenschützenring stellen</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Roll for each Monster and tap its Archer space, or use Place.</source>
        <translation>Würfle für jedes Monster und tippe auf sein Bogenschützenfeld oder nutze „Aufstellen“.</translation>
    </message>
    <message>
        <source>%1 may discard one Castle card, then draws up to %2.</source>
        <translation>%1 darf eine Burgkarte ablegen und zieht dann auf %2 Karten nach.</translation>
    </message>
    <message>
        <source>%1 holds %2 Treasure cards, over the limit of %3: give the rest away.</source>
        <translation>%1 hat %2 Schatzkarten, mehr als das Limit von %3: Gib den Rest ab.</translation>
    </message>
    <message>
        <source>%1&apos;s Treasure is within the limit of %2.</source>
        <translation>Die Schätze von %1 liegen innerhalb des Limits von %2.</translation>
    </message>
    <message>
        <source>Tap a Monster to hit or move it; drag it to move it.</source>
        <translation>Tippe auf ein Monster, um es anzugreifen oder zu bewegen; zieh es, um es zu bewegen.</translation>
    </message>
    <message>
        <source>The Treasure earned this turn joins the hands.</source>
        <translation>Die in diesem Zug erbeuteten Schätze kommen auf die Hand.</translation>
    </message>
    <message>
        <source>The Monsters have moved.</source>
        <translation>Die Monster haben sich bewegt.</translation>
    </message>
    <message>
        <source>Preview the move on the board, then confirm it.</source>
        <translation>Sieh dir die Bewegung auf dem Spielplan an und bestätige sie dann.</translation>
    </message>
    <message>
        <source>Placed %1 of %2: draw from the bag and roll for the arc.</source>
        <translation>%1 von %2 aufgestellt: Zieh aus dem Beutel und würfle den Bogen aus.</translation>
    </message>
    <message>
        <source>Draw from the bag</source>
        <translation>Aus Beutel ziehen</translation>
    </message>
    <message>
        <source>Give Charity</source>
        <translation>Milde Gabe geben</translation>
    </message>
    <message>
        <source>Sleep Potion</source>
        <translation>Schlaftrank</translation>
    </message>
    <message>
        <source>Move Monsters</source>
        <translation>Monster bewegen</translation>
    </message>
    <message>
        <source>Play a card…</source>
        <translation>Karte spielen…</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Weiter: %1</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
</context>
<context>
    <name>PhoneOffers</name>
    <message>
        <source>%1 offers %2 a deal.</source>
        <translation>%1 bietet %2 eine Abmachung an.</translation>
    </message>
    <message>
        <source>%1 offers to help %2.</source>
        <translation>%1 bietet %2 Hilfe an.</translation>
    </message>
    <message>
        <source>%1 offers %2 a deal: “%3”</source>
        <translation>%1 bietet %2 eine Abmachung an: „%3“</translation>
    </message>
    <message>
        <source>%1 offers to help %2: “%3”</source>
        <translation>%1 bietet %2 Hilfe an: „%3“</translation>
    </message>
    <message>
        <source>Deals from the phones</source>
        <translation>Abmachungen von den Handys</translation>
    </message>
    <message>
        <source>Help from the phones</source>
        <translation>Hilfsangebote von den Handys</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>▶ Their turn</source>
        <translation>▶ Am Zug</translation>
    </message>
    <message>
        <source>DEAD</source>
        <translation>TOT</translation>
    </message>
    <message>
        <source>⚔ In the fight</source>
        <translation>⚔ Im Kampf</translation>
    </message>
    <message>
        <source>★ Winner</source>
        <translation>★ Sieger</translation>
    </message>
    <message>
        <source>%1, Level %2</source>
        <translation>%1, Stufe %2</translation>
    </message>
    <message>
        <source>♀ Female</source>
        <translation>♀ Weiblich</translation>
    </message>
    <message>
        <source>♂ Male</source>
        <translation>♂ Männlich</translation>
    </message>
    <message>
        <source>Sex not set</source>
        <translation>Geschlecht: keine Angabe</translation>
    </message>
    <message>
        <source>Strength %1 · Gear %2 (one number)</source>
        <translation>Kampfstärke %1 · Ausrüstung %2 (pauschal)</translation>
    </message>
    <message>
        <source>Strength %1 · Gear %2</source>
        <translation>Kampfstärke %1 · Ausrüstung %2</translation>
    </message>
    <message>
        <source>No Race or Class cards</source>
        <translation>Keine Rassen- oder Klassenkarten</translation>
    </message>
    <message>
        <source>Items %1 (%2 equipped) · Rides %3 · Hirelings %4 · Curses %5</source>
        <translation>Gegenstände %1 (%2 getragen) · Reittiere %3 · Gefolgsleute %4 · Flüche %5</translation>
    </message>
    <message>
        <source>Sell…</source>
        <translation>Verkaufen…</translation>
    </message>
</context>
<context>
    <name>PlayerItemForm</name>
    <message>
        <source>Name of the Item</source>
        <translation>Name des Gegenstands</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Körperteil</translation>
    </message>
    <message>
        <source>Headgear</source>
        <translation>Kopfbedeckung</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>Footgear</source>
        <translation>Schuhwerk</translation>
    </message>
    <message>
        <source>1 Hand</source>
        <translation>1 Hand</translation>
    </message>
    <message>
        <source>2 Hands</source>
        <translation>2 Hände</translation>
    </message>
    <message>
        <source>No slot</source>
        <translation>Kein Körperteil</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Goldstücke</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Equipped</source>
        <translation>Getragen</translation>
    </message>
    <message>
        <source>Only for</source>
        <translation>Nur für</translation>
    </message>
    <message>
        <source>Not for</source>
        <translation>Nicht für</translation>
    </message>
    <message>
        <source>Add Item</source>
        <translation>Gegenstand hinzufügen</translation>
    </message>
</context>
<context>
    <name>PlayerItemRow</name>
    <message>
        <source>Headgear</source>
        <translation>Kopfbedeckung</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>Footgear</source>
        <translation>Schuhwerk</translation>
    </message>
    <message>
        <source>1 Hand</source>
        <translation>1 Hand</translation>
    </message>
    <message>
        <source>2 Hands</source>
        <translation>2 Hände</translation>
    </message>
    <message>
        <source>No slot</source>
        <translation>Kein Körperteil</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>%1 Gold</source>
        <translation>%1 Goldstücke</translation>
    </message>
    <message>
        <source>held by a Hireling</source>
        <translation>vom Gefolgsmann getragen</translation>
    </message>
    <message>
        <source>on Cheat!</source>
        <translation>mit Schummeln!</translation>
    </message>
    <message>
        <source>✓ Its bonus counts</source>
        <translation>✓ Bonus zählt</translation>
    </message>
    <message>
        <source>✕ Its bonus does not count</source>
        <translation>✕ Bonus zählt nicht</translation>
    </message>
    <message>
        <source>Equipped</source>
        <translation>Getragen</translation>
    </message>
    <message>
        <source>Carried</source>
        <translation>Mitgeführt</translation>
    </message>
    <message>
        <source>Lose</source>
        <translation>Verlieren</translation>
    </message>
</context>
<context>
    <name>PlayerLevelControl</name>
    <message>
        <source>%1 loses a level</source>
        <translation>%1 verliert eine Stufe</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>%1: Level %2</source>
        <translation>%1: Stufe %2</translation>
    </message>
    <message>
        <source>%1 goes up a level</source>
        <translation>%1 steigt eine Stufe auf</translation>
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
        <translation>Keine</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Name of the card</source>
        <translation>Name der Karte</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>Race</source>
        <translation>Rasse</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source>Citizenship</source>
        <translation>Bürgerschaft</translation>
    </message>
    <message>
        <source>doubler</source>
        <translation>Doppelkarte</translation>
    </message>
    <message>
        <source>Level, sex and life</source>
        <translation>Stufe, Geschlecht und Leben</translation>
    </message>
    <message>
        <source>Strength %1 · Gear %2</source>
        <translation>Kampfstärke %1 · Ausrüstung %2</translation>
    </message>
    <message>
        <source>♀ Female</source>
        <translation>♀ Weiblich</translation>
    </message>
    <message>
        <source>♂ Male</source>
        <translation>♂ Männlich</translation>
    </message>
    <message>
        <source>DEAD</source>
        <translation>TOT</translation>
    </message>
    <message>
        <source>Alive</source>
        <translation>Lebendig</translation>
    </message>
    <message>
        <source>Dies</source>
        <translation>Stirbt</translation>
    </message>
    <message>
        <source>Character cards</source>
        <translation>Charakterkarten</translation>
    </message>
    <message>
        <source>No Race, Class or other character card in play.</source>
        <translation>Keine Rassen-, Klassen- oder andere Charakterkarte im Spiel.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Race, Class… (e.g. Elf)</source>
        <translation>Rasse, Klasse… (z. B. Elf)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>Körperteile</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <source>Single gear number</source>
        <translation>Ausrüstung pauschal</translation>
    </message>
    <message>
        <source>Gear minus one</source>
        <translation>Ausrüstung minus eins</translation>
    </message>
    <message>
        <source>Gear plus one</source>
        <translation>Ausrüstung plus eins</translation>
    </message>
    <message>
        <source>The Items below are not added up while the single number is kept.</source>
        <translation>Solange der Pauschalwert gilt, werden die Gegenstände unten nicht zusammengezählt.</translation>
    </message>
    <message>
        <source>Gear is what the equipped Items that count add up to.</source>
        <translation>Die Ausrüstung ist die Summe der getragenen Gegenstände, die zählen.</translation>
    </message>
    <message>
        <source>Add an Item</source>
        <translation>Gegenstand hinzufügen</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <source>No Items in play.</source>
        <translation>Keine Gegenstände im Spiel.</translation>
    </message>
    <message>
        <source>Rides</source>
        <translation>Reittiere</translation>
    </message>
    <message>
        <source>Hirelings</source>
        <translation>Gefolgsleute</translation>
    </message>
    <message>
        <source>Curses that stay</source>
        <translation>Dauerhafte Flüche</translation>
    </message>
    <message>
        <source>In combat</source>
        <translation>Im Kampf</translation>
    </message>
    <message>
        <source>No player called “%1” in this game.</source>
        <translation>In diesem Spiel gibt es keinen Spieler namens „%1“.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Nothing the table tracks changed</source>
        <translation>Nichts, was erfasst wird, hat sich geändert</translation>
    </message>
    <message>
        <source>%1 joins the game</source>
        <translation>%1 steigt ins Spiel ein</translation>
    </message>
    <message>
        <source>%1: Level %2</source>
        <translation>%1: Stufe %2</translation>
    </message>
    <message>
        <source>%1: gear %2</source>
        <translation>%1: Ausrüstung %2</translation>
    </message>
    <message>
        <source>%1: cards %2</source>
        <translation>%1: Karten %2</translation>
    </message>
    <message>
        <source>%1: %2 gone</source>
        <translation>%1: %2 weg</translation>
    </message>
    <message>
        <source>%1: Rides, Hirelings or Curses changed</source>
        <translation>%1: Reittiere, Gefolgsleute oder Flüche geändert</translation>
    </message>
    <message>
        <source>%1 dies</source>
        <translation>%1 stirbt</translation>
    </message>
    <message>
        <source>%1 is back</source>
        <translation>%1 ist zurück</translation>
    </message>
    <message>
        <source>%1 leaves the game</source>
        <translation>%1 verlässt das Spiel</translation>
    </message>
    <message>
        <source>Turn %1: %2&apos;s turn</source>
        <translation>Zug %1: %2 ist an der Reihe</translation>
    </message>
    <message>
        <source>Phase: %1</source>
        <translation>Phase: %1</translation>
    </message>
    <message>
        <source>A fight begins</source>
        <translation>Ein Kampf beginnt</translation>
    </message>
    <message>
        <source>The fight is over</source>
        <translation>Der Kampf ist vorbei</translation>
    </message>
    <message>
        <source>The fight changed</source>
        <translation>Der Kampf hat sich geändert</translation>
    </message>
    <message>
        <source>The game is won</source>
        <translation>Das Spiel ist gewonnen</translation>
    </message>
    <message>
        <source>%1 placed in %2</source>
        <translation>%1 aufgestellt auf %2</translation>
    </message>
    <message>
        <source>%1: %2 health</source>
        <translation>%1: %2 Lebenspunkte</translation>
    </message>
    <message>
        <source>%1: most health %2</source>
        <translation>%1: maximale Lebenspunkte %2</translation>
    </message>
    <message>
        <source>Glue on %1</source>
        <translation>Klebstoff auf %1</translation>
    </message>
    <message>
        <source>Glue comes off %1</source>
        <translation>Klebstoff löst sich von %1</translation>
    </message>
    <message>
        <source>%1 cannot be slain this turn</source>
        <translation>%1 kann in diesem Zug nicht getötet werden</translation>
    </message>
    <message>
        <source>%1 can be slain again</source>
        <translation>%1 kann wieder getötet werden</translation>
    </message>
    <message>
        <source>%1 leaves the board</source>
        <translation>%1 verlässt den Spielplan</translation>
    </message>
    <message>
        <source>Fortify token on Wall %1</source>
        <translation>Verstärkungsplättchen auf Mauer %1</translation>
    </message>
    <message>
        <source>Fortify token off Wall %1</source>
        <translation>Verstärkungsplättchen von Mauer %1 entfernt</translation>
    </message>
    <message>
        <source>Wall %1 stands again</source>
        <translation>Mauer %1 steht wieder</translation>
    </message>
    <message>
        <source>Wall %1 destroyed</source>
        <translation>Mauer %1 zerstört</translation>
    </message>
    <message>
        <source>Tower %1 stands again</source>
        <translation>Turm %1 steht wieder</translation>
    </message>
    <message>
        <source>Tower %1 destroyed</source>
        <translation>Turm %1 zerstört</translation>
    </message>
    <message>
        <source>Sleep Potion: no Monster moves this turn</source>
        <translation>Schlaftrank: In diesem Zug bewegt sich kein Monster</translation>
    </message>
    <message>
        <source>The Sleep Potion wears off</source>
        <translation>Der Schlaftrank lässt nach</translation>
    </message>
    <message>
        <source>Set-up is done</source>
        <translation>Aufbau abgeschlossen</translation>
    </message>
    <message>
        <source>The last Tower has fallen: the game is lost</source>
        <translation>Der letzte Turm ist gefallen: Das Spiel ist verloren</translation>
    </message>
    <message>
        <source>The game is over: %1 wins</source>
        <translation>Das Spiel ist vorbei: %1 gewinnt</translation>
    </message>
    <message>
        <source>The game is over: %1 win</source>
        <translation>Das Spiel ist vorbei: %1 gewinnen</translation>
    </message>
    <message>
        <source>The Castle holds: the game is won; %1 is the Master Munchkin</source>
        <translation>Die Burg hält: Das Spiel ist gewonnen; %1 ist Meister-Munchkin</translation>
    </message>
    <message>
        <source>The Castle holds: the game is won; %1 tie for Master Munchkin</source>
        <translation>Die Burg hält: Das Spiel ist gewonnen; Gleichstand um den Meister-Munchkin zwischen %1</translation>
    </message>
    <message>
        <source>the Huge Rock</source>
        <translation>den Riesenfelsen</translation>
    </message>
    <message>
        <source>%1 moves from %2 to %3</source>
        <translation>%1 zieht von %2 nach %3</translation>
    </message>
    <message>
        <source>%1 is glued and stays put</source>
        <translation>%1 ist festgeklebt und bleibt stehen</translation>
    </message>
    <message>
        <source>%1 takes 1 damage: %2 health left</source>
        <translation>%1 erleidet 1 Schaden: noch %2 Lebenspunkte</translation>
    </message>
    <message>
        <source>%1 dies on the structure (no Trophy)</source>
        <translation>%1 stirbt am Bauwerk (keine Trophäe)</translation>
    </message>
    <message>
        <source>%1 is squished by the Huge Rock (no Trophy)</source>
        <translation>%1 wird vom Riesenfelsen zerquetscht (keine Trophäe)</translation>
    </message>
    <message>
        <source>Wall %1 is destroyed by %2</source>
        <translation>Mauer %1 wird durch %2 zerstört</translation>
    </message>
    <message>
        <source>The Fortify token on Wall %1 takes the hit from %2</source>
        <translation>Das Verstärkungsplättchen auf Mauer %1 fängt den Treffer durch %2 ab</translation>
    </message>
    <message>
        <source>Tower %1 is destroyed by %2</source>
        <translation>Turm %1 wird durch %2 zerstört</translation>
    </message>
    <message>
        <source>The Huge Rock rolls down arc %1</source>
        <translation>Der Riesenfelsen rollt durch Bogen %1</translation>
    </message>
    <message>
        <source>The Huge Rock stops at %1</source>
        <translation>Der Riesenfelsen bleibt auf %1 liegen</translation>
    </message>
    <message>
        <source>The Curse token is cancelled</source>
        <translation>Das Fluchplättchen wird aufgehoben</translation>
    </message>
    <message>
        <source>Place %1 more Monster this turn</source>
        <translation>In diesem Zug %1 Monster mehr aufstellen</translation>
    </message>
    <message>
        <source>The current player loses help until their next Play Cards ends</source>
        <translation>Der aktive Spieler bekommt keine Hilfe bis zum Ende seiner nächsten Phase „Karten spielen“</translation>
    </message>
    <message>
        <source>Castle %1</source>
        <translation>Burg %1</translation>
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
        <translation>Wer beginnt: %1. %2 beginnt.</translation>
    </message>
    <message>
        <source>; then </source>
        <translation>; dann </translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>No character card (Race, Class...) in play: &quot;Ann: cards none → Elf&quot;.</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1: %2 equipped</source>
        <translation>%1: %2 getragen</translation>
    </message>
    <message>
        <source>%1: %2 carried</source>
        <translation>%1: %2 mitgeführt</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>%1: plays the %2</source>
        <translation>%1: spielt %2</translation>
    </message>
    <message>
        <source>%1: no character</source>
        <translation>%1: kein Charakter</translation>
    </message>
    <message numerus="yes">
        <source>%1: Trophy %2 (%n point(s))</source>
        <translation>
            <numerusform>%1: Trophäe %2 (%n Punkt)</numerusform>
            <numerusform>%1: Trophäe %2 (%n Punkte)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: Addition Errors under %2 %3</source>
        <translation>%1: Rechenfehler unter %2 %3</translation>
    </message>
    <message>
        <source>%1: loses Trophy %2</source>
        <translation>%1: verliert Trophäe %2</translation>
    </message>
    <message>
        <source>%1: kills %2</source>
        <translation>%1: getötete Monster %2</translation>
    </message>
    <message>
        <source>%1: Castle cards %2</source>
        <translation>%1: Burgkarten %2</translation>
    </message>
    <message>
        <source>%1: Treasure %2</source>
        <translation>%1: Schätze %2</translation>
    </message>
    <message>
        <source>%1: Treasure waiting %2</source>
        <translation>%1: Schätze ausstehend %2</translation>
    </message>
    <message>
        <source>%1: Lose Help</source>
        <translation>%1: Keine Hilfe</translation>
    </message>
    <message>
        <source>%1: may have help again</source>
        <translation>%1: darf wieder Hilfe bekommen</translation>
    </message>
    <message numerus="yes">
        <source>%n more Monster(s) to place this turn</source>
        <translation>
            <numerusform>In diesem Zug %n Monster mehr aufzustellen</numerusform>
            <numerusform>In diesem Zug %n Monster mehr aufzustellen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReasonList</name>
    <message>
        <source>Rule: %1 ›</source>
        <translation>Regel: %1 ›</translation>
    </message>
</context>
<context>
    <name>RecordsPage</name>
    <message>
        <source>Records</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Any day</source>
        <translation>Jederzeit</translation>
    </message>
    <message>
        <source>The last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>The last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>The last 12 months</source>
        <translation>Letzte 12 Monate</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>This file holds no game yet: records appear after the first one.</source>
        <translation>Diese Datei enthält noch kein Spiel: Die Statistik erscheint nach dem ersten.</translation>
    </message>
    <message>
        <source>%1 of the file&apos;s %2 games counted.</source>
        <translation>%1 von %2 Spielen der Datei gezählt.</translation>
    </message>
    <message>
        <source>%1: one game</source>
        <translation>%1: ein Spiel</translation>
    </message>
    <message>
        <source>%1: %2 games</source>
        <translation>%1: %2 Spiele</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 Trophy points, %4 kills</source>
        <translation>%1: %2 gespielt, %3 Trophäenpunkte, %4 Monster getötet</translation>
    </message>
    <message>
        <source>%1: %2 played, average Level %3, %4 kills, %5 deaths</source>
        <translation>%1: %2 gespielt, mittlere Stufe %3, %4 Monster getötet, %5-mal gestorben</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Trophy points</source>
        <translation>Trophäenpunkte</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Getötet</translation>
    </message>
    <message>
        <source>Average Level</source>
        <translation>Mittlere Stufe</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Tode</translation>
    </message>
    <message>
        <source>Trophy points over the last games</source>
        <translation>Trophäenpunkte der letzten Spiele</translation>
    </message>
    <message>
        <source>Final Levels over the last games</source>
        <translation>Endstufen der letzten Spiele</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Most fought: %1</source>
        <translation>Am häufigsten bekämpft: %1</translation>
    </message>
    <message>
        <source>Deadliest: %1</source>
        <translation>Am tödlichsten: %1</translation>
    </message>
    <message>
        <source>Longest game: %1, %2</source>
        <translation>Längstes Spiel: %1, %2</translation>
    </message>
</context>
<context>
    <name>ReportButton</name>
    <message>
        <source>See the game&apos;s report</source>
        <translation>Spielbericht ansehen</translation>
    </message>
</context>
<context>
    <name>ReportPage</name>
    <message>
        <source>Saved as %1</source>
        <translation>Gespeichert als %1</translation>
    </message>
    <message>
        <source>Game report</source>
        <translation>Spielbericht</translation>
    </message>
    <message>
        <source>No game is open: its report appears here.</source>
        <translation>Kein Spiel geöffnet: Hier erscheint sein Bericht.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Save image</source>
        <translation>Bild speichern</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>PDF speichern</translation>
    </message>
    <message>
        <source>Levels, turn by turn</source>
        <translation>Stufen, Zug für Zug</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>★ %1, winner</source>
        <translation>★ %1, Sieger</translation>
    </message>
    <message>
        <source>★ %1, Master Munchkin</source>
        <translation>★ %1, Meister-Munchkin</translation>
    </message>
    <message>
        <source>The biggest fight</source>
        <translation>Der größte Kampf</translation>
    </message>
    <message>
        <source>What the Castle lost</source>
        <translation>Was die Burg verloren hat</translation>
    </message>
    <message>
        <source>No Tower or Wall fell.</source>
        <translation>Weder Turm noch Mauer ist gefallen.</translation>
    </message>
</context>
<context>
    <name>ReportPainter</name>
    <message>
        <source>Levels, turn by turn</source>
        <translation>Stufen, Zug für Zug</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>The biggest fight</source>
        <translation>Der größte Kampf</translation>
    </message>
    <message>
        <source>What the Castle lost</source>
        <translation>Was die Burg verloren hat</translation>
    </message>
    <message>
        <source>No Tower or Wall fell.</source>
        <translation>Weder Turm noch Mauer ist gefallen.</translation>
    </message>
    <message>
        <source>Every figure is counted from the game&apos;s log by Arbiter.</source>
        <translation>Alle Zahlen hat Arbiter aus dem Spielprotokoll ermittelt.</translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>ReportWords</name>
    <message>
        <source>More Munchkin</source>
        <translation>Mehr Munchkin</translation>
    </message>
    <message>
        <source>Solitaire</source>
        <translation>Solitär</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Munchkin Panic (%1)</source>
        <translation>Munchkin Panic (%1)</translation>
    </message>
    <message>
        <source>The Castle fell on turn %1: the players lost together.</source>
        <translation>Die Burg fiel in Zug %1: Die Spieler haben gemeinsam verloren.</translation>
    </message>
    <message>
        <source>The Castle still stands on turn %1; nobody has won yet.</source>
        <translation>Die Burg steht noch in Zug %1; noch hat niemand gewonnen.</translation>
    </message>
    <message>
        <source>The Castle stood: every Monster was gone on turn %1.</source>
        <translation>Die Burg hat gehalten: In Zug %1 war kein Monster mehr übrig.</translation>
    </message>
    <message>
        <source>The Castle stood: every Monster was gone on turn %1, and %2 is the Master Munchkin.</source>
        <translation>Die Burg hat gehalten: In Zug %1 war kein Monster mehr übrig, und %2 ist Meister-Munchkin.</translation>
    </message>
    <message>
        <source>Nobody has won yet; the game stands on turn %1.</source>
        <translation>Noch hat niemand gewonnen; das Spiel steht bei Zug %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won on turn %2, reaching the winning Level %3 by killing a Monster.</source>
        <translation>
            <numerusform>Sieg für %1 in Zug %2: Siegstufe %3 durch ein getötetes Monster erreicht.</numerusform>
            <numerusform>Sieg für %1 in Zug %2: Siegstufe %3 durch ein getötetes Monster erreicht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 won on turn %2, reaching the winning Level %3 by a card or a correction.</source>
        <translation>
            <numerusform>Sieg für %1 in Zug %2: Siegstufe %3 durch eine Karte oder eine Korrektur erreicht.</numerusform>
            <numerusform>Sieg für %1 in Zug %2: Siegstufe %3 durch eine Karte oder eine Korrektur erreicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>No fight was decided.</source>
        <translation>Kein Kampf wurde entschieden.</translation>
    </message>
    <message>
        <source>Turn %1: %2 against %3, %4 to %5, won.</source>
        <translation>Zug %1: %2 gegen %3, %4 zu %5, gewonnen.</translation>
    </message>
    <message>
        <source>Turn %1: %2 against %3, %4 to %5, lost.</source>
        <translation>Zug %1: %2 gegen %3, %4 zu %5, verloren.</translation>
    </message>
    <message>
        <source>Turn %1: %2, helped by %3, against %4, %5 to %6, won.</source>
        <translation>Zug %1: %2 mit Hilfe von %3 gegen %4, %5 zu %6, gewonnen.</translation>
    </message>
    <message>
        <source>Turn %1: %2, helped by %3, against %4, %5 to %6, lost.</source>
        <translation>Zug %1: %2 mit Hilfe von %3 gegen %4, %5 zu %6, verloren.</translation>
    </message>
    <message>
        <source>Cards played: %1.</source>
        <translation>Gespielte Karten: %1.</translation>
    </message>
    <message>
        <source>Turn %1: the Tower of arc %2 fell.</source>
        <translation>Zug %1: Der Turm in Bogen %2 ist gefallen.</translation>
    </message>
    <message>
        <source>Turn %1: the Wall of arc %2 fell.</source>
        <translation>Zug %1: Die Mauer in Bogen %2 ist gefallen.</translation>
    </message>
    <message>
        <source>Turns: %1 · Actions: %2</source>
        <translation>Züge: %1 · Aktionen: %2</translation>
    </message>
    <message>
        <source>Trophy points</source>
        <translation>Trophäenpunkte</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Getötete Monster</translation>
    </message>
    <message>
        <source>Trophies</source>
        <translation>Trophäen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Levels by kills</source>
        <translation>Stufen durch Kämpfe</translation>
    </message>
    <message>
        <source>Levels by selling</source>
        <translation>Stufen durch Verkauf</translation>
    </message>
    <message>
        <source>Levels by cards</source>
        <translation>Stufen durch Karten</translation>
    </message>
    <message>
        <source>Levels lost</source>
        <translation>Verlorene Stufen</translation>
    </message>
    <message>
        <source>Help given</source>
        <translation>Hilfe geleistet</translation>
    </message>
    <message>
        <source>Help received</source>
        <translation>Hilfe erhalten</translation>
    </message>
    <message>
        <source>Ran away</source>
        <translation>Weggelaufen</translation>
    </message>
    <message>
        <source>Caught</source>
        <translation>Erwischt</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Tode</translation>
    </message>
    <message>
        <source>Curses</source>
        <translation>Flüche</translation>
    </message>
    <message>
        <source>Items sold</source>
        <translation>Verkaufte Gegenstände</translation>
    </message>
</context>
<context>
    <name>Rule summary</name>
    <message>
        <source>Bad Stuff is done only to a player a monster caught: the fighter and helper of a lost fight, and of them whoever then fails a roll to run away. The screens offer it, and death by it, to them alone.</source>
        <translation>Schlimme Dinge treffen nur Spieler, die von einem Monster erwischt wurden: Kämpfer und Helfer eines verlorenen Kampfes, und von ihnen nur, wer danach beim Wurf zum Weglaufen scheitert. Nur ihnen bieten die Bildschirme die Schlimmen Dinge an – und den Tod dadurch.</translation>
    </message>
    <message>
        <source>A monster that catches you may kill you: you then die as described under Death.</source>
        <translation>Ein Monster, das dich erwischt, kann dich töten: Dann stirbst du, wie unter „Tod“ beschrieben.</translation>
    </message>
    <message>
        <source>A monster that catches you may take Items; the victim picks which when the card allows a choice.</source>
        <translation>Ein Monster, das dich erwischt, kann dir Gegenstände abnehmen; lässt die Karte eine Wahl, entscheidet das Opfer, welche.</translation>
    </message>
    <message>
        <source>Levels lost to Bad Stuff come off at once, but no one drops below Level 1.</source>
        <translation>Stufen, die durch Schlimme Dinge verloren gehen, werden sofort abgezogen, aber niemand fällt unter Stufe 1.</translation>
    </message>
    <message>
        <source>A Race, Class, Faction or Citizenship card may be discarded at any time, even in combat; you then have none of that kind until you play another.</source>
        <translation>Eine Rassen-, Klassen-, Fraktions- oder Bürgerschaftskarte darf jederzeit abgelegt werden, auch im Kampf; danach hast du keine Karte dieser Art, bis du eine neue ausspielst.</translation>
    </message>
    <message>
        <source>Half-Breed, Super Munchkin, Double Life and Dual Citizenship each let you hold two cards of one kind instead of one.</source>
        <translation>Halbblut, Super-Munchkin, Double Life und Doppelte Bürgerschaft erlauben dir jeweils zwei Karten einer Art statt einer.</translation>
    </message>
    <message>
        <source>A doubling card can only be played onto a character card of its kind that is already in play.</source>
        <translation>Eine Verdopplungskarte kann nur auf eine bereits ausliegende Charakterkarte ihrer Art gespielt werden.</translation>
    </message>
    <message>
        <source>Each game has its own kinds of character card: Race and Class (Deluxe), Class with the Cultist (Cthulhu), Citizenship and Rides (Nightmare), Class and Faction (Pathfinder).</source>
        <translation>Jedes Spiel hat eigene Arten von Charakterkarten: Rasse und Klasse (Deluxe), Klasse samt Kultist (Cthulhu), Bürgerschaft und Reittiere (Nightmare), Klasse und Fraktion (Pathfinder).</translation>
    </message>
    <message>
        <source>You may never have two copies of the same character card in play.</source>
        <translation>Du darfst nie zwei Exemplare derselben Charakterkarte im Spiel haben.</translation>
    </message>
    <message>
        <source>Without a doubling card a character has at most one card of each kind in play.</source>
        <translation>Ohne Verdopplungskarte hat ein Charakter höchstens eine Karte jeder Art im Spiel.</translation>
    </message>
    <message>
        <source>A dead player&apos;s hand was looted with the body, so there is no hand to give away or discard.</source>
        <translation>Die Handkarten eines toten Spielers wurden mit seiner Leiche geplündert, also gibt es keine Hand, die er abgeben oder ablegen könnte.</translation>
    </message>
    <message>
        <source>Cards given to several tied players are split as evenly as possible; the giver decides who gets the cards left over.</source>
        <translation>Karten für mehrere Spieler mit gleicher Stufe werden so gleichmäßig wie möglich aufgeteilt; wer die übrigen Karten bekommt, entscheidet der Gebende.</translation>
    </message>
    <message>
        <source>A giver who is the lowest Level, or tied for it, discards the excess instead of giving it away.</source>
        <translation>Hat der Gebende selbst die niedrigste Stufe oder teilt sie, legt er die überzähligen Karten ab, statt sie abzugeben.</translation>
    </message>
    <message>
        <source>At the end of a turn a hand may hold at most five cards (unless a card raises it); the excess must be played or given away.</source>
        <translation>Am Ende eines Zuges darfst du höchstens fünf Karten auf der Hand haben (außer eine Karte erhöht das Limit); überzählige Karten musst du ausspielen oder abgeben.</translation>
    </message>
    <message>
        <source>The excess cards go to the living player with the lowest Level.</source>
        <translation>Die überzähligen Karten bekommt der lebende Spieler mit der niedrigsten Stufe.</translation>
    </message>
    <message>
        <source>In Deluxe a helper who is an Elf goes up one level for every monster slain in the fight.</source>
        <translation>In Deluxe steigt ein Helfer, der Elf ist, für jedes im Kampf getötete Monster eine Stufe auf.</translation>
    </message>
    <message>
        <source>A monster got rid of without killing it is still a win over it, but gives no level and, unless the card says so, no Treasure.</source>
        <translation>Ein Monster, das du loswirst, ohne es zu töten, gilt trotzdem als besiegt, bringt aber keine Stufe und, sofern die Karte nichts anderes sagt, keine Schätze.</translation>
    </message>
    <message>
        <source>Enhancers raise or lower one monster&apos;s strength and change its Treasure; several on one monster add up.</source>
        <translation>Monsterverstärker erhöhen oder senken die Kampfstärke eines Monsters und ändern seine Schätze; mehrere auf demselben Monster werden addiert.</translation>
    </message>
    <message>
        <source>A citizen of Thanksgiving Town helped to kill a monster of Level 10 or more draws one extra Treasure, and so does the helper.</source>
        <translation>Wird einem Bürger von Thanksgiving Town geholfen, ein Monster ab Stufe 10 zu töten, zieht er einen zusätzlichen Schatz, und der Helfer ebenso.</translation>
    </message>
    <message>
        <source>A helper adds his whole combat strength to yours, and the monster&apos;s abilities and weaknesses apply to him as well.</source>
        <translation>Ein Helfer addiert seine gesamte Kampfstärke zu deiner, und die Fähigkeiten und Schwächen des Monsters gelten auch für ihn.</translation>
    </message>
    <message>
        <source>In Nightmare a Demon may be played from the hand into a fight against another Demon without Wandering Monster.</source>
        <translation>In Nightmare darf ein Dämon aus der Hand in einen Kampf gegen einen anderen Dämon gespielt werden, auch ohne „Wanderndes Monster“.</translation>
    </message>
    <message>
        <source>In Pathfinder a Goblin may be played from the hand into a fight against another Goblin without Wandering Monster; the Hemogoblin counts as both Goblin and Undead.</source>
        <translation>In Pathfinder darf ein Goblin aus der Hand in einen Kampf gegen einen anderen Goblin gespielt werden, auch ohne „Wanderndes Monster“; der Hemogoblin zählt als Goblin und als Untoter.</translation>
    </message>
    <message>
        <source>In Cthulhu a monster whose name ends in &quot;goth&quot; may bring one more goth into its fight; a goth summoned this way summons nobody.</source>
        <translation>In Cthulhu darf ein Monster, dessen Name auf „goth“ endet, ein weiteres Goth-Monster in seinen Kampf holen; ein so beschworenes Goth-Monster beschwört selbst keines.</translation>
    </message>
    <message>
        <source>Looking for Trouble is playing a monster from your own hand to fight it on your own turn; it starts a fight and never adds a monster to one already going.</source>
        <translation>Ärger suchen heißt, in deinem eigenen Zug ein Monster aus deiner Hand zu spielen und es zu bekämpfen; damit beginnt ein Kampf, so kommt nie ein Monster zu einem laufenden Kampf dazu.</translation>
    </message>
    <message>
        <source>An Undead monster may be played from the hand into a fight against another Undead without Wandering Monster.</source>
        <translation>Ein untotes Monster darf aus der Hand in einen Kampf gegen einen anderen Untoten gespielt werden, auch ohne „Wanderndes Monster“.</translation>
    </message>
    <message>
        <source>Other players may add a monster to a fight by playing it with Wandering Monster; every monster joins the one combined fight.</source>
        <translation>Andere Spieler können mit „Wanderndes Monster“ ein Monster in einen Kampf spielen; alle Monster gehören dann zu demselben gemeinsamen Kampf.</translation>
    </message>
    <message>
        <source>After winning, wait a reasonable moment (about 2.6 seconds, 3.75 in Pathfinder) for anyone to interfere before the kill is final.</source>
        <translation>Warte nach einem Sieg einen angemessenen Moment (etwa 2,6 Sekunden, in Pathfinder 3,75), ob noch jemand eingreift; erst dann ist das Monster endgültig getötet.</translation>
    </message>
    <message>
        <source>When a monster makes you fight with your Level only, that holds for the whole fight and for the helper too: gear, Rides, abilities and one-shots do not count.</source>
        <translation>Zwingt dich ein Monster, nur mit deiner Stufe zu kämpfen, gilt das für den ganzen Kampf und auch für den Helfer: Ausrüstung, Reittiere, Fähigkeiten und Einmal-Gegenstände zählen nicht.</translation>
    </message>
    <message>
        <source>A monster&apos;s strength is its Level plus its Enhancers and bonuses; several monsters fight with their combined strength.</source>
        <translation>Die Kampfstärke eines Monsters ist seine Stufe plus Monsterverstärker und Boni; mehrere Monster kämpfen mit ihrer gemeinsamen Kampfstärke.</translation>
    </message>
    <message>
        <source>You win only with a strength greater than the monsters&apos;; a tie goes to the monsters.</source>
        <translation>Du gewinnst nur mit einer höheren Kampfstärke als die Monster; bei Gleichstand gewinnen die Monster.</translation>
    </message>
    <message>
        <source>A fight that is lost ends in running away from every monster left: nothing is gained, not even for monsters already removed.</source>
        <translation>Ein verlorener Kampf endet mit Weglaufen vor allen übrigen Monstern: Es gibt keine Belohnung, auch nicht für bereits entfernte Monster.</translation>
    </message>
    <message>
        <source>Only one other player may help in a fight; anyone may still play cards on it.</source>
        <translation>Nur ein anderer Spieler darf im Kampf helfen; Karten in den Kampf spielen darf trotzdem jeder.</translation>
    </message>
    <message>
        <source>Your combat strength is your Level plus equipped gear, Rides, abilities and the one-shots played for you.</source>
        <translation>Deine Kampfstärke ist deine Stufe plus getragene Ausrüstung, Reittiere, Fähigkeiten und die für dich gespielten Einmal-Gegenstände.</translation>
    </message>
    <message>
        <source>Each monster killed gives one level, or what its card says; a helper gains none unless an ability says so.</source>
        <translation>Jedes getötete Monster bringt eine Stufe oder so viele, wie seine Karte angibt; ein Helfer bekommt keine, außer eine Fähigkeit sieht es vor.</translation>
    </message>
    <message>
        <source>Each monster killed gives the Treasures on its card, changed by the Enhancers played on it; the fighter draws them all.</source>
        <translation>Jedes getötete Monster bringt die Schätze auf seiner Karte, verändert durch die darauf gespielten Monsterverstärker; der Kämpfer zieht sie alle.</translation>
    </message>
    <message>
        <source>A citizen of Thanksgiving Town gets an extra +2 in combat for each Ride.</source>
        <translation>Ein Bürger von Thanksgiving Town bekommt im Kampf für jedes Reittier zusätzlich +2.</translation>
    </message>
    <message>
        <source>Faster Play option: when a fighter with a helper reaches the winning level, the helper wins too.</source>
        <translation>Option „Schnelleres Spiel“: Erreicht ein Kämpfer mit Helfer die Siegstufe, gewinnt der Helfer ebenfalls.</translation>
    </message>
    <message>
        <source>A monster&apos;s bonus or penalty against a Race, Class, Faction, Citizenship or sex applies when the fighter or the helper has it.</source>
        <translation>Ein Bonus oder Malus eines Monsters gegen eine Rasse, Klasse, Fraktion, Bürgerschaft oder ein Geschlecht gilt, wenn der Kämpfer oder der Helfer diese Eigenschaft hat.</translation>
    </message>
    <message>
        <source>A monster&apos;s bonus against a card counts once per fight, even when both the fighter and the helper have that card.</source>
        <translation>Der Bonus eines Monsters gegen eine Karte zählt nur einmal pro Kampf, auch wenn Kämpfer und Helfer beide diese Karte haben.</translation>
    </message>
    <message>
        <source>In Deluxe a side with a Warrior, as fighter or helper, wins a tie.</source>
        <translation>In Deluxe gewinnt eine Seite mit einem Krieger – als Kämpfer oder Helfer – bei Gleichstand.</translation>
    </message>
    <message>
        <source>From the strengths as they stand: the least strength the players must add to win (a tie is enough only when they win ties), or, while they are winning, the least the monsters must add to turn the fight.</source>
        <translation>Ausgehend von den aktuellen Kampfstärken: wie viel die Spieler mindestens noch hinzufügen müssen, um zu gewinnen (Gleichstand reicht nur, wenn sie bei Gleichstand gewinnen), oder, solange sie vorn liegen, wie viel die Monster mindestens hinzufügen müssen, um den Kampf zu drehen.</translation>
    </message>
    <message>
        <source>A card or ability that says so lets the players win a tie.</source>
        <translation>Eine Karte oder Fähigkeit, die das ausdrücklich sagt, lässt die Spieler bei Gleichstand gewinnen.</translation>
    </message>
    <message>
        <source>When every player is a Cultist the game ends and the highest Level wins (ties share the win).</source>
        <translation>Sind alle Spieler Kultisten, endet das Spiel und die höchste Stufe gewinnt (bei Gleichstand wird der Sieg geteilt).</translation>
    </message>
    <message>
        <source>Told to become a Cultist, you must take a Cultist from its own discard pile if one waits there; with none, nothing happens; a Cultist already stays as he is.</source>
        <translation>Musst du Kultist werden, nimmst du einen Kultisten von seinem eigenen Ablagestapel, falls dort einer liegt; liegt keiner dort, passiert nichts; wer schon Kultist ist, bleibt es einfach.</translation>
    </message>
    <message>
        <source>When all players but one are Cultists, that one goes up a level, and this level may be the winning one.</source>
        <translation>Sind alle Spieler bis auf einen Kultisten, steigt dieser eine Spieler eine Stufe auf – und das darf die Siegstufe sein.</translation>
    </message>
    <message>
        <source>The Cultist card can be lost to cards, never discarded by choice.</source>
        <translation>Die Kultistenkarte kann durch Karten verloren gehen, aber nie freiwillig abgelegt werden.</translation>
    </message>
    <message>
        <source>While only one Cultist is in play, nothing but Divine Intervention takes the Class away.</source>
        <translation>Solange nur ein Kultist im Spiel ist, kann ihm nichts außer „Divine Intervention“ diese Klasse nehmen.</translation>
    </message>
    <message>
        <source>Discarded Cultist cards go to a pile of their own, which is not a discard pile for any other purpose.</source>
        <translation>Abgelegte Kultistenkarten kommen auf einen eigenen Stapel, der für keinen anderen Zweck als Ablagestapel gilt.</translation>
    </message>
    <message>
        <source>A dead character receives no cards at all, not even Charity.</source>
        <translation>Ein toter Charakter bekommt überhaupt keine Karten, auch keine Milde Gabe.</translation>
    </message>
    <message>
        <source>On death you keep your character cards, their doubling cards, your Level and the Curses on you; everything else is lost.</source>
        <translation>Beim Tod behältst du deine Charakterkarten, ihre Verdopplungskarten, deine Stufe und die Flüche auf dir; alles andere verlierst du.</translation>
    </message>
    <message>
        <source>Each other living player takes one card from the body; when it runs out the rest get nothing, and what is left is discarded.</source>
        <translation>Jeder andere lebende Spieler nimmt sich eine Karte von der Leiche; sind keine mehr da, gehen die übrigen leer aus, und was übrig bleibt, wird abgelegt.</translation>
    </message>
    <message>
        <source>The body is looted highest Level first.</source>
        <translation>Die Leiche wird nach Stufe geplündert, höchste Stufe zuerst.</translation>
    </message>
    <message>
        <source>Players tied in Level roll a die to decide who loots first.</source>
        <translation>Spieler mit gleicher Stufe würfeln aus, wer zuerst plündert.</translation>
    </message>
    <message>
        <source>Once dead you need not run from the remaining monsters.</source>
        <translation>Bist du tot, musst du nicht mehr vor den übrigen Monstern weglaufen.</translation>
    </message>
    <message>
        <source>Only one suit of Armor can be equipped at a time.</source>
        <translation>Du kannst immer nur eine Rüstung tragen.</translation>
    </message>
    <message>
        <source>You may carry any number of Small items but only one Big one.</source>
        <translation>Du darfst beliebig viele kleine Gegenstände mitführen, aber nur einen großen.</translation>
    </message>
    <message>
        <source>In Deluxe a Dwarf may carry any number of Big items.</source>
        <translation>In Deluxe darf ein Zwerg beliebig viele große Gegenstände mitführen.</translation>
    </message>
    <message>
        <source>An Item in play but not equipped is only carried: its bonus does not count.</source>
        <translation>Ein Gegenstand im Spiel, der nicht getragen wird, wird nur mitgeführt: Sein Bonus zählt nicht.</translation>
    </message>
    <message>
        <source>An Item attached to a Cheat! card ignores the equip limits and restrictions.</source>
        <translation>Für einen Gegenstand an einer „Schummeln!“-Karte gelten die Grenzen und Einschränkungen fürs Tragen nicht.</translation>
    </message>
    <message>
        <source>A doubling card on a single character card gives that card&apos;s advantages without its disadvantages, such as Items forbidden to it (Nightmare&apos;s Dual Citizenship gives only the monster part).</source>
        <translation>Eine Verdopplungskarte auf einer einzelnen Charakterkarte gibt deren Vorteile ohne ihre Nachteile, etwa Verbote für Gegenstände (die Doppelte Bürgerschaft in Nightmare wirkt nur beim Teil, der Monster betrifft).</translation>
    </message>
    <message>
        <source>Only one pair of Footgear can be equipped at a time.</source>
        <translation>Du kannst immer nur ein Schuhwerk tragen.</translation>
    </message>
    <message>
        <source>An Item forbidden to a Race, Class, Faction, Citizenship or sex gives no bonus to a character who has it.</source>
        <translation>Ein Gegenstand, der für eine Rasse, Klasse, Fraktion, Bürgerschaft oder ein Geschlecht verboten ist, gibt einem Charakter mit dieser Eigenschaft keinen Bonus.</translation>
    </message>
    <message>
        <source>You may equip two 1-Hand Items or one 2-Hands Item.</source>
        <translation>Du kannst zwei Gegenstände für 1 Hand oder einen Gegenstand für 2 Hände tragen.</translation>
    </message>
    <message>
        <source>Only one Headgear can be equipped at a time.</source>
        <translation>Du kannst immer nur eine Kopfbedeckung tragen.</translation>
    </message>
    <message>
        <source>A Hireling (in Nightmare, a Ride) can hold one Item beyond the equip and Big-item limits.</source>
        <translation>Ein Gefolgsmann (in Nightmare ein Reittier) kann einen Gegenstand zusätzlich halten, unabhängig von den Grenzen für getragene und große Gegenstände.</translation>
    </message>
    <message>
        <source>This game has no Big-item limit: any Item may be carried.</source>
        <translation>In diesem Spiel gibt es keine Grenze für große Gegenstände: Jeder Gegenstand darf mitgeführt werden.</translation>
    </message>
    <message>
        <source>Items cannot be equipped, unequipped or traded during a combat or while running away.</source>
        <translation>Während eines Kampfes oder beim Weglaufen dürfen Gegenstände weder angelegt noch abgenommen noch getauscht werden.</translation>
    </message>
    <message>
        <source>In Nightmare a character has only one Ride at a time.</source>
        <translation>In Nightmare hat ein Charakter immer nur ein Reittier.</translation>
    </message>
    <message>
        <source>An Item usable only by a Race, Class, Faction, Citizenship or sex gives its bonus only while the character has it.</source>
        <translation>Ein Gegenstand, den nur eine bestimmte Rasse, Klasse, Fraktion, Bürgerschaft oder ein Geschlecht benutzen darf, gibt seinen Bonus nur, solange der Charakter diese Eigenschaft hat.</translation>
    </message>
    <message>
        <source>Every player, Item, card and monster the table enters needs a name that is more than spaces.</source>
        <translation>Spieler, Gegenstände, Karten und Monster, die am Tisch eingegeben werden, brauchen einen Namen, der nicht nur aus Leerzeichen besteht.</translation>
    </message>
    <message>
        <source>While a combat is going on the turn cannot move on, end or start another fight, and its fighter and helper cannot leave the table.</source>
        <translation>Solange ein Kampf läuft, kann der Zug weder weitergehen noch enden noch einen weiteren Kampf beginnen, und Kämpfer und Helfer können den Tisch nicht verlassen.</translation>
    </message>
    <message>
        <source>Only the fighter and the helper have a combat bonus of their own in a fight.</source>
        <translation>Nur Kämpfer und Helfer haben in einem Kampf einen eigenen Kampfbonus.</translation>
    </message>
    <message>
        <source>A dead character cannot fight, help, play cards, change gear or die a second time until the new character appears.</source>
        <translation>Ein toter Charakter kann nicht kämpfen, helfen, Karten spielen, seine Ausrüstung ändern oder ein zweites Mal sterben, bis der neue Charakter erscheint.</translation>
    </message>
    <message>
        <source>A die roll entered at the table is a number from 1 to 6, and each player rolls once per roll asked for.</source>
        <translation>Ein am Tisch eingegebener Würfelwurf ist eine Zahl von 1 bis 6, und jeder Spieler würfelt einmal pro verlangtem Wurf.</translation>
    </message>
    <message>
        <source>Players are told apart by name, so no two players at a table may share one.</source>
        <translation>Spieler werden an ihrem Namen unterschieden, daher dürfen zwei Spieler am selben Tisch nicht denselben Namen tragen.</translation>
    </message>
    <message>
        <source>A player either enters every Item or keeps one gear number: switching to a number needs the Items gone first, and a player keeping a number cannot receive Items.</source>
        <translation>Ein Spieler gibt entweder jeden Gegenstand einzeln ein oder führt eine pauschale Ausrüstungszahl: Für den Wechsel zur Zahl müssen erst alle Gegenstände weg sein, und wer eine Zahl führt, kann keine Gegenstände erhalten.</translation>
    </message>
    <message>
        <source>A seat or a monster is picked by its position, which must exist.</source>
        <translation>Ein Platz oder ein Monster wird über seine Position gewählt, und diese muss existieren.</translation>
    </message>
    <message>
        <source>Counts and numbers stay within fixed limits: players, Items per player, monsters and cards in a fight, bonuses, gear and hands.</source>
        <translation>Anzahlen und Werte bleiben in festen Grenzen: Spieler, Gegenstände pro Spieler, Monster und Karten in einem Kampf, Boni, Ausrüstung und Handkarten.</translation>
    </message>
    <message>
        <source>Looting is done once, on a dead character whose body has not been looted yet.</source>
        <translation>Plündern geht nur einmal, und nur bei einem toten Charakter, dessen Leiche noch nicht geplündert wurde.</translation>
    </message>
    <message>
        <source>A player&apos;s name is at most 24 characters and a game&apos;s at most 60, so each fits a player card, the table&apos;s header and one line of the Games list.</source>
        <translation>Der Name eines Spielers hat höchstens 24 Zeichen, der eines Spiels höchstens 60, damit jeder auf eine Spielerkarte, in die Kopfzeile des Tisches und in eine Zeile der Liste „Spiele“ passt.</translation>
    </message>
    <message>
        <source>A name may be at most 200 bytes long.</source>
        <translation>Ein Name darf höchstens 200 Byte lang sein.</translation>
    </message>
    <message>
        <source>A dead player&apos;s new character appears when the next turn begins, with the kept cards and Level but nothing else.</source>
        <translation>Der neue Charakter eines toten Spielers erscheint zu Beginn des nächsten Zuges, mit den behaltenen Karten und seiner Stufe, aber sonst nichts.</translation>
    </message>
    <message>
        <source>Monsters, helpers, one-shots, resolving and running away all need a combat going on.</source>
        <translation>Monster, Helfer, Einmal-Gegenstände, das Auswerten und das Weglaufen setzen alle einen laufenden Kampf voraus.</translation>
    </message>
    <message>
        <source>An Item, Ride, Hireling, Curse or character card has to be in front of a player before it can be equipped, lost, traded, sold, sacrificed or discarded.</source>
        <translation>Gegenstände, Reittiere, Gefolgsleute, Flüche und Charakterkarten müssen vor einem Spieler ausliegen, bevor sie angelegt, verloren, getauscht, verkauft, geopfert oder abgelegt werden können.</translation>
    </message>
    <message>
        <source>Once someone has won, the game takes no more actions.</source>
        <translation>Sobald jemand gewonnen hat, nimmt das Spiel keine Aktionen mehr an.</translation>
    </message>
    <message>
        <source>After every Munchkin Panic action the board must still be one the players could set up: known tokens, each once, with health they can have.</source>
        <translation>Nach jeder Aktion in Munchkin Panic muss der Spielplan einer bleiben, den die Spieler so aufbauen könnten: bekannte Plättchen, jedes nur einmal, mit Lebenspunkten, die sie haben können.</translation>
    </message>
    <message>
        <source>An action that names the card it plays must name one that does what the action records.</source>
        <translation>Eine Aktion, die die gespielte Karte nennt, muss eine Karte nennen, die das bewirkt, was die Aktion einträgt.</translation>
    </message>
    <message>
        <source>When several Monsters hit one structure the action must say which of them takes the damage; until it does, nothing moves.</source>
        <translation>Treffen mehrere Monster dasselbe Bauwerk, muss die Aktion angeben, welches von ihnen den Schaden erleidet; bis dahin bewegt sich nichts.</translation>
    </message>
    <message>
        <source>A Munchkin Panic game starts by placing four Monsters in the Archer ring; the first turn begins after.</source>
        <translation>Ein Spiel Munchkin Panic beginnt damit, dass vier Monster in den Bogenschützenring gestellt werden; erst danach beginnt der erste Zug.</translation>
    </message>
    <message>
        <source>A token can be drawn from the Monster bag only once, and only if it is in the game being played.</source>
        <translation>Ein Plättchen kann nur einmal aus dem Monsterbeutel gezogen werden, und nur, wenn es zum laufenden Spiel gehört.</translation>
    </message>
    <message>
        <source>An action must name a Monster that is on the board, by its id.</source>
        <translation>Eine Aktion muss ein Monster, das auf dem Spielplan steht, über seine ID nennen.</translation>
    </message>
    <message>
        <source>A turn goes through its phases in order and never back; a monster is fought in Kick Open the Door or Look for Trouble, and a fight ends the turn&apos;s search: Charity comes next. Without a fight, Look for Trouble or Loot the Room comes before Charity and the end of the turn.</source>
        <translation>Ein Zug durchläuft seine Phasen der Reihe nach und nie zurück; gekämpft wird bei „Tür eintreten“ oder „Ärger suchen“, und ein Kampf beendet die Suche in diesem Zug: Danach kommt die Milde Gabe. Ohne Kampf kommt „Ärger suchen“ oder „Raum plündern“ vor der Milden Gabe und dem Ende des Zuges.</translation>
    </message>
    <message>
        <source>Arbiter does not see the cards, so the end of a turn entered from Look for Trouble or Loot the Room is recorded: Charity counts as played at the table, and the verdict says so.</source>
        <translation>Arbiter sieht die Karten nicht. Darum wird ein Zugende, das aus „Ärger suchen“ oder „Raum plündern“ heraus eingegeben wird, eingetragen: Die Milde Gabe gilt als am Tisch gespielt, und das Urteil weist darauf hin.</translation>
    </message>
    <message>
        <source>A game has from 1 to 12 players at the table; the last player cannot leave.</source>
        <translation>Ein Spiel hat 1 bis 12 Spieler am Tisch; der letzte Spieler kann den Tisch nicht verlassen.</translation>
    </message>
    <message>
        <source>When the dice decide who starts, every player rolls one die and the highest roll starts; those tied for the highest roll again among themselves until one roll is highest. The rolls are kept with the game&apos;s setup.</source>
        <translation>Entscheiden die Würfel, wer beginnt, würfelt jeder Spieler einmal, und wer am höchsten würfelt, beginnt; wer beim höchsten Wurf gleichauf liegt, würfelt unter sich erneut, bis ein Wurf allein der höchste ist. Die Würfe werden mit dem Spielaufbau gespeichert.</translation>
    </message>
    <message>
        <source>Running away takes one roll per runner against each monster still in the fight, and no rolls for monsters or helpers that are not there.</source>
        <translation>Beim Weglaufen würfelt jeder Fliehende einmal gegen jedes Monster, das noch im Kampf ist; für Monster oder Helfer, die nicht dabei sind, wird nicht gewürfelt.</translation>
    </message>
    <message>
        <source>Running away follows a lost fight; once the fight is lost no more cards change it.</source>
        <translation>Auf einen verlorenen Kampf folgt das Weglaufen; ist der Kampf verloren, ändern ihn keine Karten mehr.</translation>
    </message>
    <message>
        <source>A trade needs two players, and the fighter cannot be his own helper.</source>
        <translation>Ein Tausch braucht zwei Spieler, und der Kämpfer kann nicht sein eigener Helfer sein.</translation>
    </message>
    <message>
        <source>An action must name a player who is at the table.</source>
        <translation>Eine Aktion muss einen Spieler nennen, der am Tisch sitzt.</translation>
    </message>
    <message>
        <source>A game of the Munchkin card games takes only their actions, and a Munchkin Panic game only Panic ones.</source>
        <translation>Ein Spiel der Munchkin-Kartenspiele nimmt nur deren Aktionen an, ein Spiel Munchkin Panic nur Panic-Aktionen.</translation>
    </message>
    <message>
        <source>A card that explicitly says so may give the winning level another way than a kill.</source>
        <translation>Eine Karte, die das ausdrücklich sagt, kann die Siegstufe auch auf anderem Weg als durch das Töten eines Monsters bringen.</translation>
    </message>
    <message>
        <source>A dead character cannot go up a level or win.</source>
        <translation>Ein toter Charakter kann keine Stufe aufsteigen und nicht gewinnen.</translation>
    </message>
    <message>
        <source>Nothing can take a player below Level 1, though combat strength may drop below it.</source>
        <translation>Nichts kann einen Spieler unter Stufe 1 bringen, seine Kampfstärke kann aber darunter fallen.</translation>
    </message>
    <message>
        <source>Go Up a Level may be played on anyone at any time, even in combat, but never to give the winning level.</source>
        <translation>„Steige eine Stufe auf“ darf jederzeit auf jeden gespielt werden, auch im Kampf, aber nie, um die Siegstufe zu erreichen.</translation>
    </message>
    <message>
        <source>The winning level can be reached only by killing a monster.</source>
        <translation>Die Siegstufe kann nur durch das Töten eines Monsters erreicht werden.</translation>
    </message>
    <message>
        <source>The first player to reach Level 10 (Level 20 with the Epic rules) wins.</source>
        <translation>Wer als Erster Stufe 10 erreicht (mit den epischen Regeln Stufe 20), gewinnt.</translation>
    </message>
    <message>
        <source>Faster Play option: draw a face-down Door card before kicking open the door; looting the room then draws a Treasure.</source>
        <translation>Option „Schnelleres Spiel“: Zieh eine verdeckte Türkarte, bevor du die Tür eintrittst; beim Plündern des Raums ziehst du dann einen Schatz.</translation>
    </message>
    <message>
        <source>Each runner rolls one six-sided die against each monster and escapes on a total of 5 or more: with a modifier the lowest face that escapes moves, every face may escape or none, and a sacrificed Ride escapes without a roll.</source>
        <translation>Jeder Fliehende würfelt gegen jedes Monster mit einem sechsseitigen Würfel und entkommt bei insgesamt 5 oder mehr: Ein Modifikator verschiebt die niedrigste Augenzahl, mit der man entkommt – womöglich entkommt jeder Wurf oder keiner –, und wer ein Reittier opfert, entkommt ohne Wurf.</translation>
    </message>
    <message>
        <source>Roll separately against each monster, in the order you choose; each one that catches you does its Bad Stuff at once.</source>
        <translation>Würfle gegen jedes Monster einzeln, in der Reihenfolge deiner Wahl; bei jedem, das dich erwischt, treten sofort seine Schlimmen Dinge ein.</translation>
    </message>
    <message>
        <source>When a fighter and his helper lose, both must run away, each rolling for himself; a monster can catch both.</source>
        <translation>Verlieren ein Kämpfer und sein Helfer, müssen beide weglaufen, und jeder würfelt für sich; ein Monster kann beide erwischen.</translation>
    </message>
    <message>
        <source>Abilities and Items may help or hinder escaping every monster, and a monster may change the roll against itself.</source>
        <translation>Fähigkeiten und Gegenstände können das Entkommen vor allen Monstern erleichtern oder erschweren, und ein Monster kann den Wurf gegen sich selbst verändern.</translation>
    </message>
    <message>
        <source>In Nightmare discarding your Ride lets you escape every monster without rolling; you decide whether your helper escapes with you.</source>
        <translation>In Nightmare entkommst du allen Monstern ohne Wurf, wenn du dein Reittier ablegst; du entscheidest, ob dein Helfer mit dir entkommt.</translation>
    </message>
    <message>
        <source>Roll a die: a total of 5 or more escapes.</source>
        <translation>Würfle: Bei insgesamt 5 oder mehr entkommst du.</translation>
    </message>
    <message>
        <source>Items may be sold from the hand as well as from those carried.</source>
        <translation>Gegenstände dürfen aus der Hand ebenso verkauft werden wie aus den mitgeführten.</translation>
    </message>
    <message>
        <source>A sale must total at least 1000 Gold Pieces: Items cannot be discarded for nothing.</source>
        <translation>Ein Verkauf muss insgesamt mindestens 1000 Goldstücke ergeben: Gegenstände können nicht für nichts abgelegt werden.</translation>
    </message>
    <message>
        <source>Gold above a whole thousand is lost: there is no change.</source>
        <translation>Gold über einem vollen Tausender verfällt: Es gibt kein Wechselgeld.</translation>
    </message>
    <message>
        <source>Items cannot be sold during a combat or while running away.</source>
        <translation>Während eines Kampfes oder beim Weglaufen können keine Gegenstände verkauft werden.</translation>
    </message>
    <message>
        <source>Selling can never take you to the winning level.</source>
        <translation>Durch Verkaufen kannst du nie die Siegstufe erreichen.</translation>
    </message>
    <message>
        <source>Pathfinder lets one-shots with a Gold value be sold, and Nightmare calls them One-Shot Items, so they sell there. Deluxe and Cthulhu call them Treasures and leave it open: they count only with the house rule sellOneShots.</source>
        <translation>In Pathfinder dürfen Einmal-Gegenstände mit Goldwert verkauft werden, und Nightmare nennt sie ausdrücklich Gegenstände („One-Shot Items“), also sind sie dort verkäuflich. Deluxe und Cthulhu nennen sie Schätze („One-Shot Treasures“) und lassen es offen: Dort zählen sie nur mit der Hausregel sellOneShots.</translation>
    </message>
    <message>
        <source>You may sell Items only during your own turn.</source>
        <translation>Du darfst Gegenstände nur in deinem eigenen Zug verkaufen.</translation>
    </message>
    <message>
        <source>Each full 1000 Gold Pieces of Items sold buys one level; several levels may be bought at once.</source>
        <translation>Je volle 1000 Goldstücke an verkauften Gegenständen bringen eine Stufe; du kannst mehrere Stufen auf einmal kaufen.</translation>
    </message>
    <message>
        <source>Some actions may be taken at any time, even in combat and on other players&apos; turns.</source>
        <translation>Manche Aktionen sind jederzeit erlaubt, auch im Kampf und im Zug anderer Spieler.</translation>
    </message>
    <message>
        <source>A card you have just received may be played at once when you are not in combat, even on another player&apos;s turn.</source>
        <translation>Eine Karte, die du gerade erhalten hast, darfst du sofort spielen, wenn du nicht im Kampf bist, auch im Zug eines anderen Spielers.</translation>
    </message>
    <message>
        <source>Some actions may be taken at any time except while you are in combat.</source>
        <translation>Manche Aktionen sind jederzeit erlaubt, nur nicht, während du im Kampf bist.</translation>
    </message>
    <message>
        <source>Some actions may be taken only on your own turn.</source>
        <translation>Manche Aktionen sind nur in deinem eigenen Zug erlaubt.</translation>
    </message>
    <message>
        <source>Only Items in play can be traded, never cards from a hand, and a traded Item stays in play.</source>
        <translation>Getauscht werden nur Gegenstände im Spiel, nie Karten aus der Hand, und ein getauschter Gegenstand bleibt im Spiel.</translation>
    </message>
    <message>
        <source>Only Items may be traded; other cards cannot.</source>
        <translation>Nur Gegenstände dürfen getauscht werden, andere Karten nicht.</translation>
    </message>
    <message>
        <source>In Nightmare a Ride can never be traded away.</source>
        <translation>In Nightmare darf ein Reittier niemals weggetauscht werden.</translation>
    </message>
    <message>
        <source>Neither player in a trade may be in a combat.</source>
        <translation>Keiner der beiden Tauschpartner darf in einem Kampf sein.</translation>
    </message>
    <message>
        <source>Every Monster not held by Glue moves one arc clockwise without changing ring, the Forest included; in the Castle ring it runs into the Tower of the next space as in the Move Monsters phase.</source>
        <translation>Jedes Monster, das nicht festgeklebt ist, rückt einen Bogen im Uhrzeigersinn weiter, ohne den Ring zu wechseln, auch im Wald; im Burgring läuft es wie in der Phase „Monster bewegen“ gegen den Turm des nächsten Feldes.</translation>
    </message>
    <message>
        <source>A Curse token from the bag can be cancelled by the Invisibility Potion or the Wishing Ring and then does nothing; Sandals of Protection only stop Curse cards played on you.</source>
        <translation>Ein Fluchplättchen aus dem Beutel kann durch den Unsichtbarkeitstrank oder den Wunschring aufgehoben werden und bewirkt dann nichts; die Sandalen des Schutzes wehren nur Fluchkarten ab, die gegen dich gespielt werden.</translation>
    </message>
    <message>
        <source>The red, green and blue tokens move every Monster in the arcs of that colour one space, exactly as in the Move Monsters phase, Walls and Towers included.</source>
        <translation>Die roten, grünen und blauen Plättchen bewegen jedes Monster in den Bögen ihrer Farbe um ein Feld, genau wie in der Phase „Monster bewegen“, auch gegen Mauern und Türme.</translation>
    </message>
    <message>
        <source>A die roll picks the arc; the rock squishes every Monster in its path (no Trophy, Glue and Sleep do not help) and stops at the first Wall or Tower it destroys, or loses itself on a Fortify token; with no structure in its arc it crosses the Castle to the opposite arc, and out of the board if nothing stops it there.</source>
        <translation>Ein Würfelwurf bestimmt den Bogen; der Felsen zerquetscht jedes Monster auf seinem Weg (keine Trophäe; Klebstoff und Schlaftrank schützen nicht) und bleibt am ersten Bauwerk (Mauer oder Turm) liegen, das er zerstört, oder geht an einem Verstärkungsplättchen verloren; steht in seinem Bogen kein Bauwerk, rollt er durch die Burg in den gegenüberliegenden Bogen und vom Spielplan, wenn ihn auch dort nichts aufhält.</translation>
    </message>
    <message>
        <source>Whoever draws this token may not negotiate help on their next turn; it is not in the bag for Solitaire.</source>
        <translation>Wer dieses Plättchen zieht, darf in seinem nächsten Zug keine Hilfe aushandeln; beim Solitär ist es nicht im Beutel.</translation>
    </message>
    <message>
        <source>The player places one Monster more than usual this turn.</source>
        <translation>Der Spieler stellt in diesem Zug ein Monster mehr auf als sonst.</translation>
    </message>
    <message>
        <source>A die roll picks an arc and every Monster in it moves one space as in the Move Monsters phase.</source>
        <translation>Ein Würfelwurf bestimmt einen Bogen, und jedes Monster darin rückt wie in der Phase „Monster bewegen“ ein Feld weiter.</translation>
    </message>
    <message>
        <source>A Monster or the Huge Rock hitting a fortified Wall removes the token instead of the Wall; the Monster still takes 1 damage and stays outside, the rock is discarded.</source>
        <translation>Trifft ein Monster oder der Riesenfelsen auf eine verstärkte Mauer, wird statt der Mauer das Plättchen entfernt; das Monster erleidet trotzdem 1 Schaden und bleibt draußen, der Felsen wird abgelegt.</translation>
    </message>
    <message>
        <source>A glued Monster moves neither in the Move Monsters phase nor by a Curse token, though the Huge Rock still squishes it.</source>
        <translation>Ein festgeklebtes Monster bewegt sich weder in der Phase „Monster bewegen“ noch durch ein Fluchplättchen, doch der Riesenfelsen zerquetscht es trotzdem.</translation>
    </message>
    <message>
        <source>When no Tower is left standing the game is over: the players lose, except in More Munchkin where the Trophy count still names a winner.</source>
        <translation>Steht kein Turm mehr, ist das Spiel vorbei: Die Spieler verlieren, außer bei „Mehr Munchkin“, wo die Trophäenwertung trotzdem einen Sieger bestimmt.</translation>
    </message>
    <message>
        <source>A 4- or 5-point Monster at 1 health takes no damage from a Wall or Tower it hits; the structure is destroyed all the same.</source>
        <translation>Trifft ein 4- oder 5-Punkte-Monster mit 1 Lebenspunkt auf eine Mauer oder einen Turm, erleidet es keinen Schaden; das Bauwerk wird trotzdem zerstört.</translation>
    </message>
    <message>
        <source>A Monster in the Castle ring moves one space clockwise, from arc 6 to arc 1, and hits the Tower standing there.</source>
        <translation>Ein Monster im Burgring rückt ein Feld im Uhrzeigersinn weiter, von Bogen 6 zu Bogen 1, und trifft auf den Turm, der dort steht.</translation>
    </message>
    <message>
        <source>In the Move Monsters phase every Monster moves one ring inwards at the same time: Forest, Archer, Knight, Swordsman, then through its arc&apos;s Wall into the Castle.</source>
        <translation>In der Phase „Monster bewegen“ rücken alle Monster gleichzeitig einen Ring nach innen: Wald, Bogenschützen, Ritter, Schwertkämpfer, dann durch die Mauer ihres Bogens in die Burg.</translation>
    </message>
    <message>
        <source>After a Sleep Potion no Monster moves for the rest of the turn, whether by the Move Monsters phase or by a Curse token; the Huge Rock still rolls.</source>
        <translation>Nach einem Schlaftrank bewegt sich für den Rest des Zuges kein Monster mehr, weder in der Phase „Monster bewegen“ noch durch ein Fluchplättchen; der Riesenfelsen rollt trotzdem.</translation>
    </message>
    <message>
        <source>When several Monsters hit the same Wall or Tower at once, the players pick the one that takes the damage; the others share its fate of staying outside or moving in.</source>
        <translation>Treffen mehrere Monster gleichzeitig auf dieselbe Mauer oder denselben Turm, wählen die Spieler, welches den Schaden erleidet; die anderen teilen sein Schicksal und bleiben draußen oder rücken mit hinein.</translation>
    </message>
    <message>
        <source>A Monster whose last health goes on a Wall or Tower is discarded: nobody gets its Trophy or Treasure.</source>
        <translation>Ein Monster, das seinen letzten Lebenspunkt an einer Mauer oder einem Turm verliert, wird abgelegt: Niemand bekommt seine Trophäe oder seine Schätze.</translation>
    </message>
    <message>
        <source>A Monster that hits a Tower destroys it, takes 1 damage and, if still alive, moves into the empty space.</source>
        <translation>Ein Monster, das auf einen Turm trifft, zerstört ihn, erleidet 1 Schaden und rückt, wenn es noch lebt, auf das frei gewordene Feld.</translation>
    </message>
    <message>
        <source>A Monster that hits a Wall destroys it, takes 1 damage and stays in the Swordsman ring.</source>
        <translation>Ein Monster, das auf eine Mauer trifft, zerstört sie, erleidet 1 Schaden und bleibt im Schwertkämpferring.</translation>
    </message>
    <message>
        <source>In their Play Cards phase a Cleric may send the Wannabe Vampire off the board and keep its Treasure, which joins the hand in Add Treasure; no Trophy is taken.</source>
        <translation>In seiner Phase „Karten spielen“ darf ein Kleriker den Wannabe Vampire vom Spielplan verscheuchen und dessen Schatz behalten, der in der Phase „Schätze aufnehmen“ auf die Hand kommt; eine Trophäe gibt es nicht.</translation>
    </message>
    <message>
        <source>In the Play Cards phase it sends one Monster that is not in the Forest into the Swordsman ring of its own arc.</source>
        <translation>In der Phase „Karten spielen“ schickt dieser Trank ein Monster, das nicht im Wald steht, in den Schwertkämpferring seines eigenen Bogens.</translation>
    </message>
    <message>
        <source>A Curse card may be played at any time on another player: the Duck of Doom and Chicken on Your Head take one of their Treasure cards, the Truly Obnoxious Curse takes everyone&apos;s Hit cards of a colour or ring; Sandals of Protection or the Wishing Ring cancel it. None are in the deck with Less Munchkin or in Solitaire.</source>
        <translation>Eine Fluchkarte darf jederzeit gegen einen anderen Spieler gespielt werden: Ente des Verderbens und Huhn auf dem Kopf nehmen ihm eine seiner Schatzkarten ab, der Wirklich fiese Fluch nimmt allen ihre Trefferkarten einer Farbe oder eines Rings ab; Sandalen des Schutzes oder der Wunschring heben den Fluch auf. Bei „Weniger Munchkin“ und im Solitär ist keine davon im Stapel.</translation>
    </message>
    <message>
        <source>In the Play Cards phase it sends one Monster from any ring, the Castle included, back to the Forest of its own arc.</source>
        <translation>In der Phase „Karten spielen“ schickt diese Karte ein Monster aus einem beliebigen Ring, auch aus der Burg, zurück in den Wald seines eigenen Bogens.</translation>
    </message>
    <message>
        <source>At any time it puts a Fortify token on a standing Wall that has none; only two tokens exist.</source>
        <translation>Diese Karte legt jederzeit ein Verstärkungsplättchen auf eine stehende Mauer, die noch keines hat; es gibt nur zwei dieser Plättchen.</translation>
    </message>
    <message>
        <source>At any time it sticks one Monster outside the Forest in place until the end of the turn: it does not move in the Move Monsters phase, for Curse tokens or for cards; there is one Glue token.</source>
        <translation>Diese Karte klebt jederzeit ein Monster außerhalb des Waldes bis zum Ende des Zuges fest: Es bewegt sich weder in der Phase „Monster bewegen“ noch durch Fluchplättchen oder Karten; es gibt nur ein Klebstoffplättchen.</translation>
    </message>
    <message>
        <source>A Monster under the Flask of Glue or the Sleep Potion cannot be moved or sent away by a card or the Wizard until the turn ends.</source>
        <translation>Ein Monster, auf das die Flasche Klebstoff oder der Schlaftrank wirkt, kann bis zum Ende des Zuges weder durch eine Karte noch durch den Zauberer bewegt oder weggeschickt werden.</translation>
    </message>
    <message>
        <source>At any time every Monster on the board returns to its full health, Enhancer health included, and its player draws a Treasure card for each Monster restored.</source>
        <translation>Jederzeit spielbar: Alle Monster auf dem Spielplan erhalten ihre vollen Lebenspunkte zurück, Lebenspunkte durch Monsterverstärker eingeschlossen, und wer die Karte spielt, zieht für jedes geheilte Monster eine Schatzkarte.</translation>
    </message>
    <message>
        <source>In the Play Cards phase a Monster in the Swordsman, Knight or Archer ring is discarded and another Monster from anywhere on the board takes its space; it needs two Monsters on the board.</source>
        <translation>In der Phase „Karten spielen“ wird ein Monster im Schwertkämpfer-, Ritter- oder Bogenschützenring abgelegt, und ein anderes Monster von irgendwo auf dem Spielplan nimmt seinen Platz ein; dazu müssen mindestens zwei Monster auf dem Spielplan stehen.</translation>
    </message>
    <message>
        <source>At any time a Monster from the discard pile becomes the player&apos;s Trophy, without its Treasure.</source>
        <translation>Jederzeit spielbar: Ein Monster aus dem Ablagestapel wird zur Trophäe des Spielers, jedoch ohne seine Schätze.</translation>
    </message>
    <message>
        <source>The curser picks a player with more Trophy points and swaps their own lowest Trophy for that player&apos;s highest (Addition Errors count and travel with it; with no Trophy they give nothing); an owner with several tied Trophies picks which one goes.</source>
        <translation>Wer den Fluch spielt, wählt einen Spieler mit mehr Trophäenpunkten und tauscht die eigene niedrigste Trophäe gegen dessen höchste (Rechenfehler zählen mit und wandern mit; wer keine Trophäe hat, gibt nichts ab); hat ein Besitzer mehrere gleichwertige Trophäen, wählt er, welche er abgibt.</translation>
    </message>
    <message>
        <source>In the Play Cards phase it discards one Monster that is not in the Forest, with no Trophy, and its player gains two Treasure cards in Add Treasure.</source>
        <translation>In der Phase „Karten spielen“ legt diese Karte ein Monster ab, das nicht im Wald steht, ohne Trophäe, und wer sie spielt, bekommt in der Phase „Schätze aufnehmen“ zwei Schatzkarten.</translation>
    </message>
    <message>
        <source>Played in the Play Cards phase, it keeps every Monster on the board where it is for the rest of the turn; they can still be hit.</source>
        <translation>In der Phase „Karten spielen“ gespielt, hält dieser Trank alle Monster auf dem Spielplan für den Rest des Zuges an ihrem Platz; getroffen werden können sie trotzdem.</translation>
    </message>
    <message>
        <source>At any time it moves one Monster into an arc of another colour, staying in the same ring.</source>
        <translation>Diese Karte versetzt jederzeit ein Monster in einen Bogen einer anderen Farbe; es bleibt im selben Ring.</translation>
    </message>
    <message>
        <source>Once in their Play Cards phase a Wizard may roll: on 4 to 6 one Monster moves anywhere on the board.</source>
        <translation>Einmal in seiner Phase „Karten spielen“ darf ein Zauberer würfeln: Bei 4 bis 6 wird ein Monster an eine beliebige Stelle des Spielplans versetzt.</translation>
    </message>
    <message>
        <source>The board&apos;s arcs are numbered 1 to 6; every Monster stands in one of them.</source>
        <translation>Die Bögen des Spielplans sind von 1 bis 6 nummeriert; jedes Monster steht in einem davon.</translation>
    </message>
    <message>
        <source>The Monster bag holds 39 tokens, so no board can show more Monsters.</source>
        <translation>Der Monsterbeutel enthält 39 Plättchen, also kann kein Spielplan mehr Monster zeigen.</translation>
    </message>
    <message>
        <source>There are only 2 Fortify tokens, and each one sits on a Wall that is still standing.</source>
        <translation>Es gibt nur 2 Verstärkungsplättchen, und jedes liegt auf einer Mauer, die noch steht.</translation>
    </message>
    <message>
        <source>A Monster&apos;s health runs from 1 up to its token&apos;s highest number; only a Monster Enhancer can raise it beyond, and Enhancers only add.</source>
        <translation>Die Lebenspunkte eines Monsters reichen von 1 bis zur höchsten Zahl auf seinem Plättchen; nur ein Monsterverstärker kann sie darüber hinaus erhöhen, und Monsterverstärker geben immer nur etwas dazu.</translation>
    </message>
    <message>
        <source>Every Monster on the board has its own id, so that a ruling can say which one it means.</source>
        <translation>Jedes Monster auf dem Spielplan hat eine eigene ID, damit eine Entscheidung genau sagen kann, welches gemeint ist.</translation>
    </message>
    <message>
        <source>Each Monster on the board is one of the 31 Monster tokens, with the points its token shows.</source>
        <translation>Jedes Monster auf dem Spielplan ist eines der 31 Monsterplättchen, mit den Punkten, die sein Plättchen zeigt.</translation>
    </message>
    <message>
        <source>A Monster enters a Castle space only once the Tower there is destroyed.</source>
        <translation>Ein Monster betritt ein Burgfeld erst, wenn der Turm dort zerstört ist.</translation>
    </message>
    <message>
        <source>Every Monster token is in the box once, so no Monster shows up twice on the board.</source>
        <translation>Jedes Monsterplättchen liegt nur einmal in der Schachtel, also taucht kein Monster zweimal auf dem Spielplan auf.</translation>
    </message>
    <message>
        <source>An Any Color Hit card hits for 1 in its own ring, whatever the colour of the arc.</source>
        <translation>Eine Trefferkarte „Any Color“ (beliebige Farbe) trifft in ihrem eigenen Ring mit 1 Punkt, egal welche Farbe der Bogen hat.</translation>
    </message>
    <message>
        <source>Only Hit cards carry Weapons, and each card goes where its kind belongs: Weapons on Hit cards, Potions and Specials on their own.</source>
        <translation>Nur Trefferkarten tragen Waffen, und jede Karte kommt dorthin, wo ihre Art hingehört: Waffen auf Trefferkarten, Tränke und Spezialkarten für sich allein.</translation>
    </message>
    <message>
        <source>Every point of an attack turns the Monster down one health point; it is slain when none is left.</source>
        <translation>Jeder Punkt eines Angriffs dreht das Monster um einen Lebenspunkt herunter; es ist getötet, wenn keiner mehr übrig ist.</translation>
    </message>
    <message>
        <source>An Elf who helps slay a Monster draws one more Treasure card from the deck.</source>
        <translation>Ein Elf, der hilft, ein Monster zu töten, zieht eine zusätzliche Schatzkarte vom Stapel.</translation>
    </message>
    <message>
        <source>An attack is made with at least one Hit card, damaging Potion or Special; an Enhancer alone is no attack.</source>
        <translation>Ein Angriff braucht mindestens eine Trefferkarte oder einen Trank bzw. eine Spezialkarte, die Schaden anrichtet; ein Monsterverstärker allein ist kein Angriff.</translation>
    </message>
    <message>
        <source>The Monster under attack drops to its last health point but cannot be slain this turn; the player who played the card draws a Treasure.</source>
        <translation>Das angegriffene Monster sinkt auf seinen letzten Lebenspunkt, kann in diesem Zug aber nicht getötet werden; wer die Karte gespielt hat, zieht einen Schatz.</translation>
    </message>
    <message>
        <source>Baby, Intelligent and Enraged Enhancers give the Monster under attack 1, 2 or 3 health after the attack&apos;s damage, even past its token&apos;s points; Baby and Intelligent draw their player a Treasure.</source>
        <translation>Die Monsterverstärker „Baby“, „Intelligent“ und „Wütend“ geben dem angegriffenen Monster nach dem Schaden des Angriffs 1, 2 bzw. 3 Lebenspunkte, auch über die Punkte seines Plättchens hinaus; bei „Baby“ und „Intelligent“ zieht, wer sie spielt, einen Schatz.</translation>
    </message>
    <message>
        <source>The Humongous Monster Enhancer heals every Monster on the board and is not played on an attack.</source>
        <translation>Der Gigantische Monsterverstärker heilt alle Monster auf dem Spielplan und wird nicht auf einen Angriff gespielt.</translation>
    </message>
    <message>
        <source>Nobody may help against the Gazebo: the current player faces it with their own cards only.</source>
        <translation>Gegen den Gazebo darf niemand helfen: Der aktive Spieler tritt ihm nur mit seinen eigenen Karten entgegen.</translation>
    </message>
    <message>
        <source>A Hero card hits for 1 in the Swordsman, Knight or Archer ring of its own colour.</source>
        <translation>Eine Heldenkarte („Hero“) trifft mit 1 Punkt im Schwertkämpfer-, Ritter- oder Bogenschützenring ihrer eigenen Farbe.</translation>
    </message>
    <message>
        <source>Hit cards only work in the Swordsman, Knight and Archer rings; some Specials and Treasure reach further.</source>
        <translation>Trefferkarten wirken nur im Schwertkämpfer-, Ritter- und Bogenschützenring; manche Spezialkarten und Schätze reichen weiter.</translation>
    </message>
    <message>
        <source>The expansion&apos;s cards are only shuffled in when the game uses them, and Solitaire leaves some cards out.</source>
        <translation>Die Karten der Erweiterung werden nur eingemischt, wenn das Spiel sie verwendet, und beim Solitär bleiben einige Karten draußen.</translation>
    </message>
    <message>
        <source>Each Treasure card and each Special is printed once, so one attack cannot use it twice.</source>
        <translation>Jede Schatzkarte und jede Spezialkarte gibt es nur einmal, also kann ein Angriff sie nicht zweimal nutzen.</translation>
    </message>
    <message>
        <source>Potions of Idiotic Bravery (1) and Halitosis (2) damage a Monster anywhere but the Forest, with or without Hit cards.</source>
        <translation>Der Trank der idiotischen Tapferkeit (1) und der Trank des Mundgeruchs (2) fügen einem Monster überall außer im Wald Schaden zu, mit oder ohne Trefferkarten.</translation>
    </message>
    <message>
        <source>Sleep Potion, Invisibility Potion and Cotion of Ponfusion deal no damage; each is ruled as its own play.</source>
        <translation>Schlaftrank, Unsichtbarkeitstrank und Trank der Verwirrung richten keinen Schaden an; über jeden wird als eigene Aktion entschieden.</translation>
    </message>
    <message>
        <source>A Hit card with a ring and a colour hits for 1 only in that ring of that colour&apos;s arcs.</source>
        <translation>Eine Trefferkarte mit Ring und Farbe trifft mit 1 Punkt nur in diesem Ring und nur in den Bögen dieser Farbe.</translation>
    </message>
    <message>
        <source>The Sandals are a defensive Weapon: they cancel a Curse card played on their holder and add nothing to an attack.</source>
        <translation>Die Sandalen sind eine Verteidigungswaffe: Sie heben eine Fluchkarte auf, die gegen ihren Besitzer gespielt wird, und tragen nichts zu einem Angriff bei.</translation>
    </message>
    <message>
        <source>A solo player has nobody to negotiate with, so no one helps and no one plays an Enhancer on the attack.</source>
        <translation>Wer allein spielt, hat niemanden zum Verhandeln: Niemand hilft, und niemand spielt einen Monsterverstärker auf den Angriff.</translation>
    </message>
    <message>
        <source>Of the Castle Specials only Super Munchkin finishes a Monster; the others move, glue or discard Monsters and are ruled as their own plays.</source>
        <translation>Von den Spezialkarten des Burgstapels erledigt nur Super-Munchkin ein Monster; die anderen bewegen Monster, kleben sie fest oder legen sie ab und werden als eigene Aktionen entschieden.</translation>
    </message>
    <message>
        <source>Super Munchkin slays one Monster of any point value anywhere but the Forest, the Castle ring included.</source>
        <translation>Super-Munchkin tötet ein Monster mit beliebigem Punktwert überall außer im Wald, auch im Burgring.</translation>
    </message>
    <message>
        <source>An attack is made on one Monster that is on the board.</source>
        <translation>Ein Angriff richtet sich gegen ein Monster, das auf dem Spielplan steht.</translation>
    </message>
    <message>
        <source>A slain Monster becomes its slayer&apos;s Trophy, worth its highest number, and Treasure cards are drawn for each of its gold dots.</source>
        <translation>Ein getötetes Monster wird zur Trophäe dessen, der es getötet hat, und zählt seine höchste Zahl; für jeden seiner Goldpunkte wird eine Schatzkarte gezogen.</translation>
    </message>
    <message>
        <source>A card that is not in the box cannot be played.</source>
        <translation>Eine Karte, die nicht in der Schachtel ist, kann nicht gespielt werden.</translation>
    </message>
    <message>
        <source>On their own Play Cards phase a Warrior may put up to 2 Weapons on each of their Hit cards.</source>
        <translation>In seiner eigenen Phase „Karten spielen“ darf ein Krieger bis zu 2 Waffen auf jede seiner Trefferkarten legen.</translation>
    </message>
    <message>
        <source>A Weapon adds what it shows for the Monster&apos;s ring; one that adds nothing in that ring cannot be used there.</source>
        <translation>Eine Waffe gibt so viel dazu, wie sie für den Ring des Monsters angibt; eine Waffe, die in diesem Ring nichts bringt, darf dort nicht eingesetzt werden.</translation>
    </message>
    <message>
        <source>A Weapon is only ever played together with a Hit card, never alone.</source>
        <translation>Eine Waffe wird immer nur zusammen mit einer Trefferkarte gespielt, nie allein.</translation>
    </message>
    <message>
        <source>Each Hit card carries at most one Weapon, whoever plays it; the Less Panic option lifts the limit.</source>
        <translation>Jede Trefferkarte trägt höchstens eine Waffe, egal wer sie spielt; die Option „Weniger Panik“ hebt diese Grenze auf.</translation>
    </message>
    <message>
        <source>A Dwarf slays 3,872 Orcs only with an attack of at least 3 Hit cards.</source>
        <translation>Ein Zwerg tötet 3,872 Orcs nur mit einem Angriff aus mindestens 3 Trefferkarten.</translation>
    </message>
    <message>
        <source>An Elf may damage Face Sucker but never slay it.</source>
        <translation>Ein Elf darf Face Sucker Schaden zufügen, ihn aber nie töten.</translation>
    </message>
    <message>
        <source>A Halfling takes no Treasure for slaying Bigfoot or for helping to slay it.</source>
        <translation>Ein Halbling bekommt keine Schätze, wenn er Bigfoot tötet oder beim Töten hilft.</translation>
    </message>
    <message>
        <source>A Thief may damage the Lawyers but never slay them.</source>
        <translation>Ein Dieb darf den Lawyers Schaden zufügen, sie aber nie töten.</translation>
    </message>
    <message>
        <source>A Warrior slays the Shrieking Geek only with a helper&apos;s part in the attack.</source>
        <translation>Ein Krieger tötet den Shrieking Geek nur, wenn ein Helfer am Angriff beteiligt ist.</translation>
    </message>
    <message>
        <source>A Wizard may not play Special cards on the Harpies.</source>
        <translation>Ein Zauberer darf keine Spezialkarten auf die Harpies spielen.</translation>
    </message>
    <message>
        <source>A 4- or 5-point Monster on its last health point dies only to one attack worth at least its points; a weaker attack leaves it untouched. Above that point it loses health as usual.</source>
        <translation>Ein 4- oder 5-Punkte-Monster auf seinem letzten Lebenspunkt stirbt nur durch einen einzelnen Angriff, der mindestens so viel wert ist wie seine Punkte; ein schwächerer Angriff lässt es unberührt. Solange es mehr Lebenspunkte hat, verliert es sie wie gewohnt.</translation>
    </message>
    <message>
        <source>Optional reading: the attack that would finish a 4- or 5-point Monster must be worth at least its points, or it stops at 1 health.</source>
        <translation>Optionale Auslegung: Der Angriff, der ein 4- oder 5-Punkte-Monster erledigen würde, muss mindestens so viel wert sein wie seine Punkte, sonst bleibt es bei 1 Lebenspunkt stehen.</translation>
    </message>
    <message>
        <source>Each Convenient Addition Error tucked under a Trophy counts 1 more Trophy point, for Charity and for the final count.</source>
        <translation>Jeder Praktische Rechenfehler unter einer Trophäe zählt 1 Trophäenpunkt mehr, für die Milde Gabe und für die Schlusswertung.</translation>
    </message>
    <message>
        <source>A card that says it may be played at any time (the Curse cards, Flask of Glue, Fortify Wall, Hoard! and the like) may be played in every phase, on anyone&apos;s turn.</source>
        <translation>Eine Karte, die laut Text jederzeit gespielt werden darf (die Fluchkarten, Flasche Klebstoff, Mauer verstärken, Hoard! und Ähnliche), darf in jeder Phase und in jedem Zug gespielt werden.</translation>
    </message>
    <message>
        <source>Players level on Trophy points are ranked by how many Monsters each slew; a tie on both is settled by a thumb war.</source>
        <translation>Bei gleich vielen Trophäenpunkten entscheidet die Zahl der getöteten Monster über die Rangfolge; herrscht auch dabei Gleichstand, entscheidet ein Daumencatchen.</translation>
    </message>
    <message>
        <source>Each player picks one Character card at the start of the game; the box holds one card of each Character, so no two players share one.</source>
        <translation>Jeder Spieler wählt zu Spielbeginn eine Charakterkarte; in der Schachtel liegt von jedem Charakter genau eine Karte, also haben nie zwei Spieler denselben.</translation>
    </message>
    <message>
        <source>The Character cards come with the More Munchkin Mini-Expansion: they are in the game in More Munchkin or with the Less Panic option that adds them, and never otherwise.</source>
        <translation>Die Charakterkarten gehören zur Mini-Erweiterung „Mehr Munchkin“: Sie sind bei „Mehr Munchkin“ im Spiel oder mit der Option „Weniger Panik“, die sie hinzufügt, sonst nie.</translation>
    </message>
    <message>
        <source>A giver with strictly the fewest Trophy points discards the excess Treasure; a giver tied for fewest gives it to the other players tied with them.</source>
        <translation>Hat ein Geber allein die wenigsten Trophäenpunkte, legt er die überzähligen Schätze ab; teilt er sich die wenigsten Punkte mit anderen, gibt er sie an diese Spieler.</translation>
    </message>
    <message>
        <source>In phase 2 a player keeps at most 3 Treasure cards with 3 to 6 players, or 4 with 1 or 2 (and in Solitaire); the rest is Charity. Other phases have no limit.</source>
        <translation>In Phase 2 behält ein Spieler höchstens 3 Schatzkarten bei 3 bis 6 Spielern oder 4 bei 1 oder 2 Spielern (und im Solitär); der Rest ist Milde Gabe. In anderen Phasen gibt es kein Limit.</translation>
    </message>
    <message>
        <source>Excess Treasure goes to the player with the fewest Trophy points, counting each Trophy at its highest number.</source>
        <translation>Überzählige Schätze gehen an den Spieler mit den wenigsten Trophäenpunkten, wobei jede Trophäe mit ihrer höchsten Zahl zählt.</translation>
    </message>
    <message>
        <source>Several players tied for fewest points split the excess as evenly as it goes; the giver decides who gets each odd card.</source>
        <translation>Teilen sich mehrere Spieler die wenigsten Punkte, wird der Überschuss so gleichmäßig wie möglich verteilt; der Geber entscheidet, wer jede übrige Karte bekommt.</translation>
    </message>
    <message>
        <source>While drawing up, the Cleric may look at the 3 bottom Castle discards and keep 1 of them as part of the draw; the rest of the hand comes from the deck.</source>
        <translation>Beim Nachziehen darf der Kleriker die untersten 3 Karten des Burg-Ablagestapels ansehen und 1 davon als Teil des Nachziehens behalten; den Rest der Hand zieht er vom Stapel.</translation>
    </message>
    <message>
        <source>Phase 1: discard at most 1 Castle card if you wish, then draw Castle cards until the hand is full; a hand already over its size draws nothing and keeps its cards.</source>
        <translation>Phase 1: Lege auf Wunsch höchstens 1 Burgkarte ab und ziehe dann Burgkarten nach, bis deine Hand voll ist; wer schon mehr Karten hat, als die Hand fasst, zieht nichts und behält seine Karten.</translation>
    </message>
    <message>
        <source>The Dwarf&apos;s hand holds 1 Castle card more, from the starting hand on.</source>
        <translation>Der Zwerg hat 1 Burgkarte mehr auf der Hand, schon ab der Starthand.</translation>
    </message>
    <message>
        <source>In More Munchkin the game ends when the last Tower falls or the last Monster is gone, and the most Trophy points wins either way.</source>
        <translation>Bei „Mehr Munchkin“ endet das Spiel, wenn der letzte Turm fällt oder das letzte Monster weg ist, und in beiden Fällen gewinnt, wer die meisten Trophäenpunkte hat.</translation>
    </message>
    <message>
        <source>The game ends when the last Tower falls (everyone loses) or when all 39 Monster tokens are out and every Monster is slain with a Tower standing (everyone wins, and the most Trophy points is Master Munchkin).</source>
        <translation>Das Spiel endet, wenn der letzte Turm fällt (alle verlieren) oder wenn alle 39 Monsterplättchen gezogen sind und jedes Monster getötet ist, während noch ein Turm steht (alle gewinnen, und wer die meisten Trophäenpunkte hat, ist Meister-Munchkin).</translation>
    </message>
    <message>
        <source>A Monster Enhancer (More Munchkin or the More Panic option) is played on a Monster another player is attacking, up to the moment the Trophy is taken: in the Play Cards phase. Humongous is a card for any time.</source>
        <translation>Ein Monsterverstärker („Mehr Munchkin“ oder Option „Mehr Panik“) wird auf ein Monster gespielt, das ein anderer Spieler angreift, bis zu dem Moment, in dem die Trophäe genommen wird: in der Phase „Karten spielen“. Der Gigantische Monsterverstärker ist jederzeit spielbar.</translation>
    </message>
    <message>
        <source>At the end the Halfling counts 1 point for each Treasure card still in hand.</source>
        <translation>Am Ende zählt der Halbling 1 Punkt für jede Schatzkarte, die er noch auf der Hand hat.</translation>
    </message>
    <message>
        <source>A hand holds 6 Castle cards with 1 or 2 players and 5 with 3 to 6; the starting hand is dealt at that size.</source>
        <translation>Eine Hand umfasst 6 Burgkarten bei 1 oder 2 Spielern und 5 bei 3 bis 6; die Starthand wird in dieser Größe ausgeteilt.</translation>
    </message>
    <message>
        <source>The Gazebo is faced alone, so no help can be negotiated for an attack on it.</source>
        <translation>Dem Gazebo tritt man allein entgegen, daher kann für einen Angriff auf ihn keine Hilfe ausgehandelt werden.</translation>
    </message>
    <message>
        <source>The Invisibility Potion cancels a Curse token as it is drawn, so it is played while Monsters are drawn in phase 6 of any player&apos;s turn.</source>
        <translation>Der Unsichtbarkeitstrank hebt ein Fluchplättchen beim Ziehen auf, daher wird er gespielt, während in Phase 6 Monster gezogen werden, egal in wessen Zug.</translation>
    </message>
    <message>
        <source>Phase 6 draws from the bag until the turn&apos;s Monsters are placed, resolving each Curse token on the way; the turn may end short of its count only when the bag is empty, since the game goes on until every token is out.</source>
        <translation>In Phase 6 wird aus dem Beutel gezogen, bis die Monster des Zuges aufgestellt sind, und jedes Fluchplättchen wird dabei abgehandelt; der Zug darf nur dann mit weniger Monstern enden, wenn der Beutel leer ist, denn das Spiel geht weiter, bis alle Plättchen draußen sind.</translation>
    </message>
    <message>
        <source>Less Munchkin takes the Curse cards out of the Castle deck; a table wanting even less may trade 1 card with 1 other player in Play Cards instead of negotiating help.</source>
        <translation>„Weniger Munchkin“ nimmt die Fluchkarten aus dem Burgstapel; will die Runde noch weniger, darf man in der Phase „Karten spielen“ 1 Karte mit 1 anderen Spieler tauschen, statt Hilfe auszuhandeln.</translation>
    </message>
    <message>
        <source>Easier options: more Weapons per Hit card, several deals a turn, 1 more Castle card in the hand, 2 starting Treasures, 2 Monsters placed a turn, and the expansion&apos;s cards or Characters.</source>
        <translation>Leichtere Optionen: mehr Waffen pro Trefferkarte, mehrere Abmachungen pro Zug, 1 Burgkarte mehr auf der Hand, 2 Schatzkarten zu Beginn, 2 aufgestellte Monster pro Zug sowie die Karten oder Charaktere der Erweiterung.</translation>
    </message>
    <message>
        <source>With the Loaded Die the player picks the Forest arc of a Monster instead of rolling; Curse tokens still use the die.</source>
        <translation>Mit dem Gezinkten Würfel wählt der Spieler den Waldbogen eines Monsters, statt zu würfeln; für Fluchplättchen wird weiterhin gewürfelt.</translation>
    </message>
    <message>
        <source>The player who drew the Lose Help token may not negotiate help on their next turn; the token is then discarded.</source>
        <translation>Wer das Plättchen „Keine Hilfe“ gezogen hat, darf in seinem nächsten Zug keine Hilfe aushandeln; danach wird das Plättchen abgelegt.</translation>
    </message>
    <message>
        <source>One player plays Solitaire: 6 Castle cards, a Treasure limit of 4, no deals, the Curse cards and some cards left out; the Castle must keep a Tower to win. A single player plays no other way.</source>
        <translation>Ein einzelner Spieler spielt Solitär: 6 Burgkarten, Schatzlimit 4, keine Abmachungen, ohne die Fluchkarten und einige weitere Karten; zum Sieg muss die Burg einen Turm behalten. Allein spielt man nur so.</translation>
    </message>
    <message>
        <source>Phase 6 places 3 Monsters in the Forest with 1 to 5 players and 2 with 6, one at a time, each in the arc the die shows; Curse tokens do not count and the Place 1 More token adds one.</source>
        <translation>In Phase 6 werden bei 1 bis 5 Spielern 3 Monster in den Wald gestellt, bei 6 Spielern 2, eines nach dem anderen, jeweils in den Bogen, den der Würfel zeigt; Fluchplättchen zählen nicht mit, und das Plättchen „1 Monster mehr aufstellen“ fügt eines hinzu.</translation>
    </message>
    <message>
        <source>Harder options: 1 Castle card fewer in the hand, no starting Treasure, no Walls, no Treasure reshuffle, and the expansion&apos;s Monster Enhancers.</source>
        <translation>Schwerere Optionen: 1 Burgkarte weniger auf der Hand, keine Schatzkarte zu Beginn, keine Mauern, kein Neumischen des Schatzstapels und die Monsterverstärker der Erweiterung.</translation>
    </message>
    <message>
        <source>In your Play Cards phase you may close one deal for help, with 1 other player for 1 card; what each side gets is theirs to agree.</source>
        <translation>In deiner Phase „Karten spielen“ darfst du eine Abmachung über Hilfe schließen, mit 1 anderen Spieler für 1 Karte; was jede Seite bekommt, handelt ihr selbst aus.</translation>
    </message>
    <message>
        <source>A turn runs: 1 discard and draw up, 2 Charity, 3 play cards and negotiate, 4 add Treasure, 5 move Monsters, 6 place Monsters; each step belongs to its phase.</source>
        <translation>Ein Zug läuft so ab: 1 Ablegen und Nachziehen, 2 Milde Gabe, 3 Karten spielen und verhandeln, 4 Schätze aufnehmen, 5 Monster bewegen, 6 Monster aufstellen; jeder Schritt gehört in seine Phase.</translation>
    </message>
    <message>
        <source>Hit cards, Weapons, Potions and the Specials not marked for any time are played only in the Play Cards phase, even by a helper.</source>
        <translation>Trefferkarten, Waffen, Tränke und die nicht als jederzeit spielbar gekennzeichneten Spezialkarten werden nur in der Phase „Karten spielen“ gespielt, auch von einem Helfer.</translation>
    </message>
    <message>
        <source>Munchkin Panic seats 1 to 6 players, each with a name of their own.</source>
        <translation>Munchkin Panic spielen 1 bis 6 Spieler, jeder mit einem eigenen Namen.</translation>
    </message>
    <message>
        <source>Played in phase 1, it lets you discard as many Castle cards as you like before drawing up.</source>
        <translation>In Phase 1 gespielt, darfst du damit vor dem Nachziehen beliebig viele Burgkarten ablegen.</translation>
    </message>
    <message>
        <source>Set-up draws 4 Monsters into the Archer ring, each arc by a die roll; a Curse drawn goes back in the bag.</source>
        <translation>Beim Aufbau werden 4 Monster in den Bogenschützenring gezogen, der Bogen jeweils per Würfelwurf; ein gezogener Fluch kommt zurück in den Beutel.</translation>
    </message>
    <message>
        <source>Each player starts with 1 Treasure card with 1 to 5 players and none with 6.</source>
        <translation>Bei 1 bis 5 Spielern beginnt jeder Spieler mit 1 Schatzkarte, bei 6 Spielern ohne.</translation>
    </message>
    <message>
        <source>While drawing up, the Thief may look at another player&apos;s hand and take 1 Castle card as part of the draw.</source>
        <translation>Beim Nachziehen darf der Dieb die Hand eines anderen Spielers ansehen und als Teil des Nachziehens 1 Burgkarte daraus nehmen.</translation>
    </message>
    <message>
        <source>A player&apos;s Trophy points are the highest numbers of the Monsters they keep as Trophies, added up (1 to 5 each).</source>
        <translation>Die Trophäenpunkte eines Spielers sind die Summe der höchsten Zahlen der Monster, die er als Trophäen hat (je 1 bis 5).</translation>
    </message>
    <message>
        <source>Once per turn in Play Cards the Wizard may roll: on 4 to 6 any 1 Monster moves anywhere on the board, and a lower roll moves nothing.</source>
        <translation>Einmal pro Zug darf der Zauberer in der Phase „Karten spielen“ würfeln: Bei 4 bis 6 wird ein beliebiges Monster an eine beliebige Stelle des Spielplans versetzt, bei einem niedrigeren Wurf bewegt sich nichts.</translation>
    </message>
</context>
<context>
    <name>Rule title</name>
    <message>
        <source>Bad Stuff falls on the caught</source>
        <translation>Schlimme Dinge treffen die Erwischten</translation>
    </message>
    <message>
        <source>Bad Stuff: Death</source>
        <translation>Schlimme Dinge: Tod</translation>
    </message>
    <message>
        <source>Bad Stuff: lost Items</source>
        <translation>Schlimme Dinge: verlorene Gegenstände</translation>
    </message>
    <message>
        <source>Bad Stuff: lost levels</source>
        <translation>Schlimme Dinge: verlorene Stufen</translation>
    </message>
    <message>
        <source>Discarding a character card</source>
        <translation>Charakterkarte ablegen</translation>
    </message>
    <message>
        <source>Doubling cards</source>
        <translation>Doppelkarten</translation>
    </message>
    <message>
        <source>A doubler needs a card</source>
        <translation>Doppelkarte braucht eine Charakterkarte</translation>
    </message>
    <message>
        <source>Which character cards exist</source>
        <translation>Welche Charakterkarten es gibt</translation>
    </message>
    <message>
        <source>No two copies</source>
        <translation>Keine zwei gleichen Karten</translation>
    </message>
    <message>
        <source>One of each kind</source>
        <translation>Eine Karte je Art</translation>
    </message>
    <message>
        <source>The dead give no Charity</source>
        <translation>Tote geben keine Milde Gabe</translation>
    </message>
    <message>
        <source>Split evenly</source>
        <translation>Gleichmäßig aufteilen</translation>
    </message>
    <message>
        <source>Lowest givers discard</source>
        <translation>Geber mit niedrigster Stufe legt ab</translation>
    </message>
    <message>
        <source>Five cards at the end</source>
        <translation>Fünf Karten am Zugende</translation>
    </message>
    <message>
        <source>Charity to the lowest</source>
        <translation>Milde Gabe an die niedrigste Stufe</translation>
    </message>
    <message>
        <source>Elf helpers gain levels</source>
        <translation>Elfen als Helfer steigen auf</translation>
    </message>
    <message>
        <source>Monsters removed without a kill</source>
        <translation>Monster beseitigt, nicht getötet</translation>
    </message>
    <message>
        <source>Monster Enhancers</source>
        <translation>Monsterverstärker</translation>
    </message>
    <message>
        <source>Give Thanks</source>
        <translation>Danksagung</translation>
    </message>
    <message>
        <source>The helper&apos;s strength</source>
        <translation>Die Kampfstärke des Helfers</translation>
    </message>
    <message>
        <source>Demons join Demons</source>
        <translation>Dämonen zu Dämonen</translation>
    </message>
    <message>
        <source>Goblins join Goblins</source>
        <translation>Goblins zu Goblins</translation>
    </message>
    <message>
        <source>Goth summoning</source>
        <translation>Goth-Beschwörung</translation>
    </message>
    <message>
        <source>Look for Trouble starts a fight</source>
        <translation>„Ärger suchen“ beginnt einen Kampf</translation>
    </message>
    <message>
        <source>Undead join Undead</source>
        <translation>Untote zu Untoten</translation>
    </message>
    <message>
        <source>Wandering Monster</source>
        <translation>Wanderndes Monster</translation>
    </message>
    <message>
        <source>Wait before claiming</source>
        <translation>Erst warten, dann Sieg melden</translation>
    </message>
    <message>
        <source>Fighting with Level only</source>
        <translation>Kampf nur mit der Stufe</translation>
    </message>
    <message>
        <source>The monsters&apos; strength</source>
        <translation>Die Kampfstärke der Monster</translation>
    </message>
    <message>
        <source>Monsters win ties</source>
        <translation>Monster gewinnen bei Gleichstand</translation>
    </message>
    <message>
        <source>No rewards when running</source>
        <translation>Keine Belohnung beim Weglaufen</translation>
    </message>
    <message>
        <source>Only one helper</source>
        <translation>Nur ein Helfer</translation>
    </message>
    <message>
        <source>Your strength</source>
        <translation>Deine Kampfstärke</translation>
    </message>
    <message>
        <source>Levels for a kill</source>
        <translation>Stufen fürs Töten</translation>
    </message>
    <message>
        <source>Treasure for a kill</source>
        <translation>Schätze fürs Töten</translation>
    </message>
    <message>
        <source>Road Trip</source>
        <translation>Roadtrip</translation>
    </message>
    <message>
        <source>Shared victory</source>
        <translation>Geteilter Sieg</translation>
    </message>
    <message>
        <source>Bonuses against a card</source>
        <translation>Boni gegen bestimmte Karten</translation>
    </message>
    <message>
        <source>Such a bonus counts once</source>
        <translation>Ein solcher Bonus zählt nur einmal</translation>
    </message>
    <message>
        <source>Warriors win ties</source>
        <translation>Krieger gewinnen bei Gleichstand</translation>
    </message>
    <message>
        <source>What it takes</source>
        <translation>Was es braucht</translation>
    </message>
    <message>
        <source>Winning ties</source>
        <translation>Bei Gleichstand gewinnen</translation>
    </message>
    <message>
        <source>All are Cultists</source>
        <translation>Alle sind Kultisten</translation>
    </message>
    <message>
        <source>Become a Cultist</source>
        <translation>Kultist werden</translation>
    </message>
    <message>
        <source>The last non-Cultist</source>
        <translation>Der letzte Nicht-Kultist</translation>
    </message>
    <message>
        <source>Cultists can&apos;t quit</source>
        <translation>Kultisten können nicht aussteigen</translation>
    </message>
    <message>
        <source>The lone Cultist</source>
        <translation>Der einzige Kultist</translation>
    </message>
    <message>
        <source>The Cultist discard pile</source>
        <translation>Der Kultisten-Ablagestapel</translation>
    </message>
    <message>
        <source>The dead receive nothing</source>
        <translation>Tote bekommen nichts</translation>
    </message>
    <message>
        <source>What the dead keep</source>
        <translation>Was Tote behalten</translation>
    </message>
    <message>
        <source>One card each</source>
        <translation>Eine Karte pro Spieler</translation>
    </message>
    <message>
        <source>Looting order</source>
        <translation>Reihenfolge beim Plündern</translation>
    </message>
    <message>
        <source>Ties in looting</source>
        <translation>Gleichstand beim Plündern</translation>
    </message>
    <message>
        <source>No running when dead</source>
        <translation>Tote laufen nicht weg</translation>
    </message>
    <message>
        <source>One Armor</source>
        <translation>Eine Rüstung</translation>
    </message>
    <message>
        <source>One Big item</source>
        <translation>Ein Großer Gegenstand</translation>
    </message>
    <message>
        <source>Dwarves and Big items</source>
        <translation>Zwerge und Große Gegenstände</translation>
    </message>
    <message>
        <source>Carried, not equipped</source>
        <translation>Mitgeführt, nicht getragen</translation>
    </message>
    <message>
        <source>Cheat!</source>
        <translation>Schummeln!</translation>
    </message>
    <message>
        <source>Advantages without disadvantages</source>
        <translation>Vorteile ohne Nachteile</translation>
    </message>
    <message>
        <source>One Footgear</source>
        <translation>Ein Schuhwerk</translation>
    </message>
    <message>
        <source>Forbidden Items</source>
        <translation>Verbotene Gegenstände</translation>
    </message>
    <message>
        <source>Two hands</source>
        <translation>Zwei Hände</translation>
    </message>
    <message>
        <source>One Headgear</source>
        <translation>Eine Kopfbedeckung</translation>
    </message>
    <message>
        <source>Hirelings carry Items</source>
        <translation>Gefolgsleute tragen Gegenstände</translation>
    </message>
    <message>
        <source>No Big-item rule</source>
        <translation>Keine Regel für Große Gegenstände</translation>
    </message>
    <message>
        <source>No gear changes in combat</source>
        <translation>Kein Ausrüstungswechsel im Kampf</translation>
    </message>
    <message>
        <source>One Ride</source>
        <translation>Ein Reittier</translation>
    </message>
    <message>
        <source>Restricted Items</source>
        <translation>Eingeschränkte Gegenstände</translation>
    </message>
    <message>
        <source>Names are not blank</source>
        <translation>Namen sind nicht leer</translation>
    </message>
    <message>
        <source>Wait for the combat</source>
        <translation>Auf das Kampfende warten</translation>
    </message>
    <message>
        <source>Fighter or helper only</source>
        <translation>Nur Kämpfer oder Helfer</translation>
    </message>
    <message>
        <source>Not while dead</source>
        <translation>Nicht als Toter</translation>
    </message>
    <message>
        <source>A six-sided die</source>
        <translation>Ein sechsseitiger Würfel</translation>
    </message>
    <message>
        <source>One name per player</source>
        <translation>Ein Name pro Spieler</translation>
    </message>
    <message>
        <source>Items or a gear number</source>
        <translation>Gegenstände oder Pauschalwert</translation>
    </message>
    <message>
        <source>No such place</source>
        <translation>Diese Position gibt es nicht</translation>
    </message>
    <message>
        <source>Within the table&apos;s limits</source>
        <translation>Innerhalb der Grenzwerte</translation>
    </message>
    <message>
        <source>Only a body can be looted</source>
        <translation>Nur eine Leiche wird geplündert</translation>
    </message>
    <message>
        <source>Names fit the screen</source>
        <translation>Namen passen auf den Bildschirm</translation>
    </message>
    <message>
        <source>Names have a length limit</source>
        <translation>Begrenzte Namenslänge</translation>
    </message>
    <message>
        <source>The new character appears</source>
        <translation>Der neue Charakter erscheint</translation>
    </message>
    <message>
        <source>No combat in progress</source>
        <translation>Kein laufender Kampf</translation>
    </message>
    <message>
        <source>Not in play</source>
        <translation>Nicht im Spiel</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>A board that could stand on the table</source>
        <translation>Ein Spielplan, wie er auf dem Tisch stehen kann</translation>
    </message>
    <message>
        <source>Cards the action knows</source>
        <translation>Karten, die zur Aktion passen</translation>
    </message>
    <message>
        <source>Choose before moving</source>
        <translation>Erst wählen, dann bewegen</translation>
    </message>
    <message>
        <source>Set-up first</source>
        <translation>Zuerst der Aufbau</translation>
    </message>
    <message>
        <source>Each token once</source>
        <translation>Jedes Plättchen nur einmal ziehen</translation>
    </message>
    <message>
        <source>Monsters on the board</source>
        <translation>Monster auf dem Spielplan</translation>
    </message>
    <message>
        <source>Turn phases in order</source>
        <translation>Zugphasen der Reihe nach</translation>
    </message>
    <message>
        <source>Phases played without a tap</source>
        <translation>Phasen ohne Antippen</translation>
    </message>
    <message>
        <source>How many players</source>
        <translation>Wie viele Spieler</translation>
    </message>
    <message>
        <source>Rolling for who starts</source>
        <translation>Auswürfeln, wer beginnt</translation>
    </message>
    <message>
        <source>The rolls of a run</source>
        <translation>Die Würfe beim Weglaufen</translation>
    </message>
    <message>
        <source>Running after a lost fight</source>
        <translation>Weglaufen nach verlorenem Kampf</translation>
    </message>
    <message>
        <source>Two different players</source>
        <translation>Zwei verschiedene Spieler</translation>
    </message>
    <message>
        <source>Known players only</source>
        <translation>Nur bekannte Spieler</translation>
    </message>
    <message>
        <source>Actions of the game being played</source>
        <translation>Aktionen des laufenden Spiels</translation>
    </message>
    <message>
        <source>Cards that give the win</source>
        <translation>Karten, die den Sieg bringen</translation>
    </message>
    <message>
        <source>The dead don&apos;t level</source>
        <translation>Tote steigen nicht auf</translation>
    </message>
    <message>
        <source>Never below Level 1</source>
        <translation>Nie unter Stufe 1</translation>
    </message>
    <message>
        <source>Go Up a Level</source>
        <translation>Steige eine Stufe auf</translation>
    </message>
    <message>
        <source>Winning takes a kill</source>
        <translation>Sieg nur durch Töten</translation>
    </message>
    <message>
        <source>The winning level</source>
        <translation>Die Siegstufe</translation>
    </message>
    <message>
        <source>Listen at the Door</source>
        <translation>An der Tür lauschen</translation>
    </message>
    <message>
        <source>The chance to escape</source>
        <translation>Die Chance zu entkommen</translation>
    </message>
    <message>
        <source>One roll per monster</source>
        <translation>Ein Wurf pro Monster</translation>
    </message>
    <message>
        <source>Both run</source>
        <translation>Beide laufen weg</translation>
    </message>
    <message>
        <source>Run Away modifiers</source>
        <translation>Modifikatoren beim Weglaufen</translation>
    </message>
    <message>
        <source>Sacrificing a Ride</source>
        <translation>Ein Reittier opfern</translation>
    </message>
    <message>
        <source>Escape on 5 or more</source>
        <translation>Entkommen bei 5 oder mehr</translation>
    </message>
    <message>
        <source>Sell from hand or table</source>
        <translation>Von der Hand oder aus dem Spiel verkaufen</translation>
    </message>
    <message>
        <source>At least 1000 Gold</source>
        <translation>Mindestens 1000 Goldstücke</translation>
    </message>
    <message>
        <source>No change</source>
        <translation>Kein Wechselgeld</translation>
    </message>
    <message>
        <source>Not in combat</source>
        <translation>Nicht im Kampf</translation>
    </message>
    <message>
        <source>Not to the winning level</source>
        <translation>Nicht bis zur Siegstufe</translation>
    </message>
    <message>
        <source>Selling one-shots</source>
        <translation>Einmal-Gegenstände verkaufen</translation>
    </message>
    <message>
        <source>On your own turn</source>
        <translation>In deinem eigenen Zug</translation>
    </message>
    <message>
        <source>1000 Gold a level</source>
        <translation>1000 Goldstücke pro Stufe</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Jederzeit</translation>
    </message>
    <message>
        <source>Cards just received</source>
        <translation>Gerade erhaltene Karten</translation>
    </message>
    <message>
        <source>Your own turn</source>
        <translation>Dein eigener Zug</translation>
    </message>
    <message>
        <source>Trade from the table</source>
        <translation>Nur ausliegende Gegenstände tauschen</translation>
    </message>
    <message>
        <source>Only Items</source>
        <translation>Nur Gegenstände</translation>
    </message>
    <message>
        <source>Rides stay put</source>
        <translation>Reittiere bleiben, wo sie sind</translation>
    </message>
    <message>
        <source>No trading in combat</source>
        <translation>Kein Tauschen im Kampf</translation>
    </message>
    <message>
        <source>All Monsters move clockwise</source>
        <translation>Alle Monster bewegen sich im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Cancelling a Curse token</source>
        <translation>Fluchplättchen aufheben</translation>
    </message>
    <message>
        <source>Monsters in one colour move</source>
        <translation>Monster einer Farbe bewegen sich</translation>
    </message>
    <message>
        <source>Huge Rock</source>
        <translation>Riesenfelsen</translation>
    </message>
    <message>
        <source>Lose help</source>
        <translation>Keine Hilfe</translation>
    </message>
    <message>
        <source>Place 1 more Monster</source>
        <translation>1 Monster mehr aufstellen</translation>
    </message>
    <message>
        <source>Roll the die: that arc moves</source>
        <translation>Würfeln: Dieser Bogen bewegt sich</translation>
    </message>
    <message>
        <source>Fortify token</source>
        <translation>Das Verstärkungsplättchen</translation>
    </message>
    <message>
        <source>Flask of Glue holds</source>
        <translation>Flasche Klebstoff hält</translation>
    </message>
    <message>
        <source>The last Tower</source>
        <translation>Der letzte Turm</translation>
    </message>
    <message>
        <source>Big Monsters at their lowest</source>
        <translation>Große Monster mit 1 Lebenspunkt</translation>
    </message>
    <message>
        <source>Moving inside the Castle</source>
        <translation>Bewegung in der Burg</translation>
    </message>
    <message>
        <source>Moving towards the Castle</source>
        <translation>Bewegung zur Burg</translation>
    </message>
    <message>
        <source>Sleep Potion holds all</source>
        <translation>Schlaftrank hält alle fest</translation>
    </message>
    <message>
        <source>Several Monsters, one structure</source>
        <translation>Mehrere Monster, ein Bauwerk</translation>
    </message>
    <message>
        <source>Dying on a structure</source>
        <translation>Tod am Bauwerk</translation>
    </message>
    <message>
        <source>Hitting a Tower</source>
        <translation>Monster trifft Turm</translation>
    </message>
    <message>
        <source>Hitting a Wall</source>
        <translation>Monster trifft Mauer</translation>
    </message>
    <message>
        <source>Cleric: booga booga</source>
        <translation>Kleriker: Buh-Buh</translation>
    </message>
    <message>
        <source>Cotion of Ponfusion</source>
        <translation>Trank der Verwirrung</translation>
    </message>
    <message>
        <source>Curse cards</source>
        <translation>Fluchkarten</translation>
    </message>
    <message>
        <source>Drive Him Back!</source>
        <translation>Treib ihn zurück!</translation>
    </message>
    <message>
        <source>Fortify Wall</source>
        <translation>Mauer verstärken</translation>
    </message>
    <message>
        <source>Flask of Glue</source>
        <translation>Flasche Klebstoff</translation>
    </message>
    <message>
        <source>Held Monsters stay put</source>
        <translation>Festgehaltene Monster bleiben stehen</translation>
    </message>
    <message>
        <source>Humongous Monster Enhancer</source>
        <translation>Gigantischer Monsterverstärker</translation>
    </message>
    <message>
        <source>Illusion</source>
        <translation>Illusion</translation>
    </message>
    <message>
        <source>Invoke Obscure Rules</source>
        <translation>Auf obskure Regeln berufen</translation>
    </message>
    <message>
        <source>Lightning Curse</source>
        <translation>Blitzfluch</translation>
    </message>
    <message>
        <source>Out to Lunch</source>
        <translation>Mittagspause</translation>
    </message>
    <message>
        <source>Sleep Potion</source>
        <translation>Schlaftrank</translation>
    </message>
    <message>
        <source>The Wizard&apos;s move</source>
        <translation>Zauberer: Monster versetzen</translation>
    </message>
    <message>
        <source>Six arcs</source>
        <translation>Sechs Bögen</translation>
    </message>
    <message>
        <source>39 tokens</source>
        <translation>39 Plättchen</translation>
    </message>
    <message>
        <source>Fortify tokens</source>
        <translation>Die Verstärkungsplättchen</translation>
    </message>
    <message>
        <source>Health on a token</source>
        <translation>Lebenspunkte laut Plättchen</translation>
    </message>
    <message>
        <source>Naming Monsters</source>
        <translation>Monster eindeutig benennen</translation>
    </message>
    <message>
        <source>Printed tokens</source>
        <translation>Die gedruckten Plättchen</translation>
    </message>
    <message>
        <source>Tower spaces</source>
        <translation>Turmfelder</translation>
    </message>
    <message>
        <source>One of each token</source>
        <translation>Jedes Plättchen gibt es einmal</translation>
    </message>
    <message>
        <source>Any Color cards</source>
        <translation>Karten für alle Farben</translation>
    </message>
    <message>
        <source>Cards in their place</source>
        <translation>Jede Karte an ihren Platz</translation>
    </message>
    <message>
        <source>Tracking damage</source>
        <translation>Schaden zählen</translation>
    </message>
    <message>
        <source>Elf: helping pays</source>
        <translation>Elf: Helfen lohnt sich</translation>
    </message>
    <message>
        <source>An attack needs a card</source>
        <translation>Ein Angriff braucht eine Karte</translation>
    </message>
    <message>
        <source>Ancient Monster Enhancer</source>
        <translation>Uralter Monsterverstärker</translation>
    </message>
    <message>
        <source>Enhancers add health</source>
        <translation>Monsterverstärker geben Lebenspunkte</translation>
    </message>
    <message>
        <source>Humongous is no attack card</source>
        <translation>„Gigantisch“ ist keine Angriffskarte</translation>
    </message>
    <message>
        <source>The Gazebo</source>
        <translation>Das Gazebo</translation>
    </message>
    <message>
        <source>Hero cards</source>
        <translation>Heldenkarten</translation>
    </message>
    <message>
        <source>No Hit cards in the Forest or Castle</source>
        <translation>Keine Trefferkarten im Wald oder in der Burg</translation>
    </message>
    <message>
        <source>Cards out of the game</source>
        <translation>Aussortierte Karten</translation>
    </message>
    <message>
        <source>Single cards</source>
        <translation>Einzelstücke</translation>
    </message>
    <message>
        <source>Damaging Potions</source>
        <translation>Tränke mit Schaden</translation>
    </message>
    <message>
        <source>Potions that do not hit</source>
        <translation>Tränke ohne Schaden</translation>
    </message>
    <message>
        <source>Ring and colour</source>
        <translation>Ring und Farbe</translation>
    </message>
    <message>
        <source>Sandals of Protection</source>
        <translation>Sandalen des Schutzes</translation>
    </message>
    <message>
        <source>Solitaire has no helpers</source>
        <translation>Solitär ohne Helfer</translation>
    </message>
    <message>
        <source>Specials that do not hit</source>
        <translation>Spezialkarten ohne Schaden</translation>
    </message>
    <message>
        <source>Super Munchkin</source>
        <translation>Super-Munchkin</translation>
    </message>
    <message>
        <source>The target</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <source>Trophy and Treasure</source>
        <translation>Trophäe und Schätze</translation>
    </message>
    <message>
        <source>Unknown cards</source>
        <translation>Unbekannte Karten</translation>
    </message>
    <message>
        <source>Warrior: two Weapons</source>
        <translation>Krieger: zwei Waffen</translation>
    </message>
    <message>
        <source>Weapon bonuses by ring</source>
        <translation>Waffenboni je Ring</translation>
    </message>
    <message>
        <source>Weapons ride on Hit cards</source>
        <translation>Waffen nur mit Trefferkarten</translation>
    </message>
    <message>
        <source>One Weapon per Hit card</source>
        <translation>Eine Waffe pro Trefferkarte</translation>
    </message>
    <message>
        <source>Dwarf and 3,872 Orcs</source>
        <translation>Zwerg und 3.872 Orks</translation>
    </message>
    <message>
        <source>Elf and Face Sucker</source>
        <translation>Elf und Gesichtssauger</translation>
    </message>
    <message>
        <source>Halfling and Bigfoot</source>
        <translation>Halbling und Bigfoot</translation>
    </message>
    <message>
        <source>Thief and Lawyers</source>
        <translation>Dieb und Anwälte</translation>
    </message>
    <message>
        <source>Warrior and Shrieking Geek</source>
        <translation>Krieger und Shrieking Geek</translation>
    </message>
    <message>
        <source>Wizard and Harpies</source>
        <translation>Zauberer und Harpyien</translation>
    </message>
    <message>
        <source>4- and 5-point Monsters at their last point</source>
        <translation>4- und 5-Punkte-Monster beim letzten Lebenspunkt</translation>
    </message>
    <message>
        <source>House rule: full killing blow</source>
        <translation>Hausregel: voller Todesstoß</translation>
    </message>
    <message>
        <source>Convenient Addition Error</source>
        <translation>Praktischer Rechenfehler</translation>
    </message>
    <message>
        <source>Cards for any time</source>
        <translation>Jederzeit spielbare Karten</translation>
    </message>
    <message>
        <source>Body count breaks ties</source>
        <translation>Getötete Monster entscheiden Gleichstand</translation>
    </message>
    <message>
        <source>One Character each</source>
        <translation>Ein Charakter pro Spieler</translation>
    </message>
    <message>
        <source>Character cards</source>
        <translation>Charakterkarten</translation>
    </message>
    <message>
        <source>Lowest givers</source>
        <translation>Geber mit den wenigsten Punkten</translation>
    </message>
    <message>
        <source>Treasure limit in phase 2</source>
        <translation>Schatzlimit in Phase 2</translation>
    </message>
    <message>
        <source>Charity to the fewest points</source>
        <translation>Milde Gabe: wenigste Trophäenpunkte</translation>
    </message>
    <message>
        <source>Tied recipients split</source>
        <translation>Gleichauf liegende Empfänger teilen</translation>
    </message>
    <message>
        <source>The Cleric draws from the discards</source>
        <translation>Der Kleriker zieht vom Ablagestapel</translation>
    </message>
    <message>
        <source>Discard 1, then draw up</source>
        <translation>1 ablegen, dann nachziehen</translation>
    </message>
    <message>
        <source>The Dwarf&apos;s bigger hand</source>
        <translation>Die größere Hand des Zwergs</translation>
    </message>
    <message>
        <source>The end in More Munchkin</source>
        <translation>Das Ende bei Mehr Munchkin</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Das Spielende</translation>
    </message>
    <message>
        <source>When Enhancers are played</source>
        <translation>Wann Monsterverstärker gespielt werden</translation>
    </message>
    <message>
        <source>The Halfling&apos;s Treasure</source>
        <translation>Die Schätze des Halblings</translation>
    </message>
    <message>
        <source>Castle hand size</source>
        <translation>Handgröße für Burgkarten</translation>
    </message>
    <message>
        <source>No deals against the Gazebo</source>
        <translation>Keine Abmachungen gegen das Gazebo</translation>
    </message>
    <message>
        <source>When the Invisibility Potion works</source>
        <translation>Wann der Unsichtbarkeitstrank wirkt</translation>
    </message>
    <message>
        <source>Draw until the Monsters are placed</source>
        <translation>Ziehen, bis alle Monster stehen</translation>
    </message>
    <message>
        <source>Less Munchkin</source>
        <translation>Weniger Munchkin</translation>
    </message>
    <message>
        <source>Less Panic options</source>
        <translation>Optionen für Weniger Panik</translation>
    </message>
    <message>
        <source>Loaded Die</source>
        <translation>Gezinkter Würfel</translation>
    </message>
    <message>
        <source>Lose help token</source>
        <translation>Plättchen „Keine Hilfe“</translation>
    </message>
    <message>
        <source>Solitaire</source>
        <translation>Solitär</translation>
    </message>
    <message>
        <source>Monsters placed each turn</source>
        <translation>Monster pro Zug</translation>
    </message>
    <message>
        <source>More Panic options</source>
        <translation>Optionen für Mehr Panik</translation>
    </message>
    <message>
        <source>One deal a turn</source>
        <translation>Eine Abmachung pro Zug</translation>
    </message>
    <message>
        <source>The six phases</source>
        <translation>Die sechs Phasen</translation>
    </message>
    <message>
        <source>Play Cards phase only</source>
        <translation>Nur in der Phase „Karten spielen“</translation>
    </message>
    <message>
        <source>1 to 6 players</source>
        <translation>1 bis 6 Spieler</translation>
    </message>
    <message>
        <source>Really Impressive Title</source>
        <translation>Wirklich beeindruckender Titel</translation>
    </message>
    <message>
        <source>Monsters at set-up</source>
        <translation>Monster beim Aufbau</translation>
    </message>
    <message>
        <source>Starting Treasure</source>
        <translation>Startschätze</translation>
    </message>
    <message>
        <source>The Thief takes a card</source>
        <translation>Der Dieb nimmt eine Karte</translation>
    </message>
    <message>
        <source>Trophy points</source>
        <translation>Trophäenpunkte</translation>
    </message>
</context>
<context>
    <name>Rulebook</name>
    <message>
        <source>All four</source>
        <translation>Alle vier</translation>
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
        <translation>Regelübersicht</translation>
    </message>
    <message>
        <source>Search the rules by id, title or text</source>
        <translation>Regeln nach ID, Titel oder Text durchsuchen</translation>
    </message>
    <message>
        <source>No rule matches “%1”.</source>
        <translation>Keine Regel passt zu „%1“.</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n Regel</numerusform>
            <numerusform>%n Regeln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SellDialog</name>
    <message>
        <source>%1 sells Items</source>
        <translation>%1 verkauft Gegenstände</translation>
    </message>
    <message>
        <source>Items in play</source>
        <translation>Gegenstände im Spiel</translation>
    </message>
    <message>
        <source>No Items in play.</source>
        <translation>Keine Gegenstände im Spiel.</translation>
    </message>
    <message>
        <source>%1 — %2 Gold</source>
        <translation>%1 – %2 Goldstücke</translation>
    </message>
    <message>
        <source>Cards from the hand</source>
        <translation>Karten von der Hand</translation>
    </message>
    <message>
        <source>Card name</source>
        <translation>Kartenname</translation>
    </message>
    <message>
        <source>Remove this card</source>
        <translation>Diese Karte entfernen</translation>
    </message>
    <message>
        <source>+ A card from the hand</source>
        <translation>+ Karte von der Hand</translation>
    </message>
    <message>
        <source>Chosen: %1 Gold</source>
        <translation>Ausgewählt: %1 Goldstücke</translation>
    </message>
    <message>
        <source>Choose the Items or cards to sell.</source>
        <translation>Wähle die Gegenstände oder Karten zum Verkaufen.</translation>
    </message>
    <message>
        <source>Level %1 → %2</source>
        <translation>Stufe %1 → %2</translation>
    </message>
    <message>
        <source>Refused — nothing will be sold:</source>
        <translation>Abgelehnt – es wird nichts verkauft:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Verkaufen</translation>
    </message>
</context>
<context>
    <name>SessionCore</name>
    <message>
        <source>No log file is open.</source>
        <translation>Keine Protokolldatei geöffnet.</translation>
    </message>
</context>
<context>
    <name>SlotDiagram</name>
    <message>
        <source>Its bonus does not count.</source>
        <translation>Sein Bonus zählt nicht.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Headgear</source>
        <translation>Kopfbedeckung</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Left hand</source>
        <translation>Linke Hand</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>Right hand</source>
        <translation>Rechte Hand</translation>
    </message>
    <message>
        <source>Footgear</source>
        <translation>Schuhwerk</translation>
    </message>
    <message>
        <source>✕ %1: %2</source>
        <translation>✕ %1: %2</translation>
    </message>
    <message>
        <source>Carried, not equipped: %1</source>
        <translation>Mitgeführt, nicht getragen: %1</translation>
    </message>
</context>
<context>
    <name>TableHeader</name>
    <message>
        <source>Combat in progress</source>
        <translation>Kampf läuft</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Charity</source>
        <translation>Milde Gabe</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Weiter: %1</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Nächste Phase</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>The table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>★ %1 win the game!</source>
        <translation>★ %1 gewinnen das Spiel!</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>★ %1 wins the game!</source>
        <translation>★ %1 gewinnt das Spiel!</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Kein Spiel geöffnet.</translation>
    </message>
</context>
<context>
    <name>VerdictBanner</name>
    <message>
        <source>Refused — nothing was recorded</source>
        <translation>Abgelehnt – nichts wurde eingetragen</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Eingetragen</translation>
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
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>1 Treasure</source>
        <translation>1 Schatz</translation>
    </message>
    <message>
        <source>%1 Treasures</source>
        <translation>%1 Schätze</translation>
    </message>
    <message>
        <source>worth 1 level</source>
        <translation>bringt 1 Stufe</translation>
    </message>
    <message>
        <source>worth %1 levels</source>
        <translation>bringt %1 Stufen</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Level only</source>
        <translation>Nur Stufe zählt</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>%1 Gold</source>
        <translation>%1 Goldstücke</translation>
    </message>
    <message>
        <source>only %1</source>
        <translation>nur %1</translation>
    </message>
    <message>
        <source>not %1</source>
        <translation>nicht %1</translation>
    </message>
    <message>
        <source>%1 Treasure</source>
        <translation>%1 Schatz</translation>
    </message>
    <message>
        <source>Ride · %1</source>
        <translation>Reittier · %1</translation>
    </message>
    <message>
        <source>Hireling</source>
        <translation>Gefolgsmann</translation>
    </message>
    <message>
        <source>Curse · %1 in combat</source>
        <translation>Fluch · %1 im Kampf</translation>
    </message>
    <message>
        <source>No log file is open.</source>
        <translation>Keine Protokolldatei geöffnet.</translation>
    </message>
    <message>
        <source>There is no card %1 in the list.</source>
        <translation>In der Liste gibt es keine Karte Nr. %1.</translation>
    </message>
    <message>
        <source>A remembered monster needs a name.</source>
        <translation>Ein Monster in der Bibliothek braucht einen Namen.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Exported the card library to %1.</source>
        <translation>Kartenbibliothek nach %1 exportiert.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not an Arbiter card pack.</source>
        <translation>%1 ist kein Arbiter-Kartenpaket.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n card(s).</source>
        <translation>
            <numerusform>%n Karte importiert.</numerusform>
            <numerusform>%n Karten importiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::app::GameReports</name>
    <message>
        <source>No game is open.</source>
        <translation>Kein Spiel geöffnet.</translation>
    </message>
    <message>
        <source>No file is open.</source>
        <translation>Keine Datei geöffnet.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a day (yyyy-mm-dd).</source>
        <translation>%1: „%2“ ist kein Datum (JJJJ-MM-TT).</translation>
    </message>
    <message>
        <source>format: &quot;%1&quot; is neither png nor pdf.</source>
        <translation>format: „%1“ ist weder png noch pdf.</translation>
    </message>
    <message>
        <source>%1 cannot be created.</source>
        <translation>%1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 cannot be written.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
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
        <translation>Kein Spiel geöffnet.</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Rückgängig gemacht</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Wiederholt</translation>
    </message>
    <message>
        <source>Now in effect up to</source>
        <translation>Jetzt gültig bis</translation>
    </message>
</context>
<context>
    <name>arbiter::app::GameSetups</name>
    <message>
        <source>unknown edition &quot;%1&quot;; the editions are %2</source>
        <translation>unbekannte Edition „%1“; verfügbar sind %2</translation>
    </message>
    <message>
        <source>unknown mode &quot;%1&quot;</source>
        <translation>unbekannter Modus „%1“</translation>
    </message>
    <message>
        <source>unknown variant &quot;%1&quot;; the variants are %2</source>
        <translation>unbekannte Variante „%1“; verfügbar sind %2</translation>
    </message>
    <message>
        <source>unknown sex &quot;%1&quot;; it is &quot;male&quot; or &quot;female&quot;</source>
        <translation>unbekanntes Geschlecht „%1“; erlaubt sind „male“ oder „female“</translation>
    </message>
    <message>
        <source>unknown character &quot;%1&quot;</source>
        <translation>unbekannter Charakter „%1“</translation>
    </message>
    <message>
        <source>%1 players but %2 rolls</source>
        <translation>%1 Spieler, aber %2 Würfe</translation>
    </message>
</context>
<context>
    <name>arbiter::app::GamesModel</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>today %1</source>
        <translation>heute %1</translation>
    </message>
    <message>
        <source>yesterday %1</source>
        <translation>gestern %1</translation>
    </message>
    <message>
        <source>Game of %1</source>
        <translation>Spiel vom %1</translation>
    </message>
    <message>
        <source>No log file is open.</source>
        <translation>Keine Protokolldatei geöffnet.</translation>
    </message>
    <message>
        <source>Renamed to %1.</source>
        <translation>Umbenannt in %1.</translation>
    </message>
    <message>
        <source>The game was deleted.</source>
        <translation>Das Spiel wurde gelöscht.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Nach %1 exportiert.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not an Arbiter game export. It is not even JSON text.</source>
        <translation>%1 ist kein Arbiter-Spielexport. Es ist nicht einmal JSON-Text.</translation>
    </message>
    <message>
        <source>%1 is not an Arbiter game export.</source>
        <translation>%1 ist kein Arbiter-Spielexport.</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>%1 importiert.</translation>
    </message>
</context>
<context>
    <name>arbiter::app::ScreenAwake</name>
    <message>
        <source>The screen may dim: there is no desktop session bus to ask it to stay on.</source>
        <translation>Der Bildschirm wird eventuell dunkel: Ohne Desktop-Sitzungsbus lässt er sich nicht wach halten.</translation>
    </message>
    <message>
        <source>A game is open on the table</source>
        <translation>Am Tisch läuft ein Spiel</translation>
    </message>
    <message>
        <source>The screen may dim: the screen saver did not answer (%1).</source>
        <translation>Der Bildschirm wird eventuell dunkel: Der Bildschirmschoner hat nicht geantwortet (%1).</translation>
    </message>
</context>
<context>
    <name>arbiter::app::SessionCore</name>
    <message>
        <source>There is no question about that card any more.</source>
        <translation>Zu dieser Karte gibt es keine offene Frage mehr.</translation>
    </message>
    <message>
        <source>The file could not be opened.</source>
        <translation>Die Datei konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>No log file is open.</source>
        <translation>Keine Protokolldatei geöffnet.</translation>
    </message>
    <message>
        <source>The new game could not be opened.</source>
        <translation>Das neue Spiel konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Kein Spiel geöffnet.</translation>
    </message>
</context>
<context>
    <name>arbiter::app::TableInvitation</name>
    <message>
        <source>No game file is open.</source>
        <translation>Keine Spieldatei geöffnet.</translation>
    </message>
</context>
<context>
    <name>arbiter::app::net::TableServer</name>
    <message>
        <source>No game is open.</source>
        <translation>Kein Spiel geöffnet.</translation>
    </message>
</context>
<context>
    <name>badstuff.caught.nobody-caught</name>
    <message>
        <source>Nobody has been caught by a monster: Bad Stuff and death follow a lost fight or a failed run.</source>
        <translation>Niemand wurde von einem Monster erwischt: Schlimme Dinge und Tod folgen auf einen verlorenen Kampf oder ein misslungenes Weglaufen.</translation>
    </message>
</context>
<context>
    <name>badstuff.death.dies</name>
    <message>
        <source>%1 dies of the Bad Stuff.</source>
        <translation>%1 stirbt an den Schlimmen Dingen.</translation>
    </message>
</context>
<context>
    <name>badstuff.death.runner-dies</name>
    <message>
        <source>%1 dies: everything but the kept cards is looted.</source>
        <translation>%1 stirbt: Alles außer den behaltenen Karten wird geplündert.</translation>
    </message>
</context>
<context>
    <name>badstuff.items.loses</name>
    <message>
        <source>%1 loses %2.</source>
        <translation>%1 verliert %2.</translation>
    </message>
</context>
<context>
    <name>badstuff.items.not-held</name>
    <message>
        <source>%1 has no &quot;%2&quot; to lose.</source>
        <translation>„%2“ ist bei %1 nicht vorhanden und kann nicht verloren gehen.</translation>
    </message>
</context>
<context>
    <name>badstuff.items.runner-loses-count</name>
    <message numerus="yes">
        <source>%1 loses %n Item(s).</source>
        <translation>
            <numerusform>%1 verliert %n Gegenstand.</numerusform>
            <numerusform>%1 verliert %n Gegenstände.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>badstuff.levels.loses</name>
    <message numerus="yes">
        <source>%1 loses %n level(s), down to Level %2.</source>
        <translation>
            <numerusform>%1 verliert %n Stufe und fällt auf Stufe %2.</numerusform>
            <numerusform>%1 verliert %n Stufen und fällt auf Stufe %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>badstuff.levels.runner-loses</name>
    <message numerus="yes">
        <source>%1 loses %n level(s): Level %2 to %3.</source>
        <translation>
            <numerusform>%1 verliert %n Stufe: von Stufe %2 auf %3.</numerusform>
            <numerusform>%1 verliert %n Stufen: von Stufe %2 auf %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>badstuff.levels.runner-loses-floor</name>
    <message numerus="yes">
        <source>%1 loses %n level(s): Level %2 to %3 (never below 1).</source>
        <translation>
            <numerusform>%1 verliert %n Stufe: von Stufe %2 auf %3 (nie unter 1).</numerusform>
            <numerusform>%1 verliert %n Stufen: von Stufe %2 auf %3 (nie unter 1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>board</name>
    <message>
        <source>The board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Arc %1 (%2): %3, health %4/%5, glued</source>
        <translation>Bogen %1 (%2): %3, Lebenspunkte %4/%5, festgeklebt</translation>
    </message>
    <message>
        <source>Arc %1 (%2): %3, health %4/%5</source>
        <translation>Bogen %1 (%2): %3, Lebenspunkte %4/%5</translation>
    </message>
    <message>
        <source>No Monsters on the board</source>
        <translation>Keine Monster auf dem Spielplan</translation>
    </message>
    <message>
        <source>Walls:</source>
        <translation>Mauern:</translation>
    </message>
    <message>
        <source>Towers:</source>
        <translation>Türme:</translation>
    </message>
    <message>
        <source>The Sleep Potion holds the Monsters this turn.</source>
        <translation>Der Schlaftrank hält die Monster in diesem Zug fest.</translation>
    </message>
    <message>
        <source>none standing</source>
        <translation>keine mehr</translation>
    </message>
    <message>
        <source>%1 (fortified)</source>
        <translation>%1 (verstärkt)</translation>
    </message>
    <message>
        <source>arc %1</source>
        <translation>Bogen %1</translation>
    </message>
    <message>
        <source>arcs %1</source>
        <translation>Bögen %1</translation>
    </message>
</context>
<context>
    <name>card_search</name>
    <message>
        <source>Nothing remembered by that name</source>
        <translation>Unter diesem Namen ist nichts gespeichert</translation>
    </message>
    <message>
        <source>less</source>
        <translation>weniger</translation>
    </message>
    <message>
        <source>more</source>
        <translation>mehr</translation>
    </message>
</context>
<context>
    <name>character.discard-any-time.any-time</name>
    <message>
        <source>%1 may be discarded at any time, even in combat.</source>
        <translation>%1 darf jederzeit abgelegt werden, auch im Kampf.</translation>
    </message>
</context>
<context>
    <name>character.doubler-needs-card.attach</name>
    <message>
        <source>%1 needs a %2 to be attached to.</source>
        <translation>%1 muss an eine %2 angelegt sein.</translation>
    </message>
</context>
<context>
    <name>character.doubler-needs-card.discarded-too</name>
    <message>
        <source>%1 has no card left to attach to and is discarded too.</source>
        <translation>%1 wird ebenfalls abgelegt: Es ist keine Karte mehr da, an die sie angelegt werden kann.</translation>
    </message>
</context>
<context>
    <name>character.doubler-needs-card.in-play</name>
    <message>
        <source>%1 needs a %2 in play to attach to.</source>
        <translation>%1 kann nur an eine %2 im Spiel angelegt werden.</translation>
    </message>
</context>
<context>
    <name>character.doubler.second-card</name>
    <message>
        <source>%1 lets the character hold a second %2.</source>
        <translation>Mit %1 darf der Charakter eine zweite %2 haben.</translation>
    </message>
</context>
<context>
    <name>character.edition-cards.combatant-no-kind</name>
    <message>
        <source>%1: %2 has no %3.</source>
        <translation>%1: %2 hat keine %3.</translation>
    </message>
</context>
<context>
    <name>character.edition-cards.no-cultists</name>
    <message>
        <source>%1 has no Cultists.</source>
        <translation>%1 hat keine Kultisten.</translation>
    </message>
</context>
<context>
    <name>character.edition-cards.no-hirelings</name>
    <message>
        <source>%1 has no Hirelings.</source>
        <translation>%1 hat keine Gefolgsleute.</translation>
    </message>
</context>
<context>
    <name>character.edition-cards.no-kind</name>
    <message>
        <source>%1 has no %2.</source>
        <translation>%1 hat keine %2.</translation>
    </message>
</context>
<context>
    <name>character.edition-cards.no-last-non-cultist</name>
    <message>
        <source>Only Munchkin Cthulhu has Cultists, so no one gains a level for being the last non-Cultist.</source>
        <translation>Nur Munchkin Cthulhu hat Kultisten, daher steigt niemand als letzter Nicht-Kultist eine Stufe auf.</translation>
    </message>
</context>
<context>
    <name>character.edition-cards.no-rides</name>
    <message>
        <source>%1 has no Rides.</source>
        <translation>%1 hat keine Reittiere.</translation>
    </message>
</context>
<context>
    <name>character.edition-cards.not-a-character-card</name>
    <message>
        <source>%1 is not a character card of %2.</source>
        <translation>%1 ist keine Charakterkarte von %2.</translation>
    </message>
</context>
<context>
    <name>character.no-copies.already-in-play</name>
    <message>
        <source>%1 is already in play.</source>
        <translation>%1 ist bereits im Spiel.</translation>
    </message>
</context>
<context>
    <name>character.no-copies.combatant-two-copies</name>
    <message>
        <source>%1: Two copies of %2 cannot be in play at once.</source>
        <translation>%1: Zwei Exemplare von %2 dürfen nicht gleichzeitig im Spiel sein.</translation>
    </message>
</context>
<context>
    <name>character.no-copies.second-copy</name>
    <message>
        <source>A second %1 cannot be played.</source>
        <translation>Ein zweites Exemplar von %1 darf nicht gespielt werden.</translation>
    </message>
</context>
<context>
    <name>character.no-copies.two-copies</name>
    <message>
        <source>Two copies of %1 cannot be in play at once.</source>
        <translation>Zwei Exemplare von %1 dürfen nicht gleichzeitig im Spiel sein.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.combatant-too-many</name>
    <message>
        <source>%1: %2 %3 are in play, but at most %4 may be without %5.</source>
        <translation>%1: %2 %3 sind im Spiel, aber ohne %5 ist höchstens %4 erlaubt.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.combatant-too-many-doubled</name>
    <message>
        <source>%1: %2 %3 are in play, but at most %4 may be.</source>
        <translation>%1: %2 %3 sind im Spiel, erlaubt sind aber höchstens %4.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.discard-first</name>
    <message>
        <source>Only %1 %2 may be in play: discard one before playing %3.</source>
        <translation>Im Spiel ist nur Platz für %1 %2: Erst muss eine davon abgelegt werden, dann kann %3 gespielt werden.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.legal</name>
    <message>
        <source>The character cards in play are a legal combination.</source>
        <translation>Die Charakterkarten im Spiel sind eine zulässige Kombination.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.room</name>
    <message>
        <source>%1 may be played: there is room for it.</source>
        <translation>%1 darf gespielt werden: Dafür ist Platz.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.too-many</name>
    <message>
        <source>%1 %2 are in play, but at most %3 may be without %4.</source>
        <translation>%1 %2 sind im Spiel, aber ohne %4 ist höchstens %3 erlaubt.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.too-many-doubled</name>
    <message>
        <source>%1 %2 are in play, but at most %3 may be.</source>
        <translation>%1 %2 sind im Spiel, erlaubt sind aber höchstens %3.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.two-citizenship-cards</name>
    <message>
        <source>%1 holds two Citizenship cards: discard one of them before %2.</source>
        <translation>%1 hat zwei Bürgerschaftskarten: Erst muss eine davon abgelegt werden, dann %2.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.two-class-cards</name>
    <message>
        <source>%1 holds two Class cards: discard one of them before %2.</source>
        <translation>%1 hat zwei Klassenkarten: Erst muss eine davon abgelegt werden, dann %2.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.two-faction-cards</name>
    <message>
        <source>%1 holds two Faction cards: discard one of them before %2.</source>
        <translation>%1 hat zwei Fraktionskarten: Erst muss eine davon abgelegt werden, dann %2.</translation>
    </message>
</context>
<context>
    <name>character.one-per-kind.two-race-cards</name>
    <message>
        <source>%1 holds two Race cards: discard one of them before %2.</source>
        <translation>%1 hat zwei Rassenkarten: Erst muss eine davon abgelegt werden, dann %2.</translation>
    </message>
</context>
<context>
    <name>character.term.citizenship-card</name>
    <message>
        <source>Citizenship card</source>
        <translation>Bürgerschaftskarte</translation>
    </message>
</context>
<context>
    <name>character.term.citizenship-cards</name>
    <message>
        <source>Citizenship cards</source>
        <translation>Bürgerschaftskarten</translation>
    </message>
</context>
<context>
    <name>character.term.class-card</name>
    <message>
        <source>Class card</source>
        <translation>Klassenkarte</translation>
    </message>
</context>
<context>
    <name>character.term.class-cards</name>
    <message>
        <source>Class cards</source>
        <translation>Klassenkarten</translation>
    </message>
</context>
<context>
    <name>character.term.faction-card</name>
    <message>
        <source>Faction card</source>
        <translation>Fraktionskarte</translation>
    </message>
</context>
<context>
    <name>character.term.faction-cards</name>
    <message>
        <source>Faction cards</source>
        <translation>Fraktionskarten</translation>
    </message>
</context>
<context>
    <name>character.term.race-card</name>
    <message>
        <source>Race card</source>
        <translation>Rassenkarte</translation>
    </message>
</context>
<context>
    <name>character.term.race-cards</name>
    <message>
        <source>Race cards</source>
        <translation>Rassenkarten</translation>
    </message>
</context>
<context>
    <name>charity.dead-giver.no-hand</name>
    <message>
        <source>%1 is dead: a dead player has no hand to give Charity from.</source>
        <translation>%1 ist tot: Ein toter Spieler hat keine Handkarten, aus denen er eine Milde Gabe geben könnte.</translation>
    </message>
</context>
<context>
    <name>charity.even-split.bigger-share</name>
    <message numerus="yes">
        <source>The bigger share must go to exactly %n different player(s) among those tied for lowest.</source>
        <translation>
            <numerusform>Den größeren Anteil muss genau %n Spieler unter denen bekommen, die sich die niedrigste Stufe teilen.</numerusform>
            <numerusform>Den größeren Anteil müssen genau %n verschiedene Spieler unter denen bekommen, die sich die niedrigste Stufe teilen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>charity.even-split.even</name>
    <message>
        <source>The cards are split as evenly as possible: %1 each.</source>
        <translation>Die Karten werden so gleichmäßig wie möglich aufgeteilt: je %1.</translation>
    </message>
</context>
<context>
    <name>charity.even-split.giver-chooses</name>
    <message>
        <source>The cards are split as evenly as possible: %1 each, and the giver chooses who gets the %2 left over.</source>
        <translation>Die Karten werden so gleichmäßig wie möglich aufgeteilt: je %1, und wer die %2 übrigen bekommt, entscheidet der Gebende.</translation>
    </message>
</context>
<context>
    <name>charity.even-split.picked</name>
    <message>
        <source>The cards are split as evenly as possible: %1 each, with the extra cards to the giver&apos;s choice.</source>
        <translation>Die Karten werden so gleichmäßig wie möglich aufgeteilt: je %1, die übrigen Karten nach Wahl des Gebenden.</translation>
    </message>
</context>
<context>
    <name>charity.giver-lowest-discards.discards</name>
    <message numerus="yes">
        <source>%1 is the lowest Level (or tied for it), so the %n card(s) must be discarded.</source>
        <translation>
            <numerusform>%1 hat die niedrigste Stufe (oder teilt sie), daher muss %n Karte abgelegt werden.</numerusform>
            <numerusform>%1 hat die niedrigste Stufe (oder teilt sie), daher müssen %n Karten abgelegt werden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>charity.hand-limit.over</name>
    <message>
        <source>A hand of %1 is %2 over the limit of %3.</source>
        <translation>Die Hand liegt mit %1 Karten um %2 über dem Limit von %3.</translation>
    </message>
</context>
<context>
    <name>charity.hand-limit.within</name>
    <message>
        <source>A hand of %1 is within the limit of %2: no Charity.</source>
        <translation>Die Hand liegt mit %1 innerhalb des Limits von %2: keine Milde Gabe.</translation>
    </message>
</context>
<context>
    <name>charity.lowest-level.gives</name>
    <message numerus="yes">
        <source>%1 gives %2 %n card(s).</source>
        <translation>
            <numerusform>%1 gibt %2 %n Karte.</numerusform>
            <numerusform>%1 gibt %2 %n Karten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>charity.lowest-level.recipients</name>
    <message numerus="yes">
        <source>The excess goes to the lowest-Level living player(s) (Level %1): %2.</source>
        <translation>
            <numerusform>Der Überschuss geht an den lebenden Spieler mit der niedrigsten Stufe (Stufe %1): %2.</numerusform>
            <numerusform>Der Überschuss geht an die lebenden Spieler mit der niedrigsten Stufe (Stufe %1): %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.elf-helper-levels.gains</name>
    <message numerus="yes">
        <source>The helper is an %1 and gains %n level(s).</source>
        <translation>
            <numerusform>Der Helfer ist %1 und steigt %n Stufe auf.</numerusform>
            <numerusform>Der Helfer ist %1 und steigt %n Stufen auf.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.eliminated.already-out</name>
    <message>
        <source>%1 is already out of the fight.</source>
        <translation>%1 ist bereits aus dem Kampf.</translation>
    </message>
</context>
<context>
    <name>combat.eliminated.leaves</name>
    <message>
        <source>%1 leaves the fight without being killed: no level for it.</source>
        <translation>%1 verlässt den Kampf, ohne getötet zu werden: Dafür gibt es keine Stufe.</translation>
    </message>
</context>
<context>
    <name>combat.eliminated.no-reward</name>
    <message>
        <source>%1 is out of the fight without being killed: it gives no level and no Treasure.</source>
        <translation>%1 ist aus dem Kampf, ohne getötet worden zu sein: Das bringt keine Stufe und keine Schätze.</translation>
    </message>
</context>
<context>
    <name>combat.eliminated.none-left</name>
    <message>
        <source>No monster is left in the fight: the players win, but kill nothing.</source>
        <translation>Es ist kein Monster mehr im Kampf: Die Spieler gewinnen, töten aber nichts.</translation>
    </message>
</context>
<context>
    <name>combat.enhancers.enhances</name>
    <message>
        <source>%1 enhances %2.</source>
        <translation>%1 verstärkt %2.</translation>
    </message>
</context>
<context>
    <name>combat.enhancers.total</name>
    <message numerus="yes">
        <source>Enhancers on %1 add up to %2 strength and %3 Treasure(s).</source>
        <translation>
            <numerusform>Die Monsterverstärker auf %1 ergeben zusammen %2 Kampfstärke und %3 Schatz.</numerusform>
            <numerusform>Die Monsterverstärker auf %1 ergeben zusammen %2 Kampfstärke und %3 Schätze.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.give-thanks.extra-treasure</name>
    <message>
        <source>%1 is Level %2: the fighter and the helper each draw one extra Treasure.</source>
        <translation>%1 hat Stufe %2: Kämpfer und Helfer ziehen je einen zusätzlichen Schatz.</translation>
    </message>
</context>
<context>
    <name>combat.helper.helps</name>
    <message>
        <source>%1 helps %2.</source>
        <translation>%1 hilft %2.</translation>
    </message>
</context>
<context>
    <name>combat.join-demon.joins</name>
    <message>
        <source>%1 joins another Demon monster without Wandering Monster.</source>
        <translation>%1 kommt ohne „Wanderndes Monster“ zu einem anderen Dämon dazu.</translation>
    </message>
</context>
<context>
    <name>combat.join-demon.no-rule</name>
    <message>
        <source>%1 has no Demon rule; %2 needs Wandering Monster to join.</source>
        <translation>%1 kennt keine Dämonen-Regel; %2 braucht „Wanderndes Monster“, um dazuzukommen.</translation>
    </message>
</context>
<context>
    <name>combat.join-demon.none-in-fight</name>
    <message>
        <source>%1 may join only a fight against another Demon monster.</source>
        <translation>%1 darf nur zu einem Kampf gegen einen anderen Dämon dazukommen.</translation>
    </message>
</context>
<context>
    <name>combat.join-demon.not-demon</name>
    <message>
        <source>%1 is not Demon, so it cannot join by the Demon rule.</source>
        <translation>%1 ist kein Dämon und kann daher nicht nach der Dämonen-Regel dazukommen.</translation>
    </message>
</context>
<context>
    <name>combat.join-goblin.joins</name>
    <message>
        <source>%1 joins another Goblin monster without Wandering Monster.</source>
        <translation>%1 kommt ohne „Wanderndes Monster“ zu einem anderen Goblin dazu.</translation>
    </message>
</context>
<context>
    <name>combat.join-goblin.no-rule</name>
    <message>
        <source>%1 has no Goblin rule; %2 needs Wandering Monster to join.</source>
        <translation>%1 kennt keine Goblin-Regel; %2 braucht „Wanderndes Monster“, um dazuzukommen.</translation>
    </message>
</context>
<context>
    <name>combat.join-goblin.none-in-fight</name>
    <message>
        <source>%1 may join only a fight against another Goblin monster.</source>
        <translation>%1 darf nur zu einem Kampf gegen einen anderen Goblin dazukommen.</translation>
    </message>
</context>
<context>
    <name>combat.join-goblin.not-goblin</name>
    <message>
        <source>%1 is not Goblin, so it cannot join by the Goblin rule.</source>
        <translation>%1 ist kein Goblin und kann daher nicht nach der Goblin-Regel dazukommen.</translation>
    </message>
</context>
<context>
    <name>combat.join-goth.no-summoner</name>
    <message>
        <source>No goth in this fight may summon %1: summoned goths bring no one and each goth brings one.</source>
        <translation>Kein Goth-Monster in diesem Kampf darf %1 beschwören: Beschworene Goth-Monster holen niemanden, und jedes Goth-Monster holt nur eines.</translation>
    </message>
</context>
<context>
    <name>combat.join-goth.not-cthulhu</name>
    <message>
        <source>Goth summoning is a Munchkin Cthulhu rule; %1 needs Wandering Monster to join.</source>
        <translation>Die Goth-Beschwörung ist eine Regel von Munchkin Cthulhu; %1 braucht „Wanderndes Monster“, um dazuzukommen.</translation>
    </message>
</context>
<context>
    <name>combat.join-goth.not-goth</name>
    <message>
        <source>%1 is not a &quot;goth&quot; monster and cannot be summoned.</source>
        <translation>%1 ist kein „goth“-Monster und kann nicht beschworen werden.</translation>
    </message>
</context>
<context>
    <name>combat.join-goth.summoned</name>
    <message>
        <source>%1 is summoned by a goth already in the fight.</source>
        <translation>%1 wird von einem Goth-Monster beschworen, das schon im Kampf ist.</translation>
    </message>
</context>
<context>
    <name>combat.join-look-for-trouble.fight-going</name>
    <message>
        <source>%1 cannot join a fight already going by Look for Trouble: a second monster comes in by Wandering Monster or its kind&apos;s own rule.</source>
        <translation>%1 kann nicht per „Ärger suchen“ zu einem laufenden Kampf dazukommen: Ein zweites Monster kommt nur mit „Wanderndes Monster“ oder nach der eigenen Regel seiner Art dazu.</translation>
    </message>
</context>
<context>
    <name>combat.join-undead.joins</name>
    <message>
        <source>%1 joins another Undead monster without Wandering Monster.</source>
        <translation>%1 kommt ohne „Wanderndes Monster“ zu einem anderen untoten Monster dazu.</translation>
    </message>
</context>
<context>
    <name>combat.join-undead.no-rule</name>
    <message>
        <source>%1 has no Undead rule; %2 needs Wandering Monster to join.</source>
        <translation>%1 kennt keine Untoten-Regel; %2 braucht „Wanderndes Monster“, um dazuzukommen.</translation>
    </message>
</context>
<context>
    <name>combat.join-undead.none-in-fight</name>
    <message>
        <source>%1 may join only a fight against another Undead monster.</source>
        <translation>%1 darf nur zu einem Kampf gegen ein anderes untotes Monster dazukommen.</translation>
    </message>
</context>
<context>
    <name>combat.join-undead.not-undead</name>
    <message>
        <source>%1 is not Undead, so it cannot join by the Undead rule.</source>
        <translation>%1 ist nicht untot und kann daher nicht nach der Untoten-Regel dazukommen.</translation>
    </message>
</context>
<context>
    <name>combat.join-wandering.joins</name>
    <message>
        <source>%1 joins the fight with Wandering Monster.</source>
        <translation>%1 kommt mit „Wanderndes Monster“ in den Kampf.</translation>
    </message>
</context>
<context>
    <name>combat.kill-claim-wait.wait</name>
    <message>
        <source>Wait about %1 seconds for objections before the kill is final.</source>
        <translation>Warte etwa %1 Sekunden auf Einsprüche, bevor das Monster endgültig getötet ist.</translation>
    </message>
</context>
<context>
    <name>combat.level-only.players</name>
    <message>
        <source>This fight is fought with Level only: gear, Rides, abilities and one-shots do not count for the players.</source>
        <translation>In diesem Kampf zählt nur die Stufe: Ausrüstung, Reittiere, Fähigkeiten und Einmal-Gegenstände zählen für die Spieler nicht.</translation>
    </message>
</context>
<context>
    <name>combat.monster-strength.combined</name>
    <message numerus="yes">
        <source>The players face the combined strength of %n monster(s).</source>
        <translation>
            <numerusform>Die Spieler treten gegen die gemeinsame Kampfstärke von %n Monster an.</numerusform>
            <numerusform>Die Spieler treten gegen die gemeinsame Kampfstärke von %n Monstern an.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.monster-strength.monster</name>
    <message>
        <source>%1: Level %2 = %3.</source>
        <translation>%1: Stufe %2 = %3.</translation>
    </message>
</context>
<context>
    <name>combat.monster-strength.monster-cards</name>
    <message>
        <source>Cards played for the monsters: %1.</source>
        <translation>Für die Monster gespielte Karten: %1.</translation>
    </message>
</context>
<context>
    <name>combat.monster-strength.monster-enhancers</name>
    <message>
        <source>%1: Level %2, %3 = %4.</source>
        <translation>%1: Stufe %2, %3 = %4.</translation>
    </message>
</context>
<context>
    <name>combat.monster-strength.monster-enhancers-versus</name>
    <message>
        <source>%1: Level %2, %3, %4 against %5 = %6.</source>
        <translation>%1: Stufe %2, %3, %4 gegen %5 = %6.</translation>
    </message>
</context>
<context>
    <name>combat.monster-strength.monster-versus</name>
    <message>
        <source>%1: Level %2, %3 against %4 = %5.</source>
        <translation>%1: Stufe %2, %3 gegen %4 = %5.</translation>
    </message>
</context>
<context>
    <name>combat.monsters-win-ties.monsters-win</name>
    <message>
        <source>The monsters win, %1 against %2.</source>
        <translation>Die Monster gewinnen, %1 gegen %2.</translation>
    </message>
</context>
<context>
    <name>combat.monsters-win-ties.tie</name>
    <message>
        <source>A tie at %1 goes to the monsters.</source>
        <translation>Bei Gleichstand mit %1 gewinnen die Monster.</translation>
    </message>
</context>
<context>
    <name>combat.no-rewards-when-running.run-away</name>
    <message>
        <source>The players must run away from every monster: no levels and no Treasure.</source>
        <translation>Die Spieler müssen vor allen Monstern weglaufen: keine Stufen und keine Schätze.</translation>
    </message>
</context>
<context>
    <name>combat.one-helper.already-helping</name>
    <message>
        <source>%1 is already helping: only one player may help.</source>
        <translation>%1 hilft bereits: Nur ein Spieler darf helfen.</translation>
    </message>
</context>
<context>
    <name>combat.one-helper.extra-helpers</name>
    <message numerus="yes">
        <source>Only one player may help; the fight does not count %n extra helper(s).</source>
        <translation>
            <numerusform>Nur ein Spieler darf helfen; %n zusätzlicher Helfer zählt im Kampf nicht.</numerusform>
            <numerusform>Nur ein Spieler darf helfen; %n zusätzliche Helfer zählen im Kampf nicht.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant</name>
    <message>
        <source>%1: Level %2 = %3.</source>
        <translation>%1: Stufe %2 = %3.</translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-abilities</name>
    <message>
        <source>%1: Level %2, abilities %3 = %4.</source>
        <translation>%1: Stufe %2, Fähigkeiten %3 = %4.</translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear</name>
    <message>
        <source>%1: Level %2, gear %3 = %4.</source>
        <translation>%1: Stufe %2, Ausrüstung %3 = %4.</translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear-abilities</name>
    <message>
        <source>%1: Level %2, gear %3, abilities %4 = %5.</source>
        <translation>%1: Stufe %2, Ausrüstung %3, Fähigkeiten %4 = %5.</translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear-rides</name>
    <message numerus="yes">
        <source>%1: Level %2, gear %3, Ride(s) %4 = %5.</source>
        <translation>
            <numerusform>%1: Stufe %2, Ausrüstung %3, Reittier %4 = %5.</numerusform>
            <numerusform>%1: Stufe %2, Ausrüstung %3, Reittiere %4 = %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear-rides-abilities</name>
    <message numerus="yes">
        <source>%1: Level %2, gear %3, Ride(s) %4, abilities %5 = %6.</source>
        <translation>
            <numerusform>%1: Stufe %2, Ausrüstung %3, Reittier %4, Fähigkeiten %5 = %6.</numerusform>
            <numerusform>%1: Stufe %2, Ausrüstung %3, Reittiere %4, Fähigkeiten %5 = %6.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear-rides-abilities-road-trip</name>
    <message numerus="yes">
        <source>%1: Level %2, gear %3, Ride(s) %4, abilities %5, Road Trip %6 = %7.</source>
        <translation>
            <numerusform>%1: Stufe %2, Ausrüstung %3, Reittier %4, Fähigkeiten %5, Roadtrip %6 = %7.</numerusform>
            <numerusform>%1: Stufe %2, Ausrüstung %3, Reittiere %4, Fähigkeiten %5, Roadtrip %6 = %7.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear-rides-road-trip</name>
    <message numerus="yes">
        <source>%1: Level %2, gear %3, Ride(s) %4, Road Trip %5 = %6.</source>
        <translation>
            <numerusform>%1: Stufe %2, Ausrüstung %3, Reittier %4, Roadtrip %5 = %6.</numerusform>
            <numerusform>%1: Stufe %2, Ausrüstung %3, Reittiere %4, Roadtrip %5 = %6.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-rides</name>
    <message numerus="yes">
        <source>%1: Level %2, Ride(s) %3 = %4.</source>
        <translation>
            <numerusform>%1: Stufe %2, Reittier %3 = %4.</numerusform>
            <numerusform>%1: Stufe %2, Reittiere %3 = %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-rides-abilities</name>
    <message numerus="yes">
        <source>%1: Level %2, Ride(s) %3, abilities %4 = %5.</source>
        <translation>
            <numerusform>%1: Stufe %2, Reittier %3, Fähigkeiten %4 = %5.</numerusform>
            <numerusform>%1: Stufe %2, Reittiere %3, Fähigkeiten %4 = %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-rides-abilities-road-trip</name>
    <message numerus="yes">
        <source>%1: Level %2, Ride(s) %3, abilities %4, Road Trip %5 = %6.</source>
        <translation>
            <numerusform>%1: Stufe %2, Reittier %3, Fähigkeiten %4, Roadtrip %5 = %6.</numerusform>
            <numerusform>%1: Stufe %2, Reittiere %3, Fähigkeiten %4, Roadtrip %5 = %6.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-rides-road-trip</name>
    <message numerus="yes">
        <source>%1: Level %2, Ride(s) %3, Road Trip %4 = %5.</source>
        <translation>
            <numerusform>%1: Stufe %2, Reittier %3, Roadtrip %4 = %5.</numerusform>
            <numerusform>%1: Stufe %2, Reittiere %3, Roadtrip %4 = %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.player-strength.player-cards</name>
    <message>
        <source>Cards played for the players: %1.</source>
        <translation>Für die Spieler gespielte Karten: %1.</translation>
    </message>
</context>
<context>
    <name>combat.player-strength.players-win</name>
    <message>
        <source>The players win, %1 against %2.</source>
        <translation>Die Spieler gewinnen, %1 gegen %2.</translation>
    </message>
</context>
<context>
    <name>combat.rewards-levels.monsters</name>
    <message numerus="yes">
        <source>The fighter gains %n level(s) for %1 monsters killed.</source>
        <translation>
            <numerusform>Der Kämpfer steigt für %1 getötete Monster %n Stufe auf.</numerusform>
            <numerusform>Der Kämpfer steigt für %1 getötete Monster %n Stufen auf.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.rewards-levels.one-monster</name>
    <message numerus="yes">
        <source>The fighter gains %n level(s) for 1 monster killed.</source>
        <translation>
            <numerusform>Der Kämpfer steigt für 1 getötetes Monster %n Stufe auf.</numerusform>
            <numerusform>Der Kämpfer steigt für 1 getötetes Monster %n Stufen auf.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.rewards-treasures.draws</name>
    <message numerus="yes">
        <source>The fighter draws %n Treasure(s), Enhancers included.</source>
        <translation>
            <numerusform>Der Kämpfer zieht %n Schatz, Monsterverstärker eingerechnet.</numerusform>
            <numerusform>Der Kämpfer zieht %n Schätze, Monsterverstärker eingerechnet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>combat.road-trip.fighter</name>
    <message>
        <source>Fighter is from %1: %2 for each Ride.</source>
        <translation>Der Kämpfer ist Bürger von %1: %2 für jedes Reittier.</translation>
    </message>
</context>
<context>
    <name>combat.road-trip.helper</name>
    <message>
        <source>Helper is from %1: %2 for each Ride.</source>
        <translation>Der Helfer ist Bürger von %1: %2 für jedes Reittier.</translation>
    </message>
</context>
<context>
    <name>combat.shared-victory.helper-wins</name>
    <message>
        <source>Shared victory is on: the helper wins with the fighter.</source>
        <translation>„Geteilter Sieg“ ist aktiv: Der Helfer gewinnt mit dem Kämpfer.</translation>
    </message>
</context>
<context>
    <name>combat.shared-victory.house-rule</name>
    <message>
        <source>A helper wins together with a fighter who reaches the winning level (not printed in this rulebook: a house rule taken from the others).</source>
        <translation>Ein Helfer gewinnt zusammen mit einem Kämpfer, der die Siegstufe erreicht (steht nicht in diesem Regelheft: eine Hausregel aus den anderen Regelheften).</translation>
    </message>
</context>
<context>
    <name>combat.shared-victory.printed</name>
    <message>
        <source>A helper wins together with a fighter who reaches the winning level.</source>
        <translation>Ein Helfer gewinnt zusammen mit einem Kämpfer, der die Siegstufe erreicht.</translation>
    </message>
</context>
<context>
    <name>combat.term.fighter</name>
    <message>
        <source>Fighter</source>
        <translation>Kämpfer</translation>
    </message>
</context>
<context>
    <name>combat.term.helper</name>
    <message>
        <source>Helper</source>
        <translation>Helfer</translation>
    </message>
</context>
<context>
    <name>combat.term.the-fighter</name>
    <message>
        <source>The fighter</source>
        <translation>Der Kämpfer</translation>
    </message>
</context>
<context>
    <name>combat.term.the-helper</name>
    <message>
        <source>The helper</source>
        <translation>Der Helfer</translation>
    </message>
</context>
<context>
    <name>combat.versus-bonus.fighter</name>
    <message>
        <source>%1 is %2 against %3 (fighter).</source>
        <translation>%1 hat %2 gegen %3 (Kämpfer).</translation>
    </message>
</context>
<context>
    <name>combat.versus-bonus.fighter-and-helper</name>
    <message>
        <source>%1 is %2 against %3 (fighter and helper).</source>
        <translation>%1 hat %2 gegen %3 (Kämpfer und Helfer).</translation>
    </message>
</context>
<context>
    <name>combat.versus-bonus.helper</name>
    <message>
        <source>%1 is %2 against %3 (helper).</source>
        <translation>%1 hat %2 gegen %3 (Helfer).</translation>
    </message>
</context>
<context>
    <name>combat.versus-once.both</name>
    <message>
        <source>Both players are %1, but %2&apos;s bonus counts only once.</source>
        <translation>Beide Spieler sind %1, aber der Bonus von %2 zählt nur einmal.</translation>
    </message>
</context>
<context>
    <name>combat.warrior-wins-ties.tie</name>
    <message>
        <source>A tie at %1 goes to the players: a %2 is in the fight.</source>
        <translation>Bei Gleichstand mit %1 gewinnen die Spieler: Ein %2 ist im Kampf.</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.monsters-need</name>
    <message>
        <source>The monsters need %1 to turn the fight: %2 against %3, and the players win ties.</source>
        <translation>Die Monster brauchen %1, um den Kampf zu drehen: %2 gegen %3, und bei Gleichstand gewinnen die Spieler.</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.monsters-need-tie</name>
    <message>
        <source>The monsters need %1 to turn the fight: %2 against %3, and a tie is enough since monsters win ties.</source>
        <translation>Die Monster brauchen %1, um den Kampf zu drehen: %2 gegen %3, und Gleichstand reicht, da Monster bei Gleichstand gewinnen.</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.no-monster-left</name>
    <message>
        <source>No monster is left in the fight: the players win whatever is played, unless another monster joins.</source>
        <translation>Es ist kein Monster mehr im Kampf: Die Spieler gewinnen, egal was gespielt wird, außer es kommt noch ein Monster dazu.</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.players-need</name>
    <message>
        <source>The players need %1 to win: %2 against %3, and ties go to the monsters.</source>
        <translation>Die Spieler brauchen %1, um zu gewinnen: %2 gegen %3, und bei Gleichstand gewinnen die Monster.</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.players-need-level-only</name>
    <message>
        <source>The players need %1 to win: %2 against %3, and ties go to the monsters (Level only: cards and gear do not count for them).</source>
        <translation>Die Spieler brauchen %1, um zu gewinnen: %2 gegen %3, und bei Gleichstand gewinnen die Monster (nur Stufe: Karten und Ausrüstung zählen für sie nicht).</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.players-need-tie</name>
    <message>
        <source>The players need %1 to win: %2 against %3, and a tie is enough since they win ties.</source>
        <translation>Die Spieler brauchen %1, um zu gewinnen: %2 gegen %3, und Gleichstand reicht, da sie bei Gleichstand gewinnen.</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.players-need-tie-level-only</name>
    <message>
        <source>The players need %1 to win: %2 against %3, and a tie is enough since they win ties (Level only: cards and gear do not count for them).</source>
        <translation>Die Spieler brauchen %1, um zu gewinnen: %2 gegen %3, und Gleichstand reicht, da sie bei Gleichstand gewinnen (nur Stufe: Karten und Ausrüstung zählen für sie nicht).</translation>
    </message>
</context>
<context>
    <name>combat.what-it-takes.refused-fight</name>
    <message>
        <source>The fight as entered is refused by the referee, so what it takes cannot be said until it is corrected.</source>
        <translation>Der Kampf wird, so wie er eingegeben ist, vom Schiedsrichter abgelehnt; was es braucht, lässt sich erst sagen, wenn er korrigiert ist.</translation>
    </message>
</context>
<context>
    <name>combat.wins-ties-ability.tie</name>
    <message>
        <source>A tie at %1 goes to the players: they win ties.</source>
        <translation>Bei Gleichstand mit %1 gewinnen die Spieler: Sie gewinnen bei Gleichstand.</translation>
    </message>
</context>
<context>
    <name>connection</name>
    <message>
        <source>not joined</source>
        <translation>nicht beigetreten</translation>
    </message>
    <message>
        <source>Scan the tablet&apos;s invitation QR code</source>
        <translation>Scanne den Einladungs-QR-Code des Tablets</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>verbindet erneut…</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>The tablet started a game without your seat. Pick your seat again.</source>
        <translation>Das Tablet hat ein Spiel ohne deinen Platz gestartet. Wähle deinen Platz erneut.</translation>
    </message>
    <message>
        <source>The tablet started a game without your seat. Scan the tablet&apos;s invitation QR code.</source>
        <translation>Das Tablet hat ein Spiel ohne deinen Platz gestartet. Scanne den Einladungs-QR-Code des Tablets.</translation>
    </message>
    <message>
        <source>This page may not talk to the tablet: open the tablet&apos;s own address.</source>
        <translation>Diese Seite darf nicht mit dem Tablet kommunizieren: Öffne die eigene Adresse des Tablets.</translation>
    </message>
    <message>
        <source>The tablet took your seat back. Scan the tablet&apos;s invitation QR code to join again.</source>
        <translation>Das Tablet hat deinen Platz zurückgenommen. Scanne den Einladungs-QR-Code des Tablets, um wieder beizutreten.</translation>
    </message>
    <message>
        <source>The tablet does not know this seat any more. Scan the tablet&apos;s invitation QR code.</source>
        <translation>Das Tablet kennt diesen Platz nicht mehr. Scanne den Einladungs-QR-Code des Tablets.</translation>
    </message>
    <message>
        <source>This invitation is closed. Scan the tablet&apos;s invitation QR code.</source>
        <translation>Diese Einladung ist geschlossen. Scanne den Einladungs-QR-Code des Tablets.</translation>
    </message>
    <message>
        <source>The tablet closed the invitation. Waiting for it to open again…</source>
        <translation>Das Tablet hat die Einladung geschlossen. Warte, bis sie wieder geöffnet wird…</translation>
    </message>
    <message>
        <source>This page does not speak the tablet&apos;s language: reload it.</source>
        <translation>Diese Seite passt nicht zur Version des Tablets: Lade sie neu.</translation>
    </message>
    <message>
        <source>The tablet closed the connection (%1). Reconnecting…</source>
        <translation>Das Tablet hat die Verbindung beendet (%1). Verbinde erneut…</translation>
    </message>
</context>
<context>
    <name>cultist.all-cultists.game-ends</name>
    <message>
        <source>Every player is a Cultist: the game ends and Level %1 wins.</source>
        <translation>Alle Spieler sind Kultisten: Das Spiel endet, und wer Stufe %1 hat, gewinnt.</translation>
    </message>
</context>
<context>
    <name>cultist.become.already-cultist</name>
    <message>
        <source>Already a Cultist: nothing more happens.</source>
        <translation>Bereits Kultist: Es passiert nichts weiter.</translation>
    </message>
</context>
<context>
    <name>cultist.become.choose-class</name>
    <message>
        <source>The player must take a Cultist from the Cultist discard pile, and discard one of %1 and %2 to make room.</source>
        <translation>Der Spieler muss einen Kultisten vom Kultisten-Ablagestapel nehmen und %1 oder %2 ablegen, um Platz zu machen.</translation>
    </message>
</context>
<context>
    <name>cultist.become.escaped</name>
    <message>
        <source>No Cultist waits in the Cultist discard pile: escaped, this time.</source>
        <translation>Auf dem Kultisten-Ablagestapel liegt kein Kultist: diesmal noch entkommen.</translation>
    </message>
</context>
<context>
    <name>cultist.become.name-the-class</name>
    <message>
        <source>%1 must name the Class that makes room: %2.</source>
        <translation>%1 muss angeben, welche Klasse Platz macht (zur Wahl: %2).</translation>
    </message>
</context>
<context>
    <name>cultist.become.replaces-class</name>
    <message>
        <source>The player must take a Cultist from the Cultist discard pile, which replaces the Class in play.</source>
        <translation>Der Spieler muss einen Kultisten vom Kultisten-Ablagestapel nehmen, der die Klasse im Spiel ersetzt.</translation>
    </message>
</context>
<context>
    <name>cultist.become.take</name>
    <message>
        <source>The player must take a Cultist from the Cultist discard pile.</source>
        <translation>Der Spieler muss einen Kultisten vom Kultisten-Ablagestapel nehmen.</translation>
    </message>
</context>
<context>
    <name>cultist.last-non-cultist.already-granted</name>
    <message>
        <source>%1 is the last non-Cultist, but that level was already granted in this game.</source>
        <translation>%1 ist der letzte Nicht-Kultist, aber diese Stufe wurde in diesem Spiel schon vergeben.</translation>
    </message>
</context>
<context>
    <name>cultist.last-non-cultist.by-hand</name>
    <message>
        <source>The last non-Cultist&apos;s level is not entered by hand: Arbiter grants it by itself when every other player has become a Cultist, and it is never granted twice for the same moment.</source>
        <translation>Die Stufe des letzten Nicht-Kultisten wird nicht von Hand eingetragen: Arbiter vergibt sie selbst, sobald alle anderen Spieler Kultisten geworden sind, und nie zweimal für denselben Moment.</translation>
    </message>
</context>
<context>
    <name>cultist.last-non-cultist.by-hand-no-cultist</name>
    <message>
        <source>The last non-Cultist&apos;s level is not entered by hand: Arbiter grants it by itself when every other player has become a Cultist, and nobody at this table is a Cultist.</source>
        <translation>Die Stufe des letzten Nicht-Kultisten wird nicht von Hand eingetragen: Arbiter vergibt sie selbst, sobald alle anderen Spieler Kultisten geworden sind, und an diesem Tisch ist niemand Kultist.</translation>
    </message>
</context>
<context>
    <name>cultist.last-non-cultist.exactly-one</name>
    <message>
        <source>The last player who is not a Cultist gains exactly one level, not %1.</source>
        <translation>Der letzte Spieler, der kein Kultist ist, steigt genau eine Stufe auf, nicht %1.</translation>
    </message>
</context>
<context>
    <name>cultist.last-non-cultist.goes-up</name>
    <message>
        <source>%1 is the last non-Cultist and goes up to Level %2.</source>
        <translation>%1 ist der letzte Nicht-Kultist und steigt auf Stufe %2 auf.</translation>
    </message>
</context>
<context>
    <name>cultist.last-non-cultist.may-win</name>
    <message>
        <source>The last player who is not a Cultist gains a level, and it may be the winning one.</source>
        <translation>Der letzte Spieler, der kein Kultist ist, steigt eine Stufe auf, und das darf die Siegstufe sein.</translation>
    </message>
</context>
<context>
    <name>cultist.last-non-cultist.wins</name>
    <message>
        <source>%1 is the last non-Cultist and goes up to Level %2, winning the game.</source>
        <translation>%1 ist der letzte Nicht-Kultist, steigt auf Stufe %2 auf und gewinnt das Spiel.</translation>
    </message>
</context>
<context>
    <name>cultist.no-voluntary-discard.never</name>
    <message>
        <source>A Cultist can never quit by choice.</source>
        <translation>Ein Kultist kann nie freiwillig aussteigen.</translation>
    </message>
</context>
<context>
    <name>cultist.no-voluntary-discard.to-play</name>
    <message>
        <source>A Cultist cannot discard his Class to play %1.</source>
        <translation>Ein Kultist kann seine Klasse nicht ablegen, um %1 zu spielen.</translation>
    </message>
</context>
<context>
    <name>cultist.only-cultist-protected.divine-intervention-only</name>
    <message>
        <source>The only Cultist in play loses the Class to nothing but Divine Intervention.</source>
        <translation>Der einzige Kultist im Spiel verliert die Klasse durch nichts außer „Divine Intervention“.</translation>
    </message>
</context>
<context>
    <name>cultist.own-discard-pile.goes-there</name>
    <message>
        <source>The Cultist card goes to the Cultist discard pile.</source>
        <translation>Die Kultistenkarte kommt auf den Kultisten-Ablagestapel.</translation>
    </message>
</context>
<context>
    <name>death.dead-receive-nothing.body</name>
    <message>
        <source>Dead players take nothing from the body.</source>
        <translation>Tote Spieler nehmen nichts von der Leiche.</translation>
    </message>
</context>
<context>
    <name>death.dead-receive-nothing.charity</name>
    <message>
        <source>Dead players receive no Charity.</source>
        <translation>Tote Spieler bekommen keine Milde Gabe.</translation>
    </message>
</context>
<context>
    <name>death.dead-receive-nothing.curse</name>
    <message>
        <source>%1 is dead and cannot receive a Curse.</source>
        <translation>%1 ist tot und kann keinen Fluch erhalten.</translation>
    </message>
</context>
<context>
    <name>death.dead-receive-nothing.hireling</name>
    <message>
        <source>%1 is dead and cannot receive a Hireling.</source>
        <translation>%1 ist tot und kann keinen Gefolgsmann erhalten.</translation>
    </message>
</context>
<context>
    <name>death.dead-receive-nothing.items</name>
    <message>
        <source>%1 is dead and cannot receive Items.</source>
        <translation>%1 ist tot und kann keine Gegenstände erhalten.</translation>
    </message>
</context>
<context>
    <name>death.dead-receive-nothing.ride</name>
    <message>
        <source>%1 is dead and cannot receive a Ride.</source>
        <translation>%1 ist tot und kann kein Reittier erhalten.</translation>
    </message>
</context>
<context>
    <name>death.keep.character-cards</name>
    <message>
        <source>%1 keeps: character cards, Level, Curses on the character.</source>
        <translation>%1 behält: Charakterkarten, Stufe, Flüche auf dem Charakter.</translation>
    </message>
</context>
<context>
    <name>death.keep.dies-character-cards</name>
    <message>
        <source>%1 dies and keeps: character cards, Level, Curses on the character.</source>
        <translation>%1 stirbt und behält: Charakterkarten, Stufe, Flüche auf dem Charakter.</translation>
    </message>
</context>
<context>
    <name>death.keep.dies-one-kind</name>
    <message>
        <source>%1 dies and keeps: %2, %3, Level, Curses on the character.</source>
        <translation>%1 stirbt und behält: %2, %3, Stufe, Flüche auf dem Charakter.</translation>
    </message>
</context>
<context>
    <name>death.keep.dies-one-kind-cultist</name>
    <message>
        <source>%1 dies and keeps: %2, %3, Level, Curses on the character, (Monster Enhancers played on a dying Cultist are discarded).</source>
        <translation>%1 stirbt und behält: %2, %3, Stufe, Flüche auf dem Charakter, (Monsterverstärker auf einem sterbenden Kultisten werden abgelegt).</translation>
    </message>
</context>
<context>
    <name>death.keep.dies-two-kinds</name>
    <message>
        <source>%1 dies and keeps: %2, %3, %4, %5, Level, Curses on the character.</source>
        <translation>%1 stirbt und behält: %2, %3, %4, %5, Stufe, Flüche auf dem Charakter.</translation>
    </message>
</context>
<context>
    <name>death.keep.dies-two-kinds-cultist</name>
    <message>
        <source>%1 dies and keeps: %2, %3, %4, %5, Level, Curses on the character, (Monster Enhancers played on a dying Cultist are discarded).</source>
        <translation>%1 stirbt und behält: %2, %3, %4, %5, Stufe, Flüche auf dem Charakter, (Monsterverstärker auf einem sterbenden Kultisten werden abgelegt).</translation>
    </message>
</context>
<context>
    <name>death.keep.one-kind</name>
    <message>
        <source>%1 keeps: %2, %3, Level, Curses on the character.</source>
        <translation>%1 behält: %2, %3, Stufe, Flüche auf dem Charakter.</translation>
    </message>
</context>
<context>
    <name>death.keep.one-kind-cultist</name>
    <message>
        <source>%1 keeps: %2, %3, Level, Curses on the character, (Monster Enhancers played on a dying Cultist are discarded).</source>
        <translation>%1 behält: %2, %3, Stufe, Flüche auf dem Charakter, (Monsterverstärker auf einem sterbenden Kultisten werden abgelegt).</translation>
    </message>
</context>
<context>
    <name>death.keep.term-cultist-enhancers</name>
    <message>
        <source>(Monster Enhancers played on a dying Cultist are discarded)</source>
        <translation>(Monsterverstärker auf einem sterbenden Kultisten werden abgelegt)</translation>
    </message>
</context>
<context>
    <name>death.keep.term-curses</name>
    <message>
        <source>Curses on the character</source>
        <translation>Flüche auf dem Charakter</translation>
    </message>
</context>
<context>
    <name>death.keep.term-level</name>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
</context>
<context>
    <name>death.keep.two-kinds</name>
    <message>
        <source>%1 keeps: %2, %3, %4, %5, Level, Curses on the character.</source>
        <translation>%1 behält: %2, %3, %4, %5, Stufe, Flüche auf dem Charakter.</translation>
    </message>
</context>
<context>
    <name>death.keep.two-kinds-cultist</name>
    <message>
        <source>%1 keeps: %2, %3, %4, %5, Level, Curses on the character, (Monster Enhancers played on a dying Cultist are discarded).</source>
        <translation>%1 behält: %2, %3, %4, %5, Stufe, Flüche auf dem Charakter, (Monsterverstärker auf einem sterbenden Kultisten werden abgelegt).</translation>
    </message>
</context>
<context>
    <name>death.loot-one-each.discarded</name>
    <message numerus="yes">
        <source>Each living player takes one card; %n card(s) left over must be discarded.</source>
        <translation>
            <numerusform>Jeder lebende Spieler nimmt eine Karte; %n übrige Karte muss abgelegt werden.</numerusform>
            <numerusform>Jeder lebende Spieler nimmt eine Karte; %n übrige Karten müssen abgelegt werden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>death.loot-one-each.nothing-left</name>
    <message>
        <source>Each living player takes one card; the body has nothing left.</source>
        <translation>Jeder lebende Spieler nimmt eine Karte; an der Leiche ist nichts mehr übrig.</translation>
    </message>
</context>
<context>
    <name>death.loot-order.highest-first</name>
    <message>
        <source>The body is looted highest Level first.</source>
        <translation>Die Leiche wird nach Stufe geplündert, höchste Stufe zuerst.</translation>
    </message>
</context>
<context>
    <name>death.loot-tie-roll.by-rolls</name>
    <message>
        <source>Players tied at Level %1 go in order of their rolls.</source>
        <translation>Spieler, die auf Stufe %1 gleichauf liegen, sind in der Reihenfolge ihrer Würfe dran.</translation>
    </message>
</context>
<context>
    <name>death.loot-tie-roll.must-roll</name>
    <message>
        <source>Players tied at Level %1 must roll a die (again) to settle who goes first.</source>
        <translation>Spieler, die auf Stufe %1 gleichauf liegen, müssen (erneut) würfeln, um zu klären, wer zuerst dran ist.</translation>
    </message>
</context>
<context>
    <name>death.no-more-running.fighter</name>
    <message>
        <source>%1 need not run from the remaining monsters.</source>
        <translation>%1 muss nicht mehr vor den übrigen Monstern weglaufen.</translation>
    </message>
</context>
<context>
    <name>death.no-more-running.helper</name>
    <message>
        <source>%1 no longer takes part in the fight.</source>
        <translation>%1 nimmt nicht mehr am Kampf teil.</translation>
    </message>
</context>
<context>
    <name>death.no-more-running.runner-dead</name>
    <message>
        <source>%1 is dead and need not run from %2.</source>
        <translation>%1 ist tot und muss nicht vor %2 weglaufen.</translation>
    </message>
</context>
<context>
    <name>equip.armor.does-not-fit</name>
    <message>
        <source>%1 does not fit: only one suit of Armor can be equipped.</source>
        <translation>%1 passt nicht: Nur eine Rüstung kann getragen werden.</translation>
    </message>
</context>
<context>
    <name>equip.big-item-race.any-number</name>
    <message>
        <source>A %1 may carry any number of Big items.</source>
        <translation>Ein %1 darf beliebig viele Große Gegenstände mitführen.</translation>
    </message>
</context>
<context>
    <name>equip.big-item.second</name>
    <message>
        <source>%1 is a second Big item: only one may be carried. Sell it, trade it or give it to the lowest-Level player who can carry it.</source>
        <translation>%1 ist ein zweiter Großer Gegenstand: Nur einer darf mitgeführt werden. Verkaufe ihn, tausche ihn oder gib ihn dem Spieler mit der niedrigsten Stufe, der ihn mitführen kann.</translation>
    </message>
</context>
<context>
    <name>equip.carried.not-equipped</name>
    <message>
        <source>%1 is carried, not equipped: its bonus does not count.</source>
        <translation>%1 wird mitgeführt, nicht getragen: Der Bonus zählt nicht.</translation>
    </message>
</context>
<context>
    <name>equip.cheat.ignores-equip</name>
    <message>
        <source>%1 is attached to Cheat!, which ignores the equip limits.</source>
        <translation>%1 hängt an „Schummeln!“, daher gelten die Grenzen fürs Tragen nicht.</translation>
    </message>
</context>
<context>
    <name>equip.cheat.ignores-equip-and-big</name>
    <message>
        <source>%1 is attached to Cheat!, which ignores the equip and Big-item limits.</source>
        <translation>%1 hängt an „Schummeln!“, daher gelten die Grenzen fürs Tragen und für Große Gegenstände nicht.</translation>
    </message>
</context>
<context>
    <name>equip.cheat.ignores-one-big</name>
    <message>
        <source>%1 is attached to Cheat!, which ignores the one-Big-item limit.</source>
        <translation>%1 hängt an „Schummeln!“, daher gilt die Grenze von einem Großen Gegenstand nicht.</translation>
    </message>
</context>
<context>
    <name>equip.cheat.no-free-cheat</name>
    <message>
        <source>%1 is placed on a Cheat! card that is not there or already holds an Item.</source>
        <translation>%1 liegt auf einer „Schummeln!“-Karte, die es nicht gibt oder die schon einen Gegenstand hält.</translation>
    </message>
</context>
<context>
    <name>equip.cheat.restrictions-ignored</name>
    <message>
        <source>%1 is on Cheat!, so its restrictions are ignored.</source>
        <translation>%1 hängt an „Schummeln!“, daher gelten die Einschränkungen des Gegenstands nicht.</translation>
    </message>
</context>
<context>
    <name>equip.doubler-advantages.monster-bonus</name>
    <message>
        <source>%1 gets no %2 against %3: a doubled single card has no disadvantages.</source>
        <translation>%1 bekommt kein %2 gegen %3: Eine einzelne Karte mit Doppelkarte hat keine Nachteile.</translation>
    </message>
</context>
<context>
    <name>equip.doubler-advantages.no-disadvantages</name>
    <message>
        <source>%1 is forbidden to %2, but a doubled single card has no disadvantages.</source>
        <translation>%1 ist für %2 verboten, aber eine einzelne Karte mit Doppelkarte hat keine Nachteile.</translation>
    </message>
</context>
<context>
    <name>equip.footgear.does-not-fit</name>
    <message>
        <source>%1 does not fit: only one pair of Footgear can be equipped.</source>
        <translation>%1 passt nicht: Nur ein Schuhwerk kann getragen werden.</translation>
    </message>
</context>
<context>
    <name>equip.forbidden-for.no-bonus</name>
    <message>
        <source>%1 gives no bonus to %2.</source>
        <translation>%1 gibt keinen Bonus für %2.</translation>
    </message>
</context>
<context>
    <name>equip.hands.does-not-fit</name>
    <message>
        <source>%1 does not fit: only two hands&apos; worth of Items can be equipped.</source>
        <translation>%1 passt nicht: Nur Gegenstände für zwei Hände können getragen werden.</translation>
    </message>
</context>
<context>
    <name>equip.headgear.does-not-fit</name>
    <message>
        <source>%1 does not fit: only one Headgear can be equipped.</source>
        <translation>%1 passt nicht: Nur eine Kopfbedeckung kann getragen werden.</translation>
    </message>
</context>
<context>
    <name>equip.hireling.hireling-beyond-equip</name>
    <message>
        <source>%1 is held by a Hireling beyond the equip limits.</source>
        <translation>%1 wird von einem Gefolgsmann gehalten, über die Grenzen fürs Tragen hinaus.</translation>
    </message>
</context>
<context>
    <name>equip.hireling.hireling-beyond-equip-and-big</name>
    <message>
        <source>%1 is held by a Hireling beyond the equip and Big-item limits.</source>
        <translation>%1 wird von einem Gefolgsmann gehalten, über die Grenzen fürs Tragen und für Große Gegenstände hinaus.</translation>
    </message>
</context>
<context>
    <name>equip.hireling.hireling-beyond-one-big</name>
    <message>
        <source>%1 is held by a Hireling beyond the one-Big-item limit.</source>
        <translation>%1 wird von einem Gefolgsmann gehalten, über die Grenze von einem Großen Gegenstand hinaus.</translation>
    </message>
</context>
<context>
    <name>equip.hireling.no-free-hireling</name>
    <message>
        <source>%1 is placed on a Hireling that is not there or already holds an Item.</source>
        <translation>%1 liegt bei einem Gefolgsmann, den es nicht gibt oder der schon einen Gegenstand hält.</translation>
    </message>
</context>
<context>
    <name>equip.hireling.ride-beyond-equip</name>
    <message>
        <source>%1 is held by a Ride beyond the equip limits.</source>
        <translation>%1 wird von einem Reittier gehalten, über die Grenzen fürs Tragen hinaus.</translation>
    </message>
</context>
<context>
    <name>equip.hireling.ride-beyond-equip-and-big</name>
    <message>
        <source>%1 is held by a Ride beyond the equip and Big-item limits.</source>
        <translation>%1 wird von einem Reittier gehalten, über die Grenzen fürs Tragen und für Große Gegenstände hinaus.</translation>
    </message>
</context>
<context>
    <name>equip.hireling.ride-beyond-one-big</name>
    <message>
        <source>%1 is held by a Ride beyond the one-Big-item limit.</source>
        <translation>%1 wird von einem Reittier gehalten, über die Grenze von einem Großen Gegenstand hinaus.</translation>
    </message>
</context>
<context>
    <name>equip.no-big-items.no-limit</name>
    <message>
        <source>%1 has no Big-item limit.</source>
        <translation>%1 hat keine Grenze für Große Gegenstände.</translation>
    </message>
</context>
<context>
    <name>equip.no-change-in-combat.in-combat</name>
    <message>
        <source>Items cannot be equipped or unequipped during a combat.</source>
        <translation>Während eines Kampfes können Gegenstände weder angelegt noch abgenommen werden.</translation>
    </message>
</context>
<context>
    <name>equip.no-change-in-combat.timing-during-combat</name>
    <message>
        <source>Changing which Items are equipped is not allowed during a combat.</source>
        <translation>Während eines Kampfes darf nicht geändert werden, welche Gegenstände getragen werden.</translation>
    </message>
</context>
<context>
    <name>equip.no-change-in-combat.timing-running-away</name>
    <message>
        <source>Changing which Items are equipped is not allowed while running away.</source>
        <translation>Beim Weglaufen darf nicht geändert werden, welche Gegenstände getragen werden.</translation>
    </message>
</context>
<context>
    <name>equip.one-ride.combatant-rides</name>
    <message numerus="yes">
        <source>%1 rides %n Ride(s), but %2 allows %3 at a time.</source>
        <translation>
            <numerusform>%1 hat %n Reittier, aber %2 erlaubt nur %3 gleichzeitig.</numerusform>
            <numerusform>%1 hat %n Reittiere, aber %2 erlaubt nur %3 gleichzeitig.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>equip.one-ride.too-many</name>
    <message numerus="yes">
        <source>Only %n Ride(s) may be in play, not %1.</source>
        <translation>
            <numerusform>Nur %n Reittier darf im Spiel sein, nicht %1.</numerusform>
            <numerusform>Nur %n Reittiere dürfen im Spiel sein, nicht %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>equip.only-for.bonus-only-to</name>
    <message>
        <source>%1 gives its bonus only to %2.</source>
        <translation>%1 gibt den Bonus nur für %2.</translation>
    </message>
</context>
<context>
    <name>field.arc</name>
    <message>
        <source>An arc</source>
        <translation>Ein Bogen</translation>
    </message>
</context>
<context>
    <name>field.card-bonus</name>
    <message>
        <source>A card&apos;s bonus</source>
        <translation>Der Bonus einer Karte</translation>
    </message>
</context>
<context>
    <name>field.card-gold</name>
    <message>
        <source>A card&apos;s Gold</source>
        <translation>Der Goldwert einer Karte</translation>
    </message>
</context>
<context>
    <name>field.card-name</name>
    <message>
        <source>A card&apos;s name</source>
        <translation>Der Name einer Karte</translation>
    </message>
</context>
<context>
    <name>field.combat-bonus</name>
    <message>
        <source>A combat bonus</source>
        <translation>Ein Kampfbonus</translation>
    </message>
</context>
<context>
    <name>field.curse-combat-bonus</name>
    <message>
        <source>A Curse&apos;s combat bonus</source>
        <translation>Der Kampfbonus eines Fluchs</translation>
    </message>
</context>
<context>
    <name>field.curse-name</name>
    <message>
        <source>A Curse&apos;s name</source>
        <translation>Der Name eines Fluchs</translation>
    </message>
</context>
<context>
    <name>field.dead-player-hand</name>
    <message>
        <source>A dead player&apos;s hand</source>
        <translation>Die Hand eines toten Spielers</translation>
    </message>
</context>
<context>
    <name>field.empty</name>
    <message>
        <source>is empty</source>
        <translation>ist leer</translation>
    </message>
</context>
<context>
    <name>field.enhancer-bonus</name>
    <message>
        <source>An Enhancer&apos;s bonus</source>
        <translation>Der Bonus eines Monsterverstärkers</translation>
    </message>
</context>
<context>
    <name>field.enhancer-name</name>
    <message>
        <source>An Enhancer&apos;s name</source>
        <translation>Der Name eines Monsterverstärkers</translation>
    </message>
</context>
<context>
    <name>field.enhancer-treasures</name>
    <message>
        <source>An Enhancer&apos;s Treasures</source>
        <translation>Die Schätze eines Monsterverstärkers</translation>
    </message>
</context>
<context>
    <name>field.gear-number</name>
    <message>
        <source>A gear number</source>
        <translation>Ein pauschaler Ausrüstungswert</translation>
    </message>
</context>
<context>
    <name>field.hand</name>
    <message>
        <source>A hand</source>
        <translation>Eine Hand</translation>
    </message>
</context>
<context>
    <name>field.hand-limit</name>
    <message>
        <source>A hand limit</source>
        <translation>Ein Handkartenlimit</translation>
    </message>
</context>
<context>
    <name>field.hand-of-castle-cards</name>
    <message>
        <source>A hand of Castle cards</source>
        <translation>Eine Hand aus Burgkarten</translation>
    </message>
</context>
<context>
    <name>field.hand-of-treasure-cards</name>
    <message>
        <source>A hand of Treasure cards</source>
        <translation>Eine Hand aus Schatzkarten</translation>
    </message>
</context>
<context>
    <name>field.hireling-name</name>
    <message>
        <source>A Hireling&apos;s name</source>
        <translation>Der Name eines Gefolgsmanns</translation>
    </message>
</context>
<context>
    <name>field.item-bonus</name>
    <message>
        <source>An Item&apos;s bonus</source>
        <translation>Der Bonus eines Gegenstands</translation>
    </message>
</context>
<context>
    <name>field.item-name</name>
    <message>
        <source>An Item&apos;s name</source>
        <translation>Der Name eines Gegenstands</translation>
    </message>
</context>
<context>
    <name>field.item-restriction</name>
    <message>
        <source>An Item&apos;s restriction</source>
        <translation>Die Einschränkung eines Gegenstands</translation>
    </message>
</context>
<context>
    <name>field.level-change</name>
    <message>
        <source>A level change</source>
        <translation>Eine Stufenänderung</translation>
    </message>
</context>
<context>
    <name>field.levels-a-monster-gives</name>
    <message>
        <source>The levels a monster gives</source>
        <translation>Die Stufen, die ein Monster bringt</translation>
    </message>
</context>
<context>
    <name>field.levels-lost-to-bad-stuff</name>
    <message>
        <source>Levels lost to Bad Stuff</source>
        <translation>Die durch Schlimme Dinge verlorenen Stufen</translation>
    </message>
</context>
<context>
    <name>field.monster-bonus</name>
    <message>
        <source>A monster&apos;s bonus</source>
        <translation>Der Bonus eines Monsters</translation>
    </message>
</context>
<context>
    <name>field.monster-bonus-target</name>
    <message>
        <source>A monster bonus&apos;s target</source>
        <translation>Das Ziel eines Monsterbonus</translation>
    </message>
</context>
<context>
    <name>field.monster-level</name>
    <message>
        <source>A monster&apos;s Level</source>
        <translation>Die Stufe eines Monsters</translation>
    </message>
</context>
<context>
    <name>field.monster-name</name>
    <message>
        <source>A monster&apos;s name</source>
        <translation>Der Name eines Monsters</translation>
    </message>
</context>
<context>
    <name>field.monster-tag</name>
    <message>
        <source>A monster&apos;s tag</source>
        <translation>Ein Merkmal eines Monsters</translation>
    </message>
</context>
<context>
    <name>field.monster-treasures</name>
    <message>
        <source>A monster&apos;s Treasures</source>
        <translation>Die Schätze eines Monsters</translation>
    </message>
</context>
<context>
    <name>field.out-of-bounds</name>
    <message>
        <source>%1 is not between %2 and %3</source>
        <translation>%1 liegt nicht zwischen %2 und %3</translation>
    </message>
</context>
<context>
    <name>field.placing-roll</name>
    <message>
        <source>The placing roll</source>
        <translation>Der Wurf zum Aufstellen</translation>
    </message>
</context>
<context>
    <name>field.player-name</name>
    <message>
        <source>A player&apos;s name</source>
        <translation>Der Name eines Spielers</translation>
    </message>
</context>
<context>
    <name>field.ride-bonus</name>
    <message>
        <source>A Ride&apos;s bonus</source>
        <translation>Der Bonus eines Reittiers</translation>
    </message>
</context>
<context>
    <name>field.ride-name</name>
    <message>
        <source>A Ride&apos;s name</source>
        <translation>Der Name eines Reittiers</translation>
    </message>
</context>
<context>
    <name>field.roll-purpose</name>
    <message>
        <source>A roll&apos;s purpose</source>
        <translation>Der Zweck eines Wurfs</translation>
    </message>
</context>
<context>
    <name>field.run-away-modifier</name>
    <message>
        <source>A run-away modifier</source>
        <translation>Ein Modifikator fürs Weglaufen</translation>
    </message>
</context>
<context>
    <name>field.sold-card-name</name>
    <message>
        <source>A sold card&apos;s name</source>
        <translation>Der Name einer verkauften Karte</translation>
    </message>
</context>
<context>
    <name>field.too-long</name>
    <message>
        <source>is longer than %1 bytes</source>
        <translation>ist länger als %1 Bytes</translation>
    </message>
</context>
<context>
    <name>field.too-many</name>
    <message>
        <source>has %1 entries; at most %2</source>
        <translation>hat %1 Einträge; höchstens %2 sind erlaubt</translation>
    </message>
</context>
<context>
    <name>fight</name>
    <message>
        <source>The referee cannot judge this fight yet</source>
        <translation>Der Schiedsrichter kann diesen Kampf noch nicht beurteilen</translation>
    </message>
    <message>
        <source>%1 and %2 must run away</source>
        <translation>%1 und %2 müssen weglaufen</translation>
    </message>
    <message>
        <source>%1 must run away</source>
        <translation>%1 muss weglaufen</translation>
    </message>
    <message>
        <source>The monsters win: %1 and %2 must run away</source>
        <translation>Die Monster gewinnen: %1 und %2 müssen weglaufen</translation>
    </message>
    <message>
        <source>The monsters win: %1 must run away</source>
        <translation>Die Monster gewinnen: %1 muss weglaufen</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation>
            <numerusform>%n Stufe</numerusform>
            <numerusform>%n Stufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Treasure(s)</source>
        <translation>
            <numerusform>%n Schatz</numerusform>
            <numerusform>%n Schätze</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 win the game: %3, %4</source>
        <translation>%1 und %2 gewinnen das Spiel: %3, %4</translation>
    </message>
    <message>
        <source>%1 wins the game: %2, %3</source>
        <translation>%1 gewinnt das Spiel: %2, %3</translation>
    </message>
    <message>
        <source>%1 and %2 win: %3, %4</source>
        <translation>%1 und %2 gewinnen: %3, %4</translation>
    </message>
    <message>
        <source>%1 wins: %2, %3</source>
        <translation>%1 gewinnt: %2, %3</translation>
    </message>
    <message>
        <source>%1 and %2 win the game</source>
        <translation>%1 und %2 gewinnen das Spiel</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation>%1 gewinnt das Spiel</translation>
    </message>
    <message>
        <source>%1 and %2 win</source>
        <translation>%1 und %2 gewinnen</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>The fight</source>
        <translation>Der Kampf</translation>
    </message>
    <message>
        <source>%1 (Level %2)</source>
        <translation>%1 (Stufe %2)</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>gegen</translation>
    </message>
    <message>
        <source>What it takes:</source>
        <translation>Was es braucht:</translation>
    </message>
    <message>
        <source>%1 from %2: escapes without rolling</source>
        <translation>%1 vor %2: entkommt ohne Wurf</translation>
    </message>
    <message>
        <source>%1 from %2: escapes on %3+ (%4%)</source>
        <translation>%1 vor %2: entkommt bei %3+ (%4&#xa0;%)</translation>
    </message>
    <message>
        <source>%1 (Level %2) with %3</source>
        <translation>%1 (Stufe %2) mit %3</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>For the players: %1</source>
        <translation>Für die Spieler: %1</translation>
    </message>
    <message>
        <source>For the monsters: %1</source>
        <translation>Für die Monster: %1</translation>
    </message>
</context>
<context>
    <name>fight_cards</name>
    <message>
        <source>One-shot %1</source>
        <translation>Einmal-Gegenstand %1</translation>
    </message>
    <message>
        <source>%1 for the monsters</source>
        <translation>%1 für die Monster</translation>
    </message>
    <message>
        <source>%1 for the players</source>
        <translation>%1 für die Spieler</translation>
    </message>
    <message>
        <source>Enhancer %1</source>
        <translation>Monsterverstärker %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Wandering Monster: %1</source>
        <translation>Wanderndes Monster: %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>For the players</source>
        <translation>Für die Spieler</translation>
    </message>
    <message>
        <source>For the monsters</source>
        <translation>Für die Monster</translation>
    </message>
    <message>
        <source>A one-shot by name: 3 letters</source>
        <translation>Einmal-Gegenstand suchen: 3 Buchstaben</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>A one-shot</source>
        <translation>Einmal-Gegenstand</translation>
    </message>
    <message>
        <source>On which monster</source>
        <translation>Auf welches Monster</translation>
    </message>
    <message>
        <source>Treasures it adds</source>
        <translation>Zusätzliche Schätze</translation>
    </message>
    <message>
        <source>An Enhancer by name: 3 letters</source>
        <translation>Monsterverstärker suchen: 3 Buchstaben</translation>
    </message>
    <message>
        <source>An Enhancer on a monster</source>
        <translation>Monsterverstärker auf ein Monster</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Monster’s name: 3 letters</source>
        <translation>Name des Monsters: 3 Buchstaben</translation>
    </message>
    <message>
        <source>Add a new monster of that Level</source>
        <translation>Neues Monster dieser Stufe hinzufügen</translation>
    </message>
    <message>
        <source>A Wandering Monster</source>
        <translation>Wanderndes Monster</translation>
    </message>
    <message>
        <source>Play a card in the fight</source>
        <translation>Karte im Kampf spielen</translation>
    </message>
</context>
<context>
    <name>fight_start</name>
    <message>
        <source>%1 · Level %2</source>
        <translation>%1 · Stufe %2</translation>
    </message>
    <message>
        <source>Look for Trouble with %1</source>
        <translation>Mit %1 Ärger suchen</translation>
    </message>
    <message>
        <source>Fight %1</source>
        <translation>%1 bekämpfen</translation>
    </message>
    <message>
        <source>Fight a Level %1 monster</source>
        <translation>Monster der Stufe %1 bekämpfen</translation>
    </message>
    <message>
        <source>Monster’s name: 3 letters</source>
        <translation>Name des Monsters: 3 Buchstaben</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Name (optional)</translation>
    </message>
    <message>
        <source>New monster</source>
        <translation>Neues Monster</translation>
    </message>
    <message>
        <source>Fight it</source>
        <translation>Bekämpfen</translation>
    </message>
    <message>
        <source>Look for Trouble: a monster from your hand</source>
        <translation>Ärger suchen: ein Monster von deiner Hand</translation>
    </message>
    <message>
        <source>Kick open the door: a monster</source>
        <translation>Tür eintreten: ein Monster</translation>
    </message>
</context>
<context>
    <name>game.blank-name</name>
    <message>
        <source>%1 must not be blank.</source>
        <translation>%1 darf nicht leer sein.</translation>
    </message>
</context>
<context>
    <name>game.blank-name.player-in-seat</name>
    <message>
        <source>Player %1&apos;s name must not be blank.</source>
        <translation>Der Name von Spieler %1 darf nicht leer sein.</translation>
    </message>
</context>
<context>
    <name>game.combat-in-progress.already</name>
    <message>
        <source>%1 is already in a combat: other monsters join it instead.</source>
        <translation>%1 ist bereits in einem Kampf: Weitere Monster kommen stattdessen zu diesem Kampf dazu.</translation>
    </message>
</context>
<context>
    <name>game.combat-in-progress.cannot-leave</name>
    <message>
        <source>%1 is in a combat and cannot leave now.</source>
        <translation>%1 ist in einem Kampf und kann den Tisch jetzt nicht verlassen.</translation>
    </message>
</context>
<context>
    <name>game.combat-in-progress.charity</name>
    <message>
        <source>Charity must wait until %1&apos;s combat is over.</source>
        <translation>Die Milde Gabe muss warten, bis der Kampf von %1 vorbei ist.</translation>
    </message>
</context>
<context>
    <name>game.combat-in-progress.end-turn</name>
    <message>
        <source>Ending the turn must wait until %1&apos;s combat is over.</source>
        <translation>Das Zugende muss warten, bis der Kampf von %1 vorbei ist.</translation>
    </message>
</context>
<context>
    <name>game.combat-in-progress.next-phase</name>
    <message>
        <source>Moving on to %2 must wait until %1&apos;s combat is over.</source>
        <translation>Der Wechsel zur Phase %2 muss warten, bis der Kampf von %1 vorbei ist.</translation>
    </message>
</context>
<context>
    <name>game.combatant.neither</name>
    <message>
        <source>%1 is neither the fighter nor the helper.</source>
        <translation>%1 ist weder Kämpfer noch Helfer.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.already-dead</name>
    <message>
        <source>%1 is already dead.</source>
        <translation>%1 ist bereits tot.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.bad-stuff</name>
    <message>
        <source>%1 is already dead: Bad Stuff has nothing to take.</source>
        <translation>%1 ist bereits tot: Die Schlimmen Dinge können nichts mehr nehmen.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.cannot-change-equipped</name>
    <message>
        <source>%1 is dead and cannot change what is equipped.</source>
        <translation>%1 ist tot und kann nicht ändern, was getragen wird.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.cannot-fight</name>
    <message>
        <source>%1 is dead and cannot fight.</source>
        <translation>%1 ist tot und kann nicht kämpfen.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.cannot-help</name>
    <message>
        <source>%1 is dead and cannot help.</source>
        <translation>%1 ist tot und kann nicht helfen.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.cannot-trade</name>
    <message>
        <source>%1 is dead and cannot trade.</source>
        <translation>%1 ist tot und kann nicht tauschen.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.no-cards-to-play</name>
    <message>
        <source>%1 is dead and has no cards to play.</source>
        <translation>%1 ist tot und hat keine Karten zum Spielen.</translation>
    </message>
</context>
<context>
    <name>game.dead-player.receives-no-cards</name>
    <message>
        <source>%1 is dead and receives no cards.</source>
        <translation>%1 ist tot und bekommt keine Karten.</translation>
    </message>
</context>
<context>
    <name>game.die-roll</name>
    <message>
        <source>%1 rolled %2, but a die shows 1 to %3.</source>
        <translation>%1: %2 gewürfelt, aber ein Würfel zeigt nur 1 bis %3.</translation>
    </message>
</context>
<context>
    <name>game.die-roll.once-per-round</name>
    <message>
        <source>%1 rolls only once in round %2.</source>
        <translation>%1 würfelt in Runde %2 nur einmal.</translation>
    </message>
</context>
<context>
    <name>game.die-roll.panic-token-rolls-none</name>
    <message>
        <source>The %1 token rolls no die, so the action must not carry a roll.</source>
        <translation>Beim Plättchen %1 wird nicht gewürfelt, daher darf die Aktion keinen Wurf enthalten.</translation>
    </message>
</context>
<context>
    <name>game.die-roll.roll-off-round</name>
    <message>
        <source>%1 rolled %2 in round %3, but a die shows 1 to %4.</source>
        <translation>%1 hat in Runde %3 eine %2 gewürfelt, aber ein Würfel zeigt nur 1 bis %4.</translation>
    </message>
</context>
<context>
    <name>game.die-roll.rolled</name>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 hat eine %2 gewürfelt.</translation>
    </message>
</context>
<context>
    <name>game.die-roll.rolled-for</name>
    <message>
        <source>%1 rolled %2 (%3).</source>
        <translation>%1 hat eine %2 gewürfelt (%3).</translation>
    </message>
</context>
<context>
    <name>game.die-roll.the-table</name>
    <message>
        <source>The table</source>
        <translation>Die Runde</translation>
    </message>
</context>
<context>
    <name>game.die-roll.tie-once</name>
    <message>
        <source>%1 rolls only once to settle a tie.</source>
        <translation>%1 würfelt nur einmal, um einen Gleichstand aufzulösen.</translation>
    </message>
</context>
<context>
    <name>game.duplicate-name.already-called</name>
    <message>
        <source>A player is already called &quot;%1&quot;.</source>
        <translation>Es gibt bereits einen Spieler namens „%1“.</translation>
    </message>
</context>
<context>
    <name>game.duplicate-name.two-players</name>
    <message>
        <source>Two players are called &quot;%1&quot;.</source>
        <translation>Zwei Spieler heißen „%1“.</translation>
    </message>
</context>
<context>
    <name>game.gear-mode.clear-first</name>
    <message>
        <source>%1 keeps a single gear number (%2): clear it before entering Items.</source>
        <translation>%1 führt einen pauschalen Ausrüstungswert (%2): Erst diesen löschen, dann Gegenstände eingeben.</translation>
    </message>
</context>
<context>
    <name>game.gear-mode.items-in-play</name>
    <message>
        <source>%1 still has %2 Items in play: lose, sell or trade them before keeping a single gear number.</source>
        <translation>%1 hat noch Gegenstände im Spiel (%2): Erst müssen sie verloren, verkauft oder getauscht werden, dann kann ein pauschaler Ausrüstungswert geführt werden.</translation>
    </message>
</context>
<context>
    <name>game.index-range.no-monster</name>
    <message>
        <source>There is no monster %1 in this fight, which has %2.</source>
        <translation>In diesem Kampf gibt es kein Monster %1 (Anzahl der Monster: %2).</translation>
    </message>
</context>
<context>
    <name>game.index-range.no-such-seat</name>
    <message>
        <source>Seat %1 does not exist: the seats are 0 to %2.</source>
        <translation>Platz %1 gibt es nicht: Die Plätze gehen von 0 bis %2.</translation>
    </message>
</context>
<context>
    <name>game.limit.bad-stuff-items</name>
    <message>
        <source>Bad Stuff names more Items than a player may have.</source>
        <translation>Die Schlimmen Dinge nennen mehr Gegenstände, als ein Spieler haben darf.</translation>
    </message>
</context>
<context>
    <name>game.limit.cards-per-side</name>
    <message>
        <source>One side of a fight holds at most %1 cards.</source>
        <translation>Eine Seite eines Kampfes hat höchstens %1 Karten.</translation>
    </message>
</context>
<context>
    <name>game.limit.enhancers</name>
    <message>
        <source>%1 already has %2 Enhancers.</source>
        <translation>%1 hat bereits %2 Monsterverstärker.</translation>
    </message>
</context>
<context>
    <name>game.limit.monster-cards</name>
    <message>
        <source>%1 carries more than %2 tags, Enhancers or bonuses.</source>
        <translation>%1 hat mehr als %2 Merkmale, Monsterverstärker oder Boni.</translation>
    </message>
</context>
<context>
    <name>game.limit.monsters-in-fight</name>
    <message>
        <source>A fight holds at most %1 monsters.</source>
        <translation>Ein Kampf hat höchstens %1 Monster.</translation>
    </message>
</context>
<context>
    <name>game.limit.panic-hand</name>
    <message>
        <source>%1 now holds %2 Castle and %3 Treasure cards.</source>
        <translation>%1 hat jetzt %2 Burg- und %3 Schatzkarten.</translation>
    </message>
</context>
<context>
    <name>game.limit.roll-off-rounds</name>
    <message>
        <source>A roll for who starts has at most %1 rounds.</source>
        <translation>Das Auswürfeln, wer beginnt, hat höchstens %1 Runden.</translation>
    </message>
</context>
<context>
    <name>game.limit.run-away-rolls</name>
    <message>
        <source>More rolls than monsters and runners.</source>
        <translation>Mehr Würfe als Monster und Fliehende.</translation>
    </message>
</context>
<context>
    <name>game.limit.sale-too-big</name>
    <message>
        <source>A sale of more than %1 cards is beyond the table&apos;s limits.</source>
        <translation>Ein Verkauf von mehr als %1 Karten überschreitet die Grenzwerte.</translation>
    </message>
</context>
<context>
    <name>game.limit.tie-rolls</name>
    <message>
        <source>More tie rolls than players.</source>
        <translation>Mehr Würfe fürs Stechen als Spieler.</translation>
    </message>
</context>
<context>
    <name>game.limit.too-many-curses</name>
    <message>
        <source>%1 already has %2 Curses: the most one player may have is %3.</source>
        <translation>%1 hat bereits %2 Flüche: Ein Spieler darf höchstens %3 haben.</translation>
    </message>
</context>
<context>
    <name>game.limit.too-many-hirelings</name>
    <message>
        <source>%1 already has %2 Hirelings: the most one player may have is %3.</source>
        <translation>%1 hat bereits %2 Gefolgsleute: Ein Spieler darf höchstens %3 haben.</translation>
    </message>
</context>
<context>
    <name>game.limit.too-many-items</name>
    <message>
        <source>%1 already has %2 Items: the most one player may have is %3.</source>
        <translation>%1 hat bereits %2 Gegenstände: Ein Spieler darf höchstens %3 haben.</translation>
    </message>
</context>
<context>
    <name>game.limit.too-many-rides</name>
    <message>
        <source>%1 already has %2 Rides: the most one player may have is %3.</source>
        <translation>%1 hat bereits %2 Reittiere: Ein Spieler darf höchstens %3 haben.</translation>
    </message>
</context>
<context>
    <name>game.loot-body.alive</name>
    <message>
        <source>%1 is alive: there is no body to loot.</source>
        <translation>%1 lebt: Es gibt keine Leiche zu plündern.</translation>
    </message>
</context>
<context>
    <name>game.loot-body.already-looted</name>
    <message>
        <source>%1&apos;s body has already been looted.</source>
        <translation>Die Leiche von %1 wurde bereits geplündert.</translation>
    </message>
</context>
<context>
    <name>game.name-length.game</name>
    <message>
        <source>The game&apos;s name is %1 characters long; the most is %2.</source>
        <translation>Der Name des Spiels ist %1 Zeichen lang; erlaubt sind höchstens %2.</translation>
    </message>
</context>
<context>
    <name>game.name-length.player</name>
    <message>
        <source>%1 &quot;%2&quot;... is %3 characters long; the most is %4.</source>
        <translation>%1 „%2“... ist %3 Zeichen lang; erlaubt sind höchstens %4.</translation>
    </message>
</context>
<context>
    <name>game.name-length.player-in-seat</name>
    <message>
        <source>Player %1&apos;s name &quot;%2&quot;... is %3 characters long; the most is %4.</source>
        <translation>Der Name von Spieler %1, „%2“..., ist %3 Zeichen lang; erlaubt sind höchstens %4.</translation>
    </message>
</context>
<context>
    <name>game.name-too-long</name>
    <message>
        <source>%1 &quot;%2...&quot; is longer than %3 bytes.</source>
        <translation>%1 „%2...“ ist länger als %3 Byte.</translation>
    </message>
</context>
<context>
    <name>game.name-too-long.player-in-seat</name>
    <message>
        <source>Player %1&apos;s name &quot;%2...&quot; is longer than %3 bytes.</source>
        <translation>Der Name von Spieler %1, „%2...“, ist länger als %3 Byte.</translation>
    </message>
</context>
<context>
    <name>game.new-character.appears</name>
    <message>
        <source>%1&apos;s new character appears, at Level %2 with the kept cards.</source>
        <translation>Der neue Charakter von %1 erscheint, auf Stufe %2 und mit den behaltenen Karten.</translation>
    </message>
</context>
<context>
    <name>game.no-combat.none</name>
    <message>
        <source>No combat is in progress.</source>
        <translation>Es läuft kein Kampf.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-character-cards-in-play</name>
    <message>
        <source>%1 has no character cards in play.</source>
        <translation>%1 hat keine Charakterkarten im Spiel.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-curse-called</name>
    <message>
        <source>%1 has no Curse called &quot;%2&quot;.</source>
        <translation>%1 hat keinen Fluch namens „%2“.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-curses-in-play</name>
    <message>
        <source>%1 has no Curses in play.</source>
        <translation>%1 hat keine Flüche im Spiel.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-hireling-called</name>
    <message>
        <source>%1 has no Hireling called &quot;%2&quot;.</source>
        <translation>%1 hat keinen Gefolgsmann namens „%2“.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-hirelings-in-play</name>
    <message>
        <source>%1 has no Hirelings in play.</source>
        <translation>%1 hat keine Gefolgsleute im Spiel.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-item-called</name>
    <message>
        <source>%1 has no Item called &quot;%2&quot;.</source>
        <translation>%1 hat keinen Gegenstand namens „%2“.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-item-to-sell</name>
    <message>
        <source>%1 has no Item called &quot;%2&quot; to sell.</source>
        <translation>%1 hat keinen Gegenstand namens „%2“ zum Verkaufen.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-items-in-play</name>
    <message>
        <source>%1 has no Items in play.</source>
        <translation>%1 hat keine Gegenstände im Spiel.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-ride-called</name>
    <message>
        <source>%1 has no Ride called &quot;%2&quot;.</source>
        <translation>%1 hat kein Reittier namens „%2“.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-ride-to-sacrifice</name>
    <message>
        <source>%1 has no Ride to sacrifice.</source>
        <translation>%1 hat kein Reittier zum Opfern.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-rides-in-play</name>
    <message>
        <source>%1 has no Rides in play.</source>
        <translation>%1 hat keine Reittiere im Spiel.</translation>
    </message>
</context>
<context>
    <name>game.not-in-play.no-such-card</name>
    <message>
        <source>%1 has no &quot;%2&quot; in play.</source>
        <translation>%1 hat „%2“ nicht im Spiel.</translation>
    </message>
</context>
<context>
    <name>game.out-of-range</name>
    <message>
        <source>%1 of %2 is outside the range %3 to %4.</source>
        <translation>%1: %2 liegt außerhalb des Bereichs von %3 bis %4.</translation>
    </message>
</context>
<context>
    <name>game.over.last-tower-fallen</name>
    <message>
        <source>The game is over: the last Tower has fallen.</source>
        <translation>Das Spiel ist vorbei: Der letzte Turm ist gefallen.</translation>
    </message>
</context>
<context>
    <name>game.over.won</name>
    <message>
        <source>The game is over: %1 won.</source>
        <translation>Das Spiel ist vorbei: Sieg für %1.</translation>
    </message>
</context>
<context>
    <name>game.panic-board.id-is-name</name>
    <message>
        <source>In a game log a Monster&apos;s id is its token&apos;s name: &quot;%1&quot; should be &quot;%2&quot;.</source>
        <translation>Im Spielprotokoll ist die ID eines Monsters der Name seines Plättchens: „%1“ müsste „%2“ heißen.</translation>
    </message>
</context>
<context>
    <name>game.panic-board.monster-moves</name>
    <message>
        <source>%1 moves from %2 of arc %3 to %4 of arc %5.</source>
        <translation>%1 bewegt sich: %2, Bogen %3 → %4, Bogen %5.</translation>
    </message>
</context>
<context>
    <name>game.panic-board.not-valid</name>
    <message>
        <source>The board would not be valid.</source>
        <translation>Der Spielplan wäre nicht gültig.</translation>
    </message>
</context>
<context>
    <name>game.panic-board.set</name>
    <message>
        <source>The board is set as the players see it: %1 Monsters, %2 Towers.</source>
        <translation>Der Spielplan ist so eingestellt, wie die Spieler ihn sehen (Monster: %1, Türme: %2).</translation>
    </message>
</context>
<context>
    <name>game.panic-board.trophies-set</name>
    <message>
        <source>%1 has %2 Trophies.</source>
        <translation>Trophäen von %1: %2.</translation>
    </message>
</context>
<context>
    <name>game.panic-card.not-a-curse</name>
    <message>
        <source>&quot;%1&quot; is not a Curse card of the Castle deck.</source>
        <translation>„%1“ ist keine Fluchkarte des Burgstapels.</translation>
    </message>
</context>
<context>
    <name>game.panic-card.not-a-curse-cancel</name>
    <message>
        <source>Only Sandals of Protection or the Wishing Ring cancel a Curse card, not &quot;%1&quot;.</source>
        <translation>Nur die Sandalen des Schutzes oder der Wunschring heben eine Fluchkarte auf, nicht „%1“.</translation>
    </message>
</context>
<context>
    <name>game.panic-card.not-a-mover</name>
    <message>
        <source>&quot;%1&quot; does not move a Monster: the movers are Cotion of Ponfusion, Drive Him Back!, Wandering Monster and the Wizard.</source>
        <translation>„%1“ bewegt kein Monster: Das tun „Trank der Verwirrung“, „Treib ihn zurück!“, „Wanderndes Monster“ und der Zauberer.</translation>
    </message>
</context>
<context>
    <name>game.panic-card.not-a-remover</name>
    <message>
        <source>&quot;%1&quot; does not remove a Monster: Out to Lunch and the Cleric do.</source>
        <translation>„%1“ entfernt kein Monster: Das tun „Mittagspause“ und der Kleriker.</translation>
    </message>
</context>
<context>
    <name>game.panic-card.not-a-special</name>
    <message>
        <source>&quot;%1&quot; is not one of the Specials recorded this way: Invoke Obscure Rules, the Humongous Monster Enhancer, Illusion.</source>
        <translation>„%1“ ist keine der Spezialkarten, die so eingetragen werden: „Auf obskure Regeln berufen“, der Gigantische Monsterverstärker, „Illusion“.</translation>
    </message>
</context>
<context>
    <name>game.panic-pending-choice.which-monster</name>
    <message>
        <source>Several Monsters hit %1: the action must say which one takes the damage.</source>
        <translation>Mehrere Monster treffen %1: Die Aktion muss angeben, welches den Schaden erleidet.</translation>
    </message>
</context>
<context>
    <name>game.panic-setup.done</name>
    <message>
        <source>Set-up is done: %1 begins.</source>
        <translation>Der Aufbau ist fertig: %1 beginnt.</translation>
    </message>
</context>
<context>
    <name>game.panic-setup.no-loaded-die</name>
    <message>
        <source>Set-up places its Monsters by the die; the Loaded Die waits for play.</source>
        <translation>Beim Aufbau werden die Monster per Würfel platziert; der Gezinkte Würfel kommt erst im Spiel zum Einsatz.</translation>
    </message>
</context>
<context>
    <name>game.panic-setup.waits</name>
    <message>
        <source>%1 waits until set-up has placed its Monsters in the Archer ring.</source>
        <translation>%1: erst möglich, wenn der Aufbau seine Monster in den Bogenschützenring gestellt hat.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.curse-drawn</name>
    <message>
        <source>The %1 token has already been drawn from the bag.</source>
        <translation>Das Plättchen %1 wurde bereits aus dem Beutel gezogen.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.curse-not-in-mode</name>
    <message>
        <source>The %1 token is not in the bag in this mode.</source>
        <translation>Das Plättchen %1 ist in diesem Modus nicht im Beutel.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.held-by-another</name>
    <message>
        <source>%1 already holds %2.</source>
        <translation>%1 hat %2 bereits als Trophäe.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.left-for-good</name>
    <message>
        <source>%1 has left the board for good; it cannot come back.</source>
        <translation>%1 hat den Spielplan endgültig verlassen und kann nicht zurückkommen.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.monster-drawn</name>
    <message>
        <source>%1 has already been drawn from the bag.</source>
        <translation>%1 wurde bereits aus dem Beutel gezogen.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.no-curse-token-left</name>
    <message>
        <source>Every Curse token is out of the bag.</source>
        <translation>Alle Fluchplättchen sind aus dem Beutel.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.no-monster-token-left</name>
    <message>
        <source>Every Monster token is out of the bag.</source>
        <translation>Alle Monsterplättchen sind aus dem Beutel.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.not-a-monster-token</name>
    <message>
        <source>&quot;%1&quot; is not a Monster token of the box.</source>
        <translation>„%1“ ist kein Monsterplättchen aus der Schachtel.</translation>
    </message>
</context>
<context>
    <name>game.panic-token.still-on-board</name>
    <message>
        <source>%1 is still on the board.</source>
        <translation>%1 steht noch auf dem Spielplan.</translation>
    </message>
</context>
<context>
    <name>game.panic-unknown-monster.not-on-board</name>
    <message>
        <source>No Monster &quot;%1&quot; is on the board.</source>
        <translation>Auf dem Spielplan steht kein Monster „%1“.</translation>
    </message>
</context>
<context>
    <name>game.phase.charity-waits-for-phase-2</name>
    <message>
        <source>Charity waits: %1 is still in %2, and %3 comes first when no monster was fought.</source>
        <translation>Die Milde Gabe wartet: %1 ist noch in der Phase %2, und ohne Kampf gegen ein Monster kommt zuerst die Phase %3.</translation>
    </message>
</context>
<context>
    <name>game.phase.combat-start</name>
    <message>
        <source>A combat starts from Kick Open the Door or Look for Trouble, not in %1.</source>
        <translation>Ein Kampf beginnt bei „Tür eintreten“ oder „Ärger suchen“, nicht in der Phase %1.</translation>
    </message>
</context>
<context>
    <name>game.phase.end-turn-waits-for-phase-2</name>
    <message>
        <source>Ending the turn waits: %1 is still in %2, and %3 comes first when no monster was fought.</source>
        <translation>Das Zugende wartet: %1 ist noch in der Phase %2, und ohne Kampf gegen ein Monster kommt zuerst die Phase %3.</translation>
    </message>
</context>
<context>
    <name>game.phase.moves-on</name>
    <message>
        <source>%1 moves on to %2.</source>
        <translation>%1 geht weiter zur Phase %2.</translation>
    </message>
</context>
<context>
    <name>game.phase.not-in-this-game</name>
    <message>
        <source>%1 is not a phase of this game&apos;s turns.</source>
        <translation>Die Phase %1 gibt es in den Zügen dieses Spiels nicht.</translation>
    </message>
</context>
<context>
    <name>game.phase.only-forward</name>
    <message>
        <source>The turn is already at %1: phases only move forward, so it cannot go to %2.</source>
        <translation>Der Zug ist schon in der Phase %1: Phasen gehen nur vorwärts, also kann er nicht zur Phase %2 wechseln.</translation>
    </message>
</context>
<context>
    <name>game.phase.panic-monsters-moved</name>
    <message>
        <source>The Monsters have already moved this turn.</source>
        <translation>Die Monster haben sich in diesem Zug schon bewegt.</translation>
    </message>
</context>
<context>
    <name>game.phase.panic-monsters-must-move</name>
    <message>
        <source>The Monsters must move (panic-move-monsters) before the turn goes on to placing new ones.</source>
        <translation>Die Monster müssen sich bewegen (panic-move-monsters), bevor der Zug zum Aufstellen neuer Monster weitergeht.</translation>
    </message>
</context>
<context>
    <name>game.phase.panic-moves-on</name>
    <message>
        <source>The turn moves on to %1.</source>
        <translation>Der Zug geht weiter zur Phase %1.</translation>
    </message>
</context>
<context>
    <name>game.phase.panic-next-turn</name>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
</context>
<context>
    <name>game.phase.panic-not-later</name>
    <message>
        <source>The turn is in %1; %2 is not later in it.</source>
        <translation>Der Zug ist in der Phase %1; die Phase %2 kommt nicht danach.</translation>
    </message>
</context>
<context>
    <name>game.phase.panic-other-phase</name>
    <message>
        <source>%1 belongs to the %2 phase; this turn is in %3.</source>
        <translation>%1 gehört in die Phase %2; dieser Zug ist in der Phase %3.</translation>
    </message>
</context>
<context>
    <name>game.phase.turn-begins</name>
    <message>
        <source>%1&apos;s turn begins (turn %2).</source>
        <translation>Der Zug von %1 beginnt (Zug %2).</translation>
    </message>
</context>
<context>
    <name>game.phases-taken-as-played.ends-turn-in</name>
    <message>
        <source>%1 ends the turn in %2: the later phases are taken as played at the table, Charity included (a hand over the limit is given away first).</source>
        <translation>%1 beendet den Zug in der Phase %2: Die späteren Phasen gelten als am Tisch gespielt, die Milde Gabe eingeschlossen (eine Hand über dem Limit wird zuerst abgegeben).</translation>
    </message>
</context>
<context>
    <name>game.player-count.can-start</name>
    <message>
        <source>A game of %1 for %2 players can start.</source>
        <translation>Ein Spiel %1 für %2 Spieler kann beginnen.</translation>
    </message>
</context>
<context>
    <name>game.player-count.joins</name>
    <message>
        <source>%1 joins the table in seat %2.</source>
        <translation>%1 setzt sich an Platz %2.</translation>
    </message>
</context>
<context>
    <name>game.player-count.last-player</name>
    <message>
        <source>%1 is the last player and cannot leave the game.</source>
        <translation>%1 ist der letzte Spieler und kann das Spiel nicht verlassen.</translation>
    </message>
</context>
<context>
    <name>game.player-count.leaves</name>
    <message>
        <source>%1 leaves the table.</source>
        <translation>%1 verlässt den Tisch.</translation>
    </message>
</context>
<context>
    <name>game.player-count.panic-can-start</name>
    <message>
        <source>A game of Munchkin Panic (%1) for %2 can start.</source>
        <translation>Ein Spiel Munchkin Panic (%1) für %2 Spieler kann beginnen.</translation>
    </message>
</context>
<context>
    <name>game.player-count.setup-range</name>
    <message>
        <source>A game needs %1 to %2 players, not %3.</source>
        <translation>Ein Spiel braucht %1 bis %2 Spieler, nicht %3.</translation>
    </message>
</context>
<context>
    <name>game.player-count.table-full</name>
    <message>
        <source>The table is full: a game has at most %1 players.</source>
        <translation>Der Tisch ist voll: Ein Spiel hat höchstens %1 Spieler.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.already-decided</name>
    <message>
        <source>%1 already rolled highest, so nobody rolls in round %2.</source>
        <translation>%1 hat bereits am höchsten gewürfelt, daher würfelt in Runde %2 niemand.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.not-over</name>
    <message>
        <source>The roll for who starts is not over: %1 must roll again.</source>
        <translation>Das Auswürfeln, wer beginnt, ist noch nicht vorbei. Noch einmal würfeln: %1.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.not-rolled</name>
    <message>
        <source>%1 has not rolled in round %2: everyone still in the roll-off rolls in each round.</source>
        <translation>%1 hat in Runde %2 nicht gewürfelt: Wer beim Auswürfeln noch dabei ist, würfelt in jeder Runde.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.not-tied</name>
    <message>
        <source>%1 was not tied for the highest roll, so does not roll in round %2.</source>
        <translation>%1 lag beim höchsten Wurf nicht gleichauf und würfelt daher in Runde %2 nicht.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.starts</name>
    <message>
        <source>%1 rolled highest (%2) in round %3 and starts.</source>
        <translation>%1 hat in Runde %3 am höchsten gewürfelt (%2) und beginnt.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.starts-not-first-seat</name>
    <message>
        <source>%1 rolled highest, so %1 starts, not the first seat.</source>
        <translation>%1 hat am höchsten gewürfelt, also beginnt %1, nicht der erste Platz.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.starts-not-named</name>
    <message>
        <source>%1 rolled highest, so %1 starts, not %2.</source>
        <translation>%1 hat am höchsten gewürfelt, also beginnt %1, nicht %2.</translation>
    </message>
</context>
<context>
    <name>game.roll-off.tied</name>
    <message>
        <source>%1 tied for the highest roll (%2) in round %3 and roll again.</source>
        <translation>In Runde %3 liegen %1 beim höchsten Wurf (%2) gleichauf und würfeln erneut.</translation>
    </message>
</context>
<context>
    <name>game.run-away-roll.missing</name>
    <message>
        <source>%1 must roll against %2.</source>
        <translation>%1 muss gegen %2 würfeln.</translation>
    </message>
</context>
<context>
    <name>game.run-away-roll.no-helper</name>
    <message>
        <source>Nobody helped in this fight, so no helper rolls.</source>
        <translation>In diesem Kampf hat niemand geholfen, also würfelt kein Helfer.</translation>
    </message>
</context>
<context>
    <name>game.run-away-roll.no-monster</name>
    <message>
        <source>No monster called &quot;%1&quot; is left in this fight.</source>
        <translation>In diesem Kampf ist kein Monster namens „%1“ mehr.</translation>
    </message>
</context>
<context>
    <name>game.run-away-roll.once</name>
    <message>
        <source>%1 rolls only once against %2.</source>
        <translation>%1 würfelt nur einmal gegen %2.</translation>
    </message>
</context>
<context>
    <name>game.running-away.fight-lost</name>
    <message>
        <source>The fight is lost: %1 must run away; no more cards change it.</source>
        <translation>Der Kampf ist verloren: %1 muss weglaufen; keine Karte ändert daran noch etwas.</translation>
    </message>
</context>
<context>
    <name>game.running-away.not-lost</name>
    <message>
        <source>Nobody runs away yet: the fight has not been lost.</source>
        <translation>Noch läuft niemand weg: Der Kampf ist nicht verloren.</translation>
    </message>
</context>
<context>
    <name>game.same-player.fighter-helps</name>
    <message>
        <source>%1 is the fighter and cannot also be the helper.</source>
        <translation>%1 ist der Kämpfer und kann nicht auch Helfer sein.</translation>
    </message>
</context>
<context>
    <name>game.same-player.panic-curse-self</name>
    <message>
        <source>%1 cannot curse themselves.</source>
        <translation>%1 kann sich nicht selbst verfluchen.</translation>
    </message>
</context>
<context>
    <name>game.same-player.panic-own-helper</name>
    <message>
        <source>%1 cannot be their own helper.</source>
        <translation>%1 kann sich nicht selbst helfen.</translation>
    </message>
</context>
<context>
    <name>game.same-player.trade-with-self</name>
    <message>
        <source>%1 cannot trade with himself.</source>
        <translation>%1 kann nicht mit sich selbst tauschen.</translation>
    </message>
</context>
<context>
    <name>game.unknown-player</name>
    <message>
        <source>No player is called &quot;%1&quot;.</source>
        <translation>Kein Spieler heißt „%1“.</translation>
    </message>
</context>
<context>
    <name>game.unknown-player.panic-not-in-attack</name>
    <message>
        <source>%1 took no part in this attack, so the deal cannot give them its spoils.</source>
        <translation>%1 war an diesem Angriff nicht beteiligt und kann daher durch die Abmachung keine Beute erhalten.</translation>
    </message>
</context>
<context>
    <name>game.unknown-player.roll-off</name>
    <message>
        <source>%1 rolled for who starts but is not at the table.</source>
        <translation>%1 hat beim Auswürfeln, wer beginnt, mitgewürfelt, sitzt aber nicht am Tisch.</translation>
    </message>
</context>
<context>
    <name>game.unknown-player.starter</name>
    <message>
        <source>The player named to start, &quot;%1&quot;, is not at the table.</source>
        <translation>Der Spieler, der beginnen soll („%1“), sitzt nicht am Tisch.</translation>
    </message>
</context>
<context>
    <name>game.wrong-family.card-games</name>
    <message>
        <source>A %1 action belongs to the Munchkin card games, not to this game.</source>
        <translation>Eine Aktion vom Typ %1 gehört zu den Munchkin-Kartenspielen, nicht zu diesem Spiel.</translation>
    </message>
</context>
<context>
    <name>game.wrong-family.panic</name>
    <message>
        <source>A %1 action belongs to Munchkin Panic, not to this game.</source>
        <translation>Eine Aktion vom Typ %1 gehört zu Munchkin Panic, nicht zu diesem Spiel.</translation>
    </message>
</context>
<context>
    <name>hits</name>
    <message>
        <source>%1 — %2 %3 (%4/%5)</source>
        <translation>%1 – %2, Bogen %3 (%4/%5)</translation>
    </message>
    <message>
        <source>With the deal of</source>
        <translation>Mit der Abmachung von</translation>
    </message>
    <message>
        <source>no helper</source>
        <translation>kein Helfer</translation>
    </message>
    <message>
        <source>with %1’s deal</source>
        <translation>mit der Abmachung von %1</translation>
    </message>
    <message>
        <source>Hit on %1</source>
        <translation>Angriff auf %1</translation>
    </message>
</context>
<context>
    <name>levels.card-win.card</name>
    <message>
        <source>The card says it may give the winning level.</source>
        <translation>Die Karte sagt, dass sie die Siegstufe bringen darf.</translation>
    </message>
</context>
<context>
    <name>levels.card-win.go-up-a-level</name>
    <message>
        <source>This Go Up a Level card says it may give the winning level.</source>
        <translation>Diese Karte „Steige eine Stufe auf“ sagt, dass sie die Siegstufe bringen darf.</translation>
    </message>
</context>
<context>
    <name>levels.dead.last-non-cultist</name>
    <message>
        <source>%1 is the last non-Cultist, but the dead do not level.</source>
        <translation>%1 ist der letzte Nicht-Kultist, aber Tote steigen nicht auf.</translation>
    </message>
</context>
<context>
    <name>levels.dead.no-level-up</name>
    <message>
        <source>A dead character cannot go up a level.</source>
        <translation>Ein toter Charakter kann keine Stufe aufsteigen.</translation>
    </message>
</context>
<context>
    <name>levels.dead.no-selling</name>
    <message>
        <source>A dead character cannot sell Items for levels.</source>
        <translation>Ein toter Charakter kann keine Gegenstände für Stufen verkaufen.</translation>
    </message>
</context>
<context>
    <name>levels.floor-one.stops-at-one</name>
    <message>
        <source>Level %1 %2 would fall below 1, so the player stops at Level 1.</source>
        <translation>Stufe %1 %2 läge unter 1, daher bleibt der Spieler auf Stufe 1.</translation>
    </message>
</context>
<context>
    <name>levels.go-up-a-level.from-to</name>
    <message>
        <source>Go Up a Level takes the player from Level %1 to %2.</source>
        <translation>„Steige eine Stufe auf“ bringt den Spieler von Stufe %1 auf %2.</translation>
    </message>
</context>
<context>
    <name>levels.go-up-a-level.not-winning</name>
    <message>
        <source>Go Up a Level cannot give the winning level (Level %1).</source>
        <translation>„Steige eine Stufe auf“ kann nicht die Siegstufe (Stufe %1) bringen.</translation>
    </message>
</context>
<context>
    <name>levels.win-by-kill-only.card</name>
    <message>
        <source>Level %1 wins the game and can only be reached by killing a monster.</source>
        <translation>Stufe %1 gewinnt das Spiel und kann nur durch das Töten eines Monsters erreicht werden.</translation>
    </message>
</context>
<context>
    <name>levels.win-by-kill-only.kill</name>
    <message>
        <source>The level comes from a kill, which may reach the winning level.</source>
        <translation>Die Stufe kommt vom Töten eines Monsters und darf die Siegstufe sein.</translation>
    </message>
</context>
<context>
    <name>levels.winning-level.kill</name>
    <message>
        <source>The fighter reaches Level %1 with a kill and wins the game.</source>
        <translation>Der Kämpfer erreicht durch das Töten Stufe %1 und gewinnt das Spiel.</translation>
    </message>
</context>
<context>
    <name>levels.winning-level.won</name>
    <message>
        <source>Level %1 is the winning level: the game is won.</source>
        <translation>Stufe %1 ist die Siegstufe: Das Spiel ist gewonnen.</translation>
    </message>
</context>
<context>
    <name>mine</name>
    <message>
        <source>Strength %1</source>
        <translation>Kampfstärke %1</translation>
    </message>
    <message>
        <source>Gear %1</source>
        <translation>Ausrüstung %1</translation>
    </message>
    <message>
        <source>No Items in play</source>
        <translation>Keine Gegenstände im Spiel</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>%1 Gold</source>
        <translation>%1 Goldstücke</translation>
    </message>
    <message>
        <source>equipped, does not count</source>
        <translation>getragen, zählt nicht</translation>
    </message>
    <message>
        <source>equipped</source>
        <translation>getragen</translation>
    </message>
    <message>
        <source>carried</source>
        <translation>mitgeführt</translation>
    </message>
    <message>
        <source>Sell %1</source>
        <translation>%1 verkaufen</translation>
    </message>
    <message>
        <source>Carry %1</source>
        <translation>%1 mitführen</translation>
    </message>
    <message>
        <source>Equip %1</source>
        <translation>%1 anlegen</translation>
    </message>
    <message>
        <source>Carry</source>
        <translation>Mitführen</translation>
    </message>
    <message>
        <source>Equip</source>
        <translation>Anlegen</translation>
    </message>
    <message numerus="yes">
        <source>Sell %n for %1 Gold</source>
        <translation>
            <numerusform>%n für %1 Goldstücke verkaufen</numerusform>
            <numerusform>%n für %1 Goldstücke verkaufen</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick Items to sell</source>
        <translation>Zum Verkaufen ankreuzen</translation>
    </message>
    <message>
        <source>My cards and Trophies</source>
        <translation>Meine Karten und Trophäen</translation>
    </message>
    <message>
        <source>Castle cards in hand: %1 · Treasure: %2 (+%3 waiting)</source>
        <translation>Burgkarten auf der Hand: %1 · Schätze: %2 (+%3 ausstehend)</translation>
    </message>
    <message>
        <source>Castle cards in hand: %1 · Treasure: %2</source>
        <translation>Burgkarten auf der Hand: %1 · Schätze: %2</translation>
    </message>
    <message>
        <source>Points: %1 · kills: %2 · Lose Help</source>
        <translation>Punkte: %1 · getötet: %2 · Keine Hilfe</translation>
    </message>
    <message>
        <source>Points: %1 · kills: %2</source>
        <translation>Punkte: %1 · getötet: %2</translation>
    </message>
    <message>
        <source>Trophies: %1</source>
        <translation>Trophäen: %1</translation>
    </message>
    <message>
        <source>No Trophies yet</source>
        <translation>Noch keine Trophäen</translation>
    </message>
    <message>
        <source>Level up</source>
        <translation>Stufe +1</translation>
    </message>
    <message>
        <source>Level down</source>
        <translation>Stufe −1</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Verkaufen</translation>
    </message>
    <message>
        <source>Charity</source>
        <translation>Milde Gabe</translation>
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
        <translation>Rasse, Klasse… (z. B. Elf)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>A character card</source>
        <translation>Eine Charakterkarte</translation>
    </message>
    <message>
        <source>Ride %1</source>
        <translation>%1 reiten</translation>
    </message>
    <message>
        <source>Its bonus</source>
        <translation>Sein Bonus</translation>
    </message>
    <message>
        <source>A Ride by name: 3 letters</source>
        <translation>Reittier suchen: 3 Buchstaben</translation>
    </message>
    <message>
        <source>A new Ride’s name</source>
        <translation>Name eines neuen Reittiers</translation>
    </message>
    <message>
        <source>Ride it</source>
        <translation>Reiten</translation>
    </message>
    <message>
        <source>A Ride</source>
        <translation>Ein Reittier</translation>
    </message>
    <message>
        <source>Hire %1</source>
        <translation>%1 anheuern</translation>
    </message>
    <message>
        <source>A Hireling by name: 3 letters</source>
        <translation>Gefolgsmann suchen: 3 Buchstaben</translation>
    </message>
    <message>
        <source>A new Hireling’s name</source>
        <translation>Name eines neuen Gefolgsmanns</translation>
    </message>
    <message>
        <source>Hire</source>
        <translation>Anheuern</translation>
    </message>
    <message>
        <source>A Hireling</source>
        <translation>Ein Gefolgsmann</translation>
    </message>
    <message>
        <source>Curse %1 with %2</source>
        <translation>%1 mit %2 verfluchen</translation>
    </message>
    <message>
        <source>Whom to curse</source>
        <translation>Wen verfluchen</translation>
    </message>
    <message>
        <source>Its combat bonus</source>
        <translation>Sein Kampfbonus</translation>
    </message>
    <message>
        <source>A Curse by name: 3 letters</source>
        <translation>Fluch suchen: 3 Buchstaben</translation>
    </message>
    <message>
        <source>A new Curse’s name</source>
        <translation>Name eines neuen Fluchs</translation>
    </message>
    <message>
        <source>Curse</source>
        <translation>Verfluchen</translation>
    </message>
    <message>
        <source>Curse a player</source>
        <translation>Einen Spieler verfluchen</translation>
    </message>
    <message>
        <source>Whom</source>
        <translation>Wen</translation>
    </message>
    <message>
        <source>Cards I play</source>
        <translation>Karten, die ich spiele</translation>
    </message>
    <message>
        <source>Curses on me</source>
        <translation>Flüche auf mir</translation>
    </message>
    <message>
        <source>%1 (%2 in combat)</source>
        <translation>%1 (%2 im Kampf)</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <source>Castle</source>
        <translation>Burg</translation>
    </message>
    <message>
        <source>Swordsman</source>
        <translation>Schwertkämpfer</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Ritter</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>Bogenschützen</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>Ablegen und Nachziehen</translation>
    </message>
    <message>
        <source>Give charity</source>
        <translation>Milde Gabe geben</translation>
    </message>
    <message>
        <source>Play cards</source>
        <translation>Karten spielen</translation>
    </message>
    <message>
        <source>Add treasure</source>
        <translation>Schätze aufnehmen</translation>
    </message>
    <message>
        <source>Move monsters</source>
        <translation>Monster bewegen</translation>
    </message>
    <message>
        <source>Place monsters</source>
        <translation>Monster aufstellen</translation>
    </message>
    <message>
        <source>headgear</source>
        <translation>Kopfbedeckung</translation>
    </message>
    <message>
        <source>armor</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>footgear</source>
        <translation>Schuhwerk</translation>
    </message>
    <message>
        <source>1hand</source>
        <translation>1 Hand</translation>
    </message>
    <message>
        <source>2hands</source>
        <translation>2 Hände</translation>
    </message>
</context>
<context>
    <name>notices</name>
    <message>
        <source>Rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
    <message>
        <source>(field: %1)</source>
        <translation>(Feld: %1)</translation>
    </message>
</context>
<context>
    <name>offers</name>
    <message>
        <source>%1 offers a deal (%2)</source>
        <translation>%1 bietet eine Abmachung an (%2)</translation>
    </message>
    <message>
        <source>%1 offers a deal</source>
        <translation>%1 bietet eine Abmachung an</translation>
    </message>
    <message>
        <source>%1 offers to help (%2)</source>
        <translation>%1 bietet Hilfe an (%2)</translation>
    </message>
    <message>
        <source>%1 offers to help</source>
        <translation>%1 bietet Hilfe an</translation>
    </message>
    <message>
        <source>Accept %1’s deal</source>
        <translation>Abmachung von %1 annehmen</translation>
    </message>
    <message>
        <source>Accept %1’s help</source>
        <translation>Hilfe von %1 annehmen</translation>
    </message>
    <message>
        <source>deal accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>%1 accepted your deal: you may play your card in a Hit below.</source>
        <translation>%1 hat deine Abmachung angenommen: Du darfst deine Karte unten bei einem Angriff spielen.</translation>
    </message>
    <message>
        <source>Offered to %1 (%2): waiting for them to accept.</source>
        <translation>Angebot an %1 (%2): Warte, bis es angenommen wird.</translation>
    </message>
    <message>
        <source>Offered to %1: waiting for them to accept.</source>
        <translation>Angebot an %1: Warte, bis es angenommen wird.</translation>
    </message>
    <message>
        <source>Take the offer back</source>
        <translation>Angebot zurückziehen</translation>
    </message>
    <message>
        <source>the card you offer</source>
        <translation>die Karte, die du anbietest</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Abmachung</translation>
    </message>
    <message>
        <source>Offer %1 a deal</source>
        <translation>%1 eine Abmachung anbieten</translation>
    </message>
    <message>
        <source>Offer to help %1 in this fight</source>
        <translation>%1 in diesem Kampf Hilfe anbieten</translation>
    </message>
</context>
<context>
    <name>options.listen-at-the-door.house-rule</name>
    <message>
        <source>Each turn starts by listening at the door: draw a face-down Door card; looting the room draws a Treasure (not printed in this rulebook: a house rule taken from the others).</source>
        <translation>Jeder Zug beginnt mit dem Lauschen an der Tür: Zieh eine verdeckte Türkarte; beim Plündern des Raums ziehst du einen Schatz (steht nicht in diesem Regelheft: eine Hausregel aus den anderen Regelheften).</translation>
    </message>
</context>
<context>
    <name>options.listen-at-the-door.printed</name>
    <message>
        <source>Each turn starts by listening at the door: draw a face-down Door card; looting the room draws a Treasure.</source>
        <translation>Jeder Zug beginnt mit dem Lauschen an der Tür: Zieh eine verdeckte Türkarte; beim Plündern des Raums wird ein Schatz gezogen.</translation>
    </message>
</context>
<context>
    <name>panic-action.charity</name>
    <message>
        <source>Charity</source>
        <translation>Die Milde Gabe</translation>
    </message>
</context>
<context>
    <name>panic-action.discarding-and-drawing-up</name>
    <message>
        <source>Discarding and drawing up</source>
        <translation>Das Ablegen und Nachziehen</translation>
    </message>
</context>
<context>
    <name>panic-action.drawing-a-curse-token</name>
    <message>
        <source>Drawing a Curse token</source>
        <translation>Das Ziehen eines Fluchplättchens</translation>
    </message>
</context>
<context>
    <name>panic-action.ending-the-turn</name>
    <message>
        <source>Ending the turn</source>
        <translation>Das Beenden des Zuges</translation>
    </message>
</context>
<context>
    <name>panic-action.moving-a-monster</name>
    <message>
        <source>Moving a Monster</source>
        <translation>Das Versetzen eines Monsters</translation>
    </message>
</context>
<context>
    <name>panic-action.moving-on-to-another-phase</name>
    <message>
        <source>Moving on to another phase</source>
        <translation>Der Wechsel in eine andere Phase</translation>
    </message>
</context>
<context>
    <name>panic-action.moving-the-monsters</name>
    <message>
        <source>Moving the Monsters</source>
        <translation>Das Bewegen der Monster</translation>
    </message>
</context>
<context>
    <name>panic-action.placing-a-monster</name>
    <message>
        <source>Placing a Monster</source>
        <translation>Das Aufstellen eines Monsters</translation>
    </message>
</context>
<context>
    <name>panic-action.playing-a-card</name>
    <message>
        <source>Playing a card</source>
        <translation>Das Spielen einer Karte</translation>
    </message>
</context>
<context>
    <name>panic-ring.the-archer-ring</name>
    <message>
        <source>the Archer ring</source>
        <translation>Bogenschützenring</translation>
    </message>
</context>
<context>
    <name>panic-ring.the-castle</name>
    <message>
        <source>the Castle</source>
        <translation>Burg</translation>
    </message>
</context>
<context>
    <name>panic-ring.the-forest</name>
    <message>
        <source>the Forest</source>
        <translation>Wald</translation>
    </message>
</context>
<context>
    <name>panic-ring.the-knight-ring</name>
    <message>
        <source>the Knight ring</source>
        <translation>Ritterring</translation>
    </message>
</context>
<context>
    <name>panic-ring.the-swordsman-ring</name>
    <message>
        <source>the Swordsman ring</source>
        <translation>Schwertkämpferring</translation>
    </message>
</context>
<context>
    <name>panic.addition-error.negative</name>
    <message>
        <source>%1 cannot have %2 Convenient Addition Errors.</source>
        <translation>%1 kann nicht %2 Praktische Rechenfehler haben.</translation>
    </message>
</context>
<context>
    <name>panic.addition-error.no-treasure</name>
    <message>
        <source>%1 holds no Treasure card, so no Convenient Addition Error to play.</source>
        <translation>%1 hat keine Schatzkarte, also keinen Praktischen Rechenfehler zum Ausspielen.</translation>
    </message>
</context>
<context>
    <name>panic.addition-error.no-trophy</name>
    <message>
        <source>%1 has no Trophy called &quot;%2&quot; to put it under.</source>
        <translation>%1 hat keine Trophäe namens „%2“, unter die der Rechenfehler kommen könnte.</translation>
    </message>
</context>
<context>
    <name>panic.addition-error.played</name>
    <message>
        <source>Convenient Addition Error under %1 adds 1 to %2&apos;s Trophy points.</source>
        <translation>Der Praktische Rechenfehler unter %1 gibt %2 1 Trophäenpunkt mehr.</translation>
    </message>
</context>
<context>
    <name>panic.addition-error.points</name>
    <message numerus="yes">
        <source>%1 has %n Convenient Addition Error(s): +%n Trophy point(s).</source>
        <translation>
            <numerusform>%1 hat %n Praktischen Rechenfehler: +%n Trophäenpunkt.</numerusform>
            <numerusform>%1 hat %n Praktische Rechenfehler: +%n Trophäenpunkte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.any-time.any-phase</name>
    <message>
        <source>A card marked for any time may be played in phase %1 (%2).</source>
        <translation>Eine als „jederzeit“ gekennzeichnete Karte darf in Phase %1 (%2) gespielt werden.</translation>
    </message>
</context>
<context>
    <name>panic.board-arc.hit-target</name>
    <message>
        <source>%1 stands in arc %2, but the arcs are numbered 1 to %3.</source>
        <translation>%1 steht in Bogen %2, aber die Bögen sind von 1 bis %3 nummeriert.</translation>
    </message>
</context>
<context>
    <name>panic.board-arc.outside</name>
    <message>
        <source>%1 is in arc %2, but the arcs are numbered 1 to %3.</source>
        <translation>%1 befindet sich in Bogen %2, aber die Bögen sind von 1 bis %3 nummeriert.</translation>
    </message>
</context>
<context>
    <name>panic.board-count.too-many</name>
    <message>
        <source>The bag holds %1 tokens, so the board cannot hold %2 Monsters.</source>
        <translation>Der Beutel enthält %1 Plättchen, also können nicht %2 Monster auf dem Spielplan stehen.</translation>
    </message>
</context>
<context>
    <name>panic.board-fortify.no-wall</name>
    <message>
        <source>A Fortify token sits on arc %1&apos;s Wall, which is not standing.</source>
        <translation>Ein Verstärkungsplättchen liegt auf der Mauer in Bogen %1, die nicht mehr steht.</translation>
    </message>
</context>
<context>
    <name>panic.board-fortify.too-many</name>
    <message>
        <source>The box has %1 Fortify tokens, not %2.</source>
        <translation>Die Schachtel enthält %1 Verstärkungsplättchen, nicht %2.</translation>
    </message>
</context>
<context>
    <name>panic.board-health.negative-enhancement</name>
    <message>
        <source>%1 has an enhancement of %2; Enhancers only add health.</source>
        <translation>%1 hat eine Verstärkung von %2; Monsterverstärker geben nur Lebenspunkte dazu.</translation>
    </message>
</context>
<context>
    <name>panic.board-health.out-of-range</name>
    <message>
        <source>%1 has %2 health; it must be from 1 to %3.</source>
        <translation>%1 hat %2 Lebenspunkte; erlaubt sind 1 bis %3.</translation>
    </message>
</context>
<context>
    <name>panic.board-ids.missing</name>
    <message>
        <source>The %1 on the board has no id.</source>
        <translation>%1 auf dem Spielplan hat keine ID.</translation>
    </message>
</context>
<context>
    <name>panic.board-ids.shared</name>
    <message>
        <source>Two Monsters share the id %1.</source>
        <translation>Zwei Monster haben dieselbe ID %1.</translation>
    </message>
</context>
<context>
    <name>panic.board-token.hit-target</name>
    <message>
        <source>%1 is not a Monster token in the box.</source>
        <translation>%1 ist kein Monsterplättchen aus der Schachtel.</translation>
    </message>
</context>
<context>
    <name>panic.board-token.points</name>
    <message>
        <source>%1 is printed with %2 points, not %3.</source>
        <translation>%1 hat laut Aufdruck %2 Punkte, nicht %3.</translation>
    </message>
</context>
<context>
    <name>panic.board-token.unknown</name>
    <message>
        <source>Monster %1 is &quot;%2&quot;, which is not a Monster token in the box.</source>
        <translation>Monster %1 ist „%2“, aber das ist kein Monsterplättchen aus der Schachtel.</translation>
    </message>
</context>
<context>
    <name>panic.board-tower-space.tower-stands</name>
    <message>
        <source>%1 is in the Castle space of arc %2, where a Tower stands.</source>
        <translation>%1 ist auf dem Burgfeld von Bogen %2, wo ein Turm steht.</translation>
    </message>
</context>
<context>
    <name>panic.board-unique-token.twice</name>
    <message>
        <source>The box has one %1 token, but the board shows it twice.</source>
        <translation>Die Schachtel enthält ein einziges Plättchen %1, der Spielplan zeigt es aber zweimal.</translation>
    </message>
</context>
<context>
    <name>panic.body-count.negative</name>
    <message>
        <source>%1 cannot hold a negative count of cards or kills.</source>
        <translation>%1 kann keine negative Anzahl von Karten oder getöteten Monstern haben.</translation>
    </message>
</context>
<context>
    <name>panic.body-count.thumb-war</name>
    <message>
        <source>%1 tie on points and kills: a thumb war decides.</source>
        <translation>%1 haben gleich viele Punkte und getötete Monster: Ein Daumencatchen entscheidet.</translation>
    </message>
</context>
<context>
    <name>panic.body-count.tie-on-points</name>
    <message numerus="yes">
        <source>A tie at %n point(s) goes to the most Monsters slain.</source>
        <translation>
            <numerusform>Gleichstand bei %n Punkt: Es entscheidet, wer die meisten Monster getötet hat.</numerusform>
            <numerusform>Gleichstand bei %n Punkten: Es entscheidet, wer die meisten Monster getötet hat.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.card-cleric-booga.not-cleric</name>
    <message>
        <source>Only a Cleric, in their own Play Cards phase, can scare off the Wannabe Vampire.</source>
        <translation>Nur ein Kleriker kann in seiner eigenen Phase „Karten spielen“ den Wannabe Vampire verscheuchen.</translation>
    </message>
</context>
<context>
    <name>panic.card-cleric-booga.played</name>
    <message>
        <source>Booga booga: %1 flees and leaves %2 Treasure behind.</source>
        <translation>Buh-Buh: %1 flieht und lässt seine Schätze zurück (Anzahl: %2).</translation>
    </message>
</context>
<context>
    <name>panic.card-cotion-of-ponfusion.wrong-move</name>
    <message>
        <source>Cotion of Ponfusion takes a Monster outside the Forest to the Swordsman ring of its own arc, not %1 from %2 of arc %3 to %4 of arc %5.</source>
        <translation>Der Trank der Verwirrung bringt ein Monster außerhalb des Waldes in den Schwertkämpferring seines eigenen Bogens, nicht %1 von Bogen %3 (%2) nach Bogen %5 (%4).</translation>
    </message>
</context>
<context>
    <name>panic.card-curse.cancelled</name>
    <message>
        <source>%1 cancels the %2.</source>
        <translation>%1 hebt %2 auf.</translation>
    </message>
</context>
<context>
    <name>panic.card-curse.hit-cards-handed</name>
    <message>
        <source>Every player hands %1 the Hit cards of the colour or ring named; count the hands with panic-set-hand.</source>
        <translation>Jeder Spieler gibt %1 seine Trefferkarten der genannten Farbe bzw. des genannten Rings; trag die neuen Handgrößen mit panic-set-hand ein.</translation>
    </message>
</context>
<context>
    <name>panic.card-curse.needs-target</name>
    <message>
        <source>The %1 names the player it curses.</source>
        <translation>%1 muss den Spieler nennen, den der Fluch trifft.</translation>
    </message>
</context>
<context>
    <name>panic.card-curse.no-target</name>
    <message>
        <source>The Truly Obnoxious Curse falls on every player at once.</source>
        <translation>Der Wirklich fiese Fluch trifft alle Spieler zugleich.</translation>
    </message>
</context>
<context>
    <name>panic.card-curse.no-treasure</name>
    <message>
        <source>%1 holds no Treasure card to hand over.</source>
        <translation>%1 hat keine Schatzkarte, die abgegeben werden könnte.</translation>
    </message>
</context>
<context>
    <name>panic.card-curse.treasure-taken</name>
    <message>
        <source>%1 takes one of %2&apos;s Treasure cards (%3).</source>
        <translation>%1 nimmt %2 eine Schatzkarte ab (%3).</translation>
    </message>
</context>
<context>
    <name>panic.card-drive-him-back.wrong-move</name>
    <message>
        <source>Drive Him Back! sends a Monster to the Forest of its own arc, not to %1 of arc %2.</source>
        <translation>„Treib ihn zurück!“ schickt ein Monster in den Wald seines eigenen Bogens, nicht nach Bogen %2 (%1).</translation>
    </message>
</context>
<context>
    <name>panic.card-fortify-wall.already-fortified</name>
    <message>
        <source>the Wall of arc %1 is already fortified.</source>
        <translation>Die Mauer in Bogen %1 ist schon verstärkt.</translation>
    </message>
</context>
<context>
    <name>panic.card-fortify-wall.no-token-left</name>
    <message>
        <source>Both Fortify tokens are already on Walls.</source>
        <translation>Beide Verstärkungsplättchen liegen schon auf Mauern.</translation>
    </message>
</context>
<context>
    <name>panic.card-fortify-wall.not-standing</name>
    <message>
        <source>the Wall of arc %1 is not standing.</source>
        <translation>Die Mauer in Bogen %1 steht nicht mehr.</translation>
    </message>
</context>
<context>
    <name>panic.card-fortify-wall.played</name>
    <message>
        <source>A Fortify token goes on the Wall of arc %1.</source>
        <translation>Ein Verstärkungsplättchen kommt auf die Mauer in Bogen %1.</translation>
    </message>
</context>
<context>
    <name>panic.card-glue.already-used</name>
    <message>
        <source>The one Glue token is already on %1 this turn.</source>
        <translation>Das einzige Klebstoffplättchen liegt in diesem Zug schon auf %1.</translation>
    </message>
</context>
<context>
    <name>panic.card-glue.in-forest</name>
    <message>
        <source>The Flask of Glue cannot reach %1 in the Forest.</source>
        <translation>Die Flasche Klebstoff erreicht %1 im Wald nicht.</translation>
    </message>
</context>
<context>
    <name>panic.card-glue.played</name>
    <message>
        <source>%1 is stuck in %2 of arc %3 until the end of the turn.</source>
        <translation>%1 klebt bis zum Ende des Zuges in Bogen %3 (%2) fest.</translation>
    </message>
</context>
<context>
    <name>panic.card-held-in-place.asleep</name>
    <message>
        <source>%1 sleeps under the Sleep Potion until the end of the turn.</source>
        <translation>%1 schläft durch den Schlaftrank bis zum Ende des Zuges.</translation>
    </message>
</context>
<context>
    <name>panic.card-held-in-place.glued</name>
    <message>
        <source>%1 is stuck with the Flask of Glue until the end of the turn.</source>
        <translation>%1 klebt durch die Flasche Klebstoff bis zum Ende des Zuges fest.</translation>
    </message>
</context>
<context>
    <name>panic.card-humongous.played</name>
    <message>
        <source>%1 Monsters are back to full health; %2 draws %1 Treasure cards.</source>
        <translation>Wieder volle Lebenspunkte für %1 Monster; %2 zieht ebenso viele Schatzkarten.</translation>
    </message>
</context>
<context>
    <name>panic.card-illusion.needs-two-monsters</name>
    <message>
        <source>Illusion needs a Monster in the Swordsman, Knight or Archer ring to discard and another Monster on the board to take its place.</source>
        <translation>„Illusion“ braucht ein Monster im Schwertkämpfer-, Ritter- oder Bogenschützenring, das abgelegt wird, und ein weiteres Monster auf dem Spielplan, das seinen Platz einnimmt.</translation>
    </message>
</context>
<context>
    <name>panic.card-illusion.played</name>
    <message>
        <source>%1 vanishes and %2 stands in its place.</source>
        <translation>%1 verschwindet, und %2 nimmt seinen Platz ein.</translation>
    </message>
</context>
<context>
    <name>panic.card-invoke-obscure-rules.not-discarded</name>
    <message>
        <source>&quot;%1&quot; is not a Monster in the discard pile (slain Monsters are Trophies).</source>
        <translation>„%1“ ist kein Monster im Ablagestapel (getötete Monster sind Trophäen).</translation>
    </message>
</context>
<context>
    <name>panic.card-invoke-obscure-rules.played</name>
    <message>
        <source>%1 takes %2 (%3 points) from the discards as a Trophy, without Treasure.</source>
        <translation>%1 nimmt %2 (%3 Pkt.) als Trophäe vom Ablagestapel, ohne Schätze.</translation>
    </message>
</context>
<context>
    <name>panic.card-lightning.name-highest</name>
    <message>
        <source>%1&apos;s highest Trophies are %2 (%3 points): %1 names the one that changes hands.</source>
        <translation>Die höchsten Trophäen von %1 sind %2 (je %3 Pkt.): %1 bestimmt, welche den Besitzer wechselt.</translation>
    </message>
</context>
<context>
    <name>panic.card-lightning.name-lowest</name>
    <message>
        <source>%1&apos;s lowest Trophies are %2 (%3 points): %1 names the one that changes hands.</source>
        <translation>Die niedrigsten Trophäen von %1 sind %2 (je %3 Pkt.): %1 bestimmt, welche den Besitzer wechselt.</translation>
    </message>
</context>
<context>
    <name>panic.card-lightning.not-more-points</name>
    <message>
        <source>%1 has %2 Trophy points, not more than %3&apos;s %4.</source>
        <translation>%1 hat %2 Trophäenpunkte, nicht mehr als %3 (%4).</translation>
    </message>
</context>
<context>
    <name>panic.card-lightning.swapped</name>
    <message>
        <source>%1 takes %2 (%3) from %4 for %5 (%6).</source>
        <translation>%1 nimmt %4 die Trophäe %2 (%3) ab und gibt dafür %5 (%6) her.</translation>
    </message>
</context>
<context>
    <name>panic.card-lightning.taken</name>
    <message>
        <source>%1 takes %2 (%3) from %4, giving nothing back: %1 has no Trophy.</source>
        <translation>%1 nimmt %4 die Trophäe %2 (%3) ab, ohne etwas zurückzugeben: %1 hat keine Trophäe.</translation>
    </message>
</context>
<context>
    <name>panic.card-out-to-lunch.in-forest</name>
    <message>
        <source>Out to Lunch cannot reach %1 in the Forest.</source>
        <translation>„Mittagspause“ erreicht %1 im Wald nicht.</translation>
    </message>
</context>
<context>
    <name>panic.card-out-to-lunch.played</name>
    <message>
        <source>%1 goes out to lunch: 2 Treasure cards in Add Treasure.</source>
        <translation>%1 geht in die Mittagspause: 2 Schatzkarten in der Phase „Schätze aufnehmen“.</translation>
    </message>
</context>
<context>
    <name>panic.card-sleep-potion.already-asleep</name>
    <message>
        <source>The Monsters already sleep this turn.</source>
        <translation>Die Monster schlafen in diesem Zug schon.</translation>
    </message>
</context>
<context>
    <name>panic.card-sleep-potion.played</name>
    <message>
        <source>Every Monster stays where it is for the rest of the turn.</source>
        <translation>Jedes Monster bleibt für den Rest des Zuges, wo es ist.</translation>
    </message>
</context>
<context>
    <name>panic.card-wandering-monster.wrong-move</name>
    <message>
        <source>Wandering Monster moves a Monster into an arc of another colour in the same ring, not %1 from %2 of arc %3 to %4 of arc %5.</source>
        <translation>„Wanderndes Monster“ versetzt ein Monster in einen Bogen einer anderen Farbe im selben Ring, nicht %1 von Bogen %3 (%2) nach Bogen %5 (%4).</translation>
    </message>
</context>
<context>
    <name>panic.character-each.taken</name>
    <message>
        <source>%1 is given the %2, which another player already holds: the box has one card of each Character.</source>
        <translation>%1 ist als %2 eingetragen, doch diese Karte hat schon ein anderer Spieler: Die Schachtel enthält jede Charakterkarte nur einmal.</translation>
    </message>
</context>
<context>
    <name>panic.character-term.cleric</name>
    <message>
        <source>Cleric</source>
        <translation>Kleriker</translation>
    </message>
</context>
<context>
    <name>panic.character-term.dwarf</name>
    <message>
        <source>Dwarf</source>
        <translation>Zwerg</translation>
    </message>
</context>
<context>
    <name>panic.character-term.elf</name>
    <message>
        <source>Elf</source>
        <translation>Elf</translation>
    </message>
</context>
<context>
    <name>panic.character-term.halfling</name>
    <message>
        <source>Halfling</source>
        <translation>Halbling</translation>
    </message>
</context>
<context>
    <name>panic.character-term.thief</name>
    <message>
        <source>Thief</source>
        <translation>Dieb</translation>
    </message>
</context>
<context>
    <name>panic.character-term.warrior</name>
    <message>
        <source>Warrior</source>
        <translation>Krieger</translation>
    </message>
</context>
<context>
    <name>panic.character-term.wizard</name>
    <message>
        <source>Wizard</source>
        <translation>Zauberer</translation>
    </message>
</context>
<context>
    <name>panic.characters-in-play.attacker</name>
    <message>
        <source>The attacker is given as the %1, but this game has no Character cards: they come with More Munchkin or less-panic:characters.</source>
        <translation>Der Angreifer ist als %1 angegeben, aber in diesem Spiel gibt es keine Charakterkarten: Sie kommen mit „Mehr Munchkin“ oder less-panic:characters ins Spiel.</translation>
    </message>
</context>
<context>
    <name>panic.characters-in-play.given</name>
    <message>
        <source>%1 is given the %2, but this game has no Character cards: they come with More Munchkin or less-panic:characters.</source>
        <translation>%1 ist als %2 eingetragen, aber in diesem Spiel gibt es keine Charakterkarten: Sie kommen mit „Mehr Munchkin“ oder less-panic:characters ins Spiel.</translation>
    </message>
</context>
<context>
    <name>panic.characters-in-play.helper</name>
    <message>
        <source>The helper is given as the %1, but this game has no Character cards: they come with More Munchkin or less-panic:characters.</source>
        <translation>Der Helfer ist als %1 angegeben, aber in diesem Spiel gibt es keine Charakterkarten: Sie kommen mit „Mehr Munchkin“ oder less-panic:characters ins Spiel.</translation>
    </message>
</context>
<context>
    <name>panic.characters-in-play.no-wizard</name>
    <message>
        <source>There is no Wizard without the Character cards of More Munchkin or less-panic:characters.</source>
        <translation>Ohne die Charakterkarten aus „Mehr Munchkin“ oder less-panic:characters gibt es keinen Zauberer.</translation>
    </message>
</context>
<context>
    <name>panic.characters-in-play.not-in-game</name>
    <message>
        <source>The %1 is a Character card, used only in More Munchkin or with less-panic:characters.</source>
        <translation>%1 ist eine Charakterkarte, die nur bei „Mehr Munchkin“ oder mit less-panic:characters im Spiel ist.</translation>
    </message>
</context>
<context>
    <name>panic.charity-giver-lowest.discards</name>
    <message numerus="yes">
        <source>%1 has the fewest Trophy points (%2) and discards the %n card(s).</source>
        <translation>
            <numerusform>%1 hat die wenigsten Trophäenpunkte (%2) und legt %n Karte ab.</numerusform>
            <numerusform>%1 hat die wenigsten Trophäenpunkte (%2) und legt die %n Karten ab.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.charity-giver-lowest.shares</name>
    <message>
        <source>%1 shares the fewest Trophy points (%2) and gives to the other lowest: %3.</source>
        <translation>%1 teilt sich die wenigsten Trophäenpunkte (%2) mit anderen und gibt an diese: %3.</translation>
    </message>
</context>
<context>
    <name>panic.charity-limit.give-charity-first</name>
    <message>
        <source>%1 holds %2 Treasure cards, more than the %3 allowed after Charity: give Charity first.</source>
        <translation>%1 hat %2 Schatzkarten, mehr als die %3, die nach der Milden Gabe erlaubt sind: Zuerst Milde Gabe geben.</translation>
    </message>
</context>
<context>
    <name>panic.charity-limit.negative</name>
    <message>
        <source>%1 cannot hold %2 Treasure cards.</source>
        <translation>%1 kann nicht %2 Schatzkarten haben.</translation>
    </message>
</context>
<context>
    <name>panic.charity-limit.over</name>
    <message>
        <source>%1 holds %2 Treasure cards against a limit of %3: %4 over.</source>
        <translation>%1 hat %2 Schatzkarten bei einem Limit von %3: %4 zu viel.</translation>
    </message>
</context>
<context>
    <name>panic.charity-limit.players</name>
    <message numerus="yes">
        <source>With %n player(s) a hand may keep %1 Treasure cards in phase 2.</source>
        <translation>
            <numerusform>Bei %n Spieler darf eine Hand in Phase 2 %1 Schatzkarten behalten.</numerusform>
            <numerusform>Bei %n Spielern darf eine Hand in Phase 2 %1 Schatzkarten behalten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.charity-limit.solitaire</name>
    <message>
        <source>In Solitaire a hand may keep %1 Treasure cards in phase 2.</source>
        <translation>Im Solitär darf eine Hand in Phase 2 %1 Schatzkarten behalten.</translation>
    </message>
</context>
<context>
    <name>panic.charity-limit.unknown-giver</name>
    <message>
        <source>No player named %1 is at the table to give Charity.</source>
        <translation>Am Tisch sitzt kein Spieler namens %1, der Milde Gabe geben könnte.</translation>
    </message>
</context>
<context>
    <name>panic.charity-lowest-trophies.recipients</name>
    <message>
        <source>The fewest Trophy points among the others is %1: %2.</source>
        <translation>Die wenigsten Trophäenpunkte unter den anderen sind %1: %2.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.discarded</name>
    <message>
        <source>Discarded cards give no one a bigger share.</source>
        <translation>Abgelegte Karten bringen niemandem einen größeren Anteil.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.each-odd</name>
    <message numerus="yes">
        <source>The %1 cards are split as evenly as possible: %2 each, and the giver gives %n odd card(s) to different ones of %3.</source>
        <translation>
            <numerusform>Die %1 Karten werden so gleichmäßig wie möglich verteilt: je %2, und der Geber gibt %n übrige Karte an einen Spieler aus %3.</numerusform>
            <numerusform>Die %1 Karten werden so gleichmäßig wie möglich verteilt: je %2, und der Geber gibt %n übrige Karten an jeweils verschiedene Spieler aus %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.charity-split.each-one-odd</name>
    <message>
        <source>The %1 cards are split as evenly as possible: %2 each, and the giver gives 1 odd card to one of %3.</source>
        <translation>Die %1 Karten werden so gleichmäßig wie möglich verteilt: je %2, und der Geber gibt 1 übrige Karte an einen Spieler aus %3.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.each-picked</name>
    <message>
        <source>The %1 cards are split as evenly as possible: %2 each, with an odd card to %3.</source>
        <translation>Die %1 Karten werden so gleichmäßig wie möglich verteilt: je %2, und %3 bekommt eine übrige Karte.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.each-picked-odd</name>
    <message numerus="yes">
        <source>The %1 cards are split as evenly as possible: %2 each, with an odd card to %3, and the giver gives %n odd card(s) to different ones of %4.</source>
        <translation>
            <numerusform>Die %1 Karten werden so gleichmäßig wie möglich verteilt: je %2; %3 bekommt eine übrige Karte, und der Geber gibt %n weitere übrige Karte an einen Spieler aus %4.</numerusform>
            <numerusform>Die %1 Karten werden so gleichmäßig wie möglich verteilt: je %2; %3 bekommt eine übrige Karte, und der Geber gibt %n weitere übrige Karten an jeweils verschiedene Spieler aus %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.charity-split.each-picked-one-odd</name>
    <message>
        <source>The %1 cards are split as evenly as possible: %2 each, with an odd card to %3, and the giver gives 1 odd card to one of %4.</source>
        <translation>Die %1 Karten werden so gleichmäßig wie möglich verteilt: je %2; %3 bekommt eine übrige Karte, und der Geber gibt 1 weitere übrige Karte an einen Spieler aus %4.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.even</name>
    <message>
        <source>The %1 cards are split as evenly as possible: %2 each.</source>
        <translation>Die %1 Karten werden so gleichmäßig wie möglich verteilt: je %2.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.few-cards</name>
    <message numerus="yes">
        <source>The %1 cards are split as evenly as possible between %2 players, and the giver gives %n odd card(s) to different ones of %3.</source>
        <translation>
            <numerusform>Die %1 Karten werden so gleichmäßig wie möglich auf %2 Spieler verteilt, und der Geber gibt %n übrige Karte an einen Spieler aus %3.</numerusform>
            <numerusform>Die %1 Karten werden so gleichmäßig wie möglich auf %2 Spieler verteilt, und der Geber gibt %n übrige Karten an jeweils verschiedene Spieler aus %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.charity-split.few-picked-odd</name>
    <message numerus="yes">
        <source>The %1 cards are split as evenly as possible between %2 players, with an odd card to %3, and the giver gives %n odd card(s) to different ones of %4.</source>
        <translation>
            <numerusform>Die %1 Karten werden so gleichmäßig wie möglich auf %2 Spieler verteilt; %3 bekommt eine übrige Karte, und der Geber gibt %n weitere übrige Karte an einen Spieler aus %4.</numerusform>
            <numerusform>Die %1 Karten werden so gleichmäßig wie möglich auf %2 Spieler verteilt; %3 bekommt eine übrige Karte, und der Geber gibt %n weitere übrige Karten an jeweils verschiedene Spieler aus %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.charity-split.few-picked-one-odd</name>
    <message>
        <source>The %1 cards are split as evenly as possible between %2 players, with an odd card to %3, and the giver gives 1 odd card to one of %4.</source>
        <translation>Die %1 Karten werden so gleichmäßig wie möglich auf %2 Spieler verteilt; %3 bekommt eine übrige Karte, und der Geber gibt 1 weitere übrige Karte an einen Spieler aus %4.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.name-each</name>
    <message numerus="yes">
        <source>The split is uneven: name who gets each of the %n odd card(s) left (%1).</source>
        <translation>
            <numerusform>Die Verteilung geht nicht auf: Nenne, wer die %n übrige Karte bekommt (%1).</numerusform>
            <numerusform>Die Verteilung geht nicht auf: Nenne für jede der %n übrigen Karten, wer sie bekommt (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.charity-split.name-one</name>
    <message>
        <source>The split is uneven: name who gets the odd card left (%1).</source>
        <translation>Die Verteilung geht nicht auf: Nenne, wer die übrige Karte bekommt (%1).</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.none-left</name>
    <message>
        <source>%1 cannot get another odd card: none is left.</source>
        <translation>%1 kann keine weitere übrige Karte bekommen: Es ist keine mehr übrig.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.not-eligible</name>
    <message>
        <source>%1 is not one of the players who may get an odd card.</source>
        <translation>%1 gehört nicht zu den Spielern, die eine übrige Karte bekommen dürfen.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.not-tied</name>
    <message>
        <source>%1 cannot get another odd card: the odd cards go to %2.</source>
        <translation>%1 kann keine weitere übrige Karte bekommen: Die übrigen Karten gehen an %2.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.nothing-given</name>
    <message>
        <source>Nothing is given, so no one gets a bigger share.</source>
        <translation>Es wird nichts abgegeben, also bekommt niemand einen größeren Anteil.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.one-card</name>
    <message>
        <source>The 1 card is split as evenly as possible between %1 players, and the giver gives 1 odd card to one of %2.</source>
        <translation>Die 1 Karte lässt sich nicht auf %1 Spieler aufteilen: Der Geber gibt sie einem Spieler aus %2.</translation>
    </message>
</context>
<context>
    <name>panic.charity-split.one-card-picked</name>
    <message>
        <source>The 1 card is split as evenly as possible between %1 players, with an odd card to %2.</source>
        <translation>Die 1 Karte lässt sich nicht auf %1 Spieler aufteilen: %2 bekommt sie.</translation>
    </message>
</context>
<context>
    <name>panic.cleric-draw.counted</name>
    <message numerus="yes">
        <source>The Cleric may keep 1 of the 3 bottom Castle discards, counted as 1 of %n card(s) drawn up, leaving %1 to draw from the deck.</source>
        <translation>
            <numerusform>Der Kleriker darf 1 der untersten 3 Karten des Burg-Ablagestapels behalten; sie zählt als seine %n nachgezogene Karte, vom Stapel zieht er dann noch %1.</numerusform>
            <numerusform>Der Kleriker darf 1 der untersten 3 Karten des Burg-Ablagestapels behalten; sie zählt als 1 der %n nachgezogenen Karten, vom Stapel zieht er dann noch %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.cleric-draw.hand-full</name>
    <message>
        <source>The Cleric may keep 1 of the 3 bottom Castle discards only while drawing up, and this hand is already full.</source>
        <translation>Der Kleriker darf 1 der untersten 3 Karten des Burg-Ablagestapels nur beim Nachziehen behalten, und diese Hand ist schon voll.</translation>
    </message>
</context>
<context>
    <name>panic.cleric-draw.only-cleric</name>
    <message>
        <source>Only the Cleric may keep 1 of the 3 bottom Castle discards.</source>
        <translation>Nur der Kleriker darf 1 der untersten 3 Karten des Burg-Ablagestapels behalten.</translation>
    </message>
</context>
<context>
    <name>panic.colour-term.blue</name>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
</context>
<context>
    <name>panic.colour-term.green</name>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
</context>
<context>
    <name>panic.colour-term.red</name>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
</context>
<context>
    <name>panic.curse-all-clockwise.every-monster</name>
    <message>
        <source>The token moves every Monster one arc clockwise, each staying in its ring.</source>
        <translation>Das Plättchen bewegt jedes Monster einen Bogen im Uhrzeigersinn weiter; jedes bleibt in seinem Ring.</translation>
    </message>
</context>
<context>
    <name>panic.curse-all-clockwise.moved</name>
    <message numerus="yes">
        <source>%n Monster(s) moved one arc clockwise without changing ring.</source>
        <translation>
            <numerusform>%n Monster ist einen Bogen im Uhrzeigersinn weitergerückt, ohne den Ring zu wechseln.</numerusform>
            <numerusform>%n Monster sind einen Bogen im Uhrzeigersinn weitergerückt, ohne den Ring zu wechseln.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.curse-cancelled.cancels</name>
    <message>
        <source>The %1 cancels the &quot;%2&quot; token: it has no effect.</source>
        <translation>%1 hebt das Plättchen „%2“ auf: Es hat keine Wirkung.</translation>
    </message>
</context>
<context>
    <name>panic.curse-cancelled.cannot-cancel</name>
    <message>
        <source>&quot;%1&quot; cannot cancel a Curse token; only the Invisibility Potion and the Wishing Ring can.</source>
        <translation>„%1“ kann kein Fluchplättchen aufheben; das können nur der Unsichtbarkeitstrank und der Wunschring.</translation>
    </message>
</context>
<context>
    <name>panic.curse-cancelled.sandals</name>
    <message>
        <source>Sandals of Protection cancel a Curse card another player plays on you, not a Curse token drawn from the bag.</source>
        <translation>Die Sandalen des Schutzes heben eine Fluchkarte auf, die ein anderer Spieler gegen dich spielt, aber kein Fluchplättchen aus dem Beutel.</translation>
    </message>
</context>
<context>
    <name>panic.curse-colour-moves.blue</name>
    <message>
        <source>The token moves the Monsters in the blue arcs (%1) one space, as in the Move Monsters phase.</source>
        <translation>Das Plättchen bewegt die Monster in den blauen Bögen (%1) um ein Feld, wie in der Phase „Monster bewegen“.</translation>
    </message>
</context>
<context>
    <name>panic.curse-colour-moves.green</name>
    <message>
        <source>The token moves the Monsters in the green arcs (%1) one space, as in the Move Monsters phase.</source>
        <translation>Das Plättchen bewegt die Monster in den grünen Bögen (%1) um ein Feld, wie in der Phase „Monster bewegen“.</translation>
    </message>
</context>
<context>
    <name>panic.curse-colour-moves.red</name>
    <message>
        <source>The token moves the Monsters in the red arcs (%1) one space, as in the Move Monsters phase.</source>
        <translation>Das Plättchen bewegt die Monster in den roten Bögen (%1) um ein Feld, wie in der Phase „Monster bewegen“.</translation>
    </message>
</context>
<context>
    <name>panic.curse-die.impossible-roll</name>
    <message>
        <source>A roll of %1 is not on the die, which shows 1 to 6.</source>
        <translation>Ein Wurf von %1 ist unmöglich: Der Würfel zeigt 1 bis 6.</translation>
    </message>
</context>
<context>
    <name>panic.curse-die.missing-roll</name>
    <message>
        <source>The &quot;%1&quot; token needs a die roll (1 to 6) to pick its arc.</source>
        <translation>Das Plättchen „%1“ braucht einen Würfelwurf (1 bis 6), der seinen Bogen bestimmt.</translation>
    </message>
</context>
<context>
    <name>panic.curse-huge-rock.rolls-down</name>
    <message>
        <source>The die shows %1: the Huge Rock rolls down arc %1.</source>
        <translation>Der Würfel zeigt %1: Der Riesenfelsen rollt durch Bogen %1.</translation>
    </message>
</context>
<context>
    <name>panic.curse-huge-rock.rolls-down-sleep</name>
    <message>
        <source>The die shows %1: the Huge Rock rolls down arc %1, and the Sleep Potion protects no one from it.</source>
        <translation>Der Würfel zeigt %1: Der Riesenfelsen rollt durch Bogen %1, und der Schlaftrank schützt niemanden vor ihm.</translation>
    </message>
</context>
<context>
    <name>panic.curse-huge-rock.rolls-off</name>
    <message>
        <source>The Huge Rock finds no Wall or Tower in arcs %1 and %2 and rolls off the board.</source>
        <translation>Der Riesenfelsen trifft in den Bögen %1 und %2 auf keine Mauer und keinen Turm und rollt vom Spielplan.</translation>
    </message>
</context>
<context>
    <name>panic.curse-huge-rock.squishes</name>
    <message numerus="yes">
        <source>The Huge Rock squishes %n Monster(s) (%1): discarded with no Trophy and no Treasure.</source>
        <translation>
            <numerusform>Der Riesenfelsen zerquetscht %n Monster (%1); es wird ohne Trophäe und ohne Schätze abgelegt.</numerusform>
            <numerusform>Der Riesenfelsen zerquetscht %n Monster (%1); sie werden ohne Trophäe und ohne Schätze abgelegt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.curse-huge-rock.tower</name>
    <message>
        <source>The Huge Rock destroys the Tower of arc %1 and stops.</source>
        <translation>Der Riesenfelsen zerstört den Turm in Bogen %1 und bleibt liegen.</translation>
    </message>
</context>
<context>
    <name>panic.curse-huge-rock.wall</name>
    <message>
        <source>The Huge Rock destroys the Wall of arc %1 and stops.</source>
        <translation>Der Riesenfelsen zerstört die Mauer in Bogen %1 und bleibt liegen.</translation>
    </message>
</context>
<context>
    <name>panic.curse-huge-rock.wall-from-inside</name>
    <message>
        <source>The Huge Rock destroys the Wall of arc %1 from inside the Castle and stops.</source>
        <translation>Der Riesenfelsen zerstört von der Burg aus die Mauer in Bogen %1 und bleibt liegen.</translation>
    </message>
</context>
<context>
    <name>panic.curse-lose-help.no-help</name>
    <message>
        <source>The player who drew the token may not negotiate help on their next turn; it may then be discarded.</source>
        <translation>Wer das Plättchen gezogen hat, darf in seinem nächsten Zug keine Hilfe aushandeln; danach darf es abgelegt werden.</translation>
    </message>
</context>
<context>
    <name>panic.curse-lose-help.solitaire</name>
    <message>
        <source>The Lose Help token is taken out of the bag for a Solitaire game.</source>
        <translation>Für ein Solitärspiel wird das Plättchen „Keine Hilfe“ aus dem Beutel genommen.</translation>
    </message>
</context>
<context>
    <name>panic.curse-place-one-more.one-more</name>
    <message>
        <source>One more Monster than usual is placed this turn (the token itself is not one).</source>
        <translation>In diesem Zug wird ein Monster mehr als sonst aufgestellt (das Plättchen selbst zählt nicht als Monster).</translation>
    </message>
</context>
<context>
    <name>panic.curse-roll-move.arc-moves</name>
    <message>
        <source>The die shows %1: the Monsters in arc %1 move one space, as in the Move Monsters phase.</source>
        <translation>Der Würfel zeigt %1: Die Monster in Bogen %1 rücken ein Feld weiter, wie in der Phase „Monster bewegen“.</translation>
    </message>
</context>
<context>
    <name>panic.discard-draw.bad-count</name>
    <message>
        <source>A hand of %1 cannot discard %2 Castle cards.</source>
        <translation>Eine Hand mit %1 Karten kann nicht %2 Burgkarten ablegen.</translation>
    </message>
</context>
<context>
    <name>panic.discard-draw.draw-up</name>
    <message numerus="yes">
        <source>Keeping %1 of %2 Castle cards, the hand draws %n card(s) up to %3.</source>
        <translation>
            <numerusform>Die Hand behält %1 von %2 Burgkarten und zieht %n Karte nach, auf insgesamt %3.</numerusform>
            <numerusform>Die Hand behält %1 von %2 Burgkarten und zieht %n Karten nach, auf insgesamt %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.discard-draw.only-one</name>
    <message>
        <source>Only 1 Castle card may be discarded, not %1, unless Really Impressive Title is played.</source>
        <translation>Es darf nur 1 Burgkarte abgelegt werden, nicht %1, außer es wird „Wirklich beeindruckender Titel“ gespielt.</translation>
    </message>
</context>
<context>
    <name>panic.discard-draw.over-size</name>
    <message>
        <source>A hand over its size keeps its extra cards; it just draws none.</source>
        <translation>Wer mehr Karten hat, als die Hand fasst, behält die zusätzlichen Karten und zieht nur nichts nach.</translation>
    </message>
</context>
<context>
    <name>panic.dwarf-hand.one-more</name>
    <message>
        <source>The Dwarf holds 1 Castle card more: %1.</source>
        <translation>Der Zwerg hat 1 Burgkarte mehr auf der Hand: %1.</translation>
    </message>
</context>
<context>
    <name>panic.end-more-munchkin.castle-down</name>
    <message numerus="yes">
        <source>With 0 Towers and %n Monster(s) left the game is over: the most Trophy points wins.</source>
        <translation>
            <numerusform>Kein Turm mehr und noch %n Monster übrig: Das Spiel ist vorbei, es gewinnt, wer die meisten Trophäenpunkte hat.</numerusform>
            <numerusform>Kein Turm mehr und noch %n Monster übrig: Das Spiel ist vorbei, es gewinnt, wer die meisten Trophäenpunkte hat.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.end-more-munchkin.monsters-gone</name>
    <message numerus="yes">
        <source>With %n Tower(s) and 0 Monsters left the game is over: the most Trophy points wins.</source>
        <translation>
            <numerusform>%n Turm steht noch, aber kein Monster ist mehr übrig: Das Spiel ist vorbei, es gewinnt, wer die meisten Trophäenpunkte hat.</numerusform>
            <numerusform>%n Türme stehen noch, aber kein Monster ist mehr übrig: Das Spiel ist vorbei, es gewinnt, wer die meisten Trophäenpunkte hat.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.end-standard.players-lose</name>
    <message>
        <source>The last Tower is down: the players lose and no one is Master Munchkin.</source>
        <translation>Der letzte Turm ist gefallen: Die Spieler verlieren, und niemand wird Meister-Munchkin.</translation>
    </message>
</context>
<context>
    <name>panic.end-standard.players-win</name>
    <message numerus="yes">
        <source>Every Monster is gone with %n Tower(s) standing: the players win.</source>
        <translation>
            <numerusform>Alle Monster sind weg, und %n Turm steht noch: Die Spieler gewinnen.</numerusform>
            <numerusform>Alle Monster sind weg, und %n Türme stehen noch: Die Spieler gewinnen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.end.bad-monsters</name>
    <message>
        <source>There are 0 to 39 Monster tokens left, not %1.</source>
        <translation>Übrig sein können 0 bis 39 Monsterplättchen, nicht %1.</translation>
    </message>
</context>
<context>
    <name>panic.end.bad-towers</name>
    <message>
        <source>The Castle has 0 to 6 Towers, not %1.</source>
        <translation>Die Burg hat 0 bis 6 Türme, nicht %1.</translation>
    </message>
</context>
<context>
    <name>panic.end.goes-on</name>
    <message numerus="yes">
        <source>The game goes on: %1 of 6 Towers and %n Monster(s) are left.</source>
        <translation>
            <numerusform>Das Spiel geht weiter: %1 von 6 Türmen und %n Monster sind übrig.</numerusform>
            <numerusform>Das Spiel geht weiter: %1 von 6 Türmen und %n Monster sind übrig.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.end.master-munchkin</name>
    <message numerus="yes">
        <source>%1 is the Master Munchkin with %n point(s).</source>
        <translation>
            <numerusform>%1 ist Meister-Munchkin mit %n Punkt.</numerusform>
            <numerusform>%1 ist Meister-Munchkin mit %n Punkten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.enhancer-timing.attacker</name>
    <message>
        <source>%1 is attacking this Monster, and a Monster Enhancer helps a Monster under attack by another player.</source>
        <translation>%1 greift dieses Monster selbst an, aber ein Monsterverstärker hilft einem Monster, das ein anderer Spieler angreift.</translation>
    </message>
</context>
<context>
    <name>panic.enhancer-timing.not-in-game</name>
    <message>
        <source>Monster Enhancers are only in the game in More Munchkin or with more-panic:enhancers.</source>
        <translation>Monsterverstärker sind nur bei „Mehr Munchkin“ oder mit more-panic:enhancers im Spiel.</translation>
    </message>
</context>
<context>
    <name>panic.fortify.group</name>
    <message numerus="yes">
        <source>%n Monster(s) hit the fortified Wall of arc %1 at once: the Fortify token is removed, the Wall stands and they all stay in the Swordsman ring.</source>
        <translation>
            <numerusform>%n Monster trifft auf die verstärkte Mauer in Bogen %1: Das Verstärkungsplättchen wird entfernt, die Mauer bleibt stehen, und das Monster bleibt im Schwertkämpferring.</numerusform>
            <numerusform>%n Monster treffen gleichzeitig auf die verstärkte Mauer in Bogen %1: Das Verstärkungsplättchen wird entfernt, die Mauer bleibt stehen, und alle bleiben im Schwertkämpferring.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.fortify.huge-rock</name>
    <message>
        <source>The Huge Rock hits the Fortify token on the Wall of arc %1: the token is removed, the Wall stands and the rock is discarded.</source>
        <translation>Der Riesenfelsen trifft auf das Verstärkungsplättchen an der Mauer in Bogen %1: Das Plättchen wird entfernt, die Mauer bleibt stehen, und der Felsen wird abgelegt.</translation>
    </message>
</context>
<context>
    <name>panic.fortify.huge-rock-from-inside</name>
    <message>
        <source>The Huge Rock hits the Fortify token on the Wall of arc %1 from inside the Castle: the token is removed, the Wall stands and the rock is discarded.</source>
        <translation>Der Riesenfelsen trifft von der Burg aus auf das Verstärkungsplättchen an der Mauer in Bogen %1: Das Plättchen wird entfernt, die Mauer bleibt stehen, und der Felsen wird abgelegt.</translation>
    </message>
</context>
<context>
    <name>panic.fortify.token-removed</name>
    <message>
        <source>%1 hits the fortified Wall of arc %2: the Fortify token is removed, the Wall stands and the Monster stays in the Swordsman ring.</source>
        <translation>%1 trifft auf die verstärkte Mauer in Bogen %2: Das Verstärkungsplättchen wird entfernt, die Mauer bleibt stehen, und das Monster bleibt im Schwertkämpferring.</translation>
    </message>
</context>
<context>
    <name>panic.glue.held</name>
    <message>
        <source>%1 is stuck with the Flask of Glue and does not move.</source>
        <translation>%1 klebt durch die Flasche Klebstoff fest und bewegt sich nicht.</translation>
    </message>
</context>
<context>
    <name>panic.halfling-treasure-points.adds</name>
    <message numerus="yes">
        <source>The Halfling %1 adds %n point(s) for the Treasure cards in hand.</source>
        <translation>
            <numerusform>Der Halbling %1 bekommt %n Punkt dazu für die Schatzkarten auf der Hand.</numerusform>
            <numerusform>Der Halbling %1 bekommt %n Punkte dazu für die Schatzkarten auf der Hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.hand-size.players</name>
    <message numerus="yes">
        <source>With %n player(s) the hand is %1 Castle cards.</source>
        <translation>
            <numerusform>Bei %n Spieler umfasst die Hand %1 Burgkarten.</numerusform>
            <numerusform>Bei %n Spielern umfasst die Hand %1 Burgkarten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.help-gazebo.alone</name>
    <message>
        <source>The Gazebo must be fought alone: no help may be negotiated against it.</source>
        <translation>Das Gazebo muss allein bekämpft werden: Dafür darf keine Hilfe ausgehandelt werden.</translation>
    </message>
</context>
<context>
    <name>panic.hit-any-color.hits</name>
    <message>
        <source>%1 hits in the %2 ring of any colour, here the %3 %4 space of arc %5.</source>
        <translation>%1 trifft im %2ring jeder Farbe, hier auf dem %4feld in Bogen %5 (%3).</translation>
    </message>
</context>
<context>
    <name>panic.hit-any-color.wrong-ring</name>
    <message>
        <source>%1 hits only in the %2 ring, and the Monster is in the %3 %4 space of arc %5.</source>
        <translation>%1 trifft nur im %2ring, das Monster steht aber auf dem %4feld in Bogen %5 (%3).</translation>
    </message>
</context>
<context>
    <name>panic.hit-card-kind.not-castle-special</name>
    <message>
        <source>%1 is %2, not a Castle Special.</source>
        <translation>%1 ist %2, keine Spezialkarte des Burgstapels.</translation>
    </message>
</context>
<context>
    <name>panic.hit-card-kind.not-hit-card</name>
    <message>
        <source>%1 is %2, not a Hit card.</source>
        <translation>%1 ist %2, keine Trefferkarte.</translation>
    </message>
</context>
<context>
    <name>panic.hit-card-kind.not-monster-enhancer</name>
    <message>
        <source>%1 is %2, not a Monster Enhancer.</source>
        <translation>%1 ist %2, kein Monsterverstärker.</translation>
    </message>
</context>
<context>
    <name>panic.hit-card-kind.not-potion</name>
    <message>
        <source>%1 is %2, not a Potion.</source>
        <translation>%1 ist %2, kein Trank.</translation>
    </message>
</context>
<context>
    <name>panic.hit-card-kind.not-treasure-special</name>
    <message>
        <source>%1 is %2, not a Treasure Special.</source>
        <translation>%1 ist %2, keine Spezialkarte des Schatzstapels.</translation>
    </message>
</context>
<context>
    <name>panic.hit-card-kind.not-weapon</name>
    <message>
        <source>%1 is %2, not a Weapon.</source>
        <translation>%1 ist %2, keine Waffe.</translation>
    </message>
</context>
<context>
    <name>panic.hit-damage.deals</name>
    <message>
        <source>The attack deals %1 to %2 at %3 health.</source>
        <translation>Der Angriff fügt %2 (Lebenspunkte: %3) %1 Schaden zu.</translation>
    </message>
</context>
<context>
    <name>panic.hit-damage.left</name>
    <message>
        <source>%1 is left with %2 health.</source>
        <translation>Übrige Lebenspunkte von %1: %2.</translation>
    </message>
</context>
<context>
    <name>panic.hit-elf-helper.extra-treasure</name>
    <message>
        <source>The Elf who helped draws 1 extra Treasure card.</source>
        <translation>Der Elf, der geholfen hat, zieht 1 zusätzliche Schatzkarte.</translation>
    </message>
</context>
<context>
    <name>panic.hit-empty.no-cards</name>
    <message>
        <source>An attack needs at least one Hit card, Potion or Special.</source>
        <translation>Ein Angriff braucht mindestens eine Trefferkarte, einen Trank oder eine Spezialkarte.</translation>
    </message>
</context>
<context>
    <name>panic.hit-enhancer-ancient.played</name>
    <message>
        <source>%1 drops to its last health point and cannot be slain this turn; the Enhancer&apos;s player draws 1 Treasure.</source>
        <translation>%1 fällt auf seinen letzten Lebenspunkt und kann in diesem Zug nicht getötet werden; wer den Monsterverstärker gespielt hat, zieht 1 Schatz.</translation>
    </message>
</context>
<context>
    <name>panic.hit-enhancer-ancient.unslayable</name>
    <message>
        <source>%1 cannot be slain this turn (Ancient Monster Enhancer), so it stays at 1 health.</source>
        <translation>%1 kann in diesem Zug nicht getötet werden (Uralter Monsterverstärker) und bleibt daher bei 1 Lebenspunkt.</translation>
    </message>
</context>
<context>
    <name>panic.hit-enhancer-health.enraged</name>
    <message>
        <source>%1 adds %2 health to %3; its player keeps the Trophy if they slay it later this turn.</source>
        <translation>%1 erhöht die Lebenspunkte von %3 um %2; wer ihn gespielt hat, behält die Trophäe, wenn er das Monster später in diesem Zug tötet.</translation>
    </message>
</context>
<context>
    <name>panic.hit-enhancer-health.treasure</name>
    <message>
        <source>%1 adds %2 health to %3; its player draws 1 Treasure.</source>
        <translation>%1 erhöht die Lebenspunkte von %3 um %2; wer ihn gespielt hat, zieht 1 Schatz.</translation>
    </message>
</context>
<context>
    <name>panic.hit-enhancer-humongous.not-on-attack</name>
    <message>
        <source>Humongous Monster Enhancer restores every Monster on the board; it is not played on an attack.</source>
        <translation>Der Gigantische Monsterverstärker heilt alle Monster auf dem Spielplan; er wird nicht auf einen Angriff gespielt.</translation>
    </message>
</context>
<context>
    <name>panic.hit-gazebo-alone.helped</name>
    <message>
        <source>The %1 must be fought alone, and this attack has a helper.</source>
        <translation>%1 muss allein bekämpft werden, aber dieser Angriff hat einen Helfer.</translation>
    </message>
</context>
<context>
    <name>panic.hit-hero.hits</name>
    <message>
        <source>%1 hits in any ring of the %2 arcs, here the %3 %4 space of arc %5.</source>
        <translation>%1 trifft in jedem Ring der Bögen, die %2 sind, hier auf dem %4feld in Bogen %5 (%3).</translation>
    </message>
</context>
<context>
    <name>panic.hit-hero.wrong-colour</name>
    <message>
        <source>%1 hits only in the %2 arcs, and arc %3 is %4.</source>
        <translation>%1 trifft nur in Bögen, die %2 sind, aber Bogen %3 ist %4.</translation>
    </message>
</context>
<context>
    <name>panic.hit-no-forest-castle.castle</name>
    <message>
        <source>%1 cannot hit in the Castle: Hit cards work only in the Swordsman, Knight and Archer rings.</source>
        <translation>%1 kann nicht in der Burg treffen: Trefferkarten wirken nur im Schwertkämpfer-, Ritter- und Bogenschützenring.</translation>
    </message>
</context>
<context>
    <name>panic.hit-no-forest-castle.forest</name>
    <message>
        <source>%1 cannot hit in the Forest: Hit cards work only in the Swordsman, Knight and Archer rings.</source>
        <translation>%1 kann nicht im Wald treffen: Trefferkarten wirken nur im Schwertkämpfer-, Ritter- und Bogenschützenring.</translation>
    </message>
</context>
<context>
    <name>panic.hit-not-in-game.no-enhancers</name>
    <message>
        <source>The Monster Enhancers are not in this game.</source>
        <translation>Die Monsterverstärker sind in diesem Spiel nicht dabei.</translation>
    </message>
</context>
<context>
    <name>panic.hit-not-in-game.no-illusion</name>
    <message>
        <source>Illusion is not in this game&apos;s Castle deck.</source>
        <translation>„Illusion“ ist in diesem Spiel nicht im Burgstapel.</translation>
    </message>
</context>
<context>
    <name>panic.hit-not-in-game.treasure-deck</name>
    <message>
        <source>%1 is not in the Treasure deck under these options.</source>
        <translation>%1 ist mit diesen Optionen nicht im Schatzstapel.</translation>
    </message>
</context>
<context>
    <name>panic.hit-one-of-each.second-play</name>
    <message>
        <source>The box has one %1, so this attack cannot play it a second time.</source>
        <translation>Die Schachtel enthält %1 nur einmal, also kann dieser Angriff die Karte nicht ein zweites Mal spielen.</translation>
    </message>
</context>
<context>
    <name>panic.hit-potion-damage.deals</name>
    <message>
        <source>%1 deals %2, with or without a Hit card.</source>
        <translation>%1 richtet %2 Schaden an, mit oder ohne Trefferkarte.</translation>
    </message>
</context>
<context>
    <name>panic.hit-potion-damage.forest</name>
    <message>
        <source>%1 works anywhere but the Forest, and %2 is in the Forest.</source>
        <translation>%1 wirkt überall außer im Wald, und %2 ist im Wald.</translation>
    </message>
</context>
<context>
    <name>panic.hit-potion-elsewhere.invisibility</name>
    <message>
        <source>%1 deals no damage: it cancels a Curse token as it is drawn (panic.curse), so it is no hit.</source>
        <translation>%1 richtet keinen Schaden an: Der Trank hebt ein Fluchplättchen beim Ziehen auf (panic.curse) und ist daher kein Treffer.</translation>
    </message>
</context>
<context>
    <name>panic.hit-potion-elsewhere.moves-monster</name>
    <message>
        <source>%1 deals no damage: it moves a Monster into the Swordsman ring of its arc before the attack, so it is no hit.</source>
        <translation>%1 richtet keinen Schaden an: Der Trank versetzt vor dem Angriff ein Monster in den Schwertkämpferring seines Bogens und ist daher kein Treffer.</translation>
    </message>
</context>
<context>
    <name>panic.hit-potion-elsewhere.sleep</name>
    <message>
        <source>%1 deals no damage: it keeps every Monster from moving this turn (the board&apos;s sleep mark), so it is no hit.</source>
        <translation>%1 richtet keinen Schaden an: Der Trank hält in diesem Zug alle Monster an ihrem Platz (Schlafmarke auf dem Spielplan) und ist daher kein Treffer.</translation>
    </message>
</context>
<context>
    <name>panic.hit-ring-colour.hits</name>
    <message>
        <source>%1 hits in the %2 %3 space of arc %4.</source>
        <translation>%1 trifft auf dem %3feld in Bogen %4 (%2).</translation>
    </message>
</context>
<context>
    <name>panic.hit-ring-colour.wrong-space</name>
    <message>
        <source>%1 hits only in the %2 %3 ring, and the Monster is in the %4 %5 space of arc %6.</source>
        <translation>%1 trifft nur im %3ring und nur in Bögen, die %2 sind; das Monster steht aber auf dem %5feld in Bogen %6 (%4).</translation>
    </message>
</context>
<context>
    <name>panic.hit-sandals.cannot-hit</name>
    <message>
        <source>%1 only cancels a Curse card played on its holder; it cannot hit.</source>
        <translation>%1 hebt nur eine Fluchkarte auf, die gegen den Besitzer gespielt wird; treffen kann die Karte nicht.</translation>
    </message>
</context>
<context>
    <name>panic.hit-solitaire-alone.enhancer</name>
    <message>
        <source>In Solitaire no other player can play %1 on the attack.</source>
        <translation>Im Solitär kann kein anderer Spieler %1 auf den Angriff spielen.</translation>
    </message>
</context>
<context>
    <name>panic.hit-solitaire-alone.no-helper</name>
    <message>
        <source>In Solitaire there is no one to help with the attack.</source>
        <translation>Im Solitär gibt es niemanden, der beim Angriff hilft.</translation>
    </message>
</context>
<context>
    <name>panic.hit-special-elsewhere.own-play</name>
    <message>
        <source>%1 takes no health from a Monster, so it is ruled as its own play, not as a hit.</source>
        <translation>%1 nimmt einem Monster keine Lebenspunkte, daher wird die Karte als eigene Aktion entschieden, nicht als Treffer.</translation>
    </message>
</context>
<context>
    <name>panic.hit-super-munchkin.forest</name>
    <message>
        <source>Super Munchkin works anywhere but the Forest, and %1 is in the Forest.</source>
        <translation>Super-Munchkin wirkt überall außer im Wald, und %1 ist im Wald.</translation>
    </message>
</context>
<context>
    <name>panic.hit-super-munchkin.slays</name>
    <message>
        <source>Super Munchkin slays %1 in the %2 ring whatever its points.</source>
        <translation>Super-Munchkin tötet %1 im %2ring, egal wie viele Punkte es hat.</translation>
    </message>
</context>
<context>
    <name>panic.hit-target.no-monster</name>
    <message>
        <source>No Monster with the id &quot;%1&quot; is on the board.</source>
        <translation>Auf dem Spielplan ist kein Monster mit der ID „%1“.</translation>
    </message>
</context>
<context>
    <name>panic.hit-target.space</name>
    <message>
        <source>The attack targets %1 in the %2 ring of arc %3.</source>
        <translation>Der Angriff zielt auf %1 im %2ring in Bogen %3.</translation>
    </message>
</context>
<context>
    <name>panic.hit-trophy.slain</name>
    <message numerus="yes">
        <source>%1 is slain: a Trophy worth %2 points, and %n Treasure card(s) for its %n gold dot(s).</source>
        <translation>
            <numerusform>%1 ist getötet: eine Trophäe (Wert %2) und %n Schatzkarte für seinen %n Goldpunkt.</numerusform>
            <numerusform>%1 ist getötet: eine Trophäe (Wert %2) und %n Schatzkarten für seine %n Goldpunkte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.hit-unknown-card.no-name</name>
    <message>
        <source>A Hit card was played without a name.</source>
        <translation>Eine Trefferkarte wurde ohne Namen gespielt.</translation>
    </message>
</context>
<context>
    <name>panic.hit-unknown-card.not-in-box</name>
    <message>
        <source>&quot;%1&quot; is not a card in the box.</source>
        <translation>„%1“ ist keine Karte aus der Schachtel.</translation>
    </message>
</context>
<context>
    <name>panic.hit-warrior-weapons.too-many</name>
    <message>
        <source>A Warrior may put 2 Weapons on a Hit card, not %1 on %2.</source>
        <translation>Ein Krieger darf 2 Waffen auf eine Trefferkarte legen, nicht %1 auf %2.</translation>
    </message>
</context>
<context>
    <name>panic.hit-warrior-weapons.two</name>
    <message>
        <source>As a Warrior on their own turn, the player puts 2 Weapons on %1.</source>
        <translation>Als Krieger im eigenen Zug legt der Spieler 2 Waffen auf %1.</translation>
    </message>
</context>
<context>
    <name>panic.hit-weapon-bonus.adds</name>
    <message>
        <source>%1 adds %2 in the %3 ring.</source>
        <translation>%1 bringt im %3ring einen Bonus von %2.</translation>
    </message>
</context>
<context>
    <name>panic.hit-weapon-bonus.nothing</name>
    <message>
        <source>%1 adds nothing in the %2 ring.</source>
        <translation>%1 bringt im %2ring nichts.</translation>
    </message>
</context>
<context>
    <name>panic.hit-weapon-needs-hit-card.none</name>
    <message>
        <source>%1 must ride on a Hit card, and none was played with it.</source>
        <translation>%1 muss auf einer Trefferkarte liegen, aber es wurde keine mitgespielt.</translation>
    </message>
</context>
<context>
    <name>panic.hit-weapon-per-card.less-panic</name>
    <message numerus="yes">
        <source>less-panic:weapons lets %1 carry %n Weapon(s).</source>
        <translation>
            <numerusform>less-panic:weapons erlaubt, dass %1 %n Waffe trägt.</numerusform>
            <numerusform>less-panic:weapons erlaubt, dass %1 %n Waffen trägt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.hit-weapon-per-card.too-many</name>
    <message numerus="yes">
        <source>%1 carries %n Weapon(s), but a Hit card takes only 1.</source>
        <translation>
            <numerusform>%1 trägt %n Waffe, aber eine Trefferkarte nimmt nur 1 auf.</numerusform>
            <numerusform>%1 trägt %n Waffen, aber eine Trefferkarte nimmt nur 1 auf.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.keep-drawing.curses-left</name>
    <message numerus="yes">
        <source>Only %1 of the %2 Monsters of this turn are placed, and the Monster bag still holds %n token(s), all Curses: draw and resolve them (panic-draw-curse) before the turn ends.</source>
        <translation>
            <numerusform>Aufgestellt sind erst %1 von %2 Monstern dieses Zuges, und im Monsterbeutel liegt noch %n Plättchen, ein Fluch: Zieh es und handle es ab (panic-draw-curse), bevor der Zug endet.</numerusform>
            <numerusform>Aufgestellt sind erst %1 von %2 Monstern dieses Zuges, und im Monsterbeutel liegen noch %n Plättchen, alles Flüche: Zieh sie und handle sie ab (panic-draw-curse), bevor der Zug endet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.kind-term.castle-special</name>
    <message>
        <source>a Castle Special</source>
        <translation>eine Spezialkarte des Burgstapels</translation>
    </message>
</context>
<context>
    <name>panic.kind-term.curse-card</name>
    <message>
        <source>a Curse card</source>
        <translation>eine Fluchkarte</translation>
    </message>
</context>
<context>
    <name>panic.kind-term.hit-card</name>
    <message>
        <source>a Hit card</source>
        <translation>eine Trefferkarte</translation>
    </message>
</context>
<context>
    <name>panic.kind-term.monster-enhancer</name>
    <message>
        <source>a Monster Enhancer</source>
        <translation>ein Monsterverstärker</translation>
    </message>
</context>
<context>
    <name>panic.kind-term.potion</name>
    <message>
        <source>a Potion</source>
        <translation>ein Trank</translation>
    </message>
</context>
<context>
    <name>panic.kind-term.treasure-special</name>
    <message>
        <source>a Treasure Special</source>
        <translation>eine Spezialkarte des Schatzstapels</translation>
    </message>
</context>
<context>
    <name>panic.kind-term.weapon</name>
    <message>
        <source>a Weapon</source>
        <translation>eine Waffe</translation>
    </message>
</context>
<context>
    <name>panic.last-tower.any-mode</name>
    <message>
        <source>No Tower stands, so the game ends: the players lose (in More Munchkin the Trophy count decides instead).</source>
        <translation>Kein Turm steht mehr, also endet das Spiel: Die Spieler verlieren (bei „Mehr Munchkin“ entscheidet stattdessen die Trophäenwertung).</translation>
    </message>
</context>
<context>
    <name>panic.last-tower.players-lose</name>
    <message>
        <source>No Tower stands, so the game ends: the players lose.</source>
        <translation>Kein Turm steht mehr, also endet das Spiel: Die Spieler verlieren.</translation>
    </message>
</context>
<context>
    <name>panic.last-tower.trophy-count</name>
    <message>
        <source>No Tower stands, so the game ends: the Trophy count decides the winner.</source>
        <translation>Kein Turm steht mehr, also endet das Spiel: Die Trophäenwertung bestimmt den Sieger.</translation>
    </message>
</context>
<context>
    <name>panic.less-munchkin.curses-out</name>
    <message>
        <source>The Curse cards are out of the Castle deck in this game (%1).</source>
        <translation>Die Fluchkarten sind in diesem Spiel nicht im Burgstapel (%1).</translation>
    </message>
</context>
<context>
    <name>panic.less-munchkin.curses-out-less-munchkin</name>
    <message>
        <source>The Curse cards are out of the Castle deck in this game (%1, Less Munchkin).</source>
        <translation>Die Fluchkarten sind in diesem Spiel nicht im Burgstapel (%1, „Weniger Munchkin“).</translation>
    </message>
</context>
<context>
    <name>panic.less-munchkin.trade</name>
    <message>
        <source>Under Less Munchkin the table may trade 1 card with 1 other player instead of negotiating.</source>
        <translation>Bei „Weniger Munchkin“ darf man 1 Karte mit 1 anderen Spieler tauschen, statt zu verhandeln.</translation>
    </message>
</context>
<context>
    <name>panic.less-panic.bigger-hand</name>
    <message>
        <source>less-panic:bigger-hand adds 1 Castle card to the hand: %1.</source>
        <translation>less-panic:bigger-hand gibt der Hand 1 Burgkarte mehr: %1.</translation>
    </message>
</context>
<context>
    <name>panic.less-panic.negotiations</name>
    <message>
        <source>less-panic:negotiations allows deal %1 this turn.</source>
        <translation>less-panic:negotiations erlaubt in diesem Zug eine %1. Abmachung.</translation>
    </message>
</context>
<context>
    <name>panic.less-panic.place-two</name>
    <message>
        <source>less-panic:place-two: 2 Monsters are placed each turn.</source>
        <translation>less-panic:place-two: Pro Zug werden 2 Monster aufgestellt.</translation>
    </message>
</context>
<context>
    <name>panic.less-panic.two-treasures</name>
    <message>
        <source>less-panic:two-treasures: every player starts with 2 Treasure cards.</source>
        <translation>less-panic:two-treasures: Jeder Spieler beginnt mit 2 Schatzkarten.</translation>
    </message>
</context>
<context>
    <name>panic.loaded-die.chosen-arc</name>
    <message>
        <source>The Loaded Die chose arc %1 instead of a roll.</source>
        <translation>Mit dem Gezinkten Würfel wurde Bogen %1 gewählt statt gewürfelt.</translation>
    </message>
</context>
<context>
    <name>panic.lose-help.no-negotiating</name>
    <message>
        <source>A player holding the Lose Help token may not negotiate help this turn.</source>
        <translation>Wer das Plättchen „Keine Hilfe“ hat, darf in diesem Zug keine Hilfe aushandeln.</translation>
    </message>
</context>
<context>
    <name>panic.lowest-point-no-structure-damage.no-damage</name>
    <message>
        <source>%1 is a %2-point Monster at 1 health and takes no damage from the structure.</source>
        <translation>%1 ist ein %2-Punkte-Monster mit 1 Lebenspunkt und erleidet durch das Bauwerk keinen Schaden.</translation>
    </message>
</context>
<context>
    <name>panic.mode-solitaire.alone</name>
    <message numerus="yes">
        <source>Solitaire is played alone, not by %n player(s).</source>
        <translation>
            <numerusform>Solitär spielt man allein, nicht mit %n Spieler.</numerusform>
            <numerusform>Solitär spielt man allein, nicht mit %n Spielern.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.mode-solitaire.discards</name>
    <message numerus="yes">
        <source>Alone at the table, %1 discards the %n card(s) over the limit.</source>
        <translation>
            <numerusform>Allein am Tisch legt %1 die %n Karte über dem Limit ab.</numerusform>
            <numerusform>Allein am Tisch legt %1 die %n Karten über dem Limit ab.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.mode-solitaire.lone-player</name>
    <message>
        <source>A lone player plays the Solitaire game, not %1.</source>
        <translation>Ein einzelner Spieler spielt Solitär, nicht %1.</translation>
    </message>
</context>
<context>
    <name>panic.mode-solitaire.no-deal-partner</name>
    <message>
        <source>Solitaire has no other player to make a deal with.</source>
        <translation>Im Solitär gibt es keinen anderen Spieler für eine Abmachung.</translation>
    </message>
</context>
<context>
    <name>panic.mode-solitaire.no-deals</name>
    <message>
        <source>Solitaire has no negotiated deals: there is no one to deal with.</source>
        <translation>Im Solitär gibt es keine ausgehandelten Abmachungen: Es ist niemand da, mit dem man verhandeln könnte.</translation>
    </message>
</context>
<context>
    <name>panic.mode-solitaire.no-master</name>
    <message>
        <source>Solitaire names no Master Munchkin: the Castle&apos;s fate is the result.</source>
        <translation>Im Solitär gibt es keinen Meister-Munchkin: Das Ergebnis ist das Schicksal der Burg.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.all-in-forest</name>
    <message>
        <source>All %1 Monsters of this turn are in the Forest: nothing more is drawn from the bag this turn.</source>
        <translation>Alle %1 Monster dieses Zuges sind im Wald: In diesem Zug wird nichts mehr aus dem Beutel gezogen.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.all-placed</name>
    <message>
        <source>All %1 Monsters of this turn are already placed.</source>
        <translation>Alle %1 Monster dieses Zuges sind schon aufgestellt.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.bad-arc</name>
    <message>
        <source>Forest arcs are numbered 1 to 6, not %1.</source>
        <translation>Die Waldbögen sind von 1 bis 6 nummeriert, nicht %1.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.negative</name>
    <message>
        <source>Counts of Monsters placed and tokens drawn cannot be negative.</source>
        <translation>Die Zahl aufgestellter Monster und gezogener Plättchen kann nicht negativ sein.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.one-more</name>
    <message>
        <source>The Place 1 More Monster token raises this turn&apos;s count to %1.</source>
        <translation>Das Plättchen „1 Monster mehr aufstellen“ erhöht die Zahl für diesen Zug auf %1.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.placed-in</name>
    <message>
        <source>%1 (%2 health) is placed in %3 of arc %4.</source>
        <translation>%1 (Lebenspunkte: %2) wird in Bogen %4 (%3) aufgestellt.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.players</name>
    <message numerus="yes">
        <source>With %n player(s) %1 Monsters are placed each turn.</source>
        <translation>
            <numerusform>Bei %n Spieler werden pro Zug %1 Monster aufgestellt.</numerusform>
            <numerusform>Bei %n Spielern werden pro Zug %1 Monster aufgestellt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.rolled-arc</name>
    <message>
        <source>The die roll puts the Monster in arc %1 of the Forest.</source>
        <translation>Laut Würfelwurf kommt das Monster in Bogen %1 des Waldes.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.short</name>
    <message>
        <source>Only %1 of the %2 Monsters of this turn are placed.</source>
        <translation>Aufgestellt sind erst %1 von %2 Monstern dieses Zuges.</translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.this-one</name>
    <message>
        <source>This is Monster %1 of %2 this turn.</source>
        <translation>Dies ist Monster %1 von %2 in diesem Zug.</translation>
    </message>
</context>
<context>
    <name>panic.more-panic.no-starting-treasure</name>
    <message>
        <source>more-panic:no-starting-treasure: every player starts with 0 Treasure.</source>
        <translation>more-panic:no-starting-treasure: Jeder Spieler beginnt ohne Schatzkarten.</translation>
    </message>
</context>
<context>
    <name>panic.more-panic.smaller-hand</name>
    <message>
        <source>more-panic:smaller-hand takes 1 Castle card off the hand: %1.</source>
        <translation>more-panic:smaller-hand nimmt der Hand 1 Burgkarte weg: %1.</translation>
    </message>
</context>
<context>
    <name>panic.move-castle-clockwise.moved</name>
    <message numerus="yes">
        <source>%n Monster(s) in the Castle ring moved one space clockwise.</source>
        <translation>
            <numerusform>%n Monster im Burgring ist ein Feld im Uhrzeigersinn weitergerückt.</numerusform>
            <numerusform>%n Monster im Burgring sind ein Feld im Uhrzeigersinn weitergerückt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.move-inward.bad-arc</name>
    <message>
        <source>%1 stands in arc %2, but the board&apos;s arcs are numbered 1 to %3.</source>
        <translation>%1 steht in Bogen %2, aber die Bögen des Spielplans sind von 1 bis %3 nummeriert.</translation>
    </message>
</context>
<context>
    <name>panic.move-inward.empty-board</name>
    <message>
        <source>No Monster is on the board, so nothing moves.</source>
        <translation>Auf dem Spielplan ist kein Monster, also bewegt sich nichts.</translation>
    </message>
</context>
<context>
    <name>panic.move-inward.moved</name>
    <message numerus="yes">
        <source>%n Monster(s) moved one ring closer to the Castle.</source>
        <translation>
            <numerusform>%n Monster ist einen Ring näher an die Burg gerückt.</numerusform>
            <numerusform>%n Monster sind einen Ring näher an die Burg gerückt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.nemesis-dwarf.too-few</name>
    <message>
        <source>A Dwarf needs 3 Hit cards to slay %1, and this attack has %2, so it stays at 1 health.</source>
        <translation>Ein Zwerg braucht 3 Trefferkarten, um %1 zu töten, und dieser Angriff hat %2, also bleibt das Monster bei 1 Lebenspunkt.</translation>
    </message>
</context>
<context>
    <name>panic.nemesis-elf.no-slay</name>
    <message>
        <source>An Elf can hit %1 but not slay it, so it stays at 1 health.</source>
        <translation>Ein Elf kann %1 treffen, aber nicht töten, also bleibt das Monster bei 1 Lebenspunkt.</translation>
    </message>
</context>
<context>
    <name>panic.nemesis-halfling.helper</name>
    <message>
        <source>The Halfling who helped may take none of %1&apos;s Treasure in the deal.</source>
        <translation>Der Halbling, der geholfen hat, darf in der Abmachung keine Schätze von %1 nehmen.</translation>
    </message>
</context>
<context>
    <name>panic.nemesis-halfling.no-treasure</name>
    <message>
        <source>A Halfling gets no Treasure for slaying %1, so none is drawn.</source>
        <translation>Ein Halbling bekommt für das Töten von %1 keine Schätze, also wird keiner gezogen.</translation>
    </message>
</context>
<context>
    <name>panic.nemesis-thief.no-slay</name>
    <message>
        <source>A Thief can hit %1 but not slay them, so they stay at 1 health.</source>
        <translation>Ein Dieb kann %1 treffen, aber nicht töten, also bleibt das Monster bei 1 Lebenspunkt.</translation>
    </message>
</context>
<context>
    <name>panic.nemesis-warrior.alone</name>
    <message>
        <source>A Warrior cannot slay %1 without help, so it stays at 1 health.</source>
        <translation>Ein Krieger kann %1 nicht ohne Hilfe töten, also bleibt das Monster bei 1 Lebenspunkt.</translation>
    </message>
</context>
<context>
    <name>panic.nemesis-wizard.no-specials</name>
    <message>
        <source>A Wizard cannot use Specials on %1.</source>
        <translation>Ein Zauberer darf keine Spezialkarten auf %1 spielen.</translation>
    </message>
</context>
<context>
    <name>panic.one-deal.already-made</name>
    <message>
        <source>Only 1 deal per turn is allowed and %1 is already made.</source>
        <translation>Pro Zug ist nur 1 Abmachung erlaubt, und in diesem Zug gab es schon %1.</translation>
    </message>
</context>
<context>
    <name>panic.one-deal.helper-cards</name>
    <message numerus="yes">
        <source>A deal is for 1 card, but the helper plays %n card(s) in this attack (Hit cards and Weapons together).</source>
        <translation>
            <numerusform>Eine Abmachung gilt für 1 Karte, aber der Helfer spielt bei diesem Angriff %n Karte (Trefferkarten und Waffen zusammen).</numerusform>
            <numerusform>Eine Abmachung gilt für 1 Karte, aber der Helfer spielt bei diesem Angriff %n Karten (Trefferkarten und Waffen zusammen).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.one-deal.negative</name>
    <message>
        <source>A turn cannot have %1 deals.</source>
        <translation>Ein Zug kann nicht %1 Abmachungen haben.</translation>
    </message>
</context>
<context>
    <name>panic.one-deal.no-partner</name>
    <message numerus="yes">
        <source>With %n player(s) there is no other player to deal with.</source>
        <translation>
            <numerusform>Bei %n Spieler gibt es keinen anderen Spieler für eine Abmachung.</numerusform>
            <numerusform>Bei %n Spielern gibt es keinen anderen Spieler für eine Abmachung.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.one-deal.this-turn</name>
    <message>
        <source>One deal with 1 other player for 1 card: this is the turn&apos;s deal.</source>
        <translation>Eine Abmachung mit 1 anderen Spieler über 1 Karte: Das ist die Abmachung dieses Zuges.</translation>
    </message>
</context>
<context>
    <name>panic.phase.add-treasure</name>
    <message>
        <source>Add Treasure</source>
        <translation>Schätze aufnehmen</translation>
    </message>
</context>
<context>
    <name>panic.phase.discard-and-draw</name>
    <message>
        <source>Discard and Draw</source>
        <translation>Ablegen und Nachziehen</translation>
    </message>
</context>
<context>
    <name>panic.phase.give-charity</name>
    <message>
        <source>Give Charity</source>
        <translation>Milde Gabe geben</translation>
    </message>
</context>
<context>
    <name>panic.phase.move-monsters</name>
    <message>
        <source>Move Monsters</source>
        <translation>Monster bewegen</translation>
    </message>
</context>
<context>
    <name>panic.phase.place-monsters</name>
    <message>
        <source>Place Monsters</source>
        <translation>Monster aufstellen</translation>
    </message>
</context>
<context>
    <name>panic.phase.play-cards</name>
    <message>
        <source>Play Cards</source>
        <translation>Karten spielen</translation>
    </message>
</context>
<context>
    <name>panic.phases.belongs</name>
    <message>
        <source>%1 belongs to phase %2 (%3).</source>
        <translation>%1 gehört in Phase %2 (%3).</translation>
    </message>
</context>
<context>
    <name>panic.phases.belongs-elsewhere</name>
    <message>
        <source>%1 belongs to phase %2 (%3), not phase %4 (%5).</source>
        <translation>%1 gehört in Phase %2 (%3), nicht in Phase %4 (%5).</translation>
    </message>
</context>
<context>
    <name>panic.play.charity</name>
    <message>
        <source>Giving Charity</source>
        <translation>Die Milde Gabe</translation>
    </message>
</context>
<context>
    <name>panic.play.claim-treasure</name>
    <message>
        <source>Adding earned Treasure to the hand</source>
        <translation>Das Aufnehmen verdienter Schätze auf die Hand</translation>
    </message>
</context>
<context>
    <name>panic.play.discard-and-draw</name>
    <message>
        <source>Discarding and drawing up</source>
        <translation>Das Ablegen und Nachziehen</translation>
    </message>
</context>
<context>
    <name>panic.play.enhancer</name>
    <message>
        <source>Enhancing a Monster under another player&apos;s attack</source>
        <translation>Das Verstärken eines Monsters beim Angriff eines anderen Spielers</translation>
    </message>
</context>
<context>
    <name>panic.play.hit-card</name>
    <message>
        <source>Playing a Hit card, Weapon or Play Cards Special</source>
        <translation>Das Spielen einer Trefferkarte, Waffe oder Spezialkarte für „Karten spielen“</translation>
    </message>
</context>
<context>
    <name>panic.play.invisibility</name>
    <message>
        <source>The Invisibility Potion, cancelling a drawn Curse,</source>
        <translation>Der Unsichtbarkeitstrank, der ein gezogenes Fluchplättchen aufhebt,</translation>
    </message>
</context>
<context>
    <name>panic.play.move-monsters</name>
    <message>
        <source>Moving the Monsters</source>
        <translation>Das Bewegen der Monster</translation>
    </message>
</context>
<context>
    <name>panic.play.negotiate</name>
    <message>
        <source>Negotiating for help</source>
        <translation>Das Aushandeln von Hilfe</translation>
    </message>
</context>
<context>
    <name>panic.play.place-monster</name>
    <message>
        <source>Placing Monsters in the Forest</source>
        <translation>Das Aufstellen von Monstern im Wald</translation>
    </message>
</context>
<context>
    <name>panic.play.potion</name>
    <message>
        <source>Playing a Potion</source>
        <translation>Das Spielen eines Tranks</translation>
    </message>
</context>
<context>
    <name>panic.play.wizard-move</name>
    <message>
        <source>The Wizard&apos;s move</source>
        <translation>Der Wurf des Zauberers</translation>
    </message>
</context>
<context>
    <name>panic.player-count.out-of-box</name>
    <message>
        <source>Munchkin Panic is for 1 to 6 players, not %1.</source>
        <translation>Munchkin Panic ist für 1 bis 6 Spieler, nicht für %1.</translation>
    </message>
</context>
<context>
    <name>panic.player-count.same-name</name>
    <message>
        <source>Every player needs a name of their own.</source>
        <translation>Jeder Spieler braucht einen eigenen Namen.</translation>
    </message>
</context>
<context>
    <name>panic.really-impressive-title.any-number</name>
    <message>
        <source>Really Impressive Title lets any number be discarded: %1 this time.</source>
        <translation>„Wirklich beeindruckender Titel“ erlaubt, beliebig viele Karten abzulegen: diesmal %1.</translation>
    </message>
</context>
<context>
    <name>panic.ring-term.archer</name>
    <message>
        <source>Archer</source>
        <translation>Bogenschützen</translation>
    </message>
</context>
<context>
    <name>panic.ring-term.castle</name>
    <message>
        <source>Castle</source>
        <translation>Burg</translation>
    </message>
</context>
<context>
    <name>panic.ring-term.forest</name>
    <message>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
</context>
<context>
    <name>panic.ring-term.knight</name>
    <message>
        <source>Knight</source>
        <translation>Ritter</translation>
    </message>
</context>
<context>
    <name>panic.ring-term.swordsman</name>
    <message>
        <source>Swordsman</source>
        <translation>Schwertkämpfer</translation>
    </message>
</context>
<context>
    <name>panic.setup-monsters.archer-ring</name>
    <message>
        <source>Set-up places %1 Monsters in the Archer ring, each arc by a die roll.</source>
        <translation>Beim Aufbau werden %1 Monster in den Bogenschützenring gestellt, der Bogen jeweils per Würfelwurf.</translation>
    </message>
</context>
<context>
    <name>panic.slay-at-lowest.enough</name>
    <message>
        <source>%1 is at its last health point, and an attack of %2 meets its %3 points.</source>
        <translation>%1 steht auf seinem letzten Lebenspunkt, und ein Angriff mit %2 erreicht seinen Punktwert %3.</translation>
    </message>
</context>
<context>
    <name>panic.slay-at-lowest.too-weak</name>
    <message>
        <source>%1 is at its last health point, where only one attack of %2 or more slays it; an attack of %3 has no effect.</source>
        <translation>%1 steht auf seinem letzten Lebenspunkt, auf dem es nur ein einzelner Angriff mit %2 oder mehr tötet; ein Angriff mit %3 bleibt wirkungslos.</translation>
    </message>
</context>
<context>
    <name>panic.slay-strict.too-weak</name>
    <message>
        <source>House rule: the blow that slays %1 must be at least %2, and this one is %3, so it stops at 1 health.</source>
        <translation>Hausregel: Der Todesstoß gegen %1 muss mindestens %2 betragen, dieser beträgt %3, also bleibt das Monster bei 1 Lebenspunkt.</translation>
    </message>
</context>
<context>
    <name>panic.sleep.curse-token</name>
    <message>
        <source>The Sleep Potion was played this turn: the token moves no Monster.</source>
        <translation>In diesem Zug wurde der Schlaftrank gespielt: Das Plättchen bewegt kein Monster.</translation>
    </message>
</context>
<context>
    <name>panic.sleep.no-move</name>
    <message>
        <source>The Sleep Potion was played this turn: no Monster moves (%1 on the board).</source>
        <translation>In diesem Zug wurde der Schlaftrank gespielt: Kein Monster bewegt sich (%1 auf dem Spielplan).</translation>
    </message>
</context>
<context>
    <name>panic.starting-treasure.both-variants</name>
    <message>
        <source>more-panic:no-starting-treasure and less-panic:two-treasures cannot both be chosen.</source>
        <translation>more-panic:no-starting-treasure und less-panic:two-treasures können nicht beide gewählt werden.</translation>
    </message>
</context>
<context>
    <name>panic.starting-treasure.none</name>
    <message numerus="yes">
        <source>With %n player(s) each starts with 0 Treasure cards.</source>
        <translation>
            <numerusform>Bei %n Spieler beginnt jeder mit 0 Schatzkarten.</numerusform>
            <numerusform>Bei %n Spielern beginnt jeder mit 0 Schatzkarten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.starting-treasure.one</name>
    <message numerus="yes">
        <source>With %n player(s) each starts with 1 Treasure card.</source>
        <translation>
            <numerusform>Bei %n Spieler beginnt jeder mit 1 Schatzkarte.</numerusform>
            <numerusform>Bei %n Spielern beginnt jeder mit 1 Schatzkarte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.structure-choice.chosen</name>
    <message>
        <source>The players chose %1 to take the damage for %2.</source>
        <translation>Die Spieler haben bestimmt, dass %1 den Schaden bei %2 erleidet.</translation>
    </message>
</context>
<context>
    <name>panic.structure-choice.not-a-hitter</name>
    <message>
        <source>&quot;%1&quot; is not among the Monsters hitting %2 (%3).</source>
        <translation>„%1“ ist nicht unter den Monstern, die %2 treffen (%3).</translation>
    </message>
</context>
<context>
    <name>panic.structure-choice.nothing-hit</name>
    <message>
        <source>The choice for &quot;%1&quot; names no Wall or Tower that a Monster hits here.</source>
        <translation>Die Wahl für „%1“ nennt keine Mauer und keinen Turm, die hier von einem Monster getroffen werden.</translation>
    </message>
</context>
<context>
    <name>panic.structure-choice.nothing-hit-in-move</name>
    <message>
        <source>The choice for &quot;%1&quot; names no Wall or Tower that a Monster hits in this move.</source>
        <translation>Die Wahl für „%1“ nennt keine Mauer und keinen Turm, die bei dieser Bewegung von einem Monster getroffen werden.</translation>
    </message>
</context>
<context>
    <name>panic.structure-choice.nothing-to-choose</name>
    <message numerus="yes">
        <source>None of the %n Monster(s) hitting %1 can take damage from it, so there is nothing to choose.</source>
        <translation>
            <numerusform>Das %n Monster, das %1 trifft, kann dadurch keinen Schaden erleiden, also gibt es nichts zu wählen.</numerusform>
            <numerusform>Keines der %n Monster, die %1 treffen, kann dadurch Schaden erleiden, also gibt es nichts zu wählen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.structure-choice.pending</name>
    <message numerus="yes">
        <source>%1 is hit by %n Monster(s) at once (%2): the players must choose which one takes the damage.</source>
        <translation>
            <numerusform>%1 wird von %n Monster gleichzeitig getroffen (%2): Die Spieler müssen wählen, welches den Schaden erleidet.</numerusform>
            <numerusform>%1 wird von %n Monstern gleichzeitig getroffen (%2): Die Spieler müssen wählen, welches den Schaden erleidet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.structure-damage.monster-damaged</name>
    <message>
        <source>%1 takes 1 damage and has %2 health left.</source>
        <translation>%1 erleidet 1 Schaden; übrige Lebenspunkte: %2.</translation>
    </message>
</context>
<context>
    <name>panic.structure-kill.discarded</name>
    <message>
        <source>%1 dies on the structure and is discarded: no Trophy and no Treasure.</source>
        <translation>%1 stirbt am Bauwerk und wird abgelegt: keine Trophäe und keine Schätze.</translation>
    </message>
</context>
<context>
    <name>panic.thief-draw.alone</name>
    <message>
        <source>The Thief has no other player to take a Castle card from.</source>
        <translation>Der Dieb hat keinen anderen Spieler, dem er eine Burgkarte nehmen könnte.</translation>
    </message>
</context>
<context>
    <name>panic.thief-draw.counted</name>
    <message numerus="yes">
        <source>The Thief may take 1 Castle card from another player&apos;s hand, counted as 1 of %n card(s) drawn up, leaving %1 to draw from the deck.</source>
        <translation>
            <numerusform>Der Dieb darf 1 Burgkarte aus der Hand eines anderen Spielers nehmen; sie zählt als seine %n nachgezogene Karte, vom Stapel zieht er dann noch %1.</numerusform>
            <numerusform>Der Dieb darf 1 Burgkarte aus der Hand eines anderen Spielers nehmen; sie zählt als 1 der %n nachgezogenen Karten, vom Stapel zieht er dann noch %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.thief-draw.hand-full</name>
    <message>
        <source>The Thief may take 1 Castle card from another player&apos;s hand only while drawing up, and this hand is already full.</source>
        <translation>Der Dieb darf 1 Burgkarte aus der Hand eines anderen Spielers nur beim Nachziehen nehmen, und diese Hand ist schon voll.</translation>
    </message>
</context>
<context>
    <name>panic.thief-draw.no-castle-card</name>
    <message>
        <source>%1 holds no Castle card.</source>
        <translation>%1 hat keine Burgkarte.</translation>
    </message>
</context>
<context>
    <name>panic.thief-draw.only-thief</name>
    <message>
        <source>Only the Thief may take 1 Castle card from another player&apos;s hand.</source>
        <translation>Nur der Dieb darf 1 Burgkarte aus der Hand eines anderen Spielers nehmen.</translation>
    </message>
</context>
<context>
    <name>panic.thief-draw.own-hand</name>
    <message>
        <source>A Thief takes a card from another player&apos;s hand.</source>
        <translation>Ein Dieb nimmt eine Karte aus der Hand eines anderen Spielers.</translation>
    </message>
</context>
<context>
    <name>panic.tower-damage.destroys</name>
    <message>
        <source>%1 destroys the Tower of arc %2.</source>
        <translation>%1 zerstört den Turm in Bogen %2.</translation>
    </message>
</context>
<context>
    <name>panic.tower-damage.group</name>
    <message numerus="yes">
        <source>%n Monster(s) hit the Tower of arc %1 at once: it is destroyed and those still alive move into its space.</source>
        <translation>
            <numerusform>%n Monster trifft den Turm in Bogen %1: Er wird zerstört, und das Monster rückt, falls es noch lebt, auf sein Feld.</numerusform>
            <numerusform>%n Monster treffen gleichzeitig den Turm in Bogen %1: Er wird zerstört, und die noch lebenden rücken auf sein Feld.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.tower-damage.moves-in</name>
    <message>
        <source>%1 destroys the Tower of arc %2 and moves into its space.</source>
        <translation>%1 zerstört den Turm in Bogen %2 und rückt auf sein Feld.</translation>
    </message>
</context>
<context>
    <name>panic.trophy-points.bad-trophy</name>
    <message>
        <source>%1 holds a Trophy worth %2; Monsters are worth 1 to 5 points.</source>
        <translation>%1 hat eine Trophäe im Wert von %2; Monster sind 1 bis 5 Punkte wert.</translation>
    </message>
</context>
<context>
    <name>panic.trophy-points.charity</name>
    <message>
        <source>Trophy points: %1.</source>
        <translation>Trophäenpunkte: %1.</translation>
    </message>
</context>
<context>
    <name>panic.trophy-points.ranking</name>
    <message>
        <source>Trophy points (kills): %1.</source>
        <translation>Trophäenpunkte (getötete Monster): %1.</translation>
    </message>
</context>
<context>
    <name>panic.wall-damage.destroys</name>
    <message>
        <source>%1 destroys the Wall of arc %2 and stays in the Swordsman ring.</source>
        <translation>%1 zerstört die Mauer in Bogen %2 und bleibt im Schwertkämpferring.</translation>
    </message>
</context>
<context>
    <name>panic.wall-damage.group</name>
    <message numerus="yes">
        <source>%n Monster(s) hit the Wall of arc %1 at once: it is destroyed and they all stay in the Swordsman ring.</source>
        <translation>
            <numerusform>%n Monster trifft die Mauer in Bogen %1: Sie wird zerstört, und das Monster bleibt im Schwertkämpferring.</numerusform>
            <numerusform>%n Monster treffen gleichzeitig die Mauer in Bogen %1: Sie wird zerstört, und alle bleiben im Schwertkämpferring.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>panic.wizard-move.bad-roll</name>
    <message>
        <source>A die roll is 1 to 6, not %1.</source>
        <translation>Ein Würfelwurf ergibt 1 bis 6, nicht %1.</translation>
    </message>
</context>
<context>
    <name>panic.wizard-move.fails</name>
    <message>
        <source>A roll of %1 fails (4 to 6 needed): no Monster moves, and the roll is used.</source>
        <translation>Ein Wurf von %1 misslingt (nötig sind 4 bis 6): Kein Monster bewegt sich, und der Wurf ist verbraucht.</translation>
    </message>
</context>
<context>
    <name>panic.wizard-move.no-character</name>
    <message>
        <source>Only the Wizard may roll to move a Monster, not a player with no Character.</source>
        <translation>Nur der Zauberer darf würfeln, um ein Monster zu versetzen, nicht ein Spieler ohne Charakter.</translation>
    </message>
</context>
<context>
    <name>panic.wizard-move.other-character</name>
    <message>
        <source>Only the Wizard may roll to move a Monster, not the %1.</source>
        <translation>Nur der Zauberer darf würfeln, um ein Monster zu versetzen, nicht der Charakter %1.</translation>
    </message>
</context>
<context>
    <name>panic.wizard-move.succeeds</name>
    <message>
        <source>A roll of %1 succeeds: move any 1 Monster to another place on the board.</source>
        <translation>Ein Wurf von %1 gelingt: Versetze ein beliebiges Monster an eine andere Stelle des Spielplans.</translation>
    </message>
</context>
<context>
    <name>panic.wizard-move.used</name>
    <message>
        <source>The Wizard&apos;s roll is once per turn and it is already used.</source>
        <translation>Der Zauberer darf nur einmal pro Zug würfeln, und der Wurf ist schon verbraucht.</translation>
    </message>
</context>
<context>
    <name>panic_cards</name>
    <message>
        <source>Play a card</source>
        <translation>Karte spielen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
</context>
<context>
    <name>panic_cards_forms</name>
    <message>
        <source>%1 — %2 %3 (%4/%5)</source>
        <translation>%1 – %2, Bogen %3 (%4/%5)</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monster</translation>
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
        <translation>Es ist kein Monster auf dem Spielplan.</translation>
    </message>
    <message>
        <source>Fortify Wall</source>
        <translation>Mauer verstärken</translation>
    </message>
    <message>
        <source>A Fortify token on a Wall: it takes the next hit there.</source>
        <translation>Ein Verstärkungsplättchen auf einer Mauer: Es fängt dort den nächsten Treffer ab.</translation>
    </message>
    <message>
        <source>The Wall of arc</source>
        <translation>Mauer im Bogen</translation>
    </message>
    <message>
        <source>Wall %1</source>
        <translation>Mauer %1</translation>
    </message>
    <message>
        <source>Tap the Wall to fortify.</source>
        <translation>Tippe auf die Mauer, die verstärkt werden soll.</translation>
    </message>
    <message>
        <source>Flask of Glue</source>
        <translation>Flasche Klebstoff</translation>
    </message>
    <message>
        <source>The Monster does not move until the turn ends.</source>
        <translation>Das Monster bewegt sich bis zum Ende des Zuges nicht.</translation>
    </message>
    <message>
        <source>Sleep Potion</source>
        <translation>Schlaftrank</translation>
    </message>
    <message>
        <source>No Monster moves until the turn ends.</source>
        <translation>Bis zum Ende des Zuges bewegt sich kein Monster.</translation>
    </message>
    <message>
        <source>Cotion of Ponfusion (to its Swordsman space)</source>
        <translation>Trank der Verwirrung (auf sein Schwertkämpferfeld)</translation>
    </message>
    <message>
        <source>Drive Him Back! (to its Forest)</source>
        <translation>Treib ihn zurück! (in den Wald)</translation>
    </message>
    <message>
        <source>Wandering Monster (another colour, same ring)</source>
        <translation>Wanderndes Monster (andere Farbe, gleicher Ring)</translation>
    </message>
    <message>
        <source>The arc it goes to</source>
        <translation>Der Bogen, in den es geht</translation>
    </message>
    <message>
        <source>Arc %1</source>
        <translation>Bogen %1</translation>
    </message>
    <message>
        <source>Tap the arc it goes to.</source>
        <translation>Tippe auf den Bogen, in den es geht.</translation>
    </message>
    <message>
        <source>The Wizard (roll 4–6)</source>
        <translation>Der Zauberer (Wurf 4–6)</translation>
    </message>
    <message>
        <source>On a roll of 1 to 3 the roll is used up and nothing moves.</source>
        <translation>Bei einer 1 bis 3 ist der Wurf verbraucht und nichts bewegt sich.</translation>
    </message>
    <message>
        <source>Roll the die for the Wizard</source>
        <translation>Für den Zauberer würfeln</translation>
    </message>
    <message>
        <source>Rolled %1</source>
        <translation>Gewürfelt: %1</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>Out to Lunch</source>
        <translation>Mittagspause</translation>
    </message>
    <message>
        <source>A Monster leaves the board without a Trophy; two Treasure cards wait for the current player.</source>
        <translation>Ein Monster verlässt den Spielplan ohne Trophäe; zwei Schatzkarten warten auf den aktiven Spieler.</translation>
    </message>
    <message>
        <source>Cleric: booga booga</source>
        <translation>Kleriker: Buh-Buh!</translation>
    </message>
    <message>
        <source>The Wannabe Vampire leaves the board; its Treasure waits for the Cleric.</source>
        <translation>Der Wannabe Vampire verlässt den Spielplan; sein Schatz wartet auf den Kleriker.</translation>
    </message>
    <message>
        <source>Convenient Addition Error</source>
        <translation>Praktischer Rechenfehler</translation>
    </message>
    <message>
        <source>One more point under one of your Trophies.</source>
        <translation>Ein Punkt mehr unter einer deiner Trophäen.</translation>
    </message>
    <message>
        <source>Under the Trophy</source>
        <translation>Unter der Trophäe</translation>
    </message>
    <message>
        <source>You hold no Trophy to choose.</source>
        <translation>Du hast keine Trophäe, die du wählen könntest.</translation>
    </message>
    <message>
        <source>Curse card</source>
        <translation>Fluchkarte</translation>
    </message>
    <message>
        <source>Duck of Doom, Truly Obnoxious, Lightning or Chicken on Your Head.</source>
        <translation>Ente des Verderbens, Wirklich fieser Fluch, Blitz oder Huhn auf dem Kopf.</translation>
    </message>
    <message>
        <source>Duck of Doom Curse</source>
        <translation>Fluch „Ente des Verderbens“</translation>
    </message>
    <message>
        <source>Truly Obnoxious Curse</source>
        <translation>Wirklich fieser Fluch</translation>
    </message>
    <message>
        <source>Lightning Curse</source>
        <translation>Blitzfluch</translation>
    </message>
    <message>
        <source>Chicken on Your Head Curse</source>
        <translation>Fluch „Huhn auf dem Kopf“</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Cursed</source>
        <translation>Verflucht</translation>
    </message>
    <message>
        <source>No tie</source>
        <translation>Kein Gleichstand</translation>
    </message>
    <message>
        <source>Given if tied</source>
        <translation>Abgegeben bei Gleichstand</translation>
    </message>
    <message>
        <source>Taken if tied</source>
        <translation>Genommen bei Gleichstand</translation>
    </message>
    <message>
        <source>Not cancelled</source>
        <translation>Nicht aufgehoben</translation>
    </message>
    <message>
        <source>Sandals of Protection</source>
        <translation>Sandalen des Schutzes</translation>
    </message>
    <message>
        <source>Wishing Ring</source>
        <translation>Wunschring</translation>
    </message>
    <message>
        <source>Cancelled by</source>
        <translation>Aufgehoben durch</translation>
    </message>
    <message>
        <source>There is nobody else to curse.</source>
        <translation>Es gibt niemanden sonst, den du verfluchen könntest.</translation>
    </message>
    <message>
        <source>Invoke Obscure Rules</source>
        <translation>Auf obskure Regeln berufen</translation>
    </message>
    <message>
        <source>A discarded Monster becomes a player&apos;s Trophy.</source>
        <translation>Ein abgelegtes Monster wird zur Trophäe eines Spielers.</translation>
    </message>
    <message>
        <source>No Monster has been discarded yet.</source>
        <translation>Es wurde noch kein Monster abgelegt.</translation>
    </message>
    <message>
        <source>Humongous Monster Enhancer</source>
        <translation>Gigantischer Monsterverstärker</translation>
    </message>
    <message>
        <source>Every Monster back to full health.</source>
        <translation>Alle Monster wieder mit vollen Lebenspunkten.</translation>
    </message>
    <message>
        <source>Illusion</source>
        <translation>Illusion</translation>
    </message>
    <message>
        <source>A Monster is discarded and another takes its space.</source>
        <translation>Ein Monster wird abgelegt und ein anderes nimmt seinen Platz ein.</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Abgelegt</translation>
    </message>
    <message>
        <source>In its space</source>
        <translation>An seine Stelle</translation>
    </message>
</context>
<context>
    <name>panic_place</name>
    <message>
        <source>Roll the die: the arc it shows</source>
        <translation>Würfle: Die Augenzahl ist der Bogen</translation>
    </message>
    <message>
        <source>Arc %1</source>
        <translation>Bogen %1</translation>
    </message>
    <message>
        <source>Choose the token drawn</source>
        <translation>Gezogenes Plättchen wählen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Monster drawn</source>
        <translation>Gezogenes Monster</translation>
    </message>
    <message>
        <source>The Loaded Die chose the arc</source>
        <translation>Der Gezinkte Würfel hat den Bogen bestimmt</translation>
    </message>
    <message>
        <source>%1 goes to the Archer space of arc %2</source>
        <translation>%1 kommt auf das Bogenschützenfeld in Bogen %2</translation>
    </message>
    <message>
        <source>%1 goes to the Forest space of arc %2</source>
        <translation>%1 kommt auf das Waldfeld in Bogen %2</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 aufstellen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Aufstellen</translation>
    </message>
    <message>
        <source>Curse token drawn</source>
        <translation>Gezogenes Fluchplättchen</translation>
    </message>
    <message>
        <source>Roll the die for the token</source>
        <translation>Würfle für das Plättchen</translation>
    </message>
    <message>
        <source>Rolled %1</source>
        <translation>Gewürfelt: %1</translation>
    </message>
    <message>
        <source>Not cancelled</source>
        <translation>Nicht aufgehoben</translation>
    </message>
    <message>
        <source>Wishing Ring</source>
        <translation>Wunschring</translation>
    </message>
    <message>
        <source>Invisibility Potion</source>
        <translation>Unsichtbarkeitstrank</translation>
    </message>
    <message>
        <source>Cancelled by</source>
        <translation>Aufgehoben durch</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <translation>%1 ziehen</translation>
    </message>
    <message>
        <source>Draw the Curse token</source>
        <translation>Fluchplättchen ziehen</translation>
    </message>
    <message>
        <source>Set-up: placed %1 of %2 Monsters</source>
        <translation>Aufbau: %1 von %2 Monstern aufgestellt</translation>
    </message>
    <message>
        <source>Placed %1 of %2 this turn</source>
        <translation>In diesem Zug %1 von %2 aufgestellt</translation>
    </message>
    <message>
        <source>Set-up: draw a Monster</source>
        <translation>Aufbau: Monster ziehen</translation>
    </message>
    <message>
        <source>Draw from the bag</source>
        <translation>Aus dem Beutel ziehen</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Curse token</source>
        <translation>Fluchplättchen</translation>
    </message>
    <message>
        <source>Draw it</source>
        <translation>Ziehen</translation>
    </message>
</context>
<context>
    <name>panic_preview</name>
    <message>
        <source>not connected to the tablet: wait for “connected” and try again</source>
        <translation>nicht mit dem Tablet verbunden: Warte auf „verbunden“ und versuch es noch einmal</translation>
    </message>
    <message>
        <source>Tower %1 is hit by several Monsters at once: which one takes the damage?</source>
        <translation>Turm %1 wird von mehreren Monstern zugleich getroffen: Welches Monster erleidet den Schaden?</translation>
    </message>
    <message>
        <source>Wall %1 is hit by several Monsters at once: which one takes the damage?</source>
        <translation>Mauer %1 wird von mehreren Monstern zugleich getroffen: Welches Monster erleidet den Schaden?</translation>
    </message>
    <message>
        <source>Curse token: what it will do</source>
        <translation>Fluchplättchen: Was es bewirkt</translation>
    </message>
    <message>
        <source>Move Monsters: what will happen</source>
        <translation>Monster bewegen: Was passiert</translation>
    </message>
    <message>
        <source>Asking the tablet…</source>
        <translation>Frage beim Tablet an…</translation>
    </message>
    <message>
        <source>Whatever the players choose:</source>
        <translation>Egal, was die Spieler wählen:</translation>
    </message>
    <message>
        <source>Nothing moves.</source>
        <translation>Nichts bewegt sich.</translation>
    </message>
    <message>
        <source>Legal: confirm once the pieces are moved.</source>
        <translation>Zulässig: Bestätige, sobald die Plättchen versetzt sind.</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>panic_turn</name>
    <message>
        <source>%1 may discard one Castle card, then draws up to %2.</source>
        <translation>%1 darf eine Burgkarte ablegen und zieht dann auf %2 Karten nach.</translation>
    </message>
    <message>
        <source>%1 holds %2 Treasure cards, over the limit of %3: give the rest away.</source>
        <translation>%1 hat %2 Schatzkarten, mehr als das Limit von %3: Gib den Rest ab.</translation>
    </message>
    <message>
        <source>%1’s Treasure is within the limit of %2.</source>
        <translation>Die Schätze von %1 liegen innerhalb des Limits von %2.</translation>
    </message>
    <message>
        <source>%1 plays cards: Hits on the Monsters, and one deal with another player.</source>
        <translation>%1 spielt Karten: Angriffe auf die Monster und eine Abmachung mit einem anderen Spieler.</translation>
    </message>
    <message>
        <source>The Treasure earned this turn joins the hands.</source>
        <translation>Die in diesem Zug erbeuteten Schätze kommen auf die Hand.</translation>
    </message>
    <message>
        <source>The Monsters have moved.</source>
        <translation>Die Monster haben sich bewegt.</translation>
    </message>
    <message>
        <source>Every Monster moves one space towards the Castle.</source>
        <translation>Jedes Monster rückt ein Feld auf die Burg zu.</translation>
    </message>
    <message>
        <source>Placed %1 of %2: draw from the bag and roll for the arc.</source>
        <translation>%1 von %2 aufgestellt: Zieh aus dem Beutel und würfle den Bogen aus.</translation>
    </message>
    <message>
        <source>The six phases of the turn</source>
        <translation>Die sechs Phasen des Zuges</translation>
    </message>
    <message>
        <source>One Castle card fewer</source>
        <translation>Eine Burgkarte weniger</translation>
    </message>
    <message>
        <source>Castle cards discarded: %1</source>
        <translation>Abgelegte Burgkarten: %1</translation>
    </message>
    <message>
        <source>One Castle card more</source>
        <translation>Eine Burgkarte mehr</translation>
    </message>
    <message>
        <source>Really Impressive Title</source>
        <translation>Wirklich beeindruckender Titel</translation>
    </message>
    <message>
        <source>Cleric: keep one from the discards</source>
        <translation>Kleriker: eine aus dem Ablagestapel behalten</translation>
    </message>
    <message>
        <source>The player the Thief takes a Castle card from</source>
        <translation>Der Spieler, dem der Dieb eine Burgkarte nimmt</translation>
    </message>
    <message>
        <source>Thief: take no card</source>
        <translation>Dieb: keine Karte nehmen</translation>
    </message>
    <message>
        <source>Thief: take a card from %1</source>
        <translation>Dieb: eine Karte von %1 nehmen</translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>Ablegen und Nachziehen</translation>
    </message>
    <message>
        <source>Discard %1 and draw</source>
        <translation>%1 ablegen und ziehen</translation>
    </message>
    <message>
        <source>Draw up</source>
        <translation>Nachziehen</translation>
    </message>
    <message>
        <source>If the cards do not split evenly, tick who gets an odd card:</source>
        <translation>Wenn die Karten nicht glatt aufgehen, kreuze an, wer eine übrige Karte bekommt:</translation>
    </message>
    <message>
        <source>Give Charity</source>
        <translation>Milde Gabe geben</translation>
    </message>
    <message>
        <source>Phase %1 of 6: %2</source>
        <translation>Phase %1 von 6: %2</translation>
    </message>
    <message>
        <source>Move the Monsters</source>
        <translation>Monster bewegen</translation>
    </message>
    <message>
        <source>Next phase: %1</source>
        <translation>Nächste Phase: %1</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Move them</source>
        <translation>Bewegen</translation>
    </message>
</context>
<context>
    <name>phase.charity</name>
    <message>
        <source>Charity</source>
        <translation>Milde Gabe</translation>
    </message>
</context>
<context>
    <name>phase.kick-open-the-door</name>
    <message>
        <source>Kick Open the Door</source>
        <translation>Tür eintreten</translation>
    </message>
</context>
<context>
    <name>phase.listen-at-the-door</name>
    <message>
        <source>Listen at the Door</source>
        <translation>An der Tür lauschen</translation>
    </message>
</context>
<context>
    <name>phase.look-for-trouble-or-loot-the-room</name>
    <message>
        <source>Look for Trouble or Loot the Room</source>
        <translation>Ärger suchen oder Raum plündern</translation>
    </message>
</context>
<context>
    <name>phone_awake</name>
    <message>
        <source>This browser cannot keep the screen on for this page: set the phone&apos;s screen timeout longer for the game.</source>
        <translation>Dieser Browser kann den Bildschirm für diese Seite nicht anlassen: Stell am Handy für das Spiel ein längeres Bildschirm-Timeout ein.</translation>
    </message>
    <message>
        <source>The screen stays on while this page is shown.</source>
        <translation>Der Bildschirm bleibt an, solange diese Seite angezeigt wird.</translation>
    </message>
    <message>
        <source>The browser would not keep the screen on (%1): set the phone&apos;s screen timeout longer for the game.</source>
        <translation>Der Browser lässt den Bildschirm nicht an (%1): Stell am Handy für das Spiel ein längeres Bildschirm-Timeout ein.</translation>
    </message>
</context>
<context>
    <name>phone_report</name>
    <message>
        <source>Kills</source>
        <translation>Getötete Monster</translation>
    </message>
    <message>
        <source>Trophies</source>
        <translation>Trophäen</translation>
    </message>
    <message>
        <source>Levels by kills</source>
        <translation>Stufen durch Kämpfe</translation>
    </message>
    <message>
        <source>Levels by selling</source>
        <translation>Stufen durch Verkauf</translation>
    </message>
    <message>
        <source>Levels by cards</source>
        <translation>Stufen durch Karten</translation>
    </message>
    <message>
        <source>Levels lost</source>
        <translation>Verlorene Stufen</translation>
    </message>
    <message>
        <source>Help given</source>
        <translation>Hilfe geleistet</translation>
    </message>
    <message>
        <source>Help received</source>
        <translation>Hilfe erhalten</translation>
    </message>
    <message>
        <source>Ran away</source>
        <translation>Weggelaufen</translation>
    </message>
    <message>
        <source>Caught</source>
        <translation>Erwischt</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Tode</translation>
    </message>
    <message>
        <source>Curses</source>
        <translation>Flüche</translation>
    </message>
    <message>
        <source>Items sold</source>
        <translation>Verkaufte Gegenstände</translation>
    </message>
    <message>
        <source>The game is over: the Castle fell.</source>
        <translation>Das Spiel ist vorbei: Die Burg ist gefallen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Asking the tablet for the report…</source>
        <translation>Bericht wird vom Tablet abgerufen…</translation>
    </message>
    <message>
        <source>The game moved on: updating the report…</source>
        <translation>Das Spiel geht weiter: Bericht wird aktualisiert…</translation>
    </message>
    <message>
        <source>The Castle fell on turn %1: the players lost together.</source>
        <translation>Die Burg fiel in Zug %1: Die Spieler haben gemeinsam verloren.</translation>
    </message>
    <message>
        <source>The Castle still stands on turn %1; nobody has won yet.</source>
        <translation>Die Burg steht noch in Zug %1; noch hat niemand gewonnen.</translation>
    </message>
    <message>
        <source>The Castle stood: every Monster was gone on turn %1.</source>
        <translation>Die Burg hat gehalten: In Zug %1 war kein Monster mehr übrig.</translation>
    </message>
    <message>
        <source>The Castle stood: every Monster was gone on turn %1, and %2 is the Master Munchkin.</source>
        <translation>Die Burg hat gehalten: In Zug %1 war kein Monster mehr übrig, und %2 ist Meister-Munchkin.</translation>
    </message>
    <message>
        <source>Nobody has won yet; the game stands on turn %1.</source>
        <translation>Noch hat niemand gewonnen; das Spiel steht bei Zug %1.</translation>
    </message>
    <message>
        <source>%1 won on turn %2, reaching the winning Level %3 by killing a Monster.</source>
        <translation>Sieg für %1 in Zug %2: Siegstufe %3 durch ein getötetes Monster erreicht.</translation>
    </message>
    <message>
        <source>%1 won on turn %2, reaching the winning Level %3 by a card or a correction.</source>
        <translation>Sieg für %1 in Zug %2: Siegstufe %3 durch eine Karte oder eine Korrektur erreicht.</translation>
    </message>
    <message>
        <source>No fight was decided.</source>
        <translation>Kein Kampf wurde entschieden.</translation>
    </message>
    <message>
        <source>Turn %1: %2, helped by %3, against %4, %5 to %6, won.</source>
        <translation>Zug %1: %2 mit Hilfe von %3 gegen %4, %5 zu %6, gewonnen.</translation>
    </message>
    <message>
        <source>Turn %1: %2, helped by %3, against %4, %5 to %6, lost.</source>
        <translation>Zug %1: %2 mit Hilfe von %3 gegen %4, %5 zu %6, verloren.</translation>
    </message>
    <message>
        <source>Turn %1: %2 against %3, %4 to %5, won.</source>
        <translation>Zug %1: %2 gegen %3, %4 zu %5, gewonnen.</translation>
    </message>
    <message>
        <source>Turn %1: %2 against %3, %4 to %5, lost.</source>
        <translation>Zug %1: %2 gegen %3, %4 zu %5, verloren.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Master Munchkin</source>
        <translation>Meister-Munchkin</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>Trophy points</source>
        <translation>Trophäenpunkte</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>The report of “%1”</source>
        <translation>Bericht zu „%1“</translation>
    </message>
    <message>
        <source>Turns: %1 · Actions: %2</source>
        <translation>Züge: %1 · Aktionen: %2</translation>
    </message>
    <message>
        <source>Cards played: %1.</source>
        <translation>Gespielte Karten: %1.</translation>
    </message>
    <message>
        <source>Turn %1: the Tower of arc %2 fell.</source>
        <translation>Zug %1: Der Turm in Bogen %2 ist gefallen.</translation>
    </message>
    <message>
        <source>Turn %1: the Wall of arc %2 fell.</source>
        <translation>Zug %1: Die Mauer in Bogen %2 ist gefallen.</translation>
    </message>
    <message>
        <source>No Tower or Wall fell.</source>
        <translation>Weder Turm noch Mauer ist gefallen.</translation>
    </message>
</context>
<context>
    <name>requests</name>
    <message>
        <source>%1 — waiting to send</source>
        <translation>%1 – wartet auf Senden</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>Nicht gesendet</translation>
    </message>
    <message>
        <source>The tablet could not be reached for minutes: %1. Look at the table and enter it again if it still counts.</source>
        <translation>Das Tablet war minutenlang nicht erreichbar: %1. Sieh nach, was am Tisch passiert ist, und gib es erneut ein, wenn es noch gilt.</translation>
    </message>
    <message>
        <source>%1: not sent</source>
        <translation>%1: nicht gesendet</translation>
    </message>
    <message>
        <source>too many requests are waiting for the tablet: wait for “connected” and try again</source>
        <translation>zu viele Anfragen warten auf das Tablet: Warte auf „verbunden“ und versuch es noch einmal</translation>
    </message>
    <message>
        <source>not connected to the tablet: wait for “connected” and try again</source>
        <translation>nicht mit dem Tablet verbunden: Warte auf „verbunden“ und versuch es noch einmal</translation>
    </message>
    <message>
        <source>Your request</source>
        <translation>Deine Anfrage</translation>
    </message>
    <message>
        <source>%1: your dice are in. Waiting for %2’s.</source>
        <translation>%1: Deine Würfe sind eingetragen. Warten auf die Würfe von %2.</translation>
    </message>
    <message>
        <source>%1: accepted.</source>
        <translation>%1: angenommen.</translation>
    </message>
    <message>
        <source>%1: done. %2</source>
        <translation>%1: erledigt. %2</translation>
    </message>
    <message>
        <source>%1: done.</source>
        <translation>%1: erledigt.</translation>
    </message>
    <message>
        <source>%1: refused</source>
        <translation>%1: abgelehnt</translation>
    </message>
    <message>
        <source>The tablet could not take that</source>
        <translation>Das Tablet konnte das nicht annehmen</translation>
    </message>
</context>
<context>
    <name>run_away</name>
    <message>
        <source>Your dice are in: waiting for %1’s.</source>
        <translation>Deine Würfe sind eingetragen: Warten auf die Würfe von %1.</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>die</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>%1 runs from %2 (escapes on %3+)</source>
        <translation>%1 flieht vor %2 (entkommt bei %3+)</translation>
    </message>
    <message>
        <source>%1 runs from %2</source>
        <translation>%1 flieht vor %2</translation>
    </message>
    <message>
        <source>death</source>
        <translation>Tod</translation>
    </message>
    <message>
        <source>%1’s Bad Stuff: levels lost</source>
        <translation>Schlimme Dinge von %1: verlorene Stufen</translation>
    </message>
    <message>
        <source>Run away</source>
        <translation>Weglaufen</translation>
    </message>
</context>
<context>
    <name>runaway.chance.always</name>
    <message>
        <source>%1 escapes on any roll.</source>
        <translation>%1 entkommt bei jedem Wurf.</translation>
    </message>
</context>
<context>
    <name>runaway.chance.always-modified</name>
    <message>
        <source>%1 escapes on any roll with %2 on the die.</source>
        <translation>%1 entkommt bei jedem Wurf (%2 auf den Würfel).</translation>
    </message>
</context>
<context>
    <name>runaway.chance.from-roll</name>
    <message>
        <source>%1 escapes on %2 or more: %3 chances in 6 (%4%).</source>
        <translation>%1 entkommt bei %2 oder mehr: %3 von 6 Möglichkeiten (%4&#xa0;%).</translation>
    </message>
</context>
<context>
    <name>runaway.chance.from-roll-modified</name>
    <message>
        <source>%1 escapes on %2 or more with %5 on the die: %3 chances in 6 (%4%).</source>
        <translation>%1 entkommt bei %2 oder mehr (%5 auf den Würfel): %3 von 6 Möglichkeiten (%4&#xa0;%).</translation>
    </message>
</context>
<context>
    <name>runaway.chance.never</name>
    <message>
        <source>%1 cannot escape: even a 6 falls short of %2.</source>
        <translation>%1 kann nicht entkommen: Selbst eine 6 erreicht die %2 nicht.</translation>
    </message>
</context>
<context>
    <name>runaway.chance.never-modified</name>
    <message>
        <source>%1 cannot escape with %3 on the die: even a 6 falls short of %2.</source>
        <translation>%1 kann mit %3 auf den Würfel nicht entkommen: Selbst eine 6 erreicht die %2 nicht.</translation>
    </message>
</context>
<context>
    <name>runaway.chance.ride-sacrificed</name>
    <message>
        <source>%1 escapes without rolling: the Ride is sacrificed.</source>
        <translation>%1 entkommt ohne Wurf: Das Reittier wird geopfert.</translation>
    </message>
</context>
<context>
    <name>runaway.each-monster.own-roll</name>
    <message>
        <source>Each monster needs its own roll, in the order chosen; Bad Stuff strikes as soon as a monster catches its runner.</source>
        <translation>Jedes Monster braucht einen eigenen Wurf, in der gewählten Reihenfolge; Schlimme Dinge treffen, sobald ein Monster den Flüchtenden erwischt.</translation>
    </message>
</context>
<context>
    <name>runaway.helper-rolls.runs-too</name>
    <message>
        <source>The helper runs too, rolling for himself against each monster.</source>
        <translation>Der Helfer läuft auch weg und würfelt selbst gegen jedes Monster.</translation>
    </message>
</context>
<context>
    <name>runaway.modifiers.total</name>
    <message>
        <source>Roll %1 %2 in modifiers = %3.</source>
        <translation>Wurf %1, Modifikatoren %2 = %3.</translation>
    </message>
</context>
<context>
    <name>runaway.ride-sacrifice.escapes</name>
    <message>
        <source>%1 escapes %2 thanks to the sacrificed Ride.</source>
        <translation>%1 entkommt %2 dank des geopferten Reittiers.</translation>
    </message>
</context>
<context>
    <name>runaway.ride-sacrifice.helper-along</name>
    <message>
        <source>The fighter discards a Ride and escapes every monster, taking the helper along.</source>
        <translation>Der Kämpfer legt ein Reittier ab und entkommt allen Monstern; den Helfer nimmt er mit.</translation>
    </message>
</context>
<context>
    <name>runaway.ride-sacrifice.helper-rolls</name>
    <message>
        <source>The fighter discards a Ride and escapes every monster; the helper must roll.</source>
        <translation>Der Kämpfer legt ein Reittier ab und entkommt allen Monstern; der Helfer muss würfeln.</translation>
    </message>
</context>
<context>
    <name>runaway.ride-sacrifice.no-rides</name>
    <message>
        <source>%1 has no Rides to sacrifice: every monster needs its roll.</source>
        <translation>%1 hat kein Reittier zum Opfern: Für jedes Monster muss gewürfelt werden.</translation>
    </message>
</context>
<context>
    <name>runaway.roll.caught</name>
    <message>
        <source>%1 is caught by %2 with %3 (%4 or more escapes).</source>
        <translation>%1 wird mit %3 von %2 erwischt (Entkommen ab %4).</translation>
    </message>
</context>
<context>
    <name>runaway.roll.escapes</name>
    <message>
        <source>%1 escapes %2 with %3 (%4 or more escapes).</source>
        <translation>%1 entkommt %2 mit %3 (Entkommen ab %4).</translation>
    </message>
</context>
<context>
    <name>runaway.runner.fighter</name>
    <message>
        <source>The fighter</source>
        <translation>Der Kämpfer</translation>
    </message>
</context>
<context>
    <name>runaway.runner.helper</name>
    <message>
        <source>The helper</source>
        <translation>Der Helfer</translation>
    </message>
</context>
<context>
    <name>seat.agreement</name>
    <message>
        <source>%1 is recorded when the one helped accepts an offer, not sent alone</source>
        <translation>%1 wird eingetragen, wenn derjenige, dem geholfen wird, ein Angebot annimmt, und nicht einzeln gesendet</translation>
    </message>
</context>
<context>
    <name>seat.names-nobody</name>
    <message>
        <source>%1 names no player; the tablet enters it</source>
        <translation>%1 nennt keinen Spieler; das trägt das Tablet ein</translation>
    </message>
</context>
<context>
    <name>seat.no-actor</name>
    <message>
        <source>%1 has no actor</source>
        <translation>für %1 ist niemand zuständig</translation>
    </message>
</context>
<context>
    <name>seat.no-rolls</name>
    <message>
        <source>%1 has no rolls</source>
        <translation>%1 hat keine Würfe</translation>
    </message>
</context>
<context>
    <name>seat.not-yours</name>
    <message>
        <source>%1 is %2&apos;s to enter, not %3&apos;s</source>
        <translation>%1 ist von %2 einzutragen, nicht von %3</translation>
    </message>
</context>
<context>
    <name>seat.own-rolls</name>
    <message>
        <source>a phone enters only its own seat&apos;s rolls (%1&apos;s); the other side enters theirs</source>
        <translation>ein Handy trägt nur die Würfe seines eigenen Platzes ein (die von %1); die andere Seite trägt ihre selbst ein</translation>
    </message>
</context>
<context>
    <name>seat.rolls-not-in-fight</name>
    <message>
        <source>only the fighter and the helper enter their run-away rolls; %1 is not in the fight</source>
        <translation>nur der Kämpfer und der Helfer tragen ihre Würfe zum Weglaufen ein; %1 ist nicht im Kampf</translation>
    </message>
</context>
<context>
    <name>seat.sacrifice-ride</name>
    <message>
        <source>sacrificing a Ride is the fighter&apos;s to enter</source>
        <translation>das Opfern eines Reittiers trägt der Kämpfer ein</translation>
    </message>
</context>
<context>
    <name>seat.table-kind</name>
    <message>
        <source>%1 is the table&apos;s to enter, on the tablet</source>
        <translation>%1 trägt die Runde am Tablet ein</translation>
    </message>
</context>
<context>
    <name>sell.from-hand.hand-and-table</name>
    <message>
        <source>Items may be sold from the hand as well as from the table.</source>
        <translation>Gegenstände dürfen von der Hand ebenso wie aus dem Spiel verkauft werden.</translation>
    </message>
</context>
<context>
    <name>sell.minimum.too-little-gold</name>
    <message>
        <source>%1 Gold is less than the %2 a level costs.</source>
        <translation>%1 Goldstücke sind weniger als die %2, die eine Stufe kostet.</translation>
    </message>
</context>
<context>
    <name>sell.no-change.gold-lost</name>
    <message>
        <source>%1 Gold is lost: there is no change.</source>
        <translation>%1 Goldstücke verfallen: Es gibt kein Wechselgeld.</translation>
    </message>
</context>
<context>
    <name>sell.not-in-combat.sale-in-combat</name>
    <message>
        <source>Items cannot be sold during a combat.</source>
        <translation>Während eines Kampfes können keine Gegenstände verkauft werden.</translation>
    </message>
</context>
<context>
    <name>sell.not-in-combat.sale-running-away</name>
    <message>
        <source>Items cannot be sold while running away.</source>
        <translation>Beim Weglaufen können keine Gegenstände verkauft werden.</translation>
    </message>
</context>
<context>
    <name>sell.not-in-combat.timing</name>
    <message>
        <source>Items cannot be sold during a combat or while running away.</source>
        <translation>Während eines Kampfes oder beim Weglaufen können keine Gegenstände verkauft werden.</translation>
    </message>
</context>
<context>
    <name>sell.not-winning-level.level-change</name>
    <message>
        <source>Selling Items cannot take a player to the winning level (Level %1).</source>
        <translation>Durch den Verkauf von Gegenständen kann kein Spieler die Siegstufe (Stufe %1) erreichen.</translation>
    </message>
</context>
<context>
    <name>sell.not-winning-level.sale-levels</name>
    <message numerus="yes">
        <source>%1 Gold would buy %2 levels, but selling cannot reach Level %3: at most %n level(s) from Level %4.</source>
        <translation>
            <numerusform>%1 Goldstücke würden %2 Stufen kaufen, aber durch Verkaufen lässt sich Stufe %3 nicht erreichen: höchstens %n Stufe ab Stufe %4.</numerusform>
            <numerusform>%1 Goldstücke würden %2 Stufen kaufen, aber durch Verkaufen lässt sich Stufe %3 nicht erreichen: höchstens %n Stufen ab Stufe %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sell.not-winning-level.sale-one-level</name>
    <message>
        <source>%1 Gold would buy 1 level, but selling cannot reach Level %2: at most 0 levels from Level %3.</source>
        <translation>%1 Goldstücke würden 1 Stufe kaufen, aber durch Verkaufen lässt sich Stufe %2 nicht erreichen: höchstens 0 Stufen ab Stufe %3.</translation>
    </message>
</context>
<context>
    <name>sell.one-shots.house-rule</name>
    <message>
        <source>House rule: one-shots sell for their Gold like Items, which %1&apos;s rulebook leaves open.</source>
        <translation>Hausregel: Einmal-Gegenstände werden wie Gegenstände für ihren Goldwert verkauft; das Regelheft von %1 lässt das offen.</translation>
    </message>
</context>
<context>
    <name>sell.one-shots.rulebook-keeps</name>
    <message>
        <source>%1&apos;s rulebook calls one-shots Treasures, not Items: they add no Gold to a sale (the house rule sellOneShots counts them).</source>
        <translation>Das Regelheft von %1 zählt Einmal-Gegenstände zu den Schätzen, nicht zu den Gegenständen: Sie bringen beim Verkauf kein Gold (die Hausregel sellOneShots zählt sie mit).</translation>
    </message>
</context>
<context>
    <name>sell.one-shots.rulebook-sells</name>
    <message>
        <source>%1&apos;s rulebook counts one-shots as Items: they sell for their Gold like any other.</source>
        <translation>Das Regelheft von %1 zählt Einmal-Gegenstände zu den Gegenständen: Sie werden wie alle anderen für ihren Goldwert verkauft.</translation>
    </message>
</context>
<context>
    <name>sell.own-turn.sale-not-own-turn</name>
    <message>
        <source>Items can be sold for levels only on your own turn.</source>
        <translation>Gegenstände können nur in deinem eigenen Zug für Stufen verkauft werden.</translation>
    </message>
</context>
<context>
    <name>sell.own-turn.timing-not-own-turn</name>
    <message>
        <source>Selling Items for levels is allowed only on your own turn.</source>
        <translation>Gegenstände für Stufen zu verkaufen ist nur in deinem eigenen Zug erlaubt.</translation>
    </message>
</context>
<context>
    <name>sell.rate.gold-buys-levels</name>
    <message numerus="yes">
        <source>%1 Gold buys %n level(s): Level %2 to %3.</source>
        <translation>
            <numerusform>%1 Goldstücke kaufen %n Stufe: von Stufe %2 auf %3.</numerusform>
            <numerusform>%1 Goldstücke kaufen %n Stufen: von Stufe %2 auf %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>static_texts</name>
    <message>
        <source>Arbiter: my seat</source>
        <translation>Arbiter: mein Platz</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>verbindet…</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Pick your seat</source>
        <translation>Wähle deinen Platz</translation>
    </message>
    <message>
        <source>Tap your name. A greyed seat is already taken: the tablet can give it back.</source>
        <translation>Tippe auf deinen Namen. Ein ausgegrauter Platz ist schon vergeben: Das Tablet kann ihn wieder freigeben.</translation>
    </message>
    <message>
        <source>See the game’s report</source>
        <translation>Spielbericht ansehen</translation>
    </message>
    <message>
        <source>Lose a level</source>
        <translation>Eine Stufe verlieren</translation>
    </message>
    <message>
        <source>Go up a level</source>
        <translation>Eine Stufe aufsteigen</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Run away</source>
        <translation>Weglaufen</translation>
    </message>
    <message>
        <source>Enter each die as rolled. Bad Stuff counts only for a monster that catches its runner.</source>
        <translation>Gib jeden Wurf so ein, wie er gefallen ist. Schlimme Dinge zählen nur bei einem Monster, das den Fliehenden erwischt.</translation>
    </message>
    <message>
        <source>Enter the rolls</source>
        <translation>Würfe eintragen</translation>
    </message>
    <message>
        <source>My Items</source>
        <translation>Meine Gegenstände</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Verkaufen</translation>
    </message>
    <message>
        <source>Charity</source>
        <translation>Milde Gabe</translation>
    </message>
    <message>
        <source>Cards in my hand</source>
        <translation>Meine Handkarten</translation>
    </message>
    <message>
        <source>Count my hand</source>
        <translation>Handkarten zählen</translation>
    </message>
    <message>
        <source>Hit a Monster</source>
        <translation>Monster angreifen</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>The biggest fight</source>
        <translation>Der größte Kampf</translation>
    </message>
    <message>
        <source>Towers and Walls lost</source>
        <translation>Verlorene Türme und Mauern</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>table_view</name>
    <message>
        <source>%1 (taken)</source>
        <translation>%1 (vergeben)</translation>
    </message>
    <message>
        <source>%1 win the game!</source>
        <translation>%1 gewinnen das Spiel!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gewinnt das Spiel!</translation>
    </message>
    <message>
        <source>Set-up: place the Monsters</source>
        <translation>Aufbau: Monster aufstellen</translation>
    </message>
    <message>
        <source>Turn %1: %2’s turn · %3</source>
        <translation>Zug %1: %2 ist an der Reihe · %3</translation>
    </message>
    <message>
        <source>Turn %1: %2’s turn</source>
        <translation>Zug %1: %2 ist an der Reihe</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kill(s)</source>
        <translation>
            <numerusform>%n getötet</numerusform>
            <numerusform>%n getötet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Castle card(s)</source>
        <translation>
            <numerusform>%n Burgkarte</numerusform>
            <numerusform>%n Burgkarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Treasure</source>
        <translation>
            <numerusform>%n Schatz</numerusform>
            <numerusform>%n Schätze</numerusform>
        </translation>
    </message>
    <message>
        <source>Strength %1</source>
        <translation>Kampfstärke %1</translation>
    </message>
    <message>
        <source>Gear %1</source>
        <translation>Ausrüstung %1</translation>
    </message>
    <message>
        <source>Equipped: %1</source>
        <translation>Getragen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n Item(s) carried</source>
        <translation>
            <numerusform>%n Gegenstand mitgeführt</numerusform>
            <numerusform>%n Gegenstände mitgeführt</numerusform>
        </translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>fighting</source>
        <translation>kämpft</translation>
    </message>
    <message>
        <source>helping</source>
        <translation>hilft</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
</context>
<context>
    <name>timing.any-time.discard-character-card</name>
    <message>
        <source>Discarding a character card may be done at any time, even in combat.</source>
        <translation>Eine Charakterkarte darf jederzeit abgelegt werden, auch im Kampf.</translation>
    </message>
</context>
<context>
    <name>timing.any-time.one-shot-in-combat</name>
    <message>
        <source>One-shots may be played into any combat, from the hand or the table.</source>
        <translation>Einmal-Gegenstände dürfen in jeden Kampf gespielt werden, von der Hand oder aus dem Spiel.</translation>
    </message>
</context>
<context>
    <name>timing.any-time.play-curse</name>
    <message>
        <source>Playing a Curse may be done at any time, even in combat.</source>
        <translation>Ein Fluch darf jederzeit gespielt werden, auch im Kampf.</translation>
    </message>
</context>
<context>
    <name>timing.any-time.play-go-up-a-level</name>
    <message>
        <source>Playing Go Up a Level may be done at any time, even in combat.</source>
        <translation>„Steige eine Stufe auf“ darf jederzeit gespielt werden, auch im Kampf.</translation>
    </message>
</context>
<context>
    <name>timing.any-time.play-hireling</name>
    <message>
        <source>Playing a Hireling may be done at any time, even in combat.</source>
        <translation>Ein Gefolgsmann darf jederzeit gespielt werden, auch im Kampf.</translation>
    </message>
</context>
<context>
    <name>timing.any-time.play-ride</name>
    <message>
        <source>Playing a Ride may be done at any time, even in combat.</source>
        <translation>Ein Reittier darf jederzeit gespielt werden, auch im Kampf.</translation>
    </message>
</context>
<context>
    <name>timing.just-received.at-once</name>
    <message>
        <source>A card just received may be played at once, even on another player&apos;s turn.</source>
        <translation>Eine gerade erhaltene Karte darf sofort gespielt werden, auch im Zug eines anderen Spielers.</translation>
    </message>
</context>
<context>
    <name>timing.not-in-combat.change-equipped</name>
    <message>
        <source>Changing which Items are equipped is allowed at any time outside combat.</source>
        <translation>Welche Gegenstände getragen werden, darf außerhalb eines Kampfes jederzeit geändert werden.</translation>
    </message>
</context>
<context>
    <name>timing.not-in-combat.just-received</name>
    <message>
        <source>Playing a card just received is allowed at any time outside combat.</source>
        <translation>Eine gerade erhaltene Karte darf außerhalb eines Kampfes jederzeit gespielt werden.</translation>
    </message>
</context>
<context>
    <name>timing.not-in-combat.just-received-during-combat</name>
    <message>
        <source>Playing a card just received is not allowed during a combat.</source>
        <translation>Eine gerade erhaltene Karte darf nicht während eines Kampfes gespielt werden.</translation>
    </message>
</context>
<context>
    <name>timing.not-in-combat.just-received-running-away</name>
    <message>
        <source>Playing a card just received is not allowed while running away.</source>
        <translation>Eine gerade erhaltene Karte darf nicht beim Weglaufen gespielt werden.</translation>
    </message>
</context>
<context>
    <name>timing.not-in-combat.play-item-in-combat</name>
    <message>
        <source>Items cannot be played during a combat; only some one-shots can.</source>
        <translation>Gegenstände dürfen nicht während eines Kampfes gespielt werden; das dürfen nur manche Einmal-Gegenstände.</translation>
    </message>
</context>
<context>
    <name>timing.own-turn.character-card</name>
    <message>
        <source>Playing a new character card is allowed on your own turn.</source>
        <translation>Eine neue Charakterkarte darf in deinem eigenen Zug gespielt werden.</translation>
    </message>
</context>
<context>
    <name>timing.own-turn.character-card-not-own-turn</name>
    <message>
        <source>Playing a new character card is allowed only on your own turn.</source>
        <translation>Eine neue Charakterkarte darf nur in deinem eigenen Zug gespielt werden.</translation>
    </message>
</context>
<context>
    <name>timing.own-turn.one-shot</name>
    <message>
        <source>Playing a one-shot outside combat is allowed on your own turn.</source>
        <translation>Außerhalb eines Kampfes darf ein Einmal-Gegenstand in deinem eigenen Zug gespielt werden.</translation>
    </message>
</context>
<context>
    <name>timing.own-turn.one-shot-not-own-turn</name>
    <message>
        <source>Playing a one-shot outside combat is allowed only on your own turn.</source>
        <translation>Außerhalb eines Kampfes darf ein Einmal-Gegenstand nur in deinem eigenen Zug gespielt werden.</translation>
    </message>
</context>
<context>
    <name>timing.own-turn.play-item</name>
    <message>
        <source>Playing an Item is allowed on your own turn.</source>
        <translation>Ein Gegenstand darf in deinem eigenen Zug gespielt werden.</translation>
    </message>
</context>
<context>
    <name>timing.own-turn.play-item-not-own-turn</name>
    <message>
        <source>Playing an Item is allowed only on your own turn.</source>
        <translation>Ein Gegenstand darf nur in deinem eigenen Zug gespielt werden.</translation>
    </message>
</context>
<context>
    <name>timing.own-turn.sell-items</name>
    <message>
        <source>Selling Items for levels is allowed on your own turn.</source>
        <translation>Gegenstände für Stufen zu verkaufen ist in deinem eigenen Zug erlaubt.</translation>
    </message>
</context>
<context>
    <name>trade.from-table.not-from-hand</name>
    <message>
        <source>Only Items on the table may be traded, never cards from a hand.</source>
        <translation>Nur ausliegende Gegenstände dürfen getauscht werden, niemals Karten von der Hand.</translation>
    </message>
</context>
<context>
    <name>trade.from-table.stays-in-play</name>
    <message>
        <source>Items from the table may be traded; what is received stays in play.</source>
        <translation>Ausliegende Gegenstände dürfen getauscht werden; was man erhält, bleibt im Spiel.</translation>
    </message>
</context>
<context>
    <name>trade.items-only.no-other-cards</name>
    <message>
        <source>Only Items may be traded, no other cards.</source>
        <translation>Nur Gegenstände dürfen getauscht werden, keine anderen Karten.</translation>
    </message>
</context>
<context>
    <name>trade.no-rides.never-traded</name>
    <message>
        <source>A Ride can never be traded away.</source>
        <translation>Ein Reittier darf niemals weggetauscht werden.</translation>
    </message>
</context>
<context>
    <name>trade.not-in-combat.partner</name>
    <message>
        <source>No trading while your trading partner is in combat.</source>
        <translation>Kein Tauschen, solange dein Tauschpartner im Kampf ist.</translation>
    </message>
</context>
<context>
    <name>trade.not-in-combat.trader</name>
    <message>
        <source>No trading while you are in combat.</source>
        <translation>Kein Tauschen, solange du im Kampf bist.</translation>
    </message>
</context>
<context>
    <name>turn_steps</name>
    <message>
        <source>Listen at the Door</source>
        <translation>An der Tür lauschen</translation>
    </message>
    <message>
        <source>Kick Open the Door</source>
        <translation>Tür eintreten</translation>
    </message>
    <message>
        <source>Look for Trouble or Loot the Room</source>
        <translation>Ärger suchen oder Raum plündern</translation>
    </message>
    <message>
        <source>Charity</source>
        <translation>Milde Gabe</translation>
    </message>
    <message>
        <source>Anyone? The kill is final in %1 s unless someone plays a card.</source>
        <translation>Noch jemand? In %1&#xa0;s ist das Monster besiegt, außer jemand spielt eine Karte.</translation>
    </message>
    <message>
        <source>Claim the kill</source>
        <translation>Sieg melden</translation>
    </message>
    <message>
        <source>Wait! Someone plays a card</source>
        <translation>Halt! Jemand spielt eine Karte</translation>
    </message>
    <message>
        <source>A card was played: the claim is off. Claim again when nobody plays.</source>
        <translation>Eine Karte wurde gespielt: Die Meldung gilt nicht. Melde den Sieg erneut, wenn niemand mehr spielt.</translation>
    </message>
    <message>
        <source>Resolve: run away</source>
        <translation>Weiter: Weglaufen</translation>
    </message>
    <message>
        <source>Next phase: %1</source>
        <translation>Nächste Phase: %1</translation>
    </message>
    <message>
        <source>End my turn</source>
        <translation>Meinen Zug beenden</translation>
    </message>
    <message>
        <source>No Bad Stuff</source>
        <translation>Keine Schlimmen Dinge</translation>
    </message>
    <message>
        <source>My Bad Stuff</source>
        <translation>Meine Schlimmen Dinge</translation>
    </message>
    <message>
        <source>Levels lost</source>
        <translation>Verlorene Stufen</translation>
    </message>
    <message>
        <source>It kills me</source>
        <translation>Ich sterbe daran</translation>
    </message>
    <message>
        <source>Enter my Bad Stuff</source>
        <translation>Schlimme Dinge eintragen</translation>
    </message>
    <message>
        <source>I die</source>
        <translation>Ich sterbe</translation>
    </message>
    <message>
        <source>Cards in my hand</source>
        <translation>Meine Handkarten</translation>
    </message>
    <message>
        <source>Loot my body</source>
        <translation>Meine Leiche plündern</translation>
    </message>
    <message>
        <source>The others take one card each, highest Level first. Enter a die only for a tie the referee asks about.</source>
        <translation>Die anderen nehmen sich je eine Karte, höchste Stufe zuerst. Gib einen Wurf nur für ein Stechen ein, nach dem der Schiedsrichter fragt.</translation>
    </message>
    <message>
        <source>Let them loot my body</source>
        <translation>Meine Leiche plündern lassen</translation>
    </message>
    <message>
        <source>I lose %1</source>
        <translation>Ich verliere %1</translation>
    </message>
    <message>
        <source>%1’s roll for a tie</source>
        <translation>Wurf von %1 fürs Stechen</translation>
    </message>
    <message>
        <source>no roll</source>
        <translation>kein Wurf</translation>
    </message>
</context>
</TS>
