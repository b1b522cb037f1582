#include "app/actions/panic_actions.h"

#include "db/codec/munchkin_json.h"
#include "rules/panic/catalogue.h"
#include "rules/panic/movement.h"

namespace arbiter::app {

using namespace Qt::StringLiterals;
namespace act = rules::game::actions;
namespace pn = rules::panic;
using db::toQString;
using db::toStd;

namespace {

// What a card argument must be; the catalogue (rules/panic/catalogue.h) says what each card is.
enum class CardKind { Hit, Weapon, Potion, Special, Enhancer, Treasure, Curse };

QString kindText(CardKind kind)
{
    switch (kind) {
    case CardKind::Hit:
        return u"a Hit card"_s;
    case CardKind::Weapon:
        return u"a Weapon"_s;
    case CardKind::Potion:
        return u"a Potion"_s;
    case CardKind::Special:
        return u"a Special"_s;
    case CardKind::Enhancer:
        return u"a Monster Enhancer"_s;
    case CardKind::Treasure:
        return u"a Treasure card"_s;
    case CardKind::Curse:
        return u"a Curse card"_s;
    }
    return {};
}

// The card's printed name, or nullopt when `name` is no card of `kind`.
std::optional<std::string> printedCard(const QString& name, CardKind kind)
{
    const std::string wanted = toStd(name);
    const pn::CastleCard* castle = pn::findCastleCard(wanted);
    const pn::TreasureCard* treasure = pn::findTreasureCard(wanted);
    const auto castleIs = [&](pn::CastleKind k) { return castle && castle->kind == k; };
    const auto treasureIs = [&](pn::TreasureKind k) { return treasure && treasure->kind == k; };
    switch (kind) {
    case CardKind::Hit:
        if (castleIs(pn::CastleKind::Hit))
            return std::string(castle->name);
        break;
    case CardKind::Curse:
        if (castleIs(pn::CastleKind::Curse))
            return std::string(castle->name);
        break;
    case CardKind::Weapon:
        if (treasureIs(pn::TreasureKind::Weapon))
            return std::string(treasure->name);
        break;
    case CardKind::Potion:
        if (treasureIs(pn::TreasureKind::Potion))
            return std::string(treasure->name);
        break;
    case CardKind::Enhancer:
        if (treasureIs(pn::TreasureKind::Enhancer))
            return std::string(treasure->name);
        break;
    case CardKind::Special:
        if (castleIs(pn::CastleKind::Special))
            return std::string(castle->name);
        if (treasureIs(pn::TreasureKind::Special))
            return std::string(treasure->name);
        break;
    case CardKind::Treasure:
        if (treasure)
            return std::string(treasure->name);
        break;
    }
    return std::nullopt;
}

QString notACard(const QString& name, CardKind kind)
{
    return u"\"%1\" is not %2 of Munchkin Panic"_s.arg(name, kindText(kind));
}

// A list of cards of one kind; `field` names the first unknown one ("potions[1]").
std::optional<ActionRequest> readCards(const QStringList& names, CardKind kind, const QString& field,
                                       std::vector<std::string>& out)
{
    for (qsizetype i = 0; i < names.size(); ++i) {
        const std::optional<std::string> card = printedCard(names[i], kind);
        if (!card)
            return ActionRequest::refused(u"%1[%2]"_s.arg(field).arg(i), notACard(names[i], kind));
        out.push_back(*card);
    }
    return std::nullopt;
}

std::optional<std::string> optionalName(const QString& name)
{
    if (name.isEmpty())
        return std::nullopt;
    return toStd(name);
}

bool isArc(int arc)
{
    return arc >= 1 && arc <= pn::arcCount;
}

ActionRequest badArc(const QString& field, int arc)
{
    return ActionRequest::refused(field, u"arc %1 is not on the board (1 to 6)"_s.arg(arc));
}

ActionRequest badRoll(int roll)
{
    return ActionRequest::refused(u"roll"_s, u"a die shows 1 to 6, not %1"_s.arg(roll));
}

// Structure keys as the referee names them ("wall:3", "tower:4") -> a Monster id.
std::optional<ActionRequest> readChoices(const QVariantMap& choices, pn::Choices& out)
{
    for (auto it = choices.cbegin(); it != choices.cend(); ++it) {
        bool known = false;
        for (int arc = 1; arc <= pn::arcCount && !known; ++arc)
            known = it.key() == toQString(pn::structureKey(false, arc))
                    || it.key() == toQString(pn::structureKey(true, arc));
        if (!known)
            return ActionRequest::refused(
                u"choices"_s, u"\"%1\" is no Wall or Tower (\"wall:1\"...\"tower:6\")"_s.arg(it.key()));
        const QString monster = it.value().toString();
        if (monster.isEmpty())
            return ActionRequest::refused(u"choices"_s, u"no Monster named for %1"_s.arg(it.key()));
        out.emplace(toStd(it.key()), toStd(monster));
    }
    return std::nullopt;
}

ActionRequest hand(const QString& player, std::optional<int> castleCards, std::optional<int> treasure)
{
    const int count = castleCards.value_or(treasure.value_or(0));
    if (count < 0)
        return ActionRequest::refused(u"count"_s, u"a hand holds no fewer than 0 cards"_s);
    return ActionRequest(act::PanicSetHand{toStd(player), castleCards, treasure});
}

}  // namespace

PanicActions::PanicActions(QObject* parent) : QObject(parent)
{}

ActionRequest PanicActions::placeMonster(const QString& token, int arc, bool loadedDie) const
{
    const pn::MonsterToken* found = pn::findMonsterToken(toStd(token));
    if (!found)
        return ActionRequest::refused(u"token"_s,
                                      u"\"%1\" is no Monster token of Munchkin Panic"_s.arg(token));
    if (!isArc(arc))
        return badArc(u"arc"_s, arc);
    return ActionRequest(act::PanicPlaceMonster{std::string(found->name), arc, loadedDie});
}

ActionRequest PanicActions::drawCurse(const QString& curse, int roll, const QString& cancelledBy,
                                      const QVariantMap& choices) const
{
    act::PanicDrawCurse action;
    const std::optional<pn::CurseToken> token = pn::curseTokenFromName(toStd(curse));
    if (!token)
        return ActionRequest::refused(u"curse"_s, u"\"%1\" is no Curse token of Munchkin Panic"_s.arg(curse));
    action.draw.curse = *token;
    if (roll != 0) {
        if (roll < 1 || roll > 6)
            return badRoll(roll);
        action.draw.roll = roll;
    }
    if (!cancelledBy.isEmpty()) {
        const std::optional<std::string> card = printedCard(cancelledBy, CardKind::Treasure);
        if (!card)
            return ActionRequest::refused(u"cancelledBy"_s, notACard(cancelledBy, CardKind::Treasure));
        action.draw.cancelledBy = *card;
    }
    if (std::optional<ActionRequest> refused = readChoices(choices, action.choices))
        return *refused;
    return ActionRequest(std::move(action));
}

ActionRequest PanicActions::discardDraw(int discards, bool reallyImpressiveTitle, bool clericKeepsOne,
                                        const QString& thiefTakesFrom) const
{
    if (discards < 0)
        return ActionRequest::refused(u"discards"_s, u"no fewer than 0 cards are discarded"_s);
    return ActionRequest(
        act::PanicDiscardDraw{discards, reallyImpressiveTitle, clericKeepsOne, optionalName(thiefTakesFrom)});
}

ActionRequest PanicActions::charity(const QStringList& biggerShare) const
{
    return ActionRequest(act::PanicCharity{toStd(biggerShare)});
}

PanicHitCard PanicActions::hitCard(const QString& card, const QStringList& weapons, bool byHelper,
                                   bool weaponsByHelper) const
{
    return PanicHitCard{card, weapons, byHelper, weaponsByHelper};
}

ActionRequest PanicActions::hit(const QString& target, const QVariantList& cards, const QStringList& potions,
                                const QStringList& specials, const QStringList& enhancers,
                                const QString& enhancedBy, const QString& helper, const QString& trophyTo,
                                const QString& treasureTo) const
{
    if (target.isEmpty())
        return ActionRequest::refused(u"target"_s, u"no Monster to hit"_s);
    act::PanicHit action;
    action.hit.target = toStd(target);
    for (qsizetype i = 0; i < cards.size(); ++i) {
        const QString field = u"cards[%1]"_s.arg(i);
        if (cards[i].metaType() != QMetaType::fromType<PanicHitCard>())
            return ActionRequest::refused(field, u"not a Hit card made by PanicActions.hitCard()"_s);
        const auto play = cards[i].value<PanicHitCard>();
        const std::optional<std::string> card = printedCard(play.card, CardKind::Hit);
        if (!card)
            return ActionRequest::refused(field + u".card"_s, notACard(play.card, CardKind::Hit));
        pn::HitCardPlay entry;
        entry.card = *card;
        if (std::optional<ActionRequest> refused =
                readCards(play.weapons, CardKind::Weapon, field + u".weapons"_s, entry.weapons))
            return *refused;
        entry.byHelper = !helper.isEmpty() && play.byHelper;
        entry.weaponsByHelper = !helper.isEmpty() && play.weaponsByHelper;
        action.hit.attack.push_back(std::move(entry));
    }
    if (auto refused = readCards(potions, CardKind::Potion, u"potions"_s, action.hit.potions))
        return *refused;
    if (auto refused = readCards(specials, CardKind::Special, u"specials"_s, action.hit.specials))
        return *refused;
    if (auto refused = readCards(enhancers, CardKind::Enhancer, u"enhancers"_s, action.hit.enhancers))
        return *refused;
    if (!action.hit.enhancers.empty())
        action.enhancedBy = optionalName(enhancedBy);
    if (!helper.isEmpty()) {
        action.helper = toStd(helper);
        action.trophyTo = optionalName(trophyTo);
        action.treasureTo = optionalName(treasureTo);
    }
    return ActionRequest(std::move(action));
}

ActionRequest PanicActions::moveMonster(const QString& monster, const QString& by, int arc,
                                        const QString& ring, int roll) const
{
    if (monster.isEmpty())
        return ActionRequest::refused(u"monster"_s, u"no Monster to move"_s);
    if (by.isEmpty())
        return ActionRequest::refused(u"by"_s, u"no card or character moves it"_s);
    if (!isArc(arc))
        return badArc(u"arc"_s, arc);
    const std::optional<pn::Ring> to = pn::ringFromName(toStd(ring));
    if (!to)
        return ActionRequest::refused(u"ring"_s, u"\"%1\" is no ring of the board"_s.arg(ring));
    act::PanicMoveMonster action{toStd(monster), toStd(by), arc, *to, std::nullopt};
    if (roll != 0) {
        if (roll < 1 || roll > 6)
            return badRoll(roll);
        action.roll = roll;
    }
    return ActionRequest(std::move(action));
}

ActionRequest PanicActions::removeMonster(const QString& monster, const QString& by) const
{
    if (monster.isEmpty())
        return ActionRequest::refused(u"monster"_s, u"no Monster to remove"_s);
    if (by.isEmpty())
        return ActionRequest::refused(u"by"_s, u"no card or character removes it"_s);
    return ActionRequest(act::PanicRemoveMonster{toStd(monster), toStd(by)});
}

ActionRequest PanicActions::glue(const QString& monster) const
{
    if (monster.isEmpty())
        return ActionRequest::refused(u"monster"_s, u"no Monster to glue"_s);
    return ActionRequest(act::PanicGlue{toStd(monster)});
}

ActionRequest PanicActions::sleep() const
{
    return ActionRequest(act::PanicSleep{});
}

ActionRequest PanicActions::fortify(int arc) const
{
    if (!isArc(arc))
        return badArc(u"arc"_s, arc);
    return ActionRequest(act::PanicFortify{arc});
}

ActionRequest PanicActions::moveMonsters(const QVariantMap& choices) const
{
    act::PanicMoveMonsters action;
    if (std::optional<ActionRequest> refused = readChoices(choices, action.choices))
        return *refused;
    return ActionRequest(std::move(action));
}

ActionRequest PanicActions::setCastleCards(const QString& player, int count) const
{
    return hand(player, count, std::nullopt);
}

ActionRequest PanicActions::setTreasure(const QString& player, int count) const
{
    return hand(player, std::nullopt, count);
}

ActionRequest PanicActions::additionError(const QString& player, const QString& trophy) const
{
    if (trophy.isEmpty())
        return ActionRequest::refused(u"trophy"_s, u"no Trophy chosen"_s);
    return ActionRequest(act::PanicAdditionError{toStd(player), toStd(trophy)});
}

ActionRequest PanicActions::setTrophies(const QString& player, const QStringList& trophies) const
{
    act::PanicSetTrophies action{toStd(player), {}};
    for (qsizetype i = 0; i < trophies.size(); ++i) {
        const pn::MonsterToken* token = pn::findMonsterToken(toStd(trophies[i]));
        if (!token)
            return ActionRequest::refused(u"trophies[%1]"_s.arg(i),
                                          u"\"%1\" is no Monster token of Munchkin Panic"_s.arg(trophies[i]));
        action.trophies.emplace_back(token->name);
    }
    return ActionRequest(std::move(action));
}

ActionRequest PanicActions::curseCard(const QString& card, const QString& player, const QString& target,
                                      const QString& give, const QString& take,
                                      const QString& cancelledBy) const
{
    const std::optional<std::string> printed = printedCard(card, CardKind::Curse);
    if (!printed)
        return ActionRequest::refused(u"card"_s, notACard(card, CardKind::Curse));
    act::PanicCurseCard action{*printed,           toStd(player),      optionalName(target),
                               optionalName(give), optionalName(take), {}};
    if (!cancelledBy.isEmpty()) {
        const std::optional<std::string> canceller = printedCard(cancelledBy, CardKind::Treasure);
        if (!canceller)
            return ActionRequest::refused(u"cancelledBy"_s, notACard(cancelledBy, CardKind::Treasure));
        action.cancelledBy = *canceller;
    }
    return ActionRequest(std::move(action));
}

ActionRequest PanicActions::specialCard(const QString& card, const QString& player, const QString& monster,
                                        const QString& replacement) const
{
    // The Humongous Monster Enhancer is an Enhancer played outside an attack.
    std::optional<std::string> printed = printedCard(card, CardKind::Special);
    if (!printed)
        printed = printedCard(card, CardKind::Enhancer);
    if (!printed)
        return ActionRequest::refused(u"card"_s, notACard(card, CardKind::Special));
    return ActionRequest(
        act::PanicSpecialCard{*printed, toStd(player), optionalName(monster), optionalName(replacement)});
}

ActionRequest PanicActions::nextPhase(const QString& phase) const
{
    const std::optional<pn::Phase> found = pn::phaseFromName(toStd(phase));
    if (!found)
        return ActionRequest::refused(u"phase"_s,
                                      u"\"%1\" is no phase of a Munchkin Panic turn"_s.arg(phase));
    return ActionRequest(act::PanicNextPhase{*found});
}

ActionRequest PanicActions::endTurn() const
{
    return ActionRequest(act::EndTurn{});
}

bool PanicActions::same(const ActionRequest& a, const ActionRequest& b)
{
    if (a.valid() != b.valid())
        return false;
    if (!a.valid())
        return a.field() == b.field() && a.error() == b.error();
    return *a.action() == *b.action();
}

}  // namespace arbiter::app
