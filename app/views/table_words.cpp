#include "app/views/table_words.h"

#include "app/i18n/message_text.h"
#include "db/codec/munchkin_json.h"
#include "rules/munchkin/timing.h"

#include <QStringList>

namespace arbiter::app::views {

using namespace Qt::StringLiterals;

QString phaseDisplayName(const QString& phaseId)
{
    for (const rules::munchkin::PhaseDescriptor& phase : rules::munchkin::phaseTable)
        if (phaseId == db::toQString(phase.id))
            return i18n::messageText(phase.name);  // in the reader's language
    return phaseId;
}

QString defaultPlayerColour(int seat)
{
    // Twelve colours. The first six (a full table) are Okabe and Ito's palette for colour-blind eyes: they
    // stay apart with protanopia, deuteranopia and tritanopia too (tst_player_palette); the others
    // only for larger tables, apart in full colour vision. A player is also told apart by name and initial.
    static const QStringList colours = {u"#0072b2"_s, u"#d55e00"_s, u"#009e73"_s, u"#cc79a7"_s,
                                        u"#e69f00"_s, u"#56b4e9"_s, u"#f0e442"_s, u"#882255"_s,
                                        u"#999999"_s, u"#332288"_s, u"#117733"_s, u"#aa4499"_s};
    const qsizetype n = colours.size();
    return colours.at(((seat % n) + n) % n);
}

}  // namespace arbiter::app::views
