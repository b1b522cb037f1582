#include "panic_midgame.h"

namespace arbiter::testing {

using namespace Qt::StringLiterals;

namespace {

QVariantMap monster(const QString& name, int arc, const QString& ring, int health, bool glued = false)
{
    return {{u"id"_s, name},   {u"name"_s, name},     {u"arc"_s, arc},
            {u"ring"_s, ring}, {u"health"_s, health}, {u"glued"_s, glued}};
}

QVariantMap trophies(const QString& player, const QStringList& tokens)
{
    return {{u"kind"_s, u"panic-set-trophies"_s}, {u"player"_s, player}, {u"trophies"_s, tokens}};
}

}  // namespace

QString buildPanicMidGame(app::GameSession& session)
{
    const auto seat = [](const QString& name, const QString& colour) {
        return QVariantMap{{u"name"_s, name}, {u"colour"_s, colour}};
    };
    const QVariantMap setup{
        {u"name"_s, u"Saturday siege"_s},
        {u"family"_s, u"panic"_s},
        {u"players"_s, QVariantList{seat(u"Joan"_s, u"#c62828"_s), seat(u"Gloria"_s, u"#1565c0"_s),
                                    seat(u"Marshall"_s, u"#2e7d32"_s), seat(u"Seth"_s, u"#6a1b9a"_s)}}};
    if (!session.games()->newGame(setup).legal)
        return u"the Panic setup was refused"_s;
    QList<QVariantMap> actions;
    int arc = 1;
    for (const QString& token : {u"Gazebo"_s, u"Net Troll"_s, u"Large Angry Chicken"_s, u"Shrieking Geek"_s})
        actions.append({{u"kind"_s, u"panic-place-monster"_s}, {u"token"_s, token}, {u"arc"_s, arc++}});
    const QVariantList monsters{monster(u"Gazebo"_s, 5, u"knight"_s, 3),
                                monster(u"Net Troll"_s, 1, u"archer"_s, 3),
                                monster(u"Large Angry Chicken"_s, 3, u"swordsman"_s, 2),
                                monster(u"Undead Horse"_s, 3, u"archer"_s, 2),
                                monster(u"Shrieking Geek"_s, 6, u"archer"_s, 3, true),
                                monster(u"Bullrog"_s, 2, u"forest"_s, 3),
                                monster(u"Pukachu"_s, 4, u"knight"_s, 2)};
    actions.append({{u"kind"_s, u"panic-set-board"_s},
                    {u"board"_s, QVariantMap{{u"towers"_s, QVariantList{1, 2, 3, 5, 6}},
                                             {u"walls"_s, QVariantList{1, 3, 4, 5, 6}},
                                             {u"fortified"_s, QVariantList{3}},
                                             {u"monsters"_s, monsters}}}});
    actions.append(trophies(u"Joan"_s, {u"King Tut"_s, u"3,872 Orcs"_s}));
    actions.append(trophies(u"Gloria"_s, {u"Plutonium Dragon"_s}));
    actions.append(trophies(u"Marshall"_s, {u"Floating Nose"_s}));
    actions.append(trophies(u"Seth"_s, {u"Pit Bull"_s}));
    actions.append({{u"kind"_s, u"panic-discard-draw"_s}, {u"discards"_s, 1}});
    actions.append({{u"kind"_s, u"panic-next-phase"_s}, {u"phase"_s, u"play-cards"_s}});
    actions.append({{u"kind"_s, u"panic-hit"_s},
                    {u"target"_s, u"Net Troll"_s},
                    {u"attack"_s, QVariantList{QVariantMap{{u"card"_s, u"Red Archer"_s}}}}});
    for (const QString& phase : {u"add-treasure"_s, u"move-monsters"_s})
        actions.append({{u"kind"_s, u"panic-next-phase"_s}, {u"phase"_s, phase}});
    for (const QVariantMap& action : actions) {
        const auto verdict = session.perform(action);
        if (!verdict.recorded)
            return u"refused: %1 (%2)"_s.arg(action.value(u"kind"_s).toString(), verdict.error);
    }
    return {};
}

}  // namespace arbiter::testing
