#include "tests/support/table_fixtures.h"

#include <utility>

namespace arbiter::testing {

namespace game = rules::game;
namespace mk = rules::munchkin;

game::GameSetup munchkinTable(std::string name, std::vector<game::SetupPlayer> players, mk::Edition edition)
{
    game::GameSetup setup;
    setup.name = std::move(name);
    setup.family = game::Family::Munchkin;
    setup.edition = edition;
    setup.players = std::move(players);
    return setup;
}

game::GameSetup munchkinTable(std::string name, const std::vector<std::string>& players, mk::Edition edition)
{
    std::vector<game::SetupPlayer> seats;
    for (const std::string& player : players)
        seats.push_back({player, mk::Sex::Unspecified, std::nullopt, {}});
    return munchkinTable(std::move(name), std::move(seats), edition);
}

game::GameSetup panicTable(std::string name, const std::vector<std::string>& players)
{
    game::GameSetup setup;
    setup.name = std::move(name);
    setup.family = game::Family::Panic;
    for (const std::string& player : players)
        setup.players.push_back({player, mk::Sex::Unspecified, std::nullopt, {}});
    return setup;
}

game::Action goUpALevel(std::string who, int levels)
{
    return game::actions::ChangeLevel{std::move(who), levels, mk::LevelSource::GoUpALevel, false};
}

game::Action fightMonster(std::string monster, int level, int treasures)
{
    mk::Monster foe;
    foe.name = std::move(monster);
    foe.level = level;
    foe.treasures = treasures;
    return game::actions::StartCombat{foe};
}

}  // namespace arbiter::testing
