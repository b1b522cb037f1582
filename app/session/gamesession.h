#pragma once
// The game in play, for QML: one log file, the open game, and every change a player makes.
//
// The UI never decides a rule, and never spells the stored JSON. A page builds an action by a typed call
// (MunchkinActions.changeLevel("Ann", 1, "go-up-a-level"), PanicActions..., action_request.h) and hands it
// to perform(); the referee answers with a typed verdict (app/views/verdict_view.h: legal, recorded, reasons,
// and `error` with the request's `field` when the action could not be read or the file not written).
// preview() asks the same question without writing anything, so a dialog can show the referee's split or
// levels before the players confirm. The map overloads read the log's JSON (docs/actions.md) and are for C++
// callers and tests only.
//
// GameSession is the QML face of SessionCore (core/session_core.h), which owns the file and the game.
// Each change is announced by area: tableChanged, combatChanged, boardChanged (with panicChanged for the
// `panic` view), historyChanged; a page listens to the areas it shows. stateChanged follows every change
// of the open game, for dialogs whose preview depends on the whole state.

#include "app/actions/action_request.h"
#include "app/actions/head_state.h"
#include "app/actions/setup_request.h"
#include "app/cards/cardlibrarymodel.h"
#include "app/models/gamesmodel.h"
#include "app/models/historymodel.h"
#include "app/models/playersmodel.h"
#include "app/session/tableinvitation.h"
#include "app/views/game_options_view.h"
#include "app/views/table_words.h"

#include "app/core/session_core.h"
#include "app/views/combat_view.h"
#include "app/views/head_views.h"
#include "app/views/panic_hit_view.h"
#include "app/views/panic_view.h"
#include "app/views/player_view.h"
#include "app/views/verdict_view.h"
#include "app/views/who_starts_view.h"
#include "rules/game/legal_now.h"
#include "rules/game/setup.h"

#include <QObject>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <qqmlregistration.h>

#include <functional>
#include <memory>

namespace arbiter::app {

// A HeadState too: the Panic board corrections (app/actions/panic_actions.h) read its state at head.
class GameSession : public QObject, public HeadState {
    Q_OBJECT
    // The app creates one and hands it to Main.qml; tests create their own on a file of their own.
    QML_ELEMENT

    // The log file (the one asked for, when it was refused) and why it could not be opened (empty when
    // it is open).
    Q_PROPERTY(QString filePath READ filePath NOTIFY fileChanged)
    Q_PROPERTY(QString fileError READ fileError NOTIFY fileChanged)
    Q_PROPERTY(arbiter::app::GamesModel* games READ games CONSTANT)
    // The longest names the referee takes, in characters (game.name-length): the New game page's fields
    // stop there.
    Q_PROPERTY(int playerNameLimit READ playerNameLimit CONSTANT)
    Q_PROPERTY(int gameNameLimit READ gameNameLimit CONSTANT)

    // The open game.
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY gameChanged)
    Q_PROPERTY(qint64 gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY gameChanged)
    Q_PROPERTY(QString family READ family NOTIFY gameChanged)            // "munchkin" or "panic"
    Q_PROPERTY(QString edition READ edition NOTIFY gameChanged)          // "deluxe", ...
    Q_PROPERTY(QString editionName READ editionName NOTIFY gameChanged)  // "Munchkin Deluxe"
    Q_PROPERTY(int winningLevel READ winningLevel NOTIFY gameChanged)
    Q_PROPERTY(int killClaimWaitMs READ killClaimWaitMs NOTIFY gameChanged)  // 2600, 3750 in Pathfinder
    Q_PROPERTY(bool hasLevelBoard READ hasLevelBoard NOTIFY gameChanged)     // Deluxe's board with pawns

