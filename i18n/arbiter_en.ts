<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ActionWords</name>
    <message numerus="yes">
        <source>%n level(s)</source>
        <extracomment>One of the things Bad Stuff takes, in a list with the Items: "loses 2 levels and Horny Helmet".</extracomment>
        <translation><numerusform>%n level</numerusform><numerusform>%n levels</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (Go Up a Level, which may give the win).</source>
        <translation><numerusform>%1 goes up %n level (Go Up a Level, which may give the win).</numerusform><numerusform>%1 goes up %n levels (Go Up a Level, which may give the win).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (Go Up a Level).</source>
        <translation><numerusform>%1 goes up %n level (Go Up a Level).</numerusform><numerusform>%1 goes up %n levels (Go Up a Level).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (selling, which may give the win).</source>
        <translation><numerusform>%1 goes up %n level (selling, which may give the win).</numerusform><numerusform>%1 goes up %n levels (selling, which may give the win).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (selling).</source>
        <translation><numerusform>%1 goes up %n level (selling).</numerusform><numerusform>%1 goes up %n levels (selling).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (a kill, which may give the win).</source>
        <translation><numerusform>%1 goes up %n level (a kill, which may give the win).</numerusform><numerusform>%1 goes up %n levels (a kill, which may give the win).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (a kill).</source>
        <translation><numerusform>%1 goes up %n level (a kill).</numerusform><numerusform>%1 goes up %n levels (a kill).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (the last non-Cultist, which may give the win).</source>
        <translation><numerusform>%1 goes up %n level (the last non-Cultist, which may give the win).</numerusform><numerusform>%1 goes up %n levels (the last non-Cultist, which may give the win).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (the last non-Cultist).</source>
        <translation><numerusform>%1 goes up %n level (the last non-Cultist).</numerusform><numerusform>%1 goes up %n levels (the last non-Cultist).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (a card, which may give the win).</source>
        <translation><numerusform>%1 goes up %n level (a card, which may give the win).</numerusform><numerusform>%1 goes up %n levels (a card, which may give the win).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes up %n level(s) (a card).</source>
        <translation><numerusform>%1 goes up %n level (a card).</numerusform><numerusform>%1 goes up %n levels (a card).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (Go Up a Level, which may give the win).</source>
        <translation><numerusform>%1 goes down %n level (Go Up a Level, which may give the win).</numerusform><numerusform>%1 goes down %n levels (Go Up a Level, which may give the win).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (Go Up a Level).</source>
        <translation><numerusform>%1 goes down %n level (Go Up a Level).</numerusform><numerusform>%1 goes down %n levels (Go Up a Level).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (selling, which may give the win).</source>
        <translation><numerusform>%1 goes down %n level (selling, which may give the win).</numerusform><numerusform>%1 goes down %n levels (selling, which may give the win).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (selling).</source>
        <translation><numerusform>%1 goes down %n level (selling).</numerusform><numerusform>%1 goes down %n levels (selling).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (a kill, which may give the win).</source>
        <translation><numerusform>%1 goes down %n level (a kill, which may give the win).</numerusform><numerusform>%1 goes down %n levels (a kill, which may give the win).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (a kill).</source>
        <translation><numerusform>%1 goes down %n level (a kill).</numerusform><numerusform>%1 goes down %n levels (a kill).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (the last non-Cultist, which may give the win).</source>
        <translation><numerusform>%1 goes down %n level (the last non-Cultist, which may give the win).</numerusform><numerusform>%1 goes down %n levels (the last non-Cultist, which may give the win).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (the last non-Cultist).</source>
        <translation><numerusform>%1 goes down %n level (the last non-Cultist).</numerusform><numerusform>%1 goes down %n levels (the last non-Cultist).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (a card, which may give the win).</source>
        <translation><numerusform>%1 goes down %n level (a card, which may give the win).</numerusform><numerusform>%1 goes down %n levels (a card, which may give the win).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 goes down %n level(s) (a card).</source>
        <translation><numerusform>%1 goes down %n level (a card).</numerusform><numerusform>%1 goes down %n levels (a card).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand (limit %2).</source>
        <translation><numerusform>Charity: %1 has %n card in hand (limit %2).</numerusform><numerusform>Charity: %1 has %n cards in hand (limit %2).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand.</source>
        <translation><numerusform>Charity: %1 has %n card in hand.</numerusform><numerusform>Charity: %1 has %n cards in hand.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand (limit %2); %3 gets the bigger share.</source>
        <translation><numerusform>Charity: %1 has %n card in hand (limit %2); %3 gets the bigger share.</numerusform><numerusform>Charity: %1 has %n cards in hand (limit %2); %3 gets the bigger share.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand (limit %2); %3 get the bigger share.</source>
        <translation><numerusform>Charity: %1 has %n card in hand (limit %2); %3 get the bigger share.</numerusform><numerusform>Charity: %1 has %n cards in hand (limit %2); %3 get the bigger share.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand; %2 gets the bigger share.</source>
        <translation><numerusform>Charity: %1 has %n card in hand; %2 gets the bigger share.</numerusform><numerusform>Charity: %1 has %n cards in hand; %2 gets the bigger share.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Charity: %1 has %n card(s) in hand; %2 get the bigger share.</source>
        <translation><numerusform>Charity: %1 has %n card in hand; %2 get the bigger share.</numerusform><numerusform>Charity: %1 has %n cards in hand; %2 get the bigger share.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %3 Treasure(s)) is played on %4.</source>
        <translation><numerusform>%1 (%2, %3 Treasure) is played on %4.</numerusform><numerusform>%1 (%2, %3 Treasures) is played on %4.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1's body is looted (%n card(s) in hand).</source>
        <translation><numerusform>%1's body is looted (%n card in hand).</numerusform><numerusform>%1's body is looted (%n cards in hand).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1's body is looted (%n card(s) in hand; ties: %2).</source>
        <translation><numerusform>%1's body is looted (%n card in hand; ties: %2).</numerusform><numerusform>%1's body is looted (%n cards in hand; ties: %2).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %n card(s) and draws up to a full hand.</source>
        <translation><numerusform>%1 discards %n card and draws up to a full hand.</numerusform><numerusform>%1 discards %n cards and draws up to a full hand.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %n card(s) and draws up to a full hand (%2).</source>
        <extracomment>%2 is what the Characters and cards change about the draw, between semicolons.</extracomment>
        <translation><numerusform>%1 discards %n card and draws up to a full hand (%2).</numerusform><numerusform>%1 discards %n cards and draws up to a full hand (%2).</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n Castle card(s)</source>
        <translation><numerusform>%n Castle card</numerusform><numerusform>%n Castle cards</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n Treasure card(s)</source>
        <translation><numerusform>%n Treasure card</numerusform><numerusform>%n Treasure cards</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n Monster(s)</source>
        <translation><numerusform>%n Monster</numerusform><numerusform>%n Monsters</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n Tower(s)</source>
        <translation><numerusform>%n Tower</numerusform><numerusform>%n Towers</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n Wall(s)</source>
        <translation><numerusform>%n Wall</numerusform><numerusform>%n Walls</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n Fortify token(s)</source>
        <translation><numerusform>%n Fortify token</numerusform><numerusform>%n Fortify tokens</numerusform></translation>
    </message>
