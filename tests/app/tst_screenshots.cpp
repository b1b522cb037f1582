// Every main screen of the app at the three sizes it must work at (landscape tablet, upright tablet,
// phone), on a game in the middle of a fight: each screen is shown in the real window (Main.qml), saved
// as a PNG, and checked the way a player would look at it: something is drawn, the numbers that matter
// are there, and no text is cut off, outside the window, drawn over another one or too faint to read.
//
// Offscreen (CTest's tst_screenshots) Qt Quick draws with its software renderer: the PNGs go to
// <build>/screenshots/<screen>-<w>x<h>.png. Under Xvfb (tst_screenshots_gl) it draws with OpenGL like
// the app, shadows and raised buttons included: the PNGs go to <build>/screenshots/gl/, and the
// docs_screenshots target copies a few of those into docs/screenshots for the README.
//
// Run one row: tst_screenshots screens:"combat 412x915".

#include <QAccessible>
#include <QCursor>
#include <QDir>
#include <QPainter>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlExtensionPlugin>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSGRendererInterface>
#include <QScreen>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>
#include <memory>

#include "app/i18n/translations.h"
#include "app/report/gamereports.h"
#include "app/session/app_language.h"
#include "app/session/gamesession.h"
#include "finished_game.h"
#include "page_checks.h"
#include "panic_midgame.h"
#include "pseudo_translator.h"

#include "app/views/gadget_json.h"

// The Arbiter QML module is linked statically, as in the app.
Q_IMPORT_QML_PLUGIN(ArbiterPlugin)

using arbiter::app::GameReports;
using arbiter::app::GameSession;
namespace views = arbiter::app::views;
using arbiter::app::HistoryModel;
using arbiter::app::PlayersModel;
using arbiter::app::TableInvitation;
using namespace arbiter::testing;
using namespace Qt::StringLiterals;

