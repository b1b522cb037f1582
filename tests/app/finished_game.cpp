#include "finished_game.h"

#include "app/views/reason_view.h"

#include <QVariantMap>

using namespace Qt::StringLiterals;

namespace arbiter::testing {

namespace {

QVariantMap kind(const QString& name, QVariantMap fields = {})
{
    fields.insert(u"kind"_s, name);
    return fields;
}

QVariantMap levelUp(const QString& player, int amount)
{
    return kind(u"change-level"_s,
                {{u"player"_s, player}, {u"amount"_s, amount}, {u"source"_s, u"go-up-a-level"_s}});
}

QVariantMap gainItem(const QString& player, const QString& name, const QString& slot, int bonus, int gold)
{
    return kind(u"gain-item"_s, {{u"player"_s, player},
                                 {u"item"_s, QVariantMap{{u"name"_s, name},
                                                         {u"slot"_s, slot},
                                                         {u"bonus"_s, bonus},
                                                         {u"gold"_s, gold},
                                                         {u"equipped"_s, true}}}});
}

QVariantMap fight(const QString& monster, int level)
{
    return kind(
        u"start-combat"_s,
        {{u"monster"_s, QVariantMap{{u"name"_s, monster}, {u"level"_s, level}, {u"treasures"_s, 2}}}});
}

QVariantMap oneShot(const QString& name, int bonus)
{
    return kind(u"play-one-shot"_s, {{u"side"_s, u"players"_s},
                                     {u"card"_s, QVariantMap{{u"name"_s, name}, {u"bonus"_s, bonus}}}});
}

QVariantMap roll(const QString& monster, const QString& runner, int value)
{
    return {{u"monster"_s, monster}, {u"runner"_s, runner}, {u"roll"_s, value}};
}

QVariantMap endTurn()
{
    return kind(u"end-turn"_s);
}

QVariantMap lookForTrouble()
{
    return kind(u"next-phase"_s, {{u"phase"_s, u"look-for-trouble-or-loot-the-room"_s}});
}

}  // namespace

QString buildFinishedGame(app::GameSession& session)
{
    const auto seat = [](const QString& name, const QString& colour) {
        return QVariantMap{{u"name"_s, name}, {u"colour"_s, colour}};
    };
    const QVariantMap setup{
        {u"name"_s, u"Tuesday's last stand"_s},
        {u"edition"_s, u"deluxe"_s},
        {u"players"_s, QVariantList{seat(u"Ann"_s, u"#c62828"_s), seat(u"Bob"_s, u"#1565c0"_s),
                                    seat(u"Cid"_s, u"#2e7d32"_s), seat(u"Dee"_s, u"#6a1b9a"_s)}},
        {u"starter"_s, u"Ann"_s}};
    if (!session.games()->newGame(setup).legal)
        return u"the setup was refused"_s;
    const QList<QVariantMap> actions{
        // Turn 1, Ann: a sword and a won fight.
        gainItem(u"Ann"_s, u"Sword of Slaying Something"_s, u"1hand"_s, 3, 400),
        fight(u"Potted Plant"_s, 1),
        kind(u"resolve-combat"_s),
        endTurn(),
        // Turn 2, Bob: Cards for two Levels, then the Net Troll with Cid's help: lost, Cid is caught.
        levelUp(u"Bob"_s, 2),
        gainItem(u"Bob"_s, u"Horny Helmet"_s, u"headgear"_s, 1, 600),
        fight(u"Net Troll"_s, 10),
        kind(u"ask-for-help"_s, {{u"helper"_s, u"Cid"_s}}),
        kind(u"resolve-combat"_s),
        kind(u"run-away"_s, {{u"rolls"_s, QVariantList{roll(u"Net Troll"_s, u"fighter"_s, 6),
                                                       roll(u"Net Troll"_s, u"helper"_s, 2)}}}),
        kind(u"apply-bad-stuff"_s,
             {{u"player"_s, u"Cid"_s},
              {u"badStuff"_s,
               QVariantMap{{u"levels"_s, 0}, {u"items"_s, QVariantList{}}, {u"death"_s, false}}}}),
        endTurn(),
        // Turn 3, Cid: cursed, then a Gelatinous Octahedron with a potion.
        kind(u"gain-curse"_s,
             {{u"player"_s, u"Cid"_s},
              {u"curse"_s, QVariantMap{{u"name"_s, u"Chicken on Your Head"_s}, {u"combatBonus"_s, -1}}}}),
        levelUp(u"Cid"_s, 3),
        fight(u"Gelatinous Octahedron"_s, 2),
        oneShot(u"Flaming Poison Potion"_s, 3),
        kind(u"resolve-combat"_s),
        endTurn(),
        // Turn 4, Dee: sells her Items for a Level.
        gainItem(u"Dee"_s, u"Staff of Napalm"_s, u"1hand"_s, 5, 800),
        gainItem(u"Dee"_s, u"Boots of Running Really Fast"_s, u"footgear"_s, 0, 400),
        kind(u"sell-items"_s,
             {{u"player"_s, u"Dee"_s},
              {u"items"_s, QVariantList{u"Staff of Napalm"_s, u"Boots of Running Really Fast"_s}}}),
        lookForTrouble(),
        endTurn(),
        // Turn 5, Ann: up to Level 9 by cards, then the Plutonium Dragon with Bob's help: her winning kill.
        levelUp(u"Ann"_s, 7),
        fight(u"Plutonium Dragon"_s, 20),
        kind(u"ask-for-help"_s, {{u"helper"_s, u"Bob"_s}}),
        oneShot(u"Potion of General Studliness"_s, 2),
        oneShot(u"Doppleganger"_s, 10),
        kind(u"resolve-combat"_s),
    };
    for (const QVariantMap& action : actions) {
        const auto verdict = session.perform(action);
        if (!verdict.recorded) {
            QStringList rules;
            for (const QVariant& reason : verdict.reasons)
                rules.append(reason.value<app::views::ReasonView>().rule);
            return u"refused: %1 (%2%3)"_s.arg(action.value(u"kind"_s).toString(), verdict.error,
                                               rules.join(u", "_s));
        }
    }
    return session.winners() == QStringList{u"Ann"_s} ? QString() : u"Ann has not won"_s;
}

}  // namespace arbiter::testing