</context>
<context>
    <name>AppToolBar</name>
    <message numerus="yes">
        <source>%n phone(s) connected</source>
        <translation><numerusform>%n phone connected</numerusform><numerusform>%n phones connected</numerusform></translation>
    </message>
</context>
<context>
    <name>CardsPage</name>
    <message numerus="yes">
        <source>%1 · played %n time(s)</source>
        <translation><numerusform>%1 · played %n time</numerusform><numerusform>%1 · played %n times</numerusform></translation>
    </message>
</context>
<context>
    <name>CombatPage</name>
    <message numerus="yes">
        <source>%n Treasure(s)</source>
        <translation><numerusform>%n Treasure</numerusform><numerusform>%n Treasures</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation><numerusform>%n level</numerusform><numerusform>%n levels</numerusform></translation>
    </message>
</context>
<context>
    <name>DbErrors</name>
    <message numerus="yes">
        <source>%n later action(s) follow it and were not replayed.</source>
        <translation><numerusform>%n later action follow it and were not replayed.</numerusform><numerusform>%n later actions follow it and were not replayed.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Game %1 in %2 is damaged: %3 (%n more problem(s): `arbiter-cli log verify` lists them)</source>
        <translation><numerusform>Game %1 in %2 is damaged: %3 (%n more problem: `arbiter-cli log verify` lists them)</numerusform><numerusform>Game %1 in %2 is damaged: %3 (%n more problems: `arbiter-cli log verify` lists them)</numerusform></translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation><numerusform>%n action</numerusform><numerusform>%n actions</numerusform></translation>
    </message>
</context>
<context>
    <name>HomeGameRow</name>
    <message numerus="yes">
        <source>%1 · %n player(s)</source>
        <translation><numerusform>%1 · %n player</numerusform><numerusform>%1 · %n players</numerusform></translation>
    </message>
</context>
<context>
    <name>PanicHitDialog</name>
    <message numerus="yes">
        <source>Trophy of %n point(s)</source>
        <translation><numerusform>Trophy of %n point</numerusform><numerusform>Trophy of %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n Treasure card(s)</source>
        <translation><numerusform>%n Treasure card</numerusform><numerusform>%n Treasure cards</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <comment>Treasure cards a helper gets</comment>
        <translation><numerusform>%n more</numerusform><numerusform>%n more</numerusform></translation>
    </message>
