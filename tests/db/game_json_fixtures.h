#pragma once
// What the game JSON tests share: readers that collect every issue, a sample of every action kind, a state
// with every field set, and the ```json examples of the action docs.

#include "db/codec/game_json.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace arbiter::testing::json {

QString describe(const db::JsonIssues& issues);
std::optional<rules::game::Action> readAction(const QByteArray& json, db::JsonIssues& issues,
                                              int format = rules::game::actionFormatVersion);
std::optional<rules::game::GameSetup> readSetup(const QByteArray& json, db::JsonIssues& issues);
std::optional<rules::game::GameState> readState(const QByteArray& json, db::JsonIssues& issues);
rules::munchkin::Item richItem();
rules::munchkin::Monster richMonster();
rules::munchkin::Monster monster(std::string name, int level,
                                 rules::munchkin::JoinedBy joinedBy = rules::munchkin::JoinedBy::Door);
std::vector<rules::game::Action> samples();  // one of every kind, its optional fields set
rules::game::GameState richState();

// A ```json block of the action docs: "panic-actions.md:12" and its text.
struct DocExample {
    QString where;
    QByteArray json;
};

// The ```json blocks of docs/actions.md and docs/panic-actions.md.
QList<DocExample> docExamples();

}  // namespace arbiter::testing::json
