// CardLibraryModel: the table's cards as an autocomplete lists them (the open game's edition, a query,
// a kind), the card values a row gives back to the forms (a remembered monster starts a fight with all
// its numbers), corrections and forgetting, and a card pack through a file; checked by
// QAbstractItemModelTester throughout.

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "app/actions/munchkin_actions.h"
#include "app/cards/cardlibrarymodel.h"
#include "app/models/steady_list_model.h"
#include "app/session/gamesession.h"

#include <memory>

using arbiter::app::CardLibraryModel;
using arbiter::app::GameSession;
using arbiter::app::ItemCard;
using arbiter::app::MonsterCard;
using arbiter::app::MunchkinActions;
using arbiter::app::RememberedCard;
using arbiter::app::SteadyListModel;
using namespace Qt::StringLiterals;

namespace {

MonsterCard netTroll()
{
    MonsterCard card;
    card.name = u"Net Troll"_s;
    card.level = 10;
    card.treasures = 3;
    card.tags = QStringList{u"Undead"_s};
    card.versusKind = u"race"_s;
    card.versusValue = u"Elf"_s;
    card.versusBonus = 5;
    return card;
}

QStringList names(const CardLibraryModel& model)
{
    QStringList result;
    for (int row = 0; row < model.rowCount(); ++row)
        result.append(model.data(model.index(row), CardLibraryModel::NameRole).toString());
    return result;
}

QVariantMap newGameSetup(const QString& edition)
{
    return {
        {u"name"_s, u"Cards"_s},
        {u"edition"_s, edition},
        {u"players"_s, QVariantList{QVariantMap{{u"name"_s, u"Ann"_s}}, QVariantMap{{u"name"_s, u"Bob"_s}}}}};
}

}  // namespace

