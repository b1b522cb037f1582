// The Munchkin kinds in words, the shared helpers and the dispatch; the panic-* kinds are in
// action_text_panic.cpp.
//
// Some kinds do not name who acts (start-combat is the current player's; run-away names its runners
// "fighter" and "helper"). The caller may add these fields for the words only, as the codec ignores
// unknown fields: `player` (the current player), `fighter`, `helper` and, for the kinds that number a
// monster of the fight, `monsterName`. Without them the sentence says "the current player", "the fighter".

#include "action_text.h"

#include "action_text_p.h"
#include "session_views.h"

#include <QHash>
#include <QJsonArray>

#include <array>

using namespace Qt::StringLiterals;

namespace arbiter::app {

namespace action_text {

QString text(const QJsonObject& object, const QString& key, const QString& fallback)
{
    const QJsonValue value = object.value(key);
    return value.isString() && !value.toString().isEmpty() ? value.toString() : fallback;
}

int number(const QJsonObject& object, const QString& key, int fallback)
{
    const QJsonValue value = object.value(key);
    return value.isDouble() ? value.toInt(fallback) : fallback;
}

bool flag(const QJsonObject& object, const QString& key, bool fallback)
{
    const QJsonValue value = object.value(key);
    return value.isBool() ? value.toBool() : fallback;
}

QStringList names(const QJsonObject& object, const QString& key)
{
    QStringList result;
    const QJsonArray list = object.value(key).toArray();
    for (const QJsonValue& value : list) {
        if (value.isString())
            result.append(value.toString());
    }
    return result;
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

}  // namespace action_text

namespace {

using namespace action_text;

QString who(const QJsonObject& a, const QString& key = u"player"_s)
{
    return text(a, key, u"Someone"_s);
}

// Who acts when the action itself does not say: the `player` the caller added, or the current player.
QString currentPlayer(const QJsonObject& a)
{
    return text(a, u"player"_s, u"The current player"_s);
}

// "monster 1" (the fight numbers monsters from 0), or its name when the caller added it.
QString monsterOfFight(const QJsonObject& a)
{
    return text(a, u"monsterName"_s, u"monster "_s + QString::number(number(a, u"monster"_s) + 1));
}

QString sexWord(const QString& sex)
{
    return sex == u"female"_s ? u"female"_s : sex == u"male"_s ? u"male"_s : QString();
}

QString slotWord(const QString& slot)
{
    static const QHash<QString, QString> words = {
        {u"headgear"_s, u"Headgear"_s}, {u"armor"_s, u"Armor"_s},    {u"footgear"_s, u"Footgear"_s},
        {u"1hand"_s, u"1 Hand"_s},      {u"2hands"_s, u"2 Hands"_s},
    };
    return words.value(slot);
}

// An Item's onlyFor / forbiddenFor: {"class": "Cleric"} -> "Cleric", {"sex": "female"} -> "females".
QString attributeWord(const QJsonObject& attribute)
{
    if (attribute.contains(u"sex"_s))
        return text(attribute, u"sex"_s) == u"female"_s ? u"females"_s : u"males"_s;
    for (const QString& key : {u"race"_s, u"class"_s, u"faction"_s, u"citizenship"_s}) {
        if (attribute.contains(key))
            return text(attribute, key);
    }
    return {};
}

QString itemDetails(const QJsonObject& item)
{
    QStringList parts;
    if (const QString slot = slotWord(text(item, u"slot"_s)); !slot.isEmpty())
        parts.append(slot);
    if (flag(item, u"big"_s))
        parts.append(u"Big"_s);
    if (const int bonus = number(item, u"bonus"_s); bonus != 0 || !parts.isEmpty())
        parts.append(signedNumber(bonus));
    if (const int gold = number(item, u"gold"_s); gold > 0)
        parts.append(QString::number(gold) + u" Gold"_s);
    if (const QString only = attributeWord(item.value(u"onlyFor"_s).toObject()); !only.isEmpty())
        parts.append(u"only for "_s + only);
    if (const QString forbidden = attributeWord(item.value(u"forbiddenFor"_s).toObject());
        !forbidden.isEmpty())
        parts.append(u"not for "_s + forbidden);
    const QString lifter = text(item, u"lifter"_s);
    if (lifter == u"cheat"_s)
        parts.append(u"with Cheat!"_s);
    else if (lifter == u"hireling"_s)
        parts.append(u"carried by the Hireling"_s);
    parts.append(flag(item, u"equipped"_s, true) ? u"equipped"_s : u"carried"_s);
    return parts.join(u", "_s);
}

// Bad Stuff as a verb phrase: "loses 2 levels and Horny Helmet", "dies", "suffers nothing".
QString badStuffWords(const QJsonObject& badStuff)
{
    QStringList losses;
    if (const int levels = number(badStuff, u"levels"_s); levels > 0)
        losses.append(counted(levels, u"level"_s, u"levels"_s));
    losses.append(names(badStuff, u"items"_s));
    QStringList effects;
    if (!losses.isEmpty())
        effects.append(u"loses "_s + listOf(losses));
    if (flag(badStuff, u"death"_s))
        effects.append(u"dies"_s);
    return effects.isEmpty() ? u"suffers nothing"_s : listOf(effects);
}

QString monsterWords(const QJsonObject& monster, const QString& fallback = u"a monster"_s)
{
    return text(monster, u"name"_s, fallback) + u" (Level "_s + QString::number(number(monster, u"level"_s))
           + u')';
}

QString munchkinPhaseName(const QString& phase)
{
    return phase.isEmpty() ? u"a later phase"_s : phaseDisplayName(phase);
}

// --- the table ---
QString addPlayer(const QJsonObject& a)
{
    QString result = who(a, u"name"_s);
    if (const QString sex = sexWord(text(a, u"sex"_s)); !sex.isEmpty())
        result += u" ("_s + sex + u')';
    result += u" joins the game"_s;
    if (a.value(u"seat"_s).isDouble())
        result += u" in seat "_s + QString::number(number(a, u"seat"_s) + 1);
    return result + u'.';
}

QString removePlayer(const QJsonObject& a)
{
    return who(a) + u" leaves the game."_s;
}

QString setSex(const QJsonObject& a)
{
    const QString sex = sexWord(text(a, u"sex"_s));
    return sex.isEmpty() ? who(a) + u"'s sex is no longer given."_s : who(a) + u" is now "_s + sex + u'.';
}

// --- levels and character cards ---
QString changeLevel(const QJsonObject& a)
{
    static const QHash<QString, QString> sources = {
        {u"go-up-a-level"_s, u"Go Up a Level"_s},
        {u"sell"_s, u"selling"_s},
        {u"kill"_s, u"a kill"_s},
        {u"card"_s, u"a card"_s},
        {u"last-non-cultist"_s, u"the last non-Cultist"_s},
    };
    const int amount = number(a, u"amount"_s, 1);
    const QString sourceKey = text(a, u"source"_s, u"go-up-a-level"_s);
    QString source = sources.value(sourceKey, sourceKey);
    if (flag(a, u"cardAllowsWin"_s))
        source += u", which may give the win"_s;
    if (amount == 0)
        return who(a) + u" stays at the same level ("_s + source + u")."_s;
    const QString levels = counted(qAbs(amount), u"level"_s, u"levels"_s);
    return who(a) + (amount > 0 ? u" goes up "_s : u" goes down "_s) + levels + u" ("_s + source + u")."_s;
}

QString playCharacterCard(const QJsonObject& a)
{
    return who(a) + u" plays "_s + text(a, u"card"_s, u"a character card"_s) + u'.';
}

QString discardCharacterCard(const QJsonObject& a)
{
    const QString cause = text(a, u"cause"_s);
    QString result = who(a) + u" discards "_s + text(a, u"card"_s, u"a character card"_s);
    if (cause == u"card"_s)
        result += u" (because of a card)"_s;
    else if (cause == u"divine-intervention"_s)
        result += u" (Divine Intervention)"_s;
    return result + u'.';
}

QString becomeCultist(const QJsonObject& a)
{
    const QString discarded = text(a, u"discardClass"_s);
    return who(a) + u" becomes a Cultist"_s
           + (discarded.isEmpty() ? QString() : u", discarding "_s + discarded) + u'.';
}

// --- Items, Rides, Hirelings, Curses ---
QString gainItem(const QJsonObject& a)
{
    const QJsonObject item = a.value(u"item"_s).toObject();
    return who(a) + u" gains "_s + text(item, u"name"_s, u"an Item"_s) + u" ("_s + itemDetails(item)
           + u")."_s;
}

QString equipItem(const QJsonObject& a)
{
    const QString item = text(a, u"item"_s, u"an Item"_s);
    return flag(a, u"equipped"_s, true) ? who(a) + u" equips "_s + item + u'.'
                                        : who(a) + u" takes off "_s + item + u" and carries it."_s;
}

QString loseItem(const QJsonObject& a)
{
    return who(a) + u" loses "_s + text(a, u"item"_s, u"an Item"_s) + u'.';
}

QString tradeItem(const QJsonObject& a)
{
    return who(a, u"from"_s) + u" trades "_s + text(a, u"item"_s, u"an Item"_s) + u" to "_s
           + text(a, u"to"_s, u"someone"_s) + u'.';
}

QString setGear(const QJsonObject& a)
{
    if (!a.value(u"gear"_s).isDouble())
        return who(a) + u" lists their Items again instead of a gear number."_s;
    return who(a) + u"'s gear counts "_s + signedNumber(number(a, u"gear"_s)) + u'.';
}

QString sellItems(const QJsonObject& a)
{
    QStringList sold = names(a, u"items"_s);
    const QJsonArray fromHand = a.value(u"fromHand"_s).toArray();
    for (const QJsonValue& value : fromHand) {
        const QJsonObject card = value.toObject();
        sold.append(text(card, u"name"_s, u"a card"_s) + u" ("_s + QString::number(number(card, u"gold"_s))
                    + u" Gold, from the hand)"_s);
    }
    if (sold.isEmpty())
        return who(a) + u" sells nothing."_s;
    return who(a) + u" sells "_s + listOf(sold) + u'.';
}

QString gainRide(const QJsonObject& a)
{
    const QJsonObject ride = a.value(u"ride"_s).toObject();
    return who(a) + u" gains the Ride "_s + text(ride, u"name"_s, u"?"_s) + u" ("_s
           + signedNumber(number(ride, u"bonus"_s)) + u")."_s;
}

QString loseRide(const QJsonObject& a)
{
    return who(a) + u" loses the Ride "_s + text(a, u"ride"_s, u"?"_s) + u'.';
}

QString gainHireling(const QJsonObject& a)
{
    return who(a) + u" hires "_s + text(a, u"hireling"_s, u"a Hireling"_s) + u'.';
}

QString loseHireling(const QJsonObject& a)
{
    return text(a, u"hireling"_s, u"A Hireling"_s) + u" leaves "_s + text(a, u"player"_s, u"their player"_s)
           + u'.';
}

QString gainCurse(const QJsonObject& a)
{
    const QJsonObject curse = a.value(u"curse"_s).toObject();
    const int bonus = number(curse, u"combatBonus"_s);
    return who(a) + u" is cursed: "_s + text(curse, u"name"_s, u"a Curse"_s)
           + (bonus != 0 ? u" ("_s + signedNumber(bonus) + u" in combat)"_s : QString()) + u'.';
}

QString loseCurse(const QJsonObject& a)
{
    return who(a) + u" is rid of "_s + text(a, u"curse"_s, u"a Curse"_s) + u'.';
}

// --- the turn ---
QString nextPhase(const QJsonObject& a)
{
    return currentPlayer(a) + u" moves on to "_s + munchkinPhaseName(text(a, u"phase"_s)) + u'.';
}

QString charity(const QJsonObject& a)
{
    QString result = u"Charity: "_s + text(a, u"player"_s, u"the current player"_s) + u" has "_s
                     + counted(number(a, u"hand"_s), u"card"_s, u"cards"_s) + u" in hand"_s;
    if (a.value(u"handLimit"_s).isDouble())
        result += u" (limit "_s + QString::number(number(a, u"handLimit"_s)) + u')';
    if (const QStringList bigger = names(a, u"biggerShare"_s); !bigger.isEmpty())
        result +=
            u"; "_s + listOf(bigger) + (bigger.size() == 1 ? u" gets"_s : u" get"_s) + u" the bigger share"_s;
    return result + u'.';
}

QString endTurn(const QJsonObject& a)
{
    return a.contains(u"player"_s) ? text(a, u"player"_s) + u"'s turn ends."_s : u"The turn ends."_s;
}

// --- combat ---
QString startCombat(const QJsonObject& a)
{
    return currentPlayer(a) + u" fights "_s + monsterWords(a.value(u"monster"_s).toObject()) + u'.';
}

QString addMonster(const QJsonObject& a)
{
    static const QHash<QString, QString> ways = {
        {u"look-for-trouble"_s, u" from Look for Trouble"_s},
        {u"wandering-monster"_s, u" as a Wandering Monster"_s},
        {u"undead"_s, u" with the Undead"_s},
        {u"goblin"_s, u" with the Goblins"_s},
        {u"demon"_s, u" with the Demons"_s},
        {u"goth"_s, u" with the Goths"_s},
    };
    const QJsonObject monster = a.value(u"monster"_s).toObject();
    return monsterWords(monster, u"A monster"_s) + u" joins the fight"_s
           + ways.value(text(monster, u"joinedBy"_s)) + u'.';
}

QString addEnhancer(const QJsonObject& a)
{
    const QJsonObject enhancer = a.value(u"enhancer"_s).toObject();
    QString details = signedNumber(number(enhancer, u"bonus"_s));
    if (const int treasures = number(enhancer, u"treasures"_s); treasures != 0)
        details +=
            u", "_s + signedNumber(treasures) + (qAbs(treasures) == 1 ? u" Treasure"_s : u" Treasures"_s);
    return text(enhancer, u"name"_s, u"An enhancer"_s) + u" ("_s + details + u") is played on "_s
           + monsterOfFight(a) + u'.';
}

QString playOneShot(const QJsonObject& a)
{
    const QJsonObject card = a.value(u"card"_s).toObject();
    const bool forMonsters = text(a, u"side"_s) == u"monsters"_s;
    return text(card, u"name"_s, u"A card"_s) + u" ("_s + signedNumber(number(card, u"bonus"_s))
           + u") is played for the "_s + (forMonsters ? u"monsters"_s : u"players"_s) + u'.';
}

QString eliminateMonster(const QJsonObject& a)
{
    QString monster = monsterOfFight(a);
    monster[0] = monster[0].toUpper();
    return monster + u" leaves the fight without a kill."_s;
}

QString askForHelp(const QJsonObject& a)
{
    const QString helper = who(a, u"helper"_s);
    return a.contains(u"fighter"_s) ? helper + u" helps "_s + text(a, u"fighter"_s) + u" fight."_s
                                    : helper + u" helps in the fight."_s;
}

QString setCombatBonus(const QJsonObject& a)
{
    return who(a) + u"'s bonus for this fight is "_s + signedNumber(number(a, u"bonus"_s)) + u'.';
}

// Who won, when the caller judged the fight before it was resolved (`outcome`): "Ann and Bob beat Net
// Troll.", "Net Troll wins the fight: Ann must run away."
QString resolveCombat(const QJsonObject& a)
{
    const QString fighter = text(a, u"fighter"_s, text(a, u"player"_s));
    const QString outcome = text(a, u"outcome"_s);
    if (outcome != u"win"_s && outcome != u"lose"_s)
        return fighter.isEmpty() ? u"The fight is resolved."_s : fighter + u"'s fight is resolved."_s;
    QStringList players{fighter.isEmpty() ? u"The fighter"_s : fighter};
    if (const QString helper = text(a, u"helper"_s); !helper.isEmpty())
        players.append(helper);
    const QStringList monsters = names(a, u"monsterNames"_s);
    const QString them = monsters.isEmpty() ? u"the monsters"_s : listOf(monsters);
    if (outcome == u"win"_s)
        return listOf(players) + (players.size() == 1 ? u" beats "_s : u" beat "_s) + them + u'.';
    QString winners = them;
    winners[0] = winners[0].toUpper();
    return winners + (monsters.size() == 1 ? u" wins the fight: "_s : u" win the fight: "_s) + listOf(players)
           + u" must run away."_s;
}

QString runAway(const QJsonObject& a)
{
    const QString fighter = text(a, u"fighter"_s, text(a, u"player"_s, u"The fighter"_s));
    const QString helper = text(a, u"helper"_s, u"The helper"_s);
    if (flag(a, u"sacrificeRide"_s, false)) {
        if (flag(a, u"helperEscapesWithRide"_s, true))
            return fighter + u" sacrifices a Ride to escape everything."_s;
        return fighter + u" sacrifices a Ride to escape, leaving "_s + helper + u" behind to roll."_s;
    }

    // One sentence per runner, in the order they first roll: "Ann runs away: 3 against Net Troll."
    QStringList runners;
    QHash<QString, QStringList> attempts;
    const QJsonArray rolls = a.value(u"rolls"_s).toArray();
    for (const QJsonValue& value : rolls) {
        const QJsonObject roll = value.toObject();
        const QString runner = text(roll, u"runner"_s) == u"helper"_s ? helper : fighter;
        QString attempt = QString::number(number(roll, u"roll"_s));
        if (const int modifier = number(roll, u"modifier"_s); modifier != 0)
            attempt += u" ("_s + signedNumber(modifier) + u')';
        attempt += u" against "_s + text(roll, u"monster"_s, u"a monster"_s);
        // Whether the roll escaped is the referee's (withContext); without it the Bad Stuff is only what
        // the monster would do.
        const bool hasBadStuff = roll.value(u"badStuff"_s).isObject();
        const QString badStuff =
            hasBadStuff ? badStuffWords(roll.value(u"badStuff"_s).toObject()) : QString();
        if (!roll.contains(u"escaped"_s)) {
            if (hasBadStuff)
                attempt += u" (if caught: "_s + badStuff + u')';
        } else if (roll.value(u"escaped"_s).toBool()) {
            attempt += u", escapes"_s;
        } else {
            attempt += hasBadStuff ? u", caught: "_s + badStuff : u", caught"_s;
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
QString applyBadStuff(const QJsonObject& a)
{
    return u"Bad Stuff: "_s + text(a, u"player"_s, u"someone"_s) + u' '
           + badStuffWords(a.value(u"badStuff"_s).toObject()) + u'.';
}

QString die(const QJsonObject& a)
{
    return who(a) + u" dies."_s;
}

QString lootBody(const QJsonObject& a)
{
    QStringList details{counted(number(a, u"cardsInHand"_s), u"card"_s, u"cards"_s) + u" in hand"_s};
    QStringList ties;
    const QJsonArray tieRolls = a.value(u"tieRolls"_s).toArray();
    for (const QJsonValue& value : tieRolls) {
        const QJsonObject roll = value.toObject();
        ties.append(who(roll) + u" rolled "_s + QString::number(number(roll, u"roll"_s)));
    }
    if (!ties.isEmpty())
        details.append(u"ties: "_s + listOf(ties));
    return who(a, u"deceased"_s) + u"'s body is looted ("_s + details.join(u"; "_s) + u")."_s;
}

QString rollDie(const QJsonObject& a)
{
    const QString purpose = text(a, u"purpose"_s);
    const QString roll = QString::number(number(a, u"roll"_s));
    const QString why = purpose.isEmpty() ? QString() : u" ("_s + purpose + u')';
    return a.contains(u"player"_s) ? text(a, u"player"_s) + u" rolled "_s + roll + why + u'.'
                                   : u"A die was rolled: "_s + roll + why + u'.';
}

constexpr std::array munchkinKinds = {
    KindText{"add-player"_L1, addPlayer},
    KindText{"remove-player"_L1, removePlayer},
    KindText{"set-sex"_L1, setSex},
    KindText{"change-level"_L1, changeLevel},
    KindText{"play-character-card"_L1, playCharacterCard},
    KindText{"discard-character-card"_L1, discardCharacterCard},
    KindText{"become-cultist"_L1, becomeCultist},
    KindText{"gain-item"_L1, gainItem},
    KindText{"equip-item"_L1, equipItem},
    KindText{"lose-item"_L1, loseItem},
    KindText{"trade-item"_L1, tradeItem},
    KindText{"set-gear"_L1, setGear},
    KindText{"sell-items"_L1, sellItems},
    KindText{"gain-ride"_L1, gainRide},
    KindText{"lose-ride"_L1, loseRide},
    KindText{"gain-hireling"_L1, gainHireling},
    KindText{"lose-hireling"_L1, loseHireling},
    KindText{"gain-curse"_L1, gainCurse},
    KindText{"lose-curse"_L1, loseCurse},
    KindText{"next-phase"_L1, nextPhase},
    KindText{"charity"_L1, charity},
    KindText{"end-turn"_L1, endTurn},
    KindText{"start-combat"_L1, startCombat},
    KindText{"add-monster"_L1, addMonster},
    KindText{"add-enhancer"_L1, addEnhancer},
    KindText{"play-one-shot"_L1, playOneShot},
    KindText{"eliminate-monster"_L1, eliminateMonster},
    KindText{"ask-for-help"_L1, askForHelp},
    KindText{"set-combat-bonus"_L1, setCombatBonus},
    KindText{"resolve-combat"_L1, resolveCombat},
    KindText{"run-away"_L1, runAway},
    KindText{"apply-bad-stuff"_L1, applyBadStuff},
    KindText{"die"_L1, die},
    KindText{"loot-body"_L1, lootBody},
    KindText{"roll-die"_L1, rollDie},
};

}  // namespace

QString describeAction(const QJsonObject& action)
{
    const QString kind = action_text::text(action, u"kind"_s);
    for (const KindText& entry : munchkinKinds) {
        if (kind == entry.kind)
            return entry.describe(action);
    }
    if (const QString panic = action_text::describePanicAction(kind, action); !panic.isNull())
        return panic;
    return (kind.isEmpty() ? u"An action"_s : kind) + u" (an action this version does not describe)"_s;
}

QString describeRollOff(const QJsonObject& setup)
{
    const QJsonArray rounds = setup.value(u"rollOff"_s).toArray();
    if (rounds.isEmpty())
        return {};
    QStringList said;
    for (const QJsonValue& round : rounds) {
        QStringList rolls;
        for (const QJsonValue& roll : round.toObject().value(u"rolls"_s).toArray())
            rolls.append(action_text::text(roll.toObject(), u"player"_s) + u' '
                         + QString::number(action_text::number(roll.toObject(), u"roll"_s)));
        said.append(rolls.join(u", "_s));
    }
    return u"Who starts: "_s + said.join(u"; then "_s) + u". "_s
           + action_text::text(setup, u"starter"_s, u"The first seat"_s) + u" starts."_s;
}

}  // namespace arbiter::app
