// The combat and runaway checks.

#include "db/cli/munchkin_check_codec.h"
#include "rules/munchkin/combat.h"
#include "rules/munchkin/runaway.h"

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace mk = rules::munchkin;

namespace {

mk::Combat readCombat(const CheckContext& context, JsonReader& request)
{
    mk::Combat combat;
    request.string(u"inCombatTurnOf"_s, Need::Optional);  // accepted: the app's tracked fights use it
    if (std::optional<JsonReader> fighter = request.object(u"fighter"_s, Need::Required))
        combat.fighter = readCombatant(*fighter, context, Need::Required);
    if (std::optional<JsonReader> helper = request.object(u"helper"_s, Need::Optional))
        combat.helper = readCombatant(*helper, context, Need::Required);
    const QList<JsonReader> helpers = request.objects(u"helpers"_s, Need::Optional, 0, limits::helpers);
    if (!helpers.isEmpty() && combat.helper) {
        request.fail(u"helpers"_s, u"give either \"helper\" or \"helpers\", not both"_s);
    } else if (!helpers.isEmpty()) {
        // Every helper is read, so each one's fields are checked; the referee refuses all but one.
        for (const JsonReader& helper : helpers) {
            const mk::Combatant combatant = readCombatant(helper, context, Need::Required);
            if (!combat.helper)
                combat.helper = combatant;
        }
        combat.extraHelpers = static_cast<int>(helpers.size()) - 1;
    }
    combat.playerSide = readCombatCards(request, u"playerSide"_s);
    combat.monsterSide = readCombatCards(request, u"monsterSide"_s);
    for (const JsonReader& monster : request.objects(u"monsters"_s, Need::Required, 1, limits::monsters))
        combat.monsters.push_back(readMonster(monster));
    return combat;
}

mk::RunAway readRunAway(const CheckContext& context, JsonReader& request)
{
    mk::RunAway runAway;
    runAway.sacrificeRide = request.boolean(u"sacrificeRide"_s);
    runAway.helperEscapesWithRide = request.boolean(u"helperEscapesWithRide"_s, true);
    runAway.fighterModifier = request.integer(u"fighterModifier"_s, -10, 10, 0);
    runAway.helperModifier = request.integer(u"helperModifier"_s, -10, 10, 0);
    runAway.fighterLevel = request.integer(u"fighterLevel"_s, 1, context.winningLevel, 1);
    runAway.helperLevel = request.integer(u"helperLevel"_s, 1, context.winningLevel, 1);
    const RunAwayDice dice = runAwayDice(runAway.sacrificeRide, runAway.helperEscapesWithRide);
    for (const JsonReader& object : request.objects(u"rolls"_s, Need::Optional, 0, limits::rolls))
        runAway.rolls.push_back(readRunAwayRoll(object, dice));
    return runAway;
}

}  // namespace

void answerCombat(const CheckContext& context, JsonReader& request, QJsonObject& answer)
{
    const mk::Combat combat = readCombat(context, request);
    if (request.failed())
        return;
    const mk::CombatResult result = mk::judgeCombat(context.profile, context.options, combat);
    writeVerdict(answer, result.verdict);
    answer[u"outcome"_s] = result.outcome == mk::Outcome::Win ? u"win"_s : u"lose"_s;
    answer[u"playerStrength"_s] = result.playerStrength;
    answer[u"monsterStrength"_s] = result.monsterStrength;
    answer[u"winsTies"_s] = result.winsTies;
    answer[u"levelsGained"_s] = result.levelsGained;
    answer[u"treasures"_s] = result.treasures;
    answer[u"fighterLevelAfter"_s] = result.fighterLevelAfter;
    answer[u"helperLevelsGained"_s] = result.helperLevelsGained;
    answer[u"helperTreasures"_s] = result.helperTreasures;
    if (combat.helper)
        answer[u"helperLevelAfter"_s] = result.helperLevelAfter;
    answer[u"gameWon"_s] = result.gameWon;
    answer[u"helperWins"_s] = result.helperWins;
    QJsonArray rewards;
    for (const mk::MonsterReward& reward : result.rewards)
        rewards.append(QJsonObject{{u"monster"_s, toQString(reward.name)},
                                   {u"levels"_s, reward.levels},
                                   {u"treasures"_s, reward.treasures}});
    answer[u"rewards"_s] = rewards;
    answer[u"claimWaitSeconds"_s] = result.claimWaitMs / 1000.0;
}

void answerRunAway(const CheckContext& context, JsonReader& request, QJsonObject& answer)
{
    const mk::RunAway runAway = readRunAway(context, request);
    if (request.failed())
        return;
    const mk::RunAwayResult result = mk::judgeRunAway(context.profile, runAway);
    writeVerdict(answer, result.verdict);
    QJsonArray results;
    for (const mk::RollResult& roll : result.results)
        results.append(QJsonObject{{u"monster"_s, toQString(roll.monster)},
                                   {u"runner"_s, nameOf(runnerNames, roll.runner)},
                                   {u"escaped"_s, roll.escaped},
                                   {u"skipped"_s, roll.skipped},
                                   {u"total"_s, roll.total},
                                   {u"reasons"_s, reasonsToJson(roll.verdict)}});
    answer[u"results"_s] = results;
    answer[u"fighterLevelAfter"_s] = result.fighterLevelAfter;
    answer[u"helperLevelAfter"_s] = result.helperLevelAfter;
    answer[u"fighterDead"_s] = result.fighterDead;
    answer[u"helperDead"_s] = result.helperDead;
    answer[u"fighterItemsLost"_s] = toJson(result.fighterItemsLost);
    answer[u"helperItemsLost"_s] = toJson(result.helperItemsLost);
}

}  // namespace arbiter::db
