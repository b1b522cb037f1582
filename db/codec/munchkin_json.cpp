#include "db/codec/munchkin_json.h"
#include "db/codec/db_words.h"

#include "db/codec/reason_json.h"

#include <utility>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace mk = rules::munchkin;

namespace {

std::vector<std::string> cardList(JsonReader& player, const QString& key)
{
    return toStd(player.strings(key, limits::characterCards));
}

std::optional<mk::Attribute> readRestriction(JsonReader& item, const QString& key)
{
    std::optional<JsonReader> object = item.object(key, Need::Optional);
    if (!object)
        return std::nullopt;
    std::optional<mk::Attribute> attribute = readAttribute(*object);
    object->finish();
    return attribute;
}

}  // namespace

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QStringList toQStringList(const std::vector<std::string>& texts)
{
    QStringList list;
    list.reserve(static_cast<qsizetype>(texts.size()));
    for (const std::string& text : texts)
        list.append(QString::fromStdString(text));
    return list;
}

std::string toStd(const QString& text)
{
    return text.toStdString();
}

std::vector<std::string> toStd(const QStringList& list)
{
    std::vector<std::string> result;
    result.reserve(static_cast<std::size_t>(list.size()));
    for (const QString& text : list)
        result.push_back(text.toStdString());
    return result;
}

QJsonArray toJson(const std::vector<std::string>& list)
{
    QJsonArray result;
    for (const std::string& text : list)
        result.append(toQString(text));
    return result;
}

mk::Options readOptions(JsonReader& request)
{
    mk::Options options;
    std::optional<JsonReader> object = request.object(u"options"_s, Need::Optional);
    if (!object)
        return options;
    options.epic = object->boolean(u"epic"_s);
    options.sharedVictory = object->boolean(u"sharedVictory"_s);
    options.fasterPlay = object->boolean(u"fasterPlay"_s);
    options.sellOneShots = object->boolean(u"sellOneShots"_s);
    object->finish();
    return options;
}

mk::Character readCharacter(JsonReader& player)
{
    mk::Character character;
    character.classes = cardList(player, u"classes"_s);
    character.races = cardList(player, u"races"_s);
    character.factions = cardList(player, u"factions"_s);
    character.citizenships = cardList(player, u"citizenships"_s);
    character.sex = player.choice(u"sex"_s, sexNames, mk::Sex::Unspecified);
    character.superMunchkin = player.boolean(u"superMunchkin"_s);
    character.halfBreed = player.boolean(u"halfBreed"_s);
    character.doubleLife = player.boolean(u"doubleLife"_s);
    character.dualCitizenship = player.boolean(u"dualCitizenship"_s);
    return character;
}

mk::Combatant readCombatant(JsonReader player, const CheckContext& context, Need level)
{
    mk::Combatant combatant;
    combatant.level = level == Need::Required ? player.requiredInteger(u"level"_s, 1, context.winningLevel)
                                              : player.integer(u"level"_s, 1, context.winningLevel, 1);
    combatant.gear = player.integer(u"gear"_s, -100, 200, 0);
    combatant.abilityBonus = player.integer(u"abilityBonus"_s, -100, 200, 0);
    combatant.winsTies = player.boolean(u"winsTies"_s);
    combatant.character = readCharacter(player);
    for (const JsonReader& ride : player.objects(u"rides"_s, Need::Optional, 0, limits::rides))
        combatant.rides.push_back(readRide(ride));
    player.finish();
    return combatant;
}

std::optional<mk::Attribute> readAttribute(JsonReader& object)
{
    std::optional<mk::Attribute::Kind> kind;
    QString key;
    int named = 0;
    for (const Named<mk::Attribute::Kind>& entry : attributeKindNames) {
        const QString name = toQString(entry.name);
        if (object.has(name)) {
            ++named;
            kind = entry.value;
            key = name;
        }
    }
    if (named != 1) {
        object.fail(QString(),
                    DbErrors::tr("must name exactly one of race, class, faction, citizenship or sex, got %1")
                        .arg(named));
        return std::nullopt;
    }
    mk::Attribute attribute;
    attribute.kind = *kind;
    if (*kind == mk::Attribute::Kind::Sex)
        attribute.value = toStd(nameOf(sexNames, object.choice(key, sexNames, mk::Sex::Male)));
    else
        attribute.value = toStd(object.string(key, Need::Required));
    return attribute;
}

mk::Ride readRide(JsonReader object)
{
    mk::Ride ride{toStd(object.string(u"name"_s, Need::Required)), object.integer(u"bonus"_s, -20, 20, 0)};
    object.finish();
    return ride;
}

mk::CombatCard readCombatCard(JsonReader object)
{
    mk::CombatCard card{toStd(object.string(u"name"_s, Need::Required)),
                        object.integer(u"bonus"_s, -100, 100, 0)};
    object.finish();
    return card;
}

std::vector<mk::CombatCard> readCombatCards(JsonReader& parent, const QString& key)
{
    std::vector<mk::CombatCard> cards;
    for (const JsonReader& card : parent.objects(key, Need::Optional, 0, limits::cards))
        cards.push_back(readCombatCard(card));
    return cards;
}

