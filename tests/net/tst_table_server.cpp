// The table server with real phones (QWebSocket clients) on loopback: joining, acting for one's own seat,
// every refusal writing nothing, and every change reaching every phone.

#include "phone_client.h"

#include "app/core/session_core.h"
#include "app/i18n/translations.h"
#include "app/net/phone_words.h"
#include "app/net/table_server.h"
#include "db/codec/game_json.h"
#include "db/codec/json_reader.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace arbiter;
using namespace Qt::StringLiterals;

namespace {

// JSON written with ' for ", so the test reads like the messages (moc misreads raw strings that hold quotes).
QString q(const char* json)
{
    return QString::fromUtf8(json).replace(u'\'', u'"');
}

rules::game::Action actionOf(const QJsonObject& json)
{
    db::JsonIssues issues;
    db::JsonReader reader(json, QString(), &issues);
    return db::actionFromJson(reader).value();
}

QJsonObject levelUp(const QString& player, int amount = 1)
{
    return {{u"kind"_s, u"change-level"_s},
            {u"player"_s, player},
            {u"amount"_s, amount},
            {u"source"_s, u"go-up-a-level"_s}};
}

int levelOf(const QJsonObject& view, const QString& player)
{
    for (const QJsonValue& row : view.value(u"players"_s).toArray())
        if (row[u"name"_s].toString() == player)
            return row[u"level"_s].toInt();
    return -1;
}

}  // namespace

class TableServerTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<app::SessionCore> m_core;
    std::unique_ptr<app::net::TableServer> m_server;
    int m_phones = 0;

    // A phone seated as `player` (its token handed out by the tablet), past its snapshot.
    std::unique_ptr<PhoneClient> seated(const QString& player, QJsonObject* snapshot = nullptr,
                                        const QString& language = {})
    {
        const QString url = m_server->seatUrl(player);
        const QString token = url.mid(url.indexOf(u"#seat="_s) + 6);
        auto phone = std::make_unique<PhoneClient>(m_server->port());
        if (!phone->waitConnected())
            return nullptr;
        QJsonObject hello{{u"type"_s, u"hello"_s}, {u"protocol"_s, 1}, {u"token"_s, token}};
        if (!language.isEmpty())
            hello.insert(u"language"_s, language);
        phone->sendJson(hello);
        const QJsonObject welcome = phone->next(u"welcome"_s);
        if (welcome.value(u"seat"_s).toString() != player)
            return nullptr;
        const QJsonObject shot = phone->next(u"snapshot"_s);
        if (shot.isEmpty())
            return nullptr;
        if (snapshot)
            *snapshot = shot;
        return phone;
    }

    QJsonObject act(PhoneClient& phone, const QJsonObject& action, qint64 against = -1,
                    const QString& id = {})
    {
        phone.sendJson({{u"type"_s, u"act"_s},
                        {u"id"_s, id.isEmpty() ? u"r%1"_s.arg(++m_phones) : id},
                        {u"against"_s, against < 0 ? m_core->head() : against},
                        {u"action"_s, action}});
        return phone.next(u"result"_s);
    }

