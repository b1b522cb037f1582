import QtQuick
import QtQuick.Controls
import QtTest
import Arbiter
import "scrolling.js" as Scrolling

// The Munchkin Panic dialogs against a real session: Monsters drawn from the bag and placed in set-up
// and in Place Monsters, attacks whose verdict shows before anything changes (a legal one applied, one
// on the wrong ring refused, a helper's deal), and a Curse token handed to the board without a record.
TestCase {
    id: testCase

    property int files: 0

    name: "PanicDialogs"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    GameSession {
        id: panicSession
    }

    PanicBoardModel {
        id: boardModel

        session: panicSession
    }

    SignalSpy {
        id: verdictSpy

        target: Navigator
        signalName: "verdictShown"
    }

    SignalSpy {
        id: curseSpy

        signalName: "curseChosen"
    }

    Component {
        id: placeComponent

        PanicPlaceDialog {
            session: panicSession
        }
    }

    Component {
        id: hitComponent

        PanicHitDialog {
            session: panicSession
        }
    }

    function init() {
        ++files;
        verify(panicSession.openFile(testDir + "/panic-dialogs-" + files + ".sqlite"), panicSession.fileError);
        const verdict = panicSession.games.newGame(GameSetups.withPlayers(GameSetups.panic("P", "standard", [], false),
                                                                ["Joan", "Gloria", "Marshall", "Seth"]));
        verify(verdict.legal, JSON.stringify(verdict));
        verdictSpy.clear();
        curseSpy.clear();
    }

    // findChild() does not reach into popups: look in their content and footer too.
    function child(parentItem, objectName) {
        let found = findChild(parentItem.contentItem || parentItem, objectName);
        if (!found && parentItem.footer)
            found = findChild(parentItem.footer, objectName);
        if (!found && parentItem.header)
            found = findChild(parentItem.header, objectName);
        return found;
    }

    // Scrolls every Flickable around the item so that a click lands on it.
    function ensureVisible(item) {
        Scrolling.ensureVisible(item, Theme.margin);
    }

    function tap(parentItem, objectName) {
        const button = child(parentItem, objectName);
        verify(button, "no " + objectName);
        tryVerify(() => button.visible && button.enabled, 2000, objectName + " cannot be tapped");
        wait(30);  // the layouts place new items when they are polished
        ensureVisible(button);
        wait(10);
        mouseClick(button);
    }

    // Picks an entry of a ComboBox as a tap on its popup would.
    function choose(parentItem, objectName, text) {
        const box = child(parentItem, objectName);
        verify(box, "no " + objectName);
        verify(box.visible, objectName + " is hidden");
        const index = box.find(text);
        verify(index >= 0, objectName + " has no " + text);
        box.currentIndex = index;
        box.activated(index);
        compare(box.currentText, text);
    }

    function openDialog(component, properties) {
        const dialog = createTemporaryObject(component, testCase, properties);
        verify(dialog);
        dialog.open();
        tryCompare(dialog, "opened", true);
        return dialog;
    }

    // The Monster's row of the board model; undefined when it is not on the board.
    function monster(id) {
        const row = boardModel.monster(id);
        return row.id === undefined ? undefined : row;
    }

    function seat(name) {
        return panicSession.panic.seats.find(entry => entry.name === name);
    }

    function perform(request) {
        const verdict = panicSession.perform(request);
        verify(verdict.legal && !verdict.error, JSON.stringify(verdict));
    }

    // An attack on `target` as the Hit dialog builds it, with no Enhancers.
    function attack(target, cards, potions, specials, helper, trophyTo, treasureTo) {
        return PanicActions.hit(target, cards, potions ?? [], specials ?? [], [], "", helper ?? "", trophyTo ?? "",
                                treasureTo ?? "");
    }

    // Set-up through the referee, then Joan's turn up to Play Cards on a known board.
    function toPlayCards() {
        for (const [token, arc] of [["Net Troll", 1], ["Pit Bull", 3], ["Gazebo", 5], ["Bullrog", 6]])
            perform(PanicActions.placeMonster(token, arc, false));
        perform(PanicActions.discardDraw(0, false, false, ""));
        perform(PanicActions.nextPhase("play-cards"));
        perform(PanicActions.setBoard([PanicActions.monsterCard("Net Troll", 1, "archer", 2, false),
                                       PanicActions.monsterCard("Pit Bull", 3, "knight", 2, false),
                                       PanicActions.monsterCard("Gazebo", 5, "knight", 3, false),
                                       PanicActions.monsterCard("Bullrog", 6, "swordsman", 3, false)]));
        compare(panicSession.panic.phase, PanicPhase.PlayCards);
        compare(panicSession.panic.current, "Joan");
    }

    function test_placeInSetUp() {
        const place = openDialog(placeComponent, { arc: 0, curseAllowed: false });
        compare(child(place, "placeCount").text, "Set-up: placed 0 of 4 Monsters");
        verify(!child(place, "placeTabMonster").visible, "no tabs in set-up: a Curse goes back into the bag");
        verify(!child(place, "placeLoadedDie").visible, "no Loaded Die in set-up");
        verify(!child(place, "placeApply").enabled);

        // The search narrows the bag.
        child(place, "bagSearch").text = "troll";
        tryVerify(() => child(place, "bagToken_Gazebo") === null);
        verify(child(place, "bagToken_Net Troll"));
        child(place, "bagSearch").text = "";
        tryVerify(() => child(place, "bagToken_Gazebo") !== null);

        tap(place, "bagToken_Net Troll");
        tap(place, "arc_3");
        compare(child(place, "placeWhere").text, "Net Troll goes to the Archer space of arc 3");
        tryCompare(child(place, "placeApply"), "enabled", true);
        tap(place, "placeApply");
        compare(verdictSpy.count, 1);
        verify(verdictSpy.signalArguments[0][0].legal);
        tryCompare(place, "visible", false);
        compare(monster("Net Troll").arc, 3);
        compare(monster("Net Troll").ring, "archer");

        // Opened from a tapped space: the arc is already chosen.
        place.arc = 5;
        place.open();
        tryCompare(place, "opened", true);
        verify(child(place, "bagToken_Net Troll") === null, "Net Troll is out of the bag");
        compare(child(place, "placeCount").text, "Set-up: placed 1 of 4 Monsters");
        tap(place, "bagToken_Gazebo");
        compare(child(place, "placeWhere").text, "Gazebo goes to the Archer space of arc 5");
        tap(place, "placeApply");
        tryCompare(place, "visible", false);
        compare(monster("Gazebo").arc, 5);

        place.arc = 0;
        place.open();
        tryCompare(place, "opened", true);
        tap(place, "bagToken_Pit Bull");
        tap(place, "arc_1");
        tap(place, "placeApply");
        tryCompare(place, "visible", false);
        compare(monster("Pit Bull").arc, 1);

        // The die chooses the last one.
        place.open();
        tryCompare(place, "opened", true);
        tap(place, "bagToken_Bullrog");
        tap(place, "placeRoll");
        const rolled = place.chosenArc;
        verify(rolled >= 1 && rolled <= 6, "rolled " + rolled);
        compare(child(place, "placeRolled").text, "Rolled " + rolled);
        compare(child(place, "placeWhere").text, "Bullrog goes to the Archer space of arc " + rolled);
        tap(place, "placeApply");
        tryCompare(place, "visible", false);

        const board = boardModel.monsters;
        compare(board.length, 4);
        compare(monster("Bullrog").arc, rolled);
        verify(board.every(entry => entry.ring === "archer"));
        verify(!panicSession.panic.settingUp, "four Monsters end set-up");
        compare(panicSession.panic.phase, PanicPhase.DiscardAndDraw);
    }

    function test_hit() {
        toPlayCards();
        const hit = openDialog(hitComponent, { target: "Net Troll" });
        compare(child(hit, "hitTarget").text, "Net Troll in the Archer ring, arc 1 (red): health 2 of 4");
        verify(!child(hit, "hitApply").enabled, "no card yet");

        // The first card offered is one that could reach the red Archer space.
        tap(hit, "hitAddCard");
        compare(hit.rows.length, 1);
        compare(child(hit, "hitCard_0").currentText, "Red Archer");
        tryCompare(child(hit, "hitVerdict"), "color", Theme.legal);
        compare(child(hit, "hitDamage").text, "Total damage: 1");
        compare(child(hit, "hitOutcome").text, "Net Troll: 2 → 1 health");
        verify(child(hit, "hitApply").enabled);

        // The wrong ring: the referee refuses, and Hit cannot be tapped.
        choose(hit, "hitCard_0", "Red Knight");
        compare(hit.rows[0].card, "Red Knight");
        verify(PanicActions.same(hit.request(), attack("Net Troll", [PanicActions.hitCard("Red Knight", [], false, false)])));
        tryCompare(child(hit, "hitVerdict"), "text", "Refused: nothing will be applied");
        compare(child(hit, "hitVerdict").color, Theme.refused);
        verify(!child(hit, "hitApply").enabled);
        verify(child(hit, "hitReasons").reasons.some(reason => reason.text.indexOf("Knight") >= 0),
               JSON.stringify(child(hit, "hitReasons").reasons));
        compare(child(hit, "hitCardDamage_0").text, "Red Knight: refused");

        // A legal one, set as a page would, applied.
        hit.setCards([{ card: "Red Archer" }]);
        tryVerify(() => child(hit, "hitApply").enabled);
        compare(child(hit, "hitCardDamage_0").text, "Red Archer: 1 damage");
        verdictSpy.clear();
        tap(hit, "hitApply");
        compare(verdictSpy.count, 1);
        verify(verdictSpy.signalArguments[0][0].legal);
        tryCompare(hit, "visible", false);
        compare(monster("Net Troll").health, 1);
        compare(seat("Joan").trophies.length, 0);

        // Removing a row.
        hit.open();
        tryCompare(hit, "opened", true);
        compare(hit.rows.length, 0, "a new attack starts empty");
        tap(hit, "hitAddCard");
        tap(hit, "hitAddCard");
        compare(hit.rows.length, 2);
        tap(hit, "hitRemove_1");
        compare(hit.rows.length, 1);
        hit.close();
        tryCompare(hit, "visible", false);
    }

    function test_helperDeal() {
        toPlayCards();
        const hit = openDialog(hitComponent, { target: "Net Troll" });
        compare(child(hit, "hitHelper").currentText, "No helper");
        verify(!child(hit, "hitTrophyTo").visible);
        compare(child(hit, "hitHelper").count, 4, "No helper and the three other players");

        tap(hit, "hitAddCard");
        verify(!child(hit, "hitByHelper_0"), "no helper yet: who played what is not asked");
        choose(hit, "hitHelper", "Seth");
        tryVerify(() => child(hit, "hitByHelper_0").visible);
        verify(child(hit, "hitWeaponsByHelper_0").visible);
        choose(hit, "hitCard_0", "Red Hero");
        tap(hit, "hitByHelper_0");
        tap(hit, "hitAddCard");
        choose(hit, "hitCard_1", "Any Color Archer");
        choose(hit, "hitTreasureTo", "Seth");
        compare(child(hit, "hitTrophyTo").currentText, "Joan");

        compare(hit.helper, "Seth");
        compare(hit.treasureTo, "Seth");
        compare(hit.trophyTo, "Joan");
        verify(PanicActions.same(hit.request(), attack("Net Troll", [PanicActions.hitCard("Red Hero", [], true, false),
                                                                     PanicActions.hitCard("Any Color Archer", [], false, false)],
                                                       [], [], "Seth", "Joan", "Seth")));
        tryCompare(child(hit, "hitVerdict"), "color", Theme.legal);
        compare(child(hit, "hitDamage").text, "Total damage: 2");
        compare(child(hit, "hitOutcome").text, "Slain: Trophy of 4 points to Joan, 2 Treasure cards to Seth");

        const sethWaiting = seat("Seth").treasureWaiting;
        tap(hit, "hitApply");
        tryCompare(hit, "visible", false);
        verify(monster("Net Troll") === undefined, "slain");
        compare(seat("Joan").trophies.map(trophy => trophy.token), ["Net Troll"]);
        compare(seat("Seth").treasureWaiting, sethWaiting + 2);
        compare(seat("Joan").treasureWaiting, 0);
    }

    function test_chipsAndWeapons() {
        toPlayCards();
        const hit = openDialog(hitComponent, { target: "Bullrog" });
        hit.setCards([{ card: "Blue Swordsman" }]);
        const weapon = child(hit, "hitWeapon_0");
        verify(weapon);
        compare(weapon.currentText, "No Weapon");
        // Each Weapon shows its bonus in the Swordsman ring.
        const first = panicSession.panicCards().weapons[0];
        const label = first.name + " (+" + first.swordsman + " here)";
        choose(hit, "hitWeapon_0", label);
        compare(hit.rows[0].weapons, [first.name]);
        const withWeapon = [PanicActions.hitCard("Blue Swordsman", [first.name], false, false)];
        verify(PanicActions.same(hit.request(), attack("Bullrog", withWeapon)));
        tryVerify(() => child(hit, "hitWeapon_0_1") !== null, 1000, "a slot for another Weapon");
        choose(hit, "hitWeapon_0", "No Weapon");
        compare(hit.rows[0].weapons.length, 0);
        const swordsman = [PanicActions.hitCard("Blue Swordsman", [], false, false)];
        verify(PanicActions.same(hit.request(), attack("Bullrog", swordsman)));

        compare(child(hit, "hitDamage").text, "Total damage: 1");
        tap(hit, "hitPotion_Potion of Halitosis");
        verify(PanicActions.same(hit.request(), attack("Bullrog", swordsman, ["Potion of Halitosis"])));
        // The ruling follows the chip at once.
        compare(child(hit, "hitDamage").text, "Total damage: 3");
        compare(child(hit, "hitOutcome").text, "Slain: Trophy of 3 points to Joan, 1 Treasure card to Joan");
        verify(child(hit, "hitPotion_Potion of Halitosis").checked);
        tap(hit, "hitSpecial_Super Munchkin");
        verify(PanicActions.same(hit.request(), attack("Bullrog", swordsman, ["Potion of Halitosis"], ["Super Munchkin"])));
        tap(hit, "hitSpecial_Super Munchkin");
        verify(PanicActions.same(hit.request(), attack("Bullrog", swordsman, ["Potion of Halitosis"])));
        // The referee rules on the whole attack, each card with its damage.
        tryVerify(() => child(hit, "hitCardDamage_0") !== null);
        hit.close();
    }

    // A Weapon put on a Hit card can be taken off again, each by its own button.
    function test_takeWeaponOff() {
        toPlayCards();
        const hit = openDialog(hitComponent, { target: "Bullrog" });
        hit.setCards([{ card: "Blue Swordsman" }]);
        const weapons = panicSession.panicCards().weapons;
        verify(weapons.length >= 2);
        const label = weapon => weapon.name + " (+" + weapon.swordsman + " here)";
        verify(!child(hit, "hitWeaponOff_0_0").enabled, "nothing to take off yet");
        choose(hit, "hitWeapon_0", label(weapons[0]));
        tryVerify(() => child(hit, "hitWeapon_0_1") !== null, 1000, "a slot for another Weapon");
        choose(hit, "hitWeapon_0_1", label(weapons[1]));
        compare(hit.rows[0].weapons, [weapons[0].name, weapons[1].name]);

        // The first comes off; the second stays, now in the first slot.
        tap(hit, "hitWeaponOff_0_0");
        compare(hit.rows[0].weapons, [weapons[1].name]);
        verify(PanicActions.same(hit.request(),
                                 attack("Bullrog", [PanicActions.hitCard("Blue Swordsman", [weapons[1].name], false, false)])));
        tryCompare(child(hit, "hitWeapon_0"), "currentText", label(weapons[1]));
        tap(hit, "hitWeaponOff_0_0");
        compare(hit.rows[0].weapons.length, 0);
        verify(PanicActions.same(hit.request(), attack("Bullrog", [PanicActions.hitCard("Blue Swordsman", [], false, false)])));
        tryVerify(() => !child(hit, "hitWeaponOff_0_0").enabled);
        compare(child(hit, "hitWeapon_0").currentText, "No Weapon");
        hit.close();
    }

    // The draw starts with the arc, at the top of the dialog, and nothing is placed without one.
    function test_arcFirst() {
        const place = openDialog(placeComponent, { arc: 0, curseAllowed: false });
        const top = name => child(place, name).mapToItem(place.contentItem, 0, 0).y;
        verify(top("arc_1") < top("bagSearch"), "the arc buttons come before the bag");
        verify(top("placeRoll") < top("bagSearch"), "the die comes before the bag");
        verify(top("arc_1") < top("bagToken_Net Troll"));
        verify(top("placeArcTitle") < top("placeTokenTitle"));
        // The arc buttons show without scrolling, even on a phone.
        verify(top("arc_1") + Theme.touchTarget <= place.contentItem.height, "arc_1 at " + top("arc_1"));

        tap(place, "bagToken_Net Troll");
        verify(!child(place, "placeApply").enabled, "no arc yet");
        compare(child(place, "placeVerdict").text, "Choose an arc, then a token.");
        tap(place, "arc_2");
        tryCompare(child(place, "placeApply"), "enabled", true);
        place.close();
    }

    function test_curseAndPlaceMonsters() {
        toPlayCards();
        perform(PanicActions.nextPhase("add-treasure"));
        perform(PanicActions.nextPhase("move-monsters"));
        perform(PanicActions.moveMonsters({}));
        perform(PanicActions.nextPhase("place-monsters"));
        compare(panicSession.panic.phase, PanicPhase.PlaceMonsters);

        const place = openDialog(placeComponent, { arc: 2, curseAllowed: true });
        curseSpy.target = place;
        compare(child(place, "placeCount").text, "Placed 0 of 3 this turn");
        verify(child(place, "placeLoadedDie").visible);

        // A Curse token: chosen, handed over, nothing recorded.
        const historyBefore = panicSession.history.count;
        const tokensBefore = panicSession.panic.bagCurses.length;
        tap(place, "placeTabCurse");
        tryVerify(() => child(place, "curseApply").visible);
        verify(!child(place, "placeApply").visible);
        tap(place, "bagCurse_huge-rock");
        verify(!child(place, "curseApply").enabled, "the Huge Rock needs its roll");
        tap(place, "curseArc_4");
        choose(place, "curseCancelledBy", "Wishing Ring");
        tap(place, "curseApply");
        compare(curseSpy.count, 1);
        compare(Array.from(curseSpy.signalArguments[0]), ["huge-rock", 4, "Wishing Ring"]);
        tryCompare(place, "visible", false);
        compare(panicSession.history.count, historyBefore);
        compare(panicSession.panic.bagCurses.length, tokensBefore);
        compare(verdictSpy.count, 0);

        // A token that needs no roll, drawn with the die button for nothing.
        place.open();
        tryCompare(place, "opened", true);
        tap(place, "placeTabCurse");
        tap(place, "bagCurse_place-one-more");
        verify(!child(place, "curseRoll").visible);
        tap(place, "curseApply");
        compare(Array.from(curseSpy.signalArguments[1]), ["place-one-more", 0, ""]);
        // The board records it; the bag shows one token fewer next time, even after the window turned.
        perform(PanicActions.drawCurse("place-one-more", 0, "", {}));
        const window = testCase.Window.window;
        window.width = 800;
        window.height = 1280;
        tryCompare(window, "width", 800);
        place.open();
        tryCompare(place, "opened", true);
        window.width = testCase.width;
        window.height = testCase.height;
        tryCompare(window, "width", testCase.width);
        compare(child(place, "placeCount").text, "Placed 0 of 4 this turn");
        tap(place, "placeTabCurse");
        verify(child(place, "bagCurse_huge-rock"));
        verify(child(place, "bagCurse_place-one-more") === null, "drawn");
        place.close();
        tryCompare(place, "visible", false);

        // A Monster to the Forest, the arc from the space tapped, by the Loaded Die.
        place.open();
        tryCompare(place, "opened", true);
        verify(child(place, "placeApply").visible);
        tap(place, "bagToken_Squidzilla");
        compare(child(place, "placeWhere").text, "Squidzilla goes to the Forest space of arc 2");
        tap(place, "placeLoadedDie");
        verify(PanicActions.same(place.placeRequest(), PanicActions.placeMonster("Squidzilla", 2, true)));
        tap(place, "placeApply");
        tryCompare(place, "visible", false);
        compare(monster("Squidzilla").ring, "forest");
        compare(monster("Squidzilla").arc, 2);
        compare(panicSession.panic.placedThisTurn, 1);
    }

    // Both dialogs fit a phone, an upright tablet and a landscape tablet, with finger-sized controls.
    function test_sizes_data() {
        return [{ tag: "phone", width: 360, height: 640 }, { tag: "tablet", width: 800, height: 1280 },
                { tag: "landscape", width: 1280, height: 800 }];
    }

    function test_sizes(data) {
        toPlayCards();
        const window = testCase.Window.window;
        const oldWidth = window.width;
        const oldHeight = window.height;
        window.width = data.width;
        window.height = data.height;
        tryCompare(window, "width", data.width);
        try {
            const hit = openDialog(hitComponent, { target: "Net Troll" });
            tap(hit, "hitAddCard");
            choose(hit, "hitHelper", "Seth");
            tryVerify(() => hit.hitPreview.legal === true);
            checkFits(hit, data, ["hitAddCard", "hitCard_0", "hitWeapon_0", "hitByHelper_0", "hitRemove_0",
                                  "hitHelper", "hitTrophyTo", "hitApply", "hitCancel",
                                  "hitPotion_Potion of Halitosis", "hitSpecial_Super Munchkin"]);
            hit.close();
            tryCompare(hit, "visible", false);

            const place = openDialog(placeComponent, { arc: 0, curseAllowed: true });
            checkFits(place, data, ["bagToken_Plutonium Dragon", "arc_1", "arc_6", "placeRoll", "placeApply",
                                    "placeTabCurse", "bagSearch", "placeLoadedDie"]);
            tap(place, "placeTabCurse");
            tap(place, "bagCurse_roll-move");
            checkFits(place, data, ["bagCurse_roll-move", "curseArc_6", "curseRoll", "curseCancelledBy",
                                    "curseApply"]);
            place.close();
            tryCompare(place, "visible", false);

            // The table changes and the window turns while both are closed, then they open again.
            perform(PanicActions.setCastleCards("Joan", 3));
            window.width = data.height;
            window.height = data.width;
            tryCompare(window, "width", data.height);
            hit.open();
            tryCompare(hit, "opened", true);
            tap(hit, "hitAddCard");
            hit.close();
            place.open();
            tryCompare(place, "opened", true);
            place.close();
            tryCompare(place, "visible", false);
        } finally {
            window.width = oldWidth;
            window.height = oldHeight;
        }
    }

    function checkFits(dialog, data, names) {
        verify(dialog.width <= data.width - 2 * Theme.margin, "dialog " + dialog.width + " wide");
        verify(dialog.height <= data.height - 2 * Theme.margin, "dialog " + dialog.height + " high");
        for (const name of names) {
            const item = child(dialog, name);
            verify(item, "no " + name);
            verify(item.visible, name + " is hidden");
            tryVerify(() => item.width >= Theme.touchTarget && item.height >= Theme.touchTarget, 1000,
                      name + " is " + item.width + "x" + item.height);
            // Inside the dialog, horizontally.
            const left = item.mapToItem(dialog.contentItem.parent, 0, 0).x;
            verify(left >= 0 && left + item.width <= dialog.width + 1, name + " sticks out: " + left);
        }
    }
}
