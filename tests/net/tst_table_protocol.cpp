// The table protocol's reading and its rule of who may do what from a phone, without a network.

#include "app/net/lan_addresses.h"
#include "app/net/seat_book.h"
#include "app/net/table_protocol.h"
#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"
#include "rules/game/apply.h"
#include "rules/game/setup.h"

#include <QJsonDocument>
#include <QTest>

using namespace arbiter;
using namespace Qt::StringLiterals;

namespace {

// JSON written with ' for ", so the test reads like the messages (moc misreads raw strings that hold quotes).
QString q(const char* json)
{
    return QString::fromUtf8(json).replace(u'\'', u'"');
}

std::optional<rules::game::Action> actionOf(const char* json, QString& problem)
{
    db::JsonIssues issues;
    db::JsonReader reader(QJsonDocument::fromJson(json).object(), QString(), &issues);
    std::optional<rules::game::Action> action = db::actionFromJson(reader);
    if (issues.failed())
        problem = issues.error()->field + u": "_s + issues.error()->message;
    return issues.failed() ? std::nullopt : action;
}

rules::game::GameState deluxeTable()
{
    db::JsonIssues issues;
    db::JsonReader reader(
        QJsonDocument::fromJson(q("{'name': 't', 'family': 'munchkin', 'edition': 'deluxe', "
                                  "'players': [{'name': 'Ann'}, {'name': 'Bob'}, {'name': 'Cid'}]}")
                                    .toUtf8())
            .object(),
        QString(), &issues);
    return rules::game::startGame(db::setupFromJson(reader).value());
}

}  // namespace

class TableProtocolTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsWhatAPhoneSends_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");  // "-" when the message is read
        const QString token(32, u'a');
        QTest::newRow("hello with a token")
            << q("{'type':'hello','protocol':1,'token':'") + token + q("','head':3}") << u"-"_s;
        QTest::newRow("hello with the invitation")
            << q("{'type':'hello','protocol':1,'invite':'") + token + q("'}") << u"-"_s;
        QTest::newRow("hello with both")
            << q("{'type':'hello','protocol':1,'invite':'") + token + q("','token':'") + token + q("'}")
            << u"invite"_s;
        QTest::newRow("hello with neither") << q("{'type':'hello','protocol':1}") << u"token"_s;
        QTest::newRow("hello, another version")
            << q("{'type':'hello','protocol':2,'token':'") + token + q("'}") << u"protocol"_s;
        QTest::newRow("hello, a short token")
            << q("{'type':'hello','protocol':1,'token':'abc'}") << u"token"_s;
        QTest::newRow("hello, a negative head")
            << q("{'type':'hello','protocol':1,'token':'") + token + q("','head':-1}") << u"head"_s;
        QTest::newRow("hello, a fractional head")
            << q("{'type':'hello','protocol':1,'token':'") + token + q("','head':1.5}") << u"head"_s;
        QTest::newRow("claim") << q("{'type':'claim','seat':'Ann'}") << u"-"_s;
        QTest::newRow("claim, blank") << q("{'type':'claim','seat':'  '}") << u"seat"_s;
        QTest::newRow("act") << q("{'type':'act','id':'a1','against':0,'action':{'kind':'end-turn'}}")
                             << u"-"_s;
        QTest::newRow("act, no id") << q("{'type':'act','against':0,'action':{}}") << u"id"_s;
        QTest::newRow("act, action is text")
            << q("{'type':'act','id':'a','against':0,'action':'level up'}") << u"action"_s;
        QTest::newRow("act, no against") << q("{'type':'act','id':'a','action':{}}") << u"against"_s;
        QTest::newRow("resync") << q("{'type':'resync'}") << u"-"_s;
        QTest::newRow("resync with extra") << q("{'type':'resync','all':true}") << u"all"_s;
        QTest::newRow("report") << q("{'type':'report'}") << u"-"_s;
        QTest::newRow("report, a head") << q("{'type':'report','head':3}") << u"head"_s;
        QTest::newRow("report, a game") << q("{'type':'report','game':1}") << u"game"_s;
        QTest::newRow("ping") << q("{'type':'ping','t':12.5}") << u"-"_s;
        QTest::newRow("ping, t text") << q("{'type':'ping','t':'now'}") << u"t"_s;
        QTest::newRow("unknown type") << q("{'type':'undo'}") << u"type"_s;
        // Qt's parser reads an escape JSON does not have as the letter alone: refused before parsing.
        QTest::newRow("an unknown escape") << u"{\"type\": \"cla\\im\"}"_s << QString();
        QTest::newRow("a short \\u escape") << u"{\"type\": \"claim\", \"seat\": \"\\u00A\"}"_s << QString();
        QTest::newRow("an escape at the end") << u"{\"type\": \"claim\\"_s << QString();
        QTest::newRow("known escapes")
            << u"{\"type\": \"cl\\u0061im\", \"seat\": \"A\\n\\t\\\"\\\\\\/\\u00e9\"}"_s << u"-"_s;
        QTest::newRow("offer") << q("{'type':'offer','what':'a Sword'}") << u"-"_s;
        QTest::newRow("offer, withdrawn") << q("{'type':'offer','withdraw':true}") << u"-"_s;
        QTest::newRow("offer, too long")
            << q("{'type':'offer','what':'") + QString(81, u'x') + q("'}") << u"what"_s;
        QTest::newRow("offer, a seat") << q("{'type':'offer','helper':'Bob'}") << u"helper"_s;
        QTest::newRow("accept") << q("{'type':'accept','id':'a1','helper':'Bob'}") << u"-"_s;
        QTest::newRow("accept, no id") << q("{'type':'accept','helper':'Bob'}") << u"id"_s;
        QTest::newRow("accept, nobody") << q("{'type':'accept','id':'a1'}") << u"helper"_s;
        QTest::newRow("type not text") << q("{'type':3}") << u"type"_s;
        QTest::newRow("not JSON") << u"hello"_s << QString();
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("an array") << u"[]"_s << QString();
    }

    void readsWhatAPhoneSends()
    {
        QFETCH(QString, text);
        QFETCH(QString, field);
        const auto read = app::net::readClientMessage(text);
        if (field == u"-"_s) {
            const auto* problem = std::get_if<app::net::ProtocolError>(&read);
            QVERIFY2(!problem, problem ? qPrintable(problem->error) : "");
            return;
        }
        QVERIFY(std::holds_alternative<app::net::ProtocolError>(read));
        const auto& problem = std::get<app::net::ProtocolError>(read);
        QCOMPARE(problem.field, field);
        QVERIFY(!problem.error.isEmpty());
    }

    void aPhoneActsForItsOwnSeatOnly_data()
    {
        QTest::addColumn<QByteArray>("action");
        QTest::addColumn<QString>("seat");
        QTest::addColumn<QString>("field");  // "" when allowed
        QTest::newRow("own level") << q("{'kind':'change-level','player':'Bob','amount':1}").toUtf8()
                                   << u"Bob"_s << QString();
        QTest::newRow("another's level") << q("{'kind':'change-level','player':'Ann','amount':1}").toUtf8()
                                         << u"Bob"_s << u"action.player"_s;
        QTest::newRow("own Item") << q("{'kind':'equip-item','player':'Bob','item':'Helmet'}").toUtf8()
                                  << u"Bob"_s << QString();
        QTest::newRow("another's Item") << q("{'kind':'equip-item','player':'Cid','item':'Helmet'}").toUtf8()
                                        << u"Bob"_s << u"action.player"_s;
        QTest::newRow("own sale") << q("{'kind':'sell-items','player':'Bob','items':['Helmet']}").toUtf8()
                                  << u"Bob"_s << QString();
        QTest::newRow("another's sale")
            << q("{'kind':'sell-items','player':'Ann','items':['Helmet']}").toUtf8() << u"Bob"_s
            << u"action.player"_s;
        // Help is an offer the fighter accepts, never an action a phone sends (tst_table_offers).
        QTest::newRow("names itself helper")
            << q("{'kind':'ask-for-help','helper':'Bob'}").toUtf8() << u"Bob"_s << u"action.kind"_s;
        QTest::newRow("volunteers another")
            << q("{'kind':'ask-for-help','helper':'Cid'}").toUtf8() << u"Bob"_s << u"action.kind"_s;
        QTest::newRow("charity, own turn")
            << q("{'kind':'charity','hand':5}").toUtf8() << u"Ann"_s << QString();
        QTest::newRow("charity, another's turn")
            << q("{'kind':'charity','hand':5}").toUtf8() << u"Bob"_s << u"action.kind"_s;
        QTest::newRow("run away, not fighting")
            << q("{'kind':'run-away','rolls':[]}").toUtf8() << u"Bob"_s << u"action.kind"_s;
        // The rest by each kind's actor (rules/game/action_fields.h): the current player's turn...
        QTest::newRow("end turn, own turn") << q("{'kind':'end-turn'}").toUtf8() << u"Ann"_s << QString();
        QTest::newRow("end turn, another's turn")
            << q("{'kind':'end-turn'}").toUtf8() << u"Bob"_s << u"action.kind"_s;
        // ... one's own cards...
        QTest::newRow("gain an Item")
            << q("{'kind':'gain-item','player':'Ann','item':{'name':'Sword','bonus':2,'slot':'1hand'}}")
                   .toUtf8()
            << u"Ann"_s << QString();
        QTest::newRow("an Item for another")
            << q("{'kind':'gain-item','player':'Ann','item':{'name':'Sword','bonus':2,'slot':'1hand'}}")
                   .toUtf8()
            << u"Bob"_s << u"action.player"_s;
        QTest::newRow("loot one's own body")
            << q("{'kind':'loot-body','deceased':'Bob'}").toUtf8() << u"Bob"_s << QString();
        QTest::newRow("loot another's body")
            << q("{'kind':'loot-body','deceased':'Ann'}").toUtf8() << u"Bob"_s << u"action.deceased"_s;
        QTest::newRow("give away an Item")
            << q("{'kind':'trade-item','from':'Bob','to':'Ann','item':'Helmet'}").toUtf8() << u"Bob"_s
            << QString();
        QTest::newRow("take another's Item")
            << q("{'kind':'trade-item','from':'Ann','to':'Bob','item':'Helmet'}").toUtf8() << u"Bob"_s
            << u"action.from"_s;
        // ... any seat's card into a fight or on a victim...
        QTest::newRow("a Curse on another")
            << q("{'kind':'gain-curse','player':'Ann','curse':{'name':'Duck'}}").toUtf8() << u"Bob"_s
            << QString();
        QTest::newRow("a one-shot")
            << q("{'kind':'play-one-shot','card':{'name':'Flask','bonus':2}}").toUtf8() << u"Cid"_s
            << QString();
        // ... and the table's own.
        QTest::newRow("seat a player")
            << q("{'kind':'add-player','name':'Eve'}").toUtf8() << u"Ann"_s << u"action.kind"_s;
        QTest::newRow("a die nobody claimed")
            << q("{'kind':'roll-die','roll':4}").toUtf8() << u"Ann"_s << u"action.player"_s;
        QTest::newRow("one's own die")
            << q("{'kind':'roll-die','player':'Cid','roll':4}").toUtf8() << u"Cid"_s << QString();
    }

    void aPhoneActsForItsOwnSeatOnly()
    {
        QFETCH(QByteArray, action);
        QFETCH(QString, seat);
        QFETCH(QString, field);
        QString unread;
        const std::optional<rules::game::Action> read = actionOf(action.constData(), unread);
        QVERIFY2(read, qPrintable(unread));
        const auto problem = app::net::phoneMayAct(*read, deluxeTable(), seat);
        if (field.isEmpty()) {
            QVERIFY2(!problem, problem ? qPrintable(problem->error) : "");
            return;
        }
        QVERIFY(problem);
        QCOMPARE(problem->field, field);
    }

    // In a fight Ann lost with Bob's help, and with the Panic deals the current player (Ann) accepted.
    void helpersAreTheTablesWord_data()
    {
        QTest::addColumn<QByteArray>("action");
        QTest::addColumn<QString>("seat");
        QTest::addColumn<QStringList>("deals");
        QTest::addColumn<QString>("field");  // "" when allowed
        const auto run = [](const char* runner) {
            return q("{'kind':'run-away','rolls':[{'monster':'Net Troll','runner':'%1','roll':3}]}")
                .arg(QLatin1StringView(runner))
                .toUtf8();
        };
        QTest::newRow("the fighter's own die") << run("fighter") << u"Ann"_s << QStringList() << QString();
        QTest::newRow("the helper's own die") << run("helper") << u"Bob"_s << QStringList() << QString();
        QTest::newRow("the fighter's die from the helper")
            << run("fighter") << u"Bob"_s << QStringList() << u"action.rolls[0].runner"_s;
        QTest::newRow("the helper's die from the fighter")
            << run("helper") << u"Ann"_s << QStringList() << u"action.rolls[0].runner"_s;
        QTest::newRow("a die from outside the fight")
            << run("fighter") << u"Cid"_s << QStringList() << u"action.kind"_s;
        QTest::newRow("the helper sacrifices the Ride")
            << q("{'kind':'run-away','sacrificeRide':true,'rolls':[]}").toUtf8() << u"Bob"_s << QStringList()
            << u"action.sacrificeRide"_s;
        const QByteArray hit =
            q("{'kind':'panic-hit','target':'Net Troll','attack':[{'card':'Red Archer'}]}").toUtf8();
        const QByteArray helped =
            q("{'kind':'panic-hit','target':'Net Troll','attack':[{'card':'Red Archer','byHelper':true}],"
              "'helper':'Bob'}")
                .toUtf8();
        QTest::newRow("the current player's Hit") << hit << u"Ann"_s << QStringList() << QString();
        QTest::newRow("a Hit out of turn") << hit << u"Bob"_s << QStringList() << u"action.kind"_s;
        QTest::newRow("a helper named without a deal")
            << helped << u"Bob"_s << QStringList() << u"action.helper"_s;
        QTest::newRow("the current player names a helper without a deal")
            << helped << u"Ann"_s << QStringList() << u"action.helper"_s;
        QTest::newRow("the helper's Hit under the deal")
            << helped << u"Bob"_s << QStringList{u"Bob"_s} << QString();
        QTest::newRow("the current player's Hit under the deal")
            << helped << u"Ann"_s << QStringList{u"Bob"_s} << QString();
        QTest::newRow("the helper's Hit naming nobody")
            << hit << u"Bob"_s << QStringList{u"Bob"_s} << u"action.helper"_s;
        QTest::newRow("a third player naming the helper")
            << helped << u"Cid"_s << QStringList{u"Bob"_s} << u"action.kind"_s;
    }

    void helpersAreTheTablesWord()
    {
        QFETCH(QByteArray, action);
        QFETCH(QString, seat);
        QFETCH(QStringList, deals);
        QFETCH(QString, field);
        QString unread;
        const std::optional<rules::game::Action> read = actionOf(action.constData(), unread);
        QVERIFY2(read, qPrintable(unread));
        rules::game::GameState table = deluxeTable();
        table.combat = rules::game::CombatState{};
        table.combat->fighter = "Ann";
        table.combat->helper = "Bob";
        table.combat->runningAway = true;
        const auto problem = app::net::phoneMayAct(*read, table, seat, deals);
        if (field.isEmpty()) {
            QVERIFY2(!problem, problem ? qPrintable(problem->error) : "");
            return;
        }
        QVERIFY(problem);
        QCOMPARE(problem->field, field);
    }

    void listensOnlyOnTableAddresses_data()
    {
        QTest::addColumn<QString>("address");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("loopback") << u"127.0.0.1"_s << true;
        QTest::newRow("home router") << u"192.168.1.20"_s << true;
        QTest::newRow("10/8") << u"10.4.0.9"_s << true;
        QTest::newRow("172.16/12") << u"172.20.1.1"_s << true;
        QTest::newRow("172.32 is public") << u"172.32.0.1"_s << false;
        QTest::newRow("link-local") << u"169.254.3.3"_s << true;
        QTest::newRow("public") << u"8.8.8.8"_s << false;
        QTest::newRow("mapped private") << u"::ffff:192.168.0.7"_s << true;
        QTest::newRow("mapped public") << u"::ffff:1.1.1.1"_s << false;
        QTest::newRow("IPv6 loopback") << u"::1"_s << true;
        QTest::newRow("IPv6 unique-local") << u"fd12:3456::1"_s << true;
        QTest::newRow("IPv6 public") << u"2001:db8::1"_s << false;
    }

    void listensOnlyOnTableAddresses()
    {
        QFETCH(QString, address);
        QFETCH(bool, allowed);
        QCOMPARE(app::net::isTableAddress(QHostAddress(address)), allowed);
    }

    void seatTokensAreRandomAndKept()
    {
        app::net::SeatBook book = app::net::SeatBook::fresh();
        QCOMPARE(book.code().size(), 32);
        const QString ann = book.tokenFor(u"Ann"_s);
        QCOMPARE(book.tokenFor(u"Ann"_s), ann);
        QVERIFY(book.tokenFor(u"Bob"_s) != ann);
        QVERIFY(app::net::SeatBook::fresh().code() != book.code());
        QCOMPARE(book.playerOf(ann), u"Ann"_s);
        QVERIFY(book.playerOf(book.code()).isEmpty());
        QVERIFY(book.playerOf(QString()).isEmpty());
        const app::net::SeatBook kept = app::net::SeatBook::fromJson(book.toJson());
        QCOMPARE(kept.code(), book.code());
        QCOMPARE(kept.playerOf(ann), u"Ann"_s);
        book.takeBack(u"Ann"_s);
        QVERIFY(book.playerOf(ann).isEmpty());
        QVERIFY(!book.isTaken(u"Ann"_s));
        // A kept book that is not one is an empty book, never a seat for anybody.
        QVERIFY(app::net::SeatBook::fromJson({{u"code"_s, u"short"_s}}).isEmpty());
        const app::net::SeatBook damaged = app::net::SeatBook::fromJson(
            {{u"code"_s, book.code()}, {u"seats"_s, QJsonObject{{u"Ann"_s, u"x"_s}}}});
        QVERIFY(!damaged.isTaken(u"Ann"_s));
    }
};

QTEST_GUILESS_MAIN(TableProtocolTest)
#include "tst_table_protocol.moc"
