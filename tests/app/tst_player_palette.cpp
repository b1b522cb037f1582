// The seats' default colours: a full table's six stay apart for the common colour-vision deficiencies.
// Each colour is seen as a protanope, a deuteranope and a tritanope would see it (Machado, Oliveira and
// Fernandes 2009, severity 1, in linear RGB) and the six are compared pairwise in CIELAB: every pair
// differs by a Delta E of 15 or more. All twelve stay apart by as much in full colour vision.

#include "app/views/table_words.h"

#include <QColor>
#include <QTest>

#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;
using Vector = std::array<double, 3>;

double toLinear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

Vector seenAs(const QColor& colour, const Matrix& m)
{
    const Vector rgb{toLinear(colour.redF()), toLinear(colour.greenF()), toLinear(colour.blueF())};
    Vector seen{};
    for (std::size_t i = 0; i < 3; ++i)
        seen[i] = std::clamp(m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2], 0.0, 1.0);
    return seen;
}

Vector lab(const Vector& rgb)
{
    const double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
    const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    const double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double deltaE(const Vector& a, const Vector& b)
{
    return std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

}  // namespace

class TestPlayerPalette : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void seatsStayApart_data()
    {
        QTest::addColumn<int>("seats");
        QTest::addColumn<QVariant>("matrix");
        const auto row = [](const char* name, int seats, const Matrix& m) {
            QTest::newRow(name) << seats
                                << QVariant::fromValue(QList<double>{m[0][0], m[0][1], m[0][2], m[1][0],
                                                                     m[1][1], m[1][2], m[2][0], m[2][1],
                                                                     m[2][2]});
        };
        row("full colour vision, 12 seats", 12, Matrix{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}});
        row("protanopia, 6 seats", 6,
            Matrix{{{0.152286, 1.052583, -0.204868},
                    {0.114503, 0.786281, 0.099216},
                    {-0.003882, -0.048116, 1.051998}}});
        row("deuteranopia, 6 seats", 6,
            Matrix{{{0.367322, 0.860646, -0.227968},
                    {0.280085, 0.672501, 0.047413},
                    {-0.011820, 0.042940, 0.968881}}});
        row("tritanopia, 6 seats", 6,
            Matrix{{{1.255528, -0.076749, -0.178779},
                    {-0.078411, 0.930809, 0.147602},
                    {0.004733, 0.691367, 0.303900}}});
    }

    void seatsStayApart()
    {
        QFETCH(int, seats);
        QFETCH(QVariant, matrix);
        const QList<double> values = matrix.value<QList<double>>();
        Matrix m{};
        for (std::size_t i = 0; i < 9; ++i)
            m[i / 3][i % 3] = values[static_cast<qsizetype>(i)];
        for (int a = 0; a < seats; ++a)
            for (int b = a + 1; b < seats; ++b) {
                const QColor first(arbiter::app::views::defaultPlayerColour(a));
                const QColor second(arbiter::app::views::defaultPlayerColour(b));
                const double difference = deltaE(lab(seenAs(first, m)), lab(seenAs(second, m)));
                QVERIFY2(difference >= 15, qPrintable(u"seats %1 and %2 (%3, %4): Delta E %5"_s.arg(a + 1)
                                                          .arg(b + 1)
                                                          .arg(first.name(), second.name())
                                                          .arg(difference, 0, 'f', 1)));
            }
    }
};

QTEST_GUILESS_MAIN(TestPlayerPalette)
#include "tst_player_palette.moc"
