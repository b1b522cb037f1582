pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The fight in progress, as the referee judges it after every card: both sides' strengths, who would
// win and why, the cards anyone plays, the "Anyone?" wait before a kill is final, and running away.
// Without a fight: a form to start one, and Bad Stuff, death and looting.
Page {
    id: page

    property GameSession session
    // A card was played during the "Anyone?" wait: the claim was called off.
    property bool claimCalledOff: false

    // session.combat as a plain JS object (re-read after every action).
    readonly property var combat: page.session ? page.session.combat : ({})
    readonly property bool fighting: page.combat.active === true
    readonly property bool running: page.fighting && page.combat.runningAway === true
    readonly property bool playersWin: page.combat.outcome === "win"
    readonly property bool narrow: width < Theme.narrowWidth
    readonly property var playerNames: page.session ? page.session.players.names : []
    readonly property var monsters: page.combat.monsters || []
    // A lost fight until it is settled, from the referee (session.settling): whom the run caught, whose
    // Bad Stuff is still to record and whose body to loot. The page stays for them, and cannot be left
    // while the fight is `open`.
    readonly property var settling: page.session ? page.session.settling : ({})
    readonly property bool afterFight: !page.fighting && (page.settling.caught || []).length > 0
    readonly property bool holdsBack: page.settling.open === true
    // Who could help now, as the referee says (not the fighter, not the dead...).
    readonly property var helpers: {
        const entry = page.session ? page.session.legalNow.kinds[ActionKind.AskForHelp] : undefined;
        return entry && entry.available ? entry.players : [];
    }

    // Whether the referee takes an action of this kind now (for `player`, when given): the page's buttons
    // are enabled only then.
    function available(kind, player) {
        const entry = page.session ? page.session.legalNow.kinds[kind] : undefined;
        return entry !== undefined && entry.available === true
               && (player === undefined || (entry.players || []).indexOf(player) >= 0);
    }

    function accepted(verdict) {
        return verdict.legal && !verdict.error;
    }

    // Records a card entered on this page (a Monster, an Enhancer, a one-shot); when the entry said
    // otherwise than the library's card of that name, the table is asked which card the library keeps.
    function playCard(request) {
        const verdict = Navigator.perform(page.session, request);
        cardQuestion.askAfter(verdict);
        return verdict;
    }

    function signed(value) {
        return value > 0 ? "+" + value : String(value);
    }

    // A card played from the forms keeps them under the finger: what it adds above them (the sides'
    // cards, the reasons) scrolls the page by as much, instead of pushing the forms down. Held for a
    // moment, while the page lays the change out.
    property real formsTopInView: NaN
    function playFromForms(request) {
        page.formsTopInView = cardForms.y - flick.contentY;
        holdForms.restart();
        page.playCard(request);
    }
    Timer {
        id: holdForms

        interval: 1000
        onTriggered: page.formsTopInView = NaN
    }

    function claimKill() {
        page.claimCalledOff = false;
        summary.countdown.start();
    }

    // Nobody spoke up: the kill is final. The rewards are read before the fight leaves the state.
    function finishKill() {
        const won = {
            fighter: page.combat.fighter,
            helper: page.combat.helper || "",
            levels: page.combat.levelsGained || 0,
            helperLevels: page.combat.helperLevelsGained || 0,
            treasures: page.combat.treasures || 0
        };
        const verdict = page.session.perform(MunchkinActions.resolveCombat());
        // The referee's reasons about the rewards go first, where the banner has room for them.
        const reasons = verdict.reasons || [];
        const isReward = reason => reason.rule.indexOf("rewards") >= 0;
        Navigator.verdictShown(Object.assign({}, verdict, {
            message: page.accepted(verdict) ? page.rewardsText(won) : "",
            reasons: reasons.filter(isReward).concat(reasons.filter(reason => !isReward(reason)))
        }));
    }

    function treasuresText(count) {
        return qsTr("%n Treasure(s)", "", count);
    }

    function levelsText(count) {
        return qsTr("%n level(s)", "", count);
    }

    function monsterLine(monster) {
        const parts = [qsTr("Level %1").arg(monster.level), page.treasuresText(monster.treasures),
                       qsTr("gives %1").arg(page.levelsText(monster.levels))];
        return parts.concat(monster.tags || []).join(" · ");
    }

    function rewardsText(won) {
        let text = qsTr("%1 goes up %2 and draws %3.").arg(won.fighter).arg(page.levelsText(won.levels))
                   .arg(page.treasuresText(won.treasures));
        if (won.helperLevels > 0)
            text += " " + qsTr("%1 goes up %2.").arg(won.helper).arg(page.levelsText(won.helperLevels));
        return text;
    }

    title: qsTr("Combat")
    background: Rectangle {
        color: Theme.background
    }
    // The strengths, the verdict and the button that ends the fight stay pinned while cards are played.
    header: CombatSummary {
        id: summary

        visible: page.fighting
        combat: page.combat
        narrow: page.narrow
        claimWaitMs: page.session ? page.session.killClaimWaitMs : 2600
        claimCalledOff: page.claimCalledOff
        resolvable: page.available(ActionKind.ResolveCombat)
        onClaimRequested: page.claimKill()
        onClaimCancelled: {
            summary.countdown.cancel();
            page.claimCalledOff = true;
        }
        onClaimElapsed: page.finishKill()
        onResolveRequested: Navigator.perform(page.session, MunchkinActions.resolveCombat())
    }

    // Opened to start a fight: the name field is ready for the first letters.
    function readyToStart() {
        if (!page.fighting && !page.afterFight)
            startForm.focusName();
    }
    Component.onCompleted: page.readyToStart()
    // The window makes this page before FIGHT (Main.qml), hidden: the name field is made ready when it shows.
    StackView.onActivating: page.readyToStart()

    // The fight is over (won, run from, undone): back to the table, unless someone was caught and their
    // Bad Stuff or death is still to enter here. The settling is read afresh: the fight is announced
    // before the rest of the change, so `settling` may not have followed yet.
    onFightingChanged: {
        // Only where it is the page shown: kept aside, it has no place in the stack to leave.
        if (page.fighting || !page.session || !page.visible)
            return;
        const settling = page.session.settling;
        if ((settling.caught || []).length === 0 && settling.open !== true)
            Navigator.backRequested();
    }
    // The Bad Stuff step takes the place of the dice, at the top of the page, wherever it was scrolled to.
    onAfterFightChanged: {
        if (page.afterFight)
            flick.contentY = 0;
    }
    // The window's back button waits while a lost fight is settled here (and this page is the one shown).
    Binding {
        target: Navigator
        property: "holdingBack"
        value: page
        when: page.holdsBack && page.visible && (page.StackView.view === null || page.StackView.status === StackView.Active
                                 || page.StackView.status === StackView.Activating)
        restoreMode: Binding.RestoreValue
    }

    // Any action recorded (a card played, an undo...) while waiting calls the claim off.
    Connections {
        target: page.session
        function onStateChanged() {
            if (summary.countdown.running) {
                summary.countdown.cancel();
                page.claimCalledOff = true;
            }
        }
    }

    component SectionPane: Pane {
        Layout.fillWidth: true
        Layout.alignment: Qt.AlignTop
        padding: Theme.margin
        background: Rectangle {
            color: Theme.surface
            border.color: Theme.divider
            radius: Theme.radius
        }
    }
    component Heading: Label {
        Layout.fillWidth: true
        font.pixelSize: Theme.titleSize
        font.weight: Font.Medium
        color: Theme.text
        wrapMode: Text.Wrap
    }
    component Body: Label {
        Layout.fillWidth: true
        font.pixelSize: Theme.bodySize
        color: Theme.text
        wrapMode: Text.Wrap
    }

    Flickable {
        id: flick

        objectName: "combatFlickable"
        anchors.fill: parent
        contentWidth: width
        contentHeight: content.implicitHeight + 2 * Theme.margin + 120  // room above the banner
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: content

            x: Theme.margin
            y: Theme.margin
            width: flick.width - 2 * Theme.margin
            spacing: Theme.margin

            // --- no fight: start one ---
            SectionPane {
                objectName: "startPane"
                visible: !page.fighting && !page.afterFight

                ColumnLayout {
                    anchors.fill: parent
                    spacing: Theme.spacing

                    Heading {
                        text: qsTr("%1 kicks open the door: a monster!").arg(page.session
                                                                              ? page.session.currentPlayer : "")
                    }
                    Body {
                        color: Theme.secondaryText
                        text: qsTr("Enter the monster card. The fighter is the player whose turn it is.")
                    }
                    CombatMonsterForm {
                        id: startForm

                        objectName: "startForm"
                        Layout.fillWidth: true
                        enabled: page.available(ActionKind.StartCombat)
                        session: page.session
                        submitText: qsTr("Fight it")
                        onSubmitted: (monster) => {
                            if (page.accepted(page.playCard(MunchkinActions.startCombat(monster))))
                                startForm.resetWhenShown();
                        }
                    }
                    TouchButton {
                        objectName: "outsideBadStuffToggle"
                        Layout.minimumHeight: Theme.touchTarget
                        flat: true
                        foreground: Theme.link
                        text: outsideBadStuff.visible ? qsTr("Hide Bad Stuff")
                                                      : qsTr("Bad Stuff or a death without a fight…")
                        onClicked: outsideBadStuff.visible = !outsideBadStuff.visible
                    }
                    CombatBadStuff {
                        id: outsideBadStuff

                        objectName: "badStuff"
                        Layout.fillWidth: true
                        visible: false
                        session: page.session
                        victims: page.session && page.session.currentPlayer !== "" ? [page.session.currentPlayer] : []
                    }
                }
            }

            // --- the two sides ---
            GridLayout {
                Layout.fillWidth: true
                visible: page.fighting
                columns: page.narrow ? 1 : 2
                columnSpacing: Theme.margin
                rowSpacing: Theme.margin

                SectionPane {
                    objectName: "playersSide"
                    Layout.preferredWidth: 1  // equal columns

                    ColumnLayout {
                        anchors.fill: parent
                        spacing: Theme.spacing

                        Heading {
                            horizontalAlignment: Text.AlignHCenter
                            text: qsTr("Players")
                        }
                        CombatStepper {
                            objectName: "fighterBonus"
                            Layout.fillWidth: true
                            label: qsTr("%1 fights (Level %2). Ability bonus:").arg(page.combat.fighter || "")
                                   .arg(page.session && page.fighting
                                        ? page.session.playerDetails(page.combat.fighter).level : "")
                            signed: true
                            editable: false
                            enabled: page.available(ActionKind.SetCombatBonus, page.combat.fighter)
                            from: -100
                            to: 100
                            value: page.combat.fighterBonus || 0
                            onStepped: (newValue) => Navigator.perform(
                                page.session, MunchkinActions.setCombatBonus(page.combat.fighter, newValue))
                        }
                        CombatStepper {
                            objectName: "helperBonus"
                            Layout.fillWidth: true
                            visible: (page.combat.helper || "") !== ""
                            label: qsTr("%1 helps (Level %2). Ability bonus:").arg(page.combat.helper || "")
                                   .arg(page.session && (page.combat.helper || "") !== ""
                                        ? page.session.playerDetails(page.combat.helper).level : "")
                            signed: true
                            editable: false
                            enabled: page.available(ActionKind.SetCombatBonus, page.combat.helper)
                            from: -100
                            to: 100
                            value: page.combat.helperBonus || 0
                            onStepped: (newValue) => Navigator.perform(
                                page.session, MunchkinActions.setCombatBonus(page.combat.helper, newValue))
                        }
                        // One tap asks a player for help: the referee names who could help now.
                        Flow {
                            Layout.fillWidth: true
                            visible: (page.combat.helper || "") === "" && !page.running && page.helpers.length > 0
                            spacing: Theme.spacing / 2

                            Repeater {
                                model: SteadyListModel {
                                    values: page.helpers
                                }

                                delegate: TouchButton {
                                    required property string modelData

                                    objectName: "askForHelp_" + modelData
                                    height: Theme.touchTarget
                                    width: Math.min(implicitWidth, 240)
                                    text: qsTr("%1 helps").arg(Theme.controlText(modelData))
                                    font.capitalization: Font.MixedCase
                                    onClicked: Navigator.perform(page.session, MunchkinActions.askForHelp(modelData))
                                }
                            }
                        }
                        Repeater {
                            model: SteadyListModel {
                                values: page.combat.playerSide || []
                            }

                            delegate: Body {
                                required property var modelData

                                text: modelData.label
                            }
                        }
                    }
                }

                SectionPane {
                    objectName: "monstersSide"
                    Layout.preferredWidth: 1

                    ColumnLayout {
                        anchors.fill: parent
                        spacing: Theme.spacing

                        Heading {
                            horizontalAlignment: Text.AlignHCenter
                            text: qsTr("Monsters")
                        }
                        Repeater {
                            model: SteadyListModel {
                                values: page.monsters
                            }

                            delegate: RowLayout {
                                id: monsterRow

                                required property var modelData
                                required property int index

                                Layout.fillWidth: true
                                spacing: Theme.spacing

                                ColumnLayout {
                                    Layout.fillWidth: true
                                    spacing: 2

                                    Body {
                                        text: monsterRow.modelData.name
                                        font.weight: Font.Bold
                                        font.strikeout: monsterRow.modelData.eliminated === true
                                    }
                                    Body {
                                        text: page.monsterLine(monsterRow.modelData)
                                        color: Theme.secondaryText
                                        font.pixelSize: Theme.captionSize
                                    }
                                    Repeater {
                                        model: SteadyListModel {
                                            values: monsterRow.modelData.enhancers || []
                                        }

                                        delegate: Body {
                                            required property var modelData

                                            text: qsTr("%1 (%2 Treasure)").arg(modelData.label)
                                                  .arg(page.signed(modelData.treasures || 0))
                                        }
                                    }
                                }
                                TouchButton {
                                    objectName: "eliminate_" + monsterRow.index
                                    Layout.minimumHeight: Theme.touchTarget
                                    flat: true
                                    foreground: Theme.link
                                    visible: monsterRow.modelData.eliminated !== true && !page.running
                                    enabled: page.available(ActionKind.EliminateMonster)
                                    text: qsTr("Eliminate")
                                    onClicked: Navigator.perform(page.session,
                                                                 MunchkinActions.eliminateMonster(monsterRow.index))
                                }
                            }
                        }
                        Repeater {
                            model: SteadyListModel {
                                values: page.combat.monsterSide || []
                            }

                            delegate: Body {
                                required property var modelData

                                text: modelData.label
                            }
                        }
                    }
                }
            }

            // --- the verdict, and ending the fight ---
            SectionPane {
                objectName: "verdictPane"
                visible: page.fighting

                ColumnLayout {
                    anchors.fill: parent
                    spacing: Theme.spacing

                    Heading {
                        text: qsTr("Why")
                    }
                    ReasonList {
                        objectName: "combatReasons"
                        Layout.fillWidth: true
                        reasons: page.combat.reasons || []
                    }
                }
            }

            // --- running away ---
            SectionPane {
                objectName: "runAwayPane"
                visible: page.running

                CombatRunAway {
                    objectName: "runAway"
                    anchors.fill: parent
                    session: page.session
                    combat: page.running ? page.combat : ({})
                }
            }

            // --- cards played into the fight ---
            GridLayout {
                id: cardForms

                Layout.fillWidth: true
                visible: page.fighting && !page.running
                // Held under the finger after a card is played: the page scrolls by what came above.
                onYChanged: {
                    if (!isNaN(page.formsTopInView))
                        flick.contentY = Math.max(0, cardForms.y - page.formsTopInView);
                }
                columns: page.narrow ? 1 : 2
                columnSpacing: Theme.margin
                rowSpacing: Theme.margin

                SectionPane {
                    Layout.preferredWidth: 1

                    ColumnLayout {
                        anchors.fill: parent
                        spacing: Theme.spacing

                        Heading {
                            text: qsTr("A one-shot for the players")
                        }
                        CombatCardForm {
                            objectName: "playerOneShot"
                            Layout.fillWidth: true
                            enabled: page.available(ActionKind.PlayOneShot)
                            session: page.session
                            libraryKind: "one-shot"
                            defaultName: qsTr("One-shot")
                            onPlayed: (name, bonus) => page.playFromForms(
                                MunchkinActions.playOneShot("players", name, bonus))
                        }
                    }
                }

                SectionPane {
                    Layout.preferredWidth: 1

                    ColumnLayout {
                        anchors.fill: parent
                        spacing: Theme.spacing

                        Heading {
                            text: qsTr("An Enhancer on a monster")
                        }
                        ComboBox {
                            id: enhancerTarget

                            objectName: "enhancerTarget"
                            Layout.fillWidth: true
                            Layout.minimumHeight: Theme.touchTarget
                            visible: page.monsters.length > 1
                            model: page.monsters.map((monster, index) => (index + 1) + ". " + monster.name)
                        }
                        CombatCardForm {
                            objectName: "enhancer"
                            Layout.fillWidth: true
                            enabled: page.available(ActionKind.AddEnhancer)
                            session: page.session
                            libraryKind: "enhancer"
                            withTreasures: true
                            defaultName: qsTr("Enhancer")
                            chips: [5, 10, -5, -10]
                            onPlayed: (name, bonus, treasures) => page.playFromForms(
                                MunchkinActions.addEnhancer(Math.max(0, enhancerTarget.currentIndex), name, bonus,
                                                            treasures))
                        }
                        Heading {
                            text: qsTr("A one-shot for the monsters")
                        }
                        CombatCardForm {
                            objectName: "monsterOneShot"
                            Layout.fillWidth: true
                            enabled: page.available(ActionKind.PlayOneShot)
                            session: page.session
                            libraryKind: "one-shot"
                            defaultName: qsTr("One-shot")
                            onPlayed: (name, bonus) => page.playFromForms(
                                MunchkinActions.playOneShot("monsters", name, bonus))
                        }
                        TouchButton {
                            objectName: "addMonsterToggle"
                            Layout.minimumHeight: Theme.touchTarget
                            enabled: page.available(ActionKind.AddMonster)
                            flat: true
                            foreground: Theme.link
                            text: addMonsterForm.visible ? qsTr("No other monster") : qsTr("Another monster joins…")
                            onClicked: {
                                addMonsterForm.visible = !addMonsterForm.visible;
                                if (addMonsterForm.visible)
                                    addMonsterForm.focusName();
                            }
                        }
                        CombatMonsterForm {
                            id: addMonsterForm

                            objectName: "addMonsterForm"
                            Layout.fillWidth: true
                            session: page.session
                            visible: false
                            enabled: page.available(ActionKind.AddMonster)
                            joining: true
                            submitText: qsTr("It joins the fight")
                            onSubmitted: (monster) => {
                                if (page.accepted(page.playCard(MunchkinActions.addMonster(monster)))) {
                                    addMonsterForm.visible = false;
                                    addMonsterForm.resetWhenShown();
                                }
                            }
                        }
                    }
                }
            }

            // --- after a lost fight: Bad Stuff, death and looting for those caught ---
            SectionPane {
                objectName: "badStuffPane"
                visible: page.afterFight

                ColumnLayout {
                    anchors.fill: parent
                    spacing: Theme.spacing

                    CombatSettle {
                        objectName: "settle"
                        Layout.fillWidth: true
                        session: page.session
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing

                        // Two lines held for it, whatever it says, so the button beside it stays put.
                        Label {
                            objectName: "settleStatus"
                            Layout.fillWidth: true
                            Layout.preferredHeight: 2 * Theme.bodySize * 1.4
                            verticalAlignment: Text.AlignVCenter
                            text: {
                                const unsettled = page.settling.unsettled || [];
                                const bodies = page.settling.bodies || [];
                                if (unsettled.length > 0)
                                    return qsTr("Still to record: the Bad Stuff of %1.").arg(unsettled.join(", "));
                                if (bodies.length > 0)
                                    return qsTr("Still to loot: the body of %1.").arg(bodies.join(", "));
                                return qsTr("Everyone caught has had their Bad Stuff.");
                            }
                            font.pixelSize: Theme.bodySize
                            color: page.holdsBack ? Theme.secondaryText : Theme.legal
                            wrapMode: Text.Wrap
                            elide: Text.ElideRight
                            maximumLineCount: 2
                        }
                        TouchButton {
                            objectName: "afterFightDone"
                            Layout.minimumHeight: Theme.touchTarget
                            text: qsTr("Back to the table")
                            highlighted: true
                            enabled: !page.holdsBack
                            onClicked: Navigator.backRequested()
                        }
                    }
                }
            }
        }
    }

    CardConflictDialog {
        id: cardQuestion

        session: page.session
    }
}
