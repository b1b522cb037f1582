// The Munchkin Panic part of the game log's JSON: the panic-* action kinds and the tracked table.
// The board, options and choices use the shapes of the panic.* checks (panic_json.h), so a state's
// board can be pasted into `arbiter-cli check` as it is.

#include "db/codec/game_json_panic.h"
#include "db/codec/db_words.h"

#include "db/codec/munchkin_json.h"
#include "db/codec/panic_json.h"
#include "rules/game/setup.h"
#include "rules/panic/catalogue.h"
#include "rules/panic/turn.h"

#include <set>
#include <string>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace game = rules::game;
namespace act = rules::game::actions;
namespace pn = rules::panic;

namespace {

constexpr int maxHand = 200;
constexpr int maxTokens = pn::tokensInBag;

std::string requiredName(JsonReader& reader, const QString& key)
{
    return toStd(reader.string(key, Need::Required));
}

std::optional<std::string> optionalName(JsonReader& reader, const QString& key)
{
    if (!reader.has(key))
        return std::nullopt;
    return toStd(reader.string(key, Need::Required));
}

void writeOptional(QJsonObject& object, const QString& key, const std::optional<std::string>& value)
{
    if (value)
        object[key] = toQString(*value);
}

QJsonArray strings(const std::vector<std::string>& list)
{
    QJsonArray array;
    for (const std::string& entry : list)
        array.append(toQString(entry));
    return array;
}

}  // namespace

pn::Ring readRing(JsonReader& reader, const QString& key)
{
    const QString text = reader.string(key, Need::Required, 20);
    const std::optional<pn::Ring> ring = pn::ringFromName(toStd(text));
    if (!ring && !reader.failed())
        reader.fail(
            key, DbErrors::tr("unknown ring \"%1\"; the rings are forest, archer, knight, swordsman, castle")
                     .arg(text));
    return ring.value_or(pn::Ring::Forest);
}

pn::Phase readPanicPhase(JsonReader& reader, const QString& key, pn::Phase fallback, Need need)
{
    if (need == Need::Optional && !reader.has(key))
        return fallback;
    const QString text = reader.string(key, Need::Required, 40);
    const std::optional<pn::Phase> phase = pn::phaseFromName(toStd(text));
    if (!phase && !reader.failed()) {
        QStringList names;
        for (pn::Phase each : pn::allPhases)
            names << toQString(pn::phaseName(each));
        reader.fail(key,
                    DbErrors::tr("unknown phase \"%1\"; the phases are %2").arg(text, names.join(u", ")));
    }
    return phase.value_or(fallback);
}

// --- actions ---
// The two kinds whose JSON flattens a nested rules value (the Curse draw, the hit); every other
// panic-* kind is read and written from its description (rules/game/action_fields.h).

void read(JsonReader& r, act::PanicDrawCurse& a)
{
    a.draw.curse = readCurseToken(r, u"curse"_s, Need::Required).value_or(pn::CurseToken::AllClockwise);
    if (r.has(u"roll"_s))
        a.draw.roll = r.integer(u"roll"_s, 1, 6, 1);
    a.draw.cancelledBy = readPanicCard(r, u"cancelledBy"_s, PanicCardKind::Treasure, Need::Optional);
    a.choices = readChoices(r, u"choices"_s);
}
void write(QJsonObject& o, const act::PanicDrawCurse& a)
{
    o[u"curse"_s] = toQString(pn::curseTokenName(a.draw.curse));
    if (a.draw.roll)
        o[u"roll"_s] = *a.draw.roll;
    if (!a.draw.cancelledBy.empty())
        o[u"cancelledBy"_s] = toQString(a.draw.cancelledBy);
    if (!a.choices.empty())
        o[u"choices"_s] = toJson(a.choices);
}

