// The tablet's side of the phones' offers (qml/components/PhoneOffers.qml): a real phone on loopback
// offers help or a Panic deal, the card shows it over the page in the players' words, and a tap on
// Accept puts it into effect through the table server; "Later" hides it until the offer changes.

#include "phone_client.h"

#include "app/actions/munchkin_actions.h"
#include "app/actions/panic_actions.h"
#include "app/session/gamesession.h"
#include "app/session/tableinvitation.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using arbiter::app::GameSession;
using arbiter::app::MonsterCard;
using arbiter::app::MunchkinActions;
using namespace Qt::StringLiterals;

namespace {

QVariantMap setupOf(const QString& family)
{
    QVariantMap setup{
        {u"name"_s, u"Offers"_s},
        {u"players"_s, QVariantList{QVariantMap{{u"name"_s, u"Ann"_s}}, QVariantMap{{u"name"_s, u"Bob"_s}},
                                    QVariantMap{{u"name"_s, u"Cid"_s}}}}};
    if (family == u"panic"_s) {
        setup.insert(u"family"_s, family);
        setup.insert(u"options"_s, QVariantMap{{u"mode"_s, u"standard"_s}});
    } else {
        setup.insert(u"edition"_s, u"deluxe"_s);
    }
    return setup;
}

QString tokenOf(const QString& seatUrl)
{
    return seatUrl.mid(seatUrl.indexOf(u"#seat="_s) + 6);
}

}  // namespace

