// The Munchkin Panic kinds in words (docs/panic-actions.md). As in action_text.cpp, the ActionContext
// names the current player for the actions that do not name who plays them, and each sentence is one
// translatable pattern of ActionWords.

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

// Where a Monster is moved to: "the Swordsman ring of arc 1", "the Forest of arc 3".
QString placeWords(pn::Ring ring, int arc)
{
    const QString n = number(arc);
    //: Where a Monster is moved to: "Net Troll moves to the Forest of arc 3".
    switch (ring) {
    case pn::Ring::Forest:
        return ActionWords::tr("the Forest of arc %1").arg(n);
    case pn::Ring::Archer:
        return ActionWords::tr("the Archer ring of arc %1").arg(n);
    case pn::Ring::Knight:
        return ActionWords::tr("the Knight ring of arc %1").arg(n);
    case pn::Ring::Swordsman:
        return ActionWords::tr("the Swordsman ring of arc %1").arg(n);
    case pn::Ring::Castle:
        return ActionWords::tr("the Castle ring of arc %1").arg(n);
    }
    return ActionWords::tr("the board of arc %1").arg(n);
}

// The players' choices, {"wall:1": "Gazebo"} -> "Gazebo takes the hit at the Wall of arc 1".
QString structureChoices(const pn::Choices& choices)
{
    QStringList hits;
    for (const auto& [key, monster] : choices) {
        const QString place = QString::fromStdString(key);
        const QString arc = place.section(u':', 1);
        const QString name = QString::fromStdString(monster);
        //: One of the Monsters that hit a structure, in a list: "Gazebo takes the hit at the Wall of arc 1".
        hits.append(place.section(u':', 0, 0) == u"tower"_s
                        ? ActionWords::tr("%1 takes the hit at the Tower of arc %2").arg(name, arc)
                        : ActionWords::tr("%1 takes the hit at the Wall of arc %2").arg(name, arc));
    }
    return listOf(hits);
}

int standing(const std::array<bool, pn::arcCount>& structures)
{
    return static_cast<int>(std::count(structures.begin(), structures.end(), true));
}

}  // namespace

QString describe(const act::PanicPlaceMonster& a, const ActionContext&)
{
    const QString monster = nameOr(a.token, ActionWords::tr("A Monster"));
    return a.loadedDie ? ActionWords::tr("%1 is placed on arc %2 (Loaded Die).").arg(monster, number(a.arc))
                       : ActionWords::tr("%1 is placed on arc %2.").arg(monster, number(a.arc));
}

QString describe(const act::PanicDrawCurse& a, const ActionContext&)
{
    // The token's label is its name, as printed on it.
    const QString token = fromView(pn::describe(a.draw.curse).label);
    const QString by = QString::fromStdString(a.draw.cancelledBy);
    const QString hits = structureChoices(a.choices);
    if (!a.draw.roll) {
        if (by.isEmpty())
            return hits.isEmpty() ? ActionWords::tr("Curse token drawn: %1.").arg(token)
                                  //: %2 is the Monsters that hit a structure, in a list.
                                  : ActionWords::tr("Curse token drawn: %1; %2.").arg(token, hits);
        return hits.isEmpty()
                   ? ActionWords::tr("Curse token drawn: %1, cancelled by %2.").arg(token, by)
                   : ActionWords::tr("Curse token drawn: %1, cancelled by %2; %3.").arg(token, by, hits);
    }
    const QString roll = number(*a.draw.roll);
    if (by.isEmpty())
        return hits.isEmpty()
                   ? ActionWords::tr("Curse token drawn: %1, rolled %2.").arg(token, roll)
                   : ActionWords::tr("Curse token drawn: %1, rolled %2; %3.").arg(token, roll, hits);
    return hits.isEmpty()
               ? ActionWords::tr("Curse token drawn: %1, rolled %2, cancelled by %3.").arg(token, roll, by)
               : ActionWords::tr("Curse token drawn: %1, rolled %2, cancelled by %3; %4.")
                     .arg(token, roll, by, hits);
}