private Q_SLOTS:
    void init()
    {
        m_core = std::make_unique<app::SessionCore>();
        m_core->setFollowInterval(0);
        QVERIFY(!m_core->openFile(m_dir.filePath(u"table-%1.sqlite"_s.arg(QTest::currentTestFunction())))
                     .failed());
        db::JsonIssues issues;
        db::JsonReader reader(
            QJsonDocument::fromJson(
                q("{'name': 'Phones', 'family': 'munchkin', 'edition': 'deluxe', 'players': "
                  "[{'name': 'Ann', 'sex': 'female'}, {'name': 'Bob', 'sex': 'male'}, {'name': 'Cid'}]}")
                    .toUtf8())
                .object(),
            QString(), &issues);
        QVERIFY(m_core->newGame(db::setupFromJson(reader).value()).recorded);
        m_server = std::make_unique<app::net::TableServer>(*m_core);
        QVERIFY2(m_server->open(app::net::SeatBook::fresh(), 0, false), qPrintable(m_server->error()));
        QVERIFY(m_server->port() != 0);
        QVERIFY(
            m_server->invitationUrl().startsWith(u"http://127.0.0.1:%1/#invite="_s.arg(m_server->port())));
    }

    void cleanup()
    {
        m_server.reset();
        m_core.reset();
    }

    void servesThePageAndNothingElse()
    {
        QNetworkAccessManager network;
        const auto get = [&](const QString& path) {
            std::unique_ptr<QNetworkReply> reply(network.get(
                QNetworkRequest(QUrl(u"http://127.0.0.1:%1%2"_s.arg(m_server->port()).arg(path)))));
            QElapsedTimer timer;
            timer.start();
            while (!reply->isFinished() && timer.elapsed() < 5000)
                QTest::qWait(5);
            return std::make_pair(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                                  reply->readAll());
        };
        // The Content-Type of a file answered 200, empty for any other answer.
        const auto typeOf = [&](const QString& path) {
            std::unique_ptr<QNetworkReply> reply(network.get(
                QNetworkRequest(QUrl(u"http://127.0.0.1:%1%2"_s.arg(m_server->port()).arg(path)))));
            QElapsedTimer timer;
            timer.start();
            while (!reply->isFinished() && timer.elapsed() < 5000)
                QTest::qWait(5);
            const bool found = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 200;
            return found ? reply->header(QNetworkRequest::ContentTypeHeader).toByteArray() : QByteArray();
        };
        const auto [status, body] = get(u"/"_s);
        QCOMPARE(status, 200);
        QVERIFY(body.contains("main.js"));
        // Every file of the page's resources, with the type its suffix says (a module must be JavaScript).
        QDirIterator files(u":/phone"_s, QDir::Files);
        int scripts = 0;
        while (files.hasNext()) {
            const QString name = QFileInfo(files.next()).fileName();
            const QByteArray type = typeOf(u"/"_s + name);
            if (name.endsWith(u".js"_s)) {
                QCOMPARE(type, "text/javascript; charset=utf-8");
                ++scripts;
            } else {
                QVERIFY2(!type.isEmpty(), qPrintable(name));
            }
        }
        QVERIFY(scripts > 5);
        QCOMPARE(typeOf(u"/manifest.webmanifest"_s), "application/manifest+json; charset=utf-8");
        QCOMPARE(typeOf(u"/icon-192.png"_s), "image/png");
        QCOMPARE(get(u"/phone.css"_s).first, 200);
        QCOMPARE(get(u"/nothing.js"_s).first, 404);
        QCOMPARE(get(u"/../etc/passwd"_s).first, 404);
        QCOMPARE(get(u"/ws"_s).first, 400);  // not an upgrade

        // Headers that never end are cut off at 8 KiB.
        QTcpSocket raw;
        raw.connectToHost(QHostAddress::LocalHost, m_server->port());
        QVERIFY(raw.waitForConnected(5000));
        raw.write("GET / HTTP/1.1\r\nX-Junk: " + QByteArray(9000, 'x'));
        QTRY_VERIFY_WITH_TIMEOUT(raw.state() == QAbstractSocket::UnconnectedState || raw.bytesAvailable() > 0,
                                 5000);
        QTRY_VERIFY_WITH_TIMEOUT(raw.state() == QAbstractSocket::UnconnectedState, 5000);
        QVERIFY(raw.readAll().startsWith("HTTP/1.1 431"));
    }

    // The page's words in the first shipped language the browser prefers: every qsTr text of its scripts,
    // translated, a text with %n as its forms for 0, 1 and more; English for anything else.
    void servesThePageWordsInTheBrowsersLanguage()
    {
        QNetworkAccessManager network;
        const auto words = [&](const QString& languages) {
            QUrl url(u"http://127.0.0.1:%1/words"_s.arg(m_server->port()));
            url.setQuery(u"languages="_s + QString::fromUtf8(QUrl::toPercentEncoding(languages)));
            std::unique_ptr<QNetworkReply> reply(network.get(QNetworkRequest(url)));
            QElapsedTimer timer;
            timer.start();
            while (!reply->isFinished() && timer.elapsed() < 5000)
                QTest::qWait(5);
            return QJsonDocument::fromJson(reply->readAll()).object();
        };
        const QJsonObject german = words(u"de-CH,de;q=0.9,en;q=0.8"_s);
        QCOMPARE(german.value(u"language"_s).toString(), u"de"_s);
        const QJsonObject germanWords = german.value(u"words"_s).toObject();
        QStringList texts;
        for (const QStringList& script : arbiter::app::net::PhoneWords::pageTexts())
            texts += script;
        texts.removeDuplicates();
        QVERIFY2(texts.size() > 50, qPrintable(QString::number(texts.size())));
        QCOMPARE(germanWords.size(), texts.size());
        int differ = 0;
        for (const QString& text : std::as_const(texts)) {
            const QJsonValue word = germanWords.value(text);
            if (text.contains(u"%n"_s)) {
                QVERIFY2(word.isArray() && word.toArray().size() == 3, qPrintable(text));
                QVERIFY2(word.toArray().at(2).toString().contains(u"%n"_s), qPrintable(text));
            } else {
                QVERIFY2(word.isString() && !word.toString().isEmpty(), qPrintable(text));
                differ += word.toString() != text;
            }
        }
        QVERIFY2(differ > texts.size() / 2, "the phone's words are not in German");
        QCOMPARE(germanWords.value(u"Refused"_s).toString(), u"Abgelehnt"_s);
        QCOMPARE(words(u"fr-FR"_s).value(u"language"_s).toString(), u"fr"_s);
        // No shipped language, a malformed list, nothing at all: English, whose words are its own.
        for (const QString& other : {u"pl,ru"_s, u";;,,q=1"_s, QString()}) {
            const QJsonObject english = words(other);
            QCOMPARE(english.value(u"language"_s).toString(), u"en"_s);
            QCOMPARE(english.value(u"words"_s).toObject().value(u"Refused"_s).toString(), u"Refused"_s);
        }
    }

    void aSeatedPhoneSeesTheTable()
    {
        QJsonObject snapshot;
        const auto ann = seated(u"Ann"_s, &snapshot);
        QVERIFY(ann);
        QCOMPARE(snapshot.value(u"head"_s).toInteger(), 0);
        const QJsonObject view = snapshot.value(u"view"_s).toObject();
        QCOMPARE(view.value(u"players"_s).toArray().size(), 3);
        QCOMPARE(view.value(u"current"_s).toString(), u"Ann"_s);
        QCOMPARE(view.value(u"phaseName"_s).toString(), u"Kick Open the Door"_s);
        QVERIFY(view.value(u"legal"_s).toObject().contains(u"kinds"_s)
                || !view.value(u"legal"_s).toObject().isEmpty());
        QCOMPARE(levelOf(view, u"Ann"_s), 1);
        const QList<app::net::SeatStatus> seats = m_server->seats();
        QCOMPARE(seats.size(), 3);
        QVERIFY(seats[0].taken && seats[0].connected);
        QVERIFY(!seats[1].taken && !seats[1].connected);
    }

    // A phone says its language in hello: its view and catch-ups are in it (the phase, the history's
    // sentences), beside a phone in the tablet's; a code that is no language is refused, naming the field.
    void eachPhoneReadsTheTableInItsLanguage()
    {
        QJsonObject germanShot;
        const auto bob = seated(u"Bob"_s, &germanShot, u"de-AT"_s);
        QJsonObject englishShot;
        const auto cid = seated(u"Cid"_s, &englishShot);
        const auto ann = seated(u"Ann"_s);
        QVERIFY(ann && bob && cid);
        QCOMPARE(germanShot.value(u"view"_s)[u"phaseName"_s].toString(), u"Tür eintreten"_s);
        QCOMPARE(englishShot.value(u"view"_s)[u"phaseName"_s].toString(), u"Kick Open the Door"_s);
        QVERIFY(act(*ann, levelUp(u"Ann"_s)).value(u"recorded"_s).toBool());
        const QString german = bob->next(u"changes"_s).value(u"actions"_s)[0][u"text"_s].toString();
        const QString english = cid->next(u"changes"_s).value(u"actions"_s)[0][u"text"_s].toString();
        QVERIFY2(english.startsWith(u"Ann goes up 1 level"_s), qPrintable(english));
        QVERIFY2(german != english && german.contains(u"Ann"_s) && german.contains(u"Stufe"_s),
                 qPrintable(german));

        auto stranger = std::make_unique<PhoneClient>(m_server->port());
        QVERIFY(stranger->waitConnected());
        stranger->sendJson({{u"type"_s, u"hello"_s},
                            {u"protocol"_s, 1},
                            {u"invite"_s, m_server->seatBook().code()},
                            {u"language"_s, u"<script>"_s}});
        QCOMPARE(stranger->next(u"error"_s).value(u"field"_s).toString(), u"language"_s);
    }

    // A phone's answers are in its language too: a seat's refusal, the referee's reasons, a field's error.
    // What it records stays the table's: the tablet's phones read it in the tablet's language.
    void aPhonesAnswersAreInItsLanguage()
    {
        const auto bob = seated(u"Bob"_s, nullptr, u"de"_s);
        const auto cid = seated(u"Cid"_s);
        QVERIFY(bob && cid);
        const QJsonObject german = act(*bob, levelUp(u"Ann"_s));
        const QJsonObject english = act(*cid, levelUp(u"Ann"_s));
        QCOMPARE(german.value(u"field"_s).toString(), u"action.player"_s);
        QCOMPARE(english.value(u"error"_s).toString(), u"change-level is Ann's to enter, not Cid's"_s);
        const QString refusal = german.value(u"error"_s).toString();
        QVERIFY2(refusal.contains(u"Ann"_s) && refusal.contains(u"Bob"_s) && !refusal.contains(u"to enter"_s),
                 qPrintable(refusal));

        QJsonObject tooFar = levelUp(u"Bob"_s);
        tooFar.insert(u"amount"_s, 999);  // beyond the field's bounds: the codec's error, named
        const QJsonObject bounded = act(*bob, tooFar);
        QCOMPARE(bounded.value(u"field"_s).toString(), u"action.amount"_s);
        QVERIFY2(!bounded.value(u"error"_s).toString().contains(u"must be"_s),
                 qPrintable(bounded.value(u"error"_s).toString()));

        QVERIFY(act(*bob, levelUp(u"Bob"_s)).value(u"recorded"_s).toBool());
        const QString told = cid->next(u"changes"_s).value(u"actions"_s)[0][u"text"_s].toString();
        QVERIFY2(told.startsWith(u"Bob goes up 1 level"_s), qPrintable(told));
    }

    // The tablet switches to German: a phone that reads the tablet's language gets the table again in it, at
    // once, not at the next change; a phone with a language of its own keeps it.
    void aTabletLanguageChangeReachesItsPhones()
    {
        const auto ann = seated(u"Ann"_s);
        const auto bob = seated(u"Bob"_s, nullptr, u"fr"_s);
        QVERIFY(ann && bob);
        app::i18n::Translations german(u"de"_s);
        german.install();
        m_server->tabletLanguageChanged();
        const QString annReads = ann->next(u"snapshot"_s).value(u"view"_s)[u"phaseName"_s].toString();
        const QString bobReads = bob->next(u"snapshot"_s).value(u"view"_s)[u"phaseName"_s].toString();
        german.uninstall();
        QCOMPARE(annReads, u"Tür eintreten"_s);
        QVERIFY2(bobReads != annReads && bobReads != u"Kick Open the Door"_s, qPrintable(bobReads));
    }

    void aPhoneLevelsUpAndEveryPhoneSeesIt()
    {
        const auto ann = seated(u"Ann"_s);
        const auto bob = seated(u"Bob"_s);
        QVERIFY(ann && bob);
        const QJsonObject result = act(*ann, levelUp(u"Ann"_s));
        QVERIFY2(result.value(u"recorded"_s).toBool(), QJsonDocument(result).toJson().constData());
        QCOMPARE(result.value(u"seq"_s).toInteger(), m_core->head());
        QCOMPARE(m_core->state()->players[0].level, 2);
        QVERIFY(!result.value(u"reasons"_s).toArray().isEmpty());  // the referee's reasons come along
        const QJsonObject changes = bob->next(u"changes"_s);
        QCOMPARE(changes.value(u"from"_s).toInteger(), 0);
        QCOMPARE(changes.value(u"head"_s).toInteger(), m_core->head());
        const QJsonArray actions = changes.value(u"actions"_s).toArray();
        QCOMPARE(actions.size(), 1);
        QVERIFY2(actions[0][u"text"_s].toString().contains(u"Ann"_s),
                 qPrintable(actions[0][u"text"_s].toString()));
        QCOMPARE(levelOf(changes.value(u"view"_s).toObject(), u"Ann"_s), 2);
    }

    void theTabletsChangeReachesThePhones()
    {
        const auto ann = seated(u"Ann"_s);
        QVERIFY(ann);
        QVERIFY(m_core->perform(actionOf(levelUp(u"Bob"_s))).recorded);
        const QJsonObject changes = ann->next(u"changes"_s, 500);  // within half a second on loopback
        QVERIFY(!changes.isEmpty());
        QCOMPARE(levelOf(changes.value(u"view"_s).toObject(), u"Bob"_s), 2);
        // An undo on the tablet takes the line back: the phones get the whole table again.
        QVERIFY(m_core->undo().recorded);
        const QJsonObject snapshot = ann->next(u"snapshot"_s);
        QCOMPARE(snapshot.value(u"head"_s).toInteger(), 0);
        QCOMPARE(levelOf(snapshot.value(u"view"_s).toObject(), u"Bob"_s), 1);
    }

    void refusalsWriteNothing_data()
    {
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("field");
        const auto act = [](const QJsonObject& action, int against = 0) {
            return QString::fromUtf8(QJsonDocument(QJsonObject{{u"type"_s, u"act"_s},
                                                               {u"id"_s, u"x1"_s},
                                                               {u"against"_s, against},
                                                               {u"action"_s, action}})
                                         .toJson(QJsonDocument::Compact));
        };
        QTest::newRow("for another seat") << act(levelUp(u"Bob"_s)) << u"action.player"_s;
        QTest::newRow("the table's kind")
            << act({{u"kind"_s, u"add-player"_s}, {u"name"_s, u"Eve"_s}}) << u"action.kind"_s;
        QTest::newRow("made against a head that is not") << act(levelUp(u"Ann"_s), 7) << u"against"_s;
        QTest::newRow("an unknown action field") << act(
            {{u"kind"_s, u"change-level"_s}, {u"player"_s, u"Ann"_s}, {u"amount"_s, 1}, {u"cheat"_s, true}})
                                                 << u"action.cheat"_s;
        QTest::newRow("no such kind") << act({{u"kind"_s, u"win-the-game"_s}}) << u"action.kind"_s;
        QTest::newRow("against is text")
            << q("{'type':'act','id':'a','against':'0','action':{}}") << u"against"_s;
        QTest::newRow("id too long") << q("{'type':'act','id':'") + QString(65, u'x')
                                            + q("','against':0,'action':{}}")
                                     << u"id"_s;
        QTest::newRow("no type") << q("{'id':'a'}") << u"type"_s;
        QTest::newRow("a field act does not have")
            << q("{'type':'act','id':'a','against':0,'action':{},'seat':'Bob'}") << u"seat"_s;
        QTest::newRow("not JSON") << q("{'type': 'act',") << QString();
        QTest::newRow("an escape JSON does not have")
            << u"{\"type\": \"cla\\im\", \"seat\": \"Cid\"}"_s << QString();
        QTest::newRow("not an object") << u"[1,2,3]"_s << QString();
        QTest::newRow("a second hello")
            << q("{'type':'hello','protocol':1,'invite':'0123456789abcdef0123456789abcdef'}") << u"type"_s;
        QTest::newRow("a claim with a token") << q("{'type':'claim','seat':'Cid'}") << u"type"_s;
    }

    void refusalsWriteNothing()
    {
        QFETCH(QString, message);
        QFETCH(QString, field);
        const auto ann = seated(u"Ann"_s);
        const auto bob = seated(u"Bob"_s);
        QVERIFY(ann && bob);
        const qint64 head = m_core->head();
        const int historyBefore = static_cast<int>(m_core->history().size());
        ann->socket.sendTextMessage(message);
        QElapsedTimer timer;
        timer.start();
        QJsonObject answer;
        while (answer.isEmpty() && timer.elapsed() < 5000) {
            for (const QJsonObject& got : std::as_const(ann->received)) {
                const QString type = got.value(u"type"_s).toString();
                if (type == u"result"_s || type == u"error"_s)
                    answer = got;
            }
            QTest::qWait(5);
        }
        QVERIFY2(!answer.isEmpty(), "no answer");
        if (answer.value(u"type"_s) == u"result"_s) {
            QVERIFY(!answer.value(u"recorded"_s).toBool());
            QVERIFY(!answer.value(u"legal"_s).toBool());
        }
        QVERIFY2(!answer.value(u"error"_s).toString().isEmpty(), QJsonDocument(answer).toJson().constData());
        QCOMPARE(answer.value(u"field"_s).toString(), field);
        QCOMPARE(m_core->head(), head);
        QCOMPARE(m_core->history().size(), historyBefore);
        QVERIFY(bob->next(u"changes"_s, 100).isEmpty());                  // nobody was told of a change
        QVERIFY(ann->socket.state() == QAbstractSocket::ConnectedState);  // and the phone stays
    }

    void theRefereesRefusalComesWithItsRules()
    {
        const auto ann = seated(u"Ann"_s);
        QVERIFY(ann);
        // Level 10 wins the game, and Go Up a Level cannot give the winning level.
        const QJsonObject result = act(*ann, levelUp(u"Ann"_s, 9));
        QVERIFY(!result.value(u"recorded"_s).toBool());
        QVERIFY(!result.value(u"legal"_s).toBool());
        const QJsonArray reasons = result.value(u"reasons"_s).toArray();
        QVERIFY(!reasons.isEmpty());
        QVERIFY(std::any_of(reasons.begin(), reasons.end(),
                            [](const QJsonValue& r) { return !r[u"rule"_s].toString().isEmpty(); }));
        QCOMPARE(m_core->head(), 0);
    }

    void aRepeatedRequestIsAnsweredNotDoneAgain()
    {
        const auto ann = seated(u"Ann"_s);
        QVERIFY(ann);
        const QJsonObject first = act(*ann, levelUp(u"Ann"_s), 0, u"tap-1"_s);
        QVERIFY(first.value(u"recorded"_s).toBool());
        // The same request again (a phone that resends after a reconnect), against the head it had.
        const QJsonObject again = act(*ann, levelUp(u"Ann"_s), 0, u"tap-1"_s);
        QCOMPARE(again, first);
        QCOMPARE(m_core->state()->players[0].level, 2);
        QCOMPARE(m_core->head(), first.value(u"seq"_s).toInteger());
        // Even from a new connection of the same seat.
        const auto annAgain = seated(u"Ann"_s);
        QVERIFY(annAgain);
        QCOMPARE(act(*annAgain, levelUp(u"Ann"_s), 0, u"tap-1"_s), first);
        QCOMPARE(m_core->state()->players[0].level, 2);
    }

    void anOversizedMessageClosesOnlyItsConnection()
    {
        const auto ann = seated(u"Ann"_s);
        const auto bob = seated(u"Bob"_s);
        QVERIFY(ann && bob);
        QJsonObject action = levelUp(u"Ann"_s);
        action.insert(u"padding"_s, QString(20 * 1024, u'x'));
        ann->sendJson({{u"type"_s, u"act"_s}, {u"id"_s, u"big"_s}, {u"against"_s, 0}, {u"action"_s, action}});
        QVERIFY(ann->waitClosed());
        QCOMPARE(m_core->head(), 0);
        QVERIFY(act(*bob, levelUp(u"Bob"_s)).value(u"recorded"_s).toBool());
    }

    void aWrongTokenIsTurnedAway()
    {
        PhoneClient phone(m_server->port());
        QVERIFY(phone.waitConnected());
        phone.sendJson({{u"type"_s, u"hello"_s}, {u"protocol"_s, 1}, {u"token"_s, app::net::randomToken()}});
        QCOMPARE(phone.next(u"bye"_s).value(u"reason"_s).toString(), u"token-unknown"_s);
        QVERIFY(phone.waitClosed());

        PhoneClient old(m_server->port());
        QVERIFY(old.waitConnected());
        // A page of another version is told why, then to go (it reloads).
        old.sendJson({{u"type"_s, u"hello"_s}, {u"protocol"_s, 2}, {u"token"_s, app::net::randomToken()}});
        QCOMPARE(old.next(u"error"_s).value(u"field"_s).toString(), u"protocol"_s);
        QCOMPARE(old.next(u"bye"_s).value(u"reason"_s).toString(), u"protocol"_s);
        QVERIFY(old.waitClosed());
        // Nothing before a hello.
        PhoneClient early(m_server->port());
        QVERIFY(early.waitConnected());
        early.sendJson({{u"type"_s, u"resync"_s}});
        QCOMPARE(early.next(u"error"_s).value(u"field"_s).toString(), u"type"_s);
        QVERIFY(early.next(u"snapshot"_s, 100).isEmpty());
    }

    void anInvitedPhoneClaimsAFreeSeat()
    {
        const auto ann = seated(u"Ann"_s);
        QVERIFY(ann);
        PhoneClient phone(m_server->port());
        QVERIFY(phone.waitConnected());
        phone.sendJson(
            {{u"type"_s, u"hello"_s}, {u"protocol"_s, 1}, {u"invite"_s, m_server->seatBook().code()}});
        const QJsonObject welcome = phone.next(u"welcome"_s);
        QVERIFY(welcome.value(u"seat"_s).isNull());
        const QJsonArray seats = welcome.value(u"seats"_s).toArray();
        QCOMPARE(seats.size(), 3);
        QVERIFY(seats[0][u"taken"_s].toBool());
        QVERIFY(!seats[2][u"taken"_s].toBool());
        QVERIFY(!phone.next(u"snapshot"_s).isEmpty());  // it watches before it sits
        // Ann's seat is taken; Cid's is free.
        phone.sendJson({{u"type"_s, u"claim"_s}, {u"seat"_s, u"Ann"_s}});
        QCOMPARE(phone.next(u"error"_s).value(u"field"_s).toString(), u"seat"_s);
        phone.sendJson({{u"type"_s, u"claim"_s}, {u"seat"_s, u"Zed"_s}});
        QCOMPARE(phone.next(u"error"_s).value(u"field"_s).toString(), u"seat"_s);
        phone.sendJson({{u"type"_s, u"claim"_s}, {u"seat"_s, u"Cid"_s}});
        const QJsonObject seated = phone.next(u"welcome"_s);
        QCOMPARE(seated.value(u"seat"_s).toString(), u"Cid"_s);
        QCOMPARE(seated.value(u"token"_s).toString(),
                 m_server->seatBook().toJson()[u"seats"_s][u"Cid"_s].toString());
        QVERIFY(act(phone, levelUp(u"Cid"_s)).value(u"recorded"_s).toBool());
        // The other phones learn that Cid's seat is taken now.
        QJsonObject seatsNow;
        for (QJsonObject got = ann->next(u"seats"_s); !got.isEmpty(); got = ann->next(u"seats"_s, 200))
            seatsNow = got;
        QVERIFY(seatsNow.value(u"seats"_s).toArray()[2][u"taken"_s].toBool());
        QVERIFY(seatsNow.value(u"seats"_s).toArray()[2][u"connected"_s].toBool());
        // A wrong invitation code is turned away.
        PhoneClient stranger(m_server->port());
        QVERIFY(stranger.waitConnected());
        stranger.sendJson(
            {{u"type"_s, u"hello"_s}, {u"protocol"_s, 1}, {u"invite"_s, app::net::randomToken()}});
        QCOMPARE(stranger.next(u"bye"_s).value(u"reason"_s).toString(), u"token-unknown"_s);
    }

    void aSeatTakenBackLosesItsPhone()
    {
        const QString url = m_server->seatUrl(u"Bob"_s);
        const auto bob = seated(u"Bob"_s);
        QVERIFY(bob);
        m_server->takeSeatBack(u"Bob"_s);
        QCOMPARE(bob->next(u"bye"_s).value(u"reason"_s).toString(), u"seat-taken-back"_s);
        QVERIFY(bob->waitClosed());
        QVERIFY(!m_server->seats()[1].taken);
        PhoneClient again(m_server->port());
        QVERIFY(again.waitConnected());
        again.sendJson({{u"type"_s, u"hello"_s},
                        {u"protocol"_s, 1},
                        {u"token"_s, url.mid(url.indexOf(u"#seat="_s) + 6)}});
        QCOMPARE(again.next(u"bye"_s).value(u"reason"_s).toString(), u"token-unknown"_s);
    }

    void aPhoneComingBackCatchesUpByItsChanges()
    {
        const QString url = m_server->seatUrl(u"Ann"_s);
        const QString token = url.mid(url.indexOf(u"#seat="_s) + 6);
        QVERIFY(m_core->perform(actionOf(levelUp(u"Bob"_s))).recorded);
        const qint64 shown = m_core->head();
        QVERIFY(m_core->perform(actionOf(levelUp(u"Cid"_s))).recorded);
        QVERIFY(m_core->perform(actionOf(levelUp(u"Ann"_s))).recorded);
        PhoneClient phone(m_server->port());
        QVERIFY(phone.waitConnected());
        phone.sendJson(
            {{u"type"_s, u"hello"_s}, {u"protocol"_s, 1}, {u"token"_s, token}, {u"head"_s, shown}});
        QVERIFY(!phone.next(u"welcome"_s).isEmpty());
        const QJsonObject changes = phone.next(u"changes"_s);
        QCOMPARE(changes.value(u"from"_s).toInteger(), shown);
        QCOMPARE(changes.value(u"head"_s).toInteger(), m_core->head());
        QCOMPARE(changes.value(u"actions"_s).toArray().size(), 2);
        // A head the game never had: the whole table instead.
        PhoneClient lost(m_server->port());
        QVERIFY(lost.waitConnected());
        lost.sendJson({{u"type"_s, u"hello"_s}, {u"protocol"_s, 1}, {u"token"_s, token}, {u"head"_s, 999}});
        QCOMPARE(lost.next(u"snapshot"_s).value(u"head"_s).toInteger(), m_core->head());
    }

    void aFloodingPhoneDoesNotStallTheOthers()
    {
        const auto ann = seated(u"Ann"_s);
        const auto bob = seated(u"Bob"_s);
        QVERIFY(ann && bob);
        for (int i = 0; i < 150; ++i)
            ann->sendJson({{u"type"_s, u"ping"_s}, {u"t"_s, i}});
        QElapsedTimer timer;
        timer.start();
        const QJsonObject result = act(*bob, levelUp(u"Bob"_s));
        QVERIFY(result.value(u"recorded"_s).toBool());
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
        // Fewer pongs than pings: the flood was dropped, and the phone was told once.
        QTest::qWait(200);
        int pongs = 0;
        int warnings = 0;
        for (const QJsonObject& got : std::as_const(ann->received)) {
            pongs += got.value(u"type"_s) == u"pong"_s;
            warnings += got.value(u"type"_s) == u"error"_s && got.value(u"field"_s) == u"type"_s;
        }
        QCOMPARE(warnings, 1);
        QVERIFY2(pongs < 150 && pongs >= app::net::TableServer::burstMessages - 2,
                 qPrintable(QString::number(pongs)));
    }

    void closingTheInvitationSaysGoodbye()
    {
        const auto ann = seated(u"Ann"_s);
        QVERIFY(ann);
        const quint16 port = m_server->port();
        m_server->close();
        QCOMPARE(ann->next(u"bye"_s).value(u"reason"_s).toString(), u"invitation-closed"_s);
        QVERIFY(ann->waitClosed());
        QVERIFY(!m_server->isOpen());
        QTcpSocket raw;
        raw.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(!raw.waitForConnected(1000));
    }
};

QTEST_GUILESS_MAIN(TableServerTest)
#include "tst_table_server.moc"