</context>
<context>
    <name>PanicScore</name>
    <message numerus="yes">
        <source>In the lead: %1 with %n point(s)</source>
        <translation><numerusform>In the lead: %1 with %n point</numerusform><numerusform>In the lead: %1 with %n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 (%n kill(s))</source>
        <translation><numerusform>%1 %2 (%n kill)</numerusform><numerusform>%1 %2 (%n kills)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n Tower(s) standing</source>
        <translation><numerusform>%n Tower standing</numerusform><numerusform>%n Towers standing</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n Monster(s) in the bag</source>
        <translation><numerusform>%n Monster in the bag</numerusform><numerusform>%n Monsters in the bag</numerusform></translation>
    </message>
</context>
<context>
    <name>PanicSeatCard</name>
    <message numerus="yes">
        <source>%n kill(s)</source>
        <translation><numerusform>%n kill</numerusform><numerusform>%n kills</numerusform></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>%1: Trophy %2 (%n point(s))</source>
        <translation><numerusform>%1: Trophy %2 (%n point)</numerusform><numerusform>%1: Trophy %2 (%n points)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n more Monster(s) to place this turn</source>
        <translation><numerusform>%n more Monster to place this turn</numerusform><numerusform>%n more Monsters to place this turn</numerusform></translation>
    </message>
</context>
<context>
    <name>ReportWords</name>
    <message numerus="yes">
        <source>%1 won on turn %2, reaching the winning Level %3 by killing a Monster.</source>
        <translation><numerusform>%1 won on turn %2, reaching the winning Level %3 by killing a Monster.</numerusform><numerusform>%1 won on turn %2, reaching the winning Level %3 by killing a Monster.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1 won on turn %2, reaching the winning Level %3 by a card or a correction.</source>
        <translation><numerusform>%1 won on turn %2, reaching the winning Level %3 by a card or a correction.</numerusform><numerusform>%1 won on turn %2, reaching the winning Level %3 by a card or a correction.</numerusform></translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message numerus="yes">
        <source>%n rule(s)</source>
        <translation><numerusform>%n rule</numerusform><numerusform>%n rules</numerusform></translation>
    </message>
</context>
<context>
    <name>arbiter::app::CardLibraryModel</name>
    <message numerus="yes">
        <source>Imported %n card(s).</source>
        <translation><numerusform>Imported %n card.</numerusform><numerusform>Imported %n cards.</numerusform></translation>
    </message>
</context>
<context>
    <name>badstuff.items.runner-loses-count</name>
    <message numerus="yes">
        <source>%1 loses %n Item(s).</source>
        <translation><numerusform>%1 loses %n Item.</numerusform><numerusform>%1 loses %n Items.</numerusform></translation>
    </message>
</context>
<context>
    <name>badstuff.levels.loses</name>
    <message numerus="yes">
        <source>%1 loses %n level(s), down to Level %2.</source>
        <translation><numerusform>%1 loses %n level, down to Level %2.</numerusform><numerusform>%1 loses %n levels, down to Level %2.</numerusform></translation>
    </message>
</context>
<context>
    <name>badstuff.levels.runner-loses</name>
    <message numerus="yes">
        <source>%1 loses %n level(s): Level %2 to %3.</source>
        <translation><numerusform>%1 loses %n level: Level %2 to %3.</numerusform><numerusform>%1 loses %n levels: Level %2 to %3.</numerusform></translation>
    </message>
</context>
<context>
    <name>badstuff.levels.runner-loses-floor</name>
    <message numerus="yes">
        <source>%1 loses %n level(s): Level %2 to %3 (never below 1).</source>
        <translation><numerusform>%1 loses %n level: Level %2 to %3 (never below 1).</numerusform><numerusform>%1 loses %n levels: Level %2 to %3 (never below 1).</numerusform></translation>
    </message>
</context>
<context>
    <name>charity.even-split.bigger-share</name>
    <message numerus="yes">
        <source>The bigger share must go to exactly %n different player(s) among those tied for lowest.</source>
        <translation><numerusform>The bigger share must go to exactly %n different player among those tied for lowest.</numerusform><numerusform>The bigger share must go to exactly %n different players among those tied for lowest.</numerusform></translation>
    </message>
</context>
<context>
    <name>charity.giver-lowest-discards.discards</name>
    <message numerus="yes">
        <source>%1 is the lowest Level (or tied for it), so the %n card(s) must be discarded.</source>
        <translation><numerusform>%1 is the lowest Level (or tied for it), so the %n card must be discarded.</numerusform><numerusform>%1 is the lowest Level (or tied for it), so the %n cards must be discarded.</numerusform></translation>
    </message>
