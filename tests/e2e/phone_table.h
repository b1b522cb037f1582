#pragma once
// What the browser tests of a whole turn share, on top of cdp_page.h: a phone joining its seat, typing as a
// keyboard does, the log as arbiter-cli reads it, and a screenshot kept in the build (and in
// docs/screenshots when ARBITER_UPDATE_DOCS_SCREENSHOTS=1, to refresh README's pictures).

#include "cdp_page.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace arbiter::testing {

// A phone of its own (a browser context) in `player`'s seat at `width` x `height`: its page's session, ""
// when it did not get there within 10 s.
inline QString joinSeat(TableHost& host, CdpBrowser& browser, const QString& player, int width = 360,
                        int height = 640)
{
    const QString url =
        host.command({{QStringLiteral("seatUrl"), player}}).value(QStringLiteral("url")).toString();
    const QString context = browser.newContext();
    if (url.isEmpty() || context.isEmpty() || browser.openPage(context).isEmpty()
        || !browser.setViewport(width, height))
        return {};
    browser.navigate(url);
    QElapsedTimer timer;
    timer.start();
    while (browser.text(QStringLiteral("#me")) != player && timer.elapsed() < 10000)
        QTest::qWait(50);
    return browser.text(QStringLiteral("#me")) == player ? browser.session : QString();
}

// Taps the field and types `letters` into it as a keyboard would, one input event each.
inline bool typeInto(CdpBrowser& browser, const QString& selector, const QString& letters)
{
    if (!browser.tap(selector))
        return false;
    for (const QChar letter : letters)
        if (browser.devtools(QStringLiteral("Input.insertText"), {{QStringLiteral("text"), QString(letter)}})
                .contains(QStringLiteral("error")))
            return false;
    return true;
}

// The actions in effect in the log at `db` (status "done"), as `arbiter-cli log history` lists them.
inline QJsonArray actionsInEffect(const QString& cli, const QString& db)
{
    QProcess process;
    process.start(cli, {QStringLiteral("log"), QStringLiteral("--db"), db, QStringLiteral("history")});
    if (!process.waitForFinished(20000))
        return {};
    QJsonArray done;
    for (const QJsonValue& entry : QJsonDocument::fromJson(process.readAllStandardOutput())
                                       .object()
                                       .value(QStringLiteral("actions"))
                                       .toArray())
        if (entry.toObject().value(QStringLiteral("status")).toString() == QStringLiteral("done"))
            done.append(entry);
    return done;
}

// The tab as it shows now, as `name` in `buildDir` (to look at, not compared) and, when the environment
// asks for it, in `docsDir` too. False when no PNG came.
inline bool saveScreenshot(CdpBrowser& browser, const QString& buildDir, const QString& docsDir,
                           const QString& name)
{
    const QJsonObject shot = browser.devtools(QStringLiteral("Page.captureScreenshot"),
                                              {{QStringLiteral("format"), QStringLiteral("png")}});
    const QByteArray png = QByteArray::fromBase64(
        shot.value(QStringLiteral("result")).toObject().value(QStringLiteral("data")).toString().toLatin1());
    QFile file(buildDir + QLatin1Char('/') + name);
    if (!png.startsWith("\x89PNG") || !QDir().mkpath(buildDir) || !file.open(QIODevice::WriteOnly))
        return false;
    file.write(png);
    file.close();
    if (qEnvironmentVariable("ARBITER_UPDATE_DOCS_SCREENSHOTS") != QStringLiteral("1") || docsDir.isEmpty())
        return true;
    const QString docs = docsDir + QLatin1Char('/') + name;
    QFile::remove(docs);
    return file.copy(docs);
}

}  // namespace arbiter::testing
