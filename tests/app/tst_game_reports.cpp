// GameReports: the open game's report and the file's records as the report and records pages read them,
// and the report shared as files. The PNG is checked for its size and that it is not blank; the PDF is
// rendered back to an image by pdftoppm and read back by pdftotext (poppler-utils), so its pages and
// its text are what a reader gets.

#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "app/report/gamereports.h"
#include "app/report/report_words.h"
#include "app/session/gamesession.h"

using arbiter::app::GameReports;
using arbiter::app::GameSession;
namespace views = arbiter::app::views;
using namespace Qt::StringLiterals;

namespace {

QVariantMap player(const QString& name)
{
    return {{u"name"_s, name}};
}

QVariantMap deluxe(const QString& name, const QStringList& names)
{
    QVariantList players;
    for (const QString& each : names)
        players.append(player(each));
    return {{u"name"_s, name}, {u"edition"_s, u"deluxe"_s}, {u"players"_s, players}};
}

QVariantMap levelUp(const QString& who, int amount)
{
    return {{u"kind"_s, u"change-level"_s},
            {u"player"_s, who},
            {u"amount"_s, amount},
            {u"source"_s, u"go-up-a-level"_s}};
}

QVariantMap startCombat(const QString& monster, int level)
{
    return {{u"kind"_s, u"start-combat"_s},
            {u"monster"_s, QVariantMap{{u"name"_s, monster}, {u"level"_s, level}, {u"treasures"_s, 1}}}};
}

QVariantMap playOneShot(const QString& name, int bonus)
{
    return {{u"kind"_s, u"play-one-shot"_s},
            {u"side"_s, u"players"_s},
            {u"card"_s, QVariantMap{{u"name"_s, name}, {u"bonus"_s, bonus}}}};
}

QVariantMap resolveCombat()
{
    return {{u"kind"_s, u"resolve-combat"_s}};
}

views::ReportPlayerView reportPlayer(const views::GameReportView& report, const QString& name)
{
    for (const QVariant& entry : report.players)
        if (entry.value<views::ReportPlayerView>().name == name)
            return entry.value<views::ReportPlayerView>();
    return {};
}

// Runs a poppler tool; its standard output, or a failure naming the tool.
QByteArray poppler(const QString& tool, const QStringList& arguments)
{
    QProcess process;
    process.start(tool, arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        qWarning("%s failed: %s", qPrintable(tool), process.readAllStandardError().constData());
    return process.readAllStandardOutput();
}

// Pixels that are not the background, on a grid of every 4th pixel.
int inkedSamples(const QImage& image)
{
    int inked = 0;
    const QRgb background = image.pixel(0, 0);
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            inked += image.pixel(x, y) != background ? 1 : 0;
    return inked;
}

}  // namespace

class TestGameReports : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_session = std::make_unique<GameSession>();
        QVERIFY2(m_session->openFile(m_dir.filePath(u"reports-%1.sqlite"_s.arg(++m_files))),
                 qPrintable(m_session->fileError()));
        m_reports = std::make_unique<GameReports>();
        m_reports->setSession(m_session.get());
    }

    // Ann goes up to Level 9 and kills a Level 1 monster with a one-shot: she wins by a fight, and the
    // report says so, with her kill, the Level it gave and the card played.
    void aWonGame()
    {
        playAWonGame(u"Friday at Ann's"_s, {u"Ann"_s, u"Bob"_s});
        const views::GameReportView report = m_reports->report();
        QVERIFY2(report.valid, qPrintable(m_reports->lastError()));
        QCOMPARE(report.gameName, u"Friday at Ann's"_s);
        QCOMPARE(report.edition, u"deluxe"_s);
        QCOMPARE(report.winners, QStringList{u"Ann"_s});
        QCOMPARE(report.wonBy, u"fight"_s);
        QCOMPARE(report.winningLevel, 10);
        const views::ReportPlayerView ann = reportPlayer(report, u"Ann"_s);
        QVERIFY(ann.winner);
        QCOMPARE(ann.kills, 1);
        QCOMPARE(ann.levelsByKills, 1);
        QCOMPARE(ann.levelsByCards, 8);
        QCOMPARE(ann.finalLevel, 10);
        QVERIFY(!ann.colour.isEmpty());
        QVERIFY(!reportPlayer(report, u"Bob"_s).winner);
        QVERIFY(report.biggestFight.decided);
        QCOMPARE(report.biggestFight.monsters, QStringList{u"Lame Goblin"_s});
        QCOMPARE(report.biggestFight.cards, QStringList{u"Flaming Potion"_s});
        const QString outcome = m_reports->outcomeText(report);
        QVERIFY2(outcome.contains(u"Ann"_s) && outcome.contains(u"killing a Monster"_s), qPrintable(outcome));
        QVERIFY(m_reports->fightCardsText(report.biggestFight).contains(u"Flaming Potion"_s));
        // The figures the page lists, in order, Level first.
        const QVariantList figures = m_reports->figures(ann, false);
        QCOMPARE(figures.first().value<arbiter::app::ReportFigure>().value, u"10"_s);
    }

    // Undone actions never count: after undoing the fight, nobody has won and nobody killed.
    void undoneActionsDoNotCount()
    {
        playAWonGame(u"Undone"_s, {u"Ann"_s, u"Bob"_s});
        QVERIFY(m_session->undo());  // the fight's resolution
        const views::GameReportView report = m_reports->report();
        QVERIFY(report.winners.isEmpty());
        QCOMPARE(report.wonBy, QString());
        QCOMPARE(reportPlayer(report, u"Ann"_s).kills, 0);
        QVERIFY(!report.biggestFight.decided);
    }

    void noGameNoReport()
    {
        m_session->closeGame();
        QVERIFY(!m_reports->report().valid);
        QVERIFY(!m_reports->lastError().isEmpty());
        QCOMPARE(m_reports->save(u"png"_s, m_dir.path()), QString());
    }

    // The records count each game once per kind, filtered by a player (any case) and by the days played.
    void recordsFilter()
    {
        playAWonGame(u"First"_s, {u"Ann"_s, u"Bob"_s});
        QVERIFY(m_session->games()->newGame(deluxe(u"Second"_s, {u"Cy"_s, u"Bob"_s})).legal);
        QVERIFY(m_session->perform(levelUp(u"Cy"_s, 2)).recorded);

        const views::RecordsView all = m_reports->records();
        QVERIFY2(all.valid, qPrintable(all.error));
        QCOMPARE(all.games, 2);
        QCOMPARE(all.allGames, 2);
        QCOMPARE(all.playerNames, (QStringList{u"Ann"_s, u"Bob"_s, u"Cy"_s}));
        QCOMPARE(all.kinds.size(), 1);
        const auto deluxeRecords = all.kinds.first().value<views::KindRecordsView>();
        QCOMPARE(deluxeRecords.kind, u"deluxe"_s);
        QCOMPARE(deluxeRecords.games, 2);
        QCOMPARE(deluxeRecords.recent.size(), 2);
        QCOMPARE(deluxeRecords.mostFought.first().value<views::MonsterCountView>().name, u"Lame Goblin"_s);
        QVERIFY(deluxeRecords.deadliest.isEmpty());  // the only fight was won
        for (const QVariant& entry : deluxeRecords.players) {
            const auto record = entry.value<views::PlayerRecordView>();
            if (record.name == u"Bob")
                QCOMPARE(record.played, 2);
            if (record.name == u"Ann") {
                QCOMPARE(record.won, 1);
                QCOMPARE(record.averageFinalLevel, 10.0);
            }
        }
        // The last games as the chart's lines: Bob in both games, Cy in the second.
        const QVariantList series = m_reports->recentSeries(deluxeRecords);
        QCOMPARE(series.size(), 3);
        QCOMPARE(m_reports->recentTop(deluxeRecords), 10);

        QCOMPARE(m_reports->records(u"ann"_s).games, 1);
        QCOMPARE(m_reports->records(u"Nobody"_s).games, 0);
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        const QString yesterday = QDate::currentDate().addDays(-1).toString(Qt::ISODate);
        const QString tomorrow = QDate::currentDate().addDays(1).toString(Qt::ISODate);
        QCOMPARE(m_reports->records({}, today).games, 2);
        QCOMPARE(m_reports->records({}, tomorrow).games, 0);
        QCOMPARE(m_reports->records({}, {}, yesterday).games, 0);
        QCOMPARE(m_reports->records(u"Cy"_s, yesterday, today).games, 1);
        const views::RecordsView bad = m_reports->records({}, u"31/12/2026"_s);
        QVERIFY(!bad.valid);
        QVERIFY2(bad.error.startsWith(u"from:"_s), qPrintable(bad.error));
    }

    // The PNG: as wide as asked, taller than a screen, and drawn on (not a blank page).
    void savesAnImage()
    {
        playAWonGame(u"Image night"_s, {u"Ann"_s, u"Bob"_s, u"Cy"_s});
        const QString path = m_reports->save(u"png"_s, m_dir.filePath(u"shared"_s));
        QVERIFY2(!path.isEmpty(), qPrintable(m_reports->lastError()));
        QVERIFY(path.endsWith(u"Image night.png"_s));
        QImage image(path);
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), 1200);
        QVERIFY2(image.height() > 700, qPrintable(QString::number(image.height())));
        QVERIFY2(inkedSamples(image) > 2000, qPrintable(QString::number(inkedSamples(image))));
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, "the chart's and the players' colours are missing");
        // A second save never overwrites the first.
        const QString again = m_reports->save(u"png"_s, m_dir.filePath(u"shared"_s));
        QVERIFY(again.endsWith(u"Image night (2).png"_s));
        QVERIFY(QFileInfo::exists(path));
    }

    // The PDF: one or two A4 pages whose text is the report's (pdftotext), and that render to a page with
    // ink on it (pdftoppm).
    void savesAPdf()
    {
        if (QStandardPaths::findExecutable(u"pdftoppm"_s).isEmpty())
            QFAIL("pdftoppm is missing: packaging/install-deps.sh installs poppler-utils");
        playAWonGame(u"Paper night"_s, {u"Ann"_s, u"Bob"_s, u"Cy"_s, u"Dee"_s, u"Eve"_s, u"Fay"_s});
        const QString path = m_reports->save(u"pdf"_s, m_dir.filePath(u"shared"_s));
        QVERIFY2(!path.isEmpty(), qPrintable(m_reports->lastError()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");

        const QString info = QString::fromUtf8(poppler(u"pdfinfo"_s, {path}));
        const QRegularExpressionMatch pages = QRegularExpression(u"Pages:\\s+(\\d+)"_s).match(info);
        QVERIFY2(pages.hasMatch(), qPrintable(info));
        const int pageCount = pages.captured(1).toInt();
        QVERIFY2(pageCount >= 1 && pageCount <= 2, qPrintable(info));
        QVERIFY2(info.contains(u"A4"_s), qPrintable(info));

        const QString text = QString::fromUtf8(poppler(u"pdftotext"_s, {path, u"-"_s})).simplified();
        for (const QString& expected : {u"Paper night"_s, u"Ann won on turn 1"_s, u"Fay"_s, u"Lame Goblin"_s,
                                        u"Flaming Potion"_s, u"Levels by kills"_s, u"Items sold"_s})
            QVERIFY2(text.contains(expected), qPrintable(expected + u" is not in: "_s + text));

        const QString prefix = m_dir.filePath(u"page"_s);
        poppler(u"pdftoppm"_s, {u"-png"_s, u"-r"_s, u"50"_s, u"-f"_s, u"1"_s, u"-l"_s, u"1"_s, path, prefix});
        QImage page(prefix + u"-1.png"_s);
        QVERIFY2(!page.isNull(), "pdftoppm made no image of page 1");
        QVERIFY(page.height() > page.width());  // A4, upright
        QVERIFY2(inkedSamples(page) > 100, qPrintable(QString::number(inkedSamples(page))));
    }

    void refusesWhatItCannotWrite()
    {
        playAWonGame(u"Nowhere"_s, {u"Ann"_s, u"Bob"_s});
        QCOMPARE(m_reports->save(u"gif"_s, m_dir.path()), QString());
        QVERIFY(m_reports->lastError().startsWith(u"format:"_s));
        QFile blocker(m_dir.filePath(u"a-file"_s));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QCOMPARE(m_reports->save(u"pdf"_s, m_dir.filePath(u"a-file/below"_s)), QString());
        QVERIFY(m_reports->lastError().contains(u"a-file"_s));
    }

private:
    void playAWonGame(const QString& name, const QStringList& players)
    {
        QVERIFY(m_session->games()->newGame(deluxe(name, players)).legal);
        QVERIFY(m_session->perform(levelUp(players.first(), 8)).recorded);
        QVERIFY(m_session->perform(startCombat(u"Lame Goblin"_s, 1)).recorded);
        QVERIFY(m_session->perform(playOneShot(u"Flaming Potion"_s, 3)).recorded);
        const views::VerdictView won = m_session->perform(resolveCombat());
        QVERIFY(won.recorded);
        QCOMPARE(m_session->winners(), QStringList{players.first()});
    }

    QTemporaryDir m_dir;
    int m_files = 0;
    std::unique_ptr<GameSession> m_session;
    std::unique_ptr<GameReports> m_reports;
};

QTEST_MAIN(TestGameReports)
#include "tst_game_reports.moc"
