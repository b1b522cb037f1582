#include "app/views/table_words.h"

#include "db/codec/munchkin_json.h"
#include "rules/munchkin/timing.h"

#include <QStringList>

namespace arbiter::app::views {

using namespace Qt::StringLiterals;

QString phaseDisplayName(const QString& phaseId)
{
    for (const rules::munchkin::PhaseDescriptor& phase : rules::munchkin::phaseTable)
        if (phaseId == db::toQString(phase.id))
            return db::toQString(phase.name);
    return phaseId;
}

QString defaultPlayerColour(int seat)
{
    // Twelve colours that stay apart on the light and the dark theme.
    static const QStringList colours = {u"#c62828"_s, u"#1565c0"_s, u"#2e7d32"_s, u"#f9a825"_s,
                                        u"#6a1b9a"_s, u"#ef6c00"_s, u"#00838f"_s, u"#ad1457"_s,
                                        u"#795548"_s, u"#546e7a"_s, u"#9e9d24"_s, u"#283593"_s};
    const qsizetype n = colours.size();
    return colours.at(((seat % n) + n) % n);
}

}  // namespace arbiter::app::views
