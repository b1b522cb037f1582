#include "db/codec/panic_json.h"
#include "db/codec/db_words.h"

#include "db/codec/munchkin_json.h"
#include "rules/panic/catalogue.h"

#include <array>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace rp = rules::panic;

namespace {

constexpr std::array allModes{rp::Mode::Standard, rp::Mode::MoreMunchkin, rp::Mode::Solitaire};
constexpr std::array allColours{rp::Colour::Red, rp::Colour::Green, rp::Colour::Blue};
constexpr int maxVariants = 32;
constexpr int maxHouseRules = 4;
// Generous enough that a list of seven or more arcs is refused for the duplicate it must hold.
constexpr int maxArcEntries = 12;

const QString slayStrict = u"slay-strict"_s;

// The value of an enum field spelled by one of the rules' name functions ("swordsman", "Warrior").
template <typename E, std::size_t N>
std::optional<E> readNamed(JsonReader& object, const QString& key, const std::array<E, N>& values,
                           std::string_view (*name)(E), Need need)
{
    std::array<std::string_view, N> names;
    for (std::size_t i = 0; i < N; ++i)
        names[i] = name(values[i]);
    const std::optional<std::size_t> index = object.choiceIndex(key, names, need);
    return index ? std::optional<E>(values[*index]) : std::nullopt;
}

QString quotedNames(const QStringList& names)
{
    QStringList quoted;
    for (const QString& name : names)
        quoted.append(u'"' + name + u'"');
    return quoted.join(u", ");
}

void readVariants(JsonReader& options, rp::Variants& variants)
{
    const QStringList names = options.strings(u"variants"_s, maxVariants);
    for (qsizetype i = 0; i < names.size(); ++i) {
        const std::string wanted = toStd(names[i]);
        bool known = false;
        QStringList all;
        for (const rp::VariantName& variant : rp::variantNames()) {
            all.append(toQString(variant.name));
            if (variant.name == wanted) {
                variants.*variant.flag = true;
                known = true;
            }
        }
        if (!known) {
            options.fail(
                u"variants[%1]"_s.arg(i),
                DbErrors::tr("unknown variant \"%1\"; the variants are %2").arg(names[i], quotedNames(all)));
            return;
        }
    }
}

void readHouseRules(JsonReader& options, rp::Options& result)
{
    const QStringList names = options.strings(u"houseRules"_s, maxHouseRules);
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (names[i] != slayStrict) {
            options.fail(u"houseRules[%1]"_s.arg(i),
                         DbErrors::tr("unknown house rule \"%1\"; the house rules are \"%2\"")
                             .arg(names[i], slayStrict));
            return;
        }
        result.slayRule = rp::SlayRule::KillingBlowNeedsFullAttack;
    }
}

// `arcs`: each arc 1..6 under exactly one colour.
void readArcs(JsonReader& board, rp::Board& result)
{
    std::optional<JsonReader> arcs = board.object(u"arcs"_s, Need::Optional);
    if (!arcs)
        return;
    std::array<std::optional<rp::Colour>, rp::arcCount> colours{};
    for (const rp::Colour colour : allColours) {
        const QString name = toQString(rp::colourName(colour));
        const QList<int> list = arcs->integers(name, 1, rp::arcCount, maxArcEntries);
        for (qsizetype i = 0; i < list.size(); ++i) {
            std::optional<rp::Colour>& slot = colours[static_cast<std::size_t>(list[i] - 1)];
            if (slot) {
                arcs->fail(u"%1[%2]"_s.arg(name).arg(i),
                           DbErrors::tr("arc %1 is listed under \"%2\" already: each arc has one colour")
                               .arg(list[i])
                               .arg(toQString(rp::colourName(*slot))));
                return;
            }
            slot = colour;
        }
    }
    arcs->finish();
    if (arcs->failed())
        return;
    for (std::size_t i = 0; i < colours.size(); ++i) {
        if (!colours[i]) {
            arcs->fail(
                QString(),
                DbErrors::tr("arc %1 has no colour: list each arc from 1 to 6 once under red, green and blue")
                    .arg(i + 1));
            return;
        }
        result.colours[i] = *colours[i];
    }
}

// `towers`, `walls`, `fortified`: the arcs where one stands; absent keeps `standing` as it is.
void readStructures(JsonReader& board, const QString& key, const QString& what,
                    std::array<bool, rp::arcCount>& standing)
{
    if (!board.has(key))
        return;
    const QList<int> arcs = board.integers(key, 1, rp::arcCount, maxArcEntries);
    std::array<bool, rp::arcCount> listed{};
    for (qsizetype i = 0; i < arcs.size(); ++i) {
        bool& slot = listed[static_cast<std::size_t>(arcs[i] - 1)];
        if (slot) {
            board.fail(u"%1[%2]"_s.arg(key).arg(i),
                       DbErrors::tr("arc %1 is listed twice: there is one %2 space in each arc")
                           .arg(arcs[i])
                           .arg(what));
            return;
        }
        slot = true;
    }
    if (!board.failed())
        standing = listed;
}

