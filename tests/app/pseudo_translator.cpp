#include "pseudo_translator.h"

#include <QHash>

namespace arbiter::testing {

namespace {

QChar accented(QChar c)
{
    static const QHash<QChar, QChar> table = {
        {u'a', u'á'}, {u'c', u'ç'}, {u'e', u'é'}, {u'i', u'í'}, {u'n', u'ñ'}, {u'o', u'ö'}, {u'u', u'ü'},
        {u'y', u'ý'}, {u'A', u'Å'}, {u'C', u'Ç'}, {u'E', u'É'}, {u'I', u'Î'}, {u'N', u'Ñ'}, {u'O', u'Ö'},
        {u'U', u'Ü'}, {u'Y', u'Ý'}, {u's', u'š'}, {u'S', u'Š'}, {u'z', u'ž'}, {u'Z', u'Ž'}};
    return table.value(c, c);
}

}  // namespace

QString pseudoText(const QString& source)
{
    QString out;
    out.reserve(source.size() * 3 / 2 + 8);
    int letters = 0;
    for (qsizetype i = 0; i < source.size(); ++i) {
        const QChar c = source.at(i);
        // Placeholders: %1..%9, %n, %L1.
        if (c == u'%' && i + 1 < source.size()) {
            const QChar next = source.at(i + 1);
            if (next.isDigit() || next == u'n') {
                out += c;
                out += next;
                ++i;
                continue;
            }
            if (next == u'L' && i + 2 < source.size() && source.at(i + 2).isDigit()) {
                out += source.mid(i, 3);
                i += 2;
                continue;
            }
        }
        // Markup and entities pass through whole.
        const QChar end = c == u'<' ? u'>' : c == u'&' ? u';' : QChar();
        if (!end.isNull()) {
            const qsizetype close = source.indexOf(end, i);
            if (close > i && (c == u'<' || close - i <= 8)) {
                out += source.mid(i, close - i + 1);
                i = close;
                continue;
            }
        }
        if (c.isLetter())
            ++letters;
        out += accented(c);
    }
    if (letters == 0)
        return out;  // "%1 %2", "+", "⋮": nothing a language would lengthen
    // About 40% more, in words of at most six characters, so a wrapping text can still wrap.
    int extra = (letters * 2 + 4) / 5;
    while (extra > 0) {
        const int word = qMin(extra, 6);
        out += u' ' + QString(word, u'·');
        extra -= word;
    }
    return out;
}

QString PseudoTranslator::translate(const char*, const char* sourceText, const char*, int) const
{
    return sourceText ? pseudoText(QString::fromUtf8(sourceText)) : QString();
}

}  // namespace arbiter::testing