class TestCardLibraryModel : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;
    std::unique_ptr<GameSession> m_session;

    void perform(const arbiter::app::ActionRequest& request)
    {
        const auto verdict = m_session->perform(request);
        QVERIFY2(verdict.recorded, qPrintable(verdict.error));
    }

    // A Deluxe fight against Net Troll with an Enhancer, won with Bob's help; a Horny Helmet and a Bat.
    void playSomeCards()
    {
        perform(MunchkinActions::gainItem(u"Ann"_s, [] {
            ItemCard helmet;
            helmet.name = u"Horny Helmet"_s;
            helmet.slot = u"headgear"_s;
            helmet.bonus = 1;
            helmet.gold = 600;
            helmet.onlyForKind = u"race"_s;
            helmet.onlyFor = u"Elf"_s;
            return helmet;
        }()));
        perform(MunchkinActions::startCombat(netTroll()));
        perform(MunchkinActions::addEnhancer(0, u"Enraged"_s, 5, 1));
        perform(MunchkinActions::playOneShot(u"players"_s, u"Potion of Fire"_s, 3));
    }

    // `enhancers` lists the session's Enhancers, after playSomeCards().
    void followEnhancersAfterSomeCards(CardLibraryModel& enhancers)
    {
        playSomeCards();
        enhancers.setSession(m_session.get());
        enhancers.setKind(u"enhancer"_s);
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_session = std::make_unique<GameSession>();
        QVERIFY(m_session->openFile(m_dir.filePath(u"cards-%1.sqlite"_s.arg(++m_files))));
        QVERIFY(m_session->games()->newGame(newGameSetup(u"deluxe"_s)).legal);
    }

    void cleanup() { m_session.reset(); }

    void roleNames()
    {
        CardLibraryModel model;
        const QList<QByteArray> roles = model.roleNames().values();
        for (const char* name : {"cardId", "name", "kind", "summary", "badStuff", "uses"})
            QVERIFY2(roles.contains(QByteArray(name)), name);
    }

    // A card played again keeps the rows (a fight's chips are not made anew): only the row whose
    // count changed is redrawn, and no reset comes.
    void sameCardsUpdateInPlace()
    {
        CardLibraryModel enhancers;
        followEnhancersAfterSomeCards(enhancers);
        QCOMPARE(names(enhancers), QStringList{u"Enraged"_s});
        QSignalSpy reset(&enhancers, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&enhancers, &QAbstractItemModel::dataChanged);
        perform(MunchkinActions::addEnhancer(0, u"Enraged"_s, 5, 1));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 0);
        QCOMPARE(enhancers.data(enhancers.index(0), CardLibraryModel::UsesRole).toInt(), 2);
        // Another card is another list: reset.
        perform(MunchkinActions::addEnhancer(0, u"Ancient"_s, 10, 2));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(enhancers.rowCount(), 2);
    }

    // An inactive model (a hidden form's) keeps its rows and reads nothing until it is active again.
    void inactiveModelWaits()
    {
        CardLibraryModel enhancers;
        followEnhancersAfterSomeCards(enhancers);
        QCOMPARE(names(enhancers), QStringList{u"Enraged"_s});
        enhancers.setActive(false);
        QSignalSpy reset(&enhancers, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&enhancers, &QAbstractItemModel::dataChanged);
        perform(MunchkinActions::addEnhancer(0, u"Ancient"_s, 10, 2));
        enhancers.setQuery(u"anc"_s);
        QCOMPARE(names(enhancers), QStringList{u"Enraged"_s});
        QCOMPARE(reset.count() + changed.count(), 0);
        enhancers.setActive(true);
        QCOMPARE(names(enhancers), QStringList{u"Ancient"_s});
        // Active with nothing changed meanwhile: nothing is read again.
        enhancers.setActive(false);
        enhancers.setActive(true);
        QCOMPARE(reset.count(), 1);
    }

    // SteadyListModel: equal rows stay, a changed row is updated in place, rows come and go at the end.
    void steadyListKeepsRows()
    {
        SteadyListModel list;
        QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&list, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&list, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(&list, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&list, &QAbstractItemModel::rowsRemoved);
        QSignalSpy values(&list, &SteadyListModel::valuesChanged);
        QSignalSpy counted(&list, &SteadyListModel::countChanged);

        list.setValues({u"a"_s, u"b"_s, u"c"_s});
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(list.count(), 3);
        QCOMPARE(list.roleNames().value(SteadyListModel::ModelDataRole), QByteArray("modelData"));
        QCOMPARE(list.data(list.index(1), SteadyListModel::ModelDataRole).toString(), u"b"_s);

        list.setValues({u"a"_s, u"b"_s, u"c"_s});  // the same: nothing at all
        QCOMPARE(changed.count(), 0);
        QCOMPARE(values.count(), 1);

        list.setValues({u"a"_s, u"B"_s, u"c"_s});  // one row changed: that row alone
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 1);
        QCOMPARE(changed.at(0).at(1).toModelIndex().row(), 1);

        list.setValues({u"x"_s, u"B"_s, u"z"_s, u"d"_s});  // two runs changed, one row added at the end
        QCOMPARE(changed.count(), 3);
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(inserted.at(1).at(1).toInt(), 3);
        QCOMPARE(list.values(), (QVariantList{u"x"_s, u"B"_s, u"z"_s, u"d"_s}));

        list.setValues({u"x"_s});  // rows removed from the end
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.at(0).at(1).toInt(), 1);
        QCOMPARE(removed.at(0).at(2).toInt(), 3);
        QCOMPARE(list.count(), 1);
        QCOMPARE(counted.count(), 3);
        QCOMPARE(reset.count(), 0);
    }

    // The session's own model follows what the table plays, for its edition.
    void sessionCardsFollowThePlay()
    {
        CardLibraryModel* cards = m_session->cards();
        QAbstractItemModelTester tester(cards, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(cards->edition(), u"deluxe"_s);
        QCOMPARE(cards->rowCount(), 0);
        QSignalSpy counted(cards, &CardLibraryModel::countChanged);
        playSomeCards();
        QCOMPARE(cards->rowCount(), 4);
        QVERIFY(counted.count() >= 1);

        // A few letters find it, whatever their case.
        cards->setQuery(u"ne"_s);
        QCOMPARE(names(*cards), QStringList{u"Net Troll"_s});
        QCOMPARE(cards->data(cards->index(0), CardLibraryModel::SummaryRole).toString(),
                 u"Level 10 · 3 Treasures · Undead · +5 vs Elf"_s);
        QCOMPARE(cards->data(cards->index(0), CardLibraryModel::KindRole).toString(), u"monster"_s);
        QCOMPARE(cards->data(cards->index(0), CardLibraryModel::UsesRole).toInt(), 1);
        cards->setQuery(u"HORN"_s);
        QCOMPARE(cards->data(cards->index(0), CardLibraryModel::SummaryRole).toString(),
                 u"+1 · Headgear · 600 Gold · only Elf"_s);
        cards->setQuery(QString());
        cards->setKind(u"enhancer"_s);
        QCOMPARE(names(*cards), QStringList{u"Enraged"_s});
        QCOMPARE(cards->data(cards->index(0), CardLibraryModel::SummaryRole).toString(),
                 u"+5 · +1 Treasure"_s);
        cards->setKind(u"door"_s);  // no such kind: nothing
        QCOMPARE(cards->rowCount(), 0);
        cards->setKind(QString());
        cards->setLimit(2);
        QCOMPARE(cards->rowCount(), 2);

        // Another edition's game has its own library; a Panic game none.
        QVERIFY(m_session->games()->newGame(newGameSetup(u"cthulhu"_s)).legal);
        QCOMPARE(cards->edition(), u"cthulhu"_s);
        QCOMPARE(cards->rowCount(), 0);
    }

    // A monster entered by its Level alone (the builder names it "Level 8 monster") is no card to offer.
    void unnamedMonsterIsNotRemembered()
    {
        MonsterCard unnamed;
        unnamed.level = 8;
        perform(MunchkinActions::startCombat(unnamed));
        QVERIFY(m_session->combat().active);
        QCOMPARE(m_session->cards()->rowCount(), 0);
        perform(MunchkinActions::addMonster([] {
            MonsterCard named = netTroll();
            named.joinedBy = u"wandering-monster"_s;
            return named;
        }()));
        QCOMPARE(names(*m_session->cards()), QStringList{u"Net Troll"_s});
    }

    // A quick bonus played from a chip, without a name, is no card: "One-shot +5" is not offered as a
    // card (its chip would read "One-shot +5 +5"); a named one-shot is.
    void quickBonusIsNotRemembered()
    {
        perform(MunchkinActions::startCombat(netTroll()));
        CardLibraryModel* cards = m_session->cards();
        cards->setKind(u"one-shot"_s);
        perform(MunchkinActions::playOneShot(u"players"_s, QString(), 5));
        perform(MunchkinActions::playOneShot(u"monsters"_s, u"  "_s, -5));
        QCOMPARE(cards->rowCount(), 0);
        cards->setKind(u"enhancer"_s);
        perform(MunchkinActions::addEnhancer(0, QString(), 10, 1));
        QCOMPARE(cards->rowCount(), 0);
        cards->setKind(QString());
        perform(MunchkinActions::playOneShot(u"players"_s, u"Potion of Fire"_s, 3));
        QCOMPARE(names(*cards), (QStringList{u"Net Troll"_s, u"Potion of Fire"_s}));
        // The plain names the builders give.
        QCOMPARE(MunchkinActions::unnamedOneShot(5), u"One-shot +5"_s);
        QCOMPARE(MunchkinActions::unnamedEnhancer(-10), u"Enhancer -10"_s);
        QCOMPARE(MunchkinActions::playOneShot(u"players"_s, QString(), 5)
                     .action()
                     ->getIf<arbiter::rules::game::actions::PlayOneShot>()
                     ->card.name,
                 std::string("One-shot +5"));
    }

    // An Item typed again with other numbers leaves the library's card as it was and asks; the answer
    // keeps it or updates it. One typed in haste (saying less) keeps the card without a question.
    void differentEntryAsksBeforeItChangesTheCard()
    {
        ItemCard mace;
        mace.name = u"Mace of Sharpness"_s;
        mace.slot = u"1hand"_s;
        mace.bonus = 4;
        mace.gold = 600;
        mace.onlyForKind = u"class"_s;
        mace.onlyFor = u"Cleric"_s;
        perform(MunchkinActions::gainItem(u"Ann"_s, mace));
        CardLibraryModel* cards = m_session->cards();
        QCOMPARE(cards->conflict().cardId, qint64(0));
        const int row = cards->rowNamed(u"mace of  SHARPNESS"_s);
        QCOMPARE(row, 0);
        QCOMPARE(cards->rowNamed(u"Mace"_s), -1);
        const QString library = u"+4 · 1 Hand · 600 Gold · only Cleric"_s;
        QCOMPARE(cards->card(row).summary, library);

        // In haste: "+0, 1 Hand". The card stays whole, and nothing is asked.
        ItemCard hasty;
        hasty.name = u"Mace of Sharpness"_s;
        hasty.slot = u"1hand"_s;
        perform(MunchkinActions::gainItem(u"Bob"_s, hasty));
        QCOMPARE(cards->conflict().cardId, qint64(0));
        QCOMPARE(cards->card(row).summary, library);

        // Otherwise: +2, 2 Hands. Recorded as entered, the card kept, and a question.
        ItemCard other = hasty;
        other.slot = u"2hands"_s;
        other.bonus = 2;
        QVERIFY(m_session->perform(MunchkinActions::loseItem(u"Bob"_s, u"Mace of Sharpness"_s)).recorded);
        const auto verdict = m_session->perform(MunchkinActions::gainItem(u"Bob"_s, other));
        QVERIFY(verdict.recorded);
        const arbiter::app::CardConflictView asked = cards->conflict();
        QCOMPARE(asked.cardId, cards->card(row).cardId);
        QCOMPARE(asked.seq, verdict.seq);
        QVERIFY(asked.asked());
        QCOMPARE(cards->conflictAfter(asked.seq), asked);
        QVERIFY(!cards->conflictAfter(asked.seq - 1).asked());
        QCOMPARE(asked.name, u"Mace of Sharpness"_s);
        QCOMPARE(asked.kind, u"item"_s);
        QCOMPARE(asked.cardSummary, library);
        QCOMPARE(asked.updatedSummary, u"+2 · 2 Hands · 600 Gold · only Cleric"_s);
        QCOMPARE(cards->card(row).summary, library);

        // Keep: the card stays, the question is gone.
        QVERIFY(cards->settleConflict(asked, false).recorded);
        QCOMPARE(cards->conflict().cardId, qint64(0));
        QCOMPARE(cards->card(row).summary, library);
        QVERIFY(!cards->settleConflict(asked, true).legal);  // asked once

        // Update: the card takes what the entry says.
        QVERIFY(m_session->undo());
        QVERIFY(m_session->perform(MunchkinActions::gainItem(u"Bob"_s, other)).recorded);
        QCOMPARE(cards->conflict().cardId, asked.cardId);
        const auto updated = cards->settleConflict(asked, true);
        QVERIFY2(updated.recorded, qPrintable(updated.error));
        QCOMPARE(cards->card(cards->rowNamed(u"Mace of Sharpness"_s)).summary,
                 u"+2 · 2 Hands · 600 Gold · only Cleric"_s);
        QCOMPARE(cards->conflict().cardId, qint64(0));

        // Another action ends an unanswered question.
        perform(MunchkinActions::gainItem(u"Ann"_s, [&mace] {
            ItemCard third = mace;
            third.name = u"mace of sharpness"_s;
            third.gold = 900;
            return third;
        }()));
        QVERIFY(cards->conflict().cardId != 0);
        perform(MunchkinActions::changeLevel(u"Ann"_s, 1));
        QCOMPARE(cards->conflict().cardId, qint64(0));
    }

    // The restrictions an Item of the edition can carry: its kinds of character card, and sex.
    void restrictionKindsFollowTheEdition()
    {
        CardLibraryModel* cards = m_session->cards();
        QCOMPARE(cards->restrictionKinds(), (QStringList{u"race"_s, u"class"_s, u"sex"_s}));
        QVERIFY(m_session->games()->newGame(newGameSetup(u"pathfinder"_s)).legal);
        QCOMPARE(cards->restrictionKinds(), (QStringList{u"class"_s, u"faction"_s, u"sex"_s}));
        QVERIFY(m_session->games()->newGame(newGameSetup(u"nightmare"_s)).legal);
        QCOMPARE(cards->restrictionKinds(), (QStringList{u"citizenship"_s, u"sex"_s}));
    }

    // A remembered monster comes back as the combat form's card, and starts the same fight.
    void rowGivesBackTheFormsCard()
    {
        playSomeCards();
        CardLibraryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSession(m_session.get());
        model.setKind(u"monster"_s);
        model.setQuery(u"tro"_s);
        QCOMPARE(model.rowCount(), 1);
        const MonsterCard monster = model.monsterCard(0);
        QCOMPARE(monster, netTroll());
        QVERIFY(MunchkinActions::startCombat(monster).action()
                == MunchkinActions::startCombat(netTroll()).action());

        model.setKind(u"item"_s);
        model.setQuery(u"helmet"_s);
        const ItemCard helmet = model.itemCard(0);
        QCOMPARE(helmet.name, u"Horny Helmet"_s);
        QCOMPARE(helmet.slot, u"headgear"_s);
        QCOMPARE(helmet.gold, 600);
        QCOMPARE(helmet.onlyFor, u"Elf"_s);
        QCOMPARE(model.monsterCard(0), MonsterCard());  // not a monster: a fresh card

        model.setKind(u"one-shot"_s);
        model.setQuery(QString());
        const RememberedCard potion = model.card(0);
        QCOMPARE(potion.kind, u"one-shot"_s);
        QCOMPARE(potion.name, u"Potion of Fire"_s);
        QCOMPARE(potion.bonus, 3);
        QVERIFY(potion.cardId > 0);
        QCOMPARE(model.card(5).cardId, qint64(0));
    }

    void correctAndForget()
    {
        playSomeCards();
        CardLibraryModel* cards = m_session->cards();
        QAbstractItemModelTester tester(cards, QAbstractItemModelTester::FailureReportingMode::QtTest);
        cards->setKind(u"monster"_s);
        RememberedCard troll = cards->card(0);
        troll.name = u"Net Troll (Deluxe)"_s;
        troll.level = 11;
        troll.badStuff = u"Lose 2 levels"_s;
        auto verdict = cards->correct(0, troll);
        QVERIFY2(verdict.recorded, qPrintable(verdict.error));
        QCOMPARE(cards->card(0).name, u"Net Troll (Deluxe)"_s);
        QCOMPARE(cards->card(0).level, 11);
        QCOMPARE(cards->card(0).badStuff, u"Lose 2 levels"_s);
        QCOMPARE(cards->monsterCard(0).versusValue, u"Elf"_s);  // the rest of the card stays

        // The whole card from the form, and a name too long is refused naming it.
        MonsterCard edited = cards->monsterCard(0);
        edited.tags = QStringList{u"Undead"_s, u"Troll"_s};
        verdict = cards->correctMonster(0, edited, u"Lose 3 levels"_s);
        QVERIFY2(verdict.recorded, qPrintable(verdict.error));
        QCOMPARE(cards->monsterCard(0).tags, (QStringList{u"Undead"_s, u"Troll"_s}));
        QCOMPARE(cards->card(0).badStuff, u"Lose 3 levels"_s);
        troll = cards->card(0);
        troll.name = QString(41, u'x');
        verdict = cards->correct(0, troll);
        QVERIFY(!verdict.recorded);
        QCOMPARE(verdict.field, u"card.name"_s);
        edited.name.clear();
        QCOMPARE(cards->correctMonster(0, edited, {}).field, u"monster.name"_s);

        // Renaming onto another card of the kind is refused.
        cards->setKind(u"item"_s);
        ItemCard helmet = cards->itemCard(0);
        helmet.bonus = 2;
        QVERIFY(cards->correctItem(0, helmet).recorded);
        QCOMPARE(cards->card(0).bonus, 2);
        QVERIFY(m_session->core()
                    ->saveCard({u"deluxe"_s, arbiter::rules::munchkin::Enhancer{"Ancient", 10, 2}, {}})
                    .recorded);
        cards->setKind(QString());
        cards->setQuery(u"enraged"_s);
        RememberedCard enraged = cards->card(0);
        enraged.name = u"ANCIENT"_s;
        verdict = cards->correct(0, enraged);
        QVERIFY(!verdict.recorded);
        QCOMPARE(verdict.field, u"card.name"_s);
        QCOMPARE(cards->card(0).name, u"Enraged"_s);
        enraged.name = u"potion of fire"_s;  // a one-shot's name: another kind, so no clash
        QVERIFY(cards->correct(0, enraged).recorded);
        cards->setQuery(u"potion"_s);
        QCOMPARE(cards->rowCount(), 2);
        cards->setKind(u"enhancer"_s);

        QVERIFY(cards->forget(0).recorded);
        QCOMPARE(cards->rowCount(), 0);
        cards->setKind(QString());
        cards->setQuery(QString());
        QCOMPARE(names(*cards).size(), 4);
        QVERIFY(!names(*cards).contains(u"potion of fire"_s));
    }

    // A card pack through a file: export, forget, import back; a file that is no pack says so.
    void packThroughAFile()
    {
        playSomeCards();
        CardLibraryModel* cards = m_session->cards();
        const QString path = m_dir.filePath(u"pack-%1.json"_s.arg(m_files));
        QVERIFY(cards->exportPack(QUrl::fromLocalFile(path)).legal);
        QVERIFY(QFile::exists(path));
        while (cards->rowCount() > 0)
            QVERIFY(cards->forget(0).recorded);
        const auto imported = cards->importPack(QUrl::fromLocalFile(path));
        QVERIFY2(imported.recorded, qPrintable(imported.error));
        QCOMPARE(imported.message, u"Imported 4 cards."_s);
        QCOMPARE(cards->rowCount(), 4);

        const QString game = m_dir.filePath(u"game-%1.json"_s.arg(m_files));
        QVERIFY(m_session->games()->exportGame(m_session->gameId(), QUrl::fromLocalFile(game)).legal);
        const auto refused = cards->importPack(QUrl::fromLocalFile(game));
        QVERIFY(!refused.legal);
        QCOMPARE(refused.field, u"file"_s);
        QVERIFY2(refused.error.contains(u"not an Arbiter card pack"_s), qPrintable(refused.error));

        QFile damaged(path);
        QVERIFY(damaged.open(QIODevice::ReadWrite));
        QByteArray text = damaged.readAll();
        text.replace("\"level\": 10", "\"level\": \"ten\"");
        damaged.resize(0);
        damaged.write(text);
        damaged.close();
        const auto named = cards->importPack(QUrl::fromLocalFile(path));
        QVERIFY(!named.legal);
        QVERIFY2(named.field.endsWith(u".data.level"_s), qPrintable(named.field));
    }
};

QTEST_GUILESS_MAIN(TestCardLibraryModel)
#include "tst_cardlibrarymodel.moc"