mk::Enhancer readEnhancer(JsonReader object)
{
    mk::Enhancer enhancer{toStd(object.string(u"name"_s, Need::Required)),
                          object.integer(u"bonus"_s, -100, 100, 0),
                          object.integer(u"treasures"_s, -10, 10, 0)};
    object.finish();
    return enhancer;
}

mk::Item readItem(JsonReader object, bool autoLifter)
{
    mk::Item item;
    item.name = toStd(object.string(u"name"_s, Need::Required));
    item.slot = object.choice(u"slot"_s, slotNames, mk::Slot::None);
    item.big = object.boolean(u"big"_s);
    item.bonus = object.integer(u"bonus"_s, -100, 100, 0);
    item.gold = object.integer(u"gold"_s, 0, 20000, 0);
    item.equipped = object.boolean(u"equipped"_s, true);
    item.onlyFor = readRestriction(object, u"onlyFor"_s);
    item.forbiddenFor = readRestriction(object, u"forbiddenFor"_s);
    item.lifter = autoLifter ? object.choice(u"lifter"_s, lifterNames, mk::Lifter::Auto)
                             : object.choice(u"lifter"_s, requestLifterNames, mk::Lifter::Auto);
    object.finish();
    return item;
}

mk::Monster readMonster(JsonReader object)
{
    mk::Monster monster;
    monster.name = toStd(object.string(u"name"_s, Need::Required));
    monster.level = object.requiredInteger(u"level"_s, 0, 100);
    monster.treasures = object.integer(u"treasures"_s, 0, 50, 0);
    monster.levels = object.integer(u"levels"_s, 0, 5, 1);
    monster.tags = toStd(object.strings(u"tags"_s, limits::cards));
    for (const JsonReader& enhancer : object.objects(u"enhancers"_s, Need::Optional, 0, limits::cards))
        monster.enhancers.push_back(readEnhancer(enhancer));
    for (JsonReader versus : object.objects(u"versus"_s, Need::Optional, 0, limits::cards)) {
        const std::optional<mk::Attribute> when = readAttribute(versus);
        const int bonus = versus.integer(u"bonus"_s, -100, 100, 0);
        if (when)
            monster.versus.push_back({*when, bonus});
        versus.finish();
    }
    monster.levelOnly = object.boolean(u"levelOnly"_s);
    monster.eliminated = object.boolean(u"eliminated"_s);
    monster.joinedBy = object.choice(u"joinedBy"_s, joinedByNames, mk::JoinedBy::Door);
    object.finish();
    return monster;
}

mk::SaleItem readSaleItem(JsonReader object)
{
    mk::SaleItem item{toStd(object.string(u"name"_s, Need::Required)), object.integer(u"gold"_s, 0, 20000, 0),
                      object.boolean(u"oneShot"_s), object.boolean(u"fromHand"_s)};
    object.finish();
    return item;
}

mk::BadStuff readBadStuff(JsonReader object)
{
    mk::BadStuff badStuff{object.integer(u"levels"_s, 0, 20, 0),
                          toStd(object.strings(u"items"_s, limits::items)), object.boolean(u"death"_s)};
    object.finish();
    return badStuff;
}

RunAwayDice runAwayDice(bool sacrificeRide, bool helperEscapesWithRide, bool keepUnneeded)
{
    const auto need = [&](mk::Runner runner) {
        return mk::rollsToRunAway(runner, sacrificeRide, helperEscapesWithRide) ? Need::Required
                                                                                : Need::Optional;
    };
    return {need(mk::Runner::Fighter), need(mk::Runner::Helper), keepUnneeded};
}

mk::RunAwayRoll readRunAwayRoll(JsonReader object, RunAwayDice dice)
{
    mk::RunAwayRoll result;
    result.monster = toStd(object.string(u"monster"_s, Need::Required));
    result.runner = object.choice(u"runner"_s, runnerNames, mk::Runner::Fighter);
    const Need roll = result.runner == mk::Runner::Fighter ? dice.fighter : dice.helper;
    if (roll == Need::Required)
        result.roll = object.requiredInteger(u"roll"_s, 1, 6);
    else if (dice.keepUnneeded)
        result.roll = object.integer(u"roll"_s, 1, 6, 1);
    else
        object.has(u"roll"_s);  // a die nobody needs: accepted, not read
    result.modifier = object.integer(u"modifier"_s, -10, 10, 0);
    if (std::optional<JsonReader> badStuff = object.object(u"badStuff"_s, Need::Optional))
        result.badStuff = readBadStuff(*badStuff);
    object.finish();
    return result;
}

QJsonObject toJson(const mk::Options& options)
{
    QJsonObject object{{u"epic"_s, options.epic},
                       {u"sharedVictory"_s, options.sharedVictory},
                       {u"fasterPlay"_s, options.fasterPlay}};
    // Written only when on, so the games recorded before the house rule existed keep their bytes.
    if (options.sellOneShots)
        object[u"sellOneShots"_s] = true;
    return object;
}