void checkFortified(JsonReader& board, const rp::Board& result)
{
    if (board.failed())
        return;
    if (result.fortifyTokensInPlay() > rp::maxFortifyTokens) {
        board.fail(u"fortified"_s, DbErrors::tr("at most %1 Fortify tokens are in play, got %2")
                                       .arg(rp::maxFortifyTokens)
                                       .arg(result.fortifyTokensInPlay()));
        return;
    }
    int index = 0;
    for (int arc = 1; arc <= rp::arcCount; ++arc) {
        if (!result.fortifiedAt(arc))
            continue;
        if (!result.wall(arc)) {
            board.fail(u"fortified[%1]"_s.arg(index),
                       DbErrors::tr("arc %1 has no standing Wall for a Fortify token (see walls)").arg(arc));
            return;
        }
        ++index;
    }
}

rp::BoardMonster readMonster(JsonReader& object, QStringList& ids)
{
    rp::BoardMonster monster;
    const QString id = object.string(u"id"_s, Need::Required, panicLimits::idLength);
    if (!id.isEmpty() && ids.contains(id))
        object.fail(u"id"_s,
                    DbErrors::tr("\"%1\" is the id of another Monster too: ids must be unique").arg(id));
    ids.append(id);
    monster.id = toStd(id);

    const QString name = object.string(u"name"_s, Need::Required);
    const rp::MonsterToken* token = name.isEmpty() ? nullptr : rp::findMonsterToken(toStd(name));
    // The catalogue forgives the case of a letter; the board keeps the name as printed.
    monster.name = token ? std::string(token->name) : toStd(name);
    if (!name.isEmpty() && !token)
        object.fail(
            u"name"_s,
            DbErrors::tr("\"%1\" is not a Monster token of Munchkin Panic; names are as printed on the "
                         "token, e.g. \"Net Troll\"")
                .arg(name));

    monster.arc = object.requiredInteger(u"arc"_s, 1, rp::arcCount);
    monster.ring =
        readNamed(object, u"ring"_s, rp::allRings, rp::ringName, Need::Required).value_or(rp::Ring::Forest);

    const int printed = token ? token->points : 1;
    monster.points = object.integer(u"points"_s, 1, 5, printed);
    if (token && monster.points != printed)
        object.fail(u"points"_s, DbErrors::tr("%1 has %2 points printed on the token, got %3")
                                     .arg(name)
                                     .arg(printed)
                                     .arg(monster.points));
    monster.enhancement = object.integer(u"enhancement"_s, 0, panicLimits::enhancement, 0);
    monster.health = object.integer(u"health"_s, 1, 5 + panicLimits::enhancement, monster.maxHealth());
    if (monster.health > monster.maxHealth())
        object.fail(u"health"_s,
                    DbErrors::tr("%1 has at most %2 health (%3 points on the token, %4 added by Monster "
                                 "Enhancers: see enhancement), got %5")
                        .arg(name)
                        .arg(monster.maxHealth())
                        .arg(monster.points)
                        .arg(monster.enhancement)
                        .arg(monster.health));
    monster.glued = object.boolean(u"glued"_s);
    monster.unslayable = object.boolean(u"unslayable"_s);
    object.finish();
    return monster;
}

QJsonArray arcList(const std::array<bool, rp::arcCount>& standing)
{
    QJsonArray arcs;
    for (int arc = 1; arc <= rp::arcCount; ++arc)
        if (standing[static_cast<std::size_t>(arc - 1)])
            arcs.append(arc);
    return arcs;
}

QJsonObject toJson(const rp::BoardMonster& monster)
{
    return QJsonObject{{u"id"_s, toQString(monster.id)},
                       {u"name"_s, toQString(monster.name)},
                       {u"arc"_s, monster.arc},
                       {u"ring"_s, toQString(rp::ringName(monster.ring))},
                       {u"health"_s, monster.health},
                       {u"points"_s, monster.points},
                       {u"enhancement"_s, monster.enhancement},
                       {u"glued"_s, monster.glued},
                       {u"unslayable"_s, monster.unslayable}};
}

QJsonObject toJson(const rp::Space& space)
{
    return QJsonObject{{u"arc"_s, space.arc}, {u"ring"_s, toQString(rp::ringName(space.ring))}};
}

