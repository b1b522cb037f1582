// The card games' kinds in words, the shared helpers and the dispatch; the panic-* kinds are in
// action_text_panic.cpp.
//
// Some kinds do not name who acts (start-combat is the current player's; run-away's runners are the
// fight's fighter and helper): the ActionContext says, as the state before the action had them. Without
// it the sentence says "the current player", "the fighter".

#include "app/history/action_text.h"

#include "app/history/action_text_p.h"
#include "app/views/action_contexts.h"

#include "db/codec/game_json.h"
#include "db/codec/munchkin_json.h"
#include "rules/munchkin/edition.h"
#include "rules/munchkin/runaway.h"
#include "rules/munchkin/timing.h"

#include <QHash>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace arbiter::app {

namespace action_text {

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
    return items.mid(0, items.size() - 1).join(u", "_s) + u" and "_s + items.last();
}

QString counted(int count, const QString& singular, const QString& plural)
{
    return QString::number(count) + u' ' + (count == 1 || count == -1 ? singular : plural);
}

QString signedNumber(int value)
{
    return value < 0 ? QString::number(value) : u"+"_s + QString::number(value);
}

namespace {

namespace mk = rules::munchkin;

QString who(const std::string& name)
{
    return nameOr(name, u"Someone"_s);
}

// Who acts when the action itself does not say: the context's current player.
QString currentPlayer(const ActionContext& c)
{
    return c.current.isEmpty() ? u"The current player"_s : c.current;
}

// "monster 1" (the fight numbers monsters from 0), or its name when the context knows the fight.
QString monsterOfFight(std::size_t index, const ActionContext& c)
{
    if (index < static_cast<std::size_t>(c.monsters.size()))
        if (const QString name = c.monsters.at(static_cast<qsizetype>(index)); !name.isEmpty())
            return name;
    return u"monster "_s + QString::number(index + 1);
}

QString sexWord(mk::Sex sex)
{
    switch (sex) {
    case mk::Sex::Female:
        return u"female"_s;
    case mk::Sex::Male:
        return u"male"_s;
    case mk::Sex::Unspecified:
        break;
    }
    return {};
}

QString slotWord(mk::Slot slot)
{
    switch (slot) {
    case mk::Slot::Headgear:
        return u"Headgear"_s;
    case mk::Slot::Armor:
        return u"Armor"_s;
    case mk::Slot::Footgear:
        return u"Footgear"_s;
    case mk::Slot::OneHand:
        return u"1 Hand"_s;
    case mk::Slot::TwoHands:
        return u"2 Hands"_s;
    case mk::Slot::None:
        break;
    }
    return {};
}

// An Item's onlyFor / forbiddenFor: a Class "Cleric" -> "Cleric", the sex female -> "females".
QString attributeWord(const std::optional<mk::Attribute>& attribute)
{
    if (!attribute)
        return {};
    if (attribute->kind == mk::Attribute::Kind::Sex)
        return attribute->value == "female" ? u"females"_s : u"males"_s;
    return QString::fromStdString(attribute->value);
}

QString itemDetails(const mk::Item& item)
{
    QStringList parts;
    if (const QString slot = slotWord(item.slot); !slot.isEmpty())
        parts.append(slot);
    if (item.big)
        parts.append(u"Big"_s);
    if (item.bonus != 0 || !parts.isEmpty())
        parts.append(signedNumber(item.bonus));
    if (item.gold > 0)
        parts.append(QString::number(item.gold) + u" Gold"_s);
    if (const QString only = attributeWord(item.onlyFor); !only.isEmpty())
        parts.append(u"only for "_s + only);
    if (const QString forbidden = attributeWord(item.forbiddenFor); !forbidden.isEmpty())
        parts.append(u"not for "_s + forbidden);
    if (item.lifter == mk::Lifter::Cheat)
        parts.append(u"with Cheat!"_s);
    else if (item.lifter == mk::Lifter::Hireling)
        parts.append(u"carried by the Hireling"_s);
    parts.append(item.equipped ? u"equipped"_s : u"carried"_s);
    return parts.join(u", "_s);
}

// Bad Stuff as a verb phrase: "loses 2 levels and Horny Helmet", "dies", "suffers nothing".
QString badStuffWords(const mk::BadStuff& badStuff)
{
    QStringList losses;
    if (badStuff.levels > 0)
        losses.append(counted(badStuff.levels, u"level"_s, u"levels"_s));
    losses.append(db::toQStringList(badStuff.items));
    QStringList effects;
    if (!losses.isEmpty())
        effects.append(u"loses "_s + listOf(losses));
    if (badStuff.death)
        effects.append(u"dies"_s);
    return effects.isEmpty() ? u"suffers nothing"_s : listOf(effects);
}

QString monsterWords(const mk::Monster& monster, const QString& fallback = u"a monster"_s)
{
    return nameOr(monster.name, fallback) + u" (Level "_s + QString::number(monster.level) + u')';
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
    QString result = who(a.name);
    if (const QString sex = sexWord(a.sex); !sex.isEmpty())
        result += u" ("_s + sex + u')';
    result += u" joins the game"_s;
    if (a.seat)
        result += u" in seat "_s + QString::number(*a.seat + 1);
    return result + u'.';
}

QString describe(const act::RemovePlayer& a, const ActionContext&)
{
    return who(a.player) + u" leaves the game."_s;
}

QString describe(const act::SetSex& a, const ActionContext&)
{
    const QString sex = sexWord(a.sex);
    return sex.isEmpty() ? who(a.player) + u"'s sex is no longer given."_s
                         : who(a.player) + u" is now "_s + sex + u'.';
}

// --- levels and character cards ---
QString sourceWords(mk::LevelSource source)
{
    switch (source) {
    case mk::LevelSource::GoUpALevel:
        return u"Go Up a Level"_s;
    case mk::LevelSource::Sell:
        return u"selling"_s;
    case mk::LevelSource::Kill:
        return u"a kill"_s;
    case mk::LevelSource::Card:
        return u"a card"_s;
    case mk::LevelSource::LastNonCultist:
        return u"the last non-Cultist"_s;
    }
    return {};
}

QString describe(const act::ChangeLevel& a, const ActionContext&)
{
    QString source = sourceWords(a.source);
    if (a.cardAllowsWin)
        source += u", which may give the win"_s;
    if (a.amount == 0)
        return who(a.player) + u" stays at the same level ("_s + source + u")."_s;
    const QString levels = counted(qAbs(a.amount), u"level"_s, u"levels"_s);
    return who(a.player) + (a.amount > 0 ? u" goes up "_s : u" goes down "_s) + levels + u" ("_s + source
           + u")."_s;
}

QString describe(const act::PlayCharacterCard& a, const ActionContext&)
{
    return who(a.player) + u" plays "_s + nameOr(a.card, u"a character card"_s) + u'.';
}

QString describe(const act::DiscardCharacterCard& a, const ActionContext&)
{
    QString result = who(a.player) + u" discards "_s + nameOr(a.card, u"a character card"_s);
    switch (a.cause) {
    case mk::DiscardCause::CardEffect:
        result += u" (because of a card)"_s;
        break;
    case mk::DiscardCause::DivineIntervention:
        result += u" (Divine Intervention)"_s;
        break;
    case mk::DiscardCause::Voluntary:
        break;
    }
    return result + u'.';
}

QString describe(const act::BecomeCultist& a, const ActionContext&)
{
    return who(a.player) + u" becomes a Cultist"_s
           + (a.discardClass.empty() ? QString()
                                     : u", discarding "_s + QString::fromStdString(a.discardClass))
           + u'.';
}

// --- Items, Rides, Hirelings, Curses ---
QString describe(const act::GainItem& a, const ActionContext&)
{
    return who(a.player) + u" gains "_s + nameOr(a.item.name, u"an Item"_s) + u" ("_s + itemDetails(a.item)
           + u")."_s;
}

QString describe(const act::EquipItem& a, const ActionContext&)
{
    const QString item = nameOr(a.item, u"an Item"_s);
    return a.equipped ? who(a.player) + u" equips "_s + item + u'.'
                      : who(a.player) + u" takes off "_s + item + u" and carries it."_s;
}

QString describe(const act::LoseItem& a, const ActionContext&)
{
    return who(a.player) + u" loses "_s + nameOr(a.item, u"an Item"_s) + u'.';
}

QString describe(const act::TradeItem& a, const ActionContext&)
{
    return who(a.from) + u" trades "_s + nameOr(a.item, u"an Item"_s) + u" to "_s + nameOr(a.to, u"someone"_s)
           + u'.';
}

QString describe(const act::SetGear& a, const ActionContext&)
{
    if (!a.gear)
        return who(a.player) + u" lists their Items again instead of a gear number."_s;
    return who(a.player) + u"'s gear counts "_s + signedNumber(*a.gear) + u'.';
}

QString describe(const act::SellItems& a, const ActionContext&)
{
    QStringList sold = db::toQStringList(a.items);
    for (const mk::SaleItem& card : a.fromHand)
        sold.append(nameOr(card.name, u"a card"_s) + u" ("_s + QString::number(card.gold)
                    + u" Gold, from the hand)"_s);
    if (sold.isEmpty())
        return who(a.player) + u" sells nothing."_s;
    return who(a.player) + u" sells "_s + listOf(sold) + u'.';
}

QString describe(const act::GainRide& a, const ActionContext&)
{
    return who(a.player) + u" gains the Ride "_s + nameOr(a.ride.name, u"?"_s) + u" ("_s
           + signedNumber(a.ride.bonus) + u")."_s;
}

QString describe(const act::LoseRide& a, const ActionContext&)
{
    return who(a.player) + u" loses the Ride "_s + nameOr(a.ride, u"?"_s) + u'.';
}

QString describe(const act::GainHireling& a, const ActionContext&)
{
    return who(a.player) + u" hires "_s + nameOr(a.hireling, u"a Hireling"_s) + u'.';
}

QString describe(const act::LoseHireling& a, const ActionContext&)
{
    return nameOr(a.hireling, u"A Hireling"_s) + u" leaves "_s + nameOr(a.player, u"their player"_s) + u'.';
}

QString describe(const act::GainCurse& a, const ActionContext&)
{
    const int bonus = a.curse.combatBonus;
    return who(a.player) + u" is cursed: "_s + nameOr(a.curse.name, u"a Curse"_s)
           + (bonus != 0 ? u" ("_s + signedNumber(bonus) + u" in combat)"_s : QString()) + u'.';
}

QString describe(const act::LoseCurse& a, const ActionContext&)
{
    return who(a.player) + u" is rid of "_s + nameOr(a.curse, u"a Curse"_s) + u'.';
}

// --- the turn ---
QString describe(const act::NextPhase& a, const ActionContext& c)
{
    return currentPlayer(c) + u" moves on to "_s + fromView(mk::describe(a.phase).name.text) + u'.';
}

QString describe(const act::Charity& a, const ActionContext& c)
{
    QString result = u"Charity: "_s + (c.current.isEmpty() ? u"the current player"_s : c.current) + u" has "_s
                     + counted(a.hand, u"card"_s, u"cards"_s) + u" in hand"_s;
    if (a.handLimit)
        result += u" (limit "_s + QString::number(*a.handLimit) + u')';
    if (const QStringList bigger = db::toQStringList(a.biggerShare); !bigger.isEmpty())
        result +=
            u"; "_s + listOf(bigger) + (bigger.size() == 1 ? u" gets"_s : u" get"_s) + u" the bigger share"_s;
    return result + u'.';
}

QString describe(const act::EndTurn&, const ActionContext& c)
{
    return c.current.isEmpty() ? u"The turn ends."_s : c.current + u"'s turn ends."_s;
}

// --- combat ---
QString describe(const act::StartCombat& a, const ActionContext& c)
{
    return currentPlayer(c) + u" fights "_s + monsterWords(a.monster) + u'.';
}

QString joinedWords(mk::JoinedBy joinedBy)
{
    switch (joinedBy) {
    case mk::JoinedBy::LookForTrouble:
        return u" from Look for Trouble"_s;
    case mk::JoinedBy::WanderingMonster:
        return u" as a Wandering Monster"_s;
    case mk::JoinedBy::Undead:
        return u" with the Undead"_s;
    case mk::JoinedBy::Goblin:
        return u" with the Goblins"_s;
    case mk::JoinedBy::Demon:
        return u" with the Demons"_s;
    case mk::JoinedBy::Goth:
        return u" with the Goths"_s;
    case mk::JoinedBy::Door:
        break;
    }
    return {};
}

QString describe(const act::AddMonster& a, const ActionContext&)
{
    return monsterWords(a.monster, u"A monster"_s) + u" joins the fight"_s + joinedWords(a.monster.joinedBy)
           + u'.';
}

QString describe(const act::AddEnhancer& a, const ActionContext& c)
{
    QString details = signedNumber(a.enhancer.bonus);
    if (const int treasures = a.enhancer.treasures; treasures != 0)
        details +=
            u", "_s + signedNumber(treasures) + (qAbs(treasures) == 1 ? u" Treasure"_s : u" Treasures"_s);
    return nameOr(a.enhancer.name, u"An enhancer"_s) + u" ("_s + details + u") is played on "_s
           + monsterOfFight(a.monster, c) + u'.';
}

QString describe(const act::PlayOneShot& a, const ActionContext&)
{
    const bool forMonsters = a.side == rules::game::Side::Monsters;
    return nameOr(a.card.name, u"A card"_s) + u" ("_s + signedNumber(a.card.bonus) + u") is played for the "_s
           + (forMonsters ? u"monsters"_s : u"players"_s) + u'.';
}

QString describe(const act::EliminateMonster& a, const ActionContext& c)
{
    return capitalised(monsterOfFight(a.monster, c)) + u" leaves the fight without a kill."_s;
}

QString describe(const act::AskForHelp& a, const ActionContext& c)
{
    const QString helper = who(a.helper);
    return c.fighter.isEmpty() ? helper + u" helps in the fight."_s
                               : helper + u" helps "_s + c.fighter + u" fight."_s;
}

QString describe(const act::SetCombatBonus& a, const ActionContext&)
{
    return who(a.player) + u"'s bonus for this fight is "_s + signedNumber(a.bonus) + u'.';
}

// Who won, as the context judged the fight before it was resolved: "Ann and Bob beat Net Troll.", "Net
// Troll wins the fight: Ann must run away."
QString describe(const act::ResolveCombat&, const ActionContext& c)
{
    const QString fighter = c.fighter.isEmpty() ? c.current : c.fighter;
    if (c.outcome != u"win"_s && c.outcome != u"lose"_s)
        return fighter.isEmpty() ? u"The fight is resolved."_s : fighter + u"'s fight is resolved."_s;
    QStringList players{fighter.isEmpty() ? u"The fighter"_s : fighter};
    if (!c.helper.isEmpty())
        players.append(c.helper);
    const QString them = c.monsters.isEmpty() ? u"the monsters"_s : listOf(c.monsters);
    if (c.outcome == u"win"_s)
        return listOf(players) + (players.size() == 1 ? u" beats "_s : u" beat "_s) + them + u'.';
    return capitalised(them) + (c.monsters.size() == 1 ? u" wins the fight: "_s : u" win the fight: "_s)
           + listOf(players) + u" must run away."_s;
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

QString describe(const act::RunAway& a, const ActionContext& c)
{
    const QString fighter = c.fighter.isEmpty() ? u"The fighter"_s : c.fighter;
    const QString helper = c.helper.isEmpty() ? u"The helper"_s : c.helper;
    if (a.sacrificeRide) {
        if (a.helperEscapesWithRide)
            return fighter + u" sacrifices a Ride to escape everything."_s;
        return fighter + u" sacrifices a Ride to escape, leaving "_s + helper + u" behind to roll."_s;
    }

    // One sentence per runner, in the order they first roll: "Ann runs away: 3 against Net Troll."
    const std::vector<std::optional<bool>> escaped = escapes(a, c);
    QStringList runners;
    QHash<QString, QStringList> attempts;
    for (std::size_t i = 0; i < a.rolls.size(); ++i) {
        const mk::RunAwayRoll& roll = a.rolls[i];
        const QString runner = roll.runner == mk::Runner::Helper ? helper : fighter;
        QString attempt = QString::number(roll.roll);
        if (roll.modifier != 0)
            attempt += u" ("_s + signedNumber(roll.modifier) + u')';
        attempt += u" against "_s + nameOr(roll.monster, u"a monster"_s);
        // Without the referee's ruling the Bad Stuff is only what the monster would do.
        const QString badStuff = roll.badStuff ? badStuffWords(*roll.badStuff) : QString();
        if (!escaped[i]) {
            if (roll.badStuff)
                attempt += u" (if caught: "_s + badStuff + u')';
        } else if (*escaped[i]) {
            attempt += u", escapes"_s;
        } else {
            attempt += roll.badStuff ? u", caught: "_s + badStuff : u", caught"_s;
        }
        if (!runners.contains(runner))
            runners.append(runner);
        attempts[runner].append(attempt);
    }
    if (runners.isEmpty())
        return fighter + u" runs away."_s;
    QStringList sentences;
    for (const QString& runner : std::as_const(runners))
        sentences.append(runner + u" runs away: "_s + attempts.value(runner).join(u"; "_s) + u'.');
    return sentences.join(u' ');
}

// --- Bad Stuff and death ---
QString describe(const act::ApplyBadStuff& a, const ActionContext&)
{
    return u"Bad Stuff: "_s + nameOr(a.player, u"someone"_s) + u' ' + badStuffWords(a.badStuff) + u'.';
}

QString describe(const act::Die& a, const ActionContext&)
{
    return who(a.player) + u" dies."_s;
}

QString describe(const act::LootBody& a, const ActionContext&)
{
    QStringList details{counted(a.cardsInHand, u"card"_s, u"cards"_s) + u" in hand"_s};
    QStringList ties;
    for (const act::TieRoll& roll : a.tieRolls)
        ties.append(who(roll.player) + u" rolled "_s + QString::number(roll.roll));
    if (!ties.isEmpty())
        details.append(u"ties: "_s + listOf(ties));
    return who(a.deceased) + u"'s body is looted ("_s + details.join(u"; "_s) + u")."_s;
}

QString describe(const act::RollDie& a, const ActionContext&)
{
    const QString roll = QString::number(a.roll);
    const QString why = a.purpose.empty() ? QString() : u" ("_s + QString::fromStdString(a.purpose) + u')';
    return a.player ? QString::fromStdString(*a.player) + u" rolled "_s + roll + why + u'.'
                    : u"A die was rolled: "_s + roll + why + u'.';
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
    if (const std::optional<rules::game::Action> read = db::readStoredAction(action, format))
        return describeAction(*read, ActionContext{});
    const QString kind = action.value(u"kind"_s).toString();
    return (kind.isEmpty() ? u"An action"_s : kind) + u" (an action this version does not describe)"_s;
}

}  // namespace arbiter::app