</context>
<context>
    <name>charity.lowest-level.gives</name>
    <message numerus="yes">
        <source>%1 gives %2 %n card(s).</source>
        <translation><numerusform>%1 gives %2 %n card.</numerusform><numerusform>%1 gives %2 %n cards.</numerusform></translation>
    </message>
</context>
<context>
    <name>charity.lowest-level.recipients</name>
    <message numerus="yes">
        <source>The excess goes to the lowest-Level living player(s) (Level %1): %2.</source>
        <translation><numerusform>The excess goes to the lowest-Level living player (Level %1): %2.</numerusform><numerusform>The excess goes to the lowest-Level living players (Level %1): %2.</numerusform></translation>
    </message>
</context>
<context>
    <name>combat.elf-helper-levels.gains</name>
    <message numerus="yes">
        <source>The helper is an %1 and gains %n level(s).</source>
        <translation><numerusform>The helper is an %1 and gains %n level.</numerusform><numerusform>The helper is an %1 and gains %n levels.</numerusform></translation>
    </message>
</context>
<context>
    <name>combat.enhancers.total</name>
    <message numerus="yes">
        <source>Enhancers on %1 add up to %2 strength and %3 Treasure(s).</source>
        <translation><numerusform>Enhancers on %1 add up to %2 strength and %3 Treasure.</numerusform><numerusform>Enhancers on %1 add up to %2 strength and %3 Treasures.</numerusform></translation>
    </message>
</context>
<context>
    <name>combat.monster-strength.combined</name>
    <message numerus="yes">
        <source>The players face the combined strength of %n monster(s).</source>
        <translation><numerusform>The players face the combined strength of %n monster.</numerusform><numerusform>The players face the combined strength of %n monsters.</numerusform></translation>
    </message>
</context>
<context>
    <name>combat.one-helper.extra-helpers</name>
    <message numerus="yes">
        <source>Only one player may help; the fight does not count %n extra helper(s).</source>
        <translation><numerusform>Only one player may help; the fight does not count %n extra helper.</numerusform><numerusform>Only one player may help; the fight does not count %n extra helpers.</numerusform></translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear-rides</name>
    <message numerus="yes">
        <source>%1: Level %2, gear %3, Ride(s) %4 = %5.</source>
        <translation><numerusform>%1: Level %2, gear %3, Ride %4 = %5.</numerusform><numerusform>%1: Level %2, gear %3, Rides %4 = %5.</numerusform></translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear-rides-abilities</name>
    <message numerus="yes">
        <source>%1: Level %2, gear %3, Ride(s) %4, abilities %5 = %6.</source>
        <translation><numerusform>%1: Level %2, gear %3, Ride %4, abilities %5 = %6.</numerusform><numerusform>%1: Level %2, gear %3, Rides %4, abilities %5 = %6.</numerusform></translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear-rides-abilities-road-trip</name>
    <message numerus="yes">
        <source>%1: Level %2, gear %3, Ride(s) %4, abilities %5, Road Trip %6 = %7.</source>
        <translation><numerusform>%1: Level %2, gear %3, Ride %4, abilities %5, Road Trip %6 = %7.</numerusform><numerusform>%1: Level %2, gear %3, Rides %4, abilities %5, Road Trip %6 = %7.</numerusform></translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-gear-rides-road-trip</name>
    <message numerus="yes">
        <source>%1: Level %2, gear %3, Ride(s) %4, Road Trip %5 = %6.</source>
        <translation><numerusform>%1: Level %2, gear %3, Ride %4, Road Trip %5 = %6.</numerusform><numerusform>%1: Level %2, gear %3, Rides %4, Road Trip %5 = %6.</numerusform></translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-rides</name>
    <message numerus="yes">
        <source>%1: Level %2, Ride(s) %3 = %4.</source>
        <translation><numerusform>%1: Level %2, Ride %3 = %4.</numerusform><numerusform>%1: Level %2, Rides %3 = %4.</numerusform></translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-rides-abilities</name>
    <message numerus="yes">
        <source>%1: Level %2, Ride(s) %3, abilities %4 = %5.</source>
        <translation><numerusform>%1: Level %2, Ride %3, abilities %4 = %5.</numerusform><numerusform>%1: Level %2, Rides %3, abilities %4 = %5.</numerusform></translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-rides-abilities-road-trip</name>
    <message numerus="yes">
        <source>%1: Level %2, Ride(s) %3, abilities %4, Road Trip %5 = %6.</source>
        <translation><numerusform>%1: Level %2, Ride %3, abilities %4, Road Trip %5 = %6.</numerusform><numerusform>%1: Level %2, Rides %3, abilities %4, Road Trip %5 = %6.</numerusform></translation>
    </message>
