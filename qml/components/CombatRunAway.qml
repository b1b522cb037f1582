pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Running away from a lost fight: the referee says which runner rolls against which monster (with a Ride
// sacrificed, fewer or none: session.runAwayDice), and the page asks for those dice only. The referee
// decides, roll by roll, who escapes and who is caught (shown live from a preview) before "Record" writes
// the run-away. Bad Stuff comes after the dice, for those caught (CombatSettle).
ColumnLayout {
    id: panel

    property GameSession session
    // session.combat: {fighter, helper, monsters, ...}.
    property var combat: ({})
    // Bumped on every edit, so that the preview is asked again.
    property int revision: 0
    property string modelKey: ""

    // Every die the referee asked for has a face (none asked: nothing to wait for).
    readonly property bool allRolled: {
        // The fight is read first: a page made in idle time reads it here for the first time, and the
        // rebuild that follows bumps `revision`, which is then not yet a dependency (no binding loop).
        if (!panel.session || panel.combat.runningAway !== true)
            return false;
        panel.revision;
        for (let i = 0; i < rollsModel.count; ++i)
            if (rollsModel.get(i).roll < 1)
                return false;
        return true;
    }
    readonly property bool hasRides: {
        if (!panel.session || !panel.combat.fighter)
            return false;
        const rides = panel.session.playerDetails(panel.combat.fighter).rides;
        return rides !== undefined && rides.length > 0;
    }
    // The referee's answer; `legal` is always a bool.
    readonly property var preview: {
        panel.revision;
        panel.combat;  // asked again after every action
        if (!panel.session || !panel.allRolled)
            return ({ legal: false, reasons: [] });
        return panel.session.preview(panel.action());
    }

    signal performed(var verdict)

    // The rows are the dice the referee asks for; a row that stays keeps what was entered on it.
    function rebuild() {
        const monsters = (panel.combat.monsters || []).filter(monster => !monster.eliminated);
        const dice = panel.session ? panel.session.runAwayDice(sacrificeRide.checked, helperAlong.checked) : [];
        const key = JSON.stringify([panel.combat.fighter || "", panel.combat.helper || "",
                                    monsters.map(monster => monster.name), dice]);
        if (key === panel.modelKey)
            return;
        panel.modelKey = key;
        const kept = {};
        for (let i = 0; i < rollsModel.count; ++i) {
            const row = rollsModel.get(i);
            kept[row.rowKey] = { roll: row.roll, modifier: row.modifier };
        }
        rollsModel.clear();
        const seen = {};
        for (const die of dice) {
            // The same monster twice in a fight gets a row per copy.
            const base = die.runner + "\u0001" + die.monster;
            seen[base] = (seen[base] || 0) + 1;
            const rowKey = base + "\u0001" + seen[base];
            const before = kept[rowKey] || { roll: 0, modifier: 0 };
            rollsModel.append({ rowKey: rowKey, runner: die.runner, player: die.player, monster: die.monster,
                                roll: before.roll, modifier: before.modifier });
        }
        panel.revision += 1;
    }

    // One die as the builder takes it. Its Bad Stuff is recorded after the run, for whoever is caught.
    function rollOf(row) {
        return MunchkinActions.runAwayRoll(row.monster, row.runner, row.roll, row.modifier);
    }

    // The runners of the dice asked for, in order: "fighter" or "helper".
    function runners() {
        const result = [];
        for (let i = 0; i < rollsModel.count; ++i)
            result.push(rollsModel.get(i).runner);
        return result;
    }

    function action() {
        const rolls = [];
        for (let i = 0; i < rollsModel.count; ++i)
            rolls.push(panel.rollOf(rollsModel.get(i)));
        // The helper's escape on the Ride only means something with a Ride sacrificed and a helper.
        const helperAlongToo = !sacrificeRide.checked || (panel.combat.helper || "") === "" || helperAlong.checked;
        return MunchkinActions.runAway(rolls, sacrificeRide.checked, helperAlongToo);
    }

    function setRoll(row, field, value) {
        rollsModel.setProperty(row, field, value);
        panel.revision += 1;
    }

    onCombatChanged: panel.rebuild()
    Component.onCompleted: panel.rebuild()
    spacing: Theme.spacing

    ListModel {
        id: rollsModel
    }

    Label {
        Layout.fillWidth: true
        text: qsTr("Run away! Roll for every runner and monster. Whoever is caught gets the monster's Bad Stuff "
                   + "next.")
        font.pixelSize: Theme.bodySize
        color: Theme.text
        wrapMode: Text.Wrap
    }

    Label {
        Layout.fillWidth: true
        text: qsTr("The dice")
        font.pixelSize: Theme.titleSize
        font.weight: Font.Medium
        color: Theme.text
    }
    Label {
        objectName: "noDiceNote"
        Layout.fillWidth: true
        visible: rollsModel.count === 0
        text: qsTr("No die to roll: the referee asks for none.")
        font.pixelSize: Theme.bodySize
        color: Theme.secondaryText
        wrapMode: Text.Wrap
    }
    Repeater {
        model: rollsModel

        delegate: Pane {
            id: rollRow

            required property int index
            required property string runner
            required property string player
            required property string monster
            required property int roll
            required property int modifier

            Layout.fillWidth: true
            padding: Theme.spacing
            background: Rectangle {
                color: Theme.surface
                border.color: Theme.divider
                radius: Theme.radius
            }

            ColumnLayout {
                anchors.fill: parent
                spacing: Theme.spacing / 2

                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.spacing

                    CombatDie {
                        id: rowDie

                        objectName: "runDie_" + rollRow.index
                        value: rollRow.roll
                        onSettled: (result) => panel.setRoll(rollRow.index, "roll", result)
                    }
                    Label {
                        objectName: "runLabel_" + rollRow.index
                        Layout.fillWidth: true
                        text: qsTr("%1 runs from %2").arg(rollRow.player).arg(rollRow.monster)
                        font.pixelSize: Theme.bodySize
                        font.weight: Font.Bold
                        color: Theme.text
                        wrapMode: Text.Wrap
                    }
                    Button {
                        objectName: "runRollDie_" + rollRow.index
                        Layout.minimumHeight: Theme.touchTarget
                        text: qsTr("Roll")
                        highlighted: true
                        enabled: !rowDie.rolling && panel.session !== null
                        onClicked: rowDie.show(Referee.rollDie())
                    }
                }
                // The chance of this die escaping with the modifier entered, from the referee.
                Text {
                    objectName: "runChance_" + rollRow.index
                    Layout.fillWidth: true
                    text: {
                        panel.revision;
                        if (!panel.session)
                            return "";
                        const chance = panel.session.escapeChance(rollRow.modifier, rollRow.runner === "helper",
                                                                  sacrificeRide.checked, helperAlong.checked);
                        return chance["text"];
                    }
                    textFormat: Text.PlainText
                    font.pixelSize: Theme.captionSize
                    color: Theme.secondaryText
                    wrapMode: Text.Wrap
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.spacing / 2

                    Repeater {
                        model: 6

                        delegate: Button {
                            id: face

                            required property int index

                            objectName: "runRoll_" + rollRow.index + "_" + (index + 1)
                            width: Theme.touchTarget
                            height: Theme.touchTarget
                            text: String(index + 1)
                            checkable: true
                            checked: rollRow.roll === index + 1
                            Accessible.name: qsTr("The die shows %1").arg(index + 1)
                            onClicked: panel.setRoll(rollRow.index, "roll", face.index + 1)
                        }
                    }
                }
                // In a Flow, as before: Qt 6.4 crashed on this row's layout nested straight in the column
                // when the rows went with the fight (tst_combat, a run-away and then a Ride).
                Flow {
                    Layout.fillWidth: true

                    CombatStepper {
                        objectName: "runModifier_" + rollRow.index
                        label: qsTr("Modifier")
                        signed: true
                        value: rollRow.modifier
                        from: -10
                        to: 10
                        editable: false
                        onStepped: (newValue) => panel.setRoll(rollRow.index, "modifier", newValue)
                    }
                }
            }
        }
    }

    CheckBox {
        objectName: "sacrificeRide"
        id: sacrificeRide

        visible: panel.hasRides
        Layout.minimumHeight: Theme.touchTarget
        text: qsTr("Sacrifice a Ride to escape everything")
        onToggled: panel.rebuild()
    }
    // The fighter decides whether the helper escapes on the Ride too; one left behind rolls as usual.
    CheckBox {
        objectName: "helperAlong"
        id: helperAlong

        visible: sacrificeRide.checked && (panel.combat.helper || "") !== ""
        checked: true
        Layout.minimumHeight: Theme.touchTarget
        text: qsTr("%1 escapes on the Ride too").arg(panel.combat.helper || "")
        onToggled: panel.rebuild()
    }

    Label {
        objectName: "runAwayHeadline"
        Layout.fillWidth: true
        text: !panel.allRolled ? qsTr("Waiting for every die.")
              : panel.preview.legal ? qsTr("The referee's reading of the dice:")
              : qsTr("The referee refuses these rolls:")
        font.pixelSize: Theme.bodySize
        font.weight: Font.Bold
        color: !panel.allRolled ? Theme.secondaryText : panel.preview.legal ? Theme.legal : Theme.refused
        wrapMode: Text.Wrap
    }
    ReasonList {
        objectName: "runAwayReasons"
        Layout.fillWidth: true
        visible: panel.allRolled
        reasons: panel.preview.reasons || []
    }
    Button {
        objectName: "recordRunAway"
        Layout.alignment: Qt.AlignRight
        Layout.minimumHeight: Theme.touchTarget
        text: qsTr("Record the run-away")
        highlighted: true
        enabled: panel.allRolled && panel.preview.legal
        onClicked: {
            panel.performed(Navigator.perform(panel.session, panel.action()));
        }
    }
}
