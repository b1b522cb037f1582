// The Munchkin Panic kinds in words (docs/panic-actions.md). As in action_text.cpp, the ActionContext
// names the current player for the actions that do not name who plays them.

#include "app/history/action_text_p.h"
#include "app/views/action_contexts.h"

#include "db/codec/munchkin_json.h"
#include "rules/panic/types.h"

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace arbiter::app::action_text {

namespace {

namespace pn = rules::panic;

QString currentPlayer(const ActionContext& c)
{
    return c.current.isEmpty() ? u"The current player"_s : c.current;
}

QString who(const std::string& name)
{
    return nameOr(name, u"Someone"_s);
}

QString arcWords(int arc)
{
    return u"arc "_s + QString::number(arc);
}

QString ringWords(pn::Ring ring)
{
    switch (ring) {
    case pn::Ring::Forest:
        return u"the Forest"_s;
    case pn::Ring::Archer:
        return u"the Archer ring"_s;
    case pn::Ring::Knight:
        return u"the Knight ring"_s;
    case pn::Ring::Swordsman:
        return u"the Swordsman ring"_s;
    case pn::Ring::Castle:
        return u"the Castle ring"_s;
    }
    return u"the board"_s;
}

// "the Swordsman ring of arc 1", "the Forest of arc 3".
QString placeWords(pn::Ring ring, int arc)
{
    return ringWords(ring) + u" of "_s + arcWords(arc);
}

// The players' choices, {"wall:1": "Gazebo"} -> "Gazebo takes the hit at the Wall of arc 1".
QString structureChoices(const pn::Choices& choices)
{
    QStringList hits;
    for (const auto& [key, monster] : choices) {
        const QString place = QString::fromStdString(key);
        const QString structure = place.section(u':', 0, 0);
        const QString arc = place.section(u':', 1);
        const QString what = structure == u"tower"_s ? u"Tower"_s : u"Wall"_s;
        hits.append(QString::fromStdString(monster) + u" takes the hit at the "_s + what + u" of arc "_s
                    + arc);
    }
    return listOf(hits);
}

QString cancelledWords(const std::string& by)
{
    return by.empty() ? QString() : u", cancelled by "_s + QString::fromStdString(by);
}

int standing(const std::array<bool, pn::arcCount>& structures)
{
    return static_cast<int>(std::count(structures.begin(), structures.end(), true));
}

}  // namespace

QString describe(const act::PanicPlaceMonster& a, const ActionContext&)
{
    return nameOr(a.token, u"A Monster"_s) + u" is placed on "_s + arcWords(a.arc)
           + (a.loadedDie ? u" (Loaded Die)"_s : QString()) + u'.';
}

QString describe(const act::PanicDrawCurse& a, const ActionContext&)
{
    QString result = u"Curse token drawn: "_s + fromView(pn::describe(a.draw.curse).label);
    if (a.draw.roll)
        result += u", rolled "_s + QString::number(*a.draw.roll);
    result += cancelledWords(a.draw.cancelledBy);
    if (const QString hits = structureChoices(a.choices); !hits.isEmpty())
        result += u"; "_s + hits;
    return result + u'.';
}

QString describe(const act::PanicDiscardDraw& a, const ActionContext& c)
{
    QString result = currentPlayer(c) + u" discards "_s
                     + (a.discards == 0 ? u"nothing"_s : counted(a.discards, u"card"_s, u"cards"_s))
                     + u" and draws up to a full hand"_s;
    QStringList extras;
    if (a.reallyImpressiveTitle)
        extras.append(u"Really Impressive Title"_s);
    if (a.clericKeepsOne)
        extras.append(u"the Cleric keeps one from the discards"_s);
    if (const QString victim = nameOr(a.thiefTakesFrom, {}); !victim.isEmpty())
        extras.append(u"the Thief takes a card from "_s + victim);
    if (!extras.isEmpty())
        result += u" ("_s + extras.join(u"; "_s) + u')';
    return result + u'.';
}

QString describe(const act::PanicCharity& a, const ActionContext& c)
{
    QString result = currentPlayer(c) + u" gives charity"_s;
    if (const QStringList bigger = db::toQStringList(a.biggerShare); !bigger.isEmpty())
        result +=
            u"; "_s + listOf(bigger) + (bigger.size() == 1 ? u" gets"_s : u" get"_s) + u" the bigger share"_s;
    return result + u'.';
}

QString describe(const act::PanicHit& a, const ActionContext& c)
{
    QStringList cards;
    for (const pn::HitCardPlay& card : a.hit.attack) {
        QString words = nameOr(card.card, u"a Hit card"_s);
        if (const QStringList weapons = db::toQStringList(card.weapons); !weapons.isEmpty())
            words += u" with "_s + listOf(weapons);
        cards.append(words);
    }
    cards.append(db::toQStringList(a.hit.potions));
    cards.append(db::toQStringList(a.hit.specials));
    QString result = currentPlayer(c) + u" attacks "_s + nameOr(a.hit.target, u"a Monster"_s);
    if (!cards.isEmpty())
        result += u": "_s + listOf(cards);
    QStringList deal;
    if (const QString helper = nameOr(a.helper, {}); !helper.isEmpty())
        deal.append(u"helped by "_s + helper);
    if (const QStringList enhancers = db::toQStringList(a.hit.enhancers); !enhancers.isEmpty())
        deal.append(listOf(enhancers) + u" played by "_s + nameOr(a.enhancedBy, u"another player"_s));
    if (const QString trophy = nameOr(a.trophyTo, {}); !trophy.isEmpty())
        deal.append(u"Trophy to "_s + trophy);
    if (const QString treasure = nameOr(a.treasureTo, {}); !treasure.isEmpty())
        deal.append(u"Treasure to "_s + treasure);
    if (!deal.isEmpty())
        result += u" ("_s + deal.join(u"; "_s) + u')';
    return result + u'.';
}

QString describe(const act::PanicMoveMonster& a, const ActionContext&)
{
    QString by = nameOr(a.by, u"A card"_s);
    if (by == u"Wizard"_s) {
        by = u"The Wizard"_s;
        // The Wizard moves a Monster only on a roll of 4 to 6; a lower roll is used up for nothing.
        if (a.roll && *a.roll <= 3)
            return u"The Wizard rolls "_s + QString::number(*a.roll) + u": "_s
                   + nameOr(a.monster, u"the Monster"_s) + u" stays where it is."_s;
    }
    if (a.roll)
        by += u" (rolled "_s + QString::number(*a.roll) + u')';
    return by + u" moves "_s + nameOr(a.monster, u"a Monster"_s) + u" to "_s + placeWords(a.ring, a.arc)
           + u'.';
}

QString describe(const act::PanicRemoveMonster& a, const ActionContext&)
{
    QString by = nameOr(a.by, u"A card"_s);
    if (by == u"Cleric"_s)
        by = u"The Cleric"_s;
    return by + u" removes "_s + nameOr(a.monster, u"a Monster"_s) + u" from the board."_s;
}

QString describe(const act::PanicGlue& a, const ActionContext&)
{
    return u"Flask of Glue: "_s + nameOr(a.monster, u"a Monster"_s) + u" does not move this turn."_s;
}

QString describe(const act::PanicSleep&, const ActionContext&)
{
    return u"Sleep Potion: no Monster moves this turn."_s;
}

QString describe(const act::PanicFortify& a, const ActionContext&)
{
    return u"The Wall of "_s + arcWords(a.arc) + u" is fortified."_s;
}

QString describe(const act::PanicMoveMonsters& a, const ActionContext&)
{
    const QString hits = structureChoices(a.choices);
    return u"The Monsters move"_s + (hits.isEmpty() ? QString() : u"; "_s + hits) + u'.';
}

QString describe(const act::PanicSetHand& a, const ActionContext&)
{
    QStringList counts;
    if (a.castleCards)
        counts.append(counted(*a.castleCards, u"Castle card"_s, u"Castle cards"_s));
    if (a.treasure)
        counts.append(counted(*a.treasure, u"Treasure card"_s, u"Treasure cards"_s));
    return who(a.player) + u"'s hand is counted: "_s + (counts.isEmpty() ? u"unchanged"_s : listOf(counts))
           + u'.';
}

QString describe(const act::PanicAdditionError& a, const ActionContext&)
{
    return who(a.player) + u" slips a Convenient Addition Error under "_s + nameOr(a.trophy, u"a Trophy"_s)
           + u" (+1 point)."_s;
}

// The board as the log writes it: its Monsters and the arcs where a Tower, a Wall, a Fortify token stands.
QString describe(const act::PanicSetBoard& a, const ActionContext&)
{
    const pn::Board& board = a.board;
    const QStringList parts{
        counted(static_cast<int>(board.monsters.size()), u"Monster"_s, u"Monsters"_s),
        counted(standing(board.towers), u"Tower"_s, u"Towers"_s),
        counted(standing(board.walls), u"Wall"_s, u"Walls"_s),
        counted(standing(board.fortified), u"Fortify token"_s, u"Fortify tokens"_s),
    };
    return u"The board is set as it stands: "_s + listOf(parts) + u'.';
}

QString describe(const act::PanicSetTrophies& a, const ActionContext&)
{
    const QStringList trophies = db::toQStringList(a.trophies);
    if (trophies.isEmpty())
        return who(a.player) + u" has no Trophy any more."_s;
    return who(a.player) + u"'s Trophies are now "_s + listOf(trophies) + u'.';
}

QString describe(const act::PanicCurseCard& a, const ActionContext&)
{
    QString result = who(a.player) + u" plays "_s + nameOr(a.card, u"a Curse card"_s);
    if (const QString target = nameOr(a.target, {}); !target.isEmpty())
        result += u" on "_s + target;
    QStringList swap;
    if (const QString give = nameOr(a.give, {}); !give.isEmpty())
        swap.append(u"gives "_s + give);
    if (const QString take = nameOr(a.take, {}); !take.isEmpty())
        swap.append(u"takes "_s + take);
    if (!swap.isEmpty())
        result += u" ("_s + swap.join(u", "_s) + u')';
    return result + cancelledWords(a.cancelledBy) + u'.';
}

QString describe(const act::PanicSpecialCard& a, const ActionContext&)
{
    const QString card = nameOr(a.card, u"a Special"_s);
    const QString monster = nameOr(a.monster, {});
    QString result = who(a.player) + u" plays "_s + card;
    if (card == u"Illusion"_s && !monster.isEmpty())
        result += u": "_s + monster + u" is replaced by "_s + nameOr(a.replacement, u"another Monster"_s);
    else if (card == u"Invoke Obscure Rules"_s && !monster.isEmpty())
        result += u" and takes "_s + monster + u" as a Trophy"_s;
    else if (card == u"Humongous Monster Enhancer"_s)
        result += u": every Monster is back to full health"_s;
    else if (!monster.isEmpty())
        result += u" on "_s + monster;
    return result + u'.';
}

QString describe(const act::PanicNextPhase& a, const ActionContext& c)
{
    return currentPlayer(c) + u" moves on to "_s + fromView(pn::describe(a.phase).name) + u'.';
}

}  // namespace arbiter::app::action_text
