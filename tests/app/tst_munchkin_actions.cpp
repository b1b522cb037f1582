// MunchkinActions: each builder gives the rules::game::Action its typed arguments say, and a request
// that cannot be built (an empty name, an unknown id, a value the log could not read back) is refused,
// naming the argument.

#include <QTest>

#include "app/actions/munchkin_actions.h"

#include <functional>
#include <vector>

using arbiter::app::ActionRequest;
using arbiter::app::ItemCard;
using arbiter::app::MonsterCard;
using arbiter::app::MunchkinActions;
using arbiter::app::RunAwayRollCard;
using arbiter::app::SaleCard;
using namespace Qt::StringLiterals;

namespace game = arbiter::rules::game;
namespace act = arbiter::rules::game::actions;
namespace mk = arbiter::rules::munchkin;

namespace {

struct Built {
    const char* name;
    std::function<ActionRequest()> build;
    game::Action expected;
};

struct Refused {
    const char* name;
    std::function<ActionRequest()> build;
    QString field;
};

ItemCard crossbow()
{
    ItemCard card = MunchkinActions::itemCard();
    card.name = u" Crossbow "_s;
    card.slot = u"2hands"_s;
    card.big = true;
    card.bonus = 4;
    card.gold = 600;
    card.equipped = false;
    card.lifter = u"hireling"_s;
    card.onlyForKind = u"race"_s;
    card.onlyFor = u"Elf"_s;
    card.forbiddenForKind = u"sex"_s;
    card.forbiddenFor = u"female"_s;
    return card;
}

MonsterCard monster(const QString& name, const QString& joinedBy = u"door"_s)
{
    MonsterCard card = MunchkinActions::monsterCard();
    card.name = name;
    card.level = 10;
    card.treasures = 3;
    card.levels = 2;
    card.tags = {u"Undead"_s};
    card.levelOnly = true;
    card.joinedBy = joinedBy;
    card.versusKind = u"race"_s;
    card.versusValue = u"Elf"_s;
    card.versusBonus = 5;
    return card;
}

mk::Monster expectedMonster(const std::string& name, mk::JoinedBy joinedBy)
{
    mk::Monster result;
    result.name = name;
    result.level = 10;
    result.treasures = 3;
    result.levels = 2;
    result.tags = {"Undead"};
    result.levelOnly = true;
    result.joinedBy = joinedBy;
    result.versus = {{{mk::Attribute::Kind::Race, "Elf"}, 5}};
    return result;
}

RunAwayRollCard caught()
{
    RunAwayRollCard roll = MunchkinActions::runAwayRoll(u"Net Troll"_s, u"helper"_s, 2, -1);
    roll.levelsLost = 1;
    roll.itemsLost = {u"Club"_s};
    return roll;
}

const std::vector<Built>& builtCases()
{
    static const std::vector<Built> cases = [] {
        std::vector<Built> list;
        list.push_back({"set-sex", [] { return MunchkinActions::setSex(u"Ann"_s, u"female"_s); },
                        act::SetSex{"Ann", mk::Sex::Female}});
        list.push_back({"change-level",
                        [] { return MunchkinActions::changeLevel(u"Ann"_s, -2, u"card"_s, true); },
                        act::ChangeLevel{"Ann", -2, mk::LevelSource::Card, true}});
        list.push_back({"change-level default source",
                        [] { return MunchkinActions::changeLevel(u"Ann"_s, 1); },
                        act::ChangeLevel{"Ann", 1, mk::LevelSource::GoUpALevel, false}});
        list.push_back({"play-character-card",
                        [] { return MunchkinActions::playCharacterCard(u"Ann"_s, u"Elf"_s); },
                        act::PlayCharacterCard{"Ann", "Elf"}});
        list.push_back({"discard-character-card",
                        [] {
                            return MunchkinActions::discardCharacterCard(u"Ann"_s, u"Elf"_s,
                                                                         u"divine-intervention"_s);
                        },
                        act::DiscardCharacterCard{"Ann", "Elf", mk::DiscardCause::DivineIntervention}});
        list.push_back({"become-cultist",
                        [] { return MunchkinActions::becomeCultist(u"Ann"_s, u"Warrior"_s); },
                        act::BecomeCultist{"Ann", "Warrior"}});
        mk::Item item;
        item.name = "Crossbow";
        item.slot = mk::Slot::TwoHands;
        item.big = true;
        item.bonus = 4;
        item.gold = 600;
        item.equipped = false;
        item.onlyFor = mk::Attribute{mk::Attribute::Kind::Race, "Elf"};
        item.forbiddenFor = mk::Attribute{mk::Attribute::Kind::Sex, "female"};
        item.lifter = mk::Lifter::Hireling;
        list.push_back({"gain-item", [] { return MunchkinActions::gainItem(u"Ann"_s, crossbow()); },
                        act::GainItem{"Ann", item}});
        mk::Item plain;
        plain.name = "Club";
        list.push_back({"gain-item defaults",
                        [] {
                            ItemCard card;
                            card.name = u"Club"_s;
                            return MunchkinActions::gainItem(u"Ann"_s, card);
                        },
                        act::GainItem{"Ann", plain}});
        list.push_back({"equip-item", [] { return MunchkinActions::equipItem(u"Ann"_s, u"Club"_s, false); },
                        act::EquipItem{"Ann", "Club", false}});
        list.push_back({"lose-item", [] { return MunchkinActions::loseItem(u"Ann"_s, u"Club"_s); },
                        act::LoseItem{"Ann", "Club"}});
        list.push_back({"trade-item",
                        [] { return MunchkinActions::tradeItem(u"Ann"_s, u"Bob"_s, u"Club"_s); },
                        act::TradeItem{"Ann", "Bob", "Club"}});
        list.push_back(
            {"set-gear", [] { return MunchkinActions::setGear(u"Ann"_s, 3); }, act::SetGear{"Ann", 3}});
        list.push_back({"set-gear itemise", [] { return MunchkinActions::itemiseGear(u"Ann"_s); },
                        act::SetGear{"Ann", std::nullopt}});
        list.push_back({"sell-items",
                        [] {
                            SaleCard potion = MunchkinActions::saleCard(u"Potion"_s, 300);
                            potion.oneShot = true;
                            return MunchkinActions::sellItems(u"Ann"_s, {u"Club"_s},
                                                              {QVariant::fromValue(potion)});
                        },
                        act::SellItems{"Ann", {"Club"}, {mk::SaleItem{"Potion", 300, true, true}}}});
        list.push_back({"gain-ride", [] { return MunchkinActions::gainRide(u"Ann"_s, u"Sled"_s, 1); },
                        act::GainRide{"Ann", mk::Ride{"Sled", 1}}});
        list.push_back({"lose-ride", [] { return MunchkinActions::loseRide(u"Ann"_s, u"Sled"_s); },
                        act::LoseRide{"Ann", "Sled"}});
        list.push_back({"gain-hireling", [] { return MunchkinActions::gainHireling(u"Ann"_s, u"Gnome"_s); },
                        act::GainHireling{"Ann", "Gnome"}});
        list.push_back({"lose-hireling", [] { return MunchkinActions::loseHireling(u"Ann"_s, u"Gnome"_s); },
                        act::LoseHireling{"Ann", "Gnome"}});
        list.push_back({"gain-curse", [] { return MunchkinActions::gainCurse(u"Ann"_s, u"Chicken"_s, -1); },
                        act::GainCurse{"Ann", game::Curse{"Chicken", -1}}});
        list.push_back({"lose-curse", [] { return MunchkinActions::loseCurse(u"Ann"_s, u"Chicken"_s); },
                        act::LoseCurse{"Ann", "Chicken"}});
        list.push_back({"next-phase", [] { return MunchkinActions::nextPhase(u"charity"_s); },
                        act::NextPhase{mk::Phase::Charity}});
        list.push_back({"charity", [] { return MunchkinActions::charity(7, {u"Bob"_s}); },
                        act::Charity{7, std::nullopt, {"Bob"}}});
        list.push_back({"end-turn", [] { return MunchkinActions::endTurn(); }, act::EndTurn{}});
        list.push_back({"roll-die", [] { return MunchkinActions::rollDie(u"Ann"_s, 4, u"Tie"_s); },
                        act::RollDie{"Ann", 4, "Tie"}});
        list.push_back({"roll-die nobody", [] { return MunchkinActions::rollDie(QString(), 6); },
                        act::RollDie{std::nullopt, 6, ""}});
        list.push_back({"start-combat", [] { return MunchkinActions::startCombat(monster(u"Net Troll"_s)); },
                        act::StartCombat{expectedMonster("Net Troll", mk::JoinedBy::Door)}});
        list.push_back({"add-monster",
                        [] { return MunchkinActions::addMonster(monster(u"Zombie"_s, u"undead"_s)); },
                        act::AddMonster{expectedMonster("Zombie", mk::JoinedBy::Undead)}});
        list.push_back({"add-enhancer", [] { return MunchkinActions::addEnhancer(1, u"Ancient"_s, 10, 2); },
                        act::AddEnhancer{1, mk::Enhancer{"Ancient", 10, 2}}});
        list.push_back({"play-one-shot",
                        [] { return MunchkinActions::playOneShot(u"monsters"_s, u"Potion"_s, 5); },
                        act::PlayOneShot{game::Side::Monsters, mk::CombatCard{"Potion", 5}}});
        list.push_back({"eliminate-monster", [] { return MunchkinActions::eliminateMonster(1); },
                        act::EliminateMonster{1}});
        list.push_back(
            {"ask-for-help", [] { return MunchkinActions::askForHelp(u"Bob"_s); }, act::AskForHelp{"Bob"}});
        list.push_back({"set-combat-bonus", [] { return MunchkinActions::setCombatBonus(u"Bob"_s, -3); },
                        act::SetCombatBonus{"Bob", -3}});
        list.push_back(
            {"resolve-combat", [] { return MunchkinActions::resolveCombat(); }, act::ResolveCombat{}});
        mk::RunAwayRoll fighterRoll{"Net Troll", mk::Runner::Fighter, 5, 0, std::nullopt};
        mk::RunAwayRoll helperRoll{"Net Troll", mk::Runner::Helper, 2, -1, mk::BadStuff{1, {"Club"}, false}};
        list.push_back({"run-away",
                        [] {
                            return MunchkinActions::runAway({QVariant::fromValue(MunchkinActions::runAwayRoll(
                                                                 u"Net Troll"_s, u"fighter"_s, 5, 0)),
                                                             QVariant::fromValue(caught())});
                        },
                        act::RunAway{{fighterRoll, helperRoll}, false, true}});
        list.push_back({"run-away on a Ride",
                        [] { return MunchkinActions::runAway({QVariant::fromValue(caught())}, true, false); },
                        act::RunAway{{helperRoll}, true, false}});
        list.push_back({"apply-bad-stuff",
                        [] { return MunchkinActions::applyBadStuff(u"Ann"_s, 2, {u"Club"_s}, true); },
                        act::ApplyBadStuff{"Ann", mk::BadStuff{2, {"Club"}, true}}});
        list.push_back({"die", [] { return MunchkinActions::die(u"Ann"_s); }, act::Die{"Ann"}});
        list.push_back({"loot-body",
                        [] {
                            return MunchkinActions::lootBody(u"Ann"_s, 3, {u"Bob"_s, u"Cid"_s}, {3, 6});
                        },
                        act::LootBody{"Ann", 3, {act::TieRoll{"Bob", 3}, act::TieRoll{"Cid", 6}}}});
        return list;
    }();
    return cases;
}

const std::vector<Refused>& refusedCases()
{
    static const std::vector<Refused> cases = [] {
        std::vector<Refused> list;
        list.push_back(
            {"empty player", [] { return MunchkinActions::changeLevel(u"  "_s, 1); }, u"player"_s});
        list.push_back({"unknown source",
                        [] { return MunchkinActions::changeLevel(u"Ann"_s, 1, u"cheat"_s); }, u"source"_s});
        list.push_back(
            {"unknown sex", [] { return MunchkinActions::setSex(u"Ann"_s, u"robot"_s); }, u"sex"_s});
        list.push_back(
            {"unknown cause",
             [] { return MunchkinActions::discardCharacterCard(u"Ann"_s, u"Elf"_s, u"boredom"_s); },
             u"cause"_s});
        list.push_back({"empty card", [] { return MunchkinActions::playCharacterCard(u"Ann"_s, QString()); },
                        u"card"_s});
        list.push_back({"unknown phase", [] { return MunchkinActions::nextPhase(u"lunch"_s); }, u"phase"_s});
        list.push_back({"unknown slot",
                        [] {
                            ItemCard card = crossbow();
                            card.slot = u"tail"_s;
                            return MunchkinActions::gainItem(u"Ann"_s, card);
                        },
                        u"item.slot"_s});
        list.push_back({"unknown lifter",
                        [] {
                            ItemCard card = crossbow();
                            card.lifter = u"mule"_s;
                            return MunchkinActions::gainItem(u"Ann"_s, card);
                        },
                        u"item.lifter"_s});
        list.push_back({"unknown restriction kind",
                        [] {
                            ItemCard card = crossbow();
                            card.onlyForKind = u"hat"_s;
                            return MunchkinActions::gainItem(u"Ann"_s, card);
                        },
                        u"item.onlyForKind"_s});
        list.push_back({"unknown restricted sex",
                        [] {
                            ItemCard card = crossbow();
                            card.forbiddenFor = u"robot"_s;
                            return MunchkinActions::gainItem(u"Ann"_s, card);
                        },
                        u"item.forbiddenFor"_s});
        list.push_back(
            {"empty item", [] { return MunchkinActions::gainItem(u"Ann"_s, ItemCard()); }, u"item.name"_s});
        list.push_back({"unknown versus kind",
                        [] {
                            MonsterCard card = monster(u"Net Troll"_s);
                            card.versusKind = u"hat"_s;
                            return MunchkinActions::startCombat(card);
                        },
                        u"monster.versusKind"_s});
        list.push_back({"unknown joinedBy",
                        [] { return MunchkinActions::addMonster(monster(u"Zombie"_s, u"teleport"_s)); },
                        u"monster.joinedBy"_s});
        list.push_back({"unknown side",
                        [] { return MunchkinActions::playOneShot(u"both"_s, u"Potion"_s, 2); }, u"side"_s});
        list.push_back(
            {"negative monster", [] { return MunchkinActions::eliminateMonster(-1); }, u"monster"_s});
        list.push_back({"not a roll", [] { return MunchkinActions::runAway({QVariant(5)}); }, u"rolls[0]"_s});
        list.push_back({"unknown runner",
                        [] {
                            RunAwayRollCard roll = caught();
                            roll.runner = u"dog"_s;
                            return MunchkinActions::runAway({QVariant::fromValue(roll)});
                        },
                        u"rolls[0].runner"_s});
        list.push_back({"not a sale card",
                        [] { return MunchkinActions::sellItems(u"Ann"_s, {}, {QVariant(u"Potion"_s)}); },
                        u"fromHand[0]"_s});
        list.push_back({"empty item sold", [] { return MunchkinActions::sellItems(u"Ann"_s, {QString()}); },
                        u"items[0]"_s});
        list.push_back({"rolls without players",
                        [] {
                            return MunchkinActions::lootBody(u"Ann"_s, 3, {u"Bob"_s}, {3, 6});
                        },
                        u"tieRolls"_s});
        // Past the codec's limits: the log could not read it back, so it is never built.
        list.push_back(
            {"name too long", [] { return MunchkinActions::die(QString(201, u'x')); }, u"player"_s});
        list.push_back({"die of seven", [] { return MunchkinActions::rollDie(u"Ann"_s, 7); }, u"roll"_s});
        return list;
    }();
    return cases;
}

}  // namespace

