#include "app/views/combat_view.h"

#include "app/i18n/message_text.h"
#include "app/i18n/translations.h"

#include "app/views/reason_view.h"

#include "db/codec/munchkin_json.h"
#include "rules/game/inspect.h"
#include "rules/munchkin/what_it_takes.h"

namespace arbiter::app::views {

namespace game = rules::game;
namespace mk = rules::munchkin;

using db::toQString;

namespace {

QVariantList cards(const std::vector<mk::CombatCard>& list)
{
    QVariantList views;
    for (const mk::CombatCard& card : list)
        views.append(QVariant::fromValue(CardView{toQString(card.name), card.bonus, 0,
                                                  toQString(mk::cardWithBonus(card.name, card.bonus))}));
    return views;
}

MonsterView monsterView(const mk::Monster& monster)
{
    MonsterView view;
    view.name = toQString(monster.name);
    view.level = monster.level;
    view.treasures = monster.treasures;
    view.levels = monster.levels;
    // A tribe's tag in the reader's words, as they would type it (its first spelling:
    // app/actions/monster_tags.h).
    for (const std::string& tag : monster.tags)
        view.tags.append(i18n::translate("MonsterTags", tag.c_str()).section(u'|', 0, 0));
    for (const mk::Enhancer& enhancer : monster.enhancers)
        view.enhancers.append(
            QVariant::fromValue(CardView{toQString(enhancer.name), enhancer.bonus, enhancer.treasures,
                                         toQString(mk::cardWithBonus(enhancer.name, enhancer.bonus))}));
    for (const mk::VersusBonus& versus : monster.versus)
        view.versus.append(
            QVariant::fromValue(VersusView{db::nameOf(db::attributeKindNames, versus.when.kind),
                                           toQString(versus.when.value), versus.bonus}));
    view.levelOnly = monster.levelOnly;
    view.eliminated = monster.eliminated;
    view.joinedBy = db::nameOf(db::joinedByNames, monster.joinedBy);
    return view;
}

QString firstSentence(const rules::Verdict& verdict)
{
    return verdict.reasons.empty() ? QString() : i18n::reasonText(verdict.reasons.front());
}

QString firstRule(const rules::Verdict& verdict)
{
    return verdict.reasons.empty() ? QString() : toQString(verdict.reasons.front().rule);
}

// Each runner against each monster still in the fight, before any modifier is entered.
QVariantList escapes(const game::GameState& state)
{
    QVariantList views;
    for (const mk::DieToRoll& die : game::diceToRunAway(state, false, true)) {
        const bool fighter = die.runner == mk::Runner::Fighter;
        mk::EscapeQuestion question;
        question.runner = die.runner;
        EscapeView view = escapeView(mk::escapeChance(mk::profile(state.edition), question));
        view.runner = fighter ? QStringLiteral("fighter") : QStringLiteral("helper");
        view.player = QString::fromStdString(fighter ? state.combat->fighter : *state.combat->helper);
        view.monster = toQString(die.monster);
        views.append(QVariant::fromValue(view));
    }
    return views;
}

}  // namespace

EscapeView escapeView(const mk::EscapeChance& chance)
{
    EscapeView view;
    view.minimumRoll = chance.minimumRoll;
    view.escapingFaces = chance.escapingFaces;
    view.chance = chance.probability;
    view.automatic = chance.automatic;
    view.text = firstSentence(chance.verdict);
    view.ruleId = firstRule(chance.verdict);
    return view;
}

CombatView combatViewOf(const game::GameState& state)
{
    CombatView view;
    if (!state.combat)
        return view;
    const game::CombatState& combat = *state.combat;
    view.active = true;
    view.fighter = toQString(combat.fighter);
    view.helper = combat.helper ? toQString(*combat.helper) : QString();
    view.fighterBonus = combat.fighterBonus;
    view.helperBonus = combat.helperBonus;
    view.playerSide = cards(combat.playerSide);
    view.monsterSide = cards(combat.monsterSide);
    for (const mk::Monster& monster : combat.monsters)
        view.monsters.append(QVariant::fromValue(monsterView(monster)));
    view.runningAway = combat.runningAway;
    if (const std::optional<mk::CombatResult> result = game::judgeCurrentCombat(state)) {
        view.judged = true;
        view.legal = result->verdict.legal;
        view.outcome = result->outcome == mk::Outcome::Win ? QStringLiteral("win") : QStringLiteral("lose");
        view.playerStrength = result->playerStrength;
        view.monsterStrength = result->monsterStrength;
        view.levelsGained = result->levelsGained;
        view.treasures = result->treasures;
        view.helperLevelsGained = result->helperLevelsGained;
        view.helperTreasures = result->helperTreasures;
        view.gameWon = result->gameWon;
        view.claimWaitMs = result->claimWaitMs;
        view.reasons = reasonViews(result->verdict.reasons);
        if (const mk::WhatItTakes takes = mk::whatItTakes(*result); takes.judged)
            view.takes =
                QVariant::fromValue(TakesView{firstSentence(takes.verdict), firstRule(takes.verdict),
                                              takes.amount, takes.playersNeed, takes.tieWins, takes.settled});
    }
    view.runAway = escapes(state);
    return view;
}

}  // namespace arbiter::app::views