namespace {

// The language of one row: the pseudo-language (pseudo_translator.h) or a shipped one ("de"), installed,
// and every text of the window and the session made again in it; English again when the row ends.
class RowLanguage {
public:
    RowLanguage(QQmlEngine* engine, const QString& language) : m_engine(engine), m_locale(QLocale())
    {
        if (language.isEmpty())
            return;
        if (language == u"pseudo")
            QCoreApplication::installTranslator(&m_pseudo);
        else
            (m_shipped = std::make_unique<arbiter::app::i18n::Translations>(language))->install();
        retranslate();
    }
    ~RowLanguage()
    {
        if (!m_shipped && !QCoreApplication::removeTranslator(&m_pseudo))
            return;
        m_shipped.reset();
        QLocale::setDefault(m_locale);
        retranslate();
    }
    RowLanguage(const RowLanguage&) = delete;
    RowLanguage& operator=(const RowLanguage&) = delete;

private:
    void retranslate()
    {
        m_engine->retranslate();
        emit arbiter::app::AppLanguage::notifier()->changed();
    }
    QQmlEngine* m_engine;
    QLocale m_locale;
    PseudoTranslator m_pseudo;
    std::unique_ptr<arbiter::app::i18n::Translations> m_shipped;
};

QVariantMap item(const QString& name, const QString& slot, int bonus, bool equipped, int gold = 400)
{
    return {{u"name"_s, name},
            {u"slot"_s, slot},
            {u"bonus"_s, bonus},
            {u"gold"_s, gold},
            {u"equipped"_s, equipped}};
}

QVariantMap clericOnly(QVariantMap item)
{
    item.insert(u"onlyFor"_s, QVariantMap{{u"class"_s, u"Cleric"_s}});
    return item;
}

QVariantMap gain(const QString& player, const QVariantMap& what)
{
    return {{u"kind"_s, u"gain-item"_s}, {u"player"_s, player}, {u"item"_s, what}};
}

QVariantMap levelUp(const QString& player, int amount)
{
    return {{u"kind"_s, u"change-level"_s},
            {u"player"_s, player},
            {u"amount"_s, amount},
            {u"source"_s, u"go-up-a-level"_s}};
}

// A Deluxe game of four in its third act: levels 2 to 6, gear equipped and carried (a Mace that does
// not count for an Elf), a Curse, Ann fighting a Net Troll with Bob's help, an enhancer and a one-shot
// in play, an abandoned branch and an undone action in the history. Empty when it went as planned.
QString buildMidGame(GameSession& session, const QString& path)
{
    if (!session.openFile(path))
        return u"openFile: "_s + session.fileError();
    const auto seat = [](const QString& name, const QString& sex, const QString& colour) {
        QVariantMap player{{u"name"_s, name}, {u"colour"_s, colour}};
        if (!sex.isEmpty())
            player.insert(u"sex"_s, sex);
        return player;
    };
    const QVariantMap setup{
        {u"name"_s, u"Friday at Ann's"_s},
        {u"edition"_s, u"deluxe"_s},
        {u"players"_s,
         QVariantList{seat(u"Ann"_s, u"female"_s, u"#c62828"_s), seat(u"Bob"_s, u"male"_s, u"#1565c0"_s),
                      seat(u"Cid"_s, {}, u"#2e7d32"_s), seat(u"Dee"_s, u"female"_s, u"#6a1b9a"_s)}},
        {u"starter"_s, u"Ann"_s}};
    if (!session.games()->newGame(setup).legal)
        return u"the setup was refused"_s;
    const QList<QVariantMap> actions{
        levelUp(u"Ann"_s, 3),
        levelUp(u"Bob"_s, 5),
        levelUp(u"Cid"_s, 1),
        {{u"kind"_s, u"play-character-card"_s}, {u"player"_s, u"Ann"_s}, {u"card"_s, u"Elf"_s}},
        gain(u"Ann"_s, item(u"Flaming Armor"_s, u"armor"_s, 2, true)),
        gain(u"Ann"_s, item(u"Boots of Butt-Kicking"_s, u"footgear"_s, 2, false)),
        // Only a Cleric's: equipped, it adds nothing for Ann.
        gain(u"Ann"_s, clericOnly(item(u"Mace of Sharpness"_s, u"1hand"_s, 4, true, 600))),
        gain(u"Bob"_s, item(u"Horny Helmet"_s, u"headgear"_s, 1, true)),
        {{u"kind"_s, u"play-character-card"_s}, {u"player"_s, u"Bob"_s}, {u"card"_s, u"Warrior"_s}},
        {{u"kind"_s, u"set-gear"_s}, {u"player"_s, u"Cid"_s}, {u"gear"_s, 3}},
        {{u"kind"_s, u"gain-curse"_s},
         {u"player"_s, u"Bob"_s},
         {u"curse"_s, QVariantMap{{u"name"_s, u"Chicken on Your Head"_s}, {u"combatBonus"_s, -1}}}},
    };
    for (const QVariantMap& action : actions)
        if (!session.perform(action).recorded)
            return u"refused: "_s + action.value(u"kind"_s).toString();
    // Cid's level is undone, then Dee's is recorded: Cid's stays in the history, abandoned.
    if (!session.perform(levelUp(u"Cid"_s, 1)).recorded || !session.undo()
        || !session.perform(levelUp(u"Dee"_s, 2)).recorded)
        return u"the abandoned branch"_s;
    const QList<QVariantMap> fight{
        {{u"kind"_s, u"start-combat"_s},
         {u"monster"_s, QVariantMap{{u"name"_s, u"Net Troll"_s}, {u"level"_s, 10}, {u"treasures"_s, 3}}}},
        {{u"kind"_s, u"ask-for-help"_s}, {u"helper"_s, u"Bob"_s}},
        {{u"kind"_s, u"add-enhancer"_s},
         {u"monster"_s, 0},
         {u"enhancer"_s, QVariantMap{{u"name"_s, u"Enraged"_s}, {u"bonus"_s, 5}, {u"treasures"_s, 1}}}},
        {{u"kind"_s, u"play-one-shot"_s},
         {u"side"_s, u"players"_s},
         {u"card"_s, QVariantMap{{u"name"_s, u"Potion of General Studliness"_s}, {u"bonus"_s, 2}}}},
        {{u"kind"_s, u"set-combat-bonus"_s}, {u"player"_s, u"Ann"_s}, {u"bonus"_s, 2}},
    };
    for (const QVariantMap& action : fight)
        if (!session.perform(action).recorded)
            return u"refused: "_s + action.value(u"kind"_s).toString();
    // The last one is undone: it waits for a redo.
    return session.undo() ? QString() : u"the undo"_s;
}

bool hasWord(const QString& text, const QString& word)
{
    return QRegularExpression(u"(^|\\W)"_s + QRegularExpression::escape(word) + u"($|\\W)"_s)
        .match(text)
        .hasMatch();
}

}  // namespace