    Q_PROPERTY(arbiter::app::PlayersModel* players READ players CONSTANT)
    Q_PROPERTY(arbiter::app::HistoryModel* history READ history CONSTANT)
    // The table's card library for the open game's edition (cardlibrarymodel.h): set its `query` as
    // letters are typed; each row gives back the card the forms take.
    Q_PROPERTY(arbiter::app::CardLibraryModel* cards READ cards CONSTANT)
    Q_PROPERTY(QString currentPlayer READ currentPlayer NOTIFY tableChanged)
    Q_PROPERTY(QString phase READ phase NOTIFY tableChanged)          // "kick-open-the-door", ...
    Q_PROPERTY(QString phaseName READ phaseName NOTIFY tableChanged)  // "Kick Open the Door"
    // The phase after this one in the turn's order (Listen at the Door only with Faster Play); "" in the
    // last.
    Q_PROPERTY(QString nextPhase READ nextPhase NOTIFY tableChanged)
    Q_PROPERTY(QString nextPhaseName READ nextPhaseName NOTIFY tableChanged)
    Q_PROPERTY(int turn READ turn NOTIFY tableChanged)
    Q_PROPERTY(QStringList winners READ winners NOTIFY tableChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY historyChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY historyChanged)
    // The combat in progress as the referee judges it now (see combat()).
    Q_PROPERTY(arbiter::app::views::CombatView combat READ combat NOTIFY combatChanged)
    // What the referee lets the table do now (app/views/legal_view.h): `legalNow.kinds[ActionKind.SellItems]`
    // says whether, by whom and why not; `caught` whom the monsters caught (a lost fight's fighter and
    // helper, or those a failed run caught): Bad Stuff and death default to them.
    Q_PROPERTY(arbiter::app::views::LegalNowView legalNow READ legalNow NOTIFY stateChanged)
    Q_PROPERTY(QStringList caught READ caught NOTIFY stateChanged)
    // A lost fight until it is settled (app/views/settling_view.h). The combat page stays while `open`: every
    // runner caught has Bad Stuff, a death or "no Bad Stuff" recorded, and the bodies of those who died are
    // looted.
    Q_PROPERTY(arbiter::app::views::SettlingView settling READ settling NOTIFY stateChanged)
    // A Munchkin Panic game's table (app/views/panic_view.h); inactive for a card game.
    Q_PROPERTY(arbiter::app::views::PanicView panic READ panic NOTIFY panicChanged)
    // The verdict of the last perform(), undo() or redo(), for a banner.
    Q_PROPERTY(arbiter::app::views::VerdictView lastVerdict READ lastVerdict NOTIFY lastVerdictChanged)
    // The open game's roll for who starts, kept in its setup (app/views/who_starts_view.h); empty when the
    // starter was picked.
    Q_PROPERTY(arbiter::app::views::WhoStartsView whoStarts READ whoStarts NOTIFY gameChanged)
    // The open game's options (app/views/game_options_view.h); all unset without a game.
    Q_PROPERTY(arbiter::app::views::GameOptionsView gameOptions READ gameOptions NOTIFY gameChanged)
    // The players' phones: the invitation to the table (tableinvitation.h, docs/phones.md).
    Q_PROPERTY(arbiter::app::TableInvitation* invitation READ invitation CONSTANT)

public:
    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    // Where the app keeps its log when no file is named: <AppDataLocation>/arbiter.sqlite.
    static QString defaultFilePath();

    // Opens (or creates) a log file and reopens the game last opened from it here (remembered in the
    // app's settings, per file), else its most recently played game. False, with fileError set, when the
    // file is refused (not ours, damaged, newer...); nothing is written to it then.
    Q_INVOKABLE bool openFile(const QString& path);
    // openFile() in two halves, so a start can read the file on a worker thread while the window's QML
    // compiles: readFile() on any thread, for a session living on `user`; adoptFile() on that thread.
    static SessionCore::FileRead readFile(const QString& path, QThread* user);
    bool adoptFile(SessionCore::FileRead read);

