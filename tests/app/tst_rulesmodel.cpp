// RulesModel: the rules reference list and its filter.

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <string_view>

#include "app/models/rulesmodel.h"
#include "rules/game/rule_catalogue.h"

using arbiter::app::RulesModel;

namespace {

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// What the filter should keep, computed straight from the catalogue.
int expectedMatches(const QString& filter)
{
    const QString needle = filter.trimmed();
    int count = 0;
    for (const auto& entry : arbiter::rules::ruleCatalogue()) {
        if (toQString(entry.id).contains(needle, Qt::CaseInsensitive)
            || toQString(entry.title).contains(needle, Qt::CaseInsensitive)
            || toQString(entry.summary).contains(needle, Qt::CaseInsensitive))
            ++count;
    }
    return count;
}

}  // namespace

class TestRulesModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void listsTheWholeCatalogue();
    void exposesEveryRole();
    void filter_data();
    void filter();
    void sameFilterDoesNotReset();
    void childrenAreEmpty();
};

void TestRulesModel::initTestCase()
{
    QVERIFY2(!arbiter::rules::ruleCatalogue().empty(), "the rule catalogue is empty");
}

void TestRulesModel::listsTheWholeCatalogue()
{
    RulesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto catalogue = arbiter::rules::ruleCatalogue();
    QCOMPARE(model.rowCount(), static_cast<int>(catalogue.size()));
    QVERIFY(model.filter().isEmpty());
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row);
        const auto& entry = catalogue[static_cast<std::size_t>(row)];
        QCOMPARE(index.data(RulesModel::IdRole).toString(), toQString(entry.id));
        QCOMPARE(index.data(RulesModel::TitleRole).toString(), toQString(entry.title));
        QCOMPARE(index.data(RulesModel::SummaryRole).toString(), toQString(entry.summary));
        QCOMPARE(index.data(RulesModel::RulebookRole).toString(), toQString(entry.rulebook));
        QCOMPARE(index.data(RulesModel::SectionRole).toString(), toQString(entry.section));
        QCOMPARE(index.data(Qt::DisplayRole).toString(), toQString(entry.title));
    }
}

void TestRulesModel::exposesEveryRole()
{
    RulesModel model;
    const QHash<int, QByteArray> roles = model.roleNames();
    QCOMPARE(roles.size(), 5);
    QCOMPARE(roles.value(RulesModel::IdRole), QByteArrayLiteral("ruleId"));
    QCOMPARE(roles.value(RulesModel::TitleRole), QByteArrayLiteral("title"));
    QCOMPARE(roles.value(RulesModel::SummaryRole), QByteArrayLiteral("summary"));
    QCOMPARE(roles.value(RulesModel::RulebookRole), QByteArrayLiteral("rulebook"));
    QCOMPARE(roles.value(RulesModel::SectionRole), QByteArrayLiteral("section"));
}

void TestRulesModel::filter_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<bool>("keepsFirstRule");

    const auto& first = arbiter::rules::ruleCatalogue().front();
    QTest::addRow("blank") << QStringLiteral("   ") << true;
    QTest::addRow("first id") << toQString(first.id) << true;
    QTest::addRow("first title in upper case") << toQString(first.title).toUpper() << true;
    QTest::addRow("first summary in lower case") << toQString(first.summary).toLower() << true;
    QTest::addRow("padded first id") << QStringLiteral("  %1 ").arg(toQString(first.id)) << true;
    QTest::addRow("no such rule") << QStringLiteral("#no rule says this#") << false;
}

void TestRulesModel::filter()
{
    QFETCH(QString, filter);
    QFETCH(bool, keepsFirstRule);

    RulesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy aboutToReset(&model, &QAbstractItemModel::modelAboutToBeReset);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy filterChanged(&model, &RulesModel::filterChanged);

    model.setFilter(filter);
    QCOMPARE(model.filter(), filter);
    QCOMPARE(aboutToReset.count(), 1);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(filterChanged.count(), 1);
    QCOMPARE(model.rowCount(), expectedMatches(filter));
    QVERIFY(model.rowCount() <= static_cast<int>(arbiter::rules::ruleCatalogue().size()));

    const QString needle = filter.trimmed();
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row);
        QVERIFY2(index.data(RulesModel::IdRole).toString().contains(needle, Qt::CaseInsensitive)
                     || index.data(RulesModel::TitleRole).toString().contains(needle, Qt::CaseInsensitive)
                     || index.data(RulesModel::SummaryRole).toString().contains(needle, Qt::CaseInsensitive),
                 qPrintable(index.data(RulesModel::IdRole).toString()));
    }
    const QString firstId = toQString(arbiter::rules::ruleCatalogue().front().id);
    QCOMPARE(model.rowCount() > 0 && model.index(0).data(RulesModel::IdRole).toString() == firstId,
             keepsFirstRule);

    // Clearing the filter brings the whole catalogue back.
    model.setFilter(QString());
    QCOMPARE(reset.count(), 2);
    QCOMPARE(model.rowCount(), static_cast<int>(arbiter::rules::ruleCatalogue().size()));
}

void TestRulesModel::sameFilterDoesNotReset()
{
    RulesModel model;
    const QString filter = toQString(arbiter::rules::ruleCatalogue().front().id);
    model.setFilter(filter);
    const int rows = model.rowCount();

    QSignalSpy aboutToReset(&model, &QAbstractItemModel::modelAboutToBeReset);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy filterChanged(&model, &RulesModel::filterChanged);
    model.setFilter(filter);
    QCOMPARE(aboutToReset.count(), 0);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(filterChanged.count(), 0);
    QCOMPARE(model.rowCount(), rows);
}

void TestRulesModel::childrenAreEmpty()
{
    RulesModel model;
    QCOMPARE(model.rowCount(model.index(0)), 0);
}

QTEST_GUILESS_MAIN(TestRulesModel)
#include "tst_rulesmodel.moc"
