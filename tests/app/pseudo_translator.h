#pragma once
// A pseudo-language for the screenshot checks: every text the app translates comes back about 40% longer
// and accented ("Kick Open the Door" -> "Kíçk Öpéñ thé Döör ·····"), with its placeholders, markup and
// entities left as they are. A page that passes with it has room for a German or French sentence.

#include <QString>
#include <QTranslator>

namespace arbiter::testing {

// `source` accented and lengthened; %1..%9, %n, %L1, <tags> and &entities; untouched.
QString pseudoText(const QString& source);

class PseudoTranslator : public QTranslator {
public:
    using QTranslator::QTranslator;
    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                      int n = -1) const override;
    bool isEmpty() const override { return false; }
};

}  // namespace arbiter::testing