</context>
<context>
    <name>combat.player-strength.combatant-rides-road-trip</name>
    <message numerus="yes">
        <source>%1: Level %2, Ride(s) %3, Road Trip %4 = %5.</source>
        <translation><numerusform>%1: Level %2, Ride %3, Road Trip %4 = %5.</numerusform><numerusform>%1: Level %2, Rides %3, Road Trip %4 = %5.</numerusform></translation>
    </message>
</context>
<context>
    <name>combat.rewards-levels.monsters</name>
    <message numerus="yes">
        <source>The fighter gains %n level(s) for %1 monsters killed.</source>
        <translation><numerusform>The fighter gains %n level for %1 monsters killed.</numerusform><numerusform>The fighter gains %n levels for %1 monsters killed.</numerusform></translation>
    </message>
</context>
<context>
    <name>combat.rewards-levels.one-monster</name>
    <message numerus="yes">
        <source>The fighter gains %n level(s) for 1 monster killed.</source>
        <translation><numerusform>The fighter gains %n level for 1 monster killed.</numerusform><numerusform>The fighter gains %n levels for 1 monster killed.</numerusform></translation>
    </message>
</context>
<context>
    <name>combat.rewards-treasures.draws</name>
    <message numerus="yes">
        <source>The fighter draws %n Treasure(s), Enhancers included.</source>
        <translation><numerusform>The fighter draws %n Treasure, Enhancers included.</numerusform><numerusform>The fighter draws %n Treasures, Enhancers included.</numerusform></translation>
    </message>
</context>
<context>
    <name>death.loot-one-each.discarded</name>
    <message numerus="yes">
        <source>Each living player takes one card; %n card(s) left over must be discarded.</source>
        <translation><numerusform>Each living player takes one card; %n card left over must be discarded.</numerusform><numerusform>Each living player takes one card; %n cards left over must be discarded.</numerusform></translation>
    </message>
</context>
<context>
    <name>equip.one-ride.combatant-rides</name>
    <message numerus="yes">
        <source>%1 rides %n Ride(s), but %2 allows %3 at a time.</source>
        <translation><numerusform>%1 rides %n Ride, but %2 allows %3 at a time.</numerusform><numerusform>%1 rides %n Rides, but %2 allows %3 at a time.</numerusform></translation>
    </message>
</context>
<context>
    <name>equip.one-ride.too-many</name>
    <message numerus="yes">
        <source>Only %n Ride(s) may be in play, not %1.</source>
        <translation><numerusform>Only %n Ride may be in play, not %1.</numerusform><numerusform>Only %n Rides may be in play, not %1.</numerusform></translation>
    </message>
</context>
<context>
    <name>fight</name>
    <message numerus="yes">
        <source>%n level(s)</source>
        <translation><numerusform>%n level</numerusform><numerusform>%n levels</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n Treasure(s)</source>
        <translation><numerusform>%n Treasure</numerusform><numerusform>%n Treasures</numerusform></translation>
    </message>
