#pragma once
// The open game's options as its setup chose them, for the pages that show or depend on them.

#include "rules/game/setup.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

namespace arbiter::app::views {

struct GameOptionsView {
    Q_GADGET
    // The card games' options (false for Munchkin Panic).
    Q_PROPERTY(bool epic MEMBER epic)
    Q_PROPERTY(bool sharedVictory MEMBER sharedVictory)
    Q_PROPERTY(bool fasterPlay MEMBER fasterPlay)
    Q_PROPERTY(bool sellOneShots MEMBER sellOneShots)
    // Munchkin Panic's mode ("standard", "more-munchkin", "solitaire") and variants ("less-munchkin",
    // "less-panic:bigger-hand", ...); empty for a card game.
    Q_PROPERTY(QString mode MEMBER mode)
    Q_PROPERTY(QStringList variants MEMBER variants)

public:
    bool epic = false;
    bool sharedVictory = false;
    bool fasterPlay = false;
    bool sellOneShots = false;
    QString mode;
    QStringList variants;

    friend bool operator==(const GameOptionsView&, const GameOptionsView&) = default;
};

GameOptionsView gameOptionsViewOf(const rules::game::GameSetup& setup);

}  // namespace arbiter::app::views
