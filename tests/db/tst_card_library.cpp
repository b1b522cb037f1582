// The table's card library: card JSON read by the actions' own readers, strictly; the card pack and its
// refusals naming the field; the store's remember / save / correct / forget, the ranking of find(), and
// an import that is all or nothing.

#include "db/codec/card_json.h"
#include "db/codec/game_json.h"
#include "db/store/card_library.h"
#include "db/store/log_store.h"
#include "tests/db/log_test_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace arbiter::db;
namespace mk = arbiter::rules::munchkin;
namespace game = arbiter::rules::game;
using arbiter::db::test::fileBytes;
using arbiter::db::test::openStoreOrDie;

namespace {

LibraryCard netTroll()
{
    mk::Monster monster;
    monster.name = "Net Troll";
    monster.level = 10;
    monster.treasures = 3;
    monster.tags = {"Undead"};
    monster.versus.push_back({{mk::Attribute::Kind::Race, "Elf"}, 5});
    return {u"deluxe"_s, monster, u"Lose 2 levels"_s};
}

LibraryCard enhancer(const std::string& name, int bonus, int treasures, const QString& edition = u"deluxe"_s)
{
    return {edition, mk::Enhancer{name, bonus, treasures}, {}};
}

LibraryCard item(const std::string& name, int bonus)
{
    mk::Item card;
    card.name = name;
    card.bonus = bonus;
    card.slot = mk::Slot::Headgear;
    card.gold = 400;
    return {u"deluxe"_s, card, {}};
}

QStringList names(const QList<CardRow>& rows)
{
    QStringList result;
    for (const CardRow& row : rows)
        result.append(row.card.name());
    return result;
}

QJsonObject parse(const QByteArray& json)
{
    return QJsonDocument::fromJson(json).object();
}

}  // namespace

Q_DECLARE_METATYPE(arbiter::db::LibraryCard)

class TestCardLibrary : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;
    QString newPath() { return m_dir.filePath(u"cards-%1.arbiter"_s.arg(++m_files)); }

