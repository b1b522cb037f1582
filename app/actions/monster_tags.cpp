#include "app/actions/monster_tags.h"

#include "rules/munchkin/edition.h"

#include <QCoreApplication>

#include <string>

namespace arbiter::app {

namespace {

// The tribes' tags for lupdate; the list the builders use is the rules' own (tribalTags() below).
//: A Monster's tag as players type it; other spellings may follow, separated by |
[[maybe_unused]] constexpr const char* undeadTag = QT_TRANSLATE_NOOP("MonsterTags", "Undead");
//: A Monster's tag as players type it; other spellings may follow, separated by |
[[maybe_unused]] constexpr const char* goblinTag = QT_TRANSLATE_NOOP("MonsterTags", "Goblin");
//: A Monster's tag as players type it; other spellings may follow, separated by |
[[maybe_unused]] constexpr const char* demonTag = QT_TRANSLATE_NOOP("MonsterTags", "Demon");

// Every tag a tribal rule of some edition joins by, once.
QStringList tribalTags()
{
    QStringList tags;
    for (const rules::munchkin::EditionProfile& profile : rules::munchkin::allEditions())
        for (const rules::munchkin::TribalRule& rule : profile.tribalRules) {
            const QString tag = QString::fromUtf8(rule.tag.data(), static_cast<qsizetype>(rule.tag.size()));
            if (!tag.isEmpty() && !tags.contains(tag))
                tags.append(tag);
        }
    return tags;
}

}  // namespace

QStringList rulesMonsterTags(const QStringList& typed)
{
    QStringList tags;
    tags.reserve(typed.size());
    const QStringList tribes = tribalTags();
    for (const QString& tag : typed) {
        QString rulesTag = tag;
        for (const QString& tribe : tribes) {
            const std::string source = tribe.toStdString();
            QStringList spellings = QCoreApplication::translate("MonsterTags", source.c_str()).split(u'|');
            spellings.append(tribe);  // the English tag is understood in every language
            for (const QString& spelling : spellings) {
                if (spelling.trimmed().compare(tag.trimmed(), Qt::CaseInsensitive) == 0)
                    rulesTag = tribe;
            }
        }
        tags.append(rulesTag);
    }
    return tags;
}

}  // namespace arbiter::app
