// The card games' kinds in words, the shared helpers and the dispatch; the Items, Rides, Hirelings and
// Curses are in action_text_items.cpp, the panic-* kinds in action_text_panic.cpp.
//
// Some kinds do not name who acts (start-combat is the current player's; run-away's runners are the
// fight's fighter and helper): the ActionContext says, as the state before the action had them. Without
// it the sentence says "the current player", "the fighter".
//
// Every sentence is one translatable pattern (ActionWords, action_text_p.h): a part that changes the
// words around it (up or down, the source of a level, who won) picks a whole sentence of its own.

#include "app/history/action_text.h"

#include "app/history/action_text_p.h"
#include "app/i18n/message_text.h"
#include "app/views/action_contexts.h"

#include "db/codec/game_json.h"
#include "db/codec/munchkin_json.h"
#include "rules/munchkin/edition.h"
#include "rules/munchkin/runaway.h"
#include "rules/munchkin/timing.h"

#include <QHash>
#include <QJsonArray>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace arbiter::app {

namespace action_text {

QString plural(QString pattern, int n)
{
    return pattern.replace(u"(s)"_s, n == 1 || n == -1 ? QString() : u"s"_s);
}

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString nameOr(const std::string& name, const QString& fallback)
{
    return name.empty() ? fallback : QString::fromStdString(name);
}

QString nameOr(const std::optional<std::string>& name, const QString& fallback)
{
    return name ? nameOr(*name, fallback) : fallback;
}

QString listOf(const QStringList& items)
{
    if (items.size() <= 1)
        return items.value(0);
    //: The last two of a list of names or things: "Ann, Bob and Cid".
    return ActionWords::tr("%1 and %2").arg(items.mid(0, items.size() - 1).join(u", "_s), items.last());
}

QString number(int value)
{
    return QLocale().toString(value);
}

QString signedNumber(int value)
{
    const QLocale locale;
    return (value < 0 ? QString() : locale.positiveSign()) + locale.toString(value);
}

QString panicPhaseName(rules::panic::Phase phase)
{
    return i18n::messageText(rules::panic::phaseTerm(phase));
}

QString who(const std::string& name)
{
    //: Stands for a player's name the action leaves empty, as the subject of a sentence.
    return nameOr(name, ActionWords::tr("Someone"));
}

// Who acts when the action itself does not say: the context's current player.
QString currentPlayer(const ActionContext& c)
{
    //: Stands for the current player's name when the history does not know it, as the subject.
    return c.current.isEmpty() ? ActionWords::tr("The current player") : c.current;
}

namespace {

namespace mk = rules::munchkin;

// The name of the fight's monster `index` (the fight numbers monsters from 0), when the context knows it.
QString monsterName(std::size_t index, const ActionContext& c)
{
    if (index < static_cast<std::size_t>(c.monsters.size()))
        return c.monsters.at(static_cast<qsizetype>(index));
    return {};
}

// Its name, else "monster 1".
QString monsterOfFight(std::size_t index, const ActionContext& c)
{
    if (const QString name = monsterName(index, c); !name.isEmpty())
        return name;
    //: A monster of the fight by its number, when the history does not know its name.
    return ActionWords::tr("monster %1").arg(number(static_cast<int>(index) + 1));
}

// What Bad Stuff takes, as a list: "2 levels, Horny Helmet and Flaming Armor"; empty when it takes
// nothing (it may still kill).
QString lossesWords(const mk::BadStuff& badStuff)
{
    QStringList losses;
    if (badStuff.levels > 0)
        //: One of the things Bad Stuff takes, in a list with the Items: "loses 2 levels and Horny Helmet".
        losses.append(plural(ActionWords::tr("%n level(s)", nullptr, badStuff.levels), badStuff.levels));
    losses.append(db::toQStringList(badStuff.items));
    return listOf(losses);
}

QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

// --- the table ---
QString describe(const act::AddPlayer& a, const ActionContext&)
{
    const QString name = who(a.name);
    if (!a.seat) {
        switch (a.sex) {
        case mk::Sex::Female:
            return ActionWords::tr("%1 (female) joins the game.").arg(name);
        case mk::Sex::Male:
            return ActionWords::tr("%1 (male) joins the game.").arg(name);
        case mk::Sex::Unspecified:
            break;
        }
        return ActionWords::tr("%1 joins the game.").arg(name);
    }
    const QString seat = number(*a.seat + 1);
    switch (a.sex) {
    case mk::Sex::Female:
        return ActionWords::tr("%1 (female) joins the game in seat %2.").arg(name, seat);
    case mk::Sex::Male:
        return ActionWords::tr("%1 (male) joins the game in seat %2.").arg(name, seat);
    case mk::Sex::Unspecified:
        break;
    }
    return ActionWords::tr("%1 joins the game in seat %2.").arg(name, seat);
}

QString describe(const act::RemovePlayer& a, const ActionContext&)
{
    return ActionWords::tr("%1 leaves the game.").arg(who(a.player));
}

QString describe(const act::SetSex& a, const ActionContext&)
{
    switch (a.sex) {
    case mk::Sex::Female:
        return ActionWords::tr("%1 is now female.").arg(who(a.player));
    case mk::Sex::Male:
        return ActionWords::tr("%1 is now male.").arg(who(a.player));
    case mk::Sex::Unspecified:
        break;
    }
    return ActionWords::tr("%1's sex is no longer given.").arg(who(a.player));
}

// --- levels and character cards ---

// The sentence of a change of level: %1 the player, %n the levels. One per way (up, down or neither), per
// source and per whether the card may give the win: each changes the words around it.
QString levelUpPattern(mk::LevelSource source, bool mayWin, int n)
{
    switch (source) {
    case mk::LevelSource::GoUpALevel:
        return mayWin ? ActionWords::tr("%1 goes up %n level(s) (Go Up a Level, which may give the win).",
                                        nullptr, n)
                      : ActionWords::tr("%1 goes up %n level(s) (Go Up a Level).", nullptr, n);
    case mk::LevelSource::Sell:
        return mayWin
                   ? ActionWords::tr("%1 goes up %n level(s) (selling, which may give the win).", nullptr, n)
                   : ActionWords::tr("%1 goes up %n level(s) (selling).", nullptr, n);
    case mk::LevelSource::Kill:
        return mayWin
                   ? ActionWords::tr("%1 goes up %n level(s) (a kill, which may give the win).", nullptr, n)
                   : ActionWords::tr("%1 goes up %n level(s) (a kill).", nullptr, n);
    case mk::LevelSource::LastNonCultist:
        return mayWin ? ActionWords::tr(
                   "%1 goes up %n level(s) (the last non-Cultist, which may give the win).", nullptr, n)
                      : ActionWords::tr("%1 goes up %n level(s) (the last non-Cultist).", nullptr, n);
    case mk::LevelSource::Card:
        break;
    }
    return mayWin ? ActionWords::tr("%1 goes up %n level(s) (a card, which may give the win).", nullptr, n)
                  : ActionWords::tr("%1 goes up %n level(s) (a card).", nullptr, n);
}

QString levelDownPattern(mk::LevelSource source, bool mayWin, int n)
{
    switch (source) {
    case mk::LevelSource::GoUpALevel:
        return mayWin ? ActionWords::tr("%1 goes down %n level(s) (Go Up a Level, which may give the win).",
                                        nullptr, n)
                      : ActionWords::tr("%1 goes down %n level(s) (Go Up a Level).", nullptr, n);
    case mk::LevelSource::Sell:
        return mayWin ? ActionWords::tr("%1 goes down %n level(s) (selling, which may give the win).",
                                        nullptr, n)
                      : ActionWords::tr("%1 goes down %n level(s) (selling).", nullptr, n);
    case mk::LevelSource::Kill:
        return mayWin
                   ? ActionWords::tr("%1 goes down %n level(s) (a kill, which may give the win).", nullptr, n)
                   : ActionWords::tr("%1 goes down %n level(s) (a kill).", nullptr, n);
    case mk::LevelSource::LastNonCultist:
        return mayWin ? ActionWords::tr(
                   "%1 goes down %n level(s) (the last non-Cultist, which may give the win).", nullptr, n)
                      : ActionWords::tr("%1 goes down %n level(s) (the last non-Cultist).", nullptr, n);
    case mk::LevelSource::Card:
        break;
    }
    return mayWin ? ActionWords::tr("%1 goes down %n level(s) (a card, which may give the win).", nullptr, n)
                  : ActionWords::tr("%1 goes down %n level(s) (a card).", nullptr, n);
}

QString levelSamePattern(mk::LevelSource source, bool mayWin)
{
    switch (source) {
    case mk::LevelSource::GoUpALevel:
        return mayWin ? ActionWords::tr("%1 stays at the same level (Go Up a Level, which may give the win).")
                      : ActionWords::tr("%1 stays at the same level (Go Up a Level).");
    case mk::LevelSource::Sell:
        return mayWin ? ActionWords::tr("%1 stays at the same level (selling, which may give the win).")
                      : ActionWords::tr("%1 stays at the same level (selling).");
    case mk::LevelSource::Kill:
        return mayWin ? ActionWords::tr("%1 stays at the same level (a kill, which may give the win).")
                      : ActionWords::tr("%1 stays at the same level (a kill).");
    case mk::LevelSource::LastNonCultist:
        return mayWin ? ActionWords::tr(
                   "%1 stays at the same level (the last non-Cultist, which may give the win).")
                      : ActionWords::tr("%1 stays at the same level (the last non-Cultist).");
    case mk::LevelSource::Card:
        break;
    }
    return mayWin ? ActionWords::tr("%1 stays at the same level (a card, which may give the win).")
                  : ActionWords::tr("%1 stays at the same level (a card).");
}

QString describe(const act::ChangeLevel& a, const ActionContext&)
{
    const int n = qAbs(a.amount);
    const QString pattern = a.amount > 0   ? levelUpPattern(a.source, a.cardAllowsWin, n)
                            : a.amount < 0 ? levelDownPattern(a.source, a.cardAllowsWin, n)
                                           : levelSamePattern(a.source, a.cardAllowsWin);
    return plural(pattern, n).arg(who(a.player));
}

QString characterCard(const std::string& card)
{
    //: Stands for a character card's name (a Race, a Class...) the action leaves empty.
    return nameOr(card, ActionWords::tr("a character card"));
}

QString describe(const act::PlayCharacterCard& a, const ActionContext&)
{
    return ActionWords::tr("%1 plays %2.").arg(who(a.player), characterCard(a.card));
}

QString describe(const act::DiscardCharacterCard& a, const ActionContext&)
{
    const QString player = who(a.player);
    const QString card = characterCard(a.card);
    switch (a.cause) {
    case mk::DiscardCause::CardEffect:
        return ActionWords::tr("%1 discards %2 (because of a card).").arg(player, card);
    case mk::DiscardCause::DivineIntervention:
        return ActionWords::tr("%1 discards %2 (Divine Intervention).").arg(player, card);
    case mk::DiscardCause::Voluntary:
        break;
    }
    return ActionWords::tr("%1 discards %2.").arg(player, card);
}

QString describe(const act::BecomeCultist& a, const ActionContext&)
{
    if (a.discardClass.empty())
        return ActionWords::tr("%1 becomes a Cultist.").arg(who(a.player));
    return ActionWords::tr("%1 becomes a Cultist, discarding %2.")
        .arg(who(a.player), QString::fromStdString(a.discardClass));
}

// --- the turn ---
QString describe(const act::NextPhase& a, const ActionContext& c)
{
    return ActionWords::tr("%1 moves on to %2.")
        .arg(currentPlayer(c), i18n::messageText(mk::describe(a.phase).name));
}

QString describe(const act::Charity& a, const ActionContext& c)
{
    //: Stands for the current player's name when the history does not know it, after "Charity:".
    const QString player = c.current.isEmpty() ? ActionWords::tr("the current player") : c.current;
    const int hand = a.hand;
    const QStringList bigger = db::toQStringList(a.biggerShare);
    if (bigger.isEmpty()) {
        if (a.handLimit)
            return plural(ActionWords::tr("Charity: %1 has %n card(s) in hand (limit %2).", nullptr, hand),
                          hand)
                .arg(player, number(*a.handLimit));
        return plural(ActionWords::tr("Charity: %1 has %n card(s) in hand.", nullptr, hand), hand)
            .arg(player);
    }
    const QString share = listOf(bigger);
    if (a.handLimit) {
        const QString pattern =
            bigger.size() == 1
                ? ActionWords::tr("Charity: %1 has %n card(s) in hand (limit %2); %3 gets the bigger share.",
                                  nullptr, hand)
                : ActionWords::tr("Charity: %1 has %n card(s) in hand (limit %2); %3 get the bigger share.",
                                  nullptr, hand);
        return plural(pattern, hand).arg(player, number(*a.handLimit), share);
    }
    const QString pattern =
        bigger.size() == 1
            ? ActionWords::tr("Charity: %1 has %n card(s) in hand; %2 gets the bigger share.", nullptr, hand)
            : ActionWords::tr("Charity: %1 has %n card(s) in hand; %2 get the bigger share.", nullptr, hand);
    return plural(pattern, hand).arg(player, share);
}

QString describe(const act::EndTurn&, const ActionContext& c)
{
    return c.current.isEmpty() ? ActionWords::tr("The turn ends.")
                               : ActionWords::tr("%1's turn ends.").arg(c.current);
}

// --- combat ---
QString describe(const act::StartCombat& a, const ActionContext& c)
{
    return ActionWords::tr("%1 fights %2 (Level %3).")
        .arg(currentPlayer(c), nameOr(a.monster.name, ActionWords::tr("a monster")), number(a.monster.level));
}

QString describe(const act::AddMonster& a, const ActionContext&)
{
    const QString monster = nameOr(a.monster.name, ActionWords::tr("A monster"));
    const QString level = number(a.monster.level);
    switch (a.monster.joinedBy) {
    case mk::JoinedBy::LookForTrouble:
        return ActionWords::tr("%1 (Level %2) joins the fight from Look for Trouble.").arg(monster, level);
    case mk::JoinedBy::WanderingMonster:
        return ActionWords::tr("%1 (Level %2) joins the fight as a Wandering Monster.").arg(monster, level);
    case mk::JoinedBy::Undead:
        return ActionWords::tr("%1 (Level %2) joins the fight with the Undead.").arg(monster, level);
    case mk::JoinedBy::Goblin:
        return ActionWords::tr("%1 (Level %2) joins the fight with the Goblins.").arg(monster, level);
    case mk::JoinedBy::Demon:
        return ActionWords::tr("%1 (Level %2) joins the fight with the Demons.").arg(monster, level);
    case mk::JoinedBy::Goth:
        return ActionWords::tr("%1 (Level %2) joins the fight with the Goths.").arg(monster, level);
    case mk::JoinedBy::Door:
        break;
    }
    return ActionWords::tr("%1 (Level %2) joins the fight.").arg(monster, level);
}

QString describe(const act::AddEnhancer& a, const ActionContext& c)
{
    const QString enhancer = nameOr(a.enhancer.name, ActionWords::tr("An enhancer"));
    const QString monster = monsterOfFight(a.monster, c);
    const int treasures = a.enhancer.treasures;
    if (treasures == 0)
        return ActionWords::tr("%1 (%2) is played on %3.")
            .arg(enhancer, signedNumber(a.enhancer.bonus), monster);
    // %3 is the signed number of Treasures ("+1", "-2"); the plural form follows its size.
    const int n = qAbs(treasures);
    return plural(ActionWords::tr("%1 (%2, %3 Treasure(s)) is played on %4.", nullptr, n), n)
        .arg(enhancer, signedNumber(a.enhancer.bonus), signedNumber(treasures), monster);
}

QString describe(const act::PlayOneShot& a, const ActionContext&)
{
    const QString card = nameOr(a.card.name, ActionWords::tr("A card"));
    const QString bonus = signedNumber(a.card.bonus);
    return a.side == rules::game::Side::Monsters
               ? ActionWords::tr("%1 (%2) is played for the monsters.").arg(card, bonus)
               : ActionWords::tr("%1 (%2) is played for the players.").arg(card, bonus);
}

QString describe(const act::EliminateMonster& a, const ActionContext& c)
{
    if (const QString name = monsterName(a.monster, c); !name.isEmpty())
        return ActionWords::tr("%1 leaves the fight without a kill.").arg(capitalised(name));
    return ActionWords::tr("Monster %1 leaves the fight without a kill.")
        .arg(number(static_cast<int>(a.monster) + 1));
}

QString describe(const act::AskForHelp& a, const ActionContext& c)
{
    const QString helper = who(a.helper);
    return c.fighter.isEmpty() ? ActionWords::tr("%1 helps in the fight.").arg(helper)
                               : ActionWords::tr("%1 helps %2 fight.").arg(helper, c.fighter);
}

QString describe(const act::SetCombatBonus& a, const ActionContext&)
{
    return ActionWords::tr("%1's bonus for this fight is %2.").arg(who(a.player), signedNumber(a.bonus));
}

// Who won, as the context judged the fight before it was resolved: "Ann and Bob beat Net Troll.", "Net
// Troll wins the fight: Ann must run away."
QString describe(const act::ResolveCombat&, const ActionContext& c)
{
    const QString fighter = c.fighter.isEmpty() ? c.current : c.fighter;
    if (c.outcome != u"win"_s && c.outcome != u"lose"_s)
        return fighter.isEmpty() ? ActionWords::tr("The fight is resolved.")
                                 : ActionWords::tr("%1's fight is resolved.").arg(fighter);
    //: Stands for the fighter's name when the history does not know it.
    const QString first = fighter.isEmpty() ? ActionWords::tr("The fighter") : fighter;
    const QString& helper = c.helper;
    const bool helped = !helper.isEmpty();
    if (c.outcome == u"win"_s) {
        if (c.monsters.isEmpty())
            return helped ? ActionWords::tr("%1 and %2 beat the monsters.").arg(first, helper)
                          : ActionWords::tr("%1 beats the monsters.").arg(first);
        const QString them = listOf(c.monsters);
        return helped ? ActionWords::tr("%1 and %2 beat %3.").arg(first, helper, them)
                      : ActionWords::tr("%1 beats %2.").arg(first, them);
    }
    if (c.monsters.isEmpty())
        return helped ? ActionWords::tr("The monsters win the fight: %1 and %2 must run away.")
                            .arg(first, helper)
                      : ActionWords::tr("The monsters win the fight: %1 must run away.").arg(first);
    const QString them = capitalised(listOf(c.monsters));
    if (c.monsters.size() == 1)
        return helped
                   ? ActionWords::tr("%1 wins the fight: %2 and %3 must run away.").arg(them, first, helper)
                   : ActionWords::tr("%1 wins the fight: %2 must run away.").arg(them, first);
    return helped ? ActionWords::tr("%1 win the fight: %2 and %3 must run away.").arg(them, first, helper)
                  : ActionWords::tr("%1 win the fight: %2 must run away.").arg(them, first);
}

// Whether each roll escaped, as the referee rules the run (a Ride sacrificed included); none without the
// edition (Panic, or no context) or when the ruling does not match the rolls one for one.
std::vector<std::optional<bool>> escapes(const act::RunAway& a, const ActionContext& c)
{
    std::vector<std::optional<bool>> result(a.rolls.size());
    if (!c.edition)
        return result;
    mk::RunAway request;
    request.rolls = a.rolls;
    request.sacrificeRide = a.sacrificeRide;
    request.helperEscapesWithRide = a.helperEscapesWithRide;
    const mk::RunAwayResult ruling = mk::judgeRunAway(mk::profile(*c.edition), request);
    if (ruling.results.size() != a.rolls.size())
        return result;
    for (std::size_t i = 0; i < result.size(); ++i)
        if (!ruling.results[i].skipped)
            result[i] = ruling.results[i].escaped;
    return result;
}

// One roll of a runner, in the runner's sentence: "3 against Net Troll", "4 (+1) against Net Troll,
// caught: loses 2 levels". %1 is the roll, %2 the monster, %3 what Bad Stuff takes. Without the referee's
// ruling (`escaped` unknown) the Bad Stuff is only what the monster would do.
QString attemptWords(const mk::RunAwayRoll& roll, std::optional<bool> escaped)
{
    const QString rolled = roll.modifier == 0
                               ? number(roll.roll)
                               : u"%1 (%2)"_s.arg(number(roll.roll), signedNumber(roll.modifier));
    const QString monster = nameOr(roll.monster, ActionWords::tr("a monster"));
    if (escaped && *escaped)
        return ActionWords::tr("%1 against %2, escapes").arg(rolled, monster);
    if (!roll.badStuff)
        return escaped ? ActionWords::tr("%1 against %2, caught").arg(rolled, monster)
                       : ActionWords::tr("%1 against %2").arg(rolled, monster);
    const QString losses = lossesWords(*roll.badStuff);
    const bool death = roll.badStuff->death;
    if (!escaped) {
        if (losses.isEmpty())
            return death ? ActionWords::tr("%1 against %2 (if caught: dies)").arg(rolled, monster)
                         : ActionWords::tr("%1 against %2 (if caught: suffers nothing)").arg(rolled, monster);
        return death ? ActionWords::tr("%1 against %2 (if caught: loses %3 and dies)")
                           .arg(rolled, monster, losses)
                     : ActionWords::tr("%1 against %2 (if caught: loses %3)").arg(rolled, monster, losses);
    }
    if (losses.isEmpty())
        return death ? ActionWords::tr("%1 against %2, caught: dies").arg(rolled, monster)
                     : ActionWords::tr("%1 against %2, caught: suffers nothing").arg(rolled, monster);
    return death ? ActionWords::tr("%1 against %2, caught: loses %3 and dies").arg(rolled, monster, losses)
                 : ActionWords::tr("%1 against %2, caught: loses %3").arg(rolled, monster, losses);
}

QString describe(const act::RunAway& a, const ActionContext& c)
{
    const QString fighter = c.fighter.isEmpty() ? ActionWords::tr("The fighter") : c.fighter;
    //: Stands for the helper's name when the history does not know it.
    const QString helper = c.helper.isEmpty() ? ActionWords::tr("The helper") : c.helper;
    if (a.sacrificeRide) {
        if (a.helperEscapesWithRide)
            return ActionWords::tr("%1 sacrifices a Ride to escape everything.").arg(fighter);
        return ActionWords::tr("%1 sacrifices a Ride to escape, leaving %2 behind to roll.")
            .arg(fighter, helper);
    }

    // One sentence per runner, in the order they first roll: "Ann runs away: 3 against Net Troll."
    const std::vector<std::optional<bool>> escaped = escapes(a, c);
    QStringList runners;
    QHash<QString, QStringList> attempts;
    for (std::size_t i = 0; i < a.rolls.size(); ++i) {
        const mk::RunAwayRoll& roll = a.rolls[i];
        const QString runner = roll.runner == mk::Runner::Helper ? helper : fighter;
        if (!runners.contains(runner))
            runners.append(runner);
        attempts[runner].append(attemptWords(roll, escaped[i]));
    }
    if (runners.isEmpty())
        return ActionWords::tr("%1 runs away.").arg(fighter);
    QStringList sentences;
    for (const QString& runner : std::as_const(runners))
        //: %2 is the runner's rolls, each as "3 against Net Troll, escapes", between semicolons.
        sentences.append(
            ActionWords::tr("%1 runs away: %2.").arg(runner, attempts.value(runner).join(u"; "_s)));
    return sentences.join(u' ');
}

// --- Bad Stuff and death ---
QString describe(const act::ApplyBadStuff& a, const ActionContext&)
{
    //: Stands for a player's name the action leaves empty, as the subject after "Bad Stuff:".
    const QString player = nameOr(a.player, ActionWords::tr("someone", "subject"));
    const QString losses = lossesWords(a.badStuff);
    const bool death = a.badStuff.death;
    if (losses.isEmpty())
        return death ? ActionWords::tr("Bad Stuff: %1 dies.").arg(player)
                     : ActionWords::tr("Bad Stuff: %1 suffers nothing.").arg(player);
    return death ? ActionWords::tr("Bad Stuff: %1 loses %2 and dies.").arg(player, losses)
                 : ActionWords::tr("Bad Stuff: %1 loses %2.").arg(player, losses);
}

QString describe(const act::Die& a, const ActionContext&)
{
    return ActionWords::tr("%1 dies.").arg(who(a.player));
}

QString describe(const act::LootBody& a, const ActionContext&)
{
    const int cards = a.cardsInHand;
    QStringList ties;
    for (const act::TieRoll& roll : a.tieRolls)
        //: One player's roll to settle a tie, in a list: "Ann rolled 3 and Bob rolled 6".
        ties.append(ActionWords::tr("%1 rolled %2").arg(who(roll.player), number(roll.roll)));
    if (ties.isEmpty())
        return plural(ActionWords::tr("%1's body is looted (%n card(s) in hand).", nullptr, cards), cards)
            .arg(who(a.deceased));
    return plural(ActionWords::tr("%1's body is looted (%n card(s) in hand; ties: %2).", nullptr, cards),
                  cards)
        .arg(who(a.deceased), listOf(ties));
}

QString describe(const act::RollDie& a, const ActionContext&)
{
    const QString roll = number(a.roll);
    const QString why = QString::fromStdString(a.purpose);
    if (a.player) {
        const QString player = QString::fromStdString(*a.player);
        return why.isEmpty() ? ActionWords::tr("%1 rolled %2.").arg(player, roll)
                             //: %3 is why the die was rolled, as the table typed it.
                             : ActionWords::tr("%1 rolled %2 (%3).").arg(player, roll, why);
    }
    return why.isEmpty() ? ActionWords::tr("A die was rolled: %1.").arg(roll)
                         : ActionWords::tr("A die was rolled: %1 (%2).").arg(roll, why);
}

}  // namespace

// Every kind to its describe(): one without its own picks the deleted template and does not compile.
QString describeKind(const rules::game::Action& action, const ActionContext& context)
{
    return action.visit([&context](const auto& kind) { return describe(kind, context); });
}

}  // namespace action_text

QString describeAction(const rules::game::Action& action, const ActionContext& context)
{
    return action_text::describeKind(action, context);
}

QString describeAction(const QJsonObject& action, int format)
{
    using action_text::ActionWords;
    if (const std::optional<rules::game::Action> read = db::readStoredAction(action, format))
        return describeAction(*read, ActionContext{});
    const QString kind = action.value(u"kind"_s).toString();
    if (kind.isEmpty())
        return ActionWords::tr("An action (an action this version does not describe)");
    //: %1 is the action's kind as the log stores it, such as "summon-cthulhu".
    return ActionWords::tr("%1 (an action this version does not describe)").arg(kind);
}

}  // namespace arbiter::app