private slots:
    // --- the codec ---

    // Every kind goes to JSON and back unchanged, through the actions' own readers.
    void everyKindRoundTrips_data()
    {
        QTest::addColumn<LibraryCard>("card");
        QTest::newRow("monster") << netTroll();
        QTest::newRow("enhancer") << enhancer("Ancient", 10, 2);
        QTest::newRow("one-shot") << LibraryCard{
            u"pathfinder"_s, OneShotCard{{"Potion of Fire", 3}, 200}, {}};
        mk::Item bow = std::get<mk::Item>(item("Bow with Ribbons", 4).data);
        bow.slot = mk::Slot::TwoHands;
        bow.big = true;
        bow.onlyFor = mk::Attribute{mk::Attribute::Kind::Race, "Elf"};
        bow.forbiddenFor = mk::Attribute{mk::Attribute::Kind::Sex, "male"};
        QTest::newRow("item") << LibraryCard{u"deluxe"_s, bow, {}};
        QTest::newRow("ride") << LibraryCard{u"nightmare"_s, mk::Ride{"Bat", 2}, {}};
        QTest::newRow("hireling") << LibraryCard{u"deluxe"_s, HirelingCard{"Gnome Hireling"}, {}};
        QTest::newRow("curse") << LibraryCard{u"cthulhu"_s, game::Curse{"Lose a Hand", -2}, {}};
    }
    void everyKindRoundTrips()
    {
        QFETCH(LibraryCard, card);
        const QJsonObject json = cardToJson(card);
        QVERIFY(!json[u"data"_s].toObject().contains(u"name"_s));  // the name is given once
        JsonIssues issues;
        const std::optional<LibraryCard> read = readLibraryCard(json, u"card"_s, issues);
        QVERIFY2(read,
                 qPrintable(issues.error() ? issues.error()->field + u' ' + issues.error()->message : u""_s));
        QVERIFY(*read == card);
        QVERIFY(!checkCard(card));
    }

    // The card an action plays, without what belongs to that fight only.
    void cardOfActionKeepsTheCardNotThePlay()
    {
        mk::Monster monster = std::get<mk::Monster>(netTroll().data);
        monster.enhancers.push_back({"Ancient", 10, 2});
        monster.joinedBy = mk::JoinedBy::WanderingMonster;
        const std::optional<LibraryCard> card =
            cardOfAction(game::Action{game::actions::AddMonster{monster}}, u"deluxe"_s);
        QVERIFY(card);
        QCOMPARE(card->kind(), CardKind::Monster);
        QVERIFY(std::get<mk::Monster>(card->data).enhancers.empty());
        QCOMPARE(std::get<mk::Monster>(card->data).joinedBy, mk::JoinedBy::Door);
        QCOMPARE(std::get<mk::Monster>(card->data).versus.size(), std::size_t(1));

        mk::Item helmet = std::get<mk::Item>(item("Helmet", 1).data);
        helmet.equipped = false;
        helmet.lifter = mk::Lifter::Cheat;
        const auto gained = cardOfAction(game::Action{game::actions::GainItem{"Ann", helmet}}, u"deluxe"_s);
        QVERIFY(gained);
        QVERIFY(std::get<mk::Item>(gained->data).equipped);
        QCOMPARE(std::get<mk::Item>(gained->data).lifter, mk::Lifter::Auto);

        QCOMPARE(
            cardOfAction(game::Action{game::actions::PlayOneShot{game::Side::Monsters, {"Doppleganger", 4}}},
                         u"deluxe"_s)
                ->kind(),
            CardKind::OneShot);
        QCOMPARE(cardOfAction(game::Action{game::actions::GainHireling{"Ann", "Gnome"}}, u"deluxe"_s)->name(),
                 u"Gnome"_s);
        QVERIFY(!cardOfAction(game::Action{game::actions::EndTurn{}}, u"deluxe"_s));
    }

    // A damaged card names its field, down to the reader's own fields.
    void damagedCardNamesItsField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::newRow("level missing")
            << R"({"edition":"deluxe","kind":"monster","name":"X","data":{}})"_ba << u"card.data.level"_s;
        QTest::newRow("level too high")
            << R"({"edition":"deluxe","kind":"monster","name":"X","data":{"level":500}})"_ba
            << u"card.data.level"_s;
        QTest::newRow("a fight's enhancers")
            << R"({"edition":"deluxe","kind":"monster","name":"X","data":{"level":1,"enhancers":[]}})"_ba
            << u"card.data.enhancers"_s;
        QTest::newRow("name in data")
            << R"({"edition":"deluxe","kind":"ride","name":"X","data":{"name":"Y"}})"_ba
            << u"card.data.name"_s;
        QTest::newRow("unknown kind")
            << R"({"edition":"deluxe","kind":"door","name":"X","data":{}})"_ba << u"card.kind"_s;
        QTest::newRow("unknown edition")
            << R"({"edition":"panic","kind":"ride","name":"X","data":{}})"_ba << u"card.edition"_s;
        QTest::newRow("blank name") << R"({"edition":"deluxe","kind":"ride","name":"  ","data":{}})"_ba
                                    << u"card.name"_s;
        QTest::newRow("41 characters")
            << R"({"edition":"deluxe","kind":"ride","name":"12345678901234567890123456789012345678901","data":{}})"_ba
            << u"card.name"_s;
        QTest::newRow("unknown field")
            << R"({"edition":"deluxe","kind":"ride","name":"X","data":{},"uses":3})"_ba << u"card.uses"_s;
        QTest::newRow("bad stuff on an item")
            << R"({"edition":"deluxe","kind":"item","name":"X","data":{},"badStuff":"ow"})"_ba
            << u"card.badStuff"_s;
        QTest::newRow("slot") << R"({"edition":"deluxe","kind":"item","name":"X","data":{"slot":"hat"}})"_ba
                              << u"card.data.slot"_s;
        QTest::newRow("one-shot gold")
            << R"({"edition":"deluxe","kind":"one-shot","name":"X","data":{"gold":-1}})"_ba
            << u"card.data.gold"_s;
        QTest::newRow("data missing")
            << R"({"edition":"deluxe","kind":"enhancer","name":"X"})"_ba << u"card.data"_s;
    }
    void damagedCardNamesItsField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        JsonIssues issues;
        QVERIFY(!readLibraryCard(parse(json), u"card"_s, issues));
        QVERIFY(issues.failed());
        QCOMPARE(issues.error()->field, field);
    }

    // A name is trimmed; 40 characters is the most.
    void namesAreTrimmedAndLimited()
    {
        JsonIssues issues;
        const auto card = readLibraryCard(
            parse(
                R"({"edition":"deluxe","kind":"hireling","name":"  1234567890123456789012345678901234567890 "})"),
            u"card"_s, issues);
        QVERIFY(card);
        QCOMPARE(card->name().size(), 40);
        LibraryCard tooLong = enhancer(std::string(41, 'x'), 1, 0);
        QCOMPARE(checkCard(tooLong)->field, u"card.name"_s);
        QCOMPARE(cardNameKey(u" Net   TROLL "_s), cardNameKey(u"net troll"_s));
    }

    void packRefusalsNameTheField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::newRow("a game export")
            << R"({"format":"arbiter-game","version":1,"cards":[]})"_ba << u"format"_s;
        QTest::newRow("no format") << R"({"cards":[]})"_ba << u"format"_s;
        QTest::newRow("newer") << R"({"format":"arbiter-card-pack","version":2,"cards":[]})"_ba
                               << u"version"_s;
        QTest::newRow("unknown field")
            << R"({"format":"arbiter-card-pack","version":1,"cards":[],"deck":"x"})"_ba << u"deck"_s;
        QTest::newRow("no cards") << R"({"format":"arbiter-card-pack","version":1})"_ba << u"cards"_s;
        QTest::newRow("a card not an object")
            << R"({"format":"arbiter-card-pack","version":1,"cards":[3]})"_ba << u"cards[0]"_s;
        QTest::newRow("the fourth card's level") << R"({"format":"arbiter-card-pack","version":1,"cards":[
                {"edition":"deluxe","kind":"hireling","name":"A"},
                {"edition":"deluxe","kind":"hireling","name":"B"},
                {"edition":"deluxe","kind":"hireling","name":"C"},
                {"edition":"deluxe","kind":"monster","name":"D","data":{"level":"ten"}}]})"_ba
                                                 << u"cards[3].data.level"_s;
        QTest::newRow("the same card twice") << R"({"format":"arbiter-card-pack","version":1,"cards":[
                {"edition":"deluxe","kind":"hireling","name":"Gnome"},
                {"edition":"deluxe","kind":"hireling","name":"gnome "}]})"_ba
                                             << u"cards[1].name"_s;
        QTest::newRow("not JSON") << "{"_ba << QString();
    }
    void packRefusalsNameTheField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        JsonIssues issues;
        QVERIFY(!readCardPack(json, issues));
        QVERIFY(issues.failed());
        QCOMPARE(issues.error()->field, field);
    }

    void samePackNameInAnotherKindOrEditionIsFine()
    {
        JsonIssues issues;
        const auto cards = readCardPack(R"({"format":"arbiter-card-pack","version":1,"cards":[
                {"edition":"deluxe","kind":"hireling","name":"Gnome"},
                {"edition":"cthulhu","kind":"hireling","name":"Gnome"},
                {"edition":"deluxe","kind":"ride","name":"Gnome","data":{"bonus":1}}]})"_ba,
                                        issues);
        QVERIFY(cards);
        QCOMPARE(cards->size(), 3);
    }

    // --- the store ---

    void rememberCountsUsesAndKeepsTheFirstName()
    {
        auto store = openStoreOrDie(newPath());
        CardLibrary library(*store);
        const CardRow first = library.remember(netTroll()).value();
        QCOMPARE(first.useCount, 1);
        QVERIFY(first.lastUsedAt.isValid());
        LibraryCard again = netTroll();
        again.setName(u"net  troll"_s);
        again.badStuff.clear();
        std::get<mk::Monster>(again.data).level = 12;
        const CardRow second = library.remember(again).value();
        QCOMPARE(second.id, first.id);
        QCOMPARE(second.useCount, 2);
        QCOMPARE(second.card.name(), u"Net Troll"_s);
        QCOMPARE(second.card.badStuff, u"Lose 2 levels"_s);           // kept: the action had none
        QCOMPARE(std::get<mk::Monster>(second.card.data).level, 10);  // another level is for the table
        QCOMPARE(library.list().value().size(), 1);
        // The same name in another edition or kind is another card.
        QVERIFY(library.remember(enhancer("Net Troll", 5, 1)).value().id != first.id);
        QCOMPARE(library.list(u"deluxe"_s).value().size(), 2);
        QCOMPARE(library.list(u"deluxe"_s, CardKind::Monster).value().size(), 1);
    }

    // An entry never silently overwrites a richer card: what it leaves unsaid is kept, what it adds is
    // taken, and what it says otherwise leaves the card as it is, flagged Different with the card the
    // table may choose instead.
    void rememberNeverLosesARicherCard()
    {
        auto store = openStoreOrDie(newPath());
        CardLibrary library(*store);
        mk::Item mace;
        mace.name = "Mace of Sharpness";
        mace.slot = mk::Slot::OneHand;
        mace.bonus = 4;
        mace.gold = 600;
        mace.onlyFor = mk::Attribute{mk::Attribute::Kind::Class, "Cleric"};
        const LibraryCard pack{u"deluxe"_s, mace, {}};
        const qint64 id = library.save(pack).value().id;
        const auto macesData = [&library, id] {
            return std::get<mk::Item>(library.card(id).value().card.data);
        };

        // Typed on a player page in haste: "+0, 1 Hand". The pack's card stays whole.
        mk::Item hasty;
        hasty.name = "mace of  sharpness";
        hasty.slot = mk::Slot::OneHand;
        hasty.equipped = false;
        CardComparison compared;
        const CardRow played = library.remember({u"deluxe"_s, hasty, {}}, &compared).value();
        QCOMPARE(played.id, id);
        QVERIFY(compared.merge == CardMerge::Kept);
        QVERIFY(macesData() == std::get<mk::Item>(normalizedCard(pack).data));
        QCOMPARE(played.card.name(), u"Mace of Sharpness"_s);
        QCOMPARE(played.useCount, 1);

        // The same card: Same, played again.
        QCOMPARE((library.remember(pack, &compared).value().useCount), 2);
        QVERIFY(compared.merge == CardMerge::Same);

        // An entry that adds what the card left unsaid (Big) and contradicts nothing completes it.
        mk::Item big = hasty;
        big.big = true;
        library.remember({u"deluxe"_s, big, {}}, &compared);
        QVERIFY(compared.merge == CardMerge::Completed);
        QVERIFY(macesData().big);
        QCOMPARE(macesData().bonus, 4);
        QCOMPARE(macesData().onlyFor->value, std::string("Cleric"));

        // Two Hands and +2 where the card says 1 Hand and +4: Different; the card is not changed, and the
        // card the table may take instead keeps what the entry left unsaid.
        mk::Item other = hasty;
        other.slot = mk::Slot::TwoHands;
        other.bonus = 2;
        const mk::Item before = macesData();
        const CardRow flagged = library.remember({u"deluxe"_s, other, {}}, &compared).value();
        QVERIFY(compared.merge == CardMerge::Different);
        QVERIFY(macesData() == before);
        QCOMPARE(flagged.useCount, 4);
        const auto& proposed = std::get<mk::Item>(compared.merged.data);
        QVERIFY(proposed.slot == mk::Slot::TwoHands);
        QCOMPARE(proposed.bonus, 2);
        QCOMPARE(proposed.gold, 600);
        QVERIFY(proposed.big);
        QCOMPARE(proposed.onlyFor->value, std::string("Cleric"));
        QCOMPARE(compared.merged.name(), u"Mace of Sharpness"_s);

        // Another restriction is a difference too; a new card is Same, as entered.
        mk::Item forbidden = hasty;
        forbidden.onlyFor = mk::Attribute{mk::Attribute::Kind::Class, "Wizard"};
        library.remember({u"deluxe"_s, forbidden, {}}, &compared);
        QVERIFY(compared.merge == CardMerge::Different);
        library.remember(item("Pointy Hat", 1), &compared);
        QVERIFY(compared.merge == CardMerge::Same);
        QCOMPARE(compared.merged.name(), u"Pointy Hat"_s);

        // A monster's Bad Stuff is one of its fields.
        library.remember(netTroll());
        LibraryCard otherBadStuff = netTroll();
        otherBadStuff.badStuff = u"Lose your Headgear"_s;
        library.remember(otherBadStuff, &compared);
        QVERIFY(compared.merge == CardMerge::Different);
        QCOMPARE(compared.merged.badStuff, u"Lose your Headgear"_s);
        QCOMPARE(library.lookup(u"deluxe"_s, CardKind::Monster, u"Net Troll"_s).value()->card.badStuff,
                 u"Lose 2 levels"_s);
    }

    void refusedCardNamesTheFieldAndWritesNothing()
    {
        const QString path = newPath();
        auto store = openStoreOrDie(path);
        CardLibrary library(*store);
        const StoreResult<CardRow> refused = library.remember(enhancer(std::string(41, 'x'), 1, 0));
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, StoreErrorKind::BadRequest);
        QCOMPARE(refused.error().field, u"card.name"_s);
        QVERIFY(refused.error().message.contains(u"40"_s));
        const StoreResult<CardRow> badEdition = library.save(enhancer("X", 1, 0, u"panic"_s));
        QCOMPARE(badEdition.error().field, u"card.edition"_s);
        QVERIFY(library.list().value().isEmpty());
    }

    void findRanksPrefixThenUseThenName()
    {
        auto store = openStoreOrDie(newPath());
        CardLibrary library(*store);
        for (const char* name : {"Large Angry Chicken", "Troll Guard", "Net Troll", "Trollop", "Gazebo"})
            QVERIFY(library.save(enhancer(name, 1, 0)).ok());
        QVERIFY(library.save(enhancer("Trolley", 1, 0, u"cthulhu"_s)).ok());
        // Net Troll played twice: ahead of other word matches, never ahead of a name that starts so.
        library.remember(enhancer("Net Troll", 1, 0));
        library.remember(enhancer("Net Troll", 1, 0));
        library.remember(enhancer("Trollop", 1, 0));
        CardQuery query{u"deluxe"_s, u"TROL"_s, {}, 10};
        QCOMPARE(names(library.find(query).value()),
                 (QStringList{u"Trollop"_s, u"Troll Guard"_s, u"Net Troll"_s}));
        query.limit = 2;
        QCOMPARE(library.find(query).value().size(), 2);
        query = {u""_s, u"troll"_s, {}, 10};  // every edition
        QCOMPARE(library.find(query).value().size(), 4);
        query = {u"deluxe"_s, u"ick"_s, {}, 10};  // inside a word
        QCOMPARE(names(library.find(query).value()), QStringList{u"Large Angry Chicken"_s});
        query = {u"deluxe"_s, u"troll"_s, {CardKind::Monster}, 10};
        QVERIFY(library.find(query).value().isEmpty());
        query = {u"deluxe"_s, u""_s, {CardKind::Enhancer}, 2};  // the most played first
        QCOMPARE(names(library.find(query).value()), (QStringList{u"Net Troll"_s, u"Trollop"_s}));
    }

    void correctRenamesButNeverOntoAnother()
    {
        auto store = openStoreOrDie(newPath());
        CardLibrary library(*store);
        const CardRow troll = library.remember(netTroll()).value();
        library.remember(netTroll());
        mk::Monster gazebo;
        gazebo.name = "Gazebo";
        gazebo.level = 8;
        const CardRow other = library.save(LibraryCard{u"deluxe"_s, gazebo, {}}).value();
        LibraryCard fixed = netTroll();
        fixed.setName(u"Net Troll (Deluxe)"_s);
        std::get<mk::Monster>(fixed.data).treasures = 4;
        const CardRow corrected = library.correct(troll.id, fixed).value();
        QCOMPARE(corrected.card.name(), u"Net Troll (Deluxe)"_s);
        QCOMPARE(std::get<mk::Monster>(corrected.card.data).treasures, 4);
        QCOMPARE(corrected.useCount, 2);  // kept
        fixed.setName(u"GAZEBO"_s);
        const StoreResult<CardRow> collision = library.correct(troll.id, fixed);
        QVERIFY(!collision);
        QCOMPARE(collision.error().field, u"card.name"_s);
        QCOMPARE(library.card(troll.id).value().card.name(), u"Net Troll (Deluxe)"_s);
        QCOMPARE(library.card(other.id).value().card.name(), u"Gazebo"_s);
        QCOMPARE(library.correct(999, fixed).error().kind, StoreErrorKind::NotFound);
    }

    void forgetRemovesOneCard()
    {
        auto store = openStoreOrDie(newPath());
        CardLibrary library(*store);
        const CardRow troll = library.remember(netTroll()).value();
        library.save(enhancer("Ancient", 10, 2));
        QVERIFY(library.lookup(u"deluxe"_s, CardKind::Monster, u"NET TROLL"_s).value());
        QVERIFY(!library.forget(troll.id));
        QVERIFY(!library.lookup(u"deluxe"_s, CardKind::Monster, u"net troll"_s).value());
        QCOMPARE(library.forget(troll.id)->kind, StoreErrorKind::NotFound);
        QCOMPARE(library.list().value().size(), 1);
    }

    // Export and import into another file: the same cards; an import replaces the same-named card and
    // keeps its use count; a damaged pack changes nothing.
    void packRoundTripAndMerge()
    {
        auto source = openStoreOrDie(newPath());
        CardLibrary from(*source);
        from.remember(netTroll());
        from.save(enhancer("Ancient", 10, 2));
        from.save(LibraryCard{u"cthulhu"_s, game::Curse{"Lose a Hand", -2}, {}});
        const QJsonObject pack = from.exportPack().value();
        QCOMPARE(pack[u"format"_s].toString(), u"arbiter-card-pack"_s);
        QCOMPARE(pack[u"cards"_s].toArray().size(), 3);
        QCOMPARE(from.exportPack(u"cthulhu"_s).value()[u"cards"_s].toArray().size(), 1);

        const QString targetPath = newPath();
        auto target = openStoreOrDie(targetPath);
        CardLibrary to(*target);
        LibraryCard older = netTroll();
        std::get<mk::Monster>(older.data).level = 2;
        older.setName(u"NET TROLL"_s);
        to.remember(older);
        to.remember(older);
        const CardImport imported = to.importPack(compact(pack)).value();
        QCOMPARE(imported.added, 2);
        QCOMPARE(imported.replaced, 1);
        QList<LibraryCard> cards;
        for (const CardRow& row : to.list().value())
            cards.append(row.card);
        QList<LibraryCard> expected;
        for (const CardRow& row : from.list().value())
            expected.append(row.card);
        QCOMPARE(cards, expected);  // the imported card replaced the old one, name and all
        QCOMPARE(to.lookup(u"deluxe"_s, CardKind::Monster, u"net troll"_s).value()->useCount, 2);

        QJsonObject damaged = pack;
        QJsonArray list = damaged[u"cards"_s].toArray();
        QJsonObject card = list[1].toObject();
        card[u"data"_s] = QJsonObject{{u"level"_s, -1}};
        list[1] = card;
        damaged[u"cards"_s] = list;
        const QList<CardRow> before = to.list().value();
        const StoreResult<CardImport> refused = to.importPack(compact(damaged));
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, StoreErrorKind::BadRequest);
        QCOMPARE(refused.error().field, u"cards[1].data.level"_s);
        QCOMPARE(names(to.list().value()), names(before));
    }

    // A pack whose last card the store refuses writes none of the others.
    void importIsAllOrNothing()
    {
        auto store = openStoreOrDie(newPath());
        CardLibrary library(*store);
        QList<LibraryCard> cards{enhancer("A", 1, 0), enhancer("B", 1, 0),
                                 enhancer(std::string(41, 'y'), 1, 0)};
        const StoreResult<CardImport> refused = library.importPack(cards);
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, u"cards[2].name"_s);
        QVERIFY(library.list().value().isEmpty());
    }

    // Read mode: the library reads, never writes.
    void readModeReadsOnly()
    {
        const QString path = newPath();
        {
            auto store = openStoreOrDie(path);
            CardLibrary(*store).remember(netTroll());
        }
        auto store = openStoreOrDie(path, OpenMode::Read);
        CardLibrary library(*store);
        QCOMPARE(library.list().value().size(), 1);
        QCOMPARE(library.remember(netTroll()).error().kind, StoreErrorKind::ReadOnly);
    }

    // The fingerprint moves with every change, so a reader knows to read again.
    void fingerprintFollowsChanges()
    {
        auto store = openStoreOrDie(newPath());
        CardLibrary library(*store);
        const QString empty = library.fingerprint().value();
        const CardRow row = library.remember(netTroll()).value();
        const QString one = library.fingerprint().value();
        QVERIFY(one != empty);
        library.remember(netTroll());
        const QString two = library.fingerprint().value();
        QVERIFY(two != one);
        QVERIFY(!library.forget(row.id));
        QVERIFY(library.fingerprint().value() != two);
    }

    // A row changed behind Arbiter's back is refused, naming the card.
    void damagedRowIsReported()
    {
        const QString path = newPath();
        auto store = openStoreOrDie(path);
        CardLibrary library(*store);
        library.remember(netTroll());
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"tamper"_s);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(uR"(UPDATE cards SET data = '{"level":"x"}')"_s));
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(u"tamper"_s);
        const StoreResult<QList<CardRow>> rows = library.list();
        QVERIFY(!rows);
        QCOMPARE(rows.error().kind, StoreErrorKind::Damaged);
        QVERIFY2(rows.error().message.contains(u"data.level"_s), qPrintable(rows.error().message));
    }
};

QTEST_GUILESS_MAIN(TestCardLibrary)
#include "tst_card_library.moc"