void read(JsonReader& r, act::PanicHit& a)
{
    a.hit.target = requiredName(r, u"target"_s);
    for (JsonReader play : r.objects(u"attack"_s, Need::Optional, 0, panicLimits::cards)) {
        pn::HitCardPlay card;
        card.card = readPanicCard(play, u"card"_s, PanicCardKind::Hit, Need::Required);
        card.weapons = readPanicCards(play, u"weapons"_s, PanicCardKind::Weapon, panicLimits::treasures);
        card.byHelper = play.boolean(u"byHelper"_s);
        card.weaponsByHelper = play.boolean(u"weaponsByHelper"_s);
        play.finish();
        a.hit.attack.push_back(std::move(card));
    }
    a.hit.potions = readPanicCards(r, u"potions"_s, PanicCardKind::Potion, panicLimits::treasures);
    a.hit.specials = readPanicCards(r, u"specials"_s, PanicCardKind::Special, panicLimits::treasures);
    a.hit.enhancers = readPanicCards(r, u"enhancers"_s, PanicCardKind::Enhancer, panicLimits::treasures);
    a.helper = optionalName(r, u"helper"_s);
    a.trophyTo = optionalName(r, u"trophyTo"_s);
    a.treasureTo = optionalName(r, u"treasureTo"_s);
    a.enhancedBy = optionalName(r, u"enhancedBy"_s);
}
void write(QJsonObject& o, const act::PanicHit& a)
{
    o[u"target"_s] = toQString(a.hit.target);
    QJsonArray attack;
    for (const pn::HitCardPlay& card : a.hit.attack) {
        QJsonObject play{{u"card"_s, toQString(card.card)}};
        if (!card.weapons.empty())
            play[u"weapons"_s] = strings(card.weapons);
        if (card.byHelper)
            play[u"byHelper"_s] = true;
        if (card.weaponsByHelper)
            play[u"weaponsByHelper"_s] = true;
        attack.append(play);
    }
    o[u"attack"_s] = attack;
    for (const auto& [key, list] :
         {std::pair{u"potions"_s, &a.hit.potions}, std::pair{u"specials"_s, &a.hit.specials},
          std::pair{u"enhancers"_s, &a.hit.enhancers}})
        if (!list->empty())
            o[key] = strings(*list);
    writeOptional(o, u"helper"_s, a.helper);
    writeOptional(o, u"trophyTo"_s, a.trophyTo);
    writeOptional(o, u"treasureTo"_s, a.treasureTo);
    writeOptional(o, u"enhancedBy"_s, a.enhancedBy);
}

// --- the table ---

QJsonObject toJson(const game::PanicTable& table, const std::vector<game::Player>& players)
{
    QJsonArray seats;
    for (std::size_t i = 0; i < table.seats.size(); ++i) {
        const game::PanicSeat& seat = table.seats[i];
        QJsonArray trophies;
        for (const game::Trophy& trophy : seat.trophies)
            trophies.append(QJsonObject{{u"token"_s, toQString(trophy.token)},
                                        {u"points"_s, trophy.points},
                                        {u"additionErrors"_s, trophy.additionErrors}});
        QJsonObject object{{u"name"_s, i < players.size() ? toQString(players[i].name) : QString()},
                           {u"trophies"_s, trophies},
                           {u"kills"_s, seat.kills},
                           {u"castleCards"_s, seat.castleCards},
                           {u"treasure"_s, seat.treasure},
                           {u"treasureWaiting"_s, seat.treasureWaiting},
                           {u"loseHelp"_s, seat.loseHelp}};
        if (seat.character)
            object[u"character"_s] = toQString(pn::characterName(*seat.character));
        seats.append(object);
    }
    return {{u"options"_s, toJson(table.options)},
            {u"board"_s, toJson(table.board)},
            {u"seats"_s, seats},
            {u"settingUp"_s, table.settingUp},
            {u"phase"_s, toQString(pn::phaseName(table.phase))},
            {u"tokensOut"_s, strings(table.tokensOut)},
            {u"slainOrDiscarded"_s, strings(table.slainOrDiscarded)},
            {u"placedThisTurn"_s, table.placedThisTurn},
            {u"placeOneMore"_s, table.placeOneMore},
            {u"dealsThisTurn"_s, table.dealsThisTurn},
            {u"wizardMoved"_s, table.wizardMoved},
            {u"monstersMoved"_s, table.monstersMoved},
            {u"gameLost"_s, table.gameLost}};
}

