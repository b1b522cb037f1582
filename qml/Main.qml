pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import Arbiter

ApplicationWindow {
    id: window

    width: 1280
    height: 800
    visible: true
    title: qsTr("Arbiter")
    color: Theme.background

    Material.theme: Material.Light
    Material.primary: Theme.primary
    Material.accent: Theme.accent

    header: ToolBar {
        implicitHeight: Math.max(Theme.touchTarget + Theme.spacing, implicitContentHeight)
        background: Rectangle {
            color: Theme.primary
        }

        Label {
            anchors.fill: parent
            leftPadding: Theme.margin
            rightPadding: Theme.margin
            text: qsTr("Arbiter — Munchkin referee")
            font.pixelSize: Theme.titleSize
            font.weight: Font.Medium
            color: Theme.textOnPrimary
            elide: Label.ElideRight
            verticalAlignment: Label.AlignVCenter
        }
    }

    RulesPage {
        anchors.fill: parent
    }
}
