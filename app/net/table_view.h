#pragma once
// What a phone draws: the open game at head as one JSON object (docs/phones.md, "The view"), made of the
// tablet's own views of the state (HeadViews: the same values, legality and words as the tablet's), and the
// actions of a catch-up in words.

#include "app/core/session_core.h"
#include "app/i18n/translations.h"
#include "app/views/head_views.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

namespace arbiter::app::net {

class TableView {
public:
    // How many actions of the line the view's history lists, newest first.
    static constexpr int historyLength = 30;

    // `language`: the words of the view and of the catch-ups, or nullptr for the tablet's (the views then
    // are the tablet's own, already in its language).
    TableView(SessionCore& core, const views::HeadViews& views, const i18n::Translations* language = nullptr)
        : m_core(core), m_views(views), m_language(language)
    {}

    // The table at the core's head; built once per head.
    const QJsonObject& view();
    // The actions of a catch-up: [{seq, kind, text, legal}].
    QJsonArray describe(const QList<db::HistoryEntry>& actions);
    // Another game is open, or none: forget what was learnt of the last one.
    void forgetGame();

private:
    QString describeEntry(const db::HistoryEntry& entry);
    QJsonArray recentHistory();

    SessionCore& m_core;
    const views::HeadViews&
        m_views;  // the fight, the Panic table, legality and who acted, as the tablet has them
    const i18n::Translations* m_language;
    QString m_viewLanguage;
    qint64 m_game = -1;
    qint64 m_viewHead = -1;
    QJsonObject m_view;
};

}  // namespace arbiter::app::net
