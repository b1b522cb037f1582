pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The rules reference: every rule the referee can cite, searchable by id, title or text. Opened at a rule
// (a verdict's reason was tapped), it searches for that rule and marks it.
Page {
    id: page

    property GameSession session
    // The rule to show; empty for the whole reference.
    property string ruleId

    // The row of a rule in the (filtered) model, or -1.
    function rowOf(id) {
        for (let row = 0; row < rulesModel.rowCount(); ++row) {
            if (rulesModel.data(rulesModel.index(row, 0), RulesModel.IdRole) === id)
                return row;
        }
        return -1;
    }
    function showRule() {
        if (ruleId === "")
            return;
        filterField.text = ruleId;
        // At once rather than after the typing pause: nobody is typing.
        filterDelay.stop();
        rulesModel.filter = ruleId;
        const row = rowOf(ruleId);
        if (row >= 0)
            ruleList.positionViewAtIndex(row, ListView.Beginning);
    }

    title: qsTr("Rules reference")
    onRuleIdChanged: showRule()
    Component.onCompleted: showRule()
    background: Rectangle {
        color: Theme.background
    }

    RulesModel {
        id: rulesModel
    }

    // The filter follows the search field once typing pauses: one model reset per pause rather than one per
    // key, and no reset while the list is still creating the delegates of the previous one.
    Timer {
        id: filterDelay

        interval: 150
        onTriggered: rulesModel.filter = filterField.text
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.spacing

        TextField {
            id: filterField

            objectName: "ruleFilter"
            Layout.fillWidth: true
            Layout.maximumWidth: Theme.contentMaxWidth
            Layout.alignment: Qt.AlignHCenter
            Layout.minimumHeight: Theme.touchTarget
            placeholderText: qsTr("Search the rules by id, title or text")
            inputMethodHints: Qt.ImhNoPredictiveText
            selectByMouse: true
            onTextChanged: filterDelay.restart()
        }

        Label {
            Layout.fillWidth: true
            Layout.maximumWidth: Theme.contentMaxWidth
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("%n rule(s)", "", ruleList.count)
            font.pixelSize: Theme.captionSize
            color: Theme.secondaryText
        }

        ListView {
            id: ruleList

            objectName: "ruleList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.maximumWidth: Theme.contentMaxWidth
            Layout.alignment: Qt.AlignHCenter
            clip: true
            model: rulesModel
            spacing: Theme.spacing
            ScrollBar.vertical: ScrollBar {}

            delegate: Pane {
                id: ruleCard

                required property string ruleId
                required property string title
                required property string summary
                required property string rulebook
                required property string section
                readonly property bool shown: ruleCard.ruleId === page.ruleId

                objectName: "rule_" + ruleCard.ruleId
                width: ListView.view.width
                implicitHeight: Math.max(Theme.touchTarget, implicitContentHeight + topPadding + bottomPadding)
                padding: Theme.margin
                background: Rectangle {
                    color: ruleCard.shown ? Theme.tagBackground : Theme.surface
                    border.color: ruleCard.shown ? Theme.accent : Theme.divider
                    border.width: ruleCard.shown ? 2 : 1
                    radius: Theme.radius
                }
                Accessible.role: Accessible.ListItem
                Accessible.name: ruleCard.title

                contentItem: ColumnLayout {
                    spacing: Theme.spacing / 2

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing

                        Label {
                            Layout.fillWidth: true
                            text: ruleCard.title
                            font.pixelSize: Theme.bodySize
                            font.weight: Font.DemiBold
                            wrapMode: Label.Wrap
                        }
                        Label {
                            text: ruleCard.rulebook
                            font.pixelSize: Theme.captionSize
                            leftPadding: Theme.spacing
                            rightPadding: Theme.spacing
                            topPadding: 2
                            bottomPadding: 2
                            background: Rectangle {
                                color: Theme.tagBackground
                                radius: Theme.radius
                            }
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        text: ruleCard.section.length > 0 ? ruleCard.ruleId + "  ·  " + ruleCard.section : ruleCard.ruleId
                        font.family: Theme.monospaceFamily
                        font.pixelSize: Theme.captionSize
                        color: Theme.secondaryText
                        wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                    }
                    Label {
                        Layout.fillWidth: true
                        text: ruleCard.summary
                        font.pixelSize: Theme.bodySize
                        wrapMode: Label.Wrap
                    }
                }
            }

            Label {
                anchors.centerIn: parent
                width: parent.width - 2 * Theme.margin
                visible: ruleList.count === 0
                text: qsTr("No rule matches “%1”.").arg(rulesModel.filter)
                horizontalAlignment: Label.AlignHCenter
                wrapMode: Label.Wrap
                color: Theme.secondaryText
            }
        }
    }
}
