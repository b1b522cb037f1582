pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Arbiter

// The toolbar's "⋮" menu. It is its own file, loaded the first time it opens: compiling a Menu and its
// items took a good part of the window's first frame.
Menu {
    id: menu

    required property AppToolBar bar

    y: Theme.touchTarget
    MenuItem {
        text: qsTr("Roll a die")
        visible: menu.bar.compact && menu.bar.gameButtons
        height: visible ? implicitHeight : 0
        onTriggered: menu.bar.openDice()
    }
    MenuItem {
        text: qsTr("History")
        visible: menu.bar.compact && menu.bar.gameButtons
        height: visible ? implicitHeight : 0
        onTriggered: Navigator.pageRequested("history", {})
    }
    MenuItem {
        text: qsTr("Rules reference")
        visible: menu.bar.compact
        height: visible ? implicitHeight : 0
        onTriggered: Navigator.pageRequested("rules", {})
    }
    MenuItem {
        text: qsTr("Levels chart")
        enabled: menu.bar.session && menu.bar.session.hasGame
        // Munchkin Panic has no Levels.
        visible: !menu.bar.session || menu.bar.session.family !== "panic"
        height: visible ? implicitHeight : 0
        onTriggered: Navigator.pageRequested("chart", {})
    }
    MenuItem {
        objectName: "reportMenuItem"
        text: qsTr("Game report")
        enabled: menu.bar.session && menu.bar.session.hasGame
        onTriggered: Navigator.pageRequested("report", {})
    }
    MenuItem {
        objectName: "recordsMenuItem"
        text: qsTr("Records")
        onTriggered: Navigator.pageRequested("records", {})
    }
    MenuItem {
        objectName: "cardsMenuItem"
        text: qsTr("Card library")
        // The library is a Munchkin game's: its edition's cards.
        visible: menu.bar.session !== null && menu.bar.session.edition !== ""
                 && menu.bar.session.family === "munchkin"
        height: visible ? implicitHeight : 0
        onTriggered: Navigator.pageRequested("cards", {})
    }
    MenuItem {
        objectName: "inviteMenuItem"
        text: qsTr("Invite players")
        // The phones join the open game.
        visible: menu.bar.session !== null && menu.bar.session.hasGame
        height: visible ? implicitHeight : 0
        onTriggered: Navigator.pageRequested("invite", {})
    }
    MenuItem {
        text: menu.bar.session && menu.bar.session.family === "panic" ? qsTr("The board") : qsTr("The table")
        enabled: menu.bar.session && menu.bar.session.hasGame
        onTriggered: Navigator.pageRequested("table", {})
    }
    MenuItem {
        text: qsTr("Games")
        onTriggered: Navigator.pageRequested("home", {})
    }
    MenuItem {
        text: menu.bar.darkTheme ? qsTr("Light theme") : qsTr("Dark theme")
        onTriggered: menu.bar.darkThemeToggled()
    }
    // The text size, applied at once to every page. The screenshot checks pass every page at 120%, 140% and
    // 160% on the three window sizes.
    Menu {
        objectName: "textSizeMenu"
        title: qsTr("Text size")

        MenuItem {
            objectName: "textSize_100"
            text: qsTr("%1%").arg(100)
            checkable: true
            checked: Math.round(Theme.textScale * 100) === 100
            onTriggered: menu.bar.textScaleChosen(1.0)
        }
        MenuItem {
            objectName: "textSize_120"
            text: qsTr("%1%").arg(120)
            checkable: true
            checked: Math.round(Theme.textScale * 100) === 120
            onTriggered: menu.bar.textScaleChosen(1.2)
        }
        MenuItem {
            objectName: "textSize_140"
            text: qsTr("%1%").arg(140)
            checkable: true
            checked: Math.round(Theme.textScale * 100) === 140
            onTriggered: menu.bar.textScaleChosen(1.4)
        }
        MenuItem {
            objectName: "textSize_160"
            text: qsTr("%1%").arg(160)
            checkable: true
            checked: Math.round(Theme.textScale * 100) === 160
            onTriggered: menu.bar.textScaleChosen(1.6)
        }
    }
    // The language, applied at once: every text of every page, and the verdicts and history too.
    // A language's name is written in that language, so a reader finds their own in any of them.
    Menu {
        id: languageMenu
        objectName: "languageMenu"
        title: qsTr("Language")

        MenuItem {
            objectName: "language_system"
            text: qsTr("The system's language")
            checkable: true
            checked: Language.chosen === ""
            onTriggered: Language.choose("")
        }
        // One item per shipped language, after the system's.
        Instantiator {
            model: Language.codes
            delegate: MenuItem {
                required property string modelData
                objectName: "language_" + modelData
                text: Language.nativeName(modelData)
                checkable: true
                checked: Language.chosen === modelData
                onTriggered: Language.choose(modelData)
            }
            onObjectAdded: (index, object) => languageMenu.insertItem(index + 1, object)
            onObjectRemoved: (index, object) => languageMenu.removeItem(object)
        }
    }
}
