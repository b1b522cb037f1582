#pragma once
// A new game's setup, built by typed calls from the New game page (never a JSON map composed in QML):
// GameSetups.munchkin(...) or panic(...), then withPlayer(), withStarter() and withRollOffRound(), each
// returning a new SetupRequest. An unknown id (edition, sex, character, mode, variant) makes the request
// invalid, naming the setup's field as docs/actions.md spells it ("players[1].sex"); the first problem
// is kept through the later calls. GameSession::newGame() hands a valid one to the referee.

#include "rules/game/state.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace arbiter::app {

class SetupRequest {
    Q_GADGET
    Q_PROPERTY(bool valid READ valid CONSTANT)
    Q_PROPERTY(QString field READ field CONSTANT)
    Q_PROPERTY(QString error READ error CONSTANT)
    // What the page has put in, for its tests: the Panic variants' ids, and each seat's name and More
    // Munchkin character ("" for none).
    Q_PROPERTY(QStringList variants READ variants CONSTANT)
    Q_PROPERTY(QStringList players READ players CONSTANT)
    Q_PROPERTY(QStringList characters READ characters CONSTANT)

public:
    SetupRequest() = default;
    explicit SetupRequest(rules::game::GameSetup setup) : m_setup(std::move(setup)) {}
    static SetupRequest refused(const QString& field, const QString& error);

    bool valid() const { return m_setup.has_value(); }
    QString field() const { return m_field; }
    QString error() const { return m_error; }
    const std::optional<rules::game::GameSetup>& setup() const { return m_setup; }
    QStringList variants() const;
    QStringList players() const;
    QStringList characters() const;

private:
    std::optional<rules::game::GameSetup> m_setup;
    QString m_field;
    QString m_error;
};

class GameSetups : public QObject {
    Q_OBJECT

public:
    explicit GameSetups(QObject* parent = nullptr) : QObject(parent) {}

    // A card game: the edition's id ("deluxe", ...) and the table's options.
    Q_INVOKABLE arbiter::app::SetupRequest munchkin(const QString& name, const QString& edition, bool epic,
                                                    bool sharedVictory, bool fasterPlay,
                                                    bool sellOneShots) const;
    // Munchkin Panic: the mode's id ("standard", "more-munchkin", "solitaire"), the variants' ids
    // (GameSession.panicVariants()) and the strict slaying house rule.
    Q_INVOKABLE arbiter::app::SetupRequest panic(const QString& name, const QString& mode,
                                                 const QStringList& variants, bool slayStrict) const;
    // One more seat. `sex` "male", "female" or "" (unspecified); `character` a More Munchkin character
    // ("Dwarf", ...) or "".
    Q_INVOKABLE arbiter::app::SetupRequest withPlayer(const arbiter::app::SetupRequest& setup,
                                                      const QString& name, const QString& colour,
                                                      const QString& sex, const QString& character) const;
    // Seats named players with no colour, sex or character (tests, quick set-ups).
    Q_INVOKABLE arbiter::app::SetupRequest withPlayers(const arbiter::app::SetupRequest& setup,
                                                       const QStringList& names) const;
    Q_INVOKABLE arbiter::app::SetupRequest withStarter(const arbiter::app::SetupRequest& setup,
                                                       const QString& player) const;
    // One round of the roll for who starts: `players[i]` rolled `rolls[i]`.
    Q_INVOKABLE arbiter::app::SetupRequest withRollOffRound(const arbiter::app::SetupRequest& setup,
                                                            const QStringList& players,
                                                            const QList<int>& rolls) const;
};

}  // namespace arbiter::app
