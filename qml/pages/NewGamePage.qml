pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Arbiter

// A new game: the edition and its options (or Munchkin Panic and its mode and variants), the players in
// seat order, and who starts. The page only composes the setup; the session's referee accepts or refuses
// it, and a refusal keeps all that was typed.
Page {
    id: page

    property GameSession session

    readonly property var editions: Referee.editions()
    property int editionIndex: 0
    readonly property var edition: editions.length > 0 ? editions[Math.min(editionIndex, editions.length - 1)] : ({})
    // Options the edition's rulebook does not print are offered as house rules.
    readonly property bool fasterPlayPrinted: edition.fasterPlayPrinted === true
    readonly property bool sharedVictoryPrinted: edition.sharedVictoryPrinted === true
    // Where the rulebook leaves the sale of one-shots open, the table may count them by house rule.
    readonly property bool oneShotsSellPrinted: edition.oneShotsSellPrinted === true
    readonly property bool houseRulesOffered: !fasterPlayPrinted || !sharedVictoryPrinted || !oneShotsSellPrinted
    readonly property bool epicAvailable: (edition.epicWinningLevel || 0) > 0
    // Munchkin Panic, the entry after the card games' editions: its own options replace theirs.
    property bool panicChosen: false

    // How many players the game seats, as the referee says for the edition or the Panic mode.
    readonly property var playerLimits: Referee.playerLimits(gameSetup())
    readonly property int minPlayers: playerLimits.fewest
    readonly property int maxPlayers: playerLimits.most
    // The colours a player can take: the seats' default colours.
    readonly property var swatchColours: {
        const colours = [];
        for (let seat = 0; session && seat < 12; ++seat)
            colours.push(Referee.defaultColour(seat));
        return colours;
    }
    // Mirrors of the players model, refreshed by syncPlayers(): the trimmed names and the rows' ids.
    property var names: []
    property var uids: []
    property int nextUid: 1
    // Who starts: a row id, or "" for the first seat.
    property string starterUid: ""
    readonly property int starterIndex: Math.max(0, uids.indexOf(starterUid))
    // The roll for who starts, shaped as the setup's rollOff ([{rolls: [{player, roll}]}]) but naming the
    // rows by their ids, so that a name typed after the roll still counts; and whom the referee named.
    property var rollRounds: []
    property string rollStarterUid: ""
    // The last refusal of the setup, to show beside the field it names.
    property var refusal: ({})

    readonly property bool twoColumns: width >= 1100
    readonly property real columnWidth: Math.min(width - 2 * Theme.margin, twoColumns ? 1200 : Theme.contentMaxWidth)
    readonly property string gameNameProblem: gameNameField.text.trim() === "" ? qsTr("The game needs a name.") : ""
    // The longest names the referee takes (game.name-length): the fields stop there and say so.
    readonly property int playerNameLimit: session ? session.playerNameLimit : 24
    readonly property int gameNameLimit: session ? session.gameNameLimit : 60
    readonly property string playersProblem: {
        if (names.indexOf("") >= 0)
            return qsTr("Every player needs a name.");
        for (let i = 0; i < names.length; ++i) {
            if (names.indexOf(names[i]) !== i)
                return qsTr("Two players are called “%1”.").arg(names[i]);
        }
        return "";
    }
    readonly property string startProblem: {
        if (!session)
            return qsTr("No game log is open.");
        if (session.fileError !== "")
            return qsTr("The game log could not be opened: %1").arg(session.fileError);
        if (editions.length === 0)
            return qsTr("No edition to play.");
        return gameNameProblem !== "" ? gameNameProblem : playersProblem;
    }

    function colourFor(seat) {
        const used = [];
        for (let i = 0; i < playersModel.count; ++i)
            used.push(String(playersModel.get(i).colour).toLowerCase());
        const wanted = Referee.defaultColour(seat);
        if (used.indexOf(wanted.toLowerCase()) < 0)
            return wanted;
        for (let c = 0; c < swatchColours.length; ++c) {
            if (used.indexOf(swatchColours[c].toLowerCase()) < 0)
                return swatchColours[c];
        }
        return wanted;
    }

    function syncPlayers() {
        const n = [];
        const u = [];
        for (let i = 0; i < playersModel.count; ++i) {
            n.push(playersModel.get(i).name.trim());
            u.push(playersModel.get(i).uid);
        }
        names = n;
        uids = u;
        if (uids.indexOf(starterUid) < 0)
            starterUid = "";
    }
    // `typeName`: the new row's name field takes the focus, for a player added by a tap.
    function addPlayer(typeName) {
        if (playersModel.count >= maxPlayers)
            return;
        playersModel.append({ uid: "p" + nextUid++, name: "", sex: "", character: "",
                              colour: colourFor(playersModel.count) });
        rollRounds = [];  // a roll made without the newcomer does not count
        syncPlayers();
        if (typeName !== true)
            return;
        const row = playerRows.itemAt(playersModel.count - 1) as NewGamePlayerRow;
        row?.typeName();
        Qt.callLater(reveal, row);  // once the form has laid the new row out
    }
    // Scrolls the form so that `item` shows whole.
    function reveal(item) {
        if (!item)
            return;
        const top = item.mapToItem(flick.contentItem, 0, 0).y;
        const bottom = top + item.height + Theme.margin;
        if (bottom > flick.contentY + flick.height)
            flick.contentY = Math.min(bottom - flick.height, Math.max(0, flick.contentHeight - flick.height));
        else if (top < flick.contentY)
            flick.contentY = Math.max(0, top - Theme.margin);
    }
    function removePlayer(index) {
        if (playersModel.count <= 1)
            return;
        playersModel.remove(index);
        rollRounds = [];
        syncPlayers();
    }
    function movePlayer(from, to) {
        if (to < 0 || to >= playersModel.count)
            return;
        playersModel.move(from, to, 1);
        syncPlayers();
    }
    function playerLabel(index) {
        return names[index] !== "" ? names[index] : qsTr("Player %1").arg(index + 1);
    }

    // The referee says who rolls next (game.roll-off); the page rolls their dice until it names a starter.
    function rollOffRuling(rounds) {
        return Referee.rollOff(uids, rounds);
    }
    function rollForStarter() {
        const rounds = [];
        let ruling = rollOffRuling(rounds);
        while (ruling.legal === true && ruling.toRoll.length > 0) {
            rounds.push({ rolls: ruling.toRoll.map(uid => ({ player: uid, roll: Referee.rollDie() })) });
            ruling = rollOffRuling(rounds);
        }
        if (ruling.legal !== true || ruling.starter === "") {
            Navigator.verdictShown(ruling);
            return;
        }
        rollRounds = rounds;
        rollStarterUid = ruling.starter;
        starterUid = ruling.starter;
    }
    // A starter picked by hand replaces the roll.
    function pickStarter(uid) {
        starterUid = uid;
        if (uid !== rollStarterUid)
            rollRounds = [];
    }
    function roundText(round, last) {
        const parts = round.rolls.map(r => qsTr("%1 %2").arg(playerLabel(uids.indexOf(r.player))).arg(r.roll));
        return last ? parts.join(", ") : qsTr("%1 — tied, they roll again").arg(parts.join(", "));
    }
    // The roll as the setup keeps it, by the players' names.
    // The game without its players: the edition and its options, or Munchkin Panic's mode and variants.
    function gameSetup() {
        return panicChosen
               ? GameSetups.panic(gameNameField.text, panicOptions.mode, panicOptions.variants, false)
               : GameSetups.munchkin(gameNameField.text, edition.id || "", epicAvailable && epicSwitch.checked,
                                     sharedVictorySwitch.checked, fasterPlaySwitch.checked,
                                     !oneShotsSellPrinted && sellOneShotsSwitch.checked);
    }

    function setup() {
        let result = gameSetup();
        for (let i = 0; i < playersModel.count; ++i) {
            const row = playersModel.get(i);
            // A Panic game has no sex; a Character card only where the options bring them in.
            result = GameSetups.withPlayer(result, row.name, String(row.colour), panicChosen ? "" : row.sex,
                                           panicChosen && panicOptions.showCharacters ? row.character : "");
        }
        result = GameSetups.withStarter(result, names[starterIndex]);
        // The dice go into the setup, so the game and its roll are written together.
        for (const round of rollRounds)
            result = GameSetups.withRollOffRound(result, round.rolls.map(r => names[uids.indexOf(r.player)]),
                                                 round.rolls.map(r => r.roll));
        return result;
    }
    function isLegal(verdict) {
        return verdict.legal === true && (verdict.error || "") === "";
    }
    function start() {
        const verdict = session.games.newGame(setup());
        if (!isLegal(verdict)) {
            refusal = verdict;
            Navigator.verdictShown(verdict);
            return verdict;
        }
        refusal = {};
        Navigator.pageRequested("table", {});
        return verdict;
    }
    // The reasons of a refusal that names no field (the referee's own rules), for the Panic options.
    readonly property var refusalReasons: (refusal.field || "") === "" && (refusal.error || "") === ""
                                          ? (refusal.reasons || []) : []
    // The refusal's words for a field of the setup ("name", "players[1]"...), or "".
    function refusalFor(prefix) {
        const field = refusal.field || "";
        if (field === "" || !(field === prefix || field.startsWith(prefix + ".") || field.startsWith(prefix + "[")))
            return "";
        if ((refusal.error || "") !== "")
            return refusal.error;
        return (refusal.reasons || []).map(r => r.text).join(" ");
    }

    title: qsTr("New game")
    background: Rectangle {
        color: Theme.background
    }

    Component.onCompleted: {
        for (let i = 0; i < editions.length; ++i) {
            if (editions[i].id === "deluxe")
                editionIndex = i;
        }
        addPlayer();
        addPlayer();
    }

    ListModel {
        id: playersModel
    }

    component SectionHeading: Label {
        Layout.fillWidth: true
        font.pixelSize: Theme.titleSize
        font.weight: Font.Medium
        color: Theme.text
        wrapMode: Text.Wrap
    }
    component Note: Label {
        Layout.fillWidth: true
        font.pixelSize: Theme.captionSize
        color: Theme.secondaryText
        wrapMode: Text.Wrap
    }
    component Card: Pane {
        Layout.fillWidth: true
        Layout.alignment: Qt.AlignTop
        padding: Theme.margin
        background: Rectangle {
            color: Theme.surface
            border.color: Theme.divider
            radius: Theme.radius
        }
    }
    component OptionSwitch: Switch {
        id: optionSwitch

        Layout.fillWidth: true
        Layout.minimumHeight: Theme.touchTarget
        font.pixelSize: Theme.bodySize
        contentItem: Label {
            leftPadding: optionSwitch.indicator.width + optionSwitch.spacing
            text: optionSwitch.text
            font: optionSwitch.font
            color: Theme.text
            wrapMode: Text.Wrap
            verticalAlignment: Text.AlignVCenter
        }
    }

    Flickable {
        id: flick

        objectName: "newGameFlick"
        anchors.fill: parent
        contentWidth: width
        contentHeight: form.implicitHeight + 2 * Theme.margin
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        GridLayout {
            id: form

            x: (flick.width - width) / 2
            y: Theme.margin
            width: page.columnWidth
            columns: page.twoColumns ? 2 : 1
            columnSpacing: Theme.margin
            rowSpacing: Theme.margin

            // --- The game: name, edition, options ---
            Card {
                Layout.preferredWidth: 1
                GridLayout {
                    width: parent.width
                    columns: 1
                    rowSpacing: Theme.spacing

                    SectionHeading {
                        Layout.row: 0
                        text: qsTr("Game")
                    }
                    TextField {
                        id: gameNameField

                        objectName: "gameNameField"
                        Layout.row: 1
                        Layout.fillWidth: true
                        Layout.minimumHeight: Theme.touchTarget
                        // "Game of <today>", numbered when the file has one of that name already.
                        text: page.session ? page.session.games.defaultGameName() : ""
                        placeholderText: qsTr("Name of the game")
                        selectByMouse: true
                        maximumLength: page.gameNameLimit
                    }
                    Note {
                        objectName: "gameNameProblem"
                        Layout.row: 2
                        readonly property string problem: page.gameNameProblem !== "" ? page.gameNameProblem
                                                                                     : page.refusalFor("name")
                        visible: text !== ""
                        // At the limit the field takes no more: it says why as the user types.
                        text: problem !== "" ? problem
                                             : gameNameField.length >= page.gameNameLimit
                                               ? qsTr("A game's name is at most %1 characters.").arg(page.gameNameLimit) : ""
                        color: problem !== "" ? Theme.refused : Theme.secondaryText
                    }
                    SectionHeading {
                        Layout.row: 3
                        text: qsTr("Edition")
                    }
                    ColumnLayout {
                        Layout.row: 4
                        Layout.fillWidth: true
                        spacing: 0

                        Repeater {
                            model: page.editions

                            delegate: RadioButton {
                                id: editionButton

                                required property var modelData
                                required property int index

                                objectName: "edition_" + editionButton.modelData.id
                                Layout.fillWidth: true
                                Layout.minimumHeight: Theme.touchTarget
                                checked: !page.panicChosen && page.editionIndex === editionButton.index
                                text: editionButton.modelData.winningLevel > 0
                                      ? qsTr("%1 — first to level %2 wins").arg(editionButton.modelData.name)
                                        .arg(editionButton.modelData.winningLevel)
                                      : editionButton.modelData.name
                                font.pixelSize: Theme.bodySize
                                onClicked: {
                                    page.panicChosen = false;
                                    page.editionIndex = editionButton.index;
                                }
                                contentItem: Label {
                                    leftPadding: editionButton.indicator.width + editionButton.spacing
                                    text: editionButton.text
                                    font: editionButton.font
                                    color: Theme.text
                                    wrapMode: Text.Wrap
                                    verticalAlignment: Text.AlignVCenter
                                }
                            }
                        }
                        // A sibling of the editions' buttons, so that one choice excludes the others.
                        RadioButton {
                            id: panicButton

                            objectName: "edition_panic"
                            Layout.fillWidth: true
                            Layout.minimumHeight: Theme.touchTarget
                            checked: page.panicChosen
                            text: qsTr("Munchkin Panic — defend the Castle from the Monsters")
                            font.pixelSize: Theme.bodySize
                            onClicked: page.panicChosen = true
                            contentItem: Label {
                                leftPadding: panicButton.indicator.width + panicButton.spacing
                                text: panicButton.text
                                font: panicButton.font
                                color: Theme.text
                                wrapMode: Text.Wrap
                                verticalAlignment: Text.AlignVCenter
                            }
                        }
                    }

                    // The options the rulebook prints come first; the others are house rules, said so
                    // under their own heading. Each switch keeps its place in the grid by its row.
                    SectionHeading {
                        Layout.row: 5
                        Layout.topMargin: Theme.spacing
                        visible: !page.panicChosen
                                 && (page.epicAvailable || page.fasterPlayPrinted || page.sharedVictoryPrinted)
                        text: qsTr("Options")
                    }
                    OptionSwitch {
                        id: epicSwitch

                        objectName: "epicSwitch"
                        Layout.row: 6
                        visible: !page.panicChosen && page.epicAvailable
                        text: qsTr("Epic: play to level %1 instead of %2")
                              .arg(page.edition.epicWinningLevel || 0).arg(page.edition.winningLevel || 0)
                    }
                    OptionSwitch {
                        id: fasterPlaySwitch

                        objectName: "fasterPlaySwitch"
                        Layout.row: page.fasterPlayPrinted ? 7 : 10
                        visible: !page.panicChosen
                        text: qsTr("Faster Play (Listen at the Door)")
                    }
                    OptionSwitch {
                        id: sharedVictorySwitch

                        objectName: "sharedVictorySwitch"
                        Layout.row: page.sharedVictoryPrinted ? 8 : 11
                        visible: !page.panicChosen
                        text: qsTr("Shared victory: players who reach the winning level together all win")
                    }
                    SectionHeading {
                        objectName: "houseRulesHeading"
                        Layout.row: 9
                        Layout.topMargin: Theme.spacing
                        visible: !page.panicChosen && page.houseRulesOffered
                        text: qsTr("House rules")
                    }
                    OptionSwitch {
                        id: sellOneShotsSwitch

                        objectName: "sellOneShotsSwitch"
                        Layout.row: 12
                        visible: !page.panicChosen && !page.oneShotsSellPrinted
                        text: qsTr("One-shots sell for their Gold, like Items")
                    }
                    Note {
                        Layout.row: 13
                        visible: !page.panicChosen && page.houseRulesOffered
                        text: qsTr("%1's rulebook does not print these. Play them only if the whole table agrees.")
                              .arg(page.edition.name || "")
                    }
                    NewGamePanicOptions {
                        id: panicOptions

                        objectName: "panicOptions"
                        Layout.row: 14
                        Layout.fillWidth: true
                        visible: page.panicChosen
                        refusalReasons: page.panicChosen ? page.refusalReasons : []
                    }
                }
            }

            // --- The players and who starts ---
            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.alignment: Qt.AlignTop
                spacing: Theme.margin

                Card {
                    ColumnLayout {
                        width: parent.width
                        spacing: Theme.spacing

                        SectionHeading {
                            text: qsTr("Players, in seat order")
                        }
                        Note {
                            text: qsTr("Play passes to the next player down the list.")
                        }
                        Note {
                            objectName: "playerCountNote"
                            visible: playersModel.count > page.maxPlayers || playersModel.count < page.minPlayers
                            text: playersModel.count < page.minPlayers
                                  ? qsTr("This game needs at least %1 players.").arg(page.minPlayers)
                                  : page.maxPlayers === 1
                                  ? qsTr("Solitaire is played alone: remove the other players.")
                                  : qsTr("This game seats up to %1 players.").arg(page.maxPlayers)
                            color: Theme.refused
                        }
                        Repeater {
                            id: playerRows

                            model: playersModel

                            delegate: NewGamePlayerRow {
                                id: playerRow

                                Layout.fillWidth: true
                                playerCount: playersModel.count
                                nameLimit: page.playerNameLimit
                                colours: page.swatchColours
                                showSex: !page.panicChosen
                                showCharacter: page.panicChosen && panicOptions.showCharacters
                                nameProblem: {
                                    const i = playerRow.index;
                                    const own = page.names[i] === undefined ? "" : page.names[i];
                                    if (own === "")
                                        return qsTr("Needs a name.");
                                    if (page.names.indexOf(own) !== i || page.names.lastIndexOf(own) !== i)
                                        return qsTr("Another player is called “%1”.").arg(own);
                                    return page.refusalFor("players[" + i + "]");
                                }
                                nameProblemIsError: (page.names[playerRow.index] || "") !== ""
                                onNameEdited: text => {
                                    playersModel.setProperty(playerRow.index, "name", text);
                                    page.syncPlayers();
                                }
                                onSexChosen: sex => playersModel.setProperty(playerRow.index, "sex", sex)
                                onCharacterChosen: character => playersModel.setProperty(playerRow.index, "character",
                                                                                         character)
                                onColourChosen: colour => playersModel.setProperty(playerRow.index, "colour", colour)
                                onMoveUpRequested: page.movePlayer(playerRow.index, playerRow.index - 1)
                                onMoveDownRequested: page.movePlayer(playerRow.index, playerRow.index + 1)
                                onRemoveRequested: page.removePlayer(playerRow.index)
                            }
                        }
                        Button {
                            objectName: "addPlayerButton"
                            Layout.minimumHeight: Theme.touchTarget
                            enabled: playersModel.count < page.maxPlayers
                            text: playersModel.count < page.maxPlayers ? qsTr("+ Add player")
                                                                        : qsTr("The table is full (%1)").arg(page.maxPlayers)
                            onClicked: page.addPlayer(true)
                        }
                    }
                }

                Card {
                    ColumnLayout {
                        width: parent.width
                        spacing: Theme.spacing

                        SectionHeading {
                            text: qsTr("Who starts")
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: Theme.spacing

                            ComboBox {
                                objectName: "starterCombo"
                                width: Math.min(Math.max(implicitWidth, 200), parent.width)
                                height: Math.max(implicitHeight, Theme.touchTarget)
                                model: page.names.map((name, i) => page.playerLabel(i))
                                currentIndex: page.starterIndex
                                onActivated: index => page.pickStarter(page.uids[index])
                            }
                            Button {
                                objectName: "rollButton"
                                height: Math.max(implicitHeight, Theme.touchTarget)
                                enabled: page.session !== null && page.names.length > 1
                                text: qsTr("⚄ Roll for it")
                                onClicked: page.rollForStarter()
                            }
                        }
                        Repeater {
                            model: page.rollRounds

                            delegate: Label {
                                required property var modelData
                                required property int index

                                objectName: "rollRound_" + index
                                Layout.fillWidth: true
                                text: qsTr("Roll %1: %2").arg(index + 1)
                                      .arg(page.roundText(modelData, index === page.rollRounds.length - 1))
                                wrapMode: Text.Wrap
                                font.pixelSize: Theme.bodySize
                                color: Theme.text
                            }
                        }
                        Note {
                            objectName: "rollWinner"
                            visible: page.rollRounds.length > 0
                            text: qsTr("%1 rolled highest and starts. The rolls go into the game's history.")
                                  .arg(page.playerLabel(page.starterIndex))
                        }
                    }
                }
            }
        }
    }

    footer: Pane {
        // The bar's content lines up with the form's column.
        topPadding: Theme.spacing
        bottomPadding: Theme.spacing
        leftPadding: Math.max(Theme.spacing, (page.width - page.columnWidth) / 2)
        rightPadding: leftPadding
        background: Rectangle {
            color: Theme.surface
            Rectangle {
                width: parent.width
                height: 1
                color: Theme.divider
            }
        }

        contentItem: RowLayout {
            spacing: Theme.margin

            Label {
                objectName: "startProblem"
                Layout.fillWidth: true
                text: page.startProblem
                wrapMode: Text.Wrap
                font.pixelSize: Theme.bodySize
                color: Theme.secondaryText
            }
            Button {
                objectName: "startButton"
                Layout.minimumHeight: Theme.touchTarget
                Layout.minimumWidth: Theme.touchTarget * 3
                highlighted: true
                enabled: page.startProblem === ""
                text: qsTr("Start game ›")
                font.pixelSize: Theme.titleSize
                onClicked: page.start()
            }
        }
    }
}
