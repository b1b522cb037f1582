#include "app/session/session_views.h"

#include "app/views/player_view.h"
#include "app/views/table_words.h"

#include "rules/game/inspect.h"

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;
namespace mk = rules::munchkin;

namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

QString sexName(mk::Sex sex)
{
    switch (sex) {
    case mk::Sex::Male:
        return u"male"_s;
    case mk::Sex::Female:
        return u"female"_s;
    case mk::Sex::Unspecified:
        break;
    }
    return {};
}

}  // namespace

QList<PlayerRow> playerRows(const game::GameState& state, const QHash<QString, QString>& colours)
{
    QList<PlayerRow> rows;
    const bool cardGame = state.family == game::Family::Munchkin;
    for (std::size_t seat = 0; seat < state.players.size(); ++seat) {
        const game::Player& player = state.players[seat];
        PlayerRow row;
        row.name = qs(player.name);
        row.colour = colours.value(row.name, views::defaultPlayerColour(static_cast<int>(seat)));
        row.sex = sexName(player.character.sex);
        row.level = player.level;
        if (cardGame) {
            row.gear = game::judgeEquipment(state, player).effectiveGear;
            row.strength = game::baseStrength(state, player);
        }
        row.gearNumber = player.gear.has_value();
        row.cards = views::characterCards(player.character);
        row.itemCount = static_cast<int>(player.items.size());
        row.equippedCount = static_cast<int>(std::count_if(player.items.begin(), player.items.end(),
                                                           [](const mk::Item& i) { return i.equipped; }));
        for (const mk::Ride& ride : player.rides)
            row.rides.append(qs(ride.name));
        for (const std::string& hireling : player.hirelings)
            row.hirelings.append(qs(hireling));
        for (const game::Curse& curse : player.curses)
            row.curses.append(qs(curse.name));
        row.dead = player.dead;
        row.current = seat == state.current;
        row.fighting =
            state.combat && (state.combat->fighter == player.name || state.combat->helper == player.name);
        row.winner =
            std::find(state.winners.begin(), state.winners.end(), player.name) != state.winners.end();
        rows.append(std::move(row));
    }
    return rows;
}

}  // namespace arbiter::app
