pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Dialogs
import QtQuick.Layouts
import Arbiter

// Home: the games of the log file, the most recently played first, with a big "Continue" for the last
// one. Every change (rename, delete, import, export) is the session's to make; the page shows its verdict.
Page {
    id: page

    property GameSession session
    readonly property bool narrow: width < Theme.narrowWidth
    readonly property real columnWidth: Math.min(width - 2 * Theme.margin, Theme.contentMaxWidth)
    readonly property bool fileRefused: session !== null && session.fileError !== ""
    readonly property int gameCount: gamesList.count

    // The game a dialog is about.
    property real targetId: 0
    property string targetName: ""

    function openGame(id) {
        if (session.openGame(id)) {
            Navigator.pageRequested("table", {});
            return true;
        }
        Navigator.verdictShown({ legal: false, reasons: [],
                                 error: session.fileError !== "" ? session.fileError
                                                                  : qsTr("This game could not be opened.") });
        return false;
    }
    // A game's report, from the list: the game is opened, and its report shown over its table.
    function openReport(id) {
        if (!openGame(id))
            return false;
        Navigator.pageRequested("report", {});
        return true;
    }
    function renameGame(id, name) {
        const verdict = session.games.renameGame(id, name);
        Navigator.verdictShown(verdict);
        return verdict;
    }
    function deleteGame(id) {
        const verdict = session.games.deleteGame(id);
        Navigator.verdictShown(verdict);
        return verdict;
    }
    function exportGame(id, file) {
        const verdict = session.games.exportGame(id, file);
        Navigator.verdictShown(verdict);
        return verdict;
    }
    // An imported game is opened at once, so the table shows what was received.
    function importGame(file) {
        const verdict = session.games.importGame(file);
        Navigator.verdictShown(verdict);
        if (isLegal(verdict))
            Navigator.pageRequested("table", {});
        return verdict;
    }
    function isLegal(verdict) {
        return verdict.legal && !verdict.error;
    }
    // A file name for the export: the game's name without the characters file systems refuse.
    function exportFileName(name) {
        const safe = name.replace(/[\/\\:*?"<>|]/g, "-").trim();
        return (safe !== "" ? safe : qsTr("game")) + ".arbiter.json";
    }

    function askRename(id, name) {
        targetId = id;
        targetName = name;
        renameField.text = name;
        renameDialog.open();
        renameField.selectAll();
        renameField.forceActiveFocus();
    }
    function askDelete(id, name) {
        targetId = id;
        targetName = name;
        deleteDialog.open();
    }
    function askExport(id, name) {
        targetId = id;
        targetName = name;
        const folder = exportDialog.currentFolder.toString();
        exportDialog.selectedFile = (folder !== "" ? folder + "/" : "") + exportFileName(name);
        exportDialog.open();
    }

    title: qsTr("Games")
    background: Rectangle {
        color: Theme.background
    }

    component SectionHeading: Label {
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacing
        font.pixelSize: Theme.titleSize
        font.weight: Font.Medium
        color: Theme.text
        wrapMode: Text.Wrap
    }

    Flickable {
        id: flick

        objectName: "homeFlick"
        anchors.fill: parent
        contentWidth: width
        // Room at the bottom for the verdict banner over the last row.
        contentHeight: column.implicitHeight + 2 * Theme.margin + 96
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: column

            x: (flick.width - width) / 2
            y: Theme.margin
            width: page.columnWidth
            spacing: Theme.spacing

            // The log file was refused: say so first and loudly, with the path, since nothing can be saved.
            Pane {
                objectName: "fileErrorPane"
                Layout.fillWidth: true
                visible: page.fileRefused
                padding: Theme.margin
                background: Rectangle {
                    color: Theme.refusedBackground
                    border.color: Theme.refused
                    border.width: 2
                    radius: Theme.radius
                }

                contentItem: ColumnLayout {
                    spacing: Theme.spacing / 2

                    Label {
                        Layout.fillWidth: true
                        text: qsTr("The game log could not be opened — nothing will be saved")
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.titleSize
                        font.weight: Font.Bold
                        color: Theme.refused
                    }
                    Label {
                        objectName: "fileErrorText"
                        Layout.fillWidth: true
                        text: page.session ? page.session.fileError : ""
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.bodySize
                        color: Theme.text
                    }
                    Label {
                        objectName: "fileErrorPath"
                        Layout.fillWidth: true
                        // Said once: the session's message may name the file already.
                        visible: text !== "" && page.session.fileError.indexOf(page.session.filePath) < 0
                        text: page.session && page.session.filePath !== ""
                              ? qsTr("File: %1").arg(page.session.filePath) : ""
                        wrapMode: Text.WrapAnywhere
                        font.pixelSize: Theme.captionSize
                        font.family: Theme.monospaceFamily
                        color: Theme.secondaryText
                    }
                }
            }

            // "Continue": the first game of the list is the one played last.
            Repeater {
                model: page.session ? page.session.games : null

                delegate: Pane {
                    id: continueCard

                    required property int index
                    required property real gameId
                    required property string name
                    required property string editionName
                    required property string players
                    required property string lastPlayedText

                    objectName: "continueCard"
                    visible: index === 0
                    Layout.fillWidth: true
                    padding: Theme.margin
                    Material.elevation: 2
                    background: Rectangle {
                        color: Theme.surface
                        border.color: Theme.accent
                        border.width: 2
                        radius: Theme.radius
                    }

                    contentItem: GridLayout {
                        columns: page.narrow ? 1 : 2
                        columnSpacing: Theme.margin
                        rowSpacing: Theme.spacing

                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 2

                            Label {
                                Layout.fillWidth: true
                                text: qsTr("Last played %1").arg(continueCard.lastPlayedText)
                                wrapMode: Text.Wrap
                                font.pixelSize: Theme.captionSize
                                color: Theme.secondaryText
                            }
                            Label {
                                Layout.fillWidth: true
                                objectName: "continueName"
                                text: continueCard.name
                                wrapMode: Text.Wrap
                                maximumLineCount: 2
                                elide: Text.ElideRight
                                font.pixelSize: Theme.headlineSize
                                font.weight: Font.Medium
                                color: Theme.text
                            }
                            Label {
                                Layout.fillWidth: true
                                text: qsTr("%1 · %2").arg(continueCard.editionName).arg(continueCard.players)
                                wrapMode: Text.Wrap
                                maximumLineCount: 2
                                elide: Text.ElideRight
                                font.pixelSize: Theme.bodySize
                                color: Theme.secondaryText
                            }
                        }
                        Button {
                            objectName: "continueButton"
                            Layout.fillWidth: page.narrow
                            Layout.minimumHeight: Theme.touchTarget * 1.25
                            Layout.minimumWidth: Theme.touchTarget * 3
                            highlighted: true
                            text: qsTr("Continue ›")
                            font.pixelSize: Theme.titleSize
                            onClicked: page.openGame(continueCard.gameId)
                        }
                    }
                }
            }

            Flow {
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacing
                spacing: Theme.spacing

                Button {
                    objectName: "newGameButton"
                    height: Math.max(implicitHeight, Theme.touchTarget)
                    enabled: !page.fileRefused
                    highlighted: page.gameCount === 0
                    text: qsTr("+ New game")
                    font.pixelSize: Theme.bodySize
                    onClicked: Navigator.pageRequested("newGame", {})
                }
                Button {
                    objectName: "importButton"
                    height: Math.max(implicitHeight, Theme.touchTarget)
                    enabled: !page.fileRefused
                    text: qsTr("Import a game…")
                    font.pixelSize: Theme.bodySize
                    onClicked: importDialog.open()
                }
            }

            // No games yet: a welcome instead of an empty list.
            Label {
                objectName: "emptyState"
                Layout.fillWidth: true
                Layout.topMargin: Theme.margin
                visible: page.gameCount === 0 && !page.fileRefused
                text: qsTr("No games yet. Start a new game: name the players and choose the edition, and "
                           + "Arbiter keeps the levels, checks every ruling and remembers every move.")
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: Theme.titleSize
                color: Theme.secondaryText
            }

            SectionHeading {
                visible: page.gameCount > 0
                text: qsTr("All games")
            }

            Repeater {
                id: gamesList

                objectName: "gamesList"
                model: page.session ? page.session.games : null

                delegate: HomeGameRow {
                    id: gameRow

                    Layout.fillWidth: true
                    narrow: page.narrow
                    onOpenRequested: page.openGame(gameRow.gameId)
                    onRenameRequested: page.askRename(gameRow.gameId, gameRow.name)
                    onReportRequested: page.openReport(gameRow.gameId)
                    onExportRequested: page.askExport(gameRow.gameId, gameRow.name)
                    onDeleteRequested: page.askDelete(gameRow.gameId, gameRow.name)
                }
            }
        }
    }

    Dialog {
        id: renameDialog

        objectName: "renameDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(page.width - 2 * Theme.margin, 480)
        modal: true
        title: qsTr("Rename the game")

        readonly property string newName: renameField.text.trim()

        ColumnLayout {
            anchors.left: parent.left
            anchors.right: parent.right
            spacing: Theme.spacing

            TextField {
                id: renameField

                objectName: "renameField"
                Layout.fillWidth: true
                Layout.minimumHeight: Theme.touchTarget
                placeholderText: qsTr("Name of the game")
                selectByMouse: true
                onAccepted: if (renameDialog.newName !== "") renameDialog.accept()
            }
            Label {
                Layout.fillWidth: true
                visible: renameDialog.newName === ""
                text: qsTr("A game needs a name.")
                wrapMode: Text.Wrap
                color: Theme.refused
            }
        }

        footer: DialogButtonBox {
            Button {
                objectName: "renameCancel"
                flat: true
                onClicked: renameDialog.reject()
                text: qsTr("Cancel")
            }
            Button {
                objectName: "renameConfirm"
                flat: true
                onClicked: renameDialog.accept()
                enabled: renameDialog.newName !== ""
                text: qsTr("Rename")
            }
        }

        onAccepted: page.renameGame(page.targetId, newName)
    }

    Dialog {
        id: deleteDialog

        objectName: "deleteDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(page.width - 2 * Theme.margin, 480)
        modal: true
        title: qsTr("Delete this game?")

        Label {
            objectName: "deleteQuestion"
            anchors.left: parent.left
            anchors.right: parent.right
            text: qsTr("The game “%1” and its whole log will be removed from this device. This cannot be undone. "
                       + "Export it first to keep a copy.").arg(page.targetName)
            wrapMode: Text.Wrap
            font.pixelSize: Theme.bodySize
            color: Theme.text
        }

        footer: DialogButtonBox {
            Button {
                objectName: "deleteCancel"
                flat: true
                onClicked: deleteDialog.reject()
                text: qsTr("Keep it")
            }
            Button {
                objectName: "deleteConfirm"
                flat: true
                onClicked: deleteDialog.accept()
                text: qsTr("Delete")
                Material.foreground: Theme.refused
            }
        }

        onAccepted: page.deleteGame(page.targetId)
    }

    FileDialog {
        id: exportDialog

        title: qsTr("Export the game")
        acceptLabel: qsTr("Export")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: [qsTr("Games (*.json)"), qsTr("All files (*)")]
        onAccepted: page.exportGame(page.targetId, selectedFile)
    }

    FileDialog {
        id: importDialog

        title: qsTr("Import a game")
        acceptLabel: qsTr("Import")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Games (*.json)"), qsTr("All files (*)")]
        onAccepted: page.importGame(selectedFile)
    }
}