struct EventTypeName {
    rp::EventType type;
    QString name;
};

const std::array<EventTypeName, 13>& eventTypeNames()
{
    static const std::array<EventTypeName, 13> names{{
        {rp::EventType::MonsterMoved, u"monster-moved"_s},
        {rp::EventType::MonsterHeld, u"monster-held"_s},
        {rp::EventType::MonsterDamaged, u"monster-damaged"_s},
        {rp::EventType::MonsterKilled, u"monster-killed"_s},
        {rp::EventType::MonsterSquished, u"monster-squished"_s},
        {rp::EventType::WallDestroyed, u"wall-destroyed"_s},
        {rp::EventType::FortifyRemoved, u"fortify-removed"_s},
        {rp::EventType::TowerDestroyed, u"tower-destroyed"_s},
        {rp::EventType::RockRolled, u"rock-rolled"_s},
        {rp::EventType::RockStopped, u"rock-stopped"_s},
        {rp::EventType::CurseCancelled, u"curse-cancelled"_s},
        {rp::EventType::PlaceMoreMonsters, u"place-more-monsters"_s},
        {rp::EventType::LoseHelp, u"lose-help"_s},
    }};
    return names;
}

QJsonObject toJson(const rp::Event& event)
{
    QJsonObject object{{u"type"_s, eventTypeName(event.type)}};
    switch (event.type) {
    case rp::EventType::MonsterMoved:
        object[u"id"_s] = toQString(event.monster);
        object[u"from"_s] = toJson(event.from);
        object[u"to"_s] = toJson(event.to);
        break;
    case rp::EventType::MonsterDamaged:
        object[u"id"_s] = toQString(event.monster);
        object[u"health"_s] = event.health;
        break;
    case rp::EventType::MonsterHeld:
    case rp::EventType::MonsterKilled:
    case rp::EventType::MonsterSquished:
        object[u"id"_s] = toQString(event.monster);
        break;
    case rp::EventType::WallDestroyed:
    case rp::EventType::FortifyRemoved:
    case rp::EventType::TowerDestroyed:
        object[u"arc"_s] = event.arc;
        // The Huge Rock is no Monster: `by` is left out when it did the damage.
        if (!event.by.empty())
            object[u"by"_s] = toQString(event.by);
        break;
    case rp::EventType::RockRolled:
        object[u"arc"_s] = event.arc;
        break;
    case rp::EventType::RockStopped:
        object[u"arc"_s] = event.arc;
        object[u"ring"_s] = toQString(rp::ringName(event.ring));
        break;
    case rp::EventType::PlaceMoreMonsters:
        object[u"count"_s] = event.count;
        break;
    case rp::EventType::CurseCancelled:
    case rp::EventType::LoseHelp:
        break;
    }
    return object;
}

bool isStructureKey(const QString& key)
{
    const std::string wanted = toStd(key);
    for (int arc = 1; arc <= rp::arcCount; ++arc)
        if (wanted == rp::structureKey(false, arc) || wanted == rp::structureKey(true, arc))
            return true;
    return false;
}

}  // namespace

rp::Options readPanicOptions(JsonReader& request)
{
    rp::Options options;
    std::optional<rp::Mode> nestedMode;
    if (std::optional<JsonReader> object = request.object(u"options"_s, Need::Optional)) {
        nestedMode = readNamed(*object, u"mode"_s, allModes, rp::modeName, Need::Optional);
        readVariants(*object, options.variants);
        readHouseRules(*object, options);
        object->finish();
    }
    const std::optional<rp::Mode> topMode =
        readNamed(request, u"mode"_s, allModes, rp::modeName, Need::Optional);
    if (topMode && nestedMode && *topMode != *nestedMode)
        request.fail(u"mode"_s,
                     DbErrors::tr("is \"%1\" but options.mode is \"%2\": give the mode once")
                         .arg(toQString(rp::modeName(*topMode)), toQString(rp::modeName(*nestedMode))));
    options.mode = topMode.value_or(nestedMode.value_or(rp::Mode::Standard));
    return options;
}

QJsonObject toJson(const rp::Options& options)
{
    QJsonArray variants;
    for (const rp::VariantName& variant : rp::variantNames())
        if (options.variants.*variant.flag)
            variants.append(toQString(variant.name));
    QJsonArray houseRules;
    if (options.slayRule == rp::SlayRule::KillingBlowNeedsFullAttack)
        houseRules.append(slayStrict);
    return QJsonObject{{u"mode"_s, toQString(rp::modeName(options.mode))},
                       {u"variants"_s, variants},
                       {u"houseRules"_s, houseRules}};
}

