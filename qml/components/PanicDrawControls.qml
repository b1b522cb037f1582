pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Arbiter

// Phase 1 of a Munchkin Panic turn, Discard and Draw: how many Castle cards the current player
// discards, the Really Impressive Title, the Cleric's and the Thief's ways of drawing, and the button
// that asks the referee. PanicTurnBar loads it only while the turn is in this phase.
Flow {
    id: controls

    property GameSession session
    // The current seat and every seat, as session.panic gives them.
    property var currentSeat: ({})
    property var seats: []

    spacing: Theme.spacing

    Row {
        spacing: Theme.spacing

        SpinBox {
            id: discards

            objectName: "panicDiscards"
            height: Theme.touchTarget
            from: 0
            to: Math.max(1, controls.currentSeat.castleCards ?? 1)
            value: 0
            Accessible.name: qsTr("Castle cards discarded")
        }
        CheckBox {
            id: title

            objectName: "panicTitle"
            height: Theme.touchTarget
            text: qsTr("Really Impressive Title")
        }
    }
    // The characters' ways of drawing (More Munchkin): one card from elsewhere counts towards the hand.
    CheckBox {
        id: clericKeeps

        objectName: "panicClericKeeps"
        height: Theme.touchTarget
        visible: controls.currentSeat.character === "Cleric"
        text: qsTr("Cleric: keep one from the discards")
    }
    ComboBox {
        id: thiefFrom

        objectName: "panicThiefFrom"
        height: Theme.touchTarget
        visible: controls.currentSeat.character === "Thief"
        model: {
            const choices = [qsTr("Thief: take no card")];
            for (const seat of controls.seats)
                if (!seat.isCurrent)
                    choices.push(qsTr("Thief: take a card from %1").arg(seat.name));
            return choices;
        }
        Accessible.name: qsTr("The player the Thief takes a Castle card from")
    }
    TouchButton {
        objectName: "panicDrawButton"
        height: Math.max(implicitHeight, Theme.touchTarget)
        highlighted: true
        text: discards.value > 0 ? qsTr("Discard %1 and draw").arg(discards.value) : qsTr("Draw up")
        onClicked: {
            const victims = controls.seats.filter(seat => !seat.isCurrent);
            const thief = thiefFrom.visible && thiefFrom.currentIndex > 0 ? victims[thiefFrom.currentIndex - 1].name : "";
            Navigator.perform(controls.session, PanicActions.discardDraw(discards.value, title.checked,
                                                                         clericKeeps.visible && clericKeeps.checked,
                                                                         thief));
            discards.value = 0;
            title.checked = false;
            clericKeeps.checked = false;
            thiefFrom.currentIndex = 0;
        }
    }
}
