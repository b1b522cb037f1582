pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Whom an Item is only for, or not for (an Item's onlyFor / forbiddenFor): a kind of card, or sex, and
// its name; none while the name is empty. `kinds` are the edition's (CardLibraryModel.restrictionKinds).
// Used by the player page's Item form and the card library's editor. The kind and the name side by side;
// the name under the kind when the two do not fit on one line (large text, a narrow column).
GridLayout {
    id: restriction

    property var kinds: []
    readonly property var kindNames: ({
        race: qsTr("Race"),
        "class": qsTr("Class"),
        faction: qsTr("Faction"),
        citizenship: qsTr("Citizenship"),
        sex: qsTr("Sex")
    })
    readonly property string kind: kindBox.currentValue ?? "class"
    readonly property string value: kind === "sex" ? sexBox.currentValue : valueField.text.trim()

    function set(kind, value) {
        kindBox.currentIndex = Math.max(0, kindBox.indexOfValue(kind));
        if (kind === "sex") {
            sexBox.currentIndex = Math.max(0, sexBox.indexOfValue(value));
            valueField.text = "";
        } else {
            valueField.text = value;
        }
    }

    // The narrowest the name can be: its field with the whole placeholder, or the sex menu.
    readonly property real valueWidth: kind === "sex"
        ? sexBox.implicitWidth
        : Math.ceil(placeholderMetrics.advanceWidth) + valueField.leftPadding + valueField.rightPadding + 2
    readonly property real kindWidth: Math.max(Theme.touchTarget * 3, kindBox.implicitWidth)
    readonly property bool stacked: width > 0 && width < kindWidth + columnSpacing + valueWidth

    Layout.fillWidth: true
    columns: stacked ? 1 : 2
    columnSpacing: Theme.spacing
    rowSpacing: 0

    TextMetrics {
        id: placeholderMetrics

        font: valueField.font
        text: valueField.placeholderText
    }

    ComboBox {
        id: kindBox

        objectName: restriction.objectName + "Kind"
        Layout.minimumHeight: Theme.touchTarget
        Layout.preferredWidth: restriction.kindWidth
        Layout.fillWidth: restriction.stacked
        // Wide enough for the longest kind's name at any text size.
        implicitContentWidthPolicy: ComboBox.WidestText
        textRole: "text"
        valueRole: "value"
        model: restriction.kinds.map(kind => ({ value: kind, text: restriction.kindNames[kind] || kind }))
    }
    TextField {
        id: valueField

        objectName: restriction.objectName + "Name"
        Layout.fillWidth: true
        Layout.preferredWidth: restriction.valueWidth
        Layout.minimumHeight: Theme.touchTarget
        visible: restriction.kind !== "sex"
        placeholderText: qsTr("Anyone")
        selectByMouse: true
        maximumLength: 40
    }
    ComboBox {
        id: sexBox

        objectName: restriction.objectName + "Sex"
        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget
        visible: restriction.kind === "sex"
        implicitContentWidthPolicy: ComboBox.WidestText
        textRole: "text"
        valueRole: "value"
        model: [
            { value: "", text: qsTr("Anyone") },
            { value: "female", text: qsTr("Females") },
            { value: "male", text: qsTr("Males") }
        ]
    }
}