    // --- the games of the file: the games model does what Home does to them (gamesmodel.h) ---
    Q_INVOKABLE bool openGame(qint64 id);
    Q_INVOKABLE void closeGame();

    // --- actions ---
    views::VerdictView perform(const QVariantMap& action);  // C++ only
    // The verdict the action would get now, with `levelsAfter` ({player: level}) when it is legal.
    views::VerdictView preview(const QVariantMap& action) const;  // C++ only
    // The same for a typed request (action_request.h); a request that could not be built is refused
    // with its field, without asking the referee.
    Q_INVOKABLE arbiter::app::views::VerdictView perform(const arbiter::app::ActionRequest& request);
    Q_INVOKABLE arbiter::app::views::VerdictView preview(const arbiter::app::ActionRequest& request) const;
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    // Undo or redo to just after the action `seq` of the current line (0: before the first action).
    Q_INVOKABLE bool undoTo(qint64 seq);

    // --- views the pages need ---
    // One player as a typed view (app/views/player_view.h): the tracked player, colour, effectiveGear,
    // strength, each Item's equip ruling, and `may` (rules' playerNow()); empty for an unknown name.
    Q_INVOKABLE arbiter::app::views::PlayerView playerDetails(const QString& name) const;
    // --- Munchkin Panic (app/views/panic_words.h) ---
    // preview() of a panic-hit plus the referee's ruling on the attack and each card
    // (app/views/panic_hit_view.h).
    views::HitPreviewView panicHitPreview(const QVariantMap& action) const;  // C++ only
    Q_INVOKABLE arbiter::app::views::HitPreviewView panicHitPreview(
        const arbiter::app::ActionRequest& request) const;
    // preview() of panic-move-monsters or panic-draw-curse plus what would move: `move`, a PanicMoveView
    // (app/views/panic_move_view.h). `move.pending` lists the structures hit by
    // several Monsters, for which the action's `choices` must name the one that takes the damage; until
    // they all have an answer, `move.events` are only those that do not depend on the answers.
    views::MovePreviewView panicMovePreview(const QVariantMap& action) const;  // C++ only
    Q_INVOKABLE arbiter::app::views::MovePreviewView panicMovePreview(
        const arbiter::app::ActionRequest& request) const;
    // The cards the Hit dialog offers under the game's options.
    Q_INVOKABLE arbiter::app::views::PanicCardsView panicCards() const;

    // --- what the referee says before anyone acts (session_rules.cpp) ---
    // The dice running away from the fight in progress needs, with or without a Ride sacrificed and the
    // helper taken along: [{runner: "fighter"/"helper", player, monster}], monster by monster.
    Q_INVOKABLE QVariantList runAwayDice(bool sacrificeRide, bool helperEscapesWithRide) const;
    // One runner's chance of escaping a monster with `modifier` on the die (runaway.chance):
    // an EscapeView (minimumRoll, escapingFaces, chance, automatic, text, ruleId).
    Q_INVOKABLE arbiter::app::views::EscapeView escapeChance(int modifier, bool helper = false,
                                                             bool sacrificeRide = false,
                                                             bool helperEscapesWithRide = true) const;

    // For C++ callers (the action builders): the open game's state at head, or null without a game.
    const rules::game::GameState* currentState() const override { return m_core.state(); }
    // The core this face shows, for another face of the same game (the table server).
    SessionCore* core() { return &m_core; }
    // The views of the head this face shows, shared with the table server.
    const views::HeadViews& headViews() const { return m_views; }