std::optional<game::PanicTable> readPanicTable(JsonReader& reader)
{
    game::PanicTable table;
    table.options = readPanicOptions(reader);
    table.board = readPanicBoard(reader, u"board"_s, Need::Required, table.options).value_or(pn::Board{});
    for (JsonReader object : reader.objects(u"seats"_s, Need::Required, 1, pn::maxPlayers)) {
        game::PanicSeat seat;
        object.string(u"name"_s, Need::Optional);  // a label for readers: the names live in `players`
        seat.character = readPanicCharacter(object, u"character"_s);
        for (JsonReader trophy : object.objects(u"trophies"_s, Need::Optional, 0, maxTokens)) {
            game::Trophy entry;
            entry.token = requiredName(trophy, u"token"_s);
            entry.points = trophy.requiredInteger(u"points"_s, 1, 5);
            entry.additionErrors = trophy.integer(u"additionErrors"_s, 0, maxHand, 0);
            trophy.finish();
            seat.trophies.push_back(std::move(entry));
        }
        seat.kills = object.integer(u"kills"_s, 0, maxTokens, 0);
        seat.castleCards = object.integer(u"castleCards"_s, 0, maxHand, 0);
        seat.treasure = object.integer(u"treasure"_s, 0, maxHand, 0);
        seat.treasureWaiting = object.integer(u"treasureWaiting"_s, 0, maxHand, 0);
        seat.loseHelp = object.boolean(u"loseHelp"_s);
        object.finish();
        table.seats.push_back(std::move(seat));
    }
    table.settingUp = reader.boolean(u"settingUp"_s);
    table.phase = readPanicPhase(reader, u"phase"_s, pn::Phase::DiscardAndDraw, Need::Optional);
    table.tokensOut = toStd(reader.strings(u"tokensOut"_s, maxTokens));
    table.slainOrDiscarded = toStd(reader.strings(u"slainOrDiscarded"_s, maxTokens));
    table.placedThisTurn = reader.integer(u"placedThisTurn"_s, 0, maxTokens, 0);
    table.placeOneMore = reader.integer(u"placeOneMore"_s, 0, maxTokens, 0);
    table.dealsThisTurn = reader.integer(u"dealsThisTurn"_s, 0, maxTokens, 0);
    table.wizardMoved = reader.boolean(u"wizardMoved"_s);
    table.monstersMoved = reader.boolean(u"monstersMoved"_s);
    table.gameLost = reader.boolean(u"gameLost"_s);
    if (reader.failed())
        return std::nullopt;
    return table;
}

QString panicSetupField(const game::GameSetup& setup, const rules::Verdict& verdict)
{
    if (setup.family != game::Family::Panic)
        return {};
    std::vector<pn::SeatCharacter> seats;
    for (const game::SetupPlayer& player : setup.players)
        seats.push_back({player.name, player.character});
    const pn::CharacterCheck check = pn::checkCharacters(setup.panicOptions, seats);
    const rules::Reason* first = verdict.firstRefusal();
    const rules::Reason* fault = check.verdict.firstRefusal();
    if (!check.seat || !first || !fault || !(*first == *fault))
        return {};
    return u"players[%1].character"_s.arg(*check.seat);
}

QString setupField(const game::GameSetup& setup, const rules::Verdict& verdict)
{
    const rules::Reason* first = verdict.firstRefusal();
    if (!first)
        return {};
    rules::Verdict gameName;
    if (!game::checkGameName(setup.name, gameName) && *gameName.firstRefusal() == *first)
        return u"name"_s;
    std::set<std::string_view> seen;
    for (std::size_t seat = 0; seat < setup.players.size(); ++seat) {
        const std::string& name = setup.players[seat].name;
        rules::Verdict own;
        const bool named = game::checkPlayerName(name, seat, own) && seen.insert(name).second;
        if (!named && (own.legal ? first->rule == "game.duplicate-name" : *own.firstRefusal() == *first))
            return u"players[%1].name"_s.arg(seat);
    }
    return panicSetupField(setup, verdict);
}

}  // namespace arbiter::db