QString describe(const act::PanicDiscardDraw& a, const ActionContext& c)
{
    // What the Characters and cards change about the draw, each worded on its own: "(the Cleric keeps one
    // from the discards; the Thief takes a card from Joan)".
    QStringList extras;
    if (a.reallyImpressiveTitle)
        extras.append(u"Really Impressive Title"_s);  // a card's name
    if (a.clericKeepsOne)
        extras.append(ActionWords::tr("the Cleric keeps one from the discards"));
    if (const QString victim = nameOr(a.thiefTakesFrom, {}); !victim.isEmpty())
        extras.append(ActionWords::tr("the Thief takes a card from %1").arg(victim));
    const QString player = currentPlayer(c);
    const QString notes = extras.join(u"; "_s);
    const int n = a.discards;
    if (n == 0)
        return extras.isEmpty()
                   ? ActionWords::tr("%1 discards nothing and draws up to a full hand.").arg(player)
                   : ActionWords::tr("%1 discards nothing and draws up to a full hand (%2).")
                         .arg(player, notes);
    if (extras.isEmpty())
        return plural(ActionWords::tr("%1 discards %n card(s) and draws up to a full hand.", nullptr, n), n)
            .arg(player);
    //: %2 is what the Characters and cards change about the draw, between semicolons.
    return plural(ActionWords::tr("%1 discards %n card(s) and draws up to a full hand (%2).", nullptr, n), n)
        .arg(player, notes);
}

QString describe(const act::PanicCharity& a, const ActionContext& c)
{
    const QStringList bigger = db::toQStringList(a.biggerShare);
    if (bigger.isEmpty())
        return ActionWords::tr("%1 gives charity.").arg(currentPlayer(c));
    return bigger.size() == 1 ? ActionWords::tr("%1 gives charity; %2 gets the bigger share.")
                                    .arg(currentPlayer(c), bigger.front())
                              : ActionWords::tr("%1 gives charity; %2 get the bigger share.")
                                    .arg(currentPlayer(c), listOf(bigger));
}

QString describe(const act::PanicHit& a, const ActionContext& c)
{
    // The cards played, each a name: "Red Swordsman with Buckler of Swashing, Potion of Halitosis".
    QStringList cards;
    for (const pn::HitCardPlay& card : a.hit.attack) {
        const QString name = nameOr(card.card, ActionWords::tr("a Hit card"));
        const QStringList weapons = db::toQStringList(card.weapons);
        //: A Hit card played with Weapons: "Red Swordsman with Buckler of Swashing".
        cards.append(weapons.isEmpty() ? name : ActionWords::tr("%1 with %2").arg(name, listOf(weapons)));
    }
    cards.append(db::toQStringList(a.hit.potions));
    cards.append(db::toQStringList(a.hit.specials));
    // The deal around it, each worded on its own: "(helped by Seth; Treasure to Seth)".
    QStringList deal;
    if (const QString helper = nameOr(a.helper, {}); !helper.isEmpty())
        deal.append(ActionWords::tr("helped by %1").arg(helper));
    if (const QStringList enhancers = db::toQStringList(a.hit.enhancers); !enhancers.isEmpty())
        deal.append(ActionWords::tr("%1 played by %2")
                        .arg(listOf(enhancers), nameOr(a.enhancedBy, ActionWords::tr("another player"))));
    if (const QString trophy = nameOr(a.trophyTo, {}); !trophy.isEmpty())
        deal.append(ActionWords::tr("Trophy to %1").arg(trophy));
    if (const QString treasure = nameOr(a.treasureTo, {}); !treasure.isEmpty())
        deal.append(ActionWords::tr("Treasure to %1").arg(treasure));

    const QString player = currentPlayer(c);
    const QString target = nameOr(a.hit.target, ActionWords::tr("a Monster"));
    const QString played = listOf(cards);
    const QString terms = deal.join(u"; "_s);
    if (cards.isEmpty())
        return deal.isEmpty() ? ActionWords::tr("%1 attacks %2.").arg(player, target)
                              : ActionWords::tr("%1 attacks %2 (%3).").arg(player, target, terms);
    return deal.isEmpty()
               //: %3 is the cards played, in a list.
               ? ActionWords::tr("%1 attacks %2: %3.").arg(player, target, played)
               //: %3 is the cards played, in a list; %4 the deal around the attack, between semicolons.
               : ActionWords::tr("%1 attacks %2: %3 (%4).").arg(player, target, played, terms);
}

