// The Munchkin Panic kinds in words (docs/panic-actions.md). As in action_text.cpp, the caller may add
// `player` (the current player) to the actions that do not name who plays them.

#include "action_text_p.h"

#include "rules/panic/types.h"

#include <QHash>
#include <QJsonArray>

#include <array>

using namespace Qt::StringLiterals;

namespace arbiter::app::action_text {

namespace {

namespace pn = rules::panic;

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString currentPlayer(const QJsonObject& a)
{
    return text(a, u"player"_s, u"The current player"_s);
}

QString who(const QJsonObject& a, const QString& key = u"player"_s)
{
    return text(a, key, u"Someone"_s);
}

QString arcWords(int arc)
{
    return u"arc "_s + QString::number(arc);
}

// "the Swordsman ring of arc 1", "the Forest of arc 3".
QString placeWords(const QString& ring, int arc)
{
    static const QHash<QString, QString> rings = {
        {u"forest"_s, u"the Forest"_s},      {u"archer"_s, u"the Archer ring"_s},
        {u"knight"_s, u"the Knight ring"_s}, {u"swordsman"_s, u"the Swordsman ring"_s},
        {u"castle"_s, u"the Castle ring"_s},
    };
    return rings.value(ring, u"the board"_s) + u" of "_s + arcWords(arc);
}

QString panicPhaseName(const QString& phase)
{
    if (phase.isEmpty())
        return u"a later phase"_s;
    const std::optional<pn::Phase> known = pn::phaseFromName(phase.toStdString());
    return known ? fromView(pn::describe(*known).name) : phase;
}

// A `choices` object: {"wall:1": "Gazebo"} -> "Gazebo takes the hit at the Wall of arc 1".
QString structureChoices(const QJsonObject& choices)
{
    QStringList hits;
    for (auto it = choices.begin(); it != choices.end(); ++it) {
        const QString structure = it.key().section(u':', 0, 0);
        const QString arc = it.key().section(u':', 1);
        const QString what = structure == u"tower"_s ? u"Tower"_s : u"Wall"_s;
        hits.append(it.value().toString() + u" takes the hit at the "_s + what + u" of arc "_s + arc);
    }
    return listOf(hits);
}

QString cancelledWords(const QJsonObject& a)
{
    const QString by = text(a, u"cancelledBy"_s);
    return by.isEmpty() ? QString() : u", cancelled by "_s + by;
}

QString placeMonster(const QJsonObject& a)
{
    return text(a, u"token"_s, u"A Monster"_s) + u" is placed on "_s + arcWords(number(a, u"arc"_s))
           + (flag(a, u"loadedDie"_s) ? u" (Loaded Die)"_s : QString()) + u'.';
}

QString drawCurse(const QJsonObject& a)
{
    const QString curse = text(a, u"curse"_s);
    const std::optional<pn::CurseToken> token = pn::curseTokenFromName(curse.toStdString());
    QString result = u"Curse token drawn: "_s
                     + (token             ? fromView(pn::describe(*token).label)
                        : curse.isEmpty() ? u"?"_s
                                          : curse);
    if (a.value(u"roll"_s).isDouble())
        result += u", rolled "_s + QString::number(number(a, u"roll"_s));
    result += cancelledWords(a);
    if (const QString hits = structureChoices(a.value(u"choices"_s).toObject()); !hits.isEmpty())
        result += u"; "_s + hits;
    return result + u'.';
}

QString discardDraw(const QJsonObject& a)
{
    const int discards = number(a, u"discards"_s);
    QString result = currentPlayer(a) + u" discards "_s
                     + (discards == 0 ? u"nothing"_s : counted(discards, u"card"_s, u"cards"_s))
                     + u" and draws up to a full hand"_s;
    QStringList extras;
    if (flag(a, u"reallyImpressiveTitle"_s))
        extras.append(u"Really Impressive Title"_s);
    if (flag(a, u"clericKeepsOne"_s))
        extras.append(u"the Cleric keeps one from the discards"_s);
    if (const QString victim = text(a, u"thiefTakesFrom"_s); !victim.isEmpty())
        extras.append(u"the Thief takes a card from "_s + victim);
    if (!extras.isEmpty())
        result += u" ("_s + extras.join(u"; "_s) + u')';
    return result + u'.';
}

QString charity(const QJsonObject& a)
{
    QString result = currentPlayer(a) + u" gives charity"_s;
    if (const QStringList bigger = names(a, u"biggerShare"_s); !bigger.isEmpty())
        result +=
            u"; "_s + listOf(bigger) + (bigger.size() == 1 ? u" gets"_s : u" get"_s) + u" the bigger share"_s;
    return result + u'.';
}

QString hit(const QJsonObject& a)
{
    QStringList cards;
    const QJsonArray attack = a.value(u"attack"_s).toArray();
    for (const QJsonValue& value : attack) {
        const QJsonObject card = value.toObject();
        QString words = text(card, u"card"_s, u"a Hit card"_s);
        if (const QStringList weapons = names(card, u"weapons"_s); !weapons.isEmpty())
            words += u" with "_s + listOf(weapons);
        cards.append(words);
    }
    cards.append(names(a, u"potions"_s));
    cards.append(names(a, u"specials"_s));
    QString result = currentPlayer(a) + u" attacks "_s + text(a, u"target"_s, u"a Monster"_s);
    if (!cards.isEmpty())
        result += u": "_s + listOf(cards);
    QStringList deal;
    if (const QString helper = text(a, u"helper"_s); !helper.isEmpty())
        deal.append(u"helped by "_s + helper);
    if (const QStringList enhancers = names(a, u"enhancers"_s); !enhancers.isEmpty())
        deal.append(listOf(enhancers) + u" played by "_s + text(a, u"enhancedBy"_s, u"another player"_s));
    if (const QString trophy = text(a, u"trophyTo"_s); !trophy.isEmpty())
        deal.append(u"Trophy to "_s + trophy);
    if (const QString treasure = text(a, u"treasureTo"_s); !treasure.isEmpty())
        deal.append(u"Treasure to "_s + treasure);
    if (!deal.isEmpty())
        result += u" ("_s + deal.join(u"; "_s) + u')';
    return result + u'.';
}

QString moveMonster(const QJsonObject& a)
{
    QString by = text(a, u"by"_s, u"A card"_s);
    const bool rolled = a.value(u"roll"_s).isDouble();
    if (by == u"Wizard"_s) {
        by = u"The Wizard"_s;
        // The Wizard moves a Monster only on a roll of 4 to 6; a lower roll is used up for nothing.
        if (rolled && number(a, u"roll"_s) <= 3)
            return u"The Wizard rolls "_s + QString::number(number(a, u"roll"_s)) + u": "_s
                   + text(a, u"monster"_s, u"the Monster"_s) + u" stays where it is."_s;
    }
    if (rolled)
        by += u" (rolled "_s + QString::number(number(a, u"roll"_s)) + u')';
    return by + u" moves "_s + text(a, u"monster"_s, u"a Monster"_s) + u" to "_s
           + placeWords(text(a, u"ring"_s), number(a, u"arc"_s)) + u'.';
}

QString removeMonster(const QJsonObject& a)
{
    QString by = text(a, u"by"_s, u"A card"_s);
    if (by == u"Cleric"_s)
        by = u"The Cleric"_s;
    return by + u" removes "_s + text(a, u"monster"_s, u"a Monster"_s) + u" from the board."_s;
}

QString glue(const QJsonObject& a)
{
    return u"Flask of Glue: "_s + text(a, u"monster"_s, u"a Monster"_s) + u" does not move this turn."_s;
}

QString sleepPotion(const QJsonObject&)
{
    return u"Sleep Potion: no Monster moves this turn."_s;
}

QString fortify(const QJsonObject& a)
{
    return u"The Wall of "_s + arcWords(number(a, u"arc"_s)) + u" is fortified."_s;
}

QString moveMonsters(const QJsonObject& a)
{
    const QString hits = structureChoices(a.value(u"choices"_s).toObject());
    return u"The Monsters move"_s + (hits.isEmpty() ? QString() : u"; "_s + hits) + u'.';
}

QString setHand(const QJsonObject& a)
{
    QStringList counts;
    if (a.value(u"castleCards"_s).isDouble())
        counts.append(counted(number(a, u"castleCards"_s), u"Castle card"_s, u"Castle cards"_s));
    if (a.value(u"treasure"_s).isDouble())
        counts.append(counted(number(a, u"treasure"_s), u"Treasure card"_s, u"Treasure cards"_s));
    return who(a) + u"'s hand is counted: "_s + (counts.isEmpty() ? u"unchanged"_s : listOf(counts)) + u'.';
}

QString additionError(const QJsonObject& a)
{
    return who(a) + u" slips a Convenient Addition Error under "_s + text(a, u"trophy"_s, u"a Trophy"_s)
           + u" (+1 point)."_s;
}

QString setBoard(const QJsonObject& a)
{
    const QJsonObject board = a.value(u"board"_s).toObject();
    QStringList parts{
        counted(static_cast<int>(board.value(u"monsters"_s).toArray().size()), u"Monster"_s, u"Monsters"_s)};
    if (board.contains(u"towers"_s))
        parts.append(
            counted(static_cast<int>(board.value(u"towers"_s).toArray().size()), u"Tower"_s, u"Towers"_s));
    if (board.contains(u"walls"_s))
        parts.append(
            counted(static_cast<int>(board.value(u"walls"_s).toArray().size()), u"Wall"_s, u"Walls"_s));
    if (board.contains(u"fortified"_s))
        parts.append(counted(static_cast<int>(board.value(u"fortified"_s).toArray().size()),
                             u"Fortify token"_s, u"Fortify tokens"_s));
    return u"The board is set as it stands: "_s + listOf(parts) + u'.';
}

QString setTrophies(const QJsonObject& a)
{
    const QStringList trophies = names(a, u"trophies"_s);
    if (trophies.isEmpty())
        return who(a) + u" has no Trophy any more."_s;
    return who(a) + u"'s Trophies are now "_s + listOf(trophies) + u'.';
}

QString curseCard(const QJsonObject& a)
{
    QString result = who(a) + u" plays "_s + text(a, u"card"_s, u"a Curse card"_s);
    if (const QString target = text(a, u"target"_s); !target.isEmpty())
        result += u" on "_s + target;
    QStringList swap;
    if (const QString give = text(a, u"give"_s); !give.isEmpty())
        swap.append(u"gives "_s + give);
    if (const QString take = text(a, u"take"_s); !take.isEmpty())
        swap.append(u"takes "_s + take);
    if (!swap.isEmpty())
        result += u" ("_s + swap.join(u", "_s) + u')';
    return result + cancelledWords(a) + u'.';
}

QString specialCard(const QJsonObject& a)
{
    const QString card = text(a, u"card"_s, u"a Special"_s);
    const QString monster = text(a, u"monster"_s);
    QString result = who(a) + u" plays "_s + card;
    if (card == u"Illusion"_s && !monster.isEmpty())
        result += u": "_s + monster + u" is replaced by "_s + text(a, u"replacement"_s, u"another Monster"_s);
    else if (card == u"Invoke Obscure Rules"_s && !monster.isEmpty())
        result += u" and takes "_s + monster + u" as a Trophy"_s;
    else if (card == u"Humongous Monster Enhancer"_s)
        result += u": every Monster is back to full health"_s;
    else if (!monster.isEmpty())
        result += u" on "_s + monster;
    return result + u'.';
}

QString nextPhase(const QJsonObject& a)
{
    return currentPlayer(a) + u" moves on to "_s + panicPhaseName(text(a, u"phase"_s)) + u'.';
}

constexpr std::array panicKinds = {
    KindText{"panic-place-monster"_L1, placeMonster},
    KindText{"panic-draw-curse"_L1, drawCurse},
    KindText{"panic-discard-draw"_L1, discardDraw},
    KindText{"panic-charity"_L1, charity},
    KindText{"panic-hit"_L1, hit},
    KindText{"panic-move-monster"_L1, moveMonster},
    KindText{"panic-remove-monster"_L1, removeMonster},
    KindText{"panic-glue"_L1, glue},
    KindText{"panic-sleep"_L1, sleepPotion},
    KindText{"panic-fortify"_L1, fortify},
    KindText{"panic-move-monsters"_L1, moveMonsters},
    KindText{"panic-set-hand"_L1, setHand},
    KindText{"panic-addition-error"_L1, additionError},
    KindText{"panic-set-board"_L1, setBoard},
    KindText{"panic-set-trophies"_L1, setTrophies},
    KindText{"panic-curse-card"_L1, curseCard},
    KindText{"panic-special-card"_L1, specialCard},
    KindText{"panic-next-phase"_L1, nextPhase},
};

}  // namespace

QString describePanicAction(const QString& kind, const QJsonObject& action)
{
    for (const KindText& entry : panicKinds) {
        if (kind == entry.kind)
            return entry.describe(action);
    }
    return {};
}

}  // namespace arbiter::app::action_text