std::optional<rp::Board> readPanicBoard(JsonReader& parent, const QString& key, Need need,
                                        const rp::Options& options)
{
    std::optional<JsonReader> object = parent.object(key, need);
    if (!object)
        return std::nullopt;
    rp::Board board;
    if (options.variants.noWalls)  // the defaults follow the variants: a game without Walls starts with none
        board.walls = {};
    readArcs(*object, board);
    readStructures(*object, u"towers"_s, DbErrors::tr("Tower"), board.towers);
    readStructures(*object, u"walls"_s, DbErrors::tr("Wall"), board.walls);
    readStructures(*object, u"fortified"_s, DbErrors::tr("Fortify token"), board.fortified);
    checkFortified(*object, board);
    QStringList ids;
    for (JsonReader monster :
         object->objects(u"monsters"_s, Need::Optional, 0, static_cast<int>(rp::maxMonstersOnBoard)))
        board.monsters.push_back(readMonster(monster, ids));
    board.sleep = object->boolean(u"sleep"_s);
    object->finish();
    if (parent.failed())
        return std::nullopt;
    // Defence in depth: what the fields allow one by one may still not stand on the table together.
    const rules::Verdict verdict = rp::checkBoard(board);
    if (!verdict.legal) {
        parent.fail(
            key, DbErrors::tr("is not a board that could stand on the table: %1").arg(refusalText(verdict)));
        return std::nullopt;
    }
    return board;
}

QJsonObject toJson(const rp::Board& board)
{
    QJsonObject arcs;
    for (const rp::Colour colour : allColours) {
        QJsonArray list;
        for (int arc = 1; arc <= rp::arcCount; ++arc)
            if (board.colourOf(arc) == colour)
                list.append(arc);
        arcs[toQString(rp::colourName(colour))] = list;
    }
    QJsonArray monsters;
    for (const rp::BoardMonster& monster : board.monsters)
        monsters.append(toJson(monster));
    return QJsonObject{{u"arcs"_s, arcs},
                       {u"towers"_s, arcList(board.towers)},
                       {u"walls"_s, arcList(board.walls)},
                       {u"fortified"_s, arcList(board.fortified)},
                       {u"monsters"_s, monsters},
                       {u"sleep"_s, board.sleep}};
}

rp::Choices readChoices(JsonReader& parent, const QString& key)
{
    rp::Choices choices;
    std::optional<JsonReader> object = parent.object(key, Need::Optional);
    if (!object)
        return choices;
    const QStringList structures = object->keys();
    if (structures.size() > panicLimits::choices) {
        object->fail(QString(), DbErrors::tr("must have at most %1 entries, got %2")
                                    .arg(panicLimits::choices)
                                    .arg(structures.size()));
        return {};
    }
    for (const QString& structure : structures) {
        if (!isStructureKey(structure)) {
            object->fail(
                structure,
                DbErrors::tr("is not a structure: the keys are \"wall:<arc>\" and \"tower:<arc>\" with "
                             "an arc from 1 to 6"));
            return {};
        }
        if (!object->has(structure))
            continue;  // null: no choice made
        choices[toStd(structure)] = toStd(object->string(structure, Need::Required, panicLimits::idLength));
    }
    object->finish();
    return choices;
}

QJsonObject toJson(const rp::Choices& choices)
{
    QJsonObject object;
    for (const auto& [structure, monster] : choices)
        object[toQString(structure)] = toQString(monster);
    return object;
}

QJsonArray toJson(std::span<const rp::Event> events)
{
    QJsonArray array;
    for (const rp::Event& event : events)
        array.append(toJson(event));
    return array;
}

QJsonArray toJson(std::span<const rp::PendingChoice> pending)
{
    QJsonArray array;
    for (const rp::PendingChoice& choice : pending)
        array.append(QJsonObject{{u"structure"_s, toQString(choice.structure)},
                                 {u"candidates"_s, db::toJson(choice.candidates)}});
    return array;
}

QString eventTypeName(rp::EventType type)
{
    for (const EventTypeName& entry : eventTypeNames())
        if (entry.type == type)
            return entry.name;
    return {};
}

std::optional<rp::Character> readPanicCharacter(JsonReader& object, const QString& key)
{
    return readNamed(object, key, rp::allCharacters, rp::characterName, Need::Optional);
}

std::optional<rp::CurseToken> readCurseToken(JsonReader& object, const QString& key, Need need)
{
    return readNamed(object, key, rp::allCurseTokens, rp::curseTokenName, need);
}

}  // namespace arbiter::db