class TestTabletOffers : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;
    QQmlEngine m_engine;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<QQuickWindow> m_window;
    QQuickItem* m_card = nullptr;

    // A session on a new file with a game of `family`, its invitation open on a free port, and the
    // offers card in a window of its own, as Main.qml places it.
    bool openTable(const QString& family)
    {
        m_session = std::make_unique<GameSession>();
        if (!m_session->openFile(m_dir.filePath(u"offers-%1.sqlite"_s.arg(++m_files))))
            return false;
        const auto created = m_session->games()->newGame(setupOf(family));
        if (!created.legal) {
            qWarning("new game refused: %s", qPrintable(created.summary()));
            return false;
        }
        m_session->invitation()->setPreferredPort(0);
        if (!m_session->invitation()->openInvitation()) {
            qWarning("no invitation: %s", qPrintable(m_session->invitation()->error()));
            return false;
        }
        QQmlComponent component(&m_engine);
        component.setData(
            "import QtQuick\nimport Arbiter\n"
            "Window { id: window; width: 800; height: 600; visible: true\n"
            "  required property GameSession session\n"
            "  PhoneOffers { session: window.session; anchors.top: parent.top;"
            "    anchors.right: parent.right; width: 480 } }",
            QUrl(u"qrc:/tst_tablet_offers.qml"_s));
        QObject* object =
            component.createWithInitialProperties({{u"session"_s, QVariant::fromValue(m_session.get())}});
        if (!object) {
            qWarning("%s", qPrintable(component.errorString()));
            return false;
        }
        m_window.reset(qobject_cast<QQuickWindow*>(object));
        m_card = m_window->findChild<QQuickItem*>(u"phoneOffers"_s);
        return m_card && QTest::qWaitForWindowExposed(m_window.get());
    }

    std::unique_ptr<PhoneClient> seated(const QString& player)
    {
        auto phone = std::make_unique<PhoneClient>(m_session->invitation()->port());
        if (!phone->waitConnected())
            return nullptr;
        phone->sendJson({{u"type"_s, u"hello"_s},
                         {u"protocol"_s, 1},
                         {u"token"_s, tokenOf(m_session->invitation()->seatUrl(player))}});
        if (phone->next(u"snapshot"_s).isEmpty())
            return nullptr;
        return phone;
    }

    // A control on the card by its objectName, through the visual tree (a Repeater's rows are not the
    // card's QObject children).
    static QQuickItem* itemIn(QQuickItem* parent, const QString& name)
    {
        for (QQuickItem* child : parent->childItems()) {
            if (child->objectName() == name)
                return child;
            if (QQuickItem* found = itemIn(child, name))
                return found;
        }
        return nullptr;
    }
    QQuickItem* item(const QString& name) const { return itemIn(m_card, name); }

    static void collectTexts(const QQuickItem* parent, QStringList& texts)
    {
        for (const QQuickItem* child : parent->childItems()) {
            if (child->isVisible() && child->inherits("QQuickText"))
                texts.append(child->property("text").toString());
            collectTexts(child, texts);
        }
    }

    // The texts the card shows, joined: what a player reads on it.
    QString shownText() const
    {
        QStringList texts;
        collectTexts(m_card, texts);
        return texts.join(u" | "_s);
    }

    void tap(QQuickItem* target)
    {
        QVERIFY(target && target->isVisible() && target->isEnabled());
        const QPointF centre = target->mapToScene(QPointF(target->width() / 2, target->height() / 2));
        QTest::mouseClick(m_window.get(), Qt::LeftButton, {}, centre.toPoint());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ArbiterTests"_s);
        QCoreApplication::setApplicationName(u"tst_tablet_offers"_s);
        QSettings().clear();
        QQuickStyle::setStyle(u"Material"_s);
        m_engine.addImportPath(u"qrc:/"_s);
        QVERIFY(m_dir.isValid());
    }

    void cleanup()
    {
        m_card = nullptr;
        m_window.reset();
        m_session.reset();
    }

    void theFighterAcceptsHelpOnTheTablet()
    {
        QVERIFY(openTable(u"munchkin"_s));
        QVERIFY(!m_card->isVisible());  // no fight, no offer
        MonsterCard troll;
        troll.name = u"Net Troll"_s;
        troll.level = 10;
        troll.treasures = 3;
        QVERIFY(m_session->perform(MunchkinActions::startCombat(troll)).recorded);
        const auto bob = seated(u"Bob"_s);
        const auto cid = seated(u"Cid"_s);
        QVERIFY(bob && cid);

        bob->sendJson({{u"type"_s, u"offer"_s}, {u"what"_s, u"for 1 Treasure"_s}});
        cid->sendJson({{u"type"_s, u"offer"_s}});
        QTRY_VERIFY(m_card->isVisible());
        QTRY_VERIFY(item(u"acceptOffer_Cid"_s));
        QVERIFY2(shownText().contains(u"Bob offers to help Ann: “for 1 Treasure”"_s),
                 qPrintable(shownText()));
        QVERIFY2(shownText().contains(u"Cid offers to help Ann."_s), qPrintable(shownText()));

        // "Later" hides Cid's offer here only: the server still holds it, and a changed offer shows again.
        tap(item(u"laterOffer_Cid"_s));
        QTRY_VERIFY(!item(u"acceptOffer_Cid"_s));
        QCOMPARE(m_session->invitation()->server().offers().value(u"offers"_s).toArray().size(), 2);
        cid->sendJson({{u"type"_s, u"offer"_s}, {u"what"_s, u"my Sword"_s}});
        QTRY_VERIFY(item(u"acceptOffer_Cid"_s));

        // Accepting Bob's records his help in the log; with a helper in, the offers are over.
        tap(item(u"acceptOffer_Bob"_s));
        QTRY_VERIFY(!m_card->isVisible());
        QCOMPARE(m_session->combat().helper, u"Bob"_s);
    }

    void theOffersEndWithTheFight()
    {
        QVERIFY(openTable(u"munchkin"_s));
        MonsterCard troll;
        troll.name = u"Net Troll"_s;
        troll.level = 10;
        QVERIFY(m_session->perform(MunchkinActions::startCombat(troll)).recorded);
        const auto bob = seated(u"Bob"_s);
        QVERIFY(bob);
        bob->sendJson({{u"type"_s, u"offer"_s}});
        QTRY_VERIFY(item(u"acceptOffer_Bob"_s));
        // Ann fights alone and loses: once the fight is judged no help can come, and the card goes.
        QVERIFY(m_session->perform(MunchkinActions::resolveCombat()).recorded);
        QTRY_VERIFY(!m_card->isVisible());
        QVERIFY(m_session->invitation()->server().offers().value(u"offers"_s).toArray().isEmpty());
    }

    void theCurrentPlayerAcceptsADeal()
    {
        QVERIFY(openTable(u"panic"_s));
        // Set-up (four Monsters in the Forest) and Ann's turn up to Play Cards: offers start with the turn.
        const arbiter::app::PanicActions panic;
        for (const auto& [token, arc] :
             {std::pair{u"Gazebo"_s, 5}, std::pair{u"Net Troll"_s, 1}, std::pair{u"Large Angry Chicken"_s, 3},
              std::pair{u"Shrieking Geek"_s, 6}})
            QVERIFY(m_session->perform(panic.placeMonster(token, arc, false)).recorded);
        QVERIFY(m_session->perform(panic.discardDraw(0, false, false, {})).recorded);
        QVERIFY(m_session->perform(panic.nextPhase(u"play-cards"_s)).recorded);
        const auto bob = seated(u"Bob"_s);
        QVERIFY(bob);
        bob->sendJson({{u"type"_s, u"offer"_s}, {u"what"_s, u"my Archer card"_s}});
        QTRY_VERIFY(item(u"acceptOffer_Bob"_s));
        QVERIFY2(shownText().contains(u"Bob offers Ann a deal: “my Archer card”"_s), qPrintable(shownText()));
        tap(item(u"acceptOffer_Bob"_s));
        // The deal stands for the turn: the server holds it as accepted, and the card has nothing to ask.
        QTRY_VERIFY(!m_card->isVisible());
        const QJsonArray offers = m_session->invitation()->server().offers().value(u"offers"_s).toArray();
        QCOMPARE(offers.size(), 1);
        QVERIFY(offers[0][u"accepted"_s].toBool());
        QCOMPARE(bob->next(u"offers"_s).value(u"to"_s).toString(), u"Ann"_s);
    }
};

QTEST_MAIN(TestTabletOffers)
#include "tst_tablet_offers.moc"
