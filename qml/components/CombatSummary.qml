pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// The fight at a glance, pinned above everything else on the combat page: both strengths, the verdict,
// what it takes to turn it (from the referee), and the one button that ends the fight. It stays in view
// while cards are played further down, on a phone as on a tablet.
Pane {
    id: summary

    // session.combat: the referee's view of the fight.
    property var combat: ({})
    property bool narrow: false
    // The "Anyone?" wait: the claim button gives way to "Wait!", and the countdown is drawn over the
    // verdict's words, so the summary keeps its height and nothing below it moves.
    readonly property alias countdown: countdown
    property int claimWaitMs: 2600
    readonly property bool claiming: countdown.running
    // The kill was claimed and a card was played meanwhile.
    property bool claimCalledOff: false
    // Whether the referee takes the fight's resolution now (legalNow.kinds[ActionKind.ResolveCombat]).
    property bool resolvable: false

    readonly property bool running: summary.combat.runningAway === true
    readonly property bool playersWin: summary.combat.outcome === "win"
    readonly property var takes: summary.combat.takes || null

    signal claimRequested()
    signal claimCancelled()
    // Nobody played a card during the wait: the kill is final.
    signal claimElapsed()
    signal resolveRequested()

    objectName: "combatSummary"
    padding: summary.narrow ? Theme.spacing : Theme.margin / 2 + Theme.spacing / 2
    background: Rectangle {
        color: summary.playersWin ? Theme.legalBackground : Theme.refusedBackground
        border.color: summary.playersWin ? Theme.legal : Theme.refused
        border.width: 2
    }

    // The verdict's words between the two strengths, or under them: on a phone whose text is large, the
    // words and the button take the whole width below the strengths (side by side), when between them the
    // button would not fit or a verdict would not fit its two lines even at its smallest size.
    readonly property real besideWidth: summary.availableWidth - 2 * summary.strengthWidth - 2 * summary.rowSpacing
    readonly property real strengthWidth: Math.max(summary.narrow ? 64 : 110, playerSide.implicitWidth,
                                                   monsterSide.implicitWidth)
    readonly property real rowSpacing: summary.narrow ? Theme.spacing : Theme.margin
    readonly property bool stacked: summary.narrow && summary.availableWidth > 0
        && (Math.max(claimButton.implicitWidth, resolveButton.implicitWidth) > summary.besideWidth
            || !summary.headlinesFit(summary.besideWidth))

    // The verdict's sentences for the current figures, each of which must fit.
    function headlines() {
        return [qsTr("The referee cannot judge this fight yet"), qsTr("The fight is lost: run away!"),
                qsTr("The players would win, %1 to %2").arg(summary.combat.playerStrength)
                    .arg(summary.combat.monsterStrength),
                qsTr("The monsters would win, %1 to %2").arg(summary.combat.monsterStrength)
                    .arg(summary.combat.playerStrength)];
    }
    // Whether every verdict fits two lines of `width` at the smallest size the headline is drawn at, its
    // words wrapped as a Text wraps them.
    function headlinesFit(width) {
        const space = smallestHeadlineMetrics.advanceWidth(" ");
        for (const text of summary.headlines()) {
            let lines = 1;
            let line = 0;
            for (const word of text.split(" ")) {
                const wide = smallestHeadlineMetrics.advanceWidth(word);
                if (wide > width)
                    return false;
                if (line > 0 && line + space + wide > width) {
                    lines += 1;
                    line = wide;
                } else {
                    line += (line > 0 ? space : 0) + wide;
                }
            }
            if (lines > 2)
                return false;
        }
        return true;
    }

    // Two lines of the verdict's words on a phone.
    FontMetrics {
        id: headlineMetrics

        font.pixelSize: Theme.bodySize
        font.weight: Font.Bold
    }
    FontMetrics {
        id: smallestHeadlineMetrics

        font.pixelSize: Theme.captionSize
        font.weight: Font.Bold
    }
    FontMetrics {
        id: takesMetrics

        font.pixelSize: Theme.captionSize
    }

    component Strength: ColumnLayout {
        id: strength

        property string side
        property string value
        property string valueName
        property bool winning: false

        spacing: 0

        Text {
            Layout.alignment: Qt.AlignHCenter
            text: strength.side
            font.pixelSize: Theme.captionSize
            font.weight: Font.Medium
            color: Theme.secondaryText
        }
        Text {
            objectName: strength.valueName
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("%1: strength %2").arg(strength.side).arg(strength.value)
            Layout.alignment: Qt.AlignHCenter
            text: strength.value
            font.pixelSize: summary.narrow ? 40 : 56
            font.weight: Font.Black
            color: strength.winning ? (summary.playersWin ? Theme.legal : Theme.refused) : Theme.text
        }
    }

    // The one child of the Pane's content item (the Pane takes its implicit size), not a replacement
    // content item: the countdown and the words it lies over are named inside it.
    GridLayout {
        anchors.fill: parent
        columns: summary.stacked ? 2 : 3
        columnSpacing: summary.rowSpacing
        rowSpacing: Theme.spacing / 2

        Strength {
            id: playerSide

            valueName: "playerStrength"
            Layout.row: 0
            Layout.column: 0
            // Stacked: a scoreboard, the players at the left edge and the monsters at the right.
            Layout.alignment: summary.stacked ? Qt.AlignLeft : Qt.AlignVCenter
            Layout.preferredWidth: summary.stacked ? -1 : summary.strengthWidth
            side: qsTr("Players")
            value: String(summary.combat.playerStrength ?? "")
            winning: summary.playersWin
        }

        ColumnLayout {
            Layout.row: summary.stacked ? 1 : 0
            Layout.column: summary.stacked ? 0 : 1
            Layout.columnSpan: summary.stacked ? 2 : 1
            Layout.fillWidth: true
            spacing: 2

            // The verdict's words, with the countdown over them while a kill is claimed.
            Item {
                Layout.fillWidth: true
                // Room for the countdown's two lines even under a one-line verdict, whether it runs or not.
                implicitHeight: Math.max(words.implicitHeight, Theme.touchTarget)

                ColumnLayout {
                    id: words

                    width: parent.width
                    spacing: 2
                    opacity: countdown.running ? 0 : 1

                    Text {
                        objectName: "combatHeadline"
                        Layout.fillWidth: true
                        // On a phone the verdict's lines wrap as the numbers change: two lines are kept for each,
                        // so a card played never moves the page (a longer text is drawn smaller).
                        Layout.preferredHeight: summary.narrow ? Math.ceil(2 * headlineMetrics.height) + 2 : -1
                        font.pixelSize: summary.narrow ? Theme.bodySize : Theme.titleSize
                        font.weight: Font.Bold
                        fontSizeMode: summary.narrow ? Text.Fit : Text.FixedSize
                        minimumPixelSize: Theme.captionSize
                        color: summary.playersWin ? Theme.legal : Theme.refused
                        wrapMode: Text.WordWrap
                        text: summary.combat.legal === false ? qsTr("The referee cannot judge this fight yet")
                              : summary.running ? qsTr("The fight is lost: run away!")
                              : summary.playersWin
                                ? qsTr("The players would win, %1 to %2").arg(summary.combat.playerStrength)
                                  .arg(summary.combat.monsterStrength)
                                : qsTr("The monsters would win, %1 to %2").arg(summary.combat.monsterStrength)
                                  .arg(summary.combat.playerStrength)
                    }
                    Text {
                        objectName: "combatTakes"
                        Layout.fillWidth: true
                        Layout.preferredHeight: summary.narrow ? Math.ceil(2 * takesMetrics.height) + 2 : -1
                        visible: (text !== "" || summary.narrow) && !summary.running
                        text: summary.takes ? summary.takes.text : ""
                        font.pixelSize: summary.narrow ? Theme.captionSize : Theme.bodySize
                        fontSizeMode: summary.narrow ? Text.Fit : Text.FixedSize
                        minimumPixelSize: 10
                        color: Theme.text
                        wrapMode: Text.WordWrap
                    }
                    Text {
                        objectName: "claimCalledOff"
                        Layout.fillWidth: true
                        visible: summary.claimCalledOff && !summary.claiming
                        color: Theme.refused
                        font.pixelSize: Theme.captionSize
                        wrapMode: Text.Wrap
                        text: qsTr("A card was played: the claim is off. Claim again when nobody plays.")
                    }
                }
                CombatCountdown {
                    id: countdown

                    objectName: "countdown"
                    anchors.fill: parent
                    durationMs: summary.claimWaitMs
                    onElapsed: summary.claimElapsed()
                }
            }
            // The buttons keep their place whatever the verdict: one is shown at a time, in one spot.
            Item {
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touchTarget
                visible: !summary.running

                TouchButton {
                    id: claimButton

                    objectName: "claimKill"
                    height: Theme.touchTarget
                    visible: summary.playersWin && !summary.claiming
                    enabled: summary.resolvable
                    text: qsTr("Claim the kill")
                    highlighted: true
                    onClicked: summary.claimRequested()
                }
                TouchButton {
                    objectName: "cancelClaim"
                    height: Theme.touchTarget
                    visible: summary.claiming
                    text: qsTr("Wait! Someone plays a card")
                    onClicked: summary.claimCancelled()
                }
                TouchButton {
                    id: resolveButton

                    objectName: "resolveButton"
                    height: Theme.touchTarget
                    visible: !summary.playersWin && summary.combat.active === true
                    enabled: summary.resolvable
                    text: qsTr("Resolve: run away")
                    highlighted: true
                    onClicked: summary.resolveRequested()
                }
            }
        }

        Strength {
            id: monsterSide

            valueName: "monsterStrength"
            Layout.row: 0
            Layout.column: summary.stacked ? 1 : 2
            // Stacked: a scoreboard, the players at the left edge and the monsters at the right.
            Layout.alignment: summary.stacked ? Qt.AlignRight : Qt.AlignVCenter
            Layout.preferredWidth: summary.stacked ? -1 : summary.strengthWidth
            side: qsTr("Monsters")
            value: String(summary.combat.monsterStrength ?? "")
            winning: !summary.playersWin
        }
    }
}