QString describe(const act::PanicMoveMonster& a, const ActionContext&)
{
    const QString monster = nameOr(a.monster, ActionWords::tr("a Monster"));
    const QString place = placeWords(a.ring, a.arc);
    if (a.by == "Wizard") {
        if (!a.roll)
            return ActionWords::tr("The Wizard moves %1 to %2.").arg(monster, place);
        const QString roll = number(*a.roll);
        // The Wizard moves a Monster only on a roll of 4 to 6; a lower roll is used up for nothing.
        if (*a.roll <= 3)
            return ActionWords::tr("The Wizard rolls %1: %2 stays where it is.")
                .arg(roll, nameOr(a.monster, ActionWords::tr("the Monster")));
        return ActionWords::tr("The Wizard (rolled %1) moves %2 to %3.").arg(roll, monster, place);
    }
    //: Stands for the card's name the action leaves empty, as the subject of a sentence.
    const QString by = nameOr(a.by, ActionWords::tr("A card"));
    if (a.roll)
        return ActionWords::tr("%1 (rolled %2) moves %3 to %4.").arg(by, number(*a.roll), monster, place);
    return ActionWords::tr("%1 moves %2 to %3.").arg(by, monster, place);
}

QString describe(const act::PanicRemoveMonster& a, const ActionContext&)
{
    const QString monster = nameOr(a.monster, ActionWords::tr("a Monster"));
    if (a.by == "Cleric")
        return ActionWords::tr("The Cleric removes %1 from the board.").arg(monster);
    return ActionWords::tr("%1 removes %2 from the board.")
        .arg(nameOr(a.by, ActionWords::tr("A card")), monster);
}

QString describe(const act::PanicGlue& a, const ActionContext&)
{
    //: Stands for the Monster's name the action leaves empty, as the subject after "Flask of Glue:".
    const QString monster = nameOr(a.monster, ActionWords::tr("a Monster", "subject"));
    return ActionWords::tr("Flask of Glue: %1 does not move this turn.").arg(monster);
}

QString describe(const act::PanicSleep&, const ActionContext&)
{
    return ActionWords::tr("Sleep Potion: no Monster moves this turn.");
}

QString describe(const act::PanicFortify& a, const ActionContext&)
{
    return ActionWords::tr("The Wall of arc %1 is fortified.").arg(number(a.arc));
}

QString describe(const act::PanicMoveMonsters& a, const ActionContext&)
{
    const QString hits = structureChoices(a.choices);
    return hits.isEmpty() ? ActionWords::tr("The Monsters move.")
                          //: %1 is the Monsters that hit a structure, in a list.
                          : ActionWords::tr("The Monsters move; %1.").arg(hits);
}

QString describe(const act::PanicSetHand& a, const ActionContext&)
{
    QStringList counts;
    if (a.castleCards)
        counts.append(plural(ActionWords::tr("%n Castle card(s)", nullptr, *a.castleCards), *a.castleCards));
    if (a.treasure)
        counts.append(plural(ActionWords::tr("%n Treasure card(s)", nullptr, *a.treasure), *a.treasure));
    if (counts.isEmpty())
        return ActionWords::tr("%1's hand is counted: unchanged.").arg(who(a.player));
    //: %2 is the cards counted, in a list: "2 Castle cards and 1 Treasure card".
    return ActionWords::tr("%1's hand is counted: %2.").arg(who(a.player), listOf(counts));
}

QString describe(const act::PanicAdditionError& a, const ActionContext&)
{
    return ActionWords::tr("%1 slips a Convenient Addition Error under %2 (+1 point).")
        .arg(who(a.player), nameOr(a.trophy, ActionWords::tr("a Trophy")));
}

