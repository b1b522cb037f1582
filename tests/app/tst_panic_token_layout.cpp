// PanicTokenLayout on its own: where the Monster tokens of the Munchkin Panic board stand, for boards from
// a phone's to a landscape tablet's and for one to seven Monsters in a space. Every token stays inside
// its space, tokens sharing one never overlap (disc and name plate), a lone token stands in the middle of
// its space, names are shown where there is room and given up (discs only, in rows) where there is not.
// tst_panic_board checks the same through the QML board; this test needs no window.

#include <QFontMetricsF>
#include <QTest>

#include "app/panic/panic_token_layout.h"

#include <algorithm>
#include <cmath>
#include <numbers>

using arbiter::app::PanicTokenLayout;
using namespace Qt::StringLiterals;

namespace {

// PanicBoard.qml's rings, as fractions of the board's radius.
const QVariantMap ringInner{{u"forest"_s, 0.81},
                            {u"archer"_s, 0.62},
                            {u"knight"_s, 0.44},
                            {u"swordsman"_s, 0.27},
                            {u"castle"_s, 0.1}};
const QVariantMap ringOuter{{u"forest"_s, 1.0},
                            {u"archer"_s, 0.81},
                            {u"knight"_s, 0.62},
                            {u"swordsman"_s, 0.44},
                            {u"castle"_s, 0.27}};
constexpr int nameLineHeight = 20;
constexpr int maxNameLines = 3;
constexpr double centreX = 400;
constexpr double centreY = 300;

QVariantList monstersIn(int arc, const QString& ring, int count)
{
    QVariantList monsters;
    for (int i = 0; i < count; ++i)
        monsters.append(QVariantMap{
            {u"id"_s, u"m%1-%2-%3"_s.arg(arc).arg(ring).arg(i)}, {u"arc"_s, arc}, {u"ring"_s, ring}});
    return monsters;
}

QFont nameFont()
{
    QFont font;
    font.setPixelSize(17);
    return font;
}

QVariantMap layOut(const QVariantList& monsters, double radius)
{
    return PanicTokenLayout::layout(monsters, ringInner, ringOuter, radius, centreX, centreY, nameLineHeight,
                                    maxNameLines, nameFont());
}

// What a token draws (PanicMonsterToken): its disc, and the name plate across the disc's lower part, on
// `lines` lines, at most `plate` wide (the plate is as wide as the name needs, up to that).
struct Token {
    double x, y, radius;
    bool hasPlate;
    double left, top, right, bottom;  // the plate
};

Token tokenOf(const QVariantMap& place)
{
    const double x = place.value(u"x"_s).toDouble();
    const double y = place.value(u"y"_s).toDouble();
    const double size = place.value(u"size"_s).toDouble();
    const double plate = place.value(u"plate"_s).toDouble();
    const int lines = place.value(u"lines"_s).toInt();
    const double plateTop = y + size * 0.12;
    return {x,
            y,
            size / 2,
            lines > 0,
            x - plate / 2,
            plateTop,
            x + plate / 2,
            plateTop + lines * nameLineHeight + 4};
}

constexpr double slack = 0.5;  // touching is not overlapping

bool discMeetsPlate(const Token& disc, const Token& plate)
{
    if (!plate.hasPlate)
        return false;
    const double nearestX = std::clamp(disc.x, plate.left, plate.right);
    const double nearestY = std::clamp(disc.y, plate.top, plate.bottom);
    return std::hypot(disc.x - nearestX, disc.y - nearestY) < disc.radius - slack;
}

bool overlap(const Token& a, const Token& b)
{
    if (std::hypot(a.x - b.x, a.y - b.y) < a.radius + b.radius - slack)
        return true;
    if (discMeetsPlate(a, b) || discMeetsPlate(b, a))
        return true;
    return a.hasPlate && b.hasPlate && a.left < b.right - slack && b.left < a.right - slack
           && a.top < b.bottom - slack && b.top < a.bottom - slack;
}

// The arc's middle, in degrees clockwise from the right (screen coordinates): arc 1 starts at the top.
double middleOf(int arc)
{
    return -90.0 + (arc - 1) * 60.0 + 30;
}

}  // namespace

class TestPanicTokenLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tokensStayInTheirSpaceApart_data()
    {
        QTest::addColumn<double>("radius");
        QTest::addColumn<int>("arc");
        QTest::addColumn<QString>("ring");
        QTest::addColumn<int>("count");
        for (const double radius : {150.0, 260.0, 330.0})
            for (const int arc : {1, 2, 4})
                for (const char* ring : {"forest", "archer", "knight", "swordsman"})
                    for (const int count : {1, 2, 3, 5, 7})
                        QTest::addRow("r%d arc %d %s x%d", int(radius), arc, ring, count)
                            << radius << arc << QString::fromLatin1(ring) << count;
    }

    void tokensStayInTheirSpaceApart()
    {
        QFETCH(double, radius);
        QFETCH(int, arc);
        QFETCH(QString, ring);
        QFETCH(int, count);
        const QVariantList monsters = monstersIn(arc, ring, count);
        const QVariantMap places = layOut(monsters, radius);
        QCOMPARE(places.size(), count);

        const double inner = ringInner.value(ring).toDouble() * radius;
        const double outer = ringOuter.value(ring).toDouble() * radius;
        std::vector<Token> tokens;
        for (const QVariant& monster : monsters) {
            const QVariantMap place = places.value(monster.toMap().value(u"id"_s).toString()).toMap();
            QVERIFY(!place.isEmpty());
            const double size = place.value(u"size"_s).toDouble();
            QVERIFY2(size > 0, "every token has a disc");
            // The centre lies in the ring, and in the arc's sixth of the circle.
            const double dx = place.value(u"x"_s).toDouble() - centreX;
            const double dy = place.value(u"y"_s).toDouble() - centreY;
            const double distance = std::hypot(dx, dy);
            QVERIFY2(
                distance >= inner - 0.01 && distance <= outer + 0.01,
                qPrintable(u"%1 from the centre, the ring is %2..%3"_s.arg(distance).arg(inner).arg(outer)));
            double angle = std::atan2(dy, dx) * 180 / std::numbers::pi;
            double offMiddle = std::remainder(angle - middleOf(arc), 360.0);
            QVERIFY2(std::abs(offMiddle) <= 30,
                     qPrintable(u"%1° from the arc's middle, the arc is 60° wide"_s.arg(offMiddle)));
            // A plate is never narrower than its disc, and comes with lines.
            const double plate = place.value(u"plate"_s).toDouble();
            const int lines = place.value(u"lines"_s).toInt();
            QVERIFY(plate == 0 || plate >= size * 0.98);
            QCOMPARE(plate > 0, lines > 0);
            QVERIFY(lines <= maxNameLines);
            tokens.push_back(tokenOf(place));
        }
        for (std::size_t a = 0; a < tokens.size(); ++a)
            for (std::size_t b = a + 1; b < tokens.size(); ++b)
                QVERIFY2(!overlap(tokens[a], tokens[b]),
                         qPrintable(u"tokens %1 and %2 overlap"_s.arg(a).arg(b)));
    }

    // One Monster stands in the middle of its space, halfway across the ring, whatever its arc.
    void aLoneTokenStandsInTheMiddle()
    {
        for (int arc = 1; arc <= 6; ++arc) {
            const QVariantMap places = layOut(monstersIn(arc, u"knight"_s, 1), 300);
            const QVariantMap place = places.first().toMap();
            const double distance = (0.44 + 0.62) / 2 * 300;
            const double angle = middleOf(arc) * std::numbers::pi / 180;
            QCOMPARE(qRound(place.value(u"x"_s).toDouble()), qRound(centreX + distance * std::cos(angle)));
            QCOMPARE(qRound(place.value(u"y"_s).toDouble()), qRound(centreY + distance * std::sin(angle)));
        }
    }

    // A large board names a lone Monster under its disc; a phone's crowded space shows discs only, in more
    // than one row, each still a fair size.
    void namesWhereThereIsRoom()
    {
        const QVariantMap roomy = layOut(monstersIn(1, u"forest"_s, 1), 330).first().toMap();
        QVERIFY(roomy.value(u"plate"_s).toDouble() > 0);
        QVERIFY(roomy.value(u"lines"_s).toInt() >= 1);

        const QVariantList crowd = monstersIn(3, u"swordsman"_s, 7);
        const QVariantMap crowded = layOut(crowd, 150);
        std::vector<double> distances;
        for (const QVariant& place : crowded) {
            const QVariantMap token = place.toMap();
            QCOMPARE(token.value(u"plate"_s).toDouble(), 0.0);
            QCOMPARE(token.value(u"lines"_s).toInt(), 0);
            QVERIFY(token.value(u"size"_s).toDouble() >= 5);
            distances.push_back(std::round(std::hypot(token.value(u"x"_s).toDouble() - centreX,
                                                      token.value(u"y"_s).toDouble() - centreY)));
        }
        std::ranges::sort(distances);
        QVERIFY2(distances.front() < distances.back(), "seven Monsters of a small space stand in rows");
    }

    // A plate is never narrower than the widest word of a name on it (with the plate's margins): a word
    // that did not fit was broken or made the whole name smaller than the board's floor. Where no plate
    // that wide fits beside the others, the space shows discs alone.
    void aPlateHoldsTheWidestWord()
    {
        const QFontMetricsF metrics(nameFont());
        for (const QString& word : {u"Ox"_s, u"Chicken"_s, u"Extraordinarily"_s}) {
            for (const int count : {1, 2, 3}) {
                QVariantList monsters = monstersIn(3, u"swordsman"_s, count);
                for (QVariant& monster : monsters) {
                    QVariantMap named = monster.toMap();
                    named.insert(u"name"_s, u"Large "_s + word);
                    monster = named;
                }
                const QVariantMap places = layOut(monsters, 330);
                for (const QVariant& place : places) {
                    const double plate = place.toMap().value(u"plate"_s).toDouble();
                    QVERIFY2(plate == 0 || plate >= metrics.horizontalAdvance(word) + 8,
                             qPrintable(u"%1 of \"Large %2\": a plate %3 px wide"_s.arg(count).arg(word).arg(
                                 plate)));
                }
                if (word == u"Ox"_s && count == 1)
                    QVERIFY(places.first().toMap().value(u"plate"_s).toDouble() > 0);
            }
        }
        // One word as wide as the ring's whole arc: no plate can hold it.
        QVariantList huge = monstersIn(3, u"swordsman"_s, 1);
        QVariantMap named = huge.first().toMap();
        named.insert(u"name"_s, QString(60, u'W'));
        huge.first() = named;
        QCOMPARE(layOut(huge, 330).first().toMap().value(u"plate"_s).toDouble(), 0.0);
    }

    // Spaces do not disturb each other, and a ring the board does not know is the Forest.
    void spacesAreIndependent()
    {
        QVariantList both = monstersIn(2, u"archer"_s, 2);
        both.append(monstersIn(5, u"archer"_s, 3));
        const QVariantMap together = layOut(both, 300);
        const QVariantMap alone = layOut(monstersIn(2, u"archer"_s, 2), 300);
        for (auto it = alone.cbegin(); it != alone.cend(); ++it)
            QCOMPARE(together.value(it.key()), it.value());

        const QVariantMap odd = layOut(monstersIn(4, u"moat"_s, 1), 300);
        const QVariantMap forest = layOut(monstersIn(4, u"forest"_s, 1), 300);
        QCOMPARE(odd.first(), forest.first());
    }
};

QTEST_MAIN(TestPanicTokenLayout)
#include "tst_panic_token_layout.moc"