</context>
<context>
    <name>mine</name>
    <message numerus="yes">
        <source>Sell %n for %1 Gold</source>
        <translation><numerusform>Sell %n for %1 Gold</numerusform><numerusform>Sell %n for %1 Gold</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.addition-error.points</name>
    <message numerus="yes">
        <source>%1 has %n Convenient Addition Error(s): +%n Trophy point(s).</source>
        <translation><numerusform>%1 has %n Convenient Addition Error: +%n Trophy point.</numerusform><numerusform>%1 has %n Convenient Addition Errors: +%n Trophy points.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.body-count.tie-on-points</name>
    <message numerus="yes">
        <source>A tie at %n point(s) goes to the most Monsters slain.</source>
        <translation><numerusform>A tie at %n point goes to the most Monsters slain.</numerusform><numerusform>A tie at %n points goes to the most Monsters slain.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.charity-giver-lowest.discards</name>
    <message numerus="yes">
        <source>%1 has the fewest Trophy points (%2) and discards the %n card(s).</source>
        <translation><numerusform>%1 has the fewest Trophy points (%2) and discards the %n card.</numerusform><numerusform>%1 has the fewest Trophy points (%2) and discards the %n cards.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.charity-limit.players</name>
    <message numerus="yes">
        <source>With %n player(s) a hand may keep %1 Treasure cards in phase 2.</source>
        <translation><numerusform>With %n player a hand may keep %1 Treasure cards in phase 2.</numerusform><numerusform>With %n players a hand may keep %1 Treasure cards in phase 2.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.charity-split.each-odd</name>
    <message numerus="yes">
        <source>The %1 cards are split as evenly as possible: %2 each, and the giver gives %n odd card(s) to different ones of %3.</source>
        <translation><numerusform>The %1 cards are split as evenly as possible: %2 each, and the giver gives %n odd card to different ones of %3.</numerusform><numerusform>The %1 cards are split as evenly as possible: %2 each, and the giver gives %n odd cards to different ones of %3.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.charity-split.each-picked-odd</name>
    <message numerus="yes">
        <source>The %1 cards are split as evenly as possible: %2 each, with an odd card to %3, and the giver gives %n odd card(s) to different ones of %4.</source>
        <translation><numerusform>The %1 cards are split as evenly as possible: %2 each, with an odd card to %3, and the giver gives %n odd card to different ones of %4.</numerusform><numerusform>The %1 cards are split as evenly as possible: %2 each, with an odd card to %3, and the giver gives %n odd cards to different ones of %4.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.charity-split.few-cards</name>
    <message numerus="yes">
        <source>The %1 cards are split as evenly as possible between %2 players, and the giver gives %n odd card(s) to different ones of %3.</source>
        <translation><numerusform>The %1 cards are split as evenly as possible between %2 players, and the giver gives %n odd card to different ones of %3.</numerusform><numerusform>The %1 cards are split as evenly as possible between %2 players, and the giver gives %n odd cards to different ones of %3.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.charity-split.few-picked-odd</name>
    <message numerus="yes">
        <source>The %1 cards are split as evenly as possible between %2 players, with an odd card to %3, and the giver gives %n odd card(s) to different ones of %4.</source>
        <translation><numerusform>The %1 cards are split as evenly as possible between %2 players, with an odd card to %3, and the giver gives %n odd card to different ones of %4.</numerusform><numerusform>The %1 cards are split as evenly as possible between %2 players, with an odd card to %3, and the giver gives %n odd cards to different ones of %4.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.charity-split.name-each</name>
    <message numerus="yes">
        <source>The split is uneven: name who gets each of the %n odd card(s) left (%1).</source>
        <translation><numerusform>The split is uneven: name who gets each of the %n odd card left (%1).</numerusform><numerusform>The split is uneven: name who gets each of the %n odd cards left (%1).</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.cleric-draw.counted</name>
    <message numerus="yes">
        <source>The Cleric may keep 1 of the 3 bottom Castle discards, counted as 1 of %n card(s) drawn up, leaving %1 to draw from the deck.</source>
        <translation><numerusform>The Cleric may keep 1 of the 3 bottom Castle discards, counted as 1 of %n card drawn up, leaving %1 to draw from the deck.</numerusform><numerusform>The Cleric may keep 1 of the 3 bottom Castle discards, counted as 1 of %n cards drawn up, leaving %1 to draw from the deck.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.curse-all-clockwise.moved</name>
    <message numerus="yes">
        <source>%n Monster(s) moved one arc clockwise without changing ring.</source>
        <translation><numerusform>%n Monster moved one arc clockwise without changing ring.</numerusform><numerusform>%n Monsters moved one arc clockwise without changing ring.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.curse-huge-rock.squishes</name>
    <message numerus="yes">
        <source>The Huge Rock squishes %n Monster(s) (%1): discarded with no Trophy and no Treasure.</source>
        <translation><numerusform>The Huge Rock squishes %n Monster (%1): discarded with no Trophy and no Treasure.</numerusform><numerusform>The Huge Rock squishes %n Monsters (%1): discarded with no Trophy and no Treasure.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.discard-draw.draw-up</name>
    <message numerus="yes">
        <source>Keeping %1 of %2 Castle cards, the hand draws %n card(s) up to %3.</source>
        <translation><numerusform>Keeping %1 of %2 Castle cards, the hand draws %n card up to %3.</numerusform><numerusform>Keeping %1 of %2 Castle cards, the hand draws %n cards up to %3.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.end-more-munchkin.castle-down</name>
    <message numerus="yes">
        <source>With 0 Towers and %n Monster(s) left the game is over: the most Trophy points wins.</source>
        <translation><numerusform>With 0 Towers and %n Monster left the game is over: the most Trophy points wins.</numerusform><numerusform>With 0 Towers and %n Monsters left the game is over: the most Trophy points wins.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.end-more-munchkin.monsters-gone</name>
    <message numerus="yes">
        <source>With %n Tower(s) and 0 Monsters left the game is over: the most Trophy points wins.</source>
        <translation><numerusform>With %n Tower and 0 Monsters left the game is over: the most Trophy points wins.</numerusform><numerusform>With %n Towers and 0 Monsters left the game is over: the most Trophy points wins.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.end-standard.players-win</name>
    <message numerus="yes">
        <source>Every Monster is gone with %n Tower(s) standing: the players win.</source>
        <translation><numerusform>Every Monster is gone with %n Tower standing: the players win.</numerusform><numerusform>Every Monster is gone with %n Towers standing: the players win.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.end.goes-on</name>
    <message numerus="yes">
        <source>The game goes on: %1 of 6 Towers and %n Monster(s) are left.</source>
        <translation><numerusform>The game goes on: %1 of 6 Towers and %n Monster are left.</numerusform><numerusform>The game goes on: %1 of 6 Towers and %n Monsters are left.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.end.master-munchkin</name>
    <message numerus="yes">
        <source>%1 is the Master Munchkin with %n point(s).</source>
        <translation><numerusform>%1 is the Master Munchkin with %n point.</numerusform><numerusform>%1 is the Master Munchkin with %n points.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.fortify.group</name>
    <message numerus="yes">
        <source>%n Monster(s) hit the fortified Wall of arc %1 at once: the Fortify token is removed, the Wall stands and they all stay in the Swordsman ring.</source>
        <translation><numerusform>%n Monster hit the fortified Wall of arc %1 at once: the Fortify token is removed, the Wall stands and they all stay in the Swordsman ring.</numerusform><numerusform>%n Monsters hit the fortified Wall of arc %1 at once: the Fortify token is removed, the Wall stands and they all stay in the Swordsman ring.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.halfling-treasure-points.adds</name>
    <message numerus="yes">
        <source>The Halfling %1 adds %n point(s) for the Treasure cards in hand.</source>
        <translation><numerusform>The Halfling %1 adds %n point for the Treasure cards in hand.</numerusform><numerusform>The Halfling %1 adds %n points for the Treasure cards in hand.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.hand-size.players</name>
    <message numerus="yes">
        <source>With %n player(s) the hand is %1 Castle cards.</source>
        <translation><numerusform>With %n player the hand is %1 Castle cards.</numerusform><numerusform>With %n players the hand is %1 Castle cards.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.hit-trophy.slain</name>
    <message numerus="yes">
        <source>%1 is slain: a Trophy worth %2 points, and %n Treasure card(s) for its %n gold dot(s).</source>
        <translation><numerusform>%1 is slain: a Trophy worth %2 points, and %n Treasure card for its %n gold dot.</numerusform><numerusform>%1 is slain: a Trophy worth %2 points, and %n Treasure cards for its %n gold dots.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.hit-weapon-per-card.less-panic</name>
    <message numerus="yes">
        <source>less-panic:weapons lets %1 carry %n Weapon(s).</source>
        <translation><numerusform>less-panic:weapons lets %1 carry %n Weapon.</numerusform><numerusform>less-panic:weapons lets %1 carry %n Weapons.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.hit-weapon-per-card.too-many</name>
    <message numerus="yes">
        <source>%1 carries %n Weapon(s), but a Hit card takes only 1.</source>
        <translation><numerusform>%1 carries %n Weapon, but a Hit card takes only 1.</numerusform><numerusform>%1 carries %n Weapons, but a Hit card takes only 1.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.keep-drawing.curses-left</name>
    <message numerus="yes">
        <source>Only %1 of the %2 Monsters of this turn are placed, and the Monster bag still holds %n token(s), all Curses: draw and resolve them (panic-draw-curse) before the turn ends.</source>
        <translation><numerusform>Only %1 of the %2 Monsters of this turn are placed, and the Monster bag still holds %n token, all Curses: draw and resolve them (panic-draw-curse) before the turn ends.</numerusform><numerusform>Only %1 of the %2 Monsters of this turn are placed, and the Monster bag still holds %n tokens, all Curses: draw and resolve them (panic-draw-curse) before the turn ends.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.mode-solitaire.alone</name>
    <message numerus="yes">
        <source>Solitaire is played alone, not by %n player(s).</source>
        <translation><numerusform>Solitaire is played alone, not by %n player.</numerusform><numerusform>Solitaire is played alone, not by %n players.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.mode-solitaire.discards</name>
    <message numerus="yes">
        <source>Alone at the table, %1 discards the %n card(s) over the limit.</source>
        <translation><numerusform>Alone at the table, %1 discards the %n card over the limit.</numerusform><numerusform>Alone at the table, %1 discards the %n cards over the limit.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.monsters-placed.players</name>
    <message numerus="yes">
        <source>With %n player(s) %1 Monsters are placed each turn.</source>
        <translation><numerusform>With %n player %1 Monsters are placed each turn.</numerusform><numerusform>With %n players %1 Monsters are placed each turn.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.move-castle-clockwise.moved</name>
    <message numerus="yes">
        <source>%n Monster(s) in the Castle ring moved one space clockwise.</source>
        <translation><numerusform>%n Monster in the Castle ring moved one space clockwise.</numerusform><numerusform>%n Monsters in the Castle ring moved one space clockwise.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.move-inward.moved</name>
    <message numerus="yes">
        <source>%n Monster(s) moved one ring closer to the Castle.</source>
        <translation><numerusform>%n Monster moved one ring closer to the Castle.</numerusform><numerusform>%n Monsters moved one ring closer to the Castle.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.one-deal.helper-cards</name>
    <message numerus="yes">
        <source>A deal is for 1 card, but the helper plays %n card(s) in this attack (Hit cards and Weapons together).</source>
        <translation><numerusform>A deal is for 1 card, but the helper plays %n card in this attack (Hit cards and Weapons together).</numerusform><numerusform>A deal is for 1 card, but the helper plays %n cards in this attack (Hit cards and Weapons together).</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.one-deal.no-partner</name>
    <message numerus="yes">
        <source>With %n player(s) there is no other player to deal with.</source>
        <translation><numerusform>With %n player there is no other player to deal with.</numerusform><numerusform>With %n players there is no other player to deal with.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.starting-treasure.none</name>
    <message numerus="yes">
        <source>With %n player(s) each starts with 0 Treasure cards.</source>
        <translation><numerusform>With %n player each starts with 0 Treasure cards.</numerusform><numerusform>With %n players each starts with 0 Treasure cards.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.starting-treasure.one</name>
    <message numerus="yes">
        <source>With %n player(s) each starts with 1 Treasure card.</source>
        <translation><numerusform>With %n player each starts with 1 Treasure card.</numerusform><numerusform>With %n players each starts with 1 Treasure card.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.structure-choice.nothing-to-choose</name>
    <message numerus="yes">
        <source>None of the %n Monster(s) hitting %1 can take damage from it, so there is nothing to choose.</source>
        <translation><numerusform>None of the %n Monster hitting %1 can take damage from it, so there is nothing to choose.</numerusform><numerusform>None of the %n Monsters hitting %1 can take damage from it, so there is nothing to choose.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.structure-choice.pending</name>
    <message numerus="yes">
        <source>%1 is hit by %n Monster(s) at once (%2): the players must choose which one takes the damage.</source>
        <translation><numerusform>%1 is hit by %n Monster at once (%2): the players must choose which one takes the damage.</numerusform><numerusform>%1 is hit by %n Monsters at once (%2): the players must choose which one takes the damage.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.thief-draw.counted</name>
    <message numerus="yes">
        <source>The Thief may take 1 Castle card from another player's hand, counted as 1 of %n card(s) drawn up, leaving %1 to draw from the deck.</source>
        <translation><numerusform>The Thief may take 1 Castle card from another player's hand, counted as 1 of %n card drawn up, leaving %1 to draw from the deck.</numerusform><numerusform>The Thief may take 1 Castle card from another player's hand, counted as 1 of %n cards drawn up, leaving %1 to draw from the deck.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.tower-damage.group</name>
    <message numerus="yes">
        <source>%n Monster(s) hit the Tower of arc %1 at once: it is destroyed and those still alive move into its space.</source>
        <translation><numerusform>%n Monster hit the Tower of arc %1 at once: it is destroyed and those still alive move into its space.</numerusform><numerusform>%n Monsters hit the Tower of arc %1 at once: it is destroyed and those still alive move into its space.</numerusform></translation>
    </message>
