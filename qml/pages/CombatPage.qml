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
    // The rewards of the kill just made, for the card shown after the fight: {fighter, helper, levels,
    // helperLevels, treasures}, or null.
    property var rewards: null
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

    function accepted(verdict) {
        return verdict.legal && !verdict.error;
    }

    function signed(value) {
        return value > 0 ? "+" + value : String(value);
    }

    function claimKill() {
        page.claimCalledOff = false;
        countdown.start();
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
            reasons: reasons.filter(isReward).concat(reasons.filter(reason => !isReward(reason)))
        }));
        if (page.accepted(verdict))
            page.rewards = won;
    }

    function treasuresText(count) {
        return count === 1 ? qsTr("1 Treasure") : qsTr("%1 Treasures").arg(count);
    }

    function levelsText(count) {
        return count === 1 ? qsTr("1 level") : qsTr("%1 levels").arg(count);
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

    // Any action recorded (a card played, an undo...) while waiting calls the claim off.
    Connections {
        target: page.session
        function onStateChanged() {
            if (countdown.running) {
                countdown.cancel();
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
    component Strength: Label {
        Layout.fillWidth: true
        horizontalAlignment: Text.AlignHCenter
        font.pixelSize: 72
        font.weight: Font.Black
    }

    Flickable {
        id: flick

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

            // --- after a kill: the rewards ---
            SectionPane {
                objectName: "rewardsCard"
                visible: page.rewards !== null && !page.fighting

                RowLayout {
                    anchors.fill: parent
                    spacing: Theme.spacing

                    Body {
                        objectName: "rewardsText"
                        font.pixelSize: Theme.titleSize
                        text: page.rewards === null ? "" : page.rewardsText(page.rewards)
                    }
                    Button {
                        objectName: "dismissRewards"
                        Layout.minimumHeight: Theme.touchTarget
                        flat: true
                        text: qsTr("OK")
                        onClicked: page.rewards = null
                    }
                }
            }

            // --- no fight: start one ---
            SectionPane {
                objectName: "startPane"
                visible: !page.fighting

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
                        submitText: qsTr("Fight it")
                        onSubmitted: (monster) => {
                            if (page.accepted(Navigator.perform(page.session,
                                                                MunchkinActions.startCombat(monster)))) {
                                startForm.reset();
                                page.rewards = null;
                            }
                        }
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
                        Strength {
                            objectName: "playerStrength"
                            text: String(page.combat.playerStrength ?? "")
                            color: page.playersWin ? Theme.legal : Theme.text
                        }
                        CombatStepper {
                            objectName: "fighterBonus"
                            Layout.fillWidth: true
                            label: qsTr("%1 fights (Level %2). Ability bonus:").arg(page.combat.fighter || "")
                                   .arg(page.session && page.fighting
                                        ? page.session.playerDetails(page.combat.fighter).level : "")
                            signed: true
                            editable: false
                            enabled: !page.running
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
                            enabled: !page.running
                            from: -100
                            to: 100
                            value: page.combat.helperBonus || 0
                            onStepped: (newValue) => Navigator.perform(
                                page.session, MunchkinActions.setCombatBonus(page.combat.helper, newValue))
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            visible: (page.combat.helper || "") === "" && !page.running
                            spacing: Theme.spacing

                            ComboBox {
                                id: helperPicker

                                objectName: "helperPicker"
                                Layout.fillWidth: true
                                Layout.minimumHeight: Theme.touchTarget
                                model: page.playerNames.filter(name => name !== page.combat.fighter)
                            }
                            Button {
                                objectName: "askForHelp"
                                Layout.minimumHeight: Theme.touchTarget
                                text: qsTr("Ask for help")
                                enabled: helperPicker.currentText !== ""
                                onClicked: Navigator.perform(page.session,
                                                             MunchkinActions.askForHelp(helperPicker.currentText))
                            }
                        }
                        Repeater {
                            model: page.combat.playerSide || []

                            delegate: Body {
                                required property var modelData

                                text: qsTr("%1 %2").arg(modelData.name).arg(page.signed(modelData.bonus))
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
                        Strength {
                            objectName: "monsterStrength"
                            text: String(page.combat.monsterStrength ?? "")
                            color: page.fighting && !page.playersWin ? Theme.refused : Theme.text
                        }
                        Repeater {
                            model: page.monsters

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
                                        model: monsterRow.modelData.enhancers || []

                                        delegate: Body {
                                            required property var modelData

                                            text: qsTr("%1 %2 (%3 Treasure)").arg(modelData.name)
                                                  .arg(page.signed(modelData.bonus))
                                                  .arg(page.signed(modelData.treasures || 0))
                                        }
                                    }
                                }
                                Button {
                                    objectName: "eliminate_" + monsterRow.index
                                    Layout.minimumHeight: Theme.touchTarget
                                    flat: true
                                    visible: monsterRow.modelData.eliminated !== true && !page.running
                                    text: qsTr("Eliminate")
                                    onClicked: Navigator.perform(page.session,
                                                                 MunchkinActions.eliminateMonster(monsterRow.index))
                                }
                            }
                        }
                        Repeater {
                            model: page.combat.monsterSide || []

                            delegate: Body {
                                required property var modelData

                                text: qsTr("%1 %2").arg(modelData.name).arg(page.signed(modelData.bonus))
                            }
                        }
                    }
                }
            }

            // --- the verdict, and ending the fight ---
            SectionPane {
                objectName: "verdictPane"
                visible: page.fighting
                background: Rectangle {
                    color: page.playersWin ? Theme.legalBackground : Theme.refusedBackground
                    border.color: page.playersWin ? Theme.legal : Theme.refused
                    border.width: 2
                    radius: Theme.radius
                }

                ColumnLayout {
                    anchors.fill: parent
                    spacing: Theme.spacing

                    Heading {
                        objectName: "combatHeadline"
                        font.pixelSize: Theme.headlineSize
                        font.weight: Font.Bold
                        color: page.playersWin ? Theme.legal : Theme.refused
                        text: page.combat.legal === false ? qsTr("The referee cannot judge this fight yet")
                              : page.running ? qsTr("The fight is lost: run away!")
                              : page.playersWin
                                ? qsTr("The players would win, %1 to %2").arg(page.combat.playerStrength)
                                  .arg(page.combat.monsterStrength)
                                : qsTr("The monsters would win, %1 to %2").arg(page.combat.monsterStrength)
                                  .arg(page.combat.playerStrength)
                    }
                    Body {
                        objectName: "claimCalledOff"
                        visible: page.claimCalledOff && !countdown.running
                        color: Theme.refused
                        text: qsTr("A card was played: the claim is off. Claim the kill again when nobody plays.")
                    }
                    CombatCountdown {
                        id: countdown

                        objectName: "countdown"
                        Layout.fillWidth: true
                        durationMs: page.session ? page.session.killClaimWaitMs : 2600
                        onElapsed: page.finishKill()
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.spacing

                        Button {
                            objectName: "claimKill"
                            height: Theme.touchTarget
                            visible: page.playersWin && !page.running && !countdown.running
                            text: qsTr("Claim the kill")
                            highlighted: true
                            onClicked: page.claimKill()
                        }
                        Button {
                            objectName: "cancelClaim"
                            height: Theme.touchTarget
                            visible: countdown.running
                            text: qsTr("Wait! Someone plays a card")
                            onClicked: {
                                countdown.cancel();
                                page.claimCalledOff = true;
                            }
                        }
                        Button {
                            objectName: "resolveButton"
                            height: Theme.touchTarget
                            visible: page.fighting && !page.playersWin && !page.running
                            text: qsTr("Resolve: run away")
                            highlighted: true
                            onClicked: Navigator.perform(page.session, MunchkinActions.resolveCombat())
                        }
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
                Layout.fillWidth: true
                visible: page.fighting && !page.running
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
                            defaultName: qsTr("One-shot")
                            onPlayed: (name, bonus) => Navigator.perform(
                                page.session, MunchkinActions.playOneShot("players", name, bonus))
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
                            withTreasures: true
                            defaultName: qsTr("Enhancer")
                            chips: [5, 10, -5, -10]
                            onPlayed: (name, bonus, treasures) => Navigator.perform(
                                page.session, MunchkinActions.addEnhancer(Math.max(0, enhancerTarget.currentIndex),
                                                                          name, bonus, treasures))
                        }
                        Heading {
                            text: qsTr("A one-shot for the monsters")
                        }
                        CombatCardForm {
                            objectName: "monsterOneShot"
                            Layout.fillWidth: true
                            defaultName: qsTr("One-shot")
                            onPlayed: (name, bonus) => Navigator.perform(
                                page.session, MunchkinActions.playOneShot("monsters", name, bonus))
                        }
                        Button {
                            objectName: "addMonsterToggle"
                            Layout.minimumHeight: Theme.touchTarget
                            flat: true
                            text: addMonsterForm.visible ? qsTr("No other monster") : qsTr("Another monster joins…")
                            onClicked: addMonsterForm.visible = !addMonsterForm.visible
                        }
                        CombatMonsterForm {
                            id: addMonsterForm

                            objectName: "addMonsterForm"
                            Layout.fillWidth: true
                            visible: false
                            joining: true
                            submitText: qsTr("It joins the fight")
                            onSubmitted: (monster) => {
                                if (page.accepted(Navigator.perform(page.session,
                                                                    MunchkinActions.addMonster(monster)))) {
                                    addMonsterForm.reset();
                                    addMonsterForm.visible = false;
                                }
                            }
                        }
                    }
                }
            }

            SectionPane {
                objectName: "badStuffPane"

                CombatBadStuff {
                    anchors.fill: parent
                    session: page.session
                }
            }
        }
    }
}
