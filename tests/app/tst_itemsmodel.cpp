// ItemsModel: one player's Items with the referee's ruling on each, following the session as Items are
// gained, equipped, lost, undone; checked by QAbstractItemModelTester throughout.

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "app/actions/munchkin_actions.h"
#include "app/models/itemsmodel.h"
#include "app/session/gamesession.h"

#include <memory>

using arbiter::app::GameSession;
using arbiter::app::ItemCard;
using arbiter::app::ItemsModel;
using arbiter::app::MunchkinActions;
using namespace Qt::StringLiterals;

namespace {

ItemCard armor(const QString& name, int bonus, bool equipped = true)
{
    ItemCard card;
    card.name = name;
    card.slot = u"armor"_s;
    card.bonus = bonus;
    card.gold = 400;
    card.equipped = equipped;
    return card;
}

QVariant role(const ItemsModel& model, int row, ItemsModel::Role role)
{
    return model.data(model.index(row), role);
}

}  // namespace

class TestItemsModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_session = std::make_unique<GameSession>();
        QVERIFY(m_session->openFile(m_dir.filePath(u"items-%1.sqlite"_s.arg(++m_files))));
        const QVariantMap setup{{u"name"_s, u"Items"_s},
                                {u"edition"_s, u"deluxe"_s},
                                {u"players"_s, QVariantList{QVariantMap{{u"name"_s, u"Ann"_s}},
                                                            QVariantMap{{u"name"_s, u"Bob"_s}}}}};
        QVERIFY(m_session->games()->newGame(setup).legal);
    }

    void cleanup() { m_session.reset(); }

    void roleNames()
    {
        ItemsModel model;
        const QHash<int, QByteArray> names = model.roleNames();
        for (const char* name :
             {"name", "slot", "big", "bonus", "gold", "equipped", "counts", "lifter", "reasons"})
            QVERIFY2(names.values().contains(QByteArray(name)), name);
    }

    void followsGainEquipLose()
    {
        ItemsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setSession(m_session.get());
        model.setPlayer(u"Ann"_s);
        QCOMPARE(model.rowCount(), 0);

        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        perform(MunchkinActions::gainItem(u"Ann"_s, armor(u"Flaming Armor"_s, 2)));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.count(), 1);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(role(model, 0, ItemsModel::NameRole).toString(), u"Flaming Armor"_s);
        QCOMPARE(role(model, 0, ItemsModel::SlotRole).toString(), u"armor"_s);
        QCOMPARE(role(model, 0, ItemsModel::BonusRole).toInt(), 2);
        QCOMPARE(role(model, 0, ItemsModel::GoldRole).toInt(), 400);
        QCOMPARE(role(model, 0, ItemsModel::BigRole).toBool(), false);
        QCOMPARE(role(model, 0, ItemsModel::EquippedRole).toBool(), true);
        QCOMPARE(role(model, 0, ItemsModel::CountsRole).toBool(), true);
        QCOMPARE(model.get(0).value(u"name"_s).toString(), u"Flaming Armor"_s);
        QVERIFY(model.get(1).isEmpty());

        // A second Armor, carried, counts for nothing; the referee refuses to equip it over the first.
        perform(MunchkinActions::gainItem(u"Ann"_s, armor(u"Leather Armor"_s, 1, false)));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(role(model, 1, ItemsModel::EquippedRole).toBool(), false);
        QCOMPARE(role(model, 1, ItemsModel::CountsRole).toBool(), false);
        const auto refusal =
            m_session->perform(MunchkinActions::equipItem(u"Ann"_s, u"Leather Armor"_s, true));
        QVERIFY(!refusal.legal);
        QCOMPARE(role(model, 1, ItemsModel::EquippedRole).toBool(), false);

        // Same Items, new ruling: the rows change in place, no reset.
        resets.clear();
        changes.clear();
        perform(MunchkinActions::equipItem(u"Ann"_s, u"Flaming Armor"_s, false));
        QCOMPARE(resets.count(), 0);
        QVERIFY(changes.count() >= 1);
        QCOMPARE(role(model, 0, ItemsModel::EquippedRole).toBool(), false);
        QCOMPARE(role(model, 0, ItemsModel::CountsRole).toBool(), false);

        perform(MunchkinActions::equipItem(u"Ann"_s, u"Leather Armor"_s, true));
        QCOMPARE(role(model, 1, ItemsModel::CountsRole).toBool(), true);
        QCOMPARE(role(model, 1, ItemsModel::LifterRole).toString(), u"none"_s);

        perform(MunchkinActions::loseItem(u"Ann"_s, u"Flaming Armor"_s));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(role(model, 0, ItemsModel::NameRole).toString(), u"Leather Armor"_s);

        // Undo brings it back.
        QVERIFY(m_session->undo());
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(role(model, 0, ItemsModel::NameRole).toString(), u"Flaming Armor"_s);
    }

    void otherPlayerAndNoSession()
    {
        ItemsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy playerChanged(&model, &ItemsModel::playerChanged);
        model.setSession(m_session.get());
        perform(MunchkinActions::gainItem(u"Ann"_s, armor(u"Flaming Armor"_s, 2)));
        model.setPlayer(u"Bob"_s);
        QCOMPARE(playerChanged.count(), 1);
        model.setPlayer(u"Bob"_s);
        QCOMPARE(playerChanged.count(), 1);
        QCOMPARE(model.rowCount(), 0);
        model.setPlayer(u"Ann"_s);
        QCOMPARE(model.rowCount(), 1);
        model.setPlayer(u"Nobody"_s);
        QCOMPARE(model.rowCount(), 0);
        model.setPlayer(u"Ann"_s);

        // The session going away empties the list.
        QSignalSpy sessionChanged(&model, &ItemsModel::sessionChanged);
        m_session.reset();
        QCOMPARE(sessionChanged.count(), 1);
        QCOMPARE(model.session(), nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

private:
    void perform(const arbiter::app::ActionRequest& request)
    {
        const auto verdict = m_session->perform(request);
        QVERIFY2(verdict.legal, qPrintable(verdict.summary()));
    }

    QTemporaryDir m_dir;
    int m_files = 0;
    std::unique_ptr<GameSession> m_session;
};

QTEST_GUILESS_MAIN(TestItemsModel)
#include "tst_itemsmodel.moc"
