#pragma once
// A Monster's tags as the referee reads them. The rules know the tribes by their English tags ("Undead",
// "Goblin", "Demon": rules/munchkin/edition.cpp); a player types them in the app's language („Untot“,
// « Mort-vivant »). The builders turn a typed tag into the rules' tag before the action is made, so the
// tribal rules count it; rules/ stays English.

#include <QString>
#include <QStringList>

namespace arbiter::app {

// `typed` with every tag that names a tribe in the app's language (or in English, in any case) written as
// the rules' tag; any other tag as typed.
QStringList rulesMonsterTags(const QStringList& typed);

}  // namespace arbiter::app