// The board as the log writes it: its Monsters and the arcs where a Tower, a Wall, a Fortify token stands.
QString describe(const act::PanicSetBoard& a, const ActionContext&)
{
    const pn::Board& board = a.board;
    const int monsters = static_cast<int>(board.monsters.size());
    const int towers = standing(board.towers);
    const int walls = standing(board.walls);
    const int fortified = standing(board.fortified);
    return ActionWords::tr("The board is set as it stands: %1, %2, %3 and %4.")
        .arg(plural(ActionWords::tr("%n Monster(s)", nullptr, monsters), monsters),
             plural(ActionWords::tr("%n Tower(s)", nullptr, towers), towers),
             plural(ActionWords::tr("%n Wall(s)", nullptr, walls), walls),
             plural(ActionWords::tr("%n Fortify token(s)", nullptr, fortified), fortified));
}

QString describe(const act::PanicSetTrophies& a, const ActionContext&)
{
    const QStringList trophies = db::toQStringList(a.trophies);
    if (trophies.isEmpty())
        return ActionWords::tr("%1 has no Trophy any more.").arg(who(a.player));
    return ActionWords::tr("%1's Trophies are now %2.").arg(who(a.player), listOf(trophies));
}

QString describe(const act::PanicCurseCard& a, const ActionContext&)
{
    const QString player = who(a.player);
    const QString card = nameOr(a.card, ActionWords::tr("a Curse card"));
    const QString target = nameOr(a.target, {});
    const QString by = QString::fromStdString(a.cancelledBy);
    // The Lightning Curse's swap, each worded on its own: "(gives King Tut, takes Gazebo)".
    QStringList swap;
    if (const QString give = nameOr(a.give, {}); !give.isEmpty())
        swap.append(ActionWords::tr("gives %1").arg(give));
    if (const QString take = nameOr(a.take, {}); !take.isEmpty())
        swap.append(ActionWords::tr("takes %1").arg(take));
    const QString trade = swap.join(u", "_s);
    if (target.isEmpty()) {
        if (swap.isEmpty())
            return by.isEmpty() ? ActionWords::tr("%1 plays %2.").arg(player, card)
                                : ActionWords::tr("%1 plays %2, cancelled by %3.").arg(player, card, by);
        return by.isEmpty()
                   ? ActionWords::tr("%1 plays %2 (%3).").arg(player, card, trade)
                   : ActionWords::tr("%1 plays %2 (%3), cancelled by %4.").arg(player, card, trade, by);
    }
    if (swap.isEmpty())
        return by.isEmpty()
                   ? ActionWords::tr("%1 plays %2 on %3.").arg(player, card, target)
                   : ActionWords::tr("%1 plays %2 on %3, cancelled by %4.").arg(player, card, target, by);
    return by.isEmpty() ? ActionWords::tr("%1 plays %2 on %3 (%4).").arg(player, card, target, trade)
                        : ActionWords::tr("%1 plays %2 on %3 (%4), cancelled by %5.")
                              .arg(player, card, target, trade, by);
}

QString describe(const act::PanicSpecialCard& a, const ActionContext&)
{
    const QString player = who(a.player);
    const QString card = nameOr(a.card, ActionWords::tr("a Special"));
    const QString monster = nameOr(a.monster, {});
    if (card == u"Illusion"_s && !monster.isEmpty())
        return ActionWords::tr("%1 plays %2: %3 is replaced by %4.")
            .arg(player, card, monster, nameOr(a.replacement, ActionWords::tr("another Monster")));
    if (card == u"Invoke Obscure Rules"_s && !monster.isEmpty())
        return ActionWords::tr("%1 plays %2 and takes %3 as a Trophy.").arg(player, card, monster);
    if (card == u"Humongous Monster Enhancer"_s)
        return ActionWords::tr("%1 plays %2: every Monster is back to full health.").arg(player, card);
    if (!monster.isEmpty())
        return ActionWords::tr("%1 plays %2 on %3.").arg(player, card, monster);
    return ActionWords::tr("%1 plays %2.").arg(player, card);
}

QString describe(const act::PanicNextPhase& a, const ActionContext& c)
{
    return ActionWords::tr("%1 moves on to %2.").arg(currentPlayer(c), panicPhaseName(a.phase));
}

}  // namespace arbiter::app::action_text