class TestScreenshots : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // The window's Settings need these names; test mode keeps them away from the user's.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ArbiterTests"_s);
        QCoreApplication::setOrganizationDomain(u"arbiter.invalid"_s);
        QQuickStyle::setStyle(u"Material"_s);
        // As a screen reader would have it: the items' accessibility interfaces exist.
        QAccessible::setActive(true);
        QVERIFY(m_dir.isValid());
        const QString problem = buildMidGame(m_session, m_dir.filePath(u"mid-game.sqlite"_s));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        m_munchkinId = m_session.gameId();
        const QString panicProblem = buildPanicMidGame(m_session);
        QVERIFY2(panicProblem.isEmpty(), qPrintable(panicProblem));
        m_panicId = m_session.gameId();
        const QString finishedProblem = buildFinishedGame(m_session);
        QVERIFY2(finishedProblem.isEmpty(), qPrintable(finishedProblem));
        m_finishedId = m_session.gameId();
        QVERIFY(m_session.openGame(m_munchkinId));

        m_engine.addImportPath(u"qrc:/"_s);
        m_engine.setInitialProperties({{u"session"_s, QVariant::fromValue(&m_session)}});
        m_engine.load(QUrl(u"qrc:/Arbiter/qml/Main.qml"_s));
        QVERIFY(!m_engine.rootObjects().isEmpty());
        m_window = qobject_cast<QQuickWindow*>(m_engine.rootObjects().constFirst());
        QVERIFY(m_window);
        m_window->setProperty("darkTheme", false);
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        // In a real X server the pointer would hover whatever is under it: park it off the window.
        QCursor::setPos(m_window->screen()->geometry().bottomRight());
        // Navigator is a QML singleton (a file of the module, not a C++ type): ask QML for it.
        QQmlComponent probe(&m_engine);
        probe.setData(
            "import QtQml\nimport Arbiter\nQtObject { readonly property QtObject navigator: Navigator }",
            QUrl(u"qrc:/probe.qml"_s));
        std::unique_ptr<QObject> holder(probe.create());
        QVERIFY2(holder, qPrintable(probe.errorString()));
        m_navigator = holder->property("navigator").value<QObject*>();
        QVERIFY(m_navigator);
        m_stack = findItem(m_window->contentItem(), u"stack"_s);
        QVERIFY(m_stack);
        m_software = m_window->rendererInterface()->graphicsApi() == QSGRendererInterface::Software;
        if (m_software)
            qInfo(
                "Software renderer: texts on Material's raised backgrounds are not checked for contrast; "
                "run under Xvfb (tst_screenshots_gl) for that");
        // The software renderer's PNGs (no shadows, no raised buttons) stay apart from the real ones.
        m_shots = QStringLiteral(ARBITER_SCREENSHOT_DIR) + (m_software ? u""_s : u"/gl"_s);
        QVERIFY(QDir().mkpath(m_shots));
    }

    // The checks themselves, on a window with one fault of each kind and texts laid out the right way.
    void checksFindFaults()
    {
        QQmlComponent component(&m_engine);
        component.setData(R"(
import QtQuick
import QtQuick.Controls
Window {
    width: 400; height: 300; visible: true; color: "white"
    Column {
        x: 10; y: 10
        Label { objectName: "fine1"; text: "First line" }
        Label { objectName: "fine2"; text: "Second line, just below" }
    }
    Label { objectName: "overA"; x: 10; y: 100; text: "Overlapping text" }
    Label { objectName: "overB"; x: 40; y: 106; text: "Another text" }
    Label { objectName: "elided"; x: 250; y: 10; width: 60; elide: Text.ElideRight; text: "A long sentence" }
    Label { objectName: "outside"; x: 330; y: 50; text: "Past the right edge" }
    Rectangle {
        objectName: "box"; x: 200; y: 150; width: 60; height: 30; clip: true
        Label { objectName: "clipped"; text: "Clipped by its box" }
    }
    Flickable {
        x: 10; y: 200; width: 150; height: 60; clip: true; contentHeight: 400
        Label { objectName: "scrolled"; y: 300; text: "Below the fold" }
        Label { objectName: "straddling"; y: 50; text: "Half in view" }
    }
    Label { objectName: "faint"; x: 200; y: 250; color: "#eeeeee"; text: "Faint" }
    Button { objectName: "tiny"; x: 300; y: 250; width: 30; height: 30; text: "x" }
    Button { objectName: "roomy"; x: 300; y: 100; width: 60; height: 48; text: "ok" }
    Text { objectName: "midWord"; x: 10; y: 150; width: 50; text: "Drooling Slime"; font.pixelSize: 13
           wrapMode: Text.WrapAtWordBoundaryOrAnywhere }
    Text { objectName: "wordWrapped"; x: 100; y: 150; width: 80; text: "Drooling Slime"; font.pixelSize: 13
           wrapMode: Text.WordWrap }
}
)",
                          QUrl(u"qrc:/checks.qml"_s));
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        auto* window = qobject_cast<QQuickWindow*>(object.get());
        QVERIFY(QTest::qWaitForWindowExposed(window));
        const QImage image = window->grabWindow();
        const QList<VisibleText> texts = visibleTexts(window);
        const QString faults = (layoutFaults(texts) + contrastFaults(texts, image, m_software)).join(u'\n');
        for (const char* fault : {"overA 'Overlapping text' at (10,100 ", "overlaps overB", "elided 'A long",
                                  "truncated", "outside 'Past the right edge'", "right edge of the window",
                                  "clipped 'Clipped by its box'", "right edge of box", "faint 'Faint'",
                                  "midWord 'Drooling Slime'", "the word 'Drooling'", "broken mid-word"})
            QVERIFY2(faults.contains(QLatin1String(fault)),
                     qPrintable(u"no '%1' in:\n"_s.arg(fault) + faults));
        for (const char* fine : {"fine1", "fine2", "scrolled", "straddling", "wordWrapped"})
            QVERIFY2(!faults.contains(QLatin1String(fine)), qPrintable(faults));
        const QString small = touchTargetFaults(window).join(u'\n');
        QVERIFY2(small.contains(u"tiny 'x'"_s) && small.contains(u"smaller than 48 px"_s), qPrintable(small));
        QVERIFY2(!small.contains(u"roomy"_s), qPrintable(small));
        QImage flat(200, 100, QImage::Format_RGB32);
        flat.fill(Qt::white);
        QVERIFY(!blankness(flat).isEmpty());
        QPainter painter(&flat);
        for (int i = 0; i < 20; ++i)
            painter.fillRect(i * 10, 0, 10, 50, QColor::fromHsv(i * 18, 200, 200));
        painter.end();
        QVERIFY2(blankness(flat).isEmpty(), qPrintable(blankness(flat)));
    }

    // The label-size check, on a window with texts on either side of its floors; and the cap height it
    // measures is the one the screenshot shows.
    void checksFindSmallText()
    {
        QQmlComponent component(&m_engine);
        component.setData(R"(
import QtQuick
Window {
    width: 400; height: 300; visible: true; color: "white"
    Text { objectName: "health_small"; x: 10; y: 10; text: "3"; font.pixelSize: 15 }
    Text { objectName: "health_big"; x: 60; y: 10; text: "3"; font.pixelSize: 28 }
    Item {
        objectName: "monsterName_scaled"; x: 10; y: 60; scale: 0.5; transformOrigin: Item.TopLeft
        Text { text: "Gazebo"; font.pixelSize: 20 }
    }
    Text { objectName: "monsterName_fine"; x: 10; y: 100; text: "Net Troll"; font.pixelSize: 22 }
    Text { objectName: "ringLabel_small"; x: 200; y: 10; text: "Archer"; font.pixelSize: 14 }
    Text { objectName: "ringLabel_big"; x: 200; y: 60; text: "Knight"; font.pixelSize: 20 }
    Text { objectName: "tiny"; x: 10; y: 150; text: "Fine print"; font.pixelSize: 6 }
    Text { objectName: "fitted"; x: 10; y: 180; width: 300; height: 8; text: "Fitted"; font.pixelSize: 30
           fontSizeMode: Text.VerticalFit; minimumPixelSize: 4 }
    Text { objectName: "caption"; x: 200; y: 150; text: "Caption"; font.pixelSize: 13 }
    Text { objectName: "inkProbe"; x: 200; y: 200; text: "HHH"; font.pixelSize: 40; color: "black" }
}
)",
                          QUrl(u"qrc:/floors.qml"_s));
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        auto* window = qobject_cast<QQuickWindow*>(object.get());
        QVERIFY(QTest::qWaitForWindowExposed(window));
        const QList<VisibleText> texts = visibleTexts(window);
        const QString faults = smallTextFaults(texts, readingFloors(QSize(1280, 800))).join(u'\n');
        for (const char* fault : {"health_small '3'", "monster health too small", "monsterName_scaled > ",
                                  "monster name too small", "tiny 'Fine print'", "fitted 'Fitted'",
                                  "ringLabel_small 'Archer'", "ring name too small"})
            QVERIFY2(faults.contains(QLatin1String(fault)),
                     qPrintable(u"no '%1' in:\n"_s.arg(fault) + faults));
        for (const char* fine : {"health_big", "monsterName_fine", "ringLabel_big", "caption", "inkProbe"})
            QVERIFY2(!faults.contains(QLatin1String(fine)), qPrintable(faults));
        // On a phone, read from nearer, the 15 px health number is big enough.
        QVERIFY(
            !smallTextFaults(texts, readingFloors(QSize(412, 915))).join(u'\n').contains(u"health_small"_s));

        // The measure agrees with the ink: the rows of the screenshot where the capitals leave dark pixels.
        const QImage image = window->grabWindow().convertToFormat(QImage::Format_RGB32);
        const auto capitals = std::find_if(texts.cbegin(), texts.cend(), [](const VisibleText& text) {
            return text.item->objectName() == u"inkProbe"_s;
        });
        QVERIFY(capitals != texts.cend());
        const QRect box = capitals->painted.toAlignedRect().intersected(image.rect());
        int inkTop = -1;
        int inkBottom = -1;
        for (int y = box.top(); y <= box.bottom(); ++y)
            for (int x = box.left(); x <= box.right(); ++x)
                if (qGray(image.pixel(x, y)) < 128) {
                    inkTop = inkTop < 0 ? y : inkTop;
                    inkBottom = y;
                    break;
                }
        const qreal measured = capHeight(*capitals);
        QVERIFY2(std::abs(inkBottom - inkTop + 1 - measured) <= 1.5,
                 qPrintable(u"ink %1 px, measured %2 px"_s.arg(inkBottom - inkTop + 1).arg(measured)));
    }

    void screens_data()
    {
        QTest::addColumn<QString>("screen");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("textPercent");
        QTest::addColumn<QString>("language");
        // combatJoin: the combat page with "Another monster joins" open, scrolled to its form.
        const QStringList screens{u"home"_s, u"newGame"_s, u"table"_s, u"player"_s, u"combat"_s,
                                  u"combatJoin"_s, u"history"_s, u"chart"_s, u"rules"_s, u"tableDark"_s,
                                  // The players' phones: the invitation, Ann's seat handed out.
                                  u"invite"_s,
                                  // The Munchkin Panic board in Move Monsters, then its preview.
                                  u"panicBoard"_s, u"panicPreview"_s, u"panicBoardDark"_s,
                                  // After the game: a card game's report, the Panic game's, the records.
                                  u"report"_s, u"panicReport"_s, u"records"_s};
        // Every screen at the three sizes, then again with the text at 120% and at 140% (the text size
        // setting's largest, Theme.largestTextScale).
        for (const int percent : {100, 120, 140, 160})
            for (const QSize size : {QSize(1280, 800), QSize(800, 1280), QSize(412, 915)})
                for (const QString& screen : screens) {
                    if (percent == 100)
                        QTest::addRow("%s %dx%d", qPrintable(screen), size.width(), size.height())
                            << screen << size << percent << QString();
                    else
                        QTest::addRow("%s %dx%d text %d%%", qPrintable(screen), size.width(), size.height(),
                                      percent)
                            << screen << size << percent << QString();
                }
        // And in the pseudo-language (pseudo_translator.h: every text 40% longer and accented, so that no
        // translation is cut), and in German, the longest of the shipped languages.
        for (const QString& language : {u"pseudo"_s, u"de"_s})
            for (const QSize size : {QSize(1280, 800), QSize(800, 1280), QSize(412, 915)})
                for (const QString& screen : screens)
                    QTest::addRow("%s %dx%d %s", qPrintable(screen), size.width(), size.height(),
                                  qPrintable(language))
                        << screen << size << 100 << language;
    }

    void screens()
    {
        QFETCH(QString, screen);
        QFETCH(QSize, size);
        QFETCH(int, textPercent);
        QFETCH(QString, language);
        const QString row = u"%1 %2x%3 text %4%%5"_s.arg(screen)
                                .arg(size.width())
                                .arg(size.height())
                                .arg(textPercent)
                                .arg(language.isEmpty() ? QString() : u' ' + language);
        const RowLanguage rowLanguage(&m_engine, language);
        m_window->setProperty("textScale", textPercent / 100.0);
        m_window->resize(size);
        QTRY_COMPARE(m_window->size(), size);
        m_window->setProperty("darkTheme", screen.endsWith(u"Dark"_s));
        const bool panic = screen.startsWith(u"panic"_s);
        const bool panicBoard = panic && screen != u"panicReport";
        // The card game's report is of an evening played to its end.
        QVERIFY(m_session.openGame(panic ? m_panicId : screen == u"report" ? m_finishedId : m_munchkinId));
        const QString page = screen == u"tableDark"     ? u"table"_s
                             : screen == u"combatJoin"  ? u"combat"_s
                             : screen == u"panicReport" ? u"report"_s
                             : panic                    ? u"panicTable"_s
                                                        : screen;
        // Home and the tables replace the stack; the others go on top of the table, as in play.
        if (panic)
            navigate(u"table"_s, {}, u"PanicTablePage"_s);
        else if (page != u"home" && page != u"table")
            navigate(u"table"_s, {}, u"TablePage"_s);
        if (screen == u"panicPreview") {
            QQuickItem* preview = findItem(currentPage(), u"panicPreview"_s);
            QVERIFY(preview);
            QVERIFY(QMetaObject::invokeMethod(preview, "startMove"));
            QTRY_VERIFY(preview->isVisible());
        }
        QVariantMap properties;
        if (page == u"player")
            properties.insert(u"playerName"_s, u"Ann"_s);
        if (page == u"rules")
            properties.insert(u"ruleId"_s, m_ruleId);
        if (page == u"invite") {
            TableInvitation* invitation = m_session.invitation();
            QVERIFY2(invitation->openInvitation(), qPrintable(invitation->error()));
            QVERIFY(!invitation->seatUrl(u"Ann"_s).isEmpty());
        }
        const QString type = page.left(1).toUpper() + page.mid(1) + u"Page"_s;
        if (!panicBoard)
            navigate(page, properties, type);
        if (QTest::currentTestFailed())
            return;
        if (screen == u"combatJoin") {
            QQuickItem* form = findItem(currentPage(), u"addMonsterForm"_s);
            QQuickItem* flick = findItem(currentPage(), u"combatFlickable"_s);
            QVERIFY(form && flick);
            form->setVisible(true);
            QTRY_VERIFY(form->height() > 0);
            const qreal top =
                form->mapToItem(flick->property("contentItem").value<QQuickItem*>(), QPointF()).y();
            const qreal most = flick->property("contentHeight").toReal() - flick->height();
            flick->setProperty("contentY", std::max(0.0, std::min(top - 16, most)));
        }

        // A first grab lays out and renders; animations started by it settle before the second.
        m_window->grabWindow();
        QTest::qWait(150);
        const QImage image = m_window->grabWindow();
        const QString file = u"%1/%2-%3x%4%5%6.png"_s.arg(m_shots, screen)
                                 .arg(size.width())
                                 .arg(size.height())
                                 .arg(textPercent == 100 ? QString() : u"-text%1"_s.arg(textPercent))
                                 .arg(language.isEmpty() ? QString() : u'-' + language);
        // Quality 0: the strongest compression, for PNGs small enough to keep in docs/.
        QVERIFY2(image.save(file, "PNG", 0), qPrintable(file));
        const QString blank = blankness(image);
        QVERIFY2(blank.isEmpty(), qPrintable(row + u": the screenshot looks blank: "_s + blank));

        const QList<VisibleText> texts = visibleTexts(m_window);
        QStringList problems;
        // The expected texts are English; in another language the layout is what is checked.
        if (language.isEmpty())
            for (const QString& missing : missingTexts(screen == u"panicPreview" ? screen : page, texts))
                problems.append(u"missing text: "_s + missing);
        problems += layoutFaults(texts);
        problems += contrastFaults(texts, image, m_software);
        problems += touchTargetFaults(m_window);
        problems += unnamedControlFaults(m_window);
        problems += unnamedFigureFaults(
            m_window, {u"level_"_s, u"playerStrength"_s, u"monsterStrength"_s, u"health_"_s});
        const QList<TextFloor> floors = readingFloors(size);
        problems += smallTextFaults(texts, floors);
        if (panicBoard)
            qInfo("%s", qPrintable(row + u": "_s + smallestCapHeights(texts, floors)));
        m_window->setProperty("darkTheme", false);
        m_window->setProperty("textScale", 1.0);
        const QString report = u"%1 (%2):\n  "_s.arg(row, file) + problems.join(u"\n  "_s);
        // For docs_screenshots: pictures first, the faults only said.
        if (!problems.isEmpty() && qEnvironmentVariableIsSet("ARBITER_SCREENSHOTS_WARN_ONLY"))
            qWarning("%s", qPrintable(report));
        else
            QVERIFY2(problems.isEmpty(), qPrintable(report));
    }

