// The action vocabulary as flat JSON objects: {"kind": "change-level", "player": "Ann", ...}.
// Every kind has a read() and a write() overload below; the dispatch tables are built from the
// Action variant, so a kind added there without its codec does not compile.

#include "db/codec/game_json.h"
#include "db/codec/game_json_panic.h"
#include "db/codec/munchkin_json.h"

#include <array>
#include <utility>
#include <variant>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace mk = rules::munchkin;
namespace game = rules::game;
namespace act = rules::game::actions;

namespace {

constexpr int maxPlayers = static_cast<int>(game::limits::players);
constexpr int maxItems = static_cast<int>(game::limits::itemsPerPlayer);
constexpr int maxLevelChange = 99;  // from level 1 to level 100 at most
constexpr int maxHand = 100;
constexpr int maxCardsInHand = 200;

// A required name: a player, an Item, a card...
std::string name(JsonReader& reader, const QString& key)
{
    return toStd(reader.string(key, Need::Required));
}

// An index into the combat's monsters.
std::size_t monsterIndex(JsonReader& reader)
{
    const int last = static_cast<int>(game::limits::monstersInCombat) - 1;
    return static_cast<std::size_t>(reader.requiredInteger(u"monster"_s, 0, last));
}

int bonus(JsonReader& reader, const QString& key)
{
    return reader.integer(key, -game::limits::bonus, game::limits::bonus, 0);
}

// An unspecified sex is left out: it has no name.
void writeSex(QJsonObject& object, mk::Sex sex)
{
    if (sex != mk::Sex::Unspecified)
        object[u"sex"_s] = nameOf(sexNames, sex);
}

QJsonValue index(std::size_t value)
{
    return static_cast<qint64>(value);
}

// --- the table ---
void read(JsonReader& r, act::AddPlayer& a)
{
    a.name = name(r, u"name"_s);
    a.sex = r.choice(u"sex"_s, sexNames, mk::Sex::Unspecified);
    if (r.has(u"seat"_s))
        a.seat = static_cast<std::size_t>(r.integer(u"seat"_s, 0, maxPlayers - 1, 0));
}
void write(QJsonObject& o, const act::AddPlayer& a)
{
    o[u"name"_s] = toQString(a.name);
    writeSex(o, a.sex);
    if (a.seat)
        o[u"seat"_s] = index(*a.seat);
}

void read(JsonReader& r, act::RemovePlayer& a)
{
    a.player = name(r, u"player"_s);
}
void write(QJsonObject& o, const act::RemovePlayer& a)
{
    o[u"player"_s] = toQString(a.player);
}

void read(JsonReader& r, act::SetSex& a)
{
    a.player = name(r, u"player"_s);
    a.sex = r.choice(u"sex"_s, sexNames, mk::Sex::Unspecified);
}
void write(QJsonObject& o, const act::SetSex& a)
{
    o[u"player"_s] = toQString(a.player);
    writeSex(o, a.sex);
}

// --- levels and character cards ---
void read(JsonReader& r, act::ChangeLevel& a)
{
    a.player = name(r, u"player"_s);
    a.amount = r.integer(u"amount"_s, -maxLevelChange, maxLevelChange, 1);
    a.source = r.choice(u"source"_s, levelSourceNames, mk::LevelSource::GoUpALevel);
    a.cardAllowsWin = r.boolean(u"cardAllowsWin"_s);
}
void write(QJsonObject& o, const act::ChangeLevel& a)
{
    o[u"player"_s] = toQString(a.player);
    o[u"amount"_s] = a.amount;
    o[u"source"_s] = nameOf(levelSourceNames, a.source);
    o[u"cardAllowsWin"_s] = a.cardAllowsWin;
}

void read(JsonReader& r, act::PlayCharacterCard& a)
{
    a.player = name(r, u"player"_s);
    a.card = name(r, u"card"_s);
}
void write(QJsonObject& o, const act::PlayCharacterCard& a)
{
    o[u"player"_s] = toQString(a.player);
    o[u"card"_s] = toQString(a.card);
}

void read(JsonReader& r, act::DiscardCharacterCard& a)
{
    a.player = name(r, u"player"_s);
    a.card = name(r, u"card"_s);
    a.cause = r.choice(u"cause"_s, discardCauseNames, mk::DiscardCause::Voluntary);
}
void write(QJsonObject& o, const act::DiscardCharacterCard& a)
{
    o[u"player"_s] = toQString(a.player);
    o[u"card"_s] = toQString(a.card);
    o[u"cause"_s] = nameOf(discardCauseNames, a.cause);
}

void read(JsonReader& r, act::BecomeCultist& a)
{
    a.player = name(r, u"player"_s);
    a.discardClass = toStd(r.string(u"discardClass"_s, Need::Optional));
}
void write(QJsonObject& o, const act::BecomeCultist& a)
{
    o[u"player"_s] = toQString(a.player);
    if (!a.discardClass.empty())  // no Class to choose: a blank name is not a name
        o[u"discardClass"_s] = toQString(a.discardClass);
}

// --- Items, Rides, Hirelings, Curses ---
void read(JsonReader& r, act::GainItem& a)
{
    a.player = name(r, u"player"_s);
    if (std::optional<JsonReader> item = r.object(u"item"_s, Need::Required))
        a.item = readItem(*item, true);
}
void write(QJsonObject& o, const act::GainItem& a)
{
    o[u"player"_s] = toQString(a.player);
    o[u"item"_s] = toJson(a.item);
}

void read(JsonReader& r, act::EquipItem& a)
{
    a.player = name(r, u"player"_s);
    a.item = name(r, u"item"_s);
    a.equipped = r.boolean(u"equipped"_s, true);
}
void write(QJsonObject& o, const act::EquipItem& a)
{
    o[u"player"_s] = toQString(a.player);
    o[u"item"_s] = toQString(a.item);
    o[u"equipped"_s] = a.equipped;
}

void read(JsonReader& r, act::LoseItem& a)
{
    a.player = name(r, u"player"_s);
    a.item = name(r, u"item"_s);
}
void write(QJsonObject& o, const act::LoseItem& a)
{
    o[u"player"_s] = toQString(a.player);
    o[u"item"_s] = toQString(a.item);
}

void read(JsonReader& r, act::TradeItem& a)
{
    a.from = name(r, u"from"_s);
    a.to = name(r, u"to"_s);
    a.item = name(r, u"item"_s);
}
void write(QJsonObject& o, const act::TradeItem& a)
{
    o[u"from"_s] = toQString(a.from);
    o[u"to"_s] = toQString(a.to);
    o[u"item"_s] = toQString(a.item);
}

void read(JsonReader& r, act::SetGear& a)
{
    a.player = name(r, u"player"_s);
    if (r.has(u"gear"_s))
        a.gear = r.integer(u"gear"_s, 0, game::limits::gear, 0);
}
void write(QJsonObject& o, const act::SetGear& a)
{
    o[u"player"_s] = toQString(a.player);
    if (a.gear)
        o[u"gear"_s] = *a.gear;
}

void read(JsonReader& r, act::SellItems& a)
{
    a.player = name(r, u"player"_s);
    a.items = toStd(r.strings(u"items"_s, maxItems));
    for (const JsonReader& item : r.objects(u"fromHand"_s, Need::Optional, 0, maxItems))
        a.fromHand.push_back(readSaleItem(item));
}
void write(QJsonObject& o, const act::SellItems& a)
{
    o[u"player"_s] = toQString(a.player);
    o[u"items"_s] = toJson(a.items);
    o[u"fromHand"_s] = toJsonArray(a.fromHand);
}

void read(JsonReader& r, act::GainRide& a)
{
    a.player = name(r, u"player"_s);
    if (std::optional<JsonReader> ride = r.object(u"ride"_s, Need::Required))
        a.ride = readRide(*ride);
}
void write(QJsonObject& o, const act::GainRide& a)
{
    o[u"player"_s] = toQString(a.player);
    o[u"ride"_s] = toJson(a.ride);
}

void read(JsonReader& r, act::LoseRide& a)
{
    a.player = name(r, u"player"_s);
    a.ride = name(r, u"ride"_s);
}
void write(QJsonObject& o, const act::LoseRide& a)
{
    o[u"player"_s] = toQString(a.player);
    o[u"ride"_s] = toQString(a.ride);
}

void read(JsonReader& r, act::GainHireling& a)
{
    a.player = name(r, u"player"_s);
    a.hireling = name(r, u"hireling"_s);
}
void write(QJsonObject& o, const act::GainHireling& a)
{
    o[u"player"_s] = toQString(a.player);
    o[u"hireling"_s] = toQString(a.hireling);
}

void read(JsonReader& r, act::LoseHireling& a)
{
    a.player = name(r, u"player"_s);
    a.hireling = name(r, u"hireling"_s);
}
void write(QJsonObject& o, const act::LoseHireling& a)
{
    o[u"player"_s] = toQString(a.player);
    o[u"hireling"_s] = toQString(a.hireling);
}

void read(JsonReader& r, act::GainCurse& a)
{
    a.player = name(r, u"player"_s);
    if (std::optional<JsonReader> curse = r.object(u"curse"_s, Need::Required))
        a.curse = readCurse(*curse);
}
void write(QJsonObject& o, const act::GainCurse& a)
{
    o[u"player"_s] = toQString(a.player);
    o[u"curse"_s] = toJson(a.curse);
}

void read(JsonReader& r, act::LoseCurse& a)
{
    a.player = name(r, u"player"_s);
    a.curse = name(r, u"curse"_s);
}
void write(QJsonObject& o, const act::LoseCurse& a)
{
    o[u"player"_s] = toQString(a.player);
    o[u"curse"_s] = toQString(a.curse);
}

// --- the turn ---
void read(JsonReader& r, act::NextPhase& a)
{
    a.phase = r.choice(u"phase"_s, phaseNames, Need::Required).value_or(a.phase);
}
void write(QJsonObject& o, const act::NextPhase& a)
{
    o[u"phase"_s] = nameOf(phaseNames, a.phase);
}

void read(JsonReader& r, act::Charity& a)
{
    a.hand = r.requiredInteger(u"hand"_s, 0, maxHand);
    if (r.has(u"handLimit"_s))
        a.handLimit = r.integer(u"handLimit"_s, 1, 20, 5);
    a.biggerShare = toStd(r.strings(u"biggerShare"_s, maxPlayers));
}
void write(QJsonObject& o, const act::Charity& a)
{
    o[u"hand"_s] = a.hand;
    if (a.handLimit)
        o[u"handLimit"_s] = *a.handLimit;
    o[u"biggerShare"_s] = toJson(a.biggerShare);
}

void read(JsonReader&, act::EndTurn&)
{}
void write(QJsonObject&, const act::EndTurn&)
{}

// --- combat ---
void read(JsonReader& r, act::StartCombat& a)
{
    if (std::optional<JsonReader> monster = r.object(u"monster"_s, Need::Required))
        a.monster = readMonster(*monster);
}
void write(QJsonObject& o, const act::StartCombat& a)
{
    o[u"monster"_s] = toJson(a.monster);
}

void read(JsonReader& r, act::AddMonster& a)
{
    if (std::optional<JsonReader> monster = r.object(u"monster"_s, Need::Required))
        a.monster = readMonster(*monster);
}
void write(QJsonObject& o, const act::AddMonster& a)
{
    o[u"monster"_s] = toJson(a.monster);
}

void read(JsonReader& r, act::AddEnhancer& a)
{
    a.monster = monsterIndex(r);
    if (std::optional<JsonReader> enhancer = r.object(u"enhancer"_s, Need::Required))
        a.enhancer = readEnhancer(*enhancer);
}
void write(QJsonObject& o, const act::AddEnhancer& a)
{
    o[u"monster"_s] = index(a.monster);
    o[u"enhancer"_s] = toJson(a.enhancer);
}

void read(JsonReader& r, act::PlayOneShot& a)
{
    a.side = r.choice(u"side"_s, combatSideNames, game::Side::Players);
    if (std::optional<JsonReader> card = r.object(u"card"_s, Need::Required))
        a.card = readCombatCard(*card);
}
void write(QJsonObject& o, const act::PlayOneShot& a)
{
    o[u"side"_s] = nameOf(combatSideNames, a.side);
    o[u"card"_s] = toJson(a.card);
}

void read(JsonReader& r, act::EliminateMonster& a)
{
    a.monster = monsterIndex(r);
}
void write(QJsonObject& o, const act::EliminateMonster& a)
{
    o[u"monster"_s] = index(a.monster);
}

void read(JsonReader& r, act::AskForHelp& a)
{
    a.helper = name(r, u"helper"_s);
}
void write(QJsonObject& o, const act::AskForHelp& a)
{
    o[u"helper"_s] = toQString(a.helper);
}

void read(JsonReader& r, act::SetCombatBonus& a)
{
    a.player = name(r, u"player"_s);
    a.bonus = bonus(r, u"bonus"_s);
}
void write(QJsonObject& o, const act::SetCombatBonus& a)
{
    o[u"player"_s] = toQString(a.player);
    o[u"bonus"_s] = a.bonus;
}

void read(JsonReader&, act::ResolveCombat&)
{}
void write(QJsonObject&, const act::ResolveCombat&)
{}

void read(JsonReader& r, act::RunAway& a)
{
    // Read first: with a sacrificed Ride the fighter rolls no die, nor the helper taken along.
    a.sacrificeRide = r.boolean(u"sacrificeRide"_s);
    a.helperEscapesWithRide = r.boolean(u"helperEscapesWithRide"_s, true);
    if (!a.sacrificeRide && !a.helperEscapesWithRide)
        r.fail(u"helperEscapesWithRide"_s, u"only a sacrificed Ride can leave the helper behind"_s);
    const RunAwayDice dice = runAwayDice(a.sacrificeRide, a.helperEscapesWithRide, true);
    for (const JsonReader& object : r.objects(u"rolls"_s, Need::Optional, 0, limits::rolls))
        a.rolls.push_back(readRunAwayRoll(object, dice));
}
void write(QJsonObject& o, const act::RunAway& a)
{
    o[u"rolls"_s] = toJsonArray(a.rolls);
    o[u"sacrificeRide"_s] = a.sacrificeRide;
    // Written only when the helper is left behind, so earlier run-aways keep their bytes.
    if (!a.helperEscapesWithRide)
        o[u"helperEscapesWithRide"_s] = false;
}

// --- Bad Stuff and death ---
void read(JsonReader& r, act::ApplyBadStuff& a)
{
    a.player = name(r, u"player"_s);
    if (std::optional<JsonReader> badStuff = r.object(u"badStuff"_s, Need::Required))
        a.badStuff = readBadStuff(*badStuff);
}
void write(QJsonObject& o, const act::ApplyBadStuff& a)
{
    o[u"player"_s] = toQString(a.player);
    o[u"badStuff"_s] = toJson(a.badStuff);
}

void read(JsonReader& r, act::Die& a)
{
    a.player = name(r, u"player"_s);
}
void write(QJsonObject& o, const act::Die& a)
{
    o[u"player"_s] = toQString(a.player);
}

void read(JsonReader& r, act::LootBody& a)
{
    a.deceased = name(r, u"deceased"_s);
    a.cardsInHand = r.integer(u"cardsInHand"_s, 0, maxCardsInHand, 0);
    for (JsonReader object : r.objects(u"tieRolls"_s, Need::Optional, 0, maxPlayers)) {
        act::TieRoll tie;
        tie.player = name(object, u"player"_s);
        tie.roll = object.requiredInteger(u"roll"_s, 1, 6);
        object.finish();
        a.tieRolls.push_back(std::move(tie));
    }
}
void write(QJsonObject& o, const act::LootBody& a)
{
    o[u"deceased"_s] = toQString(a.deceased);
    o[u"cardsInHand"_s] = a.cardsInHand;
    QJsonArray ties;
    for (const act::TieRoll& tie : a.tieRolls)
        ties.append(QJsonObject{{u"player"_s, toQString(tie.player)}, {u"roll"_s, tie.roll}});
    o[u"tieRolls"_s] = ties;
}

// --- both families ---
void read(JsonReader& r, act::RollDie& a)
{
    if (r.has(u"player"_s))
        a.player = name(r, u"player"_s);
    a.roll = r.requiredInteger(u"roll"_s, 1, 6);
    a.purpose = toStd(r.string(u"purpose"_s, Need::Optional));
}
void write(QJsonObject& o, const act::RollDie& a)
{
    if (a.player)
        o[u"player"_s] = toQString(*a.player);
    o[u"roll"_s] = a.roll;
    if (!a.purpose.empty())
        o[u"purpose"_s] = toQString(a.purpose);
}

// One reader per alternative of the Action variant, in its order: kindNames()'s index is the key.
using Reader = game::Action (*)(JsonReader&);

template <typename Kind>
game::Action readKind(JsonReader& reader)
{
    Kind action;
    read(reader, action);
    return action;
}

template <std::size_t... I>
constexpr std::array<Reader, sizeof...(I)> makeReaders(std::index_sequence<I...>)
{
    return {&readKind<std::variant_alternative_t<I, game::ActionVariant>>...};
}

constexpr auto readers = makeReaders(std::make_index_sequence<std::variant_size_v<game::ActionVariant>>{});

}  // namespace

QJsonObject actionToJson(const game::Action& action)
{
    QJsonObject object{{u"kind"_s, toQString(game::kindName(action))}};
    action.visit([&object](const auto& kind) { write(object, kind); });
    return object;
}

std::optional<game::Action> actionFromJson(JsonReader& reader, int format)
{
    if (format > game::actionFormatVersion) {
        reader.fail(
            u"format"_s,
            u"format %1 was written by a newer Arbiter; this one reads up to format %2"_s.arg(format).arg(
                game::actionFormatVersion));
        return std::nullopt;
    }
    if (format < 1) {
        reader.fail(u"format"_s, u"format %1 does not exist: formats start at 1"_s.arg(format));
        return std::nullopt;
    }
    // Format 1 is the only one so far: nothing to convert yet.
    const std::optional<std::size_t> kind = reader.choiceIndex(u"kind"_s, game::kindNames(), Need::Required);
    if (!kind)
        return std::nullopt;
    game::Action action = readers[*kind](reader);
    reader.finish();
    if (reader.failed())
        return std::nullopt;
    return action;
}

}  // namespace arbiter::db