</context>
<context>
    <name>panic.wall-damage.group</name>
    <message numerus="yes">
        <source>%n Monster(s) hit the Wall of arc %1 at once: it is destroyed and they all stay in the Swordsman ring.</source>
        <translation><numerusform>%n Monster hit the Wall of arc %1 at once: it is destroyed and they all stay in the Swordsman ring.</numerusform><numerusform>%n Monsters hit the Wall of arc %1 at once: it is destroyed and they all stay in the Swordsman ring.</numerusform></translation>
    </message>
</context>
<context>
    <name>sell.not-winning-level.sale-levels</name>
    <message numerus="yes">
        <source>%1 Gold would buy %2 levels, but selling cannot reach Level %3: at most %n level(s) from Level %4.</source>
        <translation><numerusform>%1 Gold would buy %2 levels, but selling cannot reach Level %3: at most %n level from Level %4.</numerusform><numerusform>%1 Gold would buy %2 levels, but selling cannot reach Level %3: at most %n levels from Level %4.</numerusform></translation>
    </message>
</context>
<context>
    <name>sell.rate.gold-buys-levels</name>
    <message numerus="yes">
        <source>%1 Gold buys %n level(s): Level %2 to %3.</source>
        <translation><numerusform>%1 Gold buys %n level: Level %2 to %3.</numerusform><numerusform>%1 Gold buys %n levels: Level %2 to %3.</numerusform></translation>
    </message>
</context>
<context>
    <name>table_view</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation><numerusform>%n point</numerusform><numerusform>%n points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n kill(s)</source>
        <translation><numerusform>%n kill</numerusform><numerusform>%n kills</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n Castle card(s)</source>
        <translation><numerusform>%n Castle card</numerusform><numerusform>%n Castle cards</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n Treasure</source>
        <translation><numerusform>%n Treasure</numerusform><numerusform>%n Treasure</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n Item(s) carried</source>
        <translation><numerusform>%n Item carried</numerusform><numerusform>%n Items carried</numerusform></translation>
    </message>
</context>
</TS>