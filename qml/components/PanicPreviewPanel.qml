pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// What the Move Monsters phase or a Curse token is about to do, beside the board that draws it: each
// event in words, a question for every Wall or Tower hit by several Monsters at once, and the verdict.
// Nothing is applied until the players confirm; until every question has an answer there is nothing to
// confirm.
Pane {
    id: panel

    property GameSession session
    // What is previewed: "" (nothing), "move" (the Move Monsters phase) or "curse" (a Curse token drawn,
    // with its roll, 0 for none, and the card that cancelled it, "" for none).
    property string mode: ""
    property string curse: ""
    property int curseRoll: 0
    property string cancelledBy: ""
    // Structure key ("wall:1") -> the Monster the players chose to take the damage.
    property var choices: ({})
    property int revision: 0
    readonly property bool active: mode !== ""
    // Make the panel's content ahead, hidden (the page sets it in Move Monsters): the tap that starts the
    // preview then only fills it in.
    property bool prepared: false
    // session.panicMovePreview() of the action with the choices made so far.
    readonly property var result: {
        panel.revision;
        if (!panel.session || !panel.active)
            return ({});
        return panel.session.panicMovePreview(panel.request());
    }
    readonly property var move: result.move ?? ({})
    // The events and reasons on show: they follow the preview only while it is active and stay as they
    // were once it closes, so the next preview updates the rows in place instead of making them again
    // (and no hidden layout loses children, which Qt 6.4 does not survive on a resize).
    property var shownEvents: []
    property var shownReasons: []
    onResultChanged: {
        if (!panel.active)
            return;
        panel.shownEvents = panel.move.events ?? [];
        panel.shownReasons = panel.result.reasons ?? [];
    }
    // An event the castle or its defenders lose by, shown in the refusal colour.
    function isLoss(type) {
        switch (type) {
        case PanicEvent.WallDestroyed:
        case PanicEvent.TowerDestroyed:
        case PanicEvent.MonsterKilled:
            return true;
        }
        return false;
    }
    readonly property var pending: move.pending ?? []
    readonly property bool canConfirm: result.legal === true

    signal finished()

    function startMove() {
        panel.choices = {};
        panel.mode = "move";
        panel.revision += 1;
    }

    function startCurse(curse, roll, cancelledBy) {
        panel.choices = {};
        panel.curse = curse;
        panel.curseRoll = roll;
        panel.cancelledBy = cancelledBy;
        panel.mode = "curse";
        panel.revision += 1;
    }

    function cancel() {
        panel.mode = "";
        panel.choices = {};
        panel.finished();
    }

    // The action previewed, with the choices made so far.
    function request() {
        if (panel.mode === "curse")
            return PanicActions.drawCurse(panel.curse, panel.curseRoll, panel.cancelledBy, panel.choices);
        return PanicActions.moveMonsters(panel.choices);
    }

    function choose(structure, monster) {
        const next = Object.assign({}, panel.choices);
        next[structure] = monster;
        panel.choices = next;
        panel.revision += 1;
    }

    function confirm() {
        const verdict = Navigator.perform(panel.session, panel.request());
        if (verdict.legal && !verdict.error) {
            panel.mode = "";
            panel.choices = {};
            panel.finished();
        }
    }

    function structureText(entry) {
        return entry.kind === "tower" ? qsTr("Tower %1").arg(entry.arc) : qsTr("Wall %1").arg(entry.arc);
    }

    objectName: "panicPreview"
    visible: active
    padding: Theme.margin
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.accent
        border.width: 2
        radius: Theme.radius
    }

    // Made only while a preview shows or is about to: hidden, its texts and buttons would cost the board's
    // first frame memory for nothing (a Repeater of one: a Loader refuses this file's bound components in
    // Qt 6.4). Hidden, its lists are empty, so no layout loses children while it cannot be laid out.
    ColumnLayout {
        width: parent.width
        spacing: 0

        Repeater {
            model: panel.active || panel.prepared ? 1 : 0

            delegate: ColumnLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing

                Text {
                    objectName: "previewTitle"
                    Layout.fillWidth: true
                    text: panel.mode === "curse" ? qsTr("Curse token: what it will do")
                                                 : qsTr("Move Monsters: what will happen")
                    font.pixelSize: Theme.titleSize
                    font.weight: Font.Bold
                    color: Theme.text
                    wrapMode: Text.Wrap
                }

                Text {
                    objectName: "previewWhateverChosen"
                    Layout.fillWidth: true
                    visible: panel.pending.length > 0 && panel.shownEvents.length > 0
                    text: qsTr("Whatever the players choose:")
                    font.pixelSize: Theme.bodySize
                    font.weight: Font.Bold
                    color: Theme.secondaryText
                    wrapMode: Text.Wrap
                }
                Repeater {
                    model: SteadyListModel {
                        values: panel.shownEvents
                    }

                    delegate: Text {
                        required property var modelData
                        required property int index

                        objectName: "previewEvent_" + index
                        Layout.fillWidth: true
                        text: "• " + modelData.text
                        font.pixelSize: Theme.bodySize
                        color: panel.isLoss(modelData.type)
                               ? Theme.refused : Theme.text
                        wrapMode: Text.Wrap
                    }
                }
                Text {
                    Layout.fillWidth: true
                    visible: panel.shownEvents.length === 0 && panel.pending.length === 0
                    text: qsTr("Nothing moves.")
                    font.pixelSize: Theme.bodySize
                    color: Theme.secondaryText
                }

                // A question per structure hit by several Monsters.
                Repeater {
                    model: panel.pending

                    delegate: ColumnLayout {
                        id: question

                        required property var modelData

                        objectName: "pendingChoice_" + modelData.structure
                        Layout.fillWidth: true
                        spacing: 4

                        Text {
                            Layout.fillWidth: true
                            text: qsTr("%1 is hit by %2 at once: which one takes the damage?")
                                .arg(panel.structureText(question.modelData))
                                .arg(question.modelData.candidates.join(qsTr(" and ")))
                            font.pixelSize: Theme.bodySize
                            font.weight: Font.Bold
                            color: Theme.link
                            wrapMode: Text.Wrap
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: Theme.spacing

                            Repeater {
                                model: question.modelData.candidates

                                delegate: TouchButton {
                                    required property string modelData

                                    objectName: "choose_" + question.modelData.structure + "_" + modelData
                                    text: modelData
                                    font.capitalization: Font.MixedCase
                                    onClicked: panel.choose(question.modelData.structure, modelData)
                                }
                            }
                        }
                    }
                }

                Text {
                    objectName: "previewVerdict"
                    Layout.fillWidth: true
                    visible: panel.pending.length === 0
                    text: panel.result.error ? panel.result.error
                                             : panel.canConfirm ? qsTr("Legal: confirm once the pieces are moved.")
                                                                : qsTr("Refused")
                    font.pixelSize: Theme.bodySize
                    font.weight: Font.Bold
                    color: panel.canConfirm ? Theme.legal : Theme.refused
                    wrapMode: Text.Wrap
                }
                ReasonList {
                    Layout.fillWidth: true
                    visible: panel.pending.length === 0
                    compact: true
                    reasons: panel.shownReasons
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.spacing

                    TouchButton {
                        objectName: "previewCancel"
                        text: qsTr("Cancel")
                        onClicked: panel.cancel()
                    }
                    Item {
                        Layout.fillWidth: true
                    }
                    TouchButton {
                        objectName: "previewConfirm"
                        highlighted: true
                        enabled: panel.canConfirm
                        text: qsTr("Confirm")
                        onClicked: panel.confirm()
                    }
                }
            }
        }
    }
}
