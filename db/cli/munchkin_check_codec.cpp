// The list of Munchkin card-game checks, and the checks on timing, trading and character cards.

#include "db/cli/munchkin_check_codec.h"
#include "rules/munchkin/character_cards.h"
#include "rules/munchkin/timing.h"

using namespace Qt::StringLiterals;

namespace arbiter::db {

namespace mk = rules::munchkin;

namespace {

constexpr std::array checks = {
    MunchkinCheckEntry{"combat", answerCombat},
    MunchkinCheckEntry{"runaway", answerRunAway},
    MunchkinCheckEntry{"charity", answerCharity},
    MunchkinCheckEntry{"sell", answerSell},
    MunchkinCheckEntry{"equip", answerEquip},
    MunchkinCheckEntry{"levelup", answerLevelUp},
    MunchkinCheckEntry{"loot", answerLoot},
    MunchkinCheckEntry{"timing", answerTiming},
    MunchkinCheckEntry{"trade", answerTrade},
    MunchkinCheckEntry{"character", answerCharacter},
    MunchkinCheckEntry{"become-cultist", answerBecomeCultist},
    MunchkinCheckEntry{"cultists", answerCultists},
    MunchkinCheckEntry{"edition", answerEdition},
};

constexpr std::array timedActionNames = {
    Named<mk::TimedAction>{"discard-character-card", mk::TimedAction::DiscardCharacterCard},
    Named<mk::TimedAction>{"play-go-up-a-level", mk::TimedAction::PlayGoUpALevel},
    Named<mk::TimedAction>{"play-hireling", mk::TimedAction::PlayHireling},
    Named<mk::TimedAction>{"play-ride", mk::TimedAction::PlayRide},
    Named<mk::TimedAction>{"play-curse", mk::TimedAction::PlayCurse},
    Named<mk::TimedAction>{"trade-item", mk::TimedAction::TradeItem},
    Named<mk::TimedAction>{"change-equipped", mk::TimedAction::ChangeEquipped},
    Named<mk::TimedAction>{"play-just-received", mk::TimedAction::PlayJustReceived},
    Named<mk::TimedAction>{"play-character-card", mk::TimedAction::PlayCharacterCard},
    Named<mk::TimedAction>{"sell-items", mk::TimedAction::SellItems},
    Named<mk::TimedAction>{"play-item", mk::TimedAction::PlayItem},
    Named<mk::TimedAction>{"play-one-shot", mk::TimedAction::PlayOneShot},
};

// The `character` object of a request: only its cards matter to these checks.
mk::Character readCharacterObject(const CheckContext& context, JsonReader& request)
{
    std::optional<JsonReader> object = request.object(u"character"_s, Need::Required);
    return object ? readCombatant(*object, context, Need::Optional).character : mk::Character{};
}

}  // namespace

std::span<const MunchkinCheckEntry> munchkinChecks()
{
    return checks;
}

void answerTiming(const CheckContext& context, JsonReader& request, QJsonObject& answer)
{
    const std::optional<mk::TimedAction> action =
        request.choice(u"action"_s, timedActionNames, Need::Required);
    mk::TimingContext timing;
    timing.ownTurn = request.boolean(u"ownTurn"_s, true);
    timing.inCombat = request.boolean(u"inCombat"_s);
    timing.runningAway = request.boolean(u"runningAway"_s);
    timing.partnerInCombat = request.boolean(u"partnerInCombat"_s);
    if (request.failed() || !action)
        return;
    writeVerdict(answer, mk::checkTiming(context.profile, *action, timing));
}

void answerTrade(const CheckContext& context, JsonReader& request, QJsonObject& answer)
{
    mk::Trade trade;
    trade.itemsInPlay = request.boolean(u"itemsInPlay"_s, true);
    trade.onlyItems = request.boolean(u"onlyItems"_s, true);
    trade.includesRide = request.boolean(u"includesRide"_s);
    trade.traderInCombat = request.boolean(u"traderInCombat"_s);
    trade.partnerInCombat = request.boolean(u"partnerInCombat"_s);
    if (request.failed())
        return;
    writeVerdict(answer, mk::checkTrade(context.profile, trade));
}

void answerCharacter(const CheckContext& context, JsonReader& request, QJsonObject& answer)
{
    const mk::Character character = readCharacterObject(context, request);
    const QString play = request.string(u"play"_s, Need::Optional);
    const QString discard = request.string(u"discard"_s, Need::Optional);
    const mk::DiscardCause cause = request.choice(u"cause"_s, discardCauseNames, mk::DiscardCause::Voluntary);
    const int cultistsInPlay = request.integer(u"cultistsInPlay"_s, 0, limits::players, 0);
    if (!play.isEmpty() && !discard.isEmpty())
        request.fail(u"discard"_s, u"give either \"play\" or \"discard\", not both"_s);
    if (request.failed())
        return;
    if (!play.isEmpty())
        writeVerdict(answer, mk::checkPlayCard(context.profile, character, toStd(play)));
    else if (!discard.isEmpty())
        writeVerdict(answer, mk::checkDiscardCard(context.profile, toStd(discard), cause, cultistsInPlay));
    else
        writeVerdict(answer, mk::checkCharacter(context.profile, character));
}

void answerBecomeCultist(const CheckContext& context, JsonReader& request, QJsonObject& answer)
{
    const mk::Character character = readCharacterObject(context, request);
    const int waiting = request.integer(u"cultistsInDiscardPile"_s, 0, limits::players, 0);
    if (request.failed())
        return;
    const mk::BecomeCultistResult result = mk::becomeCultist(context.profile, character, waiting);
    writeVerdict(answer, result.verdict);
    answer[u"takesCultist"_s] = result.takesCultist;
    answer[u"classesDiscarded"_s] = toJson(result.classesDiscarded);
    answer[u"chooseOneToDiscard"_s] = toJson(result.chooseOneToDiscard);
}

void answerCultists(const CheckContext& context, JsonReader& request, QJsonObject& answer)
{
    const std::vector<mk::CultistPlayer> players = readPlayers<mk::CultistPlayer>(
        context, request,
        [](JsonReader& object, mk::CultistPlayer& player) { player.cultist = object.boolean(u"cultist"_s); });
    if (request.failed())
        return;
    const mk::CultistEnding result = mk::judgeCultists(context.profile, context.options, players);
    writeVerdict(answer, result.verdict);
    answer[u"gameOver"_s] = result.gameOver;
    answer[u"winners"_s] = toJson(result.winners);
    answer[u"holdout"_s] =
        result.holdout.empty() ? QJsonValue(QJsonValue::Null) : QJsonValue(toQString(result.holdout));
    answer[u"holdoutLevelAfter"_s] = result.holdoutLevelAfter;
    answer[u"holdoutWins"_s] = result.holdoutWins;
}

}  // namespace arbiter::db
