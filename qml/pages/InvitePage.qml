pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Arbiter

// The players' phones join the table (docs/phones.md): the invitation's QR code and address, what to
// check when a phone cannot connect, and the seats with who is connected, to hand a seat out or take it
// back. Coming here opens the invitation; "Close invitation" stops it and forgets every seat's token.
Page {
    id: page

    property GameSession session
    readonly property TableInvitation invitation: session ? session.invitation : null
    readonly property bool isOpen: invitation !== null && invitation.open
    readonly property bool wide: width >= Theme.narrowWidth
    readonly property real columnWidth: Math.min(width - 2 * Theme.margin, Theme.contentMaxWidth)
    // The QR code: as big as fits a column, and no bigger than a phone's camera needs across the table.
    readonly property real codeSide: Math.min(wide ? 360 : columnWidth, 360)
    // The seat whose own code the dialog shows, and that code's address.
    property string seatShown: ""
    property string seatShownUrl: ""

    function showSeatCode(name) {
        page.seatShownUrl = page.invitation.seatUrl(name);
        page.seatShown = name;
        seatDialog.open();
    }

    title: qsTr("Invite players")
    background: Rectangle {
        color: Theme.background
    }

    Component.onCompleted: {
        if (page.invitation && !page.invitation.open && page.session.hasGame)
            page.invitation.openInvitation();
    }

    component Paragraph: Label {
        Layout.fillWidth: true
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        font.pixelSize: Theme.bodySize
        color: Theme.text
    }
    component Heading: Label {
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacing
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        font.pixelSize: Theme.titleSize
        font.weight: Font.Medium
        color: Theme.text
    }
    // A selectable address: large, wrapped anywhere (an address has no spaces to wrap at).
    component Address: TextEdit {
        Layout.fillWidth: true
        readOnly: true
        selectByMouse: true
        textFormat: TextEdit.PlainText
        wrapMode: TextEdit.WrapAnywhere
        font.pixelSize: Theme.titleSize
        font.family: Theme.monospaceFamily
        color: Theme.text
        selectionColor: Theme.accent
        selectedTextColor: Theme.textOnPrimary
    }

    Flickable {
        id: flick

        objectName: "inviteFlickable"
        anchors.fill: parent
        contentWidth: width
        contentHeight: column.implicitHeight + 2 * Theme.margin
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: column

            x: (flick.width - width) / 2
            y: Theme.margin
            width: page.columnWidth
            spacing: Theme.spacing

            // --- closed: why and how to open it ---
            Paragraph {
                objectName: "inviteClosedText"
                visible: !page.isOpen
                text: page.session && page.session.hasGame
                      ? qsTr("Each player can follow the game on their own phone and enter their own changes, in "
                             + "the phone's browser: nothing to install, no internet needed. The tablet stays the "
                             + "referee.")
                      : qsTr("Open a game first: the phones join the game the tablet shows.")
            }
            Label {
                objectName: "inviteError"
                Layout.fillWidth: true
                visible: text !== ""
                text: page.invitation ? page.invitation.error : ""
                textFormat: Text.PlainText
                wrapMode: Text.Wrap
                font.pixelSize: Theme.bodySize
                color: Theme.refused
            }
            Button {
                objectName: "inviteOpen"
                visible: !page.isOpen
                enabled: page.session !== null && page.session.hasGame
                Layout.minimumHeight: Theme.touchTarget
                highlighted: true
                text: qsTr("Open the invitation")
                onClicked: page.invitation.openInvitation()
            }

            // --- open: the code, the address, and what to check ---
            GridLayout {
                Layout.fillWidth: true
                visible: page.isOpen
                columns: page.wide ? 2 : 1
                columnSpacing: Theme.margin * 2
                rowSpacing: Theme.margin

                QrCode {
                    objectName: "inviteQr"
                    Layout.preferredWidth: page.codeSide
                    Layout.preferredHeight: page.codeSide
                    Layout.alignment: page.wide ? Qt.AlignTop : Qt.AlignHCenter
                    text: page.invitation ? page.invitation.url : ""
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    spacing: Theme.spacing

                    Paragraph {
                        text: qsTr("Scan the code with each player's phone, or type this address in the phone's "
                                   + "browser:")
                    }
                    Address {
                        objectName: "inviteUrl"
                        text: page.invitation ? page.invitation.url : ""
                    }
                    Label {
                        objectName: "inviteNoNetwork"
                        Layout.fillWidth: true
                        visible: page.isOpen && page.invitation.addresses.length === 0
                        text: qsTr("No Wi-Fi network found: connect the tablet to the table's Wi-Fi. Until then the "
                                   + "address above works on this tablet only.")
                        textFormat: Text.PlainText
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.bodySize
                        font.weight: Font.Medium
                        color: Theme.refused
                    }
                    Paragraph {
                        objectName: "inviteConnected"
                        text: page.isOpen ? qsTr("Phones connected: %1").arg(page.invitation.connectedCount) : ""
                        color: Theme.secondaryText
                    }
                }
            }

            Heading {
                visible: page.isOpen
                text: qsTr("When a phone cannot connect")
            }
            Paragraph {
                objectName: "inviteHelp"
                visible: page.isOpen
                text: qsTr("• The phone must be on the tablet's Wi-Fi, not on mobile data.") + "\n"
                      + qsTr("• Not a guest network: those keep the devices on them apart.") + "\n"
                      + qsTr("• No VPN on the phone or the tablet: it sends the traffic somewhere else.") + "\n"
                      + qsTr("• A firewall on the tablet must let port %1 in.").arg(page.invitation ? page.invitation.port : 0)
            }

            // --- the seats ---
            Heading {
                visible: page.isOpen
                text: qsTr("Seats")
            }
            Paragraph {
                visible: page.isOpen
                text: qsTr("A phone picks a free seat. “Show seat code” hands one seat out directly; “Take back” "
                           + "frees a seat and its phone can no longer act for it.")
                color: Theme.secondaryText
            }
            Repeater {
                model: page.isOpen ? page.invitation.seats : null

                InviteSeatRow {
                    Layout.fillWidth: true
                    narrow: !page.wide
                    onSeatCodeRequested: name => page.showSeatCode(name)
                    onTakeBackRequested: name => page.invitation.takeSeatBack(name)
                }
            }

            Button {
                objectName: "inviteClose"
                visible: page.isOpen
                Layout.topMargin: Theme.margin
                Layout.minimumHeight: Theme.touchTarget
                text: qsTr("Close invitation")
                Material.foreground: Theme.refused
                onClicked: page.invitation.closeInvitation()
            }
            Paragraph {
                visible: page.isOpen
                text: qsTr("Closing stops the phones and forgets every seat: a new invitation has new codes.")
                color: Theme.secondaryText
            }
        }
    }

    Dialog {
        id: seatDialog

        objectName: "seatCodeDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(page.width - 2 * Theme.margin, 440)
        modal: true
        title: qsTr("%1's seat").arg(page.seatShown)

        ColumnLayout {
            anchors.left: parent.left
            anchors.right: parent.right
            spacing: Theme.spacing

            QrCode {
                objectName: "seatQr"
                readonly property real side: Math.min(seatDialog.availableWidth, 320)

                Layout.preferredWidth: side
                Layout.preferredHeight: side
                Layout.alignment: Qt.AlignHCenter
                text: page.seatShownUrl
            }
            Paragraph {
                text: qsTr("Scan it with %1's phone: the page opens already in this seat. Whoever scans it plays "
                           + "this seat, until you take it back.").arg(page.seatShown)
            }
            Address {
                objectName: "seatUrl"
                font.pixelSize: Theme.captionSize
                text: page.seatShownUrl
            }
        }

        footer: DialogButtonBox {
            Button {
                objectName: "seatCodeClose"
                flat: true
                text: qsTr("Done")
                onClicked: seatDialog.close()
            }
        }
    }
}