    QString filePath() const { return m_core.filePath(); }
    QString fileError() const { return m_core.fileError(); }
    GamesModel* games() { return &m_games; }
    static int playerNameLimit() { return static_cast<int>(rules::game::playerNameCharacters); }
    static int gameNameLimit() { return static_cast<int>(rules::game::gameNameCharacters); }
    bool hasGame() const { return m_core.hasGame(); }
    qint64 gameId() const;
    QString gameName() const;
    QString family() const;
    QString edition() const;
    QString editionName() const;
    int winningLevel() const;
    int killClaimWaitMs() const;
    bool hasLevelBoard() const;
    // The state at head as the log writes it (docs/actions.md): for C++ tests, never shown to QML.
    QVariantMap state() const;
    PlayersModel* players() { return &m_players; }
    CardLibraryModel* cards() { return &m_cards; }
    // The history's rows are read from the log the first time someone asks for them (historymodel.h).
    HistoryModel* history()
    {
        m_history.show();
        return &m_history;
    }
    QString currentPlayer() const;
    QString phase() const;
    QString phaseName() const;
    QString nextPhase() const;
    QString nextPhaseName() const { return views::phaseDisplayName(nextPhase()); }
    int turn() const;
    QStringList winners() const;
    bool canUndo() const { return m_core.canUndo(); }
    bool canRedo() const { return m_core.canRedo(); }
    // The fight as a typed view (app/views/combat_view.h); inactive without a fight.
    views::CombatView combat() const { return m_combat; }
    views::PanicView panic() const { return m_panic; }
    views::LegalNowView legalNow() const { return m_views.legalNow(); }
    QStringList caught() const { return m_views.legalNow().caught; }
    views::SettlingView settling() const { return m_views.settling(); }
    views::VerdictView lastVerdict() const { return m_lastVerdict; }
    views::WhoStartsView whoStarts() const;
    views::GameOptionsView gameOptions() const;
    TableInvitation* invitation() { return m_invitation.get(); }

Q_SIGNALS:
    void fileChanged();
    void gameChanged();
    // The areas of the open game (SessionCore's Area), each after every view it feeds is up to date.
    void tableChanged();    // players, turn, phase, winners (and the players model)
    void combatChanged();   // the `combat` view: the fight, or the strengths of those in it
    void boardChanged();    // Munchkin Panic's board or bag
    void panicChanged();    // the `panic` view: the board, the bag or the seats
    void historyChanged();  // head, tip or rows: canUndo, canRedo, the history model
    // Any change of the open game (or another game opened): for previews that depend on everything.
    void stateChanged();
    void lastVerdictChanged();

private:
    views::VerdictView performAction(const rules::game::Action& action);
    // The refusal of a request that could not be built, or nullopt when it holds an action.
    static std::optional<views::VerdictView> unbuilt(const ActionRequest& request);
    // preview() of an action already read; a game must be open.
    views::VerdictView previewOf(const rules::game::Action& action) const;
    void setLastVerdict(views::VerdictView verdict);
    // Where the settings keep the game last opened from the log file at `path`.
    static QString lastOpenedKey(const QString& path);
    void rememberOpenGame();
    // The core announced a change: the views of those areas are rebuilt, then their signals emitted.
    void showChange(Areas areas);
    QString colourOf(const QString& player, int seat) const;
    // Undo, redo or undo to here, then the banner names the action it concerned.
    bool moveHead(const std::function<SessionVerdict()>& move, const QString& label, bool nameTheUndone);

    SessionCore m_core;
    mutable std::optional<QVariantMap> m_stateMap;  // stateToJson() at head, made when `state` is read
    // The views of the head, shared with the phones' server; first after the core, so that it hears of a
    // change before the faces that read it.
    views::HeadViews m_views{m_core};
    views::CombatView m_combat;  // as last shown, so an unchanged fight is not announced
    views::PanicView m_panic;    // as last shown, so an unchanged table is not announced
    views::VerdictView m_lastVerdict;
    GamesModel m_games{m_core};
    PlayersModel m_players;
    HistoryModel m_history{m_core, m_views.contexts(), m_views};
    CardLibraryModel m_cards{this};  // after m_core, whose changes it follows
    // Last, so it goes first: its server drives m_core. A child too, so QML never takes it for its own.
    std::unique_ptr<TableInvitation> m_invitation;
};

}  // namespace arbiter::app
