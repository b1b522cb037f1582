#include "app/session/referee.h"

#include "app/session/session_p.h"
#include "app/session/session_views.h"
#include "app/views/panic_words.h"
#include "app/views/table_words.h"

#include "db/codec/game_json.h"
#include "db/codec/panic_json.h"
#include "rules/game/roll_off.h"
#include "rules/game/setup.h"
#include "rules/munchkin/edition.h"
#include "rules/panic/types.h"

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace game = rules::game;
namespace mk = rules::munchkin;

Referee::Referee(QObject* parent) : QObject(parent), m_dice(std::random_device{}())
{}

Referee* Referee::create(QQmlEngine* /*engine*/, QJSEngine* /*scriptEngine*/)
{
    return new Referee;
}

views::RollOffRulingView Referee::rollOff(const QStringList& players, const QVariantList& rounds)
{
    views::RollOffRulingView answer;
    views::VerdictView& problem = answer;
    const std::optional<std::vector<game::RollOffRound>> read =
        detail::readMap<std::vector<game::RollOffRound>>(
            {{u"rollOff"_s, rounds}}, problem, [](db::JsonReader& r) {
                return std::optional<std::vector<game::RollOffRound>>(db::readRollOff(r));
            });
    if (!read)
        return answer;
    std::vector<std::string> names;
    for (const QString& player : players)
        names.push_back(player.toStdString());
    const game::RollOffRuling ruling = game::judgeRollOff(names, *read);
    problem = views::verdictView(ruling.verdict, false);
    for (const std::string& name : ruling.toRoll)
        answer.toRoll.append(QString::fromStdString(name));
    answer.starter = ruling.starter ? QString::fromStdString(*ruling.starter) : QString();
    return answer;
}

QVariantMap Referee::playerLimits(const QVariantMap& gameMap)
{
    const bool panic = gameMap.value(u"family"_s) == u"panic"_s || gameMap.value(u"edition"_s) == u"panic"_s;
    rules::panic::Options options;
    if (panic) {
        db::JsonIssues issues;
        db::JsonReader reader(QJsonObject::fromVariantMap(gameMap), QString(), &issues);
        options = db::readPanicOptions(reader);
    }
    const game::PlayerLimits limits =
        game::playerLimits(panic ? game::Family::Panic : game::Family::Munchkin, options);
    return {{u"fewest"_s, static_cast<int>(limits.fewest)}, {u"most"_s, static_cast<int>(limits.most)}};
}

QVariantMap Referee::playerLimits(const SetupRequest& gameSetup)
{
    const std::optional<game::GameSetup>& setup = gameSetup.setup();
    const game::PlayerLimits limits = setup ? game::playerLimits(setup->family, setup->panicOptions)
                                            : game::playerLimits(game::Family::Munchkin, {});
    return {{u"fewest"_s, static_cast<int>(limits.fewest)}, {u"most"_s, static_cast<int>(limits.most)}};
}

QVariantList Referee::editions()
{
    QVariantList list;
    for (const mk::EditionProfile& profile : mk::allEditions())
        list.append(QVariantMap{{u"id"_s, QString::fromUtf8(profile.id)},
                                {u"name"_s, QString::fromUtf8(profile.name)},
                                {u"winningLevel"_s, profile.winningLevel},
                                {u"epicWinningLevel"_s, profile.epicWinningLevel},
                                {u"fasterPlayPrinted"_s, profile.fasterPlayInRulebook},
                                {u"sharedVictoryPrinted"_s, profile.fasterPlayInRulebook},
                                {u"oneShotsSellPrinted"_s, profile.oneShotsSellable},
                                {u"killClaimWaitMs"_s, profile.killClaimWaitMs}});
    return list;
}

QVariantList Referee::panicPhases()
{
    return views::panicPhases();
}

QStringList Referee::panicVariants()
{
    QStringList names;
    for (const rules::panic::VariantName& variant : rules::panic::variantNames())
        names.append(QString::fromUtf8(variant.name.data(), static_cast<qsizetype>(variant.name.size())));
    return names;
}

QString Referee::defaultColour(int seat)
{
    return views::defaultPlayerColour(seat);
}

int Referee::rollDie()
{
    return std::uniform_int_distribution<int>(1, 6)(m_dice);
}

}  // namespace arbiter::app
