// PanicBoardModel: the rows and the structures of a session's board as Monsters are placed, moved, hit
// and taken off, checked by QAbstractItemModelTester all the way; undo and a closed game.

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "app/actions/panic_actions.h"
#include "app/panic/panicboardmodel.h"
#include "app/session/gamesession.h"
#include "panic_midgame.h"

using arbiter::app::ActionRequest;
using arbiter::app::GameSession;
using arbiter::app::PanicActions;
using arbiter::app::PanicBoardModel;
using arbiter::app::PanicHitCard;
using namespace Qt::StringLiterals;

namespace {

QVariant role(const PanicBoardModel& model, int row, PanicBoardModel::Role r)
{
    return model.data(model.index(row), r);
}

QStringList column(const PanicBoardModel& model, PanicBoardModel::Role r)
{
    QStringList values;
    for (int row = 0; row < model.rowCount(); ++row)
        values.append(role(model, row, r).toString());
    return values;
}

}  // namespace

class TstPanicBoardModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void placeMoveHit();
    void midGame();
    void roleNames();

private:
    bool perform(const ActionRequest& request)
    {
        const auto verdict = m_session->perform(request);
        if (!verdict.recorded)
            qWarning() << verdict.summary();
        return verdict.recorded;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<GameSession> m_session;
    PanicActions m_actions;
};

void TstPanicBoardModel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_session = std::make_unique<GameSession>();
    QVERIFY(m_session->openFile(m_dir->filePath(u"board.sqlite"_s)));
}

void TstPanicBoardModel::cleanup()
{
    m_session.reset();
    m_dir.reset();
}

void TstPanicBoardModel::placeMoveHit()
{
    PanicBoardModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy boardChanged(&model, &PanicBoardModel::boardChanged);
    model.setSession(m_session.get());
    QCOMPARE(model.rowCount(), 0);

    const QVariantList players{QVariantMap{{u"name"_s, u"Joan"_s}}, QVariantMap{{u"name"_s, u"Gloria"_s}}};
    QVERIFY(m_session->games()
                ->newGame({{u"name"_s, u"Siege"_s}, {u"family"_s, u"panic"_s}, {u"players"_s, players}})
                .legal);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.towers(), (QList<int>{1, 2, 3, 4, 5, 6}));
    QCOMPARE(model.arcColours(),
             (QStringList{u"red"_s, u"red"_s, u"green"_s, u"green"_s, u"blue"_s, u"blue"_s}));

    // Set-up: four Monsters into the Archer ring, one row each.
    int arc = 1;
    for (const QString& token : {u"Gazebo"_s, u"Net Troll"_s, u"Large Angry Chicken"_s, u"Shrieking Geek"_s})
        QVERIFY(perform(m_actions.placeMonster(token, arc++, false)));
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.count(), 4);
    QCOMPARE(column(model, PanicBoardModel::IdRole),
             (QStringList{u"Gazebo"_s, u"Net Troll"_s, u"Large Angry Chicken"_s, u"Shrieking Geek"_s}));
    QCOMPARE(role(model, 1, PanicBoardModel::RingRole).toString(), u"archer"_s);
    QCOMPARE(role(model, 1, PanicBoardModel::ArcRole).toInt(), 2);
    QCOMPARE(role(model, 1, PanicBoardModel::ColourRole).toString(), u"red"_s);
    QCOMPARE(role(model, 1, PanicBoardModel::HealthRole).toInt(), 4);
    QCOMPARE(role(model, 1, PanicBoardModel::MaxHealthRole).toInt(), 4);
    QCOMPARE(role(model, 1, PanicBoardModel::TreasuresRole).toInt(), 2);
    QCOMPARE(role(model, 1, PanicBoardModel::SpaceRole).toString(), u"Archer 2"_s);
    QCOMPARE(model.monster(u"Net Troll"_s).value(u"id"_s).toString(), u"Net Troll"_s);
    QVERIFY(model.monster(u"Pukachu"_s).isEmpty());
    QCOMPARE(model.monsters().size(), 4);

    // Play Cards: a Cotion of Ponfusion moves the Net Troll; only its row changes.
    QVERIFY(perform(m_actions.discardDraw(0, false, false, {})));
    QVERIFY(perform(m_actions.nextPhase(u"play-cards"_s)));
    QSignalSpy dataChanged(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    // Only the Monsters notify: the board's drawing of the structures and colours stays as it is.
    QSignalSpy monstersChanged(&model, &PanicBoardModel::monstersChanged);
    QSignalSpy structuresChanged(&model, &PanicBoardModel::structuresChanged);
    QSignalSpy coloursChanged(&model, &PanicBoardModel::arcColoursChanged);
    QSignalSpy asleepChanged(&model, &PanicBoardModel::asleepChanged);
    QSignalSpy discardedChanged(&model, &PanicBoardModel::discardedChanged);
    QVERIFY(perform(m_actions.moveMonster(u"Net Troll"_s, u"Cotion of Ponfusion"_s, 2, u"swordsman"_s, 0)));
    QCOMPARE(monstersChanged.count(), 1);
    QCOMPARE(
        structuresChanged.count() + coloursChanged.count() + asleepChanged.count() + discardedChanged.count(),
        0);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(dataChanged.count(), 1);
    QCOMPARE(dataChanged.at(0).at(0).toModelIndex().row(), 1);
    QCOMPARE(role(model, 1, PanicBoardModel::RingRole).toString(), u"swordsman"_s);

    // Glue, then a hit that leaves it alive, then one that slays it: its row goes.
    QVERIFY(perform(m_actions.glue(u"Gazebo"_s)));
    QVERIFY(role(model, 0, PanicBoardModel::GluedRole).toBool());
    QVariantList redSwordsman{QVariant::fromValue(PanicHitCard{u"Red Swordsman"_s, {}, false, false})};
    QVERIFY(perform(m_actions.hit(u"Net Troll"_s, redSwordsman, {}, {}, {}, {}, {}, {}, {})));
    QCOMPARE(role(model, 1, PanicBoardModel::HealthRole).toInt(), 3);
    // Three Hit cards slay the Gazebo (3 points) in the red Archer space: its row goes.
    QCOMPARE(model.discarded(), QStringList());
    boardChanged.clear();
    const auto card = [](const QString& name) {
        return QVariant::fromValue(PanicHitCard{name, {}, false, false});
    };
    QVERIFY(perform(m_actions.hit(u"Gazebo"_s,
                                  {card(u"Red Archer"_s), card(u"Any Color Archer"_s), card(u"Red Hero"_s)},
                                  {}, {}, {}, {}, {}, {}, {})));
    QVERIFY(boardChanged.count() > 0);
    QCOMPARE(discardedChanged.count(), 1);
    QCOMPARE(structuresChanged.count(), 0);
    QCOMPARE(model.rowCount(), 3);
    QVERIFY(!model.ids().contains(u"Gazebo"_s));
    QCOMPARE(model.discarded(), QStringList{u"Gazebo"_s});

    // Undo brings the row back.
    QVERIFY(m_session->undo());
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.discarded(), QStringList());
    QCOMPARE(column(model, PanicBoardModel::IdRole).first(), u"Gazebo"_s);

    // The Sleep Potion and a closed game.
    QVERIFY(perform(m_actions.sleep()));
    QVERIFY(model.asleep());
    QCOMPARE(asleepChanged.count(), 1);
    // Closing the game takes the structures (the default board stands whole) and the Monsters.
    structuresChanged.clear();
    m_session->closeGame();
    QCOMPARE(structuresChanged.count(), 0);
    QCOMPARE(asleepChanged.count(), 2);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.asleep());
}

