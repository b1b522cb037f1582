#include "game_json_fixtures.h"

#include "panic_samples.h"

#include <QFile>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace arbiter::testing::json {

using db::JsonIssues;
using db::JsonReader;
namespace mk = rules::munchkin;
namespace game = rules::game;
namespace act = rules::game::actions;

QString describe(const JsonIssues& issues)
{
    QStringList lines;
    if (issues.error())
        lines.append(u"error %1: %2"_s.arg(issues.error()->field, issues.error()->message));
    for (const db::FieldIssue& warning : issues.warnings())
        lines.append(u"warning %1: %2"_s.arg(warning.field, warning.message));
    return lines.join(u"; ");
}

std::optional<game::Action> readAction(const QByteArray& json, JsonIssues& issues, int format)
{
    return db::parseStored<game::Action>(json, issues,
                                         [format](JsonReader& r) { return db::actionFromJson(r, format); });
}

std::optional<game::GameSetup> readSetup(const QByteArray& json, JsonIssues& issues)
{
    return db::parseStored<game::GameSetup>(json, issues, [](JsonReader& r) { return db::setupFromJson(r); });
}

std::optional<game::GameState> readState(const QByteArray& json, JsonIssues& issues)
{
    return db::parseStored<game::GameState>(json, issues, [](JsonReader& r) { return db::stateFromJson(r); });
}

mk::Item richItem()
{
    mk::Item item;
    item.name = "Mace of Sharpness";
    item.slot = mk::Slot::TwoHands;
    item.big = true;
    item.bonus = -7;
    item.equipped = false;
    item.onlyFor = mk::Attribute{mk::Attribute::Kind::Class, "Cleric"};
    item.forbiddenFor = mk::Attribute{mk::Attribute::Kind::Sex, "male"};
    item.lifter = mk::Lifter::Hireling;
    return item;
}

mk::Monster richMonster()
{
    mk::Monster monster;
    monster.name = "Net Troll";
    monster.level = 0;
    monster.treasures = 4;
    monster.levels = 2;
    monster.tags = {"Undead", "Goblin"};
    monster.enhancers = {{"Enraged", 5, 1}, {"Baby", -5, -1}};
    monster.versus = {{{mk::Attribute::Kind::Race, "Elf"}, 3}, {{mk::Attribute::Kind::Sex, "female"}, -2}};
    monster.levelOnly = true;
    monster.eliminated = true;
    monster.joinedBy = mk::JoinedBy::WanderingMonster;
    return monster;
}

mk::Monster monster(std::string name, int level, mk::JoinedBy joinedBy)
{
    mk::Monster result;
    result.name = std::move(name);
    result.level = level;
    result.joinedBy = joinedBy;
    return result;
}

// One action of every kind, each field away from its default.
std::vector<game::Action> samples()
{
    mk::RunAwayRoll caught{"Net Troll", mk::Runner::Helper, 2, -3, mk::BadStuff{3, {"Horny Helmet"}, true}};
    std::vector<game::Action> all{
        act::AddPlayer{"Dee", mk::Sex::Female, 3},
        act::RemovePlayer{"Cid"},
        act::SetSex{"Bob", mk::Sex::Male},
        act::ChangeLevel{"Ann", -3, mk::LevelSource::LastNonCultist, true},
        act::PlayCharacterCard{"Ann", "Elf"},
        act::DiscardCharacterCard{"Bob", "Cultist", mk::DiscardCause::DivineIntervention},
        act::BecomeCultist{"Bob", "Monster Whacker"},
        act::GainItem{"Ann", richItem()},
        act::EquipItem{"Ann", "Horny Helmet", false},
        act::LoseItem{"Bob", "Boots"},
        act::TradeItem{"Ann", "Bob", "Sword"},
        act::SetGear{"Cid", 1000},
        act::SellItems{"Ann", {"Horny Helmet", "Flaming Armor"}, {{"Potion", 300, true, true}}},
        act::GainRide{"Bob", {"Pale Horse", -4}},
        act::LoseRide{"Bob", "Pale Horse"},
        act::GainHireling{"Ann", "Hireling"},
        act::LoseHireling{"Ann", "Hireling"},
        act::GainCurse{"Bob", {"Chicken on Your Head", -100}},
        act::LoseCurse{"Bob", "Chicken on Your Head"},
        act::NextPhase{mk::Phase::Charity},
        act::Charity{17, 6, {"Cid", "Dee"}},
        act::EndTurn{},
        act::StartCombat{richMonster()},
        act::AddMonster{monster("Ghoul", 100, mk::JoinedBy::Goth)},
        act::AddEnhancer{63, {"Ancient", 10, -10}},
        act::PlayOneShot{game::Side::Monsters, {"Halitosis", -100}},
        act::EliminateMonster{5},
        act::AskForHelp{"Bob"},
        act::SetCombatBonus{"Ann", 100},
        act::ResolveCombat{},
        act::RunAway{{{"Net Troll", mk::Runner::Fighter, 6, 10, std::nullopt}, caught}, true},
        act::RunAway{{caught}, true, false},
        act::ApplyBadStuff{"Cid", {20, {"Flaming Armor", "Boots"}, true}},
        act::Die{"Cid"},
        act::LootBody{"Cid", 200, {{"Ann", 1}, {"Bob", 6}}},
    };
    const std::vector<game::Action> panic = panic_samples::panicSamples();
    all.insert(all.end(), panic.begin(), panic.end());
    all.push_back(act::RollDie{"Ann", 4, "who starts"});
    all.push_back(act::RollDie{std::nullopt, 1, {}});
    return all;
}