class TestMunchkinActions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void builds_data()
    {
        QTest::addColumn<int>("row");
        for (std::size_t i = 0; i < builtCases().size(); ++i)
            QTest::addRow("%s", builtCases()[i].name) << static_cast<int>(i);
    }

    void builds()
    {
        QFETCH(int, row);
        const Built& entry = builtCases()[static_cast<std::size_t>(row)];
        const ActionRequest request = entry.build();
        QVERIFY2(request.valid(), qPrintable(request.field() + u": "_s + request.error()));
        QVERIFY(request.action().has_value());
        QVERIFY(*request.action() == entry.expected);
        const std::string_view kind = game::kindName(entry.expected);
        QCOMPARE(request.kind(), QString::fromUtf8(kind.data(), static_cast<qsizetype>(kind.size())));
        QVERIFY(request.field().isEmpty());
    }

    void refuses_data()
    {
        QTest::addColumn<int>("row");
        for (std::size_t i = 0; i < refusedCases().size(); ++i)
            QTest::addRow("%s", refusedCases()[i].name) << static_cast<int>(i);
    }

    void refuses()
    {
        QFETCH(int, row);
        const Refused& entry = refusedCases()[static_cast<std::size_t>(row)];
        const ActionRequest request = entry.build();
        QVERIFY(!request.valid());
        QVERIFY(!request.action().has_value());
        QCOMPARE(request.kind(), QString());
        QCOMPARE(request.field(), entry.field);
        QVERIFY(!request.error().isEmpty());
    }

    // A monster entered by its Level alone is named after it; the name is optional at the table.
    void monsterWithoutNameGetsItsLevel()
    {
        MonsterCard card = MunchkinActions::monsterCard();
        card.level = 8;
        card.name = u"  "_s;
        const ActionRequest request = MunchkinActions::startCombat(card);
        QVERIFY2(request.valid(), qPrintable(request.error()));
        const auto* start = request.action()->getIf<act::StartCombat>();
        QVERIFY(start != nullptr);
        QCOMPARE(start->monster.name, std::string("Level 8 monster"));
        QCOMPARE(start->monster.level, 8);
    }

    // An unknown id's refusal lists the ids that would do.
    void refusalListsTheIds()
    {
        const ActionRequest request = MunchkinActions::setSex(u"Ann"_s, u"robot"_s);
        QVERIFY2(request.error().contains(u"\"male\""_s) && request.error().contains(u"\"female\""_s),
                 qPrintable(request.error()));
    }
};

QTEST_GUILESS_MAIN(TestMunchkinActions)
#include "tst_munchkin_actions.moc"
