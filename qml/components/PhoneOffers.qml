pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Arbiter

// Offers the phones made (docs/phones.md, "Offers"): a player offers to help in a fight, or a Panic deal,
// on their phone; the fighter (the current player in Panic) accepts on their own phone or here, on the
// tablet. It floats over whatever page is shown, so nothing under a finger moves when an offer comes in;
// "Later" hides an offer until its player changes it. The table server, not this card, decides whether an
// acceptance stands: its refusal is shown as it comes.
Pane {
    id: card

    required property GameSession session
    readonly property TableInvitation invitation: session ? session.invitation : null
    // {to, offers: [{from, what, accepted}], runAwayIn} (TableInvitation.offers).
    readonly property var standing: invitation ? invitation.offers : ({})
    readonly property string to: standing.to ?? ""
    // Offers hidden with "Later", by "from\nwhat": a changed offer shows again.
    property var hidden: ({})
    property string error: ""
    readonly property var pending: {
        const list = [];
        for (const offer of (card.standing.offers ?? [])) {
            if (!offer.accepted && !card.hidden[offer.from + "\n" + offer.what])
                list.push(offer);
        }
        return list;
    }

    function offerText(from, what): string {
        const panic = card.session.family === "panic";
        if (what === "")
            return panic ? qsTr("%1 offers %2 a deal.").arg(from).arg(card.to)
                         : qsTr("%1 offers to help %2.").arg(from).arg(card.to);
        return panic ? qsTr("%1 offers %2 a deal: “%3”").arg(from).arg(card.to).arg(what)
                     : qsTr("%1 offers to help %2: “%3”").arg(from).arg(card.to).arg(what);
    }

    function accept(from) {
        card.error = card.invitation.acceptOffer(from);
    }

    function later(from, what) {
        const next = Object.assign({}, card.hidden);
        next[from + "\n" + what] = true;
        card.hidden = next;
        card.error = "";
    }

    objectName: "phoneOffers"
    visible: invitation !== null && invitation.open && to !== "" && (pending.length > 0 || error !== "")
    padding: Theme.spacing
    Material.elevation: 8
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.accent
        border.width: 2
        radius: Theme.radius
    }

    // A new moment (another fight, another turn) starts with nothing hidden and no old refusal.
    onToChanged: {
        card.hidden = {};
        card.error = "";
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing / 2

        Label {
            Layout.fillWidth: true
            text: card.session && card.session.family === "panic" ? qsTr("Deals from the phones")
                                                                  : qsTr("Help from the phones")
            font.bold: true
            color: Theme.secondaryText
        }

        Repeater {
            model: card.pending

            delegate: RowLayout {
                id: row

                required property var modelData

                Layout.fillWidth: true
                spacing: Theme.spacing / 2

                Label {
                    Layout.fillWidth: true
                    text: card.offerText(row.modelData.from, row.modelData.what)
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.bodySize
                }
                Button {
                    objectName: "laterOffer_" + row.modelData.from
                    text: qsTr("Later")
                    flat: true
                    implicitHeight: Theme.touchTarget
                    onClicked: card.later(row.modelData.from, row.modelData.what)
                }
                Button {
                    objectName: "acceptOffer_" + row.modelData.from
                    text: qsTr("Accept")
                    highlighted: true
                    implicitHeight: Theme.touchTarget
                    onClicked: card.accept(row.modelData.from)
                }
            }
        }

        Label {
            objectName: "offerError"
            Layout.fillWidth: true
            visible: card.error !== ""
            text: card.error
            wrapMode: Text.WordWrap
            color: Theme.refused
        }
    }
}
