// The setup and the tracked state as JSON, the verdict of an action, and the compact form the log
// stores. The actions are in game_json_actions.cpp; the Munchkin shapes they share with the
// checks (Items, monsters, character cards...) in munchkin_json.cpp.

#include "db/codec/game_json.h"
#include "db/codec/db_words.h"
#include "db/codec/game_json_panic.h"
#include "db/codec/munchkin_json.h"
#include "db/codec/panic_json.h"
#include "db/codec/reason_json.h"
#include "rules/panic/turn.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace mk = rules::munchkin;
namespace game = rules::game;

namespace {

constexpr std::array familyNames = {Named<game::Family>{"munchkin", game::Family::Munchkin},
                                    Named<game::Family>{"panic", game::Family::Panic}};

constexpr int maxPlayers = static_cast<int>(game::limits::players);
constexpr int maxLevel = 100;
constexpr int maxTurn = 1'000'000;
constexpr int maxCultists = 100;

QString editionIds()
{
    QStringList ids;
    for (const mk::EditionProfile& profile : mk::allEditions())
        ids.append(toQString(profile.id));
    return ids.join(u", ");
}

// The family a setup or state belongs to: "family": "panic" or "edition": "panic" make a Panic game.
game::Family readFamily(JsonReader& reader)
{
    const game::Family family = reader.choice(u"family"_s, familyNames, game::Family::Munchkin);
    if (reader.has(u"edition"_s) && reader.string(u"edition"_s, Need::Required) == u"panic")
        return game::Family::Panic;
    if (family == game::Family::Panic && reader.has(u"edition"_s))
        reader.fail(u"edition"_s, DbErrors::tr("a Munchkin Panic game has the edition \"panic\" or none"));
    return family;
}

mk::Edition readEdition(JsonReader& reader)
{
    const QString id = reader.string(u"edition"_s, Need::Required);
    if (reader.failed())
        return mk::Edition::Deluxe;
    const QByteArray utf8 = id.toUtf8();
    const std::optional<mk::Edition> edition =
        mk::editionFromId(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
    if (!edition)
        reader.fail(u"edition"_s,
                    DbErrors::tr("unknown edition \"%1\"; the editions are %2").arg(id, editionIds()));
    return edition.value_or(mk::Edition::Deluxe);
}

QString editionId(mk::Edition edition)
{
    return toQString(mk::profile(edition).id);
}

int bonus(JsonReader& reader, const QString& key)
{
    return reader.integer(key, -game::limits::bonus, game::limits::bonus, 0);
}

// --- a player of the state ---
QJsonObject playerToJson(const game::Player& player)
{
    QJsonObject character;
    writeCharacter(character, player.character);
    QJsonArray curses;
    for (const game::Curse& curse : player.curses)
        curses.append(toJson(curse));
    QJsonObject object{{u"name"_s, toQString(player.name)},
                       {u"character"_s, character},
                       {u"level"_s, player.level},
                       {u"items"_s, toJsonArray(player.items)},
                       {u"rides"_s, toJsonArray(player.rides)},
                       {u"hirelings"_s, toJson(player.hirelings)},
                       {u"curses"_s, curses},
                       {u"dead"_s, player.dead},
                       {u"bodyLooted"_s, player.bodyLooted}};
    if (player.gear)
        object[u"gear"_s] = *player.gear;
    return object;
}

game::Player readPlayer(JsonReader& object, QStringList& names)
{
    game::Player player;
    player.name = toStd(readUniqueName(object, names));
    if (std::optional<JsonReader> character = object.object(u"character"_s, Need::Optional)) {
        player.character = readCharacter(*character);
        character->finish();
    }
    player.level = object.integer(u"level"_s, 1, maxLevel, 1);
    if (object.has(u"gear"_s))
        player.gear = object.integer(u"gear"_s, 0, game::limits::gear, 0);
    const int maxItems = static_cast<int>(game::limits::itemsPerPlayer);
    for (const JsonReader& item : object.objects(u"items"_s, Need::Optional, 0, maxItems))
        player.items.push_back(readItem(item, true));
    for (const JsonReader& ride : object.objects(u"rides"_s, Need::Optional, 0, limits::cards))
        player.rides.push_back(readRide(ride));
    player.hirelings = toStd(object.strings(u"hirelings"_s, limits::cards));
    for (const JsonReader& curse : object.objects(u"curses"_s, Need::Optional, 0, limits::cards))
        player.curses.push_back(readCurse(curse));
    player.dead = object.boolean(u"dead"_s);
    player.bodyLooted = object.boolean(u"bodyLooted"_s);
    object.finish();
    return player;
}

// --- the combat in progress ---
QJsonObject combatToJson(const game::CombatState& combat)
{
    QJsonObject object{{u"fighter"_s, toQString(combat.fighter)},
                       {u"fighterBonus"_s, combat.fighterBonus},
                       {u"helperBonus"_s, combat.helperBonus},
                       {u"playerSide"_s, toJsonArray(combat.playerSide)},
                       {u"monsterSide"_s, toJsonArray(combat.monsterSide)},
                       {u"monsters"_s, toJsonArray(combat.monsters)},
                       {u"runningAway"_s, combat.runningAway}};
    if (combat.helper)
        object[u"helper"_s] = toQString(*combat.helper);
    return object;
}

game::CombatState readCombat(JsonReader object)
{
    game::CombatState combat;
    combat.fighter = toStd(object.string(u"fighter"_s, Need::Required));
    if (object.has(u"helper"_s))
        combat.helper = toStd(object.string(u"helper"_s, Need::Required));
    combat.fighterBonus = bonus(object, u"fighterBonus"_s);
    combat.helperBonus = bonus(object, u"helperBonus"_s);
    combat.playerSide = readCombatCards(object, u"playerSide"_s);
    combat.monsterSide = readCombatCards(object, u"monsterSide"_s);
    const int maxMonsters = static_cast<int>(game::limits::monstersInCombat);
    for (const JsonReader& monster : object.objects(u"monsters"_s, Need::Optional, 0, maxMonsters))
        combat.monsters.push_back(readMonster(monster));
    combat.runningAway = object.boolean(u"runningAway"_s);
    object.finish();
    return combat;
}

}  // namespace

QJsonObject toJson(const game::Curse& curse)
{
    return {{u"name"_s, toQString(curse.name)}, {u"combatBonus"_s, curse.combatBonus}};
}

game::Curse readCurse(JsonReader object)
{
    game::Curse curse{toStd(object.string(u"name"_s, Need::Required)), bonus(object, u"combatBonus"_s)};
    object.finish();
    return curse;
}

namespace {

// A player's colour on screen: "#rrggbb", or empty when not given.
std::string readColour(JsonReader& object)
{
    static const QRegularExpression pattern(u"^#[0-9A-Fa-f]{6}$"_s);
    const QString colour = object.string(u"colour"_s, Need::Optional, 7);
    if (!colour.isEmpty() && !pattern.match(colour).hasMatch())
        object.fail(u"colour"_s, DbErrors::tr("\"%1\" is not a colour written #rrggbb").arg(colour));
    return toStd(colour);
}

// The roll for who starts: [{"rolls": [{"player", "roll"}]}], one object per round.
QJsonArray rollOffToJson(const std::vector<game::RollOffRound>& rounds)
{
    QJsonArray array;
    for (const game::RollOffRound& round : rounds) {
        QJsonArray rolls;
        for (const game::StarterRoll& roll : round.rolls)
            rolls.append(QJsonObject{{u"player"_s, toQString(roll.player)}, {u"roll"_s, roll.roll}});
        array.append(QJsonObject{{u"rolls"_s, rolls}});
    }
    return array;
}

}  // namespace

std::vector<game::RollOffRound> readRollOff(JsonReader& reader)
{
    std::vector<game::RollOffRound> rounds;
    const int maxRounds = static_cast<int>(game::maxRollOffRounds);
    for (JsonReader round : reader.objects(u"rollOff"_s, Need::Optional, 0, maxRounds)) {
        game::RollOffRound entry;
        for (JsonReader roll : round.objects(u"rolls"_s, Need::Required, 1, maxPlayers)) {
            game::StarterRoll die;
            die.player = toStd(roll.string(u"player"_s, Need::Required));
            die.roll = roll.requiredInteger(u"roll"_s, 1, 6);
            roll.finish();
            entry.rolls.push_back(std::move(die));
        }
        round.finish();
        rounds.push_back(std::move(entry));
    }
    return rounds;
}

QJsonObject setupToJson(const game::GameSetup& setup)
{
    QJsonArray players;
    for (const game::SetupPlayer& player : setup.players) {
        QJsonObject object{{u"name"_s, toQString(player.name)}};
        if (player.sex != mk::Sex::Unspecified)
            object[u"sex"_s] = nameOf(sexNames, player.sex);
        if (player.character)
            object[u"character"_s] = toQString(rules::panic::characterName(*player.character));
        if (!player.colour.empty())
            object[u"colour"_s] = toQString(player.colour);
        players.append(object);
    }
    const bool panic = setup.family == game::Family::Panic;
    QJsonObject object{{u"name"_s, toQString(setup.name)},
                       {u"family"_s, nameOf(familyNames, setup.family)},
                       {u"edition"_s, panic ? u"panic"_s : editionId(setup.edition)},
                       {u"options"_s, panic ? toJson(setup.panicOptions) : toJson(setup.options)},
                       {u"players"_s, players}};
    if (setup.starter)
        object[u"starter"_s] = toQString(*setup.starter);
    // Written only after a roll for who starts, so the setups stored before it keep their bytes.
    if (!setup.rollOff.empty())
        object[u"rollOff"_s] = rollOffToJson(setup.rollOff);
    return object;
}

std::optional<game::GameSetup> setupFromJson(JsonReader& reader)
{
    game::GameSetup setup;
    setup.name = toStd(reader.string(u"name"_s, Need::Required));
    setup.family = readFamily(reader);
    const bool panic = setup.family == game::Family::Panic;
    if (panic)
        setup.panicOptions = readPanicOptions(reader);
    else {
        setup.edition = readEdition(reader);
        setup.options = readOptions(reader);
    }
    QStringList names;
    for (JsonReader object : reader.objects(u"players"_s, Need::Required, 1, maxPlayers)) {
        game::SetupPlayer player;
        player.name = toStd(readUniqueName(object, names));
        player.sex = object.choice(u"sex"_s, sexNames, mk::Sex::Unspecified);
        if (panic)
            player.character = readPanicCharacter(object, u"character"_s);
        player.colour = readColour(object);
        object.finish();
        setup.players.push_back(std::move(player));
    }
    if (reader.has(u"starter"_s))
        setup.starter = toStd(reader.string(u"starter"_s, Need::Required));
    setup.rollOff = readRollOff(reader);
    reader.finish();
    if (reader.failed())
        return std::nullopt;
    return setup;
}

namespace {

// A Panic state: the seats' names, the turn and the table.
std::optional<game::GameState> readPanicState(JsonReader& reader, game::GameState state)
{
    QStringList names;
    for (JsonReader player : reader.objects(u"players"_s, Need::Required, 1, rules::panic::maxPlayers)) {
        game::Player seat;
        seat.name = toStd(readUniqueName(player, names));
        player.finish();
        state.players.push_back(std::move(seat));
    }
    const int lastSeat = std::max(0, static_cast<int>(state.players.size()) - 1);
    state.current = static_cast<std::size_t>(reader.integer(u"current"_s, 0, lastSeat, 0));
    state.turn = reader.integer(u"turn"_s, 1, maxTurn, 1);
    state.winners = toStd(reader.strings(u"winners"_s, maxPlayers));
    if (std::optional<JsonReader> table = reader.object(u"panic"_s, Need::Required)) {
        state.panic = readPanicTable(*table);
        table->finish();
    }
    reader.finish();
    if (reader.failed() || !state.panic)
        return std::nullopt;
    if (state.panic->seats.size() != state.players.size()) {
        reader.fail(u"panic.seats"_s, DbErrors::tr("there must be one seat per player"));
        return std::nullopt;
    }
    return state;
}

}  // namespace

QJsonObject stateToJson(const game::GameState& state)
{
    if (state.panic) {
        QJsonArray names;
        for (const game::Player& player : state.players)
            names.append(QJsonObject{{u"name"_s, toQString(player.name)}});
        return {{u"family"_s, nameOf(familyNames, state.family)},
                {u"edition"_s, u"panic"_s},
                {u"players"_s, names},
                {u"current"_s, static_cast<qint64>(state.current)},
                {u"turn"_s, state.turn},
                {u"winners"_s, toJson(state.winners)},
                {u"panic"_s, toJson(*state.panic, state.players)}};
    }
    QJsonArray players;
    for (const game::Player& player : state.players)
        players.append(playerToJson(player));
    QJsonObject object{{u"family"_s, nameOf(familyNames, state.family)},
                       {u"edition"_s, editionId(state.edition)},
                       {u"options"_s, toJson(state.options)},
                       {u"players"_s, players},
                       {u"current"_s, static_cast<qint64>(state.current)},
                       {u"turn"_s, state.turn},
                       {u"phase"_s, nameOf(phaseNames, state.phase)},
                       {u"cultistsInDiscardPile"_s, state.cultistsInDiscardPile},
                       {u"winners"_s, toJson(state.winners)}};
    if (state.combat)
        object[u"combat"_s] = combatToJson(*state.combat);
    // Written only once true, so states saved before the flag existed keep their bytes.
    if (state.lastNonCultistRewarded)
        object[u"lastNonCultistRewarded"_s] = true;
    return object;
}

std::optional<game::GameState> stateFromJson(JsonReader& reader)
{
    game::GameState state;
    state.family = readFamily(reader);
    if (state.family == game::Family::Panic)
        return readPanicState(reader, state);
    state.edition = readEdition(reader);
    state.options = readOptions(reader);
    QStringList names;
    for (JsonReader player : reader.objects(u"players"_s, Need::Optional, 0, maxPlayers))
        state.players.push_back(readPlayer(player, names));
    const int lastSeat = std::max(0, static_cast<int>(state.players.size()) - 1);
    state.current = static_cast<std::size_t>(reader.integer(u"current"_s, 0, lastSeat, 0));
    state.turn = reader.integer(u"turn"_s, 1, maxTurn, 1);
    state.phase = reader.choice(u"phase"_s, phaseNames, mk::Phase::KickOpenTheDoor);
    if (std::optional<JsonReader> combat = reader.object(u"combat"_s, Need::Optional))
        state.combat = readCombat(*combat);
    state.cultistsInDiscardPile = reader.integer(u"cultistsInDiscardPile"_s, 0, maxCultists, 0);
    state.lastNonCultistRewarded = reader.boolean(u"lastNonCultistRewarded"_s);
    state.winners = toStd(reader.strings(u"winners"_s, maxPlayers));
    reader.finish();
    if (reader.failed())
        return std::nullopt;
    return state;
}

QJsonObject verdictToJson(const rules::Verdict& verdict)
{
    QJsonObject object;
    writeVerdict(object, verdict);
    return object;
}

QByteArray verdictJson(const rules::Verdict& verdict)
{
    // Each recorded action stores its verdict: written straight into bytes, in the order compact() writes
    // verdictToJson()'s keys (sorted), with no QJsonObject in between. tst_game_json compares the two.
    QByteArray out;
    out.reserve(40 + static_cast<qsizetype>(verdict.reasons.size()) * 320);
    out += verdict.legal ? R"({"legal":true,"reasons":[)" : R"({"legal":false,"reasons":[)";
    for (std::size_t i = 0; i < verdict.reasons.size(); ++i) {
        if (i > 0)
            out += ',';
        appendReasonJson(out, verdict.reasons[i]);
    }
    out += "]}";
    return out;
}

QString editionLabel(const game::GameSetup& setup)
{
    return setup.family == game::Family::Panic ? u"panic"_s : editionId(setup.edition);
}

QByteArray compact(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

}  // namespace arbiter::db