void writeCharacter(QJsonObject& player, const mk::Character& character)
{
    player[u"classes"_s] = toJson(character.classes);
    player[u"races"_s] = toJson(character.races);
    player[u"factions"_s] = toJson(character.factions);
    player[u"citizenships"_s] = toJson(character.citizenships);
    if (character.sex != mk::Sex::Unspecified)
        player[u"sex"_s] = nameOf(sexNames, character.sex);
    player[u"superMunchkin"_s] = character.superMunchkin;
    player[u"halfBreed"_s] = character.halfBreed;
    player[u"doubleLife"_s] = character.doubleLife;
    player[u"dualCitizenship"_s] = character.dualCitizenship;
}

QJsonObject toJson(const mk::Attribute& attribute)
{
    return {{nameOf(attributeKindNames, attribute.kind), toQString(attribute.value)}};
}

QJsonObject toJson(const mk::Ride& ride)
{
    return {{u"name"_s, toQString(ride.name)}, {u"bonus"_s, ride.bonus}};
}

QJsonObject toJson(const mk::CombatCard& card)
{
    return {{u"name"_s, toQString(card.name)}, {u"bonus"_s, card.bonus}};
}

QJsonObject toJson(const mk::Enhancer& enhancer)
{
    return {{u"name"_s, toQString(enhancer.name)},
            {u"bonus"_s, enhancer.bonus},
            {u"treasures"_s, enhancer.treasures}};
}

QJsonObject toJson(const mk::Item& item)
{
    QJsonObject object{{u"name"_s, toQString(item.name)},
                       {u"slot"_s, nameOf(slotNames, item.slot)},
                       {u"big"_s, item.big},
                       {u"bonus"_s, item.bonus},
                       {u"gold"_s, item.gold},
                       {u"equipped"_s, item.equipped},
                       {u"lifter"_s, nameOf(lifterNames, item.lifter)}};
    if (item.onlyFor)
        object[u"onlyFor"_s] = toJson(*item.onlyFor);
    if (item.forbiddenFor)
        object[u"forbiddenFor"_s] = toJson(*item.forbiddenFor);
    return object;
}

QJsonObject toJson(const mk::Monster& monster)
{
    QJsonArray versus;
    for (const mk::VersusBonus& entry : monster.versus) {
        QJsonObject object = toJson(entry.when);
        object[u"bonus"_s] = entry.bonus;
        versus.append(object);
    }
    return {{u"name"_s, toQString(monster.name)},
            {u"level"_s, monster.level},
            {u"treasures"_s, monster.treasures},
            {u"levels"_s, monster.levels},
            {u"tags"_s, toJson(monster.tags)},
            {u"enhancers"_s, toJsonArray(monster.enhancers)},
            {u"versus"_s, versus},
            {u"levelOnly"_s, monster.levelOnly},
            {u"eliminated"_s, monster.eliminated},
            {u"joinedBy"_s, nameOf(joinedByNames, monster.joinedBy)}};
}

QJsonObject toJson(const mk::SaleItem& item)
{
    return {{u"name"_s, toQString(item.name)},
            {u"gold"_s, item.gold},
            {u"oneShot"_s, item.oneShot},
            {u"fromHand"_s, item.fromHand}};
}

QJsonObject toJson(const mk::BadStuff& badStuff)
{
    return {
        {u"levels"_s, badStuff.levels}, {u"items"_s, toJson(badStuff.items)}, {u"death"_s, badStuff.death}};
}

QJsonObject toJson(const mk::RunAwayRoll& roll)
{
    QJsonObject object{{u"monster"_s, toQString(roll.monster)},
                       {u"runner"_s, nameOf(runnerNames, roll.runner)},
                       {u"roll"_s, roll.roll},
                       {u"modifier"_s, roll.modifier}};
    if (roll.badStuff)
        object[u"badStuff"_s] = toJson(*roll.badStuff);
    return object;
}

QString readUniqueName(JsonReader& player, QStringList& seen)
{
    const QString name = player.string(u"name"_s, Need::Required);
    if (!name.isEmpty() && seen.contains(name))
        player.fail(u"name"_s,
                    DbErrors::tr("\"%1\" names another player too: names must be unique").arg(name));
    seen.append(name);
    return name;
}

QJsonArray reasonsToJson(const rules::Verdict& verdict)
{
    QJsonArray reasons;
    for (const rules::Reason& reason : verdict.reasons)
        reasons.append(reasonToJson(reason));
    return reasons;
}

QString refusalText(const rules::Verdict& verdict)
{
    const rules::Reason* refusal = verdict.firstRefusal();
    if (!refusal)
        return DbErrors::tr("the referee refused it");
    return DbErrors::tr("%1 (%2)", "a referee's reason, then its rule id")
        .arg(reasonText(*refusal), toQString(refusal->rule));
}

void writeVerdict(QJsonObject& answer, const rules::Verdict& verdict)
{
    answer[u"legal"_s] = verdict.legal;
    answer[u"reasons"_s] = reasonsToJson(verdict);
}

}  // namespace arbiter::db
