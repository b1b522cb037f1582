// The `edition` check: an edition profile as data, and the turn under the table's options.

#include "db/cli/munchkin_check_codec.h"
#include "rules/munchkin/timing.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace mk = rules::munchkin;

namespace {

QString text(std::string_view value)
{
    return QString::fromUtf8(value.data(), static_cast<qsizetype>(value.size()));
}

}  // namespace

void answerEdition(const CheckContext& context, JsonReader& /*request*/, QJsonObject& answer)
{
    const mk::EditionProfile& profile = context.profile;
    QJsonArray kinds;
    for (const mk::CharacterCardKind& kind : profile.characterCards) {
        QJsonArray cards;
        for (std::string_view card : kind.cards)
            cards.append(text(card));
        kinds.append(QJsonObject{{u"kind"_s, QString::fromStdString(mk::toString(kind.kind))},
                                 {u"doublingCard"_s, text(kind.doublingCard)},
                                 {u"cards"_s, cards}});
    }
    QJsonArray tribal;
    for (const mk::TribalRule& rule : profile.tribalRules)
        tribal.append(
            QJsonObject{{u"joinedBy"_s, nameOf(joinedByNames, rule.via)}, {u"rule"_s, text(rule.ruleId)}});
    QJsonArray known;
    for (const mk::KnownMonster& monster : profile.knownMonsters) {
        QJsonArray tags;
        for (std::string_view tag : monster.tags)
            tags.append(text(tag));
        known.append(QJsonObject{{u"name"_s, text(monster.name)}, {u"tags"_s, tags}});
    }
    QJsonArray phases;
    for (mk::Phase phase : mk::turnPhases(context.options))
        phases.append(nameOf(phaseNames, phase));

    answer[u"name"_s] = text(profile.name);
    answer[u"characterCards"_s] = kinds;
    answer[u"cultists"_s] = profile.hasCultists;
    answer[u"maxRides"_s] = profile.maxRides;
    answer[u"bigItems"_s] = profile.hasBigItems;
    answer[u"bigItemRace"_s] = text(profile.bigItemRace);
    answer[u"hirelings"_s] = profile.hasHirelings;
    answer[u"tribalRules"_s] = tribal;
    answer[u"knownMonsters"_s] = known;
    answer[u"winsTiesClass"_s] = text(profile.winsTiesClass);
    answer[u"killClaimWaitSeconds"_s] = profile.killClaimWaitMs / 1000.0;
    answer[u"winningLevel"_s] = context.winningLevel;
    answer[u"handLimit"_s] = profile.handLimit;
    answer[u"fasterPlayInRulebook"_s] = profile.fasterPlayInRulebook;
    answer[u"phases"_s] = phases;
    answer[u"lootTheRoomDraws"_s] =
        mk::lootTheRoomDeck(context.options) == mk::Deck::Treasure ? u"treasure"_s : u"door"_s;
    writeVerdict(answer, mk::fasterPlayRules(profile, context.options));
}

}  // namespace arbiter::db
