#include "db/munchkin_json.h"

#include <utility>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace mk = rules::munchkin;

namespace {

constexpr std::array sexNames = {
    Named<mk::Sex>{"male", mk::Sex::Male},
    Named<mk::Sex>{"female", mk::Sex::Female},
};

constexpr std::array attributeKinds = {
    Named<mk::Attribute::Kind>{"race", mk::Attribute::Kind::Race},
    Named<mk::Attribute::Kind>{"class", mk::Attribute::Kind::Class},
    Named<mk::Attribute::Kind>{"faction", mk::Attribute::Kind::Faction},
    Named<mk::Attribute::Kind>{"citizenship", mk::Attribute::Kind::Citizenship},
    Named<mk::Attribute::Kind>{"sex", mk::Attribute::Kind::Sex},
};

std::vector<std::string> cardList(JsonReader& player, const QString& key)
{
    return toStd(player.strings(key, limits::characterCards));
}

}  // namespace

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
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
    for (JsonReader ride : player.objects(u"rides"_s, Need::Optional, 0, limits::rides)) {
        combatant.rides.push_back(
            {toStd(ride.string(u"name"_s, Need::Required)), ride.integer(u"bonus"_s, -20, 20, 0)});
        ride.finish();
    }
    player.finish();
    return combatant;
}

std::optional<mk::Attribute> readAttribute(JsonReader& object)
{
    std::optional<mk::Attribute::Kind> kind;
    QString key;
    int named = 0;
    for (const Named<mk::Attribute::Kind>& entry : attributeKinds) {
        const QString name = toQString(entry.name);
        if (object.has(name)) {
            ++named;
            kind = entry.value;
            key = name;
        }
    }
    if (named != 1) {
        object.fail(
            QString(),
            u"must name exactly one of race, class, faction, citizenship or sex, got %1"_s.arg(named));
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

QString readUniqueName(JsonReader& player, QStringList& seen)
{
    const QString name = player.string(u"name"_s, Need::Required);
    if (!name.isEmpty() && seen.contains(name))
        player.fail(u"name"_s, u"\"%1\" names another player too: names must be unique"_s.arg(name));
    seen.append(name);
    return name;
}

QJsonArray reasonsToJson(const rules::Verdict& verdict)
{
    QJsonArray reasons;
    for (const rules::Reason& reason : verdict.reasons)
        reasons.append(QJsonObject{{u"rule"_s, toQString(reason.rule)}, {u"text"_s, toQString(reason.text)}});
    return reasons;
}

void writeVerdict(QJsonObject& answer, const rules::Verdict& verdict)
{
    answer[u"legal"_s] = verdict.legal;
    answer[u"reasons"_s] = reasonsToJson(verdict);
}

}  // namespace arbiter::db
