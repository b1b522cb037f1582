pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// An entry said otherwise than the library's card of its name (a Monster fought at another Level, an Item
// with another bonus): the table says which card the library keeps. What was entered is in play either
// way; the card library (CardLibraryModel) decides whether there is a question at all.
Dialog {
    id: dialog

    required property GameSession session
    // The question asked now (cardId 0 when none).
    property cardConflict question

    // After an action a page recorded: asks when that action left a question about its card.
    function askAfter(verdict) {
        if (!verdict || !verdict.recorded)
            return;
        const asked = library.conflictAfter(verdict.seq);
        if (asked.asked) {
            dialog.question = asked;
            dialog.open();
        }
    }

    function settle(update) {
        const verdict = library.settleConflict(dialog.question, update);
        dialog.close();
        return verdict;
    }

    objectName: "cardConflictDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min((parent ? parent.width : 520) - 2 * Theme.margin, 520)
    modal: true
    closePolicy: Popup.NoAutoClose
    title: qsTr("Change the library's card?")

    CardLibraryModel {
        id: library

        session: dialog.session
        limit: 1
    }

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: Theme.spacing

        Label {
            objectName: "cardConflictQuestion"
            Layout.fillWidth: true
            text: qsTr("“%1” is in play as entered. The card library knows it as %2. Update the library's card to %3?")
                  .arg(dialog.question.name).arg(dialog.question.cardSummary).arg(dialog.question.updatedSummary)
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            font.pixelSize: Theme.bodySize
            color: Theme.text
        }
    }

    footer: DialogButtonBox {
        Button {
            objectName: "cardConflictKeep"
            flat: true
            text: qsTr("Keep the library card")
            onClicked: dialog.settle(false)
        }
        Button {
            objectName: "cardConflictUpdate"
            flat: true
            text: qsTr("Update the library card")
            onClicked: dialog.settle(true)
        }
    }
}