// A rich game: Cthulhu, a fight with a helper and enhanced monsters, a dead player, a winner.
game::GameState richState()
{
    game::GameState state;
    state.edition = mk::Edition::Cthulhu;
    state.options = {true, true, true};
    game::Player ann;
    ann.name = "Ann";
    ann.character.classes = {"Monster Whacker", "Professor"};
    ann.character.races = {"Elf"};
    ann.character.factions = {"Miskatonic"};
    ann.character.citizenships = {"Arkham"};
    ann.character.sex = mk::Sex::Female;
    ann.character.superMunchkin = true;
    ann.character.halfBreed = true;
    ann.character.doubleLife = true;
    ann.character.dualCitizenship = true;
    ann.level = 100;
    mk::Item helmet;
    helmet.name = "Horny Helmet";
    helmet.slot = mk::Slot::Headgear;
    helmet.bonus = 1;
    ann.items = {richItem(), helmet};
    ann.rides = {{"Pale Horse", 2}};
    ann.hirelings = {"Hireling"};
    ann.curses = {{"Chicken on Your Head", -1}, {"Duck of Doom", 0}};
    game::Player bob;
    bob.name = "Bob";
    bob.character.sex = mk::Sex::Male;
    bob.gear = 0;
    game::Player cid;
    cid.name = "Cid";
    cid.level = 3;
    cid.gear = 1000;
    cid.dead = true;
    cid.bodyLooted = true;
    state.players = {ann, bob, cid};
    state.current = 1;
    state.turn = 42;
    state.phase = mk::Phase::ListenAtTheDoor;
    game::CombatState combat;
    combat.fighter = "Bob";
    combat.helper = "Ann";
    combat.fighterBonus = -100;
    combat.helperBonus = 100;
    combat.playerSide = {{"Magic Missile", 5}, {"Cotion of Ponfusion", 0}};
    combat.monsterSide = {{"Halitosis", -3}};
    combat.monsters = {richMonster(), monster("Ghoul", 5)};
    combat.runningAway = true;
    state.combat = combat;
    state.cultistsInDiscardPile = 2;
    state.winners = {"Ann", "Bob"};
    return state;
}

// The ```json blocks of docs/actions.md and docs/panic-actions.md.
QList<DocExample> docExamples()
{
    QList<DocExample> blocks;
    for (const QString& name : {u"actions.md"_s, u"panic-actions.md"_s}) {
        QFile file(QStringLiteral(ARBITER_DOCS_DIR "/") + name);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const QList<QByteArray> lines = file.readAll().split('\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (lines[i].trimmed() != "```json")
                continue;
            QByteArray block;
            const qsizetype start = i + 2;
            while (++i < lines.size() && lines[i].trimmed() != "```")
                block += lines[i] + '\n';
            blocks.append({name + u':' + QString::number(start), block});
        }
    }
    return blocks;
}

}  // namespace arbiter::testing::json