private:
    // "monster health 18.2 px (floor 17.9)...": the smallest capitals of each kind of text on screen.
    static QString smallestCapHeights(const QList<VisibleText>& texts, const QList<TextFloor>& floors)
    {
        QStringList parts;
        for (const TextFloor& floor : floors) {
            qreal smallest = -1;
            for (const VisibleText& text : texts) {
                if (text.shown.isEmpty()
                    || smallTextFaults({text}, {{floor.what, floor.prefixes, 1e9}}).isEmpty())
                    continue;
                const qreal height = capHeight(text);
                smallest = smallest < 0 ? height : std::min(smallest, height);
            }
            parts.append(u"%1 %2 px (floor %3)"_s.arg(floor.what)
                             .arg(smallest, 0, 'f', 1)
                             .arg(floor.minCapHeight, 0, 'f', 1));
        }
        return parts.join(u", "_s);
    }

    // Asks the Navigator for a page and waits until the stack shows it, still.
    void navigate(const QString& page, const QVariantMap& properties, const QString& type)
    {
        QVERIFY(QMetaObject::invokeMethod(m_navigator, "pageRequested", Q_ARG(QString, page),
                                          Q_ARG(QVariant, QVariant(properties))));
        QTRY_VERIFY2(!m_stack->property("busy").toBool() && currentPage()
                         && QString::fromLatin1(currentPage()->metaObject()->className()).startsWith(type),
                     qPrintable(u"the stack does not show "_s + type));
    }

    QQuickItem* currentPage() const { return m_stack->property("currentItem").value<QQuickItem*>(); }

    // The words and numbers each page must show, present in a visible text (possibly scrolled out).
    QStringList missingTexts(const QString& page, const QList<VisibleText>& texts)
    {
        QStringList missing;
        const auto anyText = [&texts](const std::function<bool(const QString&)>& matches) {
            return std::any_of(texts.cbegin(), texts.cend(),
                               [&](const VisibleText& t) { return matches(t.text); });
        };
        const auto expectExact = [&](const QString& wanted) {
            if (!anyText([&](const QString& text) { return text.trimmed() == wanted; }))
                missing.append(u"'%1'"_s.arg(wanted));
        };
        const auto expectWord = [&](const QString& wanted, const QString& what) {
            if (!anyText([&](const QString& text) { return hasWord(text, wanted); }))
                missing.append(u"%1 '%2'"_s.arg(what, wanted));
        };
        const auto expectPart = [&](const QString& wanted) {
            if (!anyText([&](const QString& text) { return text.contains(wanted); }))
                missing.append(u"'%1'"_s.arg(wanted));
        };
        // Every page's title is in the toolbar.
        if (QQuickItem* current = currentPage(); current && page != u"table" && !page.startsWith(u"panic"_s))
            expectPart(current->property("title").toString());

        auto* players = m_session.players();
        if (page == u"home") {
            expectPart(m_session.gameName());
        } else if (page == u"newGame") {
            expectPart(u"Munchkin Deluxe"_s);
        } else if (page == u"table") {
            for (int row = 0; row < players->rowCount(); ++row) {
                const QModelIndex index = players->index(row);
                const QString name = index.data(PlayersModel::NameRole).toString();
                expectExact(name);
                const QString level = index.data(PlayersModel::LevelRole).toString();
                const auto* shown = findItem(currentPage(), u"level_"_s + name);
                if (!shown || !shown->isVisible() || shown->property("text").toString() != level)
                    missing.append(u"%1's level %2 (item level_%1)"_s.arg(name, level));
            }
        } else if (page == u"player") {
            const views::PlayerView ann = m_session.playerDetails(u"Ann"_s);
            expectPart(u"Ann"_s);
            expectWord(QString::number(ann.strength), u"Ann's strength"_s);
            expectPart(u"Flaming Armor"_s);
            expectPart(u"Mace of Sharpness"_s);
        } else if (page == u"combat") {
            const views::CombatView combat = m_session.combat();
            expectWord(QString::number(combat.playerStrength), u"the players' strength"_s);
            expectWord(QString::number(combat.monsterStrength), u"the monsters' strength"_s);
            expectPart(u"Net Troll"_s);
        } else if (page == u"history") {
            // The page keeps the latest action in effect in view.
            HistoryModel* history = m_session.history();
            for (int row = 0; row < history->rowCount(); ++row)
                if (history->index(row).data(HistoryModel::HeadRole).toBool())
                    expectPart(history->index(row).data(HistoryModel::TextRole).toString());
        } else if (page == u"rules") {
            expectPart(m_ruleId);
        } else if (page == u"report") {
            // The outcome, and every player's card.
            GameReports reports;
            reports.setSession(&m_session);
            const views::GameReportView report = reports.report();
            expectPart(reports.outcomeText(report));
            for (const QVariant& player : report.players)
                if (!findItem(currentPage(),
                              u"reportPlayer_"_s + player.value<views::ReportPlayerView>().name))
                    missing.append(u"the card of "_s + player.value<views::ReportPlayerView>().name);
        } else if (page == u"records") {
            // A section per kind of game in the file, with its title.
            expectPart(u"Munchkin Deluxe"_s);
            expectPart(u"Munchkin Panic (standard)"_s);
        } else if (page == u"invite") {
            // The code, the address (a TextEdit, not among the texts), and each seat with its status.
            const TableInvitation* invitation = m_session.invitation();
            const auto* code = findItem(currentPage(), u"inviteQr"_s);
            if (!code || !code->isVisible() || code->property("modules").toInt() == 0
                || code->property("text").toString() != invitation->url())
                missing.append(u"the invitation's QR code (item inviteQr)"_s);
            const auto* address = findItem(currentPage(), u"inviteUrl"_s);
            if (!address || !address->isVisible()
                || address->property("text").toString() != invitation->url())
                missing.append(u"the invitation's address %1 (item inviteUrl)"_s.arg(invitation->url()));
            for (int row = 0; row < players->rowCount(); ++row)
                expectExact(players->index(row).data(PlayersModel::NameRole).toString());
            expectExact(u"Away"_s);
            expectExact(u"Free"_s);
        } else if (page.startsWith(u"panic"_s)) {
            // Every seat with its Trophy points, and every Monster on the board by name.
            const QVariantMap table = arbiter::app::views::jsonOf(m_session.panic()).toVariantMap();
            for (const QVariant& seat : table.value(u"seats"_s).toList()) {
                const QString name = seat.toMap().value(u"name"_s).toString();
                expectPart(name);
                const QString points = seat.toMap().value(u"points"_s).toString();
                const auto* shown = findItem(currentPage(), u"seatPoints_"_s + name);
                if (!shown || !shown->isVisible() || shown->property("text").toString() != points)
                    missing.append(u"%1's %2 points (item seatPoints_%1)"_s.arg(name, points));
            }
            for (const QVariant& monster : table.value(u"board"_s).toMap().value(u"monsters"_s).toList()) {
                const QString id = monster.toMap().value(u"id"_s).toString();
                const auto* token = findItem(currentPage(), u"monster_"_s + id);
                if (!token || !token->isVisible())
                    missing.append(u"the token of %1 (item monster_%1)"_s.arg(id));
            }
            if (page == u"panicPreview") {
                expectPart(u"Pukachu moves from Knight 4 to Swordsman 4"_s);
                expectPart(u"The Fortify token on Wall 3 takes the hit from Large Angry Chicken"_s);
            }
        }
        return missing;
    }

    QString m_shots;
    const QString m_ruleId = u"combat.player-strength"_s;
    QTemporaryDir m_dir;
    GameSession m_session;
    qint64 m_munchkinId = 0;
    qint64 m_panicId = 0;
    qint64 m_finishedId = 0;
    QQmlApplicationEngine m_engine;
    QQuickWindow* m_window = nullptr;
    QObject* m_navigator = nullptr;
    QQuickItem* m_stack = nullptr;
    bool m_software = false;
};

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