void TstPanicBoardModel::midGame()
{
    PanicBoardModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QString failed = arbiter::testing::buildPanicMidGame(*m_session);
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    model.setSession(m_session.get());
    QCOMPARE(model.rowCount(), 7);
    QCOMPARE(model.towers(), (QList<int>{1, 2, 3, 5, 6}));
    QCOMPARE(model.towersLeft(), 5);
    QCOMPARE(model.walls(), (QList<int>{1, 3, 4, 5, 6}));
    QCOMPARE(model.fortified(), QList<int>{3});
    QVERIFY(model.monster(u"Shrieking Geek"_s).value(u"glued"_s).toBool());
    QCOMPARE(model.monster(u"Net Troll"_s).value(u"health"_s).toInt(), 2);

    // Move Monsters: every row changes, none comes or goes.
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    const auto moved = m_session->perform(m_actions.moveMonsters({}));
    QVERIFY2(moved.recorded, qPrintable(moved.summary()));
    QCOMPARE(model.monster(u"Bullrog"_s).value(u"ring"_s).toString(), u"archer"_s);

    // A correction that takes one off resets the rows.
    QVERIFY(perform(m_actions.removeByCorrection(m_session.get(), u"Bullrog"_s)));
    QVERIFY(!model.ids().contains(u"Bullrog"_s));
    QVERIFY(reset.count() >= 1);

    // The fallen Tower and Wall stand again when the game closes: the structures notify.
    QSignalSpy structuresChanged(&model, &PanicBoardModel::structuresChanged);
    m_session->closeGame();
    QCOMPARE(structuresChanged.count(), 1);
    QCOMPARE(model.towersLeft(), 6);
}

void TstPanicBoardModel::roleNames()
{
    PanicBoardModel model;
    const QHash<int, QByteArray> names = model.roleNames();
    QCOMPARE(names.value(PanicBoardModel::IdRole), QByteArray("monsterId"));
    QCOMPARE(names.value(PanicBoardModel::MaxHealthRole), QByteArray("maxHealth"));
    QCOMPARE(names.size(), 12);
}

QTEST_GUILESS_MAIN(TstPanicBoardModel)
#include "tst_panicboardmodel.moc"
